"""could_produce for every permanent of a large board (DESIGN.md, "Performance targets"; issue 12).

Targets: a prebuilt 10,000-permanent board with 3,000 readers in chains and cycles (including a
3,000-long cycle): every permanent's could-produce set in under 250 ms (DESIGN.md); from the game
state, layers included (``Resolver.of`` + ``could_produce_all``), under 150 ms at 10,000
permanents and under 2 s and 1 GB of peak memory at 100,000 (issue 12; the 100,000 board is the
same shape ten times over, measured in a subprocess of its own so that its peak memory is its own).

The board (tests/benchmarks/boards.py ``chain_board``): 3,000 lands Link i, each with subtype Li and
"{T}: Add one mana of any type that a L(i+1 mod 3000) you control could produce" (one 3,000-long
cycle), fed by a Forest that is also an L0; a 200-long chain of such lands leading into the cycle;
50 pairs that read only each other (they could produce nothing: Exotic Orchard ruling); 100
Reflecting Pools and 100 Exotic Orchards (the opponent's) that read every land you control; basic
lands up to 10,000. 3,500 readers in all; readers are listed before what they read, the worst order
for naive iteration.

Measured: ``could_produce_all`` on the prebuilt board (layers computed, a fresh Resolver each
round so no cache carries over), and ``Resolver.of`` + ``could_produce_all`` from the GameState.
The brute-force twin (naive whole-board iteration, tests/oracle.py) needs one pass per step of the
cycle and is far too slow at that size; it is measured against the fast one on the same smaller
board (1,000 permanents, a 300-long cycle) for the ratio.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from bench_util import ms
from boards import Shape, chain_board
from manasolve.model.mana import TypeSet
from manasolve.solver.board.layers import compute_board
from manasolve.solver.mana.effects import effects_in_force
from manasolve.solver.mana.resolver import Resolver, could_produce_all, paused_gc
from oracle import brute_could_produce

TARGET = 0.250  # seconds (DESIGN.md)
FROM_STATE_TARGET = 0.150  # seconds, 10,000 permanents, layers included (issue 12)
HUGE_TARGET = 2.0  # seconds, 100,000 permanents, layers included (issue 12)
HUGE_MEMORY = 1024  # MB of peak memory (issue 12)
MARGIN = 3.0
LARGE = Shape()
SMALL = Shape(total=1_000, cycle=300, chain=20, pairs=5, pools=10, orchards=10)
G, UG, NONE = TypeSet.parse("G"), TypeSet.parse("UG"), TypeSet(0)


@pytest.fixture(scope="module")
def large_state():
    state = chain_board(LARGE)
    assert len(state.permanents) == 10_000 and LARGE.readers >= 3_000
    return state


@pytest.fixture(scope="module")
def large_board(large_state):
    return compute_board(large_state)


def _check(fp, shape: Shape) -> None:
    assert fp.types("link0") == G and fp.types(f"link{shape.cycle - 1}") == G
    assert fp.types("chain0") == G
    assert fp.types("twinA0") == NONE and fp.types("twinB0") == NONE
    assert fp.types("pool0") == UG and fp.types("orchard0") == UG


def _fresh(board) -> Resolver:
    """A Resolver on a prebuilt board, with empty caches (what Resolver.of does after the layers)."""
    return Resolver(board, in_force=effects_in_force(board))


@pytest.mark.benchmark(group="could_produce, 10,000 permanents")
def test_could_produce_all_prebuilt_board(benchmark, record_figure, large_board):
    """Every permanent of the prebuilt 10,000-permanent board: under 250 ms (DESIGN.md)."""

    def setup():
        return (_fresh(large_board),), {}

    fp = benchmark.pedantic(could_produce_all, setup=setup, rounds=7, warmup_rounds=1)
    _check(fp, LARGE)
    assert len([v for v in large_board]) == 10_000
    median = benchmark.stats.stats.median
    record_figure(f"could_produce_all, prebuilt 10,000-permanent board ({LARGE.readers:,} readers, 3,000-long cycle): "
                  f"median {ms(median)} (target < {ms(TARGET)})")
    assert median < TARGET * MARGIN, f"{ms(median)}, target {ms(TARGET)}"


@pytest.mark.benchmark(group="could_produce, 10,000 permanents")
def test_could_produce_all_from_state(benchmark, record_figure, large_state):
    """The same from the GameState: layers (compute_board) plus the fixed point (no DESIGN target)."""

    def run():
        # the collector paused for the whole question, as the query entry points pause it
        # (solver/app/queries.py ``_whole_question``)
        with paused_gc(len(large_state.permanents)):
            return could_produce_all(Resolver.of(large_state))

    fp = benchmark.pedantic(run, rounds=7, warmup_rounds=1)
    _check(fp, LARGE)
    median = benchmark.stats.stats.median
    record_figure(f"Resolver.of + could_produce_all, 10,000-permanent board (layers included): median {ms(median)} (target < {ms(FROM_STATE_TARGET)})")
    assert median < FROM_STATE_TARGET * MARGIN, f"{ms(median)}, target {ms(FROM_STATE_TARGET)}"


HUGE_SCRIPT = """
import json, resource, sys, time
sys.path.insert(0, {here!r})
from boards import Shape, chain_board
from manasolve.solver.mana.resolver import Resolver, could_produce_all, paused_gc
k = 10
state = chain_board(Shape(total=100_000, cycle=3_000 * k, chain=200 * k, pairs=50 * k, pools=100 * k, orchards=100 * k))
times = []
for _ in range(3):
    start = time.perf_counter()
    with paused_gc(len(state.permanents)):  # as the query entry points pause it
        fp = could_produce_all(Resolver.of(state))
    times.append(time.perf_counter() - start)
