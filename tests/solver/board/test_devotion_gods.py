"""counters10: devotion as the condition of a static ability (700.5, 700.5a, 611.3a) and "isn't a
<type>" (613.1d, 205.3d), checked for their meaning on the board the layers compute."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st
from manasolve.model.abilities import DevotionLessThan, StaticAbility, TypeChange
from manasolve.model.cards import TypeLine
from manasolve.model.library import CardLibrary
from manasolve.model.mana import ManaType, TypeSet
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.text import parse_abilities
from manasolve.solver.board.layers import compute_board

GOD = {
    "name": "Test God",
    "type_line": "Legendary Enchantment Creature — God",
    "mana_cost": "{1}{G}{W}",
    "oracle_text": "As long as your devotion to green and white is less than five, Test God isn't a creature.",
    "power": "4",
    "toughness": "4",
}


def _card(name: str, cost: str) -> dict:
    return {"name": name, "type_line": "Artifact", "mana_cost": cost, "oracle_text": ""}


PIECES = {"{G}": _card("Green Piece", "{G}"), "{W}": _card("White Piece", "{W}"), "{G/W}": _card("Hybrid Piece", "{G/W}"),
          "{U}": _card("Blue Piece", "{U}"), "{2}": _card("Gray Piece", "{2}")}


def test_the_sentence_is_read() -> None:
    """700.5a: a devotion to two colours; 613.1d: the creature type taken away."""
    (ability,) = parse_abilities(GOD["oracle_text"], card_name="Test God", type_line=TypeLine.parse(GOD["type_line"]))
    assert isinstance(ability, StaticAbility)
    assert ability.condition == DevotionLessThan(TypeSet.of([ManaType.G, ManaType.W]), 5)
    (e,) = ability.effects
    assert isinstance(e, TypeChange) and e.removed == frozenset({"Creature"}) and e.adding


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(sorted(PIECES)), max_size=6), st.lists(st.sampled_from(sorted(PIECES)), max_size=3))
def test_the_god_is_a_creature_only_with_enough_devotion(mine: list[str], theirs: list[str]) -> None:
    """700.5, 700.5a: each mana symbol that is green or white among the mana costs of the
    permanents its controller controls counts once (a hybrid {G/W} once, {U} and {2} not at all),
    its own {G}{W} included; the opponent's permanents never count. Below five the god is an
    enchantment and no creature, and its creature subtype God goes with the type (205.3d)."""
    lib = CardLibrary.builtin().with_cards([GOD, *PIECES.values()])
    yours = ", ".join(["Test God"] + [f'"{PIECES[x]["name"]}"' for x in mine])
    opps = ", ".join(f'"{PIECES[x]["name"]}"' for x in theirs)
    s = parse_scenario_text(f"players: [you, opp]\nbattlefield: {{you: [{yours}], opp: [{opps}]}}", lib)
    view = next(v for v in compute_board(s.state) if v.permanent.card.name == "Test God")
    devotion = 2 + sum(1 for x in mine if x in ("{G}", "{W}", "{G/W}"))
    assert ("Creature" in view.card_types) == (devotion >= 5)
    assert "Enchantment" in view.card_types
    assert ("God" in view.subtypes) == (devotion >= 5)
