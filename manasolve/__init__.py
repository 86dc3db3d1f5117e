"""manasolve: exact, explained answers to Magic: The Gathering's mana rules.

One import name for the library::

    >>> import manasolve
    >>> s = manasolve.scenario('''
    ... players: [you, opp]
    ... battlefield:
    ...   you: [Reflecting Pool, Forest]
    ...   opp: [Contamination]
    ... ''')
    >>> manasolve.could_produce(s, "Reflecting Pool").answer
    ['B']

The game's nouns and the card-text grammar live in :mod:`manasolve.model`; the algorithms and
the interfaces in :mod:`manasolve.solver`. Names are imported on first use (PEP 562), so that
``import manasolve`` and ``manasolve --version`` stay fast: the grammar, YAML and networkx load
only when something needs them.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

# name -> module that defines it (relative to this package)
_EXPORTS: dict[str, str] = {
    # queries (SCENARIOS.md)
    "could_produce": ".solver.app.queries",
    "tap_for_mana": ".solver.app.queries",
    "can_activate": ".solver.app.queries",
    "cast": ".solver.app.queries",
    "cast_options": ".solver.app.queries",
    "enters": ".solver.app.queries",
    "available_mana": ".solver.app.queries",
    "can_pay": ".solver.app.queries",
    "answer": ".solver.app.queries",
    # pictures of the reasoning
    "dependency_graph": ".solver.app.pictures",
    "replacement_tree": ".solver.app.pictures",
    # loading and running
    "load": ".solver.app.loading",
    "scenario": ".solver.app.loading",
    "cards": ".solver.app.loading",
    "run": ".solver.app.runner",
    "Records": ".solver.app.records",
    "Options": ".solver.options",
    # values
    "Scenario": ".model.scenario",
    "GameState": ".model.state",
    "Card": ".model.cards",
    "CardLibrary": ".model.library",
    "Mana": ".model.mana",
    "ManaCost": ".model.costs",
    # results
    "CouldProduce": ".solver.results",
    "TapForMana": ".solver.results",
    "Verdict": ".solver.results",
    "Witness": ".solver.results",
    "CastVerdict": ".solver.casting.results",
    "CastOptions": ".solver.casting.results",
    "Enters": ".solver.casting.results",
    "AvailableMana": ".solver.paying.results",
    "CanPay": ".solver.paying.results",
    # errors
    "ManasolveError": ".model.errors",
    "ScenarioLoadError": ".model.errors",
    "CardTextError": ".model.errors",
    "UnknownCardError": ".model.errors",
    "UnknownReferenceError": ".model.errors",
    "QueryError": ".model.errors",
    "CardFileError": ".model.errors",
    "InputError": ".model.errors",
    "LimitError": ".model.errors",
}

__all__ = [
    "AvailableMana",
    "CanPay",
    "Card",
    "CardFileError",
    "CardLibrary",
    "CardTextError",
    "CastOptions",
    "CastVerdict",
    "CouldProduce",
    "LimitError",
    "Enters",
    "GameState",
    "InputError",
    "Mana",
    "ManaCost",
    "ManasolveError",
    "Options",
    "Records",
    "QueryError",
    "Scenario",
    "ScenarioLoadError",
    "TapForMana",
    "UnknownCardError",
    "UnknownReferenceError",
    "Verdict",
    "Witness",
    "answer",
    "available_mana",
    "can_activate",
    "can_pay",
    "cards",
    "cast",
    "dependency_graph",
    "cast_options",
    "could_produce",
    "enters",
    "load",
    "replacement_tree",
    "run",
    "scenario",
    "tap_for_mana",
    "__version__",
]

if TYPE_CHECKING:
    from .model.cards import Card
    from .model.costs import ManaCost
    from .model.errors import (
        CardFileError,
        CardTextError,
        InputError,
        LimitError,
        ManasolveError,
        QueryError,
        ScenarioLoadError,
        UnknownCardError,
        UnknownReferenceError,
    )
    from .model.library import CardLibrary
    from .model.mana import Mana
    from .model.scenario import Scenario
    from .model.state import GameState
    from .solver.app.records import Records
    from .solver.app.runner import run
    from .solver.app.loading import cards, load, scenario
    from .solver.app.pictures import dependency_graph, replacement_tree
    from .solver.app.queries import (
        answer,
        available_mana,
        can_activate,
        can_pay,
        cast,
        cast_options,
        could_produce,
        enters,
        tap_for_mana,
    )
    from .solver.casting.results import CastOptions, CastVerdict, Enters
    from .solver.options import Options
    from .solver.paying.results import AvailableMana, CanPay
    from .solver.results import CouldProduce, TapForMana, Verdict, Witness


def __getattr__(name: str) -> Any:
    """Import a public name from its module the first time it is asked for (PEP 562)."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'manasolve' has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return list(__all__)
