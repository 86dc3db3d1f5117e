"""costs12: keyword actions paid as costs of spells (``mana.lark``: "costs12") — "waterbend {5}"
(701.67a) and "blight 2" (put two -1/-1 counters on a creature you control), as a mandatory or
optional additional cost (118.8) or as the non-mana half of "blight 2 or pay {1}" (601.2b)."""

from __future__ import annotations

from typing import Any

from lark import Token
from lark.tree import Meta
from lark import v_args

from ...abilities import Blight, Waterbend
from .common import TranslatorBase, Unreadable
from .costs import waterbend  # s16: also an activation cost


class BendingPhrases(TranslatorBase):
    """Waterbend (701.67) and blight as costs of a spell."""

    @v_args(meta=True)
    def spell_waterbend(self, meta: Meta, children: list[Any]) -> Waterbend:
        """"waterbend {5}", "waterbend {X}" (701.67a): a mana cost whose generic mana may be paid
        by tapping artifacts and creatures (701.67b)."""
        verb, *symbols = children
        return waterbend(verb, symbols, self._cut(meta))

    @v_args(meta=True)
    def spell_blight(self, meta: Meta, children: list[Any]) -> Blight:
        """"blight 2": two -1/-1 counters on one creature the payer controls."""
        verb, n = children
        if not isinstance(verb, Token) or str(verb).lower() != "blight":
            raise Unreadable(f"{verb} {n}")
        return Blight(int(n), text=self._cut(meta))
