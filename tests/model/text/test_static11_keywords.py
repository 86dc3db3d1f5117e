"""Keyword lines joined by semicolons ("Defender; reach", "Haste; fear": older Oracle wordings; 702.1)
are read keyword by keyword, so a keyword the mana rules consult is not lost."""

from __future__ import annotations

from manasolve.model.abilities import Haste, Keyword

from tests.games import card, game, read, tap


def test_semicolon_keyword_line_gives_each_keyword() -> None:
    """702.1: "Defender; reach" is the two keyword abilities defender and reach."""
    got = read("Defender; reach", "Creature — Plant Wall")
    assert [k.name for k in got if isinstance(k, Keyword)] == ["Defender", "Reach"]


def test_haste_in_a_semicolon_line_lets_a_new_creature_tap_for_mana() -> None:
    """302.6, 702.10b: "Haste; fear" gives haste, so a creature that came under its controller's
    control this turn may use its {T} mana ability."""
    (haste, _fear, _mana) = read("Haste; fear\n{T}: Add {B}.", "Creature — Zombie")
    assert isinstance(haste, Haste)
    c = card("Hasty Reaver", "Creature — Zombie Beast", "Haste; fear\n{T}: Add {B}.", "{3}{B}{R}", "3/3")
    s = game([c], you=[{"card": "Hasty Reaver", "summoning_sick": True}])
    assert tap(s, "Hasty Reaver") == {"B"}
