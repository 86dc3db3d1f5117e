"""Spending rules (609.4b, 118.14): "You may spend mana as though it were mana of any color"
(Chromatic Orrery), "You may spend white mana as though it were mana of any color. You may spend
other mana only as though it were colorless mana" (Celestial Dawn).

A mana that may be spent "as though it were" other types is, for paying, a choice among those
types, so each source's outcomes are widened (or, with "only", relabelled) before the payment
search runs. Used for every payment: casting a spell and activating an ability alike.

Spending restrictions (106.6): "Spend this mana only to cast a creature spell" (Ancient Ziggurat),
"... or activate abilities of artifacts". :func:`may_spend` says whether mana with a restriction
may pay for a :class:`Purpose` (casting a spell, activating an ability of a source); the payment
searches keep restricted mana apart and let it pay only what its restriction allows.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from itertools import product
from typing import Any, Iterable, Sequence

from ...model.abilities import SpellAbility, SpellManaSources, SpendingRule, SpendKind, SpendRestriction, StaticAbility
from ...model.cards import Card
from ...model.costs import ManaCost, SymbolKind
from ...model.errors import LimitError, QueryError
from ...model.mana import Mana, ManaType, TypeSet
from ...model.selectors import Who
from ...model.vocabulary import with_every_creature_type
from ..board.views import AbilityRef, Board, View, selects
from .payment import Source


def spending_rules(board: Board, player: str) -> list[SpendingRule]:
    """The spending rules of the static abilities of ``player``'s permanents (not those for
    casting the permanent's own card, which it is no longer casting), and those of the instants
    and sorceries ``player`` cast that resolved this turn (611.2a: False Dawn)."""
    rules: list[SpendingRule] = []
    for v in board:
        for ref in v.abilities:
            if isinstance(ref.ability, StaticAbility):
                rules.extend(
                    e
                    for e in ref.ability.effects
                    if isinstance(e, SpendingRule) and not e.this_spell and e.spells is None  # costs13: a rule for some spells is the caster's
                    and e.abilities is None  # manatail14: a rule for some abilities: activation_spending_rules
                    and (v.controller == player or e.players is Who.ANY)  # costs13: "Players may spend ..."
                )
    for caster, spells in board.state.spells_resolved_this_turn.items():
        # manatail14: "Until end of turn, you may spend white mana as though it were mana of any
        # color." of an instant or sorcery that resolved this turn (False Dawn; 611.2a, 609.4b):
        # "you" is the player who cast it
        for card in spells:
            for a in card.abilities:
                if isinstance(a, SpellAbility):
                    rules.extend(e for e in a.spends if caster == player or e.players is Who.ANY)
    return rules


def activation_spending_rules(board: Board, view: View, player: str, ref: AbilityRef[Any] | None = None) -> list[SpendingRule]:
    """manatail14: the spending rules for paying the costs of activating an ability of ``view`` by
    ``player`` (609.4b, 602.2b): "You may spend mana as though it were mana of any color to activate
    abilities of creatures you control" (Agatha's Soul Cauldron) and "... to pay the activation costs
    of this creature's abilities" (Quicksilver Elemental) of ``player``'s permanents whose
    selection takes ``view``. s13: a rule for "those abilities" (Drana and Linvala) applies to the
    ability ``ref`` only when ``view`` has it by its own grant (its origin, 613.1f)."""
    out: list[SpendingRule] = []
    for v in board:
        if v.controller != player:
            continue
        for own in v.abilities:
            if isinstance(own.ability, StaticAbility):
                out.extend(
                    e for e in own.ability.effects
                    if isinstance(e, SpendingRule) and e.abilities is not None and selects(e.abilities, view, v)
                    and not (e.own_grants_only and (ref is None or ref.origin != v.id or view.id != v.id))
                )
    return out


def own_spending_rules(card: Card) -> list[SpendingRule]:
    """The rules of a card for paying the costs of casting it ("You may spend mana as though it
    were mana of any color to cast this spell", 609.4b), which apply as it is cast (601.2g-h)."""
    return [
        e
        for a in card.abilities
        if isinstance(a, StaticAbility)
        for e in a.effects
        if isinstance(e, SpendingRule) and e.this_spell
    ]


def spell_mana_sources(card: Card) -> SpellManaSources | None:
    """The card's rule for where the mana spent to cast it comes from ("Spend only mana produced
    by creatures to cast this spell.", "You can't spend mana to cast this spell."; 106.6), which
    applies as it is cast (601.2g-h); None when it has none."""
    return next((e for a in card.abilities if isinstance(a, StaticAbility) for e in a.effects if isinstance(e, SpellManaSources)), None)


def spending_types(rules: Iterable[SpendingRule]) -> tuple[TypeSet, ...]:
    """For each mana type (WUBRGC order), the types it may be spent as.

    Without a rule, a mana is spent as itself. A permissive rule ("You may spend mana as though it
    were mana of any color") adds types; a rule with "only" ("You may spend other mana only as
    though it were colorless mana") restricts to its types, and wins over permissions (it is a
    "can't", 101.2)."""
    allowed = [TypeSet.of([t]) for t in ManaType]
    rules = tuple(rules)
    for r in rules:
        if not r.only:
            for t in r.mana:
                allowed[t] = allowed[t] | r.as_types
    for r in rules:
        if r.only:
            for t in r.mana:
                allowed[t] = r.as_types
    return tuple(allowed)


AS_MADE: tuple[TypeSet, ...] = spending_types(())
"""Each mana type spent only as itself: no spending rule."""


def _spread(n: int, types: Sequence[ManaType]) -> list[Mana]:
    """Every way to spend ``n`` mana as types from ``types`` (multisets)."""
    if not types:
        return [Mana()]
    if len(types) == 1:
        return [Mana.of(types[0], n)]
    out = []
    for k in range(n + 1):
        for rest in _spread(n - k, types[1:]):
            out.append(Mana.of(types[0], k) + rest)
    return out


def spent_forms(m: Mana, allowed: Sequence[TypeSet], limit: int = 100_000) -> list[Mana]:
    """Every way the mana ``m`` may be spent, type by type (609.4b; ``allowed`` from
    :func:`spending_types`): ``[m]`` itself when no rule widens or relabels it."""
    if all(allowed[t] == TypeSet.of([t]) for t in ManaType if m[t]):
        return [m]
    return list(_widen((m,), str(m), allowed, limit, {}))


class TooManyWays(LimitError):
    """A spending rule would widen one source into more outcomes than the safety bound."""


def spend_sources(
    sources: Sequence[Source], allowed: Sequence[TypeSet], limit: int = 100_000
) -> tuple[list[Source], dict[str, dict[Mana, Mana]]]:
    """Each source with its outcomes as the mana could be spent (see :func:`spending_types`), and,
    per source, which real outcome each spent-as outcome comes from (for the witness)."""
    if all(allowed[t] == TypeSet.of([t]) for t in ManaType):
        return list(sources), {}
    out: list[Source] = []
    origin: dict[str, dict[Mana, Mana]] = {}
    for src in sources:
        mapping: dict[Mana, Mana] = {}
        widened = [_widen(m, src.id, allowed, limit, mapping) for m in (src.outcomes, src.tapping)]
        out.append(Source(src.id, widened[0], snow=src.snow, tapping=widened[1], taps=src.taps))
        origin[src.id] = mapping
    return out, origin


def _widen(outcomes: tuple[Mana, ...], sid: str, allowed: Sequence[TypeSet], limit: int, mapping: dict[Mana, Mana]) -> tuple[Mana, ...]:
    """The outcomes as they could be spent; ``mapping`` learns where each came from."""
    spent_all: set[Mana] = set()
    for m in outcomes:
        per_type = [_spread(m[t], sorted(allowed[t])) if m[t] else [Mana()] for t in ManaType]
        size = 1
        for opts in per_type:
            size *= len(opts)
        if size > limit:
            raise TooManyWays(f"spending {m} from {sid} as though it were other types gives more than {limit} ways")
        for combo in product(*per_type):
            spent = Mana()
            for part in combo:
                spent = spent + part
            mapping.setdefault(spent, m)
            spent_all.add(spent)
    return tuple(sorted(spent_all))


@dataclass(frozen=True, slots=True)
class Purpose:
    """What mana is spent on (106.6): casting ``spell``, activating an ability of the permanent
    ``ability_of``, or (both None) a cost that names neither."""

    spell: Card | None = None
    ability_of: str | None = None
    text: str = ""
    x: int | None = None  # the X chosen for the spell (107.3, 202.3e), None when the question fixes none
    cost: ManaCost | None = None  # the mana of an ability's cost ({X}: 107.3, {C}: 107.4c); None: not known
    from_hand: bool | None = None  # the spell is cast from a hand (601.2a); None: not known
    from_graveyard: bool | None = None  # audit21: the spell is cast from a graveyard (601.2a); None: not known
    from_exile: bool | None = None  # s14: the spell is cast from exile (601.2a); None: not known
    face_down: bool = False  # s14: the spell is cast face down (708.2, 702.37c)
    ability_keyword: str | None = None  # s14: the keyword the ability activated is ("equip", 702.6a)
    kicked: bool | None = None  # audit21: the spell is kicked (702.33d); None: not known
    commander: bool = False  # audit21: the spell is the caster's commander, cast from the command zone (903.3, 903.8)
    # audit34: the spell's colours as it is cast, after the effects that change spells' colours
    # (613.1e: Painter's Servant's "spells ... are the chosen color in addition to their other
    # colors"; 718.3b: a prototype's); None: its card's (202.2)
    colors: TypeSet | None = None


def may_spend(rule: SpendRestriction | None, purpose: Purpose, board: Board) -> bool:
    """Whether mana with this spending restriction (106.6) may pay a cost of ``purpose``: casting a
    spell of a kind it names, or activating an ability of a source of a kind it names. A
    restriction the grammar could not read (``rule`` None) is a "can't" (101.2) whose extent is
    unknown: the mana is not spent, so no answer rests on a condition assumed to hold."""
    if rule is None:
        return False
    if rule.not_generic:  # audit18: "can't be spent to pay generic mana costs": any cost, its other symbols (Jegantha)
        return True
    if rule.costs_with:
        # 106.6, 107.3: "Spend this mana only on costs that contain {X}" (Rosheen Meanderer), "...
        # or pay a cost that contains {C}" (Cultivator Drone, 107.4c): a spell whose mana cost has
        # that symbol, or an ability whose cost has it; not known: not spent
        cost = purpose.spell.mana_cost if purpose.spell is not None else purpose.cost
        if cost is not None and any(_contains(cost, symbol) for symbol in rule.costs_with):
            return True
    if purpose.ability_keyword is not None and purpose.ability_keyword in rule.ability_keywords:
        return True  # s14: "activate an equip ability" (702.6a)
    if purpose.spell is not None:
        card = purpose.spell
        colors = card.colors if purpose.colors is None else purpose.colors  # audit34: 613.1e, 105.2
        return any(
            _fits(k, card.card_types, card.subtypes, card.supertypes, colors) and _fits_card(k, card, purpose.x)
            and (k.from_hand is None or k.from_hand == purpose.from_hand)  # where it is cast from: never assumed
            and (not k.from_graveyard or purpose.from_graveyard is True)  # audit21: "spells from your graveyard" (601.2a)
            and (not k.kicked or purpose.kicked is True)  # audit21: "kicked spells" (702.33d): never assumed
            and (not k.from_exile or purpose.from_exile is True)  # s14: "spells from exile" (601.2a)
            and (not k.face_down or purpose.face_down)  # s14: "face-down spells" (708.2)
            and (not k.commander or purpose.commander)  # audit21: "your commander" (903.3): never assumed outside the command zone
            for k in rule.spells
        )
    if purpose.ability_of is not None and purpose.ability_of in board.views:
        v = board.views[purpose.ability_of]
        # 202.3e: a permanent's X is 0
        return any(k is None or (_fits(k, v.card_types, v.subtypes, v.supertypes, v.colors) and _fits_card(k, v.permanent.card, 0)) for k in rule.abilities)
    return False  # 106.6: a use no query pays for ("to pay cumulative upkeep costs", rule.other) is none of these


def for_source(text: str | None, rule: SpendRestriction | None, view: View) -> tuple[str | None, SpendRestriction | None]:
    """audit17: a spending restriction as it is for the mana of ``view``'s ability, with the
    choices made for that permanent filled in (106.6): "a creature spell of the chosen type"
    (Cavern of Souls, Unclaimed Territory: its ``chosen_type``), "monocolored spells of that
    color" (Throne of Eldraine: its ``chosen_color``). The text names the choice, so that mana of
    two sources that chose differently is kept apart. A permanent with no such choice recorded is
    an error naming the scenario key (never assumed)."""
    kinds = [k for k in (*rule.spells, *rule.abilities) if k is not None] if rule is not None else []
    if rule is None or not any(k.chosen_type or k.chosen_color for k in kinds):
        return text, rule
    chosen_type, chosen_color = view.permanent.chosen_type, view.permanent.chosen_color
    for needed, key, have in (("chosen_type", "chosen type", chosen_type), ("chosen_color", "chosen colour", chosen_color)):
        if have is None and any(getattr(k, needed) for k in kinds):
            raise QueryError(f"{view.id}: its mana may be spent only as “{text}” says, which reads its {key}, and the scenario gives no `{needed}` for it")

    def fill(k: SpendKind) -> SpendKind:
        if k.chosen_type and chosen_type is not None:
            k = dataclasses.replace(k, chosen_type=False, subtypes=k.subtypes | {chosen_type})
        if k.chosen_color and chosen_color is not None:
            k = dataclasses.replace(k, chosen_color=False, color=chosen_color)
        return k

    filled = dataclasses.replace(
        rule, spells=tuple(fill(k) for k in rule.spells), abilities=tuple(None if k is None else fill(k) for k in rule.abilities)
    )
    said = ", ".join(str(c) for c in (chosen_type, chosen_color.name if chosen_color is not None else None) if c is not None)
    return (f"{text} ({said})" if said and text else text), filled


def _fits(kind: SpendKind, card_types: frozenset[str], subtypes: frozenset[str], supertypes: frozenset[str], colors: TypeSet) -> bool:
    """Whether an object of these characteristics is of ``kind`` (105.2: colorless is no colour,
    multicolored two or more, monocolored exactly one)."""
    if kind.chosen_type or kind.chosen_color:
        return False  # audit17: a choice not filled in for the source (:func:`for_source`): not assumed
    if kind.color is not None and kind.color not in colors:
        return False  # "spells of that color" (105.2)
    if kind.monocolored and len(colors.colors()) != 1:
        return False
    if not kind.card_types <= card_types or kind.excluded_types & card_types:
        return False
    if kind.any_types and not kind.any_types & card_types:
        return False
    subtypes = with_every_creature_type(subtypes, kind.subtypes | kind.excluded_subtypes)  # 702.73a: a changeling has every creature type
    if kind.subtypes and not kind.subtypes & subtypes:
        return False
    if kind.excluded_subtypes & subtypes:  # cov17: "a non-Human creature spell" (205.3)
        return False
    if not kind.supertypes <= supertypes:
        return False
    n = len(colors.colors())
    if kind.colorless and n:
        return False
    if kind.colored and not n:  # s14: "one or more colors" (105.2)
        return False
    if kind.exact_colors is not None and n != kind.exact_colors:  # "with exactly three colors" (105.2)
        return False
    return not (kind.multicolored and n < 2)


def _contains(cost: ManaCost, symbol: str) -> bool:
    """Whether ``cost`` has the symbol a spending restriction names: {X} (107.3) or {C} (107.4c)."""
    if symbol == "X":
        return cost.has_x
    return any(s.kind is SymbolKind.COLORLESS for s in cost.symbols)


def _fits_card(kind: SpendKind, card: Card, x: int | None) -> bool:
    """What a kind asks of the card itself: a keyword ("spells that have foretell", 702), {X} in
    its mana cost (107.3), a least mana value (202.3: with the X chosen for it on the stack,
    202.3e). When the spell has {X} and the question fixes no X, its mana value is not known: the
    mana is not spent on it unless its value with X = 0 already suffices (never assumed)."""
    if kind.keyword is not None and not card.has_keyword(kind.keyword):
        return False
    if kind.has_x and not card.mana_cost.has_x:
        return False
    if kind.no_x and card.mana_cost.has_x:  # s14: "without {X} in its mana cost" (107.3)
        return False
    if kind.no_abilities and card.abilities:  # s16: "with no abilities" (113.1)
        return False
    # X unknown: X = 0 gives the least mana value the spell can have, so it fits only if that does
    return kind.min_mana_value is None or card.mana_value(x or 0) >= kind.min_mana_value


def spell_of_kind(kind: SpendKind, card: Card, card_types: frozenset[str], subtypes: frozenset[str], supertypes: frozenset[str], colors: TypeSet, x: int | None) -> bool:
    """counters10: whether a spell of ``card`` with these characteristics is a spell of ``kind``
    (106.6, 106.6a): what a spending restriction or a rider of spent mana names."""
    return _fits(kind, card_types, subtypes, supertypes, colors) and _fits_card(kind, card, x)
