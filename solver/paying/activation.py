"""can_activate: the non-mana parts of the cost (solver.legality) plus payment of any mana in it
with mana abilities of its controller that can be activated now (605.3a), chained to any depth
(601.2g-h: a Forest pays a Signet's {1}, whose mana pays the cost): :mod:`.affordable`.

The ability's own {T} is paid with the rest of its cost, so its permanent can't also be tapped
for mana to pay it (107.5); its other mana abilities may still be activated first (602.2b,
601.2g). A permanent the cost sacrifices may be tapped for mana first, but nothing else may
sacrifice it (118.3).
"""

from __future__ import annotations

from typing import Sequence, cast, get_args

from ...model.abilities import AbilityCostChange, ActivatedAbility, ActivationCondition, Amount, GraveyardCards, ManaAbility, PartySize
from ...model.costs import DiscardFromHand, ManaCost, ManaSymbol, PayLife, SelfLeaves, Sacrifice, SymbolKind, TapOther, Waterbend, reduce_by_mana_cost, reduce_generic
from ...model.errors import QueryError
from ...model.mana import ManaType
from ...model.selectors import Relation
from ...model.state import GameState
from ..board.conditions import condition_holds, entered_this_turn
from ..board.counts import graveyard_cards, party_size
from ..board.views import AbilityRef, Board, View
from ..board.bans import life_ban, life_for_mana  # bans19; audit28
from ..mana.amounts import amount_of
from ..mana.resolver import Resolver
from ..options import Options
from ..results import Verdict
from ..words import possessive
from .ability_costs import ability_cost_effects, changed_cost, changed_life
from .actions import paying_order, player_mana
from .affordable import Chained, pay_cost
from .helpers import Help, helped_payments, helpers_of
from .legality import check_costs, restriction_refusal, sacrifice_other_candidates, tap_other_candidates
from .spending import Purpose, activation_spending_rules
from .taking import HandTake, hand_choices, spare_first

# the restrictions of 602.5b ("if a creature died this turn"); the other conditions are of text (611.3a)
_RESTRICTIONS = tuple(t for t in get_args(ActivationCondition) if isinstance(t, type))

__all__ = ["activation_verdict", "can_activate"]


def activation_verdict(resolver: Resolver, view: View, ref: AbilityRef[ManaAbility | ActivatedAbility], activator: str | None = None) -> Verdict:
    """Whether this ability of ``view`` can be activated now by ``activator`` (None: its
    controller; 602.2), with the rule when not. The activating player pays its mana with their
    own mana abilities (602.2b, 601.2g-h).

    powerup: a power-up ability's cost is reduced by its permanent's mana cost if the permanent
    entered this turn (702.193's reminder text). When the scenario does not say whether it did
    (a summoning-sick permanent without ``entered_this_turn``), the answer is given when both
    ways agree (the full cost can be paid, or not even the reduced one can); otherwise the
    error names the key (never assumed)."""
    target = f"{view.id} ability {ref.index}"
    who = view.controller if activator is None else activator
    legality = check_costs(resolver.board, view, ref, who)
    if not legality.ok:
        return Verdict("can_activate", target, False, legality.reason, legality.rule)
    if isinstance(ref.ability, ActivatedAbility) and ref.ability.power_up:
        try:
            entered: bool | None = entered_this_turn(view)
        except QueryError:
            entered = None
        if entered is None:
            full = _verdict(resolver, view, ref, who, target, legality.unchecked, entered=False, known=False)
            if full.answer:
                return full
            reduced = _verdict(resolver, view, ref, who, target, legality.unchecked, entered=True, known=False)
            if not reduced.answer:
                return reduced
            raise QueryError(
                f"{view.id}: its power-up cost is reduced by its mana cost only if it entered the battlefield this turn, which decides this answer, "
                "and it is not given (it is summoning sick): give the permanent the key entered_this_turn: true|false"
            )
        return _verdict(resolver, view, ref, who, target, legality.unchecked, entered=entered)
    return _verdict(resolver, view, ref, who, target, legality.unchecked)


