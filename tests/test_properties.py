"""Property-based tests: each fast algorithm of the solver against a naive oracle that shares
none of its code (tests/oracle.py reads the model's data and interprets it itself):

* the memoised replacement search (``solver.mana.replacement.outcomes``) against every permutation
  of the effects, each effect read from its fields by the oracle (``brute_outcomes``,
  ``repl_of_compiled``), and its witnesses replayed step by step;
* ``manasolve.could_produce`` for every permanent against naive whole-board iteration
  (``NaiveBoard.could_produce``);
* ``manasolve.tap_for_mana`` against a brute-force recomputation with its own legality checks,
  its own reading of the replacement effects and of the triggered mana abilities
  (``NaiveBoard.tap``);
* the payment search (``solver.paying.payment.find_payment``) against a python-constraint
  formulation that assigns mana units to the slots of the cost (``csp_payable``).

Boards are drawn from the built-in card library with random controllers, counters, chosen
colours, Aura attachments and commander identities. Each test states its rule in its docstring.

``MANASOLVE_PROPERTY_SCALE=20 python3 -m pytest tests/test_properties.py`` runs twenty times as
many examples of each property (a longer bug hunt; the default keeps the normal run fast).
"""

from __future__ import annotations

import os
from math import factorial

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st
from manasolve.model.costs import ManaCost
from manasolve.model.library import CardLibrary
from manasolve.model.mana import COLORS, Mana, ManaType, TypeSet
from manasolve.model.state import GameState, Permanent
from manasolve.solver.mana.replacement import Compiled, outcomes
from manasolve.solver.paying.payment import Payment, Source, find_payment
from oracle import NaiveBoard, Repl, brute_outcomes, csp_payable, repl_of_compiled

import manasolve

TYPES = list(ManaType)
SCALE = max(1, int(os.environ.get("MANASOLVE_PROPERTY_SCALE", "1")))
REPLACEMENT_EXAMPLES = 2000
"""Generated cases of the replacement search per run (times SCALE)."""
BRUTE_WORK = 200_000
"""Cases whose every-permutation oracle would try more orders and branches than this are skipped."""

# --- 1. the replacement search against every permutation ---------------------------------------


def _mana(max_total: int = 3):
    """Mana with 0..max_total units of random types."""
    return st.lists(st.sampled_from(TYPES), min_size=0, max_size=max_total).map(
        lambda ts: sum((Mana.of(t) for t in ts), Mana())
    )


def _typeset(min_size: int, max_size: int, pool=TYPES):
    return st.sets(st.sampled_from(list(pool)), min_size=min_size, max_size=max_size).map(TypeSet.of)


_ANY_TYPE = st.sampled_from(TYPES)
_ONE_TO_THREE = st.integers(1, 3)
_OPS = st.sampled_from(["set_type", "set_type_amount", "set_color", "convert", "multiply", "set_amount", "instead"])
_OF_TYPE = st.none() | _ANY_TYPE
_TYPES_1_5 = _typeset(1, 5)
_COLORS_0_5 = _typeset(0, 5, COLORS)
_FACTOR = st.sampled_from([2, 3])
_OUTCOMES = st.lists(_mana(), min_size=0, max_size=3, unique=True).map(tuple)
# built once: a strategy made inside a composite is validated again on every draw


@st.composite
def compiled_effects(draw) -> Compiled:
    """One random compiled replacement effect, of any op the solver knows."""
    op = draw(_OPS)
    common = dict(min_amount=draw(_ONE_TO_THREE), of_type=draw(_OF_TYPE), self_replacement=draw(st.booleans()))
    if op == "set_type":
        return Compiled("set_type", types=draw(_TYPES_1_5), **common)
    if op == "set_type_amount":
        return Compiled("set_type", types=draw(_TYPES_1_5), amount=draw(_ONE_TO_THREE), **common)
    if op == "set_color":
        return Compiled("set_color", types=draw(_COLORS_0_5), **common)
    if op == "convert":
        src = draw(_ANY_TYPE)
        common["of_type"] = draw(st.sampled_from([None, src]))
        return Compiled("convert", src=src, dst=draw(_ANY_TYPE), **common)
    if op == "multiply":
        return Compiled("multiply", factor=draw(_FACTOR), **common)
    common["self_replacement"] = True  # set_amount and instead are self-replacements (614.15)
    if op == "set_amount":
        return Compiled("set_amount", amount=draw(_ONE_TO_THREE), **common)
    return Compiled("instead", outcomes=draw(_OUTCOMES), **common)


