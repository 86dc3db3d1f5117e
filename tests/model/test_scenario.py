"""The scenario loader (model/scenario.py) against every rule of SCENARIOS.md and the project's keys.

Cards are read by the stub library of conftest.py (no grammar), so these tests are about the
file format only.
"""

from __future__ import annotations

import json

import pytest
from manasolve.model.errors import ScenarioLoadError, UnknownReferenceError
from manasolve.model.mana import ManaType, TypeSet
from manasolve.model.scenario import (
    MISSING,
    InvalidQuery,
    Query,
    Scenario,
    ScenarioError,
    iter_scenario_files,
    load_data,
    load_file,
    load_paths,
    load_text,
    parse_scenario_text,
    scenario_from_mapping,
)
from manasolve.model.state import Phase


def one(text, library):
    """The single item loaded from YAML text."""
    items = load_text(text, library, file="t.yaml")
    assert len(items) == 1
    return items[0]


def ok(text, library) -> Scenario:
    item = one(text, library)
    assert isinstance(item, Scenario), getattr(item, "message", item)
    return item


def err(text, library) -> ScenarioError:
    item = one(text, library)
    assert isinstance(item, ScenarioError), f"expected an error, loaded {item!r}"
    return item


MINIMAL = """
name: minimal
players: [you, opp]
"""


# --- defaults and the keys of the contract ----------------------------------------------------


def test_minimal_scenario_takes_the_defaults(stub_library):
    s = ok(MINIMAL, stub_library)
    st = s.state
    assert (s.name, s.file) == ("minimal", "t.yaml")
    assert st.players == ("you", "opp")
    assert st.active == "you"
    assert st.phase is Phase.MAIN1
    assert st.stack_empty is True
    assert dict(st.commander_identity) == {}
    assert st.permanents == ()
    assert dict(st.hand) == {} and dict(st.library_top) == {} and dict(st.lands_played) == {}
    assert s.queries == ()


def test_every_key_of_the_contract(stub_library):
    s = ok(
        """
        name: everything
        players: [you, opp]
        active: opp
        phase: upkeep
        stack_empty: false
        commander_identity: {you: UR, opp: ""}
        cards:
          - name: Twin Spring
            type_line: Land
            mana_cost: ""
            oracle_text: "{T}: Add {U} or {R}."
        battlefield:
          you:
            - Reflecting Pool
            - card: Forest
              id: f1
              tapped: true
            - card: Llanowar Elves
              summoning_sick: true
              haste: true
            - card: Vivid Crag
              counters: {charge: 0, "+1/+1": 1}
            - card: Thriving Bluff
              chosen_color: B
            - card: Utopia Sprawl
              attached_to: f1
              chosen_color: U
            - card: Mutavault
              extra_types: [Creature]
            - card: Everflowing Chalice
              kicked: 2
            - card: Endless One
              x: 3
            - card: One with the Multiverse
              used_this_turn: true
            - Twin Spring
          opp:
            - Contamination
        hand:            {you: [Goblin Bushwhacker, Bone Splinters]}
        library_top:     {you: Phyrexian Fleshgorger}
        lands_played:    {you: 1}
        queries:
          - could_produce: Reflecting Pool
            expect: [B]
        """,
        stub_library,
    )
    st = s.state
    p = st.permanent
    assert st.active == "opp" and st.phase is Phase.UPKEEP and st.stack_empty is False
    assert st.commander_identity == {"you": TypeSet.parse("UR"), "opp": TypeSet()}
    assert p("f1").tapped and p("f1").card.name == "Forest"
    assert not p("Reflecting Pool").tapped
    assert p("Llanowar Elves").summoning_sick and p("Llanowar Elves").haste
    assert dict(p("Vivid Crag").counters) == {"charge": 0, "+1/+1": 1}
    assert p("Thriving Bluff").chosen_color is ManaType.B
    assert p("Utopia Sprawl").attached_to == "f1" and p("Utopia Sprawl").chosen_color is ManaType.U
    assert p("Mutavault").extra_types == frozenset({"Creature"})
    assert p("Everflowing Chalice").kicked == 2
    assert p("Endless One").x == 3
    assert p("One with the Multiverse").used_this_turn
    assert p("Twin Spring").card.oracle_text == "{T}: Add {U} or {R}."
    assert p("Contamination").controller == "opp"
    assert {p: tuple(c.name for c in cs) for p, cs in st.hand.items()} == {"you": ("Goblin Bushwhacker", "Bone Splinters")}
    assert {p: c.name for p, c in st.library_top.items()} == {"you": "Phyrexian Fleshgorger"}
    assert st.lands_played == {"you": 1}
    assert s.queries == (Query("could_produce", "Reflecting Pool", 0, expect=["B"]),)


