"""types15: types, colours, supertypes and entering (issue 10). Each wording is read into typed data
and checked for its meaning on a small board: the answer changes with the state the wording reads.
The cards are real, written with their Oracle text; expected answers are worked out from the rules."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import EntersWithCounters, GrantAbilities, StaticAbility, TypeChange, WasKicked
from manasolve.model.costs import ManaCost
from manasolve.model.mana import TypeSet
from manasolve.model.errors import QueryError, ScenarioLoadError
from manasolve.solver.app.queries import can_activate, cast_options, enters
from manasolve.solver.board.layers import compute_board
from manasolve.solver.mana.amounts import amount_of

from games import card, game, read, static_effect, tap

# ---- "in addition to its other creature types" (205.1b, 205.3d) --------------------------------------

MEPHIDROSS = card(
    "Mephidross Vampire", "Creature — Vampire",
    "Flying\nEach creature you control is a Vampire in addition to its other creature types and has \"Whenever this creature deals damage to a creature, put a +1/+1 counter on this creature.\"",
    "{4}{B}{B}", "3/4",
)
ELVES = card("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
# "Add {B} for each Vampire you control": a mana ability that counts the type the static adds
SANGUINE = card("Vampire Census", "Artifact", "{T}: Add {B} for each Vampire you control.", "{3}")


def test_in_addition_to_its_other_creature_types_is_read() -> None:
    """205.1b, 613.1d: the creature type is added, the other types kept; the quoted ability is
    granted in layer 6 (613.1f)."""
    (_flying, ability) = read(MEPHIDROSS["oracle_text"], "Creature — Vampire", "Mephidross Vampire")
    assert isinstance(ability, StaticAbility)
    change, grant = ability.effects
    assert isinstance(change, TypeChange) and change.adding and change.subtypes == {"Vampire"} and not change.card_types
    assert isinstance(grant, GrantAbilities)


def test_in_addition_to_its_other_creature_types_only_after_creature_types() -> None:
    """205.3d: "its other creature types" keeps the creature types only: a card type before it is
    no reading of that phrase."""
    with pytest.raises(Exception):
        static_effect("Each creature you control is an artifact in addition to its other creature types.")


def test_mephidross_makes_every_creature_a_vampire() -> None:
    """613.1d: with Mephidross Vampire, Llanowar Elves is a Vampire too (an Elf Druid still): a
    count of Vampires sees it and the Mephidross."""
    s = game([MEPHIDROSS, ELVES, SANGUINE], ["Mephidross Vampire", "Llanowar Elves", "Vampire Census"])
    board = compute_board(s, amount_of)
    elves = next(v for v in board if v.permanent.name == "Llanowar Elves")
    assert {"Vampire", "Elf", "Druid"} <= set(elves.subtypes)
    assert tap(s, "Vampire Census") == {"BB"}
    assert tap(game([ELVES, SANGUINE], ["Llanowar Elves", "Vampire Census"]), "Vampire Census") == {""}


# ---- "kicked with its {c} kicker" (702.33e) ------------------------------------------------------------

ANAVOLVER = card(
    "Anavolver", "Creature — Volver",
    "Kicker {1}{U} and/or {B}\nIf this creature was kicked with its {1}{U} kicker, it enters with two +1/+1 counters on it and with flying.\n"
    "If this creature was kicked with its {B} kicker, it enters with a +1/+1 counter on it and with \"Pay 3 life: Regenerate this creature.\"",
    "{3}{U}", "3/3",
)


def test_kicked_with_its_kicker_is_read() -> None:
    """702.33e: the text names one of the two kicker costs; the counters (614.1c) and the ability
    it enters with hold only if that cost was paid."""
    abilities = read(ANAVOLVER["oracle_text"], "Creature — Volver", "Anavolver")
    regen = abilities[3]
    assert isinstance(regen, StaticAbility) and regen.condition == WasKicked(ManaCost.parse("{B}"))
    counters, grant = regen.effects
    assert isinstance(counters, EntersWithCounters) and counters.kicker == ManaCost.parse("{B}") and counters.amount.n == 1  # type: ignore[union-attr]
    assert isinstance(grant, GrantAbilities) and grant.abilities[0].text.startswith("Pay 3 life")  # type: ignore[union-attr]


def test_enters_with_the_counters_of_the_kicker_paid() -> None:
    """702.33e, 614.1c: kicked with {B} only, one counter and the regeneration ability; with both,
    three counters, flying and the ability; kicked once without saying which cost: an error naming
    ``kicked_with`` (never assumed)."""
    s = game([ANAVOLVER], [], hand={"you": ["Anavolver"]})
    b = enters(s, "Anavolver", kicked_with=["{B}"])
    assert b.counters == {"+1/+1": 1} and b.gains == ("“Pay 3 life: Regenerate this creature.”",)
    u = enters(s, "Anavolver", kicked_with=["{1}{U}"])
    assert u.counters == {"+1/+1": 2} and u.gains == ("flying",)
    both = enters(s, "Anavolver", kicked=2)
    assert both.counters == {"+1/+1": 3} and set(both.gains) == {"flying", "“Pay 3 life: Regenerate this creature.”"}
    assert enters(s, "Anavolver").counters == {}
    with pytest.raises(QueryError, match="kicked_with"):
        enters(s, "Anavolver", kicked=1)
    with pytest.raises(QueryError, match="no kicker cost"):
        enters(s, "Anavolver", kicked_with=["{G}"])


def test_the_kicker_paid_is_in_the_cast_mapping() -> None:
    """702.33e: a way of casting a spell with two kicker costs names the ones it pays."""
    s = game([ANAVOLVER, card("Island", "Basic Land — Island", "({T}: Add {U}.)"), card("Swamp", "Basic Land — Swamp", "({T}: Add {B}.)")],
             ["Island"] * 6 + ["Swamp"], hand={"you": ["Anavolver"]})
    ways = {(w.get("kicker"), tuple(w.get("kicked_with", ()))) for w in cast_options(s, "Anavolver").answer}
    assert ways == {(0, ()), (1, ("{1}{U}",)), (1, ("{B}",)), (2, ("{1}{U}", "{B}"))}


def test_the_permanent_has_the_ability_of_the_kicker_paid() -> None:
    """702.33e, 613.1f: on the battlefield, the volver kicked with {B} has "Pay 3 life: Regenerate
    this creature." (an activated ability it can activate, 602.2); kicked with {1}{U} only, it has
    none; kicked once without ``kicked_with``, the question names the key."""
    s = game([ANAVOLVER], [{"card": "Anavolver", "id": "b", "kicked_with": ["{B}"]}, {"card": "Anavolver", "id": "u", "kicked_with": ["{1}{U}"]}])
    assert can_activate(s, "b", 0).answer is True
    with pytest.raises(QueryError, match="no number 0"):
        can_activate(s, "u", 0)
    with pytest.raises(QueryError, match="kicked_with"):
        can_activate(game([ANAVOLVER], [{"card": "Anavolver", "id": "a", "kicked": 1}]), "a", 0)
    with pytest.raises(ScenarioLoadError, match="kicked"):
        game([ANAVOLVER], [{"card": "Anavolver", "kicked": 2, "kicked_with": ["{B}"]}])


EMBLAZONED = card(
    "Emblazoned Golem", "Artifact Creature — Golem",
    "Kicker {X}\nIf this creature was kicked, it enters with X +1/+1 counters on it.",
    "{2}", "1/2",
)


def test_kicked_it_enters_with_x_counters() -> None:
    """702.33d, 107.3m, 614.1c: "Kicker {X}": kicked, X counters (the X announced for the kicker);
    not kicked, none."""
    s = game([EMBLAZONED], [], hand={"you": ["Emblazoned Golem"]})
    assert enters(s, "Emblazoned Golem", kicked=1, x=3).counters == {"+1/+1": 3}
    assert enters(s, "Emblazoned Golem").counters == {}


# ---- the colours of everything (105.2c, 613.1e) --------------------------------------------------------

LATTICE = card(
    "Mycosynth Lattice", "Artifact",
    "All permanents are artifacts in addition to their other types.\nAll cards that aren't on the battlefield, spells, and permanents are colorless.\n"
    "Players may spend mana as though it were mana of any color.",
    "{6}",
)
PAINTER = card(
    "Painter's Servant", "Artifact Creature — Scarecrow",
    "As this creature enters, choose a color.\nAll cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors.",
    "{2}", "1/3",
)
MEDALLION = card("Sapphire Medallion", "Artifact", "Blue spells you cast cost {1} less to cast.", "{2}")
LOOTER = card("Merfolk Looter", "Creature — Merfolk Rogue", "{T}: Draw a card, then discard a card.", "{1}{U}", "1/1")
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")
ISLAND = card("Island", "Basic Land — Island", "({T}: Add {U}.)")
FOREST = card("Forest", "Basic Land — Forest", "({T}: Add {G}.)")


def test_everything_colorless_is_read_for_permanents_and_spells() -> None:
    """105.2c, 613.1e: Mycosynth Lattice makes every permanent colorless (layer 5) and every spell
    colorless: a blue spell is no longer one (Sapphire Medallion reduces nothing, 601.2f)."""
    from manasolve.solver.app.queries import cast

    s = game([LATTICE, MEDALLION, LOOTER, ELVES, ISLAND], ["Mycosynth Lattice", "Sapphire Medallion", "Llanowar Elves", "Island", "Island"], hand={"you": ["Merfolk Looter"]})
    board = compute_board(s, amount_of)
    elves = next(v for v in board if v.permanent.name == "Llanowar Elves")
    assert elves.colors.mask == 0 and "Artifact" in elves.card_types
    assert cast(s, "Merfolk Looter").answer["cost"] == "{1}{U}"
    plain = game([MEDALLION, LOOTER, ISLAND], ["Sapphire Medallion", "Island"], hand={"you": ["Merfolk Looter"]})
    assert cast(plain, "Merfolk Looter").answer["cost"] == "{U}"


def test_everything_the_chosen_color_in_addition() -> None:
    """613.1e: Painter's Servant (blue chosen) adds blue to every permanent and spell: Grizzly Bears
    is a blue spell, so Sapphire Medallion reduces it (601.2f); the colour chosen for the Servant
    is never assumed (its chosen_color)."""
    from manasolve.solver.app.queries import cast

    s = game([PAINTER, MEDALLION, BEARS, FOREST, ELVES], [{"card": "Painter's Servant", "chosen_color": "U"}, "Sapphire Medallion", "Llanowar Elves", "Forest", "Forest"], hand={"you": ["Grizzly Bears"]})
    board = compute_board(s, amount_of)
    elves = next(v for v in board if v.permanent.name == "Llanowar Elves")
    assert elves.colors == TypeSet.of("GU")
    assert cast(s, "Grizzly Bears").answer["cost"] == "{G}"
    unsaid = game([PAINTER, MEDALLION, BEARS, FOREST], ["Painter's Servant", "Sapphire Medallion", "Forest"], hand={"you": ["Grizzly Bears"]})
    with pytest.raises(Exception, match="chosen_color"):
        cast(unsaid, "Grizzly Bears")


# ---- protection from the colors of permanents you control (702.16a) ---------------------------------

KANNUSHI = card("Empty-Shrine Kannushi", "Creature — Human Cleric", "This creature has protection from the colors of permanents you control.", "{W}", "1/1")
MOUNTAIN = card("Mountain", "Basic Land — Mountain", "({T}: Add {R}.)")
GOBLIN = card("Raging Goblin", "Creature — Goblin Berserker", "Haste", "{R}", "1/1")


def test_protection_from_the_colors_of_permanents_you_control() -> None:
    """702.16a-b: Empty-Shrine Kannushi has protection from white (itself) and from red (a red
    creature its controller controls): a red or white spell can't target it, a black one can; a
    land is colorless (105.2c) and gives no colour. With Mycosynth Lattice every permanent is
    colorless (613.1e, layer 5 before layer 6): no protection at all."""
    from manasolve.model.text.targets import read_targets
    from manasolve.solver.casting.targets import legal_target_permanents

    (spec,) = read_targets("Destroy target creature.")
    s = game([KANNUSHI, GOBLIN, MOUNTAIN], opp=[{"card": "Empty-Shrine Kannushi", "id": "k"}, "Raging Goblin", "Mountain"])
    board = compute_board(s)
    assert "k" not in legal_target_permanents(board, spec, "you", TypeSet.parse("R"))
    assert "k" not in legal_target_permanents(board, spec, "you", TypeSet.parse("W"))
    assert "k" in legal_target_permanents(board, spec, "you", TypeSet.parse("B"))
    latticed = game([KANNUSHI, LATTICE], opp=[{"card": "Empty-Shrine Kannushi", "id": "k"}, "Mycosynth Lattice"])
    assert "k" in legal_target_permanents(compute_board(latticed), spec, "you", TypeSet.parse("W"))


# ---- a choice of forms as it enters (614.12, 707.2) ----------------------------------------------------

CLAY = card(
    "Primal Clay", "Artifact Creature — Shapeshifter",
    "As this creature enters, it becomes your choice of a 3/3 artifact creature, a 2/2 artifact creature with flying, or a 1/6 Wall artifact creature with defender in addition to its other types. (A creature with defender can't attack.)",
    "{4}", "*/*",
)
BATTLEMENT = card("Overgrown Battlement", "Creature — Wall", "Defender\n{T}: Add {G} for each creature you control with defender.", "{1}{G}", "0/4")


def test_becomes_your_choice_of_is_read_as_options() -> None:
    """614.12: three forms, each its types (613.1d), abilities (613.1f) and base power and
    toughness (613.4b); "in addition to its other types" is said of each (205.1b)."""
    (ability,) = read(CLAY["oracle_text"], "Artifact Creature — Shapeshifter", "Primal Clay")
    from manasolve.model.abilities import EntersAsChoice, SetBasePT

    (choice,) = ability.effects
    assert isinstance(choice, EntersAsChoice) and len(choice.options) == 3
    assert all(any(isinstance(e, TypeChange) and e.adding for e in o) for o in choice.options)
    assert [next(e for e in o if isinstance(e, SetBasePT)).toughness for o in choice.options] == [3, 2, 6]


def test_the_form_chosen_is_what_it_is() -> None:
    """614.12, 707.2: Primal Clay entered as the 1/6 Wall with defender is a Wall Shapeshifter
    artifact creature with defender, counted by Overgrown Battlement; as the 2/2 flyer it has no
    defender; which form is never assumed (the permanent key ``entered_as``)."""
    s = game([CLAY, BATTLEMENT], ["Overgrown Battlement", {"card": "Primal Clay", "id": "wall", "entered_as": 2}])
    wall = compute_board(s).view("wall")
    assert {"Wall", "Shapeshifter"} <= set(wall.subtypes) and {"Artifact", "Creature"} <= set(wall.card_types)
    assert tap(s, "Overgrown Battlement") == {"GG"}
    flyer = game([CLAY, BATTLEMENT], ["Overgrown Battlement", {"card": "Primal Clay", "entered_as": 1}])
    assert tap(flyer, "Overgrown Battlement") == {"G"}
    with pytest.raises(Exception, match="entered_as"):
        tap(game([CLAY, BATTLEMENT], ["Overgrown Battlement", "Primal Clay"]), "Overgrown Battlement")
    with pytest.raises(ScenarioLoadError, match="entered_as"):
        game([CLAY], [{"card": "Primal Clay", "entered_as": 3}])


# ---- "as long as ~ has N or more counters on it" (611.3a, 122.1) -------------------------------------

EZIO = card(
    "Ezio, Brash Novice", "Legendary Creature — Human Assassin",
    "As long as Ezio has two or more counters on it, it has first strike and is an Assassin in addition to its other types.",
    "{1}{R}", "2/1",
)
HERO = card(
    "Hero of Bretagard", "Creature — Human Warrior",
    "Whenever you exile one or more cards from your hand and/or permanents from the battlefield, put that many +1/+1 counters on this creature.\n"
    "As long as this creature has five or more counters on it, it has flying and is an Angel in addition to its other types.\n"
    "As long as this creature has ten or more counters on it, it has indestructible and is a God in addition to its other types.",
    "{2}{W}", "1/1",
)


def test_counters_of_every_kind_count_together() -> None:
    """611.3a, 122.1: "has five or more counters on it" counts every kind: three +1/+1 and two
    shield counters make five (an Angel, 613.1d); four do not."""
    five = game([HERO], [{"card": "Hero of Bretagard", "id": "h", "counters": {"+1/+1": 3, "shield": 2}}])
    assert "Angel" in compute_board(five).view("h").subtypes
    four = game([HERO], [{"card": "Hero of Bretagard", "id": "h", "counters": {"+1/+1": 4}}])
    assert "Angel" not in compute_board(four).view("h").subtypes
    assert read(EZIO["oracle_text"], "Legendary Creature — Human Assassin", "Ezio, Brash Novice")[0].condition.kind == ""


GRAND_MASTER = card(
    "Grand Master of Flowers", "Legendary Planeswalker — Bahamut",
    "As long as Grand Master of Flowers has seven or more loyalty counters on him, he's a 7/7 Dragon God creature with flying and indestructible.\n"
    "+1: Target opponent reveals a card at random from their hand. Monks you control get +1/+0 until end of turn for each mana value of that card.\n"
    "−3: Create a 1/1 white Monk creature token with prowess and \"This creature can't be blocked by creatures with power 2 or greater.\"",
    "{2}{W}{W}", None,
)


def test_he_is_a_creature_with_seven_loyalty() -> None:
    """201.4b: "he" is the card itself; 205.1a, 611.3a: with seven loyalty counters it is a Dragon
    God creature (the card type set: no longer a planeswalker), with six it is not."""
    seven = game([GRAND_MASTER], [{"card": "Grand Master of Flowers", "id": "g", "counters": {"loyalty": 7}}])
    v = compute_board(seven).view("g")
    assert set(v.card_types) == {"Creature"} and {"Dragon", "God"} <= set(v.subtypes)
    six = game([GRAND_MASTER], [{"card": "Grand Master of Flowers", "id": "g", "counters": {"loyalty": 6}}])
    assert "Creature" not in compute_board(six).view("g").card_types


# ---- "are basic" (205.4a), "with +1/+1 counters on them" (122.1), two counts of counters (614.1c) ----------

ROOTPATH = card("Rootpath Purifier", "Creature — Elemental", "Lands you control and land cards in your library are basic.", "{3}{G}", "3/2")
MOON = card("Blood Moon", "Enchantment", "Nonbasic lands are Mountains.", "{2}{R}")
TAIGA = card("Taiga", "Land — Mountain Forest", "({T}: Add {R} or {G}.)")


@pytest.mark.parametrize("order", [("Blood Moon", "Rootpath Purifier"), ("Rootpath Purifier", "Blood Moon")])
def test_lands_made_basic_escape_blood_moon(order: tuple[str, str]) -> None:
    """205.4a, 613.1d, 613.8a: Rootpath Purifier makes its controller's lands basic (layer 4), and
    Blood Moon's "Nonbasic lands" depends on it, so it applies first whatever the timestamps: your
    Taiga keeps its land types ({R} or {G}); the opponent's Taiga is a Mountain (305.7)."""
    s = game([ROOTPATH, MOON, TAIGA], [order[0], {"card": "Taiga", "id": "mine"}, order[1]], [{"card": "Taiga", "id": "theirs"}])
    assert tap(s, "mine") == {"R", "G"}
    assert tap(s, "theirs") == {"R"}
    assert "Basic" in compute_board(s).view("mine").supertypes


