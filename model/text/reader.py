"""Oracle text → abilities: cut the text into abilities and hand each piece to the grammar.

One line is one ability (113.2c), except a keyword line ("Defender, hexproof"), which is one
:class:`~model.abilities.Keyword` per keyword. Each line is then dispatched on its form:

* ``[cost]: [effect]`` — an activated ability (602.1). The cost is always read into parts; the
  effect is a mana ability when it adds mana and has no target (605.1a; a loyalty ability never
  is), otherwise an :class:`~model.abilities.ActivatedAbility` whose effect stays text.
* ``When/Whenever/At ...`` — a triggered ability; "Whenever ... tapped for mana, ... add(s) ..."
  is a triggered mana ability (605.1b). The replacement effects and triggered mana abilities an
  ability or a spell creates for a duration ("Until end of turn, whenever a player taps an Island
  for mana, ...") are read as data too (611.2a).
* an instant's or sorcery's text — one :class:`~model.abilities.SpellAbility` per sentence.
* anything else — a static ability: land-type and colour changes, granted abilities, replacement
  effects on mana (614.1a), or plain text.

Whatever adds mana, changes the mana produced or asks what could be produced is either read
exactly or refused with :class:`~model.text.errors.CardTextError`: never dropped silently.
Sentences about *spending* mana ("Spend this mana only ...") are not about producing it.
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Sequence, TypeGuard, TypeVar, cast, get_args

from ..abilities import Kicker, Multikicker, XNotZero, XSpending  # costs12
from ..abilities import CastAsThoughFlash, CastPermission, CastThisWay, SpellsOptionalLife  # costs14
from ..mana import ManaType  # costs12
from ..abilities import LoyaltyRule, TargetSpec  # audit24
from ..abilities import TapForManaPermission  # manatail18
from ..abilities import Designation, HasDesignation  # audit39: 702.179 max speed
from ..abilities import (
    Ability,
    ActivatedMode,
    SpentRider,
    AbilityCostChange,
    AbilityCostModifier,
    GrantedZoneKeyword,  # grants12
    FlashGrant,  # grants12
    CastGrant,  # audit25
    SpellKeywordGrant,  # enters16
    PaymentBanGrant,  # bans19
    EntersGrant,  # counters14
    AsEntersChoice, CastFrom, CastPermission, EntersWithCounters,  # counters14
    GrantedOptionalCost,  # grants12
    OptionalCost,  # grants12
    ZoneKeywordGrant,  # grants12
    ActivatedAbility,
    ActivationLimit,
    Activators,
    AttackedThisTurn,
    ActivationCondition,
    Amount,
    AllOf,
    BeginningOf,
    CastingEffect,
    Condition,
    ControlsCommander,
    ChosenMana,
    ColorChange,
    ConditionalInstead,
    ContinuousEffect,
    CostModifier,
    CountersOn,
    CouldProduce,
    Created,
    FixedMana,
    GrantAbilities,
    HasCounters,
    InertAbility,
    Keyword,
    LayerEffect,
    InertSentence,
    ManaAbility,
    ManaEffect,
    ModifyPT,
    NumberParity,
    Plus,
    ProducedTypes,
    POWER_AND_TOUGHNESS,
    Production,
    ReplacementEffect,
    ResolvedCount,
    RuleEffect,
    SetBasePT,
    ProhibitionThisTurn,  # resolved12
    SpellAbility,
    SpellColors,
    SpellFilter,
    SpellTypes,  # grants13
    SpendingRule,
    SpendRestriction,
    StaticAbility,
    DefinedKeyword,
    Modal,
    SpellMode,
    StaticEffect,
    Step,
    TypeChange,
    THAT_TYPE,
    CREATURE_TYPE_CHOICE,
    TriggeredAbility,
    TriggeredManaAbility,
    TriggerEvent,
    Unread,
    UnspentManaKept,
    XValue,
)
from ..costs import (
    DiscardFromHand,
    ActivationCost,
    ManaCost,
    CostPart,
    ExileOther,
    LoyaltyCost,
    OtherCost,
    PayMana,
    RemoveCounters,
    Sacrifice,
    TapOther,
    UntapOther,
)
from ..deferred import deferred
from ..errors import CardTextError
from ..selectors import SELF, Relation, Selector, Who
from ..vocabulary import CARD_TYPES, OPTIONAL_COST_RULES, PERMANENT_TYPES, REPEATABLE_COSTS, SPELL_TYPES
from .keywords import CRAFT, activated_definition, activated_definitions, craft_materials, granted_zone_keyword, keyword_definition, read_keyword_line  # keys15: CRAFT
from .same_is_true import expand_same_is_true
from .sentences import (
    ADD_WORD,
    PRODUCE_WORD,
    SPEND_WORD,
    TARGET_WORD,
    activation_colon,
    head_and_riders,
    lines_of,
    mask_quotes,
    quoted_parts,
    self_names,
    first_word_name,  # counters14
    split_sentences,
    split_top_level,
    substitute_self,
)
from .targets import read_targets
from ..abilities import ClassLevel, ConditionHolds, SorceryTiming  # statics12: 716.2a
from ..abilities import BecomesCopy  # copies14: 707.2, 613.2a
from ..abilities import EmblemGrant, emblem_ability_applies  # s17: 114
from ..abilities import OwnedCardTypes  # types16: 613.1d off the battlefield
from ..abilities import ExileFromHand  # audit18: "Exile a card from your hand" in an activation cost
from ..abilities import PlayerKeyword, UntargetablePermanents  # grants14

if TYPE_CHECKING:
    from ..cards import TypeLine
    from . import grammar, inert, translate
else:
    # The grammar (lark and the translator) and the inert classifier's tables are loaded when
    # a card's text first has a sentence to read (model/deferred.py): basic lands have none.
    grammar = deferred("manasolve.model.text.grammar")
    inert = deferred("manasolve.model.text.inert")
    translate = deferred("manasolve.model.text.translate")


_TRIGGER = re.compile(r"^(?:when|whenever|at)\b", re.IGNORECASE)
_CHAPTER = re.compile(r"^[IVX]+(?:\s*,\s*[IVX]+)*\s*—\s*")
# 606.3: a loyalty ability's cost, "[+1]:" (MTGJSON) or "+1:", "−3:", "0:" (Scryfall's Oracle text)
_LOYALTY = re.compile(r"^(?:\[[+−\-–]?(?:\d+|X)\]|[+−\-–](?:\d+|X)|0)\s*:\s*")
_MAX_SPEED = re.compile(r"^Max speed\s+—\s+(?P<body>\S.*)$")  # audit39: 702.179
_ABILITY_WORD = re.compile(r"^(?P<word>[A-Z][A-Za-z0-9' !?,.&-]*?)\s+—\s+(?P<body>\S.*)$")
# cov17: after a trigger condition too ("Whenever chaos ensues, choose a color. Add an amount of
# mana of that color equal to your devotion to that color.": Nyx; 603.1)
_TRIGGER_HEAD = re.compile(r"^(?:when|whenever|at)\b[^,.]*,\s+(?=choose a color\b)", re.IGNORECASE)
_CHOOSE_COLOR = re.compile(r"^(?:(?:when|whenever|at)\b[^,.]*,\s+)?choose (?:a color|two colors)\b", re.IGNORECASE)  # cov17: Guild Pact
_SPEND = re.compile(r"^(?:spend this mana only|this mana can't be spent|you can't spend this mana)\b", re.IGNORECASE)
_CHOOSE_PLAYER = re.compile(r"^choose a player\.$", re.IGNORECASE)
_REVEAL_FROM_HAND = re.compile(r"reveal any number of [^.]*\b(?:in|from) your hand\.?$", re.IGNORECASE)  # tail10
_THAT_MUCH = re.compile(r"\bthat much\b", re.IGNORECASE)  # tail10
_DELAYED_ADD = re.compile(r"\bat the beginning of your next (?:first )?main phase\b", re.IGNORECASE)  # manatail10
# audit29: "that player adds {G}{G}" (Magus of the Vineyard, Shizuko): the mana goes to another
# player's pool, but it is still mana the ability produces (106.7 asks only its types)
_PLAYER_ADDS = re.compile(r"^(?:that player|they|each player|its controller|the active player)\s+adds\b", re.IGNORECASE)
_TAP_TRIGGER_HINT = re.compile(r"^whenever\b.*\b(?:taps?|tapped)\b.*\bfor mana\b", re.IGNORECASE)
_GRANT_HINT = re.compile(r'\b(?:has|have|gains?)\s+"', re.IGNORECASE)
_MANA_FOLLOWS = re.compile(r"\{|\bmana\b(?! value| cost)", re.IGNORECASE)
_CLAUSE_START = re.compile(r"(?:^|(?<=[ ,]))(?:if|until)\b", re.IGNORECASE)
_WHENEVER = re.compile(r"(?:^|(?<=[ ,]))whenever\b", re.IGNORECASE)
_CREATED_START = re.compile(r"(?:^|(?<=[ ,]))(?:if|whenever|until)\b", re.IGNORECASE)
# sentences of an activated ability or of a spell that are not part of its effect but rules of it,
# which apply whether or not it resolves: its cost (602.2b, 601.2f), who may activate it and when
# (602.5), how it may be cast and its mana spent (601.3, 106.6, 113.6a: it functions on the stack)
_RULE_OF_ABILITY = re.compile(r"^(?:this ability\b|activate\b|[\w ]*\bmay activate\b|[\w ]*\bcan't activate\b|spend\b|this mana\b)", re.IGNORECASE)
_RULE_OF_SPELL = re.compile(
    r"^(?:this spell\b|as an additional cost\b|cast this spell\b|you may cast this spell\b|spend\b|x can't be\b|if this spell\b[^,]*\bcost)",
    re.IGNORECASE,
)
_DURATION = re.compile(r"\buntil (?:end of turn|your next turn)\b", re.IGNORECASE)
_PARITY = re.compile(r"^if the number is (odd|even),\s*", re.IGNORECASE)
# "at the beginning of [whose] [next|first] <step> [on <whose> turn]" (603.2, 503.1, 513.1)
_BEGINNING = re.compile(
    r"\bat the beginning (?:of )?(?:(?P<whose>[\w' ]+?)\s+)??(?:(?:next|first)\s+)?"
    r"(?P<step>upkeeps?|draw steps?|(?:first|precombat) main phases?|(?:second|postcombat) main phases?|end steps?|combat(?: steps?)?)"
    r"(?:\s+of\s+(?P<of>[\w' ]+?))?(?:\s+on\s+(?P<turn>[\w' ]+?)\s+turn)?(?:\s+this turn|\s+each turn)?(?:\s+and\s+when.*)?$",
    re.IGNORECASE,
)
_STEPS = (
    ("upkeep", Step.UPKEEP), ("draw", Step.DRAW), ("first main", Step.PRECOMBAT_MAIN), ("precombat", Step.PRECOMBAT_MAIN),
    ("second main", Step.POSTCOMBAT_MAIN), ("postcombat", Step.POSTCOMBAT_MAIN), ("end", Step.END), ("combat", Step.COMBAT),
)
_WHOSE = {
    "your": Who.YOU, "each of your": Who.YOU, "each": Who.ANY, "each player's": Who.ANY, "the": Who.ANY,
    "each opponent's": Who.OPPONENT, "your opponents'": Who.OPPONENT, "each other player's": Who.OPPONENT,
    "an opponent's": Who.OPPONENT,
}


_RESOLVING = -1  # while a line is read: the index of its ability is not known yet


@dataclass(frozen=True, slots=True)
class _Log:
    """What reading one card found besides its abilities: the sentences classified inert and the
    sentences left unread, in text order (a sentence met twice, as when a quoted ability is read
    for two start symbols, is kept once)."""

    inert: list[InertSentence] = dataclasses.field(default_factory=list)
    unread: list[Unread] = dataclasses.field(default_factory=list)
    kept: list[str] = dataclasses.field(default_factory=list)  # the sentences classified, of the line being read
    modes_of: list[Ability] = dataclasses.field(default_factory=list)  # the last ability read that was not a "•" mode
    spell_modes: list[str] = dataclasses.field(default_factory=list)  # the modes of a modal spell read so far (700.2)
    mode_x_rules: list[tuple[str, tuple[object, ...]]] = dataclasses.field(default_factory=list)  # costs12: (modal ability's line, the X rules of one mode)

    def add(self, item: InertSentence | Unread) -> None:
        if isinstance(item, InertSentence):
            if item not in self.inert:
                self.inert.append(item)
        elif item not in self.unread:
            self.unread.append(item)


@dataclass(frozen=True, slots=True)
class _Card:
    """What reading one card needs to know: its name (for errors and self-references), whether
    its text is an instant's or sorcery's effect, and where to note what is not an ability."""

    name: str
    names: tuple[str, ...]
    is_spell: bool
    log: _Log = dataclasses.field(default_factory=_Log, compare=False)
    quoted: bool = False  # reading an ability in quotation marks (granted, or a token's)
    of_token: bool = False  # reading the quoted abilities of a token an effect creates (111.4)


@dataclass(frozen=True, slots=True)
class CardText:
    """A card's text read: its abilities in text order, the sentences no mana rule consults (each
    with the reason a rule of :mod:`.inert` gives) and the sentences left unread (each with what
    is wrong: a mana sentence the grammar cannot read exactly, or a sentence that nothing reads
    or classifies)."""

    abilities: tuple[Ability, ...]
    inert: tuple[InertSentence, ...] = ()
    unread: tuple[Unread, ...] = ()


def read_card_text(oracle_text: str, *, card_name: str, type_line: "TypeLine | _Types") -> CardText:
    """Read a card's Oracle text: every sentence becomes part of an ability, an inert sentence
    with its reason, or an unread sentence. Never raises for the text: a line that cannot be read
    is left unread whole (an :class:`~model.abilities.InertAbility` holding it keeps the numbers
    of the other abilities), and the caller decides (:func:`parse_abilities` raises)."""
    types = frozenset(type_line.card_types)
    card = _Card(
        name=card_name,
        names=self_names(card_name, legendary="Legendary" in type_line.supertypes) + first_word_name(card_name, oracle_text, type_line.subtypes, legendary="Legendary" in type_line.supertypes),
        is_spell=bool(types & SPELL_TYPES) and not (types & PERMANENT_TYPES),
    )
    out: list[Ability] = []
    line_at: list[str] = []  # pt10: the line each ability was read from (711.2: level striations)
    # grants14: "The same is true for <keywords>." is one line per keyword (same_is_true.py)
    for line in [ln for text_line in lines_of(oracle_text) for ln in expand_same_is_true(text_line, card.names)]:
        first, noted = len(out), len(card.log.unread)
        card.log.kept.clear()
        station = _STATION.match(line.strip())  # s16: "12+ | {G}, {T}: Add ..." (a station symbol)
        try:
            out.extend(_read_line(station.group("body") if station else line, card))
            if len(out) > first and not line.lstrip().startswith("•"):
                card.log.modes_of[:] = [out[-1]]  # what the "•" modes after it belong to (700.2)
        except CardTextError as e:
            del card.log.unread[noted:]  # the whole line is left unread
            unread = Unread(e.sentence, e.reason)
            card.log.add(unread)
            out.append(InertAbility(line, unread=(unread,)))
            line_at.extend([line] * (len(out) - len(line_at)))
            continue
        # an effect's sentence belongs to the ability (of this line) whose text holds it
        for i in range(noted, len(card.log.unread)):
            u = card.log.unread[i]
            if u.ability == _RESOLVING:
                at = next((j for j in range(first, len(out)) if u.text in getattr(out[j], "text", "")), first)
                card.log.unread[i] = dataclasses.replace(u, ability=at)
        line_at.extend([line] * (len(out) - len(line_at)))
    out = _level_striations(out, line_at, card)  # pt10: 711.2
    out = _station_striations(out, line_at)  # s16: 702.184
    out = _x_rules_of_modes(out, card)  # costs12: 107.3, 106.6
    if "Class" in type_line.subtypes:
        out = _class_levels(out)  # statics12: 716.2a
    return CardText(tuple(out), tuple(card.log.inert), tuple(card.log.unread))


def parse_abilities(oracle_text: str, *, card_name: str, type_line: "TypeLine") -> tuple[Ability, ...]:
    """Read a card's Oracle text into its abilities, in text order.

    Raises :class:`CardTextError` naming the card and the first sentence left unread that always
    applies: a sentence that adds mana, changes the mana produced or asks what could be produced,
    and that the grammar cannot read exactly, or a static ability's sentence that no rule reads or
    classifies (:mod:`.inert`). The effect of an activated or triggered ability or of a spell may
    keep sentences unread (:class:`~model.abilities.Unread` with its ``ability``).
    """
    text = read_card_text(oracle_text, card_name=card_name, type_line=type_line)
    for u in text.unread:
        if u.ability is None and u.needs is None:
            raise CardTextError(card_name, u.text, u.reason)
    return text.abilities


def _read_text(text: str, card: _Card) -> tuple[Ability, ...]:
    out: list[Ability] = []
    for line in lines_of(text):
        out.extend(_read_line(line, card))
    return tuple(out)


def _quoted_reader(card: _Card) -> Callable[[str], tuple[Ability, ...]]:
    """Reads a quoted ability ("Lands you control have "{T}: Add {G}."") as a permanent's text."""
    inner = dataclasses.replace(card, is_spell=False, quoted=True)

    def read_quoted(text: str) -> tuple[Ability, ...]:
        return _read_text(_inner_quotes(text).strip().rstrip(",;").strip(), inner)

    return read_quoted


def _inner_quotes(text: str) -> str:
    """A quoted ability's own quotation inside it, written with single quotes, in double quotes."""
    # a quotation inside a quotation uses single quotes ('Swamps you control have '{T}: ...'')
    text = re.sub(r"(?:(?<=\s)|^)'(?=\{)", '"', text)
    # manatail14: one that opens with a word ("... token with 'This token gets +1/+1 for each
    # artifact you control.'": Urza's Saga)
    text = re.sub(r"(?<=\swith )'(?=[A-Z])", '"', text)
    text = re.sub(r"(?<=[.])'", '"', text)
    # manatail14: one that ends with a mana symbol ("'{T}: Add {G}{G}' and '...'": Old-Growth Troll)
    return re.sub(r"(?<=\})'(?=\s|,|$)", '"', text)


@dataclass(frozen=True, slots=True)
class _Types:
    """The types a text is read with, as a :class:`~model.cards.TypeLine` gives them (model.cards
    reads card text, so this module does not import it)."""

    supertypes: frozenset[str] = frozenset()
    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()


_NO_TYPES = _Types()
"""An emblem has no types (114.3)."""

_EMBLEM_WITH = re.compile(r'^You get an emblem with "(?P<text>.+)"\.?$', re.DOTALL)


def _emblem(sentence: str, card: _Card) -> EmblemGrant | None:
    """s17: "You get an emblem with "..."" (114.1), when every sentence of the emblem's text is
    read or classified and each of its abilities is of a kind an emblem's effects are applied for
    (:func:`emblem_ability_applies`); otherwise None, and the sentence is left to the classification
    (an emblem whose abilities are not all modelled stays unread, never half applied)."""
    m = _EMBLEM_WITH.match(sentence.strip())
    if m is None:
        return None
    inner = _inner_quotes(m.group("text"))
    text = read_card_text(inner, card_name=f"{card.name} emblem", type_line=_NO_TYPES)
    if text.unread or not all(emblem_ability_applies(a) for a in text.abilities):
        return None
    return EmblemGrant(text.abilities, inner, text=sentence)


# audit33: the Oracle wording before 2024's "enters" ("This creature enters the battlefield tapped
# with two +1/+1 counters on it", "You may have this creature enter the battlefield as a copy of
# ...", "If this creature was kicked, it enters the battlefield with ...") says the same (the Oracle
# update changed the words, not the rules, 110.1-110.2); a judge copying printed or older Oracle
# text writes it. Read as "enters"; "enters the battlefield under your control" was reworded with
# its subject moved ("a creature you control enters") and is left as written; "entered the
# battlefield this turn" is today's "entered this turn" (Mirrex).
_OLD_ENTERS = re.compile(r"\b(enters|enter|entering|entered) the battlefield\b(?! under\b)", re.IGNORECASE)
# audit33: before 2017 (Amonkhet) mana was added "to your mana pool" ("{T}: Add {G} to your mana
# pool.", "... adds an additional {G} to their mana pool"); 106.4: mana is added to a player's mana
# pool either way, so the words change nothing
_OLD_POOL = re.compile(r" to (?:your|their|his or her|its controller's|that player's|each player's) mana pool\b", re.IGNORECASE)


