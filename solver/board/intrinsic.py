"""The land types a land can have (205.3i) and the intrinsic mana ability of each basic land
type (305.6): "{T}: Add [symbol]." for Plains, Island, Swamp, Mountain and Forest."""

from __future__ import annotations

from ...model.abilities import FixedMana, ManaAbility, ManaEffect, Production
from ...model.cards import BASIC_LAND_TYPES
from ...model.costs import ActivationCost, TapSelf
from ...model.mana import Mana, ManaType

__all__ = ["INTRINSIC", "LAND_TYPES", "intrinsic_ability"]

LAND_TYPE_MANA = {"Plains": ManaType.W, "Island": ManaType.U, "Swamp": ManaType.B, "Mountain": ManaType.R, "Forest": ManaType.G}
# 205.3i: land types (basic ones and the others that can appear on lands).
NONBASIC_LAND_TYPES = frozenset(
    {"Cave", "Desert", "Gate", "Lair", "Locus", "Mine", "Power-Plant", "Sphere", "Tower", "Town", "Urza's"}
)
LAND_TYPES = frozenset(BASIC_LAND_TYPES) | NONBASIC_LAND_TYPES

def intrinsic_ability(land_type: str) -> ManaAbility:
    """305.6: the intrinsic "{T}: Add [symbol]." of a basic land type."""
    t = LAND_TYPE_MANA[land_type]
    return ManaAbility(
        cost=ActivationCost((TapSelf(),)),
        effect=ManaEffect((Production((FixedMana(Mana.of(t)),)),)),
        text=f"{{T}}: Add {t.symbol}. ({land_type}, 305.6)",
    )


INTRINSIC = {lt: intrinsic_ability(lt) for lt in BASIC_LAND_TYPES}
