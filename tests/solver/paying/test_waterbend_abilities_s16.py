"""s16: "Waterbend {N}" in an activation cost (701.67a: "Pay [cost]. For each generic mana in that
cost, you may tap an untapped artifact or creature you control rather than pay that mana.").
Before, it was kept as text and can_activate answered true "unchecked" whatever the board; now
its mana is part of the ability's cost, and untapped artifacts and creatures may pay its generic
mana by being tapped (not the ability's own permanent when its {T} is in the cost; a summoning-
sick creature may, as tapping it is no {T} ability of its own: 302.6)."""

from __future__ import annotations

from typing import Any

from manasolve.model.costs import Waterbend
from manasolve.solver.app.queries import can_activate

from tests.games import card, game

MOON = card("Test Moon Spirit", "Legendary Creature — Spirit Ally", "Flying, vigilance\nWaterbend {5}, {T}: You gain 5 life.", "{3}{U}", "3/3")
BENDER = card("Test Bender", "Creature — Human Rogue", "Waterbend {2}: This creature gets +1/+1 until end of turn.", "{1}{U}", "1/1")
THOPTER = card("Test Thopter", "Artifact Creature — Thopter", "Flying", "{0}", "0/2")
CARDS = [MOON, BENDER, THOPTER]


def _can(name: str, *others: Any) -> bool | None:
    return can_activate(game(CARDS, [name, *others]), name, 0).answer


def test_read_as_mana_of_the_cost() -> None:
    g = game(CARDS, ["Test Moon Spirit"])
    ability = g.permanent("Test Moon Spirit").card.abilities[-1]
    assert isinstance(ability.cost.parts[0], Waterbend) and str(ability.cost.mana) == "{5}"


def test_tapped_helpers_pay_generic_mana() -> None:
    """701.67a: two Islands and three untapped artifacts pay {5}; two Islands and two don't."""
    assert _can("Test Moon Spirit", "Island", "Island", "Test Thopter", "Test Thopter", "Test Thopter") is True
    assert _can("Test Moon Spirit", "Island", "Island", "Test Thopter", "Test Thopter") is False


def test_the_permanent_tapped_for_its_own_cost_cannot_help() -> None:
    """Its {T} taps it; it can't also be tapped for the waterbend cost: four helpers pay only {4}."""
    assert _can("Test Moon Spirit", "Test Thopter", "Test Thopter", "Test Thopter", "Test Thopter") is False


def test_summoning_sick_creatures_may_help() -> None:
    """302.6 is about {T} abilities: a summoning-sick creature, the ability's own one included, may be
    tapped for waterbend when the cost has no {T}."""
    g = game(CARDS, [{"card": "Test Bender", "summoning_sick": True}, {"card": "Test Thopter", "summoning_sick": True}])
    assert can_activate(g, "Test Bender", 0).answer is True