def _read(piece: str, start: str, card: _Card) -> object | None:
    """``piece`` (original text) read as a ``start`` phrase, its own name written ``~``; a result
    with a ``text`` field keeps the original words."""
    # the full stop goes after the name is replaced: it may be the last character of the name too
    text = _OLD_POOL.sub("", _OLD_ENTERS.sub(r"\1", substitute_self(piece, card.names))).rstrip()
    if text.endswith("."):
        text = text[:-1].rstrip()
    result = grammar.read(text, start, _quoted_reader(card))
    if (
        start != "cost_part"
        and dataclasses.is_dataclass(result)
        and not isinstance(result, type)
        and any(f.name == "text" for f in dataclasses.fields(result))
    ):
        result = dataclasses.replace(result, text=piece)
    return result


_T = TypeVar("_T")


def _unread_spending(sentence: str, card: _Card) -> None:
    """106.6: a restriction on how mana may be spent that the grammar cannot read. It decides
    what the mana can pay, so it is never inert: the card is refused, or (``allow_unread``) the
    mana stays unspent (``may_spend(None)``: a "can't" of unknown extent, 101.2) and every answer
    names the sentence in its warnings."""
    card.log.add(Unread(sentence, "a restriction on how this mana may be spent that the grammar cannot read (106.6)"))


def _read_as(piece: str, start: str, kind: type[_T], card: _Card) -> _T | None:
    """``piece`` read as a ``start`` phrase when what the grammar gives is a ``kind``; else None
    (the typed read of one start symbol: a mana sentence is a ManaEffect, a tap trigger a
    TriggeredManaAbility, ...)."""
    got = _read(piece, start, card)
    return got if isinstance(got, kind) else None


def _read_with_rider(piece: str, start: str, kind: type[_T], card: _Card) -> tuple[_T, str] | None:
    """``piece`` read whole as a ``kind``, or as a head the grammar reads as one followed by a
    rider clause."""
    for head, rider in head_and_riders(piece):
        got = _read_as(head, start, kind, card)
        if got is not None:
            return got, rider
    return None


_COST_PARTS = get_args(CostPart)
_CASTING_EFFECTS = get_args(CastingEffect)
_STATIC_EFFECTS = get_args(StaticEffect)


def _is_cost_part(x: object) -> TypeGuard[CostPart]:
    return isinstance(x, _COST_PARTS)


def _is_casting_effect(x: object) -> TypeGuard[CastingEffect]:
    return isinstance(x, _CASTING_EFFECTS)


def _is_static_effect(x: object) -> TypeGuard[StaticEffect]:
    return isinstance(x, _STATIC_EFFECTS)


# ---- lines ------------------------------------------------------------------------------------


def _read_line(line: str, card: _Card) -> list[Ability]:
    """One line of text (113.2c): a keyword line, a Saga chapter, a "•" mode, or one ability —
    loyalty (606), activated (602.1: "[cost]: [effect]"), triggered (603.1: "When/Whenever/At"),
    an instant's or sorcery's sentences, or static — after any ability word ("Metalcraft — ",
    207.2c), which is kept on a mana ability and otherwise has no rules meaning."""
    if (equip := _equip_line(line, card)) is not None:  # 702.6a: an activated ability
        return [equip]
    if (craft := _craft_line(line, card)) is not None:  # keys15: 702.167a: an activated ability
        return [craft]
    if (with_x := _keyword_x_not_zero(line, card)) is not None:  # costs12: "Kicker {X}. X can't be 0."
        return with_x
    if (this_way := _keyword_this_way(line, card)) is not None:  # costs14: "Flashback {8}{W}{W}. This spell costs {X} less to cast this way, ..."
        return this_way
    if (restricted := _restricted_keyword(line, card)) is not None:  # counters14: "Crew 1. Activate only once each turn."
        return [restricted]
    if (fast := _MAX_SPEED.match(line)) is not None and activation_colon(fast.group("body")) <= 0:
        # audit39: 702.179 "Max speed — [ability]" means "As long as you have max speed, this object
        # has [ability]": a static, triggered or keyword ability there only at max speed (an
        # activated one is read below, with the condition among its activation requirements)
        return [_only_while(a, HasDesignation(Designation.MAX_SPEED), line) for a in _read_line(fast.group("body"), card)]
    keywords = _keyword_line(line)
    if keywords:
        for kw in keywords:  # "Cumulative upkeep—Add {R}." pays with mana it adds: read it too
            if kw.parameter:
                _check_mana_text(kw.parameter, card)
        return [a for kw in keywords for a in _defined_all(kw, card)]
    if card.is_spell and (header := _modal_header(line)) is not None:  # 700.2, 601.2b
        if isinstance(header, Unread):  # consulted (601.2b), so never inert: left unread
            card.log.add(header)
            return [InertAbility(line, (), (header,))]
        return [header]
    if card.is_spell and (costed := _COSTED_MODE.match(line)) is not None:  # "+ {1} — ...": spree (702.172a), tiered
        return _spell_mode(costed.group("body"), card, ManaCost.parse(costed.group("cost")))
    if chapter := _CHAPTER.match(line):  # a chapter ability of a Saga (714.2): triggered
        kept: list[UnspentManaKept] = []
        spending: SpendRestriction | None = None
        chapter_text = line[chapter.end():]
        chapter_word = _ABILITY_WORD.match(chapter_text)
        if chapter_word and ":" not in chapter_word.group("word") and not chapter_word.group("word").lower().startswith("choose") and len(chapter_word.group("word").split()) <= 4:
            chapter_text = chapter_word.group("body")  # enters16: "II — Gestalt Mode — ...": a chapter's name is an ability word (207.2c)
        chapter_sentences = split_sentences(chapter_text, card.names)
        chapter_continuous: list[ContinuousEffect] = []  # anaph10: effects a chapter creates (611.2a)
        for i, s in enumerate(chapter_sentences):
            if _lasting(s, card, chapter_continuous, before=" ".join(chapter_sentences[:i])):
                continue
            if (got_kept := _read_as(s, "pool_sentence", UnspentManaKept, card)) is not None:
                kept.append(got_kept)  # 500.4
                continue
            if spending is None and _SPEND.match(s) and any(_mana_words(p) for p in chapter_sentences[:i]):
                spending = _read_as(s, "spend_restriction", SpendRestriction, card)  # 106.6
                if spending is not None:
                    continue
            _keep(s, card, resolving=True)
        # audit29: a chapter that only adds mana ("II — Add {G}{G}."): 106.7 weighs it (714.2b: triggered)
        adds = _adds_only(chapter_sentences, card, condition=False)
        return [TriggeredAbility(line, kept=tuple(kept), spending=spending, continuous=tuple(chapter_continuous), adds=adds)]
    body, word = line, None
    m = _ABILITY_WORD.match(line)
    if m and ":" not in m.group("word"):  # keyword lines ("Ward — ...") were read above
        body, word = m.group("body"), m.group("word").strip()
        if named := _keyword_line(body):  # a keyword under a name ("Abraxas — Equip {3}")
            return list(named)
    if body.startswith("•"):
        return _read_mode(body, line, card)
    loyalty = _LOYALTY.match(body)
    if loyalty:  # a loyalty ability is never a mana ability (605.1a)
        symbol = body[: loyalty.end()].rstrip(": ").strip()
        cost = ActivationCost((LoyaltyCost.parse(symbol) or OtherCost(symbol),))
        return [_read_activated(cost, body[loyalty.end():], line, word, card, may_be_mana=False)]
    colon = activation_colon(body)
    if colon > 0:
        cost = _read_cost(body[:colon], card)
        return [_read_activated(cost, body[colon + 1 :], line, word, card, may_be_mana=True)]
    if _TRIGGER.match(body):
        return [_read_triggered(body, line, card)]
    if card.is_spell:
        return _read_spell(body, card)
    return [_read_static(body, line, card)]


def _defined_all(kw: Keyword, card: _Card) -> list[Ability]:
    """The abilities a keyword is: several when the rules define it as several activated abilities
    (702.151a: reconfigure's attach and unattach, numbered in that order), else :func:`_defined`'s
    one."""
    meant = activated_definitions(kw)
    if len(meant) < 2:
        return [_defined(kw, card)]
    line = kw.text or kw.name
    out: list[Ability] = []
    for cost_text, effect, rule in meant:
        try:
            out.append(_tapping_keyword(_read_activated(_read_cost(cost_text, card), effect, line, None, card, may_be_mana=False), kw))
        except CardTextError as e:
            raise CardTextError(card.name, f"{line} (means “{cost_text}: {effect}”, {rule})", e.reason) from e
    return out


def _defined(kw: Keyword, card: _Card) -> Ability:
    """A keyword that the rules define as a static ability's sentence (702.41a affinity,
    702.125a undaunted) as that static ability, or as an activated ability (crew, outlast, level
    up ...: :func:`~.keywords.activated_definition`), its text read like any other (a sentence the
    grammar cannot read refuses the card, naming the keyword); other keywords as they are."""
    activated = activated_definition(kw)
    if activated is not None:  # lead11: outlast, level up, fortify, crew, saddle (702.x: an activated ability)
        cost_text, effect, rule = activated
        line = kw.text or kw.name
        try:
            return _tapping_keyword(_read_activated(_read_cost(cost_text, card), effect, line, None, card, may_be_mana=False), kw)  # statics12
        except CardTextError as e:
            raise CardTextError(card.name, f"{line} (means “{cost_text}: {effect}”, {rule})", e.reason) from e
    found = keyword_definition(kw)
    if found is None:
        return kw
    sentence, rule = found
    line = kw.text or kw.name
    try:
        got = _read_static(sentence, line, card)
    except CardTextError as e:
        raise CardTextError(card.name, f"{line} (means “{sentence}”, {rule})", e.reason) from e
    if isinstance(got, StaticAbility) and got.effects and got.condition is None:
        return DefinedKeyword(got.effects, text=line, keyword=kw.name, definition=sentence)
    # its meaning is a sentence the grammar does not read: the keyword is unread (never inert),
    # named as written with what it means
    unread = Unread(f"{line} (means “{sentence}”, {rule})", "no rule of the grammar reads the sentence this keyword means")
    card.log.unread[:] = [u for u in card.log.unread if u.text != sentence]
    card.log.add(unread)
    return InertAbility(line, (), (unread,))


def _keyword_line(text: str) -> tuple[Keyword, ...] | None:
    """The keywords of a keyword line (702), which may end with a full stop inside quotation marks
    (a token's "Equip {1}.")."""
    found = read_keyword_line(text)
    if found is None and text.endswith(".") and "." not in text[:-1]:
        found = read_keyword_line(text[:-1])
    return found


_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_HEADER = re.compile(
    r"^choose (?:(?P<n>one|two|three|four|five)|(?P<both>one or both)|(?P<more>one or more|any number)|up to (?P<up>one|two|three|four|five))"
    r"(?: —|\. you may choose the same mode more than once\.(?P<repeat>))$",
    re.IGNORECASE,
)
# a header this grammar does not read ("Choose one. If you control a commander as you cast this
# spell, you may choose both instead."): the choice of modes is consulted (601.2b), never inert
_OTHER_HEADER = re.compile(r"^choose (?:one|two|three|any|up to)\b[^•]*(?:—|instead\.|more than once\.)$", re.IGNORECASE)
# altcost11: "Choose one. If you control a commander as you cast this spell, you may choose both
# instead." (13 cards; "At the beginning of combat ..., choose one. If you control a commander, you
# may choose both instead." is a trigger, not a spell's header): more modes under the condition
_COMMANDER_HEADER = re.compile(
    r"^choose (?P<n>one|two)\. if you control a commander as you cast this spell, you may choose (?P<more>both|two|three) instead\.$",
    re.IGNORECASE,
)
_MORE = {"both": 2, "two": 2, "three": 3}
_COSTED_MODE = re.compile(r"^\+\s*(?P<cost>(?:\{[^{}]+\})+)\s*—\s*(?P<body>.+)$")


def _modal_header(line: str) -> Modal | Unread | None:
    """The header of a modal spell (700.2): how many modes are chosen, from "Choose one —",
    "Choose two —", "Choose one or both —", "Choose one or more —", "Choose any number —",
    "Choose up to two —", "Choose three. You may choose the same mode more than once." (700.2d).
    "Any number" is read as one or more. A header of another wording is left unread."""
    text = re.sub(r"\s*\([^()]*\)", "", line).strip()
    m = _HEADER.match(text)
    if m is None and (c := _COMMANDER_HEADER.match(text)) is not None:  # altcost11: 700.2, 601.2b, 903.3
        n, more = _NUMBERS[c.group("n").lower()], _MORE[c.group("more").lower()]
        return Modal(n, n, text=line, instead_maximum=more, instead_if=ControlsCommander())
    if m is None:
        if _OTHER_HEADER.match(text):
            return Unread(line, "a choice of modes this grammar does not read (700.2, 601.2b)")
        return None
    repeat = m.group("repeat") is not None
    if m.group("n"):
        n = _NUMBERS[m.group("n").lower()]
        return Modal(n, n, repeat, text=line)
    if m.group("both"):
        return Modal(1, 2, text=line)
    if m.group("more"):
        return Modal(1, None, text=line)
    return Modal(0, _NUMBERS[m.group("up").lower()], text=line)


def _spell_mode(text: str, card: _Card, cost: ManaCost | None = None) -> list[Ability]:
    """The sentences of one mode of a modal spell, each marked with the mode's number (700.2); the
    first carries the mode's cost ("+ {1} — ...")."""
    mode = len(card.log.spell_modes)
    card.log.spell_modes.append(text)
    out: list[Ability] = []
    for a in _read_spell(text, card):
        if isinstance(a, SpellAbility) and not isinstance(a, SpellMode):
            fields = {f.name: getattr(a, f.name) for f in dataclasses.fields(a)}
            out.append(SpellMode(**fields, mode=mode, cost=None if any(isinstance(o, SpellMode) for o in out) else cost))
        else:
            out.append(a)
    if cost is not None and not any(isinstance(o, SpellMode) for o in out):
        out.append(SpellMode(text, mode=mode, cost=cost))  # the cost is kept even when the mode's words are a casting rule
    return out


def _read_mode(body: str, line: str, card: _Card) -> list[Ability]:
    """A "•" mode of a modal spell or ability."""
    text = body.lstrip("•").strip()
    if card.is_spell:
        return _spell_mode(text, card)
    if card.log.modes_of and isinstance(card.log.modes_of[0], TriggeredAbility):
        # a mode of a modal triggered ability (700.2) is numbered as its own line: listed in
        # resolved_this_turn, the ability resolved with this mode chosen, and the effects it
        # created for a duration are in force (611.2a: Glorious Sunrise's "Target land gains
        # "{T}: Add {G}{G}{G}" until end of turn")
        continuous, inert_kept = _mode_effects(text, card)
        if continuous:
            return [TriggeredAbility(line, continuous=continuous)]
        return [InertAbility(line, inert_kept)]
    if card.log.modes_of and isinstance(card.log.modes_of[0], ActivatedAbility):
        text = _mode_x_rules(text, card.log.modes_of[0], card)  # costs12: "X can't be 0." in a mode
        return [_activated_mode(text, line, card)]  # anaph10
    inert = [got for s in split_sentences(text, card.names) if isinstance(got := _keep(s, card, resolving=True), InertSentence)]
    return [InertAbility(line, tuple(inert))]


# ---- costs (602.1, 118) -----------------------------------------------------------------------


def _read_cost(text: str, card: _Card) -> ActivationCost:
    """Every part of an activation cost, in printed order; a part the grammar does not know
    ("Discard a card", "Pay {E}") is an :class:`OtherCost` with its text.

    Parts are separated by commas, but a part may hold commas itself ("Sacrifice a Mountain,
    Forest, or Plains"), so the longest run of comma pieces that reads as one part wins.
    """
    pieces = [p for p in split_top_level(text.strip(), ",") if p]
    parts: list[CostPart] = []
    i = 0
    while i < len(pieces):
        for j in range(len(pieces), i, -1):
            got = _read(", ".join(pieces[i:j]), "cost_part", card)
            if isinstance(got, ExileFromHand) and not got.colors:
                # audit18: "Exile a card from your hand" (Cadaverous Bloom): that many cards of the
                # activator's hand (118.3), exiled (406.1): the hand a plan shares, as discarding
                got = DiscardFromHand(got.count, exile=True)
            if _is_cost_part(got):
                parts.append(got)
                i = j
                break
        else:
            parts.extend(_joined_cost(pieces[i], card) or [OtherCost(pieces[i])])
            i += 1
    return ActivationCost(tuple(parts))


_COST_VERB = re.compile(r"(?i)^(?:sacrifice|exile|return|remove|tap|untap|discard|pay|put|reveal|mill)\b")
_IT_LEAVES = re.compile(r"(?i)^(sacrifice|exile|return) it\b")


def _joined_cost(piece: str, card: _Card) -> list[CostPart] | None:
    """s16: two cost parts joined by "and" (602.1, 118.3: each is paid): "Remove two pressure
    counters from this land and sacrifice it" (Hellion Crucible: "it" is the permanent itself),
    "Sacrifice this land and a creature you control" (Great Hall of Starnheim: the verb carried
    over), "Remove X time counters from this artifact and exile it"; None when no split reads as
    two parts."""
    for m in re.finditer(r" and ", piece):
        first, second = piece[: m.start()], piece[m.end() :]
        second = _IT_LEAVES.sub(lambda v: f"{v.group(1)} this permanent", second)
        if not _COST_VERB.match(second):
            verb = _COST_VERB.match(first)
            if verb is None:
                continue
            second = f"{verb.group(0)} {second}"
        got = [_read(first, "cost_part", card), _read(second, "cost_part", card)]
        if all(_is_cost_part(g) for g in got):
            return [g for g in got if _is_cost_part(g)]
    return None


# ---- activated abilities ----------------------------------------------------------------------


_EACH_REVEALS_TOP = re.compile(r"(?i)^each player reveals the top card of their library\.$")


def _merge_choose(sentences: list[str]) -> list[str]:
    """"Choose a color [of a permanent you control]. Add one mana of that color." is one
    instruction (Meteor Crater, Astral Cornucopia): keep the two sentences together."""
    out: list[str] = []
    i = 0
    while i < len(sentences):
        s = sentences[i]
        if _CHOOSE_COLOR.match(s) and i + 1 < len(sentences) and sentences[i + 1].lower().startswith("add "):
            out.append(s + " " + sentences[i + 1])
            i += 2
        elif _REVEAL_FROM_HAND.match(s) and i + 1 < len(sentences) and sentences[i + 1].lower().startswith("add "):
            # tail10: "Reveal any number of artifact cards in your hand. Add {C}{C} for each card
            # revealed this way." (Metalworker): the reveal fixes the amount (608.2c)
            out.append(s + " " + sentences[i + 1])
            i += 2
        elif _EACH_REVEALS_TOP.match(s) and i + 1 < len(sentences) and sentences[i + 1].lower().startswith("for each "):
            # manatail14: "Each player reveals the top card of their library. For each nonland card
            # revealed this way, add {G} ..." (parley): the reveal fixes the amount (608.2c)
            out.append(s + " " + sentences[i + 1])
            i += 2
        elif _CHOOSE_PLAYER.match(s) and i + 1 < len(sentences) and sentences[i + 1].lower().startswith("that player adds "):
            # "Choose a player. That player adds ..." (Spectral Searchlight): one instruction (106.4)
            out.append(s + " " + sentences[i + 1])
            i += 2
        else:
            out.append(s)
            i += 1
    return out


def _combine(first: ManaEffect, more: ManaEffect) -> ManaEffect | None:
    """"Add {R}. Add {G}." adds both: append a one-option production to every option."""
    if len(more.options) != 1:
        return None
    extra = more.options[0].parts
    return dataclasses.replace(first, options=tuple(Production(o.parts + extra) for o in first.options))


