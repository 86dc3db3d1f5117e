"""The worked research notebook (examples/notebooks/research.ipynb) runs on a real Jupyter kernel
(nbclient, ipykernel) and shows what it promises: no error cell, a DataFrame with a row per
example query and the 16 columns of ``Records.to_frame``, the Blood Moon table and chart (613.1d,
305.7: every nonbasic land there could produce only {R}), the dependency graph and the
replacement tree as pictures, and an explanation as data."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

nbformat = pytest.importorskip("nbformat")
nbclient = pytest.importorskip("nbclient")
pytest.importorskip("ipykernel")
pytest.importorskip("matplotlib")
pytest.importorskip("pandas")

import manasolve  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
NOTEBOOK = REPO / "examples" / "notebooks" / "research.ipynb"


@pytest.fixture(scope="module")
def executed():
    nb = nbformat.read(NOTEBOOK, as_version=4)
    client = nbclient.NotebookClient(nb, timeout=600, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOK.parent)}})
    client.execute()
    return nb


def outputs(nb):
    return [(cell.source, o) for cell in nb.cells if cell.cell_type == "code" for o in cell.outputs]


def test_the_notebook_is_committed_without_outputs():
    nb = nbformat.read(NOTEBOOK, as_version=4)
    assert all(not c.get("outputs") for c in nb.cells if c.cell_type == "code")


def test_no_cell_fails(executed):
    errors = [o for _, o in outputs(executed) if o.output_type == "error"]
    assert errors == [], [f"{e.ename}: {e.evalue}" for e in errors]


def test_the_dataframe_has_a_row_per_example_query(executed):
    # one row per query: counted from the loaded scenarios (every example loads; answering them
    # all again here doubled the test's time, s14)
    expected = (sum(len(s.queries) for s in manasolve.load(str(REPO / "examples"))), 16)
    shapes = [o.data["text/plain"] for src, o in outputs(executed) if src.strip().endswith("frame.shape") and o.output_type == "execute_result"]
    assert [ast.literal_eval(s) for s in shapes] == [expected]
    tables = [o for src, o in outputs(executed) if "head(8)" in src]
    assert tables and "<table" in tables[0].data["text/html"]


def test_the_blood_moon_table_and_chart(executed):
    (table,) = [o for src, o in outputs(executed) if src.strip().endswith("moon") and o.output_type == "execute_result"]
    text = table.data["text/plain"]
    for land in ("Taiga", "City of Brass", "Reflecting Pool"):
        line = next(line for line in text.splitlines() if line.startswith(land))
        assert " R " in f" {line} "
    images = [o for src, o in outputs(executed) if "plot.barh" in src and "image/png" in o.get("data", {})]
    assert len(images) == 1 and len(images[0].data["image/png"]) > 1000


def test_the_pictures_exist(executed):
    svgs = [(src, o.data["image/svg+xml"]) for src, o in outputs(executed) if "image/svg+xml" in o.get("data", {})]
    assert [src.splitlines()[0].split(" =")[0] for src, _ in svgs] == ["graph", "tree"]
    graph_svg, tree_svg = svgs[0][1], svgs[1][1]
    assert graph_svg.startswith("<svg") and "Exotic Orchard#1" in graph_svg and "pool 1" in graph_svg
    assert tree_svg.startswith("<svg") and "Mana Reflection" in tree_svg and "{B}{B}" in tree_svg


def test_the_explanation_is_data(executed):
    (steps,) = [o for src, o in outputs(executed) if "witness.chain" in src]
    assert ast.literal_eval(steps.data["text/plain"]) == [("Forest", "B", ["Mana Reflection", "Contamination"])]
    (html,) = [o for src, o in outputs(executed) if src.strip().endswith("answer") and "text/html" in o.get("data", {})]
    assert "<th>chain</th>" in html.data["text/html"]
