"""The intrinsic mana ability of each basic land type (305.6): "{T}: Add [symbol]." for Plains,
Island, Swamp, Mountain and Forest (the types and their mana: :mod:`manasolve.model.vocabulary`)."""

from __future__ import annotations

from ...model.abilities import FixedMana, ManaAbility, ManaEffect, Production
from ...model.costs import ActivationCost, TapSelf
from ...model.mana import Mana
from ...model.vocabulary import BASIC_LAND_MANA, BASIC_LAND_TYPES

__all__ = ["INTRINSIC", "intrinsic_ability"]

def intrinsic_ability(land_type: str) -> ManaAbility:
    """305.6: the intrinsic "{T}: Add [symbol]." of a basic land type."""
    t = BASIC_LAND_MANA[land_type]
    return ManaAbility(
        cost=ActivationCost((TapSelf(),)),
        effect=ManaEffect((Production((FixedMana(Mana.of(t)),)),)),
        text=f"{{T}}: Add {t.symbol}. ({land_type}, 305.6)",
    )


INTRINSIC = {lt: intrinsic_ability(lt) for lt in BASIC_LAND_TYPES}
