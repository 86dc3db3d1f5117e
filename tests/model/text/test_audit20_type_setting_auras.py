"""audit20: "Enchanted creature is an Insect artifact creature with base power and toughness 0/1
and has indestructible, and it loses all other abilities, card types, and creature types."
(Darksteel Mutation): two verb phrases joined by "and" before ", and it ..."; "loses all other card
types" sets the card types the sentence names (205.1a), overriding "artifact creature"'s keeping
of the prior ones (205.1b); every ability but indestructible is lost (613.1f), so a mana
creature, or Dryad Arbor (no longer a land, so no Forest, 205.1a), makes no mana."""

from __future__ import annotations

from manasolve.model.abilities import GrantAbilities, LoseAbilities, StaticAbility, TypeChange

from tests.games import card, game, read, tap

MUTATION = card("Mutation", "Enchantment — Aura", "Enchant creature\nEnchanted creature is an Insect artifact creature with base power and toughness 0/1 and has indestructible, and it loses all other abilities, card types, and creature types.", "{1}{W}")
ARBOR = card("Arbor", "Land Creature — Forest Dryad", "", "", "1/1")
ACADEMY = card("Academy", "Legendary Land", "{T}: Add {U} for each artifact you control.")


def test_read() -> None:
    (_, a) = read(MUTATION["oracle_text"], MUTATION["type_line"], "Mutation")
    assert isinstance(a, StaticAbility)
    (change,) = [e for e in a.effects if isinstance(e, TypeChange)]
    assert change.card_types == {"Artifact", "Creature"} and change.subtypes == {"Insect"} and not change.adding
    assert any(isinstance(e, LoseAbilities) and e.other for e in a.effects)
    assert any(isinstance(e, GrantAbilities) for e in a.effects)


def test_enchanted_land_creature_is_no_land() -> None:
    g = game([MUTATION, ARBOR, ACADEMY], [{"card": "Arbor", "id": "d"}, {"card": "Mutation", "attached_to": "d"}, "Academy", {"card": "Llanowar Elves", "id": "e"}])
    assert tap(g, "Academy") == {"U"}  # the Arbor is an artifact (613.1d)
    g2 = game([MUTATION], [{"card": "Llanowar Elves", "id": "e"}, {"card": "Mutation", "attached_to": "e"}])
    assert tap(g2, "e") == "illegal"  # no mana ability left
