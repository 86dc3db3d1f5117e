"""The card-text grammar: every built-in card reads, the mana of the cards the rules questions rest
on reads into exactly the data the solver needs, unseen cards written in the same templates read
the same way, and mana text the grammar cannot read is refused, never dropped."""

from __future__ import annotations

import dataclasses
import json
from importlib import resources

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from manasolve.model.abilities import (
    Modal,
    SpellMode,
    SpellColors,
    SpellFilter,
    SorceryTiming,
    ANY_COLOR,
    ONE,
    THIS_SPELL,
    ActivatedAbility,
    ActivationLimit,
    AdditionalCost,
    AlternativeCost,
    BeginningOf,
    ByLandType,
    ChoiceMode,
    ChosenColor,
    ChosenMana,
    ColorChange,
    ColorCount,
    ColorsOf,
    CommanderColors,
    Const,
    ControlsAtLeast,
    Convert,
    CostModifier,
    CouldProduce,
    CountersOn,
    CountOf,
    Devotion,
    Enchant,
    EntersWithCounters,
    FixedMana,
    FixedTypes,
    GrantAbilities,
    HasCounters,
    Hexproof,
    Instead,
    Keyword,
    Kicker,
    ManaAbility,
    ManaEffect,
    ManaEventFilter,
    ManaValueOf,
    Multikicker,
    Multiply,
    OtherSpellsCast,
    PowerOf,
    ProducedTypes,
    Production,
    Protection,
    Prototype,
    ReplacementEffect,
    SetAmount,
    SetColor,
    SetBasePT,
    SetType,
    SpellAbility,
    SpellFilter,
    SpendingRule,
    StaticAbility,
    Step,
    TapTrigger,
    TargetsBeyondFirst,
    TargetSpec,
    InertAbility,
    InertSentence,
    Unread,
    TimesKicked,
    TriggeredAbility,
    TriggeredManaAbility,
    TypeChange,
    XValue,
)
from manasolve.model.abilities import Changeling, ZoneCastKeyword
from manasolve.model.cards import TypeLine
from manasolve.model.costs import (
    DiscardFromHand,
    LoyaltyCost,
    ActivationCost,
    ExileSelfFromHand,
    ManaCost,
    MillCards,
    OtherCost,
    PayEnergy,
    PayLife,
    PayMana,
    RemoveCounters,
    Sacrifice,
    TapOther,
    TapSelf,
    UntapOther,
    UntapSelf,
)
from manasolve.model.errors import CardTextError
from manasolve.model.mana import ALL_COLORS, ALL_TYPES, Mana, ManaType, TypeSet
from manasolve.model.selectors import SELF, Relation, Selector, Who
from manasolve.model.text import parse_abilities
from manasolve.model.text.grammar import mana_parser
from manasolve.model.text.grammar import read as _grammar_read


def grammar_read(text: str, start: str):
    return _grammar_read(text, start, lambda quoted: ())

# ---- helpers ---------------------------------------------------------------------------------

CARDS = {c["name"]: c for c in json.loads(resources.files("model").joinpath("data/cards.json").read_text(encoding="utf-8"))}


def read_card(name: str) -> tuple:
    c = CARDS[name]
    return parse_abilities(c["oracle_text"], card_name=c["name"], type_line=TypeLine.parse(c["type_line"]))


def read(text: str, type_line: str = "Artifact", name: str = "Test Card") -> tuple:
    return parse_abilities(text, card_name=name, type_line=TypeLine.parse(type_line))


def sel(
    types: str = "",
    *,
    sub: str = "",
    sup: str = "",
    not_types: str = "",
    not_sup: str = "",
    who: Who = Who.ANY,
    rel: Relation = Relation.NONE,
    token: bool | None = None,
) -> Selector:
    return Selector(
        card_types=frozenset(types.split()),
        subtypes=frozenset(sub.split()),
        supertypes=frozenset(sup.split()),
        excluded_types=frozenset(not_types.split()),
        excluded_supertypes=frozenset(not_sup.split()),
        who=who,
        relation=rel,
        token=token,
    )


def fixed(symbols: str, per=ONE) -> FixedMana:
    return FixedMana(Mana.parse(symbols), per)


def chosen(n, palette=ANY_COLOR, mode: ChoiceMode = ChoiceMode.SAME) -> ChosenMana:
    return ChosenMana(Const(n) if isinstance(n, int) else n, palette, mode)


def effect(*options) -> ManaEffect:
    """Each option is one part or a tuple of parts added together."""
    return ManaEffect(tuple(Production(o if isinstance(o, tuple) else (o,)) for o in options))


def cost(*parts) -> ActivationCost:
    return ActivationCost(tuple(parts))


T = TapSelf()
TAP = cost(T)
LAND = sel("Land")
SELF_NO_TAP = ManaEventFilter(permanent=SELF, tapped=False)


def mana_ability(c: ActivationCost, e: ManaEffect, **kw) -> ManaAbility:
    return ManaAbility(cost=c, effect=e, **kw)


def only(name: str):
    abilities = read_card(name)
    assert len(abilities) == 1, abilities
    return abilities[0]


# ---- every card reads ------------------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(CARDS))
def test_every_builtin_card_reads(name: str) -> None:
    abilities = read_card(name)
    assert isinstance(abilities, tuple)


def test_the_parser_is_built_once() -> None:
    assert mana_parser() is mana_parser()


# ---- lands and plain mana abilities ----------------------------------------------------------


@pytest.mark.parametrize("name", ["Forest", "Island", "Plains", "Swamp", "Mountain", "Taiga", "Savannah"])
def test_reminder_text_alone_is_no_ability(name: str) -> None:
    # 305.6: the ability comes from the land type, the solver adds it
    assert read_card(name) == ()


def test_wastes() -> None:
    assert read_card("Wastes") == (mana_ability(TAP, effect(fixed("C"))),)


def test_could_produce_family() -> None:
    you = CouldProduce(sel("Land", who=Who.YOU), colors_only=False)
    opp = CouldProduce(sel("Land", who=Who.OPPONENT), colors_only=True)
    assert only("Reflecting Pool") == mana_ability(TAP, effect(chosen(1, you)))
    assert only("Naga Vitalist") == mana_ability(TAP, effect(chosen(1, you)))
    assert only("Exotic Orchard") == mana_ability(TAP, effect(chosen(1, opp)))
    assert only("Fellwar Stone") == mana_ability(TAP, effect(chosen(1, opp)))
    assert only("Sylvok Explorer") == mana_ability(TAP, effect(chosen(1, opp)))
    assert only("Harvester Druid") == mana_ability(TAP, effect(chosen(1, CouldProduce(sel("Land", who=Who.YOU), True))))
    gates = read_card("Gond Gate")
    assert gates[2] == mana_ability(TAP, effect(chosen(1, CouldProduce(sel(sub="Gate", who=Who.YOU), True))))


