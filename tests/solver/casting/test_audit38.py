"""audit38: the objects a spell's (or an ability's) cost takes can't also make mana for the same
cost (118.3), while mana abilities are activated before the costs are paid (601.2g before 601.2h),
so a permanent may make mana and then pay the cost, unless making that mana took it (sacrificed
it, or tapped it when the cost taps it).

* a card discarded or exiled from the hand for a spell's cost can't also be exiled for its own mana
  (Thrill of Possibility with only a Simian Spirit Guide): ``cast`` and ``cast_options`` choose
  which cards the cost takes with the payment, as ``can_activate`` does (one helper,
  ``solver/paying/taking.py``);
* a permanent sacrificed or tapped for a spell's cost is reserved from the costs of mana abilities
  (Ashnod's Altar's "Sacrifice a creature", Springleaf Drum's "Tap an untapped creature you
  control"): ``paid_with`` marks it once for every casting choice;
* what pays a cost with a permanent is chosen by the mana it loses (``paying_order``): Llanowar
  Elves (it taps first) before Wild Cantor (it sacrifices itself for mana); bargain weighs each
  artifact;
* ``can_activate``'s "Sacrifice another creature" is chosen with the payment too.
"""

from __future__ import annotations

from typing import Any

from manasolve.solver.app.queries import can_activate, cast, cast_options

from games import card, game

THRILL = card("Thrill of Possibility", "Instant", "As an additional cost to cast this spell, discard a card.\nDraw two cards.", "{1}{R}")
REUNION = card("Cathartic Reunion", "Sorcery", "As an additional cost to cast this spell, discard two cards.\nDraw three cards.", "{1}{R}")
SIMIAN = card("Simian Spirit Guide", "Creature — Ape Spirit", "Exile this card from your hand: Add {R}.", "{2}{R}", "2/2")
ELVISH = card("Elvish Spirit Guide", "Creature — Elf Spirit", "Exile this creature from your hand: Add {G}.", "{2}{G}", "2/2")
ENDURANCE = card(
    "Endurance", "Creature — Elemental Incarnation",
    "Flash\nReach\nWhen this creature enters, up to one target player puts all the cards from their graveyard on the bottom of their library in a random order.\nEvoke—Exile a green card from your hand.",
    "{1}{G}{G}", "3/4",
)
GOLEM = card("Lodestone Golem", "Artifact Creature — Golem", "Nonartifact spells cost {1} more to cast.", "{4}", "5/3")
ALTAR = card("Ashnod's Altar", "Artifact", "Sacrifice a creature: Add {C}{C}.", "{3}")
MEMNITE = card("Memnite", "Artifact Creature — Construct", "", "{0}", "1/1")
FLING = card("Fling", "Instant", "As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage equal to the sacrificed creature's power to any target.", "{1}{R}")
DRUM = card("Springleaf Drum", "Artifact", "{T}, Tap an untapped creature you control: Add one mana of any color.", "{1}")
SWALLOW = card(
    "Swallow Whole", "Sorcery",
    "As an additional cost to cast this spell, tap an untapped creature you control.\nExile target tapped creature. Put a +1/+1 counter on the creature tapped to pay this spell's additional cost.",
    "{W}",
)
CANTOR = card("Wild Cantor", "Creature — Human Druid", "({R/G} can be paid with either {R} or {G}.)\nSacrifice this creature: Add one mana of any color.", "{R/G}", "1/1")
HARVEST = card("Spark Harvest", "Sorcery", "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.\nDestroy target creature or planeswalker.", "{B}")
TORCH = card(
    "Torch the Tower", "Instant",
    "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nTorch the Tower deals 2 damage to target creature or planeswalker. If this spell was bargained, instead it deals 3 damage to that permanent and you scry 1.\nIf a permanent dealt damage by Torch the Tower would die this turn, exile it instead.",
    "{R}",
)
MIND_STONE = card("Mind Stone", "Artifact", "{T}: Add {C}.\n{1}, {T}, Sacrifice this artifact: Draw a card.", "{2}")
CAULDRON = card(
    "Bubbling Cauldron", "Artifact",
    "{1}, {T}, Sacrifice a creature: You gain 4 life.\n{1}, {T}, Sacrifice a creature named Festering Newt: Each opponent loses 4 life. You gain life equal to the life lost this way.",
    "{2}",
)
VANGUARD = card(
    "Legion Vanguard", "Creature — Vampire Soldier",
    "{1}, Sacrifice another creature: This creature explores. (Reveal the top card of your library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on this creature, then put the card back or put it into your graveyard.)",
    "{1}{B}", "1/1",
)

CARDS = [THRILL, REUNION, SIMIAN, ELVISH, ENDURANCE, GOLEM, ALTAR, MEMNITE, FLING, DRUM, SWALLOW, CANTOR, HARVEST, TORCH, MIND_STONE, CAULDRON, VANGUARD]


def _cast(name: str, you: list[Any], hand: list[str], opp: list[Any] | None = None, **query: Any) -> tuple[bool, str]:
    r = cast(game(CARDS, you=you, opp=opp or [], hand={"you": hand}), name, **query)
    return bool(r.answer["legal"]), str(r.answer["reason"])


def test_a_discarded_card_does_not_also_make_mana_for_the_spell() -> None:
    """118.3, 601.2g-h: Thrill of Possibility's discard takes the only other card, a Simian Spirit
    Guide, which can't also be exiled for {R}; with a land card to discard, the Guide pays."""
    ok, why = _cast("Thrill of Possibility", ["Mountain"], ["Thrill of Possibility", "Simian Spirit Guide"])
    assert not ok and "cards of the hand its costs take" in why
    assert cast_options(game(CARDS, you=["Mountain"], hand={"you": ["Thrill of Possibility", "Simian Spirit Guide"]}), "Thrill of Possibility").answer == []
    assert _cast("Thrill of Possibility", ["Mountain"], ["Thrill of Possibility", "Simian Spirit Guide", "Island"])[0]
    assert _cast("Thrill of Possibility", ["Mountain"], ["Thrill of Possibility", "Simian Spirit Guide", "Simian Spirit Guide"])[0]


