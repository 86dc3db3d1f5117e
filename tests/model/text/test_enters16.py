"""enters16: how the next spell, or a spell just cast, enters: delayed triggers about the next
spell (603.7c), cast triggers (603.2), and the counters and abilities their resolution gives the
permanent (614.1c), through the ``enters`` answer."""

from __future__ import annotations

import pytest

from manasolve.solver.app.queries import enters
from manasolve.model.abilities import EntersGrant, ManaAbility, SpellCast, TriggeredAbility
from manasolve.model.errors import QueryError

from games import card, game, read

BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")
SOLDIER = card("Elite Vanguard", "Creature — Human Soldier", "", "{W}", "2/1")
BIRD = card("Birds of Paradise", "Creature — Bird", "Flying\n{T}: Add one mana of any color.", "{G}", "0/1")
OGRE = card("Craw Wurm", "Creature — Wurm", "", "{4}{G}{G}", "6/4")
HYDRA = card("Hungry Hydra", "Creature — Hydra", "Hungry Hydra enters with X +1/+1 counters on it.", "{X}{G}", "0/0")
STONE = card("Mind Stone", "Artifact", "{T}: Add {C}.", "{2}")
OPT = card("Opt", "Instant", "Scry 1. Draw a card.", "{U}")

YUNA = card(
    "Yuna, Grand Summoner", "Legendary Creature — Human Cleric Summoner",
    "Grand Summon — {T}: Add one mana of any color. When you next cast a creature spell this turn, that creature enters with two additional +1/+1 counters on it.\n"
    "Whenever another permanent you control is put into a graveyard from the battlefield, if it had one or more counters on it, you may put that number of +1/+1 counters on target creature.",
    "{1}{G}{W}{U}", "1/5",
)
CAMP = card(
    "Chocobo Camp", "Land — Town",
    "{T}: Add {C}.\n{T}: Add {G}. When you next cast a Bird creature spell this turn, it enters with an additional +1/+1 counter on it.",
)
SOLAR = card(
    "Solar Array", "Artifact",
    "{T}: Add one mana of any color. When you next cast an artifact spell this turn, that spell gains sunburst. (If it's a creature, it enters with a +1/+1 counter on it for each color of mana spent to cast it. Otherwise, it enters with that many charge counters on it.)",
    "{4}",
)
BRYNHILDR = card(
    "Summon: Brynhildr", "Enchantment Creature — Saga Knight",
    "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"
    "I — Chain — Exile the top card of your library. During any turn you put a lore counter on this Saga, you may play that card.\n"
    "II, III — Gestalt Mode — When you next cast a creature spell this turn, it gains haste until end of turn.",
    "{1}{R}", "2/1",
)
RUNADI = card(
    "Runadi, Behemoth Caller", "Legendary Creature — Elf Druid",
    "Whenever you cast a creature spell with mana value 5 or greater, that creature enters with X additional +1/+1 counters on it, where X is its mana value minus 4.\n"
    "Creatures you control with three or more +1/+1 counters on them have haste.\n{T}: Add {G}.",
    "{1}{G}{G}", "1/3",
)
TORGAL = card(
    "Torgal, A Fine Hound", "Legendary Creature — Dog",
    "Whenever you cast your first Human creature spell each turn, that creature enters with an additional +1/+1 counter on it for each Dog and/or Wolf you control.\n{T}: Add one mana of any color.",
    "{1}{G}", "2/2",
)
WILDGROWTH = card(
    "Wildgrowth Archaic", "Creature — Avatar",
    "Trample, reach\nConverge — This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.\n"
    "Whenever you cast a creature spell, that creature enters with X additional +1/+1 counters on it, where X is the number of colors of mana spent to cast it.",
    "{2}{G}", "0/0",
)
WOLF = card("Timberwolf", "Creature — Wolf", "", "{G}", "2/2")
CARDS = [BEARS, SOLDIER, BIRD, OGRE, HYDRA, STONE, OPT, YUNA, CAMP, SOLAR, BRYNHILDR, RUNADI, TORGAL, WILDGROWTH, WOLF]
HAND = {"you": ["Grizzly Bears", "Elite Vanguard", "Birds of Paradise", "Craw Wurm", "Hungry Hydra", "Mind Stone"], "opp": []}


def test_the_delayed_trigger_is_read_on_the_mana_ability() -> None:
    """603.7c, 605.3b: "When you next cast a creature spell this turn, ..." on a mana ability is a
    delayed trigger its resolution creates, kept with the ability (not dropped, not unread)."""
    (mana, _) = read(YUNA["oracle_text"], "Legendary Creature — Human Cleric Summoner", "Yuna, Grand Summoner")
    assert isinstance(mana, ManaAbility)
    (grant,) = mana.continuous
    assert isinstance(grant, EntersGrant) and grant.next_spell is not None and grant.next_spell.card_types == {"Creature"}
    (runadi, _, _) = read(RUNADI["oracle_text"], "Legendary Creature — Elf Druid", "Runadi, Behemoth Caller")
    assert isinstance(runadi, TriggeredAbility) and isinstance(runadi.event, SpellCast) and runadi.event.spells.min_mana_value == 5


