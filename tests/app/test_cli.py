"""The batch runner (solver/batch.py) and the ``manasolve`` command (solver/cli.py), run in-process
with the stub library of conftest.py and the stub answering function below, so that nothing here
depends on the solver's answers."""

from __future__ import annotations

import csv
import io
import json
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from manasolve.model.errors import QueryError
from manasolve.solver.app.batch import BatchSettings, file_records, tally
from manasolve.solver.app.records import RECORD_COLUMNS, jsonable, record_failed
from manasolve.solver.app.runner import run_paths
from manasolve.solver.app.cli import main

REPO = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class StubResult:
    answer: Any
    why: Any


SLOW_FINISHED: list[str] = []
"""The ``slow`` stub answers that slept to the end (in this process)."""


def stub_answer(state, query, *, options):
    """Answers without the solver. ``could_produce`` of a permanent: the basic land types' letters
    its card has (so references are resolved for real); special values: ``boom`` raises an
    unexpected RuntimeError, ``bad`` a QueryError, ``slow`` sleeps 5 s."""
    value = query.value
    ref = value.get("permanent") if isinstance(value, dict) else value
    if ref == "boom":
        raise RuntimeError("kaboom")
    if ref == "bad":
        raise QueryError("that question makes no sense")
    if ref == "slow":
        time.sleep(5)
        SLOW_FINISHED.append(ref)  # never reached when a timeout interrupts the sleep
    if query.kind == "could_produce":
        card = state.permanent(ref).card
        letters = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
        return StubResult([letters[t] for t in letters if t in card.subtypes], {"stub": card.name})
    if query.kind == "tap_for_mana":
        return StubResult("illegal" if state.permanent(ref).tapped else ["G"], {"stub": True})
    if query.kind == "can_activate":
        return StubResult(not state.permanent(ref).tapped, {"reason": "stub"})
    if query.kind == "cast":
        return StubResult({"legal": True, "cost": "{2}{R}", "reason": ""}, {})
    if query.kind == "cast_options":
        return StubResult([{"card": value["card"], "kicker": 0, "cost": "{R}"}, {"card": value["card"], "kicker": 1, "cost": "{R}{R}"}], {})
    return StubResult({"counters": {}, "mana_value": 0}, {})


GOOD = """
scenarios:
  - name: lands
    players: [you, opp]
    battlefield:
      you:
        - Forest
        - card: Swamp
          tapped: true
    queries:
      - could_produce: Forest
        expect: [G]
      - tap_for_mana: Swamp
        expect: illegal
      - can_activate: {permanent: Forest, ability: 0}
        expect: true
      - could_produce: Swamp
  - name: casting
    players: [you]
    hand: {you: [Goblin Bushwhacker]}
    queries:
      - cast: {card: Goblin Bushwhacker}
        expect: {cost: "{R}{2}"}
      - cast_options: {card: Goblin Bushwhacker}
        expect_includes: [{kicker: 1}]
        expect_excludes: [{kicker: 2}]
      - enters: {card: Endless One, x: 3}
"""

FAILING = """
name: wrong
players: [you]
battlefield: {you: [Forest, Island]}
queries:
  - could_produce: Forest
    expect: [B]
  - could_produce: Island
    expect: [U]
  - could_produce: Nowhere
    expect: [U]
  - could_produce: boom
  - could_produce: bad
  - tap_for_mana: Forest
    bogus: 1
"""

UNLOADABLE = """
name: broken
players: [you]
battlefield: {you: [Forrest]}
queries:
  - could_produce: Forrest
    expect: [G]
  - could_produce: Forrest
"""


def run(argv, stub_library, capsys):
    """``main(argv)`` in-process with the stubs; returns (exit status, stdout, stderr)."""
    status = main([str(a) for a in argv], library=stub_library, answer_fn=stub_answer)
    out, err = capsys.readouterr()
    return status, out, err


def records(argv, stub_library, capsys):
    """The records ``run`` prints; its exit status is 1 exactly when a record has an error."""
    status, out, _ = run(["run", *argv, "--format", "json"], stub_library, capsys)
    recs = json.loads(out)
    assert status == (1 if any(r["error"] is not None for r in recs) else 0)
    return recs


# --- batch records ----------------------------------------------------------------------------