FLESH = card(
    "The Flesh Is Weak", "Enchantment",
    "When The Flesh Is Weak enters, put a +1/+1 counter on each creature you control.\n"
    "Creatures you control with +1/+1 counters on them are artifacts in addition to their other types.",
    "{2}{W}{W}",
)
ACADEMY = card("Tolarian Academy", "Legendary Land", "{T}: Add {U} for each artifact you control.")


def test_creatures_with_counters_on_them_are_artifacts() -> None:
    """122.1, 205.1b, 613.1d: only the creatures with +1/+1 counters are artifacts: Tolarian
    Academy counts one."""
    s = game([FLESH, ACADEMY, ELVES], ["The Flesh Is Weak", "Tolarian Academy", {"card": "Llanowar Elves", "counters": {"+1/+1": 1}}, "Llanowar Elves"])
    assert tap(s, "Tolarian Academy") == {"U"}


ULASHT = card(
    "Ulasht, the Hate Seed", "Legendary Creature — Hellion Hydra",
    "Ulasht enters with a +1/+1 counter on it for each other red creature you control and a +1/+1 counter on it for each other green creature you control.\n"
    "{1}, Remove a +1/+1 counter from Ulasht: Choose one —\n• Ulasht deals 1 damage to target creature.\n• Create a 1/1 green Saproling creature token.",
    "{2}{R}{G}", "0/0",
)
RHOX = card("Rhox Brute", "Creature — Rhino Warrior", "", "{2}{R}{G}", "4/4")


