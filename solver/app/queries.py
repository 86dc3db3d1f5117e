"""The library's front door: one function per query kind of SCENARIOS.md, and :func:`answer`.

Each function takes a :class:`~model.scenario.Scenario` or a :class:`~model.state.GameState`
first. :func:`answer` takes a query in any of its forms — a typed query of
:mod:`model.queries`, a scenario's :class:`~model.scenario.Query`, or a mapping as a scenario file
writes it — and dispatches on its type (a kind left unhandled is a type error).

>>> import manasolve
>>> s = manasolve.scenario("name: s\\nplayers: [you]\\nbattlefield: {you: [Forest]}")
>>> manasolve.could_produce(s, "Forest").answer
['G']
>>> manasolve.answer(s, {"tap_for_mana": "Forest"}).answer
['G']

Every function first chooses the rules the scenario's ``rules:`` names (over ``options``) and
checks its cards' text: a sentence the grammar left unread fails the question with an error
naming the card and the sentence (:class:`~model.errors.CardTextError`) when the question needs
it (a static ability's sentence always does; an effect's only when its ability resolved this
turn), unless unread text is allowed (``options.allow_unread`` or the scenario's
``allow_unread``): the answer then carries those sentences in its ``warnings``.
"""

from __future__ import annotations

import dataclasses
from typing import Any, Mapping, Sequence, TypeVar, assert_never

from ...model.abilities import Unread
from ...model.cards import Card
from ...model.errors import CardTextError, QueryError, UnknownCardError
from ...model.queries import (
    QUERY_TYPES,
    CanActivateQuery,
    CastOptionsQuery,
    CastQuery,
    CouldProduceQuery,
    EntersQuery,
    QuerySpec,
    TapForManaQuery,
    parse_query,
)
from ...model.scenario import InvalidQuery, Query, Scenario, read_query
from ...model.state import GameState
from ..casting import cast as _cast
from ..casting import enters as _enters
from ..casting.results import CastOptions, CastVerdict, Enters
from ..mana.witness import could_produce_of
from ..options import Options
from ..paying.activation import can_activate as _can_activate
from ..paying.tapping import tap_outcomes
from ..results import CouldProduce, TapForMana, Verdict

__all__ = [
    "Answer",
    "StateLike",
    "answer",
    "can_activate",
    "cast",
    "cast_options",
    "could_produce",
    "enters",
    "needed_unread",
    "prepared",
    "query_spec",
    "tap_for_mana",
    "target_label",
]

Answer = CouldProduce | TapForMana | Verdict | CastVerdict | CastOptions | Enters
StateLike = Scenario | GameState
"""What a question is asked about: a loaded scenario, or a game state."""


def could_produce(where: StateLike, permanent: str, *, options: Options = Options()) -> CouldProduce:
    """The types of mana ``permanent`` could produce now (106.7)."""
    state, options, warnings = prepared(where, options)
    return _warned(could_produce_of(state, state.permanent(permanent).id, options=options), warnings)


def tap_for_mana(where: StateLike, permanent: str, ability: int | None = None, *, options: Options = Options()) -> TapForMana:
    """Every distinct result of tapping ``permanent`` for mana now (106.12, 605, 616.1)."""
    state, options, warnings = prepared(where, options)
    return _warned(tap_outcomes(state, state.permanent(permanent).id, ability, options=options), warnings)


def can_activate(where: StateLike, permanent: str, ability: int, *, options: Options = Options()) -> Verdict:
    """Whether activated ability number ``ability`` of ``permanent`` can be activated now."""
    state, options, warnings = prepared(where, options)
    return _warned(_can_activate(state, state.permanent(permanent).id, ability, options=options), warnings)


def cast(
    where: StateLike,
    card: str,
    *,
    from_: str = "hand",
    player: str | None = None,
    using: str = "normal",
    prototype: bool = False,
    alternative_cost: str | None = None,
    kicker: int = 0,
    x: int = 0,
    sacrifice: Sequence[str] | None = None,
    targets: int | None = None,
    options: Options = Options(),
) -> CastVerdict:
    """Whether casting ``card`` this way is legal now, its total cost (601.2f) and the reason
    (601.2, 118, 107.3, 702.33, 718). ``using`` is "normal" or a One with the Multiverse whose
    free cast is used; ``sacrifice`` None lets the solver choose; ``targets`` None takes the
    default number."""
    state, options, warnings = prepared(where, options, card)
    return _warned(
        _cast.cast(
            state, card, from_=from_, player=player, using=using, prototype=prototype, alternative_cost=alternative_cost,
            kicker=kicker, x=x, sacrifice=sacrifice, targets=targets, options=options,
        ),
        warnings,
    )


def cast_options(where: StateLike, card: str, *, from_: str = "hand", player: str | None = None, options: Options = Options()) -> CastOptions:
    """Every legal way to cast ``card`` now, each as the mapping ``cast`` takes plus its cost."""
    state, options, warnings = prepared(where, options, card)
    return _warned(_cast.cast_options(state, card, from_=from_, player=player, options=options), warnings)


def enters(
    where: StateLike, card: str, *, x: int = 0, kicked: int = 0, prototype: bool = False, cast: bool = True,
    given: frozenset[str] = frozenset(), options: Options = Options(),
) -> Enters:
    """What the permanent ``card`` becomes enters with, and its mana value (107.3m, 202.3e, 718.3b)."""
    state, options, warnings = prepared(where, options, card)
    return _warned(_enters.enters(state, card, x=x, kicked=kicked, prototype=prototype, cast=cast, given=given), warnings)


