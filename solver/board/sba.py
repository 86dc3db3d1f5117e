"""State-based actions (704) on the state a scenario describes, before any question is asked.

A scenario describes a moment when a player could act: activate a mana ability, cast a spell
(117.1). Whenever a player would receive priority, state-based actions are performed first, all
at once, and again until none applies (704.3, 117.5); so a permanent that a state-based action
would put into a graveyard is never there when a player can use it. Mox Emerald under March of
the Machines is a 0/0 artifact creature and is put into its owner's graveyard (704.5f), so it
can't be tapped for mana; with Mycosynth Lattice also there, every land is a 0/0 artifact
creature and they all go (the cards' rulings).

The actions performed here are the ones the mana rules meet:

* 704.5f: a creature with toughness 0 or less is put into its owner's graveyard (indestructible
  does not stop it). Only where its toughness is known: a creature card with a printed number, or
  a base an effect set (613.4a-b), with counters and the changes of layer 7 (613.4c-d). A creature
  whose toughness is "*" without a defining ability the grammar read, a noncreature made a
  creature by the scenario's ``extra_types`` alone (an animated land: its power and toughness are
  the effect's, which the scenario does not give), or one whose layer-7 amount needs what the
  scenario does not give, is left as it is: a condition is never assumed.
  audit36: a creature whose toughness so computed is 0 or less while a card on the battlefield
  has a change of power or toughness the grammar left unread (Nighthowler's "+X/+X") is not
  judged either: that change may save it, so the question is an error naming the sentence
  (with unread text allowed: it stays, and a warning says why); likewise a creature with a -1/-1
  counter whose toughness needs what the scenario does not give (Tarmogoyf with no
  ``graveyard``) is an error naming what is missing, since it may be 0 or less.
* 704.5q (s18): N +1/+1 and N -1/-1 counters are removed from a permanent that has both.
* 704.5j (s18): of two or more legendary permanents a player controls with the same name, one stays
  (see :func:`_legend_rule_and_exemptions`); "The "legend rule" doesn't apply ..." and "State-based
  actions don't apply to ..." (Rules Lawyer) effects keep what they name (613.11).
* 704.5k (s18): of two or more world permanents only the newest (latest timestamp) stays.
* 704.5i: a planeswalker with 0 loyalty is put into its owner's graveyard, where the scenario
  gives its loyalty counters (``counters: {loyalty: 0}``; listed without them, its loyalty is
  not said).
* 704.5m: an Aura attached to a permanent that left the battlefield, or to an illegal one, is put
  into its owner's graveyard; 704.5n: an Equipment or Fortification attached to one becomes
  unattached and stays. An attachment is illegal when the permanent's characteristics now (after
  the layers, 613) no longer fit the Aura's enchant ability (303.4c: Spreading Seas makes the
  Forest Utopia Sprawl enchants an Island), when the Aura or Equipment is itself a creature
  (303.4d; 301.5c, unless it has reconfigure), when what an Equipment equips is no creature
  (301.5c) or what a Fortification fortifies no land (301.6).

The rule option ``state_based_actions`` (default true) turns this off, to ask about the state
exactly as written (a moment inside the casting of a spell, 601.2g-h, when no player has priority).
"""

from __future__ import annotations

from dataclasses import fields, replace
from typing import Iterable, Mapping, Sequence

from ...model.abilities import Enchant, RuleExemption
from ...model.errors import CardTextError, QueryError
from ...model.state import GameState, Permanent
from .conditions import static_effects
from .layers import AmountOf, compute_board, is_printed_board
from .views import Board, View, selects, toughness_of
from ..words import does

__all__ = ["settled"]


