"""The game state a question is asked about: players, permanents, turn, phase and zones.

Values only: a :class:`GameState` is built once (from a scenario file or in a notebook) and
never mutated; queries are pure functions of it.
"""

from __future__ import annotations

import enum
from dataclasses import field, replace
from typing import TYPE_CHECKING, Iterable, Mapping

from .cards import Card
from .costs import ManaCost
from .display import state_html
from .errors import InputError, QueryError, UnknownReferenceError
from .mana import ManaType, TypeSet
from .values import dataclass

if TYPE_CHECKING:
    from .library import CardLibrary


class Phase(enum.Enum):
    """The phases and steps SCENARIOS.md names, in turn order."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    MAIN1 = "main1"
    COMBAT = "combat"
    MAIN2 = "main2"
    END = "end"

    @property
    def is_main(self) -> bool:
        return self in (Phase.MAIN1, Phase.MAIN2)


class CombatStep(enum.Enum):
    """The steps of the combat phase (506.1), for a scenario whose ``phase`` is ``combat``: what an
    activation condition such as "during the declare blockers step" or "before attackers are
    declared" reads (the scenario key ``combat_step``)."""

    BEGINNING = "beginning"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"


@dataclass(frozen=True, slots=True)
class Resolution:
    """How one of a permanent's abilities resolved, when its effect lasts (611.2a): the
    permanents it targeted (115.1; Quarum Trench Gnomes' "target Plains") and a number it counted
    ("count the number of permanents", Chaos Moon). A scenario gives these in
    ``resolved_this_turn`` as ``{ability: N, targets: [...], number: K}``. ``chosen`` is what was
    chosen as it resolved (608.2d: "the color or colors of your choice", "the basic land type of
    your choice"), as written: colour names or land types; ``chosen: [Island]``."""

    ability: int
    targets: tuple[str, ...] = ()
    number: int | None = None
    chosen: tuple[str, ...] = ()
    # enters16: whether the "next spell" its effect is about ("When you next cast a creature spell
    # this turn, ...", 603.7c; "The next spell you cast this turn ...") was cast after it resolved,
    # so the effect is used up; None when the scenario does not say
    next_spell_cast: bool | None = None


