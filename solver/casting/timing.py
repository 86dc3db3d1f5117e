"""When a spell may be cast (117.1a): an instant, or a spell with flash (702.8a), any time its
caster has priority; any other spell in its caster's main phase, on their own turn, while the
stack is empty. No player gets priority in the untap step (502.4). On top of that, the spell's
own timing rules ("Cast this spell only during combat", "... only during the declare attackers
step and only if you've been attacked this step": 601.3) must hold."""

from __future__ import annotations

from ...model.abilities import ActivationCondition, AttackedThisStep, CastOnly, CombatWindow, DuringStep, TurnCount, TurnMoment, TurnWindow
from ...model.abilities import PastFirstTurns  # statics12: 601.3
from ...model.selectors import Who
from ...model.errors import QueryError
from ...model.state import CombatStep, GameState, Phase
from ..board.views import Board
from ..paying.legality import restriction_refusal
from .modifiers import spell_view, turn_count
from .profile import SpellProfile
from .words import does, possessive

__all__ = ["cast_only_refusal", "timing_refusal"]

_TYPE_RULES = {"Artifact": "301.1", "Creature": "302.1", "Enchantment": "303.1", "Planeswalker": "306.1", "Battle": "310.1", "Sorcery": "307.1"}


def timing_refusal(state: GameState, caster: str, profile: SpellProfile, *, as_flash: bool = False) -> tuple[str, str] | None:
    """Why the spell can't be cast at this moment (the reason and its rule), or None. 117.1a: an
    instant (or a spell with flash) any time its caster has priority; any other spell in its
    caster's main phase, on their turn, while the stack is empty. No player gets priority in the
    untap step (502.4). ``as_flash``: cast as though it had flash (702.8a, a permission of its
    own text)."""
    card = profile.card
    if state.phase is Phase.UNTAP:
        return ("no player receives priority during the untap step, so no spell can be cast then", "502.4")
    held = state.split_second_spell()
    if held is not None and held.card is not None:  # whatever the spell's speed or permissions
        return (f"{held.card.name} has split second: while it is on the stack, players can't cast spells", "702.61a")
    if profile.instant_speed or as_flash:
        return None
    kind = next((t for t in ("Sorcery", "Creature", "Artifact", "Enchantment", "Planeswalker", "Battle") if t in card.card_types), "")
    rule = "117.1a" + (f", {_TYPE_RULES[kind]}" if kind in _TYPE_RULES else "")
    what = "a sorcery" if kind == "Sorcery" else f"a{'n' if kind[:1] in 'AEIOU' else ''} {kind.lower()} spell" if kind else "this spell"
    if state.active != caster:
        return (f"{card.name} is {what} without flash: it can be cast only during its caster's own turn, and it is {possessive(state.active)} turn", rule)
    if not state.phase.is_main:
        return (f"{card.name} is {what} without flash: it can be cast only in a main phase, not in {state.phase.value}", rule)
    if not state.stack_empty:
        return (f"{card.name} is {what} without flash: it can be cast only while the stack is empty", rule)
    return None


def cast_only_refusal(board: Board, caster: str, profile: SpellProfile) -> tuple[str, str] | None:
    """Why the spell's own timing rules ("Cast this spell only ...", 601.3), or the rule for a
    legendary instant or sorcery (205.4e), forbid casting it now (the reason and its rule), or None. No condition is assumed: a step of combat, or the players
    attacked, that the scenario does not give is an error naming the key.

    Raises
    ------
    QueryError
        When a condition needs state the scenario does not give.
    """
    name = profile.card.name
    card = profile.card
    if "Legendary" in card.supertypes and card.card_types & {"Instant", "Sorcery"}:
        # audit26: 205.4e: a legendary instant or sorcery spell can be cast only by a player who controls
        # a legendary creature or a legendary planeswalker (601.3)
        if not any(v.controller == caster and "Legendary" in v.supertypes and v.card_types & {"Creature", "Planeswalker"} for v in board):
            return (f"{name} is a legendary {'sorcery' if 'Sorcery' in card.card_types else 'instant'}: {does(caster, 'controls')} no legendary creature or planeswalker", "205.4e, 601.3")
    for rule in profile.cast_only:
        for cond in rule.conditions:
            why = _refusal(cond, rule, board, caster, profile)
            if why is not None:
                return (f"{name}: “{rule.text or rule}”: {why}", "601.3, 117.1a")
    return None


