"""Answers of the casting queries (SCENARIOS.md): ``cast``, ``cast_options`` and ``enters``.

Frozen values in the style of :mod:`solver.results`: ``answer`` is exactly the shape SCENARIOS.md
gives (``{legal, cost, reason}``; a list of cast mappings each with its ``cost``;
``{counters, mana_value}``), ``why`` the witness (the rule, the choices, the cost breakdown and
which source pays which symbol), ``to_dict()`` for JSON, ``_repr_html_`` for notebooks (a table
with a header row, one column per part of the answer).

>>> import manasolve
>>> s = manasolve.scenario("players: [you]\\nbattlefield: {you: [Mountain]}\\nhand: {you: [Fireball]}")
>>> v = manasolve.cast(s, "Fireball")
>>> v.to_dict()["target"], v.answer["cost"], bool(v)
('Fireball', '{R}', True)
>>> "<th>total cost</th>" in v._repr_html_()
True
>>> len(manasolve.cast_options(s, "Fireball")), manasolve.enters(s, "Endless One", x=2).answer
(2, {'counters': {'+1/+1': 2}, 'mana_value': 0})
"""

from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any, Mapping

from ..results import html_table, warning_lines, with_warnings


def _esc(value: object) -> str:
    return html.escape(str(value))


@dataclass(frozen=True, slots=True)
class PaymentWitness:
    """How a total cost is paid: the mana each source adds (with what it really is when a spending
    rule lets it be spent as another type) and which symbol each mana pays."""

    mana: tuple[tuple[str, str], ...] = ()
    symbols: tuple[tuple[str, str], ...] = ()
    spent_as: tuple[tuple[str, str], ...] = ()

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"sources": {sid: m for sid, m in self.mana}}
        if self.symbols:
            d["symbols"] = [{"symbol": s, "paid_by": by} for s, by in self.symbols]
        if self.spent_as:
            d["spent_as"] = {sid: note for sid, note in self.spent_as}
        return d

    def __str__(self) -> str:
        if self.symbols:
            return ", ".join(f"{s} ← {by}" for s, by in self.symbols)
        return ", ".join(f"{sid}: {m}" for sid, m in self.mana) or "nothing to pay"


def breakdown_text(breakdown: tuple[Mapping[str, str], ...]) -> str:
    """audit31: a total cost's parts as one line ("mana cost {G}{U} {G}{U} (601.2f) + commander tax
    ... {4} (903.8, 601.2f)"), for the text and HTML displays (the JSON's ``why.cost``)."""
    return " + ".join(f"{p.get('what', '')}: {p.get('cost', '')}" + (f" ({p['rule']})" if p.get("rule") else "") for p in breakdown)


@dataclass(frozen=True, slots=True)
class CastOption:
    """One way to cast a spell: the mapping ``cast`` takes, its total cost, and how it is paid."""

    choice: Mapping[str, Any]
    cost: str
    breakdown: tuple[Mapping[str, str], ...] = ()
    payment: PaymentWitness | None = None

    @property
    def answer(self) -> dict[str, Any]:
        return {**self.choice, "cost": self.cost}

    def why(self) -> dict[str, Any]:
        d: dict[str, Any] = {"cost": list(self.breakdown)}
        if self.payment is not None:
            d["payment"] = self.payment.to_dict()
        return d


@dataclass(frozen=True, slots=True)
class CastVerdict:
    """Whether one way of casting a spell is legal now (601.2, 118), its total cost (601.2f) and
    the reason: for a legal cast the choices made and the payment; for an illegal one the rule
    that forbids it."""

    card: str
    legal: bool
    cost: str | None
    reason: str
    rule: str = ""
    option: CastOption | None = None
    notes: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()

    kind = "cast"

    @property
    def answer(self) -> dict[str, Any]:
        reason = self.reason if not self.rule or self.legal else f"{self.reason} ({self.rule})"
        return {"legal": self.legal, "cost": self.cost, "reason": reason}

    @property
    def why(self) -> dict[str, Any]:
        d: dict[str, Any] = {"reason": self.reason}
        if self.rule:
            d["rule"] = self.rule
        if self.option is not None:
            d["choice"] = dict(self.option.choice)
            d.update(self.option.why())
        if self.notes:
            d["notes"] = list(self.notes)
        return d

    def __bool__(self) -> bool:
        return self.legal

    def to_dict(self) -> dict[str, Any]:
        return with_warnings({"kind": self.kind, "target": self.card, "answer": self.answer, "why": self.why}, self.warnings)

    def __repr__(self) -> str:
        return f"<cast {self.card}: {'legal' if self.legal else 'illegal'} {self.cost or ''}>".replace(" >", ">")

    def __str__(self) -> str:
        return self._text() + warning_lines(self.warnings)

    def _text(self) -> str:
        head = f"cast {self.card}: {'legal' if self.legal else 'illegal'}"
        if self.cost is not None:
            head += f", total cost {self.cost}"
        head += f" — {self.reason}" + (f" ({self.rule})" if self.rule else "")
        parts = "" if self.option is None else breakdown_text(self.option.breakdown)
        # audit31: how the total cost is made (the JSON's why.cost), also for an illegal cast
        return head + (f"\n  total cost: {parts}" if parts else "") + "".join(f"\n  {n}" for n in self.notes)

    def _repr_html_(self) -> str:
        header = ["legal", "total cost", "reason", "rule", "choices", "cost parts", "payment"]
        choices = "" if self.option is None else ", ".join(f"{k}={v}" for k, v in self.option.choice.items() if k != "card")
        payment = "" if self.option is None or self.option.payment is None else str(self.option.payment)
        parts = "" if self.option is None else breakdown_text(self.option.breakdown)
        reason = "<br>".join(_esc(r) for r in (self.reason, *self.notes))
        row = ["yes" if self.legal else "no", _esc(self.cost or ""), reason, _esc(self.rule), _esc(choices), _esc(parts), _esc(payment)]
        return html_table(f"cast {self.card}", header, [row], self.warnings)


