"""Which alternative cost is paid instead of the mana cost, if any (118.9): evoke (702.74a),
dash (702.109a), blitz (702.152a); altcost11: surge (702.117a), spectacle (702.137a) and prowl
(702.76a) under the conditions of their rules (601.2b), overload (702.96b: then no targets), emerge
(702.119a: a creature sacrificed, the cost reduced by its mana value) and bestow (702.103b: an Aura
spell that targets a creature, 303.4a). The keyword costs still not weighed
(:data:`UNWEIGHED_KEYWORDS`) are an error when asked and a warning in ``cast_options``.

At most one alternative cost applies to a spell, and casting it without paying its mana cost is
one (118.9a, 601.2b; One with the Multiverse's ruling: no other alternative cost with its free
cast). A spell without a mana cost can be cast only for something else (118.6): a free cast, an
alternative cost or a prototype. Each alternative cost is posed as a :class:`~.base.Replacement`
(X is 0 with one whose cost has no X, 107.3b).

An alternative cost without a keyword ("You may pay {1} and return a basic land you control to
its owner's hand rather than pay this spell's mana cost", 118.9) is named ``alternative`` (a
second one ``alternative 2``); its condition ("If you control a Plains, ...") must hold and its
other parts be payable now (118.3), by the caster's own permanents, each once (118.10); a
permanent may tap for mana before it is returned or sacrificed (601.2g before 601.2h).

Request: ``alternative_cost: NAME|null`` (default null: none); open when every way is listed.
Cast mapping: ``alternative_cost``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Mapping, Self, cast

from ....model.abilities import OthersGainLife  # altcost16
from ....model.abilities import DiscardCards, ExileFromGraveyard, ExileFromHand, PaidAlternativeCost, ReturnToHand
from ....model.abilities import ActivationCondition, CombatDamageSharingType, Keyword
from ....model.cards import Card
from ....model.abilities import Zone  # keys15
from ....model.costs import ManaCost, PayLife, Sacrifice, TapOther
from ....model.errors import InputError, QueryError, UnknownReferenceError
from ....model.selectors import Selector
from ....model.vocabulary import ALTERNATIVE_COST_RULES, EVERY_CREATURE_TYPE, OPTIONAL_COST_RULES, is_creature_type
from ...paying.actions import paid_with, paying_order  # audit38
from ...paying.legality import restriction_refusal
from ...board.conditions import static_effects
from ...board.views import Board, View
from ...mana.amounts import amount_of  # among17
from ..modifiers import condition_refusal, discard_cards, graveyard_cards, hand_cards, hand_take, spell_view
from ..profile import Alternative
from ..selection import candidates, spell_colors, spell_matches
from ..situation import Situation
from ..targets import legal_target_count
from ..costs import Reduction
from ..face_down import FACE_DOWN_KEYWORDS
from ..space import in_set, max_sum, min_sum
from ..words import does, possessive, zone_words  # keys15: zone_words
from .base import Choice, Part, Posing, Replacement, Request

__all__ = ["AlternativeChoice"]


@dataclass(frozen=True)
class AlternativeChoice(Choice):
    """One of the card's alternative costs, or none (118.9)."""

    alternatives: tuple[tuple[str, Alternative], ...]
    board: Board | None = None
    payers: tuple[tuple[str, tuple[tuple[str, str, bool], ...]], ...] = ()  # per alternative: (id, verb, tapped) paid
    sort_rank = 30

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        profile, name = spell.profile, spell.card.name
        wanted = None if request is None or not request.alternative_cost else request.alternative_cost.lower()
        alternatives: list[tuple[str, Alternative]] = []
        offered = list(profile.alternatives) + _granted(spell)
        named = None if request is None or request.sacrifice is None else tuple(_sacrificed_id(spell, r) for r in request.sacrifice)
        expanded, sacrificed = _emerging(spell, offered, wanted, posing, named)  # altcost11: one way per creature (702.119a)
        for i, a in enumerate(expanded):
            dom = (0, 1) if request is None else (1,) if wanted == a.name else (0,)
            if dom == (1,) and sum(1 for b in expanded if b.name == a.name) > 1:
                dom = (0, 1)  # altcost11: which creature is sacrificed for emerge is the solver's choice
            alternatives.append((posing.variable(f"alternative:{i}", dom), a))
        several = [var for var, a in alternatives if wanted == a.name and len(posing.domain(var)) > 1]
        if request is not None and several:
            posing.rule(min_sum(1), several, f"{name}'s {wanted} cost is paid once, with one creature sacrificed", "702.119a, 118.9a")
        if request is None:  # cast_options: the ways this library does not list are named, never silently left out
            for kw in sorted(unweighed_keywords(spell.card)):
                if kw in FACE_DOWN_KEYWORDS:  # becomes13: 702.37c, 702.168a
                    posing.note(f"{kw}: casting {name} face down for {{3}} is not listed here; a cast query with face_down: true asks it ({FACE_DOWN_KEYWORDS[kw]})")
                else:
                    posing.note(f"{kw}: the ways of casting {name} with its {kw} cost are not listed (this library does not weigh that cost)")
        if wanted is not None and not any(a.name == wanted for a in offered):
            if wanted in FACE_DOWN_KEYWORDS and wanted in unweighed_keywords(spell.card):  # becomes13: the {3} of 702.37c
                raise QueryError(f"{name}: its {wanted} cost turns it face up (a special action, 116.2b), it is not paid to cast it; a cast query with face_down: true casts it face down for {{3}} ({FACE_DOWN_KEYWORDS[wanted]})")
            if wanted in unweighed_keywords(spell.card):  # "Morph {2}{R}": a cost this library does not weigh is never "none"
                raise QueryError(f"{name}: its {wanted} cost is not one this library weighs (only {', '.join(ALTERNATIVE_COST_RULES)} and costs written out)")
            posing.fact(f"{name} has no {wanted} cost", "118.9")
        paying: list[tuple[str, tuple[tuple[str, str, bool], ...]]] = []
        for k, (var, a) in enumerate(alternatives):
            refusal: str | None
            paid: tuple[tuple[str, str, bool], ...]
            try:
                if sacrificed[k] is not None:
                    refusal, paid = None, ((sacrificed[k] or "", "sacrifice", False),)
                else:
                    refusal, paid = _other_parts(spell, a) if 1 in posing.domain(var) else (None, ())
            except (QueryError, InputError) as e:  # altcost16: its condition needs state the scenario does not give
                if request is not None:
                    raise
                posing.note(f"{a.name}: the way of casting {name} for its {a.name} cost is not listed: {e}")
                refusal, paid = f"the scenario does not say whether it can be used ({e})", ()
            paying.append((var, paid))
            if a.refused_as and 1 in posing.domain(var):  # audit26: 718.3a: this cost for one way of casting it only
                for prototyped, why, rule in a.refused_as:
                    pvar = "prototype"
                    if prototyped:  # not both
                        posing.rule(max_sum(1), (var, pvar), f"{name}'s {a.name} cost can't be used: {why}", rule)
                    else:  # only prototyped: var - prototype <= 0
                        posing.rule(max_sum(0, [1, -1]), (var, pvar), f"{name}'s {a.name} cost can't be used: {why}", rule)
            if refusal is not None and 1 in posing.domain(var):
                posing.rule(in_set([0]), (var,), f"{name}'s {a.name} cost can't be used: {refusal}", "118.9, 601.2b, 118.3")
            elif a.requires and 1 in posing.domain(var):  # altcost11: what the keyword's rule asks (601.2b)
                try:
                    unmet = _unmet_requirement(spell, a)
                except QueryError as e:
                    if request is not None:
                        raise
                    posing.note(f"{a.name}: the way of casting {name} for its {a.name} cost is not listed: {e}")
                    unmet = (f"the scenario does not say whether it can be used ({e})", a.rule)
                if unmet is not None:
                    posing.rule(in_set([0]), (var,), f"{name}'s {a.name} cost can't be used: {unmet[0]}", f"{unmet[1]}, 601.2b")
            if a.aura_targets and 1 in posing.domain(var):  # altcost11: bestow (702.103b, 303.4a, 601.2c); audit32: mutate (702.140a)
                aura = a.name.lower() == "bestow"
                for spec in a.aura_targets:
                    legal = legal_target_count(spell.board, spec, spell.caster, spell.colors, spell.card.card_types)
                    if legal < spec.minimum:
                        posing.rule(
                            in_set([0]), (var,),
                            f"{name}'s {a.name} cost can't be used: cast so it is "
                            + ("an Aura spell" if aura else "a mutating creature spell")
                            + f" that targets {spec.text or spec}, and there is no legal one",
                            f"{a.rule}, 303.4a, 601.2c" if aura else f"{a.rule}, 601.2c",
                        )
            if a.untargeted:  # altcost11: overload (702.96b): "target" becomes "each"
                posing.removes_targets(var)
        for var, a in alternatives:
            posing.replaces_mana_cost(Replacement(var, a.cost, True, (f"X must be 0: the {a.name} cost has no X", "107.3b")))
        for pvar, needed in posing.required_alternatives:  # keys15: "... using its blitz ability" (601.3, 118.9)
            ways = [var for var, a in alternatives if a.name == needed]
            why = f"{name}'s permission to be cast from the {zone_words(spell.zone)} is used only with its {needed} cost"
            if not ways:
                posing.rule(in_set([0]), (pvar,), why + f", and it has none", "601.3, 118.9")
            else:  # the permission (1) only with one of them (1): pvar - sum(ways) <= 0
                posing.rule(max_sum(0, [1] + [-1] * len(ways)), (pvar, *ways), why, "601.3, 118.9")
        exclusive = [r.var for r in posing.replacements if r.alternative]
        if len(exclusive) >= 2:
            posing.rule(
                max_sum(1),
                exclusive,
                "only one alternative cost can be applied to a spell, and casting it without paying its mana cost is one "
                "(One with the Multiverse ruling: no other alternative cost with its free cast)",
                "118.9a, 601.2b",
            )
        if not spell.card.mana_cost.symbols:
            payers = [r.var for r in posing.replacements]
            if payers:
                posing.rule(min_sum(1), payers, f"{name} has no mana cost, which can't be paid", "118.6")
            else:
                posing.fact(f"{name} has no mana cost, which can't be paid", "118.6")
        return cls(tuple(alternatives), spell.board, tuple(paying))

    def reads(self) -> tuple[str, ...]:
        return tuple(var for var, _ in self.alternatives)

    def read(self, solution: Mapping[str, Any]) -> Part:
        a = next((a for var, a in self.alternatives if solution.get(var) == 1), None)
        if a is None:
            return Part(entries=(("alternative_cost", None),), key=("",))
        var = next(var for var, b in self.alternatives if b is a)
        paid = dict(self.payers).get(var, ())
        skip: set[tuple[str, int]] = set()
        for pid, verb, _ in paid:  # 118.3: what pays this way can't also pay for mana with the same act (audit38: nor be taken by a mana ability's cost)
            skip |= paid_with(pid, verb)
        life = sum(p.amount for p in a.parts if isinstance(p, PayLife))
        reductions: tuple[Reduction, ...] = ()
        if a.sacrifice_reduces and paid and self.board is not None:
            # audit23: 702.119a: "its total cost is reduced by an amount of generic mana equal to the
            # sacrificed creature's mana value": a reduction of 601.2f (after the increases), generic only (118.7a)
            pid = paid[0][0]
            mv = self.board.view(pid).permanent.card.mana_value()  # 202.3
            if mv:
                reductions = (Reduction(f"{pid}'s mana value {mv}, sacrificed for {a.name}", ManaCost.parse(f"{{{mv}}}"), f"{a.rule.split(':')[0]}, 601.2f, 118.7a"),)
        extra = "".join(f", {_ING.get(verb, verb + 'ing')} {pid}" if verb != "return" else f", returning {pid} to its owner's hand" for pid, verb, _ in paid)
        extra += "".join(f", {p.text or p}" for p in a.parts if isinstance(p, ExileFromHand))  # casting10: what the hand pays (118.9)
        return Part(
            entries=(("alternative_cost", a.name),),
            key=(a.name,),
            sentence=f"for its {a.name} cost{extra} (118.9)",
            instead=(a.cost, f"{a.name} cost {a.cost} instead of the mana cost ({a.rule})"),
            skip=frozenset(skip),
            life=life,
            reductions=reductions,
            hand=tuple(hand_take(p) for p in a.parts if isinstance(p, (DiscardCards, ExileFromHand))),  # audit38: 118.3
        )