def test_incubation_druid() -> None:
    druid, adapt = read_card("Incubation Druid")
    assert druid == mana_ability(
        TAP,
        effect(chosen(1, CouldProduce(sel("Land", who=Who.YOU), False))),
        self_replacements=(
            ReplacementEffect(SELF_NO_TAP, SetAmount(3), self_replacement=True, condition=HasCounters("+1/+1")),
        ),
    )
    assert adapt == ActivatedAbility(cost(PayMana(ManaCost.parse("{3}{G}{G}"))), "Adapt 3.")


def test_meteor_crater() -> None:
    assert only("Meteor Crater") == mana_ability(TAP, effect(chosen(1, ColorsOf(sel(who=Who.YOU)))))


def test_command_tower() -> None:
    assert only("Command Tower") == mana_ability(TAP, effect(chosen(1, CommanderColors())))


def test_city_of_brass() -> None:
    trigger, tap = read_card("City of Brass")
    assert trigger == TriggeredAbility("Whenever this land becomes tapped, it deals 1 damage to you.")
    assert tap == mana_ability(TAP, effect(chosen(1)))


def test_vivid_crag() -> None:
    etb, red, any_color = read_card("Vivid Crag")
    assert etb == static(EntersWithCounters("charge", Const(2), tapped=True))  # 614.1c (was TextAbility)
    assert red == mana_ability(TAP, effect(fixed("R")))
    remove = RemoveCounters("charge", 1, text="Remove a charge counter from this land")
    assert any_color == mana_ability(cost(T, remove), effect(chosen(1)))


def test_gemstone_mine() -> None:
    etb, tap = read_card("Gemstone Mine")
    assert etb == static(EntersWithCounters("mining", Const(3)))  # 614.1c (was TextAbility)
    assert tap == mana_ability(
        cost(T, RemoveCounters("mining", 1, text="Remove a mining counter from this land")),
        effect(chosen(1)),
        riders=("If there are no mining counters on this land, sacrifice it.",),
        empty_sacrifice="mining",  # audit22: 608.2c, 701.21a
    )


def test_thriving_bluff() -> None:
    etb, tap = read_card("Thriving Bluff")
    assert etb == InertAbility(
        "This land enters tapped. As it enters, choose a color other than red.",
        (InertSentence("This land enters tapped.", "tap and untap"), InertSentence("As it enters, choose a color other than red.", "choice")),
    )
    assert tap == mana_ability(TAP, effect(fixed("R"), chosen(1, ChosenColor())))


def test_pillar_and_ziggurat_restrictions() -> None:
    """The restriction's text is kept, and read as data (106.6; tests/model/text/test_spending_restrictions.py)."""
    pillar, ziggurat = only("Pillar of the Paruns"), only("Ancient Ziggurat")
    assert pillar.spending is not None and ziggurat.spending is not None
    assert dataclasses.replace(pillar, spending=None) == mana_ability(
        TAP, effect(chosen(1)), restriction="Spend this mana only to cast a multicolored spell."
    )
    assert dataclasses.replace(ziggurat, spending=None) == mana_ability(TAP, effect(chosen(1)), restriction="Spend this mana only to cast a creature spell.")


def test_cavern_of_souls() -> None:
    choose, colorless, colored = read_card("Cavern of Souls")
    assert choose == InertAbility("As this land enters, choose a creature type.", (InertSentence("As this land enters, choose a creature type.", "choice"),))
    assert colorless == mana_ability(TAP, effect(fixed("C")))
    # audit17: the restriction is read, its chosen type filled in per source (106.6)
    assert colored.spending is not None and colored.spending.spells[0].chosen_type
    assert dataclasses.replace(colored, spending=None) == mana_ability(
        TAP,
        effect(chosen(1)),
        restriction="Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.",
    )


def test_hall_of_the_bandit_lord() -> None:
    etb, tap = read_card("Hall of the Bandit Lord")
    assert etb == InertAbility("This land enters tapped.", (InertSentence("This land enters tapped.", "tap and untap"),))
    # 106.6a: the rider is typed data (counters10): haste, for as long as the creature is there
    (rider,) = tap.spent_riders
    assert rider.spells.card_types == frozenset({"Creature"}) and rider.gains == ("haste",) and rider.duration == ""
    assert tap == mana_ability(cost(T, PayLife(3)), effect(fixed("C")), spent_riders=(rider,))


def test_gemstone_caverns() -> None:
    opening, tap = read_card("Gemstone Caverns")
    assert isinstance(opening, InertAbility) and opening.sentences[0].reason == "deck building and game setup"
    assert tap == mana_ability(
        TAP,
        effect(fixed("C")),
        self_replacements=(
            ReplacementEffect(SELF_NO_TAP, Instead(effect(chosen(1))), self_replacement=True, condition=HasCounters("luck")),
        ),
    )


def test_shivan_reef_and_ancient_tomb() -> None:
    colorless, painful = read_card("Shivan Reef")
    assert colorless == mana_ability(TAP, effect(fixed("C")))
    assert painful == mana_ability(TAP, effect(fixed("U"), fixed("R")), riders=("This land deals 1 damage to you.",))
    assert only("Ancient Tomb") == mana_ability(TAP, effect(fixed("CC")), riders=("This land deals 2 damage to you.",))


def test_mutavault() -> None:
    """611.2a, 205.1b: the activated ability creates, until end of turn, a type change that keeps
    the land's types ("It's still a land.") and base power and toughness 2/2 (613.4b)."""
    tap, animate = read_card("Mutavault")
    assert tap == mana_ability(TAP, effect(fixed("C")))
    assert isinstance(animate, ActivatedAbility)
    assert animate.cost == cost(PayMana(ManaCost.parse("{1}")))
    assert animate.effect_text == "This land becomes a 2/2 creature with all creature types until end of turn. It's still a land."
    types, pt = animate.continuous
    assert isinstance(types, TypeChange) and isinstance(pt, SetBasePT)
    assert types.adding and types.card_types == {"Creature"} and types.all_creature_types
    assert types.affected.relation is Relation.SELF and types.duration == "until end of turn"
    assert (pt.power, pt.toughness) == (2, 2)


