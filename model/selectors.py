"""Selectors: which permanents a phrase of card text means ("a land an opponent controls",
"basic lands you control", "a Gate you control", "enchanted land", "this artifact").

A selector is plain data; :meth:`Selector.matches` judges one permanent's *effective*
characteristics (after continuous effects, computed by the solver) from the point of view
of the object that holds the text.
"""

from __future__ import annotations

import dataclasses

import enum
from dataclasses import field
from typing import Mapping, Protocol

from .errors import InputError
from .mana import ManaType, TypeSet
from .values import dataclass
from .vocabulary import EVERY_CREATURE_TYPE, is_creature_type, with_every_creature_type

_COLORS_MASK = 0b11111  # W U B R G: the five colours (105.1); C is a type of mana, not a colour


class Who(enum.Enum):
    """Whose permanents a selector means, relative to the controller of the text's object."""

    ANY = "any"
    YOU = "you"
    OPPONENT = "opponent"
    # audit20: "creatures enchanted player controls" (Overwhelming Splendor): the player an Aura
    # with "Enchant player" is attached to (303.4, 702.5a)
    ENCHANTED_PLAYER = "enchanted player"
    # audit29: "all lands target player controls" (Jolrael, Empress of Beasts): the player a
    # resolving ability targeted (115.1), which the scenario's resolution names; never assumed
    TARGET_PLAYER = "target player"


class Relation(enum.Enum):
    """How the selected permanent relates to the object that holds the text."""

    NONE = "none"          # any permanent that fits
    SELF = "self"          # "this land", "~", "it" (the object itself)
    OTHER = "other"        # "another creature", "other lands"
    ENCHANTED = "enchanted"  # "enchanted land": what the Aura is attached to
    SACRIFICED = "sacrificed"  # "the sacrificed land", "the exiled creature": one of yours sacrificed or exiled to pay this ability's cost
    EQUIPPED = "equipped"  # "equipped creature": what the Equipment is attached to (301.5)
    COST = "cost"          # "that land" after "Untap a tapped land an opponent controls": the permanent
    #                        chosen to pay this ability's cost (the selector is the cost's own)
    TARGET = "target"      # "target Plains" in an effect that lasts: the permanent it targeted (115.1)
    TRIGGERING = "triggering"  # "that Island" in a triggered ability: the permanent whose tapping triggered it
    REFERRED = "referred"  # anaph10: "it", "they", "that creature" in a resolving ability's effect: the objects an
    #                        earlier instruction of the same ability named without targeting them ("Gain control of
    #                        all creatures ... They gain haste", "Put a creature card ... onto the battlefield. That
    #                        creature gains haste"); the resolution's ``targets`` lists them (608.2c, 611.2c)
    PAIRED = "paired"      # refs15: "both creatures", "each of those creatures" after "As long as this creature is
    #                        paired with another creature" (702.95b): the permanent itself and the creature it is
    #                        paired with (its state's ``paired_with``)


class Characteristics(Protocol):
    """What a selector reads of a permanent (the solver's effective view provides it; read-only,
    so a frozen dataclass fits)."""

    @property
    def card_types(self) -> frozenset[str]: ...

    @property
    def subtypes(self) -> frozenset[str]: ...

    @property
    def supertypes(self) -> frozenset[str]: ...

    @property
    def colors(self) -> TypeSet: ...


@dataclass(frozen=True, slots=True)
class ObjectState:
    """What a selector reads of a permanent beyond its types (the solver builds it from the
    permanent): its name, whether it is tapped, its power and toughness (printed, with +1/+1 and
    -1/-1 counters: 122.1a), its keywords (lower case), its counters, the names of the cards exiled
    with it (607.2a, Imprint), and the types it could produce (106.7, a bit mask; None when not
    computed)."""

    name: str
    tapped: bool
    power: int
    toughness: int
    keywords: frozenset[str]
    counters: Mapping[str, int]
    exiled_names: frozenset[str]
    could_produce: int | None = None
    # what was chosen for it as it entered (the scenario's keys of the same names; None: not said)
    chosen_color: ManaType | None = None
    chosen_type: str | None = None
    chosen_name: str | None = None
    # costs11: whether it is attacking (506.4) or blocking (509.1) now, and its mana value (202.3);
    # None: the scenario does not say (a selector that asks then fails naming the key)
    attacking: bool | None = None
    blocking: bool | None = None
    mana_value: int = 0
    # manatail14: whether it entered the battlefield this turn (the scenario's entered_this_turn;
    # False for a permanent that is not summoning sick, 302.6; None: not known)
    entered_this_turn: bool | None = None
    # grants14: whether it is a commander (903.3), who owns it (108.3) and who controls it (108.4)
    commander: bool = False
    owner: str = ""
    controller: str = ""
    face_down: bool = False
    # audit33: whether it is a token (111.1), for "nontoken" / "token" in a cost ("Tap an untapped
    # nontoken artifact you control", "Sacrifice a nontoken creature"); None: not a permanent
    token: bool | None = None


