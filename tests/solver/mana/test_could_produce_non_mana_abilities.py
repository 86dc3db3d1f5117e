"""605.1a and 106.7: an activated ability that adds mana but is no mana ability (it targets:
Deathrite Shaman, Witch Engine; a loyalty ability: Chandra's "+1: Add {R}{R}.") goes through the
stack, so it taps for nothing in ``tap_for_mana`` and pays nothing in ``available_mana``; 106.7's
text weighs "an ability of that permanent" all the same (the default, as for triggered abilities),
and ``Options(etb_trigger_could_produce=False)`` takes the narrower reading (mana abilities only).
A delayed trigger the mana ability creates ("When that mana is spent to cast an instant or sorcery
spell, copy that spell and you may choose new targets for the copy.") gives its targets to that
trigger (603.7), so Pyromancer's Goggles and Primal Wellspring *are* mana abilities."""

from __future__ import annotations

import manasolve
from manasolve.model.abilities import ActivatedAbility, ManaAbility

from tests.games import card, game, read

DEATHRITE = card(
    "Deathrite Shaman",
    "Creature — Elf Shaman",
    "{T}: Exile target land card from a graveyard. Add one mana of any color.\n{B}, {T}: Exile target instant or sorcery card from a graveyard. "
    "Each opponent loses 2 life.\n{G}, {T}: Exile target creature card from a graveyard. You gain 2 life.",
    "{B/G}",
    "1/2",
)
CHANDRA = card(
    "Chandra, Torch of Defiance",
    "Legendary Planeswalker — Chandra",
    "+1: Exile the top card of your library. You may cast that card. If you don't, Chandra deals 2 damage to each opponent.\n+1: Add {R}{R}.\n"
    "−3: Chandra deals 4 damage to target creature.\n−7: You get an emblem with \"Whenever you cast a spell, this emblem deals 5 damage to any target.\"",
    "{2}{R}{R}",
)
GOGGLES = "{T}: Add {R}. When that mana is spent to cast a red instant or sorcery spell, copy that spell and you may choose new targets for the copy."
ETHER = "{T}, Exile this artifact: Add {U}. When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy."


def test_a_delayed_trigger_with_targets_leaves_a_mana_ability() -> None:
    """605.1a, 603.7: Pyromancer's Goggles' ability has no target (the copy's new targets are the
    delayed trigger's), so it is a mana ability; Ether's too, the sentence after the trigger
    being the trigger's."""
    (goggles,) = read(GOGGLES, "Legendary Artifact", "Pyromancer's Goggles")
    assert isinstance(goggles, ManaAbility)
    (ether,) = read(ETHER, "Artifact", "Ether")
    assert isinstance(ether, ManaAbility)


def test_an_ability_that_targets_is_no_mana_ability() -> None:
    """605.1a: Deathrite Shaman's first ability targets, so it is an activated ability that uses
    the stack; its mana is kept as what it adds."""
    first = read(DEATHRITE["oracle_text"], "Creature — Elf Shaman", "Deathrite Shaman")[0]
    assert isinstance(first, ActivatedAbility) and first.adds is not None


def test_loyalty_costs_without_brackets_are_loyalty_abilities() -> None:
    """605.1a, 606.3: "+1: Add {R}{R}." (Scryfall's Oracle text writes loyalty costs without
    brackets) is a loyalty ability, never a mana ability, as "[+1]: Add {R}{R}." is."""
    for text in ("+1: Add {R}{R}.", "[+1]: Add {R}{R}.", "0: Add {R}.", "−2: Add {R}."):
        (a,) = read(text, "Legendary Planeswalker — Chandra")
        assert isinstance(a, ActivatedAbility), text


def test_106_7_weighs_them_by_default_and_not_in_the_narrow_reading() -> None:
    """106.7: "an ability of that permanent would produce if the ability were to resolve";
    tapping and available mana use mana abilities only (605.3, 106.12)."""
    s = game([DEATHRITE, CHANDRA], you=[{"card": "Deathrite Shaman", "id": "d"}, {"card": "Chandra, Torch of Defiance", "id": "c"}])
    assert manasolve.could_produce(s, "d").answer == ["W", "U", "B", "R", "G"]
    assert manasolve.could_produce(s, "c").answer == ["R"]
    assert manasolve.tap_for_mana(s, "d").answer == "illegal"
    assert manasolve.available_mana(s, "you").answer == [""]
    narrow = manasolve.Options(etb_trigger_could_produce=False)
    assert manasolve.could_produce(s, "d", options=narrow).answer == []
    assert manasolve.could_produce(s, "c", options=narrow).answer == []


def test_an_ability_that_is_no_mana_ability_reads_what_others_could_produce() -> None:
    """106.7 and the least fixed point: a loyalty ability that adds "one mana of any type that a
    land you control could produce" is weighed by could_produce like a mana ability, and so its
    reference to the lands is followed (a fuzzed card once raised a TypeError here, the reader
    being looked for among mana abilities only)."""
    walker = card("Test Walker", "Legendary Planeswalker — Test", "+1: Add one mana of any type that a land you control could produce.", "{2}")
    s = game([walker], you=[{"card": "Test Walker", "id": "w", "counters": {"loyalty": 3}}, "Forest", "Wastes"])
    assert manasolve.could_produce(s, "w").answer == ["G", "C"]
    assert manasolve.could_produce(s, "w", options=manasolve.Options(etb_trigger_could_produce=False)).answer == []
    bare = game([walker], you=[{"card": "Test Walker", "id": "w", "counters": {"loyalty": 3}}])
    assert manasolve.could_produce(bare, "w").answer == []  # 106.5: no land, no type
