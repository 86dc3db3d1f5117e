"""audit20: what an ability counts is counted as it resolves (608.2c), after the removals that
earlier activations of the plan made: a permanent sacrificed to pay a cost no longer counts
(Cabal Coffers' Swamps, Nykthos' devotion), and a sacrificed nontoken card is in its owner's
graveyard (701.21a), where "for each black creature card in your graveyard" counts it (Crypt of
Agadeem); a token ceases to exist there (111.7, 704.5d). "Sacrifice a black or artifact
creature: Add an amount of {B} equal to the sacrificed creature's mana value" (Soldevi Adnate;
118.3, 608.2h): the sacrificed creature is one the cost may sacrifice."""

from __future__ import annotations

from manasolve.model.costs import Sacrifice
from manasolve.solver.app.queries import available_mana

from tests.games import card, game, read, tap

COFFERS = card("Coffers", "Land", "{2}, {T}: Add {B} for each Swamp you control.")
BELL = card("Bell", "Artifact", "All Swamps are 1/1 black creatures that are still lands.", "{4}")
ALTAR = card("Altar", "Artifact", "Sacrifice a creature: Add {C}{C}.", "{3}")
SHRINE = card("Shrine", "Legendary Land", "{T}: Add {C}.\n{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color.")
ELF = card("Elf", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
TOWER = card("Tower", "Legendary Land", "{T}: Add {C}.\n{T}, Sacrifice a creature: Add {B}{B}.")
CRYPT = card("Crypt", "Land", "{T}: Add {B}.\n{2}, {T}: Add {B} for each black creature card in your graveyard.")
BAT = card("Bat", "Creature — Bat", "Flying", "{1}{B}{B}", "2/3")
ADNATE = card("Adnate", "Creature — Human Cleric", "{T}, Sacrifice a black or artifact creature: Add an amount of {B} equal to the sacrificed creature's mana value.", "{1}{B}", "1/2")


def test_a_sacrificed_swamp_is_not_counted() -> None:
    """Coffers paid with the Swamps' mana counts both; once both are sacrificed it counts none:
    BBBBCC (Coffers counting two Swamps already sacrificed) is impossible."""
    g = game([COFFERS, BELL, ALTAR], ["Coffers", "Bell", "Altar", "Swamp", "Swamp"])
    assert sorted(available_mana(g, "you").answer) == ["BBBCC", "BBCCCC"]


def test_devotion_after_a_sacrifice() -> None:
    """700.5: devotion counts the permanents there as the Shrine's ability resolves."""
    g = game([SHRINE, ALTAR, ELF], ["Shrine", "Altar", "Elf", "Elf"])
    assert sorted(available_mana(g, "you").answer) == ["GGCCCCC", "GGGCC"]


def test_a_sacrificed_card_is_counted_in_the_graveyard() -> None:
    g = game([TOWER, CRYPT, BAT], ["Tower", "Crypt", "Swamp", "Swamp", "Bat"], graveyard={"you": ["Bat", "Bat", "Bat"]})
    assert sorted(available_mana(g, "you").answer) == ["BBBBBB", "BBBC"]


def test_a_sacrificed_token_is_not() -> None:
    g = game([TOWER, CRYPT, BAT], ["Tower", "Crypt", "Swamp", "Swamp", {"card": "Bat", "token": True}], graveyard={"you": ["Bat", "Bat", "Bat"]})
    assert sorted(available_mana(g, "you").answer) == ["BBBBB", "BBBC"]


def test_black_or_artifact_creature_is_read() -> None:
    (a,) = read(ADNATE["oracle_text"], ADNATE["type_line"], "Adnate")
    sac = a.cost.parts[1]
    assert isinstance(sac, Sacrifice) and sac.what.card_types == {"Creature"} and len(sac.what.either) == 2


def test_the_sacrificed_creature_fits_the_cost() -> None:
    """A green Elf is neither black nor an artifact: only the Adnate itself (mana value 2)."""
    g = game([ADNATE, ELF], ["Adnate", "Elf"])
    assert tap(g, "Adnate") == {"BB"}
    assert available_mana(g, "you").answer == ["BBG"]
    g2 = game([ADNATE, BAT], ["Adnate", "Bat"])
    assert tap(g2, "Adnate") == {"BB", "BBB"}


DIGNITARY = card("Dignitary", "Creature — Elf Advisor", "{T}: Add {G}{G}. Activate only if there is an Elf card in your graveyard.", "{1}{G}", "2/3")


def test_a_restriction_that_holds_after_a_sacrifice() -> None:
    """602.5b: "Activate only if there is an Elf card in your graveyard" is judged as the ability
    is activated: false now, true once an Elf was sacrificed earlier in the plan (701.21a)."""
    g = game([DIGNITARY, ALTAR, ELF], ["Dignitary", "Altar", "Elf"], graveyard={"you": []})
    assert tap(g, "Dignitary") == "illegal"
    assert available_mana(g, "you").answer == ["GGGCCCC"]


def test_a_sacrificed_token_doesnt_make_it_hold() -> None:
    g = game([DIGNITARY, ALTAR, ELF], ["Dignitary", "Altar", {"card": "Elf", "token": True}], graveyard={"you": []})
    assert available_mana(g, "you").answer == ["GCCCC"]
