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
from dataclasses import replace
import functools
from typing import TYPE_CHECKING, Any, Callable, Mapping, ParamSpec, Sequence, TypeAlias, TypeVar, assert_never

from ...model.abilities import Unread, reads_power
from ...model.cards import Card
from ...model.deferred import deferred
from ...model.costs import ManaCost
from ...model.errors import CardTextError, QueryError, UnknownCardError
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
    parse_spent,
)
from ...model.scenario import MAX_NUMBER, InvalidQuery, Query, Scenario, read_query
from ...model.state import GameState
from ..board.sba import settled
from ..mana.amounts import amount_of
from ..mana.resolver import paused_gc
from ..mana.witness import could_produce_of
from ..options import Options
from ..results import CouldProduce, TapForMana, Verdict

# Each query kind's room is imported when a query of that kind is first answered
# (model/deferred.py): a could_produce batch loads neither the casting room (nor
# python-constraint) nor the payment searches.
if TYPE_CHECKING:
    from ...model.mana import TypeSet
    from ..board.views import Board
    from ..casting import cast as _cast
    from ..casting import enters as _enters
    from ..casting import selection as _selection
    from ..casting.results import CastOptions, CastVerdict, Enters
    from ..paying import activation as _activation
    from ..paying import affordable as _affordable
    from ..paying import available as _available
    from ..paying import tapping as _tapping
    from ..paying.results import AvailableMana, CanPay
else:
    _cast = deferred("manasolve.solver.casting.cast")
    _enters = deferred("manasolve.solver.casting.enters")
    _selection = deferred("manasolve.solver.casting.selection")  # audit34: can_pay's for, as cast reads it
    _activation = deferred("manasolve.solver.paying.activation")
    _affordable = deferred("manasolve.solver.paying.affordable")
    _available = deferred("manasolve.solver.paying.available")
    _tapping = deferred("manasolve.solver.paying.tapping")

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
    "needed_unread",
    "prepared",
    "query_spec",
    "tap_for_mana",
    "target_label",
]

Answer: TypeAlias = "CouldProduce | TapForMana | Verdict | CastVerdict | CastOptions | Enters | AvailableMana | CanPay"
StateLike = Scenario | GameState
"""What a question is asked about: a loaded scenario, or a game state."""

_P = ParamSpec("_P")
_Q = TypeVar("_Q")


def _whole_question(query: Callable[_P, _Q]) -> Callable[_P, _Q]:
    """The query with the cyclic garbage collector paused for the whole question on a large board
    (:class:`~manasolve.solver.mana.resolver.paused_gc`): the layers, the fixed point and the
    answer are one computation that makes no reference cycle, and a collection in between would
    scan all it allocated (a 10,000-permanent question took 150 ms paused and 270 ms with
    collections between its parts, in a process that holds a large heap)."""

    @functools.wraps(query)
    def question(*args: _P.args, **kwargs: _P.kwargs) -> _Q:
        where = args[0] if args else kwargs.get("where")
        state = where.state if isinstance(where, Scenario) else where
        with paused_gc(len(state.permanents) if isinstance(state, GameState) else 0):
            return query(*args, **kwargs)

    return question


@_whole_question
def could_produce(where: StateLike, permanent: str, *, options: Options = Options()) -> CouldProduce:
    """The types of mana a permanent could produce now (106.7).

    Parameters
    ----------
    where
        A :class:`~manasolve.Scenario` or its :class:`~manasolve.GameState`.
    permanent
        An id or a card name (SCENARIOS.md's references).
    options
        Rule options (:class:`~manasolve.Options`).

    Returns
    -------
    CouldProduce
        ``answer``: the types (letters, WUBRGC order); ``why``: a witness per type.

    Raises
    ------
    QueryError
        For an argument of the wrong kind.
    UnknownReferenceError
        When ``permanent`` names no permanent, or more than one.

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you]\\nbattlefield: {you: [Forest]}")
    >>> manasolve.could_produce(s, "Forest").answer
    ['G']
    >>> manasolve.could_produce(s, None)
    Traceback (most recent call last):
    ...
    manasolve.model.errors.QueryError: could_produce: permanent: expected a reference (an id or a card name), got None
    """
    state, options, warnings = prepared(where, options)
    return _warned(could_produce_of(state, state.permanent(_ref("could_produce", "permanent", permanent)).id, options=options), warnings)


