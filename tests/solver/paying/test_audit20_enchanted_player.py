"""audit20: an Aura with "Enchant player" (702.5a) is attached to a player (303.4; the scenario's
`attached_to` names the player). "Creatures enchanted player controls lose all abilities ..."
(Overwhelming Splendor; 613.1f) takes the mana abilities of that player's creatures only;
"Enchanted player can't activate abilities that aren't mana abilities or loyalty abilities."
(602.5) leaves that player's mana abilities (605.1a) and loyalty abilities (606.3), and forbids
the rest; other players are not affected."""

from __future__ import annotations

import pytest

from manasolve.model.errors import ManasolveError
from manasolve.solver.app.queries import can_activate

from tests.games import card, game, tap

SPLENDOR = card("Splendor", "Enchantment — Aura Curse", "Enchant player\nCreatures enchanted player controls lose all abilities and have base power and toughness 1/1.\nEnchanted player can't activate abilities that aren't mana abilities or loyalty abilities.", "{6}{W}{W}")
FACTORY = card("Factory", "Land", "{T}: Add {C}.\n{1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.")
ELF = card("Elf", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
WARD = card("Ward", "Enchantment — Aura", "Enchant creature\nEnchanted creature has defender.", "{W}")


def _g() -> object:
    return game([SPLENDOR, FACTORY, ELF], [{"card": "Splendor", "attached_to": "opp"}, {"card": "Elf", "id": "mine"}, {"card": "Factory", "id": "myfactory"}],
                [{"card": "Elf", "id": "theirs"}, {"card": "Factory", "id": "theirfactory"}])


def test_creatures_of_the_enchanted_player_lose_their_mana_abilities() -> None:
    g = _g()
    assert tap(g, "theirs") == "illegal"
    assert tap(g, "mine") == {"G"}


def test_the_enchanted_player_may_activate_mana_abilities_only() -> None:
    g = _g()
    assert tap(g, "theirfactory") == {"C"}
    assert can_activate(g, "theirfactory", 1).answer is False  # not a mana ability (602.5)
    assert can_activate(g, "myfactory", 1).answer is True


def test_an_aura_that_enchants_creatures_is_not_attached_to_a_player() -> None:
    with pytest.raises(ManasolveError):
        game([WARD], [{"card": "Ward", "attached_to": "opp"}])
