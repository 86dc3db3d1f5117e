"""audit32: merged permanents (mutate; 702.140e, 730.2): the scenario key ``merged_with`` names the
other components, top to bottom; the permanent has its topmost component's characteristics and
every component's abilities, and stays the object the mutating spells merged with (302.6)."""

from __future__ import annotations

import pytest

import manasolve
from manasolve.model.errors import ManasolveError
from manasolve.solver.app.queries import could_produce, tap_for_mana

SHORESHARK = {
    "name": "Pouncing Shoreshark", "type_line": "Creature — Shark", "mana_cost": "{4}{U}", "power": "4", "toughness": "3",
    "oracle_text": "Mutate {3}{U}\nFlash\nWhenever this creature mutates, you may return target creature an opponent controls to its owner's hand.",
}
BEAR = {"name": "Grizzly Bears", "type_line": "Creature — Bear", "mana_cost": "{1}{G}", "oracle_text": "", "power": "2", "toughness": "2"}


def _state(*you: object) -> manasolve.GameState:
    return manasolve.scenario({"name": "t", "players": ["you", "opp"], "cards": [SHORESHARK, BEAR], "battlefield": {"you": list(you), "opp": []}}).state


def test_a_merged_permanent_has_the_top_characteristics_and_every_ability() -> None:
    """702.140e: a mutated permanent has all abilities of each card that represents it; its other
    characteristics are the topmost card's. The mana ability of Birds of Paradise under a
    Shoreshark is the merged permanent's, numbered after the Shoreshark's own abilities."""
    s = _state({"card": "Pouncing Shoreshark", "id": "m", "merged_with": ["Birds of Paradise"]})
    p = s.permanent("m")
    assert p.card.name == "Pouncing Shoreshark" and p.card.subtypes == {"Shark"} and (p.card.power, p.card.toughness) == ("4", "3")
    assert p.card.has_keyword("flying") and p.card.has_keyword("mutate")
    assert set(tap_for_mana(s, "m").answer) == {"W", "U", "B", "R", "G"}


def test_a_merged_permanent_is_summoning_sick_as_the_creature_it_merged_with() -> None:
    """302.6, 730.2: it is the same object as the creature the spell merged with: sick only if that
    creature came under your control this turn."""
    assert tap_for_mana(_state({"card": "Pouncing Shoreshark", "merged_with": ["Llanowar Elves"]}), "Pouncing Shoreshark").answer == ["G"]
    sick = _state({"card": "Pouncing Shoreshark", "merged_with": ["Llanowar Elves"], "summoning_sick": True})
    assert isinstance(tap_for_mana(sick, "Pouncing Shoreshark").answer, str)
    assert could_produce(sick, "Pouncing Shoreshark").answer == ["G"]


@pytest.mark.parametrize(
    ("item", "match"),
    [
        ({"card": "Grizzly Bears", "merged_with": ["Llanowar Elves"]}, "without mutate"),
        ({"card": "Pouncing Shoreshark", "merged_with": ["Forest"]}, "creature"),
        ({"card": "Pouncing Shoreshark", "merged_with": []}, "other components"),
        ({"card": "Pouncing Shoreshark", "merged_with": ["Llanowar Elves"], "face_down": True}, "face up"),
    ],
)
def test_a_merged_permanent_that_mutate_cannot_make_is_an_error(item: dict[str, object], match: str) -> None:
    """702.140a: only creature spells cast for their mutate cost merge, onto one creature: at most
    one component lacks mutate, and every one is a creature card."""
    with pytest.raises(ManasolveError, match=match):
        _state(item)


SATYR = {"name": "Boon Satyr", "type_line": "Enchantment Creature — Satyr", "mana_cost": "{1}{G}{G}", "power": "4", "toughness": "2",
         "oracle_text": "Flash\nBestow {3}{G}{G} (If you cast this card for its bestow cost, it's an Aura spell with enchant creature. It becomes a creature again if it's not attached.)\nEnchanted creature gets +4/+2."}
CRADLE = {"name": "Gaea's Cradle", "type_line": "Legendary Land", "mana_cost": "", "oracle_text": "{T}: Add {G} for each creature you control."}


def test_a_bestowed_aura_is_no_creature() -> None:
    """audit32, 702.103b, 303.4d: a creature card with bestow attached to a creature was cast
    bestowed: an Aura enchantment, not a creature (Gaea's Cradle counts the Elves and the
    unattached Satyr, not the attached one); its mana cost stays (devotion, 700.5)."""
    s = manasolve.scenario({
        "name": "t", "players": ["you", "opp"], "cards": [SATYR, CRADLE],
        "battlefield": {"you": ["Gaea's Cradle", "Llanowar Elves", {"card": "Boon Satyr", "id": "aura", "attached_to": "Llanowar Elves"}, {"card": "Boon Satyr", "id": "satyr"}], "opp": []},
    }).state
    assert tap_for_mana(s, "Gaea's Cradle").answer == ["GG"]
    aura = s.permanent("aura").card
    assert aura.card_types == {"Enchantment"} and aura.subtypes == {"Aura"} and str(aura.mana_cost) == "{1}{G}{G}"
    assert s.permanent("satyr").card.card_types == {"Enchantment", "Creature"}


BLADES = {"name": "Lizard Blades", "type_line": "Artifact Creature — Equipment Lizard", "mana_cost": "{1}{R}", "power": "1", "toughness": "1",
          "oracle_text": "Double strike\nEquipped creature has double strike.\nReconfigure {2} ({2}: Attach to target creature you control; or unattach from a creature. Reconfigure only as a sorcery. While attached, this isn't a creature.)"}


def test_an_attached_reconfigure_equipment_is_no_creature() -> None:
    """audit32, 702.151b: attaching an Equipment with reconfigure to a creature makes it stop being
    a creature until it becomes unattached: Gaea's Cradle counts the Elves and the unattached
    Blades only."""
    s = manasolve.scenario({
        "name": "t", "players": ["you", "opp"], "cards": [BLADES, CRADLE],
        "battlefield": {"you": ["Gaea's Cradle", "Llanowar Elves", {"card": "Lizard Blades", "id": "on", "attached_to": "Llanowar Elves"}, {"card": "Lizard Blades", "id": "off"}], "opp": []},
    }).state
    assert tap_for_mana(s, "Gaea's Cradle").answer == ["GG"]
    assert s.permanent("on").card.card_types == {"Artifact"} and s.permanent("on").card.subtypes == {"Equipment"}