UNWEIGHED_KEYWORDS = frozenset({
    # keyword abilities that offer another way to cast a spell from the hand, or an optional cost,
    # that the casting choices do not pose (702): cast_options says so rather than leave them out
    # (altcost11: overload, surge, spectacle, prowl, emerge, bestow, buyback, offspring, replicate and squad are
    # weighed when their cost is mana alone: WEIGHED_WHEN_MANA)
    "morph", "megamorph", "disguise",  # audit32: mutate is weighed (702.140a)
    "miracle", "impending", "freerunning", "assist", "splice onto", "casualty",
    "gift", "sneak", "warp",  # costs14: bargain is weighed (choices/bargain.py); keys15: offering (choices/offering.py)
})

WEIGHED_WHEN_MANA = frozenset(ALTERNATIVE_COST_RULES) | frozenset(OPTIONAL_COST_RULES)
"""altcost11: the keyword costs weighed when the grammar reads them as typed costs
(:class:`~model.abilities.AlternativeCost`, :class:`~model.abilities.OptionalCost`); a line of one
of them with a part that is not mana ("Buyback—Sacrifice a land.") stays a plain keyword, not
weighed."""


def unweighed_keywords(card: Card) -> frozenset[str]:
    """altcost11: the keyword costs of ``card`` that no casting choice poses: those of
    :data:`UNWEIGHED_KEYWORDS`, and those of :data:`WEIGHED_WHEN_MANA` read only as a plain
    keyword (a cost that is not mana alone)."""
    plain = {a.name.lower() for a in card.abilities if type(a) is Keyword and a.name.lower() in WEIGHED_WHEN_MANA}
    return frozenset((UNWEIGHED_KEYWORDS & card.keywords) | plain)


