"""Counts of a text's controller's game that cost changes read (costs13: shared by spells, 601.2f,
and activated abilities, 602.2b): the cards of their graveyard a quality selects (404), the size
of their party (700.8)."""

from __future__ import annotations

from typing import Mapping, Sequence

from ...model.abilities import EXILED_WITH, CardsIn, GraveyardCards
from ...model.cards import Card
from ...model.errors import QueryError
from ...model.selectors import Who
from ...model.state import GameState, Permanent
from .views import Board, View
from ..words import possessive  # s15

__all__ = ["PARTY_ROLES", "card_fits", "cards_in_zones", "graveyard_cards", "party_size"]


def cards_in_zones(amount: CardsIn, holder: Permanent, state: GameState) -> list[Card]:
    """The cards of the zones ``amount`` names, as the scenario gives them: a player's hand (402),
    graveyard (404), exile (406), the top card of each library (401), or the cards exiled with
    ``holder`` (607.2a). A zone the scenario does not give is never assumed empty.

    Raises
    ------
    QueryError
        When the scenario does not give a zone (naming the key), or the zone is a target
        opponent's, which a scenario cannot name.
    """
    if amount.zone == EXILED_WITH:  # refs15: 607.2a, the permanent's ``exiled``
        return list(holder.exiled)
    if amount.whose is Who.OPPONENT:
        raise QueryError(f"{holder.id}: “{amount}” counts the cards of a target opponent's {amount.zone}, which a scenario cannot name")
    players = (holder.controller,) if amount.whose is Who.YOU else state.players
    if amount.zone == "library_top":
        # manatail14: "Each player reveals the top card of their library. For each nonland card
        # revealed this way, ..." (parley, Selvala, Explorer Returned): each player's top card (401)
        missing = [p for p in players if p not in state.library_top]
        if missing:
            raise QueryError(f"{holder.id}: “{amount}” needs the top card of {possessive(missing[0])} library: give the scenario key library_top: {{{missing[0]}: CARD}}")
        return [state.library_top[p] for p in players]
    zones: Mapping[str, Sequence[Card]] = state.graveyard if amount.zone == "graveyard" else state.hand
    if amount.zone == "exile":  # counters14: the cards each player owns in exile (406)
        zones = {p: tuple(e.card for e in entries) for p, entries in state.exile.items()}
    out: list[Card] = []
    for p in players:
        if p not in zones:
            raise QueryError(
                f"{holder.id}: “{amount}” needs {p}'s {amount.zone}: give the scenario key {amount.zone}: {{{p}: [card names]}}"
            )
        out.extend(zones[p])
    return out


def card_fits(amount: CardsIn, card: Card, holder: Permanent) -> bool:
    """Whether a card counts for ``amount``: its types and subtypes (205), colours (105.2) and name
    (201.2)."""
    if not amount.card_types <= card.card_types or amount.excluded_types & card.card_types:
        return False
    if amount.any_types and not amount.any_types & card.card_types:
        return False
    if amount.colors.mask and (card.colors.mask & amount.colors.mask) != amount.colors.mask:
        return False
    if not amount.supertypes <= card.supertypes:  # tail10: "legendary creature cards" (205.4)
        return False
    if not amount.subtypes <= card.subtypes:  # counters14: "Zombie cards" (205.3)
        return False
    if amount.has_x and not card.mana_cost.has_x:  # cov17: "with {X} in their mana cost" (107.3, 202.1)
        return False
    return not (amount.named_self and card.name != holder.card.name)


def library_cards(state: GameState, player: str) -> int | None:
    """s15: how many cards ``player``'s library is known to hold (401): the scenario's
    ``library_size``; else 1 when ``library_top`` gives its top card (at least one); else None
    (not known: never assumed)."""
    if player in state.library_size:
        return state.library_size[player]
    return 1 if player in state.library_top else None


def evidence_short(state: GameState, player: str, amount: int, source: str, cost: str) -> str | None:
    """Why ``player`` can't collect evidence ``amount`` now (701.59a: exile cards of their graveyard
    with a total mana value of ``amount`` or more), or None. The graveyard is never assumed.

    Raises
    ------
    QueryError
        When the scenario does not give that player's graveyard (naming the key; ``source`` and
        ``cost`` name what asked)."""
    if player not in state.graveyard:
        raise QueryError(f"{source}: “{cost}” needs {possessive(player)} graveyard: give the scenario key graveyard: {{{player}: [card names]}}")
    total = sum(c.mana_value() for c in state.graveyard[player])
    return None if total >= amount else f"the cards in {possessive(player)} graveyard have a total mana value of {total}"


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
            # 404, 118.3: a count ("for each ...") or a cost ("Exile a card from your graveyard") reads it
            f"{holder.id}: reading “{what}” needs {possessive(me)} graveyard: give the scenario key graveyard: {{{me}: [card names]}}"
        )
    return sum(
        1
        for c in board.state.graveyard[me]
        if what.fits(c.card_types, c.subtypes, c.supertypes)
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
