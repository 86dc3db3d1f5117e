"""Brute-force reference implementations: the oracles for the property-based tests and the
twins of the benchmarks. They are deliberately naive: every permutation of the replacement
effects, and repeated evaluation of the whole board until nothing changes.
"""

from __future__ import annotations

from itertools import permutations

from model.mana import Mana, TypeSet
from solver.produce import Resolver, events
from solver.replacement import Compiled


def brute_outcomes(initial: Mana, effects: tuple[Compiled, ...]) -> set[Mana]:
    """Every outcome, trying every permutation of the effects as a priority order: at each step
    the first effect of the permutation that is unused and applicable now is applied
    (self-replacements before the others, 616.1a; re-checked after each, 616.1f; once each, 614.5)."""
    results: set[Mana] = set()
    for order in permutations(range(len(effects))):
        stack = [(initial, frozenset())]
        while stack:
            mana, used = stack.pop()
            usable = [i for i in order if i not in used and effects[i].applies(mana)]
            selfs = [i for i in usable if effects[i].self_replacement]
            if selfs:
                usable = selfs
            if not usable:
                results.add(mana)
                continue
            i = usable[0]
            for after, _ in effects[i].apply(mana):
                stack.append((after, used | {i}))
    return results


def brute_could_produce(resolver: Resolver) -> dict[str, TypeSet]:
    """Naive fixed point: evaluate every permanent of the board, again and again, from empty sets,
    until a whole pass changes nothing (106.7's least fixed point)."""
    board = resolver.board
    values = {v.id: 0 for v in board}

    def lookup(pal, holder):
        mask = 0
        for m in board.select(pal.of, holder):
            mask |= values[m.id]
        return TypeSet(mask)

    changed = True
    while changed:
        changed = False
        for v in board:
            mask = 0
            for ref in v.mana_abilities():
                effects, _ = resolver.effects_for(v, ref)
                for ev in events(ref.ability, v, board, lookup):
                    for m in brute_outcomes(ev.mana, effects):
                        mask |= m.types.mask
            if mask != values[v.id]:
                values[v.id] = mask
                changed = True
    return {pid: TypeSet(m) for pid, m in values.items()}
