"""Keyword costs weighed when casting (altcost11), each read and checked for its meaning: overload
(702.96a-b), surge (702.117a), spectacle (702.137a), prowl (702.76a) as alternative costs under the
condition of their rule (118.9, 601.2b); buyback (702.27a), offspring (702.175a), replicate (702.56a)
and squad (702.157a) as optional additional costs (601.2b, 601.2f); the keyword costs still not
weighed are an error when asked and a note in cast_options."""

from __future__ import annotations

from typing import Any

import pytest
from manasolve.model.abilities import AlternativeCost, CombatDamageSharingType, Keyword, OpponentLostLife, OptionalCost
from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import cast, cast_options

from games import card, game, read

RIFT = card("Cyclonic Rift", "Instant", "Return target nonland permanent you don't control to its owner's hand.\nOverload {6}{U}", "{1}{U}")
BUSHWHACKER = card("Reckless Bushwhacker", "Creature — Goblin Warrior Ally", "Surge {1}{R}\nHaste", "{2}{R}", "2/1")
SKEWER = card("Skewer the Critics", "Sorcery", "Spectacle {R}\nSkewer the Critics deals 3 damage to any target.", "{2}{R}")
THEFT = card("Morsel Theft", "Kindred Sorcery — Rogue", "Prowl {1}{B}\nTarget player loses 3 life and you gain 3 life.", "{2}{B}{B}")
CAPSIZE = card("Capsize", "Instant", "Buyback {3}\nReturn target permanent to its owner's hand.", "{1}{U}{U}")
SQUAD = card("Squad Leader", "Creature — Human Soldier", "Squad {2}", "{1}{W}", "2/2")
SAC_BUYBACK = card("Sac Buyback", "Instant", "Buyback—Sacrifice a land.\nDraw a card.", "{U}")
MORPH = card("Morph Guy", "Creature — Beast", "Morph {2}{G}", "{3}{G}", "3/3")


def answer(s: Any, name: str, **kw: Any) -> dict[str, Any]:
    a = cast(s, name, **kw).answer
    assert isinstance(a, dict)
    return a


def test_keyword_costs_are_read_with_their_rule() -> None:
    """702.117a, 702.137a, 702.76a: the condition of each is part of the typed cost; 702.96b:
    overload leaves the spell without targets; 702.27a / 702.56a: optional, once or repeatable."""
    (surge,) = [a for a in read("Surge {1}{R}", "Creature — Goblin") if isinstance(a, AlternativeCost)]
    assert surge.rule == "702.117a" and surge.requires and not surge.untargeted
    (spectacle,) = read("Spectacle {R}", "Sorcery")
    assert isinstance(spectacle, AlternativeCost) and spectacle.requires == (OpponentLostLife(),)
    (prowl,) = read("Prowl {1}{B}", "Kindred Sorcery — Rogue")
    assert isinstance(prowl, AlternativeCost) and prowl.requires == (CombatDamageSharingType(),)
    (overload,) = read("Overload {6}{U}", "Instant")
    assert isinstance(overload, AlternativeCost) and overload.untargeted
    (buyback,) = read("Buyback {3}", "Instant")
    assert isinstance(buyback, OptionalCost) and not buyback.repeatable and buyback.rule == "702.27a"
    (replicate,) = read("Replicate {1}{U}", "Sorcery")
    assert isinstance(replicate, OptionalCost) and replicate.repeatable
    (sac,) = read("Buyback—Sacrifice a land.", "Instant")
    assert type(sac) is Keyword  # a cost that is not mana alone stays a plain keyword: not weighed


def test_overload_has_no_targets() -> None:
    """702.96b: overloaded, "target" becomes "each": no legal target is needed (601.2c), and none
    can be chosen."""
    s = game([RIFT], you=["Island"] * 7, opp=["Forest"], hand={"you": ["Cyclonic Rift"]})
    assert answer(s, "Cyclonic Rift")["legal"] is False  # 601.2c: no nonland permanent to target
    over = answer(s, "Cyclonic Rift", alternative_cost="overload")
    assert over["legal"] is True and over["cost"] == "{6}{U}"
    s2 = game([RIFT], you=["Island"] * 7, opp=["Llanowar Elves"], hand={"you": ["Cyclonic Rift"]})
    assert answer(s2, "Cyclonic Rift", alternative_cost="overload", targets=1)["legal"] is False
    assert answer(s2, "Cyclonic Rift", targets=1)["legal"] is True


@pytest.mark.parametrize(("cast_before", "legal"), [(0, False), (1, True)])
def test_surge_needs_another_spell_this_turn(cast_before: int, legal: bool) -> None:
    """702.117a: the surge cost only if its caster has cast another spell this turn."""
    s = game([BUSHWHACKER], you=["Mountain", "Mountain"], hand={"you": ["Reckless Bushwhacker"]}, spells_cast_this_turn={"you": cast_before})
    a = answer(s, "Reckless Bushwhacker", alternative_cost="surge")
    assert a["legal"] is legal
    if not legal:
        assert "702.117a" in a["reason"]


