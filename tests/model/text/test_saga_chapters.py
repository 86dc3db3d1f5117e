"""A Saga's chapter ability is a triggered ability (714.2b): an effect it creates for a duration
(611.2a) is read like any resolving ability's and applies once the chapter resolved (the Saga's
resolved_this_turn); "Those creatures ..." refers back to an earlier instruction (608.2c) and is
never read as a subtype "Those"."""

from __future__ import annotations

from manasolve.model.abilities import GrantAbilities, ManaAbility, TriggeredAbility
from manasolve.model.selectors import Relation
from manasolve.solver.app.queries import tap_for_mana
from games import card, game, read, tap

SONG = card(
    "Song of Freyalise", "Enchantment — Saga",
    "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"
    "I, II — Until your next turn, creatures you control gain \"{T}: Add one mana of any color.\"\n"
    "III — Put a +1/+1 counter on each creature you control. Those creatures gain vigilance, trample, and indestructible until end of turn.",
    "{1}{G}",
)
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")


def test_chapter_grant_is_read_with_its_duration() -> None:
    """611.2a: chapter I-II's grant lasts until your next turn; the granted ability is a mana ability (605.1a)."""
    first, third = read(SONG["oracle_text"], "Enchantment — Saga", "Song of Freyalise")
    assert isinstance(first, TriggeredAbility)
    (grant,) = first.continuous
    assert isinstance(grant, GrantAbilities) and grant.duration == "until your next turn"
    assert isinstance(grant.abilities[0], ManaAbility)
    # "Those creatures": not a subtype, the creatures chapter III put counters on (608.2c, 611.2c):
    # the objects its resolution lists, never every creature
    assert isinstance(third, TriggeredAbility)
    (kws,) = third.continuous
    assert isinstance(kws, GrantAbilities) and kws.affected.relation is Relation.REFERRED and not kws.affected.subtypes
    assert kws.duration == "until end of turn"


def test_the_grant_applies_once_the_chapter_resolved() -> None:
    """613.1f: after chapter I resolved, your creatures tap for any colour; before, they have no mana ability."""
    after = game([SONG, BEARS], [{"card": "Song of Freyalise", "resolved_this_turn": [0]}, "Grizzly Bears"])
    assert tap(after, "Grizzly Bears") == {"W", "U", "B", "R", "G"}
    before = game([SONG, BEARS], ["Song of Freyalise", "Grizzly Bears"])
    assert tap_for_mana(before, "Grizzly Bears").answer == "illegal"
