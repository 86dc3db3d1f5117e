"""How the game's nouns render in a notebook: HTML tables for a card, a game state (a table of
permanents per player, with their state) and a scenario (its board and its queries).

Pure functions of plain values, used by the ``_repr_html_`` methods of
:class:`~manasolve.model.cards.Card`, :class:`~manasolve.model.state.GameState` and
:class:`~manasolve.model.scenario.Scenario`. Nothing here is imported at run time by them but this
module, which imports no other module of the project (the values are read by their attributes).
"""

from __future__ import annotations

import html
from typing import Any, Iterable, Sequence

__all__ = ["card_html", "state_html", "table"]


def _e(value: object) -> str:
    return html.escape(str(value))


def table(caption: str, header: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    """An HTML table with a caption and a header row; cells are HTML already; rows with no
    content are left out.

    >>> table("c", ["a"], [["x"], [""]])
    '<table><caption>c</caption><thead><tr><th>a</th></tr></thead><tbody><tr><td>x</td></tr></tbody></table>'
    """
    head = "".join(f"<th>{_e(h)}</th>" for h in header)
    body = "".join("<tr>" + "".join(f"<td>{c}</td>" for c in row) + "</tr>" for row in rows if any(row))
    return f"<table><caption>{_e(caption)}</caption><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def type_line_text(card: Any) -> str:
    """``Legendary Land — Forest``: a card's type line as printed (205)."""
    tl = card.type_line
    left = " ".join([*sorted(tl.supertypes), *sorted(tl.card_types)])
    return f"{left} — {' '.join(sorted(tl.subtypes))}" if tl.subtypes else left


def card_html(card: Any) -> str:
    """A card as a one-row table: name, mana cost, type line, text, and how many abilities were
    read from it."""
    cost = str(card.mana_cost) if str(card.mana_cost) else ""
    text = _e(card.oracle_text).replace("\n", "<br>")
    pt = f"{card.power}/{card.toughness}" if card.power is not None else ""
    row = [_e(card.name), _e(cost), _e(type_line_text(card)), text, _e(pt), str(len(card.abilities))]
    return table(card.name, ["name", "mana cost", "type line", "text", "P/T", "abilities read"], [row])


def permanent_state(p: Any) -> str:
    """What a permanent's state is, in words: tapped, summoning sick, counters, chosen colour,
    attachment, extra types, token, kicked, X."""
    parts: list[str] = []
    if p.tapped:
        parts.append("tapped")
    if p.summoning_sick:
        parts.append("summoning sick")
    if p.haste:
        parts.append("haste")
    counters = ", ".join(f"{n} {k}" for k, n in p.counters.items())
    if counters:
        parts.append(f"counters: {counters}")
    if p.chosen_color is not None:
        parts.append(f"chosen color: {p.chosen_color.name}")
    if p.attached_to:
        parts.append(f"attached to {p.attached_to}")
    if p.extra_types:
        parts.append("also " + " ".join(sorted(p.extra_types)))
    if p.is_token:
        parts.append("token")
    if p.kicked:
        parts.append(f"kicked ×{p.kicked}")
    if p.x:
        parts.append(f"X={p.x}")
    if p.owner and p.owner != p.controller:
        parts.append(f"owned by {p.owner}")
    if p.exiled:
        parts.append("exiled with it: " + ", ".join(c.name for c in p.exiled))
    return ", ".join(parts) or "untapped"


def state_html(state: Any) -> str:
    """A game state as one table of permanents per player (id, card, type line, state), then a
    line of the turn (active player, phase) and the cards in hand."""
    turn = f"active player: {state.active}; phase: {state.phase.value}" + ("" if state.stack_empty else "; the stack is not empty")
    parts = [f"<p>{_e(turn)}</p>"]
    for player in state.players:
        rows = [
            [_e(p.id), _e(p.card.name), _e(type_line_text(p.card)), _e(permanent_state(p))]
            for p in state.permanents
            if p.controller == player
        ]
        if not rows:
            rows = [["(no permanents)", "", "", ""]]
        parts.append(table(f"battlefield of {player}", ["permanent", "card", "type line", "state"], rows))
        hand = state.hand.get(player, ())
        if hand:
            parts.append(f"<p>hand of {_e(player)}: {_e(', '.join(c.name for c in hand))}</p>")
    return "".join(parts)
