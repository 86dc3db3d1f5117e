"""One question's resolution engine: resolving mana abilities with every replacement effect in
every order, and what every permanent "could produce" (106.7).

A :class:`Resolver` holds the board and the caches of one question (nothing outlives it).
:meth:`Resolver.resolve` takes the events of an ability (:mod:`.events`) and applies every
replacement effect in every order (:mod:`.replacement`, 616.1). :func:`could_produce_all`
follows the references to what other permanents could produce to their least fixed point over a
dependency graph (:mod:`.graph`). Costs and "activate only" conditions are never checked here (106.7: ignore
whether costs could be paid; Reflecting Pool and Naga Vitalist rulings); restrictions and riders
never change a type (Reflecting Pool rulings); triggered mana abilities of other objects are not
what the permanent produces (Wild Growth ruling).
"""

from __future__ import annotations

import gc
from dataclasses import dataclass, field, replace
from typing import Iterable

from ...model.abilities import (
    ChosenColor,
    ChosenMana,
    Const,
    CouldProduce,
    FixedMana,
    FixedTypes,
    Instead,
    ManaAbility,
)
from ...model.errors import QueryError
from ...model.mana import Mana, ManaType, TypeSet
from ...model.selectors import Relation, Selector
from ...model.state import GameState
from ..board.layers import compute_board
from ..board.views import AbilityRef, Board, View
from ..options import Options
from ..results import Step
from .effects import InForce, applicable_effects, effects_in_force
from .events import Event, Lookup, events, plain_types
from .graph import Node, PoolKey, dependency_order
from .replacement import Compiled, Path, SearchLimits, search_for

__all__ = ["FixedPoint", "Resolver", "could_produce_all", "pool_key", "pool_selector"]

Signature = tuple[ManaType | None, tuple[tuple[int, int], ...]]
"""What a pure permanent's types depend on: its chosen colour and, per mana ability, the
ability's identity and the replacement effects that apply to it."""
PoolDescription = tuple[str, Selector, str]
"""("pool", selector, holder id or controller): readers that mean the same permanents."""


