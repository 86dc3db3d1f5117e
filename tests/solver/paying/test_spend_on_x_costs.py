"""106.6 and 107.3: "Spend this mana only on costs that contain {X}." (Rosheen Meanderer, Nexos,
Elementalist's Palette) is read as a spending restriction: the mana pays any part of a spell's cost
when its mana cost has {X}, or of an ability's cost that has {X}, and nothing else."""

from __future__ import annotations

import manasolve
from manasolve.model.abilities import ManaAbility

from tests.games import card, game, read

ROSHEEN = card("Rosheen Meanderer", "Legendary Creature — Giant Shaman", "{T}: Add {C}{C}{C}{C}. Spend this mana only on costs that contain {X}.", "{3}{R/G}", "4/4")
X_SPELL = card("X Test Spell", "Sorcery", "Draw X cards.", "{X}")
PLAIN_SPELL = card("Plain Test Spell", "Sorcery", "Draw a card.", "{2}")
X_ENGINE = card("X Engine", "Artifact", "{X}{1}, {T}: Draw a card.\n{1}, {T}: Draw a card.", "{1}")


def test_the_restriction_is_read() -> None:
    """The sentence is a spending restriction read as data (costs_with {X}), not left as text."""
    (ability,) = read("{T}: Add {C}{C}{C}{C}. Spend this mana only on costs that contain {X}.", "Creature — Giant")
    assert isinstance(ability, ManaAbility) and ability.spending is not None and ability.spending.costs_with == ("X",)


def test_it_pays_a_spell_with_x_and_not_one_without() -> None:
    """107.3: Endless One-like {X} spells may be paid with it (all of the cost, not only X); a
    spell without {X} may not (XMage RosheenMeandererManaXTest)."""
    g = game([ROSHEEN, X_SPELL, PLAIN_SPELL], you=["Rosheen Meanderer"], hand={"you": ["X Test Spell", "Plain Test Spell"]})
    assert manasolve.cast(g, "X Test Spell", x=4).answer["legal"] is True
    assert manasolve.cast(g, "X Test Spell", x=5).answer["legal"] is False
    assert manasolve.cast(g, "Plain Test Spell").answer["legal"] is False


def test_it_pays_an_ability_whose_cost_has_x() -> None:
    """106.6: an ability's cost that contains {X} ({X}{1} with X = 0 is still such a cost); the
    same ability without {X} can't use it."""
    g = game([ROSHEEN, X_ENGINE], you=["Rosheen Meanderer", "X Engine"])
    assert manasolve.can_activate(g, "X Engine", 0).answer is True
    assert manasolve.can_activate(g, "X Engine", 1).answer is False
