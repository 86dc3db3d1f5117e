"""audit33: compleated (702.150a): "If life was paid for this object's Phyrexian mana, it enters
with two fewer loyalty counters for each {H} paid with life." Whether life paid its Phyrexian
symbols (107.4f) is the ``enters`` key ``phyrexian_life``, never assumed. Before, Tamiyo,
Compleated Sage entered with 5 loyalty counters whatever was paid."""

from __future__ import annotations

import pytest

from manasolve.model.errors import QueryError
from manasolve.model.state import GameState
from manasolve.solver.app.queries import enters

from games import card, game

TAMIYO = dict(card("Tamiyo, Compleated Sage", "Legendary Planeswalker — Tamiyo",
                   "Compleated ({G/U/P} can be paid with {G}, {U}, or 2 life. If life was paid, this planeswalker enters with two fewer loyalty counters.)\n"
                   "[+1]: Tap up to one target artifact or creature. It doesn't untap during its controller's next untap step.", "{2}{G}{G/U/P}{U}"), loyalty="5")


def _state() -> GameState:
    return game([TAMIYO], hand={"you": ["Tamiyo, Compleated Sage"]})


def test_life_paid_takes_two_loyalty_counters() -> None:
    e = enters(_state(), "Tamiyo, Compleated Sage", phyrexian_life=1)
    assert dict(e.counters) == {"loyalty": 3} and e.mana_value == 5


def test_mana_paid_keeps_the_printed_loyalty() -> None:
    """306.5b: the printed loyalty; also when it was not cast (nothing was paid)."""
    assert dict(enters(_state(), "Tamiyo, Compleated Sage", phyrexian_life=0).counters) == {"loyalty": 5}
    assert dict(enters(_state(), "Tamiyo, Compleated Sage", cast=False).counters) == {"loyalty": 5}


def test_the_payment_is_never_assumed() -> None:
    with pytest.raises(QueryError, match="phyrexian_life"):
        enters(_state(), "Tamiyo, Compleated Sage")
    with pytest.raises(QueryError, match="has 1 Phyrexian mana symbol"):
        enters(_state(), "Tamiyo, Compleated Sage", phyrexian_life=2)
