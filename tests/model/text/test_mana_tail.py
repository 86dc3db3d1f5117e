"""The mana tail (tail10), each wording checked for its meaning on a small board: X before a symbol
defined by the sentence's where-clause (107.3), the life gained this turn (119.9), different
powers (208.1), an amount fixed by a reveal that happens first (608.2c, 701.16a). The cards are
real, written with their Oracle text; expected answers are worked out from the rules, not read
from the program."""

from __future__ import annotations

import pytest

import manasolve
from manasolve.model.abilities import ChosenMana, DistinctPowers, FixedMana, LifeGainedThisTurn, ManaAbility, RevealedCards
from manasolve.model.errors import CardTextError, QueryError
from manasolve.solver.app.queries import can_pay, could_produce, tap_for_mana
from games import card, game, read, tap


METALWORKER = card("Metalworker", "Artifact Creature — Construct", "{T}: Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed this way.", "{3}", "1/2")
GODSPEAKER = card("Sacellum Godspeaker", "Creature — Elf Druid", "{T}: Reveal any number of creature cards with power 5 or greater from your hand. Add {G} for each card revealed this way.", "{2}{G}", "2/2")
SOL_RING = card("Sol Ring", "Artifact", "{T}: Add {C}{C}.", "{1}")
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")
WURM = card("Craw Wurm", "Creature — Wurm", "", "{4}{G}{G}", "6/4")
TARMOGOYF = card("Tarmogoyf", "Creature — Lhurgoyf", "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.", "{1}{G}", "*/1+*")
BRIGID = card("Brigid, Doun's Mind", "Legendary Creature — Kithkin Soldier", "{T}: Add X {G} or X {W}, where X is the number of other creatures you control.", "{1}{G}{W}", "2/2")
ALCHEMIST = card("Accomplished Alchemist", "Creature — Elf Druid", "{T}: Add one mana of any color.\n{T}: Add X mana of any one color, where X is the amount of life you gained this turn.", "{3}{G}", "2/5")
SELVALA = card("Selvala, Eager Trailblazer", "Legendary Creature — Elf Warrior", "Vigilance\n{T}: Choose a color. Add one mana of that color for each different power among creatures you control.", "{2}{G}{G}", "4/5")


# ---- revealed this way (608.2c, 701.16a) ---------------------------------------------------------


def test_reveal_then_add_reads_the_cards_that_may_be_revealed() -> None:
    """608.2c: "Reveal any number of artifact cards in your hand. Add {C}{C} for each card revealed
    this way." is one mana ability whose amount counts the revealed cards, artifact cards of the hand."""
    (ab,) = read(METALWORKER["oracle_text"], "Artifact Creature — Construct")
    assert isinstance(ab, ManaAbility)
    (part,) = ab.effect.options[0].parts
    assert isinstance(part, FixedMana) and isinstance(part.per, RevealedCards)
    assert part.per.cards.zone == "hand" and part.per.cards.card_types == {"Artifact"}


def test_revealed_this_way_without_a_reveal_is_refused() -> None:
    """"for each card revealed this way" refers to an earlier instruction (608.2c): with none, the
    mana ability cannot be read, and a mana ability must be read exactly (605.1a)."""
    with pytest.raises(CardTextError):
        read("{T}: Add {G} for each card revealed this way.", "Creature — Elf Druid")


def test_metalworker_reveals_any_number_of_its_artifact_cards() -> None:
    """608.2c: the player reveals any number of the cards that fit, so each count from 0 to the
    artifact cards of the hand is a way to resolve; other cards do not count (205)."""
    s = game([METALWORKER, SOL_RING, BEARS], ["Metalworker"], hand={"you": ["Sol Ring", "Sol Ring", "Grizzly Bears", "Forest"]})
    assert tap(s, "Metalworker") == {"", "CC", "CCCC"}
    assert can_pay(s, "you", "{4}").answer is True
    assert can_pay(s, "you", "{5}").answer is False


def test_metalworker_needs_the_hand() -> None:
    """The hand is never assumed empty: without the scenario's hand the question fails naming the key."""
    s = game([METALWORKER], ["Metalworker"])
    with pytest.raises(QueryError, match="hand"):
        tap_for_mana(s, "Metalworker")


