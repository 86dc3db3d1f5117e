"""Casting a spell as a constraint problem (python-constraint2): each solution is one way to cast
it that the rules allow, before payment (601.2b-e, 118).

Variables
  ``perm:hand``, ``perm:<permanent>:<ability>:<k>``  0/1: the permission used (exactly one)
  ``prototype``                                       0/1: cast prototyped (718.3)
  ``alt:<name>``                                      0/1: an alternative cost paid (118.9)
  ``kick:<i>``, ``multikick``                         kicker costs paid (702.33)
  ``x``                                               the value announced for X (107.3a)
  ``sac:<j>:<p>:<k>``, ``tap:<j>:<p>:<k>``            what is sacrificed / tapped for a mandatory
                                                      additional cost (118.8); "-" for nothing
  ``targets:<i>``                                     how many targets each "target" phrase takes
  ``fact:<i>``                                        a fixed fact that must hold (a failed check)

Constraints (:class:`Rule`: a built-in constraint class, never a lambda, with the rule it
carries and the reason it gives when it is what makes a cast illegal)
  exactly one permission; a permission refused now (used this turn, not your turn, wrong zone)
  is 0; at most one alternative cost, a free cast being one (118.9a, 601.2b); X = 0 when neither
  the mana cost nor an alternative cost with X is paid (107.3b), or when prototyped (718.3b);
  mandatory sacrifices are of the caster's own fitting permanents, all different (118.8, 118.3);
  the number of targets fits the legal targets (601.2c); the query's own choices.

A fresh :class:`constraint.Problem` is built for every question (DESIGN.md). Payment is not a
constraint here: each solution's total cost goes to the memoised payment search afterwards.
:func:`first_violation` finds the rule that makes a cast illegal by adding the rules in order
until the problem has no solution.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable, Mapping, Sequence

from constraint import (
    AllDifferentConstraint,
    Constraint,
    ExactSumConstraint,
    InSetConstraint,
    MaxSumConstraint,
    MinSumConstraint,
    Problem,
)

from ...model.abilities import DiscardCards, Zone
from ...model.cards import Card
from ...model.costs import OtherCost, PayLife, Sacrifice, TapOther
from ..board.views import Board
from .profile import (
    Permission,
    SpellProfile,
    candidates,
    in_zone,
    legal_target_count,
    possessive,
    timing_refusal,
    zone_words,
)

NOTHING = "-"


@dataclass(frozen=True, slots=True)
class Rule:
    """A constraint and the rule of the game it carries. ``make`` builds a fresh built-in
    constraint object (constraint objects are not shared between problems)."""

    make: Callable[[], Constraint]
    variables: tuple[str, ...]
    reason: str
    rule: str


@dataclass(frozen=True, slots=True)
class Request:
    """The choices a question fixes; None leaves a choice open (``cast_options`` leaves all open;
    ``cast`` leaves the sacrifice and the number of targets open when they are not given)."""

    card: Card
    zone: Zone
    caster: str
    using: str | None = None
    prototype: bool | None = None
    alternative: str | None = None
    alternative_given: bool = False
    kicker: int | None = None
    x: int | None = None
    sacrifice: tuple[str, ...] | None = None
    targets: int | None = None
    default_targets: bool = False


@dataclass(frozen=True)
class Slot:
    """An object chosen for a mandatory additional cost: its variable, the cost part, and whether
    it is sacrificed or tapped."""

    var: str
    part: Sacrifice | TapOther
    sacrificed: bool


@dataclass(frozen=True)
class Space:
    """The constraint problem of one question: domains, rules, and what each variable means."""

    domains: Mapping[str, tuple[Any, ...]]
    rules: tuple[Rule, ...]
    permissions: tuple[Permission, ...]
    alternatives: Mapping[str, str]            # variable -> alternative cost name
    kicks: tuple[str, ...]
    slots: tuple[Slot, ...]
    target_vars: tuple[str, ...]
    life_costs: int = 0
    notes: tuple[str, ...] = ()
    legal_targets: tuple[int, ...] = field(default=())

    def problem(self, rules: Sequence[Rule] | None = None) -> Problem:
        """A fresh Problem with every variable and the given rules (all by default)."""
        p = Problem()
        for var, dom in self.domains.items():
            p.addVariable(var, list(dom))
        for r in self.rules if rules is None else rules:
            p.addConstraint(r.make(), list(r.variables))
        return p

    def solutions(self) -> list[dict[str, Any]]:
        """Every assignment the rules allow (each one way to cast, before payment)."""
        return _solve(self.problem(), every=True)  # type: ignore[return-value]

    def solvable(self, rules: Sequence[Rule] | None = None) -> bool:
        return _solve(self.problem(rules), every=False) is not None

    def first_violation(self) -> Rule | None:
        """The first rule (in the order they were stated) that leaves no solution, or None."""
        if self.solvable():
            return None
        for i in range(len(self.rules)):
            if not self.solvable(self.rules[: i + 1]):
                return self.rules[i]
        return None  # pragma: no cover - the whole set failed, so some prefix fails


def _solve(problem: Problem, *, every: bool) -> list[dict[str, Any]] | dict[str, Any] | None:
    """Solve, reading an emptied domain as "no solution": python-constraint2 2.9.0's sum
    constraints call ``min()`` on a domain that an earlier constraint's preprocessing emptied."""
    try:
        return problem.getSolutions() if every else problem.getSolution()
    except ValueError as e:
        if "empty" in str(e):
            return [] if every else None
        raise


