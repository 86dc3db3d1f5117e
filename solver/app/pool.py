"""The process engine: a batch on worker processes that start once, receive chunks of sources,
and stream their records back, given out in order as soon as every earlier one is there.

* **Start once:** each worker builds (or receives) the card pool once, then answers chunk after
  chunk; a chunk is a few sources (paths, or loaded scenarios), so the pool is never sent again.
* **In order, bounded:** records are given out in file, scenario and query order as they come;
  work is handed out only a window ahead of the first source not yet given out, so a run of any
  length holds the records of a few chunks at most.
* **Few messages:** a worker sends its records in batches (a chunk's, or what it has every
  :data:`REPORT_INTERVAL` seconds), so the parent wakes a few times a second, not once
  per scenario, and leaves the CPUs to the workers: it only orders and hands out records.
* **Timeouts that hold:** before each scenario a worker writes which one it starts in a
  :class:`~.worker.Heartbeat` (shared memory: no message). A worker whose heartbeat has not
  moved for longer than the timeout (plus a grace for the worker's own alarm) is stuck in
  compiled code: it is killed and replaced, the scenario its heartbeat names gets ``timeout``
  records, and the rest of its chunk goes to another worker.
* **Nothing lost:** a worker that dies is replaced; the scenario its heartbeat names is retried
  once, then reported as failed with the cause (``internal`` records); the rest of its chunk,
  and what it had answered but not sent yet, is handed out again.

Workers run in their own session, so Ctrl-C reaches only the parent, which stops them
(:meth:`RecordStream.close`). Where the parent is a process of one thread on Linux (the command
line), a worker is forked from it: it starts with the modules the parent has imported already,
rather than import them again (a second or so of CPU per worker, which the batch would wait
for). Elsewhere (a notebook's kernel, a Dask client, a program with threads, which a fork would
copy mid-flight; other systems) workers are fresh interpreters (:mod:`.worker`, started with
``python -m``: safe from a script without a ``__main__`` guard too). Both speak the same
protocol and run the same :func:`~.worker.serve`.
"""

from __future__ import annotations

import os
import pickle
import signal
import socket
import subprocess
import sys
import time
import traceback
from collections import deque
from dataclasses import field
from multiprocessing.connection import Connection, wait
from typing import Any, Iterator, Protocol, Sequence

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
from .worker import Beat, Heartbeat, WorkerInit, serve
from ...model.values import dataclass

__all__ = ["GRACE", "REPORT_INTERVAL", "run_pool"]

GRACE = 5.0
"""Seconds a worker is given past the timeout to report a scenario its own alarm stopped,
before it is taken to be stuck in compiled code and killed."""
REPORT_INTERVAL = 0.1
"""Seconds after which a worker sends the records it has, even in the middle of a chunk: short
enough that records stream out, long enough that the parent wakes a few times a second."""
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


class _Process(Protocol):
    """What the pool uses of a worker's process (:class:`subprocess.Popen` or :class:`_Forked`)."""

    @property
    def returncode(self) -> int | None: ...

    def poll(self) -> int | None: ...

    def wait(self, timeout: float | None = None) -> int: ...

    def kill(self) -> None: ...


class _Forked:
    """A worker forked from this process, seen through the part of :class:`subprocess.Popen`'s
    interface that the pool uses (``returncode``: the exit status, or minus the signal that
    ended it)."""

    def __init__(self, pid: int):
        self.pid = pid
        self.returncode: int | None = None

    def _reaped(self, flags: int) -> int | None:
        if self.returncode is None:
            try:
                pid, status = os.waitpid(self.pid, flags)
            except ChildProcessError:  # reaped already
                self.returncode = -signal.SIGKILL
                return self.returncode
            if pid:
                self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def poll(self) -> int | None:
        """The exit status if it has ended, else None."""
        return self._reaped(os.WNOHANG)

    def wait(self, timeout: float | None = None) -> int:
        """Wait for it to end (at most ``timeout`` seconds: then TimeoutExpired)."""
        if timeout is None:
            code = self._reaped(0)
            assert code is not None
            return code
        deadline = time.monotonic() + timeout
        while (code := self.poll()) is None:
            if time.monotonic() >= deadline:
                raise subprocess.TimeoutExpired(f"worker {self.pid}", timeout)
            time.sleep(0.01)
        return code

    def kill(self) -> None:
        """SIGKILL, unless it has ended."""
        if self.poll() is None:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass


