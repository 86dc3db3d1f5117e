"""manasolve's algorithms and interfaces, and the library's front door for notebooks.

Three lines in a notebook::

    import solver
    s = solver.scenario('''
    name: pool
    players: [you, opp]
    battlefield: {you: [Reflecting Pool, Forest, Swamp]}
    ''')
    r = solver.could_produce(s.state, "Reflecting Pool")
    r.answer, r.why          # results also render as HTML tables

Names are imported lazily (on first use), so that ``import solver`` and ``manasolve --version``
stay fast: the grammar, YAML and networkx load only when something needs them.
"""

from __future__ import annotations

import importlib
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping

if TYPE_CHECKING:
    from model.cards import CardLibrary
    from model.scenario import Scenario

_LAZY = {
    "could_produce": "solver.queries",
    "tap_for_mana": "solver.queries",
    "can_activate": "solver.queries",
    "answer": "solver.queries",
    "cast": "solver.casting",
    "cast_options": "solver.casting",
    "enters": "solver.casting",
    "Options": "solver.options",
    "GameState": "model.state",
    "CardLibrary": "model.cards",
    "Scenario": "model.scenario",
    "ScenarioLoadError": "model.scenario",
}

__all__ = ["load", "scenario", "cards", *_LAZY]


def __getattr__(name: str) -> Any:
    """Import a re-exported name from its module the first time it is asked for (PEP 562)."""
    if name in _LAZY:
        return getattr(importlib.import_module(_LAZY[name]), name)
    raise AttributeError(f"module 'solver' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


def cards(*paths: str | Path) -> "CardLibrary":
    """A card pool for ``load``/``scenario``: the built-in cards (and the ``corpus`` extra when
    installed), then the files of $MANASOLVE_CARDS, then ``paths`` — MTGJSON AtomicCards
    (plain or .gz/.bz2/.xz/.zip), Scryfall oracle-cards, or a JSON list of cards.

    >>> lib = solver.cards("AtomicCards.json.xz")                  # doctest: +SKIP
    >>> s = solver.scenario(text, library=lib)                      # doctest: +SKIP
    """
    from model.pools import default_library

    return default_library(paths)


def load(path_or_text: str | Path | Mapping[str, Any], library: "CardLibrary | None" = None) -> "list[Scenario]":
    """Every scenario of a file, a directory (recursively), YAML/JSON text or a parsed mapping.

    A string is a path when it has no line break and names an existing file or directory (or
    ends in .yaml, .yml or .json, when a missing file is an error); otherwise it is scenario
    text. Raises :class:`model.scenario.ScenarioLoadError` listing every scenario that cannot be
    loaded and every malformed query."""
    from model.scenario import load_paths, load_text, strict

    library = cards() if library is None else library
    if _is_path(path_or_text):
        return strict(load_paths([path_or_text], library))  # type: ignore[list-item]
    return strict(load_text(path_or_text, library))  # type: ignore[arg-type]


def scenario(mapping_or_text: str | Mapping[str, Any], library: "CardLibrary | None" = None) -> "Scenario":
    """One scenario from a mapping or YAML/JSON text (``library``: the built-in cards by
    default). Raises :class:`model.scenario.ScenarioLoadError` with the reason when it cannot be
    loaded."""
    from model.scenario import parse_scenario_text

    return parse_scenario_text(mapping_or_text, cards() if library is None else library)


def _is_path(value: object) -> bool:
    if isinstance(value, Path):
        return True
    if not isinstance(value, str) or "\n" in value:
        return False
    return Path(value).exists() or value.lower().endswith((".yaml", ".yml", ".json"))
