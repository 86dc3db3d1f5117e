"""Cards: Oracle data (name, mana cost, type line, text) and the abilities read from it.

:class:`CardData` is what a data file holds; :class:`Card` is that data with its type line split
(205) and its text read by the grammar. A :class:`CardLibrary` maps names to data and reads each
card's text once, the first time it is asked for (no global cache: each library has its own).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Callable, Iterable, Iterator, Mapping

from .abilities import Ability, Keyword
from .costs import ManaCost
from .errors import InputError, UnknownCardError
from .mana import ManaType, TypeSet
from .vocabulary import BASIC_LAND_TYPES, CARD_TYPES, PERMANENT_TYPES, SUPERTYPES

# the type words (205.2a, 205.4a, 305.6, 110.4) are defined in model/vocabulary.py; these names stay
# importable from here
__all__ = [
    "BASIC_LAND_TYPES", "CARD_TYPES", "PERMANENT_TYPES", "SUPERTYPES",
    "Card", "CardData", "CardLibrary", "TypeLine", "color_of", "read_card",
]


@dataclass(frozen=True, slots=True)
class TypeLine:
    """A type line split into supertypes, card types and subtypes (205)."""

    supertypes: frozenset[str]
    card_types: frozenset[str]
    subtypes: frozenset[str]

    @classmethod
    def parse(cls, text: str) -> "TypeLine":
        text = text.replace("—", " - ").replace("–", " - ")
        left, _, right = text.partition(" - ")
        words = left.split()
        if not words:
            raise InputError(f"type line {text!r} has no card type")
        supers = frozenset(w for w in words if w in SUPERTYPES)
        types = frozenset(w for w in words if w not in SUPERTYPES)
        unknown = types - CARD_TYPES
        if unknown:  # a typo in a scenario's own card ("Lnad") must not pass silently
            raise InputError(f"type line {text!r}: unknown card type(s) {sorted(unknown)}")
        return cls(supers, types, frozenset(right.split()))


@dataclass(frozen=True, slots=True)
class CardData:
    """One card as a data file gives it."""

    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None

    @classmethod
    def from_mapping(cls, m: Mapping[str, object]) -> "CardData":
        def s(key: str) -> str:
            v = m.get(key)
            return "" if v is None else str(v)

        if not s("name"):
            raise InputError("a card needs a name")
        if not s("type_line"):
            raise InputError(f"card {s('name')!r} needs a type_line")
        return cls(
            name=s("name"),
            mana_cost=s("mana_cost"),
            type_line=s("type_line"),
            oracle_text=s("oracle_text"),
            power=None if m.get("power") is None else s("power"),
            toughness=None if m.get("toughness") is None else s("toughness"),
        )


@dataclass(frozen=True, slots=True)
class Card:
    """A card with its text read: the characteristics the rules look at, and its abilities."""

    name: str
    mana_cost: ManaCost
    type_line: TypeLine
    oracle_text: str
    abilities: tuple[Ability, ...]
    power: str | None = None
    toughness: str | None = None

    @property
    def card_types(self) -> frozenset[str]:
        return self.type_line.card_types

    @property
    def subtypes(self) -> frozenset[str]:
        return self.type_line.subtypes

    @property
    def supertypes(self) -> frozenset[str]:
        return self.type_line.supertypes

    @property
    def colors(self) -> TypeSet:
        """202.2: its colours are those of its mana cost (no colour indicators in this library)."""
        return TypeSet.of(self.mana_cost.colors)

    @property
    def keywords(self) -> frozenset[str]:
        return frozenset(a.name.lower() for a in self.abilities if isinstance(a, Keyword))

    def has_keyword(self, name: str) -> bool:
        return name.lower() in self.keywords

    @property
    def is_permanent_card(self) -> bool:
        return bool(self.card_types & PERMANENT_TYPES)


def read_card(data: CardData) -> Card:
    """Read a card's type line and Oracle text (raises CardTextError for unreadable mana text)."""
    from .text import parse_abilities

    type_line = TypeLine.parse(data.type_line)
    return Card(
        name=data.name,
        mana_cost=ManaCost.parse(data.mana_cost),
        type_line=type_line,
        oracle_text=data.oracle_text,
        abilities=parse_abilities(data.oracle_text, card_name=data.name, type_line=type_line),
        power=data.power,
        toughness=data.toughness,
    )


