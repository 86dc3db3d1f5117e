"""The memoised replacement search (``solver.mana.replacement.outcomes``) against every permutation
of the effects (616.1), each effect read from its fields by the oracle, its witnesses replayed.

The oracle shares none of the solver's code (tests/oracle.py). ``MANASOLVE_PROPERTY_SCALE=20``
runs twenty times as many examples."""

from __future__ import annotations

from math import factorial

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from manasolve.model.mana import COLORS, Mana, TypeSet
from manasolve.solver.mana.replacement import Compiled, outcomes
from oracle import Repl, brute_outcomes, repl_of_compiled


from strategies import SCALE, TYPES, _mana, _typeset

REPLACEMENT_EXAMPLES = 2000
"""Generated cases of the replacement search per run (times SCALE)."""
BRUTE_WORK = 200_000
"""Cases whose every-permutation oracle would try more orders and branches than this are skipped."""


# --- 1. the replacement search against every permutation ---------------------------------------


_ANY_TYPE = st.sampled_from(TYPES)
_ONE_TO_THREE = st.integers(1, 3)
_OPS = st.sampled_from(["set_type", "set_type_amount", "set_color", "convert", "multiply", "set_amount", "instead"])
_OF_TYPE = st.none() | _ANY_TYPE
_TYPES_1_5 = _typeset(1, 5)
_COLORS_0_5 = _typeset(0, 5, COLORS)
_FACTOR = st.sampled_from([2, 3])
_OUTCOMES = st.lists(_mana(), min_size=0, max_size=3, unique=True).map(tuple)
# built once: a strategy made inside a composite is validated again on every draw


@st.composite
def compiled_effects(draw) -> Compiled:
    """One random compiled replacement effect, of any op the solver knows."""
    op = draw(_OPS)
    common = dict(min_amount=draw(_ONE_TO_THREE), of_type=draw(_OF_TYPE), self_replacement=draw(st.booleans()))
    if op == "set_type":
        return Compiled("set_type", types=draw(_TYPES_1_5), **common)
    if op == "set_type_amount":
        return Compiled("set_type", types=draw(_TYPES_1_5), amount=draw(_ONE_TO_THREE), **common)
    if op == "set_color":
        return Compiled("set_color", types=draw(_COLORS_0_5), **common)
    if op == "convert":
        src = draw(_ANY_TYPE)
        common["of_type"] = draw(st.sampled_from([None, src]))
        return Compiled("convert", src=src, dst=draw(_ANY_TYPE), **common)
    if op == "multiply":
        return Compiled("multiply", factor=draw(_FACTOR), **common)
    common["self_replacement"] = True  # set_amount and instead are self-replacements (614.15)
    if op == "set_amount":
        return Compiled("set_amount", amount=draw(_ONE_TO_THREE), **common)
    return Compiled("instead", outcomes=draw(_OUTCOMES), **common)


def _branching(e: Compiled) -> int:
    """An upper bound on how many events one application of ``e`` can give."""
    if e.op in ("set_type", "set_color"):
        return max(1, len(e.types))
    if e.op == "set_amount":
        return 6
    if e.op == "instead":
        return max(1, len(e.outcomes))
    return 1


def _brute_work(effects: tuple[Compiled, ...]) -> int:
    work = factorial(len(effects))
    for e in effects:
        work *= _branching(e)
    return work


def replay(initial: Mana, effects: tuple[Repl, ...], path, leaf: Mana) -> None:
    """Replay a witness path with the oracle's own reading of each effect and check every step
    is legal (616.1a, 616.1f, 614.5)."""
    mana = initial
    used: set[int] = set()
    for index, _choice, after in path:
        assert 0 <= index < len(effects), f"step names effect {index} of {len(effects)}"
        assert index not in used, f"effect {index} applied twice (614.5)"
        effect = effects[index]
        assert effect.applies(mana), f"effect {index} ({effect.label}) does not apply to {mana!r} (616.1f)"
        applicable = [j for j in range(len(effects)) if j not in used and effects[j].applies(mana)]
        if any(effects[j].self_replacement for j in applicable):
            assert effect.self_replacement, f"effect {index} chosen while a self-replacement applies (616.1a)"
        assert after in effect.results(mana), f"{after!r} is not a result of effect {index} ({effect.label}) on {mana!r}"
        mana = after
        used.add(index)
    assert mana == leaf, f"the path ends at {mana!r}, not at its leaf {leaf!r}"
    left = [j for j in range(len(effects)) if j not in used and effects[j].applies(mana)]
    assert not left, f"the leaf {leaf!r} still has applicable unused effects {left} (616.1f)"


@settings(max_examples=REPLACEMENT_EXAMPLES * SCALE, deadline=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(initial=_mana(), effects=st.lists(compiled_effects(), min_size=0, max_size=6).map(tuple))
def test_replacement_search_equals_every_permutation(initial, effects):
    """The memoised replacement search gives exactly the outcomes of trying every order of the
    applicable effects (616.1: self-replacements first, applicability re-checked after each, each
    effect at most once), and each outcome's witness order replays to that outcome. The oracle
    reads each compiled effect from its fields (tests/oracle.py ``repl_of_compiled``)."""
    assume(_brute_work(effects) <= BRUTE_WORK)
    naive = tuple(repl_of_compiled(e) for e in effects)
    found = outcomes(initial, effects)
    assert set(found) == brute_outcomes(initial, naive)
    for leaf, path in found.items():
        replay(initial, naive, path, leaf)


def test_replacement_search_examples():
    """Known cases: Contamination then Mana Reflection gives BB, the other order B; Damping
    Sphere applies only to two or more mana, and is re-checked after a doubler (616.1f); an
    effect with no type to choose gives no mana (106.5)."""
    contamination = Compiled("set_type", types=TypeSet.of("B"), amount=1)
    reflection = Compiled("multiply", factor=2)
    assert set(outcomes(Mana.parse("G"), (contamination, reflection))) == {Mana.parse("B"), Mana.parse("BB")}
    damping = Compiled("set_type", types=TypeSet.of("C"), amount=1, min_amount=2)
    assert set(outcomes(Mana.parse("G"), (damping,))) == {Mana.parse("G")}
    assert set(outcomes(Mana.parse("G"), (damping, reflection))) == {Mana.parse("C")}
    assert set(outcomes(Mana.parse("CC"), (damping, reflection))) == {Mana.parse("C"), Mana.parse("CC")}
    undefined = Compiled("set_color", types=TypeSet(0))
    assert set(outcomes(Mana.parse("G"), (undefined,))) == {Mana()}


