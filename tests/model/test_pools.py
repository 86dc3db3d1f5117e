"""Card pools from MTGJSON and Scryfall files (model.pools): formats, faces, compression,
laziness, conflicts and bad files. The fixtures in tests/fixtures are written by the project."""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
import zipfile
from pathlib import Path

import pytest
from manasolve.model.errors import CardFileError, UnknownCardError
from manasolve.model.library import CardLibrary
from manasolve.model.pools import default_library, library_from, read_pool
from manasolve.solver.app.cli import main

import manasolve

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
ATOMIC = FIXTURES / "AtomicCards.json"
SCRYFALL = FIXTURES / "oracle-cards.json"


def test_mtgjson_atomic_cards_load_every_face_by_its_name():
    """Multi-faced cards (split, adventure, modal double-faced) load once per face name."""
    pool = read_pool(ATOMIC)
    assert {"sol ring", "cabal coffers", "virtue of strength", "garenbrig growth", "fire", "ice"} <= set(pool.cards)
    land = pool.cards["agadeem, the undercrypt"]
    assert land.type_line == "Land" and land.oracle_text.endswith("{T}: Add {B}.")
    assert pool.cards["agadeem's awakening"].mana_cost == "{X}{B}{B}{B}"


def test_scryfall_oracle_cards_load_faces_of_transform_and_modal_cards():
    """Scryfall lists the faces of a multi-faced card in card_faces; each loads by its name."""
    pool = read_pool(SCRYFALL)
    assert pool.cards["insectile aberration"].power == "3"
    assert pool.cards["emeria, shattered skyclave"].type_line == "Land"
    assert pool.cards["gilded lotus"].oracle_text == "{T}: Add three mana of any one color."


@pytest.mark.parametrize("suffix", [".gz", ".bz2", ".xz", ".zip"])
def test_compressed_files_as_mtgjson_ships_them(tmp_path, suffix):
    """MTGJSON ships AtomicCards compressed; every one of its compressions reads the same."""
    raw = ATOMIC.read_bytes()
    path = tmp_path / f"AtomicCards.json{suffix}"
    if suffix == ".gz":
        path.write_bytes(gzip.compress(raw))
    elif suffix == ".bz2":
        path.write_bytes(bz2.compress(raw))
    elif suffix == ".xz":
        path.write_bytes(lzma.compress(raw))
    else:
        with zipfile.ZipFile(path, "w") as z:
            z.writestr("AtomicCards.json", raw)
    assert read_pool(path).cards == read_pool(ATOMIC).cards


def test_a_card_of_a_pool_is_answered_by_its_oracle_text():
    """A pool's card is read by the grammar and answered like a built-in one (Gilded Lotus:
    three mana of any one colour)."""
    lib = library_from([SCRYFALL])
    s = manasolve.scenario("name: t\nplayers: [you]\nbattlefield: {you: [Gilded Lotus]}", library=lib)
    assert manasolve.tap_for_mana(s.state, "Gilded Lotus").answer == ["WWW", "UUU", "BBB", "RRR", "GGG"]


def test_a_face_of_a_modal_card_is_a_land_on_the_battlefield():
    """A modal double-faced card's land face loads by its own name and taps for its mana."""
    lib = library_from([ATOMIC])
    s = manasolve.scenario("name: t\nplayers: [you]\nbattlefield: {you: ['Agadeem, the Undercrypt']}", library=lib)
    assert manasolve.could_produce(s.state, "Agadeem, the Undercrypt").answer == ["B"]


def test_text_is_read_lazily_and_once():
    """Loading a pool reads no card text; a card is read the first time it is asked for."""
    lib = library_from([SCRYFALL])
    assert lib._read == {}
    first = lib.get("Star Compass")
    assert lib.get("Star Compass") is first


def test_a_large_pool_behind_the_builtin_one_loads_only_when_needed(tmp_path):
    """A fallback pool (the corpus extra) is read only for a name the libraries in front lack."""
    calls = []

    def loader():
        calls.append(1)
        return dict(read_pool(SCRYFALL).cards)

    lib = CardLibrary(dict(CardLibrary.builtin().data), parent=CardLibrary({}, loader=loader))
    lib.get("Forest")
    assert calls == []
    lib.get("Gilded Lotus")
    assert calls == [1]


