"""audit26: 718.3b: "Both a prototyped spell and the permanent it becomes have only its alternative
set of power, toughness, and mana cost characteristics" (and that cost's colours, 105.2); 718.4: a
prototype card cast normally has only its normal ones. The permanent key ``prototype: true``."""

from __future__ import annotations

import pytest

import manasolve
from manasolve.model.errors import ManasolveError

from tests.games import card, game, tap

CLEARCUTTER = card(
    "Test Clearcutter", "Artifact Creature — Golem",
    "Prototype {2}{G} — 1/3 (You may cast this spell with different mana cost, color, and size. It keeps its abilities and types.)\n"
    "{T}: Add an amount of {G} equal to this creature's power.",
    "{6}", "3/6",
)
BEARS = card("Test Bears", "Creature — Bear", "", "{1}{G}", "2/2")


def test_prototyped_permanent_has_the_prototype_characteristics() -> None:
    """718.3b: power 1, mana value 3, green; 718.4: cast normally power 3, mana value 6, colourless."""
    g = game([CLEARCUTTER], [{"card": "Test Clearcutter", "prototype": True, "id": "small"}, {"card": "Test Clearcutter", "id": "big"}])
    small, big = g.permanent("small").card, g.permanent("big").card
    assert (small.power, small.mana_value(), small.colors.mask != 0) == ("1", 3, True)
    assert (big.power, big.mana_value(), big.colors.mask != 0) == ("3", 6, False)
    assert tap(g, "small") == {"G"} and tap(g, "big") == {"GGG"}


def test_a_card_without_prototype_is_an_error() -> None:
    with pytest.raises(ManasolveError, match="no prototype"):
        manasolve.scenario({"name": "t", "players": ["you", "opp"], "cards": [BEARS], "battlefield": {"you": [{"card": "Test Bears", "prototype": True}]}})
