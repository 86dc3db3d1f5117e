"""Cost increases and reductions that apply to a spell (601.2f, 118.7): its own ("This spell
costs {1} more to cast for each target beyond the first") and those of permanents whose
spells-filter fits it (Thalia's "Noncreature spells cost {1} more", Damping Sphere's "for each
other spell that player has cast this turn"). A count fixed by the board is counted here; one
that depends on the number of targets is left to each way of casting."""

from __future__ import annotations

from dataclasses import dataclass

from ...model.abilities import (
    Const,
    CostModifier,
    CountOf,
    OtherSpellsCast,
    StaticAbility,
    TargetsBeyondFirst,
)
from ...model.mana import TypeSet
from ..board.views import Board
from .profile import SpellProfile
from .selection import selects, spell_matches

__all__ = ["Modifier", "describe_modifier", "modifiers"]


@dataclass(frozen=True, slots=True)
class Modifier:
    """A cost increase or reduction that applies to this spell: its source, the effect, and how
    many times it applies given the number of targets (None: a count fixed by the board)."""

    source: str
    effect: CostModifier
    fixed_times: int | None

    def times(self, targets: int) -> int:
        if self.fixed_times is not None:
            return self.fixed_times
        return max(0, targets - 1)  # TargetsBeyondFirst


def modifiers(board: Board, profile: SpellProfile, caster: str, colors: TypeSet) -> list[Modifier]:
    """The cost modifiers that apply to the spell, cast with ``colors`` (202.2; 718.3b: a
    prototyped spell has its prototype's): its own, and those of permanents on the battlefield
    whose spells-filter fits it."""
    state = board.state
    out: list[Modifier] = []

    def count(per: object, viewer_controller: str, viewer_id: str) -> int | None:
        if isinstance(per, Const):
            return per.n
        if isinstance(per, CountOf):
            return sum(1 for v in board if selects(per.what, v, viewer_controller, viewer_id, board))
        if isinstance(per, OtherSpellsCast):
            return state.spells_cast_by(caster)
        if isinstance(per, TargetsBeyondFirst):
            return None
        return 0

    for m in profile.own_modifiers:
        out.append(Modifier(profile.card.name, m, count(m.per, caster, "")))
    for view in board:
        for ref in view.abilities:
            if not isinstance(ref.ability, StaticAbility):
                continue
            for e in ref.ability.effects:
                if isinstance(e, CostModifier) and spell_matches(e.spells, profile.card, colors, caster, view.controller):
                    out.append(Modifier(view.id, e, count(e.per, view.controller, view.id)))
    return out


def describe_modifier(m: Modifier, n: int) -> str:
    return f"{m.source}: {m.effect.text or m.effect} (×{n})"
