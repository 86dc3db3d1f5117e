"""Ways to cast a spell: the choices of :mod:`.choices` posed as one constraint problem, and each
solution read back as a :class:`Way` — the cast mapping (SCENARIOS.md ``cast``), the total cost
(601.2f), what payment must leave out, the order in which ways are tried, and the words that
explain it.

The total cost is put together from the choices' parts (601.2f): the mana cost (a prototype's,
718.3b) or what is paid instead of it (an alternative cost or nothing, 118.9), with X as announced
(107.3a); plus additional costs (kicker, 702.33); plus cost increases; minus generic reductions
(118.7a) — the increases and reductions of :mod:`.modifiers`, for the spell's colours and number
of targets in that way.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import chain
from typing import Any, Mapping, Sequence

from ...model.costs import ManaCost
from ...model.queries import zone_key
from .choices import CHOICES, Choice, Part, Posing, Request
from .choices.base import Line
from .costs import Reduction, TotalCost, times, total_cost
from .modifiers import describe_modifier
from .situation import Situation
from .space import Space

__all__ = ["Posed", "Way", "pose"]


@dataclass(frozen=True)
class Way:
    """One way to cast the spell, before payment: the cast mapping, its total cost (601.2f), the
    words of each choice for the explanation, the mana abilities payment must leave out, the
    caster's life left for Phyrexian symbols, and its place in the order of ways."""

    choice: Mapping[str, Any]
    total: TotalCost
    sentences: tuple[str, ...]
    skip: frozenset[tuple[str, int]]
    life: int
    sort_key: tuple[Any, ...]

    @property
    def breakdown(self) -> tuple[Mapping[str, str], ...]:
        return tuple(line.to_dict() for line in self.total.lines)


@dataclass(frozen=True)
class Posed:
    """One question's choices, posed, and the constraint problem they make. A choice's part is
    read once for each distinct value of its variables (many solutions share it)."""

    spell: Situation
    choices: tuple[Choice, ...]
    space: Space
    _reads: tuple[tuple[str, ...], ...] = field(init=False, repr=False, compare=False)
    _order: tuple[int, ...] = field(init=False, repr=False, compare=False)
    _parts: dict[tuple[int, tuple[Any, ...]], Part] = field(default_factory=dict, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_reads", tuple(c.reads() for c in self.choices))
        ranked = sorted((c.sort_rank, i) for i, c in enumerate(self.choices))
        object.__setattr__(self, "_order", tuple(i for _, i in ranked))

    def solutions(self) -> list[dict[str, Any]]:
        return self.space.solutions()

    def read(self, solution: Mapping[str, Any]) -> Way:
        """The way of casting of one solution."""
        parts: list[Part] = []
        for i, (c, variables) in enumerate(zip(self.choices, self._reads)):
            memo = (i, tuple(map(solution.get, variables)))
            part = self._parts.get(memo)
            if part is None:
                part = self._parts[memo] = c.read(solution)
            parts.append(part)
        return compose(self.spell, parts, self._order)

    def requested(self) -> dict[str, Any]:
        """The assignment that describes the request as asked, legal or not: each choice's
        requested values, the first value of the domain for the rest."""
        sol: dict[str, Any] = {var: dom[0] if dom else 0 for var, dom in self.space.domains.items()}
        for c in self.choices:
            sol.update(c.requested(self.space))
        return sol


def pose(spell: Situation, request: Request) -> Posed:
    """Pose every choice of :data:`~.choices.CHOICES` for ``spell`` as ``request`` asks."""
    posing = Posing()
    choices = tuple(c.pose(spell, request, posing) for c in CHOICES)
    return Posed(spell, choices, posing.build())


def compose(spell: Situation, parts: Sequence[Part], order: Sequence[int]) -> Way:
    """Put the choices' parts together into a way of casting (the total cost: 601.2f); ``order``
    lists the parts in the order of their sort keys."""
    card = spell.card
    mapping: dict[str, Any] = {"card": card.name, "from": zone_key(spell.zone)}
    mana_cost: tuple[ManaCost, str] | None = None
    instead: tuple[ManaCost | None, str] | None = None
    x = 0
    additions: list[Line] = []
    colors = spell.colors
    targets = 0
    skip: frozenset[tuple[str, int]] = frozenset()
    life_paid = 0
    for p in parts:
        mapping.update(p.entries)
        if p.mana_cost is not None:
            mana_cost = p.mana_cost
        if p.instead is not None and instead is None:
            instead = p.instead
        if p.x is not None:
            x = p.x
        if p.additions:
            additions += p.additions
        if p.colors is not None:
            colors = spell.recolor(p.colors)
        targets += p.targets
        if p.skip:
            skip |= p.skip
        life_paid += p.life
    base, base_label = instead if instead is not None else mana_cost if mana_cost is not None else spell.mana_cost_line
    increases: list[Line] = []
    reductions: list[Reduction] = []
    for m in spell.modifiers(colors):
        n = m.times(targets)
        if not n:
            continue
        if m.effect.increase:
            increases.append((describe_modifier(m, n), times(m.effect.amount, n), "601.2f"))
        else:
            rule = "601.2f, 118.7a" if all(s.kind.value == "generic" for s in m.effect.amount.symbols) else "601.2f, 118.7b-d"
            reductions.append(Reduction(describe_modifier(m, n), times(m.effect.amount, n), rule, m.effect.floor, m.effect.cap))
    least = [(f"{mm.source}: {mm.effect.text or mm.effect}", mm.effect.minimum, "601.2f (applied last)") for mm in spell.minimums(colors)]
    total = total_cost(base, base_label, x, additions, increases, reductions, least)
    key = tuple(chain.from_iterable([parts[i].key for i in order]))
    sentences = tuple(p.sentence for p in parts if p.sentence)
    return Way(mapping, total, sentences, skip, spell.life - life_paid, key)