def _verdict(
    resolver: Resolver, view: View, ref: AbilityRef[ManaAbility | ActivatedAbility], who: str, target: str, unchecked: Sequence[str], *, entered: bool = False, known: bool = True
) -> Verdict:
    """:func:`activation_verdict` once its non-mana costs are legal (602.2b), with ``entered``
    whether a power-up ability's permanent entered this turn (its reduction; 601.2f, 118.7) and
    ``known`` whether the scenario says so (else the answer holds either way)."""
    ability = ref.ability
    extra = changed_life(view, resolver.board, ability_cost_effects(resolver.board), ability, who)
    if extra:  # "Mana abilities of this land cost an additional 1 life to activate." (Thran Portal)
        life = resolver.board.state.life_of(who)
        printed = sum(p.amount for p in ability.cost.parts if isinstance(p, PayLife))
        if (ban := life_ban(resolver.board, who, mana_ability=isinstance(ability, ManaAbility))) is not None:  # bans19: 118.3, 119.8
            return Verdict("can_activate", target, False, f"its cost is {extra} life more (602.2b, 118.8): {ban}", "118.3, 101.2, 602.2b")
        if life < printed + extra:  # 119.4: a player can't pay more life than they have
            return Verdict("can_activate", target, False, f"its cost is {extra} life more (602.2b, 118.8): {who} {'have' if who == 'you' else 'has'} {life} life", "119.4, 602.2b")
    mana, changes = total_mana_cost(resolver.board, view, ability, who, entered=entered, known=known)
    notes: tuple[tuple[str, object], ...] = (("unchecked", list(unchecked)),) if unchecked else ()
    if changes:
        rule = "602.2b, 601.2f, 118.7" + ("" if isinstance(ability, ActivatedAbility) and ability.power_up else "a")  # powerup: 118.7b-g too
        notes += (("cost", {"printed": str(ability.cost.mana), "changes": changes, "total": str(mana) if mana else "{0}", "rule": rule}),)
    if isinstance(ability, ActivatedAbility) and (ability.cost_color is not None or ability.cost_chosen_color):
        only = one_color_cost(mana, ability, view)  # manatail14: 106.6
        if isinstance(only, str):
            return Verdict("can_activate", target, False, only, "106.6", details=notes)
        notes += (("spending", f"only mana of one colour may be spent: {mana} is paid as {only or '{0}'} (106.6)"),)
        mana = only
    if not mana:
        return Verdict("can_activate", target, True, "every part of the cost can be paid now", details=notes)
    sacrificed = any(isinstance(p, Sacrifice) and p.what.relation is Relation.SELF or isinstance(p, SelfLeaves) for p in ability.cost.parts)  # audit24: it leaves too
    own = who == view.controller  # another player's mana abilities never include this permanent's
    paid = life_for_mana(resolver.board, who, mana, mana_ability=isinstance(ability, ManaAbility))  # audit28: K'rrik (118.3, 119.4)
    purpose = Purpose(ability_of=view.id, text=ref.text, cost=mana, ability_keyword=ability.keyword if isinstance(ability, ActivatedAbility) else None)
    payment = None
    hand_choices = _hand_choices(resolver.board, who, ability)
    sacrifices = _sacrifice_other_choices(resolver.board, view, ability, who)  # audit38
    for tapped, kept, gone in ((t, k, g) for t in (_tap_other_choices(resolver.board, view, ability) if own else [()]) for k in hand_choices for g in sacrifices):
        pm = player_mana(
            resolver, who, pretapped=([view.id] if ability.cost.has_tap and own else []) + list(tapped),
            reserved=([view.id] if sacrificed and own else []) + list(gone),  # audit38: sacrificed for the cost, it may tap for mana first, nothing else may take it
            own_rules=activation_spending_rules(resolver.board, view, who, ref),  # manatail14: 609.4b, 602.2b; s13: the ability's origin
            hand_kept=kept,
        )
        payment = pay_cost(pm, paid, purpose, budget=resolver.options.max_plan_states)
        if payment is not None:
            break
    if payment is None and (bend := _waterbend_generic(ability)):
        helped = _helped_by_waterbend(resolver, view, ref, who, mana, bend, purpose, own and ability.cost.has_tap, sacrificed and own)
        if helped is not None:
            help, found = helped
            return Verdict("can_activate", target, True, f"{mana} can be paid, {help.sentence()}", details=(("payment", found.payment().to_dict()),) + notes)
    if payment is None:
        taps_others = any(isinstance(p, TapOther) and p.total_power is None for p in ability.cost.parts)  # audit37
        takes_cards = any(isinstance(p, DiscardFromHand) for p in ability.cost.parts) and (not hand_choices or len(hand_choices[0]) > 0)
        return Verdict(
            "can_activate",
            target,
            False,
            f"{mana}: the mana abilities of {possessive(who)} other permanents that can be activated now can't pay it"
            + (", besides the permanents the cost taps" if taps_others else "")
            + (", besides the cards of the hand the cost takes" if takes_cards else "")
            + (", besides the permanents the cost sacrifices" if any(sacrifices) else ""),  # audit38
            "605.3a, 118.3" + (", 107.5" if taps_others else ""),
            details=notes,
        )
    details: tuple[tuple[str, object], ...] = (("payment", payment.payment().to_dict()),)
    if any(step.paid for step in payment.plan):  # a chained payment: show the plan
        details += (("plan", [s.to_dict() for s in payment.plan]),)
    return Verdict("can_activate", target, True, f"{mana} can be paid", details=details + notes)


