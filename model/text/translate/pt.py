"""Power and toughness (``mana.lark``: "pt10"): the amounts of layer 7 and its sublayers 7a and 7d
(613.4).

* 613.4c with an amount: "This creature gets +1/+1 for each artifact you control." is
  :class:`~model.abilities.ModifyPT` (1, 1) ``per`` that count; "+X/+0" is (1, 0) per the X of
  the ability's cost (:class:`~model.abilities.XValue`), or per the amount a where-clause gives
  ("gets -X/-X until end of turn, where X is the number of Elves you control").
* 613.4a: "~'s power and toughness are each equal to <amount>" is a characteristic-defining
  ability (604.3) of its own object: :class:`~model.abilities.DefinePT`. The same words about
  another object ("Enchanted creature's power is equal to ...") set a value in layer 7b with an
  amount, which is not read.
* 613.4d: "Switch <object>'s power and toughness" is :class:`~model.abilities.SwitchPT`.
"""

from __future__ import annotations

import dataclasses
from typing import Callable, cast

from lark import Token, v_args

from ...abilities import Amount, ContinuousEffect, DefinePT, GrantAbilities, ModifyPT, Plus, Protection, SetBasePT, SwitchPT, XValue
from ...selectors import Relation, Selector
from .common import TranslatorBase, Unreadable
from .continuous import _targeted

__all__ = ["PTPhrases"]

Verb = Callable[[Selector, str], list[ContinuousEffect]]

_SAME = object()  # "that number": the amount of the power, said again for the toughness


def _signs(tok: Token) -> tuple[int, int, int, int]:
    """"+X/-X" → (power per X, toughness per X, fixed power, fixed toughness)."""
    out: list[tuple[int, int]] = []
    for part in str(tok).replace("−", "-").split("/"):
        sign = -1 if part.startswith("-") else 1
        body = part[1:]
        out.append((sign, 0) if body == "X" else (0, sign * int(body)))
    (pp, pf), (tp, tf) = out
    return pp, tp, pf, tf


def _tagged(item: object, tag: str) -> Amount:
    if not (isinstance(item, tuple) and len(item) == 2 and item[0] == tag):
        raise Unreadable(f"expected a {tag}-clause")
    return cast(Amount, item[1])


def _effects(effects: object) -> list[ContinuousEffect]:
    items = effects if isinstance(effects, list) else [effects]
    return list(items)


