"""Running a batch: the library's :func:`run` and the command line's record stream, on the
engine asked for (this process, worker processes, a Dask cluster)."""

from __future__ import annotations

import warnings
from pathlib import Path
from typing import TYPE_CHECKING, Any, Iterable, Sequence

from ...model.deferred import deferred
from ...model.errors import InputError
from ...model.library import CardLibrary
from ...model.scenario import Scenario
from ..options import Options
from .batch import (
    AnswerFn,
    BatchSettings,
    RecordStream,
    Source,
    check_timeout,
    check_workers,
    run_sources,
    sources_of,
)
from .records import Records

# The engines other than this process are imported when first asked for (model/deferred.py).
if TYPE_CHECKING:
    from . import dask_engine, pool
else:
    dask_engine = deferred("manasolve.solver.app.dask_engine")
    pool = deferred("manasolve.solver.app.pool")

__all__ = ["run", "run_paths", "stream"]


def stream(
    sources: Sequence[Source],
    *,
    library: CardLibrary | None = None,
    card_files: Sequence[str] = (),
    settings: BatchSettings = BatchSettings(),
    engine: Any = None,
) -> RecordStream:
    """The records of ``sources`` in order, as they are made: on a Dask cluster when ``engine``
    is given, on ``settings.workers`` worker processes when more than one, else here."""
    if engine is not None:
        return dask_engine.run_dask(sources, engine=engine, library=library, card_files=tuple(card_files), settings=settings)
    if settings.workers > 1 and len(sources) > 1:
        return pool.run_pool(sources, library=library, card_files=tuple(card_files), settings=settings)
    return run_sources(sources, library, card_files, settings)


def run_paths(
    paths: Iterable[str | Path],
    *,
    library: CardLibrary | None = None,
    card_files: Sequence[str] = (),
    settings: BatchSettings = BatchSettings(),
    engine: Any = None,
) -> RecordStream:
    """Records for every query of every scenario file named by ``paths`` (directories
    recursively), in order. ``library`` defaults to the built-in cards plus ``card_files``.
    Raises FileNotFoundError at once (before any record) for a path that does not exist."""
    return stream(sources_of(paths), library=library, card_files=card_files, settings=settings, engine=engine)


def run(
    paths_or_scenarios: str | Path | Scenario | Iterable[str | Path | Scenario],
    *,
    workers: int = 1,
    engine: Any = None,
    timeout: float | None = None,
    options: Options | None = None,
    library: CardLibrary | None = None,
    answer_fn: AnswerFn | None = None,
) -> Records:
    """Answer every query of some scenario files, folders or loaded scenarios.

    Parameters
    ----------
    paths_or_scenarios
        A path (a file, or a folder searched recursively for .yaml, .yml and .json files), a
        loaded :class:`~manasolve.Scenario`, or a list of those; records follow their order.
    workers
        Worker processes (cut to the CPUs there are, with a warning); 1 answers here.
    engine
        A Dask cluster to run on: a ``distributed.Client``, a scheduler address
        (``"tcp://host:8786"``) or a ``LocalCluster`` (needs the ``notebook`` extra).
    timeout
        Seconds allowed per scenario (reading its cards and answering); None: 60 s. A scenario
        past it gets ``timeout`` records and the others go on.
    options
        Rule options (:class:`~manasolve.Options`).
    library
        The card pool (default: :func:`manasolve.cards`).
    answer_fn
        Answers one query (default: :func:`manasolve.answer`); for tests.

    Returns
    -------
    Records
        One record per query, in file, scenario and query order.

    Raises
    ------
    InputError
        For a path that does not exist, an empty path, or a bad ``workers``, ``timeout`` or
        ``options``.

    Examples
    --------
    >>> import manasolve
    >>> records = manasolve.run("examples/could_produce")
    >>> len(records) > 0, records.failed() == []
    (True, True)
    """
    if options is None:
        options = Options()
    if not isinstance(options, Options):
        raise InputError(f"options: expected manasolve.Options, got {type(options).__name__}")
    count, warning = check_workers(workers)
    if warning is not None:
        warnings.warn(warning, stacklevel=2)
    settings = BatchSettings(answer_fn=answer_fn, options=options, timeout=check_timeout(timeout), workers=count)
    sources = _sources(paths_or_scenarios)
    return Records(stream(sources, library=library, settings=settings, engine=engine))


def _sources(given: str | Path | Scenario | Iterable[str | Path | Scenario]) -> list[Source]:
    items: list[Any] = [given] if isinstance(given, (str, Path, Scenario)) else list(given)
    out: list[Source] = []
    for item in items:
        if isinstance(item, Scenario):
            out.append(Source(scenario=item))
        elif isinstance(item, (str, Path)):
            try:
                out += sources_of([item])
            except FileNotFoundError as e:
                raise InputError(str(e)) from None
        else:
            raise InputError(f"expected a path or a Scenario, got {type(item).__name__}: {item!r:.80}")
    return out