def test_project_keys_life_token_resolved_owner(stub_library):
    s = ok(
        """
        name: extras
        players: [you, opp]
        life: {you: 7, opp: -2}
        battlefield:
          you:
            - card: Deep Water
              resolved_this_turn: [0]
              owner: opp
            - card: Llanowar Elves
              token: true
        """,
        stub_library,
    )
    st = s.state
    assert st.life_of("you") == 7 and st.life_of("opp") == -2
    assert st.permanent("Deep Water").resolved_this_turn == (0,)
    assert st.permanent("Deep Water").owner == "opp"
    assert st.permanent("Llanowar Elves").is_token
    assert st.permanent("Deep Water").owner != st.permanent("Llanowar Elves").owner


def test_card_names_are_read_case_insensitively_and_stored_canonically(stub_library):
    s = ok(
        """
        name: case
        players: [you]
        battlefield: {you: [forest]}
        hand: {you: [llanowar elves]}
        """,
        stub_library,
    )
    assert s.state.permanents[0].id == "Forest"
    assert {p: tuple(c.name for c in cs) for p, cs in s.state.hand.items()} == {"you": ("Llanowar Elves",)}


# --- ids, timestamps and references -----------------------------------------------------------


def test_timestamps_follow_listing_order_players_as_written(stub_library):
    s = ok(
        """
        name: order
        players: [you, opp]
        battlefield:
          opp: [Swamp, Island]
          you: [Forest]
        """,
        stub_library,
    )
    assert [(p.id, p.controller, p.timestamp) for p in s.state.permanents] == [
        ("Swamp", "opp", 0),
        ("Island", "opp", 1),
        ("Forest", "you", 2),
    ]


def test_ids_explicit_unique_name_and_numbered_duplicates(stub_library):
    s = ok(
        """
        name: ids
        players: [you, opp]
        battlefield:
          you:
            - Forest
            - card: Forest
              id: f1
            - Forest
            - Swamp
          opp: [Forest]
        """,
        stub_library,
    )
    assert [p.id for p in s.state.permanents] == ["Forest#1", "f1", "Forest#2", "Swamp", "Forest#3"]
    assert s.state.permanent("f1").card.name == "Forest"
    assert s.state.permanent("Swamp").id == "Swamp"
    with pytest.raises(UnknownReferenceError) as e:
        s.state.permanent("Forest")
    assert e.value.candidates == ("Forest#1", "f1", "Forest#2", "Forest#3")
    assert "ambiguous" in str(e.value) and "Forest#1" in str(e.value)


def test_numeric_id_is_a_string(stub_library):
    s = ok("name: n\nplayers: [you]\nbattlefield: {you: [{card: Forest, id: 1}]}", stub_library)
    assert s.state.permanent("1").card.name == "Forest"


def test_repeated_explicit_id_is_an_error(stub_library):
    e = err(
        """
        name: dup ids
        players: [you]
        battlefield: {you: [{card: Forest, id: a}, {card: Swamp, id: a}]}
        """,
        stub_library,
    )
    assert "battlefield.you[1]" in e.message and "'a'" in e.message and "battlefield.you[0]" in e.message


def test_attached_to_resolves_a_unique_name_to_its_id(stub_library):
    s = ok(
        """
        name: aura
        players: [you]
        battlefield:
          you:
            - card: Forest
              id: f1
            - card: Wild Growth
              attached_to: Forest
        """,
        stub_library,
    )
    assert s.state.permanent("Wild Growth").attached_to == "f1"


def test_attached_to_an_ambiguous_name_names_reference_and_candidates(stub_library):
    e = err(
        """
        name: ambiguous aura
        players: [you]
        battlefield:
          you:
            - Forest
            - Forest
            - card: Wild Growth
              attached_to: Forest
        """,
        stub_library,
    )
    assert "battlefield.you[2].attached_to" in e.message
    assert "ambiguous reference 'Forest'" in e.message
    assert "Forest#1" in e.message and "Forest#2" in e.message
    assert e.message.startswith("t.yaml: scenario 'ambiguous aura': ")


