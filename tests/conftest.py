"""Shared fixtures: a card library that reads no grammar, and a helper that writes scenario files.

The loader, the checker and the CLI are tested apart from the card-text grammar and the solver:
:class:`StubLibrary` builds each card from its data with no abilities (text containing
``UNREADABLE`` raises the grammar's CardTextError instead), so these tests say nothing about
what any card's text means.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Callable

import pytest
from manasolve.model.library import CardLibrary
from stubs import UNREADABLE, StubLibrary  # noqa: E402,F401  (re-exported for the tests)


@pytest.fixture(scope="session")
def stub_library() -> StubLibrary:
    """The built-in card data, read without the grammar."""
    base = CardLibrary.builtin()
    return StubLibrary(dict(base.data))


@pytest.fixture
def write(tmp_path: Path) -> Callable[[str, str], Path]:
    """``write("a/b.yaml", text)`` writes dedented text under tmp_path and returns the path."""

    def _write(rel: str, text: str) -> Path:
        path = tmp_path / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text).lstrip("\n"), encoding="utf-8")
        return path

    return _write
