"""Can a mana cost be paid from the mana these sources can make? (118.3, 601.2g-h, 605.3a)

Each source (a permanent's mana abilities that can be activated now) contributes one of its
outcomes or nothing. Each mana then pays one symbol: a coloured or {C} symbol of its type, a
hybrid symbol one of whose halves it is (107.4e; 601.2b lets the player announce the half), the
generic part, a Phyrexian symbol of its colour (otherwise 2 life each, 107.4f), or {S} when it
comes from a snow source (107.4h).

The search goes through the sources in order, memoised on (source, what is still to pay):
a mana of a type that a coloured symbol still needs pays that symbol (any other use can be
exchanged with it) unless it comes from a snow source and {S} is still to pay, so only
hybrid-versus-generic-versus-{S} uses branch; a mana may also be left unspent when the only thing
it could pay is the generic half of a {N/C} symbol. A branch stops when some set of the types the
cost names is asked for more than the remaining sources can add (a Hall-style bound, precomputed
per set of types). The constraint-problem formulation lives in the tests as the independent check.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from ...model.costs import ManaCost, SymbolKind
from ...model.mana import Mana, ManaType


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

    @property
    def all_outcomes(self) -> tuple[Mana, ...]:
        return self.outcomes + self.tapping


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


def _pay_unit(r: Requirement, t: ManaType, snow_source: bool) -> list[Requirement]:
    """Every way one mana of type ``t`` can pay part of ``r`` (wasting it included)."""
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
            else:  # the generic half: this mana pays 1 of its n
                out.append(Requirement(r.need, rest, r.generic + h[2] - 1, r.snow))
    if r.generic:
        out.append(Requirement(r.need, r.hybrids, r.generic - 1, r.snow))
    if snow_source and r.snow:
        out.append(Requirement(r.need, r.hybrids, r.generic, r.snow - 1))
    if not out or (not r.generic and any(h[0] == "m" and t != h[1] for h in r.hybrids)):
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
    """A way to pay: which source gave which mana (sources not listed add nothing)."""

    used: tuple[tuple[str, Mana], ...]
    life: int = 0

    def to_dict(self) -> dict[str, str]:
        return {sid: str(m) for sid, m in self.used}


def _type_bounds(start: Requirement, sources: Sequence[Source]) -> tuple[list[int], list[list[int]]]:
    """Hall-style bounds for pruning: for each set S of the types the cost names exactly (its
    coloured/{C} symbols and the halves of its hybrid and Phyrexian symbols), the most mana of types in S that
    the sources from i on can add. A requirement that needs more symbols payable only by types in S
    than that can't be finished (a necessary condition, so pruning with it loses no payment)."""
    relevant = 0
    for t, n in enumerate(start.need):
        if n:
            relevant |= 1 << t
    for h in start.hybrids:
        if h[0] == "h":
            relevant |= (1 << h[1]) | (1 << h[2])
        elif h[0] == "p":
            for t in h[1]:
                relevant |= 1 << t
    subsets = [m for m in range(1, 64) if m & relevant == m]
    caps = [[0] * len(subsets) for _ in range(len(sources) + 1)]
    for i in range(len(sources) - 1, -1, -1):
        most = [0] * len(subsets)
        for m in sources[i].all_outcomes:
            table = [0] * 64  # table[mask]: the mana of types in mask this outcome adds
            for mask in range(1, 64):
                low = mask & -mask
                table[mask] = table[mask ^ low] + m.counts[low.bit_length() - 1]
            for k, mask in enumerate(subsets):
                if table[mask] > most[k]:
                    most[k] = table[mask]
        caps[i] = [a + b for a, b in zip(caps[i + 1], most)]
    return subsets, caps


def _short(r: Requirement, subsets: list[int], caps: list[int], life: int) -> bool:
    """Whether some set of types is asked for more than the remaining sources can add. Phyrexian
    symbols count beyond the ones life can pay (107.4f: 2 life each)."""
    by_life = life // 2
    for k, mask in enumerate(subsets):
        demand = sum(r.need[t] for t in range(6) if mask >> t & 1)
        phyrexian = 0
        for h in r.hybrids:
            if h[0] == "h":
                if mask >> h[1] & 1 and mask >> h[2] & 1:
                    demand += 1
            elif h[0] == "p" and all(mask >> t & 1 for t in h[1]):
                phyrexian += 1
        demand += max(0, phyrexian - by_life)
        if demand > caps[k]:
            return True
    return False


def find_payment(cost: ManaCost, sources: Sequence[Source], *, life: int = 20, x: int = 0) -> Payment | None:
    """A way to pay ``cost`` from ``sources``, or None when there is none."""
    start = requirement(cost, x)
    # sources that tap another permanent come last, so that whether that permanent already paid
    # as a source of its own is known when they are reached
    sources = sorted(sources, key=lambda s: bool(s.tapping))
    relevant = frozenset().union(*(s.taps for s in sources))
    # the most each source can add, for pruning: what is left can never pay more than this
    best = [max((m.total for m in s.all_outcomes), default=0) for s in sources]
    suffix = [0] * (len(sources) + 1)
    for i in range(len(sources) - 1, -1, -1):
        suffix[i] = suffix[i + 1] + best[i]
    subsets, caps = _type_bounds(start, sources)
    memo: dict[tuple[int, Requirement, frozenset[str]], tuple[tuple[str, Mana], ...] | None] = {}

    def go(i: int, r: Requirement, busy: frozenset[str]) -> tuple[tuple[str, Mana], ...] | None:
        """``busy``: the permanents some tapping source may want that are already used."""
        if r.done(life):
            return ()
        if i == len(sources) or suffix[i] < r.units or _short(r, subsets, caps[i], life):
            return None
        key = (i, r, busy)
        if key in memo:
            return memo[key]
        memo[key] = None
        src = sources[i]
        mine = busy | ({src.id} & relevant)
        # the permanent to tap: one per kind, where a kind is which later tapping sources could
        # want it too (any two of a kind are interchangeable)
        later = [t.taps for t in sources[i + 1 :] if t.tapping]
        free = {tuple(c in t for t in later): c for c in sorted(src.taps - busy - {src.id}, reverse=True)}
        choices = [(m, mine, "") for m in src.outcomes] + [(m, mine | {c}, c) for m in src.tapping for c in free.values()]
        for m, now_busy, tapped in choices:
            if m.total == 0:
                continue
            for r2 in _pay_mana(r, m, src.snow):
                if r2 == r:
                    continue
                rest = go(i + 1, r2, now_busy)
                if rest is not None:
                    label = f"{src.id} (tapping {tapped})" if tapped else src.id
                    memo[key] = ((label, m),) + rest
                    return memo[key]
        found = go(i + 1, r, busy)
        memo[key] = found
        return found

    used = go(0, start, frozenset())
    if used is None:
        return None
    return Payment(used)
