"""audit19: a scenario's card may give its printed ``loyalty`` (209.1) or ``defense``: a planeswalker
enters with that many loyalty counters (306.5b), a battle with that many defense counters (310.4b);
a card with several faces gives each face's ("{X} // 5"). Without it no such counters are counted,
and the reason says so."""

from __future__ import annotations

from manasolve.solver.app.queries import answer
from manasolve.model.queries import parse_query

from games import card, game

PW = {**card("Test Walker", "Legendary Planeswalker — Test", "+1: Draw a card.", "{2}{U}"), "loyalty": "3"}
BATTLE = {**card("Test Siege", "Battle — Siege", "When this Siege enters, draw a card.", "{2}{R}"), "defense": "5"}
PLAIN_PW = card("Bare Walker", "Legendary Planeswalker — Test", "+1: Draw a card.", "{2}{U}")
MDFC = {**card("Front Guy // Back Walker", "Creature — Human // Legendary Planeswalker — Test", "Flying\n//\n+1: Draw a card.", "{1}{U} // {3}{U}"),
        "power": "2 // ", "toughness": "2 // ", "loyalty": " // 4"}


def _enters(s: object, name: str) -> dict[str, object]:
    got = answer(s, parse_query("enters", {"card": name}, players=("you", "opp"))).answer  # type: ignore[arg-type]
    assert isinstance(got, dict)
    return got


def test_loyalty_and_defense_counters() -> None:
    s = game([PW, BATTLE, PLAIN_PW, MDFC], hand={"you": ["Test Walker", "Test Siege", "Bare Walker", "Front Guy // Back Walker"]})
    assert _enters(s, "Test Walker")["counters"] == {"loyalty": 3}
    assert _enters(s, "Test Siege")["counters"] == {"defense": 5}
    assert _enters(s, "Bare Walker")["counters"] == {}
    assert _enters(s, "Back Walker")["counters"] == {"loyalty": 4}
    assert _enters(s, "Front Guy")["counters"] == {}
