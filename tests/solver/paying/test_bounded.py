"""Bounded work on large boards (issue 14): the payment search keeps its own stack (no recursion
whose depth grows with the board), X and the number of targets are bounded by what can be paid
and targeted, and every search has a budget past which the query raises LimitError saying which
limit and how to raise it."""

from __future__ import annotations

import time

import pytest
from manasolve.model.costs import ManaCost
from manasolve.model.errors import LimitError, QueryError
from manasolve.model.mana import Mana
from manasolve.solver.options import Options
from manasolve.solver.paying.payment import Source, find_payment

import manasolve


def _fireball_board(mountains: int) -> manasolve.Scenario:
    return manasolve.scenario(
        f"""
name: fireball
players: [you, opp]
battlefield:
  you: [{', '.join(['Mountain'] * mountains)}]
  opp: [Forest, Llanowar Elves]
hand: {{you: [Fireball]}}
"""
    )


def test_fireball_with_980_lands_is_paid_without_recursion_error() -> None:
    """107.3a, 601.2g-h: X = 979 with 980 Mountains is paid (one Mountain per generic mana and one
    for {R}); the search's depth is not Python's stack."""
    s = _fireball_board(980)
    start = time.perf_counter()
    v = manasolve.cast(s, "Fireball", x=979)
    assert v.answer["legal"] is True and v.answer["cost"] == "{979}{R}"
    assert not manasolve.cast(s, "Fireball", x=980).answer["legal"]
    assert time.perf_counter() - start < 20


def test_a_million_targets_is_refused_at_once() -> None:
    """601.2c: a spell can't have more targets than there are legal targets; the question is
    answered from the board, not by counting up to the number asked."""
    s = _fireball_board(3)
    start = time.perf_counter()
    v = manasolve.cast(s, "Fireball", targets=1_000_000)
    assert v.answer["legal"] is False and "601.2c" in v.why["rule"]
    assert time.perf_counter() - start < 5
    with pytest.raises(QueryError, match="targets: expected a whole number"):  # past MAX_NUMBER: a bad argument
        manasolve.cast(s, "Fireball", targets=2**63)


def test_cast_options_with_many_lands_is_fast() -> None:
    """Every legal way to cast Fireball with 300 Mountains (X from 0 to 299, 0 to 3 targets, each
    extra target {1} more: 601.2f) is listed, with a logarithmic number of payment searches."""
    s = _fireball_board(300)
    start = time.perf_counter()
    options = manasolve.cast_options(s, "Fireball").answer
    elapsed = time.perf_counter() - start
    # X + max(targets - 1, 0) <= 299 ({R} takes one Mountain), targets 0..3 (two players, one creature)
    expected = sum(1 for t in range(4) for x in range(300) if x + max(t - 1, 0) <= 299)
    assert len(options) == expected
    assert elapsed < 15


def test_payment_search_budget() -> None:
    """A payment search past its budget raises LimitError naming the option that raises it."""
    sources = [Source(f"s{i}", (Mana.parse("W"), Mana.parse("U"), Mana.parse("B"))) for i in range(12)]
    with pytest.raises(LimitError, match="max_plan_states"):
        find_payment(ManaCost.parse("{W}{U}{B}{W}{U}{B}"), sources, budget=3)
    assert find_payment(ManaCost.parse("{W}{U}{B}{W}{U}{B}"), sources) is not None


def test_available_mana_budget() -> None:
    """available_mana past Options.max_plan_states raises LimitError saying how to raise it."""
    s = manasolve.scenario(
        """
name: many
players: [you]
battlefield:
  you: [Birds of Paradise, Birds of Paradise, Birds of Paradise, Birds of Paradise, Birds of Paradise, Lotus Petal, Lotus Petal]
"""
    )
    assert manasolve.available_mana(s, "you").answer != "unbounded"
    with pytest.raises(LimitError, match="max_plan_states"):
        manasolve.available_mana(s, "you", options=Options(max_plan_states=10))


def test_casting_space_budget() -> None:
    """The casting choices are refused, not enumerated, past Options.max_plan_states (X from 0
    to 99 times four numbers of targets is 400 combinations)."""
    s = _fireball_board(100)
    with pytest.raises(LimitError, match="max_plan_states"):
        manasolve.cast_options(s, "Fireball", options=Options(max_plan_states=50))
    assert len(manasolve.cast_options(s, "Fireball").answer) > 50
