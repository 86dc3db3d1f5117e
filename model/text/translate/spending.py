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

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from ...abilities import SpendKind, SpendRestriction, SpentRider
from ...mana import ManaType
from ...vocabulary import CARD_TYPES, KEYWORD_NAMES
from .common import TranslatorBase, Unreadable
from .selectors import singular_subtype

__all__ = ["SpendingPhrases", "not_from_hand"]

_TYPES = {t.lower(): t for t in CARD_TYPES}
_SPELL_KEYWORDS = frozenset(k.lower() for k in KEYWORD_NAMES)  # audit21: "spells with flashback" (702)


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
        if name is None:
            raise Unreadable("permanent spells")
        return ("type", name)

    def kind_word(self, word: Token) -> tuple[str, str]:
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
    def _kind(parts: list[Any], text: str) -> SpendKind:
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
            if key in ("type", "subtype"):
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
        tail = {k: v for k, v in (p for p in parts if isinstance(p, tuple)) if k in ("min_mana_value", "has_x", "exact_colors", "keyword", "from_hand", "from_graveyard", "kicked", "chosen_type", "chosen_color", "monocolored")}
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
                raise Unreadable(f"card types and subtypes as alternatives: {text!r}")
        elif len(subtypes) > 1:
            raise Unreadable(f"several subtypes required: {text!r}")
        return SpendKind(
            types, any_types, frozenset(excluded), subtypes, frozenset(supertypes), colorless, multicolored, text=text,
            excluded_subtypes=frozenset(excluded_subtypes), **tail,
        )

    @v_args(meta=True)
    def spent_kinds(self, meta: Meta, children: list[Any]) -> SpendKind:
        return self._kind(children, self._cut(meta))

    @v_args(meta=True)
    def spent_any_kind(self, meta: Meta, children: list[Any]) -> SpendKind:
        return self._kind(children, self._cut(meta))

    @v_args(meta=True)
    def source_kind(self, meta: Meta, children: list[Any]) -> SpendKind:
        return self._kind(children, self._cut(meta))

    @v_args(meta=True)
    def source_any_kind(self, meta: Meta, children: list[Any]) -> SpendKind:
        return self._kind(children, self._cut(meta))

    # ---- uses ------------------------------------------------------------------------------

    def use_cast(self, kind: SpendKind) -> tuple[str, SpendKind | None]:
        return ("cast", kind)

    def use_cast_commander(self) -> tuple[str, SpendKind | None]:
        """audit21: "to cast your commander" (Jeweled Lotus): the caster's commander (903.3)."""
        return ("cast", SpendKind(commander=True, text="your commander"))

    def use_activate(self, kind: SpendKind | None = None) -> tuple[str, SpendKind | None]:
        return ("activate", kind)

    def use_class_level(self, noun: Token, level: Token) -> tuple[str, str]:
        """audit24: "to gain a Class level" (Sorcerer Class): activating a Class's level ability
        (716.2a: "[Cost]: Level N" is an activated ability whose effect is that the Class's level
        becomes N)."""
        if (str(noun).lower(), str(level).lower()) != ("class", "level"):
            raise Unreadable(f"'to gain a {noun} {level}'")
        return ("class_level", "")

    def use_x_costs(self, verb: Token, sym: Token) -> tuple[str, str]:
        """"on costs that contain {X}" (106.6, 107.3): a spell's or an ability's cost with {X}."""
        if str(verb).lower() not in ("contain", "contains", "include", "includes") or str(sym).upper() != "{X}":
            raise Unreadable(f"'on costs that {verb} {sym}'")
        return ("x_costs", "")

    @v_args(meta=True)
    def use_other(self, meta: Meta, children: list[Any]) -> tuple[str, str]:
        """A use that is neither casting a spell nor activating an ability (702.24 cumulative
        upkeep, 702.143 foretell, 709.5 unlocking a door)."""
        return ("other", self._cut(meta).removeprefix("and ").removeprefix("to "))

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
        spells = tuple(k for use, k in uses if use == "cast" and isinstance(k, SpendKind))
        abilities = tuple(k for use, k in uses if use == "activate" and not isinstance(k, str))
        other = tuple(k for use, k in uses if use == "other" and isinstance(k, str))
        x_costs = any(use == "x_costs" for use, _k in uses)
        class_level = any(use == "class_level" for use, _k in uses)  # audit24: 716.2a
        return SpendRestriction(spells, abilities, text=self._cut(meta), other=other, x_costs=x_costs, class_level=class_level)

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
        kind = next(c for c in children if isinstance(c, SpendKind))
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
        spells = next(c for c in children if isinstance(c, SpendKind))
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
