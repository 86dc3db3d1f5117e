"""Start-up time of the command (DESIGN.md: ``manasolve --version`` in under 0.3 s).

A benchmark, skipped by default (``--benchmark-skip`` in pyproject.toml); run it with
``python3 -m pytest tests/benchmarks/test_startup.py --benchmark-only``.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def _version() -> None:
    done = subprocess.run([sys.executable, "-m", "manasolve", "--version"], cwd=REPO, capture_output=True, text=True, check=True)
    assert done.stdout.startswith("manasolve ")


def test_version_starts_fast(benchmark):
    benchmark.pedantic(_version, rounds=10, warmup_rounds=1)
    assert benchmark.stats.stats.median < 0.3
