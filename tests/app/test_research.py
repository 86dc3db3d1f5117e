"""The library as researchers use it (issue 11): ``run`` and its ``Records`` (a DataFrame, JSON,
CSV, Parquet), queries written as dicts, explanations as data, one ability numbering, results and
nouns as HTML tables, pictures of the reasoning (dependency graph, replacement tree) with DOT and
GraphML, and values that pickle.
"""

from __future__ import annotations

import csv
import html.parser
import io
import json
import pickle

import networkx as nx
import pytest

import manasolve
from manasolve.model.scenario import MISSING
from manasolve.solver.app.records import RECORD_COLUMNS, Records, requires

pd = pytest.importorskip("pandas")

BOARD = """
name: mixed
players: [you, opp]
battlefield:
  you: [Reflecting Pool, Forest, {card: Vivid Crag, counters: {charge: 0}}, Mana Reflection]
  opp: [Contamination, Exotic Orchard]
queries:
  - could_produce: Reflecting Pool
    expect: [B]
  - tap_for_mana: {permanent: Forest, ability: 0}
    expect: [B, BB]
  - can_activate: {permanent: Vivid Crag, ability: 1}
    expect: false
  - could_produce: Exotic Orchard
"""


@pytest.fixture(scope="module")
def mixed():
    return manasolve.scenario(BOARD)


class _Table(html.parser.HTMLParser):
    """Reads an HTML table: its header cells and its rows of cells (text)."""

    def __init__(self) -> None:
        super().__init__()
        self.header: list[str] = []
        self.rows: list[list[str]] = []
        self._cell: list[str] | None = None
        self._in_head = False

    def handle_starttag(self, tag, attrs):
        if tag == "thead":
            self._in_head = True
        elif tag == "tbody":
            self._in_head = False
        elif tag == "tr" and not self._in_head:
            self.rows.append([])
        elif tag in ("td", "th"):
            self._cell = []

    def handle_endtag(self, tag):
        if tag in ("td", "th") and self._cell is not None:
            text = "".join(self._cell)
            (self.header if tag == "th" else self.rows[-1]).append(text)
            self._cell = None

    def handle_data(self, data):
        if self._cell is not None:
            self._cell.append(data)


def table(markup: str) -> _Table:
    t = _Table()
    t.feed(markup)
    return t


# --- run and Records --------------------------------------------------------------------------


def test_run_returns_records_in_order_with_a_frame(mixed):
    """``run`` on a scenario: iterable in order, len, failed(), and a DataFrame with one row per
    query and the answer as a Python value."""
    records = manasolve.run([mixed])
    assert isinstance(records, Records) and len(records) == 4
    assert [r["index"] for r in records] == [0, 1, 2, 3]
    assert records.failed() == []
    frame = records.to_frame()
    assert frame.shape == (4, 16)  # audit31: warnings and traceback too
    assert list(frame.columns[:10]) == ["file", "scenario", "index", "kind", "target", "permanent", "ability", "answer", "expected", "passed"]
    assert frame.loc[0, "answer"] == ["B"] and frame.loc[2, "answer"] is False or frame.loc[2, "answer"] == False  # noqa: E712
    assert frame.loc[1, "permanent"] == "Forest" and frame.loc[1, "ability"] == 0
    assert frame.loc[1, "expected"] == ["B", "BB"] and bool(frame.loc[1, "passed"]) is True
    assert isinstance(frame.loc[0, "why"], dict) and frame.loc[0, "why"]["B"]["chain"][0]["permanent"] == "Forest"
    assert pd.isna(frame.loc[3, "passed"])  # no expectation


def test_run_on_paths_and_scenarios_keeps_their_order(mixed):
    records = manasolve.run([mixed, "examples/could_produce/basic_lands.yaml"])
    assert records[0]["scenario"] == "mixed" and records[-1]["file"].endswith("basic_lands.yaml")


def test_records_write_json_csv_and_parquet_with_every_column(mixed, tmp_path):
    records = manasolve.run([mixed])
    assert json.loads(records.to_json()) == list(records)
    assert [json.loads(line) for line in records.to_jsonl().splitlines()] == list(records)
    rows = list(csv.DictReader(io.StringIO(records.to_csv())))
    assert list(rows[0]) == list(RECORD_COLUMNS)
    assert json.loads(rows[1]["answer"]) == ["B", "BB"] and json.loads(rows[1]["why"])["BB"]["replacements"]
    assert json.loads(rows[1]["expect"]) == ["B", "BB"] and rows[1]["passed"] == "true" and rows[1]["ability"] == "0"
    pytest.importorskip("pyarrow")
    records.to_parquet(tmp_path / "r.parquet")
    back = pd.read_parquet(tmp_path / "r.parquet")
    assert list(back.columns) == list(RECORD_COLUMNS) and len(back) == 4
    assert json.loads(back.loc[0, "answer"]) == ["B"] and back.loc[1, "ability"] == 0


