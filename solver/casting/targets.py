"""Legal targets (115, 601.2c): how many distinct objects and players a spell's "target" phrase
could choose now. "Any target" is a creature, a player, a planeswalker or a battle (115.4); a
permanent with shroud, hexproof against an opponent's spell or protection from a quality of the
spell can't be chosen (:func:`~manasolve.solver.board.targeting.targetable`: 702.18, 702.11, 702.16)."""

from __future__ import annotations

import dataclasses

from ...model.abilities import PlayerKeyword, TargetSpec, UntargetableCards, UntargetablePermanents, Zone
from ...model.cards import Card
from ...model.errors import QueryError
from ...model.state import StackObject  # altcost16
from ...model.mana import TypeSet
from ...model.selectors import Selector, Who
from ..board.conditions import static_effects
from ..board.views import Board
from ..board.targeting import targetable  # audit24: the board room's
from .selection import selects, spell_colors, spell_matches
from .words import possessive

__all__ = ["ANY_TARGET_TYPES", "legal_stack_target_ids", "legal_target_count", "legal_target_permanents", "player_targetable", "stack_id"]

# "any target" is a creature, a player, a planeswalker or a battle (115.4).
ANY_TARGET_TYPES = frozenset({"Creature", "Planeswalker", "Battle"})


def legal_target_count(board: Board, spec: TargetSpec, caster: str, colors: TypeSet, card_types: frozenset[str] = frozenset()) -> int:
    """How many distinct objects and players ``spec`` could target now (601.2c).

    Raises
    ------
    QueryError
        When ``spec`` targets what the scenario does not give: a spell or ability on a stack that
        is not empty (only whether it is empty is known), or cards of a graveyard not given.
    """
    if spec.stack:
        # 115.1; 115.5: a spell is not a legal target for itself, so with nothing else on the
        # stack there is none
        if board.state.stack is not None:  # zones11: the objects on the stack, as the scenario gives them
            return legal_stack_targets(board, spec, caster)
        if board.state.stack_empty:
            return 0
        raise QueryError(
            f"'{spec.text or spec}' targets a spell or ability on the stack, and the scenario says only that the stack is not empty (stack_empty: false), "
            "not what is on it: give the scenario key stack: [{card: NAME, controller: PLAYER} or {ability: N, of: REF}]"
        )
    if spec.or_spell is not None:  # audit19: "target spell or nonland permanent": a permanent, or a spell (115.1)
        permanents = len(legal_target_permanents(board, spec, caster, colors, card_types))
        spells = dataclasses.replace(spec, what=None, stack=True, stack_filter=spec.or_spell, or_spell=None)
        if permanents and board.state.stack is None and not board.state.stack_empty:
            return permanents  # legal targets exist whatever the stack holds
        return permanents + legal_target_count(board, spells, caster, colors, card_types)
    n = 0
    if spec.players:  # 115.4: players can be targets; "target opponent" only the caster's opponents
        n = sum(1 for p in board.state.players if not (spec.opponents and p == caster) and player_targetable(board, p, caster))
    if spec.zone is not None:  # casting10: a card in a graveyard (115.1, 404)
        return n + legal_target_cards(board, spec, caster)
    return n + len(legal_target_permanents(board, spec, caster, colors, card_types))


def legal_target_permanents(board: Board, spec: TargetSpec, caster: str, colors: TypeSet, card_types: frozenset[str] = frozenset()) -> tuple[str, ...]:
    """The permanents ``spec`` could target now (601.2c), in timestamp order (the players it could
    target are :func:`legal_target_count`'s)."""
    out: list[str] = []
    if spec.zone is not None:  # casting10: it targets a card in a graveyard, not a permanent
        return ()
    barred = untargetable_by(board, caster, colors)
    for v in board:
        if v.id in barred:
            continue
        if spec.any_target:
            fits = bool(v.card_types & ANY_TARGET_TYPES)
        elif spec.what is not None:
            fits = selects(spec.what, v, caster, board=board)
        else:
            fits = False
        if fits and targetable(v, caster, colors, card_types, hexproof_ignored=caster in board.hexproof_ignored.get(v.id, ())):  # s13
            out.append(v.id)
    return tuple(out)


def untargetable_by(board: Board, caster: str, colors: TypeSet) -> frozenset[str]:
    """grants14: the permanents a spell of ``colors`` cast by ``caster`` can't target because of
    an effect that says so (115.1, 601.2c: "Enchanted creature can't be the target of spells or
    abilities your opponents control", "This creature can't be the target of black or red
    spells"): "your opponents" are the opponents of the effect's controller (109.5), and a spell is
    one of "black or red spells" when it has one of those colours (105.2)."""
    out: set[str] = set()
    for holder, eff in static_effects(board, UntargetablePermanents):
        if eff.opponents and caster == holder.controller:
            continue
        if eff.colors and not TypeSet.of(eff.colors).mask & colors.mask:
            continue
        out.update(v.id for v in board.select(eff.affected, holder))
    return frozenset(out)


