"""What the permanent a spell becomes enters with (SCENARIOS.md ``enters``): its counters and its
mana value.

An enters-with-counters replacement that reads X uses the spell's X and kicker count (107.3m,
614.1c); the permanent's own X is 0, so its mana value counts X as 0 (202.3e); a prototyped
permanent has the prototype's mana cost (718.3b). A permanent put onto the battlefield without
being cast has X = 0 and was kicked 0 times. "If this creature was kicked, it enters with ..."
applies only to a kicked spell (702.33d); a count of the board ("for each other Zombie you
control", "for each color among permanents you control") is taken as the permanent enters,
without it (it is not on the battlefield yet); and the permanents on the battlefield whose text
makes others enter with more counters ("Each other creature you control enters with an additional
+1/+1 counter on it") add theirs when the permanent is one of those they mean (614.1c, 614.12).
"""

from __future__ import annotations

import dataclasses
import itertools

from ...model.abilities import (
    CardsExiledToCast, CastFrom, Const, CreaturesConvoked, EntersGrant, Keyword, GrantAbilities, StaticAbility, WasKicked, EntersWithCounters, ManaAbility, ManaSpentAtLeast, ManaSpentToCast, NotCastFrom, AsEntersChoice, XIsAtLeast, SpentRider, Sunburst, TimesKicked, TurnCount, XValue, Zone, ZoneCastKeyword,
    SpellCast, SpellManaValue, SpendKind, TriggeredAbility,  # enters16
    CounterReplacement,  # audit18
    CounterProhibition,  # audit31
    TakenAsEnters,  # s16
)
from ...model.selectors import Who
from ...model.cards import Card
from ...model.copies import entering_as_copy  # audit32
from ...model.costs import ManaCost, SymbolKind  # audit33: SymbolKind
from ...model.errors import QueryError, UnknownCardError
from ...model.mana import Mana
from ...model.queries import EntersQuery
from ...model.state import GameState
from ...model.vocabulary import PERMANENT_TYPES  # audit33
from ..board.conditions import static_effects
from ..board.layers import compute_board
from ..board.views import Board, View, selects
from ..mana.amounts import amount_of
from ..paying.legality import restriction_refusal
from ..paying.spending import spell_of_kind
from .modifiers import spell_view, turn_count
from .permissions import permissions  # enters16
from .profile import SpellProfile
from .results import Enters
from .situation import lookup_card
from .words import does, possessive  # cov17; s16: does

__all__ = ["answer_enters", "enters"]


def enters(
    state: GameState, card: str, *, x: int = 0, kicked: int = 0, prototype: bool = False, cast: bool = True,
    given: frozenset[str] = frozenset(), from_: str = "hand", spent: Mana | None = None, spent_from: tuple[str, ...] = (),
    escaped: bool = False, chosen_counters: tuple[str, ...] | None = None, as_enters: bool | None = None,
    kicked_with: tuple[ManaCost, ...] | None = None, using: str | None = None,
    devoured: int | None = None, revealed: int | None = None, phyrexian_life: int | None = None,
) -> Enters:
    """What the permanent ``card`` becomes enters with (107.3m, 614.1c, 202.3e, 718.3b);
    ``cast=False`` for a permanent put onto the battlefield without being cast; ``from_`` the zone
    the spell was cast from ("hand" or "library", 601.2a); ``spent`` the mana paid for it (601.2h).
    ``given`` names the keys a query wrote
    (``x`` or ``kicked`` written with ``cast=False`` is an error)."""
    query = EntersQuery(card, x, kicked, prototype, cast, given, Zone(from_), spent, spent_from, escaped, chosen_counters, as_enters, kicked_with, using)
    return answer_enters(state, dataclasses.replace(query, devoured=devoured, revealed=revealed, phyrexian_life=phyrexian_life))  # s16; audit33


