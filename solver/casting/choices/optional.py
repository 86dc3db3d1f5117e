"""Which optional keyword costs are paid, and how many times (601.2b, 601.2f): buyback (702.27a)
and offspring (702.175a) at most once; replicate (702.56a) and squad (702.157a) any number of
times. Each one paid adds its cost to the total cost (601.2f), like a kicker (702.33a); whatever
it does once the spell resolves (a copy, a token, the card back in hand) is no cost and is not
weighed here.

Request: ``optional_costs: {NAME: N}`` (default: none paid): how many times each is paid; open
when every way is listed, a repeatable cost then bounded by what the caster's mana could pay (or
:data:`~.kicker.MULTIKICK_CAP` times for a cost of {0}). Cast mapping: ``optional_costs`` (a
mapping of the costs paid, by keyword name in lower case; left out when none is).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping, Self

from ....model.abilities import GrantedOptionalCost, OptionalCost
from ....model.costs import ManaCost
from ...board.conditions import static_effects
from ..selection import spell_colors, spell_matches
from ....model.errors import QueryError
from ..costs import times
from ..situation import Situation
from ..space import Space, in_set
from .alternative import unweighed_keywords
from .base import Choice, Line, Part, Posing, Request
from .kicker import MULTIKICK_CAP

__all__ = ["OptionalCostsChoice"]


@dataclass(frozen=True)
class OptionalCostsChoice(Choice):
    """How many times each optional keyword cost of the spell is paid (601.2b)."""

    costs: tuple[tuple[str, str, ManaCost, str], ...]  # (variable, name, cost, rule)
    wanted: tuple[tuple[str, int], ...]
    sort_rank = 45

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        name = spell.card.name
        wanted = {} if request is None else dict(request.optional_costs)
        costs: list[tuple[str, str, ManaCost, str]] = []
        offered_costs = spell.profile.optional + granted_optional_costs(spell)  # grants12: 601.2b
        names = [o.name.lower() for o in offered_costs]
        if len(set(names)) < len(names):
            twice = sorted({n for n in names if names.count(n) > 1})
            raise QueryError(f"{name} has two {', '.join(twice)} costs (its own and one an ability gives it): paying them is not weighed by this library")
        offered = set(names)
        for i, o in enumerate(offered_costs):
            low = o.name.lower()
            if request is not None:
                dom: tuple[int, ...] = (wanted.get(low, 0),)
            elif o.repeatable:  # 702.56a, 702.157a: any number of times
                top = spell.budget // o.cost.mana_value() if o.cost.mana_value() else MULTIKICK_CAP
                dom = tuple(range(0, top + 1))
            else:
                dom = (0, 1)
            var = posing.variable(f"optional:{i}", dom)
            costs.append((var, low, o.cost, o.rule))
            if not o.repeatable and any(v > 1 for v in dom):
                posing.rule(in_set([0, 1]), (var,), f"{name}'s {low} cost can be paid only once", f"{o.rule}, 601.2b")
        for low in sorted(set(wanted) - offered - {"bargain", "offering"}):  # costs14: bargain is choices/bargain.py's; keys15: offering choices/offering.py's
            if low in unweighed_keywords(spell.card):  # "Buyback—Sacrifice a land.": never "none"
                raise QueryError(f"{name}: its {low} cost is not one this library weighs (only a cost of mana alone)")
            if wanted[low]:
                posing.fact(f"{name} has no {low} cost (that this library weighs)", "601.2b")
        return cls(tuple(costs), tuple(sorted(wanted.items())))

    def reads(self) -> tuple[str, ...]:
        return tuple(var for var, _, _, _ in self.costs)

    def read(self, solution: Mapping[str, Any]) -> Part:
        paid: list[tuple[str, int]] = []
        additions: list[Line] = []
        for var, low, cost, rule in self.costs:
            n = int(solution.get(var, 0))
            if n:
                paid.append((low, n))
                additions.append((f"{low} {cost}" + (f" ×{n}" if n > 1 else ""), times(cost, n), f"{rule}, 601.2f"))
        said = ", ".join(f"{low} paid" + (f" {n} times" if n > 1 else "") for low, n in paid)
        return Part(
            entries=(("optional_costs", dict(paid)),) if paid else (),
            key=tuple(int(solution.get(var, 0)) for var, _, _, _ in self.costs),
            sentence=f"with {said} (601.2b)" if paid else None,
            additions=tuple(additions),
        )

    def requested(self, space: Space) -> Mapping[str, Any]:
        wanted = dict(self.wanted)
        return {var: wanted.get(low, 0) for var, low, _, _ in self.costs}


def granted_optional_costs(spell: Situation) -> tuple[OptionalCost, ...]:
    """grants12: the optional costs that the static abilities of the caster's permanents give the
    spell ("Each instant and sorcery spell you cast has replicate. The replicate cost is equal to
    its mana cost.": 601.2b, 702.56a; 613.1f), each costing the spell's own mana cost."""
    board, card, caster = spell.board, spell.card, spell.caster
    colors = spell_colors(board, card, card.colors, caster)
    out: list[OptionalCost] = []
    for view, grant in static_effects(board, GrantedOptionalCost):
        if grant.template is None or view.controller != caster:  # "you cast": the ability's controller
            continue
        if spell_matches(grant.spells, card, colors, caster, view.controller, view.permanent):
            out.append(replace(grant.template, cost=card.mana_cost, text=f"{grant.template.name.lower()} granted by {view.id}"))  # "equal to its mana cost"
    return tuple(out)