def test_two_pools_that_define_a_card_differently_conflict(tmp_path):
    """A card two files define differently is an error naming the card and both files."""
    other = tmp_path / "other.json"
    other.write_text(json.dumps([{"name": "Gilded Lotus", "type_line": "Artifact", "oracle_text": "{T}: Add {C}."}]))
    with pytest.raises(CardFileError) as e:
        library_from([SCRYFALL, other])
    assert "Gilded Lotus" in str(e.value) and "oracle-cards.json" in str(e.value) and "other.json" in str(e.value)


def test_missing_truncated_and_unknown_files_are_clear_errors(tmp_path):
    """Bad card files name the file and say what is wrong."""
    with pytest.raises(CardFileError, match="no such card file"):
        read_pool(tmp_path / "absent.json")
    truncated = tmp_path / "cut.json"
    truncated.write_text(ATOMIC.read_text()[:300])
    with pytest.raises(CardFileError, match="truncated"):
        read_pool(truncated)
    broken_gz = tmp_path / "cut.json.gz"
    broken_gz.write_bytes(gzip.compress(ATOMIC.read_bytes())[:100])
    with pytest.raises(CardFileError, match="cut.json.gz"):
        read_pool(broken_gz)
    odd = tmp_path / "odd.json"
    odd.write_text(json.dumps(42))
    with pytest.raises(CardFileError, match="not a card file"):
        read_pool(odd)


def test_an_unknown_name_suggests_the_closest_names():
    """A name that matches no card is an error with the closest names."""
    lib = library_from([SCRYFALL])
    with pytest.raises(UnknownCardError) as e:
        lib.get("Gilded Lotos")
    assert "Gilded Lotus" in e.value.suggestions


def test_environment_variable_and_command_line_choose_the_pool(tmp_path, monkeypatch, capsys):
    """$MANASOLVE_CARDS and --cards add pools on every command; a scenario's cards: still wins.
    (The corpus extra, if installed, would know Gilded Lotus: it is set aside here.)"""
    monkeypatch.setattr("manasolve.model.pools.corpus_path", lambda: None)
    scenario = tmp_path / "s.yaml"
    scenario.write_text(
        "name: s\nplayers: [you]\nbattlefield: {you: [Gilded Lotus]}\nqueries:\n"
        "  - tap_for_mana: Gilded Lotus\n    expect: [WWW, UUU, BBB, RRR, GGG]\n"
    )
    assert main(["check", str(scenario)]) == 1  # not in the built-in library
    capsys.readouterr()
    assert main(["check", str(scenario), "--cards", str(SCRYFALL)]) == 0
    monkeypatch.setenv("MANASOLVE_CARDS", str(SCRYFALL))
    assert main(["check", str(scenario)]) == 0
    assert default_library().get("Star Compass").name == "Star Compass"
    capsys.readouterr()
    assert main(["parse", "--card", "Gilded Lotus"]) == 0
    assert "three mana of any one color" in capsys.readouterr().out


def test_a_bad_card_file_on_the_command_line_is_a_usage_error(tmp_path, capsys):
    """A card file that cannot be read stops the command with exit status 2, naming it."""
    scenario = tmp_path / "s.yaml"
    scenario.write_text("name: s\nplayers: [you]\nqueries: []\n")
    assert main(["run", str(scenario), "--cards", str(tmp_path / "nope.json.xz")]) == 2
    assert "nope.json.xz" in capsys.readouterr().err


def test_builtin_creatures_have_power_and_toughness():
    """208.1: every creature card has a power and a toughness (printed, or "*" defined by a
    characteristic-defining ability, 604.3); the built-in library keeps them, so that "total
    power", "greatest power" and crew read the printed numbers rather than 0."""
    lib = CardLibrary.builtin()
    creatures = [lib.get_data(name) for name in lib.names() if "Creature" in lib.get_data(name).type_line]
    assert creatures and all(c.power is not None and c.toughness is not None for c in creatures)
    assert (lib.get("Llanowar Elves").power, lib.get("Llanowar Elves").toughness) == ("1", "1")
