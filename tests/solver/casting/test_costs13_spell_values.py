"""costs13: cost changes of spells "with mana value N or greater" (202.3) and "with power N or
greater" (208.1: a creature spell's power is its card's), 601.2f. The mana value of a spell with
{X} depends on the X chosen (202.3e), which the spells-filter does not know: an error, never a
guess."""

from __future__ import annotations


from manasolve.model.state import GameState
from manasolve.solver.app.queries import cast
from games import scenario

CARDS = """
cards:
  - name: Krosan Drover
    type_line: Creature — Elf
    mana_cost: "{3}{G}"
    oracle_text: "Creature spells you cast with mana value 6 or greater cost {2} less to cast."
    power: "2"
    toughness: "2"
  - name: Reidane, God of the Worthy
    type_line: Legendary Creature — God
    mana_cost: "{2}{W}"
    oracle_text: "Noncreature spells your opponents cast with mana value 4 or greater cost {2} more to cast."
    power: "2"
    toughness: "3"
  - name: Big
    type_line: Creature — Wurm
    mana_cost: "{4}{G}{G}"
    oracle_text: ""
    power: "6"
    toughness: "4"
  - name: Five
    type_line: Creature — Wurm
    mana_cost: "{3}{G}{G}"
    oracle_text: ""
    power: "5"
    toughness: "5"
  - name: Sorcery Four
    type_line: Sorcery
    mana_cost: "{3}{G}"
    oracle_text: "You gain 4 life."
  - name: Colossus
    type_line: Artifact Creature — Construct
    mana_cost: "{11}"
    oracle_text: "This spell costs {X} less to cast, where X is the total mana value of noncreature artifacts you control."
    power: "10"
    toughness: "10"
  - name: X Creature
    type_line: Creature — Hydra
    mana_cost: "{X}{G}{G}"
    oracle_text: ""
    power: "0"
    toughness: "0"
"""


def state(body: str) -> GameState:
    return scenario(CARDS + body)


def test_mana_value_bound() -> None:
    """202.3: mana value 6 is reduced by {2}; mana value 5 is not."""
    s = state("battlefield: {you: [Krosan Drover, Forest, Forest, Forest, Forest, Forest]}\nhand: {you: [Big, Five]}\n")
    assert str(cast(s, "Big").cost) == "{2}{G}{G}"
    assert str(cast(s, "Five").cost) == "{3}{G}{G}"


def test_the_caster_and_the_type_count_too() -> None:
    """Reidane taxes its controller's opponents' noncreature spells of mana value 4 or more: the
    opponent's sorcery costs {2} more; a creature spell of the same mana value does not."""
    s = state("battlefield: {you: [Forest, Forest, Forest, Forest], opp: [\"Reidane, God of the Worthy\"]}\nhand: {you: [Sorcery Four, Big]}\n")
    assert str(cast(s, "Sorcery Four").cost) == "{5}{G}"
    assert str(cast(s, "Big").cost) == "{4}{G}{G}"


def test_x_counts_as_chosen() -> None:
    """202.3e: on the stack X is the value chosen (601.2b comes before 601.2f): {X}{G}{G} with X = 1
    has mana value 3, not reduced; with X = 4, mana value 6, {2} less (audit26: it was an error)."""
    s = state("battlefield: {you: [Krosan Drover, Forest, Forest]}\nhand: {you: [X Creature]}\n")
    assert str(cast(s, "X Creature", x=1).cost) == "{1}{G}{G}"
    assert str(cast(s, "X Creature", x=4).cost) == "{2}{G}{G}"


def test_total_mana_value() -> None:
    """202.3: "the total mana value of noncreature artifacts you control": Sol Ring (1) and Grim
    Monolith (2) take {3} off {11}; with none, nothing."""
    s = state("battlefield: {you: [Sol Ring, Grim Monolith]}\nhand: {you: [Colossus]}\n")
    assert str(cast(s, "Colossus").cost) == "{8}"
    s = state("battlefield: {you: [Forest]}\nhand: {you: [Colossus]}\n")
    assert str(cast(s, "Colossus").cost) == "{11}"
