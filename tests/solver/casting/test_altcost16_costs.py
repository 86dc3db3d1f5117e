"""altcost16: pitch costs of a kind of card and cost changes of new kinds of spells and cards:
"You may discard a Plains card rather than pay this spell's mana cost." (Abolish; 118.9),
"As an additional cost to cast this spell, discard a land card." (Magmatic Insight; 118.8),
"This spell costs {1} less to cast for each historic card in your graveyard." (The Capitoline
Triad; 700.6, 601.2f), "Multicolored spells cost {1} less to cast." (Urza's Filter; 105.2b),
"Spells with flash you cast cost {1} less to cast." (702.8a)."""

from __future__ import annotations

from typing import Any

import pytest
from manasolve.model.errors import ManasolveError
from manasolve.solver.app.queries import cast

from games import card, game

ABOLISH = card(
    "Abolish", "Instant",
    "You may discard a Plains card rather than pay this spell's mana cost.\nDestroy target artifact or enchantment.",
    "{1}{W}{W}",
)
ORB = card("Zuran Orb", "Artifact", "Sacrifice a land: You gain 2 life.", "{0}")
INSIGHT = card("Magmatic Insight", "Sorcery", "As an additional cost to cast this spell, discard a land card.\nDraw two cards.", "{R}")
TRIAD = card(
    "Triad Test", "Creature — God",
    "This spell costs {1} less to cast for each historic card in your graveyard.",
    "{5}{G}", "5/5",
)
FILTER = card("Urza's Filter", "Artifact", "Multicolored spells cost {1} less to cast.", "{4}")
CHARM = card("Fire Covenant Test", "Instant", "Draw a card.", "{1}{B}{R}")
BOLT = card("Shock Test", "Instant", "Draw a card.", "{1}{R}")
NIGHTBONDER = card("Flash Discount", "Creature — Faerie", "Spells with flash you cast cost {1} less to cast.", "{U}{B}", "2/2")
AMBUSH = card("Ambush Test", "Creature — Cat", "Flash", "{2}{G}", "2/2")
SAGA = card("Saga Test", "Enchantment — Saga", "", "{2}{W}")
RELIC = card("Relic Test", "Artifact", "", "{1}")
HERO = card("Hero Test", "Legendary Creature — Human", "", "{1}{W}", "2/2")
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")


def _answer(s: Any, name: str, **kw: Any) -> dict[str, Any]:
    a = cast(s, name, **kw).answer
    assert isinstance(a, dict)
    return a


@pytest.mark.parametrize(("other", "legal"), [("Plains", True), ("Island", False)])
def test_abolish_pitches_a_plains_card(other: str, legal: bool) -> None:
    """118.9, 118.3: the alternative cost is a Plains card discarded from the hand (205.3: the
    subtype), another card than the spell itself (601.2a)."""
    s = game([ABOLISH, ORB], opp=["Zuran Orb"], hand={"you": ["Abolish", other]})
    a = _answer(s, "Abolish", alternative_cost="alternative")
    assert a["legal"] is legal and a["cost"] == "{0}"
    if not legal:
        assert "Plains card" in a["reason"]


@pytest.mark.parametrize(("other", "legal"), [("Forest", True), ("Grizzly Bears", False)])
def test_magmatic_insight_discards_a_land_card(other: str, legal: bool) -> None:
    """118.8, 118.3: a mandatory additional cost of a land card; without one it can't be cast."""
    s = game([INSIGHT, BEARS], you=["Mountain"], hand={"you": ["Magmatic Insight", other]})
    assert _answer(s, "Magmatic Insight")["legal"] is legal


def test_historic_cards_reduce_the_cost() -> None:
    """601.2f, 700.6: artifacts, legendaries and Sagas are historic; a plain creature card is not."""
    gy = {"you": ["Saga Test", "Relic Test", "Hero Test", "Grizzly Bears"]}
    s = game([TRIAD, SAGA, RELIC, HERO, BEARS], you=["Forest"] * 6, hand={"you": ["Triad Test"]}, graveyard=gy)
    assert _answer(s, "Triad Test")["cost"] == "{2}{G}"


def test_historic_graveyard_is_never_assumed() -> None:
    """Nothing silent: without the caster's graveyard the count is an error naming the key."""
    s = game([TRIAD], you=["Forest"] * 6, hand={"you": ["Triad Test"]})
    with pytest.raises(ManasolveError, match="graveyard"):
        cast(s, "Triad Test")


def test_multicolored_spells_cost_less() -> None:
    """105.2b, 601.2f: a two-colour spell costs {1} less (any player's: Urza's Filter names no
    caster); a one-colour spell costs the same."""
    s = game([FILTER, CHARM, BOLT], you=["Mountain", "Swamp", "Urza's Filter"], hand={"you": ["Fire Covenant Test", "Shock Test"]})
    assert _answer(s, "Fire Covenant Test")["cost"] == "{B}{R}"
    assert _answer(s, "Shock Test")["cost"] == "{1}{R}"


