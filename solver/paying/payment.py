"""Can a mana cost be paid from the mana these sources can make? (118.3, 601.2g-h, 605.3a)

Each source (a permanent's mana abilities that can be activated now) contributes one of its
outcomes or nothing. Each mana then pays one symbol: a coloured or {C} symbol of its type, a
hybrid symbol one of whose halves it is (107.4e; 601.2b lets the player announce the half), the
generic part, a Phyrexian symbol of its colour (otherwise 2 life each, 107.4f), or {S} when it
comes from a snow source (107.4h).

A source's outcome may cost life (Mana Confluence; 119.4: no more than the player has) and may
carry a spending restriction (106.6): the cost is then split into groups (the spell and the
abilities whose costs are paid together, :mod:`.affordable`), and restricted mana pays only the
groups its restriction allows.

The search goes through the sources in order, memoised on (source, what is still to pay):
a mana of a type that a coloured symbol still needs pays that symbol (any other use can be
exchanged with it) unless it comes from a snow source and {S} is still to pay, so only
hybrid-versus-generic-versus-{S} uses branch; a mana may also be left unspent when the only thing
it could pay is the generic half of a {N/C} symbol. A branch stops when some set of the types the
cost names is asked for more than the remaining sources can add (a Hall-style bound, precomputed
per set of types). Equal sources next to each other (a hundred Mountains) are interchangeable: the
second takes an outcome no earlier in the list than the first's, or nothing if the first took
nothing. The search keeps its own stack, so its depth is not Python's (980 lands are fine), and
counts its states against a budget (:class:`~model.errors.LimitError` past it). The
constraint-problem formulation lives in the tests as the independent check.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterator, Sequence

from ...model.costs import ManaCost, SymbolKind
from ...model.errors import LimitError
from ...model.mana import Mana, ManaType, TypeSet

_NONE = Mana()


@dataclass(frozen=True, slots=True)
class Source:
    """A mana source: the distinct amounts it can add now (one is chosen, or none).

    ``tapping`` are amounts of abilities whose cost also taps another untapped permanent it
    controls, one of ``taps`` (Springleaf Drum): that permanent can't also be a source of this
    payment, nor be tapped twice (107.5, 118.3).
    """

    id: str
    outcomes: tuple[Mana, ...]
    snow: bool = False
    tapping: tuple[Mana, ...] = ()
    taps: frozenset[str] = frozenset()
    lives: tuple[int, ...] = ()
    tags: tuple[int, ...] = ()
    # audit19: per outcome, the part that is not snow mana although the source is snow: mana that
    # triggered mana abilities of other objects added (106.12a; Zendikar Resurgent's, Wild
    # Growth's), whose source is that object, not this one (107.4h: {S} is paid with mana from a
    # snow source)
    plain: tuple[Mana, ...] = ()

    def plain_of(self, k: int) -> Mana:
        """The part of outcome ``k`` that can't pay {S} although the source is snow."""
        return self.plain[k] if k < len(self.plain) else _NONE

    @property
    def all_outcomes(self) -> tuple[Mana, ...]:
        return self.outcomes + self.tapping

    def life_of(self, k: int) -> int:
        """The life paid for outcome ``k`` (of ``all_outcomes``): Mana Confluence's 1 (119.4)."""
        return self.lives[k] if k < len(self.lives) else 0

    def tag_of(self, k: int) -> int:
        """The spending restriction of outcome ``k``'s mana: 0 none, else its number (106.6)."""
        return self.tags[k] if k < len(self.tags) else 0


HybridNeed = tuple[Any, ...]
"""A symbol that more than one type can pay: ("h", a, b) hybrid, ("m", colour, n) {N/C} mono-hybrid,
("p", colours) Phyrexian. Plain tuples: the search hashes millions of them."""


@dataclass(frozen=True, slots=True)
class Requirement:
    """What is still to pay: specific types (WUBRGC), hybrid and Phyrexian symbols, generic, {S}."""

    need: tuple[int, ...]  # six counts, WUBRGC
    hybrids: tuple[HybridNeed, ...]
    generic: int
    snow: int

    @property
    def units(self) -> int:
        """The fewest mana that can still finish the payment (Phyrexian symbols may take life)."""
        return sum(self.need) + self.generic + self.snow + sum(1 for h in self.hybrids if h[0] != "p")

    def done(self, life: int) -> bool:
        if any(self.need) or self.generic or self.snow:
            return False
        if any(h[0] != "p" for h in self.hybrids):
            return False
        return 2 * len(self.hybrids) <= life  # 107.4f: 2 life for each Phyrexian symbol left


