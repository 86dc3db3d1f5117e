"""audit29: 106.7 weighs "any type of mana that an ability of that permanent would produce": a
phase trigger whose mana goes to another player's pool ("At the beginning of each player's first
main phase, that player adds {G}{G}.", Magus of the Vineyard; Shizuko, Caller of Autumn) still
produces {G}. It was weighed as nothing (could_produce []). 605.5a: it is no mana ability, so
available_mana never uses it."""

from __future__ import annotations

from manasolve.solver.app.queries import available_mana, could_produce

from tests.games import card, game

MAGUS = card("Magus", "Creature — Human Wizard", "At the beginning of each player's first main phase, that player adds {G}{G}.", "{G}", "1/1")
SHIZUKO = card(
    "Shizuko", "Legendary Creature — Snake Shaman",
    "At the beginning of each player's upkeep, that player adds {G}{G}{G}. Until end of turn, they don't lose this mana as steps and phases end.",
    "{1}{G}{G}", "2/3",
)


def test_106_7_that_player_adds() -> None:
    g = game([MAGUS, SHIZUKO], ["Magus", "Shizuko", "Mountain"])
    assert set(could_produce(g, "Magus").answer) == {"G"}
    assert set(could_produce(g, "Shizuko").answer) == {"G"}
    assert set(available_mana(g, "you").answer) == {"R"}  # 605.5a: no mana abilities


BELBE = card(
    "Belbe", "Legendary Creature — Phyrexian Zombie Elf",
    "At the beginning of each postcombat main phase, the active player adds {C}{C} for each of your opponents who lost life this turn. (Damage causes loss of life.)",
    "{B}{G}", "2/2",
)


def test_106_7_the_active_player_adds() -> None:
    """Belbe, Corrupted Observer: the mana goes to the active player's pool; it is {C}."""
    g = game([BELBE], ["Belbe"], phase="main2", life_lost_this_turn={"you": 0, "opp": 2})
    assert set(could_produce(g, "Belbe").answer) == {"C"}
