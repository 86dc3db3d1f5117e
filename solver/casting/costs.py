"""The total cost of a spell and whether it can be paid now (601.2f-h, 118, 107.3).

* :func:`total_cost` puts the chosen cost together: the mana cost, the prototype's mana cost
  (718.3), an alternative cost (118.9) or nothing at all (casting without paying the mana cost),
  with each {X} as the announced value (107.3a); plus kicker costs (702.33); plus cost increases;
  minus cost reductions — generic ones take off generic mana (118.7a), coloured and colourless
  ones that mana or else generic mana (118.7b-d), a reduction with a floor stops there, one with a
  cap takes off no more — never below {0}; then the effects that directly set the total cost
  (Trinisphere), last (601.2f).
* the spending rules in force (Chromatic Orrery, Celestial Dawn; 609.4b) widen each source's
  outcomes before the payment search runs: :mod:`solver.spending`.
* :class:`PaymentOracle` answers "can this total cost be paid" with the chained payment search of
  :mod:`solver.paying.affordable` (mana abilities whose costs need mana paid by other mana
  abilities, to any depth; 601.2g-h), remembering answers per query (payment is monotone in the
  generic part: if {N} more cannot be paid, nor can {N+1} more); its answer says which mana pays
  which symbol, for the witness.
* :func:`assign_symbols` says which source's mana pays which symbol for a plain payment.

Pure functions over plain values; nothing outlives a query.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import chain, product
from typing import Any, Hashable, Iterable, Mapping, Sequence

from ...model.costs import ManaCost, ManaSymbol, SymbolKind, canonical, reduce_generic, unit_symbols
from ...model.mana import ManaType
from ..paying.actions import PlayerMana
from ..paying.affordable import Chained, pay_cost
from ..paying.payment import Payment, Source, find_payment
from ..paying.spending import Purpose

# --- the total cost (601.2f) ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CostLine:
    """One line of a total cost's breakdown: what was added or taken off, and the rule."""

    what: str
    cost: str
    rule: str

    def to_dict(self) -> dict[str, str]:
        return {"what": self.what, "cost": self.cost, "rule": self.rule}


@dataclass(frozen=True, slots=True)
class TotalCost:
    """A spell's total mana cost (601.2f) with the lines it was built from."""

    cost: ManaCost
    lines: tuple[CostLine, ...] = ()
    x_paid_as: tuple[ManaSymbol, int] | None = None  # audit21: the symbols paying a restricted X (106.6), and how many

    @property
    def text(self) -> str:
        """The total cost as 601.2f writes it: a restricted X ("Spend only black mana on X") is
        generic mana of the total cost; only the payment (601.2h) is restricted (106.6)."""
        return str(self.shown) or "{0}"

    @property
    def shown(self) -> ManaCost:
        if self.x_paid_as is None:
            return self.cost
        one, n = self.x_paid_as
        out: list[ManaSymbol] = []
        for s in self.cost.symbols:
            if s == one and n > 0:
                n -= 1
                out.append(ManaSymbol(SymbolKind.GENERIC, generic=1))
            else:
                out.append(s)
        return canonical(ManaCost(tuple(out)))


def substitute_x(cost: ManaCost, x: int, color: ManaType | tuple[ManaType, ...] | None = None) -> ManaCost:
    """Each {X} (or {Y}, {Z}: 107.3p) as ``x`` generic mana (107.3a: the announced value); with
    ``color`` ("Spend only black mana on X", 106.6), as ``x`` mana symbols of that colour; with two
    colours (audit21: "black and/or red mana on X", Soul Burn), as ``x`` hybrid symbols of the two,
    each paid with mana of either (107.4e)."""
    if isinstance(color, tuple) and len(color) == 1:
        color = color[0]
    if color is not None:  # casting10
        one = ManaSymbol(SymbolKind.HYBRID, colors=color) if isinstance(color, tuple) else ManaSymbol(SymbolKind.COLORED, colors=(color,))
        return ManaCost(tuple(chain.from_iterable((one,) * x if s.kind is SymbolKind.X else (s,) for s in cost.symbols)))
    return ManaCost(tuple(ManaSymbol(SymbolKind.GENERIC, generic=x) if s.kind is SymbolKind.X else s for s in cost.symbols))


