"""A card library that reads no grammar, for the loader, checker and CLI tests.

It lives in its own module (not conftest.py) so that worker processes can unpickle it: two
conftest modules (tests/ and tests/benchmarks/) make ``conftest`` an ambiguous name.
"""

from __future__ import annotations

from typing import Iterable, Mapping

from manasolve.model.cards import Card, TypeLine
from manasolve.model.costs import ManaCost
from manasolve.model.library import CardLibrary

UNREADABLE = "UNREADABLE"


class StubLibrary(CardLibrary):
    """A CardLibrary whose cards have no abilities; the grammar is never called."""

    def with_cards(self, records: Iterable[Mapping[str, object]]) -> "StubLibrary":
        child = StubLibrary.from_records(records)
        child.parent = self
        return child

    def get(self, name: str, *, allow_unread: bool | None = None) -> Card:
        data = self.get_data(name)  # UnknownCardError with suggestions when unknown
        if UNREADABLE in data.oracle_text:
            from manasolve.model.errors import CardTextError

            raise CardTextError(data.name, data.oracle_text)
        return Card(
            name=data.name,
            mana_cost=ManaCost.parse(data.mana_cost),
            type_line=TypeLine.parse(data.type_line),
            oracle_text=data.oracle_text,
            abilities=(),
            power=data.power,
            toughness=data.toughness,
        )


# --- answers for the fault tests (importable by worker processes and Dask workers) -------------


class StubAnswer:
    """What :func:`fault_answer` returns: an answer and a witness."""

    def __init__(self, answer, why):
        self.answer = answer
        self.why = why


def stuck_in_compiled_code(seconds: float = 30.0) -> None:
    """About ``seconds`` of key stretching inside OpenSSL's C code, which never looks at signals:
    an alarm cannot interrupt it, only killing the process can. The rounds a second are measured
    first (one to four million, by machine), so that the one long call lasts about ``seconds``
    on any machine."""
    import hashlib
    import time

    start = time.perf_counter()
    hashlib.pbkdf2_hmac("sha256", b"stuck", b"salt", 200_000)
    per_second = 200_000 / max(time.perf_counter() - start, 1e-6)
    hashlib.pbkdf2_hmac("sha256", b"stuck", b"salt", int(seconds * per_second))


def fault_answer(state, query, *, options):
    """Answers without the solver: ``could_produce`` of a permanent gives the letters of its basic
    land types. Special references: ``stuck`` hangs in compiled code (``stuck a while``: about 10 seconds); ``die`` kills its own
    process (SIGKILL); ``die once`` does that only the first time (a marker file in
    ``$MANASOLVE_TEST_MARKERS``); (nothing else)."""
    import os
    import signal
    from pathlib import Path

    value = query.value
    ref = value.get("permanent") if isinstance(value, dict) else value
    if ref == "stuck":
        stuck_in_compiled_code()
    if ref == "stuck a while":
        stuck_in_compiled_code(10.0)  # ~10 s: past the Dask test's 3 s allowance on any machine
        return StubAnswer([], {"stuck": "a while"})
    if ref == "die":
        os.kill(os.getpid(), signal.SIGKILL)
    if ref == "die once":
        marker = Path(os.environ["MANASOLVE_TEST_MARKERS"]) / "died"
        if not marker.exists():
            marker.write_text("once")
            os.kill(os.getpid(), signal.SIGKILL)
        return StubAnswer([], {"retried": True})
    card = state.permanent(ref).card
    letters = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
    return StubAnswer([letters[t] for t in letters if t in card.subtypes], {"stub": card.name})
