"""audit18: two limits on a mana ability's mana and on its activations, honoured in plans.

"This mana can't be spent to pay generic mana costs." (Jegantha, the Wellspring; 106.6): the mana
pays any spell's or ability's coloured symbols (107.4b), never its generic mana, nor the generic
half of a {2/W} symbol (107.4e). "Activate only once each turn." (Ramos, Dragon Engine; 602.5b): a
plan activates it at most once this turn, less the times the scenario's `activated_this_turn`
records, however many counters its cost could remove."""

from __future__ import annotations

from manasolve.model.abilities import ManaAbility
from manasolve.model.costs import PutCountersOnSelf
from manasolve.solver.app.queries import available_mana, can_pay, cast

from tests.games import card, game, read

WELL = card("Wellspring", "Legendary Creature — Elemental Elk", "{T}: Add {W}{U}{B}{R}{G}. This mana can't be spent to pay generic mana costs.", "{4}{R}", "5/5")
ENGINE = card("Engine", "Legendary Artifact Creature — Dragon",
              "Flying\nRemove five +1/+1 counters from this creature: Add {W}{W}{U}{U}{B}{B}{R}{R}{G}{G}. Activate only once each turn.", "{6}", "4/4")
BEARS = card("Bears", "Creature — Bear", "", "{1}{G}", "2/2")


def test_the_restriction_is_read() -> None:
    (a,) = read(WELL["oracle_text"], WELL["type_line"], "Wellspring")
    assert isinstance(a, ManaAbility) and a.spending is not None and a.spending.not_generic


def test_generic_mana_is_not_paid_with_it() -> None:
    g = game([WELL], ["Wellspring"])
    assert can_pay(g, "you", "{W}{U}{B}{R}{G}").answer is True
    assert can_pay(g, "you", "{1}{G}").answer is False
    assert can_pay(g, "you", "{2/W}").answer is True     # its {W} half (107.4e)
    assert can_pay(g, "you", "{2/B}{2/B}").answer is False  # one {B}: the other needs {B} or two generic
    g2 = game([WELL, BEARS], ["Wellspring", "Forest"], hand={"you": ["Bears"]})
    assert cast(g2, "Bears").legal is True  # Forest pays {1}, the Wellspring's {G} pays {G}
    g3 = game([WELL, BEARS], ["Wellspring"], hand={"you": ["Bears"]})
    assert cast(g3, "Bears").legal is False


def test_once_each_turn_in_a_plan() -> None:
    ten = {"card": "Engine", "counters": {"+1/+1": 10}, "activated_this_turn": []}
    assert available_mana(game([ENGINE], [ten]), "you").answer == ["WWUUBBRRGG"]
    used = {"card": "Engine", "counters": {"+1/+1": 10}, "activated_this_turn": [1]}
    assert available_mana(game([ENGINE], [used]), "you").answer == [""]
    assert can_pay(game([ENGINE], [ten]), "you", "{W}{W}{W}").answer is False


WALL = card("Root Wall", "Creature — Plant Wall", "Defender\nPut a -0/-1 counter on this creature: Add {G}. Activate only once each turn.", "{1}{G}", "0/5")


def test_putting_counters_is_a_cost_always_payable() -> None:
    """118.3: "Put a -0/-1 counter on this creature" can be paid while it is on the battlefield;
    no {T}, so a summoning-sick one may activate it (302.6); once each turn (602.5b)."""
    (_, a) = read(WALL["oracle_text"], WALL["type_line"], "Root Wall")
    assert isinstance(a, ManaAbility) and a.cost.parts == (PutCountersOnSelf("-0/-1", 1),)
    g = game([WALL], [{"card": "Root Wall", "summoning_sick": True, "activated_this_turn": []}])
    assert available_mana(g, "you").answer == ["G"]
