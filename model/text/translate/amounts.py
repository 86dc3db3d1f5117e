"""Numbers and amounts (``mana.lark``: "amounts"): "two", "X", "for each creature you control",
"where X is this creature's power", "the number of basic land types among lands you control".

An amount is a value of :mod:`model.abilities` (``Const``, ``CountersOn``, ``CountOf``, ``PowerOf``
...) that the solver evaluates on a board; "X" is the value fixed while paying a cost (107.3), a
count of counters is 122.1, "the greatest power" is 0 when nothing is selected (107.2), domain is
305.6, devotion 700.5.
"""

from __future__ import annotations

from dataclasses import dataclass

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from ...abilities import (
    Amount,
    BasicLandTypesAmong,
    CardsDrawnThisTurn,
    CountersYouHave,
    DistinctAmong,  # among17
    OpponentCount,
    SharedCreatureType,
    DevotionIncrease,
    PartyCount,
    CardsIn,
    LifeLostThisTurn,
    LifeGainedThisTurn,
    OpponentsWhoLostLife,
    ColorCount,
    Const,
    CountersOn,
    CountOf,
    Devotion,
    Greatest,
    LifeTotal,
    ManaValueOf,
    TotalManaValue,
    Plus,
    Sum,
    ExiledColorCount,
    PowerOf,
    ToughnessOf,
    XValue,
)
from ...mana import ManaType, TypeSet
from ...selectors import Selector, Who
from ...vocabulary import PERMANENT_TYPES
from .common import TranslatorBase, Unreadable
from .selectors import singular_subtype


@dataclass(frozen=True, slots=True)
class XPlaceholder:
    """"X" before a where-clause defines it (``where X is this creature's power``)."""


