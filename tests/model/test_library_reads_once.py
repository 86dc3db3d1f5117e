"""s15: a card given inline by many scenarios is read once per base library (the examples gave the
same cards again and again: loading them took 152 s, now 61 s). The cards read are shared, by their
data, between a library and the libraries made from it (with_cards, permissive); no global state:
another base library reads again."""

from __future__ import annotations

from manasolve.model.library import CardLibrary

CARD = {"name": "Test Sprout", "type_line": "Land", "mana_cost": "", "oracle_text": "{T}: Add {G}."}


def test_the_same_data_is_read_once() -> None:
    base = CardLibrary.builtin()
    one, two = base.with_cards([CARD]), base.with_cards([dict(CARD)])
    assert one.get("Test Sprout") is two.get("Test Sprout")
    assert base.permissive().with_cards([CARD]).get("Test Sprout") is one.get("Test Sprout")


def test_other_data_is_read_again() -> None:
    base = CardLibrary.builtin()
    changed = base.with_cards([{**CARD, "oracle_text": "{T}: Add {U}."}])
    assert changed.get("Test Sprout") is not base.with_cards([CARD]).get("Test Sprout")
    assert str(changed.get("Test Sprout").abilities[0]).find("{U}") >= 0 or "U" in repr(changed.get("Test Sprout").abilities[0])
    assert CardLibrary.builtin().with_cards([CARD]).get("Test Sprout") is not base.with_cards([CARD]).get("Test Sprout")
