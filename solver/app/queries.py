"""The library's front door: one function per query kind of SCENARIOS.md.

>>> from solver import load, could_produce
>>> state = load("examples/could_produce/reflecting_pool.yaml").state      # doctest: +SKIP
>>> could_produce(state, "Reflecting Pool").answer                            # doctest: +SKIP
['B', 'G']
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from ...model.errors import QueryError
from ...model.scenario import Query
from ...model.state import GameState
from ..casting.cast import answer_casting
from ..mana.witness import could_produce_of
from ..options import Options
from ..paying.activation import can_activate as _can_activate
from ..paying.tapping import tap_outcomes
from ..results import CouldProduce, TapForMana, Verdict

Answer = CouldProduce | TapForMana | Verdict


def could_produce(state: GameState, permanent: str, *, options: Options = Options()) -> CouldProduce:
    """The types of mana ``permanent`` could produce now (106.7)."""
    return could_produce_of(state, state.permanent(permanent).id, options=options)


def tap_for_mana(state: GameState, permanent: str, ability: int | None = None, *, options: Options = Options()) -> TapForMana:
    """Every distinct result of tapping ``permanent`` for mana now (106.12, 605, 616.1)."""
    return tap_outcomes(state, state.permanent(permanent).id, ability, options=options)


def can_activate(state: GameState, permanent: str, ability: int, *, options: Options = Options()) -> Verdict:
    """Whether activated ability number ``ability`` of ``permanent`` can be activated now."""
    return _can_activate(state, state.permanent(permanent).id, ability, options=options)


@dataclass(frozen=True)
class _Target:
    permanent: str
    ability: int | None


def _target(value: Any, *, kind: str, ability_required: bool) -> _Target:
    """A query's value: a reference, or ``{permanent: REF, ability: N}``."""
    if isinstance(value, str):
        if ability_required:
            raise QueryError(f"{kind} needs {{permanent: REF, ability: N}}, got {value!r}")
        return _Target(value, None)
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
        return _Target(ref, n)
    raise QueryError(f"{kind}: expected a permanent reference or a mapping, got {value!r}")


def answer(state: GameState, query: Query, *, options: Options = Options()) -> Answer:
    """Answer one query of a scenario (dispatch on its kind)."""
    kind = query.kind
    if kind == "could_produce":
        t = _target(query.value, kind=kind, ability_required=False)
        if t.ability is not None:
            raise QueryError("could_produce takes a permanent, not an ability")
        return could_produce(state, t.permanent, options=options)
    if kind == "tap_for_mana":
        t = _target(query.value, kind=kind, ability_required=False)
        return tap_for_mana(state, t.permanent, t.ability, options=options)
    if kind == "can_activate":
        t = _target(query.value, kind=kind, ability_required=True)
        assert t.ability is not None
        return can_activate(state, t.permanent, t.ability, options=options)
    if kind in ("cast", "cast_options", "enters"):
        return answer_casting(state, query, options=options)
    raise QueryError(f"unknown query kind {kind!r}")


def target_label(query: Query) -> str:
    """A short text naming what a query asks about, for reports."""
    v = query.value
    if isinstance(v, Mapping):
        main = v.get("permanent") or v.get("card") or ""
        extra = ", ".join(f"{k}={v[k]}" for k in v if k not in ("permanent", "card"))
        return f"{main} ({extra})" if extra else str(main)
    return str(v)
