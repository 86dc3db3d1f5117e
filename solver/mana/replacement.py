"""Every outcome of the replacement effects that apply to one mana event (614, 616).

The effects are first *compiled* against the event's source (:mod:`.compiled`: which permanent,
which chosen colour, which land types), so that each is a pure function of the mana about to be
produced; :class:`~.search.ReplacementSearch` then finds every result of every legal order
(616.1) for any mana, with a witness order for each.

One search is kept per list of effects and shared by every question of this process that meets
the same effects (:func:`search_for`): the answer, its witnesses, what a permanent could produce
and every later query of a scenario read the same memo. It is a memo of a pure function (the
outcomes depend only on the effects and the mana), bounded by its size. The brute-force twin
(every permutation) lives in the tests as the oracle.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from itertools import combinations_with_replacement
from typing import Callable

from ...model.mana import Mana, TypeSet
from .compiled import Compiled, Path, independent
from .search import ReplacementSearch, SearchLimits

__all__ = [
    "Compiled",
    "Path",
    "ReplacementSearch",
    "SearchLimits",
    "combination",
    "forget_searches",
    "independent",
    "outcome_types",
    "outcomes",
    "search_for",
]


class _Searches:
    """The searches of recent lists of effects, least recently used first, bounded by their
    number and their total size."""

    def __init__(self, max_searches: int = 64, max_size: int = 2_000_000):
        self.max_searches = max_searches
        self.max_size = max_size
        self._items: OrderedDict[tuple[Compiled, ...], ReplacementSearch] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, effects: tuple[Compiled, ...]) -> ReplacementSearch:
        with self._lock:
            hit = self._items.get(effects)
            if hit is not None:
                self._items.move_to_end(effects)
                return hit
            while self._items and (len(self._items) >= self.max_searches or sum(s.size for s in self._items.values()) > self.max_size):
                self._items.popitem(last=False)
            hit = self._items[effects] = ReplacementSearch(effects)
            return hit

    def clear(self) -> None:
        with self._lock:
            self._items.clear()


_SEARCHES = _Searches()


def search_for(effects: tuple[Compiled, ...]) -> ReplacementSearch:
    """The shared search of these effects (created on first use)."""
    return _SEARCHES.get(effects)


def forget_searches() -> None:
    """Drop every shared search (the benchmarks measure a first question this way)."""
    _SEARCHES.clear()


def outcomes(initial: Mana, effects: tuple[Compiled, ...], limits: SearchLimits = SearchLimits()) -> dict[Mana, Path]:
    """Every distinct result of applying the effects to ``initial`` in every legal order, each
    with one order that gives it (the witness), in the order of the manas.

    Raises
    ------
    LimitError
        When the search would exceed ``limits`` (states, outcomes or the digits of an amount).
    """
    if not effects or not any(e.applies(initial) for e in effects):
        return {initial: ()}
    return search_for(effects).outcomes(initial, limits)


def outcome_types(initial: Mana, effects: tuple[Compiled, ...], limits: SearchLimits = SearchLimits()) -> TypeSet:
    """The union of the types of every outcome (what 106.7 asks): the same search and memo as
    :func:`outcomes`, without reading a witness back."""
    if not effects or not any(e.applies(initial) for e in effects):
        return initial.types
    return search_for(effects).outcome_types(initial, limits)


def combination(types: TypeSet, k: int) -> list[Mana]:
    """Every multiset of ``k`` mana over ``types`` ("in any combination of colors")."""
    return [sum((Mana.of(t) for t in combo), Mana()) for combo in combinations_with_replacement(list(types), k)]


Searcher = Callable[[Mana, tuple[Compiled, ...]], dict[Mana, Path]]
