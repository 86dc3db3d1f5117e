"""Effective characteristics: each permanent's types, colours and abilities after continuous
effects (305.6, 305.7, 613), computed once per question before anything asks what a permanent
produces.

What is applied
---------------
The continuous effects of static abilities (604.2) that the card grammar reads, and those that
abilities and spells which resolved this turn created for a duration (611.2a, the scenario's
``resolved_this_turn`` / ``spells_resolved_this_turn``; 613.7b: later than every permanent, in
listing order), in layer order (613.1): layer 4, type-changing (:class:`~model.abilities.TypeChange`:
card types, subtypes of every kind and supertypes, set (205.1a) or kept (205.1b: "in addition to
its other types", "it's still a land"); "Nonbasic lands are Mountains", "All Swamps are 1/1 black
creatures that are still lands"); layer 5, colour-changing (:class:`~model.abilities.ColorChange`);
layer 6, ability-adding and ability-removing (:class:`~model.abilities.GrantAbilities`,
:class:`~model.abilities.LoseAbilities`: a removal takes the rules text's abilities, the intrinsic
ones of land types and those granted before it, by timestamp); layer 7 (613.4): 7a, power and
toughness defined by a characteristic-defining ability (:class:`~model.abilities.DefinePT`), 7b,
base power and toughness set (:class:`~model.abilities.SetBasePT`), 7c, modified
(:class:`~model.abilities.ModifyPT`, by a fixed number or "for each ..."; counters too), 7d,
switched (:class:`~model.abilities.SwitchPT`). The amounts of layer 7 are counted by the mana
room's ``amount_of``, which the caller hands in; an amount that needs what the scenario does not
give leaves the power of the permanents it applies to unknown, an error only where power is read.
Layers 1-3 are not modelled. After the layers, the rule-modifying effects (613.11) "as though it
had haste" and "can't be activated" are collected on the :class:`Board` for activation (302.6,
602.5). The scenario's ``extra_types`` are part of the starting characteristics: card types go to
card types, supertypes to supertypes, anything else to subtypes. An effect a resolved ability
created applies to what it targeted (the resolution's ``targets``) or to what its selector means
now (611.2c would fix that set at resolution; the scenario does not record it).

* 305.6: a land with a basic land type has that type's intrinsic "{T}: Add [symbol]".
* 305.7: an effect that *sets* a land's subtype removes its old land types (basic and nonbasic,
  such as Gate) and all abilities of its rules text, but not abilities granted by other effects;
  that removal is part of the layer-4 effect. An effect that *adds* land types keeps them all.
* 604.2 / 613.6: an effect exists while its source has the ability that generates it. Once an
  ability's effect has begun to apply, its parts in later layers keep applying, to the same
  objects, even if the ability is removed meanwhile (Urborg's "loses its abilities" ruling:
  its layer-4 part applies before a layer-6 removal), and an ability whose own layer-4 part
  removes it (a land that sets nonbasic lands' types and grants them an ability: the grant still
  applies). In layer 6 an effect depends on a removal of its source's abilities (613.8a).

Order within a layer: timestamps and dependencies
-------------------------------------------------
Within a layer, effects apply in timestamp order (613.7), a static ability's effects having the
timestamp of its object, or of the effect that granted the ability if that is later (613.7a);
permanents have the timestamps of the scenario's listing order. Dependency overrides timestamps
(613.8). The reading of 613.8a used here: effect A *depends on* effect B when both apply in the
same layer, neither or both come from characteristic-defining abilities (none of the effects
read here is one: each affects other objects, 604.3a(3)), and applying B, to the characteristics
as they are at that moment, would change

1. the **existence** of A: B sets the land types of A's source and so removes the rules-text
   ability that generates A (305.7) — Urborg's and Yavimaya's effects depend on Blood Moon's;
   and an ability granted by B generates A (the new effect exists only after B applied);
2. **what A applies to**: A selects by subtype ("Each Forest ...", "Gates you control ...")
   and B adds or removes such a subtype on some object B applies to;
3. **what A does** to those objects: never for these effects, whose content (the land types,
   colours or abilities they give) is fixed text; text-changing (layer 3) is not modelled.

Two effects that affect the same object, each overriding the other, are *not* dependent
(613.9's flying example): Blood Moon and Celestial Dawn, or Blood Moon and Prismatic Omen, on the
same nonbasic land apply by timestamp and the later one wins where they disagree.

The order (613.8b, 613.8c; :func:`solver.graph.next_in_layer`): at each step, the dependency
graph of the effects not yet applied is built on the current characteristics (networkx, only
when there is an edge) and condensed into strongly connected components; a component of more
than one effect is a dependency loop. The effects whose component depends on nothing unapplied
are ready; an effect that had to wait applies just after the effects it waited for, before other
ready effects (several at once by timestamp), otherwise the earliest ready timestamp applies;
inside a loop, timestamp order. After each application the graph is evaluated again (613.8c):
an effect whose ability was removed no longer exists and never applies (604.2), and
dependencies may appear or vanish.

Where the rules are contested, this follows the current text and says so:

* Inside a dependency loop "the effects ... are applied in timestamp order" (613.8b); read with
  613.8c and 604.2, a loop member whose ability an earlier member removed no longer exists when
  its turn comes, so it does not apply (two lands each saying "Nonbasic lands are ...": the
  earlier one wins and the later one's ability is gone). Applying it anyway would contradict
  604.2.
* "Waits to apply until just after" (613.8b) is read literally: a released effect precedes
  other ready effects with earlier timestamps, rather than re-entering plain timestamp order.
* Not handled: an ability granted in layer 6 whose effects belong to layers 4 or 5 (a granted
  "Each land is a Swamp ..."). Its layer-4/5 parts are not applied (no card of the library does
  this; applying them would mean going back to layers already done). Its layer-6 effects (a
  granted grant) do apply, after the grant that created them, with the timestamp of 613.7a.

Numbering
---------
Abilities are numbered as SCENARIOS.md says: the card's own text in order (unless 305.7 removed
it), then the intrinsic abilities of its basic land types (Plains, Island, Swamp, Mountain,
Forest), then abilities granted by other objects by their timestamps.

Witness
-------
Each :class:`View` carries ``steps`` (:class:`EffectStep`) and ``changes`` (the same as text):
the effects that changed the permanent, in the order they applied, each with its layer, source,
text and why it applied there; the source of an effect that ceased to exist carries a step that
says so. :attr:`Board.steps` is the whole board's order.

Cost
----
A board with no effect of layers 4-6 and no ``extra_types`` is one shared record per card and one
:class:`View` per permanent (10,000 permanents: about 12-30 ms here). Otherwise only the
permanents an effect touches get their own record; dependency checks are made only between the
pending effects of layer 4, and networkx is imported only when some dependency exists.
"""

from __future__ import annotations

import re
from dataclasses import field, replace
from typing import Callable, Iterable, Mapping, Sequence, cast

from ...model.abilities import (
    EmblemGrant,  # s17
    emblem_ability_applies,  # s17
    ActivationProhibition,  # activation13
    CantBeSacrificed,  # bans19
    HexproofIgnored,  # s13
    PaymentBanGrant,  # bans19
    PaymentProhibition,  # bans19
    Ability,
    Amount,
    CardsIn,  # refs15
    reads_power,
    ActivatedAbility,
    ActivatedMode,
    AsThoughHaste,
    CantActivate,
    LoyaltyRule,
    ColorChange,
    ContinuousEffect,
    DefinePT,
    EntersAsCopy,
    EntersAsChoice,
    GrantAbilities,
    Keyword,  # resolved12
    LoseAbilities,
    ManaAbility,
    ModifyPT,
    SetBasePT,
    SpellAbility,
    StaticAbility,
    SwitchPT,
    TriggeredAbility,
    TriggeredManaAbility,
    TypeChange,
    CHOSEN_COLOR_QUALITY,
    COLORS_OF_YOUR_PERMANENTS_QUALITY,
    COLOR_OF_CHOICE_QUALITY,
    CREATURE_TYPE_CHOICE,
    THIS_ABILITY,
    WHILE_SOURCE_TAPPED,  # resolved12
    counter_kept,  # resolved12
    Protection,
)
from ...model.cards import Card, TypeLine, color_of
from ...model.costs import ManaCost
from ..words import possessive
from ...model.copies import entering_as_choice, entering_as_copy
from ...model.errors import InputError, QueryError
from ...model.mana import ManaType, TypeSet
from ...model.selectors import Characteristics, Relation, Selector, Who
from ...model.state import GameState, Permanent, Phase
from ...model.vocabulary import (
    ARTIFACT_TYPES,
    BASIC_LAND_TYPES,
    CARD_TYPES,
    ENCHANTMENT_TYPES,
    EVERY_CREATURE_TYPE,
    LAND_TYPES,
    SUPERTYPES,
)
from .conditions import condition_holds, static_effects
from .counts import card_fits, cards_in_zones  # refs15
from .intrinsic import INTRINSIC
from .order import next_in_layer
from .steps import EffectStep, LayerEffect, does, gone_reason, order_reason
from .views import AbilityRef, Board, View, status_of
from ...model.values import dataclass

__all__ = ["compute_board", "is_printed_board"]

# layer 7's sublayers (613.4a-d) are numbered 7 to 10 in the order they apply (EffectStep.layer_name)
_LAYER = {TypeChange: 4, ColorChange: 5, GrantAbilities: 6, LoseAbilities: 6, DefinePT: 7, SetBasePT: 8, ModifyPT: 9, SwitchPT: 10}
_LAYER_TYPES = (TypeChange, ColorChange, GrantAbilities, LoseAbilities, SetBasePT, ModifyPT, DefinePT, SwitchPT)
_PT_LAYERS = (7, 8, 9, 10)  # 613.4a, 613.4b, 613.4c, 613.4d
_PT_TYPES = (DefinePT, SetBasePT, ModifyPT, SwitchPT)  # static11: the effects of layer 7 (613.4)

AmountOf = Callable[[Amount, View, Board], int]
"""How the mana room counts an amount on a board (``solver.mana.amounts.amount_of``), handed to
:func:`compute_board` by its caller for the amounts of layer 7 (the board room never imports it)."""
_RULE_TYPES = (AsThoughHaste, CantActivate, CantBeSacrificed, HexproofIgnored, LoyaltyRule)  # bans19, s13: the last two; audit24: LoyaltyRule
_CREATED_TIME = 1 << 40  # 613.7b: an effect created by a resolving ability is later than every permanent here


# --- the computation ----------------------------------------------------------------------------


@dataclass(slots=True)
class _Chars:
    """Characteristics being built up layer by layer (internal to :func:`compute_board`).

    ``text`` is False once 305.7 or a layer-6 removal took the abilities of its rules text;
    ``intrinsic`` False once a layer-6 removal took the abilities of its land types (305.6);
    ``granted`` holds (timestamp, granting permanent, ability, granting ability's key) from layer
    6; ``pt`` the base power and toughness set in layer 7b; ``steps`` the effects applied to it.
    """

    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: TypeSet
    text: bool = True
    granted: list[tuple[tuple[int, ...], str, Ability, tuple[str, str, int]]] = field(default_factory=list)
    steps: list[EffectStep] = field(default_factory=list)
    intrinsic: bool = True
    pt: tuple[int, int] | None = None
    bonus: tuple[int, int] = (0, 0)
    lost: frozenset[int] = frozenset()  # anaph10: printed abilities lost one by one ("loses this ability", 613.1f)
    switched: bool = False  # pt10: 613.4d
    problem: str | None = None  # pt10: why its power and toughness can't be known (View.pt_problem)
    barred: tuple[Ability, ...] = ()  # grants14: keywords it "can't have or gain" (613.1f)

    def copy(self) -> "_Chars":
        return _Chars(
            self.card_types, self.subtypes, self.supertypes, self.colors, self.text, list(self.granted), list(self.steps), self.intrinsic, self.pt,
            self.bonus, self.lost, self.switched, self.problem, self.barred,
        )


