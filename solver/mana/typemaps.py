"""The type-only part of replacement outcomes when conversions are among the type-only effects.

:class:`~.search.ReplacementSearch` sets the *type maps* of a state apart from the multipliers
and constants (see its docstring): effects that change only which types the mana has, never its
amount, and whose applicability reads no amount. Three kinds:

* **every type** becomes one type ("produces {B} instead of any other type"): always applicable
  to mana (614.7), it erases what came before it;
* **every colour** becomes one colour ("instead of any other color", Hall of Gemstone): always
  applicable, it erases the colours that came before it;
* a **conversion** ("colorless mana instead of green mana"): applicable only while mana of its
  type is about to be produced (616.1f re-checks it after every other effect).

Without conversions the search computes this part in closed form. With conversions the order
of the type maps matters through applicability, and this module enumerates it, still without
searching the orders of the many setters: a sequence of type maps is a chain of *runs*
separated by conversions, and a run (every setter between two conversions) acts as its last
"every type" setter followed by its last "every colour" setter (each absorbs what came before
it), so a run is one of at most a dozen functions, each with the pairs of setters that give it.
The setters of no run are *hidden*: placed just before a run's setter that absorbs them (no
constant on the way), or, when a constant comes later, at the end of the part before the last
constant, which absorbs them.

With no constant on the way, every type map must have been applied or be inapplicable at the
end (616.1e); with a constant on the way, only what follows the last constant survives, and a
conversion still applicable at the end must have been applied before that constant (from the
event's types; an earlier constant's types are not used, so this part is exact only under the
conditions :func:`enumerable` checks, and the state is searched otherwise). Every result here
is checked against trying every permutation in tests/solver/mana/test_replacement_properties.py.
"""

from __future__ import annotations

from . import transforms as tf
from .transforms import Transform
from ...model.values import dataclass

__all__ = ["Conversion", "Setter", "TypeMaps", "after_constant", "enumerable", "whole"]

_COLORS = 0b11111  # W, U, B, R, G

MAX_CONVERSIONS = 3
"""Past this many unused conversions the chains are too many to enumerate: the state is searched."""

Step = tuple[int, int]
"""(class, choice) of one effect applied."""
Seq = tuple[Step, ...]
Witness = tuple[Seq, Seq]
"""The type maps applied before the amount part (from the event) and after it, in order."""


@dataclass(frozen=True, slots=True)
class Setter:
    """A class of "every type" (``colors`` False) or "every colour" setters: its transforms, one
    per choice, and how many unused effects it holds."""

    ci: int
    count: int
    steps: tuple[Transform, ...]
    colors: bool


@dataclass(frozen=True, slots=True)
class Conversion:
    """A class of conversions ``src`` → ``dst`` and how many unused effects it holds."""

    ci: int
    count: int
    src: int
    dst: int


@dataclass(frozen=True, slots=True)
class TypeMaps:
    """The unused type maps of one state."""

    setters: tuple[Setter, ...]
    conversions: tuple[Conversion, ...]


_Plan = tuple[Transform, int, tuple[int, ...], tuple[Transform, ...], tuple[int, ...]]
"""(function of the mana, types present after, conversions used per class, the runs' functions,
the order of the conversions by class index)."""


def enumerable(maps: TypeMaps, start: int, constant_types: int) -> bool:
    """Whether :func:`whole` and :func:`after_constant` are exact and small for a state whose
    mana has types ``start``, the unused constants making types ``constant_types``.

    Before the last constant, an earlier constant's types could let a conversion apply that the
    event's types and the setters cannot. That cannot add anything when no unused constant makes
    a type a conversion reads, nor a colour that an "every colour" setter could turn into one
    (after such a constant, only an "every type" setter can bring a type a conversion reads, and
    it does so whatever the types were); nor when every conversion reads a type of the event, no
    two read the same type and none makes a type another reads (then any of them can be applied
    first, from the event's mana, with no setter spent).
    """
    convs = maps.conversions
    if sum(cv.count for cv in convs) > MAX_CONVERSIONS:
        return False
    srcs = [cv.src for cv in convs for _ in range(cv.count)]
    read = 0
    for s in srcs:
        read |= 1 << s
    recolored = 0
    for st in maps.setters:
        if st.colors:
            for t in st.steps:
                recolored |= tf.types_after(t, _COLORS)
    if not constant_types & read and not (constant_types & _COLORS and recolored & read):
        return True
    return (
        all(start >> s & 1 for s in srcs)
        and len(set(srcs)) == len(srcs)
        and not any(cv.dst in srcs for cv in convs)
    )


def _runs(maps: TypeMaps) -> dict[Transform, list[Seq]]:
    """Each function a run can be, with the setters (at most one of each kind) that give it."""
    alls = [(s.ci, j, t) for s in maps.setters if not s.colors for j, t in enumerate(s.steps)]
    cols = [(s.ci, j, t) for s in maps.setters if s.colors for j, t in enumerate(s.steps)]
    out: dict[Transform, list[Seq]] = {tf.IDENTITY: [()]}
    for a, j, t in alls:
        out.setdefault(t, []).append(((a, j),))
    for c, j, t in cols:
        out.setdefault(t, []).append(((c, j),))
    for a, j, t in alls:
        for c, k, u in cols:
            out.setdefault(tf.compose(u, t), []).append(((a, j), (c, k)))
    return out