@v_args(inline=True)
class AmountPhrases(TranslatorBase):
    """Numbers ("two", "3"), counts ("a", "an"), amounts and their "for each" / "where X is"
    clauses (107.1-107.3, 122.1, 305.6, 700.5)."""

    def digits(self, tok: Token) -> int:
        return int(tok)

    def n1(self) -> int: return 1

    def n2(self) -> int: return 2

    def n3(self) -> int: return 3

    def n4(self) -> int: return 4

    def n5(self) -> int: return 5

    def n6(self) -> int: return 6

    def n7(self) -> int: return 7

    def n8(self) -> int: return 8

    def n9(self) -> int: return 9

    def n10(self) -> int: return 10

    # altcost16: "thirteen or more creatures" (Blasphemous Edict)
    def n11(self) -> int: return 11

    def n12(self) -> int: return 12

    def n13(self) -> int: return 13

    def n14(self) -> int: return 14

    def n15(self) -> int: return 15

    def n20(self) -> int: return 20

    def one(self) -> int:
        return 1

    def any_number(self) -> None:
        return None

    def count(self, n: int) -> int:
        return n

    def counter_count(self, n: int | None) -> int | None:
        return n

    def const(self, n: int) -> Const:
        return Const(n)

    def x_amount(self) -> XPlaceholder:
        return XPlaceholder()

    def power_of(self, sel: Selector) -> PowerOf:
        return PowerOf(sel)

    def possessive(self, sel: Selector, _poss: Token) -> Selector:
        return sel

    def total_mana_value(self, sel: Selector) -> TotalManaValue:
        """costs13: "the total mana value of noncreature artifacts you control" (202.3)."""
        return TotalManaValue(sel)

    def mana_value_of(self, sel: Selector) -> ManaValueOf:
        return ManaValueOf(sel)

    def devotion(self, colors: TypeSet) -> Devotion:
        return Devotion(colors)

    def devotion_to_that(self) -> Devotion:
        return Devotion(None)

    def counters_on(self, kind: str, sel: Selector) -> CountersOn:
        return CountersOn(kind, sel)

    def count_of(self, sel: Selector) -> CountOf:
        return CountOf(sel)

    def const_expr(self, n: int) -> Const:
        return Const(n)

    def where(self, amount: object) -> object:
        return ("where", amount)

    def per(self, amount: object) -> object:
        return ("per", amount)

    def per_counter(self, kind: str, sel: Selector) -> CountersOn:
        return CountersOn(kind, sel)

    def per_any_counter(self, sel: Selector) -> CountersOn:
        return CountersOn(None, sel)

    def toughness_of(self, sel: Selector) -> ToughnessOf:
        return ToughnessOf(sel)

    def stat_power(self) -> str:
        return "power"

    def stat_toughness(self) -> str:
        return "toughness"

    def greatest(self, stat: str, sel: Selector) -> Greatest:
        return Greatest(stat, sel)

    def exiled_color_count(self, *_: object) -> ExiledColorCount:
        """cov17: "the number of colors among the exiled cards used to craft it" (702.167a, 607.2a)."""
        return ExiledColorCount()

    def exiled_craft(self, *children: object) -> None:
        """cov17: "the exiled cards used to craft it" (702.167a); "used" and "craft" are WORDs."""
        words = [str(c).lower() for c in children if isinstance(c, Token) and c.type == "WORD"]
        if words != ["used", "craft"]:
            raise Unreadable(f"'the exiled cards {' '.join(words)}'")
        return None

    def greatest_mana_value(self, sel: Selector) -> Greatest:
        """cov17: "the greatest mana value among artifacts you control" (Karn, Legacy Reforged; 202.3)."""
        return Greatest("mana value", sel)

    def life_total(self) -> LifeTotal:
        return LifeTotal()

    def basic_land_types(self, sel: Selector) -> BasicLandTypesAmong:
        return BasicLandTypesAmong(sel)

    def plus(self, base: Amount, n: int) -> Plus:
        return Plus(base, n)

    def plus_first(self, n: int, base: Amount) -> Plus:
        return Plus(base, n)

    def sum_expr(self, first: Amount, second: Amount) -> Amount:
        """cov17: "the number of other Caves you control plus the number of Cave cards in your
        graveyard" (Cavernous Maw): two amounts added (a number added is :class:`Plus`)."""
        if isinstance(second, Const):
            return Plus(first, second.n)
        if isinstance(first, Const):
            return Plus(second, first.n)
        return Sum((*(first.parts if isinstance(first, Sum) else (first,)), *(second.parts if isinstance(second, Sum) else (second,))))

    def x_expr(self) -> XValue:
        return XValue()

    def per_removed(self, kind: str) -> XValue:
        return XValue()

    def per_selected(self, sel: Selector) -> CountOf:
        return CountOf(sel)

    def per_basic_land_type(self, sel: Selector) -> BasicLandTypesAmong:
        """"for each basic land type among lands you control" (domain, 305.6)."""
        return BasicLandTypesAmong(sel)

    def per_color(self, sel: Selector) -> ColorCount:
        """"for each color among permanents you control" (105.1: the colours they have)."""
        return ColorCount(sel)

    def counter_kind(self, tok: Token) -> str:
        return str(tok).replace("−", "-").lower()

    def counter_noun(self, *_: object) -> None:
        return None

    # ---- cards in zones other than the battlefield (h15c) --------------------------------

    def zq_color(self, t: ManaType) -> tuple[str, Any]:
        if t is ManaType.C:
            raise Unreadable("colorless cards")  # 105.2c: a card with no colour; no field for it
        return ("color", t)

    def zq_type(self, name: str | None) -> tuple[str, Any]:
        return ("type", name) if name is not None else ("permanent", None)  # 110.4: a permanent card

    def zq_nonland(self) -> tuple[str, Any]:
        return ("not", "Land")

    def zone_named(self, _tilde: Token) -> tuple[str, Any]:
        return ("named", True)

    def zo_you(self) -> tuple[str, Any]:
        return ("whose", Who.YOU)

    def zo_each(self) -> tuple[str, Any]:
        return ("whose", Who.ANY)

    def zo_target_opponent(self, _poss: Token) -> tuple[str, Any]:
        return ("whose", Who.OPPONENT)

    def zn_graveyard(self) -> tuple[str, Any]:
        return ("zone", "graveyard")

    def zn_graveyards_word(self, word: Token) -> tuple[str, Any]:
        """ "in all graveyards" (404): the word must be "graveyards"."""
        if str(word).lower() != "graveyards":
            raise Unreadable(f"a zone named {word!r}")
        return ("zone", "graveyard")

    def zn_hand(self) -> tuple[str, Any]:
        return ("zone", "hand")

    @v_args(meta=True)
    def zone_cards(self, meta: Meta, children: list[Any]) -> CardsIn:
        """The cards of a graveyard (404) or hand (402) with the qualities named before "card"."""
        parts = [c for c in children if isinstance(c, tuple)]
        get = {k: v for k, v in parts if k in ("whose", "zone", "named")}
        return cards_of(parts, get["zone"], get["whose"], self._cut(meta))

    def per_zone_cards(self, cards: CardsIn) -> CardsIn:
        return cards

    def per_counters_you_have(self, kind: str, *_: object) -> CountersYouHave:
        """costs11: "for each rad counter you have" (122.1: the counters a player has)."""
        if not kind:
            raise Unreadable("counters of no kind a player has")
        return CountersYouHave(kind)

    def count_zone_cards(self, cards: CardsIn) -> CardsIn:
        return cards

    # ---- what happened this turn (h15c) -------------------------------------------------------

    def per_cards_drawn(self, *_: Token) -> CardsDrawnThisTurn:
        return CardsDrawnThisTurn()

    def devotion_increase(self, word: Token, n: int) -> DevotionIncrease:
        """manatail14: "Your devotion to each color and each combination of colors is increased by
        one." (Altar of the Pantheon; 700.5)."""
        if str(word).lower() != "increased":
            raise Unreadable(f"'is {word} by'")
        return DevotionIncrease(n, text=self._source)

    def shared_creature_type(self, sel: Selector, word: Token) -> SharedCreatureType:
        """manatail14: "the greatest number of creatures you control that have a creature type in
        common" (White Lotus Tile; 205.3m)."""
        if str(word).lower() != "common":
            raise Unreadable(f"'in {word}'")
        return SharedCreatureType(sel)

    def per_party_amount(self) -> PartyCount:
        """manatail14: "add {R} for each creature in your party" (700.8)."""
        return PartyCount()

    def per_opponent(self, *_: Token) -> OpponentCount:
        return OpponentCount()  # 702.125a, 102.2-3

    def per_life_lost(self, n: Token) -> LifeLostThisTurn:
        if int(n) != 1:
            raise Unreadable(f"for each {n} life")
        return LifeLostThisTurn()

    # ---- counters14: cards and counters counted as a permanent enters (614.1c) ------------------

    def zq_subtype(self, word: Token) -> tuple[str, Any]:
        """"Zombie card" (205.3): a subtype the card must have; a word that is no subtype (not
        capitalised) is not read."""
        w = str(word)
        if not w[:1].isupper():
            raise Unreadable(f"not a subtype: {w!r}")
        return ("subtype", singular_subtype(w))

    def zq_either(self, first: str | None, second: str | None) -> tuple[str, Any]:
        """"instant and sorcery cards" (205.2a): a card of either type, as "instant or sorcery"."""
        if first is None or second is None:
            raise Unreadable("a permanent card in a pair of card types")
        return ("either", (first, second))

    def per_counter_among(self, kind: str, sel: Selector) -> CountersOn:
        """"for each +1/+1 counter among other creatures you control", "for each loyalty counter
        on planeswalkers you control" (122.1): every such counter on those permanents."""
        return CountersOn(kind, sel)

    def life_gained_ve_expr(self, _ve: Token) -> LifeGainedThisTurn:
        """"the amount of life you've gained this turn" (119.9)."""
        return LifeGainedThisTurn()

    def per_opponent_lost_life(self, who: Token) -> OpponentsWhoLostLife:
        """"for each opponent who lost life this turn" (119.3)."""
        if str(who).lower() != "who":
            raise Unreadable(f"'opponent {who} lost life'")
        return OpponentsWhoLostLife()

    def life_lost_expr(self) -> LifeLostThisTurn:
        """"the total life lost by your opponents this turn" (119.3)."""
        return LifeLostThisTurn()


    def counters_you_have_expr(self, kind: str) -> CountersYouHave:
        """"the number of experience counters you have" (122.1: the counters a player has)."""
        if not kind:
            raise Unreadable("counters of no kind a player has")
        return CountersYouHave(kind)

    def counters_on_selected(self, kind: str, sel: Selector) -> CountersOn:
        """"the number of +1/+1 counters on creatures you control" (122.1): on all of them."""
        return CountersOn(kind, sel)

    # ---- among17: how many different qualities a group has (205.2a, 205.3m, 202.3, 201.2) ------

    def aq_card_type(self) -> str:
        return "card type"  # 205.2a

    def aq_creature_type(self) -> str:
        return "creature type"  # 205.3m

    def aq_permanent_type(self) -> str:
        return "permanent type"  # 110.4b

    def aq_mana_value(self) -> str:
        return "mana value"  # 202.3

    @v_args(meta=True)
    def per_distinct(self, meta: Meta, children: list[Any]) -> DistinctAmong:
        """"for each card type among cards in your graveyard", "for each creature type among
        creatures you control", "for each different mana value among cards in your graveyard"."""
        quality, group = children
        return _distinct(quality, group, self._cut(meta))

    @v_args(meta=True)
    def number_distinct(self, meta: Meta, children: list[Any]) -> DistinctAmong:
        """"the number of card types among cards in all graveyards" (205.2a)."""
        quality, group = children
        return _distinct(quality, group, self._cut(meta))

    @v_args(meta=True)
    def differently_named(self, meta: Meta, children: list[Any]) -> DistinctAmong:
        """"the number of differently named lands you control" (201.2: the names among them)."""
        word, sel = children
        if str(word).lower() != "differently":
            raise Unreadable(f"the number of {word} named ...")
        return DistinctAmong("name", sel, text=self._cut(meta))


