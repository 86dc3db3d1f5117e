""""During your turn, as long as Kaito has one or more loyalty counters on him, he's a 3/4 Ninja
creature and has hexproof." (Kaito, Bane of Nightmares; 611.3a: both conditions, 102.1: the
active player; 201.4b: "he" is the card): a creature only then (613.1d), as a count of creatures
sees (Gaea's Cradle's "Add {G} for each creature you control")."""

from __future__ import annotations

from tests.games import card, game, tap

KAITO = card("Test Kaito", "Legendary Planeswalker — Kaito", "Ninjutsu {1}{U}{B}\nDuring your turn, as long as Test Kaito has one or more loyalty counters on him, he's a 3/4 Ninja creature and has hexproof.", "{2}{U}{B}")
CRADLE = card("Test Cradle", "Legendary Land", "{T}: Add {G} for each creature you control.")


def _cradle(active: str, loyalty: int) -> set[str] | str:
    return tap(game([KAITO, CRADLE], ["Test Cradle", {"card": "Test Kaito", "counters": {"loyalty": loyalty}}], active=active), "Test Cradle")


def test_a_creature_during_its_controllers_turn_with_loyalty() -> None:
    assert _cradle("you", 1) == {"G"}


def test_not_in_another_turn_or_without_loyalty() -> None:
    assert _cradle("opp", 1) == {""}
    assert _cradle("you", 0) == {""}