def answer_enters(state: GameState, query: EntersQuery) -> Enters:
    """The answer to an ``enters`` query: ``{counters, mana_value}``."""
    x, kicked, prototype, cast = query.x, query.kicked, query.prototype, query.cast
    c = lookup_card(state, query.card, None)
    if not c.type_line.card_types & PERMANENT_TYPES:
        # audit33: 608.2n, 110.1: an instant or sorcery spell is put into its owner's graveyard as
        # it resolves; only a permanent spell becomes a permanent (608.3), so nothing enters
        kinds = " and ".join(sorted(t.lower() for t in c.type_line.card_types)) or "card with no card type"
        raise QueryError(f"enters: {c.name} is {'an' if kinds[0] in 'aeiou' else 'a'} {kinds}: it never becomes a permanent, so nothing enters (608.2n, 608.3, 110.1)")
    profile = SpellProfile.of(c)
    reads_x = any(isinstance(e.amount, XValue) or isinstance(e.condition, XIsAtLeast) for e in profile.entering)
    if x and not (profile.any_x or reads_x):
        raise QueryError(f"enters: x: {c.name} has no X")
    capacity = len(profile.kickers) if profile.multikicker is None else None
    if kicked and capacity is not None and kicked > capacity:
        raise QueryError(f"enters: kicked: {c.name} can be kicked {'at most ' + str(capacity) + ' time(s)' if capacity else 'not at all (no kicker)'}")
    if prototype and profile.prototype is None:
        raise QueryError(f"enters: prototype: {c.name} has no prototype")
    if query.escaped and not (cast and query.zone is Zone.GRAVEYARD and any(isinstance(a, ZoneCastKeyword) and a.name.lower() == "escape" for a in c.abilities)):
        raise QueryError(f"enters: escaped: {c.name} escaped only if it was cast from a graveyard with its escape ability (702.138d): give cast: true, from: graveyard, for a card with escape")
    if not cast and ("x" in query.given or "kicked" in query.given) and (x or kicked):
        raise QueryError("enters: x and kicked describe the spell; with cast: false the permanent was not cast (X is 0)")
    counters: dict[str, int] = {}
    reasons: list[str] = []
    copying = entering_as_copy(c)
    if copying is not None:  # audit32: "You may have this creature enter as a copy of ..." (614.1c, 707.2)
        said = (copying.text or str(copying)).rstrip(".")
        if query.as_enters is None:
            raise QueryError(
                f"enters: {c.name}: “{said}” is a choice as it enters: say whether the player made it a copy with the query key "
                "as_enters: true|false (614.1c); its counters and mana value are then the copy's (707.2)"
            )
        if query.as_enters:
            raise QueryError(f"enters: {c.name}: as a copy, its counters and mana value are those of what it copies, which is not a key of the enters query (707.2, 614.1c)")
        reasons.append(f"{said}: it entered as itself (as_enters: false), not as a copy (614.1c)")
    controller = _controller(state, c.name)
    board = compute_board(_without_the_spell(state, c.name, controller, query), amount_of)  # pt10: layer 7's amounts (613.4)
    entering = spell_view(c, controller, c.colors)
    if cast and x:  # audit35: Unbound Flourishing doubles the spell's X before it resolves (603.2, 107.3m)
        x, doubled_why = _x_doubled(board, entering, c, x, controller)
        reasons.extend(doubled_why)
        query = dataclasses.replace(query, x=x)
    for kind, printed, rule, noun in (("loyalty", c.loyalty, "306.5b", "Planeswalker"), ("defense", c.defense, "310.4b", "Battle")):
        if noun in entering.card_types and printed is not None and printed.strip().isdigit():  # audit19
            counters[kind] = int(printed)
            reasons.append(f"a {noun.lower()} enters with {printed} {kind} counter(s), its printed {kind} ({rule})")
        elif noun in entering.card_types:
            reasons.append(f"its printed {kind} is not given (the card's {kind} key), so no {kind} counters are counted ({rule})")
    _compleated(c, query, counters, reasons)  # audit33: 702.150a
    if "Saga" in entering.subtypes:  # audit31: 714.3a, as a Saga enters its controller puts a lore counter on it
        if any(isinstance(a, Keyword) and a.name.lower() == "read ahead" for a in c.abilities):
            raise QueryError(f"enters: {c.name}: read ahead (702.155a): the chapter number chosen as it enters is not a key of the enters query")
        counters["lore"] = 1
        reasons.append("a Saga enters with a lore counter (714.3a)")
    # audit31: "It escapes with twelve +1/+1 counters on it instead." (702.138c): when it escaped,
    # its own unconditional "enters with" counters of that kind are replaced
    replaced_kinds = {e.kind for e in profile.entering if e.instead and e.if_escaped} if cast and query.escaped else set()
    for e in profile.entering:
        amount = e.amount
        said = (e.text or str(e)).rstrip(".")
        if e.kind in replaced_kinds and not (e.if_escaped or e.if_kicked or e.condition is not None or e.choices):
            reasons.append(f"{said}: it escaped, so its escape counters apply instead (702.138c, 614.1c)")
            continue
        if e.if_kicked and not (cast and kicked):
            reasons.append(f"{said}: it was not kicked, so it does not apply (702.33d)")
            continue
        if e.if_kicked and e.kicker is not None:  # types15: "kicked with its {R} kicker" (702.33e)
            if not _kicked_with(WasKicked(e.kicker), query, profile, said):
                reasons.append(f"{said}: its {e.kicker} kicker was not paid, so it does not apply (702.33e)")
                continue
        if e.if_escaped and not (cast and query.escaped):  # zones11: 702.138c-d
            reasons.append(f"{said}: it did not escape (escaped: false), so it does not apply (702.138c)")
            continue
        if e.condition is not None:
            refused = _condition_refused(e, query, board, entering)
            if refused is not None:
                reasons.append(f"{said}: {refused}, so it does not apply (614.1c)")
                continue
            reasons.append(f"{said}: {e.condition} holds as it enters (614.1c)")
        if isinstance(amount, XValue):
            n = x if cast else 0
            reasons.append(f"{said}: X is the spell's X, {n} (107.3m, 614.1c)" if cast else f"{said}: not cast, so X is 0 (107.3m)")
        elif isinstance(amount, TimesKicked):
            n = kicked if cast else 0
            reasons.append(f"{said}: kicked {n} time(s) (702.33d, 614.1c)")
        elif isinstance(amount, Const):
            n = amount.n
            reasons.append(f"{said}" + (" (702.33d: it was kicked; 614.1c)" if e.if_kicked else " (702.138c: it escaped; 614.1c)" if e.if_escaped else " (614.1c)"))
        elif isinstance(amount, ManaSpentToCast):  # counters10
            n, why = _spent(amount, query, c.name)
            reasons.append(f"{said}: {why}")
        elif isinstance(amount, TurnCount):  # counters10: "for each creature that died this turn"
            n = turn_count(amount, entering, board)
            reasons.append(f"{said}: {n} (700.4, 614.1c)")
        elif isinstance(amount, CardsExiledToCast):  # audit19: Murktide Regent (702.66a, 607.2a)
            n, why = _exiled_count(amount, query, state, c.name)
            reasons.append(f"{said}: {why}")
        elif isinstance(amount, CreaturesConvoked):  # audit19: Ancient Imperiosaur (702.51a)
            n, why = _convoked(query, c.name)
            reasons.append(f"{said}: {why}")
        elif isinstance(amount, TakenAsEnters):  # s16: devour, amplify (702.82a, 702.38a)
            n, why = _taken(amount, query, state, board, entering, c)
            reasons.append(f"{said}: {why}")
        elif isinstance(amount, SpellManaValue):  # enters16: only a cast trigger's (603.2)
            raise QueryError(f"enters: {c.name}: “{said}”: the mana value of a spell is not an amount of its own text")
        else:  # a count of the board as it enters (the permanent is not on it yet)
            n = amount_of(amount, entering, board)
            reasons.append(f"{said}: {amount} is {n} as it enters (614.1c)")
        if e.choices:  # counters14: "your choice of a flying counter or a first strike counter" (614.1c)
            for kind in _chosen(e, query, c.name):
                counters[kind] = counters.get(kind, 0) + n
            reasons.append(f"{said}: chosen {', '.join(_chosen(e, query, c.name))} (614.1c)")
            continue
        if e.factor != 1:  # activation13: "two +1/+1 counters on it for each ..." (614.1c)
            reasons.append(f"{said}: {e.factor} for each, {e.factor * n} (614.1c)")
            n *= e.factor
        counters[e.kind] = counters.get(e.kind, 0) + n
    if query.spent is not None and not cast:
        raise QueryError("enters: spent describes the mana paid for the spell; with cast: false no mana was spent (601.2h)")
    if any(isinstance(a, Sunburst) for a in c.abilities):  # counters10: 702.44a
        kind = "+1/+1" if "Creature" in entering.card_types else "charge"
        n, why = _spent(ManaSpentToCast(colors=True), query, c.name)
        reasons.append(f"Sunburst: {'a creature' if kind == '+1/+1' else 'not a creature'}, so {kind} counters (702.44a): {why}")
        counters[kind] = counters.get(kind, 0) + n
    gains: list[str] = []
    for source_ref in query.spent_from:  # counters10: what the mana spent on it does (106.6a)
        for rider, why in _riders(state, board, source_ref, c, entering, x if cast else 0, query.zone):
            reasons.append(why)
            if rider is None:
                continue
            if rider.counters:
                counters[rider.kind] = counters.get(rider.kind, 0) + rider.counters
            gains.extend(f"{g} {rider.duration}".strip() for g in rider.gains if f"{g} {rider.duration}".strip() not in gains)
    if query.as_enters is False and any(isinstance(a, Keyword) and a.name.lower() == "riot" for a in c.abilities):
        gains.append("haste")  # audit31: 702.136a, riot: "If you don't, it gains haste."
        reasons.append("Riot: no +1/+1 counter (as_enters: false), so it gains haste (702.136a)")
    if cast and kicked:  # counters14: "... and with haste" if kicked (702.33d, 614.1c)
        for a in c.abilities:
            if isinstance(a, StaticAbility) and isinstance(a.condition, WasKicked) and _kicked_with(a.condition, query, profile, a.text):
                for g in a.effects:
                    if isinstance(g, GrantAbilities):
                        # types15: a quoted ability by its text ("Pay 3 life: Regenerate this creature.")
                        names = [str(k.name).lower() if isinstance(k, Keyword) else f"“{getattr(k, 'text', '') or k}”" for k in g.abilities]
                        gains.extend(n for n in names if n not in gains)
                        reasons.append(f"{(g.text or str(g)).rstrip('.')}: it was kicked, so it enters with {', '.join(names)} (702.33d, 614.1c)")
    if query.spent_from and not cast:
        raise QueryError("enters: spent_from names the mana paid for the spell; with cast: false no mana was spent (601.2h)")
    for source, grant, why in _spell_grants(board, entering, c, query, controller) + _permission_grants(board, profile, c, entering, query, controller):  # enters16: 603.7c, 603.2, 601.3
        reasons.append(why)
        if grant is None:
            continue
        granted = grant.entering
        if granted is not None:
            amount = granted.amount
            if isinstance(amount, SpellManaValue):  # "its mana value minus 4": on the stack, X counts (202.3e)
                mv = c.mana_value(x if cast else 0)
                n = max(0, mv - amount.minus)
                reasons.append(f"{source.id}: {amount} is {mv} - {amount.minus} = {n} (202.3, 107.1b)")
            elif isinstance(amount, ManaSpentToCast):
                n, spent_why = _spent(amount, query, c.name)
                reasons.append(f"{source.id}: {spent_why}")
            elif isinstance(amount, TurnCount):
                n = turn_count(amount, source, board)
            elif isinstance(amount, CardsExiledToCast):  # audit19: the cards exiled to pay for it (702.66a)
                n, exiled_why = _exiled_count(amount, query, state, c.name)
                reasons.append(f"{source.id}: {exiled_why}")
            elif isinstance(amount, CreaturesConvoked):  # audit19: 702.51a
                n, convoked_why = _convoked(query, c.name)
                reasons.append(f"{source.id}: {convoked_why}")
            elif isinstance(amount, TakenAsEnters):  # s16: no cast trigger grants devour's count
                raise QueryError(f"enters: {source.id}: “{amount}” is not an amount of a cast trigger")
            elif isinstance(amount, Const):
                n = amount.n
            else:  # a count of the board from the trigger's source, as it resolves (608.2h)
                n = amount_of(amount, source, board)
            n *= granted.factor
            counters[granted.kind] = counters.get(granted.kind, 0) + n
        for gained in grant.gains:
            if gained == "sunburst":  # 702.44a: "that spell gains sunburst", counted as it enters
                kind = "+1/+1" if "Creature" in entering.card_types else "charge"
                n, spent_why = _spent(ManaSpentToCast(colors=True), query, c.name)
                reasons.append(f"{source.id}: sunburst: {kind} counters (702.44a): {spent_why}")
                counters[kind] = counters.get(kind, 0) + n
                continue
            said = f"{gained} {grant.gains_duration}".strip()
            if said not in gains:
                gains.append(said)
    for source, e in _others(board, entering) + _granted(board, entering):
        if isinstance(e.amount, (ManaSpentToCast, TurnCount, SpellManaValue, CardsExiledToCast, CreaturesConvoked, TakenAsEnters)):
            raise QueryError(f"enters: {source.id}: {(e.text or str(e)).rstrip('.')}: an amount of another permanent's replacement the solver does not count")
        n = (e.amount.n if isinstance(e.amount, Const) else amount_of(e.amount, source, board)) * e.factor  # counters14: "two ... for each"
        reasons.append(f"{source.id}: {(e.text or str(e)).rstrip('.')} ({n}; 614.1c)")
        if e.as_subtypes:  # types15: 205.1b, the types it enters with (on the battlefield: extra_types)
            reasons.append(f"{source.id}: it enters as a {' '.join(sorted(e.as_subtypes))} in addition to its other types (614.1c, 205.1b)")
        counters[e.kind] = counters.get(e.kind, 0) + n
    counters = _replaced(board, entering, counters, reasons)  # audit18: 614.1a, 122.6, 616.1
    counters = _prohibited(board, entering, counters, reasons)  # audit31: 101.2, 122.6
    cost = profile.prototype if prototype and profile.prototype is not None else c.mana_cost
    mv = cost.mana_value(0)
    rules = ["718.3b"] if prototype else ["202.3"]
    if cost.has_x:
        rules += ["202.3e", "107.3m"]
    reasons.append(
        f"mana value {mv}: {'prototype ' if prototype else ''}mana cost {cost or 'none'}"
        + (", with X as 0 off the stack" if cost.has_x else "")
        + f" ({', '.join(rules)})"
    )
    return Enters(c.name, {k: n for k, n in counters.items() if n}, mv, tuple(reasons), gains=tuple(gains))


