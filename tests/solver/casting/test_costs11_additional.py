"""Additional costs of the form "<cost> or pay {2}" whose first half is beholding, revealing or
collecting evidence (costs11; 118.8, 601.2b: the caster chooses which half to pay; 118.3: a half
that can't be paid is not chosen). "Behold an Elf" (its reminder): choose an Elf you control or
reveal an Elf card from your hand."""

from __future__ import annotations

from manasolve.model.library import CardLibrary
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.state import GameState
from manasolve.solver.app.queries import cast

LIB = CardLibrary.builtin()

CARDS = """
cards:
  - name: Lys Alana Dignitary
    type_line: Creature — Elf Advisor
    mana_cost: "{1}{G}"
    oracle_text: "As an additional cost to cast this spell, behold an Elf or pay {2}. (To behold an Elf, choose an Elf you control or reveal an Elf card from your hand.)\\n{T}: Add {G}{G}. Activate only if there is an Elf card in your graveyard."
    power: "2"
    toughness: "3"
  - name: Elvish Mystic
    type_line: Creature — Elf Druid
    mana_cost: "{G}"
    oracle_text: "{T}: Add {G}."
    power: "1"
    toughness: "1"
"""


def state(body: str) -> GameState:
    return parse_scenario_text("name: t\nplayers: [you, opp]\n" + CARDS + body, LIB).state


def test_with_an_elf_to_behold_no_mana_is_added() -> None:
    """601.2b: an Elf card in hand is revealed: the spell costs its mana cost, {1}{G}."""
    s = state("battlefield: {you: [Forest, Forest]}\nhand: {you: [Lys Alana Dignitary, Elvish Mystic]}\n")
    v = cast(s, "Lys Alana Dignitary")
    assert v.legal and v.cost == "{1}{G}"


def test_an_elf_you_control_is_beheld_too() -> None:
    """Behold: an Elf the caster controls is chosen (it stays untapped and may still tap for mana)."""
    s = state("battlefield: {you: [Forest, Elvish Mystic]}\nhand: {you: [Lys Alana Dignitary]}\n")
    v = cast(s, "Lys Alana Dignitary")
    assert v.legal and v.cost == "{1}{G}"


def test_without_an_elf_the_mana_is_paid() -> None:
    """118.3, 601.2b: no Elf to behold: {2} is added (601.2f): {3}{G}, which two Forests can't pay."""
    s = state("battlefield: {you: [Forest, Forest]}\nhand: {you: [Lys Alana Dignitary]}\n")
    v = cast(s, "Lys Alana Dignitary")
    assert not v.legal and v.cost == "{3}{G}"
