"""Casting legality and costs of the casting10 family, each read and checked for its meaning:
601.3 with 500.1, 506.1 and 513 (a spell's own timing rule names a moment of the turn); 601.3 and
101.2 (prohibitions by kind, zone, moment), 307.1 (sorcery timing imposed on other players), 118.9
with 601.2a (cards of the hand paid for an alternative cost)."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import (
    CastOnly,
    CastProhibition,
    DuringStep,
    ExileFromHand,
    LimitedProhibition,
    PaidAlternativeCost,
    SorceryTimingOnly,
    TurnCount,
    TurnMoment,
    TurnOf,
    TurnStep,
    TurnWindow,
    Zone,
)
from manasolve.model.costs import PayLife
from manasolve.model.errors import QueryError
from manasolve.model.mana import ManaType, TypeSet
from manasolve.model.selectors import Who
from manasolve.solver.app.queries import cast

from games import scenario as state
from games import static_effect as effect


def conditions(text: str) -> tuple[object, ...]:
    rule = effect(text, "Instant")
    assert isinstance(rule, CastOnly)
    return rule.conditions


def test_timing_windows_are_read() -> None:
    """601.3: each "Cast this spell only ..." names a moment of the turn (500.1, 506.1, 513), or
    that another spell was cast this turn."""
    assert conditions("Cast this spell only before the combat damage step.") == (TurnWindow(TurnMoment.BEFORE_COMBAT_DAMAGE),)
    assert conditions("Cast this spell only after combat.") == (TurnWindow(TurnMoment.AFTER_COMBAT),)
    assert conditions("Cast this spell only during your end step.") == (TurnWindow(TurnMoment.END_STEP, Who.YOU),)
    assert conditions("Cast this spell only before combat or during combat before blockers are declared.") == (TurnWindow(TurnMoment.BEFORE_BLOCKERS),)
    assert conditions("Cast this spell only during combat on an opponent's turn.") == (DuringStep(TurnStep.COMBAT, Who.OPPONENT),)
    assert conditions("Cast this spell only during the declare blockers step on an opponent's turn.") == (DuringStep(TurnStep.DECLARE_BLOCKERS, Who.OPPONENT),)
    (count,) = conditions("Cast this spell only if you've cast another spell this turn.")
    assert isinstance(count, TurnCount) and count.at_least == 1


BERSERK = (
    '{name: Berserk, type_line: Instant, mana_cost: "{G}", oracle_text: "Cast this spell only before the combat damage step.\\n'
    'Target creature gains trample and gets +X/+0 until end of turn, where X is its power."}'
)


@pytest.mark.parametrize(
    ("moment", "legal"),
    [
        ("phase: upkeep", True),
        ("phase: main1", True),
        ("phase: combat\ncombat_step: beginning", True),
        ("phase: combat\ncombat_step: declare_blockers", True),
        ("phase: combat\ncombat_step: combat_damage", False),
        ("phase: combat\ncombat_step: end_of_combat", False),
        ("phase: main2", False),
        ("phase: end", False),
    ],
)
def test_before_the_combat_damage_step(moment: str, legal: bool) -> None:
    """506.1: the combat damage step follows beginning of combat, declare attackers and declare
    blockers; 500.1: the second main phase and the ending phase come after combat (601.3)."""
    body = f"cards:\n  - {BERSERK}\nbattlefield: {{you: [Forest, Llanowar Elves]}}\nhand: {{you: [Berserk]}}\n{moment}\n"
    assert cast(state(body), "Berserk").legal is legal


def test_a_window_inside_combat_needs_the_step() -> None:
    """No condition is assumed: during combat, "before the combat damage step" needs the step."""
    body = f"cards:\n  - {BERSERK}\nbattlefield: {{you: [Forest, Llanowar Elves]}}\nhand: {{you: [Berserk]}}\nphase: combat\n"
    with pytest.raises(QueryError, match="combat_step"):
        cast(state(body), "Berserk")


def test_end_step_of_whose_turn() -> None:
    """513: "during your end step" holds in the ending phase of the caster's own turn only."""
    card = '{name: Necro, type_line: Instant, mana_cost: "{B}", oracle_text: "Cast this spell only during your end step."}'
    body = f"cards:\n  - {card}\nbattlefield: {{you: [Swamp]}}\nhand: {{you: [Necro]}}\nphase: end\n"
    assert cast(state(body + "active: you\n"), "Necro").legal
    assert not cast(state(body + "active: opp\n"), "Necro").legal
    assert not cast(state(body.replace("phase: end", "phase: main2") + "active: you\n"), "Necro").legal