def test_godspeaker_counts_power_five_or_greater() -> None:
    """208.1: "creature cards with power 5 or greater" compares each card's power; a 2/2 does not fit."""
    s = game([GODSPEAKER, WURM, BEARS], ["Sacellum Godspeaker"], hand={"you": ["Craw Wurm", "Grizzly Bears"]})
    assert tap(s, "Sacellum Godspeaker") == {"", "G"}
    assert set(could_produce(s, "Sacellum Godspeaker").answer) == {"G"}


def test_godspeaker_refuses_a_star_power_in_hand() -> None:
    """208.2a: a "*" power is defined by the card's own text in every zone; the solver does not
    evaluate it, so the question fails naming the card rather than guessing."""
    s = game([GODSPEAKER, TARMOGOYF], ["Sacellum Godspeaker"], hand={"you": ["Tarmogoyf"]})
    with pytest.raises(QueryError, match="Tarmogoyf"):
        tap_for_mana(s, "Sacellum Godspeaker")


# ---- X before a symbol, defined by a where-clause (107.3) ------------------------------------------


def test_brigid_x_of_either_option_is_the_where_clause() -> None:
    """107.3: "Add X {G} or X {W}, where X is the number of other creatures you control": one X,
    defined by the where-clause, for both options; "other" leaves Brigid out."""
    s = game([BRIGID, BEARS], ["Brigid, Doun's Mind", "Grizzly Bears", "Grizzly Bears"], ["Grizzly Bears"])
    assert tap(s, "Brigid, Doun's Mind") == {"GG", "WW"}


def test_x_of_a_symbol_without_cost_or_where_is_refused() -> None:
    """107.3: X must be defined; "Add X {G}." with no {X} in the cost and no where-clause is refused."""
    with pytest.raises(CardTextError):
        read("{T}: Add X {G}.", "Creature — Elf")


# ---- life gained this turn (119.9) -----------------------------------------------------------------


def test_alchemist_reads_the_life_gained_this_turn() -> None:
    """119.9: the amount is the life the controller gained this turn, as the scenario gives it; an
    opponent's life gained does not count."""
    ab = read(ALCHEMIST["oracle_text"], "Creature — Elf Druid")[1]
    assert isinstance(ab, ManaAbility)
    part = ab.effect.options[0].parts[0]
    assert isinstance(part, ChosenMana) and part.amount == LifeGainedThisTurn()
    s = game([ALCHEMIST], ["Accomplished Alchemist"], life_gained_this_turn={"you": 2, "opp": 5})
    assert tap(s, "Accomplished Alchemist", 1) == {"WW", "UU", "BB", "RR", "GG"}


def test_alchemist_needs_the_life_gained() -> None:
    """Never assumed 0: without ``life_gained_this_turn`` for its controller the question fails naming the key."""
    s = game([ALCHEMIST], ["Accomplished Alchemist"], life_gained_this_turn={"opp": 5})
    with pytest.raises(QueryError, match="life_gained_this_turn"):
        tap_for_mana(s, "Accomplished Alchemist", 1)


# ---- different powers (208.1) ----------------------------------------------------------------------


def test_selvala_counts_different_powers() -> None:
    """208.1: "for each different power among creatures you control" counts distinct values: 4, 2
    and 2 are two; the mana is all of the one colour chosen."""
    (_, ab) = read(SELVALA["oracle_text"], "Legendary Creature — Elf Warrior", "Selvala, Eager Trailblazer")
    assert isinstance(ab, ManaAbility)
    part = ab.effect.options[0].parts[0]
    assert isinstance(part, ChosenMana) and isinstance(part.amount, DistinctPowers)
    s = game([SELVALA, BEARS], ["Selvala, Eager Trailblazer", "Grizzly Bears", "Grizzly Bears"])
    assert tap(s, "Selvala, Eager Trailblazer") == {"WW", "UU", "BB", "RR", "GG"}


# ---- a player's designation in a self-replacement (614.15, 309.7, 725.1) ----------------------------

ADVENTURER = card("Undermountain Adventurer", "Creature — Giant Warrior", "Vigilance\nWhen this creature enters, you take the initiative.\n{T}: Add {G}{G}. If you've completed a dungeon, add six {G} instead.", "{3}{G}{G}", "3/4")
TOME = card("Sarevok's Tome", "Artifact — Book", "When this artifact enters, you take the initiative.\n{T}: Add {C}. If you have the initiative, add {C}{C} instead.", "{3}")


