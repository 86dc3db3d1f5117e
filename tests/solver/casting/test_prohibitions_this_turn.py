"""Casting prohibitions created for the rest of the turn by a spell that resolved (611.2a, 601.3,
101.2): "Your opponents can't cast spells this turn." (Mandate of Peace), "Players can't cast
noncreature spells this turn." (Calamity's Wake). Each test states the rule it checks; the cards are
real (Oracle text)."""

from __future__ import annotations

from typing import Any

from manasolve.model.abilities import ProhibitionThisTurn, SpellAbility
from manasolve.model.cards import TypeLine
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.selectors import Who
from manasolve.model.state import GameState
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import cast

MANDATE = {"name": "Mandate of Peace", "type_line": "Instant", "mana_cost": "{1}{W}",
           "oracle_text": "Cast this spell only during combat.\nYour opponents can't cast spells this turn.\nEnd the combat phase."}
WAKE = {"name": "Calamity's Wake", "type_line": "Instant", "mana_cost": "{1}{W}",
        "oracle_text": "Exile all graveyards. Players can't cast noncreature spells this turn. Exile Calamity's Wake."}
GROWTH = {"name": "Giant Growth", "type_line": "Instant", "mana_cost": "{G}", "oracle_text": "Target creature gets +3/+3 until end of turn."}


def game(**more: Any) -> GameState:
    """Both players with a Forest, Llanowar Elves and Giant Growth in hand."""
    return parse_scenario_text({
        "name": "t", "players": ["you", "opp"], "cards": [MANDATE, WAKE, GROWTH],
        "battlefield": {"you": ["Forest", "Llanowar Elves"], "opp": ["Forest", "Llanowar Elves"]},
        "hand": {"you": ["Giant Growth", "Llanowar Elves"], "opp": ["Giant Growth"]}, **more}).state


def test_the_sentence_reads_as_a_prohibition_of_the_resolving_spell() -> None:
    """611.2a: the sentence of an instant is an effect of its resolution, not a static ability
    (113.6a): a prohibition of its opponents for the turn."""
    abilities = parse_abilities(MANDATE["oracle_text"], card_name=MANDATE["name"], type_line=TypeLine.parse("Instant"))
    (p,) = [x for a in abilities if isinstance(a, SpellAbility) for x in a.prohibits]
    assert isinstance(p, ProhibitionThisTurn) and p.prohibition.players is Who.OPPONENT


def test_opponents_of_the_caster_cannot_cast() -> None:
    """601.3, 101.2: after Mandate of Peace resolved for you, your opponent can't cast a spell; you
    still can; without it, both can."""
    s = game(spells_resolved_this_turn={"you": ["Mandate of Peace"]})
    assert cast(s, "Giant Growth", player="opp").legal is False
    assert cast(s, "Giant Growth", player="you").legal is True
    assert cast(game(), "Giant Growth", player="opp").legal is True


def test_players_means_every_player_and_only_the_kind_named() -> None:
    """601.3: "Players can't cast noncreature spells this turn." forbids its caster too, and only
    noncreature spells."""
    s = game(spells_resolved_this_turn={"opp": ["Calamity's Wake"]})
    assert cast(s, "Giant Growth", player="you").legal is False
    assert cast(s, "Llanowar Elves", player="you").legal is True
