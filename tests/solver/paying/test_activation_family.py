"""Who may activate, when, how often and at what cost (602.5b, 602.2b, 601.2f, 118.7a), on real
cards' Oracle text: each restriction is judged on the state the scenario gives, a state it does not
give is an error naming the key (never assumed), and "This ability costs {1} less to activate ..."
changes the mana the activation must pay."""

from __future__ import annotations

from typing import Any, Sequence

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from manasolve.model.abilities import ActivatedAbility, ActivationLimit, ManaAbility, SorceryTiming
from manasolve.model.errors import QueryError, ScenarioLoadError
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.state import GameState
from manasolve.model.cards import TypeLine
from manasolve.model.text import read_card_text
from manasolve.solver.app.queries import can_activate, could_produce, tap_for_mana

BLEACHBONE = {"name": "Bleachbone Verge", "type_line": "Land", "mana_cost": "", "oracle_text": "{T}: Add {B}.\n{T}: Add {W}. Activate only if you control a Plains or a Swamp."}
FORTRESS = {"name": "Dark Fortress", "type_line": "Land", "mana_cost": "", "oracle_text": "{T}: Add {C}.\n{T}: Add {B} or {R}. Activate only if this land entered this turn or if you control a basic land."}
EDGE = {"name": "Tectonic Edge", "type_line": "Land", "mana_cost": "", "oracle_text": "{T}: Add {C}.\n{1}, {T}, Sacrifice this land: Destroy target nonbasic land. Activate only if an opponent controls four or more lands."}
WATCHTOWER = {"name": "Isolated Watchtower", "type_line": "Land", "mana_cost": "", "oracle_text": "{T}: Add {C}.\n{2}, {T}: Scry 1, then you may reveal the top card of your library. If a basic land card is revealed this way, put it onto the battlefield tapped. Activate only if an opponent controls at least two more lands than you."}
SCEPTRE = {"name": "Sceptre of Eternal Glory", "type_line": "Legendary Artifact", "mana_cost": "{4}", "oracle_text": "{T}: Add one mana of any color.\n{T}: Add three mana of any one color. Activate only if you control three or more lands with the same name."}
SPHERE = {"name": "Glistening Sphere", "type_line": "Artifact", "mana_cost": "{3}", "oracle_text": "This artifact enters tapped.\nWhen this artifact enters, proliferate.\n{T}: Add one mana of any color.\nCorrupted — {T}: Add three mana of any one color. Activate only if an opponent has three or more poison counters."}
RELIC = {"name": "Orazca Relic", "type_line": "Artifact", "mana_cost": "{3}", "oracle_text": "Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)\n{T}: Add {C}.\n{T}, Sacrifice this artifact: You gain 3 life and draw a card. Activate only if you have the city's blessing."}
TOME = {"name": "Dungeon Tome", "type_line": "Artifact", "mana_cost": "{4}", "oracle_text": "{3}, {T}: Draw a card. Activate only if you've completed a dungeon."}
GHOST_TOWN = {"name": "Ghost Town", "type_line": "Land", "mana_cost": "", "oracle_text": "{T}: Add {C}.\n{0}: Return this land to its owner's hand. Activate only if it's not your turn."}
CINDER = {"name": "Manaforge Cinder", "type_line": "Creature — Elemental Shaman", "mana_cost": "{B/R}", "oracle_text": "{1}: Add {B} or {R}. Activate no more than three times each turn.", "power": "1", "toughness": "1"}
ESTATE = {"name": "Voldaren Estate", "type_line": "Land", "mana_cost": "", "oracle_text": "{T}: Add {C}.\n{T}, Pay 1 life: Add one mana of any color. Spend this mana only to cast a Vampire spell.\n{5}, {T}: Create a Blood token. This ability costs {1} less to activate for each Vampire you control. (It's an artifact with \"{1}, {T}, Discard a card, Sacrifice this token: Draw a card.\")"}
VAMPIRE = {"name": "Vampire Nighthawk", "type_line": "Creature — Vampire Shaman", "mana_cost": "{1}{B}{B}", "oracle_text": "Flying, deathtouch, lifelink", "power": "2", "toughness": "3"}
FURNACE = {"name": "Test Furnace", "type_line": "Artifact", "mana_cost": "{2}", "oracle_text": "{2}{R}: Draw a card. This ability costs {1} less to activate for each charge counter on this artifact."}


