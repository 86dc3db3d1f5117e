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

from ...model.abilities import TargetSpec  # altcost16
from ...model.costs import ManaCost, ManaSymbol, SymbolKind
from ...model.errors import QueryError
from ...model.queries import zone_key
from .choices import CHOICES, Choice, Part, Posing, Request
from .choices.base import Line
from ..paying.taking import HandTake  # audit38
from .costs import Reduction, TotalCost, life_announcements, times, total_cost
from .aims import Aim, reachable_aims
from .modifiers import Modifier, describe_modifier
from .targets import legal_stack_target_ids, legal_target_permanents  # altcost16: the first
from .situation import Situation
from .space import Space

__all__ = ["Posed", "Way", "pose"]


@dataclass(frozen=True)
class Way:
    """One way to cast the spell, before payment: the cast mapping, its total cost (601.2f), the
    words of each choice for the explanation, the mana abilities payment must leave out, the
    caster's life left for Phyrexian symbols, its place in the order of ways, and the cards its
    costs take from the hand (audit38: they can't also make mana for it, 118.3)."""

    choice: Mapping[str, Any]
    total: TotalCost
    sentences: tuple[str, ...]
    skip: frozenset[tuple[str, int]]
    life: int
    sort_key: tuple[Any, ...]
    waterbend: int = 0  # costs12: how much generic mana tapping artifacts and creatures may pay (701.67b)
    hand: tuple[HandTake, ...] = ()  # audit38: the cards the cost takes from the hand (which: payment's choice, 118.3)

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
        """The way of casting of one solution (the cheapest choice of targets, when the cost
        depends on them: :meth:`read_all`)."""
        return self.read_all(solution)[0]

    def read_all(self, solution: Mapping[str, Any]) -> tuple[Way, ...]:
        """The ways of casting of one solution: one, or one for each set of target-dependent cost
        changes the targets can make apply (601.2c, 601.2f; :mod:`.aims`), cheapest first."""
        parts: list[Part] = []
        for i, (c, variables) in enumerate(zip(self.choices, self._reads)):
            memo = (i, tuple(map(solution.get, variables)))
            part = self._parts.get(memo)
            if part is None:
                part = self._parts[memo] = c.read(solution)
            parts.append(part)
        return compose_all(self.spell, parts, self._order)

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
    lists the parts in the order of their sort keys. With cost changes that depend on the
    targets, the cheapest choice of targets (:func:`compose_all`)."""
    return compose_all(spell, parts, order)[0]


def compose_all(spell: Situation, parts: Sequence[Part], order: Sequence[int]) -> tuple[Way, ...]:
    """Every way of casting the parts make, cheapest first: one, or one for each set of
    target-dependent cost changes ("if it targets a tapped creature", "Spells your opponents cast
    that target this creature") a legal choice of targets makes apply (601.2c is before 601.2f)."""
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
    bent = 0  # costs12
    brought: list[Reduction] = []  # costs14: reductions a choice brings (the Defilers' life paid)
    taken: list[HandTake] = []  # audit38
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
        bent += p.waterbend
        brought += p.reductions
        taken += p.hand
    base, base_label = instead if instead is not None else mana_cost if mana_cost is not None else spell.mana_cost_line
    cost = mana_cost[0] if mana_cost is not None else spell.card.mana_cost  # audit26: 202.3e, 718.3b: its mana value as cast
    mods = spell.modifiers(colors, cost.mana_value() + x * spell.profile.x_symbols(cost))
    aimed = [m for m in mods if m.aimed_at is not None]
    aims = _aims(spell, parts, aimed)
    least = [(f"{mm.source}: {mm.effect.text or mm.effect}", mm.effect.minimum, "601.2f (applied last)") for mm in spell.minimums(colors)]
    key = tuple(chain.from_iterable([parts[i].key for i in order]))
    sentences = tuple(p.sentence for p in parts if p.sentence)
    ways: list[Way] = []
    for aim in aims:
        increases: list[Line] = []
        reductions: list[Reduction] = list(brought)
        for m in mods:
            n = m.times(targets)
            if m.per_target:  # audit27: as many as the targets it counts (601.2c)
                n = aim.counts[aimed.index(m)] if aim.counts else 0
            if not n or (m.aimed_at is not None and aimed.index(m) not in aim.hits):  # 601.2c: not what it targets
                continue
            if m.kicked_only and not mapping.get("kicker"):  # audit23: "kicked spells" (702.33d): not kicked this way
                continue
            if m.effect.increase:
                increases.append((describe_modifier(m, n), times(m.effect.amount, n), "601.2f"))
            else:
                coloured = not all(s.kind.value == "generic" for s in m.effect.amount.symbols)
                rule = "601.2f, 118.7b-d" if coloured else "601.2f, 118.7a"
                reductions.append(
                    Reduction(describe_modifier(m, n), times(m.effect.amount, n), rule, m.effect.floor, m.effect.cap, m.effect.colored_only)
                )
        x_color = spell.profile.x_color if instead is None else None
        announcements: Sequence[Sequence[ManaSymbol] | None] = (None,)
        if spell.life_ban is not None:  # bans19: no life for the spell (118.3): each Phyrexian symbol is paid with mana (107.4f)
            announcements = ((),)
        elif least:  # 601.2b before 601.2f: what is paid with life is no mana for a minimum (Trinisphere)
            before = total_cost(base, base_label, x, additions, increases, reductions, (), x_color=x_color)
            announcements = life_announcements(before.cost) if any(s.kind is SymbolKind.PHYREXIAN for s in before.cost.symbols) else (None,)
        for said_life in announcements:
            total = total_cost(base, base_label, x, additions, increases, reductions, least, x_color=x_color, life_for=said_life)
            said = sentences + ((_aim_sentence(aimed, aim),) if aimed else ())
            # 701.67b: tapping pays only the waterbend cost's generic mana, and never more generic mana than the total has (601.2f)
            helped = min(bent, sum(s.generic for s in total.cost.symbols if s.kind is SymbolKind.GENERIC))
            ways.append(Way(mapping, total, said, skip, spell.life - life_paid, key + ((total.cost.mana_value(),) if aimed else ()), helped, tuple(taken)))
    return tuple(sorted(ways, key=lambda w: w.sort_key))


def _aims(spell: Situation, parts: Sequence[Part], aimed: Sequence[Modifier]) -> tuple[Aim, ...]:
    """The sets of ``aimed`` changes the targets of this way can make apply (601.2c)."""
    if not aimed:
        return (Aim(frozenset(), ()),)
    if spell.profile.unread_targets:  # never assume what a spell targets
        raise QueryError(
            f"{spell.card.name}: the cost change “{aimed[0].effect.text or aimed[0].effect}” ({aimed[0].source}) depends on its targets (601.2c), "
            f"and the card grammar does not read the targets of “{spell.profile.unread_targets[0]}”"
        )
    counts = next((p.phrase_targets for p in parts if p.phrase_targets), ())
    phrases = [
        (n, _targetable(spell, spec), len(spell.state.players) if spec.players else 0)
        for n, spec in zip(counts, spell.profile.targets)
    ]
    return reachable_aims(phrases, [m.aimed_at or frozenset() for m in aimed], [m.per_target for m in aimed]) or (Aim(frozenset(), ()),)


def _targetable(spell: Situation, spec: TargetSpec) -> tuple[str, ...]:
    """The objects a "target" phrase could choose now, other than players: permanents, or
    (altcost16) the spells and abilities of the scenario's ``stack`` (115.1, 601.2c)."""
    if spec.stack:
        return legal_stack_target_ids(spell.board, spec, spell.caster) if spell.state.stack is not None else ()
    return legal_target_permanents(spell.board, spec, spell.caster, spell.colors, spell.card.card_types)


def _aim_sentence(aimed: Sequence[Modifier], aim: Aim) -> str:
    """The words for the targets' part in the cost (601.2c before 601.2f)."""
    hit = [aimed[j] for j in sorted(aim.hits)]
    if not hit:
        return "with no target that " + " or ".join(f"“{m.effect.text or m.effect}” ({m.source}) names" for m in aimed) + " (601.2c)"
    return f"targeting {', '.join(aim.chosen)}, so that " + " and ".join(f"“{m.effect.text or m.effect}” ({m.source})" for m in hit) + " applies (601.2c, 601.2f)"
