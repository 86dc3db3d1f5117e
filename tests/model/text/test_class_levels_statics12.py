"""Class levels (716.2a): "[Cost]: Level N" means "[Cost]: This Class's level becomes N. Activate
only if this Class is level N-1 and only as a sorcery", and the abilities printed after it exist
only while the Class is level N or greater. A Class enters at level 1 (the Class rulings); the
permanent key ``level`` gives a higher one."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import ActivatedAbility, ClassLevel, ConditionHolds, GrantAbilities, SorceryTiming, StaticAbility
from manasolve.model.errors import ScenarioLoadError
from manasolve.solver.app.queries import can_activate

from tests.games import card, game, read, tap

TALENT = "{1}{R}: Level 2\nTreasures you control have \"{T}, Sacrifice this artifact: Add two mana of any one color.\"\n{4}{R}: Level 3\nCreatures you control have haste."


def test_level_up_is_only_from_the_level_below_and_as_a_sorcery() -> None:
    """716.2a: "{1}{R}: Level 2" may be activated only if the Class is level 1, and only as a sorcery."""
    up2, _, up3, _ = read(TALENT, "Enchantment — Class")
    assert isinstance(up2, ActivatedAbility) and isinstance(up3, ActivatedAbility)
    assert up2.requires == (ConditionHolds(ClassLevel(1, 1)), SorceryTiming())
    assert up3.requires == (ConditionHolds(ClassLevel(2, 2)), SorceryTiming())


def test_the_abilities_of_a_section_exist_from_its_level() -> None:
    """716.2a: the quoted mana ability granted in the level-2 section is granted only at level 2
    or greater; the static ability of the level-3 section holds only at level 3 or greater."""
    _, grant, _, haste = read(TALENT, "Enchantment — Class")
    assert isinstance(grant, StaticAbility) and grant.condition == ClassLevel(2)
    assert isinstance(haste, StaticAbility) and haste.condition == ClassLevel(3)


def test_a_triggered_ability_of_a_section_is_granted_at_its_level() -> None:
    """716.2a: a triggered ability printed after "Level 2" is the Class's only at level 2 or more
    (granted to the Class itself under that condition, 613.1f)."""
    _, trig = read("{W}: Level 2\nWhenever you gain life, put a +1/+1 counter on target creature you control.", "Enchantment — Class")
    assert isinstance(trig, StaticAbility) and trig.condition == ClassLevel(2)
    assert isinstance(trig.effects[0], GrantAbilities)


def test_a_class_is_level_1_unless_the_scenario_says() -> None:
    """716.2a and the Class rulings: a Class starts at level 1, so the level-3 haste does not let a
    summoning-sick creature tap for mana (302.6) until the scenario gives ``level: 3``."""
    c = card("Class Test", "Enchantment — Class", TALENT, "{R}")
    elves = {"card": "Llanowar Elves", "summoning_sick": True}
    assert tap(game([c], you=["Class Test", elves]), "Llanowar Elves") == "illegal"
    assert tap(game([c], you=[{"card": "Class Test", "level": 2}, elves]), "Llanowar Elves") == "illegal"
    assert tap(game([c], you=[{"card": "Class Test", "level": 3}, elves]), "Llanowar Elves") == {"G"}


def test_gaining_a_level_needs_the_level_below() -> None:
    """716.2a: at level 2, "Level 2" can't be activated again and "Level 3" can (with {4}{R})."""
    c = card("Class Test", "Enchantment — Class", TALENT, "{R}")
    s = game([c], you=[{"card": "Class Test", "id": "cls", "level": 2}] + ["Mountain"] * 5)
    assert not can_activate(s, "cls", 0).answer
    assert can_activate(s, "cls", 1).answer


def test_a_level_below_one_is_refused() -> None:
    """716.2a: a Class's level is a whole number from 1; 0 is an error naming the key."""
    c = card("Class Test", "Enchantment — Class", TALENT, "{R}")
    with pytest.raises(ScenarioLoadError, match="level"):
        game([c], you=[{"card": "Class Test", "level": 0}])
