"""audit22, 601.2a: a spell cast from the hand is put on the stack before its cost is paid
(601.2g-h), so the card being cast is no longer in the hand: its own "Exile this card from your
hand: Add {G}." (Elvish Spirit Guide, 605.3a) can't pay for it; another copy in the hand can.
The same holds for ``can_pay`` with ``for`` (the mana is for that card's spell)."""

from __future__ import annotations

from manasolve.solver.app.queries import can_pay, cast

from tests.games import card, game

GUIDE = card("Guide", "Creature — Elf Spirit", "Exile this card from your hand: Add {G}.", "{2}{G}", "2/2")


def test_the_guide_cannot_pay_for_itself() -> None:
    g = game([GUIDE], ["Forest", {"card": "Forest", "id": "f2"}], hand={"you": ["Guide"]})
    assert cast(g, "Guide").answer["legal"] is False
    assert can_pay(g, "you", "{2}{G}", for_="Guide").answer is False
    assert can_pay(g, "you", "{2}{G}").answer is True  # for no spell: the Guide's mana counts (605.3a)


def test_another_copy_pays() -> None:
    g = game([GUIDE], ["Forest", {"card": "Forest", "id": "f2"}], hand={"you": ["Guide", "Guide"]})
    assert cast(g, "Guide").answer["legal"] is True
    assert can_pay(g, "you", "{2}{G}", for_="Guide").answer is True
