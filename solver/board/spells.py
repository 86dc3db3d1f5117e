"""Which spells a spells-filter fits by their characteristics ("instant or sorcery spells",
"noncreature spells", "Goblin spells", "red spells", "colorless spells", "historic spells"): card
types (205.2a), subtypes (205.3, changeling 205.3m), colours (105.2), historic (700.6), keywords,
mana value (202.3) and power (208.1; costs13). Who cast them is the caller's: a cost change asks about the caster of a spell
being cast, an activation restriction about spells its controller cast this turn."""

from __future__ import annotations

from ...model.abilities import Keyword, Kicker, Multikicker, SpellFilter
from ...model.cards import Card
from ...model.errors import QueryError
from ...model.mana import TypeSet
from ...model.vocabulary import with_every_creature_type

__all__ = ["spell_fits"]


def spell_fits(f: SpellFilter, card: Card, colors: TypeSet, mana_value: int | None = None, kicked: bool | None = None) -> bool:
    """Whether a spell of ``card`` with ``colors`` (its colours as a spell) has the characteristics
    ``f`` names; a filter of "this spell" fits no other spell. ``mana_value``: the spell's mana
    value as cast (202.3e: X as chosen; 718.3b: a prototype's), when the question fixes it;
    ``kicked``: whether it was cast with a kicker cost paid (702.33d), when the question knows it."""
    if f.self_only:
        return False
    if f.kicked:  # audit23: "kicked spells" (702.33d): known only to a way of casting, never assumed
        if kicked is None and not any(isinstance(a, (Kicker, Multikicker)) for a in card.abilities):
            kicked = False  # 702.33a, 702.33d: a spell without a kicker cost can't have been kicked
        if kicked is None:
            raise QueryError(f"“{f}”: whether a spell of {card.name} was kicked (702.33d) is not known here")
        if not kicked:
            return False
    if f.face_down and not card.face_down:  # s16: "face-down creature spells" (708.2)
        return False
    if not f.supertypes <= card.supertypes:  # costs13: "Legendary spells" (205.4)
        return False
    if f.any_of and not any(spell_fits(alt, card, colors, mana_value, kicked) for alt in f.any_of):  # costs13: "Kithkin spells and Soldier spells"
        return False
    if not f.card_types <= card.card_types or f.excluded_types & card.card_types:
        return False
    if f.either_types and not f.either_types & card.card_types:
        return False
    if not f.subtypes <= with_every_creature_type(card.subtypes, f.subtypes):  # 205.3m: changeling
        return False
    if f.colors and not (f.colors & colors):
        return False
    n = (colors.mask & _COLOR_MASK).bit_count()
    if f.colorless and n:  # 105.2c
        return False
    if f.multicolored and n < 2:  # 105.2b
        return False
    if f.monocolored and n != 1:  # 105.2a
        return False
    if f.has_x and not card.mana_cost.has_x:  # audit18: "with {X} in their mana costs" (107.3)
        return False
    if f.historic and not ("Artifact" in card.card_types or "Legendary" in card.supertypes or "Saga" in card.subtypes):
        return False  # 700.6: an artifact, a legendary or a Saga is historic
    if f.reads_mana_value:  # costs13, among17: 202.3
        if mana_value is None and card.mana_cost.has_x:  # 202.3e: on the stack X is the value chosen, not known here
            raise QueryError(f"“{f}”: the mana value of {card.name} as a spell depends on the X chosen for it (202.3e), which this question does not fix")
        mv = card.mana_value() if mana_value is None else mana_value
        if f.mana_value_at_least is not None and mv < f.mana_value_at_least:
            return False
        if f.mana_value_at_most is not None and mv > f.mana_value_at_most:
            return False
        if f.mana_value_parity is not None and (mv % 2 == 0) != (f.mana_value_parity == "even"):
            return False
    if f.power_at_least is not None:  # costs13: 208.1, a creature spell's power is its card's
        if "Creature" not in card.card_types:
            return False
        if card.power is None or not card.power.isdigit():
            raise QueryError(f"“{f}”: the power of {card.name} as a spell is {card.power!r}, which the library does not compute (208.2)")
        if int(card.power) < f.power_at_least:
            return False
    # audit34: 715.3a-4: a spell that has an Adventure is one cast from an adventurer card as its
    # creature half (cast as the Adventure, it has only the Adventure's characteristics)
    if f.has_adventure and not (card.layout == "adventure" and not card.face):
        return False
    if f.toughness_over_power:  # audit35: 208.1, a creature spell's power and toughness are its card's
        if "Creature" not in card.card_types:
            return False
        if card.power is None or card.toughness is None or not card.power.isdigit() or not card.toughness.isdigit():
            raise QueryError(f"“{f}”: the power and toughness of {card.name} as a spell are {card.power!r}/{card.toughness!r}, which the library does not compute (208.2)")
        if int(card.toughness) <= int(card.power):
            return False
    # "creature spells with flying": the keyword on the card (702)
    return f.keyword is None or any(isinstance(a, Keyword) and a.name.lower() == f.keyword for a in card.abilities)


_COLOR_MASK = 0b11111  # the five colours (105.1)
