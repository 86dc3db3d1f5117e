"""The spending-restriction sentences of mana abilities (106.6) read as data: which spells the
mana may be spent to cast, which sources' abilities it may be spent to activate; sentences the
model can't hold are unread sentences (s14: never silent; allowed unread, the ability keeps
their text, and its mana then pays nothing a restriction could forbid)."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import ManaAbility, SpendKind, SpendRestriction
from manasolve.model.cards import TypeLine
from manasolve.model.errors import CardTextError
from manasolve.model.text.reader import parse_abilities, read_card_text


def _spending(text: str) -> SpendRestriction | None:
    abilities = parse_abilities(text, card_name="Test Land", type_line=TypeLine.parse("Land"))
    (ability,) = [a for a in abilities if isinstance(a, ManaAbility)]
    assert ability.restriction is not None  # the text is always kept
    return ability.spending


def test_creature_spells() -> None:
    """Ancient Ziggurat: "Spend this mana only to cast a creature spell."."""
    r = _spending("{T}: Add one mana of any color. Spend this mana only to cast a creature spell.")
    assert r is not None and r.abilities == ()
    assert [k.card_types for k in r.spells] == [frozenset({"Creature"})]


def test_spells_or_abilities_of_sources() -> None:
    """Eldrazi Temple: colorless Eldrazi spells, or abilities of colorless Eldrazi."""
    r = _spending("{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or activate abilities of colorless Eldrazi.")
    assert r is not None
    (spell,), (source,) = r.spells, r.abilities
    assert spell == SpendKind(subtypes=frozenset({"Eldrazi"}), colorless=True)
    assert source == SpendKind(subtypes=frozenset({"Eldrazi"}), colorless=True)


def test_alternatives_and_any_ability() -> None:
    """"an instant or sorcery spell" is one of two types; "activate abilities" is any source."""
    r = _spending("{T}: Add {R}. Spend this mana only to cast an instant or sorcery spell.")
    assert r is not None and r.spells[0].any_types == frozenset({"Instant", "Sorcery"}) and not r.spells[0].card_types
    r = _spending("{T}: Add {C}{C}. Spend this mana only to activate abilities.")
    assert r is not None and r.spells == () and r.abilities == (None,)


def test_cannot_be_spent_on_nonartifact_spells() -> None:
    """"This mana can't be spent to cast a nonartifact spell": artifact spells, and any ability."""
    r = _spending("{T}: Add {C}{C}. This mana can't be spent to cast a nonartifact spell.")
    assert r is not None
    assert [k.card_types for k in r.spells] == [frozenset({"Artifact"})] and r.abilities == (None,)


@pytest.mark.parametrize(
    "sentence",
    [
        "Spend this mana only to cast spells with mana value 4 or less.",
        "Spend this mana only to cast blue creature spells.",
    ],
)
def test_what_the_model_cannot_hold_stays_unread(sentence: str) -> None:
    """A greatest mana value, one colour: not in the model. 106.6: the restriction decides what the
    mana can pay, so it is never silent (s14): the card is refused, naming the sentence; read with
    unread text allowed, the ability keeps the text but no data (its mana then pays nothing a
    restriction could forbid) and the sentence is listed unread. ("costs that contain {X}" is read
    now: test_spend_on_x_costs; "of the chosen type": test_chosen_type_and_colour_wait_for_their_source.)"""
    with pytest.raises(CardTextError, match="a restriction on how this mana may be spent"):
        _spending("{T}: Add {C}. " + sentence)
    text = read_card_text("{T}: Add {C}. " + sentence, card_name="Test Land", type_line=TypeLine.parse("Land"))
    (ability,) = [a for a in text.abilities if isinstance(a, ManaAbility)]
    assert ability.restriction == sentence and ability.spending is None
    assert [u.text for u in text.unread] == [sentence]


def test_chosen_type_and_colour_wait_for_their_source() -> None:
    """audit17: "a creature spell of the chosen type" (Cavern of Souls, with its rider "and that
    spell can't be countered"), "monocolored spells of that color" (Throne of Eldraine): the
    choice of the permanent whose ability made the mana, filled in for that source (106.6)."""
    cavern = _spending("{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.")
    assert cavern is not None and cavern.spells[0].chosen_type and cavern.spells[0].card_types == {"Creature"}
    throne = _spending("{T}: Add four mana of the chosen color. Spend this mana only to cast monocolored spells of that color.")
    assert throne is not None and throne.spells[0].chosen_color and throne.spells[0].monocolored
    courtyard = _spending("{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type or activate an ability of a creature source of the chosen type.")
    assert courtyard is not None and courtyard.abilities[0] is not None and courtyard.abilities[0].chosen_type
