"""The non-mana parts of activating an ability now: {T} and {Q} (107.5, 107.6), summoning
sickness (302.6), counters to remove, life to pay, permanents to sacrifice or tap (118.3), the
restrictions of the ability's own text (602.5b: "Activate only ...") and effects that forbid
activating (602.5: "Activated abilities of ... can't be activated").

Mana in the cost is judged above this module (solver.activation), by the payment search.

No condition is assumed to hold: a restriction whose state the scenario does not give (the
graveyard, the cards in hand, whether a creature is attacking, how often the ability was activated
this turn, the step of combat) raises :class:`~manasolve.model.errors.QueryError` naming the
scenario key that would give it, and a restriction the card grammar did not read raises too.
"""

from __future__ import annotations

import dataclasses

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Mapping, Sequence, TypeVar

from ...model.abilities import (
    AmountAtLeast,
    Ability,
    AttackedThisTurn,
    AttackedWith,
    CastThisTurn,
    HasAnotherActivatedAbility,
    AttackingYou,
    CreaturesDied,
    LeftBattlefieldUnderControl,
    ByAnOpponent,  # altcost16
    LifeChangedThisTurn,  # activation13
    ActivationProhibition,  # activation13
    NotDuring,  # activation13
    LifeAboveStarting,  # activation13
    OpponentLostLife,
    OpponentDealtDamage,  # counters14
    EnteredThisTurn,
    EnteredUnderYourControl,
    HasDesignation,
    OpponentControls,
    PlayerCounters,
    SameNameCount,
    ActivatedAbility,
    ActivationCondition,
    ActivationLimit,
    AnyOf,
    Attacking,
    ConditionHolds,
    ControlsAtLeast,
    ControlsCount,
    CountersCount,
    DuringStep,
    DuringTurn,
    GraveyardCount,
    HandCount,
    Haste,
    InstantTiming,
    LifeCount,
    ManaAbility,
    SorceryTiming,
    TotalPower,
    TurnStep,
)
from ...model.cards import Card  # keys15: craft materials in a graveyard
from ...model.errors import QueryError
from ...model.selectors import Who
from ...model.state import CombatStep, GameState, Phase
from ...model.costs import (
    CollectEvidence,  # s15
    ExertSelf,  # s15
    ExileFromGraveyard,  # s14
    ExileMaterials,  # keys15: craft (702.167a)
    ExileOther,
    ExileSelfFromHand,
    SelfFromZone,
    RemoveCountersFrom,
    LoyaltyCost,
    Forage,  # s15
    MillCards,  # s15
    DiscardFromHand,
    DiscardHand,
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
from ...model.selectors import Relation
from ..board.conditions import condition_holds, static_effects, designation_holders, designation_key, entered_this_turn, graveyard_holds, hand_holds, life_holds
from ...model.abilities import CrewsAsThough  # statics12: 702.122a, 702.171a
from ...model.abilities import CantCrew  # audit30: 702.122a
from ...model.abilities import ActivatedAdditionalTime, BoastTwice  # keys15: 702.142a; powerup: 702.193
from ..board.spells import spell_fits
from ..board.counts import evidence_short, graveyard_cards, library_cards  # s14, s15
from ..board.targeting import targetable  # audit24: 602.2b, 601.2c
from ..board.views import AbilityRef, Board, View, selects, view_status
from ..board.bans import life_ban, sacrifice_ban  # bans19
from ..mana.amounts import amount_of
from ..words import does, possessive


@dataclass(frozen=True, slots=True)
class Legality:
    """Whether the non-mana costs can be paid now; when not, the rule and the cost part at fault."""

    ok: bool
    reason: str = ""
    rule: str = ""
    unchecked: tuple[str, ...] = ()


def has_haste(view: View) -> bool:
    """Haste from its own text, from a granted ability (613.1f), or from an effect (scenario ``haste``)."""
    if view.permanent.haste:
        return True
    return any(isinstance(a.ability, Haste) for a in view.abilities)


def forbidden(board: Board, view: View, ability: ManaAbility | ActivatedAbility) -> Legality | None:
    """602.5: an effect says the permanent's activated abilities can't be activated ("... unless
    they're mana abilities": a mana ability, 605.1a, still can)."""
    for source, eff in board.cant_activate.get(view.id, ()):
        if eff.except_mana and isinstance(ability, ManaAbility):
            continue
        return Legality(False, f"{source}: “{eff.text or 'its activated abilities can’t be activated'}”", "602.5")
    return None


def is_loyalty_ability(ability: ManaAbility | ActivatedAbility) -> bool:
    """606.3: a loyalty ability, whose cost is a loyalty symbol ("[+1]", "[\u22122]", "[0]") alone."""
    parts = ability.cost.parts
    return len(parts) == 1 and isinstance(parts[0], LoyaltyCost)


def _loyalty(board: Board, view: View, ability: ManaAbility | ActivatedAbility, who: str) -> Legality | None:
    """606.3: a loyalty ability is activated by its permanent's controller only during a main phase
    of their turn with the stack empty; 606.4, 606.6: its cost puts or removes loyalty counters,
    and a negative cost needs that many (−X: X may be 0, 107.3). None when these allow it (once
    each turn is :func:`_loyalty_once`'s, asked last)."""
    state = board.state
    rules = board.loyalty_rules.get(view.id, ())
    instant = [source for source, rule in rules if rule.instant]
    if instant:  # audit24: "on any player's turn any time you could cast an instant" (Teferi, Master of Time)
        if state.phase is Phase.UNTAP:
            return Legality(False, f"{view.id}: {instant[0]} lets its loyalty abilities be activated any time its controller could cast an instant, and no player receives priority during the untap step", "606.3, 502.4")
    elif state.active != who or state.phase not in (Phase.MAIN1, Phase.MAIN2) or not state.stack_empty:
        return Legality(False, f"{view.id}: a loyalty ability is activated only during a main phase of its controller's turn while the stack is empty", "606.3")
    cost = ability.cost.parts[0]
    assert isinstance(cost, LoyaltyCost)
    change = sum(rule.cost_change for _source, rule in rules)  # audit24: Carth the Lion (606.4)
    need, have = max(0, cost.removes - change), view.permanent.counter("loyalty")
    if have < need:
        changed = f" (with {change:+d} from the effects in force)" if change else ""
        return Legality(False, f"{cost}{changed}: {view.id} has {have} loyalty counter(s), needs {need}", "606.6")
    return None


def loyalty_limit(board: Board, view: View) -> int:
    """How many loyalty abilities of ``view`` may be activated this turn: one (606.3); two under
    "twice each turn rather than only once" (Oath of Teferi; two such effects still say twice);
    one more for each "you may activate one of its loyalty abilities once this turn as though none
    of its loyalty abilities have been activated this turn" in force (The Chain Veil, once per
    resolution; with Oath of Teferi, three). audit24."""
    rules = [rule for _source, rule in board.loyalty_rules.get(view.id, ())]
    return max([1, *(r.times for r in rules)]) + sum(r.extra for r in rules)


def _loyalty_once(board: Board, view: View) -> Legality | None:
    """606.3: only if no loyalty ability of that permanent was activated this turn (the scenario's
    ``activated_this_turn`` of the permanent: never assumed, so asked only when every other rule
    allows the activation), or fewer than the effects in force allow (:func:`loyalty_limit`).
    None when it may be activated."""
    limit = loyalty_limit(board, view)
    record = view.permanent.activated_this_turn
    if record is None:
        raise QueryError(
            f"{view.id}: a loyalty ability may be activated only if none of {view.id}'s was activated this turn (606.3): "
            "give the permanent the key activated_this_turn: [N...] ([] when none was)"
        )
    done = [a.index for a in view.abilities if isinstance(a.ability, (ManaAbility, ActivatedAbility)) and is_loyalty_ability(a.ability) and record.get(a.index, 0)]
    count = sum(record.get(i, 0) for i in done)
    if count >= limit:
        allowed = "" if limit == 1 else f" ({count} of the {limit} activations the effects in force allow this turn)"
        return Legality(False, f"{view.id}: its loyalty ability {done[0]} was activated this turn{allowed}", "606.3")
    return None


def prohibited(board: Board, view: View, ability: ManaAbility | ActivatedAbility, who: str) -> Legality | None:
    """activation13, 602.5, 101.2: a static ability says ``who`` can't activate the abilities of
    permanents like ``view`` ("During your turn, your opponents can't ... activate abilities of
    artifacts, creatures, or enchantments": Grand Abolisher; its players are relative to its
    controller, 109.5). Mana abilities are activated abilities (605.1a) and are forbidden too unless
    the text excepts them."""
    state = board.state
    for source_id, eff in board.activation_prohibitions:
        source = board.views[source_id]
        owner = source.controller
        if eff.players is Who.OPPONENT and who == owner or eff.players is Who.YOU and who != owner:
            continue
        if eff.players is Who.ENCHANTED_PLAYER and who != source.permanent.attached_to:
            continue  # audit20: 303.4: only the player the Aura enchants
        if eff.except_loyalty and is_loyalty_ability(ability):  # audit20: 606.3
            continue
        if eff.during_your_turn and state.active != owner:
            continue
        if eff.except_mana and isinstance(ability, ManaAbility):
            continue
        if eff.loyalty_only and not is_loyalty_ability(ability):  # 606.3
            continue
        if not selects(eff.sources, view, source):
            continue
        return Legality(False, f"{source.id}: “{eff}”: {who} can't activate it now", "602.5, 101.2")
    return None


def sacrifice_other_candidates(board: Board, view: View, part: Sacrifice, who: str, mana_ability: bool) -> list[View]:
    """audit38: the permanents that "Sacrifice a creature" ("Sacrifice another creature") of
    ``view``'s ability may sacrifice (118.3, 701.21a): its controller's that fit and can be
    sacrificed, never the permanent itself when the phrase says "another"."""
    return [
        v
        for v in board.views.values()
        if v.controller == view.controller
        and part.what.matches_characteristics(v, view_status(v) if part.what.needs_state else None)
        and not (part.what.relation is Relation.OTHER and v.id == view.id)
        and sacrifice_ban(board, who, v, mana_ability=mana_ability) is None
    ]


def tap_other_candidates(board: Board, view: View, part: TapOther, taps_self: bool) -> list[View]:
    """The untapped permanents that "Tap an untapped creature you control" (a :class:`TapOther` of
    ``view``'s ability) may tap (118.3): its controller's that fit, never the permanent itself when
    the same cost has {T} or the phrase says "other" (107.5), and for "Tap enchanted creature" the
    one it is attached to (s16)."""
    return [
        v
        for v in board.views.values()
        if v.controller == view.controller
        and not v.permanent.tapped
        and part.what.matches_characteristics(v, view_status(v) if part.what.needs_state else None)
        and not ((taps_self or part.what.relation is Relation.OTHER) and v.id == view.id)
        # s16: "Tap enchanted creature" (Krovikan Plague): the one it is attached to
        and (part.what.relation not in (Relation.ENCHANTED, Relation.EQUIPPED) or v.id == view.permanent.attached_to)
    ]


def _tap_untap_refusal(view: View, parts: Sequence[object]) -> Legality | None:
    """A cost with both {T} and {Q} (Snow Mercy's "{T}, {Q}, {T}, {Q}, {T}"): its parts are paid in
    any order (601.2h, 602.2b), each {T} tapping the permanent and each {Q} untapping it, and each
    can be paid only from the other state (107.5, 107.6): the symbols alternate, starting from how
    it is now. None when some order pays them all."""
    taps = sum(1 for p in parts if isinstance(p, TapSelf))
    untaps = sum(1 for p in parts if isinstance(p, UntapSelf))
    if view.permanent.tapped:
        if untaps - taps in (0, 1):  # Q T Q ...
            return None
        return Legality(False, f"{{T}} ×{taps}, {{Q}} ×{untaps}: {view.id} is tapped, and no order of them alternates from there", "107.5, 107.6, 601.2h")
    if taps - untaps in (0, 1):  # T Q T ...
        return None
    return Legality(False, f"{{T}} ×{taps}, {{Q}} ×{untaps}: {view.id} is untapped, and no order of them alternates from there", "107.5, 107.6, 601.2h")


def check_costs(board: Board, view: View, ref: AbilityRef[Ability], activator: str | None = None) -> Legality:
    """Judge who activates it (602.2) and every non-mana part of the ability's cost, in printed
    order; the first that cannot be paid decides (118.3: a cost can't be paid without the
    necessary resources). ``activator``: the player who would activate it (None: its
    controller)."""
    ability = ref.ability
    if not isinstance(ability, (ManaAbility, ActivatedAbility)):
        return Legality(False, f"ability {ref.index} of {view.id} is not an activated ability", "602.1")
    who = view.controller if activator is None else activator
    permitted = may_activate(view, ability, who)
    if permitted is not None:
        return permitted
    if who != view.controller:
        _only_what_another_player_can_pay(view, ability, ref.index, who)
    perm = view.permanent
    parts = ability.cost.parts
    unchecked: list[str] = []
    taps_self = any(isinstance(p, TapSelf) for p in parts)
    untaps_self = any(isinstance(p, UntapSelf) for p in parts)
    flips = _tap_untap_refusal(view, parts) if taps_self and untaps_self else None
    if flips is not None:
        return flips
    for part in parts:
        if isinstance(part, TapSelf):
            if perm.tapped and not untaps_self:
                return Legality(False, f"{{T}}: {view.id} is already tapped", "107.5")
        elif isinstance(part, UntapSelf):
            if not perm.tapped and not taps_self:
                return Legality(False, f"{{Q}}: {view.id} is already untapped", "107.6")
        elif isinstance(part, RemoveCounters):
            need = part.count if part.count is not None else part.at_least  # "any number": 0; "one or more": 1
            least_x = part.x and isinstance(ability, ActivatedAbility) and ability.x_not_zero
            if least_x:  # costs12: X is 1 or more (107.3)
                need = max(need, 1)
            have = perm.counter(part.kind)
            if have < need:
                return Legality(False, f"{part}: {view.id} has {have} {part.kind + ' ' if part.kind else ''}counter(s), needs {need}" + (" (X can't be 0)" if least_x else ""), "118.3" + (", 107.3" if least_x else ""))
        elif isinstance(part, RemoveCountersFrom):  # s16: 118.3, 122.1
            holders = [v for v in board.views.values() if v.controller == view.controller and selects(part.what, v, view)]
            counts = [v.permanent.counter(part.kind) for v in holders]
            need = part.count if part.count is not None else (1 if isinstance(ability, ActivatedAbility) and ability.x_not_zero else 0)
            enough = sum(counts) >= need if part.among else any(h >= need for h in counts) or need == 0
            if not enough:
                kind = f"{part.kind} " if part.kind else ""
                where = f"{sum(counts)} {kind}counter(s) among them" if part.among else f"at most {max(counts, default=0)} {kind}counter(s) on one"
                return Legality(False, f"{part}: {does(view.controller, 'controls')} {len(holders)} that fit, with {where}; needs {need}", "118.3, 122.1")
        elif isinstance(part, PayLife):
            if part.amount > 0 and (ban := life_ban(board, who, mana_ability=isinstance(ability, ManaAbility))) is not None:  # bans19: 118.3, 119.8
                return Legality(False, f"{part}: {ban}", "118.3, 101.2")
            life = board.state.life_of(who)  # 119.4: the activating player pays life
            if life < part.amount:
                return Legality(False, f"{part}: {does(who, 'has')} {life} life", "119.4")
        elif isinstance(part, PutCountersOnSelf):  # audit18: 118.3, payable while it is on the battlefield
            continue
        elif isinstance(part, PayEnergy):  # audit18: 107.14, 122.1: the activating player's energy counters
            counters = board.state.player_counters
            if who not in counters:
                raise QueryError(f"{view.id}: “{part}” needs how many energy counters {does(who, 'has')}: give the scenario key player_counters: {{{who}: {{energy: N}}}}")
            have = int(counters[who].get("energy", 0))
            if have < part.amount:
                return Legality(False, f"{part}: {does(who, 'has')} {have} energy", "107.14, 118.3")
        elif isinstance(part, Sacrifice):
            if part.what.relation is Relation.SELF:
                if (ban := sacrifice_ban(board, who, view, mana_ability=isinstance(ability, ManaAbility))) is not None:  # bans19: 701.21a, 118.3
                    return Legality(False, f"{part}: {ban}", "118.3, 701.21a")
            else:
                choices = [
                    v
                    for v in board.views.values()
                    if v.controller == view.controller and part.what.matches_characteristics(v, view_status(v) if part.what.needs_state else None)
                    and not (part.what.relation is Relation.OTHER and v.id == view.id)  # audit38: "Sacrifice another creature"
                ]
                banned = [v for v in choices if sacrifice_ban(board, who, v, mana_ability=isinstance(ability, ManaAbility)) is not None]  # bans19
                if len(choices) - len(banned) < part.count:
                    if not banned:
                        return Legality(False, f"{part}: {does(view.controller, 'controls')} {len(choices)} that fit, needs {part.count}", "118.3")
                    return Legality(False, f"{part}: {does(view.controller, 'controls')} {len(choices) - len(banned)} that fit and can be sacrificed, needs {part.count} ({sacrifice_ban(board, who, banned[0], mana_ability=isinstance(ability, ManaAbility))})", "118.3, 701.21a")
        elif isinstance(part, TapOther):
            choices = tap_other_candidates(board, view, part, taps_self)
            if part.total_power is not None:
                # 702.122a crew, 702.171a saddle: any untapped creatures whose powers add up to N
                # (208.1); tapping them is not their own {T}, so summoning sickness does not matter
                # (302.6 is about a creature's own {T} abilities; crew rulings)
                if part.keyword == "crew":  # audit30: "can't ... crew Vehicles" (702.122a, 101.2)
                    choices = [v for v in choices if not cant_crew(v, board)]
                total = sum(max(crew_power(v, part.keyword, board) + crew_bonus(v, part.keyword, board), 0) for v in choices)
                if total < part.total_power:
                    return Legality(False, f"{part}: {possessive(view.controller)} untapped creatures have total power {total}, needs {part.total_power}", "118.3, 208.1")
            elif len(choices) < part.count:
                return Legality(False, f"{part}: {does(view.controller, 'controls')} {len(choices)} untapped that fit, needs {part.count}", "118.3")
        elif isinstance(part, UntapOther):
            # "Untap a tapped land an opponent controls" (Benthic Explorers): only a tapped one
            # 107.6, 601.2h: the {Q} of the same cost untaps the permanent itself, so it can't also be
            # one of the "tapped blue creatures you control" it untaps (Crackleburr's ruling), as
            # {T} keeps it out of "Tap an untapped creature you control" (107.5)
            choices = [
                v
                for v in board.views.values()
                if selects(part.what, v, view)
                and v.permanent.tapped
                and not ((untaps_self or part.what.relation is Relation.OTHER) and v.id == view.id)
            ]
            if len(choices) < part.count:
                return Legality(False, f"{part}: there are {len(choices)} that fit, needs {part.count}", "118.3")
        elif isinstance(part, ExileOther):
            choices = [v for v in board.views.values() if v.controller == view.controller and selects(part.what, v, view)]
            if len(choices) < part.count:
                return Legality(False, f"{part}: {does(view.controller, 'controls')} {len(choices)} that fit, needs {part.count}", "118.3")
        elif isinstance(part, ExileSelfFromHand):
            return Legality(False, f"{part}: {view.id} is on the battlefield, not in a hand", "118.3")
        elif isinstance(part, SelfFromZone):  # s16: such an ability functions only in that zone
            return Legality(False, f"{part}: {view.id} is on the battlefield, not in a {part.zone}; the ability functions only there", "113.6, 118.3")
        elif isinstance(part, ExileMaterials):  # keys15: craft's materials (702.167a)
            short = _materials_refusal(board, view, part, who)
            if short is not None:
                return short
        elif isinstance(part, OtherCost):
            unchecked.append(str(part))
        elif isinstance(part, SelfLeaves):  # audit24: payable while it is on the battlefield (118.3)
            continue
        elif isinstance(part, DiscardHand):  # audit17: payable with any hand, an empty one too (118.3)
            continue
        elif isinstance(part, DiscardFromHand):  # audit17: that many cards in the activator's hand (118.3)
            # s16: of the kind it names ("Discard a land card")
            in_hand = sum(1 for c in board.state.hand.get(who, ()) if part.what is None or part.what.fits(c.card_types, c.subtypes, c.supertypes))
            if in_hand < part.count:
                kind = "" if part.what is None else " that fit"
                return Legality(False, f"{part}: {does(who, 'has')} {in_hand} card(s){kind} in hand", "118.3, 701.9a")
        elif isinstance(part, ExileFromGraveyard):  # s14: that many such cards in the activator's graveyard (118.3, 404)
            there = graveyard_cards(part.what, view, board)  # the controller's (another activator: _only_what_another_player_can_pay)
            if there < part.count:
                return Legality(False, f"{part}: {possessive(who)} graveyard holds {there} such card(s)", "118.3")
        elif isinstance(part, MillCards):  # s15: that many cards in the activator's library (701.13a, 118.3)
            known = library_cards(board.state, who)
            if known is None or (known < part.count and who not in board.state.library_size):
                raise QueryError(f"{view.id}: “{part}” needs how many cards {possessive(who)} library holds: give the scenario key library_size: {{{who}: N}}")
            if known < part.count:
                return Legality(False, f"{part}: {possessive(who)} library holds {known} card(s)", "118.3, 701.13a")
        elif isinstance(part, ExertSelf):  # s15: always payable (118.3)
            continue
        elif isinstance(part, CollectEvidence):  # s15: 701.59a, the activator's graveyard's mana values (118.3)
            lacking = evidence_short(board.state, who, part.amount, view.id, str(part))
            if lacking is not None:
                return Legality(False, f"{part}: {lacking}", "118.3, 701.59a")
        elif isinstance(part, Forage):  # s15: a Food to sacrifice, or three cards of the graveyard to exile (118.3)
            exile, sacrifice = part.ways()
            foods = [v for v in board.views.values() if v.controller == who and sacrifice.what.matches_characteristics(v, None)
                     and sacrifice_ban(board, who, v, mana_ability=isinstance(ability, ManaAbility)) is None]
            if not foods:
                there = graveyard_cards(exile.what, view, board)  # never assumed: the key is named when missing
                if there < exile.count:
                    return Legality(False, f"{part}: {does(who, 'controls')} no Food to sacrifice and {possessive(who)} graveyard holds {there} card(s)", "118.3")
        elif isinstance(part, PayMana):
            continue
    conditions = check_conditions(board, view, ability, ref.index, who)
    if not conditions.ok:
        return conditions
    no = forbidden(board, view, ability) or prohibited(board, view, ability, who)
    if no is not None:
        return no
    if is_loyalty_ability(ability):  # 606.3, 606.6: after what forbids it outright (a definite no comes first)
        loyalty = _loyalty(board, view, ability, who)
        if loyalty is not None:
            return loyalty
    held = board.state.split_second_spell()
    if held is not None and held.card is not None and not isinstance(ability, ManaAbility):
        return Legality(False, f"{held.card.name} has split second: while it is on the stack, only mana abilities can be activated", "702.61a")
    # 302.6: a creature's {T}/{Q} ability needs it under control since its controller's most
    # recent turn began, unless it has haste or may act "as though it had haste". It holds for a
    # land that is a creature now (Mutavault and Dryad Arbor rulings) and not for one that is not.
    if (
        view.is_creature
        and (ability.cost.has_tap or ability.cost.has_untap)
        and perm.summoning_sick
        and not has_haste(view)
        and not board.as_though_haste.get(view.id)
    ):
        sym = "{T}" if ability.cost.has_tap else "{Q}"
        whose, turn = possessive(view.controller), "your" if view.controller == "you" else "their"
        return Legality(
            False,
            f"{sym}: {view.id} is a creature that has not been under {whose} control continuously since {turn} most recent turn began, and has no haste",
            "302.6",
        )
    if isinstance(ability, ActivatedAbility) and ability.targets:  # audit24: 602.2b, 601.2c
        untargeted = _no_legal_target(board, view, ability, who)
        if untargeted is not None:
            return untargeted
    once = _loyalty_once(board, view) if is_loyalty_ability(ability) else None  # 606.3, asked last
    if once is not None:
        return once
    return Legality(True, unchecked=tuple(unchecked))


def _no_legal_target(board: Board, view: View, ability: ActivatedAbility, who: str) -> Legality | None:
    """audit24: 602.2b, 601.2c: activating an ability chooses its targets; one that needs a
    permanent none of which is a legal target now can't be activated ("Attach this permanent to
    target creature you control.", equip with no creature: 702.6a). A legal target is one the
    phrase selects that the ability's source can target (:func:`~solver.board.targeting.targetable`:
    shroud, an opponent's hexproof, protection from a quality of the source, 702.18, 702.11, 702.16).
    Targets that may be players, spells, or cards in a zone are not judged here (a player is always
    there to target); None when every phrase has enough."""
    for spec in ability.targets:
        if spec.minimum < 1 or spec.what is None or spec.players or spec.any_target or spec.stack or spec.zone is not None or spec.or_spell is not None or spec.per_kick:
            continue
        legal: list[View] = []
        undecided: QueryError | None = None
        for v in board:
            try:
                fits = selects(spec.what, v, view)
            except QueryError as e:  # a quality the scenario does not give ("attacking"): never assumed
                undecided = undecided or e
                continue
            if fits and targetable(v, who, view.colors, view.card_types, hexproof_ignored=who in board.hexproof_ignored.get(v.id, ())):
                legal.append(v)
        if len(legal) < spec.minimum and undecided is not None:
            raise undecided  # enough legal targets only if an undecided permanent is one
        if len(legal) < spec.minimum:
            return Legality(False, f"“{spec.text or spec}”: there {'is no legal target' if not legal else f'are only {len(legal)} legal targets'} now", "602.2b, 601.2c, 115.1")
    return None


def _material_fits(part: ExileMaterials, obj: View | Card) -> bool:
    """keys15: whether a permanent (its view: its characteristics now, 613) or a card in a
    graveyard is one of the craft materials ``part`` names (702.167a; "with activated abilities":
    one or more activated abilities, mana abilities among them, 113.3b, 605.1a)."""
    if part.what is not None and not part.what.matches_characteristics(obj):
        return False
    if part.with_activated_abilities:
        abilities = [r.ability for r in obj.abilities] if isinstance(obj, View) else list(obj.abilities)
        return any(isinstance(a, (ManaAbility, ActivatedAbility)) for a in abilities)
    return True


def _materials_refusal(board: Board, view: View, part: ExileMaterials, who: str) -> Legality | None:
    """keys15: craft (702.167a): "Exile [materials] from among permanents you control and/or cards
    in your graveyard", the permanent with craft being exiled itself by the ability's other part
    (so never one of its materials): None when enough of them are there (118.3), else the refusal.
    A material named as "cards" is a card in the graveyard only. The graveyard is read only when
    the permanents do not suffice; when the scenario does not give it, that is an error naming the
    key (never assumed empty).

    Raises
    ------
    QueryError
        When the permanents alone are too few and the activator's graveyard is not given.
    """
    perms: list[View | Card] = [] if part.cards_only else [
        v for v in board.views.values() if v.controller == who and v.id != view.id and _material_fits(part, v)
    ]

    def enough(objects: Sequence[View | Card]) -> bool:
        if part.share_card_type:  # "two that share a card type" (205.2a)
            counts = Counter(t for o in objects for t in o.card_types)
            return max(counts.values(), default=0) >= part.count
        return len(objects) >= part.count

    if enough(perms):
        return None
    if who not in board.state.graveyard:
        raise QueryError(
            f"{view.id}: “{part}” (702.167a) needs {possessive(who)} graveyard, as {possessive(who)} permanents are too few: "
            f"give the scenario key graveyard: {{{who}: [card names]}}"
        )
    cards: list[View | Card] = [c for c in board.state.graveyard[who] if _material_fits(part, c)]
    if enough(perms + cards):
        return None
    where = f"cards in {possessive(who)} graveyard" if part.cards_only else f"{possessive(who)} other permanents and cards in {possessive(who)} graveyard"
    need = f"{part.count}{' or more' if part.or_more else ''}" + (" that share a card type" if part.share_card_type else "")
    return Legality(False, f"{part}: {len(perms) + len(cards)} of {where} fit, it needs {need}", "702.167a, 118.3")


def may_activate(view: View, ability: ManaAbility | ActivatedAbility, who: str) -> Legality | None:
    """602.2: only an object's controller may activate its activated ability unless it says
    otherwise ("Any player may activate this ability", "Only your opponents may ..."). None when
    ``who`` may; otherwise the answer no, with the rule."""
    allowed = ability.activators  # manatail18: a mana ability's too (Mana Cache)
    if allowed is Who.ANY or (allowed is Who.YOU) == (who == view.controller):
        return None
    if allowed is Who.OPPONENT:
        return Legality(False, f"only {view.controller}'s opponents may activate this ability; {who} is its controller", "602.2")
    return Legality(False, f"only {view.id}'s controller ({view.controller}) may activate this ability, not {who}", "602.2")


_TIMING = (SorceryTiming, InstantTiming, DuringTurn, DuringStep, ActivationLimit, NotDuring)


def judged_for_another_player(ability: ManaAbility | ActivatedAbility) -> bool:
    """manatail18: whether the model judges this ability for a player other than its controller
    (602.2): its restrictions are timing ones and its costs are those of
    :func:`_only_what_another_player_can_pay` (the plan search takes it for such a player only then)."""
    return all(isinstance(c, _TIMING) for c in ability.requires) and all(
        isinstance(p, (TapSelf, UntapSelf, PayMana, RemoveCounters, PayLife)) for p in ability.cost.parts
    )


def _only_what_another_player_can_pay(view: View, ability: ManaAbility | ActivatedAbility, index: int, who: str) -> None:
    """A player other than the controller activating it (602.2): the model judges the timing
    restrictions for that player (307.1: "as a sorcery" is the activating player's main phase)
    and the costs that do not depend on who controls what ({T}, {Q}, mana, counters on it, life
    the activating player pays, 119.4); a
    restriction or cost that reads "you" another way is not decided.

    Raises
    ------
    QueryError
        For a restriction or cost part the model does not judge for another player.
    """
    for cond in ability.requires:
        if not isinstance(cond, _TIMING):
            raise QueryError(f"{view.id}: ability {index} activated by {who}, who does not control it: “Activate only if {cond}” is not decided for another player")
    for part in ability.cost.parts:
        if not isinstance(part, (TapSelf, UntapSelf, PayMana, RemoveCounters, PayLife)):
            raise QueryError(f"{view.id}: ability {index} activated by {who}, who does not control it: the cost “{part}” is not decided for another player")


def check_conditions(board: Board, view: View, ability: ManaAbility | ActivatedAbility, index: int, activator: str | None = None) -> Legality:
    """602.5b: every "Activate only ..." restriction of the ability (number ``index`` of the
    permanent's abilities) holds now, for ``activator`` (None: its controller).

    Raises
    ------
    QueryError
        When a restriction needs state the scenario does not give (naming the key), or when the
        card grammar did not read the restriction (``ability.condition`` holds its text).
    """
    if ability.condition:
        raise QueryError(
            f"{view.id}: ability {index} has an activation restriction the card grammar does not read "
            f"(“{ability.condition}”): whether it can be activated cannot be decided"
        )
    who = view.controller if activator is None else activator
    for cond in ability.requires:
        if not _holds(cond, board, view, index, who):
            return Legality(False, f"{_describe(cond)}: {_why_not(cond, board, view, index)}", _rule_of(cond))
    return Legality(True)


def _describe(cond: ActivationCondition) -> str:
    """The restriction as the card says it ("Activate only once each turn", "Activate no more
    than twice each turn", "Activate only if ...")."""
    if isinstance(cond, ActivationLimit):
        if cond.power_up and cond.times == 1:  # powerup: the reminder text's words (702.193)
            return "Activate each power-up ability only once"
        if cond.times == 1:
            return "Activate only once" + (" each turn" if cond.each_turn else "")
        return f"Activate {cond}"
    if isinstance(cond, NotDuring):  # activation13
        return f"You can't activate this ability {cond.during}"
    text = str(cond)
    return "Activate only " + (text if text.startswith(("as ", "during", "before")) else "if " + text)


def _rule_of(cond: ActivationCondition) -> str:
    if isinstance(cond, SorceryTiming):
        return "602.5b, 307.1"
    if isinstance(cond, ActivationLimit):
        return "702.193, 602.5b" if cond.power_up else "602.5b"  # powerup
    return "602.5b"


def _holds(cond: ActivationCondition, board: Board, view: View, index: int, activator: str | None = None) -> bool:
    """Whether one restriction holds now (602.5b), for ``activator`` (None: the controller; the
    timing restrictions are the activating player's, 307.1)."""
    state = board.state
    me = view.controller if activator is None else activator
    if isinstance(cond, ByAnOpponent):  # altcost16: "if an opponent cast a blue spell this turn" (102.2-3)
        return _any_of(lambda p: _holds(cond.condition, board, _seen_by(view, p), index, p), state.opponents(me))
    if isinstance(cond, ControlsAtLeast):
        return len(board.select(cond.what, view)) >= cond.at_least
    if isinstance(cond, ControlsCount):
        return cond.compare.holds(len(board.select(cond.what, view)), cond.n)
    if isinstance(cond, SorceryTiming):
        if state.active != me:
            return False
        return cond.your_turn_only or (state.phase.is_main and state.stack_empty)  # 307.1
    if isinstance(cond, InstantTiming):
        return True  # 117.1b: any time its controller has priority
    if isinstance(cond, DuringTurn):
        return (state.active == me) == (cond.whose is Who.YOU)
    if isinstance(cond, DuringStep):
        if cond.whose is not Who.ANY and (state.active == me) != (cond.whose is Who.YOU):
            return False
        return _at_step(cond.step, state.phase, state.combat_step, view, index)
    if isinstance(cond, CastThisTurn):  # manatail10
        return _cast_this_turn(cond, state, me, view) >= cond.at_least
    if isinstance(cond, HasAnotherActivatedAbility):  # manatail10: 602.1, after layer 6 (613.1f)
        return len(view.activated_abilities()) >= 2
    if isinstance(cond, CountersCount):
        return all(cond.compare.holds(v.permanent.counter(cond.kind), cond.n) for v in board.select(cond.of, view)) and bool(board.select(cond.of, view))
    if isinstance(cond, TotalPower):
        return cond.compare.holds(sum(v.power for v in board.select(cond.what, view)), cond.n)  # 208.1
    if isinstance(cond, LifeCount):
        return life_holds(cond, state, me)  # static11: one rule for activation and static conditions
    if isinstance(cond, HandCount):
        return hand_holds(cond, state, me, f"{view.id}: “Activate only if {cond}”")
    if isinstance(cond, GraveyardCount):
        if cond.whose is Who.OPPONENT:  # activation13: "if an opponent has N or more cards in their graveyard"
            return _any_of(lambda p: graveyard_holds(cond, state, p, f"{view.id}: “Activate only if {cond}”", board), state.opponents(me))
        return graveyard_holds(cond, state, me, f"{view.id}: “Activate only if {cond}”", board)
    if isinstance(cond, Attacking):
        return all(attacking(v, board) for v in board.select(cond.of, view)) and bool(board.select(cond.of, view))
    if isinstance(cond, AttackingYou):
        return _attacking_you(cond, board, view, me)
    if isinstance(cond, ActivationLimit):
        record = view.permanent.activated_this_turn if cond.each_turn else view.permanent.activated
        if record is None:
            key = "activated_this_turn" if cond.each_turn else "activated"
            raise QueryError(f"{view.id}: “{_describe(cond)}” needs how often ability {index} was activated: give the permanent the key {key}: [N...]")
        return record.get(index, 0) < limit_times(cond, board, view)
    if isinstance(cond, ConditionHolds):
        return condition_holds(cond.condition, view, board)
    if isinstance(cond, AmountAtLeast):  # costs13: counted for the text's controller; among17: compared
        return cond.compare.holds(amount_of(cond.amount, view, board), cond.n)
    if isinstance(cond, AnyOf):
        return _any_holds(cond, board, view, index, me)
    if isinstance(cond, EnteredThisTurn):
        return all(_entered_this_turn(v) for v in board.select(cond.of, view)) and bool(board.select(cond.of, view))
    if isinstance(cond, OpponentControls):
        return any(_opponent_controls(cond, board, view, p) for p in state.players if p != me)
    if isinstance(cond, SameNameCount):
        names = Counter(v.permanent.card.name for v in board.select(cond.what, view))
        return max(names.values(), default=0) >= cond.n  # 201.2: objects with the same name
    if isinstance(cond, PlayerCounters):
        players = (me,) if cond.who is Who.YOU else tuple(p for p in state.players if p != me)
        return any(cond.compare.holds(_player_counter(state, p, cond, view), cond.n) for p in players)  # 122.1
    if isinstance(cond, HasDesignation):
        holders = designation_holders(state, cond.designation)
        if holders is None:
            key = designation_key(cond.designation)
            raise QueryError(f"{view.id}: “Activate only if {cond}” needs who has it: give the scenario key {key}")
        return me in holders  # 702.131c city's blessing; 309.7 completing a dungeon
    if isinstance(cond, AttackedThisTurn):
        return all(_attacked_this_turn(v, board) for v in board.select(cond.of, view)) and bool(board.select(cond.of, view))
    if isinstance(cond, AttackedWith):
        return _attacked_with(me, board, view) >= cond.n
    if isinstance(cond, CreaturesDied):
        if state.creatures_died_this_turn is None:
            raise QueryError(f"{view.id}: “Activate only if {cond}” needs how many creatures died this turn: give the scenario key creatures_died_this_turn: N")
        return state.creatures_died_this_turn >= cond.n  # 700.4
    if isinstance(cond, EnteredUnderYourControl):  # tail10
        return _entered_under_control(cond, board, view, me)
    if isinstance(cond, OpponentLostLife):  # counters10
        return _opponent_lost_life(board, view, me)
    if isinstance(cond, OpponentDealtDamage):  # counters14: 120.3a
        return _opponent_dealt_damage(board, view, me)
    if isinstance(cond, LifeAboveStarting):  # activation13: 103.4, 119.1
        if me not in state.starting_life:
            raise QueryError(f"{view.id}: “Activate only if {cond}” needs {me}'s starting life total: give the scenario key starting_life: {{{me}: 20}}")
        return state.life_of(me) - state.starting_life[me] >= cond.n
    if isinstance(cond, NotDuring):  # activation13: "You can't activate this ability during combat" (602.5b)
        return not _holds(cond.during, board, view, index, activator)
    if isinstance(cond, LifeChangedThisTurn):  # activation13: 119.9 / 119.3
        tally = state.life_gained_this_turn if cond.gained else state.life_lost_this_turn
        if me not in tally:
            key = "life_gained_this_turn" if cond.gained else "life_lost_this_turn"
            raise QueryError(f"{view.id}: “Activate only if {cond}” needs the life {me} {'gained' if cond.gained else 'lost'} this turn: give the scenario key {key}: {{{me}: N}}")
        return tally[me] > 0
    if isinstance(cond, LeftBattlefieldUnderControl):  # counters10
        left = state.left_battlefield_this_turn.get(me)
        if left is None:
            raise QueryError(f"{view.id}: “{cond}” needs how many permanents left the battlefield under the control of {me} this turn: give the scenario key left_battlefield_this_turn: {{{me}: N}}")
        return left > 0
    raise TypeError(f"unknown activation condition {cond!r}")


_T = TypeVar("_T")


def limit_times(cond: ActivationLimit, board: Board, view: View) -> int:
    """How many times the limit ``cond`` of one of ``view``'s abilities lets it be activated now:
    its own number, or two for a boast ability (702.142a) while a "Creatures you control can boast
    twice during each of your turns rather than once." of the active player's applies to it
    (keys15: Birgi, God of Storytelling; 611.3a); a power-up ability's once, one more for each
    "Each power-up ability of permanents you control can be activated an additional time." that
    selects its permanent (powerup: Wonder Man, Hollywood Hero; 702.193, 602.5b)."""
    if cond.power_up:
        more = sum(1 for holder, e in static_effects(board, ActivatedAdditionalTime) if e.keyword == "power-up" and selects(e.affected, view, holder, board))
        return cond.times + more
    if cond.boast and cond.times < 2:
        for holder, e in static_effects(board, BoastTwice):
            if holder.controller == board.state.active and selects(e.affected, view, holder, board):
                return 2
    return cond.times


def _any_of(holds: Callable[[_T], bool], items: Iterable[_T]) -> bool:
    """Whether a condition holds for one of ``items``: "an opponent" (activation13: one of them),
    "... or ..." (one of its parts). One whose state the scenario does not give is an error only
    when no other makes it hold (never assumed either way)."""
    missing: QueryError | None = None
    for p in items:
        try:
            if holds(p):
                return True
        except QueryError as e:
            missing = missing or e
    if missing is not None:
        raise missing
    return False


def _entered_under_control(cond: EnteredUnderYourControl, board: Board, view: View, me: str) -> bool:
    """602.5b: whether ``cond.n`` or more permanents of ``cond.what`` entered the battlefield under
    ``me``'s control this turn: the scenario's ``entered_under_control_this_turn`` when it gives
    it (every one, still there or not); otherwise the permanents ``me`` controls that entered this
    turn, which suffice when there are enough of them.

    Raises
    ------
    QueryError
        When the board shows too few and the scenario does not list what entered (one that
        entered and left since is not on the board: never assumed none).
    """
    listed = board.state.entered_under_control_this_turn.get(me)
    if listed is not None:
        if cond.what.needs_state:
            raise QueryError(f"{view.id}: “Activate only if {cond}” asks about the entered permanents' status, which a card name does not give")
        return sum(1 for c in listed if cond.what.matches_characteristics(c)) >= cond.n
    here = [v for v in board if v.controller == me and selects(cond.what, v, view) and _entered_this_turn(v)]
    if len(here) >= cond.n:
        return True
    raise QueryError(
        f"{view.id}: “Activate only if {cond}” needs every permanent that entered the battlefield under {me}'s control this turn: "
        f"give the scenario key entered_under_control_this_turn: {{{me}: [card names]}}"
    )


def _any_holds(cond: AnyOf, board: Board, view: View, index: int, activator: str) -> bool:
    """"... or if ...": the restriction holds when one part holds. A part whose state the scenario
    does not give is not assumed either way: the error is raised only when no other part holds."""
    return _any_of(lambda part: _holds(part, board, view, index, activator), cond.parts)


_entered_this_turn = entered_this_turn  # static11: the rule lives in board/conditions.py (also 611.3a)


def _no_attack_yet(player: str, board: Board) -> bool:
    """Whether ``player`` can't have attacked this turn: only the active player attacks (506.2),
    and no combat phase has begun before the precombat main phase ends (500.1)."""
    state = board.state
    return state.active != player or state.phase in _BEFORE_COMBAT


def _attacked_this_turn(v: View, board: Board) -> bool:
    """508.1: the permanent was declared as an attacker this turn: the scenario's
    ``attacked_this_turn``, or no when its controller can't have attacked yet."""
    if v.permanent.attacked_this_turn is not None:
        return v.permanent.attacked_this_turn
    if _no_attack_yet(v.controller, board):
        return False
    raise QueryError(f"{v.id}: whether it attacked this turn is not given: give the permanent the key attacked_this_turn: true|false")


def attacked_with(player: str, board: Board, view: View) -> int:
    """508.1: how many creatures ``player`` attacked with this turn, for a rule other than an
    activation restriction (a cost counted "for each creature you attacked with this turn").

    Raises
    ------
    QueryError
        When the scenario does not say and the player may have attacked (naming the key).
    """
    return _attacked_with(player, board, view)


def _attacked_with(player: str, board: Board, view: View) -> int:
    """508.1: how many creatures ``player`` attacked with this turn (``attacked_with_this_turn``;
    none when they can't have attacked yet)."""
    given = board.state.attacked_with_this_turn.get(player)
    if given is not None:
        return given
    if _no_attack_yet(player, board):
        return 0
    raise QueryError(f"{view.id}: how many creatures {player} attacked with this turn is not given: give the scenario key attacked_with_this_turn: {{{player}: N}}")


def _opponent_controls(cond: OpponentControls, board: Board, view: View, opponent: str) -> bool:
    """602.5b: one opponent by themselves controls ``n`` or more of ``what`` (or ``n`` more than
    the text's controller)."""
    theirs = sum(1 for v in board.select(cond.what, view) if v.controller == opponent)
    if not cond.more_than_you:
        return theirs >= cond.n
    mine = sum(1 for v in board.select(cond.what, view) if v.controller == view.controller)
    return theirs - mine >= cond.n


def _player_counter(state: GameState, player: str, cond: PlayerCounters, view: View) -> int:
    """The ``kind`` counters ``player`` has (122.1), from the scenario's ``player_counters``."""
    if player not in state.player_counters:
        raise QueryError(
            f"{view.id}: “Activate only if {cond}” needs the counters {does(player, 'has')}: give the scenario key player_counters: {{{player}: {{{cond.kind}: N}}}}"
        )
    return int(state.player_counters[player].get(cond.kind, 0))


def _cast_this_turn(cond: CastThisTurn, state: GameState, player: str, view: View) -> int:
    """How many spells that ``cond.spells`` fits ``player`` has cast this turn (602.5b): the
    scenario's ``spells_cast_this_turn`` (default 0) when that is fewer than needed or the kind
    does not matter, else the kinds of ``spells_cast_this_turn_cards``, never assumed.

    Raises
    ------
    QueryError
        When the kind matters, enough spells were cast, and the scenario does not say which.
    """
    count = state.spells_cast_by(player)
    f = cond.spells
    if count < cond.at_least or not f.selective:
        return count
    if player not in state.spells_cast_this_turn_cards:
        raise QueryError(
            f"{view.id}: “Activate only if {cond}” needs which spells {player} has cast this turn: "
            f"give the scenario key spells_cast_this_turn_cards: {{{player}: [card names]}}"
        )
    return sum(1 for c in state.spells_cast_this_turn_cards[player] if spell_fits(f, c, c.colors))


def attacking(v: View, board: Board) -> bool:
    """506.4: a creature is attacking only during the combat phase, from the declaration of
    attackers (508.1) to the end of combat; the scenario says which (``attacking``)."""
    state = board.state
    if state.phase is not Phase.COMBAT or state.combat_step is CombatStep.BEGINNING:
        return False
    if v.permanent.attacking is None:
        raise QueryError(f"{v.id}: whether it is attacking is not given: give the permanent the key attacking: true|false")
    return v.permanent.attacking and v.is_creature


_BEFORE_COMBAT = (Phase.UNTAP, Phase.UPKEEP, Phase.DRAW, Phase.MAIN1)


def _at_step(step: TurnStep, phase: Phase, combat: CombatStep | None, view: View, index: int) -> bool:
    """Whether the game is at ``step`` now (500.1, 506.1)."""
    if step is TurnStep.UPKEEP:
        return phase is Phase.UPKEEP
    if step is TurnStep.COMBAT:
        return phase is Phase.COMBAT
    if step is TurnStep.DRAW:  # activation13: 504
        return phase is Phase.DRAW
    if step is TurnStep.BEFORE_COMBAT:  # activation13: 500.1, the beginning phase and the first main phase
        return phase in _BEFORE_COMBAT
    if step is TurnStep.BEFORE_END_STEP:  # activation13: 500.1, every phase before the ending phase (513)
        return phase is not Phase.END
    if phase is not Phase.COMBAT:
        if step in (TurnStep.BEFORE_ATTACKERS, TurnStep.BEFORE_END_OF_COMBAT, TurnStep.BEFORE_BLOCKERS, TurnStep.BEFORE_COMBAT_DAMAGE):
            return phase in _BEFORE_COMBAT
        return False
    if combat is None:
        raise QueryError(
            f"{view.id}: ability {index} may be activated only {step.value}: give the scenario key combat_step "
            f"({', '.join(c.value for c in CombatStep)})"
        )
    if step is TurnStep.BEFORE_ATTACKERS:
        return combat is CombatStep.BEGINNING
    if step is TurnStep.BEFORE_END_OF_COMBAT:
        return combat is not CombatStep.END_OF_COMBAT
    # activation13: 506.1 the steps of combat in order; 509.1 blockers are declared in the declare
    # blockers step, 510.2 combat damage is dealt as the combat damage step begins
    if step is TurnStep.BEFORE_BLOCKERS:
        return combat in (CombatStep.BEGINNING, CombatStep.DECLARE_ATTACKERS)
    if step is TurnStep.BEFORE_COMBAT_DAMAGE or step is TurnStep.COMBAT_BEFORE_DAMAGE:
        return combat in (CombatStep.BEGINNING, CombatStep.DECLARE_ATTACKERS, CombatStep.DECLARE_BLOCKERS)
    if step is TurnStep.AFTER_BLOCKERS:
        return combat in (CombatStep.DECLARE_BLOCKERS, CombatStep.COMBAT_DAMAGE, CombatStep.END_OF_COMBAT)
    want = {
        TurnStep.DECLARE_ATTACKERS: CombatStep.DECLARE_ATTACKERS,
        TurnStep.DECLARE_BLOCKERS: CombatStep.DECLARE_BLOCKERS,
        TurnStep.END_OF_COMBAT: CombatStep.END_OF_COMBAT,
    }[step]
    return combat is want


def _seen_by(view: View, player: str) -> View:
    """altcost16: the object as if ``player`` controlled it, so that its text's "you" is that player
    ("an opponent cast a blue spell this turn": that opponent has cast one)."""
    return dataclasses.replace(view, permanent=dataclasses.replace(view.permanent, controller=player))


def _why_not(cond: ActivationCondition, board: Board, view: View, index: int) -> str:
    """The state that makes a restriction fail, in words."""
    state = board.state
    if isinstance(cond, ByAnOpponent):  # altcost16
        return "; ".join(_why_not(cond.condition, board, _seen_by(view, p), index) for p in state.opponents(view.controller))
    if isinstance(cond, ControlsCount) and cond.what.who is Who.ANY:  # altcost16: "if three or more creatures are attacking"
        return f"there are {len(board.select(cond.what, view))}"
    if isinstance(cond, (ControlsAtLeast, ControlsCount)):
        return f"{does(view.controller, 'controls')} {len(board.select(cond.what, view))}"
    if isinstance(cond, SorceryTiming):
        if state.active != view.controller:
            return f"it is {possessive(state.active)} turn"
        return f"needs a main phase and an empty stack ({state.phase.value}, stack {'empty' if state.stack_empty else 'not empty'})"
    if isinstance(cond, LifeAboveStarting):  # activation13
        return f"{does(view.controller, 'has')} {state.life_of(view.controller)} life, starting life total {state.starting_life.get(view.controller)}"
    if isinstance(cond, LifeChangedThisTurn):  # activation13
        tally = state.life_gained_this_turn if cond.gained else state.life_lost_this_turn
        return f"{view.controller} {'gained' if cond.gained else 'lost'} {tally.get(view.controller, 0)} life this turn"
    if isinstance(cond, (DuringStep, DuringTurn, NotDuring)):
        step = f", {state.combat_step.value}" if state.combat_step is not None else ""
        return f"it is {possessive(state.active)} turn, {state.phase.value}{step}"
    if isinstance(cond, CountersCount):
        return ", ".join(f"{v.id} has {v.permanent.counter(cond.kind)}" for v in board.select(cond.of, view)) or "no such permanent"
    if isinstance(cond, TotalPower):
        return f"total power {sum(v.power for v in board.select(cond.what, view))}"
    if isinstance(cond, LifeCount):
        return ", ".join(f"{does(p, 'has')} {state.life_of(p)} life" for p in state.players)
    if isinstance(cond, HandCount):
        if cond.who is Who.ANY:
            return ", ".join(f"{does(p, 'has')} {len(state.hand.get(p, ()))} cards in hand" for p in state.players)
        return f"{does(view.controller, 'has')} {len(state.hand.get(view.controller, ()))} cards in hand"
    if isinstance(cond, GraveyardCount):
        if cond.whose is Who.OPPONENT:  # activation13
            return ", ".join(f"{possessive(p)} graveyard holds {len(state.graveyard.get(p, ()))} cards" for p in state.opponents(view.controller))
        return f"{possessive(view.controller)} graveyard holds {len(state.graveyard.get(view.controller, ()))} cards"
    if isinstance(cond, ActivationLimit):
        record = view.permanent.activated_this_turn if cond.each_turn else view.permanent.activated
        allowed = limit_times(cond, board, view)
        twice = "" if allowed == cond.times else f" ({allowed} times with the additional activations in force)" if cond.power_up else " (twice with the boast effect in force)"  # keys15; powerup
        return f"ability {index} was activated {(record or {}).get(index, 0)} time(s){twice}"
    if isinstance(cond, OpponentControls):
        counts = {p: sum(1 for v in board.select(cond.what, view) if v.controller == p) for p in state.players}
        return ", ".join(f"{does(p, 'controls')} {n}" for p, n in counts.items())
    if isinstance(cond, SameNameCount):
        names = Counter(v.permanent.card.name for v in board.select(cond.what, view))
        return f"the most with one name is {max(names.values(), default=0)}"
    if isinstance(cond, PlayerCounters):
        return ", ".join(f"{does(p, 'has')} {state.player_counters.get(p, {}).get(cond.kind, 0)}" for p in state.players if p in state.player_counters)
    if isinstance(cond, EnteredThisTurn):
        return f"{view.id} did not enter the battlefield this turn"
    if isinstance(cond, AnyOf):
        return "; ".join(_why_not(c, board, view, index) for c in cond.parts)
    if isinstance(cond, HasDesignation):
        return f"{view.controller} does not"
    if isinstance(cond, HasAnotherActivatedAbility):
        return f"{view.id} has {len(view.activated_abilities())} activated ability(ies)"
    if isinstance(cond, AmountAtLeast):
        return f"{cond.amount} is {amount_of(cond.amount, view, board)}"
    if isinstance(cond, CastThisTurn):
        return f"{does(view.controller, 'has')} cast {_cast_this_turn(cond, state, view.controller, view)} such spells this turn"
    return "it does not hold"


def restriction_refusal(cond: ActivationCondition, board: Board, view: View) -> str | None:
    """Why one restriction of the 602.5b vocabulary does not hold now for ``view`` (an object
    that is not an activated ability: a spell's "Cast this spell only during combat", 601.3), in
    words; None when it holds. The same rule as an activation restriction, applied once.

    Raises
    ------
    QueryError
        When the restriction needs state the scenario does not give (naming the key).
    """
    if isinstance(cond, ActivationLimit):
        raise QueryError(f"{view.id}: “{cond}” counts activations of an ability, and {view.id} is not one")
    if _holds(cond, board, view, 0):
        return None
    return f"{_describe(cond).removeprefix('Activate ')}: {_why_not(cond, board, view, 0)}"


def _attacking_you(cond: AttackingYou, board: Board, view: View, me: str) -> bool:
    """costs11: "if a creature is attacking you" (506.4, 508.1a). Only the active player's
    creatures attack, so none attacks the active player; in a two-player game the active
    player's creatures attack the other player (506.2); with more players, the scenario's
    ``attacked`` (the players attacked this combat, 508.1b) decides when it names only ``me`` or
    does not name ``me``; otherwise which creature attacks whom is not given (an error).

    Raises
    ------
    QueryError
        When it can't be known whom the attacking creatures attack.
    """
    state = board.state
    if state.active == me:  # 508.1a: the active player's creatures attack, never that player
        return False
    attackers = [v for v in board.select(cond.of, view) if attacking(v, board)]  # 506.4
    if not attackers:
        return False
    if len(state.players) == 2:  # 506.2: the other player is the defending player
        return True
    if state.attacked is not None and me not in state.attacked:
        return False
    if state.attacked is not None and tuple(state.attacked) == (me,):
        return True
    raise QueryError(
        f"{view.id}: “if {cond}” needs whom each attacking creature attacks, which the scenario does not give "
        f"(the scenario key attacked: [players] says who was attacked; with several, it can't be known)"
    )


def _opponent_lost_life(board: Board, view: View, me: str) -> bool:
    """counters10: "if an opponent lost life this turn" (119.3), as the scenario's
    ``life_lost_this_turn`` says."""
    return _some_opponent(board, board.state.life_lost_this_turn, view, me, "if an opponent lost life this turn", "the life {} lost", "life_lost_this_turn")


def _opponent_dealt_damage(board: Board, view: View, me: str) -> bool:
    """counters14: "if an opponent was dealt damage this turn" (120.3a; Bloodthirst, 702.54a), as
    the scenario's ``damage_dealt_this_turn`` says."""
    return _some_opponent(board, board.state.damage_dealt_this_turn, view, me, "if an opponent was dealt damage this turn", "the damage {} was dealt", "damage_dealt_this_turn")


def _some_opponent(board: Board, record: Mapping[str, int], view: View, me: str, condition: str, what: str, key: str) -> bool:
    """Whether some opponent of ``me`` has more than 0 in a per-player record of this turn. An
    opponent the record does not list may have, so without one listed above 0 the answer needs
    them all (an error naming the key: never assumed)."""
    opponents = board.state.opponents(me)
    if any(record.get(p, 0) > 0 for p in opponents):
        return True
    missing = [p for p in opponents if p not in record]
    if missing:
        raise QueryError(f"{view.id}: “{condition}” needs {what.format(missing[0])} this turn: give the scenario key {key}: {{{missing[0]}: N}}")
    return False


# ---- statics12: "crews Vehicles as though its power were 2 greater" (702.122a, 702.171a) ------------


def cant_crew(creature: View, board: Board) -> bool:
    """audit30: whether a static ability in force says ``creature`` "can't ... crew Vehicles"
    (Revoke Privileges): it can't be tapped to pay a crew cost (702.122a; 101.2)."""
    return any(creature.id in {v.id for v in board.select(e.affected, source)} for source, e in static_effects(board, CantCrew))


def crew_power(creature: View, keyword: str, board: Board) -> int:
    """audit30: the value ``creature`` counts toward a ``keyword`` ("crew" or "saddle") cost: its
    power (702.122a, 702.171a, 208.1), or its toughness while a static ability in force selects it
    with "crews Vehicles using its toughness rather than its power" (Giant Ox, Interface Ace)."""
    if keyword and any(
        e.toughness and keyword in e.keywords and creature.id in {v.id for v in board.select(e.affected, source)}
        for source, e in static_effects(board, CrewsAsThough)
    ):
        return creature.toughness
    return creature.power


def crew_bonus(creature: View, keyword: str, board: Board) -> int:
    """How much more power ``creature`` counts toward a ``keyword`` ("crew" or "saddle") cost:
    the sum of the "as though its power were N greater" effects of static abilities in force now
    (611.3a) that select it and name that cost (702.122a, 702.171a; each such effect applies, so
    two of them add up). 0 for a cost no keyword names (a printed "Tap any number of ... with total
    power N or greater": the effects name only crew and saddle costs)."""
    if not keyword:
        return 0
    return sum(e.bonus for source, e in static_effects(board, CrewsAsThough) if keyword in e.keywords and creature.id in {v.id for v in board.select(e.affected, source)})