def game(battlefield: dict[str, list[Any]], cards: Sequence[dict[str, str]], players: Sequence[str] = ("you", "opp"), **more: Any) -> GameState:
    """A game from a scenario mapping (SCENARIOS.md)."""
    return parse_scenario_text({"name": "t", "players": list(players), "cards": list(cards), "battlefield": battlefield, **more}).state


@pytest.mark.parametrize(
    ("lands", "ok"),
    [([], False), (["Swamp"], True), (["Plains"], True), (["Forest", "Island"], False), (["Savannah"], True)],
)
def test_verge_needs_one_of_its_two_land_types(lands: list[str], ok: bool) -> None:
    """602.5b: "Activate only if you control a Plains or a Swamp": either subtype is enough (a
    Savannah is a Plains); tap_for_mana offers {W} only when the ability may be activated, while
    could_produce ignores whether it could be (106.7)."""
    g = game({"you": [{"card": "Bleachbone Verge", "id": "v"}, *lands]}, [BLEACHBONE])
    assert can_activate(g, "v", 1).ok is ok
    assert set(tap_for_mana(g, "v").answer) == ({"B", "W"} if ok else {"B"})
    assert could_produce(g, "v").answer == ["W", "B"]


def test_entered_this_turn_is_read_from_the_scenario() -> None:
    """602.5b: "Activate only if this land entered this turn or if you control a basic land".
    A permanent that is not summoning sick has been under its controller's control since the turn
    began (302.6), so it did not enter this turn; a summoning-sick one may only have changed
    control, so without entered_this_turn the question is an error naming the key, unless the
    other part of the "or" holds."""
    assert can_activate(game({"you": [{"card": "Dark Fortress", "id": "f", "entered_this_turn": True}]}, [FORTRESS]), "f", 1).ok
    assert not can_activate(game({"you": [{"card": "Dark Fortress", "id": "f"}]}, [FORTRESS]), "f", 1).ok
    assert not can_activate(game({"you": [{"card": "Dark Fortress", "id": "f", "entered_this_turn": False, "summoning_sick": True}]}, [FORTRESS]), "f", 1).ok
    with pytest.raises(QueryError, match="entered_this_turn"):
        can_activate(game({"you": [{"card": "Dark Fortress", "id": "f", "summoning_sick": True}]}, [FORTRESS]), "f", 1)
    assert can_activate(game({"you": [{"card": "Dark Fortress", "id": "f", "summoning_sick": True}, "Swamp"]}, [FORTRESS]), "f", 1).ok


def test_entered_this_turn_means_summoning_sick() -> None:
    """302.6: a permanent that entered this turn came under its controller's control this turn:
    entered_this_turn implies summoning_sick, and the two can't contradict each other."""
    g = game({"you": [{"card": "Dark Fortress", "id": "f", "entered_this_turn": True}]}, [FORTRESS])
    assert g.permanent("f").summoning_sick
    with pytest.raises(ScenarioLoadError, match="entered_this_turn"):
        game({"you": [{"card": "Dark Fortress", "id": "f", "entered_this_turn": True, "summoning_sick": False}]}, [FORTRESS])


@settings(max_examples=20, deadline=None)
@given(a=st.integers(0, 6), b=st.integers(0, 6))
def test_an_opponent_controls_four_or_more_lands(a: int, b: int) -> None:
    """602.5b: "if an opponent controls four or more lands" asks of one opponent at a time: two
    opponents' lands are not added together."""
    g = game(
        {"you": [{"card": "Tectonic Edge", "id": "e"}, "Wastes"], "opp": ["Forest"] * a, "third": ["Island"] * b},
        [EDGE], players=("you", "opp", "third"),
    )
    assert can_activate(g, "e", 1).ok == (max(a, b) >= 4)


@settings(max_examples=20, deadline=None)
@given(mine=st.integers(0, 4), theirs=st.integers(0, 7))
def test_an_opponent_controls_at_least_two_more_lands(mine: int, theirs: int) -> None:
    """602.5b: "if an opponent controls at least two more lands than you" (the Watchtower itself
    is one of your lands)."""
    g = game({"you": [{"card": "Isolated Watchtower", "id": "w"}, *["Wastes"] * mine], "opp": ["Forest"] * theirs}, [WATCHTOWER])
    assert can_activate(g, "w", 1).ok == (theirs - (mine + 1) >= 2 and mine >= 2)