def test_two_counts_of_counters_as_it_enters() -> None:
    """614.1c: each count is taken as Ulasht enters: a red creature, a green one and a red and green
    one make 2 + 2 counters (the red-green creature counts for both)."""
    s = game([ULASHT, GOBLIN, ELVES, RHOX], ["Raging Goblin", "Llanowar Elves", "Rhox Brute"], hand={"you": ["Ulasht, the Hate Seed"]})
    assert enters(s, "Ulasht, the Hate Seed").counters == {"+1/+1": 4}


BELLO = card(
    "Bello, Bard of the Brambles", "Legendary Creature — Raccoon Bard",
    "During your turn, each non-Equipment artifact and non-Aura enchantment you control with mana value 4 or greater is a 4/4 Elemental creature "
    "in addition to its other types and has indestructible, haste, and \"Whenever this creature deals combat damage to a player, draw a card.\"",
    "{1}{R}{G}", "3/3",
)
LOTUS = card("Gilded Lotus", "Artifact", "{T}: Add three mana of any one color.", "{5}")
WARHAMMER = card("Loxodon Warhammer", "Artifact — Equipment", "Equipped creature gets +3/+0 and has trample and lifelink.\nEquip {3}", "{3}")
MONOLITH = card("Basalt Monolith", "Artifact", "Basalt Monolith doesn't untap during your untap step.\n{T}: Add {C}{C}{C}.\n{3}: Untap Basalt Monolith.", "{3}")


