"""106.6: "You can't spend this mana to cast spells." (Thran Turbine) — the mana pays for
activating abilities, never for casting a spell. Read as a spending restriction and honoured by
every payment (can_pay for a named spell, can_activate)."""

from __future__ import annotations

from manasolve.model.abilities import ManaAbility, SpendRestriction, TriggeredAbility
from manasolve.solver.app.queries import can_activate, can_pay
from games import card, game, read

TURBINE_TEXT = "At the beginning of your upkeep, you may add {C} or {C}{C}. You can't spend this mana to cast spells."
# a mana ability with Thran Turbine's restriction, so that a payment can use it now
ROCK = card("Turbine Rock", "Artifact", "{T}: Add {C}{C}. You can't spend this mana to cast spells.", "{2}")
PUMP = card("Pump Stone", "Artifact", "{2}, {T}: You gain 1 life.", "{1}")
OGRE = card("Gray Ogre", "Creature — Ogre", "", "{2}{R}", "2/2")
CHARM = card("Mind Stone Charm", "Artifact", "", "{2}")


def test_read_as_no_spell_and_any_ability() -> None:
    """The restriction of Thran Turbine's trigger is data: no spell, any ability (106.6)."""
    (ab,) = read(TURBINE_TEXT, "Artifact", "Thran Turbine")
    assert isinstance(ab, TriggeredAbility)
    assert ab.spending == SpendRestriction((), (None,))


def test_spells_from_your_hand_keeps_the_zone() -> None:
    """"You can't spend this mana to cast spells from your hand." (Karolina Dean): the mana pays
    for spells cast from anywhere else and for abilities (106.6, 601.2a); its meaning is checked in
    tests/solver/casting/test_spend_not_from_hand.py."""
    (ab,) = read("{T}: Add {C}. You can't spend this mana to cast spells from your hand.")
    assert isinstance(ab, ManaAbility) and ab.spending is not None
    (kind,) = ab.spending.spells
    assert kind.from_hand is False and ab.spending.abilities == (None,)


def test_the_mana_pays_for_an_ability_but_not_for_a_spell() -> None:
    """106.6: the rock's two colorless mana pay Pump Stone's {2}, but no spell's cost."""
    s = game([ROCK, PUMP, OGRE, CHARM], ["Turbine Rock", "Pump Stone", "Mountain"], hand={"you": ["Gray Ogre", "Mind Stone Charm"]})
    assert can_activate(s, "Pump Stone", 0).answer is True
    assert can_pay(s, "you", "{2}", for_="Mind Stone Charm").answer is False
    assert can_pay(s, "you", "{1}", for_="Mind Stone Charm").answer is True   # the Mountain
    assert can_pay(s, "you", "{2}{R}", for_="Gray Ogre").answer is False
