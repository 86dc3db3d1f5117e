"""A permanent as it is now: its effective characteristics (:class:`View`), its numbered
abilities (:class:`AbilityRef`), and the whole board (:class:`Board`), with selection of the
permanents a selector means.

Values only: :mod:`.layers` computes them (305.6, 305.7, 613); nothing here calls up into the
mana room. A selector about what a permanent could produce ("a land that could produce {C}",
106.7) reads the board's ``could_produce`` lookup, which the mana room attaches
(:meth:`Board.with_could_produce`).
"""

from __future__ import annotations

from dataclasses import field, replace
from typing import Callable, Generic, Iterable, Iterator, Mapping, TypeGuard, TypeVar

from ...model.abilities import Ability, ActivatedAbility, ActivationProhibition, CantActivate, Keyword, LoyaltyRule, ManaAbility, PaymentProhibition, TriggeredAbility
from ...model.costs import ActivationCost
from ...model.errors import QueryError
from ...model.mana import TypeSet
from ...model.selectors import ObjectState, Relation, Selector, Who
from ...model.state import GameState, Permanent
from ...model.vocabulary import EVERY_CREATURE_TYPE
from .steps import EffectStep
from ...model.values import dataclass

A = TypeVar("A", bound=Ability, covariant=True)


@dataclass(frozen=True, slots=True)
class AbilityRef(Generic[A]):
    """One ability of a permanent as it is now, with where it comes from.

    ``origin`` is "printed", "intrinsic" (305.6) or the id of the permanent that grants it;
    ``index`` is its number among all the permanent's abilities (SCENARIOS.md).
    """

    ability: A
    origin: str
    index: int

    @property
    def text(self) -> str:
        return getattr(self.ability, "text", "") or str(self.ability)


def is_mana_ability(ref: AbilityRef[Ability]) -> TypeGuard[AbilityRef[ManaAbility]]:
    """Whether the ability a reference holds is a mana ability (605.1)."""
    return isinstance(ref.ability, ManaAbility)


def is_activated(ref: AbilityRef[Ability]) -> TypeGuard[AbilityRef[ManaAbility | ActivatedAbility]]:
    """Whether the ability a reference holds is an activated ability (602.1; mana abilities too)."""
    return isinstance(ref.ability, (ManaAbility, ActivatedAbility))