def player_targetable(board: Board, player: str, caster: str) -> bool:
    """Whether a spell ``caster`` controls can target ``player``: not when the player has shroud
    (702.18a), nor hexproof against an opponent's spell (702.11c) — "You have hexproof." on a
    permanent the player controls, its condition holding (611.3a); s13: not hexproof when an effect
    lets the caster target their opponents as though they didn't have it (Detection Tower)."""
    ignored = caster != player and caster in board.players_hexproof_ignored
    return not any(
        view.controller == player and (eff.keyword == "shroud" or (caster != player and not ignored)) for view, eff in static_effects(board, PlayerKeyword)
    )


# ---- casting10: cards in graveyards as targets (115.1, 404, 601.2c) -----------------------------


def card_fits(sel: Selector, card: Card) -> bool:
    """Whether a card in a graveyard is one ``sel`` describes: its card types, subtypes and
    supertypes (205), or one of ``sel.either``."""
    if sel.either:
        return any(card_fits(e, card) for e in sel.either)
    return (
        sel.card_types <= card.card_types and sel.subtypes <= card.subtypes and sel.supertypes <= card.supertypes
        and not sel.excluded_types & card.card_types and not sel.excluded_supertypes & card.supertypes
    )


def legal_target_cards(board: Board, spec: TargetSpec, caster: str) -> int:
    """How many cards of the graveyards ``spec`` names (the caster's, an opponent's or any
    player's, 404) it could target now (601.2c); none while an effect says cards in graveyards
    can't be the targets of spells (Ground Seal, 115.1, 101.2). A graveyard the scenario does not
    give is never assumed empty.

    Raises
    ------
    QueryError
        When a graveyard the count needs is not given (naming the scenario key).
    """
    state = board.state
    if any(eff.zone is spec.zone for _, eff in static_effects(board, UntargetableCards)):
        return 0
    players = [p for p in state.players if spec.zone_whose is Who.ANY or (p == caster) == (spec.zone_whose is Who.YOU)]
    missing = [p for p in players if p not in state.graveyard]
    if missing:
        raise QueryError(
            f"'{spec.text or spec}' targets a card in {possessive(missing[0])} graveyard: give the scenario key graveyard: {{{missing[0]}: [card names]}}"
        )
    what = spec.what or Selector()
    return sum(1 for p in players for c in state.graveyard[p] if card_fits(what, c))


# ---- zones11: spells and abilities on the stack as targets (115.1, 115.5, 601.2c) ---------------


def legal_stack_targets(board: Board, spec: TargetSpec, caster: str) -> int:
    """How many objects of the scenario's ``stack`` ``spec`` could target (115.1): those of the
    kinds it names (a spell, an activated or a triggered ability) with the qualities it asks (the
    spell's types and colours, 105.3 and 613.1e as spells; who controls it; its mana value,
    202.3). The spell being cast is not among them (115.5: a spell can't target itself).

    Raises
    ------
    QueryError
        When the stack holds objects and the target's words are not read, or a mana value is
        asked of a spell with X (its value on the stack is not given).
    """
    return len(legal_stack_target_ids(board, spec, caster))


def stack_id(index: int, obj: StackObject) -> str:
    """altcost16: how an object of the scenario's ``stack`` is named among targets: its place in
    the scenario's list and what it is."""
    return f"stack {index}: {obj}"


def legal_stack_target_ids(board: Board, spec: TargetSpec, caster: str) -> tuple[str, ...]:
    """altcost16: the objects of the scenario's ``stack`` ``spec`` could target (115.1), named by
    :func:`stack_id` (:func:`legal_stack_targets` counts them).

    Raises
    ------
    QueryError
        As :func:`legal_stack_targets`.
    """
    stack = board.state.stack or ()
    if not stack:
        return ()
    f = spec.stack_filter
    if f is None:
        raise QueryError(f"'{spec.text or spec}': which objects on the stack this target may be is not read, so its legal targets can't be counted")
    out: list[str] = []
    for i, obj in enumerate(stack):
        if obj.kind.value not in f.kinds:  # 113.3, 405.1: spells, activated and triggered abilities
            continue
        if f.controller is Who.YOU and obj.controller != caster or f.controller is Who.OPPONENT and obj.controller == caster:
            continue
        if obj.card is not None:
            colors = spell_colors(board, obj.card, obj.card.colors, obj.controller)
            if not spell_matches(f.spells, obj.card, colors, obj.controller, caster):
                continue
            if f.mana_value_at_most is not None or f.mana_value_at_least is not None:
                if obj.card.mana_cost.has_x:
                    raise QueryError(f"'{spec.text or spec}' compares the mana value of {obj.card.name}, whose X on the stack is not given (202.3e)")
                mv = obj.card.mana_value()  # 202.3
                if f.mana_value_at_most is not None and mv > f.mana_value_at_most or f.mana_value_at_least is not None and mv < f.mana_value_at_least:
                    continue
        out.append(stack_id(i, obj))
    return tuple(out)
