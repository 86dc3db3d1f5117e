"""How much of a card pool the grammar reads: `manasolve coverage`.

Over a pool, count the cards whose text adds mana, changes the mana produced or reacts to
tapping for mana (the families of reference/mana-sentences.md), how many of them are read in
full, and group the sentences not read by *shape* — the card's name written ``~``, coloured
symbols ``{c}``, numbers ``{n}``, number words before "mana" ``k`` — with counts and an example
card, largest group first. A card is either read or refused with an error naming it and the text
at fault (a sentence the grammar cannot read, or a type line with an unknown card type); any
other failure is counted as a crash: there must be none.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable

from ...model.cards import CardData, TypeLine
from ...model.errors import CardTextError
from ...model.library import read_card
from ...model.vocabulary import PERMANENT_TYPES

_MANA = re.compile(
    r"\badds?\b[^.]*(\{[WUBRGCSX0-9/]+\}|\bmana\b)|\bproduces?\b[^.]*\bmana\b|\bproduce\b|could produce|tapped for mana|\btap\b[^.]*\bfor mana\b",
    re.IGNORECASE,
)
_WORDS = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|X|that much|an amount of)"


def mentions_mana(text: str) -> bool:
    """Whether a text adds mana, changes the mana produced, or reacts to tapping for mana."""
    return bool(_MANA.search(re.sub(r"\([^)]*\)", "", text)))


def shape(sentence: str, card_name: str) -> str:
    """The normalised shape of a sentence, as reference/mana-sentences.md writes them."""
    s = sentence
    for name in sorted({card_name, card_name.split(",")[0]}, key=len, reverse=True):
        if name:
            s = s.replace(name, "~")
    s = re.sub(r"\{[WUBRG]\}", "{c}", s)
    s = re.sub(r"\{\d+\}", "{n}", s)
    s = re.sub(rf"\b{_WORDS} (mana)\b", r"k \1", s)
    return s


@dataclass(frozen=True)
class Coverage:
    """The figures of one pool."""

    cards: int
    mana_cards: int
    mana_permanents: int
    read: int
    read_permanents: int
    crashes: tuple[tuple[str, str], ...]
    unread: tuple[tuple[str, int, str], ...]  # (shape, count, example card)
    unread_cards: tuple[str, ...] = field(default=())

    @property
    def permanent_ratio(self) -> float:
        return self.read_permanents / self.mana_permanents if self.mana_permanents else 1.0

    def report(self, top: int = 40) -> str:
        lines = [
            f"{self.cards} cards; {self.mana_cards} add or change mana, {self.read} of them read in full "
            f"({100 * self.read / max(self.mana_cards, 1):.1f}%)",
            f"permanents: {self.read_permanents} of {self.mana_permanents} read in full ({100 * self.permanent_ratio:.1f}%)",
            f"crashes: {len(self.crashes)}",
        ]
        for name, err in self.crashes[:20]:
            lines.append(f"  CRASH {name}: {err}")
        if self.unread:
            lines.append(f"sentences not read, by shape ({len(self.unread)} shapes):")
            for s, n, example in self.unread[:top]:
                lines.append(f"  {n:5d}  {s}  — e.g. {example}")
        return "\n".join(lines)


def coverage(cards: Iterable[CardData]) -> Coverage:
    """Read every card of the pool that adds or changes mana and gather the figures."""
    total = mana = perms = read = read_perms = 0
    crashes: list[tuple[str, str]] = []
    shapes: Counter[str] = Counter()
    examples: dict[str, str] = {}
    unread_cards: list[str] = []
    for data in cards:
        total += 1
        if not mentions_mana(data.oracle_text):
            continue
        mana += 1
        try:
            is_permanent = bool(TypeLine.parse(data.type_line).card_types & PERMANENT_TYPES)
        except ValueError:
            is_permanent = False
        perms += is_permanent
        try:
            read_card(data)
        except (CardTextError, ValueError) as e:  # refused, with the card and the text at fault
            key = shape(e.sentence, data.name) if isinstance(e, CardTextError) else f"(type line) {data.type_line}"
            shapes[key] += 1
            examples.setdefault(key, data.name)
            unread_cards.append(data.name)
            continue
        except Exception as e:  # a crash is a bug: count it and say which card, never stop
            crashes.append((data.name, f"{type(e).__name__}: {e}"))
            continue
        read += 1
        read_perms += is_permanent
    unread = tuple((s, n, examples[s]) for s, n in shapes.most_common())
    return Coverage(total, mana, perms, read, read_perms, tuple(crashes), unread, tuple(unread_cards))
