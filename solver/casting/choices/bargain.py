"""costs14: bargain (702.166a: "As an additional cost to cast this spell, you may sacrifice an
artifact, enchantment, or token"; 702.166b: the spell is bargained when that cost was paid), and
the changes of the spell's own cost "if it's bargained" (Ice Out: "This spell costs {1} less to
cast if it's bargained."; 601.2f: applied with the other reductions once the costs are chosen).

One variable: 0 is not bargained, k > 0 sacrifices the k-th of the caster's artifacts, enchantments
or tokens (701.21a: their own; audit38: each a way, those that lose no mana ability first: they
may tap for mana before, 601.2g-h, but a Treasure can't also be sacrificed for its mana, 118.3);
with none, the spell can't be bargained (118.3).

Request: ``optional_costs: {bargain: 1}`` bargains it, ``{bargain: 0}`` or leaving it out does not
(open when every way is listed). Cast mapping: ``bargained`` (the permanent sacrificed), only for a
card with bargain.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Self

from ....model.abilities import Bargain, Bargained, CostModifier
from ...board.bans import sacrifice_ban  # bans19
from ...paying.actions import paid_with, paying_order  # audit38
from ..costs import Reduction
from ..situation import Situation
from ..space import in_set
from .base import Choice, Line, Part, Posing, Request

__all__ = ["BargainChoice"]

_BARGAIN_TYPES = frozenset({"Artifact", "Enchantment"})  # 702.166a, and tokens


@dataclass(frozen=True)
class BargainChoice(Choice):
    """Whether the spell is bargained, and what is sacrificed for it (702.166a).

    audit38: which permanent is sacrificed is a choice (the variable's value k > 0 sacrifices the
    k-th of ``payers``): a Treasure sacrificed for bargain can't also be sacrificed for its mana
    (118.3), while Mind Stone can tap for {C} first (601.2g before 601.2h), so the payment decides
    which one pays, those that lose no mana ability first."""

    var: str | None
    payers: tuple[str, ...]
    changes: tuple[CostModifier, ...]
    sort_rank = 68

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        card, board, caster = spell.card, spell.board, spell.caster
        changes = tuple(m for m in spell.profile.own_modifiers if isinstance(m.condition, Bargained))
        if not any(isinstance(a, Bargain) for a in card.abilities):
            return cls(None, (), changes)
        asked = None if request is None else dict(request.optional_costs).get("bargain", 0)
        if asked is not None and int(asked) > 1:
            posing.fact(f"{card.name} can be bargained only once", "702.166a")
        mine = [v for v in board if v.controller == caster and (v.card_types & _BARGAIN_TYPES or v.permanent.is_token) and sacrifice_ban(board, caster, v) is None]  # bans19: 701.21a
        mine.sort(key=lambda v: paying_order(v, "sacrifice"))
        payers = tuple(v.id for v in mine)
        every = tuple(range(len(payers) + 1))
        var = posing.variable("bargain", every if asked is None else (0,) if not int(asked) else every[1:] or (1,))
        if not mine:
            posing.rule(in_set([0]), (var,), f"{caster} controls no artifact, enchantment or token to sacrifice for bargain", "702.166a, 118.3")
        return cls(var, payers, changes)

    def reads(self) -> tuple[str, ...]:
        return () if self.var is None else (self.var,)

    def read(self, solution: Mapping[str, Any]) -> Part:
        if self.var is None:
            return Part()
        k = int(solution.get(self.var) or 0)
        if not k or k > len(self.payers):
            return Part(entries=(("bargained", None),), key=(0,))
        payer = self.payers[k - 1]
        increases: tuple[Line, ...] = tuple((m.text or str(m), m.amount, "601.2f, 702.166b") for m in self.changes if m.increase)
        reductions = tuple(Reduction(m.text or str(m), m.amount, "601.2f, 118.7, 702.166b") for m in self.changes if not m.increase)
        return Part(
            entries=(("bargained", payer),),
            key=(1, k),
            sentence=f"bargained, sacrificing {payer} (702.166a)",
            additions=increases,
            skip=paid_with(payer, "sacrifice"),  # audit38: 118.3
            reductions=reductions,
        )

    def requested(self, space: Any) -> Mapping[str, Any]:
        return {} if self.var is None else {self.var: 0}