@pytest.mark.parametrize(("lost", "legal"), [({"opp": 0, "you": 4}, False), ({"opp": 1}, True)])
def test_spectacle_needs_an_opponent_to_have_lost_life(lost: dict[str, int], legal: bool) -> None:
    """702.137a: only if an opponent lost life this turn (the caster's own loss does not count)."""
    s = game([SKEWER], you=["Mountain"], hand={"you": ["Skewer the Critics"]}, life_lost_this_turn=lost)
    assert answer(s, "Skewer the Critics", alternative_cost="spectacle")["legal"] is legal


def test_spectacle_without_the_key_is_an_error_or_a_note() -> None:
    """Never assumed: an opponent's life lost not given is an error naming the key in ``cast``;
    ``cast_options`` lists the other ways and says why this one is not listed."""
    s = game([SKEWER], you=["Mountain", "Mountain", "Mountain"], hand={"you": ["Skewer the Critics"]})
    with pytest.raises(QueryError, match="life_lost_this_turn"):
        cast(s, "Skewer the Critics", alternative_cost="spectacle")
    options = cast_options(s, "Skewer the Critics")
    assert [o["cost"] for o in options.answer] == ["{2}{R}"]
    assert any("spectacle" in w and "life_lost_this_turn" in w for w in options.warnings)


@pytest.mark.parametrize(("types", "legal"), [(["Faerie", "Rogue"], True), (["Goblin"], False), ([], False)])
def test_prowl_needs_combat_damage_by_a_shared_creature_type(types: list[str], legal: bool) -> None:
    """702.76a: combat damage dealt to a player this turn by a source with one of the spell's
    creature types (a Kindred Rogue spell: a Rogue)."""
    s = game([THEFT], you=["Swamp", "Swamp"], hand={"you": ["Morsel Theft"]}, combat_damage_types_this_turn={"you": types}, phase="main2")
    assert answer(s, "Morsel Theft", alternative_cost="prowl")["legal"] is legal


def test_prowl_without_the_key_is_an_error() -> None:
    """702.76a, never assumed: the scenario must say which creature types dealt combat damage."""
    s = game([THEFT], you=["Swamp", "Swamp"], hand={"you": ["Morsel Theft"]})
    with pytest.raises(QueryError, match="combat_damage_types_this_turn"):
        cast(s, "Morsel Theft", alternative_cost="prowl")


def test_buyback_is_added_once() -> None:
    """702.27a, 601.2f: buyback adds its cost, at most once."""
    s = game([CAPSIZE], you=["Island"] * 6, hand={"you": ["Capsize"]})
    assert answer(s, "Capsize", optional_costs={"buyback": 1})["cost"] == "{4}{U}{U}"
    assert answer(s, "Capsize", optional_costs={"buyback": 2})["legal"] is False
    costs = sorted(o["cost"] for o in cast_options(s, "Capsize").answer)
    assert costs == ["{1}{U}{U}", "{4}{U}{U}"]


def test_squad_is_paid_any_number_of_times() -> None:
    """702.157a: squad may be paid any number of times, each adding its cost (601.2f); the ways
    listed stop at what the caster's mana could pay."""
    s = game([SQUAD], you=["Plains"] * 6, hand={"you": ["Squad Leader"]})
    assert answer(s, "Squad Leader", optional_costs={"squad": 2})["cost"] == "{5}{W}"
    ways = {o.get("optional_costs", {}).get("squad", 0) for o in cast_options(s, "Squad Leader").answer}
    assert ways == {0, 1, 2}


def test_unweighed_keyword_costs_stay_honest() -> None:
    """A keyword cost no choice poses is never "none": an error when asked, a note in
    cast_options (morph, 702.37c; a buyback cost that is not mana alone)."""
    s = game([MORPH, SAC_BUYBACK], you=["Forest"] * 4, hand={"you": ["Morph Guy", "Sac Buyback"]})
    with pytest.raises(QueryError, match="morph"):
        cast(s, "Morph Guy", alternative_cost="morph")
    with pytest.raises(QueryError, match="buyback"):
        cast(s, "Sac Buyback", optional_costs={"buyback": 1})
    assert any("morph" in w for w in cast_options(s, "Morph Guy").warnings)


GRYFF = card("Wretched Gryff", "Creature — Eldrazi Hippogriff", "Emerge {5}{U}\nWhen you cast this spell, draw a card.\nFlying", "{7}", "3/4")
GIANT = card("Hill Giant", "Creature — Giant", "", "{3}{R}", "3/3")


