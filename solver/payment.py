"""Can a mana cost be paid from the mana these sources can make? (118.3, 601.2g-h, 605.3a)

Each source (a permanent's mana abilities that can be activated now) contributes one of its
outcomes or nothing. Each mana then pays one symbol: a coloured or {C} symbol of its type, a
hybrid symbol one of whose halves it is (107.4e; 601.2b lets the player announce the half), the
generic part, a Phyrexian symbol of its colour (otherwise 2 life each, 107.4f), or {S} when it
comes from a snow source (107.4h).

The search goes through the sources in order, memoised on (source, what is still to pay):
a mana of a type that a coloured symbol still needs always pays that symbol (any other use can
be exchanged with it), so only hybrid-versus-generic uses branch. The constraint-problem
formulation lives in the tests as the independent check.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from model.costs import ManaCost, SymbolKind
from model.mana import Mana, ManaType


@dataclass(frozen=True, slots=True)
class Source:
    """A mana source: the distinct amounts it can add now (one is chosen, or none)."""

    id: str
    outcomes: tuple[Mana, ...]
    snow: bool = False


@dataclass(frozen=True, slots=True)
class Requirement:
    """What is still to pay: specific types (WUBRGC), hybrid and Phyrexian symbols, generic, {S}."""

    need: tuple[int, int, int, int, int, int]
    hybrids: tuple[tuple, ...]  # ("h", a, b) | ("m", color, generic) | ("p", colors)
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
    hybrids: list[tuple] = []
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
    return Requirement(tuple(need), tuple(sorted(hybrids)), generic, snow)  # type: ignore[arg-type]


def _pay_unit(r: Requirement, t: ManaType, snow_source: bool) -> list[Requirement]:
    """Every way one mana of type ``t`` can pay part of ``r`` (wasting it included)."""
    if r.need[t]:
        need = list(r.need)
        need[t] -= 1
        return [Requirement(tuple(need), r.hybrids, r.generic, r.snow)]  # type: ignore[arg-type]
    out: list[Requirement] = []
    seen: set[tuple] = set()
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
    if not out:
        out.append(r)  # nothing left it can pay: the mana is left unspent
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


def find_payment(cost: ManaCost, sources: Sequence[Source], *, life: int = 20, x: int = 0) -> Payment | None:
    """A way to pay ``cost`` from ``sources``, or None when there is none."""
    start = requirement(cost, x)
    # the most each source can add, for pruning: what is left can never pay more than this
    best = [max((m.total for m in s.outcomes), default=0) for s in sources]
    suffix = [0] * (len(sources) + 1)
    for i in range(len(sources) - 1, -1, -1):
        suffix[i] = suffix[i + 1] + best[i]
    memo: dict[tuple[int, Requirement], tuple[tuple[str, Mana], ...] | None] = {}

    def go(i: int, r: Requirement) -> tuple[tuple[str, Mana], ...] | None:
        if r.done(life):
            return ()
        if i == len(sources) or suffix[i] < r.units:
            return None
        key = (i, r)
        if key in memo:
            return memo[key]
        memo[key] = None
        src = sources[i]
        for m in src.outcomes:
            if m.total == 0:
                continue
            for r2 in _pay_mana(r, m, src.snow):
                if r2 == r:
                    continue
                rest = go(i + 1, r2)
                if rest is not None:
                    memo[key] = ((src.id, m),) + rest
                    return memo[key]
        found = go(i + 1, r)
        memo[key] = found
        return found

    used = go(0, start)
    if used is None:
        return None
    return Payment(used)
