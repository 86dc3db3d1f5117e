"""Mana costs (107.4, 202) and activation costs (107.5, 107.6, 118, 602).

A :class:`ManaCost` is a tuple of :class:`ManaSymbol`; it parses ``"{2}{G/U}{X}"`` and knows
its mana value (202.3). An :class:`ActivationCost` is a tuple of cost parts: ``{T}``, ``{Q}``,
a mana payment, a sacrifice, counters to remove, life to pay, a creature to tap, and so on.
"""

from __future__ import annotations

import enum
import re
from dataclasses import field
from typing import Callable, Union

from .errors import InputError
from .mana import COLORS, ManaType
from .selectors import Relation, Selector, Who
from .values import dataclass


class SymbolKind(enum.Enum):
    GENERIC = "generic"        # {0} {1} {2} ...      107.4b
    COLORED = "colored"        # {W}                  107.4a
    COLORLESS = "colorless"    # {C}                  107.4c
    HYBRID = "hybrid"          # {W/U}                107.4e
    MONO_HYBRID = "mono_hybrid"  # {2/W} and {C/W}     107.4e
    PHYREXIAN = "phyrexian"    # {W/P}, {W/U/P}       107.4f
    X = "x"                    # {X} {Y} {Z}          107.3
    SNOW = "snow"              # {S}                  107.4h


@dataclass(frozen=True, slots=True)
class ManaSymbol:
    """One symbol of a mana cost.

    ``colors`` are the coloured halves; ``generic`` is the generic amount ({2} → 2, {2/W} → 2);
    ``colorless_half`` is set for {C/W}; ``letter`` names a variable symbol (X, Y, Z).
    """

    kind: SymbolKind
    colors: tuple[ManaType, ...] = ()
    generic: int = 0
    colorless_half: bool = False
    letter: str = ""

    @property
    def text(self) -> str:
        k = self.kind
        if k is SymbolKind.GENERIC:
            return "{%d}" % self.generic
        if k is SymbolKind.COLORED:
            return self.colors[0].symbol
        if k is SymbolKind.COLORLESS:
            return "{C}"
        if k is SymbolKind.HYBRID:
            return "{" + "/".join(c.name for c in self.colors) + "}"
        if k is SymbolKind.MONO_HYBRID:
            first = "C" if self.colorless_half else str(self.generic)
            return "{%s/%s}" % (first, self.colors[0].name)
        if k is SymbolKind.PHYREXIAN:
            return "{" + "/".join(c.name for c in self.colors) + "/P}"
        if k is SymbolKind.X:
            return "{%s}" % self.letter
        return "{S}"

    def mana_value(self, x: int = 0) -> int:
        """202.3: hybrid counts its largest half (202.3f), Phyrexian 1 (202.3g), X its value (202.3e)."""
        k = self.kind
        if k is SymbolKind.GENERIC:
            return self.generic
        if k is SymbolKind.MONO_HYBRID:
            return 1 if self.colorless_half else max(self.generic, 1)
        if k is SymbolKind.X:
            return x
        return 1

    def __str__(self) -> str:
        return self.text


_SYMBOL_RE = re.compile(r"\{([^{}]+)\}")