def _kicked_with(cond: WasKicked, query: EntersQuery, profile: SpellProfile, said: str) -> bool:
    """types15: whether the spell was kicked as ``cond`` asks (702.33d-e), from the query's
    ``kicked`` and ``kicked_with``; an error naming ``kicked_with`` when they do not tell which
    kicker cost was paid."""
    if query.kicked_with is not None and any(c not in profile.kickers for c in query.kicked_with):
        raise QueryError(f"enters: kicked_with: {query.card} has no kicker cost {next(c for c in query.kicked_with if c not in profile.kickers)} (its kicker costs: {', '.join(map(str, profile.kickers)) or 'none'})")
    paid = cond.paid(query.kicked if query.cast else 0, query.kicked_with, profile.kickers)
    if paid is None:
        raise QueryError(f"enters: {query.card}: “{said.rstrip('.')}” depends on which kicker costs were paid: give kicked_with: [COST, ...] (702.33e)")
    return paid


def _condition_refused(e: EntersWithCounters, query: EntersQuery, board: Board, entering: View) -> str | None:
    """Why the condition of an enters-with-counters replacement does not hold as the permanent
    enters (614.1c), in words; None when it holds. "if you cast it [from your hand]" reads how
    the query says the permanent came (601.2a: ``cast``, ``from``); any other condition is one of
    the 602.5b vocabulary, judged on the board without the entering permanent, for its
    controller (an error naming the scenario key when the board does not say)."""
    cond = e.condition
    if isinstance(cond, ManaSpentAtLeast):  # counters14: 601.2h, the payment the query gives
        return _spent_refused(cond, query)
    if isinstance(cond, XIsAtLeast):  # counters14: 107.3m, the spell's X (0 when not cast)
        x = query.x if query.cast else 0
        return None if x >= cond.n else f"X is {x}"
    if isinstance(cond, AsEntersChoice):  # counters14: 614.12, the query's as_enters
        if query.as_enters is None:
            raise QueryError(f"enters: {query.card}: “{(e.text or str(e)).rstrip('.')}” depends on a choice as it enters: say whether the player did ({cond.option}) with the query key as_enters: true|false (614.12)")
        return None if query.as_enters else "the player did not (as_enters: false)"
    if isinstance(cond, NotCastFrom):  # counters14: 601.2a
        if query.cast and query.zone in cond.zones:
            return f"it was cast from the {query.zone.value}"
        return None
    if isinstance(cond, CastFrom):
        if not query.cast:
            return "it was not cast (cast: false)"
        if not cond.holds(query.zone):
            return f"it was cast from the {query.zone.value}, not {cond}"
        return None
    assert cond is not None
    refused = restriction_refusal(cond, board, entering)
    return None if refused is None else refused.removeprefix("only ")


