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

from lark import Token, v_args

from ...abilities import (
    Ability,
    ColorChange,
    Exists,
    GrantAbilities,
    TypeChange,
)
from ...mana import ALL_COLORS, ManaType, TypeSet
from ...selectors import Relation, Selector
from ...vocabulary import BASIC_LAND_TYPES, LAND_TYPES
from .common import TranslatorBase, Unreadable
from .selectors import singular_subtype


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

    def conditional_static(self, cond: object, effect: object) -> tuple[str, object, object]:
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
