"""Split second (702.61a): while a spell with split second is on the stack (the scenario's
``stack``), players can't cast spells (even instants, or spells cast as though they had flash) or
activate abilities that aren't mana abilities; mana abilities still can be (605.3a)."""

from __future__ import annotations

from games import card, game
from manasolve.solver.app.queries import can_activate, cast

GRIP = card("Krosan Grip", "Instant", "Split second\nDestroy target artifact or enchantment.", "{2}{G}")
BOLT = card("Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", "{R}")
SHOCK = card("Test Shock", "Instant", "Test Shock deals 2 damage to any target.", "{R}")
FACTORY = card("Test Factory", "Land", "{T}: Add {C}.\n{1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.")


def _game(on_stack: str) -> object:
    return game(
        [GRIP, BOLT, SHOCK, FACTORY],
        you=[{"card": "Mountain"}, {"card": "Mountain"}, {"card": "Test Factory", "id": "f"}],
        active="opp",
        stack=[{"card": on_stack, "controller": "opp"}],
        hand={"you": ["Test Shock"]},
    )


def test_no_spell_while_split_second_is_on_the_stack():
    """702.61a: an instant can't be cast while Krosan Grip is on the stack; it can once another
    spell is there instead (117.1a: an instant any time its caster has priority)."""
    refused = cast(_game("Krosan Grip"), "Test Shock")
    assert not refused.legal and "702.61a" in str(refused.to_dict())
    assert cast(_game("Test Bolt"), "Test Shock").legal


def test_only_mana_abilities_while_split_second_is_on_the_stack():
    """702.61a: the land's mana ability can be activated, its animation ability can't."""
    g = _game("Krosan Grip")
    assert can_activate(g, "f", 0).ok
    assert not can_activate(g, "f", 1).ok and can_activate(g, "f", 1).rule == "702.61a"
    assert can_activate(_game("Test Bolt"), "f", 1).ok
