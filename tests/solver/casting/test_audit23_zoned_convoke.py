"""audit23: "Noncreature spells you cast from exile have convoke." (Party Thrasher) and "Spells you
cast from exile have convoke." (Hoarding Broodlord) were unreadable. The spell has convoke only when
cast from exile (601.2a: the zone it is cast from), so its creatures may pay for it (702.51a, 601.2h);
the same spell cast from the hand has no convoke."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

THRASHER = card("Test Thrasher", "Creature — Lizard Wizard", "Noncreature spells you cast from exile have convoke.", "{1}{R}", "1/4")
DIVINATION = card("Test Divination", "Sorcery", "Draw two cards.", "{2}{U}")
ELVES = {"card": "Llanowar Elves", "summoning_sick": True}


def test_convoke_from_exile() -> None:
    g = game([THRASHER, DIVINATION], ["Test Thrasher", ELVES, "Island"], exile={"you": [{"card": "Test Divination", "may_cast": True}]})
    got = cast(g, "Test Divination", from_="exile")
    assert got.legal and got.cost == "{2}{U}"  # the Thrasher and the sick Elves tap for {2} (702.51a)


def test_no_convoke_from_the_hand() -> None:
    g = game([THRASHER, DIVINATION], ["Test Thrasher", ELVES, "Island"], hand={"you": ["Test Divination"]})
    assert cast(g, "Test Divination").legal is False  # one Island, no convoke from the hand


def test_a_creature_spell_from_exile_has_no_convoke() -> None:
    bear = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")
    g = game([THRASHER, bear], ["Test Thrasher", "Forest"], exile={"you": [{"card": "Test Bear", "may_cast": True}]})
    assert cast(g, "Test Bear", from_="exile").legal is False  # "Noncreature spells"
