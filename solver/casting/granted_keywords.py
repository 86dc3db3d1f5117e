"""statics12: the keywords that static abilities give to spells as they are cast: "Creature
spells you cast have convoke" (702.51a), "Nonartifact spells you cast have improvise" (702.126a),
"Spells you cast have delve" (702.66a). The spell has the keyword while it is cast, so part of its
total cost may be paid by tapping or exiling (601.2h); a second instance adds nothing (702.51d,
702.126c, 702.66c: multiple instances are redundant)."""

from __future__ import annotations

from ...model.abilities import SpellAbility, SpellKeywordGrant, SpellsHaveKeyword, Zone
from ...model.errors import QueryError
from ...model.cards import Card
from ..board.conditions import static_effects
from ..board.views import Board
from .permissions import next_spell_cast  # enters16
from .modifiers import spells_before  # audit23
from .selection import spell_colors, spell_matches

__all__ = ["granted_spell_keywords"]


def granted_spell_keywords(board: Board, card: Card, caster: str, zone: Zone | None = None) -> frozenset[str]:
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
    zone
        audit23: the zone it is cast from (601.2a), for "Spells you cast from exile have convoke."

    Returns
    -------
    frozenset[str]
        "convoke", "improvise", "delve": each keyword an effect that selects the spell gives it.
    """
    colors = spell_colors(board, card, card.colors, caster)
    out: set[str] = set()
    for view, e in static_effects(board, SpellsHaveKeyword):
        if not spell_matches(e.spells, card, colors, caster, view.controller, view.permanent):
            continue
        if e.zone is not None:  # audit23: "Spells you cast from exile have convoke." (601.2a)
            if zone is None:
                raise QueryError(f"{view.id}: “{e}” depends on the zone {card.name} is cast from, which is not known here")
            if not e.zone.holds(zone):
                continue
        if e.order is not None and spells_before(e.order, view, board) != e.order.n - 1:  # audit23: "The first ... spell you cast each turn has convoke"
            continue
        out.add(e.keyword)
    state = board.state
    for p in state.permanents:  # enters16: "The next spell you cast this turn has convoke." (611.2a)
        if p.controller != caster:
            continue
        for idx in p.resolved_this_turn:
            a = p.card.abilities[idx] if idx < len(p.card.abilities) else None
            for g in getattr(a, "continuous", ()):
                if isinstance(g, SpellKeywordGrant) and spell_matches(g.grant.spells, card, colors, caster, p.controller, p):
                    if not (g.next_only and next_spell_cast(state, p.id, p.controller, g, g.grant.spells)):
                        out.add(g.grant.keyword)
    for c in state.spells_resolved_this_turn.get(caster, ()):
        for a in c.abilities:
            for g in (a.continuous if isinstance(a, SpellAbility) else ()):
                if isinstance(g, SpellKeywordGrant) and spell_matches(g.grant.spells, card, colors, caster, caster):
                    if not (g.next_only and next_spell_cast(state, c.name, caster, g, g.grant.spells)):
                        out.add(g.grant.keyword)
    return frozenset(out)
