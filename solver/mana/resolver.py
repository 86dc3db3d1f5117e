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
from dataclasses import field, replace
from typing import Callable, Iterable

from ...model.abilities import (
    ChosenColor,
    ChosenMana,
    Const,
    CouldProduce,
    FixedMana,
    FixedTypes,
    Instead,
    ManaAbility,
    TriggeredManaAbility,
)
from ...model.errors import QueryError
from ...model.mana import ALL_COLORS_MASK, ALL_TYPES_MASK, Mana, ManaType, TypeSet
from ...model.selectors import Relation, Selector
from ...model.state import GameState, Resolution
from ..board.layers import compute_board
from ..board.views import AbilityRef, Board, View
from ..options import Options
from ..results import Step
from .amounts import amount_of
from .effects import InForce, LiveEffects, compile_effect, effects_in_force, triggers_in_force
from .events import Event, Lookup, events, plain_types
from .graph import PoolKey, components, reaching
from .replacement import Compiled, Path, SearchLimits, search_for
from ...model.values import dataclass

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
    _quick: dict[tuple[int, int], int] = field(default_factory=dict)
    _triggers: tuple[tuple[View, TriggeredManaAbility, Resolution | None], ...] | None = None
    _mana_refs: dict[int, tuple[tuple[AbilityRef[ManaAbility], ...], bool, bool]] = field(default_factory=dict)
    _live: LiveEffects | None = None
    _selected: dict[str, tuple[int, ...]] = field(default_factory=dict)
    _trigger_effects: dict[str, tuple[Compiled, ...]] = field(default_factory=dict)

    _computing: bool = False

    @classmethod
    def of(cls, state: GameState, options: Options = Options()) -> Resolver:
        """The engine of one question on ``state``: the board after continuous effects (613),
        able to answer selectors about what a permanent could produce (from this question's
        fixed point), and the replacement effects in force. The garbage collector is paused
        while a large board is computed (:class:`paused_gc`)."""
        with paused_gc(len(state.permanents)):
            resolver = cls(compute_board(state, amount_of), options)  # pt10: layer 7's amounts (613.4)
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

            live, selected = self._selecting(view)
            hit = live.applicable(selected, ability, view, self._instead(view))
            self._effects[key] = hit
        return hit

    def trigger_effects(self, holder: View) -> tuple[Compiled, ...]:
        """audit28: the replacement effects that modify the mana a triggered mana ability of
        ``holder`` adds (614.1a): those whose filter means ``holder`` and that are not worded
        "tapped for mana" (a triggered ability taps nothing, 106.12): False Dawn's "spells and
        abilities you control that would add colored mana instead add that much white mana"
        makes Utopia Sprawl's additional mana white; Mana Reflection, Contamination and Nyxbloom
        Ancient ("tapped for mana") never touch it (their rulings)."""
        hit = self._trigger_effects.get(holder.id)
        if hit is None:
            _, selected = self._selecting(holder)
            instead = self._instead(holder)
            hit = self._trigger_effects[holder.id] = tuple(
                compile_effect(f.effect, holder=f.source, event_source=holder, board=self.board, instead=instead)
                for f in (self.in_force[i] for i in selected) if not f.effect.applies_to.tapped
            )
        return hit

    def _selecting(self, view: View) -> tuple[LiveEffects, tuple[int, ...]]:
        """The effects in force on this board, and those whose filters mean ``view`` (each computed
        once per board)."""
        live = self._live
        if live is None or live.in_force is not self.in_force or live.board is not self.board:
            live = self._live = LiveEffects(self.in_force, self.board)
            self._selected.clear()
        selected = self._selected.get(view.id)
        if selected is None:
            selected = self._selected[view.id] = live.selecting(view)
        return live, selected

    def _instead(self, view: View) -> Callable[[Instead], tuple[Mana, ...]]:
        """What an "instead" effect adds, seen from ``view`` (every outcome of its mana)."""

        def instead(t: Instead) -> tuple[Mana, ...]:
            return tuple(e.mana for e in events(t.effect, view, self.board, None, self.options.max_outcomes))

        return instead

    @property
    def triggers(self) -> tuple[tuple[View, TriggeredManaAbility, Resolution | None], ...]:
        """The triggered mana abilities in force on this board (computed once per question)."""
        if self._triggers is None:
            self._triggers = triggers_in_force(self.board)
        return self._triggers

    @property
    def limits(self) -> SearchLimits:
        """The budget of each replacement search of this question (from the options)."""
        if self._limits is None:
            self._limits = SearchLimits.of(self.options)
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

    def resolve(
        self, view: View, ref: AbilityRef[ManaAbility], lookup: Lookup | None, hypothetical: bool = False, unspent: Mana | None = None
    ) -> list[tuple[Event, Mana, Path]]:
        """Every (event, outcome, order of replacements) of resolving this ability now
        (``hypothetical`` for "could produce": costs ignored, 106.7; ``unspent``: the mana in its
        controller's pool as it resolves, see :func:`~.events.events`)."""
        ability = ref.ability
        assert isinstance(ability, ManaAbility)
        effects, _ = self.effects_for(view, ref)
        out = []
        for ev in events(ability, view, self.board, lookup, self.options.max_outcomes, hypothetical=hypothetical, unspent=unspent):
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
        quick: tuple[int, int] | None = None
        refs, plain, pure = self.mana_refs(view)
        if plain and not self.in_force:
            # nothing can replace its mana and it reads only its own chosen colour: one
            # evaluation per card and colour (no per-permanent signature to build)
            color = view.permanent.chosen_color
            quick = (id(view.abilities), -1 if color is None else color.value)
            hit = self._quick.get(quick)
            if hit is not None:
                return hit
        sig = None if quick is not None or lookup is not None or not pure else self._signature(view, refs)  # a reader is never pure
        if sig is not None:
            hit = self._types.get(sig)
            if hit is not None:
                return hit
        mask = 0
        for ref in refs:
            effects, _ = self.effects_for(view, ref)
            if all(e.keeps_types for e in effects):
                # nothing to replace, or only effects that keep the types (Mana Reflection): the
                # types are those of its parts (no enumeration, no search of orders)
                mask |= plain_types(ref.ability, view, self.board, lookup)
                continue
            eid = self._effect_ids.setdefault(effects, len(self._effect_ids))
            for ev in events(ref.ability, view, self.board, lookup, self.options.max_outcomes, hypothetical=True, distinct_manas=True):
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
        if quick is not None:
            self._quick[quick] = mask
        return mask

    def mana_refs(self, view: View) -> tuple[tuple[AbilityRef[ManaAbility], ...], bool, bool]:
        """The mana abilities of ``view``, whether each is pure with no self-replacement, and
        whether each is pure (:func:`_pure`), computed once per tuple of abilities (the
        permanents of one card share it)."""
        key = id(view.abilities)
        hit = self._mana_refs.get(key)
        if hit is None:
            refs = view.producing_abilities(self.options.etb_trigger_could_produce)  # 106.7
            pure = all(_pure(r.ability) for r in refs)
            hit = self._mana_refs[key] = (refs, pure and not any(r.ability.self_replacements for r in refs), pure)
        return hit

    def _signature(self, view: View, refs: tuple[AbilityRef[ManaAbility], ...]) -> Signature:
        """What the types of a permanent whose abilities are all pure depend on."""
        parts: list[tuple[int, int]] = []
        for ref in refs:
            ability = ref.ability
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


