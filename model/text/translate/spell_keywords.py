"""statics12: casting keywords granted to spells: "Creature spells you cast have convoke"
(702.51a), "... have improvise" (702.126a), "... have delve" (702.66a), and "... have affinity for
artifacts" (702.41a: a cost reduction per permanent of the kind its caster controls)."""

from __future__ import annotations

import dataclasses

from typing import Any

from lark import Token, v_args

from ...abilities import CastFrom, CostModifier, CountOf, GrantedOptionalCost, SpellFilter, SpellOrder, SpellsHaveKeyword
from ...costs import ManaCost
from ...selectors import Relation, Selector, Who
from ...vocabulary import OPTIONAL_COST_RULES
from .casting import CastingPhrases  # audit23: its reading of a kind of spells
from .common import TranslatorBase, Unreadable

__all__ = ["SpellKeywordPhrases"]

# the keywords that pay part of a spell's cost without mana (601.2h), as the solver names them
_PAYING = frozenset({"convoke", "improvise", "delve"})


@v_args(inline=True)
class SpellKeywordPhrases(TranslatorBase):
    """The phrases of the statics12 block "casting keywords granted to spells" of ``mana.lark``."""

    def spells_have_keyword(self, spells: SpellFilter, _verb: object, word: Token) -> SpellsHaveKeyword | GrantedOptionalCost:
        """"<spells> you cast have convoke / improvise / delve" (702.51a, 702.126a, 702.66a); an
        optional cost ("Each instant and sorcery spell you cast has replicate.", 702.56a) is the
        grant the grants12 family reads with the next sentence, which says what it costs (the
        same sentence is also that family's rule: the two readings must agree)."""
        w = str(word).lower()
        if w in OPTIONAL_COST_RULES and not spells.self_only:
            return GrantedOptionalCost(dataclasses.replace(spells, caster=Who.YOU), w, text=self._source)
        if w not in _PAYING or spells.self_only:
            raise Unreadable(f"“{word}” is no keyword this tool gives to spells")
        return SpellsHaveKeyword(spells, w, text=self._source)

    def zoned_spells_have_keyword(self, spells: SpellFilter, where: CastFrom, verb: object, word: Token) -> SpellsHaveKeyword:
        """audit23: "Spells you cast from exile have convoke." (Hoarding Broodlord), "Noncreature
        spells you cast from exile have convoke." (Party Thrasher): the keyword only for a spell
        cast from that zone (601.2a; 702.51a, 702.126a, 702.66a)."""
        got = self.spells_have_keyword(spells, verb, word)
        if not isinstance(got, SpellsHaveKeyword):
            raise Unreadable("an optional cost granted to spells cast from a zone")
        return dataclasses.replace(got, zone=where)

    @v_args(meta=True)
    def ordinal_spells_have_keyword(self, meta: Any, children: list[Any]) -> SpellsHaveKeyword:
        """audit23: "The first historic spell you cast each turn has convoke." (Peri Brown), "The
        first nonartifact spell you cast each turn has improvise." (The Fifteenth Doctor): the
        keyword for the n-th spell of that kind its controller casts this turn (601.2f's count of
        "The first creature spell you cast each turn costs {2} less", :class:`SpellOrder`)."""
        n = next(c[1] for c in children if isinstance(c, tuple) and c[:1] == ("ordinal",))
        qualities = [c for c in children if isinstance(c, tuple) and c[:1] != ("ordinal",)]
        words = self._cut(meta).split(" you cast")[0]
        spells = dataclasses.replace(CastingPhrases._spell_filter([*qualities, Who.YOU], words), text=words)
        word = next(c for c in children if isinstance(c, Token) and c.type == "WORD")
        w = str(word).lower()
        if w not in _PAYING:
            raise Unreadable(f"“{word}” is no keyword this tool gives to the n-th spell of a turn")
        return SpellsHaveKeyword(spells, w, text=self._source, order=SpellOrder(n, spells, text=words))

    def spells_have_affinity(self, spells: SpellFilter, _verb: object, word: Token, what: Selector) -> CostModifier:
        """"<spells> you cast have affinity for artifacts" (702.41a: "This spell costs {1} less to
        cast for each artifact you control": "you" is the spell's caster, the controller of the
        text's object because the spells are those it casts, 601.2a)."""
        if str(word).lower() != "affinity" or spells.self_only or spells.caster is not Who.YOU:
            raise Unreadable("not affinity for the spells of the text's controller")
        if what.relation is not Relation.NONE or what.who is not Who.ANY:
            raise Unreadable("affinity for a kind of permanent, not for chosen ones")
        counted = dataclasses.replace(what, who=Who.YOU, text=f"{what.text} you control")
        return CostModifier(spells, ManaCost.parse("{1}"), False, CountOf(counted), text=self._source)
