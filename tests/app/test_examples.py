"""Every query of every scenario file under examples/ as its own test.

The ids read ``FILE::SCENARIO::qN`` (the file relative to examples/, the scenario's name, the
query's index), e.g. ``could_produce/reflecting_pool.yaml::Reflecting Pool under
Contamination::q0``, so ``pytest tests/app -k reflecting_pool`` runs one file's queries.

Collection reads only the files' YAML (the scenario names and how many queries each has); a file
is loaded (its cards read, its states built) once, by the first of its tests that runs. Each test
answers its query as ``manasolve check`` does (the front door's ``answer`` with the default
options, the answer made JSON-ready) and judges it with the same comparison
(``solver.app.check.check_query``, as in ``solver.app.batch._query_record``); a failure shows the
expectation, the answer, the difference and the witness (``why``). tests/app/test_cli_end_to_end.py
still runs ``manasolve check examples/`` as one command.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any, Iterator

import pytest
from manasolve.model.scenario import (
    MISSING,
    InvalidQuery,
    Scenario,
    ScenarioError,
    _scenario_mappings,
    iter_scenario_files,
    load_file,
    parse_data_text,
)
from manasolve.solver.app.batch import jsonable
from manasolve.solver.app.check import check_query

import manasolve

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"


def _cases() -> Iterator[Any]:
    """(file, scenario position, scenario name, query index) for every query of every file."""
    for path in iter_scenario_files([EXAMPLES]):
        rel = path.relative_to(EXAMPLES).as_posix()
        try:
            mappings = _scenario_mappings(parse_data_text(path.read_text(encoding="utf-8"), as_json=path.suffix.lower() == ".json"))
        except Exception as e:  # the test of this file fails with the cause
            yield pytest.param(rel, -1, f"{type(e).__name__}: {e}", -1, id=f"{rel}::<unreadable>")
            continue
        for position, m in enumerate(mappings):
            name = m.get("name") if isinstance(m, dict) and isinstance(m.get("name"), str) else f"<scenario {position + 1}>"
            queries = m.get("queries") if isinstance(m, dict) else None
            count = len(queries) if isinstance(queries, list) else 0
            if count == 0:  # nothing to ask: the scenario must still load
                yield pytest.param(rel, position, name, -1, id=f"{rel}::{name}::loads")
            for index in range(count):
                yield pytest.param(rel, position, name, index, id=f"{rel}::{name}::q{index}")


@functools.lru_cache(maxsize=1)
def _library() -> Any:
    return manasolve.cards()  # the pool ``manasolve check`` uses


@functools.cache
def _loaded(rel: str) -> list[Scenario | ScenarioError]:
    """The scenarios of one file, loaded once for all its queries."""
    return load_file(EXAMPLES / rel, _library())


def _dump(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, sort_keys=True)


@pytest.mark.parametrize("rel, position, name, index", list(_cases()))
def test_example(rel: str, position: int, name: str, index: int) -> None:
    """The query's answer meets its expectation (SCENARIOS.md, "Expectations")."""
    if position < 0:
        pytest.fail(f"{rel} cannot be read: {name}")
    items = _loaded(rel)
    assert position < len(items), f"{rel}: scenario {position} ({name!r}) is missing from the loaded file"
    item = items[position]
    assert item.name == name, f"{rel}: scenario {position} is {item.name!r}, not {name!r}"
    if isinstance(item, ScenarioError):
        pytest.fail(f"{rel} | {name}: the scenario cannot be loaded: {item.message}")
    if index < 0:
        return
    query = item.queries[index]
    if isinstance(query, InvalidQuery):
        pytest.fail(f"{rel} | {name} | queries[{index}]: {query.problem}")
    result = manasolve.answer(item.state, query)
    answer, why = jsonable(result.answer), jsonable(result.why)
    outcome = check_query(query, answer)
    assert outcome is not None, f"{rel} | {name} | queries[{index}] has no expectation"
    expected = " and ".join(
        f"{label}{_dump(value)}"
        for label, value in (("", query.expect), ("options including ", query.expect_includes), ("no option like ", query.expect_excludes))
        if value is not MISSING
    )
    assert outcome.holds, (
        f"{rel} | {name} | queries[{index}] {query.kind} {_dump(query.value)}\n"
        f"expected {expected}\ngot      {_dump(answer)}" + (f"\n({outcome.detail})" if outcome.detail else "") + f"\nwhy: {json.dumps(why, ensure_ascii=False, indent=1)}"
    )
