"""Type and power/toughness changes a resolving ability makes (``mana.lark``: "resolved12").

The wordings of the "becomes a ... creature" family (:mod:`.continuous`) that real cards add for
effects of resolving abilities and spells (611.2a) and, with the same words, for static abilities:

* "becomes an X/X Construct artifact creature until end of turn" (the X of the ability's cost,
  107.3) and "..., where X is the number of enchantments you control": base power and toughness
  set to an amount (613.4b), :class:`~model.abilities.SetBasePT` ``per`` that amount; a resolving
  ability's amount is fixed as it resolves (608.2h: the scenario's resolution gives it).
* "becomes an artifact creature with power and toughness each equal to its mana value" (Sydri,
  March of the Machines), "has base power and base toughness each equal to its mana value" (Zur,
  Opalescence): each affected object's base power and toughness are its own mana value (613.4b,
  202.3): :class:`~model.abilities.SetBasePT` ``own_mana_value``.
* "you may have this artifact become a 3/3 ... until end of turn": the effect the player chose to
  create (608.2d); a scenario that lists the ability as resolved says its effect is in force.
"""

from __future__ import annotations

from typing import Callable, Sequence

from lark import Token, v_args

from ...abilities import (
    UNTIL_CAST_FROM_EXILE,
    WHILE_SOURCE_ON_BATTLEFIELD,
    WHILE_SOURCE_TAPPED,
    Ability,
    CastProhibition,
    ColorChange,
    ContinuousEffect,
    LoseAbilities,
    ProhibitionThisTurn,
    SetBasePT,
    SpellFilter,
    TypeChange,
    XValue,
    while_counter,
)
from ...mana import TypeSet
from ...selectors import Selector, Who
from .common import Unreadable
from ...vocabulary import BASIC_LAND_TYPES
from .continuous import ContinuousPhrases, Effects, _Rider, _targeted, _TypeSpec

__all__ = ["ResolvedPhrases"]

Verb = Callable[[Selector, str], list[ContinuousEffect]]