def test_records_have_the_contract_fields_in_order(stub_library, write):
    path = write("good.yaml", GOOD)
    recs = list(run_paths([path], library=stub_library, settings=BatchSettings(answer_fn=stub_answer)))
    assert [(r["scenario"], r["index"], r["kind"]) for r in recs] == [
        ("lands", 0, "could_produce"), ("lands", 1, "tap_for_mana"), ("lands", 2, "can_activate"), ("lands", 3, "could_produce"),
        ("casting", 0, "cast"), ("casting", 1, "cast_options"), ("casting", 2, "enters"),
    ]
    for r in recs:
        assert {"file", "scenario", "kind", "target", "answer", "error", "why", "passed"} <= set(r)
        assert r["file"] == str(path) and r["error"] is None
    first = recs[0]
    assert first["target"] == "Forest" and first["answer"] == ["G"] and first["why"] == {"stub": "Forest"}
    assert first["expect"] == ["G"] and first["passed"] is True
    assert recs[2]["target"] == "Forest ability 0" and recs[2]["permanent"] == "Forest" and recs[2]["ability"] == 0
    assert recs[3]["passed"] is None and "expect" not in recs[3]
    assert recs[5]["expect_includes"] == [{"kicker": 1}] and recs[5]["passed"] is True
    json.dumps(recs)  # all JSON


def test_errors_become_records_and_the_rest_continue(stub_library, write):
    recs = file_records(write("f.yaml", FAILING), stub_library, BatchSettings(answer_fn=stub_answer))
    assert len(recs) == 6
    wrong, right, unknown, boom, bad, invalid = recs
    assert wrong["passed"] is False and wrong["error"] is None and "missing 'B'" in wrong["mismatch"]
    assert right["passed"] is True
    assert unknown["error_type"] == "query" and "unknown reference 'Nowhere'" in unknown["error"] and unknown["passed"] is False
    assert boom["error_type"] == "internal" and boom["error"] == "RuntimeError: kaboom" and boom["passed"] is None
    assert bad["error_type"] == "query" and bad["error"] == "that question makes no sense"
    assert invalid["error_type"] == "query" and "unknown key 'bogus'" in invalid["error"]
    assert [record_failed(r) for r in recs] == [True, False, True, True, True, True]
    assert tally(recs) == (1, 5)


def test_a_scenario_that_cannot_be_loaded_gives_an_error_record_per_query(stub_library, write):
    recs = file_records(write("u.yaml", UNLOADABLE), stub_library, BatchSettings(answer_fn=stub_answer))
    assert len(recs) == 2
    for i, r in enumerate(recs):
        assert r["scenario"] == "broken" and r["index"] == i and r["error_type"] == "load" and r["passed"] is False
        assert "did you mean 'Forest'" in r["error"]


def test_a_file_that_does_not_parse_gives_one_record(stub_library, write):
    (r,) = file_records(write("bad.yaml", "name: [\n"), stub_library, BatchSettings(answer_fn=stub_answer))
    assert r["scenario"] == "bad.yaml" and r["kind"] is None and r["error_type"] == "load" and r["passed"] is False


def test_a_scenario_without_queries_that_cannot_be_loaded_still_counts(stub_library, write):
    (r,) = file_records(write("n.yaml", "name: q\nplayers: [you]\nphase: lunch\n"), stub_library, BatchSettings(answer_fn=stub_answer))
    assert r["kind"] is None and record_failed(r)


def test_timeout_gives_an_error_record_per_query_of_that_scenario_and_goes_on(stub_library, write):
    path = write(
        "t.yaml",
        """
        scenarios:
          - name: slow one
            players: [you]
            battlefield: {you: [Forest]}
            queries: [{could_produce: Forest}, {could_produce: slow}, {could_produce: Forest}]
          - name: quick one
            players: [you]
            battlefield: {you: [Forest]}
            queries: [{could_produce: Forest, expect: [G]}]
        """,
    )
    SLOW_FINISHED.clear()
    recs = file_records(path, stub_library, BatchSettings(answer_fn=stub_answer, timeout=0.3))
    assert not SLOW_FINISHED, "the timeout did not interrupt the slow query"
    assert [r["error_type"] for r in recs] == ["timeout", "timeout", "timeout", None]
    assert "timed out after 0.3 s" in recs[0]["error"]
    assert recs[3]["passed"] is True


