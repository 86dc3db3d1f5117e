"""audit37: a cost's {T} and {Q} are paid like its other parts, in any order (601.2h, 602.2b).

* Crackleburr's "{U/R}{U/R}, {Q}, Untap two tapped blue creatures you control": its own {Q} untaps
  Crackleburr, so it can't also be one of the two tapped blue creatures (the card's ruling; 107.6, as
  {T} keeps a permanent out of "Tap an untapped creature you control", 107.5). Before audit37 a tapped
  Crackleburr counted itself, and one other tapped blue creature was enough.
* Snow Mercy's "{T}, {Q}, {T}, {Q}, {T}": the symbols alternate from the permanent's state, so an
  untapped Snow Mercy can pay them (tap, untap, tap, untap, tap) and a tapped one can't. Before
  audit37 each {Q} was judged alone against the untapped Snow Mercy: refused.
"""

from __future__ import annotations

from manasolve.solver.app.queries import can_activate

from games import card, game

CRACKLEBURR = card("Crackleburr", "Creature — Elemental",
                   "{U/R}{U/R}, {T}, Tap two untapped red creatures you control: This creature deals 3 damage to any target.\n"
                   "{U/R}{U/R}, {Q}, Untap two tapped blue creatures you control: Return target creature to its owner's hand. "
                   "({Q} is the untap symbol.)", "{1}{U/R}{U/R}", "2/2")
WAVEBREAKERS = card("Merrow Wavebreakers", "Creature — Merfolk Soldier",
                    "{1}{U}, {Q}: This creature gains flying until end of turn. ({Q} is the untap symbol.)", "{4}{U}", "3/3")
SNOW_MERCY = card("Snow Mercy", "Snow Enchantment",
                  "Whenever a creature deals damage to you, put a globe counter on it.\n"
                  "{T}, {Q}, {T}, {Q}, {T}: Tap all creatures with globe counters on them.", "{2}{W}{W}")


def _crackleburr(*others: str) -> bool:
    you = [{"card": "Crackleburr", "tapped": True}, "Island", "Island"]
    you += [{"card": "Merrow Wavebreakers", "id": o, "tapped": True} for o in others]
    return bool(can_activate(game([CRACKLEBURR, WAVEBREAKERS], you=you), "Crackleburr", 1).answer)


def test_the_q_permanent_is_not_one_of_the_creatures_its_cost_untaps() -> None:
    assert not _crackleburr("w1")
    assert _crackleburr("w1", "w2")


def test_tap_and_untap_symbols_alternate_from_the_permanents_state() -> None:
    untapped = game([SNOW_MERCY], you=["Snow Mercy"])
    tapped = game([SNOW_MERCY], you=[{"card": "Snow Mercy", "tapped": True}])
    assert can_activate(untapped, "Snow Mercy", 0).answer
    refused = can_activate(tapped, "Snow Mercy", 0)
    assert not refused.answer
    assert "107.6" in refused.to_dict()["why"]["rule"]
