"""Whether a condition of an ability's text holds now: "if you control ...", "as long as ...",
"while you're the monarch", Chaos Moon's parity, ... (603.4, 611.3a, 614.15).

Conditions are model data (:mod:`manasolve.model.abilities`); judging them reads only the board.
"""

from __future__ import annotations

from typing import Iterator, TypeVar

from ...model.abilities import (
    AllOf,
    StartingPlayer,
    WasKicked,  # counters14
    Kicker,  # types15
    TurnOf,
    Designation,
    DevotionLessThan,
    EnteredThisTurn,
    IsDesignated,
    GraveyardCount,
    HandCount,
    LifeCount,
    HasDesignation,
    CardExiledWith,
    ControlsAtLeast,
    ControlsCount,
    OpponentsControlNone,
    ControlsCommander,
    Exists,
    HasCounters,
    InGraveyard,
    OffBattlefield,  # types15
    InCommandZoneOrOnBattlefield,  # audit27
    IsAttached,  # among17
    IsModified,
    IsMonarch,
    NumberParity,
    PlayedLandThisTurn,
    StaticAbility,
    TopOfLibrary,
    OpponentHadEnter,  # activation13
    Paired,  # refs15: 702.95b
)
from ...model.abilities import ClassLevel, ControlledSinceTurnBegan, DifferentPowers  # statics12: 716.2a, coven, 302.6
from ...model.abilities import DevotionIncrease  # manatail14: 700.5
from ...model.abilities import OwnedCardTypes  # types16: 613.1d off the battlefield
from ...model.cards import Card
from ...model.errors import QueryError
from ...model.mana import ALL_COLORS_MASK, TypeSet
from ...model.selectors import Relation, Who
from ...model.state import GameState, Resolution
from .views import Board, View, selects
from ..words import possessive

__all__ = ["condition_holds", "designation_holders", "devotion", "entered_this_turn", "graveyard_holds", "hand_holds", "is_modified", "life_holds", "static_effects"]

_E = TypeVar("_E")


def static_effects(board: Board, kind: type[_E]) -> Iterator[tuple[View, _E]]:
    """Each effect of type ``kind`` of a static ability on the board whose condition holds now
    (611.3a: "as long as"), with the permanent that has the ability, in the board's order."""
    for view in board:
        for ref in view.abilities:
            a = ref.ability
            if isinstance(a, StaticAbility):
                # activation13: the condition is judged only for an ability with such an effect (an
                # undecided condition of an unrelated one is no error here)
                matching = [e for e in a.effects if isinstance(e, kind)]
                if matching and condition_holds(a.condition, view, board):
                    for e in matching:
                        yield view, e