def test_attached_to_an_unknown_reference_lists_the_permanents(stub_library):
    e = err(
        """
        name: lost aura
        players: [you]
        battlefield: {you: [Forest, {card: Wild Growth, attached_to: f9}]}
        """,
        stub_library,
    )
    assert "unknown reference 'f9'" in e.message and "Forest" in e.message


def test_attached_to_itself_is_an_error(stub_library):
    e = err("name: s\nplayers: [you]\nbattlefield: {you: [{card: Wild Growth, id: w, attached_to: w}]}", stub_library)
    assert "itself" in e.message


# --- commander identity and colours -----------------------------------------------------------


@pytest.mark.parametrize(
    "written, expected",
    [("UR", "UR"), ("RU", "UR"), ('""', ""), ("[G, W]", "WG"), ("WUBRG", "WUBRG")],
)
def test_commander_identity(stub_library, written, expected):
    s = ok(f"name: c\nplayers: [you, opp]\ncommander_identity: {{you: {written}}}", stub_library)
    assert s.state.commander_identity == {"you": TypeSet.parse(expected)}
    assert "opp" not in s.state.commander_identity


@pytest.mark.parametrize("written", ["C", "UC", "X", "null", "3"])
def test_commander_identity_rejects_what_is_not_colours(stub_library, written):
    e = err(f"name: c\nplayers: [you]\ncommander_identity: {{you: {written}}}", stub_library)
    assert "commander_identity.you" in e.message


@pytest.mark.parametrize("colour", ["C", "X", "7", "null", "[G]"])
def test_chosen_color_must_be_a_colour(stub_library, colour):
    e = err(f"name: c\nplayers: [you]\nbattlefield: {{you: [{{card: Thriving Bluff, chosen_color: {colour}}}]}}", stub_library)
    assert "battlefield.you[0].chosen_color" in e.message


def test_chosen_color_c_says_colourless_is_not_a_colour(stub_library):
    e = err("name: c\nplayers: [you]\nbattlefield: {you: [{card: Thriving Bluff, chosen_color: C}]}", stub_library)
    assert "not a color" in e.message


# --- scenario-local cards ---------------------------------------------------------------------


def test_local_cards_override_the_library_for_that_scenario_only(stub_library, write):
    path = write(
        "local.yaml",
        """
        scenarios:
          - name: overridden
            players: [you]
            cards:
              - {name: Forest, type_line: Land, oracle_text: "{T}: Add {B}."}
            battlefield: {you: [Forest]}
          - name: built-in
            players: [you]
            battlefield: {you: [Forest]}
        """,
    )
    first, second = load_file(path, stub_library)
    assert first.state.permanent("Forest").card.oracle_text == "{T}: Add {B}."
    assert first.state.permanent("Forest").card.subtypes == frozenset()
    assert second.state.permanent("Forest").card.subtypes == frozenset({"Forest"})
    assert "Forest" in stub_library and stub_library.get("Forest").subtypes == frozenset({"Forest"})
    assert first.library is not None and first.library.get("Forest").oracle_text == "{T}: Add {B}."


@pytest.mark.parametrize(
    "card, fault",
    [
        ("{name: Odd, type_line: Land, flavor: x}", "unknown key 'flavor'"),
        ("{type_line: Land}", "cards[0].name"),
        ("{name: Odd}", "cards[0].type_line"),
        ("{name: Odd, type_line: Lnad}", "Lnad"),
        ("Forest", "cards[0]"),
    ],
)
def test_bad_local_cards(stub_library, card, fault):
    e = err(f"name: c\nplayers: [you]\ncards: [{card}]", stub_library)
    assert fault in e.message


def test_a_local_card_defined_twice_is_an_error(stub_library):
    e = err("name: c\nplayers: [you]\ncards: [{name: A, type_line: Land}, {name: a, type_line: Land}]", stub_library)
    assert "defined twice" in e.message


def test_a_bad_type_line_names_the_card(stub_library):
    e = err(
        """
        name: bad type
        players: [you]
        cards: [{name: Odd Thing, type_line: Gizmo}]
        battlefield: {you: [Odd Thing]}
        """,
        stub_library,
    )
    assert "Odd Thing" in e.message and "Gizmo" in e.message


# --- card problems ----------------------------------------------------------------------------


