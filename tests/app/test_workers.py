"""The process engine's messages (issue 11: ``--workers N`` pays off): a worker sends a chunk's
records in batches and says which scenario it starts through a shared-memory heartbeat, so the
parent wakes a few times a second instead of once per scenario; timeouts and recovery still
name the exact scenario, even inside a file of many scenarios whose earlier records the lost
worker had made but not sent yet."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from manasolve.solver.app import pool
from manasolve.solver.app.batch import Answered, BatchSettings, Opened, Source
from manasolve.solver.app.runner import run_paths
from manasolve.solver.app.worker import Beat, Heartbeat, WorkerInit, answer_chunk
from stubs import fault_answer


def scenarios_file(names_and_refs: list[tuple[str, str]]) -> str:
    """A file of several scenarios, one could_produce query each (expecting [G]; [] for the
    special references of the fault answers, which give [])."""
    items = []
    for name, ref in names_and_refs:
        expect = "[G]" if ref == "Forest" else "[]"
        items.append(
            f"  - name: {name}\n    players: [you]\n    battlefield: {{you: [Forest]}}\n"
            f"    queries:\n      - could_produce: {ref}\n        expect: {expect}\n"
        )
    return "scenarios:\n" + "".join(items)


@pytest.fixture(params=["fork", "spawn"])
def start(request, monkeypatch):
    """Both ways of starting workers: forked from this process (Linux, one thread) and as fresh
    interpreters."""
    if request.param == "fork" and not pool.can_fork():
        # pandas, pyarrow and matplotlib, imported by other test files at collection, start
        # threads: test_forked_variants_in_a_fresh_process runs these in a one-thread process
        pytest.skip("this process has threads: run in a fresh process by test_forked_variants_in_a_fresh_process")
    if request.param == "spawn":
        monkeypatch.setattr(pool, "can_fork", lambda: False)
    return request.param


class Sent:
    """A stand-in for the worker's connection: keeps what is sent."""

    def __init__(self) -> None:
        self.messages: list[object] = []

    def send(self, msg: object) -> None:
        self.messages.append(msg)


class Beats:
    """A stand-in for the heartbeat: keeps every beat written."""

    def __init__(self) -> None:
        self.beats: list[tuple[int, int, int, int]] = []

    def write(self, chunk: int, unit: int, position: int, count: int) -> None:
        self.beats.append((chunk, unit, position, count))


def test_a_chunk_of_quick_scenarios_is_one_message(stub_library, write):
    """The records of a chunk go back in one message marked done when the chunk takes less than
    the report interval: no message per scenario."""
    path = write("d/many.yaml", scenarios_file([(f"s{i}", "Forest") for i in range(3)]))
    conn, beats = Sent(), Beats()
    init = WorkerInit(None, (), BatchSettings(answer_fn=fault_answer), 3600.0)
    answer_chunk(conn, beats, stub_library, init, 7, [(0, Source(str(path)), 0, None), (1, Source(str(path)), 1, 2)])
    (message,) = conn.messages
    chunk, events, done = message
    assert chunk == 7 and done is True
    assert [(n, type(e).__name__, getattr(e, "position", None)) for n, e in events] == [
        (0, "Opened", None), (0, "Answered", 0), (0, "Answered", 1), (0, "Answered", 2),
        (1, "Opened", None), (1, "Answered", 1),
    ]


def test_the_heartbeat_names_each_step_before_it_starts(stub_library, write):
    """Before reading a file the beat says position -1; after each event it names the next
    scenario (with the file's count), so a worker lost mid-step is found at that step."""
    path = write("d/many.yaml", scenarios_file([(f"s{i}", "Forest") for i in range(3)]))
    conn, beats = Sent(), Beats()
    answer_chunk(conn, beats, stub_library, WorkerInit(None, (), BatchSettings(answer_fn=fault_answer), 3600.0), 2, [(5, Source(str(path)), 1, None)])
    assert beats.beats == [(2, 0, -1, -1), (2, 0, 1, 3), (2, 0, 2, 3), (2, 0, 3, 3)]


