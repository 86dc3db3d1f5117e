"""audit35: a cost change (601.2f) with the rider "and can't be countered", which no mana rule
consults (701.6): "Spells you cast with mana value 5 or greater cost {1} less to cast and can't be
countered." (Thryx, the Sudden Storm) and "Spells with flash you cast cost {1} less to cast and
can't be countered." (Cunning Nightbonder) were unread; the change is read, the rider kept out of
it, and any other rider ("and can't be blocked") stays unread."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import CostModifier
from manasolve.model.errors import CardTextError
from manasolve.solver.app.queries import cast

from tests.games import card, game, static_effect

THRYX = card(
    "Test Thryx", "Legendary Creature — Elemental Giant",
    "Flash\nFlying\nSpells you cast with mana value 5 or greater cost {1} less to cast and can't be countered.",
    "{3}{U}{U}", "4/5",
)
KRASIS = card("Test Krasis", "Creature — Jellyfish Hydra Beast", "Flying, trample", "{X}{G}{U}", "0/0")


def test_the_cost_change_is_read_and_the_rider_left_out() -> None:
    """601.2f: the reduction, of the spells with mana value 5 or greater their controller casts."""
    e = static_effect("Spells you cast with mana value 5 or greater cost {1} less to cast and can't be countered.", "Creature")
    assert isinstance(e, CostModifier) and not e.increase and e.spells.mana_value_at_least == 5
    e = static_effect("Spells with flash you cast cost {1} less to cast and can't be countered.", "Creature")
    assert isinstance(e, CostModifier) and e.spells.keyword == "flash"


def test_another_rider_stays_unread() -> None:
    """A rider that is not "can't be countered" is no reason to read the sentence."""
    with pytest.raises(CardTextError):
        static_effect("Creature spells you cast cost {1} less to cast and can't be blocked.", "Creature")


def test_the_mana_value_counts_x() -> None:
    """202.3e, 601.2f: a spell's mana value on the stack counts X as chosen: {X}{G}{U} with X=3 has
    mana value 5 and costs {1} less ({2}{G}{U}); with X=2, mana value 4, it costs {2}{G}{U} too."""
    g = game([THRYX, KRASIS], you=["Test Thryx"], hand={"you": ["Test Krasis"]})
    assert cast(g, "Test Krasis", x=3).cost == "{2}{G}{U}"
    assert cast(g, "Test Krasis", x=2).cost == "{2}{G}{U}"
    assert cast(g, "Test Krasis", x=1).cost == "{1}{G}{U}"


DORAN = card(
    "Test Doran", "Legendary Creature — Treefolk Druid",
    "Each creature spell you cast with toughness greater than its power costs {1} less to cast.",
    "{1}{W}{B}{G}", "0/5",
)
WALL = card("Test Wall", "Creature — Wall", "Defender", "{1}{W}", "0/4")
BEARS = card("Test Bears", "Creature — Bear", "", "{1}{G}", "2/2")
GOYF = card("Test Goyf", "Creature — Lhurgoyf", "Test Goyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.", "{1}{G}", "*/1+*")


def test_toughness_greater_than_power() -> None:
    """audit35, 208.1, 601.2f: "Each creature spell you cast with toughness greater than its power
    costs {1} less to cast." (Doran, Besieged by Time, unread before): a 0/4 costs {W}, a 2/2 {1}{G};
    a */1+* spell's power and toughness are not computed (208.2): an error, never a guess."""
    e = static_effect("Each creature spell you cast with toughness greater than its power costs {1} less to cast.", "Creature")
    assert isinstance(e, CostModifier) and e.spells.toughness_over_power
    g = game([DORAN, WALL, BEARS, GOYF], you=["Test Doran"], hand={"you": ["Test Wall", "Test Bears", "Test Goyf"]})
    assert cast(g, "Test Wall").cost == "{W}"
    assert cast(g, "Test Bears").cost == "{1}{G}"
    with pytest.raises(Exception, match="208.2"):
        cast(g, "Test Goyf")
