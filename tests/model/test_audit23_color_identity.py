"""audit23: a commander's colour identity (903.4): the colours of the mana symbols in its mana cost
and rules text, reminder text ignored, hybrid and Phyrexian symbols giving their colours (903.4b),
the colours a characteristic-defining ability gives (604.3), every face's (903.4d); two commanders
(partners, a Background) give both identities (903.3c). A scenario that names a player's commanders
(``command``, ``commander: true``) without ``commander_identity`` uses them; one that names none
gives that player no commander (Command Tower then adds nothing, 106.5)."""

from __future__ import annotations

from manasolve.solver.app.queries import could_produce

from tests.games import card, game, tap

FINKS = card("Test Finks", "Creature — Ouphe", "When this creature enters, you gain 2 life.\nPersist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on it.)", "{1}{G/W}{G/W}", "3/2")
ALESHA = card("Test Alesha", "Legendary Creature — Human Warrior", "First strike\nWhenever Test Alesha attacks, you may pay {W/B}{W/B}. If you do, return target creature card with power 2 or less from your graveyard to the battlefield tapped and attacking.", "{2}{R}", "3/2")
REMINDER = card("Test Reminder", "Legendary Creature — Elf", "Test Reminder can't be blocked. (Unlike {U} mana, this is reminder text.)", "{G}", "1/1")
POD = card("Test Pod", "Legendary Artifact Creature — Golem", "({G/P} can be paid with either {G} or 2 life.)", "{3}{G/P}", "2/2")
COURIER = card("Test Courier", "Legendary Artifact Creature — Golem", "Test Courier is all colors.", "{4}", "3/3")
BACKGROUND = card("Test Background", "Legendary Enchantment — Background", "Commander creatures you own have \"{T}: Add {B}.\"", "{1}{B}")
TOWER = "Command Tower"


def _tower(cards: list[dict[str, object]], **top: object) -> set[str]:
    g = game(cards, [TOWER], **top)
    return set(could_produce(g, TOWER).answer)


def test_hybrid_in_the_mana_cost() -> None:
    assert _tower([FINKS], command={"you": ["Test Finks"]}) == {"W", "G"}


def test_symbols_of_rules_text_count() -> None:
    assert _tower([ALESHA], command={"you": ["Test Alesha"]}) == {"W", "B", "R"}


def test_reminder_text_does_not_count() -> None:
    assert _tower([REMINDER], command={"you": ["Test Reminder"]}) == {"G"}
    assert _tower([POD], command={"you": ["Test Pod"]}) == {"G"}  # a Phyrexian symbol's colour


def test_characteristic_defining_colours() -> None:
    assert _tower([COURIER], command={"you": ["Test Courier"]}) == {"W", "U", "B", "R", "G"}


def test_a_commander_with_a_background() -> None:
    assert _tower([FINKS, BACKGROUND], command={"you": ["Test Finks", "Test Background"]}) == {"W", "B", "G"}


def test_a_commander_on_the_battlefield() -> None:
    g = game([REMINDER], [TOWER, {"card": "Test Reminder", "commander": True}])
    assert set(could_produce(g, TOWER).answer) == {"G"}


def test_the_given_identity_wins_and_none_is_none() -> None:
    assert _tower([FINKS], command={"you": ["Test Finks"]}, commander_identity={"you": "R"}) == {"R"}
    assert _tower([FINKS], command={"opp": ["Test Finks"]}) == set()  # the opponent's commander, not yours


ARBOR = {**card("Test Arbor", "Land Creature — Forest Dryad", "(This land isn't a spell, it's affected by summoning sickness, and it has \"{T}: Add {G}.\")", "", "1/1"), "color_indicator": ["G"]}
INDICATED = {**card("Test Indicated", "Legendary Creature — Human Werewolf", "", "", "3/3"), "color_indicator": "R"}


def test_a_colour_indicator_gives_colours_and_identity() -> None:
    """204, 202.2: a colour indicator gives the object its colours; 903.4: and its colour identity."""
    assert _tower([INDICATED], command={"you": ["Test Indicated"]}) == {"R"}
    counter = card("Test Counter", "Artifact", "{T}: Add {C} for each green permanent you control.", "{2}")
    g = game([ARBOR, counter], ["Test Arbor", "Test Counter"])
    assert tap(g, "Test Counter") == {"C"}  # Test Arbor is green (its indicator); the artifact is not
