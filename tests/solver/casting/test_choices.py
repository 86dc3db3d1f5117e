"""The casting room's pieces, one at a time: the generic constraint space, each choice of casting
(one class per choice: its variables, rules, defaults, cost lines, cast-mapping entries and
sentence), and how a way of casting is put together from the choices' parts. Each test states the
rule it checks; the end-to-end answers are tests/solver/casting/test_casting.py's and examples/casting/'s."""

from __future__ import annotations

from typing import Any

import pytest
from manasolve.model.abilities import Zone
from manasolve.model.library import CardLibrary
from manasolve.model.queries import CastQuery
from manasolve.model.scenario import parse_scenario_text
from manasolve.solver.casting.choices import (
    CHOICES,
    AdditionalCostsChoice,
    AlternativeChoice,
    Choice,
    KickerChoice,
    PermissionChoice,
    Posing,
    PrototypeChoice,
    TargetsChoice,
    TimingChoice,
    XChoice,
)
from manasolve.solver.casting.situation import Situation
from manasolve.solver.casting.space import SpaceBuilder, exact_sum, in_set
from manasolve.solver.casting.ways import pose
from manasolve.solver.options import Options

LIB = CardLibrary.builtin()

BOARD = """
name: choices
players: [you, opp]
cards:
  - name: Mulldrifter
    type_line: Creature — Fish
    mana_cost: "{4}{U}"
    oracle_text: "Flying\\nWhen this creature enters, draw two cards.\\nEvoke {2}{U}"
  - name: Twin Kicker
    type_line: Sorcery
    mana_cost: "{R}"
    oracle_text: "Kicker {1}\\nKicker {G}\\nDraw a card."
  - name: Blood Price
    type_line: Sorcery
    mana_cost: "{B}"
    oracle_text: "As an additional cost to cast this spell, pay 3 life.\\nDraw a card."
battlefield:
  you:
    - card: One with the Multiverse
      id: owtm
    - Mountain
    - Llanowar Elves
    - Birds of Paradise
  opp: [Llanowar Elves]
hand: {you: [Goblin Bushwhacker, Mulldrifter, Endless One, Phyrexian Fleshgorger, Bone Splinters, Fireball, Everflowing Chalice, Twin Kicker, Blood Price]}
"""


def spell_of(card: str, text: str = BOARD, zone: Zone = Zone.HAND) -> Situation:
    return Situation.of(parse_scenario_text(text, LIB).state, card, zone, None, Options())


def posed_alone(kinds: tuple[type[Choice], ...], card: str, request: CastQuery | None = None, text: str = BOARD) -> tuple[list[Choice], Any]:
    """The given choices posed in order (those a choice reads from first), and their space."""
    spell = spell_of(card, text)
    posing = Posing()
    made = [k.pose(spell, request, posing) for k in kinds]
    return made, posing.build()


def reasons(space: Any) -> list[str]:
    return [r.rule for r in space.rules]


# ---- the space knows nothing about choices --------------------------------------------------------


def test_space_reports_the_first_rule_that_fails() -> None:
    """The first rule, in the order stated, that leaves no solution is the reason given."""
    b = SpaceBuilder()
    a = b.variable("a", (0, 1))
    c = b.variable("c", (0, 1))
    b.rule(exact_sum(1), (a, c), "exactly one", "R1")
    b.rule(in_set([0]), (a,), "a is refused", "R2")
    b.rule(in_set([0]), (c,), "c is refused", "R3")
    space = b.build()
    assert space.solutions() == []
    culprit = space.first_violation()
    assert culprit is not None and culprit.rule == "R3"


def test_space_facts_and_duplicates() -> None:
    """A fact fails whatever is chosen; a variable is posed once."""
    b = SpaceBuilder()
    b.variable("a", (0, 1))
    b.fact("the card is elsewhere", "601.2a")
    space = b.build()
    assert not space.solutions() and space.first_violation() is not None
    with pytest.raises(ValueError, match="twice"):
        b.variable("a", (0,))


# ---- one class per choice ----------------------------------------------------------------------


def test_registry() -> None:
    """Every choice is a Choice, posed in the order of the rules (keys15: offering, 702.48a, gives
    flash, so it is posed before the timing); sort ranks are distinct."""
    assert all(issubclass(c, Choice) for c in CHOICES)
    assert [c.__name__ for c in CHOICES] == [
        "PermissionChoice", "OfferingChoice", "TimingChoice", "PrototypeChoice", "AlternativeChoice", "KickerChoice", "OptionalCostsChoice", "GrantedLifeChoice", "BargainChoice", "ModesChoice", "XChoice",
        "AdditionalCostsChoice", "TargetsChoice",
    ]
    assert len({c.sort_rank for c in CHOICES}) == len(CHOICES)


