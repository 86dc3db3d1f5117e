"""The questions of a scenario (SCENARIOS.md, "Queries"), as typed values read and checked once.

One frozen dataclass per query kind, each holding exactly what its kind asks:

==================  =====================================================================
kind                value
==================  =====================================================================
``could_produce``   :class:`CouldProduceQuery` — a permanent (106.7)
``tap_for_mana``    :class:`TapForManaQuery` — a permanent and, optionally, which of its
                    mana abilities with {T} in the cost (106.12, 605)
``can_activate``    :class:`CanActivateQuery` — a permanent and one of its activated
                    abilities (602.2, 602.5)
``cast``            :class:`CastQuery` — one way of casting a card (601.2, 118, 107.3,
                    702.33, 718)
``cast_options``    :class:`CastOptionsQuery` — a card to list every legal way of casting
``enters``          :class:`EntersQuery` — the permanent a spell becomes (107.3m, 614.1c)
``available_mana``  :class:`AvailableManaQuery` — a player: every maximal pool they can
                    have at once now (605, 605.3a)
``can_pay``         :class:`CanPayQuery` — a player and a mana cost: whether they can pay it
                    now with mana abilities (601.2g-h, 106.6)
==================  =====================================================================

:func:`parse_query` turns a kind and its value as written in a file into one of these, or raises
:class:`~model.errors.QueryError` naming the kind and the key at fault. It checks the shape of
every key; what needs the game (whether a permanent or a card exists, what a card can do) is
the solver's to say. Whether a ``player`` is one of the scenario's players is checked here when
the players are given (a scenario's queries are parsed once it is loaded).

Keys beyond SCENARIOS.md (README.md): ``player`` for ``cast`` and ``cast_options`` (who casts),
``targets`` for ``cast`` (how many targets, 601.2c), ``prototype`` and ``cast`` for ``enters``.

>>> parse_query("tap_for_mana", {"permanent": "Forest", "ability": 0})
TapForManaQuery(permanent='Forest', ability=0)
>>> parse_query("cast", {"card": "Goblin Bushwhacker", "kicker": 1}).kicker
1
"""

from __future__ import annotations

import difflib
from typing import Any, ClassVar, Mapping, Sequence

from .abilities import Zone
from .costs import ManaCost
from .errors import InputError, QueryError
from .mana import Mana
from .values import dataclass

__all__ = [
    "AVAILABLE_KEYS",
    "CAN_PAY_KEYS",
    "AvailableManaQuery",
    "CanPayQuery",
    "CAST_KEYS",
    "ENTERS_KEYS",
    "OPTIONS_KEYS",
    "QUERY_KINDS",
    "QUERY_TYPES",
    "CanActivateQuery",
    "CastOptionsQuery",
    "CastQuery",
    "CouldProduceQuery",
    "EntersQuery",
    "QuerySpec",
    "TapForManaQuery",
    "parse_query",
    "parse_spent",
    "zone_key",
]

CAST_KEYS = ("card", "from", "player", "using", "prototype", "alternative_cost", "kicker", "x", "sacrifice", "targets", "pay_mana_instead", "modes", "optional_costs", "face_down")
OPTIONS_KEYS = ("card", "from", "player")
ENTERS_KEYS = ("card", "x", "kicked", "prototype", "cast", "from", "spent", "spent_from", "escaped", "chosen_counters", "as_enters", "kicked_with", "using", "exiled", "convoked", "devoured", "revealed", "phyrexian_life")
AVAILABLE_KEYS = ("player", "hand")
CAN_PAY_KEYS = ("player", "cost", "x", "for", "hand")


@dataclass(frozen=True, slots=True)
class CouldProduceQuery:
    """``could_produce: REF`` — the types of mana the permanent could produce now (106.7)."""

    permanent: str
    kind: ClassVar[str] = "could_produce"


@dataclass(frozen=True, slots=True)
class TapForManaQuery:
    """``tap_for_mana: REF`` or ``{permanent: REF, ability: N}`` — every result of tapping it for
    mana now; ``ability`` counts its mana abilities with {T} in the cost (None: all of them)."""

    permanent: str
    ability: int | None = None
    kind: ClassVar[str] = "tap_for_mana"


@dataclass(frozen=True, slots=True)
class CanActivateQuery:
    """``can_activate: {permanent: REF, ability: N}`` — whether activated ability N (counting all
    its activated abilities) can be activated now."""

    permanent: str
    ability: int
    player: str | None = None  # who would activate it (602.2); None: its controller
    kind: ClassVar[str] = "can_activate"