def settled(state: GameState, amount: AmountOf | None = None, *, allow_unread: bool = False) -> GameState:
    """The state after state-based actions (704.3): the permanents they put into graveyards
    moved there, each recorded in ``state.departed`` with the rule that moved it (a question that
    names one then says so), the counts of what happened this turn updated where the scenario
    gives them (700.4: a creature put into a graveyard from the battlefield died).

    ``amount`` counts the amounts of layer 7 (``solver.mana.amounts.amount_of``).
    ``allow_unread``: a creature that would have toughness 0 or less while an unread change of
    power or toughness is in the game stays, with a note in ``sba_notes``, instead of the error.

    Raises
    ------
    CardTextError
        When 704.5f would put a creature into a graveyard but an unread change of power or
        toughness may change its toughness, and unread text is not allowed.
    QueryError
        When a creature with a -1/-1 counter has a toughness that needs what the scenario does
        not give (the message names it).

    Examples
    --------
    >>> import manasolve
    >>> s = manasolve.scenario({"players": ["you"], "cards": [
    ...     {"name": "Mox Emerald", "type_line": "Artifact", "mana_cost": "{0}", "oracle_text": "{T}: Add {G}."},
    ...     {"name": "March of the Machines", "type_line": "Enchantment", "mana_cost": "{3}{U}",
    ...      "oracle_text": "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value."}],
    ...     "battlefield": {"you": ["Mox Emerald", "March of the Machines", "Forest"]}})
    >>> [p.id for p in settled(s.state).permanents]
    ['March of the Machines', 'Forest']
    >>> print(settled(s.state).departed[0][1][:98])
    Mox Emerald is a creature with toughness 0 (by the effect of March of the Machines in layer 4, 7b)
    """
    unread = _unread_pt(state)
    while True:
        state = _counters_annihilated(state, amount)
        leaving, unattached = _leaving(state, amount)
        if unread:
            for pid in [pid for pid, (_, dies) in leaving.items() if dies]:
                name, text, reason = unread[0]
                need = f"{pid} would be put into its owner's graveyard with toughness 0 or less (704.5f), unless this changes its toughness"
                if not allow_unread:
                    raise CardTextError(name, text, f"{reason} ({need})")
                del leaving[pid]
                note = (pid, f"704.5f not applied: {need}: card {name!r}: {text!r}")
                if note not in state.sba_notes:
                    state = replace(state, sba_notes=(*state.sba_notes, note))
        if not leaving and not unattached:
            return state
        state = _put_into_graveyards(state, leaving, unattached)


def _counters_annihilated(state: GameState, amount: AmountOf | None) -> GameState:
    """704.5q: a permanent with both +1/+1 and -1/-1 counters on it loses N of each, N the smaller
    number (each noted in ``sba_notes``); not one that a "State-based actions don't apply to ..."
    effect protects (Rules Lawyer: "Counters aren't removed from your permanents due to game
    rules")."""
    both = [p for p in state.permanents if p.counters.get("+1/+1", 0) > 0 and p.counters.get("-1/-1", 0) > 0]
    if not both:
        return state
    kept = _exempted(compute_board(state, amount))["704"]
    changed: dict[str, Permanent] = {}
    notes = list(state.sba_notes)
    for p in both:
        if p.id in kept:
            continue
        n = min(p.counters["+1/+1"], p.counters["-1/-1"])
        counters = {k: v - n if k in ("+1/+1", "-1/-1") else v for k, v in p.counters.items()}
        changed[p.id] = replace(p, counters={k: v for k, v in counters.items() if v > 0})
        notes.append((p.id, f"{n} +1/+1 and {n} -1/-1 counters removed from it (704.5q, a state-based action)"))
    if not changed:
        return state
    return replace(state, permanents=tuple(changed.get(p.id, p) for p in state.permanents), sba_notes=tuple(notes))


def _unread_pt(state: GameState) -> list[tuple[str, str, str]]:
    """The unread changes of power or toughness in the game (card, sentence, reason): those of
    the permanents, always there, and those of the effects of abilities that resolved this turn
    (611.2a)."""
    out: list[tuple[str, str, str]] = []
    for p in state.permanents:
        for u in p.card.unread_if_power_read:
            out.append((p.card.name, u.text, u.reason))
        for i in p.resolved_this_turn:
            out.extend((p.card.name, u.text, u.reason) for u in p.card.unread_of(i) if u.needs is not None)
    return out


