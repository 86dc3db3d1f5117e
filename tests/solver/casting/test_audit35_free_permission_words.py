"""audit35: a cast "without paying its mana cost" with a permanent's permission (118.9, 601.3) was
explained as that permanent's "once-each-turn permission" whatever its words: Omniscience's ("You
may cast spells from your hand without paying their mana costs.") has no such limit. The reason now
quotes the permission; X is 0 on such a cast (107.3b)."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

OMNISCIENCE = card("Test Omniscience", "Enchantment", "You may cast spells from your hand without paying their mana costs.", "{7}{U}{U}{U}")


def test_the_reason_quotes_the_permission() -> None:
    g = game([OMNISCIENCE], you=["Test Omniscience"], hand={"you": ["Fireball"]})
    got = cast(g, "Fireball", using="Test Omniscience")
    assert got.legal and got.cost == "{0}"
    assert "once-each-turn" not in got.reason
    assert "Test Omniscience's permission (You may cast spells from your hand without paying their mana costs; 118.9)" in got.reason
    assert not cast(g, "Fireball", using="Test Omniscience", x=2).legal  # 107.3b
