"""606.3, 606.4, 606.6: when a loyalty ability may be activated. Only by its permanent's controller,
during a main phase of their turn with the stack empty, only if no loyalty ability of that permanent
was activated this turn (never assumed: the permanent's ``activated_this_turn`` says so), and a
negative cost needs that many loyalty counters."""

from __future__ import annotations

import pytest

from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import can_activate

from tests.games import game
from tests.solver.mana.test_could_produce_non_mana_abilities import CHANDRA



def chandra(loyalty: int = 4, activated: object = (), **top: object) -> object:
    entry = {"card": "Chandra, Torch of Defiance", "id": "c", "counters": {"loyalty": loyalty}}
    if activated is not None:
        entry["activated_this_turn"] = list(activated)  # type: ignore[call-overload]
    return game([CHANDRA], you=[entry], **top)


def test_a_plus_ability_in_your_main_phase() -> None:
    """606.3: your main phase, the stack empty, none activated this turn: it may be activated."""
    assert can_activate(chandra(), "c", 1).answer is True
    assert can_activate(chandra(phase="main2"), "c", 1).answer is True


def test_not_outside_your_main_phase_or_with_a_spell_on_the_stack() -> None:
    """606.3: not during an opponent's turn, not in combat, not while the stack is not empty."""
    assert can_activate(chandra(active="opp"), "c", 1).answer is False
    assert can_activate(chandra(phase="combat"), "c", 1).answer is False
    assert can_activate(chandra(stack_empty=False), "c", 1).answer is False


def test_once_each_turn_for_the_permanent() -> None:
    """606.3: after one of its loyalty abilities was activated this turn, none of them may be."""
    assert can_activate(chandra(activated=[0]), "c", 1).answer is False


def test_a_negative_cost_needs_the_counters() -> None:
    """606.6: "−3" with two loyalty counters can't be activated; with three it can (its "target
    creature" needs a creature to target, 601.2c: an opponent's Llanowar Elves)."""
    assert can_activate(chandra(loyalty=2, opp=["Llanowar Elves"]), "c", 2).answer is False
    assert can_activate(chandra(loyalty=3, opp=["Llanowar Elves"]), "c", 2).answer is True
    assert can_activate(chandra(loyalty=3), "c", 2).answer is False  # audit24: no legal target (602.2b, 601.2c)


def test_whether_one_was_activated_is_never_assumed() -> None:
    """606.3: without activated_this_turn the question names the key."""
    with pytest.raises(QueryError, match="activated_this_turn"):
        can_activate(chandra(activated=None), "c", 1)


def test_a_definite_no_needs_no_key() -> None:
    """606.3, 606.6: outside your main phase, or a cost the counters can't pay, the answer is no
    whatever was activated this turn: the key is asked only for a yes."""
    assert can_activate(chandra(activated=None, active="opp"), "c", 1).answer is False
    assert can_activate(chandra(loyalty=2, activated=None), "c", 2).answer is False
