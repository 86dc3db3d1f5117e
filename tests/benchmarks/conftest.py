"""Shared by the benchmarks: a place to record the ratios against the brute-force twins, printed
at the end of the run (pytest-benchmark's own table has the absolute times).

Run the benchmarks with ``python3 -m pytest tests/benchmarks -o addopts="" --benchmark-only``
(see README.md in this directory).
"""

from __future__ import annotations

from typing import Callable

import pytest

_FIGURES: list[str] = []


@pytest.fixture(scope="session")
def record_figure() -> Callable[[str], None]:
    """``record_figure("replacement n=8: search 2.8 ms, every permutation 3.2 s, ratio 1150x")``."""
    return _FIGURES.append


def pytest_terminal_summary(terminalreporter) -> None:
    if _FIGURES:
        terminalreporter.section("manasolve benchmark figures (fast vs brute-force twin)")
        for line in _FIGURES:
            terminalreporter.write_line(line)
