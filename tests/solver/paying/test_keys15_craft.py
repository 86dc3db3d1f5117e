"""keys15: craft (702.167a: "Craft with [materials] [cost]" means "[Cost], Exile this permanent,
Exile [materials] from among permanents you control and/or cards in your graveyard: Return this
card to the battlefield transformed under its owner's control. Activate only as a sorcery."):
can_activate judges its timing, its mana and its materials (118.3)."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import ActivatedAbility, SorceryTiming
from manasolve.model.costs import ExileMaterials, ExileOther, PayMana
from manasolve.model.errors import CardTextError, QueryError
from manasolve.model.selectors import Relation
from manasolve.solver.app.queries import can_activate
from games import card, game, read

CRAFT_REMINDER = " ({c}, Exile this artifact, Exile {m}: Return this card transformed under its owner's control. Craft only as a sorcery.)"
SUNBIRD = card(
    "Sunbird Standard", "Artifact",
    "{T}: Add one mana of any color.\nCraft with one or more {5}" + CRAFT_REMINDER.format(c="{5}", m="one or more other permanents you control and/or cards from your graveyard"),
    "{3}",
)
EYE = card(
    "Eye of Ojer Taq", "Artifact",
    "{T}: Add one mana of any color.\nCraft with two that share a card type {6}"
    + CRAFT_REMINDER.format(c="{6}", m="the two from among other permanents you control and/or cards from your graveyard"),
    "{3}",
)
ORE = card(
    "Ore-Rich Stalactite", "Artifact",
    "{T}: Add {R}. Spend this mana only to cast an instant or sorcery spell.\nCraft with four or more red instant and/or sorcery cards {3}{R}{R}"
    + CRAFT_REMINDER.format(c="{3}{R}{R}", m="the four or more from your graveyard"),
    "{1}{R}",
)
JEWEL = card(
    "The Enigma Jewel", "Legendary Artifact",
    "The Enigma Jewel enters tapped.\n{T}: Add {C}{C}. Spend this mana only to activate abilities.\nCraft with four or more nonlands with activated abilities {8}{U}"
    + CRAFT_REMINDER.format(c="{8}{U}", m="the four or more from among other permanents you control and/or cards in your graveyard"),
    "{U}",
)
NET = card(
    "Braided Net", "Artifact",
    "This artifact enters with three net counters on it.\n{T}, Remove a net counter from this artifact: Tap another target nonland permanent. "
    "Its activated abilities can't be activated for as long as it remains tapped.\nCraft with artifact {1}{U}",
    "{2}{U}",
)
BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
SHOCK = card("Shock", "Instant", "Shock deals 2 damage to any target.", "{R}")


def test_read_as_an_activated_ability() -> None:
    """702.167a: the mana, this permanent exiled, the materials; only as a sorcery."""
    (_, craft) = read(SUNBIRD["oracle_text"])
    assert isinstance(craft, ActivatedAbility) and any(isinstance(r, SorceryTiming) for r in craft.requires)
    mana, itself, materials = craft.cost.parts
    assert isinstance(mana, PayMana) and str(mana.cost) == "{5}"
    assert isinstance(itself, ExileOther) and itself.what.relation is Relation.SELF
    assert isinstance(materials, ExileMaterials) and materials.count == 1 and materials.or_more and materials.what is None


@pytest.mark.parametrize(
    "words,count,or_more,cards_only",
    [("artifact", 1, False, False), ("two that share a card type", 2, False, False), ("four or more red instant and/or sorcery cards", 4, True, True),
     ("four or more nonlands with activated abilities", 4, True, False), ("three or more creatures", 3, True, False)],
)
def test_materials(words: str, count: int, or_more: bool, cards_only: bool) -> None:
    """702.167a: the materials' number and qualities ("cards": in the graveyard only)."""
    (craft,) = read(f"Craft with {words} {{2}}")
    m = craft.cost.parts[-1]
    assert isinstance(m, ExileMaterials) and (m.count, m.or_more, m.cards_only) == (count, or_more, cards_only)


