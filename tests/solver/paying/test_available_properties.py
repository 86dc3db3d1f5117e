"""``available_mana`` (605, 605.3a, 106.12a, 616.1, 118.3, 119.4) against a brute force that tries
every subset and order of activations, every choice, every way to pay their costs and every
order of replacement effects (``brute_available`` in tests/oracle.py, which shares no code with the
solver), on random boards of the built-in library's cards: lands, mana creatures, Signets and
filter lands, sacrifice sources, pain lands, replacement effects and triggered mana abilities.

Also: ``can_pay`` agrees with the pools (a cost can be paid exactly when some reachable pool pays
it), and the answers do not depend on the order the permanents are listed in.

``MANASOLVE_PROPERTY_SCALE=20`` runs twenty times as many examples.
"""

from __future__ import annotations

import os
import sys

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from manasolve.model.costs import ManaCost
from manasolve.model.library import CardLibrary
from manasolve.model.mana import COLORS
from manasolve.model.state import GameState, Permanent
from manasolve.solver.paying.affordable import can_pay
from manasolve.solver.paying.available import available_mana

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
from oracle import TooManyStates, brute_available  # noqa: E402
from strategies import SCALE  # noqa: E402

LIBRARY = CardLibrary.builtin()

LANDS = ["Forest", "Island", "Mountain", "Plains", "Swamp", "Wastes", "Taiga", "Savannah", "City of Brass", "Shivan Reef",
         "Mana Confluence", "Gemstone Mine", "Vivid Crag", "Reflecting Pool", "Mystic Gate", "Fire-Lit Thicket", "Ancient Tomb",
         "Eldrazi Temple", "Ancient Ziggurat"]
CREATURES = ["Llanowar Elves", "Birds of Paradise", "Elves of Deep Shadow", "Agent of Stromgald", "Blood Pet"]
ROCKS = ["Azorius Signet", "Golgari Signet", "Prismatic Lens", "Celestial Prism", "Sol Ring", "Lotus Petal", "Springleaf Drum"]
SACRIFICE = ["Squandered Resources", "Ashnod's Altar", "Phyrexian Altar"]
EFFECTS = ["Mana Reflection", "Contamination", "Pulse of Llanowar", "Damping Sphere", "Mana Flare", "Wild Growth",
           "Vernal Bloom", "Zendikar Resurgent", "Utopia Sprawl", "Kinnan, Bonder Prodigy", "Celestial Dawn"]
AURAS = {"Wild Growth", "Utopia Sprawl"}
CARDS = {n: LIBRARY.get(n) for n in LANDS + CREATURES + ROCKS + SACRIFICE + EFFECTS + ["Elvish Spirit Guide"]}


@st.composite
def mana_boards(draw, most: int = 6) -> GameState:
    """A board for alice: 1..``most`` of her mana sources (lands more often), up to two effects
    (hers or bob's), random tapped and summoning-sick flags, counters, chosen colours, life 0..4,
    and sometimes an Elvish Spirit Guide in hand."""
    n = draw(st.integers(1, most))
    pick = st.sampled_from(LANDS + LANDS + CREATURES + ROCKS + SACRIFICE)
    names = [draw(pick) for _ in range(n)]
    effects = draw(st.lists(st.sampled_from(EFFECTS), max_size=2))
    permanents = []
    lands = [f"a{i}" for i, name in enumerate(names) if "Land" in CARDS[name].card_types]
    for i, name in enumerate(names):
        card = CARDS[name]
        counters = {}
        if name in ("Gemstone Mine", "Vivid Crag"):
            counters = {"mining" if name == "Gemstone Mine" else "charge": draw(st.integers(0, 2))}
        permanents.append(Permanent(f"a{i}", card, "alice", timestamp=i + 1, tapped=draw(st.booleans()) and draw(st.booleans()),
                                    summoning_sick="Creature" in card.card_types and draw(st.booleans()), counters=counters,
                                    chosen_color=draw(st.sampled_from(COLORS))))
    for j, name in enumerate(effects):
        card = CARDS[name]
        if name in AURAS:
            if not lands:
                continue
            attached = draw(st.sampled_from(lands))
            permanents.append(Permanent(f"e{j}", card, "alice", timestamp=20 + j, attached_to=attached, chosen_color=draw(st.sampled_from(COLORS))))
        else:
            owner = draw(st.sampled_from(["alice", "bob"]))
            permanents.append(Permanent(f"e{j}", card, owner, timestamp=20 + j, summoning_sick=True))
    hand = {"alice": (CARDS["Elvish Spirit Guide"],)} if draw(st.integers(0, 4)) == 0 else {}
    life = {"alice": draw(st.integers(0, 4))}
    return GameState(("alice", "bob"), tuple(permanents), hand=hand, life=life, cards=LIBRARY)


