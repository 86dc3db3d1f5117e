"""Layer 7 complete (613.4a-d): characteristic-defining abilities (604.3), amounts of layer 7c
("+1/+1 for each ...", "+X/+X, where X is ..."), switching (613.4d) and amounts a resolving
ability fixed (608.2h). Each test states the rule it checks; the cards are real (Oracle text)."""

from __future__ import annotations

from typing import Any, Sequence

import pytest
from manasolve.model.errors import QueryError
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.state import GameState
from manasolve.solver.app.queries import tap_for_mana
from manasolve.solver.board.layers import compute_board
from manasolve.solver.mana.amounts import amount_of

MOLIMO = {"name": "Molimo, Maro-Sorcerer", "type_line": "Legendary Creature — Elemental Sorcerer", "mana_cost": "{4}{G}{G}{G}",
          "oracle_text": "Trample\nMolimo's power and toughness are each equal to the number of lands you control.", "power": "*", "toughness": "*"}
ELF = {"name": "Sharpshooter Elf", "type_line": "Creature — Elf Ranger", "mana_cost": "{2}{G}", "power": "*", "toughness": "2",
       "oracle_text": "Reach\nSharpshooter Elf's power is equal to the number of creatures you control.\nWhen this creature enters, it deals damage equal to its power to target creature with flying an opponent controls."}
NIM = {"name": "Nim Grotesque", "type_line": "Creature — Zombie", "mana_cost": "{6}{B}", "power": "3", "toughness": "6",
       "oracle_text": "This creature gets +1/+0 for each artifact you control."}
DRAKE = {"name": "Trawler Drake", "type_line": "Creature — Phyrexian Drake", "mana_cost": "{2}{U}", "power": "0", "toughness": "0",
         "oracle_text": "Flying\nThis creature enters with an oil counter on it.\nThis creature gets +1/+1 for each oil counter on it.\nWhenever you cast a noncreature spell, put an oil counter on this creature."}
QUADROPOD = {"name": "Myr Quadropod", "type_line": "Artifact Creature — Myr", "mana_cost": "{4}", "power": "1", "toughness": "4",
             "oracle_text": "{3}: Switch this creature's power and toughness until end of turn."}
ELDER = {"name": "Elder of Laurels", "type_line": "Creature — Human Advisor", "mana_cost": "{2}{G}", "power": "2", "toughness": "3",
         "oracle_text": "{3}{G}: Target creature gets +X/+X until end of turn, where X is the number of creatures you control."}
SPLINTER = {"name": "Splinterfright", "type_line": "Creature — Elemental", "mana_cost": "{2}{G}", "power": "*", "toughness": "*",
            "oracle_text": "Trample\nSplinterfright's power and toughness are each equal to the number of creature cards in your graveyard.\nAt the beginning of your upkeep, mill two cards."}
GRIM = {"name": "Grim Strider", "type_line": "Creature — Horror", "mana_cost": "{3}{B}", "power": "6", "toughness": "6",
        "oracle_text": "This creature gets -1/-1 for each card in your hand."}
HUMILITY = {"name": "Humility", "type_line": "Enchantment", "mana_cost": "{2}{W}{W}", "oracle_text": "All creatures lose all abilities and have base power and toughness 1/1."}
ANTHEM = {"name": "Glorious Anthem", "type_line": "Enchantment", "mana_cost": "{1}{W}{W}", "oracle_text": "Creatures you control get +1/+1."}
RANCHER = {"name": "Bighorner Rancher", "type_line": "Creature — Human Ranger", "mana_cost": "{4}{G}", "power": "2", "toughness": "5",
           "oracle_text": "Vigilance\n{T}: Add an amount of {G} equal to the greatest power among creatures you control.\nSacrifice this creature: You gain life equal to the greatest toughness among other creatures you control."}

CARDS = [MOLIMO, ELF, NIM, DRAKE, QUADROPOD, ELDER, SPLINTER, GRIM, HUMILITY, ANTHEM, RANCHER]


def game(battlefield: dict[str, list[Any]], cards: Sequence[dict[str, str]] = CARDS, **more: Any) -> GameState:
    """A two-player game from a scenario mapping (SCENARIOS.md)."""
    return parse_scenario_text({"name": "t", "players": ["you", "opp"], "cards": list(cards), "battlefield": battlefield, **more}).state


