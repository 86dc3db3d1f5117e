"""Scenario files (SCENARIOS.md) → game states and queries.

A :class:`Scenario` is one game situation plus its queries. Loading never stops at the first
bad scenario: each one that cannot be loaded becomes a :class:`ScenarioError` naming the file,
the scenario and the cause, and the others load as usual. A query that is malformed becomes an
:class:`InvalidQuery` (its scenario still loads), so that it is reported, and counted as failed,
on its own. Each query's value is read and checked once, when its scenario's players are known
(:func:`model.queries.parse_query`): a loaded :class:`Query` carries its typed ``spec``.

The format is strict: an unknown key anywhere is an error that names the key and where it is,
because a typo that passed silently would make a scenario ask a different question than its
author meant. Keys that the project adds to the contract: top-level ``life: {you: 20}`` and
``spells_cast_this_turn: {you: 1}`` (spells each player has cast this turn, for Damping Sphere's
"for each other spell that player has cast this turn"; default 0) and
``spells_cast_this_turn_cards: {you: [Llanowar Elves]}`` (which spells, in order: "The first
creature spell you cast each turn costs {1} less"), ``monarch: you`` (724, Regal
Behemoth) and ``spells_resolved_this_turn: {you: [Pale Moon]}`` (instants and sorceries that
resolved this turn, whose until-end-of-turn effects are in force); on a permanent
``token: true`` (audit32: the predefined tokens of 111.10, Treasure, Food, Gold, Walker, Shard,
Clue, Blood, Powerstone, Map and Junk, and Eldrazi Spawn and Scion are built-in cards with a
"Token ..." type line: named alone, they are tokens), ``resolved_this_turn: [N]`` (abilities, by number, whose effect for a duration is
in force, e.g. Deep Water; an entry may be ``{ability: N, targets: [REF], number: K, chosen:
[WORD]}`` to say what it targeted (a permanent, or a player by name: audit29, Jolrael's "all lands
target player controls"), counted or chose: Quarum Trench Gnomes, Chaos Moon, Unstable
Frontier's "basic land type of your choice"), ``exiled: [card names]`` (cards
exiled with it, 607.2a: Chrome Mox, Extraplanar Lens), ``owner`` and ``chosen_type: Elf`` (the type
chosen as it entered, for "of the chosen type": checked against what its card chooses) and
``copy_of: REF`` (static11: what it entered as a copy of, 707.2: a permanent, or a card name for "a
... card in a graveyard"; ``null``: it entered as itself), ``monstrous: true`` and ``renowned:
true`` (701.37b, 702.112b: "As long as this creature is monstrous"), ``level: 2`` (statics12: a
Class's level, 716.2a; 1 when not given), ``face_down: true`` (becomes13: a 2/2 creature with no
text, name, subtypes or mana cost, 708.2a), ``merged_with: [NAME, ...]`` (audit32: a merged permanent,
702.140e, 730.2: its ``card`` is the topmost component, these the others top to bottom; it has
the topmost one's characteristics and every component's abilities, numbered component by
component). ``turn_number: {you: 3}`` (statics12) says which of
its own turns of the game each player's current or most recent turn is (for "You can't cast ~
during your first, second, or third turns of the game", 601.3). How the scenario's questions are
asked: ``rules:`` chooses the readings of contested rules, a list of names (each chosen) or a
mapping name → true/false (the names are the fields of ``manasolve.Options``; an unknown one fails
the scenario's queries with the list of known ones), and ``allow_unread: true`` answers although
its cards have sentences the grammar leaves unread, naming them in each answer's ``warnings``.

What amounts of mana read: ``cards_drawn_this_turn: {you: 2}`` (121.1, Kydele) and
``life_lost_this_turn: {opp: 3}`` (119.3, Neheb, the Eternal), ``life_gained_this_turn: {you: 4}``
(119.9, Accomplished Alchemist); a player not given is not known. activation13: ``starting_life: {you:
20}`` (103.4), for "if you have at least 10 life more than your starting life total".

What activation conditions (602.5b) and a spell's timing rules (601.3) read: top-level
``attacked: [players]`` (the players attacked this combat, 508.1b: "only if you've been attacked
this step"), ``graveyard: {you: [card names]}`` (404; also "costs {1} less for each creature card
in your graveyard"),
``combat_step: beginning|declare_attackers|declare_blockers|combat_damage|end_of_combat`` (506.1,
with ``phase: combat``); on a permanent ``attacking: true`` (506.4), ``blocking: true`` (509.1; before
blockers are declared nothing is blocking), ``activated_this_turn: [N]``
or ``{N: times}`` (its abilities, numbered among all its abilities as for ``resolved_this_turn``,
activated this turn: "Activate only once each turn")
and ``activated: [N]`` or ``{N: times}`` (since it became this object: "Activate only once"),
``entered_this_turn: true`` (Dark Fortress; implies ``summoning_sick``, 302.6); top-level
``player_counters: {opp: {poison: 3}}`` (122.1), ``city_blessing: [you]`` (702.131) and
``completed_dungeon: [you]`` (309.7), ``initiative: [you]`` (725.1), ``speed: {you: 4}`` (audit39: 702.179,
each player's speed, 0 to 4; 4 is max speed, which "Max speed — [ability]" needs; a player absent has
none), ``attacked_with_this_turn: {you: 2}`` (508.1),
``creatures_died_this_turn: 1`` (700.4), ``entered_under_control_this_turn: {you: [card names]}``
(every permanent that entered the battlefield under that player's control this turn, still there or
not: "if a Bird ... entered the battlefield under your control this turn"); on a permanent ``attacked_this_turn: true``;
``left_battlefield_this_turn: {you: 1}`` (how many permanents left the battlefield under each
player's control this turn: Revolt's "if a permanent left the battlefield under your control this turn").
zones11: ``exile: {you: [NAME or {card, foretold, foretold_this_turn, may_cast, any_mana}]}`` (406:
the cards a ``cast`` ``from: exile`` reads; 702.143a foretell) and ``stack: [{card: NAME,
controller: PLAYER} or {ability: N, of: REF}]`` (405.1: the objects on the stack other than the
spell being cast, for "Counter target spell"; it sets ``stack_empty``).
grants12: ``command: {you: [NAME or {card: NAME, cast_count: N}]}`` (903.6: the commanders in each
player's command zone, for a ``cast`` ``from: command``, 903.8; ``cast_count``: how many times its
owner has cast it from the command zone this game, for the commander tax; default 0).
audit23: a card of ``cards:`` may give ``color_indicator`` (204: letters, "G" or ["G"]; Dryad Arbor,
a back face): its colours are its mana cost's and these (202.2), and so is its colour identity (903.4).
audit23: a player without ``commander_identity`` whose commanders the scenario names (their
``command`` cards, or permanents with ``commander: true`` they own) has their colour identities
together as theirs (903.4: mana symbols of the mana cost and rules text, reminder text ignored).
s15: ``library_size: {you: 40}`` (401: how many cards each player's library holds), for "Mill a
card" in a cost (701.13a, 118.3); ``library_top`` alone says one card at least.
A condition whose state the scenario does not give fails with an error naming the key.

Casting for a keyword's cost (altcost11): ``combat_damage_types_this_turn: {you: [Rogue]}`` (the
creature types of the sources with which each player dealt combat damage to a player this turn,
[] for none: prowl, 702.76a); on a permanent ``commander: true`` (903.3: it is a commander; a
permanent without it is not one: "If you control a commander").

>>> s = parse_scenario_text("players: [you]\\nbattlefield: {you: [Forest]}\\nqueries: [{could_produce: Forest, expect: [G]}]")
>>> s.name, [p.id for p in s.state.permanents], s.queries[0].expect
('scenario', ['Forest'], ['G'])
>>> import pickle; pickle.loads(pickle.dumps(s.queries[0])).expect_includes is MISSING
True
>>> load_text("name: x\\nplayers: [you]\\nexpect: &a [*a]")[0].message
"<text>: scenario 'x': expect: a list or mapping contains itself (a YAML alias inside its own anchor)"

Entry points: :func:`load_file`, :func:`load_paths` (files and directories),
:func:`load_data` (an already parsed mapping), :func:`scenario_from_mapping` and
:func:`parse_scenario_text` (one scenario, raising :class:`ScenarioLoadError`).
"""

from __future__ import annotations

import difflib
import html
import functools
import json
import os
import re
from collections import Counter, deque
from dataclasses import field, replace
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Mapping, Sequence

from .abilities import ActivatedAbility, Enchant, ManaAbility, TriggeredAbility
from .cards import Card, TypeLine, bestowed_card, color_of, face_down_card, merged_card, prototyped_card, reconfigured_card
from .text.reader import parse_abilities  # s16: emblems (114)
from .copies import became_copy, chosen_form, copy_card, copy_effects, entering_as_choice, entering_as_copy
from .costs import ManaCost
from .display import state_html, table
from .errors import (
    CardTextError,
    InputError,
    QueryError,
    ScenarioLoadError,
    UnknownCardError,
    UnknownReferenceError,
)
from .library import CardLibrary
from .mana import ManaType, TypeSet
from .queries import QUERY_KINDS, QuerySpec, parse_query
from .selectors import Relation
from .state import CombatStep, CommandCard, ExiledCard, GameState, Permanent, Phase, Resolution, StackKind, StackObject
from .values import dataclass
from .vocabulary import ARTIFACT_TYPES, BASIC_LAND_TYPES, CARD_TYPES, ENCHANTMENT_TYPES, LAND_TYPES, SUPERTYPES

EXPECT_KEYS = ("expect", "expect_includes", "expect_excludes")
SCENARIO_KEYS = (
    "name", "players", "active", "phase", "stack_empty", "commander_identity", "cards",
    "battlefield", "hand", "library_top", "lands_played", "life", "spells_cast_this_turn", "queries",
    "monarch", "spells_resolved_this_turn", "graveyard", "combat_step", "rules", "allow_unread",
    "cards_drawn_this_turn", "life_lost_this_turn", "life_gained_this_turn",
    "player_counters", "city_blessing", "completed_dungeon", "attacked_with_this_turn", "creatures_died_this_turn",
    "initiative", "entered_under_control_this_turn",
    "speed",  # audit39: 702.179 (Start your engines!, max speed)
    "attacked",
    "left_battlefield_this_turn",  # counters10
    "spells_cast_this_turn_cards",
    "starting_player",
    "combat_damage_types_this_turn",  # altcost11: prowl (702.76a)
    "exile", "stack",  # zones11
    "command",  # grants12: 903.6, 903.8
    "starting_life",  # activation13: 103.4
    "damage_dealt_this_turn",  # counters14: 120.3a, Bloodthirst (702.54a)
    "cards_put_into_graveyard_this_turn", "creatures_dealt_damage_this_turn",  # altcost16: Ravenous Trap, Inferno Trap
    "turn_number",  # statics12: 601.3, "during your first, second, or third turns of the game"
    "library_size",  # s15: 401, "Mill a card" as a cost (118.3)
    "emblems",  # s16: 114
)
PERMANENT_KEYS = (
    "card", "id", "tapped", "summoning_sick", "haste", "counters", "chosen_color", "chosen_colors", "noted_mana", "attached_to",
    "extra_types", "kicked", "kicked_with", "x", "used_this_turn", "token", "resolved_this_turn", "owner", "exiled",
    "attacking", "activated_this_turn", "activated",
    "entered_this_turn", "attacked_this_turn",
    "chosen_name",
    "chosen_type",
    "copy_of",  # static11: 707.2
    "entered_as",  # types15: 614.12, 707.2
    "monstrous", "renowned",  # static11: 701.37b, 702.112b
    "blocking",  # costs11: 509.1
    "commander",  # altcost11: 903.3
    "level",  # statics12: a Class's level (716.2a)
    "face_down",  # becomes13: 708.2 (morph, disguise, manifest, cloak)
    "paired_with",  # refs15: soulbond, 702.95b
    "prototype",  # audit26: the permanent of a prototyped spell (718.3b)
    "merged_with",  # audit32: a merged permanent's other components, top to bottom (702.140e, 730.2)
)
CARD_KEYS = ("name", "type_line", "mana_cost", "oracle_text", "power", "toughness", "loyalty", "defense", "color_indicator")  # audit19: loyalty, defense; audit23: color_indicator (204)
SCENARIO_SUFFIXES = (".yaml", ".yml", ".json")



class _Missing:
    """The type of :data:`MISSING`: one value, false, that pickles as itself (a query read in one
    process and answered in another keeps ``expect is MISSING``)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return "MISSING"

    def __bool__(self) -> bool:
        return False

    def __reduce__(self) -> str:
        return "MISSING"  # pickle: the module's global of that name, so the copy is the singleton


MISSING: Any = _Missing()
"""A key the file does not give (``expect`` left out), told apart from ``expect: null``."""

# --- input limits -----------------------------------------------------------------------------
# A scenario file is a small document written by a person; these bounds keep a hostile or broken
# one (a "billion laughs" of YAML aliases, a list nested a million deep, a 5,000-digit number)
# from taking the process down. Past each, loading fails with a message that names the limit,
# the file, the scenario and the key.

MAX_FILE_BYTES = 8 * 1024 * 1024
"""A scenario file (or text) of at most 8 MiB."""
MAX_VALUES = 100_000
"""At most 100,000 values (scalars, lists and mappings) in one document, counted with every
YAML alias expanded (an alias counts as a copy of what it names): room for 20,000 permanents in
the long form. Before parsing, text with more than twice as many separators (commas, line
breaks, ``key: `` and ``- ``) is refused: parsing costs time for every value."""
MAX_DEPTH = 64
"""Lists and mappings nested at most 64 deep (a scenario needs about 10)."""
MAX_QUERY_VALUES = 10_000
"""At most 10,000 values in one query's value or one expectation (records carry them)."""
MAX_PERMANENTS = 20_000
"""At most 20,000 permanents on a scenario's battlefield (twice the large boards the solver is
measured on: DESIGN.md's 10,000)."""
MAX_CARD_TEXT = 10_000
"""A scenario's own card has at most 10,000 characters in each field (the longest Oracle text is
about 1,500): reading card text takes time for every sentence."""
MAX_NUMBER = 10**9
"""Whole numbers in a scenario (counters, life, X, kicker, ...) at most a billion in size."""
_MAX_FLOW_DEPTH = 1_000
"""Brackets nested deeper than this in the raw text are refused before parsing (libyaml's
composer recurses on the C stack)."""


