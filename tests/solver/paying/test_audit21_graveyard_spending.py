"""audit21: spending restrictions naming where the spell is cast from (106.6, 601.2a): "Spend this
mana only to cast spells from your graveyard." (Rootcoil Creeper), "... a spell from your
graveyard." (Lord of the Forsaken), "... spells with flashback from a graveyard." (Altar of the
Lost) pay for a spell cast from a graveyard (with that keyword, when named) and for nothing else.
They were unread, and the mana was never spent."""

from __future__ import annotations

from manasolve.solver.app.queries import can_pay, cast

from tests.games import card, game

ROOT = card("Test Root", "Land", "{T}: Add two mana of any one color. Spend this mana only to cast spells from your graveyard.")
ALTAR = card("Test Altar", "Artifact", "{T}: Add two mana in any combination of colors. Spend this mana only to cast spells with flashback from a graveyard.", "{3}")
PERMIT = card("Test Permit", "Enchantment", "You may cast creature spells from your graveyard.", "{2}")
TWICE = card("Test Twice", "Instant", "Draw a card.\nFlashback {2}{U}", "{1}{U}")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")
DIVINE = card("Test Divine", "Sorcery", "Draw two cards.", "{2}{U}")


def test_graveyard_mana_pays_a_flashback_spell() -> None:
    g = game([ROOT, TWICE, DIVINE], ["Test Root", "Island"], graveyard={"you": ["Test Twice"]}, hand={"you": ["Test Divine"]})
    assert cast(g, "Test Twice", from_="graveyard", using="flashback").legal is True
    assert cast(g, "Test Divine").legal is False  # cast from the hand (601.2a)
    assert can_pay(g, "you", "{2}{U}", for_="Test Divine").answer is False


def test_flashback_from_a_graveyard_names_the_keyword() -> None:
    g = game([ALTAR, PERMIT, TWICE, BEAR], ["Test Altar", "Test Permit", "Island"], graveyard={"you": ["Test Twice", "Test Bear"]})
    assert cast(g, "Test Twice", from_="graveyard", using="flashback").legal is True
    assert cast(g, "Test Bear", from_="graveyard").legal is False  # no flashback
