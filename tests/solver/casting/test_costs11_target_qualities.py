"""Target qualities and the cost changes that read them (costs11): "target attacking or blocking
creature" (506.4, 509.1), "with power 2 or less" (208.1, after layer 7: 613.4), "with mana value 3
or less" (202.3), "with defender" / "without flying" (702), "if it targets an attacking creature"
and "for each attacking creature" (601.2c before 601.2f). A spell with no legal target can't be
cast (601.2c); whether a creature is attacking or blocking is what the scenario says during
combat, false before it can be (506.4, 509.1), never assumed."""

from __future__ import annotations

import pytest
from manasolve.model.cards import TypeLine
from manasolve.model.errors import ManasolveError
from manasolve.model.abilities import InertAbility, SpellAbility
from manasolve.model.state import GameState
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import cast
from games import scenario


CARDS = """
cards:
  - name: Divine Verdict
    type_line: Instant
    mana_cost: "{3}{W}"
    oracle_text: "Destroy target attacking or blocking creature."
  - name: Righteousness
    type_line: Instant
    mana_cost: "{W}"
    oracle_text: "Target blocking creature gets +7/+7 until end of turn."
  - name: Smother
    type_line: Instant
    mana_cost: "{1}{B}"
    oracle_text: "Destroy target creature with mana value 3 or less. It can't be regenerated."
  - name: Last Breath
    type_line: Instant
    mana_cost: "{1}{W}"
    oracle_text: "Exile target creature with power 2 or less. Its controller gains 4 life."
  - name: Clear a Path
    type_line: Sorcery
    mana_cost: "{R}"
    oracle_text: "Destroy target creature with defender."
  - name: Defenestrate
    type_line: Instant
    mana_cost: "{2}{B}"
    oracle_text: "Destroy target creature without flying."
  - name: Bury in Books
    type_line: Instant
    mana_cost: "{4}{U}"
    oracle_text: "This spell costs {2} less to cast if it targets an attacking creature.\\nPut target creature into its owner's library second from the top."
  - name: Ancient Stone Idol
    type_line: Artifact Creature — Golem
    mana_cost: "{10}"
    oracle_text: "Flash\\nThis spell costs {1} less to cast for each attacking creature.\\nTrample"
    power: "12"
    toughness: "12"
  - name: Bears
    type_line: Creature — Bear
    mana_cost: "{1}{G}"
    oracle_text: ""
    power: "2"
    toughness: "2"
  - name: Wall
    type_line: Creature — Wall
    mana_cost: "{1}{W}"
    oracle_text: "Defender"
    power: "0"
    toughness: "4"
  - name: Giant
    type_line: Creature — Giant
    mana_cost: "{4}{R}"
    oracle_text: ""
    power: "4"
    toughness: "4"
  - name: Bird
    type_line: Creature — Bird
    mana_cost: "{W}"
    oracle_text: "Flying"
    power: "1"
    toughness: "1"
"""


def state(body: str) -> GameState:
    return scenario(CARDS + body)


def test_the_qualities_are_read_into_the_target() -> None:
    """115.1, 601.2c: each quality of a target phrase is read ("attacking or blocking": one of the
    two; "without flying": lacks the keyword); none is dropped."""
    (spell,) = parse_abilities("Destroy target attacking or blocking creature.", card_name="X", type_line=TypeLine.parse("Instant"))
    assert isinstance(spell, SpellAbility)
    (t,) = spell.targets
    assert t.what is not None and {e.attacking for e in t.what.either} == {True, None} and {e.blocking for e in t.what.either} == {True, None}
    (spell,) = parse_abilities("Destroy target creature without flying.", card_name="X", type_line=TypeLine.parse("Instant"))
    assert isinstance(spell, SpellAbility) and spell.targets[0].what is not None and spell.targets[0].what.lacks_keyword == "flying"


def test_a_read_target_phrase_leaves_its_effect_inert() -> None:
    """601.2c: the target's quality ("with defender") is consulted by the cast query from the
    target read; what the spell does, destroying (701.8), no mana rule consults."""
    abilities = parse_abilities("Destroy target creature with defender.", card_name="Clear a Path", type_line=TypeLine.parse("Sorcery"))
    (spell,) = abilities
    assert isinstance(spell, SpellAbility) and spell.targets[0].what is not None and spell.targets[0].what.keyword == "defender"
    assert not any(isinstance(a, InertAbility) and a.unread for a in abilities)


def test_outside_combat_nothing_attacks_or_blocks() -> None:
    """506.4, 509.1: in a main phase no creature is attacking or blocking: Divine Verdict has no
    legal target (601.2c), whatever the scenario says of the creature."""
    s = state("battlefield: {you: [Plains, Plains, Plains, Plains], opp: [{card: Bears, attacking: true}]}\nhand: {you: [Divine Verdict]}\n")
    assert not cast(s, "Divine Verdict").legal


def test_a_blocking_creature_is_a_legal_target() -> None:
    """509.1: after blockers are declared, a creature the scenario says is blocking can be targeted."""
    s = state(
        "phase: combat\ncombat_step: declare_blockers\nactive: you\n"
        "battlefield: {you: [Plains, Plains, Plains, Plains, {card: Bears, attacking: true}], opp: [{card: Bears, blocking: true, attacking: false}]}\n"
        "hand: {you: [Divine Verdict]}\n"
    )
    assert cast(s, "Divine Verdict").legal


