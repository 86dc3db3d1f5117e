"""audit37: a restriction on the turn ("Activate only during an opponent's turn.", Lavinia, Foil to
Conspiracy; 602.5b) that does not hold says whose turn it is in words that agree: "it is your
turn", not "it is you's turn"."""

from __future__ import annotations

from manasolve.solver.app.queries import tap_for_mana

from games import card, game

LAVINIA = card("Lavinia, Foil to Conspiracy", "Legendary Creature — Human Scout",
               "Vigilance\nWhenever you cast your second spell each turn, investigate. (Create a Clue token. It's an artifact with "
               "\"{2}, Sacrifice this token: Draw a card.\")\n{T}: Add {C}{C}. Activate only during an opponent's turn.", "{1}{W}{U}", "2/3")


def test_the_reason_names_your_turn_in_words() -> None:
    r = tap_for_mana(game([LAVINIA], you=["Lavinia, Foil to Conspiracy"]), "Lavinia, Foil to Conspiracy")
    assert r.answer == "illegal"
    why = str(r.to_dict()["why"])
    assert "it is your turn" in why and "you's" not in why
    assert tap_for_mana(game([LAVINIA], you=["Lavinia, Foil to Conspiracy"], active="opp"), "Lavinia, Foil to Conspiracy").answer == ["CC"]