@dataclass(frozen=True, slots=True)
class CastQuery:
    """``cast: {card: NAME, ...}`` — whether casting the card this way is legal now.

    ``zone`` is where it is cast from (``from: hand|library|graveyard|exile``: library is its top); ``player``
    who casts (None: the one who has it there); ``using`` "normal" or a reference to a One with
    the Multiverse whose free cast is used; ``sacrifice`` None lets the solver choose what to
    sacrifice; ``targets`` None takes the default number of targets (601.2c)."""

    card: str
    zone: Zone = Zone.HAND
    player: str | None = None
    using: str = "normal"
    prototype: bool = False
    alternative_cost: str | None = None
    kicker: int = 0
    x: int = 0
    sacrifice: tuple[str, ...] | None = None
    targets: int | None = None
    pay_mana_instead: bool | None = None  # "discard a card or pay {5}": true pays the mana (601.2b); None: either
    modes: tuple[int, ...] | None = None  # the modes of a modal spell, numbered from 0 (700.2); None: the solver chooses
    optional_costs: tuple[tuple[str, int], ...] = ()  # altcost11: optional keyword costs paid, (name, times) (601.2b)
    face_down: bool = False  # becomes13: cast face down for {3} with morph or disguise (702.37c, 702.168a, 708.2)
    kind: ClassVar[str] = "cast"


@dataclass(frozen=True, slots=True)
class CastOptionsQuery:
    """``cast_options: {card: NAME, from: hand|library|graveyard|exile, player: NAME}`` — every legal way to cast
    the card now."""

    card: str
    zone: Zone = Zone.HAND
    player: str | None = None
    kind: ClassVar[str] = "cast_options"


@dataclass(frozen=True, slots=True)
class EntersQuery:
    """``enters: {card: NAME, x: N, kicked: N, prototype: bool, cast: bool, from: hand|library}`` —
    what the permanent the spell becomes enters with (``from``: the zone it was cast from, as for
    ``cast``; default hand). ``given`` holds the keys the query wrote (``x`` and ``kicked``
    written with ``cast: false`` contradict each other)."""

    card: str
    x: int = 0
    kicked: int = 0
    prototype: bool = False
    cast: bool = True
    given: frozenset[str] = frozenset()
    zone: Zone = Zone.HAND  # "from": where the spell was cast from (601.2a), as for ``cast``
    spent: Mana | None = None  # counters10: the mana spent to cast it (601.2h); None: not given
    spent_from: tuple[str, ...] = ()  # counters10: the permanents whose mana paid for it (106.6a)
    escaped: bool = False  # zones11: cast with its escape ability (702.138d), for "escapes with" (702.138c)
    chosen_counters: tuple[str, ...] | None = None  # counters14: "your choice of a flying counter or ..." (614.1c); None: not given
    as_enters: bool | None = None  # counters14: the player did what "As this enters, you may ..." offers (614.12); audit31: unleash, riot, tribute taken; audit32: entered as a copy (614.1c); None: not given
    # types15: the kicker costs paid, for "If this creature was kicked with its {R} kicker, ..." (702.33e);
    # None: not given (then ``kicked`` alone decides only when it is 0 or every kicker cost)
    kicked_with: tuple[ManaCost, ...] | None = None
    # enters16: the permanent whose permission it was cast with (601.3), for "If you cast a spell this
    # way, that creature enters with ..." (Intrepid Paleontologist); None: not said
    using: str | None = None
    # audit19: the cards exiled to pay for the spell (delve, 702.66a), by name, for "for each instant
    # and sorcery card exiled with it" (607.2a); None: not given
    exiled: tuple[str, ...] | None = None
    # audit19: how many creatures were tapped to pay for the spell with convoke (702.51a); None: not given
    convoked: int | None = None
    # s16: how many creatures it devoured (702.82a) / cards revealed for its amplify (702.38a) as
    # it entered; None: not given
    devoured: int | None = None
    revealed: int | None = None
    # audit33: how many of its Phyrexian mana symbols were paid with 2 life (107.4f), for
    # compleated (702.150a: two fewer loyalty counters for each); None: not given
    phyrexian_life: int | None = None
    kind: ClassVar[str] = "enters"