@dataclass
class Resolver:
    """Per-question caches for resolving abilities on one board (no state outlives a question)."""

    board: Board
    options: Options = Options()
    in_force: tuple[InForce, ...] = ()
    _effects: dict[tuple[str, int], tuple[tuple[Compiled, ...], tuple[str, ...]]] = field(default_factory=dict)
    _search: dict[tuple[Mana, tuple[Compiled, ...]], dict[Mana, Path]] = field(default_factory=dict)
    _limits: SearchLimits | None = None
    _types: dict[Signature, int] = field(default_factory=dict)
    _effect_ids: dict[tuple[Compiled, ...], int] = field(default_factory=dict)
    _outcome_types: dict[tuple[Mana, int], int] = field(default_factory=dict)
    _full: "FixedPoint | None" = None

    _computing: bool = False

    @classmethod
    def of(cls, state: GameState, options: Options = Options()) -> Resolver:
        """The engine of one question on ``state``: the board after continuous effects (613),
        able to answer selectors about what a permanent could produce (from this question's
        fixed point), and the replacement effects in force."""
        resolver = cls(compute_board(state), options)
        resolver.board = resolver.board.with_could_produce(resolver.could_produce_mask)
        resolver.in_force = effects_in_force(resolver.board)
        return resolver

    def could_produce_mask(self, pid: str) -> int:
        """What ``pid`` could produce (106.7), as a bit mask, from the full fixed point."""
        return self.full_fixed_point().types(pid).mask

    def effects_for(self, view: View, ref: AbilityRef[ManaAbility]) -> tuple[tuple[Compiled, ...], tuple[str, ...]]:
        """The replacement effects that apply to this ability's mana (compiled, with labels)."""
        key = (view.id, ref.index)
        hit = self._effects.get(key)
        if hit is None:
            ability = ref.ability
            assert isinstance(ability, ManaAbility)

            def instead(t: Instead) -> tuple[Mana, ...]:
                return tuple(e.mana for e in events(t.effect, view, self.board, None, self.options.max_outcomes))

            hit = applicable_effects(self.in_force, ability, view, self.board, instead)
            self._effects[key] = hit
        return hit

    @property
    def limits(self) -> SearchLimits:
        """The budget of each replacement search of this question (from the options)."""
        if self._limits is None:
            o = self.options
            self._limits = SearchLimits(o.max_search_states, o.max_outcomes, o.max_amount_digits)
        return self._limits

    def replace(self, mana: Mana, effects: tuple[Compiled, ...]) -> dict[Mana, Path]:
        """Every outcome of the replacement effects on one event, each with its witness order:
        read from the one search of these effects (shared with every question that meets them,
        :func:`~.replacement.search_for`), memoised per question."""
        key = (mana, effects)
        hit = self._search.get(key)
        if hit is None:
            if not effects or not any(e.applies(mana) for e in effects):
                hit = {mana: ()}
            else:
                hit = search_for(effects).outcomes(mana, self.limits)
            self._search[key] = hit
        return hit

    def outcomes_of(self, mana: Mana, effects: tuple[Compiled, ...]) -> list[Mana]:
        """The outcomes of one event, in the order of :meth:`replace`, without their witnesses
        (read one with :meth:`witness_of`)."""
        hit = self._search.get((mana, effects))
        if hit is not None:
            return list(hit)
        if not effects or not any(e.applies(mana) for e in effects):
            return [mana]
        return list(search_for(effects).first_outcomes(mana, self.limits))

    def witness_of(self, mana: Mana, effects: tuple[Compiled, ...], result: Mana) -> Path:
        """The witness order of one outcome of :meth:`outcomes_of`."""
        hit = self._search.get((mana, effects))
        if hit is not None:
            return hit[result]
        if not effects or not any(e.applies(mana) for e in effects):
            return ()
        search = search_for(effects)
        return search.witness(mana, search.first_outcomes(mana, self.limits)[result])

    def resolve(self, view: View, ref: AbilityRef[ManaAbility], lookup: Lookup | None, hypothetical: bool = False) -> list[tuple[Event, Mana, Path]]:
        """Every (event, outcome, order of replacements) of resolving this ability now
        (``hypothetical`` for "could produce": costs ignored, 106.7)."""
        ability = ref.ability
        assert isinstance(ability, ManaAbility)
        effects, _ = self.effects_for(view, ref)
        out = []
        for ev in events(ability, view, self.board, lookup, self.options.max_outcomes, hypothetical=hypothetical):
            for result, path in self.replace(ev.mana, effects).items():
                out.append((ev, result, path))
        return out

    def full_fixed_point(self) -> "FixedPoint":
        """What every permanent of the board could produce, computed once per question (every
        mana source of a payment reads it; a cast tries many payments)."""
        if self._full is None:
            if self._computing:
                # a selector asks what permanents could produce while that is being computed
                raise QueryError("what a permanent could produce depends on a selector that asks what permanents could produce (not supported)")
            self._computing = True
            try:
                self._full = could_produce_all(self)
            finally:
                self._computing = False
        return self._full

    def produced_types(self, view: View, lookup: Lookup | None) -> int:
        """The union of the types every mana ability of ``view`` could give now (a bit mask).

        Permanents whose abilities read nothing of the board but their own chosen colour (basic
        lands, Sol Ring, Birds of Paradise...) share one evaluation per distinct signature: on a
        board of thousands of Forests the work is done once.
        """
        refs = view.mana_abilities()
        sig = self._signature(view, refs)
        if sig is not None:
            hit = self._types.get(sig)
            if hit is not None:
                return hit
        mask = 0
        for ref in refs:
            effects, _ = self.effects_for(view, ref)
            if not effects:  # nothing to replace: the types are those of its parts (no enumeration)
                mask |= plain_types(ref.ability, view, self.board, lookup)
                continue
            eid = self._effect_ids.setdefault(effects, len(self._effect_ids))
            for ev in events(ref.ability, view, self.board, lookup, self.options.max_outcomes, hypothetical=True):
                key = (ev.mana, eid)
                got = self._outcome_types.get(key)
                if got is None:
                    if any(e.applies(ev.mana) for e in effects):
                        got = search_for(effects).outcome_types(ev.mana, self.limits).mask
                    else:
                        got = ev.mana.types.mask
                    self._outcome_types[key] = got
                mask |= got
        if sig is not None:
            self._types[sig] = mask
        return mask

    def _signature(self, view: View, refs: tuple[AbilityRef[ManaAbility], ...]) -> Signature | None:
        parts: list[tuple[int, int]] = []
        for ref in refs:
            ability = ref.ability
            if not _pure(ability):
                return None
            effects, _ = self.effects_for(view, ref)
            eid = self._effect_ids.setdefault(effects, len(self._effect_ids))
            parts.append((id(ability), eid))
        return (view.permanent.chosen_color, tuple(parts))

    def steps(self, view: View, ref: AbilityRef[ManaAbility], path: Path) -> tuple[Step, ...]:
        """A replacement path as witness steps naming each effect's source."""
        _, labels = self.effects_for(view, ref)
        return tuple(
            Step(source=labels[i].split(":", 1)[0], effect=labels[i].split(":", 1)[1].strip(), result=str(after), choice=choice)
            for i, choice, after in path
        )


