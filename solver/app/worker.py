"""A worker process of the process engine (:mod:`.pool`): ``python -m manasolve.solver.app.worker FD BEAT``.

It is either forked from a parent of one thread (Linux; it then runs :func:`serve` at once, with
the parent's modules already imported) or started as a fresh interpreter that imports nothing
of the parent's own script (unlike multiprocessing's ``spawn``, which runs the parent's main
module again). Over the socket whose file descriptor is ``FD`` it receives the parent's
``sys.path`` and its :class:`WorkerInit` once, builds the card pool once, says ``ready``, then
answers chunks until told to stop (``None``) or the parent is gone.

Two channels go back to the parent, so that timeouts stay exact per scenario while messages stay
few:

* **the heartbeat** (:class:`Heartbeat`, a few integers in memory shared through the file
  descriptor ``BEAT``): before reading a file and before each scenario the worker writes which
  one it starts. Writing it costs no system call and wakes nobody; the parent reads it when it
  checks for stuck workers, and after a worker is lost it says exactly which scenario was at
  fault;
* **the records**, in batches on the socket: the events of a chunk are sent when the chunk is
  done, or earlier once the report interval (:data:`.pool.REPORT_INTERVAL`, in
  :class:`WorkerInit`) has passed since the last batch (records stream out while a long chunk
  runs).

SIGINT is ignored: Ctrl-C is the parent's to handle, and it stops its workers.
"""

from __future__ import annotations

import mmap
import os
import pickle
import signal
import socket
import struct
import sys
import tempfile
import time
from multiprocessing.connection import Connection
from typing import Any, NamedTuple, Protocol

from ...model.library import CardLibrary
from .batch import Answered, BatchSettings, Opened, build_library, process_source
from ...model.values import dataclass

__all__ = ["Beat", "BeatWriter", "Heartbeat", "Sender", "WorkerInit", "answer_chunk", "serve"]


@dataclass(frozen=True)
class WorkerInit:
    """What a worker needs once: the card pool (or the files to build it from), the settings,
    and the seconds after which it sends the records it has, even in the middle of a chunk."""

    library: CardLibrary | None
    card_files: tuple[str, ...]
    settings: BatchSettings
    report_interval: float


class Beat(NamedTuple):
    """What a worker last said it starts: a counter that grows with each new step, the chunk, the
    unit's index in the chunk, the scenario's position in its file (-1: reading the file) and the
    number of scenarios in the file (-1: not read yet)."""

    seq: int
    chunk: int
    unit: int
    position: int
    scenarios: int


_BEAT = struct.Struct("<5q")


class Heartbeat:
    """One :class:`Beat` in memory shared by a worker (which writes it) and the parent (which
    reads it), through a file descriptor the worker inherits. Each write is one copy of 40 bytes:
    a read made during a write can mix two beats, which the parent takes as a sign of life only;
    it trusts the fields when the worker is gone and nothing writes any more."""

    def __init__(self, fd: int):
        self.fd = fd
        self._map = mmap.mmap(fd, _BEAT.size)
        self._seq = 0

    @classmethod
    def create(cls) -> "Heartbeat":
        """A new heartbeat, zeroed, in memory that a child process can map (an anonymous memory
        file where the system has one, else an unlinked temporary file)."""
        if hasattr(os, "memfd_create"):
            fd = os.memfd_create("manasolve-heartbeat")
        else:  # pragma: no cover - not Linux
            fd, name = tempfile.mkstemp(prefix="manasolve-heartbeat-")
            os.unlink(name)
        os.ftruncate(fd, _BEAT.size)
        return cls(fd)

    def write(self, chunk: int, unit: int, position: int, count: int) -> None:
        """Say that the worker starts this step (see :class:`Beat`)."""
        self._seq += 1
        _BEAT.pack_into(self._map, 0, self._seq, chunk, unit, position, count)

    def read(self) -> Beat:
        """The last beat written."""
        return Beat(*_BEAT.unpack_from(self._map, 0))

    def close(self) -> None:
        """Unmap it and close the descriptor."""
        self._map.close()
        os.close(self.fd)


class Sender(Protocol):
    """Where a worker sends its messages (the socket's :class:`Connection`)."""

    def send(self, obj: Any) -> None: ...


class BeatWriter(Protocol):
    """Where a worker says which step it starts (a :class:`Heartbeat`)."""

    def write(self, chunk: int, unit: int, position: int, count: int) -> None: ...


def answer_chunk(conn: Sender, beat: BeatWriter, library: CardLibrary, init: WorkerInit, chunk: int, units: list[Any]) -> None:
    """Answer the units ``(number, source, start, stop)`` of one chunk: the heartbeat before each
    step, the events in batches (one when the chunk takes less than ``init.report_interval``),
    the last batch marked done."""
    settings = init.settings
    pending: list[tuple[int, Opened | Answered]] = []
    last_sent = time.monotonic()
    for index, (number, source, start, stop) in enumerate(units):
        beat.write(chunk, index, -1, -1)
        count = -1
        for event in process_source(source, library, settings, start, stop):
            if isinstance(event, Opened):
                count, following = event.count, start
            else:
                following = event.position + 1
            beat.write(chunk, index, following, count)  # what the generator does next
            pending.append((number, event))
            if time.monotonic() - last_sent >= init.report_interval:
                conn.send((chunk, pending, False))
                pending = []
                last_sent = time.monotonic()
    conn.send((chunk, pending, True))


def serve(conn: Connection, beat: Heartbeat) -> None:
    """A worker's life on ``conn`` (see the module's docstring)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        path, payload = conn.recv()
    except (EOFError, OSError):
        return
    sys.path[:] = [p for p in path if p not in sys.path] + sys.path  # to unpickle the parent's functions
    init: WorkerInit = pickle.loads(payload)
    library = init.library if init.library is not None else build_library(init.card_files)
    conn.send(("ready", [], False))
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        chunk, units = msg
        try:
            answer_chunk(conn, beat, library, init, chunk, units)
        except (BrokenPipeError, ConnectionResetError):  # the parent is gone
            return


def main(argv: list[str]) -> None:
    """The entry point: ``argv`` holds the socket's file descriptor and the heartbeat's."""
    sock = socket.socket(fileno=int(argv[0]))
    serve(Connection(sock.detach()), Heartbeat(int(argv[1])))


if __name__ == "__main__":
    main(sys.argv[1:])