def test_discard_two_takes_both_guides() -> None:
    """118.3: Cathartic Reunion discards both other cards, so neither Guide's mana pays {1}{R}."""
    hand = ["Cathartic Reunion", "Simian Spirit Guide", "Elvish Spirit Guide"]
    assert not _cast("Cathartic Reunion", ["Mountain"], hand)[0]
    assert _cast("Cathartic Reunion", ["Mountain", "Mountain"], hand)[0]


def test_an_alternative_cost_that_exiles_a_card_from_the_hand() -> None:
    """118.9, 601.2f, 118.3: Endurance's evoke exiles a green card; Lodestone Golem adds {1}: one
    Elvish Spirit Guide pays only one of them, two pay both."""
    assert not _cast("Endurance", ["Lodestone Golem"], ["Endurance", "Elvish Spirit Guide"], alternative_cost="evoke")[0]
    assert _cast("Endurance", ["Lodestone Golem"], ["Endurance", "Elvish Spirit Guide", "Elvish Spirit Guide"], alternative_cost="evoke")[0]


def test_a_creature_sacrificed_for_the_spell_is_not_also_sacrificed_for_mana() -> None:
    """118.3: Memnite is sacrificed to Fling or to Ashnod's Altar for {C}{C}, not both; with a
    second creature the Altar eats it and Fling sacrifices the other."""
    assert not _cast("Fling", ["Mountain", "Ashnod's Altar", "Memnite"], ["Fling"])[0]
    assert _cast("Fling", ["Mountain", "Ashnod's Altar", "Memnite", {"card": "Memnite", "id": "m2"}], ["Fling"])[0]


def test_a_creature_tapped_for_the_spell_is_not_also_tapped_for_mana() -> None:
    """118.3: Swallow Whole taps Memnite for its cost, so Springleaf Drum can't tap it for {W};
    302.6 does not stop the Drum from tapping a creature that just arrived."""
    tapped_elves = [{"card": "Llanowar Elves", "tapped": True}]
    assert not _cast("Swallow Whole", ["Springleaf Drum", "Memnite"], ["Swallow Whole"], opp=tapped_elves)[0]
    assert _cast("Swallow Whole", ["Plains", "Springleaf Drum", "Memnite"], ["Swallow Whole"], opp=tapped_elves)[0]


def test_the_permanent_that_loses_no_mana_is_sacrificed() -> None:
    """601.2b, 601.2g-h, 118.3: Spark Harvest's "sacrifice a creature" takes Llanowar Elves (it may
    tap first), and Wild Cantor sacrifices itself for {B}: before audit38 the Cantor, listed first
    with as many mana abilities, was sacrificed and {B} could not be paid."""
    ok, _ = _cast("Spark Harvest", ["Wild Cantor", "Llanowar Elves"], ["Spark Harvest"], opp=["Memnite"], pay_mana_instead=False)
    assert ok


def test_bargain_weighs_each_artifact() -> None:
    """702.166a, 118.3: a Treasure sacrificed for bargain can't also sacrifice itself for {R}; Mind
    Stone is bargained and the Treasure pays."""
    you = [{"card": "Treasure", "token": True}, "Mind Stone"]
    s = game(CARDS, you=you, opp=["Llanowar Elves"], hand={"you": ["Torch the Tower"]})
    r = cast(s, "Torch the Tower", optional_costs={"bargain": 1})
    assert r.answer["legal"] is True and "sacrificing Mind Stone" in r.answer["reason"]


def test_activation_sacrifices_another_creature_chosen_with_the_payment() -> None:
    """602.2b, 601.2g-h, 118.3: Legion Vanguard's "{1}, Sacrifice another creature": the Wild
    Cantor can pay {1} or be sacrificed, not both; Llanowar Elves taps for {1}, then is sacrificed.
    Bubbling Cauldron: Ashnod's Altar can't eat the only creature the cost sacrifices."""
    r = can_activate(game(CARDS, you=["Legion Vanguard", "Wild Cantor"]), "Legion Vanguard", 0)
    assert r.answer is False and "permanents the cost sacrifices" in str(r.to_dict()["why"])
    assert can_activate(game(CARDS, you=["Legion Vanguard", "Llanowar Elves"]), "Legion Vanguard", 0).answer is True
    assert can_activate(game(CARDS, you=["Bubbling Cauldron", "Ashnod's Altar", "Memnite"]), "Bubbling Cauldron", 0).answer is False
    two = ["Bubbling Cauldron", "Ashnod's Altar", "Memnite", {"card": "Memnite", "id": "m2"}]
    assert can_activate(game(CARDS, you=two), "Bubbling Cauldron", 0).answer is True


FIRESTORM = card("Firestorm", "Instant", "As an additional cost to cast this spell, discard X cards.\nFirestorm deals X damage to each of X targets.", "{R}")


def test_discard_x_cards_takes_the_guide() -> None:
    """601.2b, 107.3a, 118.3: Firestorm with X=1 discards the only other card, the Simian Spirit
    Guide, which then can't pay {R} (the payment is refused before its unread targets are asked)."""
    r = cast(game([FIRESTORM, SIMIAN], hand={"you": ["Firestorm", "Simian Spirit Guide"]}), "Firestorm", x=1)
    assert r.answer["legal"] is False and "cards of the hand its costs take" in r.answer["reason"]