@dataclass(frozen=True, slots=True)
class _CardInfo:
    """What every permanent of one card starts with (computed once per card: cards are shared)."""

    chars: _Chars
    statics: tuple[tuple[int, int, LayerEffect], ...]  # (ability index, effect index, effect)
    refs: tuple[AbilityRef[Ability], ...]  # printed and intrinsic abilities, untouched
    rules: bool = False  # it has a static rule-modifying effect (613.11)
    lasting: bool = False  # an ability of it creates continuous effects when it resolves (611.2a)
    copy: EntersAsCopy | None = None  # static11: "You may have this creature enter as a copy of ..." (707.2)
    choice: EntersAsChoice | None = None  # types15: "As this creature enters, it becomes your choice of ..." (614.12)


@dataclass(frozen=True, slots=True, eq=False)
class _Effect:
    """One continuous effect of a static ability, as a node of a layer's dependency graph.

    ``ability_key`` identifies the generating ability (source id, origin, ability index): 613.6
    keeps all its parts applying once one has begun.
    """

    n: int
    layer: int
    source: Permanent
    ability_key: tuple[str, str, int]
    effect: LayerEffect
    origin: str  # "printed" or the id of the granting permanent
    timestamp: tuple[int, ...]

    @property
    def text(self) -> str:
        return self.effect.text or type(self.effect).__name__


@dataclass(slots=True)
class _Probe:
    """Characteristics as they would be after a hypothetical application (613.8a)."""

    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: TypeSet = TypeSet(0)  # chosen10: layer 4 changes no colour; the object's own (105.2)


def _card_info(card: Card) -> _CardInfo:
    """What every permanent of ``card`` starts with, in one pass over its abilities (a board of
    thousands of distinct cards computes this for each)."""
    chars = _Chars(card.card_types, card.subtypes, card.supertypes, card.colors)
    statics, rules, lasting = _card_effects(card)
    return _CardInfo(chars, statics, _refs(card.abilities, chars.card_types, chars.subtypes, ()), rules, lasting, entering_as_copy(card), entering_as_choice(card))


def _card_effects(card: Card) -> tuple[tuple[tuple[int, int, LayerEffect], ...], bool, bool]:
    """A card's static layer effects (ability number, effect number, effect), whether it has a
    rule effect (613.11), and whether an ability of it creates effects as it resolves (611.2a)."""
    statics: list[tuple[int, int, LayerEffect]] = []
    rules = lasting = False
    for ai, a in enumerate(card.abilities):
        if isinstance(a, StaticAbility):
            for ei, e in enumerate(a.effects):
                if isinstance(e, _LAYER_TYPES):
                    statics.append((ai, ei, e))
                if isinstance(e, _RULE_TYPES) or isinstance(e, (ActivationProhibition, PaymentProhibition)):  # activation13: 602.5; bans19: 118.3
                    rules = True
        elif isinstance(a, (ActivatedAbility, TriggeredAbility, ActivatedMode, ManaAbility)) and a.continuous:  # anaph10: modes too; cov17: mana abilities (605.3b)
            lasting = True
    return tuple(statics), rules, lasting


def _refs(
    printed: Sequence[Ability], card_types: frozenset[str], subtypes: frozenset[str], granted: Sequence[tuple[str, Ability]], intrinsic: bool = True
) -> tuple[AbilityRef[Ability], ...]:
    """The numbered abilities (SCENARIOS.md): printed, then intrinsic (305.6), then granted."""
    refs: list[AbilityRef[Ability]] = [AbilityRef(a, "printed", i) for i, a in enumerate(printed)]
    if "Land" in card_types and intrinsic:
        for lt in BASIC_LAND_TYPES:
            if lt in subtypes:
                refs.append(AbilityRef(INTRINSIC[lt], "intrinsic", len(refs)))
    for origin, a in granted:
        refs.append(AbilityRef(a, origin, len(refs)))
    return tuple(refs)


