"""Many scenarios: answer every query of every file and give one record per query, in order.

A record is a plain JSON-ready dict (see :func:`make_record`). Nothing stops the batch: a query
whose answering raises gets an ``error`` record, a scenario that cannot be loaded gives an error
record per query, a scenario that runs past ``timeout`` gives a timeout record per query, and the
other scenarios go on. ``workers > 1`` spreads files over processes (ProcessPoolExecutor); the
records still come out in file, scenario and query order, each file's as soon as it and every
earlier file are done.

The answering function is a parameter (``answer_fn(state, query, *, options) -> result`` with
``.answer`` and ``.why``), by default :func:`solver.queries.answer`; tests pass stubs. For
``workers > 1`` it must be picklable (a module-level function).
"""

from __future__ import annotations

import functools
import json
import signal
import threading
import time
import traceback
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

from ...model.errors import ManasolveError
from ...model.library import CardLibrary
from ...model.pools import default_library
from ...model.scenario import (
    MISSING,
    InvalidQuery,
    Query,
    Scenario,
    ScenarioError,
    iter_scenario_files,
    load_file,
)
from ..options import Options
from .check import check_query
from .queries import answer, target_label

AnswerFn = Callable[..., Any]
Record = dict[str, Any]

# The project's own errors mean "this query cannot be answered as asked" (the input or the question
# is at fault): their message is shown as it is. Anything else is an internal fault of manasolve:
# it is reported with its exception type and traceback (error_type "internal"), counted apart.
QUESTION_ERRORS: tuple[type[BaseException], ...] = (ManasolveError,)


class ScenarioTimeout(BaseException):
    """Raised inside a scenario that ran past its time. A BaseException, so that the solver's own
    ``except Exception`` handlers do not swallow it."""


@dataclass(frozen=True)
class BatchSettings:
    """How to run a batch: the answering function, rule options, the per-scenario timeout in
    seconds (None: no limit) and the number of worker processes."""

    answer_fn: AnswerFn | None = None
    options: Options = Options()
    timeout: float | None = None
    workers: int = 1


# --- records ----------------------------------------------------------------------------------


def make_record(
    file: str,
    scenario: str,
    query: Query | None,
    *,
    answer: Any = None,
    why: Any = None,
    error: str | None = None,
    error_type: str | None = None,
    passed: bool | None = None,
    mismatch: str = "",
    warnings: Sequence[str] = (),
) -> Record:
    """One record: ``file``, ``scenario``, ``index`` (the query's position), ``kind``, ``target``,
    ``answer`` (JSON or None), ``error`` (None or a message), ``error_type`` (None, ``"load"``,
    ``"query"``, ``"timeout"`` or ``"internal"``), ``why``, the expectations given (``expect``,
    ``expect_includes``, ``expect_excludes``), ``passed`` (None without expectations) and, when an
    expectation fails, ``mismatch``; ``warnings`` when the answer has any (sentences of its cards
    left unread under ``allow_unread``). A scenario or file that has no query to report on gives a
    record with ``index``, ``kind`` and ``target`` None."""
    rec: Record = {
        "file": file,
        "scenario": scenario,
        "index": None if query is None else query.index,
        "kind": None if query is None else query.kind,
        "target": None if query is None else _target(query),
        "answer": jsonable(answer),
        "error": error,
        "error_type": error_type,
        "why": jsonable(why),
    }
    if query is not None:
        for key in ("expect", "expect_includes", "expect_excludes"):
            value = getattr(query, key)
            if value is not MISSING:
                rec[key] = jsonable(value)
    rec["passed"] = passed
    if mismatch:
        rec["mismatch"] = mismatch
    if warnings:
        rec["warnings"] = list(warnings)
    return rec


def record_failed(rec: Mapping[str, Any]) -> bool:
    """Whether a record counts as failed in ``check``: it has an error, or its expectation failed."""
    return rec.get("error") is not None or rec.get("passed") is False


def _target(query: Query) -> str:
    if query.value is None:
        return ""
    return target_label(query)


