"""keys15: offering (702.48a: "[Quality] offering" means "You may cast this card any time you could
cast an instant by sacrificing a [quality] permanent. If you chose to sacrifice a [quality]
permanent this way, the total cost to cast this spell is reduced by that permanent's mana cost.").

One 0/1 variable per permanent of that quality the caster controls (701.21a: only their own), at
most one of them 1. Sacrificing one lets the spell be cast any time its caster could cast an
instant (a permission that gives flash, 702.8a: :meth:`~.base.Posing.gives_flash`, posed before
the timing) and reduces its total cost by the sacrificed permanent's mana cost (702.48b, 601.2f):
generic mana reduces generic mana, coloured mana reduces mana of its colour and, when the cost has
none of it left, generic mana (702.48c, 118.7b-d). A face-down permanent has no mana cost
(708.2a); {X} in a mana cost is 0 on the battlefield (202.3e) and reduces nothing. The
sacrificed permanent may tap for mana before it is sacrificed (601.2g comes before 601.2h), but a
mana ability that sacrifices it can't pay too (118.3).

Request: ``optional_costs: {offering: 1}`` casts it with its offering (the solver picks the
permanent sacrificed), ``{offering: 0}`` or leaving it out does not (open when every way is
listed). Cast mapping: ``offering`` (the permanent sacrificed), only for a card with offering.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Self

from ....model.abilities import Offering
from ....model.costs import ManaCost, SymbolKind
from ...paying.actions import paid_with  # audit38
from ..costs import Reduction
from ..selection import candidates
from ..situation import Situation
from ..space import max_sum, min_sum
from .base import Choice, Part, Posing, Request

__all__ = ["OfferingChoice"]


@dataclass(frozen=True)
class OfferingChoice(Choice):
    """Whether the spell is cast with its offering, and which permanent is sacrificed (702.48a)."""

    ways: tuple[tuple[str, str, ManaCost], ...]  # (variable, permanent, its mana cost)
    quality: str
    skips: tuple[tuple[str, frozenset[tuple[str, int]]], ...] = ()
    sort_rank = 12

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        card, board, caster = spell.card, spell.board, spell.caster
        offering = next((a for a in card.abilities if isinstance(a, Offering)), None)
        asked = None if request is None else dict(request.optional_costs).get("offering", 0)
        if offering is None:
            if asked:
                posing.fact(f"{card.name} has no offering", "702.48a")
            return cls((), "")
        if asked is not None and int(asked) > 1:
            posing.fact(f"{card.name} can be cast with its offering only once, sacrificing one {offering.parameter}", "702.48a")
        mine = candidates(board, offering.sacrificed, caster, sacrificed=True)  # 701.21a: only the caster's own; bans19
        if asked and not mine:
            posing.fact(f"{card.name}'s {offering.parameter} offering asks to sacrifice {offering.sacrificed.text}, and {caster} controls none", "702.48a, 118.3")
        ways: list[tuple[str, str, ManaCost]] = []
        skips: list[tuple[str, frozenset[tuple[str, int]]]] = []
        for i, pid in enumerate(mine):
            view = board.view(pid)
            dom = (0, 1) if request is None or asked else (0,)
            var = posing.variable(f"offering:{i}", dom)
            posing.gives_flash(var, f"its {offering.parameter} offering")  # 702.48a, 702.8a
            cost = ManaCost() if view.permanent.face_down else _without_x(view.permanent.card.mana_cost)  # 708.2a, 202.3e
            ways.append((var, pid, cost))
            skips.append((var, paid_with(pid, "sacrifice")))  # audit38: 118.3
        variables = [var for var, _, _ in ways]
        if len(variables) >= 2:
            posing.rule(max_sum(1), variables, f"{card.name}'s offering sacrifices one {offering.parameter}", "702.48a")
        if asked and variables:
            posing.rule(min_sum(1), variables, f"{card.name} is cast with its offering", "702.48a")
        return cls(tuple(ways), offering.parameter, tuple(skips))

    def reads(self) -> tuple[str, ...]:
        return tuple(var for var, _, _ in self.ways)

    def read(self, solution: Mapping[str, Any]) -> Part:
        if not self.quality:
            return Part()
        used = next(((var, pid, cost) for var, pid, cost in self.ways if solution.get(var) == 1), None)
        if used is None:
            return Part(entries=(("offering", None),), key=(0,))
        var, pid, cost = used
        reductions = (Reduction(f"{self.quality} offering: {pid}'s mana cost {cost or '{0}'}", cost, "702.48b-c, 601.2f, 118.7"),) if cost.symbols else ()
        return Part(
            entries=(("offering", pid),),
            key=(1,),
            sentence=f"with its {self.quality} offering, sacrificing {pid} (702.48a)",
            skip=dict(self.skips).get(var, frozenset()),
            reductions=reductions,
        )

    def requested(self, space: Any) -> Mapping[str, Any]:
        return {var: 0 for var, _, _ in self.ways}


def _without_x(cost: ManaCost) -> ManaCost:
    """The mana cost of a permanent on the battlefield, its {X} 0 (202.3e: X is 0 there)."""
    return ManaCost(tuple(s for s in cost.symbols if s.kind is not SymbolKind.X)) if any(s.kind is SymbolKind.X for s in cost.symbols) else cost
