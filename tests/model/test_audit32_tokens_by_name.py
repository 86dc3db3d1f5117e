"""audit32: the predefined tokens of 111.10 (and the Eldrazi Spawn and Scion, which every card that
makes them defines alike, 111.4) can be named by a scenario without a ``cards:`` entry: each is a
token (111.1) with the abilities the rules give it."""

from __future__ import annotations

import pytest

import manasolve
from manasolve.model.library import CardLibrary
from manasolve.solver.app.queries import available_mana, can_activate, cast, tap_for_mana


def _game(you: list[object], **top: object) -> manasolve.GameState:
    return manasolve.scenario({"name": "t", "players": ["you", "opp"], "battlefield": {"you": you, "opp": []}, **top}).state


@pytest.mark.parametrize("name", ["Treasure", "Food", "Gold", "Walker", "Shard", "Clue", "Blood", "Powerstone", "Map", "Junk", "Eldrazi Spawn", "Eldrazi Scion"])
def test_each_predefined_token_is_built_in_as_a_token(name: str) -> None:
    """111.10, 111.1: a "Token ..." type line, read with every ability (none left unread)."""
    card = CardLibrary.builtin().get(name)
    assert card.type_line.token
    s = _game([name])
    assert s.permanent(name).is_token


def test_treasure_and_gold_make_mana_and_a_treasure_is_no_creature() -> None:
    """111.10a: "{T}, Sacrifice this artifact: Add one mana of any color." on a noncreature
    artifact that came under your control this turn (302.6 is about creatures); 111.10c: Gold
    has no {T}."""
    s = _game([{"card": "Treasure", "summoning_sick": True}, {"card": "Gold", "tapped": True}])
    assert set(tap_for_mana(s, "Treasure").answer) == {"W", "U", "B", "R", "G"}
    assert can_activate(s, "Gold", 0).answer is True
    assert "WW" in available_mana(s, "you").answer


def test_a_summoning_sick_spawn_sacrifices_for_colorless() -> None:
    """302.6: "Sacrifice this creature: Add {C}." has no {T}, so a token created this turn may
    activate it."""
    s = _game([{"card": "Eldrazi Spawn", "summoning_sick": True}, {"card": "Eldrazi Scion", "summoning_sick": True}])
    assert can_activate(s, "Eldrazi Spawn", 0).answer is True
    assert available_mana(s, "you").answer == ["CC"]


def test_powerstone_mana_casts_only_artifact_spells() -> None:
    """111.10h, 106.6: "This mana can't be spent to cast a nonartifact spell."."""
    s = _game(["Powerstone", {"card": "Powerstone", "id": "p2"}], hand={"you": ["Sol Ring", "Endless One"]})
    assert cast(s, "Sol Ring").answer["legal"] is True
    assert cast(s, "Endless One", x=2).answer["legal"] is False  # a creature spell with {X}: no artifact


def test_a_scenario_card_of_the_same_name_shadows_the_token() -> None:
    """SCENARIOS.md: a scenario's own ``cards:`` override the library for that scenario."""
    s = manasolve.scenario(
        {"name": "t", "players": ["you"], "cards": [{"name": "Treasure", "type_line": "Artifact", "mana_cost": "", "oracle_text": "{T}: Add {C}."}],
         "battlefield": {"you": ["Treasure"]}}
    ).state
    assert tap_for_mana(s, "Treasure").answer == ["C"]
    assert not s.permanent("Treasure").is_token
