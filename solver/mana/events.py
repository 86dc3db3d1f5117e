"""What a mana ability's effect can give now, before replacement effects: :func:`events`
enumerates every way it can resolve (every choice of its productions and palettes, amounts
evaluated now; 0 or an undefined type gives no mana, 106.5), with the types read from what other
permanents could produce through a ``lookup``.
"""

from __future__ import annotations

import dataclasses

from itertools import combinations, product
from math import comb
from typing import Callable, Iterable

from ...model.abilities import (
    ChoiceMode,
    ChosenColor,
    ChosenColors,
    ReferredCardColors,
    ChosenMana,
    CardColors,
    ColorsOf,
    CommanderColors,
    NotedType,
    CouldProduce,
    CostSymbolsMana,
    Devotion,
    ExiledColors,
    FixedMana,
    FixedTypes,
    ManaAbility,
    ManaEffect,
    Palette,
    ProducedTypes,
)
from ...model.costs import ActivationCost
from ...model.errors import LimitError, QueryError
from ...model.mana import ALL_COLORS_MASK, Mana, ManaType, TypeSet
from ..board.views import Board, View
from .amounts import amount_values, card_colors, cost_symbol_mana, devotion
from .replacement import combination
from ...model.values import dataclass

__all__ = ["Event", "Lookup", "TooManyOutcomes", "events", "palette_types", "plain_types"]

Lookup = Callable[[CouldProduce, View], TypeSet]



@dataclass(frozen=True, slots=True)
class Event:
    """One way the ability can resolve before replacement effects: the mana and the choices."""

    mana: Mana
    notes: tuple[str | tuple[Palette, str], ...] = ()  # a note, or (palette, what was chosen): formatted on demand
    reads: tuple[tuple[CouldProduce, str], ...] = ()  # (palette, type letter) read from others

    @property
    def choices(self) -> tuple[str, ...]:
        return tuple(n if isinstance(n, str) else f"{n[0]}: {n[1]}" for n in self.notes)



class TooManyOutcomes(LimitError):
    """The enumeration would exceed Options.max_outcomes."""



def _palette(palette: Palette, holder: View, board: Board, lookup: Lookup | None, produced: TypeSet | None = None) -> TypeSet:
    if isinstance(palette, CouldProduce):
        if lookup is None:
            raise TypeError("a could-produce palette needs a lookup")
        types = lookup(palette, holder)
        return types.colors() if palette.colors_only else types
    if isinstance(palette, ColorsOf):
        mask = 0
        for v in board.select(palette.of, holder):
            mask |= v.colors.mask
        return TypeSet(mask & ALL_COLORS_MASK)
    if isinstance(palette, ExiledColors):
        # 607.2a: the colours of the cards exiled with it (none exiled: no type, 106.5)
        mask = 0
        for card in holder.permanent.exiled:
            mask |= card.colors.mask
        return TypeSet(mask & ALL_COLORS_MASK)
    if isinstance(palette, ProducedTypes):
        # Mana Flare rulings: only a type the land actually produced (after replacements).
        if produced is None:
            raise TypeError("'any type that land produced' belongs to triggered mana abilities")
        return produced
    return palette_types(palette, holder, board)



def _part_events(
    part: object,
    holder: View,
    board: Board,
    lookup: Lookup | None,
    limit: int,
    produced: TypeSet | None,
    cost: "ActivationCost | None" = None,
    hypothetical: bool = False,
) -> list[Event]:
    if isinstance(part, FixedMana):
        return [Event(part.mana.times(n)) for n in amount_values(part.per, holder, board, cost, hypothetical, limit)]
    assert isinstance(part, ChosenMana)
    if isinstance(part.amount, CostSymbolsMana):
        # manatail18: the mana of a card's mana cost, one way per choice of hybrid halves (106.8)
        return [Event(m, ((part.palette, str(m)),)) for m in cost_symbol_mana(part.amount, holder, board, limit)] or [Event(Mana())]
    if isinstance(part.amount, Devotion) and part.amount.colors is None:
        # "Choose a color. Add an amount of mana of that color equal to your devotion to that color."
        types = _palette(part.palette, holder, board, lookup, produced)
        return [Event(Mana.of(t, devotion(holder, board, TypeSet.of([t]))), ((part.palette, t.name),)) for t in types] or [Event(Mana())]
    out: list[Event] = []
    for k in amount_values(part.amount, holder, board, cost, hypothetical, limit):
        out += _chosen_events(part, k, holder, board, lookup, limit, produced)
    return out



