"""The project's errors: one hierarchy under :class:`ManasolveError`.

A batch calls only these a user's error (the question or the input is at fault, and the message
says what to change); anything else that escapes the solver is an internal fault, reported with
its traceback. Each class keeps the built-in base that its kind of fault had before
(``ValueError`` for bad values, ``LookupError`` for names that are not there), so ``except
ValueError`` code keeps working.

>>> from manasolve.model.errors import UnknownReferenceError, ManasolveError
>>> e = UnknownReferenceError("Forrest", ["Forest", "Island"], "unknown")
>>> isinstance(e, ManasolveError), str(e)
(True, "unknown reference 'Forrest' (did you mean 'Forest'?; candidates: Forest, Island)")
"""

from __future__ import annotations

import difflib
from typing import Iterable, Protocol, Sequence

__all__ = [
    "ManasolveError",
    "ScenarioLoadError",
    "CardTextError",
    "UnknownCardError",
    "UnknownReferenceError",
    "QueryError",
    "CardFileError",
    "LimitError",
    "InputError",
    "did_you_mean",
]


class ManasolveError(Exception):
    """Base class of every error manasolve raises on purpose (bad input or a bad question)."""


class CardTextError(ManasolveError, ValueError):
    """A sentence of a card's text that the grammar cannot read. Names the card and the
    sentence."""

    def __init__(self, card: str, sentence: str, reason: str = "the grammar cannot read this sentence"):
        self.card = card
        self.sentence = sentence
        self.reason = reason
        super().__init__(f"card {card!r}: {reason}: {sentence!r}")


class UnknownCardError(ManasolveError, LookupError):
    """A name that no card of the library has; ``suggestions`` are the closest names."""

    def __init__(self, name: str, suggestions: Iterable[str] = ()):
        self.name = name
        self.suggestions = tuple(suggestions)
        hint = f" (did you mean {', '.join(repr(s) for s in self.suggestions)}?)" if self.suggestions else ""
        super().__init__(f"unknown card {name!r}{hint}")


class UnknownReferenceError(ManasolveError, LookupError):
    """A reference to a permanent that is unknown or ambiguous (SCENARIOS.md): names the
    candidates and, for an unknown one, the closest of them."""

    def __init__(self, ref: str, candidates: Iterable[str], reason: str):
        self.ref = ref
        self.candidates = tuple(candidates)
        self.reason = reason
        listed = ", ".join(self.candidates) if self.candidates else "none"
        close = did_you_mean(ref, self.candidates) if reason == "unknown" else ""
        hint = f"did you mean {close!r}?; " if close else ""
        super().__init__(f"{reason} reference {ref!r} ({hint}candidates: {listed})")


class InputError(ManasolveError, ValueError):
    """A value manasolve cannot take: a mana string, mana cost or type line that does not follow
    the notation, or a game state that cannot be (a player who is not in the game, two permanents
    with one id)."""


class QueryError(ManasolveError, ValueError):
    """A query that is malformed or asks about something that is not there."""


class CardFileError(ManasolveError, ValueError):
    """A card file that is missing, truncated, of an unknown format, or in conflict with another."""

    def __init__(self, path: object, message: str):
        self.path = str(path)
        super().__init__(f"card file {path}: {message}")


class LimitError(ManasolveError, ValueError):
    """A question whose answer would exceed a safety bound of the solver (a number of outcomes, of
    ways to spend mana, of states searched): never a silent truncation. The message says which
    bound and how to raise it (:class:`manasolve.Options`)."""


class _Described(Protocol):
    @property
    def message(self) -> str: ...


class ScenarioLoadError(ManasolveError, ValueError):
    """Raised by the entry points that want every scenario (notebooks) when loading failed;
    ``errors`` holds every failed scenario (each with its ``message``) and the message lists
    them all."""

    def __init__(self, errors: Sequence[_Described], message: str | None = None):
        self.errors = tuple(errors)
        if message is None:
            lines = [e.message for e in self.errors]
            message = lines[0] if len(lines) == 1 else f"{len(lines)} scenarios could not be loaded:\n" + "\n".join(
                f"  - {m}" for m in lines
            )
        super().__init__(message)


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """The choice closest to ``word`` (case-insensitive), or "" when none is close."""
    options = list(choices)
    lowered = {c.lower(): c for c in options}
    close = difflib.get_close_matches(word.lower(), list(lowered), n=1, cutoff=0.6)
    return lowered[close[0]] if close else ""
