"""Type and power/toughness changes that resolving abilities create (611.2a, 613.4b, 302.6):
"becomes an X/X ..." with the X fixed as the ability resolved (608.2h), "with power and toughness
each equal to its mana value" (202.3), "you may have ... become ..." (608.2d), and the durations
"until end of combat" / "until your next upkeep". Each test states the rule it checks; the cards
are real (Oracle text)."""

from __future__ import annotations

from typing import Any, Sequence

import pytest
from manasolve.model.abilities import ActivatedAbility, SetBasePT, TriggeredAbility, TypeChange, XValue
from manasolve.model.cards import TypeLine
from manasolve.model.errors import InputError, QueryError
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.state import GameState
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import tap_for_mana
from manasolve.solver.board.layers import compute_board
from manasolve.solver.mana.amounts import amount_of

SYDRI = {"name": "Sydri, Galvanic Genius", "type_line": "Legendary Creature — Human Artificer", "mana_cost": "{W}{U}{B}", "power": "2", "toughness": "2",
         "oracle_text": "{U}: Target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value until end of turn.\n{W}{B}: Target artifact creature gains deathtouch and lifelink until end of turn."}
MARCH = {"name": "March of the Machines", "type_line": "Enchantment", "mana_cost": "{3}{U}",
         "oracle_text": "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value."}
SPINNER = {"name": "Destiny Spinner", "type_line": "Enchantment Creature — Human", "mana_cost": "{1}{G}", "power": "2", "toughness": "3",
           "oracle_text": "Creature and enchantment spells you control can't be countered.\n{3}{G}: Target land you control becomes an X/X Elemental creature with trample and haste until end of turn, where X is the number of enchantments you control. It's still a land."}
TOMB = {"name": "Angel's Tomb", "type_line": "Artifact", "mana_cost": "{3}",
        "oracle_text": "Whenever a creature you control enters, you may have this artifact become a 3/3 white Angel artifact creature with flying until end of turn."}
LOTUS = {"name": "Gilded Lotus", "type_line": "Artifact", "mana_cost": "{5}", "oracle_text": "{T}: Add three mana of any one color."}
STAFF = {"name": "Chimeric Staff", "type_line": "Artifact", "mana_cost": "{4}", "oracle_text": "{X}: This artifact becomes an X/X Construct artifact creature until end of turn."}
POLTERGEIST = {"name": "Xenic Poltergeist", "type_line": "Creature — Spirit", "mana_cost": "{1}{B}{B}", "power": "1", "toughness": "1",
               "oracle_text": "{T}: Until your next upkeep, target noncreature artifact becomes an artifact creature with power and toughness each equal to its mana value."}

CARDS = [SYDRI, MARCH, SPINNER, TOMB, LOTUS, STAFF, POLTERGEIST]


def game(battlefield: dict[str, list[Any]], cards: Sequence[dict[str, str]] = CARDS, **more: Any) -> GameState:
    """A two-player game from a scenario mapping (SCENARIOS.md)."""
    return parse_scenario_text({"name": "t", "players": ["you", "opp"], "cards": list(cards), "battlefield": battlefield, **more}).state


def pt(state: GameState, pid: str) -> tuple[int, int]:
    v = compute_board(state, amount_of).view(pid)
    return v.power, v.toughness


def test_x_x_reads_as_base_power_and_toughness_per_x() -> None:
    """613.4b, 107.3: "becomes an X/X Construct artifact creature" sets the base values to the X of
    the ability's cost, with the types of the phrase (205.1b: an artifact creature stays an
    artifact)."""
    (a,) = parse_abilities(STAFF["oracle_text"], card_name=STAFF["name"], type_line=TypeLine.parse("Artifact"))
    assert isinstance(a, ActivatedAbility)
    kinds = {type(e) for e in a.continuous}
    assert TypeChange in kinds
    (base,) = [e for e in a.continuous if isinstance(e, SetBasePT)]
    assert (base.power, base.toughness, base.per) == (1, 1, XValue())


def test_the_x_of_a_resolved_ability_is_the_resolution_number() -> None:
    """608.2h: Destiny Spinner's X ("the number of enchantments you control") was counted as the
    ability resolved; the scenario's `number` gives it, whatever the board counts now."""
    s = game({"you": [{"card": "Destiny Spinner", "resolved_this_turn": [{"ability": 1, "targets": ["f"], "number": 4}]}, {"card": "Forest", "id": "f"}]})
    assert pt(s, "f") == (4, 4)


