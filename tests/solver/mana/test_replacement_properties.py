"""The memoised replacement search (``solver.mana.replacement.outcomes``) against every permutation
of the effects (616.1), each effect read from its fields by the oracle, its witnesses replayed.

The oracle shares none of the solver's code (tests/oracle.py). ``MANASOLVE_PROPERTY_SCALE=20``
runs twenty times as many examples."""

from __future__ import annotations

from math import factorial

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from manasolve.model.mana import COLORS, Mana, ManaType, TypeSet
from manasolve.solver.mana.replacement import Compiled, ReplacementSearch, outcomes
from oracle import Repl, brute_outcomes, repl_of_compiled


from strategies import SCALE, TYPES, _mana, _typeset

REPLACEMENT_EXAMPLES = 2000
"""Generated cases of the replacement search per run (times SCALE)."""
BRUTE_WORK = 200_000
"""Cases whose every-permutation oracle would try more orders and branches than this are skipped."""
AIMED_EXAMPLES = 1000
"""Generated cases of each aimed property of section 2 per run (times SCALE)."""
AIMED_BRUTE_WORK = 20_000
"""The same bound for the aimed properties of section 2 (they draw more cases near it)."""


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




# --- 2. the canonical states and the independent parts, aimed at ----------------------------------

_WORLD_OPS = st.sampled_from(["set_type", "set_type", "set_color", "multiply", "multiply", "set_type_amount", "instead", "convert"])
_THRESHOLD = st.sampled_from([1, 1, 1, 2, 3, 5])


@st.composite
def world_effects(draw) -> Compiled:
    """A replacement effect of a permanent (never a self-replacement), mostly of the kinds the
    independent-parts rule sets apart (type-only, multipliers, constants), with thresholds."""
    op = draw(_WORLD_OPS)
    common = dict(min_amount=draw(_THRESHOLD))
    if op == "set_type":
        return Compiled("set_type", types=draw(_typeset(0, 5)), **common)
    if op == "set_color":
        return Compiled("set_color", types=draw(_COLORS_0_5), **common)
    if op == "multiply":
        return Compiled("multiply", factor=draw(_FACTOR), **common)
    if op == "set_type_amount":
        return Compiled("set_type", types=draw(_typeset(0, 3)), amount=draw(st.integers(0, 3)), **common)
    if op == "convert":
        src = draw(_ANY_TYPE)
        return Compiled("convert", src=src, dst=draw(_ANY_TYPE), of_type=src, **common)
    return Compiled("instead", outcomes=draw(_OUTCOMES), **common)


def _big_mana():
    """Mana of up to three types with amounts up to 40 (canonical states cap the amount)."""
    return st.lists(st.tuples(_ANY_TYPE, st.integers(0, 40)), max_size=3).map(lambda ps: sum((Mana.of(t, n) for t, n in ps), Mana()))


