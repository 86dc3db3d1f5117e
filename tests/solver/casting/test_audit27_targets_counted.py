"""audit27: "Each instant and sorcery spell you cast costs {1} less to cast for each creature it
targets." (Battlefield Thaumaturge) was unreadable. The targets are chosen (601.2c) before the total
cost is determined (601.2f), so the reduction counts the chosen targets that are creatures: a way
of casting for each number of creature targets the spell's target phrases can reach; a player
targeted counts for nothing."""

from __future__ import annotations

from manasolve.solver.app.queries import cast, cast_options
from manasolve.solver.casting.aims import reachable_aims

from tests.games import card, game

THAUMATURGE = card(
    "Test Thaumaturge", "Creature — Human Wizard",
    "Each instant and sorcery spell you cast costs {1} less to cast for each creature it targets.", "{1}{U}", "2/1",
)
TWO = card("Test Trail", "Sorcery", "Test Trail deals 2 damage to any target and 1 damage to any other target.", "{3}{R}")
ONE = card("Test Outrage", "Instant", "Test Outrage deals 4 damage to target creature.", "{2}{R}{R}")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")


def test_counts_per_target() -> None:
    got = reachable_aims([(2, ["a", "b", "c"], 2)], [frozenset({"a", "b"})], [True])
    assert {a.counts for a in got} == {(0,), (1,), (2,)}


def test_a_hit_change_is_kept_as_hit_or_not() -> None:
    got = reachable_aims([(2, ["a", "b", "c"], 0)], [frozenset({"a", "b"})])
    assert {a.hits for a in got} == {frozenset({0})} and len(got) == 1


def test_two_creature_targets() -> None:
    g = game([THAUMATURGE, TWO, BEAR], ["Test Thaumaturge", "Mountain", "Mountain"], ["Test Bear", "Test Bear"], hand={"you": ["Test Trail"]})
    got = cast(g, "Test Trail")
    assert got.legal and got.cost == "{1}{R}"


def test_one_object_counts_once() -> None:
    """Two phrases that can only target the same creature: it is one creature targeted (115.3)."""
    got = reachable_aims([(1, ["a"], 2), (1, ["a"], 2)], [frozenset({"a"})], [True])
    assert max(a.counts[0] for a in got) == 1


def test_the_thaumaturge_itself_and_a_bear() -> None:
    """Arc Trail's two targets may be the Thaumaturge and the one Bear (or a player): {2} or {1} less."""
    g = game([THAUMATURGE, TWO, BEAR], ["Test Thaumaturge", "Mountain", "Mountain"], ["Test Bear"], hand={"you": ["Test Trail"]})
    costs = {o["cost"] for o in cast_options(g, "Test Trail").answer}
    assert "{1}{R}" in costs


def test_no_creature_to_target() -> None:
    g = game([THAUMATURGE, ONE], ["Test Thaumaturge", "Mountain"], hand={"you": ["Test Outrage"]})
    assert not cast(g, "Test Outrage").legal  # no legal target (601.2c)


def test_not_a_creature_spell() -> None:
    """"Each instant and sorcery spell": a creature spell is not reduced."""
    g = game([THAUMATURGE, BEAR], ["Test Thaumaturge", "Forest", "Forest"], hand={"you": ["Test Bear"]})
    assert cast(g, "Test Bear").cost == "{1}{G}"