def _pure(ability: object) -> bool:
    """Whether what the ability adds depends on nothing but itself and its holder's chosen
    colour (no counters, counts, could-produce or colours of other permanents)."""
    if not isinstance(ability, ManaAbility):
        return False
    for o in ability.effect.options:
        for p in o.parts:
            if isinstance(p, FixedMana):
                if not isinstance(p.per, Const):
                    return False
            elif not (isinstance(p.amount, Const) and isinstance(p.palette, (FixedTypes, ChosenColor))):
                return False
    return True


# --- could produce: least fixed point over the dependency graph -------------------------------


def _reads(ref: AbilityRef[ManaAbility]) -> list[CouldProduce]:
    return [p.palette for o in ref.ability.effect.options for p in o.parts if isinstance(p, ChosenMana) and isinstance(p.palette, CouldProduce)]


def pool_selector(palette: CouldProduce) -> Selector:
    """The permanents a could-produce palette reads for 106.7. "that land" after "Untap a tapped
    land an opponent controls" (Benthic Explorers, ``Relation.COST``) is any land an opponent
    controls: costs are ignored, so whether it is tapped does not matter."""
    sel = palette.of
    if sel.relation is Relation.COST and sel.tapped is not None:
        return replace(sel, tapped=None)
    return sel


def pool_key(palette: CouldProduce, holder: View) -> PoolDescription:
    """Readers that mean the same permanents share one pool node in the graph."""
    sel = pool_selector(palette)
    if sel.relation in (Relation.SELF, Relation.OTHER, Relation.ENCHANTED, Relation.EQUIPPED):
        return ("pool", sel, holder.id)
    return ("pool", sel, holder.controller)


@dataclass
class FixedPoint:
    """The least fixed point of "could produce" over a board, with the order types were found."""

    resolver: Resolver
    values: dict[object, int]
    found_at: dict[tuple[object, int], int]
    pools: dict[PoolKey, list[str]]
    interned: dict[PoolDescription, PoolKey]

    def pool_types(self, palette: CouldProduce, holder: View) -> TypeSet:
        """The current value of the pool a reader on ``holder`` means."""
        key = self.interned.get(pool_key(palette, holder))
        return TypeSet(self.values.get(key, 0)) if key is not None else TypeSet(0)

    def lookup(self, palette: CouldProduce, holder: View) -> TypeSet:
        return self.pool_types(palette, holder)

    def paying_lookup(self, palette: CouldProduce, holder: View) -> TypeSet:
        """What a reader gives when its ability is activated for real: "that land", the permanent
        chosen to pay the cost (Benthic Explorers: one of the *tapped* lands an opponent controls),
        could produce any of the types of the lands that can pay it."""
        if palette.of.relation is not Relation.COST:
            return self.pool_types(palette, holder)
        mask = 0
        for v in self.resolver.board.select(palette.of, holder):
            mask |= self.values.get(v.id, 0)
        return TypeSet(mask)

    def types(self, pid: str) -> TypeSet:
        return TypeSet(self.values.get(pid, 0))


def could_produce_all(resolver: Resolver, targets: Iterable[str] | None = None) -> FixedPoint:
    """What each permanent could produce (106.7): see :func:`_could_produce_all`.

    On a large board the fixed point allocates many small objects while the board itself is a
    large heap of long-lived ones, so the cyclic garbage collector's full scans cost a third of
    the time; it is paused for the computation (nothing here makes reference cycles) and
    restored as it was."""
    if len(resolver.board.views) < 1000 or not gc.isenabled():
        return _could_produce_all(resolver, targets)
    gc.disable()
    try:
        return _could_produce_all(resolver, targets)
    finally:
        gc.enable()