def test_jsonable():
    class HasDict:
        def to_dict(self):
            return {"a": (1, 2)}

    assert jsonable({1: {"x"}, "t": (HasDict(), None)}) == {"1": ["x"], "t": [{"a": [1, 2]}, None]}
    assert jsonable(Path("p")) == "p"


def test_workers_give_the_same_records_in_the_same_order(stub_library, write, tmp_path):
    for i in range(6):
        write(f"d/{i}.yaml", GOOD if i % 2 else FAILING)
    write("d/broken.yaml", "name: [\n")
    one = list(run_paths([tmp_path / "d"], library=stub_library, settings=BatchSettings(answer_fn=stub_answer)))
    two = list(run_paths([tmp_path / "d"], library=stub_library, settings=BatchSettings(answer_fn=stub_answer, workers=2)))
    assert one == two and len(one) == 3 * 6 + 3 * 7 + 1


def test_workers_with_a_timeout(stub_library, write, tmp_path):
    write("w/a.yaml", "name: a\nplayers: [you]\nbattlefield: {you: [Forest]}\nqueries: [{could_produce: slow}]")
    write("w/b.yaml", "name: b\nplayers: [you]\nbattlefield: {you: [Forest]}\nqueries: [{could_produce: Forest}]")
    recs = list(run_paths([tmp_path / "w"], library=stub_library, settings=BatchSettings(answer_fn=stub_answer, workers=2, timeout=0.3)))
    assert [r["error_type"] for r in recs] == ["timeout", None]


def test_run_paths_rejects_a_missing_path_before_any_record(stub_library, tmp_path):
    with pytest.raises(FileNotFoundError, match="missing.yaml"):
        run_paths([tmp_path / "missing.yaml"], library=stub_library)


# --- manasolve run ----------------------------------------------------------------------------


def test_run_json_prints_every_record_in_order(stub_library, write, capsys):
    a, b = write("a.yaml", GOOD), write("b.yaml", UNLOADABLE)
    recs = records([a, b], stub_library, capsys)
    assert [(Path(r["file"]).name, r["scenario"]) for r in recs] == [("a.yaml", "lands")] * 4 + [("a.yaml", "casting")] * 3 + [("b.yaml", "broken")] * 2


def test_run_jsonl_one_object_per_line(stub_library, write, capsys):
    status, out, _ = run(["run", write("a.yaml", GOOD), "--format", "jsonl"], stub_library, capsys)
    lines = out.splitlines()
    assert status == 0 and len(lines) == 7
    assert [json.loads(x)["kind"] for x in lines][:2] == ["could_produce", "tap_for_mana"]


def test_run_csv_columns_and_json_encoded_answers(stub_library, write, capsys):
    status, out, _ = run(["run", write("a.yaml", GOOD), write("b.yaml", UNLOADABLE), "--format", "csv"], stub_library, capsys)
    table = list(csv.reader(io.StringIO(out)))
    header = table[0]
    rows = [dict(zip(header, row)) for row in table[1:]]
    assert status == 1  # b.yaml cannot be loaded: run says something failed
    assert header == list(RECORD_COLUMNS)  # every column of the JSON records
    assert [rows[0][k] for k in ("scenario", "kind", "target", "answer", "error")] == ["lands", "could_produce", "Forest", '["G"]', ""]
    assert json.loads(rows[0]["why"]) == {"stub": "Forest"} and json.loads(rows[0]["expect"]) == ["G"] and rows[0]["passed"] == "true"
    assert rows[1]["answer"] == '"illegal"'
    assert rows[-1]["answer"] == "" and "unknown card 'Forrest'" in rows[-1]["error"] and rows[-1]["passed"] == "false"
    assert len(rows) == 7 + 2


def test_run_table_is_aligned(stub_library, write, capsys):
    status, out, _ = run(["run", write("a.yaml", GOOD), "--format", "table"], stub_library, capsys)
    lines = out.splitlines()
    assert status == 0 and lines[0].split()[:5] == ["FILE", "SCENARIO", "QUERY", "ANSWER", "RESULT"]
    assert len(lines) == 8
    col = lines[0].index("QUERY")
    assert all(line[col - 2 : col] == "  " for line in lines)
    assert any(line.rstrip().endswith("ok") for line in lines)


