"""s16: emblems (114): the scenario key ``emblems: {you: [TEXT]}`` gives a player's emblems by their
text; their static abilities function in the command zone (114.4) for their owner (114.2), so
Liliana of the Dark Realms' emblem "Swamps you control have '{T}: Add {B}{B}{B}{B}.'" gives its
owner's Swamps that mana ability (613.1f) and no one else's. An emblem ability the solver does not
model (a casting permission) is an error naming it, never ignored."""

from __future__ import annotations

import pytest
from manasolve.model.errors import ManasolveError
from manasolve.solver.app.queries import available_mana, cast

from tests.games import card, game, tap

LILIANA = 'Swamps you control have "{T}: Add {B}{B}{B}{B}."'


def test_the_emblem_grants_its_owners_swamps_a_mana_ability() -> None:
    g = game([], [{"card": "Swamp", "id": "mine"}, "Forest"], [{"card": "Swamp", "id": "theirs"}], emblems={"you": [LILIANA]})
    assert tap(g, "mine") == {"B", "BBBB"}
    assert tap(g, "theirs") == {"B"}
    assert set(available_mana(g, "you").answer) == {"BBBBG"}
    assert set(available_mana(g, "opp").answer) == {"B"}


def test_without_it_a_swamp_makes_one() -> None:
    g = game([], [{"card": "Swamp", "id": "mine"}])
    assert tap(g, "mine") == {"B"}


def test_an_emblem_ability_not_modelled_is_an_error() -> None:
    """Jaya Ballard's emblem is a casting permission (601.3): not applied here, so not ignored."""
    bolt = card("Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", "{R}")
    g = game([bolt], ["Mountain"], emblems={"you": ["You may cast instant and sorcery spells from your graveyard."]}, graveyard={"you": ["Test Bolt"]})
    with pytest.raises(ManasolveError, match="emblem"):
        cast(g, "Test Bolt", from_="graveyard")


def test_a_resolved_emblem_ability_gives_the_emblem() -> None:
    """s17 (was audit30's error): the emblem a loyalty ability that resolved this turn gave its
    controller applies (114.1, 114.4), as the key emblems would."""
    walker = card("Test Walker", "Legendary Planeswalker — Liliana", "−6: You get an emblem with \"Swamps you control have '{T}: Add {B}{B}{B}{B}.'\"", "{2}{B}{B}")
    g = game([walker], [{"card": "Test Walker", "counters": {"loyalty": 1}, "resolved_this_turn": [0]}, "Swamp"])
    assert available_mana(g, "you").answer == ["BBBB"]


def test_a_resolved_emblem_of_a_kind_not_modelled_points_to_the_key() -> None:
    """audit30: an emblem whose ability is not applied for an emblem (a triggered mana ability,
    106.12a) stays unread: a question where it resolved is an error naming the key (114)."""
    walker = card("Test Walker", "Legendary Planeswalker — Nissa", "−8: You get an emblem with \"Whenever you tap a land for mana, add one mana of any type that land produced.\"", "{2}{G}{G}")
    g = game([walker], [{"card": "Test Walker", "counters": {"loyalty": 1}, "resolved_this_turn": [0]}, "Swamp"])
    with pytest.raises(ManasolveError, match="key emblems"):
        available_mana(g, "you")
