"""cov17: the long tail of mana text on real cards, read with its meaning (issue 10).

Each test checks what an answer becomes, not only that a sentence parses."""

from __future__ import annotations

from typing import Any

import pytest

import manasolve
from manasolve.model.abilities import EmblemGrant, TriggeredAbility
from manasolve.model.cards import TypeLine
from manasolve.model.errors import ManasolveError, QueryError
from manasolve.solver.app.queries import tap_for_mana
from games import card, game, read, tap


def _three_players(cards: list[dict[str, Any]], yours: list[str], **top: Any) -> Any:
    mapping = {"name": "t", "players": ["you", "opp", "third"], "cards": cards, "battlefield": {"you": yours}, **top}
    return manasolve.scenario(mapping).state


# ---- "for each of your opponents who lost life this turn" (119.3) --------------------------------

BELBE_LIKE = card("Belbe Test", "Artifact", "{T}: Add {C}{C} for each of your opponents who lost life this turn.")


def test_belbe_trigger_reads_its_amount() -> None:
    """Belbe, Corrupted Observer's trigger is read in full; its amount is the opponents count."""
    (trig,) = read(
        "At the beginning of each postcombat main phase, the active player adds {C}{C} for each of your opponents who lost life this turn.",
        "Legendary Creature — Phyrexian Zombie Elf",
    )
    assert isinstance(trig, TriggeredAbility)


def test_each_opponent_who_lost_life_counts_once() -> None:
    """119.3: an opponent who lost any life counts once, however much; the controller's own loss
    does not count; an opponent not listed is unknown, an error naming ``life_lost_this_turn``."""
    s = _three_players([BELBE_LIKE], ["Belbe Test"], life_lost_this_turn={"you": 5, "opp": 7, "third": 0})
    assert tap(s, "Belbe Test") == {"CC"}
    s = _three_players([BELBE_LIKE], ["Belbe Test"], life_lost_this_turn={"you": 0, "opp": 1, "third": 3})
    assert tap(s, "Belbe Test") == {"CCCC"}
    with pytest.raises(QueryError, match="life_lost_this_turn"):
        tap_for_mana(_three_players([BELBE_LIKE], ["Belbe Test"], life_lost_this_turn={"opp": 0}), "Belbe Test")


# ---- "This creature becomes that color until end of turn." (605.3b, 613.1e) ---------------------

WICKERMAW = card(
    "Foraging Wickermaw", "Artifact Creature — Scarecrow",
    "When this creature enters, surveil 1.\n{1}: Add one mana of any color. This creature becomes that color until end of turn. Activate only once each turn.",
    "{2}", "1/3",
)
GREEN_COUNTER = card("Green Counter", "Artifact", "{T}: Add {G} for each green creature you control.")


def test_that_color_is_the_mana_s_colour_once_activated() -> None:
    """The mana ability resolved as it was activated (605.3b): once the scenario lists it with the
    colour chosen for its mana, the colourless creature is that colour until end of turn (layer 5,
    613.1e), and a count of green creatures sees it; not activated, it stays colourless."""
    def state(entry: Any) -> Any:
        wick: dict[str, Any] = {"card": "Foraging Wickermaw"}
        if entry is not None:
            wick["resolved_this_turn"] = [entry]
        return manasolve.scenario({"name": "t", "players": ["you", "opp"], "cards": [WICKERMAW, GREEN_COUNTER],
                                   "battlefield": {"you": [wick, "Green Counter"], "opp": []}}).state

    assert tap(state(None), "Green Counter") == {""}
    assert tap(state({"ability": 1, "chosen": ["green"]}), "Green Counter") == {"G"}
    assert tap(state({"ability": 1, "chosen": ["blue"]}), "Green Counter") == {""}
    with pytest.raises(ManasolveError, match="chosen"):
        tap_for_mana(state(1), "Green Counter")


# ---- "the number of ... plus the number of ... is three or greater" (602.5b, 107.1) -------------

MAW = card(
    "Cavernous Maw", "Land — Cave",
    "{T}: Add {C}.\n{2}: This land becomes a 3/3 Elemental creature until end of turn. It's still a Cave land. "
    "Activate only if the number of other Caves you control plus the number of Cave cards in your graveyard is three or greater.",
)
CAVE = card("Test Cave", "Land — Cave", "{T}: Add {C}.")


