"""Mana a resolved spell lets its caster add "any time you could activate a mana ability"
(Channel: "Until end of turn, any time you could activate a mana ability, you may pay 1 life. If
you do, add {C}."): 605.3a lets it be done while paying a cost, 611.2a makes it last the turn,
119.4 limits it by life. The caster has it as the mana ability "Pay 1 life: Add {C}." of no
permanent; the scenario says the spell resolved (``spells_resolved_this_turn``)."""

from __future__ import annotations

from typing import Any

from manasolve.model.abilities import FixedMana, ManaAbility, SpellAbility
from manasolve.model.costs import PayLife
from manasolve.solver.app.queries import available_mana, can_pay

from tests.games import card, game, read

CHANNEL = card("Channel", "Sorcery", "Until end of turn, any time you could activate a mana ability, you may pay 1 life. If you do, add {C}.", "{G}{G}")


def _channelled(**more: Any) -> Any:
    return game([CHANNEL], ["Mountain"], ["Forest"], **{"spells_resolved_this_turn": {"you": ["Channel"]}, "life": {"you": 4, "opp": 20}, **more})


def test_the_two_sentences_read_as_one_mana_ability_of_the_caster() -> None:
    """605.3a, 611.2a: the effect is read as "Pay 1 life: Add {C}." (its cost and mana by the
    grammar of mana abilities), not as a spell that adds {C} as it resolves."""
    (spell,) = read(CHANNEL["oracle_text"], "Sorcery", "Channel")
    assert isinstance(spell, SpellAbility) and spell.mana is None
    (granted,) = spell.player_mana
    assert isinstance(granted, ManaAbility) and granted.cost.parts == (PayLife(1),)
    ((part,),) = [o.parts for o in granted.effect.options]
    assert isinstance(part, FixedMana) and str(part.mana) == "C"


def test_life_pays_generic_mana_down_to_zero() -> None:
    """119.4: a player can pay life while their life total is at least the amount: 4 life is four
    {C}; with the Mountain's {R}, {4}{R} (Channel-Fireball) but not {5}{R}."""
    s = _channelled()
    assert can_pay(s, "you", "{4}{R}").answer is True
    assert can_pay(s, "you", "{5}{R}").answer is False
    assert available_mana(s, "you").answer == ["RCCCC"]


def test_without_the_resolution_there_is_no_such_mana() -> None:
    """611.2a: the effect exists only once the spell resolved this turn."""
    s = game([CHANNEL], ["Mountain"], ["Forest"], life={"you": 4, "opp": 20})
    assert can_pay(s, "you", "{1}{R}").answer is False


def test_only_its_caster_has_it() -> None:
    """611.2a, 109.5: "you" is the player who cast it; the opponent's Forest gets no help."""
    s = _channelled()
    assert can_pay(s, "opp", "{1}{G}").answer is False
    s = game([CHANNEL], ["Mountain"], ["Forest"], spells_resolved_this_turn={"opp": ["Channel"]}, life={"you": 4, "opp": 20})
    assert can_pay(s, "opp", "{1}{G}").answer is True
    assert can_pay(s, "you", "{1}{R}").answer is False
