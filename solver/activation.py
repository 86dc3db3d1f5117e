"""can_activate: the non-mana parts of the cost (solver.legality) plus payment of any mana in
it from the mana abilities of the controller's permanents that can be activated now (605.3a).

A source whose own mana ability needs mana is not used here (it would consume what it adds
inside the payment); a permanent whose ability being activated taps it can't also be tapped
for mana to pay for it (107.5).
"""

from __future__ import annotations

from model.abilities import ManaAbility
from model.mana import Mana
from model.scenario import QueryError
from model.state import GameState
from solver.layers import AbilityRef, View
from solver.legality import check_costs
from solver.options import Options
from solver.payment import Source, find_payment
from solver.results import Verdict


def mana_sources(resolver, controller: str, exclude: str | None) -> list[Source]:
    """The controller's permanents as mana sources: each one's possible amounts now."""
    from solver.produce import could_produce_all
    from solver.triggers import add_triggered_mana
    from solver.results import Witness

    board = resolver.board
    sources = []
    fp = None
    for v in board:
        if v.controller != controller or v.id == exclude:
            continue
        amounts: set[Mana] = set()
        for ref in v.mana_abilities():
            ability = ref.ability
            assert isinstance(ability, ManaAbility)
            if ability.cost.mana or not check_costs(board, v, ref).ok:
                continue
            if fp is None:
                fp = could_produce_all(resolver)
            for ev, result, _ in resolver.resolve(v, ref, fp.lookup):
                if ability.cost.has_tap:
                    base = Witness(v.id, ref.text)
                    amounts.update(total for total, _ in add_triggered_mana(resolver, v, ref, result, base))
                else:
                    amounts.add(result)
        amounts.discard(Mana())
        if amounts:
            sources.append(Source(v.id, tuple(sorted(amounts)), snow="Snow" in v.supertypes))
    return sources


def activation_verdict(resolver, view: View, ref: AbilityRef) -> Verdict:
    """Whether this ability of ``view`` can be activated now, with the rule when not."""
    target = f"{view.id} ability {ref.index}"
    legality = check_costs(resolver.board, view, ref)
    if not legality.ok:
        return Verdict("can_activate", target, False, legality.reason, legality.rule)
    ability = ref.ability
    mana = ability.cost.mana  # type: ignore[union-attr]
    notes = tuple(("unchecked", list(legality.unchecked)),) if legality.unchecked else ()
    if not mana:
        return Verdict("can_activate", target, True, "every part of the cost can be paid now", details=notes)
    exclude = view.id if ability.cost.has_tap else None  # type: ignore[union-attr]
    sources = mana_sources(resolver, view.controller, exclude)
    payment = find_payment(mana, sources, life=resolver.board.state.life_of(view.controller))
    if payment is None:
        return Verdict(
            "can_activate",
            target,
            False,
            f"{mana}: the mana abilities of {view.controller}'s other permanents that can be activated now can't pay it",
            "605.3a, 118.3",
        )
    return Verdict("can_activate", target, True, f"{mana} can be paid", details=(("payment", payment.to_dict()),) + notes)


def can_activate(state: GameState, pid: str, ability: int, *, options: Options = Options()) -> Verdict:
    """The can_activate query: ``ability`` counts all the permanent's activated abilities from 0."""
    from solver.produce import Resolver

    resolver = Resolver.of(state, options)
    view = resolver.board.view(pid)
    activated = view.activated_abilities()
    if ability >= len(activated):
        raise QueryError(f"{pid} has {len(activated)} activated abilit{'y' if len(activated) == 1 else 'ies'}; there is no number {ability}")
    return activation_verdict(resolver, view, activated[ability])