def _maw_game(caves: int, in_graveyard: int, **top: Any) -> Any:
    you: list[Any] = ["Cavernous Maw", *(["Test Cave"] * caves), *(["Wastes"] * 2)]
    return manasolve.scenario({"name": "t", "players": ["you", "opp"], "cards": [MAW, CAVE], "battlefield": {"you": you, "opp": []},
                               "graveyard": {"you": ["Test Cave"] * in_graveyard, "opp": ["Test Cave"] * 5}, **top}).state


def test_the_sum_of_two_counts_decides_activation() -> None:
    """602.5b: the ability may be activated only when the other Caves its controller controls and
    the Cave cards in that player's graveyard are three or more together (the Maw itself and an
    opponent's graveyard do not count)."""
    from manasolve.solver.app.queries import can_activate

    assert can_activate(_maw_game(1, 2), "Cavernous Maw", 1).answer is True
    assert can_activate(_maw_game(2, 1), "Cavernous Maw", 1).answer is True
    assert can_activate(_maw_game(1, 1), "Cavernous Maw", 1).answer is False
    assert can_activate(_maw_game(0, 2), "Cavernous Maw", 1).answer is False


def test_still_a_cave_land_keeps_its_types() -> None:
    """205.1b: "It's still a Cave land." after the creature type change: once resolved, the Maw is a
    Land Creature with its subtype Cave kept (and taps for {C} as before)."""
    from manasolve.solver.mana.resolver import Resolver

    s = manasolve.scenario({"name": "t", "players": ["you", "opp"], "cards": [MAW],
                            "battlefield": {"you": [{"card": "Cavernous Maw", "resolved_this_turn": [1]}], "opp": []}}).state
    v = Resolver.of(s).board.view("Cavernous Maw")
    assert {"Land", "Creature"} <= set(v.card_types) and {"Cave", "Elemental"} <= set(v.subtypes)


# ---- "two mana of any one color and two mana of any other color" (106.1a) ----------------------


def test_one_color_and_another_are_two_different_colours() -> None:
    """Open the Omenpaths: the second colour is other than the first (106.1a), so the spell adds two
    mana of each of two different colours, never four of one; the same text on a mana ability
    taps for each pair of different colours."""
    from itertools import combinations

    from manasolve.model.abilities import SpellMode

    mode = next(a for a in read(
        "Choose one —\n• Add two mana of any one color and two mana of any other color. Spend this mana only to cast creature or enchantment spells.\n"
        "• Creatures you control get +1/+0 until end of turn.", "Instant") if isinstance(a, SpellMode) and a.mana is not None)
    got = {str(o.parts[0].mana) for o in mode.mana.options}
    assert got == {a * 2 + b * 2 for a, b in combinations("WUBRG", 2)}
    assert mode.spending is not None
    prism = card("Pair Prism", "Artifact", "{T}: Add one mana of any one color and one mana of any other color.")
    assert tap(game([prism], ["Pair Prism"]), "Pair Prism") == {a + b for a, b in combinations("WUBRG", 2)}


# ---- "for each {S} spent to cast this spell" (107.4h, 608.2c) -----------------------------------


def test_snow_mana_spent_is_fixed_by_the_resolution() -> None:
    """Tundra Fumarole: the {C} it adds is one per {S} spent to cast it, a number only the spell's
    resolution knows (608.2c): read as such, and never evaluated as a number assumed."""
    from manasolve.model.abilities import FixedMana, ResolvedCount, SpellAbility

    spells = [a for a in read(
        "Tundra Fumarole deals 4 damage to target creature or planeswalker. Add {C} for each {S} spent to cast this spell. "
        "Until end of turn, you don't lose this mana as steps and phases end.", "Snow Sorcery", "Tundra Fumarole") if isinstance(a, SpellAbility)]
    (adds,) = [a for a in spells if a.mana is not None]
    (part,) = adds.mana.options[0].parts
    assert isinstance(part, FixedMana) and str(part.mana) == "C"
    assert part.per == ResolvedCount("{S} spent to cast this spell")
    odd = card("Odd Relic", "Artifact", "{T}: Add {C} for each {S} spent to cast this spell.")
    with pytest.raises(ManasolveError, match="spent to cast this spell"):
        tap_for_mana(game([odd], ["Odd Relic"]), "Odd Relic")


# ---- "Reveal any number of cards with {X} in their mana cost in your hand." (608.2c, 107.3) ------