# ---- prohibitions (601.3, 101.2, 307.1) --------------------------------------------------------

BEARS = '{name: Bears, type_line: Creature — Bear, mana_cost: "{1}{G}", oracle_text: "", power: "2", toughness: "2"}'
GROWTH = '{name: Growth, type_line: Instant, mana_cost: "{G}", oracle_text: "Target creature gets +3/+3 until end of turn."}'


def test_prohibitions_are_read() -> None:
    """601.3: who can't cast what, from where (601.2a), when (500.1); 307.1: sorcery timing; and
    "permanent spells" are the spells of a permanent type (110.4a)."""
    storm = effect("Creature spells can't be cast.")
    assert isinstance(storm, CastProhibition) and storm.players is Who.ANY and storm.spells.card_types == {"Creature"}
    codie = effect("You can't cast permanent spells.")
    assert isinstance(codie, CastProhibition) and codie.players is Who.YOU and {"Artifact", "Creature"} <= codie.spells.either_types
    assert "Instant" not in codie.spells.either_types
    cage = effect("Players can't cast spells from graveyards or libraries.")
    assert isinstance(cage, LimitedProhibition) and cage.zones == (Zone.GRAVEYARD, Zone.LIBRARY_TOP)
    marisi = effect("Your opponents can't cast spells during combat.")
    assert isinstance(marisi, LimitedProhibition) and marisi.during == DuringStep(TurnStep.COMBAT)
    teferi = effect("Each opponent can cast spells only any time they could cast a sorcery.")
    assert isinstance(teferi, SorceryTimingOnly) and teferi.players is Who.OPPONENT
    canonist = effect("Each player who has cast a nonartifact spell this turn can't cast additional nonartifact spells.")
    assert isinstance(canonist, CastProhibition) and canonist.most == 1 and canonist.spells.excluded_types == {"Artifact"}


def test_words_of_the_family_stay_words() -> None:
    """The family's words are no keywords of the grammar: "for each time it was kicked" still reads
    (702.33d), and a wrong word in the family's place is not read as the family."""
    from manasolve.model.abilities import EntersWithCounters, TimesKicked

    chalice = effect("This artifact enters with a charge counter on it for each time it was kicked.", "Artifact")
    assert isinstance(chalice, EntersWithCounters) and chalice.amount == TimesKicked()
    with pytest.raises(Exception):
        effect("Each opponent can cast spells only any day they could cast a sorcery.")


def test_teferi_holds_opponents_to_sorcery_timing() -> None:
    """307.1: an opponent casts even an instant only in their own main phase with an empty stack;
    the controller is not limited."""
    teferi = '{name: Tef, type_line: Legendary Planeswalker — Teferi, mana_cost: "{1}{W}{U}", oracle_text: "Each opponent can cast spells only any time they could cast a sorcery."}'
    body = f"cards:\n  - {teferi}\n  - {GROWTH}\nbattlefield: {{you: [Tef, Forest, Llanowar Elves], opp: [Forest]}}\nhand: {{you: [Growth], opp: [Growth]}}\n"
    assert not cast(state(body + "active: you\n"), "Growth", player="opp").legal
    assert cast(state(body + "active: opp\nphase: main1\n"), "Growth", player="opp").legal
    assert not cast(state(body + "active: opp\nphase: upkeep\n"), "Growth", player="opp").legal
    assert cast(state(body + "active: opp\nphase: upkeep\n"), "Growth", player="you").legal


