"""Activation restrictions (602.5b): each is evaluated on the state the scenario gives, and a
restriction whose state is not given is an error naming the scenario key, never assumed met."""

from __future__ import annotations

from typing import Any, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from manasolve.model.errors import QueryError, ScenarioLoadError
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.state import GameState
from manasolve.solver.app.queries import can_activate

MONASTERY = {
    "name": "Nantuko Monastery", "type_line": "Land", "mana_cost": "",
    "oracle_text": "{T}: Add {C}.\nThreshold — {G}{W}: This land becomes a 4/4 green and white Insect Monk creature with first strike until end of turn. It's still a land. Activate only if there are seven or more cards in your graveyard.",
}
SCARECROW = {
    "name": "Shire Scarecrow", "type_line": "Artifact Creature — Scarecrow", "mana_cost": "{2}",
    "oracle_text": "Defender\n{1}: Add one mana of any color. Activate only once each turn.", "power": "0", "toughness": "3",
}
DRAGON = {
    "name": "Forgestoker Dragon", "type_line": "Creature — Dragon", "mana_cost": "{4}{R}{R}", "power": "5", "toughness": "4",
    "oracle_text": "Flying\n{1}{R}: This creature deals 1 damage to target creature. That creature can't block this combat. Activate only if this creature is attacking.",
}


def game(battlefield: dict[str, list[Any]], cards: Sequence[dict[str, str]], **more: Any) -> GameState:
    """A two-player game from a scenario mapping (SCENARIOS.md)."""
    return parse_scenario_text({"name": "t", "players": ["you", "opp"], "cards": list(cards), "battlefield": battlefield, **more}).state


@settings(max_examples=15, deadline=None)
@given(n=st.integers(min_value=0, max_value=10))
def test_threshold_counts_the_graveyard(n: int) -> None:
    """602.5b: "Activate only if there are seven or more cards in your graveyard"."""
    g = game({"you": [{"card": "Nantuko Monastery", "id": "m"}, "Savannah", "Savannah"]}, [MONASTERY], graveyard={"you": ["Forest"] * n})
    assert can_activate(g, "m", 1).ok == (n >= 7)


def test_a_graveyard_not_given_is_an_error_naming_the_key() -> None:
    """No condition is assumed met: without the graveyard the answer cannot be decided."""
    g = game({"you": [{"card": "Nantuko Monastery", "id": "m"}, "Savannah", "Savannah"]}, [MONASTERY])
    with pytest.raises(QueryError, match="graveyard"):
        can_activate(g, "m", 1)


def test_once_each_turn_reads_activated_this_turn() -> None:
    """602.5b: "Activate only once each turn"; the record is by ability number among all its
    abilities, and without it the question is an error."""
    forest = "Forest"
    assert not can_activate(game({"you": [{"card": "Shire Scarecrow", "id": "s", "activated_this_turn": [1]}, forest]}, [SCARECROW]), "s", 0).ok
    assert can_activate(game({"you": [{"card": "Shire Scarecrow", "id": "s", "activated_this_turn": {1: 0}}, forest]}, [SCARECROW]), "s", 0).ok
    with pytest.raises(QueryError, match="activated_this_turn"):
        can_activate(game({"you": [{"card": "Shire Scarecrow", "id": "s"}, forest]}, [SCARECROW]), "s", 0)


def test_attacking_outside_and_inside_combat() -> None:
    """506.4: no creature is attacking outside combat; during combat the scenario must say."""
    lands = ["Mountain", "Mountain"]
    assert not can_activate(game({"you": [{"card": "Forgestoker Dragon", "id": "d"}, *lands]}, [DRAGON]), "d", 0).ok
    with pytest.raises(QueryError, match="attacking"):
        can_activate(game({"you": [{"card": "Forgestoker Dragon", "id": "d"}, *lands]}, [DRAGON], phase="combat", combat_step="declare_blockers"), "d", 0)
    g = game({"you": [{"card": "Forgestoker Dragon", "id": "d", "attacking": True}, *lands]}, [DRAGON], phase="combat", combat_step="declare_blockers")
    assert can_activate(g, "d", 0).ok


def test_an_unread_restriction_is_an_error() -> None:
    """602.5b: a restriction the grammar does not read is never reported as met: the card is
    refused, and even with allow_unread the question about that ability is an error."""
    card = {"name": "Test Relic", "type_line": "Artifact", "mana_cost": "{1}", "oracle_text": "{T}: Add {C}. Activate only if you've discarded a card this turn."}
    with pytest.raises(ScenarioLoadError, match="discarded a card"):
        game({"you": ["Test Relic"]}, [card])
    with pytest.raises(QueryError, match="does not read"):
        can_activate(game({"you": ["Test Relic"]}, [card], allow_unread=True), "Test Relic", 0)
