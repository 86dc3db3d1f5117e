"""statics12: "crews Vehicles / saddles Mounts as though its power were N greater" (702.122a,
702.171a): the static rule that makes a creature count more power toward a crew or saddle cost."""

from __future__ import annotations

from lark import Token, v_args

from ...abilities import CrewsAsThough
from ...selectors import Selector
from .common import TranslatorBase, Unreadable

__all__ = ["CrewingPhrases"]

# the verb and its object, as written, and the keyword whose cost they name
_VERBS = {("crews", "vehicles"): "crew", ("saddles", "mounts"): "saddle", ("stations", "permanents"): "station"}


@v_args(inline=True)
class CrewingPhrases(TranslatorBase):
    """The phrases of the statics12 block "crewing and saddling" of ``mana.lark``."""

    def crew_verb(self, verb: Token, what: Token | None = None) -> str:
        """"crews Vehicles" (702.122a), "saddles Mounts" (702.171a), "stations permanents"
        (702.184a): the keyword whose cost is named."""
        key = (str(verb).lower(), "permanents" if what is None else str(what).lower())
        if key not in _VERBS:
            raise Unreadable(f"“{verb} {what or 'permanents'}” is no keyword cost that taps creatures")
        return _VERBS[key]

    def crews_as_though(self, subject: Selector, *rest: object) -> CrewsAsThough:
        """"<subject> crews Vehicles [and ...] as though its power were N greater"."""
        *verbs, bonus = rest
        if not isinstance(bonus, int) or not all(isinstance(v, str) for v in verbs):
            raise Unreadable("not a power bonus for crew or saddle")
        return CrewsAsThough(subject, bonus, frozenset(str(v) for v in verbs), text=self._source)