def answer(where: StateLike, query: QuerySpec | Query | Mapping[str, Any], *, options: Options = Options()) -> Answer:
    """Answer one query: a typed query (:mod:`model.queries`), a scenario's :class:`Query`, or a
    mapping as a file writes it (``{"could_produce": "Forest"}``). A malformed query raises
    :class:`~model.errors.QueryError`."""
    state = _state(where)
    spec = query_spec(query, state.players)
    match spec:
        case CouldProduceQuery():
            return could_produce(state, spec.permanent, options=options)
        case TapForManaQuery():
            return tap_for_mana(state, spec.permanent, spec.ability, options=options)
        case CanActivateQuery():
            return can_activate(state, spec.permanent, spec.ability, options=options)
        case CastQuery():
            state, options, warnings = prepared(state, options, spec.card)
            return _warned(_cast.answer_cast(state, spec, options=options), warnings)
        case CastOptionsQuery():
            state, options, warnings = prepared(state, options, spec.card)
            return _warned(_cast.answer_cast_options(state, spec, options=options), warnings)
        case EntersQuery():
            state, options, warnings = prepared(state, options, spec.card)
            return _warned(_enters.answer_enters(state, spec), warnings)
        case _:
            assert_never(spec)


# --- rules and unread text --------------------------------------------------------------------

_R = TypeVar("_R", CouldProduce, TapForMana, Verdict, CastVerdict, CastOptions, Enters)


def prepared(where: StateLike, options: Options, card: str | None = None) -> tuple[GameState, Options, tuple[str, ...]]:
    """The state a question is asked of, the options with the scenario's ``rules:`` chosen, and
    the warnings its answer carries: the unread sentences of the cards it holds (and of ``card``,
    the card a casting question names) that the question needs.

    Raises
    ------
    QueryError
        When the scenario's ``rules:`` names a rule that is not one.
    CardTextError
        When a sentence the question needs is unread and unread text is not allowed.
    """
    state = _state(where)
    options = options.with_rules(state.rules, where="scenario rules")
    allow = options.allow_unread or state.allow_unread
    needed = needed_unread(state, card, allow=allow)
    if needed and not allow:
        name, u, why = needed[0]
        raise CardTextError(name, u.text, u.reason + why)
    return state, options, tuple(f"card {name!r}: {u.reason}{why}: {u.text!r}" for name, u, why in needed)


def needed_unread(state: GameState, card: str | None = None, *, allow: bool = True) -> list[tuple[str, Unread, str]]:
    """The unread sentences a question about ``state`` needs, each with its card's name and what
    makes it needed: every one of a card in the game that always applies (a library hands such a
    card out only when unread text is allowed), and the effect of an ability that resolved this
    turn (611.2a: a permanent's ``resolved_this_turn``, a player's ``spells_resolved_this_turn``)."""
    out: list[tuple[str, Unread, str]] = []
    seen: set[tuple[str, Unread]] = set()

    def note(c: Card, u: Unread, why: str = "") -> None:
        if (c.name, u) not in seen:
            seen.add((c.name, u))
            out.append((c.name, u, why))

    for c in _cards_of(state, card, allow):
        for u in c.unread_always:
            note(c, u)
    for p in state.permanents:
        for i in p.resolved_this_turn:
            for u in p.card.unread_of(i):
                note(p.card, u, f" (in the effect of its ability {i}, which resolved this turn: {p.id}'s resolved_this_turn)")
    for player, spells in state.spells_resolved_this_turn.items():
        for c in spells:
            for u in c.unread:
                if u.ability is not None:
                    note(c, u, f" (the spell resolved this turn: {player}'s spells_resolved_this_turn)")
    return out


def _cards_of(state: GameState, card: str | None, allow: bool) -> list[Card]:
    """The cards of the game: on the battlefield (and exiled with a permanent), in a hand, on top
    of a library, resolved this turn; and ``card``, the one a casting question names."""
    cards: list[Card] = []
    for p in state.permanents:
        cards.append(p.card)
        cards.extend(p.exiled)
    for held in state.hand.values():
        cards.extend(held)
    cards.extend(state.library_top.values())
    for spells in state.spells_resolved_this_turn.values():
        cards.extend(spells)
    if card is not None and not any(c.name.lower() == card.lower() for c in cards) and state.cards is not None:
        try:
            cards.append(state.cards.get(card, allow_unread=allow))
        except UnknownCardError:
            pass  # the casting question says so itself
    return cards


def _warned(result: _R, warnings: tuple[str, ...]) -> _R:
    """The answer with the warnings of the question (none: the answer as it is)."""
    return dataclasses.replace(result, warnings=warnings) if warnings else result


def query_spec(query: QuerySpec | Query | Mapping[str, Any], players: Sequence[str] | None = None) -> QuerySpec:
    """The typed query of any of its forms (``players``: the scenario's, to check a ``player``
    key against). Raises :class:`~model.errors.QueryError` when it is malformed."""
    if isinstance(query, QUERY_TYPES):
        return query
    if isinstance(query, Query):
        if isinstance(query, InvalidQuery):
            raise QueryError(query.problem)
        if query.spec is not None:
            return query.spec
        return parse_query(query.kind, query.value, players=players)
    if isinstance(query, Mapping):
        q = read_query(query, players=players, where="query")
        if isinstance(q, InvalidQuery):
            raise QueryError(q.problem)
        assert q.spec is not None
        return q.spec
    raise QueryError(f"expected a query (such as {{could_produce: REF}}), got {query!r}")


def target_label(query: Query) -> str:
    """A short text naming what a query asks about, for reports."""
    v = query.value
    if isinstance(v, Mapping):
        main = v.get("permanent") or v.get("card") or ""
        extra = ", ".join(f"{k}={v[k]}" for k in v if k not in ("permanent", "card"))
        return f"{main} ({extra})" if extra else str(main)
    return str(v)


def _state(where: StateLike) -> GameState:
    return where.state if isinstance(where, Scenario) else where

