"""s15: "Mill a card" and "Exert this creature" in a mana ability's cost (Millikin, Oasis
Ritualist). Before, both were kept as text: can_activate answered "unchecked" and the plans left
the ability out, so available_mana and can_pay missed its mana.

- 701.13a, 118.3: milling takes the top cards of the activator's library; the cost can be paid only
  with that many cards there (Millikin's ruling: not with an empty library). The library is never
  assumed: the scenario's ``library_size`` says how many cards it holds, ``library_top`` one at least.
- Exert needs no resource (118.3): always payable.
"""

from __future__ import annotations

import pytest
from manasolve.model.costs import ExertSelf, MillCards
from manasolve.model.errors import QueryError
from manasolve.model.mana import Mana
from manasolve.model.text.reader import parse_abilities
from manasolve.model.cards import TypeLine
from manasolve.solver.app.queries import available_mana, can_activate, can_pay, cast

from tests.games import card, game

MILLER = card("Test Miller", "Artifact Creature — Construct", "{T}, Mill a card: Add {C}.", "{2}", "1/1")
DEEP = card("Test Deep Miller", "Artifact", "{T}, Mill two cards: Add {C}{C}.", "{2}")
EXERTER = card("Test Exerter", "Creature — Snake Druid", "{T}: Add one mana of any color.\n{T}, Exert this creature: Add two mana of any one color.", "{1}{G}", "1/1")
OPT = card("Test Opt", "Instant", "Draw a card.", "{1}")


def _pools(g, player: str = "you") -> set[Mana]:
    return {Mana.parse(p) for p in available_mana(g, player).answer}


def test_the_grammar_reads_the_costs() -> None:
    """"Mill a card", "Mill two cards" and "Exert this creature" are cost parts, not text."""
    (miller,) = parse_abilities("{T}, Mill two cards: Add {C}{C}.", card_name="X", type_line=TypeLine.parse("Artifact"))
    assert MillCards(2) in miller.cost.parts  # type: ignore[attr-defined]
    _, exert = parse_abilities(EXERTER["oracle_text"], card_name="X", type_line=TypeLine.parse("Creature — Snake"))
    assert any(isinstance(p, ExertSelf) for p in exert.cost.parts)  # type: ignore[attr-defined]


def test_mill_needs_cards_in_the_library() -> None:
    """118.3, 701.13a: one card pays one "Mill a card"; none pays nothing; "Mill two cards" needs two."""
    assert can_activate(game([MILLER], ["Test Miller"], library_size={"you": 1}), "Test Miller", 0).answer is True
    empty = game([MILLER], ["Test Miller"], library_size={"you": 0})
    assert can_activate(empty, "Test Miller", 0).answer is False
    assert _pools(empty) == {Mana()}
    one = game([DEEP], ["Test Deep Miller"], library_size={"you": 1})
    assert can_activate(one, "Test Deep Miller", 0).answer is False
    assert can_pay(one, "you", "{1}").answer is False


def test_the_library_is_shared_by_every_mill() -> None:
    """Two millers and one card: one of them adds {C}, not both (each card is milled once)."""
    one = game([MILLER], [{"card": "Test Miller", "id": "A"}, {"card": "Test Miller", "id": "B"}], library_size={"you": 1})
    assert _pools(one) == {Mana.parse("C")}
    assert can_pay(one, "you", "{2}").answer is False
    many = game([MILLER, OPT], [{"card": "Test Miller", "id": "A"}, {"card": "Test Miller", "id": "B"}], library_size={"you": 30}, hand={"you": ["Test Opt"]})
    assert _pools(many) == {Mana.parse("CC")}
    assert cast(many, "Test Opt").legal is True


def test_the_library_is_never_assumed() -> None:
    """No library_size: an error naming the key; library_top alone answers when one card is enough,
    and asks for the size when the plans could mill more."""
    with pytest.raises(QueryError, match="library_size"):
        can_activate(game([MILLER], ["Test Miller"]), "Test Miller", 0)
    with pytest.raises(QueryError, match="library_size"):
        available_mana(game([MILLER], ["Test Miller"]), "you")
    top = game([MILLER], ["Test Miller"], library_top={"you": "Forest"})
    assert can_activate(top, "Test Miller", 0).answer is True
    assert _pools(top) == {Mana.parse("C")}
    two = game([MILLER], [{"card": "Test Miller", "id": "A"}, {"card": "Test Miller", "id": "B"}], library_top={"you": "Forest"})
    with pytest.raises(QueryError, match="library_size"):
        available_mana(two, "you")


def test_exert_is_always_payable() -> None:
    """118.3: exerting needs nothing; the exerted ability's two mana of one colour count."""
    g = game([EXERTER], ["Test Exerter", "Forest"])
    assert can_activate(g, "Test Exerter", 1).answer is True
    pools = _pools(g)
    assert Mana.parse("UUG") in pools and Mana.parse("UG") not in pools
    assert can_pay(g, "you", "{U}{U}{G}").answer is True
