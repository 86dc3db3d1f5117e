"""costs14: an additional cost that is a choice among listed costs (601.2b: the caster chooses
which one to pay as the spell is cast; 118.8; 118.3: a cost that can't be paid can't be chosen,
and with none payable the spell can't be cast). Each listed way is one way in ``cast_options``."""

from __future__ import annotations

from manasolve.model.state import GameState
from manasolve.solver.app.queries import cast, cast_options
from games import scenario
from tests.games import BEARS_YAML


CARDS = """
cards:
  - name: Bone Shards
    type_line: Sorcery
    mana_cost: "{B}"
    oracle_text: "As an additional cost to cast this spell, sacrifice a creature or discard a card.\\nDestroy target creature or planeswalker."
  - name: Dusk Mangler
    type_line: Creature — Horror
    mana_cost: "{5}{B}{B}"
    oracle_text: "As an additional cost to cast this spell, sacrifice a creature, discard a card, or pay 4 life.\\nWhen this creature enters, each opponent sacrifices a creature of their choice, discards a card, and loses 4 life."
    power: "5"
    toughness: "5"
""" + BEARS_YAML


def state(body: str) -> GameState:
    return scenario(CARDS + body)


def test_without_a_creature_or_another_card_it_cant_be_cast() -> None:
    """118.3: neither listed cost can be paid (no creature, no other card in hand)."""
    v = cast(state("battlefield: {you: [Swamp], opp: [Bears]}\nhand: {you: [Bone Shards]}\n"), "Bone Shards")
    assert not v.legal and "sacrifice a creature or discard a card" in v.reason


def test_another_card_in_hand_is_discarded() -> None:
    """601.2b: with a card to discard and no creature, the discard is chosen."""
    s = state("battlefield: {you: [Swamp], opp: [Bears]}\nhand: {you: [Bone Shards, Forest]}\n")
    assert cast(s, "Bone Shards").legal
    ways = cast_options(s, "Bone Shards").answer
    assert [w["additional_cost"] for w in ways] == ["discard a card"]


def test_each_listed_cost_is_a_way() -> None:
    """601.2b: both costs can be paid: cast_options lists one way for each; the query's
    ``sacrifice`` chooses the sacrifice (and ``[]`` the other way)."""
    s = state("battlefield: {you: [Swamp, Bears], opp: [Bears]}\nhand: {you: [Bone Shards, Forest]}\n")
    ways = cast_options(s, "Bone Shards").answer
    assert sorted(w["additional_cost"] for w in ways) == ["discard a card", "sacrifice a creature"]
    assert [w["sacrifice"] for w in ways if w["additional_cost"] == "sacrifice a creature"] == [["Bears#1"]]
    v = cast(s, "Bone Shards", sacrifice=["Bears#1"])
    assert v.legal and "Bears" in v.reason
    v = cast(state("battlefield: {you: [Swamp, Bears], opp: [Bears]}\nhand: {you: [Bone Shards]}\n"), "Bone Shards", sacrifice=[])
    assert not v.legal


def test_life_is_one_of_three() -> None:
    """119.4, 118.3: "or pay 4 life" is payable only with 4 life or more; 601.2b: with neither a
    creature nor another card, 4 life is paid."""
    body = "battlefield: {you: [Swamp, Swamp, Swamp, Swamp, Swamp, Swamp, Swamp]}\nhand: {you: [Dusk Mangler]}\n"
    assert [w["additional_cost"] for w in cast_options(state(body), "Dusk Mangler").answer] == ["pay 4 life"]
    assert not cast(state(body + "life: {you: 3}\n"), "Dusk Mangler").legal
