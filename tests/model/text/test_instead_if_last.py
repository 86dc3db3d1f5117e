"""614.15: a self-replacement with its condition last, "Add {C}{C} instead if you control three or
more lands." / Cabal Ritual's "Add {B}{B}{B}{B}{B} instead if there are seven or more cards in your
graveyard.": the same rule as "If <condition>, add ... instead", checked as the ability resolves."""

from __future__ import annotations

from manasolve.model.abilities import ManaAbility, SpellAbility

from tests.games import card, game, read, tap

LAND = card("Test Land", "Land", "{T}: Add {C}. Add {C}{C} instead if you control three or more lands.")


def test_a_mana_ability_replaces_its_own_mana_when_the_condition_holds() -> None:
    """614.15: three lands: {C}{C} instead of {C}; two: {C}."""
    (ability,) = read(LAND["oracle_text"], "Land", "Test Land")
    assert isinstance(ability, ManaAbility) and ability.self_replacements
    assert tap(game([LAND], ["Test Land", "Forest", "Island"]), "Test Land") == {"CC"}
    assert tap(game([LAND], ["Test Land", "Forest"]), "Test Land") == {"C"}


def test_cabal_ritual_reads_its_threshold_line() -> None:
    """614.15 (threshold is an ability word, 207.2c): the line is a replacement of the mana
    the spell adds, kept with the spell, never dropped."""
    abilities = read("Add {B}{B}{B}.\nThreshold — Add {B}{B}{B}{B}{B} instead if there are seven or more cards in your graveyard.", "Instant", "Cabal Ritual")
    replaced = [a for a in abilities if isinstance(a, SpellAbility) and a.self_replacements]
    assert len(replaced) == 1
