"""Cost increases, reductions and minimums that apply to a spell (601.2f, 118.7): its own ("This
spell costs {1} more to cast for each target beyond the first", "This spell costs {2} less to
cast if you control a Wizard") and those of permanents whose spells-filter fits it (Thalia's
"Noncreature spells cost {1} more", Damping Sphere's "for each other spell that player has cast
this turn", Trinisphere's "each spell that would cost less than three mana to cast costs three
mana to cast").

A count fixed by the board ("for each artifact you control", "for each basic land type among
lands you control", "where X is the greatest power among creatures you control") is counted here,
from the point of view of the text's object: a permanent, or the spell itself for its own text (an
object controlled by its caster, not on the battlefield); one that depends on the number of targets
is left to each way of casting. A change whose condition does not hold now, or whose static
ability's "as long as" condition does not hold (611.3a), does not apply.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...model.abilities import (
    CostModifier,
    MinimumCost,
    OtherSpellsCast,
    StaticAbility,
    TargetsBeyondFirst,
)
from ...model.cards import Card
from ...model.mana import TypeSet
from ...model.state import Permanent
from ..board.conditions import condition_holds
from ..board.views import Board, View
from ..mana.amounts import amount_of
from .profile import SpellProfile
from .selection import spell_matches

__all__ = ["Minimum", "Modifier", "describe_modifier", "minimums", "modifiers", "spell_view"]


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


@dataclass(frozen=True, slots=True)
class Minimum:
    """An effect that directly sets the least total cost of this spell (Trinisphere; 601.2f)."""

    source: str
    effect: MinimumCost


def spell_view(card: Card, caster: str, colors: TypeSet) -> View:
    """The spell as the object of its own text: controlled by its caster (601.2a), with its card's
    types and its colours as cast, on no battlefield (it is seen by the board, never part of it)."""
    spell = Permanent(id=f"{card.name} (the spell)", card=card, controller=caster)
    return View(spell, card.card_types, card.subtypes, card.supertypes, colors, ())


def modifiers(board: Board, profile: SpellProfile, caster: str, colors: TypeSet) -> list[Modifier]:
    """The cost modifiers that apply to the spell, cast with ``colors`` (202.2; 718.3b: a
    prototyped spell has its prototype's): its own, and those of permanents on the battlefield
    whose spells-filter fits it, whose conditions hold now."""
    state = board.state
    out: list[Modifier] = []

    def count(m: CostModifier, holder: View) -> int | None:
        if isinstance(m.per, OtherSpellsCast):
            return state.spells_cast_by(caster)
        if isinstance(m.per, TargetsBeyondFirst):
            return None
        return amount_of(m.per, holder, board)

    own = spell_view(profile.card, caster, colors)
    for m in profile.own_modifiers:
        if condition_holds(m.condition, own, board):
            out.append(Modifier(profile.card.name, m, count(m, own)))
    for view, e in _static_effects(board):
        if isinstance(e, CostModifier) and spell_matches(e.spells, profile.card, colors, caster, view.controller):
            if condition_holds(e.condition, view, board):
                out.append(Modifier(view.id, e, count(e, view)))
    return out


def minimums(board: Board, profile: SpellProfile, caster: str, colors: TypeSet) -> list[Minimum]:
    """The effects that set the least total cost of the spell (Trinisphere), in force now."""
    return [
        Minimum(view.id, e)
        for view, e in _static_effects(board)
        if isinstance(e, MinimumCost) and spell_matches(e.spells, profile.card, colors, caster, view.controller)
    ]


def _static_effects(board: Board) -> list[tuple[View, object]]:
    """The effects of the static abilities on the battlefield whose "as long as" condition holds
    now (611.3a), with the permanent that has each."""
    out: list[tuple[View, object]] = []
    for view in board:
        for ref in view.abilities:
            a = ref.ability
            if isinstance(a, StaticAbility) and condition_holds(a.condition, view, board):
                out.extend((view, e) for e in a.effects)
    return out


def describe_modifier(m: Modifier, n: int) -> str:
    return f"{m.source}: {m.effect.text or m.effect} (×{n})"
