"""Casting questions (SCENARIOS.md ``cast`` and ``cast_options``): whether a spell can be cast now
in a given way, and every legal way to cast it.

The choices of casting (601.2b-c) are a constraint problem (:mod:`.ways`, one class per choice in
:mod:`.choices`): which permission is used (the normal one from hand; One with the Multiverse's
middle ability for the top of the library; the free cast of one particular One with the
Multiverse), prototyped or not (718.3), which alternative cost (118.9), how many times kicked
(702.33), the value of X (107.3), what is sacrificed for a mandatory additional cost (118.8) and
how many targets (601.2c). Each solution's total cost (601.2f) must then be payable now
(601.2g-h): the caster's permanents that can be activated now each choose one of their
``tap_for_mana`` outcomes (replacement effects applied: Contamination lets Reflecting Pool and
Forest pay {B}{B}), spending rules widen what a mana may pay, and the memoised search of
:mod:`solver.paying.payment` decides. Mana abilities are activated before costs are paid
(601.2g), so a creature may tap for mana and then be sacrificed to Bone Splinters.

The query keys (:class:`~model.queries.CastQuery`, :class:`~model.queries.CastOptionsQuery`)
beyond SCENARIOS.md: ``player`` (who casts: default the player who has the card in that zone, the
active player if several or none do) and, for ``cast``, ``targets: N`` (how many targets, for
spells whose number of targets is a choice; default the least the spell needs, but 1 when a
target is optional and one exists). Left out, ``sacrifice`` lets the solver choose what to
sacrifice; ``sacrifice: []`` sacrifices nothing. ``cast_options`` lists ``targets`` for such
spells.

>>> import manasolve                                                          # doctest: +SKIP
>>> state = manasolve.load("examples/casting/kicker.yaml")[0].state           # doctest: +SKIP
>>> cast(state, "Goblin Bushwhacker", kicker=1).answer                       # doctest: +SKIP
{'legal': True, 'cost': '{R}{R}', 'reason': '...'}
"""

from __future__ import annotations

import dataclasses
from typing import Hashable, Mapping, Sequence

from ...model.abilities import Zone
from ...model.cards import Card
from ...model.errors import LimitError, QueryError
from ...model.queries import CastOptionsQuery, CastQuery
from ...model.state import GameState
from ..options import Options
from ...model.costs import ManaCost
from ..paying.affordable import Chained
from ..paying.spending import Purpose
from ..paying.spending import spell_mana_sources
from .face_down import face_down_request, face_down_situation
from ..paying.helpers import Help, fewest_exiled, graveyard_size, helped_payments, helpers_of
from .granted_keywords import granted_spell_keywords  # statics12
from .results import CastOption, CastOptions, CastVerdict, PaymentWitness
from .situation import Situation, lookup_card
from .ways import Posed, Way, pose
from .words import possessive, zone_words

__all__ = ["answer_cast", "answer_cast_options", "cast", "cast_options"]


def cast(
    state: GameState,
    card: str,
    *,
    from_: str | Zone = "hand",
    player: str | None = None,
    using: str = "normal",
    prototype: bool = False,
    alternative_cost: str | None = None,
    kicker: int = 0,
    x: int = 0,
    sacrifice: Sequence[str] | None = None,
    targets: int | None = None,
    pay_mana_instead: bool | None = None,
    modes: Sequence[int] | None = None,
    options: Options = Options(),
    optional_costs: Mapping[str, int] | None = None,
    face_down: bool = False,
) -> CastVerdict:
    """Whether casting ``card`` this way is legal now, its total cost (601.2f) and the reason.

    ``using`` is "normal" or the id of a One with the Multiverse whose free cast is used;
    ``face_down`` casts it face down for {3} with its morph or disguise ability (702.37c, 702.168a);
    ``sacrifice`` None lets the solver choose; ``targets`` None takes the default count."""
    query = CastQuery(
        card, _zone(from_), player, using, prototype, alternative_cost, kicker, x,
        None if sacrifice is None else tuple(sacrifice), targets, pay_mana_instead, None if modes is None else tuple(modes),
        tuple(sorted((k.lower(), n) for k, n in (optional_costs or {}).items())), face_down,
    )
    return answer_cast(state, query, options=options)


def cast_options(state: GameState, card: str, *, from_: str | Zone = "hand", player: str | None = None, options: Options = Options()) -> CastOptions:
    """Every legal way to cast ``card`` now (X and multikicker bounded by what can be paid), each
    as the mapping ``cast`` takes plus its total cost."""
    return answer_cast_options(state, CastOptionsQuery(card, _zone(from_), player), options=options)


