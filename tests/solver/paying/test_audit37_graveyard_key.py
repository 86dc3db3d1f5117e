"""audit37: a cost that exiles a card from the graveyard (Molt Tender's "{T}, Exile a card from your
graveyard: Add one mana of any color.") reads the graveyard (404, 118.3), which is never assumed: the
error names the scenario key and the phrase read, and no longer calls the cost "a cost counted for
each card" (the words of a count, not of this cost)."""

from __future__ import annotations

import pytest

from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import tap_for_mana

from games import card, game

MOLT_TENDER = card("Molt Tender", "Creature — Insect Druid",
                   "{T}: Mill a card. (Put the top card of your library into your graveyard.)\n"
                   "{T}, Exile a card from your graveyard: Add one mana of any color.", "{G}", "1/1")


def test_the_missing_graveyard_is_named_without_calling_the_cost_a_count() -> None:
    s = game([MOLT_TENDER], you=["Molt Tender"])
    with pytest.raises(QueryError) as err:
        tap_for_mana(s, "Molt Tender", 0)
    assert "graveyard: {you: [card names]}" in str(err.value)
    assert "cost counted" not in str(err.value)
    assert tap_for_mana(game([MOLT_TENDER], you=["Molt Tender"], graveyard={"you": ["Molt Tender"]}), "Molt Tender", 0).answer == ["W", "U", "B", "R", "G"]
