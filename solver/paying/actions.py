"""A player's mana abilities as actions of a plan (605, 106.12, 118, 601.2g-h).

One :class:`ManaAction` is one mana ability that the player may activate now, or later in the same
plan once something has changed (a permanent tapped by an earlier activation, counters removed,
life paid, permanents sacrificed): what its activation consumes (its {T}, its {Q}, the permanent
itself, counters, life, other permanents to sacrifice, tap or exile, the card in hand), the mana
its cost asks for (paid with mana made by earlier activations of the same plan, 601.2g-h and
605.3a: to any depth), and every mana it can add.

:func:`player_mana` gathers them into a :class:`PlayerMana`, the one model that both searches
read: the forward search of every pool the player can have (:mod:`.available`) and the payment
search of one cost (:mod:`.affordable`, used by ``can_pay``, ``cast`` and ``can_activate``).

It also sorts the player's objects in two: *simple* ones, whose activations need nothing from any
other activation and that no other activation wants (a basic land, a Birds of Paradise, a pain
land, a Lotus Petal that nothing else could sacrifice), and the others. A simple object's
activations commute with everything, so a plan may make them first: the searches fold their
contributions once instead of trying them in every order. When sacrificing or exiling a
permanent could change what other abilities add (it holds a replacement effect, a triggered mana
ability or a continuous effect), every object is searched in every order, with the board as it is
after each removal (:meth:`PlayerMana.resolver_without`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Callable, Collection, Iterable, Iterator, Sequence

from ...model.abilities import ActivationLimit  # audit18
from ...model.abilities import TapForManaPermission  # manatail18
from ...model.abilities import (
    ActivatedAbility,
    SpendRestriction,
    TriggeredManaAbility,  # s13
    SpendingRule,
    ChosenColor,
    ChosenMana,
    Const,
    CouldProduce,
    FixedMana,
    FixedTypes,
    Keyword,
    ManaAbility,
    SpellAbility,
    SpellManaSources,
    InertAbility,
)
from ...model.cards import Card
from ...model.errors import QueryError
from ...model.costs import (
    ActivationCost,
    CollectEvidence,  # s15
    ExertSelf,  # s15
    Forage,  # s15
    ExileFromGraveyard,  # s14
    ExileMaterials,
    ExileOther,
    ExileSelfFromHand,
    SelfFromZone,
    RemoveCountersFrom,
    GraveyardCards,  # s14
    ManaCost,
    MillCards,  # s15
    DiscardFromHand,
    OtherCost,
    SelfLeaves,  # audit24
    PayEnergy,
    PutCountersOnSelf,
    PayLife,
    PayMana,
    RemoveCounters,
    Sacrifice,
    TapOther,
    TapSelf,
    UntapOther,
    UntapSelf,
)
from ...model.mana import Mana, TypeSet
from ...model.selectors import Relation, Selector, Who
from ...model.state import GameState, Permanent
from ..board.views import AbilityRef, Board, View, selects, view_status
from ..board.bans import as_life_payable, life_payable_colors, payable_life, sacrifice_ban  # bans19; audit28
from ..board.counts import graveyard_cards, library_cards  # s14, s15
from ..mana.amounts import fix_x, x_candidates  # s15
from ..words import does, possessive  # s14
from ..mana.events import events
from .ability_costs import ability_cost_effects, changed_cost, changed_life
from ..mana.resolver import Resolver
from ..mana.triggers import add_triggered_mana_kept
from ..results import Witness
from .legality import check_conditions, check_costs, judged_for_another_player, limit_times
from .spending import activation_spending_rules, for_source, spending_rules, spending_types

__all__ = ["LEAVES_FOR_COST", "TAPPED_FOR_COST", "paid_with", "paying_order", "ManaAction", "Obj", "Outcome", "PlayerMana", "player_mana"]


@dataclass(frozen=True, slots=True)
class Outcome:
    """One result of an activation: the ability's own mana (``mana``, carrying the ability's
    spending restriction, if any), the mana triggered mana abilities added with it (``extra``,
    106.12a: theirs, never restricted by the ability's text), and how it came about. s13:
    ``kept`` is the mana of triggers with a spending restriction of their own, by its tag (106.6:
    Snowfall's "Spend this mana only to pay cumulative upkeep costs."): it is in the pools
    (``vector``) under that restriction, and no payment spends it, as no query pays what such a
    restriction allows."""

    mana: Mana
    extra: Mana
    witness: Witness
    total: Mana = field(default=Mana(), compare=False)
    vectors: dict[tuple[int, int], tuple[int, ...]] = field(default_factory=dict, compare=False, repr=False)
    kept: tuple[tuple[int, Mana], ...] = ()

    def __post_init__(self) -> None:
        total = self.mana + self.extra
        for _tag, m in self.kept:
            total = total + m
        object.__setattr__(self, "total", total)

    def vector(self, tag: int, tags: int) -> tuple[int, ...]:
        """As a pool: the ability's mana under its restriction ``tag``, the triggered mana
        unrestricted, ``tags`` blocks of six counts."""
        hit = self.vectors.get((tag, tags))
        if hit is None:
            out = [0] * (6 * tags)
            for t in range(6):
                out[tag * 6 + t] += self.mana.counts[t]
                out[t] += self.extra.counts[t]
                for kept_tag, m in self.kept:
                    out[kept_tag * 6 + t] += m.counts[t]
            hit = self.vectors[(tag, tags)] = tuple(out)
        return hit


@dataclass(frozen=True, slots=True)
class Obj:
    """An object whose state a plan changes: a permanent (tapped or not, on the battlefield or
    not, its counters), or one that is no permanent (``off_board``): a card in hand (still there
    or not), or a spell that resolved this turn whose effect lets its caster add mana (Channel)."""

    id: str
    controller: str
    tapped: bool
    off_board: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    snow: bool = False


@dataclass(frozen=True)
class ManaAction:
    """One mana ability of one object, as a step of a plan.

    ``taps``/``untaps``: {T}/{Q} in its cost (107.5, 107.6); ``sac_self``: it sacrifices its own
    permanent; ``exile_hand``: it exiles its card from the hand (Elvish Spirit Guide);
    ``counters``: (kind, n) counters removed from its permanent, n None for "X" (then X is the
    number removed, 107.3); ``life``: life paid (119.4); ``energy``: energy counters paid (107.14);
    ``sacrifice``, ``tap_other``,
    ``exile_other``: (candidates, count) of other permanents it sacrifices, taps or exiles;
    ``untap_other``: (candidates, count) of tapped permanents it untaps (Benthic Explorers);
    ``mana``: the mana part of its cost; ``restriction``: its "Spend this mana only ..." text;
    ``cards``: (zone, n) the cards of its player's hand (:data:`HAND`), graveyard
    (:data:`GRAVEYARD`) or library (:data:`LIBRARY`) its cost takes ("Discard a card", 701.9a;
    "Exile a card from your graveyard", 404; "Mill a card", 701.13a).
    ``outcomes`` computes every result now, given the board, the counters left on its
    permanent, and the permanent it sacrificed (the sacrificed land's types: Squandered
    Resources)."""

    index: int
    obj: int
    holder: str
    ability: int
    text: str
    mana: ManaCost
    taps: bool = False
    untaps: bool = False
    sac_self: bool = False
    exile_hand: bool = False
    counters: tuple[tuple[str, int | None], ...] = ()
    life: int = 0
    energy: int = 0  # audit18: energy counters paid ("Pay {E}", 107.14), from the player's (122.1)
    sacrifice: tuple[tuple[tuple[int, ...], int], ...] = ()
    tap_other: tuple[tuple[tuple[int, ...], int], ...] = ()
    exile_other: tuple[tuple[tuple[int, ...], int], ...] = ()
    untap_other: tuple[tuple[tuple[int, ...], int], ...] = ()
    restriction: str | None = None
    spending: SpendRestriction | None = field(default=None, compare=False)
    reads_board: bool = False
    reads_sacrificed: bool = False
    ref: AbilityRef[ManaAbility] | None = field(default=None, compare=False)
    card: Card | None = field(default=None, compare=False)
    own: ManaAbility | None = field(default=None, compare=False)  # the ability of a resolved spell's effect (Channel), not one of ``card``'s
    alike: tuple[object, ...] = ()
    reads_pool: bool = False  # Doubling Cube: what it adds is the unspent mana as it resolves
    allowed: tuple[TypeSet, ...] | None = field(default=None, compare=False)
    """The types each mana type may be spent as to pay this ability's cost, when rules for
    activating abilities of its permanent apply (609.4b, 602.2b: Agatha's Soul Cauldron's "to
    activate abilities of creatures you control"); None: the player's (:attr:`PlayerMana.allowed`)."""
    # audit17 (hand), s14 (graveyard), s15 (library): (zone key, n) the cards of the player's zones
    # its cost takes, shared by every such cost of a plan (PlayerMana.zones counts them; 118.3)
    cards: tuple[tuple[int, int], ...] = ()
    # audit18: how many more times it may be activated this turn ("Activate only once each turn",
    # Ramos, Dragon Engine; 602.5b: its limit less the scenario's activated_this_turn); None: no limit
    uses: int | None = None
    # audit22: the kind of counter whose absence as it resolves makes its effect sacrifice its own
    # permanent (Gemstone Mine's last mining counter; 608.2c, 701.21a): later steps can't use it
    empties: str | None = None
    # s14: the kind of card of the player's graveyard its cost exiles ("Exile a creature card from
    # your graveyard"; Titans' Nest, Molt Tender: any card)
    graveyard_what: GraveyardCards | None = field(default=None, compare=False)

    def __post_init__(self) -> None:
        if not self.alike:
            object.__setattr__(self, "alike", ("action", self.index))

    def takes(self, zone: int) -> int:
        """How many cards of ``zone`` (:data:`HAND`, :data:`GRAVEYARD`, :data:`LIBRARY`) its cost takes."""
        return sum(n for z, n in self.cards if z == zone)

    @property
    def limited(self) -> bool:
        """audit18: whether a limit on activations (602.5b) bounds how often a plan activates it."""
        return self.uses is not None

    @property
    def repeatable(self) -> bool:
        """Whether it can be activated again and again while its costs can be paid: no {T},
        {Q}, or sacrifice or exile of its own object in its cost (its other costs limit it)."""
        return not (self.taps or self.untaps or self.sac_self or self.exile_hand)

    @property
    def removes(self) -> bool:
        return bool(self.sacrifice or self.exile_other or self.sac_self or self.empties)

    def empties_at(self, left: int, now: dict[str, int]) -> bool:
        """audit22, 608.2c, 701.21a: whether its effect sacrifices its own permanent, ``left``
        counters of the kind its cost removes remaining as it resolves (``now``: its permanent's
        counters, for another kind, which no plan changes)."""
        if self.empties is None:
            return False
        if self.counters and self.counters[0][0] == self.empties:
            return left <= 0
        return now.get(self.empties, 0) <= 0

    @property
    def interacts(self) -> bool:
        """Whether it uses other objects (sacrifices, taps, exiles or untaps them)."""
        return bool(self.sacrifice or self.tap_other or self.exile_other or self.untap_other)

    @property
    def free(self) -> bool:
        return not self.mana.symbols

    def describe_cost(self) -> str:
        return self.text.split(":", 1)[0] if ":" in self.text else self.text


HAND = -1
"""audit17: the slot key of the player's hand among :attr:`PlayerMana.counter_slots` (no object
has this index): its count is the cards left to discard."""

GRAVEYARD = -2
"""s14: the slot key of the player's graveyard among :attr:`PlayerMana.counter_slots`: its count is
the cards left that "Exile a card from your graveyard" costs may take."""

LIBRARY = -3
"""s15: the slot key of the player's library among :attr:`PlayerMana.counter_slots`: its count is
the cards left that "Mill a card" costs may take."""

ZONES = (HAND, GRAVEYARD, LIBRARY)
"""The zones whose cards costs of mana abilities take, as slot keys (each below every object index)."""


@dataclass
class PlayerMana:
    """Everything a plan of ``player`` can activate now, with the caches of one question.

    ``objects`` are the objects plans change (index = position); ``actions`` the mana abilities;
    ``simple`` the indices of simple objects (see the module docstring), ``sensitive`` whether a
    removal can change what other abilities add (then nothing is simple, and outcomes are computed
    on the board after the removals); ``allowed`` per mana type the types it may be spent as
    (609.4b); ``restrictions`` the spending restrictions, whose position + 1 is the tag of the mana
    they restrict (0: none); ``life`` the player's life total; ``notes`` what was left out and why;
    ``final_allowed`` the types for paying the cost asked about when its own rules widen them
    (``own_rules`` of :func:`player_mana`; None: ``allowed``); ``hand`` the cards of the player's
    hand that "Discard a card" costs may take: those that are no object of the plans (a card with
    a mana ability of its own, Elvish Spirit Guide, is kept for that ability: discarding it
    instead is not searched).
    """

    player: str
    resolver: Resolver
    objects: list[Obj]
    actions: list[ManaAction]
    simple: frozenset[int]
    sensitive: bool
    allowed: tuple[TypeSet, ...]
    restrictions: tuple[str, ...]
    life: int
    notes: tuple[str, ...] = ()
    pretapped: frozenset[int] = frozenset()
    reserved: frozenset[int] = frozenset()
    absorbed: frozenset[int] = frozenset()
    final_allowed: tuple[TypeSet, ...] | None = None
    # the cards of the player's zones that costs may take, by zone key (118.3): the hand's for
    # "Discard a card" (audit17, 701.9a), the graveyard's for "Exile a card from your graveyard"
    # (s14), the library's for "Mill a card" (s15, 701.13a)
    zones: dict[int, int] = field(default_factory=dict)
    energy: int = 0  # audit18: the energy counters the player has (122.1), which "Pay {E}" spends (107.14)
    trigger_rules: tuple[tuple[str, SpendRestriction | None], ...] = ()  # s13: triggers' own restrictions (106.6)
    memo: dict[object, object] = field(default_factory=dict, repr=False)
    _by_object: dict[int, list[ManaAction]] | None = field(default=None, repr=False)
    _slots: dict[int, int] | None = field(default=None, repr=False)
    _outcomes: dict[tuple[object, ...], tuple[Outcome, ...]] = field(default_factory=dict, repr=False)
    _resolvers: dict[frozenset[int], Resolver] = field(default_factory=dict, repr=False)

    @property
    def tags(self) -> int:
        """How many kinds of mana the searches keep apart: unrestricted, and one per restriction."""
        return 1 + len(self.restrictions)

    def rule_of(self, tag: int) -> SpendRestriction | None:
        """The spending restriction of mana of this tag (tag 0: none), as data; None when its text
        could not be read."""
        text = self.restrictions[tag - 1]
        found = next((a.spending for a in self.actions if a.restriction == text), None)
        return found if found is not None else dict(self.trigger_rules).get(text)

    @property
    def no_generic(self) -> frozenset[int]:
        """audit18: the tags of mana that "can't be spent to pay generic mana costs" (Jegantha, the
        Wellspring; 106.6, 107.4b)."""
        got = self.memo.get("no_generic")
        if not isinstance(got, frozenset):
            got = self.memo["no_generic"] = frozenset(g for g in range(1, self.tags) if (r := self.rule_of(g)) is not None and r.not_generic)
        return got

    @property
    def cost_allowed(self) -> tuple[TypeSet, ...]:
        """The types each mana type may be spent as to pay the cost asked about (609.4b)."""
        return self.allowed if self.final_allowed is None else self.final_allowed

    def allowed_for(self, action: ManaAction) -> tuple[TypeSet, ...]:
        """The types each mana type may be spent as to pay ``action``'s own cost (609.4b)."""
        return self.allowed if action.allowed is None else action.allowed

    @property
    def widened(self) -> bool:
        """Whether some cost of a plan may be paid with mana spent as other types than the
        player's rules allow (rules for one spell or for activating some abilities)."""
        return self.final_allowed is not None or any(a.allowed is not None for a in self.actions)

    def tag_of(self, action: ManaAction) -> int:
        return 0 if action.restriction is None else 1 + self.restrictions.index(action.restriction)

    def actions_of(self, obj: int) -> list[ManaAction]:
        if self._by_object is None:
            grouped: dict[int, list[ManaAction]] = {}
            for a in self.actions:
                grouped.setdefault(a.obj, []).append(a)
            self._by_object = grouped
        return list(self._by_object.get(obj, ()))

    @property
    def counter_slots(self) -> dict[int, int]:
        """For each object with an ability that removes counters, its slot in a plan's key; and
        each zone of :data:`ZONES` whose cards an ability's cost takes (the cards left there)."""
        if self._slots is None:
            slots: dict[int, int] = {}
            for a in self.actions:
                if a.counters and a.obj not in slots:
                    slots[a.obj] = len(slots)
            for zone in ZONES:  # audit17, s14, s15: a zone's cards are shared by every cost taking them
                if any(a.takes(zone) for a in self.actions):
                    slots[zone] = len(slots)
            self._slots = slots
        return self._slots

    def local_actions(self, obj: int) -> list[ManaAction]:
        """What a simple object can do on its own: its abilities, and being sacrificed to each
        absorbed "Sacrifice a ...: Add ..." ability that can take it."""
        out = self.actions_of(obj)
        for i in sorted(self.absorbed):
            a = self.actions[i]
            if obj in a.sacrifice[0][0]:
                out.append(replace(a, sacrifice=(((obj,), 1),)))
        return out

    def complex_actions(self) -> list[ManaAction]:
        """The actions searched in every order: those of objects that are not simple; an absorbed
        sacrifice ability only for the objects that are not simple."""
        out = []
        for a in self.actions:
            if a.obj in self.simple:
                continue
            if a.index in self.absorbed:
                rest = tuple(c for c in a.sacrifice[0][0] if c not in self.simple)
                if not rest:
                    continue
                a = replace(a, sacrifice=((rest, 1),))
            out.append(a)
        return out

    def resolver_without(self, gone: frozenset[int]) -> Resolver:
        """The engine of the board after the objects ``gone`` left it (sacrificed or exiled)."""
        permanents = frozenset(i for i in gone if not self.objects[i].off_board)
        if not permanents or not self.sensitive:
            return self.resolver
        hit = self._resolvers.get(permanents)
        if hit is None:
            ids = {self.objects[i].id for i in permanents}
            state = self.resolver.board.state
            smaller = state.with_permanents(p for p in state.permanents if p.id not in ids)
            # audit20, 701.21a: a sacrificed permanent is put into its owner's graveyard (a token
            # ceases to exist there, 111.7, 704.5d), where "for each creature card in your
            # graveyard" counts it; a graveyard the scenario doesn't give stays unknown, and an
            # object a cost may exile (406) is not assumed sacrificed
            exiled = {c for a in self.actions for cands, _ in a.exile_other for c in cands}
            graveyard = dict(state.graveyard)
            for p in state.permanents:
                if p.id in ids and not p.is_token and self.index_of(p.id) not in exiled:
                    owner = p.owner or p.controller
                    if owner in graveyard:
                        graveyard[owner] = graveyard[owner] + (p.card,)
            if graveyard != dict(state.graveyard):
                smaller = replace(smaller, graveyard=graveyard)
            hit = self._resolvers[permanents] = Resolver.of(smaller, self.resolver.options)
        return hit

    def index_of(self, obj_id: str) -> int:
        """The index of the object ``obj_id`` among :attr:`objects` (-1: none)."""
        return next((i for i, o in enumerate(self.objects) if o.id == obj_id), -1)

    def outcomes(
        self, action: ManaAction, gone: frozenset[int] = frozenset(), counters_left: int = -1, sacrificed: int = -1, unspent: Mana | None = None
    ) -> tuple[Outcome, ...]:
        """Every result of activating ``action`` now (every choice, every order of replacement
        effects, 616.1; the mana of the triggered mana abilities it triggers, 106.12a).

        ``gone``: the objects already removed (used when a removal changes the board);
        ``counters_left``: the counters of the kind it removes left on its permanent once its cost
        is paid (-1: as now), which amounts read as the ability resolves (605.3a, 608.2h), and the
        number removed for X; ``sacrificed``: the object its cost sacrificed, whose types "the
        sacrificed land could produce" means; ``unspent``: the mana in the pool once its cost is
        paid, which an ability that :attr:`~ManaAction.reads_pool` copies (None: none)."""
        relevant = frozenset(i for i in gone if not self.objects[i].off_board) if self.sensitive else frozenset()
        sac = sacrificed if action.reads_sacrificed else -1
        pool = unspent if action.reads_pool else None
        key = (action.alike, relevant, counters_left, sac, pool)
        hit = self._outcomes.get(key)
        if hit is None:
            # objects alike (a hundred Mountains) share one computation; a plan step names its own
            # object (:class:`~.results.PlanStep`), the witness says how the mana came about
            hit = self._outcomes[key] = tuple(self._compute(action, relevant, counters_left, sac, pool))
        return hit

    def _compute(self, action: ManaAction, gone: frozenset[int], counters_left: int, sacrificed: int, unspent: Mana | None = None) -> list[Outcome]:
        if action.card is not None:  # a card in hand or a resolved spell's effect (605.3a): its ability's mana, nothing replaces it
            holder = _hand_view(action.holder, action.card, self.player)
            ability = action.own if action.own is not None else action.card.abilities[action.ability]
            assert isinstance(ability, ManaAbility)
            return [
                Outcome(ev.mana, Mana(), Witness(action.holder, action.text, str(ev.mana), ev.choices))
                for ev in events(ability, holder, self.resolver.board, None, self.resolver.options.max_outcomes)
                if ev.mana.total
            ]
        resolver = self.resolver_without(gone)
        ref = action.ref
        assert ref is not None
        view = resolver.board.view(action.holder)
        if self.objects[action.obj].controller != view.controller:  # manatail18: a lent ability (602.2)
            view = _seen_by(view, self.objects[action.obj].controller)
        if ref.ability.requires and self.sensitive and not check_conditions(resolver.board, _neutral(view, ref.ability), ref.ability, ref.index).ok:
            return []  # audit20, 602.5b: its restriction is judged on the board after the plan's removals
        if counters_left >= 0 and action.counters:
            kind = action.counters[0][0]
            counters = dict(view.permanent.counters)
            counters[kind] = counters_left
            view = replace(view, permanent=replace(view.permanent, counters=counters))
        # audit26: what the board could produce is computed only when the ability reads it (a
        # "could produce" palette, 106.7): a permanent whose could-produce needs a scenario key
        # (Neheb's trigger counts the life lost this turn) does not stop a Forest from being tapped
        def lookup(palette: CouldProduce, holder: View) -> TypeSet:
            fp = resolver.full_fixed_point()
            if sacrificed >= 0 and palette.of.relation is Relation.SACRIFICED:
                return fp.types(self.objects[sacrificed].id)  # the land that was sacrificed, as it last existed
            return fp.paying_lookup(palette, holder)

        out: list[Outcome] = []
        seen: set[tuple[Mana, Mana, tuple[tuple[int, Mana], ...]]] = set()
        for ev, result, path in resolver.resolve(view, ref, lookup, unspent=unspent):
            base = Witness(action.holder, action.text, str(ev.mana), ev.choices, replacements=resolver.steps(view, ref, path), effects=view.changes)
            pairs = add_triggered_mana_kept(resolver, view, ref, result, base)  # 106.12a, 605.1b: each trigger checks its own event
            for total, kept, w in pairs:
                extra = Mana(tuple(a - b for a, b in zip(total.counts, result.counts)))
                for _text, m in kept:  # s13: a trigger's restricted mana, under its own tag (106.6)
                    extra = Mana(tuple(a - b for a, b in zip(extra.counts, m.counts)))
                tagged = tuple((1 + self.restrictions.index(text), m) for text, m in kept)
                if total.total and (result, extra, tagged) not in seen:
                    seen.add((result, extra, tagged))
                    out.append(Outcome(result, extra, w, kept=tagged))
        return out


def _not_for_the_spell(a: ManaAction, rule: SpellManaSources, objects: Sequence[Obj], board: Board) -> ManaAction:
    """``a`` as it is under the spell's rule for the sources of its mana (106.6): unchanged when
    its object is a permanent ``rule`` selects; else its mana may pay only the costs of abilities
    (mana abilities on the way, 605.3a), never the spell, under a restriction of its own (a card
    in hand or a resolved spell's effect is no permanent the rule selects)."""
    obj = objects[a.obj]
    if rule.sources is not None and not obj.off_board:
        v = board.view(a.holder)
        state = view_status(v) if rule.sources.needs_state else None
        if rule.sources.matches(v, obj_id=v.id, obj_controller=v.controller, viewer_id="", viewer_controller=obj.controller, obj_is_token=v.permanent.is_token, state=state):
            return a
    kept = a.spending
    if a.restriction is not None and kept is None:
        return a  # its own restriction could not be read: its mana pays nothing already
    spending = SpendRestriction((), kept.abilities if kept is not None else (None,), text=f"{rule}", other=kept.other if kept is not None else ())
    text = f"{a.restriction + '; ' if a.restriction else ''}not for this spell: {rule}"
    return replace(a, restriction=text, spending=spending)


def _player_mana_abilities(state: GameState, player: str) -> Iterator[tuple[Card, tuple[SpellAbility, ManaAbility]]]:
    """The mana abilities that instants and sorceries ``player`` cast and that resolved this turn
    give that player until end of turn ("any time you could activate a mana ability, you may pay
    1 life. If you do, add {C}.": Channel; 605.3a, 611.2a), with the spell and its sentence. One
    whose cost is more than mana and life is not used (no such text is known)."""
    for spell in state.spells_resolved_this_turn.get(player, ()):
        for a in spell.abilities:
            if isinstance(a, SpellAbility):
                for granted in a.player_mana:
                    if all(isinstance(p, (PayMana, PayLife)) for p in granted.cost.parts):
                        yield spell, (a, granted)


def _tap_permissions(state: GameState, player: str) -> Iterator[tuple[Card, TapForManaPermission]]:
    """manatail18: the permissions to tap others' permanents for mana that instants and sorceries
    ``player`` cast and that resolved this turn give that player until end of turn (Piracy; 611.2a)."""
    for spell in state.spells_resolved_this_turn.get(player, ()):
        for a in spell.abilities:
            if isinstance(a, SpellAbility):
                yield from ((spell, lent) for lent in a.lends)


def _lent(ability: ManaAbility, controller: str, player: str, state: GameState) -> bool:
    """manatail18: whether ``player``, who does not control it, may activate this mana ability
    (602.2: "Any player may ...", "Only your opponents may ...") and the model judges it for them
    (timing restrictions and costs on the permanent itself, :func:`judged_for_another_player`)."""
    allowed = ability.activators is Who.ANY or ability.activators is Who.OPPONENT and player in state.opponents(controller)
    return allowed and judged_for_another_player(ability)


def _seen_by(view: View, player: str) -> View:
    """The permanent as its text reads for ``player`` activating one of its abilities: its "you"
    is that player (602.2, 109.5)."""
    return replace(view, permanent=replace(view.permanent, controller=player))


def _hand_view(label: str, card: Card, player: str) -> View:
    return View(Permanent(label, card, player), card.card_types, card.subtypes, card.supertypes, card.colors, ())


def _reads_board(ability: ManaAbility) -> bool:
    """Whether what the ability adds, or whether it may be activated, depends on other objects
    (counts, what they could produce, their colours; its conditions): then a removal earlier in
    the plan may change it."""
    if ability.requires or ability.self_replacements:
        return True
    for o in ability.effect.options:
        for p in o.parts:
            if isinstance(p, FixedMana):
                if not isinstance(p.per, Const):
                    return True
            elif isinstance(p, ChosenMana) and not (isinstance(p.amount, Const) and isinstance(p.palette, (FixedTypes, ChosenColor))):
                return True
    return False


def _reads_sacrificed(ability: ManaAbility) -> bool:
    return any(
        isinstance(p, ChosenMana) and isinstance(p.palette, CouldProduce) and p.palette.of.relation is Relation.SACRIFICED
        for o in ability.effect.options
        for p in o.parts
    )


def _neutral(view: View, ability: ManaAbility) -> View:
    """The view with its permanent tapped or untapped as the ability's {T} or {Q} needs: those
    are judged as the plan goes (the permanent may be tapped or untapped by an earlier step)."""
    if ability.cost.has_tap and view.permanent.tapped:
        return replace(view, permanent=replace(view.permanent, tapped=False))
    if ability.cost.has_untap and not view.permanent.tapped:
        return replace(view, permanent=replace(view.permanent, tapped=True))
    return view


_INERT = (Keyword, InertAbility, SpellAbility, ManaAbility)


def _holds_effects(view: View) -> bool:
    """Whether a permanent has abilities whose effects may change what other permanents' mana
    abilities add or whether they can be activated (static abilities, triggered abilities,
    activated abilities that created effects)."""
    for ref in view.abilities:
        a = ref.ability
        if isinstance(a, _INERT):
            continue
        if isinstance(a, ActivatedAbility) and not a.creates:
            continue
        return True
    return False


TAPPED_FOR_COST = -1
"""The ability number of a ``skip`` entry that means "this permanent is tapped to pay part of the
cost, not for mana" (702.51a convoke, 702.126a improvise): it counts as tapped and reserved."""

LEAVES_FOR_COST = -2
"""audit38: the ability number of a ``skip`` entry that means "this permanent is sacrificed (returned
to its owner's hand, exiled) to pay part of the cost": it may make mana first (601.2g before
601.2h: Llanowar Elves taps for {G}, then is sacrificed to Bone Splinters), but no other cost may
take it (118.3: Ashnod's Altar can't sacrifice it for {C}{C}), and its own abilities that sacrifice
it can't be used (Lotus Petal)."""


def paying_order(view: View, verb: str) -> tuple[int, int]:
    """audit38: how much paying part of a cost by ``verb`` with this permanent costs its mana, as a
    sort key (least first): the mana abilities it can't use then ("tap": those that tap or
    sacrifice it; "sacrifice", "return", "exile": those that sacrifice it or make it leave, since
    its other abilities may be activated first, 601.2g before 601.2h), then all its mana abilities.
    Llanowar Elves is sacrificed before Wild Cantor ("Sacrifice this creature: Add one mana of any
    color."), which can still pay; both tapped last."""
    refs = view.mana_abilities()

    def lost(parts: Sequence[object]) -> bool:
        leaves = any(isinstance(p, Sacrifice) and p.what.relation is Relation.SELF or isinstance(p, SelfLeaves) for p in parts)
        return leaves or (verb == "tap" and any(isinstance(p, TapSelf) for p in parts))

    if verb not in ("tap", "sacrifice", "return", "exile"):
        return (0, len(refs))
    return (sum(1 for r in refs if lost(r.ability.cost.parts)), len(refs))


def paid_with(pid: str, verb: str) -> frozenset[tuple[str, int]]:
    """audit38: the ``skip`` entries of a permanent that pays part of the cost being paid by
    ``verb``: "tap" (:data:`TAPPED_FOR_COST`: no mana ability may tap, sacrifice or otherwise use
    it), "sacrifice", "return" or "exile" (:data:`LEAVES_FOR_COST`); nothing for a verb that leaves
    it where it is ("counter": a counter put on it). One place for every cost of a spell or an
    ability that uses the caster's permanents (118.3: each pays once)."""
    if verb == "tap":
        return frozenset({(pid, TAPPED_FOR_COST)})
    if verb in ("sacrifice", "return", "exile"):
        return frozenset({(pid, LEAVES_FOR_COST)})
    return frozenset()


def player_mana(
    resolver: Resolver,
    player: str,
    *,
    hand: bool = True,
    skip: Collection[tuple[str, int]] = (),
    pretapped: Collection[str] = (),
    reserved: Collection[str] = (),
    own_rules: Sequence[SpendingRule] = (),
    sources: SpellManaSources | None = None,
    cast_from_hand: str | None = None,
    hand_kept: Collection[int] = (),
) -> PlayerMana:
    """The mana abilities ``player`` may activate in a plan, now (605.3a).

    ``own_rules``: the spending rules of the spell being cast for its own costs (609.4b: "You may
    spend mana as though it were mana of any color to cast this spell"), beside those of the
    player's permanents.

    ``sources``: the spell's rule for where the mana spent to cast it comes from ("Spend only mana
    produced by creatures to cast this spell.", 106.6): mana from other sources may still pay the
    costs of mana abilities on the way (605.3a), not the spell.

    ``hand``: include the mana abilities of cards in their hand whose cost is to exile the card
    (Elvish Spirit Guide; 605.3a and its ruling). ``skip``: abilities, as (permanent id, ability
    number), that can't be used (their permanent is sacrificed or tapped to pay another part of the
    same cost, 118.3): a permanent with a skipped {T} ability counts as tapped already, one with a
    skipped self-sacrifice as reserved (nothing else may sacrifice it); ability number
    :data:`TAPPED_FOR_COST` says the permanent itself is tapped for the cost (convoke, improvise),
    so that no other cost may tap or sacrifice it either; :data:`LEAVES_FOR_COST` (audit38) that it
    is sacrificed (returned, exiled) for the cost: it may make mana first, nothing else may take it. ``pretapped``: permanents
    tapped by the cost being paid (the {T} of the ability being activated, 107.5); ``reserved``:
    permanents the cost being paid sacrifices (they may make mana first, but nothing else may
    sacrifice them, and their own self-sacrificing abilities can't be used).

    ``hand_kept`` (audit37): the positions in the hand of cards the cost being paid discards or
    exiles ("Discard a card", 118.3): their own mana abilities (Simian Spirit Guide's) can't also
    pay it, and they are not counted among the cards other costs may take.

    ``cast_from_hand`` (audit22): the name of the card being cast from the hand, the mana paying
    for its spell: it is on the stack once its cost is paid (601.2a), so that card's own mana
    ability from the hand can't pay for it (Elvish Spirit Guide), though another copy's may.
    """
    board = resolver.board
    state = board.state
    views = [v for v in board if v.controller == player]
    # manatail18, 602.2: another player's permanent with a mana ability this player may activate
    # ("Any player may activate this ability", Mana Cache), seen as this player's: its "you" is
    # the activating player, who pays its costs, gets its mana, and whose turn its timing asks about
    borrowed = {v.id for v in board if v.controller != player and any(_lent(r.ability, v.controller, player, state) for r in v.mana_abilities())}
    # manatail18: "Until end of turn, you may tap lands you don't control for mana." (Piracy, a
    # spell this player cast that resolved this turn; 611.2a): those permanents' {T} mana abilities
    # are this player's to activate, their mana spent as the spell says (106.6)
    tapped_for: dict[str, TapForManaPermission] = {}
    for spell, permission in _tap_permissions(state, player):
        caster = _hand_view(f"{spell.name} (resolved spell)", spell, player)
        for w in board:
            if w.controller != player and w.id not in tapped_for and selects(permission.what, w, caster, board):
                tapped_for[w.id] = permission
    borrowed |= set(tapped_for)
    views += [_seen_by(v, player) for v in board if v.id in borrowed]
    objects: list[Obj] = []
    index: dict[str, int] = {}
    for v in views:
        index[v.id] = len(objects)
        objects.append(Obj(v.id, player, v.permanent.tapped, counters=tuple(sorted(v.permanent.counters.items())), snow="Snow" in v.supertypes))
    skipped = set(skip)
    pre: set[int] = {index[p] for p in pretapped if p in index}
    held: set[int] = {index[p] for p in reserved if p in index}
    for pid, n in set(skip):
        if pid not in index:
            continue
        if n == TAPPED_FOR_COST:  # tapped to pay another part of the cost (702.51a, 702.126a): nothing may tap or sacrifice it
            pre.add(index[pid])
            held.add(index[pid])
            continue
        if n == LEAVES_FOR_COST:  # audit38, 118.3: sacrificed for another part of the cost: it may make mana first, nothing may take it
            held.add(index[pid])
            skipped |= {  # nor can it sacrifice itself for mana (Lotus Petal)
                (pid, r.index) for r in board.view(pid).mana_abilities()
                if any(isinstance(p, Sacrifice) and p.what.relation is Relation.SELF or isinstance(p, SelfLeaves) for p in r.ability.cost.parts)
            }
            continue
        ref = next((r for r in board.view(pid).abilities if r.index == n), None)
        if ref is not None and isinstance(ref.ability, ManaAbility):
            if ref.ability.cost.has_tap:
                pre.add(index[pid])
            if any(isinstance(p, Sacrifice) and p.what.relation is Relation.SELF or isinstance(p, SelfLeaves) for p in ref.ability.cost.parts):
                held.add(index[pid])
    notes: list[str] = []
    actions: list[ManaAction] = []
    pending: list[tuple[View, AbilityRef[ManaAbility]]] = []
    conditional: set[tuple[str, int]] = set()
    for v in views:
        for ref in v.mana_abilities():
            if (v.id, ref.index) in skipped:
                continue
            if v.id in borrowed:  # manatail18: only the abilities lent to this player (602.2)
                lent = tapped_for.get(v.id)
                if _lent(ref.ability, board.view(v.id).controller, player, state):
                    ref = replace(ref, ability=replace(ref.ability, activators=Who.YOU))
                elif lent is not None and ref.ability.cost.has_tap and judged_for_another_player(ref.ability):
                    if ref.ability.spending is not None or ref.ability.restriction is not None:
                        notes.append(f"{v.id}: '{ref.text}' is not used: its own spending restriction and {lent.text!r} are not combined")
                        continue
                    # 106.12: "tap ... for mana" is activating a mana ability with {T} in its cost
                    spend = lent.spending
                    ref = replace(ref, ability=replace(ref.ability, activators=Who.YOU, spending=spend, restriction=spend.text if spend is not None else None))
                else:
                    continue
            ability = ref.ability
            legal = check_costs(board, _neutral(v, ability), ref)
            if not legal.ok:
                if ability.requires and check_costs(board, _neutral(v, ability), replace(ref, ability=replace(ability, requires=()))).ok:
                    # audit20, 602.5b: a restriction that doesn't hold now may hold once an
                    # earlier activation of the plan has removed something ("Activate only if
                    # there is an Elf card in your graveyard" after an Elf is sacrificed):
                    # kept, and judged as the plan goes (PlayerMana._compute)
                    conditional.add((v.id, ref.index))
                    pending.append((v, ref))
                continue
            if legal.unchecked:
                notes.append(f"{v.id}: '{ref.text}' is not used: the model can't judge {'; '.join(legal.unchecked)!r}")
                continue
            pending.append((v, ref))
    # opponents' tapped permanents that an "Untap a tapped ..." cost could untap
    for v, ref in pending:
        for p in ref.ability.cost.parts:
            if isinstance(p, UntapOther):
                for w in board:
                    if w.id not in index and w.permanent.tapped and selects(p.what, w, v):
                        index[w.id] = len(objects)
                        objects.append(Obj(w.id, w.controller, True))
    attached: dict[str, list[str]] = {}
    for w in board:
        if w.permanent.attached_to is not None:
            attached.setdefault(w.permanent.attached_to, []).append(w.id)
    cost_effects = ability_cost_effects(board)  # 602.2b: other permanents' changes of ability costs
    by_life = life_payable_colors(board, player, mana_ability=True)  # audit28: K'rrik's {B} by 2 life (118.3, 119.4)
    graveyard_takers = _takes_graveyard(pending)  # s15: once per question, not per ability
    for v, ref in pending:
        mana = changed_cost(ref.ability.cost.mana, v, board, cost_effects, ref.ability, player)[0] if cost_effects else ref.ability.cost.mana
        mana = as_life_payable(mana, by_life)
        ways = _cost_ways(ref, v, board, player, alone=graveyard_takers <= {(v.id, ref.index)})  # s15: forage, X, collect evidence
        for nth, way in enumerate(ways):
            a = _action(len(actions), v, way, index, board, objects, attached, mana)
            if a is None:
                notes.append(f"{v.id}: '{ref.text}' is not used: the plans do not model its cost")
                continue
            if len(ways) > 1:  # each way its own outcomes (X differs)
                a = replace(a, alike=a.alike + (("way", nth),))
            if cost_effects and (extra := changed_life(v, board, cost_effects, ref.ability, player)):
                a = replace(a, life=a.life + extra)  # Thran Portal: "cost an additional 1 life to activate" (602.2b, 119.4)
            actions.append(a)
    if hand and resolver.options.hand_mana_abilities:
        in_hand: list[Card | None] = list(state.hand.get(player, ()))
        if cast_from_hand is not None:  # audit22, 601.2a: the spell left the hand
            gone_card = next((i for i, c in enumerate(in_hand) if c is not None and c.name.lower() == cast_from_hand.lower()), None)
            if gone_card is not None:
                in_hand[gone_card] = None
        for i in hand_kept:  # audit37: discarded or exiled by the cost being paid (118.3)
            in_hand[i] = None
        for i, card in enumerate(in_hand):
            if card is None:
                continue
            assert isinstance(card, Card)
            for n, hand_ability in enumerate(card.abilities):
                if isinstance(hand_ability, ManaAbility) and hand_ability.cost.parts and all(isinstance(p, ExileSelfFromHand) for p in hand_ability.cost.parts):
                    label = f"{card.name} (in hand)" if sum(1 for c in in_hand if c is not None and c.name == card.name) == 1 else f"{card.name} (in hand, {i})"
                    if label not in index:
                        index[label] = len(objects)
                        objects.append(Obj(label, player, False, off_board=True))
                    actions.append(
                        ManaAction(len(actions), index[label], label, n, hand_ability.text or str(hand_ability.effect), ManaCost(), exile_hand=True,
                                   restriction=hand_ability.restriction, spending=hand_ability.spending, card=card, alike=("hand", card.name, n))
                    )
    for spell, granted in _player_mana_abilities(state, player):  # 605.3a, 611.2a: Channel
        label = f"{spell.name} (resolved spell)"
        if label not in index:
            index[label] = len(objects)
            objects.append(Obj(label, player, False, off_board=True))
        actions.append(ManaAction(
            len(actions), index[label], label, spell.abilities.index(granted[0]), granted[1].text or str(granted[1].effect), granted[1].cost.mana,
            life=sum(p.amount for p in granted[1].cost.parts if isinstance(p, PayLife)), restriction=granted[1].restriction,
            spending=granted[1].spending, card=spell, own=granted[1], alike=("resolved", spell.name, granted[1]),
        ))
    if sources is not None:
        actions = [_not_for_the_spell(a, sources, objects, board) for a in actions]
    actions, graveyard = _graveyard_exiles(actions, board, player, notes)  # s14
    removable: set[int] = set()
    for a in actions:
        if a.sac_self or a.empties:  # audit22: its effect may sacrifice it (608.2c)
            removable.add(a.obj)
        for cands, _ in a.sacrifice + a.exile_other:
            removable.update(cands)
    # audit20, 608.2c: a removal changes what other abilities add when the removed object holds
    # effects, or when an ability counts what is on the battlefield or in a graveyard (Cabal
    # Coffers' Swamps, Nykthos' devotion, Crypt of Agadeem's creature cards): that ability then
    # counts as it resolves, after the removals before it in the plan
    sensitive = any(not objects[i].off_board and _holds_effects(board.view(objects[i].id)) for i in removable) or (
        any(not objects[i].off_board for i in removable) and any(a.reads_board for a in actions)
    )
    if conditional and not sensitive:  # nothing a plan removes can make their restrictions hold
        actions = [replace(a, index=i) for i, a in enumerate(b for b in actions if (b.holder, b.ability) not in conditional)]
    self_removing = {b.obj for b in actions if b.sac_self or b.empties}  # audit22: or its effect does (608.2c)
    wanted: set[int] = set()  # objects another action taps, sacrifices or exiles
    for a in actions:
        for cands, _ in a.tap_other + a.exile_other:
            wanted.update(c for c in cands if c != a.obj)
        for cands, _ in a.sacrifice:
            # s15: a sacrifice that is not absorbed into its candidates' own actions (Phyrexian
            # Tower's {T}) competes for them with every other use: they are not simple
            wanted.update(c for c in cands if c != a.obj and (c in self_removing or not _absorbable(a)))
    simple: set[int] = set()
    if not sensitive:
        plain = {i: True for i in range(len(objects))}
        for a in actions:
            if not a.free or a.interacts or a.cards or a.energy or a.limited:  # audit17, s14, s15: the zones' cards are shared; audit18: energy is the player's
                plain[a.obj] = False
        for i, o in enumerate(objects):
            if o.controller == player and i not in wanted and plain[i] and i not in held:  # audit38: a reserved one's own sacrifice is barred (118.3)
                simple.add(i)
    absorbed = frozenset(a.index for a in actions if not sensitive and _absorbable(a) and any(c in simple for c in a.sacrifice[0][0]))
    # s13: and the restrictions of triggered mana abilities' own mana (Snowfall; 106.6)
    trigger_rules = tuple(sorted(
        {(t.restriction, t.spending) for v in board for r in v.abilities if isinstance(t := r.ability, TriggeredManaAbility) and t.restriction is not None},
        key=lambda p: p[0],
    ))
    restrictions = tuple(sorted({a.restriction for a in actions if a.restriction is not None} | {t for t, _ in trigger_rules}))
    rules = spending_rules(board, player)
    allowed = spending_types(rules)
    final = spending_types([*rules, *own_rules]) if own_rules else None  # 601.2g-h: the spell's or ability's own rules pay its cost only
    for i, a in enumerate(actions):
        mine = activation_spending_rules(board, board.view(a.holder), player, a.ref) if not objects[a.obj].off_board and a.mana.symbols else []
        if mine:  # 609.4b, 602.2b: rules for activating abilities of this permanent pay this ability's cost only
            actions[i] = replace(a, allowed=spending_types([*rules, *mine]))
    kept = sum(1 for o in objects if o.off_board and o.id.endswith(")") and " (in hand" in o.id)  # Elvish Spirit Guide: kept for its own ability
    # audit22, 601.2a: the spell being cast from the hand is on the stack as it is paid for: no card to discard
    leaving = 1 if cast_from_hand is not None and any(c.name.lower() == cast_from_hand.lower() for c in state.hand.get(player, ())) else 0
    return PlayerMana(
        player, resolver, objects, actions, frozenset(simple), sensitive, allowed, restrictions, payable_life(board, player, mana_ability=True), tuple(notes),  # bans19: 118.3
        frozenset(pre), frozenset(held), absorbed, final if final != allowed else None, energy=_energy(state, player, actions),
        trigger_rules=trigger_rules, zones={HAND: max(len(state.hand.get(player, ())) - kept - leaving - len(hand_kept), 0), GRAVEYARD: graveyard, LIBRARY: _library(state, player, actions)},
    )


def _graveyard_exiles(actions: list[ManaAction], board: Board, player: str, notes: list[str]) -> tuple[list[ManaAction], int]:
    """s14: the actions whose costs exile cards from the player's graveyard (118.3, 404), and how
    many cards there they may take. The cards are those the scenario's ``graveyard`` gives (its
    legality check already asked for the key); cards a plan's own sacrifices put there are not
    counted (said in a note: an answer that could be too small, never too large). The plan counts
    one kind of card: abilities asking another kind are left out, with a note."""
    asking = [a for a in actions if a.takes(GRAVEYARD)]
    if not asking:
        return actions, 0
    what = asking[0].graveyard_what
    assert what is not None
    other = [a for a in asking if a.graveyard_what != what]
    for a in other:
        notes.append(f"{a.holder}: '{a.text}' is not used: its cost exiles {a.graveyard_what} from the graveyard, as well as {what} for another ability, which the plans do not count together")
    kept = [a for a in actions if a not in other]
    if any(a.sacrifice or a.sac_self for a in kept):
        notes.append(f"the cards a plan's sacrifices put into {possessive(player)} graveyard are not counted for 'Exile ... from your graveyard' costs")
    n = graveyard_cards(what, board.view(asking[0].holder), board)
    return [replace(a, index=i) for i, a in enumerate(kept)], n


def _takes_graveyard(pending: Sequence[tuple[View, AbilityRef[ManaAbility]]]) -> set[tuple[str, int]]:
    """s15: the abilities (permanent, ability index) whose costs may take cards of the graveyard."""
    kinds = (ExileFromGraveyard, CollectEvidence, Forage)
    return {(v.id, ref.index) for v, ref in pending if any(isinstance(p, kinds) for p in ref.ability.cost.parts)}


def _cost_ways(ref: AbilityRef[ManaAbility], v: View, board: Board, player: str, *, alone: bool) -> list[AbilityRef[ManaAbility]]:
    """s15: the ability once per way to pay its cost, when a part of it offers a choice (118.3:
    "Forage" is to exile three cards from the graveyard or to sacrifice a Food; the plans try both).
    The graveyard's way needs the scenario's graveyard; without it only the Food's way is tried
    (the legality check has already asked for the key when no Food can pay).

    "Collect evidence N" (701.59a) takes cards by their total mana value, which the plans' count of
    cards does not follow: when the ability is the only one taking cards of the graveyard and can be
    activated once (its {T}, {Q} or own sacrifice), the legality check that passed is the whole
    answer, and the part is dropped; otherwise the ability is left out (with a note).

    "Sacrifice X Goats", "Tap X untapped tokens you control" (107.3a): one way per X from 1 to the
    permanents there are, that many taken and X fixed in the effect (X = 0 adds nothing)."""
    state = board.state
    parts = ref.ability.cost.parts
    at_x = next((i for i, p in enumerate(parts) if isinstance(p, (Sacrifice, TapOther)) and p.x), None)
    if at_x is not None:
        part = parts[at_x]
        assert isinstance(part, (Sacrifice, TapOther))
        n = len(x_candidates(part, v, board, taps_self=any(isinstance(p, TapSelf) for p in parts)))
        return [
            replace(ref, ability=replace(ref.ability, cost=ActivationCost(parts[:at_x] + (replace(part, count=k, x=False),) + parts[at_x + 1 :]), effect=fix_x(ref.ability.effect, k)))
            for k in range(1, n + 1)
        ]
    if any(isinstance(p, CollectEvidence) for p in parts):
        once = any(isinstance(p, (TapSelf, UntapSelf)) or (isinstance(p, Sacrifice) and p.what.relation is Relation.SELF) for p in parts)
        if alone and once:
            return [replace(ref, ability=replace(ref.ability, cost=ActivationCost(tuple(p for p in parts if not isinstance(p, CollectEvidence)))))]
        return [ref]
    at = next((i for i, p in enumerate(parts) if isinstance(p, Forage)), None)
    if at is None:
        return [ref]
    forage = parts[at]
    assert isinstance(forage, Forage)
    ways = [w for w in forage.ways() if not (isinstance(w, ExileFromGraveyard) and player not in state.graveyard)]
    return [replace(ref, ability=replace(ref.ability, cost=ActivationCost(parts[:at] + (w,) + parts[at + 1 :]))) for w in ways]


def _library(state: GameState, player: str, actions: Sequence[ManaAction]) -> int:
    """s15: the cards of ``player``'s library that "Mill a card" costs may take (701.13a, 118.3):
    the scenario's ``library_size``; without it, ``library_top`` says one card at least, which is
    the answer when the plans can't mill more than that (each milling ability used once, by its
    {T}, {Q} or its own sacrifice). Never assumed otherwise.

    Raises
    ------
    QueryError
        When the plans could mill more cards than the scenario says the library holds for sure."""
    milling = [a for a in actions if a.takes(LIBRARY)]
    if not milling:
        return 0
    known = library_cards(state, player)
    if player in state.library_size and known is not None:
        return known
    most = None if any(a.repeatable and a.uses is None for a in milling) else sum(a.takes(LIBRARY) * (1 if not a.repeatable else a.uses or 0) for a in milling)
    if most is not None and known is not None and most <= known:
        return most
    a = milling[0]
    raise QueryError(f"{a.holder}: “{a.text}” mills: give how many cards {possessive(player)} library holds with the scenario key library_size: {{{player}: N}}")


def _energy(state: GameState, player: str, actions: Sequence[ManaAction]) -> int:
    """audit18: the energy counters ``player`` has (122.1), when one of their mana abilities pays
    energy (107.14): the scenario's ``player_counters``, never assumed.

    Raises
    ------
    QueryError
        When an ability pays energy and the scenario does not say how much the player has."""
    paying = next((a for a in actions if a.energy), None)
    if paying is None:
        return 0
    if player not in state.player_counters:
        raise QueryError(f"{paying.holder}: “{paying.text}” pays energy: give how many energy counters {does(player, 'has')} with the scenario key player_counters: {{{player}: {{energy: N}}}}")
    return int(state.player_counters[player].get("energy", 0))


def _absorbable(a: ManaAction) -> bool:
    """Whether ``a`` is a free, repeatable "Sacrifice a <permanent>: Add ..." (Squandered
    Resources, Ashnod's Altar) that can't sacrifice its own permanent: then sacrificing a simple
    object to it commutes with everything else, and the searches treat it as one more thing that
    object can do (after its own activations, which need it on the battlefield)."""
    return (
        a.free and a.repeatable and not a.limited and not a.counters and not a.life and not a.energy and not a.tap_other and not a.untap_other and not a.exile_other
        and len(a.sacrifice) == 1 and a.sacrifice[0][1] == 1 and a.obj not in a.sacrifice[0][0]
    )


def _candidates(sel: Selector, holder: View, board_views: Iterable[View], index: dict[str, int], *, untapped: bool = False, exclude_self: bool = False) -> tuple[int, ...]:
    out = []
    for w in board_views:
        if w.controller != holder.controller or w.id not in index:
            continue
        if exclude_self and w.id == holder.id:
            continue
        status = view_status(w) if sel.needs_state else None
        if untapped and status is not None:
            status = replace(status, tapped=False)  # whether it is untapped is judged as the plan goes
        if sel.matches_characteristics(w, status):
            out.append(index[w.id])
    return tuple(out)


def _action(
    n: int, v: View, ref: AbilityRef[ManaAbility], index: dict[str, int], board: Board, objects: list[Obj], attached: dict[str, list[str]],
    mana: ManaCost | None = None,
) -> ManaAction | None:
    """The plan action of one mana ability; ``mana`` its mana cost after other permanents'
    changes (602.2b), None for the printed one."""
    from_board = board.views.values()
    ability = ref.ability
    taps = untaps = sac_self = False
    counters: list[tuple[str, int | None]] = []
    life = 0
    energy = 0
    sacrifice: list[tuple[tuple[int, ...], int]] = []
    tap_other: list[tuple[tuple[int, ...], int]] = []
    exile_other: list[tuple[tuple[int, ...], int]] = []
    untap_other: list[tuple[tuple[int, ...], int]] = []
    cards: list[tuple[int, int]] = []
    graveyard_what: GraveyardCards | None = None
    for p in ability.cost.parts:
        if isinstance(p, TapSelf):
            taps = True
        elif isinstance(p, UntapSelf):
            untaps = True
        elif isinstance(p, PayMana):
            continue
        elif isinstance(p, SelfLeaves):  # audit24: it leaves the battlefield, as a sacrificed one does (400.7)
            sac_self = True
        elif isinstance(p, Sacrifice):
            if p.what.relation is Relation.SELF:
                sac_self = True
            else:  # bans19: 701.21a, 118.3: not the permanents that can't be sacrificed
                sacrifice.append((tuple(i for i in _candidates(p.what, v, from_board, index) if sacrifice_ban(board, v.controller, board.view(objects[i].id), mana_ability=True) is None), p.count))
        elif isinstance(p, RemoveCounters):
            if p.kind == "":
                return None  # s15: counters of any kind: which kind is removed is not searched (a note says so)
            counters.append((p.kind, p.count))
        elif isinstance(p, PayLife):
            life += p.amount
        elif isinstance(p, PayEnergy):  # audit18: 107.14
            energy += p.amount
        elif isinstance(p, PutCountersOnSelf):  # audit18: always payable (118.3); no mana rule reads them
            continue
        elif isinstance(p, TapOther) and p.total_power is not None:
            return None  # crew/saddle's "total power N": no mana ability has it (702.122a)
        elif isinstance(p, TapOther):
            tap_other.append((_candidates(p.what, v, from_board, index, untapped=True, exclude_self=taps), p.count))
        elif isinstance(p, ExileOther):
            exile_other.append((_candidates(p.what, v, from_board, index), p.count))
        elif isinstance(p, UntapOther):
            cands = tuple(i for i, o in enumerate(objects) if o.controller != v.controller and o.tapped and selects(p.what, board.view(o.id), v))
            untap_other.append((cands, p.count))
        elif isinstance(p, DiscardFromHand) and p.what is not None:  # s16: cards of a kind: not modelled
            return None
        elif isinstance(p, DiscardFromHand):  # audit17: 701.9a, from the hand the plan shares
            cards.append((HAND, p.count))
        elif isinstance(p, ExileFromGraveyard):  # s14: 118.3, 404, from the graveyard the plan shares
            cards.append((GRAVEYARD, p.count))
            graveyard_what = p.what
        elif isinstance(p, MillCards):  # s15: 701.13a, from the library the plan shares
            cards.append((LIBRARY, p.count))
        elif isinstance(p, ExertSelf):  # s15: no resource, and nothing a mana rule reads this turn (118.3)
            continue
        # keys15: craft (702.167a) is no mana ability; s15: collect evidence (701.59a) takes cards by
        # their total mana value, which the graveyard's count of cards does not tell (a note says so)
        elif isinstance(p, (ExileSelfFromHand, SelfFromZone, RemoveCountersFrom, OtherCost, ExileMaterials, CollectEvidence)):
            return None
    if len({k for k, _ in counters}) > 1:
        return None  # two kinds of counters in one cost: not modelled (no such mana ability is known)
    return ManaAction(
        n, index[v.id], v.id, ref.index, ref.text, ability.cost.mana if mana is None else mana, taps, untaps, sac_self, False, tuple(counters), life, energy,
        tuple(sacrifice), tuple(tap_other), tuple(exile_other), tuple(untap_other), *for_source(ability.restriction, ability.spending, v),
        _reads_board(ability), _reads_sacrificed(ability), ref, alike=_alike(v, attached.get(v.id, ())) + (ref.index,),
        reads_pool=ability.effect.unspent, cards=tuple(cards), uses=_uses_left(ability, board, v, ref.index),
        empties=ability.empty_sacrifice, graveyard_what=graveyard_what,
    )


def _uses_left(ability: ManaAbility, board: Board, v: View, index: int) -> int | None:
    """audit18: how many more times this turn (or ever, for "Activate only once") the ability may be
    activated (602.5b): the least of its limits less the scenario's record of its activations
    (checked present by :func:`~solver.paying.legality.check_costs`); None without a limit."""
    left: int | None = None
    for cond in ability.requires:
        if isinstance(cond, ActivationLimit):
            record = v.permanent.activated_this_turn if cond.each_turn else v.permanent.activated
            done = 0 if record is None else record.get(index, 0)
            n = max(limit_times(cond, board, v) - done, 0)
            left = n if left is None else min(left, n)
    return left


def _alike(v: View, attached: Sequence[str]) -> tuple[object, ...]:
    """What the outcomes of a permanent's mana abilities can depend on besides the board they share
    with every other permanent: its card and characteristics, its choices and counters, where its
    abilities come from, and what is attached to it or what it is attached to (Auras that trigger
    on tapping it). Two permanents alike in all this give the same outcomes (a hundred Mountains
    are resolved once)."""
    p = v.permanent
    if attached or p.attached_to is not None or p.exiled or p.resolved_this_turn:
        return ("permanent", v.id)
    return (
        "alike", p.card.name, p.controller, p.chosen_color, tuple(sorted(p.counters.items())), v.card_types, v.subtypes, v.supertypes,
        v.colors.mask, tuple((r.origin, r.index) for r in v.abilities), p.kicked, p.x, p.is_token, v.changes,
    )