def _in(values: Sequence[Any]) -> Callable[[], Constraint]:
    return partial(InSetConstraint, frozenset(values))


def build_space(
    board: Board,
    profile: SpellProfile,
    request: Request,
    perms: Sequence[Permission],
    *,
    x_bound: int = 0,
    multikick_bound: int = 0,
) -> Space:
    """The variables and rules for casting ``profile``'s card as ``request`` says."""
    state = board.state
    card = profile.card
    name = card.name
    caster = request.caster
    domains: dict[str, tuple[Any, ...]] = {}
    rules: list[Rule] = []
    facts = 0
    notes: list[str] = []

    def fact(reason: str, rule: str) -> None:
        nonlocal facts
        var = f"fact:{facts}"
        facts += 1
        domains[var] = (0,)
        rules.append(Rule(_in([1]), (var,), reason, rule))

    # --- the permission used (601.3; One with the Multiverse; 118.9) --------------------------
    for p in perms:
        dom: tuple[int, ...] = (0, 1)
        if request.using == "normal" and p.free:
            dom = (0,)
        elif request.using not in (None, "normal") and (p.source != request.using or not p.free):
            dom = (0,)
        domains[p.var] = dom
    perm_vars = tuple(p.var for p in perms)
    if not in_zone(state, caster, name, request.zone):
        where = f"in {possessive(caster)} hand" if request.zone is Zone.HAND else f"on top of {possessive(caster)} library"
        fact(f"{name} is not {where}: a spell is cast from where its card is", "601.2a")
    for p in perms:
        if p.refusals and 1 in domains[p.var]:
            rules.append(Rule(_in([0]), (p.var,), "; ".join(r for r, _ in p.refusals), ", ".join(dict.fromkeys(r for _, r in p.refusals))))
    open_perms = [p for p in perms if 1 in domains[p.var]]
    if not open_perms:
        if request.using not in (None, "normal"):
            owner = board.views[request.using].controller if request.using in board.views else caster
            if owner != caster:
                why = f"{request.using} is controlled by {owner}: its permission is for its controller, not {caster}"
            else:
                why = f"{request.using} has no ability that lets {caster} cast a spell without paying its mana cost"
            rule = "118.9, 601.3"
        else:
            why = f"nothing lets {caster} cast {name} from the {zone_words(request.zone)}"
            rule = "601.3"
    else:
        refused = [r for p in open_perms for r, _ in p.refusals]
        why = f"no permission lets {caster} cast {name} from the {zone_words(request.zone)} now" + (": " + "; ".join(refused) if refused else "")
        rule = ", ".join(dict.fromkeys(r for p in open_perms for _, r in p.refusals)) or "601.3"
    rules.append(Rule(partial(ExactSumConstraint, 1), perm_vars, why, rule))

    # --- timing (117.1a) ------------------------------------------------------------------------
    timing = timing_refusal(state, caster, profile)
    if timing is not None:
        fact(*timing)

    # --- prototype (718.3) ---------------------------------------------------------------------
    if request.prototype is None:
        domains["prototype"] = (0, 1) if profile.prototype is not None else (0,)
    else:
        domains["prototype"] = (int(request.prototype),)
        if request.prototype and profile.prototype is None:
            rules.append(Rule(_in([0]), ("prototype",), f"{name} has no prototype", "702.160a, 718.3"))

    # --- alternative costs (118.9) -------------------------------------------------------------
    alternatives: dict[str, str] = {}
    for a in profile.alternatives:
        var = f"alt:{a.name}"
        alternatives[var] = a.name
        if request.alternative_given:
            domains[var] = (1,) if request.alternative == a.name else (0,)
        else:
            domains[var] = (0, 1)
    if request.alternative_given and request.alternative is not None and profile.alternative(request.alternative) is None:
        fact(f"{name} has no {request.alternative} cost", "118.9")
    free_vars = tuple(p.var for p in perms if p.free)
    alt_vars = tuple(alternatives)
    if len(free_vars) + len(alt_vars) >= 2:
        rules.append(
            Rule(
                partial(MaxSumConstraint, 1),
                free_vars + alt_vars,
                "only one alternative cost can be applied to a spell, and casting it without paying its mana cost is one "
                "(One with the Multiverse ruling: no other alternative cost with its free cast)",
                "118.9a, 601.2b",
            )
        )
    if not card.mana_cost.symbols:
        payers = free_vars + alt_vars + (("prototype",) if profile.prototype is not None else ())
        if payers:
            rules.append(Rule(partial(MinSumConstraint, 1), payers, f"{name} has no mana cost, which can't be paid", "118.6"))
        else:
            fact(f"{name} has no mana cost, which can't be paid", "118.6")

    # --- kicker (702.33) -----------------------------------------------------------------------
    kicks = tuple(f"kick:{i}" for i in range(len(profile.kickers)))
    for k in kicks:
        domains[k] = (0, 1)
    if profile.multikicker is not None:
        top = request.kicker if request.kicker is not None else multikick_bound
        domains["multikick"] = tuple(range(0, top + 1))
    else:
        domains["multikick"] = (0,)
    if request.kicker is not None:
        if profile.multikicker is not None:
            capacity = "any number of times"
        elif kicks:
            capacity = "at most once" if len(kicks) == 1 else f"at most {len(kicks)} times"
        else:
            capacity = ""
        reason = f"{name} can be kicked {capacity}" if capacity else f"{name} has no kicker"
        rules.append(Rule(partial(ExactSumConstraint, request.kicker), kicks + ("multikick",), reason, "702.33a, 702.33d"))

    # --- X (107.3) -------------------------------------------------------------------------------
    if request.x is not None:
        domains["x"] = (request.x,)
    else:
        domains["x"] = tuple(range(0, x_bound + 1)) if profile.any_x else (0,)
    if not profile.any_x and any(v != 0 for v in domains["x"]):
        rules.append(Rule(_in([0]), ("x",), f"{name} has no {{X}} in its costs, so there is no X to choose", "107.3a"))
    big = max(domains["x"])
    if big > 0:
        for v in free_vars:
            rules.append(
                Rule(
                    partial(MaxSumConstraint, big, [1, big]),
                    ("x", v),
                    "X must be 0: the spell is cast without paying its mana cost, and no alternative cost with X is paid",
                    "107.3b",
                )
            )
        for var, alt_name in alternatives.items():
            a = profile.alternative(alt_name)
            if a is not None and not a.cost.has_x:
                rules.append(
                    Rule(partial(MaxSumConstraint, big, [1, big]), ("x", var), f"X must be 0: the {alt_name} cost has no X", "107.3b")
                )
        if profile.prototype is not None and not profile.prototype.has_x:
            rules.append(
                Rule(
                    partial(MaxSumConstraint, big, [1, big]),
                    ("x", "prototype"),
                    "X must be 0: a prototyped spell has only its prototype mana cost, which has no X",
                    "718.3a, 718.3b, 107.3a",
                )
            )

    # --- mandatory additional costs (118.8) ----------------------------------------------------
    slots: list[Slot] = []
    life_costs = 0
    for j, ac in enumerate(profile.additional):
        if ac.optional:
            notes.append(f"optional additional cost not offered: {ac}")
            continue
        for pi, part in enumerate(ac.parts):
            if isinstance(part, (Sacrifice, TapOther)) and part.what.relation.value != "self":
                sacrificed = isinstance(part, Sacrifice)
                cands = candidates(board, part.what, caster)
                if not sacrificed:
                    cands = [c for c in cands if not board.view(c).permanent.tapped]
                verb = "sacrifice" if sacrificed else "tap"
                for k in range(part.count):
                    var = f"{'sac' if sacrificed else 'tap'}:{j}:{pi}:{k}"
                    slots.append(Slot(var, part, sacrificed))
                    if request.sacrifice is None or not sacrificed:
                        domains[var] = tuple(cands) + (NOTHING,)
                    else:
                        domains[var] = tuple(dict.fromkeys(request.sacrifice)) + (NOTHING,)
                    what = str(part.what)
                    if not cands:
                        reason = (
                            f"the additional cost of {name} is to {verb} {what}, which must be paid, "
                            f"and no permanent of {caster} fits"
                        )
                    else:
                        extra = ""
                        if request.sacrifice is not None and sacrificed:
                            bad = [r for r in request.sacrifice if r not in cands]
                            if bad:
                                extra = f"; {', '.join(bad)} {'does' if len(bad) == 1 else 'do'} not fit (only {', '.join(cands)})"
                        reason = f"the additional cost of {name} is to {verb} {what}, which must be paid{extra}"
                    rules.append(Rule(_in(cands), (var,), reason, "118.8, 118.3, 601.2h"))
            elif isinstance(part, PayLife):
                life_costs += part.amount
                if state.life_of(caster) < part.amount:
                    fact(f"{name}'s additional cost is to pay {part.amount} life, and {caster} has {state.life_of(caster)}", "118.3, 119.4")
            elif isinstance(part, DiscardCards):
                hand = list(state.hand.get(caster, ()))
                others = len(hand) - (1 if request.zone is Zone.HAND and any(c.name == name for c in hand) else 0)
                if others < part.count:
                    fact(f"{name}'s additional cost is to discard {part.count} card(s), and {caster} has {others} other card(s) in hand", "118.3")
            elif isinstance(part, OtherCost):
                notes.append(f"additional cost not checked: {part}")
    sac_slots = [s.var for s in slots if s.sacrificed]
    if request.sacrifice is not None and len(request.sacrifice) != len(sac_slots):
        need = len(sac_slots)
        what = ", ".join(str(s.part.what) for s in slots if s.sacrificed) or "nothing"
        fact(
            f"{name} is cast by sacrificing exactly {need} ({what}); the query sacrifices {len(request.sacrifice)}",
            "118.8, 601.2h",
        )
    for group in ([s.var for s in slots if s.sacrificed], [s.var for s in slots if not s.sacrificed]):
        if len(group) > 1:
            rules.append(Rule(AllDifferentConstraint, tuple(group), "each object can pay a cost only once", "118.10, 601.2c"))

    # --- targets (115, 601.2c) -----------------------------------------------------------------
    target_vars: list[str] = []
    counts: list[int] = []
    requested = request.targets
    for i, spec in enumerate(profile.targets):
        var = f"targets:{i}"
        target_vars.append(var)
        legal = legal_target_count(board, spec, caster, profile.card.colors)
        counts.append(legal)
        cap = legal if spec.maximum is None else min(spec.maximum, legal)
        hi = spec.maximum if spec.maximum is not None else max(legal, requested or 0)
        if requested is not None:
            domains[var] = tuple(range(spec.minimum, max(spec.minimum, min(hi, requested)) + 1))
        elif request.default_targets:
            default = spec.minimum if spec.minimum >= 1 else (1 if cap >= 1 else 0)
            domains[var] = (default,)
        else:
            domains[var] = tuple(range(spec.minimum, max(cap, spec.minimum) + 1))
        allowed = range(spec.minimum, cap + 1)
        if any(v not in allowed for v in domains[var]):
            if legal < spec.minimum:
                reason = f"{name} needs {spec.minimum} legal target(s) for '{spec.text or spec}', and there {'is' if legal == 1 else 'are'} {legal or 'none'}"
            else:
                reason = f"'{spec.text or spec}' has {legal} legal target(s) now"
            rules.append(Rule(_in(allowed), (var,), reason, "601.2c, 115.1"))
    if requested is not None:
        if target_vars:
            legal_now = "; ".join(f"'{t.text or t}' has {n} legal target(s)" for t, n in zip(profile.targets, counts))
            rules.append(
                Rule(partial(ExactSumConstraint, requested), tuple(target_vars), f"{name} can't have {requested} target(s) now: {legal_now}", "601.2c")
            )
        elif requested != 0:
            fact(f"{name} has no targets", "601.2c")

    return Space(
        domains=domains,
        rules=tuple(rules),
        permissions=tuple(perms),
        alternatives=alternatives,
        kicks=kicks,
        slots=tuple(slots),
        target_vars=tuple(target_vars),
        life_costs=life_costs,
        notes=tuple(notes),
        legal_targets=tuple(counts),
    )

