"""The words of the rules that name types and keywords: one definition, used everywhere.

Card types (205.2a), supertypes (205.4a), the permanent types (110.4) and the spell-only card types
(304.1, 307.1), the land types (205.3i) with the basic ones in the order of 305.6 and the mana each
gives, and the keyword abilities (702). The type line reader (:mod:`model.cards`), the card-text
grammar (:mod:`model.text`) and the solver's layers all read these names from here, so a land type
added to the rules is added once.

>>> BASIC_LAND_MANA["Forest"]
<ManaType.G: 4>
>>> "Cloud" in NONBASIC_LAND_TYPES and "Cloud" in LAND_TYPES
True
"""

from __future__ import annotations

import re
from types import MappingProxyType
from typing import Mapping

from .mana import ManaType

__all__ = [
    "EVERY_CREATURE_TYPE",
    "is_creature_type",
    "with_every_creature_type",
    "ALTERNATIVE_COST_RULES",
    "OPTIONAL_COST_RULES",
    "REPEATABLE_COSTS",
    "ARTIFACT_TYPES",
    "ENCHANTMENT_TYPES",
    "BASIC_LAND_MANA",
    "BASIC_LAND_TYPES",
    "CARD_TYPES",
    "KEYWORD_NAMES",
    "LAND_TYPES",
    "NONBASIC_LAND_TYPES",
    "PERMANENT_TYPES",
    "SELECTABLE_KEYWORDS",
    "SPELL_TYPES",
    "SUPERTYPES",
    "MULTI_WORD_SUBTYPES",
    "join_multi_word_subtypes",
    "split_subtypes",
    "subtype_of_word",
]

# --- card types (205.2a) and supertypes (205.4a) ---------------------------------------------

CARD_TYPES: frozenset[str] = frozenset(
    # 205.2a: the card types of traditional Magic cards; "Tribal" is Kindred's former name, still
    # printed on older cards
    {"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Tribal", "Land", "Planeswalker", "Sorcery"}
    # 205.2a's non-traditional card types (and the types of two non-traditional products that
    # appear in card data: Hero cards and Unfinity's Stickers)
    | {"Conspiracy", "Dungeon", "Phenomenon", "Plane", "Scheme", "Vanguard", "Hero", "Stickers"}
)
"""Every card type a type line may hold (205.2a); anything else on the left of the dash that is
not a supertype is an error in a scenario's card."""

SUPERTYPES: frozenset[str] = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing"})
"""205.4a: the supertypes."""

PERMANENT_TYPES: frozenset[str] = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"})
"""110.4: the permanent types; a card with one of them becomes a permanent (a "permanent card")."""

SPELL_TYPES: frozenset[str] = frozenset({"Instant", "Sorcery"})
"""304.1, 307.1: the card types that exist only as spells (they never enter the battlefield, 110.4a);
a card of these types and no permanent type has an instant's or sorcery's text."""

# --- subtypes of more than one word (205.3m) ----------------------------------------------------

MULTI_WORD_SUBTYPES: frozenset[str] = frozenset({"Time Lord"})
"""manatail18: the subtypes whose name is more than one word (205.3m lists "Time Lord" among the
creature types). A type line's subtypes are separated by spaces, so these are read whole, and the
card-text grammar (whose subtype is one word) sees each as one joined word: both through
:func:`split_subtypes` / :func:`join_multi_word_subtypes`, the one mechanism."""

_JOINED_SUBTYPES: Mapping[str, str] = MappingProxyType({s.replace(" ", "-"): s for s in MULTI_WORD_SUBTYPES})
_MULTI_WORD = re.compile(r"\b(?:" + "|".join(re.escape(s) for s in sorted(MULTI_WORD_SUBTYPES)) + r")(?=s?\b)")


def join_multi_word_subtypes(text: str) -> str:
    """``text`` with each multi-word subtype (and its plural) written as one word, its spaces made
    hyphens: the same length, so that positions in the joined text are positions in ``text``.

    >>> join_multi_word_subtypes("Spend this mana only to cast a Time Lord or Alien spell")
    'Spend this mana only to cast a Time-Lord or Alien spell'
    """
    return _MULTI_WORD.sub(lambda m: m.group(0).replace(" ", "-"), text)


