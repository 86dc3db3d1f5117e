"""audit33: a scenario's own card copied the way a judge copies it. Scryfall gives a card with
several faces as ``card_faces`` (a split card, 709; an adventurer, 715; a double-faced card, 712),
each face with its own name, mana cost, type line and text (and a back face's colour indicator,
204); MTGJSON names the fields ``manaCost``, ``type``, ``text``. Each is the same card as README's
joined form ("Fire // Ice", "{1}{R} // {1}{U}", the texts separated by a line "//"). Before, both
were refused ("unknown key 'card_faces'", "unknown key 'type'")."""

from __future__ import annotations

from typing import Any

import pytest

import manasolve
from manasolve.model.errors import ManasolveError
from manasolve.solver.app.queries import cast, could_produce, tap_for_mana

FIRE = {"name": "Fire", "mana_cost": "{1}{R}", "type_line": "Instant", "oracle_text": "Fire deals 2 damage divided as you choose among one or two targets."}
ICE = {"name": "Ice", "mana_cost": "{1}{U}", "type_line": "Instant", "oracle_text": "Tap target permanent.\nDraw a card."}
JOINED = {"name": "Fire // Ice", "mana_cost": "{1}{R} // {1}{U}", "type_line": "Instant // Instant", "oracle_text": FIRE["oracle_text"] + "\n//\n" + ICE["oracle_text"]}


def _scenario(cards: list[Any], **top: Any) -> manasolve.Scenario:
    return manasolve.scenario({"name": "t", "players": ["you", "opp"], "cards": cards, **top})


@pytest.mark.parametrize("record", [
    {"name": "Fire // Ice", "card_faces": [FIRE, ICE]},
    {"card_faces": [FIRE, ICE]},
    {"name": "Fire // Ice", "mana_cost": "{1}{R} // {1}{U}", "type_line": "Instant // Instant", "card_faces": [FIRE, ICE]},
    JOINED,
])
def test_card_faces_read_as_the_joined_card(record: dict[str, Any]) -> None:
    """709.3a: each half is cast for its own mana cost; the whole card is not (no fuse, 709.3)."""
    s = _scenario([record], battlefield={"you": ["Island", "Island"]}, hand={"you": ["Fire // Ice"]}).state
    assert cast(s, "Ice").legal and str(cast(s, "Ice").cost) == "{1}{U}"
    assert not cast(s, "Fire").legal
    assert not cast(s, "Fire // Ice").legal


def test_a_back_face_colour_indicator() -> None:
    """204, 712.8d: a transformed permanent has its back face's characteristics, its colour by its
    colour indicator: Bloom Tender sees blue and green."""
    delver = {"card_faces": [
        {"name": "Delver of Secrets", "mana_cost": "{U}", "type_line": "Creature — Human Wizard", "oracle_text": "", "power": "1", "toughness": "1"},
        {"name": "Insectile Aberration", "mana_cost": "", "type_line": "Creature — Human Insect", "oracle_text": "Flying", "power": "3", "toughness": "2", "color_indicator": ["U"]},
    ]}
    tender = {"name": "Bloom Tender", "type_line": "Creature — Elf Druid", "mana_cost": "{1}{G}", "oracle_text": "{T}: For each color among permanents you control, add one mana of that color.", "power": "1", "toughness": "1"}
    s = _scenario([delver, tender], battlefield={"you": ["Insectile Aberration", "Bloom Tender"]}).state
    assert tap_for_mana(s, "Bloom Tender").answer == ["UG"]


def test_mtgjson_field_names() -> None:
    """The MTGJSON names of the card fields are read as Scryfall's."""
    s = _scenario([{"name": "Twin Spring", "type": "Land", "manaCost": "", "text": "{T}: Add {U} or {R}."}], battlefield={"you": ["Twin Spring"]}).state
    assert could_produce(s, "Twin Spring").answer == ["U", "R"]


@pytest.mark.parametrize("record,message", [
    ({"name": "Fire and Ice", "card_faces": [FIRE, ICE]}, r"cards\[0\]\.name: 'Fire and Ice' is not the name of its faces joined, 'Fire // Ice'"),
    ({"card_faces": [FIRE]}, r"cards\[0\]\.card_faces: expected a list of two or more faces"),
    ({"card_faces": [FIRE, {**ICE, "oracel_text": "x"}]}, r"cards\[0\]\.card_faces\[1\]: unknown key 'oracel_text' \(did you mean 'oracle_text'\?\)"),
    ({"card_faces": [FIRE, {"name": "Ice", "mana_cost": "{1}{U}"}]}, r"cards\[0\]\.card_faces\[1\]\.type_line: is required"),
    ({"name": "Twin Spring", "type": "Land", "type_line": "Land"}, r"cards\[0\]: gives both 'type' \(MTGJSON's name\) and 'type_line'"),
    ({"card_faces": [FIRE, ICE], "type_line": "Instant // Sorcery"}, r"cards\[0\]\.type_line: 'Instant // Sorcery' is not its faces' type lines joined"),
    ({"card_faces": [FIRE, ICE], "mana_cost": "{2}{R}"}, r"cards\[0\]\.mana_cost: '\{2\}\{R\}' is neither"),
    ({"card_faces": [FIRE, ICE], "oracle_text": "Fire deals 2 damage."}, r"cards\[0\]\.oracle_text: belongs to a face"),
])

def test_bad_faces_are_errors_naming_the_key(record: dict[str, Any], message: str) -> None:
    with pytest.raises(ManasolveError, match=message):
        _scenario([record])


def test_an_adventurer_card_as_scryfall_gives_it() -> None:
    """Scryfall gives an adventurer card the creature's mana cost at the top (715.3: the Adventure
    is cast for its own)."""
    giant = {"name": "Bonecrusher Giant // Stomp", "mana_cost": "{2}{R}", "type_line": "Creature — Giant // Instant — Adventure", "card_faces": [
        {"name": "Bonecrusher Giant", "mana_cost": "{2}{R}", "type_line": "Creature — Giant", "oracle_text": "", "power": "4", "toughness": "3"},
        {"name": "Stomp", "mana_cost": "{1}{R}", "type_line": "Instant — Adventure", "oracle_text": "Damage can't be prevented this turn. Stomp deals 2 damage to any target."},
    ]}
    s = _scenario([giant], battlefield={"you": ["Mountain", "Mountain"]}, hand={"you": ["Bonecrusher Giant // Stomp"]}).state
    assert cast(s, "Stomp").legal and not cast(s, "Bonecrusher Giant").legal


def test_a_yaml_error_names_lines_not_a_unicode_string(tmp_path: Any) -> None:
    """audit33: the message of malformed YAML says where (line, column) without PyYAML's
    '"<unicode string>"' (the file is named at the start of the message)."""
    from manasolve.model.scenario import load_file

    bad = tmp_path / "bad.yaml"
    bad.write_text("name: x\nplayers: [you\nqueries: []\n", encoding="utf-8")
    (err,) = load_file(bad)
    message = str(getattr(err, "message", err))
    assert "not valid YAML" in message and "at line 2, column 10" in message and "unicode string" not in message