def test_non_subtype_alternatives_during_your_turn() -> None:
    """205.3, 613.1d, 613.1f, 302.6: during its controller's turn, Gilded Lotus (mana value 5) is
    a 4/4 Elemental artifact creature with haste, so entered this turn it still taps for mana;
    Loxodon Warhammer (an Equipment) and Basalt Monolith (mana value 3) stay non-creatures."""
    you = ["Bello, Bard of the Brambles", {"card": "Gilded Lotus", "id": "lotus", "summoning_sick": True},
           {"card": "Loxodon Warhammer", "id": "hammer"}, {"card": "Basalt Monolith", "id": "mono"}]
    s = game([BELLO, LOTUS, WARHAMMER, MONOLITH], you, active="you")
    board = compute_board(s)
    assert {"Creature", "Artifact"} <= set(board.view("lotus").card_types) and "Elemental" in board.view("lotus").subtypes
    assert "Creature" not in board.view("hammer").card_types and "Creature" not in board.view("mono").card_types
    assert tap(s, "lotus") == {"WWW", "UUU", "BBB", "RRR", "GGG"}
    theirs = game([BELLO, LOTUS, WARHAMMER, MONOLITH], you, active="opp")
    assert "Creature" not in compute_board(theirs).view("lotus").card_types


# ---- "except it isn't legendary" (707.9b, 205.4) --------------------------------------------------------