def parse_symbol(body: str) -> ManaSymbol:
    """Parse the inside of one ``{...}`` mana symbol (107.4)."""
    b = body.strip().upper()
    if b.isdigit():
        return ManaSymbol(SymbolKind.GENERIC, generic=int(b))
    if b in ("X", "Y", "Z"):
        return ManaSymbol(SymbolKind.X, letter=b)
    if b == "C":
        return ManaSymbol(SymbolKind.COLORLESS)
    if b == "S":
        return ManaSymbol(SymbolKind.SNOW)
    if b in "WUBRG" and len(b) == 1:
        return ManaSymbol(SymbolKind.COLORED, colors=(ManaType[b],))
    parts = b.split("/")
    if parts[-1] in ("P", "H") and all(p in "WUBRG" and len(p) == 1 for p in parts[:-1]) and 1 <= len(parts) - 1 <= 2:
        return ManaSymbol(SymbolKind.PHYREXIAN, colors=tuple(ManaType[p] for p in parts[:-1]))
    if len(parts) == 2:
        a, c = parts
        if c in "WUBRG" and len(c) == 1:
            if a.isdigit():
                return ManaSymbol(SymbolKind.MONO_HYBRID, colors=(ManaType[c],), generic=int(a))
            if a == "C":
                return ManaSymbol(SymbolKind.MONO_HYBRID, colors=(ManaType[c],), colorless_half=True)
            if a in "WUBRG" and len(a) == 1 and a != c:
                return ManaSymbol(SymbolKind.HYBRID, colors=(ManaType[a], ManaType[c]))
    raise InputError(f"not a mana symbol: {{{body}}}")


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A mana cost: symbols in printed order. ``ManaCost.parse("{2}{G/U}")``."""

    symbols: tuple[ManaSymbol, ...] = ()

    @classmethod
    def parse(cls, text: str | None) -> "ManaCost":
        """Parse ``"{2}{G/U}{X}"``; ``""`` or None is the empty cost."""
        if not text:
            return cls(())
        stripped = _SYMBOL_RE.sub("", text).strip()
        if stripped:
            raise InputError(f"not a mana cost: {text!r} (unexpected {stripped!r})")
        return cls(tuple(parse_symbol(m) for m in _SYMBOL_RE.findall(text)))

    def mana_value(self, x: int = 0) -> int:
        """202.3, with X as given (202.3e: X is 0 except on the stack)."""
        return sum(s.mana_value(x) for s in self.symbols)

    @property
    def has_x(self) -> bool:
        return any(s.kind is SymbolKind.X for s in self.symbols)

    @property
    def colors(self) -> frozenset[ManaType]:
        """202.2: an object's colours are the colours of the symbols in its mana cost."""
        return frozenset(c for s in self.symbols for c in s.colors)

    def __bool__(self) -> bool:
        return bool(self.symbols)

    def __add__(self, other: "ManaCost") -> "ManaCost":
        return ManaCost(self.symbols + other.symbols)

    def __str__(self) -> str:
        return "".join(s.text for s in self.symbols)

    def __repr__(self) -> str:
        return f"ManaCost({str(self)!r})"


# --- activation costs -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TapSelf:
    """{T} (107.5)."""

    def __str__(self) -> str:
        return "{T}"


@dataclass(frozen=True, slots=True)
class UntapSelf:
    """{Q} (107.6)."""

    def __str__(self) -> str:
        return "{Q}"


@dataclass(frozen=True, slots=True)
class PayMana:
    """A mana payment inside an activation cost ({2}, {T}: ...)."""

    cost: ManaCost

    def __str__(self) -> str:
        return str(self.cost)


@dataclass(frozen=True, slots=True)
class Sacrifice:
    """Sacrifice ``count`` permanents matching ``what`` (``what.self_only`` for "this artifact")."""

    what: Selector
    count: int = 1
    text: str = ""
    # s15: "Sacrifice X Goats" (Springjack Pasture): as many as the activator chooses for X (107.3a,
    # 602.2b), ``count`` the fewest (0; s16: 1 for "Sacrifice one or more artifacts")
    x: bool = False

    def __str__(self) -> str:
        return self.text or f"Sacrifice {self.what}"


@dataclass(frozen=True, slots=True)
class RemoveCounters:
    """Remove counters of ``kind`` from this permanent (kind "": of any kind, s15). ``count`` None means "any number" / X;
    ``at_least`` the fewest that may be removed then ("Remove one or more dream counters": 1)."""

    kind: str
    count: int | None = 1
    text: str = ""
    at_least: int = 0  # tail10: "one or more" (118.3: a cost that can't be paid in full isn't)
    x: bool = field(default=False, compare=False)  # costs12: "Remove X ... counters": as many as the ability's X (107.3a); read from the words, as count None is

    def __str__(self) -> str:
        return self.text or f"Remove {self.count} {self.kind} counter(s)"


