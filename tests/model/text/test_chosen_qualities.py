"""Qualities in selectors (scope chosen10): colours of permanents and spells (105.2), historic
(700.6), keywords of spells (702), and what was chosen for the text's object as it entered (the
permanent keys chosen_type, chosen_color, chosen_name), read and honoured wherever a selector or
a spells-filter is used."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import CostModifier, ModifyPT, StaticAbility
from manasolve.model.errors import ManasolveError
from manasolve.solver.app.queries import can_activate, cast

from games import card, game, read, tap

RANCHER = card(
    "Bighorner Rancher", "Creature — Human Ranger",
    "{T}: Add an amount of {G} equal to the greatest power among creatures you control.", "{4}{G}", "2/5",
)
ELF = card("Elvish Warrior", "Creature — Elf Warrior", "", "{G}{G}", "2/3")
GOBLIN = card("Goblin Piker", "Creature — Goblin Warrior", "", "{1}{R}", "2/1")
CITY = card(
    "Three Tree City", "Legendary Land",
    "As Three Tree City enters, choose a creature type.\n{T}: Add {C}.\n{2}, {T}: Choose a color. Add an amount of mana of that "
    "color equal to the number of creatures you control of the chosen type.",
)


def _effect(text: str) -> object:
    (a,) = read(text)
    assert isinstance(a, StaticAbility)
    return a.effects[0]


def test_colour_adjectives_are_read_into_the_selector() -> None:
    """105.2: "Red creatures", "Other blue creatures you control", "Colorless creatures you
    control", "multicolored" / "monocolored" are qualities of the selected permanents."""
    red = _effect("Red creatures get +1/+1.")
    assert isinstance(red, ModifyPT) and red.affected.colors is not None and {t.name for t in red.affected.colors} == {"R"}
    blue = _effect("Other blue creatures you control get +1/+1.")
    assert isinstance(blue, ModifyPT) and blue.affected.colors is not None and {t.name for t in blue.affected.colors} == {"U"}
    colorless = _effect("Colorless creatures you control get +2/+2.")
    assert isinstance(colorless, ModifyPT) and colorless.affected.colorless and colorless.affected.colors is None


def test_red_creatures_get_plus_one_only_when_red() -> None:
    """105.2, 613.4c: "Red creatures get +1/+1" pumps a red creature (the Rancher reads the greatest
    power) and not a green one."""
    might = card("Gauntlet of Might", "Artifact", "Red creatures get +1/+1.", "{4}")
    giant = card("Hill Giant", "Creature — Giant", "", "{3}{R}", "3/3")
    assert tap(game([might, RANCHER], you=["Gauntlet of Might", "Bighorner Rancher"]), "Bighorner Rancher") == {"GG"}
    assert tap(game([might, RANCHER, giant], you=["Gauntlet of Might", "Bighorner Rancher", "Hill Giant"]), "Bighorner Rancher") == {"GGGG"}


def test_colorless_creatures_selects_no_coloured_creature() -> None:
    """105.2c: a colourless object has no colour; "Colorless creatures you control get +2/+2"
    leaves a green creature alone and pumps an artifact creature without colour."""
    monument = card("Forsaken Monument", "Legendary Artifact", "Colorless creatures you control get +2/+2.", "{5}")
    golem = card("Clay Golem", "Artifact Creature — Golem", "", "{4}", "3/3")
    assert tap(game([monument, RANCHER], you=["Forsaken Monument", "Bighorner Rancher"]), "Bighorner Rancher") == {"GG"}
    s = game([monument, RANCHER, golem], you=["Forsaken Monument", "Bighorner Rancher", "Clay Golem"])
    assert tap(s, "Bighorner Rancher") == {"GGGGG"}


def test_of_the_chosen_type_counts_only_that_type() -> None:
    """Three Tree City counts "creatures you control of the chosen type": the Elves, not the
    Goblin, and only the controller's (the permanent's chosen_type)."""
    s = game(
        [CITY, ELF, GOBLIN],
        you=[{"card": "Three Tree City", "id": "city", "chosen_type": "Elf"}, "Elvish Warrior", "Elvish Warrior", "Goblin Piker", "Mountain", "Mountain"],
        opp=["Elvish Warrior"],
    )
    assert tap(s, "city", 1) == {"WW", "UU", "BB", "RR", "GG"}


