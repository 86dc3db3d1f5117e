"""Paying part of a spell's total cost with something other than mana: convoke (702.51a: tap an
untapped creature you control for {1} or for one mana of that creature's colour), improvise
(702.126a: tap an untapped artifact you control for {1}) and delve (702.66a: exile a card from
your graveyard for {1}); costs12: waterbend (701.67a: tap an untapped artifact or creature you
control for {1} of a waterbend cost; 701.67b: only of the waterbend cost's generic mana, never of
the rest of the total cost).

None of them is an additional or an alternative cost (702.51b, 702.126b, 702.66b): the total cost
is what 601.2f makes it, and they change only how it is paid (601.2h). The mana abilities are
activated first (601.2g), so a creature that taps for mana can't also convoke, and one that
convokes can't tap or be sacrificed for mana: a permanent tapped this way is left out of the mana
plan (:data:`~solver.paying.actions.TAPPED_FOR_COST`). Tapping a creature for convoke is not
activating its {T} ability, so summoning sickness does not stop it (302.6; convoke rulings).

:func:`helped_payments` lists what the mana must still pay after such help, each with the
permanents it taps (those that have mana abilities of their own: tapping the others loses
nothing), fewest such permanents first; for each remaining cost only the minimal sets of those
permanents are kept (payment is monotone: leaving a mana ability out never helps). Delve exiles as
many cards as pay generic mana (exiling costs no mana ability); :func:`fewest_exiled` then finds
the fewest that still let the mana pay the rest.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterator, Mapping

from ...model.cards import Card
from ...model.costs import ManaCost, ManaSymbol, Sacrifice, SymbolKind, TapOther, canonical, unit_symbols
from ...model.errors import LimitError, QueryError
from ...model.mana import ManaType
from ...model.selectors import Relation
from ..board.views import Board, View
from ..words import possessive
from .actions import TAPPED_FOR_COST

__all__ = ["Help", "Helper", "fewest_exiled", "graveyard_size", "helped_payments", "helpers_of"]

_GENERIC = "{1}"


@dataclass(frozen=True, slots=True)
class Helper:
    """A permanent that may pay part of the cost by being tapped: for {1} (improvise, convoke) or
    for one mana of one of its ``colors`` (convoke); ``free`` when tapping it leaves out no mana
    ability (it has none, and no cost of another mana ability taps or sacrifices a permanent)."""

    pid: str
    keyword: str
    colors: tuple[ManaType, ...]
    free: bool


@dataclass(frozen=True, slots=True)
class Help:
    """How part of a total cost was paid without mana: the permanents tapped, each with the symbol
    it paid and its keyword, and the cards exiled from the graveyard (delve); ``rest`` is what mana
    pays."""

    tapped: tuple[tuple[str, str, str], ...]
    exiled: int
    rest: ManaCost

    @property
    def skip(self) -> frozenset[tuple[str, int]]:
        """The permanents tapped, as entries of a mana plan's ``skip``."""
        return frozenset((pid, TAPPED_FOR_COST) for pid, _, _ in self.tapped)

    def sentence(self) -> str:
        """Its words in the explanation of a legal cast."""
        bits = [f"tapping {pid} for {symbol} ({keyword}, {_RULES[keyword]})" for pid, symbol, keyword in self.tapped]
        if self.exiled:
            bits.append(f"exiling {self.exiled} card{'s' if self.exiled != 1 else ''} from the graveyard for {{{self.exiled}}} (delve, 702.66a)")
        return ", ".join(bits)


_RULES = {"convoke": "702.51a", "improvise": "702.126a", "delve": "702.66a", "waterbend": "701.67a-b"}


def helpers_of(board: Board, caster: str, keywords: frozenset[str]) -> tuple[Helper, ...]:
    """The untapped permanents of ``caster`` that convoke (creatures) or improvise (artifacts) may
    tap, for the keywords the spell has."""
    shares = _any_cost_taps_or_sacrifices_others(board, caster)
    out: list[Helper] = []
    for v in board:
        if v.controller != caster or v.permanent.tapped:
            continue
        if "convoke" in keywords and "Creature" in v.card_types:
            out.append(Helper(v.id, "convoke", tuple(v.colors), _free(v, shares)))
        elif "improvise" in keywords and "Artifact" in v.card_types:
            out.append(Helper(v.id, "improvise", (), _free(v, shares)))
        elif "waterbend" in keywords and v.card_types & {"Artifact", "Creature"}:  # costs12: 701.67a
            out.append(Helper(v.id, "waterbend", (), _free(v, shares)))
    return tuple(out)


def _free(v: View, shares: bool) -> bool:
    return not shares and not v.mana_abilities()


def _any_cost_taps_or_sacrifices_others(board: Board, caster: str) -> bool:
    """Whether some mana ability of ``caster`` has a cost that taps or sacrifices another
    permanent (Springleaf Drum, Ashnod's Altar): then no permanent is free to tap."""
    for v in board:
        if v.controller != caster:
            continue
        for ref in v.mana_abilities():
            for part in ref.ability.cost.parts:
                if isinstance(part, TapOther) or (isinstance(part, Sacrifice) and part.what.relation is not Relation.SELF):
                    return True
    return False


