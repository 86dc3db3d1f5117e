"""cov17: the long tail of mana text on real cards, read with its meaning (issue 10).

Each test checks what an answer becomes, not only that a sentence parses."""

from __future__ import annotations

from typing import Any

import pytest

import manasolve
from manasolve.model.abilities import TriggeredAbility
from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import tap_for_mana
from games import card, read, tap


def _three_players(cards: list[dict[str, Any]], yours: list[str], **top: Any) -> Any:
    mapping = {"name": "t", "players": ["you", "opp", "third"], "cards": cards, "battlefield": {"you": yours}, **top}
    return manasolve.scenario(mapping).state


# ---- "for each of your opponents who lost life this turn" (119.3) --------------------------------

BELBE_LIKE = card("Belbe Test", "Artifact", "{T}: Add {C}{C} for each of your opponents who lost life this turn.")


def test_belbe_trigger_reads_its_amount() -> None:
    """Belbe, Corrupted Observer's trigger is read in full; its amount is the opponents count."""
    (trig,) = read(
        "At the beginning of each postcombat main phase, the active player adds {C}{C} for each of your opponents who lost life this turn.",
        "Legendary Creature — Phyrexian Zombie Elf",
    )
    assert isinstance(trig, TriggeredAbility)


def test_each_opponent_who_lost_life_counts_once() -> None:
    """119.3: an opponent who lost any life counts once, however much; the controller's own loss
    does not count; an opponent not listed is unknown, an error naming ``life_lost_this_turn``."""
    s = _three_players([BELBE_LIKE], ["Belbe Test"], life_lost_this_turn={"you": 5, "opp": 7, "third": 0})
    assert tap(s, "Belbe Test") == {"CC"}
    s = _three_players([BELBE_LIKE], ["Belbe Test"], life_lost_this_turn={"you": 0, "opp": 1, "third": 3})
    assert tap(s, "Belbe Test") == {"CCCC"}
    with pytest.raises(QueryError, match="life_lost_this_turn"):
        tap_for_mana(_three_players([BELBE_LIKE], ["Belbe Test"], life_lost_this_turn={"opp": 0}), "Belbe Test")
