"""audit29: "At the beginning of each player's first main phase, if this artifact is untapped,
that player adds {C} for each artifact they control." (Blinkmoth Urn) is read: "they control" are
the permanents of the player who adds the mana (106.3). The card was refused as unreadable, so a
scenario with it failed to load. Its trigger is no mana ability (605.5a): available_mana never
uses it."""

from __future__ import annotations

from manasolve.model.abilities import TriggeredAbility
from manasolve.solver.app.queries import available_mana

from tests.games import card, game, read

URN = card(
    "Urn", "Artifact",
    "At the beginning of each player's first main phase, if this artifact is untapped, that player adds {C} for each artifact they control.",
    "{5}",
)


def test_the_urn_is_read() -> None:
    (ability,) = read(URN["oracle_text"], "Artifact", "Urn")
    assert isinstance(ability, TriggeredAbility)


def test_605_5a_no_mana_ability() -> None:
    g = game([URN], ["Urn", "Forest"])
    assert set(available_mana(g, "you").answer) == {"G"}
