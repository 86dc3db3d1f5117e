"""s13: "You may spend mana as though it were mana of any color to activate those abilities."
(Drana and Linvala; 609.4b, 602.2b) after "<this> has all activated abilities of all creatures
your opponents control." (613.1f): the rule widens what pays the abilities the permanent has by
that grant, and no others. Cards by their Oracle text."""

from __future__ import annotations

from manasolve.model.abilities import SpendingRule, StaticAbility
from manasolve.solver.app.queries import can_activate

from tests.games import card, game, read

DRANA = card("Drana and Linvala", "Legendary Creature — Vampire Angel", "Flying, vigilance\nActivated abilities of creatures your opponents control can't be activated.\n"
             "Drana and Linvala has all activated abilities of all creatures your opponents control. You may spend mana as though it were mana of any color to activate those abilities.",
             "{1}{W}{W}{B}", "3/4")
SHIVAN = card("Shivan Dragon", "Creature — Dragon", "Flying\n{R}: This creature gets +1/+0 until end of turn.", "{4}{R}{R}", "5/5")
SUIT = card("Firebreathing Suit", "Artifact — Equipment", "Equipped creature has \"{R}: This creature gets +1/+0 until end of turn.\"\nEquip {1}", "{1}")


def test_the_sentence_reads_after_the_grant_only() -> None:
    """"those abilities" names the abilities the sentence before granted; alone it names none."""
    *_, a = read(DRANA["oracle_text"], DRANA["type_line"], DRANA["name"])
    assert isinstance(a, StaticAbility)
    rule = a.effects[-1]
    assert isinstance(rule, SpendingRule) and rule.own_grants_only
    try:
        read("You may spend mana as though it were mana of any color to activate those abilities.", "Creature — Angel", "Lone")
    except Exception as e:  # the card text error names the sentence
        assert "those abilities" in str(e)
    else:
        raise AssertionError("read without a grant before it")


def test_a_copied_ability_is_paid_with_mana_of_any_color() -> None:
    """609.4b: the Shivan Dragon's {R} ability, which Drana has, is paid with an Island's {U};
    the Dragon's own can't be activated (602.5)."""
    s = game([DRANA, SHIVAN], ["Drana and Linvala", "Island"], ["Shivan Dragon"])
    assert can_activate(s, "Drana and Linvala", 0).answer is True
    assert can_activate(s, "Shivan Dragon", 0).answer is False


def test_an_ability_granted_by_another_permanent_is_not_widened() -> None:
    """The rule is for "those abilities": one Drana has from an Equipment keeps its {R}."""
    s = game([DRANA, SUIT], ["Drana and Linvala", {"card": "Firebreathing Suit", "attached_to": "Drana and Linvala"}, "Island"])
    assert can_activate(s, "Drana and Linvala", 0).answer is False
