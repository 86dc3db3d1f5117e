"""702.33d, 601.2c: "Choose any target, then choose another target for each time this spell was
kicked." (Comet Storm), "Choose target creature, then choose another target creature for each
time this spell was kicked." (Strength of the Tajuru): one target, plus one for each kick paid,
each a different object (115.3: "another"). The words "target ... spell" of that sentence are
not a spell on the stack."""

from __future__ import annotations

from manasolve.model.text.targets import read_targets
from manasolve.solver.app.queries import cast

from tests.games import card, game

STORM = card("Test Storm", "Instant", "Multikicker {1}\nChoose any target, then choose another target for each time this spell was kicked. Test Storm deals X damage to each of them.", "{X}{R}{R}")
TAJURU = card("Test Strength", "Instant", "Multikicker {1}\nChoose target creature, then choose another target creature for each time this spell was kicked. Put X +1/+1 counters on each of them.", "{X}{G}{G}")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")


def test_the_phrase_is_one_target_per_kick() -> None:
    first, more = read_targets("Choose target creature, then choose another target creature for each time this spell was kicked.")
    assert not first.stack and first.maximum == 1
    assert more.per_kick and not more.stack and more.minimum == 0
    _any, again = read_targets("Choose any target, then choose another target for each time this spell was kicked.")
    assert again.per_kick and again.any_target


def test_two_players_are_two_targets_not_three() -> None:
    g = game([STORM], ["Mountain"] * 6, hand={"you": ["Test Storm"]})
    assert cast(g, "Test Storm", x=1).legal is True
    assert cast(g, "Test Storm", x=1, kicker=1).legal is True
    assert cast(g, "Test Storm", x=0, kicker=2).legal is False


def test_another_creature_needs_a_second_creature() -> None:
    g = game([TAJURU, BEAR], ["Forest"] * 5 + ["Test Bear"], hand={"you": ["Test Strength"]})
    assert cast(g, "Test Strength", x=1).legal is True
    assert cast(g, "Test Strength", x=1, kicker=1).legal is False
