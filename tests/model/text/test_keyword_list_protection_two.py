"""A keyword list ending with two protection abilities (Akroma's Memorial: "Creatures you control
have flying, first strike, vigilance, trample, haste, and protection from black and from red.";
702.16a): every keyword is granted (613.1f), haste among them (302.6)."""

from __future__ import annotations

from manasolve.model.abilities import GrantAbilities, Keyword, Protection

from tests.games import card, game, static_effect, tap

TEXT = "Creatures you control have flying, first strike, vigilance, trample, haste, and protection from black and from red."


def test_every_keyword_of_the_list() -> None:
    e = static_effect(TEXT, "Legendary Artifact")
    assert isinstance(e, GrantAbilities)
    names = [a.name.lower() for a in e.abilities if isinstance(a, Keyword)]
    assert "haste" in names and "first strike" in names
    assert sorted(a.quality for a in e.abilities if isinstance(a, Protection)) == ["black", "red"]


def test_haste_lets_a_new_creature_tap() -> None:
    memorial = card("Test Memorial", "Legendary Artifact", TEXT, "{7}")
    elf = card("Test Elf", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
    assert tap(game([memorial, elf], ["Test Memorial", {"card": "Test Elf", "summoning_sick": True}]), "Test Elf") == {"G"}
