"""602.5b: "Activate only if this creature has another activated ability." (the mana ability Tazri,
Stalwart Survivor grants) — judged on the creature's activated abilities now, after layer 6
(613.1f), mana abilities included (602.1), the one being activated excluded."""

from __future__ import annotations

from manasolve.model.abilities import HasAnotherActivatedAbility, ManaAbility
from manasolve.solver.app.queries import can_activate
from games import card, game, read

TAZRI = card(
    "Tazri, Stalwart Survivor", "Legendary Creature — Human Warrior Ally",
    "Each creature you control has \"{T}: Add one mana of any of this creature's colors. Spend this mana only to activate an ability of a creature. "
    "Activate only if this creature has another activated ability.\"\n"
    "{W}{U}{B}{R}{G}, {T}: Mill five cards. Put all creature cards with activated abilities that aren't mana abilities from among the milled cards into your hand.",
    "{2}{W}", "3/3",
)
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")
ELVES = card("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")


def test_read_as_the_restriction() -> None:
    """The granted ability reads the restriction as data."""
    (ab,) = read("{T}: Add {C}. Activate only if this creature has another activated ability.", "Creature — Human")
    assert isinstance(ab, ManaAbility) and ab.requires == (HasAnotherActivatedAbility(),)


def test_a_vanilla_creature_cannot_use_the_granted_ability() -> None:
    """Grizzly Bears' only activated ability is the granted one: the restriction fails (602.5b)."""
    s = game([TAZRI, BEARS], ["Tazri, Stalwart Survivor", "Grizzly Bears"])
    assert can_activate(s, "Grizzly Bears", 0).answer is False


def test_a_creature_with_its_own_mana_ability_can() -> None:
    """Llanowar Elves has "{T}: Add {G}." besides the granted one (its number 1): the restriction holds."""
    s = game([TAZRI, ELVES], ["Tazri, Stalwart Survivor", "Llanowar Elves"])
    assert can_activate(s, "Llanowar Elves", 1).answer is True
