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


MORE = """
  - name: March of Wretched Sorrow
    mana_cost: "{X}{B}"
    type_line: Sorcery
    oracle_text: "As an additional cost to cast this spell, you may exile any number of black cards from your hand. This spell costs {2} less to cast for each card exiled this way.\\nMarch of Wretched Sorrow deals X damage to target creature or planeswalker and you gain X life."
  - name: Dark Ritual
    mana_cost: "{B}"
    type_line: Instant
    oracle_text: "Add {B}{B}{B}."
  - name: Explosive Singularity
    mana_cost: "{8}{R}{R}"
    type_line: Sorcery
    oracle_text: "As an additional cost to cast this spell, you may tap any number of untapped creatures you control. This spell costs {1} less to cast for each creature tapped this way.\\nExplosive Singularity deals 10 damage to any target."
  - name: Gorex, the Tombshell
    mana_cost: "{6}{B}{B}"
    type_line: Legendary Creature — Zombie Turtle
    power: "4"
    toughness: "4"
    oracle_text: "As an additional cost to cast this spell, you may exile any number of creature cards from your graveyard. This spell costs {2} less to cast for each card exiled this way.\\nDeathtouch\\nWhenever Gorex attacks or dies, choose a card at random exiled with Gorex and put that card into its owner's hand."
"""


def test_black_cards_exiled_from_the_hand() -> None:
    """601.2f, 118.7a: each black card exiled takes {2} off the generic mana only: X=3 costs
    {3}{B}, {1}{B} with one card, {B} with two (the other cards of the hand: 601.2a); a white card
    is not one of them (105.2)."""
    s = scenario(CARDS + MORE + "battlefield: {you: [Swamp], opp: [Bears]}\nhand: {you: [March of Wretched Sorrow, Dark Ritual, Dark Ritual, Plains]}\n")
    ways = {(w["x"], w["exiled"]): w["cost"] for w in cast_options(s, "March of Wretched Sorrow").answer}
    assert ways[(3, 2)] == "{B}" and ways[(1, 1)] == "{B}" and (3, 0) not in ways and (3, 3) not in ways


def test_creatures_tapped_for_the_cost() -> None:
    """601.2b: tapping a creature for the cost takes {1} off, and that creature can't also tap
    for mana (118.3): with eight Mountains and two mana creatures each number works."""
    s = scenario(CARDS + MORE + "battlefield: {you: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Mountain, Llanowar Elves, Birds of Paradise]}\nhand: {you: [Explosive Singularity]}\n")
    ways = {len(w["tapped"]): w["cost"] for w in cast_options(s, "Explosive Singularity").answer}
    assert ways == {0: "{8}{R}{R}", 1: "{7}{R}{R}", 2: "{6}{R}{R}"}


def test_creature_cards_exiled_from_the_graveyard() -> None:
    """404: only creature cards of the graveyard count; three of them take {6} off."""
    s = scenario(CARDS + MORE + 'battlefield: {you: [Swamp, Swamp]}\ngraveyard: {you: [Bears, Bears, Bears, Dark Ritual]}\nhand: {you: ["Gorex, the Tombshell"]}\n')
    assert [(w["exiled"], w["cost"]) for w in cast_options(s, "Gorex, the Tombshell").answer] == [(3, "{B}{B}")]


ELIMINATE = """
  - name: Eliminate the Competition
    mana_cost: "{4}{B}"
    type_line: Sorcery
    oracle_text: "As an additional cost to cast this spell, sacrifice X creatures.\\nDestroy X target creatures."
"""


def test_sacrifice_x_creatures() -> None:
    """601.2b, 107.3a: X is announced with the costs; 118.3: X can't exceed the creatures the
    caster controls; the query's ``sacrifice`` must hold exactly X of them."""
    s = scenario(CARDS + ELIMINATE + "battlefield: {you: [Swamp, Swamp, Swamp, Swamp, Swamp, Llanowar Elves, Birds of Paradise], opp: [Bears, Bears, Bears]}\nhand: {you: [Eliminate the Competition]}\n")
    assert sorted(w["x"] for w in cast_options(s, "Eliminate the Competition").answer) == [0, 1, 2]
    assert cast(s, "Eliminate the Competition", x=2).legal
    assert not cast(s, "Eliminate the Competition", x=3).legal
    assert cast(s, "Eliminate the Competition", x=1, sacrifice=["Birds of Paradise"]).legal
    assert not cast(s, "Eliminate the Competition", x=2, sacrifice=["Birds of Paradise"]).legal
