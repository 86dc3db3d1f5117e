"""costs14: the sentence after a permission to cast spells that says how a spell cast with it is
cast: "If you cast a spell this way, pay life equal to its mana value rather than pay its mana
cost." (Bolas's Citadel; 118.9: an alternative cost; 119.4: life only up to the life total; 107.3b)
and "If you cast a spell this way, you may cast it as though it had flash." (Elsha of the
Infinite; 702.8a: with that permission only)."""

from __future__ import annotations

from manasolve.solver.app.queries import cast
from games import scenario

CARDS = """
cards:
  - name: Bolas's Citadel
    mana_cost: "{3}{B}{B}{B}"
    type_line: Legendary Artifact
    oracle_text: "You may look at the top card of your library any time.\\nYou may play lands and cast spells from the top of your library. If you cast a spell this way, pay life equal to its mana value rather than pay its mana cost.\\n{T}, Sacrifice ten nonland permanents: Each opponent loses 10 life."
  - name: Serra Angel
    mana_cost: "{3}{W}{W}"
    type_line: Creature — Angel
    power: "4"
    toughness: "4"
    oracle_text: "Flying\\nVigilance"
  - name: Elsha of the Infinite
    mana_cost: "{2}{U}{R}{W}"
    type_line: Legendary Creature — Djinn Monk
    power: "3"
    toughness: "3"
    oracle_text: "Prowess\\nYou may look at the top card of your library any time.\\nYou may cast noncreature spells from the top of your library. If you cast a spell this way, you may cast it as though it had flash."
  - name: Divination
    mana_cost: "{2}{U}"
    type_line: Sorcery
    oracle_text: "Draw two cards."
"""


def test_citadel_pays_life_not_mana() -> None:
    """118.9, 119.4: Serra Angel (mana value 5) from the top of the library for 5 life and no mana."""
    s = scenario(CARDS + "life: {you: 5}\nbattlefield: {you: [\"Bolas's Citadel\"]}\nlibrary_top: {you: Serra Angel}\n")
    v = cast(s, "Serra Angel", from_="library")
    assert v.legal and v.cost == "{0}" and "5 life" in v.reason


def test_citadel_needs_the_life() -> None:
    """119.4, 118.3: with 4 life, 5 life can't be paid; nothing else lets it be cast from there."""
    s = scenario(CARDS + "life: {you: 4}\nbattlefield: {you: [\"Bolas's Citadel\", Plains, Plains, Plains, Plains, Plains]}\nlibrary_top: {you: Serra Angel}\n")
    assert not cast(s, "Serra Angel", from_="library").legal


def test_elsha_gives_flash_from_the_library_only() -> None:
    """702.8a: a sorcery cast with Elsha's permission on the opponent's turn; the same card from
    the hand keeps a sorcery's timing (117.1a)."""
    s = scenario(CARDS + "active: opp\nbattlefield: {you: [Elsha of the Infinite, Island, Island, Island]}\nlibrary_top: {you: Divination}\nhand: {you: [Divination]}\n")
    assert cast(s, "Divination", from_="library", player="you").legal
    assert not cast(s, "Divination", player="you").legal
