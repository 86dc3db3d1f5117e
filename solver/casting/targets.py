"""Legal targets (115, 601.2c): how many distinct objects and players a spell's "target" phrase
could choose now. "Any target" is a creature, a player, a planeswalker or a battle (115.4); a
permanent with shroud, hexproof against an opponent's spell or protection from a quality of the
spell can't be chosen (:func:`~.profile.targetable`: 702.18, 702.11, 702.16)."""

from __future__ import annotations

from ...model.abilities import PlayerKeyword, TargetSpec
from ...model.mana import TypeSet
from ..board.conditions import static_effects
from ..board.views import Board
from .profile import targetable
from .selection import selects

__all__ = ["ANY_TARGET_TYPES", "legal_target_count", "legal_target_permanents", "player_targetable"]

# "any target" is a creature, a player, a planeswalker or a battle (115.4).
ANY_TARGET_TYPES = frozenset({"Creature", "Planeswalker", "Battle"})


def legal_target_count(board: Board, spec: TargetSpec, caster: str, colors: TypeSet) -> int:
    """How many distinct objects and players ``spec`` could target now (601.2c)."""
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