class _Work:
    """The mutable state of one :func:`compute_board` call (never outlives it)."""

    def __init__(self, perms: list[Permanent], info: Mapping[int, _CardInfo], state: GameState | None = None, amount: AmountOf | None = None):
        self.perms = perms
        self.info = info
        self.state = state
        self.amount = amount
        self.snapshot: Board | None = None  # pt10: the board the amounts of layer 7 are counted on
        self.pt_moved = False  # pt10: a layer-7 effect applied since the snapshot was taken
        self.unfixed: dict[int, str] = {}  # pt10: created effect → why its amount is not known (608.2h)
        self.cond_problem: dict[int, str] = {}  # static11: P/T effect → why its condition can't be judged (611.3a)
        self.by_id = {p.id: p for p in perms}
        self.own: dict[str, _Chars] = {}
        self.by_type: dict[str, list[str]] = {}  # card type → permanents (kept up to date in layer 4)
        for p in perms:
            if p.extra_types:
                self.own[p.id] = self._with_extra(p)
        for p in perms:
            for t in self.get(p.id).card_types:
                self.by_type.setdefault(t, []).append(p.id)
        self.started: dict[tuple[str, str, int], dict[Selector, tuple[str, ...]]] = {}  # 613.6
        self.removed_by: dict[str, _Effect] = {}  # source id → the effect that removed its text
        self.steps: list[EffectStep] = []
        self.affected_cache: dict[int, tuple[str, ...]] = {}  # effect → what it applies to now
        self.affected_sets: dict[int, frozenset[str]] = {}  # the same, for membership tests
        self.effects: dict[int, _Effect] = {}  # node number → effect
        self.count = 0
        self.applied: set[int] = set()  # effects applied so far (by node number)
        self.names: dict[int, str] = {}  # node number → label for reasons
        self.loop_of: dict[int, tuple[int, ...]] = {}  # node number → the dependency loop it was found in
        self.fixed: dict[int, tuple[str, ...]] = {}  # created effect → the permanents it targeted (115.1)

    # --- characteristics --------------------------------------------------------------------

    def _with_extra(self, p: Permanent) -> _Chars:
        """The scenario's ``extra_types``: card types, supertypes or subtypes an effect gave it."""
        m = self.info[id(p.card)].chars.copy()
        extra = set(p.extra_types)
        m.card_types = m.card_types | (extra & CARD_TYPES)
        m.supertypes = m.supertypes | (extra & SUPERTYPES)
        m.subtypes = m.subtypes | (extra - CARD_TYPES - SUPERTYPES)
        return m

    def get(self, pid: str) -> _Chars:
        m = self.own.get(pid)
        return m if m is not None else self.info[id(self.by_id[pid].card)].chars

    def _colors_controlled(self, player: str) -> TypeSet:
        """types15: the colours among the permanents ``player`` controls as the layers made them so
        far (in layer 6, after every colour change of layer 5: 613.1e)."""
        mask = 0
        for p in self.perms:
            if p.controller == player:
                mask |= self.get(p.id).colors.mask
        return TypeSet(mask)

    def mine(self, pid: str) -> _Chars:
        m = self.own.get(pid)
        if m is None:
            m = self.own[pid] = self.info[id(self.by_id[pid].card)].chars.copy()
        return m

    def selects(self, sel: Selector, obj: Permanent, chars: Characteristics, source: Permanent) -> bool:
        # status ("each creature you control with a counter on it"): read from the printed text
        # and the scenario (granted keywords are being computed in this very layer)
        need = sel.needs_state
        return sel.matches(
            chars,
            obj_id=obj.id,
            obj_controller=obj.controller,
            viewer_id=source.id,
            viewer_controller=source.controller,
            viewer_attached_to=source.attached_to,
            viewer_paired_with=source.paired_with,  # refs15: 702.95b
            obj_is_token=obj.is_token,
            state=status_of(obj) if need else None,
            viewer_state=status_of(source) if need else None,
        )

    def candidates(self, sel: Selector, source: Permanent) -> Sequence[str]:
        if sel.relation is Relation.SELF:
            return (source.id,)
        if sel.either:
            return [p.id for p in self.perms]
        if sel.relation in (Relation.ENCHANTED, Relation.EQUIPPED):
            t = source.attached_to
            return (t,) if t is not None and t in self.by_id else ()
        if sel.card_types:
            return min((self.by_type.get(t, []) for t in sel.card_types), key=len)
        return [p.id for p in self.perms]

    def affected(self, e: _Effect) -> tuple[str, ...]:
        """What ``e`` applies to now (613.6: the same objects as the part that began applying)."""
        sel = e.effect.affected
        fixed = self.started.get(e.ability_key, {}).get(sel)
        if fixed is not None:
            return fixed
        if e.n in self.fixed:  # "target land becomes ...": what the ability targeted (115.1)
            return self.fixed[e.n]
        if sel.relation is Relation.SELF and e.source.id not in self.by_id:
            return ()  # a resolved spell is not on the battlefield
        hit = self.affected_cache.get(e.n)
        if hit is None:
            hit = tuple(
                pid for pid in self.candidates(sel, e.source) if self.selects(sel, self.by_id[pid], self.get(pid), e.source)
            )
            self.affected_cache[e.n] = hit
        return hit

    def affected_set(self, e: _Effect) -> frozenset[str]:
        hit = self.affected_sets.get(e.n)
        if hit is None:
            hit = self.affected_sets[e.n] = frozenset(self.affected(e))
        return hit

    def forget(self, n: int) -> None:
        self.affected_cache.pop(n, None)
        self.affected_sets.pop(n, None)

    def exists(self, e: _Effect) -> bool:
        """604.2: its source still has the ability; 613.6: or the ability's effect began applying."""
        if e.ability_key in self.started:
            return True
        if e.origin == "printed":
            m = self.get(e.source.id)
            return m.text and e.ability_key[2] not in m.lost  # 613.1f: a printed ability lost by itself (Blood Sun)
        if e.origin == "created":
            return True  # 611.2a: an effect a resolved ability created lasts for its duration
        # granted in layer 6: while the holder still has the granted ability (a later removal, 613.1f)
        return any(g[1] == e.origin for g in self.get(e.source.id).granted)

    # --- 613.8a -------------------------------------------------------------------------------

    def depends(self, a: _Effect, b: _Effect) -> str | None:
        """Why effect ``a`` depends on effect ``b`` now (613.8a), or None when it doesn't."""
        if a.ability_key == b.ability_key:
            return None  # parts of one ability's effect are one effect
        eb = b.effect
        if isinstance(eb, (GrantAbilities, LoseAbilities)) and a.ability_key not in self.started and self.read_set(a) & self.affected_set(b):
            # refs15: "has all activated abilities of <permanents>" copies what b changes (613.8a:
            # applying b changes what a does)
            return "what it does"
        if isinstance(eb, LoseAbilities) and eb.keywords:
            return None  # resolved12: a keyword ability generates no continuous effect of the layers (702)
        if isinstance(eb, LoseAbilities) and eb.only is not None:
            return None  # anaph10: "loses this ability" takes the resolved ability only, which generates no static effect
        if isinstance(eb, LoseAbilities):
            # layer 6: removing the abilities of A's source removes the ability that generates A
            if a.origin == "printed" and a.ability_key not in self.started and self.get(a.source.id).text and a.source.id in self.affected_set(b):
                return "removed"
            return None
        if not isinstance(eb, TypeChange):
            return None  # colours and granted abilities change nothing another effect reads
        ea = a.effect
        targets = self.affected(b)
        if a.origin == "printed" and a.ability_key not in self.started:
            src = self.get(a.source.id)
            if src.text and a.source.id in self.affected_set(b):
                after_src = _apply_types(src.card_types, src.subtypes, src.supertypes, eb)
                if _removes_text(eb, after_src[0]):
                    return "existence"
        if _reads_types(ea.affected) and a.ability_key not in self.started and a.n not in self.fixed:
            sel = ea.affected
            for pid in targets:
                m = self.get(pid)
                after = _Probe(*_apply_types(m.card_types, m.subtypes, m.supertypes, eb), colors=m.colors)
                obj = self.by_id[pid]
                if self.selects(sel, obj, m, a.source) != self.selects(sel, obj, after, a.source):
                    return "applies-to"
        return None

    def _link(self, a: _Effect, candidates: list[_Effect], edges: list[tuple[int, int]], edge_reason: dict[tuple[int, int], str]) -> None:
        """Record an edge (b, a) for each candidate b that ``a`` depends on now (613.8a), with why."""
        for b in candidates:
            if a is not b:
                why = self.depends(a, b)
                if why is not None:
                    edges.append((b.n, a.n))
                    edge_reason[(b.n, a.n)] = why

    def _on_text(self, a: _Effect) -> bool:
        """Whether ``a`` is printed on a permanent that still has its rules text (what setting its
        land types would end, 305.7): the "existence" case of :meth:`depends`."""
        return a.origin == "printed" and bool(self.get(a.source.id).text)

    # --- application --------------------------------------------------------------------------

    def apply(self, e: _Effect, reason: str) -> list[_Effect]:
        """Apply ``e`` to what it applies to now; returns effects that now exist because of it
        (those of static abilities it granted, layer 6)."""
        try:
            targets = self.affected(e)
        except (QueryError, InputError) as err:
            if not isinstance(e.effect, (ModifyPT, DefinePT, SwitchPT)):
                raise
            # costs11: which permanents a change of power applies to is not known ("Attacking
            # creatures you control get +1/+0" during combat, a creature's attacking not given):
            # those it could apply to keep the problem; only a question that reads their power
            # fails (208.1, 613.4)
            problem = f"{e.source.id}: “{e.text}” (613.4): {err}"
            for pid in self.candidates(e.effect.affected, e.source):
                m = self.mine(pid)
                if m.problem is None:
                    m.problem = problem
            self.applied.add(e.n)
            return []
        key = e.ability_key
        self.started.setdefault(key, {})[e.effect.affected] = targets
        self.count += 1
        self.applied.add(e.n)
        step = EffectStep(self.count, e.layer, e.source.id, e.text, does(e.effect), reason, True, targets)
        self.steps.append(step)
        eff = e.effect
        new: list[_Effect] = []
        if e.n in self.cond_problem:
            # static11, 611.3a / 208.1: a change of power whose condition the scenario can't
            # decide leaves the power of what it applies to unknown, an error only where read
            for pid in targets:
                m = self.mine(pid)
                m.steps.append(step)
                m.problem = m.problem or self.cond_problem[e.n]
            return new
        if isinstance(eff, TypeChange):
            if eff.chosen:  # a choice no resolution made definite (_chosen_by_resolution)
                raise InputError(f"{e.source.id}: {e.text!r} needs the land type chosen for it, which the scenario cannot give for a static ability")
            changed = False
            for pid in targets:
                m = self.mine(pid)
                before = (m.card_types, m.subtypes, m.supertypes)
                m.card_types, m.subtypes, m.supertypes = _apply_types(m.card_types, m.subtypes, m.supertypes, eff)
                if (m.card_types, m.subtypes, m.supertypes) != before:
                    changed = True
                    if m.card_types != before[0]:
                        self._reindex(pid, before[0], m.card_types)
                if _removes_text(eff, m.card_types) and m.text:
                    m.text = False  # 305.7
                    self.removed_by.setdefault(pid, e)
                m.steps.append(step)
            if changed:  # selections by type must be made again (613.8c)
                for n in [n for n in self.affected_cache if n != e.n and _reads_types(self.effects[n].effect.affected)]:
                    self.forget(n)
        elif isinstance(eff, ColorChange):
            colors = _chosen_colors(e) if eff.chosen else eff.colors
            for pid in targets:
                m = self.mine(pid)
                m.colors = TypeSet(m.colors.mask | colors.mask) if eff.adding else colors
                m.steps.append(step)
        elif isinstance(eff, LoseAbilities) and eff.only is not None:
            if eff.only == THIS_ABILITY:  # read, never made definite: no resolution says which ability
                raise InputError(f"{e.source.id}: {e.text!r}: 'this ability' is the ability that resolved, and only an effect of resolved_this_turn has one")
            for pid in targets:  # anaph10: "loses this ability" (613.1f): that one printed ability
                m = self.mine(pid)
                m.lost = m.lost | {eff.only}
                m.steps.append(step)
        elif isinstance(eff, LoseAbilities) and eff.keywords:
            for pid in targets:  # resolved12: 613.1f, only the keyword abilities named (702), printed or granted before
                m = self.mine(pid)
                card = self.by_id[pid].card
                m.lost = m.lost | frozenset(i for i, a in enumerate(card.abilities) if _is_named_keyword(a, eff.keywords))
                m.granted = [g for g in m.granted if not _is_named_keyword(g[2], eff.keywords)]
                if eff.barred:  # grants14: "can't have or gain" it: later grants of it are void too
                    m.barred = m.barred + eff.keywords
                m.steps.append(step)
        elif isinstance(eff, LoseAbilities) and eff.except_mana:
            for pid in targets:
                m = self.mine(pid)
                card = self.by_id[pid].card
                # 613.1f with 605.1a-b: "all abilities except mana abilities" (Blood Sun): the
                # printed abilities that are not mana abilities and the granted ones likewise;
                # the intrinsic abilities of basic land types are mana abilities (305.6) and stay
                lost = frozenset(i for i, a in enumerate(card.abilities) if not isinstance(a, (ManaAbility, TriggeredManaAbility)))
                if m.text and lost - m.lost:
                    self.removed_by.setdefault(pid, e)
                m.lost = m.lost | lost
                m.granted = [g for g in m.granted if isinstance(g[2], (ManaAbility, TriggeredManaAbility))]
                m.steps.append(step)
        elif isinstance(eff, LoseAbilities):
            for pid in targets:
                m = self.mine(pid)
                if m.text:
                    self.removed_by.setdefault(pid, e)
                m.text = False  # 613.1f: its rules text's abilities,
                m.intrinsic = False  # those of its land types (305.6),
                # and those granted before; "all other": but those this effect grants
                m.granted = [g for g in m.granted if eff.other and g[3] == e.ability_key]
                m.steps.append(step)
        elif isinstance(eff, SetBasePT) and eff.per is not None:
            self._apply_pt(e, eff, targets, step)  # resolved12: "an X/X ..., where X is ..." (613.4b)
        elif isinstance(eff, SetBasePT):
            for pid in targets:
                m = self.mine(pid)
                if eff.own_mana_value:  # resolved12: "each equal to its mana value" (613.4b, 202.3)
                    mv = self.by_id[pid].card.mana_value()
                    m.pt = (mv, mv)
                else:
                    m.pt = (eff.power, eff.toughness)  # 613.4b
                m.steps.append(step)
        elif isinstance(eff, (ModifyPT, DefinePT, SwitchPT)):
            self._apply_pt(e, eff, targets, step)
        else:
            granted = _definite_protection(eff.abilities, e, self._colors_controlled)  # 702.16a: "from the chosen color"
            if eff.of_cards is not None:  # refs15: "has all activated abilities of <cards>" (613.1f)
                granted = granted + self._abilities_of_cards(e, eff.of_cards)
            if eff.of_permanents is not None:  # refs15: "... of all lands on the battlefield" (613.1f)
                granted = granted + self._abilities_of_permanents(e, eff)
            for pid in targets:
                m = self.mine(pid)
                m.granted.extend((e.timestamp, e.source.id, a, e.ability_key) for a in granted if not (m.barred and _is_named_keyword(a, m.barred)))
                m.steps.append(step)
                holder = self.by_id[pid]
                for a in eff.abilities:
                    if isinstance(a, StaticAbility):
                        # 613.7a: the later of the holder's timestamp and the granting effect's
                        ts = (max(holder.timestamp, e.timestamp[0]),) + e.timestamp[1:] + (self.count,)
                        for ei, ge in enumerate(a.effects):
                            if isinstance(ge, (GrantAbilities, LoseAbilities)):
                                new.append(self.new_effect(holder, (holder.id, e.source.id, self.count), ge, e.source.id, ts + (ei,)))
        return new

    def _abilities_of_cards(self, e: _Effect, cards: CardsIn) -> tuple[Ability, ...]:
        """refs15: the activated abilities (602.1: mana abilities among them, 605.1a) of the cards
        an effect names, "all creature cards exiled with it" (607.2a: those of its source),
        "all creature cards in all graveyards", "that card" (the top of the library), each card's
        in the order of its text (then the intrinsic ability of a basic land type, 305.6) and the
        cards in the scenario's order. They are the cards' own
        abilities as this grammar reads their text (a card in a zone other than the battlefield
        has its printed abilities, and no "has all activated abilities" of its own is activated,
        so no reference loops back through another); their "~" and "this creature" mean the
        object that has them (Necrotic Ooze's ruling). A mode line follows its modal ability
        (700.2). A zone the scenario does not give is an error naming its key (never assumed
        empty)."""
        if self.state is None:
            raise InputError(f"{e.source.id}: “{e.text}” reads cards of the game, which this board was computed without")
        out: list[Ability] = []
        for card in cards_in_zones(cards, e.source, self.state):
            if card_fits(cards, card, e.source):
                # 305.6: a basic land card has its type's intrinsic mana ability in every zone
                refs = _refs(card.abilities, card.card_types, card.subtypes, ())
                out.extend(r.ability for r in refs if isinstance(r.ability, (ActivatedAbility, ManaAbility, ActivatedMode)))
        return tuple(out)

    def read_set(self, e: _Effect) -> frozenset[str]:
        """refs15: the permanents whose abilities a "has all activated abilities of <permanents>"
        effect reads now (none for any other effect)."""
        eff = e.effect
        if not isinstance(eff, GrantAbilities) or eff.of_permanents is None:
            return frozenset()
        sel = eff.of_permanents
        return frozenset(pid for pid in self.candidates(sel, e.source) if self.selects(sel, self.by_id[pid], self.get(pid), e.source))

    def _abilities_of_permanents(self, e: _Effect, eff: GrantAbilities) -> tuple[Ability, ...]:
        """refs15: the activated abilities (602.1; 605.1a mana abilities, unless "except mana
        abilities") the permanents an effect names have now, each in its numbering (SCENARIOS.md:
        printed, intrinsic, granted) and the permanents in the scenario's order. The effects of
        layer 6 that change those abilities applied before (613.8a: this effect depends on them,
        :meth:`depends`); two such effects that read each other are a dependency loop, applied in
        timestamp order (613.8b), each once, so a loop reads what the earlier one gave."""
        kinds = (ActivatedAbility, ActivatedMode) if eff.except_mana else (ActivatedAbility, ManaAbility, ActivatedMode)
        out: list[Ability] = []
        reads = self.read_set(e)
        for p in self.perms:
            if p.id not in reads:
                continue
            m = self.get(p.id)
            printed = tuple(a for i, a in enumerate(p.card.abilities) if i not in m.lost) if m.text else ()
            granted = [(o, a) for _, o, a, _k in sorted(m.granted, key=lambda g: g[0])]
            out.extend(r.ability for r in _refs(printed, m.card_types, m.subtypes, granted, m.intrinsic) if isinstance(r.ability, kinds))
        return tuple(out)

    # --- pt10: layer 7 with amounts (613.4a-d) ------------------------------------------------

    def _apply_pt(self, e: _Effect, eff: ModifyPT | DefinePT | SwitchPT | SetBasePT, targets: Sequence[str], step: EffectStep) -> None:
        """Apply an effect of layer 7a, 7c or 7d. An amount it counts is counted now, on the
        board as the layers before made it (a static ability's amount is counted whenever it is
        asked, 604.2, 604.3); when that needs what the scenario does not give, the permanents it
        applies to keep the problem (``View.pt_problem``): only a question that reads their power
        fails (208.1)."""
        self.pt_moved = True
        problem: str | None = None
        power = toughness = 0
        try:
            if isinstance(eff, (ModifyPT, SetBasePT)):
                n = 1 if eff.per is None else self._count(e, eff.per)
                power, toughness = eff.power * n, eff.toughness * n  # "+1/+1 for each ...", "+X/+X", "an X/X" (resolved12)
            elif isinstance(eff, DefinePT):
                power = self._count(e, eff.power) if eff.power is not None else 0
                toughness = self._count(e, eff.toughness) if eff.toughness is not None else 0
        except (QueryError, InputError) as err:
            problem = f"{e.source.id}: “{e.text}” (613.4): {err}"
        for pid in targets:
            m = self.mine(pid)
            m.steps.append(step)
            if m.problem is not None:
                continue
            if problem is not None:
                m.problem = problem
            elif isinstance(eff, ModifyPT):
                m.bonus = (m.bonus[0] + power, m.bonus[1] + toughness)  # 613.4c
            elif isinstance(eff, SetBasePT):
                m.pt = (power, toughness)  # resolved12: 613.4b, base values set to the amount
            elif isinstance(eff, DefinePT):
                # 613.4a: the characteristic-defining ability sets the value it defines; the other
                # keeps its printed value
                old = m.pt if m.pt is not None else (_printed(self.by_id[pid].card.power), _printed(self.by_id[pid].card.toughness))
                m.pt = (power if eff.power is not None else old[0], toughness if eff.toughness is not None else old[1])
            else:
                m.switched = not m.switched  # 613.4d: a second switch switches them back

    def _count(self, e: _Effect, amount: Amount) -> int:
        """An amount of a layer-7 effect: for an effect a resolved ability created, the number it
        was fixed at as it resolved (608.2h; already put in the effect, or the problem of
        :attr:`unfixed`); otherwise counted on the board after layers 1-6 (and the layer-7
        effects applied before it, when it reads power)."""
        if e.n in self.unfixed:
            raise InputError(self.unfixed[e.n])
        if self.amount is None or self.state is None:
            raise InputError(f"the amount “{amount}” is counted by the mana rules, which this board was computed without")
        if self.snapshot is None or (self.pt_moved and reads_power(amount)):
            self.snapshot = Board(self.state, _views(self.perms, self))
            self.pt_moved = False
        holder = self.snapshot.views.get(e.source.id)
        if holder is None:  # not on the battlefield: a resolved spell's effect has its number fixed
            raise InputError(f"{e.source.id} is not on the battlefield to count “{amount}”")
        return self.amount(amount, holder, self.snapshot)

    def _reindex(self, pid: str, before: frozenset[str], after: frozenset[str]) -> None:
        """Keep the card-type index right when layer 4 changes a permanent's card types."""
        for t in before - after:
            self.by_type[t] = [x for x in self.by_type.get(t, []) if x != pid]
        for t in after - before:
            self.by_type.setdefault(t, []).append(pid)

    def new_effect(self, source: Permanent, key: tuple[str, str, int], eff: LayerEffect, origin: str, ts: tuple[int, ...]) -> _Effect:
        n = len(self.names)
        self.names[n] = source.id if origin == "printed" else f"{source.id} (granted by {origin})"
        e = self.effects[n] = _Effect(n, _LAYER[type(eff)], source, key, eff, origin, ts)
        return e

    def gone(self, e: _Effect, why: str) -> None:
        """Record that ``e`` ceased to exist before its turn (604.2)."""
        step = EffectStep(self.count, e.layer, e.source.id, e.text, does(e.effect), why, applied=False)
        self.steps.append(step)
        self.mine(e.source.id).steps.append(step)

    # --- one layer ----------------------------------------------------------------------------

    def run_layer(self, layer: int, effects: list[_Effect]) -> None:
        """Apply one layer's effects in timestamp and dependency order (613.7, 613.8)."""
        pending = {e.n: e for e in effects}
        waited: dict[int, set[int]] = {}  # effect → what it waited for
        edge_reason: dict[tuple[int, int], str] = {}
        self.affected_cache.clear()
        self.affected_sets.clear()
        while pending:
            for n, e in list(pending.items()):
                if not self.exists(e):  # 613.8c, 604.2
                    del pending[n]
                    self.gone(e, self._why_gone(e, waited.get(n, ()), edge_reason))
            if not pending:
                break
            edges: list[tuple[int, int]] = []
            if len(pending) > 1 and layer == 4:
                # only pairs that can depend (see depends): a type-changing b, and an a that has not
                # begun applying and reads types, or stands on rules text that a b setting land
                # types could remove (305.7); the others are skipped without a call, so that many
                # effects cost E per step, not E squared
                changers = [b for b in pending.values() if isinstance(b.effect, TypeChange)]
                setters = [
                    b for b in changers if isinstance(b.effect, TypeChange) and not b.effect.adding and b.effect.subtypes & LAND_TYPES
                ]
                for a in pending.values() if changers else ():
                    if a.ability_key in self.started:
                        continue
                    self._link(a, changers if _reads_types(a.effect.affected) else setters if self._on_text(a) else [], edges, edge_reason)
            elif len(pending) > 1 and layer == 6 and any(isinstance(p.effect, LoseAbilities) or _reads_abilities(p.effect) for p in pending.values()):
                # in layer 6 an effect depends on a grant by existing because of it (handled as it
                # appears), and on a removal of its source's abilities (613.8a); refs15: one that
                # copies the abilities of permanents, on every effect that changes theirs
                removers = [b for b in pending.values() if isinstance(b.effect, LoseAbilities)]
                every = list(pending.values())
                for a in pending.values():
                    self._link(a, every if _reads_abilities(a.effect) else removers, edges, edge_reason)
            # released: effects that waited and whose awaited effects are all applied (or gone)
            released = [n for n, bl in waited.items() if n in pending and not bl & pending.keys()]
            step = next_in_layer(list(pending), {n: e.timestamp for n, e in pending.items()}, edges, released)
            for n, bl in step.blocked.items():
                waited.setdefault(n, set()).update(bl)
            for n in step.loop:
                self.loop_of.setdefault(n, step.loop)
            e = pending.pop(step.node)
            loop = self.loop_of.get(e.n, ())
            for ne in self.apply(e, self._reason(e, loop, waited.get(e.n, ()), edges, edge_reason)):
                pending[ne.n] = ne
                waited[ne.n] = {e.n}  # 613.8a: its existence depends on the grant
            self.forget(e.n)

    def _reason(self, e: _Effect, loop: tuple[int, ...], waited: Iterable[int], edges: list[tuple[int, int]], edge_reason: Mapping[tuple[int, int], str]) -> str:
        return order_reason(e.n, self.names, loop, [n for n in set(waited) if n in self.applied], edges, edge_reason)

    def _why_gone(self, e: _Effect, waited: Iterable[int], edge_reason: Mapping[tuple[int, int], str]) -> str:
        remover = self.removed_by.get(e.source.id)
        if remover is None:
            return gone_reason(e.source.id, None, self.names, False, False)
        in_loop = remover.n in self.loop_of.get(e.n, ())
        depended = (remover.n, e.n) in edge_reason or remover.n in set(waited)
        return gone_reason(e.source.id, (remover.n, remover.source.id, remover.text), self.names, in_loop, depended)


