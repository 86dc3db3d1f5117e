"""audit22: "{T}, Remove a mining counter from this land: Add one mana of any color. If there are
no mining counters on this land, sacrifice it." (Gemstone Mine; the depletion lands, Peat Bog):
the sacrifice is part of the mana ability's effect (608.2c, 701.21a; Gemstone Mine ruling:
"Sacrificing this card when the last counter is removed is part of the effect of tapping it for
mana"). Once its last counter is gone it is no longer on the battlefield: nothing later in the
plan may sacrifice it again (Squandered Resources, 118.3) or read what it could produce."""

from __future__ import annotations

from manasolve.model.abilities import ManaAbility
from manasolve.solver.app.queries import available_mana, can_pay

from tests.games import card, game, read

MINE = card("Mine", "Land", "{T}, Remove a mining counter from this land: Add one mana of any color. If there are no mining counters on this land, sacrifice it.")
BOG = card("Bog", "Land", "{T}, Remove a depletion counter from this land: Add {B}{B}. If there are no depletion counters on this land, sacrifice it.")
SQUANDER = card("Squander", "Enchantment", "Sacrifice a land: Add one mana of any type the sacrificed land could produce.", "{B}{G}")
POOL = card("Pool", "Land", "{T}: Add one mana of any type that a land you control could produce.")


def test_the_sentence_is_read() -> None:
    (a,) = read(MINE["oracle_text"], "Land", "Mine")
    assert isinstance(a, ManaAbility) and a.empty_sacrifice == "mining"


def test_the_last_counter_leaves_nothing_to_sacrifice() -> None:
    """Tapped for its last counter, the Mine is sacrificed: Squandered Resources can't take it too."""
    g = game([MINE, SQUANDER], [{"card": "Mine", "counters": {"mining": 1}}, "Squander"])
    assert can_pay(g, "you", "{W}{U}").answer is False
    assert can_pay(g, "you", "{W}").answer is True
    assert sorted(available_mana(g, "you").answer) == ["B", "G", "R", "U", "W"]


def test_with_a_counter_left_it_stays() -> None:
    g = game([MINE, SQUANDER], [{"card": "Mine", "counters": {"mining": 2}}, "Squander"])
    assert can_pay(g, "you", "{W}{U}").answer is True
    assert "WU" in available_mana(g, "you").answer


def test_a_depletion_land_with_its_last_counter() -> None:
    g = game([BOG, SQUANDER], [{"card": "Bog", "counters": {"depletion": 1}}, "Squander"])
    assert available_mana(g, "you").answer == ["BB"]
    assert can_pay(g, "you", "{B}{B}{B}").answer is False


def test_a_pool_reads_the_mine_before_it_goes() -> None:
    """The Pool and Squandered Resources use the Mine while it is there; then the Mine taps."""
    g = game([MINE, SQUANDER, POOL], [{"card": "Mine", "counters": {"mining": 1}}, "Squander", "Pool"])
    assert can_pay(g, "you", "{W}{U}{B}").answer is True
    assert can_pay(g, "you", "{W}{U}{B}{R}").answer is False
