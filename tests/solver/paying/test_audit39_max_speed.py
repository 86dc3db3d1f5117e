"""audit39: "Max speed — [ability]" (702.179, Start your engines!) means "As long as you have max
speed, this object has [ability]": a player has max speed when their speed is 4. Before, the
grammar read "Max speed" as an ability word with no rules meaning, so Muraganda Raceway's
"Max speed — {T}: Add {C}{C}." made {C}{C} at any speed. The scenario key ``speed: {you: N}`` says
each player's speed; a question that needs it without it is an error naming the key."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from manasolve.model.errors import QueryError, ScenarioLoadError
from manasolve.model.scenario import parse_scenario_text
from manasolve.solver.app.queries import available_mana, can_activate, cast, could_produce, tap_for_mana

MURAGANDA = {
    "name": "Muraganda Raceway", "type_line": "Land", "mana_cost": "",
    "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\n{T}: Add {C}.\nMax speed — {T}: Add {C}{C}.",
}
AMONKHET = {
    "name": "Amonkhet Raceway", "type_line": "Land", "mana_cost": "",
    "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\n{T}: Add {C}.\nMax speed — {T}: Target creature gains haste until end of turn.",
}


def _state(card: dict[str, str], speed: dict[str, int] | None, extra: str = "") -> object:
    text = f"players: [you, opp]\ncards: [{json.dumps(card)}]\nbattlefield: {{you: [{json.dumps(card['name'])}{extra}]}}\n"
    if speed is not None:
        text += f"speed: {json.dumps(speed)}\n"
    return parse_scenario_text(text).state


@settings(max_examples=10, deadline=None)
@given(speed=st.integers(0, 4))
def test_max_speed_mana_ability_exists_only_at_speed_four(speed: int) -> None:
    """702.179: the max speed mana ability adds {C}{C} only when its controller's speed is 4; below
    it the land has only "{T}: Add {C}" (tap_for_mana, available_mana, could_produce agree)."""
    s = _state(MURAGANDA, {"you": speed})
    top = speed == 4
    assert tap_for_mana(s, "Muraganda Raceway").answer == (["C", "CC"] if top else ["C"])
    assert available_mana(s, "you").answer == (["CC"] if top else ["C"])
    assert could_produce(s, "Muraganda Raceway").answer == ["C"]


def test_max_speed_activated_ability_needs_max_speed() -> None:
    """702.179: Amonkhet Raceway's haste ability can't be activated at speed 3, can at 4; the
    opponent's max speed is not yours."""
    elf = ', {card: Llanowar Elves, summoning_sick: true}'
    assert not can_activate(_state(AMONKHET, {"you": 3, "opp": 4}, elf), "Amonkhet Raceway", 1).ok
    assert can_activate(_state(AMONKHET, {"you": 4}, elf), "Amonkhet Raceway", 1).ok


def test_unknown_speed_is_an_error_naming_the_key() -> None:
    """A question whose answer depends on the speed the scenario does not give names the key."""
    with pytest.raises(QueryError, match="speed"):
        can_activate(_state(AMONKHET, None), "Amonkhet Raceway", 1)


def test_speed_above_four_is_refused() -> None:
    """702.179: max speed is 4; a speed of 5 is a scenario error."""
    with pytest.raises(ScenarioLoadError, match="at most 4"):
        _state(MURAGANDA, {"you": 5})


SCOREBOARD = {
    "name": "Racers' Scoreboard", "type_line": "Artifact", "mana_cost": "{4}",
    "oracle_text": "Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when an opponent loses life. Max speed is 4.)\nWhen this artifact enters, draw two cards, then discard a card.\nMax speed — Spells you cast cost {1} less to cast.",
}
OGRE = {"name": "Gray Ogre", "type_line": "Creature — Ogre", "mana_cost": "{2}{R}", "oracle_text": "", "power": "2", "toughness": "2"}
RACER = {
    "name": "Test Racer", "type_line": "Creature — Elf", "mana_cost": "{G}", "power": "1", "toughness": "1",
    "oracle_text": "Start your engines!\nMax speed — This creature has deathtouch and haste.\n{T}: Add {G}.",
}


def test_max_speed_static_ability_holds_only_at_max_speed() -> None:
    """702.179, 601.2f: Racers' Scoreboard's "Max speed — Spells you cast cost {1} less to cast."
    reduces a spell's cost only at speed 4 (before, the sentence was kept as a keyword's parameter
    and never applied)."""
    def cost(speed: int) -> object:
        text = (f"players: [you, opp]\ncards: [{json.dumps(SCOREBOARD)}, {json.dumps(OGRE)}]\n"
                f"battlefield: {{you: [\"Racers' Scoreboard\", Mountain, Mountain]}}\nhand: {{you: [Gray Ogre]}}\nspeed: {{you: {speed}}}\n")
        return cast(parse_scenario_text(text).state, "Gray Ogre")
    slow, fast = cost(3), cost(4)
    assert not slow.legal  # type: ignore[attr-defined]
    assert fast.legal and str(fast.cost) == "{1}{R}"  # type: ignore[attr-defined]


def test_max_speed_haste_lets_a_new_creature_tap() -> None:
    """702.179, 302.6: "Max speed — This creature has ... haste." lets a creature that came under
    its controller's control this turn tap for mana only at max speed."""
    def tap(speed: int) -> object:
        text = f"players: [you, opp]\ncards: [{json.dumps(RACER)}]\nbattlefield: {{you: [{{card: Test Racer, summoning_sick: true}}]}}\nspeed: {{you: {speed}}}\n"
        return tap_for_mana(parse_scenario_text(text).state, "Test Racer").answer
    assert tap(3) == "illegal"
    assert tap(4) == ["G"]
