"""becomes13: casting a card face down (702.37c morph, 702.37b megamorph, 702.168a disguise; 708.2).

"You may cast this card as a 2/2 face-down creature with no text, no name, no subtypes, and no mana
cost by paying {3} rather than paying its mana cost": an alternative cost (118.9, so no other one
with it, 118.9a), paid for a spell with the face-down characteristics (601.2f: the cost changes
for a colourless creature spell of mana value 0 with no subtypes apply, its own text's don't).
"""

from __future__ import annotations

import pytest
import manasolve
from manasolve.model.errors import QueryError
from games import card

INSTIGATOR = card(
    "Jeering Instigator", "Creature — Goblin Rogue",
    "Morph {2}{R} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)",
    "{1}{R}", "2/1",
)
STORMSINGER = card(
    "Kolaghan Stormsinger", "Creature — Human Shaman",
    "Haste\nMegamorph {R} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its megamorph cost and put a +1/+1 counter on it.)",
    "{R}", "1/1",
)
CHEAP_SELF = card(
    "Cheap Morph", "Creature — Beast",
    "This spell costs {2} less to cast.\nMorph {4}{G}",
    "{4}{G}", "4/4",
)
ONLY_CREATURES = card("Creature Reducer", "Enchantment", "Creature spells you cast cost {1} less to cast.", "{1}")
ONLY_RED = card("Red Reducer", "Enchantment", "Red spells you cast cost {1} less to cast.", "{1}")


def _state(hand: list[str], lands: list[str], cards: list[dict[str, object]]) -> manasolve.Scenario:
    return manasolve.scenario({"name": "t", "players": ["you", "opp"], "cards": cards, "battlefield": {"you": lands}, "hand": {"you": hand}})


@pytest.mark.parametrize("spell", [INSTIGATOR, STORMSINGER])
def test_face_down_costs_three(spell: dict[str, object]) -> None:
    """702.37c (702.37b: megamorph is morph): {3} rather than the mana cost, however cheap that is."""
    s = _state([str(spell["name"])], ["Mountain", "Mountain", "Mountain"], [spell])
    assert manasolve.cast(s, str(spell["name"]), face_down=True).answer["cost"] == "{3}"
    s2 = _state([str(spell["name"])], ["Mountain", "Mountain"], [spell])
    assert manasolve.cast(s2, str(spell["name"]), face_down=True).answer["legal"] is False


def test_face_down_spell_is_a_colourless_creature_without_its_text() -> None:
    """708.2, 601.2f: "Creature spells cost {1} less" applies to the face-down spell, "Red spells"
    doesn't (no mana cost: colourless, 202.2), nor does the card's own "This spell costs {2} less"
    (no text)."""
    s = _state(["Jeering Instigator", "Cheap Morph"], ["Forest", "Forest", "Forest", "Creature Reducer", "Red Reducer"], [INSTIGATOR, CHEAP_SELF, ONLY_CREATURES, ONLY_RED])
    assert manasolve.cast(s, "Jeering Instigator", face_down=True).answer["cost"] == "{2}"
    assert manasolve.cast(s, "Cheap Morph", face_down=True).answer["cost"] == "{2}"
    assert manasolve.cast(s, "Cheap Morph").answer["cost"] == "{1}{G}"  # face up: its own {2} less and the creature {1} less


def test_face_down_needs_morph_and_takes_no_other_alternative_cost() -> None:
    """702.37c, 702.168a: a card without morph or disguise can't be cast face down; 118.9a: no other
    alternative cost goes with the {3}; the morph cost turns it face up (116.2b), it pays no cast."""
    s = _state(["Jeering Instigator", "Llanowar Elves"], ["Mountain"] * 4, [INSTIGATOR])
    assert manasolve.cast(s, "Llanowar Elves", face_down=True).answer["legal"] is False
    with pytest.raises(QueryError, match="118.9a"):
        manasolve.cast(s, "Jeering Instigator", face_down=True, alternative_cost="evoke")
    with pytest.raises(QueryError, match="116.2b"):
        manasolve.cast(s, "Jeering Instigator", alternative_cost="morph")
    notes = manasolve.cast_options(s, "Jeering Instigator").warnings
    assert any("face_down: true" in n for n in notes)


MATERIA = card(
    "Summoning Materia", "Artifact — Equipment",
    "As long as this Equipment is attached to a creature, you may cast creature spells from the top of your library.\nEquip {2}",
    "{2}{G}",
)
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")


@pytest.mark.parametrize("attached, legal", [(True, True), (False, False)])
def test_conditional_permission_of_a_permanent(attached: bool, legal: bool) -> None:
    """611.3a, 601.3: "As long as this Equipment is attached to a creature, you may cast creature
    spells from the top of your library" permits only while it equips a creature (301.5)."""
    materia: dict[str, object] = {"card": "Summoning Materia", "attached_to": "bears"} if attached else {"card": "Summoning Materia"}
    s = manasolve.scenario({
        "name": "t", "players": ["you", "opp"], "cards": [MATERIA, BEARS],
        "battlefield": {"you": [{"card": "Grizzly Bears", "id": "bears"}, materia, "Forest"]},
        "library_top": {"you": "Llanowar Elves"},
    })
    assert manasolve.cast(s, "Llanowar Elves", from_="library").answer["legal"] is legal


GUIDANCE = card(
    "Raffine's Guidance", "Enchantment — Aura",
    "Enchant creature\nEnchanted creature gets +1/+1.\nYou may cast this card from your graveyard by paying {2}{W} rather than paying its mana cost.",
    "{W}",
)


def test_own_graveyard_permission_with_its_cost() -> None:
    """601.3, 118.9b: the card's own permission to be cast from its graveyard requires its cost,
    paid instead of the mana cost (so no other alternative cost with it, 118.9a)."""
    s = manasolve.scenario({
        "name": "t", "players": ["you", "opp"], "cards": [GUIDANCE, BEARS],
        "battlefield": {"you": ["Plains", "Plains", "Plains", "Grizzly Bears"]},
        "graveyard": {"you": ["Raffine's Guidance"]},
    })
    got = manasolve.cast(s, "Raffine's Guidance", from_="graveyard").answer
    assert got["legal"] is True and got["cost"] == "{2}{W}"
