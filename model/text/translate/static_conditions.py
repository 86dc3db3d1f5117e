"""Conditions of static abilities (611.3a) that the condition family did not read: a colour or a
subtype of the condition's subject ("As long as enchanted creature is red", "... is an
Equipment"), and the equipped creature as a subject ("As long as equipped creature is legendary").

They are :class:`~model.abilities.Exists` conditions on a selector, judged on the board as it is
(``solver.board.conditions``), like the rest of the family.
"""

from __future__ import annotations

import dataclasses

from typing import cast

from lark import Token, v_args

from ...abilities import DESIGNATIONS, AllOf, Compare, Condition, Exists, IsDesignated, LifeCount, TurnOf
from ...mana import ManaType, TypeSet
from ...selectors import Relation, Selector, Who
from .common import TranslatorBase, Unreadable
from .selectors import Modifier, add_values, set_fields, singular_subtype

__all__ = ["StaticConditionPhrases"]


@v_args(inline=True)
class StaticConditionPhrases(TranslatorBase):
    """The phrases of the static11 block "conditions of static abilities" of ``mana.lark``."""

    def predicate_color(self, *colors: ManaType) -> Modifier:
        """"is red", "is red or green" (105.2): the subject has one of these colours."""
        if ManaType.C in colors:
            raise Unreadable("colorless is not a colour")
        return set_fields(colors=TypeSet.of(colors))

    def predicate_subtype(self, _article: None, word: Token) -> Modifier:
        """"is a Vehicle", "is an Equipment" (205.3): the subject has this subtype."""
        w = str(word)
        if not w[:1].isupper():
            raise Unreadable(f"{w!r} is not a subtype")
        return add_values("subtypes", singular_subtype(w))

    def cond_equipment_attached(self, what: Token, verb: Token, noun: str | None) -> Exists:
        """becomes13: "this Equipment is attached to a creature" (301.5): the creature it equips
        exists."""
        if (str(what).lower(), str(verb).lower()) != ("equipment", "attached"):
            raise Unreadable(f"this {what} is {verb} to")
        return Exists(self.subject_equipped(noun))

    def cond_permanent_attached(self, verb: Token, noun: str | None) -> Exists:
        """audit37: "this permanent is attached to a creature" (702.151a, reconfigure's unattach
        ability; 301.5): the creature it is attached to exists."""
        if str(verb).lower() != "attached":
            raise Unreadable(f"this permanent is {verb} to")
        what = self.subject_equipped(noun)
        return Exists(dataclasses.replace(what, text=f"this permanent is attached to {'an' if (noun or 'permanent')[0] in 'AEIOU' else 'a'} {(noun or 'permanent').lower()}"))

    def subject_equipped(self, noun: str | None) -> Selector:
        """"equipped creature" (301.5): the creature the Equipment is attached to."""
        return Selector(card_types=frozenset({noun}) if noun else frozenset(), relation=Relation.EQUIPPED, text="equipped " + (noun or "permanent").lower())

    def cond_opponent_life_at_most(self, n: int) -> LifeCount:
        """"an opponent has 10 or less life" (119.1, Bloodghast): one of the controller's
        opponents."""
        return LifeCount(Compare.AT_MOST, n, Who.OPPONENT)

    def cond_self_designated(self, _self: Selector, word: Token) -> IsDesignated:
        """"this creature is monstrous" (701.37b), "is renowned" (702.112b)."""
        w = str(word).lower()
        if w not in DESIGNATIONS:
            raise Unreadable(f"{w!r} is no designation of a permanent")
        return IsDesignated(w)

    def during_your_turn_static(self, effect: object) -> tuple[str, object, object]:
        """"During your turn, <effect>" (611.3a): the effect exists while the text's controller is
        the active player (102.1)."""
        return ("as long as", TurnOf(Who.YOU), effect)

    def during_your_turn_static_and_rule(self, effect: object, rule: object) -> tuple[str, object, list[object]]:
        """audit30: "During your turn, creatures you control have first strike and equip abilities
        you activate cost {1} less to activate." (Nahiri, Storm of Stone): a continuous effect and a
        rule (here a change of ability costs, 602.2b), each existing while the text's controller is
        the active player (611.3a, 102.1)."""
        effects = list(effect) if isinstance(effect, list) else [effect]
        return ("as long as", TurnOf(Who.YOU), [*effects, rule])

    def during_your_turn_as_long_as(self, cond: object, effect: object) -> tuple[str, object, object]:
        """among17: "During your turn, as long as <condition>, <effect>" (611.3a): during the
        turns of the text's controller (102.1), while the condition holds too."""
        return ("as long as", AllOf((TurnOf(Who.YOU), cast(Condition, cond))), effect)

    def during_other_turns_static(self, word: Token, effect: object) -> tuple[str, object, object]:
        """"During turns other than yours, <effect>" (611.3a): while another player is the active
        player."""
        if str(word).lower() != "yours":
            raise Unreadable(f"'during turns other than {word}'")
        return ("as long as", TurnOf(Who.OPPONENT), effect)
