"""The answers of available_mana and can_pay as SCENARIOS.md writes them (sorted mana strings,
``[""]`` for nothing, ``unbounded``; true/false), with a plan in ``why`` that names each
activation in order, and their text and notebook forms."""

from __future__ import annotations

import manasolve

BOARD = """
name: s
players: [you, opp]
battlefield:
  you: [Forest, Azorius Signet]
"""


def test_pools_and_plans() -> None:
    """605.3a: the Forest's {G} pays the Signet's {1}; the pools {G} and {W}{U} are both maximal,
    each with the plan that makes it."""
    r = manasolve.available_mana(manasolve.scenario(BOARD), "you")
    assert r.answer == ["G", "WU"]
    plan = r.why["WU"]["plan"]
    assert [(s["permanent"], s.get("paid"), s["produced"]) for s in plan] == [("Forest", None, "G"), ("Azorius Signet", "G", "WU")]
    d = r.to_dict()
    assert d["kind"] == "available_mana" and d["target"] == "you"
    assert "{W}{U}" in str(r) and "<table>" in r._repr_html_()


def test_nothing_is_the_empty_pool() -> None:
    """SCENARIOS.md: [""] when nothing can be made."""
    r = manasolve.available_mana(manasolve.scenario(BOARD), "opp")
    assert r.answer == [""]


def test_can_pay_names_the_symbols() -> None:
    """601.2g-h: the way to pay lists the activations and which mana pays each symbol."""
    r = manasolve.can_pay(manasolve.scenario(BOARD), "you", "{W}{U}")
    assert r.answer is True
    assert sorted(x["symbol"] for x in r.why["symbols"]) == ["{U}", "{W}"]
    no = manasolve.can_pay(manasolve.scenario(BOARD), "you", "{G}{W}{U}")
    assert no.answer is False and "your mana abilities" in no.why["reason"] and no.why["rule"] == "601.2g-h, 118.3"
    assert "<p>" in no._repr_html_()
