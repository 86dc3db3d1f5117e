"""The Dask engine: a batch on a Dask distributed cluster, for when one machine is not enough.

The sources are read here (the cluster's machines need not see the files: each task carries
the text of its files) and cut into chunks; each chunk is one task; the records are gathered in
order, a bounded window of chunks ahead of the first one not yet given out. A chunk that fails
on the cluster gives ``internal`` records naming the cause, one that runs past its time
``timeout`` records, and the other chunks are unaffected. The card pool is built once per
worker process (or, for a pool given as a value, scattered to every worker once).

Connecting to a real cluster takes two lines::

    records = manasolve.run("scenarios/", engine="tcp://scheduler:8786")
    # or: manasolve run scenarios/ --scheduler tcp://scheduler:8786

``dask[distributed]`` comes with the ``notebook`` extra.
"""

from __future__ import annotations

import time
from collections import deque
from typing import Any, Iterator, Sequence

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
            lib: Any = None if library is None else client.scatter(library, broadcast=True)
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
                    future = client.submit(answer_chunk, chunk, lib, card_files, settings, pure=False)
                    pending.append((chunk, count, future))
                    submitted += 1
                chunk, count, future = pending.popleft()
                yield from _gather(chunk, count, future, settings)
                done += 1
                stream.files_done = min(len(sources), done * chunk_size)
        finally:
            for _, _, future in pending:
                future.cancel()
            if own:
                client.close()

    stream._records = records()
    return stream


def _gather(chunk: list[Source], count: int, future: Any, settings: BatchSettings) -> Iterator[Record]:
    """The records of one chunk, or records that say why it has none."""
    allowance = None if settings.timeout is None else settings.timeout * count + CHUNK_GRACE
    started = time.monotonic()
    try:
        per_source: list[list[Record]] = future.result(timeout=allowance)
    except Exception as e:  # the chunk failed on the cluster, or ran past its time
        timed_out = allowance is not None and time.monotonic() - started >= allowance
        future.cancel()
        if timed_out:
            message, kind = f"the chunk of scenarios ran past {allowance:g} s on the cluster; given up", "timeout"
        else:
            message, kind = f"the chunk failed on the cluster: {type(e).__name__}: {e}", "internal"
        for source in chunk:
            yield from _all_failed(source, message, kind)
        return
    for recs in per_source:
        yield from recs


def _all_failed(source: Source, message: str, kind: str) -> list[Record]:
    """Records for every scenario of a source that could not be answered."""
    if source.scenario is not None:
        return failure_records(source, 0, message, kind)
    parsed = file_mappings(source.path, source.text)
    if isinstance(parsed, ScenarioError):
        return failure_records(source, None, message, kind)
    return [rec for i in range(len(parsed)) for rec in failure_records(source, i, message, kind)] or failure_records(source, None, message, kind)