def _reads_abilities(eff: LayerEffect) -> bool:
    """refs15: "has all activated abilities of <permanents>" (613.1f, 613.8a)."""
    return isinstance(eff, GrantAbilities) and eff.of_permanents is not None


def _reads_types(sel: Selector) -> bool:
    """Whether what ``sel`` selects depends on types ("Each Forest ...", "each land and Ally",
    "Nonbasic lands", "Creatures you control"), so that a type-changing effect may change it
    (613.8a)."""
    return bool(
        sel.subtypes or sel.all_subtypes or sel.card_types or sel.excluded_types or sel.supertypes or sel.excluded_supertypes
    ) or any(_reads_types(e) for e in sel.either)


def _subtype_kind(subtype: str, card_types: frozenset[str]) -> str:
    """Which card type a subtype belongs to (205.3): land, artifact and enchantment types are
    listed; any other subtype of a creature or kindred object is a creature type (205.3m), else a
    planeswalker or battle type."""
    if subtype in LAND_TYPES:
        return "Land"
    if subtype in ARTIFACT_TYPES:
        return "Artifact"
    if subtype in ENCHANTMENT_TYPES:
        return "Enchantment"
    if card_types & {"Planeswalker", "Battle"} and not card_types & {"Creature", "Kindred", "Tribal"}:
        return "Planeswalker" if "Planeswalker" in card_types else "Battle"
    return "Creature"


def _owner_types(kind: str) -> frozenset[str]:
    """The card types whose subtypes are of ``kind`` (205.3d: kindred has creature types)."""
    return frozenset({"Creature", "Kindred", "Tribal"}) if kind == "Creature" else frozenset({kind})


