"""Whether an object's spell or ability can target a permanent (115, 601.2c, 602.2b): shroud
(702.18), hexproof against opponents (702.11b, 702.11d), protection from a quality of the source
(702.16). Shared by casting (a spell's targets) and activation (an ability's targets, audit24)."""

from __future__ import annotations

from ...model.abilities import Hexproof, Protection, Shroud
from ...model.mana import TypeSet
from .views import View

__all__ = ["targetable"]


_CARD_TYPE_QUALITIES = {
    "artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment", "planeswalkers": "Planeswalker",
    "lands": "Land", "battles": "Battle", "instants": "Instant", "sorceries": "Sorcery",
}


def targetable(view: View, caster: str, colors: TypeSet, card_types: frozenset[str] = frozenset(), *, hexproof_ignored: bool = False) -> bool:
    """Whether a spell of ``colors`` (and of ``card_types``) cast by ``caster`` can target this
    permanent: shroud (702.18), hexproof against opponents (702.11b), hexproof from a quality of the
    spell against opponents (702.11d: "hexproof from blue", "from monocolored"), protection from a
    quality of the spell (702.16: a colour, "everything", or a card type, "protection from
    artifacts"). ``hexproof_ignored``: the caster's spells may target it as though it had no
    hexproof (s13: Detection Tower)."""
    abilities = [a.ability for a in view.abilities]
    if any(isinstance(a, Shroud) for a in abilities):
        return False
    if view.controller != caster and not hexproof_ignored:
        for a in abilities:
            if isinstance(a, Hexproof) and (a.from_quality is None or _has_quality(a.from_quality, colors, card_types)):
                return False
    return not any(isinstance(a, Protection) and _has_quality(a.quality, colors, card_types) for a in abilities)


_COLOR_QUALITIES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _has_quality(quality: str, colors: TypeSet, card_types: frozenset[str]) -> bool:
    """Whether a spell of ``colors`` and ``card_types`` has the quality of "protection from" or
    "hexproof from" (702.16a-b, 702.11d): "everything", "each color" (any of the five, 105.1),
    "multicolored", "monocolored", "colorless" (105.2), a colour, a card type ("artifacts"); "blue
    and from black" is either. A quality not listed here is none the spell has."""
    q = quality.lower().strip()
    if " and from " in q:
        return any(_has_quality(part, colors, card_types) for part in q.split(" and from "))
    if q == "everything":
        return True
    if q in ("each color", "colored", "colored spells"):  # grants14: 702.16a-b, any of the five colours (105.1)
        return bool(colors.mask & 0b11111)
    if q == "multicolored":
        return len(colors) >= 2
    if q == "monocolored":
        return len(colors) == 1
    if q == "colorless":
        return not colors.mask & 0b11111
    if q in _COLOR_QUALITIES:
        return bool(TypeSet.parse(_COLOR_QUALITIES[q]).mask & colors.mask)
    if q in _CARD_TYPE_QUALITIES:  # grants13: 702.16b
        return _CARD_TYPE_QUALITIES[q] in card_types
    return False
