"""Casting questions (SCENARIOS.md ``cast``, ``cast_options``, ``enters``): whether a spell can be
cast now in a given way, every legal way to cast it, and what the permanent it becomes enters with.

The choices of casting (601.2b-c) are a constraint problem (:mod:`solver.cast_csp`): which
permission is used (the normal one from hand; One with the Multiverse's middle ability for the top
of the library; the free cast of one particular One with the Multiverse), prototyped or not
(718.3), which alternative cost (118.9), how many times kicked (702.33), the value of X (107.3),
what is sacrificed for a mandatory additional cost (118.8) and how many targets (601.2c). Each
solution's total cost (601.2f, :mod:`solver.cast_costs`) must then be payable now (601.2g-h): the
caster's permanents that can be activated now each choose one of their ``tap_for_mana`` outcomes
(replacement effects applied: Contamination lets Reflecting Pool and Forest pay {B}{B}), spending
rules widen what a mana may pay, and the memoised search of :mod:`solver.payment` decides. Mana
abilities are activated before costs are paid (601.2g), so a creature may tap for mana and then
be sacrificed to Bone Splinters.

Query keys beyond SCENARIOS.md (documented in docs and in this module):

* ``cast`` and ``cast_options``: ``player: NAME`` — who casts (default: the player who has the
  card in that zone; the active player if several do or none does).
* ``cast``: ``targets: N`` — how many targets the spell has (601.2c), for spells whose number of
  targets is a choice (Fireball: "any number of targets"; its cost increase counts them).
  Default: the least number the spell needs, but 1 when a target is optional and one exists.
  Left out, ``sacrifice`` lets the solver choose what to sacrifice; ``sacrifice: []`` sacrifices
  nothing. ``cast_options`` lists ``targets`` for such spells.
* ``enters``: ``prototype: bool`` (the permanent of a prototyped spell, 718.3b) and
  ``cast: bool`` (default true; false for a permanent put onto the battlefield without being
  cast, whose X and kicker count are 0).

>>> from solver import load                                                  # doctest: +SKIP
>>> state = load("examples/casting/kicker.yaml")[0].state                    # doctest: +SKIP
>>> cast(state, "Goblin Bushwhacker", kicker=1).answer                       # doctest: +SKIP
{'legal': True, 'cost': '{R}{R}', 'reason': '...'}
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from ...model.abilities import Const, TimesKicked, XValue, Zone
from ...model.cards import Card
from ...model.costs import ManaCost, Sacrifice, TapSelf
from ...model.errors import QueryError, UnknownCardError, UnknownReferenceError
from ...model.mana import Mana
from ...model.scenario import Query
from ...model.selectors import Relation
from ...model.state import GameState
from ..mana.resolver import Resolver
from ..options import Options
from ..paying.activation import mana_sources
from ..paying.payment import Payment, Source
from ..paying.spending import spend_sources, spending_rules, spending_types
from .costs import (
    PaymentOracle,
    TotalCost,
    assign_symbols,
    times,
    total_cost,
)
from .profile import (
    Modifier,
    Permission,
    SpellProfile,
    describe_modifier,
    in_zone,
    modifiers,
    permissions,
    possessive,
    zone_words,
)
from .results import CastOption, CastOptions, CastVerdict, Enters, PaymentWitness
from .space import NOTHING, Request, Space, build_space

CAST_KEYS = ("card", "from", "player", "using", "prototype", "alternative_cost", "kicker", "x", "sacrifice", "targets")
OPTIONS_KEYS = ("card", "from", "player")
ENTERS_KEYS = ("card", "x", "kicked", "prototype", "cast")
MULTIKICK_CAP = 20  # multikicker {0} could be paid any number of times: list this many


# --- the front door ---------------------------------------------------------------------------


def answer_casting(state: GameState, query: Query, *, options: Options = Options()) -> CastVerdict | CastOptions | Enters:
    """Answer a ``cast``, ``cast_options`` or ``enters`` query (dispatched from solver.queries)."""
    kind = query.kind
    value = query.value
    if isinstance(value, str):
        value = {"card": value}
    if not isinstance(value, Mapping):
        raise QueryError(f"{kind}: expected a mapping such as {{card: NAME}}, got {value!r}")
    if kind == "cast":
        _check_keys(kind, value, CAST_KEYS)
        return cast(
            state,
            _card_name(kind, value),
            from_=_zone_key(kind, value),
            player=_player(kind, value, state),
            using=_using(kind, value),
            prototype=_flag(kind, value, "prototype", False),
            alternative_cost=_alt(kind, value),
            kicker=_count(kind, value, "kicker", 0),
            x=_count(kind, value, "x", 0),
            sacrifice=_refs(kind, value, state),
            targets=_count(kind, value, "targets", None),
            options=options,
        )
    if kind == "cast_options":
        _check_keys(kind, value, OPTIONS_KEYS)
        return cast_options(state, _card_name(kind, value), from_=_zone_key(kind, value), player=_player(kind, value, state), options=options)
    if kind == "enters":
        _check_keys(kind, value, ENTERS_KEYS)
        return enters(
            state,
            _card_name(kind, value),
            x=_count(kind, value, "x", 0),
            kicked=_count(kind, value, "kicked", 0),
            prototype=_flag(kind, value, "prototype", False),
            cast=_flag(kind, value, "cast", True),
            given=frozenset(value),
        )
    raise QueryError(f"not a casting query: {kind!r}")


def cast(
    state: GameState,
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
    """Whether casting ``card`` this way is legal now, its total cost (601.2f) and the reason.

    ``using`` is "normal" or the id of a One with the Multiverse whose free cast is used;
    ``sacrifice`` None lets the solver choose; ``targets`` None takes the default count."""
    ctx = _Context.of(state, card, _zone(from_), player, options)
    if ctx.profile.is_land:
        return CastVerdict(ctx.card.name, False, None, f"{ctx.card.name} is a land: lands are played, not cast", "305.1, 305.9")
    request = Request(
        ctx.card, ctx.zone, ctx.caster, using=_resolve_using(state, using), prototype=prototype,
        alternative=alternative_cost.lower() if alternative_cost else None, alternative_given=True,
        kicker=kicker, x=x, sacrifice=None if sacrifice is None else tuple(_resolve_ref(state, r, "sacrifice") for r in sacrifice),
        targets=targets, default_targets=targets is None,
    )
    space = build_space(ctx.board, ctx.profile, request, ctx.perms)
    solutions = space.solutions()
    if not solutions:
        culprit = space.first_violation()
        reason, rule = (culprit.reason, culprit.rule) if culprit else ("no legal way to cast it like this", "601.2e")
        cost = _requested_cost(ctx, space, request)
        return CastVerdict(ctx.card.name, False, cost, reason, rule, notes=space.notes)
    evaluated = sorted((ctx.evaluate(space, s) for s in solutions), key=lambda e: e.sort_key)
    for e in evaluated:
        payment = ctx.pay(e)
        if payment is not None:
            option = ctx.option(e, payment)
            return CastVerdict(ctx.card.name, True, e.total.text, ctx.explain_legal(e, option), "601.2", option, notes=space.notes)
    e = min(evaluated, key=lambda e: (e.total.cost.mana_value(), e.sort_key))
    reason = f"the total cost {e.total.text} can't be paid with the mana {possessive(ctx.caster)} permanents can make now"
    return CastVerdict(ctx.card.name, False, e.total.text, reason, "601.2g, 601.2h, 118.3", CastOption(e.choice, e.total.text, e.breakdown), space.notes)


def cast_options(state: GameState, card: str, *, from_: str = "hand", player: str | None = None, options: Options = Options()) -> CastOptions:
    """Every legal way to cast ``card`` now (X and multikicker bounded by what can be paid), each
    as the mapping ``cast`` takes plus its total cost."""
    ctx = _Context.of(state, card, _zone(from_), player, options)
    if ctx.profile.is_land:
        return CastOptions(ctx.card.name, (), (f"{ctx.card.name} is a land: lands are played, not cast (305.1)",))
    request = Request(ctx.card, ctx.zone, ctx.caster)
    x_bound, kick_bound = ctx.bounds()
    space = build_space(ctx.board, ctx.profile, request, ctx.perms, x_bound=x_bound, multikick_bound=kick_bound)
    solutions = space.solutions()
    if not solutions:
        culprit = space.first_violation()
        return CastOptions(ctx.card.name, (), (f"{culprit.reason} ({culprit.rule})",) if culprit else ())
    out: list[CastOption] = []
    seen: set[tuple] = set()
    unpaid: list[_Evaluated] = []
    for e in sorted((ctx.evaluate(space, s) for s in solutions), key=lambda e: e.sort_key):
        key = tuple(sorted((k, str(v)) for k, v in e.choice.items()))
        if key in seen:
            continue
        seen.add(key)
        payment = ctx.pay(e)
        if payment is None:
            unpaid.append(e)
            continue
        out.append(ctx.option(e, payment))
    reasons: tuple[str, ...] = ()
    if not out and unpaid:
        cheapest = min(unpaid, key=lambda e: e.total.cost.mana_value())
        reasons = (f"none of the {len(unpaid)} legal way(s) can be paid now; the cheapest costs {cheapest.total.text} (601.2g-h, 118.3)",)
    return CastOptions(ctx.card.name, tuple(out), reasons)


def enters(
    state: GameState, card: str, *, x: int = 0, kicked: int = 0, prototype: bool = False, cast: bool = True,
    given: frozenset[str] = frozenset(),
) -> Enters:
    """What the permanent ``card`` becomes enters with: an enters-with-counters replacement that
    reads X uses the spell's X and kicker count (107.3m, 614.1c); the permanent's own X is 0, so
    its mana value counts X as 0 (202.3e); a prototyped permanent has the prototype's mana cost
    (718.3b). A permanent put onto the battlefield without being cast has X = 0 (``cast=False``)."""
    c = _lookup(state, card, None, Zone.HAND)
    profile = SpellProfile.of(c)
    reads_x = any(isinstance(e.amount, XValue) for e in profile.entering)
    if x and not (profile.any_x or reads_x):
        raise QueryError(f"enters: x: {c.name} has no X")
    capacity = len(profile.kickers) if profile.multikicker is None else None
    if kicked and capacity is not None and kicked > capacity:
        raise QueryError(f"enters: kicked: {c.name} can be kicked {'at most ' + str(capacity) + ' time(s)' if capacity else 'not at all (no kicker)'}")
    if prototype and profile.prototype is None:
        raise QueryError(f"enters: prototype: {c.name} has no prototype")
    if not cast and ("x" in given or "kicked" in given) and (x or kicked):
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


# --- one question's context -------------------------------------------------------------------


@dataclass(frozen=True)
class _Evaluated:
    """One CSP solution read back: the cast mapping, its total cost, and what payment must avoid."""

    solution: Mapping[str, Any]
    choice: Mapping[str, Any]
    total: TotalCost
    permission: Permission
    skip: frozenset[tuple[str, int]]
    life: int
    sort_key: tuple

    @property
    def breakdown(self) -> tuple[Mapping[str, str], ...]:
        return tuple(line.to_dict() for line in self.total.lines)


@dataclass
class _Context:
    """Everything one casting question reads, computed once: the card, caster, board, permissions,
    the caster's mana sources and spending rules, and the payment oracle."""

    state: GameState
    card: Card
    zone: Zone
    caster: str
    options: Options
    resolver: Any
    profile: SpellProfile
    perms: list[Permission]
    allowed: tuple
    oracle: PaymentOracle
    _sources: dict[frozenset, tuple[list[Source], dict[str, dict[Mana, Mana]]]] = field(default_factory=dict)
    _mods: dict[bool, list[Modifier]] = field(default_factory=dict)

    @classmethod
    def of(cls, state: GameState, card: str, zone: Zone, player: str | None, options: Options) -> "_Context":
        c = _lookup(state, card, player, zone)
        caster = _caster(state, c.name, zone, player)
        resolver = Resolver.of(state, options)
        board = resolver.board
        profile = SpellProfile.of(c)
        rules = spending_rules(board, caster)
        return cls(
            state, c, zone, caster, options, resolver, profile, permissions(board, profile, caster, zone),
            spending_types(rules), PaymentOracle(state.life_of(caster)),
        )

    @property
    def board(self):
        return self.resolver.board

    # --- payment --------------------------------------------------------------------------

    def sources(self, skip: frozenset[tuple[str, int]]) -> tuple[list[Source], dict[str, dict[Mana, Mana]]]:
        """The caster's mana sources (spending rules applied), without the abilities in ``skip``."""
        hit = self._sources.get(skip)
        if hit is None:
            raw = mana_sources(self.resolver, self.caster, None, skip)
            hit = spend_sources(raw, self.allowed, self.options.max_outcomes)
            self._sources[skip] = hit
        return hit

    def pay(self, e: _Evaluated) -> Payment | None:
        sources, _ = self.sources(e.skip)
        return self.oracle.pay(e.total.cost, sources, key=sorted(e.skip), life=e.life)

    def bounds(self) -> tuple[int, int]:
        """Upper bounds for X and multikicker: no cost can use more mana than the sources make
        together, plus what reductions could take off."""
        sources, _ = self.sources(frozenset())
        avail = sum(max((m.total for m in s.outcomes), default=0) for s in sources)
        most_targets = sum(t.maximum if t.maximum is not None else len(self.state.players) + len(self.state.permanents) for t in self.profile.targets)
        reductions = 0
        for proto in (False, True):
            for m in self.modifiers(proto):
                if not m.effect.increase:
                    reductions = max(reductions, reductions + m.effect.amount.mana_value() * m.times(most_targets))
        budget = avail + reductions
        xs = [self.profile.x_symbols(c) for c in self._x_costs() if self.profile.x_symbols(c)]
        x_bound = budget // min(xs) if xs else 0
        mk = self.profile.multikicker
        kick_bound = 0
        if mk is not None:
            kick_bound = budget // mk.mana_value() if mk.mana_value() else MULTIKICK_CAP
        return x_bound, kick_bound

    def _x_costs(self) -> list[ManaCost]:
        costs = [self.card.mana_cost] + [a.cost for a in self.profile.alternatives]
        if self.profile.prototype is not None:
            costs.append(self.profile.prototype)
        return costs

    def modifiers(self, prototyped: bool) -> list[Modifier]:
        if prototyped not in self._mods:
            self._mods[prototyped] = modifiers(self.board, self.profile, self.caster, prototyped)
        return self._mods[prototyped]

    # --- reading a solution back -----------------------------------------------------------

    def evaluate(self, space: Space, sol: Mapping[str, Any]) -> _Evaluated:
        """The cast mapping and total cost (601.2f) of one CSP solution."""
        profile = self.profile
        perm = next(p for p in space.permissions if sol.get(p.var) == 1)
        proto = bool(sol.get("prototype", 0))
        alt = next((name for var, name in space.alternatives.items() if sol.get(var) == 1), None)
        kicks = [i for i, v in enumerate(space.kicks) if sol.get(v) == 1]
        multi = int(sol.get("multikick", 0))
        x = int(sol.get("x", 0))
        ntargets = sum(int(sol.get(v, 0)) for v in space.target_vars)
        sacrificed = [sol[s.var] for s in space.slots if s.sacrificed and sol.get(s.var) not in (None, NOTHING)]
        tapped = [sol[s.var] for s in space.slots if not s.sacrificed and sol.get(s.var) not in (None, NOTHING)]
        if perm.free:
            base, label = None, f"cast without paying its mana cost ({perm.source}'s permission)"
        elif alt is not None:
            a = profile.alternative(alt)
            assert a is not None
            base, label = a.cost, f"{alt} cost {a.cost} instead of the mana cost ({a.rule})"
        elif proto and profile.prototype is not None:
            base, label = profile.prototype, f"prototype mana cost {profile.prototype} (718.3)"
        else:
            base, label = self.card.mana_cost, f"mana cost {self.card.mana_cost or '(none)'}"
        additions = [(f"kicker {profile.kickers[i]}", profile.kickers[i], "702.33a") for i in kicks]
        if multi and profile.multikicker is not None:
            additions.append((f"multikicker {profile.multikicker} ×{multi}", times(profile.multikicker, multi), "702.33c"))
        increases, reductions = [], []
        for m in self.modifiers(proto):
            n = m.times(ntargets)
            if not n:
                continue
            if m.effect.increase:
                increases.append((describe_modifier(m, n), times(m.effect.amount, n), "601.2f"))
            else:
                reductions.append((describe_modifier(m, n), m.effect.amount.mana_value() * n, "601.2f, 118.7a"))
        total = total_cost(base, label, x, additions, increases, reductions)
        skip: set[tuple[str, int]] = set()
        for pid in sacrificed:  # 118.3: sacrificed for the cost, it can't also be sacrificed for mana
            for ref in self.board.view(pid).mana_abilities():
                if any(isinstance(p, Sacrifice) and p.what.relation is Relation.SELF for p in ref.ability.cost.parts):  # type: ignore[union-attr]
                    skip.add((pid, ref.index))
        for pid in tapped:  # tapped for the cost, it can't also be tapped for mana
            for ref in self.board.view(pid).mana_abilities():
                if any(isinstance(p, TapSelf) for p in ref.ability.cost.parts):  # type: ignore[union-attr]
                    skip.add((pid, ref.index))
        choice: dict[str, Any] = {
            "card": self.card.name,
            "from": "hand" if self.zone is Zone.HAND else "library",
            "using": perm.source if perm.free else "normal",
            "prototype": proto,
            "alternative_cost": alt,
            "kicker": len(kicks) + multi,
            "x": x,
            "sacrifice": sacrificed,
        }
        if profile.variable_targets:
            choice["targets"] = ntargets
        order = [p.var for p in space.permissions].index(perm.var)
        key = (order, proto, alt or "", len(kicks) + multi, x, ntargets, tuple(sacrificed), tuple(tapped))
        life = self.state.life_of(self.caster) - space.life_costs
        return _Evaluated(dict(sol), choice, total, perm, frozenset(skip), life, key)

    def option(self, e: _Evaluated, payment: Payment) -> CastOption:
        _, origin = self.sources(e.skip)
        sources, _ = self.sources(e.skip)
        snow = {s.id: s.snow for s in sources}
        symbols = assign_symbols(e.total.cost, payment, snow, life=e.life) or []
        spent_as = []
        for sid, m in payment.used:
            real = origin.get(sid, {}).get(m)
            if real is not None and real != m:
                spent_as.append((sid, f"{real} spent as though it were {m} (609.4b)"))
        witness = PaymentWitness(tuple((sid, str(m)) for sid, m in payment.used), tuple(symbols), tuple(spent_as))
        return CastOption(e.choice, e.total.text, e.breakdown, witness)

    def explain_legal(self, e: _Evaluated, option: CastOption) -> str:
        c = e.choice
        bits = [f"{self.card.name} can be cast from the {zone_words(self.zone)}"]
        p = e.permission
        if p.free:
            bits.append(f"without paying its mana cost with {p.source}'s once-each-turn permission (118.9)")
        elif p.source is not None:
            bits.append(f"with {p.source}'s permission ({p.text})")
        if c["prototype"]:
            bits.append("prototyped (718.3)")
        if c["alternative_cost"]:
            bits.append(f"for its {c['alternative_cost']} cost (118.9)")
        if c["kicker"]:
            bits.append(f"kicked {c['kicker']} time(s) (702.33)")
        if self.profile.any_x:
            bits.append(f"with X={c['x']}")
        if c["sacrifice"]:
            bits.append("sacrificing " + ", ".join(c["sacrifice"]) + " (118.8)")
        if "targets" in c:
            bits.append(f"with {c['targets']} target(s) (601.2c)")
        paid = str(option.payment) if option.payment is not None else ""
        text = ", ".join(bits) + f"; total cost {e.total.text} (601.2f)"
        if paid and e.total.cost.symbols:
            text += f", paid with {paid} (601.2g-h)"
        return text


