"""A mana ability that can be activated only when its controller has priority ("Activate only as
an instant") can't be activated while a spell is being cast (605.3a gives way to the timing
restriction; 117.1b): it is activated before casting, while the card is still in the hand, so
"Discard your hand" discards the spell (Lion's Eye Diamond's rulings: it can't pay for a spell
cast from the hand). Cast from a graveyard, the spell is not in the hand and the mana pays."""

from __future__ import annotations

from manasolve.solver.app.queries import can_pay, cast

from tests.games import card, game

DIAMOND = card("Test Diamond", "Artifact", "Discard your hand, Sacrifice this artifact: Add three mana of any one color. Activate only as an instant.")
FREE_DIAMOND = card("Free Diamond", "Artifact", "Discard your hand, Sacrifice this artifact: Add three mana of any one color.")
RECALLED = card("Recalled Bolt", "Sorcery", "You may cast this card from your graveyard.\nThis spell deals 1 damage to any target.", "{R}")


def test_not_for_a_spell_cast_from_the_hand() -> None:
    g = game([DIAMOND, RECALLED], ["Test Diamond"], hand={"you": ["Recalled Bolt"]}, graveyard={"you": []})
    assert cast(g, "Recalled Bolt").legal is False
    assert can_pay(g, "you", "{R}{R}{R}").answer is True  # no spell: the mana is there


def test_for_a_spell_cast_from_the_graveyard() -> None:
    g = game([DIAMOND, RECALLED], ["Test Diamond"], hand={"you": []}, graveyard={"you": ["Recalled Bolt"]})
    assert cast(g, "Recalled Bolt", from_="graveyard").legal is True


def test_without_a_timing_restriction_it_pays_while_casting() -> None:
    """605.3a: activated during casting, after the spell left the hand (601.2a)."""
    g = game([FREE_DIAMOND, RECALLED], ["Free Diamond"], hand={"you": ["Recalled Bolt"]}, graveyard={"you": []})
    assert cast(g, "Recalled Bolt").legal is True
