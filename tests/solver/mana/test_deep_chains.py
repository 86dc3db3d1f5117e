"""No recursion whose depth grows with the board (issue 14): a chain of "could produce"
references longer than Python's recursion limit is followed, and explained, with explicit
stacks."""

from __future__ import annotations

import sys

import manasolve
from manasolve.model.abilities import ChosenMana, Const, CouldProduce, ManaAbility, ManaEffect, Production
from manasolve.model.cards import Card, TypeLine
from manasolve.model.costs import ActivationCost, ManaCost, TapSelf
from manasolve.model.library import CardLibrary
from manasolve.model.selectors import Selector, Who
from manasolve.model.state import GameState, Permanent


def _reader(i: int, reads: str) -> Card:
    """A land of subtype K{i}: "{T}: Add one mana of any type that a <reads> you control could produce." """
    text = f"{{T}}: Add one mana of any type that a {reads} you control could produce."
    sel = Selector(subtypes=frozenset({reads}), who=Who.YOU, text=f"a {reads} you control")
    ability = ManaAbility(ActivationCost((TapSelf(),)), ManaEffect((Production((ChosenMana(Const(1), CouldProduce(sel, colors_only=False)),)),)), text=text)
    return Card(f"Link {i}", ManaCost(()), TypeLine(frozenset(), frozenset({"Land"}), frozenset({f"K{i}"})), text, (ability,))


def test_a_chain_longer_than_the_recursion_limit_is_followed_and_explained():
    """106.7: K0 reads K1, ..., the last reads a Forest's subtype: every link could produce {G},
    and the witness of K0's {G} lists every reference of the chain, outermost first (each found
    earlier in the fixed point than the one it explains)."""
    n = sys.getrecursionlimit() + 500
    lib = CardLibrary.builtin()
    forest = Card("Seed", ManaCost(()), TypeLine(frozenset({"Basic"}), frozenset({"Land"}), frozenset({"Forest", f"K{n}"})), "", ())
    perms = [Permanent(f"k{i}", _reader(i, f"K{i + 1}"), "you", timestamp=i) for i in range(n)]
    perms.append(Permanent("seed", forest, "you", timestamp=n))
    state = GameState(("you",), tuple(perms), cards=lib)
    got = manasolve.could_produce(state, "k0")
    assert got.answer == ["G"]
    (_, witness), = got.witnesses
    assert len(witness.chain) == n
    assert str(witness.chain[0]).startswith("k1 could produce G") and str(witness.chain[-1]).startswith("seed could produce G")
