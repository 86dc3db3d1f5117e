"""A spell's own casting rules, each checked for its meaning: reductions counted in its caster's
graveyard (404) and party (700.8), "Cast this spell only ..." (601.3, 117.1a), "as though it had
flash [if you pay {2} more]" (702.8a, 601.2f: an increase, before reductions) and "X can't be 0"
(107.3). No state is assumed: a graveyard, a step of combat or the players attacked that the
scenario does not give fail the query with the key to give."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import CastAsThoughFlash, CastOnly, CostModifier, GraveyardCards, PartySize, XNotZero
from manasolve.model.costs import ManaCost
from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import cast, cast_options

from games import scenario as state
from games import static_effect


def effect(text: str, type_line: str = "Sorcery") -> object:
    return static_effect(text, type_line)


REVELER = """
cards:
  - name: Reveler
    type_line: Creature — Devil Horror
    mana_cost: "{6}{R}{R}"
    oracle_text: "This spell costs {1} less to cast for each instant and sorcery card in your graveyard."
    power: "3"
    toughness: "4"
battlefield: {you: [Mountain, Mountain, Mountain, Mountain, Mountain]}
hand: {you: [Reveler]}
"""


def test_the_counts_are_read() -> None:
    """601.2f: "for each <type> card in your graveyard" and "for each creature in your party"."""
    e = effect("This spell costs {1} less to cast for each instant and sorcery card in your graveyard.", "Creature")
    assert isinstance(e, CostModifier) and e.per == GraveyardCards(either_types=frozenset({"Instant", "Sorcery"}))
    e = effect("This spell costs {1} less to cast for each creature card in your graveyard.", "Creature")
    assert isinstance(e, CostModifier) and e.per == GraveyardCards(card_types=frozenset({"Creature"}))
    e = effect("This spell costs {1} less to cast for each creature in your party.")
    assert isinstance(e, CostModifier) and e.per == PartySize()


def test_a_graveyard_reduction_counts_the_cards_that_fit() -> None:
    """404, 601.2f, 118.7a: each instant or sorcery card of the caster's graveyard takes off {1};
    a creature card does not count, nor does an opponent's graveyard."""
    s = state(REVELER + "graveyard: {you: [Fireball, Manamorphose, Llanowar Elves], opp: [Fireball, Fireball, Fireball]}\n")
    verdict = cast(s, "Reveler")
    assert verdict.cost == "{4}{R}{R}" and not verdict.legal  # five Mountains pay five of six


def test_a_graveyard_not_given_is_an_error() -> None:
    """No condition is assumed: a count of a graveyard the scenario does not give is an error
    naming the key."""
    with pytest.raises(QueryError, match="graveyard"):
        cast(state(REVELER), "Reveler")


PARTY = """
cards:
  - name: Thwart
    type_line: Sorcery
    mana_cost: "{4}{B}{B}"
    oracle_text: "This spell costs {1} less to cast for each creature in your party."
  - name: Cleric Wizard
    type_line: Creature — Human Cleric Wizard
    mana_cost: "{1}"
    oracle_text: ""
    power: "1"
    toughness: "1"
  - name: Wizard
    type_line: Creature — Human Wizard
    mana_cost: "{1}"
    oracle_text: ""
    power: "1"
    toughness: "1"
hand: {you: [Thwart]}
"""


def test_a_party_is_a_largest_matching_of_roles() -> None:
    """700.8: up to one each of Cleric, Rogue, Warrior and Wizard; a creature with two of the
    types fills one role, chosen so the party is as large as possible (the Cleric Wizard is the
    Cleric when the other creature is the Wizard): 2, so {4}{B}{B} costs {2}{B}{B}."""
    s = state(PARTY + "battlefield: {you: [Wizard, Cleric Wizard, Swamp, Swamp, Swamp, Swamp]}\n")
    verdict = cast(s, "Thwart")
    assert verdict.legal and verdict.cost == "{2}{B}{B}"
    alone = state(PARTY + "battlefield: {you: [Cleric Wizard, Wizard, Cleric Wizard, Swamp]}\n")
    assert cast(alone, "Thwart").cost == "{2}{B}{B}"  # two Cleric Wizards and a Wizard: still two roles


MAZE = """
cards:
  - name: Maze
    type_line: Instant
    mana_cost: "{W}"
    oracle_text: "Cast this spell only during the declare attackers step and only if you've been attacked this step."
battlefield: {you: [Plains]}
hand: {you: [Maze]}
active: opp
phase: combat
"""


def test_cast_only_is_read() -> None:
    """601.3: "Cast this spell only ..." is a rule of the spell, with each of its conditions."""
    e = effect("Cast this spell only during the declare attackers step and only if you've been attacked this step.", "Instant")
    assert isinstance(e, CastOnly) and len(e.conditions) == 2


