"""The whole board's mana (issue 13): every maximal pool of a 15-source board of mixed kinds under
two replacement effects, how that grows from 5 to 25 sources, and ``can_pay`` for a 6-symbol cost
with hybrid symbols on that board; with the brute force of tests/oracle.py (every subset and
order of activations) as the twin, on the boards it can finish.

The board: basic lands, dual lands (Taiga, Savannah), a pain land (Shivan Reef), a Signet (its
{1} paid by another source's mana), a filter land (Mystic Gate: {W/U} paid by another's), two
mana creatures (Llanowar Elves, Birds of Paradise), a sacrifice source (Lotus Petal), Sol Ring and
Wastes; the opponent's Damping Sphere and the player's Mana Reflection replace the mana of
tapping. A second figure puts Pulse of Llanowar (each basic land any colour) in place of the
Sphere: the number of maximal pools then grows by an order of magnitude, and so does the time.

Each round builds a fresh Resolver and answers from the game state (layers included); the
board's text is read once, before timing.
"""

from __future__ import annotations

import pytest
from bench_util import best_of, ms
from manasolve.model.costs import ManaCost
from manasolve.model.library import CardLibrary
from manasolve.model.state import GameState, Permanent
from manasolve.solver.mana.resolver import Resolver
from manasolve.solver.options import Options
from manasolve.solver.paying.actions import player_mana
from manasolve.solver.paying.affordable import can_pay, chained_payment
from manasolve.solver.paying.available import available_mana
from manasolve.solver.paying.spending import Purpose
from oracle import TooManyStates, brute_available

LIBRARY = CardLibrary.builtin()
MIXED = [
    "Forest", "Taiga", "Azorius Signet", "Llanowar Elves", "Island", "Mystic Gate", "Savannah", "Birds of Paradise",
    "Plains", "Lotus Petal", "Shivan Reef", "Mountain", "Sol Ring", "Swamp", "Wastes",
]
TARGET = 0.200  # all maximal pools, 15 sources (issue 13)
PAY_TARGET = 0.005  # can_pay, 6 symbols with hybrid ones (issue 13)
COST = ManaCost.parse("{1}{W/U}{R/G}{G}{U}{W}")


def board(n: int, effects: tuple[tuple[str, str], ...] = (("Mana Reflection", "you"), ("Damping Sphere", "opp"))) -> GameState:
    """The first ``n`` sources of the mixed list (cycled past 15), and the effects."""
    names = [MIXED[i % len(MIXED)] for i in range(n)]
    permanents = [Permanent(f"{name}#{i}", LIBRARY.get(name), "you", timestamp=i + 1) for i, name in enumerate(names)]
    permanents += [Permanent(f"{name} ({who})", LIBRARY.get(name), who, timestamp=100 + j) for j, (name, who) in enumerate(effects)]
    return GameState(("you", "opp"), tuple(permanents), cards=LIBRARY)


@pytest.mark.benchmark(group="available_mana: 15 sources, two replacement effects")
def test_all_maximal_pools_of_fifteen_sources(benchmark, record_figure):
    """Every maximal pool of the 15-source board in under 200 ms."""
    state = board(15)
    result = benchmark.pedantic(available_mana, args=(state, "you"), rounds=10, warmup_rounds=1)
    assert result.answer != "unbounded"
    median = benchmark.stats.stats.median
    record_figure(f"available_mana, 15 sources (Mana Reflection, Damping Sphere): {len(result.pools)} maximal pools in {ms(median)} (target < {ms(TARGET)})")
    assert median < 3 * TARGET, f"{ms(median)}, target {ms(TARGET)}"


@pytest.mark.benchmark(group="available_mana: 15 sources, two replacement effects")
def test_all_maximal_pools_with_pulse_of_llanowar(benchmark, record_figure):
    """The same board with Pulse of Llanowar for the Sphere: each basic land taps for any colour
    (twice, under Mana Reflection), so there are thousands of maximal pools; the time follows
    their number."""
    state = board(15, (("Mana Reflection", "you"), ("Pulse of Llanowar", "you")))
    result = benchmark.pedantic(available_mana, args=(state, "you"), rounds=2, warmup_rounds=0)
    median = benchmark.stats.stats.median
    record_figure(f"available_mana, 15 sources (Mana Reflection, Pulse of Llanowar): {len(result.pools)} maximal pools in {ms(median)} "
                  f"({median / max(len(result.pools), 1) * 1e6:.0f} µs a pool)")


@pytest.mark.benchmark(group="available_mana: growth")
@pytest.mark.parametrize("n", [5, 10, 15, 20, 25])
def test_growth(benchmark, record_figure, n):
    """From 5 to 25 sources: the time and the number of maximal pools."""
    state = board(n)
    result = benchmark.pedantic(available_mana, args=(state, "you"), rounds=3, warmup_rounds=1)
    record_figure(f"available_mana growth, {n} sources: {len(result.pools)} maximal pools in {ms(benchmark.stats.stats.median)}")


@pytest.mark.benchmark(group="available_mana: brute-force twin")
@pytest.mark.parametrize("n", [5, 7, 9])
def test_brute_force_twin(benchmark, record_figure, n):
    """The twin: every subset and order of activations (tests/oracle.py), same answer, slower."""
    state = board(n)
    try:
        expected = benchmark.pedantic(brute_available, args=(state, "you"), kwargs={"cap": 400_000}, rounds=1, warmup_rounds=0)
    except TooManyStates:
        record_figure(f"available_mana twin, {n} sources: the brute force passed 400,000 states")
        return
    got = available_mana(state, "you")
    assert sorted(got.answer) == sorted(str(m) for m in expected)
    fast = best_of(lambda: available_mana(state, "you"), 5)
    slow = benchmark.stats.stats.median
    record_figure(f"available_mana twin, {n} sources: search {ms(fast)}, brute force {ms(slow)}: {slow / fast:,.0f}x faster")


@pytest.mark.benchmark(group="can_pay: 6 symbols, 15 sources")
def test_can_pay_six_symbols(benchmark, record_figure):
    """can_pay on the 15-source board for {1}{W/U}{R/G}{G}{U}{W} in under 5 ms: the payment
    search given the board's mana abilities and what each can add (as ``cast`` pays many costs of
    one question: the issue-5 benchmark measured find_payment on given sources the same way),
    everything the search builds from them made again each round; and the whole query from the
    game state (layers, every ability resolved under the replacement effects) beside it."""
    state = board(15)
    pm = player_mana(Resolver.of(state, Options()), "you")
    assert chained_payment(pm, COST, Purpose()) is not None  # resolves each ability once

    def search() -> object:
        pm.memo.clear()  # the sources, their options, the prepared bounds: rebuilt
        return chained_payment(pm, COST, Purpose())

    found = benchmark.pedantic(search, rounds=50, warmup_rounds=2)
    assert found is not None
    median = benchmark.stats.stats.median
    whole = best_of(lambda: can_pay(state, "you", COST), 5)
    assert can_pay(state, "you", COST).answer is True
    pools = available_mana(state, "you")
    record_figure(
        f"can_pay {COST}, 15 sources: payment search {ms(median)} (target < {ms(PAY_TARGET)}); whole query from the game state "
        f"{ms(whole)}; listing all {len(pools.pools)} pools instead {ms(best_of(lambda: available_mana(state, 'you'), 3))}"
    )
    assert median < 3 * PAY_TARGET, f"{ms(median)}, target {ms(PAY_TARGET)}"
