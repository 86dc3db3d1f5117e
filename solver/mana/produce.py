"""What a mana ability yields, and what a permanent "could produce" (106.7).

:func:`events` resolves one mana ability hypothetically: every choice of its productions, with
amounts evaluated now (0 or an undefined type gives no mana, 106.5) and the types that other
permanents could produce looked up in ``values``. :func:`resolve` then applies every replacement
effect in every order (solver.replacement). :func:`could_produce_all` follows the references to
what other permanents could produce to their least fixed point over a dependency graph
(solver.graph). Costs and "activate only" conditions are never checked here (106.7: ignore
whether costs could be paid; Reflecting Pool and Naga Vitalist rulings); restrictions and riders
never change a type (Reflecting Pool rulings); triggered mana abilities of other objects are not
what the permanent produces (Wild Growth ruling).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations, product
from typing import Callable, Iterable

from ...model.abilities import (
    Amount,
    BasicLandTypesAmong,
    ChoiceMode,
    ChosenColor,
    ChosenMana,
    ColorCount,
    ColorsOf,
    Const,
    CouldProduce,
    CountersOn,
    CountOf,
    Devotion,
    ExiledColors,
    FixedMana,
    FixedTypes,
    Greatest,
    Instead,
    LifeTotal,
    ManaAbility,
    ManaEffect,
    ManaValueOf,
    Plus,
    PowerOf,
    ProducedTypes,
    TimesKicked,
    ToughnessOf,
    XValue,
)
from ...model.costs import ActivationCost, RemoveCounters
from ...model.mana import ALL_COLORS_MASK, Mana, TypeSet
from ...model.state import GameState
from ..board.layers import (
    AbilityRef,
    Board,
    View,
    compute_board,
    power_of,
    toughness_of,
)
from ..options import Options
from ..results import CouldProduce as CouldProduceResult
from ..results import Step, Witness
from .effects import InForce, applicable_effects, effects_in_force, palette_types
from .replacement import Compiled, Path, combination, outcome_types, outcomes

Lookup = Callable[[CouldProduce, View], TypeSet]


@dataclass(frozen=True, slots=True)
class Event:
    """One way the ability can resolve before replacement effects: the mana and the choices."""

    mana: Mana
    notes: tuple[object, ...] = ()  # a note, or (palette, what was chosen): formatted on demand
    reads: tuple[tuple[CouldProduce, str], ...] = ()  # (palette, type letter) read from others

    @property
    def choices(self) -> tuple[str, ...]:
        return tuple(n if isinstance(n, str) else f"{n[0]}: {n[1]}" for n in self.notes)  # type: ignore[index]


class TooManyOutcomes(ValueError):
    """The enumeration would exceed Options.max_outcomes."""


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
    if isinstance(amount, TimesKicked):
        return holder.permanent.kicked
    if isinstance(amount, (XValue, ManaValueOf, Plus)):
        values = amount_values(amount, holder, board)
        return max(values)
    if isinstance(amount, PowerOf):
        # "this creature's power"; "the total power of attacking creatures" (the sum, 208.1)
        return max(sum(power_of(v.permanent) for v in board.select(amount.of, holder)), 0)
    if isinstance(amount, ToughnessOf):
        return max(sum(toughness_of(v.permanent) for v in board.select(amount.of, holder)), 0)
    if isinstance(amount, Greatest):
        # "the greatest power among creatures you control": 0 when there are none (107.2), and a
        # negative greatest power adds no mana (107.1b: a negative number of mana is 0)
        stat = power_of if amount.stat == "power" else toughness_of
        return max([stat(v.permanent) for v in board.select(amount.of, holder)] + [0])
    if isinstance(amount, LifeTotal):
        return max(board.state.life_of(holder.controller), 0)  # 119.1; 107.1b
    if isinstance(amount, BasicLandTypesAmong):
        # Domain (305.6): how many of Plains, Island, Swamp, Mountain, Forest are among them
        found: set[str] = set()
        for v in board.select(amount.of, holder):
            found |= v.subtypes & {"Plains", "Island", "Swamp", "Mountain", "Forest"}
        return len(found)
    raise TypeError(f"unknown amount {amount!r}")


def amount_values(amount: Amount, holder: View, board: Board, cost: "ActivationCost | None" = None, hypothetical: bool = False) -> list[int]:
    """Every value an amount can take when the ability resolves now.

    Most amounts have one value. X fixed by the ability's own cost ("Remove X storage counters")
    can be any number the cost allows: from 0 to the counters there are when tapping for real,
    and, since 106.7 ignores costs, any number at all for "could produce" (0 to 3 stands for them
    all: no replacement effect asks about more than "two or more"). "The sacrificed artifact's
    mana value" is the mana value of any permanent that could be sacrificed (none: 0, 107.2).
    """
    if isinstance(amount, XValue):
        if hypothetical:
            return [0, 1, 2, 3]
        limit = 0
        for part in cost.parts if cost is not None else ():
            if isinstance(part, RemoveCounters) and part.count is None:
                limit = holder.permanent.counter(part.kind)
        return list(range(limit + 1))
    if isinstance(amount, ManaValueOf):
        values = sorted({v.permanent.card.mana_cost.mana_value() for v in board.select(amount.of, holder)})
        return values or [0]
    if isinstance(amount, Plus):  # "X plus one", "1 plus the exiled creature's mana value"
        return sorted({v + amount.n for v in amount_values(amount.base, holder, board, cost, hypothetical)})
    return [amount_of(amount, holder, board)]


def devotion(holder: View, board: Board, colors: TypeSet) -> int:
    """700.5: the mana symbols of these colours among the mana costs of permanents its controller
    controls (a hybrid symbol counts once)."""
    total = 0
    for v in board:
        if v.controller == holder.controller:
            total += sum(1 for sym in v.permanent.card.mana_cost.symbols if any(c in colors for c in sym.colors))
    return total


def _palette(palette: object, holder: View, board: Board, lookup: Lookup | None, produced: TypeSet | None = None) -> TypeSet:
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
    return palette_types(palette, holder, board)  # type: ignore[arg-type]


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
        return [Event(part.mana.times(n)) for n in amount_values(part.per, holder, board, cost, hypothetical)]
    assert isinstance(part, ChosenMana)
    if isinstance(part.amount, Devotion) and part.amount.colors is None:
        # "Choose a color. Add an amount of mana of that color equal to your devotion to that color."
        types = _palette(part.palette, holder, board, lookup, produced)
        return [Event(Mana.of(t, devotion(holder, board, TypeSet.of([t]))), ((part.palette, t.name),)) for t in types] or [Event(Mana())]
    out: list[Event] = []
    for k in amount_values(part.amount, holder, board, cost, hypothetical):
        out += _chosen_events(part, k, holder, board, lookup, limit, produced)
    return out


def _chosen_events(
    part: ChosenMana, k: int, holder: View, board: Board, lookup: Lookup | None, limit: int, produced: TypeSet | None
) -> list[Event]:
    types = _palette(part.palette, holder, board, lookup, produced)
    reads = isinstance(part.palette, CouldProduce)
    if k <= 0:
        return [Event(Mana())]
    if not types:
        return [Event(Mana(), ("no type can be defined (106.5)",))]

    def ev(m: Mana, label: str, ts: Iterable) -> Event:
        return Event(m, ((part.palette, label),), tuple((part.palette, t.name) for t in ts) if reads else ())

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
    from math import comb

    return comb(n + k - 1, k)


def events(
    ability: ManaAbility | ManaEffect,
    holder: View,
    board: Board,
    lookup: Lookup | None = None,
    limit: int = 100_000,
    produced: TypeSet | None = None,
    hypothetical: bool = False,
) -> list[Event]:
    """Every way the ability's effect can resolve now, before replacement effects
    (``hypothetical``: for "could produce", where the cost is ignored, 106.7)."""
    effect = ability.effect if isinstance(ability, ManaAbility) else ability
    cost = ability.cost if isinstance(ability, ManaAbility) else None
    out: dict[tuple[Mana, tuple], Event] = {}
    for option in effect.options:
        per_part = [_part_events(p, holder, board, lookup, limit, produced, cost, hypothetical) for p in option.parts]
        if len(per_part) == 1:  # one part: its events are the option's (the common case)
            for ev in per_part[0]:
                out.setdefault((ev.mana, ev.reads), ev)
            if len(out) > limit:
                raise TooManyOutcomes(f"more than {limit} ways to resolve {getattr(ability, 'text', '')!r}")
            continue
        for combo in product(*per_part):
            mana = sum((e.mana for e in combo), Mana())
            ev = Event(mana, tuple(c for e in combo for c in e.notes), tuple(r for e in combo for r in e.reads))
            out.setdefault((mana, ev.reads), ev)
            if len(out) > limit:
                raise TooManyOutcomes(f"more than {limit} ways to resolve {getattr(ability, 'text', '')!r}")
    return list(out.values())


@dataclass
class Resolver:
    """Per-question caches for resolving abilities on one board (no state outlives a question)."""

    board: Board
    options: Options = Options()
    in_force: tuple[InForce, ...] = ()
    _effects: dict[tuple[str, int], tuple[tuple[Compiled, ...], tuple[str, ...]]] = field(default_factory=dict)
    _search: dict[tuple[Mana, tuple[Compiled, ...]], dict[Mana, Path]] = field(default_factory=dict)
    _types: dict[tuple, int] = field(default_factory=dict)
    _effect_ids: dict[tuple[Compiled, ...], int] = field(default_factory=dict)
    _outcome_types: dict[tuple[Mana, int], int] = field(default_factory=dict)
    _full: "FixedPoint | None" = None

    @classmethod
    def of(cls, state: GameState, options: Options = Options()) -> "Resolver":
        board = compute_board(state)
        return cls(board, options, effects_in_force(board))

    def effects_for(self, view: View, ref: AbilityRef) -> tuple[tuple[Compiled, ...], tuple[str, ...]]:
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

    def replace(self, mana: Mana, effects: tuple[Compiled, ...]) -> dict[Mana, Path]:
        """Every outcome of the replacement effects on one event (memoised per question)."""
        key = (mana, effects)
        hit = self._search.get(key)
        if hit is None:
            hit = outcomes(mana, effects)
            self._search[key] = hit
        return hit

    def resolve(self, view: View, ref: AbilityRef, lookup: Lookup | None, hypothetical: bool = False) -> list[tuple[Event, Mana, Path]]:
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
            self._full = could_produce_all(self)
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
                mask |= _plain_types(ref.ability, view, self.board, lookup)  # type: ignore[arg-type]
                continue
            eid = self._effect_ids.setdefault(effects, len(self._effect_ids))
            for ev in events(ref.ability, view, self.board, lookup, self.options.max_outcomes, hypothetical=True):  # type: ignore[arg-type]
                key = (ev.mana, eid)
                got = self._outcome_types.get(key)
                if got is None:
                    got = self._outcome_types[key] = outcome_types(ev.mana, effects).mask
                mask |= got
        if sig is not None:
            self._types[sig] = mask
        return mask

    def _signature(self, view: View, refs: tuple[AbilityRef, ...]) -> tuple | None:
        parts = []
        for ref in refs:
            ability = ref.ability
            if not _pure(ability):
                return None
            effects, _ = self.effects_for(view, ref)
            eid = self._effect_ids.setdefault(effects, len(self._effect_ids))
            parts.append((id(ability), eid))
        return (view.permanent.chosen_color, tuple(parts))

    def steps(self, view: View, ref: AbilityRef, path: Path) -> tuple[Step, ...]:
        """A replacement path as witness steps naming each effect's source."""
        _, labels = self.effects_for(view, ref)
        return tuple(
            Step(source=labels[i].split(":", 1)[0], effect=labels[i].split(":", 1)[1].strip(), result=str(after), choice=choice)
            for i, choice, after in path
        )


