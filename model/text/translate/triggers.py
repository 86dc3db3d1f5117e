"""Tap triggers (``mana.lark``: "triggers"): "Whenever a player taps a Mountain for mana, that
player adds an additional {R}" (Mana Flare family), "Whenever enchanted land is tapped for mana,
its controller adds an additional {G}" (Wild Growth), "Whenever a land's ability causes you to add
one or more mana of the chosen color, add one additional mana of that color" (Caged Sun).

A triggered mana ability triggers from a mana ability and adds mana (605.1b, 106.12a); it may carry
an intervening "if" (603.4) or a "while" on its event, and a self-replacement of its own mana
("If that Island is snow, ... instead", 614.15). "that color" in its mana is the colour of the mana
that triggered it. The player words ("a player", "you", "an opponent") are shared with the
replacement effects' "If you tap a land for mana".
"""

from __future__ import annotations

from typing import cast

from lark import Token, v_args

from ...abilities import (
    AllOf,
    Condition,
    ConditionalInstead,
    FixedTypes,
    ManaEffect,
    Palette,
    TapTrigger,
    TriggeredManaAbility,
    TriggersAdditionalTime,  # audit27
)
from ...selectors import Selector, Who
from .common import TranslatorBase, Unreadable, mana_of_symbols
from .mana import PaletteSpec, check_resolved, resolve_effect


@v_args(inline=True)
class TriggerPhrases(TranslatorBase):
    """Tap events, the player who taps, who adds the mana, and the triggered mana abilities they
    make (605.1b, 106.12a, 603.4)."""

    # ---- players and tap events (106.12a) --------------------------------------------------

    def any_player(self) -> Who:
        return Who.ANY

    def you_player(self) -> Who:
        return Who.YOU

    def opponent_player(self) -> Who:
        return Who.OPPONENT

    def tap_verb(self, *_: object) -> None:
        return None

    def triggers_additional_time(self, triggered: Token, sel: Selector, triggers: Token, triggers2: Token, time: Token) -> TriggersAdditionalTime:
        """audit27: "If a triggered ability of <selector> triggers, it triggers an additional time."
        (Roaming Throne; 603.2d)."""
        words = tuple(str(w).lower() for w in (triggered, triggers, triggers2, time))
        if words != ("triggered", "triggers", "triggers", "time"):
            raise Unreadable(f"not a trigger doubler: {' '.join(words)}")
        return TriggersAdditionalTime(sel, text=self._source)

    def player_taps(self, player: Who, _verb: None, sel: Selector, *rest: object) -> TapTrigger:
        mana_of = cast("Palette | None", cast(PaletteSpec, rest[0]).palette) if rest else None
        return TapTrigger(permanent=sel, player=player, mana_of=mana_of)

    def player_taps_for_symbol(self, player: Who, _verb: None, sel: Selector, symbol: Token) -> TapTrigger:
        mana = mana_of_symbols([symbol])
        return TapTrigger(permanent=sel, player=player, mana_of=FixedTypes(mana.types))

    def ability_causes_you_to_add(self, sel: Selector, _poss: Token, *rest: object) -> TapTrigger:
        """"Whenever a land's ability causes you to add one or more mana of the chosen color"
        (Caged Sun): any mana ability of it, not only tapping it (106.12a)."""
        mana_of = cast("Palette | None", cast(PaletteSpec, rest[0]).palette) if rest else None
        return TapTrigger(permanent=sel, player=Who.YOU, mana_of=mana_of, tapped=False)

    def is_tapped(self, sel: Selector, *rest: object) -> TapTrigger:
        mana_of = cast("Palette | None", cast(PaletteSpec, rest[0]).palette) if rest else None
        return TapTrigger(permanent=sel, mana_of=mana_of)

    # ---- triggered mana abilities (605.1b, 603.4) ------------------------------------------

    def tapper(self) -> str:
        return "tapper"

    def controller(self) -> str:
        return "controller"

    def tap_response(self, *args: object) -> tuple[str, ManaEffect, bool]:
        recipient = args[0] if isinstance(args[0], str) else "controller"
        effect, optional = cast(tuple[ManaEffect, bool], args[-1])
        return recipient, effect, optional

    def tap_trigger(self, trigger: TapTrigger, *rest: object) -> TriggeredManaAbility:
        recipient, effect, optional = cast(tuple[str, ManaEffect, bool], rest[-1])
        conds = [c[1] for c in rest[:-1] if isinstance(c, tuple)]
        condition = None if not conds else conds[0] if len(conds) == 1 else AllOf(tuple(conds))
        effect = check_resolved(resolve_effect(effect, trigger.mana_of))
        return TriggeredManaAbility(
            trigger=trigger, effect=effect, recipient=recipient, optional=optional, text=self._source, condition=condition
        )

    def trigger_while(self, cond: object) -> tuple[str, object]:
        return ("while", cond)

    def intervening_if(self, cond: object) -> tuple[str, object]:
        return ("if", cond)

    def trigger_instead(self, cond: Condition, *rest: object) -> ConditionalInstead:
        effect, optional = cast(tuple[ManaEffect, bool], rest[-1])
        return ConditionalInstead(cond, check_resolved(effect), optional)
