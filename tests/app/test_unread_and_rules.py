"""Unread text and contested rules, through the front doors: a sentence no rule reads or classifies
is an error naming the card and the sentence, unless the question allows unread text, and then every
answer it touches says so in its ``warnings`` (issue 10: "nothing is ever silent"); an effect's
unread sentence matters only once its ability has resolved (611.2a); the scenario key ``rules:``,
``Options.with_rules`` and ``--rule`` choose the readings of contested rules by name."""

from __future__ import annotations

import json

import pytest
from manasolve.model.abilities import InertAbility
from manasolve.model.errors import CardTextError, QueryError, ScenarioLoadError
from manasolve.model.library import CardLibrary
from manasolve.model.scenario import load_text, parse_scenario_text
from manasolve.solver.app.cli import main
from manasolve.solver.app.coverage import coverage
from manasolve.solver.app.queries import answer, could_produce, tap_for_mana
from manasolve.solver.options import Options, rule_names

ODD = "Zorbulate the frobnitz."
"""A sentence no rule of the grammar reads or classifies."""

ODD_LAND = {"name": "Odd Land", "type_line": "Land", "oracle_text": f"{{T}}: Add {{G}}.\n{ODD}"}
ODD_ROCK = {"name": "Odd Rock", "type_line": "Artifact", "oracle_text": f"{{1}}, {{T}}: Draw a card. {ODD}\n{{T}}: Add {{C}}."}
VAULT = {
    "name": "Bottomless Vault",
    "type_line": "Land",
    "oracle_text": "This land enters tapped.\nYou may choose not to untap this land during your untap step.\n"
    "At the beginning of your upkeep, if this land is tapped, put a storage counter on it.\n"
    "{T}, Remove any number of storage counters from this land: Add {B} for each storage counter removed this way.",
}


def library(*cards: dict) -> CardLibrary:
    return CardLibrary.builtin().with_cards(list(cards))


# ---- reading a card ------------------------------------------------------------------------


def test_an_unclassified_static_sentence_is_an_error_naming_card_and_sentence() -> None:
    lib = library(ODD_LAND)
    with pytest.raises(CardTextError) as info:
        lib.get("Odd Land")
    assert info.value.card == "Odd Land" and info.value.sentence == ODD


def test_allowed_the_card_keeps_the_sentence_and_its_abilities_leave_it_out() -> None:
    card = library(ODD_LAND).get("Odd Land", allow_unread=True)
    assert [u.text for u in card.unread] == [ODD]
    assert isinstance(card.abilities[1], InertAbility) and card.abilities[1].unread  # numbering kept (SCENARIOS.md)
    assert library(ODD_LAND).permissive().get("Odd Land").unread == card.unread


def test_an_effect_sentence_unread_is_kept_for_when_its_ability_resolves() -> None:
    """608.2: an activated ability's effect happens only when it resolves: reading the card is fine."""
    card = library(ODD_ROCK).get("Odd Rock")
    assert [(u.text, u.ability) for u in card.unread] == [(ODD, 0)]


# ---- questions -------------------------------------------------------------------------------


def test_a_scenario_with_an_unread_card_fails_to_load_naming_it() -> None:
    with pytest.raises(ScenarioLoadError, match="Odd Land.*Zorbulate"):
        parse_scenario_text("players: [you]\nbattlefield: {you: [Odd Land]}", library(ODD_LAND))


def test_allow_unread_answers_with_warnings_naming_card_and_sentence() -> None:
    s = parse_scenario_text("players: [you]\nallow_unread: true\nbattlefield: {you: [Odd Land, Forest]}", library(ODD_LAND))
    result = could_produce(s, "Odd Land")
    assert result.answer == ["G"]
    assert len(result.warnings) == 1 and "Odd Land" in result.warnings[0] and ODD in result.warnings[0]
    assert result.to_dict()["warnings"] == list(result.warnings)
    assert "warning" in str(result) and "warning" in result._repr_html_()
    # every answer the card touches carries it: another permanent's question too
    assert could_produce(s, "Forest").warnings == result.warnings


def test_options_allow_unread_and_a_permissive_library_do_the_same() -> None:
    s = parse_scenario_text("players: [you]\nbattlefield: {you: [Odd Land]}", library(ODD_LAND).permissive())
    assert s.state.allow_unread
    assert could_produce(s, "Odd Land", options=Options(allow_unread=True)).warnings