@settings(max_examples=AIMED_EXAMPLES * SCALE, deadline=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(initial=_big_mana(), effects=st.lists(world_effects(), min_size=1, max_size=6).map(tuple))
def test_independent_parts_equal_every_permutation(initial, effects):
    """Effects of permanents (616.1e-f, 614.5), drawn so that the type-only effects are often set
    apart from the multipliers and constants (their part of each outcome computed directly, not
    searched): the outcomes are exactly those of every permutation, and each witness replays."""
    assume(_brute_work(effects) <= AIMED_BRUTE_WORK)
    naive = tuple(repl_of_compiled(e) for e in effects)
    found = ReplacementSearch(effects).outcomes(initial)
    assert set(found) == brute_outcomes(initial, naive)
    for leaf, path in found.items():
        replay(initial, naive, path, leaf)


@settings(max_examples=AIMED_EXAMPLES * SCALE, deadline=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(
    manas=st.lists(_big_mana(), min_size=2, max_size=5),
    effects=st.lists(compiled_effects() | world_effects(), min_size=1, max_size=5).map(tuple),
)
def test_canonical_states_shared_by_many_manas(manas, effects):
    """One search answers several events in turn, each later one reusing the states the earlier
    ones stored: a stored state stands for every mana with the same canonical form (amount capped
    at the largest threshold an unused effect tests, types kept only when an unused effect reads
    them), and its outcomes are functions of the mana. Each event's outcomes are exactly those of
    every permutation, and each witness replays on that event."""
    assume(_brute_work(effects) <= AIMED_BRUTE_WORK)
    naive = tuple(repl_of_compiled(e) for e in effects)
    search = ReplacementSearch(effects)
    for initial in manas:
        found = search.outcomes(initial)
        assert set(found) == brute_outcomes(initial, naive), f"event {initial!r}"
        for leaf, path in found.items():
            replay(initial, naive, path, leaf)
        union = TypeSet(0)
        for m in found:
            union = union | m.types
        assert search.outcome_types(initial) == union


_MAP_OPS = st.sampled_from(["set_type", "set_type", "set_color", "convert", "convert", "multiply", "set_type_amount", "instead"])


@st.composite
def type_map_effects(draw) -> Compiled:
    """Effects of permanents among which conversions ("colorless mana instead of green mana") sit
    with setters, multipliers and constants: the type-only part then has conversions in it."""
    op = draw(_MAP_OPS)
    if op == "convert":
        src = draw(_ANY_TYPE)
        return Compiled("convert", src=src, dst=draw(_ANY_TYPE), of_type=draw(st.sampled_from([None, src])))
    common = dict(min_amount=draw(st.sampled_from([1, 1, 2])))
    if op == "set_type":
        return Compiled("set_type", types=draw(_typeset(1, 3)))
    if op == "set_color":
        return Compiled("set_color", types=draw(_typeset(1, 2, COLORS)))
    if op == "multiply":
        return Compiled("multiply", factor=draw(_FACTOR), **common)
    if op == "set_type_amount":
        return Compiled("set_type", types=draw(_typeset(1, 2)), amount=draw(st.integers(0, 2)), **common)
    return Compiled("instead", outcomes=draw(st.lists(_mana(2), min_size=1, max_size=2, unique=True).map(tuple)), **common)


@settings(max_examples=REPLACEMENT_EXAMPLES * SCALE, deadline=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(initial=_mana(), effects=st.lists(type_map_effects(), min_size=1, max_size=6).map(tuple))
def test_conversions_among_type_maps_equal_every_permutation(initial, effects):
    """Conversions apply only while mana of their type is made (616.1f), so with setters their
    order matters; the type-only part with conversions is enumerated as chains of runs, and a
    conversion still applicable at the end must have been applied (616.1e), before the last
    constant if one came. The outcomes are exactly those of every permutation, and each witness
    replays."""
    assume(_brute_work(effects) <= BRUTE_WORK)
    naive = tuple(repl_of_compiled(e) for e in effects)
    found = ReplacementSearch(effects).outcomes(initial)
    assert set(found) == brute_outcomes(initial, naive)
    for leaf, path in found.items():
        replay(initial, naive, path, leaf)


def test_conversion_among_setters_example():
    """A Forest's {G} under "colorless instead of green" (Grey Tithe), "{G} instead of any other
    type" and "{B} instead of any other type": the conversion applies only while green mana is
    made (616.1f) and must be applied if green is left at the end (616.1e). {C} comes from
    black, then green, then the conversion; {G} from the conversion, black, then green; {B} from
    the conversion, green, then black."""
    tithe = Compiled("convert", src=ManaType.G, dst=ManaType.C, of_type=ManaType.G)
    verdant = Compiled("set_type", types=TypeSet.of("G"))
    infernal = Compiled("set_type", types=TypeSet.of("B"))
    found = ReplacementSearch((tithe, verdant, infernal)).outcomes(Mana.parse("G"))
    assert set(found) == {Mana.parse("B"), Mana.parse("C"), Mana.parse("G")}
    naive = tuple(repl_of_compiled(e) for e in (tithe, verdant, infernal))
    for leaf, path in found.items():
        replay(Mana.parse("G"), naive, path, leaf)


def test_conversion_enabled_only_by_an_earlier_constant():
    """{C} under two "every colour becomes green" effects, "colorless instead of green", and two
    constants ({B}, then {R}, "instead of any other type and amount"). {G} is an outcome only
    through the earlier constant: {B}, green, colorless (the conversion spent), {R}, green —
    the event's own colorless mana gives no colour to turn green. The type-only part is then
    searched, not enumerated from the event's types (solver/mana/typemaps.py ``enumerable``)."""
    hall = Compiled("set_color", types=TypeSet.of("G"))
    tithe = Compiled("convert", src=ManaType.G, dst=ManaType.C, of_type=ManaType.G)
    black = Compiled("set_type", types=TypeSet.of("B"), amount=1)
    red = Compiled("set_type", types=TypeSet.of("R"), amount=1)
    effects = (hall, hall, tithe, black, red)
    naive = tuple(repl_of_compiled(e) for e in effects)
    found = ReplacementSearch(effects).outcomes(Mana.parse("C"))
    assert set(found) == brute_outcomes(Mana.parse("C"), naive) == {Mana.parse(m) for m in ("B", "C", "G", "R")}
    for leaf, path in found.items():
        replay(Mana.parse("C"), naive, path, leaf)


def test_two_equal_conversions_and_a_constant_making_their_type():
    """{R} under "{W} instead of red" twice, "{R} instead of any other type", a constant {W}{W}
    and a constant {R}: {R}{R} comes from the first conversion, the {R} constant (red again),
    the second conversion, {W}{W}, then red — the earlier constant lets the second conversion
    apply, so the type-only part is searched (a regression: the types the conversions read were
    summed, not joined)."""
    convert = Compiled("convert", src=ManaType.R, dst=ManaType.W)
    effects = (convert, Compiled("set_type", types=TypeSet.of("R")), Compiled("set_type", types=TypeSet.of("W"), amount=2), Compiled("instead", outcomes=(Mana.parse("R"),)), convert)
    naive = tuple(repl_of_compiled(e) for e in effects)
    found = ReplacementSearch(effects).outcomes(Mana.parse("R"))
    assert set(found) == brute_outcomes(Mana.parse("R"), naive) == {Mana.parse(m) for m in ("R", "RR", "W", "WW")}