def test_lands_with_the_same_name() -> None:
    """602.5b, 201.2: three lands with one name, not three lands of one type."""
    assert not can_activate(game({"you": [{"card": "Sceptre of Eternal Glory", "id": "s"}, "Forest", "Forest", "Savannah"]}, [SCEPTRE]), "s", 1).ok
    assert can_activate(game({"you": [{"card": "Sceptre of Eternal Glory", "id": "s"}, "Forest", "Forest", "Forest"]}, [SCEPTRE]), "s", 1).ok


@settings(max_examples=15, deadline=None)
@given(poison=st.integers(0, 6))
def test_poison_counters_of_an_opponent(poison: int) -> None:
    """122.1, 602.5b: "if an opponent has three or more poison counters"; the scenario's
    player_counters says how many; a player it does not list is an error naming the key."""
    g = game({"you": [{"card": "Glistening Sphere", "id": "s"}]}, [SPHERE], player_counters={"opp": {"poison": poison}})
    assert can_activate(g, "s", 1).ok == (poison >= 3)
    with pytest.raises(QueryError, match="player_counters"):
        can_activate(game({"you": [{"card": "Glistening Sphere", "id": "s"}]}, [SPHERE]), "s", 1)


def test_the_citys_blessing_and_a_completed_dungeon() -> None:
    """702.131 (city's blessing), 309.7 (completing a dungeon): designations of a player the
    scenario lists; a scenario without the key is an error naming it."""
    relic = {"you": [{"card": "Orazca Relic", "id": "r"}]}
    assert can_activate(game(relic, [RELIC], city_blessing=["you"]), "r", 1).ok
    assert not can_activate(game(relic, [RELIC], city_blessing=[]), "r", 1).ok
    with pytest.raises(QueryError, match="city_blessing"):
        can_activate(game(relic, [RELIC]), "r", 1)
    tome = {"you": [{"card": "Dungeon Tome", "id": "t"}, "Wastes", "Wastes", "Wastes"]}
    assert can_activate(game(tome, [TOME], completed_dungeon=["you"]), "t", 0).ok
    assert not can_activate(game(tome, [TOME], completed_dungeon=["opp"]), "t", 0).ok
    with pytest.raises(QueryError, match="completed_dungeon"):
        can_activate(game(tome, [TOME]), "t", 0)


def test_not_your_turn() -> None:
    """602.5b: "Activate only if it's not your turn"."""
    board = {"you": [{"card": "Ghost Town", "id": "g"}]}
    assert not can_activate(game(board, [GHOST_TOWN], active="you"), "g", 1).ok
    assert can_activate(game(board, [GHOST_TOWN], active="opp"), "g", 1).ok


@pytest.mark.parametrize("times", [0, 1, 2, 3, 4])
def test_no_more_than_three_times_each_turn(times: int) -> None:
    """602.5b: "Activate no more than three times each turn"."""
    g = game({"you": [{"card": "Manaforge Cinder", "id": "c", "activated_this_turn": {0: times}}, "Swamp"]}, [CINDER])
    assert can_activate(g, "c", 0).ok == (times < 3)


@settings(max_examples=25, deadline=None)
@given(vampires=st.integers(0, 7), swamps=st.integers(0, 5))
def test_cost_reduced_for_each_vampire(vampires: int, swamps: int) -> None:
    """602.2b, 601.2f, 118.7a: "This ability costs {1} less to activate for each Vampire you
    control": {5} less one generic mana per Vampire, never below {0}."""
    g = game({"you": [{"card": "Voldaren Estate", "id": "e"}, *["Vampire Nighthawk"] * vampires, *["Swamp"] * swamps]}, [ESTATE, VAMPIRE])
    assert can_activate(g, "e", 2).ok == (swamps >= max(0, 5 - vampires))


