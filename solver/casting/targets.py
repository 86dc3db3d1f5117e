"""Legal targets (115, 601.2c): how many distinct objects and players a spell's "target" phrase
could choose now. "Any target" is a creature, a player, a planeswalker or a battle (115.4); a
permanent with shroud, hexproof against an opponent's spell or protection from a quality of the
spell can't be chosen (:func:`~.profile.targetable`: 702.18, 702.11, 702.16)."""

from __future__ import annotations

from ...model.abilities import TargetSpec
from ...model.mana import TypeSet
from ..board.views import Board
from .profile import targetable
from .selection import selects

__all__ = ["ANY_TARGET_TYPES", "legal_target_count", "legal_target_permanents"]

# "any target" is a creature, a player, a planeswalker or a battle (115.4).
ANY_TARGET_TYPES = frozenset({"Creature", "Planeswalker", "Battle"})


def legal_target_count(board: Board, spec: TargetSpec, caster: str, colors: TypeSet) -> int:
    """How many distinct objects and players ``spec`` could target now (601.2c)."""
    n = len(board.state.players) if spec.players else 0
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