def test_completed_dungeon_replaces_the_mana() -> None:
    """614.15, 309.7: "If you've completed a dungeon, add six {G} instead." replaces the mana only
    for a controller who has completed a dungeon."""
    done = game([ADVENTURER], ["Undermountain Adventurer"], completed_dungeon=["you"])
    assert tap(done, "Undermountain Adventurer") == {"GGGGGG"}
    not_done = game([ADVENTURER], ["Undermountain Adventurer"], completed_dungeon=["opp"])
    assert tap(not_done, "Undermountain Adventurer") == {"GG"}


def test_initiative_replaces_the_mana() -> None:
    """614.15, 725.1: "If you have the initiative, add {C}{C} instead." holds only for the player who
    has the initiative."""
    assert tap(game([TOME], ["Sarevok's Tome"], initiative=["you"]), "Sarevok's Tome") == {"CC"}
    assert tap(game([TOME], ["Sarevok's Tome"], initiative=[]), "Sarevok's Tome") == {"C"}


def test_designation_not_given_is_an_error() -> None:
    """A condition is never assumed: without the key the question fails naming it."""
    with pytest.raises(QueryError, match="initiative"):
        tap_for_mana(game([TOME], ["Sarevok's Tome"]), "Sarevok's Tome")
    with pytest.raises(QueryError, match="completed_dungeon"):
        tap_for_mana(game([ADVENTURER], ["Undermountain Adventurer"]), "Undermountain Adventurer")


def test_only_one_player_has_the_initiative() -> None:
    """725.1: the initiative is held by one player at most; a scenario giving two is refused."""
    with pytest.raises(manasolve.ManasolveError, match="initiative"):
        game([TOME], ["Sarevok's Tome"], initiative=["you", "opp"])


# ---- hand sizes in activation restrictions (402, 602.5b) -------------------------------------------

TEMPLE = card("Temple of the Dead", "Land", "(Transforms from Aclazotz, Deepest Betrayal.)\n{T}: Add {B}.\n{2}{B}, {T}: Transform this land. Activate only if a player has one or fewer cards in hand and only as a sorcery.")
BIBLIOPLEX = card("The Biblioplex", "Land", "{T}: Add {C}.\n{2}, {T}: Look at the top card of your library. If it's an instant or sorcery card, you may reveal it and put it into your hand. If you don't put the card into your hand, you may put it into your graveyard. Activate only if you have exactly zero or seven cards in hand.")


def test_a_player_with_few_cards_in_hand() -> None:
    """602.5b, 402: "if a player has one or fewer cards in hand" holds when any player, an opponent
    too, has at most one card in hand; with every hand larger it does not."""
    from manasolve.solver.app.queries import can_activate

    lands = ["Temple of the Dead", "Swamp", "Swamp", "Swamp"]
    yes = game([TEMPLE], lands, hand={"you": ["Forest", "Forest"], "opp": ["Forest"]})
    assert can_activate(yes, "Temple of the Dead", 1).answer is True
    no = game([TEMPLE], lands, hand={"you": ["Forest", "Forest"], "opp": ["Forest", "Forest"]})
    assert can_activate(no, "Temple of the Dead", 1).answer is False


def test_a_player_hand_unknown_is_an_error() -> None:
    """A hand never given is not assumed: when no known hand decides, the question names the key."""
    from manasolve.solver.app.queries import can_activate

    s = game([TEMPLE], ["Temple of the Dead", "Swamp", "Swamp", "Swamp"], hand={"you": ["Forest", "Forest"]})
    with pytest.raises(QueryError, match="hand"):
        can_activate(s, "Temple of the Dead", 1)


def test_exactly_zero_or_seven_cards() -> None:
    """602.5b: "if you have exactly zero or seven cards in hand": either size, and no other."""
    from manasolve.solver.app.queries import can_activate

    lands = ["The Biblioplex", "Wastes", "Wastes"]
    assert can_activate(game([BIBLIOPLEX], lands, hand={"you": []}), "The Biblioplex", 1).answer is True
    assert can_activate(game([BIBLIOPLEX], lands, hand={"you": ["Forest"] * 7}), "The Biblioplex", 1).answer is True
    assert can_activate(game([BIBLIOPLEX], lands, hand={"you": ["Forest"] * 3}), "The Biblioplex", 1).answer is False


# ---- what entered the battlefield under your control this turn (602.5b) ----------------------------

