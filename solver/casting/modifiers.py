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

import dataclasses
from dataclasses import dataclass
from typing import cast, get_args

from ...model.abilities import Bargained, CastThisWay, CommanderManaValue, ExceptCastersTurn, PaidThisWay  # costs14
from ...model.abilities import CasterControls, CountOf  # audit23
from ...model.abilities import (
    DiscardCards,  # altcost16
    ExileFromHand,
    ActivationCondition,
    CastFrom,
    CostModifier,
    GraveyardCards,
    MinimumCost,
    PartySize,
    OtherSpellsCast,
    SpellOrder,
    SpellsYouCast,
    StaticAbility,
    TurnCount,
    TurnTally,
    Zone,
    TargetsBeyondFirst,
)
from ...model.abilities import InCommandZoneOrOnBattlefield, TargetsThatAre  # audit27
from ...model.abilities import CommanderCasts  # audit35
from ...model.cards import Card
from ...model.errors import QueryError
from ...model.mana import TypeSet
from ...model.selectors import Relation, Who
from ...model.state import GameState, Permanent, StackKind
from ..board.conditions import condition_holds
from ..board.counts import PARTY_ROLES, graveyard_cards, party_size
from ..board.views import Board, View
from ..paying.legality import attacked_with, restriction_refusal
from ..paying.taking import HandTake  # audit38
from ..mana.amounts import amount_of
from .profile import SpellProfile
from .selection import selects, spell_colors, spell_matches
from .targets import stack_id  # altcost16
from .words import possessive  # audit35

# the restrictions of 602.5b ("if a creature died this turn"); the other conditions are of text (611.3a)
_RESTRICTIONS = tuple(t for t in get_args(ActivationCondition) if isinstance(t, type))

__all__ = ["PARTY_ROLES", "applies", "commander_casts", "condition_refusal", "discard_cards", "hand_take", "Minimum", "Modifier", "describe_modifier", "graveyard_cards", "minimums", "modifiers", "party_size", "spell_view", "spells_before", "turn_count"]


@dataclass(frozen=True, slots=True)
class Modifier:
    """A cost increase or reduction that applies to this spell: its source, the effect, and how
    many times it applies given the number of targets (None: a count fixed by the board)."""

    source: str
    effect: CostModifier
    fixed_times: int | None
    # cost10: for a change that applies only when the spell targets certain permanents ("if it
    # targets a tapped creature", "Spells your opponents cast that target this creature"): the
    # permanents on the battlefield that fit (601.2c: the targets are chosen before 601.2f)
    aimed_at: frozenset[str] | None = None
    # audit23: a change of "kicked spells" (Vine Gecko; 702.33d): applies only to a way of casting
    # that pays a kicker cost (601.2b, announced before the total cost is determined, 601.2f)
    kicked_only: bool = False
    # audit27: "for each creature it targets" (Battlefield Thaumaturge): counted per target in
    # ``aimed_at`` (601.2c), by the way's choice of targets; ``times`` is then the most it can be
    per_target: bool = False

    def times(self, targets: int) -> int:
        if self.fixed_times is not None:
            return self.fixed_times
        if self.per_target:
            return targets
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


