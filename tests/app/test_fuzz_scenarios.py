"""A fuzzer over scenario files (issue 14): YAML text with aliases (and billion-laughs chains),
deep nesting, huge and negative numbers, wrong types in every key, unknown keys and malformed
queries, read and answered by the real loader and solver. Whatever the text, the batch gives
records (never an exception), every record is JSON and of bounded size, nothing is an internal
fault, and no case takes long.

``MANASOLVE_FUZZ_EXAMPLES`` sets the number of cases (default 5,000, the issue's floor for CI).
"""

from __future__ import annotations

import json
import os
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manasolve.model.library import CardLibrary
from manasolve.solver.app.batch import BatchSettings, Source, process_source

EXAMPLES = int(os.environ.get("MANASOLVE_FUZZ_EXAMPLES", "5000"))
LIBRARY = CardLibrary.builtin()
SETTINGS = BatchSettings(timeout=10.0)
CARDS = ["Forest", "Island", "Reflecting Pool", "Exotic Orchard", "Contamination", "Mana Reflection", "Vivid Crag",
         "Fireball", "Gemstone Caverns", "Sol Ring", "Llanowar Elves", "Blood Moon", "Nonexistent Card"]
KEYS = ["name", "players", "active", "phase", "battlefield", "hand", "queries", "cards", "life", "lands_played",
        "commander_identity", "monarch", "spells_cast_this_turn", "library_top", "stack_empty", "bogus"]
PERMANENT_KEYS = ["card", "id", "tapped", "counters", "chosen_color", "attached_to", "kicked", "x", "token", "owner", "exiled",
                  "resolved_this_turn", "extra_types", "summoning_sick", "nonsense"]
KINDS = ["could_produce", "tap_for_mana", "can_activate", "cast", "cast_options", "enters", "frobnicate"]

HOSTILE = [
    "0", "-1", "1", "3", str(2**31), str(2**63), str(-(2**63)), "1000000000", "10000000000", str(10**30), "1" + "0" * 4400,
    ".inf", "-.inf", ".nan", "0x1F", "1e309", "true", "false", "null", "~", "''", '"x: y"', "[]", "{}", "[[[]]]",
    "{a: 1}", "[1, 2, 3]", '"{T}: Add {G}."', "you", "opp", "G", "WUBRG", "C", "hand", "library", "main1", "upkeep",
    '"]#:Y[&`X"', "!!str 12", "!!int '7'", "'multi\n line'", "[you, you]", "{you: 1}", "{charge: -2}", "{charge: 99999999999}",
    "[0, 1, 99]", "{ability: 0, targets: [Forest]}", "{ability: -5}", "[{ability: 1, number: 1000000000000}]",
]
"""Hostile YAML values: every type where another is expected, numbers of every size and sign."""


def scalars() -> st.SearchStrategy[str]:
    return st.sampled_from(CARDS + HOSTILE)


def values(depth: int = 2) -> st.SearchStrategy[str]:
    """A YAML flow value: a hostile scalar, or a short list or mapping of them (one level)."""
    pairs = st.tuples(st.sampled_from(KEYS + PERMANENT_KEYS + KINDS + ["permanent", "ability", "expect"]), scalars())
    return st.one_of(
        scalars(),
        scalars(),
        st.lists(scalars(), max_size=4).map(lambda xs: "[" + ", ".join(xs) + "]"),
        st.lists(pairs, max_size=3).map(lambda kv: "{" + ", ".join(f"{k}: {v}" for k, v in kv) + "}"),
    )


def deep(n: int) -> str:
    return "[" * n + "]" * n


def laughs(levels: int, width: int) -> str:
    """An alias chain: each anchor a list of ``width`` copies of the one before."""
    parts = ["&l0 [lol]"] + [f"&l{i} [" + ", ".join([f"*l{i - 1}"] * width) + "]" for i in range(1, levels + 1)]
    return "[" + ", ".join(parts) + "]"