def _chosen(e: EntersWithCounters, query: EntersQuery, name: str) -> tuple[str, ...]:
    """counters14: the kinds of counter the query's ``chosen_counters`` chose for "your choice of a
    flying counter or a first strike counter" (614.1c: chosen as the permanent enters), checked
    against the choices: ``e.choose`` different ones. Not given: an error naming the key (a choice
    is never assumed)."""
    said = (e.text or str(e)).rstrip(".")
    chosen = query.chosen_counters
    if chosen is None:
        raise QueryError(f"enters: {name}: “{said}”: say which with the query key chosen_counters: [{', '.join(e.choices[:e.choose])}] (one of: {', '.join(e.choices)})")
    picked = tuple(k for k in chosen if k in e.choices)
    if len(picked) != e.choose or len(set(picked)) != e.choose:
        raise QueryError(f"enters: {name}: chosen_counters: “{said}” takes {e.choose} different kind(s) from {', '.join(e.choices)}, got {list(chosen)}")
    return picked


def _spent_refused(cond: ManaSpentAtLeast, query: EntersQuery) -> str | None:
    """counters14: "If at least three white mana was spent to cast this spell" (601.2h): why the
    payment the query gives (``spent``) does not meet it, or None; a permanent not cast had no mana
    spent on it. Without ``spent``, an error naming the key (the payment is never assumed)."""
    if not query.cast:
        return "it was not cast, so no mana was spent to cast it (601.2h)"
    spent = query.spent
    if spent is None:
        raise QueryError(f"enters: {query.card}: “{cond}” reads the mana paid for the spell: give the query key spent: \"{{W}}{{U}}{{C}}...\" (the mana spent, by type; 601.2h)")
    colors = [cond.color] if cond.color is not None else [t for t in spent.types if t.is_color]
    best = max((spent[t] for t in colors), default=0)
    if best >= cond.n:
        return None
    return f"{spent} has at most {best} {cond.color.name if cond.color is not None else 'mana of one color'} (colorless is no color, 105.1)"


