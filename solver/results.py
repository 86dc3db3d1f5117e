"""Answers and their witnesses: frozen values that print well, serialise to JSON, and render as
HTML tables in notebooks.

Every answer has ``answer`` (the value SCENARIOS.md asks for, JSON-ready) and ``why`` (the
witness: for each type or outcome, the ability, the choices, the chain of references and the
order of replacement effects that give it; for an illegal action, the rule that forbids it), and
``warnings``: the sentences of its cards the grammar left unread, when the question allows them
(``allow_unread``), so that an answer given without them never hides it.

Explanations are data: a :class:`Witness` holds its chain as :class:`ChainStep` values
(permanent, type, ability, replacement effects in order) and its replacements as :class:`Step`
values; the sentence is their ``str()``. In a notebook each answer renders as an HTML table with
a header row, one column per part of the answer, mana written as symbols and rows in the order
of ``.answer``, and its warnings below.
"""

from __future__ import annotations

import html
from dataclasses import field
from typing import Any, Sequence

from ..model.errors import QueryError
from ..model.mana import Mana, TypeSet
from ..model.values import dataclass


@dataclass(frozen=True, slots=True)
class Step:
    """One replacement effect applied to a mana event (616.1), with the choice it made, if any.

    Examples
    --------
    >>> step = Step("Contamination", "If a land is tapped for mana, it produces {B} instead.", "B")
    >>> str(step), step.to_dict()["source"]
    ('Contamination: If a land is tapped for mana, it produces {B} instead. → B', 'Contamination')
    """

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
class ChainStep:
    """One reference followed to what another permanent could produce (106.7): ``permanent``
    could produce ``type`` by ``ability``, after the replacement effects ``replacements`` in
    that order.

    Examples
    --------
    >>> str(ChainStep("Forest", "G", "{T}: Add {G}."))
    'Forest could produce G: {T}: Add {G}.'
    >>> ChainStep("Forest", "G", "{T}: Add {G}.").to_dict()
    {'permanent': 'Forest', 'type': 'G', 'ability': '{T}: Add {G}.'}
    """

    permanent: str
    type: str
    ability: str = ""
    replacements: tuple[Step, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        """The step as JSON-ready data (``replacements`` only when there are some)."""
        d: dict[str, Any] = {"permanent": self.permanent, "type": self.type, "ability": self.ability}
        if self.replacements:
            d["replacements"] = [r.to_dict() for r in self.replacements]
        return d

    def __str__(self) -> str:
        text = f"{self.permanent} could produce {self.type}"
        if self.ability:
            text += f": {self.ability}"
        return text + "".join(f"; {r}" for r in self.replacements)


@dataclass(frozen=True, slots=True)
class Witness:
    """Why one type (or one outcome) is in an answer.

    ``permanent`` and ``ability`` name the mana ability that was resolved; ``choices`` the choices
    it made ("any color: G"); ``chain`` the references followed to other permanents' "could
    produce" (106.7), outermost first, each a :class:`ChainStep`; ``replacements`` the
    replacement effects in the order they applied (616.1); ``triggers`` the triggered mana
    abilities that added mana (106.12a). ``str()`` is the sentence; ``to_dict()`` the data.

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you, opp]\\nbattlefield: {you: [Reflecting Pool, Forest], opp: [Contamination]}")
    >>> w = manasolve.could_produce(s, "Reflecting Pool").witness("B")
    >>> [step.permanent for step in w.chain], w.chain[0].type, [r.source for r in w.chain[0].replacements]
    (['Forest'], 'B', ['Contamination'])
    >>> str(w.chain[0])
    'Forest could produce B: {T}: Add {G}. (Forest, 305.6); Contamination: If a land is tapped for mana, it produces {B} instead of any other type and amount. → B'
    """

    permanent: str
    ability: str
    produced: str = ""
    choices: tuple[str, ...] = ()
    chain: tuple[ChainStep, ...] = ()
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
            d["chain"] = [c.to_dict() for c in self.chain]
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
            parts.append("via " + " → ".join(str(c) for c in self.chain))
        if self.replacements:
            parts.append("then " + "; ".join(str(s) for s in self.replacements))
        if self.triggers:
            parts.append("plus " + "; ".join(self.triggers))
        return ", ".join(parts)


    @property
    def steps(self) -> tuple[ChainStep, ...]:
        """The explanation as a list of steps: this permanent's own ability (``type`` is what it
        produced), then each reference followed, outermost first."""
        return (ChainStep(self.permanent, self.produced, self.ability, self.replacements), *self.chain)

    def html_cells(self) -> list[str]:
        """The parts of the witness as table cells (escaped HTML): ability, choices, chain,
        replacement order."""
        return [
            html.escape(self.ability),
            html.escape(", ".join(self.choices)),
            "<br>".join(html.escape(str(c)) for c in self.chain),
            "<br>".join([html.escape(str(r)) for r in self.replacements] + [html.escape(t) for t in self.triggers]),
        ]


WITNESS_COLUMNS = ("ability", "choices", "chain", "replacement order")


def symbols(mana: str) -> str:
    """Mana written as symbols, as a card would: ``"GG"`` → ``"{G}{G}"``, ``""`` → ``"(no mana)"``;
    a type letter ``"B"`` → ``"{B}"``; any other notation is kept as it is.

    >>> symbols("WUG"), symbols(""), symbols("G×387420489")
    ('{W}{U}{G}', '(no mana)', 'G×387420489')
    """
    if not mana:
        return "(no mana)"
    if all(ch in "WUBRGC" for ch in mana):
        return "".join("{%s}" % ch for ch in mana)
    return mana


def html_table(caption: str, header: Sequence[str], rows: Sequence[Sequence[str]], warnings: Sequence[str] = ()) -> str:
    """An HTML table with a caption, a header row and one row per item; cells are HTML already
    (escape text with :func:`html.escape`). Rows with no content are left out. ``warnings``
    (plain text) come below the rows, one per line, in a footer.

    >>> html_table("t", ["a", "b"], [["1", "2"], ["", ""]])
    '<table><caption>t</caption><thead><tr><th>a</th><th>b</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>'
    >>> html_table("t", ["a"], [["1"]], ["card 'X': unread"]).split("</tbody>")[1]
    "<tfoot><tr><td colspan='1'>warning: card &#x27;X&#x27;: unread</td></tr></tfoot></table>"
    """
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows if any(c for c in row))
    foot = "".join(f"<tr><td colspan='{len(header)}'>warning: {html.escape(w)}</td></tr>" for w in warnings)
    foot = f"<tfoot>{foot}</tfoot>" if foot else ""
    return f"<table><caption>{html.escape(caption)}</caption><thead><tr>{head}</tr></thead><tbody>{body}</tbody>{foot}</table>"


