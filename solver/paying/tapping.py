"""Tapping a permanent for mana now (106.12, 605): every distinct result, each with its witness.

Only a mana ability with {T} in its cost taps a permanent for mana (106.12). The ability must be
activatable now (solver.legality, and its mana cost payable: solver.activation). Its effect
resolves with the current choices; every replacement effect that applies is applied in every
order (616.1); then the triggered mana abilities that trigger from it add their mana (106.12a,
solver.triggers).
"""

from __future__ import annotations

from ...model.abilities import ManaAbility
from ...model.errors import QueryError
from ...model.mana import Mana
from ...model.state import GameState
from ..board.views import AbilityRef
from ..mana.resolver import Resolver, could_produce_all
from ..mana.triggers import add_triggered_mana
from ..options import Options
from ..results import TapForMana, Witness
from .activation import activation_verdict


def tap_outcomes(state: GameState, pid: str, ability: int | None = None, *, options: Options = Options()) -> TapForMana:
    """The tap_for_mana query: ``ability`` counts the permanent's {T} mana abilities from 0."""
    resolver = Resolver.of(state, options)
    view = resolver.board.view(pid)
    tap_abilities = view.tap_mana_abilities()
    if not tap_abilities:
        return TapForMana(pid, illegal=f"{pid} has no mana ability with {{T}} in its cost, so it can't be tapped for mana (106.12)")
    if ability is not None:
        if ability >= len(tap_abilities):
            raise QueryError(f"{pid} has {len(tap_abilities)} mana abilit{'y' if len(tap_abilities) == 1 else 'ies'} with {{T}} in the cost; there is no number {ability}")
        chosen: tuple[AbilityRef[ManaAbility], ...] = (tap_abilities[ability],)
    else:
        chosen = tap_abilities

    legal: list[AbilityRef[ManaAbility]] = []
    reasons: list[str] = []
    for ref in chosen:
        verdict = activation_verdict(resolver, view, ref)
        if verdict.ok:
            legal.append(ref)
        else:
            reasons.append(f"{ref.text}: {verdict.reason} ({verdict.rule})")
    if not legal:
        return TapForMana(pid, illegal="; ".join(reasons))

    fp = could_produce_all(resolver, [pid])
    found: dict[Mana, Witness] = {}
    for ref in legal:
        assert isinstance(ref.ability, ManaAbility)
        for ev, result, path in resolver.resolve(view, ref, fp.paying_lookup):
            base = Witness(
                permanent=pid,
                ability=ref.text,
                produced=str(ev.mana),
                choices=ev.choices,
                replacements=resolver.steps(view, ref, path),
                effects=view.changes,
            )
            for total, witness in add_triggered_mana(resolver, view, ref, result, base):
                found.setdefault(total, witness)
    return TapForMana(pid, tuple(sorted(found.items(), key=lambda kv: (kv[0].total, str(kv[0])))))
