"""Witnesses of could produce (106.7): for each type, the ability that gives it, the choices, the
chain of references to what other permanents could produce (each found earlier in the fixed
point than the type it explains, so the chain is well-founded) and the order of replacement
effects; and the ``could_produce`` query built from them.
"""

from __future__ import annotations

from dataclasses import field

from ...model.abilities import ManaAbility
from ...model.mana import Mana
from ...model.state import GameState
from ..board.views import AbilityRef
from ..options import Options
from ..results import CouldProduce as CouldProduceResult
from ..results import ChainStep, Step, Witness
from .compiled import Compiled
from .events import Event, events
from .graph import PoolKey
from .resolver import FixedPoint, Resolver, could_produce_all
from ...model.values import dataclass

__all__ = ["could_produce_of", "explain"]

def explain(fp: FixedPoint, pid: str) -> list[tuple[str, Witness]]:
    """A witness for each type ``pid`` could produce: the ability, the choices, the chain of
    references (each step found earlier than the one it explains, so the chain is well-founded)
    and the order of replacement effects."""
    out = []
    for t in fp.types(pid):
        w = _witness(fp, pid, int(t))
        if w is not None:
            out.append((t.name, w))
    return out


@dataclass
class _Node:
    """One (permanent, type) of a witness tree: the ability, event and outcome chosen for it,
    and the (member, letter) it reads, each explained by a child node."""

    pid: str
    ref: AbilityRef[ManaAbility]
    event: Event
    effects: tuple[Compiled, ...]
    result: Mana
    reads: list[tuple[str, str]]
    children: list["_Node | None"] = field(default_factory=list)


def _choose(fp: FixedPoint, pid: str, t: int, seen: set[str]) -> _Node | None:
    """The first ability, event and outcome of ``pid`` that gives type ``t`` and whose every
    reference has a member that could produce the type read, found earlier in the fixed point
    than (``pid``, ``t``) and not in the chain so far (``seen``, ``pid`` included)."""
    resolver = fp.resolver
    v = resolver.board.view(pid)
    limit = fp.found(pid, t) or 0
    for ref in v.producing_abilities(resolver.options.etb_trigger_could_produce):  # 106.7
        effects, _ = resolver.effects_for(v, ref)
        for ev in events(ref.ability, v, resolver.board, fp.lookup, resolver.options.max_outcomes, hypothetical=True):
            for result in resolver.outcomes_of(ev.mana, effects):
                if not result.counts[t]:
                    continue
                reads: list[tuple[str, str]] = []
                for pal, letter in ev.reads:
                    pool = fp.pool_of(pal, v)
                    member = None if pool is None else _earliest_member(fp, pool, letter, limit, seen)
                    if member is None:
                        break
                    reads.append((member, letter))
                else:
                    return _Node(pid, ref, ev, effects, result, reads)
    return None


def _witness(fp: FixedPoint, pid: str, t: int) -> Witness | None:
    """The witness of (``pid``, ``t``), its chain followed with an explicit stack (a chain of
    references can be as long as the board)."""
    seen: set[str] = {pid}
    root = _choose(fp, pid, t, seen)
    if root is None:
        return None
    # depth first: a node is chosen while it and its ancestors are in ``seen``
    stack: list[tuple[_Node, int]] = [(root, 0)]
    while stack:
        node, i = stack.pop()
        if i == len(node.reads):
            seen.discard(node.pid)
            continue
        stack.append((node, i + 1))
        member, letter = node.reads[i]
        seen.add(member)
        child = _choose(fp, member, _bit(letter), seen)
        node.children.append(child)
        if child is None:
            seen.discard(member)
        else:
            stack.append((child, 0))
    resolver = fp.resolver

    def replacements(node: _Node) -> tuple[Step, ...]:
        v = resolver.board.view(node.pid)
        return resolver.steps(v, node.ref, resolver.witness_of(node.event.mana, node.effects, node.result))

    # the chain, outermost first: each reference, then the references of what explains it
    chain: list[ChainStep] = []
    todo: list[tuple[_Node, int]] = [(root, 0)]
    while todo:
        node, i = todo.pop()
        if i == len(node.reads):
            continue
        todo.append((node, i + 1))
        member, letter = node.reads[i]
        inner = node.children[i]
        if inner is None:
            chain.append(ChainStep(member, letter))
        else:
            chain.append(ChainStep(member, letter, inner.ref.text, replacements(inner)))
            todo.append((inner, 0))
    v = resolver.board.view(pid)
    return Witness(
        permanent=pid,
        ability=root.ref.text,
        produced=str(root.event.mana),
        choices=root.event.choices,
        chain=tuple(chain),
        replacements=replacements(root),
        effects=v.changes,
    )


def _bit(letter: str) -> int:
    return "WUBRGC".index(letter)



def _earliest_member(fp: FixedPoint, pool: PoolKey, letter: str, limit: int, seen: set[str]) -> str | None:
    t = _bit(letter)
    best, best_at = None, None
    for m in fp.pools[pool]:
        at = fp.found(m, t)
        if at is None or m in seen or (limit and at >= limit):
            continue
        if best_at is None or at < best_at:
            best, best_at = m, at
    return best



def could_produce_of(state: GameState, pid: str, *, options: Options = Options()) -> CouldProduceResult:
    """The could_produce query: types with witnesses."""
    resolver = Resolver.of(state, options)
    fp = could_produce_all(resolver, [pid])
    return CouldProduceResult(pid, fp.types(pid), tuple(explain(fp, pid)))
