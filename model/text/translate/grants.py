"""grants12: keywords granted to cards in a zone (``mana.lark``: "grants12"): "Each instant and
sorcery card in your graveyard has flashback." (Lier, Disciple of the Drowned), "Each nonland card
in your graveyard has escape." (Underworld Breach), read as a
:class:`~model.abilities.GrantedZoneKeyword`. What the granted keyword costs is the next
sentence's ("The flashback cost is equal to that card's mana cost."), which the reader joins to it;
until then the grant has no ``template`` and can't be weighed.
"""

from __future__ import annotations

import re
from typing import Callable, Sequence, cast

from dataclasses import replace
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from ...abilities import (
    EXILED_WITH, CardsIn, ContinuousEffect, FlashGrant, FlashPermission, GrantAbilities, GrantedOptionalCost, GrantedZoneKeyword, Keyword, Paired,
    SpellFilter, TopOfLibrary, Zone, ZoneKeywordGrant,
)
from ...costs import ManaCost  # keys15
from ...vocabulary import OPTIONAL_COST_RULES
from ...selectors import Relation, Selector, Who
from .amounts import cards_of
from .common import TranslatorBase, Unreadable
from .selectors import Modifier, set_fields

__all__ = ["GRANTABLE_ACTIVATED_KEYWORDS", "GRANTABLE_ZONE_KEYWORDS", "GrantPhrases"]

# the keywords a card in a graveyard may be given that let it be cast from there (601.3), each
# with its rule; the others (scavenge, unearth, embalm, ...) are activated abilities, not weighed
GRANTABLE_ZONE_KEYWORDS = {"flashback": "702.34a", "escape": "702.138a"}
# keys15: the keywords of activated abilities that work from a graveyard (702.97a scavenge: "[Cost],
# Exile this card from your graveyard: Put a number of +1/+1 counters ... Activate only as a
# sorcery."; 702.141a encore: "[Cost], Exile this card from your graveyard: For each opponent,
# create a token copy ... Activate only as a sorcery."): given to cards in a graveyard, read with
# their cost; no permission to cast them (602.1), and no question of this library activates an
# ability of a card that is not on the battlefield
GRANTABLE_ACTIVATED_KEYWORDS = {"scavenge": "702.97a", "encore": "702.141a"}
# keys15: the keywords of abilities activated from a hand given with their cost (702.49a ninjutsu)
GRANTABLE_HAND_KEYWORDS = {"ninjutsu": "702.49a"}