def pt(state: GameState, pid: str) -> tuple[int, int]:
    v = compute_board(state, amount_of).view(pid)
    return v.power, v.toughness


def test_a_characteristic_defining_ability_counts_now() -> None:
    """604.3, 613.4a: "Molimo's power and toughness are each equal to the number of lands you
    control" defines both values, counted whenever they are asked."""
    assert pt(game({"you": [{"card": "Molimo, Maro-Sorcerer", "id": "m"}, "Forest", "Forest", "Island"], "opp": ["Forest"]}), "m") == (3, 3)
    assert pt(game({"you": [{"card": "Molimo, Maro-Sorcerer", "id": "m"}]}), "m") == (0, 0)


def test_a_cda_of_power_only_keeps_the_printed_toughness() -> None:
    """604.3, 613.4a: "~'s power is equal to the number of creatures you control" defines the power;
    the toughness stays the printed 2."""
    assert pt(game({"you": [{"card": "Sharpshooter Elf", "id": "e"}, "Llanowar Elves", "Llanowar Elves"]}), "e") == (3, 2)


def test_layer_7b_applies_after_7a_and_a_lost_cda_does_not_apply() -> None:
    """613.4a-b: a value set in 7b (Humility's 1/1) overrides the 7a definition; and Humility's
    layer-6 removal takes the characteristic-defining ability first, so it never applies (613.1f,
    604.2)."""
    assert pt(game({"you": [{"card": "Molimo, Maro-Sorcerer", "id": "m"}, "Forest", "Forest", "Humility"]}), "m") == (1, 1)


def test_for_each_counts_the_selected_permanents() -> None:
    """613.4c: "gets +1/+0 for each artifact you control" adds +1/+0 times the count."""
    assert pt(game({"you": [{"card": "Nim Grotesque", "id": "n"}, "Sol Ring", "Sol Ring"], "opp": ["Sol Ring"]}), "n") == (5, 6)


def test_for_each_counter_and_negative_amounts() -> None:
    """613.4c: "+1/+1 for each oil counter on it" and "-1/-1 for each card in your hand" (the
    hand is the scenario's; 107.1b allows negative power)."""
    assert pt(game({"you": [{"card": "Trawler Drake", "id": "d", "counters": {"oil": 3}}]}), "d") == (3, 3)
    assert pt(game({"you": [{"card": "Grim Strider", "id": "g"}]}, hand={"you": ["Forest"] * 7}), "g") == (-1, -1)


def test_an_amount_the_scenario_cannot_give_fails_only_where_power_is_read() -> None:
    """208.1, 613.4a: without the graveyard, Splinterfright's power can't be counted; the board
    is computed all the same, and only reading its power is an error naming the key."""
    board = compute_board(game({"you": [{"card": "Splinterfright", "id": "s"}, "Forest"]}), amount_of)
    assert board.view("s").card_types == {"Creature"}
    with pytest.raises(QueryError, match="graveyard"):
        board.view("s").power
    assert pt(game({"you": [{"card": "Splinterfright", "id": "s"}]}, graveyard={"you": ["Llanowar Elves", "Forest", "Birds of Paradise"]}), "s") == (2, 2)


def test_switching_applies_last_after_counters() -> None:
    """613.4d: "Switch this creature's power and toughness until end of turn" applies after the
    +1/+1 counters and the changes of 7c: a 1/4 with a +1/+1 counter and Glorious Anthem (3/6) is
    6/3; a second switch switches back."""
    q = {"card": "Myr Quadropod", "id": "q", "counters": {"+1/+1": 1}, "resolved_this_turn": [0]}
    assert pt(game({"you": [q, "Glorious Anthem"]}), "q") == (6, 3)
    assert pt(game({"you": [dict(q, resolved_this_turn=[0, 0]), "Glorious Anthem"]}), "q") == (3, 6)