def test_unknown_card_suggests_close_names_and_keeps_the_queries(stub_library):
    e = err(
        """
        name: typo
        players: [you]
        battlefield: {you: [Forrest]}
        queries:
          - could_produce: Forrest
            expect: [G]
          - tap_for_mana: Forrest
        """,
        stub_library,
    )
    assert e.name == "typo" and e.file == "t.yaml"
    assert "unknown card 'Forrest'" in e.message and "did you mean 'Forest'" in e.message
    assert "battlefield.you[0]" in e.message
    assert [q.kind for q in e.queries] == ["could_produce", "tap_for_mana"]
    assert e.queries[0].expect == ["G"]


@pytest.mark.parametrize(
    "where, text",
    [
        ("hand", "hand: {you: [Goblin Bushwacker]}"),
        ("library_top", "library_top: {you: Phyrexian Fleshgorgr}"),
        ("battlefield", "battlefield: {you: [{card: Sol Rng}]}"),
    ],
)
def test_unknown_cards_anywhere(stub_library, where, text):
    e = err(f"name: u\nplayers: [you]\n{text}", stub_library)
    assert where in e.message and "unknown card" in e.message and "did you mean" in e.message


def test_text_the_grammar_cannot_read_names_file_scenario_card_and_text(stub_library):
    """The stub raises the grammar's own CardTextError for text holding UNREADABLE."""
    e = err(
        """
        name: unreadable
        players: [you]
        cards: [{name: Weird Land, type_line: Land, oracle_text: "{T}: Add UNREADABLE mana."}]
        battlefield: {you: [Weird Land]}
        queries: [{could_produce: Weird Land}]
        """,
        stub_library,
    )
    assert e.message.startswith("t.yaml: scenario 'unreadable': ")
    assert "Weird Land" in e.message and "{T}: Add UNREADABLE mana." in e.message
    assert len(e.queries) == 1


class ExplodingLibrary:
    """A library whose reading fails with an unexpected fault (not a card problem)."""

    def get(self, name):
        raise RuntimeError("grammar crashed")


def test_an_unexpected_fault_while_reading_becomes_that_scenarios_error():
    items = load_text(
        "scenarios: [{name: a, players: [you], battlefield: {you: [Forest]}, queries: [{could_produce: Forest}]},"
        " {name: b, players: [you]}]",
        ExplodingLibrary(),  # type: ignore[arg-type]
    )
    assert isinstance(items[0], ScenarioError) and "RuntimeError: grammar crashed" in items[0].message
    assert len(items[0].queries) == 1
    assert isinstance(items[1], Scenario)


# --- strictness: unknown keys, names, phases, shapes ------------------------------------------


def test_unknown_top_level_key_is_named_with_a_suggestion(stub_library):
    e = err("name: k\nplayers: [you]\nbattlefeld: {}", stub_library)
    assert "unknown key 'battlefeld'" in e.message and "did you mean 'battlefield'" in e.message and "top level" in e.message


def test_unknown_permanent_key_is_named_with_where_it_is(stub_library):
    e = err("name: k\nplayers: [you]\nbattlefield: {you: [Forest, {card: Swamp, taped: true}]}", stub_library)
    assert "battlefield.you[1]" in e.message and "unknown key 'taped'" in e.message and "'tapped'" in e.message


def test_missing_name(stub_library):
    e = err("players: [you]\nqueries: [{could_produce: Forest}]", stub_library)
    assert e.name == "<scenario 1>" and "name: is required" in e.message and len(e.queries) == 1


@pytest.mark.parametrize("name", ["''", "12", "[a]"])
def test_name_must_be_a_non_empty_string(stub_library, name):
    e = err(f"name: {name}\nplayers: [you]", stub_library)
    assert "name" in e.message


def test_duplicate_scenario_names_within_a_file(stub_library):
    items = load_text(
        """
scenarios:
  - {name: same, players: [you]}
  - {name: other, players: [you]}
  - {name: same, players: [you], queries: [{could_produce: x}]}
""",
        stub_library,
        file="d.yaml",
    )
    assert [type(i).__name__ for i in items] == ["Scenario", "Scenario", "ScenarioError"]
    assert "duplicate scenario name" in items[2].message and "scenario 1" in items[2].message
    assert len(items[2].queries) == 1


