"""Many scenarios: answer every query of every file and give one record per query, in order.

A record is a plain JSON-ready dict (:func:`~.records.make_record`). Nothing stops the batch: a
query whose answering raises gets an ``error`` record, a scenario that cannot be loaded gives an
error record per query, a scenario that runs past the timeout gives a ``timeout`` record per
query, and the other scenarios go on. The timeout covers reading and parsing the file (one
allowance for the file) and, for each scenario, reading its cards and answering its queries.

The unit of work is a :class:`Source`: a scenario file (its path, and its text when it was read
already) or a loaded :class:`~manasolve.model.scenario.Scenario`. :func:`process_source` turns
one into events (:class:`Opened`, then one :class:`Answered` per scenario); the engines run
sources and give their records in order:

* in this process (``workers=1``): :func:`run_sources`;
* in worker processes (``workers > 1``): :mod:`.pool`, which starts the workers once, sends them
  chunks, and replaces a worker that dies or runs past the timeout in compiled code;
* on a Dask cluster: :mod:`.dask_engine`.

The answering function is a parameter (``answer_fn(state, query, *, options) -> result`` with
``.answer`` and ``.why``), by default :func:`.queries.answer`; tests pass stubs. For workers it
must be picklable (a module-level function).
"""

from __future__ import annotations

import ctypes
import functools
import math
import os
import signal
import threading
import time
import traceback
from contextlib import contextmanager
from dataclasses import field
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

from ...model.errors import InputError, ManasolveError
from ...model.library import CardLibrary
from ...model.pools import default_library
from ...model.scenario import (
    InvalidQuery,
    Query,
    Scenario,
    ScenarioError,
    file_mappings,
    iter_scenario_files,
    load_mapping,
    outline,
)
from ..options import Options
from .check import check_query
from .queries import answer
from .records import Record, jsonable, make_record, record_failed
from ...model.values import dataclass

__all__ = [
    "DEFAULT_TIMEOUT",
    "MAX_TIMEOUT",
    "AnswerFn",
    "BatchSettings",
    "Opened",
    "Answered",
    "RecordStream",
    "Source",
    "build_library",
    "file_records",
    "failure_records",
    "jsonable",
    "make_record",
    "process_source",
    "record_failed",
    "run_scenarios",
    "run_sources",
    "sources_of",
    "tally",
]

AnswerFn = Callable[..., Any]

DEFAULT_TIMEOUT = 60.0
"""Seconds a scenario may take (reading its cards and answering its queries) when no timeout is
given: far above any ordinary scenario (milliseconds), low enough that a batch left overnight is
never stuck on one input."""
MAX_TIMEOUT = 86_400.0
"""The largest timeout accepted (a day): a larger number is a mistake, not a wish."""

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


@dataclass(frozen=True)
class Source:
    """One unit of a batch: a scenario file (``path``, and ``text`` when it was read already, as
    the Dask engine sends it to machines that may not see the file) or a loaded ``scenario``."""

    path: str = ""
    text: str | None = field(default=None, repr=False)
    scenario: Scenario | None = None

    @property
    def label(self) -> str:
        """The file name records carry."""
        return self.scenario.file if self.scenario is not None else self.path


@dataclass(frozen=True)
class Opened:
    """A source was read: it holds ``count`` scenarios; or it could not be read (``count`` 0)
    and ``records`` say why."""

    count: int
    records: list[Record] = field(default_factory=list)


@dataclass(frozen=True)
class Answered:
    """The records of scenario number ``position`` of a source."""

    position: int
    records: list[Record]


class RecordStream:
    """The records of a batch as they come, in order: an iterator with ``files_done`` (how many
    sources are given out completely, for a progress bar), ``files_total`` and :meth:`close`
    (stop early: the workers are ended at once)."""

    def __init__(self, records: Iterator[Record], total: int):
        self._records = records
        self.files_total = total
        self.files_done = 0

    def __iter__(self) -> Iterator[Record]:
        return self

    def __next__(self) -> Record:
        return next(self._records)

    def close(self) -> None:
        """End the run (and its workers) now; the records given out so far stand."""
        close = getattr(self._records, "close", None)
        if close is not None:
            close()


# --- one source -------------------------------------------------------------------------------


