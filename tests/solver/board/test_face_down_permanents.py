"""becomes13: a face-down permanent (708.2a: morph, disguise, manifest, cloak) is a 2/2 creature
with no text, no name, no subtypes and no mana cost; the scenario says so with ``face_down: true``."""

from __future__ import annotations

import pytest
import manasolve
from manasolve.model.errors import ScenarioLoadError
from games import card, game, tap

MYSTIC = card(
    "Rattleclaw Mystic", "Creature — Human Shaman",
    "{T}: Add {G}, {U}, or {R}.\nMorph {2} (You may cast this card face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost.)",
    "{1}{G}", "2/1",
)
CRADLE = card("Gaea's Cradle", "Legendary Land", "{T}: Add {G} for each creature you control.")


def test_face_down_has_no_abilities() -> None:
    """708.2a: no text, so the face-down Mystic has no mana ability; face up it has."""
    s = game([MYSTIC], [{"card": "Rattleclaw Mystic", "id": "down", "face_down": True}, {"card": "Rattleclaw Mystic", "id": "up"}])
    assert tap(s, "up") == {"G", "U", "R"}
    assert manasolve.could_produce(s, "down").answer == []


def test_manifested_land_is_a_creature_and_no_land() -> None:
    """708.2a, 701.40a: a manifested Forest is a 2/2 creature without land types (no intrinsic
    {T}: Add {G}, 305.6), counted by "each creature you control"."""
    s = game([CRADLE], [{"card": "Forest", "id": "manifested", "face_down": True}, {"card": "Gaea's Cradle", "id": "cradle"}])
    assert manasolve.could_produce(s, "manifested").answer == []
    assert tap(s, "cradle") == {"G"}
    view = s.permanent("manifested")
    assert view.face_down and view.card.card_types == {"Creature"} and not view.card.subtypes and not view.card.mana_cost


def test_face_down_copy_is_refused() -> None:
    """708.2b: a face-down permanent's copiable values are the face-down ones; "copy_of" with it is
    a contradiction of the scenario."""
    with pytest.raises(ScenarioLoadError, match="face_down"):
        game([], [{"card": "Forest", "face_down": True, "copy_of": None}])
