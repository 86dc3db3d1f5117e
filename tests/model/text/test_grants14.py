"""grants14: "The same is true for <keywords>." (one line per keyword, each checked on its own:
Odric, Lunarch Marshal and Rayami rulings), lasting effects created only "if" a condition held as
the ability resolved (608.2c), and "can't be the target of" prohibitions (115.1, 601.2c)."""

from __future__ import annotations

from manasolve.model.abilities import GrantAbilities, Haste, TriggeredAbility
from manasolve.model.text.same_is_true import expand_same_is_true

from games import card, game, read, tap

ODRIC_TEXT = (
    "At the beginning of each combat, creatures you control gain first strike until end of turn if a creature you "
    "control has first strike. The same is true for flying, deathtouch, double strike, haste, hexproof, "
    "indestructible, lifelink, menace, reach, skulk, trample, and vigilance."
)
ODRIC = card("Odric, Lunarch Marshal", "Legendary Creature — Human Soldier", ODRIC_TEXT, "{3}{W}", "3/3")


def test_the_same_is_true_is_the_sentence_again_for_each_keyword() -> None:
    """Rayami ruling: the sentence before holds again with each listed keyword in place of its
    own, one keyword at a time."""
    lines = expand_same_is_true(
        "As long as you control a creature with flying, this creature has flying. The same is true for first strike, haste, and protection from red."
    )
    assert lines == [
        "As long as you control a creature with flying, this creature has flying.",
        "As long as you control a creature with first strike, this creature has first strike.",
        "As long as you control a creature with haste, this creature has haste.",
        "As long as you control a creature with protection from red, this creature has protection from red.",
    ]


def test_a_list_that_is_not_of_keywords_is_left_as_written() -> None:
    """"The same is true for artifacts and enchantments." names objects, not keyword abilities:
    not split (the line stays as written, unread or read by its own rule)."""
    line = "Creatures you control have hexproof. The same is true for artifacts and enchantments."
    assert expand_same_is_true(line) == [line]


def test_odric_reads_one_trigger_per_keyword_and_its_haste_part_is_a_grant() -> None:
    """Odric ruling (2016-04-08): each keyword is checked separately; the haste part is a trigger
    of its own whose effect grants haste until end of turn (611.2a, 613.1f)."""
    abilities = read(ODRIC_TEXT, "Legendary Creature — Human Soldier", "Odric, Lunarch Marshal")
    assert len(abilities) == 13 and all(isinstance(a, TriggeredAbility) for a in abilities)
    (e,) = abilities[4].continuous
    assert isinstance(e, GrantAbilities) and isinstance(e.abilities[0], Haste) and e.duration == "until end of turn"


def test_odric_haste_resolved_lets_a_new_creature_tap() -> None:
    """302.6, 608.2c: the haste part listed as resolved (its condition held then) gives haste; the
    flying part gives none."""
    elves = {"card": "Llanowar Elves", "id": "elves", "summoning_sick": True}
    with_haste = game([ODRIC], you=[{"card": "Odric, Lunarch Marshal", "resolved_this_turn": [4]}, elves])
    assert tap(with_haste, "elves") == {"G"}
    with_flying = game([ODRIC], you=[{"card": "Odric, Lunarch Marshal", "resolved_this_turn": [1]}, elves])
    assert tap(with_flying, "elves") == "illegal"
