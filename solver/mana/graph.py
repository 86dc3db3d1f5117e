"""Dependency graphs with networkx: the order in which "could produce" values are computed.

Nodes are permanent ids and *pool* nodes (the set of permanents one reader means, such as
"a land you control" seen by one player); edges run from what is read to what reads it. The
condensation (strongly connected components) in topological order lets each component reach
its fixed point once, after everything it depends on (106.7's least fixed point).

:func:`next_in_layer` orders the continuous effects of one layer (613.7, 613.8): the dependency
graph among the effects still to apply, condensed, in topological order, with timestamp order
inside a dependency loop.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Hashable, Iterable, Mapping, Sequence

Node = Hashable


def dependency_order(
    permanents: Sequence[str],
    pools: Mapping[tuple, Sequence[str]],
    reader_pools: Mapping[str, Sequence[tuple]],
    targets: Iterable[str] | None = None,
) -> list[tuple[list[Node], dict[Node, list[Node]]]]:
    """Strongly connected components in dependency order, each with, for each of its nodes, the
    readers of that node *inside the same component* (those the worklist must revisit).

    With ``targets``, only what the targets depend on is kept (a single query on a large board
    evaluates only its own ancestors).
    """
    import networkx as nx

    readers: dict[Node, list[Node]] = {}  # what is read → what reads it
    for key, members in pools.items():
        for m in members:
            readers.setdefault(m, []).append(key)
    for reader, keys in reader_pools.items():
        for k in keys:
            readers.setdefault(k, []).append(reader)
    g = nx.DiGraph()
    g.add_nodes_from(permanents)
    g.add_nodes_from(pools)
    g.add_edges_from((src, dst) for src, dsts in readers.items() for dst in dsts)
    if targets is not None:
        # everything the targets depend on: one backward search from all of them at once
        keep: set[Node] = set(targets)
        stack = list(keep)
        while stack:
            for pred in g.predecessors(stack.pop()):
                if pred not in keep:
                    keep.add(pred)
                    stack.append(pred)
        if len(keep) < g.number_of_nodes():
            g = g.subgraph(keep)
    # The components come from networkx; their order is Kahn's topological sort of the
    # condensed graph, done here on the reader lists (cheaper than building the condensation
    # as a second DiGraph on a board of thousands of readers).
    comps = [list(c) for c in nx.strongly_connected_components(g)]
    comp_of = {n: i for i, c in enumerate(comps) for n in c}
    succ: list[set[int]] = [set() for _ in comps]
    indegree = [0] * len(comps)
    for src, dsts in readers.items():
        a = comp_of.get(src)
        if a is None:
            continue
        for dst in dsts:
            b = comp_of.get(dst)
            if b is not None and b != a and b not in succ[a]:
                succ[a].add(b)
                indegree[b] += 1
    ready = [i for i, d in enumerate(indegree) if d == 0]
    out = []
    while ready:
        c = ready.pop()
        nodes = comps[c]
        if len(nodes) == 1 and nodes[0] not in readers.get(nodes[0], ()):
            out.append((nodes, {}))
        else:
            inside = set(nodes)
            out.append((nodes, {n: [r for r in readers.get(n, ()) if r in inside] for n in nodes}))
        for b in succ[c]:
            indegree[b] -= 1
            if indegree[b] == 0:
                ready.append(b)
    return out


# --- layer dependencies (613.8) ----------------------------------------------------------------


@dataclass(frozen=True)
class NextEffect:
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
    timestamp: Mapping[Node, object],
    depends: Iterable[tuple[Node, Node]],
    waiting: Iterable[Node] = (),
) -> NextEffect:
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
        node = min(released or pending, key=lambda n: timestamp[n])  # type: ignore[arg-type,return-value]
        return NextEffect(node, (), {})
    import networkx as nx

    g = nx.DiGraph()
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
    node = min(released or ready, key=lambda n: timestamp[n])  # type: ignore[arg-type,return-value]
    comp = members[mapping[node]]
    loop = tuple(sorted(comp, key=lambda n: timestamp[n])) if len(comp) > 1 else ()  # type: ignore[arg-type,return-value]
    return NextEffect(node, loop, blocked)
