"""The targets a sentence of a spell requires (115.1, 601.2c), read at each place where "target"
starts a phrase of the grammar's ``target_phrase`` (``mana.lark``: "targets"; translated by
``translate/targets.py``). The reader uses it for each sentence of an instant or sorcery, the
keyword reader for what an Aura spell targets ("Enchant Forest": 303.4a).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from ..abilities import CardsIn, TargetSpec
from ..mana import TypeSet
from ..selectors import Who
from ..vocabulary import CARD_TYPES, PERMANENT_TYPES, SUPERTYPES
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
    # "you don't control" is "an opponent controls" (102.2-3: every other player is an opponent;
    # the selector's OPPONENT is any controller but you)
    text = _DONT_CONTROL.sub(" an opponent controls", substitute_self(sentence, names).rstrip("."))
    masked = mask_quotes(text)
    out: list[TargetSpec] = []
    end = 0
    for m in _TARGET_START.finditer(masked):
        if m.start() < end:
            continue
        other = _card_or_stack_target(text[m.start():])
        if other is not None:  # a card in a graveyard, or a spell or ability on the stack (115.1)
            spec, length = other
            out.append(spec)
            end = m.start() + length
            continue
        owner = _POSSESSIVE.match(text[m.start():])
        if owner is not None:  # "target player's graveyard", "target creature's owner": the target is the player or the creature
            if owner.group(1).lower() in ("player", "opponent"):
                out.append(TargetSpec(None, players=True, text=owner.group(0)[:-2], opponents=owner.group(1).lower() == "opponent"))
                end = m.start() + owner.end()
                continue
            plain = read_targets(owner.group(0)[:-2])
            if len(plain) == 1:
                out.append(plain[0])
                end = m.start() + owner.end()
            continue
        attacking = _ATTACKING.match(text[m.start():])
        if attacking is not None:  # "target attacking creature" (506.4): the phrase without the word, attacking
            plain = read_targets(text[m.start():m.start() + attacking.start(1)] + text[m.start() + attacking.end(1):])
            if plain and plain[0].what is not None:
                out.append(dataclasses.replace(plain[0], attacking=True, text=text[m.start():m.start() + len(plain[0].text) + len(attacking.group(1))]))
                end = m.start() + len(out[-1].text)
            continue
        # a target phrase is short ("up to one target Cleric, Rogue, Warrior, or Wizard creature"
        # has ten words): longer prefixes are not tried (each failed parse costs time)
        words = list(re.finditer(r"\S+", text[m.start():]))[:_MAX_TARGET_WORDS]
        for k in range(len(words), 0, -1):
            phrase = text[m.start(): m.start() + words[k - 1].end()].rstrip(",;.")
            got = grammar.read(phrase, "target_phrase", lambda q: ())
            least = _ONE_OR_TWO.search(masked[: m.start()])
            if isinstance(got, TargetSpec) and least is not None and got.maximum is not None:
                # "one or two target creatures" (601.2c): between one and two targets
                got = dataclasses.replace(got, minimum=_COUNTS[least.group(1).lower()], text=least.group(0) + got.text)
            if isinstance(got, TargetSpec):
                if _QUALIFIER.match(text[m.start() + len(phrase):]):
                    break  # "target creature you don't control": a qualifier the grammar left out is never dropped
                out.append(got)
                end = m.start() + len(phrase)
                break
    return tuple(out)


# ---- targets that are not permanents or players (115.1) -----------------------------------------

# words that continue a target's noun phrase as a qualifier (not the effect's next words): a
# reading that stops before one of them would drop a condition on what may be targeted
_ONE_OR_TWO = re.compile(r"\b(one|two) or $", re.IGNORECASE)
_DONT_CONTROL = re.compile(r" you don't control\b", re.IGNORECASE)
_QUALIFIER = re.compile(
    r"^,?\s+(?:you|an|your|that|that's|with|without|card|cards|spell|spells|of|in|from|named|other|which|whose|who|controlled|"
    r"blocking|attacking|dealt|tapped|untapped|not|among)\b",
    re.IGNORECASE,
)
_POSSESSIVE = re.compile(r"^target (?:[\w-]+ ){0,3}?([\w-]+)'s\b", re.IGNORECASE)
_ATTACKING = re.compile(r"^(?:up to \w+ |\w+ )?target (?:\w+ )*?(attacking )(?:\w+ )*?creatures?\b", re.IGNORECASE)
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_LEAD = r"(?:(?P<up>up to )?(?P<n>one|two|three|four|five|\d+) )?target "
_CARD_TARGET = re.compile(
    _LEAD + r"(?P<q>(?:(?!(?:cards?|target|and)\b)[\w-]+,? )*?)cards? (?:from|in) (?P<whose>your|an opponent's|a|any|each|a single) graveyards?\b", re.IGNORECASE
)
_CARD_SHARED = re.compile(
    _LEAD + r"(?P<q>(?:(?!(?:cards?|target|and)\b)[\w-]+,? )*?)cards?(?= and (?:up to \w+ )?target [^.]*?cards? (?:from|in) (?P<whose>your|an opponent's|a|any|each|a single) graveyards?\b)",
    re.IGNORECASE,
)
_STACK_TARGET = re.compile(
    _LEAD + r"(?:[\w-]+,? (?:or )?)*?(?:spells?|activated or triggered abilit(?:y|ies)|(?:activated |triggered )?abilit(?:y|ies)|spell or ability)\b"
    r"(?! or\b)(?:(?: you control| your opponents control| an opponent controls)?(?: with| that)\b[^,.;]*)?",
    re.IGNORECASE,
)
_COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
_WHOSE = {"your": Who.YOU, "an opponent's": Who.OPPONENT}


def _card_or_stack_target(text: str) -> tuple[TargetSpec, int] | None:
    """A target that is a card in a graveyard ("target creature card from your graveyard",
    "target instant or sorcery card from a graveyard") or a spell or ability on the stack
    ("Counter target spell", "target noncreature spell", "target activated or triggered ability"),
    with the length of its phrase; None when the phrase is neither, or its card qualities are not
    read (types, "non-" types, colours, "legendary", "permanent": 205, 105, 110.4)."""
    m = _CARD_TARGET.match(text)
    if m is not None and not _CARD_SHARED.match(text):
        cards = _card_qualities(m.group("q"), _WHOSE.get(m.group("whose").lower(), Who.ANY), m.group(0))
        if cards is None:
            return None
        least, most = _count(m)
        return TargetSpec(None, minimum=least, maximum=most, text=m.group(0), cards=cards), m.end()
    m = _CARD_SHARED.match(text)
    if m is not None:  # "target creature card and up to one target ... card from your graveyard": one zone for both
        cards = _card_qualities(m.group("q"), _WHOSE.get(m.group("whose").lower(), Who.ANY), m.group(0))
        if cards is None:
            return None
        least, most = _count(m)
        return TargetSpec(None, minimum=least, maximum=most, text=m.group(0), cards=cards), m.end()
    m = _STACK_TARGET.match(text)
    if m is not None:
        least, most = _count(m)
        return TargetSpec(None, minimum=least, maximum=most, text=m.group(0), stack=True), m.end()
    return None


def _count(m: re.Match[str]) -> tuple[int, int]:
    n = m.group("n")
    k = 1 if n is None else (_COUNTS.get(n.lower()) or int(n))
    return (0 if m.group("up") else k), k


def _card_qualities(words: str, whose: Who, text: str) -> CardsIn | None:
    """The qualities of "[qualities] card": every type named, or one of them with "or"."""
    tokens = [w for w in re.split(r"[\s,]+", words.strip()) if w]
    either = "or" in (t.lower() for t in tokens) or "and/or" in (t.lower() for t in tokens)
    types: set[str] = set()
    excluded: set[str] = set()
    supertypes: set[str] = set()
    colors = ""
    any_types: set[str] = set()
    for t in tokens:
        low = t.lower()
        if low in ("or", "and/or"):
            continue
        if low.capitalize() in CARD_TYPES:
            types.add(low.capitalize())
        elif low.startswith("non") and low[3:].lstrip("-").capitalize() in CARD_TYPES:
            excluded.add(low[3:].lstrip("-").capitalize())
        elif low in _COLOR_LETTERS:
            colors += _COLOR_LETTERS[low]
        elif low.capitalize() in SUPERTYPES:
            supertypes.add(low.capitalize())
        elif low == "permanent":
            any_types |= PERMANENT_TYPES
        else:
            return None
    if either:
        any_types |= types
        types = set()
    return CardsIn(
        "graveyard", whose, frozenset(types), frozenset(any_types), frozenset(excluded), TypeSet.parse(colors),
        text=text, supertypes=frozenset(supertypes),
    )
