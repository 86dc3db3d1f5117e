"""What the rules say about one spell and one board before any choice is made: the spell's
casting profile (its costs, kicker, prototype, targets, entering counters), the permissions its
caster has to cast it (601.3, 118.9), timing (117.1a), legal targets (115, 601.2c) and the cost
increases and reductions in force (601.2f).

Pure functions of a :class:`~model.cards.Card`, a :class:`~solver.layers.Board` and the caster.
The choices themselves are the constraint problem of :mod:`solver.cast_csp`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...model.abilities import (
    AdditionalCost,
    AlternativeCost,
    CastPermission,
    Const,
    CostModifier,
    CountOf,
    Enchant,
    EntersWithCounters,
    Flash,
    Hexproof,
    Kicker,
    Multikicker,
    OtherSpellsCast,
    Protection,
    Prototype,
    Shroud,
    SpellAbility,
    SpellFilter,
    StaticAbility,
    TargetsBeyondFirst,
    TargetSpec,
    Zone,
)
from ...model.cards import Card
from ...model.costs import ManaCost, SymbolKind
from ...model.mana import TypeSet
from ...model.selectors import Selector, Who
from ...model.state import GameState, Phase
from ..board.layers import Board, View, view_status

# "any target" is a creature, a player, a planeswalker or a battle (115.4).
ANY_TARGET_TYPES = frozenset({"Creature", "Planeswalker", "Battle"})

_TYPE_RULES = {"Artifact": "301.1", "Creature": "302.1", "Enchantment": "303.1", "Planeswalker": "306.1", "Battle": "310.1", "Sorcery": "307.1"}


@dataclass(frozen=True, slots=True)
class Alternative:
    """An alternative cost the card offers (118.9): its keyword name, cost and rule."""

    name: str
    cost: ManaCost
    rule: str


@dataclass(frozen=True)
class SpellProfile:
    """Everything about a card that casting it can choose or must pay (601.2b-f)."""

    card: Card
    prototype: ManaCost | None
    alternatives: tuple[Alternative, ...]
    kickers: tuple[ManaCost, ...]
    multikicker: ManaCost | None
    additional: tuple[AdditionalCost, ...]
    own_modifiers: tuple[CostModifier, ...]
    targets: tuple[TargetSpec, ...]
    entering: tuple[EntersWithCounters, ...]
    flash: bool

    @classmethod
    def of(cls, card: Card) -> "SpellProfile":
        """Read the casting-relevant abilities of ``card`` (its own text: a spell in hand or on
        top of a library has no abilities granted by permanents)."""
        prototype = None
        alternatives: list[Alternative] = []
        kickers: list[ManaCost] = []
        multikicker = None
        additional: list[AdditionalCost] = []
        modifiers: list[CostModifier] = []
        targets: list[TargetSpec] = []
        entering: list[EntersWithCounters] = []
        flash = False
        for a in card.abilities:
            if isinstance(a, Prototype):
                prototype = a.cost
            elif isinstance(a, AlternativeCost):  # 118.9; prototype is not one (718.3)
                alternatives.append(Alternative(a.name.lower(), a.cost, a.rule))
            elif isinstance(a, Kicker):
                kickers.append(a.cost)
            elif isinstance(a, Multikicker):
                multikicker = a.cost
            elif isinstance(a, Flash):
                flash = True
            elif isinstance(a, Enchant) and "Aura" in card.subtypes:  # 303.4a
                targets.extend(a.targets)
            elif isinstance(a, StaticAbility):
                for e in a.effects:
                    if isinstance(e, AdditionalCost):
                        additional.append(e)
                    elif isinstance(e, CostModifier) and e.spells.self_only:
                        modifiers.append(e)
                    elif isinstance(e, EntersWithCounters):
                        entering.append(e)
            elif isinstance(a, SpellAbility):
                targets.extend(a.targets)
        return cls(
            card, prototype, tuple(alternatives), tuple(kickers), multikicker, tuple(additional),
            tuple(modifiers), tuple(targets), tuple(entering), flash,
        )

    @property
    def is_land(self) -> bool:
        return "Land" in self.card.card_types

    @property
    def instant_speed(self) -> bool:
        """117.1a: an instant, or a spell with flash (702.8a), may be cast any time its caster has
        priority."""
        return "Instant" in self.card.card_types or self.flash

    def alternative(self, name: str) -> Alternative | None:
        return next((a for a in self.alternatives if a.name == name.lower()), None)

    def x_symbols(self, cost: ManaCost) -> int:
        return sum(1 for s in cost.symbols if s.kind is SymbolKind.X)

    @property
    def any_x(self) -> bool:
        """Whether any cost the spell can be cast for has {X} (107.3a)."""
        return self.card.mana_cost.has_x or any(a.cost.has_x for a in self.alternatives) or bool(self.prototype and self.prototype.has_x)

    @property
    def variable_targets(self) -> bool:
        """Whether the number of targets is a choice (601.2c: "any number of targets")."""
        return any(t.minimum != t.maximum for t in self.targets)

    def colors(self, prototyped: bool) -> TypeSet:
        """202.2; 718.3b: a prototyped spell has the colours of its prototype mana cost."""
        if prototyped and self.prototype is not None:
            return TypeSet.of(self.prototype.colors)
        return self.card.colors


# --- permissions (601.3, 118.9) ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Permission:
    """One permission the caster has to cast the spell: the rules' own (from hand), or an ability of
    a permanent (One with the Multiverse's two). ``refusals`` are the reasons it can't be used for
    this spell now, each with its rule."""

    var: str
    source: str | None
    free: bool
    text: str
    rule: str
    refusals: tuple[tuple[str, str], ...] = ()


def spell_matches(f: SpellFilter, card: Card, colors: TypeSet, caster: str, controller: str) -> bool:
    """Whether a spell fits ``f`` (on an object controlled by ``controller``)."""
    if f.self_only:
        return False
    if not f.card_types <= card.card_types or f.excluded_types & card.card_types:
        return False
    if f.colors and not (f.colors & colors):
        return False
    if f.caster is Who.YOU and caster != controller:
        return False
    if f.caster is Who.OPPONENT and caster == controller:
        return False
    return True


def permissions(board: Board, profile: SpellProfile, caster: str, zone: Zone) -> list[Permission]:
    """Every permission that could let ``caster`` cast the spell from ``zone``, with the reasons
    that keep each from being usable now."""
    state = board.state
    name = profile.card.name
    out = [
        Permission(
            "perm:hand",
            None,
            False,
            "a player may cast a spell from their hand",
            "601.3, 117.1",
            () if zone is Zone.HAND else (("a card on top of a library can be cast only with an effect that permits it", "601.3"),),
        )
    ]
    for view in board:
        if view.controller != caster:
            continue
        for ref in view.abilities:
            if not isinstance(ref.ability, StaticAbility):
                continue
            for k, eff in enumerate(ref.ability.effects):
                if not isinstance(eff, CastPermission):
                    continue
                refusals: list[tuple[str, str]] = []
                if zone not in eff.zones:
                    where = " or ".join("the top of your library" if z is Zone.LIBRARY_TOP else f"your {z.value}" for z in eff.zones)
                    refusals.append((f"{view.id}'s permission is to cast spells from {where}, not from the {zone_words(zone)}", "601.3"))
                if not spell_matches(eff.spells, profile.card, profile.card.colors, caster, view.controller):
                    refusals.append((f"{view.id}'s permission is for {eff.spells}, and {name} is not one", "601.3"))
                if eff.your_turns_only and state.active != caster:
                    refusals.append(
                        (f"{view.id}'s permission works only during each of {possessive(caster)} turns, and it is {possessive(state.active)} turn",
                         "One with the Multiverse: 'once during each of your turns'")
                    )
                if eff.once_each_turn and view.permanent.used_this_turn:
                    refusals.append(
                        (f"{view.id}'s once-each-turn permission was already used this turn (each One with the Multiverse "
                         "gives one, tracked per object)", "One with the Multiverse rulings")
                    )
                out.append(
                    Permission(
                        f"perm:{view.id}:{ref.index}:{k}",
                        view.id,
                        eff.without_paying_mana_cost,
                        eff.text or str(eff),
                        "118.9, 601.3" if eff.without_paying_mana_cost else "601.3",
                        tuple(refusals),
                    )
                )
    return out


def zone_words(zone: Zone) -> str:
    return "top of the library" if zone is Zone.LIBRARY_TOP else zone.value


def possessive(player: str) -> str:
    """"your" for the player called "you" (the scenarios' convention), else "NAME's"."""
    return "your" if player == "you" else f"{player}'s"


def in_zone(state: GameState, player: str, name: str, zone: Zone) -> bool:
    """Whether ``player`` has a card named ``name`` in ``zone`` (hand, or on top of their library)."""
    low = name.lower()
    if zone is Zone.HAND:
        return any(c.name.lower() == low for c in state.hand.get(player, ()))
    if zone is Zone.LIBRARY_TOP:
        top = state.library_top.get(player)
        return top is not None and top.name.lower() == low
    return False


# --- timing (117.1a) --------------------------------------------------------------------------


def timing_refusal(state: GameState, caster: str, profile: SpellProfile) -> tuple[str, str] | None:
    """Why the spell can't be cast at this moment, or None. 117.1a: an instant (or a spell with
    flash) any time its caster has priority; any other spell in its caster's main phase, on their
    turn, while the stack is empty. No player gets priority in the untap step (502.4)."""
    card = profile.card
    if state.phase is Phase.UNTAP:
        return ("no player receives priority during the untap step, so no spell can be cast then", "502.4")
    if profile.instant_speed:
        return None
    kind = next((t for t in ("Sorcery", "Creature", "Artifact", "Enchantment", "Planeswalker", "Battle") if t in card.card_types), "")
    rule = "117.1a" + (f", {_TYPE_RULES[kind]}" if kind in _TYPE_RULES else "")
    what = "a sorcery" if kind == "Sorcery" else f"a{'n' if kind[:1] in 'AEIOU' else ''} {kind.lower()} spell" if kind else "this spell"
    if state.active != caster:
        return (f"{card.name} is {what} without flash: it can be cast only during its caster's own turn, and it is {possessive(state.active)} turn", rule)
    if not state.phase.is_main:
        return (f"{card.name} is {what} without flash: it can be cast only in a main phase, not in {state.phase.value}", rule)
    if not state.stack_empty:
        return (f"{card.name} is {what} without flash: it can be cast only while the stack is empty", rule)
    return None


# --- targets (115, 601.2c) --------------------------------------------------------------------


def targetable(view: View, caster: str, colors: TypeSet) -> bool:
    """Whether a spell of ``colors`` cast by ``caster`` can target this permanent: shroud
    (702.18), hexproof against opponents (702.11), protection from a quality of the spell (702.16)."""
    abilities = [a.ability for a in view.abilities]
    if any(isinstance(a, Shroud) for a in abilities):
        return False
    if view.controller != caster and any(isinstance(a, Hexproof) and a.from_quality is None for a in abilities):
        return False
    names = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    for q in (a.quality.lower() for a in abilities if isinstance(a, Protection)):
        if q == "everything":
            return False
        if q == "multicolored" and len(colors) >= 2:
            return False
        if q == "monocolored" and len(colors) == 1:
            return False
        if q in names and TypeSet.parse(names[q]).mask & colors.mask:
            return False
    return True


def legal_target_count(board: Board, spec: TargetSpec, caster: str, colors: TypeSet) -> int:
    """How many distinct objects and players ``spec`` could target now (601.2c)."""
    n = len(board.state.players) if spec.players else 0
    for v in board:
        if spec.any_target:
            fits = bool(v.card_types & ANY_TARGET_TYPES)
        elif spec.what is not None:
            fits = _selects(spec.what, v, caster, board=board)
        else:
            fits = False
        if fits and targetable(v, caster, colors):
            n += 1
    return n


def _selects(sel: Selector, v: View, viewer_controller: str, viewer_id: str = "", board: Board | None = None) -> bool:
    """Whether ``sel`` (on the text of a spell or of ``viewer_id``) means ``v``; what ``v`` could
    produce is read from ``board`` when asked ("a land that could produce {C}", 106.7)."""
    state = view_status(v, board if sel.needs_could_produce else None) if sel.needs_state else None
    return sel.matches(
        v, obj_id=v.id, obj_controller=v.controller, viewer_id=viewer_id, viewer_controller=viewer_controller,
        obj_is_token=v.permanent.is_token, state=state,
    )


def candidates(board: Board, sel: Selector, caster: str) -> list[str]:
    """The permanents ``caster`` controls that fit ``sel`` (what they could sacrifice or tap for a
    cost: only their own, 701.21a), in timestamp order."""
    return [
        v.id
        for v in board
        if v.controller == caster
        and sel.matches_characteristics(v, view_status(v) if sel.needs_state else None)
        and (sel.token is None or sel.token == v.permanent.is_token)
    ]


# --- cost increases and reductions (601.2f, 118.7) --------------------------------------------


@dataclass(frozen=True, slots=True)
class Modifier:
    """A cost increase or reduction that applies to this spell: its source, the effect, and how
    many times it applies given the number of targets (None: a count fixed by the board)."""

    source: str
    effect: CostModifier
    fixed_times: int | None

    def times(self, targets: int) -> int:
        if self.fixed_times is not None:
            return self.fixed_times
        return max(0, targets - 1)  # TargetsBeyondFirst


def modifiers(board: Board, profile: SpellProfile, caster: str, prototyped: bool) -> list[Modifier]:
    """The cost modifiers that apply to the spell (its own, and those of permanents on the
    battlefield whose spells-filter fits it)."""
    state = board.state
    colors = profile.colors(prototyped)
    out: list[Modifier] = []

    def count(per: object, viewer_controller: str, viewer_id: str) -> int | None:
        if isinstance(per, Const):
            return per.n
        if isinstance(per, CountOf):
            return sum(1 for v in board if _selects(per.what, v, viewer_controller, viewer_id, board))
        if isinstance(per, OtherSpellsCast):
            return state.spells_cast_by(caster)
        if isinstance(per, TargetsBeyondFirst):
            return None
        return 0

    for m in profile.own_modifiers:
        out.append(Modifier(profile.card.name, m, count(m.per, caster, "")))
    for view in board:
        for ref in view.abilities:
            if not isinstance(ref.ability, StaticAbility):
                continue
            for e in ref.ability.effects:
                if isinstance(e, CostModifier) and spell_matches(e.spells, profile.card, colors, caster, view.controller):
                    out.append(Modifier(view.id, e, count(e.per, view.controller, view.id)))
    return out


def describe_modifier(m: Modifier, n: int) -> str:
    return f"{m.source}: {m.effect.text or m.effect} (×{n})"

