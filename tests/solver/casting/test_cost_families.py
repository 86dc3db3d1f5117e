"""The families of casting texts of issue 10, each checked for its meaning: cost increases and
reductions per colour (118.7a-d), reductions with a floor or a cap and the order the caster picks
(601.2f), minimum costs applied last (601.2f, Trinisphere), counters a permanent enters with when
kicked, for each, and from other permanents (614.1c, 614.12, 702.33d)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from manasolve.model.abilities import (
    AttackedWith,
    CastFrom,
    Zone,
    BasicLandTypesAmong,
    ColorCount,
    Const,
    CostModifier,
    EntersWithCounters,
    Greatest,
    MinimumCost,
    StaticAbility,
)
from manasolve.model.cards import TypeLine
from manasolve.model.costs import ManaCost
from manasolve.model.errors import QueryError
from manasolve.model.library import CardLibrary
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import cast, enters
from manasolve.solver.casting.costs import Reduction, reduce_cost, total_cost

COLORS = "WUBRG"


def read(text: str, type_line: str = "Creature") -> tuple:
    return parse_abilities(text, card_name="Test Card", type_line=TypeLine.parse(type_line))


def effect(text: str, type_line: str = "Creature") -> object:
    (ability,) = read(text, type_line)
    assert isinstance(ability, StaticAbility)
    (e,) = ability.effects
    return e


# ---- reading -------------------------------------------------------------------------------


def test_cost_changes_are_read() -> None:
    """601.2f, 118.7: the templates of cost changes the real pool prints."""
    domain = effect("Domain — This spell costs {1} less to cast for each basic land type among lands you control.")
    assert isinstance(domain, CostModifier) and isinstance(domain.per, BasicLandTypesAmong) and domain.spells.self_only
    vivid = effect("Vivid — This spell costs {1} less to cast for each color among permanents you control.")
    assert isinstance(vivid, CostModifier) and isinstance(vivid.per, ColorCount)
    x = effect("This spell costs {X} less to cast, where X is the greatest power among creatures you control.")
    assert isinstance(x, CostModifier) and isinstance(x.per, Greatest) and x.amount == ManaCost.parse("{1}")
    wizard = effect("This spell costs {1} less to cast if you control a Wizard.", "Instant")
    assert isinstance(wizard, CostModifier) and wizard.condition is not None
    leech = effect("White spells you cast cost {W} more to cast.")
    assert isinstance(leech, CostModifier) and leech.increase and leech.amount == ManaCost.parse("{W}")
    goblins = effect("Goblin spells you cast cost {R} less to cast.", "Enchantment")
    assert isinstance(goblins, CostModifier) and goblins.spells.subtypes == {"Goblin"}
    either = effect("Instant and sorcery spells you cast cost {1} less to cast.")
    assert isinstance(either, CostModifier) and either.spells.either_types == {"Instant", "Sorcery"}


def test_limits_of_a_reduction_are_read_with_it() -> None:
    """A sentence that limits the reduction before it is part of that reduction, not inert text."""
    floor = effect("Creature spells you cast cost {2} less to cast. This effect can't reduce the mana in that cost to less than one mana.")
    assert isinstance(floor, CostModifier) and floor.floor == 1
    cap = effect(
        "This spell costs {1} less to cast for each creature you control. This effect can't reduce the amount of mana this spell costs by more than {5}."
    )
    assert isinstance(cap, CostModifier) and cap.cap == 5


def test_minimum_cost_is_read_with_its_condition() -> None:
    """Trinisphere: a minimum total cost while the artifact is untapped (611.3a)."""
    (ability,) = read(
        "As long as this artifact is untapped, each spell that would cost less than three mana to cast costs three mana to cast.",
        "Artifact",
    )
    assert isinstance(ability, StaticAbility) and ability.condition is not None
    assert ability.effects == (MinimumCost(ability.effects[0].spells, 3),)


def test_enters_with_counters_families_are_read() -> None:
    """614.1c, 702.33d: if kicked; for each; another permanent's additional counters."""
    kicked = effect("If this creature was kicked, it enters with two +1/+1 counters on it.")
    assert kicked == EntersWithCounters("+1/+1", Const(2), if_kicked=True)
    others = effect("Each other creature you control enters with an additional +1/+1 counter on it.")
    assert isinstance(others, EntersWithCounters) and others.affected is not None and others.amount == Const(1)


# ---- 118.7: what a reduction takes off ---------------------------------------------------------


