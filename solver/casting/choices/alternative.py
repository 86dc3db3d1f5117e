"""Which alternative cost is paid instead of the mana cost, if any (118.9): evoke (702.74a),
dash (702.109a), blitz (702.152a).

At most one alternative cost applies to a spell, and casting it without paying its mana cost is
one (118.9a, 601.2b; One with the Multiverse's ruling: no other alternative cost with its free
cast). A spell without a mana cost can be cast only for something else (118.6): a free cast, an
alternative cost or a prototype. Each alternative cost is posed as a :class:`~.base.Replacement`
(X is 0 with one whose cost has no X, 107.3b).

Request: ``alternative_cost: NAME|null`` (default null: none); open when every way is listed.
Cast mapping: ``alternative_cost``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Self

from ..profile import Alternative
from ..situation import Situation
from ..space import max_sum, min_sum
from .base import Choice, Part, Posing, Replacement, Request

__all__ = ["AlternativeChoice"]


@dataclass(frozen=True)
class AlternativeChoice(Choice):
    """One of the card's alternative costs, or none (118.9)."""

    alternatives: tuple[tuple[str, Alternative], ...]
    sort_rank = 30

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        profile, name = spell.profile, spell.card.name
        wanted = None if request is None or not request.alternative_cost else request.alternative_cost.lower()
        alternatives: list[tuple[str, Alternative]] = []
        for i, a in enumerate(profile.alternatives):
            dom = (0, 1) if request is None else (1,) if wanted == a.name else (0,)
            alternatives.append((posing.variable(f"alternative:{i}", dom), a))
        if wanted is not None and profile.alternative(wanted) is None:
            posing.fact(f"{name} has no {wanted} cost", "118.9")
        for var, a in alternatives:
            posing.replaces_mana_cost(Replacement(var, a.cost, True, (f"X must be 0: the {a.name} cost has no X", "107.3b")))
        exclusive = [r.var for r in posing.replacements if r.alternative]
        if len(exclusive) >= 2:
            posing.rule(
                max_sum(1),
                exclusive,
                "only one alternative cost can be applied to a spell, and casting it without paying its mana cost is one "
                "(One with the Multiverse ruling: no other alternative cost with its free cast)",
                "118.9a, 601.2b",
            )
        if not spell.card.mana_cost.symbols:
            payers = [r.var for r in posing.replacements]
            if payers:
                posing.rule(min_sum(1), payers, f"{name} has no mana cost, which can't be paid", "118.6")
            else:
                posing.fact(f"{name} has no mana cost, which can't be paid", "118.6")
        return cls(tuple(alternatives))

    def reads(self) -> tuple[str, ...]:
        return tuple(var for var, _ in self.alternatives)

    def read(self, solution: Mapping[str, Any]) -> Part:
        a = next((a for var, a in self.alternatives if solution.get(var) == 1), None)
        if a is None:
            return Part(entries=(("alternative_cost", None),), key=("",))
        return Part(
            entries=(("alternative_cost", a.name),),
            key=(a.name,),
            sentence=f"for its {a.name} cost (118.9)",
            instead=(a.cost, f"{a.name} cost {a.cost} instead of the mana cost ({a.rule})"),
        )
