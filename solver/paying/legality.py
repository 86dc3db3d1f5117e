"""The non-mana parts of activating an ability now: {T} and {Q} (107.5, 107.6), summoning
sickness (302.6), counters to remove, life to pay, permanents to sacrifice or tap (118.3), the
restrictions of the ability's own text (602.5b: "Activate only ...") and effects that forbid
activating (602.5: "Activated abilities of ... can't be activated").

Mana in the cost is judged above this module (solver.activation), by the payment search.

No condition is assumed to hold: a restriction whose state the scenario does not give (the
graveyard, the cards in hand, whether a creature is attacking, how often the ability was activated
this turn, the step of combat) raises :class:`~manasolve.model.errors.QueryError` naming the
scenario key that would give it, and a restriction the card grammar did not read raises too.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...model.abilities import (
    Ability,
    ActivatedAbility,
    ActivationCondition,
    ActivationLimit,
    AnyOf,
    Attacking,
    ConditionHolds,
    ControlsAtLeast,
    ControlsCount,
    CountersCount,
    DuringStep,
    DuringTurn,
    GraveyardCount,
    HandCount,
    Haste,
    InstantTiming,
    LifeCount,
    ManaAbility,
    SorceryTiming,
    TotalPower,
    TurnStep,
)
from ...model.errors import QueryError
from ...model.selectors import Who
from ...model.state import CombatStep, Phase
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
from ..board.conditions import condition_holds
from ..board.views import AbilityRef, Board, View, selects, view_status


@dataclass(frozen=True, slots=True)
class Legality:
    """Whether the non-mana costs can be paid now; when not, the rule and the cost part at fault."""

    ok: bool
    reason: str = ""
    rule: str = ""
    unchecked: tuple[str, ...] = ()


def has_haste(view: View) -> bool:
    """Haste from its own text, from a granted ability (613.1f), or from an effect (scenario ``haste``)."""
    if view.permanent.haste:
        return True
    return any(isinstance(a.ability, Haste) for a in view.abilities)


def forbidden(board: Board, view: View, ability: ManaAbility | ActivatedAbility) -> Legality | None:
    """602.5: an effect says the permanent's activated abilities can't be activated ("... unless
    they're mana abilities": a mana ability, 605.1a, still can)."""
    for source, eff in board.cant_activate.get(view.id, ()):
        if eff.except_mana and isinstance(ability, ManaAbility):
            continue
        return Legality(False, f"{source}: “{eff.text or 'its activated abilities can’t be activated'}”", "602.5")
    return None


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
    conditions = check_conditions(board, view, ability, ref.index)
    if not conditions.ok:
        return conditions
    no = forbidden(board, view, ability)
    if no is not None:
        return no
    # 302.6: a creature's {T}/{Q} ability needs it under control since its controller's most
    # recent turn began, unless it has haste or may act "as though it had haste". It holds for a
    # land that is a creature now (Mutavault and Dryad Arbor rulings) and not for one that is not.
    if (
        view.is_creature
        and (ability.cost.has_tap or ability.cost.has_untap)
        and perm.summoning_sick
        and not has_haste(view)
        and not board.as_though_haste.get(view.id)
    ):
        sym = "{T}" if ability.cost.has_tap else "{Q}"
        return Legality(
            False,
            f"{sym}: {view.id} is a creature that has not been under {view.controller}'s control continuously since their most recent turn began, and has no haste",
            "302.6",
        )
    return Legality(True, unchecked=tuple(unchecked))


def check_conditions(board: Board, view: View, ability: ManaAbility | ActivatedAbility, index: int) -> Legality:
    """602.5b: every "Activate only ..." restriction of the ability (number ``index`` of the
    permanent's abilities) holds now.

    Raises
    ------
    QueryError
        When a restriction needs state the scenario does not give (naming the key), or when the
        card grammar did not read the restriction (``ability.condition`` holds its text).
    """
    if ability.condition:
        raise QueryError(
            f"{view.id}: ability {index} has an activation restriction the card grammar does not read "
            f"(“{ability.condition}”): whether it can be activated cannot be decided"
        )
    for cond in ability.requires:
        if not _holds(cond, board, view, index):
            return Legality(False, f"Activate only {_describe(cond)}: {_why_not(cond, board, view, index)}", _rule_of(cond))
    return Legality(True)


def _describe(cond: ActivationCondition) -> str:
    text = str(cond)
    return text if text.startswith(("as ", "during", "before", "no more")) else "if " + text


def _rule_of(cond: ActivationCondition) -> str:
    if isinstance(cond, SorceryTiming):
        return "602.5b, 307.1"
    if isinstance(cond, ActivationLimit):
        return "602.5b"
    return "602.5b"


def _holds(cond: ActivationCondition, board: Board, view: View, index: int) -> bool:
    """Whether one restriction holds now (602.5b)."""
    state = board.state
    me = view.controller
    if isinstance(cond, ControlsAtLeast):
        return len(board.select(cond.what, view)) >= cond.at_least
    if isinstance(cond, ControlsCount):
        return cond.compare.holds(len(board.select(cond.what, view)), cond.n)
    if isinstance(cond, SorceryTiming):
        if state.active != me:
            return False
        return cond.your_turn_only or (state.phase.is_main and state.stack_empty)  # 307.1
    if isinstance(cond, InstantTiming):
        return True  # 117.1b: any time its controller has priority
    if isinstance(cond, DuringTurn):
        return (state.active == me) == (cond.whose is Who.YOU)
    if isinstance(cond, DuringStep):
        if cond.whose is not Who.ANY and (state.active == me) != (cond.whose is Who.YOU):
            return False
        return _at_step(cond.step, state.phase, state.combat_step, view, index)
    if isinstance(cond, CountersCount):
        return all(cond.compare.holds(v.permanent.counter(cond.kind), cond.n) for v in board.select(cond.of, view)) and bool(board.select(cond.of, view))
    if isinstance(cond, TotalPower):
        return cond.compare.holds(sum(v.power for v in board.select(cond.what, view)), cond.n)  # 208.1
    if isinstance(cond, LifeCount):
        players = (me,) if cond.who is Who.YOU else state.players
        return any(cond.compare.holds(state.life_of(p), cond.n) for p in players)  # 119.1
    if isinstance(cond, HandCount):
        if me not in state.hand:
            raise QueryError(f"{view.id}: “Activate only if you have {cond.n} {cond.compare.value} cards in hand” needs {me}'s hand: give the scenario key hand: {{{me}: [...]}}")
        return cond.compare.holds(len(state.hand[me]), cond.n)
    if isinstance(cond, GraveyardCount):
        if me not in state.graveyard:
            raise QueryError(f"{view.id}: “Activate only if {cond}” needs {me}'s graveyard: give the scenario key graveyard: {{{me}: [card names]}}")
        cards = state.graveyard[me]
        if cond.card_types_among:
            return cond.compare.holds(len({t for c in cards for t in c.card_types}), cond.n)  # 404
        fits = [c for c in cards if cond.card_types <= c.card_types and cond.subtypes <= c.subtypes]
        return cond.compare.holds(len(fits), cond.n)
    if isinstance(cond, Attacking):
        return all(_attacking(v, board) for v in board.select(cond.of, view)) and bool(board.select(cond.of, view))
    if isinstance(cond, ActivationLimit):
        record = view.permanent.activated_this_turn if cond.each_turn else view.permanent.activated
        if record is None:
            key = "activated_this_turn" if cond.each_turn else "activated"
            raise QueryError(f"{view.id}: “Activate {cond}” needs how often ability {index} was activated: give the permanent the key {key}: [N...]")
        return record.get(index, 0) < cond.times
    if isinstance(cond, ConditionHolds):
        return condition_holds(cond.condition, view, board)
    if isinstance(cond, AnyOf):
        return any(_holds(c, board, view, index) for c in cond.parts)
    raise TypeError(f"unknown activation condition {cond!r}")


def _attacking(v: View, board: Board) -> bool:
    """506.4: a creature is attacking only during the combat phase, from the declaration of
    attackers (508.1) to the end of combat; the scenario says which (``attacking``)."""
    state = board.state
    if state.phase is not Phase.COMBAT or state.combat_step is CombatStep.BEGINNING:
        return False
    if v.permanent.attacking is None:
        raise QueryError(f"{v.id}: whether it is attacking is not given: give the permanent the key attacking: true|false")
    return v.permanent.attacking and v.is_creature


_BEFORE_COMBAT = (Phase.UNTAP, Phase.UPKEEP, Phase.DRAW, Phase.MAIN1)


def _at_step(step: TurnStep, phase: Phase, combat: CombatStep | None, view: View, index: int) -> bool:
    """Whether the game is at ``step`` now (500.1, 506.1)."""
    if step is TurnStep.UPKEEP:
        return phase is Phase.UPKEEP
    if step is TurnStep.COMBAT:
        return phase is Phase.COMBAT
    if phase is not Phase.COMBAT:
        if step is TurnStep.BEFORE_ATTACKERS or step is TurnStep.BEFORE_END_OF_COMBAT:
            return phase in _BEFORE_COMBAT
        return False
    if combat is None:
        raise QueryError(
            f"{view.id}: ability {index} may be activated only {step.value}: give the scenario key combat_step "
            f"({', '.join(c.value for c in CombatStep)})"
        )
    if step is TurnStep.BEFORE_ATTACKERS:
        return combat is CombatStep.BEGINNING
    if step is TurnStep.BEFORE_END_OF_COMBAT:
        return combat is not CombatStep.END_OF_COMBAT
    want = {
        TurnStep.DECLARE_ATTACKERS: CombatStep.DECLARE_ATTACKERS,
        TurnStep.DECLARE_BLOCKERS: CombatStep.DECLARE_BLOCKERS,
        TurnStep.END_OF_COMBAT: CombatStep.END_OF_COMBAT,
    }[step]
    return combat is want


def _why_not(cond: ActivationCondition, board: Board, view: View, index: int) -> str:
    """The state that makes a restriction fail, in words."""
    state = board.state
    if isinstance(cond, (ControlsAtLeast, ControlsCount)):
        return f"{view.controller} controls {len(board.select(cond.what, view))}"
    if isinstance(cond, SorceryTiming):
        if state.active != view.controller:
            return f"it is {state.active}'s turn"
        return f"needs a main phase and an empty stack ({state.phase.value}, stack {'empty' if state.stack_empty else 'not empty'})"
    if isinstance(cond, (DuringStep, DuringTurn)):
        step = f", {state.combat_step.value}" if state.combat_step is not None else ""
        return f"it is {state.active}'s turn, {state.phase.value}{step}"
    if isinstance(cond, CountersCount):
        return ", ".join(f"{v.id} has {v.permanent.counter(cond.kind)}" for v in board.select(cond.of, view)) or "no such permanent"
    if isinstance(cond, TotalPower):
        return f"total power {sum(v.power for v in board.select(cond.what, view))}"
    if isinstance(cond, LifeCount):
        return ", ".join(f"{p} has {state.life_of(p)} life" for p in state.players)
    if isinstance(cond, HandCount):
        return f"{view.controller} has {len(state.hand.get(view.controller, ()))} cards in hand"
    if isinstance(cond, GraveyardCount):
        return f"{view.controller}'s graveyard holds {len(state.graveyard.get(view.controller, ()))} cards"
    if isinstance(cond, ActivationLimit):
        record = view.permanent.activated_this_turn if cond.each_turn else view.permanent.activated
        return f"ability {index} was activated {(record or {}).get(index, 0)} time(s)"
    return "it does not hold"


def restriction_refusal(cond: ActivationCondition, board: Board, view: View) -> str | None:
    """Why one restriction of the 602.5b vocabulary does not hold now for ``view`` (an object
    that is not an activated ability: a spell's "Cast this spell only during combat", 601.3), in
    words; None when it holds. The same rule as an activation restriction, applied once.

    Raises
    ------
    QueryError
        When the restriction needs state the scenario does not give (naming the key).
    """
    if isinstance(cond, ActivationLimit):
        raise QueryError(f"{view.id}: “{cond}” counts activations of an ability, and {view.id} is not one")
    if _holds(cond, board, view, 0):
        return None
    return f"only {_describe(cond)}: {_why_not(cond, board, view, 0)}"
