""""Activate only if there are four or more permanent types among cards in your graveyard."
(Matzalantli, the Great Door; 602.5b; 110.4b: artifact, battle, creature, enchantment, land,
planeswalker — an instant is a card type, not a permanent type; a land creature is two)."""

from __future__ import annotations

from tests.games import card, game, tap

DOOR = card("Test Door", "Artifact", "{T}: Add {C}. Activate only if there are four or more permanent types among cards in your graveyard.", "{3}")
ARBOR = card("Test Arbor", "Land Creature — Forest Dryad", "", "", "1/1")
ROCK = card("Test Rock", "Artifact", "", "{1}")
BOLT = card("Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", "{R}")
AURA = card("Test Aura", "Enchantment — Aura", "Enchant creature", "{W}")
CARDS = [DOOR, ARBOR, ROCK, BOLT, AURA]


def test_three_permanent_types_and_an_instant_are_not_enough() -> None:
    assert isinstance(tap(game(CARDS, ["Test Door"], graveyard={"you": ["Test Arbor", "Test Rock", "Test Bolt"]}), "Test Door"), str)


def test_four_permanent_types() -> None:
    assert tap(game(CARDS, ["Test Door"], graveyard={"you": ["Test Arbor", "Test Rock", "Test Aura"]}), "Test Door") == {"C"}
