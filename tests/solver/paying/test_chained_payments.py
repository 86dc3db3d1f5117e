"""Chained payments (601.2g-h, 605.3a) and spending restrictions (106.6) in ``can_activate``,
``cast`` and ``can_pay``: one machinery for all three."""

from __future__ import annotations

import manasolve

CARDS = """
cards:
  - {name: Workshop Vault, type_line: Land, mana_cost: "", oracle_text: "{T}: Add {C}{C}. Spend this mana only to activate abilities."}
  - {name: Grizzly Bears, type_line: Creature — Bear, mana_cost: "{1}{G}", oracle_text: ""}
"""


def _scenario(battlefield: str, hand: str = "[]") -> manasolve.Scenario:
    return manasolve.scenario(f"name: s\nplayers: [you, opp]\n{CARDS}battlefield:\n  you: {battlefield}\nhand: {{you: {hand}}}\n")


def test_a_filter_land_is_paid_through_a_signet() -> None:
    """605.3a: Mystic Gate's {W/U} is paid with the Azorius Signet's mana, whose {1} a Wastes pays;
    before chained payments, sources whose ability costs mana were left out."""
    s = _scenario("[Wastes, Azorius Signet, Mystic Gate]")
    v = manasolve.can_activate(s, "Mystic Gate", 1)
    assert v.answer is True
    assert [step["permanent"] for step in v.why["plan"]] == ["Wastes", "Azorius Signet"]


def test_a_source_does_not_pay_for_itself() -> None:
    """601.2g-h: the mana of an ability is made after its cost is paid, so two Signets can't pay
    each other's {1}."""
    s = _scenario("[Azorius Signet, Golgari Signet]")
    assert manasolve.can_activate(s, "Azorius Signet", 0).answer is False
    assert manasolve.can_pay(s, "you", "{1}").answer is False


def test_cast_pays_through_a_chain() -> None:
    """601.2g: mana abilities activated while casting may pay each other's costs: the Wastes pays
    the Golgari Signet, whose {G} and {B} pay Grizzly Bears' {1}{G}."""
    s = _scenario("[Wastes, Golgari Signet]", "[Grizzly Bears]")
    v = manasolve.cast(s, "Grizzly Bears")
    assert v.answer["legal"] is True


def test_restricted_mana_pays_only_what_it_allows() -> None:
    """106.6: "Spend this mana only to activate abilities": it pays the Signet's {1} (an ability),
    never a spell; the Signet's own mana has no restriction."""
    s = _scenario("[Workshop Vault, Golgari Signet]", "[Grizzly Bears]")
    assert manasolve.can_activate(s, "Golgari Signet", 0).answer is True
    assert manasolve.can_pay(s, "you", "{B}{G}").answer is True
    assert manasolve.can_pay(s, "you", "{1}{G}", for_="Grizzly Bears").answer is True   # Signet's B and G
    assert manasolve.can_pay(s, "you", "{2}{G}", for_="Grizzly Bears").answer is False  # the Vault's other {C} can't
    # restricted mana counts in the pools like any other (SCENARIOS.md): {C}{C}, or the Signet paid
    assert set(manasolve.available_mana(s, "you").answer) == {"CC", "BGC"}
