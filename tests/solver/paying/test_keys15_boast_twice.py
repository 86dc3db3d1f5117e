"""keys15: "Creatures you control can boast twice during each of your turns rather than once."
(Birgi, God of Storytelling): 702.142a gives a boast ability "Activate only if this creature
attacked this turn and only once each turn."; the effect raises the limit to twice during its
controller's turns (611.3a), never on another player's turn, never for another player's creatures."""

from __future__ import annotations

from manasolve.model.abilities import BoastTwice, StaticAbility
from manasolve.solver.app.queries import can_activate
from games import card, game, read

BIRGI_TEXT = (
    "Whenever you cast a spell, add {R}. Until end of turn, you don't lose this mana as steps and phases end.\n"
    "Creatures you control can boast twice during each of your turns rather than once."
)
BIRGI = card("Birgi, God of Storytelling", "Legendary Creature — God", BIRGI_TEXT, "{2}{R}", "3/3")
USHER = card(
    "Usher of the Fallen", "Creature — Spirit Warrior",
    "Boast — {1}{W}: Create a 1/1 white Human Warrior creature token. (Activate only if this creature attacked this turn and only once each turn.)",
    "{W}", "2/1",
)


def test_read() -> None:
    """702.142a: the effect names the creatures whose boast limit it raises."""
    (_, static) = read(BIRGI_TEXT, "Legendary Creature — God")
    assert isinstance(static, StaticAbility) and isinstance(static.effects[0], BoastTwice)


def _usher(times: int, *, active: str = "you", birgi_of: str = "you") -> object:
    usher = {"card": "Usher of the Fallen", "attacked_this_turn": True, "activated_this_turn": [0] * times}
    you = [usher, "Plains", "Plains"] + (["Birgi, God of Storytelling"] if birgi_of == "you" else [])
    opp = ["Birgi, God of Storytelling"] if birgi_of == "opp" else []
    return game([BIRGI, USHER], you=you, opp=opp, active=active, phase="combat")


def test_boast_twice_on_your_turn() -> None:
    """702.142a and Birgi: a second activation this turn is allowed, a third is not."""
    assert can_activate(_usher(1), "Usher of the Fallen", 0).answer
    third = can_activate(_usher(2), "Usher of the Fallen", 0)
    assert not third.answer and "602.5b" in third.rule


def test_once_without_birgi_of_your_own() -> None:
    """702.142a: an opponent's Birgi does not raise the limit of your creatures' boast abilities."""
    assert not can_activate(_usher(1, birgi_of="opp"), "Usher of the Fallen", 0).answer
    assert can_activate(_usher(0, birgi_of="opp"), "Usher of the Fallen", 0).answer