def _could_produce_all(resolver: Resolver, targets: Iterable[str] | None = None) -> FixedPoint:
    """What each permanent could produce (106.7), as the least fixed point of the references.

    A permanent none of whose mana abilities reads another's "could produce" is a constant: it
    is evaluated once, when something needs it. The readers and the *pools* they read (the
    permanents "a land you control" means for one player) form the dependency graph, with an
    edge from each reading member to its pool and from the pool to each reader. Its strongly
    connected components are evaluated in topological order; inside a component every value
    starts from nothing and a worklist re-evaluates only the readers of a pool that just grew,
    until nothing changes. Sets only grow, so this ends, and at the least fixed point (Exotic
    Orchard ruling: readers that only read each other produce nothing).

    With ``targets``, only what they depend on is computed.
    """
    board = resolver.board
    reads: dict[str, list[tuple[CouldProduce, PoolKey]]] = {}
    pools: dict[PoolKey, list[str]] = {}
    interned: dict[PoolDescription, PoolKey] = {}  # → ("pool", n): cheap to hash in the graph
    for v in board:
        for ref in v.mana_abilities():
            for pal in _reads(ref):
                full = pool_key(pal, v)
                key = interned.get(full)
                if key is None:
                    key = interned[full] = ("pool", len(interned))
                    pools[key] = [m.id for m in board.select(pool_selector(pal), v)]
                reads.setdefault(v.id, []).append((pal, key))

    values: dict[object, int] = {}
    found_at: dict[tuple[object, int], int] = {}
    clock = [0]

    def record(node: object, old: int, new: int) -> None:
        grown = new & ~old
        while grown:
            bit = grown & -grown
            clock[0] += 1
            found_at[(node, bit.bit_length() - 1)] = clock[0]
            grown ^= bit
        values[node] = new

    def evaluate(pid: str) -> int:
        v = board.views[pid]
        if pid not in reads:  # a constant reads no pool
            return resolver.produced_types(v, None)
        keys = dict(reads[pid])

        def lookup(pal: CouldProduce, holder: View) -> TypeSet:
            return TypeSet(values.get(keys[pal], 0))

        return resolver.produced_types(v, lookup)

    def constant(pid: str) -> int:
        if pid not in values:
            record(pid, 0, evaluate(pid))
        return values[pid]

    wanted = list(targets) if targets is not None else list(board.views)
    for pid in wanted:
        if pid not in reads:
            constant(pid)
    reader_targets = [pid for pid in wanted if pid in reads]
    if reader_targets:
        graph_pools = {k: [m for m in ms if m in reads] for k, ms in pools.items()}
        order = dependency_order(list(reads), graph_pools, {pid: [k for _, k in r] for pid, r in reads.items()}, reader_targets)
        for component, readers_of in order:
            # A pool starts with its constant members (and members in earlier components, final now).
            for n in component:
                if isinstance(n, tuple):
                    mask = 0
                    for m in pools[n]:
                        mask |= constant(m) if m not in reads else values.get(m, 0)
                    record(n, 0, mask)
            if len(component) == 1 and not readers_of.get(component[0]) and not isinstance(component[0], tuple):
                record(component[0], 0, evaluate(component[0]))
                continue
            # Worklist: a pool takes a member's new types directly (a union only grows); a reader is
            # re-evaluated when a pool it reads grew. Each node grows at most six times.
            work = [n for n in component if not isinstance(n, tuple)]
            queued = set(work)
            while work:
                node = work.pop()
                queued.discard(node)
                old = values.get(node, 0)
                assert isinstance(node, str)  # the worklist holds readers, never pools
                new = old | evaluate(node)
                if new == old:
                    continue
                record(node, old, new)
                frontier: list[tuple[Node, int]] = [(node, new & ~old)]
                while frontier:
                    src, delta = frontier.pop()
                    for r in readers_of.get(src, ()):
                        if isinstance(r, tuple):
                            pold = values.get(r, 0)
                            pnew = pold | delta
                            if pnew != pold:
                                record(r, pold, pnew)
                                frontier.append((r, pnew & ~pold))
                        elif r not in queued:
                            queued.add(r)
                            work.append(r)
    return FixedPoint(resolver, values, found_at, pools, interned)


