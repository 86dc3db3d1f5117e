"""Can a cost be paid now with mana abilities (601.2g-h, 605.3a)? The ``can_pay`` query, and the
payment of ``cast`` and ``can_activate``: one search, over the same plans as ``available_mana``.

A cost is paid with the mana of a plan of activations (:mod:`.actions`). The plan may chain: a
Forest's mana pays a Signet's {1}, whose mana pays a filter land's {W/U}, whose mana pays the cost
asked about (601.2g: any mana abilities may be activated before paying; 605.3a). Each activation
happens once its own cost can be paid with mana made before it, so no mana pays for the ability
that makes it and no chain goes round in a circle.

The search runs backwards from the cost: what is still to pay (a :class:`~.payment.Requirement`
per group of costs that the same mana may pay: 106.6 keeps restricted mana to the costs its
restriction allows) starts as the cost; the *last* activation of the plan pays part of it with one
of its outcomes, and its own mana cost is then added to what is still to pay, since mana made
earlier must pay it; and so on. At every state the simple objects (:mod:`.actions`: they need
nothing and may come first) are asked whether they can pay the rest, with the memoised payment
search of :mod:`.payment` (each source one outcome or nothing; Hall-style bounds). States are
memoised on (what the later activations used, what is left to pay). Repeatable activations (no
{T}, {Q} or sacrifice: "{R}: Add {B}") may be used again and again; a requirement larger than all
the one-shot sources together could make is dropped unless some repeatable activation gains mana.

Where a removal could change what other abilities add, or an ability untaps something
(:attr:`~.actions.PlayerMana.sensitive`, {Q}), the backward search does not apply: the forward
search of :mod:`.available` lists every reachable pool and each is tried.
"""

from __future__ import annotations

from bisect import insort
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Callable, Iterator, Sequence

from ...model.cards import Card
from ...model.costs import ManaCost, ManaSymbol, SymbolKind
from ...model.errors import LimitError, QueryError
from ...model.mana import Mana, ManaType, TypeSet
from ...model.state import GameState
from ..board.bans import life_for_mana
from ..board.views import Board
from ..mana.resolver import Resolver
from ..options import Options
from .actions import ZONES, ManaAction, PlayerMana, player_mana
from .available import Reach, life_paid, object_options, plan_steps, reach, steps_of
from .payment import Groups, Payment, Prepared, Requirement, Source, find_payment, pay_groups, requirement
from .plans import Step, pay_from_pool, symbol_options
from .results import CanPay, PlanStep
from .spending import AS_MADE, Purpose, may_spend, spell_mana_sources, spent_forms
from ..words import possessive

__all__ = ["Chained", "can_pay", "chained_payment", "most_mana", "pay_cost"]

EMPTY = Requirement((0, 0, 0, 0, 0, 0), (), 0, 0)

_NO_MANA = Mana()


def _plain_part(form: Mana, extra: Mana) -> Mana:
    """audit19: the part of a snow object's mana spent as ``form`` that is not snow mana: the mana
    triggered abilities of other objects added (``extra``, 107.4h). When a spending rule changed
    its types (609.4b) and the part can't be told apart, none of it pays {S} (never assumed)."""
    if not extra.total:
        return _NO_MANA
    if all(f >= e for f, e in zip(form.counts, extra.counts)):
        return extra
    return form


@dataclass(frozen=True)
class Chained:
    """A way to pay: the plan (simple activations first, then the others in the order they are
    activated), the mana of each activation as (label, mana), which mana pays each symbol of the
    cost (or "2 life"), and the life paid in all."""

    plan: tuple[PlanStep, ...]
    used: tuple[tuple[str, Mana], ...]
    symbols: tuple[tuple[str, str], ...]
    life: int
    spent_as: tuple[tuple[str, str], ...] = ()

    def payment(self) -> Payment:
        return Payment(self.used, self.life)

    def fewer_generic(self, k: int) -> "Chained":
        """The same plan paying a cost with ``k`` fewer generic mana: the mana of the last ``k``
        generic symbols is left unspent, and activations that only made that mana are left out."""
        if k <= 0:
            return self
        symbols = list(self.symbols)
        removed: dict[str, int] = {}
        for i in range(len(symbols) - 1, -1, -1):
            if k == 0:
                break
            sym, by = symbols[i]
            if sym == "{1}" and " + " not in by and by != "2 life":
                label = by.rsplit(": ", 1)[0]
                removed[label] = removed.get(label, 0) + 1
                del symbols[i]
                k -= 1
        if k:
            return self  # (not reached: a payment of a generic cost has its generic symbols)
        in_final: dict[str, int] = {}
        for _, by in self.symbols:
            for part in by.split(" + "):
                if part != "2 life":
                    label = part.rsplit(": ", 1)[0]
                    in_final[label] = in_final.get(label, 0) + 1
        dropped = {
            step.permanent for step in self.plan
            if not step.paid and removed.get(step.permanent, 0) == in_final.get(step.permanent, -1) == step.produced.total
        }
        plan = tuple(s for s in self.plan if s.permanent not in dropped)  # (steps keep their numbers)
        used = tuple((label, m) for label, m in self.used if label not in dropped)
        return Chained(plan, used, tuple(symbols), self.life, self.spent_as)


