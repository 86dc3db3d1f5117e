"""Hypothesis strategies shared by the property tests: mana, sets of types, and random boards drawn
from the built-in card library (random controllers, counters, chosen colours, Aura attachments,
commander identities; with ``tapping``, tapped and summoning-sick flags and life totals).

``MANASOLVE_PROPERTY_SCALE=20`` multiplies every property's number of examples (a longer bug
hunt; the default keeps the normal run fast).
"""

from __future__ import annotations

import os

from hypothesis import strategies as st
from manasolve.model.library import CardLibrary
from manasolve.model.mana import COLORS, Mana, ManaType, TypeSet
from manasolve.model.state import GameState, Permanent


TYPES = list(ManaType)
SCALE = max(1, int(os.environ.get("MANASOLVE_PROPERTY_SCALE", "1")))

def _mana(max_total: int = 3):
    """Mana with 0..max_total units of random types."""
    return st.lists(st.sampled_from(TYPES), min_size=0, max_size=max_total).map(
        lambda ts: sum((Mana.of(t) for t in ts), Mana())
    )


def _typeset(min_size: int, max_size: int, pool=TYPES):
    return st.sets(st.sampled_from(list(pool)), min_size=min_size, max_size=max_size).map(TypeSet.of)



# --- boards from the built-in cards -------------------------------------------------------------

LIBRARY = CardLibrary.builtin()
PLAYERS = ("alice", "bob")

SOURCES = [
    "Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes", "Taiga", "Savannah",
    "Reflecting Pool", "Exotic Orchard", "Fellwar Stone", "Naga Vitalist", "Harvester Druid",
    "Incubation Druid", "Sylvok Explorer", "Squandered Resources", "Meteor Crater", "Command Tower",
    "City of Brass", "Vivid Crag", "Gemstone Mine", "Thriving Bluff", "Gemstone Caverns", "Sol Ring",
    "Llanowar Elves", "Birds of Paradise", "Astral Cornucopia", "Everflowing Chalice", "Gond Gate",
    "Plaza of Harmony", "Chromatic Lantern", "Sheltered Aerie", "Shivan Reef", "Ancient Tomb",
    "Mana Confluence", "Springleaf Drum", "Cavern of Souls", "Pillar of the Paruns", "Sylvan Caryatid",
    "Grim Monolith", "Mutavault", "Lotus Petal",
]
"""Cards with mana abilities (or that grant them)."""

READERS = [
    "Reflecting Pool", "Exotic Orchard", "Fellwar Stone", "Naga Vitalist", "Harvester Druid",
    "Incubation Druid", "Sylvok Explorer", "Squandered Resources", "Gond Gate", "Plaza of Harmony",
]
"""Cards that read what other permanents could produce (106.7): drawn more often."""

REPLACERS = [
    "Contamination", "Infernal Darkness", "Pulse of Llanowar", "Mana Reflection", "Nyxbloom Ancient",
    "Damping Sphere", "Naked Singularity", "Reality Twist", "Hall of Gemstone", "Deep Water",
]
"""Cards whose effects replace mana events (at most a few per board: the oracle tries every order)."""

MODIFIERS = [
    "Blood Moon", "Urborg, Tomb of Yawgmoth", "Prismatic Omen", "Yavimaya, Cradle of Growth",
    "Cryptolith Rite", "Leyline of the Guildpact", "Dryad of the Ilysian Grove", "Celestial Dawn",
]
"""Cards that change types, colours or abilities (layers 4-6)."""

TRIGGERS = [
    "Mana Flare", "Wild Growth", "Heartbeat of Spring", "Vernal Bloom", "Zendikar Resurgent",
    "Kinnan, Bonder Prodigy", "Utopia Sprawl", "Gauntlet of Power", "Overabundance",
]
"""Cards with triggered mana abilities (605.1b)."""

AURAS = {"Sheltered Aerie", "Wild Growth", "Utopia Sprawl"}
CARDS = {name: LIBRARY.get(name) for name in SOURCES + READERS + REPLACERS + MODIFIERS + TRIGGERS}
"""Read once, when the module is imported (the library reads a card's text the first time it is asked for)."""
COUNTER_KINDS = ("+1/+1", "charge", "luck", "mining")


