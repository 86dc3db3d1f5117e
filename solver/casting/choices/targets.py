"""How many targets the spell has (601.2c, 115).

Each "target" phrase of the spell (an Aura's enchant included, 303.4a) takes between its least and
its most targets, and no more than there are legal targets now (115.1, 601.2c: shroud, hexproof and
protection counted). A spell with "any number of targets" (Fireball) makes the number a choice,
which its cost may count ("{1} more for each target beyond the first", 601.2f).

Request: ``targets: N`` — that many in all; left out, the least the spell needs, but 1 when a
target is optional and one exists; open when every way is listed. Cast mapping: ``targets``, for
spells whose number of targets is a choice.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, Mapping, Self

from ..situation import Situation
from ..space import Space, exact_sum, in_set, max_sum, min_sum
from ..targets import legal_target_count
from .base import Choice, Part, Posing, Request

__all__ = ["TargetsChoice"]


@dataclass(frozen=True)
class TargetsChoice(Choice):
    """The number of targets of each "target" phrase (601.2c)."""

    variables: tuple[str, ...]
    shown: bool
    wanted: int | None
    sort_rank = 60

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        profile, board, caster, name = spell.profile, spell.board, spell.caster, spell.card.name
        requested = None if request is None else request.targets
        default = request is not None and request.targets is None
        variables: list[str] = []
        counts: list[int] = []
        untargeting = posing.untargeting  # altcost11: overload (702.96b): cast so, it has no targets
        for i, spec in enumerate(profile.targets):
            legal = legal_target_count(board, spec, caster, spell.colors, spell.card.card_types)
            counts.append(legal)
            cap = legal if spec.maximum is None else min(spec.maximum, legal)
            # a number of targets beyond the legal ones can't be chosen (601.2c): one value past
            # them stands for every larger request, so the domain stays as small as the board
            hi = spec.maximum if spec.maximum is not None else max(legal, spec.minimum) + 1
            if requested is not None:
                dom = tuple(range(spec.minimum, max(spec.minimum, min(hi, requested)) + 1))
            elif default:
                dom = (spec.minimum if spec.minimum >= 1 else (1 if cap >= 1 else 0),)
            else:
                dom = tuple(range(spec.minimum, max(cap, spec.minimum) + 1))
            if untargeting and 0 not in dom:
                dom = (0,) + dom
            if spec.per_kick:  # audit17: as many as the kicks (702.33d), whatever the request says
                dom = tuple(range(0, cap + 1))
            var = posing.variable(f"targets:{i}", dom)
            variables.append(var)
            if spec.per_kick:
                kicks = posing.kick_variables
                posing.rule(exact_sum(0, [1] + [-1] * len(kicks)), (var, *kicks), f"{name} has a target '{spec.text}' for each time it is kicked, and '{spec.text}' has {legal} legal target(s) now", "702.33d, 601.2c, 115.1")
                same = [j for j, earlier in enumerate(profile.targets[:i]) if dataclasses.replace(earlier, text="", minimum=0, maximum=None) == dataclasses.replace(spec, text="", minimum=0, maximum=None, per_kick=False)]
                if same:  # "another target": not one an earlier phrase of the same kind chose (115.3)
                    posing.rule(max_sum(legal), (var, *(variables[j] for j in same)), f"'{spec.text}' and the earlier target(s) are different objects, and there are {legal} legal target(s)", "115.3, 601.2c")
                continue
            allowed = range(spec.minimum, cap + 1)
            if untargeting and any(v not in allowed for v in dom):  # altcost11: 601.2c unless overloaded (702.96b)
                reason = (
                    f"{name} needs {spec.minimum} legal target(s) for '{spec.text or spec}', and there {'is' if legal == 1 else 'are'} {legal or 'none'}"
                    if legal < spec.minimum else f"'{spec.text or spec}' has {legal} legal target(s) now"
                )
                posing.rule(in_set(sorted(set(allowed) | {0})), (var,), reason, "601.2c, 115.1")
                if spec.minimum:
                    for u in untargeting:
                        posing.rule(min_sum(spec.minimum, [1, spec.minimum]), (var, u), reason + " (unless it is cast without targets: 702.96b)", "601.2c, 115.1")
            elif any(v not in allowed for v in dom):
                if legal < spec.minimum:
                    reason = f"{name} needs {spec.minimum} legal target(s) for '{spec.text or spec}', and there {'is' if legal == 1 else 'are'} {legal or 'none'}"
                else:
                    reason = f"'{spec.text or spec}' has {legal} legal target(s) now"
                posing.rule(in_set(allowed), (var,), reason, "601.2c, 115.1")
        for u in untargeting:  # altcost11: 702.96b: overloaded, "target" is "each": no targets
            most = sum(max(posing.domain(v)) for v in variables)
            if variables and most:
                posing.rule(max_sum(most, [1] * len(variables) + [most]), variables + [u], f"{name} has no targets when cast for its overload cost", "702.96b")
        if requested is not None:
            if variables:
                legal_now = "; ".join(f"'{t.text or t}' has {n} legal target(s)" for t, n in zip(profile.targets, counts))
                none = " (and none when cast without targets: 702.96b)" if untargeting else ""  # altcost11
                posing.rule(exact_sum(requested), variables, f"{name} can't have {requested} target(s) now: {legal_now}{none}", "601.2c")
            elif requested != 0:
                posing.fact(f"{name} has no targets", "601.2c")
        return cls(tuple(variables), profile.variable_targets, requested)

    def reads(self) -> tuple[str, ...]:
        return self.variables

    def read(self, solution: Mapping[str, Any]) -> Part:
        each = tuple(int(solution.get(var, 0)) for var in self.variables)
        n = sum(each)
        return Part(
            entries=(("targets", n),) if self.shown else (),
            key=(n,),
            sentence=f"with {n} target(s) (601.2c)" if self.shown else None,
            targets=n,
            phrase_targets=each,
        )

    def requested(self, space: Space) -> Mapping[str, Any]:
        """The number of targets the request gives (on the last phrase beyond what the others
        take), else the least."""
        if self.wanted is None or not self.variables:
            return {var: space.domains[var][0] for var in self.variables}
        out = {var: space.domains[var][-1] for var in self.variables[:-1]}
        out[self.variables[-1]] = max(self.wanted - sum(out.values()), space.domains[self.variables[-1]][0])
        return out