@st.composite
def permanents(draw) -> str:
    if draw(st.booleans()):
        return draw(st.sampled_from(CARDS))
    keys = draw(st.lists(st.sampled_from(PERMANENT_KEYS[1:]), max_size=2, unique=True))
    parts = [f"card: {draw(st.sampled_from(CARDS))}"] if draw(st.integers(0, 9)) else []
    parts += [f"{k}: {draw(scalars())}" for k in keys]
    return "{" + ", ".join(parts) + "}"


@st.composite
def queries(draw) -> str:
    kind = draw(st.sampled_from(KINDS))
    target = draw(st.one_of(st.sampled_from(CARDS), st.sampled_from(CARDS), values(), st.sampled_from([
        "{permanent: Forest, ability: -1}", "{permanent: Forest, ability: 99999999999999999999}", "{permanent: Vivid Crag, ability: 1}",
        "{card: Fireball, x: 1000000000, targets: 9223372036854775808}", "{card: Fireball, x: 2}", "{card: Fireball, targets: 1000000}",
    ])))
    parts = [f"{kind}: {target}"]
    if draw(st.booleans()):
        expect = draw(st.one_of(values(), values(), st.integers(1, 200).map(deep), st.tuples(st.integers(1, 9), st.integers(1, 9)).map(lambda t: laughs(*t))))
        parts.append(f"expect: {expect}")
    if draw(st.integers(0, 9)) == 0:
        parts.append(f"expect_includes: {draw(values())}")
    return "{" + ", ".join(parts) + "}"


@st.composite
def scenario_texts(draw) -> str:
    """A scenario file: mostly well formed, with hostile values, keys and structures mixed in."""
    lines = []
    if draw(st.integers(0, 19)) > 0:
        lines.append("name: fuzzed" if draw(st.integers(0, 9)) else f"name: {draw(scalars())}")
    if draw(st.integers(0, 19)) > 0:
        lines.append("players: [you, opp]" if draw(st.integers(0, 9)) else f"players: {draw(values())}")
    you = draw(st.lists(permanents(), max_size=5))
    opp = draw(st.lists(permanents(), max_size=3))
    lines.append("battlefield: {you: [" + ", ".join(you) + "], opp: [" + ", ".join(opp) + "]}")
    if draw(st.booleans()):
        lines.append(f"hand: {{you: [{draw(st.sampled_from(CARDS))}]}}")
    if draw(st.integers(0, 2)) == 0:
        for key in draw(st.lists(st.sampled_from(KEYS[2:]), max_size=2, unique=True)):
            lines.append(f"{key}: {draw(values())}")
    lines.append("queries: [" + ", ".join(draw(st.lists(queries(), min_size=0, max_size=3))) + "]")
    extra = draw(st.sampled_from(["", "", "", "deep", "laughs", "loop", "bignum", "tab", "several"]))
    if extra == "deep":
        lines.append(f"stash: {deep(draw(st.integers(60, 3000)))}")
    elif extra == "laughs":
        lines.append(f"stash: {laughs(draw(st.integers(6, 9)), 9)}")
    elif extra == "loop":
        lines.append("stash: &me [1, *me]")
    elif extra == "bignum":
        lines.append("life: {you: " + "7" * draw(st.integers(20, 6000)) + "}")
    elif extra == "tab":
        lines.append("\tqueries: [")
    text = "\n".join(lines) + "\n"
    if extra == "several":
        text = "scenarios:\n" + "".join("  - " + text.replace("\n", "\n    ").rstrip() + "\n" for _ in range(2))
    return text


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=True)
@given(scenario_texts())
def test_any_scenario_text_gives_bounded_json_records(text):
    """No exception escapes, every record is JSON (and small), no internal fault, no slow case."""
    started = time.monotonic()
    records = [rec for ev in process_source(Source("fuzz.yaml", text), LIBRARY, SETTINGS) for rec in ev.records]
    elapsed = time.monotonic() - started
    # (a scenario without queries gives no record; one that cannot be loaded gives one)
    for rec in records:
        blob = json.dumps(rec)
        assert len(blob) < 2_000_000
        assert rec["error_type"] != "internal", f"{rec['error']}\n{rec.get('traceback', '')}\n--- input:\n{text[:3000]}"
    assert elapsed < 10, f"{elapsed:.1f} s for:\n{text[:3000]}"