def _leaving(state: GameState, amount: AmountOf | None) -> tuple[dict[str, tuple[str, bool]], dict[str, str]]:
    """The permanents one round of state-based actions puts into a graveyard, with why and
    whether it is a creature (it dies, 700.4); and the Equipment and Fortifications it unattaches
    (704.5n), with why."""
    ids = {p.id for p in state.permanents} | set(state.players)  # an Aura may enchant a player (303.4)
    out: dict[str, tuple[str, bool]] = {}
    unattached: dict[str, str] = {}
    for p in state.permanents:
        if p.attached_to is not None and p.attached_to not in ids and "Aura" in p.card.subtypes:
            out[p.id] = (f"{p.card.name}, an Aura, is attached to a permanent that left the battlefield (704.5m: put into its owner's graveyard)", False)
    for p in state.permanents:
        # 704.5i: judged only where the scenario gives the loyalty counters (a planeswalker listed
        # without ``counters`` has a loyalty the scenario does not say)
        if "Planeswalker" in p.card.card_types and "loyalty" in p.counters and p.counters["loyalty"] <= 0:
            out[p.id] = (f"{p.card.name} is a planeswalker with 0 loyalty (704.5i: put into its owner's graveyard)", False)
    attached = [p for p in state.permanents if p.attached_to is not None and p.attached_to in ids and p.attached_to not in state.players]
    if is_printed_board(state):
        for p in state.permanents:
            if "Creature" in p.card.card_types and _numeric(p.card.toughness) and (t := toughness_of(p)) <= 0:
                out[p.id] = (_why(p, t, {}), True)
        printed: Board | None = None
        if attached:
            _illegal_attachments(printed := compute_board(state, amount), attached, out, unattached)
        worlds = sum("World" in p.card.supertypes for p in state.permanents)
        if out or unattached or worlds > 1 or _legend_groups(((p, p.card.supertypes) for p in state.permanents), out):
            _legend_rule_and_exemptions(state, printed or compute_board(state, amount), out, unattached)
        return out, unattached
    board = compute_board(state, amount)
    _illegal_attachments(board, attached, out, unattached)
    for v in board:
        if "Creature" in v.card_types and v.pt_problem is not None and v.permanent.counters.get("-1/-1", 0) > 0:
            # audit36: a -1/-1 counter may take it to 0 or less: whether 704.5f applies is not known
            raise QueryError(f"{v.id}: whether it has toughness 0 or less (704.5f) is not known: {v.pt_problem}")
        if not ("Creature" in v.card_types and v.pt_problem is None):
            continue
        if v.base_pt is None and not (_numeric(v.permanent.card.toughness) and "Creature" in v.permanent.card.card_types):
            continue  # its toughness is not known (see the module docstring)
        if (t := v.toughness) <= 0:
            by: dict[str, list[str]] = {}
            for step in v.steps:
                if step.applied and step.layer in (4, 7, 8, 9, 10):
                    by.setdefault(step.source, []).append(step.layer_name)
            out[v.id] = (_why(v.permanent, t, by), True)
    _legend_rule_and_exemptions(state, board, out, unattached)
    return out, unattached


def _legend_groups(permanents: Iterable[tuple[Permanent, frozenset[str]]], out: Mapping[str, object]) -> list[list[Permanent]]:
    """The legendary permanents (with their supertypes now) that one player controls under one
    name, two or more (704.5j), in listing order; those already leaving are not counted (704.3:
    the actions happen at once, and a permanent put into a graveyard by another is gone)."""
    groups: dict[tuple[str, str], list[Permanent]] = {}
    for p, supertypes in permanents:
        if "Legendary" in supertypes and p.card.name and p.id not in out:  # 708.2: a face-down permanent has no name
            groups.setdefault((p.controller, p.card.name), []).append(p)
    return [g for g in groups.values() if len(g) > 1]


