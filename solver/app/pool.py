"""The process engine: a batch on worker processes that start once, receive chunks of sources,
and stream their records back, given out in order as soon as every earlier one is there.

* **Start once:** each worker builds (or receives) the card pool once, then answers chunk after
  chunk; a chunk is a few sources (paths, or loaded scenarios), so the pool is never sent again.
* **In order, bounded:** records are given out in file, scenario and query order as they come;
  work is handed out only a window ahead of the first source not yet given out, so a run of any
  length holds the records of a few chunks at most.
* **Timeouts that hold:** a worker reports every scenario it finishes; one that reports nothing
  for longer than the timeout (plus a grace for the worker's own alarm) is stuck in compiled
  code: it is killed and replaced, the scenario gets ``timeout`` records, and the rest of its
  chunk goes to another worker.
* **Nothing lost:** a worker that dies is replaced; the scenario it was answering is retried
  once, then reported as failed with the cause (``internal`` records); the rest of its chunk is
  handed out again.

Workers are fresh interpreters (:mod:`.worker`, started with ``python -m``: safe in a notebook,
under a Dask client, or from a script without a ``__main__`` guard) in their own session, so
Ctrl-C reaches only the parent, which stops them (:meth:`RecordStream.close`).
"""

from __future__ import annotations

import pickle
import signal
import socket
import subprocess
import sys
import time
from collections import deque
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from typing import Any, Iterator, Sequence

from ...model.library import CardLibrary
from .batch import (
    Answered,
    BatchSettings,
    Opened,
    RecordStream,
    Source,
    failure_records,
)
from ...model.errors import ManasolveError
from .records import Record
from .worker import WorkerInit

__all__ = ["GRACE", "run_pool"]

GRACE = 5.0
"""Seconds a worker is given past the timeout to report a scenario its own alarm stopped,
before it is taken to be stuck in compiled code and killed."""
WINDOW_CHUNKS = 4
"""Chunks handed out per worker ahead of the first source whose records are not given out yet."""
MAX_FAILED_STARTS = 3
"""Workers that die before they are ready, in a row, before the run gives up."""
START_TIMEOUT = 120.0
"""Seconds a new worker may take to start (import, card pool) before it counts as dead."""


# --- the parent side --------------------------------------------------------------------------


@dataclass
class _Progress:
    """What the parent knows of one source: how many scenarios it has (None until opened) and
    the records made so far, by scenario."""

    count: int | None = None
    opened_records: list[Record] = field(default_factory=list)
    answered: dict[int, list[Record]] = field(default_factory=dict)
    attempts: dict[int | None, int] = field(default_factory=dict)


@dataclass
class _Worker:
    process: subprocess.Popen[bytes]
    conn: Connection
    ready: bool = False
    chunk: int | None = None
    units: deque[list[Any]] = field(default_factory=deque)  # [number, source, start, opened?]
    since: float = 0.0
    killed_for_timeout: bool = False


