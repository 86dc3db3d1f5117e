"""Which pools contain another (multisets of mana: at least as much of every kind).

:class:`Dominance` holds vectors of counts in a trie, one level per coordinate, each node keeping
the largest sum of the coordinates below it; :meth:`Dominance.covers` asks whether some vector in it
is at least a given one in every coordinate, walking only the children that are large enough and
whose remaining sums can still reach the query's. The searches use it to drop a plan state that
another state with the same key beats (nothing reachable from it can then be maximal), and
:func:`maximal` to keep only the pools no other contains.
"""

from __future__ import annotations

from typing import Iterable

__all__ = ["Dominance", "maximal"]


class _Node:
    __slots__ = ("most", "children")

    def __init__(self) -> None:
        self.most = -1  # the largest sum of the coordinates from this level on, among the vectors below
        self.children: dict[int, _Node] = {}


class Dominance:
    """A set of vectors of counts (all of one length) that answers "is some vector in it at least
    this one in every coordinate?"."""

    def __init__(self) -> None:
        self._root = _Node()
        self._members: set[tuple[int, ...]] = set()

    def __len__(self) -> int:
        return len(self._members)

    def insert(self, p: tuple[int, ...]) -> None:
        if p in self._members:
            return
        self._members.add(p)
        node = self._root
        rest = sum(p)
        for v in p:
            if rest > node.most:
                node.most = rest
            child = node.children.get(v)
            if child is None:
                child = node.children[v] = _Node()
            node = child
            rest -= v
        node.most = max(node.most, 0)

    def covers(self, p: tuple[int, ...]) -> bool:
        """Whether some vector in the set is at least ``p`` in every coordinate (``p`` itself
        included)."""
        if p in self._members:
            return True
        if not self._members:
            return False
        n = len(p)
        rests = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            rests[i] = rests[i + 1] + p[i]
        stack = [(self._root, 0)]
        while stack:
            node, i = stack.pop()
            if node.most < rests[i]:
                continue
            if i == n:
                return True
            want = p[i]
            for v, child in node.children.items():
                if v >= want and child.most >= rests[i + 1]:
                    stack.append((child, i + 1))
        return False


def maximal(vectors: Iterable[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """The vectors that no other vector contains. From the largest total down: a vector can only
    be contained in one of larger total, and those kept so far are in the trie."""
    by_total: dict[int, list[tuple[int, ...]]] = {}
    for p in set(vectors):
        by_total.setdefault(sum(p), []).append(p)
    kept: list[tuple[int, ...]] = []
    seen = Dominance()
    for total in sorted(by_total, reverse=True):
        level = [p for p in by_total[total] if not seen.covers(p)]
        for p in level:
            seen.insert(p)
        kept += level
    return kept
