"""Dependency graphs with networkx: the order in which "could produce" values are computed.

Nodes are permanent ids and *pool* nodes (the set of permanents one reader means, such as
"a land you control" seen by one player); edges run from what is read to what reads it. The
condensation (strongly connected components) in topological order lets each component reach
its fixed point once, after everything it depends on (106.7's least fixed point).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

if TYPE_CHECKING:
    import networkx as nx

__all__ = ["Node", "PoolKey", "dependency_order"]

PoolKey = tuple[str, int]
"""A pool node: ("pool", n), the set of permanents one kind of reader means."""
Node = str | PoolKey
"""A permanent id or a pool."""


def dependency_order(
    permanents: Sequence[str],
    pools: Mapping[PoolKey, Sequence[str]],
    reader_pools: Mapping[str, Sequence[PoolKey]],
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
    g: nx.DiGraph[Node] = nx.DiGraph()
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
    out: list[tuple[list[Node], dict[Node, list[Node]]]] = []
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
