"""Crewing and saddling as though power were greater (702.122a crew, 702.171a saddle): the
creature's power counts that much more toward the total power the cost asks (208.1), only for the
costs the sentence names."""

from __future__ import annotations

from manasolve.model.abilities import CrewsAsThough, StaticAbility
from manasolve.solver.app.queries import can_activate

from tests.games import card, game, read

MECHANIC = card("Hotshot Mechanic", "Artifact Creature — Fox Pilot", "This creature crews Vehicles as though its power were 2 greater.", "{W}", "2/1")
CAPTAIN = card("Star Captain", "Creature — Human Pilot", "Each creature you control crews Vehicles and stations permanents as though its power were 2 greater.", "{1}{W}", "1/1")
SHIP = card("Big Ship", "Artifact — Vehicle", "Crew 4", "{4}", "6/6")
MOUNT = card("Big Mount", "Creature — Horse Mount", "Saddle 4", "{4}", "5/5")


def test_the_sentence_names_the_costs_and_the_bonus() -> None:
    """702.122a, 702.171a: "saddles Mounts and crews Vehicles as though its power were 2 greater"
    is a +2 toward saddle and crew costs."""
    (a,) = read("This token saddles Mounts and crews Vehicles as though its power were 2 greater.", "Creature — Pilot")
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert isinstance(e, CrewsAsThough) and e.bonus == 2 and e.keywords == frozenset({"crew", "saddle"})


def test_the_bonus_counts_toward_crew_only() -> None:
    """702.122a: power 2 counts as 4 toward crew 4; 702.171a: not toward saddle 4, which the
    sentence does not name."""
    s = game([MECHANIC, SHIP, MOUNT], you=[{"card": "Big Ship", "id": "ship"}, {"card": "Big Mount", "id": "mount"}, "Hotshot Mechanic"])
    assert can_activate(s, "ship", 0).answer
    assert not can_activate(s, "mount", 0).answer


def test_a_granted_bonus_adds_for_each_creature() -> None:
    """702.122a, 208.1: "Each creature you control crews Vehicles ... as though its power were 2
    greater": each such effect applies (two of them give each 1/1 a power of 5 toward crew 4); one
    alone counts 1 + 2 = 3, short of 4."""
    two = game([CAPTAIN, SHIP], you=[{"card": "Big Ship", "id": "ship"}, "Star Captain", "Star Captain"])
    assert can_activate(two, "ship", 0).answer
    one = game([CAPTAIN, SHIP], you=[{"card": "Big Ship", "id": "ship"}, "Star Captain"])
    assert not can_activate(one, "ship", 0).answer
