"""audit19: "This creature enters with a +1/+1 counter on it for each instant and sorcery card
exiled with it." (Murktide Regent) is an enters-with-counters replacement (614.1c) counting the
instant and sorcery cards exiled to pay for the spell with delve (702.66a; 607.2a: the cards
exiled with it). The ``enters`` query's ``exiled`` names them; not cast, none were exiled; not
given, the count is never assumed. Casting it is unaffected (delve pays generic mana)."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import CardsExiledToCast, EntersWithCounters
from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import answer, cast
from manasolve.model.queries import parse_query

from games import card, game, read

MURKTIDE = card("Murktide Regent", "Creature — Dragon", "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\nFlying\n"
                "This creature enters with a +1/+1 counter on it for each instant and sorcery card exiled with it.\n"
                "Whenever an instant or sorcery card leaves your graveyard, this creature gets +1/+1 until end of turn.", "{5}{U}{U}", "3/3")
OPT = card("Opt", "Instant", "Scry 1.\nDraw a card.", "{U}")
RITUAL = card("Dark Ritual", "Sorcery", "Add {B}{B}{B}.", "{B}")


def test_the_sentence_is_read() -> None:
    (ability,) = read("This creature enters with a +1/+1 counter on it for each instant and sorcery card exiled with it.", "Creature — Dragon")
    (e,) = ability.effects
    assert isinstance(e, EntersWithCounters)
    assert isinstance(e.amount, CardsExiledToCast) and e.amount.card_types == {"Instant", "Sorcery"}


def _enters(s: object, value: dict[str, object]) -> object:
    return answer(s, parse_query("enters", value, players=("you", "opp"))).answer  # type: ignore[arg-type]


def test_counts_the_instants_and_sorceries_exiled() -> None:
    s = game([MURKTIDE, OPT, RITUAL], you=["Island", "Island"], graveyard={"you": ["Opt", "Opt", "Dark Ritual", "Forest", "Forest"]},
             hand={"you": ["Murktide Regent"]})
    assert cast(s, "Murktide Regent").answer["legal"]
    got = _enters(s, {"card": "Murktide Regent", "exiled": ["Opt", "Opt", "Dark Ritual", "Forest", "Forest"]})
    assert got == {"counters": {"+1/+1": 3}, "mana_value": 7}
    assert _enters(s, {"card": "Murktide Regent", "cast": False})["counters"].get("+1/+1", 0) == 0  # type: ignore[index]
    with pytest.raises(QueryError, match="exiled"):
        _enters(s, {"card": "Murktide Regent"})


IMPERIOSAUR = card("Ancient Imperiosaur", "Creature — Dinosaur",
                   "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\n"
                   "Trample, ward {2}\nThis creature enters with two +1/+1 counters on it for each creature that convoked it.", "{5}{G}{G}", "6/6")


def test_counters_for_each_creature_that_convoked_it() -> None:
    """702.51a, 614.1c: "two +1/+1 counters on it for each creature that convoked it" counts the
    creatures tapped for its convoke (the ``enters`` key ``convoked``); not cast, none; not given,
    never assumed."""
    (ability,) = read("This creature enters with two +1/+1 counters on it for each creature that convoked it.", "Creature — Dinosaur")
    (e,) = ability.effects
    assert isinstance(e, EntersWithCounters) and e.factor == 2
    s = game([IMPERIOSAUR], hand={"you": ["Ancient Imperiosaur"]})
    assert _enters(s, {"card": "Ancient Imperiosaur", "convoked": 3})["counters"] == {"+1/+1": 6}  # type: ignore[index]
    assert _enters(s, {"card": "Ancient Imperiosaur", "cast": False})["counters"] == {}  # type: ignore[index]
    with pytest.raises(QueryError, match="convoked"):
        _enters(s, {"card": "Ancient Imperiosaur"})
