"""Cutting Oracle text into the pieces the grammar reads: lines, sentences, clauses, cost parts.

Everything here is quote-aware: a granted ability in quotation marks ("Lands you control have
"{T}: Add {G}."") keeps its colon and its full stop inside one piece. Reminder text in parentheses
is not part of an ability (207.2a's reminder text has no rules meaning) and is removed first.
"""

from __future__ import annotations

import re
from typing import Iterator

_REMINDER = re.compile(r"\([^()]*\)")
_SPACES = re.compile(r"[ \t]+")
_SPACE_BEFORE_PUNCT = re.compile(r" +([.,:;])")

# Words that make a sentence a mana sentence (mana-sentences.md's three families).
ADD_WORD = re.compile(r"\badds?\b", re.IGNORECASE)
PRODUCE_WORD = re.compile(r"\bproduc(?:e|es|ed)\b", re.IGNORECASE)
SPEND_WORD = re.compile(r"\bspen[dt]\b", re.IGNORECASE)
TARGET_WORD = re.compile(r"\btargets?\b", re.IGNORECASE)


def strip_reminder(text: str) -> str:
    """Remove reminder text in parentheses (nested ones too), and the spaces it leaves."""
    prev = None
    while prev != text:
        prev, text = text, _REMINDER.sub("", text)
    lines = []
    for line in text.split("\n"):
        line = _SPACES.sub(" ", line).strip()
        lines.append(_SPACE_BEFORE_PUNCT.sub(r"\1", line))
    return "\n".join(lines)


def normalise(text: str) -> str:
    """Typographic variants that Oracle text and hand-typed scenarios mix: curly quotes and
    apostrophes, non-breaking spaces."""
    return (
        text.replace("\u2019", "'")
        .replace("\u2018", "'")
        .replace("\u201c", '"')
        .replace("\u201d", '"')
        .replace("\u00a0", " ")
        .replace("\r\n", "\n")
        .replace("\r", "\n")
        # s18: 'the "legend rule"' names a rule of the game (704.5j), not a quoted ability
        .replace('"legend rule"', "legend rule")
    )


def lines_of(text: str) -> list[str]:
    """The non-empty lines of a card's text, reminder text removed: one ability each (113.2c)."""
    return [ln for ln in strip_reminder(normalise(text)).split("\n") if ln.strip()]


def mask_quotes(text: str) -> str:
    """The text with everything inside quotation marks blanked (same length, quotes kept)."""
    out = []
    inside = False
    for ch in text:
        if ch == '"':
            inside = not inside
            out.append(ch)
        else:
            out.append(" " if inside else ch)
    return "".join(out)


def quoted_parts(text: str) -> list[str]:
    """The texts between quotation marks."""
    return re.findall(r'"([^"]*)"', text)


def split_sentences(text: str, protect: tuple[str, ...] = ()) -> list[str]:
    """Split at full stops that end a sentence, outside quotation marks and outside the card's own
    name (``protect``: "C.A.M.P." is not three sentences). A quoted ability that ends the sentence
    ('... have "{T}: Add {G}."') ends it after its closing quotation mark."""
    shielded = text
    name_ends: set[int] = set()  # a name's final full stop may also end the sentence
    for name in protect:
        if "." in name:
            for m in re.finditer(re.escape(name), text):
                shielded = shielded[: m.start()] + "~" * (len(name) - 1) + shielded[m.end() - 1 :]
                if name.endswith("."):
                    name_ends.add(m.end() - 1)
    out: list[str] = []
    start = 0
    inside = False
    n = len(text)
    for i, ch in enumerate(shielded):
        ends = False
        if ch == '"':
            inside = not inside
            ends = not inside and i > 0 and shielded[i - 1] in ".!?"
        elif ch in ".!?" and not inside:
            ends = i not in name_ends or (i + 2 < n and text[i + 2].isupper())
        if ends and (i + 1 >= n or text[i + 1] == " "):
            piece = text[start : i + 1].strip()
            if piece:
                out.append(piece)
            start = i + 1
    tail = text[start:].strip()
    if tail:
        out.append(tail)
    return out


def split_top_level(text: str, sep: str = ",") -> list[str]:
    """Split at ``sep`` outside quotation marks and braces ("{2}, {T}, Sacrifice a land")."""
    parts: list[str] = []
    depth = 0
    inside = False
    cur: list[str] = []
    for ch in text:
        if ch == '"':
            inside = not inside
        elif ch == "{" and not inside:
            depth += 1
        elif ch == "}" and not inside:
            depth -= 1
        if ch == sep and not inside and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur).strip())
    return parts


