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
    GraveyardCards,
    MinimumCost,
    PartySize,
    OtherSpellsCast,
    StaticAbility,
    TargetsBeyondFirst,
)
from ...model.cards import Card
from ...model.errors import QueryError
from ...model.mana import TypeSet
from ...model.state import Permanent
from ..board.conditions import condition_holds
from ..board.views import Board, View
from ..mana.amounts import amount_of
from .profile import SpellProfile
from .selection import spell_matches

__all__ = ["PARTY_ROLES", "Minimum", "Modifier", "describe_modifier", "graveyard_cards", "minimums", "modifiers", "party_size", "spell_view"]


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
        if isinstance(m.per, GraveyardCards):
            return graveyard_cards(m.per, holder, board)
        if isinstance(m.per, PartySize):
            return party_size(holder, board)
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


def graveyard_cards(what: GraveyardCards, holder: View, board: Board) -> int:
    """How many cards of the graveyard of ``holder``'s controller ``what`` selects (404). The
    graveyard is never assumed: without the scenario's ``graveyard`` for that player it is an error.

    Raises
    ------
    QueryError
        When the scenario does not give that player's graveyard (naming the key).
    """
    me = holder.controller
    if me not in board.state.graveyard:
        raise QueryError(
            f"{holder.id}: a cost counted “for {what}” needs {me}'s graveyard: give the scenario key graveyard: {{{me}: [card names]}}"
        )
    return sum(
        1
        for c in board.state.graveyard[me]
        if what.card_types <= c.card_types and what.subtypes <= c.subtypes and (not what.either_types or bool(what.either_types & c.card_types))
    )


PARTY_ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")  # 700.8


def party_size(holder: View, board: Board) -> int:
    """700.8: the number of creatures in the party of ``holder``'s controller: up to one each of
    Cleric, Rogue, Warrior and Wizard among the creatures they control, as many as possible (a
    creature of two of those types fills one role only, 700.8a): a largest matching of roles to
    creatures, found by augmenting paths (at most four roles)."""
    creatures = [v for v in board if v.controller == holder.controller and v.is_creature]
    match: dict[str, str] = {}  # creature id -> the role it fills

    def assign(role: str, seen: set[str]) -> bool:
        for v in creatures:
            if role in v.subtypes and v.id not in seen:
                seen.add(v.id)
                if v.id not in match or assign(match[v.id], seen):
                    match[v.id] = role
                    return True
        return False

    return sum(1 for role in PARTY_ROLES if assign(role, set()))


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
