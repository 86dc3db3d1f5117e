"""Type-check the package as it is installed: ``python3 tests/typecheck.py [mypy options]``.

The folders model/ and solver/ are mounted under the import name ``manasolve`` by the packaging
(pyproject.toml), which mypy cannot follow from the source tree. So this script builds the
installed layout out of symbolic links in a temporary folder (manasolve/{__init__,__main__}.py,
manasolve/model -> model/, manasolve/solver -> solver/), runs mypy on it with the settings of
pyproject.toml ([tool.mypy]: strict), and prints mypy's report with the paths of this checkout.
Exits with mypy's status.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def main(argv: list[str]) -> int:
    with tempfile.TemporaryDirectory(prefix="manasolve-types-") as tmp:
        pkg = Path(tmp) / "manasolve"
        pkg.mkdir()
        for entry in (REPO / "manasolve").iterdir():
            if entry.suffix in (".py", ".typed"):
                (pkg / entry.name).symlink_to(entry)
        (pkg / "model").symlink_to(REPO / "model", target_is_directory=True)
        (pkg / "solver").symlink_to(REPO / "solver", target_is_directory=True)
        cmd = [sys.executable, "-m", "mypy", "--config-file", str(REPO / "pyproject.toml"), *argv, "-p", "manasolve"]
        done = subprocess.run(cmd, cwd=tmp, capture_output=True, text=True, env={**os.environ, "MYPYPATH": ""})
        for stream, out in ((done.stdout, sys.stdout), (done.stderr, sys.stderr)):
            text = stream.replace("manasolve/model/", "model/").replace("manasolve/solver/", "solver/")
            out.write(text)
        return done.returncode


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
