"""Typed queries (model/queries.py) and the front door's dispatch (solver/app/queries.py):

* every query kind of SCENARIOS.md's table that exists today parses into its typed query, and
  ``answer`` answers it (the dispatch is exhaustive: a kind without a case is a type error, and a
  kind without a sample here fails :func:`test_every_kind_parses_and_answers`);
* a malformed value is refused once, at load time, with the message that names the kind and key;
* ``answer`` and the per-kind functions take a Scenario or a GameState, and a query as a typed
  value, a scenario's Query, or a mapping as a file writes it.
"""

from __future__ import annotations

import typing
from typing import Any

import pytest
from manasolve.model.abilities import Zone
from manasolve.model.errors import QueryError
from manasolve.model.costs import ManaCost
from manasolve.model.queries import (
    QUERY_KINDS,
    QUERY_TYPES,
    AvailableManaQuery,
    CanActivateQuery,
    CanPayQuery,
    CastOptionsQuery,
    CastQuery,
    CouldProduceQuery,
    EntersQuery,
    QuerySpec,
    TapForManaQuery,
    parse_query,
)
from manasolve.model.scenario import (
    InvalidQuery,
    Query,
    Scenario,
    load_text,
    parse_scenario_text,
)
from manasolve.solver.app.queries import answer, query_spec

import manasolve

TEXT = """
name: q
players: [you, opp]
battlefield:
  you: [Forest, Mountain, Llanowar Elves, Sol Ring]
hand: {you: [Goblin Bushwhacker, Endless One]}
"""

# one sample per kind of SCENARIOS.md's table (those that exist today), and its typed query
SAMPLES: dict[str, tuple[Any, QuerySpec]] = {
    "could_produce": ("Forest", CouldProduceQuery("Forest")),
    "tap_for_mana": ({"permanent": "Forest", "ability": 0}, TapForManaQuery("Forest", 0)),
    "can_activate": ({"permanent": "Sol Ring", "ability": 0}, CanActivateQuery("Sol Ring", 0)),
    "cast": (
        {"card": "Goblin Bushwhacker", "from": "hand", "player": "you", "using": "normal", "prototype": False,
         "alternative_cost": None, "kicker": 1, "x": 0, "sacrifice": [], "targets": 0},
        CastQuery("Goblin Bushwhacker", Zone.HAND, "you", "normal", False, None, 1, 0, (), 0),
    ),
    "cast_options": ({"card": "Goblin Bushwhacker", "from": "hand", "player": "you"}, CastOptionsQuery("Goblin Bushwhacker", Zone.HAND, "you")),
    "enters": (
        {"card": "Endless One", "x": 2, "kicked": 0, "prototype": False, "cast": True},
        EntersQuery("Endless One", 2, 0, False, True, frozenset({"card", "x", "kicked", "prototype", "cast"})),
    ),
    "available_mana": ({"player": "you", "hand": True}, AvailableManaQuery("you", True)),
    "can_pay": (
        {"player": "you", "cost": "{1}{G}", "x": 0, "for": "Goblin Bushwhacker", "hand": True},
        CanPayQuery("you", ManaCost.parse("{1}{G}"), 0, "Goblin Bushwhacker", True),
    ),
}


def test_the_union_is_the_kinds() -> None:
    """One typed query per kind; the union QuerySpec is exactly them."""
    assert set(typing.get_args(QuerySpec)) == set(QUERY_TYPES)
    assert QUERY_KINDS == tuple(t.kind for t in QUERY_TYPES)
    assert len(set(QUERY_KINDS)) == len(QUERY_KINDS)


@pytest.mark.parametrize("kind", QUERY_KINDS)
def test_every_kind_parses_and_answers(kind: str) -> None:
    """Each kind parses into its typed query and ``answer`` dispatches it to an answer of its kind."""
    assert kind in SAMPLES, f"no sample for the query kind {kind!r}"
    value, expected = SAMPLES[kind]
    spec = parse_query(kind, value, players=("you", "opp"))
    assert spec == expected and spec.kind == kind
    s = parse_scenario_text(TEXT)
    result = answer(s, spec)
    assert result.answer is not None and result.to_dict()["kind"] == kind


def test_answer_takes_every_form_of_a_query() -> None:
    """A typed query, a scenario's Query (with or without its spec) and a mapping as a file
    writes it give the same answer; a Scenario and its GameState too."""
    s = parse_scenario_text(TEXT + "queries:\n  - cast: {card: Goblin Bushwhacker, kicker: 1}\n")
    (loaded,) = s.queries
    assert loaded.spec == CastQuery("Goblin Bushwhacker", kicker=1)
    forms: list[Any] = [
        loaded,
        Query("cast", {"card": "Goblin Bushwhacker", "kicker": 1}),
        {"cast": {"card": "Goblin Bushwhacker", "kicker": 1}},
        CastQuery("Goblin Bushwhacker", kicker=1),
    ]
    answers: list[Any] = [answer(where, q).answer for q in forms for where in (s, s.state)]
    assert all(a == answers[0] for a in answers) and answers[0]["cost"] == "{R}{R}"


def test_front_door_functions_take_a_scenario() -> None:
    """The per-kind functions take a Scenario as well as a GameState."""
    s = manasolve.scenario(TEXT)
    assert manasolve.could_produce(s, "Forest").answer == ["G"]
    assert manasolve.tap_for_mana(s, "Llanowar Elves").answer == ["G"]
    assert manasolve.can_activate(s, "Sol Ring", 0).answer is True
    assert manasolve.cast(s, "Goblin Bushwhacker").answer["legal"] is True
    assert [o["cost"] for o in manasolve.cast_options(s, "Goblin Bushwhacker").answer] == ["{R}"]  # one red source: not kicked
    assert manasolve.enters(s, "Endless One", x=2).answer == {"counters": {"+1/+1": 2}, "mana_value": 0}


