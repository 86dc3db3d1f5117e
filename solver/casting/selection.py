"""Which objects a spell's text means on the board: the permanents a selector selects (from the
point of view of a spell or of a permanent), the spells a spells-filter fits ("noncreature spells",
"artifact spells you cast"), and what a caster could sacrifice or tap for a cost (701.21a: only
their own). Pure functions of a :class:`~solver.board.layers.Board` and plain values."""

from __future__ import annotations

import dataclasses

from ...model.abilities import Keyword, OffBattlefield, SpellColors, SpellFilter, SpellTypes, StaticAbility, TypeChange
from ...model.cards import Card, TypeLine
from ...model.errors import QueryError
from ...model.mana import TypeSet
from ...model.selectors import Relation, Selector, Who
from ...model.state import Permanent
from ...model.vocabulary import EVERY_CREATURE_TYPE, is_creature_type, with_every_creature_type
from ..board.conditions import condition_holds
from ..board.spells import spell_fits
from ..board.views import Board, View, view_status
from ..board.bans import sacrifice_ban  # bans19

__all__ = ["candidates", "selects", "spell_card", "spell_colors", "spell_matches"]


def spell_matches(f: SpellFilter, card: Card, colors: TypeSet, caster: str, controller: str, source: Permanent | None = None, mana_value: int | None = None, kicked: bool | None = None) -> bool:
    """Whether a spell fits ``f`` (on an object controlled by ``controller``; ``source`` is that
    object, whose choices "of the chosen type" and the like read): its characteristics
    (:func:`~solver.board.spells.spell_fits`; ``mana_value`` as cast, when known), who cast it,
    and what was chosen; ``kicked``: whether it was kicked (702.33d), when known."""
    if f.commander:  # audit35: 903.3: known only from the zone it is cast from (modifiers.py reads it)
        raise QueryError(f"“{f}”: whether a spell is its caster's commander is not known here (903.3)")
    if not spell_fits(f, card, colors, mana_value, kicked):
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
    if f.named_as_exiled and card.name not in {exiled.name for exiled in source.exiled}:  # s16: 201.2, 607.2a
        return False
    if f.shares_card_type_with_exiled:  # audit18: 205.2a, 607.2a (nothing exiled: no card type is shared)
        if not any(card.card_types & exiled.card_types for exiled in source.exiled):
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
                        got = e.colors
                        if e.chosen:  # types15: the colour chosen for the source (Painter's Servant)
                            chosen = view.permanent.chosen_color
                            if chosen is None:
                                raise QueryError(f"{view.id}: “{e.text or e}” needs the colour chosen for it: give the permanent key chosen_color")
                            got = TypeSet.of([chosen])
                        # 613.1e: a colour-setting effect replaces the colours; types15: "in addition
                        # to their other colors" adds
                        colors = TypeSet(colors.mask | got.mask) if e.adding else got
    return colors


def spell_card(board: Board, card: Card, caster: str) -> Card:
    """grants13: ``card`` as a spell ``caster`` casts, with the types the effects that change the
    types of spells give it (205.1, 613.1d: Biotransference's "The same is true for creature spells
    you control", Maskwood Nexus's every creature type, Conspiracy's chosen type), in timestamp
    order (613.7); a static ability with a condition applies while it holds (611.3a)."""
    out = _off_the_battlefield(card, caster)
    for view in board:
        for ref in view.abilities:
            a = ref.ability
            if not isinstance(a, StaticAbility) or not any(isinstance(e, SpellTypes) for e in a.effects):
                continue
            if not condition_holds(a.condition, view, board):
                continue
            for e in a.effects:
                if isinstance(e, SpellTypes) and spell_matches(e.spells, out, out.colors, caster, view.controller):
                    out = _retyped(out, e.change, view.permanent)
    return out


def _off_the_battlefield(card: Card, caster: str) -> Card:
    """types15: the card with the type changes of its own text that apply while it isn't on the
    battlefield ("As long as Grist isn't on the battlefield, it's a 1/1 Insect creature in addition
    to its other types": 113.6, 205.1b, so its spell is a creature spell)."""
    for a in card.abilities:
        if isinstance(a, StaticAbility) and isinstance(a.condition, OffBattlefield):
            for e in a.effects:
                if isinstance(e, TypeChange) and e.affected.relation is Relation.SELF:
                    card = _retyped(card, e, Permanent(id=f"{card.name} (the spell)", card=card, controller=caster))
    return card


def _retyped(card: Card, change: TypeChange, source: Permanent) -> Card:
    """The card with a type change of layer 4 applied (205.1a: a creature type set replaces the
    creature types, card types set replace the card types; 205.1b: "in addition to its other
    types" adds; 205.3m: every creature type; the type chosen for the change's source)."""
    line = card.type_line
    subtypes = set(change.subtypes)
    if change.chosen:
        chosen = source.chosen_type
        if chosen is None:
            raise QueryError(f"{source.id}: “{change.text}” needs the type chosen for it: give the permanent key chosen_type")
        subtypes.add(chosen)
    if change.all_creature_types:
        subtypes.add(EVERY_CREATURE_TYPE)
    if change.adding:
        types = line.card_types | change.card_types
        subs = line.subtypes | subtypes
    else:
        types = change.card_types or line.card_types
        creature_set = any(is_creature_type(t) for t in subtypes)
        subs = frozenset(t for t in line.subtypes if not (creature_set and is_creature_type(t))) | subtypes
    return dataclasses.replace(card, type_line=TypeLine(line.supertypes | change.supertypes, types, frozenset(subs)))


def selects(sel: Selector, v: View, viewer_controller: str, viewer_id: str = "", board: Board | None = None) -> bool:
    """Whether ``sel`` (on the text of a spell or of ``viewer_id``) means ``v``; what ``v`` could
    produce is read from ``board`` when asked ("a land that could produce {C}", 106.7)."""
    state = view_status(v, board if sel.needs_could_produce else None) if sel.needs_state else None
    return sel.matches(
        v,
        obj_id=v.id, obj_controller=v.controller, viewer_id=viewer_id, viewer_controller=viewer_controller,
        obj_is_token=v.permanent.is_token, state=state,
    )


def candidates(board: Board, sel: Selector, caster: str, *, sacrificed: bool = False) -> list[str]:
    """The permanents ``caster`` controls that fit ``sel`` (what they could sacrifice or tap for a
    cost: only their own, 701.21a), in timestamp order; with ``sacrificed``, only those an effect
    lets them sacrifice (bans19: 701.21a, 118.3: Assault Suit, Angel of Jubilation)."""
    return [
        v.id
        for v in board
        if v.controller == caster
        and sel.matches_characteristics(v, view_status(v) if sel.needs_state else None)
        and (sel.token is None or sel.token == v.permanent.is_token)
        and not (sacrificed and sacrifice_ban(board, caster, v) is not None)
    ]