def requirement(cost: ManaCost, x: int = 0) -> Requirement:
    """The requirement of a mana cost, with ``x`` for each {X} (107.3)."""
    need = [0] * 6
    hybrids: list[HybridNeed] = []
    generic = snow = 0
    for s in cost.symbols:
        k = s.kind
        if k is SymbolKind.GENERIC:
            generic += s.generic
        elif k is SymbolKind.X:
            generic += x
        elif k is SymbolKind.COLORED:
            need[s.colors[0]] += 1
        elif k is SymbolKind.COLORLESS:
            need[ManaType.C] += 1
        elif k is SymbolKind.HYBRID:
            hybrids.append(("h", *sorted(s.colors)))
        elif k is SymbolKind.MONO_HYBRID:
            if s.colorless_half:
                hybrids.append(("h", *sorted((ManaType.C, s.colors[0]))))
            else:
                hybrids.append(("m", s.colors[0], s.generic))
        elif k is SymbolKind.PHYREXIAN:
            hybrids.append(("p", tuple(sorted(s.colors))))
        elif k is SymbolKind.SNOW:
            snow += 1
    return Requirement(tuple(need), tuple(sorted(hybrids)), generic, snow)


def _pay_unit(r: Requirement, t: ManaType, snow_source: bool, no_generic: bool = False) -> list[Requirement]:
    """Every way one mana of type ``t`` can pay part of ``r`` (wasting it included); with
    ``no_generic``, mana that can't be spent to pay generic mana costs (audit18: Jegantha, 106.6)
    pays no generic mana, nor the generic half of a {N/C} symbol (107.4e)."""
    if r.need[t]:
        need = list(r.need)
        need[t] -= 1
        paid = [Requirement(tuple(need), r.hybrids, r.generic, r.snow)]
        if snow_source and r.snow:  # mana from a snow source may be worth more on {S} (107.4h)
            paid.append(Requirement(r.need, r.hybrids, r.generic, r.snow - 1))
        return paid
    out: list[Requirement] = []
    seen: set[HybridNeed] = set()
    for i, h in enumerate(r.hybrids):
        if h in seen:
            continue
        seen.add(h)
        rest = r.hybrids[:i] + r.hybrids[i + 1 :]
        if h[0] == "h" and t in h[1:]:
            out.append(Requirement(r.need, rest, r.generic, r.snow))
        elif h[0] == "p" and t in h[1]:
            out.append(Requirement(r.need, rest, r.generic, r.snow))
        elif h[0] == "m":
            if t == h[1]:
                out.append(Requirement(r.need, rest, r.generic, r.snow))
            elif not no_generic:  # the generic half: this mana pays 1 of its n
                out.append(Requirement(r.need, rest, r.generic + h[2] - 1, r.snow))
    if r.generic and not no_generic:
        out.append(Requirement(r.need, r.hybrids, r.generic - 1, r.snow))
    if snow_source and r.snow:
        out.append(Requirement(r.need, r.hybrids, r.generic, r.snow - 1))
    if not out or no_generic or (not r.generic and any(h[0] == "m" and t != h[1] for h in r.hybrids)):
        # nothing left it can pay, or only a {N/C} symbol's generic half, which may be better
        # left for mana of its colour (107.4e): the mana may be left unspent
        out.append(r)
    return out


def _pay_mana(r: Requirement, m: Mana, snow_source: bool) -> set[Requirement]:
    states = {r}
    for t in ManaType:
        for _ in range(m[t]):
            states = {s2 for s in states for s2 in _pay_unit(s, t, snow_source)}
    return states



@dataclass(frozen=True, slots=True)
class Payment:
    """A way to pay: which source gave which mana (sources not listed add nothing), and the life
    paid by sources (Mana Confluence) and for Phyrexian symbols."""

    used: tuple[tuple[str, Mana], ...]
    life: int = 0

    def to_dict(self) -> dict[str, str]:
        return {sid: str(m) for sid, m in self.used}


Groups = tuple[Requirement, ...]
"""What is still to pay, per group of costs that the same mana may pay (one group when no mana has a
spending restriction)."""


