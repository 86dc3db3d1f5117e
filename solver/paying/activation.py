"""can_activate: the non-mana parts of the cost (solver.legality) plus payment of any mana in
it from the mana abilities of the controller's permanents that can be activated now (605.3a).

A source whose own mana ability needs mana is not used here (it would consume what it adds
inside the payment); a permanent whose ability being activated taps it can't also be tapped
for mana to pay for it (107.5).
"""

from __future__ import annotations

from typing import Collection

from ...model.abilities import ActivatedAbility, ManaAbility
from ...model.cards import Card
from ...model.costs import ExileSelfFromHand, TapOther
from ...model.errors import QueryError
from ...model.mana import Mana
from ...model.state import GameState, Permanent
from ..board.views import AbilityRef, View, view_status
from ..mana.events import events
from ..mana.resolver import Resolver
from ..mana.triggers import add_triggered_mana
from ..options import Options
from ..results import Verdict, Witness
from .legality import check_costs
from .payment import Source, find_payment
from .spending import spend_sources, spending_rules, spending_types


def mana_sources(resolver: Resolver, controller: str, exclude: str | None, skip: Collection[tuple[str, int]] = ()) -> list[Source]:
    """The controller's mana sources now, each with its possible amounts (605.3a: any mana
    ability that can be activated now may be activated while paying).

    A permanent's mana abilities whose cost taps another permanent (Springleaf Drum) give
    ``tapping`` amounts, with the permanents they could tap. Cards in hand whose mana ability is
    paid by exiling or discarding them (Elvish Spirit Guide) are sources too (605.3a; its ruling:
    "This ability is a mana ability").

    ``skip`` names mana abilities, as (permanent id, ability number), that can't be used: a
    permanent sacrificed or tapped for another part of the same cost can't also pay with an
    ability that sacrifices or taps it (118.3; casting.py)."""
    board = resolver.board
    sources = []
    fp = None
    for v in board:
        if v.controller != controller or v.id == exclude:
            continue
        amounts: set[Mana] = set()
        tapping: set[Mana] = set()
        taps: set[str] = set()
        for ref in v.mana_abilities():
            ability = ref.ability
            assert isinstance(ability, ManaAbility)
            if (v.id, ref.index) in skip or ability.cost.mana or not check_costs(board, v, ref).ok:
                continue
            if fp is None:
                fp = resolver.full_fixed_point()
            others = [p for p in ability.cost.parts if isinstance(p, TapOther)]
            into = tapping if others else amounts
            for p in others:
                taps |= {w.id for w in board if w.controller == controller and not w.permanent.tapped and w.id != v.id and p.what.matches_characteristics(w, view_status(w) if p.what.needs_state else None)}
            for ev, result, _ in resolver.resolve(v, ref, fp.paying_lookup):
                if ability.cost.has_tap:
                    base = Witness(v.id, ref.text)
                    into.update(total for total, _ in add_triggered_mana(resolver, v, ref, result, base))
                else:
                    into.add(result)
        amounts.discard(Mana())
        tapping.discard(Mana())
        if amounts or tapping:
            sources.append(Source(v.id, tuple(sorted(amounts)), "Snow" in v.supertypes, tuple(sorted(tapping)), frozenset(taps)))
    if resolver.options.hand_mana_abilities:
        sources += hand_sources(resolver, controller)
    return sources


def hand_sources(resolver: Resolver, controller: str) -> list[Source]:
    """Cards in ``controller``'s hand with a mana ability whose only cost is exiling the card from
    the hand (Elvish Spirit Guide): each is a source once."""
    out = []
    for i, card in enumerate(resolver.board.state.hand.get(controller, ())):
        assert isinstance(card, Card)
        amounts: set[Mana] = set()
        for ability in card.abilities:
            if isinstance(ability, ManaAbility) and ability.cost.parts and all(isinstance(p, ExileSelfFromHand) for p in ability.cost.parts):
                holder = View(Permanent(f"{card.name} (hand {i})", card, controller), card.card_types, card.subtypes, card.supertypes, card.colors, ())
                amounts.update(e.mana for e in events(ability, holder, resolver.board))
        amounts.discard(Mana())
        if amounts:
            out.append(Source(f"{card.name} (in hand)", tuple(sorted(amounts))))
    return out


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
    exclude = view.id if ability.cost.has_tap else None
    raw = mana_sources(resolver, view.controller, exclude)
    sources, _ = spend_sources(raw, spending_types(spending_rules(resolver.board, view.controller)), resolver.options.max_outcomes)
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
    resolver = Resolver.of(state, options)
    view = resolver.board.view(pid)
    activated = view.activated_abilities()
    if ability >= len(activated):
        raise QueryError(f"{pid} has {len(activated)} activated abilit{'y' if len(activated) == 1 else 'ies'}; there is no number {ability}")
    return activation_verdict(resolver, view, activated[ability])