@dataclass(frozen=True, slots=True)
class AvailableManaQuery:
    """``available_mana: NAME`` or ``{player: NAME, hand: bool}`` — every maximal pool the player
    can have at once now; ``hand`` False leaves out the mana abilities of cards in their hand."""

    player: str
    hand: bool = True
    kind: ClassVar[str] = "available_mana"


@dataclass(frozen=True, slots=True)
class CanPayQuery:
    """``can_pay: {player: NAME, cost: "{2}{G}{G}", x: N, for: NAME, hand: bool}`` — whether the
    player can pay the cost now with mana abilities; ``for_`` (the key ``for``) names a card in
    their hand whose spell the mana is for (106.6)."""

    player: str
    cost: ManaCost
    x: int = 0
    for_: str | None = None
    hand: bool = True
    kind: ClassVar[str] = "can_pay"


QuerySpec = CouldProduceQuery | TapForManaQuery | CanActivateQuery | CastQuery | CastOptionsQuery | EntersQuery | AvailableManaQuery | CanPayQuery
QUERY_TYPES: tuple[type[QuerySpec], ...] = (
    CouldProduceQuery, TapForManaQuery, CanActivateQuery, CastQuery, CastOptionsQuery, EntersQuery, AvailableManaQuery, CanPayQuery,
)
QUERY_KINDS: tuple[str, ...] = tuple(t.kind for t in QUERY_TYPES)


def parse_query(kind: str, value: Any, *, players: Sequence[str] | None = None) -> QuerySpec:
    """The query of ``kind`` whose value is ``value`` (as a scenario file writes it).

    ``players``, when given, are the scenario's players: a ``player`` key must name one of them.
    Raises :class:`QueryError` naming the kind and the key at fault."""
    if kind == "could_produce":
        ref, n = _target(value, kind=kind, ability_required=False)
        if n is not None:
            raise QueryError("could_produce takes a permanent, not an ability")
        return CouldProduceQuery(ref)
    if kind == "tap_for_mana":
        ref, n = _target(value, kind=kind, ability_required=False)
        return TapForManaQuery(ref, n)
    if kind == "can_activate":
        who = value.get("player") if isinstance(value, Mapping) else None
        if who is not None:  # 602.2: "Any player may activate this ability": who asks
            value = {k: v for k, v in value.items() if k != "player"}
            if not isinstance(who, str) or (players is not None and who not in players):
                raise QueryError(f"can_activate: player: expected one of the players {list(players or ())}, got {who!r}")
        ref, n = _target(value, kind=kind, ability_required=True)
        assert n is not None
        return CanActivateQuery(ref, n, who)
    if kind in ("cast", "cast_options", "enters"):
        return _casting(kind, value, players)
    if kind in ("available_mana", "can_pay"):
        return _whole_board(kind, value, players)
    raise QueryError(f"unknown query kind {kind!r}")


def zone_key(zone: Zone) -> str:
    """How a query writes the zone a spell is cast from: ``hand``, ``library`` (its top),
    ``graveyard`` or ``exile`` (zones11)."""
    return zone.value


# --- permanents and abilities -----------------------------------------------------------------


def _target(value: Any, *, kind: str, ability_required: bool) -> tuple[str, int | None]:
    """A query's value: a reference, or ``{permanent: REF, ability: N}``."""
    if isinstance(value, str):
        if ability_required:
            raise QueryError(f"{kind} needs {{permanent: REF, ability: N}}, got {value!r}")
        return value, None
    if isinstance(value, Mapping):
        unknown = set(value) - {"permanent", "ability"}
        if unknown:
            raise QueryError(f"{kind}: unknown key(s) {sorted(unknown)}; expected permanent and ability")
        ref = value.get("permanent")
        if not isinstance(ref, str) or not ref:
            raise QueryError(f"{kind} needs a permanent reference, got {ref!r}")
        n = value.get("ability")
        if n is None and ability_required:
            raise QueryError(f"{kind} needs an ability number")
        if n is not None and (isinstance(n, bool) or not isinstance(n, int) or n < 0):
            raise QueryError(f"{kind}: ability must be a whole number from 0, got {n!r}")
        return ref, n
    raise QueryError(f"{kind}: expected a permanent reference or a mapping, got {value!r}")


# --- the whole board's mana -------------------------------------------------------------------