ROSHEEN = card(
    "Rosheen, Roaring Prophet", "Legendary Creature — Giant Shaman",
    "When Rosheen enters, mill six cards. You may put a card with {X} in its mana cost from among them into your hand.\n"
    "{T}: Reveal any number of cards with {X} in their mana cost in your hand. Add {C}{C} for each card revealed this way. "
    "Spend this mana only on costs that contain {X}.",
    "{2}{R}{G}", "4/4",
)
BLAZE = card("Test Blaze", "Sorcery", "Test Blaze deals X damage to any target.", "{X}{R}")
BOLT = card("Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", "{R}")


def test_only_cards_with_x_in_their_cost_may_be_revealed() -> None:
    """608.2c, 701.16a: Rosheen adds {C}{C} per card revealed, any number up to the cards of the
    hand with {X} in their mana cost (107.3, 202.1); a card without {X} can't be revealed for it,
    and a hand the scenario does not give is an error naming ``hand``."""
    def state(hand: list[str] | None) -> Any:
        top: dict[str, Any] = {"hand": {"you": hand}} if hand is not None else {}
        return game([ROSHEEN, BLAZE, BOLT], [{"card": "Rosheen, Roaring Prophet", "summoning_sick": False}], **top)

    assert tap(state(["Test Blaze", "Test Blaze", "Test Bolt"]), "Rosheen, Roaring Prophet") == {"", "CC", "CCCC"}
    assert tap(state(["Test Bolt"]), "Rosheen, Roaring Prophet") == {""}
    with pytest.raises(ManasolveError, match="hand"):
        tap_for_mana(state(None), "Rosheen, Roaring Prophet")


# ---- "three mana of the chosen color for each artifact sacrificed this way" (608.2c) ------------


def test_k_mana_for_each_thing_done_this_way() -> None:
    """608.2c: "three mana of any one color for each artifact sacrificed this way" is three times the
    number the resolution fixes (ResolvedCount.times), one colour for all of it; Radiant Lotus's
    "Target player adds ..." targets, so it is no mana ability (605.1a) and reads in full."""
    from manasolve.model.abilities import ActivatedAbility, ChoiceMode, ChosenMana, ResolvedCount, SpellAbility

    spell = [a for a in read("Sacrifice any number of artifacts. Add three mana of any one color for each artifact sacrificed this way.", "Sorcery")
             if isinstance(a, SpellAbility) and a.mana is not None]
    (part,) = spell[0].mana.options[0].parts
    assert isinstance(part, ChosenMana) and part.mode is ChoiceMode.SAME
    assert part.amount == ResolvedCount("each artifact sacrificed this way", times=3)
    (lotus,) = read("{T}, Sacrifice one or more artifacts: Choose a color. Target player adds three mana of the chosen color for each artifact "
                    "sacrificed this way.", "Artifact", "Radiant Lotus")
    assert isinstance(lotus, ActivatedAbility)
    with pytest.raises(ManasolveError, match="cannot read"):  # k per count of the board: not this reading
        read("{T}: Add two mana of any one color for each artifact you control.")


# ---- a trigger's "choose a color. Add ... that color ..." (603.1, 700.5) -------------------------


def test_a_trigger_chooses_the_colour_of_its_mana() -> None:
    """Nyx: "Whenever chaos ensues, choose a color. Add an amount of mana of that color equal to your
    devotion to that color." is one instruction after the trigger condition: the trigger's mana is
    devotion to the chosen colour (700.5), so an enters trigger of the same text could produce only
    the colours its controller has devotion to (106.7)."""
    from manasolve.model.abilities import Devotion, TriggeredAbility
    from manasolve.solver.app.queries import could_produce

    (nyx_like,) = [a for a in read("Whenever chaos ensues, choose a color. Add an amount of mana of that color equal to your devotion to that color.",
                                   "Plane — Theros", "Nyx") if isinstance(a, TriggeredAbility)]
    assert nyx_like.adds is not None and nyx_like.adds.options[0].parts[0].amount == Devotion(None)
    relic = card("Devout Relic", "Artifact", "When this artifact enters, choose a color. Add an amount of mana of that color equal to your devotion to that color.")
    bear = card("Green Bear", "Creature — Bear", "", "{1}{G}{G}", "2/2")
    got = could_produce(game([relic, bear], ["Devout Relic", "Green Bear"]), "Devout Relic").answer
    assert list(got) == ["G"]


# ---- "<instruction>, then <lasting effect>" (608.2c, 611.2a) -----------------------------------

