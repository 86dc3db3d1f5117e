"""Mana: the five colours and six types (106.1), and amounts of mana as multisets.

Colours (106.1a) are W, U, B, R, G; types (106.1b) are the colours plus colorless C.
Everything that answers "which types" uses :class:`TypeSet`; everything that answers
"how much of what" uses :class:`Mana`. Both print in the ``"WUBRGC"`` notation of
SCENARIOS.md: ``Mana.parse("BBG")`` and ``str(Mana(...)) == "BBG"``.

An amount is a count, however large (eighteen Nyxbloom Ancients make 3^18 mana of one type).
It is written as that many letters up to :data:`SPELLED_OUT` of a type, and as the letter, a
multiplication sign and the count beyond: ``G×387420489`` (``Mana.parse`` reads both forms, and
``x`` for ``×``):

>>> str(Mana.parse("GG")), str(Mana.of(ManaType.G, 387420489)), Mana.parse("WG×120").total
('GG', 'G×387420489', 121)
"""

from __future__ import annotations

import enum
from typing import Iterable, Iterator

from .errors import InputError
from .values import dataclass


class ManaType(enum.IntEnum):
    """One of the six types of mana (106.1b), in WUBRGC order."""

    W = 0
    U = 1
    B = 2
    R = 3
    G = 4
    C = 5

    @property
    def is_color(self) -> bool:
        """106.1a: colorless is a type, not a colour."""
        return self is not ManaType.C

    @property
    def symbol(self) -> str:
        return "{" + self.name + "}"

    @classmethod
    def parse(cls, text: str) -> "ManaType":
        key = text.strip().strip("{}").upper()
        if key in _COLOR_WORDS:
            return _COLOR_WORDS[key]
        try:
            return cls[key]
        except KeyError:
            raise InputError(f"not a mana type: {text!r} (expected one of W U B R G C)") from None


_COLOR_WORDS = {
    "WHITE": ManaType.W,
    "BLUE": ManaType.U,
    "BLACK": ManaType.B,
    "RED": ManaType.R,
    "GREEN": ManaType.G,
    "COLORLESS": ManaType.C,
}

TYPES: tuple[ManaType, ...] = tuple(ManaType)
COLORS: tuple[ManaType, ...] = TYPES[:5]
COLOR_NAMES = {ManaType.W: "white", ManaType.U: "blue", ManaType.B: "black", ManaType.R: "red", ManaType.G: "green", ManaType.C: "colorless"}


@dataclass(frozen=True, slots=True)
class TypeSet:
    """A set of mana types, stored as a 6-bit mask (bit i is ``ManaType(i)``).

    A bitmask keeps the fixed point of "could produce" cheap: union is ``|``.
    """

    mask: int = 0

    @classmethod
    def of(cls, types: Iterable[ManaType | str]) -> "TypeSet":
        mask = 0
        for t in types:
            mask |= 1 << int(ManaType.parse(t) if isinstance(t, str) else t)
        return cls(mask)

    @classmethod
    def parse(cls, text: str | Iterable[str]) -> "TypeSet":
        """``"WUG"`` or ``["W", "U"]`` → TypeSet."""
        if isinstance(text, str):
            return cls.of(ch for ch in text if not ch.isspace())
        return cls.of(text)

    def __iter__(self) -> Iterator[ManaType]:
        return (t for t in TYPES if self.mask >> t & 1)

    def __contains__(self, t: object) -> bool:
        return isinstance(t, int) and 0 <= t < 6 and bool(self.mask >> t & 1)

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __or__(self, other: "TypeSet") -> "TypeSet":
        return TypeSet(self.mask | other.mask)

    def __and__(self, other: "TypeSet") -> "TypeSet":
        return TypeSet(self.mask & other.mask)

    def colors(self) -> "TypeSet":
        """106.1a: the colours among these types (drops C)."""
        return TypeSet(self.mask & ALL_COLORS_MASK)

    def names(self) -> list[str]:
        """The list form of SCENARIOS.md, in WUBRGC order: ``["B", "G"]``."""
        return [t.name for t in self]

    def __str__(self) -> str:
        return "".join(self.names())

    def __repr__(self) -> str:
        return f"TypeSet({str(self)!r})"


