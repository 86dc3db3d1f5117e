"""s15: activation costs that were kept as text ("unchecked") and are now read and judged (602.1,
118.3: a cost is paid only with what it needs):

- "Exile this artifact" / "Exile ~": the permanent leaves the battlefield (400.7), not sacrificed
  (701.21a): payable while it is there, once; a plan uses it once, and names it exiled.
- "Return a land you control to its owner's hand" (Quirion Ranger): permanents of yours leave for
  their owners' hands; payable with that many.
- "Remove a counter from this creature" (Loch Mare): counters of any kind (122.1).
- "Pay six {E}": that many energy counters (107.14).
"""

from __future__ import annotations

from manasolve.model.cards import TypeLine
from manasolve.model.costs import ExileOther, PayEnergy, RemoveCounters, SelfLeaves
from manasolve.model.mana import Mana
from manasolve.model.text.reader import parse_abilities
from manasolve.solver.app.queries import available_mana, can_activate, can_pay

from tests.games import card, game

URN = card("Test Urn", "Artifact", "{T}, Exile this artifact: Add {C}{C}{C}.", "{1}")
RETURNER = card("Test Returner", "Creature — Elf", "Return a Forest you control to its owner's hand: Add {G}{G}.", "{G}", "1/1")
MARE = card("Test Mare", "Creature — Horse", "{U}, Remove two counters from this creature: Draw a card.", "{U}", "2/2")


def _cost(text: str, type_line: str = "Artifact") -> tuple[object, ...]:
    (ability,) = parse_abilities(text, card_name="Test", type_line=TypeLine.parse(type_line))
    return ability.cost.parts  # type: ignore[attr-defined, no-any-return]


def test_the_grammar_reads_the_templates() -> None:
    assert SelfLeaves(text="Exile this artifact", to="exile") in _cost("{T}, Exile this artifact: Add {C}.")
    returned = [p for p in _cost("Return a land you control to its owner's hand: Add {G}.") if isinstance(p, ExileOther)]
    assert len(returned) == 1 and returned[0].to == "hand" and returned[0].what.card_types == {"Land"}
    assert RemoveCounters("", 1, text="Remove a counter from this creature") in _cost("{1}, Remove a counter from this creature: Add {C}.", "Creature — Horse")
    assert PayEnergy(6) in _cost("Pay six {E}: Add {C}.")


def test_exiling_itself_pays_once() -> None:
    """400.7: exiled, it is gone: its {C}{C}{C} once; the plan says it was exiled, not sacrificed."""
    g = game([URN], ["Test Urn", "Forest"])
    assert can_activate(g, "Test Urn", 0).answer is True
    result = available_mana(g, "you")
    assert {Mana.parse(p) for p in result.answer} == {Mana.parse("CCCG")}
    assert "exiled Test Urn" in str(result.why)


def test_returning_permanents_needs_them() -> None:
    """118.3: each activation returns one Forest you control; two Forests pay for two activations,
    whose Forests could have been tapped first (605.3a: a tapped Forest can still be returned)."""
    none = game([RETURNER], ["Test Returner", "Island"])
    assert can_activate(none, "Test Returner", 0).answer is False
    two = game([RETURNER], ["Test Returner", {"card": "Forest", "id": "F1"}, {"card": "Forest", "id": "F2"}])
    assert can_activate(two, "Test Returner", 0).answer is True
    assert can_pay(two, "you", "{G}{G}{G}{G}{G}{G}").answer is True  # tap both, then return both
    assert can_pay(two, "you", "{G}{G}{G}{G}{G}{G}{G}").answer is False


def test_counters_of_any_kind() -> None:
    """122.1: "a counter" is a counter of any kind; the cost needs that many in all. (A +1/+1 and
    a -1/-1 counter would not do: 704.5q removes both before anyone has priority, s18.)"""
    one = game([MARE], [{"card": "Test Mare", "counters": {"-1/-1": 1}}, "Island"])
    assert can_activate(one, "Test Mare", 0).answer is False
    mixed = game([MARE], [{"card": "Test Mare", "counters": {"-1/-1": 1, "charge": 1}}, "Island"])
    assert can_activate(mixed, "Test Mare", 0).answer is True
    annihilated = game([MARE], [{"card": "Test Mare", "counters": {"-1/-1": 1, "+1/+1": 1}}, "Island"])
    assert can_activate(annihilated, "Test Mare", 0).answer is False
