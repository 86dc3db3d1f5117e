"""becomes13: the type changes of resolved abilities in the words real cards wrap them in.

608.2c: "Then" only orders an ability's instructions, and "those lands" / "each of those lands"
refer back to the objects an earlier instruction named (611.2c: fixed as it resolved, listed by
the resolution's ``targets``); 205.1b: "It's still a land." / "They're still lands." after such a
sentence keep the land's types; 302.6: a land that became a creature the turn it came under its
controller's control can't use its {T} abilities.
"""

from __future__ import annotations

import pytest
from manasolve.model.abilities import ActivatedAbility, ColorChange, TriggeredAbility, TypeChange
from manasolve.model.selectors import Relation
from games import card, game, read, tap

BARRENS = card(
    "Crawling Barrens", "Land",
    "{T}: Add {C}.\n{4}: Put two +1/+1 counters on this land. Then you may have it become a 0/0 Elemental creature until end of turn. It's still a land.",
)
LIEGE = card(
    "Liege of the Tangle", "Creature — Elemental",
    "Trample\nWhenever this creature deals combat damage to a player, you may choose any number of target lands you control and put an "
    "awakening counter on each of them. Each of those lands is an 8/8 green Elemental creature for as long as it has an awakening counter "
    "on it. They're still lands.",
    "{6}{G}{G}", "8/8",
)


def test_then_is_read_as_the_sentence_after_it() -> None:
    """608.2c: "Then you may have it become ..." is the type change of "You may have it become ...",
    on the ability's own land ("it": nothing else was named), kept a land by "It's still a land."
    (205.1b)."""
    _, animate = read(BARRENS["oracle_text"], "Land", "Crawling Barrens")
    assert isinstance(animate, ActivatedAbility)
    (change,) = [e for e in animate.continuous if isinstance(e, TypeChange)]
    assert change.affected.relation is Relation.SELF and change.adding and change.card_types == {"Creature"}


@pytest.mark.parametrize(
    "sentence",
    [
        "Those lands become 4/4 Elemental creatures with trample.",
        "Each of those lands is a 4/4 Elemental creature with trample.",
        "They each become 4/4 Elemental creatures with trample.",
    ],
)
def test_those_lands_are_what_the_ability_named(sentence: str) -> None:
    """608.2c, 611.2c: a subject that refers back to the lands an earlier instruction put onto the
    battlefield (no target) is read as "they": the objects the resolution lists."""
    (_, spell) = read(f"Search your library for up to two basic land cards, put them onto the battlefield, then shuffle. {sentence} They're still lands.", "Sorcery")
    (change,) = [e for e in spell.continuous if isinstance(e, TypeChange)]
    assert change.affected.relation is Relation.REFERRED and change.adding


def test_barrens_animated_this_turn_cant_tap() -> None:
    """302.6: the Barrens that became a creature (608.2d: listed, the player chose to) entered this
    turn; the other one is a land alone."""
    s = game([BARRENS], [
        {"card": "Crawling Barrens", "id": "animated", "entered_this_turn": True, "counters": {"+1/+1": 2}, "resolved_this_turn": [1]},
        {"card": "Crawling Barrens", "id": "plain", "entered_this_turn": True},
    ])
    assert tap(s, "animated") == "illegal"
    assert tap(s, "plain") == {"C"}


def test_liege_lands_are_creatures_and_still_forests() -> None:
    """611.2b, 205.1b, 305.6: a target with an awakening counter is an 8/8 creature and still a
    Forest (its intrinsic {T}: Add {G}); 302.6 stops it if it entered this turn; a target without
    the counter is unchanged."""
    s = game([LIEGE], [
        {"card": "Liege of the Tangle", "resolved_this_turn": [{"ability": 1, "targets": ["woken", "slept", "old"]}]},
        {"card": "Forest", "id": "woken", "entered_this_turn": True, "counters": {"awakening": 1}},
        {"card": "Forest", "id": "slept", "entered_this_turn": True},
        {"card": "Forest", "id": "old", "counters": {"awakening": 1}},
    ])
    assert tap(s, "woken") == "illegal"
    assert tap(s, "slept") == {"G"}
    assert tap(s, "old") == {"G"}
    (_, trigger) = read(LIEGE["oracle_text"], LIEGE["type_line"], LIEGE["name"])
    assert isinstance(trigger, TriggeredAbility) and trigger.continuous[0].affected.relation is Relation.TARGET


