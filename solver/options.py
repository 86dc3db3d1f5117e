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

    ``etb_trigger_could_produce``: whether a permanent's own triggered ability that adds mana when
    it enters (Crumbling Vestige: "When this land enters, add one mana of any color.") counts
    toward what that permanent "could produce" (106.7). Default False: such a trigger is not a mana
    ability (605.1b: it doesn't trigger from a mana ability), and the Reflecting Pool and Exotic
    Orchard rulings read 106.7 as asking about the "mana-producing abilities" / "mana abilities" of
    the lands; the ability has also resolved or will never resolve again once the land is on the
    battlefield. True follows the wording of 106.7 taken literally ("any type of mana that an
    ability of that permanent would produce if the ability were to resolve"), which some judges
    apply to such triggers.

    ``max_outcomes``: a safety bound on the distinct outcomes one query may enumerate (a
    "combination of colors" of a large amount grows combinatorially); exceeding it is an error,
    never a silent truncation.

    ``max_search_states``: the budget of one replacement search (616.1): the states it stores
    (the mana so far and the effects still unused) plus the outcomes stored with them. Past it
    the question raises :class:`~manasolve.model.errors.LimitError`; the default keeps any one
    question within a few seconds and some tens of megabytes.

    ``max_amount_digits``: the digits of the largest amount of one type of mana an answer may
    hold (eighteen Nyxbloom Ancients make 3^18 mana of one type: nine digits).

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
    etb_trigger_could_produce: bool = False
    max_search_states: int = 100_000
    max_amount_digits: int = 1_000
    max_plan_states: int = 200_000
    max_x: int = 100