@dataclass(frozen=True, slots=True)
class RemoveCountersFrom:
    """s16: counters removed from other permanents as a cost: "Remove a +1/+1 counter from a
    creature you control" (Ghave, Guru of Spores: all from one of them), "Remove three counters
    from among creatures you control" (Tayam, Luminous Enigma: ``among``, from any of them
    together), "Remove X counters from an artifact or creature you control" (Moxite Refinery:
    ``count`` None, X). ``kind`` "" is counters of any kind (122.1). Payable when there are that
    many to remove (118.3)."""

    what: Selector
    kind: str
    count: int | None = 1
    among: bool = False
    text: str = ""

    def __str__(self) -> str:
        return self.text or f"Remove {self.count} {self.kind} counter(s) from {self.what}"


@dataclass(frozen=True, slots=True)
class PayLife:
    amount: int

    def __str__(self) -> str:
        return f"Pay {self.amount} life"


@dataclass(frozen=True, slots=True)
class PutCountersOnSelf:
    """audit18: "Put a -0/-1 counter on this creature" as a cost (Wall of Roots; 118.3: payable while
    the permanent is on the battlefield; 122.1). No mana rule reads the counters it puts."""

    kind: str
    count: int = 1

    def __str__(self) -> str:
        return f"Put {self.count} {self.kind} counter(s) on this permanent"


@dataclass(frozen=True, slots=True)
class PayEnergy:
    """audit18: "Pay {E}{E}" (107.14: pay ``amount`` energy counters, 122.1: counters a player has,
    from the scenario's ``player_counters``; a player can pay only as many as they have, 118.3)."""

    amount: int

    def __str__(self) -> str:
        return "Pay " + "{E}" * self.amount


@dataclass(frozen=True, slots=True)
class TapOther:
    """Tap ``count`` untapped permanents matching ``what`` that you control (not this one's {T};
    so a summoning-sick creature may be tapped, Springleaf Drum ruling). With ``total_power``,
    "Tap any number of other untapped creatures you control with total power N or greater"
    (crew 702.122a, saddle 702.171a): any number of them (``count`` 0), their powers adding up to
    at least N (208.1)."""

    what: Selector
    count: int = 1
    text: str = ""
    total_power: int | None = None
    keyword: str = ""  # statics12: "crew" or "saddle" (702.122a, 702.171a): the keyword whose cost this is
    x: bool = False  # s15: "Tap X untapped tokens you control" (Hazel of the Rootbloom): X chosen (107.3a), count the fewest

    def __str__(self) -> str:
        return self.text or f"Tap an untapped {self.what}"


@dataclass(frozen=True, slots=True)
class UntapOther:
    """Untap ``count`` permanents matching ``what`` ("Untap a tapped land an opponent controls",
    Benthic Explorers): a cost that only a tapped permanent can pay (118.3)."""

    what: Selector
    count: int = 1
    text: str = ""

    def __str__(self) -> str:
        return self.text or f"Untap a tapped {self.what}"


@dataclass(frozen=True, slots=True)
class ExileOther:
    """Exile ``count`` permanents matching ``what`` that you control ("Exile a creature you
    control", Food Chain); "the exiled creature" in the effect is the one exiled (607.2a).
    s15: ``to`` "hand" for "Return a land you control to its owner's hand" (Quirion Ranger,
    Soratami Rainshaper): they leave the battlefield for their owners' hands instead (118.3,
    400.7; not a sacrifice, and not put into a graveyard)."""

    what: Selector
    count: int = 1
    text: str = ""
    to: str = "exile"

    def __str__(self) -> str:
        return self.text or (f"Exile {self.what}" if self.to == "exile" else f"Return {self.what} to its owner's hand")


@dataclass(frozen=True, slots=True)
class ExileMaterials:
    """keys15: the materials of craft (702.167a: "Craft with [materials] [cost]" means "[Cost],
    Exile this permanent, Exile [materials] from among permanents you control and/or cards in
    your graveyard: Return this card to the battlefield transformed under its owner's control.
    Activate only as a sorcery."): ``count`` objects (``or_more``: at least that many) among the
    other permanents the activator controls and the cards of their graveyard that ``what``
    selects (None: any object). A material named with the word "cards" ("four or more red
    instant and/or sorcery cards") is a card in the graveyard only (``cards_only``);
    ``with_activated_abilities`` asks objects with an activated ability ("nonlands with
    activated abilities", 113.3b); ``share_card_type``: "two that share a card type" (the objects
    have a card type in common, 205.2a)."""

    what: Selector | None
    count: int = 1
    or_more: bool = False
    cards_only: bool = False
    with_activated_abilities: bool = False
    share_card_type: bool = False
    text: str = ""

    def __str__(self) -> str:
        return self.text or f"Exile {self.count}{' or more' if self.or_more else ''} {self.what or 'objects'} (craft materials)"


