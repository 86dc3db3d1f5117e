"""s16: "Spend this mana only to cast creature spells with no abilities." (Jasmine Boreal of the
Seven; 106.6, 113.1): the mana pays only for a creature spell whose card has no abilities. A
keyword is an ability (702.1); so is every other sentence of rules text (113.1); reminder text is
not (207.2). Before, the card was refused: the grammar did not read "with no abilities"."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

JASMINE = card("Test Jasmine", "Legendary Creature — Human Druid", "{T}: Add {G}{W}. Spend this mana only to cast creature spells with no abilities.", "{2}{G}{W}", "4/3")
VANILLA = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")
REMINDED = card("Test Lion", "Creature — Cat", "(This creature has no abilities.)", "{W}", "2/1")
KEYWORD = card("Test Flier", "Creature — Bird", "Flying", "{W}", "1/1")
ELF = card("Test Elf", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
SORCERY = card("Test Growth", "Sorcery", "", "{G}")


def _cast(name: str) -> bool | None:
    g = game([JASMINE, VANILLA, REMINDED, KEYWORD, ELF, SORCERY], ["Test Jasmine"], hand={"you": [VANILLA["name"], REMINDED["name"], KEYWORD["name"], ELF["name"], SORCERY["name"]]})
    return cast(g, name).legal


def test_a_creature_spell_with_no_abilities() -> None:
    """106.6: a vanilla creature spell, even with reminder text (207.2), may be paid with it."""
    assert _cast("Test Bear") is True
    assert _cast("Test Lion") is True


def test_a_keyword_or_a_mana_ability_is_an_ability() -> None:
    """113.1, 702.1: Flying and "{T}: Add {G}." are abilities: the mana can't pay for those spells."""
    assert _cast("Test Flier") is False
    assert _cast("Test Elf") is False


def test_only_creature_spells() -> None:
    """106.6: a noncreature spell with no abilities is no creature spell."""
    assert _cast("Test Growth") is False
