"""Counts of a text's controller's game that cost changes read (costs13: shared by spells, 601.2f,
and activated abilities, 602.2b): the cards of their graveyard a quality selects (404), the size
of their party (700.8)."""

from __future__ import annotations

from ...model.abilities import GraveyardCards
from ...model.errors import QueryError
from .views import Board, View

__all__ = ["PARTY_ROLES", "graveyard_cards", "party_size"]


def graveyard_cards(what: GraveyardCards, holder: View, board: Board) -> int:
    """How many cards of the graveyard of ``holder``'s controller ``what`` selects (404). The
    graveyard is never assumed: without the scenario's ``graveyard`` for that player it is an error.

    Raises
    ------
    QueryError
        When the scenario does not give that player's graveyard (naming the key).
    """
    me = holder.controller
    if me not in board.state.graveyard:
        raise QueryError(
            f"{holder.id}: a cost counted “for {what}” needs {me}'s graveyard: give the scenario key graveyard: {{{me}: [card names]}}"
        )
    return sum(
        1
        for c in board.state.graveyard[me]
        if what.card_types <= c.card_types and what.subtypes <= c.subtypes and (not what.either_types or bool(what.either_types & c.card_types))
    )


PARTY_ROLES = ("Cleric", "Rogue", "Warrior", "Wizard")  # 700.8


def party_size(holder: View, board: Board) -> int:
    """700.8: the number of creatures in the party of ``holder``'s controller: up to one each of
    Cleric, Rogue, Warrior and Wizard among the creatures they control, as many as possible (a
    creature of two of those types fills one role only, 700.8a): a largest matching of roles to
    creatures, found by augmenting paths (at most four roles)."""
    creatures = [v for v in board if v.controller == holder.controller and v.is_creature]
    match: dict[str, str] = {}  # creature id -> the role it fills

    def assign(role: str, seen: set[str]) -> bool:
        for v in creatures:
            if role in v.subtypes and v.id not in seen:
                seen.add(v.id)
                if v.id not in match or assign(match[v.id], seen):
                    match[v.id] = role
                    return True
        return False

    return sum(1 for role in PARTY_ROLES if assign(role, set()))
