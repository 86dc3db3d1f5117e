"""Mana (``mana.lark``: "mana specifications" and "palettes"): the colour words, the palettes a
mana's type comes from ("any color", "the chosen color", "any type that a land you control could
produce"), and the productions of an "Add ..." sentence ("Add {U} or {R}", "Add X mana of any one
color", "Choose a color. Add one mana of that color for each ...").

Mana types and colours are 106.1; "could produce" is 106.7 (the Exotic Orchard ruling: "any color"
never includes C); a mana ability is 605.1a. "that color" is a placeholder (:class:`ThatColor`)
until the sentence says what it refers to: :func:`resolve_effect` fills it, :func:`check_resolved`
refuses an effect where nothing did.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import cast

from lark import Token, v_args

from ...abilities import (
    ANY_COLOR,
    Amount,
    ChoiceMode,
    NotedType,
    ChosenColor,
    ChosenColors,
    ReferredCardColors,
    ChosenMana,
    ColorCount,
    CostSymbolsMana,
    ExiledColorCount,
    ColorsOf,
    CommanderColors,
    Const,
    CouldProduce,
    ExiledColors,
    FixedMana,
    FixedTypes,
    ManaEffect,
    ManaPart,
    Palette,
    ProducedTypes,
    Production,
    ResolvedCount,
    RevealedCards,
    XValue,
)
from ...mana import ALL_TYPES, Mana, ManaType, TypeSet
from ...selectors import Relation, Selector
from .amounts import XPlaceholder
from .common import TranslatorBase, Unreadable, mana_of_symbols

_UNLESS_PAID = "unless paid"  # manatail18: the marker of an "unless any player pays" rider (118.12a)


@dataclass(frozen=True, slots=True)
class ThatColor:
    """"that color": a palette that the enclosing sentence defines (the colour just chosen, or the
    colour of the mana that triggered)."""


@dataclass(frozen=True, slots=True)
class PaletteSpec:
    """A palette with the choice mode its words imply (None: decided by the amount)."""

    palette: Palette | ThatColor
    mode: ChoiceMode | None = None


def resolve_that(palette: object, that: Palette | None) -> Palette:
    if isinstance(palette, ThatColor):
        if that is None:
            raise Unreadable("'that color' refers to nothing here")
        return that
    return cast(Palette, palette)


def resolve_effect(effect: ManaEffect, that: Palette | None) -> ManaEffect:
    """Replace the "that color" placeholders of an effect with the palette the sentence defines."""

    def part(p: ManaPart) -> ManaPart:
        if isinstance(p, ChosenMana) and isinstance(p.palette, ThatColor):
            return dataclasses.replace(p, palette=resolve_that(p.palette, that))
        return p

    return ManaEffect(tuple(Production(tuple(part(p) for p in o.parts)) for o in effect.options))


def check_resolved(effect: ManaEffect) -> ManaEffect:
    """Refuse an effect that still holds a placeholder (nothing defined "that color")."""
    for o in effect.options:
        for p in o.parts:
            if isinstance(p, ChosenMana) and isinstance(p.palette, ThatColor):
                raise Unreadable("'that color' refers to nothing here")
            amount = p.per if isinstance(p, FixedMana) else p.amount
            if isinstance(amount, RevealedCards) and not amount.cards.zone:  # tail10: 608.2c
                raise Unreadable("'revealed this way' refers to no reveal here")
    return effect


def _color_pairs(first: int, second: int) -> ManaEffect:
    """cov17: ``first`` mana of one colour and ``second`` of another (106.1a), each pair of different
    colours one option (the same mana from two orders is one option)."""
    colors = list(ANY_COLOR.types)
    manas = {Mana.of(a, first) + Mana.of(b, second) for a in colors for b in colors if a != b}
    return ManaEffect(tuple(Production((FixedMana(m),)) for m in sorted(manas, key=lambda m: m.counts, reverse=True)))


@v_args(inline=True)
class ManaPhrases(TranslatorBase):
    """Colour words (106.1a), palettes, and the productions and clauses of "Add ..." (605.1a,
    106.7)."""

    # ---- colours (106.1a) ------------------------------------------------------------------

    def white(self) -> ManaType: return ManaType.W

    def blue(self) -> ManaType: return ManaType.U

    def black(self) -> ManaType: return ManaType.B

    def red(self) -> ManaType: return ManaType.R

    def green(self) -> ManaType: return ManaType.G

    def colorless(self) -> ManaType: return ManaType.C

    def color_word(self, t: ManaType) -> ManaType:
        return t

    # ---- palettes (106.7) ------------------------------------------------------------------

    def any_color(self) -> PaletteSpec:
        return PaletteSpec(ANY_COLOR)

    def any_one_color(self) -> PaletteSpec:
        return PaletteSpec(ANY_COLOR, ChoiceMode.SAME)

    def any_type(self) -> PaletteSpec:
        return PaletteSpec(FixedTypes(ALL_TYPES))

    def any_one_type(self) -> PaletteSpec:
        return PaletteSpec(FixedTypes(ALL_TYPES), ChoiceMode.SAME)

    def different_colors(self) -> PaletteSpec:
        return PaletteSpec(ANY_COLOR, ChoiceMode.DIFFERENT)

    def combination_colors(self) -> PaletteSpec:
        return PaletteSpec(ANY_COLOR, ChoiceMode.COMBINATION)

    def combination_symbols(self, types: TypeSet) -> PaletteSpec:
        return PaletteSpec(FixedTypes(types), ChoiceMode.COMBINATION)

    def symbol_alternatives(self, *tokens: Token) -> TypeSet:
        syms = [t for t in tokens if t.type == "MANA_SYM"]
        return mana_of_symbols(syms).types

    def chosen_color(self) -> PaletteSpec:
        return PaletteSpec(ChosenColor())

    def color_last_chosen(self, last: Token) -> PaletteSpec:
        """manatail18: "one mana of the color last chosen" (Gem Bazaar): the permanent's chosen
        colour (a scenario's ``chosen_color``); a choice the same ability makes after adding
        ("Then choose a random color.") changes nothing of the mana already added (608.2c: in order)."""
        if str(last).lower() != "last":
            raise Unreadable(f"'the color {last} chosen'")
        return PaletteSpec(ChosenColor())

    def noted_type(self, sel: object, _poss: Token, last: Token, noted: Token) -> PaletteSpec:
        """manatail14: "one mana of this artifact's last noted type" (Jeweled Amulet)."""
        if (str(last).lower(), str(noted).lower()) != ("last", "noted"):
            raise Unreadable(f"'{last} {noted} type'")
        return PaletteSpec(NotedType())

    def that_color(self) -> PaletteSpec:
        return PaletteSpec(ThatColor())

    def commander_colors(self, _poss: Token) -> PaletteSpec:
        return PaletteSpec(CommanderColors())

    def colors_of_possessive(self, sel: Selector) -> PaletteSpec:
        return PaletteSpec(ColorsOf(sel))

    def chooser(self, *_: object) -> None:
        return None

    def colors_only(self) -> bool:
        return True

    def all_types(self) -> bool:
        return False

    def could_produce(self, colors_only: bool, sel: Selector) -> PaletteSpec:
        return PaletteSpec(CouldProduce(sel, colors_only))

    def could_produce_paid(self, colors_only: bool, noun: str | None) -> PaletteSpec:
        """"any type that land could produce" after a cost that names a land (Benthic Explorers:
        "Untap a tapped land an opponent controls"): the permanent chosen to pay the cost. The
        reader replaces this selector with the cost's own (:data:`Relation.COST`)."""
        sel = Selector(card_types=frozenset({noun}) if noun else frozenset(), relation=Relation.COST, text="that " + (noun or "permanent").lower())
        return PaletteSpec(CouldProduce(sel, colors_only))

    def colors_among(self, sel: Selector) -> PaletteSpec:
        """"any color among legendary permanents you control" (Plaza of Heroes, Mox Amber)."""
        return PaletteSpec(ColorsOf(sel))

    def exiled_colors(self, *_: object) -> PaletteSpec:
        return PaletteSpec(ExiledColors())

    def produced_types(self, sel: Selector) -> PaletteSpec:
        return PaletteSpec(ProducedTypes())

    def color_word_palette(self, t: ManaType) -> PaletteSpec:
        return PaletteSpec(FixedTypes(TypeSet.of([t])))

    def choose_any_color(self) -> Palette:
        return ANY_COLOR

    def choose_color_of(self, sel: Selector) -> Palette:
        return ColorsOf(sel)

    # ---- mana specifications (605.1a) ------------------------------------------------------

    def fixed(self, *args: object) -> Production:
        per: Amount = Const(1)
        symbols = [a for a in args if isinstance(a, Token)]
        for a in args:
            if isinstance(a, tuple) and a[0] == "per":
                per = a[1]
        return Production((FixedMana(mana_of_symbols(symbols), per),))

    def fixed_times(self, n: int, symbol: Token, *rest: object) -> Production:
        """"Add six {G}": n times that mana."""
        per = next((r[1] for r in rest if isinstance(r, tuple) and r[0] == "per"), Const(1))
        return Production((FixedMana(mana_of_symbols([symbol]).times(n), per),))

    def fixed_equal(self, *args: object) -> Production:
        symbols = [a for a in args if isinstance(a, Token)]
        amount = cast(Amount, args[-1])
        return Production((FixedMana(mana_of_symbols(symbols), amount),))

    def chosen(self, amount: Amount | XPlaceholder, spec: PaletteSpec, *rest: object) -> Production:
        rest = tuple(r for r in rest if r is not None)
        per = next((r[1] for r in rest if isinstance(r, tuple) and r[0] == "per"), None)
        where = next((r[1] for r in rest if isinstance(r, tuple) and r[0] == "where"), None)
        if isinstance(amount, XPlaceholder):
            amount = where if where is not None else XValue()
        elif where is not None:
            raise Unreadable("a where-clause defines X, but the amount is not X")
        if per is not None:
            if amount != Const(1) and isinstance(amount, Const) and isinstance(per, ResolvedCount):
                # cov17: "three mana of the chosen color for each artifact sacrificed this way"
                # (Radiant Lotus; 608.2c): k times the number the resolution fixes
                per = dataclasses.replace(per, times=per.times * amount.n)
            elif amount != Const(1):
                raise Unreadable("'<k> mana ... for each' with k other than one")
            amount = per
        mode = spec.mode
        if mode is None:
            # "one mana of any color"; "X mana of any color" lets each mana be any colour.
            mode = ChoiceMode.SAME if amount == Const(1) or not isinstance(spec.palette, FixedTypes) else ChoiceMode.COMBINATION
        return Production((ChosenMana(cast(Amount, amount), cast(Palette, spec.palette), mode),))

    def chosen_equal(self, spec: PaletteSpec, amount: Amount) -> Production:
        return Production((ChosenMana(amount, cast(Palette, spec.palette), spec.mode or ChoiceMode.SAME),))

    def options(self, *productions: Production) -> ManaEffect:
        return ManaEffect(tuple(productions))

    # ---- cov17 ----------------------------------------------------------------------------------

    def one_and_other_color(self, first: Amount | XPlaceholder, second: Amount | XPlaceholder) -> ManaEffect:
        """"two mana of any one color and two mana of any other color" (Open the Omenpaths; 106.1a):
        one colour for the first mana, another for the second, each pair of colours one option
        (the same mana from two orders is one option)."""
        if not isinstance(first, Const) or not isinstance(second, Const):
            raise Unreadable("'any one color and ... any other color' with an amount that is not a number")
        return _color_pairs(first.n, second.n)

    def combination_its_colors(self) -> PaletteSpec:
        """cov17: "in any combination of its colors" (Omnath, Locus of All): the colours of the card
        an earlier instruction named, fixed only as the ability resolves (608.2c)."""
        return PaletteSpec(ReferredCardColors(), ChoiceMode.COMBINATION)

    def a_chosen_color(self) -> PaletteSpec:
        """cov17: "of a chosen color" (Desert Cenote): one of the colours chosen as it entered."""
        return PaletteSpec(ChosenColors(), ChoiceMode.SAME)

    def two_chosen_colors(self, *_: object) -> ManaEffect:
        """"Choose two colors. Add a mana of each of the chosen colors." (Guild Pact; 106.1a): one
        mana of each of two different colours, each pair one option."""
        return _color_pairs(1, 1)

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
        if any(r == _UNLESS_PAID for r in rest):
            # manatail18, 118.12a: "Add ... unless any player pays {1}": each player (its controller
            # too) may pay as it resolves; if one does, nothing is added. Its results are the mana
            # or nothing; what it could produce is the mana (106.7: the choices aside)
            effect = dataclasses.replace(effect, options=effect.options + (Production(()),))
        return effect, verb == "may"

    def unless_paid(self, pays: Token, *symbols: Token) -> str:
        """"unless any player pays {N}" (the rhystic template, 118.12a): a payment another player
        may choose to make, which only takes the mana away."""
        if str(pays).lower() != "pays":
            raise Unreadable(f"'unless any player {pays}'")
        return _UNLESS_PAID

    def mana_sentence(self, clause: tuple[ManaEffect, bool]) -> ManaEffect:
        return check_resolved(clause[0])

    def chosen_then_add(self, palette: Palette, clause: tuple[ManaEffect, bool]) -> ManaEffect:
        """"Choose a color [of ...]. Add one mana of that color [for each ...]": "that color" is
        the colour just chosen from the palette (Meteor Crater, Astral Cornucopia, Nykthos)."""
        return check_resolved(resolve_effect(clause[0], palette))

    def cost_card_enchanted(self) -> str:
        return "enchanted"

    def cost_card_word(self, word: Token) -> str:
        """"the milled card": the card the ability's own cost milled (701.17a)."""
        if str(word).lower() != "milled":
            raise Unreadable(f"'the {word} card'")
        return "milled"

    def cost_mana(self, card: str, _poss: Token | None = None) -> Production:
        """manatail18: "add mana equal to enchanted permanent's mana cost" (Elemental Resonance):
        each symbol adds the mana it represents (106.8 hybrid: a half chosen; 106.9 Phyrexian: its
        colour; 106.10 generic: that much colourless)."""
        return Production((ChosenMana(CostSymbolsMana(card), FixedTypes(ALL_TYPES), ChoiceMode.SAME),))

    def each_colored_symbol(self, colored: Token, symbol: Token, card: str, _poss: Token | None = None) -> ManaEffect:
        """manatail18: "For each colored mana symbol in the milled card's mana cost, add one mana of
        that color." (Charmed Pendant): one mana of each coloured symbol's colour (a hybrid one of
        either colour, 106.8; the generic and colourless symbols add nothing)."""
        if (str(colored).lower(), str(symbol).lower()) != ("colored", "symbol"):
            raise Unreadable(f"'each {colored} mana {symbol}'")
        return ManaEffect((Production((ChosenMana(CostSymbolsMana(card, colored_only=True), FixedTypes(ALL_TYPES), ChoiceMode.SAME),)),))

    def each_color_among(self, sel: Selector) -> ManaEffect:
        """"For each color among <permanents>, add one mana of that color": one mana of each of
        their colours, i.e. as many mana as they have colours, all different (Bloom Tender)."""
        return ManaEffect((Production((ChosenMana(ColorCount(sel), ColorsOf(sel), ChoiceMode.DIFFERENT),)),))

    def each_color_among_exiled(self, *_: object) -> ManaEffect:
        """cov17: "For each color among the exiled cards used to craft this creature, add one mana of
        that color." (Sunbird Effigy; 702.167a, 607.2a): one mana of each colour of the cards exiled
        with it, all different."""
        return ManaEffect((Production((ChosenMana(ExiledColorCount(), ExiledColors(), ChoiceMode.DIFFERENT),)),))

    def unspent_doubled(self) -> ManaEffect:
        """"Double the amount of each type of unspent mana you have" (Doubling Cube): it adds a
        copy of the unspent mana, which only the pool as it resolves knows (a mana ability all
        the same: it could add mana, 605.1a; ruling of 2004-12-01)."""
        return ManaEffect((), unspent=True)

    # ---- who adds the mana (h15c) -----------------------------------------------------------

    def each_player_adds(self) -> str:
        return "each player"

    def chosen_player_adds(self) -> str:
        return "chosen"

    def recipient_adds(self, recipient: str, clause: tuple[ManaEffect, bool]) -> ManaEffect:
        """"Each player adds ...", "A player of your choice adds ..." (106.3, 106.4): the effect
        with the player it instructs to add the mana."""
        effect, optional = clause
        if optional:
            raise Unreadable("another player may add")
        return dataclasses.replace(check_resolved(effect), recipient=recipient)
