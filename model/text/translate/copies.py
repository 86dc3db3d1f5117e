"""Entering as a copy (707.2, 707.9b, 614.1c): "You may have this creature enter as a copy of any
creature on the battlefield[, except ...]" (Clone, Vesuva, Phyrexian Metamorph, Echoing Deeps).

The "except" clause is read with the verb phrases of continuous effects ("it's an artifact in
addition to its other types", "it has haste", "it has "{T}: Add {C}."") applied to the copy itself;
707.9b makes them part of the copy's copiable values, which :mod:`model.copies` builds. A clause
the card's values cannot hold (a colour: cards here have no colour indicator; a change of the
copied object's name) is :class:`Unreadable`, so the sentence stays unread rather than half read.
"""

from __future__ import annotations

from typing import Any

from lark import Token, v_args

from ...abilities import ContinuousEffect, EntersAsCopy, GrantAbilities, SetBasePT, TypeChange
from ...selectors import SELF, Relation, Selector
from .common import TranslatorBase, Unreadable
from .continuous import Verb

__all__ = ["CopyPhrases"]

_EXCEPTIONS = (TypeChange, GrantAbilities, SetBasePT)
"""What an "except" clause may change on the copy here (707.9b): types (205.1), abilities, base
power and toughness."""


@v_args(inline=True)
class CopyPhrases(TranslatorBase):
    """The phrases of the static11 block "entering as a copy" of ``mana.lark``."""

    def enters_as_copy(self, subject: Selector, *rest: Any) -> EntersAsCopy:
        """"You may have this creature enter [tapped] as a copy of <what>[, except <effects>]"
        (614.1c, 707.2): only the object that holds the text enters this way."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("another object enters as a copy")
        tapped = "tapped" in rest
        source = next(r for r in rest if isinstance(r, tuple))
        exceptions = next((r for r in rest if isinstance(r, list)), [])
        graveyard, what = source
        return EntersAsCopy(what, graveyard=graveyard, tapped=tapped, exceptions=tuple(exceptions), text=self._source)

    def copy_permanent(self, *children: Any) -> tuple[bool, Selector]:
        """"any creature on the battlefield", "a creature you control", "another creature you
        control": a permanent (707.2). A description that reads more than types and controller
        ("with power 4 or greater") is not checked against the scenario here, so it stays unread."""
        sel = next(c for c in children if isinstance(c, Selector))
        if sel.needs_state or sel.relation not in (Relation.NONE, Relation.OTHER):
            raise Unreadable("a copied object described by more than its types and controller")
        return False, sel

    def copy_graveyard_card(self, *children: Any) -> tuple[bool, Selector]:
        """"any land card in a graveyard", "any creature card in a graveyard" (Body Double): a card
        of one of these card types in any graveyard."""
        types = [c for c in children if isinstance(c, str)]
        if not types:
            raise Unreadable("a graveyard card without a card type")
        if len(types) == 1:
            return True, Selector(card_types=frozenset(types), text=f"{types[0].lower()} card in a graveyard")
        either = tuple(Selector(card_types=frozenset({t})) for t in types)
        return True, Selector(either=either, text=" or ".join(t.lower() for t in types) + " card in a graveyard")

    def copy_except(self, word: Token, verbs: list[Verb]) -> list[ContinuousEffect]:
        """", except it's a Shapeshifter Rogue in addition to its other types", ", except it has
        haste and dethrone": the effects on the copy itself, part of its copiable values
        (707.9b)."""
        _except(word)
        out: list[ContinuousEffect] = []
        for verb in verbs:
            out.extend(verb(SELF, self._source))
        for e in out:
            if not isinstance(e, _EXCEPTIONS):
                raise Unreadable("an exception the copy's values cannot hold")
            if isinstance(e, TypeChange) and (e.chosen or e.duration):
                raise Unreadable("a chosen type in a copy's exception")
        if not out:
            raise Unreadable("no exception")
        return out

    def copy_except_pt(self, word: Token, _poss: Token, pt: Token) -> list[ContinuousEffect]:
        """", except it's 7/7" (Quicksilver Gargantuan): the copy's base power and toughness
        (707.9b: part of its copiable values)."""
        _except(word)
        p, t = (int(x) for x in str(pt).split("/"))
        return [SetBasePT(SELF, p, t, text=self._source)]


def _except(word: Token) -> None:
    """The word of an "except" clause, read as WORD (see ``copy_except`` in mana.lark)."""
    if str(word).lower() != "except":
        raise Unreadable(f"', {word} it ...' is not an exception of a copy")