@v_args(inline=True)
class PTPhrases(TranslatorBase):
    """The phrases of layer 7 with amounts, its characteristic-defining abilities and switching
    (613.4a, 613.4c, 613.4d; 604.3)."""

    # ---- 613.4c: "+1/+1 for each ...", "+X/+X" ---------------------------------------------

    def vp_modify_pt_per(self, tok: Token, per: object) -> Verb:
        """"gets +1/+1 for each artifact you control": +1/+1 times the count (613.4c)."""
        p, t = (int(x.replace("−", "-")) for x in str(tok).split("/"))
        amount = _tagged(per, "per")
        return lambda sel, text: [ModifyPT(sel, p, t, text=text, per=amount)]

    def vp_modify_pt_x_either(self, tok: Token, other: Token) -> Verb:
        """s13: "gets +X/+X or -X/-X" (Liliana of the Dark Realms): the change or its opposite, the
        one its controller chooses as the ability resolves (608.2d; the resolution's ``chosen``)."""
        pp, tp, pf, tf = _signs(tok)
        if pf or tf or _signs(other) != (-pp, -tp, 0, 0):
            raise Unreadable("'or' between changes that are not each other's opposite")
        return lambda sel, text: [ModifyPT(sel, pp, tp, text=text, per=XValue(), either_sign=True)]

    def vp_modify_pt_x(self, tok: Token) -> Verb:
        """"gets +X/+0": per X, the X of the ability's cost (107.3) until a where-clause says
        otherwise; a fixed part beside X ("+X/+1") is not one effect of this kind."""
        pp, tp, pf, tf = _signs(tok)
        if pf or tf:
            raise Unreadable("a fixed part beside X")
        return lambda sel, text: [ModifyPT(sel, pp, tp, text=text, per=XValue())]

    def _with_where(self, effects: object, where: object) -> list[ContinuousEffect]:
        """The where-clause defines the X of the effects' "+X/+X" (107.3)."""
        amount = _tagged(where, "where")
        out: list[ContinuousEffect] = []
        found = False
        for e in _effects(effects):
            if isinstance(e, (ModifyPT, SetBasePT)) and e.per == XValue():  # resolved12: "an X/X ..." too (613.4b)
                e = dataclasses.replace(e, per=amount)
                found = True
            out.append(e)
        if not found:
            raise Unreadable("a where-clause with no X to define")
        return out

    def _with_duration_pt(self, effects: list[ContinuousEffect], duration: str) -> list[ContinuousEffect]:
        return [dataclasses.replace(e, duration=duration) for e in effects]

    def pt_where(self, effects: object, where: object) -> list[ContinuousEffect]:
        return self._with_where(effects, where)

    def pt_lasting_where(self, effects: object, duration: str, where: object) -> list[ContinuousEffect]:
        return self._with_duration_pt(self._with_where(effects, where), duration)

    def pt_first_lasting_where(self, duration: str, effects: object, where: object) -> list[ContinuousEffect]:
        return self._with_duration_pt(self._with_where(effects, where), duration)

    def pt_lasting_per(self, effects: object, duration: str, per: object) -> list[ContinuousEffect]:
        """"gets +1/+1 until end of turn for each ...": the count applies to the one fixed change
        of the sentence."""
        amount = _tagged(per, "per")
        items = _effects(effects)
        pts = [e for e in items if isinstance(e, ModifyPT)]
        if len(pts) != 1 or pts[0].per is not None:
            raise Unreadable("'for each' without one change of power and toughness")
        return [dataclasses.replace(e, per=amount, duration=duration) if e is pts[0] else dataclasses.replace(e, duration=duration) for e in items]

    # ---- 613.4a: characteristic-defining abilities (604.3) --------------------------------

    def _defining(self, sel: Selector, power: Amount | None, toughness: Amount | None) -> DefinePT:
        if sel.relation is not Relation.SELF or sel.text.strip().lower() in ("it", "its"):
            # another object's power set to an amount is layer 7b, not a characteristic-defining
            # ability (604.3: it defines its own object's value); not read
            raise Unreadable("power and toughness set to an amount for another object")
        return DefinePT(sel, power, toughness, text=self._source)

    def cda_both(self, sel: Selector, amount: Amount) -> DefinePT:
        return self._defining(sel, amount, amount)

    def cda_power(self, sel: Selector, amount: Amount) -> DefinePT:
        return self._defining(sel, amount, None)

    def cda_toughness(self, sel: Selector, amount: Amount) -> DefinePT:
        return self._defining(sel, None, amount)

    def cda_split(self, sel: Selector, power: Amount, second: object) -> DefinePT:
        if second is _SAME:
            return self._defining(sel, power, power)
        if isinstance(second, tuple) and len(second) == 2 and second[0] is _SAME and isinstance(second[1], int):
            return self._defining(sel, power, Plus(power, second[1]))  # "that number plus 1"
        return self._defining(sel, power, cast(Amount, second))

    def cda_other(self, amount: Amount) -> Amount:
        return amount

    def cda_same(self) -> object:
        return _SAME

    def cda_same_plus(self, n: int) -> tuple[object, int]:
        return (_SAME, n)

    # ---- 613.4d ---------------------------------------------------------------------------

    def switch_pt(self, sel: Selector) -> SwitchPT:
        """"Switch target creature's power and toughness" (613.4d)."""
        return SwitchPT(_targeted(sel), text=self._source)

    # ---- granted beside a change of power: "and has protection from green and from blue" ----

    def vp_protection_two(self, _have: None, first: str, second: str) -> Verb:
        """"has protection from green and from blue" (702.16a): two protection abilities, granted
        together (613.1f), as the Swords grant them with their +2/+2."""
        kws = (Protection(first, text=f"protection from {first}"), Protection(second, text=f"protection from {second}"))
        return lambda sel, text: [GrantAbilities(sel, kws, text=text)]
