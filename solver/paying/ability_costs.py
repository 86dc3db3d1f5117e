"""Cost changes of activated abilities that other permanents' static abilities make (602.2b: an
ability's total cost is determined as a spell's is, 601.2f): "Activated abilities of creatures
you control cost {2} less to activate" (Training Grounds), "Enchanted artifact's activated
abilities cost {2} less to activate. This effect can't reduce the mana in that cost to less than
one mana." (Power Artifact), "Activated abilities of white enchantments cost {3} more to
activate" (Gloom). Mana abilities are activated abilities (605.1a): their mana costs change too.

The effects in force are gathered once per board (:func:`ability_cost_effects`, one pass over
the static abilities whose "as long as" condition holds, 611.3a); :func:`changed_cost` applies
those that select a permanent to one of its abilities' mana cost: increases first, then
reductions (601.2f); a generic reduction takes off generic mana only (118.7a), stops at its
floor, and never goes below {0}.
"""

from __future__ import annotations

from typing import Sequence

from ...model.abilities import AbilityCostModifier, StaticAbility
from ...model.costs import ManaCost, ManaSymbol, SymbolKind
from ..board.conditions import condition_holds
from ..board.views import Board, View

__all__ = ["ability_cost_effects", "changed_cost"]


def ability_cost_effects(board: Board) -> tuple[tuple[View, AbilityCostModifier], ...]:
    """Every ability-cost change in force on the battlefield, with the permanent whose static
    ability makes it (611.3a: a static ability's "as long as" condition must hold)."""
    out: list[tuple[View, AbilityCostModifier]] = []
    for view in board:
        for ref in view.abilities:
            a = ref.ability
            if isinstance(a, StaticAbility) and any(isinstance(e, AbilityCostModifier) for e in a.effects):
                if condition_holds(a.condition, view, board):
                    out.extend((view, e) for e in a.effects if isinstance(e, AbilityCostModifier))
    return tuple(out)


def changed_cost(
    mana: ManaCost, view: View, board: Board, effects: Sequence[tuple[View, AbilityCostModifier]]
) -> tuple[ManaCost, list[str]]:
    """The mana of an activated ability of ``view`` after the changes of ``effects`` that select
    ``view`` (602.2b, 601.2f), and each change in words."""
    applying = [(holder, e) for holder, e in effects if any(v.id == view.id for v in board.select(e.of, holder))]
    notes: list[str] = []
    for holder, e in sorted(applying, key=lambda he: not he[1].increase):  # 601.2f: increases first
        if e.increase:
            mana = mana + e.amount
        else:
            mana = _less_generic(mana, e.amount.mana_value(), e.floor)  # 118.7a
        notes.append(f"{holder.id}: {e} ({mana if mana else '{0}'})")
    return mana, notes


def _less_generic(cost: ManaCost, n: int, floor: int) -> ManaCost:
    """118.7a: ``n`` generic mana taken off the generic part only; the cost's mana is not taken
    below ``floor`` ("can't reduce the mana in that cost to less than one mana": a cost already
    at or below it is left as it is), and never below {0} (601.2f)."""
    generic = sum(s.generic for s in cost.symbols if s.kind is SymbolKind.GENERIC)
    others = tuple(s for s in cost.symbols if s.kind is not SymbolKind.GENERIC)
    room = max(0, cost.mana_value() - floor)
    left = generic - min(n, generic, room)
    return ManaCost(((ManaSymbol(SymbolKind.GENERIC, generic=left),) if left else ()) + others)