AUTON = card(
    "Auton Soldier", "Artifact Creature — Alien Soldier",
    "You may have this creature enter as a copy of any creature on the battlefield, except it isn't legendary, is an artifact in addition to its other types, and has myriad.",
    "{4}{U}{U}", "0/0",
)
ISAMARU = card("Isamaru, Hound of Konda", "Legendary Creature — Dog", "", "{W}", "2/2")


def test_a_copy_that_isnt_legendary() -> None:
    """707.9b: the exceptions are copiable values of the copy: Auton Soldier copying Isamaru is a
    Dog artifact creature that is not legendary (205.4), counted by Tolarian Academy (613.1d)."""
    s = game([AUTON, ISAMARU, ACADEMY], ["Isamaru, Hound of Konda", {"card": "Auton Soldier", "id": "copy", "copy_of": "Isamaru, Hound of Konda"}, "Tolarian Academy"])
    v = compute_board(s).view("copy")
    assert "Legendary" not in v.supertypes and {"Artifact", "Creature"} <= set(v.card_types) and "Dog" in v.subtypes
    assert tap(s, "Tolarian Academy") == {"U"}


# ---- "As long as ~ isn't on the battlefield" (113.6) ----------------------------------------------------

GRIST = card(
    "Grist, the Hunger Tide", "Legendary Planeswalker — Grist",
    "As long as Grist isn't on the battlefield, it's a 1/1 Insect creature in addition to its other types.\n"
    "[+1]: Create a 1/1 black and green Insect creature token, then mill a card. If an Insect card was milled this way, put a loyalty counter on Grist and repeat this process.\n"
    "[−2]: You may sacrifice a creature. When you do, destroy target creature or planeswalker.\n"
    "[−5]: Each opponent loses life equal to the number of creature cards in your graveyard.",
    "{1}{B}{G}",
)
ZIGGURAT = card("Ancient Ziggurat", "Land", "{T}: Add one mana of any color. Spend this mana only to cast a creature spell.")


