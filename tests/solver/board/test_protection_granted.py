"""Protection granted by a layer-6 effect (613.1f, 702.16a): "Enchanted creature has protection
from the chosen color" is the colour chosen for the Aura (its chosen_color); "gains protection from
the color of your choice until end of turn" is the colour chosen as the ability resolved (608.2d);
neither is ever assumed, and the granted protection is what the targets of spells consult
(702.16b)."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import Protection
from manasolve.model.errors import InputError, ManasolveError
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.state import GameState
from manasolve.solver.app.queries import cast
from manasolve.solver.board.layers import compute_board

BLESSING = {
    "name": "Benevolent Blessing", "type_line": "Enchantment — Aura", "mana_cost": "{W}",
    "oracle_text": "Flash\nEnchant creature\nAs this Aura enters, choose a color.\nEnchanted creature has protection from the chosen color. This effect doesn't remove this Aura.",
}
ARISTOCRAT = {
    "name": "Cartel Aristocrat", "type_line": "Creature — Human Advisor", "mana_cost": "{W}{B}", "power": "2", "toughness": "2",
    "oracle_text": "Sacrifice another creature: This creature gains protection from the color of your choice until end of turn.",
}
SLASH = {"name": "Flame Slash", "type_line": "Sorcery", "mana_cost": "{R}", "oracle_text": "Flame Slash deals 4 damage to target creature."}


def _game(opp: list[object], *cards: dict[str, str]) -> GameState:
    return parse_scenario_text(
        {"name": "t", "players": ["you", "opp"], "cards": [SLASH, *cards], "battlefield": {"you": ["Mountain"], "opp": opp}, "hand": {"you": ["Flame Slash"]}}
    ).state


def _protections(state: GameState, pid: str) -> list[str]:
    view = compute_board(state).view(pid)
    return [r.ability.quality for r in view.abilities if isinstance(r.ability, Protection)]


def test_aura_grants_protection_from_its_chosen_color() -> None:
    """702.16a: the chosen colour is the Aura's chosen_color; 702.16b: a red spell can't target
    the creature then, while it can when blue was chosen."""
    red = _game([{"card": "Goblin Bushwhacker", "id": "bw"}, {"card": "Benevolent Blessing", "attached_to": "bw", "chosen_color": "R"}], BLESSING)
    assert _protections(red, "bw") == ["red"]
    assert not cast(red, "Flame Slash").legal
    blue = _game([{"card": "Goblin Bushwhacker", "id": "bw"}, {"card": "Benevolent Blessing", "attached_to": "bw", "chosen_color": "U"}], BLESSING)
    assert _protections(blue, "bw") == ["blue"] and cast(blue, "Flame Slash").legal


def test_aura_without_its_chosen_color_is_an_error() -> None:
    """Never assumed: without the Aura's chosen_color the board can't be computed, and the error
    names the key."""
    s = _game([{"card": "Goblin Bushwhacker", "id": "bw"}, {"card": "Benevolent Blessing", "attached_to": "bw"}], BLESSING)
    with pytest.raises(ManasolveError, match="chosen_color"):
        cast(s, "Flame Slash")


def test_resolved_protection_is_the_colour_chosen_as_it_resolved() -> None:
    """611.2a, 608.2d: an ability that resolved this turn granted protection from the colour chosen
    then (resolved_this_turn's chosen); without the choice, an error naming the key."""
    s = _game([{"card": "Cartel Aristocrat", "id": "ca", "resolved_this_turn": [{"ability": 0, "chosen": ["red"]}]}], ARISTOCRAT)
    assert _protections(s, "ca") == ["red"] and not cast(s, "Flame Slash").legal
    unsaid = _game([{"card": "Cartel Aristocrat", "id": "ca", "resolved_this_turn": [0]}], ARISTOCRAT)
    with pytest.raises(InputError, match="chosen"):
        compute_board(unsaid)
    not_resolved = _game([{"card": "Cartel Aristocrat", "id": "ca"}], ARISTOCRAT)
    assert _protections(not_resolved, "ca") == [] and cast(not_resolved, "Flame Slash").legal


SPIRITMONGER = {
    "name": "Spiritmonger", "type_line": "Creature — Beast Spirit", "mana_cost": "{3}{B}{G}", "power": "6", "toughness": "6",
    "oracle_text": "{G}: This creature becomes the color of your choice until end of turn.",
}


def test_becomes_the_color_of_your_choice_is_one_colour() -> None:
    """613.1e, 608.2d: "becomes the color of your choice" sets the colour to the one chosen as the
    ability resolved; two colours, or none given, is an error naming the key (never assumed)."""
    s = _game([{"card": "Spiritmonger", "id": "sm", "resolved_this_turn": [{"ability": 0, "chosen": ["white"]}]}], SPIRITMONGER)
    assert str(compute_board(s).view("sm").colors) == "W"
    for chosen in (["white", "blue"], []):
        bad = _game([{"card": "Spiritmonger", "id": "sm", "resolved_this_turn": [{"ability": 0, "chosen": chosen}]}], SPIRITMONGER)
        with pytest.raises(InputError, match="chosen"):
            compute_board(bad)


def test_choose_a_color_then_the_chosen_color_is_the_resolutions() -> None:
    """608.2d: "Choose a color. Creatures you control gain protection from the chosen color until
    end of turn." — the colour is chosen as the ability resolves (resolved_this_turn's chosen), not
    a colour chosen for the permanent as it entered."""
    banner = {
        "name": "Test Banner", "type_line": "Artifact", "mana_cost": "{2}",
        "oracle_text": "{2}{W}: Choose a color. Creatures you control gain protection from the chosen color until end of turn.",
    }
    s = _game([{"card": "Test Banner", "resolved_this_turn": [{"ability": 0, "chosen": ["red"]}]}, {"card": "Goblin Bushwhacker", "id": "bw"}], banner)
    assert _protections(s, "bw") == ["red"] and not cast(s, "Flame Slash").legal
    unsaid = _game([{"card": "Test Banner", "resolved_this_turn": [0]}, {"card": "Goblin Bushwhacker", "id": "bw"}], banner)
    with pytest.raises(InputError, match="chosen"):
        compute_board(unsaid)