@_whole_question
def tap_for_mana(where: StateLike, permanent: str, ability: int | None = None, *, options: Options = Options()) -> TapForMana:
    """Every distinct result of tapping a permanent for mana now (106.12, 605, 616.1).

    Parameters
    ----------
    where
        A Scenario or its GameState.
    permanent
        An id or a card name.
    ability
        Which of its mana abilities with {T} in the cost, from 0 (None: every one).
    options
        Rule options.

    Returns
    -------
    TapForMana
        ``answer``: the outcomes as mana strings, or ``"illegal"``; ``why``: a witness each.

    Raises
    ------
    QueryError
        For an argument of the wrong kind, or an ability number it does not have.
    UnknownReferenceError
        When ``permanent`` names no permanent, or more than one.

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you]\\nbattlefield: {you: [Forest]}")
    >>> manasolve.tap_for_mana(s, "Forest").answer
    ['G']
    >>> manasolve.tap_for_mana(s, "Forest", -1)
    Traceback (most recent call last):
    ...
    manasolve.model.errors.QueryError: tap_for_mana: ability: expected a whole number from 0 to 1,000,000,000, got -1
    """
    ref = _ref("tap_for_mana", "permanent", permanent)
    n = None if ability is None else _count("tap_for_mana", "ability", ability)
    state, options, warnings = prepared(where, options)
    return _warned(replace(_tapping.tap_outcomes(state, state.permanent(ref).id, n, options=options), ability=n), warnings)


@_whole_question
def can_activate(where: StateLike, permanent: str, ability: int, *, player: str | None = None, options: Options = Options()) -> Verdict:
    """Whether an activated ability of a permanent can be activated now (602.5, 605.3, 118).

    Parameters
    ----------
    where
        A Scenario or its GameState.
    permanent
        An id or a card name.
    ability
        Which of its activated abilities (mana abilities included), from 0.
    player
        Who would activate it (602.2); None: its controller. Another player may activate only an
        ability that says so ("Any player may activate this ability"), paying its mana with
        their own mana abilities.
    options
        Rule options.

    Returns
    -------
    Verdict
        ``answer``: True or False; ``why``: the reason and the rule; ``target`` names the
        ability by the number given (``Vivid Crag ability 1``).

    Raises
    ------
    QueryError
        For an argument of the wrong kind, or an ability number it does not have.
    UnknownReferenceError
        When ``permanent`` names no permanent, or more than one.

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you]\\nbattlefield: {you: [Forest]}")
    >>> manasolve.can_activate(s, "Forest", 0).answer
    True
    """
    n = _count("can_activate", "ability", ability)
    state, options, warnings = prepared(where, options)
    pid = state.permanent(_ref("can_activate", "permanent", permanent)).id
    if player is not None and not isinstance(player, str):
        raise QueryError(f"can_activate: player must be a player's name, got {player!r}")
    return _warned(replace(_activation.can_activate(state, pid, n, player=player, options=options), target=ability_label(pid, n)), warnings)


