"""Permanents that entered as a copy (707.2, 707.9b, 613.2): the grammar reads "You may have this
creature enter as a copy of ...[, except ...]", the scenario key ``copy_of`` says what was copied,
and the permanent then *is* the copy — name, types, rules text and mana abilities — before every
other layer."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import EntersAsCopy, GrantAbilities, ManaAbility, StaticAbility, TypeChange
from manasolve.model.errors import ManasolveError, QueryError
from manasolve.solver.app.queries import could_produce

from tests.games import card, game, read, tap

CLONE = card("Clone", "Creature — Shapeshifter", "You may have this creature enter as a copy of any creature on the battlefield.", "{3}{U}", "0/0")
METAMORPH = card(
    "Phyrexian Metamorph",
    "Artifact Creature — Phyrexian Shapeshifter",
    "({U/P} can be paid with either {U} or 2 life.)\nYou may have this creature enter as a copy of any artifact or creature on the battlefield, except it's an artifact in addition to its other types.",
    "{3}{U/P}",
    "0/0",
)
VESUVA = card("Vesuva", "Land", "You may have this land enter tapped as a copy of any land on the battlefield.")
MIRROR = card("Mirror Image", "Creature — Shapeshifter", "You may have this creature enter as a copy of a creature you control.", "{3}{U}", "0/0")


def test_clone_sentence_is_read_as_entering_as_a_copy() -> None:
    """614.1c, 707.2: the sentence is a replacement effect of the permanent entering, describing
    what it may copy ("any creature on the battlefield")."""
    (ability,) = read("You may have this creature enter as a copy of any creature on the battlefield.", "Creature — Shapeshifter")
    assert isinstance(ability, StaticAbility)
    (e,) = ability.effects
    assert isinstance(e, EntersAsCopy) and e.what.card_types == {"Creature"} and not e.graveyard and not e.exceptions


def test_exceptions_are_read_as_effects_on_the_copy() -> None:
    """707.9b: "except it's an artifact and it has "{T}: Add {U}."" — a type set (205.1a) and an
    ability, both part of the copy's copiable values."""
    (ability, _mana) = read(
        "You may have this artifact enter as a copy of any creature on the battlefield, except it's an artifact and it has \"{T}: Add {U}.\"\n{T}: Add {U}."
    )
    assert isinstance(ability, StaticAbility)
    (e,) = ability.effects
    assert isinstance(e, EntersAsCopy)
    kinds = {type(x) for x in e.exceptions}
    assert kinds == {TypeChange, GrantAbilities}
    (grant,) = [x for x in e.exceptions if isinstance(x, GrantAbilities)]
    assert isinstance(grant.abilities[0], ManaAbility)


def test_a_clone_of_a_mana_creature_taps_for_its_mana() -> None:
    """707.2: the copy has the copied creature's rules text, so its mana ability; Llanowar
    Elves's {T}: Add {G}."""
    s = game([CLONE], you=[{"card": "Clone", "copy_of": "Llanowar Elves"}], opp=["Llanowar Elves"])
    assert tap(s, "Clone") == {"G"}
    assert s.permanent("Clone").card.name == "Llanowar Elves"  # 707.2: the name is copied too


def test_vesuva_copying_a_basic_land_has_its_land_type_and_mana() -> None:
    """707.2, 305.6: Vesuva copying a Forest is a Forest (its type line), so it has {T}: Add {G}."""
    s = game([VESUVA], you=[{"card": "Vesuva", "copy_of": "Forest"}, "Forest"])
    assert tap(s, "Vesuva") == {"G"}


def test_copy_of_a_copy_gets_the_copied_values() -> None:
    """707.3: a copy of a permanent that is itself a copy gets the values it copied."""
    s = game([VESUVA], you=[{"card": "Vesuva", "id": "v1", "copy_of": "Forest"}, "Forest", {"card": "Vesuva", "id": "v2", "copy_of": "v1"}])
    assert tap(s, "v2") == {"G"}


def test_metamorph_exception_adds_the_artifact_type() -> None:
    """707.9b, 205.1b: "except it's an artifact in addition to its other types"."""
    s = game([METAMORPH], you=[{"card": "Phyrexian Metamorph", "id": "m", "copy_of": "Llanowar Elves"}, "Llanowar Elves"])
    c = s.permanent("m").card
    assert c.card_types == {"Artifact", "Creature"} and "Elf" in c.subtypes


def test_copy_of_null_is_the_card_itself() -> None:
    """614.1c: "may" — with copy_of: null it entered as itself (a 0/0 Clone, no mana ability)."""
    s = game([CLONE], you=[{"card": "Clone", "copy_of": None}, "Llanowar Elves"], rules={"state_based_actions": False})
    assert s.permanent("Clone").card.name == "Clone"
    assert not could_produce(s, "Clone").answer
    with pytest.raises(QueryError, match=r"704\.5f"):  # s17: by default the 0/0 is put into the graveyard
        could_produce(game([CLONE], you=[{"card": "Clone", "copy_of": None}, "Llanowar Elves"]), "Clone")


