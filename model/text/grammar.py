"""The lark parser for ``mana.lark``, built once and shared, and a safe ``read`` around it.

The parser is an Earley parser over a basic (word) lexer: Earley accepts the natural, ambiguous
shape of English phrases without LALR contortions, and the basic lexer makes every keyword a
whole word (so "another" is never read as "an other"). The parser is built by a cached factory
(``functools.lru_cache``), not held in a module-level variable: nothing is built until the first
card is read, and nothing mutable is shared.
"""

from __future__ import annotations

import functools
from importlib import resources
from types import MappingProxyType
from typing import Callable, Mapping

from lark import Lark, Token, Tree
from lark.exceptions import LarkError, VisitError

from ..abilities import Ability
from .translate import Translator, Unreadable

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
    "spell_phrase",
)


@functools.lru_cache(maxsize=1)
def mana_parser() -> Lark:
    """The parser for every start symbol of ``mana.lark`` (built on first use, then reused)."""
    grammar = resources.files(__package__).joinpath("mana.lark").read_text(encoding="utf-8")
    return Lark(
        grammar,
        start=list(START_SYMBOLS),
        parser="earley",
        lexer="basic",
        propagate_positions=True,
    )


# Words without which a phrase cannot be of that start symbol: a cheap test that spares the
# Earley parser most sentences of a card (only a tenth of Oracle sentences are about mana).
_NEEDS: Mapping[str, Callable[[str], bool]] = MappingProxyType({
    "cost_part": lambda low: True,
    "mana_sentence": lambda low: "add" in low,  # "Add ...", "Choose a color. Add ...", "For each color ..., add ..."
    "mana_clause": lambda low: "add" in low,
    "self_replacement": lambda low: low.startswith("if") and "instead" in low,
    "trigger_instead": lambda low: low.startswith("if") and "instead" in low and "add" in low,
    "count_sentence": lambda low: low.startswith("count the number"),
    "replacement": lambda low: "produce" in low,
    "tap_trigger": lambda low: ("for" in low or "causes" in low) and "add" in low,
    "static_sentence": lambda low: any(w in low for w in (" is ", " are ", " has ", " have ")) or low.startswith("it has"),
    "casting_sentence": lambda low: any(w in low for w in ("to cast", "enters", "you may")),
    "target_phrase": lambda low: "target" in low,
    "activation_condition": lambda low: low.startswith("activate only"),
    "spell_phrase": lambda low: "spell" in low,
})


def parse_tree(text: str, start: str) -> Tree[Token] | None:
    """The parse tree of ``text`` as a ``start`` phrase, or None when it is not one."""
    if not _NEEDS[start](text.lower()):
        return None
    try:
        return mana_parser().parse(text, start=start)
    except LarkError:
        return None


def read(text: str, start: str, read_quoted: Callable[[str], tuple[Ability, ...]]) -> object | None:
    """``text`` read as a ``start`` phrase into model data, or None when the grammar does not
    match it or the data model cannot hold what it says (:class:`Unreadable`)."""
    tree = parse_tree(text, start)
    if tree is None:
        return None
    try:
        return Translator(text, read_quoted).transform(tree)
    except VisitError as e:
        if isinstance(e.orig_exc, Unreadable):
            return None
        raise e.orig_exc from e  # a CardTextError from a quoted ability, or a bug: not hidden
    except Unreadable:
        return None