def _branching(e: Compiled) -> int:
    """An upper bound on how many events one application of ``e`` can give."""
    if e.op in ("set_type", "set_color"):
        return max(1, len(e.types))
    if e.op == "set_amount":
        return 6
    if e.op == "instead":
        return max(1, len(e.outcomes))
    return 1


def _brute_work(effects: tuple[Compiled, ...]) -> int:
    work = factorial(len(effects))
    for e in effects:
        work *= _branching(e)
    return work


def replay(initial: Mana, effects: tuple[Repl, ...], path, leaf: Mana) -> None:
    """Replay a witness path with the oracle's own reading of each effect and check every step
    is legal (616.1a, 616.1f, 614.5)."""
    mana = initial
    used: set[int] = set()
    for index, _choice, after in path:
        assert 0 <= index < len(effects), f"step names effect {index} of {len(effects)}"
        assert index not in used, f"effect {index} applied twice (614.5)"
        effect = effects[index]
        assert effect.applies(mana), f"effect {index} ({effect.label}) does not apply to {mana!r} (616.1f)"
        applicable = [j for j in range(len(effects)) if j not in used and effects[j].applies(mana)]
        if any(effects[j].self_replacement for j in applicable):
            assert effect.self_replacement, f"effect {index} chosen while a self-replacement applies (616.1a)"
        assert after in effect.results(mana), f"{after!r} is not a result of effect {index} ({effect.label}) on {mana!r}"
        mana = after
        used.add(index)
    assert mana == leaf, f"the path ends at {mana!r}, not at its leaf {leaf!r}"
    left = [j for j in range(len(effects)) if j not in used and effects[j].applies(mana)]
    assert not left, f"the leaf {leaf!r} still has applicable unused effects {left} (616.1f)"


@settings(max_examples=REPLACEMENT_EXAMPLES * SCALE, deadline=None, suppress_health_check=[HealthCheck.filter_too_much, HealthCheck.too_slow])
@given(initial=_mana(), effects=st.lists(compiled_effects(), min_size=0, max_size=6).map(tuple))
def test_replacement_search_equals_every_permutation(initial, effects):
    """The memoised replacement search gives exactly the outcomes of trying every order of the
    applicable effects (616.1: self-replacements first, applicability re-checked after each, each
    effect at most once), and each outcome's witness order replays to that outcome. The oracle
    reads each compiled effect from its fields (tests/oracle.py ``repl_of_compiled``)."""
    assume(_brute_work(effects) <= BRUTE_WORK)
    naive = tuple(repl_of_compiled(e) for e in effects)
    found = outcomes(initial, effects)
    assert set(found) == brute_outcomes(initial, naive)
    for leaf, path in found.items():
        replay(initial, naive, path, leaf)


def test_replacement_search_examples():
    """Known cases: Contamination then Mana Reflection gives BB, the other order B; Damping
    Sphere applies only to two or more mana, and is re-checked after a doubler (616.1f); an
    effect with no type to choose gives no mana (106.5)."""
    contamination = Compiled("set_type", types=TypeSet.of("B"), amount=1)
    reflection = Compiled("multiply", factor=2)
    assert set(outcomes(Mana.parse("G"), (contamination, reflection))) == {Mana.parse("B"), Mana.parse("BB")}
    damping = Compiled("set_type", types=TypeSet.of("C"), amount=1, min_amount=2)
    assert set(outcomes(Mana.parse("G"), (damping,))) == {Mana.parse("G")}
    assert set(outcomes(Mana.parse("G"), (damping, reflection))) == {Mana.parse("C")}
    assert set(outcomes(Mana.parse("CC"), (damping, reflection))) == {Mana.parse("C"), Mana.parse("CC")}
    undefined = Compiled("set_color", types=TypeSet(0))
    assert set(outcomes(Mana.parse("G"), (undefined,))) == {Mana()}


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
                chosen_color=draw(_CHOSEN),
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