def jsonable(value: Any) -> Any:
    """A JSON-ready copy: mappings with string keys, lists for tuples and sets (sets sorted),
    ``to_dict()`` for objects that have it, ``str`` for anything else (Mana, TypeSet, dates)."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, Mapping):
        return {str(k): jsonable(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted((jsonable(v) for v in value), key=lambda v: json.dumps(v, sort_keys=True))
    to_dict = getattr(value, "to_dict", None)
    if callable(to_dict):
        return jsonable(to_dict())
    return str(value)


# --- one scenario -----------------------------------------------------------------------------


def scenario_records(item: Scenario | ScenarioError, settings: BatchSettings = BatchSettings()) -> list[Record]:
    """The records of one loaded scenario (or of one that failed to load)."""
    if isinstance(item, ScenarioError):
        if not item.queries:
            return [make_record(item.file, item.name, None, error=item.message, error_type="load", passed=False)]
        return [
            make_record(item.file, item.name, q, error=item.message, error_type="load", passed=False) for q in item.queries
        ]
    answer_fn = settings.answer_fn or answer
    started = time.monotonic()
    try:
        with _deadline(settings.timeout):
            records = [_query_record(item, q, answer_fn, settings.options) for q in item.queries]
    except ScenarioTimeout:
        return _timeout_records(item, settings.timeout)
    if settings.timeout is not None and time.monotonic() - started > settings.timeout:
        return _timeout_records(item, settings.timeout)  # where no alarm could be set (not the main thread)
    return records


def _timeout_records(item: Scenario, timeout: float | None) -> list[Record]:
    msg = f"scenario timed out after {timeout:g} s"
    queries: Sequence[Query | None] = item.queries or [None]
    return [make_record(item.file, item.name, q, error=msg, error_type="timeout", passed=False) for q in queries]


def _query_record(item: Scenario, query: Query, answer_fn: AnswerFn, options: Options) -> Record:
    passed_if_error = False if query.has_expectation else None
    if isinstance(query, InvalidQuery):
        return make_record(item.file, item.name, query, error=query.problem, error_type="query", passed=passed_if_error)
    try:
        result = answer_fn(item.state, query, options=options)
        answer = jsonable(result.answer)
        why = jsonable(result.why)
    except QUESTION_ERRORS as e:
        return make_record(item.file, item.name, query, error=str(e) or type(e).__name__, error_type="query", passed=passed_if_error)
    except Exception as e:  # a fault in the solver: report it with its traceback, keep going
        rec = make_record(item.file, item.name, query, error=f"{type(e).__name__}: {e}", error_type="internal", passed=passed_if_error)
        rec["traceback"] = traceback.format_exc()
        return rec
    outcome = check_query(query, answer)
    return make_record(
        item.file,
        item.name,
        query,
        answer=answer,
        why=why,
        passed=None if outcome is None else outcome.holds,
        mismatch="" if outcome is None else outcome.detail,
        warnings=tuple(getattr(result, "warnings", ())),
    )


@contextmanager
def _deadline(seconds: float | None) -> Iterator[None]:
    """Raise :class:`ScenarioTimeout` in this block after ``seconds`` (a SIGALRM timer; only in
    the main thread of a process, which is where the CLI and the worker processes run)."""
    usable = hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()
    if seconds is None or not usable:
        yield
        return

    def on_alarm(signum: int, frame: Any) -> None:
        raise ScenarioTimeout(seconds)

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


# --- files and batches ------------------------------------------------------------------------


def file_records(path: str | Path, library: CardLibrary, settings: BatchSettings = BatchSettings()) -> list[Record]:
    """The records of every scenario of one file, in order."""
    try:
        items = load_file(path, library)
    except Exception as e:  # a fault in loading must not stop the batch
        items = [ScenarioError(Path(path).name, str(path), f"{path}: {type(e).__name__}: {e}")]
    return [rec for item in items for rec in scenario_records(item, settings)]


def run_scenarios(items: Iterable[Scenario | ScenarioError], settings: BatchSettings = BatchSettings()) -> Iterator[Record]:
    """Records for scenarios already loaded (notebooks), in this process, in order."""
    for item in items:
        yield from scenario_records(item, settings)


def run_paths(
    paths: Iterable[str | Path],
    *,
    library: CardLibrary | None = None,
    card_files: Sequence[str] = (),
    settings: BatchSettings = BatchSettings(),
) -> Iterator[Record]:
    """Records for every query of every scenario file named by ``paths`` (directories
    recursively), in order. ``library`` defaults to the built-in cards plus ``card_files``.
    Raises FileNotFoundError at once (before any record) for a path that does not exist."""
    files = iter_scenario_files(paths)
    if settings.workers > 1 and len(files) > 1:
        return _run_pool(files, library, tuple(card_files), settings)
    return _run_here(files, library if library is not None else build_library(tuple(card_files)), settings)


def _run_here(files: list[Path], library: CardLibrary, settings: BatchSettings) -> Iterator[Record]:
    for f in files:
        yield from file_records(f, library, settings)


@dataclass(frozen=True)
class _FileTask:
    """What a worker process needs to answer one file (library None: build it from card_files)."""

    path: str
    library: CardLibrary | None
    card_files: tuple[str, ...]
    settings: BatchSettings


def _run_file_task(task: _FileTask) -> list[Record]:
    lib = task.library if task.library is not None else build_library(task.card_files)
    return file_records(task.path, lib, task.settings)


def _run_pool(files: list[Path], library: CardLibrary | None, card_files: tuple[str, ...], settings: BatchSettings) -> Iterator[Record]:
    tasks = [_FileTask(str(f), library, card_files, settings) for f in files]
    chunksize = max(1, min(64, len(tasks) // (settings.workers * 8)))
    done = 0
    with ProcessPoolExecutor(max_workers=settings.workers) as pool:
        try:
            for records in pool.map(_run_file_task, tasks, chunksize=chunksize):
                done += 1
                yield from records
        except BrokenProcessPool as e:
            lib = library if library is not None else build_library(card_files)
            for f in files[done:]:
                yield from _failed_file_records(f, lib, f"a worker process died ({e})")


def _failed_file_records(path: Path, library: CardLibrary, message: str) -> list[Record]:
    """Error records for every query of a file that could not be answered."""
    try:
        items = load_file(path, library)
    except Exception:
        items = [ScenarioError(path.name, str(path), "")]
    out: list[Record] = []
    for item in items:
        queries: Sequence[Query | None] = item.queries or [None]
        out += [make_record(item.file, item.name, q, error=message, error_type="internal", passed=False) for q in queries]
    return out


@functools.lru_cache(maxsize=8)
def build_library(card_files: tuple[str, ...] = ()) -> CardLibrary:
    """The default card pool (built-in cards, the corpus extra if installed, $MANASOLVE_CARDS)
    extended by ``card_files``; each worker process builds its own, read lazily."""
    return default_library(card_files)


def tally(records: Iterable[Mapping[str, Any]]) -> tuple[int, int]:
    """``(passed, failed)`` over records, as ``check`` counts them."""
    passed = failed = 0
    for rec in records:
        if record_failed(rec):
            failed += 1
        else:
            passed += 1
    return passed, failed


def run(
    paths_or_scenarios: str | Path | Iterable[str | Path | Scenario],
    *,
    workers: int = 1,
    timeout: float | None = None,
    options: Options = Options(),
    library: CardLibrary | None = None,
) -> list[Record]:
    """Answer every query of some scenario files (or loaded scenarios): one record per query, in
    file, scenario and query order (see :func:`make_record`)."""
    items = [paths_or_scenarios] if isinstance(paths_or_scenarios, (str, Path, Scenario)) else list(paths_or_scenarios)
    settings = BatchSettings(options=options, timeout=timeout, workers=workers)
    out: list[Record] = []
    paths = [i for i in items if not isinstance(i, Scenario)]
    scenarios = [i for i in items if isinstance(i, Scenario)]
    if paths:
        out += run_paths(paths, library=library, settings=settings)
    if scenarios:
        out += run_scenarios(scenarios, settings)
    return out
