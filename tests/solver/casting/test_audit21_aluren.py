"""audit21: "Any player may cast creature spells with mana value 3 or less without paying their
mana costs and as though they had flash." (Aluren; 601.3, 118.9, 702.8a): every player (not only
its controller) may cast such a creature spell from their hand for no mana and at instant speed,
and only with this permission (cast normally, the spell has no flash). It was unreadable."""

from __future__ import annotations

from manasolve.solver.app.queries import cast, cast_options

from tests.games import card, game

ALUREN = card("Test Aluren", "Enchantment", "Any player may cast creature spells with mana value 3 or less without paying their mana costs and as though they had flash.", "{2}{G}{G}")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")
TITAN = card("Test Titan", "Creature — Giant", "", "{4}{G}{G}", "6/6")


def test_free_and_at_instant_speed_with_the_permission_only() -> None:
    g = game([ALUREN, BEAR, TITAN], ["Test Aluren", "Forest", "Forest"], active="opp", hand={"you": ["Test Bear", "Test Titan"]})
    free = cast(g, "Test Bear", using="Test Aluren")
    assert free.legal and free.cost == "{0}"
    assert cast(g, "Test Bear").legal is False  # 302.1: cast normally on the opponent's turn
    assert not cast_options(g, "Test Titan").options  # mana value 6


def test_any_player_uses_it() -> None:
    g = game([ALUREN, BEAR], [], ["Test Aluren"], phase="combat", hand={"you": ["Test Bear"]})
    assert cast(g, "Test Bear", using="Test Aluren").legal is True
