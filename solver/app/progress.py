"""A progress bar on a terminal: known total, rate, elapsed and remaining time, redrawn in place
at most ten times a second (no dependency: one line of text and a carriage return).

>>> import io
>>> out = io.StringIO()
>>> bar = Progress(4, out, unit="files", clock=iter(range(100)).__next__)
>>> bar.update(2)
>>> bar.close(4)
>>> out.getvalue().split("\\r")[-1].split("  ")[0]
'[########################] 4/4 files'
"""

from __future__ import annotations

import time
from typing import Any, Callable

__all__ = ["Progress"]


class Progress:
    """A bar for ``total`` units written to ``out`` (a terminal's stderr).

    Parameters
    ----------
    total
        How many units the whole run has.
    out
        Where to draw (a text stream).
    unit
        The unit's name, plural ("files").
    width
        The bar's width in characters.
    clock
        The time in seconds (tests pass a fake one).
    """

    def __init__(self, total: int, out: Any, *, unit: str = "items", width: int = 24, clock: Callable[[], float] = time.monotonic):
        self.total = max(0, total)
        self.out = out
        self.unit = unit
        self.width = width
        self.clock = clock
        self.started = clock()
        self.last_drawn = -1.0
        self.done = 0
        self.shown = False

    def update(self, done: int) -> None:
        """``done`` units are finished; redraw if a tenth of a second has passed."""
        self.done = done
        now = self.clock()
        if now - self.last_drawn >= 0.1 or done >= self.total:
            self._draw(now)

    def clear(self) -> None:
        """Erase the bar (before a line of output goes to the same terminal)."""
        if self.shown:
            self.out.write("\r\x1b[K")
            self.out.flush()
            self.shown = False
            self.last_drawn = -1.0

    def close(self, done: int | None = None) -> None:
        """Draw the final state and end the line."""
        if done is not None:
            self.done = done
        self._draw(self.clock())
        self.out.write("\n")
        self.out.flush()

    def _draw(self, now: float) -> None:
        self.last_drawn = now
        elapsed = max(now - self.started, 1e-9)
        rate = self.done / elapsed
        filled = self.width if self.total == 0 else int(self.width * min(self.done, self.total) / self.total)
        bar = "#" * filled + "-" * (self.width - filled)
        parts = [f"\r[{bar}] {self.done}/{self.total} {self.unit}", f"{rate:.1f} {self.unit}/s", f"elapsed {_clock(elapsed)}"]
        if 0 < self.done < self.total and rate > 0:
            parts.append(f"left {_clock((self.total - self.done) / rate)}")
        self.out.write("  ".join(parts) + "\x1b[K")
        self.out.flush()
        self.shown = True


def _clock(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"
