"""Casting: the card-text grammar's casting rules, the constraint problem of the choices (118, 601.2,
107.3, 702.33, 702.74, 718), the total cost (601.2f), payment (601.2g-h, spending rules 609.4b) and
``enters`` (107.3m, 202.3e); one test per rule, each naming it, plus two properties:

* paying with spending rules (Chromatic Orrery, Celestial Dawn) is exactly a python-constraint
  assignment of mana units to the symbols they may pay (Hypothesis: costs and boards generated);
* ``cast_options`` and ``cast`` agree: every listed way is a legal ``cast`` with that cost, and a
  way that is not listed is not legal.
"""

from __future__ import annotations

from itertools import product

import constraint
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from manasolve.model.abilities import (
    InertAbility,
    THIS_SPELL,
    AdditionalCost,
    CastPermission,
    Const,
    CostModifier,
    CountOf,
    DiscardCards,
    EntersWithCounters,
    SpellAbility,
    SpellFilter,
    SpendingRule,
    StaticAbility,
    TargetSpec,
    Zone,
)
from manasolve.model.cards import TypeLine
from manasolve.model.costs import ManaCost, PayLife, Sacrifice, TapOther
from manasolve.model.errors import CardTextError, QueryError
from manasolve.model.library import CardLibrary
from manasolve.model.mana import ALL_COLORS, ALL_TYPES, Mana, ManaType, TypeSet
from manasolve.model.scenario import Query, parse_scenario_text
from manasolve.model.selectors import Selector, Who
from manasolve.model.text import grammar
from manasolve.model.text.reader import parse_abilities, read_targets
from manasolve.solver.app.queries import answer
from manasolve.solver.casting.cast import cast, cast_options
from manasolve.model.costs import canonical, reduce_generic
from manasolve.solver.casting.costs import (
    PaymentOracle,
    assign_symbols,
    total_cost,
)
from manasolve.solver.casting.enters import enters
from manasolve.solver.paying.payment import Source, find_payment
from manasolve.solver.paying.spending import spend_sources, spending_types

LIB = CardLibrary.builtin()


def read(text: str, type_line: str = "Sorcery", name: str = "Test Card"):
    return parse_abilities(text, card_name=name, type_line=TypeLine.parse(type_line))


def state_of(text: str):
    return parse_scenario_text(text, LIB).state


def q(kind: str, value):
    return Query(kind, value)


# ---- the grammar reads casting rules as data --------------------------------------------------


def test_additional_costs_compose() -> None:
    """118.8: "As an additional cost to cast this spell, <cost part> [and <cost part>]"."""
    (ability, _) = read("As an additional cost to cast this spell, sacrifice two creatures and pay 3 life.\nDraw a card.")
    assert ability == StaticAbility(
        (AdditionalCost((Sacrifice(Selector(card_types=frozenset({"Creature"}), who=Who.YOU), 2, "sacrifice two creatures"), PayLife(3))),)
    )
    (discard, _) = read("As an additional cost to cast this spell, discard a card.\nDraw two cards.")
    assert discard.effects == (AdditionalCost((DiscardCards(1),)),) and discard.effects[0].parts[0].text == "discard a card"
    (tap,) = read("As an additional cost to cast this spell, tap an untapped creature you control.", "Creature")
    assert isinstance(tap.effects[0].parts[0], TapOther)


