"""Spending restrictions (106.6): "Spend this mana only to cast a creature spell", "... only to
cast artifact spells or activate abilities of artifacts", "This mana can't be spent to cast a
nonartifact spell" → :class:`~model.abilities.SpendRestriction`.

A kind of spell or source is its qualities (a colour word, "colorless", "multicolored",
"legendary", "noncreature", "nonartifact") and the kinds it names: card types ("artifact",
"instant or sorcery": one of them) or subtypes ("Eldrazi", "Dragons": one of them); audit17: "of
the chosen type", "of that color" and "monocolored" (the choice is the source's, filled in by
:func:`solver.paying.spending.for_source`). What the model can't hold ("spells with mana value 4 or
less", "blue creature spells") is not matched, and the restriction stays unread (the mana then pays
nothing it could forbid).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from ...abilities import SpendKind, SpendRestriction, SpentRider
from ...mana import ManaType
from ...vocabulary import CARD_TYPES, KEYWORD_NAMES, PERMANENT_TYPES
from .common import TranslatorBase, Unreadable
from .selectors import OUTLAW_TYPES, singular_subtype

__all__ = ["MixedKinds", "SpendingPhrases", "not_from_hand", "one_kind"]

_TYPES = {t.lower(): t for t in CARD_TYPES}
_SPELL_KEYWORDS = frozenset(k.lower() for k in KEYWORD_NAMES)  # audit21: "spells with flashback" (702)


# s14: the keyword abilities a spending restriction names by "activate an equip ability" (an
# activated ability's ``keyword``: 702.6a equip, 702.142a boast, 702.177a exhaust; powerup:
# 702.193 power-up, "Spend this mana only to activate power-up abilities." (Quinjet Technician))
_ABILITY_KEYWORDS = frozenset({"equip", "boast", "exhaust", "power-up"})
# s14: the costs of "pay a <word> cost" that are no spell's or ability's cost a query pays:
# turning a face-down permanent face up (702.37e morph, 702.37b megamorph, 701.40b manifested,
# 702.168d disguise, 701.58c cloaked), 702.146a disturb (the cast query refuses it)
_OTHER_COSTS = frozenset({"morph", "megamorph", "disguise", "disturb", "manifested", "cloaked"})


@dataclass(frozen=True, slots=True)
class MixedKinds:
    """s14: spells or sources of one of some card types or of one of some subtypes ("instant,
    sorcery, Demon, and Spirit spells"): two kinds, either of which fits. Only a restriction's
    uses take it (:func:`one_kind` refuses it elsewhere)."""

    kinds: tuple[SpendKind, ...]


def one_kind(children: list[Any]) -> SpendKind:
    """The one kind of spells among a rule's children; the phrase is unreadable when it names
    alternatives a single kind can't hold (:class:`MixedKinds`)."""
    for c in children:
        if isinstance(c, SpendKind):
            return c
        if isinstance(c, MixedKinds):
            raise Unreadable("card types and subtypes as alternatives")
    raise Unreadable("no kind of spells")


def _other(text: str) -> tuple[str, str]:
    """A use that no query pays for, named by its words (``SpendRestriction.other``)."""
    return ("other", text.removeprefix("and ").removeprefix("to "))


def _words(children: list[Any]) -> list[str]:
    """The WORD tokens among a rule's children, lower case (the words the translator checks)."""
    return [str(c).lower() for c in children if isinstance(c, Token) and c.type == "WORD"]


def _kind_of(word: str) -> tuple[str, str]:
    """A card type ("instant", "sorceries", "Artifacts") or a subtype ("Eldrazi", "Dragons")."""
    low = word.lower()
    for candidate in (low, low[:-1] if low.endswith("s") else low, low[:-3] + "y" if low.endswith("ies") else low):
        if candidate in _TYPES:
            return ("type", _TYPES[candidate])
    return ("subtype", singular_subtype(word))


def not_from_hand(kind: SpendKind, text: str) -> SpendRestriction | None:
    """"This mana can't be spent to cast spells from your hand." (Vhal), "You can't spend this
    mana to cast spells from your hand." (Karolina Dean): the mana pays for spells cast from
    anywhere else and for abilities (106.6, 601.2a); None for another kind of spells."""
    if kind != SpendKind(from_hand=True, text=kind.text):
        return None
    return SpendRestriction((SpendKind(from_hand=False, text="spells cast from anywhere but a hand"),), (None,), text=text)


@v_args(inline=True)
class SpendingPhrases(TranslatorBase):
    """The transformer methods of the spending-restriction section of ``mana.lark``."""

    # ---- kinds of spells and sources -------------------------------------------------------

    def kind_type(self, name: str | None) -> tuple[str, str]:
        if name is None:  # s14: "a colorless permanent": one of the permanent types (110.4)
            return ("group", "permanent")
        return ("type", name)

    def kind_word(self, word: Token) -> tuple[str, str]:
        if str(word).lower() in ("outlaw", "outlaws"):  # s14: the glossary's batching term (Discreet Retreat)
            return ("group", "outlaw")
        return _kind_of(str(word))

    def kind_instant(self) -> tuple[str, str]:
        return ("type", "Instant")

    def kind_sorcery(self) -> tuple[str, str]:
        return ("type", "Sorcery")

    def spent_more(self, *children: object) -> tuple[str, tuple[str, str]]:
        kind = next(c for c in children if isinstance(c, tuple))
        assert isinstance(kind, tuple)
        return ("alt", kind)

    def sq_color(self, t: ManaType) -> tuple[str, Any]:
        if t is ManaType.C:
            return ("colorless", True)
        raise Unreadable("spells of one colour")  # "blue creature spells": no field for it

    def sq_multicolored(self) -> tuple[str, Any]:
        return ("multicolored", True)

    def sq_legendary(self) -> tuple[str, Any]:
        return ("supertype", "Legendary")

    def sq_noncreature(self) -> tuple[str, Any]:
        return ("not", "Creature")

    def sq_nonartifact(self) -> tuple[str, Any]:
        return ("not", "Artifact")

    def sq_non_subtype(self, word: Token) -> tuple[str, Any]:
        """cov17: "non-Human" (Animal Attendant; 205.3): a spell without that subtype."""
        return ("not_subtype", singular_subtype(str(word)[4:]))

    @staticmethod
    def _kind(parts: list[Any], text: str) -> SpendKind | MixedKinds:
        """The kinds named next to each other are all required ("a Dragon creature spell"); kinds
        joined by "or", "and" or commas are alternatives ("an instant or sorcery spell", "Cleric,
        Rogue, Warrior, or Wizard"), all card types or all subtypes."""
        required: list[tuple[str, str]] = []
        alternatives: list[tuple[str, str]] = []
        excluded: set[str] = set()
        excluded_subtypes: set[str] = set()
        supertypes: set[str] = set()
        colorless = multicolored = False
        for p in parts:
            if not isinstance(p, tuple):
                continue
            key, value = p
            if key in ("type", "subtype", "group"):
                required.append((key, value))
            elif key == "alt":
                alternatives.append(value)
            elif key == "not":
                excluded.add(value)
            elif key == "not_subtype":
                excluded_subtypes.add(value)
            elif key == "supertype":
                supertypes.add(value)
            elif key == "colorless":
                colorless = True
            elif key == "multicolored":
                multicolored = True
        if colorless and multicolored:
            raise Unreadable("colorless and multicolored")
        groups = [v for k, v in required if k == "group"]
        if groups:
            # s14: a word that names several types ("permanent": 110.4) or subtypes ("outlaw": the
            # glossary's Assassins, Mercenaries, Pirates, Rogues and Warlocks), alone as the kind
            if len(required) != 1 or alternatives:
                raise Unreadable(f"{groups[0]} with other kinds: {text!r}")
            required = []
            if groups[0] == "permanent":
                alternatives = [("type", t) for t in sorted(PERMANENT_TYPES)]
            else:
                alternatives = [("subtype", t) for t in OUTLAW_TYPES]
            required, alternatives = alternatives[:1], alternatives[1:]
        tail = {k: v for k, v in (p for p in parts if isinstance(p, tuple)) if k in ("min_mana_value", "has_x", "exact_colors", "keyword", "from_hand", "from_graveyard", "kicked", "chosen_type", "chosen_color", "monocolored", "from_exile", "face_down", "colored", "no_x", "no_abilities")}
        types: frozenset[str] = frozenset(v for k, v in required if k == "type")
        subtypes: frozenset[str] = frozenset(v for k, v in required if k == "subtype")
        any_types: frozenset[str] = frozenset()
        if alternatives:
            if len(required) != 1:
                raise Unreadable(f"kinds both required and alternative: {text!r}")
            every = required + alternatives
            if all(k == "type" for k, _ in every):
                types, any_types = frozenset(), frozenset(v for _, v in every)
            elif all(k == "subtype" for k, _ in every):
                subtypes = frozenset(v for _, v in every)
            else:
                # s14: "instant, sorcery, Demon, and Spirit spells" (Séance Board): a spell of one
                # of the card types or of one of the subtypes, two kinds of the same qualities
                base = one_kind([SpendingPhrases._kind([p for p in parts if not (isinstance(p, tuple) and p[0] in ("type", "subtype", "alt"))], text)])
                return MixedKinds((
                    dataclasses.replace(base, any_types=frozenset(v for k, v in every if k == "type")),
                    dataclasses.replace(base, subtypes=frozenset(v for k, v in every if k == "subtype")),
                ))
        elif len(subtypes) > 1:
            raise Unreadable(f"several subtypes required: {text!r}")
        return SpendKind(
            types, any_types, frozenset(excluded), subtypes, frozenset(supertypes), colorless, multicolored, text=text,
            excluded_subtypes=frozenset(excluded_subtypes), **tail,
        )

    @v_args(meta=True)
    def spent_kinds(self, meta: Meta, children: list[Any]) -> SpendKind | MixedKinds:
        return self._kind(children, self._cut(meta))

    @v_args(meta=True)
    def spent_any_kind(self, meta: Meta, children: list[Any]) -> SpendKind | MixedKinds:
        return self._kind(children, self._cut(meta))

    @v_args(meta=True)
    def source_kind(self, meta: Meta, children: list[Any]) -> SpendKind | MixedKinds:
        return self._kind(children, self._cut(meta))

    @v_args(meta=True)
    def source_any_kind(self, meta: Meta, children: list[Any]) -> SpendKind | MixedKinds:
        return self._kind(children, self._cut(meta))

    # ---- uses ------------------------------------------------------------------------------

    def use_cast(self, kind: SpendKind | MixedKinds) -> tuple[str, SpendKind | MixedKinds | None]:
        return ("cast", kind)

    def use_cast_commander(self) -> tuple[str, SpendKind | None]:
        """audit21: "to cast your commander" (Jeweled Lotus): the caster's commander (903.3)."""
        return ("cast", SpendKind(commander=True, text="your commander"))

    def use_activate(self, kind: SpendKind | MixedKinds | None = None) -> tuple[str, SpendKind | MixedKinds | None]:
        return ("activate", kind)

    def use_x_costs(self, verb: Token, sym: Token) -> tuple[str, str]:
        """"on costs that contain {X}" (106.6, 107.3), "pay a cost that contains {C}" (s14,
        107.4c): a spell's or an ability's cost with that symbol."""
        symbol = str(sym).upper().strip("{}")
        if str(verb).lower() not in ("contain", "contains", "include", "includes") or symbol not in ("X", "C"):
            raise Unreadable(f"'costs that {verb} {sym}'")
        return ("costs_with", symbol)

    def use_activate_keyword(self, word: Token) -> tuple[str, str]:
        """s14: "activate an equip ability", "activate equip abilities" (702.6a): the abilities
        that are that keyword (an activated ability's ``keyword``)."""
        name = str(word).lower()
        if name not in _ABILITY_KEYWORDS:
            raise Unreadable(f"{word} abilities")
        return ("ability_keyword", name)

    def use_gain_level(self, first: Token, second: Token) -> tuple[str, str]:
        """s14: "to gain a Class level" (716.2a): the level-up abilities of Classes, whose
        ``keyword`` the reader sets to "class level"."""
        if [str(first).lower(), str(second).lower()] != ["class", "level"]:
            raise Unreadable(f"'gain a {first} {second}'")
        return ("ability_keyword", "class level")

    @v_args(meta=True)
    def use_turn_face_up(self, meta: Meta, children: list[Any]) -> tuple[str, str]:
        """s14: "to turn a permanent face up" (116.2b, 702.37e, 701.40b: a special action)."""
        if _words(children)[-1:] != ["face"]:
            raise Unreadable(f"'{self._cut(meta)}'")
        return _other(self._cut(meta))

    @v_args(meta=True)
    def use_pay_other(self, meta: Meta, children: list[Any]) -> tuple[str, str]:
        """s14: "pay a morph cost" (702.37e), "pay a mana cost to turn a manifested creature face
        up" (701.40b), "pay a disturb cost" (702.146a): costs that no query pays."""
        words = _words(children)
        turned = "turn" in self._cut(meta).lower().split()
        if turned and words[-1:] != ["face"]:
            raise Unreadable(f"'{self._cut(meta)}'")
        named = set(words[:-1] if turned else words)
        if not named <= _OTHER_COSTS or not (named or turned):  # turning face up: always a special action (116.2b)
            raise Unreadable(f"'{self._cut(meta)}'")
        return _other(self._cut(meta))

    @v_args(meta=True)
    def use_other(self, meta: Meta, children: list[Any]) -> tuple[str, str]:
        """A use that is neither casting a spell nor activating an ability (702.24 cumulative
        upkeep, 702.143 foretell, 709.5 unlocking a door)."""
        return _other(self._cut(meta))

    # ---- what follows "spells" (h15c) ---------------------------------------------------------

    def st_min_mana_value(self, n: int) -> tuple[str, Any]:
        return ("min_mana_value", n)  # 202.3

    def st_has_x(self, sym: Token) -> tuple[str, Any]:
        if str(sym).upper() != "{X}":
            raise Unreadable(f"spells with {sym} in their mana costs")
        return ("has_x", True)  # 107.3

    def st_exact_colors(self, n: int) -> tuple[str, Any]:
        return ("exact_colors", n)  # 105.2

    def st_keyword(self, word: Token) -> tuple[str, Any]:
        return ("keyword", str(word).lower())  # 702

    def st_foretell(self) -> tuple[str, Any]:
        return ("keyword", "foretell")  # 702.143

    def st_chosen_type(self) -> tuple[str, Any]:
        return ("chosen_type", True)  # audit17: the source's chosen type

    def st_chosen_color(self) -> tuple[str, Any]:
        return ("chosen_color", True)  # audit17: the source's chosen colour

    def sq_kicked(self) -> tuple[str, Any]:
        return ("kicked", True)  # audit21: a kicked spell (702.33d)

    def sq_monocolored(self) -> tuple[str, Any]:
        return ("monocolored", True)  # 105.2: exactly one colour

    def st_from_exile(self) -> tuple[str, Any]:
        return ("from_exile", True)  # s14: "spells from exile" (601.2a: cast from exile)

    def st_not_from_hand(self) -> tuple[str, Any]:
        return ("from_hand", False)  # s14: "from anywhere other than your hand" (601.2a)

    def st_colored(self, *_tokens: Token) -> tuple[str, Any]:
        return ("colored", True)  # s14: "that's one or more colors" (105.2)

    def st_no_x(self, sym: Token) -> tuple[str, Any]:
        if str(sym).upper() != "{X}":
            raise Unreadable(f"spells without {sym} in their mana costs")
        return ("no_x", True)  # s14: 107.3

    def st_no_abilities(self) -> tuple[str, Any]:
        return ("no_abilities", True)  # s16: a spell whose card has no abilities (113.1)

    def sq_face_down(self, _word: Token) -> tuple[str, Any]:
        return ("face_down", True)  # s14: a face-down spell (708.2, 702.37c)

    def st_from_hand(self) -> tuple[str, Any]:
        return ("from_hand", True)  # "spells from your hand" (601.2a: cast from a hand)

    def st_from_graveyard(self) -> tuple[str, Any]:
        return ("from_graveyard", True)  # audit21: "spells from your graveyard" (601.2a: cast from a graveyard)

    def st_with_keyword(self, word: Token) -> tuple[str, Any]:
        """audit21: "spells with flashback" (Altar of the Lost): spells that have that keyword (702)."""
        name = str(word).lower()
        if name not in _SPELL_KEYWORDS:
            raise Unreadable(f"spells with {word}")
        return ("keyword", name)

    @v_args(meta=True)
    def spend_only(self, meta: Meta, children: list[Any]) -> SpendRestriction:
        uses = [c for c in children if isinstance(c, tuple)]
        def kinds(wanted: str) -> tuple[SpendKind | None, ...]:
            got = [k for use, k in uses if use == wanted and not isinstance(k, str)]
            return tuple(one for k in got for one in (k.kinds if isinstance(k, MixedKinds) else (k,)))

        spells = tuple(k for k in kinds("cast") if k is not None)
        abilities = kinds("activate")
        other = tuple(k for use, k in uses if use == "other" and isinstance(k, str))
        costs_with = tuple(k for use, k in uses if use == "costs_with" and isinstance(k, str))
        keywords = tuple(k for use, k in uses if use == "ability_keyword" and isinstance(k, str))
        return SpendRestriction(spells, abilities, text=self._cut(meta), other=other, costs_with=costs_with, ability_keywords=keywords)

    @v_args(meta=True)
    def spend_only_uncounterable(self, meta: Meta, children: list[Any]) -> SpendRestriction:
        """audit17: "Spend this mana only to cast a creature spell of the chosen type, and that spell
        can't be countered." (Cavern of Souls): the rider no mana rule consults."""
        words = [str(c).lower() for c in children if isinstance(c, Token) and c.type == "WORD"]
        if words != ["countered"]:
            raise Unreadable(f"'that spell can't be {' '.join(words)}'")
        got: SpendRestriction = self.spend_only(meta, [c for c in children if not (isinstance(c, Token) and c.type == "WORD")])
        return got

    @v_args(meta=True)
    def spend_not_cast(self, meta: Meta, children: list[Any]) -> SpendRestriction:
        """"can't be spent to cast non-X spells": it pays for X spells and for any ability; only a
        single excluded type can be turned around exactly."""
        kind = one_kind(children)
        if (elsewhere := not_from_hand(kind, self._cut(meta))) is not None:
            return elsewhere
        if len(kind.excluded_types) != 1 or kind.card_types or kind.any_types or kind.subtypes or kind.supertypes or kind.colorless or kind.multicolored:
            raise Unreadable(f"the spells other than {kind.text!r}")
        (only,) = kind.excluded_types
        allowed = SpendKind(card_types=frozenset({only}), text=f"{only.lower()} spells")
        return SpendRestriction((allowed,), (None,), text=self._cut(meta))


    @v_args(meta=True)
    def spend_not_generic(self, meta: Meta, children: list[Any]) -> SpendRestriction:
        """audit18: "This mana can't be spent to pay generic mana costs." (Jegantha, the
        Wellspring; 106.6, 107.4b): it pays for any spell or ability, its non-generic symbols only."""
        words = [str(c).lower() for c in children if isinstance(c, Token) and c.type == "WORD"]
        if words != ["generic"]:
            raise Unreadable(f"mana that can't be spent to pay {' '.join(words)} mana costs")
        return SpendRestriction((SpendKind(text="spells"),), (None,), text=self._cut(meta), not_generic=True)

    # ---- counters10: what mana does when it is spent (106.6a) ------------------------------

    @v_args(meta=True)
    def mana_rider(self, meta: Meta, children: list[Any]) -> SpentRider:
        """"If that mana is spent on <spells>, <effect>" (106.6a): one rider, its verbs put together."""
        spells = one_kind(children)
        verbs = [v for c in children if isinstance(c, list) for v in c]
        counters, gains = rider_counters_and_gains(spells, verbs)
        n, kind = (counters[0][1], counters[0][2]) if counters else (0, "+1/+1")
        return SpentRider(spells, n, kind, tuple(g[1] for g in gains), gains[0][2] if gains else "", text=self._source)

    @v_args(meta=True)
    def mana_rider_commander(self, meta: Meta, children: list[Any]) -> SpentRider:
        """cov17: "If you spend this mana to cast your commander, it enters with a number of additional
        +1/+1 counters on it equal to the number of times it's been cast from the command zone this
        game." (Opal Palace; 106.6a, 903.3, 903.8)."""
        verbs = [v for c in children if isinstance(c, list) for v in c]
        if [v[0] for v in verbs] != ["counters_casts"]:
            raise Unreadable("a commander rider other than its counters")
        return SpentRider(SpendKind(text="your commander", commander=True), 0, verbs[0][1], per_command_cast=True, text=self._source)

    def rider_counters_command_casts(self, *children: Any) -> tuple[str, str]:
        """cov17: "... a number of additional +1/+1 counters on it equal to the number of times it's
        been cast from the command zone this game" (903.8)."""
        words = [str(c).lower() for c in children if isinstance(c, Token) and c.type == "WORD"]
        if words != ["command", "zone", "game"]:  # WORDs: a quoted word would take it from every rule (Serra Avenger's "turns of the game")
            raise Unreadable(f"'from the {' '.join(words)}'")
        kind = next(str(c) for c in children if isinstance(c, str) and not isinstance(c, Token))
        return ("counters_casts", kind)

    def rider_effect(self, *children: Any) -> list[Any]:
        return [c for c in children if isinstance(c, tuple)]

    def rider_gains(self, word: Token, duration: str | None = None) -> tuple[str, str, str]:
        """"it gains haste [until end of turn]" (a keyword ability, 702)."""
        name = str(word).lower()
        if name not in KEYWORD_NAMES:
            raise Unreadable(f"gains {name!r}, no keyword ability")
        return ("gains", name, duration or "")

    def rider_counters(self, *children: Any) -> tuple[str, int, str]:
        """"that creature enters with an additional +1/+1 counter on it" (614.1c)."""
        values = [c for c in children if c is not None and not isinstance(c, Token) or isinstance(c, Token) and c.type == "PT_COUNTER"]
        count = next((c for c in values if isinstance(c, int)), 1)
        kind = next(str(c) for c in values if isinstance(c, str))
        return ("counters", count, kind)


def rider_counters_and_gains(spells: SpendKind, verbs: list[Any]) -> tuple[list[Any], list[Any]]:
    """The verbs of a rider on a spell ("that creature enters with ... counters", "it gains haste
    until end of turn"): its counters (one at most, 614.1c: only a creature spell becomes a creature
    with them) and its gains (one duration). Used by mana riders (106.6a) and by delayed and cast
    triggers about a spell (603.7c, enters16)."""
    counters = [v for v in verbs if isinstance(v, tuple) and v[0] == "counters"]
    gains = [v for v in verbs if isinstance(v, tuple) and v[0] == "gains"]
    if len(counters) > 1 or len({g[2] for g in gains}) > 1:
        raise Unreadable("two counter riders, or gains with two durations")
    if "Creature" not in spells.card_types and counters:
        raise Unreadable("counters on a spell that need not become a creature")
    return counters, gains
