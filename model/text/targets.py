"""The targets a sentence of a spell requires (115.1, 601.2c), read at each place where "target"
starts a phrase of the grammar's ``target_phrase`` (``mana.lark``: "targets"; translated by
``translate/targets.py``). The reader uses it for each sentence of an instant or sorcery, the
keyword reader for what an Aura spell targets ("Enchant Forest": 303.4a).
"""

from __future__ import annotations

import dataclasses
import re
from typing import TYPE_CHECKING

from ..abilities import SpellFilter, StackFilter, TargetSpec, Zone
from ..mana import TypeSet
from ..selectors import Relation, Selector, Who
from ..vocabulary import CARD_TYPES
from ..deferred import deferred
from .sentences import mask_quotes, substitute_self

if TYPE_CHECKING:
    from . import grammar
else:
    grammar = deferred("manasolve.model.text.grammar")  # lark, when a sentence is read (model/deferred.py)

__all__ = ["read_targets"]

_MAX_TARGET_WORDS = 16
_TARGET_START = re.compile(r"\b(?:any number of targets|(?:up to )?(?:one|two|three|four|five|\d+)(?: or (?:one|two|three|four|five|\d+))? targets\b|any target|up to \w+ target|(?:one|two|three|four|five|\d+) target|target)\b", re.IGNORECASE)


def read_targets(sentence: str, names: tuple[str, ...] = ()) -> tuple[TargetSpec, ...]:
    """The targets a sentence of a spell requires (115.1, 601.2c), in order: each place where
    "target" starts a phrase the grammar reads ("target creature", "any target", "any number of
    targets", "up to two target creatures"); the longest reading at each place wins. ``names`` are
    the names by which the text's card calls itself (written ``~`` for the grammar)."""
    # "you don't control" is "an opponent controls" (102.2-3: every other player is an opponent;
    # the selector's OPPONENT is any controller but you)
    text = _DONT_CONTROL.sub(" an opponent controls", substitute_self(sentence, names).rstrip("."))
    # audit27: "1 damage to any other target" (Arc Trail), "another target": a second "any target"
    # phrase (115.1, 601.2c), whose object differs from the first's (115.3); it was dropped
    text = _OTHER_ANY.sub("any target", text)
    masked = mask_quotes(text)
    out: list[TargetSpec] = []
    end = 0
    for m in _TARGET_START.finditer(masked):
        if m.start() < end:
            continue
        kicked = _PER_KICK.match(text[m.start():])
        if kicked is not None:  # audit17: "another target [creature] for each time this spell was kicked" (702.33d)
            noun = kicked.group("noun")
            base = read_targets("target " + noun) if noun else tuple(out[-1:])
            if len(base) == 1:  # otherwise read as any other phrase (and what is not read is not dropped)
                out.append(dataclasses.replace(base[0], minimum=0, maximum=None, per_kick=True, text=kicked.group(0)))
                end = m.start() + kicked.end()  # never read as a target of its own words ("target for each ...")
                continue
        counted = _COUNTED_ANY.match(text[m.start():])
        if counted is not None:  # audit19: "among one or two targets" (Fire // Ice): any targets, that many (115.4, 601.2c)
            least = counted.group("least")
            most = _COUNTS.get(counted.group("most").lower()) or int(counted.group("most"))
            low = 0 if counted.group("up") else (_COUNTS.get(least.lower()) or int(least)) if least else most
            out.append(TargetSpec(None, players=True, any_target=True, minimum=low, maximum=most, text=counted.group(0)))
            end = m.start() + counted.end()
            continue
        either = _SPELL_OR_PERMANENT.match(text[m.start():])
        if either is not None:  # audit19: "target spell or nonland permanent" (115.1)
            words = list(re.finditer(r"\S+", either.group("rest")))[:_MAX_TARGET_WORDS]
            found = None
            for k in range(len(words), 0, -1):
                phrase = either.group("rest")[: words[k - 1].end()].rstrip(",;.")
                got = grammar.read("target " + phrase, "target_phrase", lambda q: ())
                if isinstance(got, TargetSpec) and got.what is not None and not got.players and not got.stack and got.zone is None:
                    rest = either.group("rest")[len(phrase):]
                    if _QUALIFIER.match(rest) or _CARD.match(rest):
                        break  # a qualifier the grammar left out is never dropped
                    found = (got, len("target spell or ") + len(phrase))
                    break
            if found is not None:
                got, length = found
                out.append(dataclasses.replace(got, text=text[m.start(): m.start() + length], or_spell=StackFilter(frozenset({"spell"}), text="spell")))
                end = m.start() + length
                continue
        other = _stack_target(text[m.start():])
        if other is not None:  # a spell or ability on the stack (115.1)
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
                end = m.start() + len(phrase)
                rest = text[end:]
                if _CARD.match(rest):  # casting10: a card, not a permanent (115.1, 404)
                    got, end = _card_target(got, rest, end)
                    if got is None:
                        break
                elif _QUALIFIER.match(rest):
                    break  # "target creature that was dealt damage": a qualifier the grammar left out is never dropped
                if not out and got.what is not None and got.what.relation is Relation.NONE and _ANOTHER.search(masked[: m.start()]):
                    # audit37: "Attach this permanent to another target creature you control"
                    # (702.151a), "another target creature" with no target before it: a creature
                    # other than the object whose ability this is (the word "another", 109.1)
                    got = dataclasses.replace(got, what=dataclasses.replace(got.what, relation=Relation.OTHER), text="another " + got.text)
                out.append(got)
                break
        else:
            bare = _BARE_CARD.match(text[m.start():])  # "target card from your graveyard"
            if bare is not None:
                got, end = _card_target(TargetSpec(Selector(text="target"), text="target"), text[m.start() + len("target"):], m.start() + len("target"))
                if got is not None:
                    out.append(got)
    return tuple(out)