def answer_cast(state: GameState, query: CastQuery, *, options: Options = Options()) -> CastVerdict:
    """The answer to a ``cast`` query (SCENARIOS.md): ``{legal, cost, reason}``."""
    spell = Situation.of(state, query.card, query.zone, query.player, options)
    name = spell.card.name
    if query.face_down:  # becomes13: cast as a 2/2 face-down creature for {3} (702.37c, 702.168a, 708.2), a land with morph too
        down = face_down_situation(spell)
        if down is None:
            return CastVerdict(name, False, None, f"{name} has no morph, megamorph or disguise ability: it can't be cast face down", "702.37c, 702.168a")
        spell, query = down, face_down_request(query)
    if spell.profile.is_land:
        return CastVerdict(name, False, None, f"{name} is a land: lands are played, not cast", "305.1, 305.9")
    posed = pose(spell, query)
    _within_budget(posed, options, "cast")
    notes = posed.space.notes
    solutions = posed.solutions()
    if not solutions:
        culprit = posed.space.first_violation()
        reason, rule = (culprit.reason, culprit.rule) if culprit else ("no legal way to cast it like this", "601.2e")
        return CastVerdict(name, False, _requested_cost(posed), reason, rule, notes=notes)
    ways = sorted((w for s in solutions for w in posed.read_all(s)), key=lambda w: w.sort_key)
    for w in ways:
        paid = _pay(spell, w)
        if paid is not None:
            _targets_read(spell)
            option = _option(spell, w, paid)
            return CastVerdict(name, True, w.total.text, _explain_legal(spell, w, option, paid[1]), "601.2", option, notes=notes)
    w = min(ways, key=lambda w: (w.total.cost.mana_value(), w.sort_key))
    reason = f"the total cost {w.total.text} can't be paid with the mana {possessive(spell.caster)} permanents can make now"
    rule = "601.2g, 601.2h, 118.3"
    if w.hand and any(kept for kept in spell.hand_choices(w.hand)):  # audit38: 118.3
        reason += ", besides the cards of the hand its costs take (a card discarded or exiled for a cost can't also be exiled for its own mana)"
    if w.waterbend:  # costs12: the help was weighed too (701.67a-b)
        reason += f", with untapped artifacts and creatures tapped for at most {{{w.waterbend}}} of the waterbend cost"
        rule += ", 701.67a-b"
    if (sources := spell_mana_sources(spell.card)) is not None:  # 106.6: say which mana may pay it
        reason += f" (“{sources}”: only mana produced by {sources.sources} may be spent on it)" if sources.sources is not None else f" (“{sources}”)"
        rule += ", 106.6"
    return CastVerdict(name, False, w.total.text, reason, rule, CastOption(w.choice, w.total.text, w.breakdown), notes)


def answer_cast_options(state: GameState, query: CastOptionsQuery, *, options: Options = Options()) -> CastOptions:
    """The answer to a ``cast_options`` query (SCENARIOS.md): every legal way, each with its cost.

    audit19: for a card with several faces named as a whole ("Fire // Ice", "Bonecrusher Giant"),
    the ways of casting each face (709.3, 715.3, 712) and, for a split card with fuse, both halves
    (702.102a); each option's ``card`` names the face cast."""
    whole = lookup_card(state, query.card, query.player)
    if whole.faces and whole.face is None:
        return _every_face(state, query, whole, options)
    return _options_of(state, query, options)


