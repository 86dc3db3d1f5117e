"""Batch: many small scenario files through ``manasolve run --workers 2`` (DESIGN.md target:
10,000 scenarios in under 30 s, start-up included); the same files with one and with two workers
in one run (issue 11: two workers give at least 1.7x the throughput of one); and the peak memory
of a 200,000-scenario run (``MANASOLVE_BATCH_BIG=200000``: records stream out, so the memory
stays that of a few chunks).

``MANASOLVE_BATCH_N`` sets how many scenario files to generate (default 10,000; the 30 s target is
for 10,000, and is scaled by N/10,000 for other sizes, plus 1 s for start-up when N is smaller, so
a small N is only a smoke test). Each file is one YAML scenario with two queries and their expectations, built from a
handful of templates (Reflecting Pool under Contamination, a Forest under Mana Reflection, Exotic
Orchard against the opponent's lands, Vivid Crag's counters, Gemstone Caverns' luck counter), with
0-3 extra permanents (Wastes, Sol Ring, Fellwar Stone) that change no answer. The run is one
subprocess of ``python -m manasolve`` (this interpreter's installation), timed by the wall
clock; its JSON-lines output must hold one passing record per query.

The asserted bound is the target with a margin of 2: this machine has two cores, both used by the
workers, and other processes may be running.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from bench_util import ms

N = int(os.environ.get("MANASOLVE_BATCH_N", "10000"))
TARGET_10K = 30.0  # seconds for 10,000 scenarios (DESIGN.md)
MARGIN = 2.0
REPO = Path(__file__).resolve().parents[2]

TEMPLATES = [
    (
        "Reflecting Pool under Contamination {i}",
        {"you": ["Reflecting Pool", "Forest", "Island"], "opp": ["Contamination"]},
        [{"could_produce": "Reflecting Pool", "expect": ["B"]}, {"tap_for_mana": "Forest", "expect": ["B"]}],
    ),
    (
        "Forest under Mana Reflection {i}",
        {"you": ["Forest", "Mana Reflection", "Llanowar Elves"], "opp": ["Mountain"]},
        [{"tap_for_mana": "Forest", "expect": ["GG"]}, {"could_produce": "Llanowar Elves", "expect": ["G"]}],
    ),
    (
        "Exotic Orchard {i}",
        {"you": ["Exotic Orchard", "Plains"], "opp": ["Swamp", "Taiga"]},
        [{"could_produce": "Exotic Orchard", "expect": ["B", "R", "G"]}, {"tap_for_mana": "Plains", "expect": ["W"]}],
    ),
    (
        "Vivid Crag {i}",
        {"you": [{"card": "Vivid Crag", "counters": {"charge": 0}}], "opp": ["Island"]},
        [{"could_produce": "Vivid Crag", "expect": ["W", "U", "B", "R", "G"]}, {"can_activate": {"permanent": "Vivid Crag", "ability": 1}, "expect": False}],
    ),
    (
        "Gemstone Caverns {i}",
        {"you": [{"card": "Gemstone Caverns", "counters": {"luck": 1}}], "opp": ["Forest"]},
        [{"tap_for_mana": "Gemstone Caverns", "expect": ["W", "U", "B", "R", "G"]}, {"could_produce": "Gemstone Caverns", "expect": ["W", "U", "B", "R", "G"]}],
    ),
]
FILLER = ["Wastes", "Sol Ring", "Wastes", "Fellwar Stone"]


def write_scenarios(directory: Path, n: int) -> int:
    """``n`` scenario files under ``directory`` (100 per subdirectory); returns the number of queries."""
    import yaml

    queries = 0
    for i in range(n):
        name, battlefield, qs = TEMPLATES[i % len(TEMPLATES)]
        field = {p: list(cards) for p, cards in battlefield.items()}
        field["you"] += [FILLER[j % len(FILLER)] for j in range(i % 4)]
        scenario = {"name": name.format(i=i), "players": ["you", "opp"], "battlefield": field, "queries": qs}
        sub = directory / f"d{i // 100:03d}"
        sub.mkdir(parents=True, exist_ok=True)
        (sub / f"s{i:05d}.yaml").write_text(yaml.safe_dump(scenario, sort_keys=False), encoding="utf-8")
        queries += len(qs)
    return queries


def _command() -> list[str]:
    """The command of the interpreter running the benchmark (a ``manasolve`` found on PATH may
    belong to another installation)."""
    return [sys.executable, "-m", "manasolve"]


@pytest.mark.benchmark(group="batch")
def test_batch_run_two_workers(benchmark, record_figure, tmp_path):
    """N scenarios with ``--workers 2``, start-up included: 10,000 in under 30 s (DESIGN.md)."""
    queries = write_scenarios(tmp_path / "scenarios", N)
    cmd = _command() + ["run", str(tmp_path / "scenarios"), "--workers", "2", "--format", "jsonl"]

    def run() -> subprocess.CompletedProcess:
        return subprocess.run(cmd, cwd=REPO, capture_output=True, text=True)

    done = benchmark.pedantic(run, rounds=1, iterations=1)
    assert done.returncode == 0, done.stderr[-2000:]
    records = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    assert len(records) == queries
    bad = [r for r in records if r.get("error") is not None or r.get("passed") is not True]
    assert not bad, json.dumps(bad[:3], indent=1)
    seconds = benchmark.stats.stats.median
    target = TARGET_10K * N / 10_000 + (1.0 if N < 10_000 else 0.0)
    record_figure(f"batch: {N:,} scenarios ({queries:,} queries), --workers 2: {ms(seconds)} "
                  f"({seconds / N * 1000:.2f} ms per scenario; target {ms(target)} for {N:,})")
    assert seconds < target * MARGIN, f"{N} scenarios took {seconds:.1f} s (target {target:.1f} s)"


RATIO_TARGET = 1.7  # issue 11: two workers vs one, on 10,000 scenarios
RATIO_MARGIN = 1.25  # the assertion allows for a busy machine: 1.36x
BIG = int(os.environ.get("MANASOLVE_BATCH_BIG", "0"))


def _tree_rss(pid: int) -> int:
    """Resident memory (bytes) of a process and all its descendants, read from /proc."""
    parent: dict[int, int] = {}
    rss: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parent[int(entry.name)] = int(fields[1])
        rss[int(entry.name)] = int(fields[21]) * os.sysconf("SC_PAGE_SIZE")
    family = {pid}
    grew = True
    while grew:
        grew = False
        for p, pp in parent.items():
            if pp in family and p not in family:
                family.add(p)
                grew = True
    return sum(rss.get(p, 0) for p in family)


def _run_measured(cmd: list[str]) -> tuple[float, int, int, int, float]:
    """(seconds, exit status, lines on stdout, peak resident memory of the process tree, CPU
    seconds of the whole tree)."""
    import resource

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.monotonic()
    proc = subprocess.Popen(cmd, cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    peak = [0]
    stop = threading.Event()

    def sample() -> None:
        while not stop.is_set():
            peak[0] = max(peak[0], _tree_rss(proc.pid))
            stop.wait(0.2)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    lines = 0
    assert proc.stdout is not None
    for _ in proc.stdout:
        lines += 1
    proc.wait()
    elapsed = time.monotonic() - started
    stop.set()
    sampler.join()
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    return elapsed, proc.returncode, lines, peak[0], cpu


@pytest.mark.benchmark(group="batch")
def test_two_workers_against_one(benchmark, record_figure, tmp_path):
    """The same N scenarios with --workers 1 and --workers 2, in one run: the throughput ratio
    (issue 11 asks for at least 1.7x on 10,000 scenarios, on this two-core machine)."""
    queries = write_scenarios(tmp_path / "scenarios", N)
    base = _command() + ["run", str(tmp_path / "scenarios"), "--format", "jsonl"]
    one = _run_measured(base + ["--workers", "1"])
    two = benchmark.pedantic(lambda: _run_measured(base + ["--workers", "2"]), rounds=1, iterations=1)
    assert one[1] == 0 and two[1] == 0 and one[2] == two[2] == queries
    ratio = one[0] / two[0]
    # What two free cores would give: the work of one worker against half the CPU time of the
    # whole two-worker tree (parent included). On a machine shared with other jobs the wall
    # clock ratio says more about the neighbours than about the engine.
    cpu_ratio = 2 * one[4] / two[4]
    load = os.getloadavg()[0]
    record_figure(
        f"batch: {N:,} scenarios, --workers 1: {ms(one[0])} ({one[4]:.1f} s CPU, peak {one[3] / 2**20:.0f} MB), --workers 2: "
        f"{ms(two[0])} ({two[4]:.1f} s CPU, peak {two[3] / 2**20:.0f} MB): {ratio:.2f}x the throughput by the wall clock, "
        f"{cpu_ratio:.2f}x by CPU time (target {RATIO_TARGET}x; load average {load:.1f} on {os.cpu_count()} CPUs)"
    )
    busy = load > (os.cpu_count() or 1) + 0.5
    assert ratio > RATIO_TARGET / RATIO_MARGIN or (busy and cpu_ratio > RATIO_TARGET / RATIO_MARGIN), (
        f"two workers give only {ratio:.2f}x the throughput of one ({cpu_ratio:.2f}x by CPU time)"
    )


def write_many(directory: Path, n: int, per_file: int = 100) -> int:
    """``n`` scenarios in files of ``per_file`` scenarios each (``{scenarios: [...]}``)."""
    import yaml

    directory.mkdir(parents=True, exist_ok=True)
    queries = 0
    for f in range(0, n, per_file):
        items = []
        for i in range(f, min(n, f + per_file)):
            name, battlefield, qs = TEMPLATES[i % len(TEMPLATES)]
            field = {p: list(cards) for p, cards in battlefield.items()}
            items.append({"name": name.format(i=i), "players": ["you", "opp"], "battlefield": field, "queries": qs})
            queries += len(qs)
        (directory / f"f{f // per_file:05d}.yaml").write_text(yaml.safe_dump({"scenarios": items}, sort_keys=False), encoding="utf-8")
    return queries


@pytest.mark.skipif(BIG == 0, reason="set MANASOLVE_BATCH_BIG=200000 to run (several minutes)")
@pytest.mark.benchmark(group="batch")
def test_peak_memory_of_a_long_run(benchmark, record_figure, tmp_path):
    """MANASOLVE_BATCH_BIG scenarios through --workers 2: every record comes out, and the peak
    memory of the whole process tree stays that of a few chunks, not of all the records."""
    queries = write_many(tmp_path / "big", BIG)
    cmd = _command() + ["run", str(tmp_path / "big"), "--workers", "2", "--format", "jsonl"]
    seconds, status, lines, peak, _ = benchmark.pedantic(lambda: _run_measured(cmd), rounds=1, iterations=1)
    assert status == 0 and lines == queries
    record_figure(f"batch: {BIG:,} scenarios ({queries:,} records), --workers 2: {ms(seconds)}, peak memory of the process tree {peak / 2**20:.0f} MB")
    assert peak < 1024 * 2**20
