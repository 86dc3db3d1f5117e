"""audit24: rules that change how often and when loyalty abilities may be activated (606.3):
"twice each turn rather than only once" (Oath of Teferi), "on any player's turn any time you could
cast an instant" (Teferi, Master of Time), "one of its loyalty abilities once this turn as though
none of its loyalty abilities have been activated this turn" (The Chain Veil)."""

from __future__ import annotations

from lark import Token, v_args

from ...abilities import LoyaltyRule
from ...selectors import Relation, Selector
from .common import TranslatorBase, Unreadable

__all__ = ["LoyaltyRulePhrases"]


def _planeswalkers(what: Selector) -> Selector:
    """The permanents whose loyalty abilities the rule is about: planeswalkers (606.1), or the
    card itself ("~")."""
    if what.card_types and "Planeswalker" not in what.card_types:
        raise Unreadable("loyalty abilities of something other than planeswalkers")
    return what


@v_args(inline=True)
class LoyaltyRulePhrases(TranslatorBase):
    """The phrases of the audit24 block "loyalty abilities more often or at instant speed"."""

    def loyalty_twice(self, *parts: object) -> LoyaltyRule:
        """"You may activate the loyalty abilities of <planeswalkers> twice each turn rather than
        only once." (606.3: the once-each-turn limit becomes twice)."""
        words = [str(p).lower() for p in parts if isinstance(p, str)]
        what = next((p for p in parts if isinstance(p, Selector)), None)
        if what is None or words[:1] != ["loyalty"] or "rather" not in words:
            raise Unreadable("not the loyalty abilities' limit")
        return LoyaltyRule(_planeswalkers(what), times=2, text=self._source)

    def loyalty_as_instant(self, loyalty: Token, what: Selector, *rest: Token) -> LoyaltyRule:
        """"You may activate loyalty abilities of ~ on any player's turn any time you could cast an
        instant." (606.3's timing becomes an instant's, 307.1; still once each turn)."""
        words = [str(t).lower() for t in rest if t.type == "WORD"]
        if (str(loyalty).lower(), words) != ("loyalty", ["time"]):
            raise Unreadable("not loyalty abilities at instant speed")
        return LoyaltyRule(_planeswalkers(what), instant=True, text=self._source)

    def loyalty_own_as_instant(self, *words: Token) -> LoyaltyRule:
        """"you may activate her loyalty abilities any time you could cast an instant" (The
        Wandering Emperor, under "As long as ~ entered this turn"): this permanent's own loyalty
        abilities at an instant's timing (606.3, 307.1; still once each turn)."""
        got = [str(w).lower() for w in words]  # "her" and "its" are the grammar's own words (not kept)
        if got[:1] == ["his"]:
            got = got[1:]
        if got != ["loyalty", "time"]:
            raise Unreadable("not its own loyalty abilities at instant speed")
        return LoyaltyRule(Selector(relation=Relation.SELF, text="this permanent"), instant=True, text=self._source)

    def loyalty_once_more(self, what: Selector, loyalty: Token, none: Token, loyalty2: Token) -> LoyaltyRule:
        """"For each <planeswalker>, you may activate one of its loyalty abilities once this turn as
        though none of its loyalty abilities have been activated this turn." (606.3: one more
        activation this turn; 611.2c: a rule, so it applies to each such planeswalker as its
        ability is activated, not only to those there as it resolved)."""
        if (str(loyalty).lower(), str(none).lower(), str(loyalty2).lower()) != ("loyalty", "none", "loyalty"):
            raise Unreadable("not one more loyalty activation")
        return LoyaltyRule(_planeswalkers(what), extra=1, duration="this turn", text=self._source)
