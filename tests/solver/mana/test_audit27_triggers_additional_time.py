"""audit27: 603.2d: "If a triggered ability of another creature you control of the chosen type
triggers, it triggers an additional time." (Roaming Throne) was inert ("triggers"), but a triggered
mana ability is one the mana questions resolve (605.1b, 106.12a): with Druid chosen, Kinnan, Bonder
Prodigy (a Human Druid) adds its mana twice when a nonland permanent is tapped for mana, each
instance choosing a type the permanent produced on its own."""

from __future__ import annotations

from manasolve.model.abilities import StaticAbility, TriggersAdditionalTime
from manasolve.model.cards import TypeLine
from manasolve.model.text.reader import parse_abilities
from manasolve.solver.app.queries import available_mana

from tests.games import card, game, tap

THRONE = card(
    "Test Throne", "Artifact Creature — Golem",
    "As this creature enters, choose a creature type.\nThis creature is the chosen type in addition to its other types.\n"
    "If a triggered ability of another creature you control of the chosen type triggers, it triggers an additional time.",
    "{4}", "4/4",
)
KINNAN = card("Test Kinnan", "Legendary Creature — Human Druid", "Whenever you tap a nonland permanent for mana, add one mana of any type that permanent produced.", "{G}{U}", "2/2")
ROCK = card("Test Rock", "Artifact", "{T}: Add {R}.", "{1}")
SIGNET = card("Test Signet", "Artifact", "{1}, {T}: Add {R}{G}.", "{2}")  # Gruul Signet's text (CI has no card corpus)


def test_read_as_a_static_effect() -> None:
    (a,) = parse_abilities(
        "If a triggered ability of another creature you control of the chosen type triggers, it triggers an additional time.",
        card_name="Test Throne", type_line=TypeLine.parse("Artifact Creature — Golem"),
    )
    assert isinstance(a, StaticAbility) and isinstance(a.effects[0], TriggersAdditionalTime)


def test_the_chosen_type_triggers_twice() -> None:
    g = game([THRONE, KINNAN, ROCK], [{"card": "Test Throne", "chosen_type": "Druid"}, "Test Kinnan", "Test Rock"])
    assert tap(g, "Test Rock") == {"RRR"}


def test_another_type_does_not() -> None:
    g = game([THRONE, KINNAN, ROCK], [{"card": "Test Throne", "chosen_type": "Elf"}, "Test Kinnan", "Test Rock"])
    assert tap(g, "Test Rock") == {"RR"}


def test_an_opponents_throne_does_not() -> None:
    """"another creature you control": the Throne's controller's creatures only."""
    g = game([THRONE, KINNAN, ROCK], ["Test Kinnan", "Test Rock"], [{"card": "Test Throne", "chosen_type": "Druid"}])
    assert tap(g, "Test Rock") == {"RR"}


def test_each_instance_chooses_anew() -> None:
    g = game([THRONE, KINNAN, SIGNET], [{"card": "Test Throne", "chosen_type": "Druid"}, "Test Kinnan", "Wastes", "Test Signet"])
    assert set(available_mana(g, "you").answer) == {"C", "RRRG", "RRGG", "RGGG"}