@pytest.mark.parametrize(
    ("kind", "value", "message"),
    [
        ("could_produce", {"permanent": "Forest", "ability": 0}, "could_produce takes a permanent, not an ability"),
        ("could_produce", 3, "could_produce: expected a permanent reference or a mapping, got 3"),
        ("tap_for_mana", {"permanent": "Forest", "ability": -1}, "tap_for_mana: ability must be a whole number from 0, got -1"),
        ("tap_for_mana", {"permanent": "Forest", "abilty": 0}, "tap_for_mana: unknown key(s) ['abilty']; expected permanent and ability"),
        ("can_activate", "Sol Ring", "can_activate needs {permanent: REF, ability: N}, got 'Sol Ring'"),
        ("can_activate", {"permanent": "Sol Ring"}, "can_activate needs an ability number"),
        ("cast", [1], "cast: expected a mapping such as {card: NAME}, got [1]"),
        ("cast", {"card": "X", "kikcer": 1}, (
            "cast: unknown key 'kikcer' (did you mean 'kicker'?); expected card, from, player, using, "
            "prototype, alternative_cost, kicker, x, sacrifice, targets, pay_mana_instead, modes, optional_costs, face_down"
        )),
        ("cast", {"kicker": 1}, "cast: card: expected a card name, got None"),
        ("cast", {"card": "X", "from": "battlefield"}, "cast: from: expected hand, library, graveyard, exile or command, got 'battlefield'"),
        ("cast", {"card": "X", "player": "nobody"}, "cast: player: 'nobody' is not a player (you, opp)"),
        ("cast", {"card": "X", "using": True}, "cast: using: expected normal or a reference to a One with the Multiverse, got True"),
        ("cast", {"card": "X", "prototype": "yes"}, "cast: prototype: expected true or false, got 'yes'"),
        ("cast", {"card": "X", "alternative_cost": 3}, "cast: alternative_cost: expected the name of an alternative cost (such as evoke) or null, got 3"),
        ("cast", {"card": "X", "kicker": None}, "cast: kicker: expected a whole number from 0, got None"),
        ("cast", {"card": "X", "x": "two"}, "cast: x: expected a whole number from 0, got 'two'"),
        ("cast", {"card": "X", "sacrifice": [{"a": 1}]}, "cast: sacrifice: expected a list of permanent references, got [{'a': 1}]"),
        ("cast", {"card": "X", "targets": -1}, "cast: targets: expected a whole number from 0, got -1"),
        ("cast_options", {"card": "X", "x": 1}, "cast_options: unknown key 'x'; expected card, from, player"),
        ("enters", {"card": "X", "cast": 1}, "enters: cast: expected true or false, got 1"),
        ("enters", {"card": "X", "kicked": 1.5}, "enters: kicked: expected a whole number from 0, got 1.5"),
        ("available", "you", "unknown query kind 'available'"),
    ],
)
def test_malformed_values_name_the_kind_and_key(kind: str, value: Any, message: str) -> None:
    """The messages of a malformed query name the kind and the key at fault."""
    with pytest.raises(QueryError) as e:
        parse_query(kind, value, players=("you", "opp"))
    assert str(e.value) == message


def test_defaults_and_short_forms() -> None:
    """A card name stands for {card: NAME}; left-out keys take SCENARIOS.md's defaults."""
    assert parse_query("cast", "Fireball") == CastQuery("Fireball")
    assert parse_query("cast", {"card": "Fireball", "sacrifice": "Forest"}) == CastQuery("Fireball", sacrifice=("Forest",))
    assert parse_query("cast", {"card": "Fireball", "targets": None}) == CastQuery("Fireball", targets=None)
    assert parse_query("cast_options", {"card": "Fireball", "from": "library"}) == CastOptionsQuery("Fireball", Zone.LIBRARY_TOP)
    assert parse_query("enters", "Endless One") == EntersQuery("Endless One", given=frozenset({"card"}))
    assert parse_query("tap_for_mana", "Forest") == TapForManaQuery("Forest")
    # without the scenario's players, a player is checked for its shape only
    assert parse_query("cast", {"card": "X", "player": "bob"}) == CastQuery("X", player="bob")


def test_malformed_values_are_refused_at_load_time() -> None:
    """A scenario's query with a malformed value is an InvalidQuery whose problem is the message
    (the others, and the scenario, load)."""
    text = TEXT + (
        "queries:\n"
        "  - could_produce: Forest\n"
        "  - cast: {card: Goblin Bushwhacker, player: nobody}\n"
        "    expect: true\n"
    )
    (s,) = load_text(text)
    assert isinstance(s, Scenario)
    good, bad = s.queries
    assert good.spec == CouldProduceQuery("Forest") and not isinstance(good, InvalidQuery)
    assert isinstance(bad, InvalidQuery) and bad.spec is None and bad.expect is True
    assert bad.problem == "cast: player: 'nobody' is not a player (you, opp)"
    assert good == Query("could_produce", "Forest", 0)  # the spec does not change equality
    with pytest.raises(QueryError, match="is not a player"):
        answer(s, bad)


def test_query_spec_of_a_mapping() -> None:
    """A mapping is read as a file's query: exactly one kind."""
    assert query_spec({"could_produce": "Forest"}) == CouldProduceQuery("Forest")
    with pytest.raises(QueryError, match="more than one query kind"):
        query_spec({"could_produce": "Forest", "tap_for_mana": "Forest"})
    with pytest.raises(QueryError, match="is not a player"):
        query_spec({"cast_options": {"card": "X", "player": "bob"}}, ("you",))
