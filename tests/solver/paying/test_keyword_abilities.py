"""Keyword abilities that the rules define as activated abilities of a permanent (crew 702.122a,
saddle 702.171a, outlast 702.107a, level up 702.87a, fortify 67a) and the exhaust limit
(702.177a): ``can_activate`` judges each as the ability it means — its cost, its timing, 302.6
for a {T} in its cost — never as an inert keyword."""

from __future__ import annotations

import pytest
from games import card, game, read
from hypothesis import given, settings
from hypothesis import strategies as st
from manasolve.model.abilities import ActivatedAbility, ActivationLimit, SorceryTiming
from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import can_activate, tap_for_mana

VEHICLE = card("Test Vehicle", "Artifact — Vehicle", "{T}: Add {C}.\nCrew 3", "{3}", "4/4")
OUTLASTER = card("Test Outlaster", "Creature — Human Warrior", "Outlast {1}{W}", "{W}", "1/1")
LEVELER = card("Test Leveler", "Creature — Human Wizard", "Level up {2}", "{U}", "1/1")
EXHAUSTER = card("Test Exhauster", "Artifact", "{T}: Add {C}.\nExhaust — {1}, {T}: Add {G}{G}{G}.", "{2}")


def _bear(power: int, **keys: object) -> dict[str, object]:
    return {"card": f"Test Bear {power}", **keys}


def _bears(*powers: int) -> list[dict[str, object]]:
    return [card(f"Test Bear {p}", "Creature — Bear", "", "{G}", f"{p}/2") for p in sorted(set(powers))]


def test_crew_reads_as_its_activated_ability():
    """702.122a: "Crew N" means "Tap any number of other untapped creatures you control with
    total power N or greater: This Vehicle becomes an artifact creature until end of turn." """
    _, crew = read("{T}: Add {C}.\nCrew 3", "Artifact — Vehicle")
    assert isinstance(crew, ActivatedAbility)
    (tap,) = crew.cost.parts
    assert tap.total_power == 3 and crew.text == "Crew 3"


def test_crew_taps_summoning_sick_creatures():
    """Crew rulings: tapping creatures to crew is not their own {T} ability, so creatures that
    came under your control this turn may crew (302.6 does not apply); their powers add up."""
    g = game([VEHICLE, *_bears(1, 2)], you=[{"card": "Test Vehicle", "id": "v"}, _bear(1, summoning_sick=True), _bear(2, summoning_sick=True)])
    assert can_activate(g, "v", 1).ok


@given(st.lists(st.tuples(st.integers(0, 4), st.booleans()), max_size=4), st.integers(1, 6))
@settings(max_examples=60, deadline=None)
def test_crew_needs_total_power_of_untapped_creatures(creatures, n):
    """702.122a, 208.1: crew N can be paid exactly when the untapped creatures you control other
    than the Vehicle have total power N or greater (tapped ones can't be tapped again, 107.5)."""
    vehicle = card("Test Vehicle", "Artifact — Vehicle", f"{{T}}: Add {{C}}.\nCrew {n}", "{3}", "9/9")
    you = [{"card": "Test Vehicle", "id": "v"}] + [_bear(p, tapped=t) for p, t in creatures]
    g = game([vehicle, *_bears(*(p for p, _ in creatures))], you=you)
    expected = sum(p for p, t in creatures if not t) >= n
    assert can_activate(g, "v", 1).ok is expected


def test_crewed_vehicle_that_came_this_turn_cannot_tap_for_mana():
    """302.6: a Vehicle crewed this turn is an artifact creature (its crew ability resolved this
    turn), so its own {T} mana ability needs it under your control since your turn began."""
    fresh = {"card": "Test Vehicle", "id": "v", "summoning_sick": True}
    assert can_activate(game([VEHICLE], you=[fresh]), "v", 0).ok  # not a creature: {T} is fine
    crewed = game([VEHICLE], you=[{**fresh, "resolved_this_turn": [1]}])
    assert not can_activate(crewed, "v", 0).ok
    assert "302.6" in can_activate(crewed, "v", 0).rule
    assert tap_for_mana(game([VEHICLE], you=[{"card": "Test Vehicle", "id": "v", "resolved_this_turn": [1]}]), "v").answer == ["C"]


def test_outlast_has_tap_and_sorcery_timing():
    """702.107a: "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature.
    Activate only as a sorcery.": a summoning-sick creature can't (302.6), nor on an opponent's turn."""
    (outlast,) = read("Outlast {1}{W}", "Creature — Human Warrior")
    assert isinstance(outlast, ActivatedAbility) and outlast.cost.has_tap and any(isinstance(r, SorceryTiming) for r in outlast.requires)
    lands = [{"card": "Plains"}, {"card": "Plains"}]
    assert can_activate(game([OUTLASTER], you=[{"card": "Test Outlaster", "id": "o"}, *lands]), "o", 0).ok
    assert not can_activate(game([OUTLASTER], you=[{"card": "Test Outlaster", "id": "o", "summoning_sick": True}, *lands]), "o", 0).ok
    assert not can_activate(game([OUTLASTER], you=[{"card": "Test Outlaster", "id": "o"}, *lands], active="opp"), "o", 0).ok


def test_level_up_is_sorcery_speed_without_tap():
    """702.87a: "Level up [cost]" means "[Cost]: Put a level counter on this permanent. Activate
    only as a sorcery." — no {T}, so summoning sickness doesn't matter."""
    lands = [{"card": "Island"}, {"card": "Island"}]
    assert can_activate(game([LEVELER], you=[{"card": "Test Leveler", "id": "l", "summoning_sick": True}, *lands]), "l", 0).ok
    assert not can_activate(game([LEVELER], you=[{"card": "Test Leveler", "id": "l"}, *lands], phase="combat"), "l", 0).ok


def test_exhaust_only_once():
    """702.177a: an exhaust ability can be activated only once (while it is this object, 400.7):
    the scenario must say whether it was (``activated``), never assumed."""
    _, exhaust = read("{T}: Add {C}.\nExhaust — {1}, {T}: Add {G}{G}{G}.")
    assert ActivationLimit(1, each_turn=False) in exhaust.requires
    forest = {"card": "Forest"}
    assert not can_activate(game([EXHAUSTER], you=[{"card": "Test Exhauster", "id": "e", "activated": [1]}, forest]), "e", 1).ok
    assert can_activate(game([EXHAUSTER], you=[{"card": "Test Exhauster", "id": "e", "activated": []}, forest]), "e", 1).ok
    with pytest.raises(QueryError, match="activated"):
        can_activate(game([EXHAUSTER], you=[{"card": "Test Exhauster", "id": "e"}, forest]), "e", 1)