def _sacrificed_id(spell: Situation, ref: str) -> str:
    """audit19: the permanent a cast query's ``sacrifice`` names."""
    try:
        return spell.state.permanent(ref).id
    except UnknownReferenceError as e:
        raise QueryError(f"cast: sacrifice: {e}") from None


def _emerging(
    spell: Situation, offered: list[Alternative], wanted: str | None, posing: Posing, named: tuple[str, ...] | None = None,
) -> tuple[list[Alternative], list[str | None]]:
    """altcost11: emerge (702.119a): "You may cast this spell by paying [cost] and sacrificing a
    creature rather than paying its mana cost", and "the total cost is reduced by an amount of
    generic mana equal to the sacrificed creature's mana value" (118.7a: generic only). Each
    creature the caster controls (701.21a: only their own) is its own way, the greatest mana value
    (202.3) first; the other alternatives stay as they are. audit23: the reduction is one of the
    total cost's (601.2f: after the cost increases, Sphere of Resistance's {1} among them), brought
    by :meth:`AlternativeChoice.read`, not taken off the emerge cost here.
    audit19: a cast query that asks for emerge and names what it sacrifices (``sacrifice: [REF]``)
    has the way of that creature only.
    Returns the alternatives and, for each, the creature it sacrifices (None: not an emerge way)."""
    out: list[Alternative] = []
    pinned: list[str | None] = []
    for a in offered:
        if not a.sacrifice_reduces:
            out.append(a)
            pinned.append(None)
            continue
        # audit23: "Emerge from artifact" (Crabomination): an artifact, not a creature
        kind = a.sacrificed_type.lower()
        sacrificable = _CREATURE if a.sacrificed_type == "Creature" else Selector(card_types=frozenset({a.sacrificed_type}), text=f"an {kind}" if kind[:1] in "aeiou" else f"a {kind}")
        creatures = candidates(spell.board, sacrificable, spell.caster, sacrificed=True)  # bans19: 701.21a
        if named is not None and wanted == a.name:  # audit19: the creature the query names
            if len(named) != 1 or named[0] not in creatures:
                posing.fact(f"{spell.card.name}'s {a.name} cost sacrifices one {kind} {spell.caster} controls; the query sacrifices "
                            f"{', '.join(named) or 'nothing'}", f"{a.rule}, 118.3")
            creatures = [c for c in creatures if c in named]
        if not creatures and wanted == a.name:
            posing.fact(f"{spell.card.name}'s {a.name} cost asks to sacrifice {sacrificable.text}, and {spell.caster} controls none", f"{a.rule}, 118.3")
        ranked = sorted(creatures, key=lambda c: -spell.board.view(c).permanent.card.mana_value())
        for c in ranked:
            mv = spell.board.view(c).permanent.card.mana_value()  # 202.3
            out.append(replace(a, rule=f"{a.rule}: the total cost reduced by {c}'s mana value {mv}"))
            pinned.append(c)
    return out, pinned


