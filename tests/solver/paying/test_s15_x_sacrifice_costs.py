"""s15: "Sacrifice X Goats" and "Tap X untapped tokens you control" in a mana ability's cost
(107.3a: the activator chooses X as the cost is paid, 602.2b; 118.3: that many must be there).
Before, the part was text: tap_for_mana answered X = 0 only, and the plans left the ability out.
A plan sacrifices or taps the X permanents for real, so another cost can't take them again."""

from __future__ import annotations

from manasolve.model.costs import Sacrifice
from manasolve.model.mana import Mana
from manasolve.solver.app.queries import available_mana, can_pay

from tests.games import card, game, tap

PASTURE = card("Test Pasture", "Land", "{T}: Add {C}.\n{T}, Sacrifice X Goats: Add X mana of any one color.")
ALTAR = card("Test Altar", "Artifact", "Sacrifice a creature: Add {C}{C}.", "{3}")
GOAT = card("Goat", "Token Creature — Goat", "", "", "0/1")


def _goats(n: int) -> list[dict[str, object]]:
    return [{"card": "Goat", "token": True, "id": f"G{i}"} for i in range(n)]


def _within(small: Mana, big: Mana) -> bool:
    return all(a <= b for a, b in zip(small.counts, big.counts))


def test_x_is_any_number_of_goats() -> None:
    """107.3a: X from 0 to the Goats there are."""
    g = game([PASTURE, GOAT], ["Test Pasture", *_goats(2)])
    assert tap(g, "Test Pasture", 1) == {"", "W", "U", "B", "R", "G", "WW", "UU", "BB", "RR", "GG"}
    assert tap(game([PASTURE], ["Test Pasture"]), "Test Pasture", 1) == {""}


def test_a_goat_is_sacrificed_once() -> None:
    """A Goat sacrificed to the Pasture can't also be sacrificed to the Altar (118.3): with two
    Goats, {B}{B} from the Pasture, or {C}{C}{C}{C} from the Altar and the Pasture's {C}, or {B}
    and {C}{C}."""
    g = game([PASTURE, ALTAR, GOAT], ["Test Pasture", "Test Altar", *_goats(2)])
    pools = {Mana.parse(p) for p in available_mana(g, "you").answer}
    assert {Mana.parse("CCCCC"), Mana.parse("BCC"), Mana.parse("BB")} <= pools
    assert not any(_within(Mana.parse("BBCC"), p) or _within(Mana.parse("BCCCC"), p) for p in pools)
    assert can_pay(g, "you", "{B}{B}{C}{C}").answer is False


def test_the_cost_part_is_read() -> None:
    from manasolve.model.cards import TypeLine
    from manasolve.model.text.reader import parse_abilities

    _, ability = parse_abilities(PASTURE["oracle_text"], card_name="Test Pasture", type_line=TypeLine.parse("Land"))
    (part,) = [p for p in ability.cost.parts if isinstance(p, Sacrifice)]  # type: ignore[attr-defined]
    assert part.x and part.count == 0 and part.what.subtypes == {"Goat"}