def test_unknown_materials_refuse_the_card() -> None:
    """Nothing silent: materials the library does not read are an error, never any object."""
    with pytest.raises(CardTextError):
        read("Craft with flying creature {2}")


def test_sorcery_timing() -> None:
    """702.167a: "Activate only as a sorcery" (602.5d): not on an opponent's turn."""
    s = game([SUNBIRD], you=["Sunbird Standard", *(["Plains"] * 5)], active="opp", graveyard={"you": []})
    got = can_activate(s, "Sunbird Standard", 1)
    assert not got.answer and "sorcery" in got.reason


def test_permanents_are_materials_and_may_tap_first() -> None:
    """702.167a: other permanents are materials; 602.2b, 601.2g: they may tap for the mana first."""
    s = game([SUNBIRD], you=["Sunbird Standard", *(["Plains"] * 4)], graveyard={"you": []})
    assert can_activate(s, "Sunbird Standard", 1).answer


def test_materials_in_the_graveyard() -> None:
    """702.167a, 118.3: "four or more red instant and/or sorcery cards" from the graveyard only."""
    three = game([ORE, BOLT, SHOCK], you=["Ore-Rich Stalactite", *(["Mountain"] * 5)], graveyard={"you": ["Lightning Bolt", "Shock", "Shock"]})
    assert not can_activate(three, "Ore-Rich Stalactite", 1).answer
    four = game([ORE, BOLT, SHOCK], you=["Ore-Rich Stalactite", *(["Mountain"] * 5)], graveyard={"you": ["Lightning Bolt", "Shock", "Shock", "Shock"]})
    assert can_activate(four, "Ore-Rich Stalactite", 1).answer


def test_share_a_card_type() -> None:
    """205.2a: two objects with a card type in common (a Plains and an Island are both lands;
    Chromatic Orrery and a Llanowar Elves card are not; with a Sol Ring card, two artifacts)."""
    lands = game([EYE], you=["Eye of Ojer Taq", "Plains", "Island", *(["Wastes"] * 4)], graveyard={"you": []})
    assert can_activate(lands, "Eye of Ojer Taq", 1).answer
    mixed = game([EYE], you=["Eye of Ojer Taq", "Chromatic Orrery"], graveyard={"you": ["Llanowar Elves"]})
    got = can_activate(mixed, "Eye of Ojer Taq", 1)
    assert not got.answer and "702.167a" in got.rule
    assert can_activate(game([EYE], you=["Eye of Ojer Taq", "Chromatic Orrery"], graveyard={"you": ["Llanowar Elves", "Sol Ring"]}), "Eye of Ojer Taq", 1).answer


def test_activated_abilities_and_the_craft_permanent_itself() -> None:
    """702.167a: the permanent with craft is exiled by its own part, never one of its materials;
    113.3b: "with activated abilities" (mana abilities are activated abilities, 605.1a)."""
    s = game([JEWEL], you=[{"card": "The Enigma Jewel", "tapped": False}, "Sol Ring", "Sol Ring", *(["Island"] * 8)], graveyard={"you": ["Llanowar Elves"]})
    assert not can_activate(s, "The Enigma Jewel", 1).answer  # three nonlands; the lands are not
    t = game([JEWEL], you=["The Enigma Jewel", "Sol Ring", "Sol Ring", *(["Island"] * 8)], graveyard={"you": ["Llanowar Elves", "Sol Ring"]})
    assert can_activate(t, "The Enigma Jewel", 1).answer


def test_graveyard_never_assumed() -> None:
    """Nothing assumed: the permanents too few, the graveyard not given is an error naming the key."""
    s = game([NET], you=["Braided Net", "Island", "Island"])
    with pytest.raises(QueryError, match="graveyard"):
        can_activate(s, "Braided Net", 1)
    assert can_activate(game([NET], you=["Braided Net", "Island", "Island", "Sol Ring"]), "Braided Net", 1).answer
