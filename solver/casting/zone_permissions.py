"""Permissions to cast a card from a graveyard or from exile (601.3, 601.2a): the card's own
keywords — flashback (702.34a), escape (702.138a), jump-start (702.133a), retrace (702.81a),
foretell (702.143a) — and its own "You may cast this card from your graveyard [as long as ...]"
(113.6: an ability that says it works from a zone works there; 611.3a). Each is a
:class:`~.permissions.Permission` with what it costs besides the mana and the reasons it can't be
used now. Casting from another zone does not change when a spell may be cast (the timing choice's,
117.1a).

Pure functions of a :class:`~solver.board.views.Board`, the card, the caster and the zone.
"""

from __future__ import annotations

from dataclasses import replace

from ...model.abilities import ActivatedAbility, ActivatedMode, TriggeredAbility, ZoneKeywordGrant
from ...model.abilities import GrantedZoneKeyword, CastPermission, DiscardCards, ExileFromGraveyard, SpendingRule, StaticAbility, Zone, ZoneCastKeyword
from ...model.cards import Card
from ...model.costs import PayLife, Sacrifice, TapOther
from ...model.errors import QueryError
from ...model.mana import ALL_TYPES
from ...model.state import ExiledCard, GameState
from ..board.conditions import condition_holds, static_effects
from ..board.spells import spell_fits
from ..board.views import Board
from ..board.bans import life_ban  # bans19
from .modifiers import spell_view
from ..paying.actions import paying_order  # audit38
from ..paying.taking import HandTake  # audit38
from .permissions import Permission
from .selection import candidates
from .words import does, possessive, zone_words

__all__ = ["UNWEIGHED_ZONE_KEYWORDS", "exiled_card", "granted_permissions", "others_in_graveyard", "zone_permissions", "zone_spending_rules"]

UNWEIGHED_ZONE_KEYWORDS: dict[str, Zone] = {
    # keywords that let a card be cast from a graveyard or from exile and that this library does
    # not weigh: casting the card from there is an error naming the keyword, never "nothing lets"
    "harmonize": Zone.GRAVEYARD,  # 702.180a: an optional tap that reduces the cost
    "mayhem": Zone.GRAVEYARD,  # only if the card was discarded this turn (no scenario key)
    "disturb": Zone.GRAVEYARD,  # 702.146a: cast transformed (its back face)
    "plot": Zone.EXILE,  # 702.170d: a plotted card, on a later turn, as a sorcery
}


def zone_permissions(board: Board, card: Card, caster: str, zone: Zone) -> list[Permission]:
    """The permissions of ``card`` itself to be cast by ``caster`` from ``zone`` (a graveyard or
    exile), each with the reasons it can't be used now.

    Raises
    ------
    QueryError
        When the card has a way to be cast from ``zone`` that this library does not weigh (a
        keyword of :data:`UNWEIGHED_ZONE_KEYWORDS`, or a part of its cost the grammar did not read).
    """
    if zone not in (Zone.GRAVEYARD, Zone.EXILE):
        return []
    out: list[Permission] = []
    for ability in card.abilities:
        if isinstance(ability, ZoneCastKeyword) and ability.zone is zone:
            out.append(_keyword_permission(board, card, caster, ability))
        elif isinstance(ability, StaticAbility):
            for eff in ability.effects:
                if isinstance(eff, CastPermission) and eff.spells.self_only and zone in eff.zones:
                    refusals: tuple[tuple[str, str], ...] = ()
                    own = spell_view(card, caster, card.colors)
                    if ability.condition is not None and not condition_holds(ability.condition, own, board):  # 611.3a
                        refusals = ((f"{card.name}'s permission holds only as long as {ability.condition}, which it does not now", "601.3, 611.3a"),)
                    out.append(Permission(None, False, eff.text or str(eff), "601.3, 113.6" + (", 118.9b" if eff.instead is not None else ""), refusals,
                                          keyword=None, own=True, instead=eff.instead, alternative=eff.using))  # becomes13: "by paying ... rather than" (118.9); keys15: "using its blitz ability"
    out.extend(granted_permissions(board, card, caster, zone))  # grants12: keywords other permanents give the card
    entry = exiled_card(board.state, caster, card.name) if zone is Zone.EXILE else None
    if entry is not None and entry.may_cast:  # 601.3: the permission of an effect that resolved (the scenario's may_cast)
        out.append(Permission(None, False, "an effect lets its owner cast it for as long as it remains exiled (may_cast)", "601.3, 611.2a", own=True))
    if entry is not None and entry.adventure:  # audit19: 715.3d: on an adventure, cast from exile, not as an Adventure
        adventure_refusals: tuple[tuple[str, str], ...] = ()
        if card.layout == "adventure" and card.face:
            adventure_refusals = ((f"{card.name} is the Adventure of a card on an adventure: it may be cast from exile, but not as an Adventure", "715.3d"),)
        out.append(Permission(None, False, "its owner may cast it from exile after its Adventure resolved (on an adventure)", "715.3d", adventure_refusals, own=True))
    for name in sorted(card.keywords):
        if UNWEIGHED_ZONE_KEYWORDS.get(name) is zone:
            raise QueryError(f"{card.name}: casting it from the {zone_words(zone)} with its {name} ability is not weighed by this library")
    return out


