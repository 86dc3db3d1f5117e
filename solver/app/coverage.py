"""How much of a card pool the grammar reads: `manasolve coverage`.

Every card of the pool is read (:func:`model.library.read_card`, keeping what it leaves unread)
and put in one of three states:

* **read**: every sentence is read into typed data or classified inert with a reason;
* **usable**: the only sentences left unread are effects of activated or triggered abilities or of
  spells, needed only by a question about a game where that ability has resolved this turn, or
  changes of power or toughness, needed only where a text reads power (208.1; such a question
  fails, naming the sentence);
* **refused**: a sentence that always applies is left unread (reading the card is an error naming
  it); a card whose type line the library cannot read is refused too.

Any other failure is a crash (a bug): it is counted and named, never stops the count. The figures
are given for the whole pool and for two populations, each defined by a predicate on the text
(reminder text removed):

* **mana** (:func:`mentions_mana`): the text adds mana, changes the mana produced or reacts to
  tapping for mana (the families of reference/mana-sentences.md);
* **consulted** (:func:`touches_consulted`): a sentence of the text (not a keyword line) holds a
  phrase of what the mana rules consult besides mana itself — types and colours, abilities (haste
  above all), costs, activating abilities, spending mana, casting, how a permanent enters — as the
  classifier of inert sentences finds them (:data:`model.text.inert.CONSULTED`).

For each population: how many cards are read, usable, refused; the cards with inert sentences by
reason; and the sentences left unread grouped by *shape* — the card's name written ``~``, coloured
symbols ``{c}``, numbers ``{n}``, number words before "mana" ``k`` — largest group first. The
inert sentences themselves, by reason, are listed on request for an audit.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from typing import Iterable

from ...model.cards import Card, CardData, TypeLine
from ...model.errors import CardTextError
from ...model.library import read_card
from ...model.text.inert import CONSULTED, core_of
from ...model.text.keywords import read_keyword_line
from ...model.vocabulary import PERMANENT_TYPES
from ...model.text.sentences import lines_of, self_names, split_sentences

__all__ = ["Coverage", "Population", "coverage", "mentions_mana", "shape", "touches_consulted"]

_MANA = re.compile(
    r"\badds?\b[^.]*(\{[WUBRGCSX0-9/]+\}|\bmana\b)|\bproduces?\b[^.]*\bmana\b|\bproduce\b|could produce|tapped for mana|\btap\b[^.]*\bfor mana\b",
    re.IGNORECASE,
)
_WORDS = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|X|that much|an amount of)"


def mentions_mana(text: str) -> bool:
    """Whether a text adds mana, changes the mana produced, or reacts to tapping for mana."""
    return bool(_MANA.search(re.sub(r"\([^)]*\)", "", text)))


def touches_consulted(data: CardData) -> bool:
    """Whether a sentence of the card's text changes what the mana rules consult besides mana:
    it holds a phrase of a family of :data:`model.text.inert.CONSULTED` other than "mana" (types,
    colours, abilities, costs, activation, spending, casting, entering). A keyword line ("Flash",
    "Kicker {2}") is the card's own keyword abilities, read as such: it changes nothing else."""
    names = self_names(data.name)
    for line in lines_of(data.oracle_text):
        if read_keyword_line(line):
            continue
        for sentence in split_sentences(line, names):
            core = core_of(sentence, names)
            for family, bare, pattern in CONSULTED:
                if family != "mana" and pattern.search(core.bare if bare else core.full):
                    return True
    return False


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


