"""grants12: keywords granted to cards in a zone (``mana.lark``: "grants12"): "Each instant and
sorcery card in your graveyard has flashback." (Lier, Disciple of the Drowned), "Each nonland card
in your graveyard has escape." (Underworld Breach), read as a
:class:`~model.abilities.GrantedZoneKeyword`. What the granted keyword costs is the next
sentence's ("The flashback cost is equal to that card's mana cost."), which the reader joins to it;
until then the grant has no ``template`` and can't be weighed.
"""

from __future__ import annotations

import re
from typing import cast

from lark import Token, v_args

from ...abilities import GrantedZoneKeyword, SpellFilter, Zone
from .common import TranslatorBase, Unreadable

__all__ = ["GRANTABLE_ZONE_KEYWORDS", "GrantPhrases"]

# the keywords a card in a graveyard may be given that let it be cast from there (601.3), each
# with its rule; the others (scavenge, unearth, embalm, ...) are activated abilities, not weighed
GRANTABLE_ZONE_KEYWORDS = {"flashback": "702.34a", "escape": "702.138a"}


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
        keyword = str(word).lower() if isinstance(word, Token) else ""
        if keyword not in GRANTABLE_ZONE_KEYWORDS:
            raise Unreadable(f"cards in a graveyard that have {word}")
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
            else:
                subtypes.add(cast(str, value))
        m = re.search(r"\beach (.+?) cards? in your graveyard", self._source, re.IGNORECASE)
        words = m.group(1) if m else "such"
        cards = SpellFilter(
            card_types=frozenset(types), either_types=either, subtypes=frozenset(subtypes), excluded_types=frozenset(excluded), text=words
        )
        return GrantedZoneKeyword(cards, Zone.GRAVEYARD, keyword, text=self._source)
