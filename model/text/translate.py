"""Parse trees of ``mana.lark`` → the plain data of :mod:`model.abilities` and :mod:`model.costs`.

The grammar composes phrase families (selectors, amounts, palettes, mana specifications), and so
does this transformer: each family becomes one small value, and the rules that use them only put
values together. Selector phrases become *modifiers* (functions ``Selector -> Selector``) that are
folded into one :class:`~model.selectors.Selector`, so "a basic land you control" is
``basic ∘ land ∘ you-control`` applied to the empty selector.

A phrase the data model cannot hold exactly (an uncapitalised word where a subtype should be, a
"that color" with nothing to refer to, "X" that nothing defines...) raises :class:`Unreadable`;
the reader then treats the piece as unread rather than guessing.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import reduce
from types import MappingProxyType
from typing import Callable, Iterable, Mapping, Sequence

from lark import Token, Transformer, v_args
from lark.tree import Meta

from ..abilities import (
    ANY_COLOR,
    THIS_SPELL,
    Ability,
    AdditionalCost,
    AllOf,
    BasicLandTypesAmong,
    ByLandType,
    CardExiledWith,
    CastPermission,
    ChoiceMode,
    ChosenColor,
    ChosenMana,
    ColorChange,
    ColorCount,
    ColorsOf,
    CommanderColors,
    ConditionalInstead,
    Const,
    ControlsAtLeast,
    Convert,
    CostModifier,
    CouldProduce,
    CountersOn,
    CountOf,
    Devotion,
    DiscardCards,
    EntersWithCounters,
    ExiledColors,
    Exists,
    FixedMana,
    FixedTypes,
    GrantAbilities,
    Greatest,
    HasCounters,
    InGraveyard,
    Instead,
    IsMonarch,
    LifeTotal,
    ManaEffect,
    ManaEventFilter,
    ManaPart,
    ManaValueOf,
    Multiply,
    OtherSpellsCast,
    Palette,
    PlayedLandThisTurn,
    Plus,
    PowerOf,
    ProducedTypes,
    Production,
    ReplacementEffect,
    SetAmount,
    SetColor,
    SetType,
    SorceryTiming,
    SpellFilter,
    SpendingRule,
    TapTrigger,
    TargetsBeyondFirst,
    TargetSpec,
    TimesKicked,
    TopOfLibrary,
    ToughnessOf,
    TriggeredManaAbility,
    TypeChange,
    XValue,
    Zone,
)
from ..costs import (
    ExileOther,
    ExileSelfFromHand,
    ManaCost,
    PayLife,
    PayMana,
    RemoveCounters,
    Sacrifice,
    TapOther,
    TapSelf,
    UntapOther,
    UntapSelf,
)
from ..mana import ALL_COLORS, ALL_TYPES, Mana, ManaType, TypeSet
from ..selectors import Relation, Selector, Who
from ..vocabulary import BASIC_LAND_TYPES, LAND_TYPES, SELECTABLE_KEYWORDS

# Plurals that dropping an "s" does not undo; and singular subtypes that end in "s".
_IRREGULAR_PLURALS: Mapping[str, str] = MappingProxyType({
    "Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf", "Fungi": "Fungus",
    "Mice": "Mouse", "Octopi": "Octopus", "Homunculi": "Homunculus", "Sphinxes": "Sphinx", "Foxes": "Fox",
    "Allies": "Ally", "Mercenaries": "Mercenary", "Harpies": "Harpy", "Leeches": "Leech",
})
_SINGULAR_S = frozenset({"Plains", "Homunculus", "Octopus", "Pegasus", "Nautilus", "Fungus", "Cyclops", "Walrus", "Platypus"})
# Capitalised words that stand where a subtype would, and are not one.
_NOT_SUBTYPES = frozenset({"Attacking", "Blocking", "Untapped", "Tapped", "Face-down", "Face-up", "Your", "Their", "Its"})


class Unreadable(ValueError):
    """A phrase the grammar matched but the data model cannot express exactly."""


def singular_subtype(word: str) -> str:
    """"Forests" → "Forest", "Elves" → "Elf", "Plains" → "Plains" (subtypes are capitalised, 205.3)."""
    if not word[:1].isupper() or word in _NOT_SUBTYPES or word.endswith("ed") or word.lower().startswith("non"):
        # At the start of a sentence every word is capitalised: "Equipped creature has ...",
        # "Non-Spirit creatures have ..." are not subtypes (and the model has no field for them).
        raise Unreadable(f"{word!r} is not a subtype")
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word in _SINGULAR_S or not word.endswith("s") or word.endswith("ss"):
        return word
    return word[:-1]


Modifier = Callable[[Selector], Selector]


def _add(field: str, *values: object) -> Modifier:
    """A modifier that adds values to one of the selector's frozenset fields."""

    def apply(s: Selector) -> Selector:
        return dataclasses.replace(s, **{field: getattr(s, field) | frozenset(values)})

    return apply


def _set(**changes: object) -> Modifier:
    def apply(s: Selector) -> Selector:
        return dataclasses.replace(s, **changes)

    return apply


def _compose(mods: Iterable[Modifier], text: str) -> Selector:
    return dataclasses.replace(reduce(lambda s, m: m(s), mods, Selector()), text=text)


@dataclass(frozen=True, slots=True)
class _ThatColor:
    """"that color": a palette that the enclosing sentence defines (the colour just chosen, or the
    colour of the mana that triggered)."""


@dataclass(frozen=True, slots=True)
class _PaletteSpec:
    """A palette with the choice mode its words imply (None: decided by the amount)."""

    palette: object
    mode: ChoiceMode | None = None


@dataclass(frozen=True, slots=True)
class OtherMana:
    """"other mana" in a spending rule (the placeholder while the sentence is read)."""


@dataclass(frozen=True, slots=True)
class OtherSpending:
    """A spending rule about "other mana": the mana types the line's earlier spending rules did
    not name (Celestial Dawn: "You may spend other mana only as though it were colorless mana").
    The reader resolves it against the sentences before it (:meth:`resolve`), or refuses it."""

    as_types: TypeSet
    only: bool
    text: str

    def resolve(self, earlier: Sequence[SpendingRule]) -> SpendingRule:
        if not earlier:
            raise Unreadable("'other mana' with no mana named before it")
        named = TypeSet(0)
        for r in earlier:
            named = named | r.mana
        return SpendingRule(TypeSet(ALL_TYPES.mask & ~named.mask), self.as_types, only=self.only, text=self.text)


