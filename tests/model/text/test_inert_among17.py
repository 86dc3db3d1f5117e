"""Sentences no mana question can consult, each classified with the reason of a rule (inert.py):
a Planechase trigger ("Whenever chaos ensues, ...", 901.9: no scenario rolls the planar die), a
life total set to a number (119.5: a scenario states life totals), Alchemy's "seek" and
"specialize" (digital only)."""

from __future__ import annotations

import pytest

from manasolve.model.text.inert import classify


@pytest.mark.parametrize(
    ("sentence", "reason"),
    [
        ("Whenever chaos ensues, target player can't cast spells until a player planeswalks.", "planechase and archenemy"),
        ("If your life total is greater than 10, it becomes 10.", "life"),
        ("Seek a card of the chosen type.", "un-cards and digital-only mechanics"),
        ("Specialize {2}.", "un-cards and digital-only mechanics"),
    ],
)
def test_classified_with_its_reason(sentence: str, reason: str) -> None:
    got = classify(sentence)
    assert got is not None and got.reason == reason


def test_a_prohibition_outside_planechase_is_not_inert() -> None:
    """601.3: "Target player can't cast spells this turn." is consulted by casting questions."""
    assert classify("Target player can't cast spells this turn.") is None


def test_a_rider_of_a_permission_classified_with_the_exiled_cards() -> None:
    """"If you cast a spell this way, that creature enters with a finality counter on it." belongs to
    the permission before it (Intrepid Paleontologist), which a scenario states on the exiled card."""
    before = "You may cast Dinosaur creature spells from among cards you own exiled with this creature."
    got = classify("If you cast a spell this way, that creature enters with a finality counter on it.", previous=before)
    assert got is not None and got.reason == "exile and zone changes"
    assert classify("If you cast a spell this way, that creature enters with a finality counter on it.") is None
