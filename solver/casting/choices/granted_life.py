"""costs14: the optional life a permanent lets its controller pay as they cast a spell, for a cost
reduction ("As an additional cost to cast white permanent spells, you may pay 2 life. Those spells
cost {W} less to cast if you paid life this way. This effect reduces only the amount of white mana
you pay." — the Defilers).

Each such effect of a permanent the caster controls whose spells include this one (its colours as
cast, its types) is one 0/1 variable: 1 pays the life (119.4: a player can pay life only up to
their life total, 118.3) and brings the reduction (601.2f: with the other reductions, after the
increases; ``colored_only``: only mana of its colour is taken off, never generic mana). A request
(``cast``) leaves it open, so a cast that is legal either way is legal; ways that pay no life are
listed first.

Request: nothing. Cast mapping: ``life_for``, the permanents whose life was paid (only when there
is such an effect).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Self

from ....model.abilities import SpellsOptionalLife
from ....model.costs import ManaCost, SymbolKind
from ....model.errors import QueryError
from ...board.conditions import static_effects
from ..costs import Reduction
from ..selection import spell_matches
from ..situation import Situation
from ..space import in_set
from .base import Choice, Part, Posing, Request
from ..words import does

__all__ = ["GrantedLifeChoice"]


@dataclass(frozen=True)
class GrantedLifeChoice(Choice):
    """Which of the offered optional life payments are made (118.8, 601.2b)."""

    offers: tuple[tuple[str, str, SpellsOptionalLife], ...]  # (variable, permanent, effect)
    sort_rank = 65

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        offers: list[tuple[str, str, SpellsOptionalLife]] = []
        board, caster, card = spell.board, spell.caster, spell.card
        for view, e in static_effects(board, SpellsOptionalLife):
            if view.controller != caster or e.reduction is None:
                continue
            if not spell_matches(e.spells, card, spell.colors, caster, view.controller):
                continue
            if e.colored_only and _partly_of(card.mana_cost, e):
                raise QueryError(
                    f"{card.name}: “{e.text or e}” ({view.id}) reduces only mana of its colour, and {card.name}'s mana cost "
                    f"{card.mana_cost} has a hybrid or Phyrexian symbol of that colour: not weighed"
                )
            var = posing.variable(f"life_for:{view.id}:{len(offers)}", (0, 1))
            if e.life > 0 and spell.life_ban is not None:  # bans19: 118.3, 119.8
                posing.rule(in_set([0]), (var,), f"{spell.life_ban}: not {e.life} life for {view.id}", "118.3, 101.2")
            elif spell.life < e.life:  # 119.4, 118.3
                posing.rule(in_set([0]), (var,), f"{does(caster, 'has')} {spell.life} life and can't pay {e.life} life for {view.id}", "119.4, 118.3")
            offers.append((var, view.id, e))
        return cls(tuple(offers))

    def reads(self) -> tuple[str, ...]:
        return tuple(var for var, _, _ in self.offers)

    def read(self, solution: Mapping[str, Any]) -> Part:
        if not self.offers:
            return Part()
        paid = [(pid, e) for var, pid, e in self.offers if solution.get(var) == 1]
        reductions = tuple(
            Reduction(f"{pid}: {e.life} life paid (“{e.text or e}”)", e.reduction, "601.2f, 118.7", colored_only=e.colored_only)
            for pid, e in paid
            if e.reduction is not None
        )
        sentence = ", ".join(f"paying {e.life} life for {pid}'s reduction" for pid, e in paid) + " (118.8, 601.2b)" if paid else None
        return Part(
            entries=(("life_for", [pid for pid, _ in paid]),),
            key=(len(paid), tuple(pid for pid, _ in paid)),
            sentence=sentence,
            life=sum(e.life for _, e in paid),
            reductions=reductions,
        )

    def requested(self, space: Any) -> Mapping[str, Any]:
        return {var: 0 for var, _, _ in self.offers}


def _partly_of(cost: ManaCost, e: SpellsOptionalLife) -> bool:
    """Whether ``cost`` has no plain symbol of the reduction's colour but a hybrid or Phyrexian
    symbol holding it (whether "only the amount of white mana" reduces such a symbol is not
    weighed)."""
    assert e.reduction is not None
    colors = {c for s in e.reduction.symbols for c in s.colors}
    plain = any(s.kind is SymbolKind.COLORED and colors & set(s.colors) for s in cost.symbols)
    mixed = any(s.kind in (SymbolKind.HYBRID, SymbolKind.MONO_HYBRID, SymbolKind.PHYREXIAN) and colors & set(s.colors) for s in cost.symbols)
    return mixed and not plain
