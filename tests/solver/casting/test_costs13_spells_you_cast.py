"""costs13: "This spell costs {U} less to cast for each instant and sorcery spell you've cast this
turn" (Demilich; 601.2f, 118.7b): counted among the spells its caster cast this turn before it
(601.2i). Which kinds they were is never assumed: with spells cast and no
``spells_cast_this_turn_cards`` the query is an error naming that key."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import CostModifier, SpellsYouCast, StaticAbility
from manasolve.model.cards import TypeLine
from manasolve.model.errors import ManasolveError
from manasolve.model.state import GameState
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import cast
from games import scenario
from tests.games import BEARS_YAML

CARDS = """
cards:
  - name: Demilich
    type_line: Creature — Skeleton Wizard
    mana_cost: "{U}{U}{U}{U}"
    oracle_text: "This spell costs {U} less to cast for each instant and sorcery spell you've cast this turn."
    power: "4"
    toughness: "3"
  - name: Opt
    type_line: Instant
    mana_cost: "{U}"
    oracle_text: "Scry 1.\\nDraw a card."
""" + BEARS_YAML


def state(body: str) -> GameState:
    return scenario(CARDS + "battlefield: {you: [Island, Island, Island, Island]}\nhand: {you: [Demilich]}\n" + body)


def test_read_as_a_count_of_spells_of_a_kind() -> None:
    """The count is of instant or sorcery spells (either type), cast by "you"."""
    (a,) = parse_abilities("This spell costs {U} less to cast for each instant and sorcery spell you've cast this turn.", card_name="Demilich", type_line=TypeLine.parse("Creature — Skeleton Wizard"))
    assert isinstance(a, StaticAbility)
    (m,) = a.effects
    assert isinstance(m, CostModifier) and isinstance(m.per, SpellsYouCast)
    assert m.per.spells.either_types == frozenset({"Instant", "Sorcery"})


def test_only_the_kind_counts() -> None:
    """118.7b: two Opts take off {U}{U}; a creature spell takes off nothing."""
    assert str(cast(state("spells_cast_this_turn_cards: {you: [Opt, Bears, Opt]}\n"), "Demilich").cost) == "{U}{U}"
    assert str(cast(state("spells_cast_this_turn_cards: {you: [Bears]}\n"), "Demilich").cost) == "{U}{U}{U}{U}"
    assert str(cast(state(""), "Demilich").cost) == "{U}{U}{U}{U}"


def test_the_kinds_are_never_assumed() -> None:
    """Two spells cast, which ones not given: an error naming spells_cast_this_turn_cards."""
    with pytest.raises(ManasolveError, match="spells_cast_this_turn_cards"):
        cast(state("spells_cast_this_turn: {you: 2}\n"), "Demilich")
