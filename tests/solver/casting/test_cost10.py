"""Cost changes that depend on the chosen targets (601.2c comes before 601.2f), on restrictions
of the 602.5b vocabulary ("if a creature died this turn"), and reductions of coloured mana only
(118.7: "This effect reduces only the amount of colored mana you pay"), each checked for its
meaning. No state is assumed: a count the scenario does not give, or targets the grammar did not
read, fail the query."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import CostModifier, CreaturesDied, StaticAbility
from manasolve.model.cards import TypeLine
from manasolve.model.costs import ManaCost
from manasolve.model.errors import QueryError
from manasolve.model.selectors import Relation, Who
from manasolve.model.state import GameState
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import cast, cast_options
from manasolve.solver.casting.aims import reachable_aims
from manasolve.solver.casting.costs import reduce_cost, total_cost, Reduction
from games import scenario



def effect(text: str, type_line: str = "Sorcery") -> CostModifier:
    abilities = parse_abilities(text, card_name="Test Card", type_line=TypeLine.parse(type_line))
    (ability,) = [a for a in abilities if isinstance(a, StaticAbility)]
    (e,) = ability.effects
    assert isinstance(e, CostModifier)
    return e


def state(body: str) -> GameState:
    return scenario(body)


# --- reading ------------------------------------------------------------------------------------


def test_if_it_targets_is_read_as_the_targets_it_needs() -> None:
    """601.2c, 601.2f: "if it targets a tapped creature" names the permanents the spell's chosen
    targets must include; "a creature you control" is seen from the spell's controller."""
    e = effect("This spell costs {3} less to cast if it targets a tapped creature.", "Instant")
    assert e.spells.self_only and not e.increase and e.amount == ManaCost.parse("{3}")
    assert e.aimed is not None and e.aimed.tapped is True and e.aimed.card_types == frozenset({"Creature"})
    e = effect("This spell costs {2} less to cast if it targets a Dinosaur you control.")
    assert e.aimed is not None and e.aimed.who is Who.YOU and e.aimed.subtypes == frozenset({"Dinosaur"})


def test_spells_that_target_this_creature_is_read() -> None:
    """601.2f: "Spells your opponents cast that target this creature cost {2} more to cast": the
    spells of opponents, aimed at the permanent itself."""
    e = effect("Spells your opponents cast that target this creature cost {2} more to cast.", "Creature — Elemental")
    assert e.increase and e.spells.caster is Who.OPPONENT
    assert e.aimed is not None and e.aimed.relation is Relation.SELF


def test_a_restriction_is_a_condition_of_a_cost() -> None:
    """602.5b vocabulary as a cost condition: "if a creature died this turn" (700.4)."""
    e = effect("This spell costs {3} less to cast if a creature died this turn.", "Creature — Bird")
    assert e.condition == CreaturesDied(1)


def test_coloured_only_joins_the_reduction_before_it() -> None:
    """118.7: the sentence after a coloured reduction limits it to coloured mana."""
    e = effect("Cleric spells you cast cost {W}{B} less to cast. This effect reduces only the amount of colored mana you pay.", "Creature — Human Cleric")
    assert e.colored_only and e.amount == ManaCost.parse("{W}{B}")


# --- the reachable sets of target-dependent changes -----------------------------------------------


def test_one_target_chooses_to_fit_or_not() -> None:
    """601.2c: with a fitting and a non-fitting legal target, the caster may make the change apply
    or not."""
    aims = reachable_aims([(1, ("tapped", "untapped"), 0)], [frozenset({"tapped"})])
    assert {a.hits for a in aims} == {frozenset(), frozenset({0})}


def test_when_every_legal_target_fits_the_change_applies() -> None:
    """601.2c: with the only legal target aimed at, the change can't be avoided (Elderwood Scion
    as the only creature)."""
    aims = reachable_aims([(1, ("scion",), 0)], [frozenset({"scion"})])
    assert [a.hits for a in aims] == [frozenset({0})]


def test_distinct_targets_in_one_phrase() -> None:
    """115.3: two targets of one phrase are two different objects: with one non-fitting permanent
    and two targets, a fitting one must be chosen."""
    aims = reachable_aims([(2, ("a", "b"), 0)], [frozenset({"a"})])
    assert [a.hits for a in aims] == [frozenset({0})]


def test_players_fit_no_permanent_change() -> None:
    """A player chosen as the target is not a permanent a change names."""
    aims = reachable_aims([(1, ("a",), 2)], [frozenset({"a"})])
    assert {a.hits for a in aims} == {frozenset(), frozenset({0})}


