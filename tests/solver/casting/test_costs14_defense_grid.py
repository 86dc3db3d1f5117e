"""costs14: "Each spell costs {3} more to cast except during its controller's turn." (Defense
Grid; 601.2f: an increase; 601.2a: a spell's controller is its caster; 500: the active player)."""

from __future__ import annotations

from manasolve.model.abilities import CostModifier, ExceptCastersTurn, StaticAbility
from manasolve.solver.app.queries import cast
from games import read, scenario

CARDS = """
cards:
  - name: Defense Grid
    mana_cost: "{2}"
    type_line: Artifact
    oracle_text: "Each spell costs {3} more to cast except during its controller's turn."
  - name: Lightning Bolt
    mana_cost: "{R}"
    type_line: Instant
    oracle_text: "Lightning Bolt deals 3 damage to any target."
"""


def test_read() -> None:
    (ability,) = read("Each spell costs {3} more to cast except during its controller's turn.", "Artifact", "Defense Grid")
    assert isinstance(ability, StaticAbility)
    (m,) = ability.effects
    assert isinstance(m, CostModifier) and m.increase and isinstance(m.condition, ExceptCastersTurn)


def test_its_own_controller_is_taxed_on_the_opponents_turn() -> None:
    """"Each spell": Defense Grid's controller's spells too, outside their own turn."""
    s = scenario(CARDS + "active: opp\nbattlefield: {you: [Defense Grid, Mountain, Mountain, Mountain]}\nhand: {you: [Lightning Bolt]}\n")
    v = cast(s, "Lightning Bolt", player="you")
    assert not v.legal and v.cost == "{3}{R}"


def test_no_tax_on_the_casters_turn() -> None:
    s = scenario(CARDS + "active: you\nbattlefield: {you: [Mountain], opp: [Defense Grid]}\nhand: {you: [Lightning Bolt]}\n")
    v = cast(s, "Lightning Bolt")
    assert v.legal and v.cost == "{R}"
