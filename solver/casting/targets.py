"""Legal targets (115, 601.2c): how many distinct objects and players a spell's "target" phrase
could choose now. "Any target" is a creature, a player, a planeswalker or a battle (115.4); a
permanent with shroud, hexproof against an opponent's spell or protection from a quality of the
spell can't be chosen (:func:`~.profile.targetable`: 702.18, 702.11, 702.16)."""

from __future__ import annotations

from ...model.abilities import CardsIn, PlayerKeyword, TargetSpec
from ...model.errors import QueryError
from ...model.selectors import Who
from ...model.mana import TypeSet
from ..board.conditions import static_effects
from ..board.views import Board
from ..paying.legality import attacking
from .profile import targetable
from .selection import selects

__all__ = ["ANY_TARGET_TYPES", "legal_target_count", "legal_target_permanents", "player_targetable"]

# "any target" is a creature, a player, a planeswalker or a battle (115.4).
ANY_TARGET_TYPES = frozenset({"Creature", "Planeswalker", "Battle"})


def legal_target_count(board: Board, spec: TargetSpec, caster: str, colors: TypeSet) -> int:
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
        if board.state.stack_empty:
            return 0
        raise QueryError(
            f"'{spec.text or spec}' targets a spell or ability on the stack, and the scenario says only that the stack is not empty (stack_empty: false), not what is on it"
        )
    if spec.cards is not None:
        return _graveyard_cards(board, spec.cards, caster)
    n = 0
    if spec.players:  # 115.4: players can be targets; "target opponent" only the caster's opponents
        n = sum(1 for p in board.state.players if not (spec.opponents and p == caster) and player_targetable(board, p, caster))
    return n + len(legal_target_permanents(board, spec, caster, colors))


def legal_target_permanents(board: Board, spec: TargetSpec, caster: str, colors: TypeSet) -> tuple[str, ...]:
    """The permanents ``spec`` could target now (601.2c), in timestamp order (the players it could
    target are :func:`legal_target_count`'s)."""
    out: list[str] = []
    for v in board:
        if spec.any_target:
            fits = bool(v.card_types & ANY_TARGET_TYPES)
        elif spec.what is not None:
            fits = selects(spec.what, v, caster, board=board)
        else:
            fits = False
        if fits and spec.attacking:
            fits = attacking(v, board)  # 506.4
        if fits and targetable(v, caster, colors):
            out.append(v.id)
    return tuple(out)


def player_targetable(board: Board, player: str, caster: str) -> bool:
    """Whether a spell ``caster`` controls can target ``player``: not when the player has shroud
    (702.18a), nor hexproof against an opponent's spell (702.11c) — "You have hexproof." on a
    permanent the player controls, its condition holding (611.3a)."""
    return not any(
        view.controller == player and (eff.keyword == "shroud" or caster != player) for view, eff in static_effects(board, PlayerKeyword)
    )


def _graveyard_cards(board: Board, cards: CardsIn, caster: str) -> int:
    """How many cards of the graveyards ``cards`` names fit its qualities (115.1: cards in a
    graveyard can be targets; 404).

    Raises
    ------
    QueryError
        When the scenario does not give one of those graveyards (never assumed empty).
    """
    state = board.state
    players = (caster,) if cards.whose is Who.YOU else state.opponents(caster) if cards.whose is Who.OPPONENT else state.players
    missing = [p for p in players if p not in state.graveyard]
    if missing:
        raise QueryError(f"'{cards.text}': the cards in {missing[0]}'s graveyard are not given: give the scenario key graveyard: {{{missing[0]}: [...]}}")
    n = 0
    for p in players:
        for card in state.graveyard[p]:
            if not cards.card_types <= card.card_types or cards.excluded_types & card.card_types:
                continue
            if cards.any_types and not cards.any_types & card.card_types:
                continue
            if cards.colors.mask and card.colors.mask & cards.colors.mask != cards.colors.mask:
                continue
            if cards.supertypes <= card.supertypes:
                n += 1
    return n