@dataclass(frozen=True, slots=True)
class ExileSelfFromHand:
    """Exile this card from your hand (Elvish Spirit Guide): not a {T} ability (106.12)."""

    def __str__(self) -> str:
        return "Exile this card from your hand"


@dataclass(frozen=True, slots=True)
class Waterbend:
    """"waterbend {5}", "waterbend {X}" as a cost (701.67a: "Pay [cost]. For each generic mana in
    that cost, you may tap an untapped artifact or creature you control rather than pay that
    mana."). 701.67b: when the waterbend cost is part of a spell's total cost (an additional cost),
    that help pays only the generic mana of the waterbend cost, never the rest of the total cost.
    s16: also a part of an activation cost ("Waterbend {5}, {T}: ...", Yue, the Moon Spirit): its
    mana is part of :attr:`ActivationCost.mana`, and the same help pays its generic mana."""

    cost: ManaCost
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"waterbend {self.cost}"


@dataclass(frozen=True, slots=True)
class SelfFromZone:
    """s16: a cost the card pays from a zone that is not the battlefield, other than exiling it from
    a hand (:class:`ExileSelfFromHand`, whose hand mana abilities 605.3a counts): "Discard this
    card", "Reveal this card from your hand" (``zone`` "hand"), "Exile this card from your
    graveyard" (``zone`` "graveyard"). An ability whose cost moves or shows the card from a zone
    functions only in that zone (113.6): a permanent can't activate it, and is never asked to."""

    text: str = ""
    zone: str = "hand"

    def __str__(self) -> str:
        return self.text or f"this card from your {self.zone}"


@dataclass(frozen=True, slots=True)
class SelfLeaves:
    """A cost that moves the permanent itself from the battlefield to another zone, other than by
    sacrificing it: "Return this creature to its owner's hand" (audit24: Grinning Ignus; ``to``
    "hand"), "Exile this artifact" (s15: Memory Vessel, Legion's Initiative; ``to`` "exile"). It
    is payable while the permanent is on the battlefield (118.3); paying it makes a new object of
    it (400.7), so, like a sacrifice of itself, it pays only once. Not a sacrifice (701.21a): what
    stops sacrifices doesn't stop it."""

    text: str = ""
    to: str = "hand"

    def __str__(self) -> str:
        return self.text or ("Return this permanent to its owner's hand" if self.to == "hand" else "Exile this permanent")


@dataclass(frozen=True, slots=True)
class MillCards:
    """s15: "Mill a card", "Mill two cards" as a cost (Millikin, Deranged Assistant; 701.13a):
    the top ``count`` cards of the activator's library go to the graveyard. Payable only with that
    many cards in the library (118.3; rulings: Millikin's ability can't be activated with an empty
    library), which the scenario's ``library_size`` (or ``library_top``: one card at least) tells."""

    count: int = 1

    def __str__(self) -> str:
        return "Mill a card" if self.count == 1 else f"Mill {self.count} cards"


@dataclass(frozen=True, slots=True)
class ExertSelf:
    """s15: "Exert this creature" as a cost (Oasis Ritualist, Arena of Glory): the permanent won't
    untap during its controller's next untap step (the keyword action exert). It needs no resource,
    so it can always be paid (118.3), an exerted permanent too; no mana rule reads it this turn."""

    text: str = ""

    def __str__(self) -> str:
        return self.text or "Exert this permanent"


_LOYALTY_SYMBOL = re.compile(r"^\[?(?P<sign>[+\u2212\-\u2013]?)(?P<n>\d+|X)\]?$")
"""A loyalty symbol, bracketed or not (606.4)."""