def process_source(
    source: Source, library: CardLibrary, settings: BatchSettings = BatchSettings(), start: int = 0, stop: int | None = None
) -> Iterator[Opened | Answered]:
    """Read a source and answer its scenarios from number ``start`` up to (not including)
    ``stop`` (None: to the last): one :class:`Opened`, then an :class:`Answered` per scenario,
    each made within the timeout (reading the file has one allowance, each scenario another)."""
    if source.scenario is not None:
        yield Opened(1)
        if start == 0 and (stop is None or stop > 0):
            yield Answered(0, scenario_records(source.scenario, settings))
        return
    timeout = settings.timeout
    try:
        with deadline(timeout):
            mappings = file_mappings(source.path, source.text)
    except ScenarioTimeout:
        yield Opened(0, [file_record(source.path, f"reading the file timed out after {timeout:g} s", "timeout")])
        return
    except Exception as e:  # a fault in reading must not stop the batch
        yield Opened(0, [file_record(source.path, f"{source.path}: {type(e).__name__}: {e}", "internal")])
        return
    if isinstance(mappings, ScenarioError):
        yield Opened(0, [file_record(source.path, mappings.message, "load", mappings.name)])
        return
    yield Opened(len(mappings))
    for i in range(start, len(mappings) if stop is None else min(stop, len(mappings))):
        started = time.monotonic()
        try:
            with deadline(timeout):
                item = load_mapping(mappings, i, file=source.path, library=library)
                records = scenario_records(item, settings, limit=False)
        except ScenarioTimeout:
            records = timeout_records(mappings, i, source.path, timeout)
        except Exception as e:  # a fault below loading must not stop the other scenarios
            name, _ = outline(mappings[i], i)
            records = [make_record(source.path, name, None, error=f"{type(e).__name__}: {e}", error_type="internal", passed=False)]
        if timeout is not None and time.monotonic() - started > timeout:  # where no alarm could interrupt it
            records = timeout_records(mappings, i, source.path, timeout)
        yield Answered(i, records)


def file_record(path: str, message: str, error_type: str, name: str | None = None) -> Record:
    """The one record of a file that gave no scenario (unreadable, not YAML, past a limit)."""
    return make_record(path, name if name is not None else Path(path).name, None, error=message, error_type=error_type, passed=False)


def timeout_records(mappings: Sequence[Any], position: int, file: str, timeout: float | None) -> list[Record]:
    """A ``timeout`` record for each query of scenario ``position`` (as written in the file)."""
    name, queries = outline(mappings[position], position)
    return _records_for(file, name, queries, f"scenario timed out after {timeout:g} s", "timeout")


def _records_for(file: str, name: str, queries: Sequence[Query], message: str, error_type: str) -> list[Record]:
    items: Sequence[Query | None] = queries or [None]
    return [make_record(file, name, q, error=message, error_type=error_type, passed=False) for q in items]


def failure_records(source: Source, position: int | None, message: str, error_type: str = "internal") -> list[Record]:
    """Records for a unit of a source that could not be answered (its worker died, its chunk
    failed, it ran past its time): the whole file when ``position`` is None, else the queries
    of that scenario as written (nothing of the scenario is loaded: what failed may be that)."""
    if source.scenario is not None:
        return _records_for(source.scenario.file, source.scenario.name, source.scenario.queries, message, error_type)
    if position is None:
        return [file_record(source.path, message, error_type)]
    try:
        mappings = file_mappings(source.path, source.text)
    except Exception:
        mappings = ScenarioError(Path(source.path).name, source.path, "")
    if isinstance(mappings, ScenarioError) or position >= len(mappings):
        return [file_record(source.path, message, error_type)]
    name, queries = outline(mappings[position], position)
    return _records_for(source.path, name, queries, message, error_type)


def scenario_records(item: Scenario | ScenarioError, settings: BatchSettings = BatchSettings(), *, limit: bool = True) -> list[Record]:
    """The records of one loaded scenario (or of one that failed to load). With ``limit``, the
    answering runs within the settings' timeout (the sources' engine sets it around loading and
    answering together)."""
    if isinstance(item, ScenarioError):
        return _records_for(item.file, item.name, item.queries, item.message, "load")
    answer_fn = settings.answer_fn or answer
    if not limit or settings.timeout is None:
        return [_query_record(item, q, answer_fn, settings.options) for q in item.queries]
    started = time.monotonic()
    try:
        with deadline(settings.timeout):
            records = [_query_record(item, q, answer_fn, settings.options) for q in item.queries]
    except ScenarioTimeout:
        return _records_for(item.file, item.name, item.queries, f"scenario timed out after {settings.timeout:g} s", "timeout")
    if time.monotonic() - started > settings.timeout:
        return _records_for(item.file, item.name, item.queries, f"scenario timed out after {settings.timeout:g} s", "timeout")
    return records


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
    except (RecursionError, MemoryError) as e:  # bounded work is the solver's promise; say so when it is broken
        return make_record(item.file, item.name, query, error=f"{type(e).__name__}: the question needs more than this process can give", error_type="internal", passed=passed_if_error)
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


# --- deadlines --------------------------------------------------------------------------------


