"""What is sacrificed, tapped, paid or discarded for the spell's mandatory additional costs (118.8).

Each permanent to sacrifice or tap is one variable: one of the caster's own permanents that fits
(701.21a; an untapped one to tap), or nothing, which breaks the rule that the cost must be paid;
the same permanent can't pay twice (118.10). Life (119.4), discards and cards to exile from the
graveyard (404; the scenario's ``graveyard``, never assumed) are facts: the caster has enough, or
the spell can't be cast (118.3). An optional additional cost is not offered, and a
cost the grammar keeps as text is not checked: both are noted in the answer. Mana abilities of
what is sacrificed or tapped for the cost can't also pay its mana (118.3); mana abilities are
activated before costs are paid (601.2g), so a creature may tap for mana and then be sacrificed.
costs12: "waterbend {5}" adds its mana to the total cost (701.67a, 601.2f), with X as announced,
and tells payment how much generic mana tapping artifacts and creatures may pay (701.67b); "blight
N" puts its counters on one creature of the caster's (one slot, like a counter put for a cost).
costs14: "sacrifice a creature or discard a card" is one variable, which listed cost is paid
(601.2b; a cost that can't be paid is ruled out, 118.3); "sacrifice / tap any number of ..." and
"exile any number of ... cards from your hand / graveyard" one variable, how many (the fitting
permanents with the fewest mana abilities first; "you may" changes nothing: none is a number);
"sacrifice X creatures" sacrifices X of them (107.3a: X is bounded by how many there are); "for
each creature sacrificed (tapped, card exiled) this way" reductions are then applied (601.2f).

Request: ``sacrifice: [REF]`` — exactly these (as many as the cost asks); left out, the solver
chooses; ``[]`` sacrifices nothing. Cast mapping: ``sacrifice`` (the ids sacrificed); costs14:
``additional_cost`` (which listed cost was paid), ``tapped``, ``exiled`` (how many cards).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Self

from ....model.abilities import Blight, Waterbend  # costs12
from ....model.abilities import CostChoice, CostModifier, ExileAnyNumber, SacrificeAnyNumber, SacrificeX, PaidThisWay  # costs14
from ....model.abilities import Behold, CollectEvidence, CostOrMana, DiscardCards, ExileFromGraveyard, ExileFromHand, ExilePermanent, PutCounterOn, ReturnToHand, RevealFromHand, XCostPart, Zone
from ....model.cards import Card
from ....model.costs import ManaCost, OtherCost, PayLife, Sacrifice, SymbolKind, TapOther
from ....model.errors import QueryError, UnknownReferenceError
from ....model.state import GameState
from ...board.views import Board
from ...board.counts import evidence_short  # s15
from ..costs import Reduction, substitute_x, times  # costs14: Reduction, times
from ..modifiers import discard_cards, graveyard_cards, hand_cards, hand_take, spell_view
from ...paying.actions import paid_with, paying_order  # audit38
from ...paying.taking import HandTake  # audit38
from ..selection import candidates
from ...board.bans import sacrifice_ban  # bans19
from ..situation import Situation
from ..space import Space, all_different, exact_sum, in_set, max_sum
from ..words import does, possessive
from .base import Choice, Part, Posing, Request

__all__ = ["AdditionalCostsChoice"]

NOTHING = "-"  # the value of a slot that nothing fills
# casting10: each cost part paid with a permanent of the caster's, by its verb (118.8)
_VERBS: dict[type, str] = {Sacrifice: "sacrifice", TapOther: "tap", ReturnToHand: "return", ExilePermanent: "exile", PutCounterOn: "counter", Blight: "counter"}
_PREFIX = {"sacrifice": "sac", "tap": "tap", "return": "ret", "exile": "exi", "counter": "ctr"}
_GERUND = {"sacrifice": "sacrificing", "tap": "tapping", "return": "returning", "exile": "exiling", "counter": "putting a counter on"}
_DEPARTING = ("sacrifice", "return", "exile")  # the verbs after which the permanent is gone


@dataclass(frozen=True)
class AdditionalCostsChoice(Choice):
    """The objects that pay the spell's mandatory additional costs (118.8)."""

    board: Board
    slots: tuple[tuple[str, str], ...]  # (variable, verb: sacrifice, tap, return, exile or counter)
    life: int
    x_life: bool = False  # "pay X life": X more life paid (601.2b, 119.4)
    either: tuple[tuple[str, CostOrMana, tuple[str, ...]], ...] = ()  # "discard a card or pay {2}": (variable, cost, who pays the part)
    waterbend: tuple[ManaCost, ...] = ()  # costs12: "waterbend {5}", "waterbend {X}" (701.67a)
    chosen: tuple[tuple[str, CostChoice, tuple[tuple[str, ...], ...]], ...] = ()  # costs14: "sacrifice a creature or discard a card": (variable, cost, who pays each option)
    any_number: tuple[tuple[str, tuple[str, ...], str], ...] = ()  # costs14: "sacrifice any number of creatures": (variable: how many, who in order, verb)
    sacrifice_x: tuple[str, ...] = ()  # costs14: "sacrifice X creatures": who, in the order they are sacrificed
    exiled_any: tuple[tuple[str, ExileAnyNumber], ...] = ()  # costs14: "exile any number of white cards from your hand": (variable: how many, cost)
    per_sacrificed: tuple[CostModifier, ...] = ()  # costs14: "This spell costs {2} less to cast for each creature sacrificed this way"
    hand: tuple[HandTake, ...] = ()  # audit38: "discard a card", "exile a ... card from your hand": the cards taken (118.3)
    x_discard: bool = False  # audit38: "discard X cards": X cards taken
    sort_rank = 70

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        state, board, caster, name = spell.state, spell.board, spell.caster, spell.card.name
        wanted = None if request is None or request.sacrifice is None else tuple(_resolve(state, r) for r in request.sacrifice)
        slots: list[tuple[str, str, Sacrifice | TapOther | ReturnToHand | ExilePermanent | PutCounterOn | Blight]] = []
        waterbend: list[ManaCost] = []
        life = 0
        x_life = False
        either: list[tuple[str, CostOrMana, tuple[str, ...]]] = []
        chosen: list[tuple[str, CostChoice, tuple[tuple[str, ...], ...]]] = []  # costs14
        chosen_sacrifices = 0  # costs14: what the query's ``sacrifice`` gives a chosen "sacrifice ..." option
        any_number: list[tuple[str, tuple[str, ...], str]] = []  # costs14
        exiled_any: list[tuple[str, ExileAnyNumber]] = []  # costs14
        sacrifice_x: tuple[str, ...] = ()  # costs14
        hand: list[HandTake] = []  # audit38
        x_discard = False  # audit38
        for j, ac in enumerate(spell.profile.additional):
            if ac.optional and all(isinstance(p, (SacrificeAnyNumber, ExileAnyNumber)) for p in ac.parts):
                pass  # costs14: "you may sacrifice any number of Spirits": none is one of the numbers (601.2b)
            elif ac.optional:
                posing.note(f"optional additional cost not offered: {ac}")
                continue
            for pi, part in enumerate(ac.parts):
                if isinstance(part, (Sacrifice, TapOther, ReturnToHand, ExilePermanent, PutCounterOn, Blight)) and part.what.relation.value != "self":
                    verb = _VERBS[type(part)]
                    act = f"put a {part.kind} counter on" if isinstance(part, PutCounterOn) else verb
                    if isinstance(part, Blight):  # costs12: every counter on one creature of the caster's (118.3)
                        act = f"{part} (put {part.amount} {part.kind} counter(s) on one creature)"
                    sacrificed = verb == "sacrifice"
                    cands = candidates(board, part.what, caster, sacrificed=sacrificed)
                    if verb == "tap":
                        cands = [c for c in cands if not board.view(c).permanent.tapped]
                    for k in range(part.count):
                        dom = tuple(cands) if wanted is None or not sacrificed else tuple(dict.fromkeys(wanted))
                        var = posing.variable(f"{_PREFIX[verb]}:{j}:{pi}:{k}", dom + (NOTHING,))
                        slots.append((var, verb, part))
                        what = str(part.what)
                        banned = [] if cands or not sacrificed else candidates(board, part.what, caster)  # bans19: fit, but can't be sacrificed
                        if banned:
                            reason = f"the additional cost of {name} is to {act} {what}, which must be paid, and {sacrifice_ban(board, caster, board.view(banned[0]))}"
                        elif not cands:
                            reason = f"the additional cost of {name} is to {act} {what}, which must be paid, and no permanent of {caster} fits"
                        else:
                            extra = ""
                            if wanted is not None and sacrificed:
                                bad = [r for r in wanted if r not in cands]
                                if bad:
                                    extra = f"; {', '.join(bad)} {'does' if len(bad) == 1 else 'do'} not fit (only {', '.join(cands)})"
                            reason = f"the additional cost of {name} is to {act} {what}, which must be paid{extra}"
                        posing.rule(in_set(cands), (var,), reason, "118.8, 118.3, 601.2h")
                elif isinstance(part, PayLife):
                    life += part.amount
                    if part.amount > 0 and spell.life_ban is not None:  # bans19: 118.3, 119.8
                        posing.fact(f"{name}'s additional cost is to pay {part.amount} life: {spell.life_ban}", "118.3, 101.2")
                    elif state.life_of(caster) < part.amount:
                        posing.fact(f"{name}'s additional cost is to pay {part.amount} life, and {does(caster, 'has')} {state.life_of(caster)}", "118.3, 119.4")
                elif isinstance(part, DiscardCards):
                    hand.append(hand_take(part))  # audit38: which cards, payment chooses (118.3)
                    others = discard_cards(state, caster, spell.card, spell.zone, part)  # altcost16: of its kind
                    if others < part.count:
                        what = f"discard {part.count} card(s)" if part.what is None else part.text
                        posing.fact(f"{name}'s additional cost is to {what}, and {does(caster, 'has')} {others} other{'' if part.what is None else ' such'} card(s) in hand", "118.3")
                elif isinstance(part, ExileFromGraveyard):  # 118.8, 404: the cards must be there (118.3)
                    there = graveyard_cards(part.what, spell_view(spell.card, caster, spell.card.colors), board)
                    if there < part.count:
                        posing.fact(
                            f"{name}'s additional cost is to {part.text or part}, and {possessive(caster)} graveyard holds {there} such card(s)",
                            "118.8, 118.3",
                        )
                elif isinstance(part, CostOrMana):  # 601.2b: the caster chooses which is paid
                    asked = None if request is None else request.pay_mana_instead
                    var = posing.variable(f"either:{j}:{pi}", (0, 1) if asked is None else (int(asked),))  # 1: the mana
                    why, payers = _either_part(part, spell)
                    if why is not None:
                        posing.rule(in_set([1]), (var,), f"{name}'s additional cost is to {part}: {why}, so {part.mana} is paid", "601.2b, 118.3")
                    either.append((var, part, payers))
                elif isinstance(part, SacrificeAnyNumber):  # costs14: 601.2b: how many, and which
                    var, order = _pose_any_number(part, spell, posing, f"anynum:{j}:{pi}", wanted if part.verb == "sacrifice" else None)
                    any_number.append((var, order, part.verb))
                    if part.verb == "sacrifice":
                        chosen_sacrifices += len(wanted or ())
                elif isinstance(part, SacrificeX):  # costs14: 601.2b, 107.3a: X of them; 118.3: no more than there are
                    cands = candidates(board, part.what, caster, sacrificed=True)
                    if wanted is not None:
                        bad = [w for w in wanted if w not in cands]
                        if bad:
                            posing.fact(f"{name}'s additional cost is to {part}, and {', '.join(bad)} {'is' if len(bad) == 1 else 'are'} not one of them", "118.8, 701.21a")
                        posing.rule(exact_sum(len(wanted)), ("x",), f"{name}'s additional cost is to {part}: X is the number sacrificed, {len(wanted)}", "601.2b, 107.3a")
                        sacrifice_x = tuple(dict.fromkeys(wanted))
                        chosen_sacrifices += len(wanted)
                    else:
                        cands.sort(key=lambda c: paying_order(board.view(c), "sacrifice"))  # audit38
                        posing.rule(max_sum(len(cands)), ("x",), f"{name}'s additional cost is to {part}, and {does(caster, 'controls')} {len(cands)} of them", "601.2b, 118.3, 107.3a")
                        sacrifice_x = tuple(cands)
                elif isinstance(part, ExileAnyNumber):  # costs14: 601.2b: how many cards (118.3: no more than there are)
                    if part.zone is Zone.HAND:
                        most = hand_cards(spell.state, caster, spell.card, spell.zone, ExileFromHand(0, part.colors))
                    else:
                        assert part.cards is not None
                        most = graveyard_cards(part.cards, spell_view(spell.card, caster, spell.card.colors), board)
                    exiled_any.append((posing.variable(f"exileany:{j}:{pi}", tuple(range(most + 1))), part))
                elif isinstance(part, CostChoice):  # costs14: 601.2b: the caster chooses one of the listed costs
                    var, option_payers = _pose_choice(part, spell, posing, f"oneof:{j}:{pi}", wanted)
                    chosen_sacrifices += sum(len(w) for o, w in zip(part.options, option_payers) if isinstance(o, Sacrifice) and wanted)
                    chosen.append((var, part, option_payers))
                elif isinstance(part, ExileFromHand):  # casting10: 118.8, 601.2a (the spell is on the stack)
                    hand.append(hand_take(part))  # audit38
                    n = hand_cards(spell.state, spell.caster, spell.card, spell.zone, part)
                    if n < part.count:
                        posing.fact(f"{name}'s additional cost is to {part.text or part}, and {does(caster, 'has')} {n} such other card(s) in hand", "118.8, 118.3")
                elif isinstance(part, (RevealFromHand, Behold, CollectEvidence)):
                    why = _unpayable(part, spell)
                    if why is not None:
                        posing.fact(f"{name}'s additional cost is to {part}, and {why}", "118.8, 118.3")
                elif isinstance(part, XCostPart):  # 601.2b: X is announced with the costs; 118.3: X can't exceed what can be paid
                    if part.kind == "life":
                        x_life = True
                        most, what = (0, spell.life_ban) if spell.life_ban is not None else (state.life_of(caster), f"{does(caster, 'has')} {state.life_of(caster)} life")  # bans19: X life is 0
                    elif part.kind == "exile" and part.what is not None:  # costs11: X cards of the graveyard (404)
                        most = graveyard_cards(part.what, spell_view(spell.card, caster, spell.card.colors), board)
                        what = f"{possessive(caster)} graveyard holds {most} such card(s)"
                    else:
                        x_discard = True  # audit38: the X cards are taken from the hand (118.3)
                        cards = list(state.hand.get(caster, ()))
                        most = len(cards) - (1 if spell.zone is Zone.HAND and any(c.name == name for c in cards) else 0)
                        what = f"{does(caster, 'has')} {most} other card(s) in hand"
                    posing.rule(max_sum(most), ("x",), f"{name}'s additional cost is to {part}, and {what}", "601.2b, 118.3, 107.3a")
                elif isinstance(part, Waterbend):  # costs12: 701.67a: its mana is added to the total cost (601.2f)
                    waterbend.append(part.cost)
                elif isinstance(part, OtherCost):
                    posing.note(f"additional cost not checked: {part}")
        sacrifices = [s for s in slots if s[1] == "sacrifice"]
        # audit19: the creature an emerge cost sacrifices (702.119a) is named with the others
        emerging = int(request is not None and bool(request.alternative_cost) and any(
            a.sacrifice_reduces and a.name == (request.alternative_cost or "").lower() for a in spell.profile.alternatives))
        if wanted is not None and len(wanted) != len(sacrifices) + chosen_sacrifices + emerging:
            what = ", ".join(str(part.what) for _, _, part in sacrifices) or "nothing"
            posing.fact(f"{name} is cast by sacrificing exactly {len(sacrifices)} ({what}); the query sacrifices {len(wanted)}", "118.8, 601.2h")
        # an object leaves the battlefield once (sacrificed, returned or exiled); each is tapped once
        for group in ([var for var, verb, _ in slots if verb in _DEPARTING], [var for var, verb, _ in slots if verb == "tap"], [var for var, verb, _ in slots if verb == "counter"]):
            if len(group) > 1:
                posing.rule(all_different(), group, "each object can pay a cost only once", "118.10, 601.2c")
        per_sacrificed = tuple(m for m in spell.profile.own_modifiers if isinstance(m.per, PaidThisWay))
        if per_sacrificed and len(any_number) + len(exiled_any) != 1:
            raise QueryError(f"{name}: “{per_sacrificed[0].text or per_sacrificed[0]}” counts permanents sacrificed by a cost the card grammar did not read")
        return cls(board, tuple((var, verb) for var, verb, _ in slots), life, x_life, tuple(either), tuple(waterbend), tuple(chosen), any_number=tuple(any_number), per_sacrificed=per_sacrificed, exiled_any=tuple(exiled_any), sacrifice_x=sacrifice_x, hand=tuple(hand), x_discard=x_discard)

    def reads(self) -> tuple[str, ...]:
        x = self.x_life or self.x_discard or any(c.has_x for c in self.waterbend) or bool(self.sacrifice_x)
        return tuple(var for var, _ in self.slots) + (("x",) if x else ()) + tuple(var for var, _, _ in self.either) + tuple(var for var, _, _ in self.chosen) + tuple(var for var, _, _ in self.any_number) + tuple(var for var, _ in self.exiled_any)

    def read(self, solution: Mapping[str, Any]) -> Part:
        chosen = [(solution[var], verb) for var, verb in self.slots if solution.get(var) not in (None, NOTHING)]
        sacrificed = [pid for pid, verb in chosen if verb == "sacrifice"]
        tapped = [pid for pid, verb in chosen if verb == "tap"]
        departed = [pid for pid, verb in chosen if verb in ("return", "exile")]  # casting10: they leave the battlefield too
        additions: list[tuple[str, ManaCost, str]] = []
        words: list[str] = []
        either_life = 0
        bent = 0
        taken = list(self.hand)  # audit38: the cards of the hand the costs take (118.3)
        if self.x_discard and int(solution.get("x", 0)):
            taken.append(HandTake(int(solution.get("x", 0)), text="discard X cards"))
        for cost in self.waterbend:  # costs12: 701.67a, with X as announced (107.3a)
            paid = substitute_x(cost, int(solution.get("x", 0)))
            additions.append((f"additional cost: waterbend {paid}", paid, "118.8, 701.67a, 601.2f"))
            bent += sum(s.generic for s in paid.symbols if s.kind is SymbolKind.GENERIC)
            words.append(f"waterbending {paid} (701.67a)")
        for var, part, payers in self.either:
            if solution.get(var) == 1:
                additions.append((f"additional cost {part.mana} (instead of: {part.part})", part.mana, "118.8, 601.2b, 601.2f"))
                words.append(f"paying {part.mana} rather than {part.part}")
            else:
                if isinstance(part.part, Sacrifice):
                    sacrificed.extend(payers)
                elif isinstance(part.part, TapOther):
                    tapped.extend(payers)
                elif isinstance(part.part, PayLife):
                    either_life += part.part.amount
                elif isinstance(part.part, DiscardCards):  # audit38
                    taken.append(hand_take(part.part))
                words.append(str(part.part) + (f" ({', '.join(payers)})" if payers else ""))  # costs12: blight names the creature
        paid_options: list[str] = []
        for var, listed, option_payers in self.chosen:  # costs14: the option chosen (601.2b)
            k = int(solution.get(var, 0))
            option, payers = listed.options[k], option_payers[k]
            if isinstance(option, Sacrifice):
                sacrificed.extend(payers)
            elif isinstance(option, TapOther):
                tapped.extend(payers)
            elif isinstance(option, PayLife):
                either_life += option.amount
            elif isinstance(option, DiscardCards):  # audit38
                taken.append(hand_take(option))
            paid_options.append(_option_text(option))
            words.append(f"{_option_text(option)} (of: {listed})" + (f" ({', '.join(payers)})" if payers else ""))
        this_way = 0
        for var, order, verb in self.any_number:  # costs14: the first k of them (601.2b)
            k = int(solution.get(var, 0))
            (sacrificed if verb == "sacrifice" else tapped).extend(order[:k])
            this_way += k
            if verb == "tap" and k:
                words.append("tapping " + ", ".join(order[:k]))
        if self.sacrifice_x:  # costs14: X of them (107.3a)
            sacrificed.extend(self.sacrifice_x[: int(solution.get("x", 0))])
        exiled_counts: list[int] = []
        for var, exiled_part in self.exiled_any:  # costs14: how many cards are exiled (601.2b)
            k = int(solution.get(var, 0))
            this_way += k
            exiled_counts.append(k)
            if k and exiled_part.zone is Zone.HAND:  # audit38: k cards of the hand (118.3)
                taken.append(HandTake(k, colors=exiled_part.colors, text=str(exiled_part)))
            if k:
                words.append(f"exiling {k} card(s) from the {exiled_part.zone.value} ({exiled_part})")
        reductions = tuple(
            Reduction(f"{m.text or m} ({this_way} sacrificed)", times(m.amount, this_way), "601.2f, 118.7")
            for m in self.per_sacrificed
            if this_way and not m.increase
        )
        increases = tuple((f"{m.text or m} ({this_way} sacrificed)", times(m.amount, this_way), "601.2f") for m in self.per_sacrificed if this_way and m.increase)
        additions += increases
        skip: set[tuple[str, int]] = set()
        for pid in sacrificed + departed:  # 118.3: sacrificed (returned, exiled) for the cost, no mana ability may take it (audit38)
            skip |= paid_with(pid, "sacrifice")
        for pid in tapped:  # tapped for the cost, it can't also be tapped (or sacrificed) for mana
            skip |= paid_with(pid, "tap")
        sentence = "sacrificing " + ", ".join(sacrificed) + " (118.8)" if sacrificed else None
        others = [f"{_GERUND[verb]} {pid}" + (" to its owner's hand" if verb == "return" else "") for pid, verb in chosen if verb in ("return", "exile", "counter")]
        if others:  # casting10
            sentence = (sentence + ", " if sentence else "") + ", ".join(others) + " (118.8)"
        if words:
            sentence = (sentence + ", " if sentence else "") + "; ".join(words) + " (601.2b)"
        choice: tuple[tuple[str, Any], ...] = (("pay_mana_instead", any(solution.get(var) == 1 for var, _, _ in self.either)),) if self.either else ()
        if any(verb == "tap" for _, _, verb in self.any_number):  # costs14: what "tap any number of ..." tapped
            choice += (("tapped", [pid for var, order, verb in self.any_number if verb == "tap" for pid in order[: int(solution.get(var, 0))]]),)
        if self.exiled_any:  # costs14: how many cards "exile any number of ..." exiled
            choice += (("exiled", exiled_counts[0] if len(exiled_counts) == 1 else exiled_counts),)
        if self.chosen:  # costs14: which of the listed costs was paid (601.2b)
            choice += (("additional_cost", paid_options[0] if len(paid_options) == 1 else paid_options),)
        return Part(
            entries=(("sacrifice", sacrificed),) + choice,
            key=(tuple(sacrificed), tuple(tapped), tuple(int(solution.get(var, 0)) for var, _, _ in self.either), tuple(chosen), tuple(int(solution.get(var, 0)) for var, _, _ in self.chosen), tuple(int(solution.get(var, 0)) for var, _ in self.exiled_any)),
            sentence=sentence,
            additions=tuple(additions),
            skip=frozenset(skip),
            life=self.life + either_life + (int(solution.get("x", 0)) if self.x_life else 0),
            waterbend=bent,
            reductions=reductions,
            hand=tuple(taken),
        )

    def requested(self, space: Space) -> Mapping[str, Any]:
        """Nothing chosen for any slot (the cost is then not paid: the cast is illegal anyway)."""
        return {var: NOTHING for var, _ in self.slots}