@pytest.mark.parametrize(("charges", "mountains", "ok"), [(0, 3, True), (0, 2, False), (2, 1, True), (9, 1, True), (9, 0, False), (1, 1, False)])
def test_a_generic_reduction_never_takes_off_coloured_mana(charges: int, mountains: int, ok: bool) -> None:
    """118.7a: a generic reduction takes off generic mana only: {2}{R} less {9} is still {R}."""
    g = game({"you": [{"card": "Test Furnace", "id": "f", "counters": {"charge": charges}}, *["Mountain"] * mountains]}, [FURNACE])
    assert can_activate(g, "f", 0).ok is ok


def test_cost_change_of_a_mana_ability_is_not_assumed() -> None:
    """602.2b: the plan search does not apply a mana ability's own cost change, so the sentence
    stays unread and the ability's activation can't be decided; a coloured change is not read
    either (118.7b-d)."""
    altar = read_card_text("{2}: Add {R}. This ability costs {1} less to activate for each Mountain you control.", card_name="Odd Altar", type_line=TypeLine.parse("Artifact"))
    mana = [a for a in altar.abilities if isinstance(a, ManaAbility)]
    assert mana and mana[0].condition and altar.unread
    lamp = read_card_text("{2}{R}: Draw a card. This ability costs {R} less to activate for each Mountain you control.", card_name="Odd Lamp", type_line=TypeLine.parse("Artifact"))
    act = [a for a in lamp.abilities if isinstance(a, ActivatedAbility)]
    assert act and act[0].condition and not act[0].cost_changes and lamp.unread


MONGER = {"name": "Scandalmonger", "type_line": "Creature — Boar Monger", "mana_cost": "{3}{B}", "oracle_text": "{2}: Target player discards a card. Any player may activate this ability but only as a sorcery.", "power": "3", "toughness": "3"}
GOAT = {"name": "Oft-Nabbed Goat", "type_line": "Creature — Goat", "mana_cost": "{1}{B}", "power": "0", "toughness": "5", "oracle_text": "{1}: Draw a card. Gain control of this creature and put a -1/-1 counter on it. Only your opponents may activate this ability and only as a sorcery.\nWhen this creature dies, if it had one or more -1/-1 counters on it, its owner draws that many cards and each other player loses that much life."}
BLOOD_PACT = {"name": "Pact Stone", "type_line": "Artifact", "mana_cost": "{1}", "oracle_text": "{1}, Sacrifice a creature: Draw a card. Any player may activate this ability."}


@pytest.mark.parametrize("active", ["you", "opp"])
def test_any_player_may_activate_as_a_sorcery_on_their_turn(active: str) -> None:
    """602.2: "Any player may activate this ability"; "but only as a sorcery" is the activating
    player's main phase with an empty stack (307.1); each pays with their own mana."""
    g = game({"you": [{"card": "Scandalmonger", "id": "m"}, "Swamp", "Swamp"], "opp": ["Island", "Island"]}, [MONGER], active=active)
    assert can_activate(g, "m", 0, player="opp").ok == (active == "opp")
    assert can_activate(g, "m", 0).ok == (active == "you")
    poor = game({"you": [{"card": "Scandalmonger", "id": "m"}, "Swamp", "Swamp"], "opp": ["Island"]}, [MONGER], active="opp")
    assert not can_activate(poor, "m", 0, player="opp").ok  # one Island can't pay {2}; the Swamps are not opp's


def test_only_opponents_and_by_default_only_the_controller() -> None:
    """602.2: only an object's controller may activate its ability unless it says otherwise:
    "Only your opponents may activate this ability" excludes the controller."""
    g = game({"you": [{"card": "Oft-Nabbed Goat", "id": "g"}, "Swamp"], "opp": ["Island"]}, [GOAT], active="opp")
    assert not can_activate(g, "g", 0).ok
    assert can_activate(g, "g", 0, player="opp").ok
    v = game({"you": [{"card": "Gloomlake Verge", "id": "v"}, "Island"], "opp": []}, [{"name": "Gloomlake Verge", "type_line": "Land", "mana_cost": "", "oracle_text": "{T}: Add {U}.\n{T}: Add {B}. Activate only if you control an Island or a Swamp."}])
    no = can_activate(v, "v", 1, player="opp")
    assert not no.ok and no.rule == "602.2"