def test_canonist_counts_the_kind_and_never_assumes_it() -> None:
    """601.3: only nonartifact spells are counted and limited; with a spell cast this turn whose
    kind the scenario does not give, the query names the key."""
    canonist = '{name: Canon, type_line: Artifact Creature — Human Cleric, mana_cost: "{1}{W}", oracle_text: "Each player who has cast a nonartifact spell this turn can\'t cast additional nonartifact spells.", power: "2", toughness: "2"}'
    body = f"cards:\n  - {canonist}\n  - {GROWTH}\nbattlefield: {{you: [Canon, Forest]}}\nhand: {{you: [Growth]}}\n"
    assert cast(state(body), "Growth").legal
    assert cast(state(body + "spells_cast_this_turn: {you: 1}\nspells_cast_this_turn_cards: {you: [Sol Ring]}\n"), "Growth").legal
    assert not cast(state(body + "spells_cast_this_turn: {you: 1}\nspells_cast_this_turn_cards: {you: [Llanowar Elves]}\n"), "Growth").legal
    with pytest.raises(QueryError, match="spells_cast_this_turn_cards"):
        cast(state(body + "spells_cast_this_turn: {you: 1}\n"), "Growth")


def test_cage_forbids_only_the_zones_it_names() -> None:
    """601.2a: the zone a spell is cast from; the hand is not barred."""
    cage = '{name: Cage, type_line: Artifact, mana_cost: "{1}", oracle_text: "Players can\'t cast spells from graveyards or libraries."}'
    horde = '{name: Horde, type_line: Creature — Beast, mana_cost: "{5}{G}{G}", oracle_text: "You may cast creature spells from the top of your library.", power: "7", toughness: "7"}'
    body = f"cards:\n  - {cage}\n  - {horde}\n  - {BEARS}\nbattlefield: {{you: [Horde, Forest, Forest], opp: [Cage]}}\nlibrary_top: {{you: Bears}}\nhand: {{you: [Bears]}}\n"
    assert not cast(state(body), "Bears", from_="library").legal
    assert cast(state(body), "Bears").legal


# ---- cards of the hand as costs (118.9, 601.2a) ---------------------------------------------------


FOW = '{name: FoW, type_line: Instant, mana_cost: "{3}{U}{U}", oracle_text: "You may pay 1 life and exile a blue card from your hand rather than pay this spell\'s mana cost."}'
BLUE = '{name: Blue, type_line: Instant, mana_cost: "{U}", oracle_text: "Draw a card."}'


def test_pitch_costs_are_read() -> None:
    """118.9: an alternative cost of cards exiled from the hand (of a colour, 105.2), with life,
    or under a condition of whose turn it is (601.2b)."""
    fow = effect("You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana cost.", "Instant")
    assert isinstance(fow, PaidAlternativeCost) and fow.parts == (PayLife(1), ExileFromHand(1, TypeSet.of([ManaType.U])))
    two = effect("You may exile two green cards from your hand rather than pay this spell's mana cost.", "Instant")
    assert isinstance(two, PaidAlternativeCost) and two.parts == (ExileFromHand(2, TypeSet.of([ManaType.G])),)
    negation = effect("If it's not your turn, you may exile a blue card from your hand rather than pay this spell's mana cost.", "Instant")
    assert isinstance(negation, PaidAlternativeCost) and negation.condition == TurnOf(Who.OPPONENT)


def test_pitch_cost_needs_another_card_of_the_colour() -> None:
    """601.2a: the spell is on the stack as its costs are paid, so a second copy in hand can pay
    for the first, a card of another colour can't (105.2), and 1 life is paid (119.4)."""
    body = f"cards:\n  - {FOW}\n  - {BLUE}\nhand: {{you: [FoW, FoW]}}\n"
    got = cast(state(body), "FoW", alternative_cost="alternative")
    assert got.legal
    assert not cast(state(f"cards:\n  - {FOW}\n  - {BLUE}\nhand: {{you: [FoW, Llanowar Elves]}}\n"), "FoW", alternative_cost="alternative").legal
    assert not cast(state(body + "life: {you: 0}\n"), "FoW", alternative_cost="alternative").legal