def test_cost_modifiers_compose() -> None:
    """601.2f: "<spells> cost {N} more/less to cast [for each ...]"."""
    (sculptor,) = read("Artifact spells you cast cost {1} less to cast.", "Artifact Creature")
    assert sculptor.effects == (
        CostModifier(SpellFilter(card_types=frozenset({"Artifact"}), caster=Who.YOU), ManaCost.parse("{1}"), False),
    )
    (thalia,) = read("Noncreature spells cost {1} more to cast.", "Creature")
    assert thalia.effects == (CostModifier(SpellFilter(excluded_types=frozenset({"Creature"})), ManaCost.parse("{1}"), True),)
    (affinity,) = read("This spell costs {1} less to cast for each artifact you control.", "Artifact Creature")
    assert affinity.effects[0].spells == THIS_SPELL
    assert affinity.effects[0].per == CountOf(Selector(card_types=frozenset({"Artifact"}), who=Who.YOU))
    # a reduction by coloured mana is read (118.7b-c: it takes off that mana, or generic mana)
    (white,) = read("White spells you cast cost {W} less to cast.", "Creature")
    assert white.effects == (CostModifier(SpellFilter(colors=TypeSet.of("W"), caster=Who.YOU), ManaCost.parse("{W}"), False),)


def test_permissions_and_spending_compose() -> None:
    """601.3, 118.9, 609.4b."""
    (omniscience,) = read("You may cast spells from your hand without paying their mana costs.", "Enchantment")
    assert omniscience.effects == (CastPermission((Zone.HAND,), SpellFilter(), without_paying_mana_cost=True),)
    (future,) = read("You may cast creature spells from the top of your library.", "Enchantment")
    perm = future.effects[0]
    assert perm.zones == (Zone.LIBRARY_TOP,) and perm.spells.card_types == {"Creature"} and not perm.lands
    (orrery,) = read("You may spend mana as though it were mana of any type.", "Artifact")
    assert orrery.effects == (SpendingRule(ALL_TYPES, ALL_TYPES),)
    # "other mana" needs mana named before it on the line: unread, and a spending rule is never inert
    with pytest.raises(CardTextError, match="other mana"):
        read("You may spend other mana only as though it were colorless mana.", "Enchantment")


def test_one_with_the_multiverse_reads_two_permissions() -> None:
    """Its middle ability (601.3) and its once-each-turn free cast (118.9); looking at the top card
    of a library is inert (701.19: information, no mana rule consults it)."""
    look, middle, free = LIB.get("One with the Multiverse").abilities
    assert isinstance(look, InertAbility) and [s.reason for s in look.sentences] == ["library and information"]
    assert middle.effects == (CastPermission((Zone.LIBRARY_TOP,), SpellFilter(), lands=True),)
    assert free.effects == (
        CastPermission((Zone.HAND, Zone.LIBRARY_TOP), SpellFilter(), without_paying_mana_cost=True, once_each_turn=True, your_turns_only=True),
    )


def test_enters_with_counters_and_targets() -> None:
    """614.1c, 107.3m, 702.33d; 115.1, 601.2c."""
    (etb,) = read("This creature enters with four +1/+1 counters on it.", "Creature")
    assert etb.effects == (EntersWithCounters("+1/+1", Const(4)),)
    (tapped,) = read("This land enters tapped with a storage counter on it.", "Land")
    assert tapped.effects == (EntersWithCounters("storage", Const(1), tapped=True),)
    assert read_targets("Destroy up to two target artifacts.") == (
        TargetSpec(Selector(card_types=frozenset({"Artifact"})), minimum=0, maximum=2),
    )
    assert read_targets("Tap target creature an opponent controls. It deals 2 damage to any target.") == (
        TargetSpec(Selector(card_types=frozenset({"Creature"}), who=Who.OPPONENT)),
        TargetSpec(None, players=True, any_target=True),
    )
    (spell,) = read("Target player draws two cards.")
    assert spell == SpellAbility("Target player draws two cards.", targets=(TargetSpec(None, players=True),))
    assert grammar.parse_tree("Draw a card", "target_phrase") is None


# ---- permissions: One with the Multiverse (601.3, 118.9) ---------------------------------------

OWTM = """
name: owtm
players: [you, opp]
cards:
  - name: Mulldrifter
    type_line: Creature — Fish
    mana_cost: "{4}{U}"
    oracle_text: "Flying\\nWhen this creature enters, draw two cards.\\nEvoke {2}{U}"
battlefield:
  you:
    - card: One with the Multiverse
      id: owtm
    - Mountain
hand: {you: [Goblin Bushwhacker, Mulldrifter, Endless One, Phyrexian Fleshgorger]}
"""


