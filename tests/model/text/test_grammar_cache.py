"""The card-text parser kept on disk (model/text/grammar.py): built once, read back by later
processes, rebuilt when the file is missing, stale or damaged, and never a reason for a
question to fail (an unwritable folder only costs the time to build it)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from manasolve.model.text import grammar

SENTENCES = [
    ("Add {G}.", "mana_sentence"),
    ("{T}", "cost_part"),
    ("If you tap a permanent for mana, it produces twice as much of that mana instead.", "replacement"),
    ("Add one mana of any type that a land you control could produce.", "mana_sentence"),
]


def _build_in_a_process(folder: str) -> subprocess.CompletedProcess[str]:
    code = "from manasolve.model.text.grammar import mana_parser; p = mana_parser(); print(type(p).__name__)"
    env = dict(os.environ, MANASOLVE_CACHE_DIR=folder)
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)


def test_the_parser_is_written_once_and_read_back_the_same(tmp_path):
    """A first process writes the parser under the cache folder (one file, named by a hash of the
    grammar and the versions); what is read back parses every sentence as the parser built from
    the grammar does."""
    _build_in_a_process(str(tmp_path))
    files = list(tmp_path.glob("grammar-*.pickle"))
    assert len(files) == 1
    loaded = grammar._load(files[0])
    assert loaded is not None
    built = grammar.mana_parser()
    for text, start in SENTENCES:
        assert loaded.parse(text, start=start) == built.parse(text, start=start)
    assert _build_in_a_process(str(tmp_path)).stdout.strip() == "Lark"
    assert list(tmp_path.glob("grammar-*.pickle")) == files


def test_a_damaged_file_is_ignored_and_rewritten(tmp_path):
    """A truncated or foreign file is not a parser: it is built again and the file replaced."""
    text = Path(grammar.__file__).with_name("mana.lark").read_text(encoding="utf-8")
    os.environ["MANASOLVE_CACHE_DIR"] = str(tmp_path)
    try:
        path = grammar.cache_file(text)
    finally:
        del os.environ["MANASOLVE_CACHE_DIR"]
    assert path is not None and path.parent == tmp_path
    path.write_bytes(b"not a pickle")
    assert grammar._load(path) is None
    _build_in_a_process(str(tmp_path))
    assert grammar._load(path) is not None


def test_an_unwritable_folder_or_an_empty_setting_only_turns_the_cache_off(tmp_path):
    """MANASOLVE_CACHE_DIR="" turns the disk cache off; a folder that cannot be created (a file
    stands in its way) leaves nothing behind and the parser still works."""
    os.environ["MANASOLVE_CACHE_DIR"] = ""
    try:
        assert grammar.cache_file("grammar") is None
    finally:
        del os.environ["MANASOLVE_CACHE_DIR"]
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert _build_in_a_process(str(blocker / "cache")).stdout.strip() == "Lark"
    grammar._save(grammar.mana_parser(), blocker / "cache" / "grammar-x.pickle")
    assert not (blocker / "cache").exists()


def test_the_cache_is_named_by_the_grammar_and_the_versions():
    """A changed grammar gets another file: a stale parser is never read."""
    os.environ["MANASOLVE_CACHE_DIR"] = "/nonexistent-folder"
    try:
        a, b = grammar.cache_file("start: A"), grammar.cache_file("start: B")
    finally:
        del os.environ["MANASOLVE_CACHE_DIR"]
    assert a is not None and b is not None and a != b and a.parent == b.parent