def test_without_copy_of_the_question_names_the_key() -> None:
    """707.2: what the permanent is depends on what it copied, which the text does not say; no
    choice is assumed, the query fails naming the key to give."""
    s = game([CLONE], you=["Clone", "Llanowar Elves"])
    with pytest.raises(ManasolveError, match="copy_of"):
        tap(s, "Llanowar Elves")


def test_copy_of_must_fit_the_description() -> None:
    """707.2: Clone copies "any creature": a land is refused; Mirror Image copies "a creature you
    control": an opponent's creature is refused."""
    with pytest.raises(ManasolveError, match="copy_of"):
        game([CLONE], you=[{"card": "Clone", "copy_of": "Forest"}, "Forest"])
    with pytest.raises(ManasolveError, match="copy_of"):
        game([MIRROR], you=[{"card": "Mirror Image", "copy_of": "Llanowar Elves"}], opp=["Llanowar Elves"])
    with pytest.raises(ManasolveError, match="copy_of"):
        game([CLONE], you=[{"card": "Clone", "copy_of": "Clone"}])


def test_copy_of_on_a_card_that_cannot_copy_is_an_error() -> None:
    """707.2: only a permanent whose text lets it enter as a copy can have copied something."""
    with pytest.raises(ManasolveError, match="copy_of"):
        game([], you=[{"card": "Forest", "copy_of": "Llanowar Elves"}, "Llanowar Elves"])


def test_exception_of_power_and_toughness_is_copiable() -> None:
    """707.9b: "except it's 7/7" (Quicksilver Gargantuan) sets the copy's base power and
    toughness; the rest is the copied creature's."""
    gargantuan = card(
        "Quicksilver Gargantuan", "Creature — Shapeshifter", "You may have this creature enter as a copy of any creature on the battlefield, except it's 7/7.", "{5}{U}{U}", "7/7"
    )
    s = game([gargantuan], you=[{"card": "Quicksilver Gargantuan", "copy_of": "Llanowar Elves"}, "Llanowar Elves"])
    c = s.permanent("Quicksilver Gargantuan").card
    assert (c.name, c.power, c.toughness) == ("Llanowar Elves", "7", "7")
    assert tap(s, "Quicksilver Gargantuan") == {"G"}


SPARK_DOUBLE = card(
    "Spark Double",
    "Creature — Illusion",
    "You may have this creature enter as a copy of a creature or planeswalker you control, except it enters with an additional +1/+1 counter on it "
    "if it's a creature, it enters with an additional loyalty counter on it if it's a planeswalker, and it isn't legendary.",
    "{3}{U}",
    "0/0",
)


def test_spark_double_is_read_with_its_counters_and_not_legendary() -> None:
    """audit32, 614.1c, 707.9b: "except it enters with an additional +1/+1 counter on it if it's a
    creature, ... and it isn't legendary": the counters it enters with (no copiable value, 707.2:
    the scenario's ``counters``) and the supertype taken away (205.4)."""
    (ability,) = read(SPARK_DOUBLE["oracle_text"], SPARK_DOUBLE["type_line"])
    assert isinstance(ability, StaticAbility)
    (e,) = ability.effects
    assert isinstance(e, EntersAsCopy)
    assert e.enters_with == (("+1/+1", "Creature"), ("loyalty", "Planeswalker"))
    (change,) = e.exceptions
    assert isinstance(change, TypeChange) and change.removed == {"Legendary"}
    assert not e.keeps_name


def test_spark_double_copying_a_mana_creature_this_turn_is_summoning_sick() -> None:
    """302.6, 707.2: the copy has Birds of Paradise's mana ability, and it came under your
    control this turn; its +1/+1 counter changes nothing of that."""
    s = game(
        [SPARK_DOUBLE],
        you=[{"card": "Spark Double", "id": "sd", "copy_of": "birds", "summoning_sick": True, "counters": {"+1/+1": 1}}, {"card": "Birds of Paradise", "id": "birds"}],
    )
    assert isinstance(tap(s, "sd"), str)  # illegal, with its reason
    assert could_produce(s, "sd").answer == ["W", "U", "B", "R", "G"]


def test_a_clone_may_copy_a_land_animated_this_turn_and_is_a_land() -> None:
    """audit32, 707.2: the Clone chooses "any creature on the battlefield" as it is now (an
    animated Mutavault: extra_types Creature), but copies only its copiable values (Clone's
    ruling: it doesn't copy effects that turned a noncreature permanent into a creature): a
    noncreature land, so a Clone that entered this turn taps for {C} (302.6 is about creatures).
    A Mutavault that is not animated is no creature to choose."""
    s = game([CLONE], you=[{"card": "Clone", "id": "clone", "copy_of": "mv", "summoning_sick": True}], opp=[{"card": "Mutavault", "id": "mv", "extra_types": ["Creature"]}])
    assert tap(s, "clone") == {"C"}
    assert s.permanent("clone").card.card_types == {"Land"}
    with pytest.raises(ManasolveError, match="copiable values"):
        game([CLONE], you=[{"card": "Clone", "id": "clone", "copy_of": "mv"}], opp=[{"card": "Mutavault", "id": "mv"}])