def test_free_cast_is_an_alternative_cost() -> None:
    """118.9a, 601.2b: one alternative cost at most; the free cast is one (One with the Multiverse ruling)."""
    st_ = state_of(OWTM)
    v = cast(st_, "Mulldrifter", using="owtm", alternative_cost="evoke")
    assert not v.legal and v.rule == "118.9a, 601.2b"
    assert cast(st_, "Mulldrifter", using="owtm").answer["cost"] == "{0}"


def test_optional_additional_costs_with_a_free_cast() -> None:
    """702.33a with 118.9: kicker may be paid with a free cast (One with the Multiverse ruling)."""
    v = cast(state_of(OWTM), "Goblin Bushwhacker", using="owtm", kicker=1)
    assert v.legal and v.cost == "{R}"


def test_x_is_zero_on_a_free_cast() -> None:
    """107.3b."""
    v = cast(state_of(OWTM), "Endless One", using="owtm", x=2)
    assert not v.legal and v.rule == "107.3b"
    assert cast(state_of(OWTM), "Endless One", using="owtm").legal


def test_prototype_is_not_an_alternative_cost() -> None:
    """718.3 and the Fleshgorger ruling: free casts may be prototyped or not."""
    options = cast_options(state_of(OWTM), "Phyrexian Fleshgorger").answer
    free = sorted(o["prototype"] for o in options if o["using"] == "owtm")
    assert free == [False, True]
    assert all(o["cost"] == "{0}" for o in options if o["using"] == "owtm")


def test_used_permission_and_turns() -> None:
    """One with the Multiverse: once during each of your turns, per object."""
    used = state_of(OWTM.replace("      id: owtm", "      id: owtm\n      used_this_turn: true"))
    v = cast(used, "Goblin Bushwhacker", using="owtm")
    assert not v.legal and "already used this turn" in v.reason
    theirs = state_of(OWTM + "active: opp\n")
    v = cast(theirs, "Goblin Bushwhacker", using="owtm")
    assert not v.legal and "only during each of your turns" in v.reason
    assert cast_options(theirs, "Goblin Bushwhacker").answer == []


def test_using_must_name_a_free_permission() -> None:
    """118.9: ``using`` names a permanent whose permission casts without paying the mana cost."""
    v = cast(state_of(OWTM), "Goblin Bushwhacker", using="Mountain")
    assert not v.legal and "has no ability" in v.reason
    with pytest.raises(QueryError, match="using"):
        cast(state_of(OWTM), "Goblin Bushwhacker", using="nowhere")


def test_middle_ability_from_library() -> None:
    """601.3: One with the Multiverse's middle ability; all costs paid; normal timing."""
    text = OWTM.replace("hand: {you: [Goblin Bushwhacker, Mulldrifter, Endless One, Phyrexian Fleshgorger]}", "library_top: {you: Goblin Bushwhacker}")
    v = cast(state_of(text), "Goblin Bushwhacker", from_="library")
    assert v.legal and v.cost == "{R}"
    assert not cast(state_of(text), "Goblin Bushwhacker").legal  # not in hand
    without = text.replace("    - card: One with the Multiverse\n      id: owtm\n", "")
    v = cast(state_of(without), "Goblin Bushwhacker", from_="library")
    assert not v.legal and v.rule == "601.3"


def test_no_mana_cost_is_unpayable_but_a_free_cast_works() -> None:
    """118.6, 118.6a."""
    text = """
name: vision
players: [you, opp]
cards:
  - {name: Ancestral Vision, type_line: Sorcery, mana_cost: "", oracle_text: "Suspend 4—{U}\\nTarget player draws three cards."}
battlefield:
  you:
    - {card: One with the Multiverse, id: owtm}
    - Island
hand: {you: [Ancestral Vision]}
"""
    v = cast(state_of(text), "Ancestral Vision")
    assert not v.legal and v.rule == "118.6"
    assert cast(state_of(text), "Ancestral Vision", using="owtm").legal


