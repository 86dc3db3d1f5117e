"""Which mana replacement effects and created triggered mana abilities are in force, the
conditions they read, and compiling replacement effects against one event source.

Static abilities generate their effects while the permanent has them (604.2), and while their
condition holds (611.3a). Effects created for a duration ("until end of turn") by an activated
or triggered ability are in force when the scenario says that ability resolved
(``resolved_this_turn``, with what it targeted or counted); an upkeep trigger's effects are in
force after the upkeep (those that use a chosen colour, Hall of Gemstone, once it is known).
Instants and sorceries listed in ``spells_resolved_this_turn`` (Pale Moon, High Tide) create
theirs for their caster.
"""

from __future__ import annotations

from typing import Callable, Iterator, assert_never

from ...model.abilities import (
    Ability,
    ActivatedAbility,
    BeginningOf,
    ByLandType,
    ChosenColor,
    Convert,
    Created,
    Instead,
    ManaAbility,
    Multiply,
    ReplacementEffect,
    SetAmount,
    SetColor,
    SetType,
    SpellAbility,
    StaticAbility,
    Step,
    TriggeredAbility,
    TriggeredManaAbility,
)
from ...model.cards import Card
from ...model.mana import ALL_COLORS_MASK, Mana, TypeSet
from ...model.selectors import Relation
from ...model.state import Permanent, Phase, Resolution
from ..board.conditions import condition_holds
from ..board.views import AbilityRef, Board, View, selects
from .events import palette_types
from .replacement import Compiled
from ...model.values import dataclass


@dataclass(frozen=True, slots=True)
class InForce:
    """A replacement effect in force, with the permanent it comes from; for an effect an ability
    created, how that ability resolved (its targets, the number it counted)."""

    source: View
    effect: ReplacementEffect
    via: str  # "static" or "until end of turn (ability N)"
    resolution: Resolution | None = None


@dataclass(frozen=True, slots=True)
class CreatedTrigger:
    """A triggered mana ability an ability or a spell created for a duration (Chaos Moon, High
    Tide, Selesnya Loft Gardens), with its source and how that resolved."""

    source: View
    ability: TriggeredManaAbility
    resolution: Resolution | None = None


@dataclass(frozen=True, slots=True)
class _Kinds:
    """The abilities of one tuple of abilities (shared by the permanents of a card) that this
    module reads: statics with mana replacement effects, abilities that create effects for a
    duration, triggered mana abilities. A board of thousands of basic lands has none."""

    statics: tuple[tuple[AbilityRef[Ability], StaticAbility], ...]
    creators: tuple[AbilityRef[Ability], ...]
    triggers: tuple[TriggeredManaAbility, ...]


def _kinds(board: Board) -> list[tuple[View, _Kinds]]:
    """Each permanent that has one of the abilities of :class:`_Kinds`, in timestamp order."""
    seen: dict[int, _Kinds | None] = {}
    out: list[tuple[View, _Kinds]] = []
    for v in board:
        key = id(v.abilities)
        if key in seen:
            k = seen[key]
        else:
            statics = tuple(
                (ref, ref.ability)
                for ref in v.abilities
                if isinstance(ref.ability, StaticAbility) and any(isinstance(e, ReplacementEffect) for e in ref.ability.effects)
            )
            creators = tuple(ref for ref in v.abilities if isinstance(ref.ability, (ActivatedAbility, TriggeredAbility)) and ref.ability.creates)
            triggers = tuple(ref.ability for ref in v.abilities if isinstance(ref.ability, TriggeredManaAbility))
            k = seen[key] = _Kinds(statics, creators, triggers) if statics or creators or triggers else None
        if k is not None:
            out.append((v, k))
    return out


def _created(board: Board, kinds: list[tuple[View, _Kinds]] | None = None) -> Iterator[tuple[View, Created, str, Resolution | None]]:
    """(source, created effect, via, resolution) for every effect created for a duration that is
    in force now (611.2a)."""
    state = board.state
    after_upkeep = state.phase not in (Phase.UNTAP, Phase.UPKEEP)
    for v, k in _kinds(board) if kinds is None else kinds:
        if not k.creators:
            continue
        resolved = set(v.permanent.resolved_this_turn)
        for ref in k.creators:
            a = ref.ability
            if isinstance(a, ActivatedAbility) and a.creates and ref.index in resolved:
                for e in a.creates:
                    yield v, e, f"until end of turn (ability {ref.index})", v.permanent.resolution(ref.index)
            elif isinstance(a, TriggeredAbility) and a.creates:
                upkeep = isinstance(a.event, BeginningOf) and a.event.step is Step.UPKEEP
                needs_color = any(isinstance(e, ReplacementEffect) and _uses_chosen_color(e) for e in a.creates)
                if ref.index in resolved or (upkeep and after_upkeep and (not needs_color or v.permanent.chosen_color is not None)):
                    for e in a.creates:
                        yield v, e, f"until end of turn (ability {ref.index})", v.permanent.resolution(ref.index)
    for player, cards in state.spells_resolved_this_turn.items():
        for card in cards:
            spell = spell_view(card, player)
            for a in card.abilities:
                if isinstance(a, SpellAbility):
                    for e in a.creates:
                        yield spell, e, f"until end of turn ({card.name}, resolved this turn)", None


def spell_view(card: Card, player: str) -> View:
    """An instant or sorcery that resolved this turn, as the source of the effects it created:
    it is not on the battlefield (no selector ever finds it), but its controller and text are
    what those effects read (611.2a)."""
    p = Permanent(id=f"{card.name} (resolved spell)", card=card, controller=player, timestamp=-1)
    return View(p, card.card_types, card.subtypes, card.supertypes, card.colors, ())