@dataclass(frozen=True, slots=True)
class LoyaltyCost:
    """A loyalty ability's cost (606.4): put ``amount`` loyalty counters on the permanent (a
    positive amount), remove them (negative), or neither ("[0]"); ``x``: the amount is X (107.3,
    "[−X]": remove X, X may be 0). Written "[+1]", "[−2]", "[0]", "[−X]", or without brackets as
    Scryfall's Oracle text writes them ("+1", "−2", "0").

    >>> LoyaltyCost.parse("[−3]")
    LoyaltyCost(amount=-3, x=False)
    >>> str(LoyaltyCost.parse("+1")), LoyaltyCost.parse("-X").removes
    ('[+1]', 0)
    """

    amount: int
    x: bool = False

    @classmethod
    def parse(cls, text: str) -> "LoyaltyCost | None":
        """The loyalty cost a text writes, or None when it is none."""
        m = _LOYALTY_SYMBOL.match(text.strip())
        if m is None or (not m["sign"] and m["n"] != "0"):
            return None
        negative = m["sign"] not in ("", "+")
        if m["n"] == "X":
            return cls(0, x=True) if negative else None  # "+X" is on no card; "−X" removes X
        n = int(m["n"])
        return cls(-n if negative else n)

    @property
    def removes(self) -> int:
        """How many loyalty counters the cost removes at least (606.6: needs that many; −X: 0)."""
        return max(-self.amount, 0)

    def __str__(self) -> str:
        if self.x:
            return "[\u2212X]"
        return "[0]" if self.amount == 0 else f"[+{self.amount}]" if self.amount > 0 else f"[\u2212{-self.amount}]"


@dataclass(frozen=True, slots=True)
class DiscardHand:
    """audit17: "Discard your hand" (Lion's Eye Diamond, Diamond Lion; 701.9a). It needs nothing
    to be there: a player with no cards in hand discards none and has paid it (118.3 asks only
    for resources a cost takes), so it is always payable, and takes nothing a mana ability of the
    battlefield could use."""

    def __str__(self) -> str:
        return "Discard your hand"


@dataclass(frozen=True, slots=True)
class DiscardFromHand:
    """audit17: "Discard a card", "Discard two cards" in an activation cost (701.9a): ``count``
    cards of the activating player's hand, any of them; payable only with that many there
    (118.3; a hand the scenario does not give holds nothing)."""

    count: int = 1
    # audit18: "Exile a card from your hand" (Cadaverous Bloom; 406.1): the same cards of the hand,
    # exiled rather than discarded (no mana rule tells the two apart)
    exile: bool = False
    # s16: "Discard a land card" (Lightning Storm), "Discard a Spirit or Arcane card" (Slumbering
    # Tora): only cards of that kind pay it; None: any card
    what: "GraveyardCards | None" = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        if self.text:
            return self.text
        verb = "Exile" if self.exile else "Discard"
        where = " from your hand" if self.exile else ""
        return f"{verb} a card{where}" if self.count == 1 else f"{verb} {self.count} cards{where}"


@dataclass(frozen=True, slots=True)
class OtherCost:
    """A cost part the model keeps as text (discard a card, mill a card, pay {E}...).

    It is still a cost; legality checks that cannot judge it say so in their reason.
    """

    text: str

    def __str__(self) -> str:
        return self.text



@dataclass(frozen=True, slots=True)
class GraveyardCards:
    """"for each creature card in your graveyard", "for each instant and sorcery card in your
    graveyard" (404): the cards in the graveyard of the text's controller (a spell's caster) that
    have every type of ``card_types``, one of ``either_types`` (when given) and every subtype of
    ``subtypes``. Needs the scenario's ``graveyard`` for that player: never assumed empty."""

    card_types: frozenset[str] = frozenset()
    either_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    historic: bool = False  # altcost16: "for each historic card in your graveyard" (700.6)

    def fits(self, card_types: frozenset[str], subtypes: frozenset[str], supertypes: frozenset[str]) -> bool:
        """Whether a card (or permanent) of these types is one of those described; historic
        (700.6): an artifact, a legendary or a Saga."""
        if self.historic and not ("Artifact" in card_types or "Legendary" in supertypes or "Saga" in subtypes):
            return False
        return self.card_types <= card_types and self.subtypes <= subtypes and (not self.either_types or bool(self.either_types & card_types))

    def __str__(self) -> str:
        what = " or ".join(sorted(self.either_types)) + " " if self.either_types else ""
        what += " ".join(sorted(self.subtypes | self.card_types))
        what = ("historic " if self.historic else "") + what
        return f"each {what.strip().lower()} card in your graveyard".replace("  ", " ")