def _without_the_spell(state: GameState, name: str, controller: str, query: EntersQuery) -> GameState:
    """counters14: the game as the permanent enters: a spell cast from its controller's hand or
    graveyard left that zone as it was cast (601.2a), so a count of the cards there ("the total
    number of cards in all players' hands", "creature cards in your graveyard") does not count it.
    A permanent not cast, or cast from another zone, leaves the zones as the scenario gives them."""
    if not query.cast or query.zone not in (Zone.HAND, Zone.GRAVEYARD):
        return state
    zones = state.hand if query.zone is Zone.HAND else state.graveyard
    cards = list(zones.get(controller, ()))
    at = next((i for i, card in enumerate(cards) if card.name.lower() == name.lower()), None)
    if at is None:
        return state
    del cards[at]
    left = {**zones, controller: tuple(cards)}
    return dataclasses.replace(state, hand=left) if query.zone is Zone.HAND else dataclasses.replace(state, graveyard=left)


def _command_casts(state: GameState, card: Card, caster: str, zone: Zone, said: str) -> int:
    """cov17: how many times ``card``, its caster's commander cast from the command zone, has been
    cast from there this game, this time included (Opal Palace ruling 2013-10-17; 903.8: the
    scenario's ``command`` entry gives the earlier casts, ``cast_count``). A commander is known only
    from there (903.3: one cast from another zone is still the commander, but the scenario does not
    say so): another zone is an error naming the key, never assumed either way."""
    if zone is not Zone.COMMAND:
        raise QueryError(f"enters: {said}: whether {card.name} is {possessive(caster)} commander is known only for a spell cast from the command zone: give from: command (903.3)")
    entry = next((e for e in state.command.get(caster, ()) if e.card.name == card.name), None)
    if entry is None:
        raise QueryError(f"enters: {card.name} is not in {possessive(caster)} command zone (the scenario key command)")
    return entry.cast_count + 1


def _controller(state: GameState, name: str) -> str:
    """Who the permanent will be controlled by: the player whose hand or library top holds the
    card, else the active player (110.2: a permanent's controller is, by default, the player
    under whose control it entered; a spell's is its caster, 601.2a)."""
    low = name.lower()
    for p in state.players:
        top = state.library_top.get(p)
        if any(c.name.lower() == low for c in state.hand.get(p, ())) or (top is not None and top.name.lower() == low):
            return p
    return state.active


def _others(board: Board, entering: View) -> list[tuple[View, EntersWithCounters]]:
    """The permanents whose text makes the entering permanent enter with more counters ("Each
    other creature you control enters with an additional +1/+1 counter on it"), with the effect:
    each whose selector means the permanent as it will be (614.12: the replacement effects that
    would apply to it), while its static ability's condition holds (611.3a)."""
    out: list[tuple[View, EntersWithCounters]] = []
    for view, e in static_effects(board, EntersWithCounters):
        if e.affected is not None and selects(e.affected, entering, view):
            out.append((view, e))
    return out


def _replaced(board: Board, entering: View, counters: dict[str, int], reasons: list[str]) -> dict[str, int]:
    """audit18: the counters the permanent enters with after the replacement effects on counters
    being put (614.1a; 122.6: a permanent that enters with counters is given them as it enters, by
    the player under whose control it enters — Vorinclex's "If you would put ..."). Each applies to
    the kinds it names, while one or more of that kind would be put; the entering permanent's
    controller orders them (616.1): every order is weighed and the one that gives the most counters
    is the answer, the others named in the reasons (Hardened Scales and Doubling Season: 2n + 2 or
    2n + 1)."""
    applying: list[tuple[View, CounterReplacement]] = []
    for view, e in static_effects(board, CounterReplacement):
        if e.putter is Who.YOU and entering.controller != view.controller:
            continue
        if e.putter is Who.OPPONENT and entering.controller == view.controller:
            continue
        if e.affected is not None and not selects(e.affected, entering, view):
            continue
        if not any(n and (e.kind is None or e.kind == kind) for kind, n in counters.items()):
            continue
        applying.append((view, e))
    if not applying:
        return counters
    results: dict[tuple[tuple[str, int], ...], list[str]] = {}
    for order in itertools.permutations(applying):
        got: dict[str, int] = {}
        for kind, n in counters.items():
            for _, e in order:
                if n >= 1 and (e.kind is None or e.kind == kind):
                    n = e.apply(n)
            got[kind] = n
        said = " then ".join(f"{v.id}" for v, _ in order)
        results.setdefault(tuple(sorted(got.items())), []).append(said)
    best = max(results, key=lambda k: (sum(n for _, n in k), k))
    for view, e in applying:
        reasons.append(f"{view.id}: {(e.text or str(e)).rstrip('.')} (614.1a; 122.6: it enters with them)")
    if len(results) > 1:
        others = "; ".join(f"{', '.join(f'{n} {k}' for k, n in r)} ({' / '.join(o)})" for r, o in results.items() if r != best)
        reasons.append(f"616.1: its controller orders them; {' / '.join(results[best])} gives the most; other orders give {others}")
    return dict(best)


def _prohibited(board: Board, entering: View, counters: dict[str, int], reasons: list[str]) -> dict[str, int]:
    """audit31: the counters the permanent enters without because an effect says they can't be put
    on it ("Counters can't be put on artifacts, creatures, enchantments, or lands.", Solemnity;
    "Creatures your opponents control can't have +1/+1 counters put on them.", Blightbeetle): 101.2,
    a "can't" wins; 122.6, entering with counters is putting them (Solemnity's ruling: a permanent
    that would enter with counters enters without them). Applied after the replacement effects,
    which change a number of counters that are then not put at all."""
    out = dict(counters)
    for view, e in static_effects(board, CounterProhibition):
        if not selects(e.affected, entering, view):
            continue
        gone = [k for k, n in out.items() if n and (e.kind is None or e.kind == k)]
        for k in gone:
            out[k] = 0
        if gone:
            reasons.append(f"{view.id}: {(e.text or str(e)).rstrip('.')}: it enters without its {', '.join(gone)} counters (101.2, 122.6)")
    return out


