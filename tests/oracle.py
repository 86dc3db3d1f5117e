"""Brute-force reference implementations: the oracles of the property-based tests and the twins
of the benchmarks.

They share no code with what they check. Nothing here imports the solver's mana resolution
(``solver/mana``) or payment (``solver/paying``): the oracles read the model's plain data (cards
and their parsed abilities, costs, palettes, amounts, replacement effects, triggered mana
abilities, selectors as data) and interpret it themselves, naively:

* replacement effects: every permutation of the applicable effects, tried as a priority order
  (616.1a self-replacements first, 616.1f applicability re-checked after each, 614.5 each at most
  once), with each effect's semantics written out here;
* could produce (106.7): the whole board evaluated again and again, from empty sets, until a
  whole pass changes nothing (the least fixed point);
* tapping for mana (106.12, 605): the non-mana costs judged here, every event of each legal {T}
  mana ability, every permutation of the replacement effects, then the triggered mana abilities
  that trigger from it (106.12a);
* payment: a python-constraint problem (every source's choice and every mana's slot as variables).

The one piece taken from the solver is the effective characteristics after continuous effects
(types, colours and abilities after layers 4-6, 305.6-7, 613: Blood Moon, Urborg, Prismatic Omen,
Chromatic Lantern...): :func:`manasolve.solver.board.layers.compute_board`, which has its own
property tests (tests/solver/board/test_layers.py). Only the :class:`View` fields are read (``permanent``,
``card_types``, ``subtypes``, ``supertypes``, ``colors``, ``abilities``).

The board oracles interpret only what the generated boards of tests/strategies.py contain.
Any other piece (an amount, a palette, a selector field, a cost part, a condition, a transform
they do not know) raises an AssertionError that names it: an oracle never guesses.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations, combinations_with_replacement, permutations, product
from typing import Callable, Iterable, Sequence

import constraint
from manasolve.model.abilities import (
    AbilityCostModifier,
    ActivatedAbility,
    SpellAbility,
    ByLandType,
    ChoiceMode,
    ChosenColor,
    ChosenMana,
    ColorsOf,
    CommanderColors,
    Const,
    CouldProduce,
    CountersOn,
    FixedMana,
    FixedTypes,
    HasCounters,
    Instead,
    Keyword,
    ManaAbility,
    ManaEffect,
    Multiply,
    ProducedTypes,
    ReplacementEffect,
    SetAmount,
    SetColor,
    SetType,
    StaticAbility,
    TriggeredAbility,
    TriggeredManaAbility,
)
from manasolve.model.costs import (
    ManaCost,
    PayLife,
    RemoveCounters,
    Sacrifice,
    TapOther,
    TapSelf,
)
from manasolve.model.vocabulary import EVERY_CREATURE_TYPE
from manasolve.model.mana import TYPES, Mana, ManaType, TypeSet
from manasolve.model.selectors import Relation, Selector, Who
from manasolve.model.state import GameState, Permanent, Phase

# --- mana as six counts (no arithmetic of the model's Mana is used) -----------------------------

NONE = Mana((0, 0, 0, 0, 0, 0))
COLOR_BITS = 0b011111


def _mana(counts: Iterable[int]) -> Mana:
    return Mana(tuple(counts))  # type: ignore[arg-type]


def _of(t: ManaType, n: int) -> Mana:
    return _mana(n if i == t else 0 for i in range(6))


def _total(m: Mana) -> int:
    return sum(m.counts)


def _plus(a: Mana, b: Mana) -> Mana:
    return _mana(x + y for x, y in zip(a.counts, b.counts))


def _kinds(m: Mana) -> list[ManaType]:
    """The types present in ``m``, in WUBRGC order."""
    return [t for t in TYPES if m.counts[t] > 0]


def _mask(m: Mana) -> int:
    return sum(1 << t for t in _kinds(m))


# --- replacement effects: every permutation ----------------------------------------------------


@dataclass(frozen=True)
class Repl:
    """A replacement effect as the oracle reads it: when it modifies a mana event (``applies``)
    and every event it can turn that event into (``results``; a choice of type is one result
    each, and an effect with nothing to choose from gives no mana, 106.5)."""

    label: str
    self_replacement: bool
    applies: Callable[[Mana], bool]
    results: Callable[[Mana], list[Mana]]


def brute_outcomes(initial: Mana, effects: Sequence[Repl]) -> set[Mana]:
    """Every outcome, trying every permutation of the effects as a priority order: at each step
    the first effect of the permutation that is unused and applicable now is applied
    (self-replacements before the others, 616.1a; re-checked after each, 616.1f; once each, 614.5).
    Every legal sequence of choices is the run of some permutation (put its effects first)."""
    # Bookkeeping only (the verdicts and results of each effect on each event, asked once; the
    # used effects as a bit mask): every permutation is still run, every branch still explored.
    manas: list[Mana] = []
    ids: dict[Mana, int] = {}
    applicable: list[int] = []  # per event: bit i set when effect i applies to it
    after: dict[tuple[int, int], list[int]] = {}
    selfs = sum(1 << i for i, e in enumerate(effects) if e.self_replacement)

    def number(m: Mana) -> int:
        k = ids.get(m)
        if k is None:
            k = ids[m] = len(manas)
            manas.append(m)
            applicable.append(sum(1 << i for i, e in enumerate(effects) if e.applies(m)))
        return k

    results: set[int] = set()
    root = number(initial)
    for order in permutations(range(len(effects))):
        stack = [(root, 0)]
        while stack:
            k, used = stack.pop()
            usable = applicable[k] & ~used
            if usable & selfs:
                usable &= selfs
            if not usable:
                results.add(k)
                continue
            i = next(i for i in order if usable >> i & 1)
            succ = after.get((i, k))
            if succ is None:
                succ = after[(i, k)] = [number(m) for m in effects[i].results(manas[k])]
            stack.extend((m, used | 1 << i) for m in succ)
    return {manas[k] for k in results}


def _applies_when(min_amount: int, of_type: ManaType | None) -> Callable[[Mana], bool]:
    """614.7 / 106.12b: an effect on a mana event modifies it only if mana is produced, at least
    ``min_amount`` of it ("two or more mana"), and some of ``of_type`` when it names one."""

    def applies(m: Mana) -> bool:
        total = _total(m)
        return total > 0 and total >= min_amount and (of_type is None or m.counts[of_type] > 0)

    return applies


def _all_become(types: Iterable[ManaType], amount: int | None) -> Callable[[Mana], list[Mana]]:
    """"produces <type> instead of any other type [and amount]": all of it becomes one of ``types``."""
    ts = list(types)
    return lambda m: [_of(t, _total(m) if amount is None else amount) for t in ts] or [NONE]


def _colored_become(types: Iterable[ManaType]) -> Callable[[Mana], list[Mana]]:
    """"produce mana of <colour> instead of any other color": coloured mana becomes one colour of
    ``types``, colorless mana stays."""
    ts = list(types)

    def results(m: Mana) -> list[Mana]:
        colored = sum(m.counts[:5])
        return [_mana([colored if i == t else 0 for i in range(5)] + [m.counts[5]]) for t in ts] or [NONE]

    return results


def _times(factor: int) -> Callable[[Mana], list[Mana]]:
    return lambda m: [_mana(n * factor for n in m.counts)]


def _same_type_amount(amount: int) -> Callable[[Mana], list[Mana]]:
    """"add three mana of that type instead": one of the types produced, ``amount`` of it."""
    return lambda m: [_of(t, amount) for t in _kinds(m)] or [NONE]


def _convert(src: ManaType, dst: ManaType) -> Callable[[Mana], list[Mana]]:
    def results(m: Mana) -> list[Mana]:
        counts = list(m.counts)
        n, counts[src] = counts[src], 0
        counts[dst] += n
        return [_mana(counts)]

    return results


def repl_of_compiled(c) -> Repl:
    """Read a solver ``Compiled`` effect from its fields alone (its methods are never called):
    ``set_type`` all mana becomes one of ``types`` (``amount`` None keeps the amount),
    ``set_color`` coloured mana becomes one colour of ``types``, ``convert`` ``src`` → ``dst``
    (applies only while there is ``src`` mana), ``multiply`` by ``factor``, ``set_amount``
    ``amount`` of one type produced, ``instead`` one of ``outcomes``. No type or outcome to
    choose from gives no mana (106.5)."""
    op = c.op
    base = _applies_when(c.min_amount, c.of_type)
    applies = base
    if op == "set_type":
        results = _all_become(c.types, c.amount)
    elif op == "set_color":
        results = _colored_become(c.types)
    elif op == "convert":
        applies = lambda m: base(m) and m.counts[c.src] > 0
        results = _convert(c.src, c.dst)
    elif op == "multiply":
        results = _times(c.factor)
    elif op == "set_amount":
        results = _same_type_amount(c.amount or 0)
    elif op == "instead":
        outs = list(c.outcomes)
        results = lambda m: list(outs) or [NONE]
    else:
        raise AssertionError(f"the oracle does not know the replacement op {op!r}")
    return Repl(op, c.self_replacement, applies, results)


# --- boards: the model's data read naively -----------------------------------------------------

_DEFAULT_SELECTOR = Selector()
_SELECTOR_FIELDS_READ = {
    "card_types", "subtypes", "supertypes", "excluded_types", "excluded_supertypes", "who", "relation", "text",
}


def _check_selector(sel: Selector) -> None:
    for name in Selector.__dataclass_fields__:
        if name.startswith("_") or name in _SELECTOR_FIELDS_READ:
            continue
        if getattr(sel, name) != getattr(_DEFAULT_SELECTOR, name):
            raise AssertionError(f"the oracle does not read the selector field {name}={getattr(sel, name)!r} ({sel.text!r})")
    if sel.relation not in (Relation.NONE, Relation.SELF, Relation.ENCHANTED, Relation.SACRIFICED):
        raise AssertionError(f"the oracle does not read the selector relation {sel.relation} ({sel.text!r})")


def _unsupported(what: str, piece: object) -> AssertionError:
    return AssertionError(f"the oracle does not interpret {what} {piece!r}")


class NaiveBoard:
    """One game state, read naively: what each permanent could produce (106.7) and every result
    of tapping one for mana now (106.12, 605, 616.1, 106.12a)."""

    def __init__(self, state: GameState, board=None):
        """``board``: the effective characteristics of ``state`` when already computed
        (``compute_board(state)``; the benchmarks time the oracle on a prebuilt board)."""
        if board is None:
            from manasolve.solver.board.layers import (
                compute_board,  # layers 4-6 (613); see the module docstring
            )

            board = compute_board(state)
        for spells in state.spells_resolved_this_turn.values():
            # what a spell that resolved this turn left for the turn (611.2a): "any time you could
            # activate a mana ability" (Channel: brute_available's), a replacement effect of the
            # mana its caster's abilities add (False Dawn: ``_in_force``), a spending permission
            # (False Dawn: ``_spend_as``); a sentence that leaves nothing of mana ("Draw a card.")
            for spell in spells:
                for a in spell.abilities:
                    if (not isinstance(a, SpellAbility) or a.continuous or a.prohibits or a.mana is not None
                            or not all(isinstance(e, ReplacementEffect) for e in a.creates)):
                        raise _unsupported("spells resolved this turn", state.spells_resolved_this_turn)
        self.state = state
        self.views = list(board.views.values())
        self.by_id = {v.permanent.id: v for v in self.views}
        self._selected: dict[tuple[Selector, str], list] = {}
        self.replacements, self.triggers = self._in_force()
        self._values: dict[str, int] | None = None

    # selectors, amounts, palettes ----------------------------------------------------------

    def fits(self, sel: Selector, obj, viewer) -> bool:
        """Whether ``sel`` on ``viewer``'s text means the permanent ``obj`` (its effective types)."""
        _check_selector(sel)
        rel = sel.relation
        if rel is Relation.SELF and obj.permanent.id != viewer.permanent.id:
            return False
        if rel is Relation.ENCHANTED and obj.permanent.id != viewer.permanent.attached_to:
            return False
        if rel is Relation.SACRIFICED and obj.permanent.controller != viewer.permanent.controller:
            return False  # "the sacrificed land": one its controller could sacrifice (118.3)
        if sel.who is Who.YOU and obj.permanent.controller != viewer.permanent.controller:
            return False
        if sel.who is Who.OPPONENT and obj.permanent.controller == viewer.permanent.controller:
            return False
        if not sel.card_types <= obj.card_types or not sel.supertypes <= obj.supertypes:
            return False
        if sel.subtypes and not sel.subtypes & obj.subtypes:
            # 702.73a: a changeling is every creature type (its subtypes hold the marker)
            if not (EVERY_CREATURE_TYPE in obj.subtypes and "Creature" in obj.card_types):
                return False
        return not (sel.excluded_types & obj.card_types or sel.excluded_supertypes & obj.supertypes)

    def select(self, sel: Selector, viewer) -> list:
        """Every permanent ``sel`` means, seen from ``viewer`` (the board does not change while a
        question is answered, so each selection is made once)."""
        key = (sel, viewer.permanent.id)
        hit = self._selected.get(key)
        if hit is None:
            hit = self._selected[key] = [v for v in self.views if self.fits(sel, v, viewer)]
        return hit

    def amount(self, amount: object, holder) -> int:
        if isinstance(amount, Const):
            return amount.n
        if isinstance(amount, CountersOn) and amount.of.relation is Relation.SELF:
            counters = holder.permanent.counters
            return sum(counters.values()) if amount.kind is None else counters.get(amount.kind, 0)
        if type(amount).__name__ == "CountOf" and amount.what.relation is Relation.NONE:
            # "for each creature you control", "for each Elf on the battlefield": counted naively
            return sum(1 for w in self.views if self.fits(amount.what, w, holder))
        if type(amount).__name__ == "ManaValueOf" and amount.of.relation is Relation.SACRIFICED:
            # costs ignored (106.7): the mana value of any permanent its controller could sacrifice
            return max([w.permanent.card.mana_cost.mana_value() for w in self.views if self.fits(amount.of, w, holder)] + [0])
        raise _unsupported("the amount", amount)

    def palette(self, palette: object, holder, values: dict[str, int] | None, produced: Mana | None = None) -> list[ManaType]:
        """The types a mana's type may be chosen from, seen from ``holder``."""
        if isinstance(palette, FixedTypes):
            return list(palette.types)
        if isinstance(palette, ChosenColor):
            c = holder.permanent.chosen_color
            return [] if c is None else [c]
        if isinstance(palette, CommanderColors):
            # Command Tower rulings: no commander, or a colourless one, gives no mana
            ident = self.state.commander_identity.get(holder.permanent.controller, TypeSet(0))
            return [t for t in TYPES if t.is_color and t in ident]
        if isinstance(palette, CouldProduce):
            assert values is not None, "a could-produce palette needs the values"
            mask = 0
            for v in self.select(palette.of, holder):
                mask |= values[v.permanent.id]
            if palette.colors_only:  # Exotic Orchard rulings: "any color" is never C
                mask &= COLOR_BITS
            return [t for t in TYPES if mask >> t & 1]
        if isinstance(palette, ColorsOf):  # Meteor Crater: the colours of those permanents
            mask = 0
            for v in self.select(palette.of, holder):
                mask |= v.colors.mask
            return [t for t in TYPES if t.is_color and mask >> t & 1]
        if isinstance(palette, ProducedTypes):  # Mana Flare: a type the land produced
            assert produced is not None, "'any type that land produced' needs the mana produced"
            return _kinds(produced)
        raise _unsupported("the palette", palette)

    def events(self, effect: ManaEffect, holder, values: dict[str, int] | None, produced: Mana | None = None) -> set[Mana]:
        """Every mana one resolution of ``effect`` can add now, before replacement effects: each
        option ("{U} or {R}"), each part's choices added together. An amount of 0, or a type
        that can't be defined, adds no mana (106.5, 107.2)."""
        out: set[Mana] = set()
        for option in effect.options:
            per_part: list[list[Mana]] = []
            for part in option.parts:
                if isinstance(part, FixedMana):
                    n = self.amount(part.per, holder)
                    per_part.append([_mana(c * n for c in part.mana.counts)])
                elif isinstance(part, ChosenMana):
                    k = self.amount(part.amount, holder)
                    types = self.palette(part.palette, holder, values, produced)
                    if part.mode is ChoiceMode.COMBINATION:  # "in any combination of colors": each unit its own choice
                        combos = set()
                        for picks in combinations_with_replacement(sorted(types, key=str), k):
                            m = NONE
                            for t in picks:
                                m = _plus(m, _of(t, 1))
                            combos.add(m)
                        per_part.append(sorted(combos, key=str) if k > 0 and types else [NONE])
                        continue
                    if part.mode is not ChoiceMode.SAME:
                        raise _unsupported("the choice mode", part.mode)
                    per_part.append([_of(t, k) for t in types] if k > 0 and types else [NONE])
                else:
                    raise _unsupported("the mana part", part)
            for combo in product(*per_part):
                total = NONE
                for m in combo:
                    total = _plus(total, m)
                out.add(total)
        return out

    # effects in force ---------------------------------------------------------------------

    def _in_force(self) -> tuple[list, list]:
        """(holder, ReplacementEffect) and (holder, TriggeredManaAbility) in force: static
        abilities (604.2), effects created until end of turn by an ability that resolved this turn
        (``resolved_this_turn``, 611.2a) and by an upkeep trigger once the upkeep is over (Hall of
        Gemstone: with the colour chosen, the permanent's ``chosen_color``), printed and granted
        triggered mana abilities."""
        after_upkeep = self.state.phase not in (Phase.UNTAP, Phase.UPKEEP)
        replacements, triggers = [], []
        for v in self.views:
            resolved = set(v.permanent.resolved_this_turn)
            for ref in v.abilities:
                a = ref.ability
                created: tuple = ()
                if isinstance(a, StaticAbility):
                    if any(isinstance(e, ReplacementEffect) for e in a.effects) and a.condition is not None:
                        raise _unsupported("the static condition", a.condition)
                    replacements += [(v, e) for e in a.effects if isinstance(e, ReplacementEffect)]
                elif isinstance(a, TriggeredManaAbility):
                    triggers.append((v, a))
                elif isinstance(a, ActivatedAbility) and a.creates:
                    if ref.index in resolved:
                        created = a.creates
                elif isinstance(a, TriggeredAbility) and a.creates:
                    upkeep = a.text.startswith("At the beginning of") and "upkeep" in a.text.split(",")[0]
                    if not upkeep:
                        raise _unsupported("the triggered ability", a.text)
                    if ref.index in resolved or (after_upkeep and v.permanent.chosen_color is not None):
                        created = a.creates
                for e in created:
                    if isinstance(e, ReplacementEffect):
                        replacements.append((v, e))
                    else:
                        raise _unsupported("the created effect", e)
        # 611.2a: a resolved spell's effect "until end of turn" (False Dawn: "spells and abilities
        # you control that would add colored mana instead add that much white mana"), its "you"
        # being the spell's caster: held by a stand-in permanent of that player
        for caster, spells in self.state.spells_resolved_this_turn.items():
            for spell in spells:
                holder = _FakeView(Permanent(spell.name, spell, caster))
                for a in spell.abilities:
                    replacements += [(holder, e) for e in getattr(a, "creates", ()) if isinstance(e, ReplacementEffect)]
        return replacements, triggers

    def _holds(self, cond: object, holder) -> bool:
        if cond is None:
            return True
        if isinstance(cond, HasCounters) and cond.of.relation is Relation.SELF:
            return holder.permanent.counters.get(cond.kind, 0) >= cond.at_least
        raise _unsupported("the condition", cond)

    def _repl(self, e: ReplacementEffect, holder, source) -> Repl:
        """One replacement effect of ``holder``'s text, read against the mana's ``source``."""
        f, t = e.applies_to, e.transform
        if f.of_type is not None:
            raise _unsupported("the event filter", f)
        applies = _applies_when(f.min_amount, None)
        if isinstance(t, SetType):
            results = _all_become(self.palette(t.palette, holder, None), t.amount)
        elif isinstance(t, SetColor):
            results = _colored_become(c for c in self.palette(t.palette, holder, None) if c.is_color)
        elif isinstance(t, Multiply):
            results = _times(t.factor)
        elif isinstance(t, SetAmount):
            results = _same_type_amount(t.amount)
        elif isinstance(t, ByLandType):
            # Naked Singularity rulings: a land with several of the listed types chooses one
            results = _all_become(sorted({m for lt, m in t.mapping if lt in source.subtypes}), None)
        elif isinstance(t, Instead):
            outs = sorted(self.events(t.effect, source, None))
            results = lambda m: list(outs) or [NONE]
        else:
            raise _unsupported("the transform", t)
        return Repl(e.text, e.self_replacement, applies, results)

    def effects_for(self, source, ability: ManaAbility) -> list[Repl]:
        """The replacement effects that may modify this ability's mana: its own "instead"
        sentences whose condition holds (614.15), and every effect in force whose filter fits the
        source, those worded "tapped for mana" only for an ability with {T} in its cost (106.12)."""
        out = []
        for e in ability.self_replacements:
            assert e.self_replacement, f"a self-replacement not marked as one: {e}"
            if self.fits(e.applies_to.permanent, source, source) and self._holds(e.condition, source):
                out.append(self._repl(e, source, source))
        taps = any(isinstance(p, TapSelf) for p in ability.cost.parts)
        for holder, e in self.replacements:
            if e.condition is not None:
                raise _unsupported("the replacement condition", e.condition)
            if e.applies_to.tapped and not taps:
                continue
            if self.fits(e.applies_to.permanent, source, holder):
                out.append(self._repl(e, holder, source))
        return out

    @staticmethod
    def mana_abilities(v) -> list[ManaAbility]:
        return [ref.ability for ref in v.abilities if isinstance(ref.ability, ManaAbility)]

    # 106.7 ------------------------------------------------------------------------------------

    def could_produce(self) -> dict[str, TypeSet]:
        """Naive fixed point: evaluate every permanent of the board, again and again, from empty
        sets, until a whole pass changes nothing (106.7's least fixed point). A permanent's types
        are those of every outcome of every event of each of its mana abilities, costs ignored,
        under every order of the replacement effects."""
        if self._values is None:
            values = {v.permanent.id: 0 for v in self.views}
            changed = True
            while changed:
                changed = False
                for v in self.views:
                    mask = 0
                    for ability in self.mana_abilities(v):
                        effects = self.effects_for(v, ability)
                        for ev in self.events(ability.effect, v, values):
                            for m in brute_outcomes(ev, effects):
                                mask |= _mask(m)
                    if mask != values[v.permanent.id]:
                        values[v.permanent.id] = mask
                        changed = True
            self._values = values
        return {pid: TypeSet(m) for pid, m in self._values.items()}

    # tapping for mana -------------------------------------------------------------------------

    def legal_now(self, v, ability: ManaAbility) -> bool:
        """The non-mana costs of a {T} mana ability, judged naively (107.5, 118.3, 119.4, 302.6)."""
        if ability.requires or ability.condition:
            raise _unsupported("the activation condition", ability.requires or ability.condition)
        perm = v.permanent
        mine = [w for w in self.views if w.permanent.controller == perm.controller]
        for part in ability.cost.parts:
            if isinstance(part, TapSelf):
                if perm.tapped:
                    return False
            elif isinstance(part, RemoveCounters) and part.count is not None:
                if perm.counters.get(part.kind, 0) < part.count:
                    return False
            elif isinstance(part, PayLife):
                if self.state.life_of(perm.controller) < part.amount:
                    return False
            elif isinstance(part, Sacrifice) and part.what.relation is Relation.SELF:
                pass  # "Sacrifice this artifact": it is there
            elif isinstance(part, Sacrifice) and part.what.relation is Relation.NONE:
                if len([w for w in mine if self.fits(part.what, w, v)]) < part.count:
                    return False
            elif isinstance(part, TapOther) and part.what.relation is Relation.NONE:
                untapped = [w for w in mine if w is not v and not w.permanent.tapped and self.fits(part.what, w, v)]
                if len(untapped) < part.count:
                    return False
            elif type(part).__name__ == "ExertSelf":  # always payable (118.3)
                pass
            elif type(part).__name__ == "MillCards":  # 118.3, 701.13a: that many cards in the library
                if _library_size(self.state, perm.controller) < part.count:
                    return False
            elif type(part).__name__ == "CollectEvidence":  # 701.59a: the graveyard's total mana value
                if perm.controller not in self.state.graveyard:
                    raise _unsupported("a graveyard cost without the scenario's graveyard", part)
                if sum(c.mana_cost.mana_value() for c in self.state.graveyard[perm.controller]) < part.amount:
                    return False
            elif type(part).__name__ == "Forage":  # a Food to sacrifice or three cards in the graveyard
                food = any("Food" in w.subtypes for w in mine)
                if not food and len(self.state.graveyard.get(perm.controller, ())) < 3:
                    if perm.controller not in self.state.graveyard:
                        raise _unsupported("a graveyard cost without the scenario's graveyard", part)
                    return False
            elif type(part).__name__ == "ExileFromGraveyard":  # 118.3, 404
                if perm.controller not in self.state.graveyard:
                    raise _unsupported("a graveyard cost without the scenario's graveyard", part)
                if sum(1 for c in self.state.graveyard[perm.controller] if _graveyard_fits(part.what, c)) < part.count:
                    return False
            else:
                raise _unsupported("the cost part", part)
        # 302.6: a creature's {T} ability needs it under its controller's control since their most
        # recent turn began, unless it has haste (the generated boards give nothing haste)
        if perm.haste or any(isinstance(r.ability, Keyword) and r.ability.name.lower() == "haste" for r in v.abilities):
            raise _unsupported("haste on", perm.id)
        return not ("Creature" in v.card_types and perm.summoning_sick)

    def triggered_mana(self, tapped, produced: Mana, *, taps: bool = True) -> list[Mana]:
        """Every total of the mana that triggered mana abilities add to the tapper's pool when
        ``tapped`` has just been tapped for ``produced`` (106.12a: only if it produced mana; they
        see the mana after replacement effects, and what they add is replaced only by effects not
        worded "tapped for mana", False Dawn's). ``taps``:
        whether the ability had {T} in its cost; without it only the triggers worded "Whenever a
        land's ability causes you to add ..." (Caged Sun: any mana ability of it, 605.1b) see it."""
        if _total(produced) == 0:
            return [NONE]
        tapper = tapped.permanent.controller
        per: list[list[Mana]] = []
        for holder, a in self.triggers:
            trig = a.trigger
            if a.condition is not None or a.instead or a.optional:
                raise _unsupported("the triggered mana ability", a)
            if trig.tapped and not taps:
                continue  # "tapped for mana": a {T} ability only (106.12)
            mine = holder.permanent.controller == tapper
            if (trig.player is Who.YOU and not mine) or (trig.player is Who.OPPONENT and mine):
                continue
            if not self.fits(trig.permanent, tapped, holder):
                continue
            if trig.mana_of is not None and not set(self.palette(trig.mana_of, holder, None)) & set(_kinds(produced)):
                continue  # "tapped for mana of the chosen color" (Gauntlet of Power)
            if a.recipient == "controller" and not mine:
                continue  # its mana goes to another player's pool
            if a.recipient not in ("controller", "tapper"):
                raise _unsupported("the recipient", a.recipient)
            # 614.1a: a replacement effect not worded "tapped for mana" whose filter means the
            # trigger's source replaces what it adds (False Dawn: "spells and abilities you
            # control"); "tapped for mana" ones never do (a trigger taps nothing, 106.12)
            repls = []
            for eh, e in self.replacements:
                if e.applies_to.tapped or not self.fits(e.applies_to.permanent, holder, eh):
                    continue
                if e.condition is not None:
                    raise _unsupported("the replacement condition", e.condition)
                repls.append(self._repl(e, eh, holder))
            options = [r for m in self.events(a.effect, holder, None, produced) if _total(m) > 0 for r in brute_outcomes(m, repls)]
            if options:
                per.append(options)
        out = []
        for combo in product(*per):
            total = NONE
            for m in combo:
                total = _plus(total, m)
            out.append(total)
        return out

    def tap(self, pid: str) -> set[Mana] | None:
        """Every result of tapping ``pid`` for mana now, or None when no {T} mana ability of it
        can be activated: each legal ability's events (what other permanents could produce from
        the naive fixed point), every permutation of the replacement effects, then the mana of
        the triggered mana abilities it triggers."""
        v = self.by_id[pid]
        values = self._values_now()
        legal = [a for a in self.mana_abilities(v) if any(isinstance(p, TapSelf) for p in a.cost.parts) and self.legal_now(v, a)]
        if not legal:
            return None
        results: set[Mana] = set()
        for ability in legal:
            effects = self.effects_for(v, ability)
            for ev in self.events(ability.effect, v, values):
                for result in brute_outcomes(ev, effects):
                    results.update(_plus(result, extra) for extra in self.triggered_mana(v, result))
        return results

    def _values_now(self) -> dict[str, int]:
        self.could_produce()
        assert self._values is not None
        return self._values