@dataclass(frozen=True, slots=True)
class ExileFromGraveyard:
    """"exile a creature card from your graveyard" as a cost to cast a spell (118.8), or (s14) in
    an activation cost ("Exile a card from your graveyard: Add {C}.", Titans' Nest; 602.1):
    ``count`` cards of the caster's or activator's graveyard that ``what`` selects. Needs the
    scenario's ``graveyard``."""

    count: int
    what: GraveyardCards
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"exile {self.count} {self.what} card(s) from your graveyard"


@dataclass(frozen=True, slots=True)
class CollectEvidence:
    """"collect evidence N" as a cost (701.59a: exile any number of cards from your graveyard with
    a total mana value of N or greater), of a spell or (s15) of an ability (Cryptex). Needs the
    scenario's ``graveyard``."""

    amount: int
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"collect evidence {self.amount}"


@dataclass(frozen=True, slots=True)
class Forage:
    """s15: "Forage" as a cost (Thornvault Forager; the keyword action forage: exile three cards
    from your graveyard or sacrifice a Food). The payer chooses which (118.3: either one that can be
    paid); :meth:`ways` gives both as cost parts."""

    text: str = field(default="", compare=False)

    def ways(self) -> tuple["ExileFromGraveyard", "Sacrifice"]:
        """The two ways to forage: three cards of the graveyard exiled, or a Food sacrificed."""
        # the Food is one the payer controls (701.21a)
        food = Selector(subtypes=frozenset({"Food"}), who=Who.YOU, relation=Relation.NONE, text="a Food")
        return ExileFromGraveyard(3, GraveyardCards(), text="exile three cards from your graveyard"), Sacrifice(food, 1, text="sacrifice a Food")

    def __str__(self) -> str:
        return self.text or "Forage"


CostPart = Union[TapSelf, UntapSelf, PayMana, Sacrifice, RemoveCounters, PayLife, PayEnergy, PutCountersOnSelf, TapOther, UntapOther, ExileOther, ExileSelfFromHand, SelfFromZone, RemoveCountersFrom, Waterbend, LoyaltyCost, OtherCost, ExileMaterials, DiscardHand, DiscardFromHand, ExileFromGraveyard, SelfLeaves, MillCards, ExertSelf, CollectEvidence, Forage]  # audit24: SelfLeaves; s15: MillCards, ExertSelf, CollectEvidence, Forage; s16: SelfFromZone, RemoveCountersFrom, Waterbend


def canonical(cost: ManaCost) -> ManaCost:
    """The generic symbols summed into one, written first, then the others in printed order;
    an empty cost stays empty (it is written ``{0}``)."""
    generic = sum(s.generic for s in cost.symbols if s.kind is SymbolKind.GENERIC)
    others = tuple(s for s in cost.symbols if s.kind is not SymbolKind.GENERIC)
    head = (ManaSymbol(SymbolKind.GENERIC, generic=generic),) if generic else ()
    return ManaCost(head + others)


def unit_symbols(cost: ManaCost) -> list[ManaSymbol]:
    """The cost's symbols in canonical order (:func:`canonical`), each generic mana as its own
    {1}: what pays a cost one mana at a time (601.2h; convoke, improvise, delve pay {1} each).

    >>> [str(s) for s in unit_symbols(ManaCost.parse("{G}{2}"))]
    ['{1}', '{1}', '{G}']
    """
    out: list[ManaSymbol] = []
    for s in canonical(cost).symbols:
        if s.kind is SymbolKind.GENERIC:
            out += [ManaSymbol(SymbolKind.GENERIC, generic=1)] * s.generic
        else:
            out.append(s)
    return out


