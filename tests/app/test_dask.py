"""The Dask engine (issue 11): a batch on a ``LocalCluster`` gives the records of the in-process
run, in the same order; a chunk that fails or runs past its time is reported without losing the
others."""

from __future__ import annotations

import importlib.util

import pytest

import manasolve
from manasolve.solver.app import dask_engine
from manasolve.solver.app.batch import BatchSettings, sources_of
from stubs import fault_answer

# distributed is imported by the fixture, not at collection: importing it starts a thread, and
# the process engine forks its workers only from a process with one thread (test_workers.py)
pytestmark = pytest.mark.skipif(importlib.util.find_spec("distributed") is None, reason="the notebook extra (dask[distributed]) is not installed")

GOOD = """\
name: {name}
players: [you]
battlefield: {{you: [Forest]}}
queries:
  - could_produce: {ref}
    expect: [G]
"""


@pytest.fixture(scope="module")
def client():
    import dask
    import distributed

    # a task whose worker dies is not tried again on another one: its chunk fails at once
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}):
        cluster = distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
        client = distributed.Client(cluster)
        yield client
        client.close()
        cluster.close()


def test_a_batch_on_a_local_cluster_matches_the_in_process_run(client):
    """Same records, same order, answered by the real solver on two worker processes."""
    paths = ["examples/could_produce", "examples/tapping"]
    here = manasolve.run(paths)
    there = manasolve.run(paths, engine=client)
    assert len(here) > 50
    assert list(there) == list(here)


def test_a_scheduler_address_works_too(client):
    records = manasolve.run("examples/could_produce/basic_lands.yaml", engine=client.scheduler.address)
    assert len(records) > 0 and records.failed() == []


def _write(tmp_path, refs):
    for i, ref in enumerate(refs):
        (tmp_path / f"{i:02d}.yaml").write_text(GOOD.format(name=f"s{i}", ref=ref))
    return sources_of([tmp_path])


def test_a_failing_chunk_is_reported_and_the_others_answered(client, tmp_path, stub_library):
    """A scenario kills its Dask worker (SIGKILL): the cluster gives the task up (KilledWorker);
    the records of its chunk say so; the other chunks are answered on the other worker."""
    sources = _write(tmp_path, ["Forest"] * 4 + ["die"] + ["Forest"] * 5)
    stream = dask_engine.run_dask(
        sources, engine=client, library=stub_library, card_files=(), settings=BatchSettings(answer_fn=fault_answer, timeout=30), chunk_size=3
    )
    records = list(stream)
    assert [r["scenario"] for r in records] == [f"s{i}" for i in range(10)]
    failed = [i for i, r in enumerate(records) if r["error"] is not None]
    assert failed == [4]  # its chunk was tried again source by source: only s4 fails
    assert records[4]["error_type"] == "internal" and "KilledWorker" in records[4]["error"]
    assert all(r["passed"] is True for i, r in enumerate(records) if i not in failed)


def test_a_chunk_past_its_time_is_given_up_and_the_others_answered(client, tmp_path, stub_library, monkeypatch):
    """A scenario stuck in compiled code on a Dask worker's thread cannot be interrupted there:
    the client gives its chunk up after its allowance and reports timeout records."""
    # allowance 2 x 1.0 + 1.0 = 3 s per chunk: the stuck scenario (10 million key-stretching rounds,
    # 5-10 s) runs past it, while a chunk of two Forests stays well inside it on a loaded machine
    monkeypatch.setattr(dask_engine, "CHUNK_GRACE", 1.0)
    sources = _write(tmp_path, ["Forest", "stuck a while", "Forest", "Forest"])
    stream = dask_engine.run_dask(
        sources, engine=client, library=stub_library, card_files=(), settings=BatchSettings(answer_fn=fault_answer, timeout=1.0), chunk_size=2
    )
    records = list(stream)
    assert [r["scenario"] for r in records] == ["s0", "s1", "s2", "s3"]
    assert [r["error_type"] for r in records] == ["timeout", "timeout", None, None]
    assert "ran past" in records[1]["error"]  # the whole chunk (s0, s1) is given up, s2 and s3 answered


def test_the_command_runs_on_a_scheduler(client, capsys):
    """``manasolve run PATH --scheduler ADDRESS``: the same records as without."""
    from manasolve.solver.app.cli import main

    path = "examples/could_produce/basic_lands.yaml"
    assert main(["run", path, "--format", "jsonl"]) == 0
    here = capsys.readouterr().out
    assert main(["run", path, "--format", "jsonl", "--scheduler", client.scheduler.address]) == 0
    assert capsys.readouterr().out == here