def granted_permissions(board: Board, card: Card, caster: str, zone: Zone) -> list[Permission]:
    """grants12: the permissions of the zone keywords that the static abilities of ``caster``'s
    permanents give ``card`` in ``caster``'s ``zone`` ("Each instant and sorcery card in your
    graveyard has flashback. The flashback cost is equal to that card's mana cost.": 601.3; 613.1f,
    layer 6 gives abilities to cards in other zones too; 611.3a: only while the ability's condition
    holds), each costing the card's own mana cost plus the grant's other parts (702.34a,
    702.138a)."""
    out: list[Permission] = []
    grants: list[tuple[str, str, GrantedZoneKeyword, str]] = [(v.id, v.controller, g, "613.1f") for v, g in static_effects(board, GrantedZoneKeyword)]
    grants += [(source, controller, g, "611.2a") for source, controller, g in created_zone_grants(board.state, card)]
    for source, controller, grant, rule in grants:
        if grant.zone is not zone or controller != caster:  # "your graveyard": its controller's
            continue
        if not spell_fits(grant.cards, card, card.colors):
            continue
        if grant.template is None:  # never assumed: a keyword whose cost was not read can't be weighed
            raise QueryError(f"{card.name}: {source} gives it {grant.keyword}, and the sentence that says what its {grant.keyword} costs is not read")
        if not isinstance(grant.template, ZoneCastKeyword):  # keys15: scavenge, encore: activated abilities, no permission to cast (602.1)
            continue
        kw = replace(grant.template, cost=card.mana_cost, text=f"{grant.template.name} granted by {source}: {grant}", rule=f"{grant.template.rule}, {rule}")  # "equal to its mana cost"
        out.append(_keyword_permission(board, card, caster, kw))
    return out


def created_zone_grants(state: GameState, card: Card) -> list[tuple[str, str, GrantedZoneKeyword]]:
    """grants12: the zone keywords that abilities which resolved this turn gave ``card`` until end
    of turn (611.2a; the permanent's ``resolved_this_turn``), with the source's id and controller:
    "target ... card in your graveyard gains flashback" when the resolution targeted a card of that
    name (115.1), "each ... card in your graveyard gains flashback" when the resolution names it
    among the cards there as it resolved (611.2c: never assumed to be the cards there now). A spell
    of ``spells_resolved_this_turn`` can't say which cards (an error of the board, as for every
    spell whose effect is about objects it named).

    Raises
    ------
    QueryError
        When such an ability resolved and the scenario does not say which cards it affected.
    """
    out: list[tuple[str, str, GrantedZoneKeyword]] = []
    low = card.name.lower()
    for p in state.permanents:
        for idx in p.resolved_this_turn:
            a = p.card.abilities[idx] if idx < len(p.card.abilities) else None
            if not isinstance(a, (ActivatedAbility, TriggeredAbility, ActivatedMode)):
                continue
            for e in a.continuous:
                if not isinstance(e, ZoneKeywordGrant):
                    continue
                named = p.resolution(idx).targets
                if not named:
                    raise QueryError(
                        f"{p.id}: ability {idx} (“{a.text}”) resolved this turn: say which card(s) in the graveyard it gave "
                        f"{e.grant.keyword} with resolved_this_turn: [{{ability: {idx}, targets: [card names]}}]"
                    )
                if any(t.lower() == low for t in named):
                    out.append((p.id, p.controller, e.grant))
    return out


def _keyword_permission(board: Board, card: Card, caster: str, kw: ZoneCastKeyword) -> Permission:
    """The permission of one zone keyword (601.3), with what its cost asks besides mana and why
    it can't be used now."""
    state = board.state
    name, low = card.name, kw.name.lower()
    if kw.unread:
        raise QueryError(f"{name}: a part of its {low} cost is not read ('{kw.unread}'), so casting it with {low} can't be weighed")
    refusals: list[tuple[str, str]] = []
    if kw.spell_types and not kw.spell_types & card.card_types:  # 702.34a: "if the resulting spell is an instant or sorcery spell"
        refusals.append((f"{low} casts {name} only if the spell is {' or '.join(sorted(t.lower() for t in kw.spell_types))}", kw.rule))
    if kw.foretold:  # 702.143a: a card foretold, cast after the turn it was foretold
        entry = exiled_card(state, caster, name)
        if entry is not None and not entry.foretold:
            refusals.append((f"{name} in {possessive(caster)} exile was not foretold (give foretold: true if it was)", kw.rule))
        elif entry is not None and entry.foretold_this_turn:
            refusals.append((f"{name} was foretold this turn, and may be cast for its foretell cost only after this turn has ended", kw.rule))
    life = 0
    paid: list[tuple[str, str]] = []
    words: list[str] = []
    for part in kw.parts:
        why = _part_refusal(board, card, caster, kw, part, paid)
        if why is not None:
            refusals.append((f"its {low} cost can't be paid: {why}", f"{kw.rule}, 118.3"))
        if isinstance(part, PayLife):
            life += part.amount
        words.append(_part_words(part))
    return Permission(
        None, False, kw.text or kw.name, kw.rule, tuple(refusals),
        instead=kw.cost if kw.instead else None, keyword=low, life=life, paid=tuple(paid), parts=tuple(words),
        hand=tuple(HandTake(p.count, types=kw.discard_types, text=_part_words(p)) for p in kw.parts if isinstance(p, DiscardCards)),  # audit38: 118.3
    )


