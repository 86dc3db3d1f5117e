"""audit21: "Spend this mana only to cast your commander." (Jeweled Lotus; 106.6, 903.3) pays for
the caster's commander cast from the command zone (903.8) and for no other spell. It was unread and
the mana was never spent, so the Lotus could not help cast the commander."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

LOTUS = card("Test Lotus", "Artifact", "{T}, Sacrifice this artifact: Add three mana of any one color. Spend this mana only to cast your commander.", "{0}")
TITAN = card("Test Titan", "Legendary Creature — Giant", "", "{4}{G}{G}", "6/6")
OTHER = card("Test Other", "Creature — Giant", "", "{4}{G}{G}", "6/6")


def test_the_commander_from_the_command_zone() -> None:
    g = game([LOTUS, TITAN, OTHER], ["Test Lotus", "Forest", "Forest", "Forest"], commander_identity={"you": "G"}, command={"you": ["Test Titan"]}, hand={"you": ["Test Other"]})
    assert cast(g, "Test Titan", from_="command").legal is True
    assert cast(g, "Test Other").legal is False  # 106.6: not the commander
