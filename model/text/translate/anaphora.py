"""anaph10: phrases of a resolving ability that refer back to what its earlier sentences named
(``mana.lark``: "references back and continuations of a resolving ability").

"Its activated abilities can't be activated this turn." (602.5), "Another target creature gains
haste", "One or two target creatures each gain haste" (115.1: what the ability targeted), "becomes
the creature type of your choice" and "becomes that type" (608.2d: chosen as it resolved). The
pronouns are made definite by the reader from the sentences before (608.2c, 611.2c): a subject
"it" starts as the ability's own object, "they" as a target, and the reader turns them into what
the text before names.
"""

from __future__ import annotations

import dataclasses

from lark import Token, v_args

from ...abilities import CREATURE_TYPE_CHOICE, THAT_TYPE, THIS_ABILITY, Ability, LoseAbilities, CantActivate, ContinuousEffect, Keyword, TypeChange
from ...selectors import Relation, Selector
from .common import TranslatorBase, Unreadable
from .continuous import Verb, _targeted
from .selectors import singular_subtype


@v_args(inline=True)
class AnaphoraPhrases(TranslatorBase):
    """The phrases of the anaph10 block of the grammar."""

    def anaph_its(self) -> Selector:
        """"its": as the subject "it" (the ability's own object until the reader says otherwise)."""
        return Selector(relation=Relation.SELF, text="it")

    def anaph_their(self) -> Selector:
        """"their": as the subject "they" (what the sentences before named)."""
        return Selector(relation=Relation.TARGET, text="they")

    def anaph_cant_activate(self, sel: Selector, *rest: object) -> CantActivate:
        """"Its activated abilities can't be activated [this turn]" (602.5, 613.11)."""
        return CantActivate(sel, except_mana=any(r is True for r in rest), text=self._source)

    def anaph_another_target(self, sel: Selector) -> Selector:
        return another_target(sel)

    def anaph_count(self, *_: object) -> None:
        return None

    def anaph_several(self, *_: object) -> None:
        return None

    def anaph_counted_targets(self, _count: None, sel: Selector, *_: object) -> Selector:
        """"one or two target creatures (each)": every permanent the ability targeted (115.1)."""
        if not sel.text.lower().startswith("target "):
            raise Unreadable("a number of objects that are not targets")
        return _targeted(sel)

    def anaph_chosen_creature_type(self, *_: object) -> Verb:
        """"becomes the creature type of your choice" (205.3m, 608.2d): one creature type chosen as
        the ability resolved (the resolution's ``chosen``), replacing its creature types (205.1a)."""
        def build(sel: Selector, text: str) -> list[ContinuousEffect]:
            return [TypeChange(sel, frozenset(), adding=False, text=text, chosen=True, choice=CREATURE_TYPE_CHOICE)]
        return build

    def anaph_that_type(self, *_: object) -> Verb:
        """"becomes that type": the type a "Choose a ... type" instruction of the same ability chose
        (608.2d); the reader says which kind of type from that sentence (:data:`THAT_TYPE`), or
        leaves the sentence unread."""
        def build(sel: Selector, text: str) -> list[ContinuousEffect]:
            return [TypeChange(sel, frozenset(), adding=False, text=text, chosen=True, choice=THAT_TYPE)]
        return build

    def anaph_enchant_keyword(self, noun: str | None) -> Ability:
        """"enchant creature" after "with" (702.5a): read as the keyword line "Enchant creature"."""
        if not noun:
            raise Unreadable("'enchant permanent' is read by its own keyword line only")
        got = self._read_quoted(f"Enchant {noun.lower()}")
        if len(got) != 1 or not isinstance(got[0], Keyword):
            raise Unreadable("not an Enchant keyword")
        return got[0]

    def anaph_lose_this_ability(self, *_: object) -> Verb:
        """"loses this ability" (613.1f): the ability whose resolution created the effect, made
        definite by the layer system (:data:`THIS_ABILITY` until then)."""
        return lambda sel, text: [LoseAbilities(sel, text=text, only=THIS_ABILITY)]

    def anaph_that_subtype(self, word: Token) -> Selector:
        """"that Vehicle": as "that creature" (an object named before; the reader makes it
        definite or leaves the sentence unread), of that subtype (205.3)."""
        w = str(word)
        if not w[:1].isupper():
            raise Unreadable(f"not a subtype: {w!r}")
        return Selector(subtypes=frozenset({singular_subtype(w)}), relation=Relation.TARGET, text=f"that {w}")

    def anaph_spell_or_permanent(self) -> Selector:
        """"target spell or permanent": the permanent the ability targeted (115.1), if it was one."""
        return Selector(relation=Relation.TARGET, text="target spell or permanent")


__all__ = ["AnaphoraPhrases", "another_target"]


def another_target(sel: Selector) -> Selector:
    """"another target creature": what the ability targeted (115.1; "another" only limits which
    permanents could be targeted, 601.2c, so the resolution's ``targets`` says it all)."""
    if sel.relation is not Relation.NONE:
        raise Unreadable("'another target' before a determiner")
    return dataclasses.replace(sel, relation=Relation.TARGET, text="another target " + sel.text)