def _requested_cost(ctx: _Context, space: Space, request: Request) -> str | None:
    """The total cost of the cast the question describes, even when it is illegal (so the answer
    still says what it would cost): the requested values, the first choice for the others."""
    sol: dict[str, Any] = {}
    for var, dom in space.domains.items():
        sol[var] = dom[0] if dom else 0
    for p in space.permissions:
        sol[p.var] = 0
    chosen = next((p for p in space.permissions if 1 in space.domains[p.var]), None)
    if chosen is None:
        chosen = next((p for p in space.permissions if not p.free), space.permissions[0])
    sol[chosen.var] = 1
    if request.kicker:
        if ctx.profile.multikicker is not None:
            sol["multikick"] = request.kicker
        else:
            for i, v in enumerate(space.kicks):
                sol[v] = 1 if i < request.kicker else 0
    for var in space.target_vars:
        dom = space.domains[var]
        sol[var] = dom[-1] if request.targets is not None else dom[0]
    for s in space.slots:
        sol[s.var] = NOTHING
    try:
        return ctx.evaluate(space, sol).total.text
    except (StopIteration, KeyError, ValueError):  # pragma: no cover - a cost that can't be put together
        return None


# --- query values -----------------------------------------------------------------------------


def _check_keys(kind: str, value: Mapping[str, Any], allowed: Sequence[str]) -> None:
    for key in value:
        if key not in allowed:
            import difflib

            close = difflib.get_close_matches(str(key), list(allowed), n=1, cutoff=0.6)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise QueryError(f"{kind}: unknown key {key!r}{hint}; expected {', '.join(allowed)}")


