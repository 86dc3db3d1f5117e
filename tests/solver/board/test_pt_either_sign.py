"""s13: "Target creature gets +X/+X or -X/-X until end of turn, where X is the number of Swamps you
control." (Liliana of the Dark Realms): one of two changes, the one chosen as the ability resolves
(608.2d: the resolution's ``chosen``), X fixed then (608.2h: its ``number``); never assumed.
Marwyn, the Nurturer adds {G} equal to its power (208.1). Cards by their Oracle text."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import ActivatedAbility, ModifyPT
from manasolve.model.errors import InputError, QueryError
from manasolve.solver.app.queries import tap_for_mana

from tests.games import card, game, read

LILIANA = card("Liliana of the Dark Realms", "Legendary Planeswalker — Liliana", "[+1]: Search your library for a Swamp card, reveal it, put it into your hand, then shuffle.\n"
               "[−3]: Target creature gets +X/+X or -X/-X until end of turn, where X is the number of Swamps you control.\n"
               "[−6]: You get an emblem with \"Swamps you control have '{T}: Add {B}{B}{B}{B}.'\"", "{2}{B}{B}")
MARWYN = card("Marwyn, the Nurturer", "Legendary Creature — Elf Druid", "Whenever another Elf you control enters, put a +1/+1 counter on Marwyn.\n{T}: Add an amount of {G} equal to Marwyn's power.", "{2}{G}", "1/1")


def _game(chosen: list[str] | None, counters: int = 0, **top: object) -> object:
    resolution: dict[str, object] = {"ability": 1, "targets": ["marwyn"], "number": 2}
    if chosen is not None:
        resolution["chosen"] = chosen
    return game([LILIANA, MARWYN], [{"card": "Liliana of the Dark Realms", "resolved_this_turn": [resolution]},
                                    {"card": "Marwyn, the Nurturer", "id": "marwyn", "counters": {"+1/+1": counters}}, "Swamp", "Swamp"], **top)


def test_the_sentence_reads_as_one_change_with_a_choice() -> None:
    ability = read(LILIANA["oracle_text"], LILIANA["type_line"], LILIANA["name"])[1]
    assert isinstance(ability, ActivatedAbility)
    (e,) = ability.continuous
    assert isinstance(e, ModifyPT) and e.either_sign and (e.power, e.toughness) == (1, 1)


@pytest.mark.parametrize(("chosen", "counters", "mana"), [(["+X/+X"], 0, ["GGG"]), (["-X/-X"], 3, ["GG"]), (["-X/-X"], 0, [""])])
def test_the_choice_decides_the_power(chosen: list[str], counters: int, mana: list[str]) -> None:
    """1/1 +2/+2 is 3 power; 4/4 -2/-2 is 2; 1/1 -2/-2 has power -1, which adds no mana (107.1b),
    in the state as written (s17: by default its toughness -1 puts it into the graveyard, 704.5f)."""
    got = tap_for_mana(_game(chosen, counters, rules={"state_based_actions": False}), "marwyn").answer
    assert got == mana or (mana == [""] and got in ([], [""]))
    if mana == [""]:
        with pytest.raises(QueryError, match=r"704\.5f"):
            tap_for_mana(_game(chosen, counters), "marwyn")


def test_no_choice_given_is_an_error_naming_the_key() -> None:
    with pytest.raises(InputError, match="chosen"):
        tap_for_mana(_game(None), "marwyn")