def test_no_creature_blocks_before_blockers_are_declared() -> None:
    """509.1: in the declare attackers step nothing is blocking yet: Righteousness has no target."""
    s = state(
        "phase: combat\ncombat_step: declare_attackers\nactive: opp\n"
        "battlefield: {you: [Plains, {card: Bears, blocking: true}], opp: [{card: Bears, attacking: true}]}\nhand: {you: [Righteousness]}\n"
    )
    assert not cast(s, "Righteousness").legal


def test_whether_it_blocks_is_not_assumed() -> None:
    """No condition is assumed: during the declare blockers step a creature whose blocking the
    scenario does not give makes the question fail, naming the key."""
    s = state(
        "phase: combat\ncombat_step: declare_blockers\nactive: opp\n"
        "battlefield: {you: [Plains, Bears], opp: [{card: Bears, attacking: true}]}\nhand: {you: [Righteousness]}\n"
    )
    with pytest.raises(ManasolveError, match="blocking"):
        cast(s, "Righteousness")


def test_mana_value_bounds_the_targets() -> None:
    """202.3: Smother targets only a creature with mana value 3 or less: a lone Giant (5) is no
    legal target; Bears (2) is."""
    assert not cast(state("battlefield: {you: [Swamp, Swamp], opp: [Giant]}\nhand: {you: [Smother]}\n"), "Smother").legal
    assert cast(state("battlefield: {you: [Swamp, Swamp], opp: [Giant, Bears]}\nhand: {you: [Smother]}\n"), "Smother").legal


def test_power_is_read_after_counters() -> None:
    """208.1, 613.4c: a Bears with a +1/+1 counter has power 3, so Last Breath ("power 2 or
    less") can't target it; without the counter it can."""
    assert not cast(state("battlefield: {you: [Plains, Plains], opp: [{card: Bears, counters: {+1/+1: 1}}]}\nhand: {you: [Last Breath]}\n"), "Last Breath").legal
    assert cast(state("battlefield: {you: [Plains, Plains], opp: [Bears]}\nhand: {you: [Last Breath]}\n"), "Last Breath").legal


def test_keyword_qualities() -> None:
    """702: "with defender" needs a creature with defender; "without flying" one without it."""
    assert not cast(state("battlefield: {you: [Mountain], opp: [Bears]}\nhand: {you: [Clear a Path]}\n"), "Clear a Path").legal
    assert cast(state("battlefield: {you: [Mountain], opp: [Wall]}\nhand: {you: [Clear a Path]}\n"), "Clear a Path").legal
    assert not cast(state("battlefield: {you: [Swamp, Swamp, Swamp], opp: [Bird]}\nhand: {you: [Defenestrate]}\n"), "Defenestrate").legal
    assert cast(state("battlefield: {you: [Swamp, Swamp, Swamp], opp: [Bird, Bears]}\nhand: {you: [Defenestrate]}\n"), "Defenestrate").legal


def test_a_reduction_if_it_targets_an_attacking_creature() -> None:
    """601.2c then 601.2f: Bury in Books targets the attacking Bears: {4}{U} minus {2}."""
    s = state(
        "phase: combat\ncombat_step: declare_attackers\nactive: opp\n"
        "battlefield: {you: [Island, Island, Island], opp: [{card: Bears, attacking: true}]}\nhand: {you: [Bury in Books]}\n"
    )
    v = cast(s, "Bury in Books")
    assert v.legal and v.cost == "{2}{U}"


def test_no_reduction_outside_combat() -> None:
    """506.4: in a main phase no creature is attacking: Bury in Books costs {4}{U}."""
    s = state("battlefield: {you: [Island, Island, Island], opp: [Bears]}\nhand: {you: [Bury in Books]}\n")
    v = cast(s, "Bury in Books")
    assert not v.legal and v.cost == "{4}{U}"


def test_a_reduction_for_each_attacking_creature() -> None:
    """601.2f: Ancient Stone Idol costs {1} less for each attacking creature, any player's (two
    attackers: {8})."""
    s = state(
        "phase: combat\ncombat_step: declare_attackers\nactive: opp\n"
        "battlefield: {you: [Wastes, Bears], opp: [{card: Bears, attacking: true}, {card: Giant, attacking: true}, {card: Bird, attacking: false}]}\n"
        "hand: {you: [Ancient Stone Idol]}\n"
    )
    assert cast(s, "Ancient Stone Idol").cost == "{8}"


def test_attackers_not_given_are_not_assumed() -> None:
    """During combat, a creature whose attacking the scenario does not give makes a count of
    attacking creatures fail, naming the key (never counted as not attacking)."""
    s = state(
        "phase: combat\ncombat_step: declare_attackers\nactive: opp\n"
        "battlefield: {you: [Wastes], opp: [{card: Bears, attacking: true}, Giant]}\nhand: {you: [Ancient Stone Idol]}\n"
    )
    with pytest.raises(ManasolveError, match="attacking"):
        cast(s, "Ancient Stone Idol")