def test_an_unfixed_x_is_an_error_naming_the_key() -> None:
    """608.2h: never assumed: without the resolution's number, asking the land's power is an error
    that names `number`."""
    s = game({"you": [{"card": "Chimeric Staff", "id": "st", "resolved_this_turn": [0]}]})
    with pytest.raises(QueryError, match="number"):
        pt(s, "st")


def test_each_equal_to_its_mana_value_of_a_resolved_ability() -> None:
    """613.4b, 202.3: Sydri makes the targeted artifact a creature whose base power and toughness
    are its own mana value (Gilded Lotus: 5)."""
    s = game({"you": [{"card": "Sydri, Galvanic Genius", "resolved_this_turn": [{"ability": 0, "targets": ["l"]}]}, {"card": "Gilded Lotus", "id": "l"}]})
    assert pt(s, "l") == (5, 5)
    assert "Creature" in compute_board(s, amount_of).view("l").card_types


def test_each_equal_to_its_mana_value_of_a_static_ability_is_per_object() -> None:
    """613.4b, 202.3: March of the Machines gives each noncreature artifact its own mana value; a
    Sol Ring that came this turn is then a creature and can't use {T} (302.6)."""
    s = game({"you": ["March of the Machines", {"card": "Gilded Lotus", "id": "l"}, {"card": "Sol Ring", "id": "r", "summoning_sick": True}]})
    assert pt(s, "l") == (5, 5)
    assert pt(s, "r") == (1, 1)
    assert tap_for_mana(s, "r").answer == "illegal"
    assert set(tap_for_mana(s, "l").answer) == {"WWW", "UUU", "BBB", "RRR", "GGG"}


def test_you_may_have_it_become_reads_the_effect_chosen() -> None:
    """608.2d, 611.2a: "you may have this artifact become a 3/3 white Angel artifact creature with
    flying until end of turn": listed as resolved, the player chose to, and the Tomb is a 3/3."""
    (a,) = parse_abilities(TOMB["oracle_text"], card_name=TOMB["name"], type_line=TypeLine.parse("Artifact"))
    assert isinstance(a, TriggeredAbility) and a.continuous
    assert all(e.duration == "until end of turn" for e in a.continuous)
    s = game({"you": [{"card": "Angel's Tomb", "id": "t", "resolved_this_turn": [0]}]})
    assert pt(s, "t") == (3, 3)
    assert pt(game({"you": [{"card": "Angel's Tomb", "id": "t"}]}), "t") == (0, 0)


def test_until_your_next_upkeep_is_a_duration() -> None:
    """611.2a: "Until your next upkeep, target noncreature artifact becomes ..." lasts past this
    turn; listed as resolved, it is in force."""
    (a,) = parse_abilities(POLTERGEIST["oracle_text"], card_name=POLTERGEIST["name"], type_line=TypeLine.parse("Creature — Spirit"))
    assert isinstance(a, ActivatedAbility)
    assert {e.duration for e in a.continuous} == {"until your next upkeep"}
    s = game({"you": [{"card": "Xenic Poltergeist", "resolved_this_turn": [{"ability": 0, "targets": ["l"]}]}, {"card": "Gilded Lotus", "id": "l"}]})
    assert pt(s, "l") == (5, 5)


NOYAN = {"name": "Noyan Dar, Roil Shaper", "type_line": "Legendary Creature — Merfolk Ally", "mana_cost": "{3}{W}{U}", "power": "4", "toughness": "4",
         "oracle_text": "Whenever you cast an instant or sorcery spell, you may put three +1/+1 counters on target land you control. If you do, that land becomes a 0/0 Elemental creature with haste that's still a land."}
MIRROR = {"name": "Mirror Entity", "type_line": "Creature — Shapeshifter", "mana_cost": "{2}{W}", "power": "1", "toughness": "1",
          "oracle_text": "Changeling (This card is every creature type.)\n{X}: Until end of turn, creatures you control have base power and toughness X/X and gain all creature types."}