def subtype_of_word(word: str) -> str:
    """The subtype a joined word names ("Time-Lord" -> "Time Lord"); any other word is itself."""
    return _JOINED_SUBTYPES.get(word, word)


def split_subtypes(text: str) -> frozenset[str]:
    """The subtypes of a type line's right side, a multi-word one kept whole (205.3m).

    >>> sorted(split_subtypes("Time Lord Doctor"))
    ['Doctor', 'Time Lord']
    """
    return frozenset(subtype_of_word(w) for w in join_multi_word_subtypes(text).split())


# --- land types (205.3i, 305.6) ---------------------------------------------------------------

BASIC_LAND_MANA: Mapping[str, ManaType] = MappingProxyType({
    # 305.6: the basic land types, in this order, and the mana of the intrinsic "{T}: Add [mana
    # symbol]" ability each gives a land (the order abilities are numbered in, SCENARIOS.md)
    "Plains": ManaType.W,
    "Island": ManaType.U,
    "Swamp": ManaType.B,
    "Mountain": ManaType.R,
    "Forest": ManaType.G,
})

BASIC_LAND_TYPES: tuple[str, ...] = tuple(BASIC_LAND_MANA)
"""305.6: Plains, Island, Swamp, Mountain, Forest (in this order)."""

NONBASIC_LAND_TYPES: frozenset[str] = frozenset({
    # 205.3i: the land types that are not basic land types
    "Cave", "Cloud", "Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Sphere", "Tower", "Town", "Urza's",
})

LAND_TYPES: frozenset[str] = frozenset(BASIC_LAND_TYPES) | NONBASIC_LAND_TYPES
"""205.3i: every land type (a land's subtypes of this list are what 305.7 replaces)."""

# --- artifact and enchantment types (205.3g, 205.3h) ------------------------------------------

ARTIFACT_TYPES: frozenset[str] = frozenset({
    # 205.3g: the artifact types
    "Attraction", "Blood", "Bobblehead", "Clue", "Contraption", "Equipment", "Food", "Fortification", "Gold",
    "Incubator", "Infinity", "Junk", "Lander", "Map", "Mutagen", "Powerstone", "Spacecraft", "Stone", "Treasure",
    "Vehicle",
})
"""205.3g: the artifact types (what a type change that sets artifact subtypes replaces, 205.1a)."""

ENCHANTMENT_TYPES: frozenset[str] = frozenset({
    # 205.3h: the enchantment types
    "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga", "Shard", "Shrine",
})
"""205.3h: the enchantment types."""

# --- keyword abilities (702) -----------------------------------------------------------------

# 702.2-702.1xx, one name per entry (lower case, as written after the first word's capital).
# Families with a type in the name ("Forestwalk", "Plainscycling", "Basic landcycling") are matched
# by the keyword reader's pattern (model/text/keywords.py), not listed here.
_KEYWORD_LINES = """
deathtouch|defender|double strike|enchant|equip|first strike|flash|flying|haste|hexproof
indestructible|intimidate|landwalk|lifelink|protection from|reach|shroud|trample|vigilance|ward
banding|rampage|cumulative upkeep|flanking|phasing|buyback|shadow|cycling|echo|horsemanship
fading|kicker|multikicker|flashback|madness|fear|morph|megamorph|amplify|provoke|storm|affinity for
entwine|modular|sunburst|bushido|soulshift|splice onto|offering|ninjutsu|commander ninjutsu|epic
convoke|dredge|transmute|bloodthirst|haunt|replicate|forecast|graft|recover|ripple|split second
suspend|vanishing|absorb|aura swap|delve|fortify|frenzy|gravestorm|poisonous|transfigure
champion|changeling|evoke|hideaway|prowl|reinforce|conspire|persist|wither|retrace|devour
exalted|unearth|cascade|annihilator|level up|rebound|totem armor|umbra armor|infect|battle cry
living weapon|undying|miracle|soulbond|overload|scavenge|unleash|cipher|evolve|extort|fuse
bestow|tribute|dethrone|hidden agenda|double agenda|outlast|prowess|dash|exploit|menace|renown
awaken|devoid|ingest|myriad|surge|skulk|emerge|escalate|melee|crew|fabricate|partner
partner with|undaunted|improvise|aftermath|embalm|eternalize|afflict|ascend|assist|jump-start
mentor|afterlife|riot|spectacle|escape|companion|mutate|encore|boast|foretell|demonstrate
daybound|nightbound|disturb|decayed|cleave|training|compleated|reconfigure|blitz|casualty
enlist|read ahead|ravenous|squad|space sculptor|visit|prototype|living metal
more than meets the eye|for mirrodin!|toxic|backup|bargain|craft|disguise|solved|plot|saddle
spree|freerunning|gift|offspring|impending|exhaust|max speed|start your engines!|harmonize
mobilize|job select|tiered|station|warp|sneak|mayhem|web-slinging|firebending|hexproof from
power-up
trample over planeswalkers
"""