def test_without_the_extra_the_error_names_it():
    with pytest.raises(ImportError, match=r"pip install 'manasolve\[notebook\]'"):
        requires("a_module_that_is_not_there", "Records.to_frame")


def test_records_render_as_a_table(mixed):
    t = table(manasolve.run([mixed])._repr_html_())
    assert t.header == ["file", "scenario", "query", "answer", "result"] and len(t.rows) == 4


# --- queries as dicts, explanations as data, one numbering --------------------------------------


def test_answer_takes_a_query_written_as_in_a_file(mixed):
    assert manasolve.answer(mixed, {"could_produce": "Reflecting Pool"}).answer == ["B"]
    assert manasolve.answer(mixed.state, {"tap_for_mana": {"permanent": "Forest", "ability": 0}}).answer == ["B", "BB"]


def test_every_query_function_takes_a_scenario_or_its_state(mixed):
    for where in (mixed, mixed.state):
        assert manasolve.could_produce(where, "Reflecting Pool").answer == ["B"]
        assert manasolve.tap_for_mana(where, "Forest").answer == ["B", "BB"]
        assert manasolve.can_activate(where, "Vivid Crag", 1).answer is False


def test_a_witness_is_a_list_of_steps_whose_str_is_the_sentence(mixed):
    """106.7: Reflecting Pool could produce {B} because the Forest could produce {B} once
    Contamination replaces its {G} (614.1a) — the chain holds that as data."""
    w = manasolve.could_produce(mixed, "Reflecting Pool").witness("B")
    (step,) = [s for s in w.chain if s.permanent == "Forest"]
    assert step.type == "B" and step.ability.startswith("{T}: Add {G}")
    assert [r.source for r in step.replacements][-1] == "Contamination"
    assert str(step) in str(w)
    d = w.to_dict()
    json.dumps(d)
    assert d["chain"][0] == step.to_dict() and d["chain"][0]["replacements"][-1]["source"] == "Contamination"
    assert [s.permanent for s in w.steps][0] == "Reflecting Pool"


def test_one_ability_numbering_everywhere(mixed, tmp_path):
    """The number the user passed, in the same words: the printed label, to_dict()["target"] and
    the command's target."""
    verdict = manasolve.can_activate(mixed, "Vivid Crag", 1)
    tapped = manasolve.tap_for_mana(mixed, "Forest", 0)
    assert verdict.to_dict()["target"] == "Vivid Crag ability 1" and "Vivid Crag ability 1" in str(verdict)
    assert tapped.to_dict()["target"] == "Forest ability 0" and "Forest ability 0" in str(tapped)
    records = manasolve.run([mixed])
    assert records[2]["target"] == "Vivid Crag ability 1" and records[1]["target"] == "Forest ability 0"


# --- notebook display -------------------------------------------------------------------------


def test_results_render_as_tables_in_the_order_of_the_answer(mixed):
    """A header row, a column per part of the answer, mana as symbols, rows in the order of
    ``.answer``, no empty rows."""
    tapped = manasolve.tap_for_mana(mixed, "Forest")
    t = table(tapped._repr_html_())
    assert t.header == ["outcome", "ability", "choices", "chain", "replacement order"]
    assert [r[0] for r in t.rows] == ["{B}", "{B}{B}"] == [manasolve.solver.results.symbols(a) for a in tapped.answer]
    assert "Mana Reflection" in t.rows[1][4] and "Contamination" in t.rows[1][4]
    orchard = manasolve.could_produce(mixed, "Exotic Orchard")
    t = table(orchard._repr_html_())
    assert [r[0] for r in t.rows] == ["{" + a + "}" for a in orchard.answer]
    assert all(any(cell for cell in r) for r in t.rows)
    verdict = table(manasolve.can_activate(mixed, "Vivid Crag", 1)._repr_html_())
    assert verdict.header[:3] == ["answer", "reason", "rule"] and verdict.rows[0][0] == "no"
    illegal = manasolve.scenario("players: [you]\nbattlefield: {you: [{card: Forest, tapped: true}]}")
    t = table(manasolve.tap_for_mana(illegal, "Forest")._repr_html_())
    assert t.header == ["outcome", "reason"] and t.rows[0][0] == "illegal"


