"""Abilities and effects as plain data: what the card-text grammar produces and the solver reads.

The mana vocabulary composes three things, so that the long tail of real cards follows from
a few templates (reference/mana-sentences.md):

* an **amount** — ``Const(2)``, ``CountersOn("charge")``, ``CountOf(creatures you control)``;
* a **palette** — where a mana's type comes from: fixed types ("{U} or {R}" is two options of
  fixed mana, "any color" is ``FixedTypes(WUBRG)``), the chosen colour, the commander's colours,
  what other permanents *could produce* (106.7), the colours of permanents (Meteor Crater), the
  types a tapped land *produced* (Mana Flare);
* a **production** — the parts one resolution adds together (``{C}``, then ``{C}`` for each
  counter); a :class:`ManaEffect` is a choice among productions ("Add {U} or {R}").

Replacement effects on mana (614, 616) are an event filter plus a :class:`Transform` of the
mana about to be produced. Triggered mana abilities (605.1b, 106.12a) are a :class:`TapTrigger`
plus the mana they add. Continuous effects that change types or grant abilities (305.7, 613)
are :class:`TypeChange` and :class:`GrantAbilities`.
"""

from __future__ import annotations

import dataclasses
import enum
from dataclasses import field
from typing import Sequence, Union

from .costs import ActivationCost, CostPart, ManaCost
from .costs import Waterbend as Waterbend  # s16: also an activation cost (re-exported)
from .costs import ExileFromGraveyard as ExileFromGraveyard, GraveyardCards as GraveyardCards  # s14: with the other cost parts (re-exported)
from .costs import CollectEvidence as CollectEvidence  # s15: also an activation cost (re-exported)
from .mana import ALL_COLORS, ALL_TYPES, Mana, ManaType, TypeSet
from .selectors import SELF, Selector, Who
from .values import dataclass

# --- amounts ----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Const:
    """A fixed number ("two mana")."""

    n: int

    def __str__(self) -> str:
        return str(self.n)


@dataclass(frozen=True, slots=True)
class CountersOn:
    """The number of ``kind`` counters on the selected permanent (this one by default); ``kind``
    None counts counters of every kind ("for each counter on ~", 122.1)."""

    kind: str | None
    of: Selector = SELF

    def __str__(self) -> str:
        return f"the number of {self.kind or 'all'} counters on {self.of}"


@dataclass(frozen=True, slots=True)
class CountOf:
    """The number of permanents that fit ``what`` ("for each creature you control")."""

    what: Selector

    def __str__(self) -> str:
        return f"the number of {self.what}"


@dataclass(frozen=True, slots=True)
class PowerOf:
    """The power of the selected permanent ("where X is this creature's power")."""

    of: Selector = SELF

    def __str__(self) -> str:
        return f"the power of {self.of}"


@dataclass(frozen=True, slots=True)
class ToughnessOf:
    """The toughness of the selected permanent ("equal to Vhal's toughness", 208.1)."""

    of: Selector = SELF

    def __str__(self) -> str:
        return f"the toughness of {self.of}"


@dataclass(frozen=True, slots=True)
class Greatest:
    """"the greatest power/toughness among <permanents>" (``stat`` "power" or "toughness"; cov17:
    "mana value", 202.3); 0 when none is selected (107.2: a number that can't be determined is 0)."""

    stat: str
    of: Selector

    def __str__(self) -> str:
        return f"the greatest {self.stat} among {self.of}"


@dataclass(frozen=True, slots=True)
class LifeTotal:
    """"your life total" (119.1): the life of the controller of the text's object."""

    def __str__(self) -> str:
        return "your life total"


@dataclass(frozen=True, slots=True)
class BasicLandTypesAmong:
    """"the number of basic land types among lands you control" (Domain, 305.6)."""

    of: Selector

    def __str__(self) -> str:
        return f"the number of basic land types among {self.of}"


@dataclass(frozen=True, slots=True)
class Plus:
    """An amount plus a fixed number ("X plus one", "1 plus the exiled creature's mana value")."""

    base: "Amount"
    n: int

    def __str__(self) -> str:
        return f"{self.base} plus {self.n}"


@dataclass(frozen=True, slots=True)
class Sum:
    """cov17: two amounts added ("the number of other Caves you control plus the number of Cave
    cards in your graveyard", Cavernous Maw; 107.1): each counted as it is, then added."""

    parts: tuple["Amount", ...]

    def __str__(self) -> str:
        return " plus ".join(str(p) for p in self.parts)


@dataclass(frozen=True, slots=True)
class XValue:
    """X as fixed while paying the spell's or ability's own cost (107.3, 601.2b, 602.2b): the number
    of counters removed by "Remove X storage counters" or "Remove any number of storage counters"
    (Molten Slagheap's "Add X mana ...", Bottomless Vault's "for each storage counter removed this
    way"), or the value chosen for {X} in the cost. 0 when nothing fixed it (107.2)."""

    def __str__(self) -> str:
        return "X"


@dataclass(frozen=True, slots=True)
class ManaValueOf:
    """The mana value (202.3) of the selected permanent: "an amount of {B} equal to the sacrificed
    artifact's mana value" (Priest of Yawgmoth; ``of`` has ``Relation.SACRIFICED``)."""

    of: Selector

    def __str__(self) -> str:
        return f"the mana value of {self.of}"


@dataclass(frozen=True, slots=True)
class TotalManaValue:
    """costs13: "the total mana value of noncreature artifacts you control" (Metalwork Colossus):
    the sum of the mana values (202.3) of the selected permanents (a token that is no copy has
    mana value 0, 202.3b; an {X} on the battlefield is 0, 202.3e); none: 0."""

    of: Selector

    def __str__(self) -> str:
        return f"the total mana value of {self.of}"


@dataclass(frozen=True, slots=True)
class Devotion:
    """Your devotion to ``colors`` (700.5): the mana symbols of those colours among the mana costs
    of permanents you control. ``colors`` None is the colour of the mana being added: "Choose a
    color. Add an amount of mana of that color equal to your devotion to that color" (Nykthos)."""

    colors: TypeSet | None = None

    def __str__(self) -> str:
        return f"your devotion to {self.colors or 'that color'}"


@dataclass(frozen=True, slots=True)
class ColorCount:
    """The number of colours among the selected permanents: with ``ColorsOf`` of the same
    permanents and ``ChoiceMode.DIFFERENT`` it is "For each color among permanents you control,
    add one mana of that color" (Bloom Tender)."""

    of: Selector

    def __str__(self) -> str:
        return f"the number of colors among {self.of}"


@dataclass(frozen=True, slots=True)
class ExiledColorCount:
    """cov17: "the number of colors among the exiled cards used to craft it" (Sunbird Effigy;
    702.167a: craft exiles the permanent and the materials, and the ability that refers to them is
    linked to it, 607.2a): the colours among the cards exiled with the permanent (its ``exiled``;
    none listed: none, 106.5)."""

    def __str__(self) -> str:
        return "the number of colors among the exiled cards"


@dataclass(frozen=True, slots=True)
class TimesKicked:
    """How many times the spell that became this permanent was kicked (702.33d): "a charge counter
    on it for each time it was kicked" (Everflowing Chalice). Like X, an enters-the-battlefield
    replacement reads the spell's value (107.3m); a permanent that was not cast was kicked 0 times."""

    def __str__(self) -> str:
        return "the number of times it was kicked"


@dataclass(frozen=True, slots=True)
class TargetsBeyondFirst:
    """"for each target beyond the first" (Fireball): the spell's number of targets minus one,
    never below 0 (601.2c fixes the number of targets before 601.2f totals the cost)."""

    def __str__(self) -> str:
        return "each target beyond the first"


@dataclass(frozen=True, slots=True)
class TargetsThatAre:
    """audit27: "for each creature it targets" (Battlefield Thaumaturge): how many of the spell's
    targets are permanents ``what`` selects (601.2c fixes the targets before 601.2f totals the
    cost); a player targeted counts for nothing."""

    what: Selector

    def __str__(self) -> str:
        return f"each {self.what.text or self.what} it targets"


@dataclass(frozen=True, slots=True)
class OtherSpellsCast:
    """"for each other spell that player has cast this turn" (Damping Sphere): the spells the
    caster has already cast this turn (Damping Sphere ruling: counted even when they were cast
    before the effect existed). audit35: ``players``: whose spells count: "caster" (that player),
    "all" ("for each other spell cast this turn": Thrasta, Tempest's Roar; every player's, 601.2i),
    "opponents" ("for each spell your opponents have cast this turn": Delightful Discovery)."""

    players: str = "caster"

    def __str__(self) -> str:
        if self.players == "all":
            return "each other spell cast this turn"
        if self.players == "opponents":
            return "each spell your opponents have cast this turn"
        return "each other spell that player has cast this turn"


@dataclass(frozen=True, slots=True)
class CasterControls:
    """audit23: "for each artifact its controller controls" (Hum of the Radix): the permanents that
    fit ``what`` controlled by the spell's controller, its caster (601.2a), whoever controls the
    text's object."""

    what: Selector

    def __str__(self) -> str:
        return f"each {self.what.text or self.what} its controller controls"


# --- amounts of the long tail of mana sentences (h15c) ---------------------------------------


@dataclass(frozen=True, slots=True)
class CardsIn:
    """The number of cards in a zone that is not the battlefield: "for each black creature card in
    your graveyard" (Crypt of Agadeem), "the number of permanent cards in your graveyard" (The
    Core), "for each card in your hand" (Inner Fire), "for each card named ~ in each graveyard"
    (Rite of Flame), "for each card in target opponent's hand" (Rousing Refrain).

    ``zone`` is "graveyard" (404), "hand" (402), "library_top" (each player's top card, revealed:
    parley; the scenario's ``library_top``) or "exile" (406: the cards a player owns there;
    counters14); ``whose`` is YOU (the controller's), ANY
    ("each graveyard": every player's) or OPPONENT (a target opponent's: the scenario cannot say
    which, so evaluating it is an error). A card counts when it has every type of
    ``card_types``, one of ``any_types`` when given ("permanent card": 110.4), none of
    ``excluded_types``, every colour of ``colors`` (105.2), and, with ``named_self``, the name of
    the object that holds the text (201.2). The scenario gives these zones (``graveyard``,
    ``hand``); one it does not give is never assumed empty."""

    zone: str
    whose: Who = Who.YOU
    card_types: frozenset[str] = frozenset()
    any_types: frozenset[str] = frozenset()
    excluded_types: frozenset[str] = frozenset()
    colors: TypeSet = TypeSet(0)
    named_self: bool = False
    text: str = field(default="", compare=False)
    supertypes: frozenset[str] = frozenset()  # tail10: "legendary creature cards" (205.4): every one
    subtypes: frozenset[str] = frozenset()  # counters14: "Zombie cards" (205.3): every one
    has_x: bool = False  # cov17: "cards with {X} in their mana cost" (107.3, 202.1: the printed cost)

    def __str__(self) -> str:
        return self.text or f"the number of cards in a {self.zone}"


EXILED_WITH = "exiled with"
"""refs15: the ``CardsIn.zone`` of the cards exiled with the object whose effect names them
("all creature cards exiled with it", "the exiled card": 607.2a, the scenario's ``exiled`` of that
permanent)."""


@dataclass(frozen=True, slots=True)
class CardsDrawnThisTurn:
    """"for each card you've drawn this turn" (Kydele, Chosen of Kruphix; 121.1): the cards the
    controller has drawn this turn, as the scenario's ``cards_drawn_this_turn`` gives them (not
    given for that player: an error naming the key, never 0)."""

    def __str__(self) -> str:
        return "the number of cards you've drawn this turn"


@dataclass(frozen=True, slots=True)
class CardsToGraveyardThisTurn:
    """altcost16: "If an opponent had three or more cards put into their graveyard from anywhere
    this turn" (Ravenous Trap): the cards put into the controller's graveyard this turn, as the
    scenario's ``cards_put_into_graveyard_this_turn`` gives them (not given: an error, never 0)."""

    def __str__(self) -> str:
        return "the number of cards put into your graveyard from anywhere this turn"


@dataclass(frozen=True, slots=True)
class CreaturesThatDamagedYou:
    """altcost16: "If you've been dealt damage by two or more creatures this turn" (Inferno Trap;
    120.3a): the creatures that dealt damage to the controller this turn, as the scenario's
    ``creatures_dealt_damage_this_turn`` gives them (not given: an error, never 0)."""

    def __str__(self) -> str:
        return "the number of creatures that dealt damage to you this turn"


@dataclass(frozen=True, slots=True)
class OpponentCount:
    """"for each opponent you have" (702.125a undaunted; 102.2-3): the number of the controller's
    opponents in the game (every other player of a two-player or free-for-all game)."""

    def __str__(self) -> str:
        return "the number of opponents you have"


@dataclass(frozen=True, slots=True)
class SharedCreatureType:
    """manatail14: "the greatest number of creatures you control that have a creature type in
    common" (White Lotus Tile; 205.3m): for the creature type most of the selected permanents
    share, how many have it (a changeling has every creature type, 702.73a)."""

    of: Selector

    def __str__(self) -> str:
        return f"the greatest number of {self.of.text or 'creatures'} that have a creature type in common"


@dataclass(frozen=True, slots=True)
class CostSymbolsMana:
    """manatail18: the mana a card's mana cost represents, an amount that is also its types:
    "add mana equal to enchanted permanent's mana cost" (Elemental Resonance), "For each colored
    mana symbol in the milled card's mana cost, add one mana of that color" (Charmed Pendant,
    ``colored_only``). ``card`` is "enchanted" (the permanent this Aura is attached to) or
    "milled" (the card its cost milled: its controller's top card of library, the scenario's
    ``library_top``). Each symbol adds its mana: a coloured one that colour; a hybrid one either
    half (106.8: its player chooses); a Phyrexian one its colour (106.9); a generic one that much
    colourless mana (106.10) and {C} one colourless; X, 0 off the stack (107.3). With
    ``colored_only`` only the coloured symbols count, each adding one mana of its colour (a
    monocoloured hybrid symbol its colour: "of that color")."""

    card: str
    colored_only: bool = False

    def __str__(self) -> str:
        whose = "enchanted permanent's" if self.card == "enchanted" else f"the {self.card} card's"
        if self.colored_only:
            return f"one mana of each colored mana symbol's color in {whose} mana cost"
        return f"mana equal to {whose} mana cost"


@dataclass(frozen=True, slots=True)
class PartyCount:
    """manatail14: "add {R} for each creature in your party" (Ardent Electromancer; 700.8): the
    number of creatures in its controller's party, up to one each of Cleric, Rogue, Warrior and
    Wizard (700.8a: a creature with several of those types counts once), at most four."""

    def __str__(self) -> str:
        return "the number of creatures in your party"


@dataclass(frozen=True, slots=True)
class LifeLostThisTurn:
    """"for each 1 life your opponents have lost this turn" (Neheb, the Eternal; 119.3): the life
    the controller's opponents lost this turn, together, as the scenario's ``life_lost_this_turn``
    gives it (an opponent not given: an error naming the key, never 0)."""

    def __str__(self) -> str:
        return "the life your opponents have lost this turn"


@dataclass(frozen=True, slots=True)
class OpponentsWhoLostLife:
    """counters14: "for each opponent who lost life this turn" (Gev, Scaled Scorch; 119.3): how
    many of the controller's opponents lost life this turn, as the scenario's
    ``life_lost_this_turn`` gives it (an opponent not given: an error naming the key, never 0)."""

    def __str__(self) -> str:
        return "the number of opponents who lost life this turn"


@dataclass(frozen=True, slots=True)
class UnspentManaKept:
    """What happens to unspent mana as steps and phases end, changed (500.4, 106.4): "Until end of
    turn, you don't lose this mana as steps and phases end." (Savage Ventmaw), "You don't lose
    unspent red mana as steps and phases end." (Ashling, Flame Dancer), "Players don't lose unspent
    mana as steps and phases end." (Upwelling), "Until end of combat, you don't lose this mana as
    steps end." (Fire Lord Ozai), and the replacement "If you would lose unspent mana, that mana
    becomes colorless instead." (Kruphix, 614.1a: ``becomes``).

    ``who`` is "you", "they" (the player who added the mana) or "players"; ``mana`` the mana it
    keeps: None for "this mana" (what the ability that says it added), else unspent mana of these
    types; ``until`` "" (a static ability: while it is on the battlefield), "end of turn" or "end
    of combat".

    No query consults it: every question of SCENARIOS.md is about one moment (which mana abilities
    can be activated now and what they make now); a pool empties only as a step or phase ends
    (500.4), after the moment asked about, and a scenario gives no mana already in a pool. It is
    read, so that the card is read in full and nothing about mana is dropped unseen, and no rule
    of the solver applies it."""

    who: str = "you"
    mana: TypeSet | None = None
    until: str = ""
    becomes: ManaType | None = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or "unspent mana is kept"


# --- amounts of the mana tail (tail10) ----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LifeGainedThisTurn:
    """"where X is the amount of life you gained this turn" (Accomplished Alchemist; 119.9: life
    gained): the life the controller gained this turn, as the scenario's ``life_gained_this_turn``
    gives it (the controller not given: an error naming the key, never 0)."""

    def __str__(self) -> str:
        return "the amount of life you gained this turn"


@dataclass(frozen=True, slots=True)
class DistinctPowers:
    """"for each different power among creatures you control" (Selvala, Eager Trailblazer): how
    many different values the power (208.1) of the selected permanents takes (none: 0, 107.2)."""

    of: Selector

    def __str__(self) -> str:
        return f"each different power among {self.of}"


@dataclass(frozen=True, slots=True)
class DistinctAmong:
    """among17: how many different values of one quality a group has: "for each card type among
    cards in your graveyard" (Emrakul, the Promised End; 205.2a), "for each creature type among
    creatures you control" (Valiant Changeling; 205.3m), "for each different mana value among
    cards in your graveyard" (Oskar, Rubbish Reclaimer; 202.3), "the number of differently named
    lands you control" (Fungal Colossus; 201.2). ``quality`` is one of :data:`DISTINCT_QUALITIES`;
    ``of`` selects permanents or the cards of a zone (:class:`CardsIn`: the scenario gives the
    zone, never assumed empty). None of them: 0 (107.2)."""

    quality: str
    of: "Selector | CardsIn"
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"each {self.quality} among {self.of}"


DISTINCT_QUALITIES = ("card type", "permanent type", "creature type", "mana value", "name")
"""The qualities :class:`DistinctAmong` counts: card types (205.2a), the permanent types among them
(110.4b: artifact, battle, creature, enchantment, land, planeswalker), creature types (205.3m),
mana values (202.3) and names (201.2)."""


@dataclass(frozen=True, slots=True)
class RevealedCards:
    """"Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed this
    way." (Metalworker, Sacellum Godspeaker): the instructions happen in order (608.2c), so the
    amount is the number of cards the player chose to reveal, any number from 0 to the cards of
    the hand that fit (701.16a: a revealed card stays where it is). ``cards`` says which cards fit
    (its zone is the hand, 402); ``power_at_least`` "with power 5 or greater" (208.1: a card's
    printed power; a card without power never fits). The scenario's ``hand`` gives the cards (not
    given: an error naming the key, never assumed empty)."""

    cards: CardsIn
    power_at_least: int | None = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or "each card revealed this way"


# --- manatail10: amounts known only as the effect resolves (608.2c) -----------------------------


@dataclass(frozen=True, slots=True)
class ResolvedCount:
    """An amount the effect's own resolution fixes (608.2c: its instructions happen in order, an
    earlier one or the trigger event gives the number): "add that much {G}" after "deals combat
    damage to a player" or "Sacrifice any number of lands, then ...", "twice that much",
    "{R} for each card exiled this way", "an amount of {C} equal to that spell's mana value".

    Only a resolution knows it, and a scenario does not record one: what a permanent "could
    produce" (106.7, which asks about types, not amounts) weighs any number of it, like the X of
    a cost it ignores; anything asking for the number itself is an error naming the sentence,
    never a number assumed. ``times`` is "twice that much" (2); ``what`` names the number."""

    what: str
    times: int = 1

    def __str__(self) -> str:
        return self.what if self.times == 1 else f"{self.times} times {self.what}"


# ---- costs11: counters a player has (122.1) ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class CountersYouHave:
    """"for each rad counter you have", "for each experience counter you have" (122.1: counters
    a player has): the ``kind`` counters of the controller of the text's object. Needs the
    scenario's ``player_counters`` for that player (never assumed 0)."""

    kind: str

    def __str__(self) -> str:
        return f"the number of {self.kind} counters you have"


Amount = Union[
    Const, CountersOn, CountOf, PowerOf, ToughnessOf, Greatest, LifeTotal, BasicLandTypesAmong, Plus, XValue,
    ManaValueOf, Devotion, ColorCount, TimesKicked,
    CardsIn, CardsDrawnThisTurn, LifeLostThisTurn,
    LifeGainedThisTurn, DistinctPowers, RevealedCards, OpponentCount,
    ResolvedCount,  # manatail10
    CountersYouHave,  # costs11
    TotalManaValue,  # costs13
    PartyCount,  # manatail14
    SharedCreatureType,  # manatail14
    OpponentsWhoLostLife,  # counters14
    CardsToGraveyardThisTurn, CreaturesThatDamagedYou,  # altcost16
    DistinctAmong,  # among17
    Sum, ExiledColorCount,  # cov17
    CostSymbolsMana,  # manatail18
]
ONE = Const(1)

# --- palettes: where the type of a mana comes from --------------------------------------------


@dataclass(frozen=True, slots=True)
class FixedTypes:
    """Any one of these types ("any color" is WUBRG; "{R} or {G}" written as a palette)."""

    types: TypeSet

    def __str__(self) -> str:
        if self.types == ALL_COLORS:
            return "any color"
        if self.types == ALL_TYPES:
            return "any type"
        return "any of " + "".join(t.symbol for t in self.types)


@dataclass(frozen=True, slots=True)
class ChosenColor:
    """"the chosen color": the colour chosen for this permanent as it entered (its ``chosen_color``)."""

    def __str__(self) -> str:
        return "the chosen color"


@dataclass(frozen=True, slots=True)
class ChosenColors:
    """cov17: "one mana of a chosen color" after "As this land enters, choose up to two colors ..."
    (Desert Cenote): any one of the colours chosen for this permanent as it entered (its
    ``chosen_colors``; none chosen: no mana, 106.5)."""

    def __str__(self) -> str:
        return "a chosen color"


@dataclass(frozen=True, slots=True)
class ReferredCardColors:
    """cov17: "add three mana in any combination of its colors" after "look at the top card of your
    library. You may reveal that card ..." (Omnath, Locus of All): the colours of the card an
    earlier instruction of the resolving ability named (608.2c), which only that resolution knows;
    a question that needs them is an error, never an assumed card."""

    def __str__(self) -> str:
        return "its colors (the card an earlier instruction named)"


@dataclass(frozen=True, slots=True)
class NotedType:
    """manatail14: "one mana of this artifact's last noted type" (Jeweled Amulet): the type of mana
    noted as its other ability resolved (the permanent's ``noted_mana``; never assumed)."""

    def __str__(self) -> str:
        return "this artifact's last noted type"


@dataclass(frozen=True, slots=True)
class CommanderColors:
    """"any color in your commander's color identity" (Command Tower rulings: none without one)."""

    def __str__(self) -> str:
        return "any color in your commander's color identity"


@dataclass(frozen=True, slots=True)
class CouldProduce:
    """"any type/color that <permanents> could produce" (106.7).

    ``colors_only`` for "any color" (never C: Exotic Orchard ruling). ``of`` may be
    ``Relation.SACRIFICED`` (Squandered Resources: "the sacrificed land").
    """

    of: Selector
    colors_only: bool

    def __str__(self) -> str:
        word = "color" if self.colors_only else "type"
        return f"any {word} that {self.of} could produce"


@dataclass(frozen=True, slots=True)
class ColorsOf:
    """"a color of a permanent you control" (Meteor Crater): the colours of those permanents."""

    of: Selector

    def __str__(self) -> str:
        return f"a color of {self.of}"


@dataclass(frozen=True, slots=True)
class ProducedTypes:
    """"any type that land produced" (Mana Flare): the types the triggering ability produced."""

    def __str__(self) -> str:
        return "any type that permanent produced"


@dataclass(frozen=True, slots=True)
class ExiledColors:
    """"any of the exiled card's colors" (Chrome Mox, Pit of Offerings): the colours of the cards
    exiled with this permanent (607.2a: the ability that exiled them is linked to this one)."""

    def __str__(self) -> str:
        return "a color of the exiled cards"


@dataclass(frozen=True, slots=True)
class CardColors:
    """tail10: "any color among legendary creature cards in your graveyard" (The Grey Havens),
    "Choose a color of a card in your graveyard. Add one mana of that color." (Corrupted
    Grafstone): the colours (105.2) of the cards of a zone that is not the battlefield that fit
    ``cards``, as the scenario gives the zone (not given: an error naming the key). No such card,
    or only colourless ones: no colour, so no mana (106.5)."""

    cards: "CardsIn"

    def __str__(self) -> str:
        return f"a color among {self.cards}"


Palette = Union[FixedTypes, ChosenColor, CommanderColors, CouldProduce, ColorsOf, ProducedTypes, ExiledColors, CardColors, NotedType, ChosenColors, ReferredCardColors]
ANY_COLOR = FixedTypes(ALL_COLORS)


class ChoiceMode(enum.Enum):
    """How several mana of a palette are chosen."""

    SAME = "same"                # "two mana of any one color", "three mana of that type"
    COMBINATION = "combination"  # "two mana in any combination of colors"
    DIFFERENT = "different"      # "two mana of different colors"


# --- productions ------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class FixedMana:
    """Fixed mana, ``per`` times ("{C}{C}"; "{G} for each creature you control")."""

    mana: Mana
    per: Amount = ONE

    def __str__(self) -> str:
        sym = "".join("{" + ch + "}" for ch in str(self.mana))
        return sym if self.per == ONE else f"{sym} for each of {self.per}"


