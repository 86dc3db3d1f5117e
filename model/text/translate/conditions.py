"""Conditions (``mana.lark``: "conditions" and "activation conditions"): when something applies —
"if you control an Urza's Mine and an Urza's Tower", "if this creature is tapped", "while you're the
monarch", "as long as enchanted permanent is a land", "Activate only as a sorcery".

One condition vocabulary is shared by intervening "if" clauses of triggers (603.4), static abilities
that exist "as long as" (611.3a), self-replacements checked as an ability resolves (614.15) and the
restrictions on activating (602.5b; "as a sorcery" is 307.1, the monarch 724.1, imprint 607.2a).
"""

from __future__ import annotations

import dataclasses
from typing import Any, cast

from lark import Token, v_args
from lark.tree import Meta

from ...abilities import (
    ByAnOpponent,  # altcost16
    CardsToGraveyardThisTurn,  # altcost16
    CreaturesThatDamagedYou,  # altcost16
    LifeChangedThisTurn,  # altcost16
    Amount,
    AmountAtLeast,
    DistinctAmong,  # among17
    SharedCreatureType,  # among17
    GraveyardCards,
    PartySize,
    PartyCount,
    CardsDrawnThisTurn,
    LifeGainedThisTurn,
    DevotionLessThan,
    Greatest,
    PowerOf,
    ToughnessOf,
    AbilityCostChange,
    AttackedThisTurn,
    AttackingYou,
    AttackedWith,
    CreaturesDied,
    Activators,
    BasicLandTypesAmong,
    ColorCount,
    CardsIn,
    CountersYouHave,
    CountersOn,
    CountOf,
    Devotion,
    Designation,
    EnteredThisTurn,
    HasDesignation,
    OpponentControls,
    OpponentsControlNone,
    PlayerCounters,
    SameNameCount,
    ActivationCondition,
    ActivationLimit,
    AllOf,
    AnyOf,
    Attacking,
    Compare,
    ConditionHolds,
    ControlsCount,
    CountersCount,
    DuringStep,
    DuringTurn,
    GraveyardCount,
    HandCount,
    InstantTiming,
    LifeCount,
    TotalPower,
    TurnStep,
    CardExiledWith,
    Condition,
    ControlsAtLeast,
    ControlsCommander,
    Exists,
    InGraveyard,
    OffBattlefield,
    InCommandZoneOrOnBattlefield,  # audit27
    IsMonarch,
    PlayedLandThisTurn,
    SorceryTiming,
    StartingPlayer,
    OpponentDealtDamage,
    TopOfLibrary,
)
from ...costs import ManaCost, SymbolKind
from ...mana import TypeSet
from ...selectors import Relation, Selector, Who
from ...vocabulary import SELECTABLE_KEYWORDS
from .common import TranslatorBase, Unreadable
from .selectors import Modifier, add_values, set_fields, singular_subtype


