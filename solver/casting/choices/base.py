"""What a choice of casting is (601.2b-c), and what it gives back.

A :class:`Choice` is one decision a player makes while casting a spell — which permission they
use, whether they prototype it, which alternative cost they pay, how many times they kick it,
the value of X, what they sacrifice for an additional cost, how many targets they choose. For one
question, :meth:`Choice.pose` states its variables (with domains read from the question's
request, or every value open when every way of casting is listed) and the rules that limit them,
into a :class:`Posing`; afterwards :meth:`Choice.read` reads its value back from one solution as
a :class:`Part`: the entries it adds to the cast mapping, its sentence of explanation, its cost
lines (601.2f), and what it tells payment.

Choices talk to each other through :class:`Posing` only, in the order they are posed: a choice
that lets the spell be cast for something other than its printed mana cost says so with a
:class:`Replacement` (a free cast or an alternative cost, 118.9; a prototype, 718.3b), and the
choices that depend on that (one alternative cost at most, 118.9a; X is 0 when no cost with X is
paid, 107.3b) read them there. Variable names are each choice's own business.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar, Mapping, Self

from ....model.costs import ManaCost
from ....model.mana import TypeSet
from ....model.queries import CastQuery
from ...paying.taking import HandTake  # audit38
from ..costs import Reduction  # costs14
from ..situation import Situation
from ..space import Space, SpaceBuilder

__all__ = ["Choice", "Line", "Part", "Posing", "Replacement", "Request"]

Request = CastQuery | None
"""The question's request: a ``cast`` query fixes each choice it names (and its defaults fix the
others); None (``cast_options``) leaves every choice open."""

Line = tuple[str, ManaCost, str]
"""A cost line: what it is, the mana it adds, and the rule."""


@dataclass(frozen=True, slots=True)
class Replacement:
    """A variable that, when 1, means the spell is not cast for its printed mana cost: ``cost`` is
    paid instead (None: nothing, a free cast). ``alternative``: it is an alternative cost (118.9;
    casting without paying the mana cost is one), of which at most one applies (118.9a); a
    prototype is not (it changes the mana cost itself, 718.3b). ``x_zero`` is the reason, and its
    rule, that X must be 0 with it when its cost has no X (107.3b)."""

    var: str
    cost: ManaCost | None
    alternative: bool
    x_zero: tuple[str, str]

    @property
    def has_x(self) -> bool:
        return self.cost is not None and self.cost.has_x


@dataclass
class Posing(SpaceBuilder):
    """The space of one question while the choices pose it, with what they tell each other."""

    _replacements: list[Replacement] = field(default_factory=list)
    _untargeting: list[str] = field(default_factory=list)  # altcost11
    _kicks: list[str] = field(default_factory=list)  # audit17
    _flash_permissions: list[tuple[str, str]] = field(default_factory=list)  # costs14
    _required_alternatives: list[tuple[str, str]] = field(default_factory=list)  # keys15
    _refused_as: list[tuple[str | None, bool, str, str]] = field(default_factory=list)  # audit26

    def refuses_as(self, var: str | None, prototyped: bool, why: str, rule: str) -> None:
        """audit26: say that ``var`` = 1 (None: the spell, whatever else is chosen) can't go with
        casting the spell prototyped (``prototyped`` true) or normally (false): a permission that
        covers only one of the two ways (718.3a); the prototype choice poses the rule."""
        self._refused_as.append((var, prototyped, why, rule))

    @property
    def refusals_as(self) -> tuple[tuple[str | None, bool, str, str], ...]:
        """audit26: the refusals of :meth:`refuses_as` posed so far."""
        return tuple(self._refused_as)

    def requires_alternative(self, var: str, name: str) -> None:
        """keys15: say that ``var`` = 1 casts the spell with a permission that may be used only
        with its alternative cost ``name`` ("You may cast this card from your graveyard using its
        blitz ability.": 601.3, 118.9); the alternative cost choice poses the rule."""
        self._required_alternatives.append((var, name))

    @property
    def required_alternatives(self) -> tuple[tuple[str, str], ...]:
        """keys15: the permission variables posed so far that need an alternative cost, with its name."""
        return tuple(self._required_alternatives)

    def gives_flash(self, var: str, source: str) -> None:
        """costs14: say that ``var`` = 1 casts the spell with a permission that lets it be cast as
        though it had flash ("If you cast a spell this way, you may cast it as though it had
        flash.", 702.8a); ``source`` names it."""
        self._flash_permissions.append((var, source))

    @property
    def flash_permissions(self) -> tuple[tuple[str, str], ...]:
        """costs14: the variables posed so far whose permission gives flash, with their sources."""
        return tuple(self._flash_permissions)

    def replaces_mana_cost(self, r: Replacement) -> None:
        """Say that ``r.var`` = 1 casts the spell for something other than its mana cost."""
        self._replacements.append(r)

    def removes_targets(self, var: str) -> None:
        """altcost11: say that ``var`` = 1 casts the spell without targets (overload, 702.96b:
        its "target" becomes "each")."""
        self._untargeting.append(var)

    def counts_kicks(self, *variables: str) -> None:
        """audit17: say that these variables add up to the number of times the spell is kicked
        (702.33d), for what counts them ("for each time this spell was kicked")."""
        self._kicks.extend(variables)

    @property
    def kick_variables(self) -> tuple[str, ...]:
        """The variables posed so far whose sum is the number of kicks (702.33d)."""
        return tuple(self._kicks)

    @property
    def untargeting(self) -> tuple[str, ...]:
        """The variables posed so far that, when 1, leave the spell without targets (702.96b)."""
        return tuple(self._untargeting)

    @property
    def replacements(self) -> tuple[Replacement, ...]:
        """The replacements posed so far: alternative costs first (a free cast among them, 118.9),
        then what changes the mana cost itself (a prototype, 718.3b)."""
        return tuple(r for r in self._replacements if r.alternative) + tuple(r for r in self._replacements if not r.alternative)


@dataclass(frozen=True, slots=True)
class Part:
    """What one choice's value adds to a way of casting.

    ``entries``: keys of the cast mapping (SCENARIOS.md ``cast``), in order; ``key``: its part of
    the order in which ways are tried and listed (simplest first); ``sentence``: its words in the
    explanation of a legal cast (None: nothing to say). For the total cost (601.2f):
    ``mana_cost`` replaces the printed mana cost (718.3b: the prototype's), with its line's label;
    ``instead`` is paid instead of the mana cost (118.9; None as the cost: nothing), with its
    label; ``x`` the announced value of X (107.3a); ``additions`` additional costs (702.33a).
    ``colors``: the spell's colours when they are not the card's (718.3b); ``targets``: how many
    targets it has (for "for each target beyond the first"). For payment: ``skip``, mana
    abilities that can't be activated for it (their permanent is sacrificed or tapped for the
    cost, 118.3); ``life``, life paid for the cost; ``hand``, the cards the cost takes from the hand
    (which ones is payment's choice: a card taken can't also make mana, 118.3)."""

    entries: tuple[tuple[str, Any], ...] = ()
    key: tuple[Any, ...] = ()
    sentence: str | None = None
    mana_cost: tuple[ManaCost, str] | None = None
    instead: tuple[ManaCost | None, str] | None = None
    x: int | None = None
    additions: tuple[Line, ...] = ()
    colors: TypeSet | None = None
    targets: int = 0
    skip: frozenset[tuple[str, int]] = frozenset()
    life: int = 0
    phrase_targets: tuple[int, ...] = ()  # cost10: how many targets each "target" phrase has (601.2c)
    waterbend: int = 0  # costs12: the generic mana of a waterbend cost, which tapping may pay (701.67b)
    reductions: tuple[Reduction, ...] = ()  # costs14: cost reductions the choice brings (601.2f, 118.7)
    hand: tuple[HandTake, ...] = ()  # audit38: the cards of the hand the cost discards or exiles (118.3)


class Choice(ABC):
    """One choice of casting a spell, posed for one question (a frozen value holding its
    variables). ``sort_rank`` places its key in the order ways of casting are tried and listed."""

    sort_rank: ClassVar[int] = 100

    @classmethod
    @abstractmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        """State its variables and rules for ``spell`` as ``request`` asks (None: all open)."""

    @abstractmethod
    def reads(self) -> tuple[str, ...]:
        """The variables its value is read from (:meth:`read` depends on them only)."""

    @abstractmethod
    def read(self, solution: Mapping[str, Any]) -> Part:
        """Its value in one solution, as what it adds to the way of casting."""

    def requested(self, space: Space) -> Mapping[str, Any]:
        """Its variables' values in the way of casting the request describes, when that way is
        illegal (so that the answer can still say what it would cost); variables left out take
        the first value of their domain."""
        return {}