def can_pay(
    state: GameState, player: str, cost: str | ManaCost, *, x: int = 0, for_: str | None = None, hand: bool = True, options: Options = Options(),
    as_spell: Callable[[Board, Card, str], tuple[Card, TypeSet]] | None = None,
) -> CanPay:
    """The ``can_pay`` query: whether ``player`` can pay ``cost`` (with ``x`` for each {X}) now with
    mana abilities (601.2g-h), hybrid and Phyrexian symbols included (107.4e-f; life, 119.4).
    ``for_`` names a card in their hand whose spell the mana is for, so that spending restrictions
    apply (106.6); without it only mana without restrictions counts. ``hand``: whether mana
    abilities of cards in their hand may be used (605.3a). ``as_spell`` (audit34): a card as a spell its
    caster casts and that spell's colours, after the effects that change spells' types and colours
    (613.1d-e: Maskwood Nexus, Painter's Servant), which the casting room knows.

    Raises
    ------
    QueryError
        ``player`` is not a player, the cost does not parse, ``x`` is negative, or the card named
        by ``for_`` is not in their hand.
    LimitError
        The search would visit more than ``options.max_plan_states`` states.
    """
    if player not in state.players:
        raise QueryError(f"can_pay: {player!r} is not a player ({', '.join(state.players)})")
    if isinstance(x, bool) or not isinstance(x, int) or x < 0:
        raise QueryError(f"can_pay: x must be a whole number from 0, got {x!r}")
    mana_cost = cost if isinstance(cost, ManaCost) else _parse(cost)
    card: Card | None = None
    if for_ is not None:
        # audit34: a half of a split card or an Adventure by its own name (709.3, 715.3): the spell
        # has only that face's characteristics (709.3a, 715.3a), as ``cast`` reads it
        card = next((f for c in state.hand.get(player, ()) if (f := c.named(for_)) is not None), None)
        if card is None:
            raise QueryError(f"can_pay: for: {for_!r} is not a card in {possessive(player)} hand")
    resolver = Resolver.of(state, options)
    colors: TypeSet | None = None
    if card is not None and as_spell is not None:
        card, colors = as_spell(resolver.board, card, player)  # audit34: 613.1d-e
    pm = player_mana(
        resolver, player, hand=hand, sources=spell_mana_sources(card) if card is not None else None,  # 106.6
        cast_from_hand=(card.whole_name or card.name) if card is not None else None,  # audit22, 601.2a: the spell left the hand (audit34: the whole card of a face)
    )
    purpose = Purpose(spell=card, text=f"casting {card.name}" if card else "a cost with no named spell", x=x, from_hand=True if card else None, from_graveyard=False if card else None, from_exile=False if card else None, colors=colors)
    found = chained_payment(pm, mana_cost, purpose, x=x, budget=options.max_plan_states)
    shown = str(mana_cost) or "{0}"
    if x and mana_cost.has_x:
        shown += f" with X={x}"
    if found is None:
        whose = "your" if player == "you" else f"{player}'s"
        reason = f"no plan of {whose} mana abilities that can be activated now pays {shown}"
        return CanPay(player, shown, False, reason, notes=pm.notes)
    reason = f"{shown} can be paid" + (" with nothing" if not found.plan else f" with {len(found.plan)} activation(s)")
    return CanPay(player, shown, True, reason, found.plan, found.symbols, found.life, pm.notes)


def _parse(text: str) -> ManaCost:
    try:
        return ManaCost.parse(text)
    except ValueError as e:
        raise QueryError(f"can_pay: cost: {e}") from None


def pay_cost(pm: PlayerMana, cost: ManaCost, purpose: Purpose, *, x: int = 0, life: int | None = None, budget: int = 200_000) -> Chained | None:
    """A way for ``pm``'s player to pay ``cost`` now, or None (see :func:`chained_payment`)."""
    return chained_payment(pm, cost, purpose, x=x, life=life, budget=budget)


