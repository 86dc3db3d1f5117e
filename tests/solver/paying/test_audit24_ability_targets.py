"""audit24: 602.2b, 601.2c: activating an ability chooses its targets, so an ability whose effect
needs a target permanent can't be activated when none is a legal target: "Equip {1}" (702.6a:
"Attach this permanent to target creature you control.") with no creature of yours, or only one
with shroud (702.18a); a creature of yours with hexproof is a legal target (702.11b: only
opponents' spells and abilities). "Up to two target artifacts" needs none (601.2c). It was true
whatever the targets."""

from __future__ import annotations

from manasolve.model.abilities import ActivatedAbility
from manasolve.model.cards import TypeLine
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import can_activate

from tests.games import card, game

MANTLE = card("Mantle", "Artifact — Equipment", "Equipped creature has \"{T}: Add one mana of any color.\"\nEquip {1}", "{0}")
BEAR = card("Bear", "Creature — Bear", "", "{1}{G}", "2/2")
SHROUDED = card("Shrouded", "Creature — Beast", "Shroud", "{2}{G}{G}", "5/5")
HEXPROOF = card("Hexproof Troll", "Creature — Troll", "Hexproof", "{1}{G}{G}", "3/2")
UNTAPPER = card("Untapper", "Artifact", "{1}: Untap up to two target artifacts.", "{1}")


def test_equip_reads_its_target() -> None:
    abilities = parse_abilities(MANTLE["oracle_text"], card_name="Mantle", type_line=TypeLine.parse("Artifact — Equipment"))
    equip = next(a for a in abilities if isinstance(a, ActivatedAbility))
    assert len(equip.targets) == 1 and equip.targets[0].minimum == 1


def test_601_2c_equip_needs_a_creature_you_control() -> None:
    assert can_activate(game([MANTLE, BEAR], ["Mantle", "Forest", "Bear"]), "Mantle", 0).answer is True
    assert can_activate(game([MANTLE, BEAR], ["Mantle", "Forest"], ["Bear"]), "Mantle", 0).answer is False


def test_702_18a_shroud_and_702_11b_hexproof() -> None:
    assert can_activate(game([MANTLE, SHROUDED], ["Mantle", "Forest", "Shrouded"]), "Mantle", 0).answer is False
    assert can_activate(game([MANTLE, HEXPROOF], ["Mantle", "Forest", "Hexproof Troll"]), "Mantle", 0).answer is True


def test_up_to_needs_no_target() -> None:
    assert can_activate(game([UNTAPPER], ["Untapper", "Forest"]), "Untapper", 0).answer is True
