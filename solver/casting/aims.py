"""Which cost changes the chosen targets can make apply (601.2c comes before 601.2f).

A cost change may depend on what the spell targets: its own "This spell costs {3} less to cast if
it targets a tapped creature", or a permanent's "Spells your opponents cast that target this
creature cost {2} more to cast". The caster chooses the targets (601.2c) before the total cost
is determined (601.2f), so with the number of targets of each "target" phrase fixed, each set of
such changes that some choice of targets makes apply is one way of casting.

Within one phrase the targets are distinct (115.3: the same object can't be chosen more than
once for each instance of the word "target"); the same permanent may be the target of two
phrases. The targets of a phrase are grouped by which changes they make apply, so the search is
over at most 2^k groups for k target-dependent changes (in practice one or two), never over the
permanents themselves.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

__all__ = ["Aim", "reachable_aims"]


@dataclass(frozen=True, slots=True)
class Aim:
    """One set of target-dependent changes the targets can make apply: ``hits`` (indexes into
    the changes), and ``chosen``: permanents that are among such targets (for the explanation)."""

    hits: frozenset[int]
    chosen: tuple[str, ...]
    # audit27: for each change, how many of the targets it names ("for each creature it targets",
    # Battlefield Thaumaturge); a change is hit when the count is not 0
    counts: tuple[int, ...] = ()


def reachable_aims(
    phrases: Sequence[tuple[int, Sequence[str], int]], aimed: Sequence[frozenset[str]], counting: Sequence[bool] = ()
) -> tuple[Aim, ...]:
    """Every set of the changes ``aimed`` (each the permanents it names) that a legal choice of
    targets makes apply: ``phrases`` gives, for each "target" phrase, how many targets it takes,
    the permanents it could target now and how many players it could target (players are named by
    none of the changes). Sorted by the hits' indexes; a phrase that can't take that many targets
    contributes nothing (the cast is refused elsewhere, 601.2c).

    Returns
    -------
    tuple[Aim, ...]
        One :class:`Aim` per reachable set of hits, each with an example of fitting targets.
    """
    k = len(aimed)
    zero = (0,) * k
    # audit27: a change counted per target keeps its count, never more than the distinct
    # permanents it names that some phrase can target ("for each creature it targets" counts
    # objects: one chosen by two phrases is one creature; 115.3: "another target" differs anyway);
    # any other change only whether it is hit
    targetable = set().union(*(set(p) for _n, p, _pl in phrases)) if phrases else set()
    most = tuple(len(aimed[j] & targetable) if j < len(counting) and counting[j] else 1 for j in range(k))
    combined: dict[tuple[int, ...], tuple[str, ...]] = {zero: ()}
    for n, permanents, players in phrases:
        if n <= 0:
            continue
        groups: dict[frozenset[int], list[str]] = {}
        for pid in permanents:
            groups.setdefault(frozenset(j for j, ids in enumerate(aimed) if pid in ids), []).append(pid)
        if players:
            groups.setdefault(frozenset(), []).extend(f"player {i + 1}" for i in range(players))
        # (how many chosen, how many of them each change names) -> the fitting permanents among them
        states: dict[tuple[int, tuple[int, ...]], tuple[str, ...]] = {(0, zero): ()}
        for mask, members in groups.items():
            grown = dict(states)
            for (chosen, counts), example in states.items():
                for take in range(1, min(len(members), n - chosen) + 1):
                    key = (chosen + take, tuple(min(c + take, most[j]) if j in mask else c for j, c in enumerate(counts)))
                    if key not in grown:
                        grown[key] = example + (tuple(members[:1]) if mask else ())
            states = grown
        reached = {counts: example for (chosen, counts), example in states.items() if chosen == n}
        if not reached:
            continue
        combined = {
            tuple(min(a + b, m) for a, b, m in zip(before, counts, most)): tuple(dict.fromkeys(ex_before + ex))
            for before, ex_before in combined.items()
            for counts, ex in reached.items()
        }

    def hits(counts: tuple[int, ...]) -> frozenset[int]:
        return frozenset(j for j, c in enumerate(counts) if c)

    return tuple(Aim(hits(c), combined[c], c) for c in sorted(combined, key=lambda c: (sorted(hits(c)), c)))
