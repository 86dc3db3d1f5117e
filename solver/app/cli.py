"""The ``manasolve`` command: run, check, cards, parse.

``manasolve run PATHS...`` prints one record per query (json, jsonl, csv or an aligned table);
``manasolve check PATHS...`` prints a line per query that does not hold and ends with
``N passed, M failed`` (exit 0 when nothing failed, 1 otherwise, 2 for a usage error);
``manasolve cards`` lists the built-in cards and whether their text is read;
``manasolve parse`` shows the abilities the grammar reads from a text or a card;
``manasolve coverage`` says how much of a card pool the grammar reads (``--inert`` lists the
sentences classified as inert, by reason).

``--allow-unread`` (run, check, cards, parse) answers although cards have sentences the grammar
leaves unread, naming them in each answer's ``warnings``; ``--rule NAME`` (run, check; repeatable,
``NAME=false`` to unset) chooses a reading of a contested rule (a field of ``manasolve.Options``).

Only argparse and sys are imported at module level, so ``manasolve --version`` starts fast;
the loader, YAML, the grammar and the solver are imported by the subcommand that needs them.
:func:`main` takes the card library and the answering function as keyword arguments, so tests
run the command in-process with stubs.
"""

from __future__ import annotations

import argparse
import csv
import json
import math
import sys
from typing import TYPE_CHECKING, Any, Callable, Iterable, Protocol, Sequence

from ...model.abilities import ActivatedAbility, ManaAbility
from ...model.cards import Card, CardData
from ...model.deferred import deferred
from ...model.errors import CardFileError, ManasolveError, QueryError
from ...model.library import CardLibrary
from ...model.pools import (
    corpus_path,
    default_library,
    env_paths,
    library_from,
    read_pool,
)
from ...model.vocabulary import BASIC_LAND_TYPES
from ..board.intrinsic import intrinsic_ability
from ..options import Options, rule_names
from .batch import DEFAULT_TIMEOUT, MAX_TIMEOUT, MAX_WORKERS, BatchSettings, RecordStream, check_workers
from .progress import Progress
from .records import RECORD_COLUMNS, ParquetWriter, csv_row, record_failed
from .runner import run_paths

# The grammar's coverage (which loads the grammar) is imported by its command (model/deferred.py).
if TYPE_CHECKING:
    from . import coverage as _coverage
else:
    _coverage = deferred("manasolve.solver.app.coverage")

FORMATS = ("json", "jsonl", "csv", "parquet", "table")
INTERRUPTED = 130
"""The exit status after Ctrl-C (128 + SIGINT), as shells report it."""


class UsageError(Exception):
    """A command line that names something that is not there (exit status 2)."""


