"""audit19: what the rules forbid about casting a face of a card with several faces (709, 712,
715): a split card is cast as one of its halves, or as both with fuse and only from the hand
(709.3, 702.102a); an aftermath half only from a graveyard (702.127a); a transforming
double-faced card only with its front face up (712). A face cast has only that face's
characteristics (709.3a, 715.3a, 712.8): its mana cost, mana value, colours and types, which the
situation's card already is (:meth:`~model.cards.Card.named`).

Pure functions of the card (a face, or a whole card) and the zone it is cast from.
"""

from __future__ import annotations

from ...model.abilities import Zone
from ...model.cards import Card
from .words import zone_words

__all__ = ["face_refusals"]


def face_refusals(card: Card, zone: Zone) -> list[tuple[str, str]]:
    """The reasons, each with its rule, that the rules forbid casting ``card`` from ``zone``
    because of its faces; [] when none do."""
    out: list[tuple[str, str]] = []
    if card.faces and card.layout == "split":  # the whole split card, not one of its halves
        halves = " or ".join(f.name for f in card.faces)
        if not card.has_keyword("fuse"):
            out.append((f"{card.name} is a split card: a player casts one of its halves ({halves}), not both", "709.3, 702.102a"))
        elif zone is not Zone.HAND:
            out.append((f"both halves of {card.name} can be cast together (fuse) only from the hand, not from the {zone_words(zone)}", "702.102a"))
    if card.has_keyword("aftermath") and zone is not Zone.GRAVEYARD:
        out.append((f"{card.name} has aftermath: this half can be cast only from a graveyard, not from the {zone_words(zone)}", "702.127a"))
    if card.layout == "flip" and card.face:  # audit34: 710.2: off the battlefield a flip card has only its normal characteristics
        out.append((f"{card.name} is the flipped half of a flip card ({card.whole_name}): only a permanent on the battlefield can be flipped; the card is cast as its top half", "710.2, 710.3"))
    if card.layout == "transform" and card.face:
        out.append((f"{card.name} is the back face of a transforming double-faced card: such a card is cast with its front face up", "712.8a, 712.11"))
    return out