def test_emerge_sacrifices_a_creature_and_is_reduced_by_its_mana_value() -> None:
    """702.119a: the emerge cost, reduced by the sacrificed creature's mana value (generic mana
    only, 118.7a); the creature is the caster's own (701.21a) and may tap for mana first (601.2g)."""
    s = game([GRYFF, GIANT], you=["Island", "Island", "Llanowar Elves", "Hill Giant"], hand={"you": ["Wretched Gryff"]})
    a = answer(s, "Wretched Gryff", alternative_cost="emerge")
    assert a["legal"] is True and a["cost"] == "{1}{U}" and "sacrificing Hill Giant" in a["reason"]
    only_elves = game([GRYFF], you=["Island", "Llanowar Elves"], hand={"you": ["Wretched Gryff"]})
    b = answer(only_elves, "Wretched Gryff", alternative_cost="emerge")
    assert b["legal"] is False and b["cost"] == "{4}{U}"  # {5}{U} less 1: two mana can't pay it
    none = game([GRYFF], you=["Island"] * 6, opp=["Llanowar Elves"], hand={"you": ["Wretched Gryff"]})
    assert answer(none, "Wretched Gryff", alternative_cost="emerge")["legal"] is False
    reduced = game([GRYFF, GIANT], you=["Island", "Hill Giant"], hand={"you": ["Wretched Gryff"]})
    assert answer(reduced, "Wretched Gryff", alternative_cost="emerge")["legal"] is False  # {1}{U}: one Island
    ways = {o["cost"] for o in cast_options(s, "Wretched Gryff").answer}
    assert ways == {"{1}{U}"}


SATYR = card("Boon Satyr", "Enchantment Creature — Satyr", "Flash\nBestow {3}{G}{G}\nEnchanted creature gets +4/+2.", "{1}{G}{G}", "4/2")
HEXPROOF = card("Hexproof Bear", "Creature — Bear", "Hexproof", "{1}{G}", "2/2")


@pytest.mark.parametrize(("opp", "legal"), [([], False), (["Llanowar Elves"], True), (["Hexproof Bear"], False)])
def test_bestow_targets_a_creature(opp: list[str], legal: bool) -> None:
    """702.103b, 303.4a, 601.2c: bestowed, the spell is an Aura spell with enchant creature that
    targets a creature as it is cast: a legal one must exist (an opponent's hexproof creature is
    not one, 702.11b)."""
    s = game([SATYR, HEXPROOF], you=["Forest"] * 5, opp=opp, hand={"you": ["Boon Satyr"]})
    a = answer(s, "Boon Satyr", alternative_cost="bestow")
    assert a["legal"] is legal
    if legal:
        assert a["cost"] == "{3}{G}{G}"
    assert answer(s, "Boon Satyr")["legal"] is True  # cast as a creature, it targets nothing


SHORESHARK = card("Pouncing Shoreshark", "Creature — Shark", "Mutate {3}{U}\nFlash\nWhenever this creature mutates, you may return target creature an opponent controls to its owner's hand.", "{4}{U}", "4/3")
APPRENTICE = card("Loyal Apprentice", "Creature — Human Artificer", "Haste", "{1}{R}", "2/1")


@pytest.mark.parametrize(
    ("you", "opp", "legal"),
    [
        ([], [], False),
        (["Llanowar Elves"], [], True),
        (["Loyal Apprentice"], [], False),
        ([{"card": "Llanowar Elves", "owner": "opp"}], [], False),
        ([], ["Llanowar Elves"], False),
        ([], [{"card": "Llanowar Elves", "owner": "you"}], True),
    ],
)
def test_mutate_targets_a_non_human_creature_with_the_same_owner(you: list[Any], opp: list[Any], legal: bool) -> None:
    """702.140a: "Mutate [cost]" means "You may pay [cost] rather than pay this spell's mana
    cost. If you do, it becomes a mutating creature spell and targets a non-Human creature with
    the same owner as this spell." (601.2c): such a creature must exist, whoever controls it. The
    audit32 scenario examples/casting/heldout_audit32_several_cards_or_none.yaml."""
    s = game([SHORESHARK, APPRENTICE], you=["Island"] * 5 + you, opp=opp, hand={"you": ["Pouncing Shoreshark"]})
    a = answer(s, "Pouncing Shoreshark", alternative_cost="mutate")
    assert a["legal"] is legal
    assert a["cost"] == "{3}{U}"
    assert answer(s, "Pouncing Shoreshark")["legal"] is True  # cast for its mana cost, it targets nothing
    ways = {o["alternative_cost"] for o in cast_options(s, "Pouncing Shoreshark").answer}
    assert ways == ({None, "mutate"} if legal else {None})
