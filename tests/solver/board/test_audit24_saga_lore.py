"""audit24: a Saga's chapter ability triggers as its lore counters reach the chapter's number
(714.2b; a Saga enters with one, 714.3b): with the stack empty, a Saga whose lore counters the
scenario gives has the effects of the chapters up to that number that last indefinitely (611.2a:
Urza's Saga's "I — This Saga gains "{T}: Add {C}."") and name no target. A Saga that has no chapter
abilities now (Blood Moon, 305.7) had none to trigger. It was "illegal": the chapters counted only
when listed in ``resolved_this_turn``."""

from __future__ import annotations

from manasolve.solver.app.queries import can_activate

from tests.games import card, game, tap

SAGA = card(
    "Urza's Saga", "Enchantment Land — Urza's Saga",
    "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — This Saga gains \"{T}: Add {C}.\"\n"
    "II — This Saga gains \"{2}, {T}: Create a 0/0 colorless Construct artifact creature token with 'This token gets +1/+1 for each artifact you control.'\"\n"
    "III — Search your library for an artifact card with mana cost {0} or {1}, put it onto the battlefield, then shuffle.",
)
SONG = card("Song", "Enchantment — Saga", "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI, II — Until your next turn, creatures you control gain \"{T}: Add one mana of any color.\"\nIII — Put a +1/+1 counter on each creature you control.", "{1}{G}")
BEAR = card("Bear", "Creature — Bear", "", "{1}{G}", "2/2")
MOON = card("Moon", "Enchantment", "Nonbasic lands are Mountains.", "{2}{R}")


def test_714_2b_lore_counters_say_which_chapters_resolved() -> None:
    g = game([SAGA], [{"card": "Urza's Saga", "counters": {"lore": 2}}, "Island", "Island"])
    assert tap(g, "Urza's Saga") == {"C"}
    assert can_activate(g, "Urza's Saga", 1).answer is True
    assert tap(game([SAGA], [{"card": "Urza's Saga", "counters": {"lore": 1}}]), "Urza's Saga") == {"C"}


def test_no_lore_counters_given_or_a_chapter_on_the_stack() -> None:
    assert tap(game([SAGA], ["Urza's Saga"]), "Urza's Saga") == "illegal"
    assert tap(game([SAGA], [{"card": "Urza's Saga", "counters": {"lore": 1}}], stack_empty=False), "Urza's Saga") == "illegal"


def test_a_saga_without_chapter_abilities_triggers_none() -> None:
    g = game([SAGA, MOON], ["Moon", {"card": "Urza's Saga", "counters": {"lore": 2}}])
    assert tap(g, "Urza's Saga") == {"R"}


def test_an_effect_with_a_duration_lasts_by_the_turn_and_phase() -> None:
    """audit34 (was: never inferred): 714.3c: a lore counter is added as its controller's
    precombat main phase begins (714.3b: or it entered this turn), so the chapter of the current
    count triggered this turn from that phase on, and since the controller's last turn began on
    another player's turn: its "until your next turn" effect lasts (611.2a). Before the main phase
    of the controller's own turn, that turn has begun and the effect has ended; an earlier
    chapter's effect (lore 3: chapter II's, of the turn before) has ended too."""
    saga = {"card": "Song", "counters": {"lore": 1}}
    assert tap(game([SONG, BEAR], [saga, "Bear"]), "Bear") == {"W", "U", "B", "R", "G"}
    assert tap(game([SONG, BEAR], [{**saga, "counters": {"lore": 2}}, "Bear"], active="opp"), "Bear") == {"W", "U", "B", "R", "G"}
    assert tap(game([SONG, BEAR], [saga, "Bear"], phase="upkeep"), "Bear") == "illegal"
    first = card("First", "Enchantment — Saga", "I — Until your next turn, creatures you control gain \"{T}: Add {G}.\"\nII — Put a +1/+1 counter on each creature you control.\nIII — Put a +1/+1 counter on each creature you control.", "{G}")
    assert tap(game([first, BEAR], [{"card": "First", "counters": {"lore": 2}}, "Bear"], active="opp"), "Bear") == "illegal"
    assert tap(game([SONG, BEAR], ["Bear"], opp=[saga]), "Bear") == "illegal"  # the opponent's creatures only
