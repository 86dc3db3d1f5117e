"""Which permission the spell is cast with (601.3, 118.9), and when it may be cast (117.1a).

A spell is cast from where its card is (601.2a), with exactly one permission: the rules' own
from hand, One with the Multiverse's middle ability for the top of the library, or the free cast
of one particular One with the Multiverse (118.9: without paying the mana cost; once during each
of its controller's turns, tracked per object). A permission that can't be used now (the wrong
zone, the wrong spell, not its controller's turn, already used this turn) is 0. Its free cast is
an alternative cost (posed as a :class:`~.base.Replacement`: no other alternative cost with it,
118.9a; X is 0, 107.3b). Timing (117.1a, 502.4, 601.3) is the next choice's (:mod:`.timing`).

Request: ``using`` — "normal" refuses every free cast; a reference allows only that permanent's
free cast; open when every way is listed. Cast mapping: ``using`` ("normal" or the permanent).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Self

from ..faces import face_refusals
from ....model.abilities import Zone
from ....model.abilities import CastThisWay, CommanderManaValue, Const, CostModifier  # costs14
from ..costs import Reduction, times  # costs14
from ....model.errors import QueryError, UnknownReferenceError
from ....model.state import GameState
from ....model.costs import ManaCost
from ...paying.actions import paid_with  # audit38
from ...board.views import Board
from ..permissions import Permission, in_zone, permissions, prohibitions
from ..zone_permissions import zone_permissions
from ..command_zone import command_permissions, command_sentence, commander_tax
from ..situation import Situation
from ..space import Space, exact_sum, in_set
from ..words import possessive, zone_words
from .base import Choice, Part, Posing, Replacement, Request

__all__ = ["PermissionChoice"]

FREE_X_ZERO = ("X must be 0: the spell is cast without paying its mana cost, and no alternative cost with X is paid", "107.3b")


@dataclass(frozen=True)
class PermissionChoice(Choice):
    """Exactly one permission is used (601.3); a free cast is an alternative cost (118.9)."""

    permissions: tuple[Permission, ...]
    variables: tuple[str, ...]
    board: Board | None = None
    this_way: tuple[tuple[str, Reduction], ...] = ()  # costs14: (keyword, reduction) "This spell costs {X} less to cast this way"
    sort_rank = 10

    @classmethod
    def pose(cls, spell: Situation, request: Request, posing: Posing) -> Self:
        state, board, caster, zone = spell.state, spell.board, spell.caster, spell.zone
        name = spell.card.name
        perms = permissions(board, spell.profile, caster, zone) + zone_permissions(board, spell.card, caster, zone)  # zones11: 601.3
        perms += command_permissions(state, spell.card, caster, zone, spell.life_ban)  # grants12: 903.8
        using = None if request is None else _resolve_using(state, request.using, perms)
        variables: list[str] = []
        for i, p in enumerate(perms):
            dom: tuple[int, ...] = (0, 1)
            if using == "normal" and p.free:
                dom = (0,)
            elif using not in (None, "normal") and p.keyword is not None:  # zones11: "using: flashback"
                dom = (0, 1) if p.keyword == using else (0,)
            elif using not in (None, "normal") and (p.source != using or not p.free):
                dom = (0,)
            variables.append(posing.variable(f"permission:{i}", dom))
        if not in_zone(state, caster, name, zone):
            where = {
                Zone.HAND: f"in {possessive(caster)} hand",
                Zone.LIBRARY_TOP: f"on top of {possessive(caster)} library",
                Zone.GRAVEYARD: f"in {possessive(caster)} graveyard",
                Zone.EXILE: f"in {possessive(caster)} exile",
                Zone.COMMAND: f"in {possessive(caster)} command zone",  # grants12: 903.6
            }[zone]
            posing.fact(f"{name} is not {where}: a spell is cast from where its card is", "601.2a")
        forbidden = prohibitions(board, spell.profile, caster, zone)  # 601.3, 101.2: "can't" wins over every permission
        if spell.profile.prototype is not None:  # audit26: 718.3b, 718.4: each way of casting it with its own colours
            as_proto = prohibitions(board, spell.profile, caster, zone, prototyped=True)
            for prototyped, only in ((False, [f for f in forbidden if f not in as_proto]), (True, [f for f in as_proto if f not in forbidden])):
                for why, rule in only:
                    posing.refuses_as(None, prototyped, f"{why} (cast {'prototyped' if prototyped else 'normally'})", rule + ", 718.3b")
            forbidden = [f for f in forbidden if f in as_proto]
        for why, rule in forbidden:
            posing.fact(why, rule)
        for why, rule in face_refusals(spell.card, zone):  # audit19: 709.3, 702.102a, 702.127a, 712
            posing.fact(why, rule)
        for p, var in zip(perms, variables):
            if p.refusals and 1 in posing.domain(var):
                posing.rule(in_set([0]), (var,), "; ".join(r for r, _ in p.refusals), ", ".join(dict.fromkeys(r for _, r in p.refusals)))
        open_perms = [p for p, var in zip(perms, variables) if 1 in posing.domain(var)]
        if not open_perms:
            if using is not None and any(p.keyword == using for p in perms):
                why, rule = f"{name}'s {using} can't cast it from the {zone_words(zone)}", "601.3"
            elif using not in (None, "normal"):
                owner = board.views[using].controller if using in board.views else caster
                if owner != caster:
                    why = f"{using} is controlled by {owner}: its permission is for its controller, not {caster}"
                else:
                    why = f"{using} has no ability that lets {caster} cast a spell without paying its mana cost"
                rule = "118.9, 601.3"
            else:
                why = f"nothing lets {caster} cast {name} from the {zone_words(zone)}"
                rule = "601.3"
        else:
            refused = [r for p in open_perms for r, _ in p.refusals]
            why = f"no permission lets {caster} cast {name} from the {zone_words(zone)} now" + (": " + "; ".join(refused) if refused else "")
            rule = ", ".join(dict.fromkeys(n for p in open_perms for _, r in p.refusals for n in r.split(", "))) or "601.3"
        posing.rule(exact_sum(1), variables, why, rule)
        for p, var in zip(perms, variables):
            for prototyped, why, rule in p.refused_as if 1 in posing.domain(var) else ():  # audit26: 718.3a
                posing.refuses_as(var, prototyped, why, rule)
            if p.as_flash and 1 in posing.domain(var):  # costs14: 702.8a, with this permission only
                posing.gives_flash(var, p.source or p.text)
            if p.alternative is not None and 1 in posing.domain(var):  # keys15: "using its blitz ability" (601.3, 118.9)
                posing.requires_alternative(var, p.alternative)
            if p.free:
                posing.replaces_mana_cost(Replacement(var, None, True, FREE_X_ZERO))
            elif p.instead is not None:  # zones11: flashback, escape, foretell: paid rather than the mana cost (118.9)
                posing.replaces_mana_cost(Replacement(var, p.instead, True, (f"X must be 0: the {p.keyword or 'permission'}'s cost has no X", "107.3b")))
        this_way = tuple(
            (m.condition.keyword, _this_way(m, spell))
            for m in spell.profile.own_modifiers
            if isinstance(m.condition, CastThisWay)
            and any(p.keyword == m.condition.keyword and 1 in posing.domain(var) for p, var in zip(perms, variables))
        )
        return cls(tuple(perms), tuple(variables), board, this_way)

    def reads(self) -> tuple[str, ...]:
        return self.variables

    def read(self, solution: Mapping[str, Any]) -> Part:
        i = next(i for i, var in enumerate(self.variables) if solution.get(var) == 1)
        p = self.permissions[i]
        if p.free:
            # audit35: the permission's own words ("You may cast spells from your hand without paying
            # their mana costs.": Omniscience, whose permission is not once each turn; 118.9, 601.3)
            sentence: str | None = f"without paying its mana cost with {p.source}'s permission ({p.text.rstrip('.')}; 118.9)"
        elif p.source is not None:
            sentence = f"with {p.source}'s permission ({p.text})" + (f", paying {p.life} life (119.4)" if p.life else "")  # costs14: Bolas's Citadel
        elif p.command:  # grants12
            sentence = command_sentence(p)
        elif p.keyword is not None or p.own:  # zones11: the card's own permission (601.3)
            paying = "".join(f", {w.lower()}" for w in p.parts if w.lower() not in p.text.lower()) + "".join(f", {verb}ing {pid}" for pid, verb in p.paid)
            sentence = f"with its {p.keyword or 'own permission'} ({p.text.rstrip('.')}{paying}; {p.rule})"
        else:
            sentence = None
        instead: tuple[ManaCost | None, str] | None = None
        if p.free:
            instead = (None, f"cast without paying its mana cost ({p.source}'s permission)")
        elif p.instead is not None:
            instead = (p.instead, f"{p.keyword or 'its permission'}'s cost {p.instead or '{0}'} instead of the mana cost ({p.rule})" if p.keyword is None
                       else f"{p.keyword} cost {p.instead or '{0}'} instead of the mana cost ({p.rule})")
        return Part(
            entries=(("using", p.source if p.free else (p.keyword or "normal")),),
            key=(i,),
            sentence=sentence,
            instead=instead,
            skip=self._skip(p),
            life=p.life,
            additions=commander_tax(p),  # grants12: 903.8, an additional cost (601.2f)
            reductions=tuple(r for kw, r in self.this_way if kw == p.keyword),  # costs14
            hand=p.hand,  # audit38: the cards its cost discards (118.3)
        )

    def _skip(self, p: Permission) -> frozenset[tuple[str, int]]:
        """zones11: the {T} mana abilities of the permanents a zone keyword's cost taps, and the
        abilities of those it sacrifices that sacrifice them (118.3: one act pays once)."""
        if self.board is None:
            return frozenset()
        out: set[tuple[str, int]] = set()
        for pid, verb in p.paid:
            out |= paid_with(pid, verb)  # audit38: nor may a mana ability's cost take it
        return frozenset(out)

    def requested(self, space: Space) -> Mapping[str, Any]:
        """The permission the request allows (the first open one that nothing refuses, else the
        card's own from a graveyard or exile, else the first open one; else the first that is not
        a free cast)."""
        pairs = list(zip(self.permissions, self.variables))
        opened = [(p, var) for p, var in pairs if 1 in space.domains[var]]
        chosen = next((var for p, var in opened if not p.refusals), None)
        if chosen is None:  # zones11: from a graveyard or exile, the card's own permission says what it would cost
            chosen = next((var for p, var in opened if p.keyword is not None or p.own), None)
        if chosen is None:
            chosen = next((var for _, var in opened), None)
        if chosen is None:
            chosen = next((var for p, var in pairs if p.keyword is not None or p.own), None)
        if chosen is None:
            chosen = next((var for p, var in pairs if not p.free), self.variables[0])
        return {var: int(var == chosen) for var in self.variables}


def _this_way(m: CostModifier, spell: Situation) -> Reduction:
    """costs14: the reduction "This spell costs {X} less to cast this way" brings when the spell is
    cast with its keyword (601.2f), X counted now: the greatest mana value of a commander its caster
    owns on the battlefield or in their command zone (903.3, 202.3), or a number."""
    state, caster = spell.state, spell.caster
    if isinstance(m.per, CommanderManaValue):
        if caster not in state.command:
            raise QueryError(
                f"{spell.card.name}: “{m.text or m}” needs the commanders in {possessive(caster)} command zone: give the scenario key "
                f"command: {{{caster}: [card names]}} ([] when there is none)"
            )
        values = [p.card.mana_value() for p in state.permanents if p.commander and (p.owner or p.controller) == caster]
        values += [c.card.mana_value() for c in state.command[caster]]
        n = max(values, default=0)
        what = f"{m.text or m} (X = {n})"
    else:
        n = m.per.n if isinstance(m.per, Const) else 1
        what = m.text or str(m)
    return Reduction(what, times(m.amount, n), "601.2f, 118.7a")


def _resolve_using(state: GameState, using: str, perms: list[Permission]) -> str:
    if using == "normal":
        return using
    if any(p.keyword == using.lower() for p in perms):  # zones11: "using: flashback"
        return using.lower()
    try:
        return state.permanent(using).id
    except UnknownReferenceError as e:
        raise QueryError(f"cast: using: {e}") from None
