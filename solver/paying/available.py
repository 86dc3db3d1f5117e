"""Every maximal pool a player can have at once now (SCENARIOS.md ``available_mana``; 605, 106.12).

The plans are searched in two parts (:mod:`.actions` explains the split):

1. **Simple objects** are folded in one at a time: each one's own activations are searched alone
   (its {T} abilities, its counters, its life payments), giving the pools it can add; the pools of
   the board so far are summed with each of them (a sum over a set of pools, duplicates merged,
   pools that another has at least as much of everything as, for no more life, dropped). A plan
   may make these first: they need nothing from other activations, and nothing else wants them.
2. **The other objects** (abilities whose cost needs mana, sacrifices, taps or exiles of other
   permanents, repeatable filters) are searched forward from every pool of the fold by
   :class:`~.plans.PlanSearch`, memoised on the objects' state (what is tapped, gone, the counters
   and life left): each distinct state once, a cycle that gains mana reported as ``unbounded``.

Finally the pools of every state are compared as multisets over WUBRGC, whatever their spending
restrictions (SCENARIOS.md: restricted mana counts like any other), and only the maximal ones are
kept: processed from the largest total down, each checked against a trie of the pools kept so
far (a pool can only be contained in one of larger total).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ...model.costs import ExileOther, SelfLeaves  # audit24; s15
from ...model.errors import LimitError, QueryError
from ...model.mana import Mana
from ...model.state import GameState
from ..mana.resolver import Resolver
from ..options import Options
from .actions import ManaAction, PlayerMana, player_mana
from .dominance import Dominance, maximal
from .plans import Key, Plan, PlanSearch, Pool, Step, Unbounded, add, project, saturate
from .results import AvailableMana, PlanStep, UnboundedCycle

__all__ = ["Reach", "available_mana", "available_of", "life_paid", "object_options", "plan_steps", "reach", "steps_of"]


@dataclass
class Reach:
    """Every pool a player's plans reach (projected to six counts, each with its tagged pool and
    plan), or the cycle that makes mana without limit."""

    pools: dict[tuple[int, ...], tuple[Pool, Plan | None]]
    unbounded: Unbounded | None
    states: int


def available_mana(state: GameState, player: str, *, hand: bool = True, options: Options = Options()) -> AvailableMana:
    """The ``available_mana`` query: every maximal pool ``player`` can have at once now by
    activating mana abilities (605) of the permanents they control and, unless ``hand`` is False,
    of cards in their hand (605.3a), each with one plan that makes it; ``unbounded`` when a
    repeatable cycle makes mana without limit.

    Raises
    ------
    QueryError
        ``player`` is not a player of the game.
    LimitError
        The search would visit more than ``options.max_plan_states`` states.
    """
    if player not in state.players:
        raise QueryError(f"available_mana: {player!r} is not a player ({', '.join(state.players)})")
    resolver = Resolver.of(state, options)
    return available_of(player_mana(resolver, player, hand=hand), options.max_plan_states)


def available_of(pm: PlayerMana, budget: int) -> AvailableMana:
    """The answer for a player's mana model (see :func:`available_mana`)."""
    found = reach(pm, budget)
    if found.unbounded is not None:
        u = found.unbounded
        cycle = UnboundedCycle(plan_steps(pm, u.before), steps_of(pm, u.steps, len(plan_steps(pm, u.before)) + 1), Mana(project(u.start)), Mana(project(u.end)))
        return AvailableMana(pm.player, unbounded=cycle, notes=pm.notes)
    out = []
    for proj in maximal(found.pools):
        pool, plan = found.pools[proj]
        restrictions = tuple(pm.restrictions[g - 1] for g in range(1, pm.tags) if any(pool[g * 6 : g * 6 + 6]))
        out.append((Mana(proj), plan_steps(pm, plan), restrictions))
    out.sort(key=lambda e: (-e[0].total, str(e[0])))
    return AvailableMana(pm.player, tuple(out), notes=pm.notes)


def object_options(pm: PlayerMana, budget: int, accelerate: bool = False) -> dict[int, list[tuple[Pool, int, tuple[Step, ...]]]]:
    """For each simple object, what its own activations can add: (pool, life paid, steps), none
    beaten by another (as much of every mana for no more life).

    Raises
    ------
    _Pumps
        An object's own activations make mana without limit (it carries the cycle)."""
    memo_key = "options+" if accelerate else "options"  # audit22: the accelerated search's own
    cached = pm.memo.get(memo_key)
    if isinstance(cached, dict):
        return cached
    search = PlanSearch(pm, [], budget)
    key0 = search.initial_key()
    zero = search.zero()
    out: dict[int, list[tuple[Pool, int, tuple[Step, ...]]]] = {}
    for obj in sorted(pm.simple):
        local_actions = pm.local_actions(obj)
        if not local_actions:
            continue
        once = _tapped_once(pm, obj, local_actions, key0, zero)
        if once is not None:
            out[obj] = _undominated(once)
            continue
        local = PlanSearch(pm, local_actions, budget, accelerate=accelerate).explore([(key0, zero, None)])
        if local.unbounded is not None:
            raise _Pumps(local.unbounded)
        options: list[tuple[Pool, int, tuple[Step, ...]]] = []
        for key, bucket in local.states.items():
            for pool, node in bucket.items():
                options.append((pool, key0[3] - key[3], _steps(node)))
        out[obj] = _undominated(options)
    pm.memo[memo_key] = out
    return out


