"""Cards: Oracle data (name, mana cost, type line, text) and the abilities read from it.

:class:`CardData` is what a data file holds; :class:`Card` is that data with its type line split
(205) and its text read by the grammar. :class:`~manasolve.model.library.CardLibrary` maps names
to data and reads each card's text once, the first time it is asked for.
"""

from __future__ import annotations

import re
import dataclasses
from dataclasses import field
from typing import Mapping, Sequence

from .abilities import Ability, Changeling, ColorChange, DefinedKeyword, Devoid, InertSentence, Keyword, StaticAbility, Unread
from .abilities import Prototype  # audit26
from .costs import ManaCost
from .display import card_html
from .errors import InputError
from .mana import ManaType, TypeSet
from .vocabulary import ARTIFACT_TYPES, CARD_TYPES, ENCHANTMENT_TYPES, EVERY_CREATURE_TYPE, PERMANENT_TYPES, SUPERTYPES, split_subtypes
from .values import dataclass

__all__ = ["Card", "CardData", "TypeLine", "color_of", "face_down_card", "face_layout", "indicator_letters"]

FACE_SEPARATOR = " // "
"""audit19: how Oracle data joins the faces of a card with several faces (709.1, 712.1, 715.1):
"Fire // Ice", "{1}{R} // {1}{U}", "Instant // Instant"; the texts are joined by a line "//"."""
_TEXT_SEPARATOR = re.compile(r"\n\s*//\s*\n")
# audit23: 903.4: the mana symbols of a card's rules text (its reminder text, in parentheses, is not
# rules text, 207.2, and is not read for colour identity)
_SYMBOL = re.compile(r"\{([^}]+)\}")
_REMINDER = re.compile(r"\([^)]*\)")


@dataclass(frozen=True, slots=True)
class TypeLine:
    """A type line split into supertypes, card types and subtypes (205)."""

    supertypes: frozenset[str]
    card_types: frozenset[str]
    subtypes: frozenset[str]
    # audit18: "Token Artifact — Food", as Oracle data writes a token's type line: "Token" is no
    # card type or supertype (205.2a, 205.4a) but says the object is a token (111.1)
    token: bool = False

    @classmethod
    def parse(cls, text: str) -> "TypeLine":
        text = text.replace("—", " - ").replace("–", " - ")
        left, _, right = text.partition(" - ")
        words = left.split()
        token = "Token" in words
        words = [w for w in words if w != "Token"]
        if not words:
            raise InputError(f"type line {text!r} has no card type")
        supers = frozenset(w for w in words if w in SUPERTYPES)
        types = frozenset(w for w in words if w not in SUPERTYPES)
        unknown = types - CARD_TYPES
        if unknown:  # a typo in a scenario's own card ("Lnad") must not pass silently
            raise InputError(f"type line {text!r}: unknown card type(s) {sorted(unknown)}")
        # manatail18: "Time Lord" is one creature type of two words (205.3m)
        return cls(supers, types, split_subtypes(right), token)