def test_chosen_type_missing_is_an_error_naming_the_key() -> None:
    """Never assumed: without chosen_type, the count cannot be made, and the error says which key
    to give."""
    s = game([CITY, ELF], you=[{"card": "Three Tree City", "id": "city"}, "Elvish Warrior", "Mountain", "Mountain"])
    with pytest.raises(ManasolveError, match="chosen_type"):
        tap(s, "city", 1)


def test_chosen_type_is_checked_against_what_the_card_chooses() -> None:
    """The chosen word must be what the card's "As ~ enters, choose ..." sentence chooses: a
    creature type (not a card type, 205.3m) for Three Tree City, one of the listed card types for
    Cloud Key."""
    with pytest.raises(ManasolveError, match="creature type"):
        game([CITY], you=[{"card": "Three Tree City", "chosen_type": "Artifact"}])
    key = card("Cloud Key", "Artifact", "As this artifact enters, choose artifact, creature, enchantment, instant, or sorcery.\nSpells you cast of the chosen type cost {1} less to cast.", "{3}")
    with pytest.raises(ManasolveError, match="chooses one of"):
        game([key], you=[{"card": "Cloud Key", "chosen_type": "Elf"}])
    assert game([key], you=[{"card": "Cloud Key", "chosen_type": "sorcery"}]).permanents[0].chosen_type == "Sorcery"


def test_pithing_needle_spares_mana_abilities_and_revoker_does_not() -> None:
    """602.5 and 605.1a: "can't be activated unless they're mana abilities" leaves the named
    source's mana abilities; "can't be activated" (Phyrexian Revoker) stops them too."""
    needle = card("Pithing Needle", "Artifact", "As this artifact enters, choose a card name.\nActivated abilities of sources with the chosen name can't be activated unless they're mana abilities.", "{1}")
    revoker = card("Phyrexian Revoker", "Artifact Creature — Phyrexian Horror", "As this creature enters, choose a nonartifact card name.\nActivated abilities of sources with the chosen name can't be activated.", "{2}", "2/1")
    factory = card("Mishra's Factory", "Land", "{T}: Add {C}.\n{1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.")
    s = game([needle, factory], you=[{"card": "Pithing Needle", "chosen_name": "Mishra's Factory"}, {"card": "Mishra's Factory", "id": "f"}, "Forest"])
    assert can_activate(s, "f", 1).answer is False
    assert tap(s, "f") == {"C"}
    s = game([revoker, factory], you=[{"card": "Mishra's Factory", "id": "f"}], opp=[{"card": "Phyrexian Revoker", "chosen_name": "Mishra's Factory"}])
    assert tap(s, "f") == "illegal"
    s = game([revoker, factory], you=[{"card": "Mishra's Factory", "id": "f"}], opp=["Phyrexian Revoker"])
    with pytest.raises(ManasolveError, match="chosen_name"):
        tap(s, "f")


def test_spell_qualities_are_read() -> None:
    """"Colorless spells you cast" (105.2c), "Historic spells you cast" (700.6), "Blue spells and
    red spells you cast" (either colour), "Creature spells with flying you cast" (702), "Spells
    you cast of the chosen type", "Spells with the chosen name you cast"."""
    def spells(text: str) -> object:
        e = _effect(text)
        assert isinstance(e, CostModifier)
        return e.spells
    f = spells("Colorless spells you cast cost {1} less to cast.")
    assert getattr(f, "colorless")
    f = spells("Historic spells you cast cost {1} less to cast.")
    assert getattr(f, "historic")
    f = spells("Blue spells and red spells you cast cost {1} less to cast.")
    assert {t.name for t in getattr(f, "colors")} == {"U", "R"}
    f = spells("Creature spells with flying you cast cost {1} less to cast.")
    assert getattr(f, "keyword") == "flying" and getattr(f, "card_types") == {"Creature"}
    assert getattr(spells("Spells you cast of the chosen type cost {1} less to cast."), "chosen_type")
    assert getattr(spells("Creature spells of the chosen type cost {1} less to cast."), "chosen_type")
    assert getattr(spells("Spells with the chosen name you cast cost {1} less to cast."), "chosen_name")