_LETTERS = "WUBRGC"

SPELLED_OUT = 99
"""The largest count of one type written as letters ("GG"); a larger one is written ``G×100``."""

ALL_COLORS_MASK = 0b011111
ALL_TYPES_MASK = 0b111111
ALL_COLORS = TypeSet(ALL_COLORS_MASK)
ALL_TYPES = TypeSet(ALL_TYPES_MASK)
NO_TYPES = TypeSet(0)


@dataclass(frozen=True, slots=True, order=True)
class Mana:
    """An amount of mana: how many of each type, a multiset over WUBRGC."""

    counts: tuple[int, ...] = (0, 0, 0, 0, 0, 0)
    """Six counts, in WUBRGC order (:meth:`checked` validates them)."""

    @classmethod
    def checked(cls, counts: Iterable[int]) -> "Mana":
        """Mana from six counts, validated (the plain constructor trusts its caller: it is on the
        hot path of every search)."""
        t = tuple(int(n) for n in counts)
        if len(t) != 6 or any(n < 0 for n in t):
            raise InputError(f"Mana needs six non-negative counts, got {t!r}")
        return cls(t)

    @classmethod
    def parse(cls, text: str) -> "Mana":
        """``"BBG"``, ``"{B}{B}{G}"`` or ``"BG×2"`` (a letter, ``×`` or ``x``, a count) → Mana.
        ``""`` is no mana."""
        counts = [0] * 6
        body = "".join(text.replace("{", "").replace("}", "").split())
        i = 0
        while i < len(body):
            t = ManaType.parse(body[i])
            i += 1
            if i < len(body) and body[i] in "×x":
                j = i + 1
                while j < len(body) and body[j].isdigit():
                    j += 1
                if j == i + 1 or j - i - 1 > 4000:
                    raise InputError(f"not a mana amount: {text!r} (expected a count after {body[i]!r}, as in 'G×12')")
                counts[t] += int(body[i + 1 : j])
                i = j
            else:
                counts[t] += 1
        return cls(tuple(counts))

    @classmethod
    def of(cls, t: ManaType, n: int = 1) -> "Mana":
        counts = [0] * 6
        counts[t] = n
        return cls(tuple(counts))

    @property
    def total(self) -> int:
        return sum(self.counts)

    @property
    def types(self) -> TypeSet:
        c = self.counts
        return TypeSet((c[0] > 0) | (c[1] > 0) << 1 | (c[2] > 0) << 2 | (c[3] > 0) << 3 | (c[4] > 0) << 4 | (c[5] > 0) << 5)

    def __bool__(self) -> bool:
        return any(self.counts)

    def __add__(self, other: "Mana") -> "Mana":
        return Mana(tuple(a + b for a, b in zip(self.counts, other.counts)))

    def __getitem__(self, t: ManaType) -> int:
        return self.counts[t]

    def times(self, k: int) -> "Mana":
        """k times as much of each type (Mana Reflection, Nyxbloom Ancient)."""
        return Mana(tuple(n * k for n in self.counts))

    def all_as(self, t: ManaType) -> "Mana":
        """The same amount, all of type ``t`` ("instead of any other type")."""
        return Mana.of(t, self.total)

    def colored_as(self, t: ManaType) -> "Mana":
        """Coloured mana becomes ``t``; colorless stays ("instead of any other color")."""
        colored = sum(self.counts[:5])
        return Mana.of(t, colored) + Mana.of(ManaType.C, self.counts[5])

    def converted(self, src: ManaType, dst: ManaType) -> "Mana":
        """Mana of type ``src`` becomes ``dst`` ("colorless mana instead of white mana")."""
        counts = list(self.counts)
        n, counts[src] = counts[src], 0
        counts[dst] += n
        return Mana(tuple(counts))

    def __str__(self) -> str:
        return "".join(letter * n if n <= SPELLED_OUT else f"{letter}×{n}" for letter, n in zip(_LETTERS, self.counts) if n)

    def __repr__(self) -> str:
        return f"Mana({str(self)!r})"


NO_MANA = Mana()