def _unpayable(part: RevealFromHand | Behold | CollectEvidence, spell: Situation) -> str | None:
    """Why the caster can't reveal, behold or collect evidence now, or None. The spell is on the
    stack as its costs are paid (601.2a, 601.2h): the other cards of the hand are counted; the
    graveyard is never assumed (its key is named when missing)."""
    state, caster, name = spell.state, spell.caster, spell.card.name
    hand: list[Card] = list(state.hand.get(caster, ()))
    if spell.zone is Zone.HAND:
        mine = next((i for i, c in enumerate(hand) if c.name == name), None)
        if mine is not None:
            del hand[mine]
    if isinstance(part, RevealFromHand):  # 701.20a: a card revealed stays in hand
        n = sum(1 for c in hand if part.what.fits(c.card_types, c.subtypes, c.supertypes))
        return None if n >= part.count else f"{does(caster, 'has')} {n} such other card(s) in hand"
    if isinstance(part, Behold):  # choose such a permanent you control or reveal such a card from your hand
        if any(v.controller == caster and part.what.fits(v.card_types, v.subtypes, v.supertypes) for v in spell.board):
            return None
        if any(part.what.fits(c.card_types, c.subtypes, c.supertypes) for c in hand):
            return None
        return f"{does(caster, 'controls')} no such permanent and has no such other card in hand"
    return evidence_short(state, caster, part.amount, name, str(part))  # 701.59a: the graveyard's mana values


