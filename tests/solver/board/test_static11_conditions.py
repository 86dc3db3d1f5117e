"""Conditions of static abilities (611.3a) on the colour or subtype of the enchanted permanent and on
the equipped creature: the effect exists only while the condition holds, and "it" is the
enchanted or equipped permanent."""

from __future__ import annotations

from manasolve.model.abilities import Exists, StaticAbility
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