def condition_holds(
    cond: object, holder: View, board: Board, *, event_source: View | None = None, resolution: Resolution | None = None
) -> bool:
    """Whether a condition of ``holder``'s text holds now: checked as the ability resolves for a
    self-replacement (614.15), as the event happens and as the trigger resolves for an intervening
    "if" (603.4), continuously for "as long as" (611.3a). ``event_source`` is the permanent whose
    tapping triggered ("that Island"); ``resolution`` what the creating ability counted."""
    if cond is None:
        return True
    state = board.state
    if isinstance(cond, HasCounters):
        # types15: kind "": counters of every kind together ("has two or more counters on it", 122.1)
        n = holder.permanent.counter(cond.kind) if cond.kind else sum(holder.permanent.counters.values())
        return n >= cond.at_least and (cond.at_most is None or n <= cond.at_most)  # 711.2a: "LEVEL 1-4"
    if isinstance(cond, ControlsAtLeast):
        return len(board.select(cond.what, holder)) >= cond.at_least
    if isinstance(cond, ControlsCount):  # grants14: "as long as you control no untapped lands" (611.3a)
        return cond.compare.holds(len(board.select(cond.what, holder)), cond.n)
    if isinstance(cond, OpponentsControlNone):  # grants14: 611.3a, 102.2
        theirs = {v.controller for v in board.select(cond.what, holder)}
        opponents = [p for p in state.players if p != holder.controller]
        return any(p not in theirs for p in opponents) if cond.some_opponent else not theirs
    if isinstance(cond, Exists):
        if cond.what.relation is Relation.TRIGGERING:
            return event_source is not None and selects(cond.what, event_source, holder)
        return bool(board.select(cond.what, holder))
    if isinstance(cond, ClassLevel):  # statics12, 716.2a: a Class's level (1 unless the scenario says: it enters at 1)
        level = 1 if holder.permanent.level is None else holder.permanent.level
        return level >= cond.at_least and (cond.at_most is None or level <= cond.at_most)
    if isinstance(cond, DifferentPowers):  # statics12, coven: 208.1, the powers of the creatures now
        return len({v.power for v in board.select(cond.what, holder)}) >= cond.at_least
    if isinstance(cond, ControlledSinceTurnBegan):  # statics12, 302.6: not come under its controller's control this turn
        return not holder.permanent.summoning_sick
    if isinstance(cond, AllOf):
        return all(condition_holds(c, holder, board, event_source=event_source, resolution=resolution) for c in cond.parts)
    if isinstance(cond, WasKicked):  # counters14: 702.33d, the scenario's kicked (0: not kicked)
        # types15: "kicked with its {R} kicker" (702.33e): which kicker cost, the scenario's kicked_with
        p = holder.permanent
        paid = cond.paid(p.kicked, p.kicked_with, [a.cost for a in p.card.abilities if isinstance(a, Kicker)])
        if paid is None:
            raise QueryError(f"{holder.id}: “{cond}” needs which kicker costs were paid: give the permanent key kicked_with: [COST, ...] (702.33e)")
        return paid
    if isinstance(cond, StartingPlayer):  # casting10: 103.1, never assumed
        if state.starting_player is None:
            raise QueryError(f"{holder.id}: “{cond}” needs who took the game's first turn: give the scenario key starting_player: PLAYER")
        return (state.starting_player == holder.controller) == cond.was
    if isinstance(cond, TurnOf):  # casting10: whose turn it is (500, 102.1: the active player)
        return (state.active == holder.controller) == (cond.whose is Who.YOU)
    if isinstance(cond, PlayedLandThisTurn):
        return state.lands_played.get(holder.controller, 0) > 0  # 305.2
    if isinstance(cond, IsMonarch):
        return state.monarch == holder.controller  # 724.1
    if isinstance(cond, CardExiledWith):
        return bool(holder.permanent.exiled)  # 607.2a
    if isinstance(cond, TopOfLibrary):
        top = state.library_top.get(holder.controller)
        if top is None:  # never assumed: the scenario says which card is on top (401.1)
            raise QueryError(f"{holder.id}: “{cond}” needs the top card of the library of {holder.controller!r}: give the scenario key library_top: {{{holder.controller}: CARD}}")
        return cond.card_type in top.card_types or (cond.or_type is not None and cond.or_type in top.card_types)
    if isinstance(cond, Paired):
        return _paired(holder, board, str(cond))
    if isinstance(cond, (InGraveyard, OffBattlefield)):
        return False  # a permanent is on the battlefield, not in a graveyard (types15: nor off it, 113.6)
    if isinstance(cond, InCommandZoneOrOnBattlefield):
        return True  # audit27: a permanent is on the battlefield (113.6); the command zone: casting/modifiers.py
    if isinstance(cond, NumberParity):
        # the number counted when the ability resolved: the scenario's, or the board's now
        n = resolution.number if resolution is not None and resolution.number is not None else len(board.select(cond.what, holder))
        return (n % 2 == 1) == cond.odd
    if isinstance(cond, DevotionLessThan):  # counters10: 700.5, 611.3a
        return devotion(holder, board, cond.colors) < cond.n
    if isinstance(cond, IsModified):  # tail10
        return is_modified(holder, board)
    if isinstance(cond, IsAttached):  # among17: 301.5, 303.4
        return has_attached(holder, board, cond.kind)
    if isinstance(cond, ControlsCommander):  # altcost11: 903.3: the scenario says which permanents are commanders
        return any(
            v.controller == holder.controller and v.permanent.commander
            and (not cond.yours or (v.permanent.owner or v.controller) == holder.controller)  # counters14: "your commander" (903.3)
            for v in board
        )
    if isinstance(cond, HasDesignation):  # tail10: 309.7 completed a dungeon, 725.1 the initiative
        holders = designation_holders(state, cond.designation)
        if holders is None:
            key = designation_key(cond.designation)
            raise QueryError(f"{holder.id}: “{cond}” needs who has it: give the scenario key {key}")
        return holder.controller in holders
    # static11: counts of a player's life, hand and graveyard, as activation conditions count them
    # ("As long as there are seven or more cards in your graveyard", 611.3a)
    if isinstance(cond, LifeCount):
        return life_holds(cond, state, holder.controller)
    if isinstance(cond, HandCount):
        return hand_holds(cond, state, holder.controller, f"{holder.id}: “{cond}”")
    if isinstance(cond, GraveyardCount):
        if cond.whose is Who.OPPONENT:  # activation13: "an opponent has ... in their graveyard"
            return any(graveyard_holds(cond, state, p, f"{holder.id}: “{cond}”", board) for p in state.opponents(holder.controller))
        return graveyard_holds(cond, state, holder.controller, f"{holder.id}: “{cond}”", board)
    if isinstance(cond, OpponentHadEnter):  # activation13: 118.9, 601.2b
        return opponent_had_enter(cond, board, holder)
    if isinstance(cond, IsDesignated):  # 701.37b monstrous, 702.112b renowned: never assumed
        has = getattr(holder.permanent, cond.designation)
        if has is None:
            raise QueryError(f"{holder.id}: “{cond}” needs whether it is {cond.designation}: give the permanent key {cond.designation}: true|false")
        return bool(has)
    if isinstance(cond, EnteredThisTurn):  # "as long as it entered this turn" (611.3a)
        chosen = board.select(cond.of, holder)
        return bool(chosen) and all(entered_this_turn(v) for v in chosen)
    raise TypeError(f"unknown condition {cond!r}")


