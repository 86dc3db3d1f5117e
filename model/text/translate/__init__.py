"""Parse trees of ``mana.lark`` → the plain data of :mod:`model.abilities` and :mod:`model.costs`.

The grammar composes phrase families, and so does this transformer: one module per family, each a
mixin class with the transformer methods of that family's rules (the sections of ``mana.lark`` of
the same names), all put together in the one :class:`Translator`:

============================  ===================================================  ===================
module                        phrases                                              rules
============================  ===================================================  ===================
:mod:`.amounts`               numbers, amounts, "for each", "where X is"           107.1-107.3, 122
:mod:`.selectors`             which permanents: "a basic land you control"         109, 205, 700.5
:mod:`.costs`                 parts of an activation cost                          602.1, 118, 701.21a
:mod:`.mana`                  colour words, palettes, "Add ..." productions        106, 605.1a
:mod:`.conditions`            "if/as long as/while ..." and "Activate only ..."    603.4, 611.3a, 602.5b
:mod:`.replacements`          mana replacement effects, self-replacements          614.1a, 614.15, 106.12b
:mod:`.triggers`              tap triggers: "Whenever ... tapped for mana"         605.1b, 106.12a
:mod:`.continuous`            land types, colours, granted abilities               305.7, 613
:mod:`.casting`               cost modifiers, additional costs, permissions,       601.2, 118, 609.4b,
                              spending rules, entering with counters               614.1c
:mod:`.targets`               "target creature", "any target"                      115.1, 601.2c
:mod:`.spending`              "Spend this mana only to cast ..."                   106.6
:mod:`.pool`                  "you don't lose this mana as steps and phases end"   500.4, 106.4
:mod:`.tail`                  the mana tail: "X {G} or X {W}, where X is ...",     107.3, 608.2c,
                              "for each card revealed this way", life gained       119.9, 208.1
:mod:`.permits`               "You have hexproof", "can't cast", "as though they   601.3, 702.8a,
                              had flash", "rather than pay this spell's mana       702.11c, 118.9,
                              cost", "pay X life" as an additional cost            601.2b
:mod:`.anaphora`              "its activated abilities can't be activated",        608.2c-d, 602.5,
                              "another target", "becomes that type" (anaph10)      115.1, 205.3m
:mod:`.pt`                    power and toughness: "+1/+1 for each", "+X/+X,       613.4a, 613.4c,
                              where X is", "~'s power is equal to", "switch"       613.4d, 604.3
:mod:`.legality`              casting10: "Cast this spell only after combat",      601.3, 500.1,
                              casting costs and permissions still refused          118.8-9, 601.2b-f
:mod:`.copies`                static11: "enter as a copy of ..., except ..."      707.2, 707.9b,
                                                                                   614.1c
:mod:`.static_conditions`     static11: "as long as enchanted creature is red",    611.3a, 105.2,
                              "equipped creature is legendary"                     301.5
:mod:`.bending`               costs12: "waterbend {5}", "blight 2" as costs        701.67, 118.8
:mod:`.crewing`               statics12: "crews Vehicles as though its power     702.122a, 702.171a
                              were 2 greater"
:mod:`.spell_keywords`        statics12: "Creature spells you cast have          702.51a, 702.126a,
                              convoke", "... have affinity for artifacts"          702.66a, 702.41a
:mod:`.haste_rules`           statics12: "You may activate abilities of          302.6, 702.10
                              creatures you control as though those creatures
                              had haste"
:mod:`.loyalty_rules`         audit24: "twice each turn rather than only once",    606.3
                              "any time you could cast an instant"
:mod:`.sba_rules`             s18: "The "legend rule" doesn't apply to ...",      704.5j, 704,
                              "State-based actions don't apply to ..."             613.11
:mod:`.coven`                 statics12: "if you control three or more           208.1, 602.5b,
                              creatures with different powers"                     611.3a
:mod:`.turns_of_game`         statics12: "You can't cast ~ during your first,    601.3
                              second, or third turns of the game"
:mod:`.resolved`              resolved12: "becomes an X/X ...", "power and          613.4b, 202.3,
                              toughness each equal to its mana value", "you may    608.2d, 611.2a
                              have ~ become ..."
:mod:`.ability_costs`         costs15: "Equip abilities you activate cost {1}     602.2b, 601.2f,
                              less to activate", "Abilities you activate that      605.1a
                              aren't mana abilities ..."
:mod:`.common`                the base class, :class:`Unreadable`, mana symbols
============================  ===================================================  ===================

Each family becomes one small value, and the rules that use them only put values together.
Selector phrases become *modifiers* (functions ``Selector -> Selector``) that are folded into one
:class:`~model.selectors.Selector`, so "a basic land you control" is ``basic ∘ land ∘ you-control``
applied to the empty selector.

A phrase the data model cannot hold exactly raises :class:`Unreadable`; the reader then treats the
piece as unread rather than guessing.

A new phrase of a family is a rule in that family's section of ``mana.lark`` and a method of the
same name (or alias) in that family's module.
"""

