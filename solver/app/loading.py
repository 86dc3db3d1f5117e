"""Loading scenarios and card pools for the library: the front door's ``load``, ``scenario`` and
``cards`` (the command line loads through :mod:`.batch`)."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Mapping

from ...model.errors import InputError
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
    InputError
        When a path is empty or not a path.

    Examples
    --------
    >>> import manasolve
    >>> manasolve.cards().get("Forest").name
    'Forest'
    """
    for p in paths:
        if not isinstance(p, (str, Path)) or not str(p).strip():
            raise InputError(f"cards: expected paths of card files, got {p!r:.80}")
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
    InputError
        For an empty string (it is not the current folder), a path that does not exist, or a
        value that is neither a path, text nor a mapping.

    Examples
    --------
    >>> import manasolve
    >>> [s.name for s in manasolve.load("examples/could_produce/reflecting_pool.yaml")][:1]
    ["Reflecting Pool copies a Forest's type"]
    >>> manasolve.load("")
    Traceback (most recent call last):
    ...
    manasolve.model.errors.InputError: load: expected a path, scenario text or a mapping, got an empty string (it is not the current folder: write "." for that)
    """
    library = cards() if library is None else library
    if isinstance(path_or_text, Mapping):
        return strict(load_text(path_or_text, library))
    if isinstance(path_or_text, str) and not path_or_text.strip():
        raise InputError('load: expected a path, scenario text or a mapping, got an empty string (it is not the current folder: write "." for that)')
    if isinstance(path_or_text, str) and not _looks_like_path(path_or_text):
        return strict(load_text(path_or_text, library))
    if not isinstance(path_or_text, (str, Path)):
        raise InputError(f"load: expected a path, scenario text or a mapping, got {type(path_or_text).__name__}")
    if not Path(path_or_text).exists() and not Path(path_or_text).is_symlink():
        raise InputError(f"load: no such file or directory: {str(path_or_text)!r}")
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
    InputError
        When ``mapping_or_text`` is neither text nor a mapping.

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you]\\nbattlefield: {you: [Forest]}")
    >>> manasolve.could_produce(s, "Forest").answer
    ['G']
    """
    if not isinstance(mapping_or_text, (str, Mapping)):
        raise InputError(f"scenario: expected scenario text or a mapping, got {type(mapping_or_text).__name__}")
    return parse_scenario_text(mapping_or_text, cards() if library is None else library)


def _looks_like_path(value: str) -> bool:
    """One line that names an existing file or folder, ends like a scenario file, or holds no
    ``key: value`` and no ``{`` (scenario text always has a mapping): a path. Anything else is
    scenario text."""
    if "\n" in value:
        return False
    if Path(value).exists() or value.lower().endswith((".yaml", ".yml", ".json")):
        return True
    return ": " not in value and not value.rstrip().endswith(":") and not value.lstrip().startswith("{")
