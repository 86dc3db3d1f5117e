"""audit31: what a permanent enters with (614.1c, 122.6).

* "This artifact enters tapped and with three charge counters on it." (Sphere of the Suns) is an
  enters-with-counters replacement like "enters tapped with ..." (614.1c); it was classified inert,
  so the permanent entered with no counters.
* "Counters can't be put on artifacts, creatures, enchantments, or lands." (Solemnity), "Creatures
  your opponents control can't have +1/+1 counters put on them." (Blightbeetle), "Creatures you
  control can't have -1/-1 counters put on them." (Melira): 101.2, a "can't" wins over any effect
  that would put counters, and 122.6, a permanent entering with counters has them put on it, so it
  enters without them (Solemnity's ruling), whatever replacement effects (Hardened Scales) would
  have made their number. Planeswalkers are not among Solemnity's types: loyalty still comes.
  These sentences were classified inert and ignored.
* Ravenous (702.156a: X +1/+1 counters), unleash (702.98a) and riot (702.136a: an additional
  +1/+1 counter if the player chooses, the query's as_enters; riot's haste otherwise) were ignored,
  and a Saga's lore counter (714.3a) was not counted."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import CounterProhibition, EntersWithCounters
from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import enters

from games import card, game, static_effect

SPHERE = card("Sphere", "Artifact", "This artifact enters tapped and with three charge counters on it.\n{T}, Remove a charge counter from this artifact: Add one mana of any color.", "{2}")
SOLEMNITY = card("Solemnity", "Enchantment", "Players can't get counters.\nCounters can't be put on artifacts, creatures, enchantments, or lands.", "{2}{W}")
BEETLE = card("Beetle", "Creature — Insect", "Creatures your opponents control can't have +1/+1 counters put on them.", "{1}{B}", "1/1")
MELIRA = card("Melira", "Legendary Creature — Human Scout", "Creatures you control can't have -1/-1 counters put on them.", "{1}{G}", "2/2")
KITE = card("Kite", "Artifact Creature — Scarecrow", "Flying\nThis creature can't have counters put on it.", "{3}", "2/1")
SCALES = card("Scales", "Enchantment", "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.", "{G}")
HYDRA = card("Hydra", "Creature — Hydra", "This creature enters with X +1/+1 counters on it.", "{X}{G}", "0/0")
CHALICE = card("Chalice", "Artifact", "This artifact enters with X charge counters on it.", "{X}{X}")
WITHERED = card("Withered", "Creature — Elemental", "This creature enters with two -1/-1 counters on it.", "{2}{B}", "4/4")
MINE = card("Mine", "Land", "This land enters with three mining counters on it.\n{T}, Remove a mining counter from this land: Add one mana of any color.", "")
WALKER = {**card("Walker", "Legendary Planeswalker — Jace", "[+2]: Each player draws a card.", "{1}{U}{U}"), "loyalty": "3"}


def _counters(cards: list[dict[str, object]], you: list[str], name: str, x: int = 0, opp: list[str] | None = None, cast: bool = True) -> dict[str, int]:
    s = game(cards, you=you, opp=opp or [], hand={"you": [name]})
    return dict(enters(s, name, x=x, cast=cast).counters)


def test_enters_tapped_and_with_counters_is_read() -> None:
    e = static_effect("This artifact enters tapped and with three charge counters on it.")
    assert isinstance(e, EntersWithCounters) and e.kind == "charge" and e.tapped
    assert _counters([SPHERE], [], "Sphere") == {"charge": 3}


def test_the_prohibitions_are_read() -> None:
    e = static_effect("Counters can't be put on artifacts, creatures, enchantments, or lands.")
    assert isinstance(e, CounterProhibition) and e.kind is None
    e = static_effect("Creatures your opponents control can't have +1/+1 counters put on them.")
    assert isinstance(e, CounterProhibition) and e.kind == "+1/+1"
    e = static_effect("This creature can't have counters put on it.")
    assert isinstance(e, CounterProhibition) and e.kind is None


def test_solemnity_stops_counters_on_entering_permanents_of_its_types() -> None:
    assert _counters([SOLEMNITY, HYDRA], [], "Hydra", x=3, opp=["Solemnity"]) == {}
    assert _counters([SOLEMNITY, CHALICE], ["Solemnity"], "Chalice", x=2) == {}
    assert _counters([SOLEMNITY, MINE], ["Solemnity"], "Mine", cast=False) == {}


def test_solemnity_spares_a_planeswalkers_loyalty() -> None:
    assert _counters([SOLEMNITY, WALKER], ["Solemnity"], "Walker") == {"loyalty": 3}


def test_a_prohibition_beats_a_replacement() -> None:
    """101.2: Hardened Scales would make four; none are put."""
    assert _counters([SOLEMNITY, SCALES, HYDRA], ["Solemnity", "Scales"], "Hydra", x=3) == {}


def test_prohibitions_by_kind_and_controller() -> None:
    assert _counters([BEETLE, HYDRA], [], "Hydra", x=2, opp=["Beetle"]) == {}
    assert _counters([BEETLE, HYDRA], ["Beetle"], "Hydra", x=2) == {"+1/+1": 2}
    assert _counters([BEETLE, WITHERED], [], "Withered", opp=["Beetle"]) == {"-1/-1": 2}
    assert _counters([MELIRA, WITHERED], ["Melira"], "Withered") == {}
    assert _counters([MELIRA, CHALICE], ["Melira"], "Chalice", x=1) == {"charge": 1}


def test_another_permanents_own_prohibition_is_its_own() -> None:
    """Tatterkite's "This creature can't have counters put on it" protects only itself."""
    assert _counters([KITE, HYDRA], ["Kite"], "Hydra", x=2) == {"+1/+1": 2}


