"""Alternative costs a permanent grants once each turn (118.9, 601.2b): "Once each turn, you may
pay {0} rather than pay the mana cost for a spell you cast with mana value X or less, where X is
the number of time counters on this enchantment." (As Foretold: X counted now; a card without a
mana cost, mana value 0, may be cast this way, its ruling) and "... for a colorless spell you
cast from your hand." (Darksteel Monolith; 601.2a: the zone it is cast from). A use is the
source's own (the permanent key ``used_this_turn``)."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

FORETOLD = card("Test Foretold", "Enchantment", "Once each turn, you may pay {0} rather than pay the mana cost for a spell you cast with mana value X or less, where X is the number of time counters on this enchantment.", "{2}{U}")
MONOLITH = card("Test Monolith", "Artifact", "Once each turn, you may pay {0} rather than pay the mana cost for a colorless spell you cast from your hand.", "{7}")
VISION = card("Test Vision", "Sorcery", "Target player draws three cards.")
ROCK = card("Test Rock", "Artifact", "{T}: Add {C}{C}.", "{1}")
BOLT = card("Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", "{R}")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")
CARDS = [FORETOLD, MONOLITH, VISION, ROCK, BOLT, BEAR]


def _foretold(time: int, used: bool = False) -> dict[str, object]:
    return {"card": "Test Foretold", "id": "af", "counters": {"time": time}, "used_this_turn": used}


def test_mana_value_up_to_the_time_counters_now() -> None:
    s = game(CARDS, [_foretold(1)], hand={"you": ["Test Bolt", "Test Bear", "Test Vision"]})
    assert cast(s, "Test Bolt", alternative_cost="af").legal is True
    assert cast(s, "Test Bear", alternative_cost="af").legal is False
    assert cast(game(CARDS, [_foretold(2)], hand={"you": ["Test Bear"]}), "Test Bear", alternative_cost="af").legal is True


def test_a_card_without_a_mana_cost() -> None:
    """118.6: no mana cost, no normal cast; an alternative cost makes it castable (mana value 0)."""
    s = game(CARDS, [_foretold(0)], hand={"you": ["Test Vision"]})
    assert cast(s, "Test Vision").legal is False
    assert cast(s, "Test Vision", alternative_cost="af").legal is True


def test_once_each_turn() -> None:
    s = game(CARDS, [_foretold(3, used=True)], hand={"you": ["Test Bolt"]})
    assert cast(s, "Test Bolt", alternative_cost="af").legal is False


def test_colorless_spells_from_the_hand_only() -> None:
    """A coloured spell is not a colorless one (105.2c)."""
    s = game(CARDS, [{"card": "Test Monolith", "id": "dm"}], hand={"you": ["Test Rock", "Test Bolt"]})
    assert cast(s, "Test Rock", alternative_cost="dm").legal is True
    assert cast(s, "Test Bolt", alternative_cost="dm").legal is False


FIRES = card("Test Fires", "Enchantment", "You may cast spells with mana value less than or equal to the number of lands you control without paying their mana costs.", "{3}{R}")
BLAZE = card("Test Blaze", "Sorcery", "Test Blaze deals X damage to any target.", "{X}{R}")


def test_free_up_to_a_mana_value_counted_now() -> None:
    """Fires of Invention (118.9): two lands, mana value 2 or less; X is 0 (107.3b)."""
    s = game([*CARDS, FIRES, BLAZE], [{"card": "Test Fires", "id": "fi"}, "Forest", "Forest"], hand={"you": ["Test Bear", "Test Blaze"]})
    assert str(cast(s, "Test Bear", alternative_cost="fi").cost) in ("{0}", "")
    assert cast(s, "Test Blaze", alternative_cost="fi", x=2).legal is False
    assert cast(s, "Test Blaze", alternative_cost="fi").legal is True
    one = game([*CARDS, FIRES], [{"card": "Test Fires", "id": "fi"}, "Forest"], hand={"you": ["Test Bear"]})
    assert cast(one, "Test Bear", alternative_cost="fi").legal is False
