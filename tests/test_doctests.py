"""Every example in the docstrings of the public modules runs, as written (doctest), from the
repository's folder (some read ``examples/``): the documentation cannot drift from the code."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
PUBLIC_MODULES = [
    "manasolve",
    "manasolve.model.errors",
    "manasolve.model.display",
    "manasolve.model.queries",
    "manasolve.model.scenario",
    "manasolve.solver.results",
    "manasolve.solver.casting.results",
    "manasolve.solver.app.queries",
    "manasolve.solver.app.loading",
    "manasolve.solver.app.records",
    "manasolve.solver.app.batch",
    "manasolve.solver.app.runner",
    "manasolve.solver.app.pictures",
    "manasolve.solver.app.progress",
    "manasolve.solver.app.check",
    "manasolve.solver.board.bans",  # bans19
]


@pytest.mark.parametrize("name", PUBLIC_MODULES)
def test_docstring_examples_run(name, monkeypatch):
    """The module's doctests pass (and a public module has at least one)."""
    monkeypatch.chdir(REPO)
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE, verbose=False)
    assert result.failed == 0, f"{result.failed} doctest(s) of {name} failed (run python -m doctest -v to see them)"
    if name not in ("manasolve.solver.app.check",):
        assert result.attempted > 0, f"{name} has no example in its docstrings"