def activation_colon(text: str) -> int:
    """The index of the colon that ends an activation cost (602.1: "[Cost]: [Effect]."), or -1.

    The cost is what comes before the first colon outside quotation marks; it never holds a full
    stop, and a trigger or a condition never has one.
    """
    masked = mask_quotes(text)
    i = masked.find(":")
    if i <= 0:
        return -1
    cost = masked[:i]
    if "." in cost or '"' in cost or len(cost) > 160:
        return -1
    if re.match(r"^(when|whenever|at|if|as|choose|until)\b", cost.strip(), re.IGNORECASE):
        return -1
    return i


def self_names(card_name: str, *, legendary: bool = True) -> tuple[str, ...]:
    """The names by which a card's text refers to itself (201.4b), longest first: its full name,
    each face of a split or double-faced card, and for a legendary card the short name before a
    comma ("Kinnan, Bonder Prodigy" says "Kinnan"), or before " the " ("Crovax the Cursed" says
    "Crovax", "Daghatar the Adamant" "Daghatar")."""
    names: set[str] = set()
    for face in card_name.split("//"):
        face = face.strip()
        if not face:
            continue
        names.add(face)
        if face.startswith("A-"):  # a rebalanced (Alchemy) card still says its printed name
            face = face[2:]
            names.add(face)
        if legendary and ", " in face:
            short = face.split(",")[0].strip()
            if len(short) >= 3:
                names.add(short)
        elif legendary and " the " in face:  # counters14: "Crovax the Cursed" says "Crovax"
            short = face.split(" the ")[0].strip()
            if len(short) >= 3 and " " not in short:
                names.add(short)
    return tuple(sorted(names, key=len, reverse=True))


_NOT_A_FIRST_NAME = frozenset({"The", "A", "An"})


def first_word_name(card_name: str, text: str, subtypes: "frozenset[str]", *, legendary: bool) -> tuple[str, ...]:
    """counters14: the short name of a legendary card whose name has no comma ("Rasputin
    Dreamweaver" says "Rasputin enters with seven dream counters on it"; 201.4b), when the text
    shows it: the first word of the name stands alone in the text and the full name never does.
    Never a word that is one of the card's own subtypes ("Sliver Queen" makes Sliver tokens), nor
    one the text follows with another name word ("King Darien") or a type noun ("a red Dragon
    creature token"), a name with "of" or "the" (:func:`self_names` reads those), nor "The"."""
    if not legendary or "//" in card_name or "," in card_name:
        return ()
    words = card_name.split()
    first = words[0] if words else ""
    if (
        len(words) < 2 or " of " in card_name or " the " in card_name or first in _NOT_A_FIRST_NAME
        or len(first) < 3 or not first[:1].isupper() or not first.isalpha() or first in subtypes
        or re.search(r"(?<![\w~])" + re.escape(card_name) + r"(?![\w])", text)
        or not re.search(r"(?<![\w~])" + re.escape(first) + r"(?![\w'])", text)
        or re.search(r"(?<![\w~])" + re.escape(first) + r" (?:[A-Z]|(?:creature|token|spell|card|permanent|artifact|enchantment|land)s?\b)", text)
    ):
        return ()
    return (first,)


def substitute_self(text: str, names: tuple[str, ...]) -> str:
    """Write the card's own name as ``~`` (the grammar's self-reference; 201.4b)."""
    for name in names:
        text = re.sub(r"(?<![\w~])" + re.escape(name) + r"(?![\w])", "~", text)
    return text


def clause_starts(text: str, pattern: re.Pattern[str]) -> Iterator[int]:
    """Positions where ``pattern`` matches outside quotation marks."""
    masked = mask_quotes(text)
    for m in pattern.finditer(masked):
        yield m.start()


RIDER_CUT = re.compile(r",? (?:and|then) |, ")


def head_and_riders(text: str) -> Iterator[tuple[str, str]]:
    """Ways to read a clause as a head followed by a rider, longest head first: the whole text,
    then the text cut before each ", and" / ", then" / "," (Overabundance: "that player adds one
    mana ..., and this enchantment deals 1 damage to the player")."""
    body = text.rstrip()
    yield body, ""
    masked = mask_quotes(body)
    cuts = [m for m in RIDER_CUT.finditer(masked)]
    for m in reversed(cuts):
        head = body[: m.start()].rstrip()
        rider = body[m.end():].strip().rstrip(".").strip()
        if rider.lower().startswith("where "):
            continue  # "where X is ..." defines the head's X: never a rider
        if head and rider:
            yield head, rider
