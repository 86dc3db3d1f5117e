"""s16: "Your opponents can't cast spells with the same name as the exiled card." (Ixalan's Binding,
Circu's "... as a card exiled with ~"; 101.2, 201.2, 607.2a): the cards exiled with the permanent
are its ``exiled`` key; a spell with one of their names can't be cast by its controller's opponents.
Before, the card was refused: the grammar did not read the quality."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

BINDING = card("Test Binding", "Enchantment", "Your opponents can't cast spells with the same name as the exiled card.", "{3}{W}")
ELF = card("Test Elf", "Creature — Elf", "", "{G}", "1/1")
BEAR = card("Test Bear", "Creature — Bear", "", "{G}", "1/1")


def _cast(name: str, caster: str) -> bool | None:
    g = game([BINDING, ELF, BEAR], [{"card": "Test Binding", "exiled": ["Test Elf"]}, "Forest"], ["Forest"], hand={"you": ["Test Elf"], "opp": ["Test Elf", "Test Bear"]}, active=caster)
    return cast(g, name, player=caster).legal


def test_an_opponent_cannot_cast_the_exiled_name() -> None:
    assert _cast("Test Elf", "opp") is False
    assert _cast("Test Bear", "opp") is True


def test_its_controller_can() -> None:
    assert _cast("Test Elf", "you") is True
