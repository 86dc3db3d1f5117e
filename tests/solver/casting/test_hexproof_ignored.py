"""s13: "Until end of turn, your opponents and creatures your opponents control with hexproof can
be the targets of spells and abilities you control as though they didn't have hexproof."
(Detection Tower; 702.11b-c, 611.2a): once the ability resolved this turn, its controller's spells
may target those creatures and opponents; another player's spells may not. Cards by their
Oracle text."""

from __future__ import annotations

from manasolve.model.abilities import ActivatedAbility, HexproofIgnored
from manasolve.solver.app.queries import cast

from tests.games import card, game, read

TOWER = card("Detection Tower", "Land", "{T}: Add {C}.\n{1}, {T}: Until end of turn, your opponents and creatures your opponents control with hexproof can be the targets of spells and abilities you control as though they didn't have hexproof.")
SCOUT = card("Gladecover Scout", "Creature — Elf Scout", "Hexproof (This creature can't be the target of spells or abilities your opponents control.)", "{G}", "1/1")
LEYLINE = card("Leyline of Sanctity", "Enchantment", "If Leyline of Sanctity is in your opening hand, you may begin the game with it on the battlefield.\nYou have hexproof. (You can't be the target of spells or abilities your opponents control.)", "{2}{W}{W}")
DOOM_BLADE = card("Doom Blade", "Instant", "Destroy target nonblack creature.", "{1}{B}")
DURESS = card("Duress", "Sorcery", "Target opponent reveals their hand. You choose a noncreature, nonland card from it. That player discards that card.", "{B}")
CARDS = [TOWER, SCOUT, LEYLINE, DOOM_BLADE, DURESS]
RESOLVED = {"card": "Detection Tower", "tapped": True, "resolved_this_turn": [1]}


def test_the_sentence_reads_as_an_effect_of_the_ability() -> None:
    ability = read(TOWER["oracle_text"], "Land", "Detection Tower")[1]
    assert isinstance(ability, ActivatedAbility)
    (e,) = ability.continuous
    assert isinstance(e, HexproofIgnored) and e.duration == "until end of turn"


def test_a_creature_with_hexproof_can_be_targeted_once_it_resolved() -> None:
    s = game(CARDS, [RESOLVED, "Swamp", "Swamp"], ["Gladecover Scout"], hand={"you": ["Doom Blade"]})
    assert cast(s, "Doom Blade").answer["legal"] is True
    s = game(CARDS, ["Detection Tower", "Swamp", "Swamp"], ["Gladecover Scout"], hand={"you": ["Doom Blade"]})
    assert cast(s, "Doom Blade").answer["legal"] is False


def test_only_its_controllers_spells() -> None:
    s = game(CARDS, ["Swamp", "Swamp"], ["Gladecover Scout", RESOLVED], hand={"you": ["Doom Blade"]})
    assert cast(s, "Doom Blade").answer["legal"] is False


def test_an_opponent_with_hexproof_can_be_targeted() -> None:
    s = game(CARDS, [RESOLVED, "Swamp"], ["Leyline of Sanctity"], hand={"you": ["Duress"]})
    assert cast(s, "Duress").answer["legal"] is True
    assert cast(game(CARDS, ["Swamp"], ["Leyline of Sanctity"], hand={"you": ["Duress"]}), "Duress").answer["legal"] is False
