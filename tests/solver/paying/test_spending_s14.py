"""s14: spending restrictions (106.6) the grammar left unread, now read as data, and those it still
can't read refused rather than silent.

Before, a restriction the grammar could not read left the ability's ``spending`` empty, so its mana
paid for nothing and ``cast`` / ``can_pay`` answered false without a word. Now such a sentence is an
unread sentence (the card is refused, or answered with it in ``warnings`` under ``allow_unread``),
and these templates are read: lists mixing card types and subtypes ("instant, sorcery, Demon, and
Spirit spells", Séance Board), "outlaw" (the glossary's batching term), "spells from exile"
(Interdimensional Web Watch), "from anywhere other than your hand" (Mm'menon), "face-down spells"
(Tin Street Gossip; 708.2), "a spell that's one or more colors without {X} in its mana cost"
(Titans' Nest; 105.2, 107.3), "an ability of a colorless permanent, or pay a cost that contains
{C}" (Cultivator Drone; 107.4c), "activate an equip ability" (Freya Crescent; 702.6a), and uses no
query pays (turning a permanent face up 116.2b, a morph cost 702.37e, foretelling 702.143a).
"""

from __future__ import annotations

import pytest
from manasolve.model.abilities import ManaAbility
from manasolve.model.errors import CardTextError
from manasolve.solver.app.queries import can_activate, can_pay, cast
from manasolve.solver.options import Options

from tests.games import card, game, read


def _land(name: str, restriction: str, adds: str = "{T}: Add one mana of any color.") -> dict[str, object]:
    return card(name, "Land", f"{adds} {restriction}")


BOARD = _land("Test Board", "Spend this mana only to cast instant, sorcery, Demon, and Spirit spells.", "{T}: Add {B}{B}.")
BOLT = card("Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", "{B}")
DEMON = card("Test Demon", "Creature — Demon", "", "{B}{B}", "3/3")
HUMAN = card("Test Human", "Creature — Human", "", "{B}", "1/1")


def test_types_and_subtypes_as_alternatives() -> None:
    """Séance Board: an instant or sorcery spell, or a Demon or Spirit spell (106.6); not a Human."""
    g = game([BOARD, BOLT, DEMON, HUMAN], ["Test Board"], hand={"you": ["Test Bolt", "Test Demon", "Test Human"]})
    assert cast(g, "Test Bolt").legal is True
    assert cast(g, "Test Demon").legal is True
    assert cast(g, "Test Human").legal is False


OUTLAW_LAND = _land("Test Hideout", "Spend this mana only to cast outlaw spells or activate abilities of outlaw sources.")
ROGUE = card("Test Rogue", "Creature — Human Rogue", "", "{U}", "1/1")
ELF = card("Test Elf", "Creature — Elf", "", "{G}", "1/1")
PIRATE = card("Test Pirate", "Creature — Human Pirate", "{1}: Test Pirate gets +1/+0 until end of turn.", "{R}", "1/1")


def test_outlaws() -> None:
    """"outlaw" (the glossary): Assassins, Mercenaries, Pirates, Rogues and Warlocks, as spells and
    as sources of abilities (106.6)."""
    g = game([OUTLAW_LAND, ROGUE, ELF, PIRATE], ["Test Hideout", "Test Pirate"], hand={"you": ["Test Rogue", "Test Elf"]})
    assert cast(g, "Test Rogue").legal is True
    assert cast(g, "Test Elf").legal is False
    assert can_activate(g, "Test Pirate", 0).answer is True


WATCH = card("Test Watch", "Artifact", "{T}: Add two mana in any combination of colors. Spend this mana only to cast spells from exile.", "{5}")
RETURNED = card("Test Returned", "Sorcery", "Draw two cards.", "{1}{U}")


def test_spells_from_exile() -> None:
    """Interdimensional Web Watch: mana for a spell cast from exile (601.2a), not from a hand."""
    exiled = game([WATCH, RETURNED], ["Test Watch"], exile={"you": [{"card": "Test Returned", "may_cast": True}]})
    assert cast(exiled, "Test Returned", from_="exile").legal is True
    in_hand = game([WATCH, RETURNED], ["Test Watch"], hand={"you": ["Test Returned"]})
    assert cast(in_hand, "Test Returned").legal is False


ELSEWHERE = _land("Test Elsewhere", "Spend this mana only to cast a spell from anywhere other than your hand.", "{T}: Add {U}{U}{U}.")
TWICE = card("Test Twice", "Instant", "Draw a card.\nFlashback {2}{U}", "{1}{U}")


def test_from_anywhere_other_than_your_hand() -> None:
    """Mm'menon, the Right Hand: a flashback spell from a graveyard, not the same card from a hand."""
    yard = game([ELSEWHERE, TWICE], ["Test Elsewhere"], graveyard={"you": ["Test Twice"]})
    assert cast(yard, "Test Twice", from_="graveyard", using="flashback").legal is True
    hand = game([ELSEWHERE, TWICE], ["Test Elsewhere"], hand={"you": ["Test Twice"]})
    assert cast(hand, "Test Twice").legal is False


GOSSIP = _land("Test Gossip", "Spend this mana only to cast face-down spells or to turn creatures face up.", "{T}: Add {R}{G}{G}.")
MORPHER = card("Test Morpher", "Creature — Beast", "Morph {2}{G}", "{1}{G}", "2/2")


