"""Convoke (702.51a), improvise (702.126a), delve (702.66a), affinity (702.41a) and undaunted
(702.125a): what each keyword means for the cost of a spell and the way it is paid.

The property test is checked against a brute-force reference that shares no code with the solver:
every way each creature can help (tap for its mana, tap for convoke paying one symbol it may pay,
or nothing) and every assignment of the units so made to the symbols of the cost.
"""

from __future__ import annotations

from itertools import permutations, product

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manasolve.model.abilities import DefinedKeyword
from manasolve.model.cards import TypeLine
from manasolve.model.errors import QueryError
from manasolve.model.library import CardLibrary
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.state import GameState
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import cast
from games import scenario

LIB = CardLibrary.builtin()
COLORS = "WUBRG"
BASICS = {"W": "Plains", "U": "Island", "B": "Swamp", "R": "Mountain", "G": "Forest"}


def state(body: str) -> GameState:
    return scenario(body)


def spell(keyword: str, cost: str, type_line: str = "Sorcery") -> str:
    return f'  - {{name: Test Spell, type_line: {type_line}, mana_cost: "{cost}", oracle_text: "{keyword}\\nDraw a card."}}\n'


# --- reading: keywords defined by a sentence --------------------------------------------------


def test_affinity_means_its_sentence() -> None:
    """702.41a: "Affinity for [text]" means "This spell costs {1} less to cast for each [text]
    you control": the keyword is that static ability, and the card has the keyword."""
    abilities = parse_abilities("Affinity for artifact creatures", card_name="Test", type_line=TypeLine.parse("Sorcery"))
    (a,) = abilities
    assert isinstance(a, DefinedKeyword)
    assert a.keyword == "Affinity for" and a.text == "Affinity for artifact creatures"
    assert a.definition == "This spell costs {1} less to cast for each artifact creature you control."


def test_affinity_counts_what_it_names() -> None:
    """702.41a: only the artifacts you control count, not an opponent's."""
    s = state(
        "cards:\n" + spell("Affinity for artifacts", "{4}{U}")
        + "hand: {you: [Test Spell]}\nbattlefield:\n  you: [Island, Sol Ring]\n  opp: [Sol Ring]\n"
    )
    assert cast(s, "Test Spell").answer["cost"] == "{3}{U}"


@pytest.mark.parametrize("players, cost", [(["you", "opp"], "{4}{W}"), (["you", "a", "b", "c"], "{2}{W}")])
def test_undaunted_counts_opponents(players: list[str], cost: str) -> None:
    """702.125a: {1} less for each opponent (102.2-3: every other player of the game)."""
    s = parse_scenario_text(
        f"name: t\nplayers: [{', '.join(players)}]\ncards:\n" + spell("Undaunted", "{5}{W}")
        + "hand: {you: [Test Spell]}\nbattlefield:\n  you: [Plains]\n", LIB
    ).state
    assert cast(s, "Test Spell").answer["cost"] == cost


# --- paying -----------------------------------------------------------------------------------


def test_convoke_keeps_the_total_cost() -> None:
    """702.51b: convoke is not an alternative cost; the total cost is unchanged, and the reason
    names each creature tapped and the symbol it paid (601.2h)."""
    s = state(
        "cards:\n" + spell("Convoke", "{2}{G}") + "  - {name: Bear, type_line: Creature — Bear, mana_cost: '{1}{G}', oracle_text: ''}\n"
        + "hand: {you: [Test Spell]}\nbattlefield:\n  you: [Forest, Bear, Bear]\n"
    )
    answer = cast(s, "Test Spell").answer
    assert answer["legal"] and answer["cost"] == "{2}{G}"
    assert "(convoke, 702.51a)" in answer["reason"]


def test_springleaf_drum_and_convoke_share_the_creature() -> None:
    """601.2g then 601.2h: a creature tapped for Springleaf Drum's cost can't also convoke."""
    s = state(
        "cards:\n" + spell("Convoke", "{1}{U}")
        + "  - {name: Drum, type_line: Artifact, mana_cost: '{1}', oracle_text: '{T}, Tap an untapped creature you control: Add one mana of any color.'}\n"
        + "  - {name: Bear, type_line: Creature — Bear, mana_cost: '{1}{G}', oracle_text: ''}\n"
        + "hand: {you: [Test Spell]}\nbattlefield:\n  you: [Drum, Bear]\n"
    )
    assert cast(s, "Test Spell").answer["legal"] is False  # {U} by the Drum needs the Bear; {1} then needs it too


