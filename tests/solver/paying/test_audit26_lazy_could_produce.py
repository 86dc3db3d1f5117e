"""audit26: paying with mana abilities reads what other permanents could produce (106.7) only when
an ability asks it ("one mana of any type that a land you control could produce"). Neheb, the
Eternal's "add {R} for each 1 life your opponents have lost this turn" is a triggered ability, no
mana ability (605.5a): available_mana, can_pay and cast never use it, and so never need the
scenario's life_lost_this_turn for it. Before, every payment computed what every permanent could
produce and failed on Neheb's amount with an error naming that key."""

from __future__ import annotations

from manasolve.solver.app.queries import available_mana, can_pay

from tests.games import card, game

NEHEB = card(
    "Test Neheb", "Legendary Creature — Zombie Minotaur Warrior",
    "Afflict 3\nAt the beginning of each of your postcombat main phases, add {R} for each 1 life your opponents have lost this turn.",
    "{3}{R}", "4/6",
)


def test_a_trigger_that_adds_mana_needs_no_key_for_payment() -> None:
    g = game([NEHEB], ["Test Neheb", "Forest", "Mountain"])
    assert set(available_mana(g, "you").answer) == {"RG"}
    assert can_pay(g, "you", "{1}{G}").answer is True