def _card_name(kind: str, value: Mapping[str, Any]) -> str:
    card = value.get("card")
    if not isinstance(card, str) or not card.strip():
        raise QueryError(f"{kind}: card: expected a card name, got {card!r}")
    return card


def _zone_key(kind: str, value: Mapping[str, Any]) -> str:
    z = value.get("from", "hand")
    if z not in ("hand", "library"):
        raise QueryError(f"{kind}: from: expected hand or library, got {z!r}")
    return z


def _zone(name: str) -> Zone:
    if name == "hand":
        return Zone.HAND
    if name == "library":
        return Zone.LIBRARY_TOP
    raise QueryError(f"from: expected hand or library, got {name!r}")


def _player(kind: str, value: Mapping[str, Any], state: GameState) -> str | None:
    p = value.get("player")
    if p is None:
        return None
    if p not in state.players:
        raise QueryError(f"{kind}: player: {p!r} is not a player ({', '.join(state.players)})")
    return p


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


def _count(kind: str, value: Mapping[str, Any], key: str, default: int | None) -> Any:
    v = value.get(key, default)
    if v is None and default is None:
        return None
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise QueryError(f"{kind}: {key}: expected a whole number from 0, got {v!r}")
    return v


def _refs(kind: str, value: Mapping[str, Any], state: GameState) -> list[str] | None:
    if "sacrifice" not in value:
        return None
    v = value["sacrifice"]
    if isinstance(v, str):
        v = [v]
    if not isinstance(v, list) or not all(isinstance(r, (str, int)) and not isinstance(r, bool) for r in v):
        raise QueryError(f"{kind}: sacrifice: expected a list of permanent references, got {v!r}")
    return [str(r) for r in v]


