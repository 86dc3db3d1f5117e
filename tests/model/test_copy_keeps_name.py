""""You may have Sakashima the Impostor enter as a copy of any creature on the battlefield, except
its name is Sakashima the Impostor, it's legendary in addition to its other types, and it has
..." (707.9b: the exceptions are copiable values): the copy keeps its own name, is legendary too,
and has the copied mana ability (707.2)."""

from __future__ import annotations

from tests.games import card, game, tap

SAKI = card("Test Saki", "Legendary Creature — Human Rogue", "You may have Test Saki enter as a copy of any creature on the battlefield, except its name is Test Saki, it's legendary in addition to its other types, and it has flying.", "{2}{U}{U}", "0/0")
ELF = card("Test Elf", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")


def test_the_copy_keeps_its_name_and_is_legendary() -> None:
    s = game([SAKI, ELF], ["Test Elf", {"card": "Test Saki", "id": "saki", "copy_of": "Test Elf"}])
    copy = s.permanent("saki").card
    assert copy.name == "Test Saki"
    assert "Legendary" in copy.supertypes and "Elf" in copy.subtypes
    assert tap(s, "saki") == {"G"}
