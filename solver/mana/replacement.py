"""Every outcome of the replacement effects that apply to one mana event (614, 616).

The effects are first *compiled* against the event's source (which permanent, which chosen
colour, which land types): a :class:`Compiled` effect is a pure function of the mana about to be
produced, so the search below never looks at the board. Then:

* 616.1a: if a self-replacement effect (614.15) applies, one of them must be chosen first;
* 616.1e: otherwise any applicable effect may be chosen;
* 616.1f: after each, applicability is checked again on the modified event;
* 614.5: each effect applies at most once.

The distinct leaves of that choice tree are the outcomes. The search is memoised on (mana so
far, effects still unused) and identical effects (two Mana Reflections) are counted rather
than told apart, so the cost grows with the number of distinct states, not with n!. The
brute-force twin (every permutation) lives in the tests as the oracle.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import Callable

from ...model.mana import Mana, ManaType, TypeSet


@dataclass(frozen=True, slots=True)
class Compiled:
    """A replacement effect resolved against one event source; hashable and board-free.

    ``op`` is one of ``set_type`` (all mana becomes one type of ``types``; ``amount`` None keeps
    the amount), ``set_color`` (coloured mana becomes one colour of ``types``), ``convert``
    (``src`` → ``dst``), ``multiply`` (by ``factor``), ``set_amount`` (same type, ``amount``),
    ``instead`` (one of ``outcomes``). ``min_amount`` and ``of_type`` say when it applies.
    ``label`` is for witnesses only.
    """

    op: str
    types: TypeSet = TypeSet(0)
    amount: int | None = None
    factor: int = 1
    src: ManaType | None = None
    dst: ManaType | None = None
    outcomes: tuple[Mana, ...] = ()
    min_amount: int = 1
    of_type: ManaType | None = None
    self_replacement: bool = False

    def applies(self, mana: Mana) -> bool:
        """106.12b / 614.7: it modifies only an event that produces mana (of the stated type/amount)."""
        total = mana.total
        if total == 0 or total < self.min_amount:
            return False
        if self.of_type is not None and mana[self.of_type] == 0:
            return False
        if self.op == "convert" and self.src is not None and mana[self.src] == 0:
            return False
        return True

    def apply(self, mana: Mana) -> list[tuple[Mana, str]]:
        """The events it can turn ``mana`` into, each with the choice made ('' if none).

        An undefined type (a chosen colour that was never chosen) gives no mana (106.5).
        """
        op = self.op
        if op == "multiply":
            return [(mana.times(self.factor), "")]
        if op == "set_type":
            n = mana.total if self.amount is None else self.amount
            return _choices([(Mana.of(t, n), t) for t in self.types], len(self.types))
        if op == "set_color":
            return _choices([(mana.colored_as(t), t) for t in self.types], len(self.types))
        if op == "convert":
            assert self.src is not None and self.dst is not None
            return [(mana.converted(self.src, self.dst), "")]
        if op == "set_amount":
            present = list(mana.types)
            return _choices([(Mana.of(t, self.amount or 0), t) for t in present], len(present))
        if op == "instead":
            return [(m, str(m) if len(self.outcomes) > 1 else "") for m in self.outcomes] or [(Mana(), "no mana can be defined")]
        raise ValueError(f"unknown replacement op {op!r}")


def _choices(options: list[tuple[Mana, ManaType]], n: int) -> list[tuple[Mana, str]]:
    if not options:
        return [(Mana(), "no type can be defined (106.5)")]
    return [(m, f"chose {t.name}" if n > 1 else "") for m, t in options]


Path = tuple[tuple[int, str, Mana], ...]
"""The effects applied, in order: (index into the effect list, choice, mana after it)."""


def independent(a: Compiled, b: Compiled) -> bool:
    """Whether two effects commute and cannot change each other's applicability, on every event.

    Multipliers commute with each other and with effects that change only types (their
    applicability never depends on the amount). Anything else is treated as interacting.
    """
    if a.op != "multiply":
        a, b = b, a
    if a.op != "multiply" or a.of_type is not None or a.min_amount > 1:
        return False
    if b.op == "multiply":
        return b.of_type is None and b.min_amount <= 1
    type_only = b.op in ("set_color", "convert") or (b.op == "set_type" and b.amount is None)
    return type_only and b.min_amount <= 1


class _Search:
    """The state space of one event: mana values numbered as they are met, unused effects as a
    packed integer (a bit field per class of identical effects), leaf sets as bit masks over the
    mana numbers. Semantics come only from :meth:`Compiled.applies` and :meth:`Compiled.apply`;
    this class only makes them cheap to combine."""

    def __init__(self, effects: tuple[Compiled, ...]):
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
        self.self_mask = sum(1 << ci for ci, c in enumerate(classes) if c.self_replacement)
        self.manas: list[Mana] = []
        self.ids: dict[Mana, int] = {}
        self.applicable: list[int] = []          # per mana id: bit mask of classes that apply
        self.step: dict[int, list[tuple[int, str]]] = {}  # (ci << 24 | mana id) → [(mana id, choice)]
        self.present: dict[int, int] = {}
        self.memo: dict[int, int] = {}

    def mana_id(self, m: Mana) -> int:
        i = self.ids.get(m)
        if i is None:
            i = self.ids[m] = len(self.manas)
            self.manas.append(m)
            self.applicable.append(sum(1 << ci for ci, c in enumerate(self.classes) if c.applies(m)))
        return i

    def apply(self, ci: int, mid: int) -> list[tuple[int, str]]:
        key = ci << 24 | mid
        hit = self.step.get(key)
        if hit is None:
            hit = self.step[key] = [(self.mana_id(m), ch) for m, ch in self.classes[ci].apply(self.manas[mid])]
        return hit

    def count(self, rem: int, ci: int) -> int:
        return rem >> self.shift[ci] & self.width[ci]

    def present_mask(self, rem: int) -> int:
        hit = self.present.get(rem)
        if hit is None:
            hit = self.present[rem] = sum(1 << ci for ci in range(len(self.classes)) if self.count(rem, ci))
        return hit

    def choices(self, mid: int, rem: int) -> list[int]:
        present = self.present_mask(rem)
        usable = self.applicable[mid] & present
        if not usable:
            return []
        if usable & self.self_mask:  # 616.1a: a self-replacement effect must be chosen first
            usable &= self.self_mask
            return [ci for ci in range(len(self.classes)) if usable >> ci & 1]
        out = [ci for ci in range(len(self.classes)) if usable >> ci & 1]
        if len(out) > 1:
            for ci in out:
                # every other unused effect commutes with it: one order stands for all
                if present & ~(1 << ci) & ~self.indep[ci] == 0 and (self.count(rem, ci) == 1 or self.self_idem[ci]):
                    return [ci]
        return out

    def leaves(self, mid: int, rem: int) -> int:
        """The bit mask of leaf mana ids reachable from (mana ``mid``, unused effects ``rem``)."""
        key = rem << 20 | mid
        memo = self.memo
        hit = memo.get(key)
        if hit is not None:
            return hit
        usable = self.choices(mid, rem)
        if not usable:
            acc = 1 << mid
        else:
            acc = 0
            shift, step, apply, leaves = self.shift, self.step, self.apply, self.leaves
            for ci in usable:
                rest = rem - (1 << shift[ci])
                succ = step.get(ci << 24 | mid) or apply(ci, mid)
                for after, _ in succ:
                    sub = memo.get(rest << 20 | after)
                    acc |= sub if sub is not None else leaves(after, rest)
        memo[key] = acc
        return acc


def outcomes(initial: Mana, effects: tuple[Compiled, ...]) -> dict[Mana, Path]:
    """Every distinct result of applying the effects to ``initial`` in every legal order, each
    with one order that gives it (the witness).

    Two passes: the first computes only the *set* of leaves reachable from each state
    (memoised on the mana and the effects still unused, identical effects counted as one class,
    and an effect that is independent of every other unused effect applied alone, since every
    order of it among them gives the same results); the second walks down once per leaf to
    recover one order that reaches it.
    """
    if not effects or not any(e.applies(initial) for e in effects):
        return {initial: ()}
    s = _Search(effects)
    root = s.mana_id(initial)
    all_leaves = s.leaves(root, s.start)
    found: dict[Mana, Path] = {}
    leaf_ids = [i for i in range(len(s.manas)) if all_leaves >> i & 1]
    for leaf in sorted(leaf_ids, key=lambda i: s.manas[i]):
        bit = 1 << leaf
        path: list[tuple[int, str, Mana]] = []
        used = [0] * len(s.classes)
        mid, rem = root, s.start
        while True:
            step = None
            for ci in s.choices(mid, rem):
                rest = rem - (1 << s.shift[ci])
                for after, choice in s.apply(ci, mid):
                    if s.leaves(after, rest) & bit:
                        step = (ci, choice, after, rest)
                        break
                if step:
                    break
            if step is None:
                break
            ci, choice, mid, rem = step
            path.append((s.members[ci][used[ci]], choice, s.manas[mid]))
            used[ci] += 1
        found[s.manas[leaf]] = tuple(path)
    return found


def outcome_types(initial: Mana, effects: tuple[Compiled, ...]) -> TypeSet:
    """The union of the types of every outcome (what 106.7 asks): the same search as
    :func:`outcomes`, without recovering a witness order for each leaf."""
    if not effects or not any(e.applies(initial) for e in effects):
        return initial.types
    s = _Search(effects)
    leaves = s.leaves(s.mana_id(initial), s.start)
    mask = 0
    for i, m in enumerate(s.manas):
        if leaves >> i & 1:
            mask |= m.types.mask
    return TypeSet(mask)


def combination(types: TypeSet, k: int) -> list[Mana]:
    """Every multiset of ``k`` mana over ``types`` ("in any combination of colors")."""
    return [sum((Mana.of(t) for t in combo), Mana()) for combo in combinations_with_replacement(list(types), k)]


Searcher = Callable[[Mana, tuple[Compiled, ...]], dict[Mana, Path]]