@dataclass(frozen=True, slots=True)
class ChosenMana:
    """``amount`` mana whose types come from ``palette`` ("one mana of any color")."""

    amount: Amount
    palette: Palette
    mode: ChoiceMode = ChoiceMode.SAME

    def __str__(self) -> str:
        return f"{self.amount} mana of {self.palette}" + ("" if self.mode is ChoiceMode.SAME else f" ({self.mode.value})")


ManaPart = Union[FixedMana, ChosenMana]


@dataclass(frozen=True, slots=True)
class Production:
    """What one resolution adds: its parts added together."""

    parts: tuple[ManaPart, ...]

    def __str__(self) -> str:
        return " + ".join(str(p) for p in self.parts)


@dataclass(frozen=True, slots=True)
class ManaEffect:
    """A choice among productions ("Add {U} or {R}" has two). ``recipient`` is the player the
    effect instructs to add the mana (106.3, 106.4): "you" (the controller: "Add ..."), "each
    player" ("Each player adds {B}{R}{G}": the controller too), "chosen" ("A player of your choice
    adds {C}", "Choose a player. That player adds ...": the controller may choose themselves)."""

    options: tuple[Production, ...]
    recipient: str = "you"
    unspent: bool = False
    """Doubling Cube ("Double the amount of each type of unspent mana you have"): it adds, of
    each type, as much mana as its controller has unspent when it resolves, and no other (its
    ``options`` are empty). Rulings: the type of mana is its colour or colourlessness; the copy
    carries no spending restriction of the mana it copies."""

    def __str__(self) -> str:
        if self.unspent:
            return "a copy of each type of unspent mana you have"
        return " or ".join(str(o) for o in self.options)


# --- conditions -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class HasCounters:
    """"if this creature has a +1/+1 counter on it" (at least ``at_least`` counters of ``kind``;
    types15: ``kind`` "" counts counters of every kind, "has two or more counters on it", 122.1)."""

    kind: str
    of: Selector = SELF
    at_least: int = 1
    at_most: int | None = None  # pt10: a level striation "LEVEL 1-4" (711.2a)

    def __str__(self) -> str:
        if self.at_most is not None:
            return f"{self.of} has {self.at_least} to {self.at_most} {self.kind} counters"
        if not self.kind:
            return f"{self.of} has {self.at_least} or more counters"
        return f"{self.of} has a {self.kind} counter"


@dataclass(frozen=True, slots=True)
class Exists:
    """"if this creature is tapped", "as long as enchanted permanent is a land", "if that Island is
    snow": at least one permanent fits ``what`` (a ``SELF``, ``ENCHANTED`` or ``TRIGGERING``
    selector names one permanent)."""

    what: Selector

    def __str__(self) -> str:
        return str(self.what)


@dataclass(frozen=True, slots=True)
class AllOf:
    """"If you control an Urza's Power-Plant and an Urza's Tower": every part holds."""

    parts: tuple["Condition", ...]

    def __str__(self) -> str:
        return " and ".join(str(p) for p in self.parts)


@dataclass(frozen=True, slots=True)
class PlayedLandThisTurn:
    """"If you played a land this turn" (305.2: the controller's land plays this turn)."""

    def __str__(self) -> str:
        return "you played a land this turn"


@dataclass(frozen=True, slots=True)
class IsMonarch:
    """"while you're the monarch" (724.1): the controller of the text's object is the monarch."""

    def __str__(self) -> str:
        return "you're the monarch"


@dataclass(frozen=True, slots=True)
class CardExiledWith:
    """"If a card is exiled with this land" (607.2a, Imprint)."""

    def __str__(self) -> str:
        return "a card is exiled with this permanent"


@dataclass(frozen=True, slots=True)
class IsModified:
    """tail10: "As long as this creature is modified, it has "{T}: Add {G}{G}."" (Orochi
    Merge-Keeper; 700.9): the permanent has a counter on it, is equipped, or is enchanted by an
    Aura its controller controls."""

    def __str__(self) -> str:
        return "this permanent is modified"


@dataclass(frozen=True, slots=True)
class IsAttached:
    """among17: "As long as this creature is equipped, it has haste." (Fireblade Charger; 301.5:
    an Equipment is attached to it), "As long as this creature is enchanted, ..." (Flaring
    Flame-Kin; 303.4: an Aura is attached to it, whoever controls the Aura). ``kind`` is the
    subtype of what is attached ("Equipment" or "Aura"); the scenario's ``attached_to`` says."""

    kind: str

    def __str__(self) -> str:
        return "this permanent is " + ("equipped" if self.kind == "Equipment" else "enchanted")


@dataclass(frozen=True, slots=True)
class TopOfLibrary:
    """"As long as the top card of your library is a land card": its card types include ``card_type``."""

    card_type: str
    # refs15: "is an artifact or creature card" (Skill Borrower): either type will do
    or_type: str | None = None

    def __str__(self) -> str:
        either = f" or {self.or_type.lower()}" if self.or_type else ""
        return f"the top card of your library is a {self.card_type.lower()}{either} card"


@dataclass(frozen=True, slots=True)
class Paired:
    """refs15: "As long as this creature is paired with another creature" (702.95b): the permanent
    is paired (the scenario's ``paired_with``, read in both directions, never assumed), and the
    pairing still holds (702.95e: both are creatures under one player's control)."""

    def __str__(self) -> str:
        return "this creature is paired with another creature"


@dataclass(frozen=True, slots=True)
class OffBattlefield:
    """types15: "As long as ~ isn't on the battlefield" (Grist, the Hunger Tide; 113.6): never true
    of a permanent; the card's own effects under it apply to it in every other zone (its spell on
    the stack among them: a creature spell, 205.1b)."""

    def __str__(self) -> str:
        return "this card isn't on the battlefield"


@dataclass(frozen=True, slots=True)
class InCommandZoneOrOnBattlefield:
    """audit27: "As long as ~ is in the command zone or on the battlefield" (eminence, The
    Ur-Dragon; 113.6: an ability that says it functions from a zone other than the battlefield does
    so there): always true of a permanent; the card's static abilities under it apply from its
    owner's command zone too (903.6)."""

    def __str__(self) -> str:
        return "this card is in the command zone or on the battlefield"


@dataclass(frozen=True, slots=True)
class InGraveyard:
    """"As long as this card is in your graveyard": never true of a permanent on the battlefield
    (the ability functions only from the graveyard, 113.6)."""

    def __str__(self) -> str:
        return "this card is in your graveyard"


@dataclass(frozen=True, slots=True)
class NumberParity:
    """"count the number of permanents. If the number is odd ..." (Chaos Moon): the parity of the
    number of ``what`` counted when the ability resolved (the scenario may give that number;
    otherwise the permanents now are those counted)."""

    what: Selector
    odd: bool

    def __str__(self) -> str:
        return f"the number of {self.what} is {'odd' if self.odd else 'even'}"


# --- counters10: devotion as a condition (700.5, 611.3a) ---------------------------------------


@dataclass(frozen=True, slots=True)
class DevotionLessThan:
    """counters10: "As long as your devotion to white is less than five, ~ isn't a creature." (the
    Theros gods; 611.3a): the text's controller's devotion to ``colors`` (700.5; to a combination
    of colours, each mana symbol that is any of them counts once, 700.5a) is below ``n``."""

    colors: TypeSet
    n: int

    def __str__(self) -> str:
        return f"your devotion to {self.colors} is less than {self.n}"


Condition = Union[
    HasCounters, "ControlsAtLeast", Exists, AllOf, PlayedLandThisTurn, IsMonarch, CardExiledWith, TopOfLibrary,
    InGraveyard, NumberParity,
    "HasDesignation",  # tail10: "If you've completed a dungeon, add six {G} instead." (614.15)
    IsModified,
    DevotionLessThan,  # counters10
    "TurnOf",  # casting10: "If it's not your turn, you may exile a blue card ..." (Force of Negation)
    "StartingPlayer",  # casting10: "If you weren't the starting player, this spell costs {1} less to cast."
    "IsDesignated",  # static11: "As long as this creature is monstrous" (701.37b, 702.112b)
    "EnteredThisTurn",  # static11: "~ has hexproof as long as it entered this turn" (611.3a)
    "GraveyardCount", "HandCount", "LifeCount",  # static11: "As long as there are seven or more cards in your graveyard" (611.3a)
    "ControlsCommander",  # altcost11: "If you control a commander, ..." (903.3)
    "ClassLevel",  # statics12: a Class's level sections (716.2a)
    "DifferentPowers",  # statics12: coven, "if you control three or more creatures with different powers"
    "ControlledSinceTurnBegan",  # statics12: "if you've controlled this artifact continuously since ..." (302.6)
    "OpponentHadEnter",  # activation13: "If an opponent had two or more creatures enter the battlefield under their control this turn"
    "OpponentsControlNone",  # grants14: "as long as no opponent controls a white or blue creature" (611.3a)
    "ControlsCount",  # grants14: "as long as you control no untapped lands" (611.3a)
    "WasKicked",  # counters14: "If this creature was kicked, it enters with ... and with haste" (702.33d)
    OffBattlefield,  # types15: "As long as ~ isn't on the battlefield" (113.6)
    InCommandZoneOrOnBattlefield,  # audit27: eminence (113.6, 903.6)
    Paired,  # refs15: "As long as this creature is paired with another creature" (702.95b)
    IsAttached,  # among17: "As long as this creature is equipped" (301.5, 303.4)
]

# --- replacement effects on mana (614, 616, 106.12b) ------------------------------------------


@dataclass(frozen=True, slots=True)
class SetType:
    """"produces <palette> instead of any other type": all the mana becomes one type from the palette;
    the amount is kept unless ``amount`` is given ("instead of any other type and amount")."""

    palette: Palette
    amount: int | None = None


@dataclass(frozen=True, slots=True)
class SetColor:
    """"produce mana of <palette> instead of any other color" (Hall of Gemstone): coloured mana
    becomes one colour from the palette, colorless mana is unaffected."""

    palette: Palette


@dataclass(frozen=True, slots=True)
class Convert:
    """"produces colorless mana instead of white mana": mana of ``src`` becomes ``dst``."""

    src: ManaType
    dst: ManaType


@dataclass(frozen=True, slots=True)
class Multiply:
    """"produces twice/three times as much of that mana instead"."""

    factor: int


@dataclass(frozen=True, slots=True)
class ByLandType:
    """"If tapped for mana, Plains produce {R}, Islands produce {G}, ... instead of any other type":
    a land with one of these types produces the mapped type, all its mana (a land with several
    chooses one: Naked Singularity rulings)."""

    mapping: tuple[tuple[str, ManaType], ...]


@dataclass(frozen=True, slots=True)
class SetAmount:
    """"add three mana of that type instead" (Incubation Druid): same type, new amount."""

    amount: int


@dataclass(frozen=True, slots=True)
class Instead:
    """"instead add one mana of any color" (Gemstone Caverns): a whole new production."""

    effect: ManaEffect


Transform = Union[SetType, SetColor, Convert, Multiply, ByLandType, SetAmount, Instead]


@dataclass(frozen=True, slots=True)
class ManaEventFilter:
    """Which mana events a replacement effect modifies.

    ``permanent`` selects the permanent the mana comes from (``who`` = YOU for "you tap" /
    "you control"); ``tapped`` means the event must be tapping it for mana (106.12: a mana ability
    with {T} in its cost); ``min_amount`` is "for two or more mana"; ``of_type`` is "instead of
    white mana" (it applies only while that type is produced).
    """

    permanent: Selector
    tapped: bool = True
    min_amount: int = 1
    of_type: ManaType | None = None


@dataclass(frozen=True, slots=True)
class ReplacementEffect:
    """A replacement effect on the mana an ability produces (614.1a, 106.12b).

    ``self_replacement`` effects (614.15) come from the ability's own text and apply first
    (616.1a); their ``condition`` is checked on the source ("if this creature has a +1/+1
    counter on it").
    """

    applies_to: ManaEventFilter
    transform: Transform
    self_replacement: bool = False
    condition: Condition | None = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or repr(self)


# --- triggered mana abilities (605.1b, 106.12a) -----------------------------------------------


@dataclass(frozen=True, slots=True)
class TapTrigger:
    """"Whenever <player> taps <permanent> for mana [of <type>]" / "Whenever <permanent> is tapped for mana".

    ``permanent`` is relative to the trigger's source (``Relation.ENCHANTED`` for Auras);
    ``player`` is who taps it; ``mana_of`` narrows to mana of a type ("for mana of the chosen
    color", Gauntlet of Power).
    """

    permanent: Selector
    player: Who = Who.ANY
    mana_of: Palette | None = None
    tapped: bool = True  # False: "Whenever a land's ability causes you to add ..." (any mana ability of it)


@dataclass(frozen=True, slots=True)
class ConditionalInstead:
    """"If that Island is snow, its controller may add an additional {U}{U} instead" (Snowfall): a
    self-replacement (614.15) of a triggered mana ability's mana, when ``condition`` holds."""

    condition: "Condition"
    effect: ManaEffect
    optional: bool = False


@dataclass(frozen=True, slots=True)
class TriggeredManaAbility:
    """A triggered mana ability that triggers from tapping for mana and adds mana (605.1b).

    ``recipient`` is who adds the mana: the player who tapped ("that player", "its controller")
    or the trigger's controller ("add", "you"). ``condition`` is an intervening "if" (603.4: it
    triggers only if the condition holds) or a "while" on the trigger event; ``instead`` are
    self-replacements of its mana (614.15, Snowfall).
    """

    trigger: TapTrigger
    effect: ManaEffect
    recipient: str = "tapper"  # "tapper" | "controller"
    optional: bool = False
    riders: tuple[str, ...] = ()
    text: str = field(default="", compare=False)
    condition: Condition | None = None  # "if this creature is tapped" (603.4), "while you're the monarch"
    instead: tuple[ConditionalInstead, ...] = ()
    # s13: "Spend this mana only to pay cumulative upkeep costs." (Snowfall; 106.6): the mana it adds
    # keeps this restriction (its text; ``spending`` as data, None when unread: then never spent)
    restriction: str | None = None
    spending: "SpendRestriction | None" = None


# --- continuous effects that change types or grant abilities (305.6-7, 613) -------------------


@dataclass(frozen=True, slots=True)
class TypeChange:
    """Layer 4 (613.1d): the selected permanents' types change.

    ``subtypes`` are set, or added with ``adding``: setting land types removes the other land
    types and the rules-text abilities (305.7); setting other subtypes replaces the subtypes of
    the same kind (205.1a: creature types replace creature types). ``card_types`` ("is a
    creature", "becomes an artifact creature") replace the card types unless ``adding`` (205.1a;
    205.1b: "in addition to its other types", "it's still a land", "that are still lands"),
    and a card type removed takes its own subtypes with it. ``supertypes`` are added ("becomes a
    legendary ..."). ``all_creature_types`` is "with all creature types" (205.3m; Mutavault).
    ``duration`` is the duration of an effect an ability or a spell created ("until end of turn",
    611.2a); empty for a static ability's effect. With ``chosen`` ("becomes the basic land type of
    your choice", an effect a resolved ability created) the land type is the one chosen as it
    resolved (the scenario's ``chosen`` of the resolution), and ``subtypes`` is not used.
    ``removed`` (counters10): card types the effect takes away before it sets or adds any ("~ isn't
    a creature", the Theros gods; "isn't a planeswalker"), with the subtypes of those types
    (205.3d: an object can't have a subtype that doesn't correspond to one of its types)."""

    affected: Selector
    subtypes: frozenset[str]
    adding: bool
    text: str = field(default="", compare=False)
    card_types: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    all_creature_types: bool = False
    duration: str = ""
    chosen: bool = False  # "becomes the basic land type of your choice": the resolution's choice
    choice: str = ""  # anaph10: what kind of type ``chosen`` is: "" a basic land type, CREATURE_TYPE_CHOICE (205.3m)
    excluded: frozenset[str] = frozenset()  # anaph10: "Choose a creature type other than Wall": not these
    removed: frozenset[str] = frozenset()  # counters10: "~ isn't a creature": card types taken away first; types15: or supertypes ("isn't legendary")
    lose_land_types: bool = False  # manatail14: "loses all land types" (Alpine Moon, Lithoform Blight): every land subtype goes (205.3i)


@dataclass(frozen=True, slots=True)
class GrantAbilities:
    """Layer 6 (613.1f): the selected permanents have the quoted abilities ("Lands you control have
    ...") or the keyword abilities ("Creatures you control have haste", "gains haste until end of
    turn")."""

    affected: Selector
    abilities: tuple["Ability", ...]
    text: str = field(default="", compare=False)
    duration: str = ""
    # copies14: "except it has this ability" (Thespian's Stage): the ability whose effect this is,
    # which only a copy effect's exception can name (707.9b; made definite by model.copies)
    this_ability: bool = False
    # refs15: "has all activated abilities of all creature cards exiled with it" (Dark Impostor),
    # "... of all creature cards in all graveyards" (Necrotic Ooze), "... of that card" (Skill
    # Borrower: the top card of the library): the abilities are those cards' activated abilities
    # (602.1, their Oracle text as the library reads it), found in the scenario's zones when the
    # layer applies (613.1f); "exiled with" is the zone of the effect's source (607.2a)
    of_cards: "CardsIn | None" = None
    # refs15: "has all activated abilities of all lands on the battlefield" (Manascape Refractor),
    # "... of each other creature with a +1/+1 counter on it" (Experiment Kraj): the activated
    # abilities those permanents have after the other effects of layer 6 that change them (613.8a:
    # this effect depends on those); ``except_mana``: "except mana abilities" (Sharkey)
    of_permanents: Selector | None = None
    except_mana: bool = False


@dataclass(frozen=True, slots=True)
class ColorChange:
    """Layer 5 (613.1e): the selected permanents are ``colors`` (Celestial Dawn: nonland permanents
    are white; "1/1 black creatures"), or gain them with ``adding`` ("in addition to its other
    colors"). ``colors`` empty is "colorless". With ``chosen`` the colour is the one chosen for the
    effect's source as it entered (Shimmerwilds Growth: "Enchanted land is the chosen color."),
    and ``colors`` is not used; for an effect a resolved ability created ("becomes the color or
    colors of your choice") the colours chosen as it resolved (the resolution's ``chosen``)."""

    affected: Selector
    colors: TypeSet
    text: str = field(default="", compare=False)
    adding: bool = False
    duration: str = ""
    chosen: bool = False
    one_color: bool = False  # "becomes the color of your choice": exactly one colour chosen (105.1)


# --- types, abilities and activation: what layers 4-7 and activation consult ------------------
# (613.1d-g, 302.6, 602.5, 602.5b; the families of issue 10 "Exact on real cards")


@dataclass(frozen=True, slots=True)
class LoseAbilities:
    """Layer 6 (613.1f): the selected permanents lose all abilities ("Creatures lose all
    abilities", Humility) or all *other* abilities (``other``: all but those this same effect
    grants, Deep Freeze). It removes the abilities of the rules text, the intrinsic mana abilities
    of basic land types (305.6) and abilities granted by effects applied before it (613.7 order),
    not those granted after."""

    affected: Selector
    other: bool = False
    text: str = field(default="", compare=False)
    duration: str = ""
    only: int | None = None  # anaph10: "loses this ability" (the Licids): only that printed ability (THIS_ABILITY until made definite)
    except_mana: bool = False  # probe11: "lose all abilities except mana abilities" (Blood Sun): mana abilities stay (605.1)
    keywords: tuple["Ability", ...] = ()  # resolved12: "loses defender", "lose hexproof and indestructible": only these keyword abilities (702)
    barred: bool = False  # grants14: "... and can't have or gain hexproof": the ``keywords`` granted later are void too (613.1f)


@dataclass(frozen=True, slots=True)
class SetBasePT:
    """Layer 7b (613.4b): the selected creatures have base power and toughness ``power``/``toughness``
    ("All Swamps are 1/1 black creatures ...", "becomes a 2/2 creature").

    resolved12: with ``per`` the values are ``power`` and ``toughness`` times that amount ("becomes
    an X/X Elemental creature until end of turn, where X is ...": 1, 1, the amount; the X of the
    ability's cost: :class:`XValue`), fixed as a resolving ability resolved (608.2h: the scenario's
    resolution gives it) and counted whenever asked for a static ability (604.2). With
    ``own_mana_value`` each affected object's base power and toughness are its own mana value
    ("with power and toughness each equal to its mana value", 202.3; ``power`` and ``toughness``
    are then 0 and unused)."""

    affected: Selector
    power: int
    toughness: int
    text: str = field(default="", compare=False)
    duration: str = ""
    per: Amount | None = None  # resolved12: "an X/X ..., where X is ..." (613.4b, 608.2h)
    own_mana_value: bool = False  # resolved12: "each equal to its mana value" (613.4b, 202.3)


@dataclass(frozen=True, slots=True)
class ModifyPT:
    """Layer 7c (613.4c): the selected creatures get +``power``/+``toughness`` ("creatures you
    control get +1/+0 ... until end of turn").

    With ``per`` the change is +``power``/+``toughness`` times that amount: "gets +1/+1 for each
    artifact you control" (1, 1, CountOf), "gets +X/+0, where X is ..." (1, 0, the amount), "gets
    -X/-X" of an ability with {X} in its cost (-1, -1, XValue). A static ability's amount is
    counted again whenever it is asked (604.2, 611.3a); one a resolving ability created was fixed
    as it resolved (608.2h): the scenario's resolution gives it (``number``)."""

    affected: Selector
    power: int
    toughness: int
    text: str = field(default="", compare=False)
    duration: str = ""
    per: Amount | None = None  # pt10: "for each ...", "+X/+X" (608.2h for resolved effects)
    # s13: "+X/+X or -X/-X": this change or its opposite, chosen as it resolves (608.2d; the
    # resolution's ``chosen``: ["+X/+X"] or ["-X/-X"]); never in force before the choice is known
    either_sign: bool = False


# ---- pt10: layer 7a and 7d (613.4a, 613.4d) ----------------------------------------------------


@dataclass(frozen=True, slots=True)
class DefinePT:
    """Layer 7a (613.4a): a characteristic-defining ability (604.3) that sets the power and/or
    toughness of its own object: "~'s power and toughness are each equal to the number of
    creature cards in your graveyard" (both the same amount), "~'s power is equal to the number
    of creatures you control" (``toughness`` None: the printed value stays). Counted whenever it
    is asked (604.3: it functions at all times)."""

    affected: Selector
    power: Amount | None
    toughness: Amount | None
    text: str = field(default="", compare=False)
    duration: str = ""


@dataclass(frozen=True, slots=True)
class SwitchPT:
    """Layer 7d (613.4d): the selected creatures' power and toughness are switched ("Switch this
    creature's power and toughness until end of turn"), after every other change of layer 7 and
    the counters (613.4c)."""

    affected: Selector
    text: str = field(default="", compare=False)
    duration: str = ""


@dataclass(frozen=True, slots=True)
class AsThoughHaste:
    """"<permanents> can attack and {T} as though it had haste" / "can attack as though it had
    haste": a rule-modifying effect (613.11) that lifts 302.6 for the selected permanents without
    giving them the haste ability. ``tap`` is False when only attacking is allowed."""

    affected: Selector
    tap: bool = True
    text: str = field(default="", compare=False)
    duration: str = ""


@dataclass(frozen=True, slots=True)
class LoyaltyRule:
    """audit24: an effect that changes how 606.3 limits the loyalty abilities of the planeswalkers
    ``affected`` selects (613.11: a rule-modifying effect). 606.3 allows a loyalty ability only
    during a main phase of its controller's turn with the stack empty, and only if no loyalty
    ability of that permanent was activated this turn.

    ``times``: "You may activate the loyalty abilities of planeswalkers you control twice each turn
    rather than only once." (Oath of Teferi): the limit is that many (two such effects still say
    twice). ``extra``: "For each planeswalker you control, you may activate one of its loyalty
    abilities once this turn as though none of its loyalty abilities have been activated this
    turn." (The Chain Veil, as it resolves): one more activation each turn, for each such effect
    (its rulings: with Oath of Teferi, three). ``instant``: "You may activate loyalty abilities of
    ~ on any player's turn any time you could cast an instant." (Teferi, Master of Time): the
    timing of 606.3 is an instant's (307.1 is lifted), the once-each-turn limit stays.
    ``cost_change``: "Planeswalkers' loyalty abilities you activate cost an additional [+1] to
    activate." (Carth the Lion): added to each loyalty cost (606.4: [−3] costs [−2])."""

    affected: Selector
    times: int = 1
    extra: int = 0
    instant: bool = False
    cost_change: int = 0
    text: str = field(default="", compare=False)
    duration: str = ""


@dataclass(frozen=True, slots=True)
class CantActivate:
    """"Activated abilities of <permanents> can't be activated [unless they're mana abilities]"
    (602.5, 613.11; Pithing Needle's family): the selected permanents' activated abilities can't be
    activated; ``except_mana`` keeps mana abilities (605.1a) activatable."""

    affected: Selector
    except_mana: bool = False
    text: str = field(default="", compare=False)
    duration: str = ""


@dataclass(frozen=True, slots=True)
class PaymentProhibition:
    """bans19: what ``players`` (relative to the controller of the source, 109.5) can't pay to cast
    spells or activate abilities (118.3, 101.2: "can't" wins): life when ``life`` ("Players can't
    pay life or sacrifice nonland permanents to cast spells or activate abilities.", Yasharn; "Your
    life total can't change.", Platinum Emperion, and "You can't lose life", 119.8: a cost of paying
    life can't be paid), and the permanents ``sacrifice`` selects (Angel of Jubilation's
    creatures). Paying 0 life is always possible (118.3b). ``except_mana``: not for activating
    mana abilities ("... or to activate abilities that aren't mana abilities.", Karn's Sylex; 605.1a)."""

    players: Who
    life: bool = False
    sacrifice: "Selector | None" = None
    text: str = field(default="", compare=False)
    except_mana: bool = False

    def __str__(self) -> str:
        return self.text or f"{self.players.value} can't pay" + (" life" if self.life else "") + (f" or sacrifice {self.sacrifice}" if self.sacrifice else "")