@v_args(inline=True)
class ResolvedPhrases(ContinuousPhrases):
    """"an X/X ...", "power and toughness each equal to its mana value", "you may have ... become"
    (613.4b, 202.3, 608.2d, 611.2a)."""

    def type_spec_x(self, *parts: object) -> _TypeSpec:
        """"an X/X Elemental creature": the type phrase without its power and toughness, which
        :meth:`vp_type_x` sets to X."""
        rest = [p for p in parts if not (isinstance(p, Token) and p.type == "PT_XX")]
        return self.type_spec(*rest)

    def vp_type_x(self, verb: None, spec: _TypeSpec, *riders: _Rider) -> Verb:
        """"becomes an X/X ... creature": the type phrase (layers 4-6) and base power and
        toughness X/X (613.4b), X the cost's (107.3) until a where-clause says otherwise."""
        build = self.vp_type(verb, spec, *riders)
        return lambda sel, text: [*build(sel, text), SetBasePT(sel, 1, 1, text=text, per=XValue())]

    def mana_value_pt(self, *_: object) -> str:
        return "mana value"

    def vp_type_mana_value(self, verb: None, spec: _TypeSpec, *rest: object) -> Verb:
        """"becomes an artifact creature with power and toughness each equal to its mana value":
        the type phrase and each affected object's base power and toughness set to its own mana
        value (613.4b, 202.3)."""
        riders = [r for r in rest if isinstance(r, _Rider)]
        build = self.vp_type(verb, spec, *riders)
        return lambda sel, text: [*build(sel, text), SetBasePT(sel, 0, 0, text=text, own_mana_value=True)]

    def vp_base_pt_mana_value(self, *_: object) -> Verb:
        """"has base power and base toughness each equal to its mana value" (613.4b, 202.3)."""
        return lambda sel, text: [SetBasePT(sel, 0, 0, text=text, own_mana_value=True)]

    def optional_effect(self, effects: Effects) -> list[ContinuousEffect]:
        """"you may have <subject> become ...": what the player chose to do as it resolved
        (608.2d)."""
        return effects if isinstance(effects, list) else [effects]

    def optional_lasting(self, effects: Effects, duration: str) -> list[ContinuousEffect]:
        """"you may have <subject> become ... until end of turn" (608.2d, 611.2a)."""
        return self._with_duration(effects, duration)

    def optional_lasting_first(self, duration: str, effects: Effects) -> list[ContinuousEffect]:
        return self._with_duration(effects, duration)

    def until_end_of_combat(self) -> str:
        return "until end of combat"  # 511.3: the end of combat step ends it

    def until_your_next_upkeep(self) -> str:
        return "until your next upkeep"

    @staticmethod
    def _if_you_do(word: Token) -> None:
        if str(word).lower() != "do":
            raise Unreadable(f"'if you {word}'")

    def if_you_do_effect(self, word: Token, effects: Effects) -> list[ContinuousEffect]:
        """"If you do, <effect>": the optional instruction before was done (608.2d)."""
        self._if_you_do(word)
        return effects if isinstance(effects, list) else [effects]

    def if_you_do_lasting(self, word: Token, effects: Effects, duration: str) -> list[ContinuousEffect]:
        """"If you do, <effect> until end of turn" (608.2d, 611.2a)."""
        self._if_you_do(word)
        return self._with_duration(effects, duration)

    def vp_base_pt_x(self, _verb: None, _pt: Token) -> Verb:
        """"have base power and toughness X/X" (613.4b): X the cost's (107.3)."""
        return lambda sel, text: [SetBasePT(sel, 1, 1, text=text, per=XValue())]

    # ---- "for as long as ..." (611.2b) -------------------------------------------------------

    @staticmethod
    def _verb(parts: Sequence[object], expected: str) -> None:
        words = [str(p).lower() for p in parts if isinstance(p, Token) and p.type == "WORD"]
        if not words or words[-1] != expected:
            raise Unreadable(f"not '{expected}'")

    def for_as_long_as(self, duration: str) -> str:
        return duration

    def until_cast_from_exile(self, *_: object) -> str:
        """manatail14: "until this card is cast from exile" (Glamorous Outlaw; 611.2b)."""
        return UNTIL_CAST_FROM_EXILE

    def while_source_tapped(self, *parts: object) -> str:
        """"for as long as this creature remains tapped" (611.2b)."""
        self._verb(parts, "remains")
        return WHILE_SOURCE_TAPPED

    def while_source_on_battlefield(self, *parts: object) -> str:
        """"for as long as this creature remains on the battlefield" (611.2b)."""
        self._verb(parts, "remains")
        return WHILE_SOURCE_ON_BATTLEFIELD

    def until_source_leaves(self, *parts: object) -> str:
        """"until this creature leaves the battlefield" (611.2b): the same end as "for as long as
        it remains on the battlefield"."""
        self._verb(parts, "leaves")
        return WHILE_SOURCE_ON_BATTLEFIELD

    def while_it_has_counter(self, kind: str, *_: object) -> str:
        """"for as long as it has a flood counter on it" (611.2b): each affected object."""
        return while_counter(kind)

    def while_that_has_counter(self, _noun: object, kind: str, *_: object) -> str:
        """manatail14: "for as long as that land has a blight counter on it" (611.2b): the object
        the sentence is about ("it"), each affected object while it has such a counter."""
        return while_counter(kind)

    # ---- subjects of several targets and chosen land types (115.1, 305.7, 608.2d) -----------

    def any_number_subject(self, sel: Selector) -> Selector:
        """"any number of target lands you control": what the ability targeted (115.1)."""
        if not sel.text.lower().startswith("target "):
            raise Unreadable("'any number of' without a target")
        return _targeted(sel)

    def while_on_battlefield(self, _self: object, effect: object) -> object:
        """becomes13: "As long as this creature is on the battlefield, <effect>" (113.6, 611.3b: a
        permanent's static ability applies only while it is on the battlefield): the effect."""
        return effect

    def vp_color_added(self, _verb: None, colors: TypeSet) -> Verb:
        """becomes13: "becomes blue in addition to its other colors" (layer 5, 613.1e: the colours
        added to its own)."""
        return lambda sel, text: [ColorChange(sel, colors, text=text, adding=True)]

    def up_to_n_subject(self, _n: int, sel: Selector) -> Selector:
        """"up to two target lands you control": what the ability targeted (115.1)."""
        if not sel.text.lower().startswith("target "):
            raise Unreadable("'up to' without a target")
        return _targeted(sel)

    def vp_chosen_land_type_added(self, _verb: None) -> Verb:
        """"becomes the basic land type of your choice in addition to its other types" (305.7,
        205.1b): the type chosen as it resolved (the resolution's ``chosen``), added to its types."""
        return lambda sel, text: [TypeChange(sel, frozenset(), adding=True, text=text, chosen=True)]

    def vp_one_of_land_types(self, _verb: None, _a1: object, first: Token, _a2: object, second: Token) -> Verb:
        """"becomes a Plains or an Island" (305.7): one of the two basic land types, chosen as it
        resolved (608.2d; the resolution's ``chosen``); the others are excluded from the choice."""
        allowed = {str(first).capitalize(), str(second).capitalize()}
        if not allowed <= set(BASIC_LAND_TYPES) or len(allowed) != 2:
            raise Unreadable("not two basic land types")
        excluded = frozenset(BASIC_LAND_TYPES) - allowed
        return lambda sel, text: [TypeChange(sel, frozenset(), adding=False, text=text, chosen=True, excluded=excluded)]

    def vp_lose_keywords(self, _verb: None, kws: tuple[Ability, ...]) -> Verb:
        """"loses defender", "lose hexproof and indestructible" (613.1f): those keyword abilities
        only, printed or granted before (702)."""
        return lambda sel, text: [LoseAbilities(sel, text=text, keywords=kws)]

    def vp_lose_keywords_barred(self, _verb: None, kws: tuple[Ability, ...], _cant: Token, again: tuple[Ability, ...]) -> Verb:
        """grants14: "lose hexproof and can't have or gain hexproof" (613.1f): those keywords are
        removed, and any grant of them, earlier or later, is void."""
        if [str(getattr(a, "name", a)).lower() for a in kws] != [str(getattr(a, "name", a)).lower() for a in again]:
            raise Unreadable("different keywords lost and barred")
        return lambda sel, text: [LoseAbilities(sel, text=text, keywords=kws, barred=True)]

    def cast_only_more_this_turn(self, can: Token, n: int, *_: object) -> ProhibitionThisTurn:
        """cov17: "You can cast only one more spell this turn." (Irencrag Feat; 611.2a, 601.3): for
        the rest of the turn its controller can't cast a spell once ``n`` were cast after it
        resolved."""
        if str(can).lower() != "can":
            raise Unreadable(f"'you {can} cast only'")
        prohibition = CastProhibition(Who.YOU, SpellFilter(text="spells"), most=n, text=self._source, after_resolving=True)
        return ProhibitionThisTurn(prohibition, text=self._source)

    def cast_prohibition_this_turn(self, players: Who, _cant: Token, spells: SpellFilter) -> ProhibitionThisTurn:
        """"Your opponents can't cast spells this turn." (611.2a, 601.3, 101.2): for the rest of the
        turn, relative to the resolving spell's controller."""
        if spells.caster is not Who.ANY:
            raise Unreadable("a caster inside a prohibition's spells")
        return ProhibitionThisTurn(CastProhibition(players, spells, text=self._source), text=self._source)