@dataclass
class CardLibrary:
    """Cards by name. Text is read lazily, once per card, when the card is first asked for.

    ``overrides`` (a scenario's own ``cards:``) shadow the base library for that scenario only:
    use :meth:`with_cards`, which returns a new library and leaves this one untouched.
    """

    data: dict[str, CardData]
    _read: dict[str, Card] = field(default_factory=dict, repr=False)
    parent: "CardLibrary | None" = field(default=None, repr=False)
    loader: "Callable[[], Mapping[str, CardData]] | None" = field(default=None, repr=False)
    """Fills ``data`` the first time a name is looked up here (a large pool loads only when a
    scenario needs a card the smaller libraries in front of it lack)."""

    @classmethod
    def from_records(cls, records: Iterable[Mapping[str, object]]) -> "CardLibrary":
        data: dict[str, CardData] = {}
        for rec in records:
            cd = CardData.from_mapping(rec)
            data[cd.name.lower()] = cd
        return cls(data)

    @classmethod
    def builtin(cls) -> "CardLibrary":
        """The built-in library (model/data/cards.json: every card of reference/cards.json)."""
        text = resources.files(__package__).joinpath("data/cards.json").read_text(encoding="utf-8")
        return cls.from_records(json.loads(text))

    @classmethod
    def from_file(cls, path: str | Path) -> "CardLibrary":
        return cls.from_records(json.loads(Path(path).read_text(encoding="utf-8")))

    def with_cards(self, records: Iterable[Mapping[str, object]]) -> "CardLibrary":
        """A library where these cards override same-named ones (a scenario's ``cards:``)."""
        child = CardLibrary.from_records(records)
        child.parent = self
        return child

    def _lookup(self, key: str) -> "tuple[CardLibrary, CardData] | None":
        lib: CardLibrary | None = self
        while lib is not None:
            lib._load()
            if key in lib.data:
                return lib, lib.data[key]
            lib = lib.parent
        return None

    def __contains__(self, name: str) -> bool:
        return self._lookup(name.lower()) is not None

    def _load(self) -> None:
        if self.loader is not None:
            loader, self.loader = self.loader, None
            loaded = loader()
            if self.data:
                self.data.update(loaded)
            else:
                self.data = loaded  # type: ignore[assignment]  # a lazy, read-only mapping stays lazy: never updated after this

    def names(self) -> list[str]:
        seen: dict[str, str] = {}
        lib: CardLibrary | None = self
        while lib is not None:
            lib._load()
            for k, v in lib.data.items():
                seen.setdefault(k, v.name)
            lib = lib.parent
        return sorted(seen.values())

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())

    def get_data(self, name: str) -> CardData:
        found = self._lookup(name.lower())
        if found is None:
            import difflib

            raise UnknownCardError(name, difflib.get_close_matches(name, self.names(), n=3, cutoff=0.6))
        return found[1]

    def get(self, name: str) -> Card:
        """The card read from its text (cached in the library that holds its data)."""
        found = self._lookup(name.lower())
        if found is None:
            self.get_data(name)  # raises UnknownCardError with suggestions
            raise AssertionError("unreachable")
        lib, data = found
        key = name.lower()
        if key not in lib._read:
            lib._read[key] = read_card(data)
        return lib._read[key]


def color_of(letter: str) -> ManaType:
    """A colour from ``W U B R G`` (or its name); C is not a colour (Wastes ruling)."""
    t = ManaType.parse(letter)
    if not t.is_color:
        raise InputError(f"{letter!r} is not a color (colorless is not a color)")
    return t