@dataclass(frozen=True, slots=True)
class PaymentBanGrant:
    """bans19: "Until your next turn, your life total can't change ..." (Teferi's Protection),
    "Until end of turn, your life total can't change, ..." (Flare of Fortitude): the
    :class:`PaymentProhibition` a resolving spell or ability creates for a duration (611.2a), in
    force once it has resolved (``resolved_this_turn``, ``spells_resolved_this_turn``), for the
    players it names relative to its controller. It changes no object: ``affected`` is its source
    (613.11), as for :class:`FlashGrant`."""

    prohibition: PaymentProhibition
    duration: str = ""
    affected: Selector = SELF
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"{self.prohibition} {self.duration}"


@dataclass(frozen=True, slots=True)
class HexproofIgnored:
    """s13: "Until end of turn, your opponents and creatures your opponents control with hexproof
    can be the targets of spells and abilities you control as though they didn't have hexproof."
    (Detection Tower; 702.11b-d): the spells and abilities of its controller may target the
    ``affected`` permanents and its controller's opponents as though they had no hexproof (shroud
    and protection still apply)."""

    affected: "Selector"
    text: str = field(default="", compare=False)
    duration: str = ""


@dataclass(frozen=True, slots=True)
class CantBeSacrificed:
    """bans19: "<permanents> can't be sacrificed." (Assault Suit's equipped creature; 701.21a,
    118.3): no cost or effect can sacrifice the selected permanents, so no sacrifice cost is paid
    with them."""

    affected: "Selector"
    text: str = field(default="", compare=False)
    duration: str = ""


LayerEffect = Union[TypeChange, ColorChange, GrantAbilities, LoseAbilities, SetBasePT, ModifyPT, DefinePT, SwitchPT]
"""A continuous effect that changes characteristics, applied in layers 4-7 (613.1)."""

@dataclass(frozen=True, slots=True)
class EmblemGrant:
    """s17: "You get an emblem with "Swamps you control have '{T}: Add {B}{B}{B}{B}.'"" (Liliana of
    the Dark Realms; 114.1): the emblem an ability gives its controller as it resolves, with its
    abilities read (114.4: they function in the command zone). An emblem stays for the rest of the
    game; in a question where the ability resolved this turn (the scenario's
    ``resolved_this_turn``) the emblem's effects apply as those of the scenario key ``emblems``.
    It changes no object itself: ``affected`` is its source."""

    abilities: tuple["Ability", ...]
    emblem_text: str
    duration: str = ""
    affected: Selector = SELF
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class CastGrant:
    """audit25: "Until end of turn, you may play lands and cast spells from your graveyard."
    (Yawgmoth's Will, Magus of the Will), "You may cast Zombie spells from your graveyard this
    turn." (Liliana, Untouched by Death): the permission of :class:`CastPermission` (601.3) that a
    resolving ability or spell creates for a duration (611.2a), in force once it has resolved (the
    scenario's ``resolved_this_turn``, ``spells_resolved_this_turn``). It changes no object:
    ``affected`` is its source, so that the layers carry it without applying anything (613.11)."""

    permission: "CastPermission"
    duration: str
    affected: Selector = SELF
    text: str = field(default="", compare=False)


@dataclass(frozen=True, slots=True)
class FlashGrant:
    """grants12: "You may cast spells this turn as though they had flash." (Alchemist's Refuge),
    "Until your next turn, you may cast sorcery spells as though they had flash." (Teferi, Time
    Raveler): the permission of :class:`FlashPermission` (702.8a, 601.3) that a resolving ability
    or spell creates for a duration (611.2a), in force once it has resolved (the scenario's
    ``resolved_this_turn``, ``spells_resolved_this_turn``). It changes no object: ``affected`` is
    its source, so that the layers carry it without applying anything (613.11)."""

    permission: "FlashPermission"
    duration: str
    affected: Selector = SELF
    text: str = field(default="", compare=False)
    # enters16: "The next sorcery spell you cast this turn can be cast as though it had flash."
    # (Quicken, Savage Summoning, Ride the Avalanche): only for the next spell of ``spells`` its
    # controller casts after it resolved (the scenario's ``next_spell_cast``; 611.2a)
    next_only: bool = False

    def __str__(self) -> str:
        return self.text or f"{self.permission} {self.duration}"


@dataclass(frozen=True, slots=True)
class ZoneKeywordGrant:
    """grants12: "Target instant or sorcery card in your graveyard gains flashback until end of
    turn. The flashback cost is equal to its mana cost." (Snapcaster Mage), "Each instant and
    sorcery card in your graveyard gains flashback until end of turn. ..." (Past in Flames): the
    grant of :class:`GrantedZoneKeyword` that a resolving ability or spell creates until end of
    turn (611.2a, 601.3). ``affected`` is "target card" (the card the resolution targeted,
    115.1: the scenario's ``resolved_this_turn`` ``targets``, by the card's name) or its source
    (every card the grant selects)."""

    grant: "GrantedZoneKeyword"
    affected: Selector = SELF
    duration: str = "until end of turn"
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or str(self.grant)


@dataclass(frozen=True, slots=True)
class BecomesCopy:
    """copies14: "This land becomes a copy of target land, except it has this ability."
    (Thespian's Stage), "Until end of turn, ~ becomes a copy of target creature you control." (Oko,
    the Trickster), "This artifact becomes a copy of target artifact, creature, enchantment, or land
    until end of turn." (Mirage Mirror): a copy effect a resolving ability creates (707.2, 611.2a).

    It applies in layer 1 (613.2a), before every other continuous effect: the permanent it affects
    (``affected``, the ability's own permanent) takes the copiable values of the object the
    resolution targeted (``what`` describes it; the scenario's ``resolved_this_turn`` ``targets``
    names it), changed by the ``exceptions`` (707.9b: types, abilities, base power and toughness),
    by ``keeps_ability`` ("except it has this ability": the ability that resolved) and
    ``keeps_name`` ("except its name is ~": its own name). ``graveyard``: ``what`` is a card in a graveyard
    ("target permanent card in your graveyard", Shifting Woodland)."""

    affected: Selector
    what: Selector
    exceptions: tuple["ContinuousEffect", ...] = ()
    keeps_ability: bool = False
    keeps_name: bool = False
    graveyard: bool = False
    duration: str = ""
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"becomes a copy of {self.what}"


@dataclass(frozen=True, slots=True)
class EntersGrant:
    """counters14: "This turn, each creature you control enters with an additional +1/+1 counter on
    it." (Zameck Guildmage): the replacement effect of :class:`EntersWithCounters` (614.1c) that a
    resolving ability or spell creates for a duration (611.2a), in force once it has resolved (the
    scenario's ``resolved_this_turn``); its ``affected`` permanents are read from the resolving
    ability's controller. It changes no object now: ``affected`` is its source, so that the layers
    carry it without applying anything (613.11)."""

    entering: "EntersWithCounters | None"
    duration: str = "this turn"
    affected: Selector = SELF
    text: str = field(default="", compare=False)
    # enters16: "When you next cast a creature spell this turn, that creature enters with two
    # additional +1/+1 counters on it." (Yuna, Grand Summoner): a delayed triggered ability (603.7c)
    # that applies to one spell, the next of ``next_spell`` its controller casts after it resolved
    # (its replacement, 614.1c, made as the trigger resolves, before the spell); "Whenever you cast a
    # creature spell, that creature enters with ..." (Runadi): the same effect of a cast trigger
    # (603.2). ``entering`` None when it gives no counters; ``gains`` the keywords the spell, and the
    # permanent it becomes, gain ("it gains haste until end of turn", "that spell gains sunburst":
    # 702.44a, counted as it enters), for ``gains_duration``
    next_spell: "SpendKind | None" = None
    gains: tuple[str, ...] = ()
    gains_duration: str = ""
    # audit35: "Whenever you cast a permanent spell with a mana cost that contains {X}, double the
    # value of X." (Unbound Flourishing): the cast trigger multiplies the spell's X by this factor as
    # it resolves, before the spell (603.2, 603.3b), so the permanent's "enters with X" reads the
    # doubled X (107.3m); 1: X unchanged
    x_factor: int = 1

    def __str__(self) -> str:
        return self.text or f"{self.entering} {self.duration}"


@dataclass(frozen=True, slots=True)
class SpellKeywordGrant:
    """enters16: "The next spell you cast this turn has convoke." (Wand of the Worldsoul), "... has
    improvise." (Archway of Innovation): the keyword of :class:`SpellsHaveKeyword` (702.51a,
    702.126a, 702.66a) that a resolving ability or spell gives, for the rest of the turn (611.2a),
    to the next spell of ``grant.spells`` its controller casts (``next_only``; the scenario's
    ``next_spell_cast``). It changes no object now: ``affected`` is its source (613.11)."""

    grant: "SpellsHaveKeyword"
    duration: str = "this turn"
    affected: Selector = SELF
    text: str = field(default="", compare=False)
    next_only: bool = True

    def __str__(self) -> str:
        return self.text or f"{self.grant} {self.duration}"


RuleEffect = Union[AsThoughHaste, CantActivate, LoyaltyRule, FlashGrant, CastGrant, ZoneKeywordGrant, EntersGrant, SpellKeywordGrant, CantBeSacrificed, PaymentBanGrant, HexproofIgnored]  # s13: HexproofIgnored; bans19: CantBeSacrificed, PaymentBanGrant; grants12: FlashGrant, ZoneKeywordGrant; audit25: CastGrant; counters14: EntersGrant; enters16: SpellKeywordGrant
"""A continuous effect that changes how a rule applies to objects, not their characteristics
(613.11): judged after the layers, by activation (302.6, 602.5)."""

ContinuousEffect = Union[LayerEffect, RuleEffect, BecomesCopy, EmblemGrant]  # copies14: BecomesCopy (layer 1, 613.2a); s17: EmblemGrant (114.1)
"""Every continuous effect of this family: of a static ability (604.2) or created for a duration
by a resolving ability or spell (611.2a: the ``continuous`` field of the ability)."""


# --- activation conditions (602.5b) -----------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ControlsAtLeast:
    """"Activate only if you control <n or more> <permanents>" (602.5b)."""

    what: Selector
    at_least: int = 1

    def __str__(self) -> str:
        who = "an opponent controls" if self.what.who is Who.OPPONENT else "you control"  # altcost16: "if an opponent controls an Island"
        return f"{who} {self.what}" if self.at_least == 1 else f"{who} {self.at_least} or more {self.what}"


@dataclass(frozen=True, slots=True)
class SorceryTiming:
    """"Activate only as a sorcery" (307.1): your main phase, the stack empty. ``your_turn_only``
    for "Activate only during your turn"."""

    your_turn_only: bool = False

    def __str__(self) -> str:
        return "during your turn" if self.your_turn_only else "as a sorcery"


class Compare(enum.Enum):
    """How a number is compared with a bound: "N or more", "N or fewer", "exactly N"."""

    AT_LEAST = "or more"
    AT_MOST = "or fewer"
    EXACTLY = "exactly"

    def holds(self, have: int, bound: int) -> bool:
        if self is Compare.AT_LEAST:
            return have >= bound
        if self is Compare.AT_MOST:
            return have <= bound
        return have == bound


@dataclass(frozen=True, slots=True)
class ControlsCount:
    """"Activate only if you control no creatures" / "N or fewer lands" (602.5b): the number of
    permanents ``what`` selects (from the text's object) compared with ``n``."""

    what: Selector
    compare: Compare
    n: int

    def __str__(self) -> str:
        who = "there are" if self.what.who is Who.ANY else "you control"  # altcost16: "if three or more creatures are attacking"
        return f"{who} {self.compare.value if self.compare is Compare.EXACTLY else ''} {self.n} {'' if self.compare is Compare.EXACTLY else self.compare.value} {self.what}".replace("  ", " ")


@dataclass(frozen=True, slots=True)
class CountersCount:
    """"if there are N or more brick counters on this artifact", "if there are no charge counters
    on it" (122.1): the ``kind`` counters on the selected permanent compared with ``n``."""

    kind: str
    compare: Compare
    n: int
    of: Selector = SELF

    def __str__(self) -> str:
        return f"{self.of} has {self.n} {self.compare.value} {self.kind} counters"


@dataclass(frozen=True, slots=True)
class TotalPower:
    """"if creatures you control have total power 8 or greater" / "if this creature's power is 4 or
    greater" (208.1): the sum of the powers of the selected creatures compared with ``n``."""

    what: Selector
    compare: Compare
    n: int

    def __str__(self) -> str:
        return f"the total power of {self.what} is {self.n} {self.compare.value}"


@dataclass(frozen=True, slots=True)
class LifeCount:
    """"if you have 5 or less life" (119.1): the life total of the text's controller (``who``
    YOU) or of some player (``who`` ANY: "a player has ..."; OPPONENT: "an opponent has ...")
    compared with ``n``."""

    compare: Compare
    n: int
    who: Who = Who.YOU

    def __str__(self) -> str:
        who = {Who.YOU: "you have", Who.OPPONENT: "an opponent has"}.get(self.who, "a player has")  # static11: OPPONENT
        return f"{who} {self.n} {self.compare.value} life"


@dataclass(frozen=True, slots=True)
class HandCount:
    """"if you have no cards in hand", "exactly seven cards in hand", "one or fewer cards in hand"
    (402): the number of cards in the controller's hand compared with ``n``. Needs the scenario's
    ``hand`` for that player. ``who`` ANY (tail10): "if a player has one or fewer cards in hand"
    (Temple of the Dead), some player's hand."""

    compare: Compare
    n: int
    who: Who = Who.YOU

    def __str__(self) -> str:
        if self.who is Who.ANY:
            return f"a player has {self.n} {self.compare.value} cards in hand"
        return f"you have {self.n} {self.compare.value} cards in hand"


@dataclass(frozen=True, slots=True)
class GraveyardCount:
    """"if there are seven or more cards in your graveyard", "four or more creature cards", "an
    Elf card", "four or more card types among cards in your graveyard" (404): the cards of the
    controller's graveyard that have all of ``card_types`` and ``subtypes`` (or, with
    ``card_types_among``, the number of card types among them) compared with ``n``. Needs the
    scenario's ``graveyard`` for that player. activation13: ``whose`` ``Who.OPPONENT``, "if an
    opponent has eight or more cards in their graveyard" (Merfolk Windrobber): some opponent's."""

    compare: Compare
    n: int
    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    card_types_among: bool = False
    whose: Who = Who.YOU
    mana_values_among: bool = False  # costs14: "five or more mana values among cards in your graveyard" (202.3)
    either_types: frozenset[str] = frozenset()  # among17: "instant and/or sorcery cards": one of them (205.2a)

    def __str__(self) -> str:
        what = "card types among cards" if self.card_types_among else "mana values among cards" if self.mana_values_among else " ".join(sorted(self.subtypes | self.card_types) + ["cards"])
        if self.either_types:
            what = " or ".join(sorted(self.either_types)).lower() + " " + what
        where = "an opponent's graveyard" if self.whose is Who.OPPONENT else "your graveyard"
        return f"{self.n} {self.compare.value} {what} in {where}"


@dataclass(frozen=True, slots=True)
class Attacking:
    """"if this creature is attacking" (506.4): the selected permanent is an attacking creature.
    Outside combat no creature is attacking; during combat the scenario says which are
    (``attacking: true``)."""

    of: Selector = SELF

    def __str__(self) -> str:
        return f"{self.of} is attacking"


@dataclass(frozen=True, slots=True)
class AttackingYou:
    """costs11: "if a creature is attacking you" (506.4, 508.1a): a permanent ``of`` selects is
    an attacking creature, and the player it attacks is the text's controller. Only the active
    player attacks, and in a two-player game their creatures attack the other player (506.2);
    with more players the scenario's ``attacked`` says whom, and when it names several the query
    fails (which creature attacks whom is not given)."""

    of: Selector

    def __str__(self) -> str:
        return f"{self.of} is attacking you"


class TurnStep(enum.Enum):
    """The steps and moments an activation condition names (500.1, 506-511)."""

    UPKEEP = "upkeep"
    COMBAT = "combat"
    DECLARE_ATTACKERS = "declare attackers step"
    DECLARE_BLOCKERS = "declare blockers step"
    END_OF_COMBAT = "end of combat step"
    BEFORE_ATTACKERS = "before attackers are declared"
    BEFORE_END_OF_COMBAT = "before the end of combat step"
    # activation13: "Activate only before blockers are declared." (Acidic Dagger), "... before the
    # combat damage step" (Angus Mackenzie), "... during combat after blockers are declared" (Trap
    # Runner), "... during combat before combat damage has been dealt" (Save Point); 506.1, 509-510
    BEFORE_BLOCKERS = "before blockers are declared"
    BEFORE_COMBAT_DAMAGE = "before the combat damage step"
    AFTER_BLOCKERS = "during combat after blockers are declared"
    COMBAT_BEFORE_DAMAGE = "during combat before combat damage has been dealt"
    # activation13: "Any player may activate this ability but only during their draw step." (Well
    # of Knowledge), "... during their turn before the end step" (Mana Cache); 504, 513
    DRAW = "draw step"
    BEFORE_COMBAT = "before combat"
    BEFORE_END_STEP = "before the end step"


@dataclass(frozen=True, slots=True)
class DuringStep:
    """"Activate only during your upkeep", "during combat", "during the declare blockers step",
    "before attackers are declared" (602.5b, 500.1): the game is at ``step`` of the turn of ``whose``
    (``Who.YOU``: its controller's turn; ``Who.OPPONENT``; ``Who.ANY``: any player's)."""

    step: TurnStep
    whose: Who = Who.ANY

    def __str__(self) -> str:
        whose = {Who.YOU: "your ", Who.OPPONENT: "an opponent's ", Who.ANY: ""}[self.whose]
        if self.step.value.startswith(("before", "during")) and self.whose is Who.ANY:
            return self.step.value  # activation13: a moment, not a step one is "during"
        return f"during {whose}{self.step.value}"


@dataclass(frozen=True, slots=True)
class DuringTurn:
    """"Activate only during an opponent's turn" (602.5b): whose turn it is."""

    whose: Who

    def __str__(self) -> str:
        return "during an opponent's turn" if self.whose is Who.OPPONENT else "during your turn"


@dataclass(frozen=True, slots=True)
class InstantTiming:
    """"Activate only as an instant": any time its controller has priority, which is when any
    ability may be activated (602.2, 117.1b): it restricts nothing further."""

    def __str__(self) -> str:
        return "as an instant"


@dataclass(frozen=True, slots=True)
class ActivationLimit:
    """"Activate only once each turn" (``times`` 1, ``each_turn``), "Activate no more than twice each
    turn" (2), "Activate only once" (``each_turn`` False: ever, while it is this object, 400.7).
    Needs the scenario's record of the ability's activations (``activated_this_turn``, or
    ``activated`` for a limit that is not per turn)."""

    times: int
    each_turn: bool = True
    boast: bool = False  # keys15: the limit of a boast ability (702.142a), which "can boast twice" raises
    # powerup: the limit of a power-up ability ("Activate each power-up ability only once.", its
    # reminder text; 702.193), told apart so that its refusal quotes the power-up rule
    power_up: bool = False

    def __str__(self) -> str:
        n = {1: "once", 2: "twice"}.get(self.times, f"{self.times} times")
        return f"no more than {n}" + (" each turn" if self.each_turn else "")


@dataclass(frozen=True, slots=True)
class ConditionHolds:
    """"Activate only if <condition>" where the condition is one of the shared conditions
    (603.4/611.3a vocabulary: "if enchanted creature is untapped", "if you control a Swamp and a
    Forest")."""

    condition: "Condition"

    def __str__(self) -> str:
        return str(self.condition)


@dataclass(frozen=True, slots=True)
class AnyOf:
    """"Activate only if this land entered this turn or if you control a basic land": one part holds."""

    parts: tuple["ActivationCondition", ...]

    def __str__(self) -> str:
        return " or ".join(str(p) for p in self.parts)


# --- activation family: who may activate, when, and what the ability costs (602.5b, 602.2b) ----


@dataclass(frozen=True, slots=True)
class EnteredThisTurn:
    """"Activate only if this land entered this turn" (602.5b): the permanent entered the
    battlefield this turn. Read from the permanent's ``entered_this_turn``; a permanent that is not
    ``summoning_sick`` has been under its controller's control since the turn began (302.6), so
    it did not enter this turn."""

    of: Selector = SELF

    def __str__(self) -> str:
        return f"{self.of} entered this turn"


@dataclass(frozen=True, slots=True)
class OpponentsControlNone:
    """grants14: "as long as no opponent controls a white or blue creature" (Kavu Runner;
    ``some_opponent`` False: none of the text's controller's opponents controls one of ``what``),
    "as long as an opponent controls no creatures" (Rankle, Pitiless Trickster; ``some_opponent``
    True: at least one opponent controls none), judged now (611.3a; 102.2: the opponents)."""

    what: Selector
    some_opponent: bool = False

    def __str__(self) -> str:
        return f"an opponent controls no {self.what}" if self.some_opponent else f"no opponent controls {self.what}"


@dataclass(frozen=True, slots=True)
class OpponentControls:
    """"Activate only if an opponent controls four or more lands" (``n`` 4), "... controls at least
    two more lands than you" (``more_than_you``: the opponent's count minus yours is ``n`` or
    more): one opponent, by themselves, controls that many of ``what`` (602.5b)."""

    what: Selector
    n: int
    more_than_you: bool = False

    def __str__(self) -> str:
        if self.more_than_you:
            return f"an opponent controls at least {self.n} more {self.what} than you"
        return f"an opponent controls {self.n} or more {self.what}"


@dataclass(frozen=True, slots=True)
class SameNameCount:
    """"Activate only if you control three or more lands with the same name" (602.5b): ``n`` or
    more of the permanents ``what`` selects share one name (201.2)."""

    what: Selector
    n: int

    def __str__(self) -> str:
        return f"you control {self.n} or more {self.what} with the same name"


@dataclass(frozen=True, slots=True)
class PlayerCounters:
    """"Activate only if an opponent has three or more poison counters" (122.1, 602.5b): the
    ``kind`` counters of the text's controller (``who`` YOU) or of some opponent (OPPONENT)
    compared with ``n``. Needs the scenario's ``player_counters`` for those players."""

    kind: str
    compare: Compare
    n: int
    who: Who = Who.YOU

    def __str__(self) -> str:
        whom = "you have" if self.who is Who.YOU else "an opponent has"
        return f"{whom} {self.n} {self.compare.value} {self.kind} counters"


class Designation(enum.Enum):
    """A player's designation an activation condition names: the city's blessing (702.131,
    Ascend) and having completed a dungeon (309.7)."""

    CITY_BLESSING = "city_blessing"
    COMPLETED_DUNGEON = "completed_dungeon"
    INITIATIVE = "initiative"  # tail10: 725.1, "If you have the initiative, add {C}{C} instead."
    # audit39: 702.179 (Start your engines!): a player whose speed is 4 has max speed; "Max speed —
    # [ability]" means "As long as you have max speed, this object has [ability]"
    MAX_SPEED = "max_speed"


@dataclass(frozen=True, slots=True)
class HasDesignation:
    """"Activate only if you have the city's blessing", "... if you've completed a dungeon"
    (602.5b): the text's controller has ``designation``. Needs the scenario key of that name."""

    designation: Designation

    def __str__(self) -> str:
        if self.designation is Designation.CITY_BLESSING:
            return "you have the city's blessing"
        if self.designation is Designation.INITIATIVE:
            return "you have the initiative"
        if self.designation is Designation.MAX_SPEED:
            return "you have max speed"
        return "you've completed a dungeon"


@dataclass(frozen=True, slots=True)
class AttackedThisTurn:
    """"Activate only if this creature attacked this turn" (602.5b; Boast, 702.142a): the
    permanent was declared as an attacker this turn (508.1). Read from the permanent's
    ``attacked_this_turn``; only the active player attacks (506.2), and nothing has attacked
    before the turn's first combat phase."""

    of: Selector = SELF

    def __str__(self) -> str:
        return f"{self.of} attacked this turn"


@dataclass(frozen=True, slots=True)
class AttackedWith:
    """"Activate only if you attacked this turn" (``n`` 1), "... if you attacked with three or
    more creatures this turn" (602.5b, 508.1): the creatures the text's controller attacked with
    this turn. Read from the scenario's ``attacked_with_this_turn``."""

    n: int = 1

    def __str__(self) -> str:
        return "you attacked this turn" if self.n == 1 else f"you attacked with {self.n} or more creatures this turn"


@dataclass(frozen=True, slots=True)
class CreaturesDied:
    """"Activate only if a creature died this turn" (``n`` 1), "... if three or more creatures died
    this turn" (602.5b, 700.4: "dies" is put into a graveyard from the battlefield). Read from the
    scenario's ``creatures_died_this_turn``."""

    n: int = 1

    def __str__(self) -> str:
        return "a creature died this turn" if self.n == 1 else f"{self.n} or more creatures died this turn"


@dataclass(frozen=True, slots=True)
class EnteredUnderYourControl:
    """tail10: "Activate only if a Bird, Frog, Otter, or Rat entered the battlefield under your
    control this turn" (Lilypad Village; ``n`` 1), "... if two or more creatures entered the
    battlefield under your control this turn" (Diamond City; ``n`` 2) (602.5b): ``n`` or more
    permanents that ``what`` selects entered the battlefield under the controller's control this
    turn, whether or not they are still there. Read from the scenario's
    ``entered_under_control_this_turn`` (every one of them, by card); without it, from the
    permanents the controller controls that entered this turn, and when those are too few an
    error naming the key (one that entered and left is not on the board)."""

    what: Selector
    n: int = 1

    def __str__(self) -> str:
        who = str(self.what) if self.n == 1 else f"{self.n} or more {self.what}"
        return f"{who} entered the battlefield under your control this turn"


