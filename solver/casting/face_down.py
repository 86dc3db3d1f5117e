"""becomes13: casting a card face down with its morph, megamorph or disguise ability (702.37c,
702.37b, 702.168a; 708).

"Morph [cost]" means "You may cast this card as a 2/2 face-down creature with no text, no name, no
subtypes, and no mana cost by paying {3} rather than paying its mana cost" (702.37c; megamorph is
a morph ability, 702.37b; disguise casts it the same way, the face-down spell also having ward {2},
702.168a). The effects and prohibitions that apply to casting it are those that apply to a spell
with the face-down characteristics (708.4, 601.2f): a colourless creature spell with mana value 0,
no subtypes and no abilities of its own — so "Creature spells you cast cost {1} less" reduces the
{3}, "Dragon spells cost {1} less" and "Green spells ..." do not, the card's own "This spell costs
{1} less" is not there, and it has no flash (a face-down spell has none, 708.2). Paying {3} is an
alternative cost (118.9): no other alternative cost, and no free cast, can go with it (118.9a,
601.2b: one alternative method of casting); additional costs still apply to it (118.9d).

The face-down spell is the card's :class:`~model.cards.Card` with those characteristics. Its name
is kept only as this library's handle on the card in its zone (601.2a: the permission that lets it
be cast from there); the spell itself has no name (708.2).
"""

from __future__ import annotations

import dataclasses

from ...model.abilities import AlternativeCost, Keyword
from ...model.cards import Card, face_down_card
from ...model.costs import ManaCost
from ...model.errors import QueryError
from ...model.queries import CastQuery
from ..paying.spending import own_spending_rules, spending_rules, spending_types
from .profile import SpellProfile
from .situation import Situation
from .zone_permissions import zone_spending_rules

__all__ = ["FACE_DOWN", "FACE_DOWN_KEYWORDS", "face_down_ability", "face_down_request", "face_down_situation"]

FACE_DOWN = "face down"
"""The name of the alternative cost of a face-down cast in the cast mapping (``alternative_cost``)."""

FACE_DOWN_KEYWORDS = {"morph": "702.37c", "megamorph": "702.37b, 702.37c", "disguise": "702.168a"}
"""The keyword abilities that let a card be cast face down for {3}, with their rules."""

THREE = ManaCost.parse("{3}")


def face_down_ability(card: Card) -> Keyword | None:
    """The card's morph, megamorph or disguise ability (None: it can't be cast face down)."""
    return next((a for a in card.abilities if isinstance(a, Keyword) and a.name.lower() in FACE_DOWN_KEYWORDS), None)


def face_down_spell(card: Card, rule: str) -> Card:
    """708.2, 702.37c: the card as a face-down spell (:func:`~model.cards.face_down_card`), whose
    one way to be cast is paying {3} rather than its mana cost (118.9)."""
    return face_down_card(card, (AlternativeCost(FACE_DOWN, THREE, rule=f"{rule}, 708.2", text="face down for {3}"),))


def face_down_request(query: CastQuery) -> CastQuery:
    """The request of a face-down cast: its alternative cost is the {3} (118.9); one asked besides
    it is an error (118.9a: only one alternative cost, 601.2b: one alternative method of
    casting)."""
    if query.alternative_cost is not None and query.alternative_cost.lower() != FACE_DOWN:
        raise QueryError(
            f"cast: face_down: a face-down spell is cast by paying {{3}} rather than its mana cost, an alternative cost; "
            f"alternative_cost {query.alternative_cost!r} can't be paid with it (118.9a, 601.2b)"
        )
    return dataclasses.replace(query, alternative_cost=FACE_DOWN)


def face_down_situation(spell: Situation) -> Situation | None:
    """The situation of casting ``spell``'s card face down (None: it has no morph, megamorph or
    disguise ability). The spending rules of its own text are gone with the text (708.2); those of
    permanents and of the permission to cast it from its zone still apply (609.4b)."""
    ability = face_down_ability(spell.card)
    if ability is None:
        return None
    card = face_down_spell(spell.card, FACE_DOWN_KEYWORDS[ability.name.lower()])
    rules = spending_rules(spell.board, spell.caster) + own_spending_rules(card) + zone_spending_rules(spell.state, spell.caster, spell.card, spell.zone)
    return dataclasses.replace(spell, card=card, profile=SpellProfile.of(card), allowed=spending_types(rules), face_down=True, _mana={}, _texts={}, _modifiers={})
