"""costs14: "sacrifice any number of creatures" as an additional cost (118.8; 601.2b: how many, and
which, are chosen as the spell is cast; none is a number too, so "you may sacrifice any number of
Spirits" means the same), and "This spell costs {2} less to cast for each creature sacrificed this
way." (601.2f: the total cost is determined after the additional costs are chosen; 118.7a)."""

from __future__ import annotations

from manasolve.solver.app.queries import cast, cast_options
from games import scenario

CARDS = """
cards:
  - name: Torgaar, Famine Incarnate
    mana_cost: "{6}{B}{B}"
    type_line: Legendary Creature — Avatar
    power: "7"
    toughness: "6"
    oracle_text: "As an additional cost to cast this spell, you may sacrifice any number of creatures. This spell costs {2} less to cast for each creature sacrificed this way.\\nWhen Torgaar enters, up to one target player's life total becomes half their starting life total, rounded down."
  - name: Devouring Greed
    mana_cost: "{2}{B}{B}"
    type_line: Sorcery — Arcane
    oracle_text: "As an additional cost to cast this spell, you may sacrifice any number of Spirits.\\nTarget player loses 2 life plus 2 life for each Spirit sacrificed this way. You gain that much life."
  - name: Bears
    mana_cost: "{1}{G}"
    type_line: Creature — Bear
    power: "2"
    toughness: "2"
    oracle_text: ""
"""


def test_each_creature_sacrificed_takes_off_two() -> None:
    """601.2f: with two creatures, the ways cost {4}{B}{B} (one) and {2}{B}{B} (two); eight mana
    is not there, so sacrificing none is no way."""
    s = scenario(CARDS + "battlefield: {you: [Swamp, Swamp, Swamp, Swamp, Llanowar Elves, Birds of Paradise]}\nhand: {you: [\"Torgaar, Famine Incarnate\"]}\n")
    ways = {len(w["sacrifice"]): w["cost"] for w in cast_options(s, "Torgaar, Famine Incarnate").answer}
    assert ways == {1: "{4}{B}{B}", 2: "{2}{B}{B}"}


def test_the_query_names_what_is_sacrificed() -> None:
    """601.2b: ``sacrifice: [...]`` is exactly what is sacrificed; a permanent that is not a
    creature is not one of them (701.21a), and ``[]`` sacrifices none (no reduction)."""
    s = scenario(CARDS + "battlefield: {you: [Swamp, Swamp, Swamp, Swamp, Llanowar Elves, Birds of Paradise]}\nhand: {you: [\"Torgaar, Famine Incarnate\"]}\n")
    v = cast(s, "Torgaar, Famine Incarnate", sacrifice=["Llanowar Elves", "Birds of Paradise"])
    assert v.legal and v.cost == "{2}{B}{B}"
    assert not cast(s, "Torgaar, Famine Incarnate", sacrifice=["Swamp#1"]).legal
    assert not cast(s, "Torgaar, Famine Incarnate", sacrifice=[]).legal


def test_only_what_the_cost_names() -> None:
    """"any number of Spirits": Bears is no Spirit; sacrificing none is legal (601.2b)."""
    s = scenario(CARDS + "battlefield: {you: [Swamp, Swamp, Swamp, Swamp, Bears]}\nhand: {you: [Devouring Greed]}\n")
    assert [w["sacrifice"] for w in cast_options(s, "Devouring Greed").answer] == [[]]
    assert not cast(s, "Devouring Greed", sacrifice=["Bears"]).legal
    assert cast(s, "Devouring Greed").legal
