"""How many times the spell is kicked (702.33): each kicker cost paid at most once (702.33a; a
card with two kickers may pay either or both), a multikicker cost any number of times (702.33c).
Each kick paid adds its cost to the total cost (601.2f).

costs12: a kicker cost with {X} ("Kicker {X}") is paid with X as announced (107.3a); when no
other cost has X, X is 0 unless such a kicker is paid, and "X can't be 0" holds only then.

Request: ``kicker: N`` (default 0): the kicks paid, in all (702.33d); open when every way is
listed, a multikicker then bounded by what the caster's mana could pay (or 20 times for a
multikicker of {0}). Cast mapping: ``kicker``, and for a card with two kicker costs
``kicked_with``, the costs paid (702.33e; types15).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Self

from ....model.abilities import Keyword, Kicker, Multikicker
from ....model.costs import ManaCost
from ....model.errors import QueryError
from ..costs import substitute_x, times
from ..situation import Situation
from ..space import Space, exact_sum, max_sum, min_sum
from .base import Choice, Line, Part, Posing, Request

__all__ = ["MULTIKICK_CAP", "KickerChoice"]

MULTIKICK_CAP = 20  # multikicker {0} could be paid any number of times: list this many
_NO_BOUND = 1 << 20  # costs12: larger than any X a question can announce


@dataclass(frozen=True)
class KickerChoice(Choice):
    """Which kicker costs are paid, and how many times the multikicker cost (702.33)."""

    kicks: tuple[tuple[str, ManaCost], ...]
    multikick: str
    multikicker: ManaCost | None
    wanted: int | None
    x: bool = False  # costs12: a kicker cost has {X}
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
        posing.counts_kicks(*(var for var, _ in kicks), multikick)  # audit17: 702.33d
        unweighed = [a for a in spell.card.abilities if isinstance(a, Keyword) and not isinstance(a, (Kicker, Multikicker)) and a.name.lower() in ("kicker", "multikicker")]
        if unweighed:  # audit23: "Kicker—Sacrifice a land." (Rushing River; 702.33a): never "no kicker"
            if wanted:
                raise QueryError(f"{name}: its kicker cost “{unweighed[0].text or unweighed[0]}” is not one this library weighs (only mana kicker costs, 702.33a)")
            if request is None:
                posing.note(f"kicker: the ways of casting {name} kicked with “{unweighed[0].text or unweighed[0]}” are not listed (this library weighs only mana kicker costs)")
        if wanted is not None:
            if mk is not None:
                capacity = "any number of times"
            elif kicks:
                capacity = "at most once" if len(kicks) == 1 else f"at most {len(kicks)} times"
            else:
                capacity = ""
            reason = f"{name} can be kicked {capacity}" if capacity else f"{name} has no kicker"
            posing.rule(exact_sum(wanted), [var for var, _ in kicks] + [multikick], reason, "702.33a, 702.33d")
        if profile.x_only_in_kicker:
            _x_with_kicker(spell, posing, [var for var, cost in kicks if cost.has_x] + ([multikick] if mk is not None and mk.has_x else []))
        return cls(kicks, multikick, mk, wanted, profile.x_in_kicker)

    def reads(self) -> tuple[str, ...]:
        return tuple(var for var, _ in self.kicks) + (self.multikick,) + (("x",) if self.x else ())

    def read(self, solution: Mapping[str, Any]) -> Part:
        x = int(solution.get("x", 0))  # costs12: 107.3a, a kicker's {X} as announced
        paid = [substitute_x(cost, x) for var, cost in self.kicks if solution.get(var) == 1]
        multi = int(solution.get(self.multikick, 0))
        additions: list[Line] = [(f"kicker {cost}", cost, "702.33a") for cost in paid]
        if multi and self.multikicker is not None:
            additions.append((f"multikicker {self.multikicker} ×{multi}", times(substitute_x(self.multikicker, x), multi), "702.33c"))
        n = len(paid) + multi
        # types15: with two kicker costs, which were paid (702.33e: "kicked with its {R} kicker";
        # the enters query's kicked_with)
        named = (("kicked_with", [str(c) for c in paid]),) if len(self.kicks) > 1 and paid else ()
        return Part(
            entries=(("kicker", n),) + named,
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


def _x_with_kicker(spell: Situation, posing: Posing, paying: list[str]) -> None:
    """costs12: X only in kicker costs (107.3a): ``unkicked`` is 1 exactly when none of the
    variables ``paying`` (the kicks whose cost has {X}) is paid; then X is 0 (no cost with X is
    paid, so there is no X to announce); when one is, "X can't be 0" in the text holds (107.3)."""
    name = spell.card.name
    unkicked = posing.variable("x:unkicked", (0, 1))
    for var in paying:  # unkicked + kick <= 1: not both
        posing.rule(max_sum(1), (unkicked, var), f"{name}: X is announced only with a kicker cost that has {{X}}", "107.3a, 601.2b")
    posing.rule(min_sum(1), (unkicked, *paying), f"{name}: X is announced only with a kicker cost that has {{X}}", "107.3a, 601.2b")
    posing.rule(max_sum(_NO_BOUND, [1, _NO_BOUND]), ("x", unkicked), f"{name} is not kicked with its {{X}} kicker cost, so X is 0", "107.3a, 601.2b")
    if spell.profile.x_not_zero:  # "X can't be 0." (107.3): when kicked, X is 1 or more
        posing.rule(min_sum(1), ("x", unkicked), f"{name}: X can't be 0", "107.3, 601.2b")
