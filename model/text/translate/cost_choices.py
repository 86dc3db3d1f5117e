"""costs14: a choice among additional costs (``mana.lark``: "costs14"): "As an additional cost to
cast this spell, sacrifice a creature or discard a card." (601.2b: the caster chooses which of the
listed costs to pay as the spell is cast; 118.8: it is an additional cost).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

import dataclasses

from lark.tree import Meta

from ...abilities import Compare, ExceptCastersTurn, FlashPermission, GraveyardCount
from ...abilities import ExileAnyNumber, GraveyardCards, SacrificeX, Zone
from ...abilities import Bargained, CastThisWay, CommanderManaValue, Const, CostModifier, THIS_SPELL
from ...costs import ManaCost
from ...mana import ManaType, TypeSet
from ...abilities import AdditionalCost, CastAsThoughFlash, CostChoice, DiscardCards, SacrificeAnyNumber, PaidThisWay, SpellFilter, SpellsOptionalLife
from ...costs import PayLife, Sacrifice, TapOther
from ...selectors import Relation, Selector, Who
from .common import TranslatorBase, Unreadable


@v_args(inline=True)
class CostChoicePhrases(TranslatorBase):
    """One of several additional costs, chosen as the spell is cast (601.2b, 118.8)."""

    def additional_cost_choice(self, subject: Selector, *parts: Any) -> AdditionalCost:
        """"As an additional cost to cast this spell, <cost>, <cost>, or <cost>." (601.2b)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("an additional cost of another spell")
        options = tuple(p for p in parts if isinstance(p, (Sacrifice, PayLife, DiscardCards, TapOther)))
        if len(options) != len(parts) or len(options) < 2:
            raise Unreadable("a choice of costs the model cannot pay")
        if len(set(options)) != len(options):
            raise Unreadable("a choice between two costs that are the same")
        return AdditionalCost((CostChoice(options, text=self._source.split(",", 1)[1].strip().rstrip(".")),), text=self._source)

    def self_has_flash(self, subject: Selector) -> CastAsThoughFlash:
        """"This spell has flash [as long as <condition>]" (702.8a: it may be cast any time its
        caster could cast an instant; the condition is the static ability's, 611.3a)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("flash for another spell")
        return CastAsThoughFlash(text=self._source)

    @v_args(meta=True)
    def spells_optional_life(self, meta: Meta, children: list[Any]) -> SpellsOptionalLife:
        """"As an additional cost to cast white permanent spells, you may pay 2 life." (118.8,
        601.2b): "you" casts them (the text's controller), the spells ``spell_alt`` reads."""
        spells = next(c for c in children if isinstance(c, SpellFilter))
        life = next(c for c in children if isinstance(c, int))
        if spells.chooses or spells.self_only:
            raise Unreadable("an optional cost of spells of a chosen kind")
        return SpellsOptionalLife(dataclasses.replace(spells, caster=Who.YOU), life, text=self._source)

    @v_args(meta=True)
    def spell_sacrifice_any(self, meta: Meta, children: list[Any]) -> SacrificeAnyNumber:
        """"sacrifice any number of creatures" (118.8, 601.2b; 701.21a: the caster's own)."""
        sel = children[-1]
        if not isinstance(sel, Selector) or sel.relation is not Relation.NONE:
            raise Unreadable("sacrifice any number of something other than permanents described")
        if sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=Who.YOU)
        elif sel.who is not Who.YOU:
            raise Unreadable("sacrifice permanents another player controls")
        return SacrificeAnyNumber(sel, text=self._cut(meta))

    @v_args(meta=True)
    def spell_sacrifice_half(self, meta: Meta, children: list[Any]) -> SacrificeAnyNumber:
        """cov17: "sacrifice half the lands you control, rounded up" (Tectonic Split; 118.8, 107.1a):
        that many of the caster's, counted as the cost is paid (601.2h)."""
        words = [str(c).lower() for c in children if isinstance(c, Token) and c.type == "WORD"]
        if words != ["half", "rounded"]:  # WORDs: quoted words would be taken from WORD everywhere
            raise Unreadable(f"'sacrifice {' '.join(words)} the ...'")
        got: SacrificeAnyNumber = self.spell_sacrifice_any(meta, [c for c in children if not isinstance(c, Token)])
        return dataclasses.replace(got, half_rounded_up=True)

    def per_sacrificed_this_way(self, *_: object) -> PaidThisWay:
        """"for each creature sacrificed this way", "... tapped this way", "for each card exiled this
        way" (601.2f: counted from the additional cost paid)."""
        return PaidThisWay()

    @v_args(meta=True)
    def spell_tap_any(self, meta: Meta, children: list[Any]) -> SacrificeAnyNumber:
        """"tap any number of untapped creatures you control" (118.8, 601.2b)."""
        got: SacrificeAnyNumber = self.spell_sacrifice_any(meta, children)
        return dataclasses.replace(got, verb="tap")

    @v_args(meta=True)
    def spell_exile_any_from_hand(self, meta: Meta, children: list[Any]) -> ExileAnyNumber:
        """"exile any number of white cards from your hand" (118.8, 601.2b; 105.2)."""
        colors = [c for c in children if isinstance(c, ManaType)]
        if any(c is ManaType.C for c in colors):
            raise Unreadable("colorless cards from the hand")
        return ExileAnyNumber(Zone.HAND, TypeSet.of(colors), text=self._cut(meta))

    @v_args(meta=True)
    def spell_exile_any_from_graveyard(self, meta: Meta, children: list[Any]) -> ExileAnyNumber:
        """"exile any number of creature cards from your graveyard" (118.8, 601.2b; 404)."""
        what = getattr(self, "per_graveyard_cards")(*[c for c in children if isinstance(c, tuple)])
        assert isinstance(what, GraveyardCards)
        return ExileAnyNumber(Zone.GRAVEYARD, cards=what, text=self._cut(meta))

    def cost_if_bargained(self, _poss: Token, word: Token) -> tuple[str, Bargained]:
        """"if it's bargained" (702.166b): the condition of a change of the spell's own cost."""
        if str(word).lower() != "bargained":
            raise Unreadable(f"if it's {word}")
        return ("if", Bargained())

    def commander_where(self, own: Token, command: Token, zone: Token) -> tuple[str, CommanderManaValue]:
        """"where X is the greatest mana value of a commander you own on the battlefield or in the
        command zone" (903.3, 202.3)."""
        if [str(w).lower() for w in (own, command, zone)] != ["own", "command", "zone"]:
            raise Unreadable(f"a commander you {own} ... in the {command} {zone}")
        return ("where", CommanderManaValue())

    def cost_less_this_way(self, subject: Selector, _verb: object, *rest: Any) -> CostModifier:
        """"This spell costs {X} less to cast this way[, where X is ...]" (601.2f): a reduction of
        the spell's own cost when it is cast with its line's keyword (the reader names it)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("another spell cast this way")
        symbols = [r for r in rest if isinstance(r, Token) and r.type == "MANA_SYM"]
        where = next((r[1] for r in rest if isinstance(r, tuple) and r[:1] == ("where",)), None)
        try:
            amount = ManaCost.parse("".join(str(t) for t in symbols))
        except ValueError as e:
            raise Unreadable(str(e)) from e
        if amount.has_x != (where is not None) or any(sym.kind.value not in ("generic", "x") for sym in amount.symbols):
            raise Unreadable("a reduction this way by other than generic mana, or an X nothing defines")
        if amount.has_x:
            if len(amount.symbols) != 1 or not isinstance(where, (CommanderManaValue, Const)):
                raise Unreadable("a reduction by X the model cannot count")
            amount, per = ManaCost.parse("{1}"), where
            return CostModifier(THIS_SPELL, amount, False, per, text=self._source, condition=CastThisWay())
        return CostModifier(THIS_SPELL, amount, False, Const(1), text=self._source, condition=CastThisWay())

    @v_args(meta=True)
    def spell_sacrifice_x(self, meta: Meta, children: list[Any]) -> SacrificeX:
        """"sacrifice X creatures" (118.8; 601.2b, 107.3a: X announced with the costs)."""
        got = self.spell_sacrifice_any(meta, children)
        return SacrificeX(got.what, text=got.text)

    def with_flash(self) -> Any:
        """"a permanent with flash" (702.8a): the selector's keyword, as "with flying" is."""
        return getattr(self, "with_keyword")(Token("WORD", "flash"))

    def cond_graveyard_mana_values(self, n: int, values: Token) -> GraveyardCount:
        """"there are five or more mana values among cards in your graveyard" (404, 202.3)."""
        if str(values).lower() != "values":
            raise Unreadable(f"mana {values} among cards")
        return GraveyardCount(Compare.AT_LEAST, n, mana_values_among=True)

    def cost_modifier_except_own_turn(self, spells: SpellFilter, *rest: Any) -> CostModifier:
        """"Each spell costs {3} more to cast except during its controller's turn." (Defense Grid;
        601.2f: applied while its caster is not the active player, 500)."""
        if spells.self_only:
            raise Unreadable("this spell, except during its controller's turn")
        if not any(isinstance(r, Token) and r.type == "WORD" and str(r).lower() == "except" for r in rest):
            raise Unreadable("not 'except during its controller's turn'")
        plain: CostModifier = getattr(self, "cost_modifier")(spells, *[r for r in rest if not (isinstance(r, Token) and r.type in ("POSS", "WORD"))])
        if plain.condition is not None:
            raise Unreadable("two conditions of a cost change")
        return dataclasses.replace(plain, condition=ExceptCastersTurn())

    def flash_permission_alternatives(self, players: Who, first: SpellFilter, second: SpellFilter) -> FlashPermission:
        """"You may cast colorless spells and artifact spells as though they had flash." (702.8a:
        a spell of either kind)."""
        if first.chooses or second.chooses or first.caster is not Who.ANY or second.caster is not Who.ANY:
            raise Unreadable("spells of a chosen kind, or a caster inside a flash permission's spells")
        spells = SpellFilter(text=f"{first.text} and {second.text}", any_of=(first, second))
        return FlashPermission(spells, players, text=self._source)