# ---- artifacts and creatures -----------------------------------------------------------------


NO_UNTAP = InertAbility(
    "This artifact doesn't untap during your untap step.",
    (InertSentence("This artifact doesn't untap during your untap step.", "tap and untap"),),
)


def test_sol_ring_and_monoliths() -> None:
    assert only("Sol Ring") == mana_ability(TAP, effect(fixed("CC")))
    text, vault_upkeep, vault_damage, vault = read_card("Mana Vault")
    assert text == NO_UNTAP
    assert vault_upkeep == TriggeredAbility(
        "At the beginning of your upkeep, you may pay {4}. If you do, untap this artifact.", event=BeginningOf(Step.UPKEEP, Who.YOU)
    )
    assert vault_damage == TriggeredAbility(
        "At the beginning of your draw step, if this artifact is tapped, it deals 1 damage to you.", event=BeginningOf(Step.DRAW, Who.YOU)
    )
    assert vault == mana_ability(TAP, effect(fixed("CCC")))
    no_untap, grim, untap = read_card("Grim Monolith")
    assert no_untap == NO_UNTAP
    assert grim == mana_ability(TAP, effect(fixed("CCC")))
    assert untap == ActivatedAbility(cost(PayMana(ManaCost.parse("{4}"))), "Untap this artifact.")


def test_lotus_petal() -> None:
    sac = Sacrifice(SELF, 1, text="Sacrifice this artifact")
    assert only("Lotus Petal") == mana_ability(cost(T, sac), effect(chosen(1)))
    assert sac.what.relation is Relation.SELF


def test_creatures_that_tap_for_mana() -> None:
    assert only("Llanowar Elves") == mana_ability(TAP, effect(fixed("G")))
    flying, birds = read_card("Birds of Paradise")
    assert flying == Keyword("Flying")
    assert birds == mana_ability(TAP, effect(chosen(1)))
    defender, hexproof, caryatid = read_card("Sylvan Caryatid")
    assert (defender, hexproof) == (Keyword("Defender"), Hexproof())  # 702.11
    assert caryatid == mana_ability(TAP, effect(chosen(1)))


def test_astral_cornucopia() -> None:
    etb, tap = read_card("Astral Cornucopia")
    assert etb == static(EntersWithCounters("charge", XValue()))  # 614.1c, 107.3m (was TextAbility)
    assert tap == mana_ability(TAP, effect(chosen(CountersOn("charge"), ANY_COLOR, ChoiceMode.SAME)))


def test_everflowing_chalice() -> None:
    kicker, etb, tap = read_card("Everflowing Chalice")
    assert kicker == Multikicker(ManaCost.parse("{2}"))  # 702.33c
    assert etb == static(EntersWithCounters("charge", TimesKicked()))  # 702.33d (was TextAbility)
    assert tap == mana_ability(TAP, effect(fixed("C", per=CountersOn("charge"))))


def test_chromatic_orrery() -> None:
    spend, tap, draw = read_card("Chromatic Orrery")
    assert spend == static(SpendingRule(ALL_TYPES, ALL_COLORS))  # 609.4b (was TextAbility)
    assert tap == mana_ability(TAP, effect(fixed("CCCCC")))
    assert draw == ActivatedAbility(
        cost(PayMana(ManaCost.parse("{5}")), T), "Draw a card for each color among permanents you control."
    )


def test_elvish_spirit_guide_and_springleaf_drum() -> None:
    assert only("Elvish Spirit Guide") == mana_ability(cost(ExileSelfFromHand()), effect(fixed("G")))
    tap_creature = TapOther(sel("Creature", who=Who.YOU), 1, text="Tap an untapped creature you control")
    assert only("Springleaf Drum") == mana_ability(cost(T, tap_creature), effect(chosen(1)))


def test_squandered_resources() -> None:
    sac = Sacrifice(sel("Land", who=Who.YOU), 1, text="Sacrifice a land")
    palette = CouldProduce(sel("Land", rel=Relation.SACRIFICED), False)
    assert only("Squandered Resources") == mana_ability(cost(sac), effect(chosen(1, palette)))


def test_doubling_cube_is_a_mana_ability_that_copies_the_pool() -> None:
    """Ruling (2004-12-01): "Doubling Cube's ability is a mana ability" (605.1a); its mana is the
    unspent mana as it resolves, so its effect has no fixed options."""
    a = only("Doubling Cube")
    assert isinstance(a, ManaAbility)
    assert a.cost == cost(PayMana(ManaCost.parse("{3}")), T)
    assert a.effect == ManaEffect((), unspent=True)


# ---- replacement effects on mana -------------------------------------------------------------


def static(*effects) -> StaticAbility:
    return StaticAbility(tuple(effects))


def test_contamination() -> None:
    upkeep, replacement = read_card("Contamination")
    assert isinstance(upkeep, TriggeredAbility)
    assert replacement == static(ReplacementEffect(ManaEventFilter(LAND), SetType(FixedTypes(TypeSet.of("B")), amount=1)))


def test_infernal_darkness() -> None:
    upkeep, replacement = read_card("Infernal Darkness")
    assert upkeep == Keyword("Cumulative upkeep", parameter="Pay {B} and 1 life")
    assert replacement == static(ReplacementEffect(ManaEventFilter(LAND), SetType(FixedTypes(TypeSet.of("B")))))


def test_pulse_of_llanowar() -> None:
    assert only("Pulse of Llanowar") == static(
        ReplacementEffect(ManaEventFilter(sel("Land", sup="Basic", who=Who.YOU)), SetType(ANY_COLOR))
    )


def test_mana_reflection_and_nyxbloom() -> None:
    assert only("Mana Reflection") == static(ReplacementEffect(ManaEventFilter(sel(who=Who.YOU)), Multiply(2)))
    trample, nyx = read_card("Nyxbloom Ancient")
    assert trample == Keyword("Trample")
    assert nyx == static(ReplacementEffect(ManaEventFilter(sel(who=Who.YOU)), Multiply(3)))


