"""costs15: changes of the costs of one keyword's abilities, or of the abilities a player activates
(``mana.lark``: "costs15"): "Equip abilities you activate cost {1} less to activate", "Equip costs
you pay cost {1} less", "Boast abilities you activate cost {1} less to activate for each Dragon
you control", "Exhaust abilities of other permanents you control cost {2} less to activate",
"Abilities you activate that aren't mana abilities cost {2} less to activate" (602.2b: an
ability's total cost is determined as a spell's is, 601.2f; a generic reduction takes off generic
mana only, 118.7a).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token, v_args

from ...abilities import AbilityCostModifier, Const, LifeForMana, PowerOf, ToughnessOf, TurnOf
from ...costs import ManaCost, SymbolKind
from ...selectors import Relation, Selector, Who
from ...vocabulary import KEYWORD_NAMES
from .common import TranslatorBase, Unreadable
from .conditions import _countable

# the keyword abilities that are activated abilities (602.1): "Flying abilities you activate" is no
# phrase of the rules; "Equip costs you pay" names the activation cost of an equip ability
_ACTIVATED_KEYWORDS = frozenset({
    "equip", "ninjutsu", "commander ninjutsu", "cycling", "boast", "exhaust", "crew", "saddle",
    "outlast", "level up", "fortify", "reconfigure", "unearth", "scavenge", "embalm", "eternalize",
    "transmute", "forecast", "station", "power-up",
})
_ANY_PERMANENT = Selector(text="permanent")


@v_args(inline=True)
class AbilityCostPhrases(TranslatorBase):
    """Changes of the costs of the abilities of one keyword or of one activator (602.2b, 601.2f)."""

    def ability_mod_count(self, count: tuple[str, object]) -> tuple[str, object]:
        return count

    def kind_aim(self, aimed: Selector) -> tuple[str, Selector]:
        return ("aimed", aimed)

    def kind_of(self, of: Selector) -> tuple[str, Selector]:
        return ("of", of)

    def kind_cost_modifier(self, word: Token, *rest: Any) -> AbilityCostModifier:
        """"Equip abilities you activate [that target this creature] [of other Equipment] cost {1}
        less to activate [for each Dragon you control]" (602.2b; 602.2: "you" activates them)."""
        kind = _kind(word)
        aimed = next((r[1] for r in rest if isinstance(r, tuple) and r[:1] == ("aimed",)), None)
        of = next((r[1] for r in rest if isinstance(r, tuple) and r[:1] == ("of",)), _ANY_PERMANENT)
        if aimed is not None:
            # 702.6a: an equip ability targets a creature its activator controls, so the target that
            # decides (601.2c) is one of the model's; another keyword's targets are not modelled
            if kind != "equip" or aimed.relation not in (Relation.SELF, Relation.ENCHANTED, Relation.EQUIPPED):
                raise Unreadable(f"{kind} abilities that target {aimed.text!r}")
        return dataclasses.replace(ability_change(of, rest, self._source), kind=kind, by_you=True, aimed=aimed)

    def kind_of_cost_modifier(self, word: Token, of: Selector, *rest: Any) -> AbilityCostModifier:
        """"Exhaust abilities of other permanents you control cost {2} less to activate" (602.2b)."""
        return dataclasses.replace(ability_change(of, rest, self._source), kind=_kind(word))

    def kind_cost_you_pay(self, word: Token, *rest: Any) -> AbilityCostModifier:
        """"Equip costs you pay cost {1} less." (Auriok Steelshaper): the mana of the activation
        cost of each equip ability its controller activates (602.2b, 118.7a)."""
        return dataclasses.replace(ability_change(_ANY_PERMANENT, rest, self._source), kind=_kind(word), by_you=True)

    def non_mana_cost_modifier(self, *rest: Any) -> AbilityCostModifier:
        """"Abilities you activate that aren't mana abilities cost {2} less to activate." (Zirda;
        605.1a: a mana ability is left as it is)."""
        return dataclasses.replace(ability_change(_ANY_PERMANENT, rest, self._source), non_mana=True, by_you=True)

    def non_mana_abilities_cost_modifier(self, *rest: Any) -> AbilityCostModifier:
        """audit28: "Activated abilities [of <selector>] cost {2} more to activate unless they're
        mana abilities." (Suppression Field, Anointed Peacekeeper): every player's activated
        abilities of those permanents (602.2b) except mana abilities (605.1a)."""
        of = next((r for r in rest if isinstance(r, Selector)), _ANY_PERMANENT)
        # the last child is unless_mana's True: more_or_less's bool comes first
        return dataclasses.replace(ability_change(of, rest[:-1], self._source), non_mana=True)

    def opponents_abilities_cost_modifier(self, *rest: Any) -> AbilityCostModifier:
        """audit28: "Abilities your opponents activate cost {1} more to activate [unless they're
        mana abilities]." (Tithe Taker): the abilities an opponent of the text's controller
        activates (602.2, 602.2b), mana abilities left as they are when it says so (605.1a)."""
        flags = [r for r in rest if isinstance(r, bool)]  # more_or_less's, then unless_mana's
        change = ability_change(_ANY_PERMANENT, rest[:-1] if len(flags) == 2 else rest, self._source)
        return dataclasses.replace(change, by_opponents=True, non_mana=len(flags) == 2)

    def during_your_turn_casting_rules(self, *rules: Any) -> tuple[str, object, list[object]]:
        """audit28: "During your turn, <casting rule> and <casting rule>." (Tithe Taker; 611.3a):
        each rule exists while the text's controller is the active player (102.1)."""
        return ("as long as", TurnOf(Who.YOU), list(rules))

    def all_abilities_cost_modifier(self, *rest: Any) -> AbilityCostModifier:
        """audit28: "Activated abilities cost {1} more to activate." : every activated ability of
        every permanent, mana abilities included (605.1a, 602.2b)."""
        return ability_change(_ANY_PERMANENT, rest, self._source)

    def mana_abilities_cost_life(self, of: Selector, _verb: object, n: int) -> AbilityCostModifier:
        """"Mana abilities of this land cost an additional 1 life to activate." (Thran Portal;
        602.2b, 118.8): ``n`` life more for each mana ability of those permanents (605.1a)."""
        return AbilityCostModifier(of, ManaCost(), True, text=self._source, life=n, mana_only=True)

    def life_for_mana(self, symbol: Token, life: int, _rather: str) -> LifeForMana:
        """audit28: "For each {B} in a cost, you may pay 2 life rather than pay that mana."
        (K'rrik): its controller may pay each {B} of a cost with 2 life (118.3, 119.4), as a
        Phyrexian symbol is (107.4f); a coloured symbol only, and 2 life (what a Phyrexian symbol
        costs: the payment search knows no other amount)."""
        try:
            (sym,) = ManaCost.parse(str(symbol)).symbols
        except ValueError as e:
            raise Unreadable(str(e)) from e
        if sym.kind is not SymbolKind.COLORED or life != 2:
            raise Unreadable(f"{life} life rather than {symbol}: only 2 life for a coloured symbol is modelled")
        return LifeForMana(sym.colors[0], life, text=self._source)


