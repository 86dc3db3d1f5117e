"""609.4b: "You may spend mana as though it were mana of any color to cast this spell." applies to
paying the costs of casting the card that has it, and to nothing else."""

from __future__ import annotations

from manasolve.model.abilities import SpendingRule, StaticAbility
from manasolve.model.cards import TypeLine
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import cast

TEXT = "You may spend mana as though it were mana of any color to cast this spell."
DRAKE = {"name": "Prismatic Drake", "type_line": "Creature — Drake", "mana_cost": "{U}{G}", "power": "2", "toughness": "2", "oracle_text": TEXT}


def test_the_rule_is_read_for_this_spell_only() -> None:
    (ability,) = parse_abilities(TEXT, card_name="Prismatic Drake", type_line=TypeLine.parse("Creature — Drake"))
    assert isinstance(ability, StaticAbility)
    (rule,) = ability.effects
    assert isinstance(rule, SpendingRule) and rule.this_spell


def test_mana_of_any_colour_pays_the_spell_and_not_another() -> None:
    """Two Mountains pay {U}{G} for the Drake (609.4b), but not a Forest's {G}-costing spell."""
    s = parse_scenario_text({
        "name": "t", "players": ["you"], "cards": [DRAKE],
        "battlefield": {"you": ["Mountain", "Mountain", "Prismatic Drake"]},
        "hand": {"you": ["Prismatic Drake", "Llanowar Elves"]},
    })
    assert cast(s, "Prismatic Drake").answer["legal"] is True
    assert cast(s, "Llanowar Elves").answer["legal"] is False
