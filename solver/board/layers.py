"""Effective characteristics: each permanent's types, colours and abilities after continuous
effects (305.6, 305.7, 613), computed once per question before anything asks what a permanent
produces.

What is applied
---------------
The continuous effects of static abilities (604.2) that the card grammar reads, in layer order
(613.1): layer 4, type-changing (:class:`~model.abilities.TypeChange`: "Nonbasic lands are
Mountains", "Each land is a Swamp in addition to its other land types"); layer 5,
colour-changing (:class:`~model.abilities.ColorChange`); layer 6, ability-adding
(:class:`~model.abilities.GrantAbilities`: "Lands you control have ...", "Enchanted land has
..."). Layers 1-3 and 7 do not change what a land produces and are not modelled; no effect here
changes card types, supertypes or control. The scenario's ``extra_types`` (types an effect from
a resolved ability gave the permanent this turn, such as an animated Mutavault's Creature) are
part of the starting characteristics: card types go to card types, supertypes to supertypes,
anything else to subtypes. The scenario gives no timestamp for that effect; for card types, which
nothing here removes, it makes no difference.

* 305.6: a land with a basic land type has that type's intrinsic "{T}: Add [symbol]".
* 305.7: an effect that *sets* a land's subtype removes its old land types (basic and nonbasic,
  such as Gate) and all abilities of its rules text, but not abilities granted by other effects;
  that removal is part of the layer-4 effect. An effect that *adds* land types keeps them all.
* 604.2 / 613.6: an effect exists while its source has the ability that generates it. Once an
  ability's effect has begun to apply, its parts in later layers keep applying, to the same
  objects, even if the ability is removed meanwhile (Urborg's "loses its abilities" ruling:
  its layer-4 part applies before a layer-6 removal). No card read here removes abilities in
  layer 6, so the case that arises is an ability whose own layer-4 part removes it (a land that
  sets nonbasic lands' types and grants them an ability: the grant still applies).

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

from dataclasses import dataclass, field
from typing import Iterable, Mapping, Sequence

from ...model.abilities import (
    Ability,
    ColorChange,
    GrantAbilities,
    StaticAbility,
    TypeChange,
)
from ...model.cards import Card
from ...model.mana import TypeSet
from ...model.selectors import Characteristics, Relation, Selector
from ...model.state import GameState, Permanent
from ...model.vocabulary import BASIC_LAND_TYPES, CARD_TYPES, LAND_TYPES, SUPERTYPES
from .conditions import condition_holds
from .intrinsic import INTRINSIC
from .order import next_in_layer
from .steps import EffectStep, LayerEffect, does, gone_reason, order_reason
from .views import AbilityRef, Board, View, status_of

__all__ = ["compute_board"]

_LAYER = {TypeChange: 4, ColorChange: 5, GrantAbilities: 6}


# --- the computation ----------------------------------------------------------------------------


@dataclass(slots=True)
class _Chars:
    """Characteristics being built up layer by layer (internal to :func:`compute_board`).

    ``text`` is False once 305.7 removed the abilities of its rules text; ``granted`` holds
    (timestamp, granting permanent, ability) from layer 6; ``steps`` the effects applied to it.
    """

    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: TypeSet
    text: bool = True
    granted: list[tuple[tuple[int, ...], str, Ability]] = field(default_factory=list)
    steps: list[EffectStep] = field(default_factory=list)

    def copy(self) -> "_Chars":
        return _Chars(self.card_types, self.subtypes, self.supertypes, self.colors, self.text, list(self.granted), list(self.steps))


@dataclass(frozen=True, slots=True)
class _CardInfo:
    """What every permanent of one card starts with (computed once per card: cards are shared)."""

    chars: _Chars
    statics: tuple[tuple[int, int, LayerEffect], ...]  # (ability index, effect index, effect)
    refs: tuple[AbilityRef[Ability], ...]  # printed and intrinsic abilities, untouched


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


def _card_info(card: Card) -> _CardInfo:
    chars = _Chars(card.card_types, card.subtypes, card.supertypes, card.colors)
    statics = tuple(
        (ai, ei, e)
        for ai, a in enumerate(card.abilities)
        if isinstance(a, StaticAbility)
        for ei, e in enumerate(a.effects)
        if isinstance(e, (TypeChange, ColorChange, GrantAbilities))
    )
    return _CardInfo(chars, statics, _refs(card.abilities, chars.card_types, chars.subtypes, ()))


def _refs(printed: Sequence[Ability], card_types: frozenset[str], subtypes: frozenset[str], granted: Sequence[tuple[str, Ability]]) -> tuple[AbilityRef[Ability], ...]:
    """The numbered abilities (SCENARIOS.md): printed, then intrinsic (305.6), then granted."""
    refs: list[AbilityRef[Ability]] = [AbilityRef(a, "printed", i) for i, a in enumerate(printed)]
    if "Land" in card_types:
        for lt in BASIC_LAND_TYPES:
            if lt in subtypes:
                refs.append(AbilityRef(INTRINSIC[lt], "intrinsic", len(refs)))
    for origin, a in granted:
        refs.append(AbilityRef(a, origin, len(refs)))
    return tuple(refs)


class _Work:
    """The mutable state of one :func:`compute_board` call (never outlives it)."""

    def __init__(self, perms: list[Permanent], info: Mapping[int, _CardInfo]):
        self.perms = perms
        self.info = info
        self.by_id = {p.id: p for p in perms}
        self.own: dict[str, _Chars] = {}
        self.by_type: dict[str, list[str]] = {}  # card types never change in layers 4-6 here
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
            return self.get(e.source.id).text
        return True  # granted in layer 6: nothing here removes granted abilities

    # --- 613.8a -------------------------------------------------------------------------------

    def depends(self, a: _Effect, b: _Effect) -> str | None:
        """Why effect ``a`` depends on effect ``b`` now (613.8a), or None when it doesn't."""
        if a.ability_key == b.ability_key:
            return None  # parts of one ability's effect are one effect
        eb = b.effect
        if not isinstance(eb, TypeChange):
            return None  # colours and granted abilities change nothing another effect reads
        ea = a.effect
        targets = self.affected(b)
        if not eb.adding and a.origin == "printed" and a.ability_key not in self.started:
            src = self.get(a.source.id)
            if src.text and "Land" in src.card_types and a.source.id in self.affected_set(b):
                return "existence"
        if _reads_subtypes(ea.affected) and a.ability_key not in self.started:
            sel = ea.affected
            for pid in targets:
                m = self.get(pid)
                after = _Probe(m.card_types, _set_types(m.subtypes, eb), m.supertypes)
                obj = self.by_id[pid]
                if self.selects(sel, obj, m, a.source) != self.selects(sel, obj, after, a.source):
                    return "applies-to"
        return None

    def _on_land_text(self, a: _Effect) -> bool:
        """Whether ``a`` is printed on a land that still has its text (what removing its land
        types would end, 305.7): the "existence" case of :meth:`depends`."""
        if a.origin != "printed":
            return False
        src = self.get(a.source.id)
        return bool(src.text) and "Land" in src.card_types

    # --- application --------------------------------------------------------------------------

    def apply(self, e: _Effect, reason: str) -> list[_Effect]:
        """Apply ``e`` to what it applies to now; returns effects that now exist because of it
        (those of static abilities it granted, layer 6)."""
        targets = self.affected(e)
        key = e.ability_key
        self.started.setdefault(key, {})[e.effect.affected] = targets
        self.count += 1
        self.applied.add(e.n)
        step = EffectStep(self.count, e.layer, e.source.id, e.text, does(e.effect), reason, True, targets)
        self.steps.append(step)
        eff = e.effect
        new: list[_Effect] = []
        if isinstance(eff, TypeChange):
            changed = False
            for pid in targets:
                m = self.mine(pid)
                before = m.subtypes
                m.subtypes = _set_types(m.subtypes, eff)
                changed = changed or m.subtypes != before
                if not eff.adding and "Land" in m.card_types and m.text:
                    m.text = False  # 305.7
                    self.removed_by.setdefault(pid, e)
                m.steps.append(step)
            if changed:  # selections by subtype must be made again (card types etc. never change here)
                for n in [n for n in self.affected_cache if n != e.n and _reads_subtypes(self.effects[n].effect.affected)]:
                    self.forget(n)
        elif isinstance(eff, ColorChange):
            for pid in targets:
                m = self.mine(pid)
                m.colors = eff.colors
                m.steps.append(step)
        else:
            for pid in targets:
                m = self.mine(pid)
                m.granted.extend((e.timestamp, e.source.id, a) for a in eff.abilities)
                m.steps.append(step)
                holder = self.by_id[pid]
                for a in eff.abilities:
                    if isinstance(a, StaticAbility):
                        # 613.7a: the later of the holder's timestamp and the granting effect's
                        ts = (max(holder.timestamp, e.timestamp[0]),) + e.timestamp[1:] + (self.count,)
                        for ei, ge in enumerate(a.effects):
                            if isinstance(ge, GrantAbilities):
                                new.append(self.new_effect(holder, (holder.id, e.source.id, self.count), ge, e.source.id, ts + (ei,)))
        return new

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
            # only a layer-4 effect changes what another effect reads (see depends); in layer 6 an
            # effect depends on a grant only by existing because of it (handled as it appears)
            if len(pending) > 1 and layer == 4:
                # only pairs that can depend (see depends): a type-changing b, and an a that has not
                # begun applying and reads subtypes, or stands on a land's text that a b which sets
                # the types could remove; the others are skipped without a call, so that many
                # effects cost E per step, not E squared
                changers = [b for b in pending.values() if isinstance(b.effect, TypeChange)]
                setters = [b for b in changers if isinstance(b.effect, TypeChange) and not b.effect.adding]
                for a in pending.values() if changers else ():
                    if a.ability_key in self.started:
                        continue
                    bs = changers if _reads_subtypes(a.effect.affected) else setters if self._on_land_text(a) else []
                    for b in bs:
                        if a is not b:
                            why = self.depends(a, b)
                            if why is not None:
                                edges.append((b.n, a.n))
                                edge_reason[(b.n, a.n)] = why
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


