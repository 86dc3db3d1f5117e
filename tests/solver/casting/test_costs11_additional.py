"""Additional costs of the form "<cost> or pay {2}" whose first half is beholding, revealing or
collecting evidence (costs11; 118.8, 601.2b: the caster chooses which half to pay; 118.3: a half
that can't be paid is not chosen). "Behold an Elf" (its reminder): choose an Elf you control or
reveal an Elf card from your hand."""

from __future__ import annotations

import pytest
from manasolve.model.errors import QueryError
from manasolve.model.state import GameState
from manasolve.solver.app.queries import cast
from games import scenario
from tests.games import BEARS_YAML


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
    return scenario(CARDS + body)


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


GLARE = """
  - name: Annihilating Glare
    type_line: Sorcery
    mana_cost: "{B}"
    oracle_text: "As an additional cost to cast this spell, pay {4} or sacrifice an artifact or creature.\\nDestroy target creature or planeswalker."
""" + BEARS_YAML


def glare(body: str) -> GameState:
    return scenario(CARDS + GLARE + body)


def test_mana_first_then_a_sacrifice() -> None:
    """601.2b: "pay {4} or sacrifice an artifact or creature": with a creature to sacrifice the
    spell costs {B}."""
    v = cast(glare("battlefield: {you: [Swamp, Bears], opp: [Bears]}\nhand: {you: [Annihilating Glare]}\n"), "Annihilating Glare")
    assert v.legal and v.cost == "{B}"


def test_nothing_to_sacrifice_the_mana_is_paid() -> None:
    """118.3: no artifact or creature of the caster's: {4} is added, {4}{B} (601.2f)."""
    v = cast(glare("battlefield: {you: [Swamp, Swamp, Swamp, Swamp, Swamp], opp: [Bears]}\nhand: {you: [Annihilating Glare]}\n"), "Annihilating Glare")
    assert v.legal and v.cost == "{4}{B}"


SCRYING = """
  - name: Skeletal Scrying
    type_line: Instant
    mana_cost: "{X}{B}"
    oracle_text: "As an additional cost to cast this spell, exile X cards from your graveyard.\\nYou draw X cards and you lose X life."
  - name: Chill Haunting
    type_line: Instant
    mana_cost: "{1}{B}"
    oracle_text: "As an additional cost to cast this spell, exile X creature cards from your graveyard.\\nTarget creature gets -X/-X until end of turn."
"""


def scrying(body: str) -> GameState:
    return scenario(CARDS + SCRYING + body)


def test_x_is_bounded_by_the_graveyard() -> None:
    """601.2b, 118.3: X cards must be exiled from the graveyard: with two cards there X can be 2
    ({2}{B}), not 3."""
    s = scrying("battlefield: {you: [Swamp, Swamp, Swamp, Swamp]}\nhand: {you: [Skeletal Scrying]}\ngraveyard: {you: [Forest, Llanowar Elves]}\n")
    v = cast(s, "Skeletal Scrying", x=2)
    assert v.legal and v.cost == "{2}{B}"
    assert not cast(s, "Skeletal Scrying", x=3).legal


def test_only_the_cards_named_count() -> None:
    """"X creature cards": a Forest in the graveyard is no creature card, so X can be 1 at most."""
    s = scrying("battlefield: {you: [Swamp, Swamp], opp: [Llanowar Elves]}\nhand: {you: [Chill Haunting]}\ngraveyard: {you: [Forest, Llanowar Elves]}\n")
    assert cast(s, "Chill Haunting", x=1).legal
    assert not cast(s, "Chill Haunting", x=2).legal


def test_the_graveyard_is_not_assumed() -> None:
    """404: without the scenario's graveyard how many cards can be exiled is unknown: an error."""
    s = scrying("battlefield: {you: [Swamp, Swamp, Swamp]}\nhand: {you: [Skeletal Scrying]}\n")
    with pytest.raises(QueryError, match="graveyard"):
        cast(s, "Skeletal Scrying", x=1)