# ---- timing and targets (117.1a, 502.4, 601.2c) ----------------------------------------------


def test_timing() -> None:
    base = "name: t\nplayers: [you, opp]\nbattlefield: {you: [Forest, Forest]}\nhand: {you: [Llanowar Elves, Manamorphose]}\n"
    assert cast(state_of(base), "Llanowar Elves").legal
    for extra, rule in (("phase: combat\n", "117.1a"), ("stack_empty: false\n", "117.1a"), ("active: opp\n", "117.1a"), ("phase: untap\n", "502.4")):
        v = cast(state_of(base + extra), "Llanowar Elves")
        assert not v.legal and v.rule.startswith(rule), (extra, v)
    assert cast(state_of(base + "active: opp\n"), "Manamorphose").legal
    assert not cast(state_of(base + "phase: untap\n"), "Manamorphose").legal


def test_targets_hexproof_shroud_protection() -> None:
    """601.2c, 702.11 (hexproof), 702.16 (protection): a spell needing a target needs a legal one."""
    text = """
name: targets
players: [you, opp]
cards:
  - {name: Murder, type_line: Instant, mana_cost: "{1}{B}{B}", oracle_text: "Destroy target creature."}
  - {name: Terminate, type_line: Instant, mana_cost: "{B}{R}", oracle_text: "Destroy target creature. It can't be regenerated."}
battlefield:
  you: [Swamp, Swamp, Swamp, Mountain]
  opp: [Sylvan Caryatid]
hand: {you: [Murder, Terminate]}
"""
    v = cast(state_of(text), "Murder")
    assert not v.legal and v.rule.startswith("601.2c")  # the only creature has hexproof
    mine = text.replace("  opp: [Sylvan Caryatid]", "  opp: [Stonecoil Serpent]\n  you2: []").replace("\n  you2: []", "")
    assert cast(state_of(mine), "Murder").legal  # protection from multicolored: a mono-black spell may target it
    assert not cast(state_of(mine), "Terminate").legal  # but not a black-red one


def test_bone_splinters_may_target_what_it_sacrifices() -> None:
    """Bone Splinters ruling 3; 601.2g: the creature taps for {B} first."""
    text = "name: b\nplayers: [you, opp]\nbattlefield: {you: [Birds of Paradise]}\nhand: {you: [Bone Splinters]}\n"
    v = cast(state_of(text), "Bone Splinters")
    assert v.legal and v.option.choice["sacrifice"] == ["Birds of Paradise"]
    assert v.why["payment"]["sources"] == {"Birds of Paradise": "B"}


def test_a_self_sacrificing_source_cannot_also_pay_the_sacrifice() -> None:
    """118.3: Lotus Petal sacrificed for the additional cost can't also be sacrificed for mana."""
    text = """
name: petal
players: [you, opp]
cards:
  - {name: Scrap Feast, type_line: Sorcery, mana_cost: "{B}", oracle_text: "As an additional cost to cast this spell, sacrifice an artifact.\\nDraw two cards."}
battlefield: {you: [Lotus Petal]}
hand: {you: [Scrap Feast]}
"""
    assert not cast(state_of(text), "Scrap Feast").legal
    assert cast(state_of(text.replace("[Lotus Petal]", "[Lotus Petal, Swamp]")), "Scrap Feast").legal
    # a creature tapped for the cost can't also tap for mana
    tap = """
name: tap
players: [you, opp]
cards:
  - {name: Tap Tax, type_line: Sorcery, mana_cost: "{G}", oracle_text: "As an additional cost to cast this spell, tap an untapped creature you control.\\nDraw a card."}
battlefield: {you: [Llanowar Elves]}
hand: {you: [Tap Tax]}
"""
    assert not cast(state_of(tap), "Tap Tax").legal
    assert cast(state_of(tap.replace("[Llanowar Elves]", "[Llanowar Elves, Forest]")), "Tap Tax").legal