def _apply_types(
    card_types: frozenset[str], subtypes: frozenset[str], supertypes: frozenset[str], e: TypeChange
) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """One object's types after a type-changing effect (205.1, 305.7, 613.1d)."""
    if e.all_creature_types:  # 205.3m: "is every creature type", "with all creature types"
        e = replace(e, subtypes=e.subtypes | {EVERY_CREATURE_TYPE}, all_creature_types=False)
    if e.lose_land_types:  # manatail14: "loses all land types" (205.3i): the land subtypes go
        subtypes = frozenset(s for s in subtypes if _subtype_kind(s, card_types) != "Land")
    if e.removed:  # counters10: "~ isn't a creature": the type goes, and its subtypes with it (205.3d)
        kept = card_types - e.removed
        subtypes = frozenset(s for s in subtypes if _owner_types(_subtype_kind(s, card_types)) & kept)
        card_types = kept
        supertypes = supertypes - e.removed  # types15: "isn't legendary" (205.4)
    if e.adding:  # 205.1b: "in addition to its other types", "it's still a land"
        new_types = card_types | e.card_types
        return new_types, subtypes | _fitting(e.subtypes, new_types), supertypes | e.supertypes
    if e.card_types:
        # 205.1a: the new card types replace the old; a subtype whose card type is gone goes too
        new_types = e.card_types
        subtypes = frozenset(s for s in subtypes if _owner_types(_subtype_kind(s, card_types)) & new_types)
        card_types = new_types
    given = _fitting(e.subtypes, card_types)
    if given:
        # 205.1a, 305.7: new subtypes replace the old ones of the same kind (land types replace
        # land types, creature types creature types)
        kinds = {_subtype_kind(s, card_types) for s in given}
        subtypes = frozenset(s for s in subtypes if _subtype_kind(s, card_types) not in kinds) | given
    return card_types, subtypes, supertypes | e.supertypes


def _fitting(subtypes: frozenset[str], card_types: frozenset[str]) -> frozenset[str]:
    """205.3d: an object can't gain a subtype that doesn't correspond to one of its types ("Lands
    you control are Elves in addition to their other types" gives a land no creature type)."""
    return frozenset(s for s in subtypes if _owner_types(_subtype_kind(s, card_types)) & card_types)


def _removes_text(e: TypeChange, card_types: frozenset[str]) -> bool:
    """305.7: setting (not adding) a land's land types removes the abilities of its rules text."""
    return not e.adding and bool(e.subtypes & LAND_TYPES) and "Land" in card_types


def compute_board(state: GameState, amount: AmountOf | None = None) -> Board:
    """Each permanent's characteristics after continuous effects (:func:`_compute_board`), with the
    chapters of Sagas that have resolved by their lore counters (:func:`_chapters_resolved`)."""
    board = _compute_board(state, amount)
    inferred = _chapters_resolved(board)
    if not inferred:
        return board
    perms = tuple(replace(p, resolved_this_turn=p.resolved_this_turn + inferred[p.id]) if p.id in inferred else p for p in state.permanents)
    return _compute_board(replace(state, permanents=perms), amount)


_CHAPTER_LINE = re.compile(r"^(?P<numbers>[IVX]+(?:\s*,\s*[IVX]+)*)\s*—")
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10}


def _chapters_resolved(board: Board) -> dict[str, tuple[int, ...]]:
    """audit24: the chapter abilities of Sagas that have resolved, as their lore counters say
    (714.2b: a chapter ability triggers as the lore counters go from fewer than its chapter number
    to at least it; 714.3b: a Saga enters with one; with the stack empty, it has resolved): for each
    Saga whose ``counters`` give its lore counters, while the stack is empty, each chapter ability it
    has now (a Saga that lost its abilities, Urza's Saga under Blood Moon, had no chapter ability
    to trigger: 714.2b) with a number up to that count, whose effect lasts indefinitely (611.2a:
    "This Saga gains ...") and is about no object the scenario would have to name (a target,
    115.1): by permanent, the ability numbers not already in its ``resolved_this_turn``.

    audit34: an effect with a duration (611.2a) is in force when the chapter that created it is the
    one its lore count last reached (its number is the count): on its controller's turn from the
    precombat main phase on that happened this turn (714.3c: the lore counter is added as that
    phase begins; 714.3b: or the Saga entered this turn), so "until end of turn" and "until your
    next turn" both last; on another player's turn it happened since the controller's most recent
    turn began, so "until your next turn" lasts (Song of Freyalise's "I, II — Until your next
    turn, creatures you control gain ..."); before that main phase the controller's next turn has
    begun, and neither lasts."""
    if not board.state.stack_empty:
        return {}
    state = board.state
    out: dict[str, tuple[int, ...]] = {}
    for view in board:
        p = view.permanent
        lore = p.counters.get("lore")
        if lore is None or "Saga" not in view.subtypes:
            continue
        listed = set(p.resolved_this_turn)
        add: list[int] = []
        for ref in view.abilities:
            a = ref.ability
            if ref.origin != "printed" or not isinstance(a, TriggeredAbility) or not a.continuous or ref.index in listed:
                continue
            m = _CHAPTER_LINE.match(a.text)
            numbers = [_ROMAN.get(n.strip(), 99) for n in m.group("numbers").split(",")] if m is not None else []
            if not any(n <= lore for n in numbers):
                continue
            own_turn = state.active == view.controller
            lasting = {""}  # 611.2a: indefinitely
            if lore in numbers and own_turn and state.phase not in (Phase.UNTAP, Phase.UPKEEP, Phase.DRAW):
                lasting |= {"until end of turn", "until your next turn"}  # audit34: 714.3c, 714.3b
            elif lore in numbers and not own_turn:
                lasting.add("until your next turn")  # audit34: triggered since its controller's turn began
            if all(getattr(e, "duration", "") in lasting and e.affected.relation not in (Relation.TARGET, Relation.REFERRED) for e in a.continuous):
                add.append(ref.index)
        if add:
            out[p.id] = tuple(add)
    return out


def _starting(state: GameState) -> tuple[list[Permanent], dict[int, _CardInfo], bool, bool]:
    """The permanents in timestamp order, each card's starting record, whether no permanent
    brings an effect to apply (no static effect of layers 4-7, no rule effect, no extra types),
    and whether some ability that resolved this turn may have left a lasting effect.

    Raises
    ------
    InputError
        For a permanent whose copy (707.2) or entering choice (614.12) the scenario does not give.
    """
    perms = sorted(state.permanents, key=lambda p: p.timestamp)
    info: dict[int, _CardInfo] = {}
    plain = True
    lasting = False
    for p in perms:
        ci = info.get(id(p.card))
        if ci is None:
            ci = info[id(p.card)] = _card_info(p.card)
        if ci.copy is not None and not p.copy_given:
            # static11, 707.2 / 613.2 (layer 1): what it is depends on what it entered as a copy of
            raise InputError(
                f"{p.id}: “{ci.copy.text or ci.copy}”: what it entered as a copy of is not known: give the permanent key "
                "copy_of (the id of the permanent it copied, or the name of the card it copied from a graveyard; "
                "copy_of: null if it entered as itself) (707.2)"
            )
        if ci.choice is not None and p.entered_as is None:
            # types15, 614.12 / 707.2: what it is depends on the option chosen as it entered
            raise InputError(
                f"{p.id}: “{ci.choice.text or ci.choice}”: which option it entered as is not known: give the permanent key "
                f"entered_as (0 to {len(ci.choice.options) - 1}, in the text's order) (614.12)"
            )
        if ci.statics or ci.rules or p.extra_types:
            plain = False
        if p.resolved_this_turn and (ci.lasting or any(n >= len(ci.refs) for n in p.resolved_this_turn)):
            lasting = True  # audit29: a granted ability's number is past its own
    for gone, _ in state.departed:  # s17: what state-based actions removed (611.2a: its effects last)
        ci = info.get(id(gone.card))
        if ci is None:
            ci = info[id(gone.card)] = _card_info(gone.card)
        lasting = lasting or bool(gone.resolved_this_turn and ci.lasting)
    return perms, info, plain, lasting


def is_printed_board(state: GameState) -> bool:
    """Whether no continuous effect applies to any permanent (613): each has its printed
    characteristics and abilities, and its power and toughness are the printed ones with its
    counters (a cheap test, without computing the layers: one pass over each distinct card's
    abilities, as :func:`_starting` decides a board is plain)."""
    if state.spells_resolved_this_turn or state.emblems or state.departed or _exiled_resolved(state):
        return False
    seen: dict[int, tuple[bool, bool]] = {}  # id(card) -> (brings an effect, creates lasting effects)
    for p in state.permanents:
        flags = seen.get(id(p.card))
        if flags is None:
            statics, rules, lasting = _card_effects(p.card)
            # a card that enters as a copy or as a chosen form (707.2, 614.12) is what the scenario
            # says it entered as, which compute_board checks
            chosen = entering_as_copy(p.card) is not None or entering_as_choice(p.card) is not None
            flags = seen[id(p.card)] = (bool(statics) or rules or chosen, lasting)
        if flags[0] or p.extra_types:
            return False
        # an ability that resolved this turn (a granted one's number is past its own: audit29), or a
        # Saga's chapters that resolved by its lore counters (compute_board)
        if p.resolved_this_turn or (flags[1] and p.counters.get("lore")):
            return False
    return True


def _exiled_resolved(state: GameState) -> bool:
    """manatail14: whether a card in exile carries an ability that resolved this turn."""
    return any(c.resolutions for cards in state.exile.values() for c in cards)


