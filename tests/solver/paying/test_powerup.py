"""powerup: "Power-up — [cost]: [effect]" (Marvel Super Heroes; 702.193 of the Comprehensive Rules,
which rules.md does not hold, so the reminder text is the rule these tests state): "(Activate each
power-up ability only once. Reduce the cost by its mana cost if it entered this turn.)".

* an activated ability (602), limited to once while its permanent is this object (602.5b, 400.7:
  the scenario's ``activated`` counts, as for exhaust, 702.177a);
* its total cost (602.2b, 601.2f) is reduced by its permanent's mana cost when the permanent
  entered the battlefield this turn (the scenario's ``entered_this_turn``; never assumed), symbol
  by symbol as 118.7a-g say: generic reduces generic, a coloured symbol its colour (else generic
  mana), a hybrid symbol the cost's hybrid symbol (118.7e; the Morophon ruling: a hybrid cost's
  half is chosen before the reduction), {X} nothing (202.3e);
* other texts name power-up abilities: "Power-up abilities of other creatures you control cost {3}
  less to activate." (Hulk, Gamma Goliath; 602.2b, 118.7a), "Spend this mana only to activate
  power-up abilities." (Quinjet Technician; 106.6), "Each power-up ability of permanents you
  control can be activated an additional time." (Wonder Man, Hollywood Hero; 602.5b).

The cards are real, written with their Oracle text.
"""

from __future__ import annotations

from typing import Any

import pytest
from manasolve.model.abilities import ActivatedAbility, ActivatedAdditionalTime, ActivationLimit, StaticAbility
from manasolve.model.costs import ManaCost, reduce_by_mana_cost
from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import available_mana, can_activate
from games import card, game, read

REMINDER_IT = "(Activate each power-up ability only once. Reduce the cost by its mana cost if it entered this turn.)"
REMINDER_HE = "(Activate each power-up ability only once. Reduce the cost by his mana cost if he entered this turn.)"

DOOMBOT = card("Aerial Doombot", "Artifact Creature — Robot Villain", "Flying\nPower-up — {5}{U}: Put three +1/+1 counters on this creature. " + REMINDER_IT, "{U}", "1/1")
ABOMINATION = card(
    "Abomination, Terrifying Titan", "Legendary Creature — Gamma Villain",
    "Trample\nPower-up — {5}{R/G}{R/G}: Put a +1/+1 counter on Abomination. He fights up to one target creature an opponent controls. " + REMINDER_HE,
    "{3}{R/G}", "4/4",
)
BRAWN = card(
    "Brawn, Amadeus Cho", "Legendary Creature — Gamma Scientist Hero",
    "When Brawn enters, draw a card.\nPower-up — {4}{G/U}: Put a +1/+1 counter on Brawn for each card in your hand. " + REMINDER_HE,
    "{1}{G/U}", "1/1",
)
THANOS = card(
    "Thanos, the Mad Titan", "Legendary Creature — Eternal Villain",
    "Deathtouch, lifelink\nPower-up — {C}{W}{U}{B}{R}{G}: Put two +1/+1 counters on Thanos. Choose odd or even. Destroy each other creature "
    "with mana value of the chosen quality. (Activate each power-up ability only once. Reduce the cost by his mana cost if he entered this turn. Zero is even.)",
    "{R}{W}{B}", "5/5",
)
STATURE = card(
    "Stature, Size Shifter", "Legendary Creature — Human Hero",
    "Stature can't be blocked if her power is 1 or less.\nPower-up — {X}{U}{U}: Put X +1/+1 counters on Stature. "
    "(Activate each power-up ability only once. Reduce the cost by her mana cost if she entered this turn.)",
    "{U}", "1/1",
)
HULK = card(
    "Hulk, Gamma Goliath", "Legendary Creature — Gamma Berserker Hero",
    "Reach, trample\nPower-up abilities of other creatures you control cost {3} less to activate.\nPower-up — {6}{R}{G}: Put five +1/+1 counters on Hulk. " + REMINDER_HE,
    "{3}{R}{G}", "6/6",
)
QUINJET = card("Quinjet Technician", "Creature — Human Artificer", "{T}: Add {R}.\n{T}: Add {R}{R}. Spend this mana only to activate power-up abilities.", "{1}{R}", "2/2")
WONDER_MAN = card(
    "Wonder Man, Hollywood Hero", "Legendary Creature — Human Performer Hero",
    "Flying\nEach power-up ability of permanents you control can be activated an additional time.\nPower-up — {5}{R}{R}: Put two +1/+1 counters on Wonder Man. "
    "(Activate each power-up ability only . . . once? Reduce the cost by his mana cost if he entered this turn.)",
    "{3}{R}{R}", "4/4",
)
SERPENT = card("Serpent Specialist", "Creature — Human Snake Villain", "Deathtouch\nPower-up — {3}{G}: Put two +1/+1 counters on this creature. " + REMINDER_IT, "{G}", "1/1")
CARDS = [DOOMBOT, ABOMINATION, BRAWN, THANOS, STATURE, HULK, QUINJET, WONDER_MAN, SERPENT]


