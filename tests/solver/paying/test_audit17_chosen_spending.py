"""Spending restrictions that name the choice made for their source (106.6): "Spend this mana only
to cast a creature spell of the chosen type" (Cavern of Souls, Unclaimed Territory) pays for a
creature spell with the type chosen for the permanent whose ability made the mana, and for no
other spell; "monocolored spells of that color" (Throne of Eldraine) for a spell of exactly
the chosen colour. Two sources that chose differently keep their mana apart."""

from __future__ import annotations

from manasolve.solver.app.queries import can_pay, cast

from tests.games import card, game

TERRITORY = card("Test Territory", "Land", "As this land enters, choose a creature type.\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type.")
THRONE = card("Test Throne", "Artifact", "As this artifact enters, choose a color.\n{T}: Add four mana of the chosen color. Spend this mana only to cast monocolored spells of that color.")
ELF = card("Test Elf", "Creature — Elf", "", "{G}", "1/1")
BEAST = card("Test Beast", "Creature — Beast", "", "{G}{G}", "3/3")
HYBRID = card("Test Hybrid", "Creature — Beast", "", "{G}{W}", "2/2")


def test_the_chosen_type_pays_and_another_does_not() -> None:
    g = game([TERRITORY, ELF, BEAST], [{"card": "Test Territory", "chosen_type": "Elf"}], hand={"you": ["Test Elf", "Test Beast"]})
    assert cast(g, "Test Elf").legal is True
    assert can_pay(g, "you", "{G}", for_="Test Beast").answer is False


def test_two_sources_keep_their_choices_apart() -> None:
    g = game([TERRITORY, BEAST], [{"card": "Test Territory", "id": "t1", "chosen_type": "Elf"}, {"card": "Test Territory", "id": "t2", "chosen_type": "Beast"}], hand={"you": ["Test Beast"]})
    assert can_pay(g, "you", "{G}", for_="Test Beast").answer is True
    assert can_pay(g, "you", "{G}{G}", for_="Test Beast").answer is False


def test_monocolored_spells_of_the_chosen_colour() -> None:
    g = game([THRONE, BEAST, HYBRID], [{"card": "Test Throne", "chosen_color": "G"}], hand={"you": ["Test Beast", "Test Hybrid"]})
    assert cast(g, "Test Beast").legal is True
    assert can_pay(g, "you", "{G}", for_="Test Hybrid").answer is False  # two colours (105.2)


def test_a_source_without_its_choice_is_an_error_naming_the_key() -> None:
    """Never assumed: the scenario must say which type was chosen (README: ``chosen_type``)."""
    import pytest

    from manasolve.model.errors import ManasolveError

    g = game([TERRITORY, ELF], ["Test Territory"], hand={"you": ["Test Elf"]})
    with pytest.raises(ManasolveError, match="chosen_type"):
        cast(g, "Test Elf")
