"""s16: "Discard this card", "Reveal this card from your hand", "Exile this card from your
graveyard" (SelfFromZone). An ability whose cost moves or shows the card from a zone functions
only in that zone (113.6): a permanent on the battlefield can't activate it. Before, such a cost
was kept as text and can_activate answered true with the cost "unchecked" (Moonsnare Prototype's
channel ability, Paladin of Prahv's forecast, Jack-o'-Lantern's graveyard mana ability)."""

from __future__ import annotations

from manasolve.model.costs import SelfFromZone
from manasolve.solver.app.queries import can_activate

from tests.games import card, game

CHANNEL = card("Test Channeler", "Artifact", "{T}: Add {C}.\nChannel — {1}{U}, Discard this card: Draw a card.", "{2}")
FORECAST = card("Test Forecaster", "Creature — Human Knight", "Forecast — {1}{W}, Reveal this card from your hand: You gain 2 life. (Activate only during your upkeep and only once each turn.)", "{2}{W}", "1/3")
LANTERN = card("Test Lantern", "Artifact", "{1}, {T}, Sacrifice this artifact: Draw a card.\n{1}, Exile this card from your graveyard: Add one mana of any color.", "{1}")


def test_the_costs_are_read() -> None:
    """The three phrases are costs of the card in a zone, not text kept unjudged."""
    g = game([CHANNEL, FORECAST, LANTERN], ["Test Channeler", "Test Forecaster", "Test Lantern"])
    for name, n in (("Test Channeler", 1), ("Test Forecaster", 0), ("Test Lantern", 1)):
        ability = [a for a in g.permanent(name).card.abilities if hasattr(a, "cost")][n]
        assert any(isinstance(p, SelfFromZone) for p in ability.cost.parts), name


def test_on_the_battlefield_they_cannot_be_activated() -> None:
    """113.6: the ability functions only in the hand (discard, reveal) or the graveyard (exile
    from it); with mana to pay the rest, can_activate is still false, and says why."""
    g = game([CHANNEL, FORECAST, LANTERN], ["Test Channeler", {"card": "Test Forecaster", "activated_this_turn": []}, "Test Lantern", "Island", "Plains", "Plains"], phase="upkeep")
    for name, n in (("Test Channeler", 1), ("Test Forecaster", 0), ("Test Lantern", 1)):
        v = can_activate(g, name, n)
        assert v.answer is False, name
        assert "113.6" in (v.why or {}).get("rule", ""), name
