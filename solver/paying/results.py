"""The answers of the whole-board queries, ``available_mana`` and ``can_pay``, with their plans.

A plan is a list of :class:`PlanStep`: which ability of which object was activated, in which
order, what its cost took (mana from the pool, life, permanents sacrificed or tapped, counters),
which choices it made, the replacement effects in the order they applied and the triggered mana
abilities that added mana. In a notebook a pool shows as mana symbols and a plan as a table.
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Any

from ...model.mana import Mana, ManaType
from ..results import Witness, warning_lines, with_warnings

__all__ = ["AvailableMana", "CanPay", "PlanStep", "mana_symbols"]


def mana_symbols(m: Mana) -> str:
    """Mana as symbols, ``{W}{G}{G}``; ``{0}`` for none."""
    return "".join("{" + t.name + "}" for t in ManaType for _ in range(m[t])) or "{0}"


def _sort_key(s: str) -> tuple[int, str]:
    order = "WUBRGC"
    return (len(s), "".join(chr(65 + order.index(c)) for c in s))


@dataclass(frozen=True, slots=True)
class PlanStep:
    """One activation of a plan.

    ``paid``: the mana its cost took from the pool; ``life``: life paid (119.4); ``costs``: the
    other parts of its cost as paid ("tapped p3", "sacrificed Forest"); ``produced``: all the mana
    it added (the ability's, replaced, plus what triggered mana abilities added); ``witness``: the
    ability, its choices, the replacement effects in order (616.1) and the triggers (106.12a);
    ``restriction``: the ability's spending restriction (106.6), if any."""

    order: int
    permanent: str
    ability: str
    produced: Mana
    witness: Witness
    paid: Mana = Mana()
    life: int = 0
    costs: tuple[str, ...] = ()
    restriction: str | None = None

    def to_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {"step": self.order, "permanent": self.permanent, "ability": self.ability}
        if self.paid:
            d["paid"] = str(self.paid)
        if self.life:
            d["life"] = self.life
        if self.costs:
            d["costs"] = list(self.costs)
        d["produced"] = str(self.produced)
        w = self.witness
        if w.choices:
            d["choices"] = list(w.choices)
        if w.replacements:
            d["replacements"] = [s.to_dict() for s in w.replacements]
        if w.triggers:
            d["triggers"] = list(w.triggers)
        if self.restriction:
            d["restriction"] = self.restriction
        return d

    def __str__(self) -> str:
        bits = [f"{self.order}. {self.permanent}: {self.ability}"]
        paid = []
        if self.paid:
            paid.append(f"paying {mana_symbols(self.paid)}")
        if self.life:
            paid.append(f"{self.life} life")
        paid += list(self.costs)
        if paid:
            bits.append("(" + ", ".join(paid) + ")")
        w = self.witness
        extra = []
        if w.choices:
            extra.append("choosing " + ", ".join(w.choices))
        if w.replacements:
            extra.append("then " + "; ".join(str(s) for s in w.replacements))
        if w.triggers:
            extra.append("plus " + "; ".join(w.triggers))
        bits.append(f"→ {mana_symbols(self.produced)}")
        text = " ".join(bits)
        if extra:
            text += " [" + "; ".join(extra) + "]"
        if self.restriction:
            text += f" [{self.restriction}]"
        return text

    def row(self) -> tuple[str, ...]:
        w = self.witness
        how = "; ".join(filter(None, [", ".join(w.choices), "; ".join(str(s) for s in w.replacements), "; ".join(w.triggers), self.restriction or ""]))
        cost = ", ".join(filter(None, [mana_symbols(self.paid) if self.paid else "", f"{self.life} life" if self.life else "", *self.costs]))
        return (str(self.order), self.permanent, self.ability, cost, mana_symbols(self.produced), how)


def _plan_table(title: str, plan: tuple[PlanStep, ...]) -> str:
    head = "".join(f"<th>{h}</th>" for h in ("#", "object", "ability", "cost paid", "adds", "choices, replacements, triggers"))
    body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in step.row()) + "</tr>" for step in plan)
    return f"<table><caption>{html.escape(title)}</caption><tr>{head}</tr>{body}</table>"


@dataclass(frozen=True, slots=True)
class UnboundedCycle:
    """Activations that, repeated, make mana without limit: the plan that reaches the cycle's
    start, the cycle itself, and the pool before and after one turn of it."""

    before: tuple[PlanStep, ...]
    cycle: tuple[PlanStep, ...]
    start: Mana
    end: Mana

    def to_dict(self) -> dict[str, Any]:
        gain = Mana(tuple(b - a for a, b in zip(self.start.counts, self.end.counts)))
        return {
            "unbounded": f"repeating the cycle turns {self.start or 'no mana'} into {self.end} (+{gain}) with nothing else changed, "
            "so it can be repeated without limit (605.3a: mana abilities may be activated whenever their costs can be paid)",
            "before": [s.to_dict() for s in self.before],
            "cycle": [s.to_dict() for s in self.cycle],
        }