class _Pool:
    """The parent's bookkeeping of one run."""

    def __init__(self, sources: Sequence[Source], init: WorkerInit, workers: int, chunk_size: int):
        self.sources = sources
        self.init = init
        self.size = workers
        self.chunk_size = chunk_size
        self.payload = pickle.dumps(init)
        self.failed_starts = 0
        self.workers: list[_Worker] = []
        self.progress: dict[int, _Progress] = {}
        self.retry: deque[tuple[int, int]] = deque()  # (source number, start) handed out first
        self.next_new = 0  # the next source never handed out
        self.next_out = 0  # the first source whose records are not all given out
        self.out_pos = 0  # within it, the next scenario to give out
        self.chunks = 0
        self.stream: RecordStream | None = None
        self.timeout = init.settings.timeout

    # -- workers --

    def start_worker(self) -> _Worker:
        """A new worker process, sent the parent's ``sys.path`` and the init payload."""
        if self.failed_starts >= MAX_FAILED_STARTS:
            raise ManasolveError(f"the worker processes cannot start ({self.failed_starts} died before they were ready; see the messages above)")
        mine, theirs = socket.socketpair()
        process = subprocess.Popen(
            [sys.executable, "-m", "manasolve.solver.app.worker", str(theirs.fileno())],
            pass_fds=[theirs.fileno()],
            stdin=subprocess.DEVNULL,
            start_new_session=True,  # Ctrl-C on the terminal reaches the parent only
        )
        theirs.close()
        conn = Connection(mine.detach())
        w = _Worker(process, conn, since=time.monotonic())
        self.workers.append(w)
        try:
            conn.send((list(sys.path), self.payload))
        except OSError:
            pass  # it died at once: seen as lost in the main loop
        return w

    def stop(self, *, wait_for_exit: bool) -> None:
        for w in self.workers:
            try:
                if wait_for_exit:
                    w.conn.send(None)
            except (OSError, ValueError):
                pass
        deadline = time.monotonic() + (5.0 if wait_for_exit else 0.0)
        for w in self.workers:
            if wait_for_exit:
                try:
                    w.process.wait(max(0.0, deadline - time.monotonic()))
                except subprocess.TimeoutExpired:
                    pass
            if w.process.poll() is None:
                w.process.kill()
            w.process.wait()
            w.conn.close()
        self.workers = []

    # -- handing out work --

    def next_units(self) -> list[list[Any]]:
        """The next chunk: retried units first, then new sources within the window."""
        units: list[list[Any]] = []
        while self.retry and len(units) < self.chunk_size:
            number, start = self.retry.popleft()
            units.append([number, self.sources[number], start, False])
        window = self.next_out + WINDOW_CHUNKS * self.size * self.chunk_size
        while not units and self.next_new < len(self.sources) and self.next_new < window and len(units) < self.chunk_size:
            while self.next_new < len(self.sources) and self.next_new < window and len(units) < self.chunk_size:
                units.append([self.next_new, self.sources[self.next_new], 0, False])
                self.progress.setdefault(self.next_new, _Progress())
                self.next_new += 1
        return units

    def dispatch(self) -> None:
        for w in self.workers:
            if not w.ready or w.chunk is not None:
                continue
            units = self.next_units()
            if not units:
                return
            self.chunks += 1
            w.chunk = self.chunks
            w.units = deque(units)
            w.since = time.monotonic()
            w.conn.send((w.chunk, [(n, src, start) for n, src, start, _ in units]))

    # -- what comes back --

    def receive(self, w: _Worker, msg: tuple[Any, Any, Any]) -> None:
        tag, number, event = msg
        w.since = time.monotonic()
        if tag == "ready":
            w.ready = True
            self.failed_starts = 0
            return
        if number is None:  # the chunk is done
            w.chunk = None
            w.units.clear()
            return
        p = self.progress[number]
        head = w.units[0]
        if isinstance(event, Opened):
            p.count = event.count
            if event.count == 0:
                p.opened_records = event.records
            head[3] = True
            if head[2] >= event.count:
                w.units.popleft()
        elif isinstance(event, Answered):
            p.answered[event.position] = event.records
            head[2] = event.position + 1
            if p.count is not None and head[2] >= p.count:
                w.units.popleft()

    def lost(self, w: _Worker, cause: str) -> None:
        """A worker died or was killed: records or a retry for what it was doing, the rest of
        its chunk handed out again (in order, before anything new), and a new worker."""
        self.workers.remove(w)
        try:
            w.conn.close()
        except OSError:
            pass
        if not w.ready:
            self.failed_starts += 1
        units = list(w.units)
        requeue: list[tuple[int, int]] = []
        if units:
            number, source, start, opened = units[0]
            p = self.progress[number]
            position: int | None = start if opened else None
            give_up = True
            if w.killed_for_timeout:
                message = f"scenario timed out after {self.timeout:g} s; its worker was stopped and replaced"
                self.settle(number, position, failure_records(source, position, message, "timeout"))
            else:
                p.attempts[position] = p.attempts.get(position, 0) + 1
                if p.attempts[position] >= 2:
                    what = "reading this file" if position is None else "answering this scenario"
                    message = f"a worker process died while {what} ({cause}), twice: not retried again"
                    self.settle(number, position, failure_records(source, position, message, "internal"))
                else:
                    give_up = False
            if not give_up:
                requeue.append((number, start))
            elif position is not None and p.count is not None and start + 1 < p.count:
                requeue.append((number, start + 1))
            requeue += [(u[0], u[2]) for u in units[1:]]
        self.retry = deque(sorted([*requeue, *self.retry]))
        self.start_worker()

    def settle(self, number: int, position: int | None, records: list[Record]) -> None:
        p = self.progress[number]
        if position is None:
            p.count = 0
            p.opened_records = records
        else:
            p.answered[position] = records

    def give_out(self) -> Iterator[Record]:
        """Every record that is next in order and there."""
        while self.next_out < len(self.sources):
            p = self.progress.get(self.next_out)
            if p is None or p.count is None:
                return
            if p.count == 0:
                yield from p.opened_records
            else:
                while self.out_pos < p.count and self.out_pos in p.answered:
                    yield from p.answered.pop(self.out_pos)
                    self.out_pos += 1
                if self.out_pos < p.count:
                    return
            del self.progress[self.next_out]
            self.next_out += 1
            self.out_pos = 0
            if self.stream is not None:
                self.stream.files_done = self.next_out

    def watch(self) -> None:
        """Kill a worker that has said nothing for too long."""
        now = time.monotonic()
        for w in list(self.workers):
            if not w.ready:
                if now - w.since > START_TIMEOUT:
                    w.process.kill()
                    w.process.wait()
                continue
            if w.chunk is not None and self.timeout is not None and now - w.since > self.timeout + GRACE:
                if w.conn.poll():  # it just spoke: read that first
                    continue
                w.killed_for_timeout = True
                w.process.kill()
                w.process.wait()

    def run(self) -> Iterator[Record]:
        for _ in range(self.size):
            self.start_worker()
        try:
            while self.next_out < len(self.sources):
                self.dispatch()
                ready = wait([w.conn for w in self.workers], timeout=0.5)
                dead: list[_Worker] = []
                for w in [w for w in self.workers if w.conn in ready]:
                    try:
                        while w.conn.poll():
                            self.receive(w, w.conn.recv())
                    except (EOFError, OSError):  # its process ended (or was killed)
                        dead.append(w)
                for w in dead:
                    w.process.wait()
                    self.lost(w, _cause(w.process.returncode))
                yield from self.give_out()
                self.watch()
        finally:
            self.stop(wait_for_exit=self.next_out >= len(self.sources))


def _cause(exitcode: int | None) -> str:
    if exitcode is None:
        return "it stopped answering"
    if exitcode < 0:
        try:
            return f"killed by signal {signal.Signals(-exitcode).name}"
        except ValueError:
            return f"killed by signal {-exitcode}"
    return f"exit status {exitcode}"


def chunk_size_for(sources: int, workers: int) -> int:
    """Sources per chunk: about twenty chunks per worker, between 1 and 50 sources each (small
    enough to spread the work evenly, large enough that messages cost little)."""
    return max(1, min(50, sources // (workers * 20)))


def run_pool(
    sources: Sequence[Source],
    *,
    library: CardLibrary | None,
    card_files: tuple[str, ...],
    settings: BatchSettings,
) -> RecordStream:
    """Run ``sources`` on ``settings.workers`` worker processes; their records in order, as a
    :class:`RecordStream`."""
    workers = max(1, min(settings.workers, len(sources)))
    pool = _Pool(sources, WorkerInit(library, card_files, settings), workers, chunk_size_for(len(sources), workers))
    stream = RecordStream(pool.run(), len(sources))
    pool.stream = stream
    return stream