def test_damping_sphere() -> None:
    replacement, tax = read_card("Damping Sphere")
    assert replacement == static(
        ReplacementEffect(ManaEventFilter(LAND, min_amount=2), SetType(FixedTypes(TypeSet.of("C")), amount=1))
    )
    assert tax == static(CostModifier(SpellFilter(), ManaCost.parse("{1}"), True, OtherSpellsCast()))  # 601.2f (was TextAbility)


def test_naked_singularity_and_reality_twist() -> None:
    upkeep, singularity = read_card("Naked Singularity")
    assert upkeep == Keyword("Cumulative upkeep", cost=ManaCost.parse("{3}"))
    W, U, B, R, G = ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G
    mapping = (("Plains", R), ("Island", G), ("Swamp", W), ("Mountain", U), ("Forest", B))
    assert singularity == static(
        ReplacementEffect(ManaEventFilter(sel(sub="Plains Island Swamp Mountain Forest")), ByLandType(mapping))
    )
    upkeep, twist = read_card("Reality Twist")
    assert upkeep == Keyword("Cumulative upkeep", cost=ManaCost.parse("{1}{U}{U}"))
    mapping = (("Plains", R), ("Swamp", G), ("Mountain", W), ("Forest", B))
    assert twist == static(ReplacementEffect(ManaEventFilter(sel(sub="Plains Swamp Mountain Forest")), ByLandType(mapping)))


def test_hall_of_gemstone() -> None:
    hall = only("Hall of Gemstone")
    assert hall == TriggeredAbility(
        CARDS["Hall of Gemstone"]["oracle_text"],
        creates=(ReplacementEffect(ManaEventFilter(LAND), SetColor(ChosenColor())),),
        event=BeginningOf(Step.UPKEEP, Who.ANY),  # "At the beginning of each player's upkeep" (503.1)
    )


def test_deep_water() -> None:
    assert only("Deep Water") == ActivatedAbility(
        cost(PayMana(ManaCost.parse("{U}"))),
        "Until end of turn, if you tap a land you control for mana, it produces {U} instead of any other type.",
        creates=(ReplacementEffect(ManaEventFilter(sel("Land", who=Who.YOU)), SetType(FixedTypes(TypeSet.of("U")))),),
    )


# ---- triggered mana abilities ----------------------------------------------------------------


def test_mana_flare_family() -> None:
    flare = TriggeredManaAbility(TapTrigger(LAND, player=Who.ANY), effect(chosen(1, ProducedTypes())), recipient="tapper")
    assert only("Mana Flare") == flare
    assert only("Heartbeat of Spring") == flare
    overabundance = only("Overabundance")
    assert overabundance == TriggeredManaAbility(
        TapTrigger(LAND, player=Who.ANY),
        effect(chosen(1, ProducedTypes())),
        recipient="tapper",
        riders=("this enchantment deals 1 damage to the player",),
    )
    resurgent, draw = read_card("Zendikar Resurgent")
    assert resurgent == TriggeredManaAbility(
        TapTrigger(LAND, player=Who.YOU), effect(chosen(1, ProducedTypes())), recipient="controller"
    )
    assert draw == TriggeredAbility("Whenever you cast a creature spell, draw a card.")


def test_kinnan() -> None:
    kinnan, dig = read_card("Kinnan, Bonder Prodigy")
    assert kinnan == TriggeredManaAbility(
        TapTrigger(sel(not_types="Land"), player=Who.YOU), effect(chosen(1, ProducedTypes())), recipient="controller"
    )
    assert isinstance(dig, ActivatedAbility) and dig.cost == cost(PayMana(ManaCost.parse("{5}{G}{U}")))


def test_vernal_bloom() -> None:
    assert only("Vernal Bloom") == TriggeredManaAbility(TapTrigger(sel(sub="Forest")), effect(fixed("G")), recipient="tapper")


def test_gauntlet_of_power() -> None:
    choose, anthem, trigger = read_card("Gauntlet of Power")
    # a choice as it enters (the scenario's chosen_color) is inert with its reason; the anthem (layer
    # 7c) selects the creatures of the colour chosen for the Gauntlet (its chosen_color)
    assert choose == InertAbility("As this artifact enters, choose a color.", (InertSentence("As this artifact enters, choose a color.", "choice"),))
    assert isinstance(anthem, StaticAbility) and type(anthem.effects[0]).__name__ == "ModifyPT"
    assert anthem.effects[0].affected.chosen_color and anthem.effects[0].affected.card_types == {"Creature"}
    assert trigger == TriggeredManaAbility(
        TapTrigger(sel("Land", sup="Basic"), mana_of=ChosenColor()), effect(chosen(1, ChosenColor())), recipient="tapper"
    )


def test_auras_that_add_mana() -> None:
    enchant, choose, sprawl = read_card("Utopia Sprawl")
    assert enchant == Enchant((TargetSpec(sel(sub="Forest")),), parameter="Forest")  # 702.5a, 303.4a
    assert isinstance(choose, InertAbility)
    assert sprawl == TriggeredManaAbility(
        TapTrigger(sel(sub="Forest", rel=Relation.ENCHANTED)), effect(chosen(1, ChosenColor())), recipient="tapper"
    )
    enchant, growth = read_card("Wild Growth")
    assert enchant == Enchant((TargetSpec(LAND),), parameter="land")
    assert growth == TriggeredManaAbility(TapTrigger(sel("Land", rel=Relation.ENCHANTED)), effect(fixed("G")), recipient="tapper")


# ---- continuous effects ----------------------------------------------------------------------


