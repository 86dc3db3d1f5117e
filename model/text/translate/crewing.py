"""statics12: "crews Vehicles / saddles Mounts as though its power were N greater" (702.122a,
702.171a): the static rule that makes a creature count more power toward a crew or saddle cost;
keys15: "can boast twice during each of your turns rather than once" (702.142a); powerup: "Each
power-up ability of permanents you control can be activated an additional time" (702.193)."""

from __future__ import annotations

from lark import Token, v_args

from ...abilities import ActivatedAdditionalTime, BoastTwice, CantCrew, CrewsAsThough
from ...selectors import Relation, Selector
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

    def crews_using_toughness(self, subject: Selector, *rest: object) -> CrewsAsThough:
        """audit30: "<subject> crews Vehicles [and saddles Mounts] using its toughness rather than
        its power" (Giant Ox, Interface Ace): its toughness, not its power, counts toward the total
        power a crew or saddle cost asks (702.122a, 702.171a, 208.1)."""
        *verbs, using, _rather = rest
        if str(using).lower() != "using" or not all(isinstance(v, str) for v in verbs):
            raise Unreadable("not a crew or saddle cost paid with toughness")
        return CrewsAsThough(subject, 0, frozenset(str(v) for v in verbs), text=self._source, toughness=True)

    def cant_attack_block_crew(self, subject: Selector, _cant: Token, *words: Token) -> CantCrew:
        """audit30: "<subject> can't attack, block, or crew Vehicles" (Revoke Privileges): it can't
        be tapped to pay a crew cost (702.122a); attacking and blocking no mana rule consults."""
        if [str(w).lower() for w in words] != ["attack", "block", "crew", "vehicles"]:
            raise Unreadable("not “can't attack, block, or crew Vehicles”")
        return CantCrew(subject, text=self._source)

    def boast_twice(self, subject: Selector, can: Token, verb: Token, rather: Token) -> BoastTwice:
        """keys15: "<creatures> can boast twice during each of your turns rather than once." (702.142a:
        the once-each-turn limit of their boast abilities is twice during its controller's turns)."""
        if (str(can).lower(), str(verb).lower(), str(rather).lower()) != ("can", "boast", "rather"):
            raise Unreadable("not the boast limit")
        if subject.relation is not Relation.NONE or "Creature" not in subject.card_types:
            raise Unreadable("boasting of something other than a kind of creatures")
        return BoastTwice(subject, text=self._source)

    def ability_additional_time(self, word: Token, subject: Selector, can: Token, time: Token) -> ActivatedAdditionalTime:
        """powerup: "Each power-up ability of permanents you control can be activated an additional
        time." (Wonder Man, Hollywood Hero): the once-only limit of that keyword's abilities
        ("Activate each power-up ability only once.", 702.193) is raised by one (602.5b). Only a
        keyword whose abilities are limited to once is read."""
        if (str(can).lower(), str(time).lower()) != ("can", "time"):
            raise Unreadable("not an additional activation")
        if str(word).lower() != "power-up":
            raise Unreadable(f"{word} abilities: no keyword whose abilities are limited to once")
        return ActivatedAdditionalTime(str(word).lower(), subject, text=self._source)