def test_life_and_discard_additional_costs() -> None:
    """118.3, 119.4: an additional cost needs the resources to pay it."""
    text = """
name: costs
players: [you, opp]
life: {you: 2}
cards:
  - {name: Life Tax, type_line: Sorcery, mana_cost: "{0}", oracle_text: "As an additional cost to cast this spell, pay 3 life.\\nDraw a card."}
  - {name: Card Tax, type_line: Sorcery, mana_cost: "{0}", oracle_text: "As an additional cost to cast this spell, discard a card.\\nDraw two cards."}
hand: {you: [Life Tax, Card Tax]}
"""
    assert not cast(state_of(text), "Life Tax").legal
    assert cast(state_of(text.replace("{you: 2}", "{you: 3}")), "Life Tax").legal
    assert cast(state_of(text), "Card Tax").legal  # Life Tax is the other card
    assert not cast(state_of(text.replace("[Life Tax, Card Tax]", "[Card Tax]")), "Card Tax").legal


# ---- total cost (601.2f, 118.7) ----------------------------------------------------------------


def test_total_cost_lines() -> None:
    t = total_cost(ManaCost.parse("{X}{R}"), "mana cost", 5, increases=[("two extra targets", ManaCost.parse("{1}{1}"), "601.2f")])
    assert t.text == "{7}{R}" and [line.rule for line in t.lines] == ["107.3a, 601.2f", "601.2f"]
    assert total_cost(None, "free", 0).text == "{0}"
    assert reduce_generic(ManaCost.parse("{1}{G}"), 3) == ManaCost.parse("{G}")  # 118.7a, never below {0}
    assert canonical(ManaCost.parse("{R}{1}{2}")) == ManaCost.parse("{3}{R}")


def test_cost_reductions_take_generic_only() -> None:
    """118.7a, 601.2f: Sol Ring {1} becomes {0}; Goblin Bushwhacker (not an artifact) is unchanged."""
    text = """
name: sculptor
players: [you, opp]
cards:
  - {name: Etherium Sculptor, type_line: Artifact Creature — Vedalken Artificer, mana_cost: "{1}{U}", oracle_text: "Artifact spells you cast cost {1} less to cast.", power: "1", toughness: "2"}
battlefield: {you: [Etherium Sculptor, Mountain]}
hand: {you: [Sol Ring, Chromatic Lantern, Goblin Bushwhacker]}
"""
    s = state_of(text)
    assert cast(s, "Sol Ring").cost == "{0}"
    assert cast(s, "Chromatic Lantern").cost == "{2}"
    assert cast(s, "Goblin Bushwhacker").cost == "{R}"


def test_damping_sphere_and_state_key() -> None:
    """Damping Sphere: {1} more for each other spell cast this turn (spells_cast_this_turn)."""
    text = "name: d\nplayers: [you, opp]\nspells_cast_this_turn: {you: 2}\nbattlefield: {you: [Mountain, Mountain, Mountain], opp: [Damping Sphere]}\nhand: {you: [Goblin Bushwhacker]}\n"
    s = state_of(text)
    assert s.spells_cast_by("you") == 2 and s.spells_cast_by("opp") == 0
    assert cast(s, "Goblin Bushwhacker").cost == "{2}{R}"
    with pytest.raises(Exception, match="spells_cast_this_turn.you"):
        state_of(text.replace("{you: 2}", "{you: -1}"))
    with pytest.raises(Exception, match="spells_cast_this_trun"):
        state_of(text.replace("spells_cast_this_turn", "spells_cast_this_trun"))


# ---- payment: spending rules, witnesses (601.2g-h, 609.4b) ------------------------------------