def test_if_you_do_effect_is_the_targeted_land_still_a_land() -> None:
    """608.2d, 205.1b, 613.4b-c: "If you do, that land becomes a 0/0 Elemental creature with haste
    that's still a land": "that land" is the target; it keeps its land types and its counters
    count on top of the base 0/0."""
    s = game({"you": [{"card": "Noyan Dar, Roil Shaper", "resolved_this_turn": [{"ability": 0, "targets": ["i"]}]},
                      {"card": "Island", "id": "i", "counters": {"+1/+1": 3}}]}, cards=[NOYAN])
    v = compute_board(s, amount_of).view("i")
    assert {"Land", "Creature"} <= v.card_types and {"Island", "Elemental"} <= v.subtypes
    assert (v.power, v.toughness) == (3, 3)


def test_if_you_followed_by_another_word_is_not_read() -> None:
    """Only "If you do," states that the optional instruction was done; "If you don't," is another
    condition the reading must not take for it."""
    text = "Whenever you cast an instant or sorcery spell, you may put three +1/+1 counters on target land you control. If you don't, that land becomes a 0/0 Elemental creature with haste that's still a land."
    (a,) = parse_abilities(text, card_name="Test Card", type_line=TypeLine.parse("Creature — Merfolk"))
    assert isinstance(a, TriggeredAbility) and not a.continuous


def test_have_base_power_and_toughness_x_x() -> None:
    """613.4b, 608.2h: Mirror Entity's "creatures you control have base power and toughness X/X":
    every creature you control, itself included, is X/X with the X paid (the resolution's number)."""
    s = game({"you": [{"card": "Mirror Entity", "id": "m", "resolved_this_turn": [{"ability": 1, "number": 3}]}, {"card": "Llanowar Elves", "id": "e"}]}, cards=[MIRROR])
    assert pt(s, "m") == (3, 3)
    assert pt(s, "e") == (3, 3)


TOMB_C = {"name": "Cyclopean Tomb", "type_line": "Artifact", "mana_cost": "{4}",
          "oracle_text": "{2}, {T}: Put a mire counter on target non-Swamp land. That land is a Swamp for as long as it has a mire counter on it. Activate only during your upkeep."}
WHISPERER = {"name": "Hedge Whisperer", "type_line": "Creature — Elf Druid Detective", "mana_cost": "{G}", "power": "0", "toughness": "3",
             "oracle_text": "{3}{G}, {T}, Collect evidence 4: Target land you control becomes a 5/5 green Plant Boar creature with haste for as long as this creature remains tapped. It's still a land. Activate only as a sorcery."}
DRUID = {"name": "Awakener Druid", "type_line": "Creature — Human Druid", "mana_cost": "{2}{G}", "power": "1", "toughness": "1",
         "oracle_text": "When this creature enters, target Forest becomes a 4/5 green Treefolk creature for as long as this creature remains on the battlefield. It's still a land."}


def test_for_as_long_as_it_has_a_counter_is_per_affected_object() -> None:
    """611.2b, 122.1: "That land is a Swamp for as long as it has a mire counter on it": a targeted
    land without the counter now is no longer changed; one with it is a Swamp (305.7)."""
    s = game({"you": [{"card": "Cyclopean Tomb", "resolved_this_turn": [{"ability": 0, "targets": ["a", "b"]}]},
                      {"card": "Forest", "id": "a", "counters": {"mire": 1}}, {"card": "Forest", "id": "b"}]}, cards=[TOMB_C])
    board = compute_board(s, amount_of)
    assert board.view("a").subtypes == frozenset({"Swamp"})
    assert board.view("b").subtypes == frozenset({"Forest"})


def test_for_as_long_as_the_source_remains_tapped() -> None:
    """611.2b: "for as long as this creature remains tapped": with the source untapped the effect
    has ended (it never starts again); tapped, the land is a 5/5 creature that is still a land."""
    tapped = game({"you": [{"card": "Hedge Whisperer", "tapped": True, "resolved_this_turn": [{"ability": 0, "targets": ["f"]}]}, {"card": "Forest", "id": "f"}]}, cards=[WHISPERER])
    assert pt(tapped, "f") == (5, 5)
    assert {"Land", "Creature"} <= compute_board(tapped, amount_of).view("f").card_types
    untapped = game({"you": [{"card": "Hedge Whisperer", "resolved_this_turn": [{"ability": 0, "targets": ["f"]}]}, {"card": "Forest", "id": "f"}]}, cards=[WHISPERER])
    assert "Creature" not in compute_board(untapped, amount_of).view("f").card_types


