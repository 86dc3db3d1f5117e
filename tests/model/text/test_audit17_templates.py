"""audit17: templates of real cards the grammar did not read, or read wrongly.

* "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition
  to their other types." (Life and Limb): a subject of two sets, and two type phrases joined by
  "and" whose types all apply (205.1a, 613.1d).
* "{T}: Add {C} for each Locus on the battlefield." (Cloudpost): "Locus" is a land type (205.3i),
  singular as written, not "Locu".
* "Discard your hand" (Lion's Eye Diamond): a cost always payable (701.9a, 118.3).
"""

from __future__ import annotations

from manasolve.model.abilities import ColorChange, SetBasePT, TypeChange
from manasolve.model.costs import DiscardHand
from manasolve.model.text.translate.selectors import singular_subtype
from manasolve.solver.app.queries import available_mana, can_activate

from tests.games import card, game, tap

LIFE = card("Test Life", "Enchantment", "All Forests and all Saprolings are 1/1 green Saproling creatures and Forest lands in addition to their other types.")
SAPROLING = card("Test Saproling", "Creature — Saproling", "", "", "1/1")
POST = card("Test Post", "Land — Locus", "{T}: Add {C} for each Locus on the battlefield.")
DIAMOND = card("Test Diamond", "Artifact", "Discard your hand, Sacrifice this artifact: Add three mana of any one color. Activate only as an instant.")


def test_two_sets_and_two_type_phrases() -> None:
    from manasolve.model.text.reader import parse_abilities
    from manasolve.model.cards import TypeLine

    (ability,) = parse_abilities(LIFE["oracle_text"], card_name="Test Life", type_line=TypeLine.parse("Enchantment"))
    types = next(e for e in ability.effects if isinstance(e, TypeChange))
    assert types.adding and types.card_types == {"Creature", "Land"} and types.subtypes == {"Saproling", "Forest"}
    assert {tuple(sorted(a.subtypes)) for a in types.affected.either} == {("Forest",), ("Saproling",)}
    assert any(isinstance(e, ColorChange) for e in ability.effects) and any(isinstance(e, SetBasePT) for e in ability.effects)


def test_a_saproling_is_a_forest_and_a_new_forest_is_summoning_sick() -> None:
    """305.6: a Forest has "{T}: Add {G}"; 302.6: a Forest that is a creature now can't tap the
    turn it came under your control."""
    g = game([LIFE, SAPROLING], ["Test Life", "Test Saproling", {"card": "Forest", "summoning_sick": True}])
    assert tap(g, "Test Saproling") == {"G"}
    assert can_activate(g, "Forest", 0).answer is False


def test_locus_is_singular() -> None:
    assert singular_subtype("Locus") == "Locus" and singular_subtype("Loci") == "Locus"
    assert singular_subtype("Gates") == "Gate" and singular_subtype("Forests") == "Forest"
    g = game([POST], [{"card": "Test Post", "id": "p1"}, {"card": "Test Post", "id": "p2"}], ["Test Post"])
    assert tap(g, "p1") == {"CCC"}


def test_discard_your_hand_is_always_payable() -> None:
    from manasolve.model.text.reader import parse_abilities
    from manasolve.model.cards import TypeLine

    (ability,) = parse_abilities(DIAMOND["oracle_text"], card_name="Test Diamond", type_line=TypeLine.parse("Artifact"))
    assert DiscardHand() in ability.cost.parts
    g = game([DIAMOND], ["Test Diamond"], hand={"you": []})
    assert set(available_mana(g, "you").answer) == {"WWW", "UUU", "BBB", "RRR", "GGG"}


FAMILIAR = card("Test Familiar", "Creature — Imp", "Discard a card: Add {B}.", "{4}{B}", "3/2")


def test_discard_a_card_needs_a_card_in_hand() -> None:
    """701.9a, 118.3: "Discard a card" is paid with a card of the activator's hand; with none it
    can't be paid (a hand the scenario does not give holds nothing)."""
    from manasolve.model.costs import DiscardFromHand
    from manasolve.model.text.reader import parse_abilities
    from manasolve.model.cards import TypeLine

    (ability,) = parse_abilities(FAMILIAR["oracle_text"], card_name="Test Familiar", type_line=TypeLine.parse("Creature — Imp"))
    assert DiscardFromHand(1) in ability.cost.parts
    assert can_activate(game([FAMILIAR], ["Test Familiar"], hand={"you": []}), "Test Familiar", 0).answer is False
    assert can_activate(game([FAMILIAR], ["Test Familiar"], hand={"you": ["Forest"]}), "Test Familiar", 0).answer is True


ARCHITECT = card("Test Architect", "Creature — Vedalken Artificer", "Tap an untapped blue creature you control: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.", "{1}{U}{U}", "1/3")
SCARECROW = card("Test Scarecrow", "Artifact Creature — Scarecrow", "{2}, {Q}: Add one mana of any color.", "{2}", "1/1")


def test_tap_an_untapped_blue_creature_is_blue() -> None:
    """105.2: "Tap an untapped blue creature you control" taps only a blue one: a colourless
    Pili-Pala is not one, so Grand Architect and Pili-Pala make no cycle (before, the colour word
    was dropped and the answer was "unbounded")."""
    from manasolve.model.costs import TapOther
    from manasolve.model.mana import ManaType, TypeSet
    from manasolve.model.text.reader import parse_abilities
    from manasolve.model.cards import TypeLine

    (ability,) = parse_abilities(ARCHITECT["oracle_text"], card_name="Test Architect", type_line=TypeLine.parse(ARCHITECT["type_line"]))
    tap = next(p for p in ability.cost.parts if isinstance(p, TapOther))
    assert tap.what.colors == TypeSet.of([ManaType.U])
    g = game([ARCHITECT, SCARECROW], ["Test Architect", "Test Scarecrow"])
    assert available_mana(g, "you").answer == ["CC"]


def test_an_additional_cost_taps_a_creature_of_its_colour() -> None:
    """105.2: "As an additional cost to cast this spell, tap an untapped white creature you
    control": only a white one (the same colour word as Grand Architect's cost)."""
    from manasolve.model.abilities import AdditionalCost
    from manasolve.model.costs import TapOther
    from manasolve.model.mana import ManaType, TypeSet
    from manasolve.model.text.reader import parse_abilities
    from manasolve.model.cards import TypeLine

    abilities = parse_abilities("As an additional cost to cast this spell, tap an untapped white creature you control.\nDraw a card.", card_name="Test Order", type_line=TypeLine.parse("Instant"))
    found = [p for a in abilities for e in getattr(a, "effects", ()) if isinstance(e, AdditionalCost) for p in e.parts if isinstance(p, TapOther)]
    found += [p for a in abilities if isinstance(a, AdditionalCost) for p in a.parts if isinstance(p, TapOther)]
    assert found and found[0].what.colors == TypeSet.of([ManaType.W])