# ---- targets that are not permanents or players (115.1) -----------------------------------------

# words that continue a target's noun phrase as a qualifier (not the effect's next words): a
# reading that stops before one of them would drop a condition on what may be targeted
_ONE_OR_TWO = re.compile(r"\b(one|two) or $", re.IGNORECASE)
_SPELL_OR_PERMANENT = re.compile(r"^target spell or (?P<rest>(?!(?:spell|ability|activated|triggered)\b).+)$", re.IGNORECASE)
"""audit19: "target spell or nonland permanent", "target spell or permanent": a spell, or a permanent."""
_COUNTED_ANY = re.compile(
    r"^(?P<up>up to )?(?:(?P<least>one|two|three|four|five|\d+) or )?(?P<most>one|two|three|four|five|\d+) targets\b", re.IGNORECASE
)
"""audit19: "one or two targets", "up to three targets", "two targets": any targets (115.4), as many as that."""
_PER_KICK = re.compile(r"^target(?: (?P<noun>[^,.;]*?))? for each time (?:this spell|~) was kicked", re.IGNORECASE)
_DONT_CONTROL = re.compile(r" you don't control\b", re.IGNORECASE)
_ANOTHER = re.compile(r"\banother $", re.IGNORECASE)
"""audit37: "another " just before a target phrase ("another target creature you control")."""
_OTHER_ANY = re.compile(r"\b(?:any other|another) target\b(?=\s*(?:$|[,;.]|\s(?:and|or)\b))", re.IGNORECASE)
"""audit27: "any other target" / "another target" with no noun after it (Arc Trail): any target."""
_QUALIFIER = re.compile(
    r"^,?\s+(?:you|an|your|that|that's|with|without|card|cards|spell|spells|of|in|from|named|other|which|whose|who|controlled|"
    r"blocking|attacking|dealt|tapped|untapped|not|among)\b",
    re.IGNORECASE,
)
_POSSESSIVE = re.compile(r"^target (?:[\w-]+ ){0,3}?([\w-]+)'s\b", re.IGNORECASE)
_COUNTS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_LEAD = r"(?:(?P<up>up to )?(?P<n>one|two|three|four|five|\d+) )?target "
_STACK_TARGET = re.compile(
    # audit19: a verb ends the target's noun phrase: "target creature loses all abilities" (Turn //
    # Burn) targets a creature, not an ability on the stack
    _LEAD + r"(?:(?!(?:target|then|choose|loses?|gains?|gets?|has|have|becomes?|all)\b)[\w-]+,? (?:or )?)*?(?:spells?|activated or triggered abilit(?:y|ies)|(?:activated |triggered )?abilit(?:y|ies)|spell or ability)\b"
    r"(?! or\b|, (?:or )?(?:activated|triggered|spell)\b)(?: you control| your opponents control| an opponent controls)?(?:(?: with| that)\b[^,.;]*)?",
    re.IGNORECASE,
)


def _stack_target(text: str) -> tuple[TargetSpec, int] | None:
    """A target that is a spell or an ability on the stack ("Counter target spell", "target
    noncreature spell", "target activated or triggered ability"; 115.1), with the length of its
    phrase; None when the phrase is not one. Its qualities are kept as text: with nothing but the
    spell itself on the stack no spell or ability is a legal target whatever they say (115.5), and
    a stack that is not empty is not described by a scenario."""
    m = _STACK_TARGET.match(text)
    if m is None:
        return None
    least, most = _count(m)
    body = m.group(0)[m.group(0).lower().index("target ") + len("target "):]
    return TargetSpec(None, minimum=least, maximum=most, text=m.group(0), stack=True, stack_filter=_stack_filter(body)), m.end()


# ---- zones11: what a target on the stack may be (115.1) ----------------------------------------