@dataclass(frozen=True, slots=True)
class _Subtypes:
    """The subtype words of one noun word: one subtype, or alternatives ("Mountain, Forest, or
    Plains"); the noun decides whether several of them mean all or any (:meth:`Translator.noun`)."""

    names: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class _XPlaceholder:
    """"X" before a where-clause defines it (``where X is this creature's power``)."""


@dataclass(frozen=True, slots=True)
class _Produced:
    """What a replacement says the land produces instead: a palette and, when written, an amount."""

    palette: Palette
    amount: int | None
    single_type: ManaType | None = None


def _mana_of_symbols(tokens: Sequence[Token]) -> Mana:
    """"{W}{W}" → Mana; only the six mana types can be added (106.1b; 106.10 generic symbols are
    written {C} in Oracle text)."""
    text = "".join(str(t) for t in tokens)
    body = text.replace("{", "").replace("}", "").upper()
    if not body or any(ch not in "WUBRGC" for ch in body):
        raise Unreadable(f"cannot add {text}")
    return Mana.parse(body)


def _resolve_that(palette: object, that: Palette | None) -> Palette:
    if isinstance(palette, _ThatColor):
        if that is None:
            raise Unreadable("'that color' refers to nothing here")
        return that
    return palette  # type: ignore[return-value]


def _resolve_effect(effect: ManaEffect, that: Palette | None) -> ManaEffect:
    """Replace the "that color" placeholders of an effect with the palette the sentence defines."""

    def part(p: ManaPart) -> ManaPart:
        if isinstance(p, ChosenMana) and isinstance(p.palette, _ThatColor):
            return dataclasses.replace(p, palette=_resolve_that(p.palette, that))
        return p

    return ManaEffect(tuple(Production(tuple(part(p) for p in o.parts)) for o in effect.options))


def check_resolved(effect: ManaEffect) -> ManaEffect:
    """Refuse an effect that still holds a placeholder (nothing defined "that color")."""
    for o in effect.options:
        for p in o.parts:
            if isinstance(p, ChosenMana) and isinstance(p.palette, _ThatColor):
                raise Unreadable("'that color' refers to nothing here")
    return effect


