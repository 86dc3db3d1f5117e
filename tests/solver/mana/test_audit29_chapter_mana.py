"""audit29: a Saga's chapter ability is a triggered ability (714.2b); one that adds mana ("II — Add
{G}{G}.", Summon: Esper Maduin; "III — Add {R} for each Berserker you control. Until end of turn,
you don't lose this mana as steps and phases end.", The Bloodsky Massacre) is an ability of the
Saga that would produce that mana if it resolved now, which 106.7 weighs for could_produce. It was
weighed as nothing. 605.5a: it is no mana ability, so available_mana never uses it."""

from __future__ import annotations

from manasolve.solver.app.queries import available_mana, could_produce

from tests.games import card, game

MADUIN = card(
    "Maduin", "Enchantment Creature — Saga Elemental",
    "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Reveal the top card of your library. If it's a permanent card, put it into your hand.\nII — Add {G}{G}.\nIII — Other creatures you control get +2/+2 and gain trample until end of turn.",
)
BLOODSKY = card(
    "Bloodsky", "Enchantment — Saga",
    "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — Create a 2/3 red Demon Berserker creature token with menace.\nII — Whenever a Berserker attacks this turn, you draw a card and you lose 1 life.\nIII — Add {R} for each Berserker you control. Until end of turn, you don't lose this mana as steps and phases end.",
    "{1}{B}{R}",
)
BERSERKER = card("Berserker", "Creature — Demon Berserker", "Menace", "", "2/3")


def test_106_7_a_chapter_that_adds_mana() -> None:
    g = game([MADUIN], [{"card": "Maduin", "counters": {"lore": 1}}, "Forest"])
    assert set(could_produce(g, "Maduin").answer) == {"G"}
    assert set(available_mana(g, "you").answer) == {"G"}  # 605.5a


def test_106_7_a_chapter_amount_counts_now() -> None:
    none = game([BLOODSKY], [{"card": "Bloodsky", "counters": {"lore": 2}}])
    assert set(could_produce(none, "Bloodsky").answer) == set()  # {R} for each of zero Berserkers
    one = game([BLOODSKY, BERSERKER], [{"card": "Bloodsky", "counters": {"lore": 2}}, "Berserker"])
    assert set(could_produce(one, "Bloodsky").answer) == {"R"}
