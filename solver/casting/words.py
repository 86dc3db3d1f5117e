"""How the casting reasons name players and zones ("your hand", "opp's turn", "the top of the
library"): the scenarios' convention is that the player called ``you`` is addressed as "your"."""

from __future__ import annotations

from ...model.abilities import Zone
from ..words import does, possessive

__all__ = ["does", "possessive", "zone_words"]


def zone_words(zone: Zone) -> str:
    """The zone after "from the" / "in the": "hand", "top of the library", "graveyard", and
    "exile" for exile (read "from the exile" as the rules' "from exile", 406)."""
    if zone is Zone.COMMAND:  # grants12: 903.6
        return "command zone"
    return "top of the library" if zone is Zone.LIBRARY_TOP else zone.value
