"""Other permanents' changes of activated abilities' costs (602.2b: determined as for a spell,
601.2f; 605.1a: mana abilities too), checked for their meaning: generic reductions take off
generic mana only (118.7a), a floor of one mana stops them, increases come first."""

from __future__ import annotations

from manasolve.model.abilities import AbilityCostModifier, StaticAbility
from manasolve.model.cards import TypeLine
from manasolve.model.costs import ManaCost
from manasolve.model.library import CardLibrary
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.selectors import Relation, Who
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import answer
from manasolve.model.costs import reduce_generic

LIB = CardLibrary.builtin()


def test_the_sentences_are_read_with_their_floor() -> None:
    """"Activated abilities of creatures you control cost {2} less to activate." and the floor
    sentence after it are one effect."""
    (a,) = parse_abilities(
        "Activated abilities of creatures you control cost {2} less to activate. This effect can't reduce the mana in that cost to less than one mana.",
        card_name="Training Grounds", type_line=TypeLine.parse("Enchantment"),
    )
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert isinstance(e, AbilityCostModifier) and e.floor == 1 and not e.increase and e.of.who is Who.YOU
    (_, b) = parse_abilities(
        "Enchant artifact\nEnchanted artifact's activated abilities cost {2} less to activate.", card_name="Power Artifact",
        type_line=TypeLine.parse("Enchantment — Aura"),
    )
    assert isinstance(b, StaticAbility) and isinstance(b.effects[0], AbilityCostModifier) and b.effects[0].of.relation is Relation.ENCHANTED


def test_generic_only_and_the_floor() -> None:
    """118.7a and the floor: {2} less on {4} is {2}; on {2} with a floor of one mana, {1}; on
    {1}{U} with that floor the generic {1} goes ({U} is one mana); on {U} nothing changes (no
    generic mana, and already at the floor); without a floor {1} goes to {0}."""
    assert reduce_generic(ManaCost.parse("{4}"), 2, 0) == ManaCost.parse("{2}")
    assert reduce_generic(ManaCost.parse("{2}"), 2, 1) == ManaCost.parse("{1}")
    assert reduce_generic(ManaCost.parse("{1}{U}"), 2, 1) == ManaCost.parse("{U}")
    assert reduce_generic(ManaCost.parse("{U}"), 2, 1) == ManaCost.parse("{U}")
    assert reduce_generic(ManaCost.parse("{1}"), 2, 0) == ManaCost()


PILI = """
cards:
  - name: Training Grounds
    type_line: Enchantment
    mana_cost: "{U}"
    oracle_text: "Activated abilities of creatures you control cost {2} less to activate. This effect can't reduce the mana in that cost to less than one mana."
  - name: Pili-Pala
    type_line: Artifact Creature — Scarecrow
    mana_cost: "{2}"
    oracle_text: "Flying\\n{2}, {Q}: Add one mana of any color."
    power: "1"
    toughness: "1"
"""


def _answers(body: str) -> list[object]:
    sc = parse_scenario_text("name: t\nplayers: [you, opp]\n" + PILI + body, LIB)
    return [answer(sc.state, q).answer for q in sc.queries]


def test_a_mana_ability_costs_less() -> None:
    """605.1a, 602.2b: Pili-Pala's mana ability costs {1} under Training Grounds: one Forest pays
    it, so any colour can be made; without Training Grounds only the Forest's {G}."""
    got = _answers("battlefield: {you: [Training Grounds, {card: Pili-Pala, tapped: true}, Forest]}\nqueries:\n  - available_mana: you\n")
    assert got == [["W", "U", "B", "R", "G"]]
    got = _answers("battlefield: {you: [{card: Pili-Pala, tapped: true}, Forest]}\nqueries:\n  - available_mana: you\n")
    assert got == [["G"]]


SUPPRESSION = """
cards:
  - name: Suppression Field
    type_line: Enchantment
    mana_cost: "{1}{W}"
    oracle_text: "Activated abilities cost {2} more to activate unless they're mana abilities."
  - name: Grim Monolith
    type_line: Artifact
    mana_cost: "{2}"
    oracle_text: "This artifact doesn't untap during your untap step.\\n{T}: Add {C}{C}{C}.\\n{4}: Untap this artifact."
"""