@dataclass
class Population:
    """The figures of one population of cards (mutable while the pool is counted)."""

    name: str
    cards: int = 0
    read: int = 0
    usable: int = 0
    refused: int = 0
    permanents: int = 0
    read_permanents: int = 0
    inert: Counter[str] = field(default_factory=Counter)  # reason -> cards with such a sentence
    refused_shapes: Counter[str] = field(default_factory=Counter)
    usable_shapes: Counter[str] = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)

    def percent(self, n: int, of: int | None = None) -> str:
        total = self.cards if of is None else of
        return f"{100 * n / total:.1f}%" if total else "-"

    def report(self, top: int) -> list[str]:
        lines = [
            f"{self.name}: {self.cards} cards; read in full {self.read} ({self.percent(self.read)}), "
            f"usable {self.usable} ({self.percent(self.usable)}: only effects of abilities that must resolve first, or changes of power, are unread), "
            f"refused {self.refused} ({self.percent(self.refused)})",
        ]
        if self.permanents:
            lines.append(f"  permanents: {self.read_permanents} of {self.permanents} read in full ({self.percent(self.read_permanents, self.permanents)})")
        if self.inert:
            lines.append("  cards with inert sentences, by reason: " + ", ".join(f"{r} {n}" for r, n in self.inert.most_common()))
        for title, shapes in (("refused", self.refused_shapes), ("usable, effects unread", self.usable_shapes)):
            if shapes:
                lines.append(f"  sentences left unread on {title} cards, by shape ({len(shapes)} shapes; the largest {min(top, len(shapes))}):")
                lines += [f"    {n:5d}  {s}  — e.g. {self.examples[s]}" for s, n in shapes.most_common(top)]
        return lines


@dataclass(frozen=True)
class Coverage:
    """The figures of one pool: the whole pool and each population, the crashes, and the inert
    sentences by reason (each with its card), for an audit."""

    populations: tuple[Population, ...]
    crashes: tuple[tuple[str, str], ...]
    inert: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = field(default=())

    def population(self, name: str) -> Population:
        return next(p for p in self.populations if p.name == name)

    def report(self, top: int = 40) -> str:
        lines: list[str] = []
        for p in self.populations:
            lines += p.report(top if p.name != "all" else min(top, 20))
        lines.append(f"crashes: {len(self.crashes)}")
        lines += [f"  CRASH {name}: {err}" for name, err in self.crashes[:20]]
        return "\n".join(lines)

    def inert_report(self) -> str:
        """Every sentence classified inert, by reason (the reason's count first), with its card."""
        lines: list[str] = []
        for reason, items in self.inert:
            lines.append(f"== {reason} ({len(items)} sentences)")
            lines += [f"  {card}: {text}" for card, text in items]
        return "\n".join(lines)


def coverage(cards: Iterable[CardData]) -> Coverage:
    """Read every card of the pool and gather the figures (see the module's docstring)."""
    everyone = Population("all")
    mana = Population("mana")
    consulted = Population("consulted")
    crashes: list[tuple[str, str]] = []
    inert: dict[str, list[tuple[str, str]]] = {}
    for data in cards:
        groups = [everyone]
        if mentions_mana(data.oracle_text):
            groups.append(mana)
        if touches_consulted(data):
            groups.append(consulted)
        try:
            is_permanent = bool(TypeLine.parse(data.type_line).card_types & PERMANENT_TYPES)
        except ValueError:
            is_permanent = False
        try:
            card = read_card(data, allow_unread=True)
        except (CardTextError, ValueError):  # a type line or mana cost the library cannot read
            for g in groups:
                _count_refused_type_line(g, data, is_permanent)
            continue
        except Exception as e:  # a crash is a bug: count it and say which card, never stop
            crashes.append((data.name, f"{type(e).__name__}: {e}"))
            continue
        for s in card.inert:
            inert.setdefault(s.reason, []).append((data.name, s.text))
        for g in groups:
            _count(g, card, is_permanent)
    listed = tuple((r, tuple(items)) for r, items in sorted(inert.items(), key=lambda kv: -len(kv[1])))
    return Coverage((everyone, mana, consulted), tuple(crashes), listed)


def _count(g: Population, card: Card, is_permanent: bool) -> None:
    g.cards += 1
    g.permanents += is_permanent
    for reason in {s.reason for s in card.inert}:
        g.inert[reason] += 1
    always = card.unread_always
    if not card.unread:
        g.read += 1
        g.read_permanents += is_permanent
        return
    shapes = g.refused_shapes if always else g.usable_shapes
    if always:
        g.refused += 1
    else:
        g.usable += 1
    for u in always or card.unread:
        key = shape(u.text, card.name)
        shapes[key] += 1
        g.examples.setdefault(key, card.name)


def _count_refused_type_line(g: Population, data: CardData, is_permanent: bool) -> None:
    g.cards += 1
    g.permanents += is_permanent
    g.refused += 1
    key = f"(type line or mana cost) {data.type_line} {data.mana_cost}"
    g.refused_shapes[key] += 1
    g.examples.setdefault(key, data.name)
