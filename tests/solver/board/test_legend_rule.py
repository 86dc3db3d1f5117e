"""s18: the legend rule (704.5j) settles the scenario's state before a question (704.3, 117.5):
a player who controls two or more legendary permanents with the same name keeps one and the rest
are put into their owners' graveyards. Before s18 a scenario with two Gaea's Cradles tapped both.
Alike copies: the first listed stays (the choice changes nothing); copies that differ: an error
(the player's choice is not in the scenario). "The "legend rule" doesn't apply ..." (613.11) and
"State-based actions don't apply to ... permanents you control" (Rules Lawyer) keep them."""

from __future__ import annotations

import pytest
from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import available_mana, tap_for_mana
from manasolve.solver.board.sba import settled

from tests.games import card, game, tap

CRADLE = card("Gaea's Cradle", "Legendary Land", "{T}: Add {G} for each creature you control.")
ELF = card("Elf", "Creature — Elf", "{T}: Add {G}.", "{G}", "1/1")
HERO = card("Hero", "Legendary Creature — Human", "{T}: Add {W}.", "{W}", "2/2")
GALLERY = card("Mirror Gallery", "Artifact", 'The "legend rule" doesn\'t apply.', "{5}")
COUNCIL = card("Council", "Legendary Creature — Human", 'The "legend rule" doesn\'t apply to creatures you control.', "{2}{U}", "1/1")
LAWYER = card("Rules Lawyer", "Artifact Creature — Cyborg", "State-based actions don't apply to you or other permanents you control.", "{3}{W}{W}", "1/1")
TWINS = card("Twins", "Legendary Creature — Samurai", 'If there are exactly two permanents named Twins on the battlefield, the "legend rule" doesn\'t apply to them.', "{2}{R}", "2/1")
SPARK = card("Spark Double", "Creature — Illusion", "You may have this creature enter as a copy of a creature or planeswalker you control, except it enters with an additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if it's a planeswalker, and it isn't legendary.", "{3}{U}", "0/0")
WEAKLING = card("Weakling", "Creature — Spirit", "{T}: Add {B}.", "{B}", "0/0")


def _ids(s) -> list[str]:
    return [p.id for p in settled(s).permanents]


def test_704_5j_alike_copies_keep_the_first_listed() -> None:
    """704.5j: one of two untapped Cradles stays; the one put into the graveyard is named with the
    rule in a warning, and a question naming it says why it is gone."""
    s = game([CRADLE, ELF], ["Gaea's Cradle", "Gaea's Cradle", "Elf"])
    assert _ids(s) == ["Gaea's Cradle#1", "Elf"]
    r = available_mana(s, "you", hand=False)
    assert r.answer == ["GG"] and any("704.5j" in w for w in r.warnings)
    with pytest.raises(QueryError, match=r"704\.5j"):
        tap_for_mana(s, "Gaea's Cradle#2")


def test_704_5j_counts_each_player_apart() -> None:
    """704.5j: "If a player controls two or more legendary permanents with the same name": one
    Cradle each is no duplicate."""
    s = game([CRADLE, ELF], ["Gaea's Cradle", "Elf"], ["Gaea's Cradle", "Elf"])
    assert len(_ids(s)) == 4


def test_704_5j_copies_that_differ_are_the_players_choice() -> None:
    """A tapped and an untapped Cradle: which stays decides the answer, and the scenario does not
    say: an error naming both, never a guess."""
    s = game([CRADLE, ELF], ["Gaea's Cradle", {"card": "Gaea's Cradle", "tapped": True}, "Elf"])
    with pytest.raises(QueryError, match=r"Gaea's Cradle#1, Gaea's Cradle#2.*704\.5j.*differ in tapped"):
        available_mana(s, "you", hand=False)
    assert available_mana(game([CRADLE, ELF], ["Gaea's Cradle", {"card": "Gaea's Cradle", "tapped": True}, "Elf"], rules={"state_based_actions": False}), "you", hand=False).answer == ["GG"]


def test_704_5j_something_attached_makes_copies_differ() -> None:
    """An Aura on one of two legendary creatures: the player's choice decides whether it stays."""
    aura = card("Gift", "Enchantment — Aura", 'Enchant creature\nEnchanted creature has "{T}: Add {U}."', "{U}")
    s = game([HERO, aura], ["Hero", "Hero", {"card": "Gift", "attached_to": "Hero#2"}])
    with pytest.raises(QueryError, match=r"Gift is attached to Hero#2"):
        settled(s)


