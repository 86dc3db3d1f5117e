"""s14: the plan search makes eager activations first (a partial-order reduction, see
``solver.paying.plans._eager``): a {T} ability with no other cost and one result, which no other
action taps and whose mana no removal changes, is made before anything else instead of in every
order. The pools are the same (every plan's pool is contained in one of a plan that makes it
first, 601.2g-h, 605.3a); the brute-force property tests (test_available_properties.py) check
that on random boards with Squandered Resources, Reflecting Pool, Contamination and the rest.

Before, Squandered Resources ("Sacrifice a land: Add one mana of any type that land could
produce.") with Reflecting Pool (which reads every land, so every removal matters) on a
nine-land board tried every order of every tap and sacrifice and ran out of its 200,000 plan
states (measured in session 14 on this test's seven-permanent board: 11.6 s before, 0.7 s after;
nine lands: over the 60 s scenario limit before, 6.7 s after)."""

from __future__ import annotations

from manasolve.model.mana import Mana
from manasolve.solver.app.queries import available_mana, can_pay

from tests.games import game

LANDS = ["Forest", "Island", "Swamp", "Mountain", "Plains"]


def test_squandered_resources_and_reflecting_pool_on_six_lands() -> None:
    """Each basic land gives its colour twice (tapped, then sacrificed: 106.7, "any type that land
    could produce"); Reflecting Pool gives any colour of the lands still there twice when it is
    tapped and sacrificed before them (fifteen pairs of colours)."""
    g = game([], ["Squandered Resources", "Reflecting Pool", *LANDS])
    pools = {Mana.parse(p) for p in available_mana(g, "you").answer}
    assert len(pools) == 15 and all(p.total == 12 for p in pools)
    assert Mana.parse("WWWWUUBBRRGG") in pools and Mana.parse("WWUUBBRRGGGG") in pools
    assert can_pay(g, "you", "{W}{W}{W}{W}{U}{U}{G}{G}{B}{B}{R}{R}").answer is True
    assert can_pay(g, "you", "{W}{W}{W}{W}{W}{U}{U}{G}{G}{B}{B}{R}").answer is False