def test_records_of_a_long_chunk_are_sent_as_the_interval_passes(stub_library, write):
    """With a zero report interval every event is sent as it is made (then an empty last batch
    marked done): records stream out of a long chunk."""
    path = write("d/many.yaml", scenarios_file([(f"s{i}", "Forest") for i in range(2)]))
    conn = Sent()
    answer_chunk(conn, Beats(), stub_library, WorkerInit(None, (), BatchSettings(answer_fn=fault_answer), 0.0), 1, [(0, Source(str(path)), 0, None)])
    assert [(len(events), done) for _, events, done in conn.messages] == [(1, False), (1, False), (1, False), (0, True)]


def test_a_heartbeat_is_shared_through_its_descriptor():
    """What one mapping of the heartbeat writes, another mapping of the same descriptor reads
    (as the parent reads its worker's)."""
    beat = Heartbeat.create()
    other = Heartbeat(os.dup(beat.fd))
    try:
        assert other.read() == Beat(0, 0, 0, 0, 0)
        beat.write(3, 1, 4, 9)
        beat.write(3, 1, 5, 9)
        assert other.read() == Beat(2, 3, 1, 5, 9)
    finally:
        beat.close()
        other.close()


def test_a_stuck_scenario_inside_a_file_gets_the_timeout_and_its_neighbours_their_answers(stub_library, write, tmp_path, monkeypatch, start):
    """A scenario stuck in compiled code in the middle of a file: the worker is killed, that
    scenario (named by the heartbeat) gets a timeout record, the scenarios before it (answered
    but not sent) and after it are answered again by another worker, in order."""
    monkeypatch.setattr(pool, "GRACE", 0.5)
    monkeypatch.setattr(pool, "REPORT_INTERVAL", 3600.0)  # s0-s2 are answered but not sent when it is killed
    refs = [(f"s{i}", "stuck" if i == 3 else "Forest") for i in range(6)]
    write("d/a.yaml", scenarios_file(refs))
    write("d/b.yaml", scenarios_file([("t0", "Forest")]))
    recs = list(run_paths([tmp_path / "d"], library=stub_library, settings=BatchSettings(answer_fn=fault_answer, workers=2, timeout=1.0)))
    assert [r["scenario"] for r in recs] == [f"s{i}" for i in range(6)] + ["t0"]
    assert recs[3]["error_type"] == "timeout" and "stopped and replaced" in recs[3]["error"]
    assert all(r["passed"] is True for i, r in enumerate(recs) if i != 3)


def test_a_worker_dying_inside_a_file_is_retried_at_that_scenario(stub_library, write, tmp_path, monkeypatch, start):
    """A worker that dies once on the fifth scenario of a file: that scenario is retried and
    answered; every record of the file comes out once, in order."""
    monkeypatch.setenv("MANASOLVE_TEST_MARKERS", str(tmp_path))
    monkeypatch.setattr(pool, "REPORT_INTERVAL", 3600.0)  # s0-s3 are answered but not sent when it dies
    refs = [(f"s{i}", "die once" if i == 4 else "Forest") for i in range(7)]
    write("d/a.yaml", scenarios_file(refs))
    write("d/b.yaml", scenarios_file([("t0", "Forest")]))  # two files: the engine runs in workers
    recs = list(run_paths([tmp_path / "d"], library=stub_library, settings=BatchSettings(answer_fn=fault_answer, workers=2)))
    assert (tmp_path / "died").exists()
    assert [r["scenario"] for r in recs] == [f"s{i}" for i in range(7)] + ["t0"]
    assert all(r["passed"] is True and r["error"] is None for r in recs)


