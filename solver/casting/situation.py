"""One casting question's fixed facts, computed once: the card and where it is cast from (601.2a),
who casts it, the board after continuous effects, the spell's profile, and what payment reads —
the caster's mana abilities as plan actions (:func:`~solver.paying.actions.player_mana`: chained
payments, spending rules 609.4b, restrictions 106.6), the cost modifiers for each set of colours
the spell may have (601.2f), and the most mana any cost of the spell could use (which bounds X
and multikicker when every way of casting is listed).

The choices (:mod:`.choices`) read it to pose their variables; :mod:`.cast` reads it to pay.
Answers found along the way (sources, modifiers, payments) are remembered for the question only.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import Sequence

from ...model.abilities import InstantTiming, SorceryTiming, SpendingRule, StaticAbility, Zone
from ...model.abilities import Bargained, CastThisWay, Const, PaidThisWay  # costs14
from ...model.cards import Card
from ...model.costs import DiscardHand, ManaCost
from ...model.errors import QueryError, UnknownCardError
from ...model.mana import Mana, TypeSet
from ...model.state import GameState
from ..board.views import Board
from ..board.bans import life_ban, payable_life  # bans19
from ..mana.resolver import Resolver
from ..options import Options
from ..paying.actions import PlayerMana, player_mana
from ..paying.affordable import most_mana
from ..paying.taking import HandTake, hand_choices  # audit38
from ..paying.spending import Purpose, own_spending_rules, spell_mana_sources, spending_rules, spending_types
from .costs import PaymentOracle
from .modifiers import Minimum, Modifier, minimums, modifiers
from .permissions import in_zone
from .zone_permissions import zone_spending_rules
from .profile import SpellProfile
from .selection import spell_card, spell_colors, spell_matches

__all__ = ["Situation", "lookup_card"]


@dataclass(frozen=True)
class Situation:
    """Everything one casting question reads, computed once: the card, the zone it is cast from,
    the caster, the board (through the resolver of could-produce), the spell's profile, the
    spending rules' widening of mana types and the payment oracle."""

    state: GameState
    card: Card
    zone: Zone
    caster: str
    options: Options
    resolver: Resolver
    profile: SpellProfile
    allowed: tuple[TypeSet, ...]
    oracle: PaymentOracle
    face_down: bool = False  # s14: the card is cast face down (708.2, 702.37c)
    _mana: dict[tuple[frozenset[tuple[str, int]], tuple[int, ...]], PlayerMana] = field(default_factory=dict, compare=False, repr=False)
    _texts: dict[Mana, str] = field(default_factory=dict, compare=False, repr=False)
    _modifiers: dict[tuple[TypeSet, int | None], list[Modifier]] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of(cls, state: GameState, card: str, zone: Zone, player: str | None, options: Options) -> Situation:
        """The situation of casting ``card`` from ``zone`` (by ``player``, or by whoever has it there)."""
        c = lookup_card(state, card, player)
        caster = _caster(state, c.name, zone, player)
        resolver = Resolver.of(state, options)
        c = spell_card(resolver.board, c, caster)  # grants13: the types effects give spells (205.1, 613.1d)
        rules = spending_rules(resolver.board, caster) + own_spending_rules(c) + zone_spending_rules(state, caster, c, zone) + spell_spending_rules(resolver.board, caster, c)  # 609.4b
        oracle = PaymentOracle(payable_life(resolver.board, caster, mana_ability=True), options.max_plan_states)  # bans19: 118.3, 119.8
        return cls(state, c, zone, caster, options, resolver, SpellProfile.of(c), spending_types(rules), oracle)

    @property
    def board(self) -> Board:
        return self.resolver.board

    def mana(self, skip: frozenset[tuple[str, int]], kept: tuple[int, ...] = ()) -> PlayerMana:
        """The caster's mana abilities as plan actions, without the abilities in ``skip`` (their
        permanent is sacrificed or tapped for another part of the cost, 118.3) and (audit38)
        without the cards at the positions ``kept`` of the hand, which the cost discards or exiles
        (:meth:`hand_choices`): their own mana abilities (Simian Spirit Guide's) can't also pay."""
        skip = skip | self.discards_the_spell
        hit = self._mana.get((skip, kept))
        if hit is None:
            own = (
                own_spending_rules(self.card) + zone_spending_rules(self.state, self.caster, self.card, self.zone)  # zones11: any_mana
                + spell_spending_rules(self.board, self.caster, self.card)  # costs13: "... to cast planeswalker spells"
            )
            hit = self._mana[skip, kept] = player_mana(
                self.resolver, self.caster, skip=skip, own_rules=own, sources=spell_mana_sources(self.card),  # 106.6
                cast_from_hand=self.cast_from_hand, hand_kept=kept,  # audit22, 601.2a; audit38, 118.3
            )
        return hit

    @property
    def cast_from_hand(self) -> str | None:
        """The name by which the spell leaves the hand (601.2a), or None when it is cast from
        another zone."""
        return (self.card.whole_name or self.card.name) if self.zone is Zone.HAND else None

    @cached_property
    def spell_position(self) -> int | None:
        """audit38: the position in the caster's hand of the card being cast (the first of that
        name, as :func:`~solver.paying.actions.player_mana` takes it), or None: on the stack as
        its costs are paid (601.2a), it can't pay for itself."""
        name = self.cast_from_hand
        if name is None:
            return None
        return next((i for i, c in enumerate(self.state.hand.get(self.caster, ())) if c.name.lower() == name.lower()), None)

    def hand_choices(self, takes: Sequence[HandTake]) -> list[tuple[int, ...]]:
        """audit38: the sets of positions of the caster's hand that the cost parts ``takes``
        ("discard a card", "exile a blue card from your hand") may take, the spell itself excepted
        (601.2a): those that make no mana first, the Spirit Guides in every combination (118.3,
        601.2g-h; :func:`~solver.paying.taking.hand_choices`, as for activation).

        Raises
        ------
        QueryError
            When the choices to try are more than the limit (never guessed)."""
        gone = () if self.spell_position is None else (self.spell_position,)
        return hand_choices(self.state.hand.get(self.caster, ()), takes, gone)

    @cached_property
    def discards_the_spell(self) -> frozenset[tuple[str, int]]:
        """audit17: the caster's mana abilities that can't help pay for this spell because paying
        their cost before casting discards it: "Discard your hand, Sacrifice this artifact: Add
        three mana of any one color. Activate only as an instant." (Lion's Eye Diamond). A mana
        ability may be activated while a spell is being cast (605.3a), but one with a timing
        restriction only when its controller has priority (117.1b; its rulings), that is before the
        spell leaves the hand (601.2a), so its "Discard your hand" takes the spell with it. From
        another zone (a graveyard, exile) the spell is not in the hand, and the ability pays."""
        if self.zone is not Zone.HAND:
            return frozenset()
        return frozenset(
            (v.id, ref.index)
            for v in self.board.views.values()
            if v.controller == self.caster
            for ref in v.mana_abilities()
            if any(isinstance(p, DiscardHand) for p in ref.ability.cost.parts)
            and any(isinstance(r, (InstantTiming, SorceryTiming)) for r in ref.ability.requires)
        )

    def text(self, m: Mana) -> str:
        """``str(m)``, remembered for the question (a witness lists the same few amounts many times)."""
        hit = self._texts.get(m)
        if hit is None:
            hit = self._texts[m] = str(m)
        return hit

    @cached_property
    def purpose(self) -> Purpose:
        """What the mana is spent on: casting this spell (106.6)."""
        return Purpose(
            spell=self.card, text=f"casting {self.card.name}", from_hand=self.zone is Zone.HAND,
            from_graveyard=self.zone is Zone.GRAVEYARD, commander=self.zone is Zone.COMMAND,  # audit21: 601.2a, 903.3, 903.8
            from_exile=self.zone is Zone.EXILE, face_down=self.face_down,  # s14: 601.2a, 708.2
        )

    def modifiers(self, colors: TypeSet, mana_value: int | None = None) -> list[Modifier]:
        """The cost modifiers that apply to the spell cast with ``colors`` (601.2f) and, when given,
        ``mana_value`` (audit26: its mana value as cast, 202.3e, 718.3b)."""
        hit = self._modifiers.get((colors, mana_value))
        if hit is None:
            hit = self._modifiers[colors, mana_value] = modifiers(self.board, self.profile, self.caster, colors, self.zone, mana_value)
        return hit

    def minimums(self, colors: TypeSet) -> list[Minimum]:
        """The effects that set the least total cost of the spell cast with ``colors`` (601.2f:
        applied last)."""
        return minimums(self.board, self.profile, self.caster, colors)

    @cached_property
    def colors(self) -> TypeSet:
        """The spell's colours (202.2) with the effects that set spells' colours (613.1e)."""
        return self.recolor(self.card.colors)

    def recolor(self, colors: TypeSet) -> TypeSet:
        """The spell's colours when its own are ``colors`` (its card's, or its prototype's,
        718.3b), after the effects that set the colours of spells (105.3, 613.1e)."""
        return spell_colors(self.board, self.card, colors, self.caster)

    @cached_property
    def life(self) -> int:
        """The most life the caster can pay now, with the costs of the mana abilities that pay for
        the spell: their life total (119.4), or 0 when an effect says they can't pay life
        (bans19: Yasharn, Platinum Emperion; 118.3b). What the spell's own costs may take is 0
        too when :attr:`life_ban` says so."""
        return payable_life(self.board, self.caster, mana_ability=True)

    @cached_property
    def life_ban(self) -> str | None:
        """bans19: why the caster can't pay life for the spell's own costs now (118.3, 119.8:
        its Phyrexian symbols are then paid with mana, 107.4f), or None. Karn's Sylex stops
        these and not the life of mana abilities (605.1a)."""
        return life_ban(self.board, self.caster)

    @cached_property
    def mana_cost_line(self) -> tuple[ManaCost, str]:
        """The card's printed mana cost and how a total cost's breakdown names it."""
        return self.card.mana_cost, f"mana cost {self.card.mana_cost or '(none)'}"

    @cached_property
    def budget(self) -> int:
        """An upper bound of the mana any cost of the spell can use: what the caster's plans can
        make at most (capped by ``Options.max_x`` when a cycle makes mana without limit), plus
        what reductions could take off (with as many targets as could be)."""
        avail = most_mana(self.mana(frozenset()))
        if avail is None:
            avail = self.options.max_x
        most_targets = sum(t.maximum if t.maximum is not None else len(self.state.players) + len(self.state.permanents) for t in self.profile.targets)
        reductions = 0
        for prototyped in (False, True):
            # audit26: a reduction by mana value may apply at any mana value the spell can be cast with
            cost = self.profile.prototype if prototyped and self.profile.prototype is not None else self.card.mana_cost
            # (with {X}: some small and some large mana values, even and odd: an upper bound)
            low = cost.mana_value()
            values = (low, low + 1, low + 10**6, low + 10**6 + 1) if cost.has_x else (low,)
            for m in (m for v in values for m in self.modifiers(self.recolor(self.profile.colors(prototyped)), v)):
                if not m.effect.increase:
                    reductions = max(reductions, reductions + m.effect.amount.mana_value() * m.times(most_targets))
        # costs14: the reductions the choices bring ("for each card exiled this way", "if it's
        # bargained", "this way"), bounded by every object the caster could pay with
        objects = len(self.state.permanents) + sum(len(self.state.hand.get(p, ())) + len(self.state.graveyard.get(p, ())) for p in self.state.players)
        for own in self.profile.own_modifiers:
            if not own.increase and isinstance(own.per, PaidThisWay):
                reductions += own.amount.mana_value() * objects
            elif not own.increase and isinstance(own.condition, (Bargained, CastThisWay)) and isinstance(own.per, Const):
                reductions += own.amount.mana_value() * own.per.n
        return avail + reductions