def _granted(board: Board, entering: View) -> list[tuple[View, EntersWithCounters]]:
    """counters14: the enters-with-counters replacements that abilities which resolved this turn
    created for the rest of it ("This turn, each creature you control enters with an additional
    +1/+1 counter on it.", Zameck Guildmage; 611.2a, 614.1c): each of a permanent's
    ``resolved_this_turn`` abilities (numbered as printed, SCENARIOS.md) whose effect means the
    entering permanent, read from that permanent (its controller is "you"). A spell of
    ``spells_resolved_this_turn`` with such an effect is an error: its controller's permanents can
    be named, its own view not (the solver does not weigh it rather than guess)."""
    out: list[tuple[View, EntersWithCounters]] = []
    for view in board:
        p = view.permanent
        for idx in p.resolved_this_turn:
            a = p.card.abilities[idx] if idx < len(p.card.abilities) else None
            for e in getattr(a, "continuous", ()):
                if isinstance(e, EntersGrant) and e.next_spell is None and e.entering is not None and e.entering.affected is not None and selects(e.entering.affected, entering, view):
                    out.append((view, e.entering))
    for player, cards in board.state.spells_resolved_this_turn.items():
        for card in cards:
            if any(isinstance(e, EntersGrant) for a in card.abilities for e in getattr(a, "continuous", ())):
                raise QueryError(f"enters: {card.name} (spells_resolved_this_turn, {player}): its “this turn, ... enters with” effect is not weighed for a spell")
    return out


def _x_doubled(board: Board, entering: View, card: Card, x: int, caster: str) -> tuple[int, list[str]]:
    """audit35: the spell's X once its caster's cast triggers that double it resolved ("Whenever you
    cast a permanent spell with a mana cost that contains {X}, double the value of X.": Unbound
    Flourishing; 603.2, 603.3b: they resolve before the spell), each doubling it once, with the
    reasons; what the permanent enters with reads that X (107.3m)."""
    why: list[str] = []
    for view in board:
        if view.permanent.controller != caster:  # "you cast": the trigger's controller (603.2)
            continue
        for a in view.permanent.card.abilities:
            if not isinstance(a, TriggeredAbility) or not isinstance(a.event, SpellCast):
                continue
            for e in a.continuous:
                if isinstance(e, EntersGrant) and e.x_factor != 1 and spell_of_kind(a.event.spells, card, entering.card_types, entering.subtypes, entering.supertypes, entering.colors, x):
                    said = (e.text or str(e)).rstrip(".")
                    why.append(f"{view.id}: {said}: it triggered as {card.name} was cast and resolved first, so X is {x * e.x_factor}, not {x} (603.2, 107.3m)")
                    x *= e.x_factor
    return x, why


def _spell_grants(
    board: Board, entering: View, card: Card, query: EntersQuery, caster: str
) -> list[tuple[View, EntersGrant | None, str]]:
    """enters16: the effects on the spell itself of its caster's cast triggers ("Whenever you cast
    a creature spell, that creature enters with ...": 603.2, their resolution before the spell's
    making the replacement, 614.1c) and of the delayed triggers abilities that resolved this turn
    created ("When you next cast a creature spell this turn, that creature enters with ...":
    603.7c, the scenario's ``resolved_this_turn``), each with its reason; None when it does not
    apply. A delayed trigger acts once, on the next spell of its kind cast after it resolved: the
    scenario's ``next_spell_cast`` says whether that spell was cast already; without it, a turn
    in which the caster cast no spell of that kind (``spells_cast_this_turn``,
    ``spells_cast_this_turn_cards``) says it was not, and otherwise the question is an error
    naming the key (never assumed)."""
    state = board.state
    x = query.x if query.cast else 0
    out: list[tuple[View, EntersGrant | None, str]] = []

    def of_kind(kind: SpendKind) -> bool:
        return spell_of_kind(kind, card, entering.card_types, entering.subtypes, entering.supertypes, entering.colors, x)

    def cast_before(kind: SpendKind, why: str) -> bool | None:
        """Whether the caster cast a spell of ``kind`` earlier this turn (None: not said)."""
        if not state.spells_cast_by(caster):
            return False
        if caster not in state.spells_cast_this_turn_cards:
            return None
        return any(spell_of_kind(kind, s, s.card_types, s.subtypes, s.supertypes, s.colors, None) for s in state.spells_cast_this_turn_cards[caster])

    for view in board:
        p = view.permanent
        if p.controller != caster:  # "you cast", "you next cast": the trigger's controller (603.2)
            continue
        for a in p.card.abilities:
            if not isinstance(a, TriggeredAbility) or not isinstance(a.event, SpellCast):
                continue
            for e in a.continuous:
                if not isinstance(e, EntersGrant) or e.x_factor != 1:  # audit35: X doubled by _x_doubled
                    continue
                said = (e.text or str(e)).rstrip(".")
                if not query.cast:
                    out.append((view, None, f"{view.id}: {said}: it was not cast, so it does not trigger (603.2)"))
                elif not of_kind(a.event.spells):
                    out.append((view, None, f"{view.id}: {said}: {card.name} is not {a.event.spells}, so it does not trigger (603.2)"))
                elif a.event.first_each_turn and (before := cast_before(a.event.spells, said)) is not False:
                    if before is None:
                        raise QueryError(f"enters: {view.id}: “{said}” triggers only on the first such spell each turn: give the scenario key spells_cast_this_turn_cards: {{{caster}: [card names]}}")
                    out.append((view, None, f"{view.id}: {said}: {caster} cast {a.event.spells} earlier this turn, so it does not trigger (603.2)"))
                else:
                    out.append((view, e, f"{view.id}: {said}: it triggered as {card.name} was cast and resolved first (603.2, 603.3b, 614.1c)"))
        for idx in p.resolved_this_turn:
            ra = p.card.abilities[idx] if idx < len(p.card.abilities) else None
            for e in getattr(ra, "continuous", ()):
                if not isinstance(e, EntersGrant) or e.next_spell is None or isinstance(ra, TriggeredAbility) and isinstance(ra.event, SpellCast):
                    continue
                said = (e.text or str(e)).rstrip(".")
                if not query.cast:
                    out.append((view, None, f"{view.id}: {said}: it was not cast, so it does not apply (603.7c)"))
                    continue
                if not of_kind(e.next_spell):
                    out.append((view, None, f"{view.id}: {said}: {card.name} is not {e.next_spell}, so it does not apply (603.7c)"))
                    continue
                used = p.resolution(idx).next_spell_cast
                if used is None:
                    used = cast_before(e.next_spell, said)
                    if used is None or used:
                        raise QueryError(
                            f"enters: {view.id}: ability {idx} (“{said}”) acts on the next {e.next_spell.text.removeprefix('a ').removeprefix('an ')} cast after it resolved: "
                            f"say whether one was cast since with resolved_this_turn: [{{ability: {idx}, next_spell_cast: true|false}}] (603.7c)"
                        )
                if used:
                    out.append((view, None, f"{view.id}: {said}: the next such spell was cast already (next_spell_cast), so it is used up (603.7c)"))
                    continue
                out.append((view, e, f"{view.id}: {said}: {card.name} is the next {e.next_spell} cast since it resolved (603.7c, 614.1c)"))
    return out


