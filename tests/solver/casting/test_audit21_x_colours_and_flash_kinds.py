"""audit21: "Spend only black and/or red mana on X." (Soul Burn; 107.3a, 106.6): each mana spent on
X is black or red; the total cost (601.2f) still writes X as generic mana, the restriction being
one on spending (601.2h). "You may cast Aura and Equipment spells as though they had flash."
(Sigarda's Aid; 702.8a): a spell of either subtype (205.3), not one that is both."""

from __future__ import annotations

from manasolve.model.abilities import XSpending
from manasolve.model.mana import ManaType
from manasolve.solver.app.queries import cast

from tests.games import card, game
from tests.games import static_effect as effect

BURN = card("Test Burn", "Sorcery", "Spend only black and/or red mana on X.\nTest Burn deals X damage to any target.", "{X}{2}{B}")
AID = card("Test Aid", "Enchantment", "You may cast Aura and Equipment spells as though they had flash.", "{W}")
AURA = card("Test Aura", "Enchantment — Aura", "Enchant creature\nEnchanted creature gets +1/+1.", "{W}")
GEAR = card("Test Gear", "Artifact — Equipment", "Equipped creature gets +1/+0.\nEquip {1}", "{1}")
ROCK = card("Test Rock", "Artifact", "", "{1}")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")


def test_two_colours_on_x_are_read() -> None:
    assert effect("Spend only black and/or red mana on X.", "Sorcery") == XSpending(ManaType.B, also=ManaType.R)


def test_x_paid_with_black_or_red_mana() -> None:
    g = game([BURN], ["Forest", "Forest", "Mountain", "Mountain", "Swamp"], hand={"you": ["Test Burn"]})
    two = cast(g, "Test Burn", x=2)
    assert two.legal and two.cost == "{4}{B}"  # 601.2f: X written as generic


def test_x_not_paid_with_green_mana() -> None:
    g = game([BURN], ["Forest", "Forest", "Forest", "Mountain", "Swamp"], hand={"you": ["Test Burn"]})
    assert cast(g, "Test Burn", x=2).legal is False  # the Swamp pays {B}: one red mana for X
    assert cast(g, "Test Burn", x=1).legal is True


def test_aura_and_equipment_spells_have_flash() -> None:
    g = game([AID, AURA, GEAR, ROCK, BEAR], ["Test Aid", "Plains", "Plains"], ["Test Bear"], active="opp", hand={"you": ["Test Aura", "Test Gear", "Test Rock"]})
    assert cast(g, "Test Aura").legal is True
    assert cast(g, "Test Gear").legal is True
    assert cast(g, "Test Rock").legal is False  # an artifact that is no Equipment


WALKER = card("Test Walker", "Artifact Creature — Construct", "This creature enters with X +1/+1 counters on it.", "{X}{X}", "0/0")
OMNI = card("Test Omni", "Enchantment", "You may cast spells from your hand without paying their mana costs.", "{7}{U}{U}{U}")


def test_enters_through_a_free_cast_has_x_zero() -> None:
    """107.3b: a spell cast without paying its mana cost (and with no alternative cost with X) has
    X = 0: an ``enters`` query that says it was cast with such a permission and X = 2 asks about a
    spell that cannot exist, an error naming the rule; with X = 0 it enters with no counter."""
    import pytest

    from manasolve.model.errors import QueryError
    from manasolve.solver.app.queries import enters

    g = game([WALKER, OMNI], ["Test Omni"], hand={"you": ["Test Walker"]})
    assert enters(g, "Test Walker", x=0, using="Test Omni").counters == {}
    with pytest.raises(QueryError, match="107.3b"):
        enters(g, "Test Walker", x=2, using="Test Omni")
