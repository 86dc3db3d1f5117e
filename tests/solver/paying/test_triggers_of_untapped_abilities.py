"""Triggered mana abilities and mana abilities without {T} (106.12, 106.12a, 605.1b): "tapped for
mana" means activating a mana ability with {T} in its cost, while "Whenever a land's ability causes
you to add ..." (Caged Sun) triggers from any mana ability of a land."""

from __future__ import annotations

from manasolve.solver.app.queries import available_mana

from tests.games import card, game

POOLS = card(
    "Calciform Pools",
    "Land",
    "{T}: Add {C}.\n{1}, {T}: Put a storage counter on this land.\n{1}, Remove X storage counters from this land: Add X mana in any combination of {W} and/or {U}.",
)
CAGED_SUN = card(
    "Caged Sun",
    "Artifact",
    "As this artifact enters, choose a color.\nCreatures you control of the chosen color get +1/+1.\n"
    "Whenever a land's ability causes you to add one or more mana of the chosen color, add an additional one mana of that color.",
    "{6}",
)
OVERGROWTH = card("Overgrowth", "Enchantment — Aura", "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}{G}.", "{2}{G}")


def test_a_lands_ability_without_tap_triggers_caged_sun() -> None:
    """Caged Sun: "Whenever a land's ability causes you to add one or more mana of the chosen color":
    Calciform Pools' "{1}, Remove X storage counters: Add X mana ..." is such an ability, though it
    does not tap the land (XMage TappedForManaRelatedTest.TestCalciformPools2CounterAndTrigger)."""
    s = game([POOLS, CAGED_SUN], you=[{"card": "Calciform Pools", "counters": {"storage": 2}}, {"card": "Caged Sun", "chosen_color": "W"}])
    assert set(available_mana(s, "you").answer) == {"C", "WWW", "WWU", "UU"}


def test_tapped_for_mana_needs_the_tap_symbol() -> None:
    """106.12: to "tap a permanent for mana" is to activate a mana ability with {T} in its cost, so
    Overgrowth on Calciform Pools adds {G}{G} to its {T}: Add {C} and nothing to the storage-counter
    ability (which has no {T}): the {1} is paid with the {C} or one {G}."""
    s = game([POOLS, OVERGROWTH], you=[{"card": "Calciform Pools", "counters": {"storage": 2}}, {"card": "Overgrowth", "attached_to": "Calciform Pools"}])
    assert set(available_mana(s, "you").answer) == {"GGC", "WWGG", "WUGG", "UUGG", "WWGC", "WUGC", "UUGC"}
