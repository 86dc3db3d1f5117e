"""The Dask engine: a batch on a Dask distributed cluster, for when one machine is not enough.

The sources are read here (the cluster's machines need not see the files: each task carries
the text of its files) and cut into chunks; each chunk is one task; the records are gathered in
order, a bounded window of chunks ahead of the first one not yet given out. A chunk that fails
on the cluster (its worker died, its task could not run) is tried again one source at a time, so
that only the source at fault gets ``internal`` records naming the cause; a chunk that runs past
its time gets ``timeout`` records; the other chunks are unaffected. The card pool is built once
per worker process (or, for a pool given as a value, scattered to every worker once, and again
if a dead worker took it with it).

Connecting to a real cluster takes two lines::

    records = manasolve.run("scenarios/", engine="tcp://scheduler:8786")
    # or: manasolve run scenarios/ --scheduler tcp://scheduler:8786

``dask[distributed]`` comes with the ``notebook`` extra.
"""

from __future__ import annotations

import time
from collections import deque
from typing import Any, Callable, Iterator, Sequence

from ...model.library import CardLibrary
from ...model.scenario import ScenarioError, file_mappings, read_scenario_text
from .batch import (
    BatchSettings,
    RecordStream,
    Source,
    build_library,
    failure_records,
    process_source,
)
from .records import Record, requires

__all__ = ["CHUNK_GRACE", "answer_chunk", "run_dask"]

CHUNK_GRACE = 30.0
"""Seconds a chunk is given past the sum of its scenarios' timeouts before it is given up."""


def answer_chunk(sources: Sequence[Source], library: CardLibrary | None, card_files: tuple[str, ...], settings: BatchSettings) -> list[list[Record]]:
    """One task: the records of each source of a chunk (run on a Dask worker)."""
    lib = library if library is not None else build_library(card_files)
    return [[rec for ev in process_source(src, lib, settings) for rec in ev.records] for src in sources]


def _read(source: Source) -> tuple[Source, int]:
    """The source with its text, and how many scenarios it holds (0 when it cannot be read: the
    task reports why)."""
    if source.scenario is not None:
        return source, 1
    try:
        text = read_scenario_text(source.path)
    except ValueError:
        return source, 0
    parsed = file_mappings(source.path, text)
    return Source(source.path, text), (0 if isinstance(parsed, ScenarioError) else len(parsed))


def run_dask(
    sources: Sequence[Source],
    *,
    engine: Any,
    library: CardLibrary | None,
    card_files: tuple[str, ...],
    settings: BatchSettings,
    chunk_size: int = 20,
) -> RecordStream:
    """Run ``sources`` on a Dask cluster: ``engine`` is a ``distributed.Client``, or what one
    is made from (a scheduler address such as ``"tcp://host:8786"``, a ``LocalCluster``)."""
    distributed = requires("distributed", "the Dask engine")
    stream = RecordStream(iter(()), len(sources))

    def records() -> Iterator[Record]:
        own = not isinstance(engine, distributed.Client)
        client = distributed.Client(engine) if own else engine
        pending: deque[tuple[list[Source], int, Any]] = deque()
        try:
            # hash=False: a key of its own for each run; a key derived from the pool's content is
            # shared by every run on the same client with the same pool, and the release of an
            # earlier run's future could then drop this run's data ("missing dependency")
            shared: list[Any] = [None if library is None else client.scatter(library, broadcast=True, hash=False)]

            def pool_ref() -> Any:
                """The card pool's future on the cluster, scattered again if a dead worker lost it."""
                if library is not None and shared[0].status != "finished":
                    shared[0] = client.scatter(library, broadcast=True, hash=False)
                return shared[0]

            workers = max(1, sum(client.nthreads().values()))
            window = 4 * workers
            chunks = [list(sources[i : i + chunk_size]) for i in range(0, len(sources), chunk_size)]
            submitted = 0
            done = 0
            while done < len(chunks):
                while submitted < len(chunks) and len(pending) < window:
                    read = [_read(s) for s in chunks[submitted]]
                    chunk = [s for s, _ in read]
                    count = sum(max(1, n) for _, n in read)
                    future = client.submit(answer_chunk, chunk, pool_ref(), card_files, settings, pure=False)
                    pending.append((chunk, count, future))
                    submitted += 1
                chunk, count, future = pending.popleft()
                yield from _gather(chunk, count, future, settings, retry=lambda source: client.submit(answer_chunk, [source], pool_ref(), card_files, settings, pure=False))
                done += 1
                stream.files_done = min(len(sources), done * chunk_size)
        finally:
            for _, _, future in pending:
                future.cancel()
            if own:
                client.close()

    stream._records = records()
    return stream


def _gather(chunk: list[Source], count: int, future: Any, settings: BatchSettings, retry: Callable[[Source], Any]) -> Iterator[Record]:
    """The records of one chunk. A chunk that fails (its worker died, its task could not run) is
    tried again one source at a time, in order, so that one bad scenario costs only its own
    records (and the sources that were merely on the same worker are answered); a source that
    fails alone is reported with the cause. A chunk past its time is given up at once (its
    scenarios get ``timeout`` records)."""
    outcome = _result(future, _allowance(settings, count))
    if isinstance(outcome, list):
        for recs in outcome:
            yield from recs
        return
    if outcome[1] == "timeout":
        for source in chunk:
            yield from _all_failed(source, *outcome)
        return
    for source in chunk:
        alone = _result(retry(source), _allowance(settings, 1))
        if isinstance(alone, list):
            yield from alone[0]
        else:
            yield from _all_failed(source, *alone)


def _allowance(settings: BatchSettings, count: int) -> float | None:
    return None if settings.timeout is None else settings.timeout * count + CHUNK_GRACE


def _result(future: Any, allowance: float | None) -> list[list[Record]] | tuple[str, str]:
    """A task's records, or (message, kind) saying why there are none."""
    started = time.monotonic()
    try:
        result: list[list[Record]] = future.result(timeout=allowance)
        return result
    except Exception as e:  # the task failed on the cluster, or ran past its time
        future.cancel()
        if allowance is not None and time.monotonic() - started >= allowance:
            return f"the scenarios ran past {allowance:g} s on the cluster; given up", "timeout"
        return f"the task failed on the cluster: {type(e).__name__}: {e}", "internal"


def _all_failed(source: Source, message: str, kind: str) -> list[Record]:
    """Records for every scenario of a source that could not be answered."""
    if source.scenario is not None:
        return failure_records(source, 0, message, kind)
    parsed = file_mappings(source.path, source.text)
    if isinstance(parsed, ScenarioError):
        return failure_records(source, None, message, kind)
    return [rec for i in range(len(parsed)) for rec in failure_records(source, i, message, kind)] or failure_records(source, None, message, kind)
