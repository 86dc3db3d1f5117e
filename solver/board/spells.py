"""Which spells a spells-filter fits by their characteristics ("instant or sorcery spells",
"noncreature spells", "Goblin spells", "red spells"): card types (205.2a), subtypes (205.3) and
colours (105.2). Who cast them is the caller's: a cost change asks about the caster of a spell
being cast, an activation restriction about spells its controller cast this turn."""

from __future__ import annotations

from ...model.abilities import SpellFilter
from ...model.cards import Card
from ...model.mana import TypeSet

__all__ = ["spell_fits"]


def spell_fits(f: SpellFilter, card: Card, colors: TypeSet) -> bool:
    """Whether a spell of ``card`` with ``colors`` (its colours as a spell) has the characteristics
    ``f`` names; a filter of "this spell" fits no other spell."""
    if f.self_only:
        return False
    if not f.card_types <= card.card_types or f.excluded_types & card.card_types:
        return False
    if f.either_types and not f.either_types & card.card_types:
        return False
    if not f.subtypes <= card.subtypes:
        return False
    return not (f.colors and not (f.colors & colors))
