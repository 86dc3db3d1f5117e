"""What a sequence of mana replacement effects does to *any* mana: relative outcomes.

Every replacement a :class:`~.replacement.Compiled` effect makes is one of two kinds of
function of the mana about to be produced (six counts, WUBRGC):

* a **linear map** ``m ↦ K·σ(m)``: each type ``i`` is sent to type ``σ[i]`` and every amount is
  multiplied by ``K`` (a multiplier is ``σ`` = identity; "produces {B} instead of any other type"
  sends every type to B; "instead of any other color" sends the five colours to one and keeps
  colorless; "colorless instead of white" sends W to C);
* a **constant** ``m ↦ c`` ("{B} instead of any other type and amount", "add {G}{G} instead",
  no mana when no type can be defined, 106.5).

Both kinds are closed under composition (a linear map after a constant is a constant; two linear
maps compose to a linear map), so the outcome of any order of effects is one such function of
the event's mana. The replacement search stores these *relative* outcomes, which is what lets
one stored state stand for every mana that the effects still unused cannot tell apart.

A transform is a tuple of seven ints: ``(σ0, ..., σ5, K)`` for a linear map, ``(-1, c0, ..., c5)``
for a constant. Amounts stay Python integers (3^18 is a number, not a string of symbols).
"""

from __future__ import annotations

__all__ = [
    "IDENTITY",
    "Transform",
    "all_to",
    "apply",
    "colors_to",
    "compose",
    "constant",
    "convert",
    "is_constant",
    "scale",
    "total_after",
    "types_after",
]

Transform = tuple[int, int, int, int, int, int, int]
"""``(σ0..σ5, K)`` (a linear map, every ``σi`` in 0..5) or ``(-1, c0..c5)`` (a constant)."""

IDENTITY: Transform = (0, 1, 2, 3, 4, 5, 1)
_COLORLESS = 5


def constant(counts: tuple[int, ...]) -> Transform:
    """The constant function giving ``counts`` (six amounts)."""
    c = tuple(counts)
    return (-1, c[0], c[1], c[2], c[3], c[4], c[5])


def scale(k: int) -> Transform:
    """k times as much of each type (Mana Reflection: 2, Nyxbloom Ancient: 3). A factor of 0 is
    the constant "no mana": every transform with ``K`` keeps a positive amount positive."""
    if k <= 0:
        return constant((0, 0, 0, 0, 0, 0))
    return (0, 1, 2, 3, 4, 5, k)


def all_to(t: int) -> Transform:
    """Every type becomes ``t``, the amount kept ("produces {B} instead of any other type")."""
    return (t, t, t, t, t, t, 1)


def colors_to(t: int) -> Transform:
    """The five colours become ``t``, colorless stays ("instead of any other color")."""
    return (t, t, t, t, t, _COLORLESS, 1)


def convert(src: int, dst: int) -> Transform:
    """Mana of type ``src`` becomes ``dst`` ("colorless mana instead of white mana")."""
    sigma = [0, 1, 2, 3, 4, 5]
    sigma[src] = dst
    return (sigma[0], sigma[1], sigma[2], sigma[3], sigma[4], sigma[5], 1)


def is_constant(t: Transform) -> bool:
    return t[0] < 0


def compose(outer: Transform, inner: Transform) -> Transform:
    """``outer ∘ inner``: first ``inner``, then ``outer``."""
    if outer[0] < 0:
        return outer
    if inner[0] < 0:
        return constant(apply(outer, inner[1:]))
    return (outer[inner[0]], outer[inner[1]], outer[inner[2]], outer[inner[3]], outer[inner[4]], outer[inner[5]], outer[6] * inner[6])


def apply(t: Transform, counts: tuple[int, ...]) -> tuple[int, int, int, int, int, int]:
    """The six amounts ``t`` gives for the six amounts ``counts``."""
    if t[0] < 0:
        return (t[1], t[2], t[3], t[4], t[5], t[6])
    out = [0, 0, 0, 0, 0, 0]
    k = t[6]
    for i in range(6):
        n = counts[i]
        if n:
            out[t[i]] += n * k
    return (out[0], out[1], out[2], out[3], out[4], out[5])


def total_after(t: Transform, total: int) -> int:
    """The total amount ``t`` gives for any mana of ``total`` (a linear map only scales it)."""
    if t[0] < 0:
        return t[1] + t[2] + t[3] + t[4] + t[5] + t[6]
    return total * t[6]


def types_after(t: Transform, mask: int) -> int:
    """The bit mask of the types present after ``t``, for mana whose types present are ``mask``
    (a linear map sends each present type somewhere; a constant has its own types)."""
    if t[0] < 0:
        return sum(1 << i for i in range(6) if t[i + 1])
    out = 0
    for i in range(6):
        if mask >> i & 1:
            out |= 1 << t[i]
    return out