def _refusal(
    cond: ActivationCondition | AttackedThisStep | CombatWindow | TurnWindow | TurnCount | PastFirstTurns, rule: CastOnly, board: Board, caster: str, profile: SpellProfile
) -> str | None:
    """Why one condition of a spell's timing rule does not hold now, or None."""
    state = board.state
    name = profile.card.name
    in_combat = state.phase is Phase.COMBAT
    needs_step = isinstance(cond, (CombatWindow, AttackedThisStep)) or (
        isinstance(cond, DuringStep) and cond.step.name not in ("UPKEEP", "COMBAT")
    ) or (isinstance(cond, TurnWindow) and cond.moment in _COMBAT_MOMENTS)
    if isinstance(cond, PastFirstTurns):  # statics12, 601.3: "during your first, second, or third turns of the game"
        return _first_turns_refusal(cond, rule, state, caster, name)
    if isinstance(cond, TurnCount):  # "if you've cast another spell this turn" (601.3)
        n = turn_count(cond, spell_view(profile.card, caster, profile.card.colors), board)
        return None if n >= cond.at_least else f"{does(caster, 'has')} cast {n} other spell(s) this turn (spells_cast_this_turn)"
    if isinstance(cond, TurnWindow):
        if in_combat and needs_step and state.combat_step is None:
            raise QueryError(
                f"{name}: “{rule.text or rule}” needs the step of combat: give the scenario key combat_step "
                f"({', '.join(c.value for c in CombatStep)})"
            )
        return _window_refusal(cond, board, caster)
    if in_combat and needs_step and state.combat_step is None:
        raise QueryError(
            f"{name}: “{rule.text or rule}” needs the step of combat: give the scenario key combat_step "
            f"({', '.join(c.value for c in CombatStep)})"
        )
    if isinstance(cond, CombatWindow):  # 506.1, 509: blockers are declared in the declare blockers step
        before = (CombatStep.BEGINNING, CombatStep.DECLARE_ATTACKERS)
        ok = in_combat and ((state.combat_step in before) == (cond is CombatWindow.BEFORE_BLOCKERS))
        return None if ok else f"it is {state.phase.value}" + (f", {state.combat_step.value}" if in_combat and state.combat_step else "")
    if isinstance(cond, AttackedThisStep):  # 508.1b: the players the attacking creatures attack
        if not (in_combat and state.combat_step is CombatStep.DECLARE_ATTACKERS):
            return f"it is not the declare attackers step ({state.phase.value})"
        if state.attacked is None:
            raise QueryError(f"{name}: “{rule.text or rule}” needs the players attacked this combat: give the scenario key attacked: [players]")
        return None if caster in state.attacked else f"{caster} was not attacked this step (attacked: {', '.join(state.attacked) or 'nobody'})"
    return restriction_refusal(cond, board, spell_view(profile.card, caster, profile.card.colors))


# ---- casting10: the moments of a turn a spell's timing rule names (500.1, 506.1) --------------

_COMBAT_MOMENTS = (TurnMoment.BEFORE_BLOCKERS, TurnMoment.BEFORE_COMBAT_DAMAGE)
_BEFORE_COMBAT = (Phase.UNTAP, Phase.UPKEEP, Phase.DRAW, Phase.MAIN1)
_STEPS_BEFORE = {  # 506.1: the steps of combat before the one named
    TurnMoment.BEFORE_BLOCKERS: (CombatStep.BEGINNING, CombatStep.DECLARE_ATTACKERS),
    TurnMoment.BEFORE_COMBAT_DAMAGE: (CombatStep.BEGINNING, CombatStep.DECLARE_ATTACKERS, CombatStep.DECLARE_BLOCKERS),
}


def _window_refusal(cond: TurnWindow, board: Board, caster: str) -> str | None:
    """Why the game is not at the moment ``cond`` names (500.1: the phases in order; 506.1: the
    steps of combat; 513: the end step of the ending phase), or None. "Before combat" is the
    beginning phase and the first main phase; "after combat" the second main phase and the
    ending phase."""
    state = board.state
    if cond.whose is not Who.ANY and (state.active == caster) != (cond.whose is Who.YOU):
        return f"it is {possessive(state.active)} turn"
    phase = state.phase
    now = f"it is {phase.value}" + (f", {state.combat_step.value}" if phase is Phase.COMBAT and state.combat_step else "")
    match cond.moment:
        case TurnMoment.BEFORE_COMBAT:
            ok = phase in _BEFORE_COMBAT
        case TurnMoment.BEFORE_BLOCKERS | TurnMoment.BEFORE_COMBAT_DAMAGE:
            ok = phase in _BEFORE_COMBAT or (phase is Phase.COMBAT and state.combat_step in _STEPS_BEFORE[cond.moment])
        case TurnMoment.AFTER_COMBAT:
            ok = phase in (Phase.MAIN2, Phase.END)
        case TurnMoment.END_STEP:
            ok = phase is Phase.END
    return None if ok else now


# ---- statics12: the caster's first turns of the game (601.3) ----------------------------------------


def _first_turns_refusal(cond: PastFirstTurns, rule: CastOnly, state: GameState, caster: str, name: str) -> str | None:
    """Why ``caster`` can't cast the card now under "You can't cast ~ during your first, second,
    or third turns of the game" (601.3), or None: during another player's turn it is none of the
    caster's turns (500, 102.1: the active player's turn); during the caster's own, the scenario
    key ``turn_number`` says which of their turns it is, never assumed.

    Raises
    ------
    QueryError
        When it is the caster's turn and the scenario does not give its number.
    """
    if state.active != caster:
        return None
    n = state.turn_number.get(caster)
    if n is None:
        raise QueryError(f"{name}: “{rule.text or rule}” needs which of {possessive(caster)} turns of the game this is: give the scenario key turn_number: {{{caster}: N}} (their first turn: 1)")
    return None if n > cond.turns else f"it is {possessive(caster)} turn {n} of the game"
