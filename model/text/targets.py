"""The targets a sentence of a spell requires (115.1, 601.2c), read at each place where "target"
starts a phrase of the grammar's ``target_phrase`` (``mana.lark``: "targets"; translated by
``translate/targets.py``). The reader uses it for each sentence of an instant or sorcery, the
keyword reader for what an Aura spell targets ("Enchant Forest": 303.4a).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import dataclasses

from ..abilities import TargetSpec, Zone
from ..selectors import Relation, Selector, Who
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
                end = m.start() + len(phrase)
                rest = text[end:]
                if _CARD.match(rest):  # casting10: a card, not a permanent (115.1, 404)
                    got, end = _card_target(got, rest, end)
                    if got is None:
                        break
                out.append(got)
                break
        else:
            bare = _BARE_CARD.match(text[m.start():])  # "target card from your graveyard"
            if bare is not None:
                got, end = _card_target(TargetSpec(Selector(text="target"), text="target"), text[m.start() + len("target"):], m.start() + len("target"))
                if got is not None:
                    out.append(got)
    return tuple(out)


# ---- casting10: targets that are cards in a graveyard (115.1, 404) ------------------------------

_CARD = re.compile(r"\s+cards?\b", re.IGNORECASE)
_BARE_CARD = re.compile(r"target\s+cards?\b", re.IGNORECASE)
_IN_GRAVEYARD = re.compile(r"\s+cards?\s+(?:in|from)\s+(your|a|an opponent's)\s+graveyard\b", re.IGNORECASE)
_WHOSE = {"your": Who.YOU, "a": Who.ANY, "an opponent's": Who.OPPONENT}


def _plain(sel: Selector) -> bool:
    """Whether ``sel`` asks only what a card in a graveyard has: card types, subtypes and
    supertypes (205), or one of several such (a permanent's status means nothing there)."""
    bare = Selector(
        card_types=sel.card_types, subtypes=sel.subtypes, supertypes=sel.supertypes,
        excluded_types=sel.excluded_types, excluded_supertypes=sel.excluded_supertypes, either=sel.either,
    )
    return sel == bare and all(_plain(e) for e in sel.either)


def _card_target(spec: TargetSpec, rest: str, end: int) -> tuple[TargetSpec | None, int]:
    """The target ``spec`` read before the word "card", as a card in a graveyard ("target creature
    card from your graveyard", "target card in a graveyard"), with where its phrase ends; None
    when the card's zone or qualities are not read (the target is then left unread, never read
    as a permanent)."""
    z = _IN_GRAVEYARD.match(rest)
    if z is None or spec.what is None or spec.players or spec.any_target or not _plain(spec.what):
        return (None, end)
    whose = _WHOSE[z.group(1).lower()]
    text = spec.text + rest[: z.end()]
    return (dataclasses.replace(spec, zone=Zone.GRAVEYARD, zone_whose=whose, text=text), end + z.end())