def _doombot(lands: int, **state: Any) -> Any:
    return game(CARDS, you=[{"card": "Aerial Doombot", **state}] + ["Island"] * lands)


def _cost(verdict: Any) -> str:
    return str(dict(verdict.details)["cost"]["total"])


def test_read_as_an_activated_ability_with_its_two_rules() -> None:
    """The reminder text: a power-up ability is an activated ability, activated only once (602.5b)
    and reduced by its permanent's mana cost; the reminder text is no sentence of its own."""
    (_, ability) = read(DOOMBOT["oracle_text"], DOOMBOT["type_line"], "Aerial Doombot")
    assert isinstance(ability, ActivatedAbility) and ability.power_up and ability.keyword == "power-up"
    assert ability.cost.mana == ManaCost.parse("{5}{U}")
    assert ActivationLimit(1, each_turn=False, power_up=True) in ability.requires
    assert ability.effect_text == "Put three +1/+1 counters on this creature."


def test_reduced_by_its_mana_cost_if_it_entered_this_turn() -> None:
    """Reminder text, 601.2f, 118.7b: Aerial Doombot's {5}{U} less its {U} is {5}, paid by five
    Islands; the turn after it entered, {5}{U} needs six."""
    entered = can_activate(_doombot(5, entered_this_turn=True, activated={}), "Aerial Doombot", 0)
    assert entered.answer is True and _cost(entered) == "{5}"
    later = can_activate(_doombot(5, entered_this_turn=False, activated={}), "Aerial Doombot", 0)
    assert later.answer is False and "{5}{U}" in later.reason
    assert can_activate(_doombot(6, activated={}), "Aerial Doombot", 0).answer is True  # not summoning sick: it did not enter this turn (302.6)


def test_only_once() -> None:
    """Reminder text, 602.5b: once activated (its ability 1: Flying is ability 0), a power-up
    ability can't be activated again while the permanent is this object (400.7)."""
    v = can_activate(_doombot(6, entered_this_turn=False, activated={1: 1}), "Aerial Doombot", 0)
    assert v.answer is False and "Activate each power-up ability only once" in v.reason and "602.5b" in v.rule


def test_how_often_it_was_activated_is_never_assumed() -> None:
    """602.5b (as exhaust, 702.177a): without ``activated`` the answer is an error naming the key."""
    with pytest.raises(QueryError, match="activated"):
        can_activate(_doombot(6, entered_this_turn=False), "Aerial Doombot", 0)


def test_entered_this_turn_is_never_assumed_when_it_decides() -> None:
    """Reminder text: a summoning-sick permanent may have entered this turn or only changed control
    (302.6); when the reduction decides the answer, the error names ``entered_this_turn``; when
    both ways agree, the answer is given."""
    with pytest.raises(QueryError, match="entered_this_turn"):
        can_activate(_doombot(5, summoning_sick=True, activated={}), "Aerial Doombot", 0)
    assert can_activate(_doombot(6, summoning_sick=True, activated={}), "Aerial Doombot", 0).answer is True
    assert can_activate(_doombot(4, summoning_sick=True, activated={}), "Aerial Doombot", 0).answer is False


@pytest.mark.parametrize("cost, by, left", [
    ("{5}{U}", "{U}", "{5}"),                        # 118.7b: the coloured symbol of its colour
    ("{5}{R/G}{R/G}", "{3}{R/G}", "{2}{R/G}"),       # 118.7e: one hybrid symbol of two
    ("{4}{G/U}", "{1}{G/U}", "{3}"),                 # 118.7e
    ("{C}{W}{U}{B}{R}{G}", "{R}{W}{B}", "{C}{U}{G}"),
    ("{X}{U}{U}", "{U}", "{X}{U}"),
    ("{6}", "{3}", "{3}"),                           # 118.7a
    ("{4}{G/U}", "{G}", "{4}"),                      # Morophon ruling: the hybrid paid with {G}
    ("{2}", "{R}{G}{G}", ""),                        # 118.7b-c: generic mana instead; never below {0}
    ("{1}", "{X}", "{1}"),                           # 202.3e: X is 0
    ("{2}{U}", "{S}{S}", "{U}"),                     # 118.7g
    ("{3}{R}", "{R/P}", "{3}"),                      # 118.7f
])
def test_reduction_symbol_by_symbol(cost: str, by: str, left: str) -> None:
    """118.7a-g: a cost reduced by a mana cost, symbol by symbol."""
    assert str(reduce_by_mana_cost(ManaCost.parse(cost), ManaCost.parse(by))) == left


def test_hybrid_power_up() -> None:
    """118.7e: Abomination's {5}{R/G}{R/G} less {3}{R/G} is {2}{R/G}: three Forests pay it, three
    Plains don't."""
    forests = game(CARDS, you=[{"card": "Abomination, Terrifying Titan", "entered_this_turn": True, "activated": {}}] + ["Forest"] * 3)
    v = can_activate(forests, "Abomination, Terrifying Titan", 0)
    assert v.answer is True and _cost(v) == "{2}{R/G}"
    plains = game(CARDS, you=[{"card": "Abomination, Terrifying Titan", "entered_this_turn": True, "activated": {}}] + ["Plains"] * 3)
    assert can_activate(plains, "Abomination, Terrifying Titan", 0).answer is False
    brawn = game(CARDS, you=[{"card": "Brawn, Amadeus Cho", "entered_this_turn": True, "activated": {}}] + ["Plains"] * 3)
    v = can_activate(brawn, "Brawn, Amadeus Cho", 0)
    assert v.answer is True and _cost(v) == "{3}"