def test_land_type_changes() -> None:
    moon = static(TypeChange(sel("Land", not_sup="Basic"), frozenset({"Mountain"}), adding=False))
    assert only("Blood Moon") == moon
    assert only("Magus of the Moon") == moon
    assert only("Urborg, Tomb of Yawgmoth") == static(TypeChange(LAND, frozenset({"Swamp"}), adding=True))
    assert only("Yavimaya, Cradle of Growth") == static(TypeChange(LAND, frozenset({"Forest"}), adding=True))
    every = static(TypeChange(sel("Land", who=Who.YOU), frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"}), adding=True))
    assert only("Prismatic Omen") == every
    assert read_card("Dryad of the Ilysian Grove")[1] == every
    opening, colors, types = read_card("Leyline of the Guildpact")
    assert colors == static(ColorChange(sel(not_types="Land", who=Who.YOU), ALL_COLORS))
    assert types == every


def test_celestial_dawn() -> None:
    plains, white, spending = read_card("Celestial Dawn")
    assert plains == static(TypeChange(sel("Land", who=Who.YOU), frozenset({"Plains"}), adding=False))
    # 105.3, 613.1e: "The same is true for spells you control ..." makes its controller's spells white too
    assert white == static(
        ColorChange(sel(not_types="Land", who=Who.YOU), TypeSet.of("W")),
        SpellColors(SpellFilter(caster=Who.YOU), TypeSet.of("W")),
    )
    assert white.text.endswith("nonland cards you own that aren't on the battlefield.")
    assert spending == static(  # 609.4b (was TextAbility)
        SpendingRule(TypeSet.of("W"), ALL_COLORS), SpendingRule(TypeSet.of("UBRGC"), TypeSet.of("C"), only=True)
    )


def test_granted_mana_abilities() -> None:
    any_color = mana_ability(TAP, effect(chosen(1)))
    grant, own = read_card("Chromatic Lantern")
    assert grant == static(GrantAbilities(sel("Land", who=Who.YOU), (any_color,)))
    assert own == any_color
    assert only("Cryptolith Rite") == static(GrantAbilities(sel("Creature", who=Who.YOU), (any_color,)))
    enchant, aerie = read_card("Sheltered Aerie")
    assert enchant == Enchant((TargetSpec(LAND),), parameter="land")
    assert aerie == static(
        GrantAbilities(sel("Land", rel=Relation.ENCHANTED), (mana_ability(TAP, effect(chosen(2, ANY_COLOR, ChoiceMode.SAME))),))
    )


# ---- keywords and spells ---------------------------------------------------------------------


def test_keywords() -> None:
    assert read_card("Goblin Bushwhacker")[0] == Kicker(ManaCost.parse("{R}"))  # 702.33a
    prototype, menace, lifelink, ward = read_card("Phyrexian Fleshgorger")
    assert prototype == Prototype(ManaCost.parse("{1}{B}{B}"), 3, 3)  # 702.160a
    assert prototype.parameter == "3/3"
    assert (menace, lifelink) == (Keyword("Menace"), Keyword("Lifelink"))
    assert ward == Keyword("Ward", parameter="Pay life equal to this creature's power")
    reach, trample, protection, _etb = read_card("Stonecoil Serpent")
    assert (reach, trample) == (Keyword("Reach"), Keyword("Trample"))
    assert protection == Protection("multicolored")  # 702.16a
    assert (protection.name, protection.parameter) == ("Protection", "multicolored")
    assert read("Evoke {1}{G}\nFlashback {2}{R}\nConvoke\nChangeling\nFirst strike, double strike", "Creature") == (
        AlternativeCost("Evoke", ManaCost.parse("{1}{G}"), "702.74a"),
        ZoneCastKeyword("Flashback", ManaCost.parse("{2}{R}"), spell_types=frozenset({"Instant", "Sorcery"}), rule="702.34a"),  # zones11: 702.34a
        Keyword("Convoke"),
        Changeling(),  # 702.73a: typed, the layer system reads it
        Keyword("First strike"),
        Keyword("Double strike"),
    )


def test_manamorphose() -> None:
    add, draw = read_card("Manamorphose")
    assert add == SpellAbility("Add two mana in any combination of colors.", effect(chosen(2, ANY_COLOR, ChoiceMode.COMBINATION)))
    assert draw == SpellAbility("Draw a card.")


def test_spells_keep_their_sentences() -> None:
    # a casting rule of the spell itself is read (118.8, 601.2f; these were SpellAbility text), and
    # each sentence carries the targets it requires (601.2c)
    creature = sel("Creature")
    assert read_card("Bone Splinters") == (
        static(AdditionalCost((Sacrifice(sel("Creature", who=Who.YOU), 1, text="sacrifice a creature"),))),
        SpellAbility("Destroy target creature.", targets=(TargetSpec(creature),)),
    )
    increase, deal = read_card("Fireball")
    assert increase == static(CostModifier(THIS_SPELL, ManaCost.parse("{1}"), True, TargetsBeyondFirst()))
    assert deal == SpellAbility(
        "Fireball deals X damage divided evenly, rounded down, among any number of targets.",
        targets=(TargetSpec(None, players=True, any_target=True, minimum=0, maximum=None),),
    )
    assert read("Add {B}{B}{B}.", "Instant") == (SpellAbility("Add {B}{B}{B}.", effect(fixed("BBB"))),)


# ---- unseen cards written in the same templates ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("{T}: Add {U} or {R}.", mana_ability(TAP, effect(fixed("U"), fixed("R")))),
        ("{T}: Add {C}{C}.", mana_ability(TAP, effect(fixed("CC")))),
        ("{T}: Add {R}, {G}, or {W}.", mana_ability(TAP, effect(fixed("R"), fixed("G"), fixed("W")))),
        ("{U/R}, {T}: Add {W}{W}, {U}{U}, or {B}{B}.", mana_ability(cost(PayMana(ManaCost.parse("{U/R}")), T), effect(fixed("WW"), fixed("UU"), fixed("BB")))),
        ("{T}: Add {G} for each creature you control.", mana_ability(TAP, effect(fixed("G", per=CountOf(sel("Creature", who=Who.YOU)))))),
        ("{2}, {T}: Add {B} for each Swamp you control.", mana_ability(cost(PayMana(ManaCost.parse("{2}")), T), effect(fixed("B", per=CountOf(sel(sub="Swamp", who=Who.YOU)))))),
        ("{T}: Add {U} for each artifact you control.", mana_ability(TAP, effect(fixed("U", per=CountOf(sel("Artifact", who=Who.YOU)))))),
        ("{T}: Add {G} for each Elf on the battlefield.", mana_ability(TAP, effect(fixed("G", per=CountOf(sel(sub="Elf")))))),
        ("{T}: Add two mana of any one color.", mana_ability(TAP, effect(chosen(2, ANY_COLOR, ChoiceMode.SAME)))),
        ("{T}: Add two mana in any combination of colors.", mana_ability(TAP, effect(chosen(2, ANY_COLOR, ChoiceMode.COMBINATION)))),
        ("{T}: Add two mana of different colors.", mana_ability(TAP, effect(chosen(2, ANY_COLOR, ChoiceMode.DIFFERENT)))),
        ("{T}: Add one mana of the chosen color.", mana_ability(TAP, effect(chosen(1, ChosenColor())))),
        ("{T}: Add one mana of any color in your commander's color identity.", mana_ability(TAP, effect(chosen(1, CommanderColors())))),
        ("{T}: Add one mana of any color that a basic land you control could produce.", mana_ability(TAP, effect(chosen(1, CouldProduce(sel("Land", sup="Basic", who=Who.YOU), True))))),
        ("{T}: Add one mana of any type that a Gate you control could produce.", mana_ability(TAP, effect(chosen(1, CouldProduce(sel(sub="Gate", who=Who.YOU), False))))),
        ("{T}, Pay 1 life: Add one mana of any type that a land you control could produce.", mana_ability(cost(T, PayLife(1)), effect(chosen(1, CouldProduce(sel("Land", who=Who.YOU), False))))),
        ("{2}, {T}: Add {B}{B}.", mana_ability(cost(PayMana(ManaCost.parse("{2}")), T), effect(fixed("BB")))),
        ("{T}, Pay 1 life: Add {W} or {B}.", mana_ability(cost(T, PayLife(1)), effect(fixed("W"), fixed("B")))),
        ("{T}, Sacrifice this artifact: Add one mana of any one color.", mana_ability(cost(T, Sacrifice(SELF, text="Sacrifice this artifact")), effect(chosen(1, ANY_COLOR, ChoiceMode.SAME)))),
        ("{1}, {T}, Sacrifice ~: Add {R}{R}{R}.", mana_ability(cost(PayMana(ManaCost.parse("{1}")), T, Sacrifice(SELF, text="Sacrifice ~")), effect(fixed("RRR")))),
        ("Sacrifice Test Card: Add {C}.", mana_ability(cost(Sacrifice(SELF, text="Sacrifice ~")), effect(fixed("C")))),
        ("{T}, Sacrifice a Forest: Add two mana in any combination of {R} and/or {G}.", mana_ability(cost(T, Sacrifice(sel(sub="Forest", who=Who.YOU), text="Sacrifice a Forest")), effect(chosen(2, FixedTypes(TypeSet.of("RG")), ChoiceMode.COMBINATION)))),
        ("Sacrifice a creature: Add {C}{C}.", mana_ability(cost(Sacrifice(sel("Creature", who=Who.YOU), text="Sacrifice a creature")), effect(fixed("CC")))),
        ("{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana value.", mana_ability(cost(T, Sacrifice(sel("Artifact", who=Who.YOU), text="Sacrifice an artifact")), effect(fixed("B", per=ManaValueOf(sel("Artifact", rel=Relation.SACRIFICED)))))),
        ("{1}, Remove X storage counters from this land: Add X mana in any combination of {B} and/or {R}.", mana_ability(cost(PayMana(ManaCost.parse("{1}")), RemoveCounters("storage", None, text="Remove X storage counters from this land")), effect(chosen(XValue(), FixedTypes(TypeSet.of("BR")), ChoiceMode.COMBINATION)))),
        ("{T}, Remove any number of storage counters from this land: Add {W} for each storage counter removed this way.", mana_ability(cost(T, RemoveCounters("storage", None, text="Remove any number of storage counters from this land")), effect(fixed("W", per=XValue())))),
        ("{T}, Remove any number of charge counters from this artifact: Add {B}, then add an additional {B} for each charge counter removed this way.", mana_ability(cost(T, RemoveCounters("charge", None, text="Remove any number of charge counters from this artifact")), effect((fixed("B"), fixed("B", per=XValue()))))),
        ("Remove a +1/+1 counter from this creature: Add {G}.", mana_ability(cost(RemoveCounters("+1/+1", 1, text="Remove a +1/+1 counter from this creature")), effect(fixed("G")))),
        ("{T}: Add X mana of any one color, where X is this creature's power.", mana_ability(TAP, effect(chosen(PowerOf(SELF), ANY_COLOR, ChoiceMode.SAME)))),
        # audit17: the colour word is part of what is tapped (105.2)
        ("Tap an untapped blue creature you control: Add {C}{C}.", mana_ability(cost(TapOther(dataclasses.replace(sel("Creature", who=Who.YOU), colors=TypeSet.of("U")), text="Tap an untapped blue creature you control")), effect(fixed("CC")))),
        ("{Q}: Add {G}.", mana_ability(cost(UntapSelf()), effect(fixed("G")))),
        ("{T}, Mill a card: Add {C}.", mana_ability(cost(T, MillCards(1)), effect(fixed("C")))),  # s15: 701.13a
        ("{T}, Pay {E}: Add one mana of any color.", mana_ability(cost(T, PayEnergy(1)), effect(chosen(1)))),  # audit18: 107.14
        ("{T}, Discard a card: Add {R}{R}.", mana_ability(cost(T, DiscardFromHand(1)), effect(fixed("RR")))),  # audit17: 701.9a
        ("{T}: Add six {G}.", mana_ability(TAP, effect(fixed("GGGGGG")))),
        ("{T}, Untap a tapped land an opponent controls: Add {C}.", mana_ability(cost(T, UntapOther(dataclasses.replace(sel("Land", who=Who.OPPONENT), tapped=True), text="Untap a tapped land an opponent controls")), effect(fixed("C")))),
        ("{T}, Sacrifice a Mountain, Forest, or Plains: Add {R}{G}.", mana_ability(cost(T, Sacrifice(sel(sub="Mountain Forest Plains", who=Who.YOU), text="Sacrifice a Mountain, Forest, or Plains")), effect(fixed("RG")))),
        ("{T}, Tap two untapped Elves you control: Add {G}{G}{G}.", mana_ability(cost(T, TapOther(sel(sub="Elf", who=Who.YOU), 2, text="Tap two untapped Elves you control")), effect(fixed("GGG")))),
        ("Ferocious — {T}: Add {G}{G}. Activate only if you control a creature with power 4 or greater.", mana_ability(TAP, effect(fixed("GG")), ability_word="Ferocious", requires=(ControlsAtLeast(dataclasses.replace(sel("Creature", who=Who.YOU), power_at_least=4)),))),
        ("Choose a color. Add an amount of mana of that color equal to your devotion to that color.", None),
        ("{T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color.", mana_ability(TAP, effect(chosen(Devotion(None), ANY_COLOR, ChoiceMode.SAME)))),
        ("{T}: For each color among permanents you control, add one mana of that color.", mana_ability(TAP, effect(chosen(ColorCount(sel(who=Who.YOU)), ColorsOf(sel(who=Who.YOU)), ChoiceMode.DIFFERENT)))),
        ("{T}: Add {G}. Add {G}.", mana_ability(TAP, effect((fixed("G"), fixed("G"))))),
    ],
)
def test_unseen_mana_abilities(text: str, expected) -> None:
    if expected is None:  # a spell: the mana is read, the ability is a SpellAbility
        (ability,) = read(text, "Sorcery")
        assert ability.mana == effect(chosen(Devotion(None), ANY_COLOR, ChoiceMode.SAME))
        return
    assert read(text) == (expected,)


