"""How many times the spell is kicked (702.33): each kicker cost paid at most once (702.33a; a
card with two kickers may pay either or both), a multikicker cost any number of times (702.33c).
Each kick paid adds its cost to the total cost (601.2f).

Request: ``kicker: N`` (default 0): the kicks paid, in all (702.33d); open when every way is
listed, a multikicker then bounded by what the caster's mana could pay (or 20 times for a
multikicker of {0}). Cast mapping: ``kicker``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Self

from ....model.costs import ManaCost
from ..costs import times
from ..situation import Situation
from ..space import Space, exact_sum
from .base import Choice, Line, Part, Posing, Request

__all__ = ["MULTIKICK_CAP", "KickerChoice"]

MULTIKICK_CAP = 20  # multikicker {0} could be paid any number of times: list this many


@dataclass(frozen=True)
class KickerChoice(Choice):
    """Which kicker costs are paid, and how many times the multikicker cost (702.33)."""

    kicks: tuple[tuple[str, ManaCost], ...]
    multikick: str
    multikicker: ManaCost | None
    wanted: int | None
    sort_rank = 40

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        profile, name = spell.profile, spell.card.name
        kicks = tuple((posing.variable(f"kick:{i}", (0, 1)), cost) for i, cost in enumerate(profile.kickers))
        mk = profile.multikicker
        wanted = None if request is None else request.kicker
        if mk is not None:
            top = wanted if wanted is not None else (spell.budget // mk.mana_value() if mk.mana_value() else MULTIKICK_CAP)
            multikick = posing.variable("multikick", tuple(range(0, top + 1)))
        else:
            multikick = posing.variable("multikick", (0,))
        if wanted is not None:
            if mk is not None:
                capacity = "any number of times"
            elif kicks:
                capacity = "at most once" if len(kicks) == 1 else f"at most {len(kicks)} times"
            else:
                capacity = ""
            reason = f"{name} can be kicked {capacity}" if capacity else f"{name} has no kicker"
            posing.rule(exact_sum(wanted), [var for var, _ in kicks] + [multikick], reason, "702.33a, 702.33d")
        return cls(kicks, multikick, mk, wanted)

    def reads(self) -> tuple[str, ...]:
        return tuple(var for var, _ in self.kicks) + (self.multikick,)

    def read(self, solution: Mapping[str, Any]) -> Part:
        paid = [cost for var, cost in self.kicks if solution.get(var) == 1]
        multi = int(solution.get(self.multikick, 0))
        additions: list[Line] = [(f"kicker {cost}", cost, "702.33a") for cost in paid]
        if multi and self.multikicker is not None:
            additions.append((f"multikicker {self.multikicker} ×{multi}", times(self.multikicker, multi), "702.33c"))
        n = len(paid) + multi
        return Part(
            entries=(("kicker", n),),
            key=(n,),
            sentence=f"kicked {n} time(s) (702.33)" if n else None,
            additions=tuple(additions),
        )

    def requested(self, space: Space) -> Mapping[str, Any]:
        """The kicks asked for: the multikicker that many times, or the first kicker costs."""
        if not self.wanted:
            return {}
        if self.multikicker is not None:
            return {self.multikick: self.wanted}
        return {var: int(i < self.wanted) for i, (var, _) in enumerate(self.kicks)}
