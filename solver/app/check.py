"""Comparing answers with the expectations written beside queries (SCENARIOS.md, "Expectations").

Pure functions over JSON values (the ``answer`` of a result, the ``expect`` as YAML read it):

* sets of types (``could_produce``) and sets of outcomes (``tap_for_mana``) compare as sets, and
  each mana string as a multiset of letters: ``[G, B]`` equals ``["B", "G"]``, ``"GB"`` equals ``"BG"``;
* ``expect: illegal`` holds when the answer is ``"illegal"``; for ``cast`` it holds when the cast is
  not legal, for ``cast_options`` when there is no legal way (the project's reading for kinds whose
  answer is never the word itself);
* ``cast``: ``true``/``false`` compare ``legal`` only; a mapping compares only the keys it gives; a
  total cost compares as a multiset of symbols (generic amounts summed): ``{R}{2}`` equals ``{2}{R}``
  and ``{0}`` equals ``""``;
* ``cast_options``: ``expect`` is the set of options, each described by the keys it gives (every
  listed mapping matches some option and every option matches some listed mapping);
  ``expect_includes`` holds when each listed mapping matches some option, ``expect_excludes`` when
  none matches any; an option that omits a key matches the key's default (``from: hand``,
  ``using: normal``, ``kicker: 0``, ...);
* ``enters`` (and any mapping answer): only the keys the expectation gives; counters ignore kinds
  with 0 counters;
* ``available_mana``: ``expect`` is the set of maximal pools (each a mana string compared as a
  multiset) or the word ``unbounded``; ``expect_includes`` holds when each listed pool is among the
  maximal pools, ``expect_excludes`` when none is;
* ``can_pay``: ``true``/``false``.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from typing import Any, Callable, Mapping

from ...model.costs import ManaCost, SymbolKind
from ...model.mana import Mana, ManaType
from ...model.scenario import MISSING, Query
from ...model.values import dataclass

CAST_DEFAULTS: Mapping[str, Any] = {
    "from": "hand",
    "using": "normal",
    "prototype": False,
    "alternative_cost": None,
    "kicker": 0,
    "x": 0,
    "sacrifice": [],
    "optional_costs": {},  # altcost11
    "face_down": False,  # becomes13
}


@dataclass(frozen=True, slots=True)
class Comparison:
    """Whether an expectation holds, and (when it does not) a short note of the difference."""

    holds: bool
    detail: str = ""

    def __bool__(self) -> bool:
        return self.holds


HOLDS = Comparison(True)


def check_query(query: Query, answer: Any) -> Comparison | None:
    """Compare ``answer`` (the JSON form of a result's answer) with every expectation of ``query``;
    None when the query has none."""
    if not query.has_expectation:
        return None
    parts: list[Comparison] = []
    if query.expect is not MISSING:
        parts.append(compare(query.kind, query.expect, answer))
    if query.kind == "available_mana":
        if query.expect_includes is not MISSING:
            parts.append(pools_include(query.expect_includes, answer))
        if query.expect_excludes is not MISSING:
            parts.append(pools_exclude(query.expect_excludes, answer))
    else:
        if query.expect_includes is not MISSING:
            parts.append(options_include(query.expect_includes, answer))
        if query.expect_excludes is not MISSING:
            parts.append(options_exclude(query.expect_excludes, answer))
    failed = [p for p in parts if not p.holds]
    return Comparison(not failed, "; ".join(p.detail for p in failed if p.detail))


def compare(kind: str, expect: Any, answer: Any) -> Comparison:
    """Whether ``expect`` holds of ``answer`` for a query of this kind."""
    if _is_word(expect, "illegal"):
        if kind == "cast":
            return _cmp(_cast_mapping(answer).get("legal") is False, "the cast is legal")
        if kind == "cast_options":
            return _cmp(answer == [], "there are legal ways to cast it")
        return _cmp(_is_word(answer, "illegal"), "the answer is not illegal")
    if kind == "could_produce":
        return _compare_sets(type_set(expect), type_set(answer), "mana types")
    if kind == "available_mana":
        if _is_word(expect, "unbounded") or _is_word(answer, "unbounded"):
            return _cmp(_is_word(expect, "unbounded") and _is_word(answer, "unbounded"), f"expected {expect!r}, got {answer!r}")
        return _compare_sets(outcome_set(expect), outcome_set(answer), "pools")
    if kind == "can_pay" and isinstance(expect, bool):
        return _cmp(answer is expect, f"expected {expect}, got {answer}")
    if kind == "tap_for_mana":
        return _compare_sets(outcome_set(expect), outcome_set(answer), "mana outcomes")
    if kind == "cast":
        if isinstance(expect, bool):
            return _cmp(_cast_mapping(answer).get("legal") is expect, "legal differs")
        if isinstance(expect, Mapping):
            return _compare_mapping(expect, _cast_mapping(answer), {})
    if kind == "cast_options" and isinstance(expect, list):
        return options_equal(expect, answer)
    if isinstance(expect, Mapping) and isinstance(answer, Mapping):
        return _compare_mapping(expect, answer, {})
    shape = _EXPECTED_SHAPES.get(kind)
    if shape is not None and not shape[0](expect):  # audit33: say what an expectation of this kind is
        return Comparison(False, f"the expectation is not {shape[1]}")
    return _cmp(values_equal("", expect, answer))


# audit33: the forms an expectation of each kind may take (SCENARIOS.md), for a clear mismatch
_EXPECTED_SHAPES: dict[str, tuple[Callable[[Any], bool], str]] = {
    "can_pay": (lambda e: isinstance(e, bool), "true or false"),
    "can_activate": (lambda e: isinstance(e, bool), "true or false"),
    "cast": (lambda e: isinstance(e, (bool, Mapping)), "true, false, illegal or a mapping of legal, cost, reason"),
    "cast_options": (lambda e: isinstance(e, list), "a list of ways to cast it (mappings) or illegal"),
    "enters": (lambda e: isinstance(e, Mapping), "a mapping of counters and mana_value"),
}


# --- sets of types and outcomes ---------------------------------------------------------------


def type_set(value: Any) -> frozenset[str] | None:
    """``[W, U]``, ``["{W}", "blue"]`` or ``"WU"`` → ``{"W", "U"}``; None if it is not a set of types."""
    items = [ch for ch in value if not ch.isspace()] if isinstance(value, str) else _strings(value)
    if items is None:
        return None
    try:
        return frozenset(ManaType.parse(t).name for t in items)
    except ValueError:
        return None


def outcome_set(value: Any) -> frozenset[str] | None:
    """``["GB", "C"]`` → ``{"BG", "C"}`` (each outcome as a multiset of letters, written in WUBRGC
    order); a single mana string is a one-outcome set; None if it is not a set of outcomes."""
    if _is_word(value, "illegal"):
        return None
    items = [value] if isinstance(value, str) else _strings(value)
    if items is None:
        return None
    try:
        return frozenset(str(Mana.parse(m)) for m in items)
    except ValueError:
        return None


def _strings(value: Any) -> list[str] | None:
    """The items of a list (or set) when all are strings, else None."""
    if isinstance(value, (list, tuple, set, frozenset)) and all(isinstance(x, str) for x in value):
        return list(value)
    return None


def _compare_sets(expect: frozenset[str] | None, got: frozenset[str] | None, what: str) -> Comparison:
    if expect is None:
        return Comparison(False, f"the expectation is not a set of {what}")
    if got is None:
        return Comparison(False, f"the answer is not a set of {what}")
    if expect == got:
        return HOLDS
    notes = []
    if expect - got:
        notes.append("missing " + ", ".join(_show(x) for x in sorted(expect - got)))
    if got - expect:
        notes.append("unexpected " + ", ".join(_show(x) for x in sorted(got - expect)))
    return Comparison(False, "; ".join(notes))


def _show(mana: str) -> str:
    return repr(mana) if mana else "'' (no mana)"


# --- costs ------------------------------------------------------------------------------------


_BARE_COST = re.compile(r"\d+|[A-Za-z]|\S")


def cost_key(value: Any) -> tuple[int, frozenset[tuple[Any, int]]] | None:
    """A total cost as a multiset of symbols: the sum of its generic symbols, and how many of each
    other symbol (hybrid halves in either order). ``"{2}{R}"``, ``"{R}{1}{1}"``, ``"2R"`` and ``2R``
    written as an int 2 plus R all agree; ``"{0}"``, ``""`` and ``0`` are the empty cost. None for
    no cost at all (``null``); raises ValueError for text that is not a cost."""
    if value is None:
        return None
    if isinstance(value, bool):
        raise ValueError(f"not a cost: {value!r}")
    if isinstance(value, int):
        value = "{%d}" % value
    if not isinstance(value, str):
        raise ValueError(f"not a cost: {value!r}")
    text = value if "{" in value else "".join("{%s}" % t for t in _BARE_COST.findall(value))
    generic = 0
    others: Counter[Any] = Counter()
    for s in ManaCost.parse(text).symbols:
        if s.kind is SymbolKind.GENERIC:
            generic += s.generic
        else:
            others[(s.kind, tuple(sorted(s.colors)), s.generic, s.colorless_half, s.letter)] += 1
    return generic, frozenset(others.items())


def costs_equal(expect: Any, got: Any) -> bool:
    """Whether two total costs are the same multiset of symbols (see :func:`cost_key`)."""
    try:
        return cost_key(expect) == cost_key(got)
    except ValueError:
        return False


# --- mappings: cast answers and options -------------------------------------------------------


def values_equal(key: str, expect: Any, got: Any) -> bool:
    """Equality of one value, by the key it sits under: ``cost`` as a cost, ``sacrifice`` as a
    multiset, ``counters`` ignoring zeros, nested mappings on the keys they give, lists in order."""
    if key == "cost":
        return costs_equal(expect, got)
    if key == "sacrifice" and isinstance(expect, list) and isinstance(got, (list, tuple)):
        return Counter(map(str, expect)) == Counter(map(str, got))
    if key == "alternative_cost" and isinstance(expect, str) and isinstance(got, str):
        # audit32: a keyword's name as printed ("Bestow") or as the answer writes it ("bestow"):
        # the query itself reads it either way (702: keywords are not case-sensitive)
        return expect.strip().lower() == got.strip().lower()
    if key == "counters" and isinstance(expect, Mapping) and isinstance(got, Mapping):
        return {k: v for k, v in expect.items() if v} == {k: v for k, v in got.items() if v}
    if isinstance(expect, Mapping):
        return isinstance(got, Mapping) and not _mapping_differences(expect, got, {})
    if isinstance(expect, (list, tuple)):
        return isinstance(got, (list, tuple)) and len(expect) == len(got) and all(
            values_equal("", e, g) for e, g in zip(expect, got)
        )
    if isinstance(expect, bool) or isinstance(got, bool):
        return expect is got
    return bool(expect == got)


def _mapping_differences(expect: Mapping[str, Any], got: Mapping[str, Any], defaults: Mapping[str, Any]) -> list[str]:
    """The keys of ``expect`` on which ``got`` differs (a key ``got`` lacks takes its default)."""
    out = []
    for key, e in expect.items():
        if key in got:
            g = got[key]
        elif key in defaults:
            g = defaults[key]
        else:
            close = difflib.get_close_matches(str(key), [str(k) for k in got], n=1, cutoff=0.6)  # audit33
            out.append(f"{key}: expected {e!r}, the answer has no {key!r}" + (f" (did you mean {close[0]!r}?)" if close else ""))
            continue
        if not values_equal(str(key), e, g):
            out.append(f"{key}: expected {e!r}, got {g!r}")
    return out


def _compare_mapping(expect: Mapping[str, Any], got: Mapping[str, Any], defaults: Mapping[str, Any]) -> Comparison:
    diffs = _mapping_differences(expect, got, defaults)
    return Comparison(not diffs, "; ".join(diffs))


def _cast_mapping(answer: Any) -> Mapping[str, Any]:
    """A cast answer as a mapping; a bare boolean answer is read as ``{legal: answer}``."""
    if isinstance(answer, Mapping):
        return answer
    if isinstance(answer, bool):
        return {"legal": answer}
    return {}


def option_matches(expect: Any, option: Any) -> bool:
    """Whether one cast option matches a (partial) expected option on the keys it gives."""
    return isinstance(expect, Mapping) and isinstance(option, Mapping) and not _mapping_differences(expect, option, CAST_DEFAULTS)


def _options(answer: Any) -> list[Any] | None:
    return list(answer) if isinstance(answer, (list, tuple)) else None


def options_equal(expect: list[Any], answer: Any) -> Comparison:
    """``expect`` describes the set of options: each listed mapping matches some option and each
    option matches some listed mapping."""
    options = _options(answer)
    if options is None:
        return Comparison(False, "the answer is not a list of options")
    missing = [e for e in expect if not any(option_matches(e, o) for o in options)]
    extra = [o for o in options if not any(option_matches(e, o) for e in expect)]
    notes = ([f"no option matches {e!r}" for e in missing]) + ([f"unexpected option {o!r}" for o in extra])
    return Comparison(not notes, "; ".join(notes))


def options_include(expect: Any, answer: Any) -> Comparison:
    """``expect_includes``: each listed mapping matches some option."""
    options = _options(answer)
    if options is None or not isinstance(expect, list):
        return Comparison(False, "the answer is not a list of options")
    missing = [e for e in expect if not any(option_matches(e, o) for o in options)]
    return Comparison(not missing, "; ".join(f"no option matches {e!r}" for e in missing))


def options_exclude(expect: Any, answer: Any) -> Comparison:
    """``expect_excludes``: no listed mapping matches any option."""
    options = _options(answer)
    if options is None or not isinstance(expect, list):
        return Comparison(False, "the answer is not a list of options")
    found = [(e, o) for e in expect for o in options if option_matches(e, o)]
    return Comparison(not found, "; ".join(f"option {o!r} matches excluded {e!r}" for e, o in found))


# --- pools (available_mana) -------------------------------------------------------------------


def _pools(value: Any) -> frozenset[str] | None:
    if _is_word(value, "unbounded"):
        return None
    return outcome_set(value) if isinstance(value, (list, tuple)) else None


def pools_include(expect: Any, answer: Any) -> Comparison:
    """``expect_includes`` for ``available_mana``: each listed pool is one of the maximal pools."""
    want, got = outcome_set(expect), _pools(answer)
    if want is None:
        return Comparison(False, "expect_includes is not a list of pools")
    if got is None:
        return Comparison(False, f"the answer is not a list of pools: {answer!r}")
    missing = sorted(want - got)
    return Comparison(not missing, "missing " + ", ".join(_show(m) for m in missing) if missing else "")


def pools_exclude(expect: Any, answer: Any) -> Comparison:
    """``expect_excludes`` for ``available_mana``: no listed pool is one of the maximal pools."""
    want, got = outcome_set(expect), _pools(answer)
    if want is None:
        return Comparison(False, "expect_excludes is not a list of pools")
    if got is None:
        return Comparison(False, f"the answer is not a list of pools: {answer!r}")
    found = sorted(want & got)
    return Comparison(not found, "unexpected " + ", ".join(_show(m) for m in found) if found else "")


# --- helpers ----------------------------------------------------------------------------------


def _is_word(value: Any, word: str) -> bool:
    return isinstance(value, str) and value.strip().lower() == word


def _cmp(ok: bool, detail: str = "") -> Comparison:
    return HOLDS if ok else Comparison(False, detail)