def test_next_creature_spell_enters_with_two_more_counters() -> None:
    """603.7c, 614.1c (Yuna, Grand Summoner): once its mana ability resolved this turn, the next
    creature spell its controller casts enters with two additional +1/+1 counters; before it
    resolved, nothing; a noncreature spell is not what it waits for. Once a creature spell was cast
    after it, it is used up (``next_spell_cast: true``). Spells cast this turn of unknown order:
    an error naming the key; none cast this turn: this is the next one."""
    s = game(CARDS, ["Yuna, Grand Summoner"], hand=HAND)
    assert enters(s, "Grizzly Bears").counters == {}
    s = game(CARDS, [{"card": "Yuna, Grand Summoner", "resolved_this_turn": [0]}], hand=HAND)
    assert enters(s, "Grizzly Bears").counters == {"+1/+1": 2}
    assert enters(s, "Grizzly Bears", cast=False).counters == {}  # put onto the battlefield: not cast
    used = game(CARDS, [{"card": "Yuna, Grand Summoner", "resolved_this_turn": [{"ability": 0, "next_spell_cast": True}]}], hand=HAND)
    assert enters(used, "Grizzly Bears").counters == {}
    # a noncreature spell cast this turn: no creature spell was, so this one is the next
    s = game(CARDS, [{"card": "Yuna, Grand Summoner", "resolved_this_turn": [0]}], hand=HAND, spells_cast_this_turn={"you": 1}, spells_cast_this_turn_cards={"you": ["Opt"]})
    assert enters(s, "Grizzly Bears").counters == {"+1/+1": 2}
    s = game(CARDS, [{"card": "Yuna, Grand Summoner", "resolved_this_turn": [0]}], hand=HAND, spells_cast_this_turn={"you": 1}, spells_cast_this_turn_cards={"you": ["Elite Vanguard"]})
    with pytest.raises(QueryError, match="next_spell_cast"):
        enters(s, "Grizzly Bears")
    s = game(CARDS, [{"card": "Yuna, Grand Summoner", "resolved_this_turn": [0]}], hand=HAND, spells_cast_this_turn={"you": 1})
    with pytest.raises(QueryError, match="next_spell_cast"):
        enters(s, "Grizzly Bears")


def test_next_spell_of_a_subtype_and_haste() -> None:
    """603.7c: Chocobo Camp's "When you next cast a Bird creature spell this turn, it enters with an
    additional +1/+1 counter on it." waits for a Bird (Grizzly Bears is none); Summon: Brynhildr's
    chapter "When you next cast a creature spell this turn, it gains haste until end of turn." gives
    the creature haste (302.6: it may attack and {T} this turn)."""
    s = game(CARDS, [{"card": "Chocobo Camp", "resolved_this_turn": [1]}], hand=HAND)
    assert enters(s, "Birds of Paradise").counters == {"+1/+1": 1}
    assert enters(s, "Grizzly Bears").counters == {}
    s = game(CARDS, [{"card": "Summon: Brynhildr", "resolved_this_turn": [1]}], hand=HAND)
    got = enters(s, "Birds of Paradise")
    assert got.counters == {} and "haste until end of turn" in got.gains


def test_that_spell_gains_sunburst() -> None:
    """702.44a (Solar Array): the next artifact spell gains sunburst: a noncreature artifact enters
    with a charge counter for each color of mana spent to cast it; the payment is read from the
    query's ``spent`` (never assumed)."""
    s = game(CARDS, [{"card": "Solar Array", "resolved_this_turn": [0]}], hand=HAND)
    assert enters(s, "Mind Stone", spent="{W}{U}").counters == {"charge": 2}
    assert enters(s, "Grizzly Bears", spent="{W}{G}").counters == {}
    with pytest.raises(QueryError, match="spent"):
        enters(s, "Mind Stone")


