"""Acting as though creatures had haste (302.6, 702.10): "You may activate abilities of creatures
you control as though those creatures had haste" frees their {T} abilities; "can attack as though
it had haste" frees attacking only."""

from __future__ import annotations

from manasolve.model.abilities import AsThoughHaste, StaticAbility
from manasolve.model.selectors import Relation, Who

from tests.games import card, game, read, tap


def test_activating_as_though_haste_frees_tap_abilities() -> None:
    """302.6: the selected creatures' {T} abilities may be activated (``tap``)."""
    (a,) = read("You may activate abilities of other creatures you control as though those creatures had haste.", "Creature — Human Wizard")
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert isinstance(e, AsThoughHaste) and e.tap
    assert e.affected.who is Who.YOU and e.affected.relation is Relation.OTHER


def test_attacking_as_though_haste_frees_no_tap_ability() -> None:
    """302.6, 508.1a: "can attack as though it had haste" is about attacking: a summoning-sick
    creature enchanted so still can't tap for mana."""
    (_, a) = read("Enchant creature\nEnchanted creature can attack as though it had haste.", "Enchantment — Aura")
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert isinstance(e, AsThoughHaste) and not e.tap


def test_other_creatures_leaves_the_source_out() -> None:
    """302.6: "other creatures you control": the source itself is not freed."""
    lord = card("Haste Lord", "Creature — Human", "You may activate abilities of other creatures you control as though those creatures had haste.\n{T}: Add {R}.", "{R}", "1/1")
    s = game([lord], you=[{"card": "Haste Lord", "summoning_sick": True}, {"card": "Llanowar Elves", "summoning_sick": True}])
    assert tap(s, "Llanowar Elves") == {"G"}
    assert tap(s, "Haste Lord") == "illegal"
