"""Answers and their witnesses: frozen values that print well, serialise to JSON, and render as
HTML tables in notebooks.

Every answer has ``answer`` (the value SCENARIOS.md asks for, JSON-ready) and ``why`` (the
witness: for each type or outcome, the ability, the choices, the chain of references and the
order of replacement effects that give it; for an illegal action, the rule that forbids it), and
``warnings``: the sentences of its cards the grammar left unread, when the question allows them
(``allow_unread``), so that an answer given without them never hides it.
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any

from ..model.mana import Mana, TypeSet


@dataclass(frozen=True, slots=True)
class Step:
    """One replacement effect applied to a mana event, with the choice it made, if any."""

    source: str          # the permanent whose effect applied
    effect: str          # the effect's text
    result: str          # the mana after it, "BB"
    choice: str = ""     # "chose G" for Pulse of Llanowar

    def to_dict(self) -> dict[str, Any]:
        d = {"source": self.source, "effect": self.effect, "result": self.result}
        if self.choice:
            d["choice"] = self.choice
        return d

    def __str__(self) -> str:
        return f"{self.source}: {self.effect} → {self.result or 'nothing'}" + (f" ({self.choice})" if self.choice else "")


@dataclass(frozen=True, slots=True)
class Witness:
    """Why one type (or one outcome) is in an answer.

    ``permanent`` and ``ability`` name the mana ability that was resolved; ``choices`` the choices
    it made ("any color: G"); ``chain`` the references followed to other permanents' "could
    produce" (106.7), outermost first; ``replacements`` the replacement effects in the order they
    applied (616.1); ``triggers`` the triggered mana abilities that added mana (106.12a).
    """

    permanent: str
    ability: str
    produced: str = ""
    choices: tuple[str, ...] = ()
    chain: tuple[str, ...] = ()
    replacements: tuple[Step, ...] = ()
    triggers: tuple[str, ...] = ()
    effects: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"permanent": self.permanent, "ability": self.ability}
        if self.produced:
            d["produced"] = self.produced
        if self.choices:
            d["choices"] = list(self.choices)
        if self.chain:
            d["chain"] = list(self.chain)
        if self.replacements:
            d["replacements"] = [s.to_dict() for s in self.replacements]
        if self.triggers:
            d["triggers"] = list(self.triggers)
        if self.effects:
            d["effects"] = list(self.effects)
        return d

    def __str__(self) -> str:
        parts = [f"{self.permanent}: {self.ability}"]
        if self.choices:
            parts.append("choosing " + ", ".join(self.choices))
        if self.chain:
            parts.append("via " + " → ".join(self.chain))
        if self.replacements:
            parts.append("then " + "; ".join(str(s) for s in self.replacements))
        if self.triggers:
            parts.append("plus " + "; ".join(self.triggers))
        return ", ".join(parts)


def with_warnings(d: dict[str, Any], warnings: tuple[str, ...]) -> dict[str, Any]:
    """An answer's mapping with its ``warnings`` (the sentences of its cards left unread, when the
    question allows them), when there are any."""
    if warnings:
        d["warnings"] = list(warnings)
    return d


def warning_lines(warnings: tuple[str, ...]) -> str:
    """The warnings as lines to append to an answer's text."""
    return "".join(f"\n  warning: {w}" for w in warnings)


def warning_rows(warnings: tuple[str, ...]) -> list[tuple[str, str]]:
    """The warnings as rows of an answer's HTML table."""
    return [("warning", w) for w in warnings]


def _html_table(title: str, rows: list[tuple[str, str]]) -> str:
    body = "".join(f"<tr><td><b>{html.escape(a)}</b></td><td>{html.escape(b)}</td></tr>" for a, b in rows)
    return f"<table><caption>{html.escape(title)}</caption>{body}</table>"