def _tap_other_choices(board: Board, view: View, ability: ManaAbility | ActivatedAbility) -> list[tuple[str, ...]]:
    """audit37: the sets of permanents that the cost's "Tap two untapped red creatures you control"
    may tap (:class:`TapOther` with a count), each a choice to pay the mana with the rest: a
    creature tapped for the cost can't also be tapped for mana to pay the same cost, nor the other
    way round (107.5, 601.2g-h; Crackleburr with three red creatures that tap for mana can't pay
    {U/R}{U/R} and tap two more). A permanent without a {T} mana ability loses nothing by being
    tapped, so those are chosen first; the others are tried in every combination. ``[()]`` when
    the cost taps no other permanent (crew's total power is not split here).

    Raises
    ------
    QueryError
        When the combinations to try are more than the limit (the answer is never guessed)."""
    parts = [p for p in ability.cost.parts if isinstance(p, TapOther) and p.total_power is None]
    if not parts:
        return [()]
    taps_self = ability.cost.has_tap
    groups = []
    for part in parts:
        cands = tap_other_candidates(board, view, part, taps_self)
        groups.append((f"{view.id}: “{part}” may tap", [v.id for v in cands if not v.tap_mana_abilities()], [v.id for v in cands if v.tap_mana_abilities()], part.count))
    return spare_first(groups, "permanents", "107.5, 601.2g-h")


def _sacrifice_other_choices(board: Board, view: View, ability: ManaAbility | ActivatedAbility, who: str) -> list[tuple[str, ...]]:
    """audit38: the sets of permanents that the cost's "Sacrifice another creature" may sacrifice,
    each a choice to pay the mana with the rest: a creature sacrificed for the cost may tap for
    mana first (601.2g before 601.2h: Llanowar Elves), but can't also be sacrificed for mana (Wild
    Cantor: "Sacrifice this creature: Add one mana of any color.") nor by another mana ability's
    cost (Ashnod's Altar) to pay the same cost (118.3). Those that lose no mana ability by it are
    taken first; the others in every combination. ``[()]`` when the cost sacrifices no other
    permanent.

    Raises
    ------
    QueryError
        When the combinations to try are more than the limit (the answer is never guessed)."""
    parts = [p for p in ability.cost.parts if isinstance(p, Sacrifice) and p.what.relation is not Relation.SELF]
    if not parts:
        return [()]
    groups = []
    for part in parts:
        cands = sacrifice_other_candidates(board, view, part, who, isinstance(ability, ManaAbility))
        groups.append((f"{view.id}: “{part}” may sacrifice", [v.id for v in cands if not paying_order(v, "sacrifice")[0]], [v.id for v in cands if paying_order(v, "sacrifice")[0]], part.count))
    return spare_first(groups, "permanents", "118.3, 601.2g-h")


