"""The commander (903.3) as the casting rules read it (altcost11): a permanent is a commander only
when the scenario says so (``commander: true``); "If you control a commander, you may cast this
spell without paying its mana cost." is an alternative cost of nothing (118.9) whose condition is
checked as the spell is cast (601.2b); "Choose one. If you control a commander as you cast this
spell, you may choose both instead." allows both modes only then (700.2, 601.2b)."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import ControlsCommander, Modal, PaidAlternativeCost, StaticAbility
from manasolve.solver.app.queries import cast

from games import card, game, read

MANEUVER = card(
    "Flawless Maneuver", "Instant",
    "If you control a commander, you may cast this spell without paying its mana cost.\nCreatures you control gain indestructible until end of turn.",
    "{2}{W}",
)
WILL = card(
    "Akroma's Will", "Instant",
    "Choose one. If you control a commander as you cast this spell, you may choose both instead.\n"
    "• Creatures you control gain flying, vigilance, and double strike until end of turn.\n"
    "• Creatures you control gain lifelink, indestructible, and protection from each color until end of turn.",
    "{3}{W}",
)


def test_commander_texts_are_read() -> None:
    """118.9, 903.3: a free cast under "you control a commander"; 700.2: one mode, two under it."""
    (free,) = [a for a in read(MANEUVER["oracle_text"], "Instant") if isinstance(a, StaticAbility)]
    (alt,) = free.effects
    assert isinstance(alt, PaidAlternativeCost) and alt.condition == ControlsCommander() and not alt.cost.symbols
    (header,) = [a for a in read(WILL["oracle_text"], "Instant") if isinstance(a, Modal)]
    assert (header.minimum, header.maximum, header.instead_maximum, header.instead_if) == (1, 1, 2, ControlsCommander())


@pytest.mark.parametrize(
    ("you", "opp", "legal"),
    [
        ([{"card": "Llanowar Elves", "commander": True}], [], True),
        (["Llanowar Elves"], [], False),  # not marked: not a commander (903.3)
        ([], [{"card": "Llanowar Elves", "commander": True}], False),  # a commander the caster does not control
    ],
)
def test_free_cast_needs_a_commander_the_caster_controls(you: list[object], opp: list[object], legal: bool) -> None:
    """118.9, 601.2b: the free cast only while the caster controls a commander (903.3)."""
    s = game([MANEUVER], you=you, opp=opp, hand={"you": ["Flawless Maneuver"]})
    a = cast(s, "Flawless Maneuver", alternative_cost="alternative").answer
    assert isinstance(a, dict) and a["legal"] is legal
    if legal:
        assert a["cost"] == "{0}"


@pytest.mark.parametrize(("commander", "legal"), [(True, True), (False, False)])
def test_both_modes_only_with_a_commander(commander: bool, legal: bool) -> None:
    """700.2, 601.2b: "you may choose both instead" only if the caster controls a commander as
    the spell is cast; one mode is always allowed."""
    s = game([WILL], you=["Plains"] * 4 + [{"card": "Llanowar Elves", "commander": commander}], hand={"you": ["Akroma's Will"]})
    both = cast(s, "Akroma's Will", modes=[0, 1]).answer
    one = cast(s, "Akroma's Will", modes=[0]).answer
    assert isinstance(both, dict) and isinstance(one, dict)
    assert both["legal"] is legal and one["legal"] is True
