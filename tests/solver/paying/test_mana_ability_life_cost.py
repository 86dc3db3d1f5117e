"""Life added to the cost of mana abilities (602.2b, 118.8, 119.4): "Mana abilities of this land
cost an additional 1 life to activate." (Thran Portal, Oracle text). The land's mana ability is
intrinsic to the basic land type chosen for it (305.6); its cost is {T} and 1 life, which a
player with no life can't pay; what it could produce ignores costs (106.7)."""

from __future__ import annotations

from manasolve.model.abilities import AbilityCostModifier, StaticAbility
from manasolve.solver.app.queries import available_mana, can_activate, can_pay, could_produce

from tests.games import card, game, read

PORTAL = card("Thran Portal", "Land — Gate", "This land enters tapped unless you control two or fewer other lands.\nAs this land enters, choose a basic land type.\n"
              "This land is the chosen type in addition to its other types.\nMana abilities of this land cost an additional 1 life to activate.")


def _game(life: int) -> object:
    return game([PORTAL], [{"card": "Thran Portal", "chosen_type": "Island"}, "Forest"], [], life={"you": life, "opp": 20})


def test_the_sentence_reads_as_a_life_increase_of_mana_abilities() -> None:
    """602.2b: a change of the cost of the land's mana abilities (605.1a) only."""
    *_, a = read(PORTAL["oracle_text"], PORTAL["type_line"], "Thran Portal")
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert isinstance(e, AbilityCostModifier) and e.life == 1 and e.mana_only and not e.amount.symbols


def test_one_life_pays_it_and_no_life_does_not() -> None:
    """119.4: at 1 life the Portal's {U} can be made (life goes to 0); at 0 life it can't."""
    assert can_pay(_game(1), "you", "{U}{G}").answer is True
    assert available_mana(_game(1), "you").answer == ["UG"]
    assert can_pay(_game(0), "you", "{U}").answer is False
    assert can_activate(_game(0), "Thran Portal", 0).answer is False
    assert can_activate(_game(1), "Thran Portal", 0).answer is True


def test_what_it_could_produce_ignores_the_cost() -> None:
    """106.7: costs are ignored: at 0 life it could still produce {U}."""
    assert could_produce(_game(0), "Thran Portal").answer == ["U"]