@dataclass(frozen=True)
class Query:
    """One question of a scenario: its kind, its value as written, and what it expects.

    ``expect`` is ``MISSING`` when the file gives none; ``expect_includes`` and
    ``expect_excludes`` are the ``cast_options`` and ``available_mana`` forms. ``spec`` is the question read and checked
    (:mod:`model.queries`); a loaded scenario's queries all have one (a query whose value is
    malformed is an :class:`InvalidQuery`). A query made by hand may leave it None: it is then
    read when it is answered.
    """

    kind: str
    value: Any
    index: int = 0
    expect: Any = MISSING
    expect_includes: Any = MISSING
    expect_excludes: Any = MISSING
    spec: QuerySpec | None = field(default=None, compare=False, repr=False)

    @property
    def has_expectation(self) -> bool:
        return any(x is not MISSING for x in (self.expect, self.expect_includes, self.expect_excludes))


@dataclass(frozen=True)
class InvalidQuery(Query):
    """A query that could not be read (no kind, two kinds, an unknown key, ...).

    It stays in its scenario so that it is reported and counted as failed; ``problem`` says
    what is wrong and where. ``kind`` is ``"?"`` when no single kind could be told.
    """

    problem: str = ""


@dataclass(frozen=True)
class Scenario:
    """A loaded scenario: its state and its queries.

    ``library`` is the card library the scenario's cards were read from (the built-in one, or
    a child of it holding the scenario's own ``cards:``); casting questions read the cards in
    hand from it.
    """

    name: str
    file: str
    state: GameState
    queries: tuple[Query, ...]
    library: CardLibrary | None = field(default=None, compare=False, repr=False)

    def _repr_html_(self) -> str:
        """The scenario in a notebook: its name and file, its board (a table of permanents per
        player with their state) and its queries with what they expect."""
        rows = [
            [str(q.index), html.escape(q.kind), html.escape(_short(q.value, 120)), html.escape("" if q.expect is MISSING else _short(q.expect, 120))]
            for q in self.queries
        ]
        queries = table("queries", ["#", "kind", "asks about", "expect"], rows) if rows else ""
        return f"<h4>{html.escape(self.name)} <small>({html.escape(self.file)})</small></h4>{state_html(self.state)}{queries}"


@dataclass(frozen=True)
class ScenarioError:
    """A scenario that could not be loaded, with its queries as far as they could be read
    (each counts as failed) and the cause."""

    name: str
    file: str
    message: str
    queries: tuple[Query, ...] = field(default=())


class _Invalid(ValueError):
    """Internal: one problem, with where in the scenario it is."""

    def __init__(self, where: str, problem: str):
        self.where = where
        self.problem = problem
        super().__init__(f"{where}: {problem}" if where else problem)


# --- files and text ---------------------------------------------------------------------------


def iter_scenario_files(paths: Iterable[str | Path]) -> list[Path]:
    """The scenario files named by ``paths``: a file as given; a directory means every
    ``.yaml``/``.yml``/``.json`` file under it, recursively, in sorted order (by path
    components). A folder below that cannot be listed, and a link named like a scenario file
    that leads nowhere, are listed too, so that reading them reports the cause (nothing is
    skipped in silence). Raises FileNotFoundError naming the first path that does not exist
    (an empty string is no path: it is not taken as the current folder)."""
    files: list[Path] = []
    for given in paths:
        if isinstance(given, str) and not given.strip():
            raise FileNotFoundError(f"an empty path names no file or directory: {given!r}")
        p = Path(given)
        if p.is_dir():
            files.extend(_walk(p))
        elif p.exists() or p.is_symlink():
            files.append(p)
        else:
            raise FileNotFoundError(f"no such file or directory: {str(p)!r}")
    return files


def _walk(root: Path) -> Iterator[Path]:
    """Depth first, each folder's entries sorted by name (the order of sorting the files by their
    path components). Links to folders are not followed (no loops); a folder that cannot be
    listed is yielded itself."""
    stack: list[tuple[Path, bool]] = [(root, True)]  # (path, is a folder to list)
    while stack:
        path, is_folder = stack.pop()
        if not is_folder:
            yield path
            continue
        try:
            with os.scandir(path) as it:
                entries = sorted(it, key=lambda e: e.name)
        except OSError:
            yield path
            continue
        below: list[tuple[Path, bool]] = []
        for e in entries:
            try:
                is_dir = e.is_dir(follow_symlinks=False)
            except OSError:
                is_dir = False
            if is_dir:
                below.append((Path(e.path), True))
            elif Path(e.name).suffix.lower() in SCENARIO_SUFFIXES:
                below.append((Path(e.path), False))
        stack.extend(reversed(below))


def load_paths(paths: Iterable[str | Path], library: CardLibrary | None = None) -> list[Scenario | ScenarioError]:
    """Every scenario of every file named by ``paths`` (see :func:`iter_scenario_files`), in order."""
    lib = CardLibrary.builtin() if library is None else library
    out: list[Scenario | ScenarioError] = []
    for f in iter_scenario_files(paths):
        out.extend(load_file(f, lib))
    return out


def load_file(path: str | Path, library: CardLibrary | None = None) -> list[Scenario | ScenarioError]:
    """The scenarios of one file. A file that cannot be read or parsed gives one
    :class:`ScenarioError` named after the file, with no queries."""
    parsed = file_mappings(path)
    if isinstance(parsed, ScenarioError):
        return [parsed]
    lib = CardLibrary.builtin() if library is None else library
    return [load_mapping(parsed, i, file=str(path), library=lib) for i in range(len(parsed))]