def chained_payment(pm: PlayerMana, cost: ManaCost, purpose: Purpose, *, x: int = 0, life: int | None = None, budget: int = 200_000) -> Chained | None:
    """A way to pay ``cost`` with a plan of ``pm``'s activations (see the module docstring), with
    ``life`` life to pay with (default: the player's life total); None when there is none."""
    life = pm.life if life is None else life
    cost = life_for_mana(pm.resolver.board, pm.player, cost)  # audit28: K'rrik (118.3, 119.4)
    if pm.sensitive or any(a.untaps or a.untap_other or a.reads_pool for a in pm.actions) or (pm.allowed != AS_MADE and any(a.allowed is not None for a in pm.actions)):
        # the backward search takes each activation's mana as fixed: an ability that copies the
        # pool (Doubling Cube) adds what the plan made before it; and it spends mana as one form
        # (609.4b) before knowing which cost it pays, exact only when the player's rules leave
        # mana as it was made or no cost has rules of its own
        return _forward(pm, cost, purpose, x, life, budget)
    return _Backward(pm, cost, purpose, x, life, budget).run()


# --- spending restrictions: groups of costs ---------------------------------------------------


def _signature(pm: PlayerMana, purpose: Purpose) -> tuple[bool, ...]:
    """Per kind of mana (unrestricted, then each restriction), whether it may pay for ``purpose``."""
    board = pm.resolver.board
    return (True,) + tuple(may_spend(pm.rule_of(g), purpose, board) for g in range(1, pm.tags))


def _merge(r: Requirement, add: Requirement) -> Requirement:
    need = tuple(a + b for a, b in zip(r.need, add.need))
    return Requirement(need, tuple(sorted(r.hybrids + add.hybrids)), r.generic + add.generic, r.snow + add.snow)


# --- the backward search ----------------------------------------------------------------------

RKey = tuple[int, int, int, tuple[int, ...], int]
"""(objects tapped by later steps, sacrificed or exiled by later steps, used by later steps,
counters removed per object, life left)."""