def test_same_name_in_two_files_is_fine(stub_library, write):
    a = write("a.yaml", MINIMAL)
    b = write("b.yaml", MINIMAL)
    assert all(isinstance(i, Scenario) for i in load_paths([a, b], stub_library))


@pytest.mark.parametrize("phase", ["main", "Main3", "beginning", "3"])
def test_bad_phase_lists_the_phases(stub_library, phase):
    e = err(f"name: p\nplayers: [you]\nphase: {phase}", stub_library)
    assert "phase" in e.message and "untap, upkeep, draw, main1, combat, main2, end" in e.message


@pytest.mark.parametrize("phase", [p.value for p in Phase])
def test_every_phase(stub_library, phase):
    assert ok(f"name: p\nplayers: [you]\nphase: {phase}", stub_library).state.phase is Phase(phase)


@pytest.mark.parametrize(
    "text, fault",
    [
        ("name: p", "players: is required"),
        ("name: p\nplayers: []", "players"),
        ("name: p\nplayers: [you, you]", "repeated"),
        ("name: p\nplayers: [you, no]", "players[1]"),
        ("name: p\nplayers: you", "players"),
        ("name: p\nplayers: [you]\nactive: opp", "active"),
        ("name: p\nplayers: [you]\nstack_empty: maybe", "stack_empty"),
        ("name: p\nplayers: [you]\nbattlefield: {opp: [Forest]}", "'opp' is not a player"),
        ("name: p\nplayers: [you]\nbattlefield: [Forest]", "battlefield"),
        ("name: p\nplayers: [you]\nbattlefield: {you: Forest}", "battlefield.you"),
        ("name: p\nplayers: [you]\nbattlefield: {you: [3]}", "battlefield.you[0]"),
        ("name: p\nplayers: [you]\nbattlefield: {you: [{id: f}]}", "'card' is required"),
        ("name: p\nplayers: [you]\nbattlefield: {you: [{card: Forest, tapped: yes please}]}", "tapped"),
        ("name: p\nplayers: [you]\nbattlefield: {you: [{card: Forest, counters: 2}]}", "counters"),
        ("name: p\nplayers: [you]\nbattlefield: {you: [{card: Forest, counters: {charge: -1}}]}", "counters.charge"),
        ("name: p\nplayers: [you]\nbattlefield: {you: [{card: Forest, kicked: -1}]}", "kicked"),
        ("name: p\nplayers: [you]\nbattlefield: {you: [{card: Forest, x: two}]}", ".x"),
        ("name: p\nplayers: [you]\nbattlefield: {you: [{card: Forest, extra_types: Creature}]}", "extra_types"),
        ("name: p\nplayers: [you]\nbattlefield: {you: [{card: Forest, resolved_this_turn: [a]}]}", "resolved_this_turn[0]"),
        ("name: p\nplayers: [you]\nbattlefield: {you: [{card: Forest, owner: opp}]}", "owner"),
        ("name: p\nplayers: [you]\nhand: {you: Forest}", "hand.you"),
        ("name: p\nplayers: [you]\nhand: [Forest]", "hand"),
        ("name: p\nplayers: [you]\nlands_played: {you: -1}", "lands_played.you"),
        ("name: p\nplayers: [you]\nlife: {you: lots}", "life.you"),
        ("name: p\nplayers: [you]\nqueries: {could_produce: Forest}", "queries"),
    ],
)
def test_malformed_values_name_where_they_are(stub_library, text, fault):
    assert fault in err(text, stub_library).message


def test_empty_sections_are_allowed(stub_library):
    s = ok("name: e\nplayers: [you]\nbattlefield: {you: }\nhand:\nqueries:", stub_library)
    assert s.state.permanents == () and s.queries == ()


# --- queries ----------------------------------------------------------------------------------