@_whole_question
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
    pay_mana_instead: bool | None = None,
    modes: Sequence[int] | None = None,
    options: Options = Options(),
    optional_costs: Mapping[str, int] | None = None,
    face_down: bool = False,
) -> CastVerdict:
    """Whether casting a card this way is legal now, its total cost (601.2f) and the reason
    (601.2, 118, 107.3, 702.33, 718).

    Parameters
    ----------
    where
        A Scenario or its GameState.
    card
        The card's name (in hand, or on top of the library with ``from_="library"``).
    from_
        ``"hand"`` or ``"library"``.
    player
        Who casts it (default: who has it in that zone).
    using
        ``"normal"``, or a One with the Multiverse whose free cast is used.
    prototype, alternative_cost, kicker, x
        The choices of 601.2b (prototype, an alternative cost by name, times kicked, X).
    sacrifice
        What to sacrifice for an additional cost; None lets the solver choose.
    targets
        How many targets (None: the default number).
    pay_mana_instead
        For "<cost> or pay {N}" additional costs (601.2b): True pays the mana, False the other
        part, None either.
    modes
        The modes of a modal spell chosen, numbered from 0 (700.2, 601.2b); None lets the solver
        choose.
    options
        Rule options.
    optional_costs
        How many times each optional keyword cost is paid (buyback, offspring, replicate, squad:
        601.2b), by keyword name; None: none.
    face_down
        Cast it face down as a 2/2 creature spell with no text, name, subtypes or mana cost by
        paying {3} (morph, megamorph, disguise: 702.37c, 702.168a, 708.2).

    Returns
    -------
    CastVerdict
        ``answer``: ``{legal, cost, reason}``; ``why``: the choices and the payment.

    Raises
    ------
    QueryError
        For an argument of the wrong kind or out of range.

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you]\\nbattlefield: {you: [Mountain, Mountain]}\\nhand: {you: [Fireball]}")
    >>> manasolve.cast(s, "Fireball", x=1).answer["cost"]
    '{1}{R}'
    >>> manasolve.cast(s, "Fireball", x=2).answer["legal"]
    False
    """
    state, options, warnings = prepared(where, options, _ref("cast", "card", card))
    return _warned(_cast.cast(
        state, _ref("cast", "card", card), from_=_zone("cast", from_), player=_optional_ref("cast", "player", player),
        using=_ref("cast", "using", using), prototype=_flag("cast", "prototype", prototype),
        alternative_cost=_optional_ref("cast", "alternative_cost", alternative_cost), kicker=_count("cast", "kicker", kicker),
        x=_count("cast", "x", x), sacrifice=_refs("cast", "sacrifice", sacrifice),
        targets=None if targets is None else _count("cast", "targets", targets),
        pay_mana_instead=None if pay_mana_instead is None else _flag("cast", "pay_mana_instead", pay_mana_instead),
        modes=None if modes is None else [_count("cast", "modes", m) for m in modes], options=options,
        optional_costs=None if optional_costs is None else {_ref("cast", "optional_costs", k): _count("cast", "optional_costs", n) for k, n in optional_costs.items()},
        face_down=_flag("cast", "face_down", face_down),
    ), warnings)


@_whole_question
def cast_options(where: StateLike, card: str, *, from_: str = "hand", player: str | None = None, options: Options = Options()) -> CastOptions:
    """Every legal way to cast a card now, each as the mapping ``cast`` takes plus its cost.

    Parameters
    ----------
    where
        A Scenario or its GameState.
    card
        The card's name.
    from_
        ``"hand"`` or ``"library"``.
    player
        Who casts it (default: who has it in that zone).
    options
        Rule options.

    Returns
    -------
    CastOptions
        ``answer``: a list of cast mappings, each with its ``cost``.

    Raises
    ------
    QueryError
        For an argument of the wrong kind.

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you]\\nbattlefield: {you: [Mountain]}\\nhand: {you: [Fireball]}")
    >>> [(o["x"], o["targets"], o["cost"]) for o in manasolve.cast_options(s, "Fireball").answer]
    [(0, 0, '{R}'), (0, 1, '{R}')]
    """
    state, options, warnings = prepared(where, options, _ref("cast_options", "card", card))
    return _warned(_cast.cast_options(state, _ref("cast_options", "card", card), from_=_zone("cast_options", from_),
                                      player=_optional_ref("cast_options", "player", player), options=options), warnings)