@pytest.mark.parametrize(
    "text",
    [
        "One or more target creatures become white until end of turn.",
        "X target lands become Forests until end of turn.",
    ],
)
def test_counted_targets_subject(text: str) -> None:
    """115.1: "one or more target creatures", "X target lands" are what the ability targeted (its
    resolution's ``targets``)."""
    (ability,) = read("{X}, {T}: " + text, "Creature — Dryad")
    assert isinstance(ability, ActivatedAbility)
    (change,) = ability.continuous
    assert change.affected.relation is Relation.TARGET


def test_color_added() -> None:
    """613.1e: "becomes blue in addition to its other colors" adds blue (a ColorChange that adds)."""
    (ability,) = read("{U}: Target permanent becomes blue in addition to its other colors until end of turn.", "Creature — Faerie")
    (change,) = ability.continuous
    assert isinstance(change, ColorChange) and change.adding and change.affected.relation is Relation.TARGET
    assert change.duration == "until end of turn"


def test_on_the_battlefield_condition_is_the_effect() -> None:
    """113.6, 611.3b: "As long as this creature is on the battlefield, it's a land in addition to
    its other types" is the type change itself (205.1b: added, on the permanent itself)."""
    (ability,) = read("As long as this creature is on the battlefield, it's a land in addition to its other types.", "Creature — Elemental")
    (change,) = ability.effects
    assert isinstance(change, TypeChange) and change.adding and change.card_types == {"Land"}
    assert change.affected.relation is Relation.SELF


def test_keyword_with_a_number_is_granted() -> None:
    """702: "it has annihilator 2" grants the keyword with its number, read as its keyword line."""
    (ability,) = read("As long as this artifact has eight or more +1/+1 counters on it, it's a 0/0 creature in addition to its other types and it has annihilator 2.", "Artifact")
    assert any(isinstance(e, TypeChange) for e in ability.effects) and len(ability.effects) >= 2


@pytest.mark.parametrize(
    "text, reason",
    [
        ("{U}{B}: This artifact becomes a 2/2 blue and black Horror artifact creature until end of turn and can't be blocked this turn.", "combat"),
        ("{T}: Target creature you control gains haste until end of turn and can't be blocked this turn.", "combat"),
    ],
)
def test_lasting_effect_then_inert_clause(text: str, reason: str) -> None:
    """611.2a: the first clause is a lasting effect with its duration; the second ("can't be blocked
    this turn", 509) is inert: each read for what it is."""
    (ability,) = read(text, "Artifact")
    assert ability.continuous and all(getattr(e, "duration", "") == "until end of turn" for e in ability.continuous)


def test_second_clause_sharing_the_duration_is_not_split() -> None:
    """611.2a: "gets +2/+2 until end of turn and gains flying" — a second clause that gains something
    may be meant for the same duration: never split off."""
    (ability,) = read("{T}: Target creature gets +2/+2 until end of turn and gains haste.", "Creature — Elf")
    assert not ability.continuous


def test_becomes_equipment_with_equip() -> None:
    """702.6a: "becomes an Equipment artifact with equip {2}" grants the equip activated ability it
    stands for, with the type change (205.1a: artifact, Equipment)."""
    (ability,) = read("{U}{B}: Until end of turn, this land becomes an Equipment artifact with equip {2}.", "Land")
    kinds = {type(e).__name__ for e in ability.continuous}
    (change,) = [e for e in ability.continuous if isinstance(e, TypeChange)]
    assert change.card_types == {"Artifact"} and change.subtypes == {"Equipment"}
    assert "GrantAbilities" in kinds
    (grant,) = [e for e in ability.continuous if type(e).__name__ == "GrantAbilities"]
    assert any(isinstance(a, ActivatedAbility) for a in grant.abilities)


def test_two_lasting_effects_under_one_duration() -> None:
    """611.2a: "Until end of turn, all creatures become black and all lands become Swamps." is two
    effects, each until end of turn (613.1e colour, 305.7 land type)."""
    (spell,) = read("Until end of turn, all creatures become black and all lands become Swamps.", "Instant")
    kinds = sorted(type(e).__name__ for e in spell.continuous)
    assert kinds == ["ColorChange", "TypeChange"]
    assert all(e.duration == "until end of turn" for e in spell.continuous)
