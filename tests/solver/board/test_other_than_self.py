""""other than this creature" (Lifecraft Engine's "Each creature you control of the chosen type
other than this Vehicle gets +1/+1."): every one but the text's object. Read on a haste grant:
the others may use {T} the turn they came (302.6), the source itself may not."""

from __future__ import annotations

from tests.games import card, game, tap

CAPTAIN = card("Test Captain", "Creature — Goblin", "{T}: Add {R}.\nEach creature you control other than this creature has haste.", "{R}", "1/1")
ELF = card("Test Elf", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")


def test_the_others_have_haste_the_source_does_not() -> None:
    s = game([CAPTAIN, ELF], [{"card": "Test Captain", "summoning_sick": True}, {"card": "Test Elf", "summoning_sick": True}])
    assert tap(s, "Test Elf") == {"G"}
    assert isinstance(tap(s, "Test Captain"), str)