def _either_part(part: CostOrMana, spell: Situation) -> tuple[str | None, tuple[str, ...]]:
    """Why the non-mana half of "<cost> or pay {2}" can't be paid now (118.3), or None; and the
    caster's permanents that pay it (sacrificed or tapped: those with the fewest mana abilities
    first; a permanent may tap for mana before it is sacrificed, 601.2g before 601.2h)."""
    state, board, caster, name = spell.state, spell.board, spell.caster, spell.card.name
    p = part.part
    if isinstance(p, DiscardCards):
        others = discard_cards(state, caster, spell.card, spell.zone, p)  # altcost16: of its kind
        return (None if others >= p.count else f"{does(caster, 'has')} {others} other card(s) in hand", ())
    if isinstance(p, PayLife):
        if p.amount > 0 and spell.life_ban is not None:  # bans19: 118.3, 119.8
            return (spell.life_ban, ())
        return (None if state.life_of(caster) >= p.amount else f"{does(caster, 'has')} {state.life_of(caster)} life", ())
    if isinstance(p, (Sacrifice, TapOther)):
        cands = candidates(board, p.what, caster, sacrificed=isinstance(p, Sacrifice))
        if isinstance(p, TapOther):
            cands = [c for c in cands if not board.view(c).permanent.tapped]
        cands.sort(key=lambda c: paying_order(board.view(c), "sacrifice" if isinstance(p, Sacrifice) else "tap"))  # audit38
        if len(cands) < p.count:
            return (f"{does(caster, 'controls')} {len(cands)} {p.what}", ())
        return (None, tuple(cands[: p.count]))
    if isinstance(p, Blight):  # costs12: any creature of the caster's takes the counters (the rulings); none, and it can't be paid (118.3)
        mine = candidates(board, p.what, caster)
        return (None, (mine[0],)) if mine else (f"{does(caster, 'controls')} no creature to put the counters on", ())
    if isinstance(p, (RevealFromHand, Behold, CollectEvidence)):  # costs11: behold (its reminder: one you control or one revealed from your hand), 701.20a, 701.59a
        return (_unpayable(p, spell), ())
    return (f"'{p}' is not a cost this library can pay", ())