@dataclass(frozen=True, slots=True)
class Reduction:
    """One cost reduction as it applies to a way of casting: what it is, the mana it takes off (a
    reduction "for each" repeated that many times), its rule, the least mana it leaves (``floor``:
    "can't reduce the mana in that cost to less than one mana") and the most it takes off
    (``cap``: "can't reduce ... by more than {5}")."""

    what: str
    amount: ManaCost
    rule: str = "601.2f, 118.7"
    floor: int = 0
    cap: int | None = None
    colored_only: bool = False  # "This effect reduces only the amount of colored mana you pay"


def reduce_cost(cost: ManaCost, amount: ManaCost, *, floor: int = 0, cap: int | None = None, colored_only: bool = False) -> ManaCost:
    """``cost`` reduced by ``amount`` (118.7): each generic mana of it takes off one generic mana
    (118.7a); each coloured or colourless mana takes off one symbol of that mana, or one generic
    mana when the cost has none left (118.7b-d). The reduction stops when the cost's mana is down
    to ``floor`` or when it has taken off ``cap`` mana; never below {0} (601.2f). ``colored_only`` ("This effect reduces only the amount of colored mana you pay":
    Bard Class, Morophon; 118.7) takes off only symbols of that colour, never generic mana."""
    symbols = list(canonical(cost).symbols)
    limit = cap if cap is not None else 1 << 30
    taken = 0

    def total() -> int:
        return sum(s.mana_value() for s in symbols)

    def take_generic() -> bool:
        for i, s in enumerate(symbols):
            if s.kind is SymbolKind.GENERIC and s.generic > 0:
                left = s.generic - 1
                symbols[i : i + 1] = [ManaSymbol(SymbolKind.GENERIC, generic=left)] if left else []
                return True
        # audit27: a monocolored hybrid {2/W} paid with its generic half: a generic reduction applies
        # to it "only if you've chosen a method of paying for it that includes generic mana" (Reaper
        # King ruling; 107.4e, 601.2f). Chosen only once the cost has no generic mana left, where it
        # never costs more: what is left of {2} pays with any one mana, as {2/W} never does more cheaply
        for i, s in enumerate(symbols):
            if s.kind is SymbolKind.MONO_HYBRID and not s.colorless_half and s.generic > 0:
                left = s.generic - 1
                symbols[i : i + 1] = [ManaSymbol(SymbolKind.GENERIC, generic=left)] if left else []
                return True
        return False

    for unit in canonical(amount).symbols:
        pieces = [SymbolKind.GENERIC] * unit.generic if unit.kind is SymbolKind.GENERIC else [unit.kind]
        for kind in pieces:
            if taken >= limit or total() <= floor:
                return ManaCost(tuple(symbols))
            if kind is SymbolKind.GENERIC:
                done = take_generic()
            else:
                match = next((i for i, s in enumerate(symbols) if s.kind is kind and s.colors == unit.colors), None)
                if match is not None:  # 118.7b-d: that mana first
                    del symbols[match]
                    done = True
                elif colored_only:  # only coloured mana is reduced: nothing else is taken off
                    done = False
                else:  # the cost has none of it: generic mana instead (118.7b, c, d)
                    done = take_generic()
            taken += done
    return ManaCost(tuple(symbols))