LILYPAD = card("Lilypad Village", "Land", "{T}: Add {C}.\n{T}: Add {U}. Spend this mana only to cast a creature spell.\n{U}, {T}: Surveil 2. Activate only if a Bird, Frog, Otter, or Rat entered the battlefield under your control this turn.")
DIAMOND = card("Diamond City", "Land", "This land enters with a shield counter on it. (If it would be dealt damage or destroyed, remove a shield counter from it instead.)\n{T}: Add {C}.\n{T}: Move a shield counter from this land onto target creature. Activate only if two or more creatures entered the battlefield under your control this turn.")
FROG = card("Spinning Frog", "Creature — Frog", "", "{1}{U}", "1/1")


def test_lilypad_reads_the_list_of_what_entered() -> None:
    """602.5b: "if a Bird, Frog, Otter, or Rat entered the battlefield under your control this turn"
    counts what entered, still there or not, as the scenario lists it; another player's does not."""
    from manasolve.solver.app.queries import can_activate

    lands = ["Lilypad Village", "Island"]
    yes = game([LILYPAD, FROG, BEARS], lands, entered_under_control_this_turn={"you": ["Spinning Frog"]})
    assert can_activate(yes, "Lilypad Village", 2).answer is True
    no = game([LILYPAD, FROG, BEARS], lands, entered_under_control_this_turn={"you": ["Grizzly Bears"], "opp": ["Spinning Frog"]})
    assert can_activate(no, "Lilypad Village", 2).answer is False


def test_lilypad_sees_a_frog_that_entered_and_is_still_there() -> None:
    """A Frog on the battlefield under your control that entered this turn is enough; with none
    there, one may have entered and left, so the question names the key rather than assume none."""
    from manasolve.solver.app.queries import can_activate

    frog_here = game([LILYPAD, FROG], ["Lilypad Village", "Island", {"card": "Spinning Frog", "entered_this_turn": True}])
    assert can_activate(frog_here, "Lilypad Village", 2).answer is True
    nothing = game([LILYPAD, FROG], ["Lilypad Village", "Island"])
    with pytest.raises(QueryError, match="entered_under_control_this_turn"):
        can_activate(nothing, "Lilypad Village", 2)


def test_diamond_city_needs_two_creatures() -> None:
    """602.5b: "two or more creatures entered the battlefield under your control this turn": one is too few."""
    from manasolve.solver.app.queries import can_activate

    one = game([DIAMOND, BEARS], ["Diamond City", "Grizzly Bears"], entered_under_control_this_turn={"you": ["Grizzly Bears", "Forest"]})
    assert can_activate(one, "Diamond City", 1).answer is False
    two = game([DIAMOND, BEARS], ["Diamond City", "Grizzly Bears"], entered_under_control_this_turn={"you": ["Grizzly Bears", "Grizzly Bears"]})
    assert can_activate(two, "Diamond City", 1).answer is True


# ---- colours of cards in a graveyard (105.2, 404) --------------------------------------------------

