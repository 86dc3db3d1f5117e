"""The searched part of *independent parts*: multipliers and constant replacements, whose
applicability reads only the amount of mana (614.7: "two or more mana"), never its types.

:class:`~.search.ReplacementSearch` sets the type-only effects of a state apart when nothing
else reads types; what is left is searched here, over amounts only. Two effects of this part
that no guard can tell apart are one class with a count:

* multipliers that are equal (the same factor and threshold);
* constant replacements of the same **shape**: the same threshold and the same amounts (capped
  at the largest threshold of the search) among their choices, whatever their types. Only the
  amount of a constant can matter to what follows it (a later constant absorbs it, and
  multipliers and thresholds read only amounts), so which one of a shape was applied matters
  only when it is the *last* constant: an outcome is stored symbolically as "K times the mana
  of the last constant, of this shape and capped amount", and is expanded into the outputs of
  the effects of that shape still unused.

A value is a dict from a symbolic outcome to the step that first reached it, as in the main
search: ``(0, K)`` is K times the mana (no constant on the way), ``(1, shape, amount, K)`` is K
times the output of the last constant. The walk keeps an explicit stack.
"""

from __future__ import annotations

from typing import Callable

from .compiled import Compiled
from .transforms import total_after
from ...model.values import dataclass

__all__ = ["AmountSearch", "Outcome", "is_part"]

Outcome = tuple[int, ...]
"""``(0, K)`` or ``(1, shape, capped amount, K)``."""
Back = tuple[int, int, int, Outcome] | None
"""(class, choice, next state, its outcome) of the first step that reached an outcome; None at a leaf."""


def is_part(c: Compiled) -> bool:
    """Whether ``c`` can be searched here: a multiplier or a constant whose applicability reads
    only the amount (no type condition, not a self-replacement: 616.1a orders those first)."""
    if c.self_replacement or c.of_type is not None:
        return False
    if c.op in ("multiply", "instead"):
        return True
    if c.op == "set_type" and c.amount is not None:
        return True
    return c.op in ("set_type", "set_color") and not c.types  # no type to choose: no mana (106.5)


@dataclass(frozen=True, slots=True)
class _Class:
    factor: int                     # a multiplier's factor, 0 for a constant
    amounts: tuple[int, ...]        # a constant's capped amounts, one per distinct choice amount
    min_amount: int