def _compute_board(state: GameState, amount: AmountOf | None = None, granted: tuple["_Created", ...] | None = None) -> Board:
    """Each permanent's characteristics after continuous effects, in layer order (613).

    ``amount`` counts the amounts of layer 7 ("gets +1/+1 for each artifact you control",
    characteristic-defining abilities, 613.4a-c): the mana room's ``amount_of``, handed in by the
    caller (without it such an effect leaves its permanents' power unknown, a problem named only
    where power is read).

    Layers 4, 5 and 6 in turn; within each, timestamp order (613.7) except where an effect
    depends on another (613.8), re-evaluated after each application. Type changes follow 305.7,
    basic land types give their mana abilities (305.6), and an effect that began applying keeps
    applying in later layers (613.6). See the module docstring for the dependency reading.
    A board without such effects costs one shared record per card and one :class:`View` per
    permanent.

    audit29: an ability another effect granted (numbered after its own, SCENARIOS.md) that
    resolved this turn ("{0}: Switch this creature's power and toughness until end of turn." that
    Wandering Fumarole gains) is known only once the layers have granted it: the board is computed
    once without its effects, then again with them (``granted``), 611.2a.
    """
    perms, info, plain, lasting = _starting(state)
    pending: list[tuple[Permanent, int]] = []  # audit29: resolutions of granted abilities
    created = _created_effects(state, perms, info, pending) if lasting or state.spells_resolved_this_turn or _exiled_resolved(state) or state.emblems else []
    if granted:
        created = created + list(granted)
    if created or pending:
        plain = False

    if plain:
        views = {}
        for p in perms:
            ci = info[id(p.card)]
            c = ci.chars
            views[p.id] = View(p, c.card_types, c.subtypes, c.supertypes, c.colors, ci.refs)
        return Board(state, views)

    conditional = [
        (p, ai, cond)
        for p in perms
        for ai, _, _ in info[id(p.card)].statics
        if isinstance(a := p.card.abilities[ai], StaticAbility) and (cond := a.condition) is not None
    ]
    off: set[tuple[str, int]] = set()
    undecided: dict[tuple[str, int], str] = {}  # static11: (permanent, ability) → why its condition is not known
    if conditional:
        # 611.3a: "As long as <condition>, ..." — the effect exists only while the condition
        # holds. The conditions read (lands you control, what an Aura enchants, the top card of a
        # library) are judged on the printed board (see the module docstring).
        printed = _printed_board(state, perms, info)
        for p, ai, cond in conditional:
            try:
                if not condition_holds(cond, printed.view(p.id), printed):
                    off.add((p.id, ai))
            except (QueryError, InputError) as err:
                # static11: a condition of changes of power and toughness only (Werebear's
                # threshold) that the scenario can't decide is an error only where power is read
                a = p.card.abilities[ai]
                if not (isinstance(a, StaticAbility) and all(isinstance(e, _PT_TYPES) for e in a.effects)):
                    raise
                undecided[(p.id, ai)] = f"{p.id}: “{a.text}” (611.3a): {err}"
    work = _Work(perms, info, state, amount)
    by_layer: dict[int, list[_Effect]] = {4: [], 5: [], 6: [], 7: [], 8: [], 9: [], 10: []}
    for pos, p in enumerate(perms):
        for ai, ei, eff in info[id(p.card)].statics:
            if (p.id, ai) in off:
                continue
            # 613.7a: the timestamp of its object (ties: listing order, then text order)
            e = work.new_effect(p, (p.id, "printed", ai), _chosen_by_source(p, eff), "printed", (p.timestamp, pos, ai, ei))
            if (p.id, ai) in undecided:
                work.cond_problem[e.n] = undecided[(p.id, ai)]
            by_layer[e.layer].append(e)
    for k, (source, ai, ei, ceff, targets) in enumerate(created):
        if isinstance(ceff, _LAYER_TYPES):
            eff, unfixed = _fixed_by_resolution(source, ai, ceff)  # pt10: 608.2h
            # 613.7b: its timestamp is when it was created, after the permanents (in listing order)
            e = work.new_effect(source, (source.id, "created", ai), eff, "created", (_CREATED_TIME + k, 0, ai, ei))
            if unfixed is not None:
                work.unfixed[e.n] = unfixed
            if source.id not in work.by_id:
                work.names[e.n] = source.id
            if targets is not None:
                work.fixed[e.n] = tuple(t for t in targets if t in work.by_id)
            by_layer[e.layer].append(e)
    for layer in (4, 5, 6) + _PT_LAYERS:  # 613.1d-f, 613.4a-d
        if by_layer[layer]:
            work.run_layer(layer, by_layer[layer])

    board = Board(state, _views(perms, work), tuple(work.steps))
    if pending and granted is None:
        more = _granted_resolutions(board, pending)
        if more:
            return _compute_board(state, amount, tuple(more))
    return _with_rule_effects(board, created)


def _granted_resolutions(board: Board, pending: Sequence[tuple[Permanent, int]]) -> list["_Created"]:
    """audit29: the effects of granted abilities that resolved this turn (611.2a), read from the
    board where the layers granted them (613.1f): the ability of that number among all the
    permanent's abilities now (SCENARIOS.md's numbering). The effect lasts even if the ability is
    lost later (611.2a), but a number no ability has is an error, never ignored.

    Raises
    ------
    InputError
        When the permanent has no ability of that number."""
    out: list[_Created] = []
    for p, idx in pending:
        ref = next((r for r in board.view(p.id).abilities if r.index == idx), None)
        if ref is None:
            raise InputError(f"{p.id}: resolved_this_turn names ability {idx}, which it does not have (its abilities are numbered from 0)")
        a = ref.ability
        if not isinstance(a, (ActivatedAbility, TriggeredAbility, ActivatedMode, ManaAbility)):
            continue
        for ei, eff in enumerate(a.continuous):
            if eff.affected.relation in (Relation.TARGET, Relation.REFERRED) or eff.affected.who is Who.TARGET_PLAYER:
                raise InputError(
                    f"{p.id}: the granted ability {idx} (“{a.text}”) resolved this turn and its effect is about "
                    f"{eff.affected.text}, which a granted ability's resolution cannot say yet"
                )
            if not _ended(board.state, eff):
                out.append((p, idx, ei, _chosen_by_resolution(p, idx, a.text, eff), None))
    return out


_Created = tuple[Permanent, int, int, ContinuousEffect, "tuple[str, ...] | None"]


def _created_effects(
    state: GameState, perms: Sequence[Permanent], info: Mapping[int, _CardInfo], pending: list[tuple[Permanent, int]] | None = None
) -> list[_Created]:
    """The continuous effects that abilities and spells which resolved this turn created and that
    last now (611.2a: "until end of turn", "until your next turn", "until its controller's next
    untap step"): (source, ability number, effect number, effect, targets or None).

    An ability is named by its number among the source's abilities as printed (its own text, then
    the abilities of its land types), the way it was numbered when it resolved; its targets
    (115.1) are the scenario's ``targets`` of that resolution, required when the effect names a
    target. Instants and sorceries of ``spells_resolved_this_turn`` create theirs for their caster.

    Raises
    ------
    InputError
        When an effect is about "target ..." and the scenario does not say what was targeted.
    """
    out: list[_Created] = []
    by_id = {p.id: p for p in perms}
    # s17: a permanent that state-based actions removed keeps the effects its abilities created as
    # they resolved (611.2a: an effect's duration does not end with its source's leaving, unless it
    # says so; 114.1: an emblem stays)
    for p in [*perms, *(gone for gone, _ in state.departed)]:
        if not p.resolved_this_turn:
            continue
        refs = info[id(p.card)].refs
        for idx in p.resolved_this_turn:
            if idx >= len(refs):
                if pending is not None:
                    pending.append((p, idx))  # audit29: a granted ability (numbered after its own)
                continue
            if not info[id(p.card)].lasting:
                continue
            a = refs[idx].ability
            # anaph10: a mode (700.2) too; cov17: a mana ability, resolved as it was activated (605.3b:
            # "This creature becomes that color until end of turn.", Foraging Wickermaw)
            if not isinstance(a, (ActivatedAbility, TriggeredAbility, ActivatedMode, ManaAbility)):
                continue
            for ei, eff in enumerate(a.continuous):
                if isinstance(eff, EmblemGrant):  # s17: 114.1
                    out.extend(_granted_emblem(p, eff))
                    continue
                targets = None
                if eff.affected.relation is Relation.TARGET:
                    targets = p.resolution(idx).targets
                    if not targets:
                        raise InputError(
                            f"{p.id}: ability {idx} (“{a.text}”) resolved this turn and its effect is about "
                            f"{eff.affected.text}: say which permanent it targeted with "
                            f"resolved_this_turn: [{{ability: {idx}, targets: [REF]}}]"
                        )
                elif eff.affected.relation is Relation.REFERRED:
                    # anaph10: "it", "they", "that creature" after an instruction that named objects
                    # without targeting them: fixed as the ability resolved (608.2c, 611.2c)
                    targets = p.resolution(idx).targets
                    if not targets:
                        raise InputError(
                            f"{p.id}: ability {idx} (“{a.text}”) resolved this turn and its effect is about "
                            f"{eff.affected.text!r}, the objects an earlier instruction of it named: say which "
                            f"permanents with resolved_this_turn: [{{ability: {idx}, targets: [REF, ...]}}]"
                        )
                if isinstance(eff, LoseAbilities) and eff.only == THIS_ABILITY:
                    eff = replace(eff, only=idx)  # anaph10: "loses this ability": the one that resolved (613.1f)
                if eff.affected.who is Who.TARGET_PLAYER:
                    out.extend(_for_target_players(state, p, idx, ei, a.text, eff))
                    continue
                lasting = _still_lasting(p, eff, targets, by_id)  # resolved12: "for as long as ..." (611.2b)
                if lasting is None:
                    continue
                eff, targets = lasting
                out.append((p, idx, ei, _chosen_by_resolution(p, idx, a.text, eff), targets))
    for player, cards in state.spells_resolved_this_turn.items():
        for card in cards:
            spell = Permanent(id=f"{card.name} (resolved spell)", card=card, controller=player, timestamp=-1)
            for ai, a in enumerate(card.abilities):
                if not isinstance(a, SpellAbility):
                    continue
                for ei, eff in enumerate(a.continuous):
                    if isinstance(eff, EmblemGrant):  # s17: 114.1
                        out.extend(_granted_emblem(spell, eff))
                        continue
                    if isinstance(eff, ModifyPT) and eff.either_sign:  # s13: a choice made as it resolved (608.2d)
                        raise InputError(
                            f"spells_resolved_this_turn: {card.name}'s effect is one of two changes chosen as it resolved, which "
                            "a resolved spell cannot say: list the effect's result on the permanent instead"
                        )
                    if eff.affected.relation in (Relation.TARGET, Relation.REFERRED) or eff.affected.who is Who.TARGET_PLAYER:  # anaph10: REFERRED too
                        raise InputError(
                            f"spells_resolved_this_turn: {card.name}'s effect is about {eff.affected.text}, and a "
                            "resolved spell's targets cannot be given: list the effect's result on the permanent instead"
                        )
                    out.append((spell, ai, ei, eff, None))
    out.extend(_exiled_card_effects(state))
    out.extend(_emblem_effects(state))  # s16: 114.4
    return [c for c in out if not _ended(state, c[3])]


def _emblem_effects(state: GameState) -> list[_Created]:
    """s16: the effects of the static abilities of each player's emblems (114.4: an emblem's
    abilities function in the command zone; 114.2: its owner controls it): see
    :func:`_emblem_card_effects`."""
    return [e for player, emblems in state.emblems.items() for card in emblems for e in _emblem_card_effects(card, player)]


def _emblem_card_effects(card: Card, player: str) -> list[_Created]:
    """The effects of one emblem's static abilities, as effects of an object that is not on the
    battlefield, applied after the permanents' in timestamp order (613.7). Layer effects (types,
    colours, abilities, power and toughness: Liliana of the Dark Realms' "Swamps you control have
    '{T}: Add {B}{B}{B}{B}.'") and the rule effects of 613.11 are applied; a triggered ability
    that is no mana ability does nothing until it resolves (603.3); any other ability of an emblem
    (a casting permission, a triggered mana ability, a condition) is an error naming it, never
    ignored (:func:`~model.abilities.emblem_ability_applies`)."""
    out: list[_Created] = []
    source = Permanent(id=card.name, card=card, controller=player, owner=player, timestamp=-1)
    for ai, a in enumerate(card.abilities):
        if not emblem_ability_applies(a):
            raise InputError(f"{card.name}: “{getattr(a, 'text', '') or a}”: an emblem's ability of this kind is not modelled (114.4): only static abilities that change types, colours, abilities, power or toughness, or activation rules")
        if isinstance(a, StaticAbility):
            out.extend((source, ai, ei, cast(ContinuousEffect, e), None) for ei, e in enumerate(a.effects))
    return out


def _granted_emblem(source: Permanent, eff: EmblemGrant) -> list[_Created]:
    """s17: the effects of the emblem a resolved ability gave its controller (114.1, 114.2)."""
    name = f"{possessive(source.controller)} emblem from {source.card.name}"
    emblem = Card(name, ManaCost.parse(""), TypeLine(frozenset(), frozenset(), frozenset()), eff.emblem_text, eff.abilities)
    return _emblem_card_effects(emblem, source.controller)