def main(argv: Sequence[str] | None = None, *, library: CardLibrary | None = None, answer_fn: Callable[..., Any] | None = None) -> int:
    """Run the command line ``argv`` (default: ``sys.argv[1:]``) and return the exit status.

    ``library`` replaces the built-in card library and ``answer_fn`` the solver's
    :func:`solver.queries.answer` (both for tests and embedding)."""
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except SystemExit as e:  # argparse: --help (0) or a usage error (2)
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
    if args.version:
        print(f"manasolve {version()}")
        return 0
    if args.command is None:
        parser.print_usage(sys.stderr)
        print("manasolve: error: a command is required (run, check, cards, parse)", file=sys.stderr)
        return 2
    try:
        status: int = args.handler(args, library=library, answer_fn=answer_fn)
        return status
    except UsageError as e:
        print(f"manasolve {args.command}: error: {e}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # e.g. `manasolve run ... | head`
        sys.stderr.close()
        return 1
    except KeyboardInterrupt:  # Ctrl-C outside a batch (loading the card pool): no traceback
        print(f"manasolve {args.command}: interrupted", file=sys.stderr)
        return INTERRUPTED


def version() -> str:
    """The installed distribution's version ("unknown" when manasolve runs without being
    installed, which the packaging's package mapping does not allow anyway)."""
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    try:
        return dist_version("manasolve")
    except PackageNotFoundError:
        return "unknown"


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``manasolve`` and its subcommands."""
    parser = argparse.ArgumentParser(prog="manasolve", description="Exact, explained answers to Magic's mana rules.")
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    pool = argparse.ArgumentParser(add_help=False)
    pool.add_argument(
        "--cards",
        action="append",
        default=[],
        metavar="PATH",
        help="card data: MTGJSON AtomicCards (.json/.gz/.bz2/.xz/.zip), Scryfall oracle-cards, or a JSON list; "
        "repeatable; also $MANASOLVE_CARDS",
    )
    reading = argparse.ArgumentParser(add_help=False)
    reading.add_argument(
        "--allow-unread",
        action="store_true",
        help="answer although cards have sentences the grammar leaves unread; each answer names them in 'warnings'",
    )
    rules = argparse.ArgumentParser(add_help=False)
    rules.add_argument(
        "--rule",
        action="append",
        default=[],
        metavar="NAME",
        help=f"choose a reading of a contested rule (repeatable; NAME=false to unset): {', '.join(rule_names())}",
    )
    batch = argparse.ArgumentParser(add_help=False, parents=[pool, reading, rules])
    batch.add_argument("paths", nargs="+", metavar="PATH", help="scenario files or directories (searched recursively)")
    batch.add_argument("--workers", type=_workers, default=1, metavar="N", help="worker processes (default 1; at most the CPUs there are)")
    batch.add_argument(
        "--timeout", type=_timeout, default=DEFAULT_TIMEOUT, metavar="S",
        help=f"seconds allowed per scenario, reading its file and cards included (default {DEFAULT_TIMEOUT:g})",
    )
    batch.add_argument("--scheduler", metavar="ADDRESS", help="run on this Dask cluster (e.g. tcp://host:8786; needs manasolve[notebook])")
    batch.add_argument(
        "--progress", action=argparse.BooleanOptionalAction, default=None,
        help="a progress bar on stderr (default: when stderr is a terminal)",
    )

    run = sub.add_parser("run", parents=[batch], help="answer every query and print the records")
    run.add_argument("--format", choices=FORMATS, default="json", help="output format (default json)")
    run.set_defaults(handler=_cmd_run)

    check = sub.add_parser("check", parents=[batch], help="compare answers with expectations")
    check.add_argument("-v", "--verbose", action="store_true", help="also print the queries that hold")
    check.set_defaults(handler=_cmd_check)

    cards = sub.add_parser("cards", parents=[pool, reading], help="list the built-in cards (and those of --cards) and whether their text is read")
    cards.add_argument("--unread", action="store_true", help="list only the cards whose text is not read")
    cards.set_defaults(handler=_cmd_cards)

    cov = sub.add_parser("coverage", parents=[pool], help="how many cards of a pool whose text adds or changes mana are read")
    cov.add_argument("--top", type=_positive_int, default=40, metavar="N", help="how many groups of unread sentences to list")
    cov.add_argument("--inert", action="store_true", help="list the sentences classified as inert, by reason, for an audit")
    cov.set_defaults(handler=_cmd_coverage)

    parse = sub.add_parser("parse", parents=[pool, reading], help="show the abilities the grammar reads from a text or a card")
    parse.add_argument("text", nargs="?", help="Oracle text to read")
    parse.add_argument("--type-line", default="Land", help='type line for TEXT (default "Land")')
    parse.add_argument("--name", default="Test Card", help='card name for TEXT (default "Test Card")')
    parse.add_argument("--card", metavar="NAME", help="read this card of the library instead of TEXT")
    parse.set_defaults(handler=_cmd_parse, parser=parse)
    return parser


def _positive_int(text: str) -> int:
    if len(text) > 12:
        raise argparse.ArgumentTypeError(f"expected a small whole number, got {text[:20]!r}…")
    try:
        n = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if n < 1:
        raise argparse.ArgumentTypeError(f"expected at least 1, got {n}")
    return n


def _workers(text: str) -> int:
    n = _positive_int(text)
    if n > MAX_WORKERS:
        raise argparse.ArgumentTypeError(f"expected at most {MAX_WORKERS:,} worker processes, got {text!r}")
    return n


def _timeout(text: str) -> float:
    try:
        x = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not math.isfinite(x) or not 0 < x <= MAX_TIMEOUT:
        raise argparse.ArgumentTypeError(f"expected a number of seconds above 0 and at most {MAX_TIMEOUT:g}, got {text!r}")
    return x


# --- run and check ----------------------------------------------------------------------------


def _records(args: argparse.Namespace, library: CardLibrary | None, answer_fn: Callable[..., Any] | None) -> RecordStream:
    """The batch's records, after checking that every path and card file exists (usage errors)."""

    workers, warning = check_workers(args.workers)
    if warning is not None:
        print(f"manasolve {args.command}: warning: {warning}", file=sys.stderr)
    options = options_of(args)
    checked = _library(args, library, corpus=args.scheduler is None)  # checks every card file now (usage errors)
    pool: CardLibrary | None = checked
    if args.allow_unread:
        pool = checked.permissive()  # sent to the workers: the pool they would build refuses unread text
    elif library is None and args.scheduler is None and workers > 1:
        pool = None  # each worker builds the same pool itself, once, rather than receive it
    elif library is None and args.scheduler is not None and not args.cards:
        pool = None  # the cluster's workers build the built-in pool themselves
    settings = BatchSettings(answer_fn=answer_fn, options=options, timeout=args.timeout, workers=workers)
    try:
        return run_paths(args.paths, library=pool, card_files=args.cards, settings=settings, engine=args.scheduler)
    except FileNotFoundError as e:
        raise UsageError(str(e)) from None


def _progress(args: argparse.Namespace, stream: RecordStream) -> Progress | None:
    """A progress bar on stderr when asked (``--progress``) or when stderr is a terminal."""
    show = args.progress if args.progress is not None else sys.stderr.isatty()
    return Progress(stream.files_total, sys.stderr, unit="files") if show else None


def options_of(args: argparse.Namespace) -> Options:
    """The options of ``--allow-unread`` and each ``--rule NAME[=true|false]``; a name that is not
    a rule is a usage error listing the rules."""
    chosen: dict[str, bool] = {}
    for item in args.rule:
        name, _, value = item.partition("=")
        if value.lower() not in ("", "true", "false", "yes", "no", "1", "0"):
            raise UsageError(f"--rule {item}: expected NAME, NAME=true or NAME=false")
        chosen[name.strip()] = value.lower() not in ("false", "no", "0")
    try:
        return Options(allow_unread=args.allow_unread).with_rules(chosen, where="--rule")
    except QueryError as e:
        raise UsageError(str(e)) from None


def _consume(args: argparse.Namespace, stream: RecordStream, each: Callable[[dict[str, Any]], None]) -> bool:
    """Give each record of the batch to ``each`` in order, with the progress bar kept below the
    output; the stream is closed however it ends. False when Ctrl-C stopped it (the records
    already given stay given)."""
    bar = _progress(args, stream)
    try:
        for rec in stream:
            if bar is not None:
                bar.clear()
            each(rec)
            sys.stdout.flush()
            if bar is not None:
                bar.update(stream.files_done)
    except KeyboardInterrupt:
        return False
    finally:
        stream.close()
        if bar is not None:
            bar.close(stream.files_done)
    return True


def _cmd_run(args: argparse.Namespace, *, library: CardLibrary | None, answer_fn: Callable[..., Any] | None) -> int:
    stream = _records(args, library, answer_fn)
    writer: Writer = WRITERS[args.format](sys.stdout)
    failed = False

    def write(rec: dict[str, Any]) -> None:
        nonlocal failed
        writer.write(rec)
        failed = failed or rec.get("error") is not None

    try:
        finished = _consume(args, stream, write)
    finally:
        writer.close()
    if not finished:
        print("manasolve run: interrupted; the records made so far are written", file=sys.stderr)
        return INTERRUPTED
    return 1 if failed else 0


def _cmd_check(args: argparse.Namespace, *, library: CardLibrary | None, answer_fn: Callable[..., Any] | None) -> int:
    passed = failed = 0
    reported_load: set[tuple[str, str]] = set()

    def report(rec: dict[str, Any]) -> None:
        nonlocal passed, failed
        if record_failed(rec):
            failed += 1
            key = (rec["file"], rec["scenario"])
            if rec.get("error_type") == "load":
                if key not in reported_load:  # one line per scenario that cannot be loaded
                    reported_load.add(key)
                    print(f"FAIL {rec['error']} (its queries count as failed)")
            else:
                print(f"FAIL {_where(rec)}: {_failure(rec)}")
        else:
            passed += 1
            if args.verbose:
                print(f"ok   {_where(rec)}: {_json(rec['answer'])}")
        for warning in rec.get("warnings", ()):
            print(f"WARN {_where(rec)}: {warning}")

    stream = _records(args, library, answer_fn)
    if not _consume(args, stream, report):
        print(f"{passed} passed, {failed} failed (interrupted after {stream.files_done} of {stream.files_total} files)")
        return INTERRUPTED
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 else 1


def _where(rec: dict[str, Any]) -> str:
    query = f"queries[{rec['index']}] {rec['kind']} {rec['target']}".rstrip() if rec.get("kind") is not None else "(file)"
    return f"{rec['file']} | {rec['scenario']} | {query}"


def _failure(rec: dict[str, Any]) -> str:
    if rec.get("error") is not None:
        if rec.get("error_type") == "internal":  # not the scenario's fault: say so
            return f"error: {rec['error']} (an internal fault of manasolve; the jsonl record has its traceback)"
        return f"error: {rec['error']}"
    labels = {"expect": "", "expect_includes": "options including ", "expect_excludes": "no option like "}
    expected = " and ".join(labels[k] + _json(rec[k]) for k in labels if k in rec)
    note = f" ({rec['mismatch']})" if rec.get("mismatch") else ""
    return f"expected {expected}, got {_json(rec['answer'])}{note}"


def _json(value: Any) -> str:

    return json.dumps(value, ensure_ascii=False, separators=(", ", ": "))


class Writer(Protocol):
    """Writes records to an output as they come; ``close`` finishes the output (whatever
    happened before: after Ctrl-C the output is still whole)."""

    def write(self, rec: dict[str, Any]) -> None: ...

    def close(self) -> None: ...


class JsonWriter:
    """One JSON array, written a record at a time; closed (``]``) whatever happens, so the output
    stays valid JSON after Ctrl-C."""

    def __init__(self, out: Any):
        self.out = out
        self.count = 0
        out.write("[")

    def write(self, rec: dict[str, Any]) -> None:
        self.out.write(("," if self.count else "") + "\n  " + json.dumps(rec, ensure_ascii=False))
        self.count += 1

    def close(self) -> None:
        self.out.write("\n]\n")
        self.out.flush()


class JsonlWriter:
    """One JSON object per line, flushed as each comes (streams while workers run)."""

    def __init__(self, out: Any):
        self.out = out

    def write(self, rec: dict[str, Any]) -> None:
        self.out.write(json.dumps(rec, ensure_ascii=False) + "\n")
        self.out.flush()

    def close(self) -> None:
        self.out.flush()


class CsvWriter:
    """Every column of the JSON records (:data:`~.records.RECORD_COLUMNS`): answers, witnesses and
    expectations as JSON text."""

    def __init__(self, out: Any):
        self.out = out
        self.writer = csv.writer(out, lineterminator="\n")
        self.writer.writerow(RECORD_COLUMNS)

    def write(self, rec: dict[str, Any]) -> None:
        self.writer.writerow(csv_row(rec))

    def close(self) -> None:
        self.out.flush()


class ParquetOut:
    """A Parquet file on standard output (binary), in row groups as records come."""

    def __init__(self, out: Any):
        self.out = out
        self.writer = ParquetWriter(out.buffer if hasattr(out, "buffer") else out)

    def write(self, rec: dict[str, Any]) -> None:
        self.writer.write(rec)

    def close(self) -> None:
        self.writer.close()
        self.out.flush()


class TableWriter:
    """Aligned columns for people: file, scenario, query, answer, and the result (written at the
    end: the widths depend on every row)."""

    def __init__(self, out: Any):
        self.out = out
        self.records: list[dict[str, Any]] = []

    def write(self, rec: dict[str, Any]) -> None:
        self.records.append(rec)

    def close(self) -> None:
        _write_table(self.records, self.out)


WRITERS: dict[str, Callable[[Any], Writer]] = {
    "json": JsonWriter, "jsonl": JsonlWriter, "csv": CsvWriter, "parquet": ParquetOut, "table": TableWriter,
}


def _write_table(records: Iterable[dict[str, Any]], out: Any, width: int = 60) -> None:
    """Aligned columns for people: file, scenario, query, answer, and the result."""
    header = ("FILE", "SCENARIO", "QUERY", "ANSWER", "RESULT")
    rows = [header]
    for rec in records:
        query = f"{rec['kind']} {rec['target']}".strip() if rec["kind"] is not None else ""
        answer = "" if rec["answer"] is None else _json(rec["answer"])
        if rec["error"] is not None:
            result = f"error: {rec['error']}"
        else:
            result = {True: "ok", False: "FAIL" + (f" ({rec['mismatch']})" if rec.get("mismatch") else ""), None: ""}[rec["passed"]]
        if rec.get("warnings"):  # --allow-unread: the sentences left out are never silent
            result = (result + " " if result else "") + "warning: " + "; ".join(rec["warnings"])
        rows.append((rec["file"], rec["scenario"], _clip(query, width), _clip(answer, width), result))
    widths = [max(len(r[i]) for r in rows) for i in range(len(header) - 1)]
    for r in rows:
        out.write("  ".join(c.ljust(w) for c, w in zip(r, widths)) + "  " + r[-1] + "\n")


def _clip(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


# --- cards and parse --------------------------------------------------------------------------


def _cmd_cards(args: argparse.Namespace, *, library: CardLibrary | None, answer_fn: Any = None) -> int:
    lib = _library(args, library, corpus=False)
    read = unread = 0
    names = lib.names()
    width = max((len(n) for n in names), default=0)
    for name in names:
        try:
            card = lib.get(name, allow_unread=args.allow_unread)
        except Exception as e:  # report every kind of failure to read, keep listing
            unread += 1
            print(f"{'UNREAD':7}{name.ljust(width)}  {_error_text(e)}")
        else:
            if card.unread_always:  # --allow-unread: read, but not in full
                unread += 1
                print(f"{'PARTLY':7}{name.ljust(width)}  " + "; ".join(f"{u.reason}: {u.text!r}" for u in card.unread_always))
                continue
            read += 1
            if not args.unread:
                print(f"{'read':7}{name}")
    print(f"{len(names)} cards: {read} read, {unread} " + ("not read in full" if args.allow_unread else "unread"))
    return 0


def _cmd_coverage(args: argparse.Namespace, *, library: CardLibrary | None, answer_fn: Any = None) -> int:
    """Coverage of the pool: the --cards files when given, else the built-in cards and the corpus
    extra when it is installed."""

    try:
        if args.cards:
            data: dict[str, CardData] = {}
            for f in args.cards:
                data.update(read_pool(f).cards)
            cards = list(data.values())
        else:
            lib = library if library is not None else CardLibrary.builtin()
            cards = [lib.get_data(n) for n in lib.names()]
            corpus = corpus_path()
            if library is None and corpus is not None:
                known = {c.name.lower() for c in cards}
                cards += [c for k, c in read_pool(corpus).cards.items() if k not in known]
    except CardFileError as e:
        raise UsageError(str(e)) from None
    result = _coverage.coverage(cards)
    print(result.report(args.top))
    if args.inert:
        print(result.inert_report())
    return 0


def _cmd_parse(args: argparse.Namespace, *, library: CardLibrary | None, answer_fn: Any = None) -> int:
    if (args.text is None) == (args.card is None):
        args.parser.print_usage(sys.stderr)
        raise UsageError("give either TEXT or --card NAME")
    lib = _library(args, library, corpus=True)
    name = args.card
    if name is None:
        name = args.name
        lib = lib.with_cards([{"name": name, "type_line": args.type_line, "oracle_text": args.text}])
    try:
        card = lib.get(name, allow_unread=args.allow_unread)
    except (LookupError, ValueError) as e:
        print(f"cannot read: {_error_text(e)}")
        return 1
    print(f"{card.name} — {lib.get_data(name).type_line}")
    for line in ability_lines(card):
        print(line)
    for s in card.inert:
        print(f"inert ({s.reason}): {s.text}")
    for u in card.unread:
        when = "" if u.ability is None else f" (needed only once ability {u.ability} has resolved)"
        if u.needs is not None:
            when += f" (needed only where a text reads {u.needs})"
        print(f"UNREAD ({u.reason}){when}: {u.text}")
    return 0


def ability_lines(card: Card) -> list[str]:
    """The card's abilities as SCENARIOS.md numbers them: its own text's, then those its basic land
    types give it (305.6); each with its number among activated abilities (``can_activate``) and
    among mana abilities with {T} (``tap_for_mana``), then its data for debugging."""

    abilities = list(card.abilities)
    intrinsic = [t for t in BASIC_LAND_TYPES if t in card.subtypes]
    if intrinsic:
        abilities += [intrinsic_ability(t) for t in intrinsic]
    if not abilities:
        return ["(no abilities)"]
    lines: list[str] = []
    activated = tapping = 0
    for i, ability in enumerate(abilities):
        tags = []
        if isinstance(ability, (ManaAbility, ActivatedAbility)):
            tags.append(f"activated {activated}")
            activated += 1
        if isinstance(ability, ManaAbility) and ability.taps:
            tags.append(f"tap-for-mana {tapping}")
            tapping += 1
        text = getattr(ability, "text", "") or str(ability)
        lines.append(f"[{i}] {type(ability).__name__}" + (f" ({', '.join(tags)})" if tags else "") + f": {text}")
        lines.append(f"      {ability!r}")
    return lines


def _library(args: argparse.Namespace, library: CardLibrary | None, *, corpus: bool) -> CardLibrary:
    """The card pool of a command: ``library`` (tests) or the built-in cards (and the corpus
    extra when installed and ``corpus``), then $MANASOLVE_CARDS, then each ``--cards`` file.
    A missing or unreadable card file is a usage error naming it."""

    try:
        if library is not None:
            return library_from([*env_paths(), *args.cards], base=library)
        if corpus:
            return default_library(args.cards)
        return library_from([*env_paths(), *args.cards], base=CardLibrary.builtin())
    except CardFileError as e:
        raise UsageError(str(e)) from None


def _error_text(e: BaseException) -> str:
    """A card problem as its message; an unexpected fault with its exception type."""
    return str(e) if isinstance(e, ManasolveError) else f"{type(e).__name__}: {e}"


if __name__ == "__main__":
    raise SystemExit(main())