class AmountSearch:
    """Multipliers and constants of one list of effects, merged into classes as above.

    ``of_class`` maps an index of the main search's classes to its class here (or -1).
    """

    def __init__(self, classes: list[Compiled], cap: int, limit: Callable[[int], None]):
        self.cap = cap
        self.of_class: list[int] = []
        self.kinds: list[_Class] = []
        index: dict[_Class, int] = {}
        for c in classes:
            if not is_part(c):
                self.of_class.append(-1)
                continue
            if c.op == "multiply" and c.factor > 0:
                kind = _Class(c.factor, (), c.min_amount)
            else:
                amounts = sorted({min(total_after(t, 0), cap) for t, _ in c.steps(0)})
                kind = _Class(0, tuple(amounts), c.min_amount)
            self.of_class.append(index.setdefault(kind, len(index)))
        self.kinds = list(index)
        self.limit = limit
        self.memo: dict[int, dict[Outcome, Back]] = {}
        self.shift: list[int] = []
        self.width: list[int] = []
        self._info: dict[int, tuple[int, int, bool, int]] = {}
        self._canon: dict[tuple[int, int], int] = {}
        self.xspan = cap + 1

    def layout(self, widths: list[int]) -> None:
        """Pack a class's count in ``widths[k]`` bits (enough for every member it may have)."""
        pos = 0
        for w in widths:
            self.shift.append(pos)
            self.width.append((1 << w) - 1)
            pos += w

    def count(self, packed: int, k: int) -> int:
        return packed >> self.shift[k] & self.width[k]

    def info(self, packed: int) -> tuple[int, int, bool, int]:
        """(present classes, cap, whether the amount can grow, largest constant amount)."""
        hit = self._info.get(packed)
        if hit is None:
            present = [k for k in range(len(self.kinds)) if self.count(packed, k)]
            cap = max([1] + [self.kinds[k].min_amount for k in present])
            grows = any(self.kinds[k].factor > 1 for k in present)
            biggest = max([0] + [a for k in present for a in self.kinds[k].amounts])
            hit = self._info[packed] = (sum(1 << k for k in present), cap, grows, biggest)
        return hit

    def key(self, packed: int, x: int) -> int:
        """The canonical state: classes that can never apply again dropped (no mana: nothing
        applies, 614.7; too little mana and nothing left that can make more), the amount capped."""
        raw = (packed, x)
        hit = self._canon.get(raw)
        if hit is not None:
            return hit
        while True:
            present, cap, grows, biggest = self.info(packed)
            if x == 0:
                packed, cap = 0, 1
                break
            dead = [k for k in range(len(self.kinds)) if present >> k & 1 and self.kinds[k].min_amount > x and not grows and biggest < self.kinds[k].min_amount]
            if not dead:
                break
            for k in dead:
                packed &= ~(self.width[k] << self.shift[k])
        hit = self._canon[raw] = packed * self.xspan + min(x, cap)
        return hit

    def decode(self, key: int) -> tuple[int, int]:
        return key // self.xspan, key % self.xspan

    def _edges(self, key: int) -> list[tuple[int, int, Outcome, int]]:
        packed, x = self.decode(key)
        present, cap, _, _ = self.info(packed)
        usable = [k for k in range(len(self.kinds)) if present >> k & 1 and x >= max(1, self.kinds[k].min_amount)]
        if len(usable) > 1 and all(self.kinds[k].factor > 1 and self.kinds[k].min_amount <= 1 for k in range(len(self.kinds)) if present >> k & 1):
            usable = usable[:1]  # only unconditional multipliers: they commute, one order stands for all
        out: list[tuple[int, int, Outcome, int]] = []
        for k in usable:
            kind = self.kinds[k]
            rest = packed - (1 << self.shift[k])
            if kind.factor:
                out.append((k, 0, (0, kind.factor), self.key(rest, min(x * kind.factor, cap))))
            else:
                for j, a in enumerate(kind.amounts):
                    out.append((k, j, (1, k, a, 1), self.key(rest, min(a, cap))))
        return out

    def solve(self, key: int) -> dict[Outcome, Back]:
        """Every symbolic outcome of a state, each with its first step (an explicit stack)."""
        memo = self.memo
        hit = memo.get(key)
        if hit is not None:
            return hit
        pending: dict[int, list[tuple[int, int, Outcome, int]]] = {}
        stack = [key]
        while stack:
            k = stack[-1]
            if k in memo:
                stack.pop()
                continue
            edges = pending.get(k)
            if edges is None:
                edges = pending[k] = self._edges(k)
                missing = [e[3] for e in edges if e[3] not in memo]
                if missing:
                    stack.extend(missing)
                    continue
            value: dict[Outcome, Back] = {}
            if not edges:
                value[(0, 1)] = None
            for cls, j, step, child in edges:
                for out in memo[child]:
                    if out[0] == 1:
                        new = out  # a constant after this step absorbs it
                    elif step[0] == 0:
                        new = (0, step[1] * out[1])
                    else:
                        new = (1, step[1], step[2], out[1])
                    if new not in value:
                        value[new] = (cls, j, child, out)
            memo[k] = value
            del pending[k]
            stack.pop()
            self.limit(1 + len(value))
        return memo[key]

    def path(self, key: int, out: Outcome) -> list[tuple[int, int]]:
        """(class, choice) of each step that reaches ``out`` from state ``key``."""
        steps: list[tuple[int, int]] = []
        while True:
            back = self.memo[key][out]
            if back is None:
                return steps
            cls, j, child, nxt = back
            steps.append((cls, j))
            key, out = child, nxt

