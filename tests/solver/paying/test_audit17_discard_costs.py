"""701.9a, 118.3: "Discard a card: Add {B}." (Skirge Familiar) and "{B}, {T}, Discard a card: Add
{B}{B}{B}." (Bog Witch) take cards from one hand, which every plan shares: as many activations as
there are cards to discard. A card with its own mana ability in hand (Simian Spirit Guide) is kept
for it; a spell being cast from the hand is on the stack (601.2a) and can't be discarded."""

from __future__ import annotations

from manasolve.solver.app.queries import available_mana, can_pay, cast

from tests.games import card, game

IMP = card("Test Imp", "Creature — Imp", "Discard a card: Add {B}.", "{4}{B}", "3/2")
WITCH = card("Test Witch", "Creature — Human", "{B}, {T}, Discard a card: Add {B}{B}{B}.", "{2}{B}", "1/1")
DURESS = card("Test Duress", "Sorcery", "Draw a card.", "{B}")
GUIDE = card("Test Guide", "Creature — Ape Spirit", "Exile this card from your hand: Add {R}.", "{2}{R}", "2/2")


def test_one_mana_per_card() -> None:
    g = game([IMP], ["Test Imp"], hand={"you": ["Forest", "Island"]})
    assert available_mana(g, "you").answer == ["BB"]
    assert can_pay(g, "you", "{B}{B}").answer is True
    assert can_pay(g, "you", "{B}{B}{B}").answer is False


def test_two_abilities_share_the_hand() -> None:
    g = game([IMP, WITCH], ["Test Imp", "Test Witch", "Swamp"], hand={"you": ["Forest", "Island"]})
    assert available_mana(g, "you").answer == ["BBBB"]


def test_the_spell_being_cast_is_not_in_the_hand() -> None:
    alone = game([IMP, DURESS], ["Test Imp"], hand={"you": ["Test Duress"]})
    assert cast(alone, "Test Duress").legal is False
    more = game([IMP, DURESS], ["Test Imp"], hand={"you": ["Test Duress", "Forest"]})
    assert cast(more, "Test Duress").legal is True


def test_a_spirit_guide_is_kept_for_its_own_ability() -> None:
    g = game([IMP, GUIDE], ["Test Imp"], hand={"you": ["Test Guide", "Forest"]})
    assert available_mana(g, "you").answer == ["BR"]
