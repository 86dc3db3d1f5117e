"""Comparing answers with expectations (solver/check.py), as SCENARIOS.md "Expectations" says."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from manasolve.model.scenario import Query
from manasolve.solver.app.check import (
    CAST_DEFAULTS,
    check_query,
    compare,
    cost_key,
    costs_equal,
    option_matches,
    options_exclude,
    options_include,
    outcome_set,
    type_set,
)


def holds(kind, expect, answer) -> bool:
    return compare(kind, expect, answer).holds


# --- could_produce: sets of types -------------------------------------------------------------


@pytest.mark.parametrize(
    "expect, answer",
    [
        (["G", "B"], ["B", "G"]),
        (["B", "G", "G"], ["B", "G"]),
        ([], []),
        ("BG", ["B", "G"]),
        (["{G}", "black"], ["B", "G"]),
        (["W", "U", "B", "R", "G", "C"], ["W", "U", "B", "R", "G", "C"]),
    ],
)
def test_type_sets_compare_as_sets(expect, answer):
    assert holds("could_produce", expect, answer)


@pytest.mark.parametrize(
    "expect, answer",
    [
        (["G"], ["B", "G"]),
        (["B", "G"], ["G"]),
        ([], ["C"]),
        (["C"], []),
        (["X"], ["B"]),
        (True, ["B"]),
        ([1], ["B"]),
        (["B"], "illegal"),
    ],
)
def test_type_sets_that_differ(expect, answer):
    assert not holds("could_produce", expect, answer)


def test_type_set_mismatch_says_what_is_missing_and_unexpected():
    c = compare("could_produce", ["B", "G"], ["G", "C"])
    assert not c and "missing 'B'" in c.detail and "unexpected 'C'" in c.detail


def test_type_set_parsing():
    assert type_set(["g", "{B}", "white"]) == {"G", "B", "W"}
    assert type_set("") == frozenset()
    assert type_set(None) is None and type_set(["Q"]) is None and type_set([None]) is None


# --- tap_for_mana: sets of outcomes, each a multiset ------------------------------------------


@pytest.mark.parametrize(
    "expect, answer",
    [
        (["GB"], ["BG"]),
        (["GG", "C"], ["C", "GG"]),
        (["{G}{B}", ""], ["", "BG"]),
        ([""], [""]),
        ([], []),
        ("G", ["G"]),
    ],
)
def test_outcomes_compare_as_sets_of_multisets(expect, answer):
    assert holds("tap_for_mana", expect, answer)


@pytest.mark.parametrize(
    "expect, answer",
    [
        (["G"], ["GG"]),
        (["GG"], ["G"]),
        (["G", "B"], ["GB"]),
        ([""], []),
        (["G"], "illegal"),
        (["Z"], ["G"]),
    ],
)
def test_outcomes_that_differ(expect, answer):
    assert not holds("tap_for_mana", expect, answer)


def test_outcome_set_writes_each_outcome_in_wubrgc_order():
    assert outcome_set(["CG", "GB", "UW"]) == {"GC", "BG", "WU"}
    assert outcome_set("illegal") is None and outcome_set(3) is None


@pytest.mark.parametrize("kind", ["tap_for_mana", "could_produce", "can_activate", "enters"])
def test_expect_illegal_holds_when_the_answer_is_illegal_whatever_the_reason(kind):
    assert holds(kind, "illegal", "illegal")
    assert holds(kind, "Illegal", "illegal")
    assert not holds(kind, "illegal", ["G"])
    assert not holds(kind, "illegal", False)


# --- can_activate: booleans -------------------------------------------------------------------


def test_booleans_compare_exactly():
    assert holds("can_activate", True, True) and holds("can_activate", False, False)
    assert not holds("can_activate", True, False) and not holds("can_activate", False, True)
    assert not holds("can_activate", True, 1) and not holds("can_activate", False, 0)
    assert not holds("can_activate", False, None)


# --- cast ---------------------------------------------------------------------------------------


LEGAL = {"legal": True, "cost": "{2}{R}", "reason": ""}
NOT_LEGAL = {"legal": False, "cost": "{2}{R}", "reason": "it is not your main phase"}


def test_cast_true_and_false_compare_legal_only():
    assert holds("cast", True, LEGAL) and holds("cast", False, NOT_LEGAL)
    assert not holds("cast", True, NOT_LEGAL) and not holds("cast", False, LEGAL)
    assert holds("cast", True, True) and not holds("cast", True, {})


def test_cast_mapping_compares_only_its_keys():
    assert holds("cast", {"legal": True}, LEGAL)
    assert holds("cast", {"cost": "{R}{2}"}, LEGAL)
    assert holds("cast", {"legal": False, "reason": "it is not your main phase"}, NOT_LEGAL)
    assert not holds("cast", {"legal": True, "cost": "{3}{R}"}, LEGAL)
    c = compare("cast", {"legal": True, "mana_value": 3}, LEGAL)
    assert not c and "mana_value" in c.detail


def test_cast_expect_illegal_means_not_legal():
    assert holds("cast", "illegal", NOT_LEGAL) and not holds("cast", "illegal", LEGAL)


@pytest.mark.parametrize(
    "a, b",
    [
        ("{R}{2}", "{2}{R}"),
        ("{0}", ""),
        ("", "{0}"),
        ("{1}{1}{R}", "{2}{R}"),
        ("{G/U}", "{U/G}"),
        ("{X}{R}", "{R}{X}"),
        ("2R", "{2}{R}"),
        (3, "{3}"),
        (0, ""),
        ("{w}{u}", "{U}{W}"),
        (None, None),
        ("{2/W}{B/P}", "{B/P}{2/W}"),
    ],
)
def test_costs_equal_as_multisets_of_symbols(a, b):
    assert costs_equal(a, b) and costs_equal(b, a)


@pytest.mark.parametrize(
    "a, b",
    [("{R}", "{R}{R}"), ("{2}{R}", "{3}{R}"), ("{1}", ""), ("{C}", "{1}"), ("{X}", "{Y}"), ("{R}", None), ("{Q}", "{Q}"), (True, "{1}")],
)
def test_costs_that_differ(a, b):
    assert not costs_equal(a, b)


def test_cost_key_sums_generic_symbols():
    assert cost_key("{2}{1}{G}")[0] == 3
    assert cost_key("") == cost_key("{0}") == (0, frozenset())
    with pytest.raises(ValueError):
        cost_key("{purple}")


# --- cast_options -----------------------------------------------------------------------------


OPTIONS = [
    {"card": "Goblin Bushwhacker", "from": "hand", "using": "normal", "prototype": False, "alternative_cost": None,
     "kicker": 0, "x": 0, "sacrifice": [], "cost": "{R}"},
    {"card": "Goblin Bushwhacker", "from": "hand", "using": "normal", "prototype": False, "alternative_cost": None,
     "kicker": 1, "x": 0, "sacrifice": [], "cost": "{R}{R}"},
]


def test_expect_includes_each_listed_mapping_matches_some_option():
    q = Query("cast_options", {"card": "Goblin Bushwhacker"}, expect_includes=[{"kicker": 1, "cost": "{R}{R}"}, {"cost": "{R}"}])
    assert check_query(q, OPTIONS).holds
    q = Query("cast_options", {"card": "Goblin Bushwhacker"}, expect_includes=[{"kicker": 2}])
    c = check_query(q, OPTIONS)
    assert not c.holds and "kicker" in c.detail


def test_expect_excludes_no_listed_mapping_matches_any_option():
    assert options_exclude([{"kicker": 2}, {"prototype": True}], OPTIONS).holds
    c = options_exclude([{"kicker": 1}], OPTIONS)
    assert not c.holds and "matches excluded" in c.detail


def test_includes_and_excludes_together_must_both_hold():
    q = Query("cast_options", {}, expect_includes=[{"kicker": 0}], expect_excludes=[{"kicker": 0}])
    assert not check_query(q, OPTIONS).holds
    q = Query("cast_options", {}, expect_includes=[{"kicker": 0}], expect_excludes=[{"kicker": 5}])
    assert check_query(q, OPTIONS).holds


def test_an_option_that_omits_a_key_matches_its_default():
    bare = [{"card": "Goblin Bushwhacker", "cost": "{R}"}]
    assert options_include([{"from": "hand", "using": "normal", "kicker": 0, "sacrifice": []}], bare).holds
    assert not options_include([{"kicker": 1}], bare).holds
    assert CAST_DEFAULTS["using"] == "normal"


def test_option_matching_compares_costs_and_sacrifices_as_multisets():
    opt = {"cost": "{2}{B}", "sacrifice": ["a", "b"]}
    assert option_matches({"cost": "{B}{1}{1}", "sacrifice": ["b", "a"]}, opt)
    assert not option_matches({"sacrifice": ["a"]}, opt)
    assert not option_matches("kicker", opt)


def test_cast_options_expect_is_the_set_of_options():
    assert holds("cast_options", [{"kicker": 1}, {"kicker": 0}], OPTIONS)
    c = compare("cast_options", [{"kicker": 0}], OPTIONS)
    assert not c and "unexpected option" in c.detail
    c = compare("cast_options", [{"kicker": 0}, {"kicker": 1}, {"kicker": 2}], OPTIONS)
    assert not c and "no option matches" in c.detail
    assert holds("cast_options", [], []) and holds("cast_options", "illegal", [])
    assert not holds("cast_options", "illegal", OPTIONS)


def test_options_need_a_list_answer():
    assert not options_include([{"kicker": 0}], None).holds
    assert not options_exclude([{"kicker": 0}], "illegal").holds


# --- enters and other mappings ----------------------------------------------------------------


def test_enters_compares_the_keys_given_and_counters_ignore_zeros():
    answer = {"counters": {"+1/+1": 3, "charge": 0}, "mana_value": 3}
    assert holds("enters", {"counters": {"+1/+1": 3}}, answer)
    assert holds("enters", {"mana_value": 3}, answer)
    assert holds("enters", {"counters": {"+1/+1": 3}, "mana_value": 3}, answer)
    assert not holds("enters", {"counters": {"+1/+1": 2}}, answer)
    assert not holds("enters", {"counters": {}}, answer)
    assert holds("enters", {"counters": {}}, {"counters": {"charge": 0}, "mana_value": 0})


# --- check_query ------------------------------------------------------------------------------


def test_no_expectation_gives_none():
    assert check_query(Query("could_produce", "Forest"), ["G"]) is None


def test_check_query_uses_expect():
    assert check_query(Query("could_produce", "Forest", expect=["G"]), ["G"]).holds
    c = check_query(Query("could_produce", "Forest", expect=["G"]), ["B"])
    assert not c.holds and c.detail


def test_comparison_is_truthy_when_it_holds():
    assert compare("can_activate", True, True) and not compare("can_activate", True, False)


# --- properties -------------------------------------------------------------------------------


letters = st.text(alphabet="WUBRGC", max_size=6)


@given(letters, st.randoms())
def test_a_mana_string_equals_any_reordering_of_its_letters(s, rnd):
    shuffled = list(s)
    rnd.shuffle(shuffled)
    assert holds("tap_for_mana", [s], ["".join(shuffled)])


@given(st.lists(st.sampled_from("WUBRGC"), unique=True), st.randoms())
def test_a_type_list_equals_any_reordering(types, rnd):
    shuffled = list(types)
    rnd.shuffle(shuffled)
    assert holds("could_produce", types, shuffled)


symbols = st.lists(st.sampled_from(["{R}", "{G}", "{2}", "{1}", "{X}", "{G/U}", "{C}", "{0}"]), max_size=6)


@given(symbols, st.randoms())
def test_a_cost_equals_any_reordering_of_its_symbols(syms, rnd):
    shuffled = list(syms)
    rnd.shuffle(shuffled)
    assert costs_equal("".join(syms), "".join(shuffled))


@given(symbols, symbols)
def test_cost_equality_is_multiset_equality_with_generic_summed(a, b):
    def key(syms):
        generic = sum(int(s[1:-1]) for s in syms if s[1:-1].isdigit())
        return generic, sorted(s for s in syms if not s[1:-1].isdigit())

    assert costs_equal("".join(a), "".join(b)) == (key(a) == key(b))


def test_an_alternative_cost_name_compares_without_case():
    """audit32: a keyword is named as printed ("Bestow", 702.103) or as the answer writes it
    ("bestow"): the query reads either, so the expectation compares either."""
    opt = {"alternative_cost": "bestow", "cost": "{1}{R}"}
    assert option_matches({"alternative_cost": "Bestow", "cost": "{1}{R}"}, opt)
    assert not option_matches({"alternative_cost": "Evoke"}, opt)
    assert holds("cast", {"alternative_cost": "Bestow"}, {"legal": True, **opt})
