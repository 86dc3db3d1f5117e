"""s16: station (Edge of Eternities, 702.184; newer than reference/rules.md).

"Station" is an activated ability: "Tap another untapped creature you control: Put a number of
charge counters on this permanent equal to the tapped creature's power. Activate only as a
sorcery." A station symbol "N+ | [ability]" means the permanent has that ability as long as it
has N or more charge counters on it, as a leveler has its striations' abilities (711.2a). Before,
"12+ | {U}" was read as a cost kept as text: can_activate answered true, "unchecked", below the
threshold, and the plans left the mana ability out above it."""

from __future__ import annotations

from typing import Any

from manasolve.model.state import GameState
from manasolve.solver.app.queries import available_mana, can_activate, could_produce

from tests.games import card, game, tap

GODCORE = card(
    "Test Godcore",
    "Land — Planet",
    "This land enters tapped.\n{T}: Add {U}.\nStation (Tap another creature you control: Put charge counters equal to its power on this Planet. Station only as a sorcery.)\n12+ | {U}, {T}: Add {U} for each artifact you control.",
)
ELEVATOR = card(
    "Test Elevator",
    "Legendary Artifact — Spacecraft",
    "{T}: Add {C}{C}{C}.\nStation (Tap another creature you control: Put charge counters equal to its power on this Spacecraft. Station only as a sorcery.)\n20+ | {T}: Add X mana of any one color, where X is the number of charge counters on Test Elevator.",
    "{5}",
)
ROCK = card("Test Rock", "Artifact", "{T}: Add {C}.", "{1}")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")


def _godcore(charge: int, *others: Any) -> GameState:
    return game([GODCORE, ROCK, BEAR], [{"card": "Test Godcore", "counters": {"charge": charge}}, "Island", "Test Rock", "Test Rock", *others])


def test_below_the_threshold_the_ability_is_not_there() -> None:
    """702.184 (as 711.2a): with 11 charge counters the 12+ ability does not exist."""
    g = _godcore(11)
    assert tap(g, "Test Godcore") == {"U"}
    assert set(available_mana(g, "you").answer) == {"UUCC"}


def test_at_the_threshold_the_ability_makes_mana() -> None:
    """With 12 charge counters: {U}, {T}: Add {U} for each of the two artifacts (Island pays {U}):
    tapping it gives {U} or {U}{U}; the whole board's best pool gives up the Island for {U}{U}
    and the rocks still tap: [UUCC] either way, and can_activate judges the 12+ ability."""
    g = _godcore(12)
    assert tap(g, "Test Godcore") == {"U", "UU"}
    assert set(available_mana(g, "you").answer) == {"UUCC"}
    assert can_activate(g, "Test Godcore", 2).answer is True


def test_station_taps_another_creature() -> None:
    """702.184a: station's cost is another untapped creature (none: false; a summoning-sick one
    may be tapped for it, as for any cost that is not {T}: 302.6)."""
    assert can_activate(_godcore(0), "Test Godcore", 1).answer is False
    assert can_activate(_godcore(0, {"card": "Test Bear", "summoning_sick": True}), "Test Godcore", 1).answer is True


def test_could_produce_follows_the_threshold() -> None:
    """106.7: an ability the permanent does not have is not weighed: below 20 counters the
    Elevator could produce only {C}; at 20, any colour too."""
    below = game([ELEVATOR], [{"card": "Test Elevator", "counters": {"charge": 19}}])
    at = game([ELEVATOR], [{"card": "Test Elevator", "counters": {"charge": 20}}])
    assert could_produce(below, "Test Elevator").answer == ["C"]
    assert could_produce(at, "Test Elevator").answer == ["W", "U", "B", "R", "G", "C"]