@dataclass(frozen=True, slots=True)
class View:
    """A permanent's effective characteristics (what :class:`model.selectors.Selector` reads).

    ``changes`` (text) and ``steps`` (:class:`EffectStep`) are the continuous effects that
    changed it, in the order they applied. ``base_pt`` is the base power and toughness an effect
    set (613.4b), None for the printed values; ``bonus`` what effects add to them (613.4c).
    """

    permanent: Permanent
    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: TypeSet
    abilities: tuple[AbilityRef[Ability], ...]
    changes: tuple[str, ...] = ()
    steps: tuple[EffectStep, ...] = ()
    base_pt: tuple[int, int] | None = None
    bonus: tuple[int, int] = (0, 0)
    switched: bool = False  # pt10: layer 7d (613.4d)
    pt_problem: str | None = field(default=None, compare=False)  # pt10: why its power can't be known

    @property
    def id(self) -> str:
        return self.permanent.id

    @property
    def controller(self) -> str:
        return self.permanent.controller

    def mana_abilities(self) -> tuple[AbilityRef[ManaAbility], ...]:
        return tuple(a for a in self.abilities if is_mana_ability(a))

    def producing_abilities(self, triggered: bool) -> tuple[AbilityRef[ManaAbility], ...]:
        """The abilities whose mana 106.7 weighs for what this permanent "could produce": its mana
        abilities and, when ``triggered``, each triggered ability whose effect only adds mana
        (:attr:`TriggeredAbility.adds <manasolve.model.abilities.TriggeredAbility.adds>`) and each
        activated ability that adds mana but is no mana ability (605.1a: it targets, Deathrite
        Shaman; a loyalty ability), as a mana ability with no cost (106.7 ignores costs) under the
        same number. audit39: a mana ability whose cost moves or shows this card from another zone
        ("Exile this card from your hand", "... from your graveyard") functions only in that zone
        (113.6m): on the battlefield it produces nothing, so 106.7 does not weigh it."""
        refs = tuple(a for a in self.mana_abilities() if not a.ability.cost.functions_off_battlefield)
        if not triggered:
            return refs
        extra = tuple(
            AbilityRef(ManaAbility(ActivationCost(()), a.ability.adds, text=a.ability.text), a.origin, a.index)
            for a in self.abilities
            if isinstance(a.ability, (TriggeredAbility, ActivatedAbility)) and a.ability.adds is not None
        )
        return refs + extra if extra else refs

    def tap_mana_abilities(self) -> tuple[AbilityRef[ManaAbility], ...]:
        """Mana abilities with {T} in the cost: the ones that "tap it for mana" (106.12)."""
        return tuple(a for a in self.mana_abilities() if a.ability.cost.has_tap)

    def activated_abilities(self) -> tuple[AbilityRef[ManaAbility | ActivatedAbility], ...]:
        return tuple(a for a in self.abilities if is_activated(a))

    @property
    def is_creature(self) -> bool:
        return "Creature" in self.card_types

    @property
    def is_land(self) -> bool:
        return "Land" in self.card_types

    @property
    def power(self) -> int:
        """Its power now: base (printed, defined in layer 7a or set in 7b) with the changes of
        layer 7c and +1/+1 and -1/-1 counters (613.4c), switched with its toughness in 7d.

        Raises
        ------
        QueryError
            When an effect of layer 7 on it needs what the scenario does not give (``pt_problem``:
            an amount it counts, the number a resolved ability fixed): only a question that reads
            power fails (208.1).
        """
        self._check_pt()
        if self.switched:  # 613.4d
            return toughness_of(self.permanent, self.base_pt) + self.bonus[1]
        return power_of(self.permanent, self.base_pt) + self.bonus[0]

    @property
    def toughness(self) -> int:
        """Its toughness now, as :attr:`power`."""
        self._check_pt()
        if self.switched:  # 613.4d
            return power_of(self.permanent, self.base_pt) + self.bonus[0]
        return toughness_of(self.permanent, self.base_pt) + self.bonus[1]

    def _check_pt(self) -> None:
        if self.pt_problem is not None:
            raise QueryError(self.pt_problem)


def _stat(printed: str | None, p: Permanent) -> int:
    base = int(printed) if printed and printed.lstrip("-").isdigit() else 0
    return base + p.counter("+1/+1") - p.counter("-1/-1")


def power_of(p: Permanent, base_pt: tuple[int, int] | None = None) -> int:
    """A permanent's power: printed (or the base an effect set, 613.4b), with +1/+1 and -1/-1
    counters (122.1a, 613.4c)."""
    return _stat(p.card.power if base_pt is None else str(base_pt[0]), p)


def toughness_of(p: Permanent, base_pt: tuple[int, int] | None = None) -> int:
    """A permanent's toughness: printed (or the base an effect set, 613.4b), with counters."""
    return _stat(p.card.toughness if base_pt is None else str(base_pt[1]), p)


def status_of(p: Permanent, abilities: Iterable[Ability] | None = None, base_pt: tuple[int, int] | None = None) -> ObjectState:
    """The status of a permanent (its keywords from ``abilities``, its own text by default, and
    the scenario's ``haste``)."""
    abilities = p.card.abilities if abilities is None else abilities
    keywords = {a.name.lower() for a in abilities if isinstance(a, Keyword)}
    if p.haste:
        keywords.add("haste")
    return ObjectState(
        name=p.card.name,
        tapped=p.tapped,
        power=power_of(p, base_pt),
        toughness=toughness_of(p, base_pt),
        keywords=frozenset(keywords),
        counters=p.counters,
        exiled_names=frozenset(c.name for c in p.exiled),
        chosen_color=p.chosen_color,
        chosen_type=p.chosen_type,
        chosen_name=p.chosen_name,
        attacking=p.attacking,  # 506.4 (the scenario's loader: false outside combat)
        blocking=p.blocking,  # 509.1
        mana_value=p.card.mana_value(),  # 202.3; 202.3e: X is 0 on the battlefield
        # manatail14: the scenario's entered_this_turn; not given, a permanent that is not summoning
        # sick has been under its controller's control since the turn began (302.6)
        entered_this_turn=p.entered_this_turn if p.entered_this_turn is not None else (False if not p.summoning_sick else None),
        commander=p.commander,  # grants14: 903.3
        owner=p.owner or p.controller,  # grants14: 108.3
        controller=p.controller,
        face_down=p.face_down,  # grants14: 708.2
        token=p.is_token,  # audit33: 111.1
    )