def _hand_choices(board: Board, who: str, ability: ManaAbility | ActivatedAbility) -> list[tuple[int, ...]]:
    """audit37: the sets of positions in ``who``'s hand that the cost's "Discard a card" ("Exile a
    card from your hand") may take, each a choice to pay the mana with the rest: a card discarded
    for the cost can't also be exiled for its own mana ability (Simian Spirit Guide) to pay the
    same cost, nor the other way round (118.3, 601.2g-h; :func:`~.taking.hand_choices`, shared
    with casting). ``[()]`` when the cost takes no card of the hand.

    Raises
    ------
    QueryError
        When the combinations to try are more than the limit (the answer is never guessed)."""
    takes = [HandTake.of(p) for p in ability.cost.parts if isinstance(p, DiscardFromHand)]
    return hand_choices(board.state.hand.get(who, ()), takes)


def _waterbend_generic(ability: ManaAbility | ActivatedAbility) -> int:
    """s16: how much of the cost's generic mana a waterbend cost holds (701.67a), which tapped
    artifacts and creatures may pay: its generic mana, and its X at the least X (1 when "X can't
    be 0", else 0)."""
    least_x = 1 if isinstance(ability, ActivatedAbility) and ability.x_not_zero else 0
    return sum(
        s.generic if s.kind is SymbolKind.GENERIC else least_x if s.kind is SymbolKind.X else 0
        for p in ability.cost.parts
        if isinstance(p, Waterbend)
        for s in p.cost.symbols
    )


def _helped_by_waterbend(
    resolver: Resolver, view: View, ref: AbilityRef[ManaAbility | ActivatedAbility], who: str, mana: ManaCost, bend: int, purpose: Purpose, taps_self: bool, leaves: bool
) -> tuple[Help, Chained] | None:
    """s16: a way to pay ``mana`` with untapped artifacts and creatures of ``who`` tapped for up to
    ``bend`` of its generic mana (701.67a), the rest with mana abilities of the others (601.2g-h):
    the first that pays, fewest permanents with mana abilities tapped first. The permanent itself
    can't help when its own {T} is in the cost or the cost makes it leave."""
    helpers = tuple(h for h in helpers_of(resolver.board, who, frozenset({"waterbend"})) if not ((taps_self or leaves) and h.pid == view.id))
    rules = activation_spending_rules(resolver.board, view, who, ref)  # the same for every way
    for help in helped_payments(mana, helpers, resolver.options.max_plan_states, bend):
        tapped = [pid for pid, _, _ in help.tapped]
        pm = player_mana(resolver, who, pretapped=([view.id] if taps_self else []) + tapped, reserved=[view.id] if leaves else [], own_rules=rules)
        found = pay_cost(pm, life_for_mana(resolver.board, who, help.rest, mana_ability=isinstance(ref.ability, ManaAbility)), purpose, budget=resolver.options.max_plan_states)
        if found is not None:
            return help, found
    return None


