"""The value announced for X (107.3a).

Only a spell with {X} in a cost it can be cast for has an X to choose (107.3a); "X can't be 0"
in its text leaves 1 or more (107.3); X is 0 when no
cost with X is paid: a free cast, an alternative cost without X, a prototype without X (107.3b,
718.3b) — read from the :class:`~.base.Replacement` objects the earlier choices posed. Each {X}
is then paid as X generic mana (107.3a, 601.2f).

Request: ``x: N`` (default 0); open when every way is listed, bounded by what the caster's mana
could pay. Cast mapping: ``x``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Self

from ....model.errors import QueryError
from ...mana.amounts import amount_of
from ..modifiers import spell_view
from ..permissions import mana_value_prohibitions, reads_mana_value
from ..situation import Situation
from ..space import in_set, max_sum
from .base import Choice, Part, Posing, Request

__all__ = ["XChoice"]


@dataclass(frozen=True)
class XChoice(Choice):
    """The value of X (107.3)."""

    var: str
    any_x: bool
    sort_rank = 50

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        profile = spell.profile
        if request is not None:
            dom: tuple[int, ...] = (request.x,)
        else:
            dom = tuple(range(0, _bound(spell) + 1)) if profile.any_x else (0,)
        var = posing.variable("x", dom)
        if not profile.any_x and any(v != 0 for v in dom):
            posing.rule(in_set([0]), (var,), f"{spell.card.name} has no {{X}} in its costs, so there is no X to choose", "107.3a")
        if profile.x_not_zero and profile.any_x and not profile.x_only_in_kicker:  # "X can't be 0." (107.3: the value announced is 1 or more; costs12: of a kicker's X, the kicker choice says it)
            posing.rule(in_set([v for v in dom if v != 0]), (var,), f"{spell.card.name}: X can't be 0", "107.3, 601.2b")
        for bound in profile.x_at_most if profile.any_x else ():  # activation13: "X can't be greater than ..." (107.3, 601.2b)
            most = amount_of(bound.amount, spell_view(spell.card, spell.caster, spell.card.colors), spell.board)
            posing.rule(in_set([v for v in dom if v <= most]), (var,), f"{spell.card.name}: {str(bound).rstrip('.')} ({most})", "107.3, 601.2b")
        big = max(dom)
        if big > 0 and not profile.x_in_additional and not profile.x_in_kicker:  # an X of an additional cost is announced whatever is paid instead (601.2b)
            for r in posing.replacements:
                if not r.has_x:
                    posing.rule(max_sum(big, [1, big]), (var, r.var), *r.x_zero)
        if reads_mana_value(spell.board):  # among17: 601.2e, 202.3e, 718.3b
            _pose_mana_value_prohibitions(spell, posing, var, dom)
        return cls(var, profile.any_x)

    def reads(self) -> tuple[str, ...]:
        return (self.var,)

    def read(self, solution: Mapping[str, Any]) -> Part:
        x = int(solution.get(self.var, 0))
        return Part(entries=(("x", x),), key=(x,), sentence=f"with X={x}" if self.any_x else None, x=x)


def _bound(spell: Situation) -> int:
    """The largest X any cost of the spell could be paid with (its {X} symbols counted)."""
    profile = spell.profile
    costs = [spell.card.mana_cost] + [a.cost for a in profile.alternatives] + list(profile.kickers)  # costs12: "Kicker {X}"
    if profile.prototype is not None:
        costs.append(profile.prototype)
    xs = [profile.x_symbols(c) for c in costs if profile.x_symbols(c)]
    bound = spell.budget // min(xs) if xs else 0
    if profile.x_in_additional:  # "pay X life", "discard X cards": as far as life or hand could go (the costs' rule bounds it)
        bound = max(bound, spell.state.life_of(spell.caster), len(spell.state.hand.get(spell.caster, ())))
        # costs12: "waterbend {X}": the mana, and each untapped artifact or creature tapped for {1} (701.67a)
        tappable = sum(1 for v in spell.board if v.controller == spell.caster and not v.permanent.tapped and v.card_types & {"Artifact", "Creature"})
        bound = max(bound, spell.budget + tappable)
    return bound


def _pose_mana_value_prohibitions(spell: Situation, posing: Posing, var: str, dom: tuple[int, ...]) -> None:
    """among17: "Your opponents can't cast spells with mana value 3 or less" (Brisela) and the
    like judge the spell as proposed (601.2e), after X and a prototype are announced: its mana
    value counts X as chosen (202.3e) and is a prototype's when prototyped (718.3b). The values
    of X (or the prototype choice) that the prohibitions forbid are ruled out, with the reason of
    the first one forbidden."""
    profile = spell.profile
    try:
        protos = posing.domain("prototype")
    except KeyError:
        protos = (0,)
    reasons: dict[tuple[int, int], list[tuple[str, str]]] = {}

    def refused(p: int, x: int) -> list[tuple[str, str]]:
        cost = profile.prototype if p and profile.prototype is not None else spell.card.mana_cost
        mv = cost.mana_value() + x * profile.x_symbols(cost)
        if (p, mv) not in reasons:
            reasons[p, mv] = mana_value_prohibitions(spell.board, profile, spell.caster, spell.zone, mv, bool(p))  # audit26: 718.3b colours
        return reasons[p, mv]

    if len(protos) > 1 and len(dom) > 1:
        if any(refused(p, x) for p in protos for x in dom):
            raise QueryError(f"{spell.card.name}: a prohibition by mana value with both X and a prototype open: give x and prototype")
        return
    if len(protos) > 1:
        x = dom[0]
        bad = [p for p in protos if refused(p, x)]
        if bad:
            why, rule = refused(bad[0], x)[0]
            posing.rule(in_set([p for p in protos if p not in bad]), ("prototype",), why, rule)
        return
    bad_x = [x for x in dom if refused(protos[0], x)]
    if bad_x:
        why, rule = refused(protos[0], bad_x[0])[0]
        posing.rule(in_set([x for x in dom if x not in bad_x]), (var,), why, rule)
