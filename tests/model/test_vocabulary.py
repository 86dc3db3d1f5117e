"""The words of the rules in model/vocabulary.py: each list is the rules' list, and the type line
reader and the card-text grammar use them."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import StaticAbility, TypeChange
from manasolve.model.cards import TypeLine
from manasolve.model.errors import CardTextError
from manasolve.model.mana import ManaType
from manasolve.model.text import parse_abilities
from manasolve.model.text.keywords import read_keyword_line
from manasolve.model.vocabulary import (
    ALTERNATIVE_COST_RULES,
    BASIC_LAND_MANA,
    BASIC_LAND_TYPES,
    CARD_TYPES,
    KEYWORD_NAMES,
    LAND_TYPES,
    NONBASIC_LAND_TYPES,
    PERMANENT_TYPES,
    SELECTABLE_KEYWORDS,
    SPELL_TYPES,
    SUPERTYPES,
)

# 205.3i (Comprehensive Rules, 2025): "The land types are Cave, Cloud, Desert, Forest, Gate, Island,
# Lair, Locus, Mine, Mountain, Plains, Power-Plant, Sphere, Swamp, Tower, Town, and Urza's."
RULES_205_3I = {
    "Cave", "Cloud", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains",
    "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's",
}


def test_every_land_type_of_205_3i_is_a_land_type() -> None:
    assert LAND_TYPES == RULES_205_3I


def test_basic_and_nonbasic_land_types_partition_the_land_types() -> None:
    assert set(BASIC_LAND_TYPES) | NONBASIC_LAND_TYPES == LAND_TYPES
    assert not set(BASIC_LAND_TYPES) & NONBASIC_LAND_TYPES
    assert {"Cloud", "Gate", "Cave", "Town"} <= NONBASIC_LAND_TYPES


def test_basic_land_types_are_in_the_order_of_305_6_and_give_their_mana() -> None:
    assert BASIC_LAND_TYPES == ("Plains", "Island", "Swamp", "Mountain", "Forest")
    assert dict(BASIC_LAND_MANA) == {
        "Plains": ManaType.W, "Island": ManaType.U, "Swamp": ManaType.B, "Mountain": ManaType.R, "Forest": ManaType.G,
    }
    assert tuple(BASIC_LAND_MANA) == BASIC_LAND_TYPES


def test_card_types_supertypes_permanent_and_spell_types() -> None:
    # 205.2a, 205.4a, 110.4
    assert {"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery"} <= CARD_TYPES
    assert SUPERTYPES == {"Basic", "Legendary", "Snow", "World", "Ongoing"}
    assert PERMANENT_TYPES == {"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}
    assert SPELL_TYPES == {"Instant", "Sorcery"}
    assert PERMANENT_TYPES <= CARD_TYPES and SPELL_TYPES <= CARD_TYPES
    assert not PERMANENT_TYPES & SPELL_TYPES


def test_type_lines_read_with_the_vocabulary() -> None:
    """205.2a-205.4a: a type line's words are sorted into supertypes, card types and subtypes by
    the one vocabulary; Cloud and Gate are land types (205.3i)."""
    line = TypeLine.parse("Legendary Snow Land — Cloud Gate")
    assert line.supertypes == {"Legendary", "Snow"} and line.subtypes == {"Cloud", "Gate"}


def test_keyword_names() -> None:
    assert {"flash", "haste", "kicker", "multikicker", "protection from", "hexproof from", "prototype", "enchant"} <= KEYWORD_NAMES
    assert SELECTABLE_KEYWORDS <= KEYWORD_NAMES
    assert set(ALTERNATIVE_COST_RULES) <= KEYWORD_NAMES
    assert all(name == name.lower() for name in KEYWORD_NAMES)


def test_keyword_reader_knows_every_keyword_name() -> None:
    for name in KEYWORD_NAMES:
        got = read_keyword_line(name.capitalize())
        assert got is not None and got[0].name.lower() == name.replace("protection from", "protection"), name


def _type_change(text: str) -> TypeChange:
    (ability,) = parse_abilities(text, card_name="Test Card", type_line=TypeLine.parse("Enchantment"))
    assert isinstance(ability, StaticAbility)
    (effect,) = ability.effects
    assert isinstance(effect, TypeChange)
    return effect


@pytest.mark.parametrize("word, land_type", [("Clouds", "Cloud"), ("Gates", "Gate"), ("Caves", "Cave"), ("Towns", "Town")])
def test_grammar_reads_nonbasic_land_types(word: str, land_type: str) -> None:
    effect = _type_change(f"Lands you control are {word} in addition to their other types.")
    assert effect.subtypes == {land_type} and effect.adding


def test_grammar_refuses_a_word_that_is_no_land_type() -> None:
    """205.3: a word that is no land type is not read as one: "Elves" is a creature type added
    (205.1b), which a land cannot gain (205.3d, solver/board/layers.py), never a land type."""
    effect = _type_change("Lands you control are Elves in addition to their other types.")
    assert effect.subtypes == {"Elf"} and effect.adding and not effect.subtypes & set(BASIC_LAND_TYPES)
    with pytest.raises(CardTextError, match="Foo"):
        parse_abilities("Lands you control are foo Foo in addition to their other types.", card_name="Test Card", type_line=TypeLine.parse("Enchantment"))


def test_every_basic_land_type_in_the_grammar() -> None:
    effect = _type_change("Lands you control are every basic land type in addition to their other types.")
    assert effect.subtypes == set(BASIC_LAND_TYPES)
