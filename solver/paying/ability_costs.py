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

from ...model.abilities import AbilityCostModifier, ActivatedAbility, Const, ManaAbility, StaticAbility
from ...model.costs import LoyaltyCost, ManaCost, ManaSymbol, SymbolKind, reduce_generic
from ..board.conditions import condition_holds
from ..board.views import Board, View
from ..mana.amounts import amount_of

__all__ = ["ability_cost_effects", "changed_cost", "changed_life"]


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
    mana: ManaCost,
    view: View,
    board: Board,
    effects: Sequence[tuple[View, AbilityCostModifier]],
    ability: ManaAbility | ActivatedAbility | None = None,
    activator: str | None = None,
) -> tuple[ManaCost, list[str]]:
    """The mana of an activated ability of ``view`` after the changes of ``effects`` that select
    ``view`` (602.2b, 601.2f), and each change in words. ``ability`` is the ability activated and
    ``activator`` who activates it (None: the permanent's controller, 602.2): costs15's changes of
    one keyword's abilities ("Equip abilities you activate ..."), of non-mana abilities only
    (605.1a), of the abilities "you" activate, or of those that target certain permanents."""
    who = view.controller if activator is None else activator
    applying = [
        (holder, e)
        for holder, e in effects
        if any(v.id == view.id for v in board.select(e.of, holder)) and _fits(e, holder, ability, who, board)
    ]
    notes: list[str] = []
    for holder, e in sorted(applying, key=lambda he: not he[1].increase):  # 601.2f: increases first
        if e.life and not e.amount.symbols:
            continue  # life only (Thran Portal): :func:`changed_life`
        n = 1 if isinstance(e.per, Const) and e.per.n == 1 else amount_of(e.per, holder, board)  # costs15: counted now
        if e.increase:
            for _ in range(n):
                mana = mana + e.amount
        else:
            mana = reduce_generic(mana, e.amount.mana_value() * n, e.floor)  # 118.7a
        aimed = f" (it targets {e.aimed.text}: 601.2c)" if e.aimed is not None else ""
        counted = f" (counted {n})" if n != 1 else ""
        notes.append(f"{holder.id}: {e}{counted}{aimed} ({mana if mana else '{0}'})")
    return mana, notes


def changed_life(
    view: View, board: Board, effects: Sequence[tuple[View, AbilityCostModifier]], ability: ManaAbility | ActivatedAbility | None = None,
    activator: str | None = None,
) -> int:
    """The life the changes of ``effects`` add to the cost of an activated ability of ``view``
    ("Mana abilities of this land cost an additional 1 life to activate.": Thran Portal; 602.2b,
    118.8), which its activator pays with the rest of the cost (119.4)."""
    who = view.controller if activator is None else activator
    return sum(
        e.life
        for holder, e in effects
        if e.life and any(v.id == view.id for v in board.select(e.of, holder)) and _fits(e, holder, ability, who, board)
    )


def _fits(e: AbilityCostModifier, holder: View, ability: ManaAbility | ActivatedAbility | None, who: str, board: Board) -> bool:
    """costs15: whether a change that names a kind of ability applies to ``ability`` activated by
    ``who``: "Equip abilities ..." only to an equip ability (its keyword), "that aren't mana
    abilities" never to a mana ability (605.1a), "you activate" / "you pay" only when the text's
    controller activates it (602.2), "that target this creature" only when such a permanent could
    be its target: an equip ability targets a creature its activator controls (702.6a), and the
    activator chooses the target before the total cost is determined (601.2c, 601.2f)."""
    if e.by_you and who != holder.controller:
        return False
    if e.by_opponents and who == holder.controller:  # audit28: "Abilities your opponents activate ..." (602.2)
        return False
    if e.non_mana and not isinstance(ability, ActivatedAbility):  # 605.1a: a mana ability is left
        return False
    if e.mana_only and not isinstance(ability, ManaAbility):  # "Mana abilities of this land ..." (605.1a)
        return False
    if e.kind == "loyalty":  # audit28: "Loyalty abilities of ..." (Eidolon of Obstruction): a loyalty symbol alone (606.3, 606.4)
        if ability is None or not (len(ability.cost.parts) == 1 and isinstance(ability.cost.parts[0], LoyaltyCost)):
            return False
    elif e.kind is not None and (not isinstance(ability, ActivatedAbility) or ability.keyword != e.kind):
        return False
    if e.aimed is not None:
        return any(v.controller == who and "Creature" in v.card_types for v in board.select(e.aimed, holder))
    return True
