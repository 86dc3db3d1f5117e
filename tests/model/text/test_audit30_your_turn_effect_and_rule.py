"""audit30: "During your turn, creatures you control have first strike and equip abilities you
activate cost {1} less to activate." (Nahiri, Storm of Stone): a continuous effect and a change of
ability costs under one condition (611.3a; 602.2b, 601.2f, 118.7a). It was refused as unreadable."""

from __future__ import annotations

from manasolve.model.abilities import AbilityCostModifier, GrantAbilities, StaticAbility

from tests.games import card, game, read

NAHIRI = card("Nahiri, Storm of Stone", "Legendary Planeswalker — Nahiri", "During your turn, creatures you control have first strike and equip abilities you activate cost {1} less to activate.\n[−X]: Nahiri deals X damage to target tapped creature.", "{2}{R}{W}")
SPLITTER = card("Splitter", "Artifact — Equipment", "Equipped creature gets +2/+0.\nEquip {1}", "{1}")
BEARS = card("Bears", "Creature — Bear", "", "{1}{G}", "2/2")


def test_read() -> None:
    a, _ = read(NAHIRI["oracle_text"], NAHIRI["type_line"], NAHIRI["name"])
    assert isinstance(a, StaticAbility)
    assert [type(e) for e in a.effects] == [GrantAbilities, AbilityCostModifier]


def test_equip_costs_one_less_on_your_turn() -> None:
    from manasolve.solver.app.queries import can_activate

    s = game([NAHIRI, SPLITTER, BEARS], [{"card": "Nahiri, Storm of Stone", "counters": {"loyalty": 6}, "activated_this_turn": []}, "Splitter", "Bears"])
    assert can_activate(s, "Splitter", 0).answer is True  # {1} - {1}: nothing to pay, no land needed
    without = game([SPLITTER, BEARS], ["Splitter", "Bears"])
    assert can_activate(without, "Splitter", 0).answer is False
