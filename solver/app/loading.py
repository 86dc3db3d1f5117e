"""Loading scenarios and card pools for the library: the front door's ``load``, ``scenario`` and
``cards`` (the command line loads through :mod:`.batch`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from ...model.library import CardLibrary
from ...model.pools import default_library
from ...model.scenario import (
    Scenario,
    load_paths,
    load_text,
    parse_scenario_text,
    strict,
)

__all__ = ["cards", "load", "scenario"]


def cards(*paths: str | Path) -> CardLibrary:
    """A card pool for :func:`load` and :func:`scenario`.

    Parameters
    ----------
    *paths
        Card files added after the built-in cards (and the ``corpus`` extra when installed) and
        the files of ``$MANASOLVE_CARDS``: MTGJSON AtomicCards (plain or .gz/.bz2/.xz/.zip),
        Scryfall oracle-cards, or a JSON list of ``{name, mana_cost, type_line, oracle_text}``.

    Returns
    -------
    CardLibrary
        The pool; cards are read from their text when first looked up.

    Raises
    ------
    CardFileError
        When a file is missing or is not a card pool.

    Examples
    --------
    >>> import manasolve
    >>> manasolve.cards().get("Forest").name
    'Forest'
    """
    return default_library(paths)


def load(path_or_text: str | Path | Mapping[str, Any], library: CardLibrary | None = None) -> list[Scenario]:
    """Every scenario of a file, a directory (recursively), YAML/JSON text or a parsed mapping.

    Parameters
    ----------
    path_or_text
        A path (a string with no line break that names an existing file or directory, or ends
        in .yaml, .yml or .json), scenario text, or a mapping as a scenario file holds.
    library
        The card pool (default: :func:`cards`).

    Returns
    -------
    list of Scenario

    Raises
    ------
    ScenarioLoadError
        Listing every scenario that cannot be loaded and every malformed query.
    """
    library = cards() if library is None else library
    if isinstance(path_or_text, Mapping) or not (isinstance(path_or_text, Path) or _looks_like_path(path_or_text)):
        return strict(load_text(path_or_text, library))
    return strict(load_paths([path_or_text], library))


def scenario(mapping_or_text: str | Mapping[str, Any], library: CardLibrary | None = None) -> Scenario:
    """One scenario from a mapping or YAML/JSON text.

    Parameters
    ----------
    mapping_or_text
        The scenario, as a file holds it (``name`` may be left out here).
    library
        The card pool (default: :func:`cards`).

    Returns
    -------
    Scenario

    Raises
    ------
    ScenarioLoadError
        With the reason when it cannot be loaded.

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you]\\nbattlefield: {you: [Forest]}")
    >>> manasolve.could_produce(s, "Forest").answer
    ['G']
    """
    return parse_scenario_text(mapping_or_text, cards() if library is None else library)


def _looks_like_path(value: object) -> bool:
    if not isinstance(value, str) or "\n" in value:
        return False
    return Path(value).exists() or value.lower().endswith((".yaml", ".yml", ".json"))
