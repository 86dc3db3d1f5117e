"""s18: rules that stop a state-based action for some permanents (704, 613.11): "The "legend
rule" doesn't apply to <permanents>." (704.5j; Mirror Gallery, Sakashima, Sliver Gravemother),
with a count ("If there are exactly two permanents named ~ on the battlefield, ...": Brothers
Yamazaki), and "State-based actions don't apply to you or other permanents you control." (Rules
Lawyer)."""

from __future__ import annotations

import dataclasses

from lark import Token, v_args

from ...abilities import RuleExemption
from ...selectors import Selector, Who
from .common import TranslatorBase, Unreadable

__all__ = ["SbaRulePhrases"]


def _doesn(word: Token) -> None:
    """The "doesn't" of "the legend rule doesn't apply" ("doesn" is a WORD before "'t")."""
    if str(word).lower() != "doesn":
        raise Unreadable(f"the legend rule {word}'t apply")


@v_args(inline=True)
class SbaRulePhrases(TranslatorBase):
    """The phrases of the s18 block "the legend rule and state-based actions not applying"."""

    def legend_rule_exempt(self, doesn: Token, what: Selector | None = None) -> RuleExemption:
        """"The "legend rule" doesn't apply [to <permanents>]." (704.5j; without "to ...", to
        every permanent: Mirror Gallery)."""
        _doesn(doesn)
        return RuleExemption(what, "704.5j", text=self._source)

    def legend_rule_exempt_exactly(self, n: int, what: Selector, doesn: Token) -> RuleExemption:
        """"If there are exactly two permanents named ~ on the battlefield, the "legend rule"
        doesn't apply to them." (Brothers Yamazaki): while exactly ``n`` permanents of every
        player fit ``what``, the rule doesn't apply to them."""
        _doesn(doesn)
        return RuleExemption(dataclasses.replace(what, who=Who.ANY), "704.5j", exactly=n, text=self._source)

    def legend_rule_exempt_exactly_yours(self, n: int, what: Selector, doesn: Token) -> RuleExemption:
        """"If you control exactly two legendary permanents named ~, the "legend rule" doesn't
        apply to them." (Syr Joshua and Syr Saxon): counted among the permanents its controller
        controls."""
        _doesn(doesn)
        return RuleExemption(dataclasses.replace(what, who=Who.YOU), "704.5j", exactly=n, text=self._source)

    def sba_exempt(self, what: Selector) -> RuleExemption:
        """"State-based actions don't apply to you or other permanents you control." (Rules
        Lawyer; 704): none of 704.5 puts those permanents into a graveyard or unattaches them.
        What it says of the player (704.5a-c: losing the game) no mana question asks."""
        return RuleExemption(what, "704", text=self._source)
