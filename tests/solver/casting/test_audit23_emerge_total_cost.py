"""audit23: emerge's reduction is one of the total cost's (702.119a: "its total cost is reduced by an
amount of generic mana equal to the sacrificed creature's mana value"; 601.2f: the mana cost or
alternative cost, plus the increases, minus the reductions, then the minimum). So Sphere of
Resistance's {1} is added before the creature's mana value is taken off: Elder Deep-Fiend's emerge
{5}{U}{U} sacrificing a mana value 7 creature costs {U}{U} under Sphere of Resistance (it was
reduced first, then {1} added: {1}{U}{U}); generic only (118.7a); Trinisphere still applies last."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

FIEND = card("Test Fiend", "Creature — Eldrazi Octopus", "Flash\nEmerge {5}{U}{U} (You may cast this spell by sacrificing a creature and paying the emerge cost reduced by that creature's mana value.)", "{8}", "5/6")
ENFORCER = card("Test Enforcer", "Artifact Creature — Myr", "", "{7}", "4/4")
SPHERE = card("Test Sphere", "Artifact", "Spells cost {1} more to cast.", "{2}")
TRINISPHERE = card("Test Trinisphere", "Artifact", "As long as this artifact is untapped, each spell that would cost less than three mana to cast costs three mana to cast.", "{3}")


def test_increase_before_the_emerge_reduction() -> None:
    g = game([FIEND, ENFORCER, SPHERE], ["Test Enforcer", "Test Sphere", "Island", "Island"], hand={"you": ["Test Fiend"]})
    got = cast(g, "Test Fiend", alternative_cost="emerge", sacrifice=["Test Enforcer"])
    assert got.legal and got.cost == "{U}{U}"  # {5}{U}{U} + {1} - 7 generic


def test_minimum_after_the_emerge_reduction() -> None:
    g = game([FIEND, ENFORCER, TRINISPHERE], ["Test Enforcer", "Test Trinisphere", "Island", "Island"], hand={"you": ["Test Fiend"]})
    got = cast(g, "Test Fiend", alternative_cost="emerge", sacrifice=["Test Enforcer"])
    assert got.cost == "{1}{U}{U}" and got.legal is False  # {U}{U} raised to three mana, two Islands