# ---- additional costs paid with the caster's permanents (118.8) ----------------------------------


def test_additional_costs_are_read() -> None:
    """118.8: discard at random, exile / return / put a counter on a permanent of the caster's."""
    from manasolve.model.abilities import AdditionalCost, DiscardCards, ExilePermanent, PutCounterOn, ReturnToHand

    def parts(text: str) -> tuple[object, ...]:
        cost = effect(text, "Sorcery")
        assert isinstance(cost, AdditionalCost)
        return cost.parts

    (burst,) = parts("As an additional cost to cast this spell, discard a card at random.")
    assert burst == DiscardCards(1)
    (fear,) = parts("As an additional cost to cast this spell, exile a creature you control.")
    assert isinstance(fear, ExilePermanent) and fear.what.card_types == {"Creature"} and fear.what.who is Who.YOU
    (devour,) = parts("As an additional cost to cast this spell, return a land you control to its owner's hand.")
    assert isinstance(devour, ReturnToHand) and devour.what.card_types == {"Land"}
    (sting,) = parts("As an additional cost to cast this spell, put a -1/-1 counter on a creature you control.")
    assert isinstance(sting, PutCounterOn) and sting.kind == "-1/-1"
    with pytest.raises(Exception):
        parts("As an additional cost to cast this spell, exile a creature an opponent controls.")


def test_a_returned_land_can_first_tap_for_mana() -> None:
    """601.2g before 601.2h: the land returned for the cost may pay mana first; without a land of
    the caster's the spell can't be cast (118.3)."""
    devour = '{name: Devour, type_line: Sorcery, mana_cost: "{2}{R}", oracle_text: "As an additional cost to cast this spell, return a land you control to its owner\'s hand."}'
    body = f"cards:\n  - {devour}\nhand: {{you: [Devour]}}\n"
    got = cast(state(body + "battlefield: {you: [Mountain, Mountain, Mountain]}\n"), "Devour")
    assert got.legal and "returning Mountain" in got.reason
    refused = cast(state(body + "battlefield: {you: [Sol Ring, Birds of Paradise], opp: [Mountain]}\n"), "Devour")
    assert not refused.legal and "return" in refused.reason


# ---- cards in graveyards as targets (115.1, 404, 601.2c) ------------------------------------------


def test_a_card_target_is_not_a_permanent_target() -> None:
    """115.1: "target creature card from your graveyard" names a card in a graveyard, not a
    creature on the battlefield; "target card in a graveyard" any player's; a card target whose
    qualities are not read is left unread, never read as a permanent."""
    from manasolve.model.text.targets import read_targets

    (raise_dead,) = read_targets("Return target creature card from your graveyard to your hand.")
    assert raise_dead.zone is Zone.GRAVEYARD and raise_dead.zone_whose is Who.YOU and raise_dead.what is not None
    assert raise_dead.what.card_types == {"Creature"}
    (any_card,) = read_targets("Exile target card from a graveyard.")
    assert any_card.zone is Zone.GRAVEYARD and any_card.zone_whose is Who.ANY
    assert read_targets("Return target creature card with mana value 3 or less from your graveyard to the battlefield.") == ()
    (bolt,) = read_targets("Lightning Bolt deals 3 damage to any target.")
    assert bolt.zone is None


