"""audit33: "nontoken" in a cost (111.1: a token is a permanent that isn't a card; "nontoken" is
said of a permanent's status, not of its characteristics). "Tap an untapped nontoken artifact you
control: Add {G}." (Meria, Scholar of Antiquity) can't tap a Treasure token, and "Sacrifice a
nontoken creature" can't sacrifice a creature token. Before, the costs matched characteristics
only, so a token paid them: Meria with only a Treasure could activate."""

from __future__ import annotations

from manasolve.solver.app.queries import available_mana, can_activate

from games import card, game

MERIA = card("Meria, Scholar of Antiquity", "Legendary Creature — Elf Artificer", "Tap an untapped nontoken artifact you control: Add {G}.", "{1}{R}{G}", "2/1")
ALTAR = card("Nontoken Altar", "Artifact", "Sacrifice a nontoken creature: Add {C}{C}.", "{2}")
SPIRIT = card("Spirit", "Token Creature — Spirit", "", "", "1/1")


def test_a_treasure_token_does_not_pay_a_nontoken_tap_cost() -> None:
    s = game([MERIA], you=["Meria, Scholar of Antiquity", "Treasure"])
    assert can_activate(s, "Meria, Scholar of Antiquity", 0).answer is False
    assert sorted(available_mana(s, "you").answer) == ["B", "G", "R", "U", "W"]  # the Treasure alone


def test_a_token_artifact_by_the_scenario_key() -> None:
    """``token: true`` makes a card's permanent a token (111.1): it does not pay it either."""
    s = game([MERIA], you=["Meria, Scholar of Antiquity", {"card": "Sol Ring", "token": True}])
    assert can_activate(s, "Meria, Scholar of Antiquity", 0).answer is False


def test_a_nontoken_artifact_pays_it() -> None:
    s = game([MERIA], you=["Meria, Scholar of Antiquity", "Sol Ring"])
    assert can_activate(s, "Meria, Scholar of Antiquity", 0).answer is True


def test_a_creature_token_is_no_nontoken_sacrifice() -> None:
    s = game([ALTAR, SPIRIT], you=["Nontoken Altar", "Spirit"])
    assert can_activate(s, "Nontoken Altar", 0).answer is False
    s = game([ALTAR], you=["Nontoken Altar", "Llanowar Elves"])
    assert can_activate(s, "Nontoken Altar", 0).answer is True