_PER_HOLDER = (Relation.SELF, Relation.OTHER, Relation.ENCHANTED, Relation.EQUIPPED)
"""Relations whose pool depends on the holder itself, not only on its controller."""


def pool_key(palette: CouldProduce, holder: View) -> PoolDescription:
    """Readers that mean the same permanents share one pool node in the graph."""
    sel = pool_selector(palette)
    if sel.relation in _PER_HOLDER:
        return ("pool", sel, holder.id)
    return ("pool", sel, holder.controller)


@dataclass
class FixedPoint:
    """The least fixed point of "could produce" over a board, with the order types were found."""

    resolver: Resolver
    values: dict[object, int]
    found_at: dict[tuple[object, int], int]
    """When each type of a reader or a pool was found (a clock from 1); a permanent that reads no
    other has all its types from the start: see :meth:`found`."""
    pools: dict[PoolKey, list[str]]
    by_identity: dict[tuple[int, str], PoolKey] = field(default_factory=dict)
    """The pool of (``id`` of a palette object, its holder's id or controller): how the fixed point
    found pools without hashing a selector per permanent."""
    sources: list[tuple[CouldProduce, View]] = field(default_factory=list)
    """The palette and holder that made each pool (by pool number)."""
    _interned: dict[PoolDescription, PoolKey] | None = None

    @property
    def interned(self) -> dict[PoolDescription, PoolKey]:
        """Each pool by what it means (:func:`pool_key`), built on first use."""
        if self._interned is None:
            self._interned = {}
            for n, (palette, holder) in enumerate(self.sources):
                self._interned.setdefault(pool_key(palette, holder), ("pool", n))
        return self._interned

    def pool_of(self, palette: CouldProduce, holder: View) -> PoolKey | None:
        """The pool a reader on ``holder`` means (None when no permanent of the board reads it)."""
        per_holder = pool_selector(palette).relation in _PER_HOLDER
        key = self.by_identity.get((id(palette), holder.id if per_holder else holder.controller))
        return key if key is not None else self.interned.get(pool_key(palette, holder))

    def pool_types(self, palette: CouldProduce, holder: View) -> TypeSet:
        """The current value of the pool a reader on ``holder`` means."""
        key = self.pool_of(palette, holder)
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

    def found(self, node: object, t: int) -> int | None:
        """When type ``t`` of ``node`` was found: 0 for a permanent that reads no other (it needs
        no chain), the clock for a reader or a pool, None when it was not found."""
        at = self.found_at.get((node, t))
        if at is None and self.values.get(node, 0) >> t & 1:
            return 0
        return at