def _options_of(state: GameState, query: CastOptionsQuery, options: Options) -> CastOptions:
    """Every legal way to cast the card or face ``query.card`` names, each with its cost."""
    spell = Situation.of(state, query.card, query.zone, query.player, options)
    name = spell.card.name
    if spell.profile.is_land:
        return CastOptions(name, (), (f"{name} is a land: lands are played, not cast (305.1)",))
    posed = pose(spell, None)
    _within_budget(posed, options, "cast_options")
    solutions = posed.solutions()
    if not solutions:
        culprit = posed.space.first_violation()
        return CastOptions(name, (), (f"{culprit.reason} ({culprit.rule})",) if culprit else ())
    out: list[CastOption] = []
    seen: set[tuple[tuple[str, str], ...]] = set()
    unpaid: list[Way] = []
    ways = sorted((w for s in solutions for w in posed.read_all(s)), key=lambda w: w.sort_key)
    groups: dict[tuple[frozenset[tuple[str, int]], int, bool], list[Way]] = {}
    for w in ways:
        groups.setdefault((w.skip, w.life, _kicked(w)), []).append(w)
    for (skip, life, _), members in groups.items():
        spell.oracle.warm([w.total.cost for w in members], spell.mana(skip), key=sorted(skip), life=life, purpose=_purpose(spell, members[0]))
    for w in ways:
        key = tuple(sorted((k, str(v)) for k, v in w.choice.items()))
        if key in seen:
            continue
        paid = _pay(spell, w)
        if paid is None:
            unpaid.append(w)
            continue
        seen.add(key)  # the cheapest payable way for this mapping (targets decide the rest, 601.2c)
        out.append(_option(spell, w, paid))
    if out:
        _targets_read(spell)
    warnings = posed.space.notes  # the ways not weighed are said, never silently left out
    reasons: tuple[str, ...] = ()
    if not out and unpaid:
        cheapest = min(unpaid, key=lambda w: w.total.cost.mana_value())
        reasons = (f"none of the {len(unpaid)} legal way(s) can be paid now; the cheapest costs {cheapest.total.text} (601.2g-h, 118.3)",)
    return CastOptions(name, tuple(out), reasons, warnings=warnings)


def _every_face(state: GameState, query: CastOptionsQuery, whole: Card, options: Options) -> CastOptions:
    """audit19: the ways to cast a card with several faces: those of the card as it is (a
    double-faced or adventurer card's first face, 712.8a, 715.4; a split card's fused halves,
    702.102a) and those of each other face by its name."""
    names = [whole.name] + [f.name for f in whole.faces if f.name.lower() != whole.name.lower()]
    found: list[CastOption] = []
    reasons: list[str] = []
    warnings: list[str] = []
    for name in names:
        got = _options_of(state, CastOptionsQuery(name, query.zone, query.player), options)
        found.extend(got.options)
        reasons.extend(f"{name}: {r}" for r in got.reasons)
        warnings.extend(w for w in got.warnings if w not in warnings)
    return CastOptions(whole.name, tuple(found), () if found else tuple(reasons), warnings=tuple(warnings))


# --- payment and explanation ------------------------------------------------------------------


Paid = tuple[Chained, Help | None]
"""A way to pay a total cost: the mana plan, and what paid part of it without mana (convoke,
improvise, delve), if anything."""

_HELPING = frozenset({"convoke", "improvise", "delve"})


def _pay(spell: Situation, w: Way) -> Paid | None:
    """A way to pay ``w``'s total cost now (601.2g-h): with mana alone, or else with the help of
    the spell's convoke, improvise or delve (:mod:`~solver.paying.helpers`)."""
    found = _pay_mana(spell, w, w.total.cost, frozenset())
    if found is not None:
        return found, None
    keywords = (spell.card.keywords | granted_spell_keywords(spell.board, spell.card, spell.caster, spell.zone)) & _HELPING  # statics12: 702.51a, 702.126a, 702.66a
    if w.waterbend:  # costs12: artifacts and creatures tapped for the waterbend cost's generic mana (701.67a-b)
        keywords |= {"waterbend"}
    if not keywords:
        return None
    ways = [Help((), 0, w.total.cost)]
    ways += helped_payments(w.total.cost, helpers_of(spell.board, spell.caster, keywords), spell.options.max_plan_states, w.waterbend)
    for h in ways[1:]:
        found = _pay_mana(spell, w, h.rest, h.skip)
        if found is not None:
            return found, h
    if "delve" not in keywords:
        return None
    graveyard = graveyard_size(spell.state.graveyard, spell.caster, spell.card.name)  # never assumed empty
    if spell.zone is Zone.GRAVEYARD:  # zones11, 601.2a: cast from the graveyard, the card is on the stack, not there to exile
        graveyard -= 1
    for h in ways:
        got = fewest_exiled(h.rest, graveyard, lambda c: _pay_mana(spell, w, c, h.skip) is not None)
        if got is not None:
            exiled, rest = got
            found = _pay_mana(spell, w, rest, h.skip)
            assert found is not None
            return found, Help(h.tapped, exiled, rest)
    return None


