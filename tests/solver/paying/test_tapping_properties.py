"""``manasolve.tap_for_mana`` (106.12, 605, 616.1, 106.12a) against a brute-force recomputation with
its own legality checks and its own reading of replacement effects and triggered mana abilities.

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

# --- 3. tapping for mana against a brute-force recomputation -------------------------------------


@settings(max_examples=250 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(state=boards(max_permanents=10, max_replacers=4, tapping=True))
def test_tap_for_mana_equals_brute_force(state):
    """Tapping a permanent for mana (106.12, 605) gives exactly the results of resolving each
    {T} mana ability that can be activated now (107.5, 118.3, 119.4, 302.6), in every order of
    the replacement effects (616.1), plus the mana of the triggered mana abilities it triggers
    (106.12a: only when it produced mana); when none can be activated the answer is illegal."""
    naive = NaiveBoard(state)
    for p in state.permanents:
        expected = naive.tap(p.id)
        got = manasolve.tap_for_mana(state, p.id, options=AS_WRITTEN)
        if expected is None:
            assert got.illegal is not None, f"tap_for_mana({p.id}) = {got.answer}, naive: illegal\n" + _describe(state)
            continue
        assert got.illegal is None, f"tap_for_mana({p.id}) illegal ({got.illegal}), naive {sorted(map(str, expected))}\n" + _describe(state)
        assert {m for m, _ in got.outcomes} == expected, (
            f"tap_for_mana({p.id}) = {got.answer}, naive {sorted(map(str, expected))}\n" + _describe(state)
        )


