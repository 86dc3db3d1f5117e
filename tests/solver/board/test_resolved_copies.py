"""copies14: copy effects that resolving abilities create (707.2, 613.2a, 611.2a): "This land
becomes a copy of target land, except it has this ability." (Thespian's Stage), "Until end of
turn, Oko becomes a copy of target creature you control.", "This land becomes a copy of target
permanent card in your graveyard until end of turn." (Shifting Woodland). The scenario lists the
ability in ``resolved_this_turn`` with the target it chose; the permanent then *is* the copy, in
layer 1, before every other effect."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import ActivatedAbility, BecomesCopy
from manasolve.model.errors import ManasolveError
from manasolve.solver.app.queries import can_activate, could_produce

from tests.games import card, game, read, tap

STAGE = card("Thespian's Stage", "Land", "{T}: Add {C}.\n{2}, {T}: This land becomes a copy of target land, except it has this ability.")
OKO = card(
    "Oko, the Trickster",
    "Legendary Planeswalker — Oko",
    "[+1]: Put two +1/+1 counters on up to one target creature you control.\n[0]: Until end of turn, Oko becomes a copy of target creature you control. "
    "Prevent all damage that would be dealt to him this turn.\n[−7]: Until end of turn, each creature you control has base power and toughness 10/10 and gains trample.",
    "{4}{G}{U}",
)
WOODLAND = card(
    "Shifting Woodland",
    "Land",
    "This land enters tapped unless you control a Forest.\n{T}: Add {G}.\nDelirium — {2}{G}{G}: This land becomes a copy of target permanent card in your "
    "graveyard until end of turn. Activate only if there are four or more card types among cards in your graveyard.",
)
KIMAHRI_LIKE = card("Copycat", "Creature — Shapeshifter", "{1}: This creature becomes a copy of another target creature you control, except its name is ~ and it has this ability.", "{1}{U}", "1/1")


def test_the_sentence_is_read_as_a_copy_effect_of_the_ability() -> None:
    """707.2, 707.9b: the ability's effect is a copy effect on its own permanent; "this ability"
    is kept as an exception, and "target land" is what the resolution targeted (115.1)."""
    (_mana, ability) = read(STAGE["oracle_text"], "Land", "Thespian's Stage")
    assert isinstance(ability, ActivatedAbility)
    (e,) = ability.continuous
    assert isinstance(e, BecomesCopy) and e.keeps_ability and e.what.card_types == {"Land"} and not e.exceptions


def test_has_this_ability_is_read_only_in_a_copy_exception() -> None:
    """"this ability" names the ability a copy effect comes from (707.9b); alone it names nothing
    the grammar can give, so the sentence stays unread."""
    (ability,) = read("{1}: Target creature gains this ability until end of turn.", "Artifact")
    assert not getattr(ability, "continuous", ())


def test_thespians_stage_copying_a_forest_taps_for_green() -> None:
    """707.2, 305.6: the Stage copying a Forest is a basic Forest, with its intrinsic {T}: Add {G};
    its own {T}: Add {C} is gone (its rules text is the Forest's, plus "this ability")."""
    s = game([STAGE], you=["Forest", {"card": "Thespian's Stage", "id": "stage", "resolved_this_turn": [{"ability": 1, "targets": ["Forest"]}]}])
    assert could_produce(s, "stage").answer == ["G"]
    assert tap(s, "stage") == {"G"}
    assert s.permanent("stage").card.name == "Forest" and "Basic" in s.permanent("stage").card.supertypes


def test_the_kept_ability_is_numbered_after_the_copied_ones() -> None:
    """707.9b and the numbering of abilities: the Forest's printed text has none, so "this ability"
    is activated ability 0 and the Forest's intrinsic mana ability 1; {2} can't be paid by one
    Forest (605.3a)."""
    s = game([STAGE], you=["Forest", {"card": "Thespian's Stage", "id": "stage", "resolved_this_turn": [{"ability": 1, "targets": ["Forest"]}]}])
    assert can_activate(s, "stage", 0).answer is False
    assert can_activate(s, "stage", 1).answer is True


def test_counters_are_not_copied() -> None:
    """707.2: counters are not copiable values: a Stage copying Gemstone Mine has no mining counter,
    so it could produce any colour (106.7: costs ignored) but can't be tapped for mana now."""
    s = game([STAGE], you=[{"card": "Gemstone Mine", "counters": {"mining": 2}}, {"card": "Thespian's Stage", "id": "stage", "resolved_this_turn": [{"ability": 1, "targets": ["Gemstone Mine"]}]}])
    assert could_produce(s, "stage").answer == ["W", "U", "B", "R", "G"]
    assert tap(s, "stage") == "illegal"


def test_blood_moon_applies_to_the_copy_after_layer_1() -> None:
    """613.2a before 613.1d: the Stage copying Reflecting Pool is a nonbasic land, so Blood Moon
    makes it a Mountain (305.7), and it taps for {R}."""
    s = game([STAGE], you=["Reflecting Pool", {"card": "Thespian's Stage", "id": "stage", "resolved_this_turn": [{"ability": 1, "targets": ["Reflecting Pool"]}]}], opp=["Blood Moon"])
    assert could_produce(s, "stage").answer == ["R"]


def test_a_copy_of_a_copy_gets_the_copied_values() -> None:
    """707.3: the Stage copying a Vesuva that entered as a copy of a Forest is a Forest."""
    vesuva = card("Vesuva", "Land", "You may have this land enter tapped as a copy of any land on the battlefield.")
    s = game(
        [STAGE, vesuva],
        you=["Forest", {"card": "Vesuva", "id": "v", "copy_of": "Forest"}, {"card": "Thespian's Stage", "id": "stage", "resolved_this_turn": [{"ability": 1, "targets": ["v"]}]}],
    )
    assert tap(s, "stage") == {"G"}


def test_oko_copying_a_mana_creature_is_that_creature() -> None:
    """707.2, 302.6: Oko copying Llanowar Elves until end of turn is a creature with {T}: Add {G};
    controlled since the turn began, it can tap; one that came under control this turn can't."""
    ok = game([OKO], you=["Llanowar Elves", {"card": "Oko, the Trickster", "id": "oko", "resolved_this_turn": [{"ability": 1, "targets": ["Llanowar Elves"]}]}])
    assert tap(ok, "oko") == {"G"}
    sick = game([OKO], you=["Llanowar Elves", {"card": "Oko, the Trickster", "id": "oko", "summoning_sick": True, "resolved_this_turn": [{"ability": 1, "targets": ["Llanowar Elves"]}]}])
    assert tap(sick, "oko") == "illegal"


def test_the_target_must_fit_the_description() -> None:
    """115.1, 707.2: Oko's "target creature you control": an opponent's creature can't be named."""
    with pytest.raises(ManasolveError, match="creature you control"):
        game([OKO], you=[{"card": "Oko, the Trickster", "id": "oko", "resolved_this_turn": [{"ability": 1, "targets": ["Llanowar Elves"]}]}], opp=["Llanowar Elves"])


def test_a_graveyard_card_is_named_by_its_name() -> None:
    """Shifting Woodland copying a Llanowar Elves card in its controller's graveyard is that
    creature (707.2); a name not in that graveyard is an error naming it."""
    s = game(
        [WOODLAND],
        you=[{"card": "Shifting Woodland", "id": "w", "resolved_this_turn": [{"ability": 2, "targets": ["Llanowar Elves"]}]}],
        graveyard={"you": ["Llanowar Elves"]},
    )
    assert tap(s, "w") == {"G"} and s.permanent("w").card.card_types == {"Creature"}
    with pytest.raises(ManasolveError, match="Birds of Paradise"):
        game([WOODLAND], you=[{"card": "Shifting Woodland", "id": "w", "resolved_this_turn": [{"ability": 2, "targets": ["Birds of Paradise"]}]}], graveyard={"you": ["Llanowar Elves"]})


def test_its_name_is_kept_when_the_exception_says_so() -> None:
    """707.9b: "except its name is ~": the copy has the copied values but its own name."""
    s = game([KIMAHRI_LIKE], you=["Llanowar Elves", {"card": "Copycat", "id": "c", "resolved_this_turn": [{"ability": 0, "targets": ["Llanowar Elves"]}]}])
    assert s.permanent("c").card.name == "Copycat" and tap(s, "c") == {"G"}


def test_without_the_target_the_scenario_is_an_error_naming_the_key() -> None:
    """115.1: what was copied is not in the text: never assumed, the key is named."""
    with pytest.raises(ManasolveError, match=r"targets: \[REF\]"):
        game([STAGE], you=["Forest", {"card": "Thespian's Stage", "resolved_this_turn": [1]}])


CURSED_MIRROR = card(
    "Cursed Mirror",
    "Artifact",
    "{T}: Add {R}.\nAs this artifact enters, you may have it become a copy of any creature on the battlefield until end of turn, except it has haste.",
    "{2}{R}",
)


def test_cursed_mirror_is_a_hasty_copy_the_turn_it_entered() -> None:
    """614.1c, 707.2, 707.9b: Cursed Mirror that entered this turn as a copy of Llanowar Elves is
    that creature with haste, so its {T}: Add {G} works although it came under control this turn
    (302.6, 702.10)."""
    s = game([CURSED_MIRROR], you=[{"card": "Cursed Mirror", "id": "m", "summoning_sick": True, "copy_of": "Llanowar Elves"}], opp=["Llanowar Elves"])
    assert tap(s, "m") == {"G"}


def test_cursed_mirror_copy_that_ended_is_an_error_to_claim() -> None:
    """611.2a: the copy lasts until end of turn: a Mirror that did not enter this turn is no copy,
    and the scenario must not claim one."""
    with pytest.raises(ManasolveError, match="entered_this_turn"):
        game([CURSED_MIRROR], you=[{"card": "Cursed Mirror", "id": "m", "copy_of": "Llanowar Elves"}], opp=["Llanowar Elves"])
    s = game([CURSED_MIRROR], you=[{"card": "Cursed Mirror", "id": "m", "copy_of": None}])
    assert tap(s, "m") == {"R"}


def test_mirage_mirror_copies_any_of_a_list_of_card_types() -> None:
    """707.2, 611.2a: "target artifact, creature, enchantment, or land" (a list of card types, one
    of which the target has): Mirage Mirror copying a Forest until end of turn taps for {G}."""
    mirror = card("Mirage Mirror", "Artifact", "{2}: This artifact becomes a copy of target artifact, creature, enchantment, or land until end of turn.", "{3}")
    s = game([mirror], you=["Forest", {"card": "Mirage Mirror", "id": "m", "resolved_this_turn": [{"ability": 0, "targets": ["Forest"]}]}])
    assert tap(s, "m") == {"G"}
    walker = card("Probe", "Legendary Planeswalker — Probe", "")
    with pytest.raises(ManasolveError, match="not target artifact, creature, enchantment, or land"):
        game([mirror, walker], you=["Probe", {"card": "Mirage Mirror", "id": "m", "resolved_this_turn": [{"ability": 0, "targets": ["Probe"]}]}])
    with pytest.raises(ManasolveError, match="not a permanent on the battlefield"):
        game([mirror, card("Bolt", "Instant", "")], you=[{"card": "Mirage Mirror", "id": "m", "resolved_this_turn": [{"ability": 0, "targets": ["Bolt"]}]}], graveyard={"you": ["Bolt"]})