FORGE = card("Thopter Forge", "Artifact", "{T}: Create a 1/1 colorless Thopter artifact creature token, then creatures you control gain haste until end of turn.")
ELF = card("Sick Elf", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")


def test_a_lasting_effect_after_an_inert_instruction() -> None:
    """Kavaron, Memorial World's shape: the token is inert (a new object the scenario lists), the
    haste that follows lasts until end of turn once the ability resolved (611.2a, 302.6): a creature
    that came under its controller's control this turn may then tap for mana."""
    def state(resolved: bool) -> Any:
        forge: dict[str, Any] = {"card": "Thopter Forge", "tapped": True}
        if resolved:
            forge["resolved_this_turn"] = [0]
        return game([FORGE, ELF], [forge, {"card": "Sick Elf", "summoning_sick": True}])

    assert tap(state(True), "Sick Elf") == {"G"}
    assert tap(state(False), "Sick Elf") != {"G"}


# ---- "<subject> and <subject> each get +1/+0 until end of turn" (611.2a, 613.4c) ----------------

DANCER = card("Dancer Test", "Creature — Vampire",
              "{R}{R}: This creature and another target creature each get +1/+0 until end of turn.\n{T}: Add an amount of {G} equal to this creature's power.",
              "{2}{R}", "2/2")
TARGET_BEAR = card("Target Bear", "Creature — Bear", "", "{1}{G}", "2/2")


def test_each_of_two_subjects_gets_the_change() -> None:
    """Deadly Dancer's shape: once resolved, the creature itself and the creature it targeted each get
    +1/+0 (layer 7c, 613.4c): its power-counted mana grows by one, and the target's power too; the
    target is the resolution's (an error naming it when not given)."""
    from manasolve.solver.mana.resolver import Resolver

    def state(entry: Any) -> Any:
        dancer: dict[str, Any] = {"card": "Dancer Test", "summoning_sick": False}
        if entry is not None:
            dancer["resolved_this_turn"] = [entry]
        return game([DANCER, TARGET_BEAR], [dancer, "Target Bear"])

    assert tap(state(None), "Dancer Test") == {"GG"}
    s = state({"ability": 0, "targets": ["Target Bear"]})
    assert tap(s, "Dancer Test") == {"GGG"}
    assert Resolver.of(s).board.view("Target Bear").power == 3
    with pytest.raises(ManasolveError, match="targets"):
        tap_for_mana(state(0), "Dancer Test")


# ---- "lose hexproof and shroud and can't have hexproof or shroud" (613.1f, 601.2c) --------------

LIGHTHOUSE = card("Arcane Lighthouse", "Land",
                  "{T}: Add {C}.\n{1}, {T}: Until end of turn, creatures your opponents control lose hexproof and shroud and can't have hexproof or shroud.")
MURDER = card("Murder", "Instant", "Destroy target creature.", "{1}{B}{B}")
HEXPROOF_BEAR = card("Hexproof Bear", "Creature — Bear", "Hexproof", "{1}{G}", "2/2")


def test_lost_hexproof_makes_a_target_legal() -> None:
    """601.2c, 702.11b: an opponent's creature with hexproof can't be the target of Murder; once
    Arcane Lighthouse's ability resolved (611.2a), the opponents' creatures lose hexproof and can't
    have it (613.1f), so Murder may target it."""
    from manasolve.solver.casting.cast import cast

    def state(resolved: bool) -> Any:
        house: dict[str, Any] = {"card": "Arcane Lighthouse", "tapped": True}
        if resolved:
            house["resolved_this_turn"] = [1]
        return game([LIGHTHOUSE, MURDER, HEXPROOF_BEAR], [house, "Swamp", "Swamp", "Swamp"], ["Hexproof Bear"], hand={"you": ["Murder"]})

    assert not cast(state(False), "Murder").legal
    assert cast(state(True), "Murder").legal


# ---- "If that mana is spent to cast a non-Human creature spell, ..." (106.6a, 205.3) ------------

ATTENDANT = card("Animal Attendant", "Creature — Human Citizen",
                 "{T}: Add one mana of any color. If that mana is spent to cast a non-Human creature spell, that creature enters with an "
                 "additional +1/+1 counter on it.", "{1}{G}", "2/2")
ELF_SPELL = card("Test Elf", "Creature — Elf", "", "{1}{G}", "1/1")
HUMAN_SPELL = card("Test Human", "Creature — Human Soldier", "", "{1}{W}", "1/1")


def test_a_rider_for_spells_without_a_subtype() -> None:
    """106.6a: Animal Attendant's mana gives a creature spell that isn't a Human one more +1/+1
    counter as it enters (614.1c); a Human creature spell gets none (205.3)."""
    from manasolve.solver.app.queries import enters

    s = game([ATTENDANT, ELF_SPELL, HUMAN_SPELL], [{"card": "Animal Attendant", "summoning_sick": False}, "Forest", "Plains"],
             hand={"you": ["Test Elf", "Test Human"]})
    assert enters(s, "Test Elf", spent_from=["Animal Attendant"]).counters == {"+1/+1": 1}
    assert enters(s, "Test Human", spent_from=["Animal Attendant"]).counters == {}


# ---- "the greatest mana value among artifacts you control" (604.3, 202.3) -----------------------


def test_power_is_the_greatest_mana_value_among_artifacts() -> None:
    """Karn, Legacy Reforged: its power and toughness are the greatest mana value among the artifacts
    its controller controls (a characteristic-defining ability, 604.3, layer 7a), itself included;
    an opponent's artifact does not count."""
    from manasolve.solver.mana.resolver import Resolver

    karn = card("Karn Test", "Legendary Artifact Creature — Golem",
                "Karn Test's power and toughness are each equal to the greatest mana value among artifacts you control.", "{3}", "*/*")
    rock = card("Big Rock", "Artifact", "", "{6}")
    pebble = card("Pebble", "Artifact", "", "{1}")
    board = Resolver.of(game([karn, rock, pebble], ["Karn Test", "Pebble"], ["Big Rock"])).board
    assert (board.view("Karn Test").power, board.view("Karn Test").toughness) == (3, 3)
    board = Resolver.of(game([karn, rock, pebble], ["Karn Test", "Big Rock"], ["Pebble"])).board
    assert board.view("Karn Test").power == 6


# ---- "the exiled cards used to craft it" (702.167a, 607.2a) ------------------------------------

EFFIGY = card("Sunbird Effigy", "Artifact Creature — Bird Construct",
              "Flying, vigilance, haste\nSunbird Effigy's power and toughness are each equal to the number of colors among the exiled cards used "
              "to craft it.\n{T}: For each color among the exiled cards used to craft this creature, add one mana of that color.", "", "*/*")
RED_CARD = card("Red Card", "Instant", "", "{R}")
GOLD_CARD = card("Gold Card", "Creature — Bear", "", "{W}{U}", "2/2")


def test_colours_of_the_cards_used_to_craft_it() -> None:
    """Sunbird Effigy taps for one mana of each colour among the cards exiled with it to craft it
    (702.167a, 607.2a: its ``exiled``), and its power and toughness are their number (604.3); with
    none listed, no colour (106.5) and 0/0."""
    from manasolve.solver.mana.resolver import Resolver

    s = game([EFFIGY, RED_CARD, GOLD_CARD], [{"card": "Sunbird Effigy", "exiled": ["Red Card", "Gold Card", "Red Card"]}])
    assert tap(s, "Sunbird Effigy") == {"WUR"}
    assert Resolver.of(s).board.view("Sunbird Effigy").power == 3
    # s17: a 0/0 is put into the graveyard (704.5f); the state as written taps for no mana
    assert tap(game([EFFIGY], [{"card": "Sunbird Effigy", "exiled": []}], rules={"state_based_actions": False}), "Sunbird Effigy") == {""}


# ---- "Until end of turn, you may have this artifact become an X/X ..., where X is the result." ---

FLY = card("Ebony Fly", "Artifact",
           "This artifact enters tapped.\n{T}: Add {C}.\n{4}: Roll a d6. Until end of turn, you may have this artifact become an X/X Insect "
           "artifact creature with flying, where X is the result.\nWhenever this artifact attacks, another target attacking creature gains "
           "flying until end of turn.", "{2}")


def test_an_optional_x_x_creature_of_the_die_s_result() -> None:
    """608.2d: listed as resolved, the player chose to animate it; 608.2h: X is the die's result, the
    resolution's ``number`` (never assumed): a 4/4 Insect artifact creature until end of turn
    (613.1d, 613.4b)."""
    from manasolve.solver.mana.resolver import Resolver

    s = game([FLY], [{"card": "Ebony Fly", "resolved_this_turn": [{"ability": 2, "number": 4}]}])
    v = Resolver.of(s).board.view("Ebony Fly")
    assert "Creature" in v.card_types and "Insect" in v.subtypes and (v.power, v.toughness) == (4, 4)
    with pytest.raises(ManasolveError, match="number"):
        Resolver.of(game([FLY], [{"card": "Ebony Fly", "resolved_this_turn": [2]}])).board.view("Ebony Fly").power


# ---- "up to one other target creature has base power and toughness 3/3 until end of turn" -------

VINESTALK = card("Restless Vinestalk", "Land",
                 "This land enters tapped.\n{T}: Add {G} or {U}.\n{3}{G}{U}: Until end of turn, this land becomes a 5/5 green and blue Plant "
                 "creature with trample. It's still a land.\nWhenever this land attacks, up to one other target creature has base power and "
                 "toughness 3/3 until end of turn.")


def test_up_to_one_other_target_gets_a_base_size() -> None:
    """Restless Vinestalk: once its attack trigger resolved, the creature it targeted has base power
    and toughness 3/3 (613.4b); the target is the resolution's (115.1), an error when not given."""
    from manasolve.solver.mana.resolver import Resolver

    s = game([VINESTALK, TARGET_BEAR], [{"card": "Restless Vinestalk", "resolved_this_turn": [2, {"ability": 3, "targets": ["Target Bear"]}]},
                                        "Target Bear"])
    board = Resolver.of(s).board
    assert (board.view("Target Bear").power, board.view("Target Bear").toughness) == (3, 3)
    assert board.view("Restless Vinestalk").power == 5
    with pytest.raises(ManasolveError, match="targets"):
        Resolver.of(game([VINESTALK, TARGET_BEAR], [{"card": "Restless Vinestalk", "resolved_this_turn": [3]}, "Target Bear"])).board.view("Target Bear")


# ---- "Up to X target creatures you control each gain haste ..., where X is ..." (601.2c, 115.1) --

AGILITY = card("Agility Bobblehead", "Artifact — Bobblehead",
               "{T}: Add one mana of any color.\n{3}, {T}: Up to X target creatures you control each gain haste until end of turn and can't be "
               "blocked this turn except by creatures with haste, where X is the number of Bobbleheads you control as you activate this ability.",
               "{2}")


def test_up_to_x_targets_gain_haste() -> None:
    """Agility Bobblehead: X only bounds how many creatures were targeted (601.2c); once resolved,
    the creatures it targeted have haste until end of turn (611.2a, 302.6) and a summoning-sick one
    taps for mana; one it did not target does not."""
    elf2 = card("Other Elf", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
    s = game([AGILITY, ELF, elf2], [{"card": "Agility Bobblehead", "tapped": True, "resolved_this_turn": [{"ability": 1, "targets": ["Sick Elf"]}]},
                                    {"card": "Sick Elf", "summoning_sick": True}, {"card": "Other Elf", "summoning_sick": True}])
    assert tap(s, "Sick Elf") == {"G"}
    assert tap(s, "Other Elf") != {"G"}


# ---- "becomes a copy of target nontoken artifact you control with mana value X" (707.2) ---------

GARDENS = card("The Mycosynth Gardens", "Land — Sphere",
               "{T}: Add {C}.\n{1}, {T}: Add one mana of any color.\n{X}, {T}: This land becomes a copy of target nontoken artifact you control "
               "with mana value X.")
STONE = card("Test Powerstone", "Artifact", "{T}: Add {C}{C}.", "{3}")


def test_a_copy_of_the_artifact_it_targeted() -> None:
    """The Mycosynth Gardens: once resolved, it is a copy of the artifact it targeted (707.2, 613.2a:
    layer 1), so it taps for what that artifact taps for; the target is the resolution's."""
    s = game([GARDENS, STONE], [{"card": "The Mycosynth Gardens", "resolved_this_turn": [{"ability": 2, "targets": ["Test Powerstone"]}]},
                                "Test Powerstone"])
    assert tap(s, "The Mycosynth Gardens") == {"CC"}


def test_an_emblem_s_quoted_change_of_power_is_no_board_s() -> None:
    """114: the power an emblem's quoted trigger would change is never a card-wide unread change of
    power (613.4). s17: the emblem is read (114.1, :class:`EmblemGrant`): its trigger does nothing
    until it resolves (603.3), so the loyalty ability that gives it is read in full."""
    from manasolve.model.text import read_card_text

    text = ('[−7]: You get an emblem with "At the beginning of combat on your turn, target artifact you control becomes an artifact '
            'creature with base power and toughness 5/5."')
    got = read_card_text(text, card_name="Tezzeret Test", type_line=TypeLine.parse("Legendary Planeswalker — Tezzeret"))
    assert not got.unread and isinstance(got.abilities[0].continuous[0], EmblemGrant)
    no_mana = read_card_text('[−7]: You get an emblem with "Whenever you cast a spell, this emblem deals 5 damage to any target."', card_name="Chandra Test", type_line=TypeLine.parse("Legendary Planeswalker — Chandra"))
    assert not no_mana.unread and isinstance(no_mana.abilities[0].continuous[0], EmblemGrant)


def test_two_chosen_colours_add_one_of_each() -> None:
    """Guild Pact: "Choose two colors. Add a mana of each of the chosen colors." is one instruction:
    one mana of each of two different colours (106.1a); the same on a mana ability taps for each
    pair; its delayed payment is inert (payment)."""
    from itertools import combinations

    pact = card("Pair Pact", "Artifact", "{T}: Choose two colors. Add a mana of each of the chosen colors.")
    assert tap(game([pact], ["Pair Pact"]), "Pair Pact") == {a + b for a, b in combinations("WUBRG", 2)}


# ---- "Add one mana of a chosen color." after "choose up to two colors" (106.1a) ----------------

CENOTE = card("Desert Cenote", "Land — Desert",
              "If you were the starting player, this land enters tapped.\nAs this land enters, choose up to two colors from among cards in "
              "your hand.\n{T}: Add {C}.\n{T}: Add one mana of a chosen color.")


def test_one_of_the_chosen_colours() -> None:
    """Desert Cenote taps for one mana of either colour chosen as it entered (its ``chosen_colors``);
    none chosen ("up to two"): that ability adds no mana (106.5); not given: an error naming the key."""
    assert tap(game([CENOTE], [{"card": "Desert Cenote", "chosen_colors": ["W", "B"]}]), "Desert Cenote", 1) == {"W", "B"}
    assert tap(game([CENOTE], [{"card": "Desert Cenote", "chosen_colors": []}]), "Desert Cenote", 1) == {""}
    with pytest.raises(ManasolveError, match="chosen_colors"):
        tap_for_mana(game([CENOTE], ["Desert Cenote"]), "Desert Cenote", 1)


# ---- "the chosen permanents become Treasure artifacts with ... and lose all other abilities" ----

LARCENIST = card("Kitesail Larcenist", "Creature — Human Pirate",
                 "Flying, ward {1}\nWhen this creature enters, for each player, choose up to one other target artifact or creature that player "
                 "controls. For as long as this creature remains on the battlefield, the chosen permanents become Treasure artifacts with "
                 "\"{T}, Sacrifice this artifact: Add one mana of any color\" and lose all other abilities.", "{U}", "1/1")


def test_the_chosen_permanents_become_treasures() -> None:
    """Kitesail Larcenist: the permanents its trigger targeted (115.1) are Treasure artifacts with the
    Treasure's mana ability and no other ability (613.1d, 613.1f) while the Larcenist remains on the
    battlefield (611.2b): the opponent's creature that tapped for {G} now sacrifices for any colour."""
    from manasolve.solver.mana.resolver import Resolver

    s = game([LARCENIST, ELF], [{"card": "Kitesail Larcenist", "resolved_this_turn": [{"ability": 2, "targets": ["Sick Elf"]}]}],
             [{"card": "Sick Elf", "summoning_sick": False}])
    v = Resolver.of(s).board.view("Sick Elf")
    assert v.card_types == frozenset({"Artifact"}) and "Treasure" in v.subtypes
    assert tap(s, "Sick Elf") == set("WUBRG")
    with pytest.raises(ManasolveError, match="targets"):
        Resolver.of(game([LARCENIST, ELF], [{"card": "Kitesail Larcenist", "resolved_this_turn": [2]}], ["Sick Elf"])).board.view("Sick Elf")


def test_its_colors_are_only_the_resolution_s() -> None:
    """Omnath, Locus of All: "add three mana in any combination of its colors" names the colours of
    the card looked at (608.2c), which no scenario records: the trigger reads in full, and a question
    that would need those colours is an error, never an assumed card."""
    from manasolve.model.abilities import ReferredCardColors, TriggeredAbility

    text = ("At the beginning of your first main phase, look at the top card of your library. You may reveal that card if it has three or "
            "more colored mana symbols in its mana cost. If you do, add three mana in any combination of its colors and put it into your "
            "hand. If you don't reveal it, put it into your hand.")
    (trig,) = read(text, "Legendary Creature — Phyrexian Elemental", "Omnath Test")
    assert isinstance(trig, TriggeredAbility)
    odd = card("Odd Prism", "Artifact", "{T}: Add three mana in any combination of its colors.")
    with pytest.raises(ManasolveError, match="608.2c"):
        tap_for_mana(game([odd], ["Odd Prism"]), "Odd Prism")
    assert str(ReferredCardColors()).startswith("its colors")


# ---- "sacrifice half the lands you control, rounded up" (118.8, 107.1a, 601.2h) ----------------

SPLIT = card("Tectonic Split", "Enchantment",
             "As an additional cost to cast this spell, sacrifice half the lands you control, rounded up.\nHexproof\n"
             "Lands you control have \"{T}: Add three mana of any one color.\"", "{4}{G}{G}")


def test_half_the_lands_rounded_up() -> None:
    """Tectonic Split: its additional cost sacrifices exactly half the caster's lands, rounded up
    (107.1a): 4 of 7, 3 of 6; the lands tap for its mana first (601.2g-h). A query that sacrifices
    another number is not that cost (118.8)."""
    from manasolve.solver.casting.cast import cast

    def state(n: int) -> Any:
        lands = [{"card": "Forest", "id": f"f{i}"} for i in range(n)]
        return game([SPLIT], lands, hand={"you": ["Tectonic Split"]})

    got = cast(state(7), "Tectonic Split")
    assert got.legal and len(got.option.choice["sacrifice"]) == 4
    assert len(cast(state(6), "Tectonic Split").option.choice["sacrifice"]) == 3
    assert not cast(state(6), "Tectonic Split", sacrifice=["f0", "f1"]).legal
    assert cast(state(6), "Tectonic Split", sacrifice=["f0", "f1", "f2"]).legal


# ---- "You can cast only one more spell this turn." (611.2a, 601.3) -----------------------------

FEAT = card("Irencrag Feat", "Sorcery", "Add seven {R}. You can cast only one more spell this turn.", "{1}{R}{R}{R}")
SHOCK = card("Test Shock", "Instant", "Test Shock deals 2 damage to any target.", "{R}")


def test_only_one_more_spell_after_it_resolved() -> None:
    """Irencrag Feat: after it resolved its caster may cast one more spell (611.2a); spells cast
    before it don't count. One cast after it in the turn's order may have been a response, so the
    answer is an error naming the rule rather than a guess; the opponent is not limited."""
    from manasolve.solver.casting.cast import cast

    def state(cast_cards: list[str], player: str = "you") -> Any:
        return game([FEAT, SHOCK], ["Mountain"], ["Mountain"], hand={player: ["Test Shock"]},
                    spells_resolved_this_turn={"you": ["Irencrag Feat"]},
                    spells_cast_this_turn={"you": len(cast_cards)}, spells_cast_this_turn_cards={"you": cast_cards})

    assert cast(state(["Test Shock", "Irencrag Feat"]), "Test Shock").legal
    with pytest.raises(ManasolveError, match="611.2a"):
        cast(state(["Irencrag Feat", "Test Shock"]), "Test Shock")
    assert cast(state(["Irencrag Feat", "Test Shock"], "opp"), "Test Shock", player="opp").legal


# ---- "If you spend this mana to cast your commander, it enters with ..." (106.6a, 903.8) ---------

PALACE = card("Opal Palace", "Land",
              "{T}: Add {C}.\n{1}, {T}: Add one mana of any color in your commander's color identity. If you spend this mana to cast your "
              "commander, it enters with a number of additional +1/+1 counters on it equal to the number of times it's been cast from the "
              "command zone this game.")
GENERAL = card("Test General", "Legendary Creature — Elf", "", "{1}{G}", "2/2")


def test_the_commander_enters_with_a_counter_per_command_cast() -> None:
    """Opal Palace: the commander cast from the command zone with its mana enters with one +1/+1
    counter for each cast from there this game, this one included (ruling 2013-10-17; 903.8: the
    scenario's cast_count gives the earlier ones); cast from elsewhere, whether it is the commander is
    not said: an error."""
    from manasolve.solver.app.queries import enters

    def state(n: int) -> Any:
        return game([PALACE, GENERAL], ["Opal Palace", "Forest", "Forest"], command={"you": [{"card": "Test General", "cast_count": n}]})

    assert enters(state(0), "Test General", from_="command", spent_from=["Opal Palace"]).counters == {"+1/+1": 1}
    assert enters(state(2), "Test General", from_="command", spent_from=["Opal Palace"]).counters == {"+1/+1": 3}
    assert enters(state(2), "Test General", from_="command").counters == {}
    with pytest.raises(ManasolveError, match="from: command"):
        enters(state(0), "Test General", spent_from=["Opal Palace"])