@dataclass(frozen=True, slots=True)
class Activators:
    """"Any player may activate this ability" (``who`` ANY), "Only your opponents may activate
    this ability" (OPPONENT), "Only you may activate this ability" (YOU): who may activate it
    (602.2: by default only its controller), with the restrictions that follow ("but only as a
    sorcery", 602.5b)."""

    who: Who
    requires: tuple["ActivationCondition", ...] = ()

    def __str__(self) -> str:
        return {Who.ANY: "any player", Who.OPPONENT: "only its controller's opponents", Who.YOU: "only its controller"}[self.who]


@dataclass(frozen=True, slots=True)
class AbilityCostChange:
    """"This ability costs {1} less to activate for each legendary creature you control" (602.2b,
    601.2f, 118.7): the ability's total cost is raised or reduced by ``amount`` times ``per``
    (counted as it is activated). A generic reduction takes off generic mana only (118.7a), and a
    cost is never reduced below {0} (601.2f)."""

    amount: ManaCost
    increase: bool
    per: "Amount | GraveyardCards | PartySize" = Const(1)  # costs13: graveyard cards (404), party (700.8)
    text: str = field(default="", compare=False)
    # costs13: "... if you control a legendary creature", "... if you're the monarch", "... during
    # your turn": the change applies only while the condition holds as the ability is activated
    # (602.2b, 601.2f); a condition the scenario cannot decide is an error, never assumed
    condition: "Condition | ActivationCondition | None" = None

    def __str__(self) -> str:
        return self.text or f"this ability costs {self.amount} {'more' if self.increase else 'less'} to activate for each {self.per}"


# --- counters10: conditions of what happened this turn (602.5b, 614.1c) ----------------------


@dataclass(frozen=True, slots=True)
class OpponentLostLife:
    """counters10: "... if an opponent lost life this turn" (119.3): some opponent of the text's
    controller lost life this turn. Read from the scenario's ``life_lost_this_turn``: an opponent
    listed with more than 0 makes it hold; when no listed opponent lost life and an opponent is
    not listed, an error naming the key (never assumed)."""

    def __str__(self) -> str:
        return "an opponent lost life this turn"


@dataclass(frozen=True, slots=True)
class WasKicked:
    """counters14: the permanent's spell was kicked (702.33d: "kicked" is a state of the spell that
    its permanent remembers, the scenario's permanent key ``kicked``; 0: not kicked), the condition
    of what "If this creature was kicked, it enters with two +1/+1 counters on it and with haste"
    (Pouncing Kavu; 614.1c) gives the permanent for as long as it is on the battlefield."""

    # types15: "If this creature was kicked with its {1}{B} kicker, ..." (the volvers; 702.33e: a
    # spell with two kicker costs may be kicked with either or both): only that kicker cost paid
    # counts (the scenario's permanent key ``kicked_with``); None: any kicker
    cost: ManaCost | None = None

    def __str__(self) -> str:
        return "it was kicked" if self.cost is None else f"it was kicked with its {self.cost} kicker"

    def paid(self, kicked: int, kicked_with: tuple[ManaCost, ...] | None, kickers: Sequence[ManaCost]) -> bool | None:
        """Whether the spell was kicked so (702.33d-e): ``kicked`` times in all, with the kicker
        costs ``kicked_with`` when said (None: not said), the card having the kicker costs
        ``kickers``. None when the state does not tell which kicker was paid (one of two, unnamed)."""
        if self.cost is None or kicked == 0:
            return kicked > 0
        if kicked_with is not None:
            return self.cost in kicked_with
        if kicked >= len(kickers):  # every kicker cost was paid, each at most once (702.33a)
            return self.cost in kickers
        return None


@dataclass(frozen=True, slots=True)
class OpponentDealtDamage:
    """counters14: "if an opponent was dealt damage this turn" (Bloodthirst, 702.54a; "Activate
    only if an opponent was dealt damage this turn.", Skarrgan Firebird): some opponent of the
    text's controller was dealt damage this turn (120.3a; damage prevented was not dealt, 615.1).
    Read from the scenario's ``damage_dealt_this_turn``: an opponent listed with more than 0 makes
    it hold; when none listed was and an opponent is not listed, an error naming the key."""

    def __str__(self) -> str:
        return "an opponent was dealt damage this turn"


@dataclass(frozen=True, slots=True)
class LifeChangedThisTurn:
    """activation13: "Activate only if you gained life this turn." (Brackish Trudge), "... if you
    lost life this turn" (119.9, 119.3): the text's controller (the activating player) gained
    (``gained``) or lost life this turn; read from the scenario's ``life_gained_this_turn`` /
    ``life_lost_this_turn``, a player not listed being an error naming the key."""

    gained: bool

    def __str__(self) -> str:
        return f"you {'gained' if self.gained else 'lost'} life this turn"


@dataclass(frozen=True, slots=True)
class OpponentHadEnter:
    """activation13: "If an opponent had two or more creatures enter the battlefield under their
    control this turn, you may pay {U} rather than pay this spell's mana cost." (Whiplash Trap;
    Baloth Cage Trap: "an artifact"): ``n`` or more permanents ``what`` selects entered the
    battlefield under the control of one opponent of the text's controller this turn (118.9,
    601.2b), whether or not they are still there. Read from the scenario's
    ``entered_under_control_this_turn``; without it, from the permanents the opponent controls that
    entered this turn, and when those are too few an error naming the key."""

    what: "Selector"
    n: int = 1

    def __str__(self) -> str:
        what = self.what.text or "a permanent"
        return f"an opponent had {what if self.n == 1 else f'{self.n} or more {what}'} enter the battlefield under their control this turn"


@dataclass(frozen=True, slots=True)
class LifeAboveStarting:
    """activation13: "Activate only if you have at least 10 life more than your starting life
    total" (Ayli, Eternal Pilgrim; 103.4, 119.1): the text's controller's life total minus their
    starting life total (the scenario's ``starting_life``) is ``n`` or more."""

    n: int

    def __str__(self) -> str:
        return f"you have at least {self.n} life more than your starting life total"


@dataclass(frozen=True, slots=True)
class NotDuring:
    """activation13: "You can't activate this ability during combat." (Djinn of Infinite Deceits;
    602.5b, 500.1): the ability may be activated at any moment but the one named, ``during``."""

    during: "DuringStep | DuringTurn"

    def __str__(self) -> str:
        return f"not {self.during}"


@dataclass(frozen=True, slots=True)
class LeftBattlefieldUnderControl:
    """counters10: Revolt, "... if a permanent left the battlefield under your control this turn"
    (a permanent its controller controlled left the battlefield, 603.6c, 603.10a). Read from the
    scenario's ``left_battlefield_this_turn`` (how many permanents left under each player's
    control); a player not listed: an error naming the key."""

    def __str__(self) -> str:
        return "a permanent left the battlefield under your control this turn"
# --- manatail10: spells cast this turn as an activation restriction (602.5b) --------------------


@dataclass(frozen=True, slots=True)
class CastThisTurn:
    """"Activate only if you've cast an instant or sorcery spell this turn" (Potioner's Trove, Hall
    of Oracles), "... if you've cast three or more instant and/or sorcery spells this turn"
    (Urabrask; 602.5b): the text's controller has cast at least ``at_least`` spells this turn that
    ``spells`` fits. Read from the scenario's ``spells_cast_this_turn`` (fewer spells than that of
    any kind: it does not hold) and, when the kind matters, ``spells_cast_this_turn_cards`` (never
    assumed: an error naming the key)."""

    spells: "SpellFilter"
    at_least: int = 1

    def __str__(self) -> str:
        n = "" if self.at_least == 1 else f"{self.at_least} or more "
        return f"you've cast {n}{self.spells} this turn"


@dataclass(frozen=True, slots=True)
class HasAnotherActivatedAbility:
    """"Activate only if this creature has another activated ability" (Tazri, Stalwart Survivor's
    granted mana ability; 602.5b): the object has, now (after layer 6, 613.1f), an activated ability
    (602.1, mana abilities included) other than the one being activated."""

    def __str__(self) -> str:
        return "this creature has another activated ability"


@dataclass(frozen=True, slots=True)
class AmountAtLeast:
    """costs13: "if you gained life this turn" (``amount`` the life gained this turn, 119.9; ``n``
    1), "if you've gained 3 or more life this turn", "if you've drawn three or more cards this
    turn" (121.1): an amount of the text's controller's turn so far is ``n`` or more, counted from
    the scenario (a key not given: an error naming it, never 0)."""

    amount: Amount
    n: int
    compare: Compare = Compare.AT_LEAST  # among17: "if there are no land cards in your hand" (EXACTLY 0)

    def __str__(self) -> str:
        if self.compare is Compare.EXACTLY:
            return f"{self.amount} is {self.n}"
        return f"{self.amount} is {self.n} {self.compare.value}"


@dataclass(frozen=True, slots=True)
class ByAnOpponent:
    """altcost16: "If an opponent cast a blue spell this turn" (Ricochet Trap), "If an opponent
    gained life this turn" (Needlebite Trap), "If an opponent drew three or more cards this turn"
    (Runeflare Trap): ``condition``, said of "you", holds for one of the opponents of the text's
    controller (102.2-3), each seen as its "you"; an opponent whose state the scenario does not give
    is an error only when no other makes it hold."""

    condition: "ActivationCondition"
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"for an opponent, {self.condition}"


ActivationCondition = Union[
    ByAnOpponent,  # altcost16
    AmountAtLeast,  # costs13
    ControlsAtLeast, SorceryTiming, ControlsCount, CountersCount, TotalPower, LifeCount, HandCount, GraveyardCount,
    Attacking, DuringStep, DuringTurn, InstantTiming, ActivationLimit, ConditionHolds, AnyOf,
    EnteredThisTurn, OpponentControls, SameNameCount, PlayerCounters, HasDesignation,
    AttackedThisTurn, AttackedWith, CreaturesDied,
    EnteredUnderYourControl,
    OpponentLostLife, LeftBattlefieldUnderControl,  # counters10
    OpponentDealtDamage,  # counters14
    CastThisTurn,  # manatail10
    HasAnotherActivatedAbility,  # manatail10
    AttackingYou,  # costs11
    LifeChangedThisTurn, NotDuring, LifeAboveStarting,  # activation13
]


# --- abilities --------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpendKind:
    """The spells or sources a spending restriction names (106.6): those with every type of
    ``card_types``, one of ``any_types`` (when given: "instant or sorcery"), none of
    ``excluded_types``, one of ``subtypes`` (when given), every supertype of ``supertypes``;
    ``colorless`` / ``multicolored`` when the text says so (105.2)."""

    card_types: frozenset[str] = frozenset()
    any_types: frozenset[str] = frozenset()
    excluded_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    colorless: bool = False
    multicolored: bool = False
    text: str = field(default="", compare=False)
    # what follows "spells" (202.3, 107.3, 105.2, 702): "with mana value 4 or greater", "with {X}
    # in their mana costs", "with exactly three colors", "that have foretell"
    min_mana_value: int | None = None
    has_x: bool = False
    exact_colors: int | None = None
    keyword: str | None = None
    # "spells from your hand" (True: cast from a hand; False: cast from anywhere else, "You can't
    # spend this mana to cast spells from your hand.": Karolina Dean; 601.2a); None: from anywhere
    from_hand: bool | None = None
    # audit21: "spells from your graveyard" (Rootcoil Creeper), "spells with flashback from a
    # graveyard" (Altar of the Lost): cast from a graveyard (601.2a); False: from anywhere
    from_graveyard: bool = False
    # audit21: "kicked spells" (Elfhame Druid, Throne of Makindi): a spell whose kicker was paid (702.33d)
    kicked: bool = False
    # cov17: "a non-Human creature spell" (Animal Attendant; 205.3): none of these subtypes
    excluded_subtypes: frozenset[str] = frozenset()
    # cov17: "your commander" (Opal Palace; 903.3): the caster's commander
    commander: bool = False
    # audit17: "a creature spell of the chosen type" (Cavern of Souls, Unclaimed Territory),
    # "monocolored spells of that color" (Throne of Eldraine): the choice made for the permanent
    # whose ability made the mana (its ``chosen_type``, ``chosen_color``), filled in as ``subtypes``
    # / ``color`` for that source (:func:`solver.paying.spending.for_source`); never matched unfilled
    chosen_type: bool = False
    chosen_color: bool = False
    color: ManaType | None = None
    monocolored: bool = False  # 105.2: exactly one colour
    # s14: "spells from exile" (Interdimensional Web Watch): cast from exile (601.2a)
    from_exile: bool = False
    # s14: "face-down spells" (Tin Street Gossip, Qarsi Deceiver): a spell cast face down (708.2, 702.37c)
    face_down: bool = False
    # s14: "a spell that's one or more colors" (Titans' Nest): not colorless (105.2)
    colored: bool = False
    # s14: "without {X} in its mana cost" (Titans' Nest): no {X} in the mana cost (107.3)
    no_x: bool = False
    # s16: "creature spells with no abilities" (Jasmine Boreal of the Seven): the card has no
    # abilities (113.1: keywords and every other sentence of its rules text are abilities; reminder
    # text is none, 207.2)
    no_abilities: bool = False

    def __str__(self) -> str:
        return self.text or "any"


@dataclass(frozen=True, slots=True)
class SpendRestriction:
    """"Spend this mana only to cast <spells> [or activate abilities of <sources>]" and "This
    mana can't be spent to cast <spells>" (106.6): the mana may pay for casting a spell of one of
    ``spells``, or for activating an ability of a source of one of ``abilities`` (a kind of None:
    any source), and nothing else."""

    spells: tuple[SpendKind, ...] = ()
    abilities: tuple[SpendKind | None, ...] = ()
    text: str = field(default="", compare=False)
    # uses that are neither casting a spell nor activating an ability, which no query pays for:
    # "to pay cumulative upkeep costs" (702.24), "to foretell cards" (702.143), "unlock doors" (709.5)
    other: tuple[str, ...] = ()
    # probe11: "on costs that contain {X}" (Rosheen Meanderer): any spell or ability whose cost has
    # {X} (107.3); s14: "pay a cost that contains {C}" (Cultivator Drone; 107.4c): the symbols named
    costs_with: tuple[str, ...] = ()
    # s14: "activate an equip ability" (Freya Crescent; 702.6a): abilities that are these keywords
    ability_keywords: tuple[str, ...] = ()
    # audit18: "This mana can't be spent to pay generic mana costs." (Jegantha, the Wellspring):
    # any spell or ability, but only its symbols that are not generic mana (107.4b; an {X} is
    # generic once its value is chosen, 107.3; the {2} half of a {2/W} symbol too)
    not_generic: bool = False

    def __str__(self) -> str:
        return self.text or "a spending restriction"


# --- counters10: what mana does when it is spent (106.6a) ---------------------------------------


@dataclass(frozen=True, slots=True)
class SpentRider:
    """counters10: an effect of mana that happens when that mana is spent (106.6a): "If that mana
    is spent on a creature spell, it gains haste until end of turn." (Generator Servant), "If this
    mana is spent to cast a creature spell, that creature enters with an additional +1/+1 counter
    on it." (Biophagus), "When you spend this mana to cast a Dragon creature spell, it enters with
    an additional +1/+1 counter on it and gains hexproof until your next turn." (Jade Orb of
    Dragonkind). It applies when the mana pays for a spell of ``spells`` (106.6a): the permanent
    that spell becomes enters with ``counters`` more counters of ``kind`` (614.1c) and has the
    keyword abilities ``gains`` for ``duration`` ("" for as long as it is on the battlefield)."""

    spells: SpendKind
    counters: int = 0
    kind: str = "+1/+1"
    gains: tuple[str, ...] = ()
    duration: str = ""
    text: str = field(default="", compare=False)
    # cov17: "it enters with a number of additional +1/+1 counters on it equal to the number of times
    # it's been cast from the command zone this game" (Opal Palace): that number of ``kind``, this
    # cast included (ruling 2013-10-17; 903.8)
    per_command_cast: bool = False

    def __str__(self) -> str:
        return self.text or f"if that mana is spent on {self.spells}: {self.counters} {self.kind} counter(s), {', '.join(self.gains)}"


@dataclass(frozen=True, slots=True)
class ManaAbility:
    """An activated mana ability (605.1a): a cost, the mana it adds, and what rides along.

    ``self_replacements`` are the "instead" sentences of its own text (614.15). ``restriction``
    ("Spend this mana only ...") and ``riders`` ("This land deals 1 damage to you.") never change
    the types it could produce (Reflecting Pool rulings). ``spending`` is the restriction read as
    data (106.6), None when there is none or the grammar can't read it (then the mana pays
    nothing a restriction could forbid). ``condition`` is "Activate only if ...".
    """

    cost: ActivationCost
    effect: ManaEffect
    self_replacements: tuple[ReplacementEffect, ...] = ()
    restriction: str | None = None
    riders: tuple[str, ...] = ()
    condition: str | None = None
    ability_word: str | None = None
    text: str = field(default="", compare=False)
    requires: tuple[ActivationCondition, ...] = ()
    spending: SpendRestriction | None = None
    spent_riders: tuple[SpentRider, ...] = ()  # counters10: what the mana does when spent (106.6a)
    # enters16: the effects for a duration its resolution creates (605.3b, 611.2a): "When you next
    # cast a creature spell this turn, ..." (Yuna, Grand Summoner), in force once listed in the
    # scenario's resolved_this_turn
    continuous: tuple[ContinuousEffect, ...] = ()
    # audit22: "If there are no mining counters on this land, sacrifice it." (Gemstone Mine, the
    # depletion lands): the kind of counter whose absence, as the ability resolves, makes it
    # sacrifice its own permanent (608.2c, 701.21a); None: it never sacrifices it
    empty_sacrifice: str | None = None
    # manatail18: "Any player may activate this ability" (Mana Cache; 602.2): who may activate it
    # (YOU: its controller only); the mana goes to the player who activates it, whose turn and
    # steps its timing restrictions ask about (602.5b)
    activators: Who = Who.YOU

    @property
    def taps(self) -> bool:
        """106.12: activating it is "tapping the permanent for mana"."""
        return self.cost.has_tap


@dataclass(frozen=True, slots=True)
class ActivatedAbility:
    """An activated ability that is not a mana ability. Its cost is read; its effect is kept as
    text, or as the replacement effects (Deep Water) and triggered mana abilities it creates for a
    duration (611.2a)."""

    cost: ActivationCost
    effect_text: str
    creates: tuple["Created", ...] = ()
    condition: str | None = None
    text: str = field(default="", compare=False)
    requires: tuple[ActivationCondition, ...] = ()
    continuous: tuple[ContinuousEffect, ...] = ()
    cost_changes: tuple[AbilityCostChange, ...] = ()
    activators: Who = Who.YOU  # 602.2: who may activate it (YOU: its controller only)
    x_not_zero: bool = False  # counters10: "X can't be 0." (107.3): X is chosen from 1 as it is activated
    x_color: ManaType | None = None  # costs12: "Spend only black mana on X." (107.3, 106.6): X paid with that colour
    # the mana its effect adds, though it is no mana ability (605.1a: it targets, Deathrite Shaman's
    # "Exile target land card from a graveyard. Add one mana of any color."; a loyalty ability,
    # "+1: Add {R}{R}."): it goes through the stack and pays no cost (605.3), but 106.7 weighs it for
    # what the permanent could produce unless ``Options.etb_trigger_could_produce`` is False
    adds: "ManaEffect | None" = None
    # manatail14: "Spend only mana of the chosen color to activate this ability." (Throne of Eldraine;
    # 106.6, 602.2b): its whole cost paid with mana of one colour, ``cost_color`` ("Spend only red
    # mana ...") or the permanent's chosen_color (``cost_chosen_color``)
    cost_color: ManaType | None = None
    cost_chosen_color: bool = False
    # costs15: the keyword ability this is (702.6a "Equip [cost]", 702.142a boast, 702.177a exhaust,
    # 702.122a crew ...: lower case), so that "Equip abilities you activate cost {1} less to
    # activate" changes the cost of those abilities only (602.2b, 601.2f)
    keyword: str | None = None
    # audit24: the targets its effect requires (115.1; 602.2b, 601.2c: an ability can't be
    # activated without a legal choice for each): "Attach this permanent to target creature you
    # control." (equip, 702.6a), "Untap target artifact"; those of a delayed trigger it creates are
    # that trigger's (603.7)
    targets: tuple["TargetSpec", ...] = ()
    # powerup: "Power-up — [cost]: [effect]" (702.193; its reminder text: "Activate each power-up
    # ability only once. Reduce the cost by its mana cost if it entered this turn."): the total cost
    # is reduced by the mana cost of the ability's permanent when that permanent entered the
    # battlefield this turn (601.2f, 118.7); the once-only limit is an ActivationLimit in ``requires``
    power_up: bool = False


# --- casting: permissions, costs, targets, entering (601.2, 118, 115, 614.1c) -----------------


class Zone(enum.Enum):
    """Where a card may be cast from (601.2a): what a casting permission names."""

    HAND = "hand"
    LIBRARY_TOP = "library"  # "the top of your library": the card on top only
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    COMMAND = "command"  # grants12: 903.8, a commander cast from the command zone


@dataclass(frozen=True, slots=True)
class SpellFilter:
    """Which spells a casting rule is about: "this spell" (``self_only``), "each spell a player
    casts", "creature spells you cast", "a spell". ``card_types`` must all be present,
    ``excluded_types`` none; ``either_types`` (when given) at least one ("instant and sorcery
    spells": each spell that is an instant or a sorcery); ``subtypes`` all ("Goblin spells");
    ``colors`` (when given) means a spell of at least one of them; ``caster`` is relative to the
    controller of the text's object."""

    self_only: bool = False
    card_types: frozenset[str] = frozenset()
    excluded_types: frozenset[str] = frozenset()
    colors: TypeSet = TypeSet(0)
    caster: Who = Who.ANY
    text: str = field(default="", compare=False)
    either_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    # chosen10: qualities of spells (105.2 colours, 700.6 historic, 702 keywords) and what was
    # chosen for the text's object as it entered (its chosen_type / chosen_color / chosen_name)
    colorless: bool = False       # "colorless spells" (105.2c)
    multicolored: bool = False    # "multicolored spells" (105.2b)
    monocolored: bool = False     # "monocolored spells" (105.2a)
    historic: bool = False        # "historic spells" (700.6: artifact, legendary or Saga)
    keyword: str | None = None    # "creature spells with flying" (lower case)
    chosen_type: bool = False     # "spells you cast of the chosen type"
    chosen_color: bool = False    # "spells of the chosen color"
    chosen_name: bool = False     # "spells with the chosen name you cast"
    # costs13: "Kithkin spells and Soldier spells you cast", "Red creature spells and green
    # creature spells": each spell that fits at least one of these alternatives (each without a
    # caster: the caster is this filter's), besides the rest of this filter
    any_of: tuple["SpellFilter", ...] = ()
    # costs13: "Creature spells you cast with mana value 6 or greater" (202.3), "Creature spells
    # you cast with power 4 or greater" (208.1: a creature spell's power is its card's)
    mana_value_at_least: int | None = None
    power_at_least: int | None = None
    supertypes: frozenset[str] = frozenset()  # costs13: "Legendary spells you cast" (205.4)
    # among17: "Your opponents can't cast spells with mana value 3 or less." (Brisela), "...
    # with even mana values." (Void Winnower; 202.3: the spell's mana value, X as chosen, 202.3e)
    mana_value_at_most: int | None = None
    mana_value_parity: str | None = None  # "even" or "odd" (0 is even)
    # audit18: "Spells you cast that share a card type with the exiled card" (Semblance Anvil;
    # 205.2a, 607.2a: a card exiled with the text's object, its ``exiled``)
    shares_card_type_with_exiled: bool = False
    # audit18: "spells with {X} in their mana costs" (Gaddock Teeg; 107.3): the card's mana cost has {X}
    has_x: bool = False
    # audit23: "The first kicked spell you cast each turn" (Vine Gecko; 702.33d): a spell cast with
    # a kicker cost paid, which only its way of casting knows (601.2b is before 601.2f)
    kicked: bool = False
    # s16: "Face-down creature spells you cast cost {1} less to cast." (Obscuring Aether; 708.2)
    face_down: bool = False
    # s16: "Your opponents can't cast spells with the same name as the exiled card." (Ixalan's
    # Binding; 201.2, 607.2a: a card exiled with the text's object, its ``exiled``)
    named_as_exiled: bool = False
    # audit34: "Permanent spells you cast that have an Adventure" (Beluna Grandsquall; 715.1, 715.4:
    # a spell cast from an adventurer card as its creature, not as its Adventure)
    has_adventure: bool = False
    # audit35: "Each creature spell you cast with toughness greater than its power" (Doran,
    # Besieged by Time; 208.1): a creature spell whose card's toughness is greater than its power
    toughness_over_power: bool = False
    # audit35: "Your commander costs {1} less to cast ..." (Myth Unbound; 903.3): the spell is its
    # caster's commander, which only the zone it is cast from tells (solver/casting/modifiers.py)
    commander: bool = False

    @property
    def qualified(self) -> bool:
        """Whether it asks for one of the qualities above (so which spells were cast matters)."""
        return (
            self.colorless or self.multicolored or self.monocolored or self.historic or self.keyword is not None or self.chooses or bool(self.any_of)
            or self.mana_value_at_least is not None or self.power_at_least is not None or bool(self.supertypes)
            or self.reads_mana_value or self.has_x or self.kicked or self.face_down or self.has_adventure or self.toughness_over_power
        )

    @property
    def reads_mana_value(self) -> bool:
        """among17: whether it asks for a spell's mana value (202.3), which X changes (202.3e)."""
        return self.mana_value_at_least is not None or self.mana_value_at_most is not None or self.mana_value_parity is not None

    @property
    def chooses(self) -> bool:
        """Whether it reads what was chosen for the text's object (a permanent's key)."""
        return self.chosen_type or self.chosen_color or self.chosen_name or self.shares_card_type_with_exiled or self.named_as_exiled

    @property
    def selective(self) -> bool:
        """Whether it tells spells apart by kind (types, colours or a quality), so that which
        spells were cast this turn matters, not only how many."""
        return bool(self.card_types or self.excluded_types or self.either_types or self.subtypes or self.colors) or self.qualified

    def __str__(self) -> str:
        return self.text or ("this spell" if self.self_only else "spells")


