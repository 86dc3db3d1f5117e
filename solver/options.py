"""Options that choose between readings of the rules where they are contested, and how to answer.

Defaults follow the current Comprehensive Rules text; each option documents the other
reading and its source, so a user can ask for it explicitly. The *rules* are the options that are
``bool`` fields (every one, unless its field says ``metadata={"rule": False}``): a scenario's
``rules:`` key, the command line's ``--rule NAME`` and :meth:`Options.with_rules` choose them by
name, so a field added here is a rule at once.
"""

from __future__ import annotations

import dataclasses
from dataclasses import field
from typing import Mapping

from ..model.errors import QueryError
from ..model.values import dataclass

__all__ = ["Options", "rule_names"]


@dataclass(frozen=True, slots=True)
class Options:
    """How to answer.

    ``old_overabundance`` (a rule): the 1990s ruling that Overabundance deals its damage even when
    the tapped land produced no mana. Current rule 106.12a says a "tapped for mana" trigger
    triggers only when the ability "resolves and produces mana", so by default it neither adds
    mana nor deals damage then. Source: Overabundance's Oracle rulings and CR 106.12a.

    ``hand_mana_abilities`` (a rule): whether mana abilities of cards in hand (Elvish Spirit
    Guide: "Exile this card from your hand: Add {G}.", a mana ability by its ruling) may help pay
    a cost, as 605.3a allows. SCENARIOS.md speaks of "the mana abilities of its controller's
    other permanents"; set False for that narrower reading. Source: CR 605.3a, SCENARIOS.md.

    ``etb_trigger_could_produce`` (a rule): whether a permanent's own triggered ability whose
    effect only adds mana (Crumbling Vestige: "When this land enters, add one mana of any color.";
    Lotus Cobra's landfall) counts toward what that permanent "could produce" (106.7). Default
    True, the current text of 106.7: "any type of mana that an ability of that permanent would
    produce if the ability were to resolve at that time" — any ability, not only mana abilities,
    and costs and triggering ignored. False is the narrower reading some judges apply, from the
    Exotic Orchard and Fellwar Stone rulings that speak of the lands' "mana abilities" (605.1b: such
    a trigger is not a mana ability, and it has resolved, or will not resolve again, once the
    land is on the battlefield). Sources: CR 106.7, 605.1b; Exotic Orchard's rulings (2009-02-01).
    The same reading covers activated abilities that add mana but are no mana abilities (605.1a:
    they target, Deathrite Shaman's "Exile target land card from a graveyard. Add one mana of any
    color."; loyalty abilities, "+1: Add {R}{R}."): weighed by default, not with False; they never
    tap for mana nor pay costs (605.3). Known limit: a triggered ability whose first instruction does
    more than add mana, or adds it only under an intervening "if" (603.4), is not weighed under
    either reading (later instructions that neither add nor change mana are no obstacle: Birgi).

    ``state_based_actions`` (a rule): whether the state a scenario describes is first settled by
    state-based actions (704.3: they are performed whenever a player would receive priority,
    117.5, so a creature with toughness 0 or less is already in its owner's graveyard when a
    player could tap it, 704.5f; an Aura left attached to nothing follows it, 704.5m). Default
    True; False asks about the state exactly as written (a moment inside the casting of a spell,
    601.2g-h, when no player has priority). Source: CR 704.3, 704.5f, 117.5; March of the
    Machines' and Mycosynth Lattice's rulings (an artifact with mana value 0 becomes a 0/0
    creature and is put into its owner's graveyard). See :mod:`manasolve.solver.board.sba`.

    ``allow_unread`` (not a rule): answer although a card has sentences the grammar neither reads
    nor classifies (an error by default, naming the card and the sentence): the answer leaves
    them out and lists them in its ``warnings``. The scenario key ``allow_unread: true`` and the
    command line's ``--allow-unread`` do the same.

    ``max_outcomes`` (not a rule): a safety bound on the distinct outcomes one query may
    enumerate (a "combination of colors" of a large amount grows combinatorially); exceeding it
    is an error, never a silent truncation.

    ``max_search_states`` (not a rule): the budget of one replacement search (616.1): the states it stores
    (the mana so far and the effects still unused) plus the outcomes stored with them. Past it
    the question raises :class:`~manasolve.model.errors.LimitError`; the default keeps any one
    question within a few seconds and some tens of megabytes.

    ``max_amount_digits`` (not a rule): the digits of the largest amount of one type of mana an answer may
    hold (eighteen Nyxbloom Ancients make 3^18 mana of one type: nine digits).

    ``max_plan_states`` (not a rule): the most states (which abilities were activated, what is tapped or gone,
    and the pool) the search over plans of mana abilities may visit (``available_mana``,
    ``can_pay`` and the payment of ``cast`` and ``can_activate``); past it the query raises
    :class:`~manasolve.LimitError` saying so, never a hang.

    ``max_x`` (not a rule): the largest X (and number of times a multikicker is paid) that ``cast_options``
    lists when the caster's mana abilities make mana without limit (otherwise X is bounded by the
    most mana they can make).
    """

    old_overabundance: bool = False
    max_outcomes: int = 100_000
    hand_mana_abilities: bool = True
    etb_trigger_could_produce: bool = True
    max_search_states: int = 100_000
    max_amount_digits: int = 1_000
    max_plan_states: int = 200_000
    max_x: int = 100
    state_based_actions: bool = True
    allow_unread: bool = field(default=False, metadata={"rule": False})

    def with_rules(self, chosen: Mapping[str, bool], *, where: str = "rules") -> "Options":
        """These options with the rules ``chosen`` (name → True/False) set.

        Raises
        ------
        QueryError
            For a name that is not a rule, listing the known ones (``where`` says where the name
            was written).
        """
        if not chosen:
            return self
        known = rule_names()
        unknown = sorted(n for n in chosen if n not in known)
        if unknown:
            raise QueryError(f"{where}: unknown rule(s) {', '.join(map(repr, unknown))}; the rules are: {', '.join(known)}")
        return dataclasses.replace(self, **{n: bool(v) for n, v in chosen.items()})


def rule_names() -> tuple[str, ...]:
    """The names of the rules: the ``bool`` fields of :class:`Options` (but those marked
    ``metadata={"rule": False}``), in the order they are declared."""
    return tuple(
        f.name
        for f in dataclasses.fields(Options)
        if f.type in (bool, "bool") and f.metadata.get("rule", True)
    )
