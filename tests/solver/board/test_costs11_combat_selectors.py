"""Selectors of combat in continuous effects (costs11): "Attacking creatures you control get
+1/+0" applies to the creatures the scenario says are attacking (506.4); outside combat to none.
During combat, a creature whose attacking the scenario does not give keeps the problem: only a
question that reads its power fails (208.1, 613.4), a question about mana does not."""

from __future__ import annotations

from manasolve.model.state import GameState
from manasolve.solver.app.queries import tap_for_mana
from manasolve.solver.board.layers import compute_board
from manasolve.solver.mana.amounts import amount_of
from games import scenario


RALLY = """
cards:
  - name: Rally
    type_line: Enchantment
    mana_cost: "{W}"
    oracle_text: "Attacking creatures you control get +1/+0."
  - name: Elf
    type_line: Creature — Elf Druid
    mana_cost: "{G}"
    oracle_text: "{T}: Add {G}."
    power: "1"
    toughness: "1"
"""


def state(body: str) -> GameState:
    return scenario(RALLY + body)


def test_attacking_creatures_get_the_bonus() -> None:
    """613.4c, 506.4: the attacking Elf is 2/1, the other 1/1."""
    s = state("phase: combat\ncombat_step: declare_attackers\nbattlefield: {you: [Rally, {card: Elf, id: a, attacking: true}, {card: Elf, id: b, attacking: false}]}\n")
    board = compute_board(s, amount_of)
    assert board.view("a").power == 2 and board.view("b").power == 1


def test_outside_combat_no_bonus() -> None:
    """506.4: in a main phase nothing attacks: no bonus, and nothing to give."""
    board = compute_board(state("battlefield: {you: [Rally, {card: Elf, id: a}]}\n"), amount_of)
    assert board.view("a").power == 1 and board.view("a").pt_problem is None


def test_unknown_attacker_keeps_the_problem_only_for_power() -> None:
    """During combat, not given whether it attacks: its power is not known (the problem names the
    key), and a question about mana is still answered."""
    s = state("phase: combat\ncombat_step: declare_attackers\nbattlefield: {you: [Rally, Forest, {card: Elf, id: a}]}\n")
    problem = compute_board(s, amount_of).view("a").pt_problem
    assert problem is not None and "attacking" in problem
    assert tap_for_mana(s, "Forest").answer is not None
