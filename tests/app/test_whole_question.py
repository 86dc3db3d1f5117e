"""The query entry points pause the cyclic garbage collector for the whole question on a large
board and always restore it (solver/app/queries.py ``_whole_question``; issue 12)."""

from __future__ import annotations

import gc

import manasolve
import pytest
from manasolve.model.errors import UnknownReferenceError
from manasolve.solver.mana.resolver import GC_PAUSE_FROM


def _large() -> manasolve.Scenario:
    lands = ", ".join(["Forest"] * GC_PAUSE_FROM)
    return manasolve.scenario(f"players: [you, opp]\nbattlefield: {{you: [{lands}, Reflecting Pool]}}")


def test_collector_restored_after_a_large_question():
    s = _large()
    assert gc.isenabled()
    assert manasolve.could_produce(s, "Reflecting Pool").answer == ["G"]
    assert gc.isenabled()


def test_collector_restored_when_the_question_fails():
    s = _large()
    with pytest.raises(UnknownReferenceError):
        manasolve.could_produce(s, "Island")
    assert gc.isenabled()


def test_collector_left_off_when_the_caller_turned_it_off():
    s = _large()
    gc.disable()
    try:
        manasolve.available_mana(s.state, "opp")
        assert not gc.isenabled()
    finally:
        gc.enable()
