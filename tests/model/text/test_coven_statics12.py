"""Coven: "if you control three or more creatures with different powers" (208.1): the powers of the
creatures its controller controls take three or more different values (602.5b, 611.3a)."""

from __future__ import annotations

from manasolve.model.abilities import ActivatedAbility, ConditionHolds, DifferentPowers, StaticAbility
from manasolve.model.selectors import Who

from tests.games import card, game, read, tap

COVEN_LAND = card("Coven Land", "Land", "As long as you control three or more creatures with different powers, this land has \"{T}: Add {G}.\"")


def test_the_condition_reads_the_creatures_and_the_number() -> None:
    """602.5b: "Activate only if you control three or more creatures with different powers"."""
    (a,) = read("{1}{W}: Draw a card. Activate only if you control three or more creatures with different powers.", "Creature — Human")
    assert isinstance(a, ActivatedAbility)
    (req,) = a.requires
    assert isinstance(req, ConditionHolds) and isinstance(req.condition, DifferentPowers)
    assert req.condition.at_least == 3 and req.condition.what.who is Who.YOU


def test_as_long_as_coven_counts_different_values() -> None:
    """611.3a, 208.1: powers 1, 2, 3 are three different values; 1, 1, 3 are two."""
    (a,) = read("As long as you control three or more creatures with different powers, this land has \"{T}: Add {G}.\"", "Land")
    assert isinstance(a, StaticAbility) and isinstance(a.condition, DifferentPowers)
    ogre = card("Ogre Two", "Creature — Ogre", "", "{1}{R}", "2/2")
    big = card("Big Three", "Creature — Giant", "", "{2}{R}", "3/3")
    three = game([COVEN_LAND, ogre, big], you=["Coven Land", "Llanowar Elves", "Ogre Two", "Big Three"])
    assert tap(three, "Coven Land") == {"G"}
    two = game([COVEN_LAND, big], you=["Coven Land", "Llanowar Elves", "Llanowar Elves", "Big Three"])
    assert tap(two, "Coven Land") != {"G"}


def test_controlled_since_the_turn_began_is_not_summoning_sick() -> None:
    """302.6, 602.5b: "Activate only if you've controlled this artifact continuously since the
    beginning of your most recent turn" holds for an artifact that did not come under its
    controller's control this turn (``summoning_sick``), whatever its type."""
    launcher = card("Launcher", "Artifact", "{T}: Add {R}. Activate only if you've controlled this artifact continuously since the beginning of your most recent turn.", "{4}")
    assert tap(game([launcher], you=["Launcher"]), "Launcher") == {"R"}
    assert tap(game([launcher], you=[{"card": "Launcher", "summoning_sick": True}]), "Launcher") == "illegal"