def _tapped_once(pm: PlayerMana, obj: int, actions: list[ManaAction], key0: Key, zero: Pool) -> list[tuple[Pool, int, tuple[Step, ...]]] | None:
    """The options of an object all of whose abilities have {T} in their cost and nothing that
    untaps it (a land, a mana creature, a Lotus Petal): at most one of them can be activated
    (107.5), so its options are the outcomes of each one that can be activated now, and nothing.
    None when the object is not of that kind (its own plans are then searched)."""
    if not all(a.taps and not a.untaps and not a.interacts and (not a.counters or a.counters[0][1] is not None) for a in actions):
        return None
    options: list[tuple[Pool, int, tuple[Step, ...]]] = [(zero, 0, ())]
    if key0[1] >> obj & 1:  # tapped now
        return options
    have = dict(pm.objects[obj].counters)
    tags = pm.tags
    for a in actions:
        if a.life > pm.life:  # 119.4
            continue
        seen = -1
        removed = 0
        if a.counters:
            kind, n = a.counters[0]
            assert n is not None
            if have.get(kind, 0) < n:  # 118.3
                continue
            seen, removed = have.get(kind, 0) - n, n
        for j, o in enumerate(pm.outcomes(a, frozenset(), seen, -1)):
            step = Step(a.index, j, zero, a.life, (), removed, frozenset(), seen, -1)
            options.append((o.vector(pm.tag_of(a), tags), a.life, (step,)))
    return options


class _Pumps(Exception):
    def __init__(self, cycle: Unbounded):
        super().__init__("unbounded")
        self.cycle = cycle


def reach(pm: PlayerMana, budget: int, accelerate: bool = False) -> Reach:
    """Every pool ``pm``'s plans reach (see the module docstring). ``accelerate`` (audit22): a
    cycle that gains mana is pumped rather than reported: the kinds of mana it gains are
    :data:`~.plans.OMEGA` in the pools (the Karp-Miller acceleration; never ``unbounded``)."""
    search = PlanSearch(pm, [], budget)
    key0 = search.initial_key()
    zero = search.zero()
    fold: dict[tuple[Pool, int], Plan | None] = {(zero, 0): None}
    states = 0
    try:
        per_object = object_options(pm, budget, accelerate)
    except _Pumps as p:
        return Reach({}, p.cycle, states)
    for obj, options in per_object.items():
        nxt: dict[tuple[Pool, int], Plan | None] = {}
        for (pool, used), plan in fold.items():
            for delta, life, steps in options:
                if used + life > pm.life:
                    continue
                new = add(pool, delta)
                if accelerate:  # audit22: OMEGA stays OMEGA
                    new = saturate(new)
                k = (new, used + life)
                if k not in nxt:
                    node = plan
                    running = pool
                    for st in steps:
                        running = add(running, _delta(pm, search, st))
                        node = (None, running, st, node)
                    nxt[k] = node
        fold = _prune(nxt)
        states += len(fold)
        if states > budget:
            raise _limit(budget)
    complex_actions = pm.complex_actions()
    starts: list[tuple[Key, Pool, Plan | None]] = [((key0[0], key0[1], key0[2], pm.life - used), pool, plan) for (pool, used), plan in fold.items()]
    pools: dict[tuple[int, ...], tuple[Pool, Plan | None]] = {}
    if complex_actions:
        explored = PlanSearch(pm, complex_actions, max(budget - states, 1), accelerate=accelerate).explore(starts)
        states += explored.visited
        if explored.unbounded is not None:
            return Reach({}, explored.unbounded, states)
        candidates: Iterable[tuple[Pool, Plan | None]] = ((p, n) for bucket in explored.states.values() for p, n in bucket.items())
    else:
        candidates = ((pool, plan) for (pool, _), plan in fold.items())
    for pool, plan in candidates:
        proj = project(pool)
        hit = pools.get(proj)
        if hit is None or sum(pool[:6]) > sum(hit[0][:6]):  # prefer mana without restrictions
            pools[proj] = (pool, plan)
    return Reach(pools, None, states)