@dataclass(frozen=True, slots=True)
class CardData:
    """One card as a data file gives it."""

    name: str
    mana_cost: str = ""
    type_line: str = ""
    oracle_text: str = ""
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None  # audit19: a planeswalker's printed loyalty (209.1, 306.5b)
    defense: str | None = None  # audit19: a battle's printed defense (310.4b)
    # s14: the whole card's name ("Delver of Secrets // Insectile Aberration") when this is one face
    # of a card with several faces, loaded by its own name: the library reads the whole card and
    # hands out this face of it (its layout, and a back face's mana value, 202.3b)
    whole: str | None = field(default=None, compare=False)
    # audit23: the colours of its colour indicator (204), as letters ("G", "WU"); "" for none
    color_indicator: str = ""

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
            loyalty=None if m.get("loyalty") is None else s("loyalty"),
            defense=None if m.get("defense") is None else s("defense"),
            color_indicator=_indicators(m.get("color_indicator", m.get("colorIndicator"))),  # audit23: 204
        )

    @classmethod
    def joined(cls, name: str, faces: "Sequence[CardData]") -> "CardData":
        """audit19: a card with several faces as one record, its faces' data joined as Oracle data
        joins them (:meth:`face_data` splits it again): "Fire // Ice"."""
        def joined(values: list[str | None]) -> str | None:
            return None if all(v is None for v in values) else " // ".join(v or "" for v in values)

        return cls(
            name=name,
            mana_cost=" // ".join(f.mana_cost for f in faces),
            type_line=" // ".join(f.type_line for f in faces),
            oracle_text="\n//\n".join(f.oracle_text for f in faces),
            power=joined([f.power for f in faces]),
            toughness=joined([f.toughness for f in faces]),
            loyalty=joined([f.loyalty for f in faces]),
            defense=joined([f.defense for f in faces]),
            color_indicator=" // ".join(f.color_indicator for f in faces) if any(f.color_indicator for f in faces) else "",  # s14: per face
        )

    def face_data(self) -> "tuple[CardData, ...]":
        """audit19: the faces of a card whose name joins several with " // " (a split card, 709.1;
        an adventurer card, 715.1; a double-faced card, 712.1), each as a card of its own: the
        mana costs and type lines split the same way (a face with no mana cost has an empty part),
        the Oracle texts at a line holding only "//". () for a card with one face."""
        names = [n.strip() for n in self.name.split(FACE_SEPARATOR)]
        if len(names) < 2:
            return ()
        types = [t.strip() for t in self.type_line.split("//")]
        costs = [c.strip() for c in self.mana_cost.split("//")] if self.mana_cost.strip() else [""]
        texts = _TEXT_SEPARATOR.split(self.oracle_text) if self.oracle_text.strip() else [""]
        n = len(names)
        if len(types) != n:
            raise InputError(f"card {self.name!r}: its type line {self.type_line!r} must give each of its {n} faces a type line, joined by ' // '")
        if len(costs) == 1 and n > 1:  # one mana cost: the first face's (a back face without one, 712.1)
            costs = costs + [""] * (n - 1)
        if len(texts) == 1 and n > 1 and not texts[0].strip():
            texts = [""] * n
        if len(costs) != n:
            raise InputError(f"card {self.name!r}: its mana cost {self.mana_cost!r} must give each of its {n} faces a mana cost (maybe empty), joined by ' // '")
        if len(texts) != n:
            raise InputError(f"card {self.name!r}: its Oracle text must give each of its {n} faces' text, separated by a line '//'")

        def part(value: str | None, i: int) -> str | None:  # "4 // 3" per face; one value: every face's
            if value is None or "//" not in value:
                return value
            parts = [p.strip() for p in value.split("//")]
            return (parts[i] or None) if i < len(parts) else None

        return tuple(
            CardData(
                name=names[i], mana_cost=costs[i], type_line=types[i], oracle_text=texts[i].strip(),
                power=part(self.power, i), toughness=part(self.toughness, i),
                loyalty=part(self.loyalty, i), defense=part(self.defense, i),
                # s14: a face's own colour indicator (204), when the faces' are joined by " // "
                color_indicator=(part(self.color_indicator, i) or "") if "//" in self.color_indicator else "",
            )
            for i in range(n)
        )