THIS_SPELL = SpellFilter(self_only=True, text="this spell")

# ---- casting (h15d): counts a spell's cost changes by, and when a spell may be cast ----------


@dataclass(frozen=True, slots=True)
class PartySize:
    """"for each creature in your party" (700.8): up to one each of Cleric, Rogue, Warrior and
    Wizard among the creatures the text's controller controls, chosen to be as many as possible
    (700.8a: a creature with several of those types counts once), at most four."""

    def __str__(self) -> str:
        return "each creature in your party"


@dataclass(frozen=True, slots=True)
class AttackedThisStep:
    """"only if you've been attacked this step" (Eightfold Maze; 508.1b: a player is attacked
    when a creature attacks them): the caster is one of the players attacked in this declare
    attackers step. Needs the scenario key ``attacked`` (the players attacked this combat)."""

    def __str__(self) -> str:
        return "if you've been attacked this step"


class CombatWindow(enum.Enum):
    """A moment of the combat phase a spell's timing rule names (506.1, 509: blockers are
    declared in the declare blockers step): from the beginning of combat until blockers are
    declared, or from then to the end of combat."""

    BEFORE_BLOCKERS = "during combat before blockers are declared"
    AFTER_BLOCKERS = "during combat after blockers are declared"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class CastOnly:
    """"Cast this spell only during combat", "... only during the declare attackers step and only
    if you've been attacked this step", "... only during your turn", "... only before blockers are
    declared" (601.3, 117.1a: a restriction on when the spell may be cast, on top of the rules'
    own timing). Each of ``conditions`` must hold (the activation-restriction vocabulary of 602.5b,
    which says the same of abilities; plus :class:`AttackedThisStep` and :class:`CombatWindow`)."""

    conditions: tuple["ActivationCondition | AttackedThisStep | CombatWindow | TurnWindow | TurnCount | PastFirstTurns", ...]  # statics12: PastFirstTurns
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or "cast only " + " and only ".join(str(c) for c in self.conditions)


@dataclass(frozen=True, slots=True)
class CastAsThoughFlash:
    """"You may cast this spell as though it had flash [if you pay {2} more to cast it]" (702.8a,
    601.3): the spell may be cast any time its caster could cast an instant; ``extra`` is the cost
    increase paid when the permission is used (601.2f: an increase, so before the reductions);
    None when there is none. Used only when the spell's own timing (117.1a) would refuse it."""

    extra: ManaCost | None = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or "cast as though it had flash" + (f" for {self.extra} more" if self.extra else "")


@dataclass(frozen=True, slots=True)
class XNotZero:
    """"X can't be 0." (107.3: the value announced for X of this spell or ability must be 1 or
    more)."""

    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or "X can't be 0"


@dataclass(frozen=True, slots=True)
class SpellsYouCast:
    """costs13: "for each instant and sorcery spell you've cast this turn" (Demilich): the spells
    of the kind ``spells`` selects that the controller of the text's object ("you") has cast this
    turn before this one (601.2i: a spell is cast once its costs are paid, so the spell being
    cast is not among them). Which kinds they were is never assumed: the scenario's
    ``spells_cast_this_turn_cards``."""

    spells: "SpellFilter"

    def __str__(self) -> str:
        return f"each {self.spells.text or 'spell'} you've cast this turn"


@dataclass(frozen=True, slots=True)
class XAtMost:
    """activation13: "X can't be greater than the number of snow lands you control." (Winter's
    Chill), "... the greatest toughness among creatures you control" (Soul Immolation): the value
    announced for the spell's X (107.3, 601.2b) is at most ``amount``, counted as it is cast."""

    amount: "Amount"
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"X can't be greater than {self.amount}"


CostPer = Union[Amount, TargetsBeyondFirst, TargetsThatAre, OtherSpellsCast, GraveyardCards, PartySize, "TurnCount", SpellsYouCast, "PaidThisWay", "CommanderManaValue", CasterControls, "CommanderCasts"]
"""How many times a cost change applies: once (``Const(1)``), for each target beyond the first,
for each other spell cast this turn, or an amount counted on the board ("for each artifact you
control", "for each basic land type among lands you control", "where X is the greatest power
among creatures you control")."""


@dataclass(frozen=True, slots=True)
class CostModifier:
    """"<spells> cost {1} more / less to cast [for each ...] [if ...]" (601.2f, 118.7): a cost
    increase or a reduction of ``amount`` times ``per``, applied to the total cost of each spell
    ``spells`` selects (118.9d: to an alternative cost too). Increases apply before reductions
    (Damping Sphere ruling). A generic reduction takes off generic mana only (118.7a); a coloured
    or colourless one takes off that mana, or generic mana when the cost has none of it (118.7b-d).

    ``condition``: the change applies only while it holds ("This spell costs {2} less to cast if
    you control a Wizard"). ``floor``: "This effect can't reduce the mana in that cost to less
    than one mana" (the reduction stops at ``floor`` mana). ``cap``: "This effect can't reduce the
    amount of mana this spell costs by more than {5}" (the most the reduction takes off)."""

    spells: SpellFilter
    amount: ManaCost
    increase: bool
    per: CostPer = ONE
    text: str = field(default="", compare=False)
    condition: "Condition | ActivationCondition | SpellOrder | TurnCount | CastFrom | Bargained | CastThisWay | ExceptCastersTurn | None" = None  # costs14: Bargained, CastThisWay, ExceptCastersTurn
    floor: int = 0
    cap: int | None = None
    # cost10: "This spell costs {3} less to cast if it targets a tapped creature", "Spells your
    # opponents cast that target this creature cost {2} more to cast" (601.2c comes before
    # 601.2f: the change applies when one of the spell's chosen targets is a permanent ``aimed``
    # selects, seen from the text's object); "This effect reduces only the amount of colored mana
    # you pay" (``colored_only``, 118.7: the reduction takes off coloured mana only, never generic)
    aimed: Selector | None = None
    colored_only: bool = False
    # altcost16: "This spell costs {2} less to cast if it targets a blue spell." (Mystical Dispute;
    # 601.2c before 601.2f): the change applies when one of its targets is a spell on the stack
    # that these spells describe
    aimed_spells: SpellFilter | None = None

    def __str__(self) -> str:
        return self.text or f"{self.spells} cost {self.amount} {'more' if self.increase else 'less'} for {self.per}"


@dataclass(frozen=True, slots=True)
class MinimumCost:
    """"Each spell that would cost less than three mana to cast costs three mana to cast"
    (Trinisphere): an effect that directly affects a spell's total cost, applied after every
    increase and reduction (601.2f), also when the spell is cast without paying its mana cost
    (Trinisphere ruling); the mana added is generic (its reminder text: any type may pay it)."""

    spells: SpellFilter
    minimum: int
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"{self.spells} cost at least {self.minimum} mana"


@dataclass(frozen=True, slots=True)
class DiscardCards:
    """"discard a card" as a cost to cast a spell: ``count`` other cards from the caster's hand
    (the spell itself is on the stack by then, 601.2a). altcost16: ``what`` the kind of card
    ("discard a Plains card", Abolish; "discard a land card", Magmatic Insight), None: any."""

    count: int = 1
    text: str = field(default="", compare=False)
    what: GraveyardCards | None = None

    def __str__(self) -> str:
        return self.text or f"Discard {self.count} card(s)"


@dataclass(frozen=True, slots=True)
class OthersGainLife:
    """altcost16: "you may have an opponent gain 3 life" / "... have each other player gain 6 life"
    as an alternative cost (Invigorate, Reverent Silence; 118.9): ``amount`` life gained by one
    opponent of the caster (``each``: every other player). Nothing of the caster's is spent."""

    amount: int
    each: bool = False
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"have {'each other player' if self.each else 'an opponent'} gain {self.amount} life"


@dataclass(frozen=True, slots=True)
class AdditionalCost:
    """"As an additional cost to cast this spell, <cost>" (118.8): parts paid with the mana cost.
    Mandatory unless ``optional`` (118.8b); a spell whose mandatory additional cost can't be paid
    can't be cast (118.3, 601.2h)."""

    parts: tuple[Union[CostPart, DiscardCards, "ExileFromGraveyard", "XCostPart", "RevealFromHand", "Behold", "CollectEvidence", "CostOrMana", "CostChoice", "SacrificeAnyNumber", "SacrificeX", "ExileAnyNumber", "ExileFromHand", "ExilePermanent", "PutCounterOn", "ReturnToHand", "Waterbend", "Blight"], ...]
    optional: bool = False
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or "additional cost: " + ", ".join(str(p) for p in self.parts)


@dataclass(frozen=True, slots=True)
class ManaSpentToCast:
    """counters10: the mana spent to cast the spell the permanent was (601.2h: known once the
    cost is paid), as an amount of an enters-with-counters replacement (614.1c): "for each color
    of mana spent to cast it" (``colors``: the number of colours among that mana, 105.1; Converge,
    Sunburst 702.44a) or "equal to the amount of mana spent to cast it" (every mana, colorless
    included). The ``enters`` query's ``spent`` gives it; a permanent not cast had none spent
    (0, as for X: 107.3m)."""

    colors: bool = False

    def __str__(self) -> str:
        return "the number of colors of mana spent to cast it" if self.colors else "the amount of mana spent to cast it"


@dataclass(frozen=True, slots=True)
class CardsExiledToCast:
    """audit19: "for each instant and sorcery card exiled with it" (Murktide Regent): the cards of
    these types exiled to pay for the spell the permanent was (702.66a delve: the cards exiled
    with it, 607.2a), as an amount of an enters-with-counters replacement (614.1c). The ``enters``
    query's ``exiled`` names them; a permanent not cast had none exiled (0)."""

    card_types: frozenset[str]

    def __str__(self) -> str:
        return f"each {' and '.join(sorted(t.lower() for t in self.card_types))} card exiled with it"


@dataclass(frozen=True, slots=True)
class TakenAsEnters:
    """s16: how many objects a keyword took as the permanent entered: "Devour N" (702.82a: "As this
    object enters, you may sacrifice any number of creatures. This permanent enters with N +1/+1
    counters on it for each creature sacrificed this way."; ``key`` "devoured", ``what`` "creature"
    or "artifact" for "Devour artifact N", 702.82b), "Amplify N" (702.38a: "As this object enters,
    put N +1/+1 counters on it for each card you reveal this way that shares a creature type with
    it"; ``key`` "revealed"). The ``enters`` query's key of that name gives it: a choice made as it
    enters (614.12), never assumed."""

    key: str
    what: str = "creature"

    def __str__(self) -> str:
        return f"each {self.what} sacrificed as it entered" if self.key == "devoured" else "each card revealed as it entered"


@dataclass(frozen=True, slots=True)
class CreaturesConvoked:
    """audit19: "for each creature that convoked it" (Ancient Imperiosaur): the creatures tapped to
    pay for the spell the permanent was with convoke (702.51a: each creature tapped for its convoke
    "convoked" it), as an amount of an enters-with-counters replacement
    (614.1c). The ``enters`` query's ``convoked`` gives it; a permanent not cast had none (0)."""

    def __str__(self) -> str:
        return "each creature that convoked it"


@dataclass(frozen=True, slots=True)
class SpellManaValue:
    """enters16: "where X is its mana value minus 4" (Runadi, Behemoth Caller): the mana value of the
    spell a cast trigger is about, as its trigger resolves (on the stack, X counts, 202.3e), less
    ``minus`` (not below 0, 107.1b)."""

    minus: int = 0

    def __str__(self) -> str:
        return f"its mana value minus {self.minus}" if self.minus else "its mana value"


@dataclass(frozen=True, slots=True)
class EntersWithCounters:
    """"This creature enters with X +1/+1 counters on it" (614.1c: a replacement effect). The
    amount may be the spell's X (107.3m), the times it was kicked (702.33d), or a count of the
    board as it enters ("a +1/+1 counter on it for each other Zombie you control").

    ``if_kicked``: "If this creature was kicked, it enters with two +1/+1 counters on it" (the
    spell was kicked at least once, 702.33d). ``affected``: the permanents of another text
    ("Each other creature you control enters with an additional +1/+1 counter on it"); None for
    the permanent of this text. ``condition``: "... on it if you attacked this turn" / "if you
    cast it from your hand": the replacement applies only when it holds as the permanent enters
    (614.1c: a replacement effect with a condition, checked as the permanent enters; None: always)."""

    kind: str
    amount: Amount | ManaSpentToCast | TurnCount | SpellManaValue | CardsExiledToCast | CreaturesConvoked | TakenAsEnters  # s16: TakenAsEnters; counters10: the mana spent (601.2h), a count of the turn; enters16: SpellManaValue; audit19
    tapped: bool = False
    text: str = field(default="", compare=False)
    if_kicked: bool = False
    affected: Selector | None = None
    condition: ActivationCondition | CastFrom | ManaSpentAtLeast | NotCastFrom | AsEntersChoice | XIsAtLeast | None = None  # "... on it if you attacked this turn"; counters14: ManaSpentAtLeast
    if_escaped: bool = False  # zones11: "This creature escapes with ..." (702.138c: if it escaped)
    # activation13: "two +1/+1 counters on it for each other nontoken Human you control" (Hamlet
    # Vanguard), "... for each color of mana spent to cast it" (Glinting Creeper): ``factor``
    # counters for each one ``amount`` counts
    factor: int = 1
    # counters14: "your choice of a flying counter or a first strike counter" (Helica Glider),
    # "your choice of two different counters on it from among menace, deathtouch, and lifelink"
    # (Grimdancer): ``choose`` different kinds of ``choices``, one counter of each (``kind`` is "")
    choices: tuple[str, ...] = ()
    choose: int = 1
    # types15: "If this creature was kicked with its {R} kicker, it enters with ..." (the volvers;
    # 702.33e): with ``if_kicked``, only when that kicker cost was paid (the enters query's
    # ``kicked_with``); None: any kicker
    kicker: ManaCost | None = None
    # types15: "... and as a Mutant in addition to its other types" (Master Biomancer; 205.1b): the
    # subtypes the permanent enters with (on the battlefield: the scenario's extra_types)
    as_subtypes: frozenset[str] = frozenset()
    # audit31: "It escapes with twelve +1/+1 counters on it instead." (Polukranos, Unchained;
    # 702.138c, 614.1c): with ``if_escaped``, it replaces the permanent's own unconditional
    # "enters with" counters of its kind when it escaped
    instead: bool = False

    def __str__(self) -> str:
        return self.text or f"enters with {self.amount}{f' x {self.factor}' if self.factor != 1 else ''} {self.kind} counter(s)"


@dataclass(frozen=True, slots=True)
class CastPermission:
    """A permission to cast spells (601.3): from ``zones``, of the spells ``spells`` selects,
    optionally without paying their mana cost (an alternative cost, 118.9), optionally once during
    each of its controller's turns (tracked per object: One with the Multiverse rulings).
    ``lands`` is "play lands and cast spells" (305.1)."""

    zones: tuple[Zone, ...]
    spells: SpellFilter = SpellFilter(text="spells")
    lands: bool = False
    without_paying_mana_cost: bool = False
    once_each_turn: bool = False
    your_turns_only: bool = False
    text: str = field(default="", compare=False)
    # becomes13: "You may cast this card from your graveyard by paying {W}{U}{B}{R}{G} rather than
    # paying its mana cost." (Worldheart Phoenix): an alternative cost the permission requires
    # (118.9, 118.9b), paid instead of the mana cost; None: the mana cost (or none, ``without_...``)
    instead: ManaCost | None = None
    # costs14: "If you cast a spell this way, pay life equal to its mana value rather than pay its
    # mana cost." (Bolas's Citadel; 118.9, 119.4: an alternative cost in life the permission
    # requires), "If you cast a spell this way, you may cast it as though it had flash." (Elsha of
    # the Infinite; 702.8a: with this permission only)
    life_instead: bool = False
    as_flash: bool = False
    # keys15: "You may cast this card from your graveyard using its blitz ability." (Sabin, Master
    # Monk; 601.3, 118.9): cast this way, only for the card's alternative cost of that keyword
    using: str | None = None
    # enters16: "If you cast a spell this way, that creature enters with a finality counter on it."
    # (Intrepid Paleontologist), "If you cast a creature spell this way, that creature enters with an
    # additional +1/+1 counter on it." (Mikey & Don): what a spell cast with this permission enters
    # with (614.1c), and gains; ``next_spell`` of the grant is the kind of spell it is about
    enters: EntersGrant | None = None
    # audit21: "Any player may cast creature spells with mana value 3 or less without paying their
    # mana costs and as though they had flash." (Aluren; 601.3): who may use it; YOU: its controller
    players: Who = Who.YOU

    def __str__(self) -> str:
        return self.text or "may cast spells from " + " or ".join(z.value for z in self.zones)


@dataclass(frozen=True, slots=True)
class SpendingRule:
    """"You may spend <mana> [only] as though it were <types>" (609.4b; Chromatic Orrery, Celestial
    Dawn): mana of a type in ``mana`` may pay a symbol as though it were any one of ``as_types``.
    Without ``only`` this widens what the mana can pay (it can still pay as itself); with ``only``
    it restricts it to ``as_types``. Generic mana can be paid with any mana either way (107.4b).
    With ``this_spell`` ("... to cast this spell": Lae'zel, Illithid Thrall) it applies only to
    paying the costs of casting the card that has it, as it is cast."""

    mana: TypeSet
    as_types: TypeSet
    only: bool = False
    text: str = field(default="", compare=False)
    this_spell: bool = False
    # costs13: "... to cast planeswalker spells" (Oath of Nissa): only for paying the costs of
    # casting the spells this filter selects (601.2g-h), never for an activation
    spells: "SpellFilter | None" = None
    # costs13: "Players may spend mana as though it were mana of any color" (Mycosynth Lattice):
    # every player (ANY), not only the controller (YOU)
    players: Who = Who.YOU
    # manatail14: "... to activate abilities of creatures you control" (Agatha's Soul Cauldron), "...
    # to pay the activation costs of this creature's abilities" (Quicksilver Elemental; a SELF
    # selector): only for paying the costs of activating abilities of the permanents it selects
    # (602.2b), by the rule's controller, never for casting a spell
    abilities: "Selector | None" = None
    # s13: "... to activate those abilities." (Drana and Linvala): only the abilities its own
    # permanent has by its own grant (an AbilityRef whose origin is that permanent, 613.1f)
    own_grants_only: bool = False

    def __str__(self) -> str:
        return self.text or f"spend {self.mana} {'only ' if self.only else ''}as though it were {self.as_types}"


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One "target" of a spell (115.1, 601.2c): what it may be, and how many.

    ``what`` selects permanents (None: no permanent); ``players`` whether players may be chosen;
    ``any_target`` is "any target": a creature, a planeswalker, a battle or a player (115.4).
    ``maximum`` None is
    "any number of targets" (Fireball, whose ruling allows zero)."""

    what: Selector | None
    players: bool = False
    any_target: bool = False
    minimum: int = 1
    maximum: int | None = 1
    text: str = field(default="", compare=False)
    opponents: bool = False  # permit10: "target opponent": only the caster's opponents (115.1)
    # a spell or an ability on the stack ("Counter target spell", "target activated ability", 115.1)
    stack: bool = False
    # casting10: "target creature card from your graveyard": ``what`` selects cards in the
    # graveyard of ``zone_whose`` (relative to the caster), not permanents (115.1, 404)
    zone: "Zone | None" = None
    zone_whose: Who = Who.ANY
    # zones11: what a ``stack`` target may be (the kinds of objects, the qualities of a spell);
    # None: its words are not read, and a stack the scenario gives can't be searched for it
    stack_filter: "StackFilter | None" = None
    # audit17: "then choose another target [creature] for each time this spell was kicked" (Comet
    # Storm, Strength of the Tajuru): as many targets as kicks paid (702.33d), none of them one the
    # spell's earlier phrase of the same kind chose ("another", 115.3)
    per_kick: bool = False
    # audit19: "target spell or nonland permanent" (Commit, Venser): a permanent ``what`` selects,
    # or a spell on the stack (115.1); ``or_spell`` is that spell's filter (any spell)
    or_spell: "StackFilter | None" = None

    def __str__(self) -> str:
        return self.text or "target"


@dataclass(frozen=True, slots=True)
class SpellColors:
    """"... are white. The same is true for spells you control and nonland cards you own that
    aren't on the battlefield" (Celestial Dawn; 105.3, 613.1e): the spells ``spells`` selects are
    ``colors`` instead of their own colours (a card's colour in another zone matters to these
    questions once it is cast, so the spells stand for the cards too)."""

    spells: SpellFilter
    colors: TypeSet
    text: str = field(default="", compare=False)
    # types15: "... are the chosen color in addition to their other colors" (Painter's Servant):
    # the colour chosen for the source (its chosen_color), added to the spell's own (613.1e)
    adding: bool = False
    chosen: bool = False

    def __str__(self) -> str:
        return self.text or f"{self.spells} are {self.colors}"


@dataclass(frozen=True, slots=True)
class SpellTypes:
    """grants13: "Creatures you control are artifacts in addition to their other types. The same
    is true for creature spells you control and creature cards you own that aren't on the
    battlefield." (Biotransference, Maskwood Nexus, Conspiracy, Arcane Adaptation, Roshan; 205.1,
    613.1d): the spells ``spells`` selects get the type change ``change`` (the card types and
    subtypes it sets or adds, every creature type, or the creature type chosen for its source,
    607.1-like), in every question that reads a spell's types (costs, permissions, spending,
    601.2f, 106.6). As :class:`SpellColors`, a card's types outside the battlefield matter to
    these questions once it is cast, so the spells stand for the cards too."""

    spells: "SpellFilter"
    change: TypeChange
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"{self.spells}: {self.change}"


@dataclass(frozen=True, slots=True)
class OwnedCardTypes:
    """types16: "Lands you control and land cards you own that aren't on the battlefield are Deserts
    in addition to their other types." (Dune Chanter; 205.1b, 613.1d: layer 4 applies to cards in
    other zones too): the cards of ``card_types`` (every card when empty) that the ability's
    controller owns outside the battlefield get ``subtypes`` and ``added_types``, the others kept.
    The permanents of the same sentence are a :class:`TypeChange` beside it; the cards matter to
    the questions that count a graveyard's cards by type (404: "if there is a Desert card in your
    graveyard"), and, once cast, as their spells (:class:`SpellTypes`)."""

    card_types: frozenset[str]
    subtypes: frozenset[str] = frozenset()
    added_types: frozenset[str] = frozenset()
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"{' '.join(sorted(self.card_types))} cards you own are also {' '.join(sorted(self.added_types | self.subtypes))}"


# ---- permit10: casting permissions and prohibitions, player keywords, alternative and X costs ----


@dataclass(frozen=True, slots=True)
class PlayerKeyword:
    """"You have hexproof." / "You have shroud." (702.11c, 702.18a): the controller of the
    ability's source has the keyword, so it can't be the target of spells its opponents control
    (hexproof) or of any spell (shroud) (115.4: a player may be a target)."""

    keyword: str  # "hexproof" or "shroud"
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"you have {self.keyword}"


@dataclass(frozen=True, slots=True)
class CastProhibition:
    """A rule that forbids casting (601.3: a player can begin to cast a spell only if no rule or
    effect prohibits it; 101.2: "can't" wins over "can"): ``players`` (relative to the controller
    of the source) can't cast the spells ``spells`` selects; ``most`` (when given) forbids only
    spells beyond that many cast this turn ("Each player can't cast more than one spell each
    turn"); ``during_your_turn`` forbids only during the turns of the source's controller."""

    players: Who
    spells: SpellFilter = SpellFilter(text="spells")
    most: int | None = None
    during_your_turn: bool = False
    text: str = field(default="", compare=False)
    chosen_name: bool = False  # "Spells with the chosen name can't be cast": only spells of the source's chosen name
    # cov17: "You can cast only one more spell this turn." (Irencrag Feat): ``most`` counts only the
    # spells cast after the resolving spell that created it resolved (611.2a)
    after_resolving: bool = False

    def __str__(self) -> str:
        return self.text or f"{self.players.value} can't cast {self.spells}"


@dataclass(frozen=True, slots=True)
class FlashPermission:
    """"You may cast sorcery spells as though they had flash." / "Any player may cast spells as
    though they had flash." (702.8a, 601.3): ``players`` (relative to the controller of the
    source: YOU or ANY) may cast the spells ``spells`` selects any time they could cast an
    instant (117.1a)."""

    spells: SpellFilter
    players: Who = Who.YOU
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"cast {self.spells} as though they had flash"


@dataclass(frozen=True, slots=True)
class ReturnToHand:
    """"return a basic land you control to its owner's hand" as a cost (118.3, 701.21a-like: only
    the payer's own permanents): ``count`` permanents ``what`` selects."""

    what: Selector
    count: int = 1
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"return {self.count} {self.what} to its owner's hand"


@dataclass(frozen=True, slots=True)
class XCostPart:
    """A cost whose size is the spell's X (601.2b: X is announced with the costs; 107.3a):
    "pay X life" (``kind`` "life", 119.4) or "discard X cards" (``kind`` "discard"); costs11:
    "exile X creature cards from your graveyard" (``kind`` "exile", the cards ``what`` selects)."""

    kind: str
    text: str = field(default="", compare=False)
    what: "GraveyardCards | None" = None

    def __str__(self) -> str:
        return self.text or ("pay X life" if self.kind == "life" else "discard X cards")


