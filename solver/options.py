"""Options that choose between readings of the rules where they are contested.

Defaults follow the current Comprehensive Rules text; each option documents the other
reading and its source, so a user can ask for it explicitly.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Options:
    """How to answer.

    ``old_overabundance``: the 1990s ruling that Overabundance deals its damage even when the
    tapped land produced no mana. Current rule 106.12a says a "tapped for mana" trigger
    triggers only when the ability "resolves and produces mana", so by default it neither adds
    mana nor deals damage then.

    ``hand_mana_abilities``: whether mana abilities of cards in hand (Elvish Spirit Guide: "Exile
    this card from your hand: Add {G}.", a mana ability by its ruling) may help pay a cost, as
    605.3a allows. SCENARIOS.md speaks of "the mana abilities of its controller's other
    permanents"; set False for that narrower reading.

    ``max_outcomes``: a safety bound on the distinct outcomes one query may enumerate (a
    "combination of colors" of a large amount grows combinatorially); exceeding it is an error,
    never a silent truncation.

    ``max_plan_states``: the most states (which abilities were activated, what is tapped or gone,
    and the pool) the search over plans of mana abilities may visit (``available_mana``,
    ``can_pay`` and the payment of ``cast`` and ``can_activate``); past it the query raises
    :class:`~manasolve.LimitError` saying so, never a hang.

    ``max_x``: the largest X (and number of times a multikicker is paid) that ``cast_options``
    lists when the caster's mana abilities make mana without limit (otherwise X is bounded by the
    most mana they can make).
    """

    old_overabundance: bool = False
    max_outcomes: int = 100_000
    hand_mana_abilities: bool = True
    max_plan_states: int = 200_000
    max_x: int = 100