def test_two_changes_on_two_phrases() -> None:
    """Each phrase adds what its targets make apply; the same permanent may be the target of two
    phrases (115.3)."""
    aims = reachable_aims([(1, ("x",), 0), (1, ("x", "y"), 0)], [frozenset({"x"}), frozenset({"y"})])
    assert {a.hits for a in aims} == {frozenset({0}), frozenset({0, 1})}


# --- coloured mana only (118.7) --------------------------------------------------------------------


def test_coloured_only_takes_off_no_generic_mana() -> None:
    """118.7 (Edgewalker, Morophon): {W}{B} less on {1}{W} takes off the {W} and nothing for the
    missing {B}; without the limit the {B} would take off {1} (118.7c)."""
    assert reduce_cost(ManaCost.parse("{1}{W}"), ManaCost.parse("{W}{B}"), colored_only=True) == ManaCost.parse("{1}")
    assert reduce_cost(ManaCost.parse("{1}{W}"), ManaCost.parse("{W}{B}")) == ManaCost()
    total = total_cost(ManaCost.parse("{2}{W}{W}"), "mana cost", 0, reductions=[Reduction("e", ManaCost.parse("{W}{B}"), colored_only=True)])
    assert total.cost == ManaCost.parse("{2}{W}")


# --- casting ----------------------------------------------------------------------------------------

SEIZED = """
cards:
  - name: Seized from Slumber
    type_line: Instant
    mana_cost: "{4}{W}"
    oracle_text: "This spell costs {3} less to cast if it targets a tapped creature.\\nDestroy target creature."
  - name: Bears
    type_line: Creature — Bear
    mana_cost: "{1}{G}"
    oracle_text: ""
    power: "2"
    toughness: "2"
hand: {you: [Seized from Slumber]}
"""


def test_a_tapped_target_makes_the_reduction_apply() -> None:
    """601.2c then 601.2f: the caster targets the tapped creature: {4}{W} minus {3}."""
    s = state(SEIZED + "battlefield: {you: [Plains, Plains], opp: [Bears, {card: Bears, id: tapped bears, tapped: true}]}\n")
    v = cast(s, "Seized from Slumber")
    assert v.legal and v.cost == "{1}{W}" and "tapped bears" in v.reason


def test_no_tapped_target_no_reduction() -> None:
    """601.2f: the condition is about the chosen targets; an untapped creature gives nothing."""
    s = state(SEIZED + "battlefield: {you: [Plains, Plains], opp: [Bears]}\n")
    v = cast(s, "Seized from Slumber")
    assert not v.legal and v.cost == "{4}{W}"


def test_cast_options_lists_the_cheapest_payable_way() -> None:
    """cast_options: one way per cast mapping, the cheapest the targets allow (601.2c)."""
    s = state(SEIZED + "battlefield: {you: [Plains, Plains, Plains, Plains, Plains], opp: [Bears, {card: Bears, tapped: true}]}\n")
    (option,) = cast_options(s, "Seized from Slumber").options
    assert option.cost == "{1}{W}"


SCION = """
cards:
  - name: Elderwood Scion
    type_line: Creature — Elemental
    mana_cost: "{3}{G}{W}"
    oracle_text: "Trample, lifelink\\nSpells you cast that target this creature cost {2} less to cast.\\nSpells your opponents cast that target this creature cost {2} more to cast."
    power: "4"
    toughness: "4"
  - name: Pacifism Bolt
    type_line: Instant
    mana_cost: "{R}"
    oracle_text: "Pacifism Bolt deals 3 damage to target creature."
  - name: Odd Blade
    type_line: Instant
    mana_cost: "{B}"
    oracle_text: "Destroy target creature that was dealt damage this turn."
"""


def test_an_opponents_scion_taxes_a_spell_that_must_target_it() -> None:
    """601.2f: the Scion is the only creature: a spell of its opponent that targets it costs {2}
    more; its controller's own spell that targets it costs {2} less (118.7a: {R} has no generic
    mana to take off)."""
    s = state(SCION + "battlefield: {you: [Mountain], opp: [Elderwood Scion, Mountain]}\nhand: {you: [Pacifism Bolt], opp: [Pacifism Bolt]}\n")
    v = cast(s, "Pacifism Bolt", player="you")
    assert not v.legal and v.cost == "{2}{R}"
    v = cast(s, "Pacifism Bolt", player="opp")
    assert v.legal and v.cost == "{R}"


def test_targets_not_read_are_not_assumed() -> None:
    """No condition is assumed: when the grammar did not read a spell's targets, whether a
    target-dependent change applies is not decided."""
    s = state(SCION + "battlefield: {you: [Swamp], opp: [Elderwood Scion]}\nhand: {you: [Odd Blade]}\n")
    with pytest.raises(QueryError, match="targets"):
        cast(s, "Odd Blade")