def total_cost(
    base: ManaCost | None,
    base_label: str,
    x: int,
    additions: Sequence[tuple[str, ManaCost, str]] = (),
    increases: Sequence[tuple[str, ManaCost, str]] = (),
    reductions: Sequence[Reduction | tuple[str, int, str]] = (),
    minimums: Sequence[tuple[str, int, str]] = (),
    x_color: ManaType | tuple[ManaType, ...] | None = None,
    life_for: Sequence[ManaSymbol] | None = None,
) -> TotalCost:
    """601.2f: the mana cost or alternative cost (``base``, None when it is not paid at all),
    plus additional costs, plus cost increases, minus cost reductions (increases first, as the
    Damping Sphere ruling says), then the effects that directly set the total cost. ``additions``
    and ``increases`` are (what, cost, rule); ``reductions`` :class:`Reduction` values (or (what,
    generic amount, rule)); ``minimums`` (what, least mana, rule).

    The caster orders the reductions (601.2f: "in any order"); the order that leaves the least
    to pay is taken: the reductions with a floor or a cap first, while there is the most to take
    off, then the others. A minimum (Trinisphere) adds generic mana up to it, after everything
    else, also when nothing was to be paid (Trinisphere ruling).

    ``life_for``, when given, is the caster's announcement of 601.2b: the Phyrexian symbols they
    pay with 2 life each (:func:`life_announcements`); the others are paid with mana. A minimum
    counts only the mana to pay, so those symbols count for nothing (life is not mana: the
    Trinisphere ruling "you'll pay three mana", with Gitaxian Probe paid with life). Without it
    each Phyrexian symbol stays payable either way, as where no minimum applies it may."""
    lines: list[CostLine] = []
    symbols: tuple[ManaSymbol, ...] = ()
    x_paid_as: tuple[ManaSymbol, int] | None = None
    if base is None:
        lines.append(CostLine(base_label, "{0}", "118.9"))
    else:
        paid = substitute_x(base, x, x_color)
        symbols += paid.symbols
        if x_color is not None and base.has_x and x:  # audit21: how X is paid, to write it as generic mana (601.2f)
            x_symbols = sum(1 for s in base.symbols if s.kind is SymbolKind.X) * x
            x_paid_as = (substitute_x(ManaCost((ManaSymbol(SymbolKind.X),)), 1, x_color).symbols[0], x_symbols)
        rule = "107.3a, 601.2f" if base.has_x else "601.2f"
        named = "} or {".join(c.name for c in x_color) if isinstance(x_color, tuple) else x_color.name if x_color is not None else ""
        only = f", X paid with {{{named}}} mana only (106.6)" if x_color is not None and base.has_x else ""
        lines.append(CostLine(base_label + (f" with X={x}" if base.has_x else "") + only, str(canonical(paid)) or "{0}", rule))
    for what, cost, rule in additions:
        if cost.symbols:
            symbols += cost.symbols
            lines.append(CostLine(what, str(cost), rule))
    for what, cost, rule in increases:
        if cost.symbols:
            symbols += cost.symbols
            lines.append(CostLine(what, "+" + str(canonical(cost)), rule))
    total = canonical(ManaCost(symbols))
    ordered = [r if isinstance(r, Reduction) else Reduction(r[0], ManaCost.parse(f"{{{r[1]}}}") if r[1] else ManaCost(), r[2]) for r in reductions]
    ordered.sort(key=lambda r: r.floor == 0 and r.cap is None)  # limited ones first: sorted() is stable
    for r in ordered:
        if not r.amount.symbols:
            continue
        after = reduce_cost(total, r.amount, floor=r.floor, cap=r.cap, colored_only=r.colored_only)
        taken = total.mana_value() - after.mana_value()
        limits = (f", not below {r.floor} mana" if r.floor else "") + (f", at most {{{r.cap}}}" if r.cap is not None else "")
        lines.append(CostLine(r.what + limits, f"-{canonical(r.amount)}" + (f" (takes off {taken})" if limits else ""), r.rule))
        total = canonical(after)
    paid_with_life = 0
    if life_for is not None:
        total, paid_with_life = announce_phyrexian(total, life_for)
    for what, least, rule in minimums:
        short = least - (total.mana_value() - paid_with_life)
        if short > 0:  # "costs three mana": the mana added is generic (Trinisphere's reminder text)
            total = canonical(ManaCost(total.symbols + (ManaSymbol(SymbolKind.GENERIC, generic=short),)))
            lines.append(CostLine(what, f"+{{{short}}} (to {least} mana)", rule))
    return TotalCost(total, tuple(lines), x_paid_as)


def announce_phyrexian(cost: ManaCost, life_for: Sequence[ManaSymbol]) -> tuple[ManaCost, int]:
    """601.2b: the caster announces, for each Phyrexian symbol of a cost paid as the spell is cast,
    whether they pay 2 life or the corresponding coloured mana. ``cost`` with the Phyrexian
    symbols not in ``life_for`` (a multiset) written as that mana ({U/P} as {U}, {G/U/P} as the
    hybrid {G/U}), and how many of its symbols are paid with life. A symbol announced for life
    stays Phyrexian: paying it with mana instead is what an announcement with one symbol fewer
    for life costs, which never costs more (so no way is lost)."""
    left = list(life_for)
    out: list[ManaSymbol] = []
    for s in cost.symbols:
        if s.kind is SymbolKind.PHYREXIAN and s in left:
            left.remove(s)
            out.append(s)
        elif s.kind is SymbolKind.PHYREXIAN:
            out.append(ManaSymbol(SymbolKind.COLORED if len(s.colors) == 1 else SymbolKind.HYBRID, colors=s.colors))
        else:
            out.append(s)
    return ManaCost(tuple(out)), len(life_for) - len(left)