def test_delve_without_the_graveyard_is_an_error() -> None:
    """No state is assumed: delve needed and no graveyard given is an error naming the key."""
    s = state("cards:\n" + spell("Delve", "{3}{U}") + "hand: {you: [Test Spell]}\nbattlefield:\n  you: [Island]\n")
    with pytest.raises(QueryError, match="graveyard"):
        cast(s, "Test Spell")


def test_delve_exiles_only_what_it_needs() -> None:
    """702.66a: each card exiled pays {1}; the reason says how many were exiled (the fewest)."""
    s = state(
        "cards:\n" + spell("Delve", "{3}{U}") + "hand: {you: [Test Spell]}\ngraveyard: {you: [Forest, Forest, Forest, Forest]}\n"
        + "battlefield:\n  you: [Island, Island]\n"
    )
    answer = cast(s, "Test Spell").answer
    assert answer["legal"] and "exiling 2 cards" in answer["reason"]


# --- property: convoke against a brute-force reference ----------------------------------------


def _brute(cost: list[str], lands: list[str], creatures: list[tuple[str, bool, bool]]) -> bool:
    """Every choice for each creature (its mana if it has a mana ability and is not summoning
    sick, convoke for one symbol it may pay, or nothing) and every assignment of the lands' mana:
    whether the cost is covered. ``creatures``: (colour, has "{T}: Add" of its colour, sick)."""
    n = len(cost)
    for choices in product(*[["none", "mana", *[f"sym{i}" for i in range(n)]] for _ in creatures]):
        paid_by_convoke: set[int] = set()
        units = list(lands)
        ok = True
        for (color, mana, sick), ch in zip(creatures, choices):
            if ch == "mana":
                if not mana or sick:
                    ok = False
                    break
                units.append(color)
            elif ch.startswith("sym"):
                i = int(ch[3:])
                if i in paid_by_convoke or cost[i] not in ("1", color):
                    ok = False
                    break
                paid_by_convoke.add(i)
        if not ok:
            continue
        rest = [c for i, c in enumerate(cost) if i not in paid_by_convoke]
        if len(rest) > len(units):
            continue
        for perm in permutations(units, len(rest)):
            if all(s == "1" or s == u for s, u in zip(rest, perm)):
                return True
    return False


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    cost=st.lists(st.sampled_from(["1", "1", "W", "G", "R"]), min_size=1, max_size=4),
    lands=st.lists(st.sampled_from(list(COLORS)), max_size=2),
    creatures=st.lists(st.tuples(st.sampled_from(["W", "G", "R"]), st.booleans(), st.booleans()), max_size=3),
)
def test_convoke_matches_brute_force(cost: list[str], lands: list[str], creatures: list[tuple[str, bool, bool]]) -> None:
    """702.51a with 601.2g-h: the spell can be cast exactly when some choice of what each creature
    does (mana, convoke, nothing) and of the lands' mana covers the cost."""
    mana_cost = "".join("{1}" if c == "1" else "{" + c + "}" for c in cost)
    cards = spell("Convoke", mana_cost)
    perms = [BASICS[c] for c in lands]
    for i, (color, mana, sick) in enumerate(creatures):
        text = f"{{T}}: Add {{{color}}}." if mana else ""
        cards += f"  - {{name: Creature {i}, type_line: Creature — Elf, mana_cost: '{{{color}}}', oracle_text: '{text}'}}\n"
        perms.append(f"{{card: Creature {i}, summoning_sick: {str(sick).lower()}}}")
    s = state("cards:\n" + cards + "hand: {you: [Test Spell]}\nbattlefield:\n  you: [" + ", ".join(perms) + "]\n")
    assert cast(s, "Test Spell").answer["legal"] == _brute(cost, lands, creatures)