def test_scenario_state_and_card_render(mixed):
    t = table(mixed.state._repr_html_())
    assert t.header[:4] == ["permanent", "card", "type line", "state"]
    crag = [r for r in t.rows if r[0] == "Vivid Crag"][0]
    assert "counters: 0 charge" in crag[3]
    assert "Exotic Orchard" in mixed._repr_html_() and "could_produce" in mixed._repr_html_()
    card = table(mixed.state.permanent("Forest").card._repr_html_())
    assert card.rows[0][0] == "Forest" and card.rows[0][2] == "Basic Land — Forest"


# --- pictures ---------------------------------------------------------------------------------


def test_dependency_graph_marks_the_orchards_cycle():
    """Exotic Orchard ruling: two Orchards that read only each other produce nothing; their
    references form one strongly connected component."""
    s = manasolve.scenario("players: [you, opp]\nbattlefield: {you: [Exotic Orchard, Wastes], opp: [Exotic Orchard]}")
    g = manasolve.dependency_graph(s)
    assert isinstance(g, nx.DiGraph)
    assert g.nodes["Exotic Orchard#1"]["could_produce"] == "" and g.nodes["Wastes"]["could_produce"] == "C"
    (cycle,) = g.cycles()
    assert {"Exotic Orchard#1", "Exotic Orchard#2"} <= set(cycle)
    assert g.nodes["Wastes"]["in_cycle"] is False
    reads = [(u, v) for u, v, d in g.edges(data=True) if d["relation"] == "reads"]
    assert len(reads) == 2
    svg = g._repr_svg_()
    assert svg.startswith("<svg") and "Exotic Orchard#1" in svg and "#ffd8a8" in svg
    back = nx.read_graphml(io.StringIO(g.to_graphml()))
    assert set(back.nodes) == set(g.nodes) and back.number_of_edges() == g.number_of_edges()
    assert '"Exotic Orchard#1" -> "pool 1"' in g.to_dot() or '"Exotic Orchard#1" -> "pool 2"' in g.to_dot()


@pytest.mark.parametrize(
    "battlefield",
    [
        "{you: [Forest, Mana Reflection], opp: [Contamination]}",
        "{you: [Forest, Mana Reflection, Mana Reflection]}",
        "{you: [Forest], opp: [Pulse of Llanowar, Contamination]}",
        "{you: [Forest]}",
    ],
)
def test_replacement_tree_leaves_are_the_outcomes_of_tapping(battlefield):
    """616.1: the tree's leaves, every order of the effects, are exactly the distinct results the
    solver gives for tapping the land (computed apart, by the memoised search)."""
    s = manasolve.scenario(f"players: [you, opp]\nbattlefield: {battlefield}")
    tree = manasolve.replacement_tree(s, "Forest")
    assert sorted(tree.outcomes()) == sorted(manasolve.tap_for_mana(s, "Forest").answer)
    assert all(d["kind"] in ("event", "step", "outcome") for _, d in tree.nodes(data=True))
    assert tree._repr_svg_().startswith("<svg")
    assert nx.read_graphml(io.StringIO(tree.to_graphml())).number_of_nodes() == tree.number_of_nodes()
    assert tree.to_dot().startswith("digraph")


def test_replacement_tree_is_bounded():
    s = manasolve.scenario("players: [you]\nbattlefield: {you: [Forest, Mana Reflection, Mana Reflection, Mana Reflection, Mana Reflection]}")
    with pytest.raises(manasolve.LimitError, match="max_nodes"):
        manasolve.replacement_tree(s, "Forest", max_nodes=20)


# --- pickling ---------------------------------------------------------------------------------


def test_scenarios_queries_and_records_pickle(mixed):
    """With the standard library, so that workers and Dask can carry them."""
    back = pickle.loads(pickle.dumps(mixed))
    assert back.name == mixed.name and back.queries == mixed.queries
    assert back.queries[3].expect is MISSING
    assert manasolve.could_produce(back, "Reflecting Pool").answer == ["B"]
    records = manasolve.run([mixed])
    assert pickle.loads(pickle.dumps(records)) == records