def test_a_resolved_amount_is_the_number_fixed_as_it_resolved() -> None:
    """608.2h: "Target creature gets +X/+X until end of turn, where X is the number of creatures
    you control" counts once, as the ability resolves; the scenario gives that number (its
    resolution's ``number``), and without it reading the target's power is an error naming it."""
    elder = {"card": "Elder of Laurels", "resolved_this_turn": [{"ability": 0, "targets": ["r"], "number": 3}]}
    assert pt(game({"you": [elder, {"card": "Bighorner Rancher", "id": "r"}]}), "r") == (5, 8)
    unfixed = {"card": "Elder of Laurels", "resolved_this_turn": [{"ability": 0, "targets": ["r"]}]}
    board = compute_board(game({"you": [unfixed, {"card": "Bighorner Rancher", "id": "r"}]}), amount_of)
    with pytest.raises(QueryError, match="number"):
        board.view("r").power


def test_mana_counts_power_after_layer_7() -> None:
    """208.1, 613.4: Bighorner Rancher adds {G} equal to the greatest power among creatures you
    control, counted after layer 7: Molimo with four lands is 4/4."""
    s = game({"you": [{"card": "Bighorner Rancher", "id": "r"}, "Molimo, Maro-Sorcerer", "Forest", "Forest", "Forest", "Forest"]})
    assert tap_for_mana(s, "r").answer == ["GGGG"]


JORAGA = {"name": "Joraga Treespeaker", "type_line": "Creature — Elf Druid", "mana_cost": "{G}", "power": "1", "toughness": "1",
          "oracle_text": "Level up {1}{G} ({1}{G}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-4\n1/2\n{T}: Add {G}{G}.\nLEVEL 5+\n1/4\nElves you control have \"{T}: Add {G}{G}.\""}


@pytest.mark.parametrize("levels, mana, size", [(0, "illegal", (1, 1)), (1, ["GG"], (1, 2)), (4, ["GG"], (1, 2)), (5, ["GG"], (1, 4))])
def test_a_level_striation_applies_only_at_its_levels(levels: int, mana: object, size: tuple[int, int]) -> None:
    """711.2a-b: "LEVEL 1-4 / 1/2 / {T}: Add {G}{G}." means "as long as it has 1 to 4 level
    counters, it has base power and toughness 1/2 and has '{T}: Add {G}{G}'"; "LEVEL 5+" from five.
    Without level counters Joraga Treespeaker is a 1/1 with no mana ability; at level 5 it is an
    Elf, so "Elves you control have ..." gives it the ability again (613.1f)."""
    s = game({"you": [{"card": "Joraga Treespeaker", "id": "j", "counters": {"level": levels}} if levels else {"card": "Joraga Treespeaker", "id": "j"}]}, [JORAGA])
    got = tap_for_mana(s, "j").answer
    assert (got == "illegal" or "illegal" in str(got)) if mana == "illegal" else got == mana
    assert pt(s, "j") == size


SWORD = {"name": "Sword of Fire and Ice", "type_line": "Artifact — Equipment", "mana_cost": "{3}",
         "oracle_text": "Equipped creature gets +2/+2 and has protection from red and from blue.\nWhenever equipped creature deals combat damage to a player, this Equipment deals 2 damage to any target and you draw a card.\nEquip {2}"}
SLASH = {"name": "Flame Slash", "type_line": "Sorcery", "mana_cost": "{R}", "oracle_text": "Flame Slash deals 4 damage to target creature."}


def test_a_sword_gives_its_bonus_and_both_protections() -> None:
    """613.4c, 702.16a-b: "Equipped creature gets +2/+2 and has protection from red and from blue":
    the equipped creature gets +2/+2 and a red spell can't target it (the only creature), while it can once
    the Sword is unattached."""
    from manasolve.solver.app.queries import cast

    def s(attached: bool) -> GameState:
        sword: dict[str, Any] = {"card": "Sword of Fire and Ice", "attached_to": "b"} if attached else {"card": "Sword of Fire and Ice"}
        return parse_scenario_text({"name": "t", "players": ["you", "opp"], "cards": [SWORD, SLASH],
                                    "battlefield": {"you": ["Mountain"], "opp": [{"card": "Goblin Bushwhacker", "id": "b"}, sword]},
                                    "hand": {"you": ["Flame Slash"]}}).state
    (p, t), (p0, t0) = pt(s(True), "b"), pt(s(False), "b")
    assert (p - p0, t - t0) == (2, 2)
    assert not cast(s(True), "Flame Slash").legal and cast(s(False), "Flame Slash").legal