HAVENS = card("The Grey Havens", "Legendary Land", "When The Grey Havens enters, scry 1.\n{T}: Add {C}.\n{T}: Add one mana of any color among legendary creature cards in your graveyard.")
GRAFSTONE = card("Corrupted Grafstone", "Artifact", "This artifact enters tapped.\n{T}: Choose a color of a card in your graveyard. Add one mana of that color.", "{2}")
RAGAVAN = card("Ragavan, Nimble Pilferer", "Legendary Creature — Monkey Pirate", "", "{R}", "2/1")
ELVES = card("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
THOUGHTCAST = card("Thoughtcast", "Sorcery", "Affinity for artifacts\nDraw two cards.", "{4}{U}")


def test_grey_havens_reads_legendary_creature_cards_only() -> None:
    """105.2, 205.4: "any color among legendary creature cards in your graveyard": a nonlegendary
    creature card's colour does not count; the opponent's graveyard neither."""
    s = game([HAVENS, RAGAVAN, ELVES], ["The Grey Havens"], graveyard={"you": ["Ragavan, Nimble Pilferer", "Llanowar Elves"], "opp": []})
    assert tap(s, "The Grey Havens", 1) == {"R"}
    none = game([HAVENS, ELVES], ["The Grey Havens"], graveyard={"you": ["Llanowar Elves"]})
    assert tap(none, "The Grey Havens", 1) == {""}  # 106.5: no colour defined, no mana
    assert set(could_produce(s, "The Grey Havens").answer) == {"C", "R"}


def test_grafstone_reads_every_card_colour_and_needs_the_graveyard() -> None:
    """105.2: "a color of a card in your graveyard": any card, of any type; without the graveyard the
    question names the key (never assumed empty)."""
    s = game([GRAFSTONE, BOLT, THOUGHTCAST, ELVES], ["Corrupted Grafstone"], graveyard={"you": ["Lightning Bolt", "Thoughtcast", "Llanowar Elves"]})
    assert tap(s, "Corrupted Grafstone") == {"R", "U", "G"}
    with pytest.raises(QueryError, match="graveyard"):
        tap_for_mana(game([GRAFSTONE], ["Corrupted Grafstone"]), "Corrupted Grafstone")


# ---- keywords and quoted abilities granted together (613.1f) ----------------------------------------

LOTUS_RING = card("Lotus Ring", "Artifact — Equipment", 'Indestructible\nEquipped creature gets +3/+3 and has vigilance and "{T}, Sacrifice this creature: Add three mana of any one color."\nEquip {3}', "{3}")
ESIKA = card("Esika, God of the Tree", "Legendary Creature — God", 'Vigilance\n{T}: Add one mana of any color.\nOther legendary creatures you control have vigilance and "{T}: Add one mana of any color."', "{1}{G}{G}", "1/4")
CULTIVATION = card("Careful Cultivation", "Enchantment — Aura", 'Enchant artifact or creature\nAs long as enchanted permanent is a creature, it gets +1/+3 and has reach and "{T}: Add {G}{G}."', "{2}{G}")
RAGAVAN_LEGEND = card("Ragavan, Nimble Pilferer", "Legendary Creature — Monkey Pirate", "", "{R}", "2/1")
ORNITHOPTER = card("Ornithopter", "Artifact Creature — Thopter", "Flying", "{0}", "0/2")


def test_lotus_ring_grants_a_sacrifice_mana_ability_to_the_equipped_creature() -> None:
    """613.1f: "Equipped creature ... has vigilance and "{T}, Sacrifice this creature: Add three mana
    of any one color."": the equipped creature has the ability ("this creature" is the creature,
    which sacrifices itself); the Ring itself has no mana ability."""
    s = game([LOTUS_RING, BEARS], [{"card": "Lotus Ring", "attached_to": "Grizzly Bears"}, "Grizzly Bears"])
    assert tap(s, "Grizzly Bears") == {"WWW", "UUU", "BBB", "RRR", "GGG"}
    assert could_produce(s, "Lotus Ring").answer == []
    assert can_pay(s, "you", "{2}{R}").answer is True


def test_esika_grants_only_to_other_legendary_creatures() -> None:
    """613.1f: "Other legendary creatures you control have ... "{T}: Add one mana of any color."": a
    nonlegendary creature gains nothing."""
    s = game([ESIKA, RAGAVAN_LEGEND, BEARS], ["Esika, God of the Tree", "Ragavan, Nimble Pilferer", "Grizzly Bears"])
    assert tap(s, "Ragavan, Nimble Pilferer") == {"W", "U", "B", "R", "G"}
    assert could_produce(s, "Grizzly Bears").answer == []


def test_careful_cultivation_grants_to_the_enchanted_creature_not_itself() -> None:
    """611.3a: "As long as enchanted permanent is a creature, it ... has "{T}: Add {G}{G}."": "it" is
    the enchanted permanent; the Aura has no mana ability, and an enchanted noncreature artifact
    gains nothing."""
    s = game([CULTIVATION, ORNITHOPTER], [{"card": "Careful Cultivation", "attached_to": "Ornithopter"}, "Ornithopter"])
    assert tap(s, "Ornithopter") == {"GG"}
    assert could_produce(s, "Careful Cultivation").answer == []
    sol = card("Mind Stone", "Artifact", "{T}: Add {C}.", "{2}")
    s2 = game([CULTIVATION, sol], [{"card": "Careful Cultivation", "attached_to": "Mind Stone"}, "Mind Stone"])
    assert tap(s2, "Mind Stone") == {"C"}


# ---- modified (700.9) -------------------------------------------------------------------------------

MERGE_KEEPER = card("Orochi Merge-Keeper", "Creature — Snake Druid", '{T}: Add {G}.\nAs long as this creature is modified, it has "{T}: Add {G}{G}." (Equipment, Auras you control, and counters are modifications.)', "{1}{G}", "1/1")
BONESPLITTER = card("Bonesplitter", "Artifact — Equipment", "Equipped creature gets +2/+0.\nEquip {1}", "{1}")
PACIFISM = card("Pacifism", "Enchantment — Aura", "Enchant creature\nEnchanted creature can't attack or block.", "{1}{W}")


def test_merge_keeper_is_modified_by_counters_equipment_and_own_auras() -> None:
    """700.9: a permanent is modified if it has a counter, is equipped, or is enchanted by an Aura
    its controller controls; an opponent's Aura does not modify it."""
    plain = game([MERGE_KEEPER], ["Orochi Merge-Keeper"])
    assert set(could_produce(plain, "Orochi Merge-Keeper").answer) == {"G"}
    assert can_pay(plain, "you", "{G}{G}").answer is False
    countered = game([MERGE_KEEPER], [{"card": "Orochi Merge-Keeper", "counters": {"+1/+1": 1}}])
    assert can_pay(countered, "you", "{G}{G}").answer is True
    equipped = game([MERGE_KEEPER, BONESPLITTER], ["Orochi Merge-Keeper", {"card": "Bonesplitter", "attached_to": "Orochi Merge-Keeper"}])
    assert can_pay(equipped, "you", "{G}{G}").answer is True
    own_aura = game([MERGE_KEEPER, PACIFISM], ["Orochi Merge-Keeper", {"card": "Pacifism", "attached_to": "Orochi Merge-Keeper"}])
    assert can_pay(own_aura, "you", "{G}{G}").answer is True
    their_aura = game([MERGE_KEEPER, PACIFISM], ["Orochi Merge-Keeper"], [{"card": "Pacifism", "attached_to": "Orochi Merge-Keeper"}])
    assert can_pay(their_aura, "you", "{G}{G}").answer is False


# ---- "is also a ..." (205.1b) -----------------------------------------------------------------------

PACKBEAST = card("Stonework Packbeast", "Artifact Creature — Beast", "Stonework Packbeast is also a Cleric, Rogue, Warrior, and Wizard.\n{2}: Add one mana of any color.", "{2}", "2/1")


def test_is_also_adds_creature_types() -> None:
    """205.1b, 613.1d: "~ is also a Cleric, Rogue, Warrior, and Wizard" adds those creature types and
    keeps its own (Beast); a selector of Wizards then selects it."""
    from manasolve.solver.mana.resolver import Resolver

    s = game([PACKBEAST], ["Stonework Packbeast"])
    view = Resolver.of(s).board.view("Stonework Packbeast")
    assert {"Beast", "Cleric", "Rogue", "Warrior", "Wizard"} <= view.subtypes


def test_is_also_land_types_on_a_creature_is_refused() -> None:
    """305.7 and 205.1b: adding land types to what may not be a land is not this template; refused."""
    with pytest.raises(CardTextError):
        read("This creature is also a Forest and Island.\n{T}: Add {G}.", "Creature — Elf")


# ---- "Remove one or more ... counters: Add that much" (107.3, 118.3) -------------------------------

RASPUTIN = card("Rasputin, the Oneiromancer", "Legendary Creature — Human Wizard", "{T}, Remove one or more dream counters from Rasputin: Add that much {C}.", "{3}{W}{U}", "4/4")


def test_that_much_is_the_number_of_counters_removed_and_at_least_one() -> None:
    """107.3: "that much" is the number of counters the cost removed; "one or more" (118.3) can't be
    paid without a counter and never removes none."""
    s = game([RASPUTIN], [{"card": "Rasputin, the Oneiromancer", "counters": {"dream": 3}}])
    assert tap(s, "Rasputin, the Oneiromancer") == {"C", "CC", "CCC"}
    from manasolve.solver.app.queries import can_activate

    empty = game([RASPUTIN], ["Rasputin, the Oneiromancer"])
    assert can_activate(empty, "Rasputin, the Oneiromancer", 0).answer is False


def test_that_much_without_a_counter_cost_is_refused() -> None:
    """"that much" refers to an earlier amount; after a cost that fixes none it is not read (605.1a)."""
    with pytest.raises(CardTextError):
        read("{T}: Add that much {C}.", "Creature — Human")
