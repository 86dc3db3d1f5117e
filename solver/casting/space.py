"""The constraint problem of one casting question (python-constraint2), knowing nothing of what
its variables mean: the choices of :mod:`.choices` pose them, and read solutions back.

* :class:`SpaceBuilder` gathers variables with their domains, rules and notes, in the order they
  are stated (the solver breaks ties between variables by that order, and :meth:`Space.first_violation`
  reports the first rule, in that order, that leaves no solution).
* :class:`Rule` is a built-in constraint class of python-constraint2 (never a lambda: the built-in
  ones are much faster) with the rule of the game it carries and the reason it gives when it is
  what makes a cast illegal. A fact that fails whatever is chosen (a card not where it is cast
  from, the wrong moment) is a rule on a variable whose only value breaks it.
* :class:`Space` is the result: :meth:`~Space.solutions` (each one way to cast before payment),
  :meth:`~Space.first_violation`.

A fresh :class:`constraint.Problem` is built for every solve (DESIGN.md: constraint objects are
not shared between problems).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, Mapping, Sequence

if TYPE_CHECKING:
    from constraint import Problem

__all__ = ["Builtin", "Rule", "Space", "SpaceBuilder", "all_different", "exact_sum", "in_set", "max_sum", "min_sum"]


@dataclass(frozen=True, slots=True)
class Builtin:
    """One of python-constraint2's built-in constraint classes, as data (DESIGN.md: built-in
    classes, never lambdas, are fast). :meth:`build` makes a fresh constraint object for one
    problem (constraint objects are not shared between problems); python-constraint2 is imported
    only then, so that nothing but a casting question pays for loading it."""

    kind: Literal["in_set", "exact_sum", "max_sum", "min_sum", "all_different"]
    args: tuple[Any, ...] = ()

    def build(self) -> Any:
        import constraint

        match self.kind:
            case "in_set":
                return constraint.InSetConstraint(*self.args)
            case "exact_sum":
                return constraint.ExactSumConstraint(*self.args)
            case "max_sum":
                return constraint.MaxSumConstraint(*self.args)
            case "min_sum":
                return constraint.MinSumConstraint(*self.args)
            case "all_different":
                return constraint.AllDifferentConstraint()


def in_set(values: Sequence[Any]) -> Builtin:
    """The variable takes one of ``values`` (InSetConstraint)."""
    return Builtin("in_set", (frozenset(values),))


def exact_sum(total: int, multipliers: Sequence[int] | None = None) -> Builtin:
    """The variables, each times its multiplier (audit17; -1 for "as many as"), add up to
    ``total`` (ExactSumConstraint)."""
    return Builtin("exact_sum", (total,) if multipliers is None else (total, list(multipliers)))


def max_sum(total: int, multipliers: Sequence[int] | None = None) -> Builtin:
    """The variables, each times its multiplier, add up to at most ``total`` (MaxSumConstraint)."""
    return Builtin("max_sum", (total,) if multipliers is None else (total, list(multipliers)))


def min_sum(total: int, multipliers: Sequence[int] | None = None) -> Builtin:
    """The variables, each times its multiplier (altcost11), add up to at least ``total``
    (MinSumConstraint)."""
    return Builtin("min_sum", (total,) if multipliers is None else (total, list(multipliers)))


def all_different() -> Builtin:
    """No two of the variables are equal (AllDifferentConstraint)."""
    return Builtin("all_different")


@dataclass(frozen=True, slots=True)
class Rule:
    """A constraint and the rule of the game it carries, with the reason it gives when it is what
    makes a cast illegal."""

    constraint: Builtin
    variables: tuple[str, ...]
    reason: str
    rule: str


@dataclass(frozen=True)
class Space:
    """The constraint problem of one question: domains (in the order they were stated), rules,
    and notes on what was not checked."""

    domains: Mapping[str, tuple[Any, ...]]
    rules: tuple[Rule, ...]
    notes: tuple[str, ...] = ()

    def problem(self, rules: Sequence[Rule] | None = None) -> Problem:
        """A fresh Problem with every variable and the given rules (all by default)."""
        import constraint

        p = constraint.Problem()
        for var, dom in self.domains.items():
            p.addVariable(var, list(dom))
        for r in self.rules if rules is None else rules:
            p.addConstraint(r.constraint.build(), list(r.variables))
        return p

    def solutions(self) -> list[dict[str, Any]]:
        """Every assignment the rules allow (each one way to cast, before payment)."""
        found = _solve(self.problem(), every=True)
        return found if isinstance(found, list) else []

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


@dataclass
class SpaceBuilder:
    """Puts a :class:`Space` together: each variable once, rules and notes in the order given."""

    _domains: dict[str, tuple[Any, ...]] = field(default_factory=dict)
    _rules: list[Rule] = field(default_factory=list)
    _notes: list[str] = field(default_factory=list)
    _facts: int = 0

    def variable(self, name: str, domain: Sequence[Any]) -> str:
        """A new variable with its domain; returns its name (the handle to read it back by)."""
        if name in self._domains:
            raise ValueError(f"variable {name!r} is posed twice")
        self._domains[name] = tuple(domain)
        return name

    def domain(self, var: str) -> tuple[Any, ...]:
        return self._domains[var]

    def rule(self, constraint: Builtin, variables: Sequence[str], reason: str, rule: str) -> None:
        """A rule over ``variables``, carried by ``constraint``."""
        self._rules.append(Rule(constraint, tuple(variables), reason, rule))

    def fact(self, reason: str, rule: str) -> None:
        """A fixed fact that fails: no choice can make the cast legal, for ``reason``."""
        var = self.variable(f"fact:{self._facts}", (0,))
        self._facts += 1
        self.rule(in_set([1]), (var,), reason, rule)

    def note(self, text: str) -> None:
        """Something the answer should say it did not check."""
        self._notes.append(text)

    def build(self) -> Space:
        return Space(dict(self._domains), tuple(self._rules), tuple(self._notes))


def _solve(problem: Problem, *, every: bool) -> list[dict[str, Any]] | dict[str, Any] | None:
    """Solve, reading an emptied domain as "no solution": python-constraint2 2.9.0's sum
    constraints call ``min()`` on a domain that an earlier constraint's preprocessing emptied."""
    try:
        found: list[dict[str, Any]] | dict[str, Any] | None = problem.getSolutions() if every else problem.getSolution()
    except ValueError as e:
        if "empty" in str(e):
            return [] if every else None
        raise
    return found
