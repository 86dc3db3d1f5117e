"""keys15: offering (702.48a: "[Quality] offering" means "You may cast this card any time you could
cast an instant by sacrificing a [quality] permanent. If you chose to sacrifice a [quality]
permanent this way, the total cost to cast this spell is reduced by that permanent's mana cost.";
702.48b: sacrificed as the spell becomes cast, 601.2h; 702.48c: its coloured mana reduces mana of
that colour, then generic mana, 118.7)."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import Offering
from manasolve.solver.app.queries import cast, cast_options
from games import card, game, read

REMINDER = (
    " offering (You may cast this spell any time you could cast an instant by sacrificing a {q} and paying the difference in mana "
    "costs between this and the sacrificed {q}. Mana cost includes color.)"
)
PATRON = card(
    "Patron of the Kitsune", "Legendary Creature — Spirit",
    "Fox" + REMINDER.format(q="Fox") + "\nWhenever a creature attacks, you may gain 1 life.", "{4}{W}{W}", "5/6",
)
HELLKITE = card(
    "Blast-Furnace Hellkite", "Creature — Dragon",
    "Artifact offering (You may cast this spell as though it had flash by sacrificing an artifact and paying the difference in mana "
    "costs between this and the sacrificed artifact. Mana cost includes color.)\nFlying, double strike\nCreatures attacking your opponents have double strike.",
    "{7}{R}{R}", "6/6",
)
MECHANIC = card("Hotshot Mechanic", "Artifact Creature — Fox Pilot", "This creature crews Vehicles as though its power were 2 greater.", "{W}", "1/1")
TRAINER = card(
    "Golden-Tail Trainer", "Creature — Fox Samurai",
    "Aura and Equipment spells you cast cost {X} less to cast, where X is this creature's power.\nWhenever this creature attacks, "
    "other modified creatures you control get +X/+X until end of turn, where X is this creature's power.", "{1}{G}{W}", "3/3",
)
PLAINS4 = ["Plains"] * 4


@pytest.mark.parametrize("quality,types,subtypes", [("Fox", set(), {"Fox"}), ("Moonfolk", set(), {"Moonfolk"}), ("Artifact", {"Artifact"}, set())])
def test_read(quality: str, types: set[str], subtypes: set[str]) -> None:
    """702.48a: "[Quality] offering" is the keyword with the permanents it sacrifices."""
    (kw,) = [a for a in read(quality + REMINDER.format(q=quality), "Creature — Spirit") if isinstance(a, Offering)]
    assert kw.parameter == quality and kw.sacrificed.card_types == types and kw.sacrificed.subtypes == subtypes


def test_any_time_an_instant_could_be_cast() -> None:
    """702.48a: on an opponent's turn, only with a Fox sacrificed; its mana cost {W} comes off
    (702.48b-c: {4}{W}{W} - {W} = {4}{W})."""
    s = game([PATRON, MECHANIC], you=["Hotshot Mechanic", *PLAINS4, "Plains"], hand={"you": ["Patron of the Kitsune"]}, active="opp", phase="combat")
    got = cast(s, "Patron of the Kitsune", optional_costs={"offering": 1})
    assert got.legal and got.cost == "{4}{W}"
    plain = cast(s, "Patron of the Kitsune")
    assert not plain.legal and "117.1a" in plain.rule
    assert [(w["offering"], w["cost"]) for w in cast_options(s, "Patron of the Kitsune").answer] == [("Hotshot Mechanic", "{4}{W}")]


def test_colored_mana_beyond_reduces_generic() -> None:
    """702.48c: the {G} of Golden-Tail Trainer's {1}{G}{W} finds no {G} in {4}{W}{W} and takes off
    generic mana, as its {1} does: {2}{W}."""
    s = game([PATRON, TRAINER], you=["Golden-Tail Trainer", *PLAINS4], hand={"you": ["Patron of the Kitsune"]})
    got = cast(s, "Patron of the Kitsune", optional_costs={"offering": 1})
    assert got.legal and got.cost == "{2}{W}"


def test_nothing_to_sacrifice() -> None:
    """702.48a, 118.3: no Fox, no offering; a card without offering can't be cast with one."""
    s = game([PATRON], you=PLAINS4 * 2, hand={"you": ["Patron of the Kitsune", "Llanowar Elves"]})
    no = cast(s, "Patron of the Kitsune", optional_costs={"offering": 1})
    assert not no.legal and "702.48a" in no.rule
    assert cast(s, "Patron of the Kitsune").legal
    assert not cast(s, "Llanowar Elves", optional_costs={"offering": 1}).legal


def test_artifact_taps_for_mana_before_it_is_sacrificed() -> None:
    """702.48b, 601.2g-h: Sol Ring's {1} comes off {7}{R}{R}, and it taps for {C}{C} before it is
    sacrificed: {6}{R}{R} with four Mountains and Sol Ring's two."""
    s = game([HELLKITE], you=["Sol Ring", *(["Mountain"] * 6)], hand={"you": ["Blast-Furnace Hellkite"]}, active="opp", phase="end")
    got = cast(s, "Blast-Furnace Hellkite", optional_costs={"offering": 1})
    assert got.legal and got.cost == "{6}{R}{R}"