@dataclass(frozen=True)
class Permanent:
    """A permanent on the battlefield, as a scenario describes it.

    ``timestamp`` orders continuous effects (613.7); a scenario gives permanents the timestamps
    of their listing order. ``summoning_sick`` means it came under its controller's control this
    turn (302.6). ``kicked`` and ``x`` say how the spell that became it was cast (107.3m).
    ``resolved_this_turn`` lists abilities (by number among all its abilities) whose effects
    for a duration are in force (Deep Water), and ``resolutions`` what they targeted or counted.
    ``exiled`` are the cards exiled with it (607.2a, Imprint: Chrome Mox, Extraplanar Lens).

    What activation conditions (602.5b) read, None when the scenario does not say (a condition that
    needs it then fails with an error naming the key): ``attacking`` (506.4, during combat),
    ``activated_this_turn`` (how many times each ability, by number, was activated this turn:
    "Activate only once each turn") and ``activated`` (how many times since it became this
    object, 400.7: "Activate only once").
    """

    id: str
    card: Card
    controller: str
    timestamp: int = 0
    owner: str | None = None
    tapped: bool = False
    counters: Mapping[str, int] = field(default_factory=dict)
    chosen_color: ManaType | None = None
    # cov17: the colours chosen as it entered when it chooses several ("choose up to two colors":
    # Desert Cenote); None: not said (an error for a text that reads them, never assumed)
    chosen_colors: tuple[ManaType, ...] | None = None
    attached_to: str | None = None
    summoning_sick: bool = False
    haste: bool = False
    extra_types: frozenset[str] = frozenset()
    kicked: int = 0
    x: int = 0
    # types15: the kicker costs paid for its spell (702.33e), for "If this creature was kicked with
    # its {R} kicker, it enters ... with first strike" (the volvers); None: not said
    kicked_with: tuple[ManaCost, ...] | None = None
    used_this_turn: bool = False
    is_token: bool = False
    resolved_this_turn: tuple[int, ...] = ()
    resolutions: tuple[Resolution, ...] = ()
    exiled: tuple[Card, ...] = ()
    attacking: bool | None = None
    activated_this_turn: Mapping[int, int] | None = None
    activated: Mapping[int, int] | None = None
    entered_this_turn: bool | None = None  # "if this land entered this turn" (602.5b); None: not said
    noted_mana: ManaType | None = None  # manatail14: "this artifact's last noted type" (Jeweled Amulet); None: not said
    attacked_this_turn: bool | None = None  # "if this creature attacked this turn" (602.5b); None: not said
    chosen_name: str | None = None  # "Spells with the chosen name can't be cast" (Meddling Mage); None: not said
    chosen_type: str | None = None  # "Creatures you control of the chosen type get +1/+1" (a creature, land or card type chosen as it entered); None: not said
    # static11: what it entered as a copy of (707.2: its ``card`` is then the copy, made by
    # model.copies): a permanent's id or a card's name; ``copy_given`` whether the scenario said
    # (``copy_of: null``: it entered as itself), so that a "may enter as a copy" not said is an error
    copy_of: str | None = None
    copy_given: bool = False
    # types15: which option of "As this creature enters, it becomes your choice of ..." it entered
    # as (614.12; from 0, in text order; its ``card`` is then that form, 707.2); None: not said
    entered_as: int | None = None
    # static11: designations (701.37b, 702.112b), for "As long as this creature is monstrous";
    # None: the scenario does not say
    monstrous: bool | None = None
    renowned: bool | None = None
    blocking: bool | None = None  # costs11: "target blocking creature" (509.1, during combat); None: not said
    # altcost11: the permanent is a commander (903.3: a designation of the card, never assumed:
    # the scenario says so; a permanent without it is not a commander)
    commander: bool = False
    # statics12: a Class's level (716.2a: "[Cost]: Level N" makes it N); None: not said, which is
    # level 1, the level a Class enters with (its first section only: the Class rulings)
    level: int | None = None
    # becomes13: it is face down (708.2a: morph, disguise, manifest, cloak); its ``card`` is then the
    # face-down 2/2 with no text, name, subtypes or mana cost (model.cards.face_down_card)
    face_down: bool = False
    # refs15: soulbond (702.95b): the id of the creature it is paired with, made the same in both
    # directions by the loader; ``paired_given`` whether the scenario said (``paired_with: null``:
    # unpaired), so that "as long as this creature is paired" is never assumed either way
    paired_with: str | None = None
    paired_given: bool = False

    def resolution(self, ability: int) -> Resolution:
        """What the scenario says of the resolution of ability ``ability`` (nothing: no targets,
        no number)."""
        for r in self.resolutions:
            if r.ability == ability:
                return r
        return Resolution(ability)

    @property
    def name(self) -> str:
        return self.card.name

    def counter(self, kind: str) -> int:
        """How many ``kind`` counters it has; kind "" (s15: "Remove a counter from ~"): of every kind."""
        return int(sum(self.counters.values()) if kind == "" else self.counters.get(kind, 0))

    def __repr__(self) -> str:
        bits = [self.id if self.id == self.card.name else f"{self.id}={self.card.name}", self.controller]
        if self.tapped:
            bits.append("tapped")
        if self.summoning_sick:
            bits.append("summoning sick")
        return f"<Permanent {' '.join(bits)}>"


@dataclass(frozen=True, slots=True)
class ExiledCard:
    """zones11: a card in a player's exile (406), for casting from exile (601.2a, 601.3):
    ``foretold`` when it was exiled face down by its foretell ability (702.143a), and
    ``foretold_this_turn`` when that happened this turn (it may be cast only after the turn it was
    foretold)."""

    card: Card
    foretold: bool = False
    foretold_this_turn: bool = False
    # an effect that resolved lets its owner cast it from exile ("You may cast that card for as long
    # as it remains exiled", 601.3, 611.2a), and "mana of any type can be spent to cast that spell"
    may_cast: bool = False
    any_mana: bool = False
    # manatail14: its abilities that were activated from the hand by exiling it and resolved, whose
    # effects are in force (the scenario's ``resolved``: "Target land gains ... until this card is
    # cast from exile", Glamorous Outlaw, 611.2b: in force while the card stays in exile), with what
    # they targeted (115.1)
    resolutions: tuple[Resolution, ...] = ()
    # audit19: exiled by its own Adventure as that spell resolved (715.3d): its owner may cast it
    # from exile, but not as an Adventure
    adventure: bool = False