def brute_could_produce(state: GameState, board=None) -> dict[str, TypeSet]:
    """What each permanent of ``state`` could produce (106.7), by naive whole-board iteration
    (``board``: its effective characteristics, when already computed)."""
    return NaiveBoard(state, board).could_produce()


def brute_tap(state: GameState, pid: str) -> set[Mana] | None:
    """Every result of tapping ``pid`` for mana now (None: it can't be tapped for mana now)."""
    return NaiveBoard(state).tap(pid)


# --- payment as a constraint problem ------------------------------------------------------------


def csp_payable(cost: ManaCost, sources: list, *, life: int, x: int = 0) -> bool:
    """Whether ``cost`` can be paid, as python-constraint problems independent of the search.

    ``sources`` are plain records with ``outcomes`` (the amounts of mana each can add, one of
    which it adds) and ``snow``. The symbols with a choice are settled first, by counts: of the
    copies of one {N/W} symbol, how many are paid with one W and how many with N mana of any type
    (107.4e); of the copies of one Phyrexian symbol, how many are paid with 2 life each, the life
    paid being at most ``life`` (107.4f, 119.4). For each such choice the cost is cut into
    *slots*, each paid by one mana unit: a coloured or {C} symbol one slot of its type, generic
    {N} and each {X} N slots of any type, a hybrid symbol one slot of either half, {S} one slot
    that only a snow source's unit fits (107.4h); and one constraint problem asks for an
    assignment. Each source chooses one of its outcomes or none (``src`` variables); a slot
    variable's value is the unit paying it; all slot values are different (a unit pays one slot);
    a unit used by a slot must exist in the outcome its source chose and be of a type the slot
    accepts. Slots that accept the same units are interchangeable, so their units are kept in
    increasing order: an unpayable cost is then refused without trying every permutation (an
    earlier form, with the modes as variables, searched for minutes on 17 slots).
    """
    # mana units: (source index, position); their type depends on the chosen outcome
    units: list[tuple[int, int]] = []
    layouts: list[list[list[ManaType]]] = []  # per source, per outcome: its units' types in order
    for i, s in enumerate(sources):
        outs = [[t for t in TYPES for _ in range(m[t])] for m in s.outcomes]
        layouts.append(outs)
        units += [(i, j) for j in range(max((len(o) for o in outs), default=0))]

    anything = frozenset(TYPES)
    fixed: list[tuple[frozenset, bool]] = []  # (accepted types, snow only)
    mono: dict[tuple[int, frozenset], int] = {}  # {N/W}: (N, colours) -> copies
    phyrexian: dict[frozenset, int] = {}  # colours -> copies
    for sym in cost.symbols:
        kind = sym.kind.value
        if kind == "generic":
            fixed += [(anything, False)] * sym.generic
        elif kind == "x":
            fixed += [(anything, False)] * x
        elif kind in ("colored", "hybrid"):
            fixed.append((frozenset(sym.colors), False))
        elif kind == "colorless":
            fixed.append((frozenset([ManaType.C]), False))
        elif kind == "snow":
            fixed.append((anything, True))
        elif kind == "mono_hybrid" and sym.colorless_half:
            fixed.append((frozenset([ManaType.C, *sym.colors]), False))
        elif kind == "mono_hybrid":
            key = (sym.generic, frozenset(sym.colors))
            mono[key] = mono.get(key, 0) + 1
        elif kind == "phyrexian":
            key2 = frozenset(sym.colors)
            phyrexian[key2] = phyrexian.get(key2, 0) + 1
        else:
            raise AssertionError(f"unexpected symbol {sym}")

    mono_keys, phy_keys = list(mono), list(phyrexian)
    for coloured in product(*(range(mono[k] + 1) for k in mono_keys)):
        for by_life in product(*(range(phyrexian[k] + 1) for k in phy_keys)):
            if 2 * sum(by_life) > life:
                continue
            slots = list(fixed)
            for (n, colors), copies, c in zip(mono_keys, (mono[k] for k in mono_keys), coloured):
                slots += [(colors, False)] * c + [(anything, False)] * (n * (copies - c))
            for colors, copies, paid in zip(phy_keys, (phyrexian[k] for k in phy_keys), by_life):
                slots += [(colors, False)] * (copies - paid)
            if _slots_payable(slots, sources, units, layouts):
                return True
    return False