def test_unseen_static_and_triggered() -> None:
    assert read('Creatures you control have "{T}: Add {G}."', "Enchantment") == (
        static(GrantAbilities(sel("Creature", who=Who.YOU), (mana_ability(TAP, effect(fixed("G"))),))),
    )
    assert read('Elves you control have "{T}: Add {G}."', "Creature") == (
        static(GrantAbilities(sel(sub="Elf", who=Who.YOU), (mana_ability(TAP, effect(fixed("G"))),))),
    )
    assert read('Creature tokens you control have "{T}: Add one mana of any color."', "Enchantment") == (
        static(GrantAbilities(sel("Creature", who=Who.YOU, token=True), (mana_ability(TAP, effect(chosen(1))),))),
    )
    assert read("Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any color.", "Enchantment") == (
        TriggeredManaAbility(TapTrigger(sel("Land", rel=Relation.ENCHANTED)), effect(chosen(1)), recipient="tapper"),
    )
    assert read("Whenever enchanted land is tapped for mana, its controller adds an additional two mana in any combination of colors.") == (
        TriggeredManaAbility(TapTrigger(sel("Land", rel=Relation.ENCHANTED)), effect(chosen(2, ANY_COLOR, ChoiceMode.COMBINATION)), recipient="tapper"),
    )
    assert read("Whenever an Island is tapped for mana, its controller may add an additional {U}.") == (
        TriggeredManaAbility(TapTrigger(sel(sub="Island")), effect(fixed("U")), recipient="tapper", optional=True),
    )
    assert read("Whenever you tap a creature for mana, add an additional {G}.") == (
        TriggeredManaAbility(TapTrigger(sel("Creature"), player=Who.YOU), effect(fixed("G")), recipient="controller"),
    )
    assert read("Whenever a player taps a Mountain, Forest, or Plains for mana, that player adds one mana of any type that land produced.") == (
        TriggeredManaAbility(TapTrigger(sel(sub="Mountain Forest Plains"), player=Who.ANY), effect(chosen(1, ProducedTypes())), recipient="tapper"),
    )
    assert read("If a nonbasic land is tapped for mana, it produces {C} instead of any other type.") == (
        static(ReplacementEffect(ManaEventFilter(sel("Land", not_sup="Basic")), SetType(FixedTypes(TypeSet.of("C"))))),
    )
    assert read("If a land is tapped for mana, it produces colorless mana instead of any other type.") == (
        static(ReplacementEffect(ManaEventFilter(LAND), SetType(FixedTypes(TypeSet.of("C"))))),
    )
    assert read("If you tap a basic land for mana, it produces three times as much of that mana instead.") == (
        static(ReplacementEffect(ManaEventFilter(sel("Land", sup="Basic", who=Who.YOU)), Multiply(3))),
    )
    pale_moon = "Until end of turn, if a player taps a nonbasic land for mana, it produces colorless mana instead of any other type."
    pale_moon_effect = ReplacementEffect(ManaEventFilter(sel("Land", not_sup="Basic")), SetType(FixedTypes(TypeSet.of("C"))))
    # a spell keeps its effect as text, with the replacement effect it creates until end of turn
    assert read(pale_moon, "Instant") == (SpellAbility(pale_moon, creates=(pale_moon_effect,)),)
    assert grammar_read(pale_moon, "replacement") == pale_moon_effect
    harvest_mage = read("{G}, {T}, Discard a card: Until end of turn, if you tap a land for mana, it produces one mana of a color of your choice instead of any other type and amount.", "Creature")
    assert harvest_mage[0].creates == (ReplacementEffect(ManaEventFilter(sel("Land", who=Who.YOU)), SetType(ANY_COLOR, amount=1)),)
    assert harvest_mage[0].cost == cost(PayMana(ManaCost.parse("{G}")), T, DiscardFromHand(1))
    gnomes = read("{T}: If target Plains is tapped for mana, it produces colorless mana instead of white mana.", "Creature")
    assert gnomes == (
        ActivatedAbility(
            TAP,
            "If target Plains is tapped for mana, it produces colorless mana instead of white mana.",
            creates=(ReplacementEffect(ManaEventFilter(sel(sub="Plains", rel=Relation.TARGET), of_type=ManaType.W), Convert(ManaType.W, ManaType.C)),),
            targets=(TargetSpec(dataclasses.replace(sel(sub="Plains"), text="target Plains"), text="target Plains"),),  # audit24: 602.2b, 601.2c
        ),
    )
    assert read("Lands you control are Forests in addition to their other types.", "Enchantment") == (
        static(TypeChange(sel("Land", who=Who.YOU), frozenset({"Forest"}), adding=True)),
    )
    assert read("Enchanted land is an Island.", "Enchantment") == (
        static(TypeChange(sel("Land", rel=Relation.ENCHANTED), frozenset({"Island"}), adding=False)),
    )


