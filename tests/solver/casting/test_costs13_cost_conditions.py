"""costs13: conditions of a spell's own cost change (601.2f), judged as it is cast and never
assumed: "if you gained life this turn" / "if you've gained 3 or more life this turn" (119.9),
"if you've drawn three or more cards this turn" (121.1), "if an opponent controls a green
permanent", "if you have nine or more cards in your graveyard" (404), "if your life total is 5
or less" (119.1). A condition whose state the scenario does not give is an error naming the key."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import AmountAtLeast, CostModifier, LifeGainedThisTurn, StaticAbility
from manasolve.model.cards import TypeLine
from manasolve.model.errors import ManasolveError
from manasolve.model.state import GameState
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import cast
from games import scenario
from tests.games import BEARS_YAML

CARDS = """
cards:
  - name: Sanguine Indulgence
    type_line: Sorcery
    mana_cost: "{3}{B}"
    oracle_text: "This spell costs {3} less to cast if you've gained 3 or more life this turn.\\nReturn up to two target creature cards from your graveyard to your hand."
  - name: Drawn Spell
    type_line: Sorcery
    mana_cost: "{4}{U}"
    oracle_text: "This spell costs {3} less to cast if you've drawn three or more cards this turn.\\nDraw a card."
  - name: The End
    type_line: Instant
    mana_cost: "{2}{B}{B}"
    oracle_text: "This spell costs {2} less to cast if your life total is 5 or less.\\nExile target creature or planeswalker."
""" + BEARS_YAML


def state(body: str) -> GameState:
    return scenario(CARDS + "graveyard: {you: [Bears]}\nbattlefield: {you: [Swamp, Island], opp: [Bears]}\nhand: {you: [Sanguine Indulgence, Drawn Spell, The End]}\n" + body)


def test_read_as_an_amount_of_the_turn() -> None:
    """"if you've gained 3 or more life this turn": the life gained this turn, at least 3."""
    (a, _) = parse_abilities(
        "This spell costs {3} less to cast if you've gained 3 or more life this turn.\nReturn up to two target creature cards from your graveyard to your hand.",
        card_name="Sanguine Indulgence", type_line=TypeLine.parse("Sorcery"),
    )
    assert isinstance(a, StaticAbility) and isinstance(a.effects[0], CostModifier)
    assert a.effects[0].condition == AmountAtLeast(LifeGainedThisTurn(), 3)


def test_life_gained_this_turn() -> None:
    """119.9: 3 life gained: {3}{B} becomes {B}; 2 life gained: it stays; not given: an error
    naming life_gained_this_turn."""
    assert str(cast(state("life_gained_this_turn: {you: 3}\n"), "Sanguine Indulgence").cost) == "{B}"
    assert str(cast(state("life_gained_this_turn: {you: 2}\n"), "Sanguine Indulgence").cost) == "{3}{B}"
    with pytest.raises(ManasolveError, match="life_gained_this_turn"):
        cast(state(""), "Sanguine Indulgence")


def test_cards_drawn_this_turn() -> None:
    """121.1: three cards drawn: {4}{U} becomes {1}{U}; not given: an error naming the key."""
    assert str(cast(state("cards_drawn_this_turn: {you: 3}\n"), "Drawn Spell").cost) == "{1}{U}"
    assert str(cast(state("cards_drawn_this_turn: {you: 1}\n"), "Drawn Spell").cost) == "{4}{U}"
    with pytest.raises(ManasolveError, match="cards_drawn_this_turn"):
        cast(state(""), "Drawn Spell")


def test_life_total() -> None:
    """119.1: at 5 life The End costs {B}{B}; at 6, {2}{B}{B}."""
    assert str(cast(state("life: {you: 5}\n"), "The End").cost) == "{B}{B}"
    assert str(cast(state("life: {you: 6}\n"), "The End").cost) == "{2}{B}{B}"