@dataclass(frozen=True, slots=True)
class CastOptions:
    """Every legal way to cast a spell now, each as the mapping ``cast`` takes plus its ``cost``;
    when there is none, ``reasons`` says why (per permission)."""

    card: str
    options: tuple[CastOption, ...] = ()
    reasons: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()

    kind = "cast_options"

    @property
    def answer(self) -> list[dict[str, Any]]:
        return [o.answer for o in self.options]

    @property
    def why(self) -> dict[str, Any]:
        if not self.options:
            return {"none": list(self.reasons) or ["no legal way to cast it now"]}
        return {"options": [{**o.answer, **o.why()} for o in self.options]}

    def __len__(self) -> int:
        return len(self.options)

    def to_dict(self) -> dict[str, Any]:
        return with_warnings({"kind": self.kind, "target": self.card, "answer": self.answer, "why": self.why}, self.warnings)

    def __repr__(self) -> str:
        return f"<cast_options {self.card}: {len(self.options)} way(s)>"

    def __str__(self) -> str:
        return self._text() + warning_lines(self.warnings)

    def _text(self) -> str:
        if not self.options:
            return f"{self.card} can't be cast now: " + "; ".join(self.reasons)
        lines = [f"{self.card} can be cast {len(self.options)} way(s):"]
        for o in self.options:
            shown = ", ".join(f"{k}={v}" for k, v in o.choice.items() if k != "card")
            lines.append(f"  {o.cost}: {shown}")
            # audit31: the cost's parts and the payment (the JSON's why), as the HTML gives them
            if o.breakdown:
                lines.append(f"    total cost: {breakdown_text(o.breakdown)}")
            if o.payment is not None:
                lines.append(f"    paid with {o.payment}")
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        if not self.options:
            return html_table(f"ways to cast {self.card}", ["ways", "reason"], [["none", _esc("; ".join(self.reasons) or "no legal way")]], self.warnings)
        rows = [
            [_esc(o.cost), _esc(", ".join(f"{k}={v}" for k, v in o.choice.items() if k != "card") or "normal"), _esc(breakdown_text(o.breakdown)), _esc(o.payment or "")]
            for o in self.options
        ]
        return html_table(f"ways to cast {self.card}", ["total cost", "choices", "cost parts", "payment"], rows, self.warnings)


@dataclass(frozen=True, slots=True)
class Enters:
    """What the permanent a spell becomes enters with (614.1c, 107.3m) and its mana value
    (202.3, with its own X as 0: 202.3e)."""

    card: str
    counters: Mapping[str, int] = field(default_factory=dict)
    mana_value: int = 0
    reasons: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()
    gains: tuple[str, ...] = ()  # counters10: keyword abilities mana spent on it gives it (106.6a)

    kind = "enters"

    @property
    def answer(self) -> dict[str, Any]:
        if self.gains:  # counters10: only when mana spent on it gave it abilities (106.6a)
            return {"counters": dict(self.counters), "mana_value": self.mana_value, "gains": list(self.gains)}
        return {"counters": dict(self.counters), "mana_value": self.mana_value}

    @property
    def why(self) -> dict[str, Any]:
        return {"reasons": list(self.reasons)}

    def to_dict(self) -> dict[str, Any]:
        return with_warnings({"kind": self.kind, "target": self.card, "answer": self.answer, "why": self.why}, self.warnings)

    def __repr__(self) -> str:
        return f"<enters {self.card}: {self.answer}>"

    def __str__(self) -> str:
        return self._text() + warning_lines(self.warnings)

    def _text(self) -> str:
        counters = ", ".join(f"{n} {k}" for k, n in self.counters.items()) or "no counters"
        gains = f"; it gains {', '.join(self.gains)}" if self.gains else ""
        # audit31: the reasons, as the JSON's why and the HTML give them
        return "\n".join([f"{self.card} enters with {counters}; mana value {self.mana_value}{gains}", *(f"  {r}" for r in self.reasons)])

    def _repr_html_(self) -> str:
        counters = ", ".join(f"{n} {k}" for k, n in self.counters.items() if n) or "none"
        row = [_esc(counters), str(self.mana_value), "<br>".join(_esc(r) for r in self.reasons)]
        if self.gains:  # audit31: the answer's gains (106.6a), as the JSON gives them
            return html_table(f"{self.card} enters", ["counters", "mana value", "gains", "why"], [[*row[:2], _esc(", ".join(self.gains)), row[2]]], self.warnings)
        return html_table(f"{self.card} enters", ["counters", "mana value", "why"], [row], self.warnings)
