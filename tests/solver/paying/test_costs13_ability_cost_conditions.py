"""costs13: an ability's own cost changed only while a condition holds ("This ability costs {2}
less to activate if you control a legendary creature", "... during your turn") or by an X its
text defines ("where X is the greatest power among Wurms you control"): 602.2b (its total cost
is determined as a spell's, 601.2f), 118.7a (a generic reduction takes off generic mana only).
The condition is judged as the ability is activated and never assumed: a condition the scenario
cannot decide is an error naming the key."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import AbilityCostChange, ActivatedAbility, HandCount
from manasolve.model.cards import TypeLine
from manasolve.model.errors import QueryError
from manasolve.model.library import CardLibrary
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import answer

LIB = CardLibrary.builtin()

HYLDA = """
cards:
  - name: Hylda's Crown of Winter
    type_line: Legendary Artifact
    mana_cost: "{2}{W}{U}"
    oracle_text: "{1}, {T}: Tap target creature. This ability costs {1} less to activate during your turn."
  - name: Morbid Relic
    type_line: Artifact
    mana_cost: "{2}"
    oracle_text: "{3}, {T}: Draw a card. This ability costs {2} less to activate if a creature died this turn."
"""


def _answers(body: str) -> list[object]:
    sc = parse_scenario_text("name: t\nplayers: [you, opp]\n" + HYLDA + body, LIB)
    return [answer(sc.state, q).answer for q in sc.queries]


def test_the_condition_is_read() -> None:
    """"... if you have one or fewer cards in hand" is a condition of the change (402), not of
    the activation: the ability can be activated either way."""
    _, _, equip = parse_abilities(
        "Equipped creature gets +2/+0.\nWhenever equipped creature attacks, tap target creature.\nEquip {2}. This ability costs {2} less to activate if you have one or fewer cards in hand.",
        card_name="Arm-Mounted Anchor", type_line=TypeLine.parse("Artifact — Equipment"),
    )
    assert isinstance(equip, ActivatedAbility)
    (change,) = equip.cost_changes
    assert isinstance(change, AbilityCostChange) and isinstance(change.condition, HandCount) and not change.increase


def test_during_your_turn_only() -> None:
    """505.1: Hylda's Crown's ability costs {0} during its controller's turn, {1} in another
    player's: with no mana source (and an opponent's creature to target, 601.2c) it can be activated only in its controller's turn."""
    body = "battlefield: {you: [Hylda's Crown of Winter], opp: [Llanowar Elves]}\nqueries:\n  - can_activate: {permanent: Hylda's Crown of Winter, ability: 0}\n"
    assert _answers("active: you\n" + body) == [True]
    assert _answers("active: opp\n" + body) == [False]


def test_a_condition_the_scenario_cannot_decide_is_an_error() -> None:
    """700.4: whether a creature died this turn is not assumed: without
    ``creatures_died_this_turn`` the query names the key; with it, the change applies or not."""
    body = "battlefield: {you: [Morbid Relic, Wastes]}\nqueries:\n  - can_activate: {permanent: Morbid Relic, ability: 0}\n"
    with pytest.raises(QueryError, match="creatures_died_this_turn"):
        _answers(body)
    assert _answers("creatures_died_this_turn: 1\n" + body) == [True]
    assert _answers("creatures_died_this_turn: 0\n" + body) == [False]


PTERAMANDER = """
cards:
  - name: Pteramander
    type_line: Creature — Salamander Drake
    mana_cost: "{U}"
    oracle_text: "Flying\\n{7}{U}: Adapt 4. This ability costs {1} less to activate for each instant and sorcery card in your graveyard."
    power: "1"
    toughness: "1"
  - name: Opt
    type_line: Instant
    mana_cost: "{U}"
    oracle_text: "Scry 1.\\nDraw a card."
"""


def _pteramander(body: str) -> list[object]:
    sc = parse_scenario_text("name: t\nplayers: [you, opp]\n" + PTERAMANDER + body + "battlefield: {you: [Pteramander, Island, Island]}\nqueries:\n  - can_activate: {permanent: Pteramander, ability: 0}\n", LIB)
    return [answer(sc.state, q).answer for q in sc.queries]


def test_counted_in_the_graveyard() -> None:
    """404: six instants take {7}{U} to {1}{U} (two Islands pay it); five leave {2}{U}; a graveyard
    the scenario does not give is an error naming the key, never empty."""
    assert _pteramander("graveyard: {you: [Opt, Opt, Opt, Opt, Opt, Opt]}\n") == [True]
    assert _pteramander("graveyard: {you: [Opt, Opt, Opt, Opt, Opt]}\n") == [False]
    with pytest.raises(QueryError, match="graveyard"):
        _pteramander("")
