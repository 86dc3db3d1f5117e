"""601.2b before 601.2f: the caster announces which Phyrexian symbols they pay with 2 life before
the total cost is determined, and an effect that sets the least total cost ("each spell that
would cost less than three mana to cast costs three mana to cast", Trinisphere) counts only the
mana to pay: life paid for a Phyrexian symbol is not mana (the Trinisphere rulings: "Gitaxian
Probe paid with life: 2 life and three mana")."""

from __future__ import annotations

from manasolve.model.costs import ManaCost
from manasolve.solver.app.queries import cast
from manasolve.solver.casting.costs import announce_phyrexian, life_announcements, total_cost

from tests.games import card, game

SPHERE = card("Test Sphere", "Artifact", "As long as this artifact is untapped, each spell that would cost less than three mana to cast costs three mana to cast.", "{3}")
PROBE = card("Test Probe", "Sorcery", "Draw a card.", "{U/P}")


def test_life_for_the_symbol_leaves_no_mana_so_the_minimum_adds_three() -> None:
    """{U/P} announced as 2 life: no mana, so three generic mana are added."""
    total = total_cost(ManaCost.parse("{U/P}"), "mana cost", 0, (), (), (), [("sphere", 3, "601.2f")], life_for=ManaCost.parse("{U/P}").symbols)
    assert total.cost == ManaCost.parse("{3}{U/P}")


def test_mana_for_the_symbol_is_one_mana_of_its_colour() -> None:
    """{U/P} announced as {U}: one mana, so two more."""
    total = total_cost(ManaCost.parse("{U/P}"), "mana cost", 0, (), (), (), [("sphere", 3, "601.2f")], life_for=())
    assert total.cost == ManaCost.parse("{2}{U}")


def test_announcements_are_every_sub_multiset() -> None:
    assert [len(a) for a in life_announcements(ManaCost.parse("{1}{B/P}{B/P}"))] == [0, 1, 2]
    cost, life = announce_phyrexian(ManaCost.parse("{G/U/P}{W/P}"), ManaCost.parse("{W/P}").symbols)
    assert (cost, life) == (ManaCost.parse("{G/U}{W/P}"), 1)


def test_two_mountains_cast_nothing_under_the_minimum() -> None:
    """{2}{U} needs blue; 2 life and {3} needs three mana: neither with two Mountains."""
    g = game([SPHERE, PROBE], ["Mountain", "Mountain"], ["Test Sphere"], hand={"you": ["Test Probe"]})
    assert cast(g, "Test Probe").legal is False


def test_three_mountains_pay_life_and_three_mana() -> None:
    g = game([SPHERE, PROBE], ["Mountain", "Mountain", "Mountain"], ["Test Sphere"], hand={"you": ["Test Probe"]})
    got = cast(g, "Test Probe")
    assert got.legal is True and ManaCost.parse(got.answer["cost"]) == ManaCost.parse("{3}{U/P}")


def test_without_a_minimum_the_symbol_stays_payable_either_way() -> None:
    g = game([PROBE], [], [], hand={"you": ["Test Probe"]})
    assert cast(g, "Test Probe").legal is True