def test_mirror_gallery_the_legend_rule_does_not_apply() -> None:
    """Mirror Gallery: "The "legend rule" doesn't apply." Both Cradles stay and tap."""
    s = game([CRADLE, ELF, GALLERY], ["Gaea's Cradle", "Gaea's Cradle", "Elf", "Mirror Gallery"])
    assert available_mana(s, "you", hand=False).answer == ["GGG"]


def test_an_exemption_for_creatures_leaves_other_legends_to_the_rule() -> None:
    """"doesn't apply to creatures you control": two Heroes stay, one of two Cradles goes."""
    s = game([CRADLE, HERO, COUNCIL], ["Council", "Hero", "Hero", "Gaea's Cradle", "Gaea's Cradle"])
    assert _ids(s) == ["Council", "Hero#1", "Hero#2", "Gaea's Cradle#1"]
    assert tap(s, "Gaea's Cradle#1") == {"GGG"}


def test_exactly_two_keeps_two_and_not_three() -> None:
    """Brothers Yamazaki's template: with exactly two on the battlefield the rule doesn't apply to
    them; with three (one an opponent's), it does, and one of yours goes."""
    assert len(_ids(game([TWINS], ["Twins", "Twins"]))) == 2
    assert _ids(game([TWINS], ["Twins", "Twins"], ["Twins"])) == ["Twins#1", "Twins#3"]


def test_rules_lawyer_stops_every_state_based_action_for_your_permanents() -> None:
    """Rules Lawyer: its controller's legends stay, and so does a 0/0 creature (704.5f); an
    opponent's 0/0 creature still goes."""
    s = game([CRADLE, LAWYER, WEAKLING], ["Rules Lawyer", "Gaea's Cradle", "Gaea's Cradle", "Weakling"], ["Weakling"])
    assert _ids(s) == ["Rules Lawyer", "Gaea's Cradle#1", "Gaea's Cradle#2", "Weakling#1"]


def test_a_legend_that_is_no_longer_legendary_is_not_counted() -> None:
    """205.4: the legend rule reads the characteristics the layers give now (613): Spark Double
    copying Hero is named Hero but "isn't legendary" (707.9b), so both stay."""
    s = game([HERO, SPARK], ["Hero", {"card": "Spark Double", "copy_of": "Hero"}])
    assert len(_ids(s)) == 2


GROWER = card("Grower", "Creature — Elf", "{T}: Add {G} for each +1/+1 counter on this creature.", "{G}", "1/1")


def test_704_5q_plus_and_minus_counters_annihilate() -> None:
    """704.5q: two +1/+1 and one -1/-1 counter become one +1/+1 counter, so the Grower adds {G}
    once; the removal is noted in the answer's warnings."""
    s = game([GROWER], [{"card": "Grower", "counters": {"+1/+1": 2, "-1/-1": 1}}])
    (p,) = settled(s).permanents
    assert dict(p.counters) == {"+1/+1": 1}
    r = tap_for_mana(s, "Grower")
    assert r.answer == ["G"] and any("704.5q" in w for w in r.warnings)


def test_rules_lawyer_keeps_the_counters() -> None:
    """Rules Lawyer: "Counters aren't removed from your permanents due to game rules.\""""
    s = game([GROWER, LAWYER], ["Rules Lawyer", {"card": "Grower", "counters": {"+1/+1": 2, "-1/-1": 1}}])
    assert dict(settled(s).permanents[1].counters) == {"+1/+1": 2, "-1/-1": 1}


CROSSROADS = card("Concordant Crossroads", "World Enchantment", "All creatures have haste.", "{G}")
CAULDRON = card("Storm Cauldron", "World Artifact", "Each player may play an additional land on each of their turns.\nWhenever a land is tapped for mana, return it to its owner's hand.", "{5}")


def test_704_5k_only_the_newest_world_permanent_stays() -> None:
    """704.5k: Storm Cauldron entered after Concordant Crossroads, so the Crossroads goes and a
    summoning-sick Elf can't tap for mana (302.6): before, both stayed and the Elf had haste."""
    s = game([ELF, CROSSROADS, CAULDRON], ["Concordant Crossroads", "Storm Cauldron", {"card": "Elf", "summoning_sick": True}])
    assert _ids(s) == ["Storm Cauldron", "Elf"]
    s = game([ELF, CROSSROADS, CAULDRON], ["Storm Cauldron", "Concordant Crossroads", {"card": "Elf", "summoning_sick": True}])
    assert _ids(s) == ["Concordant Crossroads", "Elf"]
