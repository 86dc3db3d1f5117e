"""Start-up (issue 12): the import of a query pulls in nothing it does not use. A ``manasolve
run`` of one could_produce query about a basic land loads neither the casting room nor the
payment searches, the card-text grammar (lark), python-constraint, the Dask or worker-process
engines nor the coverage command; ``--version`` loads only the front door."""

from __future__ import annotations

import json
import subprocess
import sys

TINY = """name: tiny
players: [you]
battlefield:
  you: [Forest]
queries:
  - could_produce: Forest
    expect: [G]
"""

NOT_FOR_COULD_PRODUCE = (
    "manasolve.solver.casting",
    "manasolve.solver.paying.affordable",
    "manasolve.solver.paying.available",
    "manasolve.model.text.grammar",
    "manasolve.model.text.translate",
    "manasolve.model.text.inert",
    "manasolve.solver.app.pool",
    "manasolve.solver.app.dask_engine",
    "manasolve.solver.app.coverage",
    "lark",
    "constraint",
    "networkx",
    "importlib.metadata",
)


def _modules_after(args: list[str]) -> list[str]:
    code = (
        "import json, sys\n"
        "from manasolve.__main__ import main\n"
        f"status = main({args!r})\n"
        "print(json.dumps(sorted(sys.modules)), file=sys.stderr)\n"
        "sys.exit(status)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return list(json.loads(done.stderr.strip().splitlines()[-1]))


def test_a_could_produce_run_loads_only_its_rooms(tmp_path):
    """One could_produce query: the board and mana rooms, the model and the batch, no more."""
    path = tmp_path / "tiny.yaml"
    path.write_text(TINY)
    loaded = _modules_after(["run", str(path), "--format", "jsonl"])
    assert "manasolve.solver.mana.resolver" in loaded
    extra = [m for m in loaded if any(m == p or m.startswith(p + ".") for p in NOT_FOR_COULD_PRODUCE)]
    assert extra == []


def test_version_loads_only_the_front_door():
    """``--version`` imports no module of the model or the solver."""
    loaded = _modules_after(["--version"])
    assert [m for m in loaded if m.startswith(("manasolve.model", "manasolve.solver"))] == []
