"""audit23: "Emerge from artifact {5}{B}{B}" (Crabomination; 702.119) was unreadable: the spell may
be cast for its emerge cost by sacrificing an artifact (not a creature), the total cost reduced by
that artifact's mana value (generic mana only, 118.7a; 601.2f)."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

CRAB = card("Test Crab", "Creature — Crab Demon", "Emerge from artifact {5}{B}{B} (You may cast this spell by sacrificing an artifact and paying the emerge cost reduced by that artifact's mana value.)", "{4}{B}{B}", "5/5")
ENFORCER = card("Test Enforcer", "Artifact Creature — Myr", "", "{7}", "4/4")


def test_sacrificing_an_artifact() -> None:
    g = game([CRAB, ENFORCER], ["Test Enforcer", "Swamp", "Swamp"], hand={"you": ["Test Crab"]})
    got = cast(g, "Test Crab", alternative_cost="emerge", sacrifice=["Test Enforcer"])
    assert got.legal and got.cost == "{B}{B}"


def test_not_a_creature_that_is_no_artifact() -> None:
    g = game([CRAB], ["Llanowar Elves", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp", "Swamp"], hand={"you": ["Test Crab"]})
    assert cast(g, "Test Crab", alternative_cost="emerge", sacrifice=["Llanowar Elves"]).legal is False