@v_args(inline=True)
class GrantPhrases(TranslatorBase):
    """The sentences that give cards in a zone a keyword (601.3, 613.1f)."""

    def grant_nonland(self) -> tuple[str, object]:
        """"nonland card": a card without the type land (205.4b)."""
        return ("excluded", "Land")

    def granted_zone_keyword(self, *children: object) -> GrantedZoneKeyword:
        """"Each <qualities> card in your graveyard has <keyword>.": the cards of the ability's
        controller's graveyard with those qualities have the keyword (601.3); its cost is read
        from the next sentence."""
        *qualities, _noun, word = children
        qualities = [q for q in qualities if isinstance(q, tuple)]
        keyword = str(word).lower() if isinstance(word, Token) else ""
        if keyword not in GRANTABLE_ZONE_KEYWORDS and keyword not in GRANTABLE_ACTIVATED_KEYWORDS:  # keys15: activated ones
            raise Unreadable(f"cards in a graveyard that have {word}")
        m = re.search(r"\beach (.+?) cards? in your graveyard", self._source, re.IGNORECASE)
        cards = _card_filter(qualities, m.group(1) if m else "such")
        return GrantedZoneKeyword(cards, Zone.GRAVEYARD, keyword, text=self._source)

    def granted_hand_keyword(self, *children: object) -> GrantedZoneKeyword:
        """keys15: "Each creature card in your hand has ninjutsu {2}{U}{B}." (702.49a: "[Cost],
        Reveal this card from your hand, Return an unblocked attacking creature you control to its
        owner's hand: Put this card onto the battlefield from your hand tapped and attacking."): the
        cards of the ability's controller's hand with those qualities have the keyword with that
        cost (613.1f). An ability activated from the hand, no permission to cast (602.1, 601.3);
        no question of this library activates an ability of a card that is not on the battlefield."""
        symbols = [str(c) for c in children if isinstance(c, Token) and c.type == "MANA_SYM"]
        words = [c for c in children if isinstance(c, Token) and c.type == "WORD"]
        keyword = str(words[-1]).lower() if words else ""
        if keyword not in GRANTABLE_HAND_KEYWORDS:
            raise Unreadable(f"cards in a hand that have {keyword}")
        qualities = [q for q in children if isinstance(q, tuple)]
        m = re.search(r"\beach (.+?) cards? in your hand", self._source, re.IGNORECASE)
        cards = _card_filter(qualities, m.group(1) if m else "such")
        template = Keyword(keyword.capitalize(), cost=ManaCost.parse("".join(symbols)), text=self._source)
        return GrantedZoneKeyword(cards, Zone.HAND, keyword, template=template, text=self._source)

    def _gains(self, children: Sequence[object], affected: Selector) -> ZoneKeywordGrant:
        *qualities, _noun, word = children
        keyword = str(word).lower() if isinstance(word, Token) else ""
        if keyword not in GRANTABLE_ZONE_KEYWORDS and keyword not in GRANTABLE_ACTIVATED_KEYWORDS:  # keys15: activated ones
            raise Unreadable(f"cards in a graveyard that gain {word}")
        m = re.search(r"\b(?:each|target) (.+?) cards? in your graveyard", self._source, re.IGNORECASE)
        cards = _card_filter([q for q in qualities if isinstance(q, tuple)], m.group(1) if m else "such")
        grant = GrantedZoneKeyword(cards, Zone.GRAVEYARD, keyword, text=self._source)
        return ZoneKeywordGrant(grant, affected, text=self._source)

    def target_card_gains_keyword(self, *children: object) -> ZoneKeywordGrant:
        """"Target instant or sorcery card in your graveyard gains flashback until end of turn."
        (611.2a, 601.3): the card the resolution targeted (115.1)."""
        m = re.search(r"\btarget (.+?) cards? in your graveyard", self._source, re.IGNORECASE)
        what = m.group(0) if m else "target card in your graveyard"
        return self._gains(children, Selector(relation=Relation.TARGET, text=what))

    def each_card_gains_keyword(self, *children: object) -> ZoneKeywordGrant:
        """"Each instant and sorcery card in your graveyard gains flashback until end of turn."
        (611.2a, 601.3; 611.2c: only the cards there as it resolved, which the scenario names with
        the resolution's ``targets``, never assumed to be the ones there now)."""
        m = re.search(r"\beach (.+?) cards? in your graveyard", self._source, re.IGNORECASE)
        return self._gains(children, Selector(relation=Relation.REFERRED, text=m.group(0) if m else "each card in your graveyard"))

    @v_args(meta=True)
    def spells_have_optional_cost(self, meta: Meta, children: list[Any]) -> GrantedOptionalCost:
        """"Each instant and sorcery spell you cast has replicate.": the spells of the ability's
        controller with those qualities have the optional cost (601.2b, 702.56a); what it costs
        is read from the next sentence."""
        *qualities, word = children
        keyword = str(word).lower() if isinstance(word, Token) else ""
        if keyword not in OPTIONAL_COST_RULES:
            raise Unreadable(f"spells that have {word}")
        m = re.match(r"^each (.+?) you cast\b", self._source, re.IGNORECASE)
        spells = getattr(self, "_spell_filter")(qualities, m.group(1) if m else "spells")  # the casting family's reading
        assert isinstance(spells, SpellFilter)
        return GrantedOptionalCost(replace(spells, caster=Who.YOU), keyword, text=self._source)

    def cards_have_flash(self, *children: object) -> FlashPermission:
        """"Creature cards you own that aren't on the battlefield have flash." (Teferi, Mage of
        Zhalfir): 702.8a, the cards have flash in every zone but the battlefield (the stack
        included), so their owner may cast them any time they could cast an instant; the owner is
        the ability's controller, who casts them (601.2a)."""
        words = [c for c in children if isinstance(c, Token) and c.type == "WORD"]
        if [str(w).lower() for w in words] != ["own"]:
            raise Unreadable("cards that have flash other than the ones you own")
        qualities = [c for c in children if isinstance(c, tuple)]
        m = re.match(r"^(.+?) cards? ", self._source, re.IGNORECASE)
        return FlashPermission(_card_filter(qualities, m.group(1).lower() if m else "such"), Who.YOU, text=self._source)

    # ---- refs15: abilities granted by reference (613.1f), soulbond (702.95b), teams (810.1) ------

    def vp_abilities_of_cards(self, _verb: None, cards: CardsIn) -> Callable[[Selector, str], list[ContinuousEffect]]:
        """"has all activated abilities of <cards>" (613.1f): the subject has the activated
        abilities (602.1; mana abilities among them, 605.1a) of those cards, read from their text
        by this grammar, where "~" and "this creature" mean the object that has them (Necrotic
        Ooze's ruling: the ability refers to the Ooze); which cards, the layer system finds in the
        scenario (GrantAbilities.of_cards)."""
        return lambda sel, text: [GrantAbilities(sel, (), text=text, of_cards=cards)]

    def vp_abilities_of_permanents(self, _verb: None, sel: Selector, *rest: Token) -> Callable[[Selector, str], list[ContinuousEffect]]:
        """"has all activated abilities of all lands on the battlefield" (613.1f): the activated
        abilities the selected permanents have (after the other effects of layer 6 that change
        them, 613.8a), "except mana abilities" (605.1a) when said."""
        words = [str(w).lower() for w in rest if isinstance(w, Token) and w.type == "WORD"]
        if words not in ([], ["except"]):
            raise Unreadable(f"'{' '.join(words)} mana abilities'")
        if sel.relation not in (Relation.NONE, Relation.OTHER):
            raise Unreadable(f"the abilities of {sel.text!r}")
        return lambda subject, text: [GrantAbilities(subject, (), text=text, of_permanents=sel, except_mana=bool(words))]

    @v_args(meta=True)
    def ac_exiled_with(self, meta: Meta, children: list[Any]) -> CardsIn:
        """"all creature cards exiled with it", "... with this creature" (607.2a): the cards
        exiled with the effect's source (the scenario's ``exiled`` of that permanent)."""
        parts = [c for c in children if isinstance(c, tuple)]
        return cards_of(parts, EXILED_WITH, Who.ANY, self._cut(meta))

    def ac_the_exiled(self) -> CardsIn:
        """"the exiled card" (Territory Forge; 607.2a): the card exiled with the effect's source."""
        return CardsIn(zone=EXILED_WITH, whose=Who.ANY, text="the exiled card")

    def ac_zone_cards(self, cards: CardsIn) -> CardsIn:
        """"all creature cards in all graveyards", "all artifact cards in your graveyard" (404)."""
        if cards.zone != "graveyard" or cards.named_self:
            raise Unreadable(f"the abilities of cards in a {cards.zone}")
        return cards

    def ac_that_card(self) -> CardsIn:
        """"that card": the card a condition named before (Skill Borrower's top card), made
        definite by ``conditional_static`` or left unread."""
        return CardsIn(zone="that card", whose=Who.YOU, text="that card")

    def cond_top_of_library_either(self, _article: None, first: str | None, second: str | None) -> TopOfLibrary:
        """"the top card of your library is an artifact or creature card" (611.3a)."""
        if not first or not second:
            raise Unreadable("a permanent card on top")
        return TopOfLibrary(first, or_type=second)

    def cond_paired(self, _self: Selector, word: Token) -> Paired:
        """"this creature is paired with another creature" (702.95b)."""
        if str(word).lower() != "paired":
            raise Unreadable(f"'is {word} with another creature'")
        return Paired()

    def team_controls(self, word: Token) -> Modifier:
        """"your team controls" (810.1): a team exists only in a Two-Headed Giant game (810.2);
        the games a scenario describes have no teams, where a player's team is that player alone,
        so it is read as "you control" (the README's reading of teams)."""
        if str(word).lower() != "team":
            raise Unreadable(f"'your {word} controls'")
        return set_fields(who=Who.YOU)

    def _flash_grant(self, players: Who, spells: SpellFilter, duration: str) -> FlashGrant:
        if spells.caster is not Who.ANY:
            raise Unreadable("a caster inside a flash permission's spells")
        return FlashGrant(FlashPermission(spells, players, text=self._source), duration, text=self._source)

    def flash_grant_this_turn(self, players: Who, spells: SpellFilter) -> FlashGrant:
        """"You may cast spells this turn as though they had flash." (611.2a, 702.8a)."""
        return self._flash_grant(players, spells, "this turn")

    def flash_grant_until_next_turn(self, players: Who, spells: SpellFilter) -> FlashGrant:
        """"Until your next turn, you may cast sorcery spells as though they had flash." (611.2a,
        702.8a)."""
        return self._flash_grant(players, spells, "until your next turn")


def _card_filter(qualities: Sequence[object], words: str) -> SpellFilter:
    """The cards "<qualities> card(s)" names ("instant and sorcery", "nonland", "Dinosaur",
    "creature"), as a filter of their characteristics."""
    types: set[str] = set()
    either: frozenset[str] = frozenset()
    subtypes: set[str] = set()
    excluded: set[str] = set()
    for q in qualities:
        if not isinstance(q, tuple):
            continue
        key, value = q
        if key == "type":
            types.add(cast(str, value))
        elif key == "either":
            either = cast(frozenset[str], value)
        elif key == "excluded":
            excluded.add(cast(str, value))
        elif key == "historic":  # altcost16: the filter of granted keywords does not read it
            raise Unreadable("historic cards")
        else:
            subtypes.add(cast(str, value))
    return SpellFilter(
        card_types=frozenset(types), either_types=either, subtypes=frozenset(subtypes), excluded_types=frozenset(excluded), text=words
    )
