"""costs14: "As an additional cost to cast white permanent spells, you may pay 2 life. Those
spells cost {W} less to cast if you paid life this way. This effect reduces only the amount of
white mana you pay." (the Defilers; 118.8, 601.2b: an optional additional cost; 119.4: life is paid
only up to the life total; 601.2f, 118.7: the reduction takes off one {W}, never generic mana)."""

from __future__ import annotations

from manasolve.model.abilities import SpellsOptionalLife, StaticAbility
from manasolve.solver.app.queries import cast, cast_options
from games import read, scenario

DEFILER_TEXT = (
    "Vigilance\\nAs an additional cost to cast white permanent spells, you may pay 2 life. Those spells cost {W} less to cast "
    "if you paid life this way. This effect reduces only the amount of white mana you pay.\\nWhenever you cast a white "
    "permanent spell, create a 1/1 white Soldier creature token."
)
CARDS = f"""
cards:
  - name: Defiler of Faith
    mana_cost: "{{3}}{{W}}{{W}}"
    type_line: Creature — Phyrexian Human
    power: "5"
    toughness: "5"
    oracle_text: "{DEFILER_TEXT}"
  - name: Serra Angel
    mana_cost: "{{3}}{{W}}{{W}}"
    type_line: Creature — Angel
    power: "4"
    toughness: "4"
    oracle_text: "Flying, vigilance"
  - name: Glorious Anthem
    mana_cost: "{{1}}{{W}}{{W}}"
    type_line: Enchantment
    oracle_text: "Creatures you control get +1/+1."
  - name: Raise the Alarm
    mana_cost: "{{1}}{{W}}"
    type_line: Instant
    oracle_text: "Create two 1/1 white Soldier creature tokens."
  - name: Wall of Wood
    mana_cost: "{{G}}"
    type_line: Creature — Wall
    power: "0"
    toughness: "3"
    oracle_text: "Defender"
"""


def test_the_three_sentences_are_one_effect() -> None:
    """The reduction and its colour belong to the optional cost before them."""
    abilities = read(DEFILER_TEXT.replace("\\n", "\n"), "Creature — Phyrexian Human", "Defiler of Faith")
    effects = [e for a in abilities if isinstance(a, StaticAbility) for e in a.effects if isinstance(e, SpellsOptionalLife)]
    assert len(effects) == 1 and effects[0].life == 2 and str(effects[0].reduction) == "{W}" and effects[0].colored_only


def test_paying_life_takes_off_one_white_mana() -> None:
    """601.2f: Serra Angel costs {3}{W} with 2 life paid: four Plains cast it, not without."""
    s = scenario(CARDS + "battlefield: {you: [Defiler of Faith, Plains, Plains, Plains, Plains]}\nhand: {you: [Serra Angel]}\n")
    ways = cast_options(s, "Serra Angel").answer
    assert [(w["life_for"], w["cost"]) for w in ways] == [(["Defiler of Faith"], "{3}{W}")]
    assert cast(s, "Serra Angel").legal


def test_not_enough_life() -> None:
    """119.4, 118.3: with 1 life the 2 life can't be paid, so no reduction."""
    s = scenario(CARDS + "life: {you: 1}\nbattlefield: {you: [Defiler of Faith, Plains, Plains, Plains, Plains]}\nhand: {you: [Serra Angel]}\n")
    assert not cast(s, "Serra Angel").legal


def test_only_white_mana_is_reduced() -> None:
    """"This effect reduces only the amount of white mana you pay": {1}{W}{W} with two Defilers'
    life paid costs {1}, and a third Defiler cannot take off the generic {1} (118.7c does not
    apply): without a land it can't be cast."""
    s = scenario(CARDS + "battlefield: {you: [Defiler of Faith, Defiler of Faith, Defiler of Faith, Plains]}\nhand: {you: [Glorious Anthem]}\n")
    costs = {(len(w["life_for"]), w["cost"]) for w in cast_options(s, "Glorious Anthem").answer}
    assert (2, "{1}") in costs and (3, "{1}") in costs
    bare = scenario(CARDS + "battlefield: {you: [Defiler of Faith, Defiler of Faith, Defiler of Faith]}\nhand: {you: [Glorious Anthem]}\n")
    assert not cast(bare, "Glorious Anthem").legal


def test_only_the_spells_it_names() -> None:
    """A white instant is no permanent spell, a green creature spell is not white: no life is offered."""
    s = scenario(CARDS + "battlefield: {you: [Defiler of Faith, Plains, Forest]}\nhand: {you: [Raise the Alarm, Wall of Wood]}\n")
    assert all(w.get("life_for", []) == [] for w in cast_options(s, "Raise the Alarm").answer)
    assert all(w.get("life_for", []) == [] for w in cast_options(s, "Wall of Wood").answer)


def test_an_opponents_defiler_offers_nothing() -> None:
    """"you may pay": the Defiler's controller's spells only."""
    s = scenario(CARDS + "battlefield: {you: [Plains, Plains, Plains, Plains], opp: [Defiler of Faith]}\nhand: {you: [Serra Angel]}\n")
    assert not cast(s, "Serra Angel").legal