def test_cloud_key_reduces_only_the_chosen_card_type() -> None:
    """601.2f: Cloud Key's reduction applies to spells of the card type chosen for it (205.2a),
    and a Cloud Key without chosen_type is an error naming the key."""
    key = card("Cloud Key", "Artifact", "As this artifact enters, choose artifact, creature, enchantment, instant, or sorcery.\nSpells you cast of the chosen type cost {1} less to cast.", "{3}")
    thopter = card("Ornithopter Copy", "Artifact Creature — Thopter", "Flying", "{2}", "0/2")
    shock = card("Shock Copy", "Instant", "Shock Copy deals 2 damage to any target.", "{1}{R}")

    def cost(chosen: str | None, name: str) -> str | None:
        perm: dict[str, object] = {"card": "Cloud Key"}
        if chosen is not None:
            perm["chosen_type"] = chosen
        s = game([key, thopter, shock], you=[perm, "Mountain", "Mountain"], hand={"you": [name]})
        return cast(s, name).cost

    assert cost("Artifact", "Ornithopter Copy") == "{1}"
    assert cost("Artifact", "Shock Copy") == "{1}{R}"
    assert cost("Instant", "Shock Copy") == "{R}"
    with pytest.raises(ManasolveError, match="chosen_type"):
        cost(None, "Shock Copy")


TERRAIN = card("Phantasmal Terrain", "Enchantment — Aura", "Enchant land\nAs this Aura enters, choose a basic land type.\nEnchanted land is the chosen type.", "{U}{U}")


def test_enchanted_land_is_the_chosen_basic_land_type() -> None:
    """305.7: "Enchanted land is the chosen type" sets the land's type to the basic land type
    chosen for the Aura: the Mountain taps for {U} only; without chosen_type the answer is an
    error naming the key; the key must be a basic land type (what the Aura chooses)."""
    s = game([TERRAIN], you=[{"card": "Mountain", "id": "m"}, {"card": "Phantasmal Terrain", "chosen_type": "Swamp", "attached_to": "m"}])
    assert tap(s, "m") == {"B"}
    s = game([TERRAIN], you=[{"card": "Mountain", "id": "m"}, {"card": "Phantasmal Terrain", "attached_to": "m"}])
    with pytest.raises(ManasolveError, match="chosen_type"):
        tap(s, "m")
    with pytest.raises(ManasolveError, match="basic land type"):
        game([TERRAIN], you=[{"card": "Mountain", "id": "m"}, {"card": "Phantasmal Terrain", "chosen_type": "Elf", "attached_to": "m"}])


def test_is_the_chosen_type_in_addition_adds_a_creature_type() -> None:
    """205.1b: "This creature is the chosen type in addition to its other types" makes Adaptive
    Automaton an Elf as well, so an Elf count sees it; another chosen type does not."""
    automaton = card("Adaptive Automaton", "Artifact Creature — Construct", "As this creature enters, choose a creature type.\nThis creature is the chosen type in addition to its other types.", "{3}", "2/2")
    druid = card("Elvish Archdruid", "Creature — Elf Druid", "{T}: Add {G} for each Elf you control.", "{1}{G}{G}", "2/2")
    assert tap(game([automaton, druid], you=[{"card": "Adaptive Automaton", "chosen_type": "Elf"}, "Elvish Archdruid"]), "Elvish Archdruid") == {"GG"}
    assert tap(game([automaton, druid], you=[{"card": "Adaptive Automaton", "chosen_type": "Goblin"}, "Elvish Archdruid"]), "Elvish Archdruid") == {"G"}


def test_self_is_the_chosen_color() -> None:
    """Layer 5: "~ is the chosen color" makes the creature the colour chosen for it (chosen_color),
    which "Red creatures get +1/+1" then reads (105.2, 613.4c)."""
    faceless = card("Faceless One", "Creature — Avatar", "As this creature enters, choose a color.\nFaceless One is the chosen color.", "{5}", "3/3")
    might = card("Gauntlet of Might", "Artifact", "Red creatures get +1/+1.", "{4}")
    cards = [faceless, might, RANCHER]
    assert tap(game(cards, you=[{"card": "Faceless One", "chosen_color": "R"}, "Gauntlet of Might", "Bighorner Rancher"]), "Bighorner Rancher") == {"GGGG"}
    assert tap(game(cards, you=[{"card": "Faceless One", "chosen_color": "U"}, "Gauntlet of Might", "Bighorner Rancher"]), "Bighorner Rancher") == {"GGG"}


DRUID = card("Elvish Archdruid", "Creature — Elf Druid", "{T}: Add {G} for each Elf you control.", "{1}{G}{G}", "2/2")