def test_queries_keep_raw_values_expectations_and_positions(stub_library):
    s = ok(
        """
        name: q
        players: [you]
        queries:
          - could_produce: Forest
          - tap_for_mana: {permanent: Forest, ability: 0}
            expect: [G]
          - can_activate: {permanent: Forest, ability: 0}
            expect: true
          - cast: {card: Goblin Bushwhacker, kicker: 1}
            expect: {legal: true, cost: "{R}{R}"}
          - cast_options: {card: Goblin Bushwhacker}
            expect_includes: [{kicker: 1}]
            expect_excludes: [{kicker: 2}]
          - enters: {card: Endless One, x: 3}
            expect: {counters: {"+1/+1": 3}}
        """,
        stub_library,
    )
    q = s.queries
    assert [x.kind for x in q] == ["could_produce", "tap_for_mana", "can_activate", "cast", "cast_options", "enters"]
    assert [x.index for x in q] == list(range(6))
    assert q[0].expect is MISSING and not q[0].has_expectation
    assert q[1].value == {"permanent": "Forest", "ability": 0} and q[1].expect == ["G"]
    assert q[2].expect is True
    assert q[3].expect == {"legal": True, "cost": "{R}{R}"}
    assert q[4].expect is MISSING and q[4].expect_includes == [{"kicker": 1}] and q[4].expect_excludes == [{"kicker": 2}]
    assert q[4].has_expectation
    assert not any(isinstance(x, InvalidQuery) for x in q)


@pytest.mark.parametrize(
    "query, fault",
    [
        ("{could_produce: Forest, tap_for_mana: Forest}", "more than one query kind"),
        ("{expect: [G]}", "no query kind"),
        ("{could_produce: Forest, expcet: [G]}", "unknown key 'expcet'"),
        ("{could_prodce: Forest}", "did you mean 'could_produce'"),
        ("{cast: {card: X}, expect_includes: [{kicker: 1}]}", "cast_options and available_mana queries only"),
        ("{cast_options: {card: X}, expect_includes: {kicker: 1}}", "expect_includes must be a list"),
        ("could_produce Forest", "expected a mapping"),
    ],
)
def test_a_malformed_query_is_an_error_for_that_query_only(stub_library, query, fault):
    s = ok(f"name: q\nplayers: [you]\nqueries: [{{could_produce: Forest}}, {query}]", stub_library)
    good, bad = s.queries
    assert not isinstance(good, InvalidQuery)
    assert isinstance(bad, InvalidQuery) and bad.index == 1
    assert bad.problem.startswith("queries[1]: ") and fault in bad.problem


# --- files: YAML, JSON, several scenarios, directories ----------------------------------------


def test_bad_yaml_is_one_error_for_the_file_and_the_batch_goes_on(stub_library, write):
    bad = write("bad.yaml", "name: [unclosed\nplayers: [you]\n")
    good = write("good.yaml", MINIMAL)
    items = load_paths([bad, good], stub_library)
    assert len(items) == 2
    assert isinstance(items[0], ScenarioError)
    assert items[0].name == "bad.yaml" and items[0].queries == ()
    assert str(bad) in items[0].message and "YAML" in items[0].message and "line" in items[0].message
    assert isinstance(items[1], Scenario)


def test_bad_json_is_one_error_for_the_file(stub_library, write):
    path = write("bad.json", '{"name": "x", "players": ["you"],}')
    (item,) = load_file(path, stub_library)
    assert isinstance(item, ScenarioError) and item.name == "bad.json" and "JSON" in item.message


def test_json_files(stub_library, write):
    data = {"scenarios": [{"name": "j", "players": ["you"], "battlefield": {"you": ["Forest"]},
                           "queries": [{"could_produce": "Forest", "expect": ["G"]}]}]}
    path = write("s.json", json.dumps(data))
    (s,) = load_file(path, stub_library)
    assert isinstance(s, Scenario) and s.state.permanent("Forest") and s.queries[0].expect == ["G"]


def test_repeated_keys_are_an_error_not_silently_the_last(stub_library, write):
    path = write("r.yaml", "name: r\nplayers: [you]\nqueries: [{could_produce: A}]\nqueries: [{could_produce: B}]\n")
    (item,) = load_file(path, stub_library)
    assert isinstance(item, ScenarioError) and "repeated key 'queries'" in item.message
    path = write("r.json", '{"name": "r", "players": ["you"], "players": ["me"]}')
    (item,) = load_file(path, stub_library)
    assert isinstance(item, ScenarioError) and "players" in item.message


def test_yaml_is_loaded_safely(stub_library, write):
    path = write("evil.yaml", "name: !!python/object/apply:os.system ['echo hi']\nplayers: [you]\n")
    (item,) = load_file(path, stub_library)
    assert isinstance(item, ScenarioError) and "YAML" in item.message