def total_mana_cost(
    board: Board, view: View, ability: ManaAbility | ActivatedAbility, activator: str | None = None, *, entered: bool = False, known: bool = True
) -> tuple[ManaCost, list[str]]:
    """The mana of the ability's total cost now, and each change of it in words (602.2b: the
    total cost is determined as for a spell, 601.2f): the printed mana, plus every increase of
    its own text, minus every reduction, each counted now ("for each legendary creature you
    control"); a generic reduction takes off generic mana only (118.7a) and never below {0}.

    powerup: a power-up ability whose permanent ``entered`` the battlefield this turn is reduced
    by the permanent's mana cost ("Reduce the cost by its mana cost if it entered this turn.",
    702.193's reminder text), symbol by symbol as 118.7a-g say (:func:`reduce_by_mana_cost`),
    after the increases of its own text and with its other reductions (601.2f: the player
    applies reductions in any order; this one first, whose coloured symbols may take off
    coloured mana before a generic reduction takes off generic mana). A face-down permanent has
    no mana cost (708.2a) and {X} in it is 0 (202.3e). ``known`` False: the scenario does not say
    whether it entered (the notes say which way the answer does not depend on it)."""
    mana = ability.cost.mana
    changes = ability.cost_changes if isinstance(ability, ActivatedAbility) else ()
    notes: list[str] = []
    if isinstance(ability, ActivatedAbility) and ability.x_not_zero:  # counters10: "X can't be 0." (107.3)
        mana = _least_x(mana, ability.x_color)
        only = f", paid with {{{ability.x_color.name}}} mana only (106.6)" if ability.x_color is not None else ""  # costs12
        notes.append(f"X can't be 0, so X is at least 1{only}: {mana} (107.3)")
    # 601.2f: increases are added before reductions are taken off (Damping Sphere ruling)
    for change in sorted(changes, key=lambda c: not c.increase):
        if not _change_applies(change, view, board):  # costs13: "... if you're the monarch"
            notes.append(f"{change}: the condition does not hold now, so it does not apply (601.2f)")
            continue
        n = _count(change.per, view, board)
        if change.increase:
            for _ in range(n):
                mana = mana + change.amount
        else:
            mana = reduce_generic(mana, change.amount.mana_value() * n)  # 118.7a
        notes.append(f"{change} (counted {n}): {mana if mana else '{0}'}")
    if isinstance(ability, ActivatedAbility) and ability.power_up:
        own = ManaCost() if view.permanent.face_down else view.permanent.card.mana_cost  # 708.2a
        if entered:
            mana = reduce_by_mana_cost(mana, own)
        if not known:
            notes.append(
                f"power-up: whether {view.id} entered this turn is not given, and the answer is the same either way: "
                + (f"the cost reduced by its mana cost {own or '{0}'} (118.7) is {mana if mana else '{0}'}" if entered else f"the cost is {mana if mana else '{0}'} without the reduction")
            )
        elif entered:
            notes.append(f"power-up: {view.id} entered this turn, so the cost is reduced by its mana cost {own or '{0}'} (118.7): {mana if mana else '{0}'}")
        else:
            notes.append(f"power-up: {view.id} did not enter this turn, so the cost is not reduced by its mana cost")
    effects = ability_cost_effects(board)
    if effects:  # other permanents' changes (Training Grounds, Power Artifact), after its own
        mana, more = changed_cost(mana, view, board, effects, ability, activator)
        notes += more
    return mana, notes


def _count(per: Amount | GraveyardCards | PartySize, view: View, board: Board) -> int:
    """costs13: how many times a change of the ability's own cost applies, counted as it is
    activated: cards of its controller's graveyard (404; the scenario's ``graveyard``, never
    assumed), the creatures of their party (700.8), or an amount of the board."""
    if isinstance(per, GraveyardCards):
        return graveyard_cards(per, view, board)
    if isinstance(per, PartySize):
        return party_size(view, board)
    return amount_of(per, view, board)


