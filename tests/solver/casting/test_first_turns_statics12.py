"""601.3: "You can't cast ~ during your first, second, or third turns of the game" (Serra Avenger):
the card can be cast only when it is not one of its caster's first three turns, which the scenario
key ``turn_number`` says; not given during the caster's turn, the question fails naming the key."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import CastOnly, PastFirstTurns, StaticAbility
from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import cast

from tests.games import card, game, read

AVENGER = card("Serra Avenger", "Creature — Angel", "You can't cast Serra Avenger during your first, second, or third turns of the game.\nFlying, vigilance", "{W}{W}", "3/3")


def test_the_sentence_is_a_rule_of_casting() -> None:
    """601.3: the first three turns, read as a condition of casting the card."""
    a = read("You can't cast Serra Avenger during your first, second, or third turns of the game.", "Creature — Angel", "Serra Avenger")[0]
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert isinstance(e, CastOnly) and e.conditions == (PastFirstTurns(3),)


def test_the_turn_number_decides() -> None:
    """601.3: turn 3 of the caster refuses the cast, turn 4 allows it."""
    hand = {"you": ["Serra Avenger"]}
    assert not cast(game([AVENGER], you=["Plains", "Plains"], hand=hand, turn_number={"you": 3}), "Serra Avenger").legal
    assert cast(game([AVENGER], you=["Plains", "Plains"], hand=hand, turn_number={"you": 4}), "Serra Avenger").legal


def test_the_turn_number_is_never_assumed() -> None:
    """601.3: during the caster's turn without ``turn_number`` the question names the key."""
    with pytest.raises(QueryError, match="turn_number"):
        cast(game([AVENGER], you=["Plains", "Plains"], hand={"you": ["Serra Avenger"]}), "Serra Avenger")
