"""Continuous effects of static abilities (``mana.lark``: "continuous effects"): "Nonbasic lands are
Mountains" (Blood Moon), "Each land is a Swamp in addition to its other land types" (Urborg),
"Nonland permanents are white" (Celestial Dawn), "Lands you control have "{T}: Add one mana of any
color."" (Chromatic Lantern), "As long as <condition>, <effect>" (611.3a).

Land types (205.3i, the list of :mod:`model.vocabulary`): setting them removes the old land types
and the rules-text abilities (305.7, layer 4: 613.1d); colours are layer 5 (613.1e), granted
abilities layer 6 (613.1f); a quoted ability is read by the same reader as printed text.
"""

from __future__ import annotations

import dataclasses
import re
from itertools import chain
from dataclasses import dataclass
from typing import Callable, Sequence, Union

from lark import Token, v_args

from ...abilities import (
    ActivatedAbility,
    BecomesCopy,
    Ability,
    AsThoughHaste,
    CantActivate,
    CantBeSacrificed,  # bans19
    HexproofIgnored,  # s13
    ColorChange,
    Compare,
    ContinuousEffect,
    Exists,
    GrantAbilities,
    HasCounters,
    Keyword,
    LoseAbilities,
    ModifyPT,
    Paired,
    TopOfLibrary,
    SetBasePT,
    TypeChange,
    CHOSEN_COLOR_QUALITY,
    COLOR_OF_CHOICE_QUALITY,
    COLORS_OF_YOUR_PERMANENTS_QUALITY,
    Protection,
    EntersAsChoice,
    SpellColors,
    SpellFilter,
)
from ...mana import ALL_COLORS, ManaType, TypeSet
from ...selectors import SELF, Relation, Selector, Who
from ...vocabulary import BASIC_LAND_TYPES, CARD_TYPES, LAND_TYPES, SUPERTYPES
from .common import TranslatorBase, Unreadable
from .selectors import singular_subtype


@dataclass(frozen=True, slots=True)
class _TypeSpec:
    """"a 1/1 black Elemental creature": what a type phrase gives (205.1, 613.1d-e, 613.4b)."""

    pt: tuple[int, int] | None = None
    colors: TypeSet | None = None
    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class _Rider:
    """What follows a type phrase: "with flying", "with base power and toughness 1/1", "with all
    creature types", "that's still a land" / "in addition to its other types" (205.1b)."""

    keywords: tuple[Ability, ...] = ()
    pt: tuple[int, int] | None = None
    all_creature_types: bool = False
    retains: bool = False
    colors_too: bool = False
    creature_types_only: bool = False  # types15: "in addition to its other creature types"


Verb = Callable[[Selector, str], list[ContinuousEffect]]
"""A verb phrase waiting for its subject (and the sentence's text): the effects it states."""

Effects = Union[list[ContinuousEffect], ContinuousEffect]

_LOSE_OTHER_TYPES = re.compile(r"\bloses? all other (?:abilities, )?card types\b", re.IGNORECASE)


def _targeted(sel: Selector) -> Selector:
    """"target land ...": the permanent the ability targeted (115.1), whatever verb follows."""
    if sel.text.lower().startswith("target ") and sel.relation is Relation.NONE:
        return dataclasses.replace(sel, relation=Relation.TARGET)
    return sel


_ACTIVATED_KEYWORDS = frozenset({"equip", "fortify", "reconfigure"})
"""becomes13: keywords whose line is read as the activated ability it stands for (702.6a, 702.67a,
702.151a), granted "with" them as that ability."""


def _pt(tok: Token) -> tuple[int, int]:
    p, t = str(tok).split("/")
    return int(p), int(t)