def effects_in_force(board: Board) -> tuple[InForce, ...]:
    """Every mana replacement effect in force on this board, in timestamp order."""
    out: list[InForce] = []
    kinds = _kinds(board)
    for v, k in kinds:
        for _, a in k.statics:
            if a.condition is None or condition_holds(a.condition, v, board):
                out.extend(InForce(v, e, "static") for e in a.effects if isinstance(e, ReplacementEffect))
    for v, e, via, resolution in _created(board, kinds):
        if isinstance(e, ReplacementEffect):
            out.append(InForce(v, e, via, resolution))
    return tuple(out)


def triggers_in_force(board: Board) -> tuple[tuple[View, TriggeredManaAbility, Resolution | None], ...]:
    """Every triggered mana ability on the board (printed or granted) and every one created for a
    duration that is in force, with its source."""
    out: list[tuple[View, TriggeredManaAbility, Resolution | None]] = []
    kinds = _kinds(board)
    for v, k in kinds:
        for t in k.triggers:
            out.append((v, t, None))
    for v, e, _via, resolution in _created(board, kinds):
        if isinstance(e, TriggeredManaAbility):
            out.append((v, e, resolution))
    return tuple(out)


def _uses_chosen_color(e: ReplacementEffect) -> bool:
    t = e.transform
    return isinstance(t, (SetType, SetColor)) and isinstance(t.palette, ChosenColor)


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
    m, of, sr = f.min_amount, f.of_type, effect.self_replacement
    t = effect.transform
    match t:
        case SetType():
            return Compiled("set_type", types=palette_types(t.palette, holder, board), amount=t.amount, min_amount=m, of_type=of, self_replacement=sr)
        case SetColor():
            types = palette_types(t.palette, holder, board) & TypeSet(ALL_COLORS_MASK)
            return Compiled("set_color", types=types, min_amount=m, of_type=of, self_replacement=sr)
        case Convert():
            return Compiled("convert", src=t.src, dst=t.dst, min_amount=m, of_type=of, self_replacement=sr)
        case Multiply():
            return Compiled("multiply", factor=t.factor, min_amount=m, of_type=of, self_replacement=sr)
        case SetAmount():
            return Compiled("set_amount", amount=t.amount, min_amount=m, of_type=of, self_replacement=sr)
        case ByLandType():
            # Naked Singularity rulings: a land with several of the listed types chooses one of them.
            types = TypeSet.of(mt for lt, mt in t.mapping if lt in event_source.subtypes)
            return Compiled("set_type", types=types, min_amount=m, of_type=of, self_replacement=sr)
        case Instead():
            return Compiled("instead", outcomes=instead(t), min_amount=m, of_type=of, self_replacement=sr)
        case _:
            assert_never(t)


class LiveEffects:
    """The effects in force of one question, with what is judged once for the question rather
    than once per mana ability: whether each effect's condition holds (611.3a: it reads the
    effect's source and the board, never the permanent whose mana is replaced) and the effect
    compiled, unless what it does reads that permanent (Naked Singularity's land types, an
    "instead" that names its mana). Both are judged lazily, when an effect first means a
    permanent, so that a condition the scenario cannot decide fails only a question it decides.
    """

    __slots__ = ("in_force", "board", "_holds", "_compiled", "_labels")

    def __init__(self, in_force: tuple[InForce, ...], board: Board):
        self.in_force = in_force
        self.board = board
        self._holds: list[bool | None] = [None] * len(in_force)
        self._compiled: list[Compiled | None] = [None] * len(in_force)
        self._labels = tuple(f"{f.source.id}: {f.effect.text or 'replacement effect'}" for f in in_force)

    def selecting(self, source: View) -> tuple[int, ...]:
        """The effects (by position) whose filter means ``source`` and whose condition holds:
        for "target Plains", only what the ability that created the effect targeted (115.1)."""
        out: list[int] = []
        for i, f in enumerate(self.in_force):
            sel = f.effect.applies_to.permanent
            if not selects(sel, source, f.source):
                continue
            if sel.relation is Relation.TARGET and (f.resolution is None or source.id not in f.resolution.targets):
                continue
            holds = self._holds[i]
            if holds is None:
                holds = self._holds[i] = condition_holds(f.effect.condition, f.source, self.board, resolution=f.resolution)
            if holds:
                out.append(i)
        return tuple(out)

    def applicable(
        self,
        selected: tuple[int, ...],
        ability: ManaAbility,
        source: View,
        instead: Callable[[Instead], tuple[Mana, ...]],
    ) -> tuple[tuple[Compiled, ...], tuple[str, ...]]:
        """The effects that may modify the mana this ability of ``source`` produces, compiled,
        with a label for each (for witnesses); ``selected`` is :meth:`selecting` of ``source``.

        Self-replacements (614.15) come from the ability's own text. The others apply only when
        worded "tapped for mana", only to an ability with {T} in its cost (106.12, 106.12b).
        """
        board = self.board
        compiled: list[Compiled] = []
        labels: list[str] = []
        for e in ability.self_replacements:
            if condition_holds(e.condition, source, board):
                compiled.append(compile_effect(e, holder=source, event_source=source, board=board, instead=instead))
                labels.append(f"{source.id}: {e.text or 'self-replacement'}")
        tap: bool | None = None
        for i in selected:
            f = self.in_force[i]
            e = f.effect
            if e.applies_to.tapped:
                if tap is None:
                    tap = ability.cost.has_tap
                if not tap:
                    continue
            c = self._compiled[i]
            if c is None:
                c = compile_effect(e, holder=f.source, event_source=source, board=board, instead=instead)
                if not isinstance(e.transform, (ByLandType, Instead)):
                    self._compiled[i] = c  # what it does reads only its holder
            compiled.append(c)
            labels.append(self._labels[i])
        return tuple(compiled), tuple(labels)