@v_args(inline=True)
class ConditionPhrases(TranslatorBase):
    """Condition phrases and activation conditions (602.5b, 603.4, 611.3a, 614.15)."""

    # ---- activation conditions (602.5b) ----------------------------------------------------

    def activation_condition(self, *conds: object) -> tuple[object, ...]:
        # activation13: a clause may stand for two restrictions ("during their turn before the end step")
        return tuple(c for cond in conds for c in (cond if isinstance(cond, tuple) else (cond,)))

    def cond_control(self, sel: Selector) -> ControlsAtLeast:
        return ControlsAtLeast(dataclasses.replace(sel, who=Who.YOU))

    def cond_control_n(self, n: int, sel: Selector) -> ControlsAtLeast:
        return ControlsAtLeast(dataclasses.replace(sel, who=Who.YOU), n)

    # ---- conditions (603.4, 611.3a, 614.15) ------------------------------------------------

    def condition(self, cond: object) -> object:
        return cond

    def cond_control_all(self, *sels: Selector) -> object:
        """"you control an Urza's Power-Plant and an Urza's Tower": one of each."""
        conds = tuple(ControlsAtLeast(dataclasses.replace(s, who=Who.YOU)) for s in sels)
        return conds[0] if len(conds) == 1 else AllOf(conds)

    @v_args(meta=True)
    def name_words(self, meta: Meta, children: list[Any]) -> str:
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
    def predicate_adjective(self, meta: Meta, children: list[Any]) -> Modifier:
        word = self._cut(meta).lower()
        return {
            "tapped": set_fields(tapped=True),
            "untapped": set_fields(tapped=False),
            "snow": add_values("supertypes", "Snow"),
            "basic": add_values("supertypes", "Basic"),
            "legendary": add_values("supertypes", "Legendary"),
        }[word]

    def predicate_type(self, _article: None, noun: str | None) -> Modifier:
        return add_values("card_types", noun) if noun else set_fields()

    @v_args(meta=True)
    def cond_is(self, meta: Meta, children: list[Any]) -> Exists:
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

    def cond_off_battlefield(self, sel: Selector, _isnt: object) -> OffBattlefield:
        """types15: "as long as ~ isn't on the battlefield" (113.6): true in every zone but the
        battlefield."""
        if sel.relation is not Relation.SELF:
            raise Unreadable("another object off the battlefield")
        return OffBattlefield()

    def cond_command_zone_or_battlefield(self, sel: Selector, command: Token, zone: Token) -> InCommandZoneOrOnBattlefield:
        """audit27: "as long as ~ is in the command zone or on the battlefield" (eminence; 113.6:
        the ability functions from those two zones, 903.6)."""
        if sel.relation is not Relation.SELF:
            raise Unreadable("another object in the command zone")
        if (str(command).lower(), str(zone).lower()) != ("command", "zone"):
            raise Unreadable(f"'in the {command} {zone}'")
        return InCommandZoneOrOnBattlefield()

    def count_sentence(self, sel: Selector) -> Selector:
        return sel

    # ---- timing conditions of activation (602.5b, 307.1) -----------------------------------

    def cond_instant(self) -> InstantTiming:
        return InstantTiming()

    def cond_opponent_turn(self, *_: object) -> DuringTurn:
        return DuringTurn(Who.OPPONENT)

    def owner_you(self) -> Who:
        return Who.YOU

    def owner_opponent(self, *_: object) -> Who:
        return Who.OPPONENT

    def owner_any(self) -> Who:
        return Who.ANY

    def step_upkeep(self) -> TurnStep:
        return TurnStep.UPKEEP

    def step_combat(self) -> TurnStep:
        return TurnStep.COMBAT

    def step_declare_attackers(self) -> TurnStep:
        return TurnStep.DECLARE_ATTACKERS

    def step_declare_blockers(self) -> TurnStep:
        return TurnStep.DECLARE_BLOCKERS

    def step_end_of_combat(self) -> TurnStep:
        return TurnStep.END_OF_COMBAT

    def cond_step(self, *parts: object) -> DuringStep:
        whose = next((p for p in parts if isinstance(p, Who)), Who.ANY)
        step = next(p for p in parts if isinstance(p, TurnStep))
        return DuringStep(step, whose)

    def cond_before_attackers(self) -> DuringStep:
        return DuringStep(TurnStep.BEFORE_ATTACKERS)

    def cond_before_end_of_combat(self) -> DuringStep:
        return DuringStep(TurnStep.BEFORE_END_OF_COMBAT)

    def cond_once_each_turn(self) -> ActivationLimit:
        return ActivationLimit(1, each_turn=True)

    def cond_once(self) -> ActivationLimit:
        return ActivationLimit(1, each_turn=False)

    def times(self, n: int) -> int:
        return n

    def activation_limit_sentence(self, n: int) -> tuple[ActivationLimit]:
        return (ActivationLimit(n, each_turn=True),)

    # bounds: (compare, n)
    def bound_at_least(self, n: int) -> tuple[Compare, int]:
        return (Compare.AT_LEAST, n)

    def bound_at_most(self, n: int) -> tuple[Compare, int]:
        return (Compare.AT_MOST, n)

    def bound_fewer_than(self, n: int) -> tuple[Compare, int]:
        """manatail14: "fewer than eight cards" is seven or fewer."""
        if n < 1:
            raise Unreadable("fewer than none")
        return (Compare.AT_MOST, n - 1)

    def bound_none(self) -> tuple[Compare, int]:
        return (Compare.EXACTLY, 0)

    def bound_exactly(self, n: int) -> tuple[Compare, int]:
        return (Compare.EXACTLY, n)

    def bound_some(self) -> tuple[Compare, int]:
        return (Compare.AT_LEAST, 1)

    def cond_control_none(self, sel: Selector) -> ControlsCount:
        return ControlsCount(dataclasses.replace(sel, who=Who.YOU), Compare.EXACTLY, 0)

    def cond_control_fewer(self, n: int, sel: Selector) -> ControlsCount:
        return ControlsCount(dataclasses.replace(sel, who=Who.YOU), Compare.AT_MOST, n)

    def cond_counters_there(self, bound: tuple[Compare, int], kind: str, _noun: object, of: Selector) -> CountersCount:
        return CountersCount(kind, bound[0], bound[1], of)

    def cond_counters_has(self, of: Selector, bound: tuple[Compare, int], kind: str, _noun: object) -> CountersCount:
        return CountersCount(kind, bound[0], bound[1], of)

    def cond_total_power(self, sel: Selector, n: int) -> TotalPower:
        return TotalPower(sel, Compare.AT_LEAST, n)

    def cond_own_power(self, of: Selector, _poss: Token, n: int) -> TotalPower:
        return TotalPower(of, Compare.AT_LEAST, n)

    def cond_attacking(self, of: Selector) -> Attacking:
        return Attacking(of)

    def cond_attacking_you(self, of: Selector) -> AttackingYou:
        """costs11: "if a creature is attacking you" (506.4, 508.1a)."""
        if of.relation is not Relation.NONE:
            raise Unreadable(f"{of.text!r} attacking you")
        return AttackingYou(of)

    def cond_hand(self, bound: tuple[Compare, int]) -> HandCount:
        return HandCount(bound[0], bound[1])

    def cond_life_at_most(self, n: int) -> LifeCount:
        return LifeCount(Compare.AT_MOST, n)

    def cond_life_at_least(self, n: int) -> LifeCount:
        return LifeCount(Compare.AT_LEAST, n)

    def cond_player_life_at_most(self, n: int) -> LifeCount:
        return LifeCount(Compare.AT_MOST, n, Who.ANY)

    def graveyard_cards(self, *parts: object) -> tuple[frozenset[str], frozenset[str]]:
        subtypes: set[str] = set()
        card_types: set[str] = set()
        for p in parts:
            if isinstance(p, Token) and p.type == "WORD":
                w = str(p)
                if not w[:1].isupper():
                    raise Unreadable(f"not a subtype: {w!r}")
                subtypes.add(singular_subtype(w))
            elif isinstance(p, str):
                card_types.add(p)
        return frozenset(card_types), frozenset(subtypes)

    def cond_graveyard(self, bound: tuple[Compare, int], what: tuple[frozenset[str], frozenset[str]]) -> GraveyardCount:
        return GraveyardCount(bound[0], bound[1], card_types=what[0], subtypes=what[1])

    def cond_graveyard_either(self, bound: tuple[Compare, int], first: str, *rest: object) -> GraveyardCount:
        """among17: "there are two or more instant and/or sorcery cards in your graveyard" (404,
        205.2a): cards of one of the two types."""
        second = next(r for r in rest if isinstance(r, str) and not isinstance(r, Token))
        return GraveyardCount(bound[0], bound[1], either_types=frozenset({first, second}))

    def cond_you_control_none(self, sel: Selector) -> ControlsCount:
        """grants14: "as long as you control no untapped lands" (611.3a)."""
        return ControlsCount(dataclasses.replace(sel, who=Who.YOU), Compare.EXACTLY, 0)

    def cond_graveyard_one(self, _article: object, what: tuple[frozenset[str], frozenset[str]]) -> GraveyardCount:
        """grants14: "as long as a Warrior card is in your graveyard" (404, 611.3a): one or more."""
        return GraveyardCount(Compare.AT_LEAST, 1, card_types=what[0], subtypes=what[1])

    def cond_graveyard_types(self, n: int) -> GraveyardCount:
        return GraveyardCount(Compare.AT_LEAST, n, card_types_among=True)

    def cond_gained_life(self) -> AmountAtLeast:
        return AmountAtLeast(LifeGainedThisTurn(), 1)

    def cond_gained_life_n(self, _ve: Token, n: int) -> AmountAtLeast:
        return AmountAtLeast(LifeGainedThisTurn(), n)

    def cond_drawn_n(self, _ve: Token, n: int) -> AmountAtLeast:
        return AmountAtLeast(CardsDrawnThisTurn(), n)

    def cond_an_opponent_controls(self, sel: Selector) -> ControlsAtLeast:
        """grants14: "as long as an opponent controls a Human" (611.3a): one of the permanents the
        text's controller's opponents control fits (102.2)."""
        if sel.who is not Who.ANY:
            raise Unreadable("a controller inside what an opponent controls")
        return ControlsAtLeast(dataclasses.replace(sel, who=Who.OPPONENT), 1)

    def cond_no_opponent_controls(self, sel: Selector) -> OpponentsControlNone:
        """grants14: "as long as no opponent controls a white or blue creature" (611.3a)."""
        if sel.who is not Who.ANY:
            raise Unreadable("a controller inside what no opponent controls")
        return OpponentsControlNone(dataclasses.replace(sel, who=Who.OPPONENT))

    def cond_an_opponent_controls_none(self, sel: Selector) -> OpponentsControlNone:
        """grants14: "as long as an opponent controls no creatures" (611.3a)."""
        if sel.who is not Who.ANY:
            raise Unreadable("a controller inside what an opponent controls")
        return OpponentsControlNone(dataclasses.replace(sel, who=Who.OPPONENT), some_opponent=True)

    def cond_opponent_controls_1(self, sel: Selector) -> OpponentControls:
        return OpponentControls(dataclasses.replace(sel, who=Who.ANY), 1)

    # ---- among17: conditions on counts (601.2f, 602.5b) ------------------------------------------

    def cond_amount_clause(self, cond: AmountAtLeast) -> AmountAtLeast:
        return cond

    def ac_no_cards(self, cards: CardsIn) -> AmountAtLeast:
        """"there are no land cards in your hand" (402): none of them (the zone never assumed)."""
        return AmountAtLeast(cards, 0, Compare.EXACTLY)

    def ac_opponents_control(self, n: int, sel: Selector) -> AmountAtLeast:
        """"your opponents control three or more creatures": all opponents' together (102.2-3)."""
        return AmountAtLeast(CountOf(dataclasses.replace(sel, who=Who.OPPONENT)), n)

    def ac_total_toughness(self, sel: Selector, n: int) -> AmountAtLeast:
        """"creatures you control have total toughness 10 or greater" (208.1)."""
        return AmountAtLeast(ToughnessOf(sel), n)

    def ac_sharing_type(self, n: int, sel: Selector) -> AmountAtLeast:
        """"you control at least two creatures that share a creature type" (205.3m)."""
        return AmountAtLeast(SharedCreatureType(dataclasses.replace(sel, who=Who.YOU)), n)

    def ac_distinct_cards_permanent(self, n: int, cards: CardsIn) -> AmountAtLeast:
        """"there are four or more permanent types among cards in your graveyard" (Matzalantli,
        the Great Door; 110.4b)."""
        return AmountAtLeast(DistinctAmong("permanent type", cards), n)

    def ac_distinct(self, n: int, quality: str, sel: Selector) -> AmountAtLeast:
        """"there are three or more creature types among creatures you control"."""
        return AmountAtLeast(DistinctAmong(quality, sel), n)

    def cond_general(self, cond: Condition) -> ConditionHolds:
        return ConditionHolds(cond)

    def cond_any(self, *parts: ActivationCondition) -> AnyOf:
        return AnyOf(tuple(parts))

    def cond_sorcery(self) -> SorceryTiming:
        return SorceryTiming()

    def cond_your_turn(self) -> SorceryTiming:
        return SorceryTiming(your_turn_only=True)

    # ---- activation family: who may activate, when, and the cost (602.5b, 602.2b) ------------

    def cond_control_either(self, *sels: Selector) -> AnyOf:
        """"if you control a Plains or a Swamp" (the Verges): one of them is enough."""
        return AnyOf(tuple(ControlsAtLeast(dataclasses.replace(s, who=Who.YOU)) for s in sels))

    def cond_entered_this_turn(self, of: Selector) -> EnteredThisTurn:
        return EnteredThisTurn(of)

    def cond_opponent_controls_n(self, n: int, sel: Selector) -> OpponentControls:
        return OpponentControls(dataclasses.replace(sel, who=Who.ANY), n)

    def cond_opponent_controls_more(self, n: int, sel: Selector) -> OpponentControls:
        return OpponentControls(dataclasses.replace(sel, who=Who.ANY), n, more_than_you=True)

    def cond_control_same_name(self, n: int, sel: Selector) -> SameNameCount:
        return SameNameCount(dataclasses.replace(sel, who=Who.YOU), n)

    def cond_player_counters(self, who: Who, n: int, kind: Token) -> PlayerCounters:
        return PlayerCounters(str(kind).lower(), Compare.AT_LEAST, n, who)

    def cond_city_blessing(self, _poss: Token) -> HasDesignation:
        return HasDesignation(Designation.CITY_BLESSING)

    def cond_completed_dungeon(self, _ve: Token) -> HasDesignation:
        return HasDesignation(Designation.COMPLETED_DUNGEON)

    @v_args(meta=True)
    def ability_cost_change(self, meta: Meta, children: list[Any]) -> AbilityCostChange:
        """"This ability costs {1} less to activate [for each ...]" (602.2b, 601.2f). Only a
        generic amount is read (118.7a); a coloured one (118.7b-d) stays unread."""
        symbols = [c for c in children if isinstance(c, Token) and c.type == "MANA_SYM"]
        increase = next(c for c in children if isinstance(c, bool))
        per = next((c[1] for c in children if isinstance(c, tuple) and c[:1] == ("per",)), None)
        counted = next((c for c in children if isinstance(c, (GraveyardCards, PartySize))), None)  # costs13
        if isinstance(per, PartyCount):  # manatail14: the mana amount's reading of "for each creature in your party" (700.8)
            per, counted = None, PartySize()
        condition = next((c[1] for c in children if isinstance(c, tuple) and c[:1] == ("if",)), None)
        where = next((c[1] for c in children if isinstance(c, tuple) and c[:1] == ("where",)), None)
        if any(isinstance(c, tuple) and c[:1] == ("aimed",) for c in children):
            raise Unreadable("a change of an ability's cost by its targets")
        try:
            amount = ManaCost.parse("".join(str(t) for t in symbols))
        except ValueError as e:
            raise Unreadable(str(e)) from e
        if amount.has_x:  # costs13: "costs {X} less to activate, where X is ..." (107.3)
            if where is None or per is not None or counted is not None or len(amount.symbols) != 1 or not (_countable(where) or isinstance(where, (PowerOf, ToughnessOf, Greatest))):
                raise Unreadable("a change of an ability's cost by X that nothing defines")
            amount = ManaCost.parse("{1}")
        elif where is not None:
            raise Unreadable("'where X is' with no X")
        if any(sym.kind is not SymbolKind.GENERIC for sym in amount.symbols):
            raise Unreadable("a change of an ability's cost by coloured mana")
        if isinstance(condition, ActivationLimit):
            raise Unreadable("a change of an ability's cost limited to once each turn")
        change = AbilityCostChange(amount, increase, text=self._cut(meta), condition=condition)
        if per is not None:
            if not _countable(per):
                raise Unreadable("a cost change per something the model cannot count")
            change = dataclasses.replace(change, per=per)
        if where is not None:
            change = dataclasses.replace(change, per=where)
        if counted is not None:
            change = dataclasses.replace(change, per=counted)
        return change

    def ability_cost_if(self, cond: tuple[str, object]) -> tuple[str, object]:
        return cond

    def cond_opponent_controls_more_1(self, sel: Selector) -> OpponentControls:
        return OpponentControls(dataclasses.replace(sel, who=Who.ANY), 1, more_than_you=True)

    def cond_self_attacked(self, of: Selector) -> AttackedThisTurn:
        return AttackedThisTurn(of)

    def cond_you_attacked(self) -> AttackedWith:
        return AttackedWith(1)

    def cond_you_attacked_with(self, n: int) -> AttackedWith:
        return AttackedWith(n)

    def cond_creature_died(self) -> CreaturesDied:
        return CreaturesDied(1)

    def cond_creatures_died(self, n: int) -> CreaturesDied:
        return CreaturesDied(n)

    def activator_sentence(self, who: Who, *conds: ActivationCondition) -> Activators:
        """"Any player may activate this ability [but only as a sorcery]" (602.2: by default only
        the controller may; 602.5b the restrictions that follow)."""
        return Activators(who, tuple(c for cond in conds for c in (cond if isinstance(cond, tuple) else (cond,))))  # activation13


    # ---- counters10: devotion (700.5) -------------------------------------------------------

    def cond_devotion_less(self, colors: TypeSet, n: int) -> DevotionLessThan:
        """"as long as your devotion to white [and black] is less than five" (700.5, 700.5a)."""
        return DevotionLessThan(colors, n)

    @v_args(meta=True)
    def cond_it_is(self, meta: Meta, children: list[Any]) -> Exists:
        """"as long as it's untapped" (611.3a): "it" is the effect's subject; read here as the
        permanent itself, and made the enchanted or equipped one by the sentence (see
        ``conditional_static_last``)."""
        _poss, predicate = children
        it = Selector(relation=Relation.SELF, text="it")
        return Exists(dataclasses.replace(predicate(it), text=self._cut(meta)))

    # ---- counters14: activation conditions (602.5b) ------------------------------------------

    @v_args(meta=True)
    def cond_self_lacks(self, meta: Meta, children: list[Any]) -> Exists:
        """"this creature doesn't have defender" (602.5b): the permanent has not that keyword
        ability now (613: as the layers leave it)."""
        subject, doesn, keyword = children
        kw = str(keyword).lower()
        if str(doesn).lower() != "doesn" or subject.relation is not Relation.SELF:
            raise Unreadable(f"{self._cut(meta)!r}")
        if kw not in SELECTABLE_KEYWORDS:
            raise Unreadable(f"{kw!r} is not a keyword ability")
        return Exists(dataclasses.replace(subject, lacks_keyword=kw, text=self._cut(meta)))

    def cond_amount_at_least(self, amount: Amount, n: int, *_: object) -> AmountAtLeast:
        """cov17: "if the number of other Caves you control plus the number of Cave cards in your
        graveyard is three or greater" (Cavernous Maw; 602.5b): the amount, counted for the text's
        controller, is ``n`` or more."""
        return AmountAtLeast(amount, n)

    def cond_colors_among(self, n: int, sel: Selector) -> AmountAtLeast:
        """"if there are five colors among permanents you control" (105.1: the colours they have)."""
        return AmountAtLeast(ColorCount(sel), n)

    def cond_control_or_graveyard(self, sel: Selector, bound: tuple[Compare, int], what: tuple[frozenset[str], frozenset[str]]) -> AnyOf:
        """"if you control a Desert or there is a Desert card in your graveyard" (404): one of the
        two is enough."""
        return AnyOf((ControlsAtLeast(dataclasses.replace(sel, who=Who.YOU)), self.cond_graveyard(bound, what)))


    def predicate_both(self, first: Modifier, second: Modifier) -> Modifier:
        """counters14: "is white and untapped": both states of the one permanent."""
        return lambda s: second(first(s))

    @v_args(meta=True)
    def cond_self_isnt_subtype(self, meta: Meta, children: list[Any]) -> Exists:
        """counters14: "~ isn't a Spirit" (205.3): the permanent hasn't that subtype now."""
        subject, _isnt, _article, word = children
        name = str(word)
        if subject.relation is not Relation.SELF or not name[:1].isupper():
            raise Unreadable(f"{self._cut(meta)!r}")
        return Exists(dataclasses.replace(subject, excluded_subtypes=frozenset({singular_subtype(name)}), text=self._cut(meta)))

    def cond_attacking_or_blocking(self, of: Selector) -> ConditionHolds:
        """counters14: "if this creature is attacking or blocking" (506.4, 509.1): either."""
        if of.relation is not Relation.SELF:
            raise Unreadable(f"{of.text!r} attacking or blocking")
        either = (Selector(attacking=True, text="attacking"), Selector(blocking=True, text="blocking"))
        return ConditionHolds(Exists(dataclasses.replace(of, either=either, text=f"{of.text} is attacking or blocking")))

    def cond_own_card_in_exile(self, own: Token, *_: object) -> AmountAtLeast:
        """counters14: "if you own a card in exile" (406: the cards in its controller's exile)."""
        if str(own).lower() != "own":
            raise Unreadable(f"'you {own} a card in exile'")
        return AmountAtLeast(CardsIn(zone="exile", whose=Who.YOU, text="cards you own in exile"), 1)

    def cond_control_your_commander(self) -> ControlsCommander:
        """counters14: "you control your commander" (903.3)."""
        return ControlsCommander(yours=True)

    def cond_didnt_go_first(self, didn: Token, go: Token, game: Token) -> ConditionHolds:
        """"if you didn't go first this game" (103.1): you weren't the starting player."""
        if (str(didn).lower(), str(go).lower(), str(game).lower()) != ("didn", "go", "game"):
            raise Unreadable(f"'you {didn}'t go first'")
        return ConditionHolds(StartingPlayer(False))


    def cond_opponent_dealt_damage(self, dealt: Token, damage: Token) -> OpponentDealtDamage:
        """counters14: "if an opponent was dealt damage this turn" (120.3a)."""
        if (str(dealt).lower(), str(damage).lower()) != ("dealt", "damage"):
            raise Unreadable(f"'an opponent was {dealt} {damage} this turn'")
        return OpponentDealtDamage()


    # ---- altcost16: conditions of a spell's own alternative cost (118.9, 601.2b) ---------------

    def cond_count_attacking(self, bound: tuple[Compare, int], sel: Selector) -> ControlsCount:
        """"if a white creature is attacking", "if three or more creatures are attacking": the
        attacking creatures of every player (506.4)."""
        return ControlsCount(dataclasses.replace(sel, who=Who.ANY, attacking=True, text=f"attacking {sel.text}"), bound[0], bound[1])

    def cond_count_battlefield(self, n: int, sel: Selector) -> ControlsCount:
        """"if there are thirteen or more creatures on the battlefield": every player's."""
        return ControlsCount(dataclasses.replace(sel, who=Who.ANY), Compare.AT_LEAST, n)

    def cond_opponent_gained_life(self) -> ByAnOpponent:
        """"if an opponent gained life this turn" (119.9)."""
        return ByAnOpponent(LifeChangedThisTurn(gained=True), text="an opponent gained life this turn")

    def cond_opponent_drew_n(self, verb: Token, n: int) -> ByAnOpponent:
        """"if an opponent drew three or more cards this turn" (121.1)."""
        if str(verb).lower() != "drew":
            raise Unreadable(f"an opponent {verb} cards")
        return ByAnOpponent(AmountAtLeast(CardsDrawnThisTurn(), n), text=f"an opponent drew {n} or more cards this turn")

    def cond_opponent_cast(self, *args: object) -> ByAnOpponent:
        """"if an opponent cast three or more spells this turn", "if an opponent cast a blue spell
        this turn": one of the opponents has cast such spells this turn."""
        mine = getattr(self, "cond_cast_this_turn")(*args)  # the manatail family's reading of the spells
        return ByAnOpponent(mine, text="an opponent cast " + str(mine).removeprefix("you've cast ").removeprefix("you cast "))

    def cond_opponent_milled_n(self, n: int, put: Token) -> ByAnOpponent:
        """"if an opponent had three or more cards put into their graveyard from anywhere this
        turn" (Ravenous Trap)."""
        if str(put).lower() != "put":
            raise Unreadable(f"cards {put} into a graveyard")
        return ByAnOpponent(AmountAtLeast(CardsToGraveyardThisTurn(), n), text=f"an opponent had {n} or more cards put into their graveyard this turn")

    def cond_damaged_by_creatures(self, _ve: Token, dealt: Token, damage: Token, n: int) -> AmountAtLeast:
        """"if you've been dealt damage by two or more creatures this turn" (Inferno Trap; 120.3a)."""
        if (str(dealt).lower(), str(damage).lower()) != ("dealt", "damage"):
            raise Unreadable(f"been {dealt} {damage} by creatures")
        return AmountAtLeast(CreaturesThatDamagedYou(), n)

    def cond_opponent_has_drawn_n(self, n: int) -> ByAnOpponent:
        """"if an opponent has drawn four or more cards this turn" (121.1)."""
        return ByAnOpponent(AmountAtLeast(CardsDrawnThisTurn(), n), text=f"an opponent has drawn {n} or more cards this turn")

    def cond_opponent_hand(self, bound: tuple[Compare, int]) -> ByAnOpponent:
        """"if an opponent has no cards in hand" (402): one of the opponents' hands."""
        mine = HandCount(bound[0], bound[1])
        return ByAnOpponent(mine, text="an opponent has" + str(mine).removeprefix("you have"))

    def cond_both(self, first: object, second: object) -> AllOf:
        """"an opponent controls an Island and you control a Mountain": both hold."""
        return AllOf((cast(Any, first), cast(Any, second)))


def _countable(amount: object) -> bool:
    """Whether an amount of "for each ..." is one the solver counts on the board now."""
    return isinstance(amount, (CountOf, CountersOn, ColorCount, BasicLandTypesAmong, Devotion, CardsIn, CountersYouHave, DistinctAmong))  # costs11: cards in a zone (404, 402), counters a player has (122.1); among17

