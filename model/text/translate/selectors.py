"""Selectors (``mana.lark``: "selectors"): which permanents a phrase means — "a basic land you
control", "enchanted Forest", "creatures you control with defender", "an Urza's Tower", "this
artifact".

Each word of a noun phrase becomes a *modifier* (a function ``Selector -> Selector``) and the
phrase folds them into one :class:`~model.selectors.Selector`, so "a basic land you control" is
``basic ∘ land ∘ you-control`` applied to the empty selector. Subtypes are capitalised (205.3) and
written in the plural in many phrases ("Forests"); supertypes are 205.4a, keyword abilities a
selector may ask for are listed in :mod:`model.vocabulary` (702), "could produce" is 106.7.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import reduce
from types import MappingProxyType
from typing import Any, Callable, Iterable, Mapping, cast

from lark import Token, v_args
from lark.tree import Meta

from ...abilities import TypeChange
from ...mana import ManaType, TypeSet
from ...selectors import Relation, Selector, Who
from ...vocabulary import ARTIFACT_TYPES, ENCHANTMENT_TYPES, LAND_TYPES, NONBASIC_LAND_TYPES, SELECTABLE_KEYWORDS, subtype_of_word
from .common import TranslatorBase, Unreadable, mana_of_symbols

# Plurals that dropping an "s" does not undo; and singular subtypes that end in "s".
_IRREGULAR_PLURALS: Mapping[str, str] = MappingProxyType({
    "Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf", "Fungi": "Fungus",
    "Mice": "Mouse", "Octopi": "Octopus", "Homunculi": "Homunculus", "Sphinxes": "Sphinx", "Foxes": "Fox",
    "Allies": "Ally", "Mercenaries": "Mercenary", "Harpies": "Harpy", "Leeches": "Leech", "Loci": "Locus",
})
_SINGULAR_S = frozenset({"Plains", "Homunculus", "Octopus", "Pegasus", "Nautilus", "Fungus", "Cyclops", "Walrus", "Platypus"})
# The land, artifact and enchantment types the rules list (205.3g-i): a word that is one is singular
_NAMED_SUBTYPES = LAND_TYPES | ARTIFACT_TYPES | ENCHANTMENT_TYPES
# Capitalised words that stand where a subtype would, and are not one.
_NOT_SUBTYPES = frozenset({"Attacking", "Blocking", "Untapped", "Tapped", "Face-down", "Face-up", "Your", "Their", "Its"})
# manatail10: demonstratives at the start of a sentence ("Those creatures gain ...") refer back to the
# objects of an earlier instruction (608.2c); they are not subtypes
_NOT_SUBTYPES = _NOT_SUBTYPES | frozenset({"Those", "These", "That", "This"})


def singular_subtype(word: str) -> str:
    """"Forests" → "Forest", "Elves" → "Elf", "Plains" → "Plains" (subtypes are capitalised, 205.3)."""
    if not word[:1].isupper() or word in _NOT_SUBTYPES or word.endswith("ed") or word.lower().startswith("non"):
        # At the start of a sentence every word is capitalised: "Equipped creature has ...",
        # "Non-Spirit creatures have ..." are not subtypes (and the model has no field for them).
        raise Unreadable(f"{word!r} is not a subtype")
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word in _SINGULAR_S or word in _NAMED_SUBTYPES or not word.endswith("s") or word.endswith("ss"):
        return subtype_of_word(word)  # a subtype the rules list is itself ("each Locus on the battlefield", 205.3i)
    # manatail18: a multi-word subtype reaches the grammar joined ("Time-Lords"), 205.3m
    return subtype_of_word(word[:-1])


OUTLAW_TYPES = ("Assassin", "Mercenary", "Pirate", "Rogue", "Warlock")
"""grants14: the creature types "outlaw" names (the glossary's batching term)."""

Modifier = Callable[[Selector], Selector]


def add_values(field: str, *values: object) -> Modifier:
    """A modifier that adds values to one of the selector's frozenset fields."""

    def apply(s: Selector) -> Selector:
        return dataclasses.replace(s, **{field: getattr(s, field) | frozenset(values)})

    return apply


def set_fields(**changes: Any) -> Modifier:
    """A modifier that sets fields of the selector."""

    def apply(s: Selector) -> Selector:
        return dataclasses.replace(s, **changes)

    return apply


def compose(mods: Iterable[Modifier], text: str) -> Selector:
    """The selector that the modifiers make of the empty selector, with the phrase's text."""
    return dataclasses.replace(reduce(lambda s, m: m(s), mods, Selector()), text=text)


@dataclass(frozen=True, slots=True)
class Subtypes:
    """The subtype words of one noun word: one subtype, or alternatives ("Mountain, Forest, or
    Plains"); the noun decides whether several of them mean all or any (:meth:`SelectorPhrases.noun`)."""

    names: tuple[str, ...]


@v_args(inline=True)
class SelectorPhrases(TranslatorBase):
    """Selector phrases: the object of the text itself ("~", "this land", "it"), determiners,
    adjectives, nouns (card types 205.2a, subtypes 205.3), controllers and qualifiers."""

    @v_args(meta=True)
    def self_ref(self, meta: Meta, children: list[Any]) -> Selector:
        return Selector(relation=Relation.SELF, text=self._cut(meta) or "this permanent")

    def self_noun(self, *_: object) -> None:
        return None

    @v_args(meta=True)
    def selector(self, meta: Meta, children: list[Any]) -> Selector:
        mods: list[Modifier] = []
        for c in children:
            if isinstance(c, list):
                mods.extend(c)
            elif c is not None:
                mods.append(c)
        sel = compose(mods, self._cut(meta))
        if sel.card_types & sel.excluded_types:
            raise Unreadable(f"contradictory selector {sel.text!r}")
        return sel

    determined_selector = selector

    def det_a(self) -> Modifier:
        return set_fields()

    det_each = det_a

    det_target = det_a

    def det_other(self) -> Modifier:
        return set_fields(relation=Relation.OTHER)

    def det_enchanted(self) -> Modifier:
        return set_fields(relation=Relation.ENCHANTED)

    def det_sacrificed(self) -> Modifier:
        return set_fields(relation=Relation.SACRIFICED)

    def adj_basic(self) -> Modifier:
        return add_values("supertypes", "Basic")

    def adj_snow(self) -> Modifier:
        return add_values("supertypes", "Snow")

    def adj_nonsnow(self) -> Modifier:
        """types16: "nonsnow" (205.4a: without the supertype snow)."""
        return add_values("excluded_supertypes", "Snow")

    def adj_legendary(self) -> Modifier:
        return add_values("supertypes", "Legendary")

    def adj_nonbasic(self) -> Modifier:
        return add_values("excluded_supertypes", "Basic")

    def adj_nonland(self) -> Modifier:
        return add_values("excluded_types", "Land")

    def adj_noncreature(self) -> Modifier:
        return add_values("excluded_types", "Creature")

    def adj_nonartifact(self) -> Modifier:
        return add_values("excluded_types", "Artifact")

    def adj_non_subtype(self, word: Token) -> Modifier:
        """counters14: "non-Human" (205.3): none of that subtype."""
        name = str(word)[4:]
        if not name[:1].isupper():
            raise Unreadable(f"not a subtype: {name!r}")
        return add_values("excluded_subtypes", singular_subtype(name))

    def adj_nontoken(self) -> Modifier:
        return set_fields(token=False)

    def adj_pt(self, tok: Token) -> Modifier:
        """grants13: "target 1/1 creature" (Pendelhaven, The Seedcore): a creature whose power and
        toughness are exactly those (208.1, as they are after layer 7, 613.4)."""
        p, t = (int(x) for x in str(tok).split("/"))
        return set_fields(power_at_least=p, power_at_most=p, toughness_at_least=t, toughness_at_most=t)

    def adj_tapped(self) -> Modifier:
        return set_fields(tapped=True)

    def adj_commander(self) -> Modifier:
        """grants14: "commander creatures": permanents that are commanders (903.3)."""
        return set_fields(commander=True)

    def adj_face_down(self, _word: Token) -> Modifier:
        """grants14: "face-down creatures": the permanents that are face down (708.2)."""
        return set_fields(face_down=True)

    def you_own(self, word: Token) -> Modifier:
        """grants14: "you own": owned by the text's controller (108.3), whoever controls it."""
        if str(word).lower() != "own":
            raise Unreadable(f"'you {word}' after a selector")
        return set_fields(owned_by_viewer=True)

    def adj_untapped(self) -> Modifier:
        return set_fields(tapped=False)

    def det_equipped(self) -> Modifier:
        return set_fields(relation=Relation.EQUIPPED)

    def urzas(self, _poss: Token) -> Modifier:
        """"Urza's Tower", "Urza's land": the subtype Urza's (205.3i), required with any other."""
        return add_values("all_subtypes", "Urza's")

    def alt_type(self, name: str | None) -> Selector:
        return Selector(card_types=frozenset({name})) if name else Selector()

    def alt_type_non_subtype(self, word: Token, name: str | None) -> Selector:
        """types15: "non-Equipment artifact" as one alternative of "... and ..." (205.3): of that
        card type, without that subtype."""
        sub = str(word)[4:]
        if not name or not sub[:1].isupper():
            raise Unreadable(f"not a subtype and a card type: {word!r}")
        return Selector(card_types=frozenset({name}), excluded_subtypes=frozenset({singular_subtype(sub)}))

    def alt_subtype(self, word: Token) -> Selector:
        return Selector(subtypes=frozenset({singular_subtype(str(word))}))

    def noun_either(self, *parts: object) -> list[Modifier]:
        """"creatures and planeswalkers", "land and Ally": a permanent that is one of them."""
        alts = tuple(p for p in parts if isinstance(p, Selector))
        mods: list[Modifier] = [set_fields(either=alts)]
        mods += [p for p in parts if callable(p)]  # a token word
        return mods

    def with_power(self, n: int) -> Modifier:
        return set_fields(power_at_least=n)

    # ---- costs11: combat and the numbers of a permanent (506.4, 509.1, 208.1, 202.3) -----------

    def adj_attacking(self) -> Modifier:
        return set_fields(attacking=True)  # 506.4

    def adj_blocking(self) -> Modifier:
        return set_fields(blocking=True)  # 509.1

    def adj_either(self, first: Modifier, second: Modifier) -> Modifier:
        """"attacking or blocking", "attacking or tapped": a permanent with one of the two
        qualities (``either``); not with a noun of alternatives, whose ``either`` it would replace."""

        def apply(s: Selector) -> Selector:
            if s.either:
                raise Unreadable(f"two sets of alternatives in {s.text!r}")
            return dataclasses.replace(s, either=(first(Selector()), second(Selector())))

        return apply

    def adj_or_type(self, first: Modifier, name: str | None) -> Modifier:
        """audit20: "a black or artifact creature" (Soldevi Adnate): the noun's object with the
        quality or of that card type too (205.2a), one of the two (``either``)."""
        if not name:
            raise Unreadable("'permanent' is not a card type")
        return self.adj_either(first, lambda s: dataclasses.replace(s, card_types=s.card_types | {name}))

    def with_power_at_most(self, n: int) -> Modifier:
        return set_fields(power_at_most=n)  # 208.1

    def with_toughness_at_least(self, n: int) -> Modifier:
        return set_fields(toughness_at_least=n)

    def with_toughness_at_most(self, n: int) -> Modifier:
        return set_fields(toughness_at_most=n)

    def with_mana_value_at_least(self, n: int) -> Modifier:
        return set_fields(mana_value_at_least=n)  # 202.3

    def with_mana_value_at_most(self, n: int) -> Modifier:
        return set_fields(mana_value_at_most=n)

    def without_keyword(self, word: Token) -> Modifier:
        """"without flying": a permanent that does not have the keyword ability (702)."""
        kw = str(word).lower()
        if kw not in SELECTABLE_KEYWORDS:
            raise Unreadable(f"'without {word}' is not a keyword ability")
        return set_fields(lacks_keyword=kw)

    def with_keyword(self, word: Token) -> Modifier:
        kw = str(word).lower()
        if kw not in SELECTABLE_KEYWORDS:
            raise Unreadable(f"'with {word}' is not a keyword ability")
        return set_fields(keyword=kw)

    def with_counter(self, *args: object) -> Modifier:
        kind = next((a for a in args if isinstance(a, str)), "")
        return set_fields(counter=kind)

    def with_counters_at_least(self, n: int, *args: object) -> Modifier:
        """grants13: "with three or more +1/+1 counters on them" (Runadi, Behemoth Caller), "with
        two or more counters on it": a permanent with at least that many counters of the kind (of
        any kind when none is named), 122.1."""
        kind = next((a for a in args if isinstance(a, str)), "")
        return set_fields(counter=kind, counters_at_least=n)

    def named_self(self, _tilde: Token) -> Modifier:
        return set_fields(named="~")

    def not_same_name_as_self(self, *parts: object) -> Modifier:
        """among17: "that don't have the same name as this creature" (Marvin, Murderous Mimic;
        201.2); "doesn't" too."""
        words = [str(p).lower() for p in parts if isinstance(p, Token) and p.type == "WORD"]
        if words not in ([], ["doesn"]):
            raise Unreadable(f"that {words[0]}'t have the same name")
        return set_fields(not_named="~")

    def not_named_self(self, _tilde: Token) -> Modifier:
        """among17: "not named ~" (201.2)."""
        return set_fields(not_named="~")

    def same_name_as_exiled(self) -> Modifier:
        return set_fields(same_name_as_exiled=True)

    def qualifier(self, m: Modifier) -> Modifier:
        return m

    def that_is(self, predicate: Modifier) -> Selector:
        return predicate(Selector())

    def that_could_produce(self, symbol: Token) -> Selector:
        """"that could produce {C}" (106.7): a permanent that could produce that type."""
        return Selector(could_produce=mana_of_symbols([symbol]).types)

    def that_entered_this_turn(self) -> Modifier:
        """manatail14: "creatures you control that entered this turn" (Alena, Kessig Trapper): the
        permanents that entered the battlefield this turn (the scenario's entered_this_turn)."""
        return set_fields(entered_this_turn=True)
    def thats_kind(self, _article: object, word: Token) -> str:
        w = str(word)
        if not w[:1].isupper():
            raise Unreadable(f"{w!r} is not a subtype")
        return singular_subtype(w)

    def thats_one_of(self, *children: object) -> Modifier:
        """grants14: "that's a Wolf or a Werewolf" (205.3): one of those subtypes, on a noun that
        names no subtype itself."""
        kinds = frozenset(c for c in children if isinstance(c, str) and not isinstance(c, Token))  # not the POSS token

        def modify(s: Selector) -> Selector:
            if s.subtypes or s.all_subtypes:
                raise Unreadable("subtypes on both sides of \"that's\"")
            return dataclasses.replace(s, subtypes=kinds)

        return modify

    def thats_any_of(self, _poss: object, *children: object) -> Modifier:
        """grants14: "that's a Cat, Elemental, or Beast" (one article for the list): one of them."""
        words = [c for c in children if isinstance(c, Token) and c.type == "WORD"]
        return self.thats_one_of(*(self.thats_kind(None, w) for w in words))

    def that_qualifier(self, *clauses: Selector) -> Modifier:
        """"that could produce {C}"; "that is snow or could produce {C}": one of the clauses."""
        if len(clauses) == 1:
            only = clauses[0]
            return lambda s: dataclasses.replace(
                s,
                supertypes=s.supertypes | only.supertypes,
                card_types=s.card_types | only.card_types,
                tapped=only.tapped if only.tapped is not None else s.tapped,
                could_produce=only.could_produce if only.could_produce is not None else s.could_produce,
            )
        return set_fields(either=tuple(clauses))

    def target_player_controls(self) -> Modifier:
        """"target opponent controls": an opponent's."""
        return set_fields(who=Who.OPPONENT)

    def target_any_player_controls(self) -> Modifier:
        """audit29: "all lands target player controls" (Jolrael, Empress of Beasts): the player
        may be the ability's controller too; the one the resolution targeted (115.1)."""
        return set_fields(who=Who.TARGET_PLAYER)

    def enchanted_player_controls(self) -> Modifier:
        """audit20: "creatures enchanted player controls" (Overwhelming Splendor): those of the
        player the Aura enchants (303.4, 702.5a)."""
        return set_fields(who=Who.ENCHANTED_PLAYER)

    def noun(self, *parts: object) -> list[Modifier]:
        """The modifiers of a noun phrase. Several subtype words in a row name one object with
        all of them ("an Elf Warrior", 205.3: an object may have several subtypes); a single one
        may list alternatives ("a Mountain, Forest, or Plains")."""
        out: list[Modifier] = []
        subtype_groups = [p for p in parts if isinstance(p, Subtypes)]
        if len(subtype_groups) > 1:
            if any(len(g.names) > 1 for g in subtype_groups):
                raise Unreadable("subtype alternatives next to another subtype")
            out.append(add_values("all_subtypes", *(g.names[0] for g in subtype_groups)))
        elif subtype_groups:
            out.append(add_values("subtypes", *subtype_groups[0].names))
        for p in parts:
            if isinstance(p, Subtypes):
                continue
            out.extend(p if isinstance(p, list) else [cast(Modifier, p)])
        return out

    def card_type(self, name: str | None) -> Modifier:
        return add_values("card_types", name) if name else set_fields()

    def land_noun(self) -> str: return "Land"

    def creature_noun(self) -> str: return "Creature"

    def artifact_noun(self) -> str: return "Artifact"

    def enchantment_noun(self) -> str: return "Enchantment"

    def planeswalker_noun(self) -> str: return "Planeswalker"

    def battle_noun(self) -> str: return "Battle"

    def permanent_noun(self) -> None:
        return None  # "permanent(s)" selects every permanent: no card type

    def token_word(self, *_: object) -> Modifier:
        return set_fields(token=True)

    def subtype_alternatives(self, *words: Token) -> "Subtypes":
        if len(words) == 1 and str(words[0]).lower() in ("outlaw", "outlaws"):
            # grants14: "outlaw" (Comprehensive Rules glossary): a permanent with one of the creature
            # types Assassin, Mercenary, Pirate, Rogue or Warlock ("Other outlaws you control have haste")
            return Subtypes(OUTLAW_TYPES)
        return Subtypes(tuple(singular_subtype(str(w)) for w in words))

    def noun_word(self, m: object) -> object:
        return m

    def you_control(self) -> Modifier:
        return set_fields(who=Who.YOU)

    def you_already_control(self, word: Token) -> Modifier:
        """counters14: "you already control" (Giada): the permanents its controller controls as
        the other one enters, which is not on the battlefield yet (614.1c)."""
        if str(word).lower() != "already":
            raise Unreadable(f"'you {word} control'")
        return set_fields(who=Who.YOU)

    def thats_subtypes(self, *parts: object) -> Modifier:
        """counters14: "that's a Wolf or a Werewolf" (205.3): one of the subtypes, as "a Wolf or
        Werewolf"."""
        words = [str(p) for p in parts if isinstance(p, Token) and p.type == "WORD"]
        if not words or any(not w[:1].isupper() for w in words):
            raise Unreadable("'that's a ...' naming no subtype")
        return add_values("subtypes", *(singular_subtype(w) for w in words))

    def opponent_controls(self) -> Modifier:
        return set_fields(who=Who.OPPONENT)

    def you_dont_control(self) -> Modifier:
        """grants13: "target creature you don't control": a permanent another player controls
        (109.4); :attr:`Who.OPPONENT` is matched as exactly that (controlled by a player other
        than the text's controller)."""
        return set_fields(who=Who.OPPONENT)

    def they_control(self) -> Modifier:
        """audit29: "that player adds {C} for each artifact they control" (Blinkmoth Urn; 106.3):
        the permanents of the player who adds the mana, seen as that player's own ("you")."""
        return set_fields(who=Who.YOU)

    def anyone_controls(self) -> Modifier:
        return set_fields(who=Who.ANY)

    def article(self, *_: object) -> None:
        return None

    # ---- chosen10: colours (105.2) and what was chosen for the text's object --------------------

    def adj_color(self, t: ManaType) -> Modifier:
        """"red creatures" (105.2: red among its colours); "colorless creatures" (105.2c)."""
        if t is ManaType.C:
            return set_fields(colorless=True)
        return set_fields(colors=TypeSet.of([t]))

    def adj_colors(self, a: ManaType, b: ManaType) -> Modifier:
        """"blue or black creatures": one of the two colours (105.2)."""
        if ManaType.C in (a, b):
            raise Unreadable("'colorless' among alternative colours")
        return set_fields(colors=TypeSet.of([a, b]))

    def adj_non_color(self, word: Token) -> Modifier:
        """audit17: "nonblack creature": none of its colours is black (105.2); a second such word
        ("nonartifact, nonblack") adds its colour."""
        t = {"white": ManaType.W, "blue": ManaType.U, "black": ManaType.B, "red": ManaType.R, "green": ManaType.G}[str(word).lower()[3:]]

        def apply(s: Selector) -> Selector:
            one = TypeSet.of([t])
            return dataclasses.replace(s, excluded_colors=one if s.excluded_colors is None else s.excluded_colors | one)

        return apply

    def adj_multicolored(self) -> Modifier:
        return set_fields(multicolored=True)  # 105.2b

    def adj_monocolored(self) -> Modifier:
        return set_fields(monocolored=True)  # 105.2a

    def other_than_self(self, sel: Selector) -> Modifier:
        """among17: "other than this Vehicle" (Lifecraft Engine): as "other" (every one but the
        text's object)."""
        if sel.relation is not Relation.SELF:
            raise Unreadable(f"other than {sel.text!r}")
        return set_fields(relation=Relation.OTHER)

    def of_chosen_type(self) -> Modifier:
        """"of the chosen type": the type chosen for the text's object (its ``chosen_type``)."""
        return set_fields(chosen_type=True)

    def of_chosen_color(self) -> Modifier:
        """"of the chosen color": the colour chosen for the text's object (its ``chosen_color``)."""
        return set_fields(chosen_color=True)

    def with_chosen_name(self) -> Modifier:
        """"with the chosen name": the card name chosen for the text's object (its ``chosen_name``)."""
        return set_fields(chosen_name=True)

    def source_noun(self) -> Modifier:
        return set_fields()  # a source on the battlefield: any permanent

    def sq_chosen_type(self) -> tuple[str, object]:
        """"spells you cast of the chosen type" (SpellFilter.chosen_type)."""
        return ("chosen_type", True)

    def sq_that_is_colors(self, _poss: Token, *colors: ManaType) -> tuple[str, object]:
        """audit18: "Each spell you cast that's red or green" (Goblin Anarchomancer): a spell of at
        least one of the colours (105.2); colourless is no colour."""
        if any(c is ManaType.C for c in colors):
            raise Unreadable("spells that are colorless or a colour")
        return ("colors", tuple(colors))

    def sq_has_x(self, symbol: Token) -> tuple[str, object]:
        """audit18: "spells with {X} in their mana costs" (Gaddock Teeg; 107.3)."""
        if str(symbol).upper() != "{X}":
            raise Unreadable(f"spells with {symbol} in their mana costs")
        return ("has_x", True)

    def sq_named_as_exiled(self, *_: object) -> tuple[str, object]:
        """s16: "with the same name as the exiled card" (Ixalan's Binding; 201.2, 607.2a)."""
        return ("named_as_exiled", True)

    def sq_shares_card_type_with_exiled(self) -> tuple[str, object]:
        """audit18: "Spells you cast that share a card type with the exiled card" (Semblance Anvil:
        205.2a; the card exiled with the text's object, 607.2a)."""
        return ("shares_card_type_with_exiled", True)

    def sq_chosen_color(self) -> tuple[str, object]:
        return ("chosen_color", True)

    def sq_chosen_name(self) -> tuple[str, object]:
        return ("chosen_name", True)

    def sq_mana_value_at_least(self, n: int) -> tuple[str, object]:
        """costs13: "spells with mana value 4 or greater" (202.3)."""
        return ("mana_value_at_least", n)

    def sq_mana_value_at_most(self, n: int) -> tuple[str, object]:
        """among17: "spells with mana value 3 or less" (202.3)."""
        return ("mana_value_at_most", n)

    def sq_mana_value_parity(self, parity: Token, values: Token) -> tuple[str, object]:
        """among17: "spells with even mana values" / "with odd mana values" (202.3; 0 is even)."""
        p = str(parity).lower()
        if p not in ("even", "odd") or str(values).lower() not in ("value", "values"):
            raise Unreadable(f"spells with {parity} mana {values}")
        return ("mana_value_parity", p)

    def sq_power_at_least(self, n: int) -> tuple[str, object]:
        """costs13: "creature spells with power 4 or greater" (208.1)."""
        return ("power_at_least", n)

    def sq_toughness_over_power(self) -> tuple[str, object]:
        """audit35: "creature spells with toughness greater than its power" (Doran; 208.1)."""
        return ("toughness_over_power", True)

    def sq_flash(self) -> tuple[str, object]:
        """altcost16: "spells with flash" (702.8a)."""
        return ("keyword", "flash")

    def sq_has_adventure(self, word: Token) -> tuple[str, object]:
        """audit34: "spells that have an Adventure" (715.1: a card with an Adventure)."""
        if str(word).lower() != "adventure":
            raise Unreadable(f"'that have a {word}' is not a quality of spells")
        return ("has_adventure", True)

    def sq_keyword(self, word: Token) -> tuple[str, object]:
        """"creature spells with flying" (702: a keyword ability on the card)."""
        kw = str(word).lower()
        if kw not in SELECTABLE_KEYWORDS:
            raise Unreadable(f"'with {word}' is not a keyword ability")
        return ("keyword", kw)

    def chosen_type_change(self, sel: Selector, _be: None, *adding: bool) -> TypeChange:
        """"~ is the chosen type [in addition to its other types]" (layer 4, 613.1d): the type chosen
        for the source as it entered (its ``chosen_type``); set (205.1a, 305.7) or added (205.1b)."""
        return TypeChange(sel, frozenset(), adding=bool(adding), text=self._source, chosen=True)

    def vp_every_nonbasic_land_type(self, _verb: None) -> Callable[[Selector, str], list[TypeChange]]:
        """"This land is every nonbasic land type" (205.3i; Planar Nexus): the nonbasic land types
        added (205.1b); they carry no intrinsic ability (305.6 names only the basic ones)."""
        return lambda sel, text: [TypeChange(sel, NONBASIC_LAND_TYPES, adding=True, text=text)]