_ING = {"sacrifice": "sacrificing", "tap": "tapping"}  # altcost11: the words of the explanation
_CREATURE = Selector(card_types=frozenset({"Creature"}), text="a creature")


def _unmet_requirement(spell: Situation, a: Alternative) -> tuple[str, str] | None:
    """altcost11: the first condition of the keyword's rule that does not hold as ``spell`` is
    cast for the alternative cost ``a`` (601.2b), in words with its rule; None when all hold.
    Surge (702.117a) and spectacle (702.137a) are restrictions of the 602.5b vocabulary, judged as
    for an activation (:func:`~solver.paying.legality.restriction_refusal`); prowl (702.76a) reads
    ``combat_damage_types_this_turn``.

    Raises
    ------
    QueryError
        When the scenario does not give what a condition needs (naming the key).
    """
    own = spell_view(spell.card, spell.caster, spell.card.colors)
    for req in a.requires:
        if isinstance(req, CombatDamageSharingType):
            types = spell.state.combat_damage_types_this_turn.get(spell.caster)
            if types is None:
                raise QueryError(
                    f"{spell.card.name}: its prowl cost needs whether {spell.caster} dealt combat damage to a player this turn and with "
                    f"which creature types: give the scenario key combat_damage_types_this_turn: {{{spell.caster}: [types]}} ([] for none)"
                )
            mine = frozenset(t for t in own.subtypes if is_creature_type(t))  # 205.3m
            shared = bool(types) and (EVERY_CREATURE_TYPE in mine or EVERY_CREATURE_TYPE in types or bool(mine & types))
            if not shared:  # 702.76a: a source that had one of this spell's creature types
                dealt = ", ".join(sorted(types)) or "none"
                return (f"{spell.caster} dealt no combat damage to a player this turn with a {' or '.join(sorted(mine)) or 'creature type of it'} (types that did: {dealt})", a.rule)
            continue
        refusal = restriction_refusal(cast(ActivationCondition, req), spell.board, own)
        if refusal is not None:
            return (refusal, a.rule)
    return None


