"""Mana that can't be spent on spells cast from a hand (106.6): "You can't spend this mana to cast
spells from your hand." (Karolina Dean, Runaway's second sentence, on a test mana ability). It
pays for a spell cast from a graveyard (601.2a: the spell is cast from where the card is) and for
abilities, never for one cast from a hand."""

from __future__ import annotations

from manasolve.solver.app.queries import can_pay, cast

from tests.games import card, game

ROCK = card("Test Rock", "Artifact", "{T}: Add {R}. You can't spend this mana to cast spells from your hand.")
RECALLED = card("Recalled Bolt", "Sorcery", "You may cast this card from your graveyard.\nThis spell deals 1 damage to any target.", "{R}")


def _game() -> object:
    return game([ROCK, RECALLED], ["Test Rock"], [], hand={"you": ["Recalled Bolt"]}, graveyard={"you": ["Recalled Bolt"]})


def test_it_does_not_pay_a_spell_cast_from_the_hand() -> None:
    """106.6: the spell cast from the hand can't be paid with it."""
    assert cast(_game(), "Recalled Bolt").legal is False
    assert can_pay(_game(), "you", "{R}", for_="Recalled Bolt").answer is False


def test_it_pays_the_same_card_cast_from_the_graveyard() -> None:
    """601.3, 106.6: cast from the graveyard, the spell is not cast from a hand."""
    assert cast(_game(), "Recalled Bolt", from_="graveyard").legal is True
