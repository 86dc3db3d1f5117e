"""audit33: an ``expect`` of the wrong shape for its query kind (SCENARIOS.md "Expectations") fails
saying what an expectation of that kind is: ``can_pay`` / ``can_activate`` true or false, ``cast``
true, false, illegal or a mapping, ``cast_options`` a list of ways, ``enters`` a mapping; a cast
mapping's misspelt key names the answer's key it resembles. Before, ``can_pay`` with ``expect: [G]``
said only "expected ["G"], got true"."""

from __future__ import annotations

from typing import Any

import pytest

from manasolve.solver.app.check import compare

CAST = {"legal": False, "cost": "{R}", "reason": "no red mana"}


@pytest.mark.parametrize("kind,expect,answer,says", [
    ("can_pay", ["G"], True, "the expectation is not true or false"),
    ("can_activate", "yes", True, "the expectation is not true or false"),
    ("cast", ["R"], CAST, "the expectation is not true, false, illegal or a mapping"),
    ("cast_options", {"legal": False}, [], "the expectation is not a list of ways"),
    ("enters", ["G"], {"counters": {}, "mana_value": 1}, "the expectation is not a mapping of counters and mana_value"),
    ("cast", {"legal": False, "costt": "{R}"}, CAST, "the answer has no 'costt' (did you mean 'cost'?)"),
])
def test_a_wrong_shape_says_what_is_expected(kind: str, expect: Any, answer: Any, says: str) -> None:
    got = compare(kind, expect, answer)
    assert not got and says in got.detail


@pytest.mark.parametrize("kind,expect,answer", [
    ("can_pay", True, True), ("can_activate", False, False), ("cast", False, CAST),
    ("cast", {"cost": "{R}"}, CAST), ("cast_options", [], []), ("enters", {"mana_value": 1}, {"counters": {}, "mana_value": 1}),
])
def test_a_right_shape_still_holds(kind: str, expect: Any, answer: Any) -> None:
    assert compare(kind, expect, answer)