def test_another_player_and_a_cost_that_reads_you_is_an_error() -> None:
    """602.2, 701.21a: what another player could sacrifice for "Sacrifice a creature" is not
    decided by the model: an error, never a guess."""
    g = game({"you": [{"card": "Pact Stone", "id": "p"}, "Wastes"], "opp": ["Island", "Birds of Paradise"]}, [BLOOD_PACT])
    assert can_activate(g, "p", 0).ok is False  # you control no creature
    with pytest.raises(QueryError, match="another player"):
        can_activate(g, "p", 0, player="opp")


BOMBARDIERS = {"name": "Broadside Bombardiers", "type_line": "Creature — Goblin Pirate", "mana_cost": "{2}{R}", "power": "2", "toughness": "2", "oracle_text": "Menace, haste\nBoast — Sacrifice another creature or artifact: This creature deals damage equal to 2 plus the sacrificed permanent's mana value to any target. (Activate only if this creature attacked this turn and only once each turn.)"}
PRIEST = {"name": "Skirsdag High Priest", "type_line": "Creature — Human Cleric", "mana_cost": "{1}{B}", "power": "1", "toughness": "2", "oracle_text": "Morbid — {T}, Tap two untapped creatures you control: Create a 5/5 black Demon creature token with flying. Activate only if a creature died this turn."}
CHAMPION = {"name": "Bloodsoaked Champion", "type_line": "Creature — Human Warrior", "mana_cost": "{B}", "power": "1", "toughness": "1", "oracle_text": "This creature can't block.\nRaid — {1}{B}: Return this card from your graveyard to the battlefield. Activate only if you attacked this turn."}


def test_boast_means_attacked_this_turn_and_once_each_turn() -> None:
    """702.142a: "Boast — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only if this
    creature attacked this turn and only once each turn", though the reminder text is not read.
    Before combat on its controller's turn, or on another player's turn, it has not attacked
    (506.2, 500.1); after combat the scenario must say."""
    def board(**perm: Any) -> dict[str, list[Any]]:
        return {"you": [{"card": "Broadside Bombardiers", "id": "b", "activated_this_turn": [], **perm}, "Birds of Paradise"]}

    assert not can_activate(game(board(), [BOMBARDIERS]), "b", 0).ok  # main 1: no attack yet
    assert not can_activate(game(board(), [BOMBARDIERS], active="opp", phase="main2"), "b", 0).ok
    assert can_activate(game(board(attacked_this_turn=True), [BOMBARDIERS], phase="main2"), "b", 0).ok
    assert not can_activate(game({"you": [{"card": "Broadside Bombardiers", "id": "b", "activated_this_turn": [2], "attacked_this_turn": True}, "Birds of Paradise"]}, [BOMBARDIERS], phase="main2"), "b", 0).ok
    with pytest.raises(QueryError, match="attacked_this_turn"):
        can_activate(game(board(), [BOMBARDIERS], phase="main2"), "b", 0)


@pytest.mark.parametrize(("died", "ok"), [(0, False), (1, True), (3, True)])
def test_a_creature_died_this_turn(died: int, ok: bool) -> None:
    """602.5b, 700.4: "Activate only if a creature died this turn" reads creatures_died_this_turn;
    without it the question is an error naming the key."""
    board = {"you": [{"card": "Skirsdag High Priest", "id": "p"}, "Birds of Paradise", "Birds of Paradise"]}
    assert can_activate(game(board, [PRIEST], creatures_died_this_turn=died), "p", 0).ok is ok
    with pytest.raises(QueryError, match="creatures_died_this_turn"):
        can_activate(game(board, [PRIEST]), "p", 0)


def test_you_attacked_this_turn() -> None:
    """602.5b, 508.1: "Activate only if you attacked this turn": attacked_with_this_turn; on
    another player's turn you have not attacked (506.2)."""
    champion = {"you": [{"card": "Bloodsoaked Champion", "id": "c"}, "Swamp", "Swamp"]}
    assert can_activate(game(champion, [CHAMPION], phase="main2", attacked_with_this_turn={"you": 1}), "c", 0).ok
    assert not can_activate(game(champion, [CHAMPION], phase="main2", attacked_with_this_turn={"you": 0}), "c", 0).ok
    assert not can_activate(game(champion, [CHAMPION], active="opp", phase="main2"), "c", 0).ok
    with pytest.raises(QueryError, match="attacked_with_this_turn"):
        can_activate(game(champion, [CHAMPION], phase="main2"), "c", 0)


