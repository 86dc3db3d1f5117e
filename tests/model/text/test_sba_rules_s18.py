"""s18: sentences that stop a state-based action (704, 613.11) are read, not classified as deck
building: "The "legend rule" doesn't apply [to ...]." (704.5j), with a count (Brothers Yamazaki),
and "State-based actions don't apply to you or other permanents you control." (Rules Lawyer)."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import RuleExemption, StaticAbility
from manasolve.model.selectors import Relation, Who

from tests.games import read


def _exemption(text: str, type_line: str = "Artifact", name: str = "Test Card") -> RuleExemption:
    (a,) = read(text, type_line, name)
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert isinstance(e, RuleExemption)
    return e


def test_the_legend_rule_does_not_apply_to_anything() -> None:
    """Mirror Gallery: no selector, every permanent (704.5j)."""
    e = _exemption('The "legend rule" doesn\'t apply.')
    assert (e.affected, e.rule, e.exactly) == (None, "704.5j", None)


@pytest.mark.parametrize(
    ("text", "subtypes", "types"),
    [
        ('The "legend rule" doesn\'t apply to Slivers you control.', {"Sliver"}, set()),
        ('The "legend rule" doesn\'t apply to creature tokens you control.', set(), {"Creature"}),
        ('The "legend rule" doesn\'t apply to permanents you control.', set(), set()),
    ],
)
def test_the_legend_rule_does_not_apply_to_permanents_you_control(text: str, subtypes: set[str], types: set[str]) -> None:
    """Sliver Gravemother, The Master, Multiplied, Mirror Box: the permanents of its controller
    that the selector names."""
    e = _exemption(text, "Legendary Creature — Sliver")
    assert e.affected is not None and e.affected.who is Who.YOU
    assert e.affected.subtypes == frozenset(subtypes) and e.affected.card_types == frozenset(types)


def test_exactly_two_named_like_this_card() -> None:
    """Brothers Yamazaki: "If there are exactly two permanents named ~ on the battlefield": every
    player's permanents are counted (``Who.ANY``); Syr Joshua and Syr Saxon: only yours."""
    e = _exemption('If there are exactly two permanents named Brothers Yamazaki on the battlefield, the "legend rule" doesn\'t apply to them.', "Legendary Creature — Human Samurai", "Brothers Yamazaki")
    assert e.exactly == 2 and e.affected is not None and e.affected.who is Who.ANY
    e = _exemption('If you control exactly two legendary permanents named Syr Joshua and Syr Saxon, the "legend rule" doesn\'t apply to them.', "Legendary Creature — Human Knight", "Syr Joshua and Syr Saxon")
    assert e.exactly == 2 and e.affected is not None and e.affected.who is Who.YOU


def test_state_based_actions_do_not_apply() -> None:
    """Rules Lawyer: every state-based action (704), for the other permanents its controller
    controls."""
    e = _exemption("State-based actions don't apply to you or other permanents you control.", "Artifact Creature — Cyborg Advisor")
    assert e.rule == "704" and e.affected is not None and e.affected.relation is Relation.OTHER
