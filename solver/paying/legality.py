"""The non-mana parts of activating an ability now: {T} and {Q} (107.5, 107.6), summoning
sickness (302.6), counters to remove, life to pay, permanents to sacrifice or tap (118.3).

Mana in the cost is judged above this module (solver.activation), by the payment search.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...model.abilities import (
    Ability,
    ActivatedAbility,
    ControlsAtLeast,
    Haste,
    ManaAbility,
    SorceryTiming,
)
from ...model.costs import (
    ExileOther,
    ExileSelfFromHand,
    OtherCost,
    PayLife,
    PayMana,
    RemoveCounters,
    Sacrifice,
    TapOther,
    TapSelf,
    UntapOther,
    UntapSelf,
)
from ...model.selectors import Relation
from ..board.views import AbilityRef, Board, View, selects, view_status


@dataclass(frozen=True, slots=True)
class Legality:
    """Whether the non-mana costs can be paid now; when not, the rule and the cost part at fault."""

    ok: bool
    reason: str = ""
    rule: str = ""
    unchecked: tuple[str, ...] = ()


def has_haste(view: View) -> bool:
    """Haste from its own text, from a granted ability, or from an effect (scenario ``haste``)."""
    if view.permanent.haste:
        return True
    return any(isinstance(a.ability, Haste) for a in view.abilities)


def check_costs(board: Board, view: View, ref: AbilityRef[Ability]) -> Legality:
    """Judge every non-mana part of the ability's cost, in printed order; the first that cannot be
    paid decides (118.3: a cost can't be paid without the necessary resources)."""
    ability = ref.ability
    if not isinstance(ability, (ManaAbility, ActivatedAbility)):
        return Legality(False, f"ability {ref.index} of {view.id} is not an activated ability", "602.1")
    perm = view.permanent
    parts = ability.cost.parts
    unchecked: list[str] = []
    taps_self = any(isinstance(p, TapSelf) for p in parts)
    for part in parts:
        if isinstance(part, TapSelf):
            if perm.tapped:
                return Legality(False, f"{{T}}: {view.id} is already tapped", "107.5")
        elif isinstance(part, UntapSelf):
            if not perm.tapped:
                return Legality(False, f"{{Q}}: {view.id} is already untapped", "107.6")
        elif isinstance(part, RemoveCounters):
            need = part.count or 0
            have = perm.counter(part.kind)
            if have < need:
                return Legality(False, f"{part}: {view.id} has {have} {part.kind} counter(s), needs {need}", "118.3")
        elif isinstance(part, PayLife):
            life = board.state.life_of(view.controller)
            if life < part.amount:
                return Legality(False, f"{part}: {view.controller} has {life} life", "119.4")
        elif isinstance(part, Sacrifice):
            if part.what.relation is not Relation.SELF:
                choices = [
                    v
                    for v in board.views.values()
                    if v.controller == view.controller and part.what.matches_characteristics(v, view_status(v) if part.what.needs_state else None)
                ]
                if len(choices) < part.count:
                    return Legality(False, f"{part}: {view.controller} controls {len(choices)} that fit, needs {part.count}", "118.3")
        elif isinstance(part, TapOther):
            choices = [
                v
                for v in board.views.values()
                if v.controller == view.controller
                and not v.permanent.tapped
                and part.what.matches_characteristics(v, view_status(v) if part.what.needs_state else None)
                and not (taps_self and v.id == view.id)
            ]
            if len(choices) < part.count:
                return Legality(False, f"{part}: {view.controller} controls {len(choices)} untapped that fit, needs {part.count}", "118.3")
        elif isinstance(part, UntapOther):
            # "Untap a tapped land an opponent controls" (Benthic Explorers): only a tapped one
            choices = [v for v in board.views.values() if selects(part.what, v, view) and v.permanent.tapped]
            if len(choices) < part.count:
                return Legality(False, f"{part}: there are {len(choices)} that fit, needs {part.count}", "118.3")
        elif isinstance(part, ExileOther):
            choices = [v for v in board.views.values() if v.controller == view.controller and selects(part.what, v, view)]
            if len(choices) < part.count:
                return Legality(False, f"{part}: {view.controller} controls {len(choices)} that fit, needs {part.count}", "118.3")
        elif isinstance(part, ExileSelfFromHand):
            return Legality(False, f"{part}: {view.id} is on the battlefield, not in a hand", "118.3")
        elif isinstance(part, OtherCost):
            unchecked.append(str(part))
        elif isinstance(part, PayMana):
            continue
    conditions = check_conditions(board, view, ability)
    if not conditions.ok:
        return conditions
    if ability.condition:
        unchecked.append(ability.condition)
    # 302.6: a creature's {T}/{Q} ability needs it under control since its controller's most
    # recent turn began, unless it has haste. It holds for a land that is a creature now
    # (Mutavault ruling) and not for one that is not.
    if view.is_creature and (ability.cost.has_tap or ability.cost.has_untap) and perm.summoning_sick and not has_haste(view):
        sym = "{T}" if ability.cost.has_tap else "{Q}"
        return Legality(
            False,
            f"{sym}: {view.id} is a creature that has not been under {view.controller}'s control continuously since their most recent turn began, and has no haste",
            "302.6",
        )
    return Legality(True, unchecked=tuple(unchecked))


def check_conditions(board: Board, view: View, ability: ManaAbility | ActivatedAbility) -> Legality:
    """602.5b: "Activate only ..." restrictions read as data (the others stay text, and are
    listed as not checked)."""
    state = board.state
    for cond in ability.requires:
        if isinstance(cond, ControlsAtLeast):
            have = len(board.select(cond.what, view))
            if have < cond.at_least:
                return Legality(False, f"Activate only if you control {cond.at_least} or more {cond.what}: {view.controller} controls {have}", "602.5b")
        elif isinstance(cond, SorceryTiming):
            if state.active != view.controller:
                return Legality(False, f"Activate only {cond}: it is {state.active}'s turn", "602.5b, 307.1")
            if not cond.your_turn_only and (not state.phase.is_main or not state.stack_empty):
                return Legality(False, f"Activate only as a sorcery: needs a main phase and an empty stack ({state.phase.value}, stack {'empty' if state.stack_empty else 'not empty'})", "602.5b, 307.1")
    return Legality(True)
