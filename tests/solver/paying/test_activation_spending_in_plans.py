"""609.4b, 602.2b, 601.2g-h: a rule that lets mana be spent as though it were other types *to
activate some abilities* (Agatha's Soul Cauldron: "... to activate abilities of creatures you
control"; Quicksilver Elemental's "... to pay the activation costs of this creature's abilities")
applies to the cost of each such ability inside a plan of mana abilities (a creature's mana
ability whose cost a chained payment pays), and only to those costs: not to another mana
ability's cost in the same plan, and not to the cost asked about unless it is such an ability.
Likewise a spell's own rule ("to cast this spell") pays that spell's cost only, never a mana
ability's cost on the way (601.2g: the mana abilities are activated before the spell's costs are
paid)."""

from __future__ import annotations

from manasolve import available_mana, can_activate, can_pay

from tests.games import card, game

CAULDRON = card(
    "Test Cauldron", "Legendary Artifact",
    "You may spend mana as though it were mana of any color to activate abilities of creatures you control.", "{2}",
)
ELF = card("Test Filter Elf", "Creature — Elf", "{R}, {T}: Add {G}{G}.", "{G}", "1/1")
ROCK = card("Test Filter Rock", "Artifact", "{R}, {T}: Add {G}{G}.", "{2}")
DRAGON = card("Test Dragon", "Creature — Dragon", "{G}{G}: This creature gets +1/+0 until end of turn.", "{4}", "4/4")


def test_a_creatures_mana_ability_in_a_plan_is_paid_as_though_any_color() -> None:
    """609.4b, 605.3a: the Island's {U} pays the Elf's {R} (a creature's ability), so a plan makes
    {G}{G}: can_pay and available_mana find it as can_activate does."""
    s = game([CAULDRON, ELF], you=["Test Cauldron", {"card": "Test Filter Elf", "id": "e"}, "Island"])
    assert can_activate(s, "e", 0).answer is True
    assert can_pay(s, "you", "{G}{G}").answer is True
    assert "GG" in available_mana(s, "you").answer


def test_no_rule_for_an_artifact_that_is_no_creature() -> None:
    """602.2b: the Cauldron's rule is for abilities of creatures; the artifact's {R} still needs
    red mana, in a plan and alone."""
    s = game([CAULDRON, ROCK], you=["Test Cauldron", {"card": "Test Filter Rock", "id": "r"}, "Island"])
    assert can_activate(s, "r", 0).answer is False
    assert can_pay(s, "you", "{G}{G}").answer is False
    assert "GG" not in available_mana(s, "you").answer


def test_the_rule_of_the_ability_asked_about_pays_only_its_cost() -> None:
    """609.4b: activating the Dragon's {G}{G} ability, the Cauldron lets the Forest's and the
    Island's mana pay it; but the artifact's {R} on the way is no creature's, so an Island and an
    artifact filter can't make the Dragon's cost (only one mana is left for it)."""
    s = game([CAULDRON, DRAGON, ROCK], you=["Test Cauldron", {"card": "Test Dragon", "id": "d"}, "Island", "Forest"])
    assert can_activate(s, "d", 0).answer is True
    s2 = game([CAULDRON, DRAGON, ROCK], you=["Test Cauldron", {"card": "Test Dragon", "id": "d"}, {"card": "Test Filter Rock", "id": "r"}, "Island"])
    assert can_activate(s2, "d", 0).answer is False  # the Rock's {R} can't be paid with {U}


def test_the_rule_and_the_restriction_together() -> None:
    """106.6 with 609.4b: mana restricted to creature spells (Ancient Ziggurat) can't pay the
    Elf's {R}, as though any colour or not: the restriction decides which costs, the rule which
    symbols."""
    s = game([CAULDRON, ELF], you=["Test Cauldron", {"card": "Test Filter Elf", "id": "e"}, "Ancient Ziggurat"])
    assert can_activate(s, "e", 0).answer is False
    assert can_pay(s, "you", "{G}{G}").answer is False
