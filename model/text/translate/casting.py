"""Casting rules (``mana.lark``: "casting rules"): "As an additional cost to cast this spell,
sacrifice a creature" (118.8), "Spells your opponents cast cost {1} more to cast" (601.2f, 118.7),
"This creature enters with X +1/+1 counters on it" (614.1c, 107.3m), "Once during each of your
turns, you may cast a spell from your hand or the top of your library without paying its mana cost"
(601.3, 118.9), "You may spend white mana as though it were mana of any color" (609.4b).

"other mana" in a spending rule (Celestial Dawn) is the mana the line's earlier spending rules did
not name: :class:`OtherSpending` holds it until the reader resolves it against them.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Sequence, TypeGuard, cast, get_args

from lark import Token, v_args
from lark.tree import Meta

from ...abilities import PaidThisWay  # costs14
from ...abilities import LifeGainedThisTurn  # altcost16
from ...abilities import Compare, GraveyardCount, OptionalCost  # among17
from ...abilities import CounterReplacement  # audit18
from ...abilities import CounterProhibition  # audit31
from ...abilities import CasterControls  # audit23
from ...abilities import CastGrant  # audit25
from ...abilities import CommanderCasts  # audit35
from ...abilities import (
    LeftBattlefieldUnderControl,
    ManaSpentToCast,
    CardsExiledToCast,
    CreaturesConvoked,
    OpponentLostLife,
    THIS_SPELL,
    CastFrom,
    NotCastFrom,  # counters14
    TurnCount,
    TurnTally,
    XCostPart,
    SpellOrder,
    AbilityCostModifier,
    AdditionalCost,
    Amount,
    ActivationCondition,
    ActivationLimit,
    AttackedThisStep,
    CastAsThoughFlash,
    CastOnly,
    CombatWindow,
    ExileFromGraveyard,
    GraveyardCards,
    PartySize,
    XNotZero,
    Condition,
    MinimumCost,
    CastPermission,
    Const,
    CostModifier,
    CountOf,
    DiscardCards,
    EntersWithCounters,
    OtherSpellsCast,
    SpellsYouCast,
    SpellFilter,
    SpendingRule,
    TargetsBeyondFirst,
    TargetsThatAre,  # audit27
    TimesKicked,
    XValue,
    Zone,
    ActivationCondition,
    ActivationLimit,
)
from ...costs import (
    CostPart,
    ManaCost,
    PayLife,
    Sacrifice,
    TapOther,
)
from ...mana import ALL_COLORS, ALL_TYPES, ManaType, TypeSet
from ...selectors import SELF, Relation, Selector, Who
from .common import TranslatorBase, Unreadable
from .ability_costs import ability_change  # costs15
from .costs import cards_of_kind, tapped_colours  # audit17; s16
from .selectors import singular_subtype

ONE_CONST = Const(1)
_ENTERS_PER = (ManaSpentToCast, TurnCount, CardsExiledToCast, CreaturesConvoked)  # audit19: CardsExiledToCast, CreaturesConvoked; counters10: counts an enters-with-counters replacement reads besides amounts
# 110.4: the permanent types; a permanent spell is a spell of one of them (110.4a)
PERMANENT_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
# what a cost change may be counted per beyond the amounts (601.2c, 601.2f, 404, 700.8)
_PER_COUNTS = (CommanderCasts, TargetsBeyondFirst, TargetsThatAre, OtherSpellsCast, GraveyardCards, PartySize, TurnCount, SpellsYouCast, PaidThisWay, CasterControls)  # costs14: PaidThisWay; audit23
_AMOUNTS = get_args(Amount)


_CARD_TYPE_WORDS = frozenset({"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery"})  # 205.2a


def _is_amount(x: object) -> TypeGuard[Amount]:
    """Whether ``x`` is one of the amounts of :mod:`model.abilities` (107.1-107.3)."""
    return isinstance(x, _AMOUNTS)


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


# chosen10: the qualities of spells a filter may name besides types and colours (SpellFilter's fields)
_SPELL_QUALITIES = frozenset({"colorless", "multicolored", "monocolored", "historic", "keyword", "chosen_type", "chosen_color", "chosen_name", "mana_value_at_least", "power_at_least", "mana_value_at_most", "mana_value_parity", "shares_card_type_with_exiled", "has_x", "kicked", "face_down", "named_as_exiled", "has_adventure", "toughness_over_power"})  # audit34: has_adventure; audit35: toughness_over_power


@dataclass(frozen=True, slots=True)
class _AnyTarget:
    """audit18: "on a permanent or player" (any of them)."""


@dataclass(frozen=True, slots=True)
class _CrOp:
    """audit18: how a counter replacement changes the number ("double", "half", "plus_one", "same")."""

    op: str


@dataclass(frozen=True, slots=True)
class _CrKind:
    """audit18: the kind of counters the result names (None: each of those kinds)."""

    kind: str | None


def _many(permission: CastPermission) -> CastPermission:
    """audit25: a permission a resolving ability creates for "spells" of a kind; one for "a
    creature spell" (The Tomb of Aclazotz) is used up by one cast, which no scenario key records:
    not read (the sentence stays inert, as before), never assumed unused."""
    if permission.spells.text.lower().startswith(("a ", "an ", "one ")):
        raise Unreadable("a permission for one spell, whose use no scenario key records")
    return permission


@v_args(inline=True)
class CastingPhrases(TranslatorBase):
    """Additional costs, spell filters, cost modifiers, entering with counters, permissions to cast
    and spending rules (601.2, 601.3, 118.7-118.9, 614.1c, 609.4b)."""

    # ---- additional costs (118.8) ----------------------------------------------------------

    def casting_sentence(self, rule: object) -> object:
        return rule

    def additional_cost(self, subject: Selector, *parts: CostPart | DiscardCards | ExileFromGraveyard) -> AdditionalCost:
        """"As an additional cost to cast this spell, sacrifice a creature" (118.8)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("an additional cost of another spell")
        return AdditionalCost(tuple(parts), text=self._source)

    @v_args(meta=True)
    def spell_sacrifice(self, meta: Meta, children: list[Any]) -> Sacrifice:
        sel, count = children[0]
        return Sacrifice(sel, count, text=self._cut(meta))

    def spell_pay_life(self, n: int) -> PayLife:
        return PayLife(n)

    @v_args(meta=True)
    def spell_discard(self, meta: Meta, children: list[Any]) -> DiscardCards:
        return DiscardCards(children[0], text=self._cut(meta))

    @v_args(meta=True)
    def spell_discard_of_kind(self, meta: Meta, children: list[Any]) -> DiscardCards:
        """altcost16: "discard a Plains card", "discard a land card" (118.8, 118.9): cards of that
        kind from the caster's hand."""
        what = self.per_graveyard_cards(*children[1:])
        return DiscardCards(children[0], text=self._cut(meta), what=what)

    @v_args(meta=True)
    def spell_tap_other(self, meta: Meta, children: list[Any]) -> TapOther:
        sel = children[-1]
        assert isinstance(sel, Selector)
        if sel.who is Who.ANY:
            sel = dataclasses.replace(sel, who=Who.YOU)
        return TapOther(tapped_colours(sel, children[1:-1]), children[0], text=self._cut(meta))  # audit17: its colour words (105.2)

    # ---- which spells (601.2f, 601.3) ------------------------------------------------------

    def spell_phrase(self, spells: SpellFilter) -> SpellFilter:
        """Which spells, on their own ("spells you control")."""
        return spells

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
        if name is None:  # "permanent spells": a spell of a permanent type (110.4, 110.4a; casting10)
            return ("either", PERMANENT_TYPES)
        return ("type", name)

    def spell_type_word(self, word: object) -> str:
        """A card type in "instant and sorcery spells": a type noun's name, or instant/sorcery."""
        if isinstance(word, str):
            return word
        low = str(word).lower()
        if low in ("instant", "sorcery", "instants", "sorceries"):
            return "Instant" if low.startswith("instant") else "Sorcery"
        raise Unreadable(f"{word!r} is not a card type")

    def instant_word(self) -> str:
        return "Instant"

    def sorcery_word(self) -> str:
        return "Sorcery"

    @v_args(meta=True)
    def quality_spell_type(self, meta: Meta, _children: list[Any]) -> tuple[str, object]:
        """"instant spells", "sorcery spells" (the words are keywords of the grammar)."""
        return ("type", "Instant" if self._cut(meta).lower().startswith("instant") else "Sorcery")

    def quality_either(self, first: str, second: str) -> tuple[str, object]:
        """"instant and sorcery spells": each spell of one of the two types; audit21: "Aura and
        Equipment spells" (Sigarda's Aid): each spell of one of the two subtypes (205.3), read as
        :meth:`quality_list` reads a list (a subtype is no card type, 205.2a)."""
        return self.quality_list(first, second)

    def quality_word(self, word: Token) -> tuple[str, object]:
        """"instant spells", "sorcery spells", and a subtype as Oracle text writes it, capitalised
        ("Goblin spells", "Dragon spells")."""
        text = str(word)
        low = text.lower()
        if low in ("instant", "sorcery"):
            return ("type", low.capitalize())
        if low in ("historic", "multicolored", "monocolored"):  # chosen10: 700.6, 105.2a-b
            return (low, True)
        if not text[:1].isupper() or low in ("legendary", "snow", "basic", "permanent"):
            raise Unreadable(f"spells that are {text!r}")
        return ("subtype", singular_subtype(text))

    def quality_multicolored(self) -> tuple[str, object]:
        """altcost16: "Multicolored spells" (105.2b)."""
        return ("multicolored", True)

    def quality_monocolored(self) -> tuple[str, object]:
        """altcost16: "Monocolored spells" (105.2a)."""
        return ("monocolored", True)

    def quality_kicked(self) -> tuple[str, object]:
        """audit23: "kicked spells" (Vine Gecko; 702.33d: a spell whose kicker cost was paid)."""
        return ("kicked", True)

    def quality_face_down(self, _word: object) -> tuple[str, object]:
        """s16: "Face-down creature spells you cast" (Obscuring Aether; 708.2: cast face down)."""
        return ("face_down", True)

    def quality_list(self, *words: object) -> tuple[str, object]:
        """costs13: "Artifact, instant, and sorcery spells" (one of the card types, 205.2a) or
        "Cleric, Rogue, Warrior, and Wizard spells" (one of the creature types, 205.3): never a
        mix of the two."""
        types: set[str] = set()
        subtypes: list[str] = []
        for w in words:
            if w is None:  # "permanent" is no card type
                raise Unreadable("permanent spells in a list")
            text = str(w)
            if text.lower() in _CARD_TYPE_WORDS:
                types.add(text.capitalize())
            elif text[:1].isupper() and text.lower() not in ("legendary", "snow", "basic", "historic"):
                subtypes.append(singular_subtype(text))
            else:
                raise Unreadable(f"spells that are {text!r}")
        if types and subtypes:
            raise Unreadable("a list of card types and subtypes of spells")
        if types:
            return ("either", frozenset(types))
        return ("any_of", tuple(SpellFilter(subtypes=frozenset({t}), text=f"{t} spells") for t in subtypes))

    def sq_that_is_one_of(self, _poss: Token, *words: object) -> tuple[str, object]:
        """audit18: "Each spell you cast that's a Demon, Horror, or Nightmare" (Ancient
        Cellarspawn): a spell of one of the listed subtypes (205.3) or card types (205.2a), as
        :meth:`quality_list` reads the same list before "spells"."""
        return self.quality_list(*words)

    def quality_legendary(self) -> tuple[str, object]:
        """costs13: "Legendary spells you cast" (205.4: a supertype)."""
        return ("supertype", "Legendary")

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
    def spells(self, meta: Meta, children: list[Any]) -> SpellFilter:
        return self._spell_filter(children, self._cut(meta))

    @v_args(meta=True)
    def spells_your_commander(self, meta: Meta, _children: list[Any]) -> SpellFilter:
        """audit35: "Your commander" (Myth Unbound): the spell that is its caster's commander
        (903.3), cast by the text's controller."""
        return SpellFilter(caster=Who.YOU, commander=True, text=self._cut(meta))

    @v_args(meta=True)
    def spell_alt(self, meta: Meta, children: list[Any]) -> SpellFilter:
        return self._spell_filter(children, self._cut(meta))

    @v_args(meta=True)
    def spells_alternatives(self, meta: Meta, children: list[Any]) -> SpellFilter:
        """costs13: "Kithkin spells and Soldier spells you cast" (each spell that is a Kithkin or a
        Soldier: one effect, applied once to a Kithkin Soldier spell), "Green enchantment spells
        and white enchantment spells"."""
        alts = tuple(c for c in children if isinstance(c, SpellFilter))
        if any(a.chooses for a in alts):
            raise Unreadable("alternatives of spells that read a choice")
        caster = next((c for c in children if isinstance(c, Who)), Who.ANY)
        return SpellFilter(caster=caster, text=self._cut(meta), any_of=alts)

    @v_args(meta=True)
    def permitted_spells(self, meta: Meta, children: list[Any]) -> SpellFilter:
        return self._spell_filter(children, self._cut(meta))

    @staticmethod
    def _spell_filter(children: Sequence[object], text: str) -> SpellFilter:
        types: set[str] = set()
        excluded: set[str] = set()
        either: frozenset[str] = frozenset()
        subtypes: set[str] = set()
        colors: list[ManaType] = []
        qualities: dict[str, Any] = {}
        supertypes: set[str] = set()
        any_of: Any = ()
        caster = Who.ANY
        for c in children:
            if isinstance(c, Who):
                caster = c
            elif isinstance(c, tuple):
                key, value = c
                if key == "type":
                    types.add(value)
                elif key == "not":
                    excluded.add(value)
                elif key == "color":
                    colors.append(value)
                elif key == "colors":  # audit18: "that's red or green" (one of them, 105.2)
                    colors.extend(value)
                elif key == "either" and isinstance(value, frozenset):
                    either = value
                elif key == "subtype":
                    subtypes.add(value)
                elif key == "supertype":  # costs13
                    supertypes.add(value)
                elif key == "any_of":  # costs13
                    if any_of:
                        raise Unreadable(f"two lists of kinds of spells in {text!r}")
                    any_of = value
                elif key in _SPELL_QUALITIES:  # chosen10: colourless, historic, chosen type ...
                    qualities[key] = value
                else:
                    raise Unreadable(f"spells that are {key}")
        if types & excluded:
            raise Unreadable(f"contradictory spells {text!r}")
        if colors and (qualities.get("colorless") or qualities.get("monocolored") or qualities.get("multicolored")):
            raise Unreadable(f"spells {text!r}: a colour with another colour quality")
        return SpellFilter(
            card_types=frozenset(types), excluded_types=frozenset(excluded), colors=TypeSet.of(colors), caster=caster, text=text,
            either_types=either, subtypes=frozenset(subtypes), supertypes=frozenset(supertypes), any_of=any_of, **qualities,
        )

    # ---- cost increases and reductions (601.2f, 118.7) -------------------------------------

    def cost_verb(self, *_: object) -> None:
        return None

    def cost_more(self) -> bool:
        return True

    def cost_less(self) -> bool:
        return False

    def per_extra_target(self) -> TargetsBeyondFirst:
        return TargetsBeyondFirst()

    def per_target_that_is(self, what: Selector) -> TargetsThatAre:
        """audit27: "for each creature it targets" (Battlefield Thaumaturge): the spell's targets
        that are such permanents (601.2c)."""
        if what.relation is not Relation.NONE or what.who is not Who.ANY:
            raise Unreadable(f"targets counted by {what.text!r}")
        return TargetsThatAre(what)

    def per_caster_controls(self, what: Selector) -> CasterControls:
        """audit23: "for each artifact its controller controls" (Hum of the Radix; 601.2a, 601.2f)."""
        if what.relation is not Relation.NONE or what.who is not Who.ANY:
            raise Unreadable("a count for the spell's controller of chosen or controlled permanents")
        return CasterControls(what)

    def per_other_spell(self) -> OtherSpellsCast:
        return OtherSpellsCast()

    def per_other_spell_all(self) -> OtherSpellsCast:
        """audit35: "for each other spell cast this turn" (Thrasta): every player's spells."""
        return OtherSpellsCast("all")

    def per_opponents_spells(self) -> OtherSpellsCast:
        """audit35: "for each spell your opponents have cast this turn" (Delightful Discovery)."""
        return OtherSpellsCast("opponents")

    def per_spells_you_cast(self, spells: SpellFilter, _ve: Token) -> SpellsYouCast:
        """costs13: "for each instant and sorcery spell you've cast this turn" (601.2f)."""
        if spells.chooses:
            raise Unreadable("spells cast this turn of a chosen kind")
        return SpellsYouCast(spells)

    def per_counted(self, per: tuple[str, object]) -> object:
        amount = per[1]
        if not _is_amount(amount) or isinstance(amount, (XValue, TimesKicked)):
            raise Unreadable("a cost change per something the model cannot count")
        return amount

    def cost_if(self, cond: object) -> tuple[str, object]:
        return ("if", cond)

    def cost_modifier(self, spells: SpellFilter, *rest: object) -> CostModifier:
        """"<spells> cost {1} more/less to cast [for each ...] [if ...]" (601.2f, 118.7), and
        "This spell costs {X} less to cast, where X is ..." (X counted as the spell is cast). A
        reduction by a hybrid, Phyrexian or snow symbol (118.7e-g) is not read."""
        symbols = [r for r in rest if isinstance(r, Token) and r.type == "MANA_SYM"]
        increase = next(r for r in rest if isinstance(r, bool))
        per: object = next((r for r in rest if isinstance(r, _PER_COUNTS) or _is_amount(r)), ONE_CONST)
        condition = next((r[1] for r in rest if isinstance(r, tuple) and r[:1] == ("if",)), None)
        aimed = next((r[1] for r in rest if isinstance(r, tuple) and r[:1] == ("aimed",)), None)  # cost10
        aimed_spells = next((r[1] for r in rest if isinstance(r, tuple) and r[:1] == ("aimed_spell",)), None)  # altcost16
        where = next((r[1] for r in rest if isinstance(r, tuple) and r[:1] == ("where",)), None)
        try:
            amount = ManaCost.parse("".join(str(t) for t in symbols))
        except ValueError as e:
            raise Unreadable(str(e)) from e
        if amount.has_x:
            # "costs {X} less to cast, where X is the greatest power among creatures you control"
            if where is None or per is not ONE_CONST or len(amount.symbols) != 1 or not _is_amount(where):
                raise Unreadable("a cost change by X that nothing defines")
            amount, per = ManaCost.parse("{1}"), where
        elif where is not None:
            raise Unreadable("'where X is' with no X")
        if any(sym.kind.value not in ("generic", "colored", "colorless") for sym in amount.symbols):
            raise Unreadable("a cost change by a hybrid, Phyrexian or snow symbol (118.7e-g) is not modelled")
        if not _is_amount(per) and not isinstance(per, _PER_COUNTS):
            raise Unreadable("a cost change per something the model cannot count")
        if (aimed is not None or aimed_spells is not None) and not spells.self_only:
            raise Unreadable("'if it targets' on spells other than this one")
        return CostModifier(
            spells, amount, increase, per, text=self._source, condition=cast("Condition | ActivationCondition | None", condition),
            aimed=cast(Selector | None, aimed), aimed_spells=cast(SpellFilter | None, aimed_spells),
        )

    def cost_modifier_uncounterable(self, spells: SpellFilter, *rest: object) -> CostModifier:
        """audit35: "<spells> cost {1} less to cast and can't be countered" (Thryx, the Sudden
        Storm): the cost change of 601.2f; that those spells can't be countered (701.6) is a rider
        no mana rule consults, as "that spell can't be countered" of Cavern of Souls' mana."""
        words = [str(r).lower() for r in rest if isinstance(r, Token) and r.type == "WORD"]
        if words != ["countered"]:
            raise Unreadable(f"spells that cost less and can't be {' '.join(words)}")
        return self.cost_modifier(spells, *[r for r in rest if not (isinstance(r, Token) and r.type in ("WORD", "CANT"))])

    def minimum_cost(self, below: int, _verb: object, minimum: int) -> MinimumCost:
        """"Each spell that would cost less than three mana to cast costs three mana to cast"
        (Trinisphere; 601.2f: applied to the total cost last)."""
        if below != minimum:
            raise Unreadable("a minimum cost other than the bound it names")
        return MinimumCost(SpellFilter(text="each spell"), minimum, text=self._source)

    def conditional_casting(self, cond: object, rule: object) -> tuple[str, object, object]:
        """"As long as this artifact is untapped, <casting rule>" (611.3a), as a conditional
        static effect is read."""
        return ("as long as", cond, rule)

    # ---- entering with counters (614.1c, 107.3m, 702.33d) ----------------------------------

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
        """"This creature enters with X +1/+1 counters on it" (614.1c); X is the spell's (107.3m),
        or defined ("where X is the number of other creatures on the battlefield"); "a +1/+1
        counter on it for each time it was kicked" (702.33d) or "for each other Zombie you
        control" (counted as it enters)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("another permanent enters")
        tapped = "tapped" in rest
        values = [r for r in rest if r != "tapped" and r is not None]
        where = next((v[1] for v in values if isinstance(v, tuple) and v[:1] == ("where",)), None)
        per = next((v[1] if isinstance(v, tuple) else v for v in values[2:] if not (isinstance(v, tuple) and v[:1] == ("where",))), None)
        count, kind = values[0], values[1]
        amount: Amount | ManaSpentToCast | TurnCount | CardsExiledToCast | CreaturesConvoked = XValue() if isinstance(count, XValue) else Const(cast(int, count))
        if where is not None:
            if not isinstance(amount, XValue) or not _is_amount(where):
                raise Unreadable("'where X is' with no X")
            amount = where
        factor = 1
        if per is not None:  # "... for each time it was kicked", "... for each other Zombie you control"
            if not isinstance(amount, Const) or amount.n < 1 or not (_is_amount(per) or isinstance(per, _ENTERS_PER)) or isinstance(per, XValue):
                raise Unreadable("<k> counters for each ..., k not a number")
            factor = amount.n  # activation13: "two +1/+1 counters on it for each ..." (614.1c)
            amount = per
        return EntersWithCounters(str(kind), amount, tapped=tapped, text=self._source, factor=factor)

    def enters_with_two_counts(self, subject: Selector, *rest: object) -> list[EntersWithCounters]:
        """types15: "~ enters with a +1/+1 counter on it for each other red creature you control and
        a +1/+1 counter on it for each other green creature you control." (Ulasht, the Hate Seed):
        two replacements of one sentence (614.1c), each counted as it enters (a creature both red
        and green counts for both)."""
        values = [r for r in rest if r is not None and not isinstance(r, Token)]
        if len(values) != 6:
            raise Unreadable("not two counts of counters")
        return [self.enters_with_counters(subject, *values[:3]), self.enters_with_counters(subject, *values[3:])]

    def kicked_enters_with(self, subject: Selector, *rest: object) -> EntersWithCounters:
        """"If this creature was kicked, it enters with two +1/+1 counters on it" (702.33d, 614.1c)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("another permanent was kicked")
        count, kind = [r for r in rest if r is not None][:2]
        if isinstance(count, XValue):
            # types15: "If this creature was kicked, it enters with X +1/+1 counters on it." (Emblazoned
            # Golem, "Kicker {X}"): the X announced for the kicker (107.3a, 107.3m), only if kicked
            return EntersWithCounters(str(kind), XValue(), text=self._source, if_kicked=True)
        return EntersWithCounters(str(kind), Const(cast(int, count)), text=self._source, if_kicked=True)

    def others_enter_with(self, affected: Selector, *rest: object) -> EntersWithCounters:
        """"Each other creature you control enters with an additional +1/+1 counter on it"
        (614.1c: a replacement effect on the permanents of another text)."""
        values = [r for r in rest if r is not None and not isinstance(r, Token)]
        counts = [r for r in values if isinstance(r, int)]
        kind = next(str(r) for r in values if isinstance(r, str))
        return EntersWithCounters(kind, Const(counts[0] if counts else 1), text=self._source, affected=affected)

    # ---- audit18: replacement effects on counters being put (614.1a, 122.6) ------------------

    @staticmethod
    def _cr_word(tok: object, *allowed: str) -> str:
        """A WORD of the counter-replacement template, checked against the words it may be."""
        w = str(tok).lower()
        if w not in allowed:
            raise Unreadable(f"{w!r} where the counters template reads {' or '.join(allowed)}")
        return w

    def counter_replacement(self, event: tuple[Who, str | None, Selector | None], result: tuple[str, str | None], *rest: object) -> CounterReplacement:
        """"If you would put one or more counters on a permanent or player, put twice that many of
        each of those kinds of counters on that permanent or player instead." (Vorinclex), "... they
        put half that many ... instead, rounded down.", "If one or more +1/+1 counters would be put
        on a creature you control, that many plus one +1/+1 counters are put on it instead."
        (Hardened Scales): one replacement effect (614.1a) on the number of counters put."""
        putter, kind, affected = event
        op, result_kind = result
        rounded = [r for r in rest if isinstance(r, Token)]
        if rounded:
            self._cr_word(rounded[0], "rounded")
            self._cr_word(rounded[-1], "down")
            if op != "half":
                raise Unreadable("'rounded down' of a number that is not halved")
        elif op == "half":
            raise Unreadable("half of the counters without 'rounded down'")
        if op == "same":
            raise Unreadable("the same number of counters put instead")
        if result_kind is not None and kind is not None and result_kind != kind:
            raise Unreadable(f"{kind} counters replaced by {result_kind} counters")
        return CounterReplacement(putter, affected, kind, op, text=self._source)

    def counters_cant_be_put(self, *rest: object) -> CounterProhibition:
        """audit31: "Counters can't be put on artifacts, creatures, enchantments, or lands."
        (Solemnity; 101.2, 122.6)."""
        return self._counter_prohibition(rest)

    def cant_have_counters(self, *rest: object) -> CounterProhibition:
        """audit31: "Creatures your opponents control can't have -1/-1 counters put on them."
        (Melira), "This creature can't have counters put on it." (Tatterkite; 101.2, 122.6)."""
        return self._counter_prohibition(rest)

    def _counter_prohibition(self, rest: tuple[object, ...]) -> CounterProhibition:
        words = [r for r in rest if isinstance(r, Token) and r.type == "WORD"]
        if len(words) != 1:
            raise Unreadable("counters that can't be put: expected the word 'put'")
        self._cr_word(words[0], "put")
        kind = next((r for r in rest if isinstance(r, str) and not isinstance(r, Token)), None)
        affected = next(r for r in rest if isinstance(r, Selector))
        return CounterProhibition(affected, kind, text=self._source)

    def cr_event_active(self, putter: Who, verb: Token, *rest: object) -> tuple[Who, str | None, Selector | None]:
        self._cr_word(verb, "put")
        kind = next((r for r in rest if isinstance(r, str)), None)
        target = next((r for r in rest if isinstance(r, (Selector, _AnyTarget))), None)
        return (putter, kind, None if isinstance(target, _AnyTarget) else target)

    def cr_event_passive(self, *rest: object) -> tuple[Who, str | None, Selector | None]:
        words = [r for r in rest if isinstance(r, Token)]
        self._cr_word(words[-1], "put")
        kind = next((r for r in rest if isinstance(r, str) and not isinstance(r, Token)), None)
        target = next((r for r in rest if isinstance(r, (Selector, _AnyTarget))), None)
        return (Who.ANY, kind, None if isinstance(target, _AnyTarget) else target)

    def cr_you(self) -> Who:
        return Who.YOU

    def cr_opponent(self) -> Who:
        return Who.OPPONENT

    def cr_effect(self, word: Token) -> Who:
        """"If an effect would put ..." (Doubling Season): whoever's effect it is."""
        self._cr_word(word, "effect")
        return Who.ANY

    def cr_any_target(self) -> _AnyTarget:
        return _AnyTarget()

    def cr_selected(self, sel: Selector) -> Selector:
        return sel

    def cr_result_active(self, *parts: object) -> tuple[str, str | None]:
        verbs = [p for p in parts if isinstance(p, Token)]
        self._cr_word(verbs[0], "put", "puts")
        op = next(p for p in parts if isinstance(p, _CrOp)).op
        kind = next((p.kind for p in parts if isinstance(p, _CrKind)), None)
        return (op, kind)

    def cr_result_passive(self, *parts: object) -> tuple[str, str | None]:
        verbs = [p for p in parts if isinstance(p, Token)]
        self._cr_word(verbs[-1], "put")
        op = next(p for p in parts if isinstance(p, _CrOp)).op
        if any(p == "minus" for p in parts if isinstance(p, str) and not isinstance(p, Token)):
            if op != "same":
                raise Unreadable("minus one of a changed number of counters")
            op = "minus_one"
        kind = next((p.kind for p in parts if isinstance(p, _CrKind)), None)
        return (op, kind)

    def cr_subject(self, *_: object) -> None:
        return None

    def cr_dest(self, *_: object) -> None:
        return None

    def cr_minus(self, word: Token) -> str:
        return self._cr_word(word, "minus")

    def cr_double(self, many: Token) -> _CrOp:
        self._cr_word(many, "many")
        return _CrOp("double")

    def cr_half(self, half: Token, many: Token) -> _CrOp:
        self._cr_word(half, "half")
        self._cr_word(many, "many")
        return _CrOp("half")

    def cr_plus_one(self, many: Token, *_: object) -> _CrOp:
        self._cr_word(many, "many")
        return _CrOp("plus_one")

    def cr_same(self, many: Token) -> _CrOp:
        self._cr_word(many, "many")
        return _CrOp("same")

    def cr_each_kind(self, those: Token, kinds: Token, *_: object) -> _CrKind:
        """"of each of those kinds of counters": every kind, each doubled (or halved) on its own."""
        self._cr_word(those, "those")
        self._cr_word(kinds, "kinds")
        return _CrKind(None)

    def cr_those(self, those: Token, *_: object) -> _CrKind:
        self._cr_word(those, "those")
        return _CrKind(None)

    def cr_of_kind(self, kind: str, *_: object) -> _CrKind:
        return _CrKind(kind)

    # ---- permissions to cast (601.3, 118.9) ------------------------------------------------

    def once_your_turns(self) -> tuple[str, bool]:
        return ("once", True)

    def once_each_turn(self) -> tuple[str, bool]:
        return ("once", False)

    def verb_cast(self) -> str:
        return "cast"

    def verb_play_and_cast(self, *_: object) -> str:
        """"play lands and cast" ("play historic lands and cast", becomes13: the lands' quality
        limits land plays only, which no query makes, 305.1)."""
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

    def life_cast_permission(self, *args: object) -> CastPermission:
        """audit28: "[Once during each of your turns,] you may cast <spells> by paying life equal to
        its mana value rather than paying its mana cost." (Demon of Fate's Design): a permission to
        cast those spells from the hand (the zone a spell is cast from without another, 601.3) for
        an alternative cost in life (118.9, 119.4), as Bolas's Citadel's rider says."""
        frequency = next((a for a in args if isinstance(a, tuple) and a[:1] == ("once",)), None)
        spells = next(a for a in args if isinstance(a, SpellFilter))
        return CastPermission(
            zones=(Zone.HAND,), spells=spells, once_each_turn=frequency is not None, your_turns_only=bool(frequency and frequency[1]),
            life_instead=True, text=self._source,
        )

    def cast_grant_until_end_of_turn(self, *args: object) -> CastGrant:
        """audit25: "Until end of turn, you may play lands and cast spells from your graveyard."
        (Yawgmoth's Will): a permission (601.3) a resolving spell or ability creates until end of
        turn (611.2a)."""
        return CastGrant(_many(self.cast_permission(*args)), "until end of turn", text=self._source)

    def cast_grant_this_turn(self, *args: object) -> CastGrant:
        """audit25: "You may cast Zombie spells from your graveyard this turn." (Liliana, Untouched
        by Death): the same, for the rest of this turn (611.2a)."""
        return CastGrant(_many(self.cast_permission(*args)), "this turn", text=self._source)

    def free_flash_permission(self, players: Who, spells: SpellFilter, *_: object) -> CastPermission:
        """audit21: "Any player may cast creature spells with mana value 3 or less without paying their
        mana costs and as though they had flash." (Aluren): a permission to cast those spells from
        a hand (the zone a spell is cast from without another permission, 601.3) for no mana
        (118.9), as though they had flash when it is used (702.8a), for ``players``."""
        if spells.caster is not Who.ANY or spells.self_only:
            raise Unreadable("a caster inside a permission's spells")
        return CastPermission(
            zones=(Zone.HAND,), spells=spells, without_paying_mana_cost=True, as_flash=True,
            players=Who.ANY if players is Who.ANY else Who.YOU, text=self._source,
        )

    def cast_permissions(self, *args: object) -> list[CastPermission]:
        """becomes13: "You may cast artifact spells and colorless spells from the top of your
        library" (601.3): a spell of either kind may be cast from there, so one permission for each
        kind (a spell of both is permitted by each; none counts uses)."""
        verb = next(a for a in args if a in ("cast", "play"))
        zones = tuple(dict.fromkeys(a for a in args if isinstance(a, Zone)))
        return [
            CastPermission(zones=zones, spells=f, lands=verb == "play", text=self._source)
            for f in args if isinstance(f, SpellFilter)
        ]

    def cast_permissions_subtypes(self, *args: object) -> list[CastPermission]:
        """becomes13: "You may cast Cleric, Rogue, Warrior, and Wizard spells from the top of your
        library" (601.3, 205.3): one permission for each subtype named, the last one's filter with
        the other subtypes in its place."""
        words = [str(a) for a in args if isinstance(a, Token)]
        (last,) = [a for a in args if isinstance(a, SpellFilter)]
        if not words or any(not w[:1].isupper() for w in words) or len(last.subtypes) != 1:
            raise Unreadable("a list of subtypes of spells")
        verb = next(a for a in args if a in ("cast", "play"))
        zones = tuple(dict.fromkeys(a for a in args if isinstance(a, Zone)))
        filters = [dataclasses.replace(last, subtypes=frozenset({singular_subtype(w)}), text=f"{w} spells") for w in words] + [last]
        return [CastPermission(zones=zones, spells=f, lands=verb == "play", text=self._source) for f in filters]

    # ---- spending rules (609.4b) -----------------------------------------------------------

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

    def own_spending_rule(self, mana: object, as_types: TypeSet, _self: object) -> SpendingRule:
        """"You may spend mana as though it were mana of any color to cast this spell." (609.4b):
        a rule for paying this spell's own costs only."""
        if not isinstance(mana, TypeSet):  # "other mana" needs the sentence before it
            raise ValueError("'other mana' to cast this spell")
        return SpendingRule(mana, as_types, text=self._source, this_spell=True)

    def spells_spending_rule(self, mana: object, as_types: TypeSet, spells: SpellFilter) -> SpendingRule:
        """costs13: "You may spend mana as though it were mana of any color to cast planeswalker
        spells" (609.4b): a rule for paying the costs of casting the spells ``spells`` selects
        (their caster the rule's controller); "... to cast this spell" is the card's own rule."""
        if not isinstance(mana, TypeSet):
            raise Unreadable("'other mana' to cast some spells")
        if spells.self_only:
            return SpendingRule(mana, as_types, text=self._source, this_spell=True)
        if spells.caster is Who.OPPONENT:
            raise Unreadable("spending mana to cast an opponent's spells")
        return SpendingRule(mana, as_types, text=self._source, spells=dataclasses.replace(spells, caster=Who.YOU))

    def abilities_spending_rule(self, mana: object, as_types: TypeSet, sel: Selector) -> SpendingRule:
        """manatail14: "You may spend mana as though it were mana of any color to activate abilities
        of creatures you control." (Agatha's Soul Cauldron; 609.4b, 602.2b)."""
        if not isinstance(mana, TypeSet):
            raise Unreadable("'other mana' to activate abilities")
        if sel.relation is not Relation.NONE or sel.who is Who.OPPONENT:
            raise Unreadable("spending mana on abilities of permanents it does not select by kind")
        return SpendingRule(mana, as_types, text=self._source, abilities=sel)

    def granted_abilities_spending_rule(self, mana: object, as_types: TypeSet, word: Token) -> SpendingRule:
        """s13: "You may spend mana as though it were mana of any color to activate those
        abilities." (Drana and Linvala; 609.4b, 602.2b): for the abilities its own permanent has by
        its grant of the sentence before (the reader checks that sentence)."""
        if str(word).lower() != "those" or not isinstance(mana, TypeSet):
            raise Unreadable(f"'to activate {word} abilities'")
        return SpendingRule(mana, as_types, text=self._source, abilities=SELF, own_grants_only=True)

    def own_abilities_spending_rule(self, mana: object, as_types: TypeSet, word: Token, sel: Selector, _poss: Token) -> SpendingRule:
        """manatail14: "You may spend blue mana as though it were mana of any color to pay the
        activation costs of this creature's abilities." (Quicksilver Elemental; 609.4b, 602.2b)."""
        if str(word).lower() != "activation" or not isinstance(mana, TypeSet):
            raise Unreadable(f"'the {word} costs'")
        if sel.relation is not Relation.SELF:
            raise Unreadable("the abilities of another object")
        return SpendingRule(mana, as_types, text=self._source, abilities=sel)

    def own_abilities_any_type(self, can: Token, sel: Selector, _poss: Token) -> SpendingRule:
        """manatail14: "Mana of any type can be spent to activate Sharkey's abilities." (609.4b,
        602.2b): its own abilities' activation costs."""
        if str(can).lower() != "can":
            raise Unreadable(f"'mana of any type {can} be spent'")
        if sel.relation is not Relation.SELF:
            raise Unreadable("the abilities of another object")
        return SpendingRule(ALL_TYPES, ALL_TYPES, text=self._source, abilities=sel)

    def spells_spending_any_type(self, *args: object) -> SpendingRule:
        """manatail14: "You can spend mana of any type to cast creature spells." (Vizier of the
        Menagerie; 609.4b): as "You may spend mana as though it were mana of any type to cast
        creature spells"."""
        if len(args) == 2 and str(args[0]).lower() != "can":
            raise Unreadable(f"'you {args[0]} spend'")
        spells = args[-1]
        assert isinstance(spells, SpellFilter)
        return self.spells_spending_rule(ALL_TYPES, ALL_TYPES, spells)

    def players_spending_rule(self, mana: object, as_types: TypeSet) -> SpendingRule:
        """costs13: "Players may spend mana as though it were mana of any color" (609.4b): every
        player's payments."""
        if not isinstance(mana, TypeSet):
            raise Unreadable("'other mana' for every player")
        return SpendingRule(mana, as_types, text=self._source, players=Who.ANY)

    # ---- casting: counts, timing and X of a spell (601.2b, 601.2f, 117.1a, 107.3) ------------

    def gy_type_word(self, word: str) -> str:
        return word

    def gy_type(self, word: str) -> tuple[str, object]:
        return ("type", word)

    def gy_either(self, first: str, second: str) -> tuple[str, object]:
        return ("either", frozenset({first, second}))

    def gy_either_and_or(self, first: str, _and_or: Token, second: str) -> tuple[str, object]:
        """altcost16: "artifact and/or creature card": one of the two types."""
        return ("either", frozenset({first, second}))

    def gy_subtype(self, word: Token) -> tuple[str, object]:
        text = str(word)
        if text == "historic":  # altcost16: 700.6
            return ("historic", True)
        if not text[:1].isupper():
            raise Unreadable(f"cards that are {text!r}")
        return ("subtype", singular_subtype(text))

    def per_graveyard_cards(self, *parts: object) -> GraveyardCards:
        """"for each creature card in your graveyard", "for each instant and sorcery card in your
        graveyard" (404: counted in the graveyard of the text's controller)."""
        return cards_of_kind(parts)

    @v_args(meta=True)
    def spell_exile_from_graveyard(self, meta: Meta, children: list[Any]) -> ExileFromGraveyard:
        """"exile a creature card from your graveyard" as an additional cost (118.8)."""
        count = children[0]
        return ExileFromGraveyard(cast(int, count), self.per_graveyard_cards(*children[1:]), text=self._cut(meta))

    @v_args(meta=True)
    def spell_exile_x_from_graveyard(self, meta: Meta, children: list[Any]) -> XCostPart:
        """costs11: "exile X creature cards from your graveyard" as an additional cost (118.8;
        601.2b: X is announced with the costs)."""
        return XCostPart("exile", text=self._cut(meta), what=self.per_graveyard_cards(*children))

    def per_life_gained(self, n: int) -> LifeGainedThisTurn:
        """altcost16: "for each 1 life you gained this turn" (119.9)."""
        if n != 1:
            raise Unreadable(f"for each {n} life gained")
        return LifeGainedThisTurn()

    def per_party(self) -> PartySize:
        """"for each creature in your party" (700.8)."""
        return PartySize()

    def cond_attacked_this_step(self, *_: object) -> AttackedThisStep:
        return AttackedThisStep()

    def cond_before_blockers(self) -> CombatWindow:
        return CombatWindow.BEFORE_BLOCKERS

    def cond_after_blockers(self) -> CombatWindow:
        return CombatWindow.AFTER_BLOCKERS

    def cast_only(self, subject: Selector, *conditions: object) -> CastOnly:
        """"Cast this spell only during combat [and only if you've been attacked this step]"
        (117.1a, 601.3): each condition must hold when the spell is cast."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("a timing rule of another spell")
        return CastOnly(tuple(cast(Any, c) for c in conditions if c is not None), text=self._source)

    def flash_extra(self, *symbols: Token) -> ManaCost:
        try:
            return ManaCost.parse("".join(str(t) for t in symbols))
        except ValueError as e:
            raise Unreadable(str(e)) from e

    def cast_as_though_flash(self, subject: Selector, extra: ManaCost | None = None) -> CastAsThoughFlash:
        """"You may cast this spell as though it had flash [if you pay {2} more to cast it]"
        (702.8a, 601.2f)."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("flash for another spell")
        return CastAsThoughFlash(extra, text=self._source)

    def optional_additional_mana(self, *parts: object) -> OptionalCost:
        """among17: "As an additional cost to cast this spell, you may pay {2}{R}." (Undergrowth),
        "... you may pay {1}{G} any number of times." (Taste of Paradise): an optional additional
        cost (118.8) without a keyword, added to the total cost when paid (601.2f), like a kicker
        (702.33a) but no kicker; the ``cast`` key ``optional_costs: {additional: N}`` pays it."""
        symbols = [p for p in parts if isinstance(p, Token) and p.type == "MANA_SYM"]
        try:
            cost = ManaCost.parse("".join(str(t) for t in symbols))
        except ValueError as e:
            raise Unreadable(str(e)) from e
        return OptionalCost("Additional", cost, "118.8", text=self._source, repeatable=any(p == "repeat" for p in parts))

    def any_number_times(self) -> str:
        return "repeat"

    def cast_as_though_flash_if(self, subject: Selector, cond: object) -> tuple[str, object, object]:
        """among17: "You may cast this spell as though it had flash if you control a Faerie."
        (Illusion Spinners; 702.8a): flash while the condition holds, checked as it is cast."""
        return ("as long as", cond, self.cast_as_though_flash(subject))

    def x_not_zero(self, *_: object) -> XNotZero:
        """"X can't be 0." (107.3)."""
        return XNotZero(text=self._source)

    # ---- enters10: counters a permanent enters with under a condition (614.1c) ----------------

    def enters_with_counters_if(self, subject: Selector, *rest: object) -> EntersWithCounters:
        """"This creature enters with a +1/+1 counter on it if you attacked this turn" / "... if a
        creature died this turn" / "~ enters with an indestructible counter on it if you cast it
        from your hand" (614.1c: the replacement applies only if its condition holds as the
        permanent enters)."""
        *head, condition = rest
        if not isinstance(condition, (CastFrom, NotCastFrom, *get_args(ActivationCondition))):  # counters14: NotCastFrom
            raise Unreadable("a condition of entering the grammar cannot hold")
        if isinstance(condition, ActivationLimit):
            raise Unreadable("an activation limit is no condition of entering")
        plain = self.enters_with_counters(subject, *head)
        return dataclasses.replace(plain, condition=cast(Any, condition))

    def if_cast_from(self, zone: Zone) -> CastFrom:
        """"if you cast it from your hand" (601.2a: the zone the spell was cast from)."""
        return CastFrom((zone,))

    def if_not_cast_from(self, didn: Token, zone: Zone) -> NotCastFrom:
        """counters14: "if you didn't cast it from your hand" (601.2a)."""
        if str(didn).lower() != "didn":
            raise Unreadable(f"'you {didn}'t cast it'")
        return NotCastFrom((zone,))

    def if_cast(self) -> CastFrom:
        """"if you cast it": the permanent was a spell that resolved (608.3), not put onto the
        battlefield some other way."""
        return CastFrom()

    # ---- cost10: cost changes that depend on the chosen targets or on a restriction ---------

    def cost_if_targets(self, what: Selector) -> tuple[str, Selector]:
        """"if it targets a tapped creature" (601.2c: the targets are chosen before the total cost
        is determined, 601.2f): the permanents the spell must target for the change to apply."""
        if what.relation is not Relation.NONE:
            raise Unreadable(f"a cost change if it targets {what.text!r}")
        return ("aimed", what)

    def cost_if_targets_spell(self, spells: SpellFilter) -> tuple[str, SpellFilter]:
        """altcost16: "if it targets a blue spell" (601.2c: a spell on the stack among the chosen
        targets, before the total cost is determined, 601.2f)."""
        if spells.self_only or spells.caster is not Who.ANY:
            raise Unreadable(f"a cost change if it targets {spells.text!r}")
        return ("aimed_spell", spells)

    def cost_if_clause(self, cond: object) -> tuple[str, object]:
        """"if a creature died this turn", "if you attacked this turn": a restriction of the 602.5b
        vocabulary, judged as the spell is cast (601.2f). A limit on how often something is done
        ("once each turn") is no condition of a cost."""
        if isinstance(cond, ActivationLimit):
            raise Unreadable("a cost change limited to once each turn")
        return ("if", cond)

    def cost_if_graveyard_types(self, n: int) -> tuple[str, GraveyardCount]:
        """among17: "as long as there are four or more card types among cards in your graveyard"
        (Drag to the Roots; 205.2a, 404): judged as the spell is cast (601.2f)."""
        return ("if", GraveyardCount(Compare.AT_LEAST, n, card_types_among=True))

    def aimed_object(self, what: Selector) -> Selector:
        return what

    def aimed_cost_modifier(self, spells: SpellFilter, aimed: Selector, *rest: object) -> CostModifier:
        """"Spells your opponents cast that target this creature cost {2} more to cast" (601.2c,
        601.2f): a cost change of the spells ``spells`` selects that target a permanent ``aimed``
        selects, seen from the text's object ("this creature": the permanent itself)."""
        if spells.self_only:
            raise Unreadable("this spell that targets")
        if aimed.relation not in (Relation.NONE, Relation.SELF):
            raise Unreadable(f"spells that target {aimed.text!r}")
        return dataclasses.replace(self.cost_modifier(spells, *rest), aimed=aimed)

    def abilities_cost_modifier(self, of: Selector, *rest: object) -> AbilityCostModifier:
        """"Activated abilities of creatures you control cost {2} less to activate", "Enchanted
        artifact's activated abilities cost {2} less to activate" (602.2b, 601.2f): generic mana
        only (118.7a); a coloured change of an ability's cost is not read."""
        return ability_change(of, rest, self._source)  # costs15: counted "for each ..." / "where X is ..."

    def ordinal_1(self) -> tuple[str, int]:
        return ("ordinal", 1)

    def ordinal_2(self) -> tuple[str, int]:
        return ("ordinal", 2)

    def ordinal_3(self) -> tuple[str, int]:
        return ("ordinal", 3)

    @v_args(meta=True)
    def ordinal_cost_modifier(self, meta: Meta, children: list[Any]) -> CostModifier:
        """"The second spell you cast each turn costs {1} less to cast", "The first creature spell
        you cast each turn costs {2} less to cast" (601.2f): a change of the spells its controller
        casts, applied to the n-th such spell of the turn only."""
        n = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("ordinal",))
        qualities = [c for c in children if isinstance(c, tuple) and c[:1] != ("ordinal",)]
        head = self._cut(meta)
        # audit35: the spells' words end before "each turn" ("The first spell you cast with {X} in
        # its mana cost each turn", whose "mana cost" is no "costs {1} less")
        words = head.split(" each turn")[0]
        spells = dataclasses.replace(self._spell_filter([*qualities, Who.YOU], words), text=words)
        # audit35: "... for each +1/+1 counter on Zimone" (601.2f: the reduction counted as the
        # spell is cast), kept for cost_modifier as a "for each" of any cost change
        rest = [c for c in children if isinstance(c, (Token, bool)) or isinstance(c, _PER_COUNTS) or _is_amount(c)]
        change = self.cost_modifier(spells, *rest)
        return dataclasses.replace(change, condition=SpellOrder(n, spells, text=words))

    def per_commander_cast(self, *words: Token) -> CommanderCasts:
        """audit35: "for each time it's been cast from the command zone this game" (903.8)."""
        got = [str(w).lower() for w in words if isinstance(w, Token) and w.type == "WORD"]
        if got != ["time", "command", "zone", "game"]:
            raise Unreadable(f"for each {' '.join(got)}")
        return CommanderCasts()

    def per_turn_died(self) -> TurnCount:
        return TurnCount(TurnTally.CREATURES_DIED)

    def per_turn_attacked(self) -> TurnCount:
        return TurnCount(TurnTally.CREATURES_ATTACKED)

    def per_turn_you_attacked(self) -> TurnCount:
        return TurnCount(TurnTally.YOU_ATTACKED_WITH)

    def cost_if_cast_another(self, *_: object) -> tuple[str, TurnCount]:
        """"if you've cast another spell this turn": at least one spell before this one."""
        return ("if", TurnCount(TurnTally.SPELLS_YOU_CAST, 1))

    def from_other_than(self, zone: Zone) -> CastFrom:
        return CastFrom((zone,), other_than=True)

    def from_zone(self, zone: Zone) -> CastFrom:
        return CastFrom((zone,))

    def from_zones(self, *zones: Zone) -> CastFrom:
        """audit21: "from graveyards or from exile" (Aven Interrupter; 601.2a)."""
        return CastFrom(tuple(dict.fromkeys(zones)))

    def zoned_cost_modifier(self, spells: SpellFilter, where: CastFrom, *rest: object) -> CostModifier:
        """"Spells you cast from your graveyard cost {1} less to cast" (601.2a, 601.2f): a change
        of the spells ``spells`` selects, when cast from that zone (or from any other)."""
        if spells.self_only:  # audit21: "Spells your opponents cast from graveyards ..." (Aven Interrupter) too
            raise Unreadable("this spell cast from a zone")
        return dataclasses.replace(self.cost_modifier(spells, *rest), condition=where)


    # ---- counters10: counters a permanent enters with, from the payment and the turn --------

    def per_color_spent(self, *_: object) -> ManaSpentToCast:
        """"for each color of mana spent to cast it" (Converge; 601.2h: the colours among the mana
        paid)."""
        return ManaSpentToCast(colors=True)

    def per_exiled_with_it(self, *types: object) -> CardsExiledToCast:
        """audit19: "for each instant and sorcery card exiled with it" (Murktide Regent): the cards
        of those types exiled to pay for the spell (702.66a, 607.2a)."""
        return CardsExiledToCast(frozenset(str(t) for t in types if isinstance(t, str)))

    def per_that_did_it(self, word: Token) -> CreaturesConvoked:
        """audit19: "for each creature that convoked it" (702.51a): the creatures tapped for its
        convoke as it was cast."""
        if str(word).lower() != "convoked":
            raise Unreadable(f"'for each creature that {word} it'")
        return CreaturesConvoked()

    def per_mana_spent(self, *_: object) -> ManaSpentToCast:
        """"equal to the amount of mana spent to cast it", "for each mana spent to cast it"
        (601.2h: every mana paid, colorless included)."""
        return ManaSpentToCast()

    def enters_with_counters_equal(self, subject: Selector, *rest: object) -> EntersWithCounters:
        """"Marath enters with a number of +1/+1 counters on it equal to the amount of mana spent
        to cast it" (614.1c): one counter for each of the amount."""
        *head, amount = [r for r in rest if r is not None]
        plain = self.enters_with_counters(subject, *(["tapped"] if "tapped" in head else []), 1, *[h for h in head if h != "tapped"])
        return dataclasses.replace(plain, amount=cast(Any, amount))

    def enters_amount(self, amount: object) -> Amount:
        """counters14: "... equal to the number of creature cards in your graveyard", "... equal to
        one plus the number of other creatures you control": an amount counted as the permanent
        enters (614.1c), without it (it is not on the battlefield yet). X here is no spell's X."""
        if not _is_amount(amount) or isinstance(amount, XValue):
            raise Unreadable("not an amount counted as it enters")
        return amount

    def cond_opponent_lost_life(self, *_: object) -> OpponentLostLife:
        """"if an opponent lost life this turn" (119.3)."""
        return OpponentLostLife()

    def cond_left_battlefield(self, *_: object) -> LeftBattlefieldUnderControl:
        """Revolt: "if a permanent left the battlefield under your control this turn"."""
        return LeftBattlefieldUnderControl()