@_whole_question
def enters(
    where: StateLike, card: str, *, x: int = 0, kicked: int = 0, prototype: bool = False, cast: bool = True,
    given: frozenset[str] = frozenset(), options: Options = Options(), from_: str = "hand", spent: str | None = None,
    spent_from: Sequence[str] = (), escaped: bool = False, chosen_counters: Sequence[str] | None = None,
    as_enters: bool | None = None, kicked_with: Sequence[str] | None = None, using: str | None = None,
    devoured: int | None = None, revealed: int | None = None, phyrexian_life: int | None = None,
) -> Enters:
    """What the permanent a card becomes enters with, and its mana value (107.3m, 202.3e, 718.3b).

    Parameters
    ----------
    where
        A Scenario or its GameState.
    card
        The card's name.
    x, kicked
        X and how many times it was kicked (whole numbers from 0).
    prototype
        Cast prototyped (718.3b).
    cast
        False for a permanent put onto the battlefield without being cast (X and kicker 0).
    spent
        The mana spent to cast it, by type ("{W}{U}{C}{C}", 601.2h), for "for each color of mana
        spent to cast it" and "equal to the amount of mana spent to cast it"; None: not said.
    spent_from
        The permanents whose mana abilities' mana was spent to cast it (601.2g-h), for what that
        mana does when spent (106.6a: "If that mana is spent on a creature spell, that creature
        enters with an additional +1/+1 counter on it").
    from_
        The zone the spell was cast from, "hand", "library", "graveyard" or "exile" (601.2a: "if
        you cast it from your hand").
    escaped
        It was cast with its escape ability (702.138d), for "escapes with ..." (702.138c).
    chosen_counters
        The kinds of counter chosen for "enters with your choice of a flying counter or a first
        strike counter on it" (614.1c); None: not said.
    as_enters
        Whether the player did what "As this creature enters, you may ..." offers (614.12), for
        "If you do, this creature enters with a +1/+1 counter on it"; None: not said.
    kicked_with
        The kicker costs paid ("{1}{B}", 702.33e), for "If this creature was kicked with its {1}{B}
        kicker, ..." (the volvers); ``kicked`` then defaults to how many; None: not said.
    using
        The permanent whose permission to cast the spell was used (601.3), for "If you cast a
        spell this way, that creature enters with ..." (Intrepid Paleontologist); None: not said.
    devoured, revealed
        How many creatures it sacrificed for its devour (702.82a) / cards it revealed for its
        amplify (702.38a) as it entered (614.12); None: not said.
    phyrexian_life
        How many of its Phyrexian mana symbols were paid with 2 life (107.4f), for compleated
        (702.150a); None: not said.
    given
        The keys a query gave (for reports).

    Returns
    -------
    Enters
        ``answer``: ``{counters, mana_value}``.

    Raises
    ------
    QueryError
        For an argument of the wrong kind or out of range (``x=-1``).

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you]")
    >>> manasolve.enters(s, "Endless One", x=3).answer
    {'counters': {'+1/+1': 3}, 'mana_value': 0}
    >>> manasolve.enters(s, "Endless One", x=-1)
    Traceback (most recent call last):
    ...
    manasolve.model.errors.QueryError: enters: x: expected a whole number from 0 to 1,000,000,000, got -1
    """
    state, _, warnings = prepared(where, options, _ref("enters", "card", card))
    if kicked_with is not None:  # types15: 702.33e, read as a scenario's query reads it
        spec = parse_query("enters", {"card": card, "kicked_with": list(kicked_with), **({"kicked": kicked} if kicked else {})})
        assert isinstance(spec, EntersQuery)
        kicked, paid = spec.kicked, spec.kicked_with
    else:
        paid = None
    return _warned(_enters.enters(
        state, _ref("enters", "card", card), x=_count("enters", "x", x), kicked=_count("enters", "kicked", kicked),
        prototype=_flag("enters", "prototype", prototype), cast=_flag("enters", "cast", cast), given=frozenset(given),
        from_=_zone("enters", from_), spent=parse_spent("enters", spent), spent_from=tuple(spent_from),
        escaped=_flag("enters", "escaped", escaped),
        chosen_counters=None if chosen_counters is None else tuple(str(k).lower() for k in chosen_counters),
        as_enters=None if as_enters is None else _flag("enters", "as_enters", as_enters), kicked_with=paid,
        using=None if using is None else _ref("enters", "using", using),
        devoured=None if devoured is None else _count("enters", "devoured", devoured),
        revealed=None if revealed is None else _count("enters", "revealed", revealed),
        phyrexian_life=None if phyrexian_life is None else _count("enters", "phyrexian_life", phyrexian_life),
    ), warnings)