def test_spending_types() -> None:
    dawn = spending_types([SpendingRule(TypeSet.of("W"), ALL_COLORS), SpendingRule(TypeSet.of("UBRGC"), TypeSet.of("C"), only=True)])
    assert dawn[ManaType.W] == ALL_COLORS | TypeSet.of("W") and dawn[ManaType.G] == TypeSet.of("C")
    orrery = spending_types([SpendingRule(ALL_TYPES, ALL_COLORS)])
    assert orrery[ManaType.C] == ALL_TYPES
    assert spending_types([]) == tuple(TypeSet.of([t]) for t in ManaType)


def test_contamination_payment_witness() -> None:
    """Reflecting Pool and Forest pay {B}{B} under Contamination (106.7, 614); the witness says which
    source pays which symbol."""
    text = """
name: c
players: [you, opp]
cards:
  - {name: Hymn to Tourach, type_line: Sorcery, mana_cost: "{B}{B}", oracle_text: "Target player discards two cards at random."}
battlefield: {you: [Reflecting Pool, Forest], opp: [Contamination]}
hand: {you: [Hymn to Tourach]}
"""
    v = cast(state_of(text), "Hymn to Tourach")
    assert v.legal
    assert sorted(s["paid_by"] for s in v.why["payment"]["symbols"]) == ["Forest: B", "Reflecting Pool: B"]


def test_assign_symbols_and_oracle() -> None:
    sources = [Source("a", (Mana.parse("W"), Mana.parse("U"))), Source("b", (Mana.parse("G"),)), Source("c", (Mana.parse("CC"),))]
    cost = ManaCost.parse("{2}{W/U}{G}{W/P}")
    payment = find_payment(cost, sources, life=2)
    assert payment is not None
    pairs = assign_symbols(cost, payment, life=2)
    assert pairs is not None and ("{W/P}", "2 life") in pairs
    oracle = PaymentOracle(20)
    assert oracle.pay(ManaCost.parse("{9}"), sources) is None
    assert oracle.pay(ManaCost.parse("{10}"), sources) is None  # monotone: not searched again
    assert oracle.pay(ManaCost.parse("{3}"), sources) is not None


@st.composite
def spending_problems(draw):
    symbols = ["{1}", "{2}", "{C}", "{W}", "{U}", "{B}", "{R}", "{G}", "{W/U}", "{B/G}", "{R/W}"]
    cost = ManaCost.parse("".join(draw(st.lists(st.sampled_from(symbols), max_size=5))))
    types = list(ManaType)
    sources = []
    for i in range(draw(st.integers(0, 4))):
        outs = draw(st.lists(st.lists(st.sampled_from(types), min_size=1, max_size=2), min_size=1, max_size=2))
        sources.append(Source(f"s{i}", tuple(sorted({sum((Mana.of(t) for t in o), Mana()) for o in outs}))))
    rules = []
    for _ in range(draw(st.integers(0, 2))):
        mana = TypeSet.of(draw(st.sets(st.sampled_from(types), min_size=1, max_size=3)))
        as_types = TypeSet.of(draw(st.sets(st.sampled_from(types), min_size=1, max_size=3)))
        rules.append(SpendingRule(mana, as_types, only=draw(st.booleans())))
    return cost, sources, rules


