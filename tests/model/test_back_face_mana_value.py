"""202.3b: the mana value of the back face of a transforming double-faced permanent is that of its
front face's mana cost; a copy of such a back face has mana value 0. A face named alone (on the
battlefield by its own name) is that face of its whole card, so it knows its front face."""

from __future__ import annotations

from manasolve.model.cards import CardData
from manasolve.model.library import CardLibrary, read_card
from manasolve.model.pools import read_pool
from manasolve.solver.app.queries import tap_for_mana

from tests.games import card, game

DELVER = {
    "name": "Test Delver // Test Aberration",
    "type_line": "Creature — Human Wizard // Creature — Human Insect",
    "mana_cost": "{U} // ",
    "oracle_text": "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. "
    "If an instant or sorcery card is revealed this way, transform this creature.\n//\nFlying",
    "power": "1 // 3",
    "toughness": "1 // 2",
}
MODAL = {
    "name": "Test Spell // Test Land",
    "type_line": "Sorcery // Land",
    "mana_cost": "{2}{G} // ",
    "oracle_text": "Draw a card.\n//\n{T}: Add {G}.",
}
ALTAR = card("Test Altar", "Artifact", "{T}: Add X mana of any one color, where X is the greatest mana value among creatures you control.", "{3}")


def test_back_face_has_the_front_face_mana_value() -> None:
    """202.3b: Test Aberration (no mana cost) has mana value 1, its front face's {U}."""
    whole = read_card(CardData.from_mapping(DELVER))
    back = whole.named("Test Aberration")
    assert back is not None and back.mana_cost.mana_value() == 0 and back.mana_value() == 1
    assert whole.mana_value() == 1


def test_a_modal_back_face_keeps_its_own() -> None:
    """712.8, 202.3b speaks of nonmodal double-faced cards only: a modal back face's mana value is
    its own (a land: 0)."""
    land = read_card(CardData.from_mapping(MODAL)).named("Test Land")
    assert land is not None and land.mana_value() == 0


def test_a_face_named_alone_is_the_face_of_its_card() -> None:
    """The library hands out the back face of the whole card, in a scenario's cards and in a pool
    file (Scryfall's card_faces)."""
    lib = CardLibrary.from_records([DELVER])
    assert lib.get("Test Aberration").mana_value() == 1


def test_pool_faces_know_their_card(tmp_path: object) -> None:
    from pathlib import Path

    path = Path(str(tmp_path)) / "pool.json"
    path.write_text(
        '[{"object": "card", "name": "Test Delver // Test Aberration", "card_faces": ['
        '{"name": "Test Delver", "mana_cost": "{U}", "type_line": "Creature — Human Wizard", "oracle_text": "Transform this creature.", "power": "1", "toughness": "1"},'
        '{"name": "Test Aberration", "mana_cost": "", "type_line": "Creature — Human Insect", "oracle_text": "Flying", "power": "3", "toughness": "2"}]}]',
        encoding="utf-8",
    )
    pool = read_pool(path)
    assert pool.cards["test aberration"].whole == "Test Delver // Test Aberration"


def test_the_greatest_mana_value_counts_the_back_face() -> None:
    """An amount that reads a permanent's mana value (202.3b): the Aberration counts 1."""
    g = game([DELVER, ALTAR], ["Test Aberration", "Test Altar"])
    assert set(tap_for_mana(g, "Test Altar").answer) == {"W", "U", "B", "R", "G"}
