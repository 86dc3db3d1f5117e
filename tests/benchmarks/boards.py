"""Boards for the benchmarks, built from :class:`model.cards.Card` objects directly (no grammar).

:func:`chain_board` is the large could-produce board of DESIGN.md's targets: lands that read what
the lands of one subtype could produce, arranged as one long cycle (fed by a Forest), a chain
leading into it, pairs that only read each other (Exotic Orchard ruling: they produce nothing),
Reflecting Pools and Exotic Orchards that read whole boards, and basic lands to fill up.
"""

from __future__ import annotations

from dataclasses import dataclass

from manasolve.model.abilities import (
    ChosenMana,
    Const,
    CouldProduce,
    ManaAbility,
    ManaEffect,
    Production,
)
from manasolve.model.cards import Card, TypeLine
from manasolve.model.costs import ActivationCost, ManaCost, TapSelf
from manasolve.model.library import CardLibrary
from manasolve.model.selectors import Selector, Who
from manasolve.model.state import GameState, Permanent

PLAYERS = ("you", "opp")


def reader_land(name: str, subtype: str, reads: str) -> Card:
    """A land with subtype ``subtype`` and "{T}: Add one mana of any type that a <reads> you
    control could produce." (a Reflecting Pool narrowed to one subtype)."""
    selector = Selector(subtypes=frozenset({reads}), who=Who.YOU, text=f"a {reads} you control")
    text = f"{{T}}: Add one mana of any type that a {reads} you control could produce."
    ability = ManaAbility(
        cost=ActivationCost((TapSelf(),)),
        effect=ManaEffect((Production((ChosenMana(Const(1), CouldProduce(selector, colors_only=False)),)),)),
        text=text,
    )
    return Card(
        name=name,
        mana_cost=ManaCost(()),
        type_line=TypeLine(frozenset(), frozenset({"Land"}), frozenset({subtype})),
        oracle_text=text,
        abilities=(ability,),
    )


def seed_land(subtype: str) -> Card:
    """A Forest that also has ``subtype``: the one thing that feeds the long cycle ({G})."""
    return Card(
        name=f"Seed {subtype}",
        mana_cost=ManaCost(()),
        type_line=TypeLine(frozenset({"Basic"}), frozenset({"Land"}), frozenset({"Forest", subtype})),
        oracle_text="({T}: Add {G}.)",
        abilities=(),
    )


@dataclass(frozen=True)
class Shape:
    """How many of each kind a :func:`chain_board` has."""

    total: int = 10_000
    cycle: int = 3_000       # lands L0..L(n-1): Li reads L(i+1 mod n); a Forest with subtype L0 feeds it
    chain: int = 200         # lands K0..K(n-1): Ki reads K(i+1), the last reads L(n/2): a chain into the cycle
    pairs: int = 50          # pairs Ai/Bi reading each other and nothing else: they produce nothing
    pools: int = 100         # Reflecting Pools (you): read every land you control
    orchards: int = 100      # Exotic Orchards (opp): read every land you control

    @property
    def readers(self) -> int:
        return self.cycle + self.chain + 2 * self.pairs + self.pools + self.orchards


def chain_board(shape: Shape = Shape(), library: CardLibrary | None = None) -> GameState:
    """The board of ``shape``: readers in chains and cycles, then basic lands up to ``shape.total``
    (half Islands for you, half Swamps and Mountains for the opponent). Listing order (timestamps)
    puts each reader before what it reads, the worst order for naive iteration."""
    lib = library or CardLibrary.builtin()
    perms: list[Permanent] = []

    def add(card: Card, controller: str, pid: str) -> None:
        perms.append(Permanent(id=pid, card=card, controller=controller, timestamp=len(perms) + 1))

    n = shape.cycle
    for i in range(n):
        add(reader_land(f"Link {i}", f"L{i}", f"L{(i + 1) % n}"), "you", f"link{i}")
    add(seed_land("L0"), "you", "seed")
    for i in range(shape.chain):
        reads = f"K{i + 1}" if i + 1 < shape.chain else f"L{n // 2}"
        add(reader_land(f"Chain {i}", f"K{i}", reads), "you", f"chain{i}")
    for i in range(shape.pairs):
        add(reader_land(f"Twin A{i}", f"A{i}", f"B{i}"), "you", f"twinA{i}")
        add(reader_land(f"Twin B{i}", f"B{i}", f"A{i}"), "you", f"twinB{i}")
    pool, orchard = lib.get("Reflecting Pool"), lib.get("Exotic Orchard")
    for i in range(shape.pools):
        add(pool, "you", f"pool{i}")
    for i in range(shape.orchards):
        add(orchard, "opp", f"orchard{i}")
    island, swamp, mountain = lib.get("Island"), lib.get("Swamp"), lib.get("Mountain")
    i = 0
    while len(perms) < shape.total:
        if i % 2 == 0:
            add(island, "you", f"island{i}")
        else:
            add(swamp if i % 4 == 1 else mountain, "opp", f"basic{i}")
        i += 1
    return GameState(players=PLAYERS, permanents=tuple(perms), cards=lib)
