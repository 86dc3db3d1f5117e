"""Start-up of the command, as whole processes (issue 12: ``manasolve --version`` under 100 ms, a
tiny ``manasolve run`` under 200 ms), each beside ``python -c pass`` measured in the same run:
on this machine the interpreter alone spends most of its start-up in the site-packages ``.pth``
files, so the figures are also given as what manasolve adds to it.

A benchmark, skipped by default (``--benchmark-skip`` in pyproject.toml); run it with
``python3 -m pytest tests/benchmarks/test_startup.py -o addopts="" --benchmark-only``.
"""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

from bench_util import ms

REPO = Path(__file__).resolve().parents[2]
TINY = """name: tiny
players: [you]
battlefield:
  you: [Forest]
queries:
  - could_produce: Forest
    expect: [G]
"""
VERSION_TARGET = 0.100
TINY_TARGET = 0.200
MARGIN = 3.0


def _best(args: list[str], rounds: int = 10) -> float:
    best = float("inf")
    for _ in range(rounds):
        start = time.perf_counter()
        subprocess.run(args, cwd=REPO, capture_output=True, text=True, check=True)
        best = min(best, time.perf_counter() - start)
    return best


def test_version_starts_fast(benchmark, record_figure):
    """``manasolve --version`` loads nothing but the front door (manasolve/__main__.py)."""
    done = subprocess.run([sys.executable, "-m", "manasolve", "--version"], cwd=REPO, capture_output=True, text=True, check=True)
    assert done.stdout.startswith("manasolve ")
    benchmark.pedantic(lambda: _best([sys.executable, "-m", "manasolve", "--version"], 1), rounds=10, warmup_rounds=1)
    version = benchmark.stats.stats.min
    bare = _best([sys.executable, "-c", "pass"])
    record_figure(f"start-up: python -c pass {ms(bare)}; manasolve --version {ms(version)} ({version / bare:.2f}x python -c pass, "
                  f"+{ms(max(version - bare, 0))}; target < {ms(VERSION_TARGET)})")
    assert version < max(VERSION_TARGET, bare) * MARGIN


def test_tiny_run(benchmark, record_figure, tmp_path):
    """``manasolve run`` of one scenario with one could_produce query, as a whole process."""
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY)
    args = [sys.executable, "-m", "manasolve", "run", str(path), "--format", "jsonl"]
    assert '"answer": ["G"]' in subprocess.run(args, cwd=REPO, capture_output=True, text=True, check=True).stdout
    benchmark.pedantic(lambda: _best(args, 1), rounds=7, warmup_rounds=1)
    tiny = benchmark.stats.stats.min
    bare = _best([sys.executable, "-c", "pass"])
    record_figure(f"start-up: tiny manasolve run {ms(tiny)} ({tiny / bare:.2f}x python -c pass, +{ms(max(tiny - bare, 0))}; target < {ms(TINY_TARGET)})")
    assert tiny < 30 * bare  # a regression guard only: see README.md for the target
