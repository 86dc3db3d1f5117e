"""Selector.one_card_type: the fast path of Board.select ("a land you control") may skip matching
characteristics only when the selector asks for one card type and nothing else."""

from __future__ import annotations

import pytest
from manasolve.model.mana import TypeSet
from manasolve.model.selectors import Relation, Selector, Who


def test_one_card_type_and_a_controller():
    assert Selector(frozenset({"Land"}), who=Who.YOU, text="a land you control").one_card_type
    assert Selector(frozenset({"Creature"}), who=Who.OPPONENT).one_card_type
    assert Selector(frozenset({"Land"}), relation=Relation.OTHER).one_card_type  # relations are judged apart


@pytest.mark.parametrize(
    "sel",
    [
        Selector(frozenset({"Artifact", "Creature"})),  # two types: a permanent of one may lack the other
        Selector(frozenset({"Land"}), subtypes=frozenset({"Forest"})),
        Selector(frozenset({"Land"}), supertypes=frozenset({"Basic"})),
        Selector(frozenset({"Land"}), excluded_supertypes=frozenset({"Basic"})),
        Selector(frozenset({"Creature"}), tapped=False),
        Selector(frozenset({"Creature"}), colors=TypeSet.parse("G")),
        Selector(frozenset({"Land"}), could_produce=TypeSet.parse("C")),
        Selector(),
    ],
)
def test_anything_more_is_not_one_card_type(sel):
    assert not sel.one_card_type