def _pays(helper: Helper, s: ManaSymbol) -> bool:
    """Whether tapping ``helper`` may pay the symbol ``s``: {1} for anything; for convoke, one
    mana of the creature's colour pays a coloured symbol of it, a hybrid or Phyrexian symbol with
    that colour, or the coloured half of {2/W} (107.4; 702.51a)."""
    if s.kind is SymbolKind.GENERIC:
        return True
    if helper.keyword != "convoke" or not helper.colors:
        return False
    if s.kind in (SymbolKind.COLORED, SymbolKind.HYBRID, SymbolKind.PHYREXIAN, SymbolKind.MONO_HYBRID):
        return any(c in helper.colors for c in s.colors)
    return False


def helped_payments(cost: ManaCost, helpers: tuple[Helper, ...], limit: int = 20_000, waterbend: int = 0) -> Iterator[Help]:
    """Every way tapping ``helpers`` can pay part of ``cost``, as what mana must still pay, fewest
    non-free permanents first, then least left to pay; for each remaining cost, only the minimal
    sets of non-free permanents (free ones are tapped whenever they can pay something). Helpers
    tapped for waterbend pay generic mana only, at most ``waterbend`` of it in all (701.67b).

    Raises
    ------
    LimitError
        When more than ``limit`` partial payments would have to be weighed.
    """
    units = unit_symbols(cost)
    found: dict[tuple[int, ...], list[tuple[frozenset[int], tuple[tuple[str, str, str], ...]]]] = {}
    seen = 0

    def go(i: int, left: tuple[int, ...], used: frozenset[int], taps: tuple[tuple[str, str, str], ...], bent: int = 0) -> None:
        nonlocal seen
        seen += 1
        if seen > limit:
            raise LimitError(f"more than {limit:,} ways to tap permanents for convoke or improvise (raise Options.max_plan_states)")
        if i == len(helpers):
            kept = found.setdefault(left, [])
            if any(u <= used for u, _ in kept):
                return
            kept[:] = [(u, t) for u, t in kept if not used <= u]
            kept.append((used, taps))
            return
        h = helpers[i]
        tried: set[str] = set()
        paid = False
        bending = h.keyword == "waterbend"
        for j in left:
            s = units[j]
            if s.text in tried or not _pays(h, s) or (bending and bent >= waterbend):
                continue
            tried.add(s.text)
            paid = True
            rest = tuple(k for k in left if k != j)
            go(i + 1, rest, used if h.free else used | {i}, taps + ((h.pid, s.text, h.keyword),), bent + bending)
        if not (h.free and paid):  # a free permanent that can pay something always does
            go(i + 1, left, used, taps, bent)

    go(0, tuple(range(len(units))), frozenset(), ())
    ways = [(len(u), sum(units[k].mana_value() for k in left), left, t) for left, kept in found.items() for u, t in kept]
    ways.sort(key=lambda w: (w[0], w[1]))
    for _, _, left, taps in ways:
        if not taps:
            continue
        yield Help(taps, 0, canonical(ManaCost(tuple(units[k] for k in left))))


def fewest_exiled(rest: ManaCost, graveyard: int, pays: Callable[[ManaCost], bool]) -> tuple[int, ManaCost] | None:
    """Delve (702.66a): the fewest cards (at most ``graveyard``) whose exile, each for {1} of the
    generic part of ``rest``, lets ``pays`` pay what is left, with what is left; None when even the
    most cannot. Payment is monotone in the generic part, so a binary search finds it."""
    generic = sum(s.generic for s in rest.symbols if s.kind is SymbolKind.GENERIC)
    most = min(generic, graveyard)

    def left(k: int) -> ManaCost:
        others = tuple(s for s in canonical(rest).symbols if s.kind is not SymbolKind.GENERIC)
        g = generic - k
        return ManaCost(((ManaSymbol(SymbolKind.GENERIC, generic=g),) if g else ()) + others)

    if not pays(left(most)):
        return None
    lo, hi = 0, most
    while lo < hi:
        mid = (lo + hi) // 2
        if pays(left(mid)):
            hi = mid
        else:
            lo = mid + 1
    return lo, left(lo)


def graveyard_size(graveyards: Mapping[str, tuple[Card, ...]], caster: str, card: str) -> int:
    """The number of cards in the caster's graveyard, as the scenario gives it.

    Raises
    ------
    QueryError
        When the scenario does not give it (never assumed empty).
    """
    got = graveyards.get(caster)
    if got is None:
        raise QueryError(
            f"{card} has delve (702.66a): whether its cost can be paid depends on the cards in {possessive(caster)} graveyard: "
            f"give the scenario key graveyard: {{{caster}: [...]}}"
        )
    return len(got)
