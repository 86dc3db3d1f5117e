"""The grammar's basic lexer makes every quoted word a keyword (model/text/grammar.py): a new
``"game"i`` takes "game" from WORD in every rule, and sentences that read it as a WORD ("during your
first, second, or third turns of the game", Serra Avenger) silently stop reading. A new quoted word
must be added to tests/fixtures/grammar_keywords.txt on purpose, after checking that; prefer a WORD
checked by the translator."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]


def _quoted_words() -> set[str]:
    text = (ROOT / "model" / "text" / "mana.lark").read_text(encoding="utf-8")
    code = "\n".join(line.split("//")[0] for line in text.splitlines())
    return {m.lower() for m in re.findall(r'"([^"\s]+)"i', code)}


def test_no_new_keyword_without_a_decision() -> None:
    lines = (ROOT / "tests" / "fixtures" / "grammar_keywords.txt").read_text(encoding="utf-8").splitlines()
    listed = {w.strip() for w in lines if w.strip() and not w.startswith("#")}
    new = sorted(_quoted_words() - listed)
    assert not new, f"new quoted words in mana.lark (each is taken from WORD everywhere): {new}"