def test_for_as_long_as_the_source_remains_on_the_battlefield() -> None:
    """611.2b, 400.7: "for as long as this creature remains on the battlefield": the permanent that
    resolved the ability is on the battlefield, so the Forest is a 4/5 Treefolk creature."""
    s = game({"you": [{"card": "Awakener Druid", "resolved_this_turn": [{"ability": 0, "targets": ["f"]}]}, {"card": "Forest", "id": "f"}]}, cards=[DRUID])
    assert pt(s, "f") == (4, 5)


KAVU = {"name": "Tundra Kavu", "type_line": "Creature — Kavu", "mana_cost": "{2}{R}", "power": "2", "toughness": "2",
        "oracle_text": "{T}: Target land becomes a Plains or an Island until end of turn."}
COMPASS = {"name": "Navigator's Compass", "type_line": "Artifact", "mana_cost": "{1}",
           "oracle_text": "When this artifact enters, you gain 3 life.\n{T}: Until end of turn, target land you control becomes the basic land type of your choice in addition to its other types."}


def test_one_of_two_land_types_is_the_choice_made() -> None:
    """305.7, 608.2d: "becomes a Plains or an Island": the land type chosen as it resolved replaces
    the land's types; a type outside the two is an error naming the choices, never assumed."""
    s = game({"you": [{"card": "Tundra Kavu", "resolved_this_turn": [{"ability": 0, "targets": ["m"], "chosen": "Island"}]}, {"card": "Mountain", "id": "m"}]}, cards=[KAVU])
    assert compute_board(s, amount_of).view("m").subtypes == frozenset({"Island"})
    bad = game({"you": [{"card": "Tundra Kavu", "resolved_this_turn": [{"ability": 0, "targets": ["m"], "chosen": "Swamp"}]}, {"card": "Mountain", "id": "m"}]}, cards=[KAVU])
    with pytest.raises(InputError, match="Plains, Island"):
        compute_board(bad, amount_of)


def test_chosen_land_type_in_addition_keeps_the_old_types() -> None:
    """305.7, 205.1b: "becomes the basic land type of your choice in addition to its other types":
    a Forest made an Island too has both types."""
    s = game({"you": [{"card": "Navigator's Compass", "resolved_this_turn": [{"ability": 1, "targets": ["f"], "chosen": "Island"}]}, {"card": "Forest", "id": "f"}]}, cards=[COMPASS])
    assert compute_board(s, amount_of).view("f").subtypes == frozenset({"Forest", "Island"})


GROZOTH = {"name": "Grozoth", "type_line": "Creature — Leviathan", "mana_cost": "{6}{U}{U}{U}", "power": "9", "toughness": "9",
           "oracle_text": "Defender (This creature can't attack.)\n{4}: This creature loses defender until end of turn."}
SLOWING = {"name": "Test Slowing Charm", "type_line": "Artifact", "mana_cost": "{1}",
           "oracle_text": "{1}, {T}: Target creature loses haste until end of turn."}
HASTY_ELF = {"name": "Test Hasty Elf", "type_line": "Creature — Elf Druid", "mana_cost": "{G}", "power": "1", "toughness": "1",
             "oracle_text": "Haste\n{T}: Add {G}."}


def test_losing_a_keyword_removes_only_that_keyword() -> None:
    """613.1f, 702: "This creature loses defender until end of turn": its printed Defender is gone,
    its other abilities stay."""
    s = game({"you": [{"card": "Grozoth", "id": "g", "resolved_this_turn": [1]}]}, cards=[GROZOTH])
    names = [getattr(r.ability, "name", "") for r in compute_board(s, amount_of).view("g").abilities]
    assert "Defender" not in names
    assert len(names) == 1  # the "{4}: ..." ability itself


def test_a_creature_that_lost_haste_is_subject_to_302_6() -> None:
    """613.1f, 302.6: a creature that came under your control this turn and lost its haste until
    end of turn can't use its {T} mana ability; one that kept it can."""
    lost = game({"you": [{"card": "Test Slowing Charm", "resolved_this_turn": [{"ability": 0, "targets": ["e"]}]},
                         {"card": "Test Hasty Elf", "id": "e", "summoning_sick": True}]}, cards=[SLOWING, HASTY_ELF])
    assert tap_for_mana(lost, "e").answer == "illegal"
    kept = game({"you": [{"card": "Test Hasty Elf", "id": "e", "summoning_sick": True}]}, cards=[SLOWING, HASTY_ELF])
    assert set(tap_for_mana(kept, "e").answer) == {"G"}
