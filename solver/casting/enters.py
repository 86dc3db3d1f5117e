"""What the permanent a spell becomes enters with (SCENARIOS.md ``enters``): its counters and its
mana value.

An enters-with-counters replacement that reads X uses the spell's X and kicker count (107.3m,
614.1c); the permanent's own X is 0, so its mana value counts X as 0 (202.3e); a prototyped
permanent has the prototype's mana cost (718.3b). A permanent put onto the battlefield without
being cast has X = 0 and was kicked 0 times.
"""

from __future__ import annotations

from ...model.abilities import Const, TimesKicked, XValue
from ...model.errors import QueryError
from ...model.queries import EntersQuery
from ...model.state import GameState
from .profile import SpellProfile
from .results import Enters
from .situation import lookup_card

__all__ = ["answer_enters", "enters"]


def enters(
    state: GameState, card: str, *, x: int = 0, kicked: int = 0, prototype: bool = False, cast: bool = True,
    given: frozenset[str] = frozenset(),
) -> Enters:
    """What the permanent ``card`` becomes enters with (107.3m, 614.1c, 202.3e, 718.3b);
    ``cast=False`` for a permanent put onto the battlefield without being cast. ``given`` names
    the keys a query wrote (``x`` or ``kicked`` written with ``cast=False`` is an error)."""
    return answer_enters(state, EntersQuery(card, x, kicked, prototype, cast, given))


def answer_enters(state: GameState, query: EntersQuery) -> Enters:
    """The answer to an ``enters`` query: ``{counters, mana_value}``."""
    x, kicked, prototype, cast = query.x, query.kicked, query.prototype, query.cast
    c = lookup_card(state, query.card, None)
    profile = SpellProfile.of(c)
    reads_x = any(isinstance(e.amount, XValue) for e in profile.entering)
    if x and not (profile.any_x or reads_x):
        raise QueryError(f"enters: x: {c.name} has no X")
    capacity = len(profile.kickers) if profile.multikicker is None else None
    if kicked and capacity is not None and kicked > capacity:
        raise QueryError(f"enters: kicked: {c.name} can be kicked {'at most ' + str(capacity) + ' time(s)' if capacity else 'not at all (no kicker)'}")
    if prototype and profile.prototype is None:
        raise QueryError(f"enters: prototype: {c.name} has no prototype")
    if not cast and ("x" in query.given or "kicked" in query.given) and (x or kicked):
        raise QueryError("enters: x and kicked describe the spell; with cast: false the permanent was not cast (X is 0)")
    counters: dict[str, int] = {}
    reasons: list[str] = []
    for e in profile.entering:
        amount = e.amount
        said = (e.text or str(e)).rstrip(".")
        if isinstance(amount, XValue):
            n = x if cast else 0
            reasons.append(f"{said}: X is the spell's X, {n} (107.3m, 614.1c)" if cast else f"{said}: not cast, so X is 0 (107.3m)")
        elif isinstance(amount, TimesKicked):
            n = kicked if cast else 0
            reasons.append(f"{said}: kicked {n} time(s) (702.33d, 614.1c)")
        elif isinstance(amount, Const):
            n = amount.n
            reasons.append(f"{said} (614.1c)")
        else:  # pragma: no cover - the grammar reads no other amount here
            n = 0
        counters[e.kind] = counters.get(e.kind, 0) + n
    cost = profile.prototype if prototype and profile.prototype is not None else c.mana_cost
    mv = cost.mana_value(0)
    rules = ["718.3b"] if prototype else ["202.3"]
    if cost.has_x:
        rules += ["202.3e", "107.3m"]
    reasons.append(
        f"mana value {mv}: {'prototype ' if prototype else ''}mana cost {cost or 'none'}"
        + (", with X as 0 off the stack" if cost.has_x else "")
        + f" ({', '.join(rules)})"
    )
    return Enters(c.name, {k: n for k, n in counters.items() if n}, mv, tuple(reasons))
