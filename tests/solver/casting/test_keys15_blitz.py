"""keys15: blitz (702.152a: "Blitz [cost]" means "You may cast this spell by paying [cost] rather
than its mana cost" — the whole [cost], its parts after the mana too: "Blitz—{2}{R}{R}, Discard a
card.", "Blitz—{2}{B}{B}, Pay 2 life."; 118.9, 118.3) and "You may cast this card from your
graveyard using its blitz ability." (601.3: that permission only with the blitz cost, 118.9)."""

from __future__ import annotations

from manasolve.model.abilities import AlternativeCost, CastPermission, DiscardCards, StaticAbility
from manasolve.model.costs import PayLife
from manasolve.solver.app.queries import cast, cast_options
from games import card, game, read

REMINDER = ' (If you cast this spell for its blitz cost, it gains haste and "When this creature dies, draw a card." Sacrifice it at the beginning of the next end step.)'
SABIN = card(
    "Sabin, Master Monk", "Legendary Creature — Human Noble Monk",
    "Double strike\nBlitz—{2}{R}{R}, Discard a card." + REMINDER + "\nYou may cast this card from your graveyard using its blitz ability.", "{4}{R}", "3/2",
)
UNDERDOG = card(
    "Tenacious Underdog", "Creature — Human Warrior",
    "Blitz—{2}{B}{B}, Pay 2 life." + REMINDER + "\nYou may cast this card from your graveyard using its blitz ability.", "{1}{B}", "3/2",
)


def test_read() -> None:
    """702.152a: the parts after the mana are part of the blitz cost; 601.3: the permission names it."""
    abilities = read(SABIN["oracle_text"], "Legendary Creature — Human Noble Monk")
    (blitz,) = [a for a in abilities if isinstance(a, AlternativeCost)]
    assert str(blitz.cost) == "{2}{R}{R}" and blitz.parts == (DiscardCards(1, text="Discard a card"),)
    (perm,) = [e for a in abilities if isinstance(a, StaticAbility) for e in a.effects if isinstance(e, CastPermission)]
    assert perm.using == "blitz"
    (life,) = [a for a in read(UNDERDOG["oracle_text"], "Creature — Human Warrior") if isinstance(a, AlternativeCost)]
    assert len(life.parts) == 1 and isinstance(life.parts[0], PayLife) and life.parts[0].amount == 2


def test_blitz_parts_are_paid_from_hand() -> None:
    """118.3, 702.152a: the blitz cost asks to discard a card: with no other card in hand, no."""
    alone = game([SABIN], you=["Mountain"] * 4, hand={"you": ["Sabin, Master Monk"]})
    got = cast(alone, "Sabin, Master Monk", alternative_cost="blitz")
    assert not got.legal and "118.3" in got.rule
    other = game([SABIN], you=["Mountain"] * 4, hand={"you": ["Sabin, Master Monk", "Mountain"]})
    assert cast(other, "Sabin, Master Monk", alternative_cost="blitz").legal


def test_blitz_life() -> None:
    """119.4, 118.3: "Pay 2 life" with 1 life can't be paid."""
    s = game([UNDERDOG], you=["Swamp"] * 4, hand={"you": ["Tenacious Underdog"]}, life={"you": 1})
    assert not cast(s, "Tenacious Underdog", alternative_cost="blitz").legal


def test_from_the_graveyard_only_for_its_blitz_cost() -> None:
    """601.3, 118.9: from the graveyard, the permission is used only with the blitz cost; the
    discarded card is one in hand (the spell is in the graveyard, 601.2a)."""
    g = game([SABIN], you=["Mountain"] * 5, hand={"you": ["Mountain"]}, graveyard={"you": ["Sabin, Master Monk"]})
    plain = cast(g, "Sabin, Master Monk", from_="graveyard")
    assert not plain.legal and "601.3" in plain.rule
    assert cast(g, "Sabin, Master Monk", from_="graveyard", alternative_cost="blitz").legal
    assert [(w["alternative_cost"], w["cost"]) for w in cast_options(g, "Sabin, Master Monk", from_="graveyard").answer] == [("blitz", "{2}{R}{R}")]
    empty = game([UNDERDOG], you=["Swamp"] * 4, hand={"you": []}, graveyard={"you": ["Tenacious Underdog"]}, life={"you": 20})
    assert cast(empty, "Tenacious Underdog", from_="graveyard", alternative_cost="blitz").legal