def _relevant(start: Groups) -> int:
    """The types the cost names exactly: its coloured/{C} symbols and the halves of its hybrid and
    Phyrexian symbols (a bit mask)."""
    relevant = 0
    for r in start:
        for t, n in enumerate(r.need):
            if n:
                relevant |= 1 << t
        for h in r.hybrids:
            if h[0] == "h":
                relevant |= (1 << h[1]) | (1 << h[2])
            elif h[0] == "p":
                for t in h[1]:
                    relevant |= 1 << t
    return relevant


def _type_bounds(relevant: int, sources: Sequence[Source]) -> tuple[list[int], list[list[int]]]:
    """Hall-style bounds for pruning: for each set S of the ``relevant`` types (see
    :func:`_relevant`), the most mana of types in S that the sources from i on can add. A
    requirement that needs more symbols payable only by types in S than that can't be finished (a
    necessary condition, so pruning with it loses no payment)."""
    subsets = [m for m in range(1, 64) if m & relevant == m]
    bits = [[t for t in range(6) if mask >> t & 1] for mask in subsets]
    caps = [[0] * len(subsets) for _ in range(len(sources) + 1)]
    most_of: dict[tuple[Mana, ...], list[int]] = {}  # equal sources (many basic lands) share the work
    for i in range(len(sources) - 1, -1, -1):
        outcomes = sources[i].all_outcomes
        most = most_of.get(outcomes)
        if most is None:
            most = [0] * len(subsets)
            for m in outcomes:
                c = m.counts
                for k, b in enumerate(bits):
                    v = sum(c[t] for t in b)
                    if v > most[k]:
                        most[k] = v
            most_of[outcomes] = most
        caps[i] = [a + b for a, b in zip(caps[i + 1], most)]
    return subsets, caps


@dataclass
class Prepared:
    """Sources made ready for many payment searches: ordered (sources that tap another permanent
    last, equal sources next to each other), with the most each suffix can add, which source is
    equal to the one before it, and the Hall-style bounds per set of types asked for (computed
    once each)."""

    sources: list[Source]
    suffix: list[int]
    same: list[bool]
    later_taps: list[list[frozenset[str]]]
    taps: frozenset[str]
    _bounds: dict[int, tuple[list[int], list[list[int]]]]

    @classmethod
    def of(cls, sources: Sequence[Source]) -> "Prepared":
        # sources that tap another permanent come last, so that whether that permanent already
        # paid as a source of its own is known when they are reached
        first: dict[tuple[object, ...], int] = {}
        for i, src in enumerate(sources):
            first.setdefault((src.outcomes, src.snow, src.lives, src.tags, bool(src.tapping), src.taps, src.plain), i)
        # input order, equal sources brought together at the first one's place
        ordered = sorted(sources, key=lambda s: (bool(s.tapping), first[(s.outcomes, s.snow, s.lives, s.tags, bool(s.tapping), s.taps, s.plain)]))
        n = len(ordered)
        best = [max((m.total for m in s.all_outcomes), default=0) for s in ordered]
        suffix = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            suffix[i] = suffix[i + 1] + best[i]
        same = [i > 0 and not ordered[i].tapping and _alike(ordered[i], ordered[i - 1]) for i in range(n)]
        later: list[list[frozenset[str]]] = [[] for _ in range(n)]
        acc: list[frozenset[str]] = []
        for i in range(n - 1, -1, -1):
            later[i] = list(acc)
            if ordered[i].tapping:
                acc = [ordered[i].taps] + acc
        return cls(ordered, suffix, same, later, frozenset().union(*(s.taps for s in ordered)), {})

    def bounds(self, relevant: int) -> tuple[list[int], list[list[int]]]:
        hit = self._bounds.get(relevant)
        if hit is None:
            hit = self._bounds[relevant] = _type_bounds(relevant, self.sources)
        return hit

    @staticmethod
    def bits(subsets: list[int]) -> list[list[int]]:
        return [[t for t in range(6) if mask >> t & 1] for mask in subsets]


