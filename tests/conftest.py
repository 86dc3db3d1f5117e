"""Shared fixtures: a card library that reads no grammar, and a helper that writes scenario files.

The loader, the checker and the CLI are tested apart from the card-text grammar and the solver:
:class:`StubLibrary` builds each card from its data with no abilities (text containing
``UNREADABLE`` raises the grammar's CardTextError instead), so these tests say nothing about
what any card's text means.
"""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Callable, Iterable, Mapping

import pytest

from model.cards import Card, CardLibrary, TypeLine
from model.costs import ManaCost

UNREADABLE = "UNREADABLE"


class StubLibrary(CardLibrary):
    """A CardLibrary whose cards have no abilities; the grammar is never called."""

    def with_cards(self, records: Iterable[Mapping[str, object]]) -> "StubLibrary":
        child = StubLibrary.from_records(records)
        child.parent = self
        return child

    def get(self, name: str) -> Card:
        data = self.get_data(name)  # UnknownCardError with suggestions when unknown
        if UNREADABLE in data.oracle_text:
            from model.text.errors import CardTextError

            raise CardTextError(data.name, data.oracle_text)
        return Card(
            name=data.name,
            mana_cost=ManaCost.parse(data.mana_cost),
            type_line=TypeLine.parse(data.type_line),
            oracle_text=data.oracle_text,
            abilities=(),
            power=data.power,
            toughness=data.toughness,
        )


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
