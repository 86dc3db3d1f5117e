"""Replacement outcomes for one mana event under n mixed effects (DESIGN.md, "Performance targets"),
the 13-effect scenario and the growth curve of issue 12.

Targets: n = 10 in under 10 ms, n = 14 in under 200 ms; at n = 8 at least 1,000 times faster than
trying every permutation (the brute-force twin, tests/oracle.py ``brute_outcomes``). Issue 12: the
scenario tests/benchmarks/scenarios/thirteen_effects.yaml (a Forest under 13 effects of 9 distinct
kinds) answers its ``tap_for_mana`` and ``could_produce`` queries together in under 30 ms, with the
shared search forgotten before each round (one search per scenario, shared by its two queries);
16 effects of distinct kinds (tests/benchmarks/kinds.py) in under 100 ms, and the curve from 1 to
18 does not double per added effect.

The effects come from real cards, compiled against a Forest tapped for {G} by the solver itself
(solver.effects): type setters (Infernal Darkness: {B}; Deep Water, resolved this turn: {U};
Ritual of Subdual: colorless), a colour choice (Pulse of Llanowar: any colour), doublers (Mana
Reflection: x2; Nyxbloom Ancient: x3) and Damping Sphere ("two or more mana: {C} instead"),
cycling in that order.

The asserted bounds are the targets with a margin of 3 (times) or 4 (the ratio): this machine
has two cores and other processes may be running; the measured figures go in README.md.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import manasolve
import pytest
from bench_util import best_of, ms
from kinds import ORDER, distinct_kinds
from manasolve.model.library import CardLibrary
from manasolve.model.mana import Mana
from manasolve.model.state import GameState, Permanent
from manasolve.solver.mana.replacement import Compiled, ReplacementSearch, forget_searches, outcomes
from manasolve.solver.mana.resolver import Resolver
from oracle import brute_outcomes, repl_of_compiled

SCENARIO = Path(__file__).with_name("scenarios") / "thirteen_effects.yaml"
SCENARIO_TARGET = 0.030  # seconds, both queries (issue 12)
KINDS_TARGET = 0.100  # seconds, 16 distinct kinds (issue 12)

CYCLE = (
    "Infernal Darkness",
    "Deep Water",
    "Ritual of Subdual",
    "Pulse of Llanowar",
    "Mana Reflection",
    "Nyxbloom Ancient",
    "Damping Sphere",
)
RITUAL_OF_SUBDUAL = {
    "name": "Ritual of Subdual",
    "type_line": "Enchantment",
    "mana_cost": "{4}{G}{G}",
    "oracle_text": "Cumulative upkeep {2} (At the beginning of your upkeep, put an age counter on this permanent, "
    "then sacrifice it unless you pay its upkeep cost for each age counter on it.)\n"
    "If a land is tapped for mana, it produces colorless mana instead of any other type.",
}
FOREST_MANA = Mana.parse("G")
TARGETS = {10: 0.010, 14: 0.200}  # seconds (DESIGN.md)
MARGIN = 3.0
RATIO_TARGET = 1000  # at n = 8


@lru_cache(maxsize=None)
def mixed_effects(n: int) -> tuple[Compiled, ...]:
    """The compiled effects that apply to a Forest you tap for mana, with n effect permanents
    cycling through CYCLE (timestamp order)."""
    lib = CardLibrary.builtin().with_cards([RITUAL_OF_SUBDUAL])
    perms = [Permanent("forest", lib.get("Forest"), "you", timestamp=0)]
    for i in range(n):
        name = CYCLE[i % len(CYCLE)]
        resolved = (0,) if name == "Deep Water" else ()  # "{U}: Until end of turn, ..." was activated
        perms.append(Permanent(f"e{i}", lib.get(name), "you", timestamp=i + 1, resolved_this_turn=resolved))
    resolver = Resolver.of(GameState(("you", "opp"), tuple(perms), cards=lib))
    forest = resolver.board.view("forest")
    effects, _ = resolver.effects_for(forest, forest.mana_abilities()[0])
    assert len(effects) == n, f"expected {n} effects to apply, got {len(effects)}"
    return effects


_search_median: dict[int, float] = {}


@pytest.mark.benchmark(group="replacement search")
@pytest.mark.parametrize("n", [8, 10, 14])
def test_replacement_search(benchmark, record_figure, n):
    """One event under n mixed effects: n = 10 under 10 ms, n = 14 under 200 ms (DESIGN.md)."""
    effects = mixed_effects(n)
    found = benchmark(lambda: ReplacementSearch(effects).outcomes(FOREST_MANA))  # a fresh search each round
    assert {Mana.parse("C"), Mana.parse("G"), Mana.parse("BBB")} <= set(found)
    median = benchmark.stats.stats.median
    _search_median[n] = median
    record_figure(f"replacement search, n = {n}: median {ms(median)}, {len(found)} distinct outcomes"
                  + (f" (target < {ms(TARGETS[n])})" if n in TARGETS else ""))
    if n in TARGETS:
        assert median < TARGETS[n] * MARGIN, f"n = {n}: {ms(median)}, target {ms(TARGETS[n])}"


@pytest.mark.benchmark(group="replacement brute-force twin")
def test_replacement_every_permutation_twin(benchmark, record_figure):
    """The brute-force twin at n = 8 (every permutation, 8! = 40,320 orders): the search must be at
    least 1,000 times faster (DESIGN.md), and give the same outcomes."""
    effects = mixed_effects(8)
    naive = tuple(repl_of_compiled(e) for e in effects)  # the oracle's own reading of each effect
    brute = benchmark.pedantic(brute_outcomes, (FOREST_MANA, naive), rounds=1, iterations=1)
    assert brute == set(outcomes(FOREST_MANA, effects))
    search = _search_median.get(8)
    if search is None:  # run alone: measure the search here
        search = best_of(lambda: ReplacementSearch(effects).outcomes(FOREST_MANA), 20)
    slow = benchmark.stats.stats.median
    ratio = slow / search
    record_figure(f"replacement n = 8: search {ms(search)}, every permutation {ms(slow)}: {ratio:,.0f}x faster (target >= {RATIO_TARGET}x)")
    assert ratio >= RATIO_TARGET / 4, f"only {ratio:.0f}x faster than every permutation"


def _scenario() -> manasolve.Scenario:
    loaded = manasolve.load(str(SCENARIO))
    return loaded[0] if isinstance(loaded, list) else loaded


def _both_queries(s: manasolve.Scenario) -> tuple[object, object]:
    forget_searches()  # a first question: nothing kept from an earlier round
    return manasolve.tap_for_mana(s, "Forest"), manasolve.could_produce(s, "Forest")


@pytest.mark.benchmark(group="replacement: the 13-effect scenario")
def test_thirteen_effect_scenario(benchmark, record_figure):
    """A Forest under three Mana Reflections, two Nyxbloom Ancients, Contamination, Infernal
    Darkness, Pulse of Llanowar, Damping Sphere, Hall of Gemstone, Naked Singularity and two
    "produces {X} instead" enchantments: both queries of the scenario in under 30 ms (issue 12;
    470 ms before). Every permutation of 13 effects (6.2 billion orders) is out of reach for the
    brute-force twin: its ratio is the n = 8 one above."""
    s = _scenario()
    tap, could = benchmark.pedantic(_both_queries, args=(s,), rounds=20, warmup_rounds=2)
    assert len(tap.answer) == 66 and could.answer == ["W", "U", "B", "R", "G", "C"]
    median = benchmark.stats.stats.median
    record_figure(f"13-effect scenario, tap_for_mana + could_produce, first question: median {ms(median)} (target < {ms(SCENARIO_TARGET)}; 470 ms before)")
    assert median < SCENARIO_TARGET * MARGIN, f"{ms(median)}, target {ms(SCENARIO_TARGET)}"


@pytest.mark.benchmark(group="replacement: growth with distinct kinds")
def test_growth_with_distinct_kinds(benchmark, record_figure):
    """The search under the first n of 18 effects of distinct kinds (tests/benchmarks/kinds.py), a
    fresh search for each n: 16 in under 100 ms, and no doubling per added effect (the curve is
    recorded). The 18th, a conversion, reads the types: the type-only part is then enumerated
    with it (solver/mana/typemaps.py), not searched with everything, so it costs about what the
    17th did."""
    effects = distinct_kinds()
    curve: list[str] = []
    times: dict[int, float] = {}
    for n in range(1, 19):
        times[n] = best_of(lambda: ReplacementSearch(effects[:n]).outcomes(FOREST_MANA), 3)
        curve.append(f"{n}: {ms(times[n])}")
    curve[-1] += f" (+ {ORDER[-1]}, a conversion)"
    sixteen = benchmark.pedantic(lambda: ReplacementSearch(effects[:16]).outcomes(FOREST_MANA), rounds=10, warmup_rounds=1)
    assert {Mana.parse("C"), Mana.parse("G")} <= set(sixteen)
    median = benchmark.stats.stats.median
    record_figure(f"16 distinct kinds: median {ms(median)} (target < {ms(KINDS_TARGET)}); growth 1..18: " + ", ".join(curve))
    assert median < KINDS_TARGET * MARGIN
    assert times[16] < 2 ** 8 * max(times[8], 1e-4) / 16  # far from doubling per effect
    assert times[18] < 4 * max(times[16], 1e-4)  # the conversion does not start a search of everything