def _kind(word: Token) -> str:
    kind = str(word).lower()
    if kind == "loyalty":  # audit28: "Loyalty abilities of planeswalkers ..." (606.3: activated abilities, no keyword)
        return kind
    if kind not in KEYWORD_NAMES or kind not in _ACTIVATED_KEYWORDS:
        raise Unreadable(f"{word} abilities: no keyword of an activated ability")
    return kind


def ability_change(of: Selector, rest: tuple[Any, ...], text: str) -> AbilityCostModifier:
    """The change of ability costs a rule's children say (602.2b, 601.2f): its amount, generic mana
    only (118.7a; a coloured change of an ability's cost is not read), more or less, and how many
    times ("for each Dragon you control"; "{X} ..., where X is Agatha's power": counted now)."""
    symbols = [r for r in rest if isinstance(r, Token) and r.type == "MANA_SYM"]
    increase = next(r for r in rest if isinstance(r, bool))
    per = next((r[1] for r in rest if isinstance(r, tuple) and r[:1] == ("per",)), None)
    where = next((r[1] for r in rest if isinstance(r, tuple) and r[:1] == ("where",)), None)
    try:
        amount = ManaCost.parse("".join(str(t) for t in symbols))
    except ValueError as e:
        raise Unreadable(str(e)) from e
    if amount.has_x:  # 107.3: X defined by the where-clause
        if where is None or len(amount.symbols) != 1 or not (_countable(where) or isinstance(where, (PowerOf, ToughnessOf))):
            raise Unreadable("a change of an ability's cost by X that nothing defines")
        amount, per = ManaCost.parse("{1}"), where
    elif where is not None:
        raise Unreadable("'where X is' with no X")
    if any(sym.kind is not SymbolKind.GENERIC for sym in amount.symbols):
        raise Unreadable("a change of an ability's cost by other than generic mana")
    if per is not None and not (_countable(per) or isinstance(per, (PowerOf, ToughnessOf))):
        raise Unreadable("a change of an ability's cost per something the model cannot count")
    return AbilityCostModifier(of, amount, increase, text=text, per=per if per is not None else Const(1))
