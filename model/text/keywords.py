"""Keyword lines (702): "Flying", "Defender, hexproof", "Kicker {R}", "Prototype {1}{B}{B} — 3/3",
"Cumulative upkeep—Pay {B} and 1 life.", "Enchant Forest", "protection from multicolored".

Keyword abilities are a closed list (702.2–702.1xx) with a free-form tail, so they are read with
a lexicon and one general shape — name, then an optional number, an optional mana cost and an
optional parameter — rather than with the mana grammar: a keyword's name decides whether a line
is a keyword line at all, and its parameter ("Pay life equal to this creature's power") is text.

The keywords a rule of this library consults get their own classes (:func:`_keyword`): Kicker
and Multikicker (702.33), the alternative costs evoke, dash, blitz, surge, spectacle, prowl and
overload, emerge, bestow (118.9), the optional costs buyback, offspring, replicate and squad (601.2b), Prototype
(702.160), Flash, Haste, Shroud, Hexproof, Protection, and Enchant with the targets of its Aura
spell (303.4a). The others stay plain :class:`~model.abilities.Keyword` values.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..abilities import Bargain  # costs14: 702.166a
from ..abilities import Offering  # keys15: 702.48a
from ..abilities import (
    AlternativeCost,
    CastThisTurn,
    Changeling,
    CombatDamageSharingType,
    Devoid,
    Enchant,
    Flash,
    Haste,
    Hexproof,
    Keyword,
    Kicker,
    Multikicker,
    OptionalCost,
    Protection,
    Prototype,
    Shroud,
    Sunburst,
    OpponentLostLife,
    SpellFilter,
)
from ..abilities import DiscardCards, ExileFromGraveyard, ExileFromHand, GraveyardCards, Zone, ZoneCastKeyword
from ..costs import ExileMaterials, ManaCost, PayLife, Sacrifice, TapOther
from ..mana import COLOR_NAMES, ManaType, TypeSet
from ..selectors import Selector, Who
from ..vocabulary import CARD_TYPES
from ..deferred import deferred
from ..vocabulary import ALTERNATIVE_COST_RULES, KEYWORD_NAMES, OPTIONAL_COST_RULES, REPEATABLE_COSTS
from .sentences import activation_colon, split_top_level
from .targets import read_targets

if TYPE_CHECKING:
    from . import grammar
else:
    grammar = deferred("manasolve.model.text.grammar")  # lark, when a keyword's cost part is read (model/deferred.py)

NAMES: tuple[str, ...] = tuple(sorted(KEYWORD_NAMES, key=lambda n: (-len(n), n)))
"""Every keyword name (702, model/vocabulary.py), longest first (so "flashback" is tried before
"flash"). Families with a type in the name ("Forestwalk", "Plainscycling", "Basic landcycling")
are matched by _FAMILY below."""

_FAMILY = re.compile(
    r"^(?:(?:nonbasic|legendary|snow) landwalk|[a-z]+walk|(?:basic )?[a-z]+cycling)\b", re.IGNORECASE
)
_NUMBER = re.compile(r"^(?:\d+|X)\b")
_COST = re.compile(r"^(?:\{[^{}]+\})+")
_DASH = re.compile(r"^\s*[—–-]\s*")
_OR_COST = re.compile(r"^\s+or\s+((?:\{[^{}]+\})+)")  # costs12: "{W} or {U}" (702.24a)
# keywords whose plain-word parameter follows without a dash
_COSTED_WORD_PARAMETER = frozenset({"equip"})  # costs15: 702.6a
_WORD_PARAMETER = frozenset({"enchant", "protection from", "hexproof from", "partner with", "affinity for", "splice onto", "equip", "landwalk", "emerge"})  # audit23: emerge
# audit23: "Emerge from artifact {5}{B}{B}" (Crabomination; 702.119): the card type of what is sacrificed
_EMERGE_FROM = re.compile(r"^from (artifact|creature|enchantment|land)$", re.IGNORECASE)
_PROTECTION = re.compile(r"^protection from\b", re.IGNORECASE)
_POWER_TOUGHNESS = re.compile(r"^(\d+)/(\d+)$")
# "Kicker {1}{B} and/or {R}" (702.33b): two kicker costs on one line
_KICKER_AND_OR = re.compile(r"^kicker\s+((?:\{[^{}]+\})+)\s+and/or\s+((?:\{[^{}]+\})+)\.?$", re.IGNORECASE)
# keys15: "Fox offering", "Artifact offering" (702.48a): a quality, then the keyword
_OFFERING = re.compile(r"^([A-Za-z]+) offering\.?$", re.IGNORECASE)
_PLAIN = {"bargain": Bargain, "flash": Flash, "haste": Haste, "shroud": Shroud, "hexproof": Hexproof, "changeling": Changeling, "devoid": Devoid, "sunburst": Sunburst}  # sunburst: counters10, 702.44a


# altcost11: what a keyword's rule asks before the spell may be cast for that cost (601.2b)
_ALTERNATIVE_REQUIRES: dict[str, tuple[object, ...]] = {
    # 702.117a: "if you or a teammate has cast another spell this turn" (no teammates in the games
    # a scenario describes: the caster's spells cast this turn, which do not include this one)
    "surge": (CastThisTurn(SpellFilter(text="another spell")),),
    "spectacle": (OpponentLostLife(),),  # 702.137a: "if an opponent lost life this turn"
    "prowl": (CombatDamageSharingType(),),  # 702.76a
}
# altcost11: the alternative costs weighed only when the keyword's cost is mana alone (a part
# that is not mana, "Overload—Sacrifice ...", stays a plain Keyword: not weighed, and said so)
_WEIGHED_MANA_ONLY = frozenset({"surge", "spectacle", "prowl", "overload", "emerge", "bestow", "mutate"})
# the targets a spell has when cast for the keyword's cost: bestow (702.103b, 303.4a: an Aura spell
# with enchant creature) and mutate (702.140a: a mutating creature spell that targets a non-Human
# creature with the same owner as this spell; a spell cast from its owner's hand: "you own")
_TARGETS_WHEN_PAID = {"bestow": "target creature", "mutate": "target non-Human creature you own"}


def _keyword_name(piece: str) -> str | None:
    """The keyword that ``piece`` starts with (its words as written), or None."""
    m = _FAMILY.match(piece)
    if m:
        return m.group(0)
    low = piece.lower()
    for name in NAMES:
        if low.startswith(name) and (len(low) == len(name) or not (low[len(name)].isalnum() or low[len(name)] in "'-")):
            return piece[: len(name)]
    return None


def _keyword(name: str, cost: ManaCost | None, parameter: str, text: str) -> Keyword:
    """The keyword ability ``name`` (as the reader writes it: "Kicker", "Hexproof from",
    "Protection") with its cost and parameter: of its own class when a rule of this library
    consults it, a plain :class:`Keyword` otherwise."""
    low = name.lower()
    if low in _ZONE_CAST:  # zones11: a keyword that lets the card be cast from another zone (601.3)
        return _zone_cast(name, cost, parameter, text)
    if cost is None and parameter and low in ALTERNATIVE_COST_RULES and low not in _WEIGHED_MANA_ONLY:
        # audit17: "Evoke—Exile a white card from your hand." (Solitude; 702.74a): a cost with no
        # mana at all; it is the alternative cost when each of its parts is read (118.9)
        only_parts, unread_parts = _keyword_cost_parts([p.strip() for p in split_top_level(parameter, ",")])
        if only_parts and not unread_parts:
            return AlternativeCost(
                name, ManaCost(), ALTERNATIVE_COST_RULES[low], parameter=parameter, text=text, parts=tuple(only_parts),
                requires=_ALTERNATIVE_REQUIRES.get(low, ()),
            )
    if cost is not None:
        if low == "kicker":  # 702.33a
            return Kicker(cost, parameter=parameter, text=text)
        if low == "multikicker":  # 702.33c
            return Multikicker(cost, parameter=parameter, text=text)
        alt_parts: list[PayLife | Sacrifice | TapOther | DiscardCards | ExileFromGraveyard | ExileFromHand] = []
        if low in ALTERNATIVE_COST_RULES and parameter and low not in _WEIGHED_MANA_ONLY:
            # keys15: "Blitz—{2}{R}{R}, Discard a card." (702.152a), "Evoke—{1}{U}, Pay 2 life.": the
            # parts after the mana are paid too (118.9, 601.2h); a part not read leaves the
            # keyword plain (not weighed, and said so), never cast for its mana alone
            alt_parts, unread_parts = _keyword_cost_parts([p.strip() for p in split_top_level(parameter, ",")])
            if unread_parts:
                return Keyword(name, cost=cost, parameter=parameter, text=text)
        emerge_from = _EMERGE_FROM.match(parameter) if low == "emerge" else None
        if emerge_from:  # audit23: "Emerge from artifact {5}{B}{B}": an artifact sacrificed, its mana value taken off
            return AlternativeCost(
                name, cost, ALTERNATIVE_COST_RULES[low], parameter=parameter, text=text, sacrifice_reduces=True,
                sacrificed_type=emerge_from.group(1).capitalize(),
            )
        if low in ALTERNATIVE_COST_RULES and not (parameter and low in _WEIGHED_MANA_ONLY):  # 118.9: evoke, dash, blitz, ...
            return AlternativeCost(
                name, cost, ALTERNATIVE_COST_RULES[low], parameter=parameter, text=text, parts=tuple(alt_parts),
                requires=_ALTERNATIVE_REQUIRES.get(low, ()), untargeted=low == "overload",  # 702.96b
                sacrifice_reduces=low == "emerge",  # 702.119a
                aura_targets=read_targets(_TARGETS_WHEN_PAID[low]) if low in _TARGETS_WHEN_PAID else (),  # 702.103b, 702.140a
            )
        if low in OPTIONAL_COST_RULES and not parameter:  # altcost11: 601.2b, 601.2f
            return OptionalCost(name, cost, OPTIONAL_COST_RULES[low], parameter=parameter, text=text, repeatable=low in REPEATABLE_COSTS)
        pt = _POWER_TOUGHNESS.match(parameter)
        if low == "prototype" and pt:  # 702.160a: "Prototype {1}{B}{B} — 3/3"
            return Prototype(cost, int(pt.group(1)), int(pt.group(2)), text=text)
    elif not parameter:
        if low in _PLAIN:  # flash 702.8, haste 702.10, shroud 702.18, hexproof 702.11
            return _PLAIN[low](text=text)
    elif low == "hexproof from":  # 702.11d
        return Hexproof(parameter, text=text)
    elif low == "protection":  # 702.16a
        return Protection(parameter, text=text)
    elif low == "enchant":  # 702.5a; an Aura spell targets what it will enchant (303.4a)
        return Enchant(read_targets("target " + parameter), parameter=parameter, text=text)
    return Keyword(name, cost=cost, parameter=parameter, text=text)


def read_keyword(piece: str, *, whole_line: bool) -> Keyword | None:
    """One keyword with its cost and parameter, or None when ``piece`` is not a keyword ability."""
    piece = piece.strip()
    name = _keyword_name(piece)
    if name is None:
        return None
    rest = piece[len(name):]
    # "protection from X" is the keyword Protection with its quality X (702.16a); other names keep
    # their words ("First strike", "Hexproof from", "Basic landcycling")
    canonical = "Protection" if name.lower() == "protection from" else name[0].upper() + name[1:].lower()
    cost: ManaCost | None = None
    parameter = ""
    dash = _DASH.match(rest)
    if dash and rest.strip()[:1] in "—–":
        if not whole_line:
            return None
        parameter = rest[dash.end():].strip().rstrip(".").strip()
        m = _COST.match(parameter)
        if m and (not parameter[m.end():].strip() or parameter[m.end():].startswith(", ")):
            # "Escape—{3}{R}{R}, Exile four other cards ...": the mana part is the cost
            try:
                cost = ManaCost.parse(m.group(0))
            except ValueError:
                return None
            parameter = parameter[m.end():].lstrip(", ").strip()
        return _keyword(canonical, cost, parameter, piece)
    rest = rest.strip()
    number = _NUMBER.match(rest)
    if number:
        parameter = number.group(0)
        rest = rest[number.end():].strip()
        d = _DASH.match(rest)
        if d:
            rest = rest[d.end():].strip()
    m = _COST.match(rest)
    if m:
        try:
            cost = ManaCost.parse(m.group(0))
        except ValueError:
            return None
        rest = rest[m.end():]
        either = _OR_COST.match(rest)
        if either and name.lower() == "cumulative upkeep":
            # costs12: "Cumulative upkeep {W} or {U}" (702.24a): the upkeep cost is one or the
            # other, paid as its triggered ability resolves; both kept as the parameter's text
            parameter, cost, rest = f"{m.group(0)} or {either.group(1)}", None, rest[either.end():]
        d = _DASH.match(rest)
        if d and rest.strip():
            tail = rest[d.end():].strip().rstrip(".").strip()
            parameter = (parameter + " " + tail).strip() if parameter else tail
            rest = ""
    rest = rest.strip()
    if rest:
        low = name.lower()
        takes_word = low in _WORD_PARAMETER or low.endswith("walk") or _PROTECTION.match(piece) is not None
        if not takes_word or rest.endswith(".") or parameter:
            return None
        # "Equip legendary creature {3}": a parameter, then the cost
        m = re.search(r"\s*((?:\{[^{}]+\})+)$", rest)
        if m and cost is None:
            try:
                cost = ManaCost.parse(m.group(1))
            except ValueError:
                return None
            rest = rest[: m.start()].strip()
        if cost is None and low in _COSTED_WORD_PARAMETER:
            # costs15: "Equip [quality] [cost]" (702.6a)
            # always end with their cost: "Equip abilities you activate cost {1} less to activate"
            # and "Equip costs you pay cost {1} less" are static abilities, not the keyword
            return None
        parameter = rest
    return _keyword(canonical, cost, parameter, piece)


def read_keyword_line(line: str) -> tuple[Keyword, ...] | None:
    """All the keywords of a keyword line, in order, or None when the line is not one.

    "Reach, trample, protection from multicolored" gives three; a keyword with an em-dash
    parameter ("Ward—Pay life equal to this creature's power.") takes the whole line.
    """
    line = line.strip()
    offering = _OFFERING.match(line)
    if offering:  # keys15: 702.48a
        offered = _offering(offering.group(1), line)
        return None if offered is None else (offered,)
    first = _keyword_name(line)
    if first is None:
        return None
    both = _KICKER_AND_OR.match(line)
    if both:  # 702.33b: "Kicker [cost 1] and/or [cost 2]" means "Kicker [cost 1], kicker [cost 2]"
        try:
            costs = (ManaCost.parse(both.group(1)), ManaCost.parse(both.group(2)))
        except ValueError:
            return None
        return tuple(Kicker(c, text=line) for c in costs)
    after = line[len(first):]
    if _DASH.match(after) and after.strip()[:1] in "—–":
        if activation_colon(after.strip()[1:]) > 0:
            return None  # "Exhaust — {T}: ...": an activated ability under a keyword-like label
        kw = read_keyword(line, whole_line=True)
        return (kw,) if kw else None
    out: list[Keyword] = []
    # "Defender; reach", "Haste; fear": older keyword lines join keywords with semicolons, as the
    # rules do when a keyword's own text holds a comma (702.1); each piece is one keyword
    pieces = [p for part in split_top_level(line, ";") for p in split_top_level(part, ",")]
    for piece in pieces:
        kw = read_keyword(piece, whole_line=False) if piece else None
        if kw is None:
            return None
        out.append(kw)
    return tuple(out)


def _offering(quality: str, text: str) -> Offering | None:
    """keys15: "[Quality] offering" (702.48a): the permanents that may be sacrificed are those
    "sacrifice a [quality]" selects ("a Fox", "an artifact"); None when that phrase is not one the
    grammar reads."""
    article = "an" if quality[:1].lower() in "aeiou" else "a"
    got = grammar.read(f"Sacrifice {article} {quality}", "cost_part", lambda q: ())
    if not isinstance(got, Sacrifice) or got.count != 1:
        return None
    return Offering(quality, sacrificed=got.what, text=text)


# ---- keywords that the rules define as the sentence of a static ability -------------------------


def _singular(words: str) -> str:
    """The noun phrase of "Affinity for [plural]" in the singular ("artifact creatures" →
    "artifact creature", "Allies" → "Ally"); a word with no plural form stays ("Plains",
    "Equipment")."""
    *head, last = words.split()
    if last.lower() in ("plains", "equipment") or last.endswith("ss") or not last.endswith("s"):
        one = last
    elif last.endswith("ies"):
        one = last[:-3] + "y"
    else:
        one = last[:-1]
    return " ".join([*head, one])


def activated_definition(keyword: Keyword) -> tuple[str, str, str] | None:
    """The activated ability that a keyword ability means, as its cost's text, its effect's text
    and its rule, when the rules define it as one ability of a permanent (None otherwise), so that
    ``can_activate`` judges it like any written ability (its costs, 302.6 for {T}, its timing):

    * "Outlast [cost]": "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a
      sorcery." (702.107a)
    * "Level up [cost]": "[Cost]: Put a level counter on this permanent. Activate only as a
      sorcery." (702.87a)
    * "Fortify [cost]": "[Cost]: Attach this Fortification to target land you control. Activate
      only as a sorcery." (702.67a)
    * "Crew N": "Tap any number of other untapped creatures you control with total power N or
      greater: This Vehicle becomes an artifact creature until end of turn." (702.122a)
    * "Saddle N": "Tap any number of other untapped creatures you control with total power N or
      greater: This Mount becomes saddled until end of turn. Activate only as a sorcery." (702.171a)
    * "Station": "Tap another untapped creature you control: Put a number of charge counters on
      this permanent equal to the tapped creature's power. Activate only as a sorcery." (702.184a,
      Edge of Eternities; the rule is newer than reference/rules.md, its text is the cards'
      reminder text: "Station only as a sorcery")

    >>> activated_definition(Keyword("Crew", parameter="3"))[0]
    'Tap any number of other untapped creatures you control with total power 3 or greater'
    """
    low = keyword.name.lower()
    cost = None if keyword.cost is None else str(keyword.cost)
    sorcery = "Activate only as a sorcery."
    if cost is not None and not keyword.parameter:
        if low == "outlast":
            return f"{cost}, {{T}}", f"Put a +1/+1 counter on this creature. {sorcery}", "702.107a"
        if low == "level up":
            return cost, f"Put a level counter on this permanent. {sorcery}", "702.87a"
        if low == "fortify":
            return cost, f"Attach this Fortification to target land you control. {sorcery}", "702.67a"
    if cost is None and not keyword.parameter and low == "station":
        return "Tap another untapped creature you control", f"Put a number of charge counters on this permanent equal to the tapped creature's power. {sorcery}", "702.184a"
    if cost is None and keyword.parameter.isdigit() and low in ("crew", "saddle"):
        tap = f"Tap any number of other untapped creatures you control with total power {keyword.parameter} or greater"
        if low == "crew":
            return tap, "This Vehicle becomes an artifact creature until end of turn.", "702.122a"
        return tap, f"This Mount becomes saddled until end of turn. {sorcery}", "702.171a"
    return None


def activated_definitions(keyword: Keyword) -> tuple[tuple[str, str, str], ...]:
    """Every activated ability that a keyword ability means, in order (as
    :func:`activated_definition`, which gives the keywords that mean one): "Reconfigure [cost]"
    means two, "[Cost]: Attach this permanent to another target creature you control. Activate only
    as a sorcery." and "[Cost]: Unattach this permanent. Activate only if this permanent is attached
    to a creature and only as a sorcery." (702.151a). Empty when the keyword means none.

    >>> [effect.split(".")[0] for _, effect, _ in activated_definitions(Keyword("Reconfigure", cost=ManaCost.parse("{5}")))]
    ['Attach this permanent to another target creature you control', 'Unattach this permanent']
    """
    if keyword.name.lower() == "reconfigure" and keyword.cost is not None and not keyword.parameter:
        # 702.151a: one keyword, two activated abilities, numbered in this order
        cost = str(keyword.cost)
        return (
            (cost, "Attach this permanent to another target creature you control. Activate only as a sorcery.", "702.151a"),
            (cost, "Unattach this permanent. Activate only if this permanent is attached to a creature and only as a sorcery.", "702.151a"),
        )
    one = activated_definition(keyword)
    return () if one is None else (one,)


def keyword_definition(keyword: Keyword) -> tuple[str, str] | None:
    """The sentence that a keyword ability means, and its rule, when the rules define it as one
    static ability's sentence (None otherwise): "Affinity for [text]" means "This spell costs {1}
    less to cast for each [text] you control" (702.41a); "Undaunted" means "This spell costs {1}
    less to cast for each opponent you have" (702.125a). The sentence is read by the card grammar
    like any other, so that the keyword is what its definition says.

    >>> keyword_definition(Keyword("Affinity for", parameter="artifacts"))
    ('This spell costs {1} less to cast for each artifact you control.', '702.41a')
    """
    low = keyword.name.lower()
    if low == "affinity for" and keyword.parameter:
        return f"This spell costs {{1}} less to cast for each {_singular(keyword.parameter)} you control.", "702.41a"
    if low == "undaunted":
        return "This spell costs {1} less to cast for each opponent you have.", "702.125a"
    return None


# ---- zones11: keywords that let a card be cast from a graveyard or from exile (601.3) ----------

# name -> (zone, paid rather than the mana cost, whether it needs a cost, discard types, spell types, foretold, rule)
_ZONE_CAST: dict[str, tuple[Zone, bool, bool, frozenset[str] | None, frozenset[str], bool, str]] = {
    "flashback": (Zone.GRAVEYARD, True, True, None, frozenset({"Instant", "Sorcery"}), False, "702.34a"),
    "escape": (Zone.GRAVEYARD, True, True, None, frozenset(), False, "702.138a"),
    "jump-start": (Zone.GRAVEYARD, False, False, frozenset(), frozenset(), False, "702.133a"),
    "retrace": (Zone.GRAVEYARD, False, False, frozenset({"Land"}), frozenset(), False, "702.81a"),
    "foretell": (Zone.EXILE, True, True, None, frozenset(), True, "702.143a"),
    # audit19: "Aftermath" (702.127a): this half of a split card may be cast from a graveyard, for
    # its mana cost; it can't be cast from any other zone (solver/casting/permissions.py)
    "aftermath": (Zone.GRAVEYARD, False, False, None, frozenset(), False, "702.127a"),
}
_COUNT_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_EXILE_OTHERS = re.compile(r"^exile (\w+) other cards? from your graveyard$", re.IGNORECASE)
_DISCARD = re.compile(r"^discard (\w+) cards?$", re.IGNORECASE)


def _keyword_cost_parts(pieces: list[str]) -> tuple[list[PayLife | Sacrifice | TapOther | DiscardCards | ExileFromGraveyard | ExileFromHand], list[str]]:
    """The parts of a keyword's cost after its mana ("Pay 3 life", "Discard a card", "Exile five
    other cards from your graveyard", "Sacrifice a creature", "Exile a white card from your hand"),
    and the pieces not read."""
    parts: list[PayLife | Sacrifice | TapOther | DiscardCards | ExileFromGraveyard | ExileFromHand] = []
    unread: list[str] = []
    for piece in pieces:
        piece = piece.rstrip(".").strip()
        others = _EXILE_OTHERS.match(piece)
        discards = _DISCARD.match(piece)
        n = (others or discards)
        count = _COUNT_WORDS.get(n.group(1).lower()) if n else None
        if others and count is not None:  # 702.138a: "Exile three other cards from your graveyard"
            parts.append(ExileFromGraveyard(count, GraveyardCards(), text=piece))
        elif discards and count is not None:
            parts.append(DiscardCards(count, text=piece))
        else:
            got = grammar.read(piece, "cost_part", lambda q: ())
            if isinstance(got, (PayLife, Sacrifice, TapOther, ExileFromHand)):  # audit17: ExileFromHand (118.9)
                parts.append(got)
            else:
                unread.append(piece)
    return parts, unread


def _zone_cast(name: str, cost: ManaCost | None, parameter: str, text: str) -> Keyword:
    """Flashback, escape, jump-start, retrace or foretell (601.3; 702.34a, 702.138a, 702.133a,
    702.81a, 702.143a) with its cost: the mana part, and the other parts read from the parameter
    ("Pay 3 life", "Exile five other cards from your graveyard", "Sacrifice a creature"). A part
    not read is kept in ``unread``; a keyword whose cost is missing stays a plain keyword."""
    zone, instead, needs_cost, discard, spell_types, foretold, rule = _ZONE_CAST[name.lower()]
    if needs_cost and cost is None and not parameter:
        return Keyword(name, cost=cost, parameter=parameter, text=text)
    parts: list[PayLife | Sacrifice | TapOther | DiscardCards | ExileFromGraveyard] = []
    unread: list[str] = []
    pieces = [p.strip() for p in split_top_level(parameter, ",")] if parameter else []
    if not needs_cost and (cost is not None or pieces):
        unread.append(parameter or str(cost))  # jump-start and retrace take no cost (702.133a, 702.81a)
        pieces = []
    read_parts, unread_parts = _keyword_cost_parts(pieces)
    parts.extend(p for p in read_parts if not isinstance(p, ExileFromHand))
    unread.extend(unread_parts + [str(p.text or p) for p in read_parts if isinstance(p, ExileFromHand)])  # audit17: not weighed for a zone's cast
    if discard is not None:  # jump-start: "discarding a card"; retrace: "discarding a land card"
        parts.append(DiscardCards(1, text="discard a land card" if discard else "discard a card"))
    return ZoneCastKeyword(
        name,
        cost if cost is not None else (ManaCost() if instead else None),
        parameter=parameter,
        text=text,
        zone=zone,
        instead=instead,
        parts=tuple(parts),
        discard_types=discard or frozenset(),
        spell_types=spell_types,
        foretold=foretold,
        unread="; ".join(unread),
        rule=rule,
    )


# ---- grants12: a zone keyword granted to other cards (601.3) ------------------------------------


# keys15: keywords of activated abilities that work from a graveyard, given with "its cost is equal
# to its mana cost" (702.97a scavenge, 702.141a encore): plain keywords with that cost
_GRAVEYARD_ACTIVATED = frozenset({"scavenge", "encore"})


def granted_zone_keyword(name: str, parameter: str, text: str) -> Keyword | None:
    """The keyword ``name`` (flashback, escape, ...) that an ability grants to other cards, as
    the sentence after the grant defines its cost: "The escape cost is equal to the card's mana
    cost plus exile three other cards from your graveyard." is escape with the card's mana cost
    (filled in for each card as it is cast: an empty cost here) and ``parameter`` ("exile three
    other cards from your graveyard") its other parts. None when ``name`` is not a keyword that
    lets a card be cast from another zone. keys15: scavenge and encore (702.97a, 702.141a), abilities
    activated from a graveyard, are plain keywords with the card's mana cost (nothing else)."""
    if name.lower() in _GRAVEYARD_ACTIVATED:
        return None if parameter else Keyword(name.capitalize(), cost=ManaCost(), text=text)
    if name.lower() not in _ZONE_CAST:
        return None
    kw = _zone_cast(name.lower(), ManaCost(), parameter, text)
    return kw if isinstance(kw, ZoneCastKeyword) else None


# ---- keys15: craft (702.167a) --------------------------------------------------------------------

CRAFT = re.compile(r"^craft with (?P<materials>.+?) (?P<cost>(?:\{[^{}]+\})+)\.?$", re.IGNORECASE)
"""keys15: "Craft with [materials] [cost]" (702.167a), the reminder text already removed."""
_MATERIALS_COUNT = re.compile(r"^(?P<n>one|two|three|four|five|six|seven|eight|nine|ten|\d+)(?P<more> or more)?\b\s*", re.IGNORECASE)
_COLOR_WORDS = {name: t for t, name in COLOR_NAMES.items() if name != "colorless"}


def _material_noun(word: str) -> str:
    """A material's noun in the singular, as a type line writes it ("artifacts" → "Artifact",
    "Dinosaurs" → "Dinosaur", "sorcery" → "Sorcery")."""
    low = word.lower()
    if low.endswith("ies"):
        low = low[:-3] + "y"
    elif low.endswith("s") and not low.endswith("ss") and low not in ("plains",):
        low = low[:-1]
    return low[:1].upper() + low[1:]


def craft_materials(words: str) -> ExileMaterials | None:
    """keys15: the materials of "Craft with [materials]" (702.167a) as the cost that exiles them
    from among the other permanents the activator controls and the cards of their graveyard:
    "artifact" (one artifact), "one or more" (any), "two that share a card type" (205.2a), "four
    or more red instant and/or sorcery cards" (cards in the graveyard only), "four or more
    nonlands with activated abilities" (113.3b), "three or more creatures", "Dinosaur". None when
    a word is not one of these qualities (never read as something wider)."""
    rest = words.strip()
    count, or_more = 1, False
    m = _MATERIALS_COUNT.match(rest)
    if m:
        n = m.group("n").lower()
        count = int(n) if n.isdigit() else _COUNT_WORDS[n]
        or_more = bool(m.group("more"))
        rest = rest[m.end():]
    if re.fullmatch(r"that share a card type", rest, re.IGNORECASE):
        return ExileMaterials(None, count, or_more, share_card_type=True, text=f"Exile {words}")
    with_activated = False
    ending = re.search(r"\s*\bwith activated abilities$", rest, re.IGNORECASE)
    if ending:
        with_activated, rest = True, rest[: ending.start()]
    cards_only = False
    card_word = re.search(r"\s*\bcards?$", rest, re.IGNORECASE)
    if card_word:
        cards_only, rest = True, rest[: card_word.start()]
    colors: set[ManaType] = set()
    types: set[str] = set()
    subtypes: set[str] = set()
    excluded: set[str] = set()
    either: tuple[Selector, ...] = ()
    words_left = rest.split()
    i = 0
    while i < len(words_left):
        w = words_left[i]
        low = w.lower()
        if low in _COLOR_WORDS:
            colors.add(_COLOR_WORDS[low])
        elif i + 2 < len(words_left) and words_left[i + 1].lower() == "and/or":
            a, b = _material_noun(w), _material_noun(words_left[i + 2])
            if a not in CARD_TYPES or b not in CARD_TYPES:
                return None
            either = (Selector(card_types=frozenset({a}), text=a.lower()), Selector(card_types=frozenset({b}), text=b.lower()))
            i += 2
        elif low.startswith("non") and _material_noun(low[3:]) in CARD_TYPES:
            excluded.add(_material_noun(low[3:]))
        elif _material_noun(w) in CARD_TYPES:
            types.add(_material_noun(w))
        elif w[:1].isupper():
            subtypes.add(_material_noun(w))
        else:
            return None
        i += 1
    if not (colors or types or subtypes or excluded or either or with_activated or cards_only) and rest.strip():
        return None
    what = None
    if colors or types or subtypes or excluded or either:
        what = Selector(
            card_types=frozenset(types), subtypes=frozenset(subtypes), excluded_types=frozenset(excluded), either=either,
            colors=TypeSet.of(colors) if colors else None, who=Who.YOU, text=rest.strip(),
        )
    return ExileMaterials(what, count, or_more, cards_only=cards_only, with_activated_abilities=with_activated, text=f"Exile {words}")