def _change_applies(change: AbilityCostChange, view: View, board: Board) -> bool:
    """costs13: whether the condition of a change of the ability's own cost holds as it is
    activated (602.2b, 601.2f): a restriction of the 602.5b vocabulary ("if you attacked with a
    Spacecraft this turn") by the rule of an activation restriction, any other by the rule of
    a static ability's condition (611.3a). Never assumed: missing state is a QueryError naming
    its scenario key."""
    cond = change.condition
    if cond is None:
        return True
    if isinstance(cond, _RESTRICTIONS):
        return restriction_refusal(cast(ActivationCondition, cond), board, view) is None
    return condition_holds(cond, view, board)


def can_activate(state: GameState, pid: str, ability: int, *, player: str | None = None, options: Options = Options()) -> Verdict:
    """The can_activate query: ``ability`` counts all the permanent's activated abilities from 0;
    ``player`` is who would activate it (None: its controller, 602.2)."""
    if player is not None and player not in state.players:
        raise QueryError(f"can_activate: player {player!r} is not one of the players {list(state.players)}")
    if isinstance(ability, bool) or not isinstance(ability, int) or ability < 0:
        raise QueryError(f"can_activate: ability must be a whole number from 0, got {ability!r}")
    resolver = Resolver.of(state, options)
    view = resolver.board.view(pid)
    activated = view.activated_abilities()
    if ability >= len(activated):
        raise QueryError(f"{pid} has {len(activated)} activated abilit{'y' if len(activated) == 1 else 'ies'}; there is no number {ability}")
    return activation_verdict(resolver, view, activated[ability], player)


def one_color_cost(cost: ManaCost, ability: ActivatedAbility, view: View) -> ManaCost | str:
    """manatail14: the mana of an ability whose text says "Spend only mana of the chosen color to
    activate this ability" (Throne of Eldraine) or "Spend only red mana ..." (106.6): each generic
    mana paid with one mana of that colour, a symbol of that colour (or a hybrid one with that
    half, 107.4e) kept; a symbol no mana of that colour can pay makes it unpayable (the reason,
    a string). The colour chosen as the permanent entered is never assumed: without its
    ``chosen_color`` the question is an error naming the key."""
    color = ability.cost_color
    if color is None:
        color = view.permanent.chosen_color
        if color is None:
            raise QueryError(f"{view.id}: “Spend only mana of the chosen color to activate this ability” needs the colour chosen for it: give the permanent key chosen_color")
    one = ManaSymbol(SymbolKind.COLORED, colors=(color,))
    out: list[ManaSymbol] = []
    for sym in cost.symbols:
        if sym.kind is SymbolKind.GENERIC:
            out.extend([one] * sym.generic)
        elif sym.kind is SymbolKind.PHYREXIAN:  # 107.4f: 2 life pays it too, which the restriction leaves open
            raise QueryError(f"{view.id}: a Phyrexian symbol of a cost that only {{{color.name}}} mana may pay is not modelled (106.6, 107.4f)")
        elif sym.kind in (SymbolKind.COLORED, SymbolKind.HYBRID, SymbolKind.MONO_HYBRID) and color in sym.colors:
            out.append(one)  # 107.4e: the half of that colour paid with it
        elif sym.kind is SymbolKind.MONO_HYBRID and not sym.colorless_half:
            out.extend([one] * sym.generic)  # 107.4e: {2/W} paid as its generic half
        else:
            return f"{sym.text} can't be paid with {{{color.name}}} mana only (106.6)"
    return ManaCost(tuple(out))


def _least_x(cost: ManaCost, color: ManaType | None = None) -> ManaCost:
    """counters10: the cost with the least X an ability whose "X can't be 0" allows (107.3): each
    {X} paid as {1} (X is 1; the least cost of every X that may be chosen); costs12: with
    "Spend only black mana on X" (106.6), as one mana of that colour."""
    one = ManaSymbol(SymbolKind.GENERIC, generic=1) if color is None else ManaSymbol(SymbolKind.COLORED, colors=(color,))
    return ManaCost(tuple(one if s.kind is SymbolKind.X else s for s in cost.symbols))
