"""Cost changes that count how many different qualities a group has, and conditions on counts
(601.2f: the total cost is determined as the spell is cast; 118.7a: a generic reduction takes
off generic mana only): card types among cards in a graveyard (205.2a; Emrakul, the Promised
End's ruling: an artifact creature card counts as two card types), creature types among
creatures (205.3m; a changeling has every creature type, 702.73a), different mana values (202.3),
differently named permanents (201.2), "there are no land cards in your hand" (402), "your
opponents control three or more creatures" (102.2-3), total toughness (208.1) and creatures that
share a creature type. A zone the scenario does not give is never assumed empty."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import cast

from tests.games import card, game

TYPES = card("Type Counter", "Creature — Eldrazi", "This spell costs {1} less to cast for each card type among cards in your graveyard.", "{9}")
KINDS = card("Kind Counter", "Creature — Shapeshifter", "This spell costs {1} less to cast for each creature type among creatures you control.", "{6}{W}")
VALUES = card("Value Counter", "Creature — Horror", "This spell costs {1} less to cast for each different mana value among cards in your graveyard.", "{5}{B}")
NAMES = card("Name Counter", "Creature — Fungus", "This spell costs {X} less to cast, where X is the number of differently named lands you control.", "{6}{G}")
NO_LANDS = card("Landless", "Creature — Snake", "This spell costs {2} less to cast if there are no land cards in your hand.", "{2}{G}{G}")
CROWD = card("Crowd Watcher", "Creature — Beast", "This spell costs {2} less to cast if your opponents control three or more creatures.", "{4}{G}{G}")
KIN = card("Kin Caller", "Instant", "This spell costs {2} less to cast if you control at least two creatures that share a creature type.\nDraw a card.", "{4}{U}")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")
ELF = card("Test Elf", "Creature — Elf Druid", "", "{G}", "1/1")
SHIFTER = card("Test Shifter", "Creature — Shapeshifter", "Changeling (This card is every creature type.)", "{3}", "1/1")
ROCK = card("Test Rock", "Artifact", "", "{1}")
BOLT = card("Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", "{R}")
ARBOR = card("Test Arbor", "Land Creature — Forest Dryad", "", "", "1/1")
GOLEM = card("Test Golem", "Artifact Creature — Golem", "", "{4}", "3/3")
CARDS = [TYPES, KINDS, VALUES, NAMES, NO_LANDS, CROWD, KIN, BEAR, ELF, SHIFTER, ROCK, BOLT, ARBOR, GOLEM]


def _cost(spell: str, you: list[str], **top: object) -> str:
    return str(cast(game(CARDS, you, top.pop("opp", []), hand={"you": [spell, *top.pop("hand", [])]}, **top), spell).cost)


def test_an_artifact_creature_card_counts_as_two_card_types() -> None:
    """205.2a; Emrakul's ruling: types are counted, not cards."""
    assert _cost("Type Counter", [], graveyard={"you": ["Test Golem"]}) == "{7}"
    assert _cost("Type Counter", [], graveyard={"you": ["Test Golem", "Test Rock", "Test Arbor", "Test Bolt"]}) == "{5}"


def test_the_graveyard_is_never_assumed_empty() -> None:
    with pytest.raises(QueryError, match="graveyard"):
        cast(game(CARDS, [], hand={"you": ["Type Counter"]}), "Type Counter")


def test_creature_types_among_creatures_you_control() -> None:
    """205.3m: Elf, Druid and Bear are three types; an opponent's creature does not count."""
    assert _cost("Kind Counter", ["Test Elf", "Test Bear"], opp=["Test Golem"]) == "{3}{W}"
    assert _cost("Kind Counter", ["Test Bear", "Test Bear"]) == "{5}{W}"


def test_a_changeling_has_every_creature_type() -> None:
    """702.73a: the reduction takes off all the generic mana, never the coloured (118.7a)."""
    assert _cost("Kind Counter", ["Test Shifter"]) == "{W}"


def test_different_mana_values_and_names() -> None:
    """202.3: mana values 0, 1 and 4 are three; 201.2: two Forests are one name."""
    assert _cost("Value Counter", [], graveyard={"you": ["Test Arbor", "Test Rock", "Test Bolt", "Test Golem"]}) == "{2}{B}"
    assert _cost("Name Counter", ["Forest", "Forest", "Island"]) == "{4}{G}"


def test_no_land_cards_in_hand() -> None:
    """402: the condition reads the hand; the spell being cast is no land card either way."""
    assert _cost("Landless", [], hand=["Test Bolt"]) == "{G}{G}"
    assert _cost("Landless", [], hand=["Forest"]) == "{2}{G}{G}"


def test_all_opponents_creatures_together() -> None:
    """"your opponents control": the creatures of every opponent, together (102.2-3)."""
    assert _cost("Crowd Watcher", [], opp=["Test Bear", "Test Bear", "Test Elf"]) == "{2}{G}{G}"
    assert _cost("Crowd Watcher", ["Test Bear"], opp=["Test Bear", "Test Elf"]) == "{4}{G}{G}"


def test_two_creatures_that_share_a_creature_type() -> None:
    """205.3m: an Elf Druid and a Bear share none; a changeling shares one with each (702.73a)."""
    assert _cost("Kin Caller", ["Test Elf", "Test Bear"]) == "{4}{U}"
    assert _cost("Kin Caller", ["Test Elf", "Test Shifter"]) == "{2}{U}"


GRAVE = ["Test Bear", "Test Elf", "Test Shifter", "Test Rock", "Test Bolt", "Test Arbor", "Test Golem", "Forest"]
TYPE_LINES = {c["name"]: c["type_line"] for c in CARDS} | {"Forest": "Basic Land — Forest"}


def _oracle_types(names: list[str]) -> int:
    """Brute force: the words before the dash of each type line that are card types (205.2a)."""
    found = set()
    for n in names:
        for w in TYPE_LINES[n].split("—")[0].split():
            if w in {"Artifact", "Creature", "Land", "Instant", "Sorcery", "Enchantment", "Planeswalker", "Battle", "Kindred"}:
                found.add(w)
    return len(found)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(GRAVE), max_size=6))
def test_card_types_match_a_brute_force_count(names: list[str]) -> None:
    """205.2a: the reduction is the number of card types among the cards, at most {9}."""
    n = _oracle_types(names)
    expected = "{" + str(9 - n) + "}" if n < 9 else ""
    assert _cost("Type Counter", [], graveyard={"you": names}) in ({expected, "{0}"} if not expected else {expected})