def _pay_mana(spell: Situation, w: Way, cost: ManaCost, tapped: frozenset[tuple[str, int]]) -> Chained | None:
    """A plan of mana abilities that pays ``cost``, leaving out the abilities ``w`` uses for its
    other costs and the permanents ``tapped`` for convoke or improvise, and the cards its costs
    take from the hand (audit38: each choice of them, :meth:`Situation.hand_choices`)."""
    skip = w.skip | tapped
    # audit38, 118.3: the cards the costs take from the hand ("discard a card") are chosen with the
    # payment: a card taken can't also be exiled for its own mana (Simian Spirit Guide)
    for kept in spell.hand_choices(w.hand):
        key: list[Hashable] = [*sorted(skip), ("hand", kept)] if kept else list(sorted(skip))
        found = spell.oracle.pay(cost, spell.mana(skip, kept), key=key, life=w.life, purpose=_purpose(spell, w))
        assert found is None or isinstance(found, Chained)
        if found is not None:
            return found
    return None


def _kicked(w: Way) -> bool:
    """702.33d: whether this way pays a kicker cost (the spell is kicked)."""
    return bool(w.choice.get("kicker"))


def _purpose(spell: Situation, w: Way) -> Purpose:
    """What the mana of this way is spent on (106.6): the spell, and (audit21) whether it is kicked,
    for "Spend this mana only to cast kicked spells" (Elfhame Druid); audit34: its colours as cast
    (613.1e: Painter's Servant; 718.3b: a prototype's), for "Spend this mana only to cast a
    multicolored spell" (Pillar of the Paruns, 106.6)."""
    colors = spell.recolor(spell.profile.colors(bool(w.choice.get("prototype"))))
    return dataclasses.replace(spell.purpose, kicked=_kicked(w), colors=colors)


def _option(spell: Situation, w: Way, paid: Paid) -> CastOption:
    payment, _ = paid
    spent_as = tuple((label, note) for label, note in payment.spent_as)
    witness = PaymentWitness(tuple((sid, spell.text(m)) for sid, m in payment.used), payment.symbols, spent_as)
    return CastOption(w.choice, w.total.text, w.breakdown, witness)


def _explain_legal(spell: Situation, w: Way, option: CastOption, help: Help | None = None) -> str:
    bits = [f"{spell.card.name} can be cast from the {zone_words(spell.zone)}", *w.sentences]
    paid = str(option.payment) if option.payment is not None else ""
    text = ", ".join(bits) + f"; total cost {w.total.text} (601.2f)"
    if help is not None:
        text += f", paid by {help.sentence()} (601.2h)" + (f" and with {paid} (601.2g-h)" if paid and help.rest.symbols else "")
    elif paid and w.total.cost.symbols:
        text += f", paid with {paid} (601.2g-h)"
    return text


def _targets_read(spell: Situation) -> None:
    """601.2c: a spell that requires a target can be cast only with a legal one, which is never
    assumed to exist: a target the card grammar does not read makes a cast that is otherwise legal
    a question this library can't answer (asked once a way of casting can be paid, so that a cast
    illegal for another reason is still answered)."""
    unread = spell.profile.unread_targets
    if unread:
        raise QueryError(f"{spell.card.name}: “{unread[0]}” names a target the card grammar does not read, so whether it has a legal target now is not known (601.2c)")


def _requested_cost(posed: Posed) -> str | None:
    """The total cost of the cast the question describes, even when it is illegal (so the answer
    still says what it would cost): the requested values, the first choice for the others."""
    try:
        return posed.read(posed.requested()).total.text
    except (StopIteration, KeyError, ValueError):  # pragma: no cover - a cost that can't be put together
        return None


def _within_budget(posed: Posed, options: Options, what: str) -> None:
    """The ways the constraint problem may have to list are at most the product of its variables'
    domains (X and the number of targets are bounded by what can be paid and targeted): past
    ``Options.max_plan_states`` the question is refused with a LimitError rather than enumerated."""
    size = 1
    for dom in posed.space.domains.values():
        size *= max(len(dom), 1)
        if size > options.max_plan_states:
            raise LimitError(
                f"{what}: more than {options.max_plan_states} combinations of choices to consider (X, kicker, targets, ...): "
                "raise Options.max_plan_states to list them"
            )


def _zone(name: str | Zone) -> Zone:
    if isinstance(name, Zone):
        return name
    if name == "hand":
        return Zone.HAND
    if name == "library":
        return Zone.LIBRARY_TOP
    if name in ("graveyard", "exile", "command"):  # zones11: 601.2a, 601.3; grants12: 903.8
        return Zone(name)
    raise QueryError(f"from: expected hand, library, graveyard, exile or command, got {name!r}")
