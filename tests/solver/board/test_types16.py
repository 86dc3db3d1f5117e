"""types16: type changes the grammar reads since session 11 (205.1b, 613.1d, 608.2c), checked
through the answers: a resolving type change created only if the object is (or isn't) of a type
("If this land isn't a creature, it becomes a 2/4 Wizard creature ... It's still a land."), and one
type change said of two groups ("Lands you control and land cards you own that aren't on the
battlefield are Deserts in addition to their other types."). The cards are real (Oracle text)."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import OwnedCardTypes, SpellTypes, StaticAbility, TypeChange
from manasolve.model.selectors import Relation
from manasolve.solver.app.queries import can_activate

from tests.games import card, game, read, tap

GREAT_HALL = card(
    "Great Hall of the Biblioplex", "Land",
    "{T}: Add {C}.\n{T}, Pay 1 life: Add one mana of any color. Spend this mana only to cast an instant or sorcery spell.\n"
    '{5}: If this land isn\'t a creature, it becomes a 2/4 Wizard creature with "Whenever you cast an instant or sorcery spell, '
    'this creature gets +1/+0 until end of turn." It\'s still a land.',
)
TINKERING = card(
    "Tawnos's Tinkering", "Instant",
    "Put two +1/+1 counters on target artifact, creature, or land you control. Untap that permanent. "
    "If it isn't a creature, it becomes a 0/0 creature in addition to its other types.", "{1}{U}",
)
LOTUS = card("Gilded Lotus", "Artifact", "{T}: Add three mana of any one color.", "{5}")
CHANTER = card(
    "Dune Chanter", "Creature — Plant Druid",
    "Reach\nLands you control and land cards you own that aren't on the battlefield are Deserts in addition to their other types.\n"
    'Lands you control have "{T}: Add one mana of any color."\n{T}: Mill two cards. You gain 1 life for each land card milled this way.',
    "{2}{G}", "2/3",
)
WALL = card(
    "Wall of Forgotten Pharaohs", "Artifact Creature — Wall",
    "Defender\n{T}: This creature deals 1 damage to target player or planeswalker. Activate only if you control a Desert or there is a Desert card in your graveyard.",
    "{2}", "0/4",
)
ARCADE = card(
    "Secret Arcade", "Enchantment — Room",
    "Nonland permanents you control and permanent spells you control are enchantments in addition to their other types.\n"
    "(You may cast either half. That door unlocks on the battlefield. As a sorcery, you may pay the mana cost of a locked door to unlock it.)",
    "{4}{W}",
)
PIZZA_FACE = card(
    "Pizza Face, Gastromancer", "Legendary Artifact Creature — Food Mutant",
    "When Pizza Face enters, create a Food token.\nDisappear — At the beginning of your end step, if a permanent left the battlefield "
    "under your control this turn, put three +1/+1 counters on up to one other target artifact or creature. If it isn't a creature, "
    "it becomes a 0/0 Mutant creature in addition to its other types.\n{10}, {T}, Sacrifice Pizza Face: You gain 15 life.",
    "{3}{B}{G}", "2/4",
)
FOREST = card("Forest", "Basic Land — Forest", "({T}: Add {G}.)")


def test_great_hall_resolved_is_a_summoning_sick_creature_land() -> None:
    """608.2c, 205.1b, 302.6: "If this land isn't a creature, it becomes a 2/4 Wizard creature ...
    It's still a land." — listed as resolved (the condition held), the land is a creature that is
    still a land, and a creature that came under its controller's control this turn can't use {T}."""
    s = game([GREAT_HALL], you=[{"card": GREAT_HALL["name"], "id": "hall", "summoning_sick": True, "resolved_this_turn": [2]}])
    assert isinstance(tap(s, "hall", 0), str)  # 302.6: refused, with the reason
    s = game([GREAT_HALL], you=[{"card": GREAT_HALL["name"], "id": "hall", "summoning_sick": True}])
    assert tap(s, "hall", 0) == {"C"}  # not animated: a land's {T} needs no haste


def test_great_hall_resolved_keeps_its_mana_abilities_once_it_is_not_sick() -> None:
    """205.1b: "It's still a land." keeps the land's types (and so its abilities); a creature
    controlled since the turn began may use {T} (302.6)."""
    s = game([GREAT_HALL], you=[{"card": GREAT_HALL["name"], "id": "hall", "resolved_this_turn": [2]}])
    assert tap(s, "hall", 0) == {"C"}


def test_if_it_isnt_a_creature_reads_as_the_conditional_lasting_effect() -> None:
    """608.2c: Tawnos's Tinkering's last instruction is a type change of its target (115.1: "it"
    is the one target), kept by the spell as a lasting effect (611.2a): a creature in addition to
    its other types (205.1b)."""
    spells = read(TINKERING["oracle_text"], TINKERING["type_line"], TINKERING["name"])
    (change,) = [e for a in spells for e in getattr(a, "continuous", ()) if isinstance(e, TypeChange)]
    assert change.adding and change.card_types == frozenset({"Creature"}) and change.affected.relation is Relation.TARGET


def test_pizza_face_animates_its_target_artifact() -> None:
    """608.2c, 302.6: Pizza Face's trigger listed as resolved with its target (its condition
    held): a Gilded Lotus that came this turn is a 0/0 Mutant creature (with three +1/+1 counters)
    and can't use {T}; without the resolution it can."""
    lotus = {"card": LOTUS["name"], "id": "lotus", "summoning_sick": True, "counters": {"+1/+1": 3}}
    face = {"card": PIZZA_FACE["name"], "resolved_this_turn": [{"ability": 1, "targets": ["lotus"]}]}
    s = game([PIZZA_FACE, LOTUS], you=[face, lotus])
    assert isinstance(tap(s, "lotus"), str)
    s = game([PIZZA_FACE, LOTUS], you=[{"card": PIZZA_FACE["name"]}, lotus])
    assert tap(s, "lotus") == {"WWW", "UUU", "BBB", "RRR", "GGG"}


