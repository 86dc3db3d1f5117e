"""counters10: "<effect> as long as it's untapped" (611.3a): "it" is the subject of the effect —
the permanent itself, or the permanent it enchants — and a sentence whose "it" the grammar cannot
bind stays unread (never guessed)."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import Exists, GrantAbilities, StaticAbility
from manasolve.model.cards import TypeLine
from manasolve.model.errors import CardTextError
from manasolve.model.selectors import Relation
from manasolve.model.text import parse_abilities


def _static(text: str, type_line: str) -> StaticAbility:
    (a,) = parse_abilities(text, card_name="Test Card", type_line=TypeLine.parse(type_line))
    assert isinstance(a, StaticAbility)
    return a


def test_it_is_the_permanent_itself() -> None:
    """Paradise Druid: hexproof while the creature itself is untapped (611.3a)."""
    a = _static("This creature has hexproof as long as it's untapped.", "Creature — Elf Druid")
    assert isinstance(a.condition, Exists) and a.condition.what.relation is Relation.SELF and a.condition.what.tapped is False
    (e,) = a.effects
    assert isinstance(e, GrantAbilities) and e.affected.relation is Relation.SELF


def test_it_is_the_enchanted_creature() -> None:
    """Spectral Cloak: "it" is the enchanted creature, not the Aura (611.3a)."""
    a = _static("Enchanted creature has shroud as long as it's tapped.", "Enchantment — Aura")
    assert isinstance(a.condition, Exists) and a.condition.what.relation is Relation.ENCHANTED and a.condition.what.tapped is True


def test_an_unbound_it_stays_unread() -> None:
    """"Creatures you control have hexproof as long as it's untapped": which permanent "it" is
    the grammar does not know, so the sentence is not read (an error, never an assumption)."""
    with pytest.raises(CardTextError):
        _static("Creatures you control have hexproof as long as it's untapped.", "Enchantment")
