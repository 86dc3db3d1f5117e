"""Casting permissions and prohibitions, a player's keywords, keyword-less alternative costs and
costs sized by X (``mana.lark``: "permit10"): "You have hexproof." (702.11c), "Each player can't
cast more than one spell each turn." / "Your opponents can't cast spells during your turn."
(601.3, 101.2), "You may cast sorcery spells as though they had flash." (702.8a), "You may pay
{1} and return a basic land you control to its owner's hand rather than pay this spell's mana
cost." (118.9), "As an additional cost to cast this spell, pay X life." (601.2b, 107.3a).
"""

from __future__ import annotations

import dataclasses
import re

from typing import Any, cast, get_args

from lark import Token, v_args
from lark.tree import Meta

from ...abilities import Blight  # costs12
from ...abilities import TapForManaPermission  # manatail18
from ...abilities import Amount, Zone  # among17
from ...abilities import (
    AdditionalCost,
    Behold,
    CollectEvidence,
    CostOrMana,
    GraveyardCards,
    RevealFromHand,
    CastProhibition,
    ConditionHolds,
    DiscardCards,
    ExileFromGraveyard,
    ExileFromHand,
    FlashPermission,
    OthersGainLife,  # altcost16
    PaidAlternativeCost,
    PlayerKeyword,
    ReturnToHand,
    SpellFilter,
    XCostPart,
)
from ...costs import CostPart, ManaCost, PayLife, Sacrifice, TapOther
from ...selectors import Relation, Selector, Who
from .common import TranslatorBase, Unreadable

__all__ = ["PermitPhrases"]

_COST_PARTS = get_args(CostPart)