def _part_refusal(board: Board, card: Card, caster: str, kw: ZoneCastKeyword, part: object, paid: list[tuple[str, str]]) -> str | None:
    """Why ``part`` of a zone keyword's cost can't be paid now (118.3), or None; the permanents
    that pay it are added to ``paid`` (each once, 118.10: tapped ones lose their {T} abilities
    for the payment, those with the fewest mana abilities first)."""
    state = board.state
    if isinstance(part, PayLife):  # 119.4: a player can pay life only up to their life total
        if part.amount > 0 and (ban := life_ban(board, caster)) is not None:  # bans19: 118.3, 119.8
            return f"it asks for {part.amount} life: {ban}"
        if state.life_of(caster) < part.amount:
            return f"it asks for {part.amount} life, and {possessive(caster)} life total is {state.life_of(caster)}"
    elif isinstance(part, DiscardCards):  # the card is on the stack by then (601.2a): every card of the hand may pay
        hand = state.hand.get(caster, ())
        fit = [c for c in hand if not kw.discard_types or kw.discard_types & c.card_types]
        if len(fit) < part.count:
            kind = " " + " or ".join(sorted(t.lower() for t in kw.discard_types)) if kw.discard_types else ""
            return f"it asks to discard {part.count}{kind} card(s), and {possessive(caster)} hand holds {len(fit)}"
    elif isinstance(part, ExileFromGraveyard):  # 702.138a: "other" cards; the card itself is on the stack (601.2a)
        n = others_in_graveyard(state, caster, card)
        if n < part.count:
            return f"it asks to exile {part.count} other card(s) from {possessive(caster)} graveyard, which holds {n} other card(s)"
    elif isinstance(part, (Sacrifice, TapOther)):
        verb = "sacrifice" if isinstance(part, Sacrifice) else "tap"
        used = {pid for pid, _ in paid}
        cands = [c for c in candidates(board, part.what, caster, sacrificed=verb == "sacrifice") if c not in used]  # 118.10: each object pays once
        if verb == "tap":
            cands = [c for c in cands if not board.view(c).permanent.tapped]
        cands.sort(key=lambda c: paying_order(board.view(c), verb))  # audit38: those that lose the least mana first (118.3)
        if len(cands) < part.count:
            return f"it asks to {verb} {part.count} {part.what}, and {does(caster, 'controls')} {len(cands)}"
        paid.extend((c, verb) for c in cands[: part.count])
    else:
        return f"its part '{part}' is not one this library can pay"
    return None


def _part_words(part: object) -> str:
    if isinstance(part, DiscardCards):
        return part.text or str(part)
    if isinstance(part, ExileFromGraveyard):
        return part.text or str(part)
    return str(getattr(part, "text", "") or part)


def exiled_card(state: GameState, player: str, name: str) -> ExiledCard | None:
    """The first card named ``name`` in ``player``'s exile (406), or None."""
    low = name.lower()
    return next((e for e in state.exile.get(player, ()) if e.card.named(low) is not None), None)


def others_in_graveyard(state: GameState, player: str, card: Card) -> int:
    """How many cards of ``player``'s graveyard other than one copy of ``card`` (which is on the
    stack as its costs are paid, 601.2a): never assumed when the graveyard is not given.

    Raises
    ------
    QueryError
        When the scenario does not give ``player``'s graveyard.
    """
    if player not in state.graveyard:
        raise QueryError(f"the cards of {possessive(player)} graveyard are needed: give the scenario key graveyard: {{{player}: [card names]}}")
    cards = list(state.graveyard[player])
    mine = next((i for i, c in enumerate(cards) if c.name == card.name), None)
    if mine is not None:
        del cards[mine]
    return len(cards)


def zone_spending_rules(state: GameState, caster: str, card: Card, zone: Zone) -> list[SpendingRule]:
    """The spending rule of a card cast from exile whose exiling effect says "mana of any type can
    be spent to cast that spell" (the scenario's ``any_mana``; 609.4b): any type pays any symbol
    as though it were that type, as it is cast (601.2g-h)."""
    entry = exiled_card(state, caster, card.name) if zone is Zone.EXILE else None
    if entry is None or not entry.any_mana:
        return []
    return [SpendingRule(ALL_TYPES, ALL_TYPES, text="mana of any type can be spent to cast that spell (any_mana)", this_spell=True)]
