"""``manasolve.could_produce`` (106.7) for every permanent of random boards against naive
whole-board iteration from empty sets.

The oracle shares none of the solver's code (tests/oracle.py). ``MANASOLVE_PROPERTY_SCALE=20``
runs twenty times as many examples."""

from __future__ import annotations


from hypothesis import HealthCheck, given, settings
from oracle import NaiveBoard

import manasolve


from strategies import SCALE, _describe, boards

AS_WRITTEN = manasolve.Options(state_based_actions=False)
"""The drawn state as written: the naive oracle knows no state-based actions (704, tested on their
own in tests/solver/board/test_state_based_actions.py); a drawn Aura may enchant what its
enchant ability does not allow, a drawn creature may be 0/0."""

# --- 2. could produce against naive iteration ----------------------------------------------------


@settings(max_examples=500 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(state=boards())
def test_could_produce_equals_naive_iteration(state):
    """What each permanent could produce (106.7) is the least fixed point of the references:
    the query for each permanent gives exactly the set that naive whole-board iteration from
    empty sets reaches (every mana ability, costs ignored, every order of the replacement
    effects), and it has a witness for each type."""
    expected = NaiveBoard(state).could_produce()
    for p in state.permanents:
        got = manasolve.could_produce(state, p.id, options=AS_WRITTEN)
        assert got.types == expected[p.id], f"could_produce({p.id}) = {got.types}, naive {expected[p.id]}\n" + _describe(state)
        witnessed = {t for t, _ in got.witnesses}
        assert witnessed == set(got.types.names()), f"could_produce({p.id}): types {got.types}, witnesses for {sorted(witnessed)}\n" + _describe(state)