@dataclass(frozen=True, slots=True)
class PaidAlternativeCost:
    """"[If <condition>,] you may pay {W}{U}{B}{R}{G} [and <cost>] rather than pay this spell's
    mana cost." (118.9): an alternative cost of the spell itself, without a keyword. ``cost`` is
    the mana paid instead of the mana cost (an empty cost when only other parts are paid);
    ``parts`` the other things paid (sacrifice, return to hand, tap, life, discard);
    ``condition`` must hold as the spell is cast (601.2b)."""

    cost: ManaCost
    parts: tuple[Union[CostPart, DiscardCards, ExileFromGraveyard, ReturnToHand, "ExileFromHand", OthersGainLife], ...] = ()
    # altcost16: or a restriction of the 602.5b vocabulary ("If three or more creatures are attacking")
    condition: "Condition | ActivationCondition | None" = None
    text: str = field(default="", compare=False)
    spells: SpellFilter | None = None  # "rather than pay the mana cost for spells you cast" (Jodah): granted to these; None: this spell
    # among17: "Once each turn, you may pay {0} rather than pay the mana cost for a colorless spell
    # you cast from your hand." (Darksteel Monolith), "... for a spell you cast with mana value X or
    # less, where X is the number of time counters on this enchantment." (As Foretold): a granted
    # cost used once each turn (the source's ``used_this_turn``), only for spells cast from
    # ``zones`` (empty: any, 601.2a), only for those of mana value at most ``mana_value_at_most``
    once_each_turn: bool = False
    zones: tuple["Zone", ...] = ()
    mana_value_at_most: "Amount | None" = None

    def __str__(self) -> str:
        return self.text or f"alternative cost {self.cost}"


@dataclass(frozen=True, slots=True)
class RevealFromHand:
    """"reveal a Dragon card from your hand" as a cost to cast a spell (118.8; 701.20a: the card
    stays in hand): ``count`` other cards of the caster's hand that ``what`` selects (the spell
    itself is on the stack by then, 601.2a)."""

    count: int
    what: GraveyardCards
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"reveal {self.count} card(s) from your hand"


@dataclass(frozen=True, slots=True)
class Behold:
    """"behold a Dragon" as a cost (its reminder: choose a Dragon you control or reveal a Dragon
    card from your hand): one of the caster's permanents or one other card of their hand that has
    the subtypes and types of ``what``."""

    what: GraveyardCards
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or "behold"


@dataclass(frozen=True, slots=True)
class CostOrMana:
    """"discard a card or pay {2}", "sacrifice a creature or pay {3}{B}" as a cost to cast a
    spell (118.8, 601.2b: the caster chooses which as the spell is cast): ``part``, or ``mana``
    added to the total cost (601.2f). costs11: ``part`` may also be to behold, reveal or collect
    evidence ("behold an Elf or pay {2}")."""

    part: Union[CostPart, DiscardCards, "Behold", "RevealFromHand", "CollectEvidence", "Blight"]
    mana: ManaCost
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"{self.part} or pay {self.mana}"


@dataclass(frozen=True, slots=True)
class CostChoice:
    """costs14: "sacrifice a creature or discard a card", "sacrifice a creature, discard a card, or
    pay 4 life" as the additional cost of a spell (118.8; 601.2b: the caster chooses which one of
    ``options`` is paid as the spell is cast; a spell none of whose options can be paid can't be
    cast, 118.3)."""

    options: tuple[Union[CostPart, DiscardCards], ...]
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or " or ".join(str(o) for o in self.options)


@dataclass(frozen=True, slots=True)
class SacrificeAnyNumber:
    """costs14: "sacrifice any number of creatures" as an additional cost of a spell (118.8; 601.2b:
    how many, and which, are chosen as it is cast; none is a number too, so "you may sacrifice any
    number of Spirits" means the same): permanents of its caster's that ``what`` selects (701.21a)."""

    what: Selector
    text: str = field(default="", compare=False)
    verb: str = "sacrifice"  # or "tap": "tap any number of untapped creatures you control" (an untapped one each)
    # cov17: "sacrifice half the lands you control, rounded up" (Tectonic Split): exactly that many of
    # them, counted as the cost is paid (601.2h; 107.1a: rounded up)
    half_rounded_up: bool = False

    def __str__(self) -> str:
        return self.text or f"{self.verb} any number of {self.what}"


@dataclass(frozen=True, slots=True)
class SacrificeX:
    """costs14: "sacrifice X creatures" as an additional cost of a spell (118.8; 601.2b, 107.3a: X
    is announced with the costs): X permanents of its caster's that ``what`` selects (701.21a);
    118.3: X can't be more than they control."""

    what: Selector
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"sacrifice X {self.what}"


@dataclass(frozen=True, slots=True)
class ExileAnyNumber:
    """costs14: "exile any number of white cards from your hand" (March of Otherworldly Light),
    "exile any number of creature cards from your graveyard" (Gorex) as an additional cost of a
    spell (118.8, 601.2b: how many is chosen as it is cast): from the hand, other cards than the
    spell (601.2a), each of one of ``colors`` (empty: any); from the graveyard, the cards
    ``cards`` describes (the scenario's ``graveyard``, never assumed)."""

    zone: "Zone"
    colors: TypeSet = TypeSet(0)
    cards: "GraveyardCards | None" = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"exile any number of cards from your {self.zone.value}"


@dataclass(frozen=True, slots=True)
class PaidThisWay:
    """costs14: "for each creature sacrificed this way" in a cost change of the spell whose
    additional cost sacrifices any number of them (Torgaar: "This spell costs {2} less to cast for
    each creature sacrificed this way"; 601.2f: the costs are chosen before the total cost)."""

    def __str__(self) -> str:
        return "each permanent sacrificed this way"


@dataclass(frozen=True, slots=True)
class SpellsOptionalLife:
    """costs14: "As an additional cost to cast white permanent spells, you may pay 2 life. Those
    spells cost {W} less to cast if you paid life this way. This effect reduces only the amount of
    white mana you pay." (the Defilers): an optional additional cost (118.8, 601.2b) its
    controller may pay as they cast a spell ``spells`` selects, ``life`` life (119.4), and the
    cost reduction it brings when paid (601.2f, 118.7); ``colored_only``: the reduction takes off
    only mana of its colour (never generic mana, 118.7c does not apply). ``reduction`` None: the
    sentence that gives it was not read (yet)."""

    spells: "SpellFilter"
    life: int
    reduction: ManaCost | None = None
    colored_only: bool = False
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"as an additional cost to cast {self.spells}, you may pay {self.life} life"


@dataclass(frozen=True, slots=True)
class ActivationProhibition:
    """activation13: "During your turn, your opponents can't cast spells or activate abilities of
    artifacts, creatures, or enchantments." (Grand Abolisher; 602.5, 101.2: "can't" wins):
    ``players`` (relative to the controller of the source) can't activate the activated abilities,
    mana abilities included unless ``except_mana`` (605.1a), of the permanents ``sources``
    selects; ``during_your_turn`` only during the turns of the source's controller."""

    players: Who
    sources: "Selector"
    during_your_turn: bool = False
    except_mana: bool = False
    text: str = field(default="", compare=False)
    loyalty_only: bool = False  # "Players can't activate planeswalkers' loyalty abilities." (The Immortal Sun; 606.3)
    except_loyalty: bool = False  # audit20: "... abilities that aren't mana abilities or loyalty abilities" (Overwhelming Splendor; 606.3)

    def __str__(self) -> str:
        return self.text or f"{self.players.value} can't activate abilities of {self.sources}"


PermitEffect = Union[PlayerKeyword, CastProhibition, FlashPermission, PaidAlternativeCost, ActivationProhibition, PaymentProhibition]  # activation13, bans19: the last two
"""The casting permissions and prohibitions, player keywords and keyword-less alternative costs
a static ability may state (the permit10 family)."""

# ---- cost10: counts of what happened this turn, for costs (601.2f) ------------------------------


class TurnTally(enum.Enum):
    """What a cost change counts of the turn so far: creatures that died (700.4; the scenario's
    ``creatures_died_this_turn``), creatures that attacked (508.1: only the active player's,
    506.2; ``attacked_with_this_turn``), creatures the text's controller attacked with, and other
    spells the text's controller cast (``spells_cast_this_turn``)."""

    CREATURES_DIED = "creature that died this turn"
    CREATURES_ATTACKED = "creature that attacked this turn"
    YOU_ATTACKED_WITH = "creature you attacked with this turn"
    SPELLS_YOU_CAST = "other spell you've cast this turn"


@dataclass(frozen=True, slots=True)
class TurnCount:
    """"for each creature that died this turn", "for each creature you attacked with this turn"
    (601.2f): the number of ``what`` so far this turn; as a condition ("if you've cast another
    spell this turn"), that number is at least ``at_least``."""

    what: TurnTally
    at_least: int = 1

    def __str__(self) -> str:
        return f"each {self.what.value}"

@dataclass(frozen=True, slots=True)
class CommanderCasts:
    """audit35: "for each time it's been cast from the command zone this game" (Myth Unbound's
    "Your commander costs {1} less to cast ...": 601.2f, 903.8): how many times the spell, its
    caster's commander, was cast from the command zone before, the scenario's ``cast_count``."""

    def __str__(self) -> str:
        return "each time it's been cast from the command zone this game"

@dataclass(frozen=True, slots=True)
class XIsAtLeast:
    """counters14: "If X is 5 or more, it enters with an additional X +1/+1 counters on it."
    (Apocalypse Hydra; 107.3m: the X of the spell that became the permanent; 0 when not cast)."""

    n: int

    def __str__(self) -> str:
        return f"X is {self.n} or more"


@dataclass(frozen=True, slots=True)
class AsEntersChoice:
    """counters14: "As this creature enters, you may <option>. If you do, this creature enters with
    a +1/+1 counter on it." (Rescuer Sphinx, Ulamog's Despoiler): the player did the option as the
    permanent entered (614.12; the enters query's ``as_enters``, never assumed)."""

    option: str

    def __str__(self) -> str:
        return f"you did: {self.option}"


@dataclass(frozen=True, slots=True)
class NotCastFrom:
    """counters14: "... if you didn't cast it from your hand" (Epochrasite; 614.1c): the permanent
    was not cast from one of ``zones`` (601.2a), either put onto the battlefield without being
    cast or cast from another zone."""

    zones: tuple[Zone, ...]

    def __str__(self) -> str:
        return f"you didn't cast it from your {' or '.join(z.value for z in self.zones)}"


@dataclass(frozen=True, slots=True)
class ManaSpentAtLeast:
    """counters14: "If at least three white mana was spent to cast this spell" (the Paladins of
    Throne of Eldraine), "If at least three mana of the same color was spent to cast this spell"
    (Henge Walker; ``color`` None): a condition on the mana paid for the spell (601.2h), checked
    as its permanent enters (614.1c). Colorless mana is no colour (105.1)."""

    n: int
    color: ManaType | None = None

    def __str__(self) -> str:
        what = f"{self.color.name}" if self.color is not None else "mana of the same color"
        return f"at least {self.n} {what} mana was spent to cast it"


@dataclass(frozen=True, slots=True)
class CastFrom:
    """The zone a spell is cast from (601.2a), as a condition: "Spells you cast from your graveyard
    cost {1} less to cast", "Spells you cast from anywhere other than your hand ..." (601.2f), and
    of how a permanent came to the battlefield, "... enters with a counter on it if you cast it
    [from your hand]" (614.1c; a permanent put onto the battlefield without being cast was not
    cast, Myojin rulings). It holds for a spell cast from one of ``zones`` (with ``other_than``:
    from any zone but those; ``zones`` empty: cast from anywhere)."""

    zones: tuple[Zone, ...] = ()
    other_than: bool = False

    def holds(self, zone: Zone) -> bool:
        """Whether a spell cast from ``zone`` meets the condition."""
        if not self.zones:
            return True
        return (zone in self.zones) != self.other_than

    def __str__(self) -> str:
        where = " or ".join(z.value for z in self.zones)
        if not self.zones:
            return "you cast it"
        return f"cast from anywhere other than {where}" if self.other_than else f"cast from {where}"


# ---- cost10: cost changes of other permanents' activated abilities (602.2b, 601.2f, 118.7a) ------


@dataclass(frozen=True, slots=True)
class SpellOrder:
    """"The second spell you cast each turn costs {1} less" (``n`` 2), "The first creature spell
    you cast each turn costs {2} less" (``n`` 1, ``spells`` creature spells): a cost change that
    applies to a spell when it is the ``n``-th spell of those ``spells`` select that its caster
    casts this turn (601.2f): exactly ``n - 1`` of them were cast before it. Read from the
    scenario's ``spells_cast_this_turn`` (no spell at all: none of any kind) and, when the kind
    matters and spells were cast, ``spells_cast_this_turn_cards``."""

    n: int
    spells: SpellFilter
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"the spell number {self.n} of {self.spells} cast this turn"



@dataclass(frozen=True, slots=True)
class AbilityCostModifier:
    """"Activated abilities of creatures you control cost {2} less to activate" (Training
    Grounds), "Enchanted artifact's activated abilities cost {2} less to activate" (Power
    Artifact), "Activated abilities of white enchantments cost {3} more to activate" (Gloom): the
    total cost of each activated ability (mana abilities included, 605.1a) of the permanents
    ``of`` selects, seen from the text's object, is raised or reduced by ``amount`` (602.2b: as
    for a spell, 601.2f; increases first). A generic reduction takes off generic mana only
    (118.7a); ``floor``: "This effect can't reduce the mana in that cost to less than one mana"
    (a reduction stops when the cost's mana is down to it; a cost already below it is left)."""

    of: Selector
    amount: ManaCost
    increase: bool
    floor: int = 0
    text: str = field(default="", compare=False)
    # costs15: "Equip abilities you activate cost {1} less to activate", "Equip costs you pay cost
    # {1} less" (Auriok Steelshaper), "Boast abilities you activate ...", "Exhaust abilities of
    # other permanents you control ...": only the abilities of that keyword (``kind``, lower case);
    # "Abilities you activate that aren't mana abilities cost {2} less to activate" (Zirda): not
    # mana abilities (``non_mana``, 605.1a); "you activate" / "you pay": only when the text's
    # controller activates the ability (``by_you``, 602.2); "Equip abilities you activate that target
    # this creature ..." (Fervent Champion): only when the ability targets a permanent ``aimed``
    # selects (601.2c comes before 601.2f: the chosen target decides)
    kind: str | None = None
    non_mana: bool = False
    by_you: bool = False
    aimed: Selector | None = None
    # costs15: "... for each Dragon you control", "{X} less ..., where X is Agatha's power": how many
    # times ``amount`` applies, counted from the text's object as the ability is activated
    per: "Amount" = Const(1)
    # "Mana abilities of this land cost an additional 1 life to activate." (Thran Portal): ``life``
    # more to pay (118.8, 119.4), for mana abilities only (``mana_only``, 605.1a)
    life: int = 0
    mana_only: bool = False
    # audit28: "Abilities your opponents activate cost {1} more to activate unless they're mana
    # abilities." (Tithe Taker): only when an opponent of the text's controller activates it (602.2)
    by_opponents: bool = False

    def __str__(self) -> str:
        return self.text or f"activated abilities of {self.of} cost {self.amount} {'more' if self.increase else 'less'} to activate"


# ---- casting10: prohibitions limited to zones or moments, and sorcery timing for other players ----


@dataclass(frozen=True, slots=True)
class LimitedProhibition:
    """A casting prohibition in force only for spells cast from ``zones`` ("Players can't cast
    spells from graveyards or libraries.", Grafdigger's Cage; 601.2a: the zone a spell is cast
    from) and only while ``during`` holds ("Your opponents can't cast spells during combat.",
    Marisi; 500.1): 601.3, 101.2 ("can't" wins over "can")."""

    prohibition: CastProhibition
    zones: tuple[Zone, ...] = ()
    during: DuringStep | None = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or str(self.prohibition)


@dataclass(frozen=True, slots=True)
class SorceryTimingOnly:
    """"Each opponent can cast spells only any time they could cast a sorcery." (Teferi, Time
    Raveler; 307.1: in their own main phase, while the stack is empty): ``players`` (relative to the
    controller of the source) cast the spells ``spells`` selects only at sorcery timing, whatever
    permits them to do otherwise (101.2: "can't" wins; flash does not help, Teferi's rulings).
    among17: ``own_turn``, "Players can cast spells only during their own turns." (Dosan the
    Falling Leaf), "You can cast spells only during your turn" (Fires of Invention): only during
    the caster's own turn, at any moment of it flash allows (601.3, 101.2)."""

    players: Who
    spells: SpellFilter = SpellFilter(text="spells")
    text: str = field(default="", compare=False)
    own_turn: bool = False

    def __str__(self) -> str:
        when = "during their own turns" if self.own_turn else "any time they could cast a sorcery"
        return self.text or f"{self.players.value} can cast {self.spells} only {when}"


@dataclass(frozen=True, slots=True)
class ExileFromHand:
    """"exile a blue card from your hand", "exile two green cards from your hand" as a cost to cast
    a spell (118.9: Force of Will's alternative cost; 118.8): ``count`` other cards of the caster's
    hand, each of one of ``colors`` (105.2; empty: any card). The spell is on the stack as its
    costs are paid (601.2a, 601.2h), so it can't pay for itself."""

    count: int
    colors: TypeSet = TypeSet(0)
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"exile {self.count} card(s) from your hand"


@dataclass(frozen=True, slots=True)
class TurnOf:
    """"it's your turn" / "it's not your turn" (``whose`` YOU / OPPONENT: relative to the
    controller of the text; 500: the active player's turn), as a condition: "If it's not your
    turn, you may exile a blue card from your hand rather than pay this spell's mana cost." (Force
    of Negation; 601.2b: checked as the spell is cast)."""

    whose: Who

    def __str__(self) -> str:
        return "it's your turn" if self.whose is Who.YOU else "it's not your turn"


@dataclass(frozen=True, slots=True)
class ExilePermanent:
    """"exile a creature you control" as an additional cost to cast a spell (118.8): ``count`` of
    the caster's own permanents that ``what`` selects leave the battlefield (406)."""

    what: Selector
    count: int = 1
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"exile {self.count} {self.what}"


@dataclass(frozen=True, slots=True)
class PutCounterOn:
    """"put a -1/-1 counter on a creature you control" as an additional cost to cast a spell
    (118.8, 122.1): ``count`` of the caster's own permanents that ``what`` selects each get a
    ``kind`` counter; they stay on the battlefield."""

    what: Selector
    kind: str
    count: int = 1
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"put a {self.kind} counter on {self.what}"


@dataclass(frozen=True, slots=True)
class UntargetableCards:
    """"Cards in graveyards can't be the targets of spells or abilities." (Ground Seal; 115.1,
    101.2): no card in ``zone`` can be chosen as a target (601.2c) of a spell, nor of an ability
    unless ``spells_only``."""

    zone: Zone
    spells_only: bool = False
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"cards in {self.zone.value}s can't be targets"


@dataclass(frozen=True, slots=True)
class UntargetablePermanents:
    """grants14: "Enchanted creature can't be the target of spells or abilities your opponents
    control." (Shielding Plax), "This creature can't be the target of black or red spells your
    opponents control." (Fiendslayer Paladin), "Creatures can't be the targets of spells." (Dense
    Foliage): no spell (of one of ``colors``, when given; cast by an opponent of the ability's
    controller when ``opponents``) can choose the ``affected`` permanents as targets (115.1,
    601.2c). Not a keyword (702.11, 702.18): a text that asks for hexproof or shroud doesn't see
    it."""

    affected: Selector
    colors: frozenset[ManaType] = frozenset()
    opponents: bool = False
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"{self.affected} can't be the target of spells"


@dataclass(frozen=True, slots=True)
class StartingPlayer:
    """"if you weren't the starting player" (``was`` False) / "if you were the starting player"
    (103.1: the player who took the game's first turn), as a condition: the scenario's
    ``starting_player``, never assumed."""

    was: bool

    def __str__(self) -> str:
        return "you were the starting player" if self.was else "you weren't the starting player"


@dataclass(frozen=True, slots=True)
class XSpending:
    """"Spend only black mana on X." (Consume Spirit; 107.3, 106.6): each mana paid for this
    spell's {X} must be of ``color``: X is paid as X mana symbols of that colour. audit21: "Spend
    only black and/or red mana on X." (Soul Burn): ``also`` the second colour, each mana of X
    being of one of the two (paid as X hybrid symbols of the two, 107.4e)."""

    color: ManaType
    text: str = field(default="", compare=False)
    also: ManaType | None = None

    @property
    def colors(self) -> tuple[ManaType, ...]:
        """The colours the mana spent on X may have."""
        return (self.color,) if self.also is None else (self.color, self.also)

    def __str__(self) -> str:
        return self.text or f"spend only {self.color.value} mana on X"


@dataclass(frozen=True, slots=True)
class SpellManaSources:
    """"Spend only mana produced by creatures to cast this spell." (Myr Superion), "... produced by
    basic lands ..." (Imperiosaur): the mana spent to cast this spell (601.2g-h) must come from
    permanents ``sources`` selects, as they are when they produce it (106.6, 106.7); "You can't
    spend mana to cast this spell." (Hogaak, Arisen Necropolis): ``sources`` None, no mana at all
    (its cost is paid by convoke and delve, 702.51, 702.66). Mana spent on the costs of mana
    abilities on the way (605.3a) is not spent to cast the spell: any source pays those."""

    sources: "Selector | None"
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or ("no mana may be spent to cast this spell" if self.sources is None else f"spend only mana produced by {self.sources}")


LegalityEffect = Union[LimitedProhibition, SorceryTimingOnly, UntargetableCards, UntargetablePermanents, XSpending, SpellManaSources]
"""The casting restrictions of the casting10 family a static ability may state."""

# ---- grants12: zone keywords granted to cards (601.3; 702.34a, 702.138a) -----------------------


@dataclass(frozen=True, slots=True)
class GrantedZoneKeyword:
    """"Each instant and sorcery card in your graveyard has flashback. The flashback cost is equal
    to that card's mana cost." (Lier), "Each nonland card in your graveyard has escape. The escape
    cost is equal to the card's mana cost plus exile three other cards from your graveyard."
    (Underworld Breach): a static ability that gives the cards ``cards`` selects in its
    controller's ``zone`` a keyword that lets them be cast from there (601.3, 613.1f: layer 6
    applies to cards in other zones too).

    ``template`` is the keyword as the second sentence defines it, its ``cost`` standing for the
    card's own mana cost (each card's, filled in when it is cast) and its ``parts`` the rest of
    the cost ("plus exile three other cards from your graveyard"); None while the sentence that
    says what it costs has not been read (the grant alone can't be weighed: unread)."""

    cards: "SpellFilter"
    zone: "Zone"
    keyword: str
    template: "Keyword | None" = None  # keys15: a ZoneCastKeyword, or a plain Keyword (scavenge, encore: activated, 702.97a, 702.141a)
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"each {self.cards} card in your {self.zone.value} has {self.keyword}"


@dataclass(frozen=True, slots=True)
class GrantedOptionalCost:
    """grants12: "Each instant and sorcery spell you cast has replicate. The replicate cost is
    equal to its mana cost." (Djinn Illuminatus; 702.56a): the spells ``spells`` selects that
    the ability's controller casts have an optional additional cost (601.2b). ``template`` is the
    keyword as the second sentence defines it, its ``cost`` standing for the spell's own mana cost
    (filled in for each spell); None while that sentence has not been read (not weighed)."""

    spells: "SpellFilter"
    keyword: str
    template: "OptionalCost | None" = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"each {self.spells} you cast has {self.keyword}"


@dataclass(frozen=True, slots=True)
class CounterReplacement:
    """audit18: a replacement effect on counters being put on a permanent or player (614.1a, 122.6:
    a permanent that enters with counters is given them as it enters): "If you would put one or more
    counters on a permanent or player, put twice that many ... instead" (Vorinclex, Monstrous
    Raider), "If an opponent would put ..., they put half that many ... instead, rounded down", "If
    an effect would put one or more counters on a permanent you control, it puts twice that many of
    those counters on that permanent instead" (Doubling Season), "If one or more +1/+1 counters would
    be put on a creature you control, that many plus one +1/+1 counters are put on it instead"
    (Hardened Scales), "... that many -1/-1 counters minus one ..." (Vizier of Remedies).

    ``putter``: who puts them, relative to the text's controller (YOU, OPPONENT; ANY for "an
    effect" or the passive "would be put"); ``affected``: the permanents it watches (None: any
    permanent or player); ``kind``: the counter kind ("+1/+1"; None: every kind); ``op``:
    "double", "half" (rounded down), "plus_one" or "minus_one"."""

    putter: Who
    affected: Selector | None
    kind: str | None
    op: str
    text: str = field(default="", compare=False)

    def apply(self, n: int) -> int:
        """The number put instead of ``n`` (n >= 1)."""
        if self.op == "double":
            return 2 * n
        if self.op == "half":
            return n // 2
        if self.op == "plus_one":
            return n + 1
        return max(n - 1, 0)

    def __str__(self) -> str:
        return self.text or f"counters put: {self.op}"


@dataclass(frozen=True, slots=True)
class CommanderTaxAsLife:
    """s16: "Rather than pay {2} for each previous time you've cast this spell from the command zone
    this game, pay 2 life that many times." (Liesa, Shroud of Dusk): the card's commander tax
    (903.8) is paid as ``life`` life for each previous cast from the command zone rather than as
    mana (119.4: payable only with that much life)."""

    life: int
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"commander tax paid as {self.life} life per previous cast"


