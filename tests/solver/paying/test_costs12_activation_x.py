"""costs12: the rules of X in activated abilities (107.3a: announced as it is activated; 602.2b).

"Spend only black mana on X." (Crypt Rats; 106.6) lets only mana of that colour pay the X part;
"X can't be 0." (107.3) makes the least X 1, so an X-sized cost ("Remove X +1/+1 counters") needs
one. In a modal ability the mode is chosen first (700.2, 602.2b): a rule every mode states is the
ability's; can_activate weighs the least X the rules allow."""

from __future__ import annotations

import manasolve
from manasolve.model.abilities import ActivatedAbility

from tests.games import card, game, read

RATS = card("Crypt Rats", "Creature — Rat", "{X}: This creature deals X damage to each creature and each player. Spend only black mana on X.", "{2}{B}", "1/1")
STRICT = card("Strict Rats", "Creature — Rat", "{X}: This creature deals X damage to each creature and each player. Spend only black mana on X. X can't be 0.", "{2}{B}", "1/1")
ATALYA = (
    "{X}, {T}: Choose one —\n• Prevent the next X damage that would be dealt to target creature this turn. Spend only white mana on X.\n"
    "• You gain X life. Spend only white mana on X."
)
MIXED = "{X}, {T}: Choose one —\n• You gain X life. X can't be 0.\n• Draw X cards."


def test_spend_only_on_x_is_read() -> None:
    """106.6: the restriction on X is data of the ability (its colour), not text."""
    (a,) = read(RATS["oracle_text"], "Creature — Rat")
    assert isinstance(a, ActivatedAbility) and a.x_color is not None and a.x_color.name == "B"


def test_every_mode_states_it() -> None:
    """700.2: both modes say "Spend only white mana on X", so the ability's X is paid with white."""
    a = read(ATALYA, "Legendary Creature — Human Cleric")[0]
    assert isinstance(a, ActivatedAbility) and a.x_color is not None and a.x_color.name == "W"


def test_a_rule_of_some_modes_only() -> None:
    """700.2: only one mode says X can't be 0: the other can be chosen with X=0, so the least X is 0."""
    a = read(MIXED, "Creature — Human")[0]
    assert isinstance(a, ActivatedAbility) and not a.x_not_zero


def test_x_is_paid_with_that_colour() -> None:
    """107.3, 106.6: with X at least 1, the {X} needs black mana: a Swamp pays it, an Island can't."""
    assert manasolve.can_activate(game([STRICT], you=["Strict Rats", "Swamp"]), "Strict Rats", 0).answer is True
    assert manasolve.can_activate(game([STRICT], you=["Strict Rats", "Island"]), "Strict Rats", 0).answer is False


def test_x_zero_needs_nothing() -> None:
    """107.3a: X may be 0 without "X can't be 0": the restriction on X asks for no mana then."""
    assert manasolve.can_activate(game([RATS], you=["Crypt Rats"]), "Crypt Rats", 0).answer is True


def test_x_sized_counters_need_one() -> None:
    """107.3: "X can't be 0" with "Remove X +1/+1 counters": one counter at least (118.3)."""
    text = "{X}, Remove X +1/+1 counters from this creature: You gain X life. X can't be 0."
    c = card("Counter Beast", "Creature — Beast", text, "{2}", "1/1")  # s17: a 0/0 without counters would be gone (704.5f)
    none = game([c], you=[{"card": "Counter Beast", "counters": {"+1/+1": 0}}, "Plains"])
    one = game([c], you=[{"card": "Counter Beast", "counters": {"+1/+1": 1}}, "Plains"])
    assert manasolve.can_activate(none, "Counter Beast", 0).answer is False
    assert manasolve.can_activate(one, "Counter Beast", 0).answer is True