def test_permission_exactly_one() -> None:
    """601.3: exactly one permission is used; One with the Multiverse's free cast is one of them
    (118.9), and ``using: normal`` refuses it."""
    (perm,), space = posed_alone((PermissionChoice,), "Goblin Bushwhacker")
    assert isinstance(perm, PermissionChoice)
    assert [(p.source, p.free) for p in perm.permissions] == [(None, False), ("owtm", False), ("owtm", True)]
    assert reasons(space)[-1] == "601.3"  # exactly one (the middle ability is refused from hand: 601.3)
    free = [perm.read(s).entries for s in space.solutions()]
    assert (("using", "owtm"),) in free and (("using", "normal"),) in free
    (perm,), space = posed_alone((PermissionChoice,), "Goblin Bushwhacker", CastQuery("Goblin Bushwhacker"))
    assert {perm.read(s).entries for s in space.solutions()} == {(("using", "normal"),)}


def test_permission_free_cast_reads_as_nothing_paid() -> None:
    """118.9: with the free cast, nothing is paid instead of the mana cost."""
    (perm,), space = posed_alone((PermissionChoice,), "Goblin Bushwhacker", CastQuery("Goblin Bushwhacker", using="owtm"))
    (solution,) = space.solutions()
    part = perm.read(solution)
    assert part.instead == (None, "cast without paying its mana cost (owtm's permission)")
    assert part.sentence is not None and "118.9" in part.sentence


def test_timing_is_posed() -> None:
    """117.1a: a creature spell without flash only in its caster's main phase."""
    text = BOARD + "phase: combat\n"
    spell = spell_of("Goblin Bushwhacker", text)
    posing = Posing()
    TimingChoice.pose(spell, None, posing)
    space = posing.build()
    assert not space.solutions()
    culprit = space.first_violation()
    assert culprit is not None and culprit.rule.startswith("117.1a")


def test_prototype_changes_the_mana_cost_and_colours() -> None:
    """718.3b: a prototyped spell has the prototype's mana cost and colours; it is not an
    alternative cost (Fleshgorger ruling)."""
    spell = spell_of("Phyrexian Fleshgorger")
    posing = Posing()
    proto = PrototypeChoice.pose(spell, None, posing)
    assert [r.alternative for r in posing.replacements] == [False]
    space = posing.build()
    parts = {p.entries: p for p in (proto.read(s) for s in space.solutions())}
    on = parts[(("prototype", True),)]
    assert on.mana_cost is not None and on.mana_cost[1].startswith("prototype mana cost")
    assert on.colors is not None and on.colors != spell.card.colors
    assert parts[(("prototype", False),)].mana_cost is None


def test_prototype_requested_without_one() -> None:
    """702.160a: only a card with prototype can be cast prototyped."""
    _, space = posed_alone((PrototypeChoice,), "Goblin Bushwhacker", CastQuery("Goblin Bushwhacker", prototype=True))
    culprit = space.first_violation()
    assert culprit is not None and culprit.reason == "Goblin Bushwhacker has no prototype"


def test_alternative_cost_and_free_cast_exclude_each_other() -> None:
    """118.9a: at most one alternative cost, and a free cast is one."""
    (perm, alt), space = posed_alone((PermissionChoice, AlternativeChoice), "Mulldrifter")
    assert "118.9a, 601.2b" in reasons(space)
    pairs = {(perm.read(s).entries, alt.read(s).entries) for s in space.solutions()}
    assert ((("using", "owtm"),), (("alternative_cost", "evoke"),)) not in pairs
    assert ((("using", "normal"),), (("alternative_cost", "evoke"),)) in pairs
    evoke = next(alt.read(s) for s in space.solutions() if alt.read(s).entries == (("alternative_cost", "evoke"),))
    assert evoke.instead is not None and "instead of the mana cost (702.74a)" in evoke.instead[1]


def test_alternative_cost_the_card_lacks() -> None:
    """118.9: an alternative cost is one the card (or an effect) offers."""
    _, space = posed_alone((AlternativeChoice,), "Goblin Bushwhacker", CastQuery("Goblin Bushwhacker", alternative_cost="dash"))
    culprit = space.first_violation()
    assert culprit is not None and culprit.reason == "Goblin Bushwhacker has no dash cost"


def test_kicker_each_once() -> None:
    """702.33a: each kicker cost at most once; two kickers may both be paid (702.33d counts)."""
    (kick,), space = posed_alone((KickerChoice,), "Twin Kicker")
    counts = sorted(kick.read(s).entries[0][1] for s in space.solutions())
    assert counts == [0, 1, 1, 2]
    (kick,), space = posed_alone((KickerChoice,), "Twin Kicker", CastQuery("Twin Kicker", kicker=3))
    culprit = space.first_violation()
    assert culprit is not None and culprit.reason == "Twin Kicker can be kicked at most 2 times"


