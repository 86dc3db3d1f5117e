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