@dataclass(frozen=True, slots=True)
class CouldProduce:
    """The types of mana a permanent could produce (106.7), each with its witness."""

    permanent: str
    types: TypeSet
    witnesses: tuple[tuple[str, Witness], ...] = ()
    warnings: tuple[str, ...] = ()

    kind = "could_produce"

    @property
    def answer(self) -> list[str]:
        return self.types.names()

    @property
    def why(self) -> dict[str, Any]:
        if not self.types:
            return {"none": f"no mana ability of {self.permanent} would produce a definable type of mana now (106.5, 106.7)"}
        return {t: w.to_dict() for t, w in self.witnesses}

    def to_dict(self) -> dict[str, Any]:
        return with_warnings({"kind": self.kind, "target": self.permanent, "answer": self.answer, "why": self.why}, self.warnings)

    def __repr__(self) -> str:
        return f"<could_produce {self.permanent}: {self.answer}>"

    def __str__(self) -> str:
        return self._text() + warning_lines(self.warnings)

    def _text(self) -> str:
        if not self.types:
            return f"{self.permanent} could produce no mana"
        lines = [f"{self.permanent} could produce {', '.join(self.answer)}"]
        lines += [f"  {t}: {w}" for t, w in self.witnesses]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        rows = [(t, str(w)) for t, w in self.witnesses] or [("none", self.why["none"])]
        return _html_table(f"{self.permanent} could produce", rows + warning_rows(self.warnings))


@dataclass(frozen=True, slots=True)
class TapForMana:
    """Every distinct result of tapping a permanent for mana now, or ``illegal`` with a reason."""

    permanent: str
    outcomes: tuple[tuple[Mana, Witness], ...] = ()
    illegal: str | None = None
    warnings: tuple[str, ...] = ()

    kind = "tap_for_mana"

    @property
    def answer(self) -> list[str] | str:
        if self.illegal is not None:
            return "illegal"
        return sorted({str(m) for m, _ in self.outcomes}, key=_mana_sort_key)

    @property
    def why(self) -> dict[str, Any]:
        if self.illegal is not None:
            return {"illegal": self.illegal}
        return {str(m) or "(no mana)": w.to_dict() for m, w in self.outcomes}

    @property
    def reason(self) -> str | None:
        return self.illegal

    def to_dict(self) -> dict[str, Any]:
        return with_warnings({"kind": self.kind, "target": self.permanent, "answer": self.answer, "why": self.why}, self.warnings)

    def __repr__(self) -> str:
        return f"<tap_for_mana {self.permanent}: {self.answer}>"

    def __str__(self) -> str:
        return self._text() + warning_lines(self.warnings)

    def _text(self) -> str:
        if self.illegal is not None:
            return f"{self.permanent} cannot be tapped for mana now: {self.illegal}"
        lines = [f"tapping {self.permanent} for mana can give {', '.join(repr(a) for a in self.answer)}"]
        lines += [f"  {str(m) or '(no mana)'}: {w}" for m, w in self.outcomes]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        if self.illegal is not None:
            return _html_table(f"tap {self.permanent} for mana", [("illegal", self.illegal)] + warning_rows(self.warnings))
        return _html_table(f"tap {self.permanent} for mana", [(str(m) or "(no mana)", str(w)) for m, w in self.outcomes] + warning_rows(self.warnings))


@dataclass(frozen=True, slots=True)
class Verdict:
    """A yes/no answer with the reason (the rule and the cost part at fault when no)."""

    kind: str
    target: str
    ok: bool
    reason: str = ""
    rule: str = ""
    details: tuple[tuple[str, Any], ...] = field(default=())
    warnings: tuple[str, ...] = ()

    @property
    def answer(self) -> bool:
        return self.ok

    @property
    def why(self) -> dict[str, Any]:
        d: dict[str, Any] = {"reason": self.reason}
        if self.rule:
            d["rule"] = self.rule
        d.update(dict(self.details))
        return d

    def __bool__(self) -> bool:
        return self.ok

    def to_dict(self) -> dict[str, Any]:
        return with_warnings({"kind": self.kind, "target": self.target, "answer": self.answer, "why": self.why}, self.warnings)

    def __repr__(self) -> str:
        return f"<{self.kind} {self.target}: {self.ok}>"

    def __str__(self) -> str:
        return self._text() + warning_lines(self.warnings)

    def _text(self) -> str:
        return f"{self.kind} {self.target}: {'yes' if self.ok else 'no'}" + (f" — {self.reason}" if self.reason else "")

    def _repr_html_(self) -> str:
        return _html_table(f"{self.kind} {self.target}", [("answer", str(self.ok)), ("reason", self.reason), ("rule", self.rule)] + warning_rows(self.warnings))


def _mana_sort_key(s: str) -> tuple[int, str]:
    order = "WUBRGC"
    return (len(s), "".join(chr(65 + order.index(c)) for c in s))