@v_args(inline=True)
class Translator(Transformer):
    """Turns one parse tree into model data.

    ``source`` is the text that was parsed (selector texts are cut from it); ``read_quoted`` reads
    the abilities inside quotation marks ("Lands you control have "{T}: Add ..."") with the same
    reader, so a granted ability is read exactly like a printed one.
    """

    def __init__(self, source: str, read_quoted: Callable[[str], tuple[Ability, ...]]):
        super().__init__(visit_tokens=True)
        self._source = source
        self._read_quoted = read_quoted

    # ---- tokens ----------------------------------------------------------------------------

    def QUOTED(self, tok: Token) -> str:
        return str(tok)[1:-1]

    # ---- numbers and amounts ---------------------------------------------------------------

    def digits(self, tok: Token) -> int:
        return int(tok)

    def n1(self) -> int: return 1
    def n2(self) -> int: return 2
    def n3(self) -> int: return 3
    def n4(self) -> int: return 4
    def n5(self) -> int: return 5
    def n6(self) -> int: return 6
    def n7(self) -> int: return 7
    def n8(self) -> int: return 8
    def n9(self) -> int: return 9
    def n10(self) -> int: return 10

    def one(self) -> int:
        return 1

    def any_number(self) -> None:
        return None

    def count(self, n: int) -> int:
        return n

    def counter_count(self, n: int | None) -> int | None:
        return n

    def const(self, n: int) -> Const:
        return Const(n)

    def x_amount(self) -> _XPlaceholder:
        return _XPlaceholder()

    def power_of(self, sel: Selector) -> PowerOf:
        return PowerOf(sel)

    def possessive(self, sel: Selector, _poss: Token) -> Selector:
        return sel

    def mana_value_of(self, sel: Selector) -> ManaValueOf:
        return ManaValueOf(sel)

    def devotion(self, colors: TypeSet) -> Devotion:
        return Devotion(colors)

    def devotion_to_that(self) -> Devotion:
        return Devotion(None)

    def counters_on(self, kind: str, sel: Selector) -> CountersOn:
        return CountersOn(kind, sel)

    def count_of(self, sel: Selector) -> CountOf:
        return CountOf(sel)

    def const_expr(self, n: int) -> Const:
        return Const(n)

    def where(self, amount: object) -> object:
        return ("where", amount)

    def per(self, amount: object) -> object:
        return ("per", amount)

    def per_counter(self, kind: str, sel: Selector) -> CountersOn:
        return CountersOn(kind, sel)

    def per_any_counter(self, sel: Selector) -> CountersOn:
        return CountersOn(None, sel)

    def toughness_of(self, sel: Selector) -> ToughnessOf:
        return ToughnessOf(sel)

    def stat_power(self) -> str:
        return "power"

    def stat_toughness(self) -> str:
        return "toughness"

    def greatest(self, stat: str, sel: Selector) -> Greatest:
        return Greatest(stat, sel)

    def life_total(self) -> LifeTotal:
        return LifeTotal()

    def basic_land_types(self, sel: Selector) -> BasicLandTypesAmong:
        return BasicLandTypesAmong(sel)

    def plus(self, base: object, n: int) -> Plus:
        return Plus(base, n)  # type: ignore[arg-type]

    def plus_first(self, n: int, base: object) -> Plus:
        return Plus(base, n)  # type: ignore[arg-type]

    def x_expr(self) -> XValue:
        return XValue()

    def per_removed(self, kind: str) -> XValue:
        return XValue()

    def per_selected(self, sel: Selector) -> CountOf:
        return CountOf(sel)

    def counter_kind(self, tok: Token) -> str:
        return str(tok).replace("−", "-").lower()

    def counter_noun(self, *_: object) -> None:
        return None

    # ---- selectors -------------------------------------------------------------------------

    @v_args(meta=True)
    def self_ref(self, meta: Meta, children: list) -> Selector:
        return Selector(relation=Relation.SELF, text=self._cut(meta) or "this permanent")

    def self_noun(self, *_: object) -> None:
        return None

    @v_args(meta=True)
    def selector(self, meta: Meta, children: list) -> Selector:
        mods: list[Modifier] = []
        for c in children:
            if isinstance(c, list):
                mods.extend(c)
            elif c is not None:
                mods.append(c)
        sel = _compose(mods, self._cut(meta))
        if sel.card_types & sel.excluded_types:
            raise Unreadable(f"contradictory selector {sel.text!r}")
        return sel

    determined_selector = selector

    def _cut(self, meta: Meta) -> str:
        if getattr(meta, "empty", True):
            return ""
        return self._source[meta.start_pos : meta.end_pos]

    def det_a(self) -> Modifier:
        return _set()

    det_each = det_a
    det_target = det_a

    def det_other(self) -> Modifier:
        return _set(relation=Relation.OTHER)

    def det_enchanted(self) -> Modifier:
        return _set(relation=Relation.ENCHANTED)

    def det_sacrificed(self) -> Modifier:
        return _set(relation=Relation.SACRIFICED)

    def adj_basic(self) -> Modifier:
        return _add("supertypes", "Basic")

    def adj_snow(self) -> Modifier:
        return _add("supertypes", "Snow")

    def adj_legendary(self) -> Modifier:
        return _add("supertypes", "Legendary")

    def adj_nonbasic(self) -> Modifier:
        return _add("excluded_supertypes", "Basic")

    def adj_nonland(self) -> Modifier:
        return _add("excluded_types", "Land")

    def adj_noncreature(self) -> Modifier:
        return _add("excluded_types", "Creature")

    def adj_nonartifact(self) -> Modifier:
        return _add("excluded_types", "Artifact")

    def adj_nontoken(self) -> Modifier:
        return _set(token=False)

    def adj_tapped(self) -> Modifier:
        return _set(tapped=True)

    def adj_untapped(self) -> Modifier:
        return _set(tapped=False)

    def det_equipped(self) -> Modifier:
        return _set(relation=Relation.EQUIPPED)

    def urzas(self, _poss: Token) -> Modifier:
        """"Urza's Tower", "Urza's land": the subtype Urza's (205.3i), required with any other."""
        return _add("all_subtypes", "Urza's")

    def alt_type(self, name: str | None) -> Selector:
        return Selector(card_types=frozenset({name})) if name else Selector()

    def alt_subtype(self, word: Token) -> Selector:
        return Selector(subtypes=frozenset({singular_subtype(str(word))}))

    def noun_either(self, *parts: object) -> list[Modifier]:
        """"creatures and planeswalkers", "land and Ally": a permanent that is one of them."""
        alts = tuple(p for p in parts if isinstance(p, Selector))
        mods: list[Modifier] = [_set(either=alts)]
        mods += [p for p in parts if callable(p)]  # a token word
        return mods

    def with_power(self, n: int) -> Modifier:
        return _set(power_at_least=n)

    def with_keyword(self, word: Token) -> Modifier:
        kw = str(word).lower()
        if kw not in SELECTABLE_KEYWORDS:
            raise Unreadable(f"'with {word}' is not a keyword ability")
        return _set(keyword=kw)

    def with_counter(self, *args: object) -> Modifier:
        kind = next((a for a in args if isinstance(a, str)), "")
        return _set(counter=kind)

    def named_self(self, _tilde: Token) -> Modifier:
        return _set(named="~")

    def same_name_as_exiled(self) -> Modifier:
        return _set(same_name_as_exiled=True)

    def qualifier(self, m: Modifier) -> Modifier:
        return m

    def that_is(self, predicate: Modifier) -> Selector:
        return predicate(Selector())

    def that_could_produce(self, symbol: Token) -> Selector:
        """"that could produce {C}" (106.7): a permanent that could produce that type."""
        return Selector(could_produce=_mana_of_symbols([symbol]).types)

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
        return _set(either=tuple(clauses))

    def target_player_controls(self) -> Modifier:
        return _set(who=Who.OPPONENT)

    def noun(self, *parts: object) -> list[Modifier]:
        """The modifiers of a noun phrase. Several subtype words in a row name one object with
        all of them ("an Elf Warrior", 205.3: an object may have several subtypes); a single one
        may list alternatives ("a Mountain, Forest, or Plains")."""
        out: list[Modifier] = []
        subtype_groups = [p for p in parts if isinstance(p, _Subtypes)]
        if len(subtype_groups) > 1:
            if any(len(g.names) > 1 for g in subtype_groups):
                raise Unreadable("subtype alternatives next to another subtype")
            out.append(_add("all_subtypes", *(g.names[0] for g in subtype_groups)))
        elif subtype_groups:
            out.append(_add("subtypes", *subtype_groups[0].names))
        for p in parts:
            if isinstance(p, _Subtypes):
                continue
            out.extend(p if isinstance(p, list) else [p])  # type: ignore[list-item]
        return out

    def card_type(self, name: str | None) -> Modifier:
        return _add("card_types", name) if name else _set()

    def land_noun(self) -> str: return "Land"
    def creature_noun(self) -> str: return "Creature"
    def artifact_noun(self) -> str: return "Artifact"
    def enchantment_noun(self) -> str: return "Enchantment"
    def planeswalker_noun(self) -> str: return "Planeswalker"
    def battle_noun(self) -> str: return "Battle"

    def permanent_noun(self) -> None:
        return None  # "permanent(s)" selects every permanent: no card type

    def token_word(self, *_: object) -> Modifier:
        return _set(token=True)

    def subtype_alternatives(self, *words: Token) -> "_Subtypes":
        return _Subtypes(tuple(singular_subtype(str(w)) for w in words))

    def noun_word(self, m: object) -> object:
        return m

    def you_control(self) -> Modifier:
        return _set(who=Who.YOU)

    def opponent_controls(self) -> Modifier:
        return _set(who=Who.OPPONENT)

    def anyone_controls(self) -> Modifier:
        return _set(who=Who.ANY)

    # ---- colours ---------------------------------------------------------------------------

    def white(self) -> ManaType: return ManaType.W
    def blue(self) -> ManaType: return ManaType.U
    def black(self) -> ManaType: return ManaType.B
    def red(self) -> ManaType: return ManaType.R
    def green(self) -> ManaType: return ManaType.G
    def colorless(self) -> ManaType: return ManaType.C

    def color_word(self, t: ManaType) -> ManaType:
        return t

    def tap_adjective(self, t: ManaType) -> ManaType:
        return t

    # ---- costs (602.1, 118) ----------------------------------------------------------------

    def tap_self(self, _tok: Token) -> TapSelf:
        return TapSelf()

    def untap_self(self, _tok: Token) -> UntapSelf:
        return UntapSelf()

    def pay_mana(self, *symbols: Token) -> PayMana:
        try:
            return PayMana(ManaCost.parse("".join(str(s) for s in symbols)))
        except ValueError as e:  # "{H/P}" and other symbols no mana cost has (107.4)
            raise Unreadable(str(e)) from e

    def sacrifice_self(self, sel: Selector) -> tuple[Selector, int]:
        return sel, 1

    def sacrifice_other(self, *args: object) -> tuple[Selector, int]:
        count = args[0] if len(args) == 2 else 1
        sel = args[-1]
        assert isinstance(sel, Selector) and isinstance(count, int)
        if sel.relation is not Relation.SELF and sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=Who.YOU)  # you can sacrifice only your own (701.21a)
        return sel, count

    def sacrifice(self, what: tuple[Selector, int]) -> Sacrifice:
        sel, count = what
        return Sacrifice(sel, count, text=self._source)

    def remove_counters(self, count: int | None, kind: str, _noun: None, _from: Selector) -> RemoveCounters:
        return RemoveCounters(kind, count, text=self._source)

    # --- activation conditions (602.5b) ---

    def activation_condition(self, *conds: object) -> tuple:
        return tuple(conds)

    def cond_control(self, sel: Selector) -> ControlsAtLeast:
        return ControlsAtLeast(dataclasses.replace(sel, who=Who.YOU))

    def cond_control_n(self, n: int, sel: Selector) -> ControlsAtLeast:
        return ControlsAtLeast(dataclasses.replace(sel, who=Who.YOU), n)

    def condition(self, cond: object) -> object:
        return cond

    def cond_control_all(self, *sels: Selector) -> object:
        """"you control an Urza's Power-Plant and an Urza's Tower": one of each."""
        conds = tuple(ControlsAtLeast(dataclasses.replace(s, who=Who.YOU)) for s in sels)
        return conds[0] if len(conds) == 1 else AllOf(conds)

    @v_args(meta=True)
    def name_words(self, meta: Meta, children: list) -> str:
        return self._cut(meta)

    def cond_control_named(self, noun: str | None, *names: str) -> AllOf:
        """"you control creatures named Mine Worker and Power Plant Worker": one of each name."""
        types = frozenset({noun}) if noun else frozenset()
        return AllOf(tuple(ControlsAtLeast(Selector(card_types=types, named=n, who=Who.YOU, text=n)) for n in names))

    def subject_self(self, sel: Selector) -> Selector:
        return sel

    def subject_enchanted(self, noun: str | None) -> Selector:
        return Selector(card_types=frozenset({noun}) if noun else frozenset(), relation=Relation.ENCHANTED, text="enchanted " + (noun or "permanent").lower())

    def subject_triggering(self, word: Token) -> Selector:
        w = str(word)
        if w.lower() in ("land", "permanent", "creature", "artifact"):
            types = frozenset({w.capitalize()}) if w.lower() != "permanent" else frozenset()
            return Selector(card_types=types, relation=Relation.TRIGGERING, text="that " + w)
        return Selector(subtypes=frozenset({singular_subtype(w)}), relation=Relation.TRIGGERING, text="that " + w)

    @v_args(meta=True)
    def predicate_adjective(self, meta: Meta, children: list) -> Modifier:
        word = self._cut(meta).lower()
        return {
            "tapped": _set(tapped=True),
            "untapped": _set(tapped=False),
            "snow": _add("supertypes", "Snow"),
            "basic": _add("supertypes", "Basic"),
            "legendary": _add("supertypes", "Legendary"),
        }[word]

    def predicate_type(self, _article: None, noun: str | None) -> Modifier:
        return _add("card_types", noun) if noun else _set()

    @v_args(meta=True)
    def cond_is(self, meta: Meta, children: list) -> Exists:
        """"this creature is tapped", "that Island is snow", "enchanted permanent is a land"."""
        subject, predicate = children
        return Exists(dataclasses.replace(predicate(subject), text=self._cut(meta) or subject.text))

    def cond_played_land(self) -> PlayedLandThisTurn:
        return PlayedLandThisTurn()

    def cond_monarch(self, _poss: Token) -> IsMonarch:
        return IsMonarch()

    def cond_exiled_with(self, sel: Selector) -> CardExiledWith:
        return CardExiledWith()

    def cond_top_of_library(self, _article: None, noun: str | None) -> TopOfLibrary:
        if not noun:
            raise Unreadable("a permanent card on top")
        return TopOfLibrary(noun)

    def cond_in_graveyard(self, sel: Selector) -> InGraveyard:
        return InGraveyard()

    def count_sentence(self, sel: Selector) -> Selector:
        return sel

    def trigger_while(self, cond: object) -> tuple[str, object]:
        return ("while", cond)

    def intervening_if(self, cond: object) -> tuple[str, object]:
        return ("if", cond)

    def conditional_self_replacement(self, cond: object, action: object) -> ReplacementEffect:
        """"If you control four or more creatures, add {G}{G} instead." (614.15, checked as the
        ability resolves)."""
        return ReplacementEffect(
            applies_to=ManaEventFilter(permanent=Selector(relation=Relation.SELF, text="this permanent"), tapped=False),
            transform=action,  # type: ignore[arg-type]
            self_replacement=True,
            condition=cond,  # type: ignore[arg-type]
            text=self._source,
        )

    def trigger_instead(self, cond: object, *rest: object) -> ConditionalInstead:
        effect, optional = rest[-1]  # type: ignore[misc]
        return ConditionalInstead(cond, check_resolved(effect), optional)  # type: ignore[arg-type]

    def conditional_static(self, cond: object, effect: object) -> tuple[object, object]:
        """"As long as <condition>, <effect>" (611.3a). "it" is the condition's subject when that is
        another permanent ("As long as enchanted permanent is a land, it has ...")."""
        if (
            isinstance(effect, GrantAbilities)
            and effect.affected.relation is Relation.SELF
            and effect.affected.text.lower() == "it"
            and isinstance(cond, Exists)
            and cond.what.relation is Relation.ENCHANTED
        ):
            effect = dataclasses.replace(effect, affected=dataclasses.replace(cond.what, card_types=frozenset(), text="enchanted permanent"))
        return ("as long as", cond, effect)

    def cond_sorcery(self) -> SorceryTiming:
        return SorceryTiming()

    def cond_your_turn(self) -> SorceryTiming:
        return SorceryTiming(your_turn_only=True)

    def pay_life(self, n: int) -> PayLife:
        return PayLife(n)

    def tap_other(self, count: int, *rest: object) -> TapOther:
        sel = rest[-1]
        assert isinstance(sel, Selector)
        if sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=Who.YOU)
        return TapOther(sel, count, text=self._source)

    def exile_self_from_hand(self, sel: Selector) -> ExileSelfFromHand:
        return ExileSelfFromHand()

    def untap_other(self, count: int, sel: Selector) -> UntapOther:
        """"Untap a tapped land an opponent controls" (Benthic Explorers)."""
        if sel.relation is not Relation.NONE:
            raise Unreadable("untap something other than a permanent described")
        return UntapOther(sel, count, text=self._source)

    def exile_other(self, count: int, sel: Selector) -> ExileOther:
        """"Exile a creature you control" (Food Chain): you exile only your own (like 701.21a)."""
        if sel.relation is not Relation.NONE:
            raise Unreadable("exile something other than a permanent described")
        if sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=Who.YOU)
        return ExileOther(sel, count, text=self._source)

    # ---- palettes --------------------------------------------------------------------------

    def any_color(self) -> _PaletteSpec:
        return _PaletteSpec(ANY_COLOR)

    def any_one_color(self) -> _PaletteSpec:
        return _PaletteSpec(ANY_COLOR, ChoiceMode.SAME)

    def any_type(self) -> _PaletteSpec:
        return _PaletteSpec(FixedTypes(ALL_TYPES))

    def any_one_type(self) -> _PaletteSpec:
        return _PaletteSpec(FixedTypes(ALL_TYPES), ChoiceMode.SAME)

    def different_colors(self) -> _PaletteSpec:
        return _PaletteSpec(ANY_COLOR, ChoiceMode.DIFFERENT)

    def combination_colors(self) -> _PaletteSpec:
        return _PaletteSpec(ANY_COLOR, ChoiceMode.COMBINATION)

    def combination_symbols(self, types: TypeSet) -> _PaletteSpec:
        return _PaletteSpec(FixedTypes(types), ChoiceMode.COMBINATION)

    def symbol_alternatives(self, *tokens: Token) -> TypeSet:
        syms = [t for t in tokens if t.type == "MANA_SYM"]
        return _mana_of_symbols(syms).types

    def chosen_color(self) -> _PaletteSpec:
        return _PaletteSpec(ChosenColor())

    def that_color(self) -> _PaletteSpec:
        return _PaletteSpec(_ThatColor())

    def commander_colors(self, _poss: Token) -> _PaletteSpec:
        return _PaletteSpec(CommanderColors())

    def colors_of_possessive(self, sel: Selector) -> _PaletteSpec:
        return _PaletteSpec(ColorsOf(sel))

    def chooser(self, *_: object) -> None:
        return None

    def colors_only(self) -> bool:
        return True

    def all_types(self) -> bool:
        return False

    def could_produce(self, colors_only: bool, sel: Selector) -> _PaletteSpec:
        return _PaletteSpec(CouldProduce(sel, colors_only))

    def could_produce_paid(self, colors_only: bool, noun: str | None) -> _PaletteSpec:
        """"any type that land could produce" after a cost that names a land (Benthic Explorers:
        "Untap a tapped land an opponent controls"): the permanent chosen to pay the cost. The
        reader replaces this selector with the cost's own (:data:`Relation.COST`)."""
        sel = Selector(card_types=frozenset({noun}) if noun else frozenset(), relation=Relation.COST, text="that " + (noun or "permanent").lower())
        return _PaletteSpec(CouldProduce(sel, colors_only))

    def colors_among(self, sel: Selector) -> _PaletteSpec:
        """"any color among legendary permanents you control" (Plaza of Heroes, Mox Amber)."""
        return _PaletteSpec(ColorsOf(sel))

    def exiled_colors(self, *_: object) -> _PaletteSpec:
        return _PaletteSpec(ExiledColors())

    def produced_types(self, sel: Selector) -> _PaletteSpec:
        return _PaletteSpec(ProducedTypes())

    def color_word_palette(self, t: ManaType) -> _PaletteSpec:
        return _PaletteSpec(FixedTypes(TypeSet.of([t])))

    def choose_any_color(self) -> Palette:
        return ANY_COLOR

    def choose_color_of(self, sel: Selector) -> Palette:
        return ColorsOf(sel)

    # ---- mana specifications ---------------------------------------------------------------

    def fixed(self, *args: object) -> Production:
        per: object = Const(1)
        symbols = [a for a in args if isinstance(a, Token)]
        for a in args:
            if isinstance(a, tuple) and a[0] == "per":
                per = a[1]
        return Production((FixedMana(_mana_of_symbols(symbols), per),))  # type: ignore[arg-type]

    def fixed_times(self, n: int, symbol: Token, *rest: object) -> Production:
        """"Add six {G}": n times that mana."""
        per = next((r[1] for r in rest if isinstance(r, tuple) and r[0] == "per"), Const(1))
        return Production((FixedMana(_mana_of_symbols([symbol]).times(n), per),))  # type: ignore[arg-type]

    def fixed_equal(self, *args: object) -> Production:
        symbols = [a for a in args if isinstance(a, Token)]
        amount = args[-1]
        return Production((FixedMana(_mana_of_symbols(symbols), amount),))  # type: ignore[arg-type]

    def chosen(self, amount: object, spec: _PaletteSpec, *rest: object) -> Production:
        rest = tuple(r for r in rest if r is not None)
        per = next((r[1] for r in rest if isinstance(r, tuple) and r[0] == "per"), None)
        where = next((r[1] for r in rest if isinstance(r, tuple) and r[0] == "where"), None)
        if isinstance(amount, _XPlaceholder):
            amount = where if where is not None else XValue()
        elif where is not None:
            raise Unreadable("a where-clause defines X, but the amount is not X")
        if per is not None:
            if amount != Const(1):
                raise Unreadable("'<k> mana ... for each' with k other than one")
            amount = per
        mode = spec.mode
        if mode is None:
            # "one mana of any color"; "X mana of any color" lets each mana be any colour.
            mode = ChoiceMode.SAME if amount == Const(1) or not isinstance(spec.palette, FixedTypes) else ChoiceMode.COMBINATION
        return Production((ChosenMana(amount, spec.palette, mode),))  # type: ignore[arg-type]

    def chosen_equal(self, spec: _PaletteSpec, amount: object) -> Production:
        return Production((ChosenMana(amount, spec.palette, spec.mode or ChoiceMode.SAME),))  # type: ignore[arg-type]

    def options(self, *productions: Production) -> ManaEffect:
        return ManaEffect(tuple(productions))

    def additional(self) -> str:
        return "additional"

    def add_verb(self, *_: object) -> str:
        return "add"

    def may_add(self) -> str:
        return "may"

    def then_add(self, *args: object) -> ManaEffect:
        effect = args[-1]
        assert isinstance(effect, ManaEffect)
        return effect

    def mana_clause(self, verb: str, *rest: object) -> tuple[ManaEffect, bool]:
        specs = [r for r in rest if isinstance(r, ManaEffect)]
        effect = specs[0]
        for extra in specs[1:]:
            if len(extra.options) != 1:
                raise Unreadable("'then add' with a choice")
            effect = ManaEffect(tuple(Production(o.parts + extra.options[0].parts) for o in effect.options))
        return effect, verb == "may"

    def mana_sentence(self, clause: tuple[ManaEffect, bool]) -> ManaEffect:
        return check_resolved(clause[0])

    def chosen_then_add(self, palette: Palette, clause: tuple[ManaEffect, bool]) -> ManaEffect:
        """"Choose a color [of ...]. Add one mana of that color [for each ...]": "that color" is
        the colour just chosen from the palette (Meteor Crater, Astral Cornucopia, Nykthos)."""
        return check_resolved(_resolve_effect(clause[0], palette))

    def each_color_among(self, sel: Selector) -> ManaEffect:
        """"For each color among <permanents>, add one mana of that color": one mana of each of
        their colours, i.e. as many mana as they have colours, all different (Bloom Tender)."""
        return ManaEffect((Production((ChosenMana(ColorCount(sel), ColorsOf(sel), ChoiceMode.DIFFERENT),)),))

    # ---- self-replacements (614.15) --------------------------------------------------------

    def has_counter(self, kind: str) -> HasCounters:
        return HasCounters(kind)

    def has_counters(self, n: int, kind: str) -> HasCounters:
        return HasCounters(kind, at_least=n)

    def set_amount(self, n: int) -> SetAmount:
        return SetAmount(n)

    def instead(self, effect: ManaEffect) -> Instead:
        return Instead(check_resolved(effect))

    def self_replacement(self, subject: Selector, condition: HasCounters, action: object) -> ReplacementEffect:
        if subject.relation is not Relation.SELF:
            raise Unreadable("a self-replacement must be about this object")
        return ReplacementEffect(
            applies_to=ManaEventFilter(permanent=subject, tapped=False),
            transform=action,  # type: ignore[arg-type]
            self_replacement=True,
            condition=condition,
            text=self._source,
        )

    # ---- replacement effects on mana (614.1a, 106.12b) --------------------------------------

    def until_eot(self) -> str:
        return "until end of turn"

    def at_least(self, n: int) -> int:
        return n

    def any_player(self) -> Who:
        return Who.ANY

    def you_player(self) -> Who:
        return Who.YOU

    def opponent_player(self) -> Who:
        return Who.OPPONENT

    def tap_verb(self, *_: object) -> None:
        return None

    def produces_verb(self, *_: object) -> None:
        return None

    def produce_subject(self, *_: object) -> None:
        return None

    def be_verb(self, *_: object) -> None:
        return None

    def have_verb(self, *_: object) -> None:
        return None

    def article(self, *_: object) -> None:
        return None

    @staticmethod
    def _target_of_effect(sel: Selector) -> Selector:
        """"If target Plains is tapped for mana, ..." (Quarum Trench Gnomes): the effect is about
        the permanent the ability targeted (115.1), not every Plains."""
        if sel.text.lower().startswith("target ") and sel.relation is Relation.NONE:
            return dataclasses.replace(sel, relation=Relation.TARGET)
        return sel

    def if_tapped(self, sel: Selector, *rest: object) -> ManaEventFilter:
        at_least = next((r for r in rest if isinstance(r, int)), 1)
        return ManaEventFilter(permanent=self._target_of_effect(sel), min_amount=at_least)

    def if_player_taps(self, player: Who, _verb: None, sel: Selector) -> ManaEventFilter:
        # "If you tap a permanent for mana": the permanents you tap are yours (Mana Reflection).
        if player is not Who.ANY and sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=player)
        return ManaEventFilter(permanent=sel)

    def produced_symbol(self, tok: Token) -> _Produced:
        mana = _mana_of_symbols([tok])
        t = next(iter(mana.types))
        return _Produced(FixedTypes(mana.types), mana.total, t)

    def produced_color_word(self, t: ManaType) -> _Produced:
        return _Produced(FixedTypes(TypeSet.of([t])), None, t)

    def produced_palette(self, *args: object) -> _Produced:
        n = args[0] if isinstance(args[0], int) else None
        spec = args[-1]
        assert isinstance(spec, _PaletteSpec)
        if isinstance(spec.palette, _ThatColor):
            raise Unreadable("'that color' refers to nothing here")
        return _Produced(spec.palette, n)  # type: ignore[arg-type]

    def set_type(self, p: _Produced) -> SetType:
        return SetType(p.palette)

    def set_type_amount(self, p: _Produced) -> SetType:
        return SetType(p.palette, amount=p.amount if p.amount is not None else 1)

    def set_color(self, p: _Produced) -> SetColor:
        return SetColor(p.palette)

    def convert(self, p: _Produced, src: ManaType) -> tuple[Convert, ManaType]:
        if p.single_type is None:
            raise Unreadable("converts into more than one type")
        return Convert(src, p.single_type), src

    def twice(self) -> int:
        return 2

    def times(self, n: int) -> int:
        return n

    def multiply(self, n: int) -> Multiply:
        return Multiply(n)

    def _effect(self, flt: ManaEventFilter, result: object) -> ReplacementEffect:
        if isinstance(result, tuple):  # Convert narrows the filter to mana of its source type
            transform, of_type = result
            flt = dataclasses.replace(flt, of_type=of_type)
        else:
            transform = result
        return ReplacementEffect(applies_to=flt, transform=transform, text=self._source)  # type: ignore[arg-type]

    def replace_event(self, flt: ManaEventFilter, _subject: None, _verb: None, result: object) -> ReplacementEffect:
        return self._effect(flt, result)

    def replace_plural(self, sel: Selector, _verb: None, result: object) -> ReplacementEffect:
        return self._effect(ManaEventFilter(permanent=sel), result)

    def land_map(self, word: Token, sym: Token) -> tuple[str, ManaType]:
        sub = singular_subtype(str(word))
        mana = _mana_of_symbols([sym])
        return sub, next(iter(mana.types))

    def land_map_list(self, *maps: tuple[str, ManaType]) -> tuple[tuple[str, ManaType], ...]:
        return tuple(maps)

    def replace_by_land_type(self, mapping: tuple[tuple[str, ManaType], ...]) -> ReplacementEffect:
        sel = Selector(subtypes=frozenset(s for s, _ in mapping), text="lands of those types")
        return ReplacementEffect(ManaEventFilter(permanent=sel), ByLandType(mapping), text=self._source)

    def replacement(self, *args: object) -> ReplacementEffect:
        effect = args[-1]
        assert isinstance(effect, ReplacementEffect)
        return effect

    # ---- triggered mana abilities (605.1b, 106.12a) ----------------------------------------

    def player_taps(self, player: Who, _verb: None, sel: Selector, *rest: object) -> TapTrigger:
        mana_of = rest[0].palette if rest else None  # type: ignore[union-attr]
        return TapTrigger(permanent=sel, player=player, mana_of=mana_of)

    def player_taps_for_symbol(self, player: Who, _verb: None, sel: Selector, symbol: Token) -> TapTrigger:
        mana = _mana_of_symbols([symbol])
        return TapTrigger(permanent=sel, player=player, mana_of=FixedTypes(mana.types))

    def ability_causes_you_to_add(self, sel: Selector, _poss: Token, *rest: object) -> TapTrigger:
        """"Whenever a land's ability causes you to add one or more mana of the chosen color"
        (Caged Sun): any mana ability of it, not only tapping it (106.12a)."""
        mana_of = rest[0].palette if rest else None  # type: ignore[union-attr]
        return TapTrigger(permanent=sel, player=Who.YOU, mana_of=mana_of, tapped=False)

    def is_tapped(self, sel: Selector, *rest: object) -> TapTrigger:
        mana_of = rest[0].palette if rest else None  # type: ignore[union-attr]
        return TapTrigger(permanent=sel, mana_of=mana_of)

    def tapper(self) -> str:
        return "tapper"

    def controller(self) -> str:
        return "controller"

    def tap_response(self, *args: object) -> tuple[str, ManaEffect, bool]:
        recipient = args[0] if isinstance(args[0], str) else "controller"
        effect, optional = args[-1]  # type: ignore[misc]
        return recipient, effect, optional

    def tap_trigger(self, trigger: TapTrigger, *rest: object) -> TriggeredManaAbility:
        recipient, effect, optional = rest[-1]  # type: ignore[misc]
        conds = [c[1] for c in rest[:-1] if isinstance(c, tuple)]
        condition = None if not conds else conds[0] if len(conds) == 1 else AllOf(tuple(conds))
        effect = check_resolved(_resolve_effect(effect, trigger.mana_of))
        return TriggeredManaAbility(
            trigger=trigger, effect=effect, recipient=recipient, optional=optional, text=self._source, condition=condition  # type: ignore[arg-type]
        )

    # ---- continuous effects (305.7, 613) ---------------------------------------------------

    def land_types(self, *words: object) -> frozenset[str]:
        types = frozenset(singular_subtype(str(w)) for w in words if isinstance(w, Token))
        if not types <= LAND_TYPES:
            raise Unreadable(f"not land types: {sorted(types - LAND_TYPES)}")
        return types

    def every_basic_land_type(self) -> frozenset[str]:
        return frozenset(BASIC_LAND_TYPES)

    def type_addition(self, *_: object) -> bool:
        return True

    def type_change(self, sel: Selector, _be: None, types: frozenset[str], *adding: bool) -> TypeChange:
        if "Land" not in sel.card_types and not (sel.subtypes & LAND_TYPES):
            raise Unreadable("land types given to something that is not a land")
        return TypeChange(sel, types, adding=bool(adding), text=self._source)

    def colors(self, *types: ManaType) -> TypeSet:
        return TypeSet.of(t for t in types if t is not ManaType.C)

    def all_colors(self) -> TypeSet:
        return ALL_COLORS

    def color_change(self, sel: Selector, _be: None, colors: TypeSet) -> ColorChange:
        return ColorChange(sel, colors, text=self._source)

    def grant(self, sel: Selector, _have: None, *quoted: str) -> GrantAbilities:
        abilities: tuple[Ability, ...] = ()
        for q in quoted:
            abilities += self._read_quoted(q)
        return GrantAbilities(sel, abilities, text=self._source)

    def static_sentence(self, effect: object) -> object:
        return effect

    def static_effect(self, effect: object) -> object:
        return effect

    # ---- casting rules (601.2, 118.8, 601.2f, 614.1c, 609.4b) ------------------------------

    def casting_sentence(self, rule: object) -> object:
        return rule

    def additional_cost(self, subject: Selector, *parts: object) -> AdditionalCost:
        """"As an additional cost to cast this spell, sacrifice a creature" (118.8)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("an additional cost of another spell")
        return AdditionalCost(tuple(parts), text=self._source)  # type: ignore[arg-type]

    @v_args(meta=True)
    def spell_sacrifice(self, meta: Meta, children: list) -> Sacrifice:
        sel, count = children[0]
        return Sacrifice(sel, count, text=self._cut(meta))

    def spell_pay_life(self, n: int) -> PayLife:
        return PayLife(n)

    @v_args(meta=True)
    def spell_discard(self, meta: Meta, children: list) -> DiscardCards:
        return DiscardCards(children[0], text=self._cut(meta))

    @v_args(meta=True)
    def spell_tap_other(self, meta: Meta, children: list) -> TapOther:
        sel = children[-1]
        assert isinstance(sel, Selector)
        if sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=Who.YOU)
        return TapOther(sel, children[0], text=self._cut(meta))

    def card_noun(self, *_: object) -> None:
        return None

    def this_spell(self, sel: Selector) -> SpellFilter:
        if sel.relation is not Relation.SELF:
            raise Unreadable("not this spell")
        return THIS_SPELL

    def spell_determiner(self, *_: object) -> None:
        return None

    def spell_word(self, *_: object) -> None:
        return None

    def quality_color(self, t: ManaType) -> tuple[str, object]:
        if t is ManaType.C:
            return ("colorless", True)
        return ("color", t)

    def quality_type(self, name: str | None) -> tuple[str, object]:
        if name is None:  # "permanent spells": every spell of a permanent type; not modelled
            raise Unreadable("permanent spells")
        return ("type", name)

    def quality_noncreature(self) -> tuple[str, object]:
        return ("not", "Creature")

    def quality_nonartifact(self) -> tuple[str, object]:
        return ("not", "Artifact")

    def any_caster(self) -> Who:
        return Who.ANY

    def you_caster(self) -> Who:
        return Who.YOU

    def opponent_caster(self) -> Who:
        return Who.OPPONENT

    @v_args(meta=True)
    def spells(self, meta: Meta, children: list) -> SpellFilter:
        return self._spell_filter(children, self._cut(meta))

    @v_args(meta=True)
    def permitted_spells(self, meta: Meta, children: list) -> SpellFilter:
        return self._spell_filter(children, self._cut(meta))

    @staticmethod
    def _spell_filter(children: Sequence[object], text: str) -> SpellFilter:
        types: set[str] = set()
        excluded: set[str] = set()
        colors: list[ManaType] = []
        caster = Who.ANY
        for c in children:
            if isinstance(c, Who):
                caster = c
            elif isinstance(c, tuple):
                key, value = c
                if key == "type":
                    types.add(value)  # type: ignore[arg-type]
                elif key == "not":
                    excluded.add(value)  # type: ignore[arg-type]
                elif key == "color":
                    colors.append(value)  # type: ignore[arg-type]
                else:
                    raise Unreadable("colorless spells")
        if types & excluded:
            raise Unreadable(f"contradictory spells {text!r}")
        return SpellFilter(
            card_types=frozenset(types), excluded_types=frozenset(excluded), colors=TypeSet.of(colors), caster=caster, text=text
        )

    def cost_verb(self, *_: object) -> None:
        return None

    def cost_more(self) -> bool:
        return True

    def cost_less(self) -> bool:
        return False

    def per_extra_target(self) -> TargetsBeyondFirst:
        return TargetsBeyondFirst()

    def per_other_spell(self) -> OtherSpellsCast:
        return OtherSpellsCast()

    def per_counted(self, per: tuple[str, object]) -> object:
        amount = per[1]
        if not isinstance(amount, (Const, CountOf)):
            raise Unreadable("a cost change per something the model cannot count")
        return amount

    def cost_modifier(self, spells: SpellFilter, *rest: object) -> CostModifier:
        """"<spells> cost {1} more/less to cast [for each ...]" (601.2f). A reduction by coloured
        mana (118.7b-c) is not modelled: only generic reductions are read."""
        symbols = [r for r in rest if isinstance(r, Token) and r.type == "MANA_SYM"]
        increase = next(r for r in rest if isinstance(r, bool))
        per = next((r for r in rest if isinstance(r, (Const, CountOf, TargetsBeyondFirst, OtherSpellsCast))), ONE_CONST)
        try:
            amount = ManaCost.parse("".join(str(t) for t in symbols))
        except ValueError as e:
            raise Unreadable(str(e)) from e
        if amount.has_x:
            raise Unreadable("a cost change by X")
        if not increase and any(sym.kind.value != "generic" for sym in amount.symbols):
            raise Unreadable("a reduction by coloured mana (118.7b-c) is not modelled")
        return CostModifier(spells, amount, increase, per, text=self._source)  # type: ignore[arg-type]

    def entering_tapped(self) -> str:
        return "tapped"

    def counter_count_x(self, n: int) -> int:
        return n

    def x_counters(self) -> XValue:
        return XValue()

    def per_kick(self, word: Token) -> TimesKicked:
        if str(word).lower() != "time":
            raise Unreadable(f"for each {word} it was kicked")
        return TimesKicked()

    def enters_with_counters(self, subject: Selector, *rest: object) -> EntersWithCounters:
        """"This creature enters with X +1/+1 counters on it" (614.1c); X is the spell's (107.3m)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("another permanent enters")
        tapped = "tapped" in rest
        values = [r for r in rest if r != "tapped" and r is not None]
        count, kind = values[0], values[1]
        amount: object = XValue() if isinstance(count, XValue) else Const(count)  # type: ignore[arg-type]
        if len(values) > 2:  # "... for each time it was kicked"
            if amount != ONE_CONST:
                raise Unreadable("<k> counters for each time it was kicked, k other than one")
            amount = values[2]
        return EntersWithCounters(str(kind), amount, tapped=tapped, text=self._source)  # type: ignore[arg-type]

    def once_your_turns(self) -> tuple[str, bool]:
        return ("once", True)

    def once_each_turn(self) -> tuple[str, bool]:
        return ("once", False)

    def verb_cast(self) -> str:
        return "cast"

    def verb_play_and_cast(self) -> str:
        return "play"

    def zone_hand(self) -> Zone:
        return Zone.HAND

    def zone_library_top(self) -> Zone:
        return Zone.LIBRARY_TOP

    def zone_graveyard(self) -> Zone:
        return Zone.GRAVEYARD

    def without_paying(self, *_: object) -> str:
        return "free"

    def cast_permission(self, *args: object) -> CastPermission:
        """"[Once during each of your turns,] you may cast <spells> from <zones> [without paying
        its mana cost]" (601.3, 118.9)."""
        frequency = next((a for a in args if isinstance(a, tuple) and a[:1] == ("once",)), None)
        verb = next(a for a in args if a in ("cast", "play"))
        spells = next(a for a in args if isinstance(a, SpellFilter))
        zones = tuple(dict.fromkeys(a for a in args if isinstance(a, Zone)))
        return CastPermission(
            zones=zones,
            spells=spells,
            lands=verb == "play",
            without_paying_mana_cost="free" in args,
            once_each_turn=frequency is not None,
            your_turns_only=bool(frequency and frequency[1]),
            text=self._source,
        )

    def spent_all(self) -> TypeSet:
        return ALL_TYPES

    def spent_color(self, t: ManaType) -> TypeSet:
        return TypeSet.of([t])

    def spent_other(self) -> OtherMana:
        return OtherMana()

    def only(self) -> str:
        return "only"

    def as_any_color(self) -> TypeSet:
        return ALL_COLORS

    def as_any_type(self) -> TypeSet:
        return ALL_TYPES

    def as_color(self, t: ManaType) -> TypeSet:
        return TypeSet.of([t])

    def spending_rule(self, mana: object, *rest: object) -> SpendingRule | OtherSpending:
        """"You may spend <mana> [only] as though it were <types>" (609.4b)."""
        only = "only" in rest
        as_types = rest[-1]
        assert isinstance(as_types, TypeSet)
        if isinstance(mana, OtherMana):
            return OtherSpending(as_types, only, self._source)
        assert isinstance(mana, TypeSet)
        return SpendingRule(mana, as_types, only=only, text=self._source)

    # ---- targets (115.1, 601.2c) -----------------------------------------------------------

    def any_target(self) -> TargetSpec:
        return TargetSpec(None, players=True, any_target=True, text=self._source)

    def any_number_of_targets(self) -> TargetSpec:
        return TargetSpec(None, players=True, any_target=True, minimum=0, maximum=None, text=self._source)

    def target_player(self) -> TargetSpec:
        return TargetSpec(None, players=True, text=self._source)

    @staticmethod
    def _targeted(sel: Selector) -> Selector:
        if not sel.text.lower().startswith("target ") or sel.relation is not Relation.NONE:
            raise Unreadable(f"{sel.text!r} is not a target")
        return sel

    def up_to_targets(self, n: int, sel: Selector) -> TargetSpec:
        return TargetSpec(self._targeted(sel), minimum=0, maximum=n, text=self._source)

    def n_targets(self, n: int, sel: Selector) -> TargetSpec:
        return TargetSpec(self._targeted(sel), minimum=n, maximum=n, text=self._source)

    def one_target(self, sel: Selector) -> TargetSpec:
        return TargetSpec(self._targeted(sel), text=self._source)


ONE_CONST = Const(1)