def csp_payable_with_spending(cost: ManaCost, sources: list[Source], allowed) -> bool:
    """An independent formulation: every choice of outcome per source (or none); then a python-
    constraint problem whose variables are the cost's unit slots, each taking a distinct mana unit
    that may be spent as a type the slot accepts (609.4b: ``allowed`` per mana type)."""
    slots: list[frozenset] = []
    for s in cost.symbols:
        k = s.kind.value
        if k == "generic":
            slots += [frozenset(ManaType)] * s.generic
        elif k == "colorless":
            slots.append(frozenset({ManaType.C}))
        else:
            slots.append(frozenset(s.colors))
    if not slots:
        return True
    for choice in product(*[(None,) + s.outcomes for s in sources]):
        units = [t for m in choice if m is not None for t in ManaType for _ in range(m[t])]
        if len(units) < len(slots):
            continue
        p = constraint.Problem()
        ok = True
        for k, accepts in enumerate(slots):
            dom = [u for u, t in enumerate(units) if allowed[t] & TypeSet.of(accepts)]
            if not dom:
                ok = False
                break
            p.addVariable(k, dom)
        if not ok:
            continue
        if len(slots) > 1:
            p.addConstraint(constraint.AllDifferentConstraint())
        if p.getSolution() is not None:
            return True
    return False


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(problem=spending_problems())
def test_payment_with_spending_rules_equals_constraint_problem(problem) -> None:
    """609.4b: widening each source's outcomes by the types its mana may be spent as, then running
    the memoised search, says "payable" exactly when the unit-to-slot constraint problem does."""
    cost, sources, rules = problem
    allowed = spending_types(rules)
    widened, _ = spend_sources(sources, allowed)
    assert (find_payment(cost, widened) is not None) == csp_payable_with_spending(cost, sources, allowed)


# ---- cast_options and cast agree ----------------------------------------------------------------


BOARD_CARDS = ["Mountain", "Swamp", "Forest", "Island", "Birds of Paradise", "Llanowar Elves", "Sol Ring", "One with the Multiverse"]
SPELLS = ["Goblin Bushwhacker", "Bone Splinters", "Fireball", "Endless One", "Phyrexian Fleshgorger", "Everflowing Chalice", "Hangarback Walker"]


@st.composite
def casting_states(draw):
    perms = draw(st.lists(st.sampled_from(BOARD_CARDS), max_size=5))
    lines = ["name: p", "players: [you, opp]", "battlefield:", "  you:"]
    for i, name in enumerate(perms):
        lines.append(f"    - {{card: {name}, id: p{i}, used_this_turn: {str(draw(st.booleans())).lower()}}}")
    lines.append(f"  opp: [{draw(st.sampled_from(['Llanowar Elves', 'Forest']))}]")
    lines.append(f"hand: {{you: [{', '.join(SPELLS)}]}}")
    if draw(st.booleans()):
        lines.append("active: opp")
    return state_of("\n".join(lines) + "\n"), draw(st.sampled_from(SPELLS))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=casting_states())
def test_cast_options_agree_with_cast(case) -> None:
    """Every way cast_options lists is a legal cast with the same cost (601.2f); changing one
    choice to a value no option has gives an illegal cast."""
    state, spell = case
    options = cast_options(state, spell).answer
    for o in options:
        choice = {k: v for k, v in o.items() if k not in ("cost", "card", "from")}
        v = cast(state, spell, **{("from_" if k == "from" else k): v for k, v in choice.items()})
        assert v.legal and v.cost == o["cost"], (o, v)
    listed = {(o["using"], o["x"], o["kicker"], o["prototype"]) for o in options}
    for using in ["normal"] + [p.id for p in state.permanents if p.card.name == "One with the Multiverse"]:
        for x, kicker, proto in product((0, 1, 2), (0, 1), (False, True)):
            if (using, x, kicker, proto) in listed or spell in ("Bone Splinters", "Fireball"):
                continue
            assert not cast(state, spell, using=using, x=x, kicker=kicker, prototype=proto).legal


# ---- enters (107.3m, 202.3e, 718.3b) ----------------------------------------------------------