def _within(value: int, at_most: int | None, at_least: int | None = None) -> bool:
    """Whether ``value`` is within the bounds given ("N or less", "N or greater")."""
    return (at_most is None or value <= at_most) and (at_least is None or value >= at_least)


_ONE_TYPE_ALLOWS = frozenset({"card_types", "who", "relation", "token", "text"})
"""The fields :attr:`Selector.one_card_type` lets differ from their defaults."""


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
    # conditions on the permanent's status (read through :class:`ObjectState`)
    tapped: bool | None = None            # "a tapped land", "untapped creatures"
    power_at_least: int | None = None     # "a creature with power 4 or greater"
    keyword: str | None = None            # "creatures you control with defender" (lower case)
    counter: str | None = None            # "with a counter on it" (""), "with a +1/+1 counter on it"
    named: str | None = None              # "named Powerstone Shard"; "~" is the text's own object's name
    same_name_as_exiled: bool = False     # "a land with the same name as the exiled card" (607.2a)
    not_named: str | None = None          # among17: "that don't have the same name as this creature", "not named ~" ("~": the viewer's name)
    all_subtypes: frozenset[str] = frozenset()  # "an Urza's Tower": every one of these subtypes
    either: tuple["Selector", ...] = ()   # "creatures and planeswalkers", "each land and Ally": one of these
    could_produce: TypeSet | None = None  # "a land ... that could produce {C}" (106.7): one of these types
    # ---- chosen10: qualities of colour (105.2) and the choices of the text's object (607.1-like
    # links to "As ~ enters, choose ...": the viewer's chosen_color / chosen_type / chosen_name)
    colors: TypeSet | None = None         # "red creatures", "blue or black creatures": one of these colours (105.2)
    colorless: bool = False               # "colorless creatures" (105.2c: no colour)
    multicolored: bool = False            # "multicolored permanents" (105.2b: two or more colours)
    monocolored: bool = False             # "monocolored creatures" (105.2a: exactly one colour)
    chosen_color: bool = False            # "creatures of the chosen color": the viewer's chosen_color
    chosen_type: bool = False             # "creatures of the chosen type": has the viewer's chosen_type
    chosen_name: bool = False             # "sources with the chosen name": named the viewer's chosen_name
    # ---- costs11: qualities the targets of spells and cost changes read (115.1, 601.2c, 601.2f)
    attacking: bool | None = None         # "attacking creatures" (506.4)
    blocking: bool | None = None          # "blocking creatures" (509.1)
    power_at_most: int | None = None      # "with power 2 or less" (208.1, after layer 7: 613.4)
    toughness_at_least: int | None = None  # "with toughness 4 or greater"
    toughness_at_most: int | None = None  # "with toughness 3 or less"
    mana_value_at_least: int | None = None  # "with mana value 4 or greater" (202.3)
    mana_value_at_most: int | None = None  # "with mana value 3 or less"
    lacks_keyword: str | None = None      # "target creature without flying" (702: lower case)
    # grants13: "with three or more +1/+1 counters on them" (122.1): the least number of counters
    # (of ``counter``'s kind, or of any kind for "") the permanent has; 1 for "with a counter on it"
    counters_at_least: int = 1
    # manatail14: "creatures you control that entered this turn" (Alena, Kessig Trapper): the
    # permanent's entered_this_turn (never assumed: an error naming the key when not known)
    entered_this_turn: bool | None = None
    # grants14: "Commander creatures you own" (903.3: a commander, the scenario's ``commander``;
    # 108.3: owned by the text's controller, the scenario's ``owner``, else its controller)
    commander: bool = False
    owned_by_viewer: bool = False
    face_down: bool = False  # grants14: "face-down creatures" (708.2: the scenario's ``face_down``)
    # counters14: "each other non-Human creature you control" (205.3): none of these subtypes (a
    # changeling has every creature type, 702.73a, so it is a Human)
    excluded_subtypes: frozenset[str] = frozenset()
    excluded_colors: TypeSet | None = None  # audit17: "nonblack creature" (Snuff Out, Doom Blade): none of these colours (105.2)

    # computed once (selectors are matched thousands of times on a large board)
    _needs_state: bool = field(default=False, init=False, repr=False, compare=False)
    _state_beyond_token: bool = field(default=False, init=False, repr=False, compare=False)
    _needs_could_produce: bool = field(default=False, init=False, repr=False, compare=False)
    _one_card_type: bool = field(default=False, init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_needs_state", self._compute_needs_state())
        # s16: whether more than token-ness needs the state (:meth:`matches` checks a token by its
        # own argument, so a copy's object named by the scenario needs no state for "nontoken")
        object.__setattr__(self, "_state_beyond_token", self._compute_needs_state(token=False))
        object.__setattr__(self, "_needs_could_produce", self.could_produce is not None or any(e.needs_could_produce for e in self.either))
        object.__setattr__(self, "_one_card_type", len(self.card_types) == 1 and all(
            getattr(self, f.name) == f.default for f in dataclasses.fields(self) if f.init and f.name not in _ONE_TYPE_ALLOWS
        ))

    @property
    def one_card_type(self) -> bool:
        """Whether the characteristics it asks for are one card type and nothing else ("a land
        you control"): every permanent of that type fits them."""
        return self._one_card_type

    @property
    def needs_state(self) -> bool:
        """Whether matching reads more than the types (an :class:`ObjectState` is needed)."""
        return self._needs_state

    @property
    def needs_state_beyond_token(self) -> bool:
        """Whether matching reads more than the types and whether the object is a token (111.1),
        which :meth:`matches` judges by its ``obj_is_token`` without a state."""
        return self._state_beyond_token

    def _compute_needs_state(self, token: bool = True) -> bool:
        return (
            self.tapped is not None
            or self.power_at_least is not None
            or self.keyword is not None
            or self.counter is not None
            or self.named is not None
            or self.not_named is not None
            or self.same_name_as_exiled
            or self.could_produce is not None
            or self.chosen_color
            or self.chosen_type
            or self.chosen_name
            or self.reads_combat
            or self.reads_power
            or self.mana_value_at_least is not None
            or self.mana_value_at_most is not None
            or self.lacks_keyword is not None
            or self.entered_this_turn is not None
            or self.commander
            or self.owned_by_viewer
            or self.face_down
            or (token and self.token is not None)  # audit33: token-ness is status, not a characteristic (111.1)
            or any(e.needs_state for e in self.either)
        )

    @property
    def reads_combat(self) -> bool:
        """Whether matching asks whether the permanent is attacking or blocking (506.4, 509.1)."""
        return self.attacking is not None or self.blocking is not None

    @property
    def reads_power(self) -> bool:
        """Whether matching reads the permanent's power or toughness (208.1): an unread change of
        power or toughness matters to it (613.4)."""
        return (
            self.power_at_least is not None or self.power_at_most is not None
            or self.toughness_at_least is not None or self.toughness_at_most is not None
        )

    @property
    def needs_could_produce(self) -> bool:
        """Whether matching reads what the permanent could produce (106.7)."""
        return self._needs_could_produce

    def matches_characteristics(
        self, obj: Characteristics, state: ObjectState | None = None, viewer_state: ObjectState | None = None, *, owner_checked: bool = False
    ) -> bool:
        """Whether the object's types fit (controller and relation are judged by :meth:`matches`),
        and its status when the selector asks about it (no ``state``: never)."""
        if not self.card_types <= obj.card_types:
            return False
        subtypes = obj.subtypes
        if EVERY_CREATURE_TYPE in subtypes:  # 205.3m, 702.73a: every creature type asked for
            subtypes = with_every_creature_type(subtypes, self.subtypes | self.all_subtypes)
        if self.subtypes and not (self.subtypes & subtypes):
            return False
        if not self.all_subtypes <= subtypes:
            return False
        if not self.supertypes <= obj.supertypes:
            return False
        if self.excluded_types & obj.card_types or self.excluded_supertypes & obj.supertypes:
            return False
        if self.excluded_subtypes and (self.excluded_subtypes & obj.subtypes or (EVERY_CREATURE_TYPE in obj.subtypes and any(is_creature_type(t) for t in self.excluded_subtypes))):
            return False  # counters14: "non-Human" (205.3, 702.73a)
        if (self.colors is not None or self.colorless or self.multicolored or self.monocolored or self.excluded_colors is not None) and not self._matches_colors(obj.colors):
            return False
        if self.either and not any(e.matches_characteristics(obj, state, viewer_state) for e in self.either):
            return False
        if (self.chosen_color or self.chosen_type or self.chosen_name) and not self._matches_chosen(obj, state, viewer_state):
            return False
        if self.needs_state:
            if state is None and not self._state_beyond_token:
                return True  # only token-ness, which :meth:`matches` judged by obj_is_token
            return state is not None and self._matches_state(state, viewer_state, owner_checked)
        return True

    def _matches_colors(self, colors: TypeSet) -> bool:
        """105.2: the object's colours now (after layer 5, 613.1e); "red creatures" are those with
        red among their colours, whatever else they are."""
        mask = colors.mask & _COLORS_MASK
        if self.colors is not None and not mask & self.colors.mask:
            return False
        if self.colorless and mask:  # 105.2c
            return False
        if self.multicolored and mask.bit_count() < 2:  # 105.2b
            return False
        if self.monocolored and mask.bit_count() != 1:  # 105.2a
            return False
        if self.excluded_colors is not None and mask & self.excluded_colors.mask:  # audit17: "nonblack"
            return False
        return True

    def _matches_chosen(self, obj: Characteristics, state: ObjectState | None, viewer: ObjectState | None) -> bool:
        """The qualities chosen for the text's object ("of the chosen type", "of the chosen color",
        "with the chosen name"): never assumed, an error naming the permanent's key when the
        scenario does not say what was chosen."""
        if viewer is None:
            raise InputError(f"{self.text or 'a selector'!r}: what was chosen for the object that holds this text is not known here")
        if self.chosen_color:
            if viewer.chosen_color is None:
                raise InputError(f"{viewer.name}: {self.text!r} needs the colour chosen for it: give the permanent's chosen_color")
            if not obj.colors.mask >> int(viewer.chosen_color) & 1:  # 105.2: that colour among its colours
                return False
        if self.chosen_type:
            if viewer.chosen_type is None:
                raise InputError(f"{viewer.name}: {self.text!r} needs the type chosen for it: give the permanent's chosen_type")
            # 205.3: a creature (or land) type is a subtype; Cloud Key's choice is a card type (205.2a)
            chosen = viewer.chosen_type
            every = EVERY_CREATURE_TYPE in obj.subtypes and is_creature_type(chosen)  # 205.3m
            if chosen not in obj.subtypes and chosen not in obj.card_types and not every:
                return False
        if self.chosen_name:
            if viewer.chosen_name is None:
                raise InputError(f"{viewer.name}: {self.text!r} needs the card name chosen for it: give the permanent's chosen_name")
            if state is None or state.name != viewer.chosen_name:  # 201.2: the same name
                return False
        return True

    def _matches_state(self, state: ObjectState, viewer_state: ObjectState | None, owner_checked: bool = False) -> bool:
        if self.token is not None and state.token is not None and state.token != self.token:
            return False  # audit33: 111.1; "nontoken" (a card is no token: state.token None)
        if self.tapped is not None and state.tapped != self.tapped:
            return False
        if self.power_at_least is not None and state.power < self.power_at_least:
            return False
        if self.keyword is not None and self.keyword not in state.keywords:
            return False
        if self.counter is not None:
            have = sum(state.counters.values()) if self.counter == "" else int(state.counters.get(self.counter, 0))
            if have < max(1, self.counters_at_least):  # grants13: "three or more" (122.1)
                return False
        if self.named is not None:
            name = viewer_state.name if self.named == "~" and viewer_state is not None else self.named
            if state.name != name:
                return False
        if self.not_named is not None:  # among17: 201.2, names compared
            other = viewer_state.name if self.not_named == "~" and viewer_state is not None else self.not_named
            if state.name == other:
                return False
        if self.same_name_as_exiled and (viewer_state is None or state.name not in viewer_state.exiled_names):
            return False
        if self.could_produce is not None and not (state.could_produce or 0) & self.could_produce.mask:
            return False
        if not (_within(state.power, self.power_at_most) and _within(state.toughness, self.toughness_at_most, self.toughness_at_least)):
            return False  # 208.1: its power and toughness now, after layer 7 (613.4)
        if not _within(state.mana_value, self.mana_value_at_most, self.mana_value_at_least):
            return False  # 202.3
        if self.lacks_keyword is not None and self.lacks_keyword in state.keywords:
            return False
        if self.commander and not state.commander:  # grants14: 903.3
            return False
        if self.face_down and not state.face_down:  # grants14: 708.2
            return False
        if self.owned_by_viewer and not owner_checked and (viewer_state is None or state.owner != viewer_state.controller):  # grants14: 108.3
            return False
        if self.reads_combat and not self._matches_combat(state):
            return False
        if self.entered_this_turn is not None:
            if state.entered_this_turn is None:  # manatail14: 302.6, never assumed
                raise InputError(f"{state.name}: {self.text or 'a selector'!r} needs whether it entered the battlefield this turn (it is summoning sick): give the permanent the key entered_this_turn: true|false")
            if state.entered_this_turn != self.entered_this_turn:
                return False
        return True

    def _matches_combat(self, state: ObjectState) -> bool:
        """506.4, 509.1: whether the permanent is attacking or blocking, as the scenario says
        (outside combat nothing is: the scenario's loader sets both false); never assumed."""
        for key, wanted, now in (("attacking", self.attacking, state.attacking), ("blocking", self.blocking, state.blocking)):
            if wanted is None:
                continue
            if now is None:
                raise InputError(f"{state.name}: {self.text or 'a selector'!r} needs whether it is {key}: give the permanent the key {key}: true|false")
            if now != wanted:
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
        state: ObjectState | None = None,
        viewer_state: ObjectState | None = None,
        viewer_paired_with: str | None = None,
    ) -> bool:
        """Whether the permanent ``obj_id`` fits, seen from the object ``viewer_id`` (paired with
        ``viewer_paired_with``, 702.95b: a ``PAIRED`` selector fits both). A
        ``TARGET``, ``COST``, ``TRIGGERING`` or ``REFERRED`` selector fits what fits its description; which
        permanent was targeted, paid or tapped is for the caller to know."""
        rel = self.relation
        if rel is Relation.SELF and obj_id != viewer_id:
            return False
        if rel is Relation.OTHER and obj_id == viewer_id:
            return False
        if rel in (Relation.ENCHANTED, Relation.EQUIPPED) and obj_id != viewer_attached_to:
            return False
        if rel is Relation.PAIRED and obj_id != viewer_id and (viewer_paired_with is None or obj_id != viewer_paired_with):
            return False  # refs15: 702.95b, the viewer and the creature it is paired with
        if self.who is Who.YOU and obj_controller != viewer_controller:
            return False
        if self.who is Who.OPPONENT and obj_controller == viewer_controller:
            return False
        if self.who is Who.ENCHANTED_PLAYER and obj_controller != viewer_attached_to:
            return False  # audit20: 303.4: the player the viewer (an Aura) enchants
        if self.who is Who.TARGET_PLAYER:
            # audit29, 115.1: the layers put the targeted player in its place; here it is not known
            raise InputError(f"{self.text or 'a selector'!r}: which player was targeted is not known")
        if self.token is not None and self.token != obj_is_token:
            return False
        if self.owned_by_viewer and viewer_state is None and state is not None:
            # audit32: the text of a spell, which no permanent's state reads (mutate's "non-Human
            # creature with the same owner as this spell", 702.140a): the spell is owned by the
            # player who casts it from their own zone (108.3, 601.2a), the viewer's controller
            if state.owner != viewer_controller:
                return False
            return self.matches_characteristics(obj, state, viewer_state, owner_checked=True)
        return self.matches_characteristics(obj, state, viewer_state)

    def __str__(self) -> str:
        return self.text or _describe(self)


def _describe(s: Selector) -> str:
    words: list[str] = []
    if s.relation is Relation.SELF:
        return "this permanent"
    if s.relation is Relation.ENCHANTED:
        words.append("enchanted")
    if s.relation is Relation.EQUIPPED:
        words.append("equipped")
    if s.tapped is not None:
        words.append("tapped" if s.tapped else "untapped")
    words += [f"non{t.lower()}" for t in sorted(s.excluded_supertypes | s.excluded_types)]
    words += [t.lower() for t in sorted(s.supertypes)]
    if s.subtypes:
        words.append(" or ".join(sorted(s.subtypes)))
    words += [t.lower() for t in sorted(s.card_types)] or ([] if s.subtypes else ["permanent"])
    if s.who is Who.YOU:
        words.append("you control")
    elif s.who is Who.OPPONENT:
        words.append("an opponent controls")
    elif s.who is Who.ENCHANTED_PLAYER:
        words.append("enchanted player controls")
    elif s.who is Who.TARGET_PLAYER:
        words.append("target player controls")
    return " ".join(words)


SELF = Selector(relation=Relation.SELF, text="this permanent")
