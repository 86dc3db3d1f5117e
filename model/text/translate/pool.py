"""Mana kept in the pool (``mana.lark``: "the long tail of mana sentences"): "Until end of turn, you
don't lose this mana as steps and phases end.", "You don't lose unspent red mana as steps and phases
end.", "If you would lose unspent mana, that mana becomes colorless instead." →
:class:`~model.abilities.UnspentManaKept` (500.4, 106.4, 614.1a).
"""

from __future__ import annotations

from typing import Any

from lark import v_args
from lark.tree import Meta

from ...abilities import UnspentManaKept
from ...mana import ALL_TYPES, ManaType, TypeSet
from .common import TranslatorBase

__all__ = ["PoolPhrases"]


@v_args(inline=True)
class PoolPhrases(TranslatorBase):
    """The transformer methods of the mana-kept rules of ``mana.lark``."""

    def pool_until_turn(self) -> tuple[str, str]:
        return ("until", "end of turn")

    def pool_until_combat(self) -> tuple[str, str]:
        return ("until", "end of combat")

    def pool_you(self) -> tuple[str, str]:
        return ("who", "you")

    def pool_they(self) -> tuple[str, str]:
        return ("who", "they")

    def pool_players(self) -> tuple[str, str]:
        return ("who", "players")

    def pool_this(self) -> tuple[str, None]:
        return ("mana", None)

    def pool_color(self, t: ManaType) -> ManaType:
        return t

    def pool_unspent(self, t: ManaType | None = None) -> tuple[str, TypeSet]:
        return ("mana", TypeSet.of([t]) if t is not None else ALL_TYPES)

    @v_args(meta=True)
    def mana_kept(self, meta: Meta, children: list[Any]) -> UnspentManaKept:
        got = {c[0]: c[1] for c in children if isinstance(c, tuple)}
        return UnspentManaKept(who=got["who"], mana=got["mana"], until=got.get("until", ""), text=self._cut(meta))

    @v_args(meta=True)
    def unspent_becomes(self, meta: Meta, children: list[Any]) -> UnspentManaKept:
        color = next(c for c in children if isinstance(c, ManaType))
        return UnspentManaKept(who="you", mana=ALL_TYPES, becomes=color, text=self._cut(meta))