def modifiers(board: Board, profile: SpellProfile, caster: str, colors: TypeSet, zone: Zone | None = None, mana_value: int | None = None) -> list[Modifier]:
    """The cost modifiers that apply to the spell, cast with ``colors`` (202.2; 718.3b: a
    prototyped spell has its prototype's): its own, and those of permanents on the battlefield
    whose spells-filter fits it, whose conditions hold now. audit26: ``mana_value``: the spell's
    mana value as cast (601.2f comes after X and a prototype are chosen: 202.3e, 718.3b), when
    known ("Creature spells you cast with mana value 6 or greater cost {2} less", Krosan Drover)."""
    state = board.state
    out: list[Modifier] = []

    def count(m: CostModifier, holder: View) -> int | None:
        if isinstance(m.per, OtherSpellsCast):
            if m.per.players == "all":  # audit35: 601.2i, every player's spells cast before this one
                return sum(state.spells_cast_by(p) for p in state.players)
            if m.per.players == "opponents":  # audit35: the caster's opponents' (102.2)
                return sum(state.spells_cast_by(p) for p in state.players if p != caster)
            return state.spells_cast_by(caster)
        if isinstance(m.per, CasterControls):  # audit23: "for each artifact its controller controls" (601.2a)
            return amount_of(CountOf(dataclasses.replace(m.per.what, who=Who.YOU)), own, board)
        if isinstance(m.per, SpellsYouCast):  # costs13
            return spells_you_cast(m.per, holder, board)
        if isinstance(m.per, (TargetsBeyondFirst, TargetsThatAre)):  # audit27: TargetsThatAre
            return None
        if isinstance(m.per, GraveyardCards):
            return graveyard_cards(m.per, holder, board)
        if isinstance(m.per, PartySize):
            return party_size(holder, board)
        if isinstance(m.per, TurnCount):
            return turn_count(m.per, holder, board)
        if isinstance(m.per, CommanderCasts):  # audit35: 903.8, the earlier casts from the command zone
            return commander_casts(state, profile.card, caster, zone) or 0
        if isinstance(m.per, (PaidThisWay, CommanderManaValue)):  # costs14: counted by the choices, never here
            raise QueryError(f"{holder.id}: “{m.text or m}” counts what only its way of casting knows")
        return amount_of(m.per, holder, board)

    own = spell_view(profile.card, caster, colors)

    def change_applies(m: CostModifier, holder: View, board: Board) -> bool:
        if isinstance(m.condition, ExceptCastersTurn):  # costs14: Defense Grid (500, 601.2a)
            return state.active != caster
        if isinstance(m.condition, CastFrom):  # 601.2a: the zone the spell is cast from
            if zone is None:
                raise QueryError(f"{holder.id}: “{m.text or m}” depends on the zone {profile.card.name} is cast from, which is not known here")
            return m.condition.holds(zone)
        return applies(m, holder, board)

    for m in profile.own_modifiers:
        if isinstance(m.per, PaidThisWay) or isinstance(m.condition, (Bargained, CastThisWay)):  # costs14: read by the choices (additional.py, bargain.py)
            continue
        if change_applies(m, own, board):
            out.append(Modifier(profile.card.name, m, count(m, own), _aimed_at(m, own, board)))
    for view, e in _static_effects(board, zone, profile.card):
        if isinstance(e, CostModifier) and e.spells.commander:
            # audit35: "Your commander costs {1} less to cast ..." (Myth Unbound; 903.3): the spell
            # is the caster's commander, cast by the text's controller (601.2f)
            if view.controller == caster and commander_casts(state, profile.card, caster, zone) is not None and change_applies(e, view, board):
                out.append(Modifier(view.id, e, count(e, view)))
            continue
        # audit23: a change of kicked spells fits a way that kicks it (702.33d): read by compose_all
        if isinstance(e, CostModifier) and spell_matches(
            e.spells, profile.card, colors, caster, view.controller, view.permanent, mana_value=mana_value, kicked=True if e.spells.kicked else None
        ):
            if change_applies(e, view, board):
                out.append(Modifier(view.id, e, count(e, view), _aimed_at(e, view, board), e.spells.kicked, isinstance(e.per, TargetsThatAre)))
    return out


def commander_casts(state: GameState, card: Card, caster: str, zone: Zone | None) -> int | None:
    """audit35: how many times ``card``, cast by ``caster`` from ``zone``, has been cast from the
    command zone this game when it is their commander (903.8: the ``cast_count`` of their
    ``command`` entry), None when it is not. Which card is a commander the scenario says only for
    the command zone: a card cast from elsewhere that could be a commander (903.3: a legendary
    creature card, or one whose text says it "can be your commander") is an error naming the key,
    never assumed either way; any other card is no commander."""
    if zone is Zone.COMMAND:
        entry = next((e for e in state.command.get(caster, ()) if e.card.name == card.name), None)
        return None if entry is None else entry.cast_count
    if zone is None or "Legendary" in card.supertypes or "can be your commander" in card.oracle_text:
        raise QueryError(
            f"whether {card.name} is {possessive(caster)} commander is known only for a spell cast from the command zone "
            "(903.3): cast it with from: command, where the scenario key command gives its cast_count"
        )
    return None


def applies(m: CostModifier, holder: View, board: Board) -> bool:
    """Whether the condition of a cost change holds now, seen from ``holder`` (601.2f: the total
    cost is determined as the spell is cast): a condition of a static ability's text (611.3a), or
    a restriction of the 602.5b vocabulary ("if a creature died this turn"), judged by the same
    rule as for an activation (:func:`~solver.paying.legality.restriction_refusal`).

    Raises
    ------
    QueryError
        When the condition needs state the scenario does not give (naming the key).
    """
    cond = m.condition
    if isinstance(cond, SpellOrder):
        return spells_before(cond, holder, board) == cond.n - 1
    if isinstance(cond, TurnCount):  # "if you've cast another spell this turn"
        return turn_count(cond, holder, board) >= cond.at_least
    if isinstance(cond, _RESTRICTIONS):
        return restriction_refusal(cast(ActivationCondition, cond), board, holder) is None
    return condition_holds(cond, holder, board)


