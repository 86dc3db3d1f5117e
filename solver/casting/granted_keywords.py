"""statics12: the keywords that static abilities give to spells as they are cast: "Creature
spells you cast have convoke" (702.51a), "Nonartifact spells you cast have improvise" (702.126a),
"Spells you cast have delve" (702.66a). The spell has the keyword while it is cast, so part of its
total cost may be paid by tapping or exiling (601.2h); a second instance adds nothing (702.51d,
702.126c, 702.66c: multiple instances are redundant)."""

from __future__ import annotations

from ...model.abilities import SpellsHaveKeyword
from ...model.cards import Card
from ..board.conditions import static_effects
from ..board.views import Board
from .selection import spell_colors, spell_matches

__all__ = ["granted_spell_keywords"]


def granted_spell_keywords(board: Board, card: Card, caster: str) -> frozenset[str]:
    """The keywords (lower case, as :attr:`Card.keywords` names them) that the static abilities
    in force now (611.3a) give to ``card`` cast by ``caster``.

    Parameters
    ----------
    board
        The battlefield as it is now.
    card
        The card being cast.
    caster
        Who casts it (601.2a: its controller as a spell, "spells you cast").

    Returns
    -------
    frozenset[str]
        "convoke", "improvise", "delve": each keyword an effect that selects the spell gives it.
    """
    colors = spell_colors(board, card, card.colors, caster)
    return frozenset(
        e.keyword for view, e in static_effects(board, SpellsHaveKeyword) if spell_matches(e.spells, card, colors, caster, view.controller, view.permanent)
    )
