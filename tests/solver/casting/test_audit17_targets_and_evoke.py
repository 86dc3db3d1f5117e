"""audit17: target phrases with "non<colour>" (105.2: "target nonblack creature", Doom Blade;
"target nonartifact, nonblack creature", Terror: adjectives written with a comma), and an evoke
cost with no mana ("Evoke—Exile a white card from your hand.", Solitude; 702.74a, 118.9), which
exiles another card of that colour from the hand (601.2a: the spell itself is on the stack)."""

from __future__ import annotations

from manasolve.model.abilities import AlternativeCost, ExileFromHand
from manasolve.model.mana import ManaType, TypeSet
from manasolve.model.text.targets import read_targets
from manasolve.solver.app.queries import cast

from tests.games import card, game

BLADE = card("Test Blade", "Instant", "Destroy target nonblack creature.", "{1}{B}")
GHAST = card("Test Ghast", "Creature — Spirit", "", "{3}{B}", "2/2")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")
SOLITUDE = card("Test Solitude", "Creature — Elemental Incarnation", "Flash\nEvoke—Exile a white card from your hand.", "{3}{W}{W}", "3/2")
PALADIN = card("Test Paladin", "Creature — Human", "", "{W}", "1/1")


def test_non_colour_adjectives() -> None:
    (one,) = read_targets("Destroy target nonblack creature.")
    assert one.what is not None and one.what.excluded_colors == TypeSet.of([ManaType.B])
    (two,) = read_targets("Destroy target nonartifact, nonblack creature.")
    assert two.what is not None and two.what.excluded_types == {"Artifact"} and two.what.excluded_colors == TypeSet.of([ManaType.B])


def test_only_a_nonblack_creature_is_a_target() -> None:
    only_black = game([BLADE, GHAST], ["Swamp", "Swamp"], [{"card": "Test Ghast"}], hand={"you": ["Test Blade"]})
    assert cast(only_black, "Test Blade").legal is False
    green = game([BLADE, BEAR], ["Swamp", "Swamp"], ["Test Bear"], hand={"you": ["Test Blade"]})
    assert cast(green, "Test Blade").legal is True


def test_evoke_with_no_mana() -> None:
    from manasolve.model.cards import TypeLine
    from manasolve.model.text.reader import parse_abilities

    abilities = parse_abilities(SOLITUDE["oracle_text"], card_name="Test Solitude", type_line=TypeLine.parse(SOLITUDE["type_line"]))
    evoke = next(a for a in abilities if isinstance(a, AlternativeCost))
    assert not evoke.cost.symbols and any(isinstance(p, ExileFromHand) for p in evoke.parts)
    with_white = game([SOLITUDE, PALADIN], [], hand={"you": ["Test Solitude", "Test Paladin"]})
    assert cast(with_white, "Test Solitude", alternative_cost="evoke").legal is True
    alone = game([SOLITUDE], [], hand={"you": ["Test Solitude"]})
    assert cast(alone, "Test Solitude", alternative_cost="evoke").legal is False
