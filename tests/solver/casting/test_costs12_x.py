"""costs12: X rules (107.3) of costs outside the mana cost.

107.3a: X in an additional cost (a kicker cost, 702.33a) is announced as the spell is cast; when
no other cost has {X}, there is an X only when that kicker is paid (unkicked, X is 0). "X can't be
0." on the kicker's line holds when it is kicked. 107.3d: a suspend cost's X is chosen as the
special action is taken: its "X can't be 0." belongs to the keyword, not to the spell."""

from __future__ import annotations

from manasolve.model.abilities import Keyword, Kicker, StaticAbility, XNotZero
from manasolve.solver.app.queries import cast
from games import card, game, read

SKYDIVER = card(
    "Thieving Skydiver", "Creature — Merfolk Rogue",
    "Kicker {X}. X can't be 0.\nFlying\nWhen this creature enters, if it was kicked, gain control of target artifact with mana value X or less. If that artifact is an Equipment, attach it to this creature.",
    "{1}{U}", "2/1",
)
GOLEM = card("Plain Golem", "Artifact Creature — Golem", "Kicker {X}", "{2}", "1/2")


def test_kicker_x_line_reads_the_kicker_and_the_rule() -> None:
    """107.3a: "Kicker {X}. X can't be 0." is the kicker and the rule of the spell's X."""
    kicker, rule = read("Kicker {X}. X can't be 0.", "Creature — Merfolk Rogue")
    assert isinstance(kicker, Kicker) and kicker.cost.has_x
    assert isinstance(rule, StaticAbility) and isinstance(rule.effects[0], XNotZero)


def test_suspend_x_keeps_its_rule() -> None:
    """107.3d: the suspend cost's X is the special action's: the line is one keyword."""
    (kw,) = read("Suspend X—{X}{W}{W}. X can't be 0.", "Creature — Human Soldier")
    assert isinstance(kw, Keyword) and kw.name == "Suspend" and kw.cost is not None and kw.cost.has_x


def test_cumulative_upkeep_with_two_costs_is_one_keyword() -> None:
    """702.24a: "Cumulative upkeep {W} or {U}": an upkeep cost of either, paid as its trigger resolves."""
    (kw,) = read("Cumulative upkeep {W} or {U}", "Creature — Giant")
    assert isinstance(kw, Keyword) and kw.name == "Cumulative upkeep" and kw.parameter == "{W} or {U}"


def test_kicker_x_is_paid_with_x_as_announced() -> None:
    """107.3a, 601.2f: kicked with X=2, {2} + {2}: four Islands pay it, three can't pay X=3."""
    s = game([GOLEM], you=["Island"] * 4, hand={"you": ["Plain Golem"]})
    v = cast(s, "Plain Golem", kicker=1, x=2)
    assert v.legal and v.cost == "{4}"
    assert not cast(s, "Plain Golem", kicker=1, x=3).legal
    assert cast(s, "Plain Golem", kicker=1, x=0).legal  # X may be 0 without a rule against it


def test_unkicked_x_is_zero() -> None:
    """107.3a: with X only in the kicker cost, an unkicked spell has X=0."""
    s = game([GOLEM], you=["Island"] * 4, hand={"you": ["Plain Golem"]})
    assert not cast(s, "Plain Golem", x=1).legal
    assert cast(s, "Plain Golem").legal


def test_x_cant_be_0_only_when_kicked() -> None:
    """107.3: "X can't be 0" of the kicker's X: kicked with X=0 is illegal, unkicked is legal."""
    s = game([SKYDIVER], you=["Island"] * 3, hand={"you": ["Thieving Skydiver"]})
    assert not cast(s, "Thieving Skydiver", kicker=1, x=0).legal
    assert cast(s, "Thieving Skydiver", kicker=1, x=1).legal
    assert cast(s, "Thieving Skydiver").legal
