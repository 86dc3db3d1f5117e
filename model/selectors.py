"""Selectors: which permanents a phrase of card text means ("a land an opponent controls",
"basic lands you control", "a Gate you control", "enchanted land", "this artifact").

A selector is plain data; :meth:`Selector.matches` judges one permanent's *effective*
characteristics (after continuous effects, computed by the solver) from the point of view
of the object that holds the text.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Protocol


class Who(enum.Enum):
    """Whose permanents a selector means, relative to the controller of the text's object."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"


class Relation(enum.Enum):
    """How the selected permanent relates to the object that holds the text."""

    NONE = "none"          # any permanent that fits
    SELF = "self"          # "this land", "~", "it" (the object itself)
    OTHER = "other"        # "another creature", "other lands"
    ENCHANTED = "enchanted"  # "enchanted land": what the Aura is attached to
    SACRIFICED = "sacrificed"  # "the sacrificed land": a permanent sacrificed to pay this ability's cost


class Characteristics(Protocol):
    """What a selector reads of a permanent (the solver's effective view provides it)."""

    card_types: frozenset[str]
    subtypes: frozenset[str]
    supertypes: frozenset[str]


@dataclass(frozen=True, slots=True)
class Selector:
    """A description of a set of permanents.

    All of ``card_types`` must be present ("artifact creature"), at least one of ``subtypes``
    when given ("a Mountain, Forest, or Plains"), all ``supertypes`` ("basic"), none of the
    ``excluded_*``. ``text`` is the phrase it was read from, for messages only.
    """

    card_types: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    supertypes: frozenset[str] = frozenset()
    excluded_types: frozenset[str] = frozenset()
    excluded_supertypes: frozenset[str] = frozenset()
    who: Who = Who.ANY
    relation: Relation = Relation.NONE
    token: bool | None = None
    text: str = field(default="", compare=False)

    def matches_characteristics(self, obj: Characteristics) -> bool:
        """Whether the object's types fit (controller and relation are judged by :meth:`matches`)."""
        if not self.card_types <= obj.card_types:
            return False
        if self.subtypes and not (self.subtypes & obj.subtypes):
            return False
        if not self.supertypes <= obj.supertypes:
            return False
        if self.excluded_types & obj.card_types or self.excluded_supertypes & obj.supertypes:
            return False
        return True

    def matches(
        self,
        obj: Characteristics,
        *,
        obj_id: str,
        obj_controller: str,
        viewer_id: str,
        viewer_controller: str,
        viewer_attached_to: str | None = None,
        obj_is_token: bool = False,
    ) -> bool:
        """Whether the permanent ``obj_id`` fits, seen from the object ``viewer_id``."""
        rel = self.relation
        if rel is Relation.SELF and obj_id != viewer_id:
            return False
        if rel is Relation.OTHER and obj_id == viewer_id:
            return False
        if rel is Relation.ENCHANTED and obj_id != viewer_attached_to:
            return False
        if self.who is Who.YOU and obj_controller != viewer_controller:
            return False
        if self.who is Who.OPPONENT and obj_controller == viewer_controller:
            return False
        if self.token is not None and self.token != obj_is_token:
            return False
        return self.matches_characteristics(obj)

    def __str__(self) -> str:
        return self.text or _describe(self)


def _describe(s: Selector) -> str:
    words: list[str] = []
    if s.relation is Relation.SELF:
        return "this permanent"
    if s.relation is Relation.ENCHANTED:
        words.append("enchanted")
    words += [f"non{t.lower()}" for t in sorted(s.excluded_supertypes | s.excluded_types)]
    words += [t.lower() for t in sorted(s.supertypes)]
    if s.subtypes:
        words.append(" or ".join(sorted(s.subtypes)))
    words += [t.lower() for t in sorted(s.card_types)] or ([] if s.subtypes else ["permanent"])
    if s.who is Who.YOU:
        words.append("you control")
    elif s.who is Who.OPPONENT:
        words.append("an opponent controls")
    return " ".join(words)


SELF = Selector(relation=Relation.SELF, text="this permanent")