@pytest.mark.parametrize(
    "text, fault",
    [
        ("", "empty"),
        ("- name: a\n  players: [you]\n", "got a list"),
        ("scenarios: {name: a}\n", "expected a list of scenarios"),
        ("scenarios: []\nname: x\n", "no other top-level key"),
    ],
)
def test_file_shapes_that_are_not_scenarios(stub_library, write, text, fault):
    (item,) = load_file(write("shape.yaml", text), stub_library)
    assert isinstance(item, ScenarioError) and item.name == "shape.yaml" and fault in item.message


def test_a_scenarios_list_loads_each_and_one_bad_entry_does_not_stop_the_others(stub_library):
    items = load_text("scenarios: [{name: a, players: [you]}, 17, {name: c, players: [you], bogus: 1}, {name: d, players: [me]}]", stub_library)
    assert [type(i).__name__ for i in items] == ["Scenario", "ScenarioError", "ScenarioError", "Scenario"]
    assert items[1].name == "<scenario 2>"
    assert items[2].name == "c" and "bogus" in items[2].message


def test_directory_recursion_in_sorted_order(stub_library, write, tmp_path):
    for rel in ["b.yaml", "a/z.yml", "a/b/c.json", "a.yaml", "notes.txt", "c/d.YAML"]:
        name = rel.rsplit("/", 1)[-1].split(".")[0]
        text = json.dumps({"name": name, "players": ["you"]}) if rel.endswith(".json") else f"name: {name}\nplayers: [you]\n"
        write(rel, text)
    files = iter_scenario_files([tmp_path])
    assert [f.relative_to(tmp_path).as_posix() for f in files] == ["a/b/c.json", "a/z.yml", "a.yaml", "b.yaml", "c/d.YAML"]
    names = [s.name for s in load_paths([tmp_path], stub_library)]
    assert names == ["c", "z", "a", "b", "d"]


def test_paths_keep_the_order_given_and_a_missing_path_is_named(stub_library, write, tmp_path):
    a, b = write("a.yaml", "name: a\nplayers: [you]"), write("b.yaml", "name: b\nplayers: [you]")
    assert [s.name for s in load_paths([b, a], stub_library)] == ["b", "a"]
    with pytest.raises(FileNotFoundError, match="nope.yaml"):
        load_paths([a, tmp_path / "nope.yaml"], stub_library)


def test_an_explicit_file_with_another_suffix_is_read_as_yaml(stub_library, write):
    (s,) = load_file(write("scenario.txt", MINIMAL), stub_library)
    assert isinstance(s, Scenario)


# --- the one-scenario entry points (notebooks) ------------------------------------------------


def test_parse_scenario_text_from_yaml_json_and_mappings(stub_library):
    assert parse_scenario_text(MINIMAL, stub_library).name == "minimal"
    assert parse_scenario_text('{"name": "j", "players": ["you"]}', stub_library).name == "j"
    assert parse_scenario_text({"name": "m", "players": ["you"]}, stub_library).name == "m"
    assert parse_scenario_text("scenarios: [{name: only, players: [you]}]", stub_library).name == "only"


def test_parse_scenario_text_raises_clear_errors(stub_library):
    with pytest.raises(ScenarioLoadError, match="did you mean 'Forest'"):
        parse_scenario_text("name: x\nplayers: [you]\nbattlefield: {you: [Forrest]}", stub_library)
    with pytest.raises(ScenarioLoadError, match="found 2"):
        parse_scenario_text("scenarios: [{name: a, players: [you]}, {name: b, players: [you]}]", stub_library)
    with pytest.raises(ScenarioLoadError, match="queries\\[0\\]: no query kind"):
        parse_scenario_text("name: x\nplayers: [you]\nqueries: [{expect: 1}]", stub_library)
    with pytest.raises(ScenarioLoadError, match="YAML"):
        parse_scenario_text("name: [", stub_library)


def test_scenario_from_mapping(stub_library):
    s = scenario_from_mapping({"name": "m", "players": ["you"], "battlefield": {"you": ["Forest"]}}, file="nb", library=stub_library)
    assert s.file == "nb" and s.state.permanent("Forest")
    with pytest.raises(ScenarioLoadError) as e:
        scenario_from_mapping({"name": "m", "players": ["you"], "phase": "lunch"}, library=stub_library)
    assert "phase" in str(e.value) and len(e.value.errors) == 1


def test_load_data_with_a_parsed_mapping(stub_library):
    (s,) = load_data({"name": "d", "players": ["you"]}, file="f.yaml", library=stub_library)
    assert s.name == "d" and s.file == "f.yaml"
