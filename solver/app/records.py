"""Records: one plain, JSON-ready dict per query of a batch, and :class:`Records`, a batch's
records as one value (iterable in order, ``len()``, ``failed()``, a pandas DataFrame, JSON,
CSV and Parquet).

A record's keys, in order (:data:`RECORD_COLUMNS`; the ``expect*`` keys only when the file gives
them, ``mismatch`` only when an expectation fails, ``traceback`` only for an internal fault):

``file``, ``scenario``, ``index`` (the query's position in its scenario), ``kind``, ``target``
(the words every report uses: ``Forest``, ``Vivid Crag ability 1``, ``Fireball (x=3)``),
``permanent`` (the reference or card the query names), ``ability`` (the number the query gives,
as given), ``answer``, ``error``, ``error_type`` (None, ``load``, ``query``, ``timeout`` or
``internal``), ``why``, ``expect``, ``expect_includes``, ``expect_excludes``, ``passed`` (None
without expectations), ``mismatch``, ``traceback``, ``warnings`` (only when the answer has any:
the sentences of its cards left unread under ``allow_unread``).

Values stay values: :func:`jsonable` copies a value into JSON-ready data with a bound on its
depth and size (a :class:`~manasolve.model.errors.LimitError` past them), so that no record, and
no message built from one, expands or recurses without bound.

pandas and pyarrow are needed only by :meth:`Records.to_frame` and :meth:`Records.to_parquet`;
they come with the ``notebook`` extra (``pip install 'manasolve[notebook]'``).
"""

from __future__ import annotations

import csv
import html
import io
import json
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping, Sequence, overload

from ...model.errors import LimitError
from ...model.scenario import MISSING, Query
from .queries import target_label

__all__ = [
    "JSON_COLUMNS",
    "MAX_RECORD_DEPTH",
    "MAX_RECORD_VALUES",
    "RECORD_COLUMNS",
    "Record",
    "Records",
    "csv_row",
    "jsonable",
    "make_record",
    "record_failed",
    "requires",
]

Record = dict[str, Any]

RECORD_COLUMNS: tuple[str, ...] = (
    "file", "scenario", "index", "kind", "target", "permanent", "ability", "answer", "error", "error_type", "why",
    "expect", "expect_includes", "expect_excludes", "passed", "mismatch", "traceback", "warnings",
)
"""Every key a record may have, in the order records, CSV and Parquet give them."""
JSON_COLUMNS = frozenset({"answer", "why", "expect", "expect_includes", "expect_excludes", "warnings"})
"""The columns whose values are any JSON value (written as JSON text in CSV and Parquet)."""
MAX_RECORD_DEPTH = 100
"""Lists and mappings in a record nest at most this deep."""
MAX_RECORD_VALUES = 1_000_000
"""A record's value holds at most this many values."""


# --- making records ---------------------------------------------------------------------------


def make_record(
    file: str,
    scenario: str,
    query: Query | None,
    *,
    answer: Any = None,
    why: Any = None,
    error: str | None = None,
    error_type: str | None = None,
    passed: bool | None = None,
    mismatch: str = "",
    warnings: Sequence[str] = (),
) -> Record:
    """One record (see the module's docstring for its keys).

    Parameters
    ----------
    file, scenario
        Where the query is: the file's path as given and the scenario's name.
    query
        The query, or None for a file or scenario that has no query to report on (its
        ``index``, ``kind``, ``target``, ``permanent`` and ``ability`` are then None).
    answer, why
        The answer and its witness, made JSON-ready with :func:`jsonable`.
    error, error_type
        A message and its kind (``load``, ``query``, ``timeout``, ``internal``), or None.
    passed
        Whether the query's expectations hold (None: it has none).
    mismatch
        When an expectation fails, how the answer differs.
    warnings
        The sentences the answer left out (``allow_unread``), if any.

    Returns
    -------
    dict
        A JSON-ready record.

    Raises
    ------
    LimitError
        When ``answer`` or ``why`` nests deeper than :data:`MAX_RECORD_DEPTH` or holds more than
        :data:`MAX_RECORD_VALUES` values.

    Examples
    --------
    >>> from manasolve.model.scenario import Query
    >>> rec = make_record("a.yaml", "s", Query("can_activate", {"permanent": "Vivid Crag", "ability": 1}), answer=True)
    >>> rec["target"], rec["permanent"], rec["ability"], rec["answer"], rec["passed"]
    ('Vivid Crag ability 1', 'Vivid Crag', 1, True, None)
    """
    permanent, ability = query_subject(query)
    rec: Record = {
        "file": file,
        "scenario": scenario,
        "index": None if query is None else query.index,
        "kind": None if query is None else query.kind,
        "target": None if query is None else (target_label(query) if query.value is not None else ""),
        "permanent": permanent,
        "ability": ability,
        "answer": jsonable(answer),
        "error": error,
        "error_type": error_type,
        "why": jsonable(why),
    }
    if query is not None:
        for key in ("expect", "expect_includes", "expect_excludes"):
            value = getattr(query, key)
            if value is not MISSING:
                rec[key] = jsonable(value)  # bounded by the loader's MAX_QUERY_VALUES
    rec["passed"] = passed
    if mismatch:
        rec["mismatch"] = mismatch
    if warnings:
        rec["warnings"] = list(warnings)
    return rec