def could_produce_all(resolver: Resolver, targets: Iterable[str] | None = None) -> FixedPoint:
    """What each permanent could produce (106.7): see :func:`_could_produce_all`.

    On a large board the fixed point allocates many small objects while the board itself is a
    large heap of long-lived ones, so the cyclic garbage collector's full scans cost a third of
    the time; it is paused for the computation (nothing here makes reference cycles) and
    restored as it was."""
    with paused_gc(len(resolver.board.views)):
        return _could_produce_all(resolver, targets)


class paused_gc:
    """Pause the cyclic garbage collector while a large board is computed (``size`` permanents,
    from :data:`GC_PAUSE_FROM` on), and restore it as it was: the board's computation makes no
    reference cycle, while the collector's full scans of a heap of a hundred thousand views
    would cost a third of the time. Nested pauses leave it to the outermost."""

    def __init__(self, size: int):
        self.pause = size >= GC_PAUSE_FROM and gc.isenabled()

    def __enter__(self) -> None:
        if self.pause:
            gc.disable()

    def __exit__(self, *exc: object) -> None:
        if self.pause:
            gc.enable()


GC_PAUSE_FROM = 1000
"""The board size from which :class:`paused_gc` pauses the collector."""


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

    Permanents are numbered (readers 0..R-1, pools R..R+P-1 in the graph), so that a board of a
    hundred thousand permanents costs lists, not dicts of tuples. With ``targets``, only what
    they depend on is computed.
    """
    board = resolver.board
    views = board.views
    ids = list(views)
    position = {pid: i for i, pid in enumerate(ids)}
    pals_of: dict[int, list[CouldProduce]] = {}  # per tuple of abilities (shared by a card's permanents)
    holder_pools: dict[int, bool] = {}
    by_identity: dict[tuple[int, str], PoolKey] = {}
    reader_of = [-1] * len(ids)            # permanent → reader number
    readers: list[int] = []                # reader number → permanent
    reads: list[list[tuple[CouldProduce, int]]] = []  # reader number → (palette, pool number)
    members: list[list[int]] = []          # pool number → permanents
    sources: list[tuple[CouldProduce, View]] = []  # pool number → the palette and holder that made it
    plan_of: dict[int, list[CouldProduce] | None] = {}  # per tuple of abilities: see _plan
    plans: list[list[tuple[int, int]] | None] = []  # reader number → (pool, mask of types it keeps)
    for i, pid in enumerate(ids):
        v = views[pid]
        pals = pals_of.get(id(v.abilities))
        if pals is None:
            pals = pals_of[id(v.abilities)] = [pal for ref in resolver.mana_refs(v)[0] for pal in _reads(ref)]  # 106.7: the abilities it weighs
        if not pals:
            continue
        mine: list[tuple[CouldProduce, int]] = []
        for pal in pals:
            # the same palette object seen from the same player (or holder) is the same pool:
            # found by identity first, so that a selector is hashed once per card, not per permanent
            per_holder = holder_pools.get(id(pal))
            if per_holder is None:
                per_holder = holder_pools[id(pal)] = pool_selector(pal).relation in _PER_HOLDER
            fast = (id(pal), v.id if per_holder else v.controller)
            key = by_identity.get(fast)
            if key is None:
                key = by_identity[fast] = ("pool", len(members))
                members.append([position[m.id] for m in board.select(pool_selector(pal), v)])
                sources.append((pal, v))
            mine.append((pal, key[1]))
        reader_of[i] = len(readers)
        readers.append(i)
        reads.append(mine)
        plan = plan_of.get(id(v.abilities), False)
        if plan is False:
            plan = plan_of[id(v.abilities)] = _plan(v.producing_abilities(resolver.options.etb_trigger_could_produce)) if not resolver.in_force else None
        plans.append(None if plan is None else [(p, ALL_COLORS_MASK if pal.colors_only else ALL_TYPES_MASK) for pal, p in mine])

    value = [-1] * len(ids)                # -1: not evaluated yet
    pool_value = [0] * len(members)
    found_at: dict[tuple[object, int], int] = {}
    clock = 0

    def record(node: object, grown: int) -> None:
        nonlocal clock
        while grown:
            bit = grown & -grown
            clock += 1
            found_at[(node, bit.bit_length() - 1)] = clock
            grown ^= bit

    def constant(i: int) -> int:  # found from the start: not recorded (FixedPoint.found)
        got = value[i]
        if got < 0:
            got = value[i] = resolver.produced_types(views[ids[i]], None)
        return got

    def evaluate(r: int) -> int:
        plan = plans[r]
        if plan is not None:
            got = 0
            for p, keep in plan:
                got |= pool_value[p] & keep
            return got
        keys = {id(pal): p for pal, p in reads[r]}  # by identity: a palette is hashed never

        def lookup(pal: CouldProduce, holder: View) -> TypeSet:
            return TypeSet(pool_value[keys[id(pal)]])

        return resolver.produced_types(views[ids[readers[r]]], lookup)

    wanted = [position[t] for t in targets] if targets is not None else list(range(len(ids)))
    for i in wanted:
        if reader_of[i] < 0:
            constant(i)
    reader_targets = [reader_of[i] for i in wanted if reader_of[i] >= 0]
    if reader_targets:
        nr = len(readers)
        succ: list[list[int]] = [[] for _ in range(nr + len(members))]
        for p, ms in enumerate(members):
            for m in ms:
                if reader_of[m] >= 0:
                    succ[reader_of[m]].append(nr + p)
        for r, mine in enumerate(reads):
            for _, p in mine:
                succ[nr + p].append(r)
        nodes = None
        if targets is not None:
            pred: list[list[int]] = [[] for _ in succ]
            for a, outs in enumerate(succ):
                for b in outs:
                    pred[b].append(a)
            nodes = reaching(pred, reader_targets)
        comp_of = [-1] * len(succ)
        for c, comp in enumerate(components(succ, nodes)):
            for node in comp:
                comp_of[node] = c
            # A pool starts with its constant members (and members in earlier components, final now).
            for node in comp:
                if node >= nr:
                    p = node - nr
                    mask = 0
                    for m in members[p]:
                        mask |= constant(m) if reader_of[m] < 0 else max(value[m], 0)
                    pool_value[p] = mask
                    record(("pool", p), mask)
            if len(comp) == 1 and comp[0] < nr and comp[0] not in succ[comp[0]]:
                r = comp[0]
                got = value[readers[r]] = evaluate(r)
                record(ids[readers[r]], got)
                continue
            # Worklist: a pool takes a member's new types directly (a union only grows); a reader is
            # re-evaluated when a pool it reads grew. Each node grows at most six times.
            work = [node for node in comp if node < nr]
            for r in work:
                value[readers[r]] = 0
            queued = set(work)
            while work:
                r = work.pop()
                queued.discard(r)
                i = readers[r]
                old = value[i]
                new = old | evaluate(r)
                if new == old:
                    continue
                value[i] = new
                record(ids[i], new & ~old)
                frontier: list[tuple[int, int]] = [(r, new & ~old)]
                while frontier:
                    src, delta = frontier.pop()
                    for dst in succ[src]:
                        if comp_of[dst] != c:
                            continue
                        if dst >= nr:
                            pold = pool_value[dst - nr]
                            pnew = pold | delta
                            if pnew != pold:
                                pool_value[dst - nr] = pnew
                                record(("pool", dst - nr), pnew & ~pold)
                                frontier.append((dst, pnew & ~pold))
                        elif dst not in queued:
                            queued.add(dst)
                            work.append(dst)
    values: dict[object, int] = {ids[i]: got for i, got in enumerate(value) if got >= 0}
    for p, got in enumerate(pool_value):
        values[("pool", p)] = got
    pools = {("pool", p): [ids[m] for m in ms] for p, ms in enumerate(members)}
    return FixedPoint(resolver, values, found_at, pools, by_identity, sources)


def _plan(refs: tuple[AbilityRef[ManaAbility], ...]) -> list[CouldProduce] | None:
    """The palettes of abilities that each add exactly one mana of a type some permanents could
    produce ("Add one mana of any type that a land you control could produce"), with nothing to
    replace it: then what they could produce is the union of those pools (the colours of them,
    for "any color"), as :func:`~.events.plain_types` would find, without building events.
    None for any other ability."""
    out: list[CouldProduce] = []
    for ref in refs:
        a = ref.ability
        if a.self_replacements:
            return None
        for option in a.effect.options:
            if len(option.parts) != 1:
                return None
            part = option.parts[0]
            if not (isinstance(part, ChosenMana) and isinstance(part.palette, CouldProduce) and isinstance(part.amount, Const) and part.amount.n == 1):
                return None
            out.append(part.palette)
    return out
