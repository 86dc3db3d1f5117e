"""106.7 and triggered abilities that add mana: the rule's text counts "an ability of that
permanent" that would produce mana if it resolved (the default); the option takes the narrower
reading of the Exotic Orchard rulings (only mana abilities)."""

from __future__ import annotations

import manasolve
from manasolve.model.abilities import TriggeredAbility
from manasolve.model.library import CardLibrary
from manasolve.model.scenario import parse_scenario_text

VESTIGE = """
name: s
players: [you, opp]
cards:
  - {name: Vestige, type_line: Land, mana_cost: "", oracle_text: "When this land enters, add {B}.\\n{T}: Add {C}."}
battlefield:
  you: [Vestige]
  opp: [Exotic Orchard]
"""


def _scenario():
    return parse_scenario_text(VESTIGE, CardLibrary.builtin())


def test_an_enter_trigger_that_only_adds_mana_is_read_as_such() -> None:
    """605.1b: not a mana ability (it doesn't trigger from one), but its effect adds {B}."""
    s = _scenario()
    (trigger,) = [a for a in s.state.permanent("Vestige").card.abilities if isinstance(a, TriggeredAbility)]
    assert trigger.adds is not None


def test_by_default_the_trigger_counts_and_readers_follow_it() -> None:
    """106.7 (current text): the types "an ability of that permanent would produce if the ability
    were to resolve"; Exotic Orchard reads what a land an opponent controls could produce."""
    s = _scenario()
    assert manasolve.could_produce(s, "Vestige").answer == ["B", "C"]
    assert manasolve.could_produce(s, "Exotic Orchard").answer == ["B"]  # colours only (Orchard ruling)
    assert manasolve.tap_for_mana(s, "Vestige").answer == ["C"]  # 106.12: tapping uses the {T} ability only


def test_the_narrower_reading_counts_mana_abilities_only() -> None:
    """Options(etb_trigger_could_produce=False): only the lands' mana abilities (Exotic Orchard
    ruling 2009-02-01, "those lands' mana abilities")."""
    s = _scenario()
    narrow = manasolve.Options(etb_trigger_could_produce=False)
    assert manasolve.could_produce(s, "Vestige", options=narrow).answer == ["C"]
    assert manasolve.could_produce(s, "Exotic Orchard", options=narrow).answer == []