def life_announcements(cost: ManaCost) -> tuple[tuple[ManaSymbol, ...], ...]:
    """Every distinct announcement of 601.2b for ``cost``'s Phyrexian symbols: each sub-multiset of
    them paid with life, fewest first (the least life, then the least mana a minimum adds)."""
    counts: dict[ManaSymbol, int] = {}
    for s in cost.symbols:
        if s.kind is SymbolKind.PHYREXIAN:
            counts[s] = counts.get(s, 0) + 1
    kinds = list(counts)
    picks = product(*(range(counts[k] + 1) for k in kinds))
    chosen = [tuple(chain.from_iterable((k,) * n for k, n in zip(kinds, pick))) for pick in picks]
    return tuple(sorted(chosen, key=len))


def times(cost: ManaCost, n: int) -> ManaCost:
    """``n`` copies of a cost ("{1} more for each ...", multikicker paid n times); the generic part
    as one symbol, so that a large ``n`` stays one number."""
    generic = sum(s.generic for s in cost.symbols if s.kind is SymbolKind.GENERIC) * n
    others = tuple(s for s in cost.symbols if s.kind is not SymbolKind.GENERIC) * n
    return ManaCost(((ManaSymbol(SymbolKind.GENERIC, generic=generic),) if generic else ()) + others)


# --- payment ----------------------------------------------------------------------------------


def _split(cost: ManaCost) -> tuple[int, tuple[str, ...]]:
    """A cost as (generic amount, the multiset of its other symbols)."""
    c = canonical(cost)
    generic = sum(s.generic for s in c.symbols if s.kind is SymbolKind.GENERIC)
    others = tuple(sorted(str(s) for s in c.symbols if s.kind is not SymbolKind.GENERIC))
    return generic, others


@dataclass
class PaymentOracle:
    """Whether total costs can be paid with a caster's mana abilities (one query's worth of
    answers).

    Payment is monotone in the generic part, so for each (abilities left out, non-generic
    symbols, life) the oracle keeps the largest generic amount known payable and the smallest
    known unpayable, and asks the chained payment search (:func:`solver.paying.affordable.pay_cost`)
    only in between. :meth:`pay_sources` does the same for plain sources (each one outcome or
    nothing, :func:`solver.paying.payment.find_payment`)."""

    life: int
    budget: int = 200_000
    _found: dict[tuple[Any, ...], Chained | Payment | None] = field(default_factory=dict)
    _bounds: dict[tuple[Any, ...], list[int]] = field(default_factory=dict)
    _best: dict[tuple[Any, ...], tuple[int, Chained]] = field(default_factory=dict)

    def pay(
        self, cost: ManaCost, mana: PlayerMana | Sequence[Source], key: Iterable[Hashable] = (), life: int | None = None,
        purpose: Purpose = Purpose(),
    ) -> Any:
        """A way to pay ``cost``: with a plan of activations of ``mana`` (a
        :class:`~solver.paying.actions.PlayerMana`; a :class:`Chained` answer) or from plain
        ``sources`` (a :class:`Payment`); None when there is none. ``key`` identifies which
        abilities were left out (or the source set).

        With a plan, a cost whose generic part is smaller than one already paid is paid by the same
        plan, leaving the mana of its last generic symbols unspent (nothing searched again)."""
        life = self.life if life is None else life
        generic, others = _split(cost)
        group = (isinstance(mana, PlayerMana), tuple(key), others, life, purpose.kicked)  # audit21: kicked spells pay otherwise (106.6)
        bounds = self._bounds.setdefault(group, [-1, 1 << 60])  # [largest payable, smallest unpayable]
        if generic >= bounds[1]:
            return None
        exact = group + (generic,)
        if exact in self._found:
            return self._found[exact]
        found: Chained | Payment | None
        best = self._best.get(group)
        if best is not None and best[0] >= generic:
            found = best[1].fewer_generic(best[0] - generic)
        elif isinstance(mana, PlayerMana):
            found = pay_cost(mana, canonical(cost), purpose, life=life, budget=self.budget)
        else:
            found = find_payment(canonical(cost), mana, life=life)
        self._found[exact] = found
        if found is None:
            bounds[1] = min(bounds[1], generic)
        else:
            bounds[0] = max(bounds[0], generic)
            if isinstance(found, Chained) and (best is None or generic > best[0]):
                self._best[group] = (generic, found)
        return found

    def warm(self, costs: Sequence[ManaCost], mana: PlayerMana, key: Iterable[Hashable] = (), life: int | None = None, purpose: Purpose = Purpose()) -> None:
        """Ready the answers for many costs that differ only in their generic part (every X of a
        spell): a binary search finds the largest payable one (monotone: 601.2f adds generic mana,
        and a plan that pays more pays less), so that each of the others is either derived from it
        or known unpayable, with a logarithmic number of searches."""
        key = tuple(key)
        by_group: dict[tuple[str, ...], list[int]] = {}
        costs_by: dict[tuple[tuple[str, ...], int], ManaCost] = {}
        for c in costs:
            generic, others = _split(c)
            by_group.setdefault(others, []).append(generic)
            costs_by[(others, generic)] = c
        for others, generics in by_group.items():
            values = sorted(set(generics))
            lo, hi = 0, len(values) - 1
            while lo <= hi:
                mid = (lo + hi) // 2
                if self.pay(costs_by[(others, values[mid])], mana, key, life, purpose) is not None:
                    lo = mid + 1
                else:
                    hi = mid - 1


