"""Targets (``mana.lark``: "targets"): "target creature", "any target", "any number of targets",
"up to two target creatures", "target player" — what a spell requires to be chosen as it is cast
(115.1, 601.2c). "any target" is a creature, a player, a planeswalker or a battle (115.4); "any
number of targets" allows zero (Fireball ruling).
"""

from __future__ import annotations

from lark import v_args

from ...abilities import TargetSpec
from ...selectors import Relation, Selector
from .common import TranslatorBase, Unreadable


@v_args(inline=True)
class TargetPhrases(TranslatorBase):
    """Target phrases of spells (115.1, 115.4, 601.2c)."""

    def any_target(self) -> TargetSpec:
        return TargetSpec(None, players=True, any_target=True, text=self._source)

    def any_number_of_targets(self) -> TargetSpec:
        return TargetSpec(None, players=True, any_target=True, minimum=0, maximum=None, text=self._source)

    def target_player(self) -> TargetSpec:
        return TargetSpec(None, players=True, text=self._source, opponents=self._source.lower().endswith("opponent"))

    @staticmethod
    def _targeted(sel: Selector) -> Selector:
        if not sel.text.lower().startswith("target ") or sel.relation is not Relation.NONE:
            raise Unreadable(f"{sel.text!r} is not a target")
        return sel

    def up_to_targets(self, n: int, sel: Selector) -> TargetSpec:
        return TargetSpec(self._targeted(sel), minimum=0, maximum=n, text=self._source)

    def n_targets(self, n: int, sel: Selector) -> TargetSpec:
        return TargetSpec(self._targeted(sel), minimum=n, maximum=n, text=self._source)

    def one_target(self, sel: Selector) -> TargetSpec:
        return TargetSpec(self._targeted(sel), text=self._source)