from __future__ import annotations

from lark import v_args

from .activation import ActivationPhrases  # activation13
from .amounts import AmountPhrases
from .anaphora import AnaphoraPhrases
from .casting import CastingPhrases, OtherMana, OtherSpending
from .commander import CommanderPhrases
from .common import TranslatorBase, Unreadable, mana_of_symbols
from .conditions import ConditionPhrases
from .continuous import ContinuousPhrases
from .copies import CopyPhrases
from .static_conditions import StaticConditionPhrases
from .costs import CostPhrases
from .crewing import CrewingPhrases  # statics12
from .spell_keywords import SpellKeywordPhrases  # statics12
from .haste_rules import HasteRulePhrases  # statics12
from .loyalty_rules import LoyaltyRulePhrases  # audit24
from .sba_rules import SbaRulePhrases  # s18
from .coven import CovenPhrases  # statics12
from .turns_of_game import TurnsOfGamePhrases  # statics12
from .legality import LegalityPhrases
from .mana import ManaPhrases, check_resolved
from .permits import PermitPhrases
from .pool import PoolPhrases
from .pt import PTPhrases
from .replacements import ReplacementPhrases
from .resolved import ResolvedPhrases  # resolved12
from .selectors import SelectorPhrases, singular_subtype
from .spending import SpendingPhrases
from .tail import TailPhrases
from .targets import TargetPhrases
from .triggers import TriggerPhrases
from .zones import ZonePhrases  # zones11
from .grants import GrantPhrases  # grants12
from .bending import BendingPhrases  # costs12
from .cost_choices import CostChoicePhrases  # costs14
from .ability_costs import AbilityCostPhrases  # costs15

__all__ = [
    "OtherMana",
    "OtherSpending",
    "Translator",
    "TranslatorBase",
    "Unreadable",
    "check_resolved",
    "mana_of_symbols",
    "singular_subtype",
]


@v_args(inline=True)
class Translator(
    AmountPhrases,
    SelectorPhrases,
    CostPhrases,
    ManaPhrases,
    ConditionPhrases,
    ReplacementPhrases,
    TriggerPhrases,
    ResolvedPhrases,  # resolved12: X/X, "each equal to its mana value", "you may have" (before its base)
    ContinuousPhrases,
    CastingPhrases,
    TargetPhrases,
    SpendingPhrases,
    PermitPhrases,
    PoolPhrases,
    TailPhrases,
    AnaphoraPhrases,
    PTPhrases,
    LegalityPhrases,
    CopyPhrases,  # static11: entering as a copy (707.2, 707.9b)
    StaticConditionPhrases,  # static11: colours and subtypes in conditions, "equipped creature" (611.3a)
    CommanderPhrases,  # altcost11
    ZonePhrases,
    GrantPhrases,  # grants12
    BendingPhrases,  # costs12: waterbend and blight as costs (701.67)
    CrewingPhrases,  # statics12: crewing and saddling as though power were greater (702.122a, 702.171a)
    SpellKeywordPhrases,  # statics12: convoke, improvise, delve, affinity granted to spells
    HasteRulePhrases,  # statics12: "as though it had haste" (302.6)
    LoyaltyRulePhrases,  # audit24: loyalty abilities twice, at instant speed, once more (606.3)
    SbaRulePhrases,  # s18: "the legend rule doesn't apply to ...", "state-based actions don't apply" (704.5j, 704)
    CovenPhrases,  # statics12: "three or more creatures with different powers" (208.1)
    TurnsOfGamePhrases,  # statics12: "during your first, second, or third turns of the game" (601.3)
    ActivationPhrases,  # activation13: activation restrictions (602.5b)
    CostChoicePhrases,  # costs14: a choice among additional costs (601.2b)
    AbilityCostPhrases,  # costs15: changes of the costs of one keyword's abilities (602.2b)
):
    """Turns one parse tree into model data: every family of phrases in one transformer.

    ``Translator(source, read_quoted).transform(tree)``: ``source`` is the text that was parsed
    (selector texts are cut from it); ``read_quoted`` reads the abilities inside quotation marks
    ("Lands you control have "{T}: Add ..."") with the same reader, so a granted ability is read
    exactly like a printed one.
    """