@v_args(inline=True)
class PermitPhrases(TranslatorBase):
    """The permit10 family: who may cast what and when, a player's hexproof or shroud, and the
    costs paid instead of or on top of a mana cost that the keyword lines do not name."""

    def permit_sentence(self, rule: object) -> object:
        return rule

    def tap_permission(self, what: Selector) -> TapForManaPermission:
        """manatail18: "Until end of turn, you may tap lands you don't control for mana." (Piracy):
        the permanents its caster may tap for mana (106.12, 611.2a); the spending restriction of
        the sentence after it is joined by the reader."""
        return TapForManaPermission(what, text=self._source)

    # ---- a player's keywords (702.11c, 702.18a) ---------------------------------------------

    def player_kw(self, word: Token) -> str:
        """"hexproof" (702.11c) or "shroud" (702.18a)."""
        if str(word).lower() not in ("hexproof", "shroud"):
            raise Unreadable(f"a player's {word}")
        return str(word).lower()

    def rather_word(self, word: Token) -> str:
        if str(word).lower() != "rather":
            raise Unreadable(f"{word} than pay")
        return "rather"

    def player_keyword(self, keyword: str) -> PlayerKeyword:
        """"You have hexproof." / "You have shroud.": the source's controller has it."""
        return PlayerKeyword(keyword, text=self._source)

    # ---- who may not cast (601.3, 101.2) and who may cast as though with flash (702.8a) -----

    def players_each(self) -> Who:
        return Who.ANY

    def players_you(self) -> Who:
        return Who.YOU

    def players_opponents(self) -> Who:
        return Who.OPPONENT

    def during_your_turn(self) -> str:
        return "your turn"

    def cast_limit(self, players: Who, _cant: Token, most: int) -> CastProhibition:
        """"Each player can't cast more than one spell each turn." (Rule of Law)."""
        return CastProhibition(players, most=most, text=self._source)

    def cast_limit_of_kind(self, players: Who, _cant: Token, most: int, *qualities: object) -> CastProhibition:
        """grants14: "Each player can't cast more than one noncreature spell each turn." (Deafening
        Silence): only spells of that kind are limited, and only those are counted (601.3)."""
        m = re.search(r"more than \w+ (.+?) spell each turn", self._source, re.IGNORECASE)
        spells = getattr(self, "_spell_filter")(list(qualities), m.group(1) if m else "such")  # the casting family's reading
        assert isinstance(spells, SpellFilter)
        return CastProhibition(players, spells, most=most, text=self._source)

    def chosen_name(self) -> str:
        return "chosen name"

    def cast_prohibition(self, players: Who, _cant: Token, spells: SpellFilter, *rest: str | None) -> CastProhibition:
        """"Your opponents can't cast spells during your turn.", "You can't cast creature spells.",
        "Your opponents can't cast spells with the chosen name."."""
        if spells.caster is not Who.ANY:
            raise Unreadable("a caster inside a prohibition's spells")
        return CastProhibition(players, spells, during_your_turn="your turn" in rest, chosen_name="chosen name" in rest, text=self._source)

    def chosen_name_cant_be_cast(self, spells: SpellFilter, *_: object) -> CastProhibition:
        """"Spells with the chosen name can't be cast." (Meddling Mage): no player may cast them."""
        if spells.caster is not Who.ANY:
            raise Unreadable("a caster inside a prohibition's spells")
        return CastProhibition(Who.ANY, spells, chosen_name=True, text=self._source)

    def flash_permission(self, players: Who, spells: SpellFilter) -> FlashPermission:
        """"You may cast sorcery spells as though they had flash." / "Any player may cast ..."."""
        if spells.caster is not Who.ANY:
            raise Unreadable("a caster inside a flash permission's spells")
        return FlashPermission(spells, players, text=self._source)

    # ---- alternative costs without a keyword (118.9) ----------------------------------------

    def alt_pay_mana(self, *symbols: Token) -> ManaCost:
        try:
            return ManaCost.parse("".join(str(t) for t in symbols))
        except ValueError as e:
            raise Unreadable(str(e)) from e

    @v_args(meta=True)
    def alt_return(self, meta: Meta, children: list[Any]) -> ReturnToHand:
        verb, count, what, owner = children[0], children[1], children[2], children[-2]
        if str(verb).lower() != "return" or str(owner).lower() != "owner":
            raise Unreadable(f"{verb} ... to its {owner}'s hand")
        if not isinstance(what, Selector) or what.who is not Who.YOU:
            raise Unreadable("returning permanents the caster does not control")
        return ReturnToHand(what, int(count), text=self._cut(meta))

    def alt_cost_part(self, part: object) -> object:
        return part

    def paid_alternative_cost(self, *children: object) -> PaidAlternativeCost:
        """"[If <condition>,] you may <cost> [and <cost>] rather than pay this spell's mana cost.\""""
        parts = [c for c in children if not isinstance(c, Token) and c != "rather"]
        condition: object = None  # altcost16: a condition of the shared vocabulary or of 602.5b
        if parts and not isinstance(parts[0], (ManaCost, ReturnToHand, DiscardCards, ExileFromGraveyard, XCostPart, ExileFromHand, *_COST_PARTS)):
            condition = parts.pop(0)
        mana = [p for p in parts if isinstance(p, ManaCost)]
        others = tuple(p for p in parts if not isinstance(p, ManaCost))
        if len(mana) > 1 or any(isinstance(p, XCostPart) for p in others):
            raise Unreadable("an alternative cost of two mana parts or of X")
        cost = mana[0] if mana else ManaCost.parse("")
        if isinstance(condition, ConditionHolds):  # altcost16: "if <condition>" of the shared vocabulary
            condition = condition.condition
        return PaidAlternativeCost(cost, cast(Any, others), cast(Any, condition), text=self._source)

    def paid_alternative_cost_last(self, *children: object) -> PaidAlternativeCost:
        """altcost16: "You may pay {1}{B} rather than pay this spell's mana cost if there are
        thirteen or more creatures on the battlefield." (Blasphemous Edict): the condition last."""
        return self.paid_alternative_cost(children[-1], *children[:-1])

    def one_opponent_gains(self) -> bool:
        return False

    def each_other_gains(self) -> bool:
        return True

    def others_gain_alternative(self, condition: object, *rest: object) -> PaidAlternativeCost:
        """altcost16: "If you control a Forest, rather than pay this spell's mana cost, you may have
        an opponent gain 3 life." (Invigorate; 118.9, 601.2b)."""
        each = next(r for r in rest if isinstance(r, bool))
        amount = next(r for r in rest if isinstance(r, int) and not isinstance(r, bool))
        if isinstance(condition, ConditionHolds):
            condition = condition.condition
        who = "each other player" if each else "an opponent"
        part = OthersGainLife(amount, each, text=f"have {who} gain {amount} life")
        return PaidAlternativeCost(ManaCost.parse(""), (part,), cast(Any, condition), text=self._source)

    def free_cast_if(self, condition: object, *_: object) -> PaidAlternativeCost:
        """altcost16: "If an opponent controls an Island and you control a Mountain, you may cast
        this spell without paying its mana cost." (Submerge), "If you've cast another white spell
        this turn, ..." (Patrician's Scorn): the spell's own alternative cost of nothing (118.9),
        if the condition holds as it is cast (601.2b)."""
        if isinstance(condition, ConditionHolds):
            condition = condition.condition
        return PaidAlternativeCost(ManaCost.parse(""), (), cast(Any, condition), text=self._source)

    def granted_alternative_cost(self, *children: object) -> PaidAlternativeCost:
        """"You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast." (118.9:
        an alternative cost a permanent offers for the spells its controller casts)."""
        spells = next((c for c in children if isinstance(c, SpellFilter)), None)
        if spells is None or spells.self_only or spells.caster is not Who.YOU:
            raise Unreadable("an alternative cost for spells others cast")
        alt = self.paid_alternative_cost(*(c for c in children if not isinstance(c, SpellFilter)))
        if alt.condition is not None:
            raise Unreadable("a condition on a granted alternative cost")
        return PaidAlternativeCost(alt.cost, alt.parts, None, text=self._source, spells=spells)

    def granted_alternative_once(self, *children: object) -> PaidAlternativeCost:
        """among17: "Once each turn, you may pay {0} rather than pay the mana cost for a colorless
        spell you cast from your hand." (Darksteel Monolith), "... for a spell you cast with mana
        value X or less, where X is the number of time counters on this enchantment." (As
        Foretold; 118.9, 601.2b): a granted alternative cost, once each turn, with its limits."""
        riders = [c for c in children if isinstance(c, tuple) and c[:1] in (("zone",), ("mv_at_most",))]
        alt = self.granted_alternative_cost(*(c for c in children if not (isinstance(c, tuple) and c in riders)))
        zones = tuple(z for k, z in riders if k == "zone")
        most = next((a for k, a in riders if k == "mv_at_most"), None)
        return dataclasses.replace(alt, once_each_turn=True, zones=zones, mana_value_at_most=most)

    def free_cast_up_to(self, spells: SpellFilter, most: object) -> PaidAlternativeCost:
        """among17: "You may cast spells with mana value less than or equal to the number of lands
        you control without paying their mana costs." (Fires of Invention; 118.9: casting without
        paying the mana cost is an alternative cost; 107.3b: X is then 0): a granted alternative
        cost of nothing for the spells its controller casts, up to a mana value counted now."""
        if spells.self_only or spells.caster not in (Who.ANY, Who.YOU):
            raise Unreadable("a free cast for spells others cast")
        return PaidAlternativeCost(ManaCost(), (), None, text=self._source, spells=dataclasses.replace(spells, caster=Who.YOU), mana_value_at_most=cast(Amount, most))

    def gr_zone(self, zone: Zone) -> tuple[str, Zone]:
        return ("zone", zone)

    def gr_mv_at_most_x(self, where: tuple[str, object]) -> tuple[str, object]:
        return ("mv_at_most", where[1])

    # ---- costs sized by X (601.2b, 107.3a) --------------------------------------------------

    def spell_pay_x_life(self) -> XCostPart:
        return XCostPart("life", text="pay X life")

    def spell_discard_x(self, *_: object) -> XCostPart:
        return XCostPart("discard", text="discard X cards")

    # ---- revealing, beholding, collecting evidence (118.8, 701.20a, 701.59a) ---------------------

    def _cards(self, qualities: tuple[object, ...]) -> GraveyardCards:
        what = getattr(self, "per_graveyard_cards")(*qualities)  # the casting family's reading of "<type> card"
        assert isinstance(what, GraveyardCards)
        return what

    @v_args(meta=True)
    def spell_reveal_from_hand(self, meta: Meta, children: list[Any]) -> RevealFromHand:
        count, *qualities = [c for c in children if c is not None]
        return RevealFromHand(int(count), self._cards(tuple(qualities)), text=self._cut(meta))

    @v_args(meta=True)
    def spell_behold(self, meta: Meta, children: list[Any]) -> Behold:
        verb, count, *qualities = children
        if str(verb).lower() != "behold" or count != 1:
            raise Unreadable(f"{verb} {count}")
        return Behold(self._cards(tuple(qualities)), text=self._cut(meta))

    @v_args(meta=True)
    def spell_collect_evidence(self, meta: Meta, children: list[Any]) -> CollectEvidence:
        verb, noun, n = children
        if (str(verb).lower(), str(noun).lower()) != ("collect", "evidence"):
            raise Unreadable(f"{verb} {noun} {n}")
        return CollectEvidence(int(n), text=self._cut(meta))

    @v_args(meta=True)
    def spell_cost_or_mana(self, meta: Meta, children: list[Any]) -> CostOrMana:
        """"discard a card or pay {2}": one part or the other (601.2b)."""
        part, *symbols = children
        # costs11: "behold an Elf or pay {2}", "reveal a Dragon card from your hand or pay {1}" too
        if not isinstance(part, (DiscardCards, Sacrifice, PayLife, TapOther, Behold, RevealFromHand, CollectEvidence, Blight)):  # costs12: blight
            raise Unreadable(f"{part} or pay mana")
        try:
            mana = ManaCost.parse("".join(str(t) for t in symbols))
        except ValueError as e:
            raise Unreadable(str(e)) from e
        return CostOrMana(part, mana, text=self._cut(meta))

    @v_args(meta=True)
    def spell_mana_or_cost(self, meta: Meta, children: list[Any]) -> CostOrMana:
        """costs11: "pay {4} or sacrifice an artifact or creature": the halves of
        :meth:`spell_cost_or_mana` in the other order (601.2b)."""
        *symbols, part = children
        got = self.spell_cost_or_mana(meta, [part, *symbols])
        assert isinstance(got, CostOrMana)
        return got

    def optional_additional_cost(self, subject: Selector, part: object) -> AdditionalCost:
        """"As an additional cost to cast this spell, you may <cost>." (118.8: optional)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("an additional cost of another spell")
        return AdditionalCost((cast(Any, part),), optional=True, text=self._source)
