"""altcost11: the commander's phrases (903): "If you control a commander, you may cast this spell
without paying its mana cost." (Flawless Maneuver's family; 118.9, 601.2b: a free cast is an
alternative cost, under a condition checked as the spell is cast). Which permanents are commanders
the scenario says (a permanent's key ``commander: true``, 903.3); nothing here assumes one."""

from __future__ import annotations

from lark import Token, v_args

from ...abilities import CommanderTaxAsLife, ControlsCommander, PaidAlternativeCost
from ...costs import ManaCost
from .common import TranslatorBase, Unreadable

__all__ = ["CommanderPhrases"]


@v_args(inline=True)
class CommanderPhrases(TranslatorBase):
    """The sentences of the commander section of ``mana.lark``."""

    def commander_free_cast(self, *_: object) -> PaidAlternativeCost:
        """"If you control a commander, you may cast this spell without paying its mana cost.":
        the spell's own alternative cost of nothing (118.9), if its caster controls a commander
        (903.3)."""
        return PaidAlternativeCost(ManaCost.parse(""), (), ControlsCommander(), text=self._source)

    def commander_tax_as_life(self, *parts: object) -> CommanderTaxAsLife:
        """s16: "Rather than pay {2} for each previous time you've cast this spell from the command
        zone this game, pay 2 life that many times." (Liesa, Shroud of Dusk; 903.8, 119.4)."""
        words = [str(p).lower() for p in parts if isinstance(p, Token) and p.type == "WORD"]
        symbols = [str(p) for p in parts if isinstance(p, Token) and p.type == "MANA_SYM"]
        life = next(p for p in parts if isinstance(p, int))
        if words != ["rather", "previous", "time", "command", "zone", "game", "many"] or symbols != ["{2}"]:
            raise Unreadable("a commander tax paid otherwise than as the rules' {2}")
        return CommanderTaxAsLife(life, text=self._source)
