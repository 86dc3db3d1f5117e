"""audit21: "Spells your opponents cast from graveyards or from exile cost {2} more to cast." (Aven
Interrupter; 601.2a, 601.2f): a cost increase for the spells the opponents of its controller cast
from any graveyard or from exile (flashback, foretell), not for one cast from the hand nor for its
controller's own; and "Players can't cast noncreature spells from graveyards or exile." (Soulless
Jailer; 101.2) with "exile", a keyword of the grammar, as a zone. Both were unread."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

AVEN = card("Test Aven", "Creature — Bird Rogue", "Flying\nSpells your opponents cast from graveyards or from exile cost {2} more to cast.", "{1}{W}{W}", "2/2")
JAILER = card("Test Jailer", "Artifact Creature — Phyrexian Golem", "Players can't cast noncreature spells from graveyards or exile.", "{2}", "0/4")
TWICE = card("Test Twice", "Instant", "Draw a card.\nFlashback {2}{U}", "{1}{U}")
OPT = card("Test Opt", "Instant", "Draw a card.", "{U}")


def test_opponents_flashback_costs_more() -> None:
    g = game([AVEN, TWICE, OPT], ["Island"] * 5, ["Test Aven"], graveyard={"you": ["Test Twice"]}, hand={"you": ["Test Opt"]})
    twice = cast(g, "Test Twice", from_="graveyard", using="flashback")
    assert twice.legal and twice.cost == "{4}{U}"
    assert cast(g, "Test Opt").cost == "{U}"  # cast from the hand


def test_its_controller_pays_no_more() -> None:
    g = game([AVEN, TWICE], ["Test Aven", "Island", "Island", "Island"], graveyard={"you": ["Test Twice"]})
    assert cast(g, "Test Twice", from_="graveyard", using="flashback").cost == "{2}{U}"


def test_no_noncreature_spell_from_a_graveyard() -> None:
    g = game([JAILER, TWICE], ["Island", "Island", "Island"], ["Test Jailer"], graveyard={"you": ["Test Twice"]})
    assert cast(g, "Test Twice", from_="graveyard", using="flashback").legal is False
