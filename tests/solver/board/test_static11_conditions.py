"""Conditions of static abilities (611.3a) on the colour or subtype of the enchanted permanent and on
the equipped creature: the effect exists only while the condition holds, and "it" is the
enchanted or equipped permanent."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import Exists, StaticAbility
from manasolve.model.errors import ManasolveError
from manasolve.model.selectors import Relation

from tests.games import card, game, read, tap

RAY = card("Ray of Frost", "Enchantment — Aura", "Flash\nEnchant creature\nAs long as enchanted creature is red, it loses all abilities.", "{1}{U}")
HEIRLOOM = card("Hero's Heirloom", "Artifact — Equipment", "Equipped creature gets +2/+1.\nAs long as equipped creature is legendary, it has trample and haste.\nEquip {2}", "{1}")
RED_ELF = card("Red Mana Elf", "Creature — Elf", "{T}: Add {R}.", "{R}", "1/1")
LEGEND = card("Legendary Mana Elf", "Legendary Creature — Elf", "{T}: Add {G}.", "{G}", "1/1")


def test_colour_condition_reads_the_enchanted_creature() -> None:
    """611.3a, 105.2: "As long as enchanted creature is red" is a condition on the enchanted
    permanent's colour."""
    ability = read("Enchant creature\nAs long as enchanted creature is red, it loses all abilities.", "Enchantment — Aura")[1]
    assert isinstance(ability, StaticAbility) and isinstance(ability.condition, Exists)
    assert ability.condition.what.relation is Relation.ENCHANTED and ability.condition.what.colors is not None


def test_ray_of_frost_removes_the_mana_ability_of_a_red_creature_only() -> None:
    """611.3a, 613.1f: while the enchanted creature is red it loses all abilities, its mana ability
    too; a green creature keeps its own."""
    s = game([RAY, RED_ELF], you=["Red Mana Elf", {"card": "Ray of Frost", "attached_to": "Red Mana Elf"}])
    assert tap(s, "Red Mana Elf") == "illegal"
    s = game([RAY], you=["Llanowar Elves", {"card": "Ray of Frost", "attached_to": "Llanowar Elves"}])
    assert tap(s, "Llanowar Elves") == {"G"}


def test_heirloom_gives_haste_to_a_legendary_creature_only() -> None:
    """611.3a, 301.5, 302.6: "As long as equipped creature is legendary, it has ... haste": a
    legendary creature that came under its controller's control this turn may tap for mana; a
    nonlegendary one may not."""
    s = game([HEIRLOOM, LEGEND], you=[{"card": "Legendary Mana Elf", "summoning_sick": True}, {"card": "Hero's Heirloom", "attached_to": "Legendary Mana Elf"}])
    assert tap(s, "Legendary Mana Elf") == {"G"}
    s = game([HEIRLOOM], you=[{"card": "Llanowar Elves", "summoning_sick": True}, {"card": "Hero's Heirloom", "attached_to": "Llanowar Elves"}])
    assert tap(s, "Llanowar Elves") == "illegal"


GHAST = card("Hasty Ghast", "Creature — Spirit", "This creature has haste as long as an opponent has 10 or less life.\n{T}: Add {B}.", "{1}{B}", "2/1")
SENTRY = card("Threshold Elf", "Creature — Elf", "Threshold — As long as there are seven or more cards in your graveyard, this creature has \"{T}: Add {G}.\"", "{G}", "1/1")
RATS = card("Hellbent Elf", "Creature — Elf", "Hellbent — As long as you have no cards in hand, this creature has \"{T}: Add {B}.\"", "{B}", "1/1")


def test_opponent_life_condition() -> None:
    """611.3a, 119.1, 302.6: "has haste as long as an opponent has 10 or less life" — an
    opponent's life, not the controller's."""
    s = game([GHAST], you=[{"card": "Hasty Ghast", "summoning_sick": True}], life={"you": 5, "opp": 10})
    assert tap(s, "Hasty Ghast") == {"B"}
    s = game([GHAST], you=[{"card": "Hasty Ghast", "summoning_sick": True}], life={"you": 5, "opp": 11})
    assert tap(s, "Hasty Ghast") == "illegal"


def test_threshold_counts_the_graveyard_and_never_assumes_it() -> None:
    """611.3a, 404, 702.x threshold: the granted mana ability exists only with seven or more
    cards in its controller's graveyard; a graveyard the scenario does not give is an error naming
    the key."""
    seven = ["Forest"] * 7
    s = game([SENTRY], you=["Threshold Elf"], graveyard={"you": seven})
    assert tap(s, "Threshold Elf") == {"G"}
    s = game([SENTRY], you=["Threshold Elf"], graveyard={"you": seven[:6]})
    assert tap(s, "Threshold Elf") == "illegal"
    s = game([SENTRY], you=["Threshold Elf"])
    with pytest.raises(ManasolveError, match="graveyard"):
        tap(s, "Threshold Elf")