def with_warnings(d: dict[str, Any], warnings: tuple[str, ...]) -> dict[str, Any]:
    """An answer's mapping with its ``warnings`` (the sentences of its cards left unread, when the
    question allows them), when there are any."""
    if warnings:
        d["warnings"] = list(warnings)
    return d


def warning_lines(warnings: tuple[str, ...]) -> str:
    """The warnings as lines to append to an answer's text."""
    return "".join(f"\n  warning: {w}" for w in warnings)


@dataclass(frozen=True, slots=True)
class CouldProduce:
    """The types of mana a permanent could produce (106.7), each with its witness.

    Attributes
    ----------
    permanent
        The permanent's id.
    types
        The types.
    witnesses
        ``(type letter, Witness)`` for each type, in the order of ``answer``.

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you]\\nbattlefield: {you: [Forest]}")
    >>> r = manasolve.could_produce(s, "Forest")
    >>> r.answer, r.to_dict()["target"], str(r.witness("G"))
    (['G'], 'Forest', 'Forest: {T}: Add {G}. (Forest, 305.6)')
    """

    permanent: str
    types: TypeSet
    witnesses: tuple[tuple[str, Witness], ...] = ()
    warnings: tuple[str, ...] = ()

    kind = "could_produce"

    @property
    def answer(self) -> list[str]:
        """The types, as letters in WUBRGC order."""
        return self.types.names()

    @property
    def why(self) -> dict[str, Any]:
        """For each type its witness as data; for none, the reason."""
        if not self.types:
            return {"none": f"no mana ability of {self.permanent} would produce a definable type of mana now (106.5, 106.7)"}
        return {t: w.to_dict() for t, w in self.witnesses}

    def witness(self, type_: str) -> Witness:
        """The witness of one type (a letter).

        Raises
        ------
        QueryError
            When the permanent could not produce that type.
        """
        for t, w in self.witnesses:
            if t == type_:
                return w
        raise QueryError(f"{self.permanent} could not produce {type_!r} (it could produce {', '.join(self.answer) or 'nothing'})")

    def to_dict(self) -> dict[str, Any]:
        """``{kind, target, answer, why}`` (and ``warnings`` when there are any), JSON-ready."""
        return with_warnings({"kind": self.kind, "target": self.permanent, "answer": self.answer, "why": self.why}, self.warnings)

    def __repr__(self) -> str:
        return f"<could_produce {self.permanent}: {self.answer}>"

    def __str__(self) -> str:
        return self._text() + warning_lines(self.warnings)

    def _text(self) -> str:
        if not self.types:
            # audit31: the reason, as the JSON's why and the HTML give it
            return f"{self.permanent} could produce no mana: {self.why['none']}"
        lines = [f"{self.permanent} could produce {', '.join(self.answer)}"]
        lines += [f"  {t}: {w}" for t, w in self.witnesses]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        caption = f"{self.permanent} could produce"
        if not self.types:
            return html_table(caption, ["type", "reason"], [["none", html.escape(self.why["none"])]], self.warnings)
        by_type = dict(self.witnesses)
        rows = [[symbols(t), *by_type[t].html_cells()] for t in self.answer if t in by_type]
        return html_table(caption, ["type", *WITNESS_COLUMNS], rows, self.warnings)