class _Backward:
    def __init__(self, pm: PlayerMana, cost: ManaCost, purpose: Purpose, x: int, life: int, budget: int):
        self.pm = pm
        self.cost = cost
        self.x = x
        self.life = life
        self.budget = budget
        self.complex = pm.complex_actions()
        # a group of costs: which restricted mana may pay them (106.6) and the types mana may be
        # spent as for them (609.4b: the player's rules, or the cost's own)
        final = (_signature(pm, purpose), pm.cost_allowed)
        of_action = {a.index: (_signature(pm, Purpose(ability_of=a.holder, text=a.text, cost=a.mana)), pm.allowed_for(a)) for a in self.complex}
        self.sigs = list(dict.fromkeys([final, *of_action.values()]))
        self.group_of = {i: self.sigs.index(g) for i, g in of_action.items()}
        self.spendable = [list(g[0]) for g in self.sigs]
        self.allowed_of = [g[1] for g in self.sigs]
        widen = [None if g[1] == pm.allowed else g[1] for g in self.sigs]
        self.widen = widen if any(w is not None for w in widen) else None
        start = [EMPTY] * len(self.sigs)
        self.final_group = self.sigs.index(final)
        start[self.final_group] = requirement(cost, x)
        self.start: Groups = tuple(start)
        cached = pm.memo.get(("base", tuple(self.sigs)))
        if not isinstance(cached, tuple):
            base, steps = self._base()
            cached = pm.memo[("base", tuple(self.sigs))] = (base, steps, Prepared.of(base))
        self.base, self.base_steps, self.prepared = cached
        self.counter_objs = sorted(
            {a.obj for a in self.complex if a.counters} | {z for z in ZONES if any(a.takes(z) for a in self.complex)}  # audit17, s14, s15
        )
        # audit18: the energy paid so far (107.14), one more entry of the key's removed counters
        self.energy_slot = len(self.counter_objs) if any(a.energy for a in self.complex) else -1
        # audit18: the activations used so far of each action with a limit (602.5b)
        first = len(self.counter_objs) + (self.energy_slot >= 0)
        self.use_slots = {a.index: first + i for i, a in enumerate(a for a in self.complex if a.uses is not None)}
        self.bound = self._supply_bound()

    def _base(self) -> tuple[list[Source], dict[str, list[tuple[Mana, int, int, tuple[Step, ...]]]]]:
        """The simple objects as payment sources: each one's undominated contributions, each as
        every way its mana may be spent (609.4b spending rules), keyed back to what it really is."""
        sources = []
        steps: dict[str, list[tuple[Mana, int, int, tuple[Step, ...]]]] = {}
        every = set(range(self.pm.tags))
        limit = self.pm.resolver.options.max_outcomes
        for obj, opts in object_options(self.pm, self.budget).items():
            o = self.pm.objects[obj]
            outs: dict[tuple[Mana, int, int, Mana], tuple[Step, ...]] = {}
            for pool, life, st in opts:
                got = self._as_outcome(pool, every)
                if got is None or not got[0].total:
                    continue
                extra = self._triggered(st) if o.snow else _NO_MANA
                for form in spent_forms(got[0], self.pm.allowed, limit):
                    outs.setdefault((form, life, got[1], _plain_part(form, extra)), st)
            if not outs:
                continue
            ordered = sorted(outs.items(), key=lambda kv: (kv[0][1], kv[0][2], kv[0][0], kv[0][3]))
            plain = tuple(p for (_, _, _, p), _ in ordered)
            sources.append(Source(
                o.id, tuple(m for (m, _, _, _), _ in ordered), o.snow, lives=tuple(l for (_, l, _, _), _ in ordered), tags=tuple(g for (_, _, g, _), _ in ordered),
                plain=plain if any(p.total for p in plain) else (),
            ))
            steps[o.id] = [(m, l, g, st) for (m, l, g, _), st in ordered]
        return sources, steps

    def _triggered(self, st: tuple[Step, ...]) -> Mana:
        """audit19: the mana triggered mana abilities added with these activations (106.12a): its
        source is the triggered ability's object, not the one tapped."""
        total = _NO_MANA
        for step in st:
            total = total + step.outcome_of(self.pm).extra
        return total

    def _as_outcome(self, pool: tuple[int, ...], every: set[int]) -> tuple[Mana, int] | None:
        """A pool as one source outcome (one restriction): restricted parts that every group
        allows count as unrestricted, parts that no group allows are left out (they can pay
        nothing here)."""
        parts = {g: pool[g * 6 : g * 6 + 6] for g in range(len(pool) // 6) if any(pool[g * 6 : g * 6 + 6])}
        free = [0] * 6
        tagged: dict[int, tuple[int, ...]] = {}
        for g, counts in parts.items():
            if g == 0 or (all(s[g] for s in self.spendable) and g not in self.pm.no_generic):  # audit18: kept apart (Jegantha)
                free = [a + b for a, b in zip(free, counts)]
            elif any(s[g] for s in self.spendable):
                tagged[g] = counts
        if not tagged:
            return Mana(tuple(free)), 0
        if len(tagged) == 1 and not any(free):
            g, counts = next(iter(tagged.items()))
            return Mana(tuple(counts)), g
        return Mana(tuple(free)), 0  # a mix of restrictions in one contribution: the unrestricted part

    def _supply_bound(self) -> int:
        most = most_mana(self.pm, self.budget, self.base)
        return 1 << 60 if most is None else most

    def run(self) -> Chained | None:
        start_key: RKey = (0, 0, 0, tuple(0 for _ in range(len(self.counter_objs) + (self.energy_slot >= 0) + len(self.use_slots))), self.life)
        failed: set[tuple[RKey, Groups]] = set()
        stack: list[tuple[tuple[RKey, Groups], Iterator[tuple[RKey, Groups, tuple[ManaAction, int, int, int, tuple[int, ...], int]]], tuple[ManaAction, int, int, int, tuple[int, ...], int] | None]] = []
        visited = 0
        found: Payment | None = None

        def enter(key: RKey, rs: Groups, how: tuple[ManaAction, int, int, int, tuple[int, ...], int] | None) -> bool:
            nonlocal visited, found
            if (key, rs) in failed or sum(r.units for r in rs) > self.bound:
                return False
            visited += 1
            if visited > self.budget:
                raise LimitError(f"payment: more than {self.budget} plan states (Options.max_plan_states); raise it to search further")
            payment = find_payment(rs, self.prepared, life=key[4], spendable=self.spendable, budget=self.budget, widen=self.widen, no_generic=self.pm.no_generic)
            stack.append(((key, rs), self._successors(key, rs), how))
            if payment is not None:
                found = payment
                return True
            return False

        if enter(start_key, self.start, None):
            return self._result(stack, found)
        while stack:
            (key, rs), it, _ = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                failed.add((key, rs))
                stack.pop()
                continue
            key2, rs2, how = nxt
            if enter(key2, rs2, how):
                return self._result(stack, found)
        return None

    def _successors(self, key: RKey, rs: Groups) -> Iterator[tuple[RKey, Groups, tuple[ManaAction, int, int, int, tuple[int, ...], int]]]:
        """Every state one more activation, *earlier* than the ones already chosen, leads to."""
        tapped, gone, acted, removed, life = key
        pm = self.pm
        limit = pm.resolver.options.max_outcomes
        for a in self.complex:
            bit = 1 << a.obj
            if a.taps and (tapped & bit or pm.objects[a.obj].tapped or a.obj in pm.pretapped):
                continue
            if (a.sac_self or a.exile_hand) and (acted & bit or gone & bit or a.obj in pm.reserved):
                continue
            if a.life > life:
                continue
            if any(removed[self.counter_objs.index(z)] + n > pm.zones.get(z, 0) for z, n in a.cards):
                continue  # audit17, s14, s15: 118.3, too few cards left in the hand, graveyard or library
            if a.energy and removed[self.energy_slot] + a.energy > pm.energy:  # audit18: 107.14, 118.3
                continue
            use = self.use_slots.get(a.index, -1)
            if use >= 0 and removed[use] >= (a.uses or 0):  # audit18: 602.5b, no activation left
                continue
            ks: list[int] = [0]
            if a.counters:
                slot = self.counter_objs.index(a.obj)
                have = dict(pm.objects[a.obj].counters).get(a.counters[0][0], 0) - removed[slot]
                n = a.counters[0][1]
                ks = list(range(1, have + 1)) if n is None else ([n] if have >= n else [])
            for chosen, rem, tap in self._others(a, tapped, gone, acted):
                for k in ks:
                    new_removed = removed
                    if a.energy:  # audit18: the energy paid (107.14)
                        e = self.energy_slot
                        new_removed = removed[:e] + (removed[e] + a.energy,) + removed[e + 1 :]
                    if use >= 0:  # audit18: one more activation used (602.5b)
                        new_removed = new_removed[:use] + (new_removed[use] + 1,) + new_removed[use + 1 :]
                    seen = -1
                    if a.counters:
                        slot = self.counter_objs.index(a.obj)
                        new_removed = new_removed[:slot] + (removed[slot] + k,) + new_removed[slot + 1 :]
                        have_now = dict(pm.objects[a.obj].counters).get(a.counters[0][0], 0) - removed[slot]
                        seen = k if a.counters[0][1] is None else have_now - k
                    for z, n in a.cards:  # audit17, s14, s15: the zone's slot
                        h = self.counter_objs.index(z)
                        new_removed = new_removed[:h] + (new_removed[h] + n,) + new_removed[h + 1 :]
                    sac = chosen[0] if (a.sacrifice or a.exile_other) and chosen else -1
                    # audit22, 608.2c, 701.21a: its effect sacrifices its own permanent once the
                    # counters run out (Gemstone Mine): no later step may have used it (the
                    # counters left are those no earlier step of the plan removes)
                    emptied = a.empties_at(seen, dict(pm.objects[a.obj].counters))
                    if emptied and (acted & bit or gone & bit or a.obj in pm.reserved):
                        continue
                    outcomes = pm.outcomes(a, frozenset(), seen, sac)
                    new_key: RKey = (
                        tapped | tap | (bit if a.taps else 0),
                        gone | rem | (bit if a.sac_self or a.exile_hand or emptied else 0),
                        acted | bit | rem | tap,
                        new_removed,
                        life - a.life,
                    )
                    cost_req = requirement(a.mana)
                    g = self.group_of[a.index]
                    tag = pm.tag_of(a)
                    for j, o in enumerate(outcomes):
                        paid = {r2 for form in spent_forms(o.mana, pm.allowed, limit) for r2 in pay_groups(rs, form, False, tag, self.spendable, self.widen, pm.no_generic)}
                        if o.extra.total:
                            paid = {r3 for r2 in paid for form in spent_forms(o.extra, pm.allowed, limit) for r3 in pay_groups(r2, form, False, 0, self.spendable, self.widen, pm.no_generic)}
                        for r2 in paid:
                            if r2 == rs:
                                continue  # it pays nothing that is left: of no use as the last step
                            r3 = r2[:g] + (_merge(r2[g], cost_req),) + r2[g + 1 :]
                            yield new_key, r3, (a, j, k, seen, chosen, sac)

    def _others(self, a: ManaAction, tapped: int, gone: int, acted: int) -> Iterator[tuple[tuple[int, ...], int, int]]:
        """Choices of the other permanents its cost sacrifices, exiles or taps: (chosen, removed
        mask, tapped mask). A permanent sacrificed earlier than later steps that use it can't be
        (``acted``); one tapped by a later step can't be tapped now."""
        pm = self.pm
        groups: list[tuple[str, tuple[int, ...], int]] = []
        for cands, n in a.sacrifice + a.exile_other:
            groups.append(("remove", tuple(c for c in cands if not (acted >> c & 1) and not (gone >> c & 1) and c not in pm.reserved), n))
        for cands, n in a.tap_other:
            groups.append(("tap", tuple(c for c in cands if not (tapped >> c & 1) and not pm.objects[c].tapped and c not in pm.pretapped and not (a.taps and c == a.obj)), n))
        if not groups:
            yield (), 0, 0
            return

        def go(i: int, used: frozenset[int], chosen: tuple[int, ...], rem: int, tap: int) -> Iterator[tuple[tuple[int, ...], int, int]]:
            if i == len(groups):
                yield chosen, rem, tap
                return
            kind, cands, n = groups[i]
            seen: set[tuple[str, ...]] = set()
            for combo in combinations([c for c in cands if c not in used], n):
                sig = tuple(sorted(pm.objects[c].id.split(" ")[0] + str(pm.objects[c].counters) for c in combo))
                if sig in seen and all(pm.objects[c].id not in self.base_steps for c in combo):
                    continue
                seen.add(sig)
                mask = sum(1 << c for c in combo)
                yield from go(i + 1, used | set(combo), chosen + combo, rem | (mask if kind == "remove" else 0), tap | (mask if kind == "tap" else 0))

        yield from go(0, frozenset(), (), 0, 0)

    def _result(self, stack: Sequence[tuple[tuple[RKey, Groups], Iterator[object], tuple[ManaAction, int, int, int, tuple[int, ...], int] | None]], payment: Payment | None) -> Chained:
        """The plan: the simple objects' activations the payment used, then the chained
        activations in the order they happen (the reverse of the order they were chosen)."""
        assert payment is not None
        pm = self.pm
        steps: list[Step] = []
        used: list[tuple[str, Mana]] = []
        for label, m in payment.used:
            options = self.base_steps.get(label, [])
            match = next((st for mm, _, _, st in options if mm == m), None)
            if match is not None:
                steps.extend(match)
                used.append((label, sum((st.outcome_of(pm).total for st in match), Mana())))
        chain = [how for _, _, how in stack if how is not None]
        for a, j, k, seen, chosen, sac in reversed(chain):
            o = pm.outcomes(a, frozenset(), seen, sac)[j]
            # what its cost took is decided below, with the symbols
            steps.append(Step(a.index, j, (0,) * (6 * pm.tags), a.life, chosen, k, frozenset(), seen, sac))
            used.append((a.holder, o.total))
        plan = steps_of(pm, steps)
        symbols, life, paid_by_step, spent = _allocate(pm, plan, steps, self.cost, self.x, self.life, self.spendable, self.group_of, self.final_group, self.allowed_of)
        if paid_by_step is not None:
            plan = tuple(replace(p, paid=paid_by_step[i]) for i, p in enumerate(plan))
        life_paid = payment.life + sum(a.life for a, *_ in chain) if life is None else life
        return Chained(plan, tuple(used), tuple(symbols), life_paid, tuple(spent))


def most_mana(pm: PlayerMana, budget: int = 200_000, base: Sequence[Source] | None = None) -> int | None:
    """An upper bound of the mana any plan of ``pm`` makes in all (what the simple objects add at
    most, plus each other activation's largest outcome as many times as its resources allow);
    None when a repeatable activation may add more than its cost takes (then there may be no
    bound)."""
    if any(a.untaps or a.untap_other for a in pm.actions):
        # audit22, 107.6: an untap symbol lets a {T} ability be activated again: the counts below
        # would not bound it; the forward search does, or finds the cycle that has no bound (605.3a)
        try:
            found: Reach | None = reach(pm, budget)
        except LimitError:
            found = None  # too many plans to list: the counts below, as before
        if found is not None and found.unbounded is not None:
            return None
        if found is not None:
            return max((sum(pool) for pool, _ in found.pools.values()), default=0)
    if base is None:
        total = sum(max((sum(p) for p, _, _ in opts), default=0) for opts in object_options(pm, budget).values())
    else:
        total = sum(max((m.total for m in s.outcomes), default=0) for s in base)
    doublings = 0
    for a in pm.complex_actions():
        if a.reads_pool:
            doublings += 1  # it adds at most what the others made (Doubling Cube)
            continue
        outs = pm.outcomes(a, frozenset(), _most_counters(pm, a), -1)
        best = max((o.total.total for o in outs), default=0)
        if a.repeatable and not a.limited and not a.counters and not a.life and not a.energy and not a.sacrifice and not a.exile_other and not a.cards:
            if best > a.mana.mana_value():
                return None  # it may gain mana each time
            continue
        total += best * (1 if not a.repeatable else max(1, _most_uses(pm, a)))
    return total << doublings


def _most_counters(pm: PlayerMana, a: ManaAction) -> int:
    if not a.counters:
        return -1
    have = dict(pm.objects[a.obj].counters).get(a.counters[0][0], 0)
    return have if a.counters[0][1] is None else max(have - (a.counters[0][1] or 0), 0)


def _most_uses(pm: PlayerMana, a: ManaAction) -> int:
    if a.cards:  # audit17, s14, s15: one use per card (or cards) of the hand, graveyard or library
        return min(pm.zones.get(z, 0) // n for z, n in a.cards)
    if a.counters:
        have = dict(pm.objects[a.obj].counters).get(a.counters[0][0], 0)
        n = a.counters[0][1]
        most = have if n is None else have // max(n, 1)
        return most if a.uses is None else min(most, a.uses)  # audit18: 602.5b
    if a.life:
        return pm.life // a.life
    if a.energy:  # audit18: 107.14
        return pm.energy // a.energy if a.uses is None else min(pm.energy // a.energy, a.uses)
    if a.uses is not None:  # audit18: 602.5b
        return a.uses
    return max(sum(len(c) for c, _ in a.sacrifice + a.exile_other + a.tap_other + a.untap_other), 1)


# --- which mana pays which symbol ---------------------------------------------------------------


def _expand(cost: ManaCost, x: int) -> list[ManaSymbol]:
    out: list[ManaSymbol] = []
    for s in cost.symbols:
        if s.kind is SymbolKind.GENERIC:
            out += [ManaSymbol(SymbolKind.GENERIC, generic=1)] * s.generic
        elif s.kind is SymbolKind.X:
            out += [ManaSymbol(SymbolKind.GENERIC, generic=1)] * x
        else:
            out.append(s)
    order = {SymbolKind.COLORED: 0, SymbolKind.COLORLESS: 0, SymbolKind.HYBRID: 1, SymbolKind.PHYREXIAN: 2, SymbolKind.SNOW: 3, SymbolKind.MONO_HYBRID: 4, SymbolKind.GENERIC: 5}
    out.sort(key=lambda s: order.get(s.kind, 6))
    return out


def _allocate(
    pm: PlayerMana, plan: tuple[PlanStep, ...], steps: list[Step], cost: ManaCost, x: int, life: int,
    spendable: Sequence[Sequence[bool]], group_of: dict[int, int], final_group: int, allowed_of: Sequence[Sequence[TypeSet]],
    budget: int = 20_000,
) -> tuple[list[tuple[str, str]], int | None, list[Mana] | None, list[tuple[str, str]]]:
    """Replay the plan in order: each activation's cost is paid with mana made before it, then the
    cost asked about with what is left. Returns the symbols of the cost with the mana (or life)
    that pays each, the life paid in all, the mana each activation's cost took, and the mana spent
    as though it were another type (609.4b); no symbols and None when no replay was found within
    ``budget`` tries (the payment is still valid: the search proved it).

    A depth-first search with its own stack over the symbols (each activation's, in the order they
    are paid, then the cost's): each symbol takes a unit of mana of some type and restriction made
    before that activation (units of one type and restriction are interchangeable), 2 life for a
    Phyrexian symbol (107.4f), or a {N/C} symbol its N units (107.4e); ``allowed_of[group]``
    per mana type the types it may be spent as for that group's costs (609.4b)."""
    labels: list[str] = []
    free: dict[tuple[ManaType, int], list[int]] = {}  # (type, restriction) -> free units, in order made
    produced_before: list[int] = []
    for p, st in zip(plan, steps):
        produced_before.append(len(labels))
        a = pm.actions[st.action]
        o = st.outcome_of(pm)
        for t in ManaType:
            for mana, tag in ((o.mana, pm.tag_of(a)), (o.extra, 0)):
                for _ in range(mana[t]):
                    free.setdefault((t, tag), []).append(len(labels))
                    labels.append(p.permanent)
    slots: list[tuple[int, ManaSymbol, int, int]] = []  # (step or -1, symbol, units made before it, group)
    for i, st in enumerate(steps):
        a = pm.actions[st.action]
        for sym in _expand(a.mana, 0):
            slots.append((i, sym, produced_before[i], group_of.get(a.index, 0)))
    for sym in _expand(cost, x):
        slots.append((-1, sym, len(labels), final_group))
    life_left = life - sum(st.life for st in steps)

    def fits(sym: ManaSymbol, t: ManaType, group: int) -> bool:
        can = allowed_of[group][t]
        k = sym.kind
        if k is SymbolKind.COLORED:
            return sym.colors[0] in can
        if k is SymbolKind.COLORLESS:
            return ManaType.C in can
        if k in (SymbolKind.HYBRID, SymbolKind.PHYREXIAN):
            return any(c in can for c in sym.colors)
        if k is SymbolKind.MONO_HYBRID and sym.colorless_half:
            return ManaType.C in can or sym.colors[0] in can
        if k is SymbolKind.MONO_HYBRID:
            return sym.colors[0] in can
        return k is SymbolKind.GENERIC

    Choice = tuple[str, tuple[tuple[tuple[ManaType, int], int], ...]]  # ("units" | "life", ((kind, unit), ...))

    def choices(n: int) -> list[Choice]:
        _, sym, limit, group = slots[n]
        out: list[Choice] = []
        kinds = [k for k, units in free.items() if units and units[0] < limit and spendable[group][k[1]]]
        for k in kinds:
            if fits(sym, k[0], group):
                out.append(("units", ((k, free[k][0]),)))
        if sym.kind is SymbolKind.PHYREXIAN and life_left >= 2:  # 107.4f
            out.append(("life", ()))
        if sym.kind is SymbolKind.MONO_HYBRID and not sym.colorless_half:  # its generic half (107.4e)
            picked: list[tuple[tuple[ManaType, int], int]] = []
            for k in kinds:
                for u in free[k]:
                    if u < limit and len(picked) < sym.generic:
                        picked.append((k, u))
            if len(picked) == sym.generic:
                out.append(("units", tuple(picked)))
        return out

    def apply(c: Choice, undo: bool) -> None:
        nonlocal life_left
        kind, units = c
        if kind == "life":
            life_left += 2 if undo else -2
            return
        for k, u in units:
            if undo:
                insort(free[k], u)
            else:
                free[k].remove(u)

    stack: list[tuple[int, list[Choice], Choice | None]] = []
    n = 0
    tries = 0
    options = choices(0) if slots else []
    while n < len(slots):
        tries += 1
        if tries > budget:
            return [], None, None, []
        if options:
            c = options.pop(0)
            apply(c, False)
            stack.append((n, options, c))
            n += 1
            options = choices(n) if n < len(slots) else []
            continue
        # nothing left to try here: undo the last choice and try its next alternative
        if not stack:
            return [], None, None, []
        n, options, last = stack.pop()
        assert last is not None
        apply(last, True)
    taken: dict[int, list[tuple[str, str]]] = {}
    spent: list[tuple[str, str]] = []
    paid = [[0] * 6 for _ in steps]
    for n, _, chosen in stack:
        assert chosen is not None
        step, sym, _, _ = slots[n]
        kind, units = chosen
        if kind == "life":
            taken.setdefault(step, []).append((sym.text, "2 life"))
            continue
        by = " + ".join(f"{labels[u]}: {k[0].name}" for k, u in units)
        taken.setdefault(step, []).append((sym.text, by))
        for k, u in units:
            if step >= 0:
                paid[step][k[0]] += 1
            if len(units) == 1 and not _plain_fit(sym, k[0]):
                spent.append((labels[u], f"{k[0].name} spent as though it were {_wanted(sym)} (609.4b)"))
    return taken.get(-1, []), life - life_left, [Mana(tuple(c)) for c in paid], spent


def _plain_fit(s: ManaSymbol, t: ManaType) -> bool:
    """Whether mana of type ``t`` pays ``s`` as itself (no spending rule needed)."""
    k = s.kind
    if k in (SymbolKind.GENERIC, SymbolKind.SNOW, SymbolKind.X):
        return True
    if k is SymbolKind.COLORLESS:
        return t is ManaType.C
    if k is SymbolKind.MONO_HYBRID and s.colorless_half:
        return t is ManaType.C or t in s.colors
    return t in s.colors


def _wanted(s: ManaSymbol) -> str:
    return " or ".join(c.name for c in s.colors) or "C"


# --- the forward fallback ---------------------------------------------------------------------


def _forward(pm: PlayerMana, cost: ManaCost, purpose: Purpose, x: int, life: int, budget: int) -> Chained | None:
    """Every pool the plans reach, each tried against the cost (see the module docstring)."""
    found = reach(pm, budget)
    if found.unbounded is not None:
        # audit22, 605.3a: a cycle of mana abilities that gains mana may be repeated as often as
        # the player wants: the search pumps it (the kinds of mana it gains become OMEGA) and
        # tries each pool reached so against the cost
        found = reach(pm, budget, accelerate=True)
    if found.unbounded is not None:
        raise LimitError(
            "payment: the player's mana abilities make mana without limit, and the pumped search "
            "found no bound; whether this cost can be paid is not decided by the payment search"
        )
    options = symbol_options(cost, pm.cost_allowed, list(_signature(pm, purpose)), x, pm.no_generic)
    for pool, plan in found.pools.values():
        spent = life_paid(plan)
        paid = pay_from_pool(pool, options, life - spent)
        if paid:
            steps = plan_steps(pm, plan)
            used = tuple((s.permanent, s.produced) for s in steps)
            return Chained(steps, used, (), spent + min(p for _, p in paid))
    return None