def test_cast_trigger_mana_value_minus_four() -> None:
    """603.2, 614.1c (Runadi, Behemoth Caller): a creature spell with mana value 5 or greater
    enters with X additional counters, X its mana value minus 4 (on the stack X counts, 202.3e):
    Craw Wurm (6) gets 2; Hungry Hydra cast with X=4 (mana value 5) gets 1 besides its 4; Grizzly
    Bears (2) none; put onto the battlefield without being cast, none."""
    s = game(CARDS, ["Runadi, Behemoth Caller"], hand=HAND)
    assert enters(s, "Craw Wurm").counters == {"+1/+1": 2}
    assert enters(s, "Hungry Hydra", x=4).counters == {"+1/+1": 5}
    assert enters(s, "Hungry Hydra", x=3).counters == {"+1/+1": 3}
    assert enters(s, "Grizzly Bears").counters == {}
    assert enters(s, "Craw Wurm", cast=False).counters == {}
    opp = game(CARDS, [], ["Runadi, Behemoth Caller"], hand=HAND)
    assert enters(opp, "Craw Wurm").counters == {}  # "you cast": its controller's spells only


def test_cast_trigger_first_each_turn_counts_dogs_and_wolves() -> None:
    """603.2 (Torgal, A Fine Hound): on the first Human creature spell each turn, an additional
    +1/+1 counter for each Dog and/or Wolf its controller controls (Torgal itself is a Dog); a
    Human cast earlier this turn: it does not trigger; spells cast but not named: an error naming
    ``spells_cast_this_turn_cards``."""
    s = game(CARDS, ["Torgal, A Fine Hound", "Timberwolf"], hand=HAND)
    assert enters(s, "Elite Vanguard").counters == {"+1/+1": 2}
    assert enters(s, "Grizzly Bears").counters == {}
    s = game(CARDS, ["Torgal, A Fine Hound"], hand=HAND, spells_cast_this_turn={"you": 1}, spells_cast_this_turn_cards={"you": ["Elite Vanguard"]})
    assert enters(s, "Elite Vanguard").counters == {}
    s = game(CARDS, ["Torgal, A Fine Hound"], hand=HAND, spells_cast_this_turn={"you": 1}, spells_cast_this_turn_cards={"you": ["Grizzly Bears"]})
    assert enters(s, "Elite Vanguard").counters == {"+1/+1": 1}
    s = game(CARDS, ["Torgal, A Fine Hound"], hand=HAND, spells_cast_this_turn={"you": 1})
    with pytest.raises(QueryError, match="spells_cast_this_turn_cards"):
        enters(s, "Elite Vanguard")


def test_cast_trigger_colors_spent() -> None:
    """603.2, 601.2h (Wildgrowth Archaic): a creature spell enters with X additional counters, X
    the number of colors of mana spent to cast it (colorless is none, 105.1)."""
    s = game(CARDS, [{"card": "Wildgrowth Archaic", "counters": {"+1/+1": 2}}], hand=HAND)  # s17: a 0/0 without counters would be gone (704.5f)
    assert enters(s, "Grizzly Bears", spent="{G}{W}").counters == {"+1/+1": 2}
    assert enters(s, "Grizzly Bears", spent="{G}{C}").counters == {"+1/+1": 1}
    with pytest.raises(QueryError, match="spent"):
        enters(s, "Grizzly Bears")


MIKEY = card(
    "Mikey & Don, Party Planners", "Legendary Creature — Mutant Ninja Turtle",
    "Ward {2}\nYou may look at the top card of your library any time.\n"
    "You may play lands and cast Mutant, Ninja, or Turtle spells from the top of your library. If you cast a creature spell this way, that creature enters with an additional +1/+1 counter on it.",
    "{2}{G}{U}", "3/4",
)
TURTLE = card("Sea Turtle", "Creature — Turtle", "", "{1}{U}", "1/3")
FUTURE = card("Future Sight", "Enchantment", "Play with the top card of your library revealed.\nYou may play lands and cast spells from the top of your library.", "{2}{U}{U}{U}")


def test_permission_rider_what_a_spell_cast_this_way_enters_with() -> None:
    """601.3, 614.1c (Mikey & Don, Party Planners): a Turtle creature spell cast from the top of the
    library with its permission enters with an additional +1/+1 counter; one cast from the hand
    does not (another permission, the rules' own); put onto the battlefield, none. With a second
    permission that could cast it from there (Future Sight), which one was used is the query's
    ``using`` (never assumed)."""
    s = game([MIKEY, TURTLE, FUTURE], ["Mikey & Don, Party Planners"], hand={"you": ["Sea Turtle"]})
    assert enters(s, "Sea Turtle", from_="library").counters == {"+1/+1": 1}
    assert enters(s, "Sea Turtle").counters == {}
    assert enters(s, "Sea Turtle", cast=False).counters == {}
    both = game([MIKEY, TURTLE, FUTURE], ["Mikey & Don, Party Planners", "Future Sight"], hand={"you": ["Sea Turtle"]})
    with pytest.raises(QueryError, match="using"):
        enters(both, "Sea Turtle", from_="library")
    assert enters(both, "Sea Turtle", from_="library", using="Mikey & Don, Party Planners").counters == {"+1/+1": 1}
    assert enters(both, "Sea Turtle", from_="library", using="Future Sight").counters == {}


