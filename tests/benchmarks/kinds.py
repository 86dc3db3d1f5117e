"""Eighteen replacement effects of distinct kinds for the growth curve of the replacement search
(issue 12): real cards and enchantments defined here by text the grammar reads, each compiled
against a Forest you tap for {G} by the solver itself. In order of entry:

multipliers (Mana Reflection x2, Nyxbloom Ancient x3, "four times as much", "for two or more
mana, twice as much"), type setters (Infernal Darkness {B}, Deep Water {U}, Ritual of Subdual
colorless, {R}, {W}, {G}, Pulse of Llanowar any colour, "mana of any type"), a colour setter
(Hall of Gemstone, blue chosen), type-and-amount setters (Contamination {B}, Damping Sphere "two
or more mana: {C}", "three or more mana: {R}", "two mana of any one color"), and last a
conversion ("colorless mana instead of green mana"), which reads the types: the type-only part
is then enumerated with the conversion among it (solver/mana/typemaps.py).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from manasolve.model.library import CardLibrary
from manasolve.model.mana import ManaType
from manasolve.model.state import GameState, Permanent
from manasolve.solver.mana.replacement import Compiled
from manasolve.solver.mana.resolver import Resolver

TEXTS = {
    "Quadruple Bloom": "If you tap a permanent for mana, it produces four times as much of that mana instead.",
    "Crimson Veil": "If a land is tapped for mana, it produces {R} instead of any other type.",
    "Pale Shroud": "If a land is tapped for mana, it produces {W} instead of any other type.",
    "Verdant Veil": "If a land is tapped for mana, it produces {G} instead of any other type.",
    "Ember Dampener": "If a land is tapped for three or more mana, it produces {R} instead of any other type and amount.",
    "Twin Prism": "If a land is tapped for mana, it produces two mana of any one color instead of any other type and amount.",
    "Surge Field": "If a land is tapped for two or more mana, it produces twice as much of that mana instead.",
    "Prism Field": "If a land is tapped for mana, it produces mana of any type instead of any other type.",
    "Grey Tithe": "If a land is tapped for mana, it produces colorless mana instead of green mana.",
    "Ritual of Subdual": "If a land is tapped for mana, it produces colorless mana instead of any other type.",
}
ORDER = [
    "Mana Reflection", "Infernal Darkness", "Contamination", "Nyxbloom Ancient", "Pulse of Llanowar", "Damping Sphere",
    "Hall of Gemstone", "Deep Water", "Quadruple Bloom", "Crimson Veil", "Twin Prism", "Ritual of Subdual",
    "Surge Field", "Pale Shroud", "Ember Dampener", "Prism Field", "Verdant Veil", "Grey Tithe",
]


@lru_cache(maxsize=None)
def distinct_kinds() -> tuple[Compiled, ...]:
    """The eighteen compiled effects, in ORDER (all distinct)."""
    records = [{"name": n, "type_line": "Enchantment", "mana_cost": "{2}", "oracle_text": t} for n, t in TEXTS.items()]
    lib = CardLibrary.builtin().with_cards(records)
    perms = [Permanent("forest", lib.get("Forest"), "you", timestamp=0)]
    for i, name in enumerate(ORDER):
        p = Permanent(f"e{i}", lib.get(name), "you", timestamp=i + 1)
        if name == "Deep Water":
            p = replace(p, resolved_this_turn=(0,))  # "{U}: Until end of turn, ..." was activated
        if name == "Hall of Gemstone":
            p = replace(p, chosen_color=ManaType.U)  # after the upkeep: its effect is in force
        perms.append(p)
    resolver = Resolver.of(GameState(("you", "opp"), tuple(perms), cards=lib))
    forest = resolver.board.view("forest")
    effects, labels = resolver.effects_for(forest, forest.mana_abilities()[0])
    by_entry = sorted(range(len(effects)), key=lambda k: int(labels[k].split(":")[0][1:]))
    out = tuple(effects[k] for k in by_entry)
    assert len(out) == len(ORDER) and len(set(out)) == len(ORDER)
    return out