def test_loyalty_abilities_are_never_mana_abilities() -> None:
    # 605.1a: an activated ability that adds mana, kept as what it adds (106.7 weighs it)
    (a,) = read("[+1]: Add {R}{R}.", "Legendary Planeswalker")
    assert a == ActivatedAbility(cost(LoyaltyCost(1)), "Add {R}{R}.", adds=a.adds) and a.adds == effect(fixed("RR"))


def test_targeted_mana_effects_are_not_mana_abilities() -> None:
    (ability,) = read("{T}: Target player adds {G}.", "Creature")
    assert isinstance(ability, ActivatedAbility)


def test_self_references() -> None:
    named = read("{T}, Sacrifice Kinnan: Add {G}.", "Legendary Creature", name="Kinnan, Bonder Prodigy")
    assert named[0].cost.parts[1] == Sacrifice(SELF, text="Sacrifice ~")
    full = read("{T}, Sacrifice Urborg, Tomb of Yawgmoth: Add {B}.", "Legendary Land", name="Urborg, Tomb of Yawgmoth")
    assert full[0].cost.parts[1].what.relation is Relation.SELF
    it = read("{T}: Add {C} for each charge counter on it.")
    assert it[0].effect == effect(fixed("C", per=CountersOn("charge")))


def test_a_name_with_full_stops_is_one_name() -> None:
    (ability,) = read("{T}: Add {C} for each charge counter on A.B.C. Activate only as a sorcery.", name="A.B.C.")
    assert ability.effect == effect(fixed("C", per=CountersOn("charge")))
    assert ability.condition is None and ability.requires == (SorceryTiming(),)