def reduce_generic(cost: ManaCost, n: int, floor: int = 0) -> ManaCost:
    """118.7a: ``n`` generic mana taken off the generic part only, never below {0} (601.2f), and
    not below ``floor`` mana in all ("can't reduce the mana in that cost to less than one mana": a
    cost already at or below it is left as it is).

    >>> str(reduce_generic(ManaCost.parse("{3}{G}"), 2)), str(reduce_generic(ManaCost.parse("{1}{G}"), 5))
    ('{1}{G}', '{G}')
    """
    c = canonical(cost)
    generic = sum(s.generic for s in c.symbols if s.kind is SymbolKind.GENERIC)
    others = tuple(s for s in c.symbols if s.kind is not SymbolKind.GENERIC)
    room = max(0, c.mana_value() - floor)
    left = generic - min(n, generic, room)
    return ManaCost(((ManaSymbol(SymbolKind.GENERIC, generic=left),) if left else ()) + others)


def reduce_by_mana_cost(cost: ManaCost, by: ManaCost) -> ManaCost:
    """``cost`` reduced by the mana cost ``by`` (601.2f, 118.7), symbol by symbol, each taking off
    what the player paying would choose (601.2f: hybrid and Phyrexian symbols of the cost are
    paid as the player chooses when the total cost is determined, so a reduction may take off a
    symbol that mana of its colour could pay):

    * each generic mana takes off one generic mana (118.7a), or, when there is none, the generic
      half of a {2/W} (the audit27 reading of 107.4e);
    * a coloured symbol takes off a symbol of its colour: one of that colour alone first, else a
      hybrid, {2/W} or Phyrexian symbol with that colour (the half chosen is that colour), else
      one generic mana (118.7b, c); {C} likewise takes off {C}, else generic mana (118.7b, d);
    * a hybrid symbol: its payer chooses one half (118.7e); the choice taken is the one that
      takes off most: an identical hybrid symbol (both halves chosen alike: Abomination's
      {5}{R/G}{R/G} less {3}{R/G} is {2}{R/G}, Brawn's {4}{G/U} less {1}{G/U} is {3}: the
      Morophon ruling, a hybrid cost's half is chosen before the reduction), else a symbol
      sharing a colour with it, else a symbol of one of its colours alone (when the cost holds
      one of each, either is left: the hybrid of the two is what is left to pay), else generic;
      a {2/W} takes off {W} mana as above, else two generic mana (its generic half);
    * a Phyrexian symbol takes off one mana of its colour (118.7f), snow symbols generic mana
      (118.7g), and {X} nothing (202.3e: X is 0 in a permanent's mana cost).

    Never below {0} (118.7).

    >>> str(reduce_by_mana_cost(ManaCost.parse("{5}{U}"), ManaCost.parse("{U}")))
    '{5}'
    >>> str(reduce_by_mana_cost(ManaCost.parse("{5}{R/G}{R/G}"), ManaCost.parse("{3}{R/G}")))
    '{2}{R/G}'
    >>> str(reduce_by_mana_cost(ManaCost.parse("{C}{W}{U}{B}{R}{G}"), ManaCost.parse("{R}{W}{B}")))
    '{C}{U}{G}'
    """
    symbols = list(canonical(cost).symbols)

    def take_generic(n: int = 1) -> None:
        for _ in range(n):
            i = next((i for i, s in enumerate(symbols) if s.kind is SymbolKind.GENERIC and s.generic > 0), None)
            if i is None:  # the generic half of a {2/W} (107.4e), once no generic mana is left
                i = next((i for i, s in enumerate(symbols) if s.kind is SymbolKind.MONO_HYBRID and not s.colorless_half and s.generic > 0), None)
            if i is None:
                return
            left = symbols[i].generic - 1
            symbols[i : i + 1] = [ManaSymbol(SymbolKind.GENERIC, generic=left)] if left else []

    def find(test: Callable[[ManaSymbol], bool]) -> int | None:
        return next((i for i, s in enumerate(symbols) if test(s)), None)

    def take_color(color: ManaType) -> bool:
        """A symbol that mana of ``color`` pays, the most restrictive first (118.7b-c)."""
        for kind in (SymbolKind.COLORED, SymbolKind.HYBRID, SymbolKind.MONO_HYBRID, SymbolKind.PHYREXIAN):
            i = find(lambda s: s.kind is kind and color in s.colors)
            if i is not None:
                del symbols[i]
                return True
        return False

    for unit in canonical(by).symbols:
        k = unit.kind
        if k is SymbolKind.GENERIC:
            take_generic(unit.generic)  # 118.7a
        elif k in (SymbolKind.COLORED, SymbolKind.PHYREXIAN) and len(unit.colors) == 1:
            if not take_color(unit.colors[0]):  # 118.7b-c, 118.7f
                take_generic()
        elif k is SymbolKind.COLORLESS:
            i = find(lambda s: s.kind is SymbolKind.COLORLESS or (s.kind is SymbolKind.MONO_HYBRID and s.colorless_half))
            if i is not None:
                del symbols[i]
            else:
                take_generic()  # 118.7b, d
        elif k in (SymbolKind.HYBRID, SymbolKind.PHYREXIAN):  # 118.7e (a two-colour Phyrexian: 118.7e-f)
            pair = set(unit.colors)
            i = find(lambda s: s.kind is k and set(s.colors) == pair)
            if i is None:
                i = find(lambda s: s.kind in (SymbolKind.HYBRID, SymbolKind.PHYREXIAN) and bool(pair & set(s.colors)))
            if i is not None:
                del symbols[i]
                continue
            found = [i for i, s in enumerate(symbols) if s.kind is SymbolKind.COLORED and s.colors[0] in pair]
            found = [next(i for i in found if symbols[i].colors[0] is c) for c in unit.colors if any(symbols[i].colors[0] is c for i in found)]
            if len(found) == 2:  # either half: one of the two symbols is left, as this hybrid is
                for i in sorted(found, reverse=True):
                    del symbols[i]
                symbols.append(unit if k is SymbolKind.HYBRID else ManaSymbol(SymbolKind.HYBRID, colors=unit.colors))
            elif found:
                del symbols[found[0]]
            elif not any(take_color(c) for c in unit.colors):
                take_generic()
        elif k is SymbolKind.MONO_HYBRID:  # 118.7e: its coloured (or {C}) half, else its generic half
            if unit.colorless_half:
                i = find(lambda s: s.kind is SymbolKind.COLORLESS)
                if i is not None:
                    del symbols[i]
                    continue
            if not take_color(unit.colors[0]):
                take_generic(1 if unit.colorless_half else unit.generic)
        elif k is SymbolKind.SNOW:
            take_generic()  # 118.7g
        # SymbolKind.X: 202.3e, X is 0 in a permanent's mana cost: nothing is taken off
    return ManaCost(tuple(symbols))


