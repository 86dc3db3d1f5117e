"""Costs (``mana.lark``: "costs"): one part of an activation cost, between commas — "{T}",
"{Q}", "{2}{G}", "Sacrifice a Forest", "Remove a charge counter from ~", "Pay 2 life", "Tap an
untapped creature you control", "Exile ~ from your hand" (602.1, 118). A permanent sacrificed,
tapped or exiled for a cost is one its payer controls (701.21a).
"""

from __future__ import annotations

import dataclasses
import re
from typing import Sequence, cast

from lark import Token, v_args

from ...costs import (
    SelfLeaves,  # audit24
    ExertSelf,  # s15
    Forage,  # s15
    MillCards,  # s15
    DiscardFromHand,
    GraveyardCards,  # s16
    DiscardHand,
    ExileOther,
    ExileSelfFromHand,
    SelfFromZone,
    RemoveCountersFrom,
    Waterbend,
    ManaCost,
    PayEnergy,
    PutCountersOnSelf,
    PayLife,
    PayMana,
    RemoveCounters,
    Sacrifice,
    TapOther,
    TapSelf,
    UntapOther,
    UntapSelf,
)
from ...mana import ManaType, TypeSet
from ...selectors import Relation, Selector, Who
from .common import TranslatorBase, Unreadable


_REMOVE_X = re.compile(r"^\s*remove x\b", re.IGNORECASE)  # costs12


def waterbend(verb: object, symbols: Sequence[object], text: str) -> Waterbend:
    """"waterbend {5}", "waterbend {X}" (701.67a), of a spell's or an ability's cost: a mana cost
    whose generic mana tapped artifacts and creatures may pay ("waterbend" is a WORD checked here)."""
    if str(verb).lower() != "waterbend":
        raise Unreadable(f"{verb} {''.join(str(s) for s in symbols)}")
    try:
        cost = ManaCost.parse("".join(str(s) for s in symbols))
    except ValueError as e:
        raise Unreadable(str(e)) from e
    return Waterbend(cost, text=text)


def cards_of_kind(parts: Sequence[object]) -> GraveyardCards:
    """The kind of cards a phrase names from its ``gy_quality`` pieces ("creature", "instant and
    sorcery", "historic", "Plains"): for "for each creature card in your graveyard" (404), "exile a
    creature card from your graveyard", "discard a land card" (s16)."""
    types: set[str] = set()
    either: frozenset[str] = frozenset()
    subtypes: set[str] = set()
    historic = False
    for p in parts:
        if isinstance(p, tuple):
            key, value = p
            if key == "type":
                types.add(cast(str, value))
            elif key == "either":
                either = cast(frozenset[str], value)
            elif key == "historic":  # altcost16: 700.6
                historic = True
            else:
                subtypes.add(cast(str, value))
    return GraveyardCards(frozenset(types), either, frozenset(subtypes), historic)


def tapped_colours(sel: Selector, words: Sequence[object]) -> Selector:
    """audit17: the colour words before what a cost taps ("Tap an untapped blue creature you
    control", Grand Architect): only a permanent of that colour (105.2), never dropped."""
    colours = [t for t in words if isinstance(t, ManaType)]
    if not colours:
        return sel
    if ManaType.C in colours:
        raise Unreadable("'colorless' among the colours of a tapped creature")
    if sel.colors is not None or sel.colorless:
        raise Unreadable("two colour words for one tapped creature")
    return dataclasses.replace(sel, colors=TypeSet.of(colours))