PICKER = """
cards:
  - name: Bone Picker
    type_line: Creature — Bird
    mana_cost: "{3}{B}"
    oracle_text: "This spell costs {3} less to cast if a creature died this turn.\\nFlying, deathtouch"
    power: "1"
    toughness: "2"
battlefield: {you: [Swamp]}
hand: {you: [Bone Picker]}
"""


def test_creature_died_this_turn() -> None:
    """700.4, 601.2f: the reduction applies when a creature died this turn, not otherwise."""
    assert cast(state(PICKER + "creatures_died_this_turn: 2\n"), "Bone Picker").cost == "{B}"
    assert cast(state(PICKER + "creatures_died_this_turn: 0\n"), "Bone Picker").cost == "{3}{B}"


def test_creatures_died_not_given_is_an_error() -> None:
    """No condition is assumed: the count of creatures that died is a scenario key."""
    with pytest.raises(QueryError, match="creatures_died_this_turn"):
        cast(state(PICKER), "Bone Picker")


# --- the n-th spell of the turn (601.2f) ----------------------------------------------------------

SHADOW = """
cards:
  - name: Shadow in the Warp
    type_line: Enchantment
    mana_cost: "{1}{R}{G}"
    oracle_text: "The first creature spell you cast each turn costs {2} less to cast."
battlefield: {you: [Shadow in the Warp]}
hand: {you: [Hydroid Krasis]}
"""


def test_the_ordinal_is_read() -> None:
    """601.2f: "The second spell you cast each turn" is the spell with one spell cast before it."""
    e = effect("The second spell you cast each turn costs {1} less to cast.", "Enchantment")
    assert e.condition is not None and getattr(e.condition, "n") == 2 and e.spells.caster is Who.YOU


def test_the_first_creature_spell() -> None:
    """601.2f: no creature spell cast before it: {X}{G}{U} with X=3 costs {1}{G}{U}; after a
    creature spell, {3}{G}{U}; a noncreature spell before it does not count."""
    assert cast(state(SHADOW), "Hydroid Krasis", x=3).cost == "{1}{G}{U}"
    assert cast(state(SHADOW + "spells_cast_this_turn_cards: {you: [Llanowar Elves]}\n"), "Hydroid Krasis", x=3).cost == "{3}{G}{U}"
    assert cast(state(SHADOW + "spells_cast_this_turn_cards: {you: [Fireball]}\n"), "Hydroid Krasis", x=3).cost == "{1}{G}{U}"


ZIMONE = """
cards:
  - name: Zimone, Infinite Analyst
    type_line: Legendary Creature — Human Wizard
    mana_cost: "{1}{G}{U}"
    oracle_text: "The first spell you cast with {X} in its mana cost each turn costs {1} less to cast for each +1/+1 counter on Zimone.\\nWhenever you cast your first spell with {X} in its mana cost each turn, put two +1/+1 counters on Zimone."
    power: "1"
    toughness: "1"
  - name: Lightning Bolt
    type_line: Instant
    mana_cost: "{R}"
    oracle_text: "Lightning Bolt deals 3 damage to any target."
battlefield: {you: [{card: "Zimone, Infinite Analyst", counters: {"+1/+1": 2}}, Mountain, Mountain]}
hand: {you: [Fireball, Lightning Bolt]}
"""


def test_the_first_spell_with_x_for_each_counter() -> None:
    """audit35, 107.3, 601.2f: "The first spell you cast with {X} in its mana cost each turn costs
    {1} less to cast for each +1/+1 counter on Zimone" (Zimone, Infinite Analyst) is read: with two
    counters Fireball with X=3 costs {1}{R}; a spell without {X} is not reduced; after a spell with
    {X} this turn it costs {3}{R}, after one without {X} still {1}{R}."""
    e = effect("The first spell you cast with {X} in its mana cost each turn costs {1} less to cast for each +1/+1 counter on Zimone.", "Creature")
    assert e.spells.has_x and e.spells.text == "The first spell you cast with {X} in its mana cost"
    assert cast(state(ZIMONE), "Fireball", x=3).cost == "{1}{R}"
    assert cast(state(ZIMONE), "Lightning Bolt").cost == "{R}"
    assert cast(state(ZIMONE + "spells_cast_this_turn_cards: {you: [Fireball]}\n"), "Fireball", x=3).cost == "{3}{R}"
    assert cast(state(ZIMONE + "spells_cast_this_turn_cards: {you: [Lightning Bolt]}\n"), "Fireball", x=3).cost == "{1}{R}"


