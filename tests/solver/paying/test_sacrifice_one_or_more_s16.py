"""s16: "Sacrifice one or more <permanents>" (Radiant Lotus) is a cost of X of them with X at least
one (118.3), not text kept unjudged: can_activate needs one such permanent, which may be the
ability's own permanent when it fits (Radiant Lotus's ruling: it may sacrifice itself)."""

from __future__ import annotations

from manasolve.model.costs import Sacrifice
from manasolve.solver.app.queries import can_activate

from tests.games import card, game

LOTUS = card("Test Lotus", "Artifact", "{T}, Sacrifice one or more artifacts: Choose a color. Target player adds three mana of the chosen color for each artifact sacrificed this way.", "{6}")
ALTAR = card("Test Altar", "Enchantment", "Sacrifice one or more creatures: You gain 1 life.", "{1}{B}")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")


def test_read_as_x_of_them_at_least_one() -> None:
    (ability,) = game([LOTUS], ["Test Lotus"]).permanent("Test Lotus").card.abilities
    part = ability.cost.parts[1]
    assert isinstance(part, Sacrifice) and part.x and part.count == 1


def test_one_is_needed() -> None:
    """118.3: with no creature the cost can't be paid; with one it can; the Lotus may sacrifice itself."""
    assert can_activate(game([ALTAR, BEAR], ["Test Altar"]), "Test Altar", 0).answer is False
    assert can_activate(game([ALTAR, BEAR], ["Test Altar", "Test Bear"]), "Test Altar", 0).answer is True
    lotus = can_activate(game([LOTUS], ["Test Lotus"]), "Test Lotus", 0)
    assert lotus.answer is True and not (lotus.why or {}).get("unchecked")