assert str(fp.types("link0")) == "G" and str(fp.types("pool0")) == "UG" and str(fp.types("twinA0")) == ""
print(json.dumps({{"times": times, "peak_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}}))
"""


@pytest.mark.benchmark(group="could_produce, 100,000 permanents")
def test_could_produce_all_hundred_thousand_from_state(benchmark, record_figure):
    """100,000 permanents (the 10,000 board's shape ten times over: a 30,000-long cycle, 35,000
    readers), from the game state with layers: under 2 s, and the whole process (the state
    built, then three rounds) under 1 GB at its peak."""
    here = str(Path(__file__).parent)

    def run() -> dict[str, object]:
        done = subprocess.run([sys.executable, "-c", HUGE_SCRIPT.format(here=here)], capture_output=True, text=True, check=True)
        return json.loads(done.stdout)

    got = benchmark.pedantic(run, rounds=1, iterations=1)
    best = min(got["times"])
    record_figure(f"Resolver.of + could_produce_all, 100,000-permanent board (layers included): best of 3 {ms(best)} "
                  f"(target < {ms(HUGE_TARGET)}), peak memory {got['peak_mb']:.0f} MB (target < {HUGE_MEMORY} MB)")
    assert best < HUGE_TARGET * MARGIN, f"{ms(best)}, target {ms(HUGE_TARGET)}"
    assert got["peak_mb"] < HUGE_MEMORY


_fast_small: dict[str, float] = {}


@pytest.mark.benchmark(group="could_produce, 1,000 permanents")
def test_could_produce_all_small_board(benchmark, record_figure):
    """The fast side of the ratio: every permanent of the 1,000-permanent board (300-long cycle)."""
    board = compute_board(chain_board(SMALL))
    fp = benchmark.pedantic(could_produce_all, setup=lambda: ((_fresh(board),), {}), rounds=20, warmup_rounds=1)
    _check(fp, SMALL)
    _fast_small["median"] = benchmark.stats.stats.median
    record_figure(f"could_produce_all, prebuilt 1,000-permanent board (300-long cycle): median {ms(_fast_small['median'])}")


@pytest.mark.benchmark(group="could_produce, 1,000 permanents")
def test_naive_iteration_twin_small_board(benchmark, record_figure):
    """The brute-force twin on the 1,000-permanent board: naive whole-board iteration from empty
    sets until nothing changes; the same sets, and the ratio to the fixed point (no DESIGN target
    for the ratio; DESIGN.md notes 10 s for re-looping a 10,000-long cycle against 69 ms)."""
    state = chain_board(SMALL)
    board = compute_board(state)
    slow_values = benchmark.pedantic(brute_could_produce, (state, board), rounds=1, iterations=1)
    fp = could_produce_all(_fresh(board))
    assert all(fp.types(pid) == types for pid, types in slow_values.items())
    fast = _fast_small.get("median")
    if fast is None:
        from bench_util import best_of

        fast = best_of(lambda: could_produce_all(_fresh(board)), 5)
    slow = benchmark.stats.stats.median
    record_figure(f"could_produce, 1,000 permanents: fixed point {ms(fast)}, naive iteration {ms(slow)}: {slow / fast:,.0f}x faster")


LAYERS_TARGET = 0.150  # seconds: compute_board must leave room in the 10,000-permanent budget above
_PLAIN_NAMES = ["Forest", "Island", "Reflecting Pool", "Llanowar Elves", "Exotic Orchard", "Mutavault", "Command Tower", "Plains"]


@pytest.mark.benchmark(group="layers, 10,000 permanents")
def test_compute_board_without_effects(benchmark, record_figure):
    """The layers alone (compute_board) on 10,000 permanents with no continuous effect: well under
    150 ms, so that DESIGN.md's large-board target holds (moved here from the layers unit tests,
    which keeps the behaviour: a view per permanent)."""
    from manasolve.model.library import CardLibrary
    from manasolve.model.state import GameState, Permanent

    lib = CardLibrary.builtin()
    cards = [lib.get(n) for n in _PLAIN_NAMES]
    perms = tuple(Permanent(id=f"p{i}", card=cards[i % len(cards)], controller=("you", "opp")[i % 2], timestamp=i) for i in range(10_000))
    state = GameState(players=("you", "opp"), permanents=perms)
    board = benchmark.pedantic(compute_board, (state,), rounds=7, warmup_rounds=1)
    assert len(board.views) == 10_000
    median = benchmark.stats.stats.median
    record_figure(f"compute_board, 10,000 permanents without effects: median {ms(median)} (target < {ms(LAYERS_TARGET)})")
    assert median < LAYERS_TARGET * MARGIN, f"{ms(median)}, target {ms(LAYERS_TARGET)}"
