"""The card grammar of layer 7 (613.4a-d, 604.3, 711.2): what each wording of real cards reads
into. The meaning (the layers applying them) is tested in tests/solver/board/test_layer7.py."""

from __future__ import annotations

from manasolve.model.abilities import (
    ActivatedAbility,
    CardsIn,
    CountersOn,
    CountOf,
    DefinePT,
    GrantAbilities,
    HasCounters,
    ModifyPT,
    Plus,
    SetBasePT,
    SpellAbility,
    StaticAbility,
    SwitchPT,
    XValue,
)
from manasolve.model.cards import TypeLine
from manasolve.model.selectors import Relation
from manasolve.model.text.reader import CardText, read_card_text


def read(text: str, name: str = "Test Card", type_line: str = "Creature — Elemental") -> CardText:
    return read_card_text(text, card_name=name, type_line=TypeLine.parse(type_line))


def test_a_characteristic_defining_ability_of_both_values() -> None:
    """604.3, 613.4a: "~'s power and toughness are each equal to the number of lands you control"
    defines both of its own values with one amount."""
    t = read("Molimo's power and toughness are each equal to the number of lands you control.", "Molimo, Maro-Sorcerer", "Legendary Creature — Elemental")
    (a,) = t.abilities
    assert isinstance(a, StaticAbility) and not t.unread
    (e,) = a.effects
    assert isinstance(e, DefinePT) and e.affected.relation is Relation.SELF
    assert isinstance(e.power, CountOf) and e.power == e.toughness


def test_power_defined_and_toughness_that_number_plus_one() -> None:
    """604.3: "power is equal to the number of creature cards in all graveyards and its toughness
    is equal to that number plus 1" (the Lhurgoyf template)."""
    t = read("Test Card's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.")
    a = t.abilities[0]
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert isinstance(e, DefinePT) and isinstance(e.power, CardsIn) and e.toughness == Plus(e.power, 1)


def test_another_objects_power_set_to_an_amount_is_not_a_cda() -> None:
    """604.3: only an object's own characteristic-defining ability defines its power in 7a; the
    same words about an enchanted creature are a 7b effect with an amount, not read."""
    t = read("Enchanted creature's power is equal to the number of lands you control.", type_line="Enchantment — Aura")
    assert [u.needs for u in t.unread] == ["power and toughness"]


def test_for_each_and_the_x_of_a_cost() -> None:
    """613.4c: "+1/+1 for each oil counter on it" is per a count; "+X/+0" in an activated ability
    is per the X of its cost (107.3); "where X is ..." gives X its amount."""
    (a,) = read("This creature gets +1/+1 for each oil counter on it.").abilities
    assert isinstance(a, StaticAbility) and isinstance(a.effects[0], ModifyPT) and isinstance(a.effects[0].per, CountersOn)
    act = read("{X}{R}: Target creature gets +X/+0 until end of turn.").abilities[0]
    assert isinstance(act, ActivatedAbility) and act.continuous[0] == ModifyPT(act.continuous[0].affected, 1, 0, per=XValue(), duration="until end of turn")
    spell = read("Target creature gets -X/-X until end of turn, where X is the number of creatures you control.", type_line="Instant").abilities[0]
    assert isinstance(spell, SpellAbility)
    e = spell.continuous[0]
    assert isinstance(e, ModifyPT) and (e.power, e.toughness) == (-1, -1) and isinstance(e.per, CountOf)


def test_a_static_x_nothing_defines_stays_unread() -> None:
    """107.3: a static ability has no cost to fix X, so "gets +X/+X" without a where-clause is not
    read as anything; and a change of power is never inert, whatever else the sentence is about
    (here an Equipment's "equipped creature", 613.4)."""
    t = read("Equipped creature gets +X/+X.", type_line="Artifact — Equipment")
    assert [u.needs for u in t.unread] == ["power and toughness"]


def test_switch() -> None:
    """613.4d: "Switch target creature's power and toughness until end of turn."."""
    spell = read("Switch target creature's power and toughness until end of turn.", type_line="Instant").abilities[0]
    assert isinstance(spell, SpellAbility) and isinstance(spell.continuous[0], SwitchPT)
    assert spell.continuous[0].affected.relation is Relation.TARGET


def test_level_striations() -> None:
    """711.2a-b: a striation's P/T line is a base power and toughness and its abilities exist only
    at its levels: a static ability under the counter condition, any other granted to itself."""
    t = read("Level up {1}{G}\nLEVEL 1-4\n1/2\n{T}: Add {G}{G}.\nLEVEL 5+\n1/4\nElves you control have \"{T}: Add {G}{G}.\"", type_line="Creature — Elf Druid")
    assert not t.unread
    _, _, pt, mana, _, pt5, elves = t.abilities
    low = HasCounters("level", at_least=1, at_most=4)
    assert isinstance(pt, StaticAbility) and pt.condition == low and isinstance(pt.effects[0], SetBasePT)
    assert isinstance(mana, StaticAbility) and mana.condition == low and isinstance(mana.effects[0], GrantAbilities)
    assert isinstance(pt5, StaticAbility) and pt5.condition == HasCounters("level", at_least=5)
    assert isinstance(elves, StaticAbility) and elves.condition == HasCounters("level", at_least=5)