@contextmanager
def deadline(seconds: float | None) -> Iterator[None]:
    """Raise :class:`ScenarioTimeout` in this block after ``seconds``.

    In the main thread of a process (the command line, worker processes, a notebook) a SIGALRM
    timer interrupts it; in another thread (a Dask worker's) a timer thread raises the exception
    in this one (``PyThreadState_SetAsyncExc``). Either interrupts Python code only: code stuck
    inside a compiled library is ended by the process engine, which kills and replaces its
    worker (:mod:`.pool`)."""
    if seconds is None:
        yield
        return
    if hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread():
        with _alarm(seconds):
            yield
        return
    with _thread_timer(seconds):
        yield


@contextmanager
def _alarm(seconds: float) -> Iterator[None]:
    def on_alarm(signum: int, frame: Any) -> None:
        raise ScenarioTimeout(seconds)

    previous = signal.signal(signal.SIGALRM, on_alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


@contextmanager
def _thread_timer(seconds: float) -> Iterator[None]:
    target = threading.get_ident()
    lock = threading.Lock()
    state = {"active": True, "fired": False}

    def fire() -> None:
        with lock:
            if state["active"]:
                state["fired"] = True
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(target), ctypes.py_object(ScenarioTimeout))

    timer = threading.Timer(seconds, fire)
    timer.daemon = True
    timer.start()
    try:
        yield
    finally:
        with lock:
            state["active"] = False
            if state["fired"]:  # not delivered yet: take it back
                ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(target), None)
        timer.cancel()


def check_timeout(timeout: float | None) -> float:
    """The per-scenario timeout to use: ``None`` means :data:`DEFAULT_TIMEOUT`; otherwise a
    finite number of seconds above 0 and at most :data:`MAX_TIMEOUT`.

    Raises
    ------
    InputError
        For anything else (``inf``, ``nan``, ``0``, a negative number, a string).

    >>> check_timeout(None), check_timeout(2)
    (60.0, 2.0)
    """
    if timeout is None:
        return DEFAULT_TIMEOUT
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)):
        raise _input_error(f"timeout: expected a number of seconds, got {timeout!r}")
    x = float(timeout)
    if not math.isfinite(x) or x <= 0 or x > MAX_TIMEOUT:
        raise _input_error(f"timeout: expected a number of seconds above 0 and at most {MAX_TIMEOUT:g}, got {timeout!r}")
    return x


def check_workers(workers: int) -> tuple[int, str | None]:
    """The number of worker processes to start for ``workers``, and a warning when it was cut
    to the number of CPUs this process may use.

    Raises
    ------
    InputError
        For a number below 1 or above 10,000, or a value that is not a whole number.

    >>> check_workers(1)
    (1, None)
    """
    if isinstance(workers, bool) or not isinstance(workers, int):
        raise _input_error(f"workers: expected a whole number, got {workers!r}")
    if workers < 1 or workers > MAX_WORKERS:
        raise _input_error(f"workers: expected a whole number from 1 to {MAX_WORKERS:,}, got {workers}")
    cpus = cpu_count()
    if workers > cpus:
        return cpus, f"--workers {workers} is more than the {cpus} CPU(s) this process may use: using {cpus}"
    return workers, None


MAX_WORKERS = 10_000
"""More worker processes than this is a mistake (the count is cut to the CPUs anyway)."""


def cpu_count() -> int:
    """The CPUs this process may run on."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def _input_error(message: str) -> InputError:
    return InputError(message)


# --- files and batches ------------------------------------------------------------------------


def file_records(path: str | Path, library: CardLibrary, settings: BatchSettings = BatchSettings()) -> list[Record]:
    """The records of every scenario of one file, in order."""
    return [rec for ev in process_source(Source(str(path)), library, settings) for rec in ev.records]


def run_sources(sources: Sequence[Source], library: CardLibrary | None, card_files: Sequence[str] = (), settings: BatchSettings = BatchSettings()) -> RecordStream:
    """Records for every source, in this process, in order, as they are made."""
    stream = RecordStream(iter(()), len(sources))

    def records() -> Iterator[Record]:
        lib = library if library is not None else build_library(tuple(card_files))
        for done, src in enumerate(sources, 1):
            for ev in process_source(src, lib, settings):
                yield from ev.records
            stream.files_done = done

    stream._records = records()
    return stream


def run_scenarios(items: Iterable[Scenario | ScenarioError], settings: BatchSettings = BatchSettings()) -> Iterator[Record]:
    """Records for scenarios already loaded (notebooks), in this process, in order."""
    for item in items:
        yield from scenario_records(item, settings)


def sources_of(paths: Iterable[str | Path]) -> list[Source]:
    """A source per scenario file named by ``paths`` (directories recursively, in order).
    Raises FileNotFoundError at once for a path that does not exist."""
    return [Source(str(f)) for f in iter_scenario_files(paths)]


@functools.lru_cache(maxsize=8)
def build_library(card_files: tuple[str, ...] = ()) -> CardLibrary:
    """The default card pool (built-in cards, the corpus extra if installed, $MANASOLVE_CARDS)
    extended by ``card_files``; built once per process (each worker builds its own)."""
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