def test_run_with_workers_matches_one_process(stub_library, write, capsys, tmp_path):
    for i in range(4):
        write(f"d/{i}.yaml", GOOD if i % 2 else FAILING)
    one = records([tmp_path / "d"], stub_library, capsys)
    two = records([tmp_path / "d", "--workers", "2"], stub_library, capsys)
    assert one == two


def test_run_with_extra_card_files(stub_library, write, tmp_path, capsys):
    cards = tmp_path / "extra.json"
    cards.write_text(json.dumps([{"name": "Twin Spring", "type_line": "Land — Island", "oracle_text": ""}]))
    path = write("x.yaml", "name: x\nplayers: [you]\nbattlefield: {you: [Twin Spring]}\nqueries: [{could_produce: Twin Spring, expect: [U]}]")
    (rec,) = records([path, "--cards", cards], stub_library, capsys)
    assert rec["passed"] is True


# --- manasolve check --------------------------------------------------------------------------


def test_check_all_pass(stub_library, write, capsys):
    status, out, _ = run(["check", write("a.yaml", GOOD)], stub_library, capsys)
    assert status == 0
    assert out.splitlines() == ["7 passed, 0 failed"]


def test_check_verbose_lists_what_holds(stub_library, write, capsys):
    status, out, _ = run(["check", write("a.yaml", GOOD), "-v"], stub_library, capsys)
    lines = out.splitlines()
    assert status == 0 and len(lines) == 8 and all(x.startswith("ok ") for x in lines[:-1])
    assert "lands | queries[0] could_produce Forest" in lines[0]


def test_check_failures_one_line_each_and_the_closing_line(stub_library, write, capsys):
    f = write("f.yaml", FAILING)
    status, out, _ = run(["check", f, write("a.yaml", GOOD)], stub_library, capsys)
    lines = out.splitlines()
    assert status == 1
    assert lines[-1] == "8 passed, 5 failed"
    fails = lines[:-1]
    assert len(fails) == 5
    assert fails[0] == f'FAIL {f} | wrong | queries[0] could_produce Forest: expected ["B"], got ["G"] (missing \'B\'; unexpected \'G\')'
    assert "queries[2] could_produce Nowhere: error: unknown reference 'Nowhere'" in fails[1]
    assert "error: RuntimeError: kaboom" in fails[2]
    assert "error: that question makes no sense" in fails[3]
    assert "unknown key 'bogus'" in fails[4]


def test_check_counts_each_query_of_an_unloadable_scenario_and_names_the_cause_once(stub_library, write, capsys):
    u = write("u.yaml", UNLOADABLE)
    status, out, _ = run(["check", u, write("a.yaml", GOOD)], stub_library, capsys)
    lines = out.splitlines()
    assert status == 1 and lines[-1] == "7 passed, 2 failed"
    assert len(lines) == 2
    assert str(u) in lines[0] and "'broken'" in lines[0] and "unknown card 'Forrest'" in lines[0]


def test_check_a_file_that_does_not_parse_counts_one_failure(stub_library, write, capsys):
    status, out, _ = run(["check", write("bad.yaml", "name: [\n"), write("a.yaml", GOOD)], stub_library, capsys)
    assert status == 1 and out.splitlines()[-1] == "7 passed, 1 failed"
    assert "bad.yaml" in out and "YAML" in out


def test_check_a_timeout_counts_and_the_others_go_on(stub_library, write, capsys):
    path = write("t.yaml", "name: t\nplayers: [you]\nbattlefield: {you: [Forest]}\nqueries: [{could_produce: slow}, {could_produce: slow}]")
    status, out, _ = run(["check", path, write("a.yaml", GOOD), "--timeout", "0.2"], stub_library, capsys)
    assert status == 1 and out.splitlines()[-1] == "7 passed, 2 failed" and "timed out" in out


def test_check_with_workers(stub_library, write, capsys, tmp_path):
    for i in range(4):
        write(f"d/{i}.yaml", GOOD if i % 2 else FAILING)
    status1, out1, _ = run(["check", tmp_path / "d"], stub_library, capsys)
    status2, out2, _ = run(["check", tmp_path / "d", "--workers", "3"], stub_library, capsys)
    assert (status1, out1) == (status2, out2) and out1.splitlines()[-1] == "16 passed, 10 failed"


