"""Effective characteristics: each permanent's types, colours and abilities after continuous
effects (305.6, 305.7, 613), computed once per question before anything asks what a permanent
produces.

Layer 4 (type-changing) and layer 6 (ability adding) effects apply in timestamp order (613.7),
except where one depends on another (613.8): the order is a topological sort of the dependency
graph, with timestamp order inside a dependency loop (613.8b). Layer 5 (colour) effects apply
by timestamp. A land's basic land types give it their intrinsic mana abilities (305.6); an effect
that *sets* a land's subtypes removes its rules-text abilities and other land types (305.7).

Abilities are numbered as SCENARIOS.md says: the card's own text in order, then the intrinsic
abilities of its basic land types (Plains, Island, Swamp, Mountain, Forest), then abilities
granted by other objects by their timestamps.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Iterable, Mapping

from model.abilities import (
    Ability,
    ActivatedAbility,
    ColorChange,
    FixedMana,
    GrantAbilities,
    ManaAbility,
    ManaEffect,
    Production,
    StaticAbility,
    TypeChange,
)
from model.cards import BASIC_LAND_TYPES
from model.costs import ActivationCost, TapSelf
from model.mana import Mana, ManaType, TypeSet
from model.selectors import Relation, Selector
from model.state import GameState, Permanent

LAND_TYPE_MANA = {"Plains": ManaType.W, "Island": ManaType.U, "Swamp": ManaType.B, "Mountain": ManaType.R, "Forest": ManaType.G}
# 205.3i: land types (basic ones and the others that can appear on lands).
NONBASIC_LAND_TYPES = frozenset(
    {"Cave", "Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Sphere", "Tower", "Town", "Urza's"}
)
LAND_TYPES = frozenset(BASIC_LAND_TYPES) | NONBASIC_LAND_TYPES


def intrinsic_ability(land_type: str) -> ManaAbility:
    """305.6: the intrinsic "{T}: Add [symbol]." of a basic land type."""
    t = LAND_TYPE_MANA[land_type]
    return ManaAbility(
        cost=ActivationCost((TapSelf(),)),
        effect=ManaEffect((Production((FixedMana(Mana.of(t)),)),)),
        text=f"{{T}}: Add {t.symbol}. ({land_type}, 305.6)",
    )


INTRINSIC = {lt: intrinsic_ability(lt) for lt in BASIC_LAND_TYPES}


@dataclass(frozen=True, slots=True)
class AbilityRef:
    """One ability of a permanent as it is now, with where it comes from.

    ``origin`` is "printed", "intrinsic" (305.6) or the id of the permanent that grants it;
    ``index`` is its number among all the permanent's abilities (SCENARIOS.md).
    """

    ability: Ability
    origin: str
    index: int

    @property
    def text(self) -> str:
        return getattr(self.ability, "text", "") or str(self.ability)


@dataclass(frozen=True, slots=True)
class View:
    """A permanent's effective characteristics (what :class:`model.selectors.Selector` reads)."""

    permanent: Permanent
    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: TypeSet
    abilities: tuple[AbilityRef, ...]
    changes: tuple[str, ...] = ()

    @property
    def id(self) -> str:
        return self.permanent.id

    @property
    def controller(self) -> str:
        return self.permanent.controller

    def mana_abilities(self) -> tuple[AbilityRef, ...]:
        return tuple(a for a in self.abilities if isinstance(a.ability, ManaAbility))

    def tap_mana_abilities(self) -> tuple[AbilityRef, ...]:
        """Mana abilities with {T} in the cost: the ones that "tap it for mana" (106.12)."""
        return tuple(a for a in self.mana_abilities() if a.ability.cost.has_tap)  # type: ignore[union-attr]

    def activated_abilities(self) -> tuple[AbilityRef, ...]:
        return tuple(a for a in self.abilities if isinstance(a.ability, (ManaAbility, ActivatedAbility)))

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.card_types

    @property
    def is_land(self) -> bool:
        return "Land" in self.card_types


@dataclass(frozen=True)
class Board:
    """Every permanent's effective view, by id, in timestamp order."""

    state: GameState
    views: Mapping[str, View]

    def view(self, pid: str) -> View:
        return self.views[pid]

    def __iter__(self):
        return iter(self.views.values())

    def select(self, selector: Selector, viewer: View) -> list[View]:
        """The permanents ``selector`` means, seen from ``viewer`` (the object holding the text)."""
        if selector.relation is Relation.SELF:
            return [viewer] if selects(selector, viewer, viewer) else []
        if selector.relation is Relation.ENCHANTED:
            target = viewer.permanent.attached_to
            if target is None or target not in self.views:
                return []
            v = self.views[target]
            return [v] if selects(selector, v, viewer) else []
        return [v for v in self._candidates(selector) if selects(selector, v, viewer)]

    def _candidates(self, selector: Selector) -> list[View]:
        """The permanents that could fit, from an index by subtype or card type (a large board
        with thousands of distinct selectors must not scan every permanent for each)."""
        index = self.__dict__.get("_index")
        if index is None:
            by: dict[tuple[str, str], list[View]] = {}
            for v in self.views.values():
                for t in v.card_types:
                    by.setdefault(("type", t), []).append(v)
                for t in v.subtypes:
                    by.setdefault(("sub", t), []).append(v)
            object.__setattr__(self, "_index", by)
            index = by
        if selector.subtypes:
            seen: dict[str, View] = {}
            for t in selector.subtypes:
                for v in index.get(("sub", t), ()):
                    seen[v.id] = v
            return sorted(seen.values(), key=lambda v: v.permanent.timestamp) if len(selector.subtypes) > 1 else list(seen.values())
        if selector.card_types:
            return min((index.get(("type", t), []) for t in selector.card_types), key=len)
        return list(self.views.values())


