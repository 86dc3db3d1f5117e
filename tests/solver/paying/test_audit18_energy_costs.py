"""audit18: mana abilities that pay energy ("{T}, Pay {E}: Add one mana of any color.", Aether
Hub, Servant of the Conduit): to pay {E} is to remove an energy counter from oneself (107.14;
122.1: counters a player has, the scenario's ``player_counters``). A player pays only the energy
they have (118.3), shared by all their abilities in one plan; how much they have is never assumed;
what a permanent could produce ignores the cost (106.7)."""

from __future__ import annotations

import pytest

from manasolve.model.costs import PayEnergy, TapSelf
from manasolve.model.abilities import ManaAbility
from manasolve.model.errors import ManasolveError
from manasolve.solver.app.queries import available_mana, can_activate, can_pay, could_produce, tap_for_mana

from games import card, game, read

HUB = card("Hub", "Land", "{T}: Add {C}.\n{T}, Pay {E}: Add one mana of any color.")
SERVANT = card("Servant", "Creature — Elf Druid", "{T}, Pay {E}: Add one mana of any color.", "{1}{G}", "1/1")
COLORS = ["W", "U", "B", "R", "G"]


def _game(energy: int | None) -> object:
    top = {} if energy is None else {"player_counters": {"you": {"energy": energy}}}
    return game([HUB, SERVANT], you=["Hub", "Servant"], **top)


def test_pay_energy_is_read_as_a_cost_part() -> None:
    (a,) = read("{T}, Pay {E}{E}: Add {C}{C}{C}.", "Land")
    assert isinstance(a, ManaAbility) and a.cost.parts == (TapSelf(), PayEnergy(2))


def test_energy_is_shared_by_the_players_abilities() -> None:
    """107.14, 118.3: with one energy only one of the two abilities that pay {E} is activated."""
    assert sorted(available_mana(_game(1), "you").answer) == sorted(f"{c}C" for c in COLORS)
    assert can_pay(_game(1), "you", "{W}{U}").answer is False
    assert can_pay(_game(2), "you", "{W}{U}").answer is True


def test_no_energy_no_coloured_mana() -> None:
    assert available_mana(_game(0), "you").answer == ["C"]
    assert tap_for_mana(_game(0), "Servant").answer == "illegal"
    assert can_activate(_game(0), "Hub", 1).answer is False
    assert can_activate(_game(1), "Hub", 1).answer is True
    assert could_produce(_game(0), "Servant").answer == COLORS  # 106.7: costs ignored


def test_unknown_energy_is_an_error_naming_the_key() -> None:
    with pytest.raises(ManasolveError, match="player_counters"):
        available_mana(_game(None), "you")
    with pytest.raises(ManasolveError, match="player_counters"):
        can_activate(_game(None), "Hub", 1)
