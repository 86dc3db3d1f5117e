"""audit26: a permission to cast spells of some kind judges a prototype card by the way it is cast
(718.3a: "While casting a prototyped spell, use only its alternative power, toughness, and mana
cost when evaluating those characteristics to see if it can be cast"; 718.3b: its colours are
those of the prototype's mana cost; 718.4: cast normally it has only its normal characteristics).
The Fleshgorger ruling: "When casting a prototyped spell, use only its prototype characteristics to
determine whether it's legal to cast it." Before, every permission read the card's normal
characteristics: Aluren refused a prototyped Phyrexian Fleshgorger (mana value 3), Yeva gave no
flash to a prototyped Rootwire Amalgam (green), and Bolas's Citadel asked the card's mana value in
life of a prototyped spell. And a free permission for spells "with mana value 3 or less" knows an
X spell's mana value: X is 0 (107.3b, 202.3e)."""

from __future__ import annotations

from manasolve.solver.app.queries import cast, cast_options

from tests.games import card, game

ALUREN = card("Test Aluren", "Enchantment", "Any player may cast creature spells with mana value 3 or less without paying their mana costs and as though they had flash.", "{2}{G}{G}")
GORGER = card(
    "Test Gorger", "Creature — Phyrexian Horror",
    "Prototype {1}{B}{B} — 3/3 (You may cast this spell with different mana cost, color, and size. It keeps its abilities and types.)\nMenace, lifelink",
    "{7}{B}", "7/5",
)
AMALGAM = card(
    "Test Amalgam", "Artifact Creature — Golem",
    "Prototype {1}{G} — 2/3 (You may cast this spell with different mana cost, color, and size. It keeps its abilities and types.)", "{5}", "5/5",
)
YEVA = card("Test Yeva", "Legendary Creature — Elf Shaman", "Flash\nYou may cast green creature spells as though they had flash.", "{2}{G}{G}", "4/4")
CITADEL = card(
    "Test Citadel", "Legendary Artifact",
    "You may look at the top card of your library any time.\nYou may play lands and cast spells from the top of your library. If you cast a spell this way, pay life equal to its mana value rather than pay its mana cost.",
    "{3}{B}{B}{B}",
)
ENDLESS = card("Test Endless", "Creature — Eldrazi", "This creature enters with X +1/+1 counters on it.", "{X}", "0/0")


def test_aluren_covers_the_prototyped_way_only() -> None:
    """718.3a: mana value 3 prototyped; 718.4: 8 cast normally."""
    g = game([ALUREN, GORGER], ["Test Aluren"], active="opp", hand={"you": ["Test Gorger"]})
    assert cast(g, "Test Gorger", using="Test Aluren", prototype=True).legal
    assert not cast(g, "Test Gorger", using="Test Aluren", prototype=False).legal
    assert [(o.choice.get("prototype"), o.cost) for o in cast_options(g, "Test Gorger").options] == [(True, "{0}")]


def test_flash_for_green_creature_spells_covers_a_green_prototype() -> None:
    """718.3b: prototyped, the spell is green ({1}{G}); cast normally it is colourless (718.4), so
    Yeva's flash does not cover it on the opponent's turn."""
    g = game([YEVA, AMALGAM], ["Test Yeva", "Forest", "Forest", "Forest", "Forest", "Forest"], active="opp", hand={"you": ["Test Amalgam"]})
    v = cast(g, "Test Amalgam", prototype=True)
    assert v.legal and v.cost == "{1}{G}"
    assert not cast(g, "Test Amalgam", prototype=False).legal


def test_citadel_life_is_the_mana_value_as_cast() -> None:
    """718.3b, Bolas's Citadel: the life paid is the spell's mana value: 2 prototyped, 5 normally."""
    g = game([CITADEL, AMALGAM], ["Test Citadel"], life={"you": 3}, library_top={"you": "Test Amalgam"})
    assert cast(g, "Test Amalgam", from_="library", prototype=True).legal
    assert not cast(g, "Test Amalgam", from_="library", prototype=False).legal


def test_free_permission_by_mana_value_of_an_x_spell() -> None:
    """107.3b: cast without paying its mana cost, X is 0, so its mana value as cast is 0 (202.3e)."""
    g = game([ALUREN, ENDLESS], ["Test Aluren"], active="opp", hand={"you": ["Test Endless"]})
    assert cast(g, "Test Endless", using="Test Aluren", x=0).legal
    assert not cast(g, "Test Endless", using="Test Aluren", x=2).legal


IONA = card("Test Iona", "Legendary Creature — Angel", "As this creature enters, choose a color.\nYour opponents can't cast spells of the chosen color.", "{6}{W}{W}{W}", "7/7")
AUTOMATON = card(
    "Test Automaton", "Artifact Creature — Construct",
    "Prototype {2}{R} — 3/4 (You may cast this spell with different mana cost, color, and size. It keeps its abilities and types.)\nHaste", "{7}", "6/6",
)


def test_a_prohibition_by_colour_reads_the_prototyped_colours() -> None:
    """718.3b: prototyped, the spell is red and can't be cast under an opponent's Iona naming red
    (601.3, 101.2); cast normally it is colourless (718.4) and can."""
    g = game([IONA, AUTOMATON], ["Mountain"] * 7, [{"card": "Test Iona", "chosen_color": "R"}], hand={"you": ["Test Automaton"]})
    assert not cast(g, "Test Automaton", prototype=True).legal
    assert cast(g, "Test Automaton", prototype=False).legal
    assert [o.choice.get("prototype") for o in cast_options(g, "Test Automaton").options] == [False]


FORETOLD = card("Test Foretold", "Enchantment", "At the beginning of your upkeep, put a time counter on this enchantment.\nOnce each turn, you may pay {0} rather than pay the mana cost for a spell you cast with mana value X or less, where X is the number of time counters on this enchantment.", "{2}{U}")
DROVER = card("Test Drover", "Creature — Human Druid", "Creature spells you cast with mana value 6 or greater cost {2} less to cast.", "{3}{G}", "2/2")


def test_a_granted_alternative_cost_by_mana_value_reads_the_prototype() -> None:
    """718.3a: As Foretold with 3 time counters pays {0} for a prototyped Test Automaton (mana
    value 3), not for the card cast normally (7); an alternative cost may go with a prototype
    (the Fleshgorger ruling)."""
    g = game([FORETOLD, AUTOMATON], [{"card": "Test Foretold", "counters": {"time": 3}}], hand={"you": ["Test Automaton"]})
    assert cast(g, "Test Automaton", alternative_cost="Test Foretold", prototype=True).legal
    assert not cast(g, "Test Automaton", alternative_cost="Test Foretold", prototype=False).legal


def test_a_cost_change_by_mana_value_reads_the_mana_value_as_cast() -> None:
    """601.2f after 601.2b: a prototyped spell's mana value is its prototype's (718.3b), an X
    spell's counts X as chosen (202.3e): Krosan Drover reduces the normal cast (7) and an X = 6
    cast, not the prototyped one (3)."""
    g = game([DROVER, AUTOMATON, ENDLESS], ["Test Drover"] + ["Mountain"] * 5, hand={"you": ["Test Automaton", "Test Endless"]})
    assert cast(g, "Test Automaton", prototype=False).cost == "{5}"
    assert cast(g, "Test Automaton", prototype=True).cost == "{2}{R}"
    assert cast(g, "Test Endless", x=6).cost == "{4}"
    assert cast(g, "Test Endless", x=5).cost == "{5}"