def condition_refusal(cond: object, holder: View, board: Board) -> str | None:
    """altcost16: why a condition of a spell's own text does not hold now, seen from ``holder``
    (601.2b: an alternative cost's "If ..., you may ..." is checked as the spell is cast), or None:
    a restriction of the 602.5b vocabulary by the rule of an activation, a condition of the shared
    vocabulary (603.4, 611.3a) by :func:`~solver.board.conditions.condition_holds`.

    Raises
    ------
    QueryError
        When the condition needs state the scenario does not give (naming the key).
    """
    if isinstance(cond, _RESTRICTIONS):
        return restriction_refusal(cast(ActivationCondition, cond), board, holder)
    return None if condition_holds(cond, holder, board) else f"its condition does not hold now ({cond})"


def spells_before(order: SpellOrder, holder: View, board: Board) -> int:
    """How many spells of the kind ``order`` names the controller of ``holder`` (the caster:
    "you cast") has cast this turn before this one (601.2f: "the second spell you cast each
    turn"). With no spell cast this turn, none of any kind (``spells_cast_this_turn``, default 0);
    with some, which kinds they were is never assumed.

    Raises
    ------
    QueryError
        When the kind matters, spells were cast, and the scenario does not say which.
    """
    state = board.state
    me = holder.controller
    count = state.spells_cast_by(me)
    f = order.spells
    if not count or not f.selective:
        return count
    if me not in state.spells_cast_this_turn_cards:
        raise QueryError(
            f"{holder.id}: “{order.text or order}” needs which spells {me} has cast this turn: "
            f"give the scenario key spells_cast_this_turn_cards: {{{me}: [card names]}}"
        )
    return sum(1 for c in state.spells_cast_this_turn_cards[me] if spell_matches(f, c, c.colors, me, me, holder.permanent))


def spells_you_cast(what: SpellsYouCast, holder: View, board: Board) -> int:
    """costs13: how many spells of the kind ``what`` names the controller of ``holder`` has cast
    this turn (601.2f: "for each instant and sorcery spell you've cast this turn"). With none
    cast, none of any kind; with some, which kinds they were is never assumed.

    Raises
    ------
    QueryError
        When spells were cast and the scenario does not say which (naming the key).
    """
    state = board.state
    me = holder.controller
    if not state.spells_cast_by(me):
        return 0
    if me not in state.spells_cast_this_turn_cards:
        raise QueryError(
            f"{holder.id}: a cost counted “for {what}” needs which spells {me} has cast this turn: "
            f"give the scenario key spells_cast_this_turn_cards: {{{me}: [card names]}}"
        )
    return sum(1 for c in state.spells_cast_this_turn_cards[me] if spell_matches(what.spells, c, c.colors, me, me, holder.permanent))


def turn_count(what: TurnCount, holder: View, board: Board) -> int:
    """How many of ``what`` happened this turn so far, seen from ``holder`` (601.2f): creatures
    that died (700.4), creatures that attacked (508.1; only the active player attacks, 506.2),
    creatures the holder's controller attacked with, other spells they cast. Never assumed.

    Raises
    ------
    QueryError
        When the scenario does not give the count (naming the key).
    """
    state = board.state
    match what.what:
        case TurnTally.CREATURES_DIED:
            if state.creatures_died_this_turn is None:
                raise QueryError(
                    f"{holder.id}: a cost counted “for {what}” needs how many creatures died this turn: give the scenario key creatures_died_this_turn: N"
                )
            return state.creatures_died_this_turn  # 700.4
        case TurnTally.CREATURES_ATTACKED:
            return attacked_with(state.active, board, holder)  # 506.2: the active player's attackers
        case TurnTally.YOU_ATTACKED_WITH:
            return attacked_with(holder.controller, board, holder)
        case TurnTally.SPELLS_YOU_CAST:
            return state.spells_cast_by(holder.controller)


def _aimed_at(m: CostModifier, holder: View, board: Board) -> frozenset[str] | None:
    """The permanents a change's "if it targets ..." / "that target ..." selects, seen from
    ``holder`` (the spell for its own text: "a creature you control" is one its caster controls;
    the permanent for "that target this creature"); None for a change that does not depend on
    the targets."""
    if m.aimed_spells is not None:  # altcost16: spells on the stack (601.2c), as the scenario gives them
        out: set[str] = set()
        for i, obj in enumerate(board.state.stack or ()):
            if obj.card is not None and obj.kind is StackKind.SPELL:
                colors = spell_colors(board, obj.card, obj.card.colors, obj.controller)
                if spell_matches(m.aimed_spells, obj.card, colors, obj.controller, holder.controller):
                    out.add(stack_id(i, obj))
        return frozenset(out)
    if isinstance(m.per, TargetsThatAre):  # audit27: the permanents it counts among the targets (601.2c)
        return frozenset(v.id for v in board if selects(m.per.what, v, holder.controller, holder.id, board))
    if m.aimed is None:
        return None
    if m.aimed.relation is Relation.NONE:
        return frozenset(v.id for v in board if selects(m.aimed, v, holder.controller, holder.id, board))
    return frozenset(v.id for v in board.select(m.aimed, holder))