@dataclass(frozen=True, slots=True)
class Card:
    """A card with its text read: the characteristics the rules look at, and its abilities.

    ``inert`` lists the sentences of its text that no mana rule consults, each with the reason
    the grammar's classifier gives; ``unread`` the sentences the grammar neither reads nor
    classifies (:class:`~model.abilities.Unread`). A library hands out a card with an unread
    sentence that always applies only when the question allows unread text
    (:meth:`~model.library.CardLibrary.get`)."""

    name: str
    mana_cost: ManaCost
    type_line: TypeLine
    oracle_text: str
    abilities: tuple[Ability, ...]
    power: str | None = None
    toughness: str | None = None
    inert: tuple[InertSentence, ...] = field(default=(), compare=False, repr=False)
    unread: tuple[Unread, ...] = field(default=(), compare=False, repr=False)
    loyalty: str | None = field(default=None, compare=False)  # audit19: printed loyalty (306.5b)
    defense: str | None = field(default=None, compare=False)  # audit19: printed defense (310.4b)
    # audit19: a card with several faces (709, 712, 715): its faces, each a card of its own, and
    # how they go together (:func:`face_layout`: "split", "adventure", "modal_dfc", "transform",
    # "flip");
    # the card itself has the characteristics it has outside the stack (709.4, 712.8a, 715.4)
    faces: "tuple[Card, ...]" = field(default=(), compare=False, repr=False)
    layout: str = ""
    # audit23: its colour indicator (204; 202.2: its colours are its mana cost's and the indicator's)
    color_indicator: TypeSet = TypeSet(0)
    face: int | None = None  # audit19: which face of its card this is (0: the front face, 712.1)
    whole_name: str = field(default="", compare=False)  # audit19: a face's card's name, "Fire // Ice"
    # s14: the mana cost of the front face, on the back face of a transforming double-faced card
    # (202.3b: its mana value is the front face's)
    front_mana_cost: ManaCost | None = field(default=None, compare=False, repr=False)
    face_down: bool = False  # s16: a face-down spell or permanent (708.2), for "face-down creature spells"

    def mana_value(self, x: int = 0) -> int:
        """202.3: the mana value of the card or permanent (``x``: the value of {X}, 202.3e; 0 but
        on the stack). 202.3b: the back face of a transforming double-faced card has the mana
        value of its front face's mana cost (202.3b: a copy of such a back face has mana value 0: the copy has no front face).

        >>> Card("Delver", ManaCost.parse("{U}"), TypeLine.parse("Creature"), "", ()).mana_value()
        1
        """
        return (self.mana_cost if self.front_mana_cost is None else self.front_mana_cost).mana_value(x)

    def named(self, name: str) -> "Card | None":
        """audit19: what a player casts when they name ``name`` (any case) with this card in a
        zone: the card itself, by its name or the names of its faces joined by " // "; one of its
        faces by that face's name (a half of a split card, 709.3; an Adventure, 715.3; a face of a
        double-faced card, 712); None when the name is not this card's."""
        low = name.lower()
        if self.name.lower() == low or (self.faces and FACE_SEPARATOR.join(f.name for f in self.faces).lower() == low):
            return self
        return next((f for f in self.faces if f.name.lower() == low), None)

    @property
    def unread_always(self) -> tuple[Unread, ...]:
        """The unread sentences that apply whenever the card is there (not only once one of its
        abilities has resolved)."""
        return tuple(u for u in self.unread if u.ability is None and u.needs is None)

    @property
    def unread_if_power_read(self) -> tuple[Unread, ...]:
        """The unread changes of power or toughness that apply whenever the card is there: needed
        only where power or toughness is read (:func:`~model.abilities.reads_power`)."""
        return tuple(u for u in self.unread if u.ability is None and u.needs is not None)

    def unread_of(self, ability: int) -> tuple[Unread, ...]:
        """The unread sentences of the effect of its ability number ``ability``."""
        return tuple(u for u in self.unread if u.ability == ability)

    @property
    def card_types(self) -> frozenset[str]:
        return self.type_line.card_types

    @property
    def subtypes(self) -> frozenset[str]:
        """205.3; with changeling (702.73a, a characteristic-defining ability working in every zone)
        every creature type too (:data:`~model.vocabulary.EVERY_CREATURE_TYPE`)."""
        if any(isinstance(a, Changeling) for a in self.abilities):
            return self.type_line.subtypes | {EVERY_CREATURE_TYPE}
        return self.type_line.subtypes

    @property
    def supertypes(self) -> frozenset[str]:
        return self.type_line.supertypes

    @property
    def colors(self) -> TypeSet:
        """202.2: its colours are those of its mana cost (no colour indicators in this library);
        none with devoid (702.114a: a characteristic-defining ability working in every zone)."""
        if any(isinstance(a, Devoid) for a in self.abilities):
            return TypeSet(0)
        return TypeSet.of(self.mana_cost.colors) | self.color_indicator  # audit23: 204, 202.2

    @property
    def color_identity(self) -> TypeSet:
        """audit23: 903.4: the colours of the mana symbols in its mana cost and in its rules text
        (reminder text ignored), a hybrid or Phyrexian symbol giving each of its colours (903.4b:
        {W/U} is white and blue, {2/W} and {W/P} white), with those of every face of the card
        (903.4d: a double-faced card's back face counts). Unlike its colours (202.2), devoid and
        other changes of colour don't change it (903.4a: fixed before the game). No colour
        indicator in this library."""
        symbols = _SYMBOL.findall(str(self.mana_cost)) + _SYMBOL.findall(_REMINDER.sub("", self.oracle_text))
        parts = {part.upper() for sym in symbols for part in sym.split("/")}  # "W/U", "2/W", "G/P"
        out = TypeSet.of([t for t in ManaType if t.is_color and t.name in parts]) | self.color_indicator  # 903.4: and its colour indicator
        for a in self.abilities:  # 903.4, 604.3: a characteristic-defining ability's colours ("~ is all colors")
            if isinstance(a, StaticAbility) and a.condition is None:
                for e in a.effects:
                    if isinstance(e, ColorChange) and e.affected.relation.value == "self" and not e.duration and not e.chosen:
                        out = out | e.colors
        for f in self.faces:
            out = out | f.color_identity
        return out

    @property
    def keywords(self) -> frozenset[str]:
        return frozenset(
            a.name.lower() if isinstance(a, Keyword) else a.keyword.lower()
            for a in self.abilities
            if isinstance(a, (Keyword, DefinedKeyword))
        )

    def has_keyword(self, name: str) -> bool:
        return name.lower() in self.keywords

    @property
    def is_permanent_card(self) -> bool:
        return bool(self.card_types & PERMANENT_TYPES)

    def _repr_html_(self) -> str:
        """The card as a table in a notebook."""
        return card_html(self)