def _read_activated(
    cost: ActivationCost, effect_text: str, line: str, word: str | None, card: _Card, *, may_be_mana: bool
) -> Ability:
    """An activated ability: a mana ability when its effect adds mana and it has no target
    (605.1a), otherwise an ActivatedAbility (its cost read, its effect text)."""
    effect_text = effect_text.strip()
    sentences = _merge_choose(split_sentences(effect_text, card.names))
    is_mana_ability = may_be_mana and not _targets(sentences)
    mana: ManaEffect | None = None
    self_replacements: list[ReplacementEffect] = []
    creates: list[Created] = []
    restrictions: list[str] = []
    spending: list[SpendRestriction | None] = []
    conditions: list[str] = []
    requires: list[ActivationCondition] = []  # the conditions read as data (602.5b); the others stay text
    unread_conditions: list[str] = []
    cost_changes: list[AbilityCostChange] = []  # "This ability costs {1} less to activate ..." (602.2b)
    activators: list[Activators] = []  # "Any player may activate this ability" (602.2)
    riders: list[str] = []
    spent_riders: list[SpentRider] = []  # counters10 (106.6a)
    x_not_zero = False  # counters10: "X can't be 0." (107.3)
    x_color: ManaType | None = None  # costs12: "Spend only black mana on X." (107.3, 106.6)
    cost_color: ManaType | None = None  # manatail14: "Spend only red mana to activate this ability." (106.6)
    cost_chosen = False  # manatail14: "Spend only mana of the chosen color to activate this ability."
    restricted_cost: str | None = None
    continuous: list[ContinuousEffect] = []
    put_before: list[tuple[str, int]] = []  # 608.2c: counters put on it by an earlier instruction
    adds: ManaEffect | None = None  # 106.7: the mana an ability that is no mana ability adds
    several_adds = False
    empty_sacrifice: str | None = None  # audit22: 608.2c, 701.21a
    for k, s in enumerate(sentences):
        low = s.lower()
        if is_mana_ability and (emptied := _EMPTY_SACRIFICE.match(s)) is not None:
            empty_sacrifice = emptied.group("kind").lower()
            riders.append(s)
            continue
        if is_mana_ability and (step := _counters_first(s, card)) is not None:
            kind, n, rest = step
            if rest is None:  # "Put a +1/+1 counter on this creature." then "Then add ..."
                put_before.append((kind, n))
                riders.append(s)
                continue
            put_before.append((kind, n))
            s, low = rest, rest.lower()
        elif put_before and low.startswith("then add"):  # the instruction after, in order (608.2c)
            s = s[5:6].upper() + s[6:]
            low = s.lower()
        if _lasting(s, card, continuous, before=" ".join(sentences[:k])):
            continue
        if low.startswith("spend this mana") or low.startswith("this mana can't be spent") or low.startswith("you can't spend this mana"):
            restrictions.append(s)
            got_spend = _read(s, "spend_restriction", card)
            spending.append(got_spend if isinstance(got_spend, SpendRestriction) else None)  # 106.6
            if not isinstance(got_spend, SpendRestriction) or len(spending) > 1:
                _unread_spending(s, card)
            continue
        if low.startswith("this ability costs"):  # 602.2b, 601.2f: the ability's total cost
            got_change = _read(s, "ability_cost_change", card)
            if isinstance(got_change, AbilityCostChange):
                cost_changes.append(got_change)
            else:  # it decides what the ability costs: never inert
                card.log.add(Unread(s, "a change of this ability's cost the grammar cannot read (602.2b)"))
                unread_conditions.append(s)
            continue
        if "may activate this ability" in low:  # 602.2: who may activate it
            got_who = _read(s, "activator_sentence", card)
            if isinstance(got_who, Activators):
                activators.append(got_who)
                requires.extend(got_who.requires)
            else:  # it decides who can activate: never inert
                card.log.add(Unread(s, "who may activate this ability, in words the grammar cannot read (602.2)"))
                unread_conditions.append(s)
            continue
        if low.startswith("activate ") or low.startswith(("you can't activate this ability", "you can’t activate this ability")):  # activation13: the negative form
            conditions.append(s)
            got_cond = _read(s, "activation_condition", card)
            if isinstance(got_cond, tuple):
                requires.extend(got_cond)
            else:  # 602.5b: a restriction decides whether the ability can be activated: never inert
                card.log.add(Unread(s, "an activation restriction the grammar cannot read (602.5b)"))
                unread_conditions.append(s)
            continue
        if is_mana_ability and _THAT_MUCH.search(s) and any(isinstance(p, RemoveCounters) and p.count is None for p in cost.parts):
            # tail10: "Remove one or more dream counters from ~: Add that much {C}." "that much"
            # is the number of counters removed, the X the cost fixes (107.3)
            s = _THAT_MUCH.sub("X", s)
            low = s.lower()
        if is_mana_ability:
            got = _read_with_rider(s, "mana_sentence", ManaEffect, card)
            if got is not None:
                effect, rider = got
                if _resolved_count(effect):  # manatail10
                    raise CardTextError(card.name, s, "an amount only another instruction could give (608.2c), in a mana ability whose cost gives none")
                effect = _after_counters(effect, put_before)
                combined = effect if mana is None else _combine(mana, effect)
                if combined is None:
                    raise CardTextError(card.name, s, "a second choice of mana in one ability")
                mana = combined
                if rider:
                    _keep(rider, card, resolving=True)
                    riders.append(rider)
                continue
            sr = _read_as(s, "self_replacement", ReplacementEffect, card)
            if sr is not None:
                self_replacements.append(sr)
                continue
        if is_mana_ability and mana is not None:  # counters10: what the mana does when spent (106.6a)
            got_rider = _read(s, "mana_rider", card)
            if isinstance(got_rider, SpentRider):
                spent_riders.append(got_rider)
                continue
        if _X_NOT_ZERO.match(s) and cost.mana.has_x:  # counters10: 107.3, a rule of the choice of X
            x_not_zero = True
            continue
        if cost.mana.has_x and (spent_x := _x_spending(s, card)) is not None and spent_x.also is None:  # costs12: 107.3, 106.6; two colours: not for abilities (audit21)
            x_color = spent_x.color
            continue
        if (only := _SPEND_ONLY_TO_ACTIVATE.match(s)) is not None and not cost.mana.has_x:
            # manatail14: "Spend only mana of the chosen color to activate this ability." (106.6)
            color_word = (only.group("color") or "").lower()
            if color_word:
                cost_color = ManaType[{"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}[color_word]]
            else:
                cost_chosen = True
            restricted_cost = s
            continue
        made = _created_effects(s, card)
        if made:
            creates.extend(made)
            continue
        if is_mana_ability and _mana_words(s):
            # 605.1a: this is a mana ability, so every word of its mana must be read exactly.
            raise CardTextError(card.name, s, "a mana ability whose mana the grammar cannot read")
        kept = _keep(s, card, resolving=not _RULE_OF_ABILITY.match(s))
        if isinstance(kept, ManaEffect) and not _resolved_count(kept):
            # 106.7: the mana of an ability that is no mana ability (605.1a: it targets; a loyalty
            # ability) when it resolves; several "Add" sentences: none weighed (no second choice)
            adds = kept if adds is None else _combine(adds, kept)
            several_adds = several_adds or adds is None
        riders.append(s)
    if word is not None and word.strip().lower() == "boast":
        # 702.142a: "Boast — [Cost]: [Effect]" means "... Activate only if this creature attacked
        # this turn and only once each turn." (the reminder text that says so is not read)
        requires.extend((AttackedThisTurn(SELF), ActivationLimit(1, each_turn=True, boast=True)))  # keys15: boast
    if word is not None and word.strip().lower() == "max speed":
        # audit39: 702.179 "Max speed — [ability]" means "As long as you have max speed, this
        # object has [ability]": without it the ability is not there to activate
        requires.append(HasDesignation(Designation.MAX_SPEED))
    if word is not None and word.strip().lower() == "exhaust":
        # 702.177a: "Exhaust — [Cost]: [Effect]" can be activated only once (its reminder text,
        # "Activate each exhaust ability only once.", is not read): once while it is this object (400.7)
        requires.append(ActivationLimit(1, each_turn=False))
    power_up = word is not None and word.strip().lower() == "power-up"
    if power_up:
        # powerup: "Power-up — [Cost]: [Effect]" (702.193) is an activated ability whose reminder
        # text, "(Activate each power-up ability only once. Reduce the cost by its mana cost if it
        # entered this turn.)", is not read as sentences: it says the two rules this sets. Once
        # while it is this object (400.7), like exhaust; the reduction is ``power_up`` (601.2f, 118.7)
        requires.append(ActivationLimit(1, each_turn=False, power_up=True))
    condition = " ".join(unread_conditions) or None
    if mana is not None:
        try:
            mana = _resolve_cost_references(mana, cost)
        except ValueError as e:
            raise CardTextError(card.name, effect_text, str(e)) from None
    if mana is not None and _uses_x(mana) and not _cost_defines_x(cost):
        raise CardTextError(card.name, effect_text, "X is not defined by this ability's cost")
    if mana is not None and cost_changes:
        # 602.2b: a mana ability whose own cost changes is not applied by the plan search: its
        # sentence stays unread, and the ability is judged only with it allowed unread
        for change in cost_changes:
            card.log.add(Unread(change.text, "a change of a mana ability's own cost, which the solver does not apply (602.2b)"))
        condition = " ".join([condition or "", *(c.text for c in cost_changes)]).strip()
    if mana is not None and restricted_cost is not None:
        # manatail14: the plan search does not restrict the mana paying a mana ability's own cost
        card.log.add(Unread(restricted_cost, "a restriction on the mana paying a mana ability's cost, which the solver does not apply (106.6)"))
        condition = " ".join([condition or "", restricted_cost]).strip()
    if mana is not None and power_up:
        # powerup: the plan search does not change a mana ability's own cost (602.2b): the
        # reduction of a power-up mana ability stays unread, and it is judged only with it allowed
        reduction = "Reduce the cost by its mana cost if it entered this turn."
        card.log.add(Unread(reduction, "a power-up mana ability's reduction of its own cost, which the solver does not apply (702.193, 602.2b)"))
        condition = " ".join([condition or "", reduction]).strip()
    if mana is not None and x_not_zero:  # counters10: a mana ability does not keep it: never dropped
        card.log.add(Unread("X can't be 0.", "a rule of the choice of X of a mana ability, which the solver does not apply (107.3)"))
    if mana is not None:
        return ManaAbility(
            cost=cost,
            effect=mana,
            self_replacements=tuple(self_replacements),
            restriction=" ".join(restrictions) or None,
            riders=tuple(riders),
            condition=condition,
            ability_word=word,
            text=line,
            requires=tuple(requires),
            spending=spending[0] if len(spending) == 1 else None,
            spent_riders=tuple(spent_riders),
            continuous=tuple(continuous),  # enters16: 605.3b, 611.2a
            empty_sacrifice=empty_sacrifice,
            # manatail18, 602.2: "Any player may activate this ability": the plan search of each
            # player it allows includes it (solver/paying/actions.py)
            activators=activators[-1].who if activators else Who.YOU,
        )
    return ActivatedAbility(
        targets=_ability_targets(sentences, card),  # audit24: 602.2b, 601.2c
        cost=cost,
        effect_text=effect_text,
        creates=tuple(creates),
        condition=condition,
        text=line,
        requires=tuple(requires),
        continuous=tuple(continuous),
        cost_changes=tuple(cost_changes),
        activators=activators[-1].who if activators else Who.YOU,
        x_not_zero=x_not_zero,
        x_color=x_color,
        adds=None if several_adds or put_before or _reads_tapping_event(adds) else adds,
        cost_color=cost_color,
        cost_chosen_color=cost_chosen,
        keyword=word.strip().lower() if word is not None and word.strip().lower() in ("boast", "exhaust", "power-up") else None,  # costs15: 702.142a, 702.177a; powerup: 702.193
        power_up=power_up,
    )


_X_NOT_ZERO = re.compile(r"^x can't be 0\.?$", re.IGNORECASE)  # counters10: 107.3
# audit22: "If there are no mining counters on this land, sacrifice it." (Gemstone Mine, Peat Bog):
# part of the mana ability's effect (608.2c), it sacrifices its own permanent (701.21a)
_EMPTY_SACRIFICE = re.compile(
    r"^if there are no (?P<kind>[\w+/-]+) counters on (?:~|it|this \w+), sacrifice (?:it|~|this \w+)\.?$", re.IGNORECASE
)
# manatail14: "Spend only mana of the chosen color to activate this ability." (Throne of Eldraine),
# "Spend only red mana to activate this ability." (106.6: a restriction on the mana of its cost)
_SPEND_ONLY_TO_ACTIVATE = re.compile(
    r"^spend only (?:mana of the chosen color|(?P<color>white|blue|black|red|green) mana) to activate this ability\.?$", re.IGNORECASE
)


_DELAYED_TRIGGER = re.compile(r"^(?:when|whenever)\b", re.IGNORECASE)
_REMINDER = re.compile(r"\([^()]*\)")


def _ability_targets(sentences: Sequence[str], card: _Card) -> tuple[TargetSpec, ...]:
    """audit24: the targets an activated ability's effect requires (115.1, 602.2b), read as a
    spell's are (:func:`.targets.read_targets`); none from a sentence that creates a delayed
    triggered ability or after it (603.7: that trigger's targets), nor from reminder text or quoted
    abilities."""
    out: list[TargetSpec] = []
    for s in sentences:
        if _DELAYED_TRIGGER.match(s.strip()):
            break
        plain = _REMINDER.sub("", s)
        if TARGET_WORD.search(mask_quotes(plain)):
            out.extend(read_targets(plain, card.names))
    return tuple(out)


def _targets(sentences: list[str]) -> bool:
    """605.1a: whether the ability itself has a target. A sentence that creates a delayed triggered
    ability ("When that mana is spent to cast an instant or sorcery spell, copy that spell and you
    may choose new targets for the copy.": Pyromancer's Goggles, Primal Wellspring; 603.7) gives
    its targets to that trigger, not to the ability, and so do the sentences after it (Ether's "You
    may choose new targets for the copy."); reminder text and quoted abilities give none."""
    for s in sentences:
        if _DELAYED_TRIGGER.match(s.strip()):
            return False  # the sentences from here on are the delayed trigger's ("You may choose new targets for the copy.")
        if TARGET_WORD.search(_REMINDER.sub("", mask_quotes(s))):
            return True
    return False

_COUNTERS_FIRST = re.compile(
    r"^put (a|an|one|two|three|four|five|\d+) (?P<kind>[^ ]+) counters? on (?P<on>~|this [a-z]+|it)"
    r"(?:(?:, then|\. then| and then|\.) (?P<rest>add\b.*)|\.?)$",
    re.IGNORECASE,
)


def _counters_first(sentence: str, card: _Card) -> tuple[str, int, str | None] | None:
    """An instruction that puts counters on the ability's own permanent before its mana is added
    ("Put a +1/+1 counter on this creature, then add {G} for each +1/+1 counter on it."): the
    kind, how many, and the rest of the sentence from "add" (None: the sentence ends there, and the
    next one adds the mana)."""
    m = _COUNTERS_FIRST.match(substitute_self(sentence.strip(), card.names))
    if m is None:
        return None
    word = m.group(1).lower()
    n = int(word) if word.isdigit() else {"a": 1, "an": 1, **_NUMBER_WORDS}[word]
    rest = m.group("rest")
    return m.group("kind").lower(), n, (rest[0].upper() + rest[1:]) if rest else None


def _after_counters(effect: ManaEffect, put: Sequence[tuple[str, int]]) -> ManaEffect:
    """608.2c: an effect's instructions happen in the order written, so counters put on the
    permanent before its mana is counted are counted: "for each +1/+1 counter on it" after "Put a
    +1/+1 counter on this creature" is one more than the counters it has now."""
    if not put:
        return effect

    def amount(a: Amount) -> Amount:
        if isinstance(a, CountersOn) and a.of.relation is Relation.SELF:
            extra = sum(n for kind, n in put if a.kind is None or a.kind.lower() == kind)
            return Plus(a, extra) if extra else a
        return a

    def part(p: FixedMana | ChosenMana) -> FixedMana | ChosenMana:
        if isinstance(p, FixedMana):
            return dataclasses.replace(p, per=amount(p.per))
        return dataclasses.replace(p, amount=amount(p.amount))

    return dataclasses.replace(effect, options=tuple(Production(tuple(part(p) for p in o.parts)) for o in effect.options))


def _resolve_cost_references(effect: ManaEffect, cost: ActivationCost) -> ManaEffect:
    """"any type that land could produce" after "Untap a tapped land an opponent controls"
    (Benthic Explorers): "that land" is the permanent chosen to pay the cost, so the palette reads
    the cost part's own selector (with :data:`Relation.COST`). ValueError when no cost part names
    such a permanent."""

    def resolve(sel: Selector) -> Selector:
        for part in cost.parts:
            if isinstance(part, (UntapOther, Sacrifice, TapOther, ExileOther)) and part.what.relation is Relation.NONE:
                if sel.card_types <= part.what.card_types:
                    return dataclasses.replace(part.what, relation=Relation.COST, text=sel.text)
        raise ValueError(f"'{sel.text}' refers to no permanent of the cost")

    def part(p: FixedMana | ChosenMana) -> FixedMana | ChosenMana:
        if isinstance(p, ChosenMana) and isinstance(p.palette, CouldProduce) and p.palette.of.relation is Relation.COST:
            return dataclasses.replace(p, palette=dataclasses.replace(p.palette, of=resolve(p.palette.of)))
        return p

    return dataclasses.replace(effect, options=tuple(Production(tuple(part(p) for p in o.parts)) for o in effect.options))


def _uses_x(effect: ManaEffect) -> bool:
    """Whether an amount of the effect is the X of the ability's cost (XValue)."""
    for option in effect.options:
        for part in option.parts:
            amount = part.per if isinstance(part, FixedMana) else part.amount
            if isinstance(amount, XValue):
                return True
    return False


def _resolved_count(effect: ManaEffect) -> bool:
    """manatail10: whether an amount of the effect is one only an earlier instruction or a trigger
    event gives ("that much", "for each card exiled this way": ResolvedCount, 608.2c). A mana
    ability has neither (605.1a: it has no trigger; its cost is read as its X), so there it refers
    to nothing."""
    for option in effect.options:
        for part in option.parts:
            if isinstance(part.per if isinstance(part, FixedMana) else part.amount, ResolvedCount):
                return True
    return False


def _cost_defines_x(cost: ActivationCost) -> bool:
    """107.3: X in an ability's effect is defined by its cost: {X}, "Remove X (any number of)
    counters", "Sacrifice X Goats"."""
    for part in cost.parts:
        if isinstance(part, PayMana) and part.cost.has_x:
            return True
        if isinstance(part, RemoveCounters) and part.count is None:
            return True
        if isinstance(part, OtherCost) and re.search(r"\bX\b|any number", part.text):
            return True
        if isinstance(part, LoyaltyCost) and part.x:  # "[−X]" (107.3, 606.4)
            return True
        if isinstance(part, (Sacrifice, TapOther)) and part.x:  # s15: "Sacrifice X Goats", "Tap X untapped tokens"
            return True
    return False


# ---- triggered abilities ----------------------------------------------------------------------


def trigger_event(text: str) -> TriggerEvent | None:
    """The trigger event of a triggered ability's first clause when the model reads it: "At the
    beginning of your upkeep" is ``BeginningOf(Step.UPKEEP, Who.YOU)`` (503.1), "At the beginning
    of each player's upkeep" ``BeginningOf(Step.UPKEEP, Who.ANY)``, "At the beginning of combat on
    your turn" ``BeginningOf(Step.COMBAT, Who.YOU)`` (507.1), "At the beginning of the upkeep of
    enchanted creature's controller" ``BeginningOf(Step.UPKEEP, None)``. None for other events
    ("Whenever ...", "When ~ enters"); "When ~ enters and at the beginning of your upkeep" gives
    the upkeep."""
    clause = text.split(",")[0].strip().rstrip(".")
    m = _BEGINNING.search(clause)
    if m is None:
        return None
    step_words = m.group("step").lower()
    step = next(s for key, s in _STEPS if step_words.startswith(key))
    whose_words = (m.group("whose") or "").lower()
    turn = (m.group("turn") or "").lower()
    if m.group("of"):  # "the upkeep of enchanted creature's controller"
        whose: Who | None = None
    elif turn:  # "combat on your turn", "combat on each opponent's turn"
        whose = _WHOSE.get(turn)
    elif not whose_words:  # "at the beginning of combat"
        whose = Who.ANY
    else:  # "your", "each player's"; "enchanted player's", "the chosen player's": another player
        whose = _WHOSE.get(whose_words)
    return BeginningOf(step, whose)


def _read_triggered(body: str, line: str, card: _Card) -> Ability:
    """A triggered mana ability (605.1b: it triggers from tapping for mana and adds mana), or any
    other triggered ability, which keeps its text and the mana replacements it creates."""
    sentences = _merge_choose(split_sentences(body, card.names))
    first = sentences[0]
    got = _read_with_rider(first, "tap_trigger", TriggeredManaAbility, card)
    if got is not None:
        ability, rider = got
        riders = [rider] if rider else []
        instead: list[ConditionalInstead] = []
        restriction: str | None = None
        restricted: SpendRestriction | None = None
        for s in sentences[1:]:
            alt = _read_as(s, "trigger_instead", ConditionalInstead, card)
            if alt is not None:  # "If that Island is snow, ... instead" (614.15)
                instead.append(alt)
                continue
            if _SPEND.match(s) and restriction is None:
                # s13, 106.6: a restriction on the mana the trigger adds ("Spend this mana only to
                # pay cumulative upkeep costs.", Snowfall), kept with that mana on every tap
                restriction, restricted = s, _read_as(s, "spend_restriction", SpendRestriction, card)
                if restricted is None:
                    _unread_spending(s, card)
                riders.append(s)
                continue
            _keep(s, card, resolving=True)
            riders.append(s)
        return dataclasses.replace(ability, riders=tuple(riders), text=line, instead=tuple(instead), restriction=restriction, spending=restricted)
    if len(sentences) == 1 and isinstance(cast_trigger := _read(first, "casting_sentence", card), TriggeredAbility):
        # enters16: "Whenever you cast a creature spell, that creature enters with ..." (603.2, 614.1c)
        return dataclasses.replace(cast_trigger, text=line)
    creates: list[Created] = []
    continuous: list[ContinuousEffect] = []
    counted: Selector | None = None  # "count the number of permanents" (Chaos Moon)
    adds = _adds_only(sentences, card)
    kept: list[UnspentManaKept] = []
    spending: SpendRestriction | None = None
    for i, s in enumerate(sentences):
        if i == 0:
            # after the trigger condition and any intervening "if" (603.4: a trigger that resolved
            # met it): "When ~ enters, if it was kicked, creatures you control ... until end of turn"
            pieces = s.split(", ")
            if any(_lasting(", ".join(pieces[k:]), card, continuous, before=", ".join(pieces[:k])) for k in range(1, len(pieces))):
                continue
            # grants14: the trigger's one effect, created only if a condition held as it resolved
            # (608.2c): listing the resolution says it held (one sentence: nothing else resolved)
            if len(sentences) == 1 and any(
                _lasting_if_held(", ".join(pieces[k:]), card, continuous, before=", ".join(pieces[:k])) for k in range(1, len(pieces))
            ):
                continue
        elif _lasting(s, card, continuous, before=" ".join(sentences[:i])):
            continue
        if i == 0:
            # "Whenever chaos ensues, until end of turn, whenever you tap a land for mana, ...": the
            # trigger condition comes first, the effect after its comma
            made = _created_effects(s, card, skip_head=True)
        else:
            made = _created_effects(s, card, counted=counted)
        if made:
            creates.extend(made)
            continue
        piece = s.split(", ", 1)[-1] if i == 0 else s
        got_count = _read_as(piece, "count_sentence", Selector, card)
        if got_count is not None:
            counted = dataclasses.replace(got_count, text=re.sub(r"(?i)^count the number of\s+", "", piece).rstrip(". "))
            continue
        if i == 0 and _TAP_TRIGGER_HINT.match(first) and ADD_WORD.search(mask_quotes(first)):
            raise CardTextError(card.name, first, "a triggered mana ability the grammar cannot read")
        if i > 0 and (got_kept := _read_as(s, "pool_sentence", UnspentManaKept, card)) is not None:
            kept.append(got_kept)  # 500.4: the mana it added kept in the pool
            continue
        if i > 0 and spending is None and _SPEND.match(s) and any(_mana_words(p) for p in sentences[:i]):
            spending = _read_as(s, "spend_restriction", SpendRestriction, card)  # 106.6
            if spending is not None:
                continue
        _keep(s, card, resolving=True)
    return TriggeredAbility(line, tuple(creates), event=trigger_event(body), continuous=tuple(continuous), kept=tuple(kept), spending=spending, adds=adds)


def _adds_only(sentences: Sequence[str], card: _Card, *, condition: bool = True) -> ManaEffect | None:
    """The mana a triggered ability's effect adds when its first sentence only adds mana, after the
    trigger condition ("When this land enters, add one mana of any color."); None for any other
    effect (an intervening "if", a rider), whose mana 106.7 would have to weigh with them. audit24:
    later sentences that neither add nor change mana keep it ("Until end of turn, you don't lose
    this mana as steps and phases end.", Birgi; "Then if this is the second time this ability has
    resolved this turn, reveal cards ...", Nissa, Resurgent Animist): 106.7 asks only which types
    of mana the ability would produce. audit29: ``condition`` False for a Saga's chapter ability,
    whose text is all effect (714.2b: "II — Add {G}{G}.")."""
    if not sentences or any(_mana_words(s) for s in sentences[1:]):
        return None
    if not condition:
        effect = sentences[0]
    elif ", " not in sentences[0]:
        return None
    else:
        effect = sentences[0].split(", ", 1)[1]
    if re.match(r"(?i)if\b", effect):
        return None
    if _DELAYED_ADD.search(effect):  # manatail10: a delayed trigger adds it later (603.7), not this resolution
        return None
    effect = _PLAYER_ADDS.sub("add", effect)  # audit29: whose pool it goes to does not change its types (106.7)
    got = _read_as(effect, "mana_sentence", ManaEffect, card)
    if got is None or _reads_tapping_event(got):
        return None
    return got


def _reads_tapping_event(effect: ManaEffect | None) -> bool:
    """Whether the mana reads "any type that land produced": the mana of a tapping event (106.12a),
    which only a triggered mana ability that triggers from tapping has; as what another ability
    adds, it is weighed by nothing."""
    return effect is not None and any(isinstance(p, ChosenMana) and isinstance(p.palette, ProducedTypes) for o in effect.options for p in o.parts)


# cov17: "It's still a Cave land." (Cavernous Maw): a land subtype kept with the land (205.1b)
_STILL = re.compile(r"^(?:it|they)(?:'s| is|'re| are) still (?:an? )?(?:(?-i:[A-Z][\w']*) )?(?:land|artifact|enchantment|creature)s?\.?$", re.IGNORECASE)


def _still(effects: Sequence[ContinuousEffect]) -> tuple[ContinuousEffect, ...]:
    """"It's still a land." after a type change (205.1b): the permanent keeps its prior types."""
    return tuple(dataclasses.replace(e, adding=True) if isinstance(e, TypeChange) else e for e in effects)


def _lasting(sentence: str, card: _Card, into: list[ContinuousEffect], *, before: str = "") -> bool:
    """A sentence of a resolving ability or spell that creates continuous effects for a duration
    (611.2a: "~ becomes a 2/2 creature until end of turn", "Target creature gains haste until end of
    turn"), appended to ``into``; "It's still a land." amends the type change before it (205.1b).
    ``before`` is the ability's text before the sentence (its trigger condition, its earlier
    sentences): what a subject "it", "they" or "that creature" refers to (:func:`_antecedent`).
    False when the sentence is not one, or when its subject refers to something the scenario
    cannot name."""
    if (emblem := _emblem(sentence, card)) is not None:  # s17: 114.1
        into.append(emblem)
        return True
    if into and isinstance(into[-1], ZoneKeywordGrant) and isinstance(priced := _granted_cost(sentence, into[-1].grant), GrantedZoneKeyword):
        into[-1] = dataclasses.replace(into[-1], grant=priced)  # grants12: "The flashback cost is equal to its mana cost." (601.3)
        return True
    if _STILL.match(sentence.strip()):
        if any(isinstance(e, TypeChange) for e in into):
            into[:] = _still(into)
            return True
        return False
    got = _read(sentence, "static_sentence", card)
    if isinstance(got, EntersGrant) and got.duration == "this way":
        return False  # enters16: "If you cast a spell this way, ..." belongs to a permission (601.3), not to a lasting effect
    if got is None and (plain := _uncontracted(_restated(sentence))) != sentence:
        # anaph10: "It's an enchantment.", "They're Zombies in addition to their other types."
        # (205.1a-b): the subject's "is"/"are" written out, the original words kept; becomes13:
        # a leading "Then" and a subject "those lands" restated (:func:`_restated`)
        got = _read(plain, "static_sentence", card)
        got = [_with_text(e, sentence) for e in got] if isinstance(got, list) else _with_text(got, sentence)
    items = got if isinstance(got, list) else [got] if _is_continuous(got) else []
    if items and all(_is_continuous(e) for e in items):
        # with a duration, or none: an effect a resolving ability creates without one lasts
        # indefinitely (611.2a: "Target legendary creature becomes a God in addition to its
        # other types"); a scenario lists it in resolved_this_turn all the same
        resolved = [None if (t := _that_type(e, before)) is None else _refer(t, before) for e in cast(list[ContinuousEffect], items)]
        if any(e is None for e in resolved):
            return False
        into.extend(e for e in resolved if e is not None)
        return True
    return (
        _lasting_up_to_x(sentence, card, into, before=before)  # cov17: before the where-clause is read otherwise
        or _lasting_joined(sentence, card, into, before=before)  # anaph10
        or _lasting_then_inert(sentence, card, into, before=before)  # grants13, becomes13
        or _duration_first_pair(sentence, card, into, before=before)  # bans19
        or _lasting_pair(sentence, card, into, before=before)  # becomes13
        or _lasting_where_resolved(sentence, card, into, before=before)  # grants13
        or _lasting_if_type(sentence, card, into, before=before)  # types16
        or _inert_then_lasting(sentence, card, into, before=before)  # cov17
        or _lasting_each(sentence, card, into, before=before)  # cov17
    )


_IF_HELD = re.compile(r"^(?P<effect>.+? until end of turn) if (?P<condition>[^,;\"]+?)\.?$", re.IGNORECASE)


def _lasting_if_held(sentence: str, card: _Card, into: list[ContinuousEffect], *, before: str) -> bool:
    """grants14: "this creature gains haste until end of turn if you control a creature with
    haste" (Majestic Myriarch, Odric, Lunarch Marshal once their "The same is true for" is one line
    per keyword): a lasting effect created only if the condition holds as the ability resolves
    (608.2c, 611.2a). Like an optional effect (608.2d), the scenario lists the resolution in
    ``resolved_this_turn`` only when the effect was created, that is when the condition held then:
    listing it says the effect is in force; the condition is never judged against the state now
    (it may have changed since). Only for a triggered ability whose effect is this one sentence:
    where other instructions resolve too (Torrent of Souls: "... if {B} was spent ... . ... if
    {R} was spent ..."), listing the resolution could not say which condition held."""
    m = _IF_HELD.match(sentence.strip())
    if m is None:
        return False
    return _lasting(m.group("effect"), card, into, before=before)


# types16: "If it isn't a creature, it becomes a 0/0 creature in addition to its other types."
# (Tawnos's Tinkering), "If this land isn't a creature, it becomes a 2/4 Wizard creature ..." (Great
# Hall of the Biblioplex), "If it's a land, it becomes an Island in addition to its other types."
_IF_TYPE = re.compile(
    r"^if (?P<subject>it|the token|this [\w-]+|~)(?: isn't| is not|'s not| is|'s) (?:an? )?[\w-]+(?: or (?:an? )?[\w-]+)?, "
    r"(?P<it>it|he|she) (?P<effect>[^\"]+(?:\"[^\"]*\"[^\"]*)*)$",
    re.IGNORECASE,
)


def _lasting_if_type(sentence: str, card: _Card, into: list[ContinuousEffect], *, before: str) -> bool:
    """types16: a resolving instruction that creates its lasting effect only if the object is (or
    isn't) of a type as the ability resolves (608.2c: "If it isn't a creature, it becomes a 0/0
    creature in addition to its other types"). What the object's types were then can't be judged
    from the state now (the effect itself may be what makes it a creature), so, like an optional
    effect (608.2d) and :func:`_lasting_if_held`, the scenario lists the resolution in
    ``resolved_this_turn`` (or the spell in ``spells_resolved_this_turn``) only when the condition
    held: listing it says the effect is in force. The pronoun after the condition is its subject
    ("this land", "~"; "it" or "the token" as the text before it names it: :func:`_refer`). Not when an earlier
    instruction of the same ability is such a condition too ("If it's a creature, ... . If it's a
    land, ...": listing the resolution could not say which held)."""
    m = _IF_TYPE.match(sentence.strip())
    if m is None or _IF_TYPE_BEFORE.search(mask_quotes(before)):
        return False
    subject = m.group("subject")
    head = "It" if subject.lower() in ("it", "the token") else subject[:1].upper() + subject[1:]
    return _lasting(f"{head} {m.group('effect')}", card, into, before=before)


_IF_TYPE_BEFORE = re.compile(r"(?:^|[.,] )if (?:it|the token|this [\w-]+|~)(?: isn't| is not|'s not| is|'s) (?:an? )?[\w-]+(?: or (?:an? )?[\w-]+)?, ", re.IGNORECASE)


_PLACEHOLDER_X = "the number of lands you control"
_WHERE_X = re.compile(r"^(?P<head>.+?),? where X is (?P<what>[^.]+?)\.?$", re.IGNORECASE)


def _lasting_where_resolved(sentence: str, card: _Card, into: list[ContinuousEffect], *, before: str) -> bool:
    """grants13: "Target creature gets -X/-X until end of turn, where X is the revealed card's mana
    value." (Induce Despair): a resolving ability's change of power and toughness whose X the
    grammar cannot count. 608.2h: the number is determined once, as the effect is applied, so it is
    the resolution's (the scenario's ``number`` of that resolution, or an error naming that key):
    the X becomes a :class:`ResolvedCount` naming what it counted. False when the sentence is not
    one (no "+X/+X" to define, or a head that is not a lasting effect)."""
    m = _WHERE_X.match(sentence.strip())
    if m is None or _PLACEHOLDER_X in sentence:
        return False
    # the sentence with a where-clause the grammar reads, only to find the X it defines: every
    # amount so defined is then the resolution's number, whatever the clause counted
    got: list[ContinuousEffect] = []
    if not _lasting(f"{m.group('head')}, where X is {_PLACEHOLDER_X}.", card, got, before=before):
        return False
    what = ResolvedCount(f"X, {m.group('what')}")
    fixed = [dataclasses.replace(e, per=what) if isinstance(e, (ModifyPT, SetBasePT)) and e.per is not None else e for e in got]
    if not any(isinstance(e, (ModifyPT, SetBasePT)) and e.per == what for e in fixed):  # nothing the where-clause defines
        return False
    into.extend(dataclasses.replace(e, text=sentence) for e in fixed)
    return True


_OBJECT_NOUN = re.compile(
    r"\b(?:creatures?|lands?|artifacts?|enchantments?|planeswalkers?|permanents?|cards?|tokens?|spells?|players?|opponents?|"
    r"[A-Z][a-z]+s?(?= you control| an opponent controls))\b",
    re.IGNORECASE,
)
_SELF_MENTION = re.compile(r"~|\bthis (?:\w+)\b", re.IGNORECASE)


def _about_target(e: object) -> bool:
    """An effect about what an ability targeted or named ("that creature"): never a static
    ability's (a static ability has no target, 115.1)."""
    sel = getattr(e, "affected", None)
    return isinstance(sel, Selector) and sel.relation is Relation.TARGET


def _antecedent(before: str) -> str | None:
    """What a pronoun subject ("it", "they", "that creature") of a resolving ability's sentence
    refers to, read from the text before it: "target" when that text names exactly one target
    (115.1: "Gain control of target creature ... It gains haste": the scenario's resolution
    names it), "self" when it names no object but the ability's own ("Put seven +1/+1 counters on
    this artifact. It becomes ..."), else None (an object the scenario cannot name: "Whenever a
    creature enters, it gains haste")."""
    text = mask_quotes(before)
    targets = re.findall(r"\btargets?\b", text, re.IGNORECASE)
    if targets:
        return "target" if len(targets) == 1 else None
    rest = _SELF_MENTION.sub(" ", text)
    return None if _OBJECT_NOUN.search(rest) else "self"


def _refer(e: ContinuousEffect, before: str) -> ContinuousEffect | None:
    """``e`` with a pronoun subject made definite by :func:`_antecedent` (None: left unread).

    anaph10: a pronoun whose antecedent is neither one target nor the ability's own object ("Gain
    control of all creatures until end of turn. Untap them. They gain haste until end of turn.";
    "Put a creature card from your hand onto the battlefield. That creature gains haste."; "Whenever
    another creature you control enters, it gains haste") refers to objects an earlier instruction
    of the same ability named (608.2c), fixed as the ability resolved (611.2c): the selector becomes
    :data:`Relation.REFERRED`, and the scenario's resolution lists them (``targets``), or the
    question is an error naming that key. A pronoun with no object named before it stays unread."""
    sel = e.affected
    word = sel.text.strip().lower()
    demonstrative = word.startswith(("that ", "those ", "the chosen "))  # grants13: "those creatures" as "they"; cov17: "the chosen permanents"
    if word not in ("it", "they") and not demonstrative:
        return e
    what = _antecedent(before)
    if what == "target":
        return dataclasses.replace(e, affected=dataclasses.replace(sel, relation=Relation.TARGET))
    if what == "self" and word == "it" and sel.relation is Relation.SELF:
        return e
    noun = word.removeprefix("the chosen ").split(" ", 1)[-1].removesuffix("s") if demonstrative else ""
    named = demonstrative and re.search(rf"\b{re.escape(noun)}s?\b", _SELF_MENTION.sub(" ", mask_quotes(before)), re.IGNORECASE) is not None
    if what is None or named:  # anaph10: objects named before, not one target (608.2c, 611.2c)
        kept = sel if demonstrative else dataclasses.replace(sel, card_types=frozenset(), subtypes=frozenset())
        return dataclasses.replace(e, affected=dataclasses.replace(kept, relation=Relation.REFERRED))
    return None


_CONTINUOUS = get_args(LayerEffect) + get_args(RuleEffect) + (BecomesCopy, EmblemGrant)  # copies14; s17


def _is_continuous(x: object) -> TypeGuard[ContinuousEffect]:
    return isinstance(x, _CONTINUOUS)


def _created_effects(sentence: str, card: _Card, *, counted: Selector | None = None, skip_head: bool = False) -> list[Created]:
    """The replacement effects (614.1a) and triggered mana abilities (605.1b) a resolving ability
    creates, read from one sentence: the sentence as a whole ("Until end of turn, if you tap a
    land for mana, it produces ..."), or its clauses after a duration ("Until end of turn, red
    creatures get +1/+1 and whenever a player taps a Mountain for mana, that player adds an
    additional {R}"; "until your next turn, whenever a player taps a land ..."). A leading "If the
    number is odd," (Chaos Moon) makes each of them conditional on what was ``counted``.
    ``skip_head``: the sentence starts with a trigger condition ("Whenever chaos ensues, ...")."""
    whole = _read(sentence, "replacement", card)
    if isinstance(whole, ReplacementEffect):
        return [whole]
    text = sentence
    condition = None
    m = _PARITY.match(text)
    if m:
        if counted is None:  # "the number" of nothing counted before
            if _mana_words(text):
                raise CardTextError(card.name, sentence, "a condition on a number nothing counted")
            return []
        condition = NumberParity(counted, m.group(1).lower() == "odd")
        text = text[m.end():]
    duration = _DURATION.search(mask_quotes(text))
    if duration is None:
        return []
    out: list[Created] = []
    masked = mask_quotes(text)
    for m2 in _CREATED_START.finditer(masked):
        pos = m2.start()
        if pos < duration.end() or (skip_head and pos == 0):
            continue
        for head, _rider in head_and_riders(text[pos:]):
            got = _read(head, "tap_trigger", card)
            if not isinstance(got, TriggeredManaAbility):
                got = _read(head, "replacement", card)
            if isinstance(got, (TriggeredManaAbility, ReplacementEffect)):
                if condition is not None:
                    got = dataclasses.replace(got, condition=condition if got.condition is None else AllOf((condition, got.condition)))
                out.append(got)
                break
        else:
            clause = text[pos:]
            if _TAP_TRIGGER_HINT.match(clause) and ADD_WORD.search(mask_quotes(clause)):
                # a triggered mana ability created for a duration must be read, not kept as text
                raise CardTextError(card.name, sentence, "a triggered mana ability the grammar cannot read")
    if out or condition is not None:
        _check_covered(text, card, out)
    return out


def _check_covered(text: str, card: _Card, made: Sequence[object]) -> None:
    """Every mana word of a sentence that created effects must be inside one of them (the rest of
    the sentence, "red creatures get +1/+1", is kept as text)."""
    spans = []
    for e in made:
        piece = getattr(e, "text", "")
        at = text.find(piece) if piece else -1
        if at >= 0:
            spans.append((at, at + len(piece)))
    for w in _mana_words(text):
        if not any(a <= w < b for a, b in spans):
            raise CardTextError(card.name, text, "mana text the grammar cannot read")


# ---- spells and static abilities --------------------------------------------------------------


_UNTIL_EOT_SPEND = re.compile(r"(?i)^until end of turn, (?=you may spend )")


def _read_spell(body: str, card: _Card) -> list[Ability]:
    """Each sentence of an instant's or sorcery's text, with the mana it adds (Manamorphose) and
    the targets it requires (601.2c); a sentence that states a casting rule of the spell itself
    ("As an additional cost to cast this spell, ...", "This spell costs {1} more to cast ...",
    113.6a: it functions on the stack) is a :class:`StaticAbility` holding that rule."""
    out: list[Ability] = []
    spell_sentences = _merge_choose(split_sentences(body, card.names))
    done: set[int] = set()
    for k, s in enumerate(spell_sentences):
        if k in done:
            continue
        if (granted := _player_mana(spell_sentences[k : k + 2], card)) is not None:
            out.append(SpellAbility(f"{s} {spell_sentences[k + 1]}", None, (), player_mana=(granted,)))
            done.add(k + 1)
            continue
        if (lent := _read_as(s, "tap_permission", TapForManaPermission, card)) is not None:
            # manatail18: "Until end of turn, you may tap lands you don't control for mana." (Piracy;
            # 611.2a), with "Spend this mana only ..." after it: how that mana may be spent (106.6)
            nxt = spell_sentences[k + 1] if k + 1 < len(spell_sentences) else ""
            lent_spend = _read_as(nxt, "spend_restriction", SpendRestriction, card) if _SPEND.match(nxt) else None
            if lent_spend is not None:
                lent = dataclasses.replace(lent, spending=lent_spend, text=f"{s} {nxt}")
                done.add(k + 1)
            out.append(SpellAbility(lent.text or s, None, (), lends=(lent,)))
            continue
        if _SPEND.match(s) and out and isinstance(out[-1], SpellAbility) and out[-1].mana is not None and out[-1].spending is None:
            got_spend = _read_as(s, "spend_restriction", SpendRestriction, card)
            if got_spend is not None:  # 106.6: how the mana the sentence before adds may be spent
                out[-1] = dataclasses.replace(out[-1], spending=got_spend)
                continue
        if (until := _UNTIL_EOT_SPEND.match(s)) is not None:
            spend = _read_as(s[until.end():], "casting_sentence", SpendingRule, card)
            if spend is not None and not spend.this_spell and spend.spells is None:
                # manatail14: "Until end of turn, you may spend white mana as though it were mana of
                # any color." (False Dawn): a spending rule of its caster for the turn (609.4b, 611.2a)
                out.append(SpellAbility(s, None, (), spends=(dataclasses.replace(spend, text=s),)))
                continue
        rule = _read(s, "casting_sentence", card)
        if isinstance(rule, CastPermission) and not rule.spells.self_only:
            # among17: "You may cast a spell with mana value 3 or less from your hand without paying
            # its mana cost." in a spell's effect is an instruction of its resolution (608.2c), not a
            # rule of the spell (113.6a): the sentence is classified below
            rule = None
        rule = rule or _read(s, "permit_sentence", card)  # permit10: 118.9 alternative costs, 601.3
        rule = rule or _read(s, "commander_sentence", card)  # altcost11: 903.3, 118.9
        if _is_casting_effect(rule):
            out.append(StaticAbility((rule,), text=s))
            continue
        if isinstance(rule, OptionalCost):  # among17: "you may pay {2}{R}" (118.8, 601.2f)
            out.append(rule)
            continue
        if isinstance(rule, tuple) and rule[:1] == ("as long as",) and isinstance(rule[2], CastAsThoughFlash):
            # costs14: "This spell has flash as long as you control a Merfolk." (702.8a, 611.3a)
            out.append(StaticAbility((rule[2],), text=s, condition=cast(Condition, rule[1])))
            continue
        if out and isinstance(out[-1], StaticAbility) and (amended := _limit_reduction(s, out[-1].effects[-1])) is not None:
            out[-1] = dataclasses.replace(out[-1], effects=(*out[-1].effects[:-1], amended))
            continue
        targets = read_targets(s, card.names)
        lasting: list[ContinuousEffect] = []
        if _lasting(s, card, lasting, before=" ".join(spell_sentences[:k])):  # "Creatures you control gain haste until end of turn" (611.2a)
            out.append(SpellAbility(s, None, targets, continuous=tuple(lasting)))
            continue
        if _STILL.match(s) and out and isinstance(out[-1], SpellAbility) and out[-1].continuous:
            out[-1] = dataclasses.replace(out[-1], continuous=_still(out[-1].continuous))
            continue
        if out and isinstance(out[-1], SpellAbility) and out[-1].continuous and isinstance(out[-1].continuous[-1], ZoneKeywordGrant) and _lasting(s, card, grants := list(out[-1].continuous)):
            out[-1] = dataclasses.replace(out[-1], continuous=tuple(grants))  # grants12: the cost of a keyword granted (601.3)
            continue
        prohibition = _read_as(s, "permit_sentence", ProhibitionThisTurn, card)
        if prohibition is not None:  # resolved12: "Your opponents can't cast spells this turn." (611.2a, 601.3)
            out.append(SpellAbility(s, None, targets, prohibits=(prohibition,)))
            continue
        made = _created_effects(s, card)
        if made:  # "Until end of turn, whenever a player taps an Island for mana, ..." (High Tide)
            out.append(SpellAbility(s, None, targets, creates=tuple(made)))
            continue
        got_kept = _read_as(s, "pool_sentence", UnspentManaKept, card)
        if got_kept is not None:  # 500.4: "Until end of turn, you don't lose this mana ..."
            out.append(SpellAbility(s, None, targets, kept=(got_kept,)))
            continue
        got = _read_with_rider(s, "mana_sentence", ManaEffect, card)
        if got is not None:
            effect, rider = got
            if rider:
                _keep(rider, card, resolving=True)
            out.append(SpellAbility(s, effect, targets))
        elif (sr := _read_as(s, "self_replacement", ReplacementEffect, card)) is not None:
            # s9: "Add {B}{B}{B}{B}{B} instead if ..." (Cabal Ritual's threshold line; 614.15): a
            # replacement of the mana the spell adds, with the sentence before when it adds it
            if out and isinstance(out[-1], SpellAbility) and out[-1].mana is not None:
                out[-1] = dataclasses.replace(out[-1], self_replacements=(*out[-1].self_replacements, sr), text=f"{out[-1].text} {s}")
            else:
                out.append(SpellAbility(s, None, targets, self_replacements=(sr,)))
        else:
            kept = _keep(s, card, resolving=not _RULE_OF_SPELL.match(s), read=tuple(t.text for t in targets if t.what is not None))
            out.append(SpellAbility(s, kept if isinstance(kept, ManaEffect) else None, targets))
    return out


_ANY_TIME_MANA = re.compile(r"^until end of turn, any time you could activate a mana ability, you may (?P<cost>[^.]+)\.?$", re.IGNORECASE)
_IF_YOU_DO_ADD = re.compile(r"^if you do, (?P<add>add\b.+)$", re.IGNORECASE)


def _player_mana(pair: Sequence[str], card: _Card) -> ManaAbility | None:
    """"Until end of turn, any time you could activate a mana ability, you may pay 1 life. If you
    do, add {C}." (Channel) as the mana ability "Pay 1 life: Add {C}." its caster has until end of
    turn (605.3a, 611.2a): the cost and the mana are read by the grammar of activated mana
    abilities. None when the two sentences are not of that shape or that ability is not a mana
    ability the grammar reads."""
    if len(pair) < 2 or (when := _ANY_TIME_MANA.match(pair[0])) is None or (did := _IF_YOU_DO_ADD.match(pair[1])) is None:
        return None
    cost_text = when.group("cost")
    line = f"{cost_text[0].upper()}{cost_text[1:]}: {did.group('add')[0].upper()}{did.group('add')[1:]}"
    probe = _Card(card.name, card.names, is_spell=False)
    try:
        got = _read_activated(_read_cost(cost_text, probe), line[line.index(":") + 1 :], line, None, probe, may_be_mana=True)
    except CardTextError:
        return None
    if not isinstance(got, ManaAbility) or probe.log.unread:
        return None
    return got


# audit24: "Planeswalkers' loyalty abilities you activate cost an additional [+1] to activate."
# (Carth the Lion): the loyalty symbol is no token of the grammar's lexer, so the sentence is read here
_LOYALTY_COST_CHANGE = re.compile(
    r"^planeswalkers['’] loyalty abilities you activate cost an additional \[(?P<sign>[+\-−–])(?P<n>\d+)\] to activate\.?$", re.IGNORECASE
)


def _loyalty_cost_change(sentence: str) -> LoyaltyRule | None:
    """audit24: a change of the loyalty cost (606.4) of the loyalty abilities of the planeswalkers
    you control ("you activate": only a planeswalker's controller activates its loyalty abilities,
    606.3): an additional [+1] makes [−3] cost [−2] and [0] cost [+1] (Carth the Lion's rulings)."""
    m = _LOYALTY_COST_CHANGE.match(sentence.strip())
    if m is None:
        return None
    n = int(m.group("n")) * (1 if m.group("sign") == "+" else -1)
    walkers = Selector(card_types=frozenset({"Planeswalker"}), who=Who.YOU, text="planeswalkers you control")
    return LoyaltyRule(walkers, cost_change=n, text=sentence.strip())


def _read_static(body: str, line: str, card: _Card) -> Ability:
    """Land-type and colour changes, granted abilities and mana replacements (a
    :class:`StaticAbility`), or a line kept as text."""
    if body.lower().startswith("as an additional cost to cast") and isinstance(optional := _read(body, "casting_sentence", card), OptionalCost):
        return optional  # among17: "you may pay {2}{R} [any number of times]" (118.8, 601.2f): like a kicker
    effects: list[StaticEffect] = []
    conditions: list[Condition] = []
    inert: list[InertSentence] = []
    unread: list[Unread] = []
    sentences = split_sentences(body, card.names)
    for si, s in enumerate(sentences):
        s = _its_antecedent(s, effects)  # audit30: "Its activated abilities ..." after "Enchanted permanent ..."
        if si > 0 and (chosen := _as_enters_you_may(s, sentences[si - 1], card)) is not None:  # counters14
            effects.append(chosen)
            continue
        effect = _read(s, "static_sentence", card) or _read(s, "replacement", card) or _read(s, "casting_sentence", card)
        if effect is None and (personal := _CONDITIONAL_PERSONAL.sub(_it_is, s)) != s:
            # types15: "As long as ~ has seven or more loyalty counters on him, he's a 7/7 Dragon God
            # creature ..." (Grand Master of Flowers): "he"/"she" for a character card is "it" (201.4b);
            # "As long as Grist isn't on the battlefield, it's ...": "it's" spelt "it is"
            effect = _read(personal, "static_sentence", card)
        effect = effect or _loyalty_cost_change(s)  # audit24: Carth the Lion (606.4)
        effect = effect or _read(s, "pool_sentence", card)  # 500.4: mana kept in the pool
        effect = effect or _read(s, "permit_sentence", card)  # permit10: 601.3, 702.8a, 702.11c, 118.9
        effect = effect or _read(s, "commander_sentence", card)  # s16: Liesa's commander tax (903.8)
        if _unbound_x(effect):  # pt10: a static ability has no cost to fix X (107.3)
            effect = None
        if isinstance(effect, tuple) and effect[:1] == ("as long as",):  # 611.3a
            items = effect[2] if isinstance(effect[2], list) else [effect[2]]
            conditions.extend([cast(Condition, effect[1])] * len(items))
            effect = effect[2]
        if isinstance(effect, list):  # one subject, several effects ("... has defender, loses all other abilities ...")
            if any(getattr(e, "duration", "") or _about_target(e) for e in effect):
                effect = None  # a duration belongs to an effect a resolving ability creates, not a static one
            else:
                effects.extend(effect)
                continue
        if isinstance(effect, SpendingRule) and effect.own_grants_only and not (
            effects and isinstance(effects[-1], GrantAbilities) and effects[-1].affected.relation is Relation.SELF
            and (effects[-1].of_permanents is not None or effects[-1].of_cards is not None)
        ):
            effect = None  # s13: "those abilities" names what the sentence before granted this permanent, or nothing read
        if isinstance(effect, translate.OtherSpending):  # "other mana": the mana the sentences before did not name
            try:
                effect = dataclasses.replace(effect.resolve([e for e in effects if isinstance(e, SpendingRule)]), text=s)
            except ValueError:
                effect = None
        if effect is None and effects and isinstance(effects[-1], ColorChange):
            effect = _same_for_spells(s, effects[-1], card)
        if effect is None and effects and isinstance(effects[-1], TypeChange) and not effects[-1].duration:
            effect = _same_types_for_spells(s, effects[-1], card)  # grants13
        if isinstance(effect, PaymentBanGrant) and not effect.duration:  # bans19: "Your life total can't change." (a static ability's own)
            effect = effect.prohibition
        if isinstance(effect, (FlashGrant, CastGrant, ZoneKeywordGrant, EntersGrant, SpellKeywordGrant, PaymentBanGrant)):  # bans19: PaymentBanGrant; grants12: a duration belongs to an effect a resolving ability creates (611.2a); counters14: EntersGrant
            effect = None
        if effect is None and effects and (granted := _granted_cost(s, effects[-1])) is not None:  # grants12: 601.3
            effects[-1] = granted
            continue
        if effect is None and effects and (entering := _cast_this_way_enters(s, effects[-1], card)) is not None:  # counters14
            effects.append(entering)
            continue
        if effect is None and effects and (amended := _limit_reduction(s, effects[-1])) is not None:
            effects[-1] = amended
            continue
        if effect is None and effects and (priced := _life_reduction(s, effects[-1])) is not None:  # costs14
            effects[-1] = priced
            continue
        if effect is None and effects and (ridden := _permission_rider(s, effects[-1], card)) is not None:  # costs14
            effects[-1] = ridden
            continue
        if _is_static_effect(effect) and not _about_target(effect):
            effects.append(effect)
            continue
        if _STILL.match(s.strip()) and any(isinstance(e, TypeChange) for e in effects):
            # "Enchanted land is a 2/6 white Wall creature with defender. It's still a land."
            # (205.1b): the type change before it keeps the prior types
            effects[:] = [dataclasses.replace(e, adding=True) if isinstance(e, TypeChange) else e for e in effects]
            continue
        masked = mask_quotes(s)
        if _GRANT_HINT.search(masked) and not _TRIGGER.match(s) and any(_mana_words(q) for q in quoted_parts(s)):
            raise CardTextError(card.name, s, "grants a mana ability to permanents the grammar cannot select")
        if (groups := _types_of_groups(s, card)) is not None:  # types16: "Lands you control and land cards you own ... are Deserts ..."
            effects.extend(groups)
            continue
        if (both := _you_and_permanents(s, card)) is not None:  # grants14: "You and permanents you control have hexproof."
            effects.extend(both)
            continue
        if (both_read := _split_joined_read(s, card)) is not None:  # audit30: two read clauses, one subject
            effects.extend(both_read)
            continue
        if (joined := _split_joined(s, card)) is not None:  # an inert clause joined to a consulted one
            effects.append(joined[0])
            if isinstance(joined[1], Unread):
                unread.append(joined[1])
            else:
                inert.append(joined[1])
            continue
        if (plain := _split_joined_plain(s, card)) is not None:  # grants13: the same without a pronoun
            effects.extend(plain[0])
            inert.extend(plain[1])
            continue
        if (targeted := _split_joined_targets(s, card)) is not None:  # grants14: "... and can't be the target of spells"
            effects.extend(targeted[0])
            inert.extend(targeted[1])
            continue
        kept = _keep(s, card, resolving=False)
        if isinstance(kept, InertSentence):
            inert.append(kept)
        elif isinstance(kept, Unread):
            unread.append(kept)
    effects, conditions = _unpriced_grants(effects, conditions, unread, card)  # grants12
    if conditions and (len(set(conditions)) > 1 or len(conditions) != len(effects)):
        raise CardTextError(card.name, line, "effects with different conditions in one ability")
    if effects:
        return StaticAbility(tuple(effects), text=line, condition=conditions[0] if conditions else None)
    return InertAbility(line, tuple(inert), tuple(unread))


# ---- pt10: X in a change of power and toughness (107.3) ------------------------------------------


def _unbound_x(effect: object) -> bool:
    """Whether a static ability's effect (or one of its list) changes power by an X that nothing
    defines: "+X/+X" without a where-clause is the X of a spell's or ability's costs (107.3), which a
    static ability does not have."""
    items = effect if isinstance(effect, list) else [effect]
    return any(isinstance(e, ModifyPT) and isinstance(e.per, XValue) for e in items)


# ---- pt10: level up (711.2) ----------------------------------------------------------------------

_LEVEL = re.compile(r"^LEVEL (?P<low>\d+)(?:-(?P<high>\d+)|(?P<plus>\+))$")
_PT_LINE = re.compile(r"^(?P<p>\d+)/(?P<t>\d+)$")


def _level_striations(out: list[Ability], line_at: list[str], card: _Card) -> list[Ability]:
    """A leveler's striations (711.2a-b): "LEVEL N1-N2" and the lines after it up to the next
    "LEVEL" line mean "As long as this creature has at least N1 level counters on it, but no more
    than N2, it has base power and toughness [P/T] and has [abilities]" ("LEVEL N3+": at least N3).
    The header stays an inert line; the P/T line is that base power and toughness (613.4b); each
    other ability of the striation exists only at those levels: a static ability gets the counter
    condition (611.3a), any other (a keyword, a mana ability, an activated or triggered ability) is
    granted to the creature itself under it (613.1f), so that none applies at another level (a
    Joraga Treespeaker without level counters has no "{T}: Add {G}{G}")."""
    if not any(_LEVEL.match(line.strip()) for line in line_at):
        return out
    result: list[Ability] = []
    condition: HasCounters | None = None
    me = Selector(relation=Relation.SELF, text="this creature")
    for a, line in zip(out, line_at):
        head = _LEVEL.match(line.strip())
        if head is not None:
            high = head.group("high")
            condition = HasCounters("level", at_least=int(head.group("low")), at_most=int(high) if high else None)
            result.append(a)
            continue
        if condition is None:
            result.append(a)
            continue
        pt = _PT_LINE.match(line.strip())
        if pt is not None and isinstance(a, InertAbility):
            for u in a.unread:  # read now: no longer an unread change of power
                if u in card.log.unread:
                    card.log.unread.remove(u)
            base = SetBasePT(me, int(pt.group("p")), int(pt.group("t")), text=line)
            result.append(StaticAbility((base,), text=line, condition=condition))
        else:
            result.append(_only_while(a, condition, line))
    return result


def _only_while(a: Ability, condition: Condition, line: str) -> Ability:
    """An ability the permanent has only while it has enough counters (711.2a level striations,
    702.184 station symbols) or its controller has max speed (702.179, audit39): a static ability gets the counter condition (611.3a); any other (a
    keyword, a mana ability, an activated or triggered ability) is granted to the permanent itself
    under it (613.1f), so that it is not there below the threshold; an inert one stays inert."""
    if isinstance(a, StaticAbility):
        both = condition if a.condition is None else AllOf((condition, a.condition))
        return dataclasses.replace(a, condition=both)
    if isinstance(a, InertAbility):
        return a  # nothing a mana rule consults, at any number of counters
    me = Selector(relation=Relation.SELF, text="this permanent")
    return StaticAbility((GrantAbilities(me, (a,), text=line),), text=line, condition=condition)


# ---- s16: station symbols (702.184) ---------------------------------------------------------------

_STATION = re.compile(r"^(?P<n>\d+)\+ \| (?P<body>.+)$")


def _station_striations(out: list[Ability], line_at: list[str]) -> list[Ability]:
    """A station symbol "N+ | [ability]" (Edge of Eternities, 702.184; newer than
    reference/rules.md): the permanent has the ability as long as it has N or more charge counters
    on it, as a leveler has a striation's abilities (711.2a). Uthros, Titanic Godcore with three
    charge counters has no "12+ | {U}, {T}: Add {U} for each artifact you control."; with twelve,
    it has. (A Spacecraft's "It's an artifact creature at N+" is reminder text, not read.)"""
    result: list[Ability] = []
    for a, line in zip(out, line_at):
        station = _STATION.match(line.strip())
        result.append(a if station is None else _only_while(a, HasCounters("charge", at_least=int(station.group("n"))), line))
    return result


# ---- an inert clause joined to a consulted one ---------------------------------------------------

# "Enchanted creature can't attack or block, and its activated abilities can't be activated": one
# subject, an effect no mana rule consults, then one they do, about the same object (its pronoun)
# grants13: "Enchanted permanent loses all abilities and doesn't untap during its controller's untap
# step." (Flood the Engine), "Equipped creature can't be blocked and has shroud." (Whispersilk
# Cloak): one subject, a consulted verb phrase and an inert one, in either order, without a pronoun
_JOINED_SUBJECT = re.compile(
    r"^(?P<subject>(?:enchanted|equipped|fortified|this|each|all|other)\b[^,]*?|~|(?:[A-Z][\w'-]* )?(?:creatures|[A-Z][\w'-]*) (?:you|your opponents) control) "  # grants14: "Creatures you control", "Fish you control"
    r"(?=(?:has|have|loses?|gets?|is|are|can't|can|doesn't|don't)\b)",
    re.IGNORECASE,
)
_JOINED_CONSULTED = re.compile(r"^(?:has|have|loses?|gets?|is|are|can't be sacrificed)\b", re.IGNORECASE)  # bans19: 701.21a
# grants14: "attacks each combat if able" (Hellraiser Goblin, 508.1d: a requirement of combat)
_JOINED_INERT = re.compile(r"^(?:can't|can|doesn't|don't|attacks? each combat if able|(?:attacks? or )?blocks? each combat if able)\b", re.IGNORECASE)
# what a "can't" phrase may forbid that costs and activation consult (701.21a: "can't be
# sacrificed" stops a sacrifice cost; 602.5; 601.3; 106.6): never split off as inert here
_JOINED_CONSULTED_WORDS = re.compile(r"sacrific|activat|\bcast\b|spen[dt]|\bmana\b|\btap", re.IGNORECASE)


def _joined_phrases(sentence: str) -> tuple[str, list[str]] | None:
    """A static sentence of one subject and joined verb phrases ("Equipped creature gets +2/+2,
    has haste, and can't be sacrificed."): the subject and each phrase; None for another shape."""
    text = sentence.strip().rstrip(".")
    m = _JOINED_SUBJECT.match(text)
    if m is None:
        return None
    return m.group("subject"), [p.strip() for p in re.split(r",? and |, ", text[m.end():]) if p.strip()]


def _split_joined_plain(sentence: str, card: _Card) -> tuple[list[StaticEffect], list[InertSentence]] | None:
    """grants13: a static sentence of one subject with verb phrases joined by commas and "and",
    some read (a grant, a loss of abilities, a change of power or types: 613.1d-f, 613.4c) and
    some no mana rule consults ("doesn't untap during its controller's untap step", "can't be
    blocked", "can't be sacrificed"): the read ones as the subject's own sentence, each other one
    classified by :mod:`.inert` ("Enchanted permanent loses all abilities and doesn't untap ...",
    Flood the Engine; "Equipped creature can't be blocked and has shroud.", Whispersilk Cloak;
    "Equipped creature gets +2/+2, has haste, can't attack you ..., and can't be sacrificed.",
    Assault Suit). None when a phrase is neither."""
    split = _joined_phrases(sentence)
    if split is None:
        return None
    subject, phrases = split
    consulted = [p for p in phrases if _JOINED_CONSULTED.match(p)]
    rest = [p for p in phrases if not _JOINED_CONSULTED.match(p)]
    if not consulted or not rest or not all(_JOINED_INERT.match(p) and not _JOINED_CONSULTED_WORDS.search(p) for p in rest):
        return None
    joined = consulted[0] if len(consulted) == 1 else ", ".join(consulted[:-1]) + (", and " if len(consulted) > 2 else " and ") + consulted[-1]
    got = _read(f"{subject} {joined}.", "static_sentence", card)
    items = got if isinstance(got, list) else [got]
    if not items or not all(_is_static_effect(e) and not _about_target(e) and not getattr(e, "duration", "") for e in items):
        return None
    clauses = [f"{subject} {p}." for p in rest]
    if any(inert.classify(c, card.names) is None for c in clauses):
        return None
    kept = [_keep(c, card, resolving=False) for c in clauses]
    return cast(list[StaticEffect], items), [k for k in kept if isinstance(k, InertSentence)]


# types16: "<permanents> and <spells or cards> are <types> in addition to their other types."
_GROUPS_ADDED = re.compile(r"^(?P<groups>[^,\"]+?) (?:are|is) (?P<rest>[^,\"]+? in addition to their other (?:creature )?types)\.?$", re.IGNORECASE)
_CARDS_OFF = re.compile(r"^(?P<kind>(?:[\w-]+ )*?)cards you own that aren't on the battlefield$", re.IGNORECASE)


def _types_of_groups(sentence: str, card: _Card) -> list[StaticEffect] | None:
    """types16: one type change said of two groups joined by "and" (205.1b, 613.1d: layer 4):
    "Nonland permanents you control and permanent spells you control are enchantments in addition
    to their other types." (Secret Arcade: the permanents' :class:`TypeChange` and the spells'
    :class:`SpellTypes`), "Slivers you control and nontoken creatures you control are the chosen
    type in addition to their other creature types." (two groups of permanents), "Lands you control
    and land cards you own that aren't on the battlefield are Deserts in addition to their other
    types." (Dune Chanter: the cards in the other zones, :class:`OwnedCardTypes`). The first group
    is read as the sentence's subject alone; the split is tried at each "and" until both groups
    read ("Rats and Slivers you control" is one group). None when no split reads."""
    m = _GROUPS_ADDED.match(sentence.strip())
    if m is None:
        return None
    groups, rest = m.group("groups"), m.group("rest")
    for split in re.finditer(r" and ", groups):
        first, second = groups[: split.start()], groups[split.end():]
        got = _read(f"{first} are {rest}.", "static_sentence", card)
        items = got if isinstance(got, list) else [got]
        changes = [e for e in items if isinstance(e, TypeChange)]
        if not changes or len(changes) != len(items) or any(e.duration or e.removed or _about_target(e) or not e.adding for e in changes):
            continue
        change = changes[0]
        out: list[StaticEffect] = [dataclasses.replace(e, text=sentence) for e in changes]
        if (off := _CARDS_OFF.match(second)) is not None:
            if len(changes) != 1 or change.chosen or change.choice or change.all_creature_types or change.affected.who is not Who.YOU:
                continue
            kinds = frozenset(w.capitalize() for w in off.group("kind").split())
            if not kinds <= CARD_TYPES:
                continue
            out.append(OwnedCardTypes(kinds, subtypes=change.subtypes, added_types=change.card_types, text=sentence))
            return out
        if re.search(r"\bspells\b", second, re.IGNORECASE):
            spells = _read_as(second, "spell_phrase", SpellFilter, card)
            if spells is None or len(changes) != 1 or change.affected.who is not Who.YOU:
                continue
            out.append(SpellTypes(spells, change, text=sentence))
            return out
        got2 = _read(f"{second[:1].upper()}{second[1:]} are {rest}.", "static_sentence", card)
        items2 = got2 if isinstance(got2, list) else [got2]
        if items2 and all(isinstance(e, TypeChange) and not e.duration and not _about_target(e) for e in items2):
            out.extend(dataclasses.replace(cast(TypeChange, e), text=sentence) for e in items2)
            return out
    return None


_YOU_AND = re.compile(r"^you,? (?:and )?(?P<others>(?:[^,]+, )*(?:and )?[^,]+?) have (?P<keyword>hexproof|shroud)\.?$", re.IGNORECASE)


def _you_and_permanents(sentence: str, card: _Card) -> list[StaticEffect] | None:
    """grants14: "You and permanents you control have hexproof." (I Am Untouchable), "You,
    planeswalkers you control, and other creatures you control have hexproof." (Shalai, Voice of
    Plenty): the player keyword of the ability's controller (702.11c, 702.18a: "You have
    hexproof.") and the grant to each group of permanents (613.1f), each read as its own
    sentence. None when one of them is not read."""
    m = _YOU_AND.match(sentence.strip())
    if m is None:
        return None
    keyword = m.group("keyword").lower()
    groups = [g.strip() for g in re.split(r",\s*(?:and\s+)?|\s+and\s+", m.group("others")) if g.strip()]
    player = _read(f"You have {keyword}.", "permit_sentence", card)
    if not isinstance(player, PlayerKeyword) or not groups:
        return None
    out: list[StaticEffect] = [dataclasses.replace(player, text=sentence)]
    for g in groups:
        got = _read(f"{g[:1].upper()}{g[1:]} have {keyword}.", "static_sentence", card)
        items = got if isinstance(got, list) else [got]
        if not items or not all(_is_static_effect(e) and not _about_target(e) and not getattr(e, "duration", "") for e in items):
            return None
        out.extend(cast(StaticEffect, _with_text(e, sentence)) for e in items)
    return out


_CANT_BE_TARGETED = re.compile(r"^can't be the targets? of\b", re.IGNORECASE)


def _split_joined_targets(sentence: str, card: _Card) -> tuple[list[StaticEffect], list[InertSentence]] | None:
    """grants14: a static sentence of one subject whose joined phrases include "can't be the
    target of <spells>" (115.1, 601.2c): "Enchanted creature can't be the target of spells and
    can't be enchanted by other Auras." (Anti-Magic Aura), "Enchanted creature gets +0/+2 and
    can't be the target of spells.": that phrase read as the subject's own prohibition, the others
    read together (a grant, a change of power) or classified by :mod:`.inert`. None when a part is
    neither."""
    split = _joined_phrases(sentence)
    if split is None:
        return None
    subject, phrases = split
    targeting = [p for p in phrases if _CANT_BE_TARGETED.match(p)]
    others = [p for p in phrases if not _CANT_BE_TARGETED.match(p)]
    if not targeting or not others:
        return None
    effects: list[StaticEffect] = []
    for p in targeting:
        got = _read(f"{subject} {p}.", "permit_sentence", card)
        if not isinstance(got, UntargetablePermanents):
            return None
        effects.append(dataclasses.replace(got, text=sentence))
    rest = f"{subject} " + (others[0] if len(others) == 1 else ", ".join(others[:-1]) + " and " + others[-1]) + "."
    got_rest = _read(rest, "static_sentence", card)
    items = got_rest if isinstance(got_rest, list) else [got_rest]
    if items and all(_is_static_effect(e) and not _about_target(e) and not getattr(e, "duration", "") for e in items):
        return effects + [cast(StaticEffect, _with_text(e, sentence)) for e in items], []
    if (plain := _split_joined_plain(rest, card)) is not None:
        return effects + plain[0], plain[1]
    if inert.classify(rest, card.names) is None:
        return None
    kept = _keep(rest, card, resolving=False)
    return (effects, [kept]) if isinstance(kept, InertSentence) else None


_JOINED = re.compile(
    r"^(?P<subject>(?:enchanted|equipped|fortified|target|this|that|each|all|other)\b[^,]*?|~) "
    r"(?P<inert>(?:can't|doesn't|don't|gets?|has|have|gains?|deals?|attacks?|blocks?)\b[^,]*?),? and (?P<pronoun>its|their|it|they) (?P<rest>.+?)\.?$",
    re.IGNORECASE,
)


def _its_antecedent(sentence: str, effects: Sequence[StaticEffect]) -> str:
    """audit30: in a static ability, a sentence that begins "Its" refers to the object the sentence
    before it is about: "Enchanted permanent can't attack, block, or crew Vehicles. Its activated
    abilities can't be activated unless they're mana abilities." (Intercessor's Arrest) is about the
    enchanted permanent, not the Aura (whose own name would be "this Aura"). The sentence is
    rewritten with that subject ("Enchanted permanent's activated abilities ..."); unchanged unless
    the sentence before is about the enchanted or equipped permanent."""
    if not sentence.lower().startswith("its ") or not effects:
        return sentence
    before = getattr(effects[-1], "affected", None)
    if not isinstance(before, Selector) or before.relation not in (Relation.ENCHANTED, Relation.EQUIPPED) or not before.text:
        return sentence
    subject = before.text[:1].upper() + before.text[1:]
    return f"{subject}{chr(39) if subject.lower().endswith('s') else chr(39) + 's'} {sentence[4:]}"


_JOINED_READ = re.compile(
    r"^(?P<subject>(?:enchanted|equipped|fortified|this|each|all|other)\b[^,]*?) (?P<first>can't\b.+?), and (?P<pronoun>its|their) (?P<rest>.+?)\.?$",
    re.IGNORECASE,
)


def _split_joined_read(sentence: str, card: _Card) -> list[StaticEffect] | None:
    """audit30: a static sentence of two clauses about one object, both read: "Enchanted permanent
    can't attack, block, or crew Vehicles, and its activated abilities can't be activated unless
    they're mana abilities." (Bound in Gold: 702.122a and 602.5, 605.1a) is the sentence of each
    clause with its subject. None when either clause is not read (then :func:`_split_joined` may
    find the first one inert)."""
    m = _JOINED_READ.match(sentence.strip())
    if m is None:
        return None
    subject = m.group("subject")
    first = _read(f"{subject} {m.group('first')}.", "static_sentence", card)
    if not _is_static_effect(first):
        return None
    possessive = f"{subject}{chr(39) if subject.lower().endswith('s') else chr(39) + 's'}"
    second = _read(f"{possessive} {m.group('rest')}.", "static_sentence", card)
    if not _is_static_effect(second):
        return None
    return [first, second]


def _split_joined(sentence: str, card: _Card) -> tuple[StaticEffect, InertSentence | Unread] | None:
    """A static sentence whose first clause is inert and whose second, about the same object, is
    read: "Enchanted creature can't attack or block, and its activated abilities can't be
    activated" is the layer-6 / 602.5 effect "Enchanted creature's activated abilities can't be
    activated" (read) and "Enchanted creature can't attack or block" (classified: combat). None
    when either clause is not: the whole sentence is then kept as one (unread if nothing
    classifies it)."""
    m = _JOINED.match(sentence.strip())
    if m is None:
        return None
    subject, pronoun = m.group("subject"), m.group("pronoun").lower()
    if pronoun in ("its", "their"):
        consulted = f"{subject}{chr(39) if subject.lower().endswith('s') else chr(39) + 's'} {m.group('rest')}."
    else:
        consulted = f"{subject} {m.group('rest')}."
    effect = _read(consulted, "static_sentence", card)
    if not _is_static_effect(effect):
        return None
    clause = f"{subject} {m.group('inert')}."
    if inert.classify(clause, card.names) is None:
        return None
    kept = _keep(clause, card, resolving=False)  # inert, or a change of power unread (Unread.needs)
    return (effect, kept) if isinstance(kept, (InertSentence, Unread)) else None


_FLOOR = re.compile(
    r"^this effect can't reduce (?:the mana in that cost|the cost|the amount of mana (?:this|that) spell costs|the mana (?:this|that) spell costs) "
    r"to less than (?:(?P<word>one|two|three|four|five|\d+) mana|\{(?P<sym>\d+)\})\.?$",
    re.IGNORECASE,
)
_CAP = re.compile(
    r"^this effect can't reduce the (?:amount of mana|mana|cost) (?:this|that) spell costs by more than \{(?P<sym>\d+)\}\.?$", re.IGNORECASE
)
_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
# cost10: "This effect reduces only the amount of colored mana you pay." (Bard Class, Morophon)
_COLORED_ONLY = re.compile(r"^this effect reduces only the amount of colored mana you pay\.?$", re.IGNORECASE)


_IF_YOU_DO = re.compile(r"^if you do, (?P<rest>.+)$", re.IGNORECASE)
_AS_ENTERS_MAY = re.compile(r"^as (?:this \w+|~|it) enters, you may (?P<option>[^.]+)\.?$", re.IGNORECASE)


def _as_enters_you_may(sentence: str, before: str, card: _Card) -> EntersWithCounters | None:
    """counters14: "As this creature enters, you may return a nonland permanent you control to its
    owner's hand. If you do, this creature enters with a +1/+1 counter on it." (Rescuer Sphinx):
    the counters come when the player did what the sentence before offers as the permanent enters
    (614.12, 614.1c): the enters query's ``as_enters`` says whether they did. None for any other
    sentence."""
    m = _IF_YOU_DO.match(sentence.strip())
    may = _AS_ENTERS_MAY.match(substitute_self(before.strip(), card.names))
    if m is None or may is None:
        return None
    rest = m.group("rest")
    got = _read(rest[:1].upper() + rest[1:], "casting_sentence", card)
    if not isinstance(got, EntersWithCounters) or got.affected is not None or got.condition is not None or got.if_kicked or got.if_escaped or got.choices:
        return None
    return dataclasses.replace(got, condition=AsEntersChoice(may.group("option")), text=sentence)


def _cast_this_way_enters(sentence: str, before: object, card: _Card) -> EntersWithCounters | None:
    """counters14: "You may cast this card from your graveyard. If you do, it enters with a finality
    counter on it." (Hundred-Battle Veteran), "You may cast this card from your graveyard by paying
    {W}{U}{B}{R}{G} rather than paying its mana cost. If you do, it enters with two +1/+1 counters
    on it." (Worldheart Phoenix): the card's own permission to cast it from a zone (601.3), then
    the counters its permanent enters with when it was cast from that zone (614.1c; the enters
    query's ``from``). None for any other sentence."""
    m = _IF_YOU_DO.match(sentence.strip())
    if m is None or not isinstance(before, CastPermission) or not before.spells.self_only or before.lands or not before.zones:
        return None
    rest = m.group("rest")
    got = _read(rest[:1].upper() + rest[1:], "casting_sentence", card)
    if not isinstance(got, EntersWithCounters) or got.affected is not None or got.condition is not None or got.if_kicked or got.if_escaped:
        return None
    return dataclasses.replace(got, condition=CastFrom(before.zones), text=sentence)


def _limit_reduction(sentence: str, before: object) -> CostModifier | AbilityCostModifier | None:
    """A cost reduction limited by the sentence after it (601.2f, 118.7): "This effect can't reduce
    the mana in that cost to less than one mana" (a floor), "This effect can't reduce the amount
    of mana this spell costs by more than {5}" (a cap). None when the sentence is neither or
    follows no reduction."""
    if isinstance(before, AbilityCostModifier) and not before.increase and (m := _FLOOR.match(sentence.strip())):
        n = m.group("sym") or m.group("word")  # cost10: the floor of an ability-cost reduction (602.2b)
        return dataclasses.replace(before, floor=int(n) if n.isdigit() else _NUMBER_WORDS[n.lower()])
    if not isinstance(before, CostModifier) or before.increase:
        return None
    if m := _FLOOR.match(sentence.strip()):
        n = m.group("sym") or m.group("word")
        return dataclasses.replace(before, floor=int(n) if n.isdigit() else _NUMBER_WORDS[n.lower()])
    if m := _CAP.match(sentence.strip()):
        return dataclasses.replace(before, cap=int(m.group("sym")))
    if _COLORED_ONLY.match(sentence.strip()) and any(sym.kind.value == "colored" for sym in before.amount.symbols):
        return dataclasses.replace(before, colored_only=True)  # cost10: 118.7, coloured mana only
    return None


# costs14: the sentences after "As an additional cost to cast white permanent spells, you may pay 2
# life." (the Defilers): the reduction paying brings, and its colour only
_DEFILER_REDUCTION = re.compile(r"^those spells cost (?P<sym>\{[WUBRG]\}) less to cast if you paid life this way\.?$", re.IGNORECASE)
_DEFILER_COLOR_ONLY = re.compile(r"^this effect reduces only the amount of (?P<color>white|blue|black|red|green) mana you pay\.?$", re.IGNORECASE)
_DEFILER_SYMBOL = {"white": "{W}", "blue": "{U}", "black": "{B}", "red": "{R}", "green": "{G}"}


_LIFE_INSTEAD = re.compile(
    r"^if you cast a spell this way, (?:you )?pay life equal to its mana value rather than pay(?:ing)? its mana cost\.?$", re.IGNORECASE
)
_FLASH_THIS_WAY = re.compile(r"^if you cast a spell this way, you may cast it as though it had flash\.?$", re.IGNORECASE)


def _permission_rider(sentence: str, before: object, card: "_Card | None" = None) -> CastPermission | None:
    """costs14: the sentence after a permission to cast spells that says how a spell cast with it
    is cast: "If you cast a spell this way, pay life equal to its mana value rather than pay its
    mana cost." (Bolas's Citadel; 118.9, 119.4) or "..., you may cast it as though it had flash."
    (Elsha of the Infinite; 702.8a). None otherwise."""
    if not isinstance(before, CastPermission) or before.spells.self_only or before.without_paying_mana_cost or before.instead is not None:
        return None
    text = sentence.strip()
    if not before.life_instead and _LIFE_INSTEAD.match(text):
        return dataclasses.replace(before, life_instead=True, text=f"{before.text.rstrip('.')}. {text}")
    if not before.as_flash and _FLASH_THIS_WAY.match(text):
        return dataclasses.replace(before, as_flash=True, text=f"{before.text.rstrip('.')}. {text}")
    if before.enters is None and card is not None and text.lower().startswith("if you cast a") and isinstance(grant := _read(text, "static_sentence", card), EntersGrant):
        # enters16: "If you cast a spell this way, that creature enters with ..." (601.3, 614.1c):
        # counters only on a spell that is a creature (the permission's, or the sentence's kind)
        creature = "Creature" in before.spells.card_types or (grant.next_spell is not None and "Creature" in grant.next_spell.card_types)
        if grant.next_spell is None or grant.entering is not None and not creature:
            return None
        return dataclasses.replace(before, enters=grant, text=f"{before.text.rstrip('.')}. {text}")
    return None


def _life_reduction(sentence: str, before: object) -> SpellsOptionalLife | None:
    """costs14: "Those spells cost {W} less to cast if you paid life this way." after "As an
    additional cost to cast white permanent spells, you may pay 2 life." (601.2f: the reduction
    applies to a spell for which the life was paid), and "This effect reduces only the amount of
    white mana you pay." after that (118.7: the reduction takes off no generic mana). None when
    the sentence is neither or does not follow its sentence."""
    if not isinstance(before, SpellsOptionalLife):
        return None
    text = sentence.strip()
    if before.reduction is None and (m := _DEFILER_REDUCTION.match(text)):
        return dataclasses.replace(before, reduction=ManaCost.parse(m.group("sym").upper()), text=f"{before.text} {sentence}")
    if before.reduction is not None and not before.colored_only and (m := _DEFILER_COLOR_ONLY.match(text)):
        if str(before.reduction) != _DEFILER_SYMBOL[m.group("color").lower()]:
            return None
        return dataclasses.replace(before, colored_only=True, text=f"{before.text} {sentence}")
    return None


_SAME_FOR = re.compile(
    r"^the same is true for (?P<spells>.+?)(?: and (?:[\w-]+ )*cards you own that aren't on the battlefield)?\.?$", re.IGNORECASE
)


def _same_for_spells(sentence: str, before: ColorChange, card: _Card) -> SpellColors | None:
    """"The same is true for spells you control [and nonland cards you own that aren't on the
    battlefield]" after a colour change (Celestial Dawn, 105.3): those spells are its colours."""
    m = _SAME_FOR.match(sentence)
    if m is None:
        return None
    spells = _read_as(m.group("spells"), "spell_phrase", SpellFilter, card)
    return SpellColors(spells, before.colors, text=sentence) if spells is not None else None


def _same_types_for_spells(sentence: str, before: TypeChange, card: _Card) -> SpellTypes | None:
    """grants13: "The same is true for creature spells you control [and creature cards you own
    that aren't on the battlefield]" after a type change (Biotransference, Maskwood Nexus, 205.1,
    613.1d): those spells get its types. A change that removes types or is not about the
    permanents of its controller is not one of these."""
    if before.removed or before.affected.relation not in (Relation.NONE, Relation.OTHER) or before.affected.who is not Who.YOU:
        return None
    m = _SAME_FOR.match(sentence)
    if m is None:
        return None
    spells = _read_as(m.group("spells"), "spell_phrase", SpellFilter, card)
    return SpellTypes(spells, before, text=sentence) if spells is not None else None


# ---- every sentence read, classified, or left unread -------------------------------------------


_GETS_EMBLEM = re.compile(r"(?i)\bget an emblem\b")


def _keep(sentence: str, card: _Card, *, resolving: bool, read: tuple[str, ...] = ()) -> ManaEffect | InertSentence | Unread | None:
    """A sentence no ability holds as data: its mana words must be read exactly (the first mana
    clause read is returned; CardTextError otherwise), and a sentence without any is classified by
    :func:`.inert.classify` — inert with the reason of a rule, or noted as unread on the card
    (returned too). Quoted abilities inside it are read in full either way.

    ``resolving``: the sentence is part of the effect of an activated or triggered ability or of
    a spell (608.2), which does something only when it resolves; left unread, it is noted with its
    ability, so that only a question about a game in which that ability has resolved (611.2a:
    ``resolved_this_turn``) needs it. A static ability's sentence (and one in quotation marks)
    applies whenever its object is there.

    ``read``: phrases of the sentence already read into data (costs11: a spell's target phrases,
    whose qualities the cast query consults, 601.2c), left out of the classification: "Destroy
    target creature with defender." is inert for what it does, its target read."""
    got = inert.classify(_without(sentence, read), card.names, previous=card.log.kept[-1] if card.log.kept else None)
    if got is not None and got.text != sentence:
        got = dataclasses.replace(got, text=sentence)
    # the abilities in quotation marks of a token an effect creates are the token's (111.4): their
    # mana is read exactly like any other, and a sentence of theirs nothing reads is the token's,
    # a new object a scenario gives its own card, not this card's
    of_token = card.of_token or (got is not None and got.reason == "tokens and new objects")
    mana = _check_mana_text(sentence, dataclasses.replace(card, of_token=of_token) if of_token != card.of_token else card)
    if _mana_words(sentence):
        return mana
    card.log.kept.append(sentence)
    if got is None and card.of_token:
        got = InertSentence(sentence, "tokens and new objects")
    if got is None and resolving and not card.quoted and inert.cast_while_resolving(sentence):
        got = InertSentence(sentence, inert.CAST_WHILE_RESOLVING)  # among17: 608.2c, 601.2
    if got is None:
        ability = _RESOLVING if resolving and not card.quoted else None
        # s16: "You get an emblem with ..." that the mana rules consult (audit30): the emblem is the
        # scenario's to give (the key emblems, 114), which the error says
        why = "an emblem whose ability the mana rules consult: give the emblem with the scenario key emblems (114) rather than list this ability as resolved" if _GETS_EMBLEM.search(sentence) else "no rule of the grammar reads or classifies this sentence"
        unread = Unread(sentence, why, ability)
        card.log.add(unread)
        return unread
    # manatail14: a token's own abilities in quotation marks are the token's (111.4), a new object
    # a scenario gives its own card: its "This token gets +1/+1 ..." changes no power of this card's
    # cov17: so are an emblem's (114: no scenario's board holds an emblem, so what its quoted
    # abilities change is never in any question: Tezzeret the Schemer's "... base power and toughness 5/5")
    if inert.CHANGES_POWER.search((mask_quotes(sentence) if got.reason in ("tokens and new objects", "emblems") else sentence).lower()):
        # pt10: whatever else it does ("Equipped creature gets +X/+X", classified "attachment";
        # "... gets +2/+2 and attacks each combat if able", "combat"), a change of power is not inert.
        # 613.4 (layer 7): a change of power or toughness the grammar did not read is not inert:
        # the amounts and conditions that read power consult it (208.1); it is needed only where
        # one of them is in the game (Unread.needs)
        ability = _RESOLVING if resolving and not card.quoted else None
        unread = Unread(sentence, "a change of power or toughness the grammar does not read", ability, needs=POWER_AND_TOUGHNESS)
        card.log.add(unread)
        return unread
    card.log.add(got)
    return got


def _without(sentence: str, phrases: tuple[str, ...]) -> str:
    """costs11: ``sentence`` with each of ``phrases`` (read into data elsewhere) written as the bare
    word "target" (once each, where it stands)."""
    for phrase in phrases:
        if phrase.lower().startswith("target "):
            sentence = sentence.replace(phrase, phrase[:6], 1)
    return sentence


# ---- never drop mana text silently ------------------------------------------------------------


def _mana_words(sentence: str) -> list[int]:
    """Where a sentence (outside quotation marks) adds mana, changes the mana produced or asks what
    could be produced. "produce" in a sentence about spending mana is not producing."""
    masked = mask_quotes(sentence)
    # "add" adds mana when mana follows it ("Roll a d20 and add the number of ..." does not)
    found = [m.start() for m in ADD_WORD.finditer(masked) if _MANA_FOLLOWS.search(masked[m.start():])]
    if not SPEND_WORD.search(masked):
        # "using mana produced by ~" says where spent mana came from, not what is produced;
        # "produced" (past) is mana already made ("the mana that land produced", C.A.M.P.), and
        # "could produce" asks what could be made (106.7): as a condition ("lands that could produce
        # {C}", Obsidian Charmaw, Break the Ice, Mana Web) it makes nothing; as a palette it is
        # inside an "add" clause, whose "add" is checked
        for m in PRODUCE_WORD.finditer(masked):
            word = masked[m.start(): m.end()].lower()
            if word == "produced" or masked[max(0, m.start() - 6): m.start()].lower() == "could ":
                continue
            found.append(m.start())
    return sorted(found)


def _check_mana_text(sentence: str, card: _Card) -> ManaEffect | None:
    """Make sure every mana word of a sentence that is kept as text is part of a phrase the grammar
    reads (an "add" clause, a replacement clause); raise CardTextError naming the card and the
    sentence otherwise. Quoted abilities are read in full. Returns the first mana clause read."""
    for quoted in quoted_parts(sentence):
        _quoted_reader(card)(quoted)
    words = _mana_words(sentence)
    if not words:
        return None
    covered: list[tuple[int, int]] = []
    first: ManaEffect | None = None
    for start in ("mana_sentence", "replacement", "tap_trigger", "static_sentence", "self_replacement"):
        whole = _read(sentence, start, card)
        if whole is not None:
            covered.append((0, len(sentence)))
            if isinstance(whole, ManaEffect):
                first = whole
            break
    else:
        # cov17: a trigger's effect of several sentences that is one mana instruction ("Whenever chaos
        # ensues, choose a color. Add an amount of mana of that color equal to your devotion to that
        # color.": Nyx; 603.1): the effect after the trigger condition, read whole
        trigger = _TRIGGER_HEAD.match(mask_quotes(sentence))
        if trigger is not None and isinstance(got := _read(sentence[trigger.end():], "mana_sentence", card), ManaEffect):
            covered.append((0, len(sentence)))
            first = got
    # "whenever ... for mana, ... add(s) ...": a triggered mana ability (605.1b) must be read as
    # one; reading only its "add" clause would drop the trigger
    for m in _WHENEVER.finditer(mask_quotes(sentence)):
        pos = m.start()
        clause = sentence[pos:]
        if any(a <= pos < b for a, b in covered) or not (_TAP_TRIGGER_HINT.match(clause) and ADD_WORD.search(mask_quotes(clause))):
            continue
        for head, _rider in head_and_riders(clause):
            if isinstance(_read(head, "tap_trigger", card), TriggeredManaAbility):
                covered.append((pos, pos + len(head)))
                break
        else:
            raise CardTextError(card.name, sentence, "a triggered mana ability the grammar cannot read")
    starts = [m.start() for m in ADD_WORD.finditer(mask_quotes(sentence))]
    for pos in starts:
        if any(a <= pos < b for a, b in covered):
            continue
        for head, _rider in head_and_riders(sentence[pos:]):
            got = _read(head, "mana_clause", card)
            if got is not None:
                effect, _optional = cast(tuple[ManaEffect, bool], got)
                try:
                    effect = translate.check_resolved(effect)
                except ValueError:
                    continue
                covered.append((pos, pos + len(head)))
                first = first or effect
                break
    for m in _CLAUSE_START.finditer(mask_quotes(sentence)):
        pos = m.start()
        if any(a <= pos < b for a, b in covered):
            continue
        for head, _rider in head_and_riders(sentence[pos:]):
            if isinstance(_read(head, "replacement", card), ReplacementEffect):
                covered.append((pos, pos + len(head)))
                break
    for w in words:
        if not any(a <= w < b for a, b in covered):
            raise CardTextError(card.name, sentence, "mana text the grammar cannot read")
    return first


# ---- enters10: Equip, an activated ability (702.6a) ---------------------------------------------

_EQUIP = re.compile(r"^Equip(?P<quality>(?: [a-z][a-z\-]*)*)\s+(?P<cost>(?:\{[^{}]+\})+)(?:\s*\.\s*(?P<rest>\S.*)|\s*\.?\s*)$")


_KEYWORD_THEN_ACTIVATE = re.compile(r"^(?P<keyword>[^.]+)\.\s+(?P<rest>activate (?:only|no more)\b.+)$", re.IGNORECASE)


def _restricted_keyword(line: str, card: _Card) -> Ability | None:
    """counters14: "Crew 1. Activate only once each turn." (Luxurious Locomotive): a keyword that
    means an activated ability (crew 702.122a, saddle, outlast, level up, fortify:
    :func:`~.keywords.activated_definition`), then restrictions of that ability (602.5b) on its
    line, read as the one activated ability. None for any other line."""
    m = _KEYWORD_THEN_ACTIVATE.match(line.strip())
    if m is None:
        return None
    keywords = _keyword_line(m.group("keyword"))
    if not keywords or len(keywords) != 1 or not isinstance(keywords[0], Keyword):
        return None
    activated = activated_definition(keywords[0])
    if activated is None:
        return None
    cost_text, effect, _rule = activated
    return _tapping_keyword(_read_activated(_read_cost(cost_text, card), f"{effect} {m.group('rest')}", line, None, card, may_be_mana=False), keywords[0])


def _equip_line(line: str, card: _Card) -> Ability | None:
    """"Equip {2}", "Equip legendary creature {3}", "Equip {3}. This ability costs {1} less to
    activate for each other Equipment you control.": 702.6a, "Equip [cost]" means "[Cost]: Attach
    this permanent to target creature you control. Activate only as a sorcery." — read as that
    activated ability (its cost, its sorcery timing, the sentences that follow on its line: cost
    changes 602.2b, restrictions 602.5b), so that can_activate judges it like any other. None
    when the line is not an Equip line with a mana cost ("Equip—Pay 3 life" stays a keyword)."""
    m = _EQUIP.match(line.strip())
    if m is None:
        return None
    quality = m.group("quality").strip()
    if quality and quality.lower() != "legendary creature":
        return None  # only the worded variant of 702.6a the corpus prints besides the plain one
    cost = _read_cost(m.group("cost"), card)
    target = f"target {quality or 'creature'} you control"
    effect = f"Attach this permanent to {target}. Activate only as a sorcery. {m.group('rest') or ''}".strip()
    got = _read_activated(cost, effect, line, None, card, may_be_mana=False)
    return dataclasses.replace(got, keyword="equip") if isinstance(got, ActivatedAbility) else got  # costs15: an equip ability (602.2b)


def _craft_line(line: str, card: _Card) -> Ability | None:
    """keys15: "Craft with [materials] [cost]" (702.167a) means "[Cost], Exile this permanent,
    Exile [materials] from among permanents you control and/or cards in your graveyard: Return
    this card to the battlefield transformed under its owner's control. Activate only as a
    sorcery." — read as that activated ability (its mana, the permanent exiled, the materials as
    :class:`~model.costs.ExileMaterials`), so that can_activate judges it like any other. None when
    the line is not a Craft line; a Craft line whose materials are not read refuses the card."""
    m = CRAFT.match(line.strip())
    if m is None:
        return None
    materials = craft_materials(m.group("materials"))
    if materials is None:
        raise CardTextError(card.name, line, f"the craft materials “{m.group('materials')}” are not ones this library reads (702.167a)")
    mana = _read_cost(m.group("cost"), card)
    cost = ActivationCost((*mana.parts, ExileOther(SELF, 1, text="Exile this permanent"), materials))
    effect = "Return this card to the battlefield transformed under its owner's control. Activate only as a sorcery."
    return _read_activated(cost, effect, line, None, card, may_be_mana=False)


# ---- anaph10: sentences that continue the ability's earlier sentences -------------------------

_CONTRACTED = re.compile(r"^(?P<subject>it|they)(?P<verb>'s|'re|’s|’re)\s", re.IGNORECASE)  # never a possessive ("that creature's")


_THEN = re.compile(r"^then,?\s+(?=\S)", re.IGNORECASE)
_THOSE_SUBJECT = re.compile(
    r"^(?:each of (?:those|these) [a-z]+s|(?:those|these) [a-z]+s|each of them|they each)\s+(?P<verb>is|are|becomes?|gains?|has|have|gets?|loses?)\b",
    re.IGNORECASE,
)
_PLURAL_VERB = {"is": "are", "becomes": "become", "gains": "gain", "has": "have", "gets": "get", "loses": "lose"}


_CONDITIONAL_PERSONAL = re.compile(r"^((?:during your turn, )?as long as [^,]+, )(?:he|she|it)(?:(?P<s>['’]s)|(?=\s))", re.IGNORECASE)
"""types15: the subject "he"/"she" (201.4b: a character card's pronoun) or "it's" after a leading
"As long as ...,": the same sentence with "it" / "it is"."""


def _it_is(m: re.Match[str]) -> str:
    return m.group(1) + ("it is" if m.group("s") else "it")

_PERSONAL_SUBJECT = re.compile(r"(^|^until your next turn, |^until end of turn, )(?:he|she)\b(?=(?:'s)? )", re.IGNORECASE)


def _restated(sentence: str) -> str:
    """becomes13: a resolving sentence in the words the grammar reads, its meaning unchanged.

    "Then you may have it become a 0/0 Elemental creature until end of turn." (Crawling Barrens):
    "then" only orders the ability's instructions (608.2c), so the sentence is read without it.
    "Those lands become 4/4 Elemental creatures" (Nissa, Worldwaker), "Each of those lands is an
    8/8 green Elemental creature ..." (Liege of the Tangle), "They each become ...": a subject that
    refers back to the objects the ability's earlier instructions named (608.2c, 611.2c) is the
    pronoun "They" (made definite by :func:`_refer`), with its verb in the plural; "each" only says
    the effect applies to every one of them, as it does to every object of "they"."""
    s = _THEN.sub("", sentence.strip())
    s = s[:1].upper() + s[1:]
    # manatail14: "Until your next turn, he becomes a land and gains ..." (Hydro-Man, Fluid Felon),
    # "She gains ...": Oracle text calls a character card "he" or "she" (201.4b, as "it")
    s = _PERSONAL_SUBJECT.sub(lambda m: m.group(1) + ("It" if m.group(1) == "" else "it"), s)
    m = _THOSE_SUBJECT.match(s)
    if m is not None:
        verb = m.group("verb").lower()
        s = f"They {_PLURAL_VERB.get(verb, verb)}{s[m.end():]}"
    return s


def _uncontracted(sentence: str) -> str:
    """"It's an enchantment." as "It is an enchantment.", "They're 2/2 Cyberman artifact
    creatures." as "They are ...": the grammar's "is"/"are" for a pronoun subject's contraction
    (the same sentence; only the spelling of its verb differs)."""
    m = _CONTRACTED.match(sentence.strip())
    if m is None:
        return sentence
    verb = " is " if m.group("verb")[-1].lower() == "s" else " are "
    return m.group("subject") + verb + sentence.strip()[m.end():]


def _with_text(e: object, text: str) -> object:
    """``e`` (a read effect) keeping the card's own words as its text."""
    if dataclasses.is_dataclass(e) and not isinstance(e, type) and any(f.name == "text" for f in dataclasses.fields(e)):
        return dataclasses.replace(e, text=text)
    return e


def _activated_mode(text: str, line: str, card: _Card) -> Ability:
    """A "•" mode of a modal activated ability (700.2) whose effect lasts ("Target creature
    becomes a Coward until end of turn", "Tap target permanent. Its activated abilities can't be
    activated this turn."): numbered as its own line like a mode of a triggered ability, it is an
    :class:`~model.abilities.ActivatedMode` (not itself activated: the modal ability above it is), so that
    resolved_this_turn can say the ability resolved with this mode chosen and its effects are in
    force (611.2a). A mode that creates no lasting effect stays text, as before."""
    continuous, inert_kept = _mode_effects(text, card)
    if continuous:
        return ActivatedMode(line, text, continuous)
    return InertAbility(line, inert_kept)


def _mode_effects(text: str, card: _Card) -> tuple[tuple[ContinuousEffect, ...], tuple[InertSentence, ...]]:
    """The effects a "•" mode of a triggered or activated ability creates for a duration (611.2a),
    and its sentences classified inert (the others are noted unread, 608.2)."""
    continuous: list[ContinuousEffect] = []
    inert_kept: list[InertSentence] = []
    sentences = split_sentences(text, card.names)
    for k, s in enumerate(sentences):
        if _lasting(s, card, continuous, before=" ".join(sentences[:k])):
            continue
        if isinstance(got := _keep(s, card, resolving=True), InertSentence):
            inert_kept.append(got)
    return tuple(continuous), tuple(inert_kept)


_CHOOSE_TYPE = re.compile(r"\bchoose an? (?P<kind>basic land|creature) type(?: other than (?P<other>[A-Z][\w-]*))?\.", re.IGNORECASE)


def _that_type(e: ContinuousEffect, before: str) -> ContinuousEffect | None:
    """"becomes that type" made definite by the "Choose a basic land type." / "Choose a creature
    type [other than Wall]." instruction before it in the same ability (608.2c-d: the type chosen
    as it resolved, the resolution's ``chosen``); None (unread) when no such instruction comes
    before it. Any other effect is returned as it is."""
    if not isinstance(e, TypeChange) or e.choice != THAT_TYPE:
        return e
    found = list(_CHOOSE_TYPE.finditer(mask_quotes(before)))
    if not found:
        return None
    m = found[-1]
    if m.group("kind").lower() == "basic land":
        return dataclasses.replace(e, choice="")  # 305.7: the land types are set (vp_chosen_land_type's reading)
    other = frozenset({m.group("other")}) if m.group("other") else frozenset()
    return dataclasses.replace(e, choice=CREATURE_TYPE_CHOICE, excluded=other)


# "Until your next turn, it can't attack or block, and its activated abilities can't be
# activated." (Linvala), "target creature can't attack or block and its activated abilities can't
# be activated": an inert clause, then the consulted one about the same object (its pronoun)
_JOINED_LASTING = re.compile(
    r"^(?P<duration>until [^,]+,\s*)?(?P<subject>it|they|that \w+|(?:up to one )?target [^,]+?) (?P<inert>(?:can't|doesn't|don't)\b[^,]*?),? "
    r"and (?P<pronoun>its|their) (?P<rest>activated abilities can't be activated\b[^.]*?)\.?$",
    re.IGNORECASE,
)


def _lasting_joined(sentence: str, card: _Card, into: list[ContinuousEffect], *, before: str) -> bool:
    """A resolving sentence whose first clause no mana rule consults and whose second, about the
    same object, is a lasting effect (:func:`_lasting`): the second is read (with the subject of
    the first as what its pronoun refers to, 608.2c), the first classified by :mod:`.inert`. False
    (nothing noted) when either is not."""
    m = _JOINED_LASTING.match(sentence.strip())
    if m is None:
        return False
    clause = f"{m.group('subject')} {m.group('inert')}."
    pronoun = m.group("pronoun")
    consulted = f"{m.group('duration') or ''}{pronoun} {m.group('rest')}."
    consulted = consulted[:1].upper() + consulted[1:]
    return _lasting_and_inert_clause(sentence, consulted, clause, card, into, before=f"{before} {clause}")


def _lasting_and_inert_clause(sentence: str, lasting: str, clause: str, card: _Card, into: list[ContinuousEffect], *, before: str) -> bool:
    """One resolving sentence split in a lasting effect (read by :func:`_lasting`, 611.2a) and a
    clause no mana rule consults (classified by :mod:`.inert`): both or nothing is noted."""
    if inert.classify(clause, card.names) is None:
        return False
    got: list[ContinuousEffect] = []
    if not _lasting(lasting, card, got, before=before):
        return False
    if not isinstance(_keep(clause, card, resolving=True), InertSentence):
        return False
    into.extend(dataclasses.replace(e, text=sentence) for e in got)
    return True


# grants13, becomes13: "<subject> gains shroud until end of turn and doesn't untap during your
# next untap step." (Homarid Warrior), "This artifact becomes a 2/2 blue and black Horror artifact
# creature until end of turn and can't be blocked this turn." (Dimir Keyrune), "it gains haste until
# end of turn and you draw two cards." (Tyvar Kell): a lasting effect, then a clause of the same
# subject (or of another) that no mana rule consults
_LASTING_AND_INERT = re.compile(
    r"^(?P<left>.+?\b(?:until end of turn|until end of combat|until your next turn|this turn)),? and "
    r"(?P<right>(?!(?:gains?|gets?|has|have|loses?|becomes?|is|are)\b)[^.;]+?)\.?$",
    re.IGNORECASE,
)
_CLAUSE_SUBJECT = re.compile(r"^(?:you|it|they|that|each|target|its|their|creatures|players?|an? )\b", re.IGNORECASE)


def _lasting_then_inert(sentence: str, card: _Card, into: list[ContinuousEffect], *, before: str) -> bool:
    """A resolving sentence whose first clause is a lasting effect with its own duration and whose
    second no mana rule consults ("... until end of turn and can't be blocked this turn", "... and
    doesn't untap during your next untap step", "... and you draw two cards"): the first is read
    (:func:`_lasting`, 611.2a), the second (its subject the first's, written "It" when it has
    none) classified by :mod:`.inert`. A second clause that gains, gets, loses or becomes
    something is never split off (it may share the first's duration), nor one with a word a cost
    may depend on ("and can't be sacrificed", 701.21a). False (nothing noted) when either is not."""
    m = _LASTING_AND_INERT.match(sentence.strip())
    if m is None:
        return False
    right = m.group("right").strip()
    if _JOINED_CONSULTED_WORDS.search(right):
        return False
    clause = (right if _CLAUSE_SUBJECT.match(right) else f"It {right}") + "."
    clause = clause[:1].upper() + clause[1:]
    return _lasting_and_inert_clause(sentence, m.group("left") + ".", clause, card, into, before=before)


# bans19: "Until your next turn, your life total can't change and you gain protection from
# everything." (Teferi's Protection), "Until end of turn, your life total can't change, and
# permanents you control gain hexproof and indestructible." (Flare of Fortitude): one duration
# first, then two clauses, each with its own subject
_DURATION_FIRST_PAIR = re.compile(
    r"^(?P<dur>until end of turn|until your next turn|this turn), (?P<left>[^,]+?),? and (?P<right>[^.;,]+?)\.?$", re.IGNORECASE,
)


def _duration_first_pair(sentence: str, card: _Card, into: list[ContinuousEffect], *, before: str) -> bool:
    """bans19: a resolving sentence of one leading duration and two clauses joined by "and", each
    with its own subject: the first a lasting effect (611.2a), the second another lasting effect of
    the same duration or a clause no mana rule consults (classified by :mod:`.inert`). Both or
    nothing is noted."""
    m = _DURATION_FIRST_PAIR.match(sentence.strip())
    if m is None or not _CLAUSE_SUBJECT.match(m.group("right")) and not m.group("right").lower().startswith("permanents"):
        return False
    dur, left, right = m.group("dur"), m.group("left"), m.group("right")
    got: list[ContinuousEffect] = []
    if not _lasting(f"{dur}, {left}.", card, got, before=before):
        return False
    if not _lasting(f"{dur}, {right}.", card, got, before=before):
        clause = right[:1].upper() + right[1:] + "."
        if _JOINED_CONSULTED_WORDS.search(right) or inert.classify(clause, card.names) is None or not isinstance(_keep(clause, card, resolving=True), InertSentence):
            return False
    into.extend(dataclasses.replace(e, text=sentence) for e in got)
    return True


# cov17: "Create a 2/2 colorless Robot artifact creature token, then creatures you control get +1/+0
# and gain haste until end of turn." (Kavaron, Memorial World): an instruction no mana rule consults,
# then a lasting effect (608.2c: in that order; 611.2c: the creatures then, the token among them)
_INERT_THEN_LASTING = re.compile(r"^(?P<left>[^\"]+?), then (?P<right>[^\"]+?\b(?:until end of turn|until your next turn|this turn)\.?)$", re.IGNORECASE)


def _inert_then_lasting(sentence: str, card: _Card, into: list[ContinuousEffect], *, before: str) -> bool:
    """cov17: a resolving sentence "<instruction>, then <lasting effect>": the first classified by
    :mod:`.inert`, the second read by :func:`_lasting` (611.2a), its subject read after the first
    (608.2c); both or nothing is noted."""
    m = _INERT_THEN_LASTING.match(sentence.strip())
    if m is None:
        return False
    left, right = m.group("left").strip(), m.group("right").strip()
    lasting = right[:1].upper() + right[1:]
    return _lasting_and_inert_clause(sentence, lasting if lasting.endswith(".") else lasting + ".", left + ".", card, into, before=f"{before} {left}.".strip())


# cov17: "This creature and another target creature each get +1/+0 until end of turn." (Deadly
# Dancer): one effect said of two subjects, each read alone with the verb made singular (611.2a)
_LASTING_EACH = re.compile(r"^(?P<a>[^,\"]+?) and (?P<b>[^,\"]+?) each (?P<verb>get|gain|lose|become) (?P<rest>[^\"]+?)\.?$", re.IGNORECASE)


def _lasting_each(sentence: str, card: _Card, into: list[ContinuousEffect], *, before: str) -> bool:
    """cov17: "<subject> and <subject> each get/gain/lose/become ..." (Deadly Dancer): the effect of
    each subject read alone (:func:`_lasting`); both or nothing is noted."""
    m = _LASTING_EACH.match(sentence.strip())
    if m is None:
        return False
    verb = m.group("verb").lower() + "s"
    got: list[ContinuousEffect] = []
    for subject in (m.group("a"), m.group("b")):
        part = f"{subject[:1].upper()}{subject[1:]} {verb} {m.group('rest')}."
        if not _lasting(part, card, got, before=before):
            return False
    into.extend(dataclasses.replace(e, text=sentence) for e in got)
    return True


# cov17: "Up to X target creatures you control get +1/+0 and gain indestructible until end of turn,
# where X is the number of Bobbleheads you control as you activate this ability." (Endurance
# Bobblehead): X only says how many could be targeted (601.2c, 602.2b), and the effect is on every
# creature the ability targeted (the scenario's resolution names them, 115.1)
_UP_TO_X = re.compile(r"^(?P<head>up to x target [^,\"]+?),? where x is [^.\"]+?\.?$", re.IGNORECASE)


def _lasting_up_to_x(sentence: str, card: _Card, into: list[ContinuousEffect], *, before: str) -> bool:
    """cov17: a lasting effect on "up to X target ...", X defined by a where-clause that counts
    only the targets: read without the clause (:func:`_lasting`); not when X is used elsewhere
    ("gets +X/+0")."""
    m = _UP_TO_X.match(sentence.strip())
    if m is None or re.search(r"\bx\b", m.group("head")[len("up to x"):], re.IGNORECASE):
        return False
    got: list[ContinuousEffect] = []
    if not _lasting(m.group("head") + ".", card, got, before=before):
        return False
    into.extend(dataclasses.replace(e, text=sentence) for e in got)
    return True


_LASTING_PAIR = re.compile(
    r"^(?P<duration>until [^,]+,\s*)(?P<first>[^,]+?) and (?P<second>(?:all|each|other|target|nonland|creatures|lands|permanents)\b[^,]+?)\.?$",
    re.IGNORECASE,
)


def _lasting_pair(sentence: str, card: _Card, into: list[ContinuousEffect], *, before: str) -> bool:
    """becomes13: two lasting effects with their own subjects under one leading duration ("Until
    end of turn, all creatures become black and all lands become Swamps.": Nightcreep; 611.2a):
    each read with the duration. False (nothing noted) unless both are."""
    m = _LASTING_PAIR.match(sentence.strip())
    if m is None:
        return False
    got: list[ContinuousEffect] = []
    for part in (m.group("first"), m.group("second")):
        if not _lasting(f"{m.group('duration')}{part}.", card, got, before=before):
            return False
    into.extend(dataclasses.replace(e, text=sentence) for e in got)
    return True


# ---- grants12: a zone keyword granted to cards, and the sentence that says what it costs ---------

_GRANTED_COST = re.compile(
    r"^(?:the|its) (?P<keyword>[a-z-]+) cost is equal to (?:its|that card's|the card's) mana cost(?: plus (?P<plus>[^.]+?))?\.?$", re.IGNORECASE
)


def _granted_cost(sentence: str, before: object) -> GrantedZoneKeyword | GrantedOptionalCost | None:
    """The grant before ``sentence`` with the cost ``sentence`` gives its keyword: "Each instant and
    sorcery card in your graveyard has flashback. The flashback cost is equal to that card's mana
    cost." (601.3, 702.34a), "... has escape. The escape cost is equal to the card's mana cost plus
    exile three other cards from your graveyard." (702.138a). None when ``sentence`` is not the
    cost of the keyword just granted."""
    if not isinstance(before, (GrantedZoneKeyword, GrantedOptionalCost)) or before.template is not None:
        return None
    m = _GRANTED_COST.match(sentence.strip())
    if m is None or m.group("keyword").lower() != before.keyword:
        return None
    if isinstance(before, GrantedOptionalCost):  # "The replicate cost is equal to its mana cost." (702.56a)
        if m.group("plus"):
            return None
        low = before.keyword
        optional = OptionalCost(low.capitalize(), ManaCost(), OPTIONAL_COST_RULES[low], text=sentence.strip(), repeatable=low in REPEATABLE_COSTS)
        return dataclasses.replace(before, template=optional, text=f"{before.text.rstrip('.')}. {sentence.strip()}")
    template = granted_zone_keyword(before.keyword, m.group("plus") or "", sentence.strip())
    if template is None:
        return None
    return dataclasses.replace(before, template=template, text=f"{before.text.rstrip('.')}. {sentence.strip()}")


def _unpriced_grants(
    effects: list[StaticEffect], conditions: list[Condition], unread: list[Unread], card: _Card
) -> tuple[list[StaticEffect], list[Condition]]:
    """The effects without a granted keyword whose cost no sentence gave (such a grant can't be
    weighed: its sentence is noted unread), and the conditions that go with those kept."""
    kept = [e for e in effects if not (isinstance(e, (GrantedZoneKeyword, GrantedOptionalCost)) and e.template is None)]
    for e in effects:
        if isinstance(e, (GrantedZoneKeyword, GrantedOptionalCost)) and e.template is None:
            note = Unread(e.text, "a keyword granted to cards without a sentence that says what it costs", None)
            card.log.add(note)
            unread.append(note)
    return kept, conditions[: len(kept)] if len(kept) != len(effects) else conditions
# ---- costs12: a keyword whose cost has {X}, then "X can't be 0." on the same line (107.3) ------

_KEYWORD_THEN_X = re.compile(r"^(?P<kw>[^.]*\{X\}[^.]*)\.\s+(?P<rule>X can't be 0\.)$", re.IGNORECASE)


def _keyword_x_not_zero(line: str, card: _Card) -> list[Ability] | None:
    """"Kicker {X}. X can't be 0." (Thieving Skydiver), "Suspend X—{X}{W}{W}. X can't be 0."
    (Benalish Commander): the keyword, and the rule of its X. A kicker's X is the spell's X,
    announced as it is cast (107.3a): the sentence is read as the spell's own, and the kicker
    choice applies it when that kicker is paid. A suspend cost's X is chosen as the special action
    is taken (107.3d), which no casting or activation question takes: the rule stays the keyword's
    own text. None for any other line (read as usual)."""
    m = _KEYWORD_THEN_X.match(line.strip())
    if m is None:
        return None
    found = _keyword_line(m.group("kw"))
    if not found or len(found) != 1 or found[0].cost is None or not found[0].cost.has_x:
        return None
    kw = found[0]
    if isinstance(kw, (Kicker, Multikicker)):
        return [_defined(kw, card), *_read_line(m.group("rule"), card)]
    if kw.name.lower() == "suspend":
        return [_defined(dataclasses.replace(kw, text=line.strip()), card)]
    return None


# ---- costs14: a cost change of a keyword's way of casting, on the keyword's line (601.2f) -------

_KEYWORD_THIS_WAY = re.compile(r"^(?P<kw>[^.]*\{[^.]*)\.\s+(?P<rule>this spell costs [^.]* less to cast this way\b[^.]*\.)$", re.IGNORECASE)


def _keyword_this_way(line: str, card: _Card) -> list[Ability] | None:
    """costs14: "Flashback {8}{W}{W}. This spell costs {X} less to cast this way, where X is ..."
    (Visions of Glory): the keyword, and the reduction of its cost that applies only when the spell
    is cast with that keyword (601.3, 601.2f). None for any other line (read as usual)."""
    m = _KEYWORD_THIS_WAY.match(line.strip())
    if m is None:
        return None
    found = _keyword_line(m.group("kw"))
    if not found or len(found) != 1:
        return None
    rule = _read(m.group("rule"), "casting_sentence", card)
    if not isinstance(rule, CostModifier) or not isinstance(rule.condition, CastThisWay):
        return None
    kw = found[0]
    change = dataclasses.replace(rule, condition=CastThisWay(kw.name.lower()))
    return [_defined(kw, card), StaticAbility((change,), text=m.group("rule"))]


# ---- costs12: the rules of X in the modes of a modal activated ability (107.3, 106.6) ----------


def _x_spending(sentence: str, card: _Card) -> XSpending | None:
    """"Spend only black mana on X." read (107.3, 106.6), or None."""
    if not sentence.lower().startswith("spend only"):
        return None
    got = _read(sentence, "permit_sentence", card)
    return got if isinstance(got, XSpending) else None


def _mode_x_rules(text: str, modal: ActivatedAbility, card: _Card) -> str:
    """The text of a "•" mode of ``modal`` without the sentences that rule its X ("X can't be 0.",
    "Spend only white mana on X."; Marath, Atalya), which are noted for :func:`_x_rules_of_modes`
    when the ability's cost has {X}; every mode is noted (with no rule, too)."""
    if not modal.cost.mana.has_x:
        return text
    kept: list[str] = []
    rules: list[object] = []
    for s in split_sentences(text, card.names):
        if _X_NOT_ZERO.match(s):
            rules.append(XNotZero(text=s))
        elif (spent := _x_spending(s, card)) is not None:
            rules.append(spent)
        else:
            kept.append(s)
    card.log.mode_x_rules.append((modal.text, tuple(rules)))
    return " ".join(kept)


def _x_rules_of_modes(out: list[Ability], card: _Card) -> list[Ability]:
    """700.2, 602.2b: a mode is chosen as the ability is activated, before X is announced; a rule
    of X that every mode states holds whatever mode is chosen, so it is the ability's (107.3: X is
    1 or more; 106.6: X paid with that colour). A rule only some modes state is met by choosing
    another mode, so the least cost the ability can be activated for does not depend on it (what
    ``can_activate`` asks: the ability is kept as it is)."""
    if not card.log.mode_x_rules:
        return out
    result: list[Ability] = []
    for a in out:
        if isinstance(a, ActivatedAbility):
            modes = [rules for line, rules in card.log.mode_x_rules if line == a.text]
            if modes:
                every_not_zero = all(any(isinstance(r, XNotZero) for r in rules) for rules in modes)
                colors = {r.colors for rules in modes for r in rules if isinstance(r, XSpending)}
                every_color = len(colors) == 1 and len(next(iter(colors))) == 1 and all(any(isinstance(r, XSpending) for r in rules) for rules in modes)
                a = dataclasses.replace(
                    a, x_not_zero=a.x_not_zero or every_not_zero, x_color=next(iter(colors))[0] if every_color else a.x_color
                )
        result.append(a)
    return result
# ---- statics12: Class levels (716) -------------------------------------------------------------

_CLASS_LEVEL_UP = re.compile(r"^level (?P<n>\d+)\.?$", re.IGNORECASE)


def _class_levels(out: list[Ability]) -> list[Ability]:
    """A Class's level sections (716.2a): "[Cost]: Level N" means "[Cost]: This Class's level
    becomes N. Activate only if this Class is level N-1 and only as a sorcery", so the level-up
    ability gets those two restrictions (602.5b); every ability printed after it, up to the next
    "Level" line, exists only while the Class is level N or greater: a static ability gets that
    condition (611.3a), any other (a mana, activated or triggered ability) is granted to the Class
    itself under it (613.1f), so that none of them applies at a lower level. The first section's
    abilities have no condition (a Class enters at level 1 with them; the Class rulings)."""
    result: list[Ability] = []
    level: ClassLevel | None = None
    me = Selector(relation=Relation.SELF, text="this Class")
    for a in out:
        up = _CLASS_LEVEL_UP.match(a.effect_text.strip()) if isinstance(a, ActivatedAbility) else None
        if isinstance(a, ActivatedAbility) and up is not None:
            n = int(up.group("n"))
            below = ConditionHolds(ClassLevel(n - 1, n - 1))  # 716.2a: only if this Class is level N-1
            # 716.2a: only as a sorcery; s14: its ``keyword`` "class level" names it for "Spend this
            # mana only ... to gain a Class level." (Sorcerer Class; 106.6)
            result.append(dataclasses.replace(a, requires=a.requires + (below, SorceryTiming()), keyword="class level"))
            level = ClassLevel(n)
            continue
        if level is None or isinstance(a, InertAbility):
            result.append(a)  # the first section, or nothing a mana rule consults at any level
        elif isinstance(a, StaticAbility):
            both = level if a.condition is None else AllOf((level, a.condition))
            result.append(dataclasses.replace(a, condition=both))  # 716.2a, 611.3a
        else:
            text = str(getattr(a, "text", "")) or str(a)
            result.append(StaticAbility((GrantAbilities(me, (a,), text=text),), text=text, condition=level))  # 716.2a
    return result


# ---- statics12: whose cost a "tap creatures with total power N" is (702.122a, 702.171a) -------------


def _tapping_keyword(ability: Ability, kw: Keyword) -> Ability:
    """A crew or saddle ability with its cost's :class:`TapOther` marked with the keyword
    (702.122a crew, 702.171a saddle), so that "crews Vehicles as though its power were 2 greater"
    changes only the costs it names."""
    low = kw.name.lower()
    if not isinstance(ability, ActivatedAbility):
        return ability
    ability = dataclasses.replace(ability, keyword=low)  # costs15: the keyword it is (602.2b: "Crew abilities you activate ...")
    if low not in ("crew", "saddle"):
        return ability
    parts = tuple(dataclasses.replace(p, keyword=low) if isinstance(p, TapOther) and p.total_power is not None else p for p in ability.cost.parts)
    return dataclasses.replace(ability, cost=dataclasses.replace(ability.cost, parts=parts))
