"""audit23: "Each artifact spell costs {1} more to cast for each artifact its controller controls."
(Hum of the Radix) was unreadable. "Its controller" is the spell's controller, its caster (601.2a),
whoever controls Hum; the increase is added before affinity's reduction (601.2f: Frogmite with four
artifacts costs {4} + {4} - {4} = {4}); a nonartifact spell is not affected."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

HUM = card("Test Hum", "Enchantment", "Each artifact spell costs {1} more to cast for each artifact its controller controls.", "{1}{G}")
FROGMITE = card("Test Frogmite", "Artifact Creature — Frog", "Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)", "{4}", "2/2")
ROCK = card("Test Rock", "Artifact", "{T}: Add {C}{C}.", "{1}")
DRAW = card("Test Draw", "Sorcery", "Affinity for artifacts (This spell costs {1} less to cast for each artifact you control.)\nDraw two cards.", "{4}{U}")
THOPTER = card("Test Thopter", "Artifact Creature — Thopter", "Flying", "{0}", "0/2")  # Ornithopter (not built in: CI has no corpus)
THOPTERS = ["Test Thopter"] * 4


def test_counts_the_casters_artifacts() -> None:
    g = game([HUM, FROGMITE, THOPTER], [*THOPTERS, "Wastes", "Wastes", "Wastes"], ["Test Hum"], hand={"you": ["Test Frogmite"]})
    got = cast(g, "Test Frogmite")
    assert got.cost == "{4}" and not got.legal  # {4} + 4 - 4 affinity; three Wastes


def test_an_opponent_without_artifacts_pays_nothing_more() -> None:
    g = game([HUM, ROCK, THOPTER], [HUM["name"], *THOPTERS], ["Wastes", "Wastes"], hand={"opp": ["Test Rock"]}, active="opp")
    assert cast(g, "Test Rock").cost == "{1}"


def test_a_nonartifact_spell_is_not_affected() -> None:
    g = game([HUM, DRAW, THOPTER], [*THOPTERS, "Island"], ["Test Hum"], hand={"you": ["Test Draw"]})
    got = cast(g, "Test Draw")
    assert got.legal and got.cost == "{U}"
