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


PERI = card("Test Peri", "Legendary Creature — Human", "The first historic spell you cast each turn has convoke. (Your creatures can help cast it. Each creature you tap while casting it pays for {1} or one mana of that creature's color.)", "{3}{W}", "3/4")
HERO = card("Test Hero", "Legendary Creature — Human Soldier", "First strike", "{1}{W}", "2/1")
ROCK = card("Test Rock", "Artifact", "{T}: Add {C}{C}.", "{1}")
BOLT = card("Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", "{R}")


def test_the_first_historic_spell_has_convoke() -> None:
    """audit23: "The first historic spell you cast each turn has convoke." (Peri Brown; 700.6,
    601.2f's "n-th spell of the turn" count): the white Peri convokes {W} for a legendary spell."""
    g = game([PERI, HERO], ["Test Peri", "Forest"], hand={"you": ["Test Hero"]})
    assert cast(g, "Test Hero").legal


def test_not_after_another_historic_spell() -> None:
    g = game([PERI, HERO, ROCK], ["Test Peri", "Forest"], hand={"you": ["Test Hero"]}, spells_cast_this_turn_cards={"you": ["Test Rock"]})
    assert cast(g, "Test Hero").legal is False  # the artifact was the first historic spell
    g = game([PERI, HERO, BOLT], ["Test Peri", "Forest"], hand={"you": ["Test Hero"]}, spells_cast_this_turn_cards={"you": ["Test Bolt"]})
    assert cast(g, "Test Hero").legal  # an instant is not historic
