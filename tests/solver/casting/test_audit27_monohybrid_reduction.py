"""audit27: a generic cost reduction and monocolored hybrid symbols. 118.7a: a generic reduction
affects only the generic component; a {2/W} symbol is paid with one white mana or two mana of any
type (107.4e), and the Reaper King ruling says a generic reduction "applies to a monocolored hybrid
spell only if you've chosen a method of paying for it that includes generic mana". Reaper King
({2/W}{2/U}{2/B}{2/R}{2/G}) with Etherium Sculptor ("Artifact spells you cast cost {1} less") can be
cast with nine colorless mana (XMage MonohybridCostReduceTest); before, the reduction was lost."""

from __future__ import annotations

from manasolve.model.costs import ManaCost
from manasolve.solver.app.queries import cast
from manasolve.solver.casting.costs import reduce_cost

from tests.games import card, game

KING = card("Test King", "Artifact Creature — Scarecrow", "", "{2/W}{2/U}{2/B}{2/R}{2/G}", "6/6")
SCULPTOR = card("Test Sculptor", "Artifact Creature — Vedalken Artificer", "Artifact spells you cast cost {1} less to cast.", "{1}{U}", "1/2")


def test_a_generic_reduction_takes_a_generic_half() -> None:
    got = reduce_cost(ManaCost.parse("{2/W}{2/U}"), ManaCost.parse("{1}"))
    assert sorted(str(s) for s in got.symbols) == sorted(["{1}", "{2/U}"])


def test_generic_mana_is_reduced_first() -> None:
    got = reduce_cost(ManaCost.parse("{1}{2/W}"), ManaCost.parse("{1}"))
    assert [str(s) for s in got.symbols] == ["{2/W}"]


def test_two_off_one_symbol() -> None:
    assert reduce_cost(ManaCost.parse("{2/W}"), ManaCost.parse("{2}")).symbols == ()


def test_a_colorless_hybrid_half_is_not_generic() -> None:
    """{C/W} is paid with {C} or {W} (107.4e): neither half is generic mana (118.7a)."""
    assert [str(s) for s in reduce_cost(ManaCost.parse("{C/W}"), ManaCost.parse("{1}")).symbols] == ["{C/W}"]


def test_reaper_king_with_nine_colorless() -> None:
    g = game([KING, SCULPTOR], ["Test Sculptor", *["Wastes"] * 9], hand={"you": ["Test King"]})
    assert cast(g, "Test King").legal


def test_reaper_king_needs_ten_without_the_reduction() -> None:
    g = game([KING], ["Wastes"] * 9, hand={"you": ["Test King"]})
    assert not cast(g, "Test King").legal