def test_ability_words_and_modes() -> None:
    (lotus_cobra,) = read("Landfall — Whenever a land you control enters, add one mana of any color.", "Creature")
    assert isinstance(lotus_cobra, TriggeredAbility)  # not a mana ability: it does not trigger from mana (605.1b)
    # 700.2: the header says how many modes are chosen; each mode's sentences know their mode
    assert read("Choose one —\n• Add {R}{R}.\n• Draw a card.", "Instant") == (
        Modal(1, 1),
        SpellMode("Add {R}{R}.", effect(fixed("RR")), mode=0),
        SpellMode("Draw a card.", mode=1),
    )


def test_abilities_keep_their_text() -> None:
    (ability,) = read("{T}: Add {G}. This creature deals 1 damage to you.", "Creature")
    assert ability.text == "{T}: Add {G}. This creature deals 1 damage to you."
    assert ability.riders == ("This creature deals 1 damage to you.",)


# ---- unreadable mana text is refused ---------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "{T}: Add one mana of a flavour nobody knows.",
        "{T}: Add {C}. If you control a Wizard of the flavour kind, add {C}{C} instead.",
        "If a land is tapped for mana, it produces joy instead of any other type.",
        "{T}: Add one mana of any color that a snazzy widget could produce.",
        'Each creature you control that dealt damage this turn has "{T}: Add {G}."',
        "Whenever a player taps a land for mana while it's raining, that player adds {G}.",
        "{T}: Add X mana of any one color.",  # nothing defines X
    ],
)
def test_unreadable_mana_text_raises(text: str) -> None:
    with pytest.raises(CardTextError) as info:
        read(text, "Artifact", name="Mystery Widget")
    err = info.value
    assert err.card == "Mystery Widget"
    assert err.sentence in text
    assert "Mystery Widget" in str(err) and err.sentence in str(err)


def test_the_error_names_the_sentence() -> None:
    with pytest.raises(CardTextError) as info:
        read("Flying\n{T}: Add one mana of a flavour nobody knows.", name="Odd Bird")
    assert info.value.sentence == "Add one mana of a flavour nobody knows."
    assert "Odd Bird" in str(info.value)


@pytest.mark.parametrize(
    "text",
    [
        "Flying",
        "Draw a card.",
        "You may spend mana as though it were mana of any color.",
        "Roll a d20 and add the number of cards in your hand.",
        "Whenever this land becomes tapped, it deals 1 damage to you.",
    ],
)
def test_text_that_does_not_produce_mana_is_fine(text: str) -> None:
    assert read(text)


def test_a_spending_restriction_alone_is_not_inert() -> None:
    """106.6: a restriction on spending mana belongs to the mana ability that makes it; alone it
    is not read, and a sentence about spending mana is never classified inert."""
    with pytest.raises(CardTextError):
        read("Spend this mana only to cast creature spells.")


# ---- composition, as a property --------------------------------------------------------------

SYMBOLS = st.sampled_from(["W", "U", "B", "R", "G", "C"])
OPTION = st.lists(SYMBOLS, min_size=1, max_size=3).map("".join)
COST_PART = st.sampled_from(
    [
        ("{T}", TapSelf()),
        ("{2}", PayMana(ManaCost.parse("{2}"))),
        ("{1}{G}", PayMana(ManaCost.parse("{1}{G}"))),
        ("Pay 2 life", PayLife(2)),
        ("Sacrifice this artifact", Sacrifice(SELF, text="Sacrifice this artifact")),
        ("Remove a charge counter from this artifact", RemoveCounters("charge", 1, text="Remove a charge counter from this artifact")),
        ("Discard a card", DiscardFromHand(1)),  # audit17: 701.9a
    ]
)


def _list_of(words: list[str]) -> str:
    if len(words) == 1:
        return words[0]
    if len(words) == 2:
        return f"{words[0]} or {words[1]}"
    return ", ".join(words[:-1]) + ", or " + words[-1]


@settings(max_examples=60, deadline=None)
@given(st.lists(COST_PART, min_size=1, max_size=3, unique_by=lambda p: p[0]), st.lists(OPTION, min_size=1, max_size=4, unique=True))
def test_costs_and_options_compose(parts: list, options: list[str]) -> None:
    """Any cost built from known parts and any list of fixed options reads part by part, option by
    option: the grammar composes templates, it does not list sentences."""
    symbols = ["".join("{" + ch + "}" for ch in o) for o in options]
    text = ", ".join(p[0] for p in parts) + ": Add " + _list_of(symbols) + "."
    (ability,) = read(text)
    assert ability == mana_ability(cost(*(p[1] for p in parts)), effect(*(fixed(o) for o in options)))


AMOUNTS = st.sampled_from([("one", 1), ("two", 2), ("three", 3), ("X", None)])
PALETTES = st.sampled_from(
    [
        ("of any color", ANY_COLOR, None),
        ("of any one color", ANY_COLOR, ChoiceMode.SAME),
        ("in any combination of colors", ANY_COLOR, ChoiceMode.COMBINATION),
        ("of the chosen color", ChosenColor(), ChoiceMode.SAME),
        ("of any type that a land you control could produce", CouldProduce(sel("Land", who=Who.YOU), False), ChoiceMode.SAME),
    ]
)


@settings(max_examples=40, deadline=None)
@given(AMOUNTS, PALETTES)
def test_amounts_and_palettes_compose(amount, palette) -> None:
    word, n = amount
    phrase, pal, mode = palette
    paid = "{X}, {T}" if n is None else "{T}"  # X is defined by the cost (107.3)
    (ability,) = read(f"{paid}: Add {word} mana {phrase}.")
    value = XValue() if n is None else Const(n)
    if mode is None:
        mode = ChoiceMode.SAME if n == 1 else ChoiceMode.COMBINATION
    assert ability.effect == effect(ChosenMana(value, pal, mode))
