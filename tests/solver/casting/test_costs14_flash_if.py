"""costs14: "This spell has flash as long as you control a Merfolk." (702.8a: a spell with flash
may be cast any time its caster could cast an instant; 611.3a: the condition of the static
ability is checked as the spell is cast; 117.1a: without it, a sorcery's timing)."""

from __future__ import annotations

from manasolve.model.abilities import CastAsThoughFlash, StaticAbility
from manasolve.solver.app.queries import cast
from games import read, scenario


CARDS = """
cards:
  - name: Crashing Tide
    mana_cost: "{2}{U}"
    type_line: Sorcery
    oracle_text: "This spell has flash as long as you control a Merfolk.\\nReturn target creature to its owner's hand.\\nDraw a card."
  - name: Merfolk Looter
    mana_cost: "{1}{U}"
    type_line: Creature — Merfolk Rogue
    power: "1"
    toughness: "1"
    oracle_text: "{T}: Draw a card, then discard a card."
"""


def test_the_sentence_is_a_conditional_static_ability() -> None:
    """611.3a: the condition is the static ability's, the effect flash (702.8a); on a sorcery it
    is a rule of the spell (113.6a: it functions on the stack), not an effect of its resolution."""
    abilities = read("This spell has flash as long as you control a Merfolk.\nDraw a card.", "Sorcery", "Crashing Tide")
    static = [a for a in abilities if isinstance(a, StaticAbility)]
    assert static and isinstance(static[0].effects[0], CastAsThoughFlash) and static[0].condition is not None


def test_flash_while_a_merfolk_is_controlled() -> None:
    """702.8a, 611.3a: on an opponent's turn, with a Merfolk, it may be cast."""
    s = scenario(CARDS + "active: opp\nbattlefield: {you: [Island, Island, Island, Merfolk Looter], opp: [Merfolk Looter]}\nhand: {you: [Crashing Tide]}\n")
    assert cast(s, "Crashing Tide", player="you").legal


def test_no_flash_when_only_an_opponent_controls_one() -> None:
    """611.3a: "you control": the opponent's Merfolk does not count; 117.1a: a sorcery on the
    opponent's turn can't be cast."""
    s = scenario(CARDS + "active: opp\nbattlefield: {you: [Island, Island, Island], opp: [Merfolk Looter]}\nhand: {you: [Crashing Tide]}\n")
    v = cast(s, "Crashing Tide", player="you")
    assert not v.legal and "117.1a" in str(v.why)


LIBERATOR = """
  - name: Liberator, Urza's Battlethopter
    mana_cost: "{3}"
    type_line: Legendary Artifact Creature — Thopter
    power: "2"
    toughness: "2"
    oracle_text: "Flash\\nFlying\\nYou may cast colorless spells and artifact spells as though they had flash."
  - name: Divination
    mana_cost: "{2}{U}"
    type_line: Sorcery
    oracle_text: "Draw two cards."
"""


def test_flash_for_spells_of_either_kind() -> None:
    """702.8a: "colorless spells and artifact spells": an artifact spell may be cast on the
    opponent's turn, a blue sorcery may not (117.1a)."""
    s = scenario(CARDS + LIBERATOR + "active: opp\nbattlefield: {you: [\"Liberator, Urza's Battlethopter\", Island, Island, Island]}\nhand: {you: [Damping Sphere, Divination]}\n")
    assert cast(s, "Damping Sphere", player="you").legal
    assert not cast(s, "Divination", player="you").legal