def _chosen_events(
    part: ChosenMana, k: int, holder: View, board: Board, lookup: Lookup | None, limit: int, produced: TypeSet | None
) -> list[Event]:
    types = _palette(part.palette, holder, board, lookup, produced)
    if k <= 0:
        return [Event(Mana())]
    if not types:
        return [Event(Mana(), ("no type can be defined (106.5)",))]

    def ev(m: Mana, label: str, ts: Iterable[ManaType]) -> Event:
        palette = part.palette
        read = tuple((palette, t.name) for t in ts) if isinstance(palette, CouldProduce) else ()
        return Event(m, ((palette, label),), read)

    if part.mode is ChoiceMode.SAME:
        return [ev(Mana.of(t, k), t.name, [t]) for t in types]
    if part.mode is ChoiceMode.DIFFERENT:
        if k > len(types):
            return [Event(Mana(), (f"{k} different types cannot be chosen from {types}",))]
        return [ev(sum((Mana.of(t) for t in c), Mana()), "".join(x.name for x in c), c) for c in combinations(list(types), k)]
    combos = combination(types, k) if _comb_count(len(types), k) <= limit else None
    if combos is None:
        raise TooManyOutcomes(f"{k} mana in any combination of {len(types)} types has too many outcomes (raise Options.max_outcomes)")
    return [ev(m, str(m), m.types) for m in combos]



def _comb_count(n: int, k: int) -> int:
    return comb(n + k - 1, k)



def events(
    ability: ManaAbility | ManaEffect,
    holder: View,
    board: Board,
    lookup: Lookup | None = None,
    limit: int = 100_000,
    produced: TypeSet | None = None,
    hypothetical: bool = False,
    distinct_manas: bool = False,
    unspent: Mana | None = None,
) -> list[Event]:
    """Every way the ability's effect can resolve now, before replacement effects
    (``hypothetical``: for "could produce", where the cost is ignored, 106.7). With
    ``distinct_manas``, one event per distinct mana (what the types of the outcomes depend
    on), not one per mana and references read. ``unspent`` is the mana its controller has
    unspent as it resolves, which Doubling Cube copies: None outside a plan, where the pool is
    empty (a scenario starts with no mana in any pool; its own cost's mana is spent, 601.2h)."""
    effect = ability.effect if isinstance(ability, ManaAbility) else ability
    cost = ability.cost if isinstance(ability, ManaAbility) else None
    if effect.unspent:
        have = unspent if unspent is not None else Mana()
        note = f"doubles the unspent mana: {have or 'none'} in the pool as it resolves"
        return [Event(have, (note,))]
    out: dict[object, Event] = {}
    for option in effect.options:
        per_part = [_part_events(p, holder, board, lookup, limit, produced, cost, hypothetical) for p in option.parts]
        if len(per_part) == 1:  # one part: its events are the option's (the common case)
            for ev in per_part[0]:
                out.setdefault(ev.mana if distinct_manas else (ev.mana, ev.reads), ev)
            if len(out) > limit:
                raise TooManyOutcomes(f"more than {limit:,} ways to resolve {getattr(ability, 'text', '')!r} (raise Options.max_outcomes)")
            continue
        combos = 1
        for p in per_part:
            combos *= len(p)
        if combos > 10 * limit:  # the combinations are tried one by one: bounded before, not after
            raise TooManyOutcomes(f"{combos:,} combinations of the parts of {getattr(ability, 'text', '')!r} (raise Options.max_outcomes)")
        for combo in product(*per_part):
            mana = sum((e.mana for e in combo), Mana())
            ev = Event(mana, tuple(c for e in combo for c in e.notes), tuple(r for e in combo for r in e.reads))
            out.setdefault(mana if distinct_manas else (mana, ev.reads), ev)
            if len(out) > limit:
                raise TooManyOutcomes(f"more than {limit:,} ways to resolve {getattr(ability, 'text', '')!r} (raise Options.max_outcomes)")
    if effect.recipient != "you":
        # 106.3, 106.4: the effect instructs another player, or each player, to add the mana; the
        # questions are about the controller's pool, and the controller gets it (each player adds
        # it) or may be the player chosen, so the mana is the same and the note names the player
        note = _RECIPIENT_NOTES[effect.recipient].format(holder.controller)
        return [dataclasses.replace(ev, notes=ev.notes + (note,)) for ev in out.values()]
    return list(out.values())


