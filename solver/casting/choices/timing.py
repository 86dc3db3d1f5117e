"""When the spell may be cast (117.1a, 502.4, 601.3), and whether it is cast as though it had
flash for a cost increase (702.8a, 601.2f: "You may cast this spell as though it had flash if you
pay {2} more to cast it").

The rules' timing (117.1a: an instant or a spell with flash any time its caster has priority, any
other spell in its caster's main phase with an empty stack; 502.4: never in the untap step) and
the spell's own timing rules ("Cast this spell only during combat", 601.3) are facts. A spell
whose text lets it be cast as though it had flash for more is cast that way exactly when its own
timing would refuse it now (the increase is paid then, and only then: nobody pays more for what
the rules already allow); the increase is added with the additional costs, before any reduction
(601.2f).

Request: nothing (the moment is the scenario's). Cast mapping: nothing; the explanation says when
the increase is paid.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Self

from ....model.costs import ManaCost
from ..situation import Situation
from ..permissions import flash_permission
from ..timing import cast_only_refusal, timing_refusal
from ..space import min_sum  # costs14
from ..modifiers import spell_view  # costs14
from ...board.conditions import condition_holds  # costs14
from .base import Choice, Part, Posing, Request

__all__ = ["TimingChoice"]


@dataclass(frozen=True)
class TimingChoice(Choice):
    """The moment is legal (117.1a, 601.3); ``extra`` the increase paid to cast the spell as though
    it had flash (702.8a), when it is."""

    extra: ManaCost | None
    text: str
    flash_by: tuple[tuple[str, str], ...] = ()  # costs14: permissions that give flash (variable, source), when needed
    sort_rank = 15

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        profile = spell.profile
        own = cast_only_refusal(spell.board, spell.caster, profile)
        if own is not None:
            posing.fact(*own)
        timing = timing_refusal(spell.state, spell.caster, profile)
        if timing is not None and posing.flash_permissions and timing_refusal(spell.state, spell.caster, profile, as_flash=True) is None:
            # costs14: 702.8a: "If you cast a spell this way, you may cast it as though it had flash": only with that permission
            vars_ = [var for var, _ in posing.flash_permissions]
            posing.rule(min_sum(1), vars_, timing[0] + "; and no permission that lets it be cast as though it had flash is used", timing[1] + ", 702.8a")
            return cls(None, "", posing.flash_permissions)
        if timing is not None and (held := _flash_condition(spell)) is not None:
            # costs14: 702.8a, 611.3a: "This spell has flash as long as ...", its condition holding now
            timing = timing_refusal(spell.state, spell.caster, profile, as_flash=True)
            if timing is not None:
                posing.fact(*timing)
            return cls(None, f"it has flash: “{held}” (702.8a, 611.3a)")
        if timing is not None and profile.prototype is not None:  # audit26: 718.3a-b: a permission for one way of casting it only
            ways = [flash_permission(spell.board, profile, spell.caster, prototyped) for prototyped in (False, True)]
            if (ways[0] is None) != (ways[1] is None):
                flash_timing = timing_refusal(spell.state, spell.caster, profile, as_flash=True)
                if flash_timing is not None:
                    posing.fact(*flash_timing)
                    return cls(None, "")
                by = ways[0] or ways[1]
                prototyped = ways[1] is not None
                posing.refuses_as(None, not prototyped, f"{timing[0]}; {by}'s permission to cast it as though it had flash covers it cast {'prototyped' if prototyped else 'normally'} only", timing[1] + ", 702.8a, 718.3a")
                return cls(None, f"cast as though it had flash ({by}'s permission, 702.8a)")
        if timing is not None and (granted := flash_permission(spell.board, profile, spell.caster)) is not None:
            # 702.8a, 601.3: an effect lets the caster cast it as though it had flash
            timing = timing_refusal(spell.state, spell.caster, profile, as_flash=True)
            if timing is not None:
                posing.fact(*timing)
            return cls(None, f"cast as though it had flash ({granted}'s permission, 702.8a)")
        if timing is None or profile.paid_flash is None:
            if timing is not None:
                posing.fact(*timing)
            return cls(None, "")
        as_flash = timing_refusal(spell.state, spell.caster, profile, as_flash=True)
        if as_flash is not None:
            posing.fact(*as_flash)
            return cls(None, "")
        return cls(profile.paid_flash, f"cast as though it had flash, for {profile.paid_flash} more (702.8a, 601.2f)")

    def reads(self) -> tuple[str, ...]:
        return tuple(var for var, _ in self.flash_by)

    def read(self, solution: Mapping[str, Any]) -> Part:
        if self.flash_by:  # costs14
            used = next((source for var, source in self.flash_by if solution.get(var) == 1), None)
            return Part(sentence=None if used is None else f"cast as though it had flash ({used}'s permission, 702.8a)")
        if self.extra is None:
            return Part(sentence=self.text or None)
        return Part(sentence=self.text, additions=(("as though it had flash", self.extra, "702.8a, 601.2f (a cost increase)"),))


def _flash_condition(spell: Situation) -> str | None:
    """costs14: the sentence of the spell's "This spell has flash as long as <condition>" whose
    condition holds as it is cast (702.8a, 611.3a; the condition read from the spell, its caster
    its controller: 601.2a), or None."""
    own = spell_view(spell.card, spell.caster, spell.card.colors)
    for cond, text in spell.profile.flash_if:
        if condition_holds(cond, own, spell.board):
            return text
    return None