def test_reductions_by_kind_of_mana() -> None:
    """118.7a: generic takes generic only; 118.7b: coloured mana the cost lacks takes generic;
    118.7c: coloured beyond the cost's takes generic for the rest; 118.7d: colourless likewise."""
    c = ManaCost.parse
    assert reduce_cost(c("{2}{R}"), c("{3}")) == c("{R}")  # 118.7a: never the {R}
    assert reduce_cost(c("{2}{R}"), c("{R}")) == c("{2}")  # the {R} first
    assert reduce_cost(c("{2}{U}"), c("{R}")) == c("{1}{U}")  # 118.7b
    assert reduce_cost(c("{1}{R}"), c("{R}{R}")) == c("")  # 118.7c
    assert reduce_cost(c("{2}{C}"), c("{C}{C}")) == c("{1}")  # 118.7d
    assert reduce_cost(c("{G}"), c("{1}")) == c("{G}")  # nothing generic to take


@settings(max_examples=200, deadline=None)
@given(
    generic=st.integers(0, 6),
    colored=st.lists(st.sampled_from(COLORS), max_size=3),
    by_generic=st.integers(0, 5),
    by_colored=st.lists(st.sampled_from(COLORS), max_size=2),
    floor=st.integers(0, 3),
    cap=st.one_of(st.none(), st.integers(0, 4)),
)
def test_a_reduction_never_adds_and_respects_its_limits(generic, colored, by_generic, by_colored, floor, cap) -> None:
    """601.2f, 118.7: a reduction takes off no more than its amount (and its cap), never below {0},
    never below its floor unless the cost was already there, and never takes a coloured symbol
    it does not name."""
    cost = ManaCost.parse(f"{{{generic}}}" + "".join(f"{{{x}}}" for x in colored))
    amount = ManaCost.parse((f"{{{by_generic}}}" if by_generic else "") + "".join(f"{{{x}}}" for x in by_colored))
    after = reduce_cost(cost, amount, floor=floor, cap=cap)
    taken = cost.mana_value() - after.mana_value()
    assert 0 <= taken <= amount.mana_value()
    if cap is not None:
        assert taken <= cap
    assert after.mana_value() >= min(floor, cost.mana_value())
    for x in COLORS:  # a colour is taken only by a reduction of that colour
        before_x = sum(1 for s in cost.symbols if s.colors == (_type(x),))
        after_x = sum(1 for s in after.symbols if s.colors == (_type(x),))
        assert before_x - after_x <= by_colored.count(x)


def _type(letter: str) -> object:
    from manasolve.model.mana import ManaType

    return ManaType.parse(letter)


def test_limited_reductions_go_first() -> None:
    """601.2f: the caster orders the reductions; a reduction that stops at one mana taken first
    leaves the least to pay ({3} - 2 stopping at one mana, then - 1: {0}; the other way round
    it would be {1})."""
    free = Reduction("plain", ManaCost.parse("{1}"))
    floored = Reduction("floored", ManaCost.parse("{2}"), floor=1)
    assert total_cost(ManaCost.parse("{3}"), "mana cost", 0, reductions=[free, floored]).text == "{0}"


def test_a_minimum_comes_last_and_applies_to_a_free_cast() -> None:
    """601.2f: effects that directly affect the total cost apply after increases and reductions;
    Trinisphere's ruling: also to a spell cast without paying its mana cost (nothing to pay)."""
    low = Reduction("reduction", ManaCost.parse("{2}"))
    assert total_cost(ManaCost.parse("{3}{R}"), "mana cost", 0, reductions=[low], minimums=[("Trinisphere", 3, "601.2f")]).text == "{2}{R}"
    assert total_cost(None, "without paying its mana cost", 0, minimums=[("Trinisphere", 3, "601.2f")]).text == "{3}"
    assert total_cost(ManaCost.parse("{4}"), "mana cost", 0, minimums=[("Trinisphere", 3, "601.2f")]).text == "{4}"


# ---- the questions -----------------------------------------------------------------------------

TRINISPHERE = {
    "name": "Trinisphere",
    "type_line": "Artifact",
    "mana_cost": "{3}",
    "oracle_text": "As long as this artifact is untapped, each spell that would cost less than three mana to cast costs three mana to cast.",
}
STRATADON = {
    "name": "Stratadon",
    "type_line": "Artifact Creature — Beast",
    "mana_cost": "{10}",
    "oracle_text": "Domain — This spell costs {1} less to cast for each basic land type among lands you control.\nTrample",
}


def _scenario(text: str, *cards: dict) -> object:
    """A scenario of ``text`` whose library adds ``cards`` (by their Oracle text)."""
    return parse_scenario_text(text, CardLibrary.builtin().with_cards(list(cards)))


