"""A card library that reads no grammar, for the loader, checker and CLI tests.

It lives in its own module (not conftest.py) so that worker processes can unpickle it: two
conftest modules (tests/ and tests/benchmarks/) make ``conftest`` an ambiguous name.
"""

from __future__ import annotations

from typing import Iterable, Mapping

from manasolve.model.cards import Card, TypeLine
from manasolve.model.costs import ManaCost
from manasolve.model.library import CardLibrary

UNREADABLE = "UNREADABLE"


class StubLibrary(CardLibrary):
    """A CardLibrary whose cards have no abilities; the grammar is never called."""

    def with_cards(self, records: Iterable[Mapping[str, object]]) -> "StubLibrary":
        child = StubLibrary.from_records(records)
        child.parent = self
        return child

    def get(self, name: str, *, allow_unread: bool | None = None) -> Card:
        data = self.get_data(name)  # UnknownCardError with suggestions when unknown
        if UNREADABLE in data.oracle_text:
            from manasolve.model.errors import CardTextError

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
