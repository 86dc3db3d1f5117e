"""Whether the spell is cast prototyped (702.160, 718.3).

A prototyped spell has the prototype's mana cost, power, toughness and colours (718.3b); it is
not an alternative cost (the Fleshgorger ruling), so it may go with a free cast or an alternative
cost, which are then paid instead of the prototype's mana cost. It is posed as a
:class:`~.base.Replacement` that is not an alternative cost: X is 0 when the prototype's cost
has none (718.3a-b, 107.3a), and it pays for a spell without a mana cost (118.6).

Request: ``prototype: bool`` (default false); open when every way is listed. Cast mapping:
``prototype``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Self

from ....model.costs import ManaCost
from ....model.mana import TypeSet
from ..situation import Situation
from ..space import in_set, max_sum
from .base import Choice, Part, Posing, Replacement, Request

__all__ = ["PrototypeChoice"]


@dataclass(frozen=True)
class PrototypeChoice(Choice):
    """Cast prototyped or not (718.3)."""

    var: str
    prototype: ManaCost | None
    sort_rank = 20

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        prototype = spell.profile.prototype
        if request is None:
            var = posing.variable("prototype", (0, 1) if prototype is not None else (0,))
        else:
            var = posing.variable("prototype", (int(request.prototype),))
            if request.prototype and prototype is None:
                posing.rule(in_set([0]), (var,), f"{spell.card.name} has no prototype", "702.160a, 718.3")
        for other, prototyped, why, rule in posing.refusals_as:  # audit26: 718.3a: a permission for one way only
            if other is None:  # the spell can be cast only the other way
                posing.rule(in_set([int(not prototyped)]), (var,), why, rule)
            elif prototyped:  # not both the permission and the prototype
                posing.rule(max_sum(1), (other, var), why, rule)
            else:  # the permission only with the prototype
                posing.rule(max_sum(0, [1, -1]), (other, var), why, rule)
        if prototype is not None:
            x_zero = ("X must be 0: a prototyped spell has only its prototype mana cost, which has no X", "718.3a, 718.3b, 107.3a")
            posing.replaces_mana_cost(Replacement(var, prototype, False, x_zero))
        return cls(var, prototype)

    def reads(self) -> tuple[str, ...]:
        return (self.var,)

    def read(self, solution: Mapping[str, Any]) -> Part:
        proto = bool(solution.get(self.var, 0))
        p = self.prototype if proto else None
        return Part(
            entries=(("prototype", proto),),
            key=(proto,),
            sentence="prototyped (718.3)" if proto else None,
            mana_cost=(p, f"prototype mana cost {p} (718.3)") if p is not None else None,
            colors=TypeSet.of(p.colors) if p is not None else None,
        )
