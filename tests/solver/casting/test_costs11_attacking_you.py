"""costs11: "This spell costs {2} less to cast if a creature is attacking you." (601.2f) and "Cast
this spell only if a creature is attacking you." (601.3; 506.4,
508.1a: only the active player's creatures attack; 506.2: in a two-player game they attack the
other player; with more players the scenario's ``attacked`` says whom, never assumed)."""

from __future__ import annotations

import pytest
from manasolve.model.errors import QueryError
from manasolve.model.library import CardLibrary
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.state import GameState
from manasolve.solver.app.queries import cast

LIB = CardLibrary.builtin()

SWAT = """
cards:
  - name: Heroic Return
    type_line: Instant
    mana_cost: "{5}{W}"
    oracle_text: "This spell costs {2} less to cast if a creature is attacking you.\\nReturn target creature card from your graveyard to the battlefield. If a Hero enters this way, it enters with two additional +1/+1 counters on it."
  - name: Confront the Assault
    type_line: Instant
    mana_cost: "{4}{W}"
    oracle_text: "Cast this spell only if a creature is attacking you.\\nCreate three 1/1 white Spirit creature tokens with flying."
  - name: Bears
    type_line: Creature — Bear
    mana_cost: "{1}{G}"
    oracle_text: ""
    power: "2"
    toughness: "2"
hand: {you: [Heroic Return, Confront the Assault]}
graveyard: {you: [Bears]}
"""


def state(players: str, body: str) -> GameState:
    return parse_scenario_text(f"name: t\nplayers: {players}\n" + SWAT + body, LIB).state


COMBAT = "phase: combat\ncombat_step: declare_attackers\n"


def test_an_opponents_attacker_attacks_you() -> None:
    """506.2: two players, the opponent's creature attacks: {5}{W} minus {2}."""
    s = state("[you, opp]", COMBAT + "active: opp\nbattlefield: {you: [Plains, Plains, Plains, Plains], opp: [{card: Bears, attacking: true}]}\n")
    v = cast(s, "Heroic Return")
    assert v.legal and v.cost == "{3}{W}"


def test_no_attacker_no_reduction() -> None:
    """506.4: outside combat no creature attacks: the full {5}{W}."""
    s = state("[you, opp]", "active: opp\nbattlefield: {you: [Plains, Plains, Plains, Plains], opp: [Bears]}\n")
    assert cast(s, "Heroic Return").cost == "{5}{W}"


def test_your_own_attackers_do_not_attack_you() -> None:
    """508.1a: on the caster's own turn its attackers attack someone else."""
    s = state("[you, opp]", COMBAT + "active: you\nbattlefield: {you: [Plains, Plains, Plains, Plains, {card: Bears, attacking: true}]}\n")
    assert cast(s, "Heroic Return").cost == "{5}{W}"


def test_with_more_players_attacked_decides() -> None:
    """508.1b: three players; attacked: [you] — the attackers attack you; attacked: [opp2] —
    none attacks you; attacked: [you, opp2] — whom each attacks is not given (an error)."""
    base = COMBAT + "active: opp\nbattlefield: {you: [Plains, Plains, Plains, Plains], opp: [{card: Bears, attacking: true}]}\n"
    assert cast(state("[you, opp, opp2]", base + "attacked: [you]\n"), "Heroic Return").cost == "{3}{W}"
    assert cast(state("[you, opp, opp2]", base + "attacked: [opp2]\n"), "Heroic Return").cost == "{5}{W}"
    with pytest.raises(QueryError, match="attacked"):
        cast(state("[you, opp, opp2]", base + "attacked: [you, opp2]\n"), "Heroic Return")


def test_cast_only_if_a_creature_is_attacking_you() -> None:
    """601.3: Confront the Assault can be cast only while a creature attacks its caster."""
    s = state("[you, opp]", COMBAT + "active: opp\nbattlefield: {you: [Plains, Plains, Plains, Plains, Plains], opp: [{card: Bears, attacking: true}]}\n")
    assert cast(s, "Confront the Assault").legal
    s = state("[you, opp]", "active: opp\nbattlefield: {you: [Plains, Plains, Plains, Plains, Plains], opp: [Bears]}\n")
    assert not cast(s, "Confront the Assault").legal
