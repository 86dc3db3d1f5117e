"""An optional additional mana cost without a keyword (118.8, 601.2b, 601.2f): "As an additional
cost to cast this spell, you may pay {2}{R}." (Undergrowth) is paid or not, as its caster
announces; "... you may pay {1}{G} any number of times." (Taste of Paradise) any number of times.
Each payment adds to the total cost. The ``cast`` key: ``optional_costs: {additional: N}``."""

from __future__ import annotations

from manasolve.solver.app.queries import cast, cast_options

from tests.games import card, game

FOG = card("Test Fog", "Instant", "As an additional cost to cast this spell, you may pay {2}{R}.\nPrevent all combat damage that would be dealt this turn.", "{G}")
TASTE = card("Test Taste", "Sorcery", "As an additional cost to cast this spell, you may pay {1}{G} any number of times.\nYou gain 3 life.", "{3}{G}")
LANDS = ["Forest", "Forest", "Forest", "Mountain", "Mountain"]


def test_paid_or_not() -> None:
    s = game([FOG, TASTE], LANDS, hand={"you": ["Test Fog"]})
    assert str(cast(s, "Test Fog").cost) == "{G}"
    assert str(cast(s, "Test Fog", optional_costs={"additional": 1}).cost) in ("{2}{G}{R}", "{2}{R}{G}")
    assert {str(o.cost) for o in cast_options(s, "Test Fog").options} >= {"{G}"} and len(cast_options(s, "Test Fog").options) == 2


def test_any_number_of_times_within_the_mana() -> None:
    s = game([FOG, TASTE], LANDS, hand={"you": ["Test Taste"]})
    assert cast(s, "Test Taste").legal is True
    assert cast(s, "Test Taste", optional_costs={"additional": 1}).legal is False  # {4}{G}{G}: six mana, five lands