def can_fork() -> bool:
    """Whether workers may be forked from this process: on Linux, when it has one thread (a
    fork copies only the calling thread; another one could hold a lock the child would then
    wait for forever). Threads of compiled libraries count too (read from /proc)."""
    if not sys.platform.startswith("linux") or not hasattr(os, "fork"):
        return False
    try:
        return len(os.listdir("/proc/self/task")) == 1
    except OSError:
        return False


def _fork_worker(fd: int, beat: int, others: list[Any]) -> _Forked:
    """Fork a worker that serves on socket ``fd`` with heartbeat ``beat``; in the child the
    parent's ends of the other sockets and heartbeats (``others``: objects with ``close()``)
    are closed, stdin is /dev/null, and it never returns: it leaves with ``os._exit``."""
    for stream in (sys.stdout, sys.stderr):  # what is buffered is the parent's to write, once
        try:
            stream.flush()
        except (AttributeError, OSError, ValueError):
            pass
    pid = os.fork()
    if pid:
        return _Forked(pid)
    code = 1
    try:
        os.setsid()  # Ctrl-C on the terminal reaches the parent only
        for thing in others:
            thing.close()
        devnull = os.open(os.devnull, os.O_RDONLY)
        os.dup2(devnull, 0)
        os.close(devnull)
        sock = socket.socket(fileno=fd)
        serve(Connection(sock.detach()), Heartbeat(beat))
        code = 0
    except BaseException:  # nothing of the parent's may run in the child: report and leave
        traceback.print_exc()
    finally:
        os._exit(code)