@v_args(inline=True)
class ContinuousPhrases(TranslatorBase):
    """Land-type changes, colour changes, granted abilities and the static sentences that hold
    them (305.7, 613, 611.3a)."""

    def be_verb(self, *_: object) -> None:
        return None

    def have_verb(self, *_: object) -> None:
        return None

    def land_types(self, *words: object) -> frozenset[str]:
        types = frozenset(singular_subtype(str(w)) for w in words if isinstance(w, Token))
        if not types <= LAND_TYPES:
            # "Eldrazi you control are Slivers in addition to their other types": other subtypes
            # (205.3), capitalised in Oracle text; none of them a card type or a land type
            if types & LAND_TYPES or types & CARD_TYPES or not all(t[:1].isupper() for t in types):
                raise Unreadable(f"not land types: {sorted(types - LAND_TYPES)}")
        return types

    def every_basic_land_type(self) -> frozenset[str]:
        return frozenset(BASIC_LAND_TYPES)

    def type_addition(self, *_: object) -> bool:
        return True

    def type_change(self, sel: Selector, _be: None, types: frozenset[str], *adding: bool) -> TypeChange:
        if not types <= LAND_TYPES:
            # other subtypes (creature types ...): 205.1a sets those of their kind, 205.1b adds
            return TypeChange(_targeted(sel), types, adding=bool(adding), text=self._source)
        if "Land" not in sel.card_types and not (sel.subtypes & LAND_TYPES):
            raise Unreadable("land types given to something that is not a land")
        return TypeChange(_targeted(sel), types, adding=bool(adding), text=self._source)

    def colors(self, *types: ManaType) -> TypeSet:
        return TypeSet.of(t for t in types if t is not ManaType.C)

    def all_colors(self) -> TypeSet:
        return ALL_COLORS

    def color_change(self, sel: Selector, _be: None, colors: TypeSet) -> ColorChange:
        return ColorChange(_targeted(sel), colors, text=self._source)

    def chosen_color_change(self, sel: Selector, _be: None) -> ColorChange:
        """"Enchanted land is the chosen color." (layer 5): the colour chosen for its source."""
        return ColorChange(sel, TypeSet(0), text=self._source, chosen=True)

    def grant(self, sel: Selector, _have: None, *quoted: str) -> GrantAbilities:
        abilities: tuple[Ability, ...] = ()
        for q in quoted:
            abilities += self._read_quoted(q)
        return GrantAbilities(_targeted(sel), abilities, text=self._source)

    def static_sentence(self, effect: object) -> object:
        _no_that_card(effect)
        return effect

    # ---- subjects and verb phrases (613.1d-g, 205.1, 611.2a) -------------------------------

    def effect_subject(self, sel: Selector) -> Selector:
        # "target land becomes ...": the permanent the ability targeted (115.1), named by the
        # scenario's resolution of the ability
        return _targeted(sel)

    def subject_effects(self, sel: Selector, verbs: list[Verb]) -> list[ContinuousEffect]:
        out: list[ContinuousEffect] = []
        for verb in verbs:
            out.extend(verb(sel, self._source))
        if not out:
            raise Unreadable("no effect")
        if any(isinstance(e, GrantAbilities) and e.this_ability for e in out):
            # copies14: "becomes a copy of ..., except its name is ~ and it has this ability": the
            # last verb may be read as the subject's own; it is the copy's exception (707.9b)
            copies = [e for e in out if isinstance(e, BecomesCopy)]
            if len(copies) != 1:
                raise Unreadable("'has this ability' outside the exception of a copy effect")
            out = [dataclasses.replace(e, keeps_ability=True) if isinstance(e, BecomesCopy) else e for e in out if not (isinstance(e, GrantAbilities) and e.this_ability)]
        if _LOSE_OTHER_TYPES.search(re.sub(r'"[^"]*"', '""', self._source)):
            # audit20, 205.1a: "loses all other card types" overrides "artifact creature"'s
            # keeping of the prior types (205.1b): the types of the sentence are set
            out = [dataclasses.replace(e, adding=False) if isinstance(e, TypeChange) and e.adding and e.card_types else e for e in out]
        if _LOSE_OTHER_TYPES.search(re.sub(r'"[^"]*"', '""', self._source)) and not any(
            isinstance(e, TypeChange) and not e.adding and e.card_types for e in out
        ):
            # "loses all other card types" means something only beside the phrase that sets them
            # (205.1a); alone it would remove types this reading cannot name
            raise Unreadable("'loses all other card types' without the card types it keeps")
        return out

    def effect_verbs(self, *verbs: Verb) -> list[Verb]:
        return list(verbs)

    def become_verb(self, *_: object) -> None:
        return None

    def lose_verb(self, *_: object) -> None:
        return None

    def other(self, *_: object) -> bool:
        return True

    def PT(self, tok: Token) -> Token:
        return tok

    def tw_card_type(self, name: str | None) -> tuple[str, str]:
        if not name:
            raise Unreadable("'permanent' is not a card type")
        return ("card", name)

    def tw_subtype(self, word: Token) -> tuple[str, str]:
        w = str(word)
        if not w[:1].isupper():
            raise Unreadable(f"not a subtype: {w!r}")  # Oracle text capitalises subtypes (205.3)
        return ("sub", singular_subtype(w))

    def tw_legendary(self) -> tuple[str, str]:
        return ("super", "Legendary")

    def tw_snow(self) -> tuple[str, str]:
        return ("super", "Snow")

    def type_words(self, *words: tuple[str, str]) -> tuple[tuple[str, str], ...]:
        return words

    def type_words_also(self, *words: tuple[str, str]) -> tuple[tuple[str, str], ...]:
        """audit17: "... and Forest lands": the words of a second type phrase (205.1a: an object
        may have several types; each phrase's types are given to the same objects)."""
        return words

    def type_spec(self, *parts: object) -> _TypeSpec:
        pt = next((_pt(p) for p in parts if isinstance(p, Token) and p.type == "PT"), None)
        colors = next((p for p in parts if isinstance(p, TypeSet)), None)
        # type_words, and those of a second type phrase joined by "and" (type_words_also): both apply
        words: tuple[tuple[str, str], ...] = tuple(chain.from_iterable(p for p in parts if isinstance(p, tuple)))
        spec = _TypeSpec(
            pt=pt,
            colors=colors,
            card_types=frozenset(w for k, w in words if k == "card"),
            subtypes=frozenset(w for k, w in words if k == "sub"),
            supertypes=frozenset(w for k, w in words if k == "super"),
        )
        if spec.card_types - CARD_TYPES or spec.supertypes - SUPERTYPES:
            raise Unreadable("not a type")
        if spec.subtypes & CARD_TYPES:
            raise Unreadable("a card type where a subtype should be")
        return spec

    def granted_keyword(self, *words: Token) -> Ability:
        text = " ".join(str(w) for w in words)
        got = self._read_quoted(text[:1].upper() + text[1:])  # read as a keyword line (702)
        if len(got) != 1 or not isinstance(got[0], Keyword):
            raise Unreadable(f"not a keyword ability: {text!r}")
        return got[0]

    def keyword_list(self, *kws: Ability | tuple[Ability, ...]) -> tuple[Ability, ...]:
        return tuple(k for item in kws for k in (item if isinstance(item, tuple) else (item,)))

    def protection_keyword_two(self, first: str, second: str) -> tuple[Ability, ...]:
        """among17: "..., haste, and protection from black and from red" (Akroma's Memorial):
        two protection abilities at the end of a list (702.16a)."""
        return (self.protection_keyword(first), self.protection_keyword(second))

    def rider_keywords(self, kws: tuple[Ability, ...]) -> _Rider:
        return _Rider(keywords=kws)

    def rider_base_pt(self, pt: Token) -> _Rider:
        return _Rider(pt=_pt(pt))

    def rider_all_creature_types(self) -> _Rider:
        return _Rider(all_creature_types=True)

    def rider_still(self, *_: object) -> _Rider:
        return _Rider(retains=True)  # 205.1b: "that's still a land"

    def rider_in_addition(self, *words: object) -> _Rider:
        colors_too = "colors" in self._source.lower()
        return _Rider(retains=True, colors_too=colors_too)  # 205.1b: "in addition to its other types"

    def rider_in_addition_creature(self) -> _Rider:
        """types15: "in addition to its other creature types" (205.1b): only creature types are
        added (205.3d), the rest stays; :meth:`vp_type` checks the type phrase names no other."""
        return _Rider(retains=True, creature_types_only=True)

    def vp_type(self, _verb: None, spec: _TypeSpec, *riders: _Rider) -> Verb:
        """"is/are/becomes a <type phrase> [riders]": layer 4 (types), 5 (colour), 6 (keywords),
        7b (base power and toughness)."""
        retains = any(r.retains for r in riders) or {"Artifact", "Creature"} <= spec.card_types  # 205.1b
        pts = [p for p in [spec.pt] + [r.pt for r in riders] if p is not None]
        keywords = tuple(k for r in riders for k in r.keywords)
        all_ct = any(r.all_creature_types for r in riders)
        colors_too = any(r.colors_too for r in riders)
        if len(pts) > 1:
            raise Unreadable("two power/toughness values")
        if any(r.creature_types_only for r in riders) and (spec.card_types or spec.supertypes or spec.colors is not None or spec.subtypes & LAND_TYPES):
            raise Unreadable("'in addition to its other creature types' after more than creature types")

        def build(sel: Selector, text: str) -> list[ContinuousEffect]:
            out: list[ContinuousEffect] = [
                TypeChange(sel, spec.subtypes, adding=retains, text=text, card_types=spec.card_types, supertypes=spec.supertypes, all_creature_types=all_ct)
            ]
            if spec.colors is not None:
                out.append(ColorChange(sel, spec.colors, text=text, adding=colors_too))
            if keywords:
                out.append(GrantAbilities(sel, keywords, text=text))
            if pts:
                out.append(SetBasePT(sel, pts[0][0], pts[0][1], text=text))
            return out

        return build

    def vp_keywords(self, _verb: None, kws: tuple[Ability, ...]) -> Verb:
        return lambda sel, text: [GrantAbilities(sel, kws, text=text)]

    def vp_quoted(self, _verb: None, *quoted: str) -> Verb:
        abilities: tuple[Ability, ...] = ()
        for q in quoted:
            abilities += self._read_quoted(q)
        return lambda sel, text: [GrantAbilities(sel, abilities, text=text)]

    def vp_base_pt(self, _verb: None, pt: Token) -> Verb:
        p, t = _pt(pt)
        return lambda sel, text: [SetBasePT(sel, p, t, text=text)]

    def vp_all_creature_types(self, _verb: None) -> Verb:
        return lambda sel, text: [TypeChange(sel, frozenset(), adding=True, text=text, all_creature_types=True)]

    def vp_modify_pt(self, tok: Token) -> Verb:
        p, t = (int(x.replace("−", "-")) for x in str(tok).split("/"))
        return lambda sel, text: [ModifyPT(sel, p, t, text=text)]

    def vp_lose_all(self, _verb: None, *other: bool) -> Verb:
        return lambda sel, text: [LoseAbilities(sel, other=bool(other), text=text)]

    def vp_lose_land_types(self, _verb: None) -> Verb:
        """manatail14: "loses all land types" (205.3i, 613.1d): the land subtypes go, the card
        types stay (it is still a land, with no land type)."""
        return lambda sel, text: [TypeChange(sel, frozenset(), adding=False, lose_land_types=True, text=text)]

    def vp_lose_land_types_and_abilities(self, _verb: None) -> Verb:
        """manatail14: "loses all land types and abilities" (Lithoform Blight, Alpine Moon): its
        land types (layer 4) and every ability (layer 6, 613.1f; 305.6: the intrinsic mana
        abilities of its basic land types too); abilities the same sentence grants come after."""
        return lambda sel, text: [TypeChange(sel, frozenset(), adding=False, lose_land_types=True, text=text), LoseAbilities(sel, other=True, text=text)]

    def vp_lose_all_but_mana(self, _verb: None, word: Token) -> Verb:
        """"lose all abilities except mana abilities" (Blood Sun): 613.1f, keeping the abilities
        that are mana abilities (605.1a-b)."""
        if str(word).lower() != "except":
            raise Unreadable(f"'lose all abilities {word} mana abilities'")
        return lambda sel, text: [LoseAbilities(sel, except_mana=True, text=text)]

    def vp_as_though(self, can: Token, verb: Token, *rest: Token) -> Verb:
        """"can attack [and {T}] as though it had haste" (302.6, 702.10)."""
        words = [str(w).lower() for w in rest if isinstance(w, Token) and w.type == "WORD"]
        if str(can).lower() != "can" or str(verb).lower() != "attack" or words[-2:] != ["had", "haste"]:
            raise Unreadable("not 'as though it had haste'")
        tap = any(isinstance(w, Token) and w.type == "TAP" for w in rest)
        return lambda sel, text: [AsThoughHaste(sel, tap=tap, text=text)]

    # ---- type, colour and ability changes of real cards (mana.lark: "type, colour and ability
    # changes"): man-lands, Imprisoned in the Moon, colour and land-type choices (613.1d-f) ------

    def first_strike_keyword(self) -> Ability:
        """"first strike" ("first" is a word of the grammar's own, so it is not a WORD)."""
        return self.granted_keyword(Token("WORD", "first"), Token("WORD", "strike"))

    def double_strike_keyword(self) -> Ability:
        """"double strike" ("strike" is a word of the grammar's own, for "first strike")."""
        return self.granted_keyword(Token("WORD", "double"), Token("WORD", "strike"))

    def type_spec_legendary_first(self, *parts: object) -> _TypeSpec:
        """"a legendary 8/12 Spirit creature": the supertype before the power and toughness."""
        spec = self.type_spec(*parts)
        return dataclasses.replace(spec, supertypes=spec.supertypes | {"Legendary"})

    def costed_keyword(self, word: Token, *costs: Token) -> Ability:
        """A keyword with a mana cost after it: "ward {2}", "equip {1}" (702.21, 702.6)."""
        text = str(word) + " " + "".join(str(c) for c in costs)
        got = self._read_quoted(text[:1].upper() + text[1:])  # read as a keyword line (702)
        if len(got) == 1 and isinstance(got[0], ActivatedAbility) and str(word).lower() in _ACTIVATED_KEYWORDS:
            return got[0]  # becomes13: "with equip {2}" (702.6a: the keyword is the activated ability it stands for)
        if len(got) != 1 or not isinstance(got[0], Keyword):
            raise Unreadable(f"not a keyword ability: {text!r}")
        return got[0]

    def _quoted_abilities(self, quoted: Sequence[object]) -> tuple[Ability, ...]:
        abilities: tuple[Ability, ...] = ()
        for q in quoted:
            if isinstance(q, str):
                abilities += self._read_quoted(q)
        return abilities

    def rider_quoted(self, *quoted: str) -> _Rider:
        """"with "{T}: Add {C}"" (613.1f: the abilities the type change gives, layer 6)."""
        return _Rider(keywords=self._quoted_abilities(quoted))

    def rider_keywords_quoted(self, kws: tuple[Ability, ...], *quoted: str) -> _Rider:
        """"with menace and "Whenever this creature attacks, ..."": keywords and quoted abilities."""
        return _Rider(keywords=kws + self._quoted_abilities(quoted))

    def rider_keywords_all_types(self, kws: tuple[Ability, ...]) -> _Rider:
        """"with vigilance and all creature types" (205.3m, 613.1f)."""
        return _Rider(keywords=kws, all_creature_types=True)

    def vp_color(self, _verb: None, colors: TypeSet) -> Verb:
        """"becomes blue", "become black and green" (layer 5, 613.1e: the colours are set)."""
        return lambda sel, text: [ColorChange(sel, colors, text=text)]

    def vp_chosen_colors(self, _verb: None) -> Verb:
        """"becomes the color or colors of your choice" (layer 5): the colours chosen as the
        ability resolved, which the scenario's resolution gives (``chosen``)."""
        return lambda sel, text: [ColorChange(sel, TypeSet(0), text=text, chosen=True)]

    def vp_chosen_land_type(self, _verb: None) -> Verb:
        """"becomes the basic land type of your choice" (layer 4, 305.7: the land types are set and
        its rules text's abilities are lost): the type chosen as the ability resolved, which the
        scenario's resolution gives (``chosen``)."""
        return lambda sel, text: [TypeChange(sel, frozenset(), adding=False, text=text, chosen=True)]

    def vp_lose_other_types_and_abilities(self, _verb: None) -> Verb:
        """"loses all other card types and abilities" (Imprisoned in the Moon): the card types
        are those the same sentence sets (205.1a: "is a colorless land" already replaces them,
        :meth:`subject_effects` checks it is there); the abilities are all but those the same
        effect gives (613.1f)."""
        return lambda sel, text: [LoseAbilities(sel, other=True, text=text)]

    def vp_lose_other_abilities_and_types(self, _verb: None) -> Verb:
        """audit20: "loses all other abilities, card types, and creature types" (Darksteel
        Mutation): every ability but those the same effect gives (613.1f); the card types and
        creature types are those the same sentence sets (205.1a; :meth:`subject_effects` makes
        its type phrase set them and checks it is there)."""
        return lambda sel, text: [LoseAbilities(sel, other=True, text=text)]

    def vp_lose_other_types(self, _verb: None) -> Verb:
        """"loses all other card types": what the card-type-setting phrase of the same sentence
        does already (205.1a), so no effect of its own; :meth:`subject_effects` checks the phrase
        is there."""
        return lambda sel, text: []

    def vp_type_poss(self, _poss: Token, spec: _TypeSpec, *riders: _Rider) -> Verb:
        """"it's a land" (Arixmethes: "As long as ~ has a slumber counter on it, it's a land."):
        as "is a land" (205.1a)."""
        return self.vp_type(None, spec, *riders)

    def cond_self_has_counters(self, _of: Selector, bound: tuple[Compare, int], kind: str, *_: object) -> HasCounters:
        """"as long as ~ has a slumber counter on it" (611.3a): its own counters."""
        if bound[0] is not Compare.AT_LEAST:
            raise Unreadable("a bound other than 'N or more'")
        return HasCounters(kind, at_least=bound[1])

    def cond_self_has_any_counters(self, _of: Selector, bound: tuple[Compare, int], *_: object) -> HasCounters:
        """types15: "as long as ~ has two or more counters on it" (611.3a, 122.1): its counters of
        every kind, counted together (``kind`` "")."""
        if bound[0] is not Compare.AT_LEAST:
            raise Unreadable("a bound other than 'N or more'")
        return HasCounters("", at_least=bound[1])

    def up_to_one_subject(self, sel: Selector) -> Selector:
        """"Up to one target land you control becomes ...": what the ability targeted (115.1; the
        scenario's resolution names it)."""
        if not sel.text.lower().startswith("target "):
            raise Unreadable("'up to one' without a target")
        return _targeted(sel)

    def that_subject(self, name: str | None) -> Selector:
        """"that creature", "that land": an object the ability named before; the reader makes it
        definite from the text before the sentence (its target, 115.1) or leaves it unread. Until
        then it selects only a target, never every permanent of the type."""
        return Selector(card_types=frozenset({name}) if name else frozenset(), relation=Relation.TARGET, text=f"that {(name or 'permanent').lower()}")

    def they_subject(self) -> Selector:
        """"They gain haste until end of turn": as :meth:`that_subject`."""
        return Selector(relation=Relation.TARGET, text="they")

    def chosen_subject(self, name: str | None) -> Selector:
        """cov17: "the chosen permanents" (Kitesail Larcenist): as "those permanents"
        (:meth:`those_subject`), the objects an earlier instruction chose (the reader makes them
        definite: the ability's targets, 115.1)."""
        return Selector(card_types=frozenset({name}) if name else frozenset(), relation=Relation.TARGET, text=f"the chosen {(name or 'permanent').lower()}s")

    def those_subject(self, word: Token, name: str | None) -> Selector:
        """grants13: "Those creatures gain haste until end of turn." (Twist Allegiance): the
        objects an earlier instruction of the ability named, as "they" (:meth:`they_subject`); the
        reader makes it definite (the ability's targets, 115.1, or the objects its resolution
        lists, 608.2c, 611.2c) or leaves the sentence unread."""
        w = str(word).lower()
        if w == "both" and name == "Creature":
            # refs15: "both creatures have haste" (soulbond): as "those", made the paired creatures
            # by the condition "as long as this creature is paired ..." (conditional_static)
            return Selector(card_types=frozenset({name}), relation=Relation.TARGET, text=PAIRED_SUBJECTS[0])
        if w != "those":
            raise Unreadable(f"not 'those': {word!r}")
        return Selector(card_types=frozenset({name}) if name else frozenset(), relation=Relation.TARGET, text=f"those {(name or 'permanent').lower()}s")

    def each_of_those_subject(self, word: Token, name: str | None) -> Selector:
        """refs15: "each of those creatures has "..."" (soulbond, 702.95b): as "both creatures"
        (:meth:`those_subject`)."""
        if str(word).lower() != "those" or name != "Creature":
            raise Unreadable(f"'each of {word} {name}'")
        return Selector(card_types=frozenset({name}), relation=Relation.TARGET, text=PAIRED_SUBJECTS[1])

    def effect_verbs_it(self, *verbs: Verb) -> list[Verb]:
        """"..., and it loses all other abilities": the subject repeated as a pronoun."""
        return list(verbs)

    def unless_mana(self, *_: object) -> bool:
        return True

    def cant_activate(self, sel: Selector, *rest: object) -> CantActivate:
        """"Activated abilities of <permanents> can't be activated [unless they're mana abilities]"
        (602.5)."""
        return CantActivate(sel, except_mana=any(r is True for r in rest), text=self._source)

    def hexproof_ignored(self, sel: Selector, can: Token, didn: Token, hexproof: Token) -> HexproofIgnored:
        """s13: "your opponents and <permanents> can be the targets of spells and abilities you
        control as though they didn't have hexproof" (Detection Tower; 702.11b)."""
        if str(can).lower() != "can" or str(didn).lower() != "didn" or str(hexproof).lower() != "hexproof":
            raise Unreadable(f"'as though they {didn}'t have {hexproof}'")
        return HexproofIgnored(sel, text=self._source)

    def vp_cant_be_sacrificed(self, _cant: Token) -> Verb:
        """bans19: "<permanents> can't be sacrificed." (701.21a): no sacrifice cost is paid with
        them (118.3)."""
        return lambda sel, text: [CantBeSacrificed(sel, text=text)]

    # ---- durations (611.2a) ----------------------------------------------------------------

    def until_end_of_turn(self) -> str:
        return "until end of turn"

    def until_your_next_turn(self) -> str:
        return "until your next turn"

    def until_next_untap(self, *_: object) -> str:
        return "until its controller's next untap step"

    def this_turn(self) -> str:
        return "this turn"

    @staticmethod
    def _with_duration(effects: Effects, duration: str) -> list[ContinuousEffect]:
        items = effects if isinstance(effects, list) else [effects]
        out: list[ContinuousEffect] = []
        for e in items:
            if not hasattr(e, "duration"):
                raise Unreadable("a duration on an effect that has none")
            out.append(dataclasses.replace(e, duration=duration))
        return out

    def lasting_first(self, duration: str, effects: Effects) -> list[ContinuousEffect]:
        _no_that_card(effects)
        return self._with_duration(effects, duration)

    def lasting_last(self, effects: Effects, duration: str) -> list[ContinuousEffect]:
        _no_that_card(effects)
        return self._with_duration(effects, duration)

    def static_effect(self, effect: object) -> object:
        return effect

    def conditional_static(self, cond: object, effect: object) -> tuple[str, object, object]:
        """"As long as <condition>, <effect>" (611.3a). "it" is the condition's subject when that is
        another permanent ("As long as enchanted permanent is a land, it has ..."). refs15: after
        "As long as this creature is paired with another creature", "both creatures" and "each of
        those creatures" are the permanent and the creature it is paired with (702.95b)."""
        if isinstance(cond, Paired):
            effect = _paired_subjects(effect)
        if isinstance(cond, TopOfLibrary):
            effect = _top_card_abilities(effect)
        _no_that_card(effect)
        if (
            isinstance(effect, GrantAbilities)
            and effect.affected.relation is Relation.SELF
            and effect.affected.text.lower() == "it"
            and isinstance(cond, Exists)
            and cond.what.relation in (Relation.ENCHANTED, Relation.EQUIPPED)  # static11: "equipped creature is legendary, it has ..."
        ):
            effect = dataclasses.replace(effect, affected=_attached_subject(cond.what))
        if isinstance(effect, list) and isinstance(cond, Exists) and cond.what.relation in (Relation.ENCHANTED, Relation.EQUIPPED):
            # tail10: "it gets +1/+3 and has reach and "{T}: Add {G}{G}."" (Careful Cultivation):
            # every verb's "it" is the enchanted permanent, as above (static11: or the equipped one)
            enchanted = _attached_subject(cond.what)
            effect = [
                dataclasses.replace(e, affected=enchanted)
                if getattr(getattr(e, "affected", None), "relation", None) is Relation.SELF and e.affected.text.lower() == "it"
                else e
                for e in effect
            ]
        return ("as long as", cond, effect)

    def conditional_static_last(self, effect: object, cond: object) -> tuple[str, object, object]:
        """"<effect> as long as <condition>" (611.3a): the same as with the condition first. A
        condition on "it" (counters10: "as long as it's untapped") is on the effect's subject:
        the permanent itself, or the one it enchants or equips."""
        if isinstance(cond, Exists) and cond.what.relation is Relation.SELF and cond.what.text.lower().startswith("it"):
            subjects = {e.affected for e in (effect if isinstance(effect, list) else [effect]) if isinstance(e, (GrantAbilities, TypeChange))}
            subject = next(iter(subjects)) if len(subjects) == 1 else None
            if subject is None or subject.relation not in (Relation.SELF, Relation.ENCHANTED, Relation.EQUIPPED):
                raise Unreadable("a condition on 'it' whose subject the sentence does not name")
            if subject.relation is not Relation.SELF:
                cond = Exists(dataclasses.replace(cond.what, relation=subject.relation, card_types=subject.card_types))
        return self.conditional_static(cond, effect)


    # ---- enters10: protection granted (702.16a) ------------------------------------------------

    def protection_keyword(self, quality: str) -> Ability:
        """"protection from red" / "from the chosen color" / "from the color of your choice"
        (702.16a): the quality as the targets of spells consult it (702.16b); a chosen colour is
        made definite by the layer system from the granting permanent's ``chosen_color`` or the
        resolution's ``chosen``."""
        return Protection(quality, text=f"protection from {quality}")

    def pq_color(self, t: ManaType) -> str:
        if t is ManaType.C:
            raise Unreadable("protection from colorless is not a colour")
        return {ManaType.W: "white", ManaType.U: "blue", ManaType.B: "black", ManaType.R: "red", ManaType.G: "green"}[t]

    def pq_chosen(self) -> str:
        return CHOSEN_COLOR_QUALITY

    def pq_your_choice(self) -> str:
        return COLOR_OF_CHOICE_QUALITY

    def pq_colors_of_your_permanents(self) -> str:
        """types15: "the colors of permanents you control" (702.16a), made definite by the layers."""
        return COLORS_OF_YOUR_PERMANENTS_QUALITY

    def pq_everything(self) -> str:
        return "everything"

    def pq_multicolored(self) -> str:
        return "multicolored"

    def pq_monocolored(self) -> str:
        return "monocolored"

    def pq_card_type(self, name: str | None) -> str:
        """grants13: "protection from artifacts", "protection from creatures" (702.16a: a card
        type as the quality; 702.16b: spells of that type can't target it)."""
        if not name:
            raise Unreadable("protection from permanents is not a card type")
        return {"Artifact": "artifacts", "Creature": "creatures", "Enchantment": "enchantments", "Planeswalker": "planeswalkers",
                "Land": "lands", "Battle": "battles"}[name]

    def pq_instants(self) -> str:
        """grants14: "protection from instants" (702.16a-b)."""
        return "instants"

    def pq_each_color(self) -> str:
        """grants14: "protection from each color" (702.16a-b): from each of the five colours."""
        return "each color"

    def pq_sorceries(self) -> str:
        """grants14: "protection from sorceries" (702.16a-b)."""
        return "sorceries"

    def vp_chosen_color(self, _verb: None) -> Verb:
        """"becomes the color of your choice" (layer 5): the one colour chosen as the ability
        resolved (608.2d), which the scenario's resolution gives (``chosen``, one colour); cov17:
        "becomes that color" after "Add one mana of any color" (Foraging Wickermaw), the colour
        chosen for that mana as the mana ability resolved (605.3b), the same ``chosen``."""
        return lambda sel, text: [ColorChange(sel, TypeSet(0), text=text, chosen=True, one_color=True)]


    def made_basic(self, sel: Selector, *_: object) -> TypeChange:
        """types15: "Lands you control and land cards in your library are basic." (Rootpath
        Purifier): the supertype basic added to the lands (205.4a, layer 4: 613.1d), so "nonbasic
        lands" no longer selects them (Blood Moon); the cards in the library are basic too, which
        only searches read (no mana rule consults a card in a library: 401)."""
        if "Land" not in sel.card_types:
            raise Unreadable("'are basic' said of what is not a land")
        return TypeChange(_targeted(sel), frozenset(), adding=True, supertypes=frozenset({"Basic"}), text=self._source)

    # ---- types15: a choice of forms as it enters (614.12, 707.2) -------------------------------

    def enters_option(self, spec: _TypeSpec, *riders: _Rider) -> tuple[_TypeSpec, tuple[_Rider, ...]]:
        return (spec, riders)

    def becomes_choice_as_enters(self, subject: Selector, *options: tuple[_TypeSpec, tuple[_Rider, ...]]) -> EntersAsChoice:
        """types15: "As this creature enters, it becomes your choice of a 3/3 artifact creature, a
        2/2 artifact creature with flying, or a 1/6 Wall artifact creature with defender in addition
        to its other types." (614.12): each option the effects of its type phrase (types, 613.1d;
        abilities, 613.1f; base power and toughness, 613.4b). "in addition to its other types"
        after the last option is said of every option (205.1b: Primal Clay stays a Shapeshifter
        whichever it becomes)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("another permanent enters")
        keeps = any(r.retains for _, riders in options for r in riders)
        forms: list[tuple[ContinuousEffect, ...]] = []
        for spec, riders in options:
            verb = self.vp_type(None, spec, *riders, *((_Rider(retains=True),) if keeps else ()))
            forms.append(tuple(verb(SELF, self._source)))
        return EntersAsChoice(tuple(forms), text=self._source)

    # ---- types15: the colours of everything (105.2c, 613.1e) ----------------------------------

    def everything_fixed(self, colors: TypeSet) -> tuple[TypeSet, bool]:
        return (colors, False)

    def everything_chosen_added(self) -> tuple[TypeSet, bool]:
        return (TypeSet(0), True)

    def everything_color_change(self, *parts: object) -> list[object]:
        """types15: "All cards that aren't on the battlefield, spells, and permanents are
        colorless." (Mycosynth Lattice; 105.2c: no colour), "... are the chosen color in addition to
        their other colors." (Painter's Servant): layer 5 (613.1e) for every permanent, and the
        same colours for every spell (as Celestial Dawn's spells: a card's colours outside the
        battlefield matter to these questions once it is cast)."""
        colors, chosen = next(p for p in parts if isinstance(p, tuple))
        permanents = Selector(text="permanents")
        spells = SpellFilter(text="spells")
        return [
            ColorChange(permanents, colors, text=self._source, adding=chosen, chosen=chosen),
            SpellColors(spells, colors, text=self._source, adding=chosen, chosen=chosen),
        ]

    # ---- counters10: "isn't a <type>" (613.1d) -------------------------------------------

    def vp_not_type(self, _isnt: Token, card_type: str) -> Verb:
        """"~ isn't a creature", "isn't a planeswalker" (layer 4, 613.1d): the card type is taken
        away, with its subtypes (205.3d); the others stay."""
        return lambda sel, text: [TypeChange(sel, frozenset(), adding=True, text=text, removed=frozenset({card_type}))]


    # ---- types16: snow given and taken away (205.4, 613.1d) ----------------------------------

    def vp_not_snow(self, _isnt: Token) -> Verb:
        """types16: "isn't snow" (Thermal Flux; layer 4, 613.1d): the supertype snow taken away
        (205.4), the types kept."""
        return lambda sel, text: [TypeChange(sel, frozenset(), adding=True, text=text, removed=frozenset({"Snow"}))]

    def vp_no_longer_snow(self, word: Token) -> Verb:
        """types16: "is no longer snow" (Arcum's Weathervane): as "isn't snow"."""
        if str(word).lower() != "longer":
            raise Unreadable(f"'is no {word} snow'")
        return self.vp_not_snow(word)

    def vp_not_legendary(self, _isnt: Token) -> Verb:
        """types15: "isn't legendary" (layer 4, 613.1d; 205.4): the supertype is taken away, the
        types stay (a copy's exception: 707.9b)."""
        return lambda sel, text: [TypeChange(sel, frozenset(), adding=True, text=text, removed=frozenset({"Legendary"}))]


PAIRED_SUBJECTS = ("both creatures", "each of those creatures")
"""refs15: the subjects of a soulbond grant (702.95b), read as "those" until the pairing
condition makes them the paired creatures."""


def _paired_subjects(effect: object) -> object:
    """refs15: the effects of "As long as this creature is paired with another creature, <effect>"
    with "both creatures" / "each of those creatures" made the paired pair (Relation.PAIRED:
    702.95b); another subject is left as written."""
    items = effect if isinstance(effect, list) else [effect]
    out: list[object] = []
    for e in items:
        sel = getattr(e, "affected", None)
        if dataclasses.is_dataclass(e) and not isinstance(e, type) and isinstance(sel, Selector) and sel.relation is Relation.TARGET and sel.text in PAIRED_SUBJECTS:
            e = dataclasses.replace(e, affected=dataclasses.replace(sel, relation=Relation.PAIRED))
        out.append(e)
    return out if isinstance(effect, list) else out[0]


THAT_CARD = "that card"
"""refs15: the zone of "all activated abilities of that card" as read, before the condition "As long
as the top card of your library is ..." names the card (Skill Borrower)."""


def _top_card_abilities(effect: object) -> object:
    """refs15: "As long as the top card of your library is an artifact or creature card, this
    creature has all activated abilities of that card." (Skill Borrower): "that card" is the top
    card of the controller's library (the scenario's ``library_top``)."""
    items = effect if isinstance(effect, list) else [effect]
    out = [
        dataclasses.replace(e, of_cards=dataclasses.replace(e.of_cards, zone="library_top", whose=Who.YOU))
        if isinstance(e, GrantAbilities) and e.of_cards is not None and e.of_cards.zone == THAT_CARD
        else e
        for e in items
    ]
    return out if isinstance(effect, list) else out[0]


def _no_that_card(effect: object) -> None:
    """refs15: "that card" names a card only after a condition about the top card of a library."""
    for e in effect if isinstance(effect, list) else [effect]:
        if isinstance(e, GrantAbilities) and e.of_cards is not None and e.of_cards.zone == THAT_CARD:
            raise Unreadable("'that card' with no card named before it")


def _attached_subject(what: Selector) -> Selector:
    """static11: the permanent "it" names after "As long as enchanted/equipped <noun> is ...": the
    one the Aura or Equipment is attached to, whatever its types (the condition checks them)."""
    word = "enchanted" if what.relation is Relation.ENCHANTED else "equipped"
    return Selector(relation=what.relation, text=f"{word} permanent")
