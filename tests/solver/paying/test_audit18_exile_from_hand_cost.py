"""audit18: "Exile a card from your hand: Add {B}{B} or {G}{G}." (Cadaverous Bloom): an activation
cost that takes a card of the activator's hand (118.3), exiled rather than discarded (406.1). It
draws on the hand every plan shares, as "Discard a card" does (701.9a): one activation per card,
none with an empty hand; a spell being cast is on the stack (601.2a), not in the hand."""

from __future__ import annotations

from manasolve.model.abilities import ManaAbility
from manasolve.model.costs import DiscardFromHand
from manasolve.solver.app.queries import available_mana, can_activate, cast

from tests.games import card, game, read

BLOOM = card("Test Bloom", "Enchantment", "Exile a card from your hand: Add {B}{B} or {G}{G}.", "{3}{B}{G}")
BEAST = card("Test Beast", "Creature — Beast", "", "{3}{G}{G}", "5/5")


def test_the_cost_is_read_as_cards_of_the_hand() -> None:
    (a,) = read(BLOOM["oracle_text"], "Enchantment")
    assert isinstance(a, ManaAbility) and a.cost.parts == (DiscardFromHand(1, exile=True),)


def test_one_activation_per_card_in_hand() -> None:
    g = game([BLOOM], ["Test Bloom"], hand={"you": ["Forest", "Island"]})
    assert sorted(available_mana(g, "you").answer) == ["BBBB", "BBGG", "GGGG"]
    assert can_activate(g, "Test Bloom", 0).answer is True
    empty = game([BLOOM], ["Test Bloom"], hand={"you": []})
    assert available_mana(empty, "you").answer == [""]
    assert can_activate(empty, "Test Bloom", 0).answer is False


def test_the_spell_cast_is_not_exiled_for_its_own_cost() -> None:
    """601.2a: the spell is on the stack; two other cards pay {G}{G}{G}{G}, one more is needed."""
    g = game([BLOOM, BEAST], ["Test Bloom"], hand={"you": ["Test Beast", "Forest", "Island"]})
    assert cast(g, "Test Beast").legal is False
    g3 = game([BLOOM, BEAST], ["Test Bloom", "Forest"], hand={"you": ["Test Beast", "Forest", "Island"]})
    assert cast(g3, "Test Beast").legal is True