def test_check_an_empty_directory(stub_library, tmp_path, capsys):
    status, out, _ = run(["check", tmp_path], stub_library, capsys)
    assert status == 0 and out.splitlines() == ["0 passed, 0 failed"]


# --- usage errors -----------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["run", "check"])
def test_a_path_that_does_not_exist_is_a_usage_error_naming_it(stub_library, write, tmp_path, capsys, command):
    status, out, err = run([command, write("a.yaml", GOOD), tmp_path / "nope.yaml"], stub_library, capsys)
    assert status == 2 and "nope.yaml" in err and out == ""


@pytest.mark.parametrize(
    "argv",
    [[], ["check"], ["run", "x", "--format", "xml"], ["check", "x", "--workers", "0"], ["check", "x", "--timeout", "-1"], ["frobnicate"]],
)
def test_usage_errors_exit_2(stub_library, capsys, argv):
    status, _, err = run(argv, stub_library, capsys)
    assert status == 2 and err


def test_a_missing_or_bad_card_file_is_a_usage_error(stub_library, write, tmp_path, capsys):
    path = write("a.yaml", GOOD)
    status, _, err = run(["run", path, "--cards", tmp_path / "none.json"], stub_library, capsys)
    assert status == 2 and "none.json" in err
    bad = tmp_path / "bad.json"
    bad.write_text("[{")
    status, _, err = run(["check", path, "--cards", bad], stub_library, capsys)
    assert status == 2 and "card file" in err


def test_help_exits_0(stub_library, capsys):
    status, out, _ = run(["--help"], stub_library, capsys)
    assert status == 0 and "run" in out and "check" in out


# --- --version, cards, parse ------------------------------------------------------------------


def test_version(stub_library, capsys):
    status, out, _ = run(["--version"], stub_library, capsys)
    assert status == 0 and out.startswith("manasolve ") and out.strip() != "manasolve unknown"