# --- 2. could produce against naive iteration ----------------------------------------------------


@settings(max_examples=500 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(state=boards())
def test_could_produce_equals_naive_iteration(state):
    """What each permanent could produce (106.7) is the least fixed point of the references:
    the query for each permanent gives exactly the set that naive whole-board iteration from
    empty sets reaches (every mana ability, costs ignored, every order of the replacement
    effects), and it has a witness for each type."""
    expected = NaiveBoard(state).could_produce()
    for p in state.permanents:
        got = manasolve.could_produce(state, p.id)
        assert got.types == expected[p.id], f"could_produce({p.id}) = {got.types}, naive {expected[p.id]}\n" + _describe(state)
        witnessed = {t for t, _ in got.witnesses}
        assert witnessed == set(got.types.names()), f"could_produce({p.id}): types {got.types}, witnesses for {sorted(witnessed)}\n" + _describe(state)


# --- 3. tapping for mana against a brute-force recomputation -------------------------------------


@settings(max_examples=250 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(state=boards(max_permanents=10, max_replacers=4, tapping=True))
def test_tap_for_mana_equals_brute_force(state):
    """Tapping a permanent for mana (106.12, 605) gives exactly the results of resolving each
    {T} mana ability that can be activated now (107.5, 118.3, 119.4, 302.6), in every order of
    the replacement effects (616.1), plus the mana of the triggered mana abilities it triggers
    (106.12a: only when it produced mana); when none can be activated the answer is illegal."""
    naive = NaiveBoard(state)
    for p in state.permanents:
        expected = naive.tap(p.id)
        got = manasolve.tap_for_mana(state, p.id)
        if expected is None:
            assert got.illegal is not None, f"tap_for_mana({p.id}) = {got.answer}, naive: illegal\n" + _describe(state)
            continue
        assert got.illegal is None, f"tap_for_mana({p.id}) illegal ({got.illegal}), naive {sorted(map(str, expected))}\n" + _describe(state)
        assert {m for m, _ in got.outcomes} == expected, (
            f"tap_for_mana({p.id}) = {got.answer}, naive {sorted(map(str, expected))}\n" + _describe(state)
        )


# --- 4. the payment search against a constraint problem ------------------------------------------


SYMBOLS = {
    "generic": ["{1}", "{2}", "{3}"],
    "x": ["{X}"],
    "colored": [c.symbol for c in COLORS],
    "colorless": ["{C}"],
    "snow": ["{S}"],
    "hybrid": ["{W/U}", "{U/B}", "{B/R}", "{R/G}", "{G/W}", "{W/B}", "{U/R}", "{B/G}", "{R/W}", "{G/U}"],
    "mono_hybrid": ["{2/W}", "{2/U}", "{2/B}", "{2/R}", "{2/G}", "{3/W}", "{3/G}", "{C/W}", "{C/U}", "{C/R}"],
    "phyrexian": ["{W/P}", "{U/P}", "{B/P}", "{R/P}", "{G/P}", "{B/G/P}", "{R/W/P}", "{G/U/P}"],
}
"""Mana symbols by kind (107.4); {3/G} is not on any card, but the cost parser reads it."""


def _symbol_types(symbol: str) -> set[ManaType]:
    return {ManaType[ch] for ch in symbol.strip("{}").split("/") if ch in "WUBRGC"}


@st.composite
def payment_problems(draw):
    """A cost of up to six symbols (each of a kind drawn first, so that rare kinds such as {S} come
    up often), up to five sources of one to three outcomes (0-3 mana each, some from snow
    sources), a life total and a value of X. Half the time the cost and the mana draw on a palette
    of two or three types, so that symbols and sources often compete for the same mana."""
    if draw(st.booleans()):
        palette = set(draw(st.lists(st.sampled_from(TYPES), min_size=2, max_size=3, unique=True)))
        kinds = {k: [sym for sym in syms if not _symbol_types(sym) or _symbol_types(sym) & palette] for k, syms in SYMBOLS.items()}
        mana = st.lists(st.sampled_from(sorted(palette)), min_size=0, max_size=3).map(lambda ts: sum((Mana.of(t) for t in ts), Mana()))
    else:
        kinds, mana = SYMBOLS, _mana(3)
    symbol = st.sampled_from([k for k, syms in kinds.items() if syms]).flatmap(lambda k: st.sampled_from(kinds[k]))
    cost = ManaCost.parse("".join(draw(st.lists(symbol, min_size=0, max_size=6))))
    sources = [
        Source(f"s{i}", tuple(draw(st.lists(mana, min_size=1, max_size=3, unique=True))), snow=draw(st.booleans()))
        for i in range(draw(st.integers(0, 5)))
    ]
    return cost, sources, draw(st.integers(0, 6)), draw(st.integers(0, 2))


@st.composite
def tight_payment_problems(draw):
    """A cost built to be paid by a hidden choice of the sources' outcomes: each unit of the chosen
    mana becomes (part of) a symbol it can pay: generic, its own coloured or {C} symbol, {S} (only
    from a snow source), a hybrid or Phyrexian symbol with its type as one half, the coloured half
    of {2/W} or {3/W} ({C/W} for colorless), or, with the next units, the generic half of {2/W} or
    {3/G}; or it is left unspent. Phyrexian symbols paid with life are added, with just enough
    life. The sources' mana is often of only two types, and their other outcomes are there to
    mislead: the search must not commit a unit to a use that the hidden payment does not need."""
    sources, units = [], []
    palette = draw(st.sampled_from([TYPES, *([t, u] for t in TYPES for u in TYPES if t < u)]))
    mana = st.lists(st.sampled_from(palette), min_size=0, max_size=3).map(lambda ts: sum((Mana.of(t) for t in ts), Mana()))
    for i in range(draw(st.integers(1, 4))):
        outs = draw(st.lists(mana, min_size=1, max_size=3, unique=True))
        snow = draw(st.booleans())
        chosen = draw(st.sampled_from([None, *outs]))
        if chosen is not None:
            units += [(t, snow) for t in TYPES for _ in range(chosen[t])]
        sources.append(Source(f"s{i}", tuple(outs), snow=snow))
    units = draw(st.permutations(units))
    colors = [c.name for c in COLORS]
    symbols: list[str] = []
    k = 0
    while k < len(units):
        t, snow = units[k]
        forms = ["generic", "own", "own", "hybrid", "phyrexian", "mono", "group", "unspent"] + (["snow"] * 3 if snow else [])
        form = draw(st.sampled_from(forms))
        if form == "group" and k + 1 < len(units):
            n = draw(st.sampled_from([2, 3] if k + 2 < len(units) else [2]))
            symbols.append(f"{{{n}/{draw(st.sampled_from(colors))}}}")
            k += n
            continue
        if form == "unspent":
            pass
        elif form == "snow":
            symbols.append("{S}")
        elif form == "own":
            symbols.append("{" + t.name + "}")
        elif form == "hybrid" and t.is_color:
            other = draw(st.sampled_from([c for c in colors if c != t.name]))
            symbols.append("{" + "/".join(draw(st.permutations([t.name, other]))) + "}")
        elif form == "phyrexian" and t.is_color:
            symbols.append("{" + t.name + "/P}")
        elif form == "mono":
            n = draw(st.sampled_from([2, 3]))
            symbols.append(f"{{{n}/{t.name}}}" if t.is_color else "{C/" + draw(st.sampled_from(colors)) + "}")
        else:
            symbols.append("{1}")
        k += 1
    by_life = draw(st.integers(0, 2))
    symbols += [draw(st.sampled_from(SYMBOLS["phyrexian"])) for _ in range(by_life)]
    symbols = draw(st.permutations(symbols))
    return ManaCost.parse("".join(symbols)), sources, 2 * by_life, 0


def _check_payment(payment: Payment, cost: ManaCost, sources: list[Source], life: int, x: int) -> None:
    by_id = {s.id: s for s in sources}
    ids = [sid for sid, _ in payment.used]
    assert len(ids) == len(set(ids)), f"a source is used twice: {ids}"
    for sid, m in payment.used:
        assert sid in by_id and m in by_id[sid].outcomes, f"{sid} can't add {m!r}"
    chosen = [Source(sid, (m,), by_id[sid].snow) for sid, m in payment.used]
    assert csp_payable(cost, chosen, life=life, x=x), f"{payment} does not pay {cost}"


@settings(max_examples=500 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=payment_problems())
@example(problem=(ManaCost.parse("{3/G}"), [Source("s0", (Mana.parse("WG"),))], 0, 0))  # found by a longer run
def test_payment_search_equals_constraint_problem(problem):
    """A cost can be paid (118.3, 107.4, 601.2g-h) exactly when the constraint problem that
    assigns each mana unit of the sources' chosen outcomes to one slot of the cost has a
    solution, and the payment found uses each source once, with one of its outcomes, and pays
    the cost."""
    cost, sources, life, x = problem
    payment = find_payment(cost, sources, life=life, x=x)
    expected = csp_payable(cost, sources, life=life, x=x)
    assert (payment is not None) == expected, f"find_payment -> {payment}, CSP -> {expected}"
    if payment is not None:
        _check_payment(payment, cost, sources, life, x)


@settings(max_examples=500 * SCALE, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=tight_payment_problems())
@example(problem=(ManaCost.parse("{W}{S}"), [Source("s0", (Mana.parse("W"),), snow=True), Source("s1", (Mana.parse("W"),))], 0, 0))  # snow W on {S}
def test_payment_search_finds_a_hidden_payment(problem):
    """A cost that one choice of the sources' outcomes pays exactly can be paid: the search finds
    a payment that pays it, and the constraint problem agrees."""
    cost, sources, life, x = problem
    assert csp_payable(cost, sources, life=life, x=x), "the constraint problem misses the hidden payment"
    payment = find_payment(cost, sources, life=life, x=x)
    assert payment is not None, f"no payment found for {cost}"
    _check_payment(payment, cost, sources, life, x)


@pytest.mark.parametrize(
    "cost, outcomes, life, payable",
    [
        ("{2/W}", [["W"]], 0, True),
        ("{2/W}", [["G"]], 0, False),
        ("{2/W}", [["G"], ["C"]], 0, True),
        ("{3/G}", [["WG"]], 0, True),  # pay it with the G, leave the W unspent
        ("{W/P}", [], 2, True),
        ("{W/P}{W/P}", [], 3, False),
        ("{C/U}", [["C"]], 0, True),
        ("{W/U}{U}", [["U"], ["W"]], 0, True),
        ("{W/U}{U}", [["U"], ["U", "W"]], 0, True),
        ("{W/U}{U}", [["U", "W"]], 0, False),
        ("{S}", [["G"]], 0, False),  # s0 is not a snow source
        ("{W}{S}", [["W"], ["W*"]], 0, True),  # s1 (snow) pays {S}, s0 pays {W}
        ("{W}{S}", [["W*"], ["W"]], 0, True),  # s0 (snow) pays {S}, s1 pays {W}
    ],
)
def test_payment_examples(cost, outcomes, life, payable):
    """Hand-checked costs: {2/W} is one W or two of any type (107.4e; {3/G} one G or three); a
    Phyrexian symbol is its colour or 2 life (107.4f); {C/U} takes {C}; a source adds one of its
    outcomes, not several; {S} needs mana from a snow source (107.4h; ``*`` marks one)."""
    sources = [
        Source(f"s{i}", tuple(Mana.parse(m.rstrip("*")) for m in outs), snow=any(m.endswith("*") for m in outs))
        for i, outs in enumerate(outcomes)
    ]
    cost_ = ManaCost.parse(cost)
    assert csp_payable(cost_, sources, life=life) is payable
    assert (find_payment(cost_, sources, life=life) is not None) is payable
