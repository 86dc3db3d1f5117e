"""Replacement effects on mana (``mana.lark``: "self-replacements" and "replacement effects"):
"If a land is tapped for mana, it produces {B} instead of any other type" (Contamination), "lands
tapped for mana produce twice as much", "If tapped for mana, Plains produce {R}, ... instead of any
other type" (Naked Singularity), "If this creature has a +1/+1 counter on it, add three mana of that
type instead" (Incubation Druid).

A replacement effect on mana is an event filter (which permanent, tapped or not, how much mana:
106.12b) and a transform of the mana about to be produced (614.1a); a self-replacement comes from
the ability's own text and applies first (614.15, 616.1a).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from lark import Token, v_args

from ...abilities import (
    ByLandType,
    Condition,
    Convert,
    FixedTypes,
    HasCounters,
    Instead,
    ManaEffect,
    ManaEventFilter,
    Multiply,
    Palette,
    ReplacementEffect,
    SetAmount,
    SetColor,
    SetType,
    Transform,
)
from ...mana import ManaType, TypeSet
from ...selectors import Relation, Selector, Who
from .common import TranslatorBase, Unreadable, mana_of_symbols
from .mana import PaletteSpec, ThatColor, check_resolved
from .selectors import singular_subtype


@dataclass(frozen=True, slots=True)
class Produced:
    """What a replacement says the land produces instead: a palette and, when written, an amount."""

    palette: Palette
    amount: int | None
    single_type: ManaType | None = None


@v_args(inline=True)
class ReplacementPhrases(TranslatorBase):
    """Self-replacements (614.15) and replacement effects on mana events (614.1a, 106.12b)."""

    # ---- self-replacements (614.15) --------------------------------------------------------

    def has_counter(self, kind: str) -> HasCounters:
        return HasCounters(kind)

    def has_counters(self, n: int, kind: str) -> HasCounters:
        return HasCounters(kind, at_least=n)

    def set_amount(self, n: int) -> SetAmount:
        return SetAmount(n)

    def instead(self, effect: ManaEffect) -> Instead:
        return Instead(check_resolved(effect))

    def self_replacement(self, subject: Selector, condition: HasCounters, action: Transform) -> ReplacementEffect:
        if subject.relation is not Relation.SELF:
            raise Unreadable("a self-replacement must be about this object")
        return ReplacementEffect(
            applies_to=ManaEventFilter(permanent=subject, tapped=False),
            transform=action,
            self_replacement=True,
            condition=condition,
            text=self._source,
        )

    def conditional_self_replacement(self, cond: Condition, action: Transform) -> ReplacementEffect:
        """"If you control four or more creatures, add {G}{G} instead." (614.15, checked as the
        ability resolves)."""
        return ReplacementEffect(
            applies_to=ManaEventFilter(permanent=Selector(relation=Relation.SELF, text="this permanent"), tapped=False),
            transform=action,
            self_replacement=True,
            condition=cond,
            text=self._source,
        )

    def conditional_self_replacement_last(self, spec: ManaEffect, cond: Condition) -> ReplacementEffect:
        """"Add {B}{B}{B}{B}{B} instead if there are seven or more cards in your graveyard." (Cabal
        Ritual; 614.15): the same self-replacement with its condition last."""
        return self.conditional_self_replacement(cond, self.instead(spec))

    # ---- replacement effects on mana (614.1a, 106.12b) -------------------------------------

    def until_eot(self) -> str:
        return "until end of turn"

    def at_least(self, n: int) -> int:
        return n

    def produces_verb(self, *_: object) -> None:
        return None

    def produce_subject(self, *_: object) -> None:
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

    def produced_symbol(self, tok: Token) -> Produced:
        mana = mana_of_symbols([tok])
        t = next(iter(mana.types))
        return Produced(FixedTypes(mana.types), mana.total, t)

    def produced_color_word(self, t: ManaType) -> Produced:
        return Produced(FixedTypes(TypeSet.of([t])), None, t)

    def produced_palette(self, *args: object) -> Produced:
        n = args[0] if isinstance(args[0], int) else None
        spec = args[-1]
        assert isinstance(spec, PaletteSpec)
        if isinstance(spec.palette, ThatColor):
            raise Unreadable("'that color' refers to nothing here")
        return Produced(spec.palette, n)

    def set_type(self, p: Produced) -> SetType:
        return SetType(p.palette)

    def set_type_amount(self, p: Produced) -> SetType:
        return SetType(p.palette, amount=p.amount if p.amount is not None else 1)

    def set_color(self, p: Produced) -> SetColor:
        return SetColor(p.palette)

    def convert(self, p: Produced, src: ManaType) -> tuple[Convert, ManaType]:
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
        return ReplacementEffect(applies_to=flt, transform=transform, text=self._source)

    def replace_event(self, flt: ManaEventFilter, _subject: None, _verb: None, result: object) -> ReplacementEffect:
        return self._effect(flt, result)

    def replace_plural(self, sel: Selector, _verb: None, result: object) -> ReplacementEffect:
        return self._effect(ManaEventFilter(permanent=sel), result)

    def replace_colored_you_control(self, word: Token, color: ManaType) -> ReplacementEffect:
        """manatail14: "spells and abilities you control that would add colored mana instead add that
        much white mana" (False Dawn; 614.1a): every mana event of an ability its controller
        controls, tapping for mana or not; coloured mana becomes that colour, the amount kept, and
        colorless mana is unchanged (105.1: colorless is not a colour), as "instead of any other
        color" (:class:`SetColor`)."""
        if str(word).lower() != "colored":
            raise Unreadable(f"'{word} mana' is not colored mana")
        if color is ManaType.C:
            raise Unreadable("colorless is not a color")
        sel = Selector(who=Who.YOU, text="spells and abilities you control")
        return ReplacementEffect(ManaEventFilter(permanent=sel, tapped=False), SetColor(FixedTypes(TypeSet.of([color]))), text=self._source)

    def land_map(self, word: Token, sym: Token) -> tuple[str, ManaType]:
        sub = singular_subtype(str(word))
        mana = mana_of_symbols([sym])
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