def _resolve_ref(state: GameState, ref: str, key: str) -> str:
    try:
        return state.permanent(ref).id
    except UnknownReferenceError as e:
        raise QueryError(f"cast: {key}: {e}") from None


def _resolve_using(state: GameState, using: str) -> str:
    return "normal" if using == "normal" else _resolve_ref(state, using, "using")


def _lookup(state: GameState, name: str, player: str | None, zone: Zone) -> Card:
    """The card by name: from the zones it may be cast from, else from the scenario's library."""
    low = name.lower()
    for p in ([player] if player else []) + list(state.players):
        for c in state.hand.get(p, ()):
            if c.name.lower() == low:
                return c
        top = state.library_top.get(p)
        if top is not None and top.name.lower() == low:
            return top
    if state.cards is not None:
        try:
            return state.cards.get(name)
        except UnknownCardError as e:
            raise QueryError(f"card: {e}") from None
    raise QueryError(f"card: unknown card {name!r} (it is in no hand and on top of no library)")


def _caster(state: GameState, name: str, zone: Zone, player: str | None) -> str:
    """Who casts: ``player`` when given; else the one player who has the card in that zone; the
    active player when several or none do."""
    if player is not None:
        return player
    holders = [p for p in state.players if in_zone(state, p, name, zone)]
    if len(holders) == 1:
        return holders[0]
    return state.active
