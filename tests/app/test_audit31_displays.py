"""audit31: the notebook interface says what the CLI's JSON says.

* ``Records.to_frame()`` has a column for every key a JSON record may have: ``warnings`` (the
  sentences an answer left out under ``allow_unread``) and ``traceback`` were dropped, so a batch
  read as a DataFrame lost its warnings.
* The display of a single answer (``str`` and ``_repr_html_``) shows every reason of its ``why``:
  ``enters``' reasons (its text gave only the counters), a cast's cost parts and notes (an illegal
  cast showed only "can't be paid", not the commander tax that made the cost, 903.8), each way's
  cost parts and payment of ``cast_options``, ``can_pay``'s rule, life and notes, ``can_activate``'s
  rule and details, ``available_mana``'s notes in HTML, ``could_produce``'s reason for none, and
  ``enters``' gains in HTML.
* ``Records``' HTML table names an answer's warnings."""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any, Iterator

import pytest

import manasolve

REPO = Path(__file__).resolve().parents[2]
FILES = [REPO / "examples" / "casting" / "heldout_audit31_enters.yaml", REPO / "examples" / "casting" / "heldout_audit31_commander.yaml"]

UNREAD = """
name: unread sentence allowed
players: [you, opp]
allow_unread: true
cards:
  - {name: Odd Druid, type_line: "Creature — Elf", mana_cost: "{G}", oracle_text: "{T}: Add {G}.\\nWidgets you control frobnicate twice.", power: "1", toughness: "1"}
battlefield: {you: [Odd Druid]}
queries:
  - could_produce: Odd Druid
    expect: [G]
  - available_mana: you
"""


def _leaves(value: Any) -> Iterator[str]:
    if isinstance(value, dict):
        for v in value.values():
            yield from _leaves(v)
    elif isinstance(value, list):
        for v in value:
            yield from _leaves(v)
    elif value is not None and not isinstance(value, bool) and str(value):
        yield str(value)


def _why_texts(kind: str, why: Any) -> Iterator[str]:
    """The sentences of a why that a display must show (mana strings and choice values are shown
    in other forms: symbols, key=value)."""
    if not isinstance(why, dict):
        return
    for key in ("reason", "reasons", "rule", "notes", "none"):
        yield from _leaves(why.get(key))
    for part in why.get("cost", []) if kind == "cast" else []:
        yield part["what"]
    for option in why.get("options", []) if kind == "cast_options" else []:
        for part in option.get("cost", []):
            yield part["what"]


def test_the_frame_has_every_record_key() -> None:
    pd = pytest.importorskip("pandas")
    assert pd is not None
    records = manasolve.run([manasolve.scenario(UNREAD)])
    frame = records.to_frame()
    for i, rec in enumerate(records):
        for key, value in rec.items():
            column = "expected" if key in ("expect", "expect_includes", "expect_excludes") else key
            assert column in frame.columns, key
        assert frame.iloc[i]["warnings"] == rec["warnings"]
        assert "Widgets you control frobnicate twice." in rec["warnings"][0]


def test_the_records_table_names_warnings() -> None:
    records = manasolve.run([manasolve.scenario(UNREAD)])
    assert "frobnicate" in html.unescape(records._repr_html_())


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_single_answers_show_their_why(path: Path) -> None:
    for s in manasolve.load(str(path)):
        for q in s.queries:
            a = manasolve.answer(s, q)
            d = json.loads(json.dumps(a.to_dict()))
            text, page = str(a), html.unescape(a._repr_html_())
            for sentence in _why_texts(d["kind"], d["why"]):
                assert sentence in text, (s.name, q.index, sentence, text)
                assert sentence in page, (s.name, q.index, sentence)
            for w in d.get("warnings", []):
                assert w in text and w in page


def test_an_illegal_commander_cast_shows_its_tax() -> None:
    """903.8: the tax that made the total cost too high is in the text and the table."""
    (s,) = [x for x in manasolve.load(str(FILES[1])) if x.name == "partner taxes over budget"]
    a = manasolve.cast(s, "Thrasios, Triton Hero", from_="command")
    assert not a.legal
    assert "commander tax (3 previous cast(s) from the command zone)" in str(a)
    assert "commander tax (3 previous cast(s) from the command zone)" in html.unescape(a._repr_html_())


def test_unread_warnings_in_single_answers() -> None:
    s = manasolve.scenario(UNREAD)
    for q in s.queries:
        a = manasolve.answer(s, q)
        assert any("frobnicate" in w for w in a.to_dict()["warnings"])
        assert "frobnicate" in str(a) and "frobnicate" in html.unescape(a._repr_html_())
