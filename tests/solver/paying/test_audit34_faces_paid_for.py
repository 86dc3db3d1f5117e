"""audit34: the spell of one face of a card in the hand. A split card is cast as one of its halves
and an adventurer card as its Adventure (709.3, 715.3), and as it is cast the card leaves the hand
for the stack (601.2a), so it can't pay for itself by being discarded. ``can_pay``'s ``for`` names
such a face as ``cast`` does (before audit34: "not a card in your hand"), and the spending
restrictions read that face's characteristics only (709.3a: Ice is a mono-blue spell, so Pillar of
the Paruns' "only to cast a multicolored spell" can't pay for it)."""

from __future__ import annotations

from manasolve.solver.app.queries import can_pay, cast

from games import card, game

FIRE_ICE = card("Fire // Ice", "Instant // Instant",
                "Fire deals 2 damage divided as you choose among one or two targets.\n//\nTap target permanent.\nDraw a card.", "{1}{R} // {1}{U}")
SKIRGE = card("Skirge Familiar", "Creature — Imp", "Flying\nDiscard a card: Add {B}.", "{4}{B}", "3/2")
PILLAR = card("Pillar of the Paruns", "Land", "{T}: Add one mana of any color. Spend this mana only to cast a multicolored spell.")


def test_a_half_being_cast_is_not_discarded_to_pay_for_it() -> None:
    """601.2a: Ice is on the stack while its cost is paid: Skirge Familiar has no card to discard."""
    s = game([FIRE_ICE, SKIRGE], you=["Island", "Skirge Familiar"], hand={"you": ["Fire // Ice"]})
    assert not cast(s, "Ice").answer["legal"]
    assert not can_pay(s, "you", "{1}{U}", for_="Ice").answer
    assert can_pay(s, "you", "{1}{U}").answer  # no spell named: the card may be discarded


def test_for_names_a_half_with_that_half_characteristics() -> None:
    """709.3a, 106.6: Ice is blue only, Fire // Ice in the hand blue and red (709.4)."""
    s = game([FIRE_ICE, PILLAR], you=["Pillar of the Paruns", "Island"], hand={"you": ["Fire // Ice"]})
    assert not can_pay(s, "you", "{1}{U}", for_="Ice").answer
    assert can_pay(s, "you", "{1}{U}", for_="Fire // Ice").answer