@dataclass(frozen=True, slots=True)
class TapForMana:
    """Every distinct result of tapping a permanent for mana now, or ``illegal`` with a reason.

    Attributes
    ----------
    permanent
        The permanent's id.
    outcomes
        ``(mana, Witness)`` for each distinct result.
    illegal
        Why it cannot be tapped for mana now (None when it can).
    ability
        The number of the ability asked about, as the query gave it (None: all of them).

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you]\\nbattlefield: {you: [Forest, Mana Reflection]}")
    >>> r = manasolve.tap_for_mana(s, "Forest", 0)
    >>> r.answer, r.to_dict()["target"]
    (['GG'], 'Forest ability 0')
    """

    permanent: str
    outcomes: tuple[tuple[Mana, Witness], ...] = ()
    illegal: str | None = None
    ability: int | None = None
    warnings: tuple[str, ...] = ()

    kind = "tap_for_mana"

    @property
    def target(self) -> str:
        """What was asked about, in the words of every report (``Forest ability 0``)."""
        return self.permanent if self.ability is None else f"{self.permanent} ability {self.ability}"

    @property
    def answer(self) -> list[str] | str:
        """The outcomes as mana strings (shortest first), or ``"illegal"``."""
        if self.illegal is not None:
            return "illegal"
        return sorted({str(m) for m, _ in self.outcomes}, key=_mana_sort_key)

    @property
    def why(self) -> dict[str, Any]:
        """For each outcome its witness as data; when illegal, the reason."""
        if self.illegal is not None:
            return {"illegal": self.illegal}
        return {str(m) or "(no mana)": w.to_dict() for m, w in self.outcomes}

    @property
    def reason(self) -> str | None:
        """Why it cannot be tapped for mana (None when it can)."""
        return self.illegal

    def to_dict(self) -> dict[str, Any]:
        """``{kind, target, answer, why}`` (and ``warnings`` when there are any), JSON-ready."""
        return with_warnings({"kind": self.kind, "target": self.target, "answer": self.answer, "why": self.why}, self.warnings)

    def __repr__(self) -> str:
        return f"<tap_for_mana {self.target}: {self.answer}>"

    def __str__(self) -> str:
        return self._text() + warning_lines(self.warnings)

    def _text(self) -> str:
        if self.illegal is not None:
            return f"{self.target} cannot be tapped for mana now: {self.illegal}"
        lines = [f"tapping {self.target} for mana can give {', '.join(repr(a) for a in self.answer)}"]
        lines += [f"  {str(m) or '(no mana)'}: {w}" for m, w in self.outcomes]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        caption = f"tap {self.target} for mana"
        if self.illegal is not None:
            return html_table(caption, ["outcome", "reason"], [["illegal", html.escape(self.illegal)]], self.warnings)
        by_outcome = {str(m): w for m, w in self.outcomes}
        answer = self.answer
        assert isinstance(answer, list)
        rows = [[symbols(m), *by_outcome[m].html_cells()] for m in answer]
        return html_table(caption, ["outcome", *WITNESS_COLUMNS], rows, self.warnings)