def test_multikicker_lines() -> None:
    """702.33c: a multikicker cost is paid any number of times, each adding its cost."""
    (kick,), space = posed_alone((KickerChoice,), "Everflowing Chalice", CastQuery("Everflowing Chalice", kicker=2))
    (solution,) = space.solutions()
    part = kick.read(solution)
    assert part.entries == (("kicker", 2),) and [line[0] for line in part.additions] == ["multikicker {2} ×2"]
    assert part.sentence == "kicked 2 time(s) (702.33)"


def test_x_is_zero_without_a_cost_with_x() -> None:
    """107.3b: X is 0 when the spell is cast without paying a cost with X (a free cast)."""
    _, space = posed_alone((PermissionChoice, XChoice), "Endless One", CastQuery("Endless One", using="owtm", x=2))
    culprit = space.first_violation()
    assert culprit is not None and culprit.rule == "107.3b"


def test_x_without_x() -> None:
    """107.3a: only a spell with {X} in a cost has an X to choose."""
    _, space = posed_alone((XChoice,), "Goblin Bushwhacker", CastQuery("Goblin Bushwhacker", x=1))
    culprit = space.first_violation()
    assert culprit is not None and culprit.rule == "107.3a"


def test_x_bounded_by_mana_when_listing() -> None:
    """107.3a with 601.2g-h: listing every way, X goes no higher than the caster's mana could pay."""
    (x,), space = posed_alone((XChoice,), "Endless One")
    assert isinstance(x, XChoice)
    values = sorted(x.read(s).x or 0 for s in space.solutions())
    assert values[0] == 0 and values[-1] >= 3 and values[-1] < 20


def test_additional_sacrifice() -> None:
    """118.8: a mandatory additional cost must be paid, with the caster's own permanents that fit;
    118.3: a creature sacrificed for it can't also be sacrificed for mana."""
    (add,), space = posed_alone((AdditionalCostsChoice,), "Bone Splinters")
    chosen = sorted(add.read(s).entries[0][1][0] for s in space.solutions())
    assert chosen == ["Birds of Paradise", "Llanowar Elves#1"]
    (add,), space = posed_alone((AdditionalCostsChoice,), "Bone Splinters", CastQuery("Bone Splinters", sacrifice=("Mountain",)))
    culprit = space.first_violation()
    assert culprit is not None and "does not fit" in culprit.reason and culprit.rule == "118.8, 118.3, 601.2h"


def test_additional_life() -> None:
    """119.4, 118.3: life paid for a cost must be there; payment sees the life left."""
    (add,), space = posed_alone((AdditionalCostsChoice,), "Blood Price")
    assert not space.domains and add.read({}).life == 3  # nothing to choose: a fact that holds
    _, space = posed_alone((AdditionalCostsChoice,), "Blood Price", text=BOARD + "life: {you: 2}\n")
    culprit = space.first_violation()
    assert culprit is not None and culprit.rule == "118.3, 119.4"


def test_targets_fit_the_legal_targets() -> None:
    """601.2c, 115.4: Fireball's "any number of targets" is at most the creatures, players,
    planeswalkers and battles there are."""
    (t,), space = posed_alone((TargetsChoice,), "Fireball")
    counts = sorted(t.read(s).targets for s in space.solutions())
    assert counts == [0, 1, 2, 3, 4, 5]  # two players, three creatures
    (t,), space = posed_alone((TargetsChoice,), "Fireball", CastQuery("Fireball", targets=6))
    culprit = space.first_violation()
    assert culprit is not None and culprit.rule.startswith("601.2c")
    (t,), space = posed_alone((TargetsChoice,), "Fireball", CastQuery("Fireball"))
    assert [t.read(s).targets for s in space.solutions()] == [1]  # the default: one when one exists


# ---- a way of casting put together --------------------------------------------------------------


def test_way_total_cost_and_mapping() -> None:
    """601.2f: the mana cost (or what is paid instead), with X, plus kicker, plus increases; the
    cast mapping's keys come in the order of the choices."""
    spell = spell_of("Fireball")
    posed = pose(spell, CastQuery("Fireball", x=2, targets=3))
    (way,) = [posed.read(s) for s in posed.solutions()]
    assert list(way.choice) == ["card", "from", "using", "prototype", "alternative_cost", "kicker", "x", "sacrifice", "targets"]
    assert way.total.text == "{4}{R}"
    assert [line.rule for line in way.total.lines] == ["107.3a, 601.2f", "601.2f"]


def test_way_free_cast_beats_the_prototype() -> None:
    """118.9 with 718.3b: a free cast pays nothing instead of the (prototype's) mana cost."""
    spell = spell_of("Phyrexian Fleshgorger")
    posed = pose(spell, CastQuery("Phyrexian Fleshgorger", using="owtm", prototype=True))
    (way,) = [posed.read(s) for s in posed.solutions()]
    assert way.total.text == "{0}" and way.choice["prototype"] is True
