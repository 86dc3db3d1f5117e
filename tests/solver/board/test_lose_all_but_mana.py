"""613.1f with 605.1a-b: "All lands lose all abilities except mana abilities." (Blood Sun) removes
in layer 6 every ability of a land that is not a mana ability, printed or granted, and keeps its
mana abilities and those of its basic land types (305.6)."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import LoseAbilities
from manasolve.model.errors import CardTextError
from manasolve.solver.app.queries import could_produce

from tests.games import card, game, read, static_effect, tap

BLOOD_SUN = card("Blood Sun", "Enchantment", "When this enchantment enters, draw a card.\nAll lands lose all abilities except mana abilities.", "{2}{R}")
URBORG = card("Urborg, Tomb of Yawgmoth", "Legendary Land", "Each land is a Swamp in addition to its other land types.")
GROVE = card("Verdant Grove", "Land", '{T}: Add {C}.\nCreatures you control have "{T}: Add {G}."')
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")


def test_the_sentence_is_read_as_a_removal_that_keeps_mana_abilities() -> None:
    """The template "lose all abilities except mana abilities" is a layer-6 removal with the
    exception read as data, not a removal of every ability."""
    e = static_effect("All lands lose all abilities except mana abilities.")
    assert isinstance(e, LoseAbilities) and e.except_mana and not e.other


def test_without_the_exception_every_ability_goes() -> None:
    """Without "except mana abilities" the removal takes mana abilities too (Humility's wording)."""
    e = static_effect("Creatures lose all abilities.")
    assert isinstance(e, LoseAbilities) and not e.except_mana


def test_another_word_than_except_is_not_read() -> None:
    """Only "except" makes the exception: "lose all abilities but mana abilities" is not guessed at."""
    with pytest.raises(CardTextError):
        read("All lands lose all abilities but mana abilities.", "Enchantment")


def test_a_layer_4_effect_of_a_land_applies_before_blood_sun() -> None:
    """613.1d before 613.1f: Urborg's type change (layer 4) has applied before Blood Sun removes
    its ability in layer 6 (no dependency across layers, 613.8a), so a Mountain is a Swamp too
    (XMage LandTypeChangingEffectsTest.testBloodSunWithUrborgtoyAndStormtideLeviathanMan)."""
    s = game([BLOOD_SUN, URBORG], you=["Urborg, Tomb of Yawgmoth", "Mountain", "Blood Sun"])
    assert set(could_produce(s, "Mountain").answer) == {"B", "R"}
    assert set(could_produce(s, "Urborg, Tomb of Yawgmoth").answer) == {"B"}


def test_a_land_keeps_its_mana_ability_and_loses_its_grant() -> None:
    """613.1f, 613.8a: the land's static grant is not a mana ability, so Blood Sun removes it (and
    the grant, depending on that removal, never applies); its own "{T}: Add {C}" stays."""
    s = game([BLOOD_SUN, GROVE, BEARS], you=["Verdant Grove", "Grizzly Bears", "Blood Sun"])
    assert tap(s, "Verdant Grove") == {"C"}
    assert could_produce(s, "Grizzly Bears").answer == []


def test_a_granted_mana_ability_stays() -> None:
    """A mana ability granted to a land (Chromatic Lantern's, layer 6) is a mana ability: Blood
    Sun leaves it, whichever came first."""
    s = game([BLOOD_SUN], you=["Blood Sun", "Chromatic Lantern", "Forest"])
    assert tap(s, "Forest") == {"W", "U", "B", "R", "G"}
    s = game([BLOOD_SUN], you=["Chromatic Lantern", "Forest", "Blood Sun"])
    assert tap(s, "Forest") == {"W", "U", "B", "R", "G"}
