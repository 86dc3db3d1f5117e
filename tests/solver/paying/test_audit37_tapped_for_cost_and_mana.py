"""audit37: a creature tapped for "Tap two untapped red creatures you control" can't also be tapped
for mana to pay the same cost's mana, nor the other way round (107.5: {T} and tapping are paid
once; 601.2g-h: mana abilities are activated before the costs are paid). Crackleburr's
"{U/R}{U/R}, {T}, Tap two untapped red creatures you control" under Cryptolith Rite ("Creatures you
control have '{T}: Add one mana of any color.'") needs four other untapped creatures: two for the
mana, two for the cost. Before audit37 three were enough: the same two Goblins both paid the mana and
were counted for the tapping."""

from __future__ import annotations

from manasolve.solver.app.queries import can_activate

from games import card, game

CRACKLEBURR = card("Crackleburr", "Creature — Elemental",
                   "{U/R}{U/R}, {T}, Tap two untapped red creatures you control: This creature deals 3 damage to any target.\n"
                   "{U/R}{U/R}, {Q}, Untap two tapped blue creatures you control: Return target creature to its owner's hand. "
                   "({Q} is the untap symbol.)", "{1}{U/R}{U/R}", "2/2")
RITE = card("Cryptolith Rite", "Enchantment", "Creatures you control have \"{T}: Add one mana of any color.\"", "{1}{G}")
GUIDE = card("Goblin Guide", "Creature — Goblin Scout",
             "Haste\nWhenever this creature attacks, defending player reveals the top card of their library. If it's a land card, that player puts it into their hand.",
             "{R}", "2/2")
WALL = card("Wall of Stone", "Creature — Wall", "Defender", "{1}{R}{R}", "0/8")


def _can(*others: object) -> tuple[bool, str]:
    r = can_activate(game([CRACKLEBURR, RITE, GUIDE, WALL], you=["Crackleburr", "Cryptolith Rite", *others]), "Crackleburr", 0)
    return bool(r.answer), str(r.to_dict()["why"])


def test_creatures_tapped_for_the_cost_do_not_also_make_its_mana() -> None:
    ok, why = _can(*["Goblin Guide"] * 3)
    assert not ok and "107.5" in why
    assert _can(*["Goblin Guide"] * 4)[0]


def test_a_red_creature_without_mana_is_tapped_for_the_cost_first() -> None:
    # the Walls are red and summoning sick, so they make no mana (302.6) but can be tapped for the cost
    sick = {"card": "Wall of Stone", "summoning_sick": True}
    assert _can("Goblin Guide", "Goblin Guide", sick, sick)[0]
    assert not _can("Goblin Guide", sick, sick)[0]
