"""The targets a sentence of a spell requires (115.1, 601.2c), read at each place where "target"
starts a phrase of the grammar's ``target_phrase`` (``mana.lark``: "targets"; translated by
``translate/targets.py``). The reader uses it for each sentence of an instant or sorcery, the
keyword reader for what an Aura spell targets ("Enchant Forest": 303.4a).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..abilities import TargetSpec
from ..deferred import deferred
from .sentences import mask_quotes, substitute_self

if TYPE_CHECKING:
    from . import grammar
else:
    grammar = deferred("manasolve.model.text.grammar")  # lark, when a sentence is read (model/deferred.py)

__all__ = ["read_targets"]

_MAX_TARGET_WORDS = 16
_TARGET_START = re.compile(r"\b(?:any number of targets|any target|up to \w+ target|(?:one|two|three|four|five|\d+) target|target)\b", re.IGNORECASE)


def read_targets(sentence: str, names: tuple[str, ...] = ()) -> tuple[TargetSpec, ...]:
    """The targets a sentence of a spell requires (115.1, 601.2c), in order: each place where
    "target" starts a phrase the grammar reads ("target creature", "any target", "any number of
    targets", "up to two target creatures"); the longest reading at each place wins. ``names`` are
    the names by which the text's card calls itself (written ``~`` for the grammar)."""
    text = substitute_self(sentence, names).rstrip(".")
    masked = mask_quotes(text)
    out: list[TargetSpec] = []
    end = 0
    for m in _TARGET_START.finditer(masked):
        if m.start() < end:
            continue
        # a target phrase is short ("up to one target Cleric, Rogue, Warrior, or Wizard creature"
        # has ten words): longer prefixes are not tried (each failed parse costs time)
        words = list(re.finditer(r"\S+", text[m.start():]))[:_MAX_TARGET_WORDS]
        for k in range(len(words), 0, -1):
            phrase = text[m.start(): m.start() + words[k - 1].end()].rstrip(",;.")
            got = grammar.read(phrase, "target_phrase", lambda q: ())
            if isinstance(got, TargetSpec):
                out.append(got)
                end = m.start() + len(phrase)
                break
    return tuple(out)