def lookup_card(state: GameState, name: str, player: str | None) -> Card:
    """The card by name: from the zones it may be cast from, else from the scenario's library."""
    for p in ([player] if player else []) + list(state.players):
        top = state.library_top.get(p)
        zones = (*state.hand.get(p, ()), *([top] if top is not None else []), *state.graveyard.get(p, ()), *(e.card for e in state.exile.get(p, ())))  # zones11
        for c in zones:
            found = c.named(name)  # audit19: a face of a card with several faces by its name (709.3, 712, 715.3)
            if found is not None:
                return found
    if state.cards is not None:
        try:
            return state.cards.get(name)
        except UnknownCardError as e:
            raise QueryError(f"card: {e}") from None
    raise QueryError(f"card: unknown card {name!r} (it is in no hand and on top of no library)")


def _caster(state: GameState, name: str, zone: Zone, player: str | None) -> str:
    """Who casts: ``player`` when given; else the one player who has the card in that zone; the
    active player when several or none do."""
    if player is not None:
        return player
    holders = [p for p in state.players if in_zone(state, p, name, zone)]
    if len(holders) == 1:
        return holders[0]
    return state.active


def spell_spending_rules(board: Board, caster: str, card: Card) -> list[SpendingRule]:
    """costs13: the spending rules of ``caster``'s permanents for casting some spells ("You may
    spend mana as though it were mana of any color to cast planeswalker spells", Oath of Nissa;
    609.4b) whose spells-filter fits this spell (its colours as cast, 105.3): they apply to paying
    its costs as it is cast (601.2g-h)."""
    colors = spell_colors(board, card, card.colors, caster)
    out: list[SpendingRule] = []
    for view in board:
        if view.controller != caster:
            continue
        for ref in view.abilities:
            if isinstance(ref.ability, StaticAbility):
                for e in ref.ability.effects:
                    if isinstance(e, SpendingRule) and e.spells is not None and spell_matches(e.spells, card, colors, caster, view.controller, view.permanent):
                        out.append(e)
    return out