# ---- "The next sorcery spell you cast this turn can be cast as though it had flash." (702.8a) -------

QUICKEN = card("Quicken", "Instant", "The next sorcery spell you cast this turn can be cast as though it had flash. (It can be cast any time you could cast an instant.)\nDraw a card.", "{U}")
DIVINATION = card("Divination", "Sorcery", "Draw two cards.", "{2}{U}")
ICON = card("Progenitor's Icon", "Artifact", "As this artifact enters, choose a creature type.\n{T}: Add one mana of any color.\n{T}: The next spell of the chosen type you cast this turn can be cast as though it had flash.", "{3}")


def _legal(a: object) -> bool:
    assert isinstance(a, dict)
    return bool(a["legal"])


def test_next_spell_as_though_it_had_flash() -> None:
    """702.8a, 601.3, 611.2a (Quicken): once it resolved, the next sorcery spell its caster casts
    this turn may be cast any time they could cast an instant; before a sorcery was cast after it
    (no sorcery among the spells cast this turn but Quicken itself), Divination on the opponent's
    turn is legal; another sorcery cast this turn, of unknown order: an error. A permanent's
    ability (Progenitor's Icon: "{T}: The next spell of the chosen type ...", its ``chosen_type``) is
    for a spell of that type only, and used up once ``next_spell_cast`` says so."""
    from manasolve.solver.app.queries import cast

    lands = ["Island", "Island", "Island"]
    s = game([QUICKEN, DIVINATION], lands, hand={"you": ["Divination"]}, active="opp",
             spells_resolved_this_turn={"you": ["Quicken"]}, spells_cast_this_turn={"you": 1}, spells_cast_this_turn_cards={"you": ["Quicken"]})
    assert _legal(cast(s, "Divination", player="you").answer)
    before = game([QUICKEN, DIVINATION], lands, hand={"you": ["Divination"]}, active="opp")
    assert not _legal(cast(before, "Divination", player="you").answer)
    used = game([QUICKEN, DIVINATION], lands, hand={"you": ["Divination"]}, active="opp",
                spells_resolved_this_turn={"you": ["Quicken"]}, spells_cast_this_turn={"you": 2}, spells_cast_this_turn_cards={"you": ["Quicken", "Divination"]})
    with pytest.raises(QueryError):
        cast(used, "Divination", player="you")
    forests = ["Forest", "Forest"]
    icon = [{"card": "Progenitor's Icon", "chosen_type": "Bear", "resolved_this_turn": [2]}, *forests]
    s = game([ICON, BEARS, WOLF], icon, hand={"you": ["Grizzly Bears", "Timberwolf"]}, active="opp")
    assert _legal(cast(s, "Grizzly Bears", player="you").answer)
    assert not _legal(cast(s, "Timberwolf", player="you").answer)  # not a Bear: sorcery timing (307.1)
    spent = [{"card": "Progenitor's Icon", "chosen_type": "Bear", "resolved_this_turn": [{"ability": 2, "next_spell_cast": True}]}, *forests]
    s = game([ICON, BEARS], spent, hand={"you": ["Grizzly Bears"]}, active="opp")
    assert not _legal(cast(s, "Grizzly Bears", player="you").answer)


WAND = card("Wand of the Worldsoul", "Artifact", "This artifact enters tapped.\n{T}: Add {W}.\n{T}: The next spell you cast this turn has convoke.", "{2}")


def test_next_spell_has_convoke() -> None:
    """702.51a, 611.2a (Wand of the Worldsoul): once its ability resolved, the next spell its
    controller casts this turn has convoke, so two untapped creatures pay for Grizzly Bears with no
    land; before it resolved, or once the next spell was cast (``next_spell_cast``), no convoke."""
    from manasolve.solver.app.queries import cast

    wolves = ["Timberwolf", "Timberwolf"]
    s = game([WAND, BEARS, WOLF], [{"card": "Wand of the Worldsoul", "tapped": True, "resolved_this_turn": [2]}, *wolves], hand={"you": ["Grizzly Bears"]})
    assert _legal(cast(s, "Grizzly Bears").answer)
    s = game([WAND, BEARS, WOLF], [{"card": "Wand of the Worldsoul", "tapped": True}, *wolves], hand={"you": ["Grizzly Bears"]})
    assert not _legal(cast(s, "Grizzly Bears").answer)
    used = [{"card": "Wand of the Worldsoul", "tapped": True, "resolved_this_turn": [{"ability": 2, "next_spell_cast": True}]}, *wolves]
    s = game([WAND, BEARS, WOLF], used, hand={"you": ["Grizzly Bears"]})
    assert not _legal(cast(s, "Grizzly Bears").answer)
