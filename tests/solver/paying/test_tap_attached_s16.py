"""s16: "Tap enchanted creature" (Krovikan Plague), "Tap enchanted land" (Tourach's Gate): a cost
that taps the one permanent the Aura is attached to (118.3: payable only while it is untapped);
before, it was kept as text and can_activate answered true "unchecked"."""

from __future__ import annotations

from manasolve.solver.app.queries import can_activate

from tests.games import card, game

GATE = card("Test Gate", "Enchantment — Aura", "Enchant land you control\nTap enchanted land: You gain 1 life.", "{1}{B}")


def _gate(forest_tapped: bool, island_tapped: bool) -> bool | None:
    g = game(
        [GATE],
        [{"card": "Forest", "tapped": forest_tapped}, {"card": "Island", "tapped": island_tapped}, {"card": "Test Gate", "attached_to": "Forest"}],
    )
    return can_activate(g, "Test Gate", 0).answer


def test_the_enchanted_land_must_be_untapped() -> None:
    """118.3: the enchanted Forest, not any land: untapped Island does not pay it."""
    assert _gate(False, True) is True
    assert _gate(True, False) is False