def _granted(spell: Situation) -> list[Alternative]:
    """The alternative costs the caster's permanents offer for the spell ("You may pay
    {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast", Jodah, Archmage Eternal;
    118.9), named after the permanent (lower case), their conditions holding (611.3a)."""
    out: list[Alternative] = []
    board, caster, card = spell.board, spell.caster, spell.card
    proto = spell.profile.prototype
    # audit26: 718.3a-b: a prototype card is judged by the way it is cast (its mana value and colours)
    ways = [(False, card.mana_value())] + ([(True, proto.mana_value())] if proto is not None else [])
    for view, e in static_effects(board, PaidAlternativeCost):
        if view.controller != caster or e.spells is None:
            continue
        matches: dict[bool, bool] = {}
        refusals: dict[bool, tuple[str, str] | None] = {}
        for prototyped, mv in ways:
            colors = spell_colors(board, card, spell.profile.colors(prototyped), caster)
            matches[prototyped] = spell_matches(e.spells, card, colors, caster, view.controller, mana_value=mv if proto is not None else None)
            refusals[prototyped] = _granted_refusal(spell, view, e, mv) if matches[prototyped] else (
                f"{view.id}'s alternative cost is for {e.spells}, and {card.name} cast {'prototyped' if prototyped else 'normally'} is not one", "118.9, 718.3a"
            )
        if not any(matches.values()):
            continue
        if proto is None or all(r is not None for r in refusals.values()):
            out.append(Alternative(view.id.lower(), e.cost, "118.9", e.parts, e.condition, refusal=refusals[False] or refusals.get(True)))
        else:
            tied = tuple((p, r[0], r[1] + ", 718.3b") for p, r in refusals.items() if r is not None)
            out.append(Alternative(view.id.lower(), e.cost, "118.9", e.parts, e.condition, refused_as=tied))
    return out