def view_status(v: View, board: Board | None = None) -> ObjectState:
    """The status of a permanent as it is now (granted keywords included); with ``board``, also
    the types it could produce (106.7), from the board's ``could_produce`` lookup."""
    st = status_of(v.permanent, [a.ability for a in v.abilities], v.base_pt)
    if v.switched or v.bonus != (0, 0) or v.pt_problem is not None:  # pt10: layers 7c-7d (613.4)
        st = replace(st, power=v.power, toughness=v.toughness)
    if board is not None:
        st = replace(st, could_produce=board.could_produce_mask(v.id))
    return st


CouldProduceLookup = Callable[[str], int]
"""What a permanent (by id) could produce now (106.7), as a bit mask over WUBRGC."""


@dataclass(frozen=True)
class Board:
    """Every permanent's effective view, by id, in timestamp order; ``steps`` is the order in
    which the continuous effects applied (613), with the reasons.

    The rule-modifying effects in force (613.11), which activation consults: ``as_though_haste``
    maps a permanent to the sources that let it {T} "as though it had haste" (302.6), and
    ``cant_activate`` a permanent to the (source, effect) pairs that forbid activating its
    abilities (602.5)."""

    state: GameState
    views: Mapping[str, View]
    steps: tuple[EffectStep, ...] = ()
    as_though_haste: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    cant_activate: Mapping[str, tuple[tuple[str, CantActivate], ...]] = field(default_factory=dict)
    # activation13: the prohibitions of who may activate what ("your opponents can't ... activate
    # abilities of artifacts, creatures, or enchantments", 602.5), with their sources' ids
    activation_prohibitions: tuple[tuple[str, ActivationProhibition], ...] = ()
    # bans19: what players can't pay to cast spells or activate abilities (118.3: Yasharn, Platinum
    # Emperion), and the permanents that can't be sacrificed (701.21a) with the ids of the sources
    payment_prohibitions: tuple[tuple[str, str, PaymentProhibition], ...] = ()  # (source, its controller, effect)
    unsacrificable: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    # s13: "as though they didn't have hexproof" (Detection Tower; 702.11b): per permanent, the
    # players whose spells and abilities may target it so; and the players whose may so target
    # their opponents
    hexproof_ignored: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    players_hexproof_ignored: tuple[str, ...] = ()
    # audit24: the effects that change 606.3 for a planeswalker's loyalty abilities (Oath of Teferi,
    # The Chain Veil, Teferi, Master of Time), with their sources' ids, per planeswalker
    loyalty_rules: Mapping[str, tuple[tuple[str, LoyaltyRule], ...]] = field(default_factory=dict)
    could_produce: CouldProduceLookup | None = field(default=None, compare=False, repr=False)

    def view(self, pid: str) -> View:
        return self.views[pid]

    def with_could_produce(self, lookup: CouldProduceLookup) -> Board:
        """The same board, able to answer selectors about what a permanent could produce ("a land
        that could produce {C}": Break the Ice, Obsidian Charmaw). The mana room attaches the
        lookup; the board itself never computes it."""
        return replace(self, could_produce=lookup)

    def could_produce_mask(self, pid: str) -> int:
        """What ``pid`` could produce now (106.7), as a bit mask, from the attached lookup."""
        if self.could_produce is None:
            raise LookupError("this board has no could-produce lookup (Board.with_could_produce)")
        return self.could_produce(pid)

    def __iter__(self) -> Iterator[View]:
        return iter(self.views.values())

    def select(self, selector: Selector, viewer: View) -> list[View]:
        """The permanents ``selector`` means, seen from ``viewer`` (the object holding the text)."""
        if selector.relation is Relation.SELF:
            return [viewer] if selects(selector, viewer, viewer) else []
        if selector.relation in (Relation.ENCHANTED, Relation.EQUIPPED):
            target = viewer.permanent.attached_to
            if target is None or target not in self.views:
                return []
            v = self.views[target]
            return [v] if selects(selector, v, viewer) else []
        if selector.relation is Relation.NONE and not selector.needs_state and selector.token is None:
            # the common case ("a land you control"): only types and controller to judge
            who, mine, fits = selector.who, viewer.permanent.controller, selector.matches_characteristics
            candidates = self._candidates(selector)
            if selector.one_card_type:  # the candidates are the permanents of that type: all fit
                if who is Who.YOU:
                    return [v for v in candidates if v.permanent.controller == mine]
                if who is Who.OPPONENT:
                    return [v for v in candidates if v.permanent.controller != mine]
                if who is Who.ENCHANTED_PLAYER:  # audit20: 303.4
                    return [v for v in candidates if v.permanent.controller == viewer.permanent.attached_to]
                return list(candidates)
            if who is Who.YOU:
                return [v for v in candidates if v.permanent.controller == mine and fits(v)]
            if who is Who.OPPONENT:
                return [v for v in candidates if v.permanent.controller != mine and fits(v)]
            if who is Who.ENCHANTED_PLAYER:  # audit20: 303.4
                return [v for v in candidates if v.permanent.controller == viewer.permanent.attached_to and fits(v)]
            return [v for v in candidates if fits(v)]
        return [v for v in self._candidates(selector) if selects(selector, v, viewer, self)]

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
        if selector.either or (selector.subtypes and ("sub", EVERY_CREATURE_TYPE) in index):
            return list(self.views.values())  # 205.3m: an object with every creature type is an Elf too
        if selector.subtypes:
            if len(selector.subtypes) == 1:
                (t,) = selector.subtypes
                return index.get(("sub", t), [])
            seen: dict[str, View] = {}
            for t in selector.subtypes:
                for v in index.get(("sub", t), ()):
                    seen[v.id] = v
            return sorted(seen.values(), key=lambda v: v.permanent.timestamp) if len(selector.subtypes) > 1 else list(seen.values())
        if selector.card_types:
            return min((index.get(("type", t), []) for t in selector.card_types), key=len)
        return list(self.views.values())


def selects(selector: Selector, obj: View, viewer: View, board: Board | None = None) -> bool:
    """Whether ``selector`` (on ``viewer``'s text) means the permanent ``obj``. A selector about
    the permanent's status ("a tapped land", "with defender", "named ~") reads it now; one about
    what it could produce needs the ``board``."""
    rel = selector.relation
    need_board = board if selector.needs_could_produce else None
    state = view_status(obj, need_board) if selector.needs_state else None
    viewer_state = view_status(viewer) if selector.needs_state else None
    if rel is Relation.SACRIFICED:
        # "the sacrificed land": one of the permanents its controller could sacrifice, i.e. one
        # they control that fits (118.3: you sacrifice only your own permanents).
        if obj.controller != viewer.controller:
            return False
        return selector.matches_characteristics(obj, state, viewer_state)
    return selector.matches(
        obj,
        obj_id=obj.id,
        obj_controller=obj.controller,
        viewer_id=viewer.id,
        viewer_controller=viewer.controller,
        viewer_attached_to=viewer.permanent.attached_to,
        obj_is_token=obj.permanent.is_token,
        viewer_paired_with=viewer.permanent.paired_with,  # refs15: 702.95b
        state=state,
        viewer_state=viewer_state,
    )