def read_scenario_text(path: str | Path) -> str:
    """The text of a scenario file, at most :data:`MAX_FILE_BYTES`. Raises ``ValueError`` (with
    the cause: a folder that cannot be listed, a missing or unreadable file, not UTF-8, too
    large) whose message is one line."""
    p = Path(path)
    try:
        if p.is_dir():
            os.listdir(p)  # the folder itself could not be searched: say why
            raise _Invalid("", "is a folder, not a scenario file")
        if p.exists() and not p.is_file():
            raise _Invalid("", "is not a regular file (a device, a pipe or a socket)")
        with p.open("rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
    except OSError as e:
        raise _Invalid("", f"cannot be read: {e.strerror or e}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise _Invalid("", f"is larger than {MAX_FILE_BYTES:,} bytes (input limit MAX_FILE_BYTES)")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise _Invalid("", f"is not UTF-8 text ({e.reason} at byte {e.start})") from None


def file_mappings(path: str | Path, text: str | None = None) -> list[Any] | ScenarioError:
    """The scenario mappings of one file (``text``: its content, when already read), each still
    to be loaded with :func:`load_mapping`; or the :class:`ScenarioError` of a file that cannot
    be read or parsed, or that breaks an input limit."""
    file = str(path)
    try:
        if text is None:
            text = read_scenario_text(path)
        data = parse_data_text(text, as_json=Path(path).suffix.lower() == ".json")
        return _scenario_mappings(data)
    except _Invalid as e:
        return ScenarioError(Path(path).name, file, f"{file}: {e}")


def load_mapping(mappings: Sequence[Any], position: int, *, file: str, library: CardLibrary) -> Scenario | ScenarioError:
    """Scenario number ``position`` of a file's mappings (:func:`file_mappings`). Its name must
    not repeat the name of an earlier scenario of the file (the later one is an error, whose
    queries count as failed)."""
    item = _load_scenario(mappings[position], file=file, library=library, position=position)
    if isinstance(item, Scenario):
        for j in range(position):
            m = mappings[j]
            if isinstance(m, Mapping) and m.get("name") == item.name:
                msg = f"{file}: scenario {item.name!r}: duplicate scenario name (scenario {j + 1} of this file has it)"
                return ScenarioError(item.name, file, msg, item.queries)
    return item


def outline(mapping: Any, position: int) -> tuple[str, tuple[Query, ...]]:
    """A scenario's name and its queries as written (not checked against a board, no card read):
    what a report needs about a scenario that could not be answered (timed out, or its worker
    died)."""
    if not isinstance(mapping, Mapping):
        return f"<scenario {position + 1}>", ()
    name = mapping.get("name")
    label = name if isinstance(name, str) and name.strip() else f"<scenario {position + 1}>"
    queries, _ = _queries(mapping.get("queries"))
    return label, queries


def parse_data_text(text: str, *, as_json: bool = False) -> Any:
    """Parse YAML (a safe loader that also rejects repeated keys) or, with ``as_json``, JSON,
    within the input limits (:data:`MAX_FILE_BYTES`, :data:`MAX_VALUES`, :data:`MAX_DEPTH`).
    YAML aliases are resolved once into plain data: the result shares no list or mapping between
    two places. Raises a ValueError whose message is one line and says where the text is wrong
    or which limit it passes."""
    if not isinstance(text, str):
        raise _Invalid("", f"expected scenario text, got {type(text).__name__}")
    if len(text) > MAX_FILE_BYTES:
        raise _Invalid("", f"the text is longer than {MAX_FILE_BYTES:,} characters (input limit MAX_FILE_BYTES)")
    _check_flow_depth(text)
    separators = text.count(",") + text.count("\n") + text.count(": ") + text.count("- ")
    if separators > 2 * MAX_VALUES:
        raise _Invalid("", f"the text holds more than {MAX_VALUES:,} values ({separators:,} separators; input limit MAX_VALUES)")
    if as_json:
        try:
            data = json.loads(text, object_pairs_hook=_json_mapping)
        except json.JSONDecodeError as e:
            raise _Invalid("", f"not valid JSON: {e}") from None
        except RecursionError:
            raise _Invalid("", f"nested deeper than {MAX_DEPTH} levels (input limit MAX_DEPTH)") from None
        except ValueError as e:  # a number past Python's limit of digits
            raise _Invalid("", _number_problem(e, "JSON")) from None
    else:
        import yaml

        try:
            data = yaml.load(text, Loader=_strict_yaml_loader())  # a SafeLoader subclass: no arbitrary objects
        except yaml.YAMLError as e:
            # audit33: PyYAML names the text it read '"<unicode string>"'; the message already names the file
            raise _Invalid("", "not valid YAML: " + " ".join(str(e).replace(' in "<unicode string>", line', ' at line').split())) from None
        except RecursionError:
            raise _Invalid("", f"nested deeper than {MAX_DEPTH} levels (input limit MAX_DEPTH)") from None
        except ValueError as e:  # int("5000 digits"): Python reads at most 4300 digits
            raise _Invalid("", _number_problem(e, "YAML")) from None
    return plain_data(data)


def _number_problem(e: ValueError, what: str) -> str:
    """The message for a number the parser refused (Python reads at most 4,300 digits)."""
    if "digits" in str(e):
        return f"not valid {what}: a number has more digits than the 4,300 Python reads (a whole number in a scenario is at most {MAX_NUMBER:,} in size: input limit MAX_NUMBER)"
    return f"not valid {what}: {' '.join(str(e).split())}"


def _check_flow_depth(text: str) -> None:
    """Refuse text whose brackets nest deeper than :data:`_MAX_FLOW_DEPTH` before a parser sees it
    (libyaml's composer recurses once per level on the C stack). Brackets inside quoted strings
    count too: this only bounds the parser's recursion; :data:`MAX_DEPTH` is checked on the data."""
    if text.count("[") + text.count("{") <= _MAX_FLOW_DEPTH:
        return
    depth = 0
    for m in _BRACKETS.finditer(text):
        depth += 1 if m.group() in "[{" else -1
        if depth > _MAX_FLOW_DEPTH:
            raise _Invalid("", f"nested deeper than {MAX_DEPTH} levels (input limit MAX_DEPTH)")


_BRACKETS = re.compile(r"[\[\]{}]")


def plain_data(data: Any) -> Any:
    """``data`` as a tree of plain values: every YAML alias expanded once into its own copy, so
    that nothing downstream expands it again (records, messages). Raises a ValueError naming the
    limit when the expanded document would hold more than :data:`MAX_VALUES` values or nest
    deeper than :data:`MAX_DEPTH`, and when a list or mapping contains itself. Iterative: no
    recursion whose depth grows with the input."""
    sizes: dict[int, int] = {}
    depths: dict[int, int] = {}
    shared = False
    # post-order walk: a container's size and depth once those of its children are known
    stack: list[tuple[Any, bool]] = [(data, False)]
    on_path: set[int] = set()
    while stack:
        node, done = stack.pop()
        if not isinstance(node, (list, dict)):
            continue
        key = id(node)
        if done:
            on_path.discard(key)
            size, depth = 1, 1
            for child in _children(node):
                if isinstance(child, (list, dict)):
                    size += sizes[id(child)]
                    depth = max(depth, depths[id(child)] + 1)
                else:
                    size += 1
            sizes[key], depths[key] = size, depth
            if size > MAX_VALUES:
                raise _Invalid("", f"the document holds more than {MAX_VALUES:,} values once its YAML aliases are expanded (input limit MAX_VALUES)")
            continue
        if key in sizes:
            shared = True
            continue
        if key in on_path:
            raise _Invalid(_locate(data, node), "a list or mapping contains itself (a YAML alias inside its own anchor)")
        on_path.add(key)
        stack.append((node, True))
        for c in _children(node):
            if isinstance(c, (list, dict)):
                if id(c) in sizes:
                    shared = True  # met again: an alias
                else:
                    stack.append((c, False))
        if len(on_path) > MAX_DEPTH:
            raise _Invalid(_locate(data, node), f"nested deeper than {MAX_DEPTH} levels (input limit MAX_DEPTH)")
    if isinstance(data, (list, dict)) and depths[id(data)] > MAX_DEPTH:
        raise _Invalid("", f"nested deeper than {MAX_DEPTH} levels (input limit MAX_DEPTH)")
    return _copy_tree(data) if shared else data


def _children(node: list[Any] | dict[Any, Any]) -> Iterable[Any]:
    return node if isinstance(node, list) else node.values()


def _copy_tree(data: Any) -> Any:
    """A copy of a (bounded, acyclic) structure in which no list or mapping is shared."""
    if not isinstance(data, (list, dict)):
        return data
    root: Any = [] if isinstance(data, list) else {}
    stack: list[tuple[Any, Any]] = [(data, root)]
    while stack:
        src, dst = stack.pop()
        items = enumerate(src) if isinstance(src, list) else src.items()
        for k, v in items:
            if isinstance(v, (list, dict)):
                copy: Any = [] if isinstance(v, list) else {}
                stack.append((v, copy))
                v = copy
            if isinstance(dst, list):
                dst.append(v)
            else:
                dst[k] = v
    return root


def _locate(data: Any, target: Any) -> str:
    """Where ``target`` sits in ``data``: the scenario (by name when it has one) and the key path
    inside it (``scenario 'Fireball': queries[0].expect[0]``)."""
    path = _path_to(data, target)
    scenario: Any = data
    m = re.match(r"scenarios\[(\d+)\]\.?", path)
    if m and isinstance(data, dict) and isinstance(data.get("scenarios"), list):
        i = int(m.group(1))
        scenario = data["scenarios"][i] if i < len(data["scenarios"]) else None
        path = path[m.end():]
        label = f"scenario {i + 1}"
    else:
        label = "scenario"
    name = scenario.get("name") if isinstance(scenario, dict) else None
    if isinstance(name, str):
        label = f"scenario {name!r}"
    if len(path) > 80:  # 64 levels of [0]: the start says where, the rest is the depth
        path = path[:60] + "…"
    return f"{label}: {path}" if path else label


def _path_to(data: Any, target: Any) -> str:
    """Where ``target`` sits in ``data``, as a key path (``scenarios[2].queries[0].expect``):
    a breadth-first search that stops at the first place found."""
    queue: deque[tuple[Any, str]] = deque([(data, "")])
    seen: set[int] = set()
    while queue:
        node, where = queue.popleft()
        if node is target and where:
            return where
        if not isinstance(node, (list, dict)) or id(node) in seen:
            continue
        seen.add(id(node))
        items = enumerate(node) if isinstance(node, list) else node.items()
        for k, v in items:
            if v is target:
                return _join(where, k)
            queue.append((v, _join(where, k)))
    return ""


def _join(where: str, key: Any) -> str:
    return f"{where}[{key}]" if isinstance(key, int) else (f"{where}.{key}" if where else str(key))


def _json_mapping(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    keys = [k for k, _ in pairs]
    repeated = sorted({k for k in keys if keys.count(k) > 1})
    if repeated:
        raise _Invalid("", f"repeated key(s) {repeated} in one JSON object")
    return dict(pairs)


@functools.lru_cache(maxsize=1)
def _strict_yaml_loader() -> type:
    """The safe loader (libyaml's CSafeLoader when PyYAML has it: parsing is most of the cost of
    a small scenario) that also refuses a mapping with a repeated key (plain safe_load keeps the
    last one silently, which would hide a typo such as two ``queries:``)."""
    import yaml

    base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)

    class StrictSafeLoader(base):  # type: ignore[misc, valid-type]
        def construct_mapping(self, node: Any, deep: bool = False) -> Any:
            seen: set[Any] = set()
            for key_node, _ in node.value:
                key = self.construct_object(key_node, deep=deep)
                if not isinstance(key, (str, int, float, bool)):
                    continue
                if key in seen:
                    raise yaml.constructor.ConstructorError(
                        "while constructing a mapping", node.start_mark, f"found repeated key {key!r}", key_node.start_mark
                    )
                seen.add(key)
            return super().construct_mapping(node, deep=deep)

    return StrictSafeLoader


def load_text(
    text: str | Mapping[str, Any], library: CardLibrary | None = None, *, file: str = "<text>"
) -> list[Scenario | ScenarioError]:
    """The scenarios of a YAML or JSON string (or an already parsed mapping), as a file would give."""
    if isinstance(text, Mapping):
        data: Any = text
    else:
        try:
            data = parse_data_text(text)
        except _Invalid as e:
            return [ScenarioError(file, file, f"{file}: {e}")]
    return load_data(data, file=file, library=library)


def load_data(data: Any, *, file: str, library: CardLibrary | None = None) -> list[Scenario | ScenarioError]:
    """The scenarios of a parsed file: one scenario (a mapping) or ``{scenarios: [...]}``.

    Names are required and unique within the file: a later scenario that repeats a name is an
    error (its queries count as failed)."""
    lib = CardLibrary.builtin() if library is None else library
    try:
        mappings = _scenario_mappings(plain_data(data))
    except _Invalid as e:
        return [ScenarioError(Path(file).name, file, f"{file}: {e}")]
    return [load_mapping(mappings, i, file=file, library=lib) for i in range(len(mappings))]


def scenario_from_mapping(
    mapping: Mapping[str, Any], *, file: str = "<mapping>", library: CardLibrary | None = None
) -> Scenario:
    """One scenario from a mapping; raises :class:`ScenarioLoadError` (with the message naming
    the file, the scenario and the cause) when it cannot be loaded or a query is malformed."""
    lib = CardLibrary.builtin() if library is None else library
    try:
        mapping = plain_data(mapping)
    except _Invalid as e:
        raise ScenarioLoadError([], f"{file}: {e}") from None
    return _only_scenario(_load_scenario(mapping, file=file, library=lib, position=0))


def parse_scenario_text(text: str | Mapping[str, Any], library: CardLibrary | None = None, *, file: str = "<text>") -> Scenario:
    """One scenario from YAML/JSON text or a mapping (for notebooks); raises
    :class:`ScenarioLoadError` on any problem, including text holding several scenarios. A
    scenario given alone may leave out its ``name`` (it is then called "scenario"): SCENARIOS.md
    requires names so that the scenarios of a file can be told apart."""
    try:
        data = parse_data_text(text) if isinstance(text, str) else text
    except _Invalid as e:
        raise ScenarioLoadError([], f"{file}: {e}") from None
    if isinstance(data, Mapping) and "name" not in data and "scenarios" not in data:
        data = {"name": "scenario", **data}
    items = load_data(data, file=file, library=library)
    if len(items) != 1:
        raise ScenarioLoadError([], f"{file}: expected one scenario, found {len(items)}; use load_text for several")
    return _only_scenario(items[0])


def strict(items: Sequence[Scenario | ScenarioError]) -> list[Scenario]:
    """The scenarios, or :class:`ScenarioLoadError` listing every scenario that failed to load
    and every malformed query (for callers that want all or nothing, like notebooks)."""
    errors: list[ScenarioError] = []
    for item in items:
        if isinstance(item, ScenarioError):
            errors.append(item)
        else:
            errors += [
                ScenarioError(item.name, item.file, f"{item.file}: scenario {item.name!r}: {q.problem}")
                for q in item.queries
                if isinstance(q, InvalidQuery)
            ]
    if errors:
        raise ScenarioLoadError(errors)
    return [s for s in items if isinstance(s, Scenario)]


def _only_scenario(item: Scenario | ScenarioError) -> Scenario:
    return strict([item])[0]


def _scenario_mappings(data: Any) -> list[Any]:
    if data is None:
        raise _Invalid("", "the file is empty (expected a scenario mapping or {scenarios: [...]})")
    if not isinstance(data, Mapping):
        raise _Invalid("", f"expected a scenario mapping or {{scenarios: [...]}}, got {_kind(data)}")
    if "scenarios" not in data:
        return [data]
    others = [k for k in data if k != "scenarios"]
    if others:
        raise _Invalid("", f"a file with 'scenarios' holds no other top-level key; found {others}")
    items = data["scenarios"]
    if not isinstance(items, list):
        raise _Invalid("scenarios", f"expected a list of scenarios, got {_kind(items)}")
    return items


# --- one scenario -----------------------------------------------------------------------------


def _load_scenario(m: Any, *, file: str, library: CardLibrary, position: int) -> Scenario | ScenarioError:
    fallback = f"<scenario {position + 1}>"
    if not isinstance(m, Mapping):
        return ScenarioError(fallback, file, f"{file}: scenario {position + 1}: expected a mapping, got {_kind(m)}")
    name = m.get("name", MISSING)
    has_name = isinstance(name, str) and bool(name.strip())
    label = name if has_name else fallback
    queries, queries_problem = _queries(m.get("queries"))
    try:
        if name is MISSING:
            raise _Invalid("name", "is required")
        if not has_name:
            raise _Invalid("name", f"must be a non-empty string, got {name!r} (quote it)")
        _check_keys(m, SCENARIO_KEYS, "top level")
        if queries_problem:
            raise _Invalid("queries", queries_problem)
        state, lib = _state(m, library)
        queries = tuple(_read_spec(q, state.players) for q in queries)
    except _Invalid as e:
        return ScenarioError(label, file, f"{file}: scenario {label!r}: {e}", queries)
    except Exception as e:  # a fault below (e.g. in the grammar) must not stop the other scenarios
        return ScenarioError(label, file, f"{file}: scenario {label!r}: {type(e).__name__}: {e}", queries)
    return Scenario(name, file, state, queries, library=lib)


def _state(m: Mapping[str, Any], library: CardLibrary) -> tuple[GameState, CardLibrary]:
    allow_unread = getattr(library, "allow_unread", False) or _bool(m.get("allow_unread", False), "allow_unread")
    if allow_unread:
        library = library.permissive()
    rules = _rules(m.get("rules"))
    players = _players(m.get("players", MISSING))
    active = m.get("active", players[0])
    if active not in players:
        raise _Invalid("active", f"{active!r} is not one of the players {list(players)}")
    phase = _phase(m.get("phase", Phase.MAIN1.value))
    stack_empty = _bool(m.get("stack_empty", True), "stack_empty")
    lib = _local_cards(m.get("cards"), library)
    specs = _permanent_specs(m.get("battlefield"), players, lib)
    commander = _per_player(m, "commander_identity", players, _identity)
    hand = _per_player(m, "hand", players, lambda v, w: tuple(_card(lib, n, f"{w}[{i}]") for i, n in enumerate(_list(v, w))))
    library_top = _per_player(m, "library_top", players, lambda v, w: _card(lib, v, w))
    lands_played = _per_player(m, "lands_played", players, _count)
    life = _per_player(m, "life", players, _int)
    spells_cast = _per_player(m, "spells_cast_this_turn", players, _count)
    cast_cards = _per_player(  # cost10: which spells, in order (the count follows from them)
        m, "spells_cast_this_turn_cards", players, lambda v, w: tuple(_card(lib, n, f"{w}[{i}]") for i, n in enumerate(_list(v, w)))
    )
    for p, cards in cast_cards.items():
        if p in spells_cast and spells_cast[p] != len(cards):
            raise _Invalid(f"spells_cast_this_turn.{p}", f"{spells_cast[p]} spells, but spells_cast_this_turn_cards names {len(cards)}")
        spells_cast[p] = len(cards)
    resolved_spells = _per_player(
        m, "spells_resolved_this_turn", players, lambda v, w: tuple(_card(lib, n, f"{w}[{i}]") for i, n in enumerate(_list(v, w)))
    )
    graveyard = _per_player(m, "graveyard", players, lambda v, w: tuple(_card(lib, n, f"{w}[{i}]") for i, n in enumerate(_list(v, w))))
    emblems = _per_player(m, "emblems", players, lambda v, w: tuple(_emblem(t, f"{w}[{i}]") for i, t in enumerate(_list(v, w))))  # s16: 114
    combat_step = _combat_step(m.get("combat_step"), phase)
    drawn = _per_player(m, "cards_drawn_this_turn", players, _count)  # 121.1
    library_size = _per_player(m, "library_size", players, _count)  # s15: 401
    life_lost = _per_player(m, "life_lost_this_turn", players, _count)  # 119.3
    life_gained = _per_player(m, "life_gained_this_turn", players, _count)  # 119.9 (tail10)
    monarch = m.get("monarch")
    if monarch is not None:
        _check_player(monarch, players, "monarch")
    player_counters = _per_player(m, "player_counters", players, _counters)
    city_blessing = _players_list(m, "city_blessing", players)
    completed_dungeon = _players_list(m, "completed_dungeon", players)
    initiative = _players_list(m, "initiative", players)  # 725.1 (tail10)
    speed = _per_player(m, "speed", players, _speed)  # audit39: 702.179
    entered_under = _per_player(  # 602.5b (tail10)
        m, "entered_under_control_this_turn", players, lambda v, w: tuple(_card(lib, n, f"{w}[{i}]") for i, n in enumerate(_list(v, w)))
    )
    if initiative is not None and len(initiative) > 1:
        raise _Invalid("initiative", f"{list(initiative)}: only one player can have the initiative (725.1)")
    attacked_with = _per_player(m, "attacked_with_this_turn", players, _count)
    left = _per_player(m, "left_battlefield_this_turn", players, _count)  # counters10 (Revolt)
    died = _count(m["creatures_died_this_turn"], "creatures_died_this_turn") if m.get("creatures_died_this_turn") is not None else None
    attacked = _attacked(m.get("attacked"), players)
    starting = m.get("starting_player")  # casting10: 103.1
    if starting is not None:
        _check_player(starting, players, "starting_player")
    damage_types = _per_player(  # altcost11: prowl (702.76a)
        m, "combat_damage_types_this_turn", players, lambda v, w: frozenset(_strings(v, w))
    )
    permanents = _in_combat(_assign_ids(specs), phase, combat_step, active)
    exile = _per_player(m, "exile", players, lambda v, w: tuple(_exiled(lib, e, f"{w}[{i}]") for i, e in enumerate(_list(v, w))))  # zones11
    stack = _stack(m.get("stack"), players, lib, permanents)  # zones11
    command = _per_player(m, "command", players, lambda v, w: tuple(_commander(lib, e, f"{w}[{i}]") for i, e in enumerate(_list(v, w))))  # grants12
    commander = _derived_identities(commander, command, permanents, players)  # audit23: 903.4
    if stack is not None:
        if "stack_empty" in m and stack_empty != (not stack):  # 405.1: the two keys must agree
            raise _Invalid("stack", f"{len(stack)} object(s) on the stack, and stack_empty: {str(stack_empty).lower()}")
        stack_empty = not stack
    try:
        state = GameState(
            players=players,
            permanents=tuple(permanents),
            active=active,
            phase=phase,
            stack_empty=stack_empty,
            commander_identity=commander,
            hand=hand,
            library_top=library_top,
            lands_played=lands_played,
            life=life,
            spells_cast_this_turn=spells_cast,
            monarch=monarch,
            spells_resolved_this_turn=resolved_spells,
            emblems=emblems,
            graveyard=graveyard,
            combat_step=combat_step,
            cards_drawn_this_turn=drawn,
            library_size=library_size,
            life_lost_this_turn=life_lost,
            attacked=attacked,
            cards=lib,
            allow_unread=allow_unread,
            rules=rules,
            player_counters=player_counters,
            city_blessing=city_blessing,
            completed_dungeon=completed_dungeon,
            attacked_with_this_turn=attacked_with,
            creatures_died_this_turn=died,
            life_gained_this_turn=life_gained,
            initiative=initiative,
            speed=speed,
            entered_under_control_this_turn=entered_under,
            spells_cast_this_turn_cards=cast_cards,
            left_battlefield_this_turn=left,
            starting_player=starting,
            combat_damage_types_this_turn=damage_types,
            exile=exile,
            stack=stack,
            command=command,
            turn_number=_per_player(m, "turn_number", players, _turn_number),  # statics12
            starting_life=_per_player(m, "starting_life", players, _count),  # activation13: 103.4
            damage_dealt_this_turn=_per_player(m, "damage_dealt_this_turn", players, _count),  # counters14: 120.3a
            cards_put_into_graveyard_this_turn=_per_player(m, "cards_put_into_graveyard_this_turn", players, _count),  # altcost16
            creatures_dealt_damage_this_turn=_per_player(m, "creatures_dealt_damage_this_turn", players, _count),  # altcost16: 120.3a
        )
    except ValueError as e:
        raise _Invalid("", str(e)) from None
    return _resolved_copies(_resolve_targets(_entered_as(_copies(_pair(_attach(state, specs), specs), specs, lib), specs), specs), specs), lib


# ---- zones11: cards in exile and objects on the stack ------------------------------------------

EXILE_KEYS = ("card", "foretold", "foretold_this_turn", "may_cast", "any_mana", "resolved", "adventure")  # manatail14: resolved; audit19: adventure
STACK_KEYS = ("card", "controller", "ability", "of")


def _exiled(lib: CardLibrary, entry: Any, where: str) -> ExiledCard:
    """One card of ``exile: {you: [NAME or {card: NAME, foretold: true, foretold_this_turn: true,
    may_cast: true, any_mana: true}]}`` (406; 702.143a: a foretold card is exiled face down, and may
    be cast only after the turn it was foretold; ``may_cast``: an effect that resolved lets its
    owner cast it for as long as it remains exiled, 601.3; ``any_mana``: and mana of any type can be
    spent to cast it)."""
    if isinstance(entry, str):
        return ExiledCard(_card(lib, entry, where))
    if not isinstance(entry, Mapping):
        raise _Invalid(where, f"expected a card name or {{card: NAME, foretold: true}}, got {_kind(entry)}")
    _check_keys(entry, EXILE_KEYS, where)
    foretold = _bool(entry.get("foretold", False), f"{where}.foretold")
    this_turn = _bool(entry.get("foretold_this_turn", False), f"{where}.foretold_this_turn")
    if this_turn and not foretold:
        raise _Invalid(f"{where}.foretold_this_turn", "a card foretold this turn is foretold: give foretold: true as well")
    may_cast = _bool(entry.get("may_cast", False), f"{where}.may_cast")
    any_mana = _bool(entry.get("any_mana", False), f"{where}.any_mana")
    if any_mana and not may_cast:
        raise _Invalid(f"{where}.any_mana", "mana of any type may be spent to cast it only with a permission to cast it: give may_cast: true as well")
    # manatail14: "resolved: [N or {ability: N, targets: [REF]}]": its abilities activated from the
    # hand by exiling it whose effects are in force ("until this card is cast from exile", 611.2b)
    numbers, records = _resolutions(_list(entry.get("resolved"), f"{where}.resolved"), f"{where}.resolved")
    given = {r.ability for r in records}
    resolutions = records + tuple(Resolution(n) for n in numbers if n not in given)
    adventure = _bool(entry.get("adventure", False), f"{where}.adventure")  # audit19: 715.3d, "on an adventure"
    card = _card(lib, entry.get("card"), f"{where}.card")
    if adventure and card.layout != "adventure":
        raise _Invalid(f"{where}.adventure", f"{card.name} is not an adventurer card (715.1): give its Adventure as a face of it (\"Name // Adventure\")")
    return ExiledCard(card, foretold, this_turn, may_cast, any_mana, resolutions, adventure)


# ---- grants12: commanders in the command zone (903.6, 903.8) ------------------------------------


def _derived_identities(given: dict[str, TypeSet], command: Mapping[str, Sequence[CommandCard]], permanents: Sequence[Permanent], players: tuple[str, ...]) -> dict[str, TypeSet]:
    """audit23: each player's commander colour identity: as ``commander_identity`` gives it; else,
    when the scenario names that player's commanders (the cards of their ``command`` zone, the
    permanents with ``commander: true`` they own, or control when no owner is given), the colour
    identities of those cards together (903.4; 903.3c: with two commanders, partners or a
    Background, both count); else none (the player has no commander: 106.5, Command Tower's rulings)."""
    out = dict(given)
    for p in players:
        if p in out:
            continue
        cards = [c.card for c in command.get(p, ())]
        cards += [perm.card for perm in permanents if perm.commander and (perm.owner or perm.controller) == p]
        if cards:
            identity = TypeSet(0)
            for card in cards:
                identity = identity | card.color_identity
            out[p] = identity
    return out

COMMAND_KEYS = ("card", "cast_count")


def _commander(lib: CardLibrary, entry: Any, where: str) -> CommandCard:
    """One card of ``command: {you: [NAME or {card: NAME, cast_count: N}]}``: a commander in its
    owner's command zone (903.6), and how many times its owner has cast it from the command zone
    this game (903.8: the commander tax, {2} for each; default 0)."""
    if isinstance(entry, str):
        return CommandCard(_card(lib, entry, where))
    if not isinstance(entry, Mapping):
        raise _Invalid(where, f"expected a card name or {{card: NAME, cast_count: N}}, got {_kind(entry)}")
    _check_keys(entry, COMMAND_KEYS, where)
    return CommandCard(_card(lib, entry.get("card"), f"{where}.card"), _count(entry.get("cast_count", 0), f"{where}.cast_count"))


def _stack(value: Any, players: tuple[str, ...], lib: CardLibrary, permanents: Sequence[Permanent]) -> tuple[StackObject, ...] | None:
    """``stack: [{card: NAME, controller: PLAYER}, {ability: N, of: REF, controller: PLAYER}]``: the
    objects on the stack other than the spell being cast (405.1), a spell by its card, an
    activated or triggered ability by its number among its permanent's abilities (as for
    ``resolved_this_turn``); None when the key is not given. A mana ability never goes on the
    stack (605.3b)."""
    if value is None:
        return None
    out: list[StackObject] = []
    for i, entry in enumerate(_list(value, "stack")):
        where = f"stack[{i}]"
        if not isinstance(entry, Mapping):
            raise _Invalid(where, f"expected {{card: NAME, controller: PLAYER}} or {{ability: N, of: REF}}, got {_kind(entry)}")
        _check_keys(entry, STACK_KEYS, where)
        controller = entry.get("controller")
        if controller is not None:
            _check_player(controller, players, f"{where}.controller")
        if "card" in entry:
            if "ability" in entry or "of" in entry:
                raise _Invalid(where, "a stack entry is a spell (card) or an ability (ability, of), not both")
            if controller is None:
                raise _Invalid(where, "a spell on the stack needs its controller: give controller: PLAYER")
            out.append(StackObject(StackKind.SPELL, controller, card=_card(lib, entry["card"], f"{where}.card")))
            continue
        ref, n = entry.get("of"), _count(entry.get("ability"), f"{where}.ability")
        named = [p for p in permanents if p.id == ref] or [p for p in permanents if isinstance(ref, str) and p.card.name.lower() == ref.lower()]
        if len(named) != 1:
            raise _Invalid(f"{where}.of", f"{ref!r} is {'ambiguous' if named else 'not a permanent on the battlefield'} (permanents: {', '.join(p.id for p in permanents)})")
        source = named[0]
        abilities = source.card.abilities
        if n >= len(abilities):
            raise _Invalid(f"{where}.ability", f"{source.id} has {len(abilities)} abilities (numbered from 0), not {n + 1}")
        ability = abilities[n]
        if isinstance(ability, ManaAbility):
            raise _Invalid(f"{where}.ability", f"ability {n} of {source.id} is a mana ability, which doesn't use the stack (605.3b)")
        if isinstance(ability, ActivatedAbility):
            kind = StackKind.ACTIVATED
        elif isinstance(ability, TriggeredAbility):
            kind = StackKind.TRIGGERED
        else:
            raise _Invalid(f"{where}.ability", f"ability {n} of {source.id} is neither activated nor triggered: it can't be on the stack (113.3)")
        out.append(StackObject(kind, controller or source.controller, source=source.id, ability=n))
    return tuple(out)


def _rules(value: Any) -> dict[str, bool]:
    """``rules:``: a list of names (each chosen) or a mapping name → true/false. The names are
    checked against the options when a question is answered (the model does not know them)."""
    if value is None:
        return {}
    if isinstance(value, list):
        for i, name in enumerate(value):
            if not isinstance(name, str) or not name.strip():
                raise _Invalid(f"rules[{i}]", f"expected the name of a rule, got {name!r}")
        return {name.strip(): True for name in value}
    if isinstance(value, Mapping):
        out: dict[str, bool] = {}
        for name, chosen in value.items():
            if not isinstance(name, str) or not name.strip():
                raise _Invalid("rules", f"expected the name of a rule, got {name!r}")
            out[name.strip()] = _bool(chosen, f"rules.{name}")
        return out
    raise _Invalid("rules", f"expected a list of rule names or a mapping name: true/false, got {_kind(value)}")


def _players(value: Any) -> tuple[str, ...]:
    if value is MISSING:
        raise _Invalid("players", "is required (a list of player names, in turn order)")
    if not isinstance(value, list) or not value:
        raise _Invalid("players", f"expected a non-empty list of player names, got {value!r}")
    for i, p in enumerate(value):
        if not isinstance(p, str) or not p.strip():
            raise _Invalid(f"players[{i}]", f"expected a player name, got {p!r} (quote it)")
    dupes = sorted({p for p in value if value.count(p) > 1})
    if dupes:
        raise _Invalid("players", f"players must be distinct; repeated: {dupes}")
    return tuple(value)


def _phase(value: Any) -> Phase:
    names = [p.value for p in Phase]
    if isinstance(value, str) and value.strip().lower() in names:
        return Phase(value.strip().lower())
    raise _Invalid("phase", f"{value!r} is not a phase; expected one of {', '.join(names)}{_suggest(value, names)}")


def _identity(value: Any, where: str) -> TypeSet:
    """A colour identity: colour letters ("UR", or a list of letters); "" is colourless."""
    if isinstance(value, str):
        letters = [ch for ch in value if ch not in "{} "]
    elif isinstance(value, list):
        letters = [str(ch) for ch in value]
    elif value is None:
        raise _Invalid(where, 'expected colour letters such as "UR"; write "" for a colourless identity')
    else:
        raise _Invalid(where, f'expected colour letters such as "UR", got {value!r}')
    try:
        return TypeSet.of(color_of(ch) for ch in letters)
    except ValueError as e:
        raise _Invalid(where, f"{e}; a colour identity holds W U B R G only") from None


def _local_cards(value: Any, library: CardLibrary) -> CardLibrary:
    """The scenario's own ``cards:``, overriding same-named library cards for this scenario only.
    Each is read at once, so that text the grammar cannot read is reported even if unused."""
    if value is None:
        return library
    records = [_card_record(rec, f"cards[{i}]") for i, rec in enumerate(_list(value, "cards"))]
    names: dict[str, int] = {}
    for i, rec in enumerate(records):
        where = f"cards[{i}]"
        for k in ("name", "type_line"):
            if not isinstance(rec.get(k), str) or not rec[k].strip():
                raise _Invalid(f"{where}.{k}", f"is required (a non-empty string), got {_short(rec.get(k))}")
        for k in CARD_KEYS:
            if isinstance(rec.get(k), str) and len(rec[k]) > MAX_CARD_TEXT:
                raise _Invalid(f"{where}.{k}", f"is {len(rec[k]):,} characters long; at most {MAX_CARD_TEXT:,} (input limit MAX_CARD_TEXT)")
        key = rec["name"].lower()
        if key in names:
            raise _Invalid(where, f"card {rec['name']!r} is defined twice (also cards[{names[key]}])")
        names[key] = i
    lib = library.with_cards(records)
    for i, rec in enumerate(records):
        _card(lib, rec["name"], f"cards[{i}]")
    return lib


# audit33: the fields of a card as a judge copies it from MTGJSON (``manaCost``, ``type``, ``text``,
# a face's ``faceName``) are those of SCENARIOS.md under other names
MTGJSON_CARD_KEYS = {"manaCost": "mana_cost", "type": "type_line", "text": "oracle_text", "colorIndicator": "color_indicator"}


def _card_record(rec: Any, where: str) -> Mapping[str, Any]:
    """One entry of a scenario's ``cards:`` as SCENARIOS.md's keys. audit33: a card copied as
    Scryfall gives a card with several faces (``card_faces``: a split, adventurer, double-faced
    card, each face a mapping of the card keys) is that card with its faces joined as Oracle data
    joins them (README: "Fire // Ice", the texts separated by a line "//"); the keys of MTGJSON
    (``manaCost``, ``type``, ``text``) are read as their Scryfall names."""
    if not isinstance(rec, Mapping):
        raise _Invalid(where, f"expected a card mapping with {', '.join(CARD_KEYS)} (or card_faces), got {_kind(rec)}")
    rec = _scryfall_names(rec, where)
    if "card_faces" not in rec:
        _check_keys(rec, CARD_KEYS, where)
        return {str(k): v for k, v in rec.items()}
    faces = rec["card_faces"]
    if not isinstance(faces, list) or len(faces) < 2:
        raise _Invalid(f"{where}.card_faces", f"expected a list of two or more faces, each a mapping with {', '.join(CARD_KEYS)}, got {_short(faces)}")
    read = []
    for j, face in enumerate(faces):
        at = f"{where}.card_faces[{j}]"
        if not isinstance(face, Mapping):
            raise _Invalid(at, f"expected a face mapping with {', '.join(CARD_KEYS)}, got {_kind(face)}")
        face = _scryfall_names(face, at)
        _check_keys(face, CARD_KEYS, at)
        for k in ("name", "type_line"):
            if not isinstance(face.get(k), str) or not face[k].strip():
                raise _Invalid(f"{at}.{k}", f"is required (a non-empty string), got {_short(face.get(k))}")
        if any(isinstance(face.get(k), str) and "//" in face[k] for k in ("name", "type_line", "mana_cost")):
            raise _Invalid(at, "a face's name, type line and mana cost are its own (no ' // ')")
        read.append(face)
    whole = " // ".join(str(f["name"]).strip() for f in read)
    # the whole card's own keys: its name (Scryfall's joins the faces'), and those a face may leave
    # to the card (a transforming card's mana cost is its front face's)
    _check_keys(rec, (*CARD_KEYS, "card_faces"), where)
    if rec.get("name") is not None and str(rec["name"]).strip().lower() != whole.lower():
        raise _Invalid(f"{where}.name", f"{rec['name']!r} is not the name of its faces joined, {whole!r}")

    def joined(key: str) -> str | None:
        values = [None if f.get(key) is None else str(f[key]) for f in read]
        return None if all(v is None for v in values) else " // ".join(v or "" for v in values)

    def same(a: Any, b: Any) -> bool:
        return " ".join(str(a or "").replace("—", "-").replace("–", "-").split()) == " ".join(str(b or "").replace("—", "-").replace("–", "-").split())

    # Scryfall's own keys of the whole card: its type line joins the faces'; its mana cost joins
    # them (a split card) or is the first face's (an adventurer card); the rest belong to a face
    if rec.get("type_line") is not None and not same(rec["type_line"], joined("type_line")):
        raise _Invalid(f"{where}.type_line", f"{rec['type_line']!r} is not its faces' type lines joined, {joined('type_line')!r}")
    if rec.get("mana_cost") is not None and not (same(rec["mana_cost"], joined("mana_cost")) or same(rec["mana_cost"], read[0].get("mana_cost"))):
        raise _Invalid(f"{where}.mana_cost", f"{rec['mana_cost']!r} is neither its faces' mana costs joined, {joined('mana_cost')!r}, nor its first face's")
    for key in CARD_KEYS:
        if key not in ("name", "type_line", "mana_cost") and rec.get(key) is not None:
            raise _Invalid(f"{where}.{key}", "belongs to a face: with card_faces, give each face its own")
    out: dict[str, Any] = {
        "name": whole,
        "type_line": joined("type_line"),
        "mana_cost": joined("mana_cost") or "",
        "oracle_text": "\n//\n".join(str(f.get("oracle_text") or "") for f in read),
    }
    for key in ("power", "toughness", "loyalty", "defense"):
        if joined(key) is not None:
            out[key] = joined(key)
    indicators = [f.get("color_indicator") for f in read]
    if any(indicators):
        out["color_indicator"] = " // ".join("".join(str(v) for v in i) if isinstance(i, list) else str(i or "") for i in indicators)
    return out


def _scryfall_names(rec: Mapping[Any, Any], where: str) -> Mapping[Any, Any]:
    """``rec`` with MTGJSON's keys under their Scryfall names (audit33); both given is an error."""
    if not any(k in rec for k in (*MTGJSON_CARD_KEYS, "faceName")):
        return rec
    out = dict(rec)
    if "faceName" in out:  # a face of a card with several faces: its own name, not the card's
        out["name"] = out.pop("faceName")
    for theirs, ours in MTGJSON_CARD_KEYS.items():
        if theirs in out:
            if ours in rec:
                raise _Invalid(where, f"gives both {theirs!r} (MTGJSON's name) and {ours!r}; give one")
            out[ours] = out.pop(theirs)
    return out


def _emblem(text: Any, where: str) -> Card:
    """s16: one of ``emblems: {you: [TEXT]}``, the text of an emblem a player has (114.1: "You get
    an emblem with '...'", written without its quotation marks): an object of the command zone with
    no types (114.3), whose abilities function there (114.4). Its name is ``where`` (for reasons).
    A sentence the grammar can't read is an error naming the key, as for a card."""
    if not isinstance(text, str) or not text.strip():
        raise _Invalid(where, f"expected the text of an emblem, got {_kind(text)}")
    try:
        abilities = parse_abilities(text.strip(), card_name=where, type_line=TypeLine(frozenset(), frozenset(), frozenset()))
    except CardTextError as e:
        raise _Invalid(where, f"emblem: {e}") from e
    got = re.fullmatch(r"emblems\.(?P<p>.+)\[(?P<i>\d+)\]", where)
    name = where if got is None else f"{'your' if got['p'] == 'you' else got['p'] + chr(39) + 's'} emblem {int(got['i']) + 1}"
    return Card(name, ManaCost.parse(""), TypeLine(frozenset(), frozenset(), frozenset()), text.strip(), abilities)


def _card(lib: CardLibrary, name: Any, where: str) -> Card:
    """The card read from the library; a card problem names the card and the text at fault."""
    if not isinstance(name, str) or not name.strip():
        raise _Invalid(where, f"expected a card name, got {name!r}")
    try:
        return lib.get(name)
    except UnknownCardError as e:
        raise _Invalid(where, str(e)) from None
    except ValueError as e:  # CardTextError, or a type line / mana cost that does not parse
        raise _Invalid(where, str(e) if _is_card_text_error(e) else f"card {name!r}: {e}") from None


def _is_card_text_error(e: ValueError) -> bool:
    """Whether ``e`` is the grammar's CardTextError (whose message already names the card and the
    sentence)."""
    return isinstance(e, CardTextError)


# --- permanents -------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Spec:
    """A permanent as written, before ids are given and attachments resolved."""

    where: str
    explicit_id: str | None
    attached_to: str | None
    permanent: Permanent
    copy_of: str | None = None  # static11: the ``copy_of`` reference as written (707.2)
    copy_given: bool = False
    entered_as: int | None = None  # types15: the option of "it becomes your choice of ..." (614.12)
    paired_with: str | None = None  # refs15: the ``paired_with`` reference as written (702.95b)
    paired_given: bool = False


def _permanent_specs(value: Any, players: tuple[str, ...], lib: CardLibrary) -> list[_Spec]:
    if value is None:
        return []
    if not isinstance(value, Mapping):
        raise _Invalid("battlefield", f"expected a mapping from player to a list of permanents, got {_kind(value)}")
    specs: list[_Spec] = []
    total = sum(len(v) for v in value.values() if isinstance(v, list))
    if total > MAX_PERMANENTS:
        raise _Invalid("battlefield", f"holds {total:,} permanents; at most {MAX_PERMANENTS:,} (input limit MAX_PERMANENTS)")
    for player, items in value.items():
        _check_player(player, players, "battlefield")
        for j, item in enumerate(_list(items, f"battlefield.{player}")):
            specs.append(_spec(item, player, players, lib, f"battlefield.{player}[{j}]", len(specs)))
    return specs


def _permanent_face(card: Card) -> Card:
    """audit19: a card with several faces named as a whole on the battlefield is the permanent it
    can be: its first face when that is a permanent card, else its first face that is (a modal
    double-faced card whose front is an instant or sorcery is on the battlefield with its land or
    permanent face up, 712.8d-e)."""
    if card.faces and not card.is_permanent_card:
        return next((f for f in card.faces if f.is_permanent_card), card)
    return card


def _is_token(item: Mapping[str, Any], card: Card, where: str, flag: Callable[[str], bool]) -> bool:
    """Whether the permanent is a token (111.1): the key ``token``, or a "Token ..." type line;
    audit33: ``token: false`` for a card whose type line says Token contradicts it."""
    if card.type_line.token and "token" in item and not flag("token"):
        raise _Invalid(f"{where}.token", f"{card.name}'s type line says it is a token (111.1); leave out token: false")
    return flag("token") or card.type_line.token


def _can_be_permanent(card: Card, where: str) -> Card:
    """audit33: an instant or sorcery card can't be on the battlefield (304.4, 307.4: if one would
    enter the battlefield, it remains in its previous zone); face down it is a 2/2 creature (708.2a)."""
    if card.card_types & {"Instant", "Sorcery"} and not card.is_permanent_card:  # planes, schemes: the command zone's, listed here
        kinds = " ".join(t.lower() for t in sorted(card.card_types, key=lambda t: t in ("Instant", "Sorcery")))
        raise _Invalid(where, f"{card.name} is {'an' if kinds[0] in 'aeiou' else 'a'} {kinds}: an instant or sorcery card can't be on the battlefield (304.4, 307.4); a face-down one (manifested, cloaked) is given with face_down: true (708.2a)")
    return card


def _spec(item: Any, controller: str, players: tuple[str, ...], lib: CardLibrary, where: str, timestamp: int) -> _Spec:
    if isinstance(item, str):
        card = _can_be_permanent(_permanent_face(_card(lib, item, where)), where)
        return _Spec(where, None, None, Permanent(id="", card=card, controller=controller, timestamp=timestamp, is_token=card.type_line.token))
    if not isinstance(item, Mapping):
        raise _Invalid(where, f"expected a card name or a mapping with 'card', got {_kind(item)}")
    _check_keys(item, PERMANENT_KEYS, where)
    if "card" not in item:
        raise _Invalid(where, "'card' is required in the long form")
    card = _permanent_face(_card(lib, item["card"], f"{where}.card"))

    def flag(key: str) -> bool:
        return _bool(item.get(key, False), f"{where}.{key}")

    face_down = flag("face_down")
    if face_down:  # becomes13: 708.2a: a 2/2 creature with no text, name, subtypes or mana cost
        if "copy_of" in item:
            raise _Invalid(f"{where}.face_down", "a face-down permanent entered as no copy: its copiable values are those of 708.2b")
        card = face_down_card(card)
    _can_be_permanent(card, where)

    if flag("prototype"):  # audit26: 718.3b: a prototyped spell's permanent has the prototype's cost, power and toughness
        if face_down:
            raise _Invalid(f"{where}.prototype", "a face-down permanent has the characteristics of 708.2a, not a prototype's")
        proto = prototyped_card(card)
        if proto is None:
            raise _Invalid(f"{where}.prototype", f"{card.name} has no prototype (702.160a)")
        card = proto

    if "merged_with" in item:  # audit32: mutate (702.140c, 702.140e, 730.2)
        card = _merged(card, item, lib, where)
    if item.get("attached_to") is not None and "Creature" in card.card_types:
        # audit32: a creature can't be attached (303.4d, 301.5c): attached, a creature card with
        # bestow is a bestowed Aura (702.103b), an Equipment with reconfigure no creature (702.151b)
        if card.has_keyword("bestow"):
            card = bestowed_card(card)
        elif card.has_keyword("reconfigure") or any(isinstance(a, ActivatedAbility) and a.keyword == "reconfigure" for a in card.abilities):
            # audit37: reconfigure is read as its two activated abilities (702.151a)
            card = reconfigured_card(card)

    owner = item.get("owner")
    if owner is not None:
        _check_player(owner, players, f"{where}.owner")
    resolved, resolutions = _resolutions(_list(item.get("resolved_this_turn"), f"{where}.resolved_this_turn"), f"{where}.resolved_this_turn")
    exiled = tuple(_card(lib, n, f"{where}.exiled[{i}]") for i, n in enumerate(_list(item.get("exiled"), f"{where}.exiled")))
    permanent = Permanent(
        id="",
        card=card,
        controller=controller,
        timestamp=timestamp,
        owner=owner,
        tapped=flag("tapped"),
        counters=_counters(item.get("counters"), f"{where}.counters"),
        chosen_color=_color(item["chosen_color"], f"{where}.chosen_color") if "chosen_color" in item else None,
        chosen_colors=(  # cov17: "choose up to two colors" (Desert Cenote)
            tuple(_color(c, f"{where}.chosen_colors[{i}]") for i, c in enumerate(_list(item["chosen_colors"], f"{where}.chosen_colors")))
            if "chosen_colors" in item else None
        ),
        noted_mana=_mana_type(item["noted_mana"], f"{where}.noted_mana") if "noted_mana" in item else None,  # manatail14
        summoning_sick=_summoning_sick(item, where),
        haste=flag("haste"),
        extra_types=frozenset(_strings(item.get("extra_types"), f"{where}.extra_types")),
        kicked=_kicked(item, where),
        kicked_with=_kicked_with(item, where),  # types15: 702.33e
        x=_count(item.get("x", 0), f"{where}.x"),
        used_this_turn=flag("used_this_turn"),
        is_token=_is_token(item, card, where, flag),  # audit18: a "Token ..." type line (111.1)
        resolved_this_turn=resolved,
        resolutions=resolutions,
        exiled=exiled,
        attacking=_bool(item["attacking"], f"{where}.attacking") if "attacking" in item else None,
        activated_this_turn=_activations(item["activated_this_turn"], f"{where}.activated_this_turn") if "activated_this_turn" in item else None,
        activated=_activations(item["activated"], f"{where}.activated") if "activated" in item else None,
        entered_this_turn=_bool(item["entered_this_turn"], f"{where}.entered_this_turn") if "entered_this_turn" in item else None,
        attacked_this_turn=_bool(item["attacked_this_turn"], f"{where}.attacked_this_turn") if "attacked_this_turn" in item else None,
        chosen_name=_chosen_name(item["chosen_name"], f"{where}.chosen_name") if "chosen_name" in item else None,
        chosen_type=_chosen_type(item["chosen_type"], card, f"{where}.chosen_type") if "chosen_type" in item else None,
        monstrous=_bool(item["monstrous"], f"{where}.monstrous") if "monstrous" in item else None,  # static11: 701.37b
        renowned=_bool(item["renowned"], f"{where}.renowned") if "renowned" in item else None,  # static11: 702.112b
        blocking=_bool(item["blocking"], f"{where}.blocking") if "blocking" in item else None,  # costs11: 509.1
        commander=flag("commander"),  # altcost11: 903.3
        level=_class_level(item["level"], f"{where}.level") if "level" in item else None,  # statics12: 716.2a
        face_down=face_down,  # becomes13: 708.2
    )
    explicit = _ref(item["id"], f"{where}.id") if "id" in item else None
    attached = _ref(item["attached_to"], f"{where}.attached_to") if "attached_to" in item else None
    copied = item.get("copy_of")  # static11: 707.2
    if copied is not None and (not isinstance(copied, str) or not copied.strip()):
        raise _Invalid(f"{where}.copy_of", f"expected the id of a permanent, a card name or null, got {copied!r}")
    entered_as = _count(item["entered_as"], f"{where}.entered_as") if "entered_as" in item else None  # types15
    paired = item.get("paired_with")  # refs15: 702.95b
    if paired is not None and (not isinstance(paired, str) or not paired.strip()):
        raise _Invalid(f"{where}.paired_with", f"expected the id of a permanent or null, got {paired!r}")
    return _Spec(
        where, explicit, attached, permanent, copied.strip() if isinstance(copied, str) else None, "copy_of" in item,
        entered_as=entered_as, paired_with=paired.strip() if isinstance(paired, str) else None, paired_given="paired_with" in item,
    )


def _merged(top: Card, item: Mapping[str, Any], lib: CardLibrary, where: str) -> Card:
    """audit32: ``merged_with: [NAME, ...]``: the permanent is a merged permanent (702.140c, 730.2)
    whose topmost component is its ``card`` and whose other components are these cards, top to
    bottom: it has the topmost component's characteristics and the abilities of every component
    (702.140e). It is the same object as the creature the mutating spells merged with (730.2),
    so whether it is summoning sick is that object's ``summoning_sick`` (302.6). Every component
    but one (that creature) was a creature spell cast for its mutate cost (702.140a)."""
    key = f"{where}.merged_with"
    if item.get("face_down") or "copy_of" in item or item.get("prototype"):
        raise _Invalid(key, "a merged permanent here is face up, entered as no copy and is not prototyped")
    names = _list(item.get("merged_with"), key)
    if not names:
        raise _Invalid(key, "expected the names of the other components, top to bottom")
    below = tuple(_permanent_face(_card(lib, n, f"{key}[{i}]")) for i, n in enumerate(names))
    components = (top, *below)
    if sum(1 for c in components if not c.has_keyword("mutate")) > 1:
        raise _Invalid(key, "a merged permanent is one creature and mutating creature spells merged with it: at most one component without mutate (702.140a)")
    if not all("Creature" in c.card_types for c in components):
        raise _Invalid(key, "every component of a merged permanent here is a creature card (702.140a: a mutating creature spell targets a creature)")
    return merged_card(top, below)


def _chosen_name(value: Any, where: str) -> str:
    """``chosen_name``: the card name chosen as the permanent entered ("Spells with the chosen name
    can't be cast", Meddling Mage), a non-empty string."""
    if not isinstance(value, str) or not value.strip():
        raise _Invalid(where, f"expected a card name, got {value!r}")
    return value.strip()


# "As this artifact enters, choose a creature type." / "... choose artifact, creature, enchantment,
# instant, or sorcery." (Cloud Key) / "choose a basic land type": what kind of word the card chooses
_CHOOSE_TYPE = re.compile(r"\bchoose\b[^.]*?\b(creature|basic land|nonbasic land|land|card) type\b", re.I)
_CHOOSE_LISTED = re.compile(r"\bchoose ((?:[a-z]+, )+(?:[a-z]+,? )?or [a-z]+)(?=[.\s])", re.I)


def _chosen_type(value: Any, card: Card, where: str) -> str:
    """``chosen_type``: the type chosen for the permanent as it entered ("Creatures you control of
    the chosen type get +1/+1"), checked against what its card says it chooses: a creature type
    (205.3m: not a card type, supertype or the subtype of another kind), a land type (205.3i), a
    basic land type, or one of the card types it lists (Cloud Key: 205.2a)."""
    if not isinstance(value, str) or not value.strip():
        raise _Invalid(where, f"expected a type, got {value!r}")
    word = value.strip()
    word = word[:1].upper() + word[1:]
    text = card.oracle_text
    listed = _CHOOSE_LISTED.search(text) if _CHOOSE_TYPE.search(text) is None else None
    if listed is not None:
        options = [w.strip().capitalize() for w in re.split(r",\s*(?:or\s+)?|\s+or\s+", listed.group(1)) if w.strip() and w.strip().lower() != "or"]
        if word.capitalize() not in options:
            raise _Invalid(where, f"{card.name} chooses one of {', '.join(options)}, not {value!r}")
        return word.capitalize()
    kind = _CHOOSE_TYPE.search(text)
    if kind is None:
        raise _Invalid(where, f"{card.name}'s text chooses no type")
    k = kind.group(1).lower()
    if k == "basic land" and word not in BASIC_LAND_TYPES:
        raise _Invalid(where, f"{card.name} chooses a basic land type ({', '.join(BASIC_LAND_TYPES)}), not {value!r}")
    if k in ("land", "nonbasic land") and word not in LAND_TYPES:
        raise _Invalid(where, f"{card.name} chooses a land type, not {value!r}")
    if k == "card" and word not in CARD_TYPES:
        raise _Invalid(where, f"{card.name} chooses a card type, not {value!r}")
    if k == "creature" and (word in CARD_TYPES or word in SUPERTYPES or word in LAND_TYPES or word in ARTIFACT_TYPES or word in ENCHANTMENT_TYPES):
        raise _Invalid(where, f"{card.name} chooses a creature type (205.3m), and {value!r} is not one")
    return word


def _in_combat(permanents: list[Permanent], phase: Phase, step: CombatStep | None, active: str) -> list[Permanent]:
    """costs11: the permanents with what is known of combat. A creature attacks only from the
    declaration of attackers (508.1) to the end of combat (506.4), and blocks only from the
    declaration of blockers (509.1): outside that window ``attacking`` and ``blocking`` are false
    whatever was given. Only the active player attacks (508.1a) and only defending players, never
    the active player, block (506.2, 509.1a): another player's creature is not attacking, the
    active player's is not blocking. Otherwise what the scenario gives (not given: not known)."""
    attacks = phase is Phase.COMBAT and step is not CombatStep.BEGINNING  # 506.4
    blocks = attacks and step is not CombatStep.DECLARE_ATTACKERS  # 509.1
    return [
        replace(
            p,
            attacking=p.attacking if attacks and p.controller == active else False,  # 508.1a
            blocking=p.blocking if blocks and p.controller != active else False,  # 509.1a
        )
        for p in permanents
    ]


def _summoning_sick(item: Mapping[str, Any], where: str) -> bool:
    """``summoning_sick`` (default false); ``entered_this_turn: true`` implies it (a permanent that
    entered this turn came under its controller's control this turn, 302.6), and saying both
    ``entered_this_turn: true`` and ``summoning_sick: false`` is a contradiction."""
    entered = _bool(item.get("entered_this_turn", False), f"{where}.entered_this_turn")
    if "summoning_sick" not in item:
        return entered
    sick = _bool(item["summoning_sick"], f"{where}.summoning_sick")
    if entered and not sick:
        raise _Invalid(f"{where}.entered_this_turn", "a permanent that entered this turn came under its controller's control this turn: it can't have summoning_sick: false (302.6)")
    return sick


def _players_list(m: Mapping[str, Any], key: str, players: tuple[str, ...]) -> tuple[str, ...] | None:
    """``city_blessing: [you]``, ``completed_dungeon: [you]``: the players who have it (the others
    don't); absent: the scenario does not say."""
    if key not in m:
        return None
    out = []
    for i, p in enumerate(_list(m[key], key)):
        _check_player(p, players, f"{key}[{i}]")
        out.append(p)
    return tuple(out)


def _speed(value: Any, where: str) -> int:
    """``speed: {you: 4}``: a player's speed (702.179: it starts at 1 and is at most 4; 0: none)."""
    n = _count(value, where)
    if n > 4:
        raise _Invalid(where, f"{n}: a player's speed is at most 4 (702.179, max speed)")
    return n


def _combat_step(value: Any, phase: Phase) -> CombatStep | None:
    """``combat_step``: one of the steps of combat (506.1), only with ``phase: combat``."""
    if value is None:
        return None
    names = [c.value for c in CombatStep]
    if value not in names:
        raise _Invalid("combat_step", f"expected one of {names}, got {value!r}")
    if phase is not Phase.COMBAT:
        raise _Invalid("combat_step", f"is given but the phase is {phase.value!r}, not 'combat'")
    return CombatStep(value)


def _activations(value: Any, where: str) -> dict[int, int]:
    """``activated_this_turn`` / ``activated``: a list of ability numbers (an ability listed twice
    was activated twice) or a mapping from ability number to times."""
    out: dict[int, int] = {}
    if isinstance(value, Mapping):
        for k, v in value.items():
            try:
                n = int(k)
            except (TypeError, ValueError):
                raise _Invalid(where, f"expected ability numbers as keys, got {k!r}") from None
            out[_count(n, where)] = _count(v, f"{where}.{k}")
        return out
    for i, n in enumerate(_list(value, where)):
        k = _count(n, f"{where}[{i}]")
        out[k] = out.get(k, 0) + 1
    return out


def _resolutions(items: list[Any], where: str) -> tuple[tuple[int, ...], tuple[Resolution, ...]]:
    """``resolved_this_turn`` entries: an ability number, or ``{ability: N, targets: [REF],
    number: K}`` (targets are resolved to ids once every permanent has one)."""
    numbers: list[int] = []
    records: list[Resolution] = []
    for i, entry in enumerate(items):
        w = f"{where}[{i}]"
        if isinstance(entry, Mapping):
            _check_keys(entry, ("ability", "targets", "number", "chosen", "next_spell_cast"), w)
            if "ability" not in entry:
                raise _Invalid(w, "'ability' is required")
            n = _count(entry["ability"], f"{w}.ability")
            targets = tuple(_ref(t, f"{w}.targets[{j}]") for j, t in enumerate(_list(entry.get("targets"), f"{w}.targets")))
            number = _count(entry["number"], f"{w}.number") if "number" in entry else None
            given = entry.get("chosen")
            chosen = tuple(_chosen_word(c, f"{w}.chosen[{j}]") for j, c in enumerate(_list([given] if isinstance(given, str) else given, f"{w}.chosen")))
            used = entry.get("next_spell_cast")  # enters16: 603.7c, the next spell already cast
            if used is not None and not isinstance(used, bool):
                raise _Invalid(f"{w}.next_spell_cast", f"expected true or false, got {used!r}")
            records.append(Resolution(n, targets, number, chosen, used))
        else:
            n = _count(entry, w)
        numbers.append(n)
    return tuple(numbers), tuple(records)


def _chosen_word(value: Any, where: str) -> str:
    """One word of a resolution's ``chosen``: a colour or a type, as a card would name it."""
    if not isinstance(value, str) or not value.strip():
        raise _Invalid(where, f"expected a word (a colour or a type), got {value!r}")
    return value.strip()


def _resolve_exile_targets(state: GameState) -> GameState:
    """manatail14: each ``targets`` reference of an exiled card's ``resolved`` entry, as the id of
    the permanent it names (115.1)."""
    if not any(r.targets for cards in state.exile.values() for c in cards for r in c.resolutions):
        return state
    exile: dict[str, tuple[ExiledCard, ...]] = {}
    for player, cards in state.exile.items():
        out = []
        for i, c in enumerate(cards):
            records = []
            for r in c.resolutions:
                try:
                    records.append(replace(r, targets=tuple(state.permanent(t).id for t in r.targets)))
                except UnknownReferenceError as e:
                    raise _Invalid(f"exile.{player}[{i}].resolved", str(e)) from None
            out.append(replace(c, resolutions=tuple(records)))
        exile[player] = tuple(out)
    return replace(state, exile=exile)


def _resolve_targets(state: GameState, specs: list[_Spec]) -> GameState:
    """Each ``targets`` reference of a ``resolved_this_turn`` entry, as the id of what it names."""
    state = _resolve_exile_targets(state)  # manatail14
    if not any(r.targets for p in state.permanents for r in p.resolutions):
        return state
    perms = list(state.permanents)
    for i, p in enumerate(perms):
        if not any(r.targets for r in p.resolutions):
            continue
        records = []
        for r in p.resolutions:
            ids = []
            for t in r.targets:
                try:
                    ids.append(state.permanent(t).id)
                except UnknownReferenceError as e:
                    if _in_a_graveyard(state, t):  # grants12: "target instant card in your graveyard" (115.1), by its name
                        ids.append(t)
                        continue
                    if t in state.players:  # audit29: "target player" (115.1: a player is a target too)
                        ids.append(t)
                        continue
                    raise _Invalid(f"{specs[i].where}.resolved_this_turn", str(e)) from None
            records.append(replace(r, targets=tuple(ids)))
        perms[i] = replace(p, resolutions=tuple(records))
    return state.with_permanents(perms)


def _in_a_graveyard(state: GameState, name: Any) -> bool:
    """grants12: whether ``name`` is the name of a card in a graveyard of the scenario (a target
    of "target instant or sorcery card in your graveyard", 115.1, named by the card's name)."""
    low = str(name).lower()
    return any(c.name.lower() == low for cards in state.graveyard.values() for c in cards)


def _assign_ids(specs: list[_Spec]) -> list[Permanent]:
    """Ids: the explicit ``id``; else the card name when exactly one permanent has that name;
    else ``Name#1``, ``Name#2``, ... in listing order, so that the bare name is ambiguous."""
    per_name = Counter(s.permanent.card.name.lower() for s in specs)
    numbered: Counter[str] = Counter()
    used: dict[str, str] = {}
    out: list[Permanent] = []
    for s in specs:
        name = s.permanent.card.name
        if s.explicit_id is not None:
            pid = s.explicit_id
        elif per_name[name.lower()] == 1:
            pid = name
        else:
            numbered[name.lower()] += 1
            pid = f"{name}#{numbered[name.lower()]}"
        if pid in used:
            raise _Invalid(s.where, f"id {pid!r} is already the id of {used[pid]}")
        used[pid] = s.where
        out.append(replace(s.permanent, id=pid))
    return out


def _enchants_players(card: Card) -> bool:
    """audit20: whether the card is an Aura that enchants a player ("Enchant player", "Enchant
    opponent"; 702.5a)."""
    return any(isinstance(a, Enchant) and a.parameter.lower() in ("player", "opponent") for a in card.abilities)


def _attach(state: GameState, specs: list[_Spec]) -> GameState:
    """Resolve each ``attached_to`` reference to the id of what it names."""
    if not any(s.attached_to is not None for s in specs):
        return state
    perms = list(state.permanents)
    for i, s in enumerate(specs):
        if s.attached_to is None:
            continue
        if s.attached_to in state.players and _enchants_players(perms[i].card):
            # audit20: an Aura with "Enchant player" (702.5a, 303.4: Overwhelming Splendor, the
            # Curses) is attached to a player, named by the player's name
            perms[i] = replace(perms[i], attached_to=s.attached_to)
            continue
        try:
            target = state.permanent(s.attached_to).id
        except UnknownReferenceError as e:
            raise _Invalid(f"{s.where}.attached_to", str(e)) from None
        if target == perms[i].id:
            raise _Invalid(f"{s.where}.attached_to", f"{perms[i].id!r} cannot be attached to itself")
        perms[i] = replace(perms[i], attached_to=target)
    return state.with_permanents(perms)


def _pair(state: GameState, specs: list[_Spec]) -> GameState:
    """refs15: each ``paired_with`` (soulbond, 702.95b): the id of the creature a permanent is
    paired with, or null (unpaired). A pairing is one relation of two creatures (702.95d: one
    partner each), so it is written on either and read in both directions; the two sides must
    agree. A permanent neither side names is not known to be paired or not (never assumed)."""
    if not any(s.paired_given for s in specs):
        return state
    perms = list(state.permanents)
    index = {p.id: i for i, p in enumerate(perms)}
    partner: dict[int, int | None] = {}
    for i, s in enumerate(specs):
        if not s.paired_given:
            continue
        where = f"{s.where}.paired_with"
        if s.paired_with is None:
            got = partner.get(i)
            if got is not None:
                raise _Invalid(where, f"{perms[i].id!r} is unpaired here, and paired with {perms[got].id!r} elsewhere")
            partner[i] = None
            continue
        try:
            j = index[state.permanent(s.paired_with).id]
        except UnknownReferenceError as e:
            raise _Invalid(where, str(e)) from None
        if j == i:
            raise _Invalid(where, f"{perms[i].id!r} cannot be paired with itself (702.95a: another creature)")
        for a, b in ((i, j), (j, i)):
            if a in partner and partner[a] != b:
                other = partner[a]
                said = "unpaired" if other is None else f"paired with {perms[other].id!r}"
                raise _Invalid(where, f"{perms[a].id!r} is {said} elsewhere; a creature is paired with one other only (702.95d)")
            partner[a] = b
    for i, k in partner.items():
        perms[i] = replace(perms[i], paired_with=None if k is None else perms[k].id, paired_given=True)
    return state.with_permanents(perms)


# --- static11: copies (707.2) ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _WithTypes:
    """audit32: a card's characteristics with the types an effect gave the permanent (the
    scenario's ``extra_types``: card types, supertypes, the rest subtypes), for a selector."""

    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]
    colors: TypeSet

    @staticmethod
    def of(card: Card, extra: frozenset[str]) -> "Card | _WithTypes":
        if not extra:
            return card
        return _WithTypes(
            card.card_types | (extra & CARD_TYPES), card.subtypes | (extra - CARD_TYPES - SUPERTYPES),
            card.supertypes | (extra & SUPERTYPES), card.colors,
        )


def _copies(state: GameState, specs: list[_Spec], lib: CardLibrary) -> GameState:
    """Each ``copy_of``: the permanent becomes the copy its "enter as a copy" ability made
    (707.2, 707.9b; layer 1, 613.2: before every other effect, so the copy is the card it is).

    The reference is a permanent of the scenario (id or name), or, when the card copies "a ...
    card in a graveyard", a card name. What it names must fit the ability's description by its
    copiable values (707.2: "any creature on the battlefield", "a creature you control") with
    the types the scenario says an effect gave it (``extra_types``; audit32: the choice sees the
    object as it is, the copy takes only its copiable values); an object that fitted it only
    through another effect as this one entered can't be named (that effect is not known here). A permanent copying a permanent that is itself a copy gets that
    copy's values (707.3); a circle of copies is an error."""
    if not any(s.copy_given for s in specs):
        return state
    perms = list(state.permanents)
    index = {p.id: i for i, p in enumerate(perms)}
    done: set[int] = set()

    def resolve(i: int, chain: tuple[int, ...]) -> Permanent:
        s, p = specs[i], perms[i]
        if i in done or not s.copy_given:
            return p
        where = f"{s.where}.copy_of"
        if i in chain:
            raise _Invalid(where, f"copies go round in a circle: {' -> '.join(perms[j].id for j in (*chain, i))}")
        entry = entering_as_copy(p.card)
        if entry is None:
            raise _Invalid(where, f"{p.card.name}'s text has no \"enter as a copy\" ability that the grammar reads (707.2)")
        if s.copy_of is None:  # copy_of: null: it entered as itself
            perms[i] = replace(p, copy_given=True)
            done.add(i)
            return perms[i]
        if entry.duration and not (p.entered_this_turn or p.summoning_sick):
            # copies14, 611.2a: "become a copy ... until end of turn" as it entered (Cursed Mirror):
            # a copy now only if it entered this turn, which the scenario must say
            raise _Invalid(where, f"“{entry.text}” lasts {entry.duration}: it is a copy now only if it entered this turn (say entered_this_turn: true, or copy_of: null)")
        if entry.graveyard:
            original = _card(lib, s.copy_of, where)
            copied_name = original.name
            fits = entry.what.matches_characteristics(original)
        else:
            try:
                target = state.permanent(s.copy_of)
            except UnknownReferenceError as e:
                raise _Invalid(where, str(e)) from None
            if target.id == p.id:
                raise _Invalid(where, f"{p.id!r} cannot enter as a copy of itself")
            resolved = resolve(index[target.id], (*chain, i))
            original, copied_name = resolved.card, target.id
            # audit32: the object is chosen as it is now (a Mutavault animated this turn is "any
            # creature on the battlefield"), though only its copiable values are copied (707.2;
            # Clone's ruling: a copy of an animated land is a noncreature land): the types the
            # scenario says an effect gave it (extra_types) count for the choice
            fits = entry.what.matches(
                _WithTypes.of(original, target.extra_types), obj_id=target.id, obj_controller=target.controller, viewer_id=p.id,
                viewer_controller=p.controller, obj_is_token=target.is_token,
            )
        if not fits:
            raise _Invalid(where, f"{s.copy_of!r} is not {_article(str(entry.what))} by its copiable values (707.2), as “{entry.text}” requires")
        perms[i] = replace(p, card=copy_card(original, entry, p.card.name), copy_of=copied_name, copy_given=True)
        done.add(i)
        return perms[i]

    for i in range(len(perms)):
        resolve(i, ())
    return state.with_permanents(perms)


def _entered_as(state: GameState, specs: list[_Spec]) -> GameState:
    """types15: each ``entered_as: N``: the permanent is the form its "As this creature enters, it
    becomes your choice of ..." ability's option N made it (614.12; 707.2: part of its copiable
    values, so after its copy effect if it entered as a copy, 707.3, and before every other
    effect). A card without such an ability, or an N that is no option, is an error; a card with
    one and no key is an error when the board is computed (the layers name the key)."""
    perms = list(state.permanents)
    changed = False
    for i, (s, p) in enumerate(zip(specs, perms)):
        if s.entered_as is None:
            continue
        where = f"{s.where}.entered_as"
        entry = entering_as_choice(p.card)
        if entry is None:
            raise _Invalid(where, f"{p.card.name}'s text has no \"As this creature enters, it becomes your choice of ...\" ability that the grammar reads (614.12)")
        if not 0 <= s.entered_as < len(entry.options):
            raise _Invalid(where, f"expected an option from 0 to {len(entry.options) - 1} of “{entry.text}”, got {s.entered_as}")
        perms[i] = replace(p, card=chosen_form(p.card, entry, s.entered_as), entered_as=s.entered_as)
        changed = True
    return state.with_permanents(perms) if changed else state


def _resolved_copies(state: GameState, specs: list[_Spec]) -> GameState:
    """copies14: each copy effect that an ability listed in ``resolved_this_turn`` created ("This
    land becomes a copy of target land, except it has this ability", Thespian's Stage): the
    permanent becomes a copy of what the resolution targeted (707.2; 613.2a: layer 1, so the copy
    is the card it is before any other effect, as with ``copy_of``). Every duration such an effect
    has here ("until end of turn", "until your next turn", none) lasts through the scenario's turn.

    What it copies has its copiable values, a copy itself when it copied something (707.3); it must
    fit the effect's description by those values ("target land", "target permanent card in your
    graveyard": a card of the controller's graveyard, named). The resolution is then spent: the
    permanent's abilities are the copy's, so it can list no other resolution of its former ones.
    """
    perms = list(state.permanents)
    copying = {i: c for i, p in enumerate(perms) if (c := [n for n in p.resolved_this_turn if n < len(p.card.abilities) and copy_effects(p.card.abilities[n])])}
    if not copying:
        return state
    index = {p.id: i for i, p in enumerate(perms)}
    done: set[int] = set()

    def resolve(i: int, chain: tuple[int, ...]) -> Permanent:
        p = perms[i]
        if i in done or i not in copying:
            return p
        where = f"{specs[i].where}.resolved_this_turn"
        if i in chain:
            raise _Invalid(where, f"copies go round in a circle: {' -> '.join(perms[j].id for j in (*chain, i))}")
        if len(p.resolved_this_turn) != len(copying[i]) or len(copying[i]) > 1:
            raise _Invalid(where, f"{p.id} became a copy (707.2): its abilities are then the copy's, so list only the one copy effect that resolved")
        idx = copying[i][0]
        ability = p.card.abilities[idx]
        effects = copy_effects(ability)
        if len(effects) != len(getattr(ability, "continuous", ())) or len(effects) > 1:
            raise _Invalid(where, f"{p.id}: ability {idx} (“{getattr(ability, 'text', '')}”) creates other effects beside its copy effect, which a copy would not keep here")
        effect = effects[0]
        targets = p.resolution(idx).targets
        if not targets:
            raise _Invalid(where, f"{p.id}: ability {idx} (“{effect.text}”) makes it a copy of {effect.what.text}: say which with resolved_this_turn: [{{ability: {idx}, targets: [REF]}}]")
        what = replace(effect.what, relation=Relation.NONE)
        if effect.graveyard:
            original = next((c for c in state.graveyard.get(p.controller, ()) if c.name.lower() == targets[0].lower()), None)
            if original is None:
                raise _Invalid(where, f"{targets[0]!r} is not a card in {p.controller}'s graveyard, as “{effect.text}” requires")
            fits = what.matches_characteristics(original)
        else:
            try:
                target = state.permanent(targets[0])
            except UnknownReferenceError:
                raise _Invalid(where, f"{targets[0]!r} is not a permanent on the battlefield, as “{effect.text}” requires (707.2)") from None
            if target.id == p.id:
                raise _Invalid(where, f"{p.id!r} cannot become a copy of itself (115.5: it is not another target)")
            original = resolve(index[target.id], (*chain, i)).card
            fits = what.matches(original, obj_id=target.id, obj_controller=target.controller, viewer_id=p.id, viewer_controller=p.controller, obj_is_token=target.is_token)
        if not fits:
            raise _Invalid(where, f"{targets[0]!r} is not {effect.what.text} by its copiable values (707.2), as “{effect.text}” requires")
        rest = tuple(r for r in p.resolutions if r.ability != idx)
        perms[i] = replace(p, card=became_copy(original, effect, p.card, ability), resolved_this_turn=(), resolutions=rest)
        done.add(i)
        return perms[i]

    for i in copying:
        resolve(i, ())
    return state.with_permanents(perms)


def _article(phrase: str) -> str:
    """"a creature you control" as written, "any creature on the battlefield" for a bare noun."""
    return phrase if phrase.lower().startswith(("a ", "an ", "another ", "any ")) else f"any {phrase}"


# --- small validators -------------------------------------------------------------------------


def _check_keys(m: Mapping[Any, Any], allowed: Sequence[str], where: str) -> None:
    for key in m:
        if key not in allowed:
            raise _Invalid(where, f"unknown key {key!r}{_suggest(key, allowed)}")


def _suggest(word: Any, choices: Sequence[str]) -> str:
    close = difflib.get_close_matches(str(word), list(choices), n=1, cutoff=0.6)
    return f" (did you mean {close[0]!r}?)" if close else ""


def _attacked(value: Any, players: tuple[str, ...]) -> tuple[str, ...] | None:
    """``attacked: [players]``: the players attacked this combat (508.1b), for "only if you've
    been attacked this step"; absent: not known."""
    if value is None:
        return None
    if not isinstance(value, list):
        raise _Invalid("attacked", f"expected a list of players, got {value!r}")
    for p in value:
        _check_player(p, players, "attacked")
    return tuple(value)


def _check_player(player: Any, players: tuple[str, ...], where: str) -> None:
    if player not in players:
        raise _Invalid(where, f"{player!r} is not a player (players: {', '.join(players)})")


def _per_player(m: Mapping[str, Any], key: str, players: tuple[str, ...], convert: Callable[[Any, str], Any]) -> dict[str, Any]:
    value = m.get(key)
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise _Invalid(key, f"expected a mapping from player to value, got {_kind(value)}")
    out: dict[str, Any] = {}
    for player, v in value.items():
        _check_player(player, players, key)
        out[player] = convert(v, f"{key}.{player}")
    return out


def _list(value: Any, where: str) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise _Invalid(where, f"expected a list, got {_kind(value)}")
    return value


def _strings(value: Any, where: str) -> list[str]:
    items = _list(value, where)
    for i, s in enumerate(items):
        if not isinstance(s, str) or not s.strip():
            raise _Invalid(f"{where}[{i}]", f"expected a non-empty string, got {s!r}")
    return items


def _bool(value: Any, where: str) -> bool:
    if not isinstance(value, bool):
        raise _Invalid(where, f"expected true or false, got {value!r}")
    return value


def _int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise _Invalid(where, f"expected a whole number, got {_short(value)}")
    if abs(value) > MAX_NUMBER:
        raise _Invalid(where, f"expected a whole number of at most {MAX_NUMBER:,} in size, got one of {len(str(abs(value)))} digits (input limit MAX_NUMBER)")
    return value


def _short(value: Any, width: int = 80) -> str:
    """``repr(value)`` cut to ``width`` characters, for messages about values of any size (the
    value is bounded by the input limits, so its repr is too)."""
    text = repr(value)
    return text if len(text) <= width else text[: width - 1] + "…"


def _turn_number(value: Any, where: str) -> int:
    """statics12: which of a player's own turns of the game is the current or most recent one (a
    whole number from 1: their first turn)."""
    n = _int(value, where)
    if n < 1:
        raise _Invalid(where, f"expected a turn of the game, a whole number from 1 (the player's first turn), got {n}")
    return n


def _class_level(value: Any, where: str) -> int:
    """statics12: a Class's level (716.2a): a whole number from 1 (a Class enters at level 1)."""
    n = _int(value, where)
    if n < 1:
        raise _Invalid(where, f"expected a Class level, a whole number from 1, got {n}")
    return n


def _count(value: Any, where: str) -> int:
    n = _int(value, where)
    if n < 0:
        raise _Invalid(where, f"expected a whole number from 0, got {n}")
    return n


def _kicked_with(item: Mapping[str, Any], where: str) -> tuple[ManaCost, ...] | None:
    """types15: ``kicked_with: ["{1}{B}"]``, the kicker costs paid for the permanent's spell
    (702.33e); None when not given."""
    if "kicked_with" not in item:
        return None
    got = item["kicked_with"]
    got = [got] if isinstance(got, str) else got
    if not isinstance(got, list) or not all(isinstance(c, str) for c in got):
        raise _Invalid(f"{where}.kicked_with", f"expected a list of kicker costs, got {_kind(got)}")
    try:
        return tuple(ManaCost.parse(c) for c in got)
    except InputError as exc:
        raise _Invalid(f"{where}.kicked_with", str(exc)) from None


def _kicked(item: Mapping[str, Any], where: str) -> int:
    """How many times its spell was kicked (107.3m, 702.33d): ``kicked``, or how many costs
    ``kicked_with`` lists; both given must agree (types15)."""
    paid = _kicked_with(item, where)
    n = _count(item.get("kicked", 0 if paid is None else len(paid)), f"{where}.kicked")
    if paid is not None and n != len(paid):
        raise _Invalid(f"{where}.kicked", f"kicked {n} but kicked_with lists {len(paid)} cost(s)")
    return n


def _counters(value: Any, where: str) -> dict[str, int]:
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise _Invalid(where, f"expected a mapping from counter kind to number, e.g. {{charge: 2}}, got {_kind(value)}")
    out: dict[str, int] = {}
    for kind, n in value.items():
        if not isinstance(kind, str) or not kind.strip():
            raise _Invalid(where, f"counter kind must be a name, got {kind!r}")
        out[kind] = _count(n, f"{where}.{kind}")
    return out


def _color(value: Any, where: str) -> ManaType:
    if not isinstance(value, str):
        raise _Invalid(where, f"expected one of W U B R G, got {value!r}")
    try:
        return color_of(value)
    except ValueError as e:
        raise _Invalid(where, f"{e}; expected one of W U B R G") from None


def _mana_type(value: Any, where: str) -> ManaType:
    """manatail14: a type of mana, W U B R G or C (or a colour's name, "colorless")."""
    if not isinstance(value, str):
        raise _Invalid(where, f"expected one of W U B R G C, got {value!r}")
    try:
        return ManaType.parse(value)
    except ValueError as e:
        raise _Invalid(where, f"{e}; expected one of W U B R G C") from None


def _ref(value: Any, where: str) -> str:
    if isinstance(value, bool) or not isinstance(value, (str, int)) or not str(value).strip():
        raise _Invalid(where, f"expected an id or a card name, got {value!r}")
    return str(value)


def _kind(value: Any) -> str:
    """A short description of a value's YAML shape, for messages."""
    if isinstance(value, Mapping):
        return "a mapping"
    if isinstance(value, list):
        return "a list"
    return repr(value)


# --- queries ----------------------------------------------------------------------------------


def _queries(value: Any) -> tuple[tuple[Query, ...], str | None]:
    """The queries as far as they can be read, and a problem with the list itself (if any)."""
    if value is None:
        return (), None
    if not isinstance(value, list):
        return (), f"expected a list of queries, got {_kind(value)}"
    return tuple(_query(item, i) for i, item in enumerate(value)), None


def read_query(item: Any, *, index: int = 0, players: Sequence[str] | None = None, where: str | None = None) -> Query:
    """One query as a scenario file writes it (``{could_produce: Forest, expect: [G]}``), read
    and checked: a :class:`Query` with its ``spec``, or an :class:`InvalidQuery` naming the
    problem. ``players`` are the scenario's (a ``player`` key must name one of them)."""
    q = _query(item, index, where)
    return q if isinstance(q, InvalidQuery) else _read_spec(q, players)


def _read_spec(q: Query, players: Sequence[str] | None) -> Query:
    """The query with its value read (:func:`model.queries.parse_query`); a malformed value makes
    it an :class:`InvalidQuery` whose problem is the message that names the kind and the key."""
    if isinstance(q, InvalidQuery):
        return q
    try:
        spec = parse_query(q.kind, q.value, players=players)
    except QueryError as e:
        expects = {k: getattr(q, k) for k in EXPECT_KEYS if getattr(q, k) is not MISSING}
        return InvalidQuery(q.kind, q.value, q.index, problem=str(e), **expects)
    return replace(q, spec=spec)


def _query(item: Any, index: int, where: str | None = None) -> Query:
    """One query: exactly one kind key plus optional expectations; anything else makes it an
    :class:`InvalidQuery` naming the problem."""
    where = f"queries[{index}]" if where is None else where
    if not isinstance(item, Mapping):
        return InvalidQuery("?", item, index, problem=f"{where}: expected a mapping with one of {', '.join(QUERY_KINDS)}, got {_kind(item)}")
    kinds = [k for k in item if k in QUERY_KINDS]
    unknown = [k for k in item if k not in QUERY_KINDS and k not in EXPECT_KEYS]
    expects = {k: item[k] for k in EXPECT_KEYS if k in item}
    kind = kinds[0] if len(kinds) == 1 else "?"
    value = item[kinds[0]] if len(kinds) == 1 else None
    problem = None
    if unknown:
        problem = f"unknown key {unknown[0]!r}{_suggest(unknown[0], QUERY_KINDS + EXPECT_KEYS)}"
    elif not kinds:
        problem = f"no query kind; expected exactly one of {', '.join(QUERY_KINDS)}"
    elif len(kinds) > 1:
        problem = f"more than one query kind: {', '.join(kinds)}"
    elif kind not in ("cast_options", "available_mana") and ("expect_includes" in expects or "expect_excludes" in expects):
        problem = "expect_includes and expect_excludes belong to cast_options and available_mana queries only"
    else:
        for k in ("expect_includes", "expect_excludes"):
            v = expects.get(k)
            if k not in expects:
                continue
            if kind == "cast_options" and (not isinstance(v, list) or not all(isinstance(x, Mapping) for x in v)):
                problem = f"{k} must be a list of mappings (each a partial cast option), got {v!r}"
                break
            if kind == "available_mana" and (not isinstance(v, list) or not all(isinstance(x, str) for x in v)):
                problem = f"{k} must be a list of pools written as mana strings (such as \"GGW\"), got {v!r}"
                break
    if not problem:
        for key, v in [(kind, value), *expects.items()]:
            if count_values(v, MAX_QUERY_VALUES) > MAX_QUERY_VALUES:
                problem = f"{key}: holds more than {MAX_QUERY_VALUES:,} values (input limit MAX_QUERY_VALUES)"
                expects = {}  # a report carries what the query says: not this
                value = None
                break
    if problem:
        return InvalidQuery(kind, value, index, problem=f"{where}: {problem}", **expects)
    return Query(kind, value, index, **expects)


def count_values(value: Any, stop: int) -> int:
    """How many values (scalars, lists, mappings, keys not counted) ``value`` holds, counting up
    to just past ``stop`` (iterative; the value is a plain tree: :func:`plain_data`)."""
    n = 0
    stack = [value]
    while stack and n <= stop:
        v = stack.pop()
        n += 1
        if isinstance(v, Mapping):
            stack.extend(v.values())
        elif isinstance(v, (list, tuple)):
            stack.extend(v)
    return n
