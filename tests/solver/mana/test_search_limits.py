"""Bounded work in the replacement search (issue 14): large amounts stay numbers, exponential
inputs that the search's rules reduce are fast, and what they cannot reduce stops at a named
limit (LimitError) that an option raises, never a hang or a MemoryError."""

from __future__ import annotations

import time

import manasolve
import pytest
from manasolve.model.errors import LimitError
from manasolve.model.mana import Mana, ManaType, TypeSet
from manasolve.solver.mana.replacement import Compiled, ReplacementSearch, SearchLimits

NYXBLOOM = """
name: eighteen Nyxbloom Ancients
players: [you]
battlefield:
  you: [Forest{nyx}]
queries:
  - tap_for_mana: Forest
"""


def _scenario(n: int) -> manasolve.Scenario:
    return manasolve.scenario(NYXBLOOM.replace("{nyx}", ", Nyxbloom Ancient" * n))


def test_eighteen_nyxbloom_ancients_give_one_short_answer():
    """Nyxbloom Ancient: "If you tap a permanent for mana, it produces three times as much of that
    mana instead." Eighteen of them triple a Forest's {G} eighteen times (616.1: each applies once,
    in any order, all the same): 3^18 green mana, a count, written G×387420489 (README)."""
    start = time.perf_counter()
    got = manasolve.tap_for_mana(_scenario(18), "Forest")
    assert time.perf_counter() - start < 5
    assert got.answer == ["G×387420489"]
    (mana, witness), = got.outcomes
    assert mana.counts[ManaType.G] == 3**18 and len(witness.replacements) == 18


def test_ordinary_amounts_keep_the_contract_notation():
    """SCENARIOS.md writes mana as symbols ("GG"); up to 99 of a type that stays so (four
    Nyxbloom Ancients: 81 green mana)."""
    got = manasolve.tap_for_mana(_scenario(4), "Forest")
    assert got.answer == ["G" * 81]
    assert str(Mana.parse("G" * 99)) == "G" * 99 and str(Mana.parse("G×100")) == "G×100"
    assert Mana.parse("WG×120") == Mana.parse("W") + Mana.of(ManaType.G, 120)


def test_eighteen_distinct_constant_replacements_are_one_class_per_shape():
    """Eighteen different "{X} instead of any other type and amount" effects (614.1a), all
    applicable to any mana: every order ends with the last one applied (616.1f), so the outcomes
    are the eighteen amounts. Effects that no condition can tell apart but by their result are
    searched as one class, so this takes milliseconds, not 2^18 states."""
    effects = tuple(Compiled("set_type", types=TypeSet.of([t]), amount=1 + i // 6) for i, t in enumerate(list(ManaType) * 3))
    start = time.perf_counter()
    found = ReplacementSearch(effects).outcomes(Mana.parse("G"))
    assert time.perf_counter() - start < 2
    assert set(found) == {Mana.of(t, 1 + i // 6) for i, t in enumerate(list(ManaType) * 3)}


def _tangled(n: int) -> tuple[Compiled, ...]:
    """Effects that read types and amounts of each other (conversions, thresholds, colour
    setters, constants): the search can set nothing apart."""
    ts = list(ManaType)
    out = []
    for i in range(n):
        k = i % 6
        if k == 0:
            out.append(Compiled("multiply", factor=2 + i // 6))
        elif k == 1:
            out.append(Compiled("set_type", types=TypeSet.of([ts[i % 6]]), amount=1 + i // 6))
        elif k == 2:
            out.append(Compiled("convert", src=ts[i % 6], dst=ts[(i + 1) % 6], of_type=ts[i % 6]))
        elif k == 3:
            out.append(Compiled("set_type", types=TypeSet.of([ts[(i + 3) % 6]]), min_amount=2 + i // 6))
        elif k == 4:
            out.append(Compiled("set_color", types=TypeSet.of([ts[i % 5]])))
        else:
            out.append(Compiled("set_type", types=TypeSet.of([ts[i % 6]]), amount=2, min_amount=3 + i // 6))
    return tuple(out)


def test_a_search_past_its_budget_raises_a_named_limit():
    """Eighteen tangled effects would need hundreds of thousands of states: the search stops at
    its budget with a LimitError that names the option to raise, and the memo it kept stays
    exact (a later question with a larger budget continues from it)."""
    search = ReplacementSearch(_tangled(18))
    start = time.perf_counter()
    with pytest.raises(LimitError, match="max_search_states"):
        search.outcomes(Mana.parse("G"), SearchLimits(states=2_000))
    assert time.perf_counter() - start < 10
    small = ReplacementSearch(_tangled(8))
    with pytest.raises(LimitError):
        small.outcomes(Mana.parse("G"), SearchLimits(states=50))
    assert small.outcomes(Mana.parse("G")) == ReplacementSearch(_tangled(8)).outcomes(Mana.parse("G"))


def test_the_default_budget_bounds_the_worst_input_in_time():
    """With the default options, eighteen tangled effects end (an answer or a LimitError) in
    seconds, not minutes."""
    start = time.perf_counter()
    try:
        ReplacementSearch(_tangled(18)).outcomes(Mana.parse("G"), SearchLimits(states=manasolve.Options().max_search_states))
    except LimitError as e:
        assert "Options.max_search_states" in str(e)
    assert time.perf_counter() - start < 30


def test_amounts_past_the_digit_limit_raise_a_named_limit():
    """An amount with more digits than Options.max_amount_digits is refused by name."""
    effects = (Compiled("multiply", factor=10**600), Compiled("multiply", factor=10**599))
    with pytest.raises(LimitError, match="max_amount_digits"):
        ReplacementSearch(effects).outcomes(Mana.parse("G"))
    assert ReplacementSearch(effects).outcomes(Mana.parse("G"), SearchLimits(amount_digits=2_000))


VAULT = """
name: a storage land with a million counters
players: [you]
cards:
  - name: Deep Vault
    type_line: Land
    mana_cost: ""
    oracle_text: "{T}, Remove X storage counters from this land: Add {C} for each storage counter removed this way."
battlefield:
  you:
    - card: Deep Vault
      counters: {storage: 1000000}
"""


def test_a_cost_with_a_million_choices_of_x_is_refused_by_name():
    """"Remove X storage counters" with a million counters: X could be any of a million numbers
    (107.3), each a different result; the question raises a LimitError naming Options.max_outcomes
    at once instead of enumerating them."""
    s = manasolve.scenario(VAULT)
    start = time.perf_counter()
    with pytest.raises(LimitError, match="max_outcomes"):
        manasolve.tap_for_mana(s, "Deep Vault")
    assert time.perf_counter() - start < 2
    assert manasolve.could_produce(s, "Deep Vault").answer == ["C"]  # 106.7: costs ignored


def test_the_budget_is_per_question_not_per_shared_search():
    """What earlier questions stored in a shared search is not charged to a later one: each
    question may store up to its own budget."""
    search = ReplacementSearch(_tangled(10))
    first = search.outcomes(Mana.parse("G"))
    used = search.size
    assert used > 50
    second = search.outcomes(Mana.parse("WW"), SearchLimits(states=used))  # a new root, within its own budget
    assert first and second