def _short(rs: Groups, subsets: list[int], bits: list[list[int]], caps: list[int], life: int) -> bool:
    """Whether some set of types is asked for more than the remaining sources can add. Phyrexian
    symbols count beyond the ones life can pay (107.4f: 2 life each)."""
    need = [0] * 6
    pairs: list[int] = []
    phyrexian: list[int] = []
    for r in rs:
        for t in range(6):
            need[t] += r.need[t]
        for h in r.hybrids:
            if h[0] == "h":
                pairs.append((1 << h[1]) | (1 << h[2]))
            elif h[0] == "p":
                m = 0
                for t in h[1]:
                    m |= 1 << t
                phyrexian.append(m)
    by_life = life // 2
    for k, mask in enumerate(subsets):
        demand = 0
        for t in bits[k]:
            demand += need[t]
        for m in pairs:
            if m & mask == m:
                demand += 1
        if phyrexian:
            demand += max(0, sum(1 for m in phyrexian if m & mask == m) - by_life)
        if demand > caps[k]:
            return True
    return False


def _units(rs: Groups) -> int:
    return sum(r.units for r in rs)


def _done(rs: Groups, life: int) -> bool:
    phyrexian = 0
    for r in rs:
        if any(r.need) or r.generic or r.snow or any(h[0] != "p" for h in r.hybrids):
            return False
        phyrexian += len(r.hybrids)
    return 2 * phyrexian <= life  # 107.4f: 2 life for each Phyrexian symbol left


Widen = Sequence[Sequence[TypeSet] | None] | None
"""Per group of costs, the types each mana type may be spent as for it (609.4b), or None where
the mana is spent as it was made."""


def pay_groups(
    rs: Groups, m: Mana, snow_source: bool, tag: int = 0, spendable: Sequence[Sequence[bool]] | None = None, widen: Widen = None,
    no_generic: frozenset[int] = frozenset(),
) -> set[Groups]:
    """Every way the mana ``m`` (of restriction ``tag``) can pay part of ``rs``: each unit pays a
    symbol of a group whose costs its restriction allows, or is left unspent when it can pay
    nothing (or only a {N/C} symbol's generic half, 107.4e). ``widen[group]``, when given, says
    per mana type the types a unit may be spent as for that group's costs (609.4b)."""
    ng = tag in no_generic  # audit18: mana of this restriction pays no generic mana (106.6)
    if len(rs) == 1 and (spendable is None or spendable[0][tag]) and (widen is None or widen[0] is None) and not ng:
        return {(r2,) for r2 in _pay_mana(rs[0], m, snow_source)}
    states = {rs}
    for t in ManaType:
        for _ in range(m[t]):
            nxt: set[Groups] = set()
            for cur in states:
                options: list[Groups] = []
                waste = False
                for k, r in enumerate(cur):
                    if spendable is not None and not spendable[k][tag]:
                        continue
                    wide = None if widen is None else widen[k]
                    outs = _pay_unit(r, t, snow_source, ng) if wide is None else list(dict.fromkeys(o for t2 in wide[t] for o in _pay_unit(r, t2, snow_source, ng)))
                    for o in outs:
                        if o == r:
                            waste = waste or len(outs) > 1
                        else:
                            options.append(cur[:k] + (o,) + cur[k + 1 :])
                if waste or not options:
                    options.append(cur)
                nxt.update(options)
            states = nxt
    return states


def _paid_by(
    rs: Groups, m: Mana, src: Source, k: int, spendable: Sequence[Sequence[bool]] | None, widen: Widen, no_generic: frozenset[int],
) -> set[Groups]:
    """Every way outcome ``k`` of ``src`` (the mana ``m``) pays part of ``rs``: a snow source's
    own mana may pay {S} (107.4h), the part triggered abilities of other objects added may not."""
    plain = src.plain_of(k) if src.snow else _NONE
    if not plain.total:
        return pay_groups(rs, m, src.snow, src.tag_of(k), spendable, widen, no_generic)
    own = Mana(tuple(a - b for a, b in zip(m.counts, plain.counts)))
    return {
        r2
        for r1 in pay_groups(rs, own, True, src.tag_of(k), spendable, widen, no_generic)
        for r2 in pay_groups(r1, plain, False, src.tag_of(k), spendable, widen, no_generic)
    }


