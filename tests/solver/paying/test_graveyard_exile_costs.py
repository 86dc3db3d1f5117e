"""s14: "Exile a card from your graveyard" in a mana ability's cost (Titans' Nest, Molt Tender;
602.1, 118.3, 404): payable only with that many such cards in the activator's graveyard, the
graveyard shared by every plan step that exiles from it. Before, the cost was "unchecked":
can_activate said true whatever the graveyard held, and the plans left the ability out, so a cast
it could pay for was refused."""

from __future__ import annotations

import pytest
from manasolve.model.errors import QueryError
from manasolve.model.mana import Mana
from manasolve.solver.app.queries import available_mana, can_activate, can_pay, cast

from tests.games import card, game

NEST = card("Test Nest", "Enchantment", "Exile a card from your graveyard: Add {C}.", "{1}{U}")
TENDER = card("Test Tender", "Creature — Insect", "{T}, Exile a card from your graveyard: Add one mana of any color.", "{G}", "0/2")
CRYPT = card("Test Crypt", "Land", "Exile a creature card from your graveyard: Add {B}.")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")
OPT = card("Test Opt", "Instant", "Draw a card.", "{U}")


def test_the_cost_needs_the_cards() -> None:
    """118.3: one card in the graveyard pays one activation; none pays nothing."""
    one = game([NEST], ["Test Nest"], graveyard={"you": ["Forest"]})
    assert can_activate(one, "Test Nest", 0).answer is True
    assert {Mana.parse(p) for p in available_mana(one, "you").answer} == {Mana.parse("C")}
    empty = game([NEST], ["Test Nest"], graveyard={"you": []})
    assert can_activate(empty, "Test Nest", 0).answer is False
    assert can_pay(empty, "you", "{C}").answer is False


def test_the_graveyard_is_shared() -> None:
    """Two cards: the Nest twice, or the Nest and the Tender once each (404: each card is exiled once)."""
    g = game([NEST, TENDER, OPT], ["Test Nest", "Test Tender"], graveyard={"you": ["Forest", "Island"]}, hand={"you": ["Test Opt"]})
    pools = {Mana.parse(p) for p in available_mana(g, "you").answer}
    assert Mana.parse("CC") in pools and Mana.parse("UC") in pools and Mana.parse("CCC") not in pools
    assert cast(g, "Test Opt").legal is True  # the Tender's blue pays {U}
    assert can_pay(g, "you", "{C}{C}{U}").answer is False  # three cards would be needed


def test_a_kind_of_card() -> None:
    """"Exile a creature card from your graveyard": only creature cards count (404)."""
    g = game([CRYPT, BEAR], ["Test Crypt"], graveyard={"you": ["Forest", "Test Bear"]})
    assert {Mana.parse(p) for p in available_mana(g, "you").answer} == {Mana.parse("B")}


def test_the_graveyard_must_be_given() -> None:
    """No condition assumed: without the scenario's graveyard the question is an error naming the key."""
    g = game([NEST], ["Test Nest"])
    with pytest.raises(QueryError, match="graveyard"):
        can_activate(g, "Test Nest", 0)
