"""Casting a card from another zone (``mana.lark``: "zones11"): "You may cast this card from your
graveyard [as long as <condition>]" (601.3; 113.6: an ability that says it works from a zone works
there), read as a :class:`~model.abilities.CastPermission` of the card itself.
"""

from __future__ import annotations

import dataclasses

from lark import Token, v_args

from ...abilities import CastPermission, Const, EntersWithCounters, SpellFilter, Zone
from ...costs import ManaCost
from ...selectors import Relation, Selector
from ...vocabulary import ALTERNATIVE_COST_RULES  # keys15
from .common import TranslatorBase, Unreadable

__all__ = ["ZonePhrases"]


@v_args(inline=True)
class ZonePhrases(TranslatorBase):
    """The phrases of permissions to cast a card from another zone (601.3)."""

    def self_cast_permission(self, subject: Selector, *zones: Zone) -> CastPermission:
        """"You may cast this card from your graveyard" (601.3): a permission for the card itself,
        which works while the card is in that zone (113.6)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("a permission to cast another card")
        return CastPermission(zones=tuple(dict.fromkeys(zones)), spells=SpellFilter(self_only=True, text="this card"), text=self._source)

    def self_cast_paying(self, subject: Selector, *rest: object) -> CastPermission:
        """becomes13: "You may cast this card from your graveyard by paying {W}{U}{B}{R}{G} rather
        than paying its mana cost" (601.3; 118.9, 118.9b: the cost paid instead of the mana cost)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("a permission to cast another card")
        if not any(isinstance(r, str) and r == "rather" for r in rest):
            raise Unreadable("not 'rather than'")
        zones = tuple(dict.fromkeys(r for r in rest if isinstance(r, Zone)))
        cost = ManaCost.parse("".join(str(r) for r in rest if isinstance(r, Token) and str(r).startswith("{")))
        return CastPermission(zones=zones, spells=SpellFilter(self_only=True, text="this card"), text=self._source, instead=cost)

    def self_cast_using(self, subject: Selector, *rest: object) -> CastPermission:
        """keys15: "You may cast this card from your graveyard using its blitz ability." (601.3;
        118.9: cast this way, for its alternative cost of that keyword, 702.152a)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("a permission to cast another card")
        words = [str(r).lower() for r in rest if isinstance(r, Token) and r.type == "WORD"]
        if len(words) != 2 or words[0] != "using" or words[1] not in ALTERNATIVE_COST_RULES:
            raise Unreadable("not 'using its <alternative cost keyword> ability'")
        zones = tuple(dict.fromkeys(r for r in rest if isinstance(r, Zone)))
        return CastPermission(zones=zones, spells=SpellFilter(self_only=True, text="this card"), text=self._source, using=words[1])

    def conditional_casting_last(self, rule: object, cond: object) -> tuple[str, object, object]:
        """"<casting rule> as long as <condition>" (611.3a), read as "As long as <condition>,
        <casting rule>" is."""
        return ("as long as", cond, rule)

    def escapes_with(self, subject: Selector, *rest: object) -> EntersWithCounters:
        """"This creature escapes with a +1/+1 counter on it" (702.138c: "If this permanent
        escaped, it enters with ..."; 614.1c)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("another permanent escapes")
        count, kind = [r for r in rest if r is not None][:2]
        if not isinstance(count, int):
            raise Unreadable("X counters if escaped")
        return EntersWithCounters(str(kind), Const(count), text=self._source, if_escaped=True)

    def escapes_with_instead(self, subject: Selector, *rest: object) -> EntersWithCounters:
        """audit31: "It escapes with twelve +1/+1 counters on it instead." (Polukranos, Unchained;
        702.138c): if it escaped, these counters replace its own "enters with" ones of that kind."""
        return dataclasses.replace(self.escapes_with(subject, *rest), instead=True)

    def zone_exile(self) -> Zone:
        """"You may cast this card from exile." (Eternal Scourge; 601.3)."""
        return Zone.EXILE