def _ended(state: GameState, eff: ContinuousEffect) -> bool:
    """audit29, 511.3: "As the end of combat step ends, all 'until end of combat' effects end": one
    created this turn is over in the second main phase and the end phase (Jade Statue's "{2}: This
    artifact becomes a 3/6 Golem artifact creature until end of combat. Activate only during
    combat.")."""
    return getattr(eff, "duration", "") == "until end of combat" and state.phase in (Phase.MAIN2, Phase.END)


def _for_target_players(state: GameState, p: Permanent, idx: int, ei: int, text: str, eff: ContinuousEffect) -> list[_Created]:
    """audit29: an effect on "all lands target player controls" (Jolrael, Empress of Beasts): the
    permanents of the player the resolution targeted (115.1; a player may target themself), one
    effect per targeted player, each seen from that player ("you control"); never assumed.

    Raises
    ------
    InputError
        When the resolution does not name the targeted player."""
    players = [t for t in p.resolution(idx).targets if t in state.players]
    if not players:
        raise InputError(
            f"{p.id}: ability {idx} (“{text}”) resolved this turn and its effect is about {eff.affected.text}: "
            f"say which player it targeted with resolved_this_turn: [{{ability: {idx}, targets: [PLAYER]}}]"
        )
    mine = replace(eff, affected=replace(eff.affected, who=Who.YOU))
    return [(replace(p, controller=player), idx, ei, _chosen_by_resolution(p, idx, text, mine), None) for player in players]


def _exiled_card_effects(state: GameState) -> list[_Created]:
    """manatail14: the effects of the abilities of cards in exile that were activated from the hand
    by exiling the card and resolved (the exile entry's ``resolved``): "Target land gains "{T}: Add
    {U}, {B}, or {R}" until this card is cast from exile" (Glamorous Outlaw) lasts while the card
    stays in exile (611.2b), over turns; its controller is the card's owner (the player whose exile
    holds it), its targets the resolution's (115.1), never assumed."""
    out: list[_Created] = []
    for player, cards in state.exile.items():
        for card_in_exile in cards:
            if not card_in_exile.resolutions:
                continue
            card = card_in_exile.card
            source = Permanent(id=f"{card.name} (in exile)", card=card, controller=player, timestamp=-1, resolutions=card_in_exile.resolutions)
            for r in card_in_exile.resolutions:
                a = card.abilities[r.ability] if r.ability < len(card.abilities) else None
                if not isinstance(a, ActivatedAbility) or not a.continuous:
                    raise InputError(f"exile: {card.name}'s ability {r.ability} is not an activated ability whose effect lasts (resolved)")
                for ei, eff in enumerate(a.continuous):
                    targets = None
                    if eff.affected.relation in (Relation.TARGET, Relation.REFERRED):
                        targets = r.targets
                        if not targets:
                            raise InputError(
                                f"exile: {card.name}'s ability {r.ability} (“{a.text}”) resolved and its effect is about "
                                f"{eff.affected.text}: say which permanent it targeted with resolved: [{{ability: {r.ability}, targets: [REF]}}]"
                            )
                    out.append((source, r.ability, ei, _chosen_by_resolution(source, r.ability, a.text, eff), targets))
    return out


def _is_named_keyword(a: object, keywords: Sequence[object]) -> bool:
    """resolved12: whether ``a`` is one of the keyword abilities ``keywords`` names ("loses haste":
    the Haste keyword, whatever its text; "loses protection": every protection ability; 702)."""
    return isinstance(a, Keyword) and any(isinstance(k, Keyword) and type(a) is type(k) and a.name.lower() == k.name.lower() for k in keywords)


def _still_lasting(
    source: Permanent, eff: ContinuousEffect, targets: tuple[str, ...] | None, by_id: Mapping[str, Permanent]
) -> tuple[ContinuousEffect, tuple[str, ...] | None] | None:
    """resolved12: an effect "for as long as ..." (611.2b) as it is now, or None once it has ended.
    "for as long as this creature remains tapped": ended when its source is untapped (and it never
    starts again, so an untapped source ends it whatever happened since); "remains on the
    battlefield": in force, the source being the permanent that resolved it (400.7); "for as long as
    it has a flood counter on it": only the affected objects that still have one (the targets, or
    the objects its selection takes with the counter)."""
    if eff.duration == WHILE_SOURCE_TAPPED and not source.tapped:
        return None  # 611.2b: the condition stopped being met
    kind = counter_kept(eff.duration)
    if kind is None:
        return eff, targets
    if targets is not None:  # 611.2b, 122.1: each affected object while it has such a counter
        return eff, tuple(t for t in targets if t in by_id and by_id[t].counter(kind) > 0)
    return replace(eff, affected=replace(eff.affected, counter=kind)), None


def _sign_chosen_by_resolution(p: Permanent, idx: int, text: str, eff: ModifyPT) -> ModifyPT:
    """s13: "gets +X/+X or -X/-X" made definite by the resolution's ``chosen`` (608.2d): the
    change as written, or its opposite; never assumed."""
    chosen = [c.replace("−", "-").replace(" ", "").upper() for c in p.resolution(idx).chosen]
    plus = f"{'+' if eff.power >= 0 else '-'}X/{'+' if eff.toughness >= 0 else '-'}X"
    minus = f"{'-' if eff.power >= 0 else '+'}X/{'-' if eff.toughness >= 0 else '+'}X"
    if chosen == [plus]:
        return replace(eff, either_sign=False)
    if chosen == [minus]:
        return replace(eff, power=-eff.power, toughness=-eff.toughness, either_sign=False)
    raise InputError(f"{p.id}: ability {idx} (“{text}”) resolved this turn and its effect is one of two changes chosen as it resolved: give resolved_this_turn: [{{ability: {idx}, chosen: [{plus!r}]}}] or [{minus!r}]")


def _chosen_by_resolution(p: Permanent, idx: int, text: str, eff: ContinuousEffect) -> ContinuousEffect:
    """An effect whose colours or land type were chosen as its ability resolved (608.2d: "becomes
    the color or colors of your choice", "becomes the basic land type of your choice"), made
    definite with the resolution's ``chosen``: never assumed, an error naming the key when the
    scenario does not say.

    Raises
    ------
    InputError
        When the choice is not given, or is not a colour (ColorChange) or one basic land type
        (TypeChange).
    """
    if isinstance(eff, GrantAbilities):
        return _protection_chosen_by_resolution(p, idx, text, eff)
    if isinstance(eff, ModifyPT) and eff.either_sign:  # s13: "+X/+X or -X/-X" (608.2d)
        return _sign_chosen_by_resolution(p, idx, text, eff)
    if not isinstance(eff, (ColorChange, TypeChange)) or not eff.chosen:
        return eff
    chose_colors = isinstance(eff, ColorChange)
    chosen = p.resolution(idx).chosen
    what = "the colors chosen" if chose_colors else "the creature type chosen" if getattr(eff, "choice", "") == CREATURE_TYPE_CHOICE else "the basic land type chosen"
    hint = f"resolved_this_turn: [{{ability: {idx}, chosen: [...]}}]"
    if not chosen:
        raise InputError(f"{p.id}: ability {idx} (“{text}”) resolved this turn and its effect needs {what}: give {hint}")
    if isinstance(eff, ColorChange) and eff.one_color and len(chosen) != 1:  # "the color of your choice": one (105.1)
        raise InputError(f"{p.id}: ability {idx} (“{text}”): one colour is chosen, not {list(chosen)}: give {hint}")
    if isinstance(eff, ColorChange):
        try:
            colors = TypeSet.of(color_of(c) for c in chosen)
        except (InputError, ValueError) as e:
            raise InputError(f"{p.id}: ability {idx}: chosen: {e}") from None
        return replace(eff, colors=colors, chosen=False)
    if isinstance(eff, TypeChange) and eff.choice == CREATURE_TYPE_CHOICE:
        return _creature_type_chosen(p, idx, eff, chosen)  # anaph10: 205.3m
    land = chosen[0][:1].upper() + chosen[0][1:].lower()
    if len(chosen) != 1 or land not in BASIC_LAND_TYPES:
        raise InputError(f"{p.id}: ability {idx}: chosen: {list(chosen)} is not one basic land type (205.3i: {', '.join(BASIC_LAND_TYPES)})")
    if land in eff.excluded:  # resolved12: "becomes a Plains or an Island": one of those (608.2d)
        allowed = ", ".join(t for t in BASIC_LAND_TYPES if t not in eff.excluded)
        raise InputError(f"{p.id}: ability {idx} (“{text}”): chosen: {land} is not one of the choices ({allowed})")
    return replace(eff, subtypes=frozenset({land}), chosen=False)  # 305.7: set, replacing the old land types


def _with_rule_effects(board: Board, created: Sequence[_Created]) -> Board:
    """The rule-modifying effects in force (613.11) after the layers: "as though it had haste"
    (302.6) and "can't be activated" (602.5), from static abilities the permanents have now (604.2,
    611.3a) and from effects created this turn (611.2a)."""
    haste: dict[str, list[str]] = {}
    cant: dict[str, list[tuple[str, CantActivate]]] = {}
    unsacrificable: dict[str, list[str]] = {}  # bans19: 701.21a
    ignored: dict[str, list[str]] = {}  # s13: 702.11b, whose spells may target as though it had no hexproof
    players_ignored: list[str] = []  # s13: and whose spells may so target their opponents
    loyalty: dict[str, list[tuple[str, LoyaltyRule]]] = {}  # audit24: 606.3

    def record(source: View, eff: ContinuousEffect, targets: Sequence[str] | None) -> None:
        if not isinstance(eff, _RULE_TYPES):
            return
        hit = [board.view(t) for t in targets if t in board.views] if targets is not None else board.select(eff.affected, source)
        if isinstance(eff, HexproofIgnored):
            players_ignored.append(source.controller)
        for v in hit:
            if isinstance(eff, AsThoughHaste):
                if eff.tap:
                    haste.setdefault(v.id, []).append(source.id)
            elif isinstance(eff, CantBeSacrificed):
                unsacrificable.setdefault(v.id, []).append(source.id)
            elif isinstance(eff, HexproofIgnored):
                ignored.setdefault(v.id, []).append(source.controller)
            elif isinstance(eff, LoyaltyRule):
                loyalty.setdefault(v.id, []).append((source.id, eff))
            else:
                cant.setdefault(v.id, []).append((source.id, eff))

    for v in board:
        for ref in v.abilities:
            a = ref.ability
            if isinstance(a, StaticAbility) and any(isinstance(x, _RULE_TYPES) for x in a.effects):
                if a.condition is None or condition_holds(a.condition, v, board):
                    for x in a.effects:
                        if isinstance(x, _RULE_TYPES):
                            record(v, x, None)
    prohibitions = tuple((v.id, x) for v, x in static_effects(board, ActivationProhibition))  # activation13: 602.5, who may activate what
    if prohibitions:
        board = replace(board, activation_prohibitions=prohibitions)
    bans = tuple((v.id, v.controller, x) for v, x in static_effects(board, PaymentProhibition))  # bans19: 118.3, what players can't pay
    bans += tuple((source.id, source.controller, eff.prohibition) for source, _ai, _ei, eff, _t in created if isinstance(eff, PaymentBanGrant))  # 611.2a
    if bans:
        board = replace(board, payment_prohibitions=bans)
    for source, _ai, _ei, eff, targets in created:
        if isinstance(eff, _RULE_TYPES):
            view = board.views.get(source.id) or View(source, source.card.card_types, source.card.subtypes, source.card.supertypes, source.card.colors, ())
            record(view, eff, targets)
    if not haste and not cant and not unsacrificable and not players_ignored and not loyalty:
        return board
    return replace(
        board, as_though_haste={k: tuple(v) for k, v in haste.items()}, cant_activate={k: tuple(v) for k, v in cant.items()},
        unsacrificable={k: tuple(v) for k, v in unsacrificable.items()},
        hexproof_ignored={k: tuple(v) for k, v in ignored.items()}, players_hexproof_ignored=tuple(players_ignored),
        loyalty_rules={k: tuple(v) for k, v in loyalty.items()},
    )


