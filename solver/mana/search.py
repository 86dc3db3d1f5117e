"""The replacement search of one list of compiled effects, for any mana (616.1).

* 616.1a: if a self-replacement effect (614.15) applies, one of them must be chosen first;
* 616.1e: otherwise any applicable effect may be chosen;
* 616.1f: after each, applicability is checked again on the modified event;
* 614.5: each effect applies at most once.

The distinct leaves of that choice tree are the outcomes. :class:`ReplacementSearch` walks it
once per list of effects and keeps what it found, for every mana and every question: the answer,
its witnesses and every later question about the same effects read the same memo. What keeps it
small (each idea is checked against trying every permutation in
tests/solver/mana/test_replacement_properties.py):

* **Relative outcomes.** What an order of effects does is a function of the mana (a linear map
  or a constant, :mod:`.transforms`); a state stores the set of those functions, and each
  outcome of an event is one of them applied to the event's mana.
* **Canonical states.** Before a state is looked up, its mana is mapped to what the unused
  effects can observe: the amount is capped at the largest threshold they test ("two or more
  mana"), the types are forgotten unless one of them reads types (a type condition, a
  conversion, "N mana of that type"), an effect that can never apply again is dropped, and every
  state with no mana is the one leaf. Two manas with the same canonical form meet the same
  guards and choices at every step (each effect maps equal forms to equal forms), so they have
  the same legal orders, and one stored set of functions serves both.
* **Identical effects are counted** (three Mana Reflections are one class with a count), and an
  effect that commutes with every other unused effect is applied alone (every order of it among
  them gives the same results).
* **Independent parts apart.** When no unused effect is a self-replacement or reads types, the
  *type-only* ones (every type, or every colour, becomes one type; applicable to any mana) change
  neither an amount nor whether another effect applies. Only the rest (multipliers and
  constants) is searched, over amounts (:mod:`.parts`); the type-only part of each outcome is
  computed directly: with no constant on the way, every type-only effect in some order; after
  the last constant, any of them (the others go just before that constant, which absorbs them).
  A sequence of type-only effects is worth its last "every type" effect followed by the last
  "every colour" effect after it (each absorbs what came before it), so both sets are small.
  Conversions ("colorless mana instead of green mana") are type-only too, but they apply only
  while mana of their type is made, so with them the order of the type-only effects matters:
  that part is then enumerated as chains of setters and conversions (:mod:`.typemaps`), and the
  state is searched instead where that would not be exact (an unused constant could make a type
  a conversion reads, unless every conversion can be applied first from the event's mana) or
  too long (more than three conversions).

Each question's search has a budget (:class:`SearchLimits`); past it the question raises
:class:`~model.errors.LimitError` naming the limit, and what was stored stays exact. The walk
keeps an explicit stack (no recursion), and amounts stay integers.
"""

from __future__ import annotations

import threading

from ...model.errors import LimitError
from ...model.mana import Mana, TypeSet
from ..options import Options
from . import transforms as tf
from .compiled import Compiled, Path, independent
from .parts import AmountSearch, is_part
from .transforms import Transform
from .typemaps import Conversion, Setter, TypeMaps, Witness, after_constant, enumerable, whole as whole_maps
from ...model.values import dataclass

__all__ = ["ReplacementSearch", "SearchLimits"]


_DEFAULTS = Options()


@dataclass(frozen=True, slots=True)
class SearchLimits:
    """The budget of one question's replacement search (from :class:`~solver.options.Options`).

    ``states``: states stored plus the outcomes stored with them (the search's time and memory);
    ``outcomes``: distinct outcomes of one event; ``amount_digits``: digits of the largest amount
    of one type an outcome may have.
    """

    states: int = _DEFAULTS.max_search_states
    outcomes: int = _DEFAULTS.max_outcomes
    amount_digits: int = _DEFAULTS.max_amount_digits

    @classmethod
    def of(cls, options: Options) -> SearchLimits:
        return cls(options.max_search_states, options.max_outcomes, options.max_amount_digits)


def _limit(what: str, value: int, option: str) -> LimitError:
    return LimitError(f"the replacement search {what} {value:,} (raise Options.{option} to allow more)")