def minimums(board: Board, profile: SpellProfile, caster: str, colors: TypeSet) -> list[Minimum]:
    """The effects that set the least total cost of the spell (Trinisphere), in force now."""
    return [
        Minimum(view.id, e)
        for view, e in _static_effects(board, None, profile.card)
        if isinstance(e, MinimumCost) and spell_matches(e.spells, profile.card, colors, caster, view.controller)
    ]


def _static_effects(board: Board, zone: Zone | None, cast_card: Card) -> list[tuple[View, object]]:
    """The effects of the static abilities on the battlefield whose "as long as" condition holds
    now (611.3a), with the permanent that has each; and audit27: those of the cards in the command
    zone that say they function there ("As long as The Ur-Dragon is in the command zone or on the
    battlefield, ...": eminence, 113.6, 903.6), for their owner, but not of the card being cast from
    there (601.2a: it was moved to the stack before its total cost is determined, 601.2f)."""
    out: list[tuple[View, object]] = []
    for view in board:
        for ref in view.abilities:
            a = ref.ability
            if isinstance(a, StaticAbility) and condition_holds(a.condition, view, board):
                out.extend((view, e) for e in a.effects)
    for owner, cards in board.state.command.items():
        for cc in cards:
            if zone is Zone.COMMAND and cc.card is cast_card:
                continue
            view = _command_view(cc.card, owner)
            for a in cc.card.abilities:
                if isinstance(a, StaticAbility) and isinstance(a.condition, InCommandZoneOrOnBattlefield):
                    out.extend((view, e) for e in a.effects)
    return out


def _command_view(card: Card, owner: str) -> View:
    """audit27: a card in its owner's command zone as the object of its own text (903.6: its owner
    controls it there, 108.4), on no battlefield."""
    obj = Permanent(id=f"{card.name} (command zone)", card=card, controller=owner, owner=owner)
    return View(obj, card.card_types, card.subtypes, card.supertypes, card.colors, ())


def describe_modifier(m: Modifier, n: int) -> str:
    return f"{m.source}: {m.effect.text or m.effect} (×{n})"


# ---- casting10: cards of the hand a cost exiles (118.8, 118.9) ---------------------------------


def discard_cards(state: GameState, caster: str, card: Card, zone: Zone | None, part: DiscardCards) -> int:
    """altcost16: how many cards of ``caster``'s hand could be discarded for ``part`` ("discard a
    card", "discard a Plains card": of its kind, 205.3), other than the spell itself: it is on the
    stack as its costs are paid (601.2a), so one copy of it leaves the hand when it is cast from
    there. A hand the scenario does not give holds nothing."""
    hand: list[Card] = list(state.hand.get(caster, ()))
    if zone is Zone.HAND:
        mine = next((i for i, c in enumerate(hand) if c.name == card.name), None)
        if mine is not None:
            del hand[mine]
    w = part.what
    if w is None:
        return len(hand)
    return sum(1 for c in hand if w.fits(c.card_types, c.subtypes, c.supertypes))


def hand_take(part: DiscardCards | ExileFromHand) -> HandTake:
    """audit38: the cards of the hand a spell's cost part takes ("discard a card", "discard a Plains
    card", "exile a blue card from your hand"), for payment to choose which (118.3, 601.2g-h: a card
    taken for the cost can't also be exiled for its own mana ability, Simian Spirit Guide)."""
    if isinstance(part, DiscardCards):
        return HandTake(part.count, part.what, text=part.text or str(part))
    return HandTake(part.count, colors=part.colors, text=part.text or str(part))


def hand_cards(state: GameState, caster: str, card: Card, zone: Zone, part: ExileFromHand) -> int:
    """How many cards of ``caster``'s hand could pay ``part`` ("exile a blue card from your hand",
    105.2: a card of one of its colours), other than the spell itself: it is on the stack as its
    costs are paid (601.2a, 601.2h), so one copy of it leaves the hand when it is cast from there.
    A hand the scenario does not give holds nothing."""
    hand: list[Card] = list(state.hand.get(caster, ()))
    if zone is Zone.HAND:
        mine = next((i for i, c in enumerate(hand) if c.name == card.name), None)
        if mine is not None:
            del hand[mine]
    return sum(1 for c in hand if not part.colors or bool(c.colors & part.colors))