def find_payment(
    cost: ManaCost | Groups,
    sources: Sequence[Source] | Prepared,
    *,
    life: int = 20,
    x: int = 0,
    spendable: Sequence[Sequence[bool]] | None = None,
    budget: int = 1_000_000,
    widen: Widen = None,
    no_generic: frozenset[int] = frozenset(),
) -> Payment | None:
    """A way to pay ``cost`` (a mana cost, with ``x`` for each {X}, or groups of requirements with
    ``spendable[group][tag]`` saying which restricted mana may pay which group, and ``widen``
    the types mana may be spent as per group, 609.4b) from
    ``sources``, paying life only up to ``life``; None when there is none.

    Raises
    ------
    LimitError
        The search would visit more than ``budget`` states."""
    start: Groups = (requirement(cost, x),) if isinstance(cost, ManaCost) else tuple(cost)
    prepared = sources if isinstance(sources, Prepared) else Prepared.of(sources)
    srcs = prepared.sources
    n = len(srcs)
    relevant = prepared.taps
    suffix = prepared.suffix
    same = prepared.same
    subsets, caps = prepared.bounds(_relevant(start))
    bits = Prepared.bits(subsets)
    later_taps = prepared.later_taps
    wide = widen is not None and any(w is not None for w in widen)  # the type bounds count mana as made

    def choices(i: int, rs: Groups, busy: frozenset[str], left: int, floor: int) -> Iterator[tuple[Groups, frozenset[str], int, int, tuple[str, Mana] | None, int]]:
        """(what is left to pay, busy, life left, the choice's index, (label, mana) or None) of
        each use of source i, then not using it."""
        src = srcs[i]
        mine = busy | ({src.id} & relevant)
        free = {tuple(c in t for t in later_taps[i]): c for c in sorted(src.taps - busy - {src.id}, reverse=True)}
        options = [(m, mine, "", k) for k, m in enumerate(src.outcomes)]
        options += [(m, mine | {c}, c, len(src.outcomes) + k) for k, m in enumerate(src.tapping) for c in free.values()]
        for m, now_busy, tapped, k in options:
            if k < floor or m.total == 0:
                continue
            cost_life = src.life_of(k)
            if cost_life > left:  # 119.4
                continue
            for r2 in _paid_by(rs, m, src, k, spendable, widen, no_generic):
                if r2 == rs:
                    continue
                label = f"{src.id} (tapping {tapped})" if tapped else src.id
                yield r2, now_busy, left - cost_life, k, (label, m), cost_life
        yield rs, busy, left, 1 << 30, None, 0

    failed: set[tuple[int, Groups, frozenset[str], int, int]] = set()
    # the explicit stack: (state key, its choices, the (label, mana) that led to it, life it paid)
    Frame = tuple[tuple[int, Groups, frozenset[str], int, int], Iterator[tuple[Groups, frozenset[str], int, int, tuple[str, Mana] | None, int]], tuple[str, Mana] | None, int]
    stack: list[Frame] = []
    visited = 0

    def enter(i: int, rs: Groups, busy: frozenset[str], left: int, floor: int, used: tuple[str, Mana] | None, paid: int) -> bool | None:
        """True: paid; False: this state can't pay; None: pushed to explore."""
        nonlocal visited
        if _done(rs, left):
            stack.append(((i, rs, busy, left, floor), iter(()), used, paid))
            return True
        if i == n or suffix[i] < _units(rs) or (not wide and _short(rs, subsets, bits, caps[i], left)):
            return False
        key = (i, rs, busy, left, floor)
        if key in failed:
            return False
        visited += 1
        if visited > budget:
            raise LimitError(f"payment: more than {budget} states searched; raise Options.max_plan_states to search further")
        stack.append((key, choices(i, rs, busy, left, floor), used, paid))
        return None

    result = enter(0, start, frozenset(), life, 0, None, 0)
    while result is None and stack:
        key, it, _, _ = stack[-1]
        step = next(it, None)
        if step is None:
            failed.add(key)
            stack.pop()
            continue
        i = key[0]
        r2, busy2, left2, k, used, paid = step
        floor = (k if k < (1 << 30) else 1 << 30) if i + 1 < n and same[i + 1] else 0
        result = enter(i + 1, r2, busy2, left2, floor, used, paid)
        if result is False:
            result = None
    if not stack or result is not True:
        return None
    used_list = tuple(u for _, _, u, _ in stack if u is not None)
    life_paid = sum(p for _, _, _, p in stack)
    final = stack[-1][0]
    phyrexian = sum(len(r.hybrids) for r in final[1])
    return Payment(used_list, life_paid + 2 * phyrexian)


def _alike(a: Source, b: Source) -> bool:
    return a.outcomes == b.outcomes and a.snow == b.snow and a.lives == b.lives and a.tags == b.tags and a.plain == b.plain and not a.taps and not b.taps