def _slots_payable(slots: list, sources: list, units: list, layouts: list) -> bool:
    """The constraint problem of :func:`csp_payable` for one list of required slots."""
    if not slots:
        return True
    if len(slots) > len(units):
        return False
    problem = constraint.Problem()
    for i, s in enumerate(sources):
        problem.addVariable(f"src{i}", [-1] + list(range(len(s.outcomes))))
    slot_vars = []
    for k, (accepts, snow) in enumerate(slots):
        domain = [
            u for u, (i, j) in enumerate(units)
            if (sources[i].snow or not snow) and any(j < len(o) and o[j] in accepts for o in layouts[i])
        ]
        if not domain:
            return False  # a slot no unit can ever pay
        problem.addVariable(f"slot{k}", domain)
        slot_vars.append(f"slot{k}")
        for i in {units[u][0] for u in domain}:

            def fits(u, o, i=i, accepts=accepts):
                if units[u][0] != i:
                    return True
                j = units[u][1]
                return o >= 0 and j < len(layouts[i][o]) and layouts[i][o][j] in accepts

            problem.addConstraint(fits, [f"slot{k}", f"src{i}"])
    if len(slot_vars) > 1:
        problem.addConstraint(constraint.AllDifferentConstraint(), slot_vars)
    groups: dict[tuple, list[str]] = {}
    for var, key in zip(slot_vars, slots):
        groups.setdefault(key, []).append(var)
    for same in groups.values():  # interchangeable slots: their units in increasing order
        for a, b in zip(same, same[1:]):
            problem.addConstraint(lambda u, v: u < v, [a, b])
    return problem.getSolution() is not None


