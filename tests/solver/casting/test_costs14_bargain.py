"""costs14: bargain (702.166a: "As an additional cost to cast this spell, you may sacrifice an
artifact, enchantment, or token"; 702.166b: bargained if that cost was paid) and "This spell costs
{1} less to cast if it's bargained." (601.2f: a reduction once the costs are chosen; 118.7a)."""

from __future__ import annotations

from manasolve.model.abilities import Bargain, Bargained, CostModifier, StaticAbility
from manasolve.solver.app.queries import cast, cast_options
from games import read, scenario

ICE_OUT = "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\\nThis spell costs {1} less to cast if it's bargained.\\nCounter target spell."
CARDS = f"""
cards:
  - name: Ice Out
    mana_cost: "{{1}}{{U}}{{U}}"
    type_line: Instant
    oracle_text: "{ICE_OUT}"
"""
STACK = "stack_empty: false\nstack: [{card: Llanowar Elves, controller: opp}]\n"


def test_read() -> None:
    """702.166a: the keyword; 702.166b: the condition of the reduction."""
    abilities = read(ICE_OUT.replace("\\n", "\n"), "Instant", "Ice Out")
    assert any(isinstance(a, Bargain) for a in abilities)
    mods = [e for a in abilities if isinstance(a, StaticAbility) for e in a.effects if isinstance(e, CostModifier)]
    assert len(mods) == 1 and isinstance(mods[0].condition, Bargained)


def test_bargained_it_costs_one_less() -> None:
    """601.2f: two Islands pay {U}{U} once an artifact is sacrificed (702.166a)."""
    s = scenario(CARDS + STACK + "battlefield: {you: [Island, Island, Damping Sphere]}\nhand: {you: [Ice Out]}\n")
    assert [(w["bargained"], w["cost"]) for w in cast_options(s, "Ice Out").answer] == [("Damping Sphere", "{U}{U}")]
    assert cast(s, "Ice Out", optional_costs={"bargain": 1}).legal
    assert not cast(s, "Ice Out").legal  # not bargained: {1}{U}{U}


def test_a_token_can_be_bargained_a_creature_card_not() -> None:
    """702.166a: an artifact, an enchantment or a token: a nontoken creature is none of them."""
    s = scenario(CARDS + STACK + "battlefield: {you: [Island, Island, Llanowar Elves]}\nhand: {you: [Ice Out]}\n")
    assert all(w["bargained"] is None for w in cast_options(s, "Ice Out").answer)
    t = scenario(CARDS + STACK + "battlefield: {you: [Island, Island, {card: Llanowar Elves, token: true}]}\nhand: {you: [Ice Out]}\n")
    assert ("Llanowar Elves", "{U}{U}") in [(w["bargained"], w["cost"]) for w in cast_options(t, "Ice Out").answer]
