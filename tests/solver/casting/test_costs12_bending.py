"""costs12: keyword actions paid as additional costs of spells (118.8, 601.2b, 601.2f).

Waterbend (701.67a): "Pay [cost]. For each generic mana in that cost, you may tap an untapped
artifact or creature you control rather than pay that mana." 701.67b: as part of a spell's total
cost, tapping pays only the generic mana of the waterbend cost. Blight N: N -1/-1 counters on one
creature the payer controls (the reminder text and the 2025-11-17 rulings; none, and it can't be
paid, 118.3)."""

from __future__ import annotations

from manasolve.model.abilities import AdditionalCost, Blight, CostOrMana, StaticAbility, Waterbend
from manasolve.model.costs import ManaCost
from manasolve.solver.app.queries import cast
from manasolve.solver.paying.helpers import Helper, helped_payments
from games import card, game, read

WHIP = card(
    "Water Whip", "Sorcery — Lesson",
    "As an additional cost to cast this spell, waterbend {5}. (While paying a waterbend cost, you can tap your artifacts and creatures to help. Each one pays for {1}.)\n"
    "Return up to two target creatures to their owners' hands. Draw two cards.",
    "{U}{U}",
)
WAVE = card(
    "Crashing Wave", "Sorcery",
    "As an additional cost to cast this spell, waterbend {X}.\nTap up to X target creatures, then distribute three stun counters among any number of tapped creatures your opponents control.",
    "{U}{U}",
)
HEX = card("Requiting Hex", "Instant", "As an additional cost to cast this spell, you may blight 1.\nDestroy target creature with mana value 2 or less. If this spell's additional cost was paid, you gain 2 life.", "{B}")
EMBRACE = card("Bogslither's Embrace", "Sorcery", "As an additional cost to cast this spell, blight 1 or pay {3}.\nExile target creature.", "{1}{B}")
BEARS = card("Bears", "Creature — Bear", "", "{1}{G}", "2/2")
ORB = card("Orb", "Artifact", "", "{1}")


def _additional(text: str) -> AdditionalCost:
    (ability,) = read(text, "Sorcery")
    assert isinstance(ability, StaticAbility)
    (e,) = ability.effects
    assert isinstance(e, AdditionalCost)
    return e


def test_waterbend_reads_as_its_mana_cost() -> None:
    """701.67a: "waterbend {5}" is a cost of {5}; "you may" makes the additional cost optional (118.8)."""
    e = _additional("As an additional cost to cast this spell, you may waterbend {10}.")
    assert e.optional and e.parts == (Waterbend(ManaCost.parse("{10}")),)
    x = _additional("As an additional cost to cast this spell, waterbend {X}.")
    assert not x.optional and isinstance(x.parts[0], Waterbend) and x.parts[0].cost.has_x


def test_blight_reads_with_its_number() -> None:
    """Blight N is N -1/-1 counters on one creature you control; "blight 2 or pay {1}" is a choice of costs (601.2b)."""
    e = _additional("As an additional cost to cast this spell, blight 2 or pay {1}.")
    (part,) = e.parts
    assert isinstance(part, CostOrMana) and part.part == Blight(2) and str(part.mana) == "{1}"
    assert part.part.kind == "-1/-1" and part.part.count == 1


def test_creatures_and_artifacts_pay_the_waterbend_cost() -> None:
    """701.67a: each untapped artifact or creature tapped pays {1} of it: a creature and an
    artifact pay {2}, five Islands {3}{U}{U}."""
    s = game([WHIP, BEARS, ORB], you=["Island"] * 5 + ["Bears", "Orb"], hand={"you": ["Water Whip"]})
    v = cast(s, "Water Whip")
    assert v.legal and v.cost == "{5}{U}{U}"


def test_without_helpers_the_mana_must_pay_it_all() -> None:
    """118.3: four Islands can't pay {5}{U}{U}, and nothing can be tapped for the waterbend cost."""
    s = game([WHIP], you=["Island"] * 4, hand={"you": ["Water Whip"]})
    v = cast(s, "Water Whip")
    assert not v.legal and v.cost == "{5}{U}{U}"


def test_tapping_pays_only_the_waterbend_generic_mana() -> None:
    """701.67b: with waterbend {2} in a total cost of {3}{U} (a {1} beside it), three creatures
    pay at most {2}: the other {1} needs mana."""
    helpers = tuple(Helper(f"b{i}", "waterbend", (), True) for i in range(3))
    rests = {str(h.rest) for h in helped_payments(ManaCost.parse("{3}{U}"), helpers, waterbend=2)}
    assert rests == {"{1}{U}"}


def test_waterbend_x_is_announced_and_paid() -> None:
    """601.2b, 107.3a: X is announced with the costs; X=2 is paid by two creatures, X=3 can't be."""
    s = game([WAVE, BEARS], you=["Island", "Island", "Bears", "Bears"], hand={"you": ["Crashing Wave"]})
    assert cast(s, "Crashing Wave", x=2).legal
    assert not cast(s, "Crashing Wave", x=3).legal


def test_blight_needs_a_creature_of_the_caster() -> None:
    """118.3: with no creature to blight, the {3} is paid instead (601.2b, 601.2f)."""
    s = game([EMBRACE, BEARS], you=["Swamp", "Swamp"], opp=["Bears"], hand={"you": ["Bogslither's Embrace"]})
    v = cast(s, "Bogslither's Embrace")
    assert not v.legal and v.cost == "{4}{B}"
    s = game([EMBRACE, BEARS], you=["Swamp", "Swamp", "Bears"], opp=["Bears"], hand={"you": ["Bogslither's Embrace"]})
    v = cast(s, "Bogslither's Embrace")
    assert v.legal and v.cost == "{1}{B}"


def test_an_optional_blight_is_never_required() -> None:
    """118.8: "you may blight 1" is optional: the spell is cast for its mana cost without it."""
    s = game([HEX, BEARS], you=["Swamp"], opp=["Bears"], hand={"you": ["Requiting Hex"]})
    v = cast(s, "Requiting Hex")
    assert v.legal and v.cost == "{B}"
