"""A worker process of the process engine (:mod:`.pool`): ``python -m manasolve.solver.app.worker FD``.

It is started as a fresh interpreter that imports nothing of the parent's own script (unlike
multiprocessing's ``spawn``, which runs the parent's main module again, and ``fork``, which copies
the parent's threads mid-flight). Over the socket whose file descriptor is ``FD`` it receives the
parent's ``sys.path`` and its :class:`WorkerInit` once, builds the card pool once, says
``ready``, then answers chunks until told to stop (``None``) or the parent is gone; each
scenario's records are sent as soon as they are made. SIGINT is ignored: Ctrl-C is the
parent's to handle, and it stops its workers.
"""

from __future__ import annotations

import pickle
import signal
import socket
import sys
from dataclasses import dataclass
from multiprocessing.connection import Connection

from ...model.library import CardLibrary
from .batch import BatchSettings, build_library, process_source

__all__ = ["WorkerInit", "serve"]


@dataclass(frozen=True)
class WorkerInit:
    """What a worker needs once: the card pool (or the files to build it from) and the settings."""

    library: CardLibrary | None
    card_files: tuple[str, ...]
    settings: BatchSettings


def serve(conn: Connection) -> None:
    """A worker's life on ``conn`` (see the module's docstring)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        path, payload = conn.recv()
    except (EOFError, OSError):
        return
    sys.path[:] = [p for p in path if p not in sys.path] + sys.path  # to unpickle the parent's functions
    init: WorkerInit = pickle.loads(payload)
    library = init.library if init.library is not None else build_library(init.card_files)
    conn.send(("ready", None, None))
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return
        if msg is None:
            return
        chunk_id, units = msg
        try:
            for number, source, start in units:
                for event in process_source(source, library, init.settings, start):
                    conn.send((chunk_id, number, event))
            conn.send((chunk_id, None, None))
        except (BrokenPipeError, ConnectionResetError):  # the parent is gone
            return


def main(argv: list[str]) -> None:
    """The entry point: ``argv`` holds the socket's file descriptor."""
    sock = socket.socket(fileno=int(argv[0]))
    serve(Connection(sock.detach()))


if __name__ == "__main__":
    main(sys.argv[1:])