def test_an_effect_unread_matters_only_when_its_ability_resolved() -> None:
    """611.2a: a question about a game where the ability resolved this turn needs its effect."""
    lib = library(ODD_ROCK)
    quiet = parse_scenario_text("players: [you]\nbattlefield: {you: [Odd Rock]}", lib)
    assert could_produce(quiet, "Odd Rock").warnings == ()
    resolved = parse_scenario_text("players: [you]\nbattlefield: {you: [{card: Odd Rock, resolved_this_turn: [0]}]}", lib)
    with pytest.raises(CardTextError, match="resolved this turn"):
        could_produce(resolved, "Odd Rock")
    warned = could_produce(resolved, "Odd Rock", options=Options(allow_unread=True))
    assert warned.answer == ["C"] and "resolved this turn" in warned.warnings[0]


BAD_MOON = {"name": "Bad Moon", "type_line": "Enchantment", "mana_cost": "{1}{B}", "oracle_text": "Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it."}
RANCHER = {
    "name": "Bighorner Rancher",
    "type_line": "Creature — Human Ranger",
    "mana_cost": "{4}{G}",
    "oracle_text": "{T}: Add an amount of {G} equal to the greatest power among creatures you control.",
    "power": "2",
    "toughness": "5",
}


def test_an_unread_change_of_power_matters_only_where_power_is_read() -> None:
    """208.1, 613.4: a change of power the grammar does not read is not inert (amounts read power),
    but it is needed only by a game where a text reads power: the card itself is usable."""
    lib = library(BAD_MOON, RANCHER)
    card = lib.get("Bad Moon")  # no error: the sentence always applies, but only power reads it
    assert [(u.text, u.needs) for u in card.unread] == [("Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it.", "power and toughness")]
    quiet = parse_scenario_text("players: [you]\nbattlefield: {you: [Bad Moon, Forest]}", lib)
    assert could_produce(quiet, "Forest").answer == ["G"] and could_produce(quiet, "Forest").warnings == ()
    read = parse_scenario_text("players: [you]\nbattlefield: {you: [Bad Moon, Bighorner Rancher]}", lib)
    with pytest.raises(CardTextError, match="Bad Moon.*read by 'Bighorner Rancher'"):
        could_produce(read, "Bighorner Rancher")
    warned = could_produce(read, "Bighorner Rancher", options=Options(allow_unread=True))
    assert warned.answer == ["G"] and "Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it." in warned.warnings[0]


def test_a_change_of_power_the_grammar_reads_is_applied_in_layer_7c() -> None:
    """613.4c: "Creatures you control get +1/+1" raises the greatest power the Rancher counts."""
    anthem = {"name": "Glorious Anthem", "type_line": "Enchantment", "oracle_text": "Creatures you control get +1/+1."}
    s = parse_scenario_text("players: [you]\nbattlefield: {you: [Glorious Anthem, Bighorner Rancher]}", library(anthem, RANCHER))
    assert tap_for_mana(s, "Bighorner Rancher").answer == ["GGG"]


# ---- rules -----------------------------------------------------------------------------------


def test_the_rules_are_the_bool_options_but_allow_unread() -> None:
    assert "old_overabundance" in rule_names() and "hand_mana_abilities" in rule_names()
    assert "allow_unread" not in rule_names() and "max_outcomes" not in rule_names()
    assert Options().with_rules({"old_overabundance": True}).old_overabundance


def test_an_unknown_rule_is_an_error_listing_the_rules() -> None:
    with pytest.raises(QueryError, match="unknown rule.*'old_overabundanse'.*old_overabundance"):
        Options().with_rules({"old_overabundanse": True})


OVERABUNDANCE = """
players: [you]
battlefield:
  you: [Overabundance, Bottomless Vault]
"""


def test_scenario_rules_choose_the_old_overabundance_ruling() -> None:
    """106.12a: nothing produced, nothing triggers; the old ruling dealt the damage anyway (the
    witness says so); both readings add no mana."""
    lib = library(VAULT)
    current = parse_scenario_text(OVERABUNDANCE, lib)
    old = parse_scenario_text(OVERABUNDANCE + "rules: [old_overabundance]\n", lib)
    listed = parse_scenario_text(OVERABUNDANCE + "rules: {old_overabundance: true}\n", lib)
    assert tap_for_mana(current, "Bottomless Vault").answer == tap_for_mana(old, "Bottomless Vault").answer == [""]
    assert "old ruling" not in json.dumps(tap_for_mana(current, "Bottomless Vault").why)
    assert "old ruling" in json.dumps(tap_for_mana(old, "Bottomless Vault").why)
    assert "old ruling" in json.dumps(tap_for_mana(listed, "Bottomless Vault").why)


