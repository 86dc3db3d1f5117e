"""audit39: 113.6: an ability whose cost moves its card out of a zone other than the battlefield
("Exile this creature from your hand: Add {G}.", Elvish Spirit Guide; "{1}, Exile this card from
your graveyard: Add one mana of any color.", Jack-o'-Lantern) functions only in that zone. On the
battlefield such an ability does nothing, so what the permanent "could produce" (106.7) does not
include its mana. Before, could_produce weighed it (Elvish Spirit Guide on the battlefield could
produce {G}, and so could a Reflecting Pool beside it)."""

from __future__ import annotations

import json

from manasolve.model.scenario import parse_scenario_text
from manasolve.solver.app.queries import available_mana, could_produce

GUIDE = {"name": "Elvish Spirit Guide", "type_line": "Creature — Elf Spirit", "mana_cost": "{2}{G}", "oracle_text": "Exile this creature from your hand: Add {G}.", "power": "2", "toughness": "2"}
LANTERN = {"name": "Jack-o'-Lantern", "type_line": "Artifact", "mana_cost": "{1}", "oracle_text": "{1}, {T}, Sacrifice this artifact: Scry 1 and draw a card.\n{1}, Exile this card from your graveyard: Add one mana of any color."}
POOL = {"name": "Reflecting Pool", "type_line": "Land", "mana_cost": "", "oracle_text": "{T}: Add one mana of any type that a land you control could produce."}


def _state(cards: list[dict[str, str]], battlefield: list[object], hand: tuple[str, ...] = ()) -> object:
    text = f"players: [you, opp]\ncards: {json.dumps(cards)}\nbattlefield: {{you: {json.dumps(battlefield)}}}\nhand: {{you: {json.dumps(list(hand))}}}\n"
    return parse_scenario_text(text).state


def test_hand_ability_of_a_permanent_produces_nothing() -> None:
    """113.6, 106.7: Elvish Spirit Guide on the battlefield could produce nothing; in the hand its
    mana ability still makes {G} (605.3a)."""
    assert could_produce(_state([GUIDE], ["Elvish Spirit Guide"]), "Elvish Spirit Guide").answer == []
    assert available_mana(_state([GUIDE], ["Forest"], ("Elvish Spirit Guide",)), "you").answer == ["GG"]


def test_graveyard_ability_of_a_permanent_produces_nothing() -> None:
    """113.6, 106.7: Jack-o'-Lantern's graveyard mana ability does nothing on the battlefield."""
    assert could_produce(_state([LANTERN], ["Jack-o'-Lantern"]), "Jack-o'-Lantern").answer == []


def test_a_reader_of_could_produce_sees_no_such_mana() -> None:
    """106.7 through a reader: a Reflecting Pool beside a Spirit Guide that an effect made a land
    reads the Island's {U} and nothing from the Guide's hand ability."""
    s = _state([GUIDE, POOL], ["Reflecting Pool", {"card": "Elvish Spirit Guide", "extra_types": ["Land"]}, "Island"])
    assert could_produce(s, "Reflecting Pool").answer == ["U"]
