"""Conditions of static abilities (611.3a) on what is attached and on a graveyard's cards:
"As long as this creature is equipped, it has haste." (Fireblade Charger; 301.5: an Equipment is
attached to it), "... is enchanted" (303.4: an Aura, whoever controls it), and "As long as there
are two or more instant and/or sorcery cards in your graveyard, ... has haste." (Ghitu
Lavarunner; 404, 205.2a). Haste decides whether a creature that came under its controller's
control this turn may use {T} (302.6). Alchemy's "Specialize {N}" and the sentences of its ability
are digital-only, classified inert with that reason."""

from __future__ import annotations

import pytest

from manasolve.model.errors import QueryError
from manasolve.model.text.inert import classify

from tests.games import card, game, tap

CHARGER = card("Test Charger", "Creature — Elemental", "{T}: Add {R}.\nAs long as this creature is equipped, it has haste.", "{R}", "1/1")
FLAME = card("Test Flame", "Creature — Elemental", "{T}: Add {R}.\nAs long as this creature is enchanted, it has haste.", "{R}", "1/1")
RUNNER = card("Test Runner", "Creature — Human Wizard", "{T}: Add {R}.\nAs long as there are two or more instant and/or sorcery cards in your graveyard, this creature gets +1/+0 and has haste.", "{R}", "1/2")
BLADE = card("Test Blade", "Artifact — Equipment", "Equip {1}", "{1}")
AURA = card("Test Aura", "Enchantment — Aura", "Enchant creature", "{W}")
BOLT = card("Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", "{R}")
RITE = card("Test Rite", "Sorcery", "Test Rite deals 2 damage to any target.", "{R}")
CARDS = [CHARGER, FLAME, RUNNER, BLADE, AURA, BOLT, RITE]


def _sick(name: str) -> dict[str, object]:
    return {"card": name, "id": "c", "summoning_sick": True}


def test_equipped_gives_haste_so_it_taps_for_mana() -> None:
    """301.5, 302.6: with an Equipment attached it has haste and may use {T}."""
    s = game(CARDS, [_sick("Test Charger"), {"card": "Test Blade", "attached_to": "c"}])
    assert tap(s, "c") == {"R"}


def test_not_equipped_summoning_sick_cannot_tap() -> None:
    s = game(CARDS, [_sick("Test Charger"), "Test Blade"])
    assert isinstance(tap(s, "c"), str)


def test_an_aura_is_not_an_equipment() -> None:
    """301.5: "equipped" asks for an Equipment; 303.4: "enchanted" for an Aura."""
    s = game(CARDS, [_sick("Test Charger"), {"card": "Test Aura", "attached_to": "c"}])
    assert isinstance(tap(s, "c"), str)
    s = game(CARDS, [_sick("Test Flame")], [{"card": "Test Aura", "attached_to": "c"}])
    assert tap(s, "c") == {"R"}  # an opponent's Aura enchants it too


def test_instant_and_or_sorcery_cards_in_the_graveyard() -> None:
    """404, 205.2a: an instant and a sorcery are two such cards; a land is none."""
    assert tap(game(CARDS, [_sick("Test Runner")], graveyard={"you": ["Test Bolt", "Test Rite"]}), "c") == {"R"}
    assert isinstance(tap(game(CARDS, [_sick("Test Runner")], graveyard={"you": ["Test Bolt", "Forest"]}), "c"), str)


def test_the_graveyard_is_never_assumed() -> None:
    with pytest.raises(QueryError, match="graveyard"):
        tap(game(CARDS, [_sick("Test Runner")]), "c")


def test_specialize_is_digital_only() -> None:
    """Alchemy's specialize: a perpetual change no scenario holds; its restriction goes with it."""
    first = classify("Specialize {3}.")
    assert first is not None and first.reason == "un-cards and digital-only mechanics"
    after = classify("Activate only if you control six or more lands.", previous="Specialize {3}.")
    assert after is not None and after.reason == first.reason
    assert classify("Activate only if you control six or more lands.") is None