def test_two_exclusive_type_conditions_are_not_read() -> None:
    """608.2c: "If it's a creature, ... . If it's a land, it becomes an Island ..." — listing the
    resolution could not say which condition held, so the second stays unread."""
    from manasolve.model.text import read_card_text
    from manasolve.model.cards import TypeLine

    text = ("Whenever this creature attacks, put a flood counter on another target creature or land. If it's a creature, "
            "it becomes a copy of this creature. If it's a land, it becomes an Island in addition to its other types.")
    got = read_card_text(text, card_name="The Flood of Mars", type_line=TypeLine.parse("Creature — Alien Zombie Horror"))
    assert any("If it's a land" in u.text for u in got.unread)


def test_dune_chanter_reads_lands_and_owned_land_cards() -> None:
    """613.1d, 205.1b: the lands are Deserts (a TypeChange), and so are the land cards its
    controller owns outside the battlefield (OwnedCardTypes)."""
    (a,) = [x for x in read(CHANTER["oracle_text"], CHANTER["type_line"], CHANTER["name"]) if isinstance(x, StaticAbility) and any(isinstance(e, OwnedCardTypes) for e in x.effects)]
    change, owned = a.effects
    assert isinstance(change, TypeChange) and change.adding and change.subtypes == frozenset({"Desert"})
    assert isinstance(owned, OwnedCardTypes) and owned.card_types == frozenset({"Land"}) and owned.subtypes == frozenset({"Desert"})


@pytest.mark.parametrize(("chanter", "expected"), [(True, True), (False, False)])
def test_dune_chanter_makes_a_forest_a_desert(chanter: bool, expected: bool) -> None:
    """Wall of Forgotten Pharaohs' "Activate only if you control a Desert" (602.5b) is met by a
    Forest under Dune Chanter (613.1d: a Desert in addition to its other types)."""
    you = [{"card": WALL["name"], "id": "wall"}, {"card": "Forest"}] + ([{"card": CHANTER["name"]}] if chanter else [])
    s = game([WALL, CHANTER, FOREST], you=you, graveyard={"you": []})
    assert can_activate(s, "wall", 0).answer is expected


@pytest.mark.parametrize(("chanter", "expected"), [(True, True), (False, False)])
def test_dune_chanter_makes_a_land_card_in_the_graveyard_a_desert(chanter: bool, expected: bool) -> None:
    """Dune Chanter: "land cards you own that aren't on the battlefield are Deserts" (613.1d
    applies to cards in other zones): a Forest card in its controller's graveyard is "a Desert card
    in your graveyard" (404) for Wall of Forgotten Pharaohs (602.5b)."""
    you = [{"card": WALL["name"], "id": "wall"}] + ([{"card": CHANTER["name"]}] if chanter else [])
    s = game([WALL, CHANTER, FOREST], you=you, graveyard={"you": ["Forest"]})
    assert can_activate(s, "wall", 0).answer is expected


def test_secret_arcade_types_permanents_and_spells() -> None:
    """205.1b, 613.1d: "Nonland permanents you control and permanent spells you control are
    enchantments in addition to their other types": the permanents' TypeChange and the spells'
    SpellTypes (601.2f, 106.6: what reads a spell's types)."""
    (a, *_) = read(ARCADE["oracle_text"], ARCADE["type_line"], ARCADE["name"])
    assert isinstance(a, StaticAbility)
    change, spells = a.effects
    assert isinstance(change, TypeChange) and change.card_types == frozenset({"Enchantment"}) and change.adding
    assert isinstance(spells, SpellTypes)


SNOWFALL = card(
    "Snowfall", "Enchantment",
    "Cumulative upkeep {U} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\n"
    "Whenever an Island is tapped for mana, its controller may add an additional {U}. If that Island is snow, its controller may add an additional {U}{U} instead. "
    "Spend this mana only to pay cumulative upkeep costs.",
    "{2}{U}",
)
WEATHERVANE = card("Arcum's Weathervane", "Artifact", "{2}, {T}: Target snow land is no longer snow.\n{2}, {T}: Target nonsnow basic land becomes snow.", "{2}")
ISLAND = card("Island", "Basic Land — Island", "({T}: Add {U}.)")
SNOW_ISLAND = card("Snow-Covered Island", "Basic Snow Land — Island", "({T}: Add {U}.)")


@pytest.mark.parametrize(("land", "ability", "snow"), [("Island", None, False), ("Island", 1, True), ("Snow-Covered Island", None, True), ("Snow-Covered Island", 0, False)])
def test_weathervane_gives_and_takes_snow(land: str, ability: int | None, snow: bool) -> None:
    """205.4a, 613.1d: "Target nonsnow basic land becomes snow." / "Target snow land is no longer
    snow." (Arcum's Weathervane) add or take away the supertype snow, which Snowfall's "If that
    Island is snow, ... {U}{U} instead" reads (614.15)."""
    vane: dict[str, object] = {"card": WEATHERVANE["name"]}
    if ability is not None:
        vane["resolved_this_turn"] = [{"ability": ability, "targets": ["isl"]}]
    s = game([SNOWFALL, WEATHERVANE, ISLAND, SNOW_ISLAND], you=[{"card": "Snowfall"}, vane, {"card": land, "id": "isl"}])
    got = tap(s, "isl")
    assert not isinstance(got, str)
    assert ("UUU" in got) is snow