def test_a_creature_everywhere_but_on_the_battlefield() -> None:
    """113.6, 205.1b: off the battlefield Grist is a creature card, so its spell is a creature
    spell that Ancient Ziggurat's mana may pay for (106.6); on the battlefield it is a planeswalker
    only, not a creature."""
    from manasolve.solver.app.queries import cast

    s = game([GRIST, ZIGGURAT], ["Ancient Ziggurat"] * 3 + [{"card": "Grist, the Hunger Tide", "id": "g", "counters": {"loyalty": 3}}], hand={"you": ["Grist, the Hunger Tide"]})
    assert cast(s, "Grist, the Hunger Tide").answer["legal"] is True
    v = compute_board(s).view("g")
    assert "Creature" not in v.card_types and "Insect" not in v.subtypes


BIOMANCER = card(
    "Master Biomancer", "Creature — Elf Wizard",
    "Each other creature you control enters with a number of additional +1/+1 counters on it equal to this creature's power and as a Mutant in addition to its other types.",
    "{2}{G}{U}", "2/4",
)


def test_others_enter_with_its_power_and_as_a_mutant() -> None:
    """614.1c: a creature entering under Master Biomancer's controller gets counters equal to the
    Biomancer's power as it enters (2; with a +1/+1 counter on it, 3), and enters as a Mutant too
    (205.1b; the answer says so, and on the battlefield the permanent's extra_types)."""
    s = game([BIOMANCER, BEARS], ["Master Biomancer"], hand={"you": ["Grizzly Bears"]})
    got = enters(s, "Grizzly Bears")
    assert got.counters == {"+1/+1": 2} and any("Mutant" in r for r in got.reasons)
    bigger = game([BIOMANCER, BEARS], [{"card": "Master Biomancer", "counters": {"+1/+1": 1}}], hand={"you": ["Grizzly Bears"]})
    assert enters(bigger, "Grizzly Bears").counters == {"+1/+1": 3}
    theirs = game([BIOMANCER, BEARS], opp=["Master Biomancer"], hand={"you": ["Grizzly Bears"]})
    assert enters(theirs, "Grizzly Bears").counters == {}