def _granted_refusal(spell: Situation, view: View, e: PaidAlternativeCost, mv: int) -> tuple[str, str] | None:
    """among17: why a granted alternative cost can't be used for this spell now, or None: used
    already this turn (once each turn; the source's ``used_this_turn``), a spell cast from another
    zone (601.2a), or one whose mana value (202.3; X is 0 when the mana cost is not paid, 107.3b)
    is above the limit the source counts now ("X or less, where X is the number of time counters
    on this enchantment", As Foretold); ``mv``: the spell's mana value as cast (718.3b: a
    prototyped spell's is its prototype's)."""
    if e.once_each_turn and view.permanent.used_this_turn:
        return (f"{view.id}'s once-each-turn alternative cost was used this turn (used_this_turn)", "118.9, 601.2b")
    if e.zones and spell.zone not in e.zones:
        return (f"{view.id}'s alternative cost is for spells cast from the {' or '.join(z.value for z in e.zones)}, not the {spell.zone.value}", "118.9, 601.2a")
    if e.mana_value_at_most is not None:
        most = amount_of(e.mana_value_at_most, view, spell.board)
        if mv > most:
            return (f"{view.id}'s alternative cost is for spells of mana value {most} or less ({e.mana_value_at_most}), and {spell.card.name}'s is {mv}", "118.9, 202.3")
    return None


def _other_parts(spell: Situation, a: Alternative) -> tuple[str | None, tuple[tuple[str, str, bool], ...]]:
    """Why the alternative cost ``a`` can't be used now (its condition, 601.2b; a part of it that
    can't be paid, 118.3), or None; and the caster's permanents that pay its parts (returned,
    sacrificed or tapped: those with the fewest mana abilities lost by it first). A permanent may
    be tapped for mana before it is returned or sacrificed (601.2g comes before 601.2h)."""
    state, board, caster, name = spell.state, spell.board, spell.caster, spell.card.name
    own = spell_view(spell.card, caster, spell.card.colors)
    if a.refusal is not None:  # among17: a granted cost's own limits
        return (a.refusal[0], ())
    why = None if a.condition is None else condition_refusal(a.condition, own, board)  # altcost16: 601.2b
    if why is not None:
        return (why, ())
    paid: list[tuple[str, str, bool]] = []
    for part in a.parts:
        if isinstance(part, (ReturnToHand, Sacrifice, TapOther)):
            verb = "return" if isinstance(part, ReturnToHand) else "sacrifice" if isinstance(part, Sacrifice) else "tap"
            used = {pid for pid, _, _ in paid}
            cands = [c for c in candidates(board, part.what, caster, sacrificed=verb == "sacrifice") if c not in used]  # 118.10: each object pays once
            if verb == "tap":
                cands = [c for c in cands if not board.view(c).permanent.tapped]
            cands.sort(key=lambda c: paying_order(board.view(c), verb))  # audit38
            if len(cands) < part.count:
                return (f"it asks to {verb} {part.count} {part.what}, and {does(caster, 'controls')} {len(cands)}", ())
            paid.extend((c, verb, verb == "tap") for c in cands[: part.count])
        elif isinstance(part, PayLife):
            if part.amount > 0 and spell.life_ban is not None:  # bans19: 118.3, 119.8
                return (f"it asks for {part.amount} life: {spell.life_ban}", ())
            if state.life_of(caster) < part.amount:
                return (f"it asks for {part.amount} life, and {does(caster, 'has')} {state.life_of(caster)}", ())
        elif isinstance(part, DiscardCards):
            others = discard_cards(state, caster, spell.card, spell.zone, part)  # keys15: the spell itself, when cast from the hand (601.2a); altcost16: of its kind
            if others < part.count:
                kind = "" if part.what is None else " such"
                what = f"discard {part.count} card(s)" if part.what is None else part.text
                return (f"it asks to {what}, and {does(caster, 'has')} {others} other{kind} card(s) in hand", ())
        elif isinstance(part, ExileFromGraveyard):
            if graveyard_cards(part.what, own, board) < part.count:
                return (f"it asks to {part.text or part}, and {possessive(caster)} graveyard holds too few such cards", ())
        elif isinstance(part, ExileFromHand):  # casting10: Force of Will's family (118.9, 601.2a: the spell is on the stack)
            n = hand_cards(spell.state, spell.caster, spell.card, spell.zone, part)
            if n < part.count:
                return (f"it asks to {part.text or part}, and {does(caster, 'has')} {n} such other card(s) in hand", ())
        elif isinstance(part, OthersGainLife):  # altcost16: Invigorate (118.9): another player gains the life
            if not state.opponents(caster):
                return (f"it asks to {part}, and {does(caster, 'has')} no opponent", ())
        else:
            return (f"its part '{part}' is not one this library can pay", ())
    return (None, tuple(paid))