@dataclass(frozen=True, slots=True)
class ActivationCost:
    """The cost before the colon of an activated ability, as its parts in printed order."""

    parts: tuple[CostPart, ...] = ()

    @property
    def has_tap(self) -> bool:
        """106.12: only abilities with {T} in the cost "tap a permanent for mana"."""
        return any(isinstance(p, TapSelf) for p in self.parts)

    @property
    def has_untap(self) -> bool:
        return any(isinstance(p, UntapSelf) for p in self.parts)

    @property
    def functions_off_battlefield(self) -> bool:
        """113.6m: a cost that moves or shows the card from another zone ("Exile this card from
        your hand", "... from your graveyard") makes its ability function only in that zone: on a
        permanent it does nothing (Elvish Spirit Guide, Jack-o'-Lantern)."""
        return any(isinstance(p, (ExileSelfFromHand, SelfFromZone)) for p in self.parts)

    @property
    def mana(self) -> ManaCost:
        """All mana symbols of the cost together (a waterbend cost's too, 701.67a)."""
        total = ManaCost(())
        for p in self.parts:
            if isinstance(p, (PayMana, Waterbend)):  # s16: a waterbend cost is mana too (701.67a)
                total = total + p.cost
        return total

    def __str__(self) -> str:
        return ", ".join(str(p) for p in self.parts)


ALL_COLOR_SYMBOLS = tuple(c.symbol for c in COLORS)