def test_five_colours_less_three() -> None:
    """118.7b: Thanos's {C}{W}{U}{B}{R}{G} less {R}{W}{B} is {C}{U}{G}."""
    g = game(CARDS, you=[{"card": "Thanos, the Mad Titan", "entered_this_turn": True, "activated": {}}, "Wastes", "Island", "Forest"])
    v = can_activate(g, "Thanos, the Mad Titan", 0)
    assert v.answer is True and _cost(v) == "{C}{U}{G}"


def test_x_is_chosen_after_the_reduction() -> None:
    """202.3e, 107.3: Stature's {U} takes one {U} off {X}{U}{U}; X may be 0, so one Island pays."""
    g = game(CARDS, you=[{"card": "Stature, Size Shifter", "entered_this_turn": True, "activated": {}}, "Island"])
    v = can_activate(g, "Stature, Size Shifter", 0)
    assert v.answer is True and _cost(v) == "{X}{U}"


def test_hulk_reduces_other_creatures_power_up_abilities() -> None:
    """602.2b, 118.7a: Hulk takes {3} off another creature's power-up ability (after its own
    reduction, 601.2f), not off his own."""
    g = game(CARDS, you=[{"card": "Hulk, Gamma Goliath", "entered_this_turn": False, "activated": {}},
                         {"card": "Abomination, Terrifying Titan", "entered_this_turn": True, "activated": {}}, "Forest"])
    v = can_activate(g, "Abomination, Terrifying Titan", 0)
    assert v.answer is True and _cost(v) == "{R/G}"
    own = can_activate(g, "Hulk, Gamma Goliath", 0)
    assert own.answer is False and "{6}{R}{G}" in own.reason


def test_quinjet_mana_pays_power_up_abilities_only() -> None:
    """106.6: Quinjet Technician's {R}{R} pays a power-up ability (Serpent Specialist's {3}{G}
    with two Forests), and is counted in the pool with its restriction."""
    g = game(CARDS, you=["Quinjet Technician", {"card": "Serpent Specialist", "entered_this_turn": False, "activated": {}}, "Forest", "Forest"])
    assert can_activate(g, "Serpent Specialist", 0).answer is True
    assert available_mana(g, "you").answer == ["RRGG"]
    (_, restricted) = read(QUINJET["oracle_text"], QUINJET["type_line"], "Quinjet Technician")
    assert restricted.spending is not None and restricted.spending.ability_keywords == ("power-up",)


def test_wonder_man_allows_an_additional_time() -> None:
    """602.5b and Wonder Man: a power-up ability of a permanent its controller controls can be
    activated twice; a third time, or without Wonder Man a second time, it can't."""
    (_, static, _) = read(WONDER_MAN["oracle_text"], WONDER_MAN["type_line"], "Wonder Man, Hollywood Hero")
    assert isinstance(static, StaticAbility) and isinstance(static.effects[0], ActivatedAdditionalTime)

    def serpent(times: int, wonder_man: str | None) -> Any:
        wm = [{"card": "Wonder Man, Hollywood Hero", "entered_this_turn": False, "activated": {}}]
        return game(CARDS, you=(wm if wonder_man == "you" else []) + [{"card": "Serpent Specialist", "entered_this_turn": False, "activated": {1: times}}] + ["Forest"] * 4,
                    opp=wm if wonder_man == "opp" else [])

    assert can_activate(serpent(1, "you"), "Serpent Specialist", 0).answer is True
    assert can_activate(serpent(2, "you"), "Serpent Specialist", 0).answer is False
    assert can_activate(serpent(1, None), "Serpent Specialist", 0).answer is False
    assert can_activate(serpent(1, "opp"), "Serpent Specialist", 0).answer is False  # "permanents you control"


def test_every_power_up_card_of_the_corpus_is_read() -> None:
    """The template covers every card with "Power-up — [cost]: [effect]": each is read with a
    once-only power-up ability (the corpus, when installed)."""
    from manasolve.model.library import read_card
    from manasolve.model.pools import corpus_path, read_pool

    path = corpus_path()
    if path is None or not path.is_file():
        pytest.skip("the full corpus is not available (install the 'corpus' extra)")
    pool = read_pool(path)
    cards = [c for c in pool.cards.values() if "Power-up —" in c.oracle_text]
    assert len(cards) >= 37
    for raw in cards:
        got = read_card(raw, allow_unread=True)
        abilities = [a for a in got.abilities if isinstance(a, ActivatedAbility) and a.power_up]
        assert len(abilities) == 1 and abilities[0].keyword == "power-up", got.name