@_whole_question
def available_mana(where: StateLike, player: str, *, hand: bool = True, options: Options = Options()) -> AvailableMana:
    """Every maximal mana pool ``player`` can have at once now by activating mana abilities (605) of
    their permanents and, unless ``hand`` is False, of cards in their hand (605.3a); ``unbounded``
    when a repeatable cycle makes mana without limit. Each pool's ``why`` is one plan that makes it.

    >>> import manasolve
    >>> s = manasolve.scenario("name: s\\nplayers: [you]\\nbattlefield: {you: [Forest, Taiga]}")
    >>> manasolve.available_mana(s, "you").answer
    ['RG', 'GG']
    """
    state, options, warnings = prepared(where, options)
    return _warned(_available.available_mana(state, player, hand=hand, options=options), warnings)


@_whole_question
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
    state, options, warnings = prepared(where, options, for_)
    return _warned(_affordable.can_pay(state, player, cost, x=x, for_=for_, hand=hand, options=options, as_spell=_as_spell), warnings)


def _as_spell(board: Board, card: Card, caster: str) -> tuple[Card, TypeSet]:
    """audit34: ``card`` as a spell ``caster`` casts, with its types and colours after the effects
    that change spells' (613.1d-e: Maskwood Nexus, Painter's Servant), for ``can_pay``'s ``for``
    (106.6: Cavern of Souls' "a creature spell of the chosen type", Pillar of the Paruns'
    "a multicolored spell"), as ``cast`` reads it."""
    spell = _selection.spell_card(board, card, caster)
    return spell, _selection.spell_colors(board, spell, spell.colors, caster)


def answer(where: StateLike, query: QuerySpec | Query | Mapping[str, Any], *, options: Options = Options()) -> Answer:
    """Answer one query of any kind.

    Parameters
    ----------
    where
        A Scenario or its GameState.
    query
        A typed query (:mod:`manasolve.model.queries`), a scenario's :class:`Query`, or a mapping
        written as in a scenario file (``{"could_produce": "Forest"}``, ``{"cast": {"card":
        "Fireball", "x": 2}}``).
    options
        Rule options.

    Returns
    -------
    CouldProduce, TapForMana, Verdict, CastVerdict, CastOptions or Enters
        The result of that kind of query.

    Raises
    ------
    QueryError
        When the query is malformed (no kind, two kinds, an unknown key, a bad value).
    UnknownReferenceError
        When it names a permanent that is not there, or is ambiguous.

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("players: [you]\\nbattlefield: {you: [Forest, Mana Reflection]}")
    >>> manasolve.answer(s, {"tap_for_mana": {"permanent": "Forest", "ability": 0}}).answer
    ['GG']
    >>> manasolve.answer(s, {"could_produce": "Forest", "cast": "Fireball"})
    Traceback (most recent call last):
    ...
    manasolve.model.errors.QueryError: query: more than one query kind: could_produce, cast
    """
    state = _state(where)
    spec = query_spec(query, state.players)
    match spec:
        case CouldProduceQuery():
            return could_produce(state, spec.permanent, options=options)
        case TapForManaQuery():
            return tap_for_mana(state, spec.permanent, spec.ability, options=options)
        case CanActivateQuery():
            return can_activate(state, spec.permanent, spec.ability, player=spec.player, options=options)
        case CastQuery():
            state, options, warnings = prepared(state, options, spec.card)
            return _warned(_cast.answer_cast(state, spec, options=options), warnings)
        case CastOptionsQuery():
            state, options, warnings = prepared(state, options, spec.card)
            return _warned(_cast.answer_cast_options(state, spec, options=options), warnings)
        case EntersQuery():
            state, options, warnings = prepared(state, options, spec.card)
            return _warned(_enters.answer_enters(state, spec), warnings)
        case AvailableManaQuery():
            return available_mana(state, spec.player, hand=spec.hand, options=options)
        case CanPayQuery():
            return can_pay(state, spec.player, spec.cost, x=spec.x, for_=spec.for_, hand=spec.hand, options=options)
        case _:
            assert_never(spec)


