"""audit28: a replacement effect not worded "tapped for mana" replaces the mana a triggered mana
ability adds when its filter means the trigger's source (614.1a): False Dawn's "spells and
abilities you control that would add colored mana instead add that much white mana" makes Utopia
Sprawl's additional mana white (it stayed blue); "tapped for mana" effects (Mana Reflection) never
touch a trigger's mana (106.12: a trigger taps nothing). Cards by their Oracle text."""

from __future__ import annotations

from manasolve.solver.app.queries import available_mana

from tests.games import card, game, tap

FALSE_DAWN = card("False Dawn", "Sorcery", "Until end of turn, spells and abilities you control that would add colored mana instead add that much white mana. "
                  "Until end of turn, you may spend white mana as though it were mana of any color.\nDraw a card.", "{1}{W}")
SPRAWL = card("Utopia Sprawl", "Enchantment — Aura", "Enchant Forest\nAs this Aura enters, choose a color.\n"
              "Whenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color.", "{G}")
REFLECTION = card("Mana Reflection", "Enchantment", "If you tap a permanent for mana, it produces twice as much of that mana instead.", "{4}{G}{G}")
ALL = [FALSE_DAWN, SPRAWL, REFLECTION]
BOARD = [{"card": "Forest", "id": "f"}, {"card": "Utopia Sprawl", "attached_to": "f", "chosen_color": "U"}]


def test_false_dawn_replaces_a_triggers_mana() -> None:
    s = game(ALL, BOARD, spells_resolved_this_turn={"you": ["False Dawn"]})
    assert tap(s, "f") == {"WW"}
    assert available_mana(s, "you").answer == ["WW"]
    s = game(ALL, BOARD, spells_resolved_this_turn={"opp": ["False Dawn"]})  # "you control": its caster's only
    assert tap(s, "f") == {"UG"}


def test_tapped_for_mana_effects_leave_a_triggers_mana() -> None:
    assert tap(game(ALL, [*BOARD, "Mana Reflection"]), "f") == {"UGG"}