_RECIPIENT_NOTES = {
    "each player": "each player adds it, {0} too (106.4)",
    "chosen": "the player chosen to add it: {0} (106.4)",
}


def palette_types(palette: Palette, holder: View, board: Board) -> TypeSet:
    """The types a board-independent palette offers, seen from ``holder`` (the text's object)."""
    if isinstance(palette, FixedTypes):
        return palette.types
    if isinstance(palette, ChosenColor):
        c = holder.permanent.chosen_color
        return TypeSet.of([c]) if c is not None else TypeSet(0)
    if isinstance(palette, ReferredCardColors):  # cov17: only the resolution knows the card (608.2c)
        raise QueryError(f"{holder.id}: “{palette}”: the colours of a card only the ability's resolution names (608.2c), never assumed")
    if isinstance(palette, ChosenColors):  # cov17: Desert Cenote's colours, never assumed
        chosen = holder.permanent.chosen_colors
        if chosen is None:
            raise QueryError(f"{holder.id}: “{palette}” needs the colours chosen as it entered: give the permanent key chosen_colors: [W, U]")
        return TypeSet.of(chosen)
    if isinstance(palette, NotedType):  # manatail14: Jeweled Amulet's noted type, never assumed
        noted = holder.permanent.noted_mana
        if noted is None:
            raise QueryError(f"{holder.id}: “{palette}” needs the type of mana noted: give the permanent key noted_mana (W, U, B, R, G or C)")
        return TypeSet.of([noted])
    if isinstance(palette, CommanderColors):
        # Command Tower rulings: no commander, or a colourless one, gives no mana.
        return board.state.commander_identity.get(holder.controller, TypeSet(0)) & TypeSet(ALL_COLORS_MASK)
    if isinstance(palette, CardColors):  # tail10: colours of cards in a graveyard (105.2, 404)
        return card_colors(palette, holder, board)
    raise TypeError(f"palette {palette!r} needs the board's could-produce values")


def plain_types(ability: ManaAbility, holder: View, board: Board, lookup: Lookup | None) -> int:
    """The types an ability could give when no replacement effect applies: the union over its
    options of the types of each part that adds at least one mana (106.5: none from an amount of
    0 or an undefined type). Equal to the types of :func:`events`, without enumerating them."""
    mask = 0
    cost = ability.cost
    for option in ability.effect.options:
        for part in option.parts:
            if isinstance(part, FixedMana):
                if max(amount_values(part.per, holder, board, cost, True)) > 0:
                    mask |= part.mana.types.mask
                continue
            if isinstance(part.amount, CostSymbolsMana):  # manatail18: the types of its ways
                for m in cost_symbol_mana(part.amount, holder, board):
                    mask |= m.types.mask
                continue
            if isinstance(part.amount, Devotion) and part.amount.colors is None:
                mask |= sum(e.mana.types.mask for e in _part_events(part, holder, board, lookup, 10**6, None, cost, True))
                continue
            k = max(amount_values(part.amount, holder, board, cost, True))
            if k <= 0:
                continue
            types = _palette(part.palette, holder, board, lookup)
            if part.mode is ChoiceMode.DIFFERENT and k > len(types):
                k = min(amount_values(part.amount, holder, board, cost, True))
                if not 0 < k <= len(types):
                    continue
            mask |= types.mask
    return mask
