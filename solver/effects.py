"""Which mana replacement effects are in force, and compiling them against one event source.

Static abilities generate their effects while the permanent has them (604.2). Effects created
"until end of turn" by an activated or triggered ability are in force when the scenario says
that ability resolved this turn (``resolved_this_turn``); an upkeep trigger whose effect uses
a chosen colour (Hall of Gemstone) is also in force after the upkeep once that colour is known.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from model.abilities import (
    ActivatedAbility,
    ByLandType,
    ChosenColor,
    CommanderColors,
    Convert,
    FixedTypes,
    HasCounters,
    Instead,
    ManaAbility,
    Multiply,
    Palette,
    ReplacementEffect,
    SetAmount,
    SetColor,
    SetType,
    StaticAbility,
    TriggeredAbility,
)
from model.mana import ALL_COLORS_MASK, Mana, TypeSet
from model.state import Phase
from solver.layers import Board, View, selects
from solver.replacement import Compiled


@dataclass(frozen=True, slots=True)
class InForce:
    """A replacement effect in force, with the permanent it comes from."""

    source: View
    effect: ReplacementEffect
    via: str  # "static" or "until end of turn (ability N)"


def effects_in_force(board: Board) -> tuple[InForce, ...]:
    """Every mana replacement effect in force on this board, in timestamp order."""
    out: list[InForce] = []
    state = board.state
    after_upkeep = state.phase not in (Phase.UNTAP, Phase.UPKEEP)
    for v in board:
        resolved = set(v.permanent.resolved_this_turn)
        for ref in v.abilities:
            a = ref.ability
            if isinstance(a, StaticAbility):
                out.extend(InForce(v, e, "static") for e in a.effects if isinstance(e, ReplacementEffect))
            elif isinstance(a, ActivatedAbility) and a.creates and ref.index in resolved:
                out.extend(InForce(v, e, f"until end of turn (ability {ref.index})") for e in a.creates)
            elif isinstance(a, TriggeredAbility) and a.creates:
                upkeep = "upkeep" in a.text.lower().split(",")[0]
                needs_color = any(_uses_chosen_color(e) for e in a.creates)
                if ref.index in resolved or (upkeep and after_upkeep and (not needs_color or v.permanent.chosen_color is not None)):
                    out.extend(InForce(v, e, f"until end of turn (ability {ref.index})") for e in a.creates)
    return tuple(out)


def _uses_chosen_color(e: ReplacementEffect) -> bool:
    t = e.transform
    return isinstance(t, (SetType, SetColor)) and isinstance(t.palette, ChosenColor)


def palette_types(palette: Palette, holder: View, board: Board) -> TypeSet:
    """The types a board-independent palette offers, seen from ``holder`` (the text's object)."""
    if isinstance(palette, FixedTypes):
        return palette.types
    if isinstance(palette, ChosenColor):
        c = holder.permanent.chosen_color
        return TypeSet.of([c]) if c is not None else TypeSet(0)
    if isinstance(palette, CommanderColors):
        # Command Tower rulings: no commander, or a colourless one, gives no mana.
        return board.state.commander_identity.get(holder.controller, TypeSet(0)) & TypeSet(ALL_COLORS_MASK)
    raise TypeError(f"palette {palette!r} needs the board's could-produce values")


def condition_holds(cond: object, holder: View) -> bool:
    if cond is None:
        return True
    if isinstance(cond, HasCounters):
        return holder.permanent.counter(cond.kind) >= cond.at_least
    raise TypeError(f"unknown condition {cond!r}")


Instead_ = Callable[[ManaAbility, "object"], tuple[Mana, ...]]


def compile_effect(
    effect: ReplacementEffect,
    *,
    holder: View,
    event_source: View,
    board: Board,
    instead: Callable[[Instead], tuple[Mana, ...]],
) -> Compiled:
    """Resolve one effect against the permanent the mana comes from (its land types, the
    holder's chosen colour), leaving a pure function of the mana."""
    f = effect.applies_to
    t = effect.transform
    common = dict(min_amount=f.min_amount, of_type=f.of_type, self_replacement=effect.self_replacement)
    if isinstance(t, SetType):
        return Compiled("set_type", types=palette_types(t.palette, holder, board), amount=t.amount, **common)
    if isinstance(t, SetColor):
        return Compiled("set_color", types=palette_types(t.palette, holder, board) & TypeSet(ALL_COLORS_MASK), **common)
    if isinstance(t, Convert):
        return Compiled("convert", src=t.src, dst=t.dst, **common)
    if isinstance(t, Multiply):
        return Compiled("multiply", factor=t.factor, **common)
    if isinstance(t, SetAmount):
        return Compiled("set_amount", amount=t.amount, **common)
    if isinstance(t, ByLandType):
        # Naked Singularity rulings: a land with several of the listed types chooses one of them.
        return Compiled("set_type", types=TypeSet.of(m for lt, m in t.mapping if lt in event_source.subtypes), **common)
    if isinstance(t, Instead):
        return Compiled("instead", outcomes=instead(t), **common)
    raise TypeError(f"unknown transform {t!r}")


def applicable_effects(
    in_force: tuple[InForce, ...],
    ability: ManaAbility,
    source: View,
    board: Board,
    instead: Callable[[Instead], tuple[Mana, ...]],
) -> tuple[tuple[Compiled, ...], tuple[str, ...]]:
    """The effects that may modify the mana this ability of ``source`` produces, compiled, with
    a label for each (for witnesses).

    Self-replacements (614.15) come from the ability's own text. The others apply only if their
    filter fits the source and, when worded "tapped for mana", only to an ability with {T} in its
    cost (106.12, 106.12b).
    """
    compiled: list[Compiled] = []
    labels: list[str] = []
    for e in ability.self_replacements:
        if condition_holds(e.condition, source):
            compiled.append(compile_effect(e, holder=source, event_source=source, board=board, instead=instead))
            labels.append(f"{source.id}: {e.text or 'self-replacement'}")
    for f in in_force:
        e = f.effect
        if e.applies_to.tapped and not ability.cost.has_tap:
            continue
        if not selects(e.applies_to.permanent, source, f.source):
            continue
        if not condition_holds(e.condition, f.source):
            continue
        compiled.append(compile_effect(e, holder=f.source, event_source=source, board=board, instead=instead))
        labels.append(f"{f.source.id}: {e.text or 'replacement effect'}")
    return tuple(compiled), tuple(labels)