def test_spells_with_flash_cost_less() -> None:
    """702.8a, 601.2f: only a spell with flash costs {1} less."""
    s = game([NIGHTBONDER, AMBUSH, BEARS], you=["Forest", "Forest", "Flash Discount"], hand={"you": ["Ambush Test", "Grizzly Bears"]})
    assert _answer(s, "Ambush Test")["cost"] == "{1}{G}"
    assert _answer(s, "Grizzly Bears")["cost"] == "{1}{G}"


AVATAR = card("Avatar of Will", "Creature — Avatar", "If an opponent has no cards in hand, this spell costs {6} less to cast.\nFlying", "{6}{U}{U}", "5/6")
EVEN = card(
    "Even the Score", "Instant",
    "This spell costs {U}{U}{U} less to cast if an opponent has drawn four or more cards this turn.\nDraw X cards.",
    "{X}{U}{U}{U}",
)
LICIA = card(
    "Licia, Sanguine Tribune", "Legendary Creature — Vampire Soldier",
    "This spell costs {1} less to cast for each 1 life you gained this turn.\nFirst strike, lifelink",
    "{5}{R}{W}{B}", "4/4",
)


@pytest.mark.parametrize(("theirs", "cost"), [([], "{U}{U}"), (["Island"], "{6}{U}{U}")])
def test_avatar_of_will_reads_the_opponents_hand(theirs: list[str], cost: str) -> None:
    """601.2f, 402: {6} less while an opponent's hand is empty."""
    s = game([AVATAR], you=["Island"] * 8, hand={"you": ["Avatar of Will"], "opp": theirs})
    assert _answer(s, "Avatar of Will")["cost"] == cost


def test_avatar_of_will_never_assumes_the_opponents_hand() -> None:
    """Nothing silent: the opponent's hand not given is an error naming ``hand``."""
    s = game([AVATAR], you=["Island"] * 8, hand={"you": ["Avatar of Will"]})
    with pytest.raises(ManasolveError, match="hand"):
        cast(s, "Avatar of Will")


@pytest.mark.parametrize(("drawn", "cost"), [(4, "{2}"), (3, "{2}{U}{U}{U}")])
def test_even_the_score_reads_the_opponents_draws(drawn: int, cost: str) -> None:
    """601.2f, 118.7c, 121.1: {U}{U}{U} less if an opponent has drawn four or more cards; X=2."""
    s = game([EVEN], you=["Island"] * 5, hand={"you": ["Even the Score"]}, cards_drawn_this_turn={"opp": drawn})
    assert _answer(s, "Even the Score", x=2)["cost"] == cost


def test_licia_costs_less_for_each_life_gained() -> None:
    """601.2f, 119.9: {1} less for each 1 life its caster gained this turn (the generic part only, 118.7d)."""
    s = game([LICIA], you=["Mountain", "Plains", "Swamp"] * 3, hand={"you": ["Licia, Sanguine Tribune"]}, life_gained_this_turn={"you": 3})
    assert _answer(s, "Licia, Sanguine Tribune")["cost"] == "{2}{R}{W}{B}"


DISPUTE = card(
    "Mystical Dispute", "Instant",
    "This spell costs {2} less to cast if it targets a blue spell.\nCounter target spell unless its controller pays {3}.",
    "{2}{U}",
)
OPT = card("Opt", "Instant", "Scry 1.\nDraw a card.", "{U}")
SHOCK = card("Shock", "Instant", "Shock deals 2 damage to any target.", "{R}")


@pytest.mark.parametrize(("on_stack", "cost", "legal"), [("Opt", "{U}", True), ("Shock", "{2}{U}", False)])
def test_mystical_dispute_costs_less_targeting_a_blue_spell(on_stack: str, cost: str, legal: bool) -> None:
    """601.2c before 601.2f: the targets are chosen before the total cost is determined, so
    {2} less only when a blue spell on the stack is its target (a red one leaves {2}{U}, more
    than one Island pays)."""
    s = game([DISPUTE, OPT, SHOCK], you=["Island"], hand={"you": ["Mystical Dispute"]}, stack=[{"card": on_stack, "controller": "opp"}], active="opp", stack_empty=False)
    a = _answer(s, "Mystical Dispute")
    assert a["legal"] is legal and a["cost"] == cost
    if legal:
        assert "Opt" in a["reason"]


def test_mystical_dispute_chooses_the_blue_target() -> None:
    """601.2c: with a red and a blue spell on the stack, targeting the blue one is a way for {U}."""
    s = game(
        [DISPUTE, OPT, SHOCK], you=["Island"], hand={"you": ["Mystical Dispute"]},
        stack=[{"card": "Shock", "controller": "opp"}, {"card": "Opt", "controller": "opp"}], active="opp", stack_empty=False,
    )
    a = _answer(s, "Mystical Dispute")
    assert a["legal"] is True and a["cost"] == "{U}"
