"""audit18: Oracle data writes a token's type line "Token Artifact — Food". "Token" is neither a
card type nor a supertype (205.2a, 205.4a): it says the object is a token (111.1), so a scenario
card defined with such a type line loads, has the types after it, and its permanent is a token."""

from __future__ import annotations

from manasolve.model.cards import TypeLine

from games import card, game

FOOD = card("Food", "Token Artifact — Food", "{2}, {T}, Sacrifice this token: You gain 3 life.")


def test_token_is_not_a_card_type() -> None:
    t = TypeLine.parse("Token Artifact — Food")
    assert t.token and t.card_types == frozenset({"Artifact"}) and t.subtypes == frozenset({"Food"})
    assert not TypeLine.parse("Artifact — Food").token


def test_a_permanent_of_a_token_type_line_is_a_token() -> None:
    s = game([FOOD], you=["Food"])
    p = s.permanent("Food")
    assert p.is_token and "Artifact" in p.card.card_types
