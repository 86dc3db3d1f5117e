"""Permanents told apart by name (201.2): "This creature has all activated abilities of creatures
you control that don't have the same name as this creature." (Marvin, Murderous Mimic; 613.1f:
mana abilities included) and "for each creature you control not named ~"."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game, tap

MIMIC = card("Test Mimic", "Creature — Shapeshifter", "This creature has all activated abilities of creatures you control that don't have the same name as this creature.", "{2}", "2/2")
ELF = card("Test Elf", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
LEGION = card("Test Legion", "Creature — Soldier", "This spell costs {1} less to cast for each creature you control not named ~.", "{4}{G}", "2/2")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")
CARDS = [MIMIC, ELF, LEGION, BEAR]


def test_it_has_the_mana_abilities_of_differently_named_creatures() -> None:
    """613.1f: the Elf's "{T}: Add {G}." is the Mimic's too."""
    assert tap(game(CARDS, ["Test Mimic", "Test Elf"]), "Test Mimic") == {"G"}


def test_creatures_with_its_name_do_not_count() -> None:
    """201.2: the Legion already on the battlefield has the spell's name: two others, {2} less."""
    s = game(CARDS, ["Test Legion", "Test Elf", "Test Bear", "Forest", "Forest", "Forest"], hand={"you": ["Test Legion"]})
    assert str(cast(s, "Test Legion").cost) == "{2}{G}"