def test_face_down_spells() -> None:
    """Tin Street Gossip: a spell cast face down (708.2, 702.37c) is paid; the same card cast face
    up is not; turning a creature face up is a special action no query pays (116.2b)."""
    g = game([GOSSIP, MORPHER], ["Test Gossip"], hand={"you": ["Test Morpher"]})
    assert cast(g, "Test Morpher", face_down=True).legal is True
    assert cast(g, "Test Morpher").legal is False
    (ability,) = read("{T}: Add {R}{G}. Spend this mana only to cast face-down spells or to turn creatures face up.", "Creature — Human Rogue")
    assert isinstance(ability, ManaAbility) and ability.spending is not None
    assert ability.spending.other == ("turn creatures face up",)


NEST = card("Test Nest", "Enchantment", "{T}: Add {C}. Spend this mana only to cast a spell that's one or more colors without {X} in its mana cost.", "{1}{U}")
COLORED = card("Test Colored", "Sorcery", "Draw a card.", "{1}{U}")
FIREBALL = card("Test Fireball", "Sorcery", "Test Fireball deals X damage to any target.", "{X}{U}")
ROCK = card("Test Rock", "Artifact", "", "{1}")
BIG_ROCK = card("Test Big Rock", "Artifact", "", "{2}")


def test_colored_spells_without_x() -> None:
    """Titans' Nest: a spell of at least one colour (105.2) whose mana cost has no {X} (107.3)."""
    g = game([NEST, COLORED, FIREBALL, BIG_ROCK], ["Test Nest", "Island"], hand={"you": ["Test Colored", "Test Fireball", "Test Big Rock"]})
    assert cast(g, "Test Colored").legal is True
    assert cast(g, "Test Fireball", x=1).legal is False  # {X} in its mana cost
    assert cast(g, "Test Big Rock").legal is False  # colorless: the Nest's mana may not pay its {2}


DRONE = card("Test Drone", "Artifact Creature — Eldrazi Drone", "{T}: Add {C}. Spend this mana only to cast a colorless spell, activate an ability of a colorless permanent, or pay a cost that contains {C}.", "{2}", "2/1")
GREEN_C = card("Test Green Seer", "Creature — Elf", "{C}, {T}: You gain 1 life.", "{G}", "1/1")
GREEN_1 = card("Test Green Sage", "Creature — Elf", "{1}, {T}: You gain 1 life.", "{G}", "1/1")
STONE = card("Test Stone", "Artifact", "{1}, {T}: You gain 1 life.", "{1}")


def test_colorless_uses_and_costs_with_c() -> None:
    """Cultivator Drone: a colorless spell, an ability of a colorless permanent, or any cost with
    {C} (107.4c); not a colored creature's {1} ability."""
    g = game([DRONE, GREEN_C, GREEN_1, STONE, ROCK, COLORED], [{"card": "Test Drone"}, "Test Green Seer", "Test Green Sage", "Test Stone"],
             hand={"you": ["Test Rock", "Test Colored"]})
    assert cast(g, "Test Rock").legal is True
    assert can_activate(g, "Test Stone", 0).answer is True
    assert can_activate(g, "Test Green Seer", 0).answer is True
    assert can_activate(g, "Test Green Sage", 0).answer is False
    assert can_pay(g, "you", "{1}", for_="Test Colored").answer is False


FREYA = card("Test Freya", "Creature — Human Warrior", "{T}: Add {R}. Spend this mana only to cast an Equipment spell or activate an equip ability.", "{R}", "1/1")
SWORD = card("Test Sword", "Artifact — Equipment", "{1}, {T}: You gain 1 life.\nEquipped creature gets +1/+1.\nEquip {1}", "{1}")


def test_equip_abilities() -> None:
    """Freya Crescent: an Equipment spell or an equip ability (702.6a), not another ability of the
    Equipment."""
    g = game([FREYA, SWORD, ELF], [{"card": "Test Freya", "summoning_sick": False}, "Test Sword", "Test Elf"], hand={"you": ["Test Sword"]})
    (spending,) = [a.spending for a in read(FREYA["oracle_text"], "Creature — Human Warrior") if isinstance(a, ManaAbility)]
    assert spending is not None and spending.ability_keywords == ("equip",)
    assert cast(g, "Test Sword").legal is True
    assert can_activate(g, "Test Sword", 0).answer is False  # {1}, {T}: gain life: not an equip ability
    assert can_activate(g, "Test Sword", 1).answer is True  # Equip {1}, paid with Freya's {R}


@pytest.mark.parametrize("sentence", [
    # powerup: "Spend this mana only to activate power-up abilities." is read now (702.193:
    # tests/solver/paying/test_powerup.py)
    "Spend this mana only to cast spells you don't own.",
])
def test_a_restriction_not_read_is_never_silent(sentence: str) -> None:
    """106.6: an unread restriction decides what the mana pays: the card is refused naming the
    sentence, and with unread text allowed every answer that touches it lists it in warnings."""
    text = "{T}: Add {C}. " + sentence
    with pytest.raises(CardTextError, match="may be spent"):
        read(text, "Land")
    g = game([card("Test Odd", "Land", text), ROCK], ["Test Odd"], hand={"you": ["Test Rock"]}, allow_unread=True)
    verdict = cast(g, "Test Rock", options=Options(allow_unread=True))
    assert verdict.legal is False and any(sentence in w for w in verdict.warnings)


STUDY = _land("Test Study", "Spend this mana only to cast an instant or sorcery spell or to gain a Class level.", "{T}: Add {R}.")
CLASS = card("Test Class", "Enchantment — Class", "{R}: Level 2\nCreatures you control get +1/+1.", "{R}")


def test_class_levels() -> None:
    """Sorcerer Class: "to gain a Class level" pays a Class's level-up ability (716.2a), not another
    ability's {1}."""
    g = game([STUDY, CLASS, STONE], ["Test Study", "Test Class", "Test Stone"])
    assert can_activate(g, "Test Class", 0).answer is True
    assert can_activate(g, "Test Stone", 0).answer is False