def test_an_unknown_rule_in_a_scenario_fails_its_queries() -> None:
    s = parse_scenario_text("players: [you]\nbattlefield: {you: [Forest]}\nrules: [no_such_rule]", CardLibrary.builtin())
    with pytest.raises(QueryError, match="scenario rules: unknown rule"):
        answer(s, {"could_produce": "Forest"})


def test_a_malformed_rules_key_is_a_load_error() -> None:
    (item,) = load_text("name: s\nplayers: [you]\nrules: 3", CardLibrary.builtin())
    assert "rules" in getattr(item, "message", "")


# ---- the command line ------------------------------------------------------------------------


@pytest.fixture
def odd_scenario(tmp_path):
    cards = tmp_path / "cards.json"
    cards.write_text(json.dumps([ODD_LAND]))
    s = tmp_path / "s.yaml"
    s.write_text("name: odd\nplayers: [you]\nbattlefield: {you: [Odd Land]}\nqueries:\n  - could_produce: Odd Land\n    expect: [G]\n")
    return str(cards), str(s)


def test_cli_allow_unread_gives_records_with_warnings(odd_scenario, capsys) -> None:
    cards, path = odd_scenario
    assert main(["run", path, "--cards", cards]) == 1  # a record with an error: run exits 1
    (refused,) = json.loads(capsys.readouterr().out)
    assert refused["error"] and ODD in refused["error"]
    assert main(["run", path, "--cards", cards, "--allow-unread"]) == 0
    (rec,) = json.loads(capsys.readouterr().out)
    assert rec["answer"] == ["G"] and ODD in rec["warnings"][0]
    assert main(["check", path, "--cards", cards, "--allow-unread"]) == 0
    out = capsys.readouterr().out
    assert "WARN" in out and ODD in out and "1 passed, 0 failed" in out


def test_cli_rule_names_are_checked(odd_scenario, capsys) -> None:
    cards, path = odd_scenario
    assert main(["run", path, "--cards", cards, "--rule", "no_such_rule"]) == 2
    assert "old_overabundance" in capsys.readouterr().err
    assert main(["run", path, "--cards", cards, "--allow-unread", "--rule", "old_overabundance", "--rule", "hand_mana_abilities=false"]) == 0


def test_cli_parse_and_cards_show_what_is_unread(odd_scenario, capsys) -> None:
    cards, _ = odd_scenario
    assert main(["parse", "--card", "Odd Land", "--cards", cards]) == 1
    assert main(["parse", "--card", "Odd Land", "--cards", cards, "--allow-unread"]) == 0
    out = capsys.readouterr().out
    assert f"UNREAD (no rule of the grammar reads or classifies this sentence): {ODD}" in out
    assert main(["cards", "--unread", "--cards", cards, "--allow-unread"]) == 0
    assert "PARTLY Odd Land" in capsys.readouterr().out


def test_coverage_counts_and_lists_the_inert_sentences(tmp_path, capsys) -> None:
    pool = tmp_path / "pool.json"
    pool.write_text(json.dumps([
        ODD_LAND,
        {"name": "Plain Land", "type_line": "Land", "oracle_text": "This land enters tapped.\n{T}: Add {G}."},
        {"name": "Odd Rock", "type_line": "Artifact", "oracle_text": ODD_ROCK["oracle_text"]},
        {"name": "Hasty", "type_line": "Enchantment", "oracle_text": "Creatures you control get +1/+1.\nDraw a card."},
    ]))
    assert main(["coverage", "--cards", str(pool), "--inert"]) == 0
    out = capsys.readouterr().out
    assert "== tap and untap (1 sentences)" in out and "Plain Land: This land enters tapped." in out
    from manasolve.model.pools import read_pool

    cov = coverage(read_pool(pool).cards.values())
    everyone = cov.population("all")
    assert (everyone.cards, everyone.read, everyone.usable, everyone.refused) == (4, 2, 1, 1)
    assert cov.population("mana").cards == 3  # the three whose text adds mana
    assert everyone.inert["tap and untap"] == 1
