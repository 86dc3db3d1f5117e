"""Keyword abilities as typed data (702): the grammar gives the keywords that a rule of the
library consults their own classes, so the solver asks for a type and never matches a name; every
keyword ability stays a Keyword with its name, for what selectors ask ("creatures with flying")."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import (
    AlternativeCost,
    BeginningOf,
    Enchant,
    Flash,
    Haste,
    Hexproof,
    Keyword,
    Kicker,
    Multikicker,
    Protection,
    Prototype,
    Shroud,
    Step,
    TargetSpec,
    TriggeredAbility,
)
from manasolve.model.cards import TypeLine
from manasolve.model.costs import ManaCost
from manasolve.model.selectors import Relation, Selector, Who
from manasolve.model.text import parse_abilities
from manasolve.model.text.keywords import read_keyword_line
from manasolve.model.text.reader import trigger_event


def one(line: str) -> Keyword:
    got = read_keyword_line(line)
    assert got is not None and len(got) == 1, got
    return got[0]


@pytest.mark.parametrize(
    "line, expected",
    [
        ("Kicker {R}", Kicker(ManaCost.parse("{R}"))),  # 702.33a
        ("Multikicker {2}", Multikicker(ManaCost.parse("{2}"))),  # 702.33c
        ("Evoke {1}{G}", AlternativeCost("Evoke", ManaCost.parse("{1}{G}"), "702.74a")),
        ("Dash {2}{R}", AlternativeCost("Dash", ManaCost.parse("{2}{R}"), "702.109a")),
        ("Blitz {3}{B}", AlternativeCost("Blitz", ManaCost.parse("{3}{B}"), "702.152a")),
        ("Prototype {1}{B}{B} — 3/3", Prototype(ManaCost.parse("{1}{B}{B}"), 3, 3)),  # 702.160a
        ("Flash", Flash()),  # 702.8
        ("Haste", Haste()),  # 702.10
        ("Shroud", Shroud()),  # 702.18
        ("Hexproof", Hexproof()),  # 702.11b
        ("Hexproof from black", Hexproof("black")),  # 702.11d
        ("Protection from red", Protection("red")),  # 702.16a
    ],
)
def test_typed_keywords(line: str, expected: Keyword) -> None:
    got = one(line)
    assert got == expected and type(got) is type(expected)
    assert isinstance(got, Keyword)


def test_typed_keywords_keep_their_name_and_parameter() -> None:
    assert (one("Hexproof from black").name, one("Hexproof from black").parameter) == ("Hexproof from", "black")
    assert (one("Protection from everything").name, one("Protection from everything").parameter) == ("Protection", "everything")
    assert one("Prototype {2}{R} — 4/2").parameter == "4/2"
    assert one("Evoke {1}{G}").name == "Evoke"
    assert one("haste").text == "haste"


def test_other_keywords_stay_plain() -> None:
    for line in ("Flying", "Ward {2}", "Cumulative upkeep {1}", "Forestwalk"):
        assert type(one(line)) is Keyword, line


def test_a_kicker_with_a_non_mana_part_keeps_it_as_its_parameter() -> None:
    got = one("Kicker—{1}, Sacrifice a land.")
    assert got == Kicker(ManaCost.parse("{1}"), parameter="Sacrifice a land")
    assert type(one("Kicker—Sacrifice a creature.")) is Keyword  # no mana: nothing the casting rules use


def test_enchant_reads_what_the_aura_spell_targets() -> None:
    # 303.4a: an Aura spell targets the object or player it will enchant, read as "target <parameter>"
    forest = one("Enchant Forest")
    assert isinstance(forest, Enchant) and forest.parameter == "Forest"
    assert forest.targets == (TargetSpec(Selector(subtypes=frozenset({"Forest"}))),)
    creature = one("Enchant creature you control")
    assert creature.targets == (TargetSpec(Selector(card_types=frozenset({"Creature"}), who=Who.YOU)),)
    player = one("Enchant player")
    assert player.targets == (TargetSpec(None, players=True),)


def test_keyword_names_still_feed_selectors() -> None:
    (flash, haste, hexproof) = parse_abilities("Flash, haste, hexproof", card_name="T", type_line=TypeLine.parse("Creature"))
    assert [a.name.lower() for a in (flash, haste, hexproof)] == ["flash", "haste", "hexproof"]


@pytest.mark.parametrize(
    "text, event",
    [
        ("At the beginning of your upkeep, draw a card.", BeginningOf(Step.UPKEEP, Who.YOU)),
        ("At the beginning of each upkeep, draw a card.", BeginningOf(Step.UPKEEP, Who.ANY)),
        ("At the beginning of each player's upkeep, that player draws a card.", BeginningOf(Step.UPKEEP, Who.ANY)),
        ("At the beginning of each opponent's upkeep, you gain 1 life.", BeginningOf(Step.UPKEEP, Who.OPPONENT)),
        ("At the beginning of the upkeep of enchanted creature's controller, tap it.", BeginningOf(Step.UPKEEP, None)),
        ("At the beginning of your end step, draw a card.", BeginningOf(Step.END, Who.YOU)),
        ("At the beginning of combat on your turn, untap it.", BeginningOf(Step.COMBAT, Who.YOU)),
        ("When this creature enters and at the beginning of your upkeep, scry 1.", BeginningOf(Step.UPKEEP, Who.YOU)),
        ("Whenever you cast a spell, draw a card.", None),
        ("When a player doesn't pay this enchantment's cumulative upkeep, draw a card.", None),
    ],
)
def test_trigger_events(text: str, event: BeginningOf | None) -> None:
    # 603.2, 503.1: "at the beginning of your upkeep" / "each upkeep"
    assert trigger_event(text) == event
    (ability,) = parse_abilities(text, card_name="T", type_line=TypeLine.parse("Enchantment"))
    assert isinstance(ability, TriggeredAbility) and ability.event == event


def test_an_enchant_target_is_any_permanent_that_fits() -> None:
    (target,) = one("Enchant land").targets
    assert target.what is not None and target.what.relation is Relation.NONE
