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
"""

from __future__ import annotations

from typing import Any, Mapping, Sequence, assert_never

from ...model.costs import ManaCost
from ...model.errors import QueryError
from ...model.queries import (
    QUERY_TYPES,
    AvailableManaQuery,
    CanActivateQuery,
    CanPayQuery,
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
from ..paying.affordable import can_pay as _can_pay
from ..paying.available import available_mana as _available_mana
from ..paying.results import AvailableMana, CanPay
from ..paying.tapping import tap_outcomes
from ..results import CouldProduce, TapForMana, Verdict

__all__ = [
    "Answer",
    "StateLike",
    "answer",
    "available_mana",
    "can_activate",
    "can_pay",
    "cast",
    "cast_options",
    "could_produce",
    "enters",
    "query_spec",
    "tap_for_mana",
    "target_label",
]

Answer = CouldProduce | TapForMana | Verdict | CastVerdict | CastOptions | Enters | AvailableMana | CanPay
StateLike = Scenario | GameState
"""What a question is asked about: a loaded scenario, or a game state."""


def could_produce(where: StateLike, permanent: str, *, options: Options = Options()) -> CouldProduce:
    """The types of mana ``permanent`` could produce now (106.7)."""
    state = _state(where)
    return could_produce_of(state, state.permanent(permanent).id, options=options)


def tap_for_mana(where: StateLike, permanent: str, ability: int | None = None, *, options: Options = Options()) -> TapForMana:
    """Every distinct result of tapping ``permanent`` for mana now (106.12, 605, 616.1)."""
    state = _state(where)
    return tap_outcomes(state, state.permanent(permanent).id, ability, options=options)


def can_activate(where: StateLike, permanent: str, ability: int, *, options: Options = Options()) -> Verdict:
    """Whether activated ability number ``ability`` of ``permanent`` can be activated now."""
    state = _state(where)
    return _can_activate(state, state.permanent(permanent).id, ability, options=options)


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
    return _cast.cast(
        _state(where), card, from_=from_, player=player, using=using, prototype=prototype, alternative_cost=alternative_cost,
        kicker=kicker, x=x, sacrifice=sacrifice, targets=targets, options=options,
    )


def cast_options(where: StateLike, card: str, *, from_: str = "hand", player: str | None = None, options: Options = Options()) -> CastOptions:
    """Every legal way to cast ``card`` now, each as the mapping ``cast`` takes plus its cost."""
    return _cast.cast_options(_state(where), card, from_=from_, player=player, options=options)


def enters(
    where: StateLike, card: str, *, x: int = 0, kicked: int = 0, prototype: bool = False, cast: bool = True,
    given: frozenset[str] = frozenset(),
) -> Enters:
    """What the permanent ``card`` becomes enters with, and its mana value (107.3m, 202.3e, 718.3b)."""
    return _enters.enters(_state(where), card, x=x, kicked=kicked, prototype=prototype, cast=cast, given=given)


def available_mana(where: StateLike, player: str, *, hand: bool = True, options: Options = Options()) -> AvailableMana:
    """Every maximal mana pool ``player`` can have at once now by activating mana abilities (605) of
    their permanents and, unless ``hand`` is False, of cards in their hand (605.3a); ``unbounded``
    when a repeatable cycle makes mana without limit. Each pool's ``why`` is one plan that makes it.

    >>> import manasolve
    >>> s = manasolve.scenario("name: s\\nplayers: [you]\\nbattlefield: {you: [Forest, Taiga]}")
    >>> manasolve.available_mana(s, "you").answer
    ['RG', 'GG']
    """
    return _available_mana(_state(where), player, hand=hand, options=options)


def can_pay(
    where: StateLike, player: str, cost: str | ManaCost, *, x: int = 0, for_: str | None = None, hand: bool = True, options: Options = Options()
) -> CanPay:
    """Whether ``player`` can pay the mana cost ``cost`` (``x`` for each {X}) now with mana
    abilities (601.2g-h): hybrid, Phyrexian (life, 119.4) and snow symbols included; ``for_`` names a
    card in their hand whose spell the mana is for, so that spending restrictions apply (106.6).

    >>> import manasolve
    >>> s = manasolve.scenario("name: s\\nplayers: [you]\\nbattlefield: {you: [Forest, Taiga]}")
    >>> manasolve.can_pay(s, "you", "{R/W}{G}").answer
    True
    """
    return _can_pay(_state(where), player, cost, x=x, for_=for_, hand=hand, options=options)


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
            return _cast.answer_cast(state, spec, options=options)
        case CastOptionsQuery():
            return _cast.answer_cast_options(state, spec, options=options)
        case EntersQuery():
            return _enters.answer_enters(state, spec)
        case AvailableManaQuery():
            return available_mana(state, spec.player, hand=spec.hand, options=options)
        case CanPayQuery():
            return _can_pay(state, spec.player, spec.cost, x=spec.x, for_=spec.for_, hand=spec.hand, options=options)
        case _:
            assert_never(spec)


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
        head = next((k for k in ("permanent", "card", "player") if v.get(k)), "")
        main = v.get(head, "") if head else ""
        extra = ", ".join(f"{k}={v[k]}" for k in v if k != head)
        return f"{main} ({extra})" if extra else str(main)
    return str(v)


def _state(where: StateLike) -> GameState:
    return where.state if isinstance(where, Scenario) else where