def _limit(budget: int) -> Exception:
    return LimitError(
        f"available_mana: more than {budget} plan states (Options.max_plan_states); raise Options.max_plan_states "
        "to search further"
    )


def _delta(pm: PlayerMana, search: PlanSearch, st: Step) -> Pool:
    o = st.outcome_of(pm)
    gained = search.outcome_pool(pm.actions[st.action], o)
    return tuple(g - p for g, p in zip(gained, st.paid))


def life_paid(plan: Plan | None) -> int:
    """The life a plan paid (costs and Phyrexian symbols of its activations)."""
    return sum(st.life for st in _steps(plan))


def _steps(node: Plan | None) -> tuple[Step, ...]:
    out: list[Step] = []
    while node is not None:
        if node[2] is not None:
            out.append(node[2])
        node = node[3]
    return tuple(reversed(out))


def _undominated(options: list[tuple[Pool, int, tuple[Step, ...]]]) -> list[tuple[Pool, int, tuple[Step, ...]]]:
    """The options no other option beats: at least as much of every mana for no more life."""
    out = []
    for i, (p, life, steps) in enumerate(options):
        beaten = False
        for j, (q, l2, _) in enumerate(options):
            if i != j and l2 <= life and all(a >= b for a, b in zip(q, p)) and (q != p or l2 < life or j < i):
                beaten = True
                break
        if not beaten:
            out.append((p, life, steps))
    return out


def _prune(fold: dict[tuple[Pool, int], Plan | None]) -> dict[tuple[Pool, int], Plan | None]:
    """Drop the fold's entries that another beats (as much of every mana, no more life)."""
    levels = sorted({life for _, life in fold})
    if len(levels) == 1:
        return fold
    out: dict[tuple[Pool, int], Plan | None] = {}
    cheaper = Dominance()
    for life in levels:
        here = [(p, n) for (p, l), n in fold.items() if l == life]
        kept = [(p, n) for p, n in here if not cheaper.covers(p)]
        for p, n in kept:
            out[(p, life)] = n
            cheaper.insert(p)
    return out


# --- plans as steps ---------------------------------------------------------------------------


def plan_steps(pm: PlayerMana, plan: Plan | None) -> tuple[PlanStep, ...]:
    """A plan's steps, in the order they were taken."""
    return steps_of(pm, _steps(plan))


def steps_of(pm: PlayerMana, steps: Iterable[Step], first: int = 1) -> tuple[PlanStep, ...]:
    """Plan steps as :class:`PlanStep` values, numbered from ``first`` (each distinct step made
    once per question: plans share their first steps)."""
    out = []
    memo = pm.memo.setdefault("plan_steps", {})
    assert isinstance(memo, dict)
    for n, st in enumerate(steps, first):
        hit = memo.get((st, n))
        if hit is None:
            hit = memo[(st, n)] = _plan_step(pm, st, n)
        out.append(hit)
    return tuple(out)


def _plan_step(pm: PlayerMana, st: Step, n: int) -> PlanStep:
    a = pm.actions[st.action]
    o = st.outcome_of(pm)
    costs: list[str] = []
    chosen = list(st.chosen)
    # s15: an ExileOther part may return to the hand instead ("Return a land you control to its owner's hand")
    moved = [p.to for p in a.ref.ability.cost.parts if isinstance(p, ExileOther)] if a.ref is not None else []
    for verb, groups in (("sacrificed", a.sacrifice), ("exiled", a.exile_other), ("tapped", a.tap_other), ("untapped", a.untap_other)):
        for g, (_, count) in enumerate(groups):
            for c in chosen[:count]:
                if verb == "exiled" and g < len(moved) and moved[g] == "hand":
                    costs.append(f"returned {pm.objects[c].id} to its owner’s hand")
                else:
                    costs.append(f"{verb} {pm.objects[c].id}")
            chosen = chosen[count:]
    if a.sac_self:  # audit24: or returned to its owner's hand (Grinning Ignus)
        leaves = next((p.to for p in a.ref.ability.cost.parts if isinstance(p, SelfLeaves)), None) if a.ref is not None else None
        costs.append({None: f"sacrificed {a.holder}", "hand": f"returned {a.holder} to its owner’s hand"}.get(leaves, f"exiled {a.holder}"))  # s15: or exiled
    if a.exile_hand:
        costs.append(f"exiled {a.holder} from the hand")
    if st.removed:
        costs.append(f"removed {st.removed} {a.counters[0][0]} counter(s)")
    if a.empties is not None and a.empties_at(st.seen_counters, dict(pm.objects[a.obj].counters)):
        costs.append(f"{a.holder} sacrificed by its effect: no {a.empties} counters left (608.2c)")
    return PlanStep(n, a.holder, a.text, o.total, o.witness, Mana(project(st.paid)), st.life, tuple(costs), a.restriction)
