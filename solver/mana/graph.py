"""Dependency graphs: the order in which "could produce" values are computed.

Nodes are permanent ids and *pool* nodes (the set of permanents one reader means, such as
"a land you control" seen by one player); edges run from what is read to what reads it. The
strongly connected components in topological order let each component reach its fixed point
once, after everything it depends on (106.7's least fixed point).

The components come from Tarjan's algorithm over integer nodes, with an explicit stack (a
dependency chain can be as long as the board): it emits a component after every component
reachable from it, so the reverse of its order puts what is read before what reads it.
"""

from __future__ import annotations

from typing import Iterable, Mapping, Sequence

__all__ = ["Node", "PoolKey", "components", "dependency_order", "reaching"]

PoolKey = tuple[str, int]
"""A pool node: ("pool", n), the set of permanents one kind of reader means."""
Node = str | PoolKey
"""A permanent id or a pool."""


def components(succ: Sequence[Sequence[int]], nodes: Iterable[int] | None = None) -> list[list[int]]:
    """The strongly connected components of the graph ``succ`` (node ``i`` has edges to
    ``succ[i]``), restricted to ``nodes`` (all by default: a node outside is never entered),
    sources first: every edge goes from a component to itself or to a later one."""
    n = len(succ)
    index = [-1] * n
    low = [0] * n
    on_stack = [False] * n
    allowed: list[bool] | None = None
    roots: list[int]
    if nodes is not None:
        allowed = [False] * n
        roots = list(nodes)
        for v in roots:
            allowed[v] = True
    else:
        roots = list(range(n))
    counter = 0
    stack: list[int] = []
    out: list[list[int]] = []
    for root in roots:
        if index[root] >= 0:
            continue
        work: list[tuple[int, int]] = [(root, 0)]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack[root] = True
        while work:
            v, i = work[-1]
            edges = succ[v]
            if i < len(edges):
                work[-1] = (v, i + 1)
                w = edges[i]
                if allowed is not None and not allowed[w]:
                    continue
                if index[w] < 0:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack[w] = True
                    work.append((w, 0))
                elif on_stack[w] and index[w] < low[v]:
                    low[v] = index[w]
                continue
            work.pop()
            if work:
                u = work[-1][0]
                if low[v] < low[u]:
                    low[u] = low[v]
            if low[v] == index[v]:
                comp: list[int] = []
                while True:
                    w = stack.pop()
                    on_stack[w] = False
                    comp.append(w)
                    if w == v:
                        break
                out.append(comp)
    out.reverse()
    return out


def reaching(pred: Sequence[Sequence[int]], targets: Iterable[int]) -> list[int]:
    """Every node from which some target can be reached (the targets included): what they
    depend on, found by one backward search from all of them."""
    keep = set(targets)
    todo = list(keep)
    while todo:
        for p in pred[todo.pop()]:
            if p not in keep:
                keep.add(p)
                todo.append(p)
    return sorted(keep)


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
    names: list[Node] = list(permanents) + list(pools)
    number = {name: i for i, name in enumerate(names)}
    succ: list[list[int]] = [[] for _ in names]
    pred: list[list[int]] = [[] for _ in names]
    for key, members in pools.items():
        k = number[key]
        for m in members:
            if m in number:
                succ[number[m]].append(k)
                pred[k].append(number[m])
    for reader, keys in reader_pools.items():
        r = number[reader]
        for key in keys:
            succ[number[key]].append(r)
            pred[r].append(number[key])
    nodes = reaching(pred, [number[t] for t in targets]) if targets is not None else None
    out: list[tuple[list[Node], dict[Node, list[Node]]]] = []
    for comp in components(succ, nodes):
        if len(comp) == 1 and comp[0] not in succ[comp[0]]:
            out.append(([names[comp[0]]], {}))
            continue
        inside = set(comp)
        out.append(([names[i] for i in comp], {names[i]: [names[j] for j in succ[i] if j in inside] for i in comp}))
    return out
