"""The permissions a caster has to cast a spell (601.3, 118.9): the rules' own (a player may cast
a spell from their hand), and those of the permanents they control (One with the Multiverse's
two: its middle ability for the top of the library, and its once-each-turn free cast, tracked per
object). Each permission carries the reasons it can't be used for this spell now.

Pure functions of a :class:`~solver.board.layers.Board`, the spell's profile and the caster.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import TypeVar

from ...model.abilities import CastPermission, CastProhibition, FlashPermission, LimitedProhibition, SorceryTimingOnly, StaticAbility, Zone
from ...model.abilities import ActivatedAbility, ActivatedMode, FlashGrant, SpellAbility, TriggeredAbility
from ...model.abilities import CastGrant  # audit25
from ...model.abilities import EntersGrant, SpellFilter  # enters16
from ...model.selectors import Who
from ..board.conditions import condition_holds, static_effects
from ...model.costs import ManaCost
from ...model.errors import QueryError
from ...model.state import GameState, Permanent
from ..board.views import Board, View
from ..board.bans import life_ban  # bans19
from ..paying.legality import restriction_refusal
from ..paying.taking import HandTake  # audit38
from .profile import SpellProfile
from .selection import spell_colors, spell_matches
from .words import does, possessive, zone_words

__all__ = ["Permission", "created_cast_grants", "created_flash_grants", "created_grants", "flash_permission", "in_zone", "next_spell_cast", "permissions", "prohibitions"]


@dataclass(frozen=True, slots=True)
class Permission:
    """One permission the caster has to cast the spell: the rules' own (from hand; ``source``
    None), or an ability of the permanent ``source`` (One with the Multiverse's two). ``free``:
    it casts without paying the mana cost (118.9). ``refusals`` are the reasons it can't be used
    for this spell now, each with its rule."""

    source: str | None
    free: bool
    text: str
    rule: str
    refusals: tuple[tuple[str, str], ...] = ()
    # zones11: a permission of the card itself to be cast from a graveyard or exile (601.3):
    # ``keyword`` names its keyword (flashback, escape, ...; None: "You may cast this card from your
    # graveyard", ``own``); ``instead`` its cost paid rather than the mana cost (an alternative cost,
    # 118.9); ``life`` the life it pays, ``paid`` the permanents it sacrifices or taps, ``parts`` the
    # words of what else it pays (discarded cards, cards exiled from the graveyard)
    instead: ManaCost | None = None
    keyword: str | None = None
    life: int = 0
    paid: tuple[tuple[str, str], ...] = ()
    parts: tuple[str, ...] = ()
    own: bool = False
    # grants12: the commander tax (903.8): {2} for each previous cast from the command zone, an
    # additional cost (601.2f)
    tax: int = 0
    command: bool = False
    tax_as_life: bool = False  # s16: "Rather than pay {2} for each previous time ..., pay 2 life that many times." (``life``)
    # costs14: "If you cast a spell this way, you may cast it as though it had flash." (702.8a)
    as_flash: bool = False
    hand: tuple[HandTake, ...] = ()  # audit38: the cards its cost discards from the hand (118.3)
    # keys15: "... using its blitz ability" (601.3, 118.9): used only with the card's alternative
    # cost of that keyword (lower case)
    alternative: str | None = None
    # enters16: "If you cast a spell this way, that creature enters with ..." (614.1c)
    enters: EntersGrant | None = None
    # audit26: a refusal that holds for one way of casting a prototype card only (718.3a: each way is
    # judged by its own mana value and colours, 718.3b): (prototyped, why, rule)
    refused_as: tuple[tuple[bool, str, str], ...] = ()


def permissions(board: Board, profile: SpellProfile, caster: str, zone: Zone) -> list[Permission]:
    """Every permission that could let ``caster`` cast the spell from ``zone``, with the reasons
    that keep each from being usable now."""
    state = board.state
    name = profile.card.name
    out = [
        Permission(
            None,
            False,
            "a player may cast a spell from their hand",
            "601.3, 117.1",
            () if zone is Zone.HAND else ((f"a card in the {zone_words(zone)} can be cast only with an effect that permits it", "601.3"),),
        )
    ]
    for view in board:
        for ref in view.abilities:
            if not isinstance(ref.ability, StaticAbility):
                continue
            for eff in ref.ability.effects:
                if not isinstance(eff, CastPermission) or eff.spells.self_only:  # zones11: a card's own permission works from its zone (zone_permissions)
                    continue
                if view.controller != caster and eff.players is not Who.ANY:  # audit21: "Any player may cast ..." (Aluren; 601.3)
                    continue
                refusals: list[tuple[str, str]] = []
                condition = ref.ability.condition
                if condition is not None and not condition_holds(condition, view, board):  # becomes13: 611.3a
                    refusals.append((f"{view.id}'s permission holds only as long as {condition}, which it does not now", "601.3, 611.3a"))
                if zone not in eff.zones:
                    where = " or ".join("the top of your library" if z is Zone.LIBRARY_TOP else f"your {z.value}" for z in eff.zones)
                    refusals.append((f"{view.id}'s permission is to cast spells from {where}, not from the {zone_words(zone)}", "601.3"))
                refused_as = _spell_refusals(eff.spells, board, profile, caster, view.controller, view.id, refusals, eff.without_paying_mana_cost or eff.life_instead)
                if eff.your_turns_only and state.active != caster:
                    refusals.append(
                        (f"{view.id}'s permission works only during each of {possessive(caster)} turns, and it is {possessive(state.active)} turn",
                         "One with the Multiverse: 'once during each of your turns'")
                    )
                if eff.once_each_turn and view.permanent.used_this_turn:
                    refusals.append(
                        (f"{view.id}'s once-each-turn permission was already used this turn (each One with the Multiverse "
                         "gives one, tracked per object)", "One with the Multiverse rulings")
                    )
                if eff.life_instead:  # costs14: Bolas's Citadel: life equal to its mana value instead of its mana cost (118.9, 119.4; X is 0, 107.3b)
                    # audit26: the mana value of the spell as cast: a prototyped spell's is its prototype's (718.3b), so
                    # a prototype card has one such permission for each way of casting it, each tied to that way (718.3)
                    ways = [(False, profile.card.mana_value())] + ([(True, profile.prototype.mana_value())] if profile.prototype is not None else [])
                    for prototyped, mv in ways:
                        own = list(refusals)
                        if mv > 0 and (ban := life_ban(board, caster)) is not None:  # bans19: 118.3, 119.8
                            own.append((f"{view.id}'s permission asks {mv} life (the spell's mana value): {ban}", "118.3, 101.2"))
                        elif state.life_of(caster) < mv:
                            own.append((f"{view.id}'s permission asks {mv} life (the spell's mana value), and {does(caster, 'has')} {state.life_of(caster)}", "119.4, 118.3"))
                        tied = ((not prototyped, f"{view.id}'s permission asks the mana value of the spell as cast ({mv} {'prototyped' if prototyped else 'cast normally'})", "718.3b"),)
                        out.append(
                            Permission(
                                view.id, False, eff.text or str(eff), "118.9, 119.4, 601.3", tuple(own), instead=ManaCost(), life=mv, as_flash=eff.as_flash,
                                enters=eff.enters, refused_as=tuple(r for r in refused_as if r[0] == prototyped) + (tied if len(ways) > 1 else ()),
                            )
                        )
                    continue
                out.append(
                    Permission(
                        view.id,
                        eff.without_paying_mana_cost,
                        eff.text or str(eff),
                        "118.9, 601.3" if eff.without_paying_mana_cost else "601.3",
                        tuple(refusals),
                        as_flash=eff.as_flash,  # costs14: Elsha of the Infinite (702.8a)
                        enters=eff.enters,  # enters16
                        refused_as=refused_as,  # audit26: 718.3a
                    )
                )
    for source, controller, grant in created_cast_grants(state):  # audit25: 611.2a, 601.3
        eff = grant.permission
        if controller != caster:
            continue
        refusals = []
        if zone not in eff.zones:
            where = " or ".join("the top of your library" if z is Zone.LIBRARY_TOP else f"your {z.value}" for z in eff.zones)
            refusals.append((f"{source}'s permission is to cast spells from {where}, not from the {zone_words(zone)}", "601.3"))
        refused_as = _spell_refusals(eff.spells, board, profile, caster, controller, source, refusals, eff.without_paying_mana_cost)
        out.append(Permission(source, eff.without_paying_mana_cost, eff.text or str(eff), "611.2a, 118.9, 601.3" if eff.without_paying_mana_cost else "611.2a, 601.3", tuple(refusals), refused_as=refused_as))
    return out


def _spell_refusals(
    f: SpellFilter, board: Board, profile: SpellProfile, caster: str, controller: str, source: str, refusals: list[tuple[str, str]], free: bool
) -> tuple[tuple[bool, str, str], ...]:
    """Whether the spell is one a permission for ``f`` covers: when it is not, whichever way it is
    cast, the refusal is added to ``refusals``; audit26: a prototype card may be cast either way
    (718.3), each judged by its own mana value and colours (718.3a-b: Aluren's "mana value 3 or
    less" covers a prototyped Phyrexian Fleshgorger, {1}{B}{B}, not the card cast normally, 718.4),
    so a refusal for one way only is returned as (prototyped, why, rule). ``free``: the permission
    casts it without paying its mana cost or for something else instead (X is 0, 107.3b)."""
    card, name = profile.card, profile.card.name
    # 107.3b: cast without paying its mana cost (or for life instead of it), X is 0: its mana value as cast is the card's (202.3e)
    mv = card.mana_value() if free else None
    fits = [(False, spell_matches(f, card, spell_colors(board, card, card.colors, caster), caster, controller, mana_value=mv))]
    if profile.prototype is not None:
        proto = profile.prototype
        fits.append((True, spell_matches(f, card, spell_colors(board, card, profile.colors(True), caster), caster, controller, mana_value=proto.mana_value())))
    if not any(ok for _, ok in fits):
        refusals.append((f"{source}'s permission is for {f}, and {name} is not one", "601.3"))
        return ()
    return tuple(
        (prototyped, f"{source}'s permission is for {f}, and {name} cast {'prototyped' if prototyped else 'normally'} is not one", "601.3, 718.3a")
        for prototyped, ok in fits
        if not ok
    )


def created_cast_grants(state: GameState) -> list[tuple[str, str, CastGrant]]:
    """audit25: the permissions to cast spells from a zone created for a duration ("until end of
    turn", "this turn": in force for the rest of this turn, 611.2a), as :func:`created_grants`
    finds them (Yawgmoth's Will)."""
    return created_grants(state, CastGrant)


def in_zone(state: GameState, player: str, name: str, zone: Zone) -> bool:
    """Whether ``player`` has a card named ``name`` in ``zone`` (hand, on top of their library, in
    their graveyard or in their exile)."""
    low = name.lower()
    if zone is Zone.HAND:
        return any(c.named(low) is not None for c in state.hand.get(player, ()))
    if zone is Zone.LIBRARY_TOP:
        top = state.library_top.get(player)
        return top is not None and top.named(low) is not None
    if zone is Zone.GRAVEYARD:  # zones11
        return any(c.named(low) is not None for c in state.graveyard.get(player, ()))
    if zone is Zone.COMMAND:  # grants12: 903.6
        return any(e.card.named(low) is not None for e in state.command.get(player, ()))
    return any(e.card.named(low) is not None for e in state.exile.get(player, ()))  # zones11: exile


# ---- permit10: what forbids casting (601.3, 101.2), and flash for other spells (702.8a) --------


def _applies_to(who: Who, controller: str, caster: str) -> bool:
    """Whether ``caster`` is among the players ``who`` names, relative to ``controller``."""
    return who is Who.ANY or (who is Who.YOU) == (caster == controller)


def prohibitions(board: Board, profile: SpellProfile, caster: str, zone: Zone = Zone.HAND, mana_value: int | None = None, prototyped: bool = False) -> list[tuple[str, str]]:
    """The reasons (each with its rule) that an effect forbids ``caster`` to cast the spell now:
    "Each player can't cast more than one spell each turn" counts the spells the caster has cast
    this turn (the scenario's ``spells_cast_this_turn``, default 0); "Your opponents can't cast
    spells during your turn" holds during its controller's turns. 601.3: a player can begin to
    cast a spell only if no rule or effect prohibits it; 101.2: "can't" wins over "can".

    among17: a prohibition by mana value ("with mana value 3 or less", "with even mana values")
    is judged on the spell as proposed (601.2e: after X and a prototype are announced, 202.3e,
    718.3b): only those, and only with ``mana_value`` given (:func:`mana_value_prohibitions`);
    without it they are left to that function. audit26: ``prototyped``: the spell cast prototyped,
    with its prototype's colours (718.3b: Iona's "spells of the chosen color" forbids a red
    prototyped Blitz Automaton, not the colourless card cast normally, 718.4)."""
    state = board.state
    name = profile.card.name
    colors = spell_colors(board, profile.card, profile.colors(prototyped), caster)
    out: list[tuple[str, str]] = []
    by_value = mana_value is not None
    for view, eff, where in _forbidding(board, zone):
        if eff.spells.reads_mana_value != by_value:
            continue
        if not _applies_to(eff.players, view.controller, caster):
            continue
        if not spell_matches(eff.spells, profile.card, colors, caster, view.controller, view.permanent, mana_value):
            continue
        if eff.during_your_turn and state.active != view.controller:
            continue
        if eff.chosen_name:  # the name chosen for the source, never assumed
            chosen = view.permanent.chosen_name
            if chosen is None:
                raise QueryError(f"{view.id}: “{eff}” needs the name chosen for it: give the permanent key chosen_name: NAME")
            if chosen.lower() != name.lower():
                continue
        if eff.most is not None:
            cast_so_far = _cast_so_far(state, caster, eff, view)
            if cast_so_far < eff.most:
                continue
            why = f"{view.id}: “{eff}”: {does(caster, 'has')} cast {cast_so_far} {'such ' if _kind_matters(eff) else ''}spell(s) this turn (spells_cast_this_turn)"
        else:
            why = f"{view.id}: “{eff}”: {caster} can't cast {name}{where}" + (f" during {possessive(view.controller)} turn" if eff.during_your_turn else "")
            why += f" (the chosen name is {view.permanent.chosen_name})" if eff.chosen_name else ""
            why += f" (its mana value as cast is {mana_value})" if by_value else ""
        out.append((why, "601.3, 101.2" + (", 601.2e, 202.3" if by_value else "")))
    for player, resolved in state.spells_resolved_this_turn.items():
        # resolved12: "Your opponents can't cast spells this turn." of a spell that resolved this turn
        # (611.2a): its players are relative to the spell's controller (601.3, 101.2)
        for spell in resolved:
            for a in spell.abilities:
                for p in a.prohibits if isinstance(a, SpellAbility) else ():
                    f = p.prohibition
                    if f.spells.reads_mana_value != by_value:
                        continue
                    if _applies_to(f.players, player, caster) and spell_matches(f.spells, profile.card, colors, caster, player, mana_value=mana_value):
                        if f.after_resolving and f.most is not None:
                            after = _cast_after_resolving(state, caster, spell.name, p)
                            if after < f.most:
                                continue
                            out.append((f"{spell.name} (cast by {player}, resolved this turn): “{p}”: {does(caster, 'has')} cast {after} spell(s) since", "611.2a, 601.3, 101.2"))
                            continue
                        out.append((f"{spell.name} (cast by {player}, resolved this turn): “{p}”: {caster} can't cast {name}", "611.2a, 601.3, 101.2"))
    for view, only in static_effects(board, SorceryTimingOnly):  # casting10: Teferi, Time Raveler
        if only.spells.reads_mana_value != by_value:
            continue
        if not _applies_to(only.players, view.controller, caster) or not spell_matches(only.spells, profile.card, colors, caster, view.controller, mana_value=mana_value):
            continue
        if only.own_turn:  # among17: Dosan, Fires of Invention
            if state.active != caster:
                out.append((f"{view.id}: “{only}”: {caster} can cast {name} only during their own turn (it is {possessive(state.active)} turn)", "601.3, 101.2"))
        elif state.active != caster or not state.phase.is_main or not state.stack_empty:  # 307.1: sorcery timing
            now = f"it is {possessive(state.active)} turn, {state.phase.value}, the stack {'empty' if state.stack_empty else 'not empty'}"
            out.append((f"{view.id}: “{only}”: {caster} can cast {name} only in their own main phase while the stack is empty ({now})", "307.1, 601.3, 101.2"))
    return out


def mana_value_prohibitions(board: Board, profile: SpellProfile, caster: str, zone: Zone, mana_value: int, prototyped: bool = False) -> list[tuple[str, str]]:
    """among17: the prohibitions by mana value that forbid the spell as proposed with
    ``mana_value`` (601.2e; 202.3e: X as announced; 718.3b: a prototype's mana cost and colours)."""
    return prohibitions(board, profile, caster, zone, mana_value, prototyped)


def reads_mana_value(board: Board) -> bool:
    """among17: whether some prohibition in force tells spells apart by mana value (202.3)."""
    if any(eff.spells.reads_mana_value for _, eff, _ in _forbidding(board, None)):
        return True
    if any(only.spells.reads_mana_value for _, only in static_effects(board, SorceryTimingOnly)):
        return True
    return any(
        p.prohibition.spells.reads_mana_value
        for resolved in board.state.spells_resolved_this_turn.values() for spell in resolved
        for a in spell.abilities if isinstance(a, SpellAbility) for p in a.prohibits
    )


def _forbidding(board: Board, zone: Zone | None) -> list[tuple[View, CastProhibition, str]]:
    """The casting prohibitions of the permanents (601.3): each with its source and, for one
    limited to some zones, the words of the zone (``zone`` None: every limited one)."""
    forbidding: list[tuple[View, CastProhibition, str]] = [(view, eff, "") for view, eff in static_effects(board, CastProhibition)]
    for view, limited in static_effects(board, LimitedProhibition):  # casting10: only from some zones, only at some moments
        if zone is not None and limited.zones and zone not in limited.zones:  # 601.2a: the zone it is cast from
            continue
        if zone is not None and limited.during is not None and restriction_refusal(limited.during, board, view) is not None:
            continue
        where = f" from the {zone_words(zone)}" if limited.zones and zone is not None else ""
        forbidding.append((view, dataclasses.replace(limited.prohibition, text=limited.text or limited.prohibition.text), where))
    return forbidding


def _cast_after_resolving(state: GameState, caster: str, spell: str, limit: object) -> int:
    """cov17: how many spells ``caster`` cast after the resolved spell ``spell`` resolved, for "You
    can cast only one more spell this turn." (Irencrag Feat; 611.2a: the limit starts as it
    resolves). Spells cast before it was cast don't count; one cast after it in the turn's order
    may have been cast while it was on the stack (in response), so whether it counts is not known:
    an error, never assumed (as for a resolved spell's "next spell" effects).

    Raises
    ------
    QueryError
        When spells were cast after it, or when the scenario does not give the turn's spells in order.
    """
    if state.spells_cast_by(caster) <= 1:  # the resolved spell itself, at most
        return 0
    if caster not in state.spells_cast_this_turn_cards:
        raise QueryError(f"“{limit}” needs which spells {does(caster, 'has')} cast this turn, in order: give the scenario key spells_cast_this_turn_cards: {{{caster}: [card names]}}")
    cards = [c.name for c in state.spells_cast_this_turn_cards[caster]]
    at = max((i for i, n in enumerate(cards) if n == spell), default=None)
    if at is None or at == len(cards) - 1:
        return 0
    raise QueryError(
        f"{spell} (spells_resolved_this_turn): “{limit}”: {caster} cast {', '.join(cards[at + 1:])} after casting it, and whether before or "
        "after it resolved is not said for a spell (611.2a)"
    )


def _kind_matters(eff: CastProhibition) -> bool:
    f = eff.spells
    return f.selective


def _cast_so_far(state: GameState, caster: str, eff: CastProhibition, view: View) -> int:
    """How many spells of the kind ``eff`` limits ``caster`` has cast this turn: all of them
    ("Each player can't cast more than one spell each turn"; ``spells_cast_this_turn``, default
    0), or those of its kind ("... who has cast a nonartifact spell this turn can't cast additional
    nonartifact spells"), never assumed when spells were cast and their kinds are not given.

    Raises
    ------
    QueryError
        When the kind matters, spells were cast, and the scenario does not say which.
    """
    count = state.spells_cast_by(caster)
    if not count or not _kind_matters(eff):
        return count
    if caster not in state.spells_cast_this_turn_cards:
        raise QueryError(
            f"{view.id}: “{eff}” needs which spells {does(caster, 'has')} cast this turn: give the scenario key spells_cast_this_turn_cards: {{{caster}: [card names]}}"
        )
    return sum(1 for c in state.spells_cast_this_turn_cards[caster] if spell_matches(eff.spells, c, c.colors, caster, caster))


def flash_permission(board: Board, profile: SpellProfile, caster: str, prototyped: bool = False) -> str | None:
    """The permanent whose effect lets ``caster`` cast the spell as though it had flash ("You may
    cast sorcery spells as though they had flash", 702.8a, 601.3), or None. grants12: also the
    permissions that abilities and spells which resolved this turn created for a duration ("You
    may cast spells this turn as though they had flash", 611.2a), named by their source.
    audit26: ``prototyped``: the spell cast prototyped, with its prototype's colours and mana
    value (718.3a-b: Yeva's "green creature spells" covers a prototyped Rootwire Amalgam)."""
    colors = spell_colors(board, profile.card, profile.colors(prototyped), caster)
    mv = profile.prototype.mana_value() if prototyped and profile.prototype is not None else None
    for view, eff in static_effects(board, FlashPermission):
        if _applies_to(eff.players, view.controller, caster) and spell_matches(eff.spells, profile.card, colors, caster, view.controller, view.permanent, mana_value=mv):
            return view.id
    for source, controller, grant in created_flash_grants(board.state):  # grants12: 611.2a
        eff = grant.permission
        holder = next((p for p in board.state.permanents if p.id == source), None)  # enters16: "of the chosen type" (its choice)
        if _applies_to(eff.players, controller, caster) and spell_matches(eff.spells, profile.card, colors, caster, controller, holder, mana_value=mv):
            if grant.next_only and next_spell_cast(board.state, source, controller, grant, grant.permission.spells):  # enters16
                continue
            return source
    return None


def next_spell_cast(state: GameState, source: str, controller: str, grant: object, spells: SpellFilter) -> bool:
    """enters16: whether the next spell of ``spells`` that ``grant`` was for ("The next sorcery spell
    you cast this turn can be cast as though it had flash", "The next spell you cast this turn has
    convoke") has been cast since it was created (611.2a: it is then used up): the resolution's
    ``next_spell_cast``; not given, no spell of that kind cast this turn (the spell that created it
    aside) says it was not.

    Raises
    ------
    QueryError
        When spells of that kind were cast this turn and the scenario does not say whether after
        the effect was created (naming the key).
    """
    for p in state.permanents:
        if p.id != source:
            continue
        for idx in p.resolved_this_turn:
            a = p.card.abilities[idx] if idx < len(p.card.abilities) else None
            if grant in getattr(a, "continuous", ()):
                given = p.resolution(idx).next_spell_cast
                if given is not None:
                    return given
                if _kind_cast_this_turn(state, controller, grant, spells, None, p):
                    raise QueryError(
                        f"{source}: ability {idx} (“{getattr(grant, 'text', '') or grant}”) is for {spells}: say whether that spell was cast "
                        f"since it resolved with resolved_this_turn: [{{ability: {idx}, next_spell_cast: true|false}}] (611.2a)"
                    )
                return False
    if _kind_cast_this_turn(state, controller, grant, spells, source):
        raise QueryError(f"{source} (spells_resolved_this_turn): “{getattr(grant, 'text', '') or grant}”: spells of that kind were cast this turn, and whether after it resolved is not said for a spell")
    return False


def _kind_cast_this_turn(state: GameState, caster: str, grant: object, spells: SpellFilter, spell: str | None, holder: Permanent | None = None) -> bool:
    """enters16: whether ``caster`` cast a spell of the grant's kind this turn (``spell``: the name
    of the resolved spell that created it, cast before it and not counted once)."""
    if not state.spells_cast_by(caster):
        return False
    if caster not in state.spells_cast_this_turn_cards:
        raise QueryError(f"“{getattr(grant, 'text', '') or grant}” needs which spells {does(caster, 'has')} cast this turn: give the scenario key spells_cast_this_turn_cards: {{{caster}: [card names]}}")
    cards = list(state.spells_cast_this_turn_cards[caster])
    if spell is not None:
        at = next((i for i, c in enumerate(cards) if c.name == spell), None)
        if at is not None:
            del cards[at]
    return any(spell_matches(spells, c, c.colors, caster, caster, holder) for c in cards)


def created_flash_grants(state: GameState) -> list[tuple[str, str, FlashGrant]]:
    """grants12: the flash permissions created for a duration (611.2a: "this turn", "until your
    next turn": in force for the rest of this turn), as :func:`created_grants` finds them."""
    return created_grants(state, FlashGrant)


_G = TypeVar("_G")


def created_grants(state: GameState, kind: type[_G]) -> list[tuple[str, str, _G]]:
    """The effects of type ``kind`` created for a duration by the abilities of permanents listed
    in their ``resolved_this_turn`` and by the spells of ``spells_resolved_this_turn`` (611.2a),
    each with its source's name and controller. An ability is numbered among its permanent's
    abilities as printed (SCENARIOS.md)."""
    out: list[tuple[str, str, _G]] = []
    for p in state.permanents:
        abilities = p.card.abilities
        for idx in p.resolved_this_turn:
            a = abilities[idx] if idx < len(abilities) else None
            if isinstance(a, (ActivatedAbility, TriggeredAbility, ActivatedMode)):
                out.extend((p.id, p.controller, e) for e in a.continuous if isinstance(e, kind))
    for player, cards in state.spells_resolved_this_turn.items():
        for card in cards:
            for sa in card.abilities:
                if isinstance(sa, SpellAbility):
                    out.extend((card.name, player, e) for e in sa.continuous if isinstance(e, kind))
    return out
