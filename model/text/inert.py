"""Sentences no mana rule consults: the classifier that names why a sentence is inert.

Every sentence of a card is read into typed data (the grammar of ``mana.lark``), or classified
here as inert with the reason of one rule, or left unread (an error unless the question allows
unread text). The classifier composes three families of phrases, as the mana grammar does
(reference/mana-sentences.md):

* **frames** — what surrounds an effect without changing what it does to the game: a trigger
  condition ("When this creature enters, ..."), an intervening or leading condition ("If you do,
  ...", "As long as ..., "), a duration ("until end of turn"), an optional or chosen action
  ("you may", "Choose one —"), a rider's conjunction ("Then ..."). They are cut off (and
  conditions are cut out wherever they stand) to find the **core** of the sentence.
* **consulted** — the phrases of effects the mana rules consult (:data:`CONSULTED`): card types
  and subtypes and colours of objects, abilities granted or removed (haste above all, 302.6),
  costs of spells and abilities (601.2f, 118), activating abilities (602.5b), spending mana
  (106.6, 609.4b), casting spells and playing lands (601.3, 305.2), how a permanent enters
  (614.1c), mana itself (106), the targets a spell may have (115.1). A core holding one of them is
  never inert: the grammar reads it or it is left unread.
* **rules** — the families of effects that no mana rule consults (:data:`RULES`), each with the
  reason it gives and why the rules of mana never look at it. A core is inert when one of them
  matches it and none of :data:`CONSULTED` does; its reason is that of the rule whose phrase comes
  first in the core (a generic rule's — a choice, a chance, a payment — only when no other matches).

One-shot effects (draw a card, deal damage, destroy, create a token, put a counter, untap, gain
control) change the game state, which a scenario states as it is (SCENARIOS.md: its hands, life
totals, permanents, counters, tapped status, controllers): no mana rule recomputes them. Lasting
effects are consulted only for what the list above names.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..abilities import POWER_AND_TOUGHNESS, InertSentence
from ..vocabulary import KEYWORD_NAMES
from .sentences import mask_quotes, quoted_parts, substitute_self

__all__ = ["CAST_WHILE_RESOLVING", "CHANGES_POWER", "CONSULTED", "cast_while_resolving", "KEYWORDS_CONSULTED", "RULES", "Core", "InertRule", "classify", "consulted", "core_of"]


@dataclass(frozen=True, slots=True)
class InertRule:
    """One family of inert effects: the ``reason`` it gives, the ``phrases`` that show it, and
    ``why`` no mana rule consults such an effect (with the rules that say so). A ``generic`` family
    (a choice, a chance, a turn to come, a payment) names what goes with an effect more than the
    effect itself: it gives the reason only when no other family matches."""

    reason: str
    phrases: re.Pattern[str]
    why: str
    generic: bool = False


def _p(*alternatives: str) -> re.Pattern[str]:
    return re.compile("|".join(f"(?:{a})" for a in alternatives), re.IGNORECASE)


# ---- frames -----------------------------------------------------------------------------------

# cut from the start of a sentence, again and again, until none applies
_LEADING = _p(
    r"^(?:when|whenever|at)\b[^,]*?,\s+(?:if\b[^,]*,\s+)?",  # 603.1 trigger condition, 603.4 intervening if
    r"^(?:if|as long as|unless|while|during|for as long as|once|except)\b[^,]*,\s+",  # conditions
    r"^(?:otherwise|instead|then|also|finally|next|again),?\s+",
    r"^(?:until end of turn|this turn|until your next turn|until the end of your next turn|until end of combat|for the rest of the game|each turn),\s+",
    r"^(?:for each|for every)\b[^,]*,\s+",
    r"^~\s+—\s+",
)
# cut out wherever they stand: conditions and amounts that only say when or how many
_INNER = _p(
    r",?\s+(?:if|unless|as long as|only if)\b[^,.;]*",
    r",?\s+where x is\b[^,.;]*",
    r"\bfor each\b[^,.;]*",
)


# what a one-shot effect makes or pays, written as one word: a token's description (its types,
# its abilities, quoted or not) describes a new object, not a change to one (111.4); a payment
# made as an effect resolves ("unless its controller pays {2}") pays nothing the questions ask
_OBJECTS = (
    (re.compile(r"\b(?:create|creates|conjure|conjures)\b[^.;]*?\btokens?\b(?:\s+(?:with|that's|that are|that is|that has|that have|named|tapped|attacking|blocking)\b[^.;]*?(?=,? then\b|,? and (?:you|it|that|each|target)\b|$))?", re.IGNORECASE), "create tokens"),
    (re.compile(r"\b(?:get|gets)\s+(?:an emblem|a one-time boon)\b[^.;]*", re.IGNORECASE), "get an emblem"),
    (re.compile(r"\bperpetually\b[^.;]*", re.IGNORECASE), "perpetually changed"),
    (re.compile(r"\bpay(s|ing)?\s+(?:\{[^{}]+\})+", re.IGNORECASE), r"pay\1 some"),
    # cov17: "pay one mana of each of the chosen colors" (Guild Pact's delayed payment, as the trigger
    # resolves: no cost a question asks about)
    (re.compile(r"\bpay(s|ing)?\s+(?:one|two|three) mana of each of the chosen colors\b", re.IGNORECASE), r"pay\1 some"),
    (re.compile(r"\{e\}", re.IGNORECASE), " energy "),
    (re.compile(r"\{tk\}", re.IGNORECASE), " ticket "),
    # 506-510: an exception to the rules of combat ("can attack as though it didn't have defender",
    # "assign its combat damage as though it weren't blocked", "can be blocked as though it didn't
    # have forestwalk"): no keyword is granted or removed, only attacking and blocking change
    # (but never one about haste, which 302.6 consults)
    (re.compile(
        r"\b(?:attack|attacks|block|blocks|be blocked|assigns? (?:its|their) combat damage)\b(?![^.;,]*\bhaste\b)[^.;,]*?\bas though\b"
        r"[^.;,]*?(?=,|;|$|\s+and\s+(?!from\b))",
        re.IGNORECASE), "attack or block by exception"),
    # 702.21a ward: a triggered ability that counters a spell or ability targeting the permanent
    # unless its controller pays (as it resolves): it never stops a spell from being cast (601.2c)
    # nor is its payment a cost of casting, so its mana symbols are no mana a question asks about
    (re.compile(r"\bward\s*(?:\{[^{}]+\})+(?:,? where x is\b[^.;]*)?", re.IGNORECASE), "ward"),
    # becomes13: "Turn this creature face down.", "turn target face-down creature you control face
    # up" (708.2, 116.2b): a change of the permanent's status, which a scenario states (``face_down``)
    (re.compile(r"\bturns? (?:[\w-]+ ){0,6}?face (?:down|up)\b", re.IGNORECASE), "turn face"),
    # counters14: which permanents an effect puts counters on ("Put three +1/+1 counters on up to one
    # target creature with trample or haste", "put two +1/+1 counters on each creature you control
    # that's a Zombie or Mutant"): a description of the objects (115.1, 608.2c), no grant and no
    # type change; the counters' own kinds stay ("put a haste counter on ..." is consulted, 122.1b),
    # and so does what follows "and they ..." / ", then ..."
    (re.compile(
        r"(?:(?<=counter on )|(?<=counters on ))(?:each|target|another target|up to (?:one|two|three|\w+) (?:other )?target|all|every|each other)\b[^.;]*?"
        r"(?=,? then\b|,? and (?:you|it|that|each|target|they|those)\b|$)",
        re.IGNORECASE), "them"),
    # cov17: "Target player activates a mana ability of each land they control." (Drain Power), as an
    # instruction of a resolving spell (608.2c): the lands tap (701.26; the scenario states tapped
    # lands), and the mana goes to a pool no scenario holds mid-resolution; what the spell then adds
    # ("you add the mana lost this way") is read by the mana grammar; "... and lose all unspent mana"
    # (Pygmy Hippo) empties that pool again (106.4), which a scenario starts empty anyway
    (re.compile(r"\b(?:(?:defending|target|that) player )?(?:activates?|activate) a mana ability of each land (?:they|that player) controls?"
                r"(?: and loses? all unspent mana)?\b", re.IGNORECASE),
     "that player taps each land they control"),
    # 700.2h: pawprint modes ("Choose up to five {P} worth of modes", "{P}{P} — ..."): {P} is no mana
    (re.compile(r"(?:\{p\})+(?=\s+(?:worth|—))", re.IGNORECASE), "pawprints"),
    # the permanent a spell becomes as it resolves (608.3) is that spell, not a type change
    (re.compile(r"\bthe permanent (?:it|that spell|this spell|the spell) becomes\b", re.IGNORECASE), "that permanent"),
)


@dataclass(frozen=True, slots=True)
class Core:
    """The core of a sentence: lower case, its own name written ``~``, quoted text blanked, its
    leading frames (trigger condition, conditions, durations, conjunctions) cut off. ``bare`` also
    lacks the conditions and amounts inside it ("destroy it if it's a creature", "where X is the
    number of lands"), whose words name types and colours without changing any."""

    full: str
    bare: str


def core_of(sentence: str, names: tuple[str, ...] = ()) -> Core:
    """The :class:`Core` of one sentence."""
    # cov17: "loses all landwalk abilities" (Hammerheim), "loses banding and all "bands with other"
    # abilities" (Tolaria): abilities named by a keyword no mana rule consults (702.14, 702.22c:
    # "bands with other" is a form of banding) are that keyword, read before quotes are blanked
    text = _NAMED_KEYWORD_ABILITIES.sub(lambda m: "banding" if m.group(1) else m.group(2), substitute_self(sentence, names))
    text = mask_quotes(text).strip().rstrip(".!").strip().lower()
    prev = None
    while prev != text:
        prev = text
        text = _LEADING.sub("", text, count=1).strip()
    for pattern, word in _OBJECTS:
        text = pattern.sub(word, text)
    text = _CAST_ELSEWHERE.sub("cast from exile", text)
    text = _LAND_PLAYS.sub("play lands", text)
    text = re.sub(r"\s+", " ", text).strip(" ,;")
    return Core(text, re.sub(r"\s+", " ", _INNER.sub("", text)).strip(" ,;"))


# ---- what the mana rules consult -------------------------------------------------------------

_TYPE_WORDS = (
    r"(?:artifacts?|creatures?|lands?|enchantments?|planeswalkers?|battles?|instants?|sorcery|sorceries|kindred|"
    r"plains|islands?|swamps?|mountains?|forests?|deserts?|gates?|caves?|towns?|spheres?|lairs?|locus|mines?|"
    r"towers?|power-plants?|clues?|treasures?|foods?|vehicles?|equipment|auras?|legendary|snow|basic|world)"
)
_COLOR_WORDS = r"(?:white|blue|black|red|green|colorless|multicolored|monocolored)"
# the words between "is/are/becomes" and a type that describe the new object ("becomes a 3/3 red
# Elemental creature"), never those of a condition or an amount ("is equal to the number of lands")
_FILLER = (
    r"(?:(?!(?:equal|number|to|of|that|with|from|among|target|attacking|blocking|dealt|put|returned|in|on|under|for|if|"
    r"dealing|attached|tapped|untapped|exiled|sacrificed|destroyed|revealed|named|your|their|its|controlled|cast|"
    r"countered|turned|greater|less|still|by|blocked|be)\b)[\w/+\-'\u2212]+,?\s+){0,7}?"
)
# what "becomes" may be followed by without changing a type, a colour or an ability
_BECOMES_INERT = (
    r"tapped|untapped|blocked|unblocked|the target|targets?|attached|unattached|the monarch|prepared|plotted|saddled|"
    r"foretold|monstrous|renowned|suspected|goaded|day|night|harnessed|the starting player|your commander|~|"
    r"the active player|exiled|a copy of (?:it|that|this)|\d+|x|half|equal|the base|the chosen|that player's|"
    r"the number of"  # cov17: "Each player's life total becomes the number of creatures they control." (119.5)
)

KEYWORDS_CONSULTED: frozenset[str] = frozenset({
    # 302.6, 702.10: haste lets a creature use {T} abilities; 702.8: flash, when a spell may be cast
    "haste", "flash",
    # 115, 702.11, 702.16, 702.18: what a spell may target
    "hexproof", "hexproof from", "shroud", "protection", "protection from",
    # amounts of real mana abilities count creatures with defender (Overgrown Battlement)
    "defender",
    # 702.73 changeling: every creature type; 702.114 devoid: colourless (layers 4 and 5)
    "changeling", "devoid",
    # costs and alternative costs of a spell cast from a hand or a library (601.2b, 601.2f, 118.9)
    "kicker", "multikicker", "convoke", "affinity for", "delve", "improvise", "emerge", "spectacle", "surge", "evoke",
    "dash", "blitz", "prototype", "offering", "undaunted", "assist", "bestow", "morph", "megamorph", "disguise",
    "overload", "miracle", "entwine", "escalate", "buyback", "replicate", "splice onto", "casualty", "squad", "bargain",
    "spree", "mutate", "prowl", "split second", "sneak", "warp", "ninjutsu", "commander ninjutsu",
    # activated abilities a permanent has (602): can_activate numbers them
    "equip", "crew", "fortify", "level up", "outlast", "reconfigure", "saddle", "station", "boast", "exhaust", "power-up", "cycling",
    "transmute", "forecast", "channel",
    # mana: sunburst and the like read the mana spent; cumulative upkeep may add mana (Glacial Chasm's kin)
    "cumulative upkeep", "sunburst",
})
"""The keyword abilities (702) a mana rule consults: granting or removing one is never inert."""

_INERT_KEYWORDS = sorted(KEYWORD_NAMES - KEYWORDS_CONSULTED, key=len, reverse=True)
_KEYWORD_ALT = "|".join(re.escape(k) for k in _INERT_KEYWORDS) + r"|\w+walk|(?:snow |nonbasic |legendary |artifact )\w+walk"
_NAMED_KEYWORD_ABILITIES = re.compile(r'\ball (?:"(bands with other)"|(' + _KEYWORD_ALT + r")) abilities\b", re.IGNORECASE)
_CONSULTED_ALT = "|".join(re.escape(k) for k in sorted(KEYWORDS_CONSULTED, key=len, reverse=True))

CONSULTED: tuple[tuple[str, bool, re.Pattern[str]], ...] = (
    # 106, 605: mana is read by the mana grammar or refused, never inert
    ("mana", True, _p(r"\bmana\b(?! value)", r"\{[wubrgcsx0-9/p]+\}", r"\bproduc")),
    # 205, 305.7, 613.1d-e (layer 4): types and subtypes; 613.1a (layer 1): copies; 708, 701.40:
    # face-down permanents have no types
    ("types", True, _p(
        r"\b(?:becomes?|become)\b(?! (?:" + _BECOMES_INERT + r")\b)",
        r"\b(?:is|are|'re|'s|isn't|aren't)\s+(?:still |also |now |no longer |not |each |all )?(?:a|an)\s+(?!(?:number|copy|player|opponent|source|spell|card|~|additional|amount|result)\b)",
        r"\b(?:is|are|'re|'s|isn't|aren't)\s+(?:still |also |now |no longer |not |each |all )?(?:the chosen type|every|all)?\s*" + _FILLER + _TYPE_WORDS + r"\b(?! cards?\b| spells?\b)",
        r"\bin addition to (?:its|their) other (?:colors and )?(?:creature |land )?types\b",
        r"\b(?:every|all|its other|their other|loses? all|lose all|the chosen|each) (?:creature |land |card |basic land )?types?\b(?! of\b)",
        r"\bsubtypes?\b", r"\bsupertypes?\b", r"\b(?:enters? as|is|are) (?:a )?cop(?:y|ies) of\b",
        r"\bturns? (?:\w+ ){0,4}?face (?:down|up)\b", r"(?<!look at )(?<!look at target )(?<!look at each )(?<!reveal target )\bface-down (?:creature|permanent|spell)", r"\bnot legendary\b",
        r"\bchange the text\b", r"\btext box", r"\bno longer\b",
    )),
    # 105, 613.1e (layer 5): colours
    ("colors", True, _p(
        r"\b(?:is|are|'re|become|becomes)\s+(?:\w+\s+){0,3}?(?:" + _COLOR_WORDS + r"|colors?|the color|all colors|every color)\b",
        r"\bcolor of your choice\b", r"\bcolors? (?:of|chosen)\b", r"\bin addition to (?:its|their) other colors\b",
    )),
    # 613.1f (layer 6): abilities granted or removed; the keywords a mana rule consults
    ("abilities", False, _p(
        r"\b(?:gain|gains|gained|has|have|had|lose|loses|lost|with|without)\b[^.;]*\babilit(?:y|ies)\b",
        # grants14: not the keyword a blocker must have ("can't be blocked except by creatures with
        # haste": 509.1b, combat), which grants nothing
        r"(?<!except by creatures with )(?<!except by creatures with either )(?<!be blocked by creatures with )\b(?:" + _CONSULTED_ALT + r")\b", r"\bsummoning sick",
        r"\b(?:gain|gains|has|have|with|get|gets)\s+(?:all\s+)?(?:an emblem with\s+|a one-time boon with\s+)?,?\s*\"",
        r"\babilities\b(?! your opponents control can't cause (?:you|their controller) to (?:discard|sacrifice|search)\b)[^.;]*\bcan't\b",  # grants14: not what an opponent's spell makes you do
        r"\bno abilities\b",
    )),
    # 115.1: what a spell may target
    ("targets", False, _p(r"\bcan't be the targets?\b", r"\bcan't target\b", r"\bas though\b")),
    # 601.2f, 118.7-9: costs
    ("costs", False, _p(
        r"\bcosts?\b[^.;]*\b(?:more|less)\b", r"\bcosts? \{", r"\bcost to (?:cast|activate)\b", r"\badditional cost\b",
        r"\balternative cost\b", r"\brather than pay", r"\bwithout paying\b", r"\bmana costs?\b", r"\bcosts? (?:\w+ )?to cast\b",
        r"\bx can't be\b", r"\bcost\b",
        # 701.21a, 118.3: a permanent that can't be sacrificed can't pay a sacrifice cost
        r"\bcan't be sacrificed\b", r"\bcan't sacrifice\b",
        # bans19: 118.3, 119.8: a player who can't pay life (or lose it) pays no life cost
        r"\bcan't pay life\b", r"\blife totals? can't change\b", r"\bcan't lose life\b",
    )),
    # 602, 602.5b: activating abilities
    # zones11: "target activated ability" names an ability on the stack (115.1), read by targets.py
    # cov17: not "where X is ... as you activate this ability" (Lukka): a moment that fixes a number
    ("activation", False, _p(r"(?<!target )(?<!target spell, )(?<!as you )\bactivat(?:e|es|ed|ing|ion)\b(?! or triggered abilit| abilities? (?:you control )?(?:on the stack|of the chosen))", r"\bloyalty abilit")),
    # 106.6, 609.4b: spending mana
    ("spending", True, _p(r"\bspen[dt]\b")),
    # 601.3, 305.2-3: casting spells and playing lands
    ("casting", False, _p(
        r"\b(?:may|can't|cannot|can)\s+(?:\w+\s+){0,2}?(?:cast|play)\b", r"\bcan't be cast\b",
        r"\bcast (?:\w+ ){0,4}?(?:only|any time|as though)\b",
    )),
    # zones11: a keyword that lets a card be cast from a graveyard or exile, granted (601.3; 702.34a,
    # 702.138a, 702.133a, 702.81a, 702.143a); "a card with flashback" only names cards
    ("abilities", False, _p(r"\b(?:has|have|gains?)\s+(?:flashback|escape|jump-start|retrace|foretell)\b")),
    # 614.1c-d: how a permanent enters (the ``enters`` query)
    ("entering", False, _p(r"\benters? with\b", r"\benters? as\b", r"\benter(?:s)? (?:the battlefield )?with\b", r"\bescapes? with\b")),  # zones11: 702.138c
)
"""The phrases of effects the mana rules consult, by what they change: a core with one of them is
read by the grammar or left unread, never inert. The flag says whether the phrases are looked for
in the bare core (types, colours and mana are named by conditions too: "if it's a creature", "if
{U} was spent to cast it") or in the full one (a keyword granted inside a clause after a condition
is still granted)."""

# what may be cast as an effect resolves, or from exile or a graveyard by the effect of a resolved
# ability (a scenario states such a permission on the exiled card: ``may_cast``). zones11: a card's
# own "You may cast this card from your graveyard / from exile" is consulted by a cast from that zone
# (601.3): read by the grammar (translate/zones.py) or left unread, never inert here
_CAST_ELSEWHERE = re.compile(
    # cov17: an instruction "Cast it without paying its mana cost." as the effect resolves (608.2g:
    # no query asks in the middle of a resolution), and "a spell with mana value 3 or less from among
    # them", "cards you own outside the game", "a card exiled with this Saga"
    r"(?:^|\b(?:you|that player|its owner|its controller|they|each player|target player)\s+(?:may\s+)?)(?:cast|play)s?\s+"
    r"(?:it|them|that card|those cards|the exiled cards?|the copy|the copies|cards? exiled [^.;]*|(?:a|one|any number of) "
    r"(?:[\w-]+ )*?(?:spells?|cards?)(?: with [^.;]*?)? from among (?:them|those cards|the exiled cards|cards exiled [^.;]*|cards you own outside the game)|"
    r"(?:one|any number) of (?:them|those cards|the exiled cards)|that spell|the card|cards? (?:you own )?exiled with ~|"
    r"(?:a |an |the )?(?:[\w-]+ )*?cards? (?:you own )?exiled with (?:~|this [\w-]+)|"
    r"(?:this card|~)(?= for as long as it remains exiled)|"  # manatail14: "~" (A-Glamorous Outlaw says its printed name)
    r"(?:a |an |the )?(?:[\w-]+ )*?(?:spells?|cards?)(?: with [^.;]*?)? from (?:your |their |an opponent's |a )?(?:graveyard|exile|among [^.;]*))"
    r"(?![^.;]*\bfrom the top of\b)(?:[^.;]*?\bwithout paying (?:its|their) mana costs?)?"
    # zones11: what the permission lets mana pay is stated with it (an exiled card's any_mana)
    r"(?:[^.;]*?,? and (?:mana of any type can be spent|you may spend mana as though it were mana of any (?:color|type)) to cast (?:that spell|it|them|those spells))?",
    re.IGNORECASE,
)


# playing lands (305.2-3): no query plays a land, and a scenario states the lands played this turn
# becomes13: lands of a kind ("You may play Forests from your graveyard.": Titania, Nature's Force;
# "Desert lands", "basic lands from outside the game"): a land play all the same (305.1, 305.9)
_LAND_PLAYS = re.compile(
    r"\b(?:may|can't|cannot|can)\s+play\s+(?:an?\s+|any number of\s+|up to \w+\s+)?(?:additional\s+)?"
    r"(?:(?:(?:basic|nonbasic|snow|desert|gate|cave|sphere|town|locus)\s+)?lands?|forests|islands|swamps|mountains|plains)\b(?! and cast)"
    r"(?:[^.;]*?\bfrom (?:your|their|the top of|outside the game)[^.;]*)?",
    re.IGNORECASE,
)


CHANGES_POWER: re.Pattern[str] = _p(
    r"\bgets? [+\-\u2212]", r"\bget [+\-\u2212]", r"[+\-\u2212](?:\d+|x)/[+\-\u2212](?:\d+|x)(?! counter)", r"\bbase power\b",
    r"\b(?:power|toughness|power and toughness) (?:is|are) (?:each )?equal\b", r"\bswitch\b", r"\bhas the power\b",
    r"\bpower(?:, toughness,)? and toughness of\b", r"^\d+/\d+$",
)
"""The phrases of a sentence that changes power or toughness (613.4: sets them, 7b; modifies them,
7c; switches them, 7d; a characteristic-defining ability, 604.3), not one that only reads them."""


CAST_WHILE_RESOLVING = "a spell cast while the effect resolves"
"""among17: the reason of "You may cast a spell with mana value 3 or less from your hand without
paying its mana cost." in the effect of a spell or of an activated or triggered ability (Sram's
Expertise, Goblin Dark-Dwellers): the spell is cast as one of the instructions of that effect,
while it resolves (608.2c: in order; 601.2), and the permission ends with the resolution. A
scenario is a moment when nothing resolves (``stack_empty`` or not, no resolution is under
way), so no question can consult it; one that lasts ("this turn", "until ...") is read, never
this."""

_CAST_NOW = re.compile(r"\byou may cast\b.*\b(?:without paying|rather than pay(?:ing)?)\b", re.IGNORECASE)
_LASTING = re.compile(r"\b(?:this turn|until|for as long as|as long as|during|each turn|each of your turns|once)\b", re.IGNORECASE)


def cast_while_resolving(sentence: str) -> bool:
    """Whether a sentence of a resolving effect lets its controller cast a spell while that
    effect resolves, for free or for another cost, with no duration (:data:`CAST_WHILE_RESOLVING`)."""
    return bool(_CAST_NOW.search(sentence)) and not _LASTING.search(sentence)


_EMBLEM = re.compile(r"\bget an emblem\b")


def consulted(core: Core) -> str | None:
    """What of the mana rules' concerns a core touches (the name of its :data:`CONSULTED` family),
    or None. Any quotation mark left (an ability granted in quotes, not a token's) grants an
    ability (613.1f)."""
    for name, bare, pattern in CONSULTED:
        if pattern.search(core.bare if bare else core.full):
            return name
    if '"' in core.full:
        return "abilities"
    return None


# ---- the inert families ------------------------------------------------------------------------

RULES: tuple[InertRule, ...] = (
    InertRule(
        "card draw",
        _p(r"\bdraws?\b", r"\bdrawn\b"),
        "121: drawing moves cards from a library to a hand; a scenario states each hand as it is, "
        "and no mana rule counts the cards drawn.",
    ),
    InertRule(
        "discard",
        _p(r"\bdiscards?\b"),
        "701.9: discarding moves cards from a hand to a graveyard; a scenario states each hand.",
    ),
    InertRule(
        "damage",
        _p(r"\bdamage\b", r"\bfights?\b"),
        "120, 701.14: damage changes life totals and marks damage on permanents, which no mana rule "
        "consults (a scenario states life totals).",
    ),
    InertRule(
        "life",
        _p(r"\blife\b"),
        "119: life gained, lost or paid changes a life total, which a scenario states as it is.",
    ),
    InertRule(
        "tokens and new objects",
        _p(r"\btokens?\b", r"\binvestigates?\b", r"\bamass", r"\bpopulate\b", r"\bincubate\b", r"\bconjure", r"\bmanifest",
           r"\bcloak", r"\bforage\b", r"\bmobilize\b", r"\bendures?\b"),
        "111, 701.34 (manifest): a token or a manifested card is a new permanent; a scenario lists "
        "the permanents on the battlefield, each with its own card.",
    ),
    InertRule(
        "counterspell",
        _p(r"\bcounter (?:target|that|it|them|each|all|the|up to)\b", r"\bcan't be countered\b", r"\bcountered\b"),
        "701.5: countering removes a spell or ability from the stack; no mana question asks about "
        "the stack beyond whether it is empty, which a scenario states.",
    ),
    InertRule(
        "destroy and sacrifice",
        _p(r"\bdestroy", r"\bsacrifices?\b", r"\bsacrificed\b", r"\bregenerate", r"\bdies\b", r"\bindestructible\b"),
        "701.8, 701.21, 701.19: destroying, sacrificing and regenerating move permanents or keep "
        "them; a scenario lists the permanents on the battlefield.",
    ),
    InertRule(
        "exile and zone changes",
        _p(
            r"\bexiles?\b", r"\bexiled\b", r"\breturns?\b", r"\bput (?:\w+ ){0,8}?(?:into|onto|on top of|on the bottom of|in)\b",
            r"\bputs? (?:it|them|that card|those cards)\b", r"\bshuffles?\b", r"\bmills?\b", r"\bgraveyard\b",
            r"\bhand\b", r"\blibrary\b", r"\bphases? (?:out|in)\b", r"\bleaves? the battlefield\b", r"\bcommand zone\b",
            r"\boutside the game\b", r"\blearn\b", r"\bante\b", r"\bonto the battlefield\b", r"\bcast from exile\b",
            r"\bcan't enter the battlefield\b", r"\bchampion (?:a|an)\b",
        ),
        "400-406, 701.17: cards and permanents moving between zones, and spells cast from exile or a "
        "graveyard as an effect resolves; a scenario states what is on the battlefield, in each hand, "
        "graveyard and exile and on top of each library, and what a resolved effect lets be cast from "
        "exile (an exiled card's may_cast and any_mana); a card's own permission to be cast from a "
        "graveyard or exile is read, not classified.",
    ),
    InertRule(
        "library and information",
        _p(r"\bsearch", r"\breveals?\b", r"\brevealed\b", r"\blooks? at\b", r"\bscry\b", r"\bsurveil\b", r"\bexplores?\b",
           r"\bvotes?\b", r"\bnames? a card\b", r"\bchoose a card name\b", r"\bguess\b", r"\bseeks?\b", r"\bdraft",
           r"\bfateseal\b", r"\bclash\b", r"\bconnives?\b", r"\bdiscover\b", r"\bpiles?\b", r"\bsecretly\b", r"\bbid\b",
           r"\bbidding\b"),
        "701.19-701.25, 701.47, 701.50: searching, revealing, looking at cards, ordering a library, "
        "discovering and conniving give information or move cards; a scenario states the zones as they are.",
    ),
    InertRule(
        "counters",
        _p(r"\bcounters?\b", r"\bproliferate\b", r"\bmonstrosity\b", r"\bmonstrous\b", r"\badapt\b", r"\bsupport\b", r"\bbolster\b",
           r"\blevel\b", r"\blore\b", r"\btime travel\b", r"\brenowned\b", r"\bgoad", r"\bsuspect", r"\bblights?\b", r"\bdetain",
           r"\bprepared\b", r"\bintensif", r"\bplotted\b", r"\bforetold\b", r"\bsaddled\b", r"\bharness"),
        "122, 701.29 and other designations: counters put on or removed from a permanent by an effect, "
        "and marks such as goaded, detained or prepared, change the game state, which a scenario "
        "states (each permanent's ``counters``); how a permanent enters with counters is read, not "
        "classified. cov17: \"Harness ~.\" marks the permanent harnessed, which only its own \"∞ —\" "
        "abilities consult (The Mind Stone, The Soul Stone: triggers no mana rule reads).",
    ),
    InertRule(
        "tap and untap",
        _p(r"\btaps?\b", r"\buntaps?\b", r"\btapped\b", r"\buntapped\b"),
        "701.26: tapping and untapping change a permanent's status, which a scenario states "
        "(``tapped``); tapping for mana is read by the mana grammar.",
    ),
    InertRule(
        "face-down status",
        _p(r"\bturn face\b"),
        "708.2, 116.2b: turning a permanent face down or face up changes its status, which a scenario "
        "states (``face_down``: a face-down permanent is a 2/2 with no text, name, subtypes or mana cost).",
    ),
    InertRule(
        POWER_AND_TOUGHNESS,
        _p(r"\bgets? [+\-\u2212]", r"\bget [+\-\u2212]", r"[+\-\u2212](?:\d+|x)/[+\-\u2212](?:\d+|x)(?! counter)", r"\bbase power\b",
           r"\bpower and toughness\b", r"\bpower\b", r"\btoughness\b", r"\bswitch\b", r"^\d+/\d+$"),
        "613.4 (layer 7): power and toughness. A sentence that only reads power (\"creatures with "
        "power 2 or less can't block\") changes nothing a mana rule consults. One that changes "
        "power or toughness (:data:`CHANGES_POWER`) is not inert: the reader keeps it unread with "
        "``needs`` set (:class:`~model.abilities.Unread`), because the amounts and conditions that "
        "read power (208.1: \"equal to ~'s power\", \"the greatest power among creatures you "
        "control\", \"a creature with power 4 or greater\") consult it; a question needs it only "
        "where such a text is in the game. The changes the grammar reads (\"creatures you control "
        "get +1/+1\", \"base power and toughness\") are applied in layers 7b and 7c."),
    InertRule(
        "keyword abilities",
        _p(r"\b(?:has|have|gains?|gain|with|loses?|lose)\s+(?:(?:" + _KEYWORD_ALT + r")(?: \d+| x)?(?:,\s+|,?\s+and\s+|,?\s+or\s+)?)+\b",
           r"^(?:" + _KEYWORD_ALT + r")(?: \d+| x)?$"),
        "702: keyword abilities about combat, damage, other zones or triggers (flying, trample, "
        "first strike, menace, persist, exalted, ...); none is a mana ability, a cost, a timing or "
        "a targeting rule. The keywords a mana rule consults (haste, flash, hexproof, shroud, "
        "protection, defender, changeling, devoid, cost and activated keywords) are never inert.",
    ),
    InertRule(
        "combat",
        _p(r"\battack", r"\bblock", r"\bcombat\b", r"\bflying\b", r"\btrample\b", r"\bfirst strike\b", r"\bdouble strike\b",
           r"\bvigilance\b", r"\bmenace\b", r"\breach\b", r"\bdeathtouch\b", r"\blifelink\b", r"\bexert", r"\bbands?\b",
           r"\bdefending player\b", r"\bcrews?\b", r"\bearthbend", r"\bairbend", r"\bwaterbend", r"\bfirebend"),
        "506-511: how creatures attack, block and deal combat damage; no mana rule consults combat.",
    ),
    InertRule(
        "what an opponent's spell makes you do",
        _p(r"\bspells and abilities your opponents control can't cause (?:you|their controller) to (?:discard|sacrifice|search)\b"),
        "grants14 (Sigarda, Host of Herons; Tamiyo, Collector of Tales; Ashiok, Dream Render): what an "
        "opponent's spell or ability makes a player do (sacrifice, discard, search) happens as it "
        "resolves (608.2, 701.21a); no mana query resolves a spell, and a scenario states the "
        "permanents and cards as they are. The sacrifices and discards a mana rule weighs are costs "
        "a player pays for their own spells and abilities (601.2h, 602.2b, 118.3): caused by that "
        "player's spell or ability, never by an opponent's, so this prohibition never stops one "
        "(unlike \"can't be sacrificed\", which is consulted).",
    ),
    InertRule(
        "control",
        _p(r"\bcontrol of\b", r"\bexchange control\b", r"\bcontrols? enchanted\b", r"\bunder (?:your|its owner's|their owner's|that player's) control\b",
           r"\bownership\b", r"\byou control (?:that|the) player\b"),
        "108.4, 613.1b (layer 2): who controls or owns a permanent; a scenario lists each permanent "
        "under its controller (and its ``owner``).",
    ),
    InertRule(
        "prevention",
        _p(r"\bprevent"),
        "615: prevention effects apply to damage, which no mana rule consults.",
    ),
    InertRule(
        "player state",
        _p(r"\bmonarch\b", r"\binitiative\b", r"\bventure\b", r"\bdungeon\b", r"\bpoison\b", r"\benergy\b", r"\bexperience\b",
           r"\bring tempts\b", r"\bcity's blessing\b", r"\bday\b", r"\bnight\b", r"\bspeed\b", r"\bticket\b", r"\bstarting player\b"),
        "Designations and player counters (724 monarch, 725 initiative, 309 dungeons, 122.1f "
        "poison, energy, day and night): a scenario states them where a mana rule asks (``monarch``).",
    ),
    InertRule(
        "game outcome",
        _p(r"\b(?:wins?|loses?) the game\b", r"\bcan't (?:win|lose) the game\b", r"\bdraw the game\b", r"\bsubgame\b"),
        "104: winning and losing the game end it; no mana question is asked after that.",
    ),
    InertRule(
        "triggers",
        _p(r"\btriggers?\b", r"\btriggered\b", r"\bdo this only\b", r"\brepeat this process\b", r"\bthis ability resolves\b"),
        "603: when and how often a triggered ability triggers; the only triggered abilities a mana "
        "question resolves are triggered mana abilities (605.1b), which the mana grammar reads.",
        generic=True,
    ),
    InertRule(
        "land plays",
        _p(r"\bplay lands\b", r"\blands? played\b", r"\bland drop\b"),
        "305.2-3: how many lands a player may play and from where; no query plays a land (a land is "
        "played, not cast, 305.9) and a scenario states the lands played this turn (``lands_played``).",
    ),
    InertRule(
        "turn structure",
        _p(r"\bextra turns?\b", r"\bskips?\b", r"\badditional (?:combat|main|beginning|upkeep|end)", r"\bend the turn\b",
           r"\bphase\b", r"\bstep\b", r"\bturn\b"),
        "500-514: turns, phases and steps to come; a scenario states the current turn, phase and "
        "whether the stack is empty.",
        generic=True,
    ),
    InertRule(
        "hand size",
        _p(r"\bmaximum hand size\b", r"\bhand size\b"),
        "402.2, 514.1: the maximum hand size matters only in the cleanup step.",
    ),
    InertRule(
        "copy a spell",
        _p(r"\bcopy (?:target|that|it|them|this|each)\b", r"\bcopies\b", r"\bcopy\b", r"\bcopied\b"),
        "707.10: a copy of a spell or ability on the stack; no mana question asks about the stack.",
    ),
    InertRule(
        "targets of spells on the stack",
        _p(r"\bchange (?:the|a|any|that|those) targets?\b", r"\bchanges? (?:the |that )?targets?\b", r"\bnew targets?\b",
           r"\btargets? remain\b", r"\bnew target must\b", r"\bmust target\b", r"\bchange that target\b"),
        "115.7: changing the targets of a spell or ability already on the stack; a cast query chooses "
        "the targets of the spell it casts, on the board the scenario states.",
    ),
    InertRule(
        "attachment",
        _p(r"\battach", r"\bunattach", r"\bequip", r"\bfortif", r"\benchant\b", r"\bdoesn't remove\b"),
        "301.5, 303.4, 702.16c: what an Equipment or Aura is attached to (and whether a protection "
        "effect removes it); a scenario states it (``attached_to``).",
    ),
    InertRule(
        "transform",
        _p(r"\btransforms?\b", r"\bconverts?\b", r"\bunspecializes?\b", r"\bspecializes?\b", r"\bmeld"),
        "701.28, 712: a transformed permanent shows its other face, which is a card of the pool on "
        "its own; a scenario lists the face that is up.",
    ),
    InertRule(
        "payment",
        _p(r"\bpays?\b", r"\bpaid\b"),
        "A payment an effect asks for as it resolves (\"unless its controller pays {2}\", \"you may "
        "pay {1}\"); no mana question is asked about it. Costs of spells and abilities are read, "
        "not classified.",
        generic=True,
    ),
    InertRule(
        "choice",
        _p(r"^choose\b", r"\bchooses?\b", r"\bchosen\b", r"\bnote\b", r"\bopponent of your choice\b", r"^choose one\b",
           r"\bmodes?\b", r"\bnames?\b"),
        "700.2 (modes), 607.2 and the like: a choice made as an object enters or as an effect "
        "resolves (a mode, a player, a creature type, a name); a scenario states the choices a mana "
        "rule reads (``chosen_color``), and a sentence that acts on the choice is classified on its own.",
        generic=True,
    ),
    InertRule(
        "chance",
        _p(r"\broll", r"\bflip", r"\bcoin\b", r"\bdie\b", r"\bd\d+\b", r"\bat random\b", r"\brandom", r"\bresults?\b"),
        "705, 706: coin flips and die rolls happen as an effect resolves; their results are part of "
        "the game state a scenario states.",
        generic=True,
    ),
    InertRule(
        "arithmetic",
        _p(r"^round (?:up|down)\b", r"^\[?x is\b", r"^otherwise, x is\b", r"\brounded (?:up|down)\b"),
        "107.1a, 107.3: how a number an effect counts is rounded or defined; the effect it belongs "
        "to is classified (or read) on its own.",
        generic=True,
    ),
    InertRule(
        "optional additional costs without mana",
        _p(r"^gift (?:a|an)\b", r"^teamwork \d+$"),
        "702.174 (gift) and the like: an additional cost the caster may choose to pay, with no mana "
        "in it; it never makes a spell uncastable nor changes its mana cost (601.2f).",
    ),
    InertRule(
        "deck building and game setup",
        _p(r"\bcommander\b", r"\bpartner\b", r"\bcompanion\b", r"\bdeck\b", r"\bbegin the game\b", r"\bgame begins\b",
           r"\bbefore (?:the game|playing)\b", r"\bcard pool\b", r"\bbooster\b", r"\bsideboard\b",
           r"\bconspiracy\b", r"\bdeckbuilding\b", r"^this card is banned\b", r"\bhidden agenda\b"),
        "100.2, 903 and the like: how decks are built, how the game starts and which rules of the "
        "game apply outside the mana rules; no mana question depends on them.",
    ),
    InertRule(
        "planechase and archenemy",
        _p(r"\bplaneswalk", r"\bchaos ensues\b", r"\bscheme", r"\bset in motion\b", r"\bphenomenon\b", r"\bencounter\b",
           r"\bplane\b", r"\bvanguard\b"),
        "901, 904 (Planechase, Archenemy): planes, phenomena and schemes are not in a scenario.",
    ),
    InertRule(
        "emblems",
        _p(r"\bemblems?\b", r"\bone-time boon\b"),
        "114: an emblem lives in the command zone and a scenario holds none, so no question's board "
        "has one; the abilities in its quotation marks are read like any other text.",
    ),
    InertRule(
        "perpetual changes (digital)",
        _p(r"\bperpetually\b"),
        "Alchemy's perpetual effects change a card for the rest of the game, in every zone; a "
        "scenario states a card as it is now (a card of its own ``cards:`` with the changed text).",
    ),
    InertRule(
        "un-cards and digital-only mechanics",
        _p(r"\bstickers?\b", r"\battractions?\b", r"\bcontraptions?\b", r"\bassembles?\b", r"\bsays?\b", r"\byells?\b",
           r"\bperson\b", r"\bpeople\b", r"\bpoints?\b", r"\bteam\b", r"\bhorde\b", r"\bcircle\b", r"\bpiece",
           r"\bdoors?\b", r"\bunlock", r"\bheads?\b", r"\bhigh-five\b", r"\bask\b", r"\bdate\b", r"\bseconds?\b",
           r"\bdouble team\b", r"\bincrement\b", r"\bparadigm\b", r"\bstarting intensity\b", r"\bupgrade\b",
           r"\bgotcha\b", r"^specialize\b"),
        "Mechanics of the Un- sets and of digital-only cards (stickers, attractions, contraptions, "
        "rooms' doors, speaking and acting outside the game, Alchemy's specialize, which changes "
        "the card perpetually) that a scenario cannot hold and no mana rule consults.",
    ),
)
"""The families of effects no mana rule consults. The reason of a sentence is that of the family
whose phrase comes first in its core, a generic family only when no other one matches."""


# a sentence about the tokens the sentence before created ("Create a 0/1 Eldrazi Scion creature
# token. It has "Sacrifice this token: Add {C}."") describes them: new objects, not a change (111.4)
_OF_THE_TOKENS = re.compile(
    r"^(?:it|they|the tokens?|those tokens|that token|each of them|each token)\s+(?:has|have|gains?|gain|is|are|'s|'re|enters?|can't|attacks?)\b",
    re.IGNORECASE,
)


_ANY_MANA_FOR_THAT = re.compile(
    r"^(?:if you cast a spell this way, )?(?:you may spend mana as though it were mana of any (?:color|type)|mana of any type can be spent) "
    r"to cast (?:it|that spell|those spells|them|a spell this way)$"
)
_SPECIALIZE = re.compile(r"^specialize \{\d+\}$")
_CHAOS_TRIGGER = re.compile(r"^(?:whenever chaos ensues|when you planeswalk (?:to|away from))\b")
_THIS_WAY = re.compile(r"^if you cast (?:a|an|the) [\w -]*?spells? this way, ")
_LIFE_SET = re.compile(r"^if your life total is (?:greater|less) than \d+, it becomes \d+$")
# bans19: "you gain protection from everything" (Teferi's Protection): a player's protection
# (702.16j-k) stops damage, targeting and attachment, which no mana rule consults
_PLAYER_PROTECTION = re.compile(r"^(?:until [^,]+, )?(?:you|each player|players) (?:gain|gains|have|has) protection from [a-z ,]+?(?: until [a-z' ]+| this turn)?$")
_MANA_BURN = re.compile(r"^a player losing unspent mana causes that player to lose that much life$")
_EVASION_DESCRIPTION = re.compile(r"\bwith (?:no )?abilities\b(?=[^.;]*\bcan't (?:be blocked|block)\b)|(?<=\bcan't be blocked by creatures )with (?:no )?abilities\b")
# cov17: "if this is the first time this ability has resolved this turn" (Omnath, Locus of Creation):
# how often the trigger resolved (603.2), a condition of its own effect no mana rule reads
_TIMES_RESOLVED = re.compile(r",?\s*if this is the (?:first|second|third) time this ability has resolved this turn\b")
# cov17: "tap all lands that player controls that could produce any type of mana that land could
# produce" (Mana Web): which lands are tapped, described by what they could produce (106.7); no
# mana ability (605.1b: it adds no mana), so it waits on the stack while the lands still tap for mana
_LIKE_PRODUCERS = re.compile(r"\bthat could produce any type of mana (?:that|the tapped) (?:land|permanent) could produce\b")
# cov17: "You may reveal that card if it has three or more colored mana symbols in its mana cost."
# (Omnath, Locus of All): a quality of the card looked at (202.1), neither mana nor a cost
_SYMBOLS_IN_COST = re.compile(r"\bif it has (?:\w+ or more )?colored mana symbols in its mana cost\b")
_NOTE_SPENT = re.compile(r"^note the type (?:and amount )?of mana spent to pay this activation cost$")
# cov17: "a card with {X} in its mana cost" (Rosheen, Roaring Prophet's mill) and "creature cards with
# activated abilities that aren't mana abilities" (Tazri, Stalwart Survivor's mill) name qualities too
_CARD_WITH_COST = re.compile(
    r"\bcard with mana cost (?:\{[^}]+\})+(?: or (?:\{[^}]+\})+)?|\bcards? with \{x\} in (?:its|their) mana costs?\b"
    r"|\bcards? with (?:an )?activated abilit(?:y|ies)(?: that (?:isn't|aren't) (?:a )?mana abilit(?:y|ies))?(?= from among\b)"
)


def classify(sentence: str, names: tuple[str, ...] = (), *, previous: str | None = None) -> InertSentence | None:
    """The sentence as inert, with the reason of the rule that classifies it; None when it touches
    what the mana rules consult (:data:`CONSULTED`) or when no rule classifies it.

    Parameters
    ----------
    sentence
        One sentence of a card's text, reminder text removed.
    names
        The names by which the card refers to itself (written ``~`` before matching).
    previous
        The sentence before it in the same ability, when it was classified too: a sentence about
        "it"/"the tokens" after one that creates tokens describes those tokens.

    Returns
    -------
    InertSentence | None
        The sentence (as written) and its reason, or None: the caller leaves it unread.
    """
    core = core_of(sentence, names)
    # manatail14: "an artifact card with mana cost {0} or {1}" (Urza's Saga's search) names a quality
    # of the card looked for (202.1), neither mana nor a cost: left out of what is consulted
    core = Core(_CARD_WITH_COST.sub("card", core.full), _CARD_WITH_COST.sub("card", core.bare))
    # manatail14: "Note the type of mana spent to pay this activation cost." (Jeweled Amulet, Ice
    # Cauldron): a record of the resolution, which the scenario states (the permanent's noted_mana)
    core = Core(_NOTE_SPENT.sub("note the type", core.full), _NOTE_SPENT.sub("note the type", core.bare))
    core = Core(_TIMES_RESOLVED.sub("", core.full), _TIMES_RESOLVED.sub("", core.bare))
    core = Core(_LIKE_PRODUCERS.sub("that fit", core.full), _LIKE_PRODUCERS.sub("that fit", core.bare))
    core = Core(_SYMBOLS_IN_COST.sub("if it fits", core.full), _SYMBOLS_IN_COST.sub("if it fits", core.bare))
    # manatail14: "A player losing unspent mana causes that player to lose that much life." (Yurlok of
    # Scorch Thrash): life lost as mana empties from a pool between steps (500.4), which no question
    # of one moment spans; a scenario states life totals as they are
    core = Core(_MANA_BURN.sub("that player loses life", core.full), _MANA_BURN.sub("that player loses life", core.bare))
    # cov17: "Creatures you control with no abilities can't be blocked by creatures with abilities."
    # (Jasmine Boreal of the Seven): which creatures can't be blocked, and by which, are descriptions
    # (509.1b: a restriction on blocking), not abilities granted or removed
    core = Core(_EVASION_DESCRIPTION.sub("with a quality", core.full), _EVASION_DESCRIPTION.sub("with a quality", core.bare))
    if previous is not None and _ANY_MANA_FOR_THAT.match(core.full) and (
        "cast from exile" in (before := core_of(previous, names).full) or re.search(r"\bplay (?:those cards|that card)\b", before)
    ):
        # manatail14: "If you cast a spell this way, you may spend mana as though it were mana of any
        # color to cast it." after a permission to cast the exiled cards (Elder Brain, Brainstealer
        # Dragon): what a scenario states with the permission, an exiled card's any_mana (609.4b)
        return InertSentence(sentence, "exile and zone changes")
    if previous is not None and _OF_THE_TOKENS.match(core.full) and "create tokens" in core_of(previous, names).full:
        return InertSentence(sentence, "tokens and new objects")
    whole = sentence.strip().rstrip(".").lower()
    if _CHAOS_TRIGGER.match(whole):
        # among17: "Whenever chaos ensues, target player can't cast spells until a player
        # planeswalks." (Eloren Wilds): a trigger of the planar die (901.9), which no scenario rolls;
        # what it creates is never in a scenario's game (901: Planechase is not modelled)
        return InertSentence(sentence, "planechase and archenemy")
    if _PLAYER_PROTECTION.match(whole):
        return InertSentence(sentence, "damage")
    if _LIFE_SET.match(whole):
        # among17: "If your life total is greater than 10, it becomes 10." (119.5: a life total set
        # to a number; a scenario states life totals as they are)
        return InertSentence(sentence, "life")
    if previous is not None and (_THIS_WAY.match(whole) or whole.startswith("if you do, it enters with ")) and (
        "cast from exile" in (before := core_of(previous, names).full) or re.search(r"\bcast an? [\w ]*spell from your graveyard this turn\b", before)
    ):
        # s13: "If you do, it enters with a finality counter on it and is a Vampire in addition to
        # its other types." after "You may cast a creature spell from your graveyard this turn."
        # (The Tomb of Aclazotz): the rider of that permission, as below (a scenario lists the
        # permanent the spell became, with its counters and types)
        # among17: "If you cast a spell this way, that creature enters with a finality counter on it."
        # after "You may cast Dinosaur creature spells from among cards you own exiled with this
        # creature." (Intrepid Paleontologist): a rider of that permission (a scenario states it on
        # the exiled card), classified with it
        return InertSentence(sentence, "exile and zone changes")
    if whole.startswith("seek "):
        # among17: Alchemy's "seek" (a card put into a hand at random from a library, digital only):
        # a library's order and contents are in no scenario; "of the chosen type" chooses nothing now
        return InertSentence(sentence, "un-cards and digital-only mechanics")
    if _SPECIALIZE.match(core.full) or (previous is not None and _SPECIALIZE.match(core_of(previous, names).full)):
        # among17: Alchemy's "Specialize {3}" changes the card perpetually (digital only); the
        # cost in it is no cost any scenario question can pay: a scenario states the card as it is.
        # The restriction or cost change after it ("Activate only if ...") is of that ability
        return InertSentence(sentence, "un-cards and digital-only mechanics")
    if consulted(core) is not None:
        return None
    if _EMBLEM.search(core.full) and any(consulted(core_of(q.replace("'", '"'), names)) is not None for q in quoted_parts(sentence)):
        # audit30: "You get an emblem with "Swamps you control have '{T}: Add {B}{B}{B}{B}.'"" (Liliana
        # of the Dark Realms), "... "You may cast instant and sorcery spells from your graveyard."" (Jaya
        # Ballard): an emblem (114) whose ability the mana rules consult is no inert sentence: the
        # scenario holds no emblem, so a question where that loyalty ability resolved is the error
        return None
    text = core.bare or core.full
    best: tuple[bool, int, str] | None = None
    for rule in RULES:
        m = rule.phrases.search(text)
        if m is not None and (best is None or (rule.generic, m.start()) < best[:2]):
            best = (rule.generic, m.start(), rule.reason)
    return None if best is None else InertSentence(sentence, best[2])
