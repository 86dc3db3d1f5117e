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


def _words(got: tuple[Token, ...], want: tuple[str, ...]) -> None:
    """The WORDs of the rule's sentence ("legend rule doesn['t] apply"; keywords would take them
    from WORD everywhere), checked here."""
    if tuple(str(w).lower() for w in got) != want:
        raise Unreadable(" ".join(str(w) for w in got))


_LEGEND_RULE = ("legend", "rule", "doesn", "apply")


@v_args(inline=True)
class SbaRulePhrases(TranslatorBase):
    """The phrases of the s18 block "the legend rule and state-based actions not applying"."""

    def legend_rule_exempt(self, legend: Token, rule: Token, doesn: Token, apply: Token, what: Selector | None = None) -> RuleExemption:
        """"The "legend rule" doesn't apply [to <permanents>]." (704.5j; without "to ...", to
        every permanent: Mirror Gallery)."""
        _words((legend, rule, doesn, apply), _LEGEND_RULE)
        return RuleExemption(what, "704.5j", text=self._source)

    def legend_rule_exempt_exactly(self, n: int, what: Selector, *words: Token) -> RuleExemption:
        """"If there are exactly two permanents named ~ on the battlefield, the "legend rule"
        doesn't apply to them." (Brothers Yamazaki): while exactly ``n`` permanents of every
        player fit ``what``, the rule doesn't apply to them."""
        _words(words, _LEGEND_RULE)
        return RuleExemption(dataclasses.replace(what, who=Who.ANY), "704.5j", exactly=n, text=self._source)

    def legend_rule_exempt_exactly_yours(self, n: int, what: Selector, *words: Token) -> RuleExemption:
        """"If you control exactly two legendary permanents named ~, the "legend rule" doesn't
        apply to them." (Syr Joshua and Syr Saxon): counted among the permanents its controller
        controls."""
        _words(words, _LEGEND_RULE)
        return RuleExemption(dataclasses.replace(what, who=Who.YOU), "704.5j", exactly=n, text=self._source)

    def sba_exempt(self, state_based: Token, actions: Token, apply: Token, what: Selector) -> RuleExemption:
        """"State-based actions don't apply to you or other permanents you control." (Rules
        Lawyer; 704): none of 704.5 puts those permanents into a graveyard or unattaches them.
        What it says of the player (704.5a-c: losing the game) no mana question asks."""
        _words((state_based, actions, apply), ("state-based", "actions", "apply"))
        return RuleExemption(what, "704", text=self._source)