# --- rules and unread text --------------------------------------------------------------------

_R = TypeVar("_R", "CouldProduce", "TapForMana", "Verdict", "CastVerdict", "CastOptions", "Enters", "AvailableMana", "CanPay")


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
    _check_options(options)
    options = options.with_rules(state.rules, where="scenario rules")
    allow = options.allow_unread or state.allow_unread
    needed = needed_unread(state, card, allow=allow)
    if needed and not allow:
        name, u, why = needed[0]
        raise CardTextError(name, u.text, u.reason + why)
    warnings = tuple(f"card {name!r}: {u.reason}{why}: {u.text!r}" for name, u, why in needed)
    if options.state_based_actions:  # 704.3, 117.5: the state when a player could act
        before, noted = len(state.departed), len(state.sba_notes)
        state = settled(state, amount_of, allow_unread=allow)
        warnings += tuple(f"{gone.id}: {why}" for gone, why in state.departed[before:])
        warnings += tuple(f"{pid}: {why}" for pid, why in state.sba_notes[noted:])  # 704.5n
    return state, options, warnings


def needed_unread(state: GameState, card: str | None = None, *, allow: bool = True) -> list[tuple[str, Unread, str]]:
    """The unread sentences a question about ``state`` needs, each with its card's name and what
    makes it needed: every one of a card in the game that always applies (a library hands such a
    card out only when unread text is allowed), and the effect of an ability that resolved this
    turn (611.2a: a permanent's ``resolved_this_turn``, a player's ``spells_resolved_this_turn``, an exiled
    card's ``resolved``)."""
    out: list[tuple[str, Unread, str]] = []
    seen: set[tuple[str, Unread]] = set()

    def note(c: Card, u: Unread, why: str = "") -> None:
        if (c.name, u) not in seen:
            seen.add((c.name, u))
            out.append((c.name, u, why))

    cards = _cards_of(state, card, allow)
    for c in cards:
        for u in c.unread_always:
            note(c, u)
    # 208.1, 613.4: an unread change of power or toughness matters only where a text reads power
    reader = next((c for c in cards if reads_power(c.abilities)), None) if any(u.needs for c in cards for u in c.unread) else None
    if reader is not None:
        for c in cards:
            for u in c.unread_if_power_read:
                note(c, u, f" (power and toughness are read by {reader.name!r})")
    for p in state.permanents:
        for i in p.resolved_this_turn:
            for u in p.card.unread_of(i):
                if u.needs is None or reader is not None:
                    note(p.card, u, f" (in the effect of its ability {i}, which resolved this turn: {p.id}'s resolved_this_turn)")
    for player, spells in state.spells_resolved_this_turn.items():
        for c in spells:
            for u in c.unread:
                if u.ability is not None and (u.needs is None or reader is not None):
                    note(c, u, f" (the spell resolved this turn: {player}'s spells_resolved_this_turn)")
    for player, exiled in state.exile.items():
        for e in exiled:  # manatail14: abilities of a card in exile listed as resolved (611.2b)
            for r in e.resolutions:
                for u in e.card.unread_of(r.ability):
                    if u.needs is None or reader is not None:
                        note(e.card, u, f" (in the effect of its ability {r.ability}, which resolved: {player}'s exile, resolved)")
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
    return dataclasses.replace(result, warnings=tuple(result.warnings) + warnings) if warnings else result


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
    """A short text naming what a query asks about, in the words every report uses (the CLI's
    ``target``, a result's ``to_dict()["target"]`` and its printed label): the reference, then
    ``ability N`` with the number as the query gives it, then any other keys.

    >>> from manasolve.model.scenario import Query
    >>> target_label(Query("can_activate", {"permanent": "Vivid Crag", "ability": 1}))
    'Vivid Crag ability 1'
    >>> target_label(Query("cast", {"card": "Fireball", "x": 3}))
    'Fireball (x=3)'
    """
    v = query.value
    if isinstance(v, Mapping):
        head = next((k for k in ("permanent", "card", "player") if v.get(k)), "")
        main = str(v.get(head, "")) if head else ""
        if "ability" in v:
            main = ability_label(main, v["ability"])
        extra = ", ".join(f"{k}={_short(v[k])}" for k in v if k not in (head, "ability"))
        return f"{main} ({extra})" if extra else main
    return _short(v)