def test_trinisphere_on_casting() -> None:
    """601.2f: {R} becomes {2}{R} while Trinisphere is untapped; tapped, it does nothing (611.3a)."""
    untapped = _scenario(
        "players: [you, opp]\nbattlefield: {you: [Mountain, Mountain, Mountain], opp: [Trinisphere]}\nhand: {you: [Goblin Bushwhacker]}",
        TRINISPHERE,
    )
    verdict = cast(untapped, "Goblin Bushwhacker")
    assert verdict.legal and verdict.cost == "{2}{R}"
    tapped = _scenario(
        "players: [you, opp]\nbattlefield: {you: [Mountain], opp: [{card: Trinisphere, tapped: true}]}\nhand: {you: [Goblin Bushwhacker]}",
        TRINISPHERE,
    )
    assert cast(tapped, "Goblin Bushwhacker").cost == "{R}"


def test_domain_counts_basic_land_types() -> None:
    """305.6: Plains, Island and Forest are three basic land types (two Forests count once)."""
    s = _scenario(
        "players: [you, opp]\nbattlefield: {you: [Plains, Island, Forest, Forest]}\nhand: {you: [Stratadon]}",
        STRATADON,
    )
    assert cast(s, "Stratadon").cost == "{7}"


def test_kicked_counters_need_a_kicked_spell() -> None:
    """702.33d: "If this creature was kicked" reads the spell; without a kick it adds nothing."""
    figment = {
        "name": "Aether Figment",
        "type_line": "Creature — Illusion",
        "mana_cost": "{1}{U}",
        "oracle_text": "Kicker {3}\nIf this creature was kicked, it enters with two +1/+1 counters on it.\nThis creature can't be blocked.",
    }
    s = _scenario("players: [you, opp]", figment)
    assert enters(s, "Aether Figment", kicked=1).counters == {"+1/+1": 2}
    assert enters(s, "Aether Figment").counters == {}


# ---- enters10: counters a permanent enters with under a condition (614.1c) ---------------------

BOARDERS = {
    "name": "Goblin Boarders",
    "type_line": "Creature — Goblin Pirate",
    "mana_cost": "{2}{R}",
    "oracle_text": "Raid — This creature enters with a +1/+1 counter on it if you attacked this turn.",
}
MYOJIN = {
    "name": "Myojin of Cleansing Fire",
    "type_line": "Legendary Creature — Spirit",
    "mana_cost": "{5}{W}{W}{W}",
    "oracle_text": "Myojin of Cleansing Fire enters with a divinity counter on it if you cast it from your hand.\n"
    "Remove a divinity counter from Myojin of Cleansing Fire: Destroy all other creatures.",
}


def test_enters_with_counters_if_reads_its_condition() -> None:
    """614.1c: "... enters with a +1/+1 counter on it if you attacked this turn" is an
    enters-with-counters replacement with a condition (the 602.5b "you attacked" vocabulary);
    "if you cast it from your hand" is a condition on the zone cast from (601.2a)."""
    e = effect("This creature enters with a +1/+1 counter on it if you attacked this turn.")
    assert isinstance(e, EntersWithCounters) and e.amount == Const(1) and e.condition == AttackedWith(1)
    e = effect("~ enters with an indestructible counter on it if you cast it from your hand.")
    assert isinstance(e, EntersWithCounters) and e.kind == "indestructible" and e.condition == CastFrom((Zone.HAND,))
    e = effect("This creature enters with eight revival counters on it if you cast it.")
    assert isinstance(e, EntersWithCounters) and e.amount == Const(8) and e.condition == CastFrom()


def test_raid_counter_needs_an_attack() -> None:
    """614.1c with 508.1: the counter only if its controller attacked this turn; before combat
    nobody has attacked (500.1); after combat without attacked_with_this_turn the query fails
    naming the key (never assumed)."""
    hand = "players: [you, opp]\nhand: {you: [Goblin Boarders]}\n"
    assert enters(_scenario(hand + "phase: main1", BOARDERS), "Goblin Boarders").counters == {}
    attacked = _scenario(hand + "phase: main2\nattacked_with_this_turn: {you: 2}", BOARDERS)
    assert enters(attacked, "Goblin Boarders").counters == {"+1/+1": 1}
    quiet = _scenario(hand + "phase: main2\nattacked_with_this_turn: {you: 0}", BOARDERS)
    assert enters(quiet, "Goblin Boarders").counters == {}
    with pytest.raises(QueryError, match="attacked_with_this_turn"):
        enters(_scenario(hand + "phase: main2", BOARDERS), "Goblin Boarders")


def test_myojin_counter_only_when_cast_from_hand() -> None:
    """Myojin rulings / 601.2a: the divinity counter only if the spell was cast from its owner's
    hand; cast from the library or put onto the battlefield without being cast, none (614.1c)."""
    s = _scenario("players: [you, opp]\nhand: {you: [Myojin of Cleansing Fire]}", MYOJIN)
    assert enters(s, "Myojin of Cleansing Fire").counters == {"divinity": 1}
    assert enters(s, "Myojin of Cleansing Fire", from_="library").counters == {}
    assert enters(s, "Myojin of Cleansing Fire", cast=False).counters == {}
