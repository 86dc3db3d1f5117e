"""audit29, 511.3: "As the end of combat step ends, all 'until end of combat' effects end." Jade
Statue's "{2}: This artifact becomes a 3/6 Golem artifact creature until end of combat. Activate
only during combat." that resolved this turn makes it a creature during combat only; in the second
main phase and the end phase it is an artifact again. It stayed a 3/6 creature for the rest of the
turn (Gaea's Cradle counted it, Bighorner Rancher read its power)."""

from __future__ import annotations

from tests.games import card, game, tap

STATUE = card("Statue", "Artifact", "{2}: This artifact becomes a 3/6 Golem artifact creature until end of combat. Activate only during combat.", "{4}")
RANCHER = card("Rancher", "Creature — Human Ranger", "{T}: Add an amount of {G} equal to the greatest power among creatures you control.", "{4}{G}", "2/5")
CRADLE = card("Cradle", "Legendary Land", "{T}: Add {G} for each creature you control.")
BOARD = [{"card": "Statue", "resolved_this_turn": [0]}, "Rancher", "Cradle"]


def test_in_force_during_combat() -> None:
    g = game([STATUE, RANCHER, CRADLE], BOARD, phase="combat", combat_step="declare_blockers")
    assert tap(g, "Rancher") == {"GGG"}
    assert tap(g, "Cradle") == {"GG"}


def test_511_3_ended_after_combat() -> None:
    for phase in ("main2", "end"):
        g = game([STATUE, RANCHER, CRADLE], BOARD, phase=phase)
        assert tap(g, "Rancher") == {"GG"}
        assert tap(g, "Cradle") == {"G"}