def _describe(state: GameState) -> str:
    rows = [f"{p.id} {p.card.name!r} {p.controller}" + (" tapped" if p.tapped else "") + (" sick" if p.summoning_sick else "")
            + (f" {dict(p.counters)}" if p.counters else "") + (f" on {p.attached_to}" if p.attached_to else "")
            + (f" chosen {p.chosen_color.name}" if p.chosen_color is not None else "") for p in state.permanents]
    return "\n".join(rows) + f"\nhand {[c.name for c in state.hand.get('alice', ())]} life {dict(state.life)}"


@settings(max_examples=500 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(state=mana_boards())
def test_available_mana_equals_brute_force(state: GameState) -> None:
    """Every maximal pool (605; 605.3a chained costs; 118.3 sacrifices; 119.4 life; 616.1 every
    order of replacement effects; 106.12a triggered mana) is exactly what trying every subset and
    order of activations, with every choice, gives."""
    try:
        expected = brute_available(state, "alice", cap=20_000)
    except TooManyStates:
        assume(False)
        return
    got = available_mana(state, "alice")
    assert got.answer != "unbounded", _describe(state)
    assert sorted(got.answer) == sorted(str(m) for m in expected), _describe(state) + f"\n{got}"


COSTS = ["{W}{U}", "{2}{G}", "{B}{B}", "{R/G}{R/G}{1}", "{C}{C}", "{3}", "{W/P}{G}", "{2/W}{U}", "{G}{G}{G}", "{4}{B}"]


@settings(max_examples=200 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(state=mana_boards(5), cost=st.sampled_from(COSTS))
def test_can_pay_agrees_with_the_pools(state: GameState, cost: str) -> None:
    """601.2g-h: a cost can be paid exactly when some plan's pool pays it (the backward chained
    search of can_pay against the pools of the forward search, Phyrexian symbols by life, 107.4f)."""
    pools = available_mana(state, "alice")
    assume(pools.answer != "unbounded")
    from manasolve.solver.board.layers import compute_board
    from manasolve.solver.paying.payment import Source, find_payment
    from manasolve.solver.paying.spending import spending_rules, spending_types, spent_forms

    allowed = spending_types(spending_rules(compute_board(state), "alice"))  # 609.4b (Celestial Dawn)
    life = state.life_of("alice")
    by_pool = [find_payment(ManaCost.parse(cost), [Source("pool", tuple(spent_forms(m, allowed)))], life=life - _life_of(plan)) is not None
               for m, plan, _ in pools.pools if not _restricted(plan)]
    answer = can_pay(state, "alice", cost)
    if any(s.restriction for _, plan, _ in pools.pools for s in plan) or "/P" in cost:
        # a maximal pool may owe its size to restricted mana, which pays nothing here (106.6), or
        # to life paid that a Phyrexian symbol wanted (119.4): only "payable by some unrestricted
        # maximal pool" implies payable
        assert answer.ok or not any(by_pool), _describe(state) + f"\n{pools}"
    else:
        assert answer.ok == any(by_pool), _describe(state) + f"\n{pools}\n{answer}"


def _life_of(plan) -> int:
    return sum(s.life for s in plan)


def _restricted(plan) -> bool:
    return any(s.restriction for s in plan)


@settings(max_examples=100 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(state=mana_boards(), data=st.data())
def test_order_of_listing_does_not_matter(state: GameState, data) -> None:
    """The pools are a property of the board, not of the order its permanents are written in
    (timestamps kept: 613.7 orders continuous effects by them, not by listing)."""
    shuffled = data.draw(st.permutations(state.permanents))
    other = state.with_permanents(shuffled)
    a, b = available_mana(state, "alice"), available_mana(other, "alice")
    assert a.answer == b.answer, _describe(state)


def _example_queries() -> list[tuple[str, object, object]]:
    from pathlib import Path

    from manasolve import load

    root = Path(__file__).resolve().parents[3] / "examples" / "available_mana"
    out = []
    for path in sorted(root.glob("*.yaml")):
        for scenario in load(path):
            for q in scenario.queries:
                if q.kind == "available_mana" and q.expect != "unbounded":
                    out.append((f"{path.name}: {scenario.name}", scenario, q))
    return out


import pytest  # noqa: E402


@pytest.mark.parametrize("label,scenario,query", _example_queries(), ids=lambda v: v if isinstance(v, str) else "")
def test_examples_agree_with_brute_force(label: str, scenario, query) -> None:
    """Every bounded available_mana example is also what the brute force gives (the brute force
    reads every card of the examples: one it does not interpret fails here, to be taught to it)."""
    spec = query.spec
    expected = brute_available(scenario.state, spec.player, hand=spec.hand)
    got = available_mana(scenario.state, spec.player, hand=spec.hand)
    assert sorted(got.answer) == sorted(str(m) for m in expected)
