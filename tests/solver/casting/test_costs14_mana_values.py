"""costs14: "five or more mana values among cards in your graveyard" (404, 202.3): the different
mana values of the cards in the scenario's graveyard; a graveyard not given is an error naming the
key (never assumed). Graveyard Shift: "This spell has flash as long as ..." (702.8a, 611.3a)."""

from __future__ import annotations

import pytest

from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import cast
from games import scenario

CARDS = """
cards:
  - name: Graveyard Shift
    mana_cost: "{4}{B}"
    type_line: Sorcery
    oracle_text: "This spell has flash as long as there are five or more mana values among cards in your graveyard.\\nReturn target creature card from your graveyard to the battlefield."
  - name: Hill Giant
    mana_cost: "{3}{R}"
    type_line: Creature — Giant
    power: "3"
    toughness: "3"
    oracle_text: ""
"""
BOARD = "active: opp\nbattlefield: {you: [Swamp, Swamp, Swamp, Swamp, Swamp]}\nhand: {you: [Graveyard Shift]}\n"


def test_five_different_values() -> None:
    """0, 1, 2, 4, 5: five mana values: flash on the opponent's turn."""
    s = scenario(CARDS + BOARD + "graveyard: {you: [Forest, Llanowar Elves, Azorius Signet, Hill Giant, Graveyard Shift]}\n")
    assert cast(s, "Graveyard Shift", player="you").legal


def test_equal_values_count_once() -> None:
    """202.3: two cards of mana value 2 are one mana value: four, no flash (117.1a)."""
    s = scenario(CARDS + BOARD + "graveyard: {you: [Forest, Llanowar Elves, Azorius Signet, Golgari Signet, Graveyard Shift]}\n")
    assert not cast(s, "Graveyard Shift", player="you").legal


def test_the_graveyard_is_never_assumed() -> None:
    with pytest.raises(QueryError, match="graveyard"):
        cast(scenario(CARDS + BOARD), "Graveyard Shift", player="you")
