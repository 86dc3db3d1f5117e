"""Doubling Cube ("{3}, {T}: Double the amount of each type of unspent mana you have."): a mana
ability (605.1a; ruling of 2004-12-01) whose mana is a copy of the unspent mana left once its
cost is paid (601.2h), without the spending restrictions of what it copies (ruling). Its answers
are checked against a brute force of every plan of basic lands and one Cube that shares no code
with the plan search."""

from __future__ import annotations

from collections import Counter
from itertools import product

from games import game
from hypothesis import given, settings
from hypothesis import strategies as st
from manasolve.solver.app.queries import available_mana, can_pay, could_produce, tap_for_mana

LAND = {"G": "Forest", "U": "Island", "C": "Wastes"}


def _maximal(pools: set[tuple[int, ...]]) -> set[tuple[int, ...]]:
    return {p for p in pools if not any(q != p and all(a >= b for a, b in zip(q, p)) for q in pools)}


def _brute(counts: tuple[int, int, int]) -> set[str]:
    """Every plan: the lands tapped before the Cube (by type), which three of their mana pay its
    {3}, the rest doubled, then every other land tapped; or no Cube at all (all lands)."""
    pools = {counts}
    for before in product(*(range(n + 1) for n in counts)):
        for paid in product(*(range(b + 1) for b in before)):
            if sum(paid) != 3:
                continue
            left = [b - p for b, p in zip(before, paid)]
            pools.add(tuple(2 * x + (n - b) for x, n, b in zip(left, counts, before)))
    return {"".join(t * n for t, n in zip("GUC", p)) for p in _maximal(pools)}


def _board(counts: tuple[int, int, int]):
    lands = [LAND[t] for t, n in zip("GUC", counts) for _ in range(n)]
    return game(you=lands + ["Doubling Cube"])


@settings(max_examples=25, deadline=None)
@given(st.tuples(st.integers(0, 3), st.integers(0, 3), st.integers(0, 2)))
def test_available_mana_matches_every_plan(counts):
    """available_mana lists exactly the maximal pools of the brute force (605, 601.2h)."""
    got = available_mana(_board(counts), "you").answer
    want = _brute(counts)
    as_sets = {frozenset(Counter(p).items()) for p in got}
    assert as_sets == {frozenset(Counter(p).items()) for p in want}


def test_can_pay_through_the_cube():
    """Four Forests and an Island: {U}{U}{G}{G} only by doubling GU after paying {3} with GGG."""
    s = _board((4, 1, 0))
    assert can_pay(s, "you", "{U}{U}{G}{G}").answer is True
    assert can_pay(s, "you", "{U}{U}{U}").answer is False


def test_the_copy_has_no_restriction():
    """Ruling: restricted mana in the pool is doubled, the copy unrestricted (106.6): Ancient
    Ziggurat's creature-only mana can't pay {R} for nothing in particular, its copy can."""
    s = game(you=["Ancient Ziggurat", "Forest", "Forest", "Forest", "Doubling Cube"])
    assert can_pay(s, "you", "{R}").answer is True
    s2 = game(you=["Ancient Ziggurat", "Forest", "Forest", "Doubling Cube"])
    assert can_pay(s2, "you", "{R}").answer is False  # the Cube's {3} can't use the Ziggurat's mana


def test_outside_a_plan_the_pool_is_empty():
    """106.7 and tap_for_mana: a scenario's pool is empty; the Cube's own cost is paid with mana
    that is spent (601.2h), so it copies nothing."""
    s = _board((3, 0, 0))
    assert could_produce(s, "Doubling Cube").answer == []
    assert tap_for_mana(s, "Doubling Cube").answer == [""]
