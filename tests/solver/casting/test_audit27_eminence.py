"""audit27: eminence. "As long as The Ur-Dragon is in the command zone or on the battlefield, other
Dragon spells you cast cost {1} less to cast." was unreadable. 113.6: an ability that says it
functions from a zone other than the battlefield does so there, so the reduction applies from its
owner's command zone (903.6) as well as from the battlefield; "other Dragon spells" never includes the
card itself, which is moved to the stack before its total cost is determined (601.2a, 601.2f)."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

UR = card(
    "Test Ur-Dragon", "Legendary Creature — Dragon Avatar",
    "Flying\nEminence — As long as Test Ur-Dragon is in the command zone or on the battlefield, other Dragon spells you cast cost {1} less to cast.",
    "{4}{W}{U}{B}{R}{G}", "10/10",
)
DRAGON = card("Test Dragon", "Creature — Dragon", "Flying", "{4}{R}{R}", "5/5")
GIANT = card("Test Giant", "Creature — Giant", "", "{3}{R}", "3/3")
MOUNTAINS = ["Mountain"] * 5


def test_reduces_from_the_command_zone() -> None:
    g = game([UR, DRAGON, GIANT], MOUNTAINS, command={"you": ["Test Ur-Dragon"]}, hand={"you": ["Test Dragon", "Test Giant"]})
    got = cast(g, "Test Dragon")
    assert got.legal and got.cost == "{3}{R}{R}"
    assert cast(g, "Test Giant").cost == "{3}{R}"  # not a Dragon


def test_reduces_from_the_battlefield() -> None:
    g = game([UR, DRAGON], ["Test Ur-Dragon", *MOUNTAINS], hand={"you": ["Test Dragon"]})
    assert cast(g, "Test Dragon").cost == "{3}{R}{R}"


def test_only_its_owners_spells() -> None:
    g = game([UR, DRAGON], MOUNTAINS, command={"opp": ["Test Ur-Dragon"]}, hand={"you": ["Test Dragon"]})
    assert cast(g, "Test Dragon").cost == "{4}{R}{R}"  # "Dragon spells you cast"


def test_not_itself_cast_from_the_command_zone() -> None:
    g = game([UR], MOUNTAINS, command={"you": ["Test Ur-Dragon"]})
    assert cast(g, "Test Ur-Dragon", from_="command").cost == "{4}{W}{U}{B}{R}{G}"


def test_other_abilities_of_a_commander_do_not_function_in_the_command_zone() -> None:
    """113.6: only the ability that says so functions from the command zone."""
    plain = card("Test Lord", "Legendary Creature — Dragon", "Other Dragon spells you cast cost {1} less to cast.", "{2}{R}", "2/2")
    g = game([plain, DRAGON], MOUNTAINS, command={"you": ["Test Lord"]}, hand={"you": ["Test Dragon"]})
    assert cast(g, "Test Dragon").cost == "{4}{R}{R}"