# --- the whole board's mana: every subset and order of activations ------------------------------


class TooManyStates(Exception):
    """The brute force met more states than its cap (an unbounded board, or a large one)."""


def _spend_as(state: GameState, player: str, board) -> list[set[ManaType]]:
    """609.4b, read naively: per mana type, the types it may be spent as, from the spending rules
    of the player's permanents ("You may spend white mana as though it were mana of any color",
    and "You may spend other mana only as though it were colorless mana")."""
    from manasolve.model.abilities import SpendingRule

    allowed = [{t} for t in TYPES]
    rules = []
    for v in board.views.values():
        if v.permanent.controller != player:
            continue
        for ref in v.abilities:
            if isinstance(ref.ability, StaticAbility):
                rules += [e for e in ref.ability.effects if isinstance(e, SpendingRule)]
    # 611.2a: "Until end of turn, you may spend white mana as though it were mana of any color."
    # (False Dawn): a spending permission of a spell the player cast that resolved this turn
    for spell in state.spells_resolved_this_turn.get(player, ()):
        for a in spell.abilities:
            for r in getattr(a, "spends", ()):
                if not isinstance(r, SpendingRule) or r.players is not Who.YOU or r.this_spell or r.spells is not None or r.abilities is not None:
                    raise _unsupported("the spending rule", r)
                rules.append(r)
    for r in rules:
        if not r.only:
            for t in TYPES:
                if t in r.mana:
                    allowed[t] |= set(r.as_types)
    for r in rules:
        if r.only:
            for t in TYPES:
                if t in r.mana:
                    allowed[t] = set(r.as_types)
    return allowed