def query_subject(query: Query | None) -> tuple[str | None, int | None]:
    """The permanent (or card) a query names and the ability number it gives, as written.

    >>> from manasolve.model.scenario import Query
    >>> query_subject(Query("tap_for_mana", {"permanent": "Forest", "ability": 0}))
    ('Forest', 0)
    >>> query_subject(Query("cast", {"card": "Fireball", "x": 2}))
    ('Fireball', None)
    """
    if query is None:
        return None, None
    v = query.value
    if isinstance(v, str):
        return v, None
    if isinstance(v, Mapping):
        who = v.get("permanent", v.get("card"))
        n = v.get("ability")
        return (who if isinstance(who, str) else None), (n if isinstance(n, int) and not isinstance(n, bool) else None)
    return None, None


def record_failed(rec: Mapping[str, Any]) -> bool:
    """Whether a record counts as failed in ``check``: it has an error, or its expectation failed.

    >>> record_failed({"error": None, "passed": None}), record_failed({"error": "boom", "passed": None})
    (False, True)
    """
    return rec.get("error") is not None or rec.get("passed") is False


def jsonable(value: Any, *, max_depth: int = MAX_RECORD_DEPTH, max_values: int = MAX_RECORD_VALUES) -> Any:
    """A JSON-ready copy of ``value``: mappings with string keys, lists for tuples and sets (sets
    sorted), ``to_dict()`` for objects that have it, ``str`` for anything else (Mana, TypeSet).

    Parameters
    ----------
    value
        Any value.
    max_depth, max_values
        The bounds on nesting and on the number of values copied.

    Returns
    -------
    Any
        None, a bool, int, float, str, list or dict of those.

    Raises
    ------
    LimitError
        Past either bound (a value that refers to itself is past the depth bound).

    Examples
    --------
    >>> jsonable({"a": (1, {2, 3}), "b": None})
    {'a': [1, [2, 3]], 'b': None}
    >>> deep = []
    >>> for _ in range(200):
    ...     deep = [deep]
    >>> jsonable(deep)
    Traceback (most recent call last):
    ...
    manasolve.model.errors.LimitError: a value nests deeper than 100 levels: too deep to report (limit MAX_RECORD_DEPTH)
    """
    budget = [max_values]

    def copy(v: Any, depth: int) -> Any:
        budget[0] -= 1
        if budget[0] < 0:
            raise LimitError(f"a value holds more than {max_values:,} values: too large to report (limit MAX_RECORD_VALUES)")
        if v is None or isinstance(v, (bool, int, float, str)):
            return v
        if depth >= max_depth:
            raise LimitError(f"a value nests deeper than {max_depth} levels: too deep to report (limit MAX_RECORD_DEPTH)")
        if isinstance(v, Mapping):
            return {str(k): copy(x, depth + 1) for k, x in v.items()}
        if isinstance(v, (list, tuple)):
            return [copy(x, depth + 1) for x in v]
        if isinstance(v, (set, frozenset)):
            return sorted((copy(x, depth + 1) for x in v), key=lambda x: json.dumps(x, sort_keys=True))
        to_dict = getattr(v, "to_dict", None)
        if callable(to_dict):
            return copy(to_dict(), depth)
        return str(v)

    return copy(value, 0)


def requires(module: str, what: str) -> Any:
    """Import an optional package of the ``notebook`` extra, or raise an ImportError that says
    which extra brings it.

    >>> requires("json", "this example").__name__
    'json'
    """
    import importlib

    try:
        return importlib.import_module(module)
    except ImportError:
        raise ImportError(f"{what} needs {module}, which comes with the notebook extra: pip install 'manasolve[notebook]'") from None


# --- flat rows --------------------------------------------------------------------------------


def csv_row(rec: Mapping[str, Any]) -> list[str]:
    """A record as CSV cells in :data:`RECORD_COLUMNS` order: JSON values as JSON text, None
    as an empty cell, ``passed`` as ``true``/``false``.

    >>> csv_row({"file": "a.yaml", "answer": ["G"], "passed": True})[:8]
    ['a.yaml', '', '', '', '', '', '', '["G"]']
    """
    return [_cell(k, rec) for k in RECORD_COLUMNS]


