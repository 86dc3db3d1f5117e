"""The order of the continuous effects of one layer (613.7, 613.8): the dependency graph among
the effects still to apply, condensed into strongly connected components (networkx), in
topological order, with timestamp order inside a dependency loop.
"""

from __future__ import annotations

from dataclasses import field
from typing import (
    TYPE_CHECKING,
    Generic,
    Hashable,
    Iterable,
    Mapping,
    Sequence,
    TypeVar,
)
from ...model.values import dataclass


if TYPE_CHECKING:
    import networkx as nx

__all__ = ["NextEffect", "next_in_layer"]

Node = TypeVar("Node", bound=Hashable)
Timestamp = tuple[int, ...]


@dataclass(frozen=True)
class NextEffect(Generic[Node]):
    """What :func:`next_in_layer` chose: the effect to apply now, and why.

    ``loop`` holds the members of the dependency loop the effect belongs to (613.8b; empty when
    it is in none), by timestamp; ``blocked`` maps each pending effect that must wait to the
    effects it waits for (those it depends on outside its own loop), so that the caller knows,
    at the next step, which effects were waiting and are now released.
    """

    node: Node
    loop: tuple[Node, ...] = ()
    blocked: Mapping[Node, frozenset[Node]] = field(default_factory=dict)


def next_in_layer(
    pending: Sequence[Node],
    timestamp: Mapping[Node, Timestamp],
    depends: Iterable[tuple[Node, Node]],
    waiting: Iterable[Node] = (),
) -> NextEffect[Node]:
    """Which of the ``pending`` effects of one layer applies next (613.7, 613.8b).

    ``depends`` holds the pairs ``(b, a)`` where effect ``a`` depends on effect ``b`` (613.8a),
    evaluated on the characteristics as they are now; the caller re-evaluates them after every
    application (613.8c) and calls again. ``timestamp`` orders effects (613.7); ``waiting``
    names the effects that had to wait at an earlier step and whose awaited effects have since
    applied (the caller keeps :attr:`NextEffect.blocked` from step to step to know them).

    The dependency graph is condensed into its strongly connected components; a component of
    more than one effect is a dependency loop, whose members are ordered by timestamp among
    themselves (613.8b, last sentence) and which as a whole waits for what it depends on outside
    itself (a topological order of the condensation). The effects ready now are those of the
    components with no unapplied predecessor. An effect that was waiting applies "just after"
    the effects it waited for (613.8b), before any other ready effect, and several released at
    once apply in timestamp order; otherwise the ready effect with the earliest timestamp
    applies (613.7).

    Without any dependency this is timestamp order and networkx is not imported.
    """
    if not pending:
        raise ValueError("no pending effect")
    inside = set(pending)
    edges = [(b, a) for b, a in depends if a != b and a in inside and b in inside]
    waiting = set(waiting)
    if not edges:
        released = [n for n in pending if n in waiting]
        node = min(released or pending, key=lambda n: timestamp[n])
        return NextEffect(node, (), {})
    import networkx as nx

    g: nx.DiGraph[Node] = nx.DiGraph()
    g.add_nodes_from(pending)
    g.add_edges_from(edges)
    cond = nx.condensation(g)
    mapping: dict[Node, int] = cond.graph["mapping"]
    members: dict[int, list[Node]] = {}
    for n, c in mapping.items():
        members.setdefault(c, []).append(n)
    blocked: dict[Node, frozenset[Node]] = {}
    ready: list[Node] = []
    for c in cond.nodes:
        if cond.in_degree(c) == 0:
            ready.extend(members[c])
            continue
        for n in members[c]:
            outside = frozenset(m for comp in cond.predecessors(c) for m in members[comp])
            # what n itself waits for: its own dependencies outside the loop, or (for a loop member
            # whose loop waits) what the loop waits for
            own = frozenset(p for p in g.predecessors(n) if mapping[p] != c)
            blocked[n] = own or outside
    released = [n for n in ready if n in waiting]
    node = min(released or ready, key=lambda n: timestamp[n])
    comp = members[mapping[node]]
    loop = tuple(sorted(comp, key=lambda n: timestamp[n])) if len(comp) > 1 else ()
    return NextEffect(node, loop, blocked)
