"""audit21: a spending restriction that names a creature type (106.6) reads a changeling as that
type: changeling is a characteristic-defining ability that gives the object every creature type in
every zone (702.73a), so Smokebraider's "Spend this mana only to cast Elemental spells" pays for a
changeling spell, and Cavern of Souls' "creature spell of the chosen type" pays for one whatever
type was chosen. A "non-Human" kind excludes a changeling (it is a Human)."""

from __future__ import annotations

from manasolve.solver.app.queries import can_activate, can_pay, cast

from tests.games import card, game

SMOKEBRAIDER = card("Test Braider", "Creature — Elemental Shaman", "{T}: Add two mana in any combination of colors. Spend this mana only to cast Elemental spells or activate abilities of Elementals.", "{1}{R}", "1/1")
TERRITORY = card("Test Cavern", "Land", "As this land enters, choose a creature type.\n{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type.")
CHANGELING = card("Test Changeling", "Creature — Shapeshifter", "Changeling\n{R}: This creature gets +1/+0 until end of turn.", "{1}{R}", "1/1")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")
NON_HUMAN = card("Test Altar", "Land", "{T}: Add one mana of any color. Spend this mana only to cast a non-Human creature spell.")


def test_an_elemental_restriction_pays_for_a_changeling_spell() -> None:
    g = game([SMOKEBRAIDER, CHANGELING, BEAR], ["Test Braider"], hand={"you": ["Test Changeling", "Test Bear"]})
    assert cast(g, "Test Changeling").legal is True
    assert cast(g, "Test Bear").legal is False


def test_an_elemental_restriction_pays_a_changelings_ability() -> None:
    g = game([SMOKEBRAIDER, CHANGELING], ["Test Braider", "Test Changeling"])
    assert can_activate(g, "Test Changeling", 0).answer is True


def test_the_chosen_type_pays_for_a_changeling_whatever_was_chosen() -> None:
    g = game([TERRITORY, CHANGELING], [{"card": "Test Cavern", "chosen_type": "Kithkin"}, {"card": "Test Cavern", "chosen_type": "Human"}], hand={"you": ["Test Changeling"]})
    assert can_pay(g, "you", "{1}{R}", for_="Test Changeling").answer is True


def test_a_non_human_kind_excludes_a_changeling() -> None:
    g = game([NON_HUMAN, CHANGELING, BEAR], ["Test Altar", "Test Altar"], hand={"you": ["Test Changeling", "Test Bear"]})
    assert can_pay(g, "you", "{1}{R}", for_="Test Changeling").answer is False
    assert can_pay(g, "you", "{1}{G}", for_="Test Bear").answer is True


CAMP = card("Test Camp", "Land", "{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a Cleric, Rogue, Warrior, or Wizard spell or to activate an ability of a Cleric, Rogue, Warrior, or Wizard.")
ELF = card("Test Elf", "Creature — Elf Druid", "", "{G}", "1/1")


def test_a_list_of_creature_types_for_abilities() -> None:
    """audit21: "... or to activate an ability of a Cleric, Rogue, Warrior, or Wizard" (Base Camp;
    106.6): a source of one of the listed creature types (205.3) was unread, the mana never spent."""
    g = game([CAMP, CHANGELING, ELF], ["Test Camp", "Test Changeling"], hand={"you": ["Test Elf"]})
    assert can_activate(g, "Test Changeling", 0).answer is True
    assert cast(g, "Test Elf").legal is False