def _reads_subtypes(sel: Selector) -> bool:
    """Whether what ``sel`` selects depends on subtypes ("Each Forest", "each land and Ally",
    "an Urza's Tower"), so that a type-changing effect may change it (613.8a)."""
    return bool(sel.subtypes or sel.all_subtypes or any(_reads_subtypes(e) for e in sel.either))


def _set_types(subtypes: frozenset[str], e: TypeChange) -> frozenset[str]:
    """A type-changing effect on one object's subtypes (305.7)."""
    if e.adding:
        return subtypes | e.subtypes
    return frozenset(s for s in subtypes if s not in LAND_TYPES) | e.subtypes


def compute_board(state: GameState) -> Board:
    """Each permanent's characteristics after continuous effects, in layer order (613).

    Layers 4, 5 and 6 in turn; within each, timestamp order (613.7) except where an effect
    depends on another (613.8), re-evaluated after each application. Type changes follow 305.7,
    basic land types give their mana abilities (305.6), and an effect that began applying keeps
    applying in later layers (613.6). See the module docstring for the dependency reading.
    A board without such effects costs one shared record per card and one :class:`View` per
    permanent.
    """
    perms = sorted(state.permanents, key=lambda p: p.timestamp)
    info: dict[int, _CardInfo] = {}
    plain = True  # no static effect of layers 4-6 and no extra types: nothing to apply
    for p in perms:
        ci = info.get(id(p.card))
        if ci is None:
            ci = info[id(p.card)] = _card_info(p.card)
        if ci.statics or p.extra_types:
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
    if conditional:
        # 611.3a: "As long as <condition>, ..." — the effect exists only while the condition
        # holds. The conditions read (lands you control, what an Aura enchants, the top card of a
        # library) are not changed by layers 4-6 here, so they are judged on the printed board.
        printed = _printed_board(state, perms, info)
        for p, ai, cond in conditional:
            if not condition_holds(cond, printed.view(p.id), printed):
                off.add((p.id, ai))
    work = _Work(perms, info)
    by_layer: dict[int, list[_Effect]] = {4: [], 5: [], 6: []}
    for pos, p in enumerate(perms):
        for ai, ei, eff in info[id(p.card)].statics:
            if (p.id, ai) in off:
                continue
            # 613.7a: the timestamp of its object (ties: listing order, then text order)
            e = work.new_effect(p, (p.id, "printed", ai), eff, "printed", (p.timestamp, pos, ai, ei))
            by_layer[e.layer].append(e)
    for layer in (4, 5, 6):
        if by_layer[layer]:
            work.run_layer(layer, by_layer[layer])

    return Board(state, _views(perms, work), tuple(work.steps))


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
    refs_cache: dict[tuple[int | None, tuple[str, ...], tuple[tuple[str, int], ...]], tuple[AbilityRef[Ability], ...]] = {}
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
        basics = tuple(lt for lt in BASIC_LAND_TYPES if lt in m.subtypes) if "Land" in m.card_types else ()
        key = (id(p.card) if m.text else None, basics, tuple((o, id(a)) for _, o, a in granted))
        refs = refs_cache.get(key)
        if refs is None:
            refs = refs_cache[key] = _refs(p.card.abilities if m.text else (), m.card_types, m.subtypes, [(o, a) for _, o, a in granted])
        skey = tuple(id(s) for s in m.steps)
        st = steps_cache.get(skey)
        if st is None:
            st = steps_cache[skey] = (tuple(m.steps), tuple(str(s) for s in m.steps))
        views[p.id] = View(p, m.card_types, m.subtypes, m.supertypes, m.colors, refs, st[1], st[0])
    return views