def selects(selector: Selector, obj: View, viewer: View) -> bool:
    """Whether ``selector`` (on ``viewer``'s text) means the permanent ``obj``."""
    rel = selector.relation
    if rel is Relation.SACRIFICED:
        # "the sacrificed land": one of the permanents its controller could sacrifice, i.e. one
        # they control that fits (118.3: you sacrifice only your own permanents).
        if obj.controller != viewer.controller:
            return False
        return selector.matches_characteristics(obj)
    return selector.matches(
        obj,
        obj_id=obj.id,
        obj_controller=obj.controller,
        viewer_id=viewer.id,
        viewer_controller=viewer.controller,
        viewer_attached_to=viewer.permanent.attached_to,
        obj_is_token=obj.permanent.is_token,
    )


@dataclass
class _Mutable:
    """Characteristics being built up layer by layer (internal to :func:`compute_board`)."""

    permanent: Permanent
    card_types: set[str]
    subtypes: set[str]
    supertypes: set[str]
    colors: TypeSet
    printed: list[Ability]
    granted: list[tuple[str, Ability]] = field(default_factory=list)
    changes: list[str] = field(default_factory=list)

    def snapshot(self, abilities: tuple[AbilityRef, ...] = ()) -> View:
        return View(
            self.permanent,
            frozenset(self.card_types),
            frozenset(self.subtypes),
            frozenset(self.supertypes),
            self.colors,
            abilities,
            tuple(self.changes),
        )


def _base(p: Permanent, colors: dict[int, TypeSet]) -> _Mutable:
    card = p.card
    c = colors.get(id(card))
    if c is None:
        c = colors[id(card)] = card.colors
    return _Mutable(
        permanent=p,
        card_types=set(card.card_types) | set(p.extra_types),
        subtypes=set(card.subtypes),
        supertypes=set(card.supertypes),
        colors=c,
        printed=list(card.abilities),
    )


def _statics(p: Permanent, abilities: Iterable[Ability]) -> list[tuple[Permanent, object]]:
    return [(p, eff) for a in abilities if isinstance(a, StaticAbility) for eff in a.effects]


def compute_board(state: GameState) -> Board:
    """Each permanent's characteristics after continuous effects, in layer order (613).

    Effects of static abilities apply in timestamp order within each layer (613.7); an effect
    that sets land types removes the land's rules-text abilities (305.7), so a static ability
    removed that way in layer 4 no longer applies in later layers (613.6 aside: effects that
    already began applying keep applying).
    """
    perms = sorted(state.permanents, key=lambda p: p.timestamp)
    colors: dict[int, TypeSet] = {}  # a card's colours, once per card (cards are shared)
    work = {p.id: _base(p, colors) for p in perms}

    # Layer 4: type-changing effects (305.7).
    type_effects = [(src, e) for src, e in _statics_all(perms, work) if isinstance(e, TypeChange)]
    started: set[int] = set()
    for i, (src, eff) in enumerate(type_effects):
        if not _has_printed(work[src.id], eff):
            continue
        started.add(i)
        viewer = work[src.id].snapshot()
        for m in work.values():
            if not _selects_mutable(eff.affected, m, viewer):
                continue
            if eff.adding:
                m.subtypes |= eff.subtypes
            else:
                m.subtypes = {s for s in m.subtypes if s not in LAND_TYPES} | set(eff.subtypes)
                m.printed = []  # 305.7: loses all abilities generated from its rules text
            m.changes.append(f"{src.id}: {eff.text or 'type change'} (layer 4)")

    # Layer 5: colour-changing effects.
    for src, eff in _statics_all(perms, work):
        if isinstance(eff, ColorChange):
            viewer = work[src.id].snapshot()
            for m in work.values():
                if _selects_mutable(eff.affected, m, viewer):
                    m.colors = eff.colors
                    m.changes.append(f"{src.id}: {eff.text or 'colour change'} (layer 5)")

    # Layer 6: ability-adding effects, by timestamp.
    for src, eff in _statics_all(perms, work):
        if isinstance(eff, GrantAbilities):
            viewer = work[src.id].snapshot()
            for m in work.values():
                if _selects_mutable(eff.affected, m, viewer):
                    m.granted.extend((src.id, a) for a in eff.abilities)
                    m.changes.append(f"{src.id}: {eff.text or 'grants abilities'} (layer 6)")

    views: dict[str, View] = {}
    for pid, m in work.items():
        refs: list[AbilityRef] = []
        for a in m.printed:
            refs.append(AbilityRef(a, "printed", len(refs)))
        if "Land" in m.card_types:
            for lt in BASIC_LAND_TYPES:
                if lt in m.subtypes:
                    refs.append(AbilityRef(INTRINSIC[lt], "intrinsic", len(refs)))
        for origin, a in m.granted:
            refs.append(AbilityRef(a, origin, len(refs)))
        views[pid] = m.snapshot(tuple(refs))
    return Board(state, views)


def _statics_all(perms: list[Permanent], work: Mapping[str, _Mutable]) -> list[tuple[Permanent, object]]:
    """Static effects of the permanents as they are now (abilities removed by 305.7 no longer count)."""
    out: list[tuple[Permanent, object]] = []
    for p in perms:
        out.extend(_statics(p, work[p.id].printed))
    return out


def _has_printed(m: _Mutable, eff: object) -> bool:
    return any(isinstance(a, StaticAbility) and eff in a.effects for a in m.printed)


def _selects_mutable(selector: Selector, m: _Mutable, viewer: View) -> bool:
    return selects(selector, m.snapshot(), viewer)
