"""Changes of an ability's own cost counted from a zone or from a player's counters (costs11;
602.2b: an ability's total cost is determined as a spell's, 601.2f; 118.7a: a generic reduction
takes off generic mana only). "for each creature card in your graveyard" (404) and "for each rad
counter you have" (122.1) are counted now; a zone or a player's counters the scenario does not
give are never assumed empty."""

from __future__ import annotations

import pytest
from manasolve.model.errors import QueryError
from manasolve.model.state import GameState
from manasolve.solver.app.queries import can_activate, cast
from games import scenario


CARDS = """
cards:
  - name: Battlefield Butcher
    type_line: Creature — Human Soldier
    mana_cost: "{2}{B}"
    oracle_text: "{5}, {T}: Each opponent loses 2 life. This ability costs {1} less to activate for each creature card in your graveyard."
    power: "1"
    toughness: "4"
  - name: Mariposa Military Base
    type_line: Land
    mana_cost: ""
    oracle_text: "You may have this land enter tapped. If you do, you get two rad counters.\\n{T}: Add {C}.\\n{5}, {T}: Draw a card. This ability costs {1} less to activate for each rad counter you have."
  - name: Mizzix of the Izmagnus
    type_line: Legendary Creature — Goblin Wizard
    mana_cost: "{2}{U}{R}"
    oracle_text: "Whenever you cast an instant or sorcery spell with mana value greater than the number of experience counters you have, you get an experience counter.\\nInstant and sorcery spells you cast cost {1} less to cast for each experience counter you have."
    power: "2"
    toughness: "2"
  - name: Divination
    type_line: Sorcery
    mana_cost: "{2}{U}"
    oracle_text: "Draw two cards."
"""


def state(body: str) -> GameState:
    return scenario(CARDS + body)


def test_each_creature_card_in_the_graveyard_takes_off_one() -> None:
    """602.2b, 118.7a: two creature cards in the graveyard: {5} becomes {3}; three Swamps pay it."""
    s = state("battlefield: {you: [Battlefield Butcher, Swamp, Swamp, Swamp]}\ngraveyard: {you: [Battlefield Butcher, Llanowar Elves, Forest]}\n")
    assert can_activate(s, "Battlefield Butcher", 0).answer


def test_fewer_creature_cards_cost_more() -> None:
    """One creature card only: {4}, which three Swamps can't pay."""
    s = state("battlefield: {you: [Battlefield Butcher, Swamp, Swamp, Swamp]}\ngraveyard: {you: [Llanowar Elves, Forest]}\n")
    assert not can_activate(s, "Battlefield Butcher", 0).answer


def test_the_graveyard_is_not_assumed() -> None:
    """404: without the scenario's graveyard the count is unknown: an error naming the key."""
    s = state("battlefield: {you: [Battlefield Butcher, Swamp, Swamp, Swamp]}\n")
    with pytest.raises(QueryError, match="graveyard"):
        can_activate(s, "Battlefield Butcher", 0)


def test_rad_counters_reduce_the_land_ability() -> None:
    """122.1: four rad counters take {4} off {5}: {1} and {T}; the Base taps for the ability
    itself, so a Wastes pays {1}."""
    s = state("battlefield: {you: [Mariposa Military Base, Wastes]}\nplayer_counters: {you: {rad: 4}}\n")
    assert can_activate(s, "Mariposa Military Base", 1).answer
    s = state("battlefield: {you: [Mariposa Military Base, Wastes]}\nplayer_counters: {you: {rad: 2}}\n")
    assert not can_activate(s, "Mariposa Military Base", 1).answer


def test_a_players_counters_are_not_assumed() -> None:
    """122.1: the player's counters not given: an error naming player_counters."""
    s = state("battlefield: {you: [Mariposa Military Base, Wastes]}\n")
    with pytest.raises(QueryError, match="player_counters"):
        can_activate(s, "Mariposa Military Base", 1)


def test_experience_counters_reduce_spells() -> None:
    """601.2f, 118.7a: Mizzix with two experience counters: Divination {2}{U} costs {U}."""
    s = state("battlefield: {you: [Mizzix of the Izmagnus, Island]}\nhand: {you: [Divination]}\nplayer_counters: {you: {experience: 2}}\n")
    v = cast(s, "Divination")
    assert v.legal and v.cost == "{U}"