@dataclass(frozen=True, slots=True)
class CounterProhibition:
    """audit31: a rule that counters can't be put on some permanents: "Counters can't be put on
    artifacts, creatures, enchantments, or lands." (Solemnity), "Creatures your opponents control
    can't have -1/-1 counters put on them." (Melira, Sylvok Outcast), "This creature can't have
    counters put on it." (Tatterkite). Not a replacement effect (614): the counters are simply not
    put (101.2: "can't" wins), so a permanent that would enter with such counters enters without
    them (122.6; Solemnity's ruling), whatever replacement effects would have changed their number.
    ``affected``: the permanents it protects (a selector read from the text's controller's point of
    view); ``kind``: the counter kind ("-1/-1"; None: every kind)."""

    affected: Selector
    kind: str | None = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"{self.kind or ''} counters can't be put on {self.affected}"


@dataclass(frozen=True, slots=True)
class LifeForMana:
    """audit28: "For each {B} in a cost, you may pay 2 life rather than pay that mana." (K'rrik,
    Son of Yawgmoth): each ``mana`` symbol of a cost its controller pays may be paid with ``life``
    life instead (118.3, 119.4; like a Phyrexian symbol, 107.4f). Only that symbol, not a hybrid
    or Phyrexian one containing it (the card's words: "{B}"); the cost itself is unchanged
    (601.2f: a spell's total cost and mana value are as printed)."""

    mana: ManaType
    life: int = 2
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"for each {self.mana.symbol} in a cost, you may pay {self.life} life rather than pay that mana"


CastingEffect = Union[
    CounterReplacement,  # audit18
    CounterProhibition,  # audit31
    CommanderTaxAsLife,  # s16
    CostModifier, MinimumCost, AdditionalCost, EntersWithCounters, CastPermission, SpendingRule, SpellColors, SpellTypes,
    CastOnly, CastAsThoughFlash, XNotZero, AbilityCostModifier,
    XAtMost,  # activation13
    PermitEffect,
    LegalityEffect,
    GrantedZoneKeyword,  # grants12
    GrantedOptionalCost,  # grants12
    SpellsOptionalLife,  # costs14
    LifeForMana,  # audit28
]

# --- static11: designations of a permanent (701.37b monstrous, 702.112b renowned) ------------


@dataclass(frozen=True, slots=True)
class IsDesignated:
    """"As long as this creature is monstrous" (701.37b), "... is renowned" (702.112b): the
    permanent has that designation, which the scenario's permanent key of the same name gives
    (``monstrous: true``); not given, the condition is an error naming the key."""

    designation: str

    def __str__(self) -> str:
        return f"it is {self.designation}"


DESIGNATIONS = frozenset({"monstrous", "renowned"})
"""The designations a permanent can have that text reads (701.37b, 702.112b), as written."""


# --- static11: entering as a copy (707.2, 707.9b, 614.1c) ------------------------------------


@dataclass(frozen=True, slots=True)
class EntersAsCopy:
    """"You may have this creature enter as a copy of any creature on the battlefield[, except
    ...]" (Clone, Vesuva, Phyrexian Metamorph; 614.1c: a replacement effect that applies as the
    permanent enters, 707.2: it then has the copiable values of what it copied).

    ``what`` describes the object that may be copied, seen from the permanent entering ("a
    creature you control", "any artifact or creature on the battlefield"); with ``graveyard`` it
    is a card in a graveyard ("any land card in a graveyard": ``what`` holds its card types).
    ``tapped``: "enter tapped as a copy". ``exceptions`` are the effects of the "except ..."
    clause, applied to the copy itself (707.9b: they become part of its copiable values): types
    added or set (:class:`TypeChange`), abilities it has (:class:`GrantAbilities`), a base power
    and toughness (:class:`SetBasePT`). Which object was copied is the scenario's permanent key
    ``copy_of`` (the choice is made as it enters and is not in the text)."""

    what: Selector
    graveyard: bool = False
    tapped: bool = False
    exceptions: tuple[ContinuousEffect, ...] = ()
    text: str = field(default="", compare=False)
    # copies14: "you may have it become a copy of ... until end of turn" (Cursed Mirror): the copy
    # lasts only through the turn it entered (611.2a); "" for a copy that lasts
    duration: str = ""
    # among17: "except its name is Sakashima the Impostor" (707.9b): the copy keeps its own name
    keeps_name: bool = False
    # audit32: "except it enters with an additional +1/+1 counter on it if it's a creature" (Spark
    # Double; 614.1c): the counters the copy enters with, each (kind, the card type it must then
    # have, "" for none). Counters are no copiable value (707.2): the scenario's ``counters`` say
    # what a permanent has; no question reads these
    enters_with: tuple[tuple[str, str], ...] = ()

    def __str__(self) -> str:
        return self.text or f"enters as a copy of {self.what}"


# --- statics12: the caster's turns of the game (601.3) ---------------------------------------------


@dataclass(frozen=True, slots=True)
class PastFirstTurns:
    """statics12: "You can't cast ~ during your first, second, or third turns of the game" (Serra
    Avenger, Jace Reawakened; 601.3): as a condition of casting, it is not one of the caster's
    first ``turns`` turns (during another player's turn it holds). The scenario key
    ``turn_number`` says which of its own turns a player's current turn is."""

    turns: int

    def __str__(self) -> str:
        return f"not during your first {self.turns} turns of the game"


# --- statics12: controlled continuously since the most recent turn began (302.6) -------------------


@dataclass(frozen=True, slots=True)
class ControlledSinceTurnBegan:
    """statics12: "Activate only if you've controlled this artifact continuously since the
    beginning of your most recent turn" (Rocket Launcher; 602.5b): the words of 302.6, so the
    permanent did not come under its controller's control this turn (the scenario's
    ``summoning_sick``, which says that of any permanent, not only of creatures)."""

    def __str__(self) -> str:
        return "you've controlled this permanent continuously since the beginning of your most recent turn"


# --- statics12: coven (208.1) ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DifferentPowers:
    """statics12: "if you control three or more creatures with different powers" (coven: Sungold
    Sentinel's "Activate only if ...", 602.5b; Augur of Autumn's "As long as ...", 611.3a): among
    the permanents ``what`` selects, at least ``at_least`` powers (208.1) differ from one another,
    that is the selected creatures' powers take ``at_least`` or more different values."""

    what: Selector
    at_least: int

    def __str__(self) -> str:
        return f"you control {self.at_least} or more {self.what} with different powers"


# --- statics12: rules of static abilities about activating (702.122, 702.171) ----------------------


@dataclass(frozen=True, slots=True)
class CrewsAsThough:
    """statics12: "This creature crews Vehicles as though its power were 2 greater", "This token
    saddles Mounts and crews Vehicles as though its power were 2 greater", "Each creature you
    control crews Vehicles and stations permanents as though its power were 2 greater": when a
    selected creature is tapped to pay a crew cost (702.122a) or a saddle cost (702.171a), its power
    counts ``bonus`` more toward the total power the cost asks (208.1). ``keywords`` names the costs
    it changes ("crew", "saddle", "station": station's cost is one creature of any power, 702.184a,
    so no question of this tool consults it)."""

    affected: Selector
    bonus: int
    keywords: frozenset[str]
    text: str = field(default="", compare=False)
    # audit30: "crews Vehicles using its toughness rather than its power" (Giant Ox): its toughness
    # counts instead of its power (702.122a, 702.171a)
    toughness: bool = False

    def __str__(self) -> str:
        if self.text:
            return self.text
        if self.toughness:
            return f"{self.affected} {' and '.join(sorted(self.keywords))} using its toughness rather than its power"
        return f"{self.affected} {' and '.join(sorted(self.keywords))} as though its power were {self.bonus} greater"


@dataclass(frozen=True, slots=True)
class CantCrew:
    """audit30: "Enchanted creature can't attack, block, or crew Vehicles." (Revoke Privileges,
    Intercessor's Arrest, Bound in Gold): a selected creature can't be tapped to pay a crew cost
    (702.122a; 101.2: "can't" wins), so it adds nothing to the total power a crew ability asks.
    Attacking and blocking are no question of this tool (506-509)."""

    affected: Selector
    text: str = field(default="", compare=False)
    duration: str = ""

    def __str__(self) -> str:
        return self.text or f"{self.affected} can't crew Vehicles"


@dataclass(frozen=True, slots=True)
class SpellsHaveKeyword:
    """statics12: "Creature spells you cast have convoke" (702.51a), "Nonartifact spells you cast
    have improvise" (702.126a), "Spells you cast have delve" (702.66a): each spell ``spells``
    selects has that keyword while it is cast, so it may be paid for by tapping creatures or
    artifacts, or exiling cards from the graveyard (601.2h). ("... have affinity for artifacts" is
    read as the cost reduction affinity means, 702.41a.)"""

    spells: "SpellFilter"
    keyword: str
    text: str = field(default="", compare=False)
    # audit23: "Spells you cast from exile have convoke." (Hoarding Broodlord): only a spell cast
    # from that zone (601.2a); None: from anywhere
    zone: "CastFrom | None" = None
    # audit23: "The first historic spell you cast each turn has convoke." (Peri Brown): only the
    # n-th such spell of the turn (as "The first creature spell you cast each turn costs {2} less")
    order: "SpellOrder | None" = None

    def __str__(self) -> str:
        return self.text or f"{self.spells} have {self.keyword}"


@dataclass(frozen=True, slots=True)
class DevotionIncrease:
    """manatail14: "Your devotion to each color and each combination of colors is increased by
    one." (Altar of the Pantheon; 700.5): its controller's devotion to any colour or combination
    of colours is ``n`` more than the mana symbols count."""

    n: int
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"your devotion to each color is increased by {self.n}"


@dataclass(frozen=True, slots=True)
class EntersAsChoice:
    """types15: "As this creature enters, it becomes your choice of a 3/3 artifact creature, a 2/2
    artifact creature with flying, or a 1/6 Wall artifact creature with defender in addition to its
    other types." (Primal Clay, Primal Plasma, Corrupted Shapeshifter; 614.12): one of ``options``
    (each the effects of one type phrase: types, base power and toughness, abilities) chosen as the
    permanent enters. 707.2: characteristics an "as ... enters" ability sets are copiable values, so
    the choice is applied to the card as it entered (model.copies), before every other effect; which
    option was chosen is the scenario's permanent key ``entered_as`` (never assumed)."""

    options: tuple[tuple[ContinuousEffect, ...], ...]
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"as it enters, it becomes one of {len(self.options)} choices"


@dataclass(frozen=True, slots=True)
class ActivatedAdditionalTime:
    """powerup: "Each power-up ability of permanents you control can be activated an additional
    time." (Wonder Man, Hollywood Hero): the "only once" limit of each ability of that keyword
    (702.193's reminder text: "Activate each power-up ability only once.") of the permanents
    ``affected`` selects is raised by one (602.5b). Each such effect raises it by one more (as
    "triggers an additional time" effects add up, 603.2d); other limits are unchanged."""

    keyword: str
    affected: Selector
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"each {self.keyword} ability of {self.affected} can be activated an additional time"


@dataclass(frozen=True, slots=True)
class BoastTwice:
    """keys15: "Creatures you control can boast twice during each of your turns rather than once."
    (Birgi, God of Storytelling; 702.142a: a boast ability may be activated "only once each turn";
    this effect raises that limit to two during its controller's turns): the boast abilities of
    the creatures ``affected`` selects may be activated twice each turn while it is the turn of the
    effect's controller (500, 102.1). Other limits of the same ability are unchanged."""

    affected: Selector
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"{self.affected} can boast twice during each of your turns rather than once"


@dataclass(frozen=True, slots=True)
class TriggersAdditionalTime:
    """audit27: "If a triggered ability of another creature you control of the chosen type
    triggers, it triggers an additional time." (Roaming Throne; 603.2d): each triggered ability of
    a permanent ``of`` selects (seen from the effect's source) triggers once more, a triggered mana
    ability among them (106.12a: it resolves at once, adding its mana once more, its choices made
    anew)."""

    of: Selector
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"triggered abilities of {self.of} trigger an additional time"


@dataclass(frozen=True, slots=True)
class RuleExemption:
    """s18: a rule-modifying effect (613.11) that stops a state-based action (704) for the
    permanents ``affected`` selects (seen from the effect's source; None: every permanent).

    ``rule`` "704.5j": "The "legend rule" doesn't apply to Slivers you control." (Sliver
    Gravemother), "... to permanents you control." (Sakashima, Mirror Box), "The "legend rule"
    doesn't apply." (Mirror Gallery: to every permanent). ``rule`` "704": "State-based actions
    don't apply to you or other permanents you control." (Rules Lawyer: no state-based action
    puts them into a graveyard or unattaches them)."""

    affected: "Selector | None"
    rule: str = "704.5j"
    # "If there are exactly two permanents named ~ on the battlefield, the "legend rule" doesn't
    # apply to them." (Brothers Yamazaki): only while exactly this many fit ``affected``
    exactly: int | None = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"rule {self.rule} doesn't apply to {self.affected or 'any permanent'}"


StaticEffect = Union[ReplacementEffect, ContinuousEffect, CastingEffect, UnspentManaKept, EntersAsCopy,
                     EntersAsChoice,  # types15

                     CrewsAsThough, SpellsHaveKeyword,  # statics12
                     CantCrew,  # audit30: 702.122a
                     DevotionIncrease,  # manatail14
                     BoastTwice,  # keys15
                     ActivatedAdditionalTime,  # powerup: 702.193
                     OwnedCardTypes,  # types16
                     TriggersAdditionalTime,  # audit27: 603.2d
                     RuleExemption,  # s18: 704.5j, 704
                     ]
"""What a static ability holds: continuous effects (604.2) and the casting rules it states."""


@dataclass(frozen=True, slots=True)
class StaticAbility:
    """A static ability: the continuous effects it generates (604.2), and the casting rules it
    states (costs, permissions, spending, entering; 601.2, 614.1c). With a ``condition`` ("As long
    as ..."), its effects exist only while the condition holds (611.3a)."""

    effects: tuple[StaticEffect, ...]
    text: str = field(default="", compare=False)
    condition: Condition | None = None  # "As long as you control six or more lands, ..." (611.3a)


@dataclass(frozen=True, slots=True)
class DefinedKeyword(StaticAbility):
    """A keyword ability that the rules define as the sentence of a static ability: "Affinity for
    artifacts" means "This spell costs {1} less to cast for each artifact you control" (702.41a);
    "Undaunted" means "This spell costs {1} less to cast for each opponent you have" (702.125a).
    Its ``effects`` are those of that sentence (``definition``), read by the card grammar like any
    other; ``keyword`` is its name as written ("Affinity for"), so that the card has the keyword
    (a spell "with affinity")."""

    keyword: str = ""
    definition: str = field(default="", compare=False)


class Step(enum.Enum):
    """A step or phase whose beginning is a trigger event (500.1): "at the beginning of ..."."""

    UPKEEP = "upkeep"                        # 503.1
    DRAW = "draw step"                       # 504.2
    PRECOMBAT_MAIN = "precombat main phase"  # 505.1: also written "first main phase"
    COMBAT = "combat"                        # 507.1: the beginning of combat step
    POSTCOMBAT_MAIN = "postcombat main phase"  # 505.1: also written "second main phase"
    END = "end step"                         # 513.1


@dataclass(frozen=True, slots=True)
class BeginningOf:
    """The trigger event "at the beginning of [whose] <step>" (603.2, 503.1: "at the beginning of
    your upkeep", "at the beginning of each upkeep"). ``whose`` is whose step begins: ``Who.YOU``
    ("your upkeep", "combat on your turn"), ``Who.OPPONENT`` ("each opponent's upkeep"),
    ``Who.ANY`` ("each upkeep", "each player's upkeep", "the end step"), or None for a player the
    text names another way ("the upkeep of enchanted creature's controller")."""

    step: Step
    whose: Who | None = Who.YOU

    def __str__(self) -> str:
        whose = {Who.YOU: "your ", Who.OPPONENT: "each opponent's ", Who.ANY: "each "}.get(self.whose, "") if self.whose else ""
        return f"at the beginning of {whose}{self.step.value}"


@dataclass(frozen=True, slots=True)
class SpellCast:
    """enters16: "Whenever you cast a creature spell [with mana value 5 or greater]" (603.2: it
    triggers when its controller casts a spell of ``spells``, 601.2i); ``first_each_turn``:
    "Whenever you cast your first Human creature spell each turn" (only when no spell of that kind
    was cast earlier this turn)."""

    spells: "SpendKind"
    first_each_turn: bool = False

    def __str__(self) -> str:
        return f"whenever you cast {'your first ' if self.first_each_turn else ''}{self.spells}{' each turn' if self.first_each_turn else ''}"


TriggerEvent = Union[BeginningOf, SpellCast]  # enters16: SpellCast
"""The trigger events the model reads (603.2); other triggered abilities have ``event`` None."""


@dataclass(frozen=True, slots=True)
class TriggeredAbility:
    """A triggered ability that is not a mana ability; ``creates`` holds the replacement effects
    (Hall of Gemstone) and the triggered mana abilities ("until end of turn, whenever a player taps
    a Mountain for mana, ...": Chaos Moon, Selesnya Loft Gardens) it creates for a duration.
    ``event`` is its trigger event when the model reads it ("At the beginning of each player's
    upkeep": ``BeginningOf(Step.UPKEEP, Who.ANY)``), else None. ``adds`` is the mana its effect
    adds when the effect is only that, with no condition ("When this land enters, add one mana of
    any color.": Crumbling Vestige; landfall's "add one mana of any color": Lotus Cobra): not a mana
    ability (605.1b), but an ability of the permanent that would produce that mana if it resolved,
    which 106.7 counts unless ``Options.etb_trigger_could_produce`` is False."""

    text: str
    creates: tuple["Created", ...] = ()
    event: TriggerEvent | None = None
    continuous: tuple[ContinuousEffect, ...] = ()
    adds: ManaEffect | None = None
    kept: tuple[UnspentManaKept, ...] = ()  # 500.4: the mana it adds kept in the pool (no query consults it)
    spending: SpendRestriction | None = None  # 106.6: "Spend this mana only ..." of the mana it adds


@dataclass(frozen=True, slots=True)
class Keyword:
    """A keyword ability (702): its name as written ("Flying", "First strike", "Protection"), its
    mana cost and its parameter ("Kicker {R}", "Ward—Pay 2 life", "Enchant Forest").

    The keyword abilities that a rule of this library consults are subclasses with typed fields
    (:class:`Kicker`, :class:`Multikicker`, :class:`AlternativeCost`, :class:`Prototype`,
    :class:`Flash`, :class:`Haste`, :class:`Shroud`, :class:`Hexproof`, :class:`Protection`,
    :class:`Enchant`), so the solver asks for a type, never for a name; every other keyword is a
    plain ``Keyword`` kept for what selectors ask ("creatures with flying": its ``name``).
    """

    name: str
    cost: ManaCost | None = None
    parameter: str = ""
    text: str = field(default="", compare=False)


# The subclasses fix ``name`` (and ``parameter`` where it follows from their fields) with
# init=False, make ``text`` (and any free ``parameter``) keyword-only, and add their own fields:
# ``Kicker(cost)``, ``Prototype(cost, 3, 3)``, ``Protection("red", text="Protection from red")``.
# A keyword cost with a non-mana part ("Kicker—{1}, Sacrifice a land") keeps that part as text in
# ``parameter``.


@dataclass(frozen=True, slots=True)
class Kicker(Keyword):
    """"Kicker [cost]" (702.33a): an optional additional cost; a spell is kicked if it was paid
    (702.33d). Several kicker costs are several Kicker abilities (702.33e)."""

    name: str = field(default="Kicker", init=False)
    cost: ManaCost
    parameter: str = field(default="", kw_only=True)
    text: str = field(default="", compare=False, kw_only=True)


@dataclass(frozen=True, slots=True)
class Multikicker(Keyword):
    """"Multikicker [cost]" (702.33c): kicker that may be paid any number of times."""

    name: str = field(default="Multikicker", init=False)
    cost: ManaCost
    parameter: str = field(default="", kw_only=True)
    text: str = field(default="", compare=False, kw_only=True)


@dataclass(frozen=True, slots=True)
class AlternativeCost(Keyword):
    """A keyword whose [cost] may be paid instead of the mana cost when the spell is cast (118.9):
    evoke (702.74a), dash (702.109a), blitz (702.152a); ``rule`` is that rule's number
    (:data:`model.vocabulary.ALTERNATIVE_COST_RULES`).

    altcost11: ``requires`` the conditions its rule sets on casting the spell this way, checked
    as it is cast (601.2b): surge (702.117a: a spell cast before it this turn), spectacle (702.137a:
    an opponent lost life this turn), prowl (702.76a: :class:`CombatDamageSharingType`);
    ``untargeted``: cast this way, its "target" becomes "each" and it has no targets (overload,
    702.96b); ``sacrifice_reduces``: paid also by sacrificing a creature, and reduced by that
    creature's mana value (emerge, 702.119a)."""

    name: str
    cost: ManaCost
    parameter: str = field(default="", kw_only=True)
    text: str = field(default="", compare=False, kw_only=True)
    rule: str
    requires: tuple[object, ...] = field(default=(), kw_only=True)
    untargeted: bool = field(default=False, kw_only=True)
    # altcost11: emerge (702.119a): paid with a creature sacrificed, the cost reduced by its mana value
    sacrifice_reduces: bool = field(default=False, kw_only=True)
    # audit23: "Emerge from artifact" (Crabomination): the card type of the permanent sacrificed
    sacrificed_type: str = field(default="Creature", kw_only=True)
    # altcost11: bestow (702.103b): cast this way, it is an Aura spell with enchant creature, and
    # targets what it will enchant (303.4a): these targets
    aura_targets: tuple["TargetSpec", ...] = field(default=(), kw_only=True)
    # keys15: what is paid besides the mana ("Blitz—{2}{R}{R}, Discard a card.", 702.152a: the
    # whole [cost] is the alternative cost, 118.9): life, discarded cards, sacrificed or tapped
    # permanents, cards exiled from the graveyard
    parts: tuple[object, ...] = field(default=(), kw_only=True)


@dataclass(frozen=True, slots=True)
class Prototype(Keyword):
    """"Prototype [mana cost] — [power]/[toughness]" (702.160a, 718): the spell may be cast with
    this mana cost, and then has these power and toughness and the colours of that cost (718.3)."""

    name: str = field(default="Prototype", init=False)
    cost: ManaCost
    parameter: str = field(default="", init=False)
    text: str = field(default="", compare=False, kw_only=True)
    power: int
    toughness: int

    def __post_init__(self) -> None:
        object.__setattr__(self, "parameter", f"{self.power}/{self.toughness}")


@dataclass(frozen=True, slots=True)
class Bargain(Keyword):
    """costs14: "Bargain" (702.166a: "As an additional cost to cast this spell, you may sacrifice
    an artifact, enchantment, or token"; 702.166b: a spell is bargained if that cost was paid)."""

    name: str = field(default="Bargain", init=False)
    cost: ManaCost | None = field(default=None, init=False)
    parameter: str = field(default="", init=False)
    text: str = field(default="", compare=False, kw_only=True)


@dataclass(frozen=True, slots=True)
class Offering(Keyword):
    """keys15: "[Quality] offering" ("Fox offering", "Artifact offering"; 702.48a: "You may cast
    this card any time you could cast an instant by sacrificing a [quality] permanent. If you chose
    to sacrifice a [quality] permanent this way, the total cost to cast this spell is reduced by
    that permanent's mana cost."). 702.48b: the permanent is sacrificed as the spell becomes cast
    (601.2h), its mana cost reducing the total cost (601.2f); 702.48c: its generic mana reduces
    generic mana, its coloured mana reduces mana of that colour and, beyond it, generic mana
    (118.7). ``parameter`` is the quality as written ("Fox"); ``sacrificed`` the permanents that
    may be sacrificed (the caster's own, 701.21a)."""

    name: str = field(default="Offering", init=False)
    cost: ManaCost | None = field(default=None, init=False)
    parameter: str
    text: str = field(default="", compare=False, kw_only=True)
    sacrificed: Selector = field(kw_only=True)


@dataclass(frozen=True, slots=True)
class CastThisWay:
    """costs14: "This spell costs {X} less to cast this way" on a keyword's line ("Flashback
    {8}{W}{W}. This spell costs {X} less to cast this way, where X is ..."; Visions of Glory): the
    change applies only when the spell is cast with that keyword's permission (601.3, 601.2f);
    ``keyword`` in lower case ("" while the sentence is read alone)."""

    keyword: str = ""

    def __str__(self) -> str:
        return f"cast with {self.keyword or 'this keyword'}"


@dataclass(frozen=True, slots=True)
class CommanderManaValue:
    """costs14: "the greatest mana value of a commander you own on the battlefield or in the
    command zone" (903.3, 202.3): the commanders its controller owns among the permanents (the
    scenario's ``commander: true``) and in their command zone (the scenario's ``command``, which
    must be given: a command zone is never assumed empty); 0 when there is none (107.2)."""

    def __str__(self) -> str:
        return "the greatest mana value of a commander you own on the battlefield or in the command zone"


@dataclass(frozen=True, slots=True)
class ExceptCastersTurn:
    """costs14: "except during its controller's turn" (Defense Grid: "Each spell costs {3} more to
    cast except during its controller's turn."; 601.2a: a spell's controller is its caster; 500:
    the active player's turn): the change applies while the caster is not the active player."""

    def __str__(self) -> str:
        return "except during its controller's turn"


@dataclass(frozen=True, slots=True)
class Bargained:
    """costs14: "if it's bargained" (702.166b): the spell's bargain cost was paid as it was cast
    (a condition of a change of its own cost, 601.2f)."""

    def __str__(self) -> str:
        return "if it's bargained"


