"""can_activate: the non-mana parts of the cost (solver.legality) plus payment of any mana in it
with mana abilities of its controller that can be activated now (605.3a), chained to any depth
(601.2g-h: a Forest pays a Signet's {1}, whose mana pays the cost): :mod:`.affordable`.

The ability's own {T} is paid with the rest of its cost, so its permanent can't also be tapped
for mana to pay it (107.5); its other mana abilities may still be activated first (602.2b,
601.2g). A permanent the cost sacrifices may be tapped for mana first, but nothing else may
sacrifice it (118.3).
"""

from __future__ import annotations

from ...model.abilities import ActivatedAbility, ManaAbility
from ...model.costs import Sacrifice
from ...model.errors import QueryError
from ...model.selectors import Relation
from ...model.state import GameState
from ..board.views import AbilityRef, View
from ..mana.resolver import Resolver
from ..options import Options
from ..results import Verdict
from .actions import player_mana
from .affordable import pay_cost
from .legality import check_costs
from .spending import Purpose

__all__ = ["activation_verdict", "can_activate"]


def activation_verdict(resolver: Resolver, view: View, ref: AbilityRef[ManaAbility | ActivatedAbility]) -> Verdict:
    """Whether this ability of ``view`` can be activated now, with the rule when not."""
    target = f"{view.id} ability {ref.index}"
    legality = check_costs(resolver.board, view, ref)
    if not legality.ok:
        return Verdict("can_activate", target, False, legality.reason, legality.rule)
    ability = ref.ability
    mana = ability.cost.mana
    notes: tuple[tuple[str, object], ...] = (("unchecked", list(legality.unchecked)),) if legality.unchecked else ()
    if not mana:
        return Verdict("can_activate", target, True, "every part of the cost can be paid now", details=notes)
    sacrificed = any(isinstance(p, Sacrifice) and p.what.relation is Relation.SELF for p in ability.cost.parts)
    pm = player_mana(
        resolver, view.controller, pretapped=[view.id] if ability.cost.has_tap else [], reserved=[view.id] if sacrificed else []
    )
    payment = pay_cost(pm, mana, Purpose(ability_of=view.id, text=ref.text), budget=resolver.options.max_plan_states)
    if payment is None:
        return Verdict(
            "can_activate",
            target,
            False,
            f"{mana}: the mana abilities of {view.controller}'s other permanents that can be activated now can't pay it",
            "605.3a, 118.3",
        )
    details: tuple[tuple[str, object], ...] = (("payment", payment.payment().to_dict()),)
    if any(step.paid for step in payment.plan):  # a chained payment: show the plan
        details += (("plan", [s.to_dict() for s in payment.plan]),)
    return Verdict("can_activate", target, True, f"{mana} can be paid", details=details + notes)


def can_activate(state: GameState, pid: str, ability: int, *, options: Options = Options()) -> Verdict:
    """The can_activate query: ``ability`` counts all the permanent's activated abilities from 0."""
    if isinstance(ability, bool) or not isinstance(ability, int) or ability < 0:
        raise QueryError(f"can_activate: ability must be a whole number from 0, got {ability!r}")
    resolver = Resolver.of(state, options)
    view = resolver.board.view(pid)
    activated = view.activated_abilities()
    if ability >= len(activated):
        raise QueryError(f"{pid} has {len(activated)} activated abilit{'y' if len(activated) == 1 else 'ies'}; there is no number {ability}")
    return activation_verdict(resolver, view, activated[ability])