def _permission_grants(
    board: Board, profile: SpellProfile, card: Card, entering: View, query: EntersQuery, caster: str
) -> list[tuple[View, EntersGrant | None, str]]:
    """enters16: "If you cast a spell this way, that creature enters with ..." (Mikey & Don, Party
    Planners; 601.3, 614.1c): what the permission the spell was cast with gives it. The query's
    ``using`` names the permanent whose permission it was; without it, the permission is the only
    one that could have cast it from its zone (``from``), or the question is an error naming the
    key (which permission a player used is never assumed)."""
    if not query.cast:
        if query.using is not None:
            raise QueryError("enters: using names the permission the spell was cast with; with cast: false it was not cast (601.3)")
        return []
    usable = [p for p in permissions(board, profile, caster, query.zone) if not p.refusals]
    if query.using is not None:
        ref = board.state.permanent(query.using).id
        chosen = [p for p in usable if p.source == ref]
        if not chosen:
            raise QueryError(f"enters: using: {ref} has no permission that could cast {card.name} from the {query.zone.value} (601.3)")
        if query.x and card.mana_cost.has_x and all(p.free or (p.instead is not None and not p.instead.has_x) for p in chosen):
            # audit21, 107.3b: cast without paying its mana cost (nor a cost with X), X could only be 0
            raise QueryError(f"enters: x: {card.name} cast with {ref}'s permission is cast without paying its mana cost, so X is 0 (107.3b), not {query.x}")
    else:
        if not any(p.enters is not None for p in usable):
            return []
        if len(usable) > 1:
            names = ", ".join(p.source or "the rules (from hand)" for p in usable)
            raise QueryError(f"enters: {card.name} could be cast from the {query.zone.value} with more than one permission ({names}), and one says what it enters with: give the query key using: REF (601.3)")
        chosen = usable
    out: list[tuple[View, EntersGrant | None, str]] = []
    for p in chosen:
        grant = p.enters
        if grant is None or p.source is None:
            continue
        view = board.views[p.source]
        said = (grant.text or str(grant)).rstrip(".")
        if grant.next_spell is not None and not spell_of_kind(grant.next_spell, card, entering.card_types, entering.subtypes, entering.supertypes, entering.colors, query.x):
            out.append((view, None, f"{view.id}: {said}: {card.name} is not {grant.next_spell}, so it does not apply (601.3)"))
            continue
        out.append((view, grant, f"{view.id}: {said}: {card.name} was cast with its permission (601.3, 614.1c)"))
    return out


def _exiled_count(amount: CardsExiledToCast, query: EntersQuery, state: GameState, name: str) -> tuple[int, str]:
    """audit19: "for each instant and sorcery card exiled with it" (Murktide Regent): the cards of
    those types among the cards exiled to pay for the spell (702.66a delve; 607.2a), from the
    query's ``exiled``; none for a permanent that was not cast. Without ``exiled`` an error naming
    the key: what paid the cost is never assumed."""
    if not query.cast:
        return 0, "it was not cast, so no card was exiled with it (607.2a, 614.1c)"
    if query.exiled is None:
        raise QueryError(f"enters: {name}: “{amount}” reads the cards exiled to pay for the spell: give the query key exiled: [NAME, ...] (702.66a)")
    if state.cards is None:
        raise QueryError(f"enters: {name}: exiled: the scenario has no card library to look the cards up")
    counted = []
    for card_name in query.exiled:
        try:
            card = state.cards.get(card_name)
        except UnknownCardError as e:
            raise QueryError(f"enters: exiled: {e}") from None
        if card.card_types & amount.card_types:
            counted.append(card.name)
    return len(counted), f"{len(counted)} of the {len(query.exiled)} card(s) exiled to pay for it ({', '.join(counted) or 'none'}; 702.66a, 607.2a, 614.1c)"


def _taken(amount: TakenAsEnters, query: EntersQuery, state: GameState, board: Board, entering: View, card: Card) -> tuple[int, str]:
    """s16: how many creatures it devoured (702.82a; "Devour artifact": artifacts, 702.82b) or
    cards it revealed for its amplify (702.38a), from the query's ``devoured`` / ``revealed``: a
    choice made as it enters (614.12), never assumed; checked against what there is: the
    permanents of that type its controller controls, the cards of their hand (when the scenario
    gives it) that share a creature type with it, itself not among them."""
    n = query.devoured if amount.key == "devoured" else query.revealed
    if n is None:
        raise QueryError(f"enters: {card.name}: “{amount}” is chosen as it enters: give the query key {amount.key}: N (614.12)")
    me = entering.controller
    if amount.key == "devoured":
        there = sum(1 for v in board if v.controller == me and amount.what.capitalize() in v.card_types)
        if n > there:
            raise QueryError(f"enters: {card.name}: devoured: {n}, but {does(me, 'controls')} {there} {amount.what}(s) to sacrifice (702.82a)")
        return n, f"{n} {amount.what}(s) sacrificed as it entered (702.82a, 614.12)"
    hand = state.hand.get(me)
    creatures = None if hand is None else sum(1 for other in hand if "Creature" in other.card_types)
    if creatures is not None and n > creatures:  # only creature cards share a creature type (205.3)
        raise QueryError(f"enters: {card.name}: revealed: {n}, but {possessive(me)} hand holds {creatures} creature card(s) (702.38a)")
    return n, f"{n} card(s) revealed as it entered (702.38a, 614.12)"