@dataclass(frozen=True, slots=True)
class AvailableMana:
    """Every maximal pool a player can have at once now (SCENARIOS.md ``available_mana``), each
    with one plan that makes it and the spending restrictions of its mana; or ``unbounded`` with
    the cycle."""

    player: str
    pools: tuple[tuple[Mana, tuple[PlanStep, ...], tuple[str, ...]], ...] = ()
    unbounded: UnboundedCycle | None = None
    notes: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()

    kind = "available_mana"

    @property
    def answer(self) -> list[str] | str:
        if self.unbounded is not None:
            return "unbounded"
        return sorted((str(m) for m, _, _ in self.pools), key=_sort_key) or [""]

    @property
    def why(self) -> dict[str, Any]:
        if self.unbounded is not None:
            d = self.unbounded.to_dict()
        else:
            d = {}
            for m, plan, restrictions in self.pools:
                entry: dict[str, Any] = {"plan": [s.to_dict() for s in plan]}
                if restrictions:
                    entry["restrictions"] = list(restrictions)
                d[str(m) or "(no mana)"] = entry
        if self.notes:
            d["notes"] = list(self.notes)
        return d

    def to_dict(self) -> dict[str, Any]:
        """``{kind, target, answer, why}`` (and ``warnings`` when there are any), JSON-ready."""
        return with_warnings({"kind": self.kind, "target": self.player, "answer": self.answer, "why": self.why}, self.warnings)

    def __repr__(self) -> str:
        return f"<available_mana {self.player}: {self.answer}>"

    def __str__(self) -> str:
        if self.unbounded is not None:
            u = self.unbounded
            lines = [f"{self.player} can make mana without limit:"]
            lines += [f"  {s}" for s in u.before]
            lines.append("  then repeat:")
            lines += [f"    {s}" for s in u.cycle]
            return "\n".join(lines) + warning_lines(self.warnings)
        lines = [f"{self.player} can have any of {len(self.pools)} maximal pool(s):"]
        for m, plan, restrictions in self.pools:
            lines.append(f"  {mana_symbols(m)}" + (f" (restricted: {'; '.join(restrictions)})" if restrictions else ""))
            lines += [f"    {s}" for s in plan]
        lines += [f"  note: {n}" for n in self.notes]
        return "\n".join(lines) + warning_lines(self.warnings)

    def _repr_html_(self) -> str:
        if self.unbounded is not None:
            u = self.unbounded
            return _plan_table(f"{self.player}: unbounded — before the cycle", u.before) + _plan_table("the cycle, repeated", u.cycle) + _warning_html(self.warnings)
        parts = [f"<p><b>{html.escape(self.player)}</b>: {len(self.pools)} maximal pool(s)</p>"]
        for m, plan, restrictions in self.pools:
            title = mana_symbols(m) + (f" (restricted: {'; '.join(restrictions)})" if restrictions else "")
            parts.append(_plan_table(title, plan))
        parts += [f"<p>note: {html.escape(n)}</p>" for n in self.notes]  # audit31: as the JSON's why.notes
        return "".join(parts) + _warning_html(self.warnings)


@dataclass(frozen=True, slots=True)
class CanPay:
    """Whether a player can pay a mana cost now (SCENARIOS.md ``can_pay``), with one way to pay:
    the plan of activations and which mana (or life) pays each symbol."""

    player: str
    cost: str
    ok: bool
    reason: str
    plan: tuple[PlanStep, ...] = ()
    symbols: tuple[tuple[str, str], ...] = ()
    life: int = 0
    notes: tuple[str, ...] = ()
    warnings: tuple[str, ...] = ()

    kind = "can_pay"

    @property
    def answer(self) -> bool:
        return self.ok

    def __bool__(self) -> bool:
        return self.ok

    @property
    def why(self) -> dict[str, Any]:
        d: dict[str, Any] = {"reason": self.reason, "rule": "601.2g-h, 605.3a" if self.ok else "601.2g-h, 118.3"}
        if self.plan:
            d["plan"] = [s.to_dict() for s in self.plan]
        if self.symbols:
            d["symbols"] = [{"symbol": a, "paid_with": b} for a, b in self.symbols]
        if self.life:
            d["life"] = self.life
        if self.notes:
            d["notes"] = list(self.notes)
        return d

    def to_dict(self) -> dict[str, Any]:
        """``{kind, target, answer, why}`` (and ``warnings`` when there are any), JSON-ready."""
        return with_warnings({"kind": self.kind, "target": f"{self.player} {self.cost}", "answer": self.answer, "why": self.why}, self.warnings)

    def __repr__(self) -> str:
        return f"<can_pay {self.player} {self.cost}: {self.ok}>"

    def __str__(self) -> str:
        rule = self.why["rule"]
        lines = [f"{self.player} {'can' if self.ok else 'cannot'} pay {self.cost}: {self.reason} ({rule})"]
        lines += [f"  {s}" for s in self.plan]
        if self.symbols:
            lines.append("  " + ", ".join(f"{a} ← {b}" for a, b in self.symbols))
        # audit31: the life paid and the notes, as the JSON's why gives them
        if self.life:
            lines.append(f"  {self.life} life paid")
        lines += [f"  {n}" for n in self.notes]
        return "\n".join(lines) + warning_lines(self.warnings)

    def _repr_html_(self) -> str:
        rule = self.why["rule"]
        head = f"<p><b>{html.escape(self.player)}</b> {'can' if self.ok else 'cannot'} pay {html.escape(self.cost)}: {html.escape(self.reason)} ({html.escape(rule)})</p>"
        out = head + (_plan_table("the plan", self.plan) if self.plan else "")
        if self.symbols:
            rows = "".join(f"<tr><td>{html.escape(a)}</td><td>{html.escape(b)}</td></tr>" for a, b in self.symbols)
            out += f"<table><caption>symbols</caption><tr><th>symbol</th><th>paid with</th></tr>{rows}</table>"
        if self.life:  # audit31
            out += f"<p>{self.life} life paid</p>"
        out += "".join(f"<p>{html.escape(n)}</p>" for n in self.notes)
        return out + _warning_html(self.warnings)


def _warning_html(warnings: tuple[str, ...]) -> str:
    """The warnings of an answer (unread sentences it left out) as paragraphs below it."""
    return "".join(f"<p>warning: {html.escape(w)}</p>" for w in warnings)
