"""statics12: rules that let creatures act as though they had haste (302.6, 702.10): "can attack as
though it had haste" (attacking only: no {T} ability is freed), "You may activate abilities of
creatures you control as though those creatures had haste" (their {T} and {Q} abilities are)."""

from __future__ import annotations

from typing import Callable

from lark import Token, v_args

from ...abilities import AsThoughHaste
from ...selectors import Selector
from .common import TranslatorBase, Unreadable

__all__ = ["HasteRulePhrases"]

Verb = Callable[[Selector, str], list[AsThoughHaste]]


@v_args(inline=True)
class HasteRulePhrases(TranslatorBase):
    """The phrases of the statics12 block "activating as though creatures had haste"."""

    def vp_as_though_had(self, can: Token, verb: Token, *rest: Token) -> Verb:
        """"can attack [and {T}] as though it had haste" (302.6, 702.10): without "and {T}" only
        attacking is allowed, so the creature's {T} abilities stay under 302.6."""
        words = [str(w).lower() for w in rest if isinstance(w, Token) and w.type == "WORD"]
        if str(can).lower() != "can" or str(verb).lower() != "attack" or words != ["haste"]:
            raise Unreadable("not 'can attack as though it had haste'")
        tap = any(isinstance(w, Token) and w.type == "TAP" for w in rest)
        return lambda sel, text: [AsThoughHaste(sel, tap=tap, text=text)]

    def activate_as_though_haste(self, what: Selector, *words: Token) -> AsThoughHaste:
        """"You may activate abilities of <creatures> as though those creatures had haste" (302.6:
        their abilities with {T} or {Q} in the cost may be activated although they came under
        their controller's control this turn; attacking is not allowed by it)."""
        got = [str(w).lower() for w in words]
        if got[0] != "those" or got[-1] != "haste":
            raise Unreadable("not 'as though those creatures had haste'")
        return AsThoughHaste(what, tap=True, text=self._source)
