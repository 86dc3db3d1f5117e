"""Which modes of a modal spell are chosen (700.2, 601.2b).

A modal spell says how many of its modes its caster chooses ("Choose one —", "Choose one or
both —", "Choose three. You may choose the same mode more than once.", 700.2d; spree, 702.172a:
one or more). A mode whose targets can't be chosen can't be chosen (700.2a), and the spell requires
the targets of the modes chosen only (601.2c, 700.2c). Choosing modes may cost more: each spree or
tiered mode's "+" cost (702.172a), escalate's cost for each mode beyond the first (702.120a), and
entwine's cost for choosing every mode instead of the number specified (702.42a); each is an
additional cost added to the total cost (601.2f).

Request: ``modes: [N, ...]`` (each mode's number among the spell's modes, from 0; a number twice
when a mode may be chosen more than once); left out, the solver chooses (the fewest and cheapest
modes that make the cast legal come first); open when every way is listed. Cast mapping:
``modes`` (and ``entwine: true`` when the modes are chosen by entwining), for modal spells.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement
from typing import Any, Mapping, Self

from ....model.costs import ManaCost
from ....model.errors import QueryError
from ...board.conditions import condition_holds
from ..costs import times
from ..modifiers import spell_view
from ..profile import Mode
from ..situation import Situation
from ..space import Space, in_set
from ..targets import legal_target_count
from .base import Choice, Line, Part, Posing, Request

__all__ = ["ModesChoice"]

Picked = tuple[tuple[int, ...], bool]
"""The modes chosen (sorted; a mode twice when it is chosen twice) and whether by entwining."""


@dataclass(frozen=True)
class ModesChoice(Choice):
    """The modes chosen for a modal spell (700.2)."""

    var: str | None
    modes: tuple[Mode, ...]
    escalate: ManaCost | None
    entwine: ManaCost | None
    name: str
    sort_rank = 35

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        profile, name = spell.profile, spell.card.name
        modal, modes = profile.modal, profile.modes
        if modal is None or not modes:
            if request is not None and request.modes:
                posing.fact(f"{name} is not a modal spell: it has no modes to choose", "700.2")
            return cls(None, (), None, None, name)
        if any(m.targets or m.unread_targets for m in modes) and _per_target(spell):
            raise QueryError(f"{name}: a cost of the spell depends on its targets, and the targets of its modes (601.2c) are not weighed for it")
        n = len(modes)
        # 700.2a: a mode whose targets can't be chosen can't be chosen
        illegal = {i: why for i, m in enumerate(modes) if (why := _illegal(spell, m)) is not None}
        maximum = modal.maximum
        if modal.instead_if is not None and condition_holds(modal.instead_if, spell_view(spell.card, spell.caster, spell.card.colors), spell.board):
            maximum = modal.instead_maximum  # altcost11: "If you control a commander as you cast this spell, ... both instead" (601.2b)
        most = n if maximum is None else min(maximum, n if not modal.repeat else maximum)
        every: list[Picked] = []
        for k in range(max(modal.minimum, 0), most + 1):
            pick = combinations_with_replacement(range(n), k) if modal.repeat else combinations(range(n), k)
            every += [(c, False) for c in pick]
        if profile.entwine is not None and (maximum is None or maximum < n):
            every.append((tuple(range(n)), True))  # 702.42a: every mode, for the entwine cost
        if profile.escalate_other is not None:
            # 702.120a with a cost this library does not pay ("Escalate—Discard a card."): a second
            # mode is not weighed, and the answer says so
            if request is not None and request.modes is not None and len(request.modes) > 1:
                raise QueryError(f"{name}: a mode beyond the first costs “{profile.escalate_other}” (escalate, 702.120a), which is not weighed")
            every = [p for p in every if len(p[0]) <= 1]
            posing.note(f"ways with more than one mode (escalate: “{profile.escalate_other}”, 702.120a) are not weighed")
        legal = [p for p in every if not any(i in illegal for i in p[0])]
        wanted = None if request is None else request.modes
        if wanted is not None:
            asked = tuple(sorted(wanted))
            if any(i < 0 or i >= n for i in asked):
                raise QueryError(f"cast: modes: {name} has {n} modes, numbered 0 to {n - 1}; got {list(wanted)}")
            dom = [p for p in every if p[0] == asked] or [(asked, False)]
        else:
            dom = every
        dom.sort(key=lambda p: (len(p[0]), p[1], _extra_value(profile, p)))
        var = posing.variable("modes", dom)
        if any(p not in legal for p in dom):
            bad = [p for p in dom if p not in legal]
            if not any(p in legal for p in dom) and wanted is None:
                reason = f"{name}: no mode can be chosen: " + "; ".join(f"mode {i} (“{modes[i].text}”): {why}" for i, why in sorted(illegal.items()))
            else:
                reason = _reason(name, modal.minimum, maximum, modal.repeat, bad[0], every, illegal, modes)
                if modal.instead_if is not None and maximum == modal.maximum:  # altcost11
                    reason += f" (more only if {modal.instead_if})"
            posing.rule(in_set(legal), (var,), reason, "700.2a, 601.2b, 601.2c")
        return cls(var, modes, profile.escalate, profile.entwine, name)

    def reads(self) -> tuple[str, ...]:
        return () if self.var is None else (self.var,)

    def read(self, solution: Mapping[str, Any]) -> Part:
        if self.var is None:
            return Part()
        chosen, entwined = solution[self.var]
        unread = [t for i in chosen for t in self.modes[i].unread_targets]
        if unread:  # never assume a target exists (601.2c)
            raise QueryError(
                f"{self.name}: whether mode {chosen[0]} can be chosen depends on the targets of “{unread[0]}”, which the card grammar does not read (700.2a, 601.2c)"
            )
        additions: list[Line] = []
        for i in chosen:
            cost = self.modes[i].cost
            if cost is not None:
                additions.append((f"mode {i} (“{self.modes[i].text}”)", cost, "702.172a, 601.2f"))
        if self.escalate is not None and len(chosen) > 1 and not entwined:
            additions.append((f"escalate {self.escalate} ×{len(chosen) - 1}", times(self.escalate, len(chosen) - 1), "702.120a, 601.2f"))
        if entwined and self.entwine is not None:
            additions.append((f"entwine {self.entwine}", self.entwine, "702.42a, 601.2f"))
        words = ", ".join(f"{i} (“{self.modes[i].text}”)" for i in chosen)
        sentence = f"choosing mode{'s' if len(chosen) != 1 else ''} {words}" + (" by entwining (702.42a)" if entwined else "") + " (700.2, 601.2b)"
        entries: tuple[tuple[str, Any], ...] = (("modes", list(chosen)),) + ((("entwine", True),) if entwined else ())
        return Part(entries=entries, key=(len(chosen), entwined, chosen), sentence=sentence, additions=tuple(additions))

    def requested(self, space: Space) -> Mapping[str, Any]:
        if self.var is None:
            return {}
        return {self.var: space.domains[self.var][0]}


def _per_target(spell: Situation) -> bool:
    """Whether some cost change of the spell counts or names its targets (601.2c before 601.2f)."""
    mods = spell.modifiers(spell.colors)
    return any(m.aimed_at is not None or m.fixed_times is None for m in mods)


def _illegal(spell: Situation, mode: Mode) -> str | None:
    """Why ``mode`` can't be chosen now (700.2a: a target it requires can't be chosen), or None."""
    for spec in mode.targets:
        n = legal_target_count(spell.board, spec, spell.caster, spell.colors, spell.card.card_types)
        if n < spec.minimum:
            return f"'{spec.text or spec}' has {n or 'no'} legal target(s)"
    return None


def _extra_value(profile: Any, p: Picked) -> int:
    return sum(profile.modes[i].cost.mana_value() for i in p[0] if profile.modes[i].cost is not None)


def _reason(name: str, least: int, most: int | None, repeat: bool, bad: Picked, every: list[Picked], illegal: Mapping[int, str], modes: tuple[Mode, ...]) -> str:
    """Why the modes asked for (or every choice of modes) can't be chosen."""
    if bad not in every:
        count = f"{least}" if least == most else f"{least} to {'any number' if most is None else most}"
        return f"{name}: choose {count} mode(s){', each at most once' if not repeat else ''}: {list(bad[0])} can't be chosen"
    why = "; ".join(f"mode {i} (“{modes[i].text}”): {illegal[i]}" for i in bad[0] if i in illegal)
    return f"{name}: {why}, so that mode can't be chosen"