_INTS: dict[tuple[int, int], st.SearchStrategy[int]] = {}


def _ints(lo: int, hi: int) -> st.SearchStrategy[int]:
    """st.integers(lo, hi), built once per range (a strategy built inside a composite is
    validated again on every draw, which made drawing a board cost more than testing it)."""
    if (lo, hi) not in _INTS:
        _INTS[lo, hi] = st.integers(lo, hi)
    return _INTS[lo, hi]


_SOURCE_OR_READER = st.sampled_from(SOURCES + READERS)
_REPLACER = st.sampled_from(REPLACERS)
_MODIFIER = st.sampled_from(MODIFIERS)
_TRIGGER = st.sampled_from(TRIGGERS)
_COUNTERS = st.dictionaries(st.sampled_from(COUNTER_KINDS), st.integers(0, 3), max_size=2)
_PLAYER = st.sampled_from(PLAYERS)
_CHOSEN = st.none() | st.sampled_from(COLORS)
_IDENTITY = st.dictionaries(_PLAYER, _typeset(0, 5, COLORS))


@st.composite
def boards(draw, max_permanents: int = 12, max_replacers: int = 4, triggers: bool = True, tapping: bool = False) -> GameState:
    """A random board: 1..max_permanents permanents of the pools above, with random controllers,
    counters, chosen colours, Aura attachments, commander identities (and, with ``tapping``,
    tapped and summoning-sick flags and life totals)."""
    n = draw(_ints(1, max_permanents))
    k = draw(_ints(0, min(max_replacers, n - 1)))
    m = draw(_ints(0, min(2, n - 1 - k)))
    t = draw(_ints(0, min(3, n - 1 - k - m))) if triggers else 0
    names = (
        [draw(_SOURCE_OR_READER) for _ in range(n - k - m - t)]
        + [draw(_REPLACER) for _ in range(k)]
        + [draw(_MODIFIER) for _ in range(m)]
        + [draw(_TRIGGER) for _ in range(t)]
    )
    names = draw(st.permutations(names))
    cards = [CARDS[name] for name in names]
    lands = [f"p{i}" for i, c in enumerate(cards) if "Land" in c.card_types]
    permanents = []
    for i, card in enumerate(cards):
        counters = draw(_COUNTERS)
        attached = lands[draw(_ints(0, len(lands) - 1))] if card.name in AURAS and lands else None
        extra = {}
        if tapping:
            extra = dict(tapped=draw(st.booleans()), summoning_sick=draw(st.booleans()))
        permanents.append(
            Permanent(
                id=f"p{i}",
                card=card,
                controller=draw(_PLAYER),
                timestamp=i + 1,
                counters=counters,
                # a text that selects by the chosen colour needs it (never assumed: an error without)
                chosen_color=draw(st.sampled_from(COLORS)) if "of the chosen color" in card.oracle_text else draw(_CHOSEN),
                attached_to=attached,
                resolved_this_turn=(0,) if card.name == "Deep Water" and draw(st.booleans()) else (),
                **extra,
            )
        )
    identity = draw(_IDENTITY)
    life = {p: draw(_ints(0, 4)) for p in PLAYERS} if tapping else {}
    return GameState(players=PLAYERS, permanents=tuple(permanents), commander_identity=identity, life=life, cards=LIBRARY)


def _describe(state: GameState) -> str:
    rows = []
    for p in state.permanents:
        bits = [p.id, repr(p.card.name), p.controller]
        if p.counters:
            bits.append(f"counters={dict(p.counters)}")
        if p.chosen_color is not None:
            bits.append(f"chosen={p.chosen_color.name}")
        if p.attached_to:
            bits.append(f"attached_to={p.attached_to}")
        if p.resolved_this_turn:
            bits.append("resolved")
        if p.tapped:
            bits.append("tapped")
        if p.summoning_sick:
            bits.append("sick")
        rows.append(" ".join(bits))
    ident = {k: str(v) for k, v in state.commander_identity.items()}
    return "\n".join(rows) + f"\ncommander identities: {ident}; life: {dict(state.life)}"


