"""audit32: a card that "may enter as a copy" (Clone, Spark Double; 614.1c, 707.2): whether it did
is the player's choice as it enters, so ``enters`` never assumes it. Before, a Spark Double's
``enters`` answered no counters and mana value 4, as if the player had declined; as a copy of
Llanowar Elves it has mana value 1 and a +1/+1 counter."""

from __future__ import annotations

import pytest

from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import enters

from games import card, game

CLONE = card("Clone", "Creature — Shapeshifter", "You may have this creature enter as a copy of any creature on the battlefield.", "{3}{U}", "0/0")


def test_the_copy_choice_must_be_given() -> None:
    """614.1c: "You may have ... enter as a copy": without as_enters the answer would assume a
    choice; as_enters: true asks for what it copied, which the query cannot say."""
    s = game([CLONE], you=["Llanowar Elves"], hand={"you": ["Clone"]})
    with pytest.raises(QueryError, match="as_enters"):
        enters(s, "Clone")
    with pytest.raises(QueryError, match="707.2"):
        enters(s, "Clone", as_enters=True)


def test_a_clone_that_enters_as_itself() -> None:
    """707.2: declined, it is the card itself: no counters, mana value 4 (202.3)."""
    s = game([CLONE], you=["Llanowar Elves"], hand={"you": ["Clone"]})
    e = enters(s, "Clone", as_enters=False)
    assert dict(e.counters) == {} and e.mana_value == 4