@dataclass(frozen=True, slots=True)
class Flash(Keyword):
    """"Flash" (702.8a): the spell may be cast any time its controller could cast an instant."""

    name: str = field(default="Flash", init=False)
    cost: ManaCost | None = field(default=None, init=False)
    parameter: str = field(default="", init=False)
    text: str = field(default="", compare=False, kw_only=True)


@dataclass(frozen=True, slots=True)
class Haste(Keyword):
    """"Haste" (702.10b): the creature may attack and use {T}/{Q} abilities although its controller
    has not controlled it continuously since their most recent turn began (302.6)."""

    name: str = field(default="Haste", init=False)
    cost: ManaCost | None = field(default=None, init=False)
    parameter: str = field(default="", init=False)
    text: str = field(default="", compare=False, kw_only=True)


@dataclass(frozen=True, slots=True)
class Shroud(Keyword):
    """"Shroud" (702.18a): the permanent can't be the target of spells or abilities."""

    name: str = field(default="Shroud", init=False)
    cost: ManaCost | None = field(default=None, init=False)
    parameter: str = field(default="", init=False)
    text: str = field(default="", compare=False, kw_only=True)


@dataclass(frozen=True, slots=True)
class Hexproof(Keyword):
    """"Hexproof" (702.11b): the permanent can't be the target of spells or abilities its
    controller's opponents control. ``from_quality`` is the quality of "Hexproof from [quality]"
    (702.11d; its name is then "Hexproof from"), None for plain hexproof."""

    name: str = field(default="Hexproof", init=False)
    cost: ManaCost | None = field(default=None, init=False)
    parameter: str = field(default="", init=False)
    text: str = field(default="", compare=False, kw_only=True)
    from_quality: str | None = None

    def __post_init__(self) -> None:
        if self.from_quality is not None:
            object.__setattr__(self, "name", "Hexproof from")
            object.__setattr__(self, "parameter", self.from_quality)


@dataclass(frozen=True, slots=True)
class Protection(Keyword):
    """"Protection from [quality]" (702.16a): among other things, the permanent can't be the target
    of spells with that quality (702.16b). ``quality`` is as written ("red", "multicolored",
    "everything")."""

    name: str = field(default="Protection", init=False)
    cost: ManaCost | None = field(default=None, init=False)
    parameter: str = field(default="", init=False)
    text: str = field(default="", compare=False, kw_only=True)
    quality: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "parameter", self.quality)


@dataclass(frozen=True, slots=True)
class Enchant(Keyword):
    """"Enchant [object or player]" (702.5a): what an Aura can enchant. An Aura spell targets what
    it will enchant (303.4a): ``targets`` is "target [parameter]" read as the target phrase of a
    spell (601.2c), empty when the grammar cannot read it."""

    name: str = field(default="Enchant", init=False)
    cost: ManaCost | None = field(default=None, init=False)
    parameter: str = field(kw_only=True)
    text: str = field(default="", compare=False, kw_only=True)
    targets: tuple[TargetSpec, ...]


@dataclass(frozen=True, slots=True)
class SpellAbility:
    """A sentence of an instant's or sorcery's effect; ``mana`` if it adds mana (Manamorphose);
    ``targets`` the targets it requires (601.2c); ``creates`` the replacement effects and triggered
    mana abilities it creates until end of turn (Pale Moon, High Tide)."""

    text: str
    mana: ManaEffect | None = None
    targets: tuple[TargetSpec, ...] = ()
    creates: tuple["Created", ...] = ()
    continuous: tuple[ContinuousEffect, ...] = ()
    kept: tuple[UnspentManaKept, ...] = ()  # 500.4: the mana it adds kept in the pool (no query consults it)
    spending: SpendRestriction | None = None  # 106.6: "Spend this mana only ..." of the mana it adds
    prohibits: tuple["ProhibitionThisTurn", ...] = ()  # resolved12: "Your opponents can't cast spells this turn." (601.3, 101.2)
    spends: tuple["SpendingRule", ...] = ()  # manatail14: "Until end of turn, you may spend white mana as though it were mana of any color." (False Dawn; 609.4b, 611.2a)
    # s9: "Add {B}{B}{B}{B}{B} instead if there are seven or more cards in your graveyard." after
    # "Add {B}{B}{B}." (Cabal Ritual): the self-replacements of the mana it adds (614.15), checked as
    # the spell resolves
    self_replacements: tuple["ReplacementEffect", ...] = ()
    # "Until end of turn, any time you could activate a mana ability, you may pay 1 life. If you
    # do, add {C}." (Channel): a way for its caster to add mana, until end of turn, whenever they
    # could activate a mana ability (605.3a: also while paying a cost), read as the mana ability
    # "<cost>: <mana>" of that player (611.2a); no permanent has it
    player_mana: tuple["ManaAbility", ...] = ()
    # manatail18: "Until end of turn, you may tap lands you don't control for mana. Spend this mana
    # only to cast spells." (Piracy): permanents its caster may tap for mana until end of turn
    # (611.2a), with how that mana may be spent (106.6)
    lends: tuple["TapForManaPermission", ...] = ()


@dataclass(frozen=True, slots=True)
class TapForManaPermission:
    """manatail18: "you may tap lands you don't control for mana" (Piracy; 611.2a): its caster may
    activate the mana abilities with {T} in their cost (106.12: "tap ... for mana") of the
    permanents ``what`` selects, as their own (602.2: an effect lets another player activate
    them); ``spending`` restricts the mana they add that way (106.6)."""

    what: "Selector"
    spending: "SpendRestriction | None" = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"you may tap {self.what} for mana"


@dataclass(frozen=True, slots=True)
class SpellMode(SpellAbility):
    """A sentence of one mode of a modal spell (700.2): ``mode`` is the mode's number among the
    spell's modes, from 0; ``cost`` the additional cost of choosing it ("+ {1} — ...": spree,
    702.172a; tiered), on the mode's first sentence only."""

    mode: int = 0
    cost: ManaCost | None = None


@dataclass(frozen=True, slots=True)
class Modal:
    """The header of a modal spell (700.2, 601.2b): how many of the modes that follow its
    controller chooses as it is cast — at least ``minimum``, at most ``maximum`` (None: any number
    of them), a mode more than once when ``repeat`` ("You may choose the same mode more than once",
    700.2d). Spree (702.172a: "choose one or more additional costs") and tiered (choose one) are
    headers too, whose modes carry costs (:class:`SpellMode`)."""

    minimum: int
    maximum: int | None
    repeat: bool = False
    text: str = field(default="", compare=False)
    # altcost11: "Choose one. If you control a commander as you cast this spell, you may choose both
    # instead." (601.2b: the condition is checked as the modes are chosen): the most modes then
    instead_maximum: int | None = field(default=None, kw_only=True)
    instead_if: "Condition | None" = field(default=None, kw_only=True)


# --- sentences no mana rule consults, and sentences left unread --------------------------------
#
# Every sentence of a card is read into the data above, or classified here: an InertSentence
# carries the reason a rule of the classifier (model/text/inert.py) gives, an Unread sentence is
# one that nothing reads or classifies (an error, unless the question allows unread text).


@dataclass(frozen=True, slots=True)
class InertSentence:
    """A sentence of a card that no mana rule consults, and why: ``reason`` names the rule of
    :mod:`model.text.inert` that classified it ("card draw", "damage", "tokens", ...)."""

    text: str
    reason: str

    def __str__(self) -> str:
        return f"{self.reason}: {self.text}"


@dataclass(frozen=True, slots=True)
class Unread:
    """A sentence the grammar neither reads nor classifies, with what is wrong with it.

    ``ability`` is the number of the card's ability whose effect holds the sentence when that is
    an activated or triggered ability or a spell's (608.2): the sentence does something only when
    the ability resolves, so only a question about a game where it has resolved (611.2a:
    ``resolved_this_turn``, ``spells_resolved_this_turn``) needs it, and such a question is an
    error. None: the sentence applies whenever its card is there (a static ability, 604.1, or a
    line that could not be read at all), and reading the card is an error
    (:class:`~model.errors.CardTextError`). Either way, a question that allows unread text answers
    without the sentence and names it in its ``warnings``.

    ``needs`` narrows further what a sentence can change: ``"power and toughness"`` for a change
    of power or toughness the grammar does not read (613.4, layer 7). No mana rule reads power or
    toughness but the amounts and conditions of :data:`READS_POWER` ("equal to ~'s power", "the
    greatest power among creatures you control", "a creature with power 4 or greater"), so such a
    sentence is needed only by a question about a game where some card's text holds one of them
    (:func:`reads_power`); the card itself reads as usable."""

    text: str
    reason: str
    ability: int | None = None
    needs: str | None = None

    def __str__(self) -> str:
        return f"{self.reason}: {self.text}"


POWER_AND_TOUGHNESS = "power and toughness"

READS_POWER: tuple[type, ...] = (PowerOf, ToughnessOf, Greatest, TotalPower, DistinctPowers, SwitchPT)  # pt10: 613.4d reads both
"""The values that read a permanent's power or toughness (208.1) besides a selector's
``power_at_least``. A new value whose meaning depends on power or toughness must be listed here:
:func:`reads_power` finds the texts to which an unread change of power or toughness matters."""


def reads_power(value: object) -> bool:
    """Whether ``value`` (an ability, a card's abilities, any model value) holds an amount or a
    condition that reads power or toughness (:data:`READS_POWER`, or a selector's
    ``power_at_least``), at any depth (granted abilities in quotation marks included).

    >>> reads_power(PowerOf())
    True
    >>> reads_power((FixedMana(Mana("G")),))
    False
    """
    seen: set[int] = set()
    stack: list[object] = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, READS_POWER) or (isinstance(v, Selector) and v.reads_power):
            return True
        if isinstance(v, (str, int, float, bool, type(None))) or id(v) in seen:
            continue
        seen.add(id(v))
        if isinstance(v, (tuple, list, frozenset, set)):
            stack.extend(v)
        elif dataclasses.is_dataclass(v) and not isinstance(v, type):
            stack.extend(getattr(v, f.name) for f in dataclasses.fields(v))
    return False


@dataclass(frozen=True, slots=True)
class InertAbility:
    """A line of text (113.2c) with nothing a mana rule consults: each of its ``sentences`` is
    inert for the reason it carries. ``unread`` holds the sentences of the line left unread (only
    when the question allows unread text): such a line counts as an ability, so that the numbers
    of the card's other abilities stay those of SCENARIOS.md, and does nothing."""

    text: str
    sentences: tuple[InertSentence, ...] = ()
    unread: tuple[Unread, ...] = ()


Created = Union[ReplacementEffect, TriggeredManaAbility]

Ability = Union[ManaAbility, ActivatedAbility, StaticAbility, TriggeredAbility, TriggeredManaAbility, Keyword, SpellAbility, InertAbility, Modal, "ActivatedMode"]


# --- enters10: conditions of how a permanent entered -----------------------------------------


# --- enters10: protection from a colour chosen (702.16a) -------------------------------------

CHOSEN_COLOR_QUALITY = "the chosen color"
"""The quality of "protection from the chosen color" (a colour chosen as the permanent that grants
it entered: its ``chosen_color``); the layer system makes it definite (702.16a)."""

COLORS_OF_YOUR_PERMANENTS_QUALITY = "the colors of permanents you control"
"""types15: the quality of "protection from the colors of permanents you control" (Empty-Shrine
Kannushi; 702.16a): each colour among the permanents the text's controller controls, the protected
one included; the layer system makes it definite from the colours of layer 5 (613.1e)."""

COLOR_OF_CHOICE_QUALITY = "the color of your choice"
"""The quality of "gains protection from the color of your choice" (chosen as the ability resolved,
608.2d: the resolution's ``chosen``); the layer system makes it definite (702.16a)."""


# --- anaph10: the kinds of type a resolving ability's choice names (608.2d) ---------------------

CREATURE_TYPE_CHOICE = "creature type"
"""``TypeChange.choice``: one creature type chosen as the ability resolved ("becomes the creature
type of your choice", "Choose a creature type. ... becomes that type"; 205.3m)."""

THAT_TYPE = "that type"
"""``TypeChange.choice`` of "becomes that type" before the reader has found the "Choose a ... type"
sentence it refers to; never left in a card that was read (the sentence stays unread instead)."""


# --- anaph10: a mode of a modal activated ability whose effect lasts (700.2, 611.2a) ------------


@dataclass(frozen=True, slots=True)
class ActivatedMode:
    """A "•" mode of a modal activated ability (700.2) whose effect creates continuous effects
    ("• Target creature becomes a Coward until end of turn.", "• Tap target permanent. Its
    activated abilities can't be activated this turn."). It is numbered as its own line (as a mode
    of a triggered ability is) but is not an ability one activates: the modal ability above it is.
    Listed in ``resolved_this_turn``, it says the ability resolved with this mode chosen, and its
    ``continuous`` effects are in force (611.2a)."""

    text: str
    effect_text: str
    continuous: tuple[ContinuousEffect, ...] = ()

THIS_ABILITY = -1
"""``LoseAbilities.only`` of "loses this ability" as read: the ability whose resolution created the
effect, whose number the layer system knows (the resolution's ability number, 611.2a)."""

# --- chosen10: keywords that define characteristics in every zone (604.3) ----------------------


@dataclass(frozen=True, slots=True)
class Changeling(Keyword):
    """"Changeling" (702.73a): a characteristic-defining ability, "This object is every creature
    type", which works in every zone (the card's subtypes carry
    :data:`~model.vocabulary.EVERY_CREATURE_TYPE`)."""

    name: str = field(default="Changeling", init=False)
    cost: ManaCost | None = field(default=None, init=False)
    parameter: str = field(default="", init=False)
    text: str = field(default="", compare=False, kw_only=True)


@dataclass(frozen=True, slots=True)
class Devoid(Keyword):
    """"Devoid" (702.114a): a characteristic-defining ability, "This object is colorless", which
    works in every zone (the card's colours are none, 105.2c)."""

    name: str = field(default="Devoid", init=False)
    cost: ManaCost | None = field(default=None, init=False)
    parameter: str = field(default="", init=False)
    text: str = field(default="", compare=False, kw_only=True)


# --- counters10: Sunburst (702.44) --------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Sunburst(Keyword):
    """counters10: "Sunburst" (702.44a): a static ability that works as the permanent enters: if it
    enters as a creature, with a +1/+1 counter for each color of mana spent to cast it; otherwise
    with that many charge counters (614.1c, 601.2h). Not cast, no mana was spent (702.44b)."""

    name: str = field(default="Sunburst", init=False)
    cost: ManaCost | None = field(default=None, init=False)
    parameter: str = field(default="", init=False)
    text: str = field(default="", compare=False, kw_only=True)


# --- casting10: moments of a turn a spell's timing rule names (601.3, 500.1) -----------------


class TurnMoment(enum.Enum):
    """A stretch of a turn a spell's timing rule names (500.1: the phases in order; 506.1: the
    steps of combat): before combat, before blockers are declared (Berserker's Frenzy: "before
    combat or during combat before blockers are declared"), before the combat damage step
    (Berserk), after combat (the second main phase and the end phase), the end step (513)."""

    BEFORE_COMBAT = "before combat"
    BEFORE_BLOCKERS = "before blockers are declared"
    BEFORE_COMBAT_DAMAGE = "before the combat damage step"
    AFTER_COMBAT = "after combat"
    END_STEP = "end step"


@dataclass(frozen=True, slots=True)
class TurnWindow:
    """"Cast this spell only before the combat damage step", "... only after combat", "... only
    during your end step" (601.3, 117.1a): the game is at ``moment`` of the turn of ``whose``
    (``Who.YOU``: the caster's turn; ``Who.OPPONENT``; ``Who.ANY``: anyone's)."""

    moment: TurnMoment
    whose: Who = Who.ANY

    def __str__(self) -> str:
        whose = {Who.YOU: "your ", Who.OPPONENT: "an opponent's ", Who.ANY: ""}[self.whose]
        if self.moment is TurnMoment.END_STEP:
            return f"during {whose}end step"
        moment: str = self.moment.value
        return moment + (f" on {whose}turn" if whose else "")


# --- altcost11: optional keyword costs, prowl's condition, the commander (702, 903) -------------


@dataclass(frozen=True, slots=True)
class OptionalCost(Keyword):
    """A keyword whose [cost] is an optional additional cost of the spell (601.2b, 601.2f), paid
    once (buyback 702.27a, offspring 702.175a) or any number of times (``repeatable``: replicate
    702.56a, squad 702.157a); ``rule`` is that rule's number
    (:data:`model.vocabulary.OPTIONAL_COST_RULES`)."""

    name: str
    cost: ManaCost
    parameter: str = field(default="", kw_only=True)
    text: str = field(default="", compare=False, kw_only=True)
    rule: str
    repeatable: bool = False


@dataclass(frozen=True, slots=True)
class CombatDamageSharingType:
    """Prowl's condition (702.76a): "if you dealt combat damage to a player this turn with a source
    that, at the time it dealt that damage, had any of this spell's creature types". Read from the
    scenario's ``combat_damage_types_this_turn`` (the creature types of the sources with which each
    player dealt combat damage to a player this turn; not given for the caster: an error naming the
    key, never assumed)."""

    def __str__(self) -> str:
        return "you dealt combat damage to a player this turn with a source that had one of this spell's creature types"


@dataclass(frozen=True, slots=True)
class ControlsCommander:
    """"If you control a commander" (Flawless Maneuver; 903.3): the text's controller controls a
    permanent that is a commander. Which permanents are commanders the scenario says (a
    permanent's key ``commander: true``); one without it is not a commander. counters14: with
    ``yours``, "you control your commander" (Lieutenant; T'Chaka): a commander the text's
    controller also owns (903.3; the permanent's ``owner``, its controller when not given)."""

    yours: bool = False

    def __str__(self) -> str:
        return "you control your commander" if self.yours else "you control a commander"
# ---- zones11: keywords that let a card be cast from a graveyard or from exile (702, 601.3) -----


@dataclass(frozen=True, slots=True)
class ZoneCastKeyword(Keyword):
    """A keyword that lets its card be cast from a zone other than the hand (601.3): flashback
    (702.34a: from the graveyard, if the spell is an instant or sorcery, paying its flashback cost
    rather than its mana cost), escape (702.138a: from the graveyard, paying its escape cost
    rather than its mana cost), jump-start (702.133a: from the graveyard, discarding a card in
    addition to its other costs), retrace (702.81a: the same, discarding a land card), foretell
    (702.143a: from exile, once foretold and after the turn it was foretold, paying its foretell
    cost rather than its mana cost).

    ``zone`` is where it is cast from; ``instead``: ``cost`` (and ``parts``) are paid rather than
    the mana cost (an alternative cost, 118.9); else ``parts`` are paid in addition to it.
    ``parts`` are the other things paid (life, discarded cards, cards exiled from the graveyard,
    sacrificed or tapped permanents); ``discard_types`` the card types a discarded card must have
    (retrace: a land card); ``spell_types`` the types of which the spell must have one (flashback:
    instant or sorcery); ``foretold``: only a card foretold on an earlier turn. ``unread`` is a part
    of its cost the grammar does not read (the permission then can't be weighed: an error, never
    ignored)."""

    name: str
    cost: ManaCost | None = None
    parameter: str = field(default="", kw_only=True)
    text: str = field(default="", compare=False, kw_only=True)
    zone: Zone = field(default=Zone.GRAVEYARD, kw_only=True)
    instead: bool = field(default=True, kw_only=True)
    parts: tuple[Union[CostPart, DiscardCards, ExileFromGraveyard], ...] = field(default=(), kw_only=True)
    discard_types: frozenset[str] = field(default=frozenset(), kw_only=True)
    spell_types: frozenset[str] = field(default=frozenset(), kw_only=True)
    foretold: bool = field(default=False, kw_only=True)
    unread: str = field(default="", kw_only=True)
    rule: str = field(default="601.3", kw_only=True)


@dataclass(frozen=True, slots=True)
class StackFilter:
    """zones11: what a target on the stack may be (115.1): the kinds of objects (``spell``,
    ``activated ability``, ``triggered ability``: 113.3, 405.1), for a spell the qualities
    ``spells`` asks (its types and colours), who controls it (relative to the caster), and the
    bounds of its mana value ("with mana value 3 or less", 202.3)."""

    kinds: frozenset[str]
    spells: SpellFilter = SpellFilter(text="spell")
    controller: Who = Who.ANY
    mana_value_at_most: int | None = None
    mana_value_at_least: int | None = None
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or " or ".join(sorted(self.kinds))


# ---- costs12: keyword actions paid as costs of spells (701.67 waterbend; blight) ---------------


@dataclass(frozen=True, slots=True)
class Blight:
    """"blight 2" as a cost: put that many -1/-1 counters on a creature you control (the keyword
    action's reminder text; 122.1). The Lorwyn Eclipsed rulings (2025-11-17): all the counters go
    on one creature, which needn't survive them (so any creature the payer controls pays it); a
    player who controls no creature can't blight (118.3)."""

    amount: int
    text: str = field(default="", compare=False)

    @property
    def what(self) -> Selector:
        """The creature that gets the counters: one of the payer's own."""
        return Selector(card_types=frozenset({"Creature"}), who=Who.YOU, text="a creature you control")

    @property
    def kind(self) -> str:
        return "-1/-1"

    @property
    def count(self) -> int:
        """How many creatures get counters: one (the rulings: all on a single creature)."""
        return 1

    def __str__(self) -> str:
        return self.text or f"blight {self.amount}"


# --- statics12: Class levels (716) ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ClassLevel:
    """statics12: the level of a Class permanent is at least ``at_least`` (and at most
    ``at_most`` when given). 716.2a: "[Cost]: Level N" means "[Cost]: This Class's level becomes N.
    Activate only if this Class is level N-1 and only as a sorcery"; the abilities printed after
    that line exist only while the Class is level N or greater (each Class starts at level 1, with
    only its first section's abilities: the Class rulings of 2021-07-23). The scenario's permanent
    key ``level`` gives the level (1 when not given: the level a Class enters with)."""

    at_least: int
    at_most: int | None = None

    def __str__(self) -> str:
        if self.at_most == self.at_least:
            return f"this Class is level {self.at_least}"
        return f"this Class is level {self.at_least} or greater"


# ---- resolved12: "for as long as ..." durations of effects of resolving abilities (611.2b) -------

WHILE_SOURCE_TAPPED = "for as long as its source remains tapped"
"""The ``duration`` of "... for as long as this creature remains tapped" (Hedge Whisperer, The
Blackstaff of Waterdeep): 611.2b, the effect ends once its source is untapped (and never starts
again); an effect listed as resolved whose source is untapped now has ended."""

WHILE_SOURCE_ON_BATTLEFIELD = "for as long as its source remains on the battlefield"
"""The ``duration`` of "... for as long as this creature remains on the battlefield" / "until this
creature leaves the battlefield" (Awakener Druid, Gaea's Liege): 611.2b; the effect a permanent's
resolved ability created is in force while that permanent is (400.7: once it left, it is a new
object that did not resolve it)."""

UNTIL_CAST_FROM_EXILE = "until its source is cast from exile"
"""manatail14: the ``duration`` of "Target land gains "{T}: Add {U}, {B}, or {R}" until this card is
cast from exile." (Glamorous Outlaw and the other Streets of New Capenna "hideaway" creatures,
activated from the hand by exiling the card): 611.2b, the effect lasts, over turns, while the card
stays in exile; a scenario lists it on the exiled card (``exile: {you: [{card: NAME, resolved:
[{ability: N, targets: [REF]}]}]}``), and a card no longer in exile has ended it."""

_WHILE_COUNTER = "for as long as it has a {} counter on it"


def while_counter(kind: str) -> str:
    """The ``duration`` of "... for as long as it has a flood counter on it" (Cyclopean Tomb, Liege
    of the Tangle): 611.2b, each affected object stays changed while it has a ``kind`` counter."""
    return _WHILE_COUNTER.format(kind)


def counter_kept(duration: str) -> str | None:
    """The kind of counter a duration made by :func:`while_counter` asks each affected object to
    keep (611.2b), or None for any other duration."""
    head, _, tail = _WHILE_COUNTER.partition("{}")
    if duration.startswith(head) and duration.endswith(tail) and len(duration) > len(head) + len(tail):
        return duration[len(head) : len(duration) - len(tail)]
    return None


@dataclass(frozen=True, slots=True)
class ProhibitionThisTurn:
    """resolved12: a casting prohibition a resolving spell creates for the rest of the turn ("Your
    opponents can't cast spells this turn.", Mandate of Peace; "Players can't cast noncreature
    spells this turn.", Calamity's Wake): 611.2a, 601.3, 101.2. ``prohibition.players`` is relative
    to the spell's controller; in force once the spell is listed in ``spells_resolved_this_turn``."""

    prohibition: CastProhibition
    text: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.text or f"{self.prohibition} this turn"


def emblem_ability_applies(a: object) -> bool:
    """s16/s17: whether an emblem's ability is one whose effect on the mana rules is applied
    (114.4): a static ability without a condition whose effects change characteristics (layers
    4-7) or how a rule of 613.11 applies (haste, activation, sacrifice, hexproof, loyalty), a
    triggered ability that is no mana ability (it does nothing until it resolves, 603.3), or a
    line no mana rule consults. Any other kind (a casting permission, a triggered mana ability, a
    condition) is not modelled for an emblem."""
    if isinstance(a, InertAbility):
        return not a.unread
    if type(a) is TriggeredAbility:
        return True
    return (
        isinstance(a, StaticAbility)
        and a.condition is None
        and bool(a.effects)
        and all(isinstance(e, EMBLEM_EFFECT_TYPES) for e in a.effects)
    )


EMBLEM_EFFECT_TYPES = (TypeChange, ColorChange, GrantAbilities, LoseAbilities, SetBasePT, ModifyPT, DefinePT, SwitchPT, AsThoughHaste, CantActivate, CantBeSacrificed, HexproofIgnored, LoyaltyRule)
"""The effects of an emblem's static abilities that are applied (:func:`emblem_ability_applies`)."""
