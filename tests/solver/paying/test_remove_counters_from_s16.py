"""s16: counters removed from other permanents as a cost (118.3, 122.1): "from a creature you
control" takes them all from one of them (Ghave, Guru of Spores), "from among creatures you
control" from any of them together (Tayam, Luminous Enigma), "from another creature you
control" not from this one (Hexavus), "a counter" of any kind (Scholar of New Horizons). Before,
these were kept as text and can_activate answered true "unchecked"."""

from __future__ import annotations

from typing import Any

from manasolve.model.costs import RemoveCountersFrom
from manasolve.solver.app.queries import can_activate

from tests.games import card, game

ONE = card("Test Guru", "Creature — Fungus Shaman", "{1}, Remove a +1/+1 counter from a creature you control: You gain 1 life.", "{2}{B}{G}", "1/1")  # s17: a 0/0 without counters would be gone (704.5f)
AMONG = card("Test Enigma", "Creature — Nightmare", "{3}, Remove three counters from among creatures you control: You gain 1 life.", "{1}{W}{B}{G}", "3/3")
OTHER = card("Test Hex", "Artifact Creature — Construct", "{1}, Remove a counter from another creature you control: You gain 1 life.", "{6}", "1/1")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")
CARDS = [ONE, AMONG, OTHER, BEAR]
LANDS = ["Forest", "Forest", "Forest"]


def _can(name: str, *others: Any, me: dict[str, int] | None = None) -> bool | None:
    g = game(CARDS, [{"card": name, "counters": me or {}}, *others, *LANDS])
    return can_activate(g, name, 0).answer


def _bear(**counters: int) -> dict[str, Any]:
    return {"card": "Test Bear", "counters": {k.replace("plus", "+1/+1"): v for k, v in counters.items()}}


def test_read() -> None:
    g = game(CARDS, ["Test Guru"])
    (ability,) = g.permanent("Test Guru").card.abilities
    part = ability.cost.parts[1]
    assert isinstance(part, RemoveCountersFrom) and part.kind == "+1/+1" and part.count == 1 and not part.among


def test_from_one_creature() -> None:
    """Ghave: a +1/+1 counter on any creature you control, itself included; another kind does not pay."""
    assert _can("Test Guru") is False
    assert _can("Test Guru", me={"+1/+1": 1}) is True
    assert _can("Test Guru", _bear(plus=1)) is True
    assert _can("Test Guru", {"card": "Test Bear", "counters": {"-1/-1": 1}}) is False


def test_from_among() -> None:
    """Tayam: three counters of any kinds, from several creatures together (118.3)."""
    assert _can("Test Enigma", _bear(plus=1), _bear(plus=1)) is False
    assert _can("Test Enigma", _bear(plus=1), {"card": "Test Bear", "counters": {"+1/+1": 1, "vigilance": 1}}) is True


def test_from_another() -> None:
    """Hexavus: not its own counters."""
    assert _can("Test Hex", me={"+1/+1": 6}) is False
    assert _can("Test Hex", _bear(plus=1), me={"+1/+1": 6}) is True
