"""s16: cost parts the grammar kept as text, now read (118.3: a cost is paid in full or not at all).

* two parts joined by "and": "Remove two pressure counters from this land and sacrifice it"
  ("it": the permanent itself), "Sacrifice this land and a creature you control" (the verb
  carried over);
* "Tap three other untapped creatures you control" (not this permanent);
* "Discard a card at random" (701.9b: chance picks the card, not how many).
"""

from __future__ import annotations

from manasolve.model.costs import DiscardFromHand, RemoveCounters, Sacrifice, TapOther
from manasolve.model.selectors import Relation
from manasolve.solver.app.queries import can_activate

from tests.games import card, game

CRUCIBLE = card("Test Crucible", "Land", "{T}: Add {C}.\n{1}{R}, {T}, Remove two pressure counters from this land and sacrifice it: Create a 4/4 red Hellion creature token with haste.")
HALL = card("Test Hall", "Land", "{T}: Add {C}.\n{W}{W}{B}, {T}, Sacrifice this land and a creature you control: You gain 4 life.")
GLIDER = card("Test Glider", "Artifact", "Tap three other untapped creatures you control: You gain 1 life.", "{2}")
RAIDER = card("Test Raider", "Creature — Dwarf", "Discard a card at random: You gain 1 life.", "{2}{R}", "2/2")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")
CARDS = [CRUCIBLE, HALL, GLIDER, RAIDER, BEAR]


def _parts(name: str, n: int) -> tuple[object, ...]:
    g = game(CARDS, [name])
    abilities = [a for a in g.permanent(name).card.abilities if hasattr(a, "cost")]
    return tuple(abilities[n].cost.parts)


def test_read() -> None:
    assert [type(p) for p in _parts("Test Crucible", 1)][2:] == [RemoveCounters, Sacrifice]
    assert _parts("Test Crucible", 1)[3].what.relation is Relation.SELF  # "it"
    hall = _parts("Test Hall", 1)[2:]
    assert [type(p) for p in hall] == [Sacrifice, Sacrifice] and hall[1].what.relation is Relation.NONE
    (glide,) = _parts("Test Glider", 0)
    assert isinstance(glide, TapOther) and glide.count == 3 and glide.what.relation is Relation.OTHER
    assert _parts("Test Raider", 0) == (DiscardFromHand(1),)


def test_judged() -> None:
    """118.3: each part must be payable: the counters, the creature, three other creatures, a card."""
    lands = ["Mountain", "Mountain", "Plains", "Plains", "Swamp"]
    assert can_activate(game(CARDS, [{"card": "Test Crucible", "counters": {"pressure": 1}}, *lands]), "Test Crucible", 1).answer is False
    assert can_activate(game(CARDS, [{"card": "Test Crucible", "counters": {"pressure": 2}}, *lands]), "Test Crucible", 1).answer is True
    assert can_activate(game(CARDS, ["Test Hall", *lands]), "Test Hall", 1).answer is False
    assert can_activate(game(CARDS, ["Test Hall", "Test Bear", *lands]), "Test Hall", 1).answer is True
    assert can_activate(game(CARDS, ["Test Glider", "Test Bear", "Test Bear"]), "Test Glider", 0).answer is False
    assert can_activate(game(CARDS, ["Test Glider", "Test Bear", "Test Bear", "Test Bear"]), "Test Glider", 0).answer is True
    assert can_activate(game(CARDS, ["Test Raider"], hand={"you": []}), "Test Raider", 0).answer is False
    assert can_activate(game(CARDS, ["Test Raider"], hand={"you": ["Test Bear"]}), "Test Raider", 0).answer is True


TROOPER = card("Test Trooper", "Creature — Human Soldier", "Discard a creature card: This creature gets +2/+2 until end of turn.", "{1}{B}{G}", "2/2")


def test_discard_a_card_of_a_kind() -> None:
    """118.3, 701.9a: "Discard a creature card" is paid only with a creature card in hand."""
    g = game([TROOPER, BEAR], ["Test Trooper"], hand={"you": ["Forest", "Island"]})
    assert can_activate(g, "Test Trooper", 0).answer is False
    g = game([TROOPER, BEAR], ["Test Trooper"], hand={"you": ["Forest", "Test Bear"]})
    assert can_activate(g, "Test Trooper", 0).answer is True


CURIE = card("Test Curie", "Legendary Artifact Creature — Human Scientist", "{1}{U}, Exile another nontoken artifact creature you control: You gain 1 life.", "{1}{U}{U}", "1/3")
CONSTRUCT = card("Test Construct", "Artifact Creature — Construct", "", "{2}", "2/2")


def test_exile_another() -> None:
    """118.3: "Exile another nontoken artifact creature you control": not Curie itself."""
    assert can_activate(game([CURIE, CONSTRUCT], ["Test Curie", "Island", "Island"]), "Test Curie", 0).answer is False
    assert can_activate(game([CURIE, CONSTRUCT], ["Test Curie", "Test Construct", "Island", "Island"]), "Test Curie", 0).answer is True