Spec = tuple[int, int, int, int]
"""The type-only part of an outcome: (class, choice) of its last "every type" effect and of the
last "every colour" effect after it, -1 where there is none. With conversions among the
type-only effects, a :data:`~.typemaps.Witness` instead: the type maps before the amount part
and after it, in order."""
Back = tuple[object, ...] | None
"""How a state first reached an outcome: ``(0, class, choice, next state, its outcome)`` for a
searched step, ``(1, amount state, symbolic outcome, spec, (class, choice) of the last constant
or None)`` for independent parts, None at a leaf."""


@dataclass(frozen=True, slots=True)
class _Unused:
    """What one multiset of unused effects (a packed count per class) can observe and do."""

    present: int        # bit mask of the classes with a count > 0
    cap: int            # the largest amount threshold they test (at least 1)
    track: bool         # whether any reads the types present
    selfs: int          # bit mask of the present self-replacements (616.1a)
    grows: bool         # whether a multiplier may still make the amount larger
    max_const: int      # the largest amount a constant replacement among them gives
    producible: int     # bit mask of the types they can introduce
    split: bool         # independent parts: the type-only effects set apart
    packed: int         # the rest's counts, packed for the amount search
    typed: tuple[int, ...]                   # the type-only classes set apart
    whole: tuple[tuple[int, Spec], ...]      # every type-only effect applied, in some order
    partial: tuple[tuple[int, Spec], ...]    # some of them, after the last constant
    maps: TypeMaps | None                    # with conversions among them: their part is enumerated
    constant_types: int                      # the types the unused constants can make


_NO_SPEC: Spec = (-1, -1, -1, -1)


def _conversion(c: Compiled) -> bool:
    """One type becomes another, the amount kept, whenever mana of that type is made."""
    return (
        c.op == "convert"
        and not c.self_replacement
        and c.src is not None
        and c.dst is not None
        and c.of_type in (None, c.src)
        and c.min_amount <= 1
    )


def _type_only(c: Compiled) -> bool:
    """Every type (or every colour) becomes one type, the amount kept, on any mana (614.7)."""
    return (
        not c.self_replacement
        and c.of_type is None
        and c.min_amount <= 1
        and bool(c.types)
        and (c.op == "set_color" or (c.op == "set_type" and c.amount is None))
    )