def _json_text(key: str, rec: Mapping[str, Any]) -> str | None:
    """A JSON column's text: None when the record has no value there (no key; an answer or
    witness of None), else the JSON of the value (an ``expect: null`` stays ``null``)."""
    if key not in rec or (rec[key] is None and key in ("answer", "why")):
        return None
    return json.dumps(rec[key], ensure_ascii=False)


def _cell(key: str, rec: Mapping[str, Any]) -> str:
    if key in JSON_COLUMNS:
        return _json_text(key, rec) or ""
    value = rec.get(key)
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def arrow_table(records: Iterable[Mapping[str, Any]]) -> Any:
    """The records as a pyarrow Table with the columns of :data:`RECORD_COLUMNS` (JSON values as
    JSON text; ``index`` and ``ability`` as integers, ``passed`` as a boolean, nulls for None)."""
    pa = requires("pyarrow", "Parquet output")
    rows = list(records)
    columns: dict[str, list[Any]] = {}
    for key in RECORD_COLUMNS:
        if key in JSON_COLUMNS:
            columns[key] = [_json_text(key, r) for r in rows]
        else:
            columns[key] = [r.get(key) for r in rows]
    return pa.table({k: pa.array(v, type=_ARROW_TYPES.get(k, "string")) for k, v in columns.items()})


_ARROW_TYPES = {"index": "int64", "ability": "int64", "passed": "bool"}


class ParquetWriter:
    """Records written to a Parquet file as they come, in row groups of ``batch`` records (so that
    a long run never holds them all)."""

    def __init__(self, sink: Any, batch: int = 5_000):
        self._pq = requires("pyarrow.parquet", "Parquet output")
        self._sink = sink
        self._batch = batch
        self._rows: list[Mapping[str, Any]] = []
        self._writer: Any = None

    def write(self, rec: Mapping[str, Any]) -> None:
        self._rows.append(rec)
        if len(self._rows) >= self._batch:
            self.flush()

    def flush(self) -> None:
        if not self._rows and self._writer is not None:
            return
        table = arrow_table(self._rows)
        if self._writer is None:
            self._writer = self._pq.ParquetWriter(self._sink, table.schema)
        self._writer.write_table(table)
        self._rows = []

    def close(self) -> None:
        self.flush()
        self._writer.close()


# --- a batch's records as one value -----------------------------------------------------------