def _whole_board(kind: str, value: Any, players: Sequence[str] | None) -> AvailableManaQuery | CanPayQuery:
    if kind == "available_mana" and isinstance(value, str):
        value = {"player": value}
    if not isinstance(value, Mapping):
        shape = "a player or {player: NAME, hand: bool}" if kind == "available_mana" else '{player: NAME, cost: "{2}{G}"}'
        raise QueryError(f"{kind}: expected {shape}, got {value!r}")
    _check_keys(kind, value, AVAILABLE_KEYS if kind == "available_mana" else CAN_PAY_KEYS)
    if "player" not in value:
        raise QueryError(f"{kind}: player: a player's name is required")
    player = _player(kind, value, players)
    assert player is not None
    hand = _flag(kind, value, "hand", True)
    if kind == "available_mana":
        return AvailableManaQuery(player, hand)
    text = value.get("cost")
    if isinstance(text, int) and not isinstance(text, bool) and text >= 0:
        text = "{%d}" % text
    if not isinstance(text, str):
        raise QueryError(f"can_pay: cost: expected a mana cost such as \"{{2}}{{G}}{{G}}\", got {text!r}")
    try:
        cost = ManaCost.parse(text)
    except InputError as e:
        raise QueryError(f"can_pay: cost: {e}") from None
    for_ = value.get("for")
    if for_ is not None and (not isinstance(for_, str) or not for_.strip()):
        raise QueryError(f"can_pay: for: expected the name of a card in the player's hand, got {for_!r}")
    return CanPayQuery(player, cost, _count(kind, value, "x"), for_, hand)


# --- casting ----------------------------------------------------------------------------------


def _modes(kind: str, value: Mapping[str, Any]) -> tuple[int, ...] | None:
    """``modes: [N, ...]``: the modes of a modal spell chosen, each numbered from 0 (700.2)."""
    if "modes" not in value:
        return None
    got = value["modes"]
    if isinstance(got, int) and not isinstance(got, bool):
        got = [got]
    if not isinstance(got, list) or not got or not all(isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in got):
        raise QueryError(f"{kind}: modes: expected a list of mode numbers (from 0), got {got!r}")
    return tuple(got)


def _optional_costs(kind: str, value: Mapping[str, Any]) -> tuple[tuple[str, int], ...]:
    """altcost11: ``optional_costs: {buyback: 1, replicate: 2}``: how many times each optional
    keyword cost is paid (601.2b), by keyword name."""
    got = value.get("optional_costs")
    if got is None:
        return ()
    if not isinstance(got, Mapping) or not all(
        isinstance(k, str) and k.strip() and isinstance(n, int) and not isinstance(n, bool) and n >= 0 for k, n in got.items()
    ):
        raise QueryError(f"{kind}: optional_costs: expected a mapping of keyword names to times paid, such as {{buyback: 1}}, got {got!r}")
    return tuple(sorted((k.strip().lower(), n) for k, n in got.items()))


def _casting(kind: str, value: Any, players: Sequence[str] | None) -> CastQuery | CastOptionsQuery | EntersQuery:
    if isinstance(value, str):
        value = {"card": value}
    if not isinstance(value, Mapping):
        raise QueryError(f"{kind}: expected a mapping such as {{card: NAME}}, got {value!r}")
    if kind == "cast":
        _check_keys(kind, value, CAST_KEYS)
        return CastQuery(
            _card_name(kind, value),
            zone=_zone(kind, value),
            player=_player(kind, value, players),
            using=_using(kind, value),
            prototype=_flag(kind, value, "prototype", False),
            alternative_cost=_alt(kind, value),
            kicker=_count(kind, value, "kicker"),
            x=_count(kind, value, "x"),
            sacrifice=_refs(kind, value),
            targets=_optional_count(kind, value, "targets"),
            pay_mana_instead=_flag(kind, value, "pay_mana_instead", False) if "pay_mana_instead" in value else None,
            modes=_modes(kind, value),
            optional_costs=_optional_costs(kind, value),
            face_down=_flag(kind, value, "face_down", False),
        )
    if kind == "cast_options":
        _check_keys(kind, value, OPTIONS_KEYS)
        return CastOptionsQuery(_card_name(kind, value), zone=_zone(kind, value), player=_player(kind, value, players))
    _check_keys(kind, value, ENTERS_KEYS)
    kicked_with = _kicked_with(kind, value)  # types15: 702.33e
    return EntersQuery(
        _card_name(kind, value),
        x=_count(kind, value, "x"),
        kicked=_count(kind, value, "kicked") if "kicked" in value else len(kicked_with or ()),
        prototype=_flag(kind, value, "prototype", False),
        cast=_flag(kind, value, "cast", True),
        given=frozenset(value),
        zone=_zone(kind, value),
        spent=_spent(kind, value),
        spent_from=_spent_from(kind, value),
        escaped=_flag(kind, value, "escaped", False),
        chosen_counters=_chosen_counters(kind, value),
        as_enters=_flag(kind, value, "as_enters", False) if "as_enters" in value else None,
        kicked_with=kicked_with,
        using=_enters_using(kind, value),
        exiled=_exiled(kind, value),
        convoked=_count(kind, value, "convoked") if "convoked" in value else None,
        devoured=_optional_count(kind, value, "devoured"),
        revealed=_optional_count(kind, value, "revealed"),
        phyrexian_life=_optional_count(kind, value, "phyrexian_life"),
    )