def _legend_rule_and_exemptions(state: GameState, board: Board, out: dict[str, tuple[str, bool]], unattached: dict[str, str]) -> None:
    """Apply the legend rule (704.5j) to ``out`` and take out of ``out`` and ``unattached`` the
    permanents a "State-based actions don't apply to ..." effect protects (Rules Lawyer; 704).

    704.5j: a player who controls two or more legendary permanents with the same name chooses
    one, and the rest are put into their owners' graveyards. Where the copies are alike (the same
    card in the same state, nothing attached to any), the choice changes no answer: the first
    listed is kept. Where they differ, the answer depends on the player's choice, which a
    scenario does not give: the question is an error that says so (list only the one kept).
    A "The "legend rule" doesn't apply to ..." effect (Mirror Gallery, Sakashima) leaves the
    permanents it selects out of the count (613.11)."""
    exempt = _exempted(board)
    # 704.5k: of two or more world permanents, all but the one that has had the world supertype
    # for the shortest time (the latest timestamp, 613.7) are put into their owners' graveyards
    worlds = sorted((v for v in board if "World" in v.supertypes and v.id not in out and v.id not in exempt["704"]), key=lambda v: v.permanent.timestamp)
    for v in worlds[:-1]:
        out[v.id] = (
            f"{v.permanent.card.name} is a world permanent and {worlds[-1].id} became one later (704.5k: all but the newest "
            f"world permanent are put into their owners' graveyards; rules: {{state_based_actions: false}} asks about the state as written)",
            v.is_creature,
        )
    legend_free = exempt["704"] | exempt["704.5j"]
    groups = _legend_groups(((v.permanent, v.supertypes) for v in board if v.id not in legend_free), out)
    for group in groups:
        kept, *rest = group
        differ = _differ(state, group)
        if differ:
            names = ", ".join(p.id for p in group)
            raise QueryError(
                f"{does(kept.controller, 'controls')} {len(group)} legendary permanents named {kept.card.name} ({names}) and "
                f"{'choose' if kept.controller == 'you' else 'chooses'} one of them to keep, the rest being put into their owners' graveyards (704.5j, a state-based action "
                f"performed before any player gets priority, 704.3); {differ}, so the answer depends on "
                f"that choice: list only the one kept, or ask about the state as written with rules: "
                f"{{state_based_actions: false}}"
            )
        for p in rest:
            out[p.id] = (
                f"{p.card.name} is legendary and {does(p.controller, 'controls')} {kept.id} too, a legendary permanent with the same "
                f"name (704.5j: the player keeps one and the rest are put into their owners' graveyards; the two are alike, "
                f"so which is kept changes nothing: the first listed stays; rules: {{state_based_actions: false}} asks about "
                f"the state as written)",
                "Creature" in board.views[p.id].card_types,
            )
    for pid in exempt["704"]:  # Rules Lawyer: no state-based action moves or unattaches them
        out.pop(pid, None)
        unattached.pop(pid, None)


def _exempted(board: Board) -> dict[str, set[str]]:
    """The permanents a rule-modifying effect keeps out of the state-based actions (613.11), by
    rule: "704" every one (Rules Lawyer), "704.5j" the legend rule (Mirror Gallery); an effect
    with ``exactly`` applies only while exactly that many permanents fit (Brothers Yamazaki)."""
    exempt: dict[str, set[str]] = {"704": set(), "704.5j": set()}
    for source, e in static_effects(board, RuleExemption):
        hit = list(board) if e.affected is None else board.select(e.affected, source)
        if e.exactly is None or len(hit) == e.exactly:
            exempt[e.rule].update(v.id for v in hit)
    return exempt


def _differ(state: GameState, group: Sequence[Permanent]) -> str:
    """How legendary permanents of one name differ (their state, or what is attached to them),
    or "" when they are alike: the same card in the same state, nothing attached to any, none
    named by another permanent."""
    first = group[0]
    for p in group[1:]:
        if p.card != first.card:
            return f"{p.id} is not the same card as {first.id}"  # a copy (707.2) with other abilities
        for f in fields(Permanent):
            if f.name not in ("id", "timestamp") and getattr(p, f.name) != getattr(first, f.name):
                return f"{first.id} and {p.id} differ in {f.name}"
    ids = {p.id for p in group}
    for q in state.permanents:
        if q.attached_to in ids:
            return f"{q.id} is attached to {q.attached_to}"
        if q.copy_of in ids:
            return f"{q.id} is a copy of {q.copy_of}"
    return ""


def _illegal_attachments(board: Board, attached: list[Permanent], out: dict[str, tuple[str, bool]], unattached: dict[str, str]) -> None:
    """Record in ``out`` the Auras attached to an illegal permanent (704.5m) and in
    ``unattached`` the Equipment and Fortifications attached to one (704.5n), judged on the
    characteristics the layers give both now (613)."""
    for p in attached:
        if p.id in out or p.id not in board.views or p.attached_to not in board.views:
            continue
        v, host = board.views[p.id], board.views[str(p.attached_to)]
        if "Aura" in p.card.subtypes or "Aura" in v.subtypes:
            why = _illegal_aura(board, v, host)
            if why is not None:
                out[p.id] = (f"{p.card.name}, an Aura, is attached to {host.id}, {why} (704.5m: put into its owner's graveyard)", False)
        elif "Equipment" in v.subtypes or "Fortification" in v.subtypes:
            why = _illegal_equip(v, host)
            if why is not None:
                unattached[p.id] = f"{p.card.name} becomes unattached from {host.id}: {why} (704.5n: it stays on the battlefield)"


