"""audit24: "Return this creature to its owner's hand" as a cost (Grinning Ignus: "{R}, Return this
creature to its owner's hand: Add {C}{C}{R}. Activate only as a sorcery."; 118.3) is read: payable
while the permanent is on the battlefield, and the permanent leaves, so the ability pays once in a
plan (400.7). It was an unknown cost, so plans never used the ability (available_mana had {R}
only). 605.1a: a mana ability whatever its timing restriction; 602.5b: only as a sorcery."""

from __future__ import annotations

from manasolve.model.costs import SelfLeaves
from manasolve.model.abilities import ManaAbility
from manasolve.model.cards import TypeLine
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import available_mana, can_pay, could_produce

from tests.games import card, game

IGNUS = card("Ignus", "Creature — Elemental", "{R}, Return this creature to its owner's hand: Add {C}{C}{R}. Activate only as a sorcery.", "{2}{R}", "2/2")


def test_the_cost_is_read() -> None:
    (ability,) = parse_abilities(IGNUS["oracle_text"], card_name="Ignus", type_line=TypeLine.parse("Creature — Elemental"))
    assert isinstance(ability, ManaAbility)
    assert any(isinstance(p, SelfLeaves) for p in ability.cost.parts)


def test_118_3_the_returned_creature_pays_once() -> None:
    g = game([IGNUS], ["Ignus", "Mountain"])
    assert set(available_mana(g, "you").answer) == {"RCC"}
    assert can_pay(g, "you", "{C}{C}").answer is True
    g = game([IGNUS], ["Ignus", "Mountain", "Mountain"])
    assert set(available_mana(g, "you").answer) == {"RRCC"}  # returned once: its second activation needs it on the battlefield


def test_602_5b_only_as_a_sorcery() -> None:
    assert set(available_mana(game([IGNUS], ["Ignus", "Mountain"], phase="combat"), "you").answer) == {"R"}


BIRGI = card("Birgi", "Legendary Creature — God", "Whenever you boast, add {R}. Until end of turn, you don't lose this mana as steps and phases end.\nCreatures you control can boast twice during each of your turns rather than once.", "{2}{R}", "3/3")


def test_106_7_a_trigger_whose_later_instruction_only_keeps_its_mana() -> None:
    """audit24: 106.7 weighs "an ability of that permanent" that would produce mana: Birgi's boast
    trigger adds {R} (605.5a: no mana ability, so available_mana never uses it); its second
    instruction neither adds nor changes mana. It was weighed as nothing."""
    g = game([BIRGI], ["Birgi", "Mountain"])
    assert set(could_produce(g, "Birgi").answer) == {"R"}
    assert set(available_mana(g, "you").answer) == {"R"}
