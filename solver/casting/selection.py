"""Which objects a spell's text means on the board: the permanents a selector selects (from the
point of view of a spell or of a permanent), the spells a spells-filter fits ("noncreature spells",
"artifact spells you cast"), and what a caster could sacrifice or tap for a cost (701.21a: only
their own). Pure functions of a :class:`~solver.board.layers.Board` and plain values."""

from __future__ import annotations

from ...model.abilities import Keyword, SpellColors, SpellFilter, StaticAbility
from ...model.cards import Card
from ...model.errors import QueryError
from ...model.mana import TypeSet
from ...model.selectors import Selector, Who
from ...model.state import Permanent
from ...model.vocabulary import with_every_creature_type
from ..board.spells import spell_fits
from ..board.views import Board, View, view_status

__all__ = ["candidates", "selects", "spell_colors", "spell_matches"]


def spell_matches(f: SpellFilter, card: Card, colors: TypeSet, caster: str, controller: str, source: Permanent | None = None) -> bool:
    """Whether a spell fits ``f`` (on an object controlled by ``controller``; ``source`` is that
    object, whose choices "of the chosen type" and the like read): its characteristics
    (:func:`~solver.board.spells.spell_fits`), who cast it, and what was chosen."""
    if not spell_fits(f, card, colors):
        return False
    if f.caster is Who.YOU and caster != controller:
        return False
    if f.caster is Who.OPPONENT and caster == controller:
        return False
    return _qualities_match(f, card, colors, source)


def _qualities_match(f: SpellFilter, card: Card, colors: TypeSet, source: Permanent | None) -> bool:
    """chosen10: what was chosen for the filter's object (never assumed: an error naming the
    permanent's key)."""
    if not f.chooses:
        return True
    if source is None:
        raise QueryError(f"“{f}” reads what was chosen for its object, which is not known here")
    if f.chosen_type:
        chosen = source.chosen_type
        if chosen is None:
            raise QueryError(f"{source.id}: “{f}” needs the type chosen for it: give the permanent key chosen_type")
        if chosen not in with_every_creature_type(card.subtypes, frozenset({chosen})) and chosen not in card.card_types:  # 205.2a, 205.3
            return False
    if f.chosen_color:
        color = source.chosen_color
        if color is None:
            raise QueryError(f"{source.id}: “{f}” needs the colour chosen for it: give the permanent key chosen_color")
        if not colors.mask >> int(color) & 1:  # 105.2
            return False
    if f.chosen_name:
        name = source.chosen_name
        if name is None:
            raise QueryError(f"{source.id}: “{f}” needs the name chosen for it: give the permanent key chosen_name")
        if card.name != name:  # 201.2
            return False
    return True


def spell_colors(board: Board, card: Card, colors: TypeSet, caster: str) -> TypeSet:
    """The colours of ``card`` as a spell ``caster`` casts (``colors``: its own, or its prototype's,
    718.3b), after the effects that set the colours of spells (105.3, 613.1e: Celestial Dawn's
    "The same is true for spells you control"), in timestamp order (613.7)."""
    for view in board:
        for ref in view.abilities:
            if isinstance(ref.ability, StaticAbility):
                for e in ref.ability.effects:
                    if isinstance(e, SpellColors) and spell_matches(e.spells, card, colors, caster, view.controller):
                        colors = e.colors  # 613.1e: a colour-setting effect replaces the colours
    return colors


def selects(sel: Selector, v: View, viewer_controller: str, viewer_id: str = "", board: Board | None = None) -> bool:
    """Whether ``sel`` (on the text of a spell or of ``viewer_id``) means ``v``; what ``v`` could
    produce is read from ``board`` when asked ("a land that could produce {C}", 106.7)."""
    state = view_status(v, board if sel.needs_could_produce else None) if sel.needs_state else None
    return sel.matches(
        v,
        obj_id=v.id, obj_controller=v.controller, viewer_id=viewer_id, viewer_controller=viewer_controller,
        obj_is_token=v.permanent.is_token, state=state,
    )


def candidates(board: Board, sel: Selector, caster: str) -> list[str]:
    """The permanents ``caster`` controls that fit ``sel`` (what they could sacrifice or tap for a
    cost: only their own, 701.21a), in timestamp order."""
    return [
        v.id
        for v in board
        if v.controller == caster
        and sel.matches_characteristics(v, view_status(v) if sel.needs_state else None)
        and (sel.token is None or sel.token == v.permanent.is_token)
    ]
