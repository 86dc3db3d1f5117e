"""The command's progress bar (on stderr, only on a terminal or when asked; stdout unchanged) and
its output formats: CSV with every column of the JSON records, Parquet."""

from __future__ import annotations

import csv
import io
import json

import pytest

from manasolve.solver.app.cli import main
from manasolve.solver.app.progress import Progress
from manasolve.solver.app.records import RECORD_COLUMNS
from stubs import fault_answer

GOOD = """\
name: {name}
players: [you]
battlefield: {{you: [Forest]}}
queries:
  - could_produce: Forest
    expect: [G]
  - could_produce: {{permanent: Forest}}
"""


@pytest.fixture
def folder(tmp_path):
    for i in range(5):
        (tmp_path / f"{i}.yaml").write_text(GOOD.format(name=f"s{i}"))
    return tmp_path


def run(argv, stub_library, capsys):
    status = main([str(a) for a in argv], library=stub_library, answer_fn=fault_answer)
    out, err = capsys.readouterr()
    return status, out, err


def test_progress_when_asked_goes_to_stderr_and_leaves_stdout_alone(folder, stub_library, capsys):
    _, plain, plain_err = run(["run", folder, "--format", "jsonl"], stub_library, capsys)
    status, out, err = run(["run", folder, "--format", "jsonl", "--progress"], stub_library, capsys)
    assert status == 0 and out == plain
    assert plain_err == ""  # not a terminal: no bar by default
    last = err.split("\r")[-1]
    assert "5/5 files" in last and "files/s" in last and "elapsed 0:00:0" in last


def test_no_progress_even_when_asked_not_to(folder, stub_library, capsys, monkeypatch):
    monkeypatch.setattr("sys.stderr.isatty", lambda: True, raising=False)
    _, _, err = run(["check", folder, "--no-progress"], stub_library, capsys)
    assert "files/s" not in err


def test_the_bar_shows_total_rate_elapsed_and_time_left():
    out = io.StringIO()
    clock = iter([0.0, 1.0, 2.0, 2.0, 4.0]).__next__
    bar = Progress(10, out, unit="files", clock=clock)
    bar.update(5)
    text = out.getvalue().split("\r")[-1]
    assert "5/10 files" in text and "5.0 files/s" in text and "elapsed 0:00:01" in text and "left 0:00:01" in text
    bar.close(10)
    assert out.getvalue().endswith("\n")


def test_csv_keeps_every_column_of_jsonl(folder, stub_library, capsys):
    _, jsonl, _ = run(["run", folder, "--format", "jsonl"], stub_library, capsys)
    _, text, _ = run(["run", folder, "--format", "csv"], stub_library, capsys)
    rows = list(csv.DictReader(io.StringIO(text)))
    records = [json.loads(line) for line in jsonl.splitlines()]
    assert list(rows[0]) == list(RECORD_COLUMNS) and len(rows) == len(records) == 10
    for row, rec in zip(rows, records):
        for key in RECORD_COLUMNS:
            if key in ("answer", "why", "expect", "expect_includes", "expect_excludes"):
                assert (json.loads(row[key]) if row[key] else rec.get(key)) == rec.get(key)
            elif key == "passed":
                assert row[key] == {True: "true", False: "false", None: ""}[rec[key]]
            else:
                assert row[key] == ("" if rec.get(key) is None else str(rec[key]))


def test_parquet_on_stdout(folder, stub_library, capsysbinary):
    pd = pytest.importorskip("pandas")
    pytest.importorskip("pyarrow")
    status = main(["run", str(folder), "--format", "parquet"], library=stub_library, answer_fn=fault_answer)
    data = capsysbinary.readouterr().out
    assert status == 0 and data[:4] == b"PAR1"
    frame = pd.read_parquet(io.BytesIO(data))
    assert list(frame.columns) == list(RECORD_COLUMNS) and len(frame) == 10
    assert json.loads(frame.loc[0, "answer"]) == ["G"] and frame.loc[0, "passed"]
