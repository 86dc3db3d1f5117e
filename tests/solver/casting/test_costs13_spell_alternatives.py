"""costs13: "Kithkin spells and Soldier spells you cast cost {1} less to cast" (the Bannerets),
"Artifact, instant, and sorcery spells you cast" (205.2a), "Legendary spells you cast" (205.4),
"Red creature spells and green creature spells cost {1} more to cast" (High Seas): a cost change
of each spell of one of the two kinds (601.2f). It is one effect: a spell of both kinds is changed
once (a changeling is every creature type, 702.73a). A generic reduction takes off generic mana
only (118.7a)."""

from __future__ import annotations

from manasolve.model.abilities import CostModifier, StaticAbility
from manasolve.model.cards import TypeLine
from manasolve.model.selectors import Who
from manasolve.model.state import GameState
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import cast
from games import scenario

CARDS = """
cards:
  - name: Ballyrush Banneret
    type_line: Creature — Kithkin Soldier
    mana_cost: "{1}{W}"
    oracle_text: "Kithkin spells and Soldier spells you cast cost {1} less to cast."
    power: "2"
    toughness: "1"
  - name: High Seas
    type_line: Enchantment
    mana_cost: "{2}{U}"
    oracle_text: "Red creature spells and green creature spells cost {1} more to cast."
  - name: Veteran
    type_line: Creature — Human Soldier
    mana_cost: "{2}{W}"
    oracle_text: ""
    power: "2"
    toughness: "2"
  - name: Changeling
    type_line: Creature — Shapeshifter
    mana_cost: "{3}{W}"
    oracle_text: "Changeling"
    power: "2"
    toughness: "2"
  - name: Bears
    type_line: Creature — Bear
    mana_cost: "{1}{G}"
    oracle_text: ""
    power: "2"
    toughness: "2"
  - name: Kethis
    type_line: Legendary Creature — Elf Advisor
    mana_cost: "{G}{W}{U}"
    oracle_text: "Legendary spells you cast cost {1} less to cast."
    power: "3"
    toughness: "4"
  - name: Urza Rule
    type_line: Enchantment
    mana_cost: "{3}"
    oracle_text: "Artifact, instant, and sorcery spells you cast cost {1} less to cast."
  - name: Legend Bear
    type_line: Legendary Creature — Bear
    mana_cost: "{2}{G}"
    oracle_text: ""
    power: "3"
    toughness: "3"
  - name: Green Sorcery
    type_line: Sorcery
    mana_cost: "{2}{G}"
    oracle_text: "You gain 1 life."
  - name: Green Instant
    type_line: Instant
    mana_cost: "{1}{G}"
    oracle_text: "You gain 1 life."
"""


def state(body: str) -> GameState:
    return scenario(CARDS + body)


def test_the_two_kinds_are_read() -> None:
    """Each alternative keeps its own qualities ("red creature", "green creature"); the caster
    belongs to the whole phrase ("you cast")."""
    (a,) = parse_abilities("Kithkin spells and Soldier spells you cast cost {1} less to cast.", card_name="Ballyrush Banneret", type_line=TypeLine.parse("Creature — Kithkin Soldier"))
    assert isinstance(a, StaticAbility) and isinstance(a.effects[0], CostModifier)
    f = a.effects[0].spells
    assert f.caster is Who.YOU and {alt.subtypes for alt in f.any_of} == {frozenset({"Kithkin"}), frozenset({"Soldier"})}
    (b,) = parse_abilities("Red creature spells and green creature spells cost {1} more to cast.", card_name="High Seas", type_line=TypeLine.parse("Enchantment"))
    assert isinstance(b, StaticAbility) and isinstance(b.effects[0], CostModifier)
    assert all(alt.card_types == frozenset({"Creature"}) and alt.colors for alt in b.effects[0].spells.any_of)


def test_either_kind_is_reduced_once() -> None:
    """601.2f: a Soldier is reduced by {1}; a changeling (Kithkin and Soldier) by {1} once; a
    Bear not at all."""
    s = state("battlefield: {you: [Ballyrush Banneret, Plains, Plains, Plains, Forest]}\nhand: {you: [Veteran, Changeling, Bears]}\n")
    assert str(cast(s, "Veteran").cost) == "{1}{W}"
    assert str(cast(s, "Changeling").cost) == "{2}{W}"
    assert str(cast(s, "Bears").cost) == "{1}{G}"


def test_the_kind_includes_every_quality() -> None:
    """High Seas: a green creature spell costs {1} more; a green instant is no creature spell."""
    s = state("battlefield: {you: [Forest, Forest, Forest], opp: [High Seas]}\nhand: {you: [Bears, Green Instant]}\n")
    assert str(cast(s, "Bears").cost) == "{2}{G}"
    assert str(cast(s, "Green Instant").cost) == "{1}{G}"


def test_legendary_spells() -> None:
    """205.4: "Legendary spells you cast": a legendary creature spell costs {1} less, a Bear
    that is not legendary does not."""
    s = state("battlefield: {you: [Kethis, Forest, Forest, Forest]}\nhand: {you: [Legend Bear, Bears]}\n")
    assert str(cast(s, "Legend Bear").cost) == "{1}{G}"
    assert str(cast(s, "Bears").cost) == "{1}{G}"


def test_a_list_of_card_types() -> None:
    """205.2a: "Artifact, instant, and sorcery spells": a sorcery and an instant are reduced, a
    creature spell is not."""
    s = state("battlefield: {you: [Urza Rule, Forest, Forest, Forest]}\nhand: {you: [Green Sorcery, Green Instant, Bears]}\n")
    assert str(cast(s, "Green Sorcery").cost) == "{1}{G}"
    assert str(cast(s, "Green Instant").cost) == "{G}"
    assert str(cast(s, "Bears").cost) == "{1}{G}"
