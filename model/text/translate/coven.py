"""statics12: conditions about the permanents a player controls: coven, "you control three or
more creatures with different powers" (208.1), a condition of activation (602.5b), of a static
ability (611.3a) or of a trigger (603.4); and "you've controlled this artifact continuously since
the beginning of your most recent turn" (302.6)."""

from __future__ import annotations

import dataclasses

from lark import Token, v_args

from ...abilities import ControlledSinceTurnBegan, DifferentPowers
from ...selectors import Selector, Who
from .common import TranslatorBase, Unreadable

__all__ = ["CovenPhrases"]


@v_args(inline=True)
class CovenPhrases(TranslatorBase):
    """The phrases of the statics12 block "coven" of ``mana.lark``."""

    def cond_different_powers(self, n: int, what: Selector, word: Token) -> DifferentPowers:
        """"you control three or more creatures with different powers": the selected permanents'
        powers take ``n`` or more different values (208.1)."""
        if str(word).lower() != "powers" or what.who not in (Who.YOU, Who.ANY):
            raise Unreadable("not 'with different powers'")
        return DifferentPowers(what if what.who is Who.YOU else _yours(what), n)

    def cond_controlled_since_turn_began(self, _ve: Token, w1: Token, _self: Selector, *words: Token) -> ControlledSinceTurnBegan:
        """statics12: "you've controlled this artifact continuously since the beginning of your
        most recent turn" (302.6, 602.5b)."""
        return controlled_since_turn_began([str(w).lower() for w in (w1, *words) if isinstance(w, Token) and w.type == "WORD"])


def controlled_since_turn_began(words: list[str]) -> ControlledSinceTurnBegan:
    """"you've controlled this artifact continuously since the beginning of your most recent
    turn" (302.6), from the words the grammar left to check."""
    if words != ["controlled", "continuously", "since", "most", "recent"]:
        raise Unreadable("not 'controlled continuously since the beginning of your most recent turn'")
    return ControlledSinceTurnBegan()


def _yours(what: Selector) -> Selector:
    """The selector of "you control <what>": the permanents its controller controls."""
    return dataclasses.replace(what, who=Who.YOU)