@dataclass(frozen=True, slots=True)
class Verdict:
    """A yes/no answer with the reason (the rule and the cost part at fault when no).

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you]\\nbattlefield: {you: [{card: Vivid Crag, counters: {charge: 0}}]}")
    >>> v = manasolve.can_activate(s, "Vivid Crag", 1)
    >>> v.answer, v.to_dict()["target"], v.rule
    (False, 'Vivid Crag ability 1', '118.3')
    """

    kind: str
    target: str
    ok: bool
    reason: str = ""
    rule: str = ""
    details: tuple[tuple[str, Any], ...] = field(default=())
    warnings: tuple[str, ...] = ()

    @property
    def answer(self) -> bool:
        """Whether it can be done now."""
        return self.ok

    @property
    def why(self) -> dict[str, Any]:
        """The reason, the rule, and details (the payment found, what was not checked)."""
        d: dict[str, Any] = {"reason": self.reason}
        if self.rule:
            d["rule"] = self.rule
        d.update(dict(self.details))
        return d

    def __bool__(self) -> bool:
        return self.ok

    def to_dict(self) -> dict[str, Any]:
        """``{kind, target, answer, why}`` (and ``warnings`` when there are any), JSON-ready."""
        return with_warnings({"kind": self.kind, "target": self.target, "answer": self.answer, "why": self.why}, self.warnings)

    def __repr__(self) -> str:
        return f"<{self.kind} {self.target}: {self.ok}>"

    def __str__(self) -> str:
        return self._text() + warning_lines(self.warnings)

    def _text(self) -> str:
        head = f"{self.kind} {self.target}: {'yes' if self.ok else 'no'}" + (f" — {self.reason}" if self.reason else "")
        # audit31: the rule and the details, as the JSON's why and the HTML give them
        return head + (f" ({self.rule})" if self.rule else "") + "".join(f"\n  {key}: {value}" for key, value in self.details)

    def _repr_html_(self) -> str:
        header = ["answer", "reason", "rule"]
        row = [("yes" if self.ok else "no"), html.escape(self.reason), html.escape(self.rule)]
        for key, value in self.details:
            header.append(key)
            row.append(html.escape(str(value)))
        return html_table(f"{self.kind} {self.target}", header, [row], self.warnings)


def _mana_sort_key(s: str) -> tuple[int, tuple[int, ...]]:
    """Fewer mana first, then more of the earlier types in WUBRGC order ("WW" before "WU");
    read as counts, so that a large amount written ``G×387420489`` sorts by its count."""
    m = Mana.parse(s)
    return (m.total, tuple(-n for n in m.counts))