def _plain_types(ability: ManaAbility, holder: View, board: Board, lookup: Lookup | None) -> int:
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


def _reads(ref: AbilityRef) -> list[CouldProduce]:
    ability = ref.ability
    if not isinstance(ability, ManaAbility):
        return []
    return [p.palette for o in ability.effect.options for p in o.parts if isinstance(p, ChosenMana) and isinstance(p.palette, CouldProduce)]


def pool_selector(palette: CouldProduce):
    """The permanents a could-produce palette reads for 106.7. "that land" after "Untap a tapped
    land an opponent controls" (Benthic Explorers, ``Relation.COST``) is any land an opponent
    controls: costs are ignored, so whether it is tapped does not matter."""
    from dataclasses import replace

    from ...model.selectors import Relation

    sel = palette.of
    if sel.relation is Relation.COST and sel.tapped is not None:
        return replace(sel, tapped=None)
    return sel


def pool_key(palette: CouldProduce, holder: View) -> tuple:
    """Readers that mean the same permanents share one pool node in the graph."""
    from ...model.selectors import Relation

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
    pools: dict[tuple, list[str]]
    interned: dict[tuple, tuple]

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
        from ...model.selectors import Relation

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
    import gc

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
    from .graph import dependency_order

    board = resolver.board
    reads: dict[str, list[tuple[CouldProduce, tuple]]] = {}
    pools: dict[tuple, list[str]] = {}
    interned: dict[tuple, tuple] = {}  # pool key → ("pool", n): cheap to hash in the graph
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
                new = old | evaluate(node)  # type: ignore[arg-type]
                if new == old:
                    continue
                record(node, old, new)
                frontier = [(node, new & ~old)]
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


