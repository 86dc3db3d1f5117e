"""Sentences of a resolving ability that refer back to the objects an earlier instruction of the
same ability named ("it", "they", "that creature": 608.2c, 611.2c) and the type, colour and
ability changes they make (613 layers 4-6, 205.1b, 302.6, 602.5). Each test states the rule or
ruling it checks; the cards are real, defined by their Oracle text."""

from __future__ import annotations

from typing import Any, Sequence

import pytest
from manasolve.model.abilities import TriggeredAbility
from manasolve.model.cards import TypeLine
from manasolve.model.errors import InputError
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.selectors import Relation
from manasolve.model.state import GameState
from manasolve.model.text.reader import read_card_text
from manasolve.solver.app.queries import can_activate

SNEAK_ATTACK = {
    "name": "Sneak Attack", "type_line": "Enchantment", "mana_cost": "{3}{R}",
    "oracle_text": "{R}: You may put a creature card from your hand onto the battlefield. That creature gains haste. "
    "Sacrifice the creature at the beginning of the next end step.",
}
TIBALT = {
    "name": "Tibalt, the Fiend-Blooded", "type_line": "Legendary Planeswalker — Tibalt", "mana_cost": "{R}{R}",
    "oracle_text": "[+1]: Draw a card, then discard a card at random.\n"
    "[−4]: Tibalt deals damage equal to the number of cards in target player's hand to that player.\n"
    "[−6]: Gain control of all creatures until end of turn. Untap them. They gain haste until end of turn.",
}


def game(battlefield: dict[str, list[Any]], cards: Sequence[dict[str, str]] = (), **more: Any) -> GameState:
    """A two-player game from a scenario mapping (SCENARIOS.md)."""
    return parse_scenario_text({"name": "t", "players": ["you", "opp"], "cards": list(cards), "battlefield": battlefield, **more}).state


def test_that_creature_is_the_one_the_earlier_instruction_put_onto_the_battlefield() -> None:
    """608.2c, 611.2c, 702.10b, 302.6: Sneak Attack's "That creature gains haste" gives haste to
    the creature its first instruction put onto the battlefield, which the resolution names
    (``targets``): that creature may {T} this turn, another that arrived this turn may not."""
    sneak = {"card": "Sneak Attack", "resolved_this_turn": [{"ability": 0, "targets": ["e"]}]}
    st_ = game({"you": [sneak, {"card": "Llanowar Elves", "id": "e", "summoning_sick": True},
                        {"card": "Llanowar Elves", "id": "f", "summoning_sick": True}]}, [SNEAK_ATTACK])
    assert can_activate(st_, "e", 0).ok
    assert not can_activate(st_, "f", 0).ok


def test_referred_objects_are_never_assumed() -> None:
    """611.2c: the objects "they" refers to are fixed as the ability resolves; a scenario that
    lists the resolution without them cannot say which, and the question is an error naming the
    key to give (resolved_this_turn's ``targets``)."""
    st_ = game({"you": [{"card": "Tibalt, the Fiend-Blooded", "resolved_this_turn": [2]},
                        {"card": "Llanowar Elves", "id": "e", "summoning_sick": True}]}, [TIBALT])
    with pytest.raises(InputError, match="targets"):
        can_activate(st_, "e", 0)


def test_they_are_the_creatures_gained_control_of() -> None:
    """608.2c, 702.10b: Tibalt's "Gain control of all creatures until end of turn. Untap them.
    They gain haste until end of turn.": the creatures listed as its resolution's objects have
    haste, so a creature that came under your control this turn can {T} (302.6)."""
    tib = {"card": "Tibalt, the Fiend-Blooded", "resolved_this_turn": [{"ability": 2, "targets": ["e"]}]}
    st_ = game({"you": [tib, {"card": "Llanowar Elves", "id": "e", "summoning_sick": True}]}, [TIBALT])
    assert can_activate(st_, "e", 0).ok
    no = game({"you": [{"card": "Tibalt, the Fiend-Blooded"}, {"card": "Llanowar Elves", "id": "e", "summoning_sick": True}]}, [TIBALT])
    assert not can_activate(no, "e", 0).ok


def test_pronoun_after_a_trigger_condition_is_referred() -> None:
    """608.2c: in "Whenever another creature you control enters, it gains haste until end of
    turn" the pronoun is the creature whose entering triggered the ability, not a target and not
    the ability's own permanent: it is read as the resolution's named objects."""
    text = read_card_text("Whenever another creature you control enters, it gains haste until end of turn.",
                          card_name="Test", type_line=TypeLine.parse("Enchantment"))
    assert not text.unread
    ability = text.abilities[0]
    assert isinstance(ability, TriggeredAbility)
    (effect,) = ability.continuous
    assert effect.affected.relation is Relation.REFERRED