def cards_of(parts: list[tuple[str, Any]], zone: str, whose: Who, text: str) -> CardsIn:
    """The cards of a zone with the qualities of ``parts`` (the translated ``zone_quality`` and
    ``zone_named`` phrases): "black creature cards", "nonland cards", "Zombie cards" (205)."""
    return CardsIn(
        zone=zone,
        whose=whose,
        card_types=frozenset(v for k, v in parts if k == "type"),
        any_types=_any_types(parts),
        excluded_types=frozenset(v for k, v in parts if k == "not"),
        colors=TypeSet.of([v for k, v in parts if k == "color"]),
        named_self=any(k == "named" and v for k, v in parts),
        text=text,
        supertypes=frozenset(v for k, v in parts if k == "super"),  # tail10: "legendary" (205.4)
        subtypes=frozenset(v for k, v in parts if k == "subtype"),  # counters14: "Zombie" (205.3)
    )


def _any_types(parts: list[tuple[str, Any]]) -> frozenset[str]:
    """The types one of which a counted card must have: any permanent type for "permanent card"
    (110.4), either of "instant and sorcery cards" (205.2a; counters14)."""
    if any(k == "permanent" for k, _ in parts):
        return PERMANENT_TYPES
    return frozenset(t for k, v in parts if k == "either" for t in v)


def _distinct(quality: str, group: object, text: str) -> DistinctAmong:
    """among17: the count of ``quality`` among permanents (a selector) or the cards of a zone."""
    if not isinstance(group, (Selector, CardsIn)):
        raise Unreadable(f"{quality}s among {group!r}")
    if quality == "creature type" and isinstance(group, CardsIn):
        raise Unreadable("creature types among cards outside the battlefield")  # no card reads it so
    return DistinctAmong(quality, group, text=text)