def test_cast_only_needs_its_conditions() -> None:
    """601.3, 508.1b: the declare attackers step, and the caster attacked; a step or players not
    given are errors naming the key."""
    assert cast(state(MAZE + "combat_step: declare_attackers\nattacked: [you]\n"), "Maze").legal
    assert not cast(state(MAZE + "combat_step: declare_blockers\nattacked: [you]\n"), "Maze").legal
    assert not cast(state(MAZE + "combat_step: declare_attackers\nattacked: []\n"), "Maze").legal
    with pytest.raises(QueryError, match="attacked"):
        cast(state(MAZE + "combat_step: declare_attackers\n"), "Maze")
    with pytest.raises(QueryError, match="combat_step"):
        cast(state(MAZE + "attacked: [you]\n"), "Maze")


@pytest.mark.parametrize(
    "step, before",
    [("beginning", True), ("declare_attackers", True), ("declare_blockers", False), ("combat_damage", False), ("end_of_combat", False)],
)
def test_before_and_after_blockers(step: str, before: bool) -> None:
    """509.1: blockers are declared in the declare blockers step; "during combat before blockers
    are declared" is the steps before it, "after blockers are declared" that step and those after."""
    for window, legal in (("before", before), ("after", not before)):
        body = MAZE.replace(
            "only during the declare attackers step and only if you've been attacked this step", f"only during combat {window} blockers are declared"
        )
        assert cast(state(body + f"combat_step: {step}\n"), "Maze").legal is legal, (window, step)


ROUT = """
cards:
  - name: Rout
    type_line: Sorcery
    mana_cost: "{3}{W}{W}"
    oracle_text: "You may cast this spell as though it had flash if you pay {2} more to cast it.\\nThis spell costs {3} less to cast if you control a Plains."
battlefield: {you: [Plains, Plains, Plains, Plains]}
hand: {you: [Rout]}
"""


def test_paid_flash_is_an_increase_used_only_when_needed() -> None:
    """702.8a, 601.2f: on another player's turn the sorcery is cast as though it had flash, paying
    {2} more, an increase added before the reduction ({3}{W}{W} + {2} - {3} = {2}{W}{W}); in its
    own main phase nothing more is paid ({3}{W}{W} - {3} = {W}{W}). In the untap step no spell is
    cast (502.4)."""
    e = effect("You may cast this spell as though it had flash if you pay {2} more to cast it.")
    assert e == CastAsThoughFlash(ManaCost.parse("{2}"))
    assert cast(state(ROUT), "Rout").cost == "{W}{W}"
    other = cast(state(ROUT + "active: opp\nphase: end\n"), "Rout")
    assert other.legal and other.cost == "{2}{W}{W}"
    assert not cast(state(ROUT + "active: opp\nphase: untap\n"), "Rout").legal


def test_flash_without_a_price() -> None:
    """702.8a: "You may cast this spell as though it had flash" lifts 117.1a's sorcery timing."""
    body = ROUT.replace(" if you pay {2} more to cast it", "")
    verdict = cast(state(body + "active: opp\nphase: end\n"), "Rout")
    assert verdict.legal and verdict.cost == "{W}{W}"


def test_x_cannot_be_zero() -> None:
    """107.3: "X can't be 0." leaves X of 1 or more: the cast with X=0 is illegal, and no way of
    casting listed has X=0."""
    assert effect("X can't be 0.") == XNotZero()
    body = """
cards:
  - name: Blaze
    type_line: Sorcery
    mana_cost: "{X}{R}"
    oracle_text: "X can't be 0.\\nDraw X cards."
battlefield: {you: [Mountain, Mountain]}
hand: {you: [Blaze]}
"""
    s = state(body)
    assert not cast(s, "Blaze", x=0).legal
    assert cast(s, "Blaze", x=1).legal
    ways = cast_options(s, "Blaze")
    assert [w["x"] for w in ways.answer] == [1]


MAULER = """
cards:
  - name: Mauler
    type_line: Creature — Zombie Horror
    mana_cost: "{U}"
    oracle_text: "As an additional cost to cast this spell, exile two creature cards from your graveyard."
    power: "4"
    toughness: "5"
battlefield: {you: [Island]}
hand: {you: [Mauler]}
"""


def test_exiling_cards_from_the_graveyard_as_an_additional_cost() -> None:
    """118.8, 118.3: the cards to exile must be in the caster's graveyard (two creature cards:
    one is not enough); a graveyard not given is an error naming the key."""
    assert not cast(state(MAULER + "graveyard: {you: [Llanowar Elves, Fireball]}\n"), "Mauler").legal
    assert cast(state(MAULER + "graveyard: {you: [Llanowar Elves, Llanowar Elves]}\n"), "Mauler").legal
    with pytest.raises(QueryError, match="graveyard"):
        cast(state(MAULER), "Mauler")