def life_holds(cond: LifeCount, state: GameState, me: str) -> bool:
    """119.1: "you have 5 or less life" (``me``), "a player has ..." (any), "an opponent has ..."
    (one of ``me``'s opponents); a player's life is the scenario's (20 when not given, 103.4)."""
    players = (me,) if cond.who is Who.YOU else state.opponents(me) if cond.who is Who.OPPONENT else state.players
    return any(cond.compare.holds(state.life_of(p), cond.n) for p in players)


def hand_holds(cond: HandCount, state: GameState, me: str, wording: str) -> bool:
    """402: the number of cards in ``me``'s hand (or, for "a player has", some player's) compared
    with the condition's; a hand the scenario does not give is an error naming the key (``wording``
    says whose text asks)."""
    if cond.who is Who.ANY:  # tail10: "if a player has one or fewer cards in hand" (402)
        if any(cond.compare.holds(len(state.hand[p]), cond.n) for p in state.players if p in state.hand):
            return True
        missing = [p for p in state.players if p not in state.hand]
        if missing:
            raise QueryError(f"{wording} needs {possessive(missing[0])} hand: give the scenario key hand: {{{missing[0]}: [...]}}")
        return False
    if me not in state.hand:
        raise QueryError(f"{wording} needs {possessive(me)} hand: give the scenario key hand: {{{me}: [...]}}")
    return cond.compare.holds(len(state.hand[me]), cond.n)


def graveyard_holds(cond: GraveyardCount, state: GameState, me: str, wording: str, board: Board | None = None) -> bool:
    """404: the cards of ``me``'s graveyard that fit the condition (or the card types among them)
    compared with its number; a graveyard the scenario does not give is an error naming the key.
    types16: with the ``board``, the cards have the types the static abilities of ``me``'s
    permanents give the cards they own outside the battlefield (613.1d: Dune Chanter's Deserts)."""
    if me not in state.graveyard:
        raise QueryError(f"{wording} needs {possessive(me)} graveyard: give the scenario key graveyard: {{{me}: [card names]}}")
    cards = state.graveyard[me]
    owned = [e for v, e in static_effects(board, OwnedCardTypes) if v.controller == me] if board is not None else []

    def types_of(c: Card) -> tuple[frozenset[str], frozenset[str]]:
        kinds, subs = frozenset(c.card_types), frozenset(c.subtypes)
        for e in owned:  # 205.1b: in addition to its other types
            if e.card_types <= kinds:
                kinds, subs = kinds | e.added_types, subs | e.subtypes
        return kinds, subs

    typed = [types_of(c) for c in cards]
    if cond.card_types_among:
        return cond.compare.holds(len({t for kinds, _ in typed for t in kinds}), cond.n)  # 404
    if cond.mana_values_among:  # costs14: the different mana values among them (202.3)
        return cond.compare.holds(len({c.mana_value() for c in cards}), cond.n)
    fits = [kinds for kinds, subs in typed if cond.card_types <= kinds and cond.subtypes <= subs and (not cond.either_types or bool(cond.either_types & kinds))]
    return cond.compare.holds(len(fits), cond.n)


