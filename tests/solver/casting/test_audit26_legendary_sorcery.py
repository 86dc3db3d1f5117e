"""audit26: 205.4e: "A player can't cast a legendary instant or sorcery spell unless that player
controls a legendary creature or a legendary planeswalker." (601.3: a restriction on casting.)
Before, Urza's Ruinous Blast was castable with no legendary permanent at all."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

BLAST = card("Test Blast", "Legendary Sorcery", "Exile all nonland permanents that aren't legendary.", "{4}{W}")
HERO = card("Test Hero", "Legendary Creature — Human", "", "{W}", "1/1")
RELIC = card("Test Relic", "Legendary Artifact", "", "{1}")
PLAINS = ["Plains"] * 5


def test_needs_a_legendary_creature_of_the_caster() -> None:
    """205.4e: a legendary artifact or an opponent's legendary creature does not count."""
    g = game([BLAST, HERO, RELIC], PLAINS + ["Test Relic"], ["Test Hero"], hand={"you": ["Test Blast"]})
    v = cast(g, "Test Blast")
    assert not v.legal and "legendary creature or planeswalker" in v.reason


def test_a_legendary_creature_allows_it() -> None:
    g = game([BLAST, HERO], PLAINS + ["Test Hero"], hand={"you": ["Test Blast"]})
    assert cast(g, "Test Blast").legal
