"""audit35: cost reductions counted by the spells cast this turn (601.2f) of every player, "This
spell costs {3} less to cast for each other spell cast this turn." (Thrasta, Tempest's Roar), and of
the caster's opponents, "This spell costs {1} less to cast for each spell your opponents have cast
this turn." (Delightful Discovery), were unread. The counts are the scenario's
``spells_cast_this_turn`` (the spell being cast is not among them: 601.2i comes after 601.2f)."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

THRASTA = card("Test Thrasta", "Legendary Creature — Dinosaur", "This spell costs {3} less to cast for each other spell cast this turn.\nTrample, haste", "{10}{G}{G}", "7/7")
DISCOVERY = card("Test Discovery", "Instant", "This spell costs {1} less to cast for each spell your opponents have cast this turn.\nScry 2, then draw two cards.", "{4}{U}")


def test_every_players_spells() -> None:
    """601.2f: one spell of yours and two of the opponent's: {9} less, {1}{G}{G}."""
    g = game([THRASTA], you=["Forest"] * 3, hand={"you": ["Test Thrasta"]}, spells_cast_this_turn={"you": 1, "opp": 2})
    assert cast(g, "Test Thrasta").cost == "{1}{G}{G}"
    assert cast(game([THRASTA], hand={"you": ["Test Thrasta"]}), "Test Thrasta").cost == "{10}{G}{G}"


def test_only_the_opponents_spells() -> None:
    """601.2f, 102.2: the caster's own spells don't count: two of the opponent's, {2}{U}."""
    g = game([DISCOVERY], hand={"you": ["Test Discovery"]}, spells_cast_this_turn={"you": 3, "opp": 2})
    assert cast(g, "Test Discovery").cost == "{2}{U}"
