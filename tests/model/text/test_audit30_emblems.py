"""audit30: an emblem (114) whose ability the mana rules consult is no inert sentence. Liliana of
the Dark Realms' "−6: You get an emblem with "Swamps you control have '{T}: Add {B}{B}{B}{B}.'""
was classified inert ("emblems": no scenario holds one), so a question where that ability resolved
this turn answered as if Swamps still made {B}: now the sentence is unread, which matters only to a
question where the ability resolved (that question is the error; s17: the emblem is now read and
applied there, 114.1). An emblem no mana rule consults ("Lands you control have indestructible.")
stays inert."""

from __future__ import annotations

from manasolve.model.text import inert

from tests.games import card, game, tap

LILIANA = card("Liliana of the Dark Realms", "Legendary Planeswalker — Liliana", "[+1]: Search your library for a Swamp card, reveal it, put it into your hand, then shuffle.\n[−3]: Target creature gets +X/+X or -X/-X until end of turn, where X is the number of Swamps you control.\n[−6]: You get an emblem with \"Swamps you control have '{T}: Add {B}{B}{B}{B}.'\"", "{2}{B}{B}")


def test_classification() -> None:
    assert inert.classify("You get an emblem with \"Swamps you control have '{T}: Add {B}{B}{B}{B}.'\"") is None
    kept = inert.classify('You get an emblem with "Lands you control have indestructible."')
    assert kept is not None and kept.reason == "emblems"


def test_a_question_after_the_emblem_has_the_emblem() -> None:
    """s17 (was an error): the emblem is read (114.1), and applies where the ability resolved."""
    quiet = game([LILIANA], [{"card": "Liliana of the Dark Realms", "counters": {"loyalty": 3}, "activated_this_turn": []}, "Swamp"])
    assert tap(quiet, "Swamp") == {"B"}  # the emblem exists only once the ability resolved
    used = game([LILIANA], [{"card": "Liliana of the Dark Realms", "counters": {"loyalty": 1}, "activated_this_turn": [2], "resolved_this_turn": [2]}, "Swamp"])
    assert tap(used, "Swamp") == {"B", "BBBB"}