def test_python_dash_m_manasolve_runs_the_command():
    done = subprocess.run([sys.executable, "-m", "manasolve", "--version"], cwd=REPO, capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and done.stdout.startswith("manasolve ")


HEAVY = ('yaml', 'lark', 'networkx', 'constraint', 'pandas', 'pyarrow', 'dask', 'distributed', 'matplotlib', 'nbclient', 'ipykernel')


def test_version_imports_nothing_heavy():
    code = f"import sys; from manasolve.__main__ import main; main(['--version']); print(sorted(m for m in {HEAVY!r} if m in sys.modules))"
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and done.stdout.splitlines()[-1] == "[]"


def test_import_and_a_batch_import_none_of_the_notebook_extra(tmp_path):
    """``import manasolve`` loads nothing heavy; a whole ``run`` (records, CSV) loads none of the
    notebook extra's packages (pandas, pyarrow, dask, matplotlib, nbclient)."""
    code = (
        "import sys, manasolve; before = sorted(m for m in %r if m in sys.modules); "
        "from manasolve.solver.app.cli import main; main(['run', 'examples/could_produce/basic_lands.yaml', '--format', 'csv']); "
        "print(before, sorted(m for m in %r[4:] if m in sys.modules))" % (HEAVY, HEAVY)
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.splitlines()[-1] == "[] []"


def test_cards_lists_every_card_and_whether_it_is_read(stub_library, capsys):
    lib = stub_library.with_cards([{"name": "Weird Land", "type_line": "Land", "oracle_text": "{T}: Add UNREADABLE."}])
    status = main(["cards"], library=lib)
    out = capsys.readouterr().out.splitlines()
    assert status == 0
    assert "read   Forest" in out
    weird = [x for x in out if "Weird Land" in x]
    assert len(weird) == 1 and weird[0].startswith("UNREAD") and "UNREADABLE" in weird[0]
    n = len(lib.names())
    assert out[-1] == f"{n} cards: {n - 1} read, 1 unread" and len(out) == n + 1


def test_cards_unread_lists_only_the_unread(stub_library, capsys):
    lib = stub_library.with_cards([{"name": "Weird Land", "type_line": "Land", "oracle_text": "UNREADABLE"}])
    assert main(["cards", "--unread"], library=lib) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and "Weird Land" in out[0]


def test_parse_a_card_numbers_its_abilities(stub_library, capsys):
    status, out, _ = run(["parse", "--card", "Taiga"], stub_library, capsys)
    lines = out.splitlines()
    assert status == 0 and lines[0] == "Taiga — Land — Mountain Forest"
    # the stub reads no text, so the abilities are those the basic land types give (305.6), in WUBRG order
    assert lines[1].startswith("[0] ManaAbility (activated 0, tap-for-mana 0): {T}: Add {R}.")
    assert lines[3].startswith("[1] ManaAbility (activated 1, tap-for-mana 1): {T}: Add {G}.")


def test_parse_text(stub_library, capsys):
    status, out, _ = run(["parse", "Flying", "--type-line", "Creature — Bird", "--name", "Bird"], stub_library, capsys)
    assert status == 0 and out.splitlines() == ["Bird — Creature — Bird", "(no abilities)"]


def test_parse_errors(stub_library, capsys):
    status, out, _ = run(["parse", "--card", "Forrest"], stub_library, capsys)
    assert status == 1 and "did you mean 'Forest'" in out
    status, out, _ = run(["parse", "UNREADABLE text"], stub_library, capsys)
    assert status == 1 and "UNREADABLE text" in out
    status, _, err = run(["parse"], stub_library, capsys)
    assert status == 2 and "TEXT or --card" in err
    status, _, err = run(["parse", "x", "--card", "Forest"], stub_library, capsys)
    assert status == 2


# --- the notebook API (solver/__init__.py) ----------------------------------------------------


def test_notebook_scenario_from_text_and_mapping(stub_library):
    import manasolve

    s = manasolve.scenario("name: nb\nplayers: [you]\nbattlefield: {you: [Forest]}", stub_library)
    assert s.name == "nb" and s.state.permanent("Forest").card.name == "Forest"
    s = manasolve.scenario({"name": "m", "players": ["you"]}, stub_library)
    assert s.name == "m"


def test_notebook_load_paths_directories_and_text(stub_library, write, tmp_path):
    import manasolve

    path = write("nb/a.yaml", GOOD)
    assert [s.name for s in manasolve.load(str(path), stub_library)] == ["lands", "casting"]
    assert [s.name for s in manasolve.load(path, stub_library)] == ["lands", "casting"]
    assert [s.name for s in manasolve.load(str(tmp_path / "nb"), stub_library)] == ["lands", "casting"]
    assert [s.name for s in manasolve.load(GOOD, stub_library)] == ["lands", "casting"]
    with pytest.raises(manasolve.InputError, match="no such file"):  # the project's own error (issue 14)
        manasolve.load(str(tmp_path / "missing.yaml"), stub_library)


def test_notebook_load_raises_with_every_message(stub_library, write):
    import manasolve

    path = write("two.yaml", "scenarios:\n  - {name: a, players: [you], battlefield: {you: [Forrest]}}\n"
                             "  - {name: b, players: [you], queries: [{expect: 1}]}\n")
    with pytest.raises(manasolve.ScenarioLoadError) as e:
        manasolve.load(str(path), stub_library)
    message = str(e.value)
    assert "2 scenarios could not be loaded" in message and "Forrest" in message and "no query kind" in message


def test_notebook_names_are_lazy_re_exports():
    from manasolve.model.library import CardLibrary
    from manasolve.model.state import GameState
    from manasolve.solver.app import queries

    import manasolve

    assert manasolve.could_produce is queries.could_produce
    assert manasolve.tap_for_mana is queries.tap_for_mana
    assert manasolve.can_activate is queries.can_activate
    assert manasolve.GameState is GameState and manasolve.CardLibrary is CardLibrary
    assert {"load", "scenario", "could_produce", "GameState"} <= set(dir(manasolve))
    with pytest.raises(AttributeError):
        manasolve.no_such_thing  # noqa: B018


def test_run_scenarios_for_loaded_scenarios(stub_library):
    from manasolve.model.scenario import load_text
    from manasolve.solver.app.batch import run_scenarios

    recs = list(run_scenarios(load_text(GOOD, stub_library), BatchSettings(answer_fn=stub_answer)))
    assert len(recs) == 7 and tally(recs) == (7, 0) and recs[0]["file"] == "<text>"
