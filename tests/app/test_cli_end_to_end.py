"""The ``manasolve`` command and the notebook API against the real grammar and solver.

They run the real grammar, produce, tapping and activation modules. The expectations are settled rules, not edge cases: they test the plumbing from a
scenario file to an answer, not the algorithms.
"""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

from manasolve.solver.app.cli import main

import manasolve

REPO = Path(__file__).resolve().parents[2]

SUITE = """
scenarios:
  - name: Reflecting Pool with Forest and Swamp
    players: [you, opp]
    battlefield:
      you: [Reflecting Pool, Forest, Swamp]
      opp: [Island]
    queries:
      - could_produce: Reflecting Pool
        expect: [G, B]
      - tap_for_mana: Forest
        expect: [G]
      - tap_for_mana: {permanent: Swamp, ability: 0}
        expect: [B]
  - name: Exotic Orchard reads the opponent's lands
    players: [you, opp]
    battlefield:
      you: [Exotic Orchard]
      opp: [Island, Wastes]
    queries:
      - could_produce: Exotic Orchard
        expect: [U]
  - name: tapping and summoning sickness
    players: [you, opp]
    battlefield:
      you:
        - card: Llanowar Elves
          summoning_sick: true
        - card: Llanowar Elves
          id: hasty
          summoning_sick: true
          haste: true
        - Sol Ring
        - card: Forest
          id: f1
          tapped: true
    queries:
      - can_activate: {permanent: Llanowar Elves#1, ability: 0}
        expect: false
      - can_activate: {permanent: hasty, ability: 0}
        expect: true
      - tap_for_mana: Sol Ring
        expect: [CC]
      - tap_for_mana: f1
        expect: illegal
"""


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def test_check_passes_a_suite_of_settled_answers(tmp_path, capsys):
    path = write(tmp_path, "suite.yaml", SUITE)
    status = main(["check", str(path)])
    out = capsys.readouterr().out
    assert out.splitlines()[-1] == "8 passed, 0 failed", out
    assert status == 0


def test_check_with_workers_agrees(tmp_path, capsys):
    for i in range(3):
        write(tmp_path, f"suite{i}.yaml", SUITE)
    assert main(["check", str(tmp_path), "--workers", "2", "--timeout", "60"]) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "24 passed, 0 failed"


def test_run_records_carry_answers_and_witnesses(tmp_path, capsys):
    path = write(tmp_path, "suite.yaml", SUITE)
    assert main(["run", str(path), "--format", "jsonl"]) == 0
    records = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(records) == 8 and all(r["error"] is None for r in records), records
    pool = records[0]
    assert pool["answer"] == ["B", "G"] and set(pool["why"]) == {"B", "G"}


def test_check_reports_a_wrong_expectation(tmp_path, capsys):
    path = write(tmp_path, "wrong.yaml", """
        name: wrong
        players: [you]
        battlefield: {you: [Forest]}
        queries:
          - could_produce: Forest
            expect: [U]
        """)
    assert main(["check", str(path)]) == 1
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "0 passed, 1 failed" and 'expected ["U"], got ["G"]' in out[0]


def test_the_examples_directory_checks(capsys):
    examples = REPO / "examples"
    assert main(["check", str(examples)]) == 0, capsys.readouterr().out


def test_every_builtin_card_is_read(capsys):
    assert main(["cards", "--unread"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1].endswith(" 0 unread"), out


def test_notebook_three_lines():
    s = manasolve.scenario("""
        name: pool
        players: [you, opp]
        battlefield: {you: [Reflecting Pool, Forest, Swamp]}
        """)
    r = manasolve.could_produce(s.state, "Reflecting Pool")
    assert r.answer == ["B", "G"] and set(r.why) == {"B", "G"}
    assert "<table>" in r._repr_html_()


def test_notebook_load_a_file(tmp_path):
    path = write(tmp_path, "suite.yaml", SUITE)
    scenarios = manasolve.load(str(path))
    assert [s.name for s in scenarios][0] == "Reflecting Pool with Forest and Swamp"
    assert manasolve.tap_for_mana(scenarios[2].state, "Sol Ring").answer == ["CC"]
    assert manasolve.can_activate(scenarios[2].state, "hasty", 0).answer is True
