"""statics12: "You can't cast ~ during your first, second, or third turns of the game" (601.3): a
rule of the card about when it may be cast, judged on which of the caster's turns it is."""

from __future__ import annotations

from lark import Token, v_args

from ...abilities import CastOnly, PastFirstTurns
from .common import TranslatorBase, Unreadable

__all__ = ["TurnsOfGamePhrases"]


@v_args(inline=True)
class TurnsOfGamePhrases(TranslatorBase):
    """The phrases of the statics12 block "the caster's first turns of the game" of ``mana.lark``."""

    def cant_cast_first_turns(self, _cant: Token, _self: object, *rest: object) -> CastOnly:
        """"You can't cast ~ during your first, second, or third turns of the game": the card may be
        cast only when it is not one of its caster's first N turns (601.3); the ordinals must
        run from the first without a gap."""
        *ordinals, word = rest
        numbers = [o[1] for o in ordinals if isinstance(o, tuple) and o[:1] == ("ordinal",)]
        if not isinstance(word, Token) or str(word).lower() != "game" or numbers != list(range(1, len(numbers) + 1)):
            raise Unreadable("not the caster's first turns of the game")
        return CastOnly((PastFirstTurns(len(numbers)),), text=self._source)
