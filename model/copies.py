"""Copies (707): the card a permanent is after it entered as a copy of another object.

707.2: a copy acquires the copiable values of the original — its name, mana cost, colour, card
types, subtypes and supertypes, rules text (so its abilities, mana abilities included) and power
and toughness, as printed and as modified by other copy effects — and nothing else (not counters,
not other continuous effects). 707.9b: the exceptions of the copy effect ("except it's an
artifact in addition to its other types", "except it has haste") become part of the copy's
copiable values. 613.2 (layer 1): all of this applies before every other layer, so the copy is
built once, as the card the permanent *is*, before any other continuous effect is looked at; the
layer system then treats it like any printed card.

The copied object is the scenario's permanent key ``copy_of`` (which object was chosen as it
entered is not in the text); :func:`copy_card` builds the result. copies14: a copy effect that a
resolving ability created ("This land becomes a copy of target land, except it has this ability",
Thespian's Stage) is layer 1 too (613.2a); :func:`became_copy` builds what the permanent is then,
from the target the scenario's ``resolved_this_turn`` names.
"""

from __future__ import annotations

from dataclasses import replace

from .abilities import Ability, BecomesCopy, ContinuousEffect, EntersAsChoice, EntersAsCopy, GrantAbilities, SetBasePT, TypeChange
from .cards import Card, TypeLine
from .vocabulary import ARTIFACT_TYPES, ENCHANTMENT_TYPES, EVERY_CREATURE_TYPE, LAND_TYPES

__all__ = ["became_copy", "chosen_form", "copy_card", "copy_effects", "entering_as_choice", "entering_as_copy"]


def entering_as_copy(card: Card) -> EntersAsCopy | None:
    """The card's "You may have this ... enter as a copy of ..." effect (614.1c), if it has one."""
    for a in card.abilities:
        for e in getattr(a, "effects", ()):
            if isinstance(e, EntersAsCopy):
                return e
    return None


def entering_as_choice(card: Card) -> EntersAsChoice | None:
    """types15: the card's "As this creature enters, it becomes your choice of ..." (614.12), if any."""
    for a in card.abilities:
        for e in getattr(a, "effects", ()):
            if isinstance(e, EntersAsChoice):
                return e
    return None


def chosen_form(card: Card, entry: EntersAsChoice, n: int) -> Card:
    """types15: the card a permanent is once it entered with option ``n`` (from 0) of ``entry``
    chosen (614.12): 707.2 makes what an "as ... enters" ability sets part of its copiable values,
    so the option's types (205.1a-b), base power and toughness and abilities are applied to the
    card, as a copy's exceptions are (707.9b)."""
    return _excepted(card, entry.options[n])


def copy_card(copied: Card, entry: EntersAsCopy, own_name: str | None = None) -> Card:
    """The card a permanent is once it entered as a copy of ``copied`` through ``entry``.

    Parameters
    ----------
    copied
        The copiable values of the original (707.2): its card, already a copy if the original
        itself copied something (707.3).
    entry
        The copy effect, whose exceptions become copiable values too (707.9b).

    Returns
    -------
    Card
        The original's name, mana cost, types, rules text, abilities and power and toughness,
        changed by the exceptions: types added or set (205.1a-b), abilities added after the
        original's (numbered after them), base power and toughness set.
    """
    card = _excepted(copied, entry.exceptions)
    if entry.keeps_name and own_name is not None:  # among17: "except its name is ~" (707.9b)
        card = replace(card, name=own_name)
    return card


def copy_effects(ability: Ability) -> tuple[BecomesCopy, ...]:
    """copies14: the copy effects a resolving ability creates (707.2, 611.2a), in text order."""
    return tuple(e for e in getattr(ability, "continuous", ()) if isinstance(e, BecomesCopy))


def became_copy(copied: Card, effect: BecomesCopy, own: Card, ability: Ability) -> Card:
    """copies14: the card a permanent ``own`` is once ``ability`` of it resolved and ``effect``
    made it a copy of ``copied`` (707.2; 613.2a: layer 1).

    The copiable values of ``copied`` (already a copy if it copied something, 707.3), changed by
    the exceptions (707.9b): types, abilities, base power and toughness; "except it has this
    ability" adds ``ability`` after the copied abilities, and "except its name is ~" keeps the
    name ``own`` had."""
    card = _excepted(copied, effect.exceptions)
    if effect.keeps_ability:
        text = "\n".join(t for t in (card.oracle_text, str(getattr(ability, "text", ""))) if t)
        card = replace(card, abilities=card.abilities + (ability,), oracle_text=text)
    if effect.keeps_name:
        card = replace(card, name=own.name)
    return card


def _excepted(copied: Card, exceptions: tuple[ContinuousEffect, ...]) -> Card:
    """A copy of ``copied`` with the exceptions of its copy effect applied (707.9b)."""
    type_line = copied.type_line
    abilities: tuple[Ability, ...] = copied.abilities
    power, toughness = copied.power, copied.toughness
    added_text: list[str] = []
    for e in exceptions:
        if isinstance(e, TypeChange):
            type_line = _changed_types(type_line, e)
        elif isinstance(e, GrantAbilities):
            abilities += e.abilities
            added_text += [str(getattr(a, "text", "")) for a in e.abilities if getattr(a, "text", "")]
        elif isinstance(e, SetBasePT):
            power, toughness = str(e.power), str(e.toughness)
    text = "\n".join([copied.oracle_text, *added_text]) if added_text else copied.oracle_text
    # 202.3b: a copy of a transforming double-faced card's back face has mana value 0 (the copy
    # has no front face): the front face's mana cost is not a copiable value (707.2)
    return replace(copied, type_line=type_line, abilities=abilities, power=power, toughness=toughness, oracle_text=text, front_mana_cost=None)


def _changed_types(line: TypeLine, e: TypeChange) -> TypeLine:
    """The type line after an exception's type change (205.1a: "it's an artifact" replaces the
    card types, and a subtype whose card type is gone goes too, 205.3d; 205.1b: "in addition to
    its other types" adds them)."""
    supertypes = (line.supertypes - e.removed) | e.supertypes  # types15: "except it isn't legendary" (205.4)
    subtypes = e.subtypes | ({EVERY_CREATURE_TYPE} if e.all_creature_types else frozenset())
    card_types = line.card_types - e.removed
    if e.adding or not e.card_types:
        card_types |= e.card_types
        kept = line.subtypes
    else:
        card_types = e.card_types
        kept = frozenset(s for s in line.subtypes if _owner(s, line.card_types) & card_types)
    return TypeLine(supertypes, card_types, kept | subtypes)


def _owner(subtype: str, card_types: frozenset[str]) -> frozenset[str]:
    """The card types a subtype belongs to (205.3d, 205.3g-m): land, artifact and enchantment
    types are listed; another subtype of a creature or kindred card is a creature type."""
    for kind, names in (("Land", LAND_TYPES), ("Artifact", ARTIFACT_TYPES), ("Enchantment", ENCHANTMENT_TYPES)):
        if subtype in names:
            return frozenset({kind})
    if card_types & {"Planeswalker", "Battle"} and not card_types & {"Creature", "Kindred", "Tribal"}:
        return card_types & {"Planeswalker", "Battle"}
    return frozenset({"Creature", "Kindred", "Tribal"})