def _brute_pay(pool: tuple[int, ...], cost: ManaCost, allowed: list[set[ManaType]]) -> set[tuple[int, ...]]:
    """Every pool left after paying ``cost`` unit by unit from the first six counts of ``pool``
    (mana without a spending restriction; the next six, restricted mana, pays nothing here)."""
    slots: list[set[ManaType]] = []
    for sym in cost.symbols:
        kind = sym.kind.value
        if kind == "generic":
            slots += [set(TYPES)] * sym.generic
        elif kind == "colored" or kind == "hybrid":
            slots.append(set(sym.colors))
        elif kind == "colorless":
            slots.append({ManaType.C})
        else:
            raise _unsupported("the cost symbol", sym)
    results = {pool}
    for accepts in slots:
        nxt = set()
        for p in results:
            for t in TYPES:
                if p[t] and allowed[t] & accepts:
                    q = list(p)
                    q[t] -= 1
                    nxt.add(tuple(q))
        results = nxt
    return results


def _library_size(state, player) -> int:
    """How many cards the player's library holds: the scenario's library_size; one when only its
    top card is given; unknown otherwise (not interpreted)."""
    if player in state.library_size:
        return state.library_size[player]
    if player in state.library_top:
        raise _unsupported("a mill cost with only the library's top card", player)
    raise _unsupported("a mill cost without the scenario's library_size", player)


