"""608.2c: an effect's instructions happen in the order written. A mana ability that puts counters
on its own permanent before it adds mana "for each ... counter on it" counts the counters put."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import CountersOn, ManaAbility, Plus
from manasolve.model.cards import TypeLine
from manasolve.model.text import parse_abilities


def _mana(text: str) -> ManaAbility:
    (ability,) = parse_abilities(text, card_name="Counting Elf", type_line=TypeLine.parse("Creature — Elf"))
    assert isinstance(ability, ManaAbility)
    return ability


@pytest.mark.parametrize(
    "text, n",
    [
        ("{T}: Put a +1/+1 counter on this creature, then add {G} for each +1/+1 counter on it.", 1),
        ("{T}: Put two +1/+1 counters on Counting Elf. Then add {G} for each +1/+1 counter on it.", 2),
    ],
)
def test_counters_put_first_are_counted(text: str, n: int) -> None:
    """608.2c: the amount is the counters it has plus those the first instruction puts."""
    (option,) = _mana(text).effect.options
    (part,) = option.parts
    assert part.per == Plus(CountersOn("+1/+1"), n)


def test_counters_of_another_kind_are_not_counted() -> None:
    """608.2c only changes what the later instruction counts: a charge counter put first leaves
    "for each +1/+1 counter" as it was."""
    (option,) = _mana("{T}: Put a charge counter on this creature, then add {G} for each +1/+1 counter on it.").effect.options
    assert option.parts[0].per == CountersOn("+1/+1")
