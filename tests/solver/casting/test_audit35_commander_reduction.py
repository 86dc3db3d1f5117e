"""audit35: "Your commander costs {1} less to cast for each time it's been cast from the command
zone this game." (Myth Unbound) was unread. 601.2f: the commander tax (903.8: {2} for each earlier
cast from the command zone) is added, then the reduction takes off {1} for each of those casts, from
generic mana only (118.7a-b). Which card is the caster's commander the scenario says only for the
command zone (903.3): a legendary card cast from the hand is an error naming the key, never assumed."""

from __future__ import annotations

import pytest
from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import cast

from tests.games import card, game

MYTH = card(
    "Test Myth", "Enchantment",
    "Your commander costs {1} less to cast for each time it's been cast from the command zone this game.\nWhenever your commander is put into the command zone from anywhere, draw a card.",
    "{2}{G}",
)
ELF = card("Test Elf", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
CHIEF = card("Test Chief", "Legendary Creature — Elf", "", "{1}{G}", "2/2")
FORESTS = ["Forest"] * 4


def test_the_reduction_counts_the_earlier_casts() -> None:
    """903.8, 601.2f: {G} with three earlier casts: {6} of tax, {3} less: {3}{G}."""
    g = game([MYTH, ELF], you=["Test Myth", *FORESTS], command={"you": [{"card": "Test Elf", "cast_count": 3}]})
    got = cast(g, "Test Elf", from_="command")
    assert got.cost == "{3}{G}" and got.legal


def test_only_the_controllers_commander() -> None:
    """601.2f: "Your commander": an opponent's Myth Unbound does not reduce it ({2}{G})."""
    g = game([MYTH, ELF], you=FORESTS, opp=["Test Myth"], command={"you": [{"card": "Test Elf", "cast_count": 1}]})
    assert cast(g, "Test Elf", from_="command").cost == "{2}{G}"


def test_a_card_that_cannot_be_a_commander_is_not_reduced() -> None:
    """903.3: a nonlegendary card cast from the hand is no commander."""
    g = game([MYTH, ELF], you=["Test Myth", *FORESTS], hand={"you": ["Test Elf"]})
    assert cast(g, "Test Elf").cost == "{G}"


def test_a_legendary_card_from_the_hand_is_not_assumed() -> None:
    """903.3: a legendary creature card from the hand may be the commander: not assumed either way."""
    g = game([MYTH, CHIEF], you=["Test Myth", *FORESTS], hand={"you": ["Test Chief"]})
    with pytest.raises(QueryError, match="command"):
        cast(g, "Test Chief")