def _graveyard_fits(what, card) -> bool:
    """Whether a graveyard card is one of the cards an "Exile ... card from your graveyard" cost
    asks for (404), read naively from the card's type line."""
    line = card.type_line
    if not what.card_types <= line.card_types or not what.subtypes <= line.subtypes:
        return False
    if what.either_types and not what.either_types & line.card_types:
        return False
    return not what.historic or "Artifact" in line.card_types or "Legendary" in line.supertypes or "Saga" in line.subtypes


def brute_available(state: GameState, player: str, *, hand: bool = True, cap: int = 200_000) -> set[Mana]:
    """Every maximal pool ``player`` can have at once (SCENARIOS.md ``available_mana``), by brute
    force: from the start, every mana ability of every permanent they control (and card in their
    hand) that can be activated in the current state is tried, with every choice of what its cost
    sacrifices or taps, every way to pay its mana cost from the pool, every event of its effect and
    every permutation of the replacement effects, then the triggered mana abilities (106.12a); and
    so on from every state reached, every state once. The board is read again (a fresh
    :class:`NaiveBoard`) after each sacrifice. Mana with a spending restriction pays no cost
    here. Raises :class:`TooManyStates` past ``cap`` states (an unbounded board never ends)."""
    from manasolve.model.costs import ExileSelfFromHand, PayMana, UntapSelf
    from manasolve.model.state import Permanent

    if player not in state.library_size and player in state.library_top:
        # only the top card is known: the answer is determined when libraries of one card and of
        # many cards give the same pools (every possible library holds one card or more)
        sizes = [brute_available(_replace(state, library_size={**state.library_size, player: n}), player, hand=hand, cap=cap) for n in (1, 60)]
        if sizes[0] != sizes[1]:
            raise _unsupported("a library whose size the pools depend on", player)
        return sizes[0]
    boards: dict[frozenset, NaiveBoard] = {}

    def naive(gone: frozenset) -> NaiveBoard:
        if gone not in boards:
            boards[gone] = NaiveBoard(state.with_permanents(p for p in state.permanents if p.id not in gone))
        return boards[gone]

    base = naive(frozenset())
    allowed = _spend_as(state, player, type("B", (), {"views": {v.permanent.id: v for v in base.views}})())
    mine = [v.permanent.id for v in base.views if v.permanent.controller == player]
    hand_cards = list(state.hand.get(player, ())) if hand else []

    def outcomes(nb: NaiveBoard, v, ability: ManaAbility, sacrificed: str | None, unspent: Mana | None = None) -> set[tuple[Mana, Mana]]:
        """(the ability's own mana after replacements, the triggered mana) of one activation;
        ``unspent``: the pool once its cost is paid, which Doubling Cube copies (its ruling:
        restricted mana too, the copy unrestricted)."""
        values = nb._values_now()
        effect = ability.effect
        events: set[Mana] = {unspent if unspent is not None else NONE} if effect.unspent else set()
        for option in effect.options:
            per_part = []
            for part in option.parts:
                if isinstance(part, ChosenMana) and isinstance(part.palette, CouldProduce) and part.palette.of.relation is Relation.SACRIFICED:
                    mask = values.get(sacrificed, 0) if sacrificed else 0
                    if part.palette.colors_only:
                        mask &= COLOR_BITS
                    k = nb.amount(part.amount, v)
                    per_part.append([_of(t, k) for t in TYPES if mask >> t & 1] or [NONE])
                elif isinstance(part, FixedMana) and type(part.per).__name__ == "ManaValueOf" and part.per.of.relation is Relation.SACRIFICED:
                    # "an amount of {B} equal to the sacrificed artifact's mana value": the card sacrificed for the cost
                    k = nb.by_id[sacrificed].permanent.card.mana_cost.mana_value() if sacrificed else 0
                    per_part.append([_mana(c * k for c in part.mana.counts)])
                else:
                    per_part.append(list(nb.events(ManaEffect((type(option)((part,)),)), v, values)))
            for combo in product(*per_part):
                total = NONE
                for m in combo:
                    total = _plus(total, m)
                events.add(total)
        effects = nb.effects_for(v, ability)
        taps = any(isinstance(p, TapSelf) for p in ability.cost.parts)
        out = set()
        for ev in events:
            for result in brute_outcomes(ev, effects):
                extras = nb.triggered_mana(v, result, taps=taps)
                for extra in extras:
                    out.add((result, extra))
        return out

    tapped0 = frozenset(p.id for p in state.permanents if p.tapped)
    counters0 = tuple(sorted((p.id, k, n) for p in state.permanents for k, n in p.counters.items()))
    start = (frozenset(), tapped0, counters0, state.life_of(player), NONE.counts, NONE.counts, frozenset(), frozenset())
    seen = {start}
    queue = [start]
    graveyard = list(state.graveyard.get(player, ()))
    while queue:
        gone, tapped, counters, life, free, restricted, used_hand, used_gy = queue.pop()
        nb = naive(gone)
        count = {(pid, k): n for pid, k, n in counters}
        moves = []
        for pid in mine:
            if pid in gone:
                continue
            v = nb.by_id[pid]
            for ability in nb.mana_abilities(v):
                if ability.condition or any(type(r).__name__ != "SorceryTiming" or r.your_turn_only for r in ability.requires):
                    raise _unsupported("the activation condition", ability.requires or ability.condition)
                if ability.requires and not (state.active == player and state.phase.value in ("main1", "main2") and state.stack_empty):
                    continue  # 307.1: "Activate only as a sorcery": its controller's main phase, the stack empty
                parts = ability.cost.parts
                ok = True
                sac_self = False
                new_tapped = set(tapped)
                new_counters = dict(count)
                pay_life = 0
                others: list[list[str]] = [[]]
                mana_cost = ManaCost(())
                for part in parts:
                    if isinstance(part, TapSelf):
                        creature_sick = "Creature" in v.card_types and v.permanent.summoning_sick
                        if v.permanent.haste or any(isinstance(r.ability, Keyword) and r.ability.name.lower() == "haste" for r in v.abilities):
                            raise _unsupported("haste on", pid)
                        if pid in tapped or creature_sick:
                            ok = False
                        new_tapped.add(pid)
                    elif isinstance(part, UntapSelf):
                        # 107.6: {Q} untaps the permanent, so it must be tapped; 302.6 as for {T}
                        if pid not in new_tapped or ("Creature" in v.card_types and v.permanent.summoning_sick):
                            ok = False
                        new_tapped.discard(pid)
                    elif isinstance(part, PayMana):
                        mana_cost = ManaCost(mana_cost.symbols + part.cost.symbols)
                    elif isinstance(part, RemoveCounters) and part.count is not None:
                        have = new_counters.get((pid, part.kind), 0)
                        if have < part.count:
                            ok = False
                        new_counters[(pid, part.kind)] = have - part.count
                    elif isinstance(part, PayLife):
                        pay_life += part.amount
                    elif isinstance(part, Sacrifice) and part.what.relation is Relation.SELF:
                        sac_self = True
                    elif type(part).__name__ == "SelfLeaves":
                        sac_self = True  # 400.7: it leaves the battlefield, as a sacrificed one does
                    elif isinstance(part, Sacrifice) and part.what.relation is Relation.NONE:
                        cands = [w.permanent.id for w in nb.views if w.permanent.controller == player and nb.fits(part.what, w, v)]
                        others = [o + [("sac", c)] for o in others for c in cands if ("sac", c) not in o]
                    elif isinstance(part, TapOther) and part.what.relation is Relation.NONE:
                        cands = [w.permanent.id for w in nb.views if w.permanent.controller == player and w.permanent.id not in tapped
                                 and w.permanent.id != pid and nb.fits(part.what, w, v)]
                        others = [o + [("tap", c)] for o in others for c in cands if ("tap", c) not in o]
                    elif type(part).__name__ == "ExertSelf":
                        pass  # 118.3: no resource
                    elif type(part).__name__ == "MillCards":
                        # 118.3, 701.13a: the next cards of the library not yet milled (kept with the
                        # graveyard's used cards, as ("lib", position))
                        milled = sum(1 for u in used_gy if isinstance(u, tuple))
                        if milled + part.count > _library_size(state, player):
                            ok = False
                        others = [o + [("gy", ("lib", milled + k)) for k in range(part.count)] for o in others]
                    elif type(part).__name__ == "CollectEvidence":
                        # 701.59a: every set of cards of the graveyard not yet exiled whose mana values total N or more
                        if player not in state.graveyard:
                            raise _unsupported("a graveyard cost without the scenario's graveyard", part)
                        free_gy = [i for i in range(len(graveyard)) if i not in used_gy]
                        sets = [combo for k in range(1, len(free_gy) + 1) for combo in combinations(free_gy, k)
                                if sum(graveyard[i].mana_cost.mana_value() for i in combo) >= part.amount]
                        others = [o + [("gy", c) for c in combo] for o in others for combo in sets]
                    elif type(part).__name__ == "Forage":
                        # a Food sacrificed, or every choice of three cards of the graveyard not yet exiled
                        foods = [w.permanent.id for w in nb.views if w.permanent.controller == player and "Food" in w.subtypes]
                        threes = list(combinations([i for i in range(len(graveyard)) if i not in used_gy], 3)) if player in state.graveyard else []
                        others = [o + [("sac", c)] for o in others for c in foods] + [o + [("gy", c) for c in combo] for o in others for combo in threes]
                    elif type(part).__name__ == "ExileFromGraveyard":
                        # 118.3, 404: every choice of that many cards of the graveyard not yet exiled
                        if player not in state.graveyard:
                            raise _unsupported("a graveyard cost without the scenario's graveyard", part)
                        cands_gy = [i for i, c in enumerate(graveyard) if i not in used_gy and _graveyard_fits(part.what, c)]
                        others = [o + [("gy", c) for c in combo] for o in others for combo in combinations(cands_gy, part.count)
                                  if not any(("gy", c) in o for c in combo)]
                    else:
                        raise _unsupported("the cost part", part)
                # 602.2b, 118.8: "Mana abilities of this land cost an additional 1 life to activate."
                pay_life += sum(
                    e.life for w in nb.views for a in w.permanent.card.abilities if isinstance(a, StaticAbility)
                    for e in a.effects if isinstance(e, AbilityCostModifier) and e.mana_only and nb.fits(e.of, v, w)
                )
                if not ok or pay_life > life:  # 119.4
                    continue
                for chosen in others:
                    if any(kind == "tap" and c in new_tapped for kind, c in chosen):
                        continue
                    removed = {c for kind, c in chosen if kind == "sac"} | ({pid} if sac_self else set())
                    # 608.2c, 701.21a: "If there are no mining counters on this land, sacrifice it."
                    emptied = ability.empty_sacrifice
                    if emptied is not None and new_counters.get((pid, emptied), v.permanent.counters.get(emptied, 0)) <= 0:
                        removed = removed | {pid}
                    tapped_more = {c for kind, c in chosen if kind == "tap"}
                    sacrificed = next((c for kind, c in chosen if kind == "sac"), None)
                    # 608.2h: it resolves after its cost was paid (counters removed)
                    holder = v
                    if new_counters != count:
                        counters_now = {k: n for (p, k), n in new_counters.items() if p == pid}
                        holder = _replace(v, permanent=_replace(v.permanent, counters=counters_now))
                    results = outcomes(nb, holder, ability, sacrificed)
                    for rest in _brute_pay(free, mana_cost, allowed):
                        if ability.effect.unspent:
                            results = outcomes(nb, holder, ability, sacrificed, _plus(_mana(rest), _mana(restricted)))
                        moves.append((gone | removed, frozenset(new_tapped | tapped_more), tuple(sorted((p, k, n) for (p, k), n in new_counters.items())),
                                      life - pay_life, rest, ability.restriction, results, used_hand, used_gy | {c for kind, c in chosen if kind == "gy"}))
        for i, card in enumerate(hand_cards):
            if i in used_hand:
                continue
            for ability in card.abilities:
                if isinstance(ability, ManaAbility) and ability.cost.parts and all(isinstance(p, ExileSelfFromHand) for p in ability.cost.parts):
                    holder = _FakeView(Permanent(f"hand{i}", card, player))
                    results = {(m, NONE) for m in nb.events(ability.effect, holder, None) if _total(m)}
                    moves.append((gone, tapped, counters, life, free, ability.restriction, results, used_hand | {i}, used_gy))
        # 605.3a, 611.2a: a spell that resolved this turn lets its caster pay life for mana any
        # time they could activate a mana ability (Channel), as often as they can pay (119.4)
        for spell in state.spells_resolved_this_turn.get(player, ()):
            for a in spell.abilities:
                for granted in a.player_mana:
                    lives = [p.amount for p in granted.cost.parts if isinstance(p, PayLife)]
                    if len(lives) != len(granted.cost.parts):
                        raise _unsupported("the cost of a resolved spell's mana", granted.cost)
                    if sum(lives) <= life:
                        holder = _FakeView(Permanent(spell.name, spell, player))
                        results = {(m, NONE) for m in nb.events(granted.effect, holder, None) if _total(m)}
                        moves.append((gone, tapped, counters, life - sum(lives), free, granted.restriction, results, used_hand, used_gy))
        for g, t, c, l, rest, restriction, results, uh, ug in moves:
            for own, extra in results:
                if restriction is None:
                    f2, r2 = _plus(_mana(rest), _plus(own, extra)).counts, restricted
                else:
                    f2, r2 = _plus(_mana(rest), extra).counts, _plus(_mana(restricted), own).counts
                s2 = (g, t, c, l, f2, r2, uh, ug)
                if s2 not in seen:
                    seen.add(s2)
                    if len(seen) > cap:
                        raise TooManyStates(len(seen))
                    queue.append(s2)
    pools = {_plus(_mana(f), _mana(r)) for *_, f, r, _, _ in seen}
    return {p for p in pools if not any(q != p and all(a >= b for a, b in zip(q.counts, p.counts)) for q in pools)}


def _replace(obj, **changes):
    import dataclasses

    return dataclasses.replace(obj, **changes)


class _FakeView:
    """A card in hand, as NaiveBoard's palettes read a holder (its chosen colour: none)."""

    def __init__(self, permanent):
        self.permanent = permanent