def _exiled(kind: str, value: Mapping[str, Any]) -> tuple[str, ...] | None:
    """audit19: ``exiled: [NAME]``, the cards exiled to pay for the spell (702.66a); None when not given."""
    if "exiled" not in value:
        return None
    names = value["exiled"]
    if isinstance(names, str):
        names = [names]
    if not isinstance(names, list) or not all(isinstance(n, str) and n.strip() for n in names):
        raise QueryError(f"{kind}: exiled: expected a list of card names, got {names!r}")
    return tuple(names)


def _kicked_with(kind: str, value: Mapping[str, Any]) -> tuple[ManaCost, ...] | None:
    """types15: ``kicked_with: ["{1}{B}", "{R}"]``, the kicker costs paid for the spell (702.33e:
    "kicked with its {R} kicker"); ``kicked`` then defaults to how many, and must agree when both
    are written. None when not given."""
    if "kicked_with" not in value:
        return None
    got = value["kicked_with"]
    if isinstance(got, str):
        got = [got]
    if not isinstance(got, list) or not all(isinstance(c, str) and c.strip() for c in got):
        raise QueryError(f"{kind}: kicked_with: expected a list of kicker costs (\"{{1}}{{B}}\", ...), got {got!r}")
    try:
        costs = tuple(ManaCost.parse(c) for c in got)
    except InputError as exc:  # a cost that is no mana cost
        raise QueryError(f"{kind}: kicked_with: {exc}") from None
    if "kicked" in value and _count(kind, value, "kicked") != len(costs):
        raise QueryError(f"{kind}: kicked and kicked_with disagree: kicked {value['kicked']}, kicked_with {len(costs)} cost(s)")
    return costs


def _chosen_counters(kind: str, value: Mapping[str, Any]) -> tuple[str, ...] | None:
    """counters14: ``chosen_counters: [flying]``, the kinds of counter chosen for "enters with your
    choice of a flying counter or a first strike counter on it" (614.1c); None when not given."""
    if "chosen_counters" not in value:
        return None
    got = value["chosen_counters"]
    if isinstance(got, str):
        got = [got]
    if not isinstance(got, list) or not all(isinstance(k, str) and k.strip() for k in got):
        raise QueryError(f"{kind}: chosen_counters: expected a list of counter kinds (flying, +1/+1, ...), got {got!r}")
    return tuple(k.strip().lower() for k in got)


def _enters_using(kind: str, value: Mapping[str, Any]) -> str | None:
    """enters16: ``using: REF``, the permanent whose permission to cast the spell was used (601.3)."""
    u = value.get("using")
    if u is None:
        return None
    if not isinstance(u, str) or not u.strip():
        raise QueryError(f"{kind}: using: expected a reference to the permanent whose permission cast it, got {u!r}")
    return u.strip()


def _spent_from(kind: str, value: Mapping[str, Any]) -> tuple[str, ...]:
    """counters10: ``spent_from: [REF]``, the permanents whose mana abilities made mana that was
    spent to cast the spell (601.2g-h), for what that mana does when spent (106.6a)."""
    refs = value.get("spent_from", [])
    if isinstance(refs, str):
        refs = [refs]
    if not isinstance(refs, list) or not all(isinstance(r, str) and r.strip() for r in refs):
        raise QueryError(f"{kind}: spent_from: expected a list of permanent references, got {refs!r}")
    return tuple(refs)


