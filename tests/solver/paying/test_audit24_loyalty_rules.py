"""audit24: effects that change 606.3 for loyalty abilities (613.11). 606.3: a loyalty ability only
during a main phase of its controller's turn with the stack empty, and only if none of that
permanent's loyalty abilities was activated this turn. "You may activate the loyalty abilities of
planeswalkers you control twice each turn rather than only once." (Oath of Teferi) makes the limit
two; "For each planeswalker you control, you may activate one of its loyalty abilities once this
turn as though none of its loyalty abilities have been activated this turn." (The Chain Veil, once
its ability resolved) adds one per resolution (its rulings; three with Oath of Teferi); "You may
activate loyalty abilities of ~ on any player's turn any time you could cast an instant." (Teferi,
Master of Time) lifts the timing, not the once-each-turn limit. All three were unreadable."""

from __future__ import annotations

from manasolve.model.abilities import LoyaltyRule
from manasolve.solver.app.queries import can_activate

from tests.games import card, game, static_effect

WALKER = card("Walker", "Legendary Planeswalker — Test", "+1: Add {R}{R}.\n−3: Draw a card.", "{2}{R}{R}")
OATH = card("Oath", "Legendary Enchantment", "You may activate the loyalty abilities of planeswalkers you control twice each turn rather than only once.", "{3}")
VEIL = card("Veil", "Legendary Artifact", "{4}, {T}: For each planeswalker you control, you may activate one of its loyalty abilities once this turn as though none of its loyalty abilities have been activated this turn.", "{4}")
FAST = card("Fast Walker", "Legendary Planeswalker — Test", "You may activate loyalty abilities of Fast Walker on any player's turn any time you could cast an instant.\n+1: Draw a card.", "{2}{U}")


def _walker(times: int) -> dict[str, object]:
    return {"card": "Walker", "id": "w", "counters": {"loyalty": 5}, "activated_this_turn": {0: times}}


def test_the_sentences_are_read_as_loyalty_rules() -> None:
    oath = static_effect("You may activate the loyalty abilities of planeswalkers you control twice each turn rather than only once.")
    assert isinstance(oath, LoyaltyRule) and oath.times == 2 and oath.extra == 0
    fast = static_effect("You may activate loyalty abilities of Test Card on any player's turn any time you could cast an instant.", "Legendary Planeswalker — Test")
    assert isinstance(fast, LoyaltyRule) and fast.instant


def test_606_3_once_each_turn_without_effects() -> None:
    assert can_activate(game([WALKER], [_walker(0)]), "w", 0).answer is True
    assert can_activate(game([WALKER], [_walker(1)]), "w", 0).answer is False


def test_oath_of_teferi_allows_twice_not_three_times() -> None:
    assert can_activate(game([WALKER, OATH], [_walker(1), "Oath"]), "w", 0).answer is True
    assert can_activate(game([WALKER, OATH], [_walker(2), "Oath"]), "w", 0).answer is False
    # "you control": an opponent's Oath does nothing for your planeswalker
    assert can_activate(game([WALKER, OATH], [_walker(1)], ["Oath"]), "w", 0).answer is False


def test_the_chain_veil_adds_one_activation_per_resolution() -> None:
    once = {"card": "Veil", "tapped": True, "resolved_this_turn": [0]}
    twice = {"card": "Veil", "tapped": True, "resolved_this_turn": [0, 0]}
    assert can_activate(game([WALKER, VEIL], [_walker(1), once]), "w", 0).answer is True
    assert can_activate(game([WALKER, VEIL], [_walker(2), once]), "w", 0).answer is False
    assert can_activate(game([WALKER, VEIL], [_walker(2), twice]), "w", 0).answer is True
    # not resolved: nothing changes
    assert can_activate(game([WALKER, VEIL], [_walker(1), "Veil"]), "w", 0).answer is False
    # with Oath of Teferi: three
    assert can_activate(game([WALKER, VEIL, OATH], [_walker(2), once, "Oath"]), "w", 0).answer is True
    assert can_activate(game([WALKER, VEIL, OATH], [_walker(3), once, "Oath"]), "w", 0).answer is False


def test_instant_speed_loyalty_keeps_the_once_limit() -> None:
    fresh = {"card": "Fast Walker", "id": "f", "counters": {"loyalty": 3}, "activated_this_turn": []}
    used = {"card": "Fast Walker", "id": "f", "counters": {"loyalty": 3}, "activated_this_turn": [1]}
    assert can_activate(game([FAST], [fresh], active="opp", phase="combat", stack_empty=False), "f", 0).answer is True
    assert can_activate(game([FAST], [used], active="opp", phase="end"), "f", 0).answer is False
    assert can_activate(game([FAST], [fresh], active="opp", phase="untap"), "f", 0).answer is False  # 502.4
    # another planeswalker keeps 606.3's timing
    other = {"card": "Walker", "id": "w", "counters": {"loyalty": 5}, "activated_this_turn": []}
    assert can_activate(game([FAST, WALKER], [fresh, other], active="opp", phase="combat"), "w", 0).answer is False


EMPEROR = card("Emperor", "Legendary Planeswalker — Test", "Flash\nAs long as Emperor entered this turn, you may activate her loyalty abilities any time you could cast an instant.\n+1: Draw a card.", "{2}{W}{W}")


def test_611_3a_the_wandering_emperor_only_the_turn_she_entered() -> None:
    new = {"card": "Emperor", "id": "e", "counters": {"loyalty": 3}, "activated_this_turn": [], "summoning_sick": True, "entered_this_turn": True}
    old = {"card": "Emperor", "id": "e", "counters": {"loyalty": 3}, "activated_this_turn": []}
    assert can_activate(game([EMPEROR], [new], active="opp", phase="combat", stack_empty=False), "e", 0).answer is True
    assert can_activate(game([EMPEROR], [old], active="opp", phase="combat", stack_empty=False), "e", 0).answer is False


CARTH = card("Carth", "Legendary Creature — Human Warrior", "Whenever Carth enters or attacks, look at the top seven cards of your library. You may reveal a planeswalker card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.\nPlaneswalkers' loyalty abilities you activate cost an additional [+1] to activate.", "{2}{B}{G}", "3/5")


def test_606_4_carth_adds_to_loyalty_costs() -> None:
    """Carth the Lion: "cost an additional [+1]": [−3] costs [−2], so two loyalty counters do."""
    walker = {"card": "Walker", "id": "w", "counters": {"loyalty": 2}, "activated_this_turn": []}
    assert can_activate(game([WALKER], [walker]), "w", 1).answer is False  # 606.6: −3 needs three
    assert can_activate(game([WALKER, CARTH], [walker, "Carth"]), "w", 1).answer is True
    assert can_activate(game([WALKER, CARTH], [walker], ["Carth"]), "w", 1).answer is False  # an opponent's Carth: "you activate"
