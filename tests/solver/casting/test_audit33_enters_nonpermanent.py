"""audit33: ``enters`` asks what the permanent a spell becomes enters with. An instant or sorcery
spell never becomes a permanent (608.2n: it is put into its owner's graveyard as it resolves;
608.3: only a permanent spell becomes a permanent; 110.1), so the question has no answer. Before,
Spectral Procession answered ``{counters: {}, mana_value: 6}`` as if a permanent had entered."""

from __future__ import annotations

import pytest

from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import enters

from games import card, game

PROCESSION = card("Spectral Procession", "Sorcery", "Create three 1/1 white Spirit creature tokens with flying.", "{2/W}{2/W}{2/W}")


def test_a_sorcery_never_enters() -> None:
    s = game([PROCESSION], hand={"you": ["Spectral Procession"]})
    with pytest.raises(QueryError, match="sorcery: it never becomes a permanent"):
        enters(s, "Spectral Procession")


def test_an_instant_never_enters() -> None:
    bolt = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")  # CI has no corpus
    s = game([bolt], hand={"you": ["Lightning Bolt"]})
    with pytest.raises(QueryError, match="instant: it never becomes a permanent"):
        enters(s, "Lightning Bolt")


def test_a_permanent_spell_still_enters() -> None:
    """202.3: an artifact spell becomes an artifact with its mana value."""
    s = game(hand={"you": ["Sol Ring"]})
    assert enters(s, "Sol Ring").mana_value == 1
