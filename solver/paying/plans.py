"""The forward search over plans: every pool a player can have by activating mana abilities in
some order (605, 601.2g-h), without looping forever when a cycle makes mana without limit.

A *plan state* is a key — which objects have left the battlefield or the hand, which are tapped,
the counters left, the life left — and a *pool*: the mana in the player's pool, as counts per
type and per spending restriction (:data:`Pool`). A step activates one
:class:`~.actions.ManaAction` whose costs can be paid in that state: its mana cost from the pool
(every way of paying it: generic mana of any type, hybrid halves, 609.4b spending rules), its
other costs from the key (118.3: a cost can't be paid without the resources), then every one of its
outcomes is added.

:meth:`PlanSearch.explore` visits the states breadth first, each distinct (key, pool) once. A step
whose new state has the same key as one of the states before it on its own path, with at least as
much of every kind of mana and more of some, repeats a cycle that gains mana: the pool has no
bound, and the search stops with that cycle (the Karp-Miller construction: every infinite path has
such a pair, by Dickson's lemma, and the tree of distinct states is finitely branching, so an
unbounded search finds one and a bounded one ends). A budget of states bounds the work
(:class:`~model.errors.LimitError` past it).

audit22: with ``accelerate`` the search does not stop at such a cycle: it pumps it, the kinds of
mana the cycle gains becoming :data:`OMEGA` (the Karp-Miller acceleration), and goes on; every
pool it then lists covers pools that some plan reaches, as large in the OMEGA kinds as one wants
(605.3a), which decides whether a cost can be paid when mana abilities make mana without limit.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from itertools import combinations
from typing import Iterable, Iterator, Sequence

from ...model.costs import ManaCost, SymbolKind
from ...model.errors import LimitError
from ...model.mana import Mana, ManaType, TypeSet
from .actions import ZONES, ManaAction, Outcome, PlayerMana
from .dominance import Dominance
from .spending import Purpose, may_spend

__all__ = [
    "Exploration",
    "Key",
    "OMEGA",
    "Plan",
    "PlanSearch",
    "Pool",
    "Step",
    "Unbounded",
    "add",
    "project",
    "saturate",
    "symbol_options",
    "pay_from_pool",
]

Pool = tuple[int, ...]
"""Mana in a pool: ``tags`` blocks of six counts (WUBRGC), block 0 the mana without a spending
restriction, block k the mana of restriction k."""

Key = tuple[int, int, tuple[int, ...], int]
"""(objects gone, objects tapped, counters left per counter slot, life left) as bit masks and counts."""

OMEGA = 1 << 40
"""audit22: "as much as one wants" of one kind of mana in an accelerated search (the Karp-Miller
ω): a count that a cycle of mana abilities pumps without limit (605.3a). Any count at least half
of it is read as it: paying a cost takes only a few mana from it."""


def saturate(pool: Pool) -> Pool:
    """audit22: ``pool`` with every count near :data:`OMEGA` read as it."""
    return tuple(OMEGA if n >= OMEGA // 2 else n for n in pool) if any(n >= OMEGA // 2 for n in pool) else pool


@dataclass(frozen=True, slots=True)
class Step:
    """One activation: the action, the outcome it gave, the mana taken from the pool for its cost,
    the life paid, the objects its cost sacrificed, tapped, exiled or untapped, and the counters
    removed."""

    action: int
    outcome: int
    paid: Pool
    life: int = 0
    chosen: tuple[int, ...] = ()
    removed: int = 0
    gone: frozenset[int] = frozenset()
    seen_counters: int = -1
    sacrificed: int = -1
    unspent: Mana | None = None  # the pool its ability copied (Doubling Cube)

    def outcome_of(self, pm: PlayerMana) -> "Outcome":
        """The outcome this step gave (from the question's cache)."""
        return pm.outcomes(pm.actions[self.action], self.gone, self.seen_counters, self.sacrificed, self.unspent)[self.outcome]


Plan = tuple["Key | None", Pool, "Step | None", "Plan | None"]
"""A plan as a linked list from its last step: (key after it, pool after it, the step, the plan
before it). The first node has no step; a key of None marks steps folded in before the search."""


@dataclass(frozen=True, slots=True)
class Unbounded:
    """A cycle of activations that, repeated, makes the pool grow without limit."""

    start: Pool
    end: Pool
    steps: tuple[Step, ...]
    before: Plan | None


@dataclass
class Exploration:
    """What a search found: every distinct state reached, with one plan for each (its last node),
    or the cycle that makes mana without limit."""

    states: dict[Key, dict[Pool, Plan]]
    unbounded: Unbounded | None = None
    visited: int = 0


def add(a: Pool, b: Pool) -> Pool:
    return tuple(x + y for x, y in zip(a, b))


def unrestricted(pool: Pool) -> Mana:
    """The mana of a pool by type, whatever its spending restrictions."""
    counts = [0] * 6
    for i, n in enumerate(pool):
        counts[i % 6] += n
    return Mana(tuple(counts))


def project(pool: Pool) -> tuple[int, ...]:
    """The counts per type, whatever the restriction (six numbers)."""
    out = [0] * 6
    for i, n in enumerate(pool):
        out[i % 6] += n
    return tuple(out)


# --- paying a cost from a pool ----------------------------------------------------------------

Option = tuple[int, int]
"""One way to pay a symbol: (number of mana, bit mask of the pool's dimensions that may give it),
or (0, -2): two life for a Phyrexian symbol (107.4f)."""


def symbol_options(cost: ManaCost, allowed: Sequence[TypeSet], spendable: Sequence[bool], x: int = 0, no_generic: frozenset[int] = frozenset()) -> list[list[Option]]:
    """For each symbol of ``cost``, the ways to pay it from a pool: ``allowed`` gives, per type,
    the types it may be spent as (609.4b); ``spendable`` per tag whether that mana may pay this
    cost (106.6); ``no_generic`` the tags whose mana can't pay generic mana (audit18: Jegantha).
    Generic symbols come last, so that the search pays the exacting ones first."""
    tags = len(spendable)

    def dims(ok: Iterable[ManaType], generic: bool = False) -> int:
        want = set(ok)
        mask = 0
        for g in range(tags):
            if not spendable[g] or (generic and g in no_generic):
                continue
            for t in ManaType:
                if any(u in want for u in allowed[t]):
                    mask |= 1 << (g * 6 + t)
        return mask

    anything = dims(ManaType, generic=True)
    exact: list[list[Option]] = []
    loose: list[list[Option]] = []
    for s in cost.symbols:
        k = s.kind
        if k is SymbolKind.GENERIC:
            if s.generic:
                loose.append([(s.generic, anything)])
        elif k is SymbolKind.X:
            if x:
                loose.append([(x, anything)])
        elif k is SymbolKind.COLORED:
            exact.append([(1, dims(s.colors))])
        elif k is SymbolKind.COLORLESS:
            exact.append([(1, dims([ManaType.C]))])
        elif k is SymbolKind.HYBRID:
            exact.append([(1, dims(s.colors))])
        elif k is SymbolKind.MONO_HYBRID:
            if s.colorless_half:
                exact.append([(1, dims([ManaType.C, *s.colors]))])
            else:
                exact.append([(1, dims(s.colors)), (s.generic, anything)])
        elif k is SymbolKind.PHYREXIAN:
            exact.append([(1, dims(s.colors)), (0, -2)])
        elif k is SymbolKind.SNOW:
            exact.append([])  # a pool does not remember which mana came from snow sources
    return exact + loose


def pay_from_pool(pool: Pool, options: Sequence[Sequence[Option]], life: int) -> set[tuple[Pool, int]]:
    """Every (pool left, life paid) after paying the symbols (see :func:`symbol_options`) from
    ``pool``, paying life only up to ``life`` (119.4)."""
    states: set[tuple[Pool, int]] = {(pool, 0)}
    for opts in options:
        nxt: set[tuple[Pool, int]] = set()
        for p, paid in states:
            for n, mask in opts:
                if mask == -2:
                    if paid + 2 <= life:
                        nxt.add((p, paid + 2))
                    continue
                for q in _take(p, n, mask):
                    nxt.add((q, paid))
        states = nxt
        if not states:
            break
    return states


def _take(pool: Pool, n: int, mask: int) -> list[Pool]:
    """Every pool left after taking ``n`` mana from the dimensions in ``mask``."""
    dims = [i for i, c in enumerate(pool) if c and mask >> i & 1]
    if sum(pool[i] for i in dims) < n:
        return []
    out: list[Pool] = []
    counts = list(pool)

    def go(j: int, left: int) -> None:
        if left == 0:
            out.append(tuple(counts))
            return
        if j == len(dims):
            return
        d = dims[j]
        rest = sum(pool[i] for i in dims[j + 1 :])
        for k in range(min(counts[d], left), -1, -1):
            if left - k > rest:
                break
            counts[d] -= k
            go(j + 1, left - k)
            counts[d] += k

    go(0, n)
    return out


# --- the search -------------------------------------------------------------------------------


class PlanSearch:
    """The forward search over the plans of ``actions`` (a subset of ``pm``'s)."""

    def __init__(self, pm: PlayerMana, actions: Sequence[ManaAction], budget: int, what: str = "available_mana", accelerate: bool = False):
        self.pm = pm
        # audit22: instead of stopping at a cycle that gains mana, pump it: the kinds of mana it
        # gains become OMEGA (the Karp-Miller acceleration), so that whether a cost can be paid
        # is decided when mana abilities make mana without limit (605.3a)
        self.accelerate = accelerate
        self.actions = list(actions)
        self.budget = budget
        self.what = what
        self.tags = pm.tags
        self.slots = pm.counter_slots
        # audit18: the player's energy (107.14) is one more slot of the key's counters, after the
        # objects' (every ability that pays energy draws on it)
        self.energy_slot = len(self.slots) if any(a.energy for a in pm.actions) else -1
        # audit18: the activations left of each action with a limit (602.5b: "Activate only once
        # each turn"), one more slot each, after the energy
        first = len(self.slots) + (self.energy_slot >= 0)
        limited = [a for a in pm.actions if a.uses is not None]
        self.use_slots = {a.index: first + i for i, a in enumerate(limited)}
        self.use_start = [a.uses or 0 for a in limited]
        self.options = {a.index: symbol_options(a.mana, pm.allowed_for(a), self.spendable_for(a), no_generic=pm.no_generic) for a in self.actions}
        toggles = pm.memo.get("toggles")
        if not isinstance(toggles, bool):
            toggles = pm.memo["toggles"] = any(a.untaps or a.untap_other for a in pm.actions)
        self.toggles = toggles
        self._static: list[tuple[object, ...]] | None = None
        self.classes = _alike_classes(pm, self.actions)
        self.eager = _eager(pm, self.actions)

    def spendable_for(self, action: ManaAction) -> list[bool]:
        """Per tag, whether that mana may pay this action's cost: mana without a restriction
        always; restricted mana when its restriction allows activating an ability of this
        source (106.6: "Spend this mana only to activate abilities")."""
        pm = self.pm
        purpose = Purpose(ability_of=action.holder, text=action.text, cost=action.mana)
        return [True] + [may_spend(pm.rule_of(g), purpose, pm.resolver.board) for g in range(1, self.tags)]

    def initial_key(self) -> Key:
        pm = self.pm
        tapped = 0
        for i, o in enumerate(pm.objects):
            if o.tapped or i in pm.pretapped:
                tapped |= 1 << i
        counters = [0] * len(self.slots)
        for obj, slot in self.slots.items():
            if obj in ZONES:  # audit17, s14, s15: the cards of the hand, graveyard or library left to take (118.3)
                counters[slot] = pm.zones.get(obj, 0)
                continue
            kind = next(a.counters[0][0] for a in pm.actions if a.obj == obj and a.counters)
            counters[slot] = dict(pm.objects[obj].counters).get(kind, 0)
        if self.energy_slot >= 0:
            counters.append(pm.energy)
        counters.extend(self.use_start)
        return (0, tapped, tuple(counters), pm.life)

    def zero(self) -> Pool:
        return (0,) * (6 * self.tags)

    def outcome_pool(self, action: ManaAction, outcome: Outcome) -> Pool:
        return outcome.vector(self.pm.tag_of(action), self.tags)

    def successors(self, key: Key, pool: Pool) -> Iterator[tuple[Key, Pool, Step]]:
        """Every state one activation leads to."""
        gone, tapped, counters, life = key
        pm = self.pm
        before: frozenset[int] | None = None
        actions = self.actions
        # s14: an eager activation that can be made now is the only step tried (see _eager)
        first = next((a for a in self.eager if not (gone | tapped) >> a.obj & 1), None)
        if first is not None:
            actions = [first]
        for a in actions:
            bit = 1 << a.obj
            if gone & bit:
                continue
            if a.taps and tapped & bit:
                continue
            if a.untaps and not tapped & bit:
                continue
            if a.life > life:  # 119.4: only as much life as one has
                continue
            if a.energy and counters[self.energy_slot] < a.energy:  # audit18: 107.14, 118.3
                continue
            use = self.use_slots.get(a.index, -1)
            if use >= 0 and counters[use] < 1:  # audit18: 602.5b, no activation left this turn
                continue
            if a.sac_self and a.obj in pm.reserved:  # the cost being paid sacrifices it (118.3)
                continue
            removals: list[int] = [0]
            slot = -1
            if a.counters:
                slot = self.slots[a.obj]
                have = counters[slot]
                n = a.counters[0][1]
                removals = list(range(1, have + 1)) if n is None else ([n] if have >= n else [])
                if not removals:
                    continue
            if any(counters[self.slots[z]] < n for z, n in a.cards):
                continue  # 118.3: too few cards left in the hand, graveyard or library
            payments = pay_from_pool(pool, self.options[a.index], life - a.life)
            if not payments:
                continue
            if before is None:
                before = frozenset(i for i in range(len(pm.objects)) if gone >> i & 1) if pm.sensitive and gone else frozenset()
            for chosen, removed_mask, tapped_mask, untapped_mask, sac in self._others(a, gone, tapped):
                new_gone = gone | removed_mask | (bit if a.sac_self or a.exile_hand else 0)
                new_tapped = (tapped | tapped_mask | (bit if a.taps else 0)) & ~untapped_mask & ~(bit if a.untaps else 0)
                for k in removals:
                    new_counters = counters
                    if a.energy:  # audit18: the energy paid (107.14)
                        e = self.energy_slot
                        new_counters = counters[:e] + (counters[e] - a.energy,) + counters[e + 1 :]
                    if use >= 0:  # audit18: one activation fewer left (602.5b)
                        new_counters = new_counters[:use] + (new_counters[use] - 1,) + new_counters[use + 1 :]
                    seen_by = -1  # the counters the ability sees as it resolves (-1: as now)
                    if slot >= 0:
                        left = counters[slot] - k
                        new_counters = new_counters[:slot] + (left,) + new_counters[slot + 1 :]
                        # 608.2h: it resolves after its cost was paid; X is the number removed (107.3)
                        seen_by = k if a.counters[0][1] is None else left
                    for z, n in a.cards:  # audit17, s14, s15: the zone's slot
                        h = self.slots[z]
                        new_counters = new_counters[:h] + (new_counters[h] - n,) + new_counters[h + 1 :]
                    # audit22, 608.2c: "If there are no mining counters on this land, sacrifice it."
                    gone_after = new_gone | (bit if a.empties_at(counters[slot] - k if slot >= 0 else 0, dict(pm.objects[a.obj].counters)) else 0)
                    if gone_after != new_gone and a.obj in pm.reserved:
                        continue  # the cost being paid sacrifices it: nothing else may (118.3)
                    # Doubling Cube's mana is what is left once its cost is paid (601.2h, 608.2;
                    # rulings: the copy carries no spending restriction): per payment, not once
                    fixed = None if a.reads_pool else pm.outcomes(a, before, seen_by, sac)
                    for rest, life_paid in payments:
                        paid = tuple(x - y for x, y in zip(pool, rest))
                        new_key = (gone_after, new_tapped, new_counters, life - a.life - life_paid)
                        unspent = unrestricted(rest) if a.reads_pool else None
                        outcomes = fixed if fixed is not None else pm.outcomes(a, before, seen_by, sac, unspent)
                        for j, o in enumerate(outcomes):
                            new_pool = add(rest, self.outcome_pool(a, o))
                            yield new_key, new_pool, Step(a.index, j, paid, a.life + life_paid, chosen, k, before, seen_by, sac, unspent)

    def _others(self, a: ManaAction, gone: int, tapped: int) -> Iterator[tuple[tuple[int, ...], int, int, int, int]]:
        """Every choice of the other objects the cost sacrifices, exiles, taps or untaps: (chosen,
        removed mask, tapped mask, untapped mask, the sacrificed object or -1). Equal candidates
        (the same card, untapped alike) are interchangeable: one of each kind is tried."""
        pm = self.pm
        groups: list[tuple[str, tuple[int, ...], int]] = []
        for cands, n in a.sacrifice:
            groups.append(("remove", tuple(c for c in cands if not gone >> c & 1 and c not in pm.reserved), n))
        for cands, n in a.exile_other:
            groups.append(("remove", tuple(c for c in cands if not gone >> c & 1 and c not in pm.reserved), n))
        for cands, n in a.tap_other:
            groups.append(("tap", tuple(c for c in cands if not gone >> c & 1 and not tapped >> c & 1 and not (a.taps and c == a.obj)), n))
        for cands, n in a.untap_other:
            groups.append(("untap", tuple(c for c in cands if tapped >> c & 1), n))
        if not groups:
            yield (), 0, 0, 0, -1
            return

        def go(i: int, used: frozenset[int], chosen: tuple[int, ...], rem: int, tap: int, untap: int, sac: int) -> Iterator[tuple[tuple[int, ...], int, int, int, int]]:
            if i == len(groups):
                yield chosen, rem, tap, untap, sac
                return
            kind, cands, n = groups[i]
            pool = [c for c in cands if c not in used]
            for combo in _distinct_combinations(pool, n, self._likeness(gone, tapped)):
                mask = sum(1 << c for c in combo)
                yield from go(
                    i + 1, used | set(combo), chosen + combo,
                    rem | (mask if kind == "remove" else 0), tap | (mask if kind == "tap" else 0), untap | (mask if kind == "untap" else 0),
                    combo[0] if kind == "remove" and sac < 0 and combo else sac,
                )

        yield from go(0, frozenset(), (), 0, 0, 0, -1)

    def _likeness(self, gone: int, tapped: int) -> dict[int, tuple[object, ...]]:
        """Objects that are alike for a cost: the same card with the same abilities now, tapped
        alike, with the same counters and choices (then any of them will do)."""
        if self._static is None:
            pm = self.pm
            board = pm.resolver.board
            static: list[tuple[object, ...]] = []
            for i, o in enumerate(pm.objects):
                if o.off_board or o.id not in board.views:
                    static.append((i,))
                    continue
                v = board.views[o.id]
                p = v.permanent
                static.append((p.card.name, o.counters, p.chosen_color, p.attached_to, p.summoning_sick, p.controller,
                               tuple((r.origin, r.index) for r in v.abilities), v.card_types, v.subtypes))
            self._static = static
        return {i: (sig, bool(tapped >> i & 1)) for i, sig in enumerate(self._static)}

    def explore(self, starts: Iterable[tuple[Key, Pool, Plan | None]]) -> Exploration:
        """Every state reachable from ``starts`` (each a key, a pool and the plan that made it),
        breadth first; stops at a cycle that gains mana (see the module docstring)."""
        states: dict[Key, dict[Pool, Plan]] = {}
        beaten: dict[Key, Dominance] = {}
        queue: deque[Plan] = deque()
        count = 0
        for key, pool, prefix in sorted(starts, key=lambda s: -sum(s[1])):
            bucket = states.setdefault(key, {})
            seen = beaten.setdefault(self.canonical(key), Dominance())
            if seen.covers(pool):
                continue
            node: Plan = (key, pool, None, prefix)
            bucket[pool] = node
            seen.insert(pool)
            queue.append(node)
        while queue:
            node = queue.popleft()
            here, pool = node[0], node[1]
            assert here is not None
            for new_key, new_pool, step in self.successors(here, pool):
                if self.accelerate:
                    new_pool = saturate(new_pool)
                seen = beaten.setdefault(self.canonical(new_key), Dominance())
                if seen.covers(new_pool):
                    continue  # a state with the same key and at least this much of every mana exists
                child: Plan = (new_key, new_pool, step, node)
                cycle = self._pumps(child) if (new_key == here or self.toggles) else None
                if cycle is not None and not self.accelerate:
                    return Exploration(states, cycle, count)
                if cycle is not None:
                    # the cycle can be repeated as often as one wants: what it gains is unlimited
                    new_pool = tuple(OMEGA if b > a else b for a, b in zip(cycle.start, new_pool))
                    if seen.covers(new_pool):
                        continue
                    child = (new_key, new_pool, step, node)
                states.setdefault(new_key, {})[new_pool] = child
                seen.insert(new_pool)
                queue.append(child)
                count += 1
                if count > self.budget:
                    raise LimitError(
                        f"{self.what}: more than {self.budget} plan states (Options.max_plan_states); the board has too many ways "
                        "to activate its mana abilities to list them all: raise Options.max_plan_states to search further"
                    )
        return Exploration(states, None, count)

    def canonical(self, key: Key) -> Key:
        """The key with the states of interchangeable objects (two untouched Azorius Signets)
        sorted: states that differ only in which of them was used are the same for every pool
        that can follow, so one of them is searched (the plan kept names the objects it used)."""
        if not self.classes:
            return key
        gone, tapped, counters, life = key
        slots = self.slots
        counts = list(counters)
        for members in self.classes:
            states = sorted(((gone >> i & 1, tapped >> i & 1, counters[slots[i]] if i in slots else 0) for i in members), reverse=True)
            for i, (g, t, c) in zip(members, states):
                gone = (gone | (1 << i)) if g else (gone & ~(1 << i))
                tapped = (tapped | (1 << i)) if t else (tapped & ~(1 << i))
                if i in slots:
                    counts[slots[i]] = c
        return (gone, tapped, tuple(counts), life)

    @staticmethod
    def _pumps(child: Plan) -> Unbounded | None:
        """The cycle, if an earlier state on ``child``'s path has its key and no more of any mana."""
        key, pool = child[0], child[1]
        steps: list[Step] = []
        node: Plan | None = child
        while node is not None and node[0] is not None:
            if node[2] is not None:
                steps.append(node[2])
            up = node[3]
            if up is None or up[0] is None:
                return None
            if up[0] == key and all(a <= b for a, b in zip(up[1], pool)) and up[1] != pool:
                return Unbounded(up[1], pool, tuple(reversed(steps)), up)
            node = up
        return None


def _eager(pm: PlayerMana, actions: Sequence[ManaAction]) -> tuple[ManaAction, ...]:
    """s14: the activations a plan may make first, whatever else it does: a {T} ability with no
    other cost (605.3a, 118.3), one result, and nothing to gain by waiting. Making it first takes
    nothing any other step needs, and gives the same mana it would give later, so every pool a
    plan reaches is contained in one a plan making it first reaches (the other steps' costs are
    paid from at least as much mana, 601.2g-h). Such an action is eager when no other action taps
    its permanent ({T} of another of its abilities, "Tap an untapped ... you control"), and when
    what it adds is the same after any removal a plan can make (608.2c: Contamination sacrificed
    by Squandered Resources' cost would change a Forest's mana; the plan then tries both orders).

    This is a partial-order reduction: with Squandered Resources and Reflecting Pool, every basic
    land is tapped first instead of in every order, which leaves the orders of the sacrifices."""
    tappers: dict[int, int] = {}
    for a in actions:
        if a.taps:
            tappers[a.obj] = tappers.get(a.obj, 0) + 1
    tapped_by_others = {c for a in actions for cands, _ in a.tap_other for c in cands}
    removable = sorted({c for a in actions for cands, _ in a.sacrifice + a.exile_other for c in cands} | {a.obj for a in actions if a.sac_self or a.empties})
    out: list[ManaAction] = []
    for a in actions:
        if not (a.taps and a.free and not a.untaps and not a.interacts and not a.sac_self and not a.exile_hand):
            continue
        if a.counters or a.life or a.energy or a.cards or a.limited or a.empties or a.reads_pool or a.reads_sacrificed:
            continue
        if tappers.get(a.obj, 0) > 1 or a.obj in tapped_by_others or a.obj in pm.reserved or pm.objects[a.obj].off_board:
            continue
        now = pm.outcomes(a)
        if len(now) != 1:
            continue
        if pm.sensitive and removable:
            others = [r for r in removable if r != a.obj]
            if any(pm.outcomes(a, frozenset(g)) != now for g in ([others] if others else []) + [[r] for r in others]):
                continue
        out.append(a)
    return tuple(out)


def _alike_classes(pm: PlayerMana, actions: Sequence[ManaAction]) -> list[list[int]]:
    """Groups of two or more objects whose actions here are alike (the same card, characteristics
    and state: :attr:`~.actions.ManaAction.alike`) and that the costs being paid treat alike."""
    by: dict[tuple[object, ...], list[int]] = {}
    mine: dict[int, list[tuple[object, ...]]] = {}
    for a in actions:
        mine.setdefault(a.obj, []).append(a.alike[:-1] + (a.ability, a.mana, a.restriction))
    for obj, sigs in mine.items():
        if any(sig[0] != "alike" for sig in sigs):
            continue  # an object with something attached, or in a hand: unique
        sig = (tuple(sorted(map(repr, sigs))), obj in pm.pretapped, obj in pm.reserved)
        by.setdefault(sig, []).append(obj)
    wanted = {c for a in actions for cands, _ in a.sacrifice + a.tap_other + a.exile_other + a.untap_other for c in cands}
    out = []
    for members in by.values():
        if len(members) > 1 and (all(m in wanted for m in members) or not any(m in wanted for m in members)):
            out.append(sorted(members))
    return out


def _distinct_combinations(pool: Sequence[int], n: int, like: dict[int, tuple[object, ...]]) -> Iterator[tuple[int, ...]]:
    """The ``n``-element combinations of ``pool``, one for each multiset of kinds (alike objects
    are interchangeable)."""
    seen: set[tuple[tuple[object, ...], ...]] = set()
    for combo in combinations(pool, n):
        sig = tuple(sorted((like.get(c, (c,)) for c in combo), key=repr))
        if sig in seen:
            continue
        seen.add(sig)
        yield combo