def _illegal_aura(board: Board, aura: View, host: View) -> str | None:
    """Why ``aura`` can't enchant ``host`` now, or None when it can (or its enchant ability was
    not read into a permanent's words: nothing is assumed)."""
    if aura.is_creature:
        return "and an Aura that's also a creature can't enchant anything (303.4d)"
    for ref in aura.abilities:
        if isinstance(ref.ability, Enchant):
            for spec in ref.ability.targets:
                if spec.what is not None and not spec.players and not spec.any_target and not selects(spec.what, host, aura, board):
                    # 303.4c: an Aura can be attached only to an object its enchant ability allows
                    return f"which is not a legal object for its {ref.ability.text!r} (303.4c)"
    return None


def _illegal_equip(equipment: View, host: View) -> str | None:
    """Why the Equipment (Fortification) ``equipment`` can't stay attached to ``host``, or None."""
    if "Fortification" in equipment.subtypes and "Equipment" not in equipment.subtypes:
        # 301.6: a Fortification can be attached only to a land
        return None if host.is_land and not equipment.is_creature else "a Fortification that's a creature, or attached to a nonland, can't fortify it (301.6)"
    if not host.is_creature:
        return "it is not a creature (301.5c: an Equipment equips only creatures)"
    if equipment.is_creature and not any(getattr(ref.ability, "name", "").lower() == "reconfigure" for ref in equipment.abilities):
        return "an Equipment that's also a creature can't equip a creature unless it has reconfigure (301.5c)"
    return None


def _numeric(printed: str | None) -> bool:
    return printed is not None and printed.lstrip("-").isdigit()


def _why(p: Permanent, toughness: int, effects: Mapping[str, list[str]]) -> str:
    """Why it leaves; ``effects``: the sources of the effects that made it a creature or set its
    toughness, with their layers (613.1d, 613.4)."""
    by = " (by " + ", ".join(f"the effect of {src} in layer {', '.join(dict.fromkeys(layers))}" for src, layers in effects.items()) + ")" if effects else ""
    return (
        f"{p.card.name} is a creature with toughness {toughness}{by} (704.5f: put into its owner's graveyard as a "
        "state-based action before any player gets priority, 704.3; rules: {state_based_actions: false} asks about the "
        "state as written)"
    )


def _put_into_graveyards(state: GameState, leaving: Mapping[str, tuple[str, bool]], unattached: Mapping[str, str]) -> GameState:
    """``state`` with the ``leaving`` permanents put into their owners' graveyards and the
    ``unattached`` Equipment unattached, at once (704.3)."""
    gone = [p for p in state.permanents if p.id in leaving]
    kept = tuple(
        # 704.5n: an Equipment (or Fortification) stays, unattached; an Aura is put into its owner's
        # graveyard in the next round (704.5m)
        replace(p, attached_to=None) if (p.attached_to in leaving and "Aura" not in p.card.subtypes) or p.id in unattached else p
        for p in state.permanents
        if p.id not in leaving
    )
    graveyard = dict(state.graveyard)
    to_graveyard = dict(state.cards_put_into_graveyard_this_turn)
    left = dict(state.left_battlefield_this_turn)
    died = state.creatures_died_this_turn
    for p in gone:
        owner = p.owner or p.controller
        if not p.is_token:  # 704.5d: a token put into a graveyard ceases to exist
            if owner in graveyard:
                graveyard[owner] = (*graveyard[owner], p.card)
            if owner in to_graveyard:
                to_graveyard[owner] += 1
        if p.controller in left:
            left[p.controller] += 1
        if died is not None and leaving[p.id][1]:
            died += 1  # 700.4
    return replace(
        state,
        permanents=kept,
        graveyard=graveyard,
        cards_put_into_graveyard_this_turn=to_graveyard,
        left_battlefield_this_turn=left,
        creatures_died_this_turn=died,
        departed=(*state.departed, *((p, leaving[p.id][0]) for p in gone)),
        sba_notes=(*state.sba_notes, *unattached.items()),
    )
