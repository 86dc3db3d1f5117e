"""Triggered mana abilities that trigger from tapping a permanent for mana (605.1b, 106.12a).

They trigger only when the mana ability resolves and produces mana (or mana of the stated
type), they see the mana as it was produced *after* replacement effects (Mana Flare and
Contamination rulings), and what they add is theirs, not the tapped permanent's: it is never
multiplied by "tapped for mana" replacements (Nyxbloom Ancient ruling) and never part of what
the permanent could produce (Wild Growth ruling). audit28: a replacement effect not worded
"tapped for mana" whose filter means the trigger's source does replace it (False Dawn's "spells
and abilities you control that would add colored mana", 614.1a).
"""

from __future__ import annotations

from dataclasses import replace
from itertools import product

from ...model.abilities import ManaAbility, ManaEffect, TriggeredManaAbility
from ...model.abilities import TriggersAdditionalTime  # audit27
from ...model.mana import Mana
from ...model.selectors import Who
from ..board.conditions import condition_holds, static_effects
from ..board.views import AbilityRef, View, selects
from ..results import Witness
from .events import events, palette_types
from .resolver import Resolver


def _triggers(resolver: Resolver, tapped: View, ref: AbilityRef[ManaAbility]) -> list[tuple[View, TriggeredManaAbility, ManaEffect, bool]]:
    """The triggered mana abilities that trigger from tapping ``tapped`` (printed, granted, or
    created for a duration: High Tide, Chaos Moon), each with the mana it adds: its own, or that
    of a self-replacement whose condition holds (614.15: Snowfall's "If that Island is snow, ...
    instead"), and whether adding it is optional."""
    board = resolver.board
    out = []
    for holder, a, resolution in resolver.triggers:
        if not _fires(a, holder, tapped, ref):
            continue
        # 603.4: an intervening "if" (Barbflare Gremlin: "if this creature is tapped") and a
        # "while" on the event (Regal Behemoth: "while you're the monarch") must hold
        if not condition_holds(a.condition, holder, board, event_source=tapped, resolution=resolution):
            continue
        effect, optional = a.effect, a.optional
        for alt in a.instead:
            if condition_holds(alt.condition, holder, board, event_source=tapped, resolution=resolution):
                effect, optional = alt.effect, alt.optional
                break
        # audit27: 603.2d: "it triggers an additional time" (Roaming Throne): once more for each
        # such effect whose permanents include the holder; each instance resolves on its own
        # (106.12a), its choices made anew
        again = sum(1 for source, e in static_effects(board, TriggersAdditionalTime) if selects(e.of, holder, source))
        out.extend([(holder, a, effect, optional)] * (1 + again))
    return out


def _fires(a: TriggeredManaAbility, holder: View, tapped: View, ref: AbilityRef[ManaAbility]) -> bool:
    trig = a.trigger
    # 106.12: to "tap a permanent for mana" is to activate a mana ability with {T} in its cost;
    # "Whenever a land's ability causes you to add ..." (Caged Sun, trig.tapped False) fires for
    # every mana ability of the land ({1}, Remove X storage counters: Calciform Pools)
    if trig.tapped and not ref.ability.cost.has_tap:
        return False
    tapper = tapped.controller  # 602.2: a permanent's abilities are activated by its controller
    if trig.player is Who.YOU and tapper != holder.controller:
        return False
    if trig.player is Who.OPPONENT and tapper == holder.controller:
        return False
    return selects(trig.permanent, tapped, holder)


def add_triggered_mana(resolver: Resolver, tapped: View, ref: AbilityRef[ManaAbility], produced: Mana, base: Witness) -> list[tuple[Mana, Witness]]:
    """Every total (the ability's mana plus what the triggers add) with its witness."""
    out: dict[Mana, Witness] = {}
    for total, _kept, w in add_triggered_mana_kept(resolver, tapped, ref, produced, base):
        out.setdefault(total, w)
    return list(out.items())


Kept = tuple[tuple[str, Mana], ...]
"""s13: the part of a total that triggers with a spending restriction added, by restriction text
(106.6: "Spend this mana only to pay cumulative upkeep costs.", Snowfall)."""


def add_triggered_mana_kept(resolver: Resolver, tapped: View, ref: AbilityRef[ManaAbility], produced: Mana, base: Witness) -> list[tuple[Mana, Kept, Witness]]:
    """Every total (the ability's mana plus what the triggers add) with the part of it that keeps
    a trigger's spending restriction (106.6) and its witness."""
    if produced.total == 0:
        # 106.12a: nothing was produced, so nothing "tapped for mana" triggers. The old
        # Overabundance ruling (Options.old_overabundance) dealt its damage anyway; it never
        # added mana either way.
        if resolver.options.old_overabundance:
            notes = tuple(
                f"{holder.id}: {'; '.join(a.riders)} (old ruling: it triggers though no mana was produced; it adds nothing)"
                for holder, a, _e, _o in _triggers(resolver, tapped, ref)
                if a.riders
            )
            if notes:
                return [(produced, (), replace(base, triggers=notes))]
        return [(produced, (), base)]
    per_trigger: list[list[tuple[Mana, str, str | None]]] = []
    for holder, a, effect, optional in _triggers(resolver, tapped, ref):
        mana_of = a.trigger.mana_of
        if mana_of is not None:
            wanted = palette_types(mana_of, holder, resolver.board)
            if not (wanted & produced.types):
                continue  # Gauntlet of Power: only for mana of the chosen colour (none chosen: never)
        if a.recipient == "controller" and holder.controller != tapped.controller:
            continue  # the mana goes to another player's pool, not into this result
        options: list[tuple[Mana, str, str | None]] = []
        replacing = resolver.trigger_effects(holder)  # audit28: False Dawn (614.1a), never "tapped for mana" ones
        for ev in events(effect, holder, resolver.board, None, resolver.options.max_outcomes, produced.types):
            if ev.mana.total == 0:
                continue
            rider = f"; {'; '.join(a.riders)}" if a.riders else ""
            for result in resolver.outcomes_of(ev.mana, replacing):
                instead = f" (replaced: {ev.mana} → {result}, 614.1a)" if result != ev.mana else ""
                options.append((result, f"{holder.id}: {a.text or 'triggered mana ability'} → adds {result}{instead}{rider}", a.restriction))
        if optional:
            options.append((Mana(), f"{holder.id}: {a.text} → chose to add nothing", None))
        if options:
            per_trigger.append(options)
    if not per_trigger:
        return [(produced, (), base)]
    out: dict[tuple[Mana, Kept], Witness] = {}
    for combo in product(*per_trigger):
        total = produced
        added: list[str] = []
        kept: dict[str, Mana] = {}
        for m, note, restriction in combo:
            total = total + m
            added.append(note)
            if restriction is not None and m.total:
                kept[restriction] = kept.get(restriction, Mana()) + m
        key = (total, tuple(sorted(kept.items())))
        if key not in out:
            out[key] = replace(base, triggers=tuple(added))
    return [(total, kept_, w) for (total, kept_), w in out.items()]

