"""Type changes of every kind (613.1d, 205.1), ability removal (613.1f), base power and toughness
(613.4b-c), effects created for a duration (611.2a) and their consequences for activation (302.6,
602.5). Each test states the rule it checks; expected answers come from the rules and rulings."""

from __future__ import annotations

from typing import Any, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from manasolve.model.errors import InputError
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.state import GameState
from manasolve.solver.app.queries import can_activate, could_produce
from manasolve.solver.board.layers import compute_board

KORMUS = {"name": "Kormus Bell", "type_line": "Artifact", "mana_cost": "{4}", "oracle_text": "All Swamps are 1/1 black creatures that are still lands."}
HUMILITY = {"name": "Humility", "type_line": "Enchantment", "mana_cost": "{2}{W}{W}", "oracle_text": "All creatures lose all abilities and have base power and toughness 1/1."}
SONG = {"name": "Song of the Dryads", "type_line": "Enchantment — Aura", "mana_cost": "{2}{G}", "oracle_text": "Enchant permanent\nEnchanted permanent is a colorless Forest land."}
KAVU = {"name": "Slimy Kavu", "type_line": "Creature — Kavu", "mana_cost": "{2}{R}", "oracle_text": "{T}: Target land becomes a Swamp until end of turn.", "power": "2", "toughness": "2"}


def game(battlefield: dict[str, list[Any]], cards: Sequence[dict[str, str]] = (), **more: Any) -> GameState:
    """A two-player game from a scenario mapping (SCENARIOS.md)."""
    return parse_scenario_text({"name": "t", "players": ["you", "opp"], "cards": list(cards), "battlefield": battlefield, **more}).state


def test_still_a_land_keeps_land_types_and_adds_creature() -> None:
    """205.1b: "1/1 black creatures that are still lands" keep every prior type; 613.4b sets the
    base power and toughness; 613.1e the colour."""
    board = compute_board(game({"you": ["Kormus Bell", {"card": "Swamp", "id": "s"}]}, [KORMUS]))
    v = board.view("s")
    assert v.card_types == {"Land", "Creature"} and "Swamp" in v.subtypes and "Basic" in v.supertypes
    assert (v.power, v.toughness) == (1, 1) and str(v.colors) == "B"


def test_setting_card_types_removes_the_others_and_their_subtypes() -> None:
    """205.1a: "is a colorless Forest land" replaces the card types (no longer a creature), drops
    the creature types that went with them, and 305.7 removes its rules-text abilities."""
    board = compute_board(game({"you": [{"card": "Birds of Paradise", "id": "b"}, {"card": "Song of the Dryads", "attached_to": "b"}]}, [SONG]))
    v = board.view("b")
    assert v.card_types == {"Land"} and v.subtypes == {"Forest"} and str(v.colors) == ""
    assert [r.origin for r in v.abilities] == ["intrinsic"]


def test_lose_all_abilities_removes_intrinsic_mana_abilities() -> None:
    """613.1f, 305.6: an animated Swamp that loses all abilities has no {T}: Add {B}."""
    st_ = game({"you": ["Kormus Bell", {"card": "Swamp", "id": "s"}, "Humility"]}, [KORMUS, HUMILITY])
    assert len(could_produce(st_, "s").types) == 0
    assert compute_board(st_).view("s").power == 1


@settings(max_examples=20, deadline=None)
@given(lantern_first=st.booleans())
def test_grant_and_removal_apply_in_timestamp_order(lantern_first: bool) -> None:
    """613.7 in layer 6: a grant earlier than the removal is removed, a later one stays."""
    perms = [{"card": "Chromatic Lantern", "id": "l"}, "Humility"]
    if not lantern_first:
        perms.reverse()
    st_ = game({"you": ["Kormus Bell", {"card": "Swamp", "id": "s"}, *perms]}, [KORMUS, HUMILITY])
    got = could_produce(st_, "s").types
    assert (len(got) == 0) if lantern_first else (len(got) == 5)


def test_created_type_change_needs_its_target() -> None:
    """115.1, 611.2a: "Target land becomes a Swamp until end of turn" applies to what the ability
    targeted; without the target the scenario cannot say which land, and that is an error."""
    with pytest.raises(InputError, match="targets"):
        compute_board(game({"you": [{"card": "Slimy Kavu", "resolved_this_turn": [0]}, "Forest"]}, [KAVU]))
    st_ = game({"you": [{"card": "Slimy Kavu", "resolved_this_turn": [{"ability": 0, "targets": ["f"]}]}, {"card": "Forest", "id": "f"}, {"card": "Forest", "id": "g"}]}, [KAVU])
    assert [t.name for t in could_produce(st_, "f").types] == ["B"]
    assert [t.name for t in could_produce(st_, "g").types] == ["G"]


def test_haste_from_a_resolved_trigger_lifts_summoning_sickness() -> None:
    """611.2a, 702.10b, 302.6: "creatures you control ... gain haste until end of turn" lets a
    creature that arrived this turn use {T}; without the resolution it cannot."""
    sick = {"card": "Llanowar Elves", "id": "e", "summoning_sick": True}
    assert can_activate(game({"you": [{"card": "Goblin Bushwhacker", "resolved_this_turn": [1]}, sick]}), "e", 0).ok
    assert not can_activate(game({"you": ["Goblin Bushwhacker", sick]}), "e", 0).ok


def test_cant_be_activated_unless_mana_abilities() -> None:
    """602.5: "can't be activated" forbids mana abilities too, unless the effect excepts them."""
    totem = {"name": "Cursed Totem", "type_line": "Artifact", "mana_cost": "{2}", "oracle_text": "Activated abilities of creatures can't be activated."}
    matrix = {"name": "Damping Matrix", "type_line": "Artifact", "mana_cost": "{3}", "oracle_text": "Activated abilities of artifacts and creatures can't be activated unless they're mana abilities."}
    assert not can_activate(game({"you": ["Llanowar Elves"], "opp": ["Cursed Totem"]}, [totem]), "Llanowar Elves", 0).ok
    assert can_activate(game({"you": ["Llanowar Elves"], "opp": ["Damping Matrix"]}, [matrix]), "Llanowar Elves", 0).ok