def _convoked(query: EntersQuery, name: str) -> tuple[int, str]:
    """audit19: "for each creature that convoked it": the creatures tapped for the spell's convoke
    (702.51a), from the query's ``convoked``; none for a permanent that was not cast. Without it an
    error naming the key: how the cost was paid is never assumed."""
    if not query.cast:
        return 0, "it was not cast, so no creature convoked it (702.51a, 614.1c)"
    if query.convoked is None:
        raise QueryError(f"enters: {name}: “each creature that convoked it” reads how its cost was paid: give the query key convoked: N (702.51a)")
    return query.convoked, f"{query.convoked} creature(s) tapped for its convoke (702.51a, 614.1c)"


def _spent(amount: ManaSpentToCast, query: EntersQuery, name: str) -> tuple[int, str]:
    """counters10: "for each color of mana spent to cast it" / "equal to the amount of mana spent
    to cast it" (601.2h: the mana that paid the spell's total cost; 614.1c), from the query's
    ``spent``, with the reason; a permanent not cast had no mana spent on it (0). Without
    ``spent``, an error naming the key: the payment decides and is never assumed."""
    if not query.cast:
        return 0, "it was not cast, so no mana was spent to cast it (601.2h, 614.1c)"
    spent = query.spent
    if spent is None:
        raise QueryError(f"enters: {name}: “{amount}” reads the mana paid for the spell: give the query key spent: \"{{W}}{{U}}{{C}}...\" (the mana spent, by type; 601.2h)")
    if amount.colors:
        colors = [t.name for t in spent.types if t.name != "C"]
        n = len(colors)
        return n, f"{n} color(s) of mana spent ({spent}: {', '.join(colors) or 'none'}; colorless is no color, 105.1, 601.2h, 614.1c)"
    return spent.total, f"{spent.total} mana spent ({spent}; 601.2h, 614.1c)"


def _riders(
    state: GameState, board: Board, ref: str, card: Card, entering: View, x: int, zone: Zone = Zone.HAND
) -> list[tuple[SpentRider | None, str]]:
    """counters10: the riders of the mana abilities of the permanent ``ref`` whose mana was spent
    to cast ``card`` (106.6a), each with its reason; a rider whose spells the spell is not of
    does nothing (None). A permanent with no such rider is an error: the key says the mana did
    something."""
    view = board.views[state.permanent(ref).id]
    riders = [r for a in view.abilities if isinstance(a.ability, ManaAbility) for r in a.ability.spent_riders]
    if not riders:
        raise QueryError(f"enters: spent_from: {view.id} has no mana ability whose mana does something when spent (106.6a)")
    out: list[tuple[SpentRider | None, str]] = []
    for rider in riders:
        said = (rider.text or str(rider)).rstrip(".")
        if rider.spells.commander:  # cov17: Opal Palace (903.3, 903.8)
            n = _command_casts(state, card, entering.controller, zone, said)
            out.append((dataclasses.replace(rider, counters=n), f"{view.id}: {said}: its mana was spent on {card.name}, cast from the command zone for the {n}th time this game (106.6a, 903.8; 614.1c)"))
            continue
        if spell_of_kind(rider.spells, card, entering.card_types, entering.subtypes, entering.supertypes, entering.colors, x):
            out.append((rider, f"{view.id}: {said}: its mana was spent on {card.name}, {rider.spells.text or 'such a spell'} (106.6a, 614.1c)"))
        else:
            out.append((None, f"{view.id}: {said}: {card.name} is not {rider.spells.text or 'such a spell'}, so it does nothing (106.6a)"))
    return out


def _compleated(card: Card, query: EntersQuery, counters: dict[str, int], reasons: list[str]) -> None:
    """audit33: compleated (702.150a): "If life was paid for this object's Phyrexian mana, it
    enters with two fewer loyalty counters for each {H} paid with life." Whether life paid for
    its Phyrexian symbols (107.4f) is the query's ``phyrexian_life``, never assumed; a permanent
    not cast paid nothing (``cast: false``)."""
    phyrexian = sum(1 for s in card.mana_cost.symbols if s.kind is SymbolKind.PHYREXIAN)
    has = any(isinstance(a, Keyword) and a.name.lower() == "compleated" for a in card.abilities)
    n = query.phyrexian_life
    if n is not None and n > phyrexian:
        raise QueryError(f"enters: phyrexian_life: {n}, but {card.name}'s mana cost has {phyrexian} Phyrexian mana symbol(s) (107.4f)")
    if n and not query.cast:
        raise QueryError("enters: phyrexian_life describes the spell's payment; with cast: false nothing was paid")
    if not has or not phyrexian or not query.cast:
        return
    if n is None:
        raise QueryError(
            f"enters: {card.name}: compleated (702.150a) takes two loyalty counters for each Phyrexian mana symbol paid with "
            "life: say how many were with the query key phyrexian_life: N (0 when each was paid with mana)"
        )
    if n:
        counters["loyalty"] = max(counters.get("loyalty", 0) - 2 * n, 0)
    reasons.append(f"compleated: {n} Phyrexian mana symbol(s) paid with life, {2 * n} fewer loyalty counter(s) (702.150a)")
