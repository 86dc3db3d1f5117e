"""audit33: an instant or sorcery card can't be on the battlefield (304.4, 307.4: if one would
enter the battlefield, it remains in its previous zone), so a scenario that lists one there is an
error naming the entry; before, it loaded as a permanent with no abilities. Face down (manifest,
cloak) it is a 2/2 creature (708.2a), and a modal double-faced card named by its sorcery face is
on the battlefield with its land face up (712.8d-e, as before)."""

from __future__ import annotations

import pytest

import manasolve
from manasolve.model.errors import ManasolveError


BOLT = {"name": "Lightning Bolt", "type_line": "Instant", "mana_cost": "{R}", "oracle_text": "Lightning Bolt deals 3 damage to any target."}  # CI has no corpus


def _scenario(you: list[object], cards: list[object] | None = None) -> manasolve.Scenario:
    return manasolve.scenario({"name": "t", "players": ["you", "opp"], "cards": [BOLT, *(cards or [])], "battlefield": {"you": you}})


def test_an_instant_on_the_battlefield_is_an_error() -> None:
    with pytest.raises(ManasolveError, match=r"battlefield\.you\[0\]: Lightning Bolt is an instant: .*304\.4, 307\.4"):
        _scenario(["Lightning Bolt"])
    with pytest.raises(ManasolveError, match=r"battlefield\.you\[1\]: Lightning Bolt is an instant"):
        _scenario(["Forest", {"card": "Lightning Bolt", "tapped": True}])


def test_a_face_down_instant_is_a_creature() -> None:
    s = _scenario([{"card": "Lightning Bolt", "face_down": True}])
    assert "Creature" in s.state.permanents[0].card.card_types


def test_a_modal_double_faced_card_named_by_its_sorcery_face() -> None:
    faces = {"card_faces": [
        {"name": "Bala Ged Recovery", "mana_cost": "{2}{G}", "type_line": "Sorcery", "oracle_text": "Return target card from your graveyard to your hand."},
        {"name": "Bala Ged Sanctuary", "mana_cost": "", "type_line": "Land", "oracle_text": "{T}: Add {G}."},
    ]}
    s = _scenario(["Bala Ged Recovery // Bala Ged Sanctuary"], [faces])
    assert s.state.permanents[0].card.name == "Bala Ged Sanctuary"


def test_token_false_contradicting_a_token_type_line() -> None:
    """111.1: a "Token ..." type line says the permanent is a token; ``token: false`` beside it is
    an error naming the key (before, the key was ignored)."""
    elf = {"name": "Elf Warrior", "type_line": "Token Creature — Elf Warrior", "mana_cost": "", "oracle_text": "", "power": "1", "toughness": "1"}
    with pytest.raises(ManasolveError, match=r"battlefield\.you\[0\]\.token: Elf Warrior's type line says it is a token"):
        _scenario([{"card": "Elf Warrior", "token": False}], [elf])
    assert _scenario([{"card": "Elf Warrior", "token": True}], [elf]).state.permanents[0].is_token
