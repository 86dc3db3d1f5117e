"""audit23: "The first kicked spell you cast each turn costs {1} less to cast." (Vine Gecko; 601.2f,
702.33d) was unreadable. A kicked spell is one whose kicker cost was paid; the kicker is announced
(601.2b) before the total cost is determined (601.2f), so the reduction applies to a way of casting
that kicks the spell and not to one that doesn't. Whether an earlier spell of the turn was kicked is
never assumed, except for a spell without a kicker cost (702.33a: it can't be kicked)."""

from __future__ import annotations

import pytest

from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import cast

from tests.games import card, game

GECKO = card("Test Gecko", "Creature — Elemental Lizard", "The first kicked spell you cast each turn costs {1} less to cast.", "{1}{G}", "1/1")
COLONY = card("Test Colony", "Creature — Beast", "Kicker {2}{G}\nIf this creature was kicked, it enters with two +1/+1 counters on it.", "{1}{G}", "2/2")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")


def test_kicked_spell_costs_less() -> None:
    g = game([GECKO, COLONY], ["Test Gecko", "Forest", "Forest", "Forest", "Forest"], hand={"you": ["Test Colony"]})
    kicked = cast(g, "Test Colony", kicker=1)
    assert kicked.legal and kicked.cost == "{2}{G}{G}"  # {1}{G} + {2}{G}, {1} less


def test_unkicked_spell_costs_the_same() -> None:
    g = game([GECKO, COLONY], ["Test Gecko", "Forest", "Forest"], hand={"you": ["Test Colony"]})
    assert cast(g, "Test Colony").cost == "{1}{G}"  # not kicked: the change does not apply


def test_earlier_spell_without_kicker_was_not_kicked() -> None:
    g = game([GECKO, COLONY, BEAR], ["Test Gecko", "Forest", "Forest", "Forest", "Forest"], hand={"you": ["Test Colony"]}, spells_cast_this_turn_cards={"you": ["Test Bear"]})
    assert cast(g, "Test Colony", kicker=1).cost == "{2}{G}{G}"  # still the first kicked spell


def test_earlier_spell_with_kicker_is_not_assumed() -> None:
    g = game([GECKO, COLONY], ["Test Gecko", "Forest", "Forest", "Forest", "Forest"], hand={"you": ["Test Colony"]}, spells_cast_this_turn_cards={"you": ["Test Colony"]})
    with pytest.raises(QueryError, match="kicked"):
        cast(g, "Test Colony", kicker=1)


RIVER = card("Test River", "Instant", "Kicker—Sacrifice a land. (You may sacrifice a land in addition to any other costs as you cast this spell.)\nReturn target nonland permanent to its owner's hand.", "{2}{U}")


def test_a_kicker_that_is_no_mana_is_never_no_kicker() -> None:
    """audit23: "Kicker—Sacrifice a land." (Rushing River; 702.33a: a kicker cost need not be
    mana): this library weighs only mana kicker costs, so a cast that kicks it is an error naming
    that, never "has no kicker" (it was refused as if the card had none)."""
    g = game([RIVER], ["Island", "Island", "Island"], ["Llanowar Elves"], hand={"you": ["Test River"]})
    with pytest.raises(QueryError, match="not one this library weighs"):
        cast(g, "Test River", kicker=1)
    assert cast(g, "Test River").legal