def test_enters() -> None:
    s = state_of("name: e\nplayers: [you, opp]\n")
    assert enters(s, "Hydroid Krasis", x=3).answer == {"counters": {"+1/+1": 3}, "mana_value": 2}
    assert enters(s, "Everflowing Chalice", kicked=2).answer == {"counters": {"charge": 2}, "mana_value": 0}
    assert enters(s, "Phyrexian Fleshgorger", prototype=True).answer["mana_value"] == 3
    assert enters(s, "Endless One", x=5, cast=False).answer == {"counters": {}, "mana_value": 0}
    assert enters(s, "Vivid Crag").answer == {"counters": {"charge": 2}, "mana_value": 0}
    with pytest.raises(QueryError, match="kicked"):
        answer(s, q("enters", {"card": "Goblin Bushwhacker", "kicked": 2}))
    with pytest.raises(QueryError, match="x"):
        answer(s, q("enters", {"card": "Goblin Bushwhacker", "x": 1}))
    with pytest.raises(QueryError, match="prototype"):
        answer(s, q("enters", {"card": "Endless One", "prototype": True}))


# ---- query values and results ------------------------------------------------------------------


def test_bad_queries_name_the_key() -> None:
    s = state_of("name: e\nplayers: [you, opp]\nhand: {you: [Goblin Bushwhacker]}\n")
    for value, key in (
        ({"card": "Goblin Bushwhacker", "kikcer": 1}, "kikcer"),
        ({"card": "Goblin Bushwhacker", "kicker": -1}, "kicker"),
        ({"card": "Goblin Bushwhacker", "x": "two"}, "x"),
        ({"card": "Goblin Bushwhacker", "from": "battlefield"}, "from"),
        ({"card": "Goblin Bushwhacker", "prototype": "yes"}, "prototype"),
        ({"card": "Goblin Bushwhacker", "player": "nobody"}, "player"),
        ({"card": "Goblin Bushwhacker", "sacrifice": [{"a": 1}]}, "sacrifice"),
        ({"card": "Goblin Bushwhacker", "sacrifice": ["ghost"]}, "sacrifice"),
        ({"card": "Goblin Bushwhackr"}, "card"),
        ({"kicker": 1}, "card"),
    ):
        with pytest.raises(QueryError, match=key):
            answer(s, q("cast", value))
    with pytest.raises(QueryError, match="x"):
        answer(s, q("cast_options", {"card": "Goblin Bushwhacker", "x": 1}))


def test_results_have_the_scenarios_shapes() -> None:
    s = state_of("name: r\nplayers: [you, opp]\nbattlefield: {you: [Mountain, Mountain]}\nhand: {you: [Goblin Bushwhacker]}\n")
    v = answer(s, q("cast", {"card": "Goblin Bushwhacker", "kicker": 1}))
    assert set(v.answer) == {"legal", "cost", "reason"} and v.answer["cost"] == "{R}{R}"
    d = v.to_dict()
    assert d["kind"] == "cast" and d["why"]["choice"]["kicker"] == 1 and "<table>" in v._repr_html_()
    assert "legal" in str(v) and "cast" in repr(v)
    o = answer(s, q("cast_options", {"card": "Goblin Bushwhacker"}))
    assert [x["cost"] for x in o.answer] == ["{R}", "{R}{R}"] and o.to_dict()["why"]["options"] and "<table>" in o._repr_html_()
    assert len(o) == 2 and "2 way(s)" in str(o)
    e = answer(s, q("enters", {"card": "Endless One", "x": 2}))
    assert e.to_dict()["answer"] == {"counters": {"+1/+1": 2}, "mana_value": 0} and "<table>" in e._repr_html_()


def test_caster_and_player_key() -> None:
    """The caster is the player holding the card; ``player:`` says who when both do."""
    text = "name: c\nplayers: [you, opp]\nbattlefield: {you: [Mountain], opp: [Forest]}\nhand: {you: [Llanowar Elves], opp: [Llanowar Elves]}\n"
    s = state_of(text)
    v = cast(s, "Llanowar Elves")  # both hold it: the active player casts, and a Mountain can't pay {G}
    assert not v.legal and v.rule.startswith("601.2g")
    v = cast(s, "Llanowar Elves", player="opp")
    assert not v.legal and "turn" in v.reason  # opp's creature on your turn
    s2 = state_of(text + "active: opp\n")
    assert cast(s2, "Llanowar Elves", player="opp").legal
