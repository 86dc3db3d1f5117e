"""The command line's front door: the ``manasolve`` console script and ``python -m manasolve``.

``manasolve --version`` is answered here, before anything else is loaded (the package's modules
define some 170 frozen dataclasses, whose creation is most of a command's start-up); every other
command loads :mod:`manasolve.solver.app.cli` on first use, as the package's front door
(``manasolve/__init__.py``) loads what a notebook asks for.
"""

from __future__ import annotations

import importlib
import sys
from typing import Sequence

from . import __version__

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the ``manasolve`` command with ``argv`` (default: ``sys.argv[1:]``); the exit status."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args == ["--version"]:
        print(f"manasolve {__version__}")
        return 0
    cli = importlib.import_module(".solver.app.cli", __package__)
    status: int = cli.main(args)
    return status


if __name__ == "__main__":
    raise SystemExit(main())
