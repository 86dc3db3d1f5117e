"""audit29: "All lands target player controls become 3/3 creatures until end of turn." (Jolrael,
Empress of Beasts) means the lands of the player the ability targeted (115.1: any player, its
controller too), which the scenario's resolution names (``targets: [you]``). It was read as "an
opponent controls": the lands of the player who was not targeted became creatures, and a
resolution that targeted its controller was refused. Never assumed: without the player the
question is an error; a resolved spell, whose targets cannot be given, is one too."""

from __future__ import annotations

import pytest

from manasolve.model.errors import ManasolveError
from manasolve.model.selectors import Who
from manasolve.solver.app.queries import tap_for_mana

from tests.games import card, game, read, tap

JOLRAEL = card(
    "Jolrael", "Legendary Creature — Human Spellshaper",
    "{2}{G}, {T}, Discard two cards: All lands target player controls become 3/3 creatures until end of turn. They're still lands.",
    "{3}{G}{G}", "3/3",
)
RANCHER = card("Rancher", "Creature — Human Ranger", "{T}: Add an amount of {G} equal to the greatest power among creatures you control.", "{4}{G}", "2/5")
CRADLE = card("Cradle", "Legendary Land", "{T}: Add {G} for each creature you control.")


def test_target_player_is_read_as_the_targeted_player() -> None:
    (ability,) = read(JOLRAEL["oracle_text"], JOLRAEL["type_line"], "Jolrael")
    assert ability.continuous[0].affected.who is Who.TARGET_PLAYER


def test_115_1_it_targeted_its_controller() -> None:
    you = [{"card": "Jolrael", "tapped": True, "resolved_this_turn": [{"ability": 0, "targets": ["you"]}]}, "Rancher", "Forest", "Cradle"]
    g = game([JOLRAEL, RANCHER, CRADLE], you, ["Forest"])
    assert tap(g, "Rancher") == {"GGG"}  # the lands are 3/3: the greatest power is 3
    assert tap(g, "Cradle") == {"GGGG"}  # Jolrael, the Rancher, two land creatures (the opponent's Forest is not one)


def test_115_1_it_targeted_an_opponent() -> None:
    you = [{"card": "Jolrael", "tapped": True, "resolved_this_turn": [{"ability": 0, "targets": ["opp"]}]}, "Rancher", "Cradle"]
    g = game([JOLRAEL, RANCHER, CRADLE], you, [{"card": "Forest", "id": "their_forest", "summoning_sick": True}])
    assert tap(g, "Cradle") == {"GG"}  # your Cradle is no creature
    assert tap(g, "their_forest") == "illegal"  # 302.6: a creature since this turn, without haste


def test_the_targeted_player_is_never_assumed() -> None:
    you = [{"card": "Jolrael", "tapped": True, "resolved_this_turn": [0]}, "Rancher"]
    with pytest.raises(ManasolveError, match="which player it targeted"):
        tap_for_mana(game([JOLRAEL, RANCHER], you), "Rancher")
