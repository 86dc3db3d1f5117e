"""s16: "Face-down creature spells you cast cost {1} less to cast." (Obscuring Aether, Dream Chisel;
601.2f, 708.2): the reduction applies to a spell cast face down (702.37c: its {3}), not to the same
card cast face up. Before, the card was refused: the grammar did not read "face-down" as a quality
of spells."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

AETHER = card("Test Aether", "Enchantment", "Face-down creature spells you cast cost {1} less to cast.", "{G}")
PROTECTOR = card("Test Protector", "Creature — Human Rogue", "Megamorph {1}{G}", "{1}{G}", "2/1")


def _cost(face_down: bool) -> str | None:
    g = game([AETHER, PROTECTOR], ["Test Aether", "Forest", "Forest", "Forest"], hand={"you": ["Test Protector"]})
    verdict = cast(g, "Test Protector", face_down=face_down)
    assert verdict.legal is True
    return verdict.cost


def test_a_face_down_spell_costs_less() -> None:
    """601.2f: {3} (702.37c) less {1}."""
    assert _cost(True) == "{2}"


def test_the_same_card_face_up_does_not() -> None:
    assert _cost(False) == "{1}{G}"