class ReplacementSearch:
    """The replacement search of one list of compiled effects, for any mana (thread-safe).

    States are (canonical mana, unused effects) packed in one integer; the value of a state is a
    dict from each relative outcome it reaches (an interned :mod:`.transforms` id) to the step
    that first reached it, so a witness order is read back from the memo without a second
    search. The memo only grows, and every stored value is exact.
    """

    def __init__(self, effects: tuple[Compiled, ...]):
        self.effects = effects
        classes: list[Compiled] = []
        members: list[list[int]] = []
        for i, e in enumerate(effects):
            for ci, c in enumerate(classes):
                if c == e:
                    members[ci].append(i)
                    break
            else:
                classes.append(e)
                members.append([i])
        self.classes, self.members = classes, members
        n = len(classes)
        self.shift: list[int] = []
        self.width: list[int] = []
        pos = 0
        for m in members:
            w = len(m).bit_length()
            self.shift.append(pos)
            self.width.append((1 << w) - 1)
            pos += w
        self.start = sum(len(m) << sh for m, sh in zip(members, self.shift))
        self.indep = [sum(1 << b for b in range(n) if b != a and independent(classes[a], classes[b])) for a in range(n)]
        self.self_idem = [independent(c, c) for c in classes]
        top = max([1] + [c.min_amount for c in classes])
        self.xspan = top + 1
        self._typed = [_type_only(c) or _conversion(c) for c in classes]
        self._conv = [_conversion(c) for c in classes]
        self._maps_whole: dict[tuple[int, int], tuple[tuple[int, Spec | Witness], ...]] = {}
        self._maps_after: dict[tuple[int, int, int], tuple[tuple[int, Spec | Witness], ...]] = {}
        self._part = [is_part(c) for c in classes]
        self._fixed_steps: list[list[tuple[int, str]] | None] = [None] * n
        self._steps: dict[tuple[int, int], list[tuple[int, str]]] = {}
        self.tlist: list[Transform] = []
        self.tids: dict[Transform, int] = {}
        self.identity = self._tid(tf.IDENTITY)
        self._compose: dict[int, int] = {}
        self.memo: dict[int, dict[int, Back]] = {}
        self._unused: dict[int, _Unused] = {}
        self._canon: dict[tuple[int, int, int], int] = {}
        self._applicable: dict[int, int] = {}
        self._parts: dict[tuple[int, ...], tuple[tuple[tuple[int, Spec], ...], tuple[tuple[int, Spec], ...]]] = {}
        self.size = 0  # states stored plus outcomes stored, here and in the amount search
        self._base = 0  # the size when the current question began
        self._limits = SearchLimits()
        self._lock = threading.RLock()
        self.amounts = AmountSearch(classes, top, self._spend)
        widths = [0] * len(self.amounts.kinds)
        for ci, k in enumerate(self.amounts.of_class):
            if k >= 0:
                widths[k] += len(members[ci])
        self.amounts.layout([w.bit_length() for w in widths])

    # ---- budget and interning -------------------------------------------------------------

    def _spend(self, n: int) -> None:
        """Count ``n`` more states and outcomes stored; the budget is per question (what earlier
        questions stored is shared, not charged again)."""
        self.size += n
        if self.size - self._base > self._limits.states:
            raise _limit("needs more states than", self._limits.states, "max_search_states")

    def _tid(self, t: Transform) -> int:
        i = self.tids.get(t)
        if i is None:
            i = self.tids[t] = len(self.tlist)
            self.tlist.append(t)
        return i

    def _then(self, inner: int, outer: int) -> int:
        """The id of ``outer ∘ inner``."""
        key = outer << 32 | inner
        hit = self._compose.get(key)
        if hit is None:
            hit = self._compose[key] = self._intern(tf.compose(self.tlist[outer], self.tlist[inner]))
        return hit

    def _intern(self, t: Transform) -> int:
        biggest = t[6] if t[0] >= 0 else max(t[1:])
        if biggest.bit_length() * 0.30103 > self._limits.amount_digits:
            raise _limit("needs amounts of more digits than", self._limits.amount_digits, "max_amount_digits")
        return self._tid(t)

    # ---- what the unused effects observe --------------------------------------------------

    def count(self, rem: int, ci: int) -> int:
        return rem >> self.shift[ci] & self.width[ci]

    def unused(self, rem: int) -> _Unused:
        hit = self._unused.get(rem)
        if hit is None:
            hit = self._unused[rem] = self._describe(rem)
        return hit

    def _describe(self, rem: int) -> _Unused:
        present = [ci for ci in range(len(self.classes)) if self.count(rem, ci)]
        cs = [self.classes[ci] for ci in present]
        producible = 0
        max_const = 0
        constant_types = 0
        for c in cs:
            if self._part_made(c):
                for t, _ in c.steps(0):
                    constant_types |= tf.types_after(t, 0)
            if c.op in ("set_type", "set_color"):
                producible |= c.types.mask
                if c.op == "set_type" and c.amount is not None:
                    max_const = max(max_const, c.amount)
            elif c.op == "convert" and c.dst is not None:
                producible |= 1 << c.dst
            elif c.op == "instead":
                for m in c.outcomes:
                    producible |= m.types.mask
                    max_const = max(max_const, m.total)
            elif c.op == "set_amount":
                max_const = max(max_const, c.amount or 0)
        typed = tuple(ci for ci in present if self._typed[ci])
        split = all(self._typed[ci] or self._part[ci] for ci in present)
        packed = 0
        if split:
            for ci in present:
                k = self.amounts.of_class[ci]
                if k >= 0:
                    packed += self.count(rem, ci) << self.amounts.shift[k]
        maps = None
        if split and any(self._conv[ci] for ci in typed):
            maps = TypeMaps(
                tuple(Setter(ci, self.count(rem, ci), tuple(self.tlist[t] for t, _ in self.fixed_steps(ci)), self.classes[ci].op == "set_color") for ci in typed if not self._conv[ci]),
                tuple(Conversion(ci, self.count(rem, ci), int(self.classes[ci].src or 0), int(self.classes[ci].dst or 0)) for ci in typed if self._conv[ci]),
            )
        if split and maps is None:
            parts = self._parts.get(typed)
            if parts is None:
                parts = self._parts[typed] = self._type_parts(typed)
            whole, partial = parts
        else:
            whole, partial = (), ()
        return _Unused(
            present=sum(1 << ci for ci in present),
            cap=max([1] + [c.min_amount for c in cs]),
            track=any(c.of_type is not None or c.op in ("convert", "set_amount") for c in cs),
            selfs=sum(1 << ci for ci in present if self.classes[ci].self_replacement),
            grows=any(c.op == "multiply" and c.factor > 1 for c in cs),
            max_const=max_const,
            producible=producible,
            split=split,
            packed=packed,
            typed=typed,
            whole=whole,
            partial=partial,
            maps=maps,
            constant_types=constant_types,
        )

    def _part_made(self, c: Compiled) -> bool:
        """Whether ``c`` is a constant of the amount part (its mana replaces the event's)."""
        return is_part(c) and not (c.op == "multiply" and c.factor > 0)

    def _type_parts(self, typed: tuple[int, ...]) -> tuple[tuple[tuple[int, Spec], ...], tuple[tuple[int, Spec], ...]]:
        """The type-only part of the outcomes (see the module docstring): ``whole`` when every
        one is applied, ``partial`` when any of them may be (each with the spec of one order
        that gives it)."""
        setters = [(ci, j) for ci in typed if self.classes[ci].op == "set_type" for j in range(len(self.fixed_steps(ci)))]
        colors = [(ci, j) for ci in typed if self.classes[ci].op == "set_color" for j in range(len(self.fixed_steps(ci)))]
        lasts: list[Spec]
        if setters:
            lasts = [(a, i, -1, -1) for a, i in setters] + [(a, i, c, j) for a, i in setters for c, j in colors]
        elif colors:
            lasts = [(-1, -1, c, j) for c, j in colors]
        else:
            lasts = [_NO_SPEC]
        whole: dict[int, Spec] = {}
        partial: dict[int, Spec] = {self.identity: _NO_SPEC}
        for spec in lasts + [(-1, -1, c, j) for c, j in colors]:
            a, i, c, j = spec
            t = self.identity
            if a >= 0:
                t = self.fixed_steps(a)[i][0]
            if c >= 0:
                t = self._tid(tf.compose(self.tlist[self.fixed_steps(c)[j][0]], self.tlist[t]))
            if spec in lasts:
                whole.setdefault(t, spec)
            partial.setdefault(t, spec)
        return tuple(whole.items()), tuple(partial.items())

    def fixed_steps(self, ci: int) -> list[tuple[int, str]]:
        """The steps of a class whose choices do not depend on the mana (every op but "N mana of
        that type")."""
        hit = self._fixed_steps[ci]
        if hit is None:
            hit = self._fixed_steps[ci] = [(self._tid(t), label) for t, label in self.classes[ci].steps(0)]
        return hit

    def steps(self, ci: int, present: int) -> list[tuple[int, str]]:
        """(transform id, choice) of each way class ``ci`` can apply to mana with these types."""
        if self.classes[ci].op != "set_amount":
            return self.fixed_steps(ci)
        key = (ci, present)
        hit = self._steps.get(key)
        if hit is None:
            hit = self._steps[key] = [(self._tid(t), label) for t, label in self.classes[ci].steps(present)]
        return hit

    def applicable(self, x: int, present: int) -> int:
        """The classes that apply to mana of (capped) amount ``x`` with these types present."""
        key = x << 6 | present
        hit = self._applicable.get(key)
        if hit is None:
            hit = 0
            for ci, c in enumerate(self.classes):
                if x == 0 or x < c.min_amount:
                    continue
                if c.of_type is not None and not present >> c.of_type & 1:
                    continue
                if c.op == "convert" and c.src is not None and not present >> c.src & 1:
                    continue
                hit |= 1 << ci
            self._applicable[key] = hit
        return hit

    # ---- canonical states -----------------------------------------------------------------

    def key(self, rem: int, x: int, present: int) -> int:
        """The canonical state of mana of amount ``x`` (exact, or capped at a threshold at least
        as large as any unused effect tests) with types ``present``, effects ``rem`` unused."""
        raw = (rem, x, present)
        hit = self._canon.get(raw)
        if hit is not None:
            return hit
        while True:
            u = self.unused(rem)
            if x == 0:  # no mana: no effect applies, now or later (614.7)
                rem, u = 0, self.unused(0)
                break
            dead = 0
            for ci in range(len(self.classes)):
                if not u.present >> ci & 1:
                    continue
                c = self.classes[ci]
                if c.min_amount > x and not u.grows and u.max_const < c.min_amount:
                    dead |= 1 << ci
                    continue
                needs = c.of_type if c.of_type is not None else (c.src if c.op == "convert" else None)
                if needs is not None and not (present | u.producible) >> needs & 1:
                    dead |= 1 << ci
            if not dead:
                break
            for ci in range(len(self.classes)):
                if dead >> ci & 1:
                    rem &= ~(self.width[ci] << self.shift[ci])
        x = min(x, u.cap)
        present = present if u.track else 0
        hit = self._canon[raw] = (rem * self.xspan + x) << 6 | present
        return hit

    def decode(self, key: int) -> tuple[int, int, int]:
        """(unused effects, capped amount, types present) of a state."""
        rest, present = key >> 6, key & 63
        return rest // self.xspan, rest % self.xspan, present

    def root(self, mana: Mana) -> int:
        return self.key(self.start, mana.total, mana.types.mask)

    # ---- one state --------------------------------------------------------------------------

    def _choices(self, rem: int, u: _Unused, usable: int) -> list[int]:
        n = len(self.classes)
        if usable & u.selfs:  # 616.1a: a self-replacement effect must be chosen first
            usable &= u.selfs
            return [ci for ci in range(n) if usable >> ci & 1]
        out = [ci for ci in range(n) if usable >> ci & 1]
        if len(out) > 1:
            present = u.present
            for ci in out:
                # every other unused effect commutes with it: one order stands for all
                if present & ~(1 << ci) & ~self.indep[ci] == 0 and (self.count(rem, ci) == 1 or self.self_idem[ci]):
                    return [ci]
        return out

    def _edges(self, key: int) -> tuple[int, list[tuple[int, int, int, int]]]:
        """(0, []) at a leaf; (1, [(amount state, 0, 0, 0)]) for independent parts; (2, [(class,
        choice, step transform id, next state), ...]) for a searched step."""
        rem, x, present = self.decode(key)
        u = self.unused(rem)
        usable = self.applicable(x, present) & u.present
        if not usable:
            return 0, []
        if u.split and (u.maps is None or enumerable(u.maps, present, u.constant_types)):
            return 1, [(self.amounts.key(u.packed, x), 0, 0, 0)]
        out = []
        for ci in self._choices(rem, u, usable):
            rest = rem - (1 << self.shift[ci])
            for j, (stid, _) in enumerate(self.steps(ci, present)):
                t = self.tlist[stid]
                nx = min(tf.total_after(t, x), u.cap)
                np_ = tf.types_after(t, present) if u.track else 0
                out.append((ci, j, stid, self.key(rest, nx, np_)))
        return 2, out

    def _maps_part(self, rem: int, present: int, made: int | None) -> tuple[tuple[int, Spec | Witness], ...]:
        """The type-only part when conversions are among it (:mod:`.typemaps`): with no constant
        on the way (``made`` None), or after a last constant making types ``made``."""
        u = self.unused(rem)
        assert u.maps is not None
        if made is None:
            hit = self._maps_whole.get((rem, present))
            if hit is None:
                got = whole_maps(u.maps, present)
                hit = self._maps_whole[(rem, present)] = tuple((self._tid(t), w) for t, w in got.items())
            return hit
        hit = self._maps_after.get((rem, present, made))
        if hit is None:
            got = after_constant(u.maps, present, made)
            hit = self._maps_after[(rem, present, made)] = tuple((self._tid(t), w) for t, w in got.items())
        return hit

    def _split_value(self, rem: int, present: int, akey: int) -> dict[int, Back]:
        """A state's outcomes from its independent parts: each symbolic outcome of the amount
        search made concrete (the constants of its shape still unused), then the type-only part."""
        u = self.unused(rem)
        value: dict[int, Back] = {}
        then = self._then
        for out in self.amounts.solve(akey):
            if out[0] == 0:  # no constant: every type-only effect applies
                base = self._intern(tf.scale(out[1]))
                for tau, spec in (u.whole if u.maps is None else self._maps_part(rem, present, None)):
                    value.setdefault(then(base, tau), (1, akey, out, spec, None))
                continue
            _, shape, amount, k = out
            for ci in range(len(self.classes)):
                if not self.count(rem, ci) or self.amounts.of_class[ci] != shape:
                    continue
                for j, (stid, _) in enumerate(self.fixed_steps(ci)):
                    t = self.tlist[stid]
                    if min(tf.total_after(t, 0), self.amounts.cap) != amount:
                        continue
                    last = self._intern(tf.constant(tuple(n * k for n in t[1:])))
                    if amount == 0:  # no mana: the type-only effects never apply
                        value.setdefault(last, (1, akey, out, None, (ci, j)))
                        continue
                    after = u.partial if u.maps is None else self._maps_part(rem, present, tf.types_after(t, 0))
                    for tau, spec in after:
                        value.setdefault(then(last, tau), (1, akey, out, spec, (ci, j)))
        return value

    def _combine(self, key: int, kind: int, edges: list[tuple[int, int, int, int]]) -> dict[int, Back]:
        if kind == 0:
            return {self.identity: None}
        if kind == 1:
            rem, _, present = self.decode(key)
            return self._split_value(rem, present, edges[0][0])
        memo = self.memo
        then = self._then
        value: dict[int, Back] = {}
        for ci, j, stid, child in edges:
            for ctid in memo[child]:
                new = then(stid, ctid)
                if new not in value:
                    value[new] = (0, ci, j, child, ctid)
        return value

    def solve(self, key: int, limits: SearchLimits) -> dict[int, Back]:
        """The value of a state: every relative outcome it reaches, each with its first step."""
        memo = self.memo
        hit = memo.get(key)
        if hit is not None:
            return hit
        with self._lock:
            self._limits = limits
            self._base = self.size
            pending: dict[int, tuple[int, list[tuple[int, int, int, int]]]] = {}
            stack = [key]
            while stack:
                k = stack[-1]
                if k in memo:
                    stack.pop()
                    continue
                got = pending.get(k)
                if got is None:
                    got = pending[k] = self._edges(k)
                    if got[0] == 2:
                        missing = [e[3] for e in got[1] if e[3] not in memo]
                        if missing:
                            stack.extend(missing)
                            continue
                value = self._combine(k, got[0], got[1])
                if len(value) > limits.outcomes:
                    raise _limit("would keep more distinct outcomes than", limits.outcomes, "max_outcomes")
                memo[k] = value
                del pending[k]
                stack.pop()
                self._spend(1 + len(value))
            return memo[key]

    # ---- answers --------------------------------------------------------------------------

    def transforms(self, mana: Mana, limits: SearchLimits = SearchLimits()) -> list[Transform]:
        """Every relative outcome of ``mana`` (each applied to ``mana`` is an outcome)."""
        return [self.tlist[t] for t in self.solve(self.root(mana), limits)]

    def outcome_types(self, mana: Mana, limits: SearchLimits = SearchLimits()) -> TypeSet:
        """The union of the types of every outcome (what 106.7 asks)."""
        present = mana.types.mask
        mask = 0
        for t in self.transforms(mana, limits):
            mask |= tf.types_after(t, present)
        return TypeSet(mask)

    def first_outcomes(self, mana: Mana, limits: SearchLimits = SearchLimits()) -> dict[Mana, int]:
        """Every distinct outcome of ``mana``, in the order of the manas, each with the first
        relative outcome that gives it (its witness is :meth:`witness`)."""
        value = self.solve(self.root(mana), limits)
        first: dict[Mana, int] = {}
        for tid in value:
            first.setdefault(Mana(tf.apply(self.tlist[tid], mana.counts)), tid)
        if len(first) > limits.outcomes:
            raise _limit("would give more distinct outcomes than", limits.outcomes, "max_outcomes")
        return {m: first[m] for m in sorted(first)}

    def witness(self, mana: Mana, tid: int) -> Path:
        """One order of effects that gives the relative outcome ``tid`` of :meth:`first_outcomes`."""
        return self.path(mana, self.root(mana), tid)

    def outcomes(self, mana: Mana, limits: SearchLimits = SearchLimits()) -> dict[Mana, Path]:
        """Every distinct outcome of ``mana``, each with one order that gives it (read back from
        the memo), in the order of the manas."""
        root = self.root(mana)
        return {m: self.path(mana, root, tid) for m, tid in self.first_outcomes(mana, limits).items()}

    def path(self, mana: Mana, key: int, tid: int) -> Path:
        """The order of effects (each with its choice and the mana after it) that gives the
        relative outcome ``tid`` from state ``key``, for the event's ``mana``."""
        counts = mana.counts
        used = [0] * len(self.classes)
        out: list[tuple[int, str, Mana]] = []

        def emit(ci: int, j: int) -> None:
            nonlocal counts
            present = Mana(counts).types.mask if self.classes[ci].op == "set_amount" else 0  # the only op whose choices read it
            stid, label = self.steps(ci, present)[j]
            counts = tf.apply(self.tlist[stid], counts)
            out.append((self.members[ci][used[ci]], label, Mana(counts)))
            used[ci] += 1

        while True:
            back = self.memo[key][tid]
            if back is None:
                break
            if back[0] == 0:
                _, ci, j, child, ctid = back
                assert isinstance(ci, int) and isinstance(j, int) and isinstance(child, int) and isinstance(ctid, int)
                emit(ci, j)
                key, tid = child, ctid
                continue
            _, akey, aout, spec, last = back
            assert isinstance(akey, int) and isinstance(aout, tuple)
            rem = self.decode(key)[0]
            part = self._concrete(rem, self.amounts.path(akey, aout), last)
            for ci, j in self._interleave(rem, part, spec):
                emit(ci, j)
            break
        return tuple(out)

    def _concrete(self, rem: int, steps: list[tuple[int, int]], last: object) -> list[tuple[int, int]]:
        """The amount search's steps (class, choice there) as (class, choice) of this search: the
        last constant is ``last``; every other step takes an unused class of its kind with a choice
        of the same capped amount (they are interchangeable)."""
        left = {ci: self.count(rem, ci) for ci in range(len(self.classes)) if self.amounts.of_class[ci] >= 0 and self.count(rem, ci)}
        final = -1
        if isinstance(last, tuple):
            lci, lj = last
            left[lci] -= 1
            final = max(n for n, (k, _) in enumerate(steps) if not self.amounts.kinds[k].factor)
        out: list[tuple[int, int]] = []
        for n, (k, j) in enumerate(steps):
            if n == final:
                assert isinstance(last, tuple)
                out.append(last)
                continue
            kind = self.amounts.kinds[k]
            for ci, c in left.items():
                if c and self.amounts.of_class[ci] == k:
                    break
            else:
                raise AssertionError("the amount search used more effects of a kind than are unused")
            left[ci] -= 1
            if kind.factor:
                out.append((ci, 0))
            else:
                want = kind.amounts[j]
                choice = next(i for i, (stid, _) in enumerate(self.fixed_steps(ci)) if min(tf.total_after(self.tlist[stid], 0), self.amounts.cap) == want)
                out.append((ci, choice))
        return out

    def _interleave(self, rem: int, part: list[tuple[int, int]], spec: object) -> list[tuple[int, int]]:
        """The searched steps with the type-only effects placed: every one not in ``spec`` just
        before the last constant (or after everything when there is none), then those of
        ``spec`` in order. With ``spec`` None (the mana became nothing) none applies."""
        if spec is None:
            return part
        assert isinstance(spec, tuple)
        if len(spec) == 2:  # with conversions: the type maps' own order, before and after
            before, after = spec
            assert isinstance(before, tuple) and isinstance(after, tuple)
            return list(before) + part + list(after)
        a, i, c, j = spec
        others = [(ci, 0) for ci in self.unused(rem).typed for _ in range(self.count(rem, ci) - (ci == a) - (ci == c))]
        consts = [n for n, (ci, jj) in enumerate(part) if tf.is_constant(self.tlist[self.fixed_steps(ci)[jj][0]])]
        cut = consts[-1] if consts else len(part)
        tail = ([(a, i)] if a >= 0 else []) + ([(c, j)] if c >= 0 else [])
        return part[:cut] + others + part[cut:] + tail
