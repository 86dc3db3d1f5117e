"""Casting keywords given to spells by static abilities: "Creature spells you cast have convoke"
(702.51a), "... have improvise" (702.126a), "... have delve" (702.66a), "... have affinity for
artifacts" (702.41a: a cost reduction of {1} for each artifact the caster controls)."""

from __future__ import annotations

from manasolve.model.cards import TypeLine
from manasolve.model.text import read_card_text
from manasolve.model.abilities import CostModifier, CountOf, SpellsHaveKeyword, StaticAbility
from manasolve.model.selectors import Who
from manasolve.solver.app.queries import cast

from tests.games import card, game, read


def test_spells_have_convoke_names_the_spells_and_the_keyword() -> None:
    """702.51a: "Creature spells you cast have convoke": creature spells of the text's controller."""
    (a,) = read("Creature spells you cast have convoke.", "Enchantment")
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert isinstance(e, SpellsHaveKeyword) and e.keyword == "convoke"
    assert e.spells.card_types == frozenset({"Creature"}) and e.spells.caster is Who.YOU


def test_affinity_is_the_reduction_it_means() -> None:
    """702.41a: "Affinity for Auras" means "costs {1} less to cast for each Aura you control": the
    Auras counted are the caster's, the controller of the text."""
    (a,) = read("Enchantment spells you cast have affinity for Auras.", "Creature — Elf")
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert isinstance(e, CostModifier) and not e.increase and str(e.amount) == "{1}"
    assert isinstance(e.per, CountOf) and e.per.what.who is Who.YOU and e.per.what.subtypes == frozenset({"Aura"})


def test_an_unknown_keyword_is_not_read() -> None:
    """Only the keywords that pay part of a cost without mana are given this way (601.2h): any
    other word is left unread, never guessed."""
    text = read_card_text("Creature spells you cast have frobnicate.", card_name="X", type_line=TypeLine.parse("Enchantment"))
    assert text.unread


def test_granted_delve_pays_with_the_graveyard() -> None:
    """702.66a: with "Spells you cast have delve", Gray Ogre's {2}{R} is paid by a Mountain and two
    cards exiled from the graveyard; without it, the Mountain alone can't pay."""
    teval = card("Delver Lord", "Creature — Zombie", "Spells you cast have delve.", "{B}", "1/1")
    ogre = card("Gray Ogre", "Creature — Ogre", "", "{2}{R}", "2/2")
    s = game([teval, ogre], you=["Delver Lord", "Mountain"], hand={"you": ["Gray Ogre"]}, graveyard={"you": ["Forest", "Forest"]})
    assert cast(s, "Gray Ogre").legal
    s = game([ogre], you=["Mountain"], hand={"you": ["Gray Ogre"]}, graveyard={"you": ["Forest", "Forest"]})
    assert not cast(s, "Gray Ogre").legal