def opponent_had_enter(cond: OpponentHadEnter, board: Board, holder: View) -> bool:
    """activation13: whether ``cond.n`` or more permanents of ``cond.what`` entered the battlefield
    under one opponent's control this turn (118.9): the scenario's ``entered_under_control_this_turn``
    for that opponent when given (every one, still there or not); otherwise the permanents they
    control that entered this turn, which suffice when there are enough.

    Raises
    ------
    QueryError
        When no opponent is seen to have had enough and one is not listed (one that entered and left
        is not on the board: never assumed none).
    """
    state = board.state
    missing: str | None = None
    for p in state.opponents(holder.controller):
        listed = state.entered_under_control_this_turn.get(p)
        if listed is not None:
            if cond.what.needs_state:
                raise QueryError(f"{holder.id}: “{cond}” asks about the entered permanents' status, which a card name does not give")
            if sum(1 for c in listed if cond.what.matches_characteristics(c)) >= cond.n:
                return True
            continue
        here = [v for v in board if v.controller == p and selects(cond.what, v, holder) and entered_this_turn(v)]
        if len(here) >= cond.n:
            return True
        missing = missing or p
    if missing is not None:
        raise QueryError(
            f"{holder.id}: “{cond}” needs every permanent that entered the battlefield under {missing}'s control this turn: "
            f"give the scenario key entered_under_control_this_turn: {{{missing}: [card names]}}"
        )
    return False


def designation_key(designation: Designation) -> str:
    """The scenario key that says who has a designation, as an error asks for it."""
    if designation is Designation.MAX_SPEED:  # audit39: 702.179: the players' speeds
        return "speed: {player: 0-4} (4 is max speed)"
    return f"{designation.value}: [players] (an empty list: nobody)"


def designation_holders(state: GameState, designation: Designation) -> tuple[str, ...] | None:
    """The players who have a designation (702.131c the city's blessing, 309.7 having completed a
    dungeon, 725.1 the initiative), as the scenario gives them; None when it does not say."""
    if designation is Designation.CITY_BLESSING:
        return state.city_blessing
    if designation is Designation.COMPLETED_DUNGEON:
        return state.completed_dungeon
    if designation is Designation.MAX_SPEED:  # audit39: 702.179: speed 4 is max speed
        return tuple(p for p, n in state.speed.items() if n >= 4) if state.speed else None
    return state.initiative


def is_modified(view: View, board: Board) -> bool:
    """700.9: a permanent is modified if it has a counter on it, is equipped (an Equipment is
    attached to it, 301.5), or is enchanted by an Aura (303.4) its controller controls."""
    if any(n > 0 for n in view.permanent.counters.values()):
        return True
    return has_attached(view, board, "Equipment") or has_attached(view, board, "Aura", view.controller)


def has_attached(view: View, board: Board, kind: str, controller: str | None = None) -> bool:
    """Whether a permanent of subtype ``kind`` (controlled by ``controller``, when given) is
    attached to ``view``: equipped (301.5, an Equipment) or enchanted (303.4, an Aura)."""
    return any(
        other.permanent.attached_to == view.id and kind in other.subtypes and (controller is None or other.controller == controller)
        for other in board
    )


def devotion(holder: View, board: Board, colors: TypeSet) -> int:
    """700.5: the mana symbols of these colours among the mana costs of permanents its controller
    controls (a hybrid symbol counts once, 700.5a)."""
    total = 0
    for v in board:
        if v.controller == holder.controller:
            total += sum(1 for sym in v.permanent.card.mana_cost.symbols if any(c in colors for c in sym.colors))
    if colors.mask & ALL_COLORS_MASK:
        # manatail14: "Your devotion to each color and each combination of colors is increased by
        # one." (Altar of the Pantheon) of a permanent the same player controls
        total += sum(e.n for source, e in static_effects(board, DevotionIncrease) if source.controller == holder.controller)
    return total


def entered_this_turn(v: View) -> bool:
    """Whether the permanent entered the battlefield this turn: the scenario's ``entered_this_turn``;
    without it, a permanent that is not summoning sick has been under its controller's control
    since the turn began (302.6), so it did not enter this turn; a summoning-sick one may have
    entered or only changed control, so the key is needed."""
    if v.permanent.entered_this_turn is not None:
        return v.permanent.entered_this_turn
    if not v.permanent.summoning_sick:
        return False
    raise QueryError(f"{v.id}: whether it entered the battlefield this turn is not given (it is summoning sick): give the permanent the key entered_this_turn: true|false")


def _paired(holder: View, board: Board, text: str) -> bool:
    """refs15: "as long as this creature is paired with another creature" (702.95b): the scenario's
    ``paired_with`` (never assumed), and the pairing still holds (702.95e: both are creatures on
    the battlefield under one player's control)."""
    p = holder.permanent
    if not p.paired_given:
        raise QueryError(
            f"{holder.id}: “{text}” needs to know whether it is paired (702.95b): give the permanent key paired_with "
            "(the id of the creature it is paired with, on either of them; null: unpaired)"
        )
    if p.paired_with is None:
        return False
    other = board.views.get(p.paired_with)
    if other is None:
        return False  # 702.95e: it left the battlefield
    return "Creature" in holder.card_types and "Creature" in other.card_types and other.controller == holder.controller
