"""Small helpers of the benchmarks (imported as ``bench_util``: pytest puts this directory on sys.path)."""

from __future__ import annotations

import time
from typing import Callable


def best_of(fn: Callable[[], object], repeat: int = 5) -> float:
    """The best wall-clock time of ``repeat`` calls of ``fn`` (seconds): a quick twin measurement
    for ratios when the fast side is not the test's own benchmark."""
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t)
    return best


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.3g} ms" if seconds < 1 else f"{seconds:.3g} s"
