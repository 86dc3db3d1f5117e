"""audit23: counters a kicked creature enters with (702.33d, 614.1c), in two templates that were
unreadable: "If this creature was kicked, it enters with three additional time counters on it."
(Ravaging Riftwurm: added to vanishing's two, 702.63a) and "If this creature was kicked, it enters
with two +1/+1 counters and a trample counter on it and with haste." (Voidpouncer: two kinds)."""

from __future__ import annotations

from manasolve.solver.app.queries import enters

from tests.games import card, game

RIFTWURM = card(
    "Test Riftwurm", "Creature — Wurm",
    "Kicker {4} (You may pay an additional {4} as you cast this spell.)\nVanishing 2 (This creature enters with two time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)\nIf this creature was kicked, it enters with three additional time counters on it.",
    "{1}{G}{G}", "6/6",
)
POUNCER = card(
    "Test Pouncer", "Creature — Eldrazi",
    "Devoid (This card has no color.)\nKicker {2}{C} (You may pay an additional {2}{C} as you cast this spell.)\nIf this creature was kicked, it enters with two +1/+1 counters and a trample counter on it and with haste.",
    "{1}{R}", "2/1",
)


def test_additional_time_counters_if_kicked() -> None:
    g = game([RIFTWURM])
    assert enters(g, "Test Riftwurm").counters == {"time": 2}  # vanishing 2 only
    assert enters(g, "Test Riftwurm", kicked=1).counters == {"time": 5}  # 2 + 3 additional


def test_two_kinds_of_counters_if_kicked() -> None:
    g = game([POUNCER])
    assert enters(g, "Test Pouncer").counters == {}
    assert enters(g, "Test Pouncer", kicked=1).counters == {"+1/+1": 2, "trample": 1}


BARRICADE = card(
    "Test Barricade", "Creature — Wall",
    "Defender (This creature can't attack.)\nKicker {1}{W} (You may pay an additional {1}{W} as you cast this spell.)\nIf this creature was kicked, it enters with a +1/+1 counter on it and with \"This creature can attack as though it didn't have defender.\"",
    "{1}{W}", "1/3",
)


def test_counters_and_a_quoted_ability_if_kicked() -> None:
    """audit23: "... it enters with a +1/+1 counter on it and with "This creature can attack as
    though it didn't have defender."" (Prison Barricade; 702.33d, 614.1c, 113.1a) was unreadable."""
    g = game([BARRICADE])
    assert enters(g, "Test Barricade").counters == {}
    assert enters(g, "Test Barricade", kicked=1).counters == {"+1/+1": 1}