DUNGEON = {"name": "Volrath's Dungeon", "type_line": "Enchantment", "mana_cost": "{2}{B}{B}", "oracle_text": "Pay 5 life: Destroy this enchantment. Any player may activate this ability but only during their turn."}


@pytest.mark.parametrize(("active", "life", "ok"), [("opp", 20, True), ("opp", 4, False), ("you", 20, False)])
def test_any_player_during_their_turn_paying_their_life(active: str, life: int, ok: bool) -> None:
    """602.2: "Any player may activate this ability but only during their turn": the activating
    player's turn, and the life is theirs to pay (119.4)."""
    g = game({"you": [{"card": "Volrath's Dungeon", "id": "d"}]}, [DUNGEON], active=active, life={"opp": life, "you": 1})
    assert can_activate(g, "d", 0, player="opp").ok is ok


# ---- enters10: Equip (702.6a) -------------------------------------------------------------------

BONESPLITTER = {"name": "Bonesplitter", "type_line": "Artifact — Equipment", "mana_cost": "{1}", "oracle_text": "Equipped creature gets +2/+0.\nEquip {1}"}
PLATE = {
    "name": "Plate Armor", "type_line": "Artifact — Equipment", "mana_cost": "{3}",
    "oracle_text": "Equipped creature gets +3/+3 and has ward {1}.\nEquip {3}. This ability costs {1} less to activate for each other Equipment you control.",
}
LEATHER = {"name": "Leather Armor", "type_line": "Artifact — Equipment", "mana_cost": "{0}", "oracle_text": "Equipped creature gets +0/+1.\nEquip {0}. Activate only once each turn."}


def test_equip_reads_as_its_activated_ability() -> None:
    """702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
    Activate only as a sorcery.": an activated ability with that cost and sorcery timing; the
    sentences that follow on its line change its cost (602.2b) or restrict it (602.5b)."""
    equip = read_card_text("Equip {2}", card_name="Test", type_line=TypeLine.parse("Artifact — Equipment")).abilities[0]
    assert isinstance(equip, ActivatedAbility) and str(equip.cost.mana) == "{2}" and equip.requires == (SorceryTiming(),)
    line = read_card_text(LEATHER["oracle_text"], card_name="Leather Armor", type_line=TypeLine.parse("Artifact — Equipment")).abilities[1]
    assert isinstance(line, ActivatedAbility) and ActivationLimit(1, each_turn=True) in line.requires
    plate = read_card_text(PLATE["oracle_text"], card_name="Plate Armor", type_line=TypeLine.parse("Artifact — Equipment")).abilities[1]
    assert isinstance(plate, ActivatedAbility) and len(plate.cost_changes) == 1


@pytest.mark.parametrize(
    ("phase", "active", "mountains", "ok"),
    [("main1", "you", 1, True), ("main2", "you", 1, True), ("combat", "you", 1, False), ("main1", "opp", 1, False), ("main1", "you", 0, False)],
)
def test_equip_only_as_a_sorcery_and_paid(phase: str, active: str, mountains: int, ok: bool) -> None:
    """702.6a, 307.1: equip only in its controller's main phase with the stack empty, and only when
    its mana cost can be paid (605.3a)."""
    g = game({"you": [{"card": "Bonesplitter", "id": "b"}, "Goblin Bushwhacker", *["Mountain"] * mountains]}, [BONESPLITTER], phase=phase, active=active)
    assert can_activate(g, "b", 0).ok is ok


def test_equip_cost_reduced_per_other_equipment() -> None:
    """602.2b, 601.2f: Plate Armor's equip {3} costs {1} less for each other Equipment you control."""
    alone = game({"you": [{"card": "Plate Armor", "id": "p"}, "Goblin Bushwhacker", "Mountain", "Mountain"]}, [PLATE])
    assert can_activate(alone, "p", 0).ok is False
    paired = game({"you": [{"card": "Plate Armor", "id": "p"}, "Bonesplitter", "Goblin Bushwhacker", "Mountain", "Mountain"]}, [PLATE, BONESPLITTER])
    assert can_activate(paired, "p", 0).ok is True
