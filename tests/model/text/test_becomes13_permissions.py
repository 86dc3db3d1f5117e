"""becomes13: a permission to cast spells of several kinds from a zone (601.3) is one permission for
each kind: "artifact spells and colorless spells" (Mystic Forge), "Angel spells and Human spells"
(Sigarda, Font of Blessings), "Cleric, Rogue, Warrior, and Wizard spells" (Nalia de'Arnise, 205.3)."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import CastPermission, StaticAbility, Zone
from games import read


def _permissions(text: str) -> list[CastPermission]:
    (ability,) = read(text, "Artifact")
    assert isinstance(ability, StaticAbility)
    got = [e for e in ability.effects if isinstance(e, CastPermission)]
    assert len(got) == len(ability.effects)
    return got


def test_two_kinds() -> None:
    """601.3: an artifact spell or a colourless spell (105.2c) may be cast from the top."""
    artifact, colorless = _permissions("You may cast artifact spells and colorless spells from the top of your library.")
    assert artifact.spells.card_types == {"Artifact"} and colorless.spells.colorless
    assert artifact.zones == colorless.zones == (Zone.LIBRARY_TOP,) and not artifact.lands


@pytest.mark.parametrize(
    "text, subtypes, lands",
    [
        ("You may cast Cleric, Rogue, Warrior, and Wizard spells from the top of your library.", ["Cleric", "Rogue", "Warrior", "Wizard"], False),
        ("You may play lands and cast Mutant, Ninja, or Turtle spells from the top of your library.", ["Mutant", "Ninja", "Turtle"], True),
        ("You may cast Angel spells and Human spells from the top of your library.", ["Angel", "Human"], False),
    ],
)
def test_subtypes(text: str, subtypes: list[str], lands: bool) -> None:
    """205.3: one permission for each creature type; "play lands and" lets lands be played too (305.1)."""
    got = _permissions(text)
    assert [sorted(p.spells.subtypes) for p in got] == [[s] for s in subtypes]
    assert all(p.lands is lands for p in got)


@pytest.mark.parametrize(
    "text",
    ["You may play Forests from your graveyard.", "You may play Desert lands from your graveyard.", "This turn, you may play basic lands from outside the game."],
)
def test_land_plays_of_a_kind_are_inert(text: str) -> None:
    """305.1, 305.9: playing a land is no casting and no query plays one (the scenario states the
    lands played): a permission to play lands of a kind is inert for the reason "land plays"."""
    (ability,) = read(text, "Creature — Dryad")
    assert [s.reason for s in ability.sentences] == ["land plays"]


def test_land_and_spell_permission_is_not_inert() -> None:
    """601.3: "play snow lands and cast snow spells" also lets spells be cast: never inert."""
    with pytest.raises(ValueError):
        read("You may play snow lands and cast snow spells from the top of your library.", "Creature — Yeti")


def test_play_lands_of_a_kind_and_cast() -> None:
    """601.3, 700.6: "You may play historic lands and cast historic spells from the top of your
    library" permits historic spells (and land plays, which no query makes)."""
    (permission,) = _permissions("You may play historic lands and cast historic spells from the top of your library.")
    assert permission.spells.historic and permission.lands and permission.zones == (Zone.LIBRARY_TOP,)
