"""s13: a spending restriction on the mana a triggered mana ability adds (106.6, 106.12a):
Snowfall's "Spend this mana only to pay cumulative upkeep costs." binds the {U} it adds on every
tap. tap_for_mana and available_mana list that mana (SCENARIOS.md: restricted mana counts like any
other in a pool, ``why`` names the restriction); can_pay without ``for`` counts only mana without
restrictions, and no query pays a cumulative upkeep cost, so the Snowfall mana pays nothing.
Cards by their Oracle text."""

from __future__ import annotations

from manasolve.model.abilities import TriggeredManaAbility
from manasolve.solver.app.queries import available_mana, can_pay, cast, tap_for_mana

from tests.games import card, game, read

SNOWFALL = card("Snowfall", "Enchantment", "Cumulative upkeep {U} (At the beginning of your upkeep, put an age counter on this permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)\n"
                "Whenever an Island is tapped for mana, its controller may add an additional {U}. If that Island is snow, its controller may add an additional {U}{U} instead. "
                "Spend this mana only to pay cumulative upkeep costs.", "{2}{U}{U}")
OPT = card("Opt", "Instant", "Scry 1.\nDraw a card.", "{U}")
COUNTERSPELL = card("Counterspell", "Instant", "Counter target spell.", "{U}{U}")


def test_the_restriction_is_read_with_the_trigger() -> None:
    """106.6: the sentence after the trigger is the restriction of the mana it adds."""
    abilities = read(SNOWFALL["oracle_text"], SNOWFALL["type_line"], "Snowfall")
    (t,) = [a for a in abilities if isinstance(a, TriggeredManaAbility)]
    assert t.restriction == "Spend this mana only to pay cumulative upkeep costs."
    assert t.spending is not None and t.spending.other


def test_the_triggered_mana_is_listed_and_pays_nothing() -> None:
    """106.12a: tapping an Island gives {U} or {U}{U}; the second {U} is restricted (106.6), so
    {U}{U} can't be paid and Counterspell can't be cast with one Island, while Opt can."""
    s = game([SNOWFALL, OPT, COUNTERSPELL], ["Snowfall", "Island"], hand={"you": ["Opt", "Counterspell"]})
    assert tap_for_mana(s, "Island").answer == ["U", "UU"]
    pools = available_mana(s, "you")
    assert pools.answer == ["UU"]
    assert can_pay(s, "you", "{U}{U}").answer is False
    assert can_pay(s, "you", "{U}").answer is True
    assert cast(s, "Counterspell").answer["legal"] is False
    assert cast(s, "Opt").answer["legal"] is True


def test_two_islands_pay_two_blue_without_the_snowfall_mana() -> None:
    """Each Island's own {U} is unrestricted: two Islands pay {U}{U}, not {U}{U}{U}."""
    s = game([SNOWFALL], ["Snowfall", "Island", {"card": "Island", "id": "i2"}])
    assert can_pay(s, "you", "{U}{U}").answer is True
    assert can_pay(s, "you", "{U}{U}{U}").answer is False