def test_hellbent_counts_the_hand() -> None:
    """611.3a, 402: "As long as you have no cards in hand"."""
    s = game([RATS], you=["Hellbent Elf"], hand={"you": []})
    assert tap(s, "Hellbent Elf") == {"B"}
    s = game([RATS], you=["Hellbent Elf"], hand={"you": ["Forest"]})
    assert tap(s, "Hellbent Elf") == "illegal"


STRIKE = card("Strike Team", "Creature — Human Warrior", "As long as this creature entered this turn, creatures you control have haste.", "{2}{R}", "2/2")


def test_entered_this_turn_condition_and_its_key() -> None:
    """611.3a, 302.6: "As long as this creature entered this turn, creatures you control have
    haste"; a summoning-sick permanent may only have changed control, so without the key
    ``entered_this_turn`` the question fails naming it."""
    s = game([STRIKE], you=[{"card": "Strike Team", "entered_this_turn": True}, {"card": "Llanowar Elves", "summoning_sick": True}])
    assert tap(s, "Llanowar Elves") == {"G"}
    s = game([STRIKE], you=[{"card": "Strike Team", "entered_this_turn": False, "summoning_sick": True}, {"card": "Llanowar Elves", "summoning_sick": True}])
    assert tap(s, "Llanowar Elves") == "illegal"
    s = game([STRIKE], you=[{"card": "Strike Team", "summoning_sick": True}, {"card": "Llanowar Elves", "summoning_sick": True}])
    with pytest.raises(ManasolveError, match="entered_this_turn"):
        tap(s, "Llanowar Elves")


WEREBEAR = card("Werebear", "Creature — Human Bear Druid", "{T}: Add {G}.\nThreshold — This creature gets +3/+3 as long as there are seven or more cards in your graveyard.", "{1}{G}", "1/1")


def test_an_undecided_condition_of_power_only_matters_where_power_is_read() -> None:
    """611.3a, 208.1: Werebear's threshold changes only its power and toughness; without the
    graveyard its mana ability still answers (no mana rule reads its power)."""
    s = game([WEREBEAR], you=["Werebear"])
    assert tap(s, "Werebear") == {"G"}


HIERARCH = card("Hierarch", "Creature — Human Druid", "Renown 1\nAs long as this creature is renowned, it has vigilance and \"{T}: Add one mana of any color.\"", "{G}", "1/1")


def test_renowned_is_read_from_its_key_and_never_assumed() -> None:
    """702.112b, 611.3a: "As long as this creature is renowned" reads the permanent key
    ``renowned``; without it the question fails naming the key."""
    s = game([HIERARCH], you=[{"card": "Hierarch", "renowned": True}])
    assert tap(s, "Hierarch") == {"W", "U", "B", "R", "G"}
    s = game([HIERARCH], you=[{"card": "Hierarch", "renowned": False}])
    assert tap(s, "Hierarch") == "illegal"
    s = game([HIERARCH], you=["Hierarch"])
    with pytest.raises(ManasolveError, match="renowned"):
        tap(s, "Hierarch")


TORTOISE = card("Turn Tortoise", "Creature — Turtle", "During your turn, creatures you control have haste.", "{1}{G}", "1/1")
TALENT = card(
    "Smith Talent", "Enchantment — Class", "{2}{R}: Level 2\nDuring your turn, creatures you control have haste.", "{R}"
)


def test_during_your_turn_is_whose_turn_it_is() -> None:
    """611.3a, 102.1: "During your turn, creatures you control have haste" exists only while its
    controller is the active player."""
    s = game([TORTOISE], you=["Turn Tortoise", {"card": "Llanowar Elves", "summoning_sick": True}], active="you")
    assert tap(s, "Llanowar Elves") == {"G"}
    s = game([TORTOISE], you=["Turn Tortoise", {"card": "Llanowar Elves", "summoning_sick": True}], active="opp")
    assert tap(s, "Llanowar Elves") == "illegal"


def test_an_ability_of_a_class_level_exists_from_that_level() -> None:
    """716.2a: a Class's ability printed after "Level 2" exists only while the Class is level 2
    or greater; a Class the scenario gives no level is level 1 (it enters at level 1, the Class
    rulings), so the haste of its second section is not there."""
    s = game([TALENT], you=["Smith Talent", {"card": "Llanowar Elves", "summoning_sick": True}])
    assert tap(s, "Llanowar Elves") == "illegal"
    s = game([TALENT], you=[{"card": "Smith Talent", "level": 2}, {"card": "Llanowar Elves", "summoning_sick": True}])
    assert tap(s, "Llanowar Elves") == {"G"}
