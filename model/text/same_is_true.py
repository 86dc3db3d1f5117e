"""grants14: "The same is true for <keywords>." after a sentence about one keyword ability.

Rayami, First of the Fallen: "As long as an exiled creature card with a blood counter on it has
flying, Rayami has flying. The same is true for first strike, double strike, deathtouch, haste,
hexproof, ..." Odric, Lunarch Marshal: "At the beginning of each combat, creatures you control gain
first strike until end of turn if a creature you control has first strike. The same is true for
flying, deathtouch, double strike, haste, ..."

The rulings of these cards say what the sentence means: the sentence before holds again with each
listed keyword put in place of the keyword it names ("Rayami has haste as long as an exiled
creature card with a blood counter on it has haste"), one keyword at a time, each checked on its
own (Rayami ruling 2018-01-19; Odric ruling 2016-04-08: "checks each keyword separately"). So the
line is read as one line per keyword: the sentence before as written, then that sentence with the
keyword replaced by each listed one. Each of those is then read (haste is consulted, 302.6;
hexproof and protection, 115.1 and 702.11/702.16) or classified (flying, trample: combat) or left
unread like any other sentence — never inert for the list as a whole.

Only a line of exactly those two sentences is split (a sentence before them would be said again
on each line), and only a list of keyword abilities (702) is: "The same is true for artifacts and
enchantments." (Ward of Bones) names objects, not keywords, and stays unread.
"""

from __future__ import annotations

import re

from ..vocabulary import KEYWORD_NAMES
from .sentences import split_sentences

__all__ = ["expand_same_is_true"]

_SAME = re.compile(r"^the same is true for (?P<list>[^\"]+?)\.?$", re.IGNORECASE)

# the keywords a listed item may begin with ("protection from any color": the keyword and its
# quality), longest first; "landwalk" names each landwalk ability (702.14)
_KEYWORDS = sorted(KEYWORD_NAMES | {"landwalk", "protection"}, key=len, reverse=True)
_ITEM = re.compile(r"^(?:" + "|".join(re.escape(k) for k in _KEYWORDS) + r")\b", re.IGNORECASE)


def _items(listing: str) -> list[str] | None:
    """"first strike, double strike, and vigilance" → its items, or None when one of them is
    not a keyword ability."""
    parts = [p.strip() for p in re.split(r",\s*(?:and\s+|or\s+)?|\s+and\s+", listing) if p.strip()]
    if not parts or any(_ITEM.match(p) is None for p in parts):
        return None
    return parts


def _keyword_of(sentence: str) -> str | None:
    """The one keyword ability the sentence speaks of: a keyword that appears in it at least twice
    ("... has flying, Rayami has flying"), the first such one."""
    low = sentence.lower()
    found: list[tuple[int, str]] = []
    for k in _KEYWORDS:
        hits = [m.start() for m in re.finditer(r"\b" + re.escape(k) + r"\b", low)]
        if len(hits) >= 2 and not any(k in other and k != other for _, other in found):
            found.append((hits[0], k))
    if not found:
        return None
    return min(found)[1]


def expand_same_is_true(line: str, names: tuple[str, ...] = ()) -> list[str]:
    """The line, or the lines it stands for when its second and last sentence is "The same is
    true for <keywords>." (see the module's docstring): the first sentence as written, then once
    for each listed keyword with that keyword in place of the one the first sentence names."""
    sentences = split_sentences(line, names)
    if len(sentences) != 2:
        return [line]
    first, same = sentences
    m = _SAME.match(same)
    if m is None:
        return [line]
    items = _items(m.group("list"))
    keyword = _keyword_of(first)
    if items is None or keyword is None:
        return [line]
    pattern = re.compile(r"\b" + re.escape(keyword) + r"\b", re.IGNORECASE)
    return [first] + [pattern.sub(item.replace("\\", r"\\"), first) for item in items]
