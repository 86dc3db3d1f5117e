"""The payment search (``solver.paying.payment.find_payment``, 601.2g-h) against a python-constraint
formulation that assigns mana units to the slots of the cost (``csp_payable``).

The oracle shares none of the solver's code (tests/oracle.py). ``MANASOLVE_PROPERTY_SCALE=20``
runs twenty times as many examples."""

from __future__ import annotations


import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from manasolve.model.costs import ManaCost
from manasolve.model.mana import COLORS, Mana, ManaType
from manasolve.solver.paying.payment import Payment, Source, find_payment
from oracle import csp_payable


from strategies import SCALE, TYPES, _mana

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