def _pose_any_number(part: SacrificeAnyNumber, spell: Situation, posing: Posing, name: str, wanted: tuple[str, ...] | None) -> tuple[str, tuple[str, ...]]:
    """costs14: "sacrifice any number of creatures" (601.2b): one variable, how many, and the
    permanents in the order they are sacrificed: the query's ``sacrifice`` (each must fit; that
    many exactly), or else the caster's fitting permanents with the fewest mana abilities first
    (any of them is the same cost; a permanent may tap for mana before it is sacrificed, 601.2g-h)."""
    cands = candidates(spell.board, part.what, spell.caster, sacrificed=part.verb == "sacrifice")
    if part.verb == "tap":  # an untapped one each (the cost says so)
        cands = [c for c in cands if not spell.board.view(c).permanent.tapped]
    # cov17: "sacrifice half the lands you control, rounded up" (Tectonic Split): exactly half of them,
    # rounded up (107.1a), counted as the cost is paid (601.2h: after the mana abilities, 601.2g, so a
    # land may tap for mana first); always payable (118.3: there are that many)
    half = -(-len(cands) // 2) if part.half_rounded_up else None
    if wanted is not None:
        bad = [w for w in wanted if w not in cands]
        var = posing.variable(name, (len(wanted),))
        if bad:
            posing.fact(f"{spell.card.name}'s additional cost is to {part}, and {', '.join(bad)} {'is' if len(bad) == 1 else 'are'} not one of them", "118.8, 701.21a")
        if half is not None and len(set(wanted)) != half:
            posing.fact(f"{spell.card.name}'s additional cost is to {part}: {half} of {spell.caster}'s {len(cands)}, not {len(set(wanted))}", "118.8, 107.1a")
        return var, tuple(dict.fromkeys(wanted))
    cands.sort(key=lambda c: paying_order(spell.board.view(c), part.verb))  # audit38
    return posing.variable(name, (half,) if half is not None else tuple(range(len(cands) + 1))), tuple(cands)


def _option_text(option: object) -> str:
    """costs14: the words of one listed cost ("discard a card", "pay 4 life")."""
    if isinstance(option, PayLife):
        return f"pay {option.amount} life"
    text = getattr(option, "text", "")
    return str(text or option)


def _pose_choice(part: CostChoice, spell: Situation, posing: Posing, name: str, wanted: tuple[str, ...] | None) -> tuple[str, tuple[tuple[str, ...], ...]]:
    """costs14: one variable for "<cost>, <cost>, or <cost>" (601.2b: the caster chooses which one
    is paid), its domain the index of each listed cost; a cost that can't be paid now is ruled out
    with its reason (118.3), and with none left the spell can't be cast. Returns the variable and,
    for each option, the permanents that pay it (sacrificed or tapped). The query's ``sacrifice``
    decides a "sacrifice ..." option: listed permanents pay it (they must fit), ``[]`` rules it out."""
    payers: list[tuple[str, ...]] = []
    whys: list[str] = []
    ok: list[int] = []
    for k, option in enumerate(part.options):
        why, who = _either_part(CostOrMana(option, ManaCost.parse("")), spell)
        if isinstance(option, Sacrifice) and wanted is not None:
            fits = candidates(spell.board, option.what, spell.caster, sacrificed=True)
            bad = [w for w in wanted if w not in fits]
            if not wanted:
                why, who = "the query sacrifices nothing", ()
            elif bad or len(wanted) != option.count:
                why, who = f"the query sacrifices {', '.join(wanted)}, not {option.count} {option.what} of {spell.caster}'s", ()
            else:
                why, who = None, tuple(wanted)
        elif wanted and any(isinstance(o, Sacrifice) for o in part.options):
            why, who = f"the query sacrifices {', '.join(wanted)}", ()
        payers.append(who)
        if why is None:
            ok.append(k)
        else:
            whys.append(f"to {_option_text(option)}: {why}")
    var = posing.variable(name, tuple(range(len(part.options))))
    if len(ok) < len(part.options):
        posing.rule(in_set(ok), (var,), f"{spell.card.name}'s additional cost is to {part}; it can't be paid " + "; ".join(whys), "601.2b, 118.8, 118.3")
    return var, tuple(payers)


def _resolve(state: GameState, ref: str) -> str:
    try:
        return state.permanent(ref).id
    except UnknownReferenceError as e:
        raise QueryError(f"cast: sacrifice: {e}") from None