def test_graveyard_targets_are_never_assumed() -> None:
    """601.2c: the legal targets are counted in the graveyard the phrase names; a graveyard the
    scenario does not give is an error naming the key; Ground Seal leaves none (101.2)."""
    raise_dead = '{name: Raise, type_line: Sorcery, mana_cost: "{B}", oracle_text: "Return target creature card from your graveyard to your hand."}'
    body = f"cards:\n  - {raise_dead}\nbattlefield: {{you: [Swamp, Llanowar Elves]}}\nhand: {{you: [Raise]}}\n"
    with pytest.raises(QueryError, match="graveyard"):
        cast(state(body), "Raise")
    assert not cast(state(body + "graveyard: {you: []}\n"), "Raise").legal
    assert cast(state(body + "graveyard: {you: [Llanowar Elves]}\n"), "Raise").legal
    seal = '{name: Seal, type_line: Enchantment, mana_cost: "{1}{G}", oracle_text: "Cards in graveyards can\'t be the targets of spells or abilities."}'
    sealed = f"cards:\n  - {raise_dead}\n  - {seal}\nbattlefield: {{you: [Swamp], opp: [Seal]}}\nhand: {{you: [Raise]}}\ngraveyard: {{you: [Llanowar Elves]}}\n"
    assert not cast(state(sealed), "Raise").legal


# ---- conditions of cost changes written first (601.2f, 103.1) -------------------------------------


OVERTAKE = (
    '{name: Overtake, type_line: Sorcery, mana_cost: "{2}{B}", oracle_text: "If you weren\'t the starting player, this spell costs {1} less to cast.\\n'
    'Destroy target creature or Vehicle."}'
)


def test_starting_player_is_never_assumed() -> None:
    """103.1, 601.2f: the reduction applies to the player who did not take the first turn; a
    scenario that does not say who did is an error naming the key."""
    body = f"cards:\n  - {OVERTAKE}\nbattlefield: {{you: [Swamp, Swamp], opp: [Llanowar Elves]}}\nhand: {{you: [Overtake]}}\n"
    assert cast(state(body + "starting_player: opp\n"), "Overtake").cost == "{1}{B}"
    assert cast(state(body + "starting_player: you\n"), "Overtake").cost == "{2}{B}"
    with pytest.raises(QueryError, match="starting_player"):
        cast(state(body), "Overtake")


def test_turns_other_than_yours() -> None:
    """601.2f: "During turns other than yours, spells you cast cost {1} less" applies while another
    player is the active player; "Spells your opponents cast during your turn cost {1} more" while
    its controller is."""
    naiad = '{name: Naiad, type_line: Enchantment Creature — Nymph, mana_cost: "{2}{U}", oracle_text: "During turns other than yours, spells you cast cost {1} less to cast.", power: "2", toughness: "3"}'
    tax = '{name: Tax, type_line: Enchantment, mana_cost: "{W}", oracle_text: "Spells your opponents cast during your turn cost {1} more to cast."}'
    draw = '{name: Draw, type_line: Instant, mana_cost: "{1}{G}", oracle_text: "Draw a card."}'
    body = f"cards:\n  - {naiad}\n  - {tax}\n  - {draw}\nbattlefield: {{you: [Naiad, Tax, Forest, Forest], opp: [Forest, Forest]}}\nhand: {{you: [Draw], opp: [Draw]}}\n"
    assert cast(state(body + "active: opp\n"), "Draw", player="you").cost == "{G}"
    assert cast(state(body + "active: you\n"), "Draw", player="you").cost == "{1}{G}"
    assert cast(state(body + "active: you\n"), "Draw", player="opp").cost == "{2}{G}"
    assert cast(state(body + "active: opp\n"), "Draw", player="opp").cost == "{1}{G}"


def test_x_paid_with_one_colour() -> None:
    """107.3, 106.6: "Spend only black mana on X": X is paid with black mana only, the rest of the
    cost with any mana."""
    from manasolve.model.abilities import XSpending

    assert effect("Spend only black mana on X.", "Sorcery") == XSpending(ManaType.B)
    spirit = '{name: Spirit, type_line: Sorcery, mana_cost: "{X}{1}{B}", oracle_text: "Spend only black mana on X.\\nSpirit deals X damage to any target."}'
    body = f"cards:\n  - {spirit}\nbattlefield: {{you: [Swamp, Swamp, Forest, Forest]}}\nhand: {{you: [Spirit]}}\n"
    one = cast(state(body), "Spirit", x=1)
    assert one.legal and one.cost == "{2}{B}"  # audit21: the total cost (601.2f) writes X as generic; only its payment is black
    assert not cast(state(body), "Spirit", x=2).legal