class Records(Sequence[Record]):
    """The records of a batch, in file, scenario and query order.

    Iterable, indexable and sized like a list of dicts; :meth:`failed` keeps the records that
    count as failed; :meth:`to_frame` gives a pandas DataFrame with one row per query;
    :meth:`to_json`, :meth:`to_jsonl`, :meth:`to_csv` and :meth:`to_parquet` write them. In a
    notebook they render as a table.

    Parameters
    ----------
    records
        The records (dicts made by :func:`make_record`).

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario("name: s\\nplayers: [you]\\nbattlefield: {you: [Forest]}\\n"
    ...                        "queries: [{could_produce: Forest, expect: [G]}]")
    >>> records = manasolve.run([s])
    >>> len(records), records[0]["answer"], records[0]["passed"], len(records.failed())
    (1, ['G'], True, 0)
    """

    def __init__(self, records: Iterable[Record] = ()):
        self._items: list[Record] = list(records)

    @overload
    def __getitem__(self, i: int) -> Record: ...
    @overload
    def __getitem__(self, i: slice) -> "Records": ...
    def __getitem__(self, i: int | slice) -> "Record | Records":
        if isinstance(i, slice):
            return Records(self._items[i])
        return self._items[i]

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[Record]:
        return iter(self._items)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Records):
            return self._items == other._items
        if isinstance(other, list):
            return self._items == other
        return NotImplemented

    def __repr__(self) -> str:
        failed = sum(1 for r in self._items if record_failed(r))
        return f"<Records: {len(self._items)} queries, {failed} failed>"

    def failed(self) -> "Records":
        """The records that count as failed (an error, or an expectation that does not hold).

        Returns
        -------
        Records
        """
        return Records(r for r in self._items if record_failed(r))

    def tally(self) -> tuple[int, int]:
        """``(passed, failed)`` as ``manasolve check`` counts them."""
        failed = len(self.failed())
        return len(self._items) - failed, failed

    def to_frame(self) -> Any:
        """A pandas DataFrame, one row per query.

        Columns: ``file``, ``scenario``, ``index``, ``kind``, ``target``, ``permanent``,
        ``ability`` (the number as the query gives it), ``answer`` (a Python value: a list of
        types or outcomes, a bool, a mapping), ``expected`` (the ``expect`` value; for
        ``cast_options`` with ``expect_includes``/``expect_excludes``, a mapping of those),
        ``passed``, ``error``, ``error_type``, ``why`` (the witness as data), ``mismatch``,
        ``warnings`` (the sentences the answer left out under ``allow_unread``: a list, or None)
        and ``traceback`` (an internal fault's), as the JSON records give them.

        Returns
        -------
        pandas.DataFrame

        Raises
        ------
        ImportError
            Without pandas (``pip install 'manasolve[notebook]'``).
        """
        pd = requires("pandas", "Records.to_frame")
        rows = [
            {
                "file": r.get("file"),
                "scenario": r.get("scenario"),
                "index": r.get("index"),
                "kind": r.get("kind"),
                "target": r.get("target"),
                "permanent": r.get("permanent"),
                "ability": r.get("ability"),
                "answer": r.get("answer"),
                "expected": expected_of(r),
                "passed": r.get("passed"),
                "error": r.get("error"),
                "error_type": r.get("error_type"),
                "why": r.get("why"),
                "mismatch": r.get("mismatch"),
                "warnings": r.get("warnings"),  # audit31: were left out of the frame
                "traceback": r.get("traceback"),
            }
            for r in self._items
        ]
        frame = pd.DataFrame(rows, columns=FRAME_COLUMNS)
        frame["index"] = frame["index"].astype("Int64")
        frame["ability"] = frame["ability"].astype("Int64")
        frame["passed"] = frame["passed"].astype("boolean")
        return frame

    def to_json(self, path: str | Path | None = None) -> str | None:
        """The records as one JSON array (as ``manasolve run --format json`` prints them).

        Parameters
        ----------
        path
            A file to write; None returns the text.

        Returns
        -------
        str or None
        """
        text = "[" + ",".join("\n  " + json.dumps(r, ensure_ascii=False) for r in self._items) + "\n]\n"
        return _emit(text, path)

    def to_jsonl(self, path: str | Path | None = None) -> str | None:
        """The records as JSON lines (one object per line); written to ``path``, or returned."""
        return _emit("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in self._items), path)

    def to_csv(self, path: str | Path | None = None) -> str | None:
        """The records as CSV with every column of :data:`RECORD_COLUMNS` (answers, witnesses and
        expectations as JSON text); written to ``path``, or returned."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(RECORD_COLUMNS)
        writer.writerows(csv_row(r) for r in self._items)
        return _emit(out.getvalue(), path)

    def to_parquet(self, path: str | Path) -> None:
        """The records as a Parquet file (pyarrow), with the columns of :meth:`to_csv`.

        Raises
        ------
        ImportError
            Without pyarrow (``pip install 'manasolve[notebook]'``).
        """
        pq = requires("pyarrow.parquet", "Records.to_parquet")
        pq.write_table(arrow_table(self._items), str(path))

    def _repr_html_(self) -> str:
        head = "".join(f"<th>{c}</th>" for c in ("file", "scenario", "query", "answer", "result"))
        body = []
        for r in self._items[:200]:
            query = f"{r.get('kind') or ''} {r.get('target') or ''}".strip()
            answer = "" if r.get("answer") is None else json.dumps(r["answer"], ensure_ascii=False)
            if r.get("error") is not None:
                result = f"error: {r['error']}"
            else:
                result = {True: "ok", False: "FAIL " + str(r.get("mismatch", "")), None: ""}[r.get("passed")]
            if r.get("warnings"):  # audit31: an answer that left sentences out says so here too
                result += "".join(f"; warning: {w}" for w in r["warnings"])
            cells = (r.get("file") or "", r.get("scenario") or "", query, answer, result)
            body.append("<tr>" + "".join(f"<td>{html.escape(str(c))}</td>" for c in cells) + "</tr>")
        more = f"<caption>{len(self._items)} records (first 200 shown)</caption>" if len(self._items) > 200 else ""
        return f"<table>{more}<thead><tr>{head}</tr></thead><tbody>{''.join(body)}</tbody></table>"


FRAME_COLUMNS = (
    "file", "scenario", "index", "kind", "target", "permanent", "ability", "answer", "expected", "passed", "error",
    "error_type", "why", "mismatch", "warnings", "traceback",
)


def expected_of(rec: Mapping[str, Any]) -> Any:
    """What a record's query expects: its ``expect``, or for ``cast_options`` a mapping of
    ``expect_includes``/``expect_excludes`` (``includes``, ``excludes``); None without any."""
    if "expect" in rec:
        return rec["expect"]
    parts = {name: rec[key] for key, name in (("expect_includes", "includes"), ("expect_excludes", "excludes")) if key in rec}
    return parts or None


def _emit(text: str, path: str | Path | None) -> str | None:
    if path is None:
        return text
    Path(path).write_text(text, encoding="utf-8")
    return None