KEYWORD_NAMES: frozenset[str] = frozenset(
    n.strip() for n in _KEYWORD_LINES.replace("\n", "|").split("|") if n.strip()
)
"""702: the name of every keyword ability, lower case ("protection from", "hexproof from", "first
strike"); a parameter follows some of them ("Enchant Forest", "Kicker {R}")."""

SELECTABLE_KEYWORDS: frozenset[str] = frozenset({
    # the keyword abilities a selector may ask for ("creatures you control with defender"): those
    # an object simply has or lacks, written as one word with no parameter
    "defender", "flying", "haste", "reach", "trample", "vigilance", "deathtouch", "lifelink", "menace",
    "hexproof", "indestructible", "flash", "shroud", "fear", "intimidate", "horsemanship", "shadow",
})

ALTERNATIVE_COST_RULES: Mapping[str, str] = MappingProxyType({
    # keywords whose [cost] is an alternative cost (118.9) paid instead of the mana cost when the
    # spell is cast from hand; prototype is not one (718.3, Fleshgorger ruling: a separate choice)
    "evoke": "702.74a",
    "dash": "702.109a",
    "blitz": "702.152a",
    # altcost11: with a condition on casting it this way (AlternativeCost.requires) or without
    # targets when it is paid (overload, 702.96b)
    "surge": "702.117a",
    "spectacle": "702.137a",
    "prowl": "702.76a",
    "overload": "702.96a",
    "emerge": "702.119a",
    "bestow": "702.103b",
    # audit32: mutate (702.140a): cast for it, a mutating creature spell that targets a non-Human
    # creature with the same owner as the spell (AlternativeCost.aura_targets)
    "mutate": "702.140a",
})

OPTIONAL_COST_RULES: Mapping[str, str] = MappingProxyType({
    # altcost11: keywords whose [cost] is an optional additional cost (601.2b, 601.2f): paid once,
    # or any number of times (REPEATABLE_COSTS)
    "buyback": "702.27a",
    "offspring": "702.175a",
    "replicate": "702.56a",
    "squad": "702.157a",
})
REPEATABLE_COSTS = frozenset({"replicate", "squad"})  # 702.56a, 702.157a: "any number of times"

# --- chosen10: every creature type (205.3m, 702.73a) --------------------------------------------

EVERY_CREATURE_TYPE = "(every creature type)"
"""A marker among an object's subtypes: it has every creature type (changeling, 702.73a; "is every
creature type", "with all creature types", 205.3m). It is a creature type itself (it goes with
creatures and kindred objects, 205.3d) and stands for each creature type a selector asks for
(:func:`with_every_creature_type`)."""


def is_creature_type(subtype: str) -> bool:
    """Whether a subtype is a creature type as far as the listed kinds tell (205.3g-i: land, artifact
    and enchantment types are listed; the rest a creature could have is a creature type, 205.3m)."""
    return not (subtype in LAND_TYPES or subtype in ARTIFACT_TYPES or subtype in ENCHANTMENT_TYPES or subtype in CARD_TYPES or subtype in SUPERTYPES)


def with_every_creature_type(have: frozenset[str], asked: frozenset[str]) -> frozenset[str]:
    """An object's subtypes as a question about ``asked`` sees them: with the marker
    :data:`EVERY_CREATURE_TYPE`, every creature type asked for is among them (205.3m)."""
    if EVERY_CREATURE_TYPE not in have:
        return have
    return have | frozenset(t for t in asked if is_creature_type(t))