@dataclass(frozen=True, slots=True)
class CommandCard:
    """grants12: a commander in its owner's command zone (903.6), for casting it from there
    (903.8): ``cast_count`` is how many times its owner has cast it from the command zone this
    game (the commander tax: {2} more for each, 903.8)."""

    card: Card
    cast_count: int = 0


class StackKind(enum.Enum):
    """zones11: what an object on the stack is (405.1, 115.1): a spell, or an activated or a
    triggered ability."""

    SPELL = "spell"
    ACTIVATED = "activated ability"
    TRIGGERED = "triggered ability"


@dataclass(frozen=True, slots=True)
class StackObject:
    """zones11: one object on the stack other than the spell being cast (405.1): a spell (its
    ``card``) or an ability (``source``: the permanent it is an ability of, ``ability``: its
    number among that permanent's abilities), and who controls it."""

    kind: StackKind
    controller: str
    card: Card | None = None
    source: str | None = None
    ability: int | None = None

    def __str__(self) -> str:
        if self.card is not None:
            return f"{self.card.name} (a spell {self.controller} controls)"
        return f"{self.kind.value} {self.ability} of {self.source} ({self.controller})"


@dataclass(frozen=True)
class GameState:
    """One game situation (SCENARIOS.md): the questions of a scenario are asked of it.

    ``cards`` is the library the scenario's card names were read from (a scenario's own
    ``cards:`` included), so that questions about a card by name (``enters``) can read it.
    ``spells_cast_this_turn`` counts the spells each player has cast this turn (Damping Sphere).
    ``monarch`` is the player who is the monarch (724), if any. ``spells_resolved_this_turn`` are
    the instants and sorceries each player cast that resolved this turn, whose effects until end
    of turn are in force (Pale Moon, High Tide; 611.2a). ``graveyard`` holds each player's
    graveyard when the scenario gives it (a player absent: not known; "Activate only if there are
    seven or more cards in your graveyard" then fails with an error naming the key);
    ``combat_step`` the step of the combat phase (506.1) when the scenario gives it;
    ``cards_drawn_this_turn`` and ``life_lost_this_turn`` what each player drew and lost this
    turn, when the scenario gives it (an amount that counts them fails naming the key otherwise);
    ``attacked`` the players attacked this combat (508.1b), when it gives them ("only if you've been
    attacked this step").

    How the scenario's questions are asked: ``allow_unread`` (its cards may keep sentences the
    grammar leaves unread; its answers then name them in ``warnings``) and ``rules`` (the readings
    of contested rules it chooses, by the name of a field of :class:`manasolve.Options`).
    """

    players: tuple[str, ...]
    permanents: tuple[Permanent, ...] = ()
    active: str = ""
    phase: Phase = Phase.MAIN1
    stack_empty: bool = True
    commander_identity: Mapping[str, TypeSet] = field(default_factory=dict)
    hand: Mapping[str, tuple[Card, ...]] = field(default_factory=dict)
    library_top: Mapping[str, Card] = field(default_factory=dict)
    library_size: Mapping[str, int] = field(default_factory=dict)  # s15: 401, how many cards each library holds; absent: not known
    lands_played: Mapping[str, int] = field(default_factory=dict)
    life: Mapping[str, int] = field(default_factory=dict)
    spells_cast_this_turn: Mapping[str, int] = field(default_factory=dict)
    monarch: str | None = None
    spells_resolved_this_turn: Mapping[str, tuple[Card, ...]] = field(default_factory=dict)
    # s16: each player's emblems (114), as objects of the command zone with the emblem's text
    emblems: Mapping[str, tuple[Card, ...]] = field(default_factory=dict)
    graveyard: Mapping[str, tuple[Card, ...]] = field(default_factory=dict)
    combat_step: CombatStep | None = None
    cards_drawn_this_turn: Mapping[str, int] = field(default_factory=dict)  # 121.1; a player absent: not known
    life_lost_this_turn: Mapping[str, int] = field(default_factory=dict)  # 119.3; a player absent: not known
    attacked: tuple[str, ...] | None = None  # the players attacked this combat (508.1b); None: not given
    cards: "CardLibrary | None" = field(default=None, compare=False, repr=False)
    # s17: the permanents the scenario listed that state-based actions put into a graveyard before
    # any player could act (704.3), each with why: a question naming one says so, and the effects
    # its abilities created as they resolved this turn last (611.2a)
    departed: tuple[tuple["Permanent", str], ...] = ()
    # audit36: what state-based actions did that left a permanent on the battlefield, by its id,
    # with why: an Equipment or Fortification unattached (704.5n), a creature 704.5f could not
    # judge (an unread change of its toughness, allowed): an answer's warnings say so
    sba_notes: tuple[tuple[str, str], ...] = ()
    allow_unread: bool = False
    rules: Mapping[str, bool] = field(default_factory=dict)
    # activation conditions (602.5b) that read a player: counters each player has (122.1: poison,
    # rad, ...; a player absent: not known), and who has the city's blessing (702.131) or has
    # completed a dungeon (309.7) (None: the scenario does not say)
    player_counters: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    city_blessing: tuple[str, ...] | None = None
    completed_dungeon: tuple[str, ...] | None = None
    # creatures each player attacked with this turn (508.1) and creatures that died this turn
    # (700.4), for "if you attacked this turn", "if a creature died this turn"; None / absent: not said
    attacked_with_this_turn: Mapping[str, int] = field(default_factory=dict)
    creatures_died_this_turn: int | None = None
    # tail10: the life each player gained this turn (119.9), for "where X is the amount of life you
    # gained this turn" (Accomplished Alchemist); a player absent: not known
    life_gained_this_turn: Mapping[str, int] = field(default_factory=dict)
    # tail10: the player who has the initiative (725.1: one at most), as a list like city_blessing;
    # None: the scenario does not say
    initiative: tuple[str, ...] | None = None
    # audit39: each player's speed (702.179: 1 to 4 once they have one; 4 is max speed); a player
    # absent has no speed; empty: the scenario does not say
    speed: Mapping[str, int] = field(default_factory=dict)
    # tail10: every permanent that entered the battlefield under each player's control this turn,
    # by card, still there or not (a player absent: not known)
    entered_under_control_this_turn: Mapping[str, tuple[Card, ...]] = field(default_factory=dict)
    # cost10: the spells each player has cast this turn, in order ("The first creature spell you
    # cast each turn costs {1} less"): their cards; absent, only the count of spells_cast_this_turn
    spells_cast_this_turn_cards: Mapping[str, tuple[Card, ...]] = field(default_factory=dict)
    # counters10: how many permanents left the battlefield under each player's control this turn
    # (Revolt: "if a permanent left the battlefield under your control this turn"); a player
    # absent: not known
    left_battlefield_this_turn: Mapping[str, int] = field(default_factory=dict)
    # casting10: the player who took the game's first turn (103.1), for "If you weren't the starting
    # player, this spell costs {1} less to cast"; None: the scenario does not say
    starting_player: str | None = None
    # altcost11: prowl (702.76a): the creature types of the sources with which each player dealt
    # combat damage to a player this turn (an empty list: none); a player absent: not known
    combat_damage_types_this_turn: Mapping[str, frozenset[str]] = field(default_factory=dict)
    # zones11: the cards in each player's exile (406; a player absent: not known), for casting
    # from exile (foretell 702.143a; "for as long as it remains exiled"); and the objects on the
    # stack other than the spell being cast (405.1: None, only ``stack_empty`` is known)
    exile: Mapping[str, tuple[ExiledCard, ...]] = field(default_factory=dict)
    stack: tuple[StackObject, ...] | None = None
    # grants12: the commanders in each player's command zone (903.6), for casting them from there
    # (903.8); a player absent: none
    command: Mapping[str, tuple[CommandCard, ...]] = field(default_factory=dict)
    # statics12: which of its own turns of the game each player's current or most recent turn is
    # (their first: 1), for "You can't cast ~ during your first, second, or third turns of the
    # game" (Serra Avenger; 601.3); a player absent: not known
    turn_number: Mapping[str, int] = field(default_factory=dict)
    # activation13: each player's starting life total (103.4: 20, 30 or 40 by format), for "Activate
    # only if you have at least 10 life more than your starting life total" (Ayli); absent: not known
    starting_life: Mapping[str, int] = field(default_factory=dict)
    # counters14: the damage each player was dealt this turn (120.3a), for "if an opponent was dealt
    # damage this turn" (Bloodthirst, 702.54a; Skarrgan Firebird); a player absent: not known
    damage_dealt_this_turn: Mapping[str, int] = field(default_factory=dict)
    # altcost16: the cards put into each player's graveyard from anywhere this turn (Ravenous Trap),
    # and the creatures that dealt damage to each player this turn (Inferno Trap; 120.3a); a player
    # absent: not known
    cards_put_into_graveyard_this_turn: Mapping[str, int] = field(default_factory=dict)
    creatures_dealt_damage_this_turn: Mapping[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not self.players:
            raise InputError("a game needs at least one player")
        if len(set(self.players)) != len(self.players):
            raise InputError(f"players must be distinct: {list(self.players)}")
        if not self.active:
            object.__setattr__(self, "active", self.players[0])
        if self.active not in self.players:
            raise InputError(f"active player {self.active!r} is not one of the players {list(self.players)}")
        from collections import Counter

        dupes = sorted(i for i, n in Counter(p.id for p in self.permanents).items() if n > 1)
        if dupes:
            raise InputError(f"permanent ids must be unique; repeated: {dupes}")
        if self.starting_player is not None and self.starting_player not in self.players:
            raise InputError(f"the starting player {self.starting_player!r} is not a player")
        if self.stack is not None and bool(self.stack) == self.stack_empty:  # zones11: 405.1
            raise InputError(f"stack_empty: {str(self.stack_empty).lower()} contradicts the stack given ({len(self.stack)} object(s))")
        if self.monarch is not None and self.monarch not in self.players:
            raise InputError(f"the monarch {self.monarch!r} is not a player")
        for p in self.permanents:
            if p.controller not in self.players:
                raise InputError(f"permanent {p.id!r} is controlled by {p.controller!r}, who is not a player")

    # --- lookups ------------------------------------------------------------------------------

    def _repr_html_(self) -> str:
        """The board as a table of permanents per player, with their state, in a notebook."""
        return state_html(self)

    def permanent(self, ref: str) -> Permanent:
        """The permanent with this id, or with this card name when exactly one has it."""
        for p in self.permanents:
            if p.id == ref:
                return p
        low = ref.lower()  # audit19: a face of a card with several faces also by its card's name ("A // B")
        named = [p for p in self.permanents if p.card.name.lower() == low or p.card.whole_name.lower() == low]
        if len(named) == 1:
            return named[0]
        if named:
            raise UnknownReferenceError(ref, [p.id for p in named], "ambiguous")
        for gone, why in self.departed:
            if ref == gone.id or low == gone.card.name.lower():
                raise QueryError(f"{ref!r} is no longer on the battlefield: {why}")
        raise UnknownReferenceError(ref, [p.id for p in self.permanents], "unknown")

    def controlled_by(self, player: str) -> tuple[Permanent, ...]:
        return tuple(p for p in self.permanents if p.controller == player)

    def opponents(self, player: str) -> tuple[str, ...]:
        return tuple(q for q in self.players if q != player)

    def split_second_spell(self) -> StackObject | None:
        """A spell with split second on the stack, if the scenario's ``stack`` holds one: while
        it is there, players can't cast spells or activate abilities that aren't mana abilities
        (702.61a)."""
        for o in self.stack or ():
            if o.card is not None and o.card.has_keyword("split second"):
                return o
        return None

    def life_of(self, player: str) -> int:
        return int(self.life.get(player, 20))

    def spells_cast_by(self, player: str) -> int:
        """How many spells ``player`` has cast this turn (0 unless the scenario says)."""
        return int(self.spells_cast_this_turn.get(player, 0))

    def with_permanents(self, permanents: Iterable[Permanent]) -> "GameState":
        return replace(self, permanents=tuple(permanents))
