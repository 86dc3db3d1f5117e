"""Entering as a copy (707.2, 707.9b, 614.1c): "You may have this creature enter as a copy of any
creature on the battlefield[, except ...]" (Clone, Vesuva, Phyrexian Metamorph, Echoing Deeps);
and (copies14) the copy effect a resolving ability creates: "This land becomes a copy of target
land, except it has this ability." (Thespian's Stage; 707.2, 613.2a, 611.2a).

The "except" clause is read with the verb phrases of continuous effects ("it's an artifact in
addition to its other types", "it has haste", "it has "{T}: Add {C}."") applied to the copy itself;
707.9b makes them part of the copy's copiable values, which :mod:`model.copies` builds. A clause
the card's values cannot hold (a colour: cards here have no colour indicator; a change of the
copied object's name) is :class:`Unreadable`, so the sentence stays unread rather than half read.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, v_args

from ...abilities import BecomesCopy, ContinuousEffect, EntersAsCopy, GrantAbilities, SetBasePT, TypeChange
from ...selectors import SELF, Relation, Selector
from ...values import dataclass
from .common import TranslatorBase, Unreadable
from ...vocabulary import PERMANENT_TYPES
from .anaphora import another_target
from .continuous import Verb, _targeted

__all__ = ["CopyPhrases"]

_EXCEPTIONS = (TypeChange, GrantAbilities, SetBasePT)
"""What an "except" clause may change on the copy here (707.9b): types (205.1), abilities, base
power and toughness."""

@dataclass(frozen=True)
class _Named:
    """copies14: an "except its name is ~[ and it ...]" clause: the copy keeps its own name
    (707.9b), and the effects after it."""

    effects: tuple[ContinuousEffect, ...]


@dataclass(frozen=True)
class _Counters:
    """audit32: an "except it enters with an additional <kind> counter on it[ if it's a <type>],
    ..." clause (Spark Double; 614.1c): the counters, each with the card type it needs, and the
    effects of the exceptions after them (707.9b)."""

    counters: tuple[tuple[str, str], ...]
    effects: tuple[ContinuousEffect, ...]


@v_args(inline=True)
class CopyPhrases(TranslatorBase):
    """The phrases of the static11 block "entering as a copy" of ``mana.lark``."""

    def enters_as_copy(self, subject: Selector, *rest: Any) -> EntersAsCopy:
        """"You may have this creature enter [tapped] as a copy of <what>[, except <effects>]"
        (614.1c, 707.2): only the object that holds the text enters this way."""
        if subject.relation is not Relation.SELF:
            raise Unreadable("another object enters as a copy")
        tapped = "tapped" in rest
        source = next(r for r in rest if isinstance(r, tuple))
        named = next((r for r in rest if isinstance(r, _Named)), None)
        counted = next((r for r in rest if isinstance(r, _Counters)), None)  # audit32
        if named is not None:
            exceptions = list(named.effects)
        elif counted is not None:
            exceptions = list(counted.effects)
        else:
            exceptions = next((r for r in rest if isinstance(r, list)), [])
        if _keeps_ability(exceptions):
            # copies14: "this ability" is not read for a copy that enters
            raise Unreadable("'this ability' in the exception of a copy that enters")
        graveyard, what = source
        return EntersAsCopy(
            what, graveyard=graveyard, tapped=tapped, exceptions=tuple(exceptions), text=self._source,
            keeps_name=named is not None, enters_with=counted.counters if counted is not None else (),
        )

    def enters_as_copy_lasting(self, subject: Selector, *rest: Any) -> EntersAsCopy:
        """copies14: "As this artifact enters, you may have it become a copy of any creature on the
        battlefield until end of turn[, except ...]" (Cursed Mirror; 614.1c, 707.2, 611.2a): a copy
        as it enters that ends with the turn it entered."""
        duration = next(r for r in rest if isinstance(r, str) and r != "tapped")
        if duration != "until end of turn":
            raise Unreadable(f"a copy as it enters lasting {duration!r}")
        return dataclasses.replace(self.enters_as_copy(subject, *(r for r in rest if r != duration)), duration=duration)

    def copy_permanent(self, *children: Any) -> tuple[bool, Selector]:
        """"any creature on the battlefield", "a creature you control", "another creature you
        control": a permanent (707.2). A description that reads more than types and controller
        ("with power 4 or greater") is not checked against the scenario here, so it stays unread."""
        sel = next(c for c in children if isinstance(c, Selector))
        if sel.needs_state_beyond_token or sel.relation not in (Relation.NONE, Relation.OTHER):
            raise Unreadable("a copied object described by more than its types and controller")
        return False, sel

    def copy_graveyard_card(self, *children: Any) -> tuple[bool, Selector]:
        """"any land card in a graveyard", "any creature card in a graveyard" (Body Double): a card
        of one of these card types in any graveyard."""
        types = [c for c in children if isinstance(c, str)]
        if not types:
            raise Unreadable("a graveyard card without a card type")
        if len(types) == 1:
            return True, Selector(card_types=frozenset(types), text=f"{types[0].lower()} card in a graveyard")
        either = tuple(Selector(card_types=frozenset({t})) for t in types)
        return True, Selector(either=either, text=" or ".join(t.lower() for t in types) + " card in a graveyard")

    def copy_except(self, word: Token, verbs: list[Verb]) -> list[ContinuousEffect]:
        """", except it's a Shapeshifter Rogue in addition to its other types", ", except it has
        haste and dethrone": the effects on the copy itself, part of its copiable values
        (707.9b)."""
        _except(word)
        out: list[ContinuousEffect] = []
        for verb in verbs:
            out.extend(verb(SELF, self._source))
        for e in out:
            if not isinstance(e, _EXCEPTIONS):
                raise Unreadable("an exception the copy's values cannot hold")
            if isinstance(e, TypeChange) and (e.chosen or e.duration):
                raise Unreadable("a chosen type in a copy's exception")
        if not out:
            raise Unreadable("no exception")
        return out

    def copy_except_named(self, word: Token, _tilde: Token, *rest: Any) -> _Named:
        """copies14: ", except its name is ~[ and it has vigilance and this ability]" (Kimahri,
        Gogo): the copy keeps the name of the object that holds the text (707.9b). among17: a
        list, "except its name is ~, it's legendary in addition to its other types, and it has
        ..." (Sakashima the Impostor)."""
        effects: list[Any] = []
        for verbs in (r for r in rest if isinstance(r, list)):
            effects.extend(self.copy_except(word, verbs))
        if not effects:
            _except(word)
        return _Named(tuple(effects))

    def copy_counters(self, *children: Any) -> tuple[str, str]:
        """audit32: "enters with an additional +1/+1 counter on it[ if it's a creature]" (614.1c):
        the counter kind and the card type the copy must have for it ("" for none)."""
        words = [c for c in children if isinstance(c, str) and not isinstance(c, Token)]
        if not words or len(words) > 2:
            raise Unreadable("an exception's counters")
        return words[0], words[1] if len(words) == 2 else ""

    def copy_except_counters(self, word: Token, *rest: Any) -> _Counters:
        """audit32: ", except it enters with an additional +1/+1 counter on it if it's a creature,
        it enters with an additional loyalty counter on it if it's a planeswalker, and it isn't
        legendary" (Spark Double): the counters, then the other exceptions (707.9b)."""
        _except(word)
        counters = tuple(r for r in rest if isinstance(r, tuple))
        effects: list[ContinuousEffect] = []
        for verbs in (r for r in rest if isinstance(r, list)):
            effects.extend(self.copy_except(word, verbs))
        return _Counters(counters, tuple(effects))

    def vp_this_ability(self, _verb: None) -> Any:
        """copies14: "it has this ability": the ability whose effect this is (707.9b), which only
        the exception of a copy effect can name (:meth:`vp_copy` takes it out)."""
        return lambda sel, text: [GrantAbilities(sel, (), text=text, this_ability=True)]

    def copy_target_permanent(self, sel: Selector) -> tuple[bool, Selector]:
        """copies14: "target land", "target artifact, creature, enchantment, or land", "another
        target creature you control": the permanent the resolving ability targeted (115.1)."""
        sel = _targeted(sel)
        if sel.relation is not Relation.TARGET:
            raise Unreadable("a copied object that is not a target")
        if sel.needs_state_beyond_token:  # 111.1: "nontoken" is judged where the scenario names the object
            raise Unreadable("a copied target described by more than its types and controller")
        return False, sel

    def copy_target_another(self, sel: Selector) -> tuple[bool, Selector]:
        """copies14: "another target creature you control" (:func:`.anaphora.another_target`)."""
        return self.copy_target_permanent(another_target(sel))

    def copy_target_card(self, noun: str | None) -> tuple[bool, Selector]:
        """copies14: "target permanent card in your graveyard" (Shifting Woodland), "target
        creature card in your graveyard": a card the resolving ability targeted (115.1)."""
        text = f"target {(noun or 'permanent').lower()} card in your graveyard"
        if noun is None:  # "permanent card": a card of any permanent type (110.4)
            either = tuple(Selector(card_types=frozenset({t})) for t in sorted(PERMANENT_TYPES))
            return True, Selector(either=either, relation=Relation.TARGET, text=text)
        return True, Selector(card_types=frozenset({noun}), relation=Relation.TARGET, text=text)

    def vp_copy(self, source: tuple[bool, Selector], *rest: Any) -> Any:
        """copies14: "<subject> becomes a copy of <target>[ <duration>][, except ...]": a copy
        effect a resolving ability creates (707.2, 613.2a: layer 1). Only the ability's own
        permanent is read as becoming the copy ("This land", "~")."""
        graveyard, what = source
        duration = next((r for r in rest if isinstance(r, str)), "")
        named = next((r for r in rest if isinstance(r, _Named)), None)
        listed = next((r for r in rest if isinstance(r, list)), [])
        effects = list(named.effects) if named is not None else listed
        keeps = _keeps_ability(effects)
        exceptions = tuple(e for e in effects if not (isinstance(e, GrantAbilities) and e.this_ability))

        def verb(sel: Selector, text: str) -> list[ContinuousEffect]:
            if sel.relation is not Relation.SELF:
                raise Unreadable("an object other than the ability's own permanent becomes a copy")
            return [BecomesCopy(sel, what, exceptions, keeps, named is not None, graveyard, duration, text=text)]

        return verb

    def copy_except_pt(self, word: Token, _poss: Token, pt: Token) -> list[ContinuousEffect]:
        """", except it's 7/7" (Quicksilver Gargantuan): the copy's base power and toughness
        (707.9b: part of its copiable values)."""
        _except(word)
        p, t = (int(x) for x in str(pt).split("/"))
        return [SetBasePT(SELF, p, t, text=self._source)]


def _keeps_ability(effects: list[ContinuousEffect]) -> bool:
    """copies14: whether an exception says "it has this ability"."""
    return any(isinstance(e, GrantAbilities) and e.this_ability for e in effects)


def _except(word: Token) -> None:
    """The word of an "except" clause, read as WORD (see ``copy_except`` in mana.lark)."""
    if str(word).lower() != "except":
        raise Unreadable(f"', {word} it ...' is not an exception of a copy")