def _spent(kind: str, value: Mapping[str, Any]) -> Mana | None:
    """counters10: the query's ``spent`` key (see :func:`parse_spent`)."""
    return parse_spent(kind, value.get("spent"))


def parse_spent(kind: str, text: object) -> Mana | None:
    """counters10: ``spent: "{W}{U}{C}{C}"``, the mana spent to cast the spell, each mana by its
    type (601.2h: the mana that paid the total cost, W U B R G or C): what "for each color of mana
    spent to cast it" and "the amount of mana spent to cast it" read; None: not said.

    Raises
    ------
    QueryError
        Naming ``kind`` and the key, for text that is not mana by type (``{2}`` is no type)."""
    if text is None:
        return None
    if not isinstance(text, str):
        raise QueryError(f"{kind}: spent: expected the mana spent by type, such as \"{{W}}{{U}}{{C}}{{C}}\", got {text!r}")
    try:
        return Mana.parse(text)
    except InputError as e:
        raise QueryError(f"{kind}: spent: {e} (the mana spent by type: W, U, B, R, G or C, as \"{{W}}{{U}}{{C}}{{C}}\")") from None


def _check_keys(kind: str, value: Mapping[str, Any], allowed: Sequence[str]) -> None:
    for key in value:
        if key not in allowed:
            close = difflib.get_close_matches(str(key), list(allowed), n=1, cutoff=0.6)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise QueryError(f"{kind}: unknown key {key!r}{hint}; expected {', '.join(allowed)}")


def _card_name(kind: str, value: Mapping[str, Any]) -> str:
    card = value.get("card")
    if not isinstance(card, str) or not card.strip():
        raise QueryError(f"{kind}: card: expected a card name, got {card!r}")
    return card


def _zone(kind: str, value: Mapping[str, Any]) -> Zone:
    z = value.get("from", "hand")
    if z == "hand":
        return Zone.HAND
    if z == "library":
        return Zone.LIBRARY_TOP
    if z in ("graveyard", "exile", "command"):  # zones11: 601.2a, 601.3; grants12: 903.8
        return Zone(z)
    raise QueryError(f"{kind}: from: expected hand, library, graveyard, exile or command, got {z!r}")


def _player(kind: str, value: Mapping[str, Any], players: Sequence[str] | None) -> str | None:
    p = value.get("player")
    if p is None:
        return None
    if players is not None:
        if p not in players:
            raise QueryError(f"{kind}: player: {p!r} is not a player ({', '.join(players)})")
    elif not isinstance(p, str) or not p.strip():
        raise QueryError(f"{kind}: player: expected a player's name, got {p!r}")
    return str(p)


def _using(kind: str, value: Mapping[str, Any]) -> str:
    u = value.get("using", "normal")
    if isinstance(u, bool) or not isinstance(u, (str, int)) or not str(u).strip():
        raise QueryError(f"{kind}: using: expected normal or a reference to a One with the Multiverse, got {u!r}")
    return str(u)


def _flag(kind: str, value: Mapping[str, Any], key: str, default: bool) -> bool:
    v = value.get(key, default)
    if not isinstance(v, bool):
        raise QueryError(f"{kind}: {key}: expected true or false, got {v!r}")
    return v


def _alt(kind: str, value: Mapping[str, Any]) -> str | None:
    v = value.get("alternative_cost")
    if v is None:
        return None
    if not isinstance(v, str) or not v.strip():
        raise QueryError(f"{kind}: alternative_cost: expected the name of an alternative cost (such as evoke) or null, got {v!r}")
    return v.strip()


def _count(kind: str, value: Mapping[str, Any], key: str) -> int:
    v = value.get(key, 0)
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise QueryError(f"{kind}: {key}: expected a whole number from 0, got {v!r}")
    return v


def _optional_count(kind: str, value: Mapping[str, Any], key: str) -> int | None:
    if value.get(key) is None:
        return None
    return _count(kind, value, key)


def _refs(kind: str, value: Mapping[str, Any]) -> tuple[str, ...] | None:
    if "sacrifice" not in value:
        return None
    v = value["sacrifice"]
    if isinstance(v, str):
        v = [v]
    if not isinstance(v, list) or not all(isinstance(r, (str, int)) and not isinstance(r, bool) for r in v):
        raise QueryError(f"{kind}: sacrifice: expected a list of permanent references, got {v!r}")
    return tuple(str(r) for r in v)