def test_activated_abilities_cost_more_unless_mana_abilities() -> None:
    """audit28: "Activated abilities cost {2} more to activate unless they're mana abilities."
    (Suppression Field): every player's non-mana activated abilities cost {2} more (602.2b,
    601.2f); a mana ability (605.1a) is left as it is. The sentence was unreadable."""
    (a,) = parse_abilities(
        "Activated abilities cost {2} more to activate unless they're mana abilities.",
        card_name="Suppression Field", type_line=TypeLine.parse("Enchantment"),
    )
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert isinstance(e, AbilityCostModifier) and e.increase and e.non_mana and not e.by_you
    head = "name: t\nplayers: [you, opp]\n" + SUPPRESSION
    for islands, ok in ((5, False), (6, True)):
        sc = parse_scenario_text(
            head + "battlefield: {you: [{card: Grim Monolith, tapped: true}" + ", Island" * islands
            + "], opp: [Suppression Field]}\nqueries:\n  - can_activate: {permanent: Grim Monolith, ability: 1}\n", LIB,
        )
        assert answer(sc.state, sc.queries[0]).answer is ok  # {4} + {2}
    sc = parse_scenario_text(head + "battlefield: {you: [Grim Monolith], opp: [Suppression Field]}\nqueries:\n  - tap_for_mana: Grim Monolith\n", LIB)
    assert answer(sc.state, sc.queries[0]).answer == ["CCC"]


TITHE = """
cards:
  - name: Tithe Taker
    type_line: Creature — Human Soldier
    mana_cost: "{1}{W}"
    oracle_text: "During your turn, spells your opponents cast cost {1} more to cast and abilities your opponents activate cost {1} more to activate unless they're mana abilities.\\nAfterlife 1"
    power: "2"
    toughness: "1"
  - name: Grim Monolith
    type_line: Artifact
    mana_cost: "{2}"
    oracle_text: "This artifact doesn't untap during your untap step.\\n{T}: Add {C}{C}{C}.\\n{4}: Untap this artifact."
"""


def test_abilities_your_opponents_activate_cost_more_during_your_turn() -> None:
    """audit28: Tithe Taker's "During your turn, spells your opponents cast cost {1} more to cast
    and abilities your opponents activate cost {1} more to activate unless they're mana abilities."
    is two casting rules under one condition (611.3a): on its controller's turn an opponent's
    non-mana ability costs {1} more (602.2b); not on the opponent's own turn, not its controller's
    abilities (602.2). The sentence was unreadable."""
    def ok(active: str, tithe_owner: str, islands: int) -> object:
        mine = "{card: Grim Monolith, tapped: true}" + ", Island" * islands + (", Tithe Taker" if tithe_owner == "you" else "")
        theirs = "Tithe Taker" if tithe_owner == "opp" else ""
        body = (f"name: t\nplayers: [you, opp]\nactive: {active}\n" + TITHE + f"battlefield: {{you: [{mine}], opp: [{theirs}]}}\n"
                "queries:\n  - can_activate: {permanent: Grim Monolith, ability: 1}\n")
        sc = parse_scenario_text(body, LIB)
        return answer(sc.state, sc.queries[0]).answer

    assert ok("opp", "opp", 4) is False  # {4} + {1}
    assert ok("opp", "opp", 5) is True
    assert ok("you", "opp", 4) is True   # not its controller's turn
    assert ok("you", "you", 4) is True   # its controller's own ability


EIDOLON = """
cards:
  - name: Eidolon of Obstruction
    type_line: Enchantment Creature — Spirit
    mana_cost: "{1}{W}"
    oracle_text: "First strike\\nLoyalty abilities of planeswalkers your opponents control cost {1} more to activate."
    power: "2"
    toughness: "1"
  - name: Liliana of the Veil
    type_line: Legendary Planeswalker — Liliana
    mana_cost: "{1}{B}{B}"
    oracle_text: "[+1]: Each player discards a card.\\n[−2]: Target player sacrifices a creature.\\n[−6]: Separate all permanents target player controls into two piles. That player sacrifices all permanents in the pile of their choice."
"""


def test_loyalty_abilities_of_opponents_planeswalkers_cost_more() -> None:
    """audit28: "Loyalty abilities of planeswalkers your opponents control cost {1} more to
    activate." (Eidolon of Obstruction): a loyalty ability (606.3, an activated ability whose cost
    is a loyalty symbol) of an opponent's planeswalker costs {1} too (602.2b). It was unreadable."""
    def ok(mine: str, theirs: str) -> object:
        body = ("name: t\nplayers: [you, opp]\n" + EIDOLON + "battlefield: {you: [{card: Liliana of the Veil, counters: {loyalty: 3}, activated_this_turn: []}"
                + mine + "], opp: [" + theirs + "]}\nqueries:\n  - can_activate: {permanent: Liliana of the Veil, ability: 0}\n")
        sc = parse_scenario_text(body, LIB)
        return answer(sc.state, sc.queries[0]).answer

    assert ok("", "Eidolon of Obstruction") is False
    assert ok(", Swamp", "Eidolon of Obstruction") is True
    assert ok(", Eidolon of Obstruction", "") is True