_STACK_CONTROLLER = re.compile(r"\s+(you control|your opponents control|an opponent controls)$", re.IGNORECASE)
_MANA_VALUE = re.compile(r"\s+with mana value (\d+)(?: or (less|greater))?$", re.IGNORECASE)
_STACK_KINDS = {
    "spell": ("spell",), "spells": ("spell",),
    "ability": ("activated ability", "triggered ability"), "abilities": ("activated ability", "triggered ability"),
    "activated": ("activated ability",), "activated ability": ("activated ability",), "activated abilities": ("activated ability",),
    "triggered": ("triggered ability",), "triggered ability": ("triggered ability",), "triggered abilities": ("triggered ability",),
}


def _stack_filter(body: str) -> StackFilter | None:
    """What "target <body>" may be on the stack: "spell", "noncreature spell", "instant or sorcery
    spell", "spell an opponent controls", "spell with mana value 3 or less", "activated or
    triggered ability", "spell, activated ability, or triggered ability"; None when a word of it is
    not read (a qualifier is never dropped)."""
    whole = body.strip()
    rest = whole
    controller = Who.ANY
    at_most = at_least = None
    mv = _MANA_VALUE.search(rest)
    if mv is not None:  # 202.3
        n, bound = int(mv.group(1)), (mv.group(2) or "").lower()
        at_most, at_least = (n if bound != "greater" else None), (n if bound != "less" else None)  # "with mana value 2": exactly
        rest = rest[: mv.start()]
    who = _STACK_CONTROLLER.search(rest)
    if who is not None:
        controller = Who.YOU if who.group(1).lower() == "you control" else Who.OPPONENT
        rest = rest[: who.start()]
    if "abilit" in rest.lower():
        kinds: list[str] = []
        for piece in re.split(r",\s*(?:or\s+)?|\s+or\s+", rest.lower()):
            got = _STACK_KINDS.get(piece.strip())
            if got is None:
                return None
            kinds.extend(got)
        if at_most is not None or at_least is not None:
            return None  # an ability has no mana value to compare (202.3 is of objects with mana costs)
        return StackFilter(frozenset(kinds), controller=controller, text=whole)
    spells = _either_spell(rest) or grammar.read(rest, "spell_phrase", lambda q: ())
    if not isinstance(spells, SpellFilter) or spells.caster is not Who.ANY or spells.self_only or spells.chooses:
        return None
    return StackFilter(frozenset({"spell"}), spells, controller, at_most, at_least, text=whole)


def _count(m: re.Match[str]) -> tuple[int, int]:
    n = m.group("n")
    k = 1 if n is None else (_COUNTS.get(n.lower()) or int(n))
    return (0 if m.group("up") else k), k


# ---- casting10: targets that are cards in a graveyard (115.1, 404) ------------------------------

_CARD = re.compile(r"\s+cards?\b", re.IGNORECASE)
_BARE_CARD = re.compile(r"target\s+cards?\b", re.IGNORECASE)
_IN_GRAVEYARD = re.compile(r"\s+cards?\s+(?:in|from)\s+(your|a|an opponent's)\s+graveyard\b", re.IGNORECASE)
# "target creature card and up to one target ... card from your graveyard": one zone for both phrases
_SHARED_GRAVEYARD = re.compile(
    r"\s+cards?(?=\s+and\s+(?:up to \w+ )?target\s[^.]*?\bcards?\s+(?:in|from)\s+(your|a|an opponent's)\s+graveyard\b)", re.IGNORECASE
)
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
    z = _IN_GRAVEYARD.match(rest) or _SHARED_GRAVEYARD.match(rest)
    if z is None or spec.what is None or spec.players or spec.any_target or not _plain(spec.what):
        return (None, end)
    whose = _WHOSE[z.group(1).lower()]
    text = spec.text + rest[: z.end()]
    return (dataclasses.replace(spec, zone=Zone.GRAVEYARD, zone_whose=whose, text=text), end + z.end())



_COLOR_NAMES = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _either_spell(phrase: str) -> SpellFilter | None:
    """"enchantment, instant, or sorcery spell" (a spell of one of those card types, 205.2), "white
    or blue spell" (of one of those colours, 105.2); None for any other phrase."""
    m = re.match(r"^(.+?) spells?$", phrase.strip(), re.IGNORECASE)
    if m is None:
        return None
    pieces = [p.strip().lower() for p in re.split(r",\s*(?:or\s+)?|\s+or\s+", m.group(1))]
    if len(pieces) < 2:
        return None
    if all(p.capitalize() in CARD_TYPES for p in pieces):
        return SpellFilter(either_types=frozenset(p.capitalize() for p in pieces), text=phrase)
    if all(p in _COLOR_NAMES for p in pieces):
        return SpellFilter(colors=TypeSet.parse("".join(_COLOR_NAMES[p] for p in pieces)), text=phrase)
    return None
