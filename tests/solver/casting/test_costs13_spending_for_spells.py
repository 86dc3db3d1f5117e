"""costs13: spending rules of 609.4b limited to casting some spells ("You may spend mana as though
it were mana of any color to cast planeswalker spells", Oath of Nissa; Case File Auditor's "Case
spells"), applied only while paying the costs of casting such a spell by the rule's controller
(601.2g-h), never to an activation; and one for every player ("Players may spend mana as though it
were mana of any color", Mycosynth Lattice)."""

from __future__ import annotations

from manasolve.model.abilities import SpendingRule, StaticAbility
from manasolve.model.cards import TypeLine
from manasolve.model.selectors import Who
from manasolve.model.state import GameState
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import cast
from games import scenario

CARDS = """
cards:
  - name: Oath
    type_line: Legendary Enchantment
    mana_cost: "{G}"
    oracle_text: "You may spend mana as though it were mana of any color to cast planeswalker spells."
  - name: Lattice Rule
    type_line: Artifact
    mana_cost: "{5}"
    oracle_text: "Players may spend mana as though it were mana of any color."
  - name: Walker
    type_line: Legendary Planeswalker — Jace
    mana_cost: "{1}{U}{U}"
    oracle_text: "+2: Each player draws a card."
  - name: Blue Bear
    type_line: Creature — Bear
    mana_cost: "{1}{U}"
    oracle_text: ""
    power: "2"
    toughness: "2"
"""


def state(body: str) -> GameState:
    return scenario(CARDS + body)


def test_read_with_the_spells_and_the_players() -> None:
    """The filter of spells is the controller's ("you may"); "Players may" is every player's."""
    (a,) = parse_abilities("You may spend mana as though it were mana of any color to cast Case spells.", card_name="X", type_line=TypeLine.parse("Creature — Human Detective"))
    assert isinstance(a, StaticAbility) and isinstance(a.effects[0], SpendingRule)
    rule = a.effects[0]
    assert rule.spells is not None and rule.spells.subtypes == frozenset({"Case"}) and rule.spells.caster is Who.YOU and not rule.this_spell
    (b,) = parse_abilities("Players may spend mana as though it were mana of any color.", card_name="Y", type_line=TypeLine.parse("Artifact"))
    assert isinstance(b, StaticAbility) and isinstance(b.effects[0], SpendingRule) and b.effects[0].players is Who.ANY


def test_only_the_named_spells() -> None:
    """609.4b: Forests cast the planeswalker under Oath; not a blue creature spell."""
    s = state("battlefield: {you: [Oath, Forest, Forest, Forest]}\nhand: {you: [Walker, Blue Bear]}\n")
    assert cast(s, "Walker").legal
    assert not cast(s, "Blue Bear").legal


def test_every_player() -> None:
    """"Players may": the opponent's permanent's rule lets you spend {G} as {U}."""
    s = state("battlefield: {you: [Forest, Forest], opp: [Lattice Rule]}\nhand: {you: [Blue Bear]}\n")
    assert cast(s, "Blue Bear").legal
