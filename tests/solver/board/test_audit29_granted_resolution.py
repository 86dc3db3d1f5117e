"""audit29: an ability that another effect granted (613.1f), numbered after the permanent's own
abilities (SCENARIOS.md), creates its effect when it resolves like any other (611.2a): Wandering
Fumarole's "{0}: Switch this creature's power and toughness until end of turn.", which it gains
with its animation, makes the 1/4 a 4/1 (613.4d). A resolution listed under that number was
silently ignored (the Fumarole stayed 1/4); a number the permanent has no ability for is now an
error, never ignored."""

from __future__ import annotations

import pytest

from manasolve.model.errors import ManasolveError

from tests.games import card, game, tap

FUMAROLE = card(
    "Fumarole", "Land",
    "This land enters tapped.\n{T}: Add {U} or {R}.\n{2}{U}{R}: Until end of turn, this land becomes a 1/4 blue and red Elemental creature with \"{0}: Switch this creature's power and toughness until end of turn.\" It's still a land.",
)
RANCHER = card("Rancher", "Creature — Human Ranger", "{T}: Add an amount of {G} equal to the greatest power among creatures you control.", "{4}{G}", "2/5")


def test_611_2a_the_granted_switch_resolved() -> None:
    g = game([FUMAROLE, RANCHER], [{"card": "Fumarole", "resolved_this_turn": [2, 3]}, "Rancher"])
    assert tap(g, "Rancher") == {"GGGG"}  # 613.4b then 613.4d: 1/4 switched to 4/1


def test_only_the_animation_resolved() -> None:
    g = game([FUMAROLE, RANCHER], [{"card": "Fumarole", "resolved_this_turn": [2]}, "Rancher"])
    assert tap(g, "Rancher") == {"GG"}  # a 1/4: the Rancher's own 2 is the greatest


def test_a_number_without_an_ability_is_an_error() -> None:
    g = game([], [{"card": "Forest", "resolved_this_turn": [5]}])
    with pytest.raises(ManasolveError, match="ability 5"):
        tap(g, "Forest")