def assign_symbols(
    cost: ManaCost, payment: Payment, snow: Mapping[str, bool] | None = None, *, life: int = 20, budget: int = 20_000
) -> list[tuple[str, str]] | None:
    """Which mana pays which symbol: a list of (symbol, "source: type") pairs, Phyrexian symbols
    paid with life as (symbol, "2 life"). None if no assignment was found within ``budget`` steps
    (the payment itself is still valid: find_payment proved it)."""
    units: dict[tuple[str, ManaType], int] = {}
    for sid, m in payment.used:
        for t in ManaType:
            if m[t]:
                units[(sid, t)] = units.get((sid, t), 0) + m[t]
    snow = snow or {}
    expanded = unit_symbols(cost)
    order = {SymbolKind.COLORED: 0, SymbolKind.COLORLESS: 0, SymbolKind.HYBRID: 1, SymbolKind.PHYREXIAN: 2,
             SymbolKind.SNOW: 3, SymbolKind.MONO_HYBRID: 4, SymbolKind.GENERIC: 5}
    expanded.sort(key=lambda s: order.get(s.kind, 6))
    steps = [0]
    life_left = [life]
    out: list[tuple[str, str]] = []

    def fits(s: ManaSymbol, sid: str, t: ManaType) -> bool:
        k = s.kind
        if k is SymbolKind.COLORED:
            return t == s.colors[0]
        if k is SymbolKind.COLORLESS:
            return t is ManaType.C
        if k in (SymbolKind.HYBRID, SymbolKind.PHYREXIAN):
            return t in s.colors
        if k is SymbolKind.SNOW:
            return bool(snow.get(sid))
        return True

    def take(sid: str, t: ManaType) -> None:
        units[(sid, t)] -= 1

    def give(sid: str, t: ManaType) -> None:
        units[(sid, t)] += 1

    def go(i: int) -> bool:
        steps[0] += 1
        if steps[0] > budget:
            return False
        if i == len(expanded):
            return True
        s = expanded[i]
        for (sid, t), n in list(units.items()):
            if n and fits(s, sid, t):
                take(sid, t)
                out.append((s.text, f"{sid}: {t.name}"))
                if go(i + 1):
                    return True
                out.pop()
                give(sid, t)
        if s.kind is SymbolKind.MONO_HYBRID:  # its generic half: that many mana of any type
            if s.colorless_half:
                return False
            picked: list[tuple[str, ManaType]] = []

            def pick(k: int) -> bool:
                if k == 0:
                    out.append((s.text, " + ".join(f"{a}: {b.name}" for a, b in picked)))
                    if go(i + 1):
                        return True
                    out.pop()
                    return False
                for (sid, t), n in list(units.items()):
                    if n:
                        take(sid, t)
                        picked.append((sid, t))
                        if pick(k - 1):
                            return True
                        picked.pop()
                        give(sid, t)
                return False

            if pick(s.generic):
                return True
        if s.kind is SymbolKind.PHYREXIAN and life_left[0] >= 2:  # 107.4f
            out.append((s.text, "2 life"))
            life_left[0] -= 2
            if go(i + 1):
                return True
            life_left[0] += 2
            out.pop()
        return False

    return out if go(0) else None

