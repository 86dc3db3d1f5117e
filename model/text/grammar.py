"""The lark parser for ``mana.lark``, built once and shared, and a safe ``read`` around it.

The parser is an Earley parser over a basic (word) lexer: Earley accepts the natural, ambiguous
shape of English phrases without LALR contortions, and the basic lexer makes every keyword a
whole word (so "another" is never read as "an other"). The parser is built by a cached factory
(``functools.lru_cache``), not held in a module-level variable: nothing is built until the first
card is read, and nothing mutable is shared.

Building it (reading the grammar, compiling its terminals and rules) takes a fifth of a second,
so it is also kept on disk, in the user's cache folder (:func:`cache_file`): a file named by a
hash of the grammar, the start symbols, the parser's options and the versions of lark and
Python, written atomically, read back in a fortieth of the time, and rebuilt whenever it is
missing, stale or unreadable. ``MANASOLVE_CACHE_DIR`` chooses the folder; set to an empty string
it turns the disk cache off. Nothing is ever written inside the installed package.
"""

from __future__ import annotations

import functools
import hashlib
import importlib
import io
import os
import pickle
import sys
import tempfile
import types
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Callable, Mapping

from ..abilities import Ability
from ..vocabulary import join_multi_word_subtypes
from .translate import Translator, Unreadable

if TYPE_CHECKING:
    from lark import Lark, Token, Tree

START_SYMBOLS = (
    "cost_part",
    "mana_sentence",
    "mana_clause",
    "self_replacement",
    "replacement",
    "tap_trigger",
    "static_sentence",
    "casting_sentence",
    "target_phrase",
    "activation_condition",
    "trigger_instead",
    "count_sentence",
    "spend_restriction",
    "spell_phrase",
    "pool_sentence",
    "ability_cost_change",
    "activator_sentence",
    "permit_sentence",  # permit10: casting permissions and prohibitions, player keywords, alternative costs
    "mana_rider",  # counters10: what mana does when it is spent (106.6a)
    "tap_permission",  # manatail18: "Until end of turn, you may tap lands you don't control for mana." (Piracy)
    "commander_sentence",  # altcost11: "If you control a commander, you may cast this spell without paying its mana cost." (903.3, 118.9)
)

_OPTIONS: Mapping[str, Any] = MappingProxyType({"parser": "earley", "lexer": "basic", "propagate_positions": True})


@functools.lru_cache(maxsize=1)
def mana_parser() -> Lark:
    """The parser for every start symbol of ``mana.lark`` (built on first use, then reused; read
    from the disk cache when a valid one is there)."""
    grammar = resources.files(__package__).joinpath("mana.lark").read_text(encoding="utf-8")
    path = cache_file(grammar)
    if path is not None:
        cached = _load(path)
        if cached is not None:
            return cached
    from lark import Lark

    parser = Lark(grammar, start=list(START_SYMBOLS), **_OPTIONS)
    if path is not None:
        _save(parser, path)
    return parser


def cache_file(grammar: str) -> Path | None:
    """Where the built parser of ``grammar`` is kept: ``$MANASOLVE_CACHE_DIR``, else
    ``$XDG_CACHE_HOME/manasolve``, else ``~/.cache/manasolve``; None when the cache is off
    (``MANASOLVE_CACHE_DIR=""``) or no home folder is known."""
    import lark

    folder = os.environ.get("MANASOLVE_CACHE_DIR")
    if folder == "":
        return None
    if folder is None:
        base = os.environ.get("XDG_CACHE_HOME")
        if not base:
            try:
                base = str(Path.home() / ".cache")
            except RuntimeError:
                return None
        folder = os.path.join(base, "manasolve")
    key = "\n".join([grammar, repr(START_SYMBOLS), repr(sorted(_OPTIONS.items())), lark.__version__, sys.version])
    return Path(folder) / f"grammar-{hashlib.sha256(key.encode()).hexdigest()[:24]}.pickle"


class _Pickler(pickle.Pickler):
    """Pickles the parser; the modules it refers to (the ``re`` it compiles with) by name."""

    def reducer_override(self, obj: Any) -> Any:
        if isinstance(obj, types.ModuleType):
            return importlib.import_module, (obj.__name__,)
        return NotImplemented


