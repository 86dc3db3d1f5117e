"""audit24: "Spend this mana only to cast an instant or sorcery spell or to gain a Class level."
(Sorcerer Class's level-2 grant; 106.6): the mana pays for an instant or sorcery spell and for a
Class's level ability ("[Cost]: Level N", 716.2a), and for nothing else. The restriction was
unread, so the mana paid for nothing."""

from __future__ import annotations

from manasolve.model.abilities import ManaAbility, SpendRestriction
from manasolve.model.cards import TypeLine
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import can_activate, can_pay

from tests.games import card, game

SPEND = "Spend this mana only to cast an instant or sorcery spell or to gain a Class level."
SORCERER = card("Sorcerer", "Enchantment — Class", "(Gain the next level as a sorcery to add its ability.)\nWhen this Class enters, draw two cards, then discard two cards.\n{U}{R}: Level 2\nCreatures you control have \"{T}: Add {U} or {R}. " + SPEND + "\"\n{3}{U}{R}: Level 3\nWhenever you cast an instant or sorcery spell, that spell deals damage to each opponent equal to the number of instant and sorcery spells you've cast this turn.", "{U}{R}")
BEAR = card("Bear", "Creature — Bear", "", "{1}{G}", "2/2")
BOLT = card("Bolt", "Instant", "Bolt deals 3 damage to any target.", "{R}")
OGRE = card("Ogre", "Creature — Ogre", "", "{R}", "1/1")
STONE = card("Stone", "Artifact", "{1}, {T}, Sacrifice this artifact: Draw a card.", "{2}")


def test_the_restriction_is_read() -> None:
    (ability,) = parse_abilities("{T}: Add {U} or {R}. " + SPEND, card_name="X", type_line=TypeLine.parse("Creature — Bear"))
    assert isinstance(ability, ManaAbility)
    assert isinstance(ability.spending, SpendRestriction) and ability.spending.ability_keywords == ("class level",)


def test_106_6_pays_an_instant_not_a_creature() -> None:
    g = game([SORCERER, BEAR, BOLT, OGRE], [{"card": "Sorcerer", "level": 2}, "Bear"], hand={"you": ["Bolt", "Ogre"]})
    assert can_pay(g, "you", "{R}", for_="Bolt").answer is True
    assert can_pay(g, "you", "{R}", for_="Ogre").answer is False


def test_716_2a_pays_a_class_level_not_another_ability() -> None:
    bears = [{"card": "Bear", "id": f"b{i}"} for i in range(5)]
    g = game([SORCERER, BEAR], [{"card": "Sorcerer", "level": 2}, *bears])
    assert can_activate(g, "Sorcerer", 1).answer is True  # {3}{U}{R}: Level 3
    g = game([SORCERER, BEAR, STONE], [{"card": "Sorcerer", "level": 2}, "Bear", "Stone"])
    assert can_activate(g, "Stone", 0).answer is False
