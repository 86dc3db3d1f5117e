"""s16: devour and amplify in ``enters`` (702.82a, 702.38a): N +1/+1 counters for each creature
sacrificed / card revealed as the permanent enters, a choice made then (614.12) that the query
gives (``devoured``, ``revealed``), never assumed. Before, both keywords were ignored and
``enters`` answered no counters."""

from __future__ import annotations

import pytest
from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import enters

from tests.games import card, game

THRINAX = card("Test Thrinax", "Creature — Lizard", "Devour 2", "{2}{B}{R}{G}", "2/2")
AMPLIFIER = card("Test Amplifier", "Creature — Dragon", "Amplify 3\nFlying", "{5}{R}{R}", "5/5")
ELF = card("Test Elf", "Creature — Elf", "", "{G}", "1/1")
CARDS = [THRINAX, AMPLIFIER, ELF]


def test_devour_counts_the_creatures_sacrificed() -> None:
    """702.82a: two creatures devoured by Devour 2: four +1/+1 counters."""
    g = game(CARDS, ["Test Elf", "Test Elf"])
    assert enters(g, "Test Thrinax", devoured=2).answer["counters"] == {"+1/+1": 4}
    assert enters(g, "Test Thrinax", devoured=0).answer["counters"] == {}


def test_devour_is_never_assumed_nor_more_than_there_is() -> None:
    g = game(CARDS, ["Test Elf"])
    with pytest.raises(QueryError, match="devoured"):
        enters(g, "Test Thrinax")
    with pytest.raises(QueryError, match="control 1 creature"):
        enters(g, "Test Thrinax", devoured=2)


def test_amplify_counts_the_cards_revealed() -> None:
    """702.38a: one card revealed for Amplify 3: three counters; the hand bounds it when given."""
    g = game(CARDS, [], hand={"you": ["Test Elf"]})
    assert enters(g, "Test Amplifier", revealed=1).answer["counters"] == {"+1/+1": 3}
    with pytest.raises(QueryError, match="revealed"):
        enters(g, "Test Amplifier", revealed=2)