def _plans(maps: TypeMaps, runs: dict[Transform, list[Seq]], start: int, final_run: bool) -> list[_Plan]:
    """Every chain run, conversion, run, ... from mana with types ``start``: ending with a run
    (``final_run``), or ending at the start or just after a conversion (the part before a
    constant, whose later setters it absorbs)."""
    convs = maps.conversions
    out: list[_Plan] = []
    stack: list[tuple[int, Transform, tuple[int, ...], tuple[Transform, ...], tuple[int, ...]]] = [(start, tf.IDENTITY, (0,) * len(convs), (), ())]
    while stack:
        s, sigma, used, chosen, order = stack.pop()
        if not final_run:
            out.append((sigma, s, used, chosen, order))
        for rs in runs:
            s2 = tf.types_after(rs, s)
            sig2 = tf.compose(rs, sigma)
            chosen2 = chosen + (rs,)
            if final_run:
                out.append((sig2, s2, used, chosen2, order))
            for k, cv in enumerate(convs):
                if used[k] < cv.count and s2 >> cv.src & 1:  # 616.1f: it applies only to mana of its type
                    t = tf.convert(cv.src, cv.dst)
                    nu = used[:k] + (used[k] + 1,) + used[k + 1:]
                    stack.append((tf.types_after(t, s2), tf.compose(t, sig2), nu, chosen2, order + (k,)))
    return out


def _assign(runs: dict[Transform, list[Seq]], chosen: tuple[Transform, ...], counts: dict[int, int]) -> list[Seq] | None:
    """Setters for each chosen run, no effect used twice (614.5), or None."""
    picked: list[Seq] = []
    left = dict(counts)

    def go(i: int) -> bool:
        if i == len(chosen):
            return True
        for usage in runs[chosen[i]]:
            if all(left[ci] > 0 for ci, _ in usage) and (len(usage) < 2 or usage[0][0] != usage[1][0]):
                for ci, _ in usage:
                    left[ci] -= 1
                picked.append(usage)
                if go(i + 1):
                    return True
                picked.pop()
                for ci, _ in usage:
                    left[ci] += 1
        return False

    return picked if go(0) else None


def _counts(maps: TypeMaps) -> dict[int, int]:
    return {s.ci: s.count for s in maps.setters}


def _leftover(maps: TypeMaps, usages: list[Seq]) -> list[Step]:
    """The setters no run uses, each once (choice 0: any choice is absorbed)."""
    left = _counts(maps)
    for usage in usages:
        for ci, _ in usage:
            left[ci] -= 1
    return [(s.ci, 0) for s in maps.setters for _ in range(left[s.ci])]


def _chain(maps: TypeMaps, usages: list[Seq], order: tuple[int, ...]) -> list[Step]:
    """Runs and conversions in order: run 0, conversion 0, run 1, ..."""
    seq: list[Step] = []
    for i, usage in enumerate(usages):
        seq.extend(usage)
        if i < len(order):
            seq.append((maps.conversions[order[i]].ci, 0))
    return seq


def _stuck(maps: TypeMaps, used: tuple[int, ...], final: int) -> bool:
    """Whether a conversion not applied would still apply to the final mana (616.1e)."""
    return any(used[k] < cv.count and final >> cv.src & 1 for k, cv in enumerate(maps.conversions))


def whole(maps: TypeMaps, start: int) -> dict[Transform, Witness]:
    """Every function of the mana that applying the type maps gives when no constant comes on
    the way (every setter applied; every conversion applied or inapplicable at the end), from
    mana with types ``start``, each with one order of the type maps that gives it."""
    runs = _runs(maps)
    kinds = {s.ci: s.colors for s in maps.setters}
    out: dict[Transform, Witness] = {}
    for sigma, final, used, chosen, order in _plans(maps, runs, start, final_run=True):
        if sigma in out or _stuck(maps, used, final):
            continue
        usages = _assign(runs, chosen, _counts(maps))
        if usages is None:
            continue
        hidden = _leftover(maps, usages)
        # a hidden "every type" setter goes just before a run's "every type" setter; a hidden
        # "every colour" setter just before any setter of a run: each is absorbed there
        host = next((i for i, u in enumerate(usages) if u and not kinds[u[0][0]]), None)
        if host is None and any(not kinds[ci] for ci, _ in hidden):
            continue
        if host is None:
            host = next((i for i, u in enumerate(usages) if u), None)
            if host is None and hidden:
                continue
        if host is not None:
            usages[host] = tuple(hidden) + usages[host]
        out[sigma] = ((), tuple(_chain(maps, usages, order)))
    return out


def after_constant(maps: TypeMaps, start: int, made: int) -> dict[Transform, Witness]:
    """Every function of the last constant's mana (types ``made``) that the type maps applied
    after it give, when the event's mana has types ``start``: a conversion still applicable at
    the end must have been applied before that constant (from the event's types), and the
    setters no run uses go just before it. Each with the order of the type maps before the
    amount part and after it."""
    runs = _runs(maps)
    counts = _counts(maps)
    before = _plans(maps, runs, start, final_run=False)
    out: dict[Transform, Witness] = {}
    for sigma, final, used, chosen, order in _plans(maps, runs, made, final_run=True):
        if sigma in out:
            continue
        for _, _, used1, chosen1, order1 in before:
            total = tuple(a + b for a, b in zip(used, used1))
            if any(n > cv.count for n, cv in zip(total, maps.conversions)) or _stuck(maps, total, final):
                continue
            usages = _assign(runs, chosen1 + chosen, counts)
            if usages is None:
                continue
            first, then = usages[: len(chosen1)], usages[len(chosen1):]
            prefix = _chain(maps, first, order1) + _leftover(maps, usages)
            out[sigma] = (tuple(prefix), tuple(_chain(maps, then, order)))
            break
    return out
