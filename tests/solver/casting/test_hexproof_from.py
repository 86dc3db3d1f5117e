"""s13: "hexproof from [quality]" (702.11d) and the qualities of protection (702.16a-b): a
permanent with hexproof from a quality can't be the target of spells with that quality that its
controller's opponents control. Before, hexproof from a quality was not weighed at all (a black
spell could target Knight of Grace). Cards by their Oracle text."""

from __future__ import annotations

import pytest

from manasolve.solver.app.queries import cast

from tests.games import card, game

KNIGHT = card("Knight of Grace", "Creature — Human Knight", "First strike\nHexproof from black (This creature can't be the target of black spells or abilities your opponents control.)\n"
              "Knight of Grace gets +1/+0 as long as any player controls a black permanent.", "{1}{W}", "2/2")
SHIELDED = card("Shielded One", "Creature — Elf", "Hexproof from monocolored", "{1}{G}", "2/2")
DOOM_BLADE = card("Doom Blade", "Instant", "Destroy target nonblack creature.", "{1}{B}")
BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
DECIMATE = card("Putrefy", "Instant", "Destroy target artifact or creature. It can't be regenerated.", "{1}{B}{G}")
CARDS = [KNIGHT, SHIELDED, DOOM_BLADE, BOLT, DECIMATE]


@pytest.mark.parametrize(("spell", "target", "mine", "legal"), [
    ("Doom Blade", "Knight of Grace", False, False),   # a black spell of an opponent
    ("Doom Blade", "Knight of Grace", True, True),     # its controller's own spell
    ("Lightning Bolt", "Knight of Grace", False, True),  # no black in the spell: its only other target is a player
    ("Doom Blade", "Shielded One", False, False),      # monocolored (105.2c)
    ("Putrefy", "Shielded One", False, True),          # multicolored: not monocolored
])
def test_hexproof_from_a_quality(spell: str, target: str, mine: bool, legal: bool) -> None:
    lands = ["Swamp", "Mountain", "Forest"]
    s = game(CARDS, lands + ([target] if mine else []), [] if mine else [target], hand={"you": [spell]})
    assert cast(s, spell).answer["legal"] is legal
