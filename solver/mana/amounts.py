"""Amounts of mana as the ability resolves now (107.1-107.3): constants, counters, counts of
permanents, devotion (700.5), colours among permanents, power and toughness, life, domain, X
fixed by a cost, mana values.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from typing import Mapping, Sequence, TypeVar, cast

from ...model.abilities import (
    Amount,
    CardColors,
    BasicLandTypesAmong,
    CardsDrawnThisTurn,
    CardsToGraveyardThisTurn,  # altcost16
    CreaturesThatDamagedYou,  # altcost16
    OpponentCount,
    PartyCount,
    SharedCreatureType,
    OpponentsWhoLostLife,  # counters14
    CardsIn,
    LifeLostThisTurn,
    ColorCount,
    ExiledColorCount,
    Const,
    CountersOn,
    CountersYouHave,
    CountOf,
    CostSymbolsMana,
    Devotion,
    DistinctAmong,  # among17
    DistinctPowers,
    Greatest,
    LifeGainedThisTurn,
    LifeTotal,
    ManaValueOf,
    TotalManaValue,
    Plus,
    Sum,
    PowerOf,
    RevealedCards,
    ResolvedCount,
    TimesKicked,
    ToughnessOf,
    XValue,
)
from ...model.costs import ActivationCost, ManaCost, RemoveCounters, Sacrifice, SymbolKind, TapOther, TapSelf
from ...model.cards import Card
from ...model.errors import LimitError, QueryError
from ...model.mana import ALL_COLORS_MASK, Mana, ManaType, TypeSet
from ...model.selectors import Relation, Who
from ...model.vocabulary import BASIC_LAND_TYPES, CARD_TYPES, EVERY_CREATURE_TYPE, PERMANENT_TYPES, is_creature_type
from ..board.conditions import devotion  # 700.5, in the board room: conditions read it too (counters10)
from ..board.counts import card_fits as zone_card_fits, cards_in_zones, party_size  # manatail14: 700.8; refs15
from ..board.views import Board, View, selects

_V = TypeVar("_V")

__all__ = ["amount_of", "amount_values", "card_colors", "cost_symbol_mana", "devotion", "fix_x", "revealable", "x_candidates"]

BASIC_SET = frozenset(BASIC_LAND_TYPES)

def amount_of(amount: Amount, holder: View, board: Board) -> int:
    """Evaluate an amount now (107.2: a number that can't be determined is 0)."""
    if isinstance(amount, Const):
        return amount.n
    if isinstance(amount, CountersOn):
        if amount.kind is None:  # "for each counter on ~": every kind (122.1)
            return sum(sum(v.permanent.counters.values()) for v in board.select(amount.of, holder))
        return sum(v.permanent.counter(amount.kind) for v in board.select(amount.of, holder))
    if isinstance(amount, CountOf):
        return len(board.select(amount.what, holder))
    if isinstance(amount, Devotion):
        return devotion(holder, board, amount.colors if amount.colors is not None else TypeSet(0))
    if isinstance(amount, ColorCount):
        mask = 0
        for v in board.select(amount.of, holder):
            mask |= v.colors.mask
        return (mask & ALL_COLORS_MASK).bit_count()
    if isinstance(amount, ExiledColorCount):  # cov17: 702.167a, 607.2a: the cards exiled with it
        mask = 0
        for card in holder.permanent.exiled:
            mask |= card.colors.mask
        return (mask & ALL_COLORS_MASK).bit_count()
    if isinstance(amount, TimesKicked):
        return holder.permanent.kicked
    if isinstance(amount, CostSymbolsMana):
        return max(amount_values(amount, holder, board))
    if isinstance(amount, (XValue, ManaValueOf, Plus, Sum)):
        values = amount_values(amount, holder, board)
        return max(values)
    if isinstance(amount, PowerOf):
        # "this creature's power"; "the total power of attacking creatures" (the sum, 208.1)
        return max(sum(v.power for v in board.select(amount.of, holder)), 0)  # 613.4
    if isinstance(amount, ToughnessOf):
        return max(sum(v.toughness for v in board.select(amount.of, holder)), 0)
    if isinstance(amount, TotalManaValue):  # costs13: 202.3
        return sum(v.permanent.card.mana_value() for v in board.select(amount.of, holder))
    if isinstance(amount, Greatest):
        # "the greatest power among creatures you control": 0 when there are none (107.2), and a
        # negative greatest power adds no mana (107.1b: a negative number of mana is 0)
        return max([_stat(v, amount.stat) for v in board.select(amount.of, holder)] + [0])
    if isinstance(amount, LifeTotal):
        return max(board.state.life_of(holder.controller), 0)  # 119.1; 107.1b
    if isinstance(amount, BasicLandTypesAmong):
        # Domain (305.6): how many of Plains, Island, Swamp, Mountain, Forest are among them
        found: set[str] = set()
        for v in board.select(amount.of, holder):
            found |= v.subtypes & BASIC_SET
        return len(found)
    if isinstance(amount, CountersYouHave):  # costs11: 122.1, the counters its controller has
        return _player_counters(amount, holder, board)
    if isinstance(amount, CardsToGraveyardThisTurn):  # altcost16
        return _this_turn(board.state.cards_put_into_graveyard_this_turn, (holder.controller,), "cards_put_into_graveyard_this_turn", amount, holder)
    if isinstance(amount, CreaturesThatDamagedYou):  # altcost16: 120.3a
        return _this_turn(board.state.creatures_dealt_damage_this_turn, (holder.controller,), "creatures_dealt_damage_this_turn", amount, holder)
    if isinstance(amount, CardsDrawnThisTurn):
        return _this_turn(board.state.cards_drawn_this_turn, (holder.controller,), "cards_drawn_this_turn", amount, holder)  # 121.1
    if isinstance(amount, LifeLostThisTurn):
        return _this_turn(board.state.life_lost_this_turn, board.state.opponents(holder.controller), "life_lost_this_turn", amount, holder)  # 119.3
    if isinstance(amount, OpponentsWhoLostLife):  # counters14: 119.3, each opponent's, never assumed
        opponents = board.state.opponents(holder.controller)
        return sum(1 for p in opponents if _this_turn(board.state.life_lost_this_turn, (p,), "life_lost_this_turn", amount, holder) > 0)
    if isinstance(amount, OpponentCount):
        return len(board.state.opponents(holder.controller))  # 102.2-3 (702.125a undaunted)
    if isinstance(amount, PartyCount):
        return party_size(holder, board)  # manatail14: 700.8
    if isinstance(amount, SharedCreatureType):
        return shared_creature_type(board.select(amount.of, holder))  # manatail14: 205.3m
    if isinstance(amount, CardsIn):
        return sum(1 for card in cards_in(amount, holder, board) if card_fits(amount, card, holder))
    # --- the mana tail (tail10)
    if isinstance(amount, LifeGainedThisTurn):
        return _this_turn(board.state.life_gained_this_turn, (holder.controller,), "life_gained_this_turn", amount, holder)  # 119.9
    if isinstance(amount, DistinctAmong):  # among17
        return distinct_among(amount, holder, board)
    if isinstance(amount, DistinctPowers):
        return len({v.power for v in board.select(amount.of, holder)})  # 208.1; none: 0 (107.2)
    if isinstance(amount, RevealedCards):
        return max(amount_values(amount, holder, board))
    # --- manatail10
    if isinstance(amount, ResolvedCount):
        # 608.2c: only the resolution (its trigger event, its earlier instructions) fixes it
        raise QueryError(f"{holder.id}: “{amount}” is known only as the ability resolves (608.2c), and no scenario key records it")
    raise TypeError(f"unknown amount {amount!r}")


def shared_creature_type(views: Sequence[View]) -> int:
    """manatail14: the greatest number of these permanents that have one creature type in common
    (205.3m); a changeling has every creature type (702.73a), so it counts with each; permanents
    with no creature type share none."""
    every = sum(1 for v in views if EVERY_CREATURE_TYPE in v.subtypes)
    counts: Counter[str] = Counter(s for v in views if EVERY_CREATURE_TYPE not in v.subtypes for s in v.subtypes if is_creature_type(s))
    if not counts and not every:
        return 0
    return max(counts.values(), default=0) + every


CREATURE_TYPES_AT_LEAST = 250
"""205.3m lists every creature type; a changeling has each of them (702.73a). The list is not
kept here: it holds more than 250 types, more than any cost a reduction counted this way could
take off, so a changeling counts as this many when creature types are counted."""


def distinct_among(amount: DistinctAmong, holder: View, board: Board) -> int:
    """among17: how many different ``amount.quality`` the selected permanents or the zone's cards
    have: card types (205.2a), creature types (205.3m; a changeling has them all, 702.73a, counted
    as :data:`CREATURE_TYPES_AT_LEAST`), mana values (202.3) or names (201.2; a token's name is
    its card's here). None selected: 0 (107.2)."""
    if isinstance(amount.of, CardsIn):
        cards = [c for c in cards_in(amount.of, holder, board) if card_fits(amount.of, c, holder)]
        found = [(c.card_types, c.subtypes, c.mana_value(), c.name) for c in cards]
    else:
        found = [(v.card_types, v.subtypes, v.permanent.card.mana_value(), v.permanent.card.name) for v in board.select(amount.of, holder)]
    if amount.quality in ("card type", "permanent type"):
        kinds = CARD_TYPES if amount.quality == "card type" else PERMANENT_TYPES  # 205.2a, 110.4b
        return len({t for types, _, _, _ in found for t in types if t in kinds})
    if amount.quality == "creature type":
        if any(EVERY_CREATURE_TYPE in subtypes for _, subtypes, _, _ in found):
            return CREATURE_TYPES_AT_LEAST
        return len({s for _, subtypes, _, _ in found for s in subtypes if is_creature_type(s)})
    if amount.quality == "mana value":
        return len({mv for _, _, mv, _ in found})
    return len({name for _, _, _, name in found})


def _player_counters(amount: CountersYouHave, holder: View, board: Board) -> int:
    """costs11: how many ``amount.kind`` counters the controller of ``holder`` has (122.1).

    Raises
    ------
    QueryError
        When the scenario does not give that player's counters (never assumed 0).
    """
    me = holder.controller
    counters = board.state.player_counters
    if me not in counters:
        raise QueryError(f"{holder.id}: “{amount}” needs {me}'s counters: give the scenario key player_counters: {{{me}: {{{amount.kind}: N}}}}")
    return int(counters[me].get(amount.kind, 0))


def _this_turn(record: Mapping[str, int], players: Sequence[str], key: str, amount: Amount, holder: View) -> int:
    """The sum of what the scenario's ``key`` records for ``players`` this turn.

    Raises
    ------
    QueryError
        When the scenario does not give it for one of them (never assumed 0).
    """
    missing = [p for p in players if p not in record]
    if missing:
        raise QueryError(f"{holder.id}: “{amount}” needs {', '.join(missing)}: give the scenario key {key}: {{{missing[0]}: N}}")
    return sum(record[p] for p in players)


def cards_in(amount: CardsIn, holder: View, board: Board) -> list[Card]:
    """The cards of the zones an amount counts (402 hand, 404 graveyard), as the scenario gives
    them (:func:`solver.board.counts.cards_in_zones`: never assumed empty)."""
    return cards_in_zones(amount, holder.permanent, board.state)


def _stat(view: View, stat: str) -> int:
    """A permanent's power, toughness or (cov17) mana value (202.3: of its mana cost; X is 0 on
    the battlefield, 202.3e)."""
    if stat == "power":
        return view.power
    if stat == "toughness":
        return view.toughness
    return view.permanent.card.mana_value()


def card_fits(amount: CardsIn, card: Card, holder: View) -> bool:
    """Whether a card counts for ``amount`` (:func:`solver.board.counts.card_fits`)."""
    return zone_card_fits(amount, card, holder.permanent)


def fix_x(value: _V, k: int) -> _V:
    """s15: ``value`` (an effect, an amount, any frozen dataclass or tuple of them) with every X
    (:class:`XValue`) made the number ``k``: the X its cost chose (107.3a, 601.2b / 602.2b)."""
    if isinstance(value, XValue):
        return cast(_V, Const(k))
    if isinstance(value, tuple):
        fixed = tuple(fix_x(v, k) for v in value)
        return cast(_V, fixed) if any(a is not b for a, b in zip(fixed, value)) else value
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        changed = {f.name: new for f in dataclasses.fields(value) if (new := fix_x(getattr(value, f.name), k)) is not getattr(value, f.name)}
        return dataclasses.replace(value, **changed) if changed else value
    return value


def x_candidates(part: "Sacrifice | TapOther", holder: View, board: Board, *, taps_self: bool) -> list[View]:
    """s15: the permanents an "X of them" cost may take ("Sacrifice X Goats", "Tap X untapped tokens
    you control"): those its selector names, untapped ones for a tap, not the permanent itself
    when its own {T} is in the cost too (107.3a, 118.3)."""
    out = [v for v in board.select(part.what, holder) if not (isinstance(part, TapOther) and v.permanent.tapped)]
    return [v for v in out if not (taps_self and isinstance(part, TapOther) and v.id == holder.id)]


def amount_values(
    amount: Amount, holder: View, board: Board, cost: "ActivationCost | None" = None, hypothetical: bool = False, limit: int = 100_000
) -> list[int]:
    """Every value an amount can take when the ability resolves now.

    Most amounts have one value. X fixed by the ability's own cost ("Remove X storage counters")
    can be any number the cost allows: from 0 to the counters there are when tapping for real,
    and, since 106.7 ignores costs, any number at all for "could produce" (0 to 3 stands for them
    all: no replacement effect asks about more than "two or more"). "The sacrificed artifact's
    mana value" is the mana value of any permanent that could be sacrificed (none: 0, 107.2).

    Raises
    ------
    LimitError
        When X could take more than ``limit`` values (a permanent with a million storage
        counters): the question is refused by name, never enumerated.
    """
    if isinstance(amount, XValue):
        if hypothetical:
            return [0, 1, 2, 3]
        most = 0
        least = 0
        part_list = cost.parts if cost is not None else ()
        for part in part_list:
            if isinstance(part, RemoveCounters) and part.count is None:
                most = holder.permanent.counter(part.kind)
                least = part.at_least  # "Remove one or more ...": X is at least 1 (tail10)
            elif isinstance(part, (Sacrifice, TapOther)) and part.x:  # s15: X of them (107.3a, 118.3)
                most = len(x_candidates(part, holder, board, taps_self=any(isinstance(p, TapSelf) for p in part_list)))
                least = part.count  # s16: "one or more": X is at least 1
        if most >= limit:
            raise LimitError(f"X can be any number from 0 to {most:,} ({holder.id}): more than {limit:,} ways to resolve (raise Options.max_outcomes)")
        return list(range(least, most + 1)) or [0]
    if isinstance(amount, ManaValueOf):
        views = board.select(amount.of, holder)
        if amount.of.relation is Relation.SACRIFICED and cost is not None:
            # audit20, 118.3, 608.2h: "the sacrificed creature" is the one this ability's cost
            # sacrificed, so one that fits what the cost sacrifices ("Sacrifice a black or
            # artifact creature", Soldevi Adnate), itself for "Sacrifice this creature"
            whats = [p.what for p in cost.parts if isinstance(p, Sacrifice)]
            if whats:
                views = [v for v in views if any(v.id == holder.id if w.relation is Relation.SELF else selects(w, v, holder, board) for w in whats)]
        values = sorted({v.permanent.card.mana_value() for v in views})
        return values or [0]
    if isinstance(amount, RevealedCards):
        # 608.2c: the reveal happens first; the player reveals any number of the cards that fit,
        # so the amount is any number from 0 to them (701.16a: revealing does not move a card)
        return list(range(revealable(amount, holder, board) + 1))
    if isinstance(amount, ResolvedCount) and hypothetical:
        # manatail10: "that much", "for each card exiled this way": any number, as 106.7 weighs
        # the X of a cost it ignores (0 to 3 stands for them all); never evaluated for real
        return [0, amount.times, 2 * amount.times, 3 * amount.times]
    if isinstance(amount, Plus):  # "X plus one", "1 plus the exiled creature's mana value"
        return sorted({v + amount.n for v in amount_values(amount.base, holder, board, cost, hypothetical, limit)})
    if isinstance(amount, CostSymbolsMana):  # manatail18: as many mana as each way adds
        return sorted({m.total for m in cost_symbol_mana(amount, holder, board, limit)})
    if isinstance(amount, Sum):  # cov17: each part counted as it is, then added (107.1)
        totals = {0}
        for added in amount.parts:
            totals = {t + v for t in totals for v in amount_values(added, holder, board, cost, hypothetical, limit)}
        return sorted(totals)
    return [amount_of(amount, holder, board)]



def _cost_of(amount: CostSymbolsMana, holder: View, board: Board) -> ManaCost:
    """The mana cost a :class:`CostSymbolsMana` reads: the enchanted permanent's (none when the
    Aura is attached to nothing on the board), or the milled card's, the top card of the
    controller's library as the cost is paid (701.17a: mill moves the top card)."""
    if amount.card == "enchanted":
        attached = holder.permanent.attached_to
        ids = {v.id for v in board}
        return board.view(attached).permanent.card.mana_cost if attached is not None and attached in ids else ManaCost()
    top = board.state.library_top.get(holder.controller)
    if top is None:
        raise QueryError(f"{holder.id}: “{amount}” needs the top card of {holder.controller}'s library (the card the cost mills): give the scenario key library_top: {{{holder.controller}: CARD}}")
    return top.mana_cost


def cost_symbol_mana(amount: CostSymbolsMana, holder: View, board: Board, limit: int = 100_000) -> list[Mana]:
    """manatail18: every mana a card's mana cost can represent as an effect adds it, one choice per
    hybrid symbol (106.8), sorted by symbol: a coloured symbol its colour (107.4a), a Phyrexian
    one its colour or one of its colours (106.9), a generic one that much colourless (106.10),
    {C} one colourless (107.4c), X nothing (107.3: 0 off the stack). With ``colored_only``
    ("for each colored mana symbol ..., add one mana of that color") each coloured symbol (a
    hybrid one too: it is of its colours, 107.4e) adds one mana of one of its colours, and the
    generic, colourless and X symbols nothing.

    Raises
    ------
    QueryError
        When the cost holds a snow symbol {S}: no rule says what mana it represents (107.4h).
    LimitError
        When the choices of hybrid symbols make more than ``limit`` different results."""
    ways: set[Mana] = {Mana()}
    for sym in _cost_of(amount, holder, board).symbols:
        k = sym.kind
        if k is SymbolKind.SNOW:
            raise QueryError(f"{holder.id}: “{amount}”: the snow symbol {{S}} represents no mana an effect can add (107.4h)")
        choices: list[Mana]
        if k is SymbolKind.X or (amount.colored_only and not sym.colors):
            continue
        if sym.colors and (amount.colored_only or k is not SymbolKind.MONO_HYBRID):
            choices = [Mana.of(c) for c in sym.colors]
        elif k is SymbolKind.MONO_HYBRID:  # 106.8: the coloured half, or the generic / {C} half
            choices = [Mana.of(sym.colors[0]), Mana.of(ManaType.C, 1 if sym.colorless_half else sym.generic)]
        elif k is SymbolKind.GENERIC:
            choices = [Mana.of(ManaType.C, sym.generic)] if sym.generic else [Mana()]
        else:  # {C}
            choices = [Mana.of(ManaType.C)]
        ways = {w + c for w in ways for c in choices}
        if len(ways) > limit:
            raise LimitError(f"{holder.id}: “{amount}” has more than {limit:,} results (raise Options.max_outcomes)")
    return sorted(ways, key=str)


def card_colors(palette: CardColors, holder: View, board: Board) -> TypeSet:
    """The colours among the cards of a zone that fit ``palette.cards`` (105.2; 106.5: none, no
    mana).

    Raises
    ------
    QueryError
        When the scenario does not give the zone (never assumed empty).
    """
    mask = 0
    for card in cards_in(palette.cards, holder, board):
        if card_fits(palette.cards, card, holder):
            mask |= card.colors.mask
    return TypeSet(mask & ALL_COLORS_MASK)


def revealable(amount: RevealedCards, holder: View, board: Board) -> int:
    """How many cards of the controller's hand may be revealed for ``amount`` (402, 208.1).

    Raises
    ------
    QueryError
        When the scenario does not give that hand (never assumed empty).
    """
    n = 0
    for card in cards_in(amount.cards, holder, board):
        if not card_fits(amount.cards, card, holder):
            continue
        if amount.power_at_least is not None:
            if card.power is None:  # a card that is not a creature card has no power (208.1)
                continue
            if not card.power.lstrip("-").isdigit():
                # 208.2a: a "*" power is defined by the card's text in every zone; not evaluated
                raise QueryError(f"{holder.id}: “{amount}” needs the power of {card.name} in hand ({card.power}), which its own text defines (208.2a)")
            if int(card.power) < amount.power_at_least:
                continue
        n += 1
    return n