def ability_label(permanent: str, ability: object) -> str:
    """``Vivid Crag ability 1``: a permanent and an ability number as the user gave it.

    >>> ability_label("Forest", 0)
    'Forest ability 0'
    """
    return f"{permanent} ability {ability}" if ability is not None else permanent


def _short(value: object, width: int = 60) -> str:
    text = str(value)
    return text if len(text) <= width else text[: width - 1] + "…"


def _state(where: StateLike) -> GameState:
    if isinstance(where, Scenario):
        return where.state
    if isinstance(where, GameState):
        return where
    raise QueryError(f"expected a Scenario or a GameState to ask about, got {type(where).__name__}")


# --- arguments --------------------------------------------------------------------------------


def _check_options(options: object) -> None:
    if not isinstance(options, Options):
        raise QueryError(f"options: expected manasolve.Options, got {type(options).__name__}")


def _ref(kind: str, key: str, value: object) -> str:
    """A reference, a card name or a word: a non-empty string."""
    if not isinstance(value, str) or not value.strip():
        what = "a reference (an id or a card name)" if key == "permanent" else "a card name" if key == "card" else "a non-empty string"
        raise QueryError(f"{kind}: {key}: expected {what}, got {_show(value)}")
    return value


def _optional_ref(kind: str, key: str, value: object) -> str | None:
    return None if value is None else _ref(kind, key, value)


def _refs(kind: str, key: str, value: object) -> Sequence[str] | None:
    if value is None:
        return None
    if isinstance(value, (str, bytes)) or not isinstance(value, Sequence):
        raise QueryError(f"{kind}: {key}: expected a list of references, got {_show(value)}")
    return [_ref(kind, f"{key}[{i}]", v) for i, v in enumerate(value)]


def _count(kind: str, key: str, value: object) -> int:
    """A whole number from 0 to MAX_NUMBER (no negative indexing, no 5,000-digit numbers)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_NUMBER:
        raise QueryError(f"{kind}: {key}: expected a whole number from 0 to {MAX_NUMBER:,}, got {_show(value)}")
    return value


def _flag(kind: str, key: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise QueryError(f"{kind}: {key}: expected True or False, got {_show(value)}")
    return value


def _zone(kind: str, value: object) -> str:
    if value not in ("hand", "library", "graveyard", "exile", "command"):  # zones11: 601.2a, 601.3; grants12: 903.8
        raise QueryError(f"{kind}: from_: expected 'hand', 'library', 'graveyard', 'exile' or 'command', got {_show(value)}")
    assert isinstance(value, str)
    return value


def _show(value: object) -> str:
    """A value for a message: its repr, cut short (a 5,000-digit number says how long it is)."""
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 10**12:
        return f"a number of {len(str(abs(value))) if abs(value) < 10**4000 else 'over 4,000'} digits"
    text = repr(value)
    return text if len(text) <= 80 else text[:79] + "…"