def test_which_spells_were_cast_is_not_assumed() -> None:
    """Spells were cast this turn but the scenario does not say which: the kind is not assumed."""
    with pytest.raises(QueryError, match="spells_cast_this_turn_cards"):
        cast(state(SHADOW + "spells_cast_this_turn: {you: 1}\n"), "Hydroid Krasis", x=3)


def test_the_count_and_the_cards_must_agree() -> None:
    """A scenario whose count and list of spells disagree is refused, naming the key."""
    with pytest.raises(Exception, match="spells_cast_this_turn"):
        state(SHADOW + "spells_cast_this_turn: {you: 2}\nspells_cast_this_turn_cards: {you: [Fireball]}\n")


# --- counts of the turn (601.2f) --------------------------------------------------------------------

BLOOD = """
cards:
  - name: Blood God
    type_line: Instant
    mana_cost: "{8}{B}{B}{R}"
    oracle_text: "This spell costs {1} less to cast for each creature that died this turn."
hand: {you: [Blood God]}
"""


def test_for_each_creature_that_died() -> None:
    """700.4, 601.2f: five creatures died this turn: {8}{B}{B}{R} minus {5}."""
    assert cast(state(BLOOD + "creatures_died_this_turn: 5\n"), "Blood God").cost == "{3}{B}{B}{R}"


def test_creatures_that_died_are_not_assumed() -> None:
    """The count is a scenario key; without it the query fails naming it."""
    with pytest.raises(QueryError, match="creatures_died_this_turn"):
        cast(state(BLOOD), "Blood God")


def test_attackers_after_combat_are_not_assumed() -> None:
    """508.1: after combat began, how many creatures attacked is a scenario key."""
    body = """
phase: main2
cards:
  - name: Rowdy
    type_line: Instant
    mana_cost: "{6}{U}"
    oracle_text: "This spell costs {1} less to cast for each creature that attacked this turn."
hand: {you: [Rowdy]}
"""
    with pytest.raises(QueryError, match="attacked_with_this_turn"):
        cast(state(body), "Rowdy")
    assert cast(state(body + "attacked_with_this_turn: {you: 2}\n"), "Rowdy").cost == "{4}{U}"


# --- the zone a spell is cast from (601.2a) and Class levels (716.2a) --------------------------------

ZONES = """
cards:
  - name: Trader
    type_line: Creature — Human Citizen
    mana_cost: "{3}{G}"
    oracle_text: "Spells you cast from anywhere other than your hand cost {1} less to cast."
    power: "3"
    toughness: "3"
  - name: Horde
    type_line: Creature — Beast
    mana_cost: "{5}{G}{G}"
    oracle_text: "You may cast creature spells from the top of your library."
    power: "7"
    toughness: "7"
battlefield: {you: [Trader, Horde]}
library_top: {you: Llanowar Elves}
hand: {you: [Hydroid Krasis]}
"""


def test_the_zone_decides() -> None:
    """601.2a, 601.2f: from the library the change applies ({G} has no generic mana to lose,
    118.7a); Hydroid Krasis from the hand with X=2 keeps {2}{G}{U}."""
    s = state(ZONES)
    assert cast(s, "Llanowar Elves", from_="library").cost == "{G}"
    assert cast(s, "Hydroid Krasis", x=2).cost == "{2}{G}{U}"


def test_a_higher_level_of_a_class_applies_from_its_level() -> None:
    """716.2a: an ability printed after a Class's "Level 2" line exists only at level 2 or more:
    Hydroid Krasis cast from the library with X=2 costs {G}{U} at level 2, and keeps {2}{G}{U} at
    level 1 (not given: a Class enters at level 1), where the change does not exist."""
    body = """
cards:
  - name: Talent
    type_line: Enchantment — Class
    mana_cost: "{U}"
    oracle_text: "{3}{U}: Level 2\\nSpells you cast from anywhere other than your hand cost {2} less to cast."
  - name: Horde
    type_line: Creature — Beast
    mana_cost: "{5}{G}{G}"
    oracle_text: "You may cast creature spells from the top of your library."
    power: "7"
    toughness: "7"
battlefield: {you: [LEVEL, Horde]}
library_top: {you: Hydroid Krasis}
"""
    assert cast(state(body.replace("LEVEL", "Talent")), "Hydroid Krasis", x=2, from_="library").cost == "{2}{G}{U}"
    assert cast(state(body.replace("LEVEL", "{card: Talent, level: 2}")), "Hydroid Krasis", x=2, from_="library").cost == "{G}{U}"