@v_args(inline=True)
class CostPhrases(TranslatorBase):
    """Parts of an activation cost (602.1, 118.3): {T} (107.5), {Q} (107.6), mana, sacrifices
    (701.21), counters removed (122), life (119.4), tapping, untapping or exiling other permanents."""

    def tap_self(self, _tok: Token) -> TapSelf:
        return TapSelf()

    def untap_self(self, _tok: Token) -> UntapSelf:
        return UntapSelf()

    def discard_cards(self, n: int, _noun: object = None) -> DiscardFromHand:
        """audit17: "Discard a card", "Discard two cards" (701.9a; 118.3: that many in hand)."""
        return DiscardFromHand(n)

    def discard_cards_of_kind(self, n: int, *parts: object) -> DiscardFromHand:
        """s16: "Discard a land card" (Lightning Storm), "Discard a Spirit or Arcane card"
        (Slumbering Tora): that many cards of that kind in the activator's hand (118.3, 701.9a)."""
        return DiscardFromHand(n, what=cards_of_kind(parts[:-1]), text=self._source)

    def discard_at_random(self, n: int, _noun: object, word: Token) -> DiscardFromHand:
        """s16: "Discard a card at random" (701.9b): which card is chance, how many is not (118.3)."""
        if str(word).lower() != "random":
            raise Unreadable(f"discard at {word}")
        return DiscardFromHand(n)

    def discard_hand(self) -> DiscardHand:
        """audit17: "Discard your hand" (701.9a), always payable (118.3)."""
        return DiscardHand()

    def pay_mana(self, *symbols: Token) -> PayMana:
        try:
            return PayMana(ManaCost.parse("".join(str(s) for s in symbols)))
        except ValueError as e:  # "{H/P}" and other symbols no mana cost has (107.4)
            raise Unreadable(str(e)) from e

    def sacrifice_self(self, sel: Selector) -> tuple[Selector, int]:
        return sel, 1

    def sacrifice_other(self, *args: object) -> tuple[Selector, int]:
        count = args[0] if len(args) == 2 else 1
        sel = args[-1]
        assert isinstance(sel, Selector) and isinstance(count, int)
        if sel.relation is not Relation.SELF and sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=Who.YOU)  # you can sacrifice only your own (701.21a)
        return sel, count

    def return_self_to_hand(self, verb: Token, _self: Selector, owner: Token, _poss: Token) -> SelfLeaves:
        """audit24: "Return this creature to its owner's hand" (118.3; Grinning Ignus)."""
        if (str(verb).lower(), str(owner).lower()) != ("return", "owner"):
            raise Unreadable(f"'{verb} ... to its {owner}'s hand'")
        return SelfLeaves(text=self._source)

    def mill_cards(self, verb: Token, n: int, _noun: object = None) -> MillCards:
        """s15: "Mill a card", "Mill two cards" (701.13a; 118.3: that many in the library)."""
        if str(verb).lower() != "mill":
            raise Unreadable(f"'{verb} {n} card(s)' as a cost")
        return MillCards(n)

    def forage(self, verb: Token) -> Forage:
        """s15: "Forage" (exile three cards from your graveyard or sacrifice a Food; 118.3)."""
        if str(verb).lower() != "forage":
            raise Unreadable(f"'{verb}' as a cost")
        return Forage(text=self._source)

    def exert_self(self, verb: Token, _self: Selector) -> ExertSelf:
        """s15: "Exert this creature" (the keyword action exert; always payable, 118.3)."""
        if str(verb).lower() != "exert" or _self.relation is not Relation.SELF:
            raise Unreadable(f"'{verb} {_self.text}' as a cost")
        return ExertSelf(text=self._source)

    def sacrifice(self, what: tuple[Selector, int]) -> Sacrifice:
        sel, count = what
        return Sacrifice(sel, count, text=self._source)

    def remove_counters(self, count: int | None, kind: str, _noun: None, _from: Selector) -> RemoveCounters:
        x = count is None and _REMOVE_X.match(self._source) is not None  # costs12: "Remove X ..." (107.3a)
        return RemoveCounters(kind, count, text=self._source, x=x)

    def remove_counters_from(self, count: int | None, *rest: object) -> RemoveCountersFrom:
        """s16: "Remove a +1/+1 counter from a creature you control" (all from one of them, 118.3)."""
        return self._removed_from(count, rest, among=False)

    def remove_counters_among(self, count: int | None, *rest: object) -> RemoveCountersFrom:
        """s16: "Remove three counters from among creatures you control" (from any of them together)."""
        return self._removed_from(count, rest, among=True)

    def _removed_from(self, count: int | None, rest: tuple[object, ...], *, among: bool) -> RemoveCountersFrom:
        sel = rest[-1]
        kinds = [r for r in rest[:-1] if isinstance(r, str)]
        assert isinstance(sel, Selector)
        if sel.relation not in (Relation.NONE, Relation.OTHER) or sel.who not in (Who.YOU, Who.ANY):
            raise Unreadable(f"counters removed from {sel.text or sel}")
        if count is None and _REMOVE_X.match(self._source) is None:
            raise Unreadable("any number of counters removed from other permanents")
        return RemoveCountersFrom(dataclasses.replace(sel, who=Who.YOU), kinds[0] if kinds else "", count, among, text=self._source)

    def remove_any_counters(self, count: int | None, _noun: None, _from: Selector) -> RemoveCounters:
        """s15: "Remove a counter from this creature": counters of any kind (kind "", 122.1)."""
        if count is None:
            raise Unreadable("remove X counters of any kind")
        return RemoveCounters("", count, text=self._source)

    def pay_life(self, n: int) -> PayLife:
        return PayLife(n)

    def put_counters_on_self(self, verb: Token, count: int | None, kind: str, _noun: None, _self: Selector) -> PutCountersOnSelf:
        """audit18: "Put a -0/-1 counter on this creature" (Wall of Roots): counters on the
        ability's own permanent as a cost (118.3, 122.1)."""
        if str(verb).lower() != "put" or count is None or _self.relation is not Relation.SELF:
            raise Unreadable(f"{verb} counters as a cost")
        return PutCountersOnSelf(kind, count)

    def pay_energy_n(self, n: int, _symbol: Token) -> PayEnergy:
        """s15: "Pay six {E}" (Peema Trailblazer): that many energy counters (107.14)."""
        return PayEnergy(n)

    def pay_energy(self, *symbols: Token) -> PayEnergy:
        """audit18: "Pay {E}{E}": one energy counter per symbol (107.14)."""
        return PayEnergy(len(symbols))

    def tap_other(self, count: int, *rest: object) -> TapOther:
        sel = rest[-1]
        assert isinstance(sel, Selector)
        if sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=Who.YOU)
        return TapOther(tapped_colours(sel, rest[:-1]), count, text=self._source)

    def attached_enchanted(self) -> Relation:
        return Relation.ENCHANTED

    def attached_equipped(self) -> Relation:
        return Relation.EQUIPPED

    def tap_attached(self, relation: Relation, noun: str) -> TapOther:
        """s16: "Tap enchanted creature" (Krovikan Plague), "Tap enchanted land" (Tourach's Gate):
        the one permanent this Aura or Equipment is attached to, untapped (118.3)."""
        what = Selector(card_types=frozenset({noun}), who=Who.YOU, relation=relation, text=f"{relation.value} {noun.lower()}")
        return TapOther(what, 1, text=self._source)

    def tap_another(self, *rest: object) -> TapOther:
        """s16: "Tap another untapped creature you control" (station's cost, 702.184a): one
        untapped creature other than this permanent."""
        return self.tap_others(1, *rest)

    def tap_others(self, count: int, *rest: object) -> TapOther:
        """s16: "Tap three other untapped creatures you control" (Voyager Glidecar): that many
        untapped ones other than this permanent (118.3)."""
        got = self.tap_other(count, *rest)
        if got.what.relation is not Relation.NONE:
            raise Unreadable("tap other ones of something other than permanents described")
        return dataclasses.replace(got, what=dataclasses.replace(got.what, relation=Relation.OTHER))

    def sacrifice_x(self, sel: Selector) -> Sacrifice:
        """s15: "Sacrifice X Goats" (Springjack Pasture): any number of them, X (107.3a)."""
        if sel.relation is not Relation.NONE:
            raise Unreadable("sacrifice X of something other than permanents described")
        if sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=Who.YOU)  # 701.21a
        return Sacrifice(sel, 0, text=self._source, x=True)

    def sacrifice_one_or_more(self, sel: Selector) -> Sacrifice:
        """s16: "Sacrifice one or more artifacts" (Radiant Lotus): any number of them but at least
        one (118.3: ``count`` the fewest), chosen as the cost is paid (602.2b)."""
        got = self.sacrifice_x(sel)
        return dataclasses.replace(got, count=1)

    def tap_x(self, *rest: object) -> TapOther:
        """s15: "Tap X untapped tokens you control" (Hazel of the Rootbloom): any number, X (107.3a)."""
        sel = rest[-1]
        assert isinstance(sel, Selector)
        if sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=Who.YOU)
        return TapOther(tapped_colours(sel, rest[:-1]), 0, text=self._source, x=True)

    def tap_total_power(self, sel: Selector, n: int) -> TapOther:
        """"Tap any number of other untapped creatures you control with total power N or greater"
        (702.122a crew, 702.171a saddle): any number of them, powers adding up to N."""
        if sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=Who.YOU)
        return TapOther(sel, 0, text=self._source, total_power=n)

    def exile_self_from_hand(self, sel: Selector) -> ExileSelfFromHand:
        return ExileSelfFromHand()

    def waterbend_cost(self, verb: Token, *symbols: Token) -> Waterbend:
        """s16: "Waterbend {5}" as an activation cost (701.67a): its mana, whose generic part
        untapped artifacts and creatures may pay by being tapped."""
        return waterbend(verb, symbols, self._source)

    def discard_self(self, sel: Selector) -> SelfFromZone:
        """s16: "Discard this card" (113.6: functions only from a hand)."""
        return SelfFromZone(self._source, "hand")

    def reveal_self(self, sel: Selector) -> SelfFromZone:
        """s16: "Reveal this card from your hand" (113.6)."""
        return SelfFromZone(self._source, "hand")

    def exile_self_from_graveyard(self, sel: Selector) -> SelfFromZone:
        """s16: "Exile this card from your graveyard" (113.6: functions only from a graveyard)."""
        return SelfFromZone(self._source, "graveyard")

    def return_other_to_hand(self, verb: Token, count: int, sel: Selector, owner: Token, _poss: Token) -> ExileOther:
        """s15: "Return a land you control to its owner's hand" (Quirion Ranger): permanents of
        yours that leave the battlefield for their owners' hands (118.3, 400.7)."""
        if (str(verb).lower(), str(owner).lower()) != ("return", "owner") or sel.relation is not Relation.NONE:
            raise Unreadable(f"'{verb} ... to its {owner}'s hand'")
        if sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=Who.YOU)
        return ExileOther(sel, count, text=self._source, to="hand")

    def exile_self(self, sel: Selector) -> SelfLeaves:
        """s15: "Exile this artifact", "Exile ~" as a cost (Memory Vessel): the permanent leaves the
        battlefield, not sacrificed (118.3, 400.7)."""
        if sel.relation is not Relation.SELF:
            raise Unreadable("exile something other than this permanent")
        return SelfLeaves(text=self._source, to="exile")

    def untap_other(self, count: int, sel: Selector) -> UntapOther:
        """"Untap a tapped land an opponent controls" (Benthic Explorers)."""
        if sel.relation is not Relation.NONE:
            raise Unreadable("untap something other than a permanent described")
        return UntapOther(sel, count, text=self._source)

    def exile_other(self, count: int, sel: Selector) -> ExileOther:
        """"Exile a creature you control" (Food Chain): you exile only your own (like 701.21a)."""
        if sel.relation is not Relation.NONE:
            raise Unreadable("exile something other than a permanent described")
        if sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=Who.YOU)
        return ExileOther(sel, count, text=self._source)

    def exile_another(self, sel: Selector) -> ExileOther:
        """s16: "Exile another nontoken artifact creature you control" (Curie, Emergent
        Intelligence): one of your permanents of that kind other than this one (118.3)."""
        if sel.relation is not Relation.OTHER:
            raise Unreadable("exile something other than another permanent described")
        return ExileOther(dataclasses.replace(sel, who=Who.YOU) if sel.who is Who.ANY else sel, 1, text=self._source)

    def tap_adjective(self, t: ManaType) -> ManaType:
        return t
