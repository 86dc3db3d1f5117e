"""Casting legality and costs (``mana.lark``: "casting10"): when a spell may be cast ("Cast this
spell only before the combat damage step", 601.3, 500.1), who may cast what (601.3, 101.2), what
its targets may be (115.4), and the costs paid for it (118.8, 118.9, 601.2b-f, 107.3).
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args
from lark.tree import Meta

from ...abilities import (
    CastProhibition,
    CostModifier,
    DiscardCards,
    DuringStep,
    DuringTurn,
    ExileFromHand,
    ExilePermanent,
    LimitedProhibition,
    PutCounterOn,
    SorceryTimingOnly,
    SpellFilter,
    StartingPlayer,
    TurnCount,
    TurnMoment,
    TurnOf,
    TurnStep,
    TurnTally,
    TurnWindow,
    UntargetableCards,
    UntargetablePermanents,
    XSpending,
    SpellManaSources,
    Zone,
)
from ...mana import ManaType, TypeSet
from ...selectors import Relation, Selector, Who
from .common import TranslatorBase, Unreadable

__all__ = ["LegalityPhrases"]


def _word(token: object, expected: str) -> None:
    """A word the grammar matches as any WORD (a keyword token would stop it being a WORD
    elsewhere), checked here."""
    if str(token).lower() != expected:
        raise Unreadable(f"{token!r} where {expected!r} is read")


def _is_this_spell(x: object) -> bool:
    """Whether a self reference is "this spell" (or the card's name): the spell being cast."""
    return isinstance(x, Selector) and x.relation is Relation.SELF and x.text.lower() in ("this spell", "~")


@v_args(inline=True)
class LegalityPhrases(TranslatorBase):
    """The casting10 family: moments of a turn a spell's timing rule names, and the casting costs
    and permissions the other casting families do not read."""

    # ---- when a spell may be cast (601.3, 500.1, 506.1) -------------------------------------

    def window_before_damage(self, word: Token) -> TurnWindow:
        """"before the combat damage step" (506.1, 510)."""
        _word(word, "damage")
        return TurnWindow(TurnMoment.BEFORE_COMBAT_DAMAGE)

    def window_after_combat(self) -> TurnWindow:
        return TurnWindow(TurnMoment.AFTER_COMBAT)

    def window_before_blockers(self) -> TurnWindow:
        return TurnWindow(TurnMoment.BEFORE_BLOCKERS)

    def window_before_combat(self) -> TurnWindow:
        return TurnWindow(TurnMoment.BEFORE_COMBAT)

    def window_end_step(self, whose: Who = Who.ANY) -> TurnWindow:
        """"during your end step", "during each end step" (513)."""
        return TurnWindow(TurnMoment.END_STEP, whose)

    def step_on_turn(self, *parts: object) -> DuringStep:
        """"during combat on an opponent's turn", "during the declare blockers step on an
        opponent's turn": the step, on the turn of the player named last."""
        step = next(p for p in parts if isinstance(p, TurnStep))
        whose = [p for p in parts if isinstance(p, Who)][-1]
        return DuringStep(step, whose)

    def cast_after_another(self, *_: object) -> TurnCount:
        """"if you've cast another spell this turn": at least one spell cast before this one this
        turn (the scenario's ``spells_cast_this_turn``)."""
        return TurnCount(TurnTally.SPELLS_YOU_CAST, 1)

    # ---- who may not cast what, where, when (601.3, 101.2, 307.1) -----------------------------

    def barred_zone(self, word: Token) -> Zone:
        """"graveyards", "libraries", "exile" (a library's cards are cast from its top, 601.2a)."""
        zones = {"graveyards": Zone.GRAVEYARD, "graveyard": Zone.GRAVEYARD, "libraries": Zone.LIBRARY_TOP, "library": Zone.LIBRARY_TOP, "exile": Zone.EXILE}
        zone = zones.get(str(word).lower())
        if zone is None:
            raise Unreadable(f"casting from {word}")
        return zone

    def barred_exile(self) -> Zone:
        """audit21: "exile" (a keyword of the grammar) as a zone spells are cast from (601.2a)."""
        return Zone.EXILE

    @staticmethod
    def _no_caster(spells: SpellFilter) -> None:
        if spells.caster is not Who.ANY:
            raise Unreadable("a caster inside a prohibition's spells")

    def spells_cant_be_cast(self, spells: SpellFilter, _cant: object) -> CastProhibition:
        """"Creature spells can't be cast." (Aether Storm): no player may cast them."""
        self._no_caster(spells)
        return CastProhibition(Who.ANY, spells, text=self._source)

    def cast_from_prohibition(self, players: Who, _cant: object, spells: SpellFilter, *zones: Zone) -> LimitedProhibition:
        """"Players can't cast spells from graveyards or libraries." (Grafdigger's Cage; 601.2a)."""
        self._no_caster(spells)
        return LimitedProhibition(CastProhibition(players, spells, text=self._source), tuple(dict.fromkeys(zones)), text=self._source)

    def cast_from_other_than_hand(self, players: Who, _cant: object, spells: SpellFilter, hands: Token) -> LimitedProhibition:
        """among17: "Your opponents can't cast spells from anywhere other than their hands."
        (Drannith Magistrate; 601.2a): from every zone a spell can be cast from but the hand."""
        if str(hands).lower() not in ("hands", "hand"):
            raise Unreadable(f"casting from anywhere other than their {hands}")
        self._no_caster(spells)
        others = tuple(z for z in Zone if z is not Zone.HAND)
        return LimitedProhibition(CastProhibition(players, spells, text=self._source), others, text=self._source)

    def cast_prohibition_during(self, players: Who, _cant: object, spells: SpellFilter, *parts: object) -> LimitedProhibition:
        """"Your opponents can't cast spells during combat." (Marisi), "... during your upkeep"."""
        self._no_caster(spells)
        step = next(p for p in parts if isinstance(p, TurnStep))
        whose = next((p for p in parts if isinstance(p, Who)), Who.ANY)
        return LimitedProhibition(CastProhibition(players, spells, text=self._source), during=DuringStep(step, whose), text=self._source)

    def own_turn_only(self, players: Who, can: Token, spells: SpellFilter, *_: object) -> SorceryTimingOnly:
        """among17: "Players can cast spells only during their own turns." (Dosan the Falling
        Leaf), "You can cast spells only during your turn" (Fires of Invention; 601.3)."""
        _word(can, "can")
        self._no_caster(spells)
        return SorceryTimingOnly(players, spells, text=self._source, own_turn=True)

    def own_turns_their(self, own: Token) -> None:
        _word(own, "own")

    def own_turn_your(self) -> None:
        return None

    def cast_limit_no_more(self, players: Who, can: Token, most: int, *_: object) -> CastProhibition:
        """among17: "you can cast no more than two spells each turn" (Fires of Invention; 601.3):
        as "can't cast more than two spells each turn" (Rule of Law)."""
        _word(can, "can")
        return CastProhibition(players, most=most, text=self._source)

    def permits_both(self, first: object, second: object) -> list[object]:
        """among17: two rules of one sentence joined by "and" (Fires of Invention): both apply."""
        return [first, second]

    def sorcery_timing_only(self, players: Who, can: Token, spells: SpellFilter, time: Token) -> SorceryTimingOnly:
        """"Each opponent can cast spells only any time they could cast a sorcery." (307.1)."""
        _word(can, "can")
        _word(time, "time")
        self._no_caster(spells)
        return SorceryTimingOnly(players, spells, text=self._source)

    def no_additional_spells(self, *children: Any) -> CastProhibition:
        """"Each player who has cast a nonartifact spell this turn can't cast additional
        nonartifact spells." (Ethersworn Canonist): one such spell a turn, each player; both
        halves must name the same spells."""
        _word(children[0], "who")
        qualities = [c for c in children if isinstance(c, tuple)]
        half = len(qualities) // 2
        if half == 0 or qualities[:half] != qualities[half:]:
            raise Unreadable("the spells counted are not the spells forbidden")
        spells = getattr(self, "_spell_filter")(qualities[:half], self._source.split(" can't ")[-1].removeprefix("cast additional ").rstrip("."))
        assert isinstance(spells, SpellFilter)
        return CastProhibition(Who.ANY, spells, most=1, text=self._source)

    # ---- costs paid with cards of the hand (118.8, 118.9) -------------------------------------

    @v_args(meta=True)
    def spell_exile_from_hand(self, meta: Meta, children: list[Any]) -> ExileFromHand:
        """"exile a blue card from your hand" (118.9), "exile two green cards from your hand";
        "colorless" is a quality of its own (105.2c), not one colour."""
        count, *rest = children
        colors = [c for c in rest if isinstance(c, ManaType)]
        if any(c is ManaType.C for c in colors):
            raise Unreadable("a colorless card from the hand")
        return ExileFromHand(int(count), TypeSet.of(colors), text=self._cut(meta))

    def cond_not_your_turn(self, *_: object) -> TurnOf:
        """"it's not your turn" (500: another player is the active player)."""
        return TurnOf(Who.OPPONENT)

    def cond_your_turn_now(self, *_: object) -> TurnOf:
        """"it's your turn"."""
        return TurnOf(Who.YOU)

    # ---- additional costs paid with the caster's cards and permanents (118.8) -----------------

    @v_args(meta=True)
    def spell_discard_at_random(self, meta: Meta, children: list[Any]) -> DiscardCards:
        """"discard a card at random": the caster needs as many other cards in hand (118.3); which
        card goes is chance, not a choice (701.9b)."""
        count, word = children[0], children[-1]
        _word(word, "random")
        return DiscardCards(int(count), text=self._cut(meta))

    @staticmethod
    def _own(what: Selector) -> Selector:
        """A permanent a cost is paid with is the caster's own (701.21a-like; 118.3)."""
        if what.who is not Who.YOU:
            raise Unreadable(f"a cost paid with {what.text!r}, not the caster's own permanents")
        return what

    @v_args(meta=True)
    def spell_exile_permanent(self, meta: Meta, children: list[Any]) -> ExilePermanent:
        """"exile a creature you control" (118.8)."""
        count, what = children
        return ExilePermanent(self._own(what), int(count), text=self._cut(meta))

    @v_args(meta=True)
    def spell_put_counter(self, meta: Meta, children: list[Any]) -> PutCounterOn:
        """"put a -1/-1 counter on a creature you control" (118.8, 122.1)."""
        verb, count, kind, *rest = [c for c in children if c is not None]
        _word(verb, "put")  # "put" is a WORD of the grammar (no keyword: see barred_zone)
        on, what = rest
        if count != 1 or on != 1:
            raise Unreadable("counters on several permanents as a cost")
        return PutCounterOn(self._own(what), str(kind), text=self._cut(meta))

    # ---- what can't be a target (115.1, 601.2c) -------------------------------------------------

    @v_args(meta=True)
    def untargetable_cards(self, meta: Meta, children: list[Any]) -> UntargetableCards:
        """"Cards in graveyards can't be the targets of spells or abilities." (Ground Seal)."""
        zone = next(c for c in children if isinstance(c, Zone))
        if zone is not Zone.GRAVEYARD:
            raise Unreadable(f"cards in {zone.value} as targets")
        return UntargetableCards(zone, spells_only=not self._cut(meta).lower().rstrip(".").endswith("abilities"), text=self._source)

    @v_args(meta=True)
    def untargetable_permanents(self, meta: Meta, children: list[Any]) -> UntargetablePermanents:
        """grants14: "<permanents> can't be the target(s) of [<colour> [or <colour>]] spells [or
        abilities] [your opponents control]" (115.1, 601.2c): the spells the words name can't
        choose them as targets. "abilities" alone is not read here (no query counts the targets
        of an ability)."""
        what = next(c for c in children if isinstance(c, Selector))
        spells = next(c for c in children if isinstance(c, tuple) and len(c) == 2 and c[0] == "untargeting")
        colors, opponents = spells[1]
        if what.relation is Relation.TARGET or what.text.strip().lower() == "it":
            raise Unreadable("a target, or an 'it' another sentence names, that can't be a target")
        return UntargetablePermanents(what, colors, opponents, text=self._source)

    def untargeting_spells(self, *children: object) -> tuple[str, tuple[frozenset[ManaType], bool]]:
        colors = frozenset(c for c in children if isinstance(c, ManaType))
        if ManaType.C in colors:
            raise Unreadable("colorless spells as targeting spells")
        return ("untargeting", (colors, any(c is True for c in children)))

    def untargeting_colored_sources(self, spells: ManaType, sources: ManaType) -> tuple[str, tuple[frozenset[ManaType], bool]]:
        """"red spells or abilities from red sources": the spells of that colour (the abilities'
        part is not counted: no query counts an ability's targets)."""
        if spells is not sources or spells is ManaType.C:
            raise Unreadable("spells and sources of different colours")
        return ("untargeting", (frozenset({spells}), False))

    def untargeting_opponents(self) -> bool:
        return True

    # ---- conditions of cost changes (601.2f, 103.1) --------------------------------------------

    def cond_not_starting_player(self, _were_not: Token, word: Token) -> StartingPlayer:
        """"if you weren't the starting player" (103.1)."""
        _word(word, "starting")
        return StartingPlayer(False)

    def cond_turns_not_yours(self, word: Token) -> DuringTurn:
        """"during turns other than yours": while another player is the active player."""
        _word(word, "yours")
        return DuringTurn(Who.OPPONENT)

    def prefixed_cost_modifier(self, cond: object, spells: SpellFilter, *rest: object) -> CostModifier:
        """"If you weren't the starting player, this spell costs {1} less to cast.", "During turns
        other than yours, spells you cast cost {1} less to cast." (601.2f): the condition first."""
        condition = getattr(self, "cost_if_clause")(cond)  # the casting family's reading of a condition of a cost
        change = getattr(self, "cost_modifier")(spells, *rest, condition)
        assert isinstance(change, CostModifier)
        return change

    def cost_modifier_your_turn(self, spells: SpellFilter, *rest: object) -> CostModifier:
        """"Spells your opponents cast during your turn cost {1} more to cast." (Paladin Class):
        during the turns of the text's controller."""
        return self.prefixed_cost_modifier(DuringTurn(Who.YOU), spells, *rest)

    # ---- what may be spent on X (107.3, 106.6) ---------------------------------------------------

    def spell_mana_sources(self, sources: Selector, this: object) -> SpellManaSources:
        """"Spend only mana produced by creatures to cast this spell." (106.6, 601.2g-h)."""
        if not _is_this_spell(this):
            raise Unreadable(self._source)
        return SpellManaSources(sources, text=self._source)

    def spell_no_mana(self, *children: object) -> SpellManaSources:
        """"You can't spend mana to cast this spell." (Hogaak): no mana pays it (101.2)."""
        if not any(_is_this_spell(c) for c in children):
            raise Unreadable(self._source)
        return SpellManaSources(None, text=self._source)

    def x_spending(self, color: ManaType, also: ManaType | None = None) -> XSpending:
        """"Spend only black mana on X." (Consume Spirit): X is paid with mana of one colour;
        audit21: "black and/or red mana" (Soul Burn), of either of two colours (106.6)."""
        if color is ManaType.C or also is ManaType.C:
            raise Unreadable("colorless mana on X")
        if also == color:
            also = None
        return XSpending(color, text=self._source, also=also)