def face_layout(faces: "tuple[Card, ...]") -> str:
    """audit19: how the faces of a card go together, read from the faces: an Adventure subtype on
    a face makes an adventurer card (715.1); a face whose text transforms or has daybound makes a
    transforming double-faced card (712.2); instants, sorceries or Rooms with a mana cost on each
    face make a split card (709.1); any other card with two faces is a modal double-faced card.
    audit34: a front face whose text flips the permanent ("flip it", "flip this creature", "flip
    Sasaya", "return it to the battlefield flipped"; not "flip a coin") makes a flip card (710.1)."""
    if any("Adventure" in f.type_line.subtypes for f in faces):
        return "adventure"
    if len(faces) == 2 and _flips(faces[0]):
        return "flip"
    if any(re.search(r"\btransforms?\b|\bdaybound\b", f.oracle_text, re.IGNORECASE) for f in faces):
        return "transform"
    spells = frozenset({"Instant", "Sorcery"})
    if all(f.mana_cost and (f.card_types & spells or "Room" in f.type_line.subtypes) for f in faces):
        return "split"
    return "modal_dfc"


def _flips(front: Card) -> bool:
    """audit34: whether the text of a flip card's top half flips the permanent (710.1): "flip it",
    "flip this creature", "flip <its name or the first part of it>", "... flipped"."""
    names = {re.escape(front.name), re.escape(front.name.split(",")[0].strip())}
    pattern = rf"\bflip (?:it|this \w+|{'|'.join(sorted(names))})\b|\bflipped\b"
    return re.search(pattern, front.oracle_text, re.IGNORECASE) is not None


def _indicators(value: object) -> str:
    """audit33: a colour indicator, or one per face joined by " // " as :meth:`CardData.joined`
    writes them (a transforming card's back face has its own, 204)."""
    if isinstance(value, str) and "//" in value:
        return " // ".join(indicator_letters(part.strip()) for part in value.split("//"))
    return indicator_letters(value)


def indicator_letters(value: object) -> str:
    """audit23: a colour indicator (204) as a card record writes it, Scryfall's ``["G", "W"]`` or
    a string of letters ("GW"), as the letters W U B R G in that order ("" for none).

    Raises
    ------
    InputError
        For anything but colour letters (C is not a colour).
    """
    if value is None or value == "" or value == []:
        return ""
    letters = [str(v) for v in value] if isinstance(value, (list, tuple)) else list(str(value).replace(" ", ""))
    try:
        colors = {color_of(letter) for letter in letters}
    except (InputError, ValueError) as e:
        raise InputError(f"color_indicator {value!r}: {e}; a colour indicator holds W U B R G only") from None
    return "".join(t.name for t in ManaType if t in colors)