@pytest.mark.parametrize("interval", [0.0, 3600.0])
def test_a_scenario_that_kills_its_worker_twice_inside_a_file_is_reported_alone(stub_library, write, tmp_path, monkeypatch, interval):
    """Twice killed on the same scenario of a file: that scenario gets an internal record with
    the cause; the others of the file are answered (whether their records were sent one by one
    or were all still held by the worker)."""
    monkeypatch.setattr(pool, "REPORT_INTERVAL", interval)
    refs = [(f"s{i}", "die" if i == 2 else "Forest") for i in range(5)]
    write("d/a.yaml", scenarios_file(refs))
    write("d/b.yaml", scenarios_file([("t0", "Forest")]))  # two files: the engine runs in workers
    recs = list(run_paths([tmp_path / "d"], library=stub_library, settings=BatchSettings(answer_fn=fault_answer, workers=2)))
    assert [r["scenario"] for r in recs] == [f"s{i}" for i in range(5)] + ["t0"]
    assert recs[2]["error_type"] == "internal" and "SIGKILL" in recs[2]["error"] and "twice" in recs[2]["error"]
    assert all(r["passed"] is True for i, r in enumerate(recs) if i != 2)


@pytest.mark.parametrize(
    ("beat", "culprit"),
    [
        (Beat(9, 4, 1, 2, 6), (0, 2)),  # unit 1 of the chunk, one unit already given back
        (Beat(9, 4, 1, -1, -1), (0, None)),  # reading the file of that unit
        (Beat(9, 3, 0, 0, 1), (0, 0)),  # a beat of an earlier chunk: the first step left
        (Beat(9, 4, 1, 6, 6), (0, 0)),  # between two steps: the first step left
    ],
)
def test_the_culprit_is_the_step_the_heartbeat_names(beat, culprit):
    """The parent's view of a lost worker's chunk (units after those it gave back) and its last
    beat give the step it was on; a beat naming nothing left falls back on the first step."""
    units = [[7, Source("x.yaml"), 0, None, False]]
    if beat.position == -1:
        units[0][4] = False
    else:
        units[0][4] = True
    at = pool._culprit(units, beat, 4, 1)
    assert (at.unit, at.position) == culprit


def test_forked_and_spawned_workers_give_the_same_records(stub_library, write, tmp_path, monkeypatch):
    """A worker forked from the parent and a fresh interpreter run the same protocol: the same
    records in the same order as one process."""
    for i in range(5):
        write(f"d/{i}.yaml", scenarios_file([(f"f{i}s{j}", "Forest") for j in range(i % 3 + 1)]))
    settings = BatchSettings(answer_fn=fault_answer, workers=2)
    one = list(run_paths([tmp_path / "d"], library=stub_library, settings=BatchSettings(answer_fn=fault_answer)))
    forked = list(run_paths([tmp_path / "d"], library=stub_library, settings=settings)) if pool.can_fork() else one
    monkeypatch.setattr(pool, "can_fork", lambda: False)
    spawned = list(run_paths([tmp_path / "d"], library=stub_library, settings=settings))
    assert one == forked == spawned and len(one) == 1 + 2 + 3 + 1 + 2


def test_a_process_with_threads_does_not_fork_its_workers():
    """A fork copies only the calling thread: with another thread running, workers are fresh
    interpreters."""
    import threading

    stop = threading.Event()
    thread = threading.Thread(target=stop.wait)
    thread.start()
    try:
        assert pool.can_fork() is False
    finally:
        stop.set()
        thread.join()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="workers are forked only on Linux (fresh interpreters elsewhere)")
def test_forked_variants_in_a_fresh_process() -> None:
    """The forked-worker variants of this file, in a process of their own with one thread when this
    one has more (libraries other test files import start threads): none may be skipped."""
    if pool.can_fork():
        return  # they run in this process (the "fork" parameter of the tests above)
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider", "-rs", __file__, "-k", "fork and not fresh_process"],  # -n 0: in this one process, not xdist's workers
        capture_output=True, text=True, cwd=Path(__file__).parents[2],
    )
    assert done.returncode == 0, done.stdout[-2000:]
    assert "passed" in done.stdout and "skipped" not in done.stdout, done.stdout[-2000:]
