"""audit37: a card discarded for "Discard a card" can't also be exiled for its own mana ability
(Simian Spirit Guide's "Exile this card from your hand: Add {R}.") to pay the same cost's mana, nor
the other way round (118.3: a cost is paid with resources that are there; 601.2g-h). Burning-Fist
Minotaur's "{1}{R}, Discard a card" with a Mountain and only a Simian Spirit Guide in hand can't be
activated; with another card in hand it can. Before audit37 the Guide both paid {R} and was counted
as the card to discard."""

from __future__ import annotations

from manasolve.solver.app.queries import can_activate

from games import card, game

MINOTAUR = card("Burning-Fist Minotaur", "Creature — Minotaur Wizard", "First strike\n{1}{R}, Discard a card: This creature gets +2/+0 until end of turn.", "{1}{R}", "2/1")
GUIDE = card("Simian Spirit Guide", "Creature — Ape Spirit", "Exile this card from your hand: Add {R}.", "{2}{R}", "2/2")


def _can(hand: list[str], lands: int = 1) -> tuple[bool, str]:
    r = can_activate(game([MINOTAUR, GUIDE], you=["Burning-Fist Minotaur", *["Mountain"] * lands], hand={"you": hand}), "Burning-Fist Minotaur", 0)
    return bool(r.answer), str(r.to_dict()["why"])


def test_the_discarded_card_does_not_also_make_mana() -> None:
    ok, why = _can(["Simian Spirit Guide"])
    assert not ok and "cards of the hand the cost takes" in why
    assert not _can(["Simian Spirit Guide", "Simian Spirit Guide"], lands=0)[0]


def test_another_card_is_discarded_and_the_guide_pays() -> None:
    assert _can(["Simian Spirit Guide", "Mountain"])[0]
    assert _can(["Simian Spirit Guide", "Simian Spirit Guide", "Simian Spirit Guide"], lands=0)[0]