def test_every_creature_type_counts_as_each_creature_type() -> None:
    """205.3m: "Mistform Ultimus is every creature type" and changeling (702.73a) make the
    creature an Elf, so "for each Elf you control" counts it; a non-creature type is not given."""
    ultimus = card("Mistform Ultimus", "Legendary Creature — Illusion", "Mistform Ultimus is every creature type.", "{3}{U}", "3/3")
    changeling = card("Chameleon Colossus", "Creature — Shapeshifter", "Changeling (This card is every creature type.)\nProtection from black", "{2}{G}{G}", "4/4")
    assert tap(game([ultimus, DRUID], you=["Mistform Ultimus", "Elvish Archdruid"]), "Elvish Archdruid") == {"GG"}
    assert tap(game([changeling, DRUID], you=["Chameleon Colossus", "Elvish Archdruid"]), "Elvish Archdruid") == {"GG"}




def test_planar_nexus_is_every_nonbasic_land_type() -> None:
    """205.3i: Planar Nexus is an Urza's Mine and an Urza's Power-Plant (and Tower), so Urza's
    Tower adds {C}{C}{C}; a nonbasic land type gives no mana ability (305.6 names only the basic
    ones), so the Nexus still taps for {C} or, with {1}, any colour."""
    nexus = card("Planar Nexus", "Land", "This land is every nonbasic land type. (Nonbasic land types include Cave, Desert, Gate, Lair, Locus, Mine, Power-Plant, Sphere, Tower, and Urza's.)\n{T}: Add {C}.\n{1}, {T}: Add one mana of any color.")
    tower = card("Urza's Tower", "Land — Urza's Tower", "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.")
    assert tap(game([nexus, tower], you=["Planar Nexus", "Urza's Tower"]), "Urza's Tower") == {"CCC"}
    assert tap(game([tower], you=["Urza's Tower"]), "Urza's Tower") == {"C"}
    assert tap(game([nexus], you=["Planar Nexus"]), "Planar Nexus", 0) == {"C"}


def test_devoid_spells_are_colorless() -> None:
    """702.114a: devoid makes the card colourless in every zone, so "Colorless spells you cast cost
    {1} less" (Herald of Kozilek) reduces a devoid spell with coloured mana symbols (105.2c)."""
    herald = card("Herald of Kozilek", "Creature — Eldrazi Drone", "Devoid (This card has no color.)\nColorless spells you cast cost {1} less to cast.", "{1}{U}{R}", "2/4")
    ingester = card("Mist Intruder Copy", "Creature — Eldrazi Drone", "Devoid (This card has no color.)\nFlying", "{1}{U}", "1/2")
    s = game([herald, ingester], you=["Herald of Kozilek", "Island", "Island"], hand={"you": ["Mist Intruder Copy"]})
    assert cast(s, "Mist Intruder Copy").cost == "{U}"


def test_prohibition_of_spells_of_the_chosen_color() -> None:
    """601.3: "Your opponents can't cast spells of the chosen color" (Iona) forbids the opponent's
    spells of the colour chosen for Iona, and not the others; without chosen_color the answer is
    an error naming the key."""
    iona = card("Iona, Shield of Emeria", "Legendary Creature — Angel", "Flying\nAs Iona enters, choose a color.\nYour opponents can't cast spells of the chosen color.", "{6}{W}{W}{W}", "7/7")
    shock = card("Shock Copy", "Instant", "Shock Copy deals 2 damage to any target.", "{1}{R}")
    opt = card("Opt Copy", "Instant", "Scry 1. Draw a card.", "{U}")

    def legal(chosen: str | None, name: str) -> bool:
        perm: dict[str, object] = {"card": "Iona, Shield of Emeria"}
        if chosen is not None:
            perm["chosen_color"] = chosen
        s = game([iona, shock, opt], you=[perm], opp=["Mountain", "Mountain", "Island"], hand={"opp": ["Shock Copy", "Opt Copy"]}, active="opp")
        return cast(s, name, player="opp").legal

    assert not legal("R", "Shock Copy")
    assert legal("R", "Opt Copy")
    assert legal("U", "Shock Copy") and not legal("U", "Opt Copy")
    with pytest.raises(ManasolveError, match="chosen_color"):
        legal(None, "Opt Copy")


def test_creatures_you_control_are_every_creature_type() -> None:
    """205.3m: "Creatures you control are every creature type" (Maskwood Nexus) makes each of its
    controller's creatures an Elf as well, and not the opponent's."""
    nexus = card("Maskwood Nexus", "Artifact", "Creatures you control are every creature type. The same is true for creature spells you control and creature cards you own that aren't on the battlefield.", "{4}")
    bear = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")
    s = game([nexus, bear, DRUID], you=["Maskwood Nexus", "Grizzly Bears", "Elvish Archdruid"], opp=["Grizzly Bears"], allow_unread=True)
    assert tap(s, "Elvish Archdruid") == {"GG"}
