"""becomes13: turning a permanent face down or face up (708.2, 116.2b) changes its status, which a
scenario states with ``face_down`` (as ``tapped`` states what tapping did): such an instruction is
inert for the reason "face-down status"; a trigger on it that adds mana is still read or left
unread, never inert."""

from __future__ import annotations

import pytest
from manasolve.model.text import inert
from games import read


@pytest.mark.parametrize(
    "text",
    [
        "Turn this creature face down.",
        "Turn target face-down creature you control face up.",
        "When this creature dies, turn the exiled card face up.",
        "At the beginning of your upkeep, you may turn this creature face down.",
    ],
)
def test_turning_face_down_or_up_is_inert(text: str) -> None:
    """708.2, 116.2b: the status is the scenario's ``face_down``."""
    got = inert.classify(text)
    assert got is not None and got.reason == "face-down status"


def test_turned_face_up_mana_trigger_is_not_inert() -> None:
    """605.1b: "When this creature is turned face up, add {G}{U}{R}." adds mana: not inert."""
    assert inert.classify("When this creature is turned face up, add {G}{U}{R}.") is None
    (ability,) = read("When this creature is turned face up, add {G}{U}{R}.", "Creature — Human Shaman")
    assert not getattr(ability, "sentences", ())


@pytest.mark.parametrize(
    "text",
    ["Look at target face-down creature.", "You may look at face-down creatures your opponents control any time.", "Reveal target face-down permanent."],
)
def test_looking_at_face_down_is_information(text: str) -> None:
    """708.5-6: looking at or revealing a face-down permanent changes nothing a mana rule reads."""
    got = inert.classify(text)
    assert got is not None and got.reason == "library and information"


def test_face_down_creatures_changed_are_not_inert() -> None:
    """708.2: an effect on face-down creatures ("get +1/+1") changes them: never inert."""
    assert inert.classify("Face-down creatures you control get +1/+1.") is None