def _save(parser: Lark, path: Path) -> None:
    """Write the parser to ``path`` atomically; any failure (a read-only or full disk, a parser
    that cannot be pickled) leaves the cache empty, never the question unanswered."""
    try:
        buffer = io.BytesIO()
        _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(parser)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(buffer.getvalue())
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except Exception:
        return


def _load(path: Path) -> Lark | None:
    """The parser kept at ``path``, or None when there is none or it cannot be read (it is then
    built again and rewritten). The file is the user's own, written by :func:`_save`."""
    from lark import Lark

    try:
        with open(path, "rb") as f:
            parser = pickle.load(f)
    except Exception:
        return None
    return parser if isinstance(parser, Lark) else None


# Words without which a phrase cannot be of that start symbol: a cheap test that spares the
# Earley parser most sentences of a card (only a tenth of Oracle sentences are about mana).
_NEEDS: Mapping[str, Callable[[str], bool]] = MappingProxyType({
    "cost_part": lambda low: True,
    "mana_sentence": lambda low: "add" in low or low.startswith("double the amount"),  # "Add ...", "Choose a color. Add ...", "For each color ..., add ..."
    "mana_clause": lambda low: "add" in low,
    "self_replacement": lambda low: (low.startswith("if") or low.startswith("add")) and "instead" in low,  # s9: "Add ... instead if ..." (614.15)
    "trigger_instead": lambda low: low.startswith("if") and "instead" in low and "add" in low,
    "count_sentence": lambda low: low.startswith("count the number"),
    "replacement": lambda low: "produce" in low or "would add" in low,  # manatail14: "... that would add colored mana instead add ..." (False Dawn)
    "tap_trigger": lambda low: ("for" in low or "causes" in low) and "add" in low,
    "static_sentence": lambda low: any(
        w in low for w in (" is ", " are ", " has ", " have ", "become", " gain", " lose", " get", "be activated", "as though")
    ) or low.startswith("it has")
    or "legend rule" in low or "state-based actions" in low  # s18: 704.5j, 704 (Mirror Gallery, Rules Lawyer)
    or low.startswith("when you next cast ")  # enters16: a delayed trigger about the next spell (603.7c)
    or low.startswith("the next ") and "as though it had flash" in low  # enters16: 702.8a, for the next spell
    or low.startswith("if you cast a") and " this way, " in low  # enters16: after a permission (601.3)
    or low.startswith("switch ")  # pt10: "Switch target creature's power and toughness" (613.4d)
    or low.startswith("this turn, ")  # counters14: "This turn, each creature you control enters with ..." (611.2a)
    or " or crew vehicles" in low  # audit30: "... can't attack, block, or crew Vehicles" (702.122a)
    or " its toughness rather than its power" in low  # audit30: "crews Vehicles using its toughness rather than its power" (702.122a)
    or " can boast " in low  # keys15: "Creatures you control can boast twice ..." (702.142a)
    or " triggers an additional time" in low  # audit27: "If a triggered ability of ... triggers, it triggers an additional time." (603.2d)
    or " isn't snow" in low  # types16: "Target snow permanent isn't snow until end of turn." (205.4)
    or "t be sacrificed" in low  # bans19: "<permanents> can't be sacrificed." (701.21a)
    or "life total can't" in low  # bans19: "Until your next turn, your life total can't change" (611.2a)
    or "you may " in low and " cast " in low and " from " in low and ("until end of turn" in low or " this turn" in low)  # audit25: a permission to cast for a duration (611.2a)
    or "you may activate" in low and "loyalty abilities" in low,  # audit24: Oath of Teferi, Teferi, Master of Time, The Wandering Emperor (606.3)
    "casting_sentence": lambda low: any(w in low for w in ("to cast", "enters", "you may", "to activate", " costs you pay ", "escapes with", "players may spend", " enter with", "any player may cast")) or low.startswith(("cast ", "x can")) or " has flash" in low or " would put " in low or " would be put " in low or " counters put on " in low or "counters can't be put on " in low or "double the value of x" in low,  # audit35: Unbound Flourishing (107.3m); audit31: counters that can't be put (101.2); audit18: counters put (614.1a); costs14: "This spell has flash as long as ..."; zones11: "escapes with" (702.138c); costs13: "players may spend"; activation13: " enter with"; audit21: Aluren
    "target_phrase": lambda low: "target" in low,
    "activation_condition": lambda low: low.startswith(("activate only", "activate no more", "activate this ability only", "you can't activate this ability", "you can’t activate this ability")),  # activation13: the last three
    "spend_restriction": lambda low: low.startswith(("spend this mana only", "this mana can't be spent", "you can't spend this mana")),  # manatail10: the last
    "spell_phrase": lambda low: "spell" in low,
    "pool_sentence": lambda low: "lose" in low and "mana" in low,
    "ability_cost_change": lambda low: low.startswith("this ability costs"),
    "activator_sentence": lambda low: "may activate this ability" in low,
    # permit10: "You have hexproof", "... can't cast ...", "... as though they had flash", "... rather than pay ..."
    "permit_sentence": lambda low: low.startswith("you have") or "t cast" in low or "cannot cast" in low
    or "though they had flash" in low or "rather than pay" in low or "t be cast" in low
    or "may cast this spell without paying" in low or "may cast ~ without paying" in low  # altcost16: a free cast under a condition (118.9)
    or "cast spells only during" in low or "cast no more than" in low  # among17: Dosan, Fires of Invention (601.3)
    or "without paying their mana costs" in low  # among17: Fires of Invention's free casts (118.9)
    or "could cast a sorcery" in low  # casting10: "Each opponent can cast spells only any time they could cast a sorcery" (307.1)
    or "be the targets of" in low or "be the target of" in low or "mana on x" in low  # casting10: "Cards in graveyards can't be the targets of spells or abilities" (115.1)
    or "have flash" in low  # grants12: "Creature cards you own that aren't on the battlefield have flash" (702.8a)
    or " can cast only " in low  # cov17: "You can cast only one more spell this turn." (Irencrag Feat)
    or "t activate abilities of" in low or "loyalty abilities" in low
    or "mana to cast this spell" in low or "mana produced by" in low
    or "t pay life" in low or "life total can't" in low or "t lose life" in low,  # bans19: 118.3, 119.8  # "Spend only mana produced by creatures to cast this spell" (106.6)  # activation13: "Your opponents can't activate abilities of artifacts" (602.5)  # grants12: "Creature cards you own that aren't on the battlefield have flash" (702.8a)
    # counters10: "If that mana is spent on ...", "When you spend this mana to cast ..." (106.6a)
    "mana_rider": lambda low: "mana is spent" in low or "spend this mana" in low,
    "tap_permission": lambda low: low.startswith("until end of turn, you may tap ") and low.rstrip(".").endswith(" for mana"),
    "commander_sentence": lambda low: low.startswith("if you control a commander") or low.startswith("rather than pay") and "command zone" in low,  # altcost11; s16: Liesa
})


def parse_tree(text: str, start: str) -> Tree[Token] | None:
    """The parse tree of ``text`` as a ``start`` phrase, or None when it is not one."""
    if not _NEEDS[start](text.lower()):
        return None
    from lark.exceptions import LarkError

    parser = mana_parser()  # a grammar that does not build is a bug: never read as "no match"
    try:
        # manatail18: a multi-word subtype ("Time Lord", 205.3m) is one WORD to the grammar; the
        # joined text has the same length, so the translator's slices of ``text`` stay right
        return parser.parse(join_multi_word_subtypes(text), start=start)
    except LarkError:
        return None


def read(text: str, start: str, read_quoted: Callable[[str], tuple[Ability, ...]]) -> object | None:
    """``text`` read as a ``start`` phrase into model data, or None when the grammar does not
    match it or the data model cannot hold what it says (:class:`Unreadable`)."""
    tree = parse_tree(text, start)
    if tree is None:
        return None
    from lark.exceptions import VisitError

    try:
        return Translator(text, read_quoted).transform(tree)
    except VisitError as e:
        if isinstance(e.orig_exc, Unreadable):
            return None
        raise e.orig_exc from e  # a CardTextError from a quoted ability, or a bug: not hidden
    except Unreadable:
        return None