@dataclass
class _Worker:
    process: _Process
    conn: Connection
    beat: Heartbeat
    ready: bool = False
    chunk: int | None = None
    units: deque[list[Any]] = field(default_factory=deque)  # [number, source, start, stop, opened?]
    done_units: int = 0  # units of the chunk given back complete (and removed from ``units``)
    since: float = 0.0  # when the parent last saw it move (a message, or its heartbeat change)
    seen: int = 0  # the heartbeat's counter then
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
        self.retry: deque[tuple[int, int, int | None]] = deque()  # (source number, start, stop) handed out first
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
        beat = Heartbeat.create()
        process: _Process
        if can_fork():
            others = [mine, *(w.conn for w in self.workers), *(w.beat for w in self.workers)]
            process = _fork_worker(theirs.fileno(), beat.fd, others)
        else:
            process = subprocess.Popen(
                [sys.executable, "-m", "manasolve.solver.app.worker", str(theirs.fileno()), str(beat.fd)],
                pass_fds=[theirs.fileno(), beat.fd],
                stdin=subprocess.DEVNULL,
                start_new_session=True,  # Ctrl-C on the terminal reaches the parent only
            )
        theirs.close()
        conn = Connection(mine.detach())
        w = _Worker(process, conn, beat, since=time.monotonic())
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
            w.beat.close()
        self.workers = []

    # -- handing out work --

    def next_units(self) -> list[list[Any]]:
        """The next chunk: retried units first, then new sources within the window."""
        units: list[list[Any]] = []
        while self.retry and len(units) < self.chunk_size:
            number, start, stop = self.retry.popleft()
            units.append([number, self.sources[number], start, stop, False])
        window = self.next_out + WINDOW_CHUNKS * self.size * self.chunk_size
        while not units and self.next_new < len(self.sources) and self.next_new < window and len(units) < self.chunk_size:
            while self.next_new < len(self.sources) and self.next_new < window and len(units) < self.chunk_size:
                units.append([self.next_new, self.sources[self.next_new], 0, None, False])
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
            w.done_units = 0
            w.since = time.monotonic()
            w.conn.send((w.chunk, [(n, src, start, stop) for n, src, start, stop, _ in units]))

    # -- what comes back --

    def receive(self, w: _Worker, msg: tuple[Any, list[tuple[int, Opened | Answered]], bool]) -> None:
        """A message of worker ``w``: ``("ready", [], False)`` once, then ``(chunk, events,
        done)`` batches of ``(source number, event)`` in the order of its chunk's units."""
        tag, events, done = msg
        w.since = time.monotonic()
        if tag == "ready":
            w.ready = True
            self.failed_starts = 0
            return
        for number, event in events:
            p = self.progress[number]
            head = w.units[0]
            if isinstance(event, Opened):
                p.count = event.count
                if event.count == 0:
                    p.opened_records = event.records
                head[4] = True
            else:
                p.answered[event.position] = event.records
                head[2] = event.position + 1
            if head[2] >= _end(head[3], p.count):
                w.units.popleft()
                w.done_units += 1
        if done:
            w.chunk = None
            w.units.clear()

    def lost(self, w: _Worker, cause: str) -> None:
        """A worker died or was killed: records or a retry for the step its heartbeat names, and
        everything else of its chunk (what it had not done, and what it had done but not sent)
        handed out again, in order, before anything new; then a new worker."""
        self.workers.remove(w)
        try:
            w.conn.close()
        except OSError:
            pass
        beat = w.beat.read()  # nothing writes it any more
        w.beat.close()
        if not w.ready:
            self.failed_starts += 1
        units = list(w.units)
        requeue: list[tuple[int, int, int | None]] = []
        if units:
            at = _culprit(units, beat, w.chunk, w.done_units)
            for number, _, start, stop, _ in units[:at.unit]:
                requeue.append((number, start, stop))  # done but not sent, or not done
            number, source, start, stop, _ = units[at.unit]
            p = self.progress[number]
            if p.count is None and at.count >= 0:
                p.count = at.count
            if at.position is not None and at.position > start:
                requeue.append((number, start, at.position))
            position = at.position
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
                requeue.append((number, start if position is None else position, stop))
            elif position is not None and position + 1 < _end(stop, p.count):
                requeue.append((number, position + 1, stop))
            requeue += [(u[0], u[2], u[3]) for u in units[at.unit + 1 :]]
        self.retry = deque(sorted([*requeue, *self.retry], key=lambda r: r[:2]))
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
            beat = w.beat.read()
            if beat.seq != w.seen:  # it started another step: alive
                w.seen = beat.seq
                w.since = now
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


def _end(stop: int | None, count: int | None) -> int:
    """The position after the last scenario of a unit that stops at ``stop`` (None: at the end
    of its file) in a file of ``count`` scenarios (None: not known yet)."""
    if count is None:
        return stop if stop is not None else sys.maxsize
    return count if stop is None else min(stop, count)


@dataclass(frozen=True)
class _Culprit:
    """The step a lost worker was on: the index of its unit among the worker's units, the
    scenario's position (None: reading the file) and the file's scenario count (-1: unknown)."""

    unit: int
    position: int | None
    count: int = -1


def _culprit(units: list[list[Any]], beat: Beat, chunk: int | None, done_units: int) -> _Culprit:
    """Which step of ``units`` (the parent's view of a lost worker's chunk, after ``done_units``
    units it gave back complete) the worker was on, from its last heartbeat; when the heartbeat
    names nothing still to do (it is of an earlier chunk, or the worker ended between two
    steps), the first step of the first unit."""
    index = beat.unit - done_units
    if beat.chunk == chunk and 0 <= index < len(units):
        _, _, start, stop, opened = units[index]
        if beat.position < 0 and not opened:
            return _Culprit(index, None)
        if start <= beat.position < _end(stop, beat.scenarios if beat.scenarios >= 0 else None):
            return _Culprit(index, beat.position, beat.scenarios)
    _, _, start, _, opened = units[0]
    return _Culprit(0, start if opened else None)


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
    pool = _Pool(sources, WorkerInit(library, card_files, settings, REPORT_INTERVAL), workers, chunk_size_for(len(sources), workers))
    stream = RecordStream(pool.run(), len(sources))
    pool.stream = stream
    return stream
