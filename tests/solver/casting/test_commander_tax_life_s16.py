"""s16: "Rather than pay {2} for each previous time you've cast this spell from the command zone
this game, pay 2 life that many times." (Liesa, Shroud of Dusk; 903.8, 119.4): cast from the
command zone after N casts, the total cost is the mana cost alone and the caster pays 2N life,
which needs that much life (119.4) and no effect that stops paying life (119.8). Before, the card
was refused: the grammar did not read the sentence."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

LIESA = card(
    "Test Liesa", "Legendary Creature — Angel",
    "Rather than pay {2} for each previous time you've cast this spell from the command zone this game, pay 2 life that many times.\nFlying, lifelink",
    "{2}{W}{B}", "5/5",
)
LANDS = ["Plains", "Plains", "Swamp", "Swamp"]


def _cast(casts: int, life: int) -> object:
    g = game([LIESA], LANDS, command={"you": [{"card": "Test Liesa", "cast_count": casts}]}, life={"you": life, "opp": 20})
    return cast(g, "Test Liesa", from_="command")


def test_the_tax_is_life_not_mana() -> None:
    """Two previous casts: {2}{W}{B} and 4 life (four lands pay it; with the rules' tax {4} more
    mana would be needed)."""
    v = _cast(2, 20)
    assert v.legal is True and v.cost == "{2}{W}{B}"
    assert "4 life" in v.reason


def test_not_enough_life() -> None:
    """119.4: 3 life can't pay 4."""
    v = _cast(2, 3)
    assert v.legal is False and "4 life" in v.reason


def test_first_cast_has_no_tax() -> None:
    assert _cast(0, 1).legal is True
