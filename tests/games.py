"""Small boards written as in a scenario file, for tests that check a wording's meaning: cards by
their Oracle text, a two-player game, and the answer of tapping a permanent for mana."""

from __future__ import annotations

from typing import Any, Sequence

import manasolve
from manasolve.model.abilities import StaticAbility
from manasolve.model.cards import TypeLine
from manasolve.model.library import CardLibrary
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.state import GameState
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import tap_for_mana


def read(text: str, type_line: str = "Artifact", name: str = "Test Card") -> tuple[Any, ...]:
    """The abilities of a text on a card of that type line."""
    return parse_abilities(text, card_name=name, type_line=TypeLine.parse(type_line))


def card(name: str, type_line: str, text: str, mana_cost: str = "", pt: str | None = None) -> dict[str, Any]:
    """A card as a scenario's ``cards:`` writes it (``pt`` "2/2")."""
    c: dict[str, Any] = {"name": name, "type_line": type_line, "mana_cost": mana_cost, "oracle_text": text}
    if pt is not None:
        c["power"], c["toughness"] = pt.split("/")
    return c


def game(cards: Sequence[dict[str, Any]] = (), you: Sequence[Any] = (), opp: Sequence[Any] = (), **top: Any) -> GameState:
    """A game of ``you`` and ``opp`` with these permanents and any other scenario keys."""
    mapping = {"name": "t", "players": ["you", "opp"], "cards": list(cards), "battlefield": {"you": list(you), "opp": list(opp)}, **top}
    return manasolve.scenario(mapping).state


def tap(s: GameState, ref: str, ability: int | None = None) -> set[str] | str:
    """``tap_for_mana``'s answer as a set (or its text when it is one)."""
    a = tap_for_mana(s, ref, ability).answer
    return a if isinstance(a, str) else set(a)


def static_effect(text: str, type_line: str = "Enchantment") -> object:
    """The one effect of a one-sentence static ability, as the grammar reads it."""
    (ability,) = parse_abilities(text, card_name="Test Card", type_line=TypeLine.parse(type_line))
    assert isinstance(ability, StaticAbility)
    (e,) = ability.effects
    return e


def scenario(body: str) -> GameState:
    """A two-player game (you, opp) from the rest of a scenario file's text, with the built-in
    cards."""
    return parse_scenario_text("name: t\nplayers: [you, opp]\n" + body, CardLibrary.builtin()).state


BEARS_YAML = """  - name: Bears
    type_line: Creature — Bear
    mana_cost: "{1}{G}"
    oracle_text: ""
    power: "2"
    toughness: "2"
"""
"""A vanilla 2/2 creature card named Bears, as an entry of a YAML scenario's ``cards:`` list."""