# ---- keywords and Sagas that make a permanent enter with counters ---------------------------

RAVENOUS = card("Ravener", "Creature — Tyranid", "Ravenous (This creature enters with X +1/+1 counters on it. If X is 5 or more, draw a card when it enters.)", "{X}{2}{R}", "0/0")
UNLEASHED = card("Cackler", "Creature — Devil", "Unleash (You may have this creature enter with a +1/+1 counter on it. It can't block as long as it has a +1/+1 counter on it.)", "{B/R}", "2/2")
RIOTER = card("Rioter", "Creature — Goblin Berserker", "Riot (This creature enters with your choice of a +1/+1 counter or haste.)", "{R}{G}", "2/2")
SAGA = card("Saga", "Enchantment — Saga", "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — You gain 1 life.\nII — You gain 2 life.\nIII — You gain 3 life.", "{1}{W}")


def test_ravenous_reads_the_spells_x() -> None:
    """702.156a: "This permanent enters with X +1/+1 counters on it"; 202.3e: X is 0 off the stack."""
    s = game([RAVENOUS], hand={"you": ["Ravener"]})
    got = enters(s, "Ravener", x=3)
    assert dict(got.counters) == {"+1/+1": 3} and got.mana_value == 3
    assert dict(enters(s, "Ravener", cast=False).counters) == {}


def test_unleash_and_riot_are_choices_as_it_enters() -> None:
    """702.98a unleash, 702.136a riot: "You may have this permanent enter with an additional +1/+1
    counter on it" (riot: "If you don't, it gains haste"): the choice is the query's as_enters
    (614.12), never assumed."""
    s = game([UNLEASHED, RIOTER], hand={"you": ["Cackler", "Rioter"]})
    assert dict(enters(s, "Cackler", as_enters=True).counters) == {"+1/+1": 1}
    assert dict(enters(s, "Cackler", as_enters=False).counters) == {}
    assert dict(enters(s, "Rioter", as_enters=True).counters) == {"+1/+1": 1}
    got = enters(s, "Rioter", as_enters=False)
    assert dict(got.counters) == {} and got.answer["gains"] == ["haste"]
    with pytest.raises(QueryError, match="as_enters"):
        enters(s, "Rioter")


def test_a_saga_enters_with_a_lore_counter() -> None:
    """714.3a: as a Saga enters, its controller puts a lore counter on it (cast or not)."""
    s = game([SAGA], hand={"you": ["Saga"]})
    assert dict(enters(s, "Saga").counters) == {"lore": 1}
    assert dict(enters(s, "Saga", cast=False).counters) == {"lore": 1}


TRIBUTER = card("Tributer", "Creature — Archon", "Flying\nTribute 2 (As this creature enters, an opponent of your choice may put two +1/+1 counters on it.)", "{3}{W}{W}", "3/3")
POLUKRANOS = card("Polukranos", "Legendary Creature — Zombie Hydra",
                  "Polukranos enters with six +1/+1 counters on it. It escapes with twelve +1/+1 counters on it instead.\n"
                  "Escape—{4}{B}{G}, Exile six other cards from your graveyard.", "{2}{B}{G}", "0/0")


def test_tribute_is_the_opponents_choice() -> None:
    """702.104a: an opponent may put N +1/+1 counters on it as it enters (as_enters), never assumed."""
    s = game([TRIBUTER], hand={"you": ["Tributer"]})
    assert dict(enters(s, "Tributer", as_enters=True).counters) == {"+1/+1": 2}
    assert dict(enters(s, "Tributer", as_enters=False).counters) == {}
    with pytest.raises(QueryError, match="as_enters"):
        enters(s, "Tributer")


def test_escapes_with_counters_instead() -> None:
    """702.138c: "It escapes with twelve +1/+1 counters on it instead." replaces the six it enters
    with otherwise (was unreadable)."""
    s = game([POLUKRANOS], graveyard={"you": ["Polukranos"]})
    assert dict(enters(s, "Polukranos", from_="graveyard", cast=True, escaped=True).counters) == {"+1/+1": 12}
    s = game([POLUKRANOS], hand={"you": ["Polukranos"]})
    assert dict(enters(s, "Polukranos").counters) == {"+1/+1": 6}
