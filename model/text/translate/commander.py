"""altcost11: the commander's phrases (903): "If you control a commander, you may cast this spell
without paying its mana cost." (Flawless Maneuver's family; 118.9, 601.2b: a free cast is an
alternative cost, under a condition checked as the spell is cast). Which permanents are commanders
the scenario says (a permanent's key ``commander: true``, 903.3); nothing here assumes one."""

from __future__ import annotations

from lark import v_args

from ...abilities import ControlsCommander, PaidAlternativeCost
from ...costs import ManaCost
from .common import TranslatorBase

__all__ = ["CommanderPhrases"]


@v_args(inline=True)
class CommanderPhrases(TranslatorBase):
    """The sentences of the commander section of ``mana.lark``."""

    def commander_free_cast(self, *_: object) -> PaidAlternativeCost:
        """"If you control a commander, you may cast this spell without paying its mana cost.":
        the spell's own alternative cost of nothing (118.9), if its caster controls a commander
        (903.3)."""
        return PaidAlternativeCost(ManaCost.parse(""), (), ControlsCommander(), text=self._source)