def explain(fp: FixedPoint, pid: str) -> list[tuple[str, Witness]]:
    """A witness for each type ``pid`` could produce: the ability, the choices, the chain of
    references (each step found earlier than the one it explains, so the chain is well-founded)
    and the order of replacement effects."""
    out = []
    for t in fp.types(pid):
        w = _witness(fp, pid, int(t), set())
        if w is not None:
            out.append((t.name, w))
    return out


def _witness(fp: FixedPoint, pid: str, t: int, seen: set[str]) -> Witness | None:
    resolver = fp.resolver
    board = resolver.board
    v = board.view(pid)
    limit = fp.found_at.get((pid, t), 0)
    seen = seen | {pid}
    for ref in v.mana_abilities():
        for ev, result, path in resolver.resolve(v, ref, fp.lookup, hypothetical=True):
            if not result[t]:  # type: ignore[index]
                continue
            chain: tuple[str, ...] = ()
            ok = True
            for pal, letter in ev.reads:
                member = _earliest_member(fp, fp.interned[pool_key(pal, v)], letter, limit, seen)
                if member is None:
                    ok = False
                    break
                inner = _witness(fp, member, _bit(letter), seen)
                sub = f"{member} could produce {letter}"
                if inner is not None:
                    sub += f": {inner.ability}" + "".join(f"; {st}" for st in inner.replacements)
                chain += (sub,) + (inner.chain if inner else ())
            if not ok:
                continue
            return Witness(
                permanent=pid,
                ability=ref.text,
                produced=str(ev.mana),
                choices=ev.choices,
                chain=chain,
                replacements=resolver.steps(v, ref, path),
                effects=v.changes,
            )
    return None


def _bit(letter: str) -> int:
    return "WUBRGC".index(letter)


def _earliest_member(fp: FixedPoint, pool: tuple, letter: str, limit: int, seen: set[str]) -> str | None:
    t = _bit(letter)
    best, best_at = None, None
    for m in fp.pools[pool]:
        at = fp.found_at.get((m, t))
        if at is None or m in seen or (limit and at >= limit):
            continue
        if best_at is None or at < best_at:
            best, best_at = m, at
    return best


def could_produce_of(state: GameState, pid: str, *, options: Options = Options()) -> CouldProduceResult:
    """The could_produce query: types with witnesses."""
    resolver = Resolver.of(state, options)
    fp = could_produce_all(resolver, [pid])
    return CouldProduceResult(pid, fp.types(pid), tuple(explain(fp, pid)))
