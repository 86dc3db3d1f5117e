"""A spell cast while an effect resolves (608.2c, 601.2): "You may cast a spell with mana value 3
or less from your hand without paying its mana cost." in a spell's effect (Sram's Expertise) or a
triggered ability's (Goblin Dark-Dwellers) is a permission that ends with the resolution. A
scenario is a moment when nothing resolves, so no question consults it: inert, with that reason.
A lasting permission ("this turn", "until end of turn") and a static one (Omniscience) are read."""

from __future__ import annotations

from manasolve.model.cards import TypeLine
from manasolve.model.text.inert import CAST_WHILE_RESOLVING
from manasolve.model.text.reader import read_card_text
from manasolve.solver.app.queries import cast

from tests.games import card, game


def _read(text: str, type_line: str = "Sorcery") -> tuple[list[str], list[str]]:
    got = read_card_text(text, card_name="Test Card", type_line=TypeLine.parse(type_line))
    return [i.reason for i in got.inert], [u.text for u in got.unread]


def test_a_free_cast_in_a_spells_effect_is_inert_with_its_reason() -> None:
    reasons, unread = _read("Create three 1/1 white Servo artifact creature tokens.\nYou may cast a spell with mana value 3 or less from your hand without paying its mana cost.")
    assert CAST_WHILE_RESOLVING in reasons and not unread


def test_a_free_cast_in_a_triggered_ability_is_inert() -> None:
    reasons, unread = _read("When this creature enters, you may cast target instant or sorcery card with mana value 3 or less from your graveyard without paying its mana cost.", "Creature — Goblin")
    assert len(reasons) == 1 and not unread  # a cast from a graveyard: also "exile and zone changes" (inert.py)


def test_a_lasting_permission_is_not_classified_so() -> None:
    """611.2a: "until end of turn" outlasts the resolution: never inert for this reason."""
    reasons, _ = _read("Until end of turn, you may cast spells from your hand without paying their mana costs.")
    assert CAST_WHILE_RESOLVING not in reasons


def test_a_static_permission_is_read_and_applies() -> None:
    """Omniscience's static ability (604.1): a spell from the hand is cast for free (601.2f: {0})."""
    omni = card("Test Omniscience", "Enchantment", "You may cast spells from your hand without paying their mana costs.", "{7}{U}{U}{U}")
    big = card("Test Giant", "Creature — Giant", "", "{8}{G}", "8/8")
    s = game([omni, big], ["Test Omniscience"], hand={"you": ["Test Giant"]})
    assert cast(s, "Test Giant", using="Test Omniscience").legal is True
