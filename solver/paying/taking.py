"""The objects a cost takes that could also have made mana for it (118.3, 601.2g-h).

Mana abilities are activated before costs are paid (601.2g), and each object pays a cost once:
a card discarded or exiled from the hand for a cost ("Discard a card", "exile a blue card from
your hand") can't also be exiled from the hand for its own mana ability (Simian Spirit Guide:
"Exile this card from your hand: Add {R}.") to pay the same cost, nor the other way round; a
permanent tapped for a cost ("Tap an untapped creature you control") can't also tap for mana.
Which objects the cost takes is the payer's choice: those that make no mana first (taking them
loses nothing), the others in every combination (:func:`spare_first`), each choice then paid with
the mana of the rest.

One helper for every question that pays such a cost: activating an ability (``can_activate``)
and casting a spell (``cast``, ``cast_options``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Collection, Sequence, TypeVar

from ...model.cards import Card
from ...model.costs import DiscardFromHand, ExileSelfFromHand, GraveyardCards
from ...model.abilities import ManaAbility
from ...model.errors import QueryError
from ...model.mana import TypeSet

__all__ = ["HandTake", "TAKE_CHOICES_LIMIT", "hand_choices", "makes_mana_from_hand", "spare_first"]

TAKE_CHOICES_LIMIT = 512

_T = TypeVar("_T")


@dataclass(frozen=True, slots=True)
class HandTake:
    """``count`` cards a cost takes from the payer's hand (discards or exiles, 118.3): any card,
    or one of the kind ``what`` describes ("Discard a land card", 205.3), of one of ``colors``
    ("exile a blue card from your hand", 105.2; empty: any colour), of one of ``types`` (a zone
    keyword's "discard a land card"; empty: any type)."""

    count: int
    what: GraveyardCards | None = None
    colors: TypeSet = TypeSet(0)
    types: frozenset[str] = frozenset()
    text: str = field(default="", compare=False)

    def fits(self, card: Card) -> bool:
        """Whether ``card`` can pay this part of the cost."""
        if self.what is not None and not self.what.fits(card.card_types, card.subtypes, card.supertypes):
            return False
        if self.colors and not card.colors & self.colors:
            return False
        return not self.types or bool(self.types & card.card_types)

    def __str__(self) -> str:
        return self.text or f"{self.count} card(s) of the hand"

    @classmethod
    def of(cls, part: DiscardFromHand) -> HandTake:
        """The cards an activation cost's "Discard a card" ("Exile a card from your hand") takes."""
        return cls(part.count, part.what, text=str(part))


def makes_mana_from_hand(card: Card) -> bool:
    """Whether ``card`` has a mana ability activated from the hand by exiling it (605.3a: Elvish
    Spirit Guide), which taking it for a cost would lose."""
    return any(isinstance(a, ManaAbility) and a.cost.parts and all(isinstance(q, ExileSelfFromHand) for q in a.cost.parts) for a in card.abilities)


def hand_choices(hand: Sequence[Card], takes: Sequence[HandTake], gone: Collection[int] = ()) -> list[tuple[int, ...]]:
    """The sets of positions in ``hand`` that the cost parts ``takes`` may take, each a choice to
    pay the mana with the rest (118.3, 601.2g-h), positions in ``gone`` excepted (the spell being
    cast is on the stack, 601.2a). ``[()]`` when the cost takes no card; ``[]`` when the hand holds
    too few fitting cards.

    Raises
    ------
    QueryError
        When the choices to try are more than :data:`TAKE_CHOICES_LIMIT` (never guessed)."""
    if not takes:
        return [()]
    groups = []
    for take in takes:
        fit = [i for i, c in enumerate(hand) if i not in gone and take.fits(c)]
        groups.append((f"“{take}” may take", [i for i in fit if not makes_mana_from_hand(hand[i])], [i for i in fit if makes_mana_from_hand(hand[i])], take.count))
    return spare_first(groups, "cards", "118.3, 601.2g-h")


def spare_first(groups: Sequence[tuple[str, list[_T], list[_T], int]], things: str, rules: str) -> list[tuple[_T, ...]]:
    """The ways to take, for each group (what the cost part takes, the candidates that make no
    mana, those that do, how many), that many candidates not taken by an earlier group: those that
    make no mana first (taking them loses nothing), the others in every combination.

    Raises
    ------
    QueryError
        When the ways are more than the limit (the answer is never guessed)."""
    choices: list[tuple[_T, ...]] = [()]
    for label, free, costly, count in groups:
        extended: list[tuple[_T, ...]] = []
        for done in choices:
            spare = [i for i in free if i not in done][:count]
            rest = [i for i in costly if i not in done]
            need = count - len(spare)
            if need > len(rest):
                continue
            extended += [done + tuple(spare) + combo for combo in combinations(rest, max(need, 0))]
            if len(extended) > TAKE_CHOICES_LIMIT:
                raise QueryError(f"{label} more than {TAKE_CHOICES_LIMIT} sets of {things} that make mana; not searched ({rules})")
        choices = extended
    return choices
