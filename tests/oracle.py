"""Brute-force reference implementations: the oracles for the property-based tests and the
twins of the benchmarks. They are deliberately naive: every permutation of the replacement
effects, repeated evaluation of the whole board until nothing changes, and payment as a
python-constraint problem (every source's choice and every mana's slot as variables).
"""

from __future__ import annotations

from itertools import permutations

import constraint
from manasolve.model.costs import ManaCost
from manasolve.model.mana import TYPES, Mana, ManaType, TypeSet
from manasolve.solver.mana.events import events
from manasolve.solver.mana.resolver import Resolver
from manasolve.solver.mana.replacement import Compiled
from manasolve.solver.paying.payment import Source


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


def csp_payable(cost: ManaCost, sources: list[Source], *, life: int, x: int = 0) -> bool:
    """Whether ``cost`` can be paid, as a python-constraint problem independent of the search.

    Each source chooses one of its outcomes or none (``src`` variables). The cost is cut into
    *slots*, each paid by one mana unit: a coloured or {C} symbol one slot of its type, generic
    {N} and each {X} N slots of any type, a hybrid symbol one slot of either half, {S} one slot
    that only a snow source's unit fits (107.4h). A {N/W} symbol has a mode: one W slot, or N
    slots of any type (107.4e); a Phyrexian symbol has a mode: a slot of its colour(s), or 2
    life (107.4f), the life paid being at most ``life`` (119.4). A slot variable's value is the
    unit paying it (a number) or, for a slot its mode leaves out, its own negative "empty" token.
    All slot values are different (a unit pays one slot); a unit used by a slot must exist in the
    outcome its source chose and be of a type the slot accepts.
    """
    # mana units: (source index, position); their type depends on the chosen outcome
    units: list[tuple[int, int]] = []
    layouts: list[list[list[ManaType]]] = []  # per source, per outcome: its units' types in order
    for i, s in enumerate(sources):
        outs = [[t for t in TYPES for _ in range(m[t])] for m in s.outcomes]
        layouts.append(outs)
        units += [(i, j) for j in range(max((len(o) for o in outs), default=0))]

    slots: list[tuple[frozenset, bool, bool]] = []  # (accepted types, snow only, required)
    modes: list[tuple[str, list]] = []  # (variable, [(slot index, filled when mode == value)])
    phyrexian: list[str] = []
    anything = frozenset(TYPES)

    def slot(accepts, *, snow=False, required=True) -> int:
        slots.append((frozenset(accepts), snow, required))
        return len(slots) - 1

    for n, sym in enumerate(cost.symbols):
        kind = sym.kind.value
        if kind == "generic":
            for _ in range(sym.generic):
                slot(anything)
        elif kind == "x":
            for _ in range(x):
                slot(anything)
        elif kind == "colored":
            slot(sym.colors)
        elif kind == "colorless":
            slot([ManaType.C])
        elif kind == "snow":
            slot(anything, snow=True)
        elif kind == "hybrid":
            slot(sym.colors)
        elif kind == "mono_hybrid" and sym.colorless_half:
            slot([ManaType.C, *sym.colors])
        elif kind == "mono_hybrid":
            var = f"mode{n}"
            colored = slot(sym.colors, required=False)
            generic = [slot(anything, required=False) for _ in range(sym.generic)]
            modes.append((var, [(colored, "color")] + [(g, "generic") for g in generic]))
        elif kind == "phyrexian":
            var = f"life{n}"
            s = slot(sym.colors, required=False)
            modes.append((var, [(s, 0)]))
            phyrexian.append(var)
        else:
            raise AssertionError(f"unexpected symbol {sym}")

    if not slots:
        return True  # nothing to pay
    problem = constraint.Problem()
    for i, s in enumerate(sources):
        problem.addVariable(f"src{i}", [-1] + list(range(len(s.outcomes))))
    for var, members in modes:
        problem.addVariable(var, [0, 2] if var.startswith("life") else ["color", "generic"])
    slot_vars = []
    for k, (accepts, snow, required) in enumerate(slots):
        domain = [
            u for u, (i, j) in enumerate(units)
            if (sources[i].snow or not snow) and any(j < len(o) and o[j] in accepts for o in layouts[i])
        ]
        if not required:
            domain.append(-1 - k)
        if not domain:
            return False  # a slot that must be paid and no unit can ever pay it
        problem.addVariable(f"slot{k}", domain)
        slot_vars.append(f"slot{k}")
        for i in {units[u][0] for u in domain if u >= 0}:

            def fits(u, o, i=i, accepts=accepts, layouts=layouts):
                if u < 0 or units[u][0] != i:
                    return True
                j = units[u][1]
                return o >= 0 and j < len(layouts[i][o]) and layouts[i][o][j] in accepts

            problem.addConstraint(fits, [f"slot{k}", f"src{i}"])
    for var, members in modes:
        for k, value in members:
            problem.addConstraint(lambda m, u, value=value: (m == value) == (u >= 0), [var, f"slot{k}"])
        generic = [k for k, value in members if value == "generic"]
        for a, b in zip(generic, generic[1:]):  # the N generic slots of {N/W} are interchangeable
            problem.addConstraint(lambda u, v: u < 0 or v < 0 or u < v, [f"slot{a}", f"slot{b}"])
    if len(slot_vars) > 1:
        problem.addConstraint(constraint.AllDifferentConstraint(), slot_vars)
    if phyrexian:
        problem.addConstraint(constraint.MaxSumConstraint(life), phyrexian)
    # interchangeable generic slots: keep their units in increasing order (fewer equal solutions)
    plain = [f"slot{k}" for k, (accepts, snow, required) in enumerate(slots) if required and accepts == anything and not snow]
    for a, b in zip(plain, plain[1:]):
        problem.addConstraint(lambda u, v: u < v, [a, b])
    return problem.getSolution() is not None