def color_of(letter: str) -> ManaType:
    """A colour from ``W U B R G`` (or its name); C is not a colour (Wastes ruling)."""
    t = ManaType.parse(letter)
    if not t.is_color:
        raise InputError(f"{letter!r} is not a color (colorless is not a color)")
    return t


def prototyped_card(card: Card) -> Card | None:
    """audit26: ``card`` as the permanent a prototyped spell became (718.3b): only its prototype's
    mana cost, power and toughness, and so that cost's colours (202.2) and mana value (202.3); its
    name, abilities and types are the card's (718.5). These are its copiable values (718.2a,
    718.3d). None when the card has no prototype."""
    proto = next((a for a in card.abilities if isinstance(a, Prototype)), None)
    if proto is None:
        return None
    return Card(
        card.name, proto.cost, card.type_line, card.oracle_text, card.abilities, str(proto.power), str(proto.toughness),
        card.inert, card.unread, card.loyalty, card.defense,
    )


def merged_card(top: Card, below: "tuple[Card, ...]") -> Card:
    """audit32: a merged permanent (702.140e, 730.2): ``top`` is its topmost component and
    ``below`` the others, top to bottom. It has the characteristics of the topmost component
    (name, mana cost, colours, types, power and toughness) and every ability of each component;
    its abilities are numbered component by component, top to bottom, each in its text order."""
    abilities: list[Ability] = list(top.abilities)
    unread = list(top.unread)
    texts = [top.oracle_text]
    inert = list(top.inert)
    for other in below:
        offset = len(abilities)
        abilities += other.abilities
        unread += [u if u.ability is None else dataclasses.replace(u, ability=u.ability + offset) for u in other.unread]
        inert += other.inert
        texts.append(other.oracle_text)
    return dataclasses.replace(
        top, abilities=tuple(abilities), oracle_text="\n".join(t for t in texts if t), unread=tuple(unread), inert=tuple(inert),
    )


def bestowed_card(card: Card) -> Card:
    """audit32: a creature card with bestow that is attached to a creature: it was cast bestowed
    and is a bestowed Aura (702.103b, 702.103e: an Aura with enchant creature, not a creature; a
    creature can't be attached to an object, 303.4d): the card type creature and its creature
    types are gone (205.1a, 205.3d), the subtype Aura added, and it has no power or toughness
    (208.3). Its abilities are its own (its "Enchanted creature gets ..." now applies)."""
    kept = frozenset(t for t in card.subtypes if t in ENCHANTMENT_TYPES)
    line = TypeLine(card.type_line.supertypes, card.card_types - {"Creature"}, kept | {"Aura"}, card.type_line.token)
    return dataclasses.replace(card, type_line=line, power=None, toughness=None)


def reconfigured_card(card: Card) -> Card:
    """audit32: an Equipment creature with reconfigure that is attached to a creature (702.151b:
    it stops being a creature until it becomes unattached): the card type creature and its
    creature types are gone (205.3d), and with them its power and toughness (208.3)."""
    kept = frozenset(t for t in card.subtypes if t in ARTIFACT_TYPES)
    line = TypeLine(card.type_line.supertypes, card.card_types - {"Creature"}, kept, card.type_line.token)
    return dataclasses.replace(card, type_line=line, power=None, toughness=None)


def face_down_card(card: Card, abilities: tuple[Ability, ...] = ()) -> Card:
    """becomes13: ``card`` face down (708.2a, 702.37c, 701.40a, 701.58a): a 2/2 creature with no
    text, no name, no subtypes and no mana cost (so colourless, 202.2, and mana value 0, 202.3).
    These are its copiable values (708.2b: layer 1, before every other effect). ``abilities`` are
    those the rules give a face-down spell (the {3} of 702.37c); a face-down permanent has none
    (ward {2} of a disguised or cloaked one, 702.168a, 701.58a, is no mana rule's concern). The
    card's name is kept only as this library's handle on the object (its id, its zone); no rule of
    this library reads the name of a face-down object."""
    return Card(card.name, ManaCost.parse(""), TypeLine.parse("Creature"), "", abilities, "2", "2", face_down=True)