def _printed_board(state: GameState, perms: list[Permanent], info: Mapping[int, _CardInfo]) -> Board:
    """Every permanent with its printed characteristics (and ``extra_types``): what conditions of
    static abilities are judged on."""
    views = {}
    for p in perms:
        c = info[id(p.card)].chars
        types, sub, sup = c.card_types, c.subtypes, c.supertypes
        if p.extra_types:
            extra = set(p.extra_types)
            types, sup, sub = types | (extra & CARD_TYPES), sup | (extra & SUPERTYPES), sub | (extra - CARD_TYPES - SUPERTYPES)
        views[p.id] = View(p, types, sub, sup, c.colors, info[id(p.card)].refs)
    return Board(state, views)


def _views(perms: list[Permanent], work: _Work) -> dict[str, View]:
    refs_cache: dict[tuple[int | None, tuple[str, ...], tuple[tuple[str, int], ...], tuple[int, ...]], tuple[AbilityRef[Ability], ...]] = {}
    steps_cache: dict[tuple[int, ...], tuple[tuple[EffectStep, ...], tuple[str, ...]]] = {}
    views: dict[str, View] = {}
    for p in perms:
        ci = work.info[id(p.card)]
        m = work.own.get(p.id)
        if m is None:
            c = ci.chars
            views[p.id] = View(p, c.card_types, c.subtypes, c.supertypes, c.colors, ci.refs)
            continue
        granted = sorted(m.granted, key=lambda g: g[0])  # by the granting effects' timestamps
        basics = tuple(lt for lt in BASIC_LAND_TYPES if lt in m.subtypes) if "Land" in m.card_types and m.intrinsic else ()
        key = (id(p.card) if m.text else None, basics, tuple((o, id(a)) for _, o, a, _k in granted), tuple(sorted(m.lost)))
        refs = refs_cache.get(key)
        if refs is None:
            # anaph10: a printed ability lost by itself ("loses this ability") is not there; the
            # others keep their order (SCENARIOS.md numbering)
            printed = tuple(a for i, a in enumerate(p.card.abilities) if i not in m.lost) if m.text else ()
            refs = refs_cache[key] = _refs(printed, m.card_types, m.subtypes, [(o, a) for _, o, a, _k in granted], m.intrinsic)
        skey = tuple(id(s) for s in m.steps)
        st = steps_cache.get(skey)
        if st is None:
            st = steps_cache[skey] = (tuple(m.steps), tuple(str(s) for s in m.steps))
        views[p.id] = View(p, m.card_types, m.subtypes, m.supertypes, m.colors, refs, st[1], st[0], m.pt, m.bonus, m.switched, m.problem)
    return views


def _printed(value: str | None) -> int:
    """A printed power or toughness as a number ("*" and a missing value: 0, as :func:`.views.power_of`)."""
    return int(value) if value and value.lstrip("-").isdigit() else 0


def _fixed_by_resolution(source: Permanent, idx: int, eff: LayerEffect) -> tuple[LayerEffect, str | None]:
    """A layer-7c effect with an amount that a resolved ability created: its amount was fixed as
    the ability resolved (608.2h: "gets +X/+X until end of turn, where X is ...", "+X/+0" with the
    X of its cost), which the scenario's resolution gives (``number``). Returns the effect made
    constant, or the effect and why its amount is not known (the problem its permanents keep)."""
    if not isinstance(eff, (ModifyPT, SetBasePT)) or eff.per is None:  # resolved12: "an X/X ..." too (613.4b)
        return eff, None
    n = source.resolution(idx).number if source.resolved_this_turn else None
    if n is None:
        where = (
            f"give the number it was fixed at as it resolved with resolved_this_turn: [{{ability: {idx}, number: N}}]"
            if source.resolved_this_turn
            else "a resolved spell's number cannot be given: list the effect's result on the permanent instead"
        )
        return eff, f"{source.id}: ability {idx}'s “{eff.text}” counted {eff.per} as it resolved (608.2h): {where}"
    return replace(eff, power=eff.power * n, toughness=eff.toughness * n, per=None), None


def _chosen_colors(e: _Effect) -> TypeSet:
    """The colour chosen for the source of a "… is the chosen color" effect (its permanent's
    ``chosen_color``): never assumed, an error naming the key when the scenario does not say."""
    color = e.source.chosen_color
    if color is None:
        raise InputError(f"{e.source.id}: {e.text!r} needs the colour chosen for it: give the permanent's chosen_color")
    return TypeSet.of((color,))


# ---- enters10: protection from a colour chosen (702.16a) -------------------------------------

_CHOOSE_A_COLOR = re.compile(r"\bchoose a colou?r\b", re.IGNORECASE)
_COLOR_NAMES = {ManaType.W: "white", ManaType.U: "blue", ManaType.B: "black", ManaType.R: "red", ManaType.G: "green"}


def _definite_protection(abilities: tuple[Ability, ...], e: _Effect, colors_controlled: Callable[[str], TypeSet]) -> tuple[Ability, ...]:
    """The abilities a layer-6 effect grants, with "protection from the chosen color" made the
    colour chosen for its source (702.16a; the permanent's ``chosen_color``: never assumed, an
    error naming the key). "from the color of your choice" is made definite when the resolved
    effect is created (:func:`_protection_chosen_by_resolution`); one that reaches here has no
    resolution to read, which is an error rather than a protection from nothing. types15: "from
    the colors of permanents you control" is protection from each colour among the permanents the
    effect's source's controller controls (``colors_controlled``), none when they are colorless."""
    if not any(isinstance(a, Protection) and a.quality in (CHOSEN_COLOR_QUALITY, COLOR_OF_CHOICE_QUALITY, COLORS_OF_YOUR_PERMANENTS_QUALITY) for a in abilities):
        return abilities
    out: list[Ability] = []
    for a in abilities:
        if isinstance(a, Protection) and a.quality == COLORS_OF_YOUR_PERMANENTS_QUALITY:
            colors = colors_controlled(e.source.controller)
            out.extend(Protection(_COLOR_NAMES[c], text=f"protection from {_COLOR_NAMES[c]} (a color of permanents you control)") for c in colors if c in _COLOR_NAMES)
            continue
        if isinstance(a, Protection) and a.quality == CHOSEN_COLOR_QUALITY:
            (color,) = tuple(_chosen_colors(e))
            a = Protection(_COLOR_NAMES[color], text=f"protection from {_COLOR_NAMES[color]} (the chosen color)")
        elif isinstance(a, Protection) and a.quality == COLOR_OF_CHOICE_QUALITY:
            raise InputError(f"{e.source.id}: {e.text!r}: the colour chosen as it resolved is not known")
        out.append(a)
    return tuple(out)


def _protection_chosen_by_resolution(p: Permanent, idx: int, text: str, eff: GrantAbilities) -> GrantAbilities:
    """"gains protection from the color of your choice" (608.2d, 702.16a), and "from the chosen
    color" after the ability's own "Choose a color.", made definite with the resolution's
    ``chosen`` (one colour): never assumed, an error naming the key when the scenario
    does not say.

    Raises
    ------
    InputError
        When the choice is not given or is not one colour.
    """
    # "Choose a color. Creatures you control gain protection from the chosen color ..." (Glory):
    # the colour of a "choose" instruction of the ability is chosen as it resolves (608.2d), not
    # the one chosen for its permanent as it entered
    of_resolution = {COLOR_OF_CHOICE_QUALITY} | ({CHOSEN_COLOR_QUALITY} if _CHOOSE_A_COLOR.search(text) else set())
    if not any(isinstance(a, Protection) and a.quality in of_resolution for a in eff.abilities):
        return eff
    chosen = p.resolution(idx).chosen
    if len(chosen) != 1:
        raise InputError(
            f"{p.id}: ability {idx} (“{text}”) resolved this turn and its effect needs the colour chosen: "
            f"give resolved_this_turn: [{{ability: {idx}, chosen: [COLOR]}}] (one colour)"
        )
    try:
        color = color_of(chosen[0])
    except (InputError, ValueError) as e:
        raise InputError(f"{p.id}: ability {idx}: chosen: {e}") from None
    name = _COLOR_NAMES[color]
    abilities = tuple(
        Protection(name, text=f"protection from {name} (the color chosen)") if isinstance(a, Protection) and a.quality in of_resolution else a
        for a in eff.abilities
    )
    return replace(eff, abilities=abilities)


# ---- anaph10: a creature type chosen as an ability resolved (205.3m, 608.2d) -------------------


def _creature_type_chosen(p: Permanent, idx: int, eff: TypeChange, chosen: Sequence[str]) -> TypeChange:
    """"becomes the creature type of your choice" / "Choose a creature type [other than Wall].
    ... becomes that type": the one creature type the resolution's ``chosen`` names, set as the
    creature types (205.1a: it replaces the old ones, layer 4). A creature type is a subtype that is
    no card type, supertype, land, artifact or enchantment type (205.3m); an excluded one ("other
    than Wall") cannot be chosen.

    Raises
    ------
    InputError
        When ``chosen`` is not one such word.
    """
    hint = f"resolved_this_turn: [{{ability: {idx}, chosen: [TYPE]}}]"
    word = chosen[0].strip() if len(chosen) == 1 else ""
    name = word[:1].upper() + word[1:]
    if (
        not name.replace("-", "").isalpha()
        or name in CARD_TYPES | SUPERTYPES | LAND_TYPES | ARTIFACT_TYPES | ENCHANTMENT_TYPES
        or name in eff.excluded
    ):
        excluded = f" other than {', '.join(sorted(eff.excluded))}" if eff.excluded else ""
        raise InputError(f"{p.id}: ability {idx}: chosen: {list(chosen)} is not one creature type{excluded} (205.3m): give {hint}")
    return replace(eff, subtypes=frozenset({name}), chosen=False)

# ---- chosen10: "is the chosen type" (a static ability; the type chosen as its object entered) ----


def _chosen_by_source(p: Permanent, eff: LayerEffect) -> LayerEffect:
    """A static type change whose type is the one chosen for its source as it entered ("This
    creature is the chosen type in addition to its other types", Adaptive Automaton; "Enchanted land
    is the chosen type", Phantasmal Terrain), made definite with the permanent's ``chosen_type``
    (checked against the card's choice when the scenario was read): never assumed, an error naming
    the key when the scenario does not say. A land type set this way is set as any other (305.7)."""
    if not isinstance(eff, TypeChange) or not eff.chosen:
        return eff
    if p.chosen_type is None:
        raise InputError(f"{p.id}: {eff.text!r} needs the type chosen for it: give the permanent's chosen_type")
    return replace(eff, subtypes=frozenset({p.chosen_type}), chosen=False)
