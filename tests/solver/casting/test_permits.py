"""Casting permissions and prohibitions, a player's hexproof and shroud, keyword-less alternative
costs, two kicker costs and additional costs sized by X — each read and checked for its meaning:
601.3 and 101.2 (an effect that says "can't" forbids casting whatever permits it), 702.8a ("as
though they had flash" for other spells), 702.11c and 702.18a (players as targets, 115.4), 118.9
(an alternative cost with non-mana parts, 601.2g-h), 702.33b ("Kicker [cost 1] and/or [cost 2]")
and 601.2b with 107.3a (X announced with the costs that use it)."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import (
    AdditionalCost,
    CastProhibition,
    FlashPermission,
    Kicker,
    PaidAlternativeCost,
    PlayerKeyword,
    ReturnToHand,
    XCostPart,
)
from manasolve.model.cards import TypeLine
from manasolve.model.errors import QueryError
from manasolve.model.selectors import Who
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import cast, cast_options

from games import scenario as state
from games import static_effect as effect


MIND_ROT = '{name: Mind Rot, type_line: Sorcery, mana_cost: "{2}{B}", oracle_text: "Target player discards two cards."}'
DURESS = '{name: Duress, type_line: Sorcery, mana_cost: "{B}", oracle_text: "Target opponent reveals their hand. That player discards a card."}'


def test_the_family_is_read() -> None:
    """Each template becomes its typed value: a player's keyword (702.11c, 702.18a), a casting
    prohibition with its count or turn (601.3), a flash permission for other spells (702.8a), an
    alternative cost with a part to return (118.9), a cost sized by X (601.2b)."""
    assert effect("You have hexproof.") == PlayerKeyword("hexproof")
    assert effect("You have shroud.") == PlayerKeyword("shroud")
    rule_of_law = effect("Each player can't cast more than one spell each turn.")
    assert isinstance(rule_of_law, CastProhibition) and rule_of_law.players is Who.ANY and rule_of_law.most == 1
    dromoka = effect("Your opponents can't cast spells during your turn.")
    assert isinstance(dromoka, CastProhibition) and dromoka.players is Who.OPPONENT and dromoka.during_your_turn
    flash = effect("You may cast sorcery spells as though they had flash.")
    assert isinstance(flash, FlashPermission) and flash.spells.card_types == {"Sorcery"}
    post = effect("You may pay {1} and return a basic land you control to its owner's hand rather than pay this spell's mana cost.", "Artifact")
    assert isinstance(post, PaidAlternativeCost) and str(post.cost) == "{1}" and isinstance(post.parts[0], ReturnToHand)
    deluge = effect("As an additional cost to cast this spell, pay X life.", "Sorcery")
    assert isinstance(deluge, AdditionalCost) and deluge.parts == (XCostPart("life"),)


def test_kicker_and_or_is_two_kicker_costs() -> None:
    """702.33b: "Kicker [cost 1] and/or [cost 2]" means "Kicker [cost 1], kicker [cost 2]"."""
    kickers = parse_abilities("Kicker {1}{B} and/or {R}", card_name="Test Card", type_line=TypeLine.parse("Creature — Beast"))
    assert [str(k.cost) for k in kickers if isinstance(k, Kicker)] == ["{1}{B}", "{R}"]


def test_rule_of_law_forbids_the_second_spell_of_a_turn() -> None:
    """601.3, 101.2: with one spell cast this turn, no player may cast another; with none, one."""
    body = (
        'cards:\n  - {name: Rule of Law, type_line: Enchantment, mana_cost: "{2}{W}", oracle_text: "Each player can\'t cast more than one spell each turn."}\n'
        f"  - {MIND_ROT}\nbattlefield: {{you: [Swamp, Swamp, Swamp], opp: [Rule of Law]}}\nhand: {{you: [Mind Rot]}}\n"
    )
    assert cast(state(body), "Mind Rot").legal
    refused = cast(state(body + "spells_cast_this_turn: {you: 1}\n"), "Mind Rot")
    assert not refused.legal and "spells_cast_this_turn" in refused.reason


def test_flash_permission_applies_to_its_spells_only() -> None:
    """702.8a, 117.1a: "You may cast sorcery spells as though they had flash" lets a sorcery be cast
    on another player's turn; a creature spell still waits for its caster's main phase."""
    body = (
        "active: opp\ncards:\n"
        '  - {name: Orrery Sorceries, type_line: Artifact, mana_cost: "{4}", oracle_text: "You may cast sorcery spells as though they had flash."}\n'
        '  - {name: Bears, type_line: Creature — Bear, mana_cost: "{1}{G}", oracle_text: ""}\n'
        f"  - {MIND_ROT}\nbattlefield: {{you: [Orrery Sorceries, Swamp, Swamp, Swamp, Forest, Forest]}}\nhand: {{you: [Mind Rot, Bears]}}\n"
    )
    s = state(body)
    assert cast(s, "Mind Rot").legal
    assert not cast(s, "Bears").legal


def test_player_hexproof_and_shroud_limit_targets() -> None:
    """702.11c: a player with hexproof can't be the target of an opponent's spell, but can be of
    their own; 702.18a: a player with shroud of no spell; "target opponent" never the caster (115.1)."""
    leyline = '{name: Leyline, type_line: Enchantment, mana_cost: "{2}{W}{W}", oracle_text: "You have hexproof."}'
    body = f"cards:\n  - {leyline}\n  - {MIND_ROT}\n  - {DURESS}\nhand: {{you: [Mind Rot, Duress]}}\n"
    s = state(body + "battlefield: {you: [Swamp, Swamp, Swamp], opp: [Leyline]}\n")
    assert cast(s, "Mind Rot").legal  # you may target yourself
    assert not cast(s, "Duress").legal  # the only opponent has hexproof
    mine = state(body + "battlefield: {you: [Swamp, Swamp, Swamp, Leyline]}\n")
    assert cast(mine, "Duress").legal and cast(mine, "Mind Rot").legal  # hexproof does not stop its own player
    shroud = '{name: Believer, type_line: Creature — Human Cleric, mana_cost: "{W}{W}", oracle_text: "You have shroud."}'
    s = state(f"cards:\n  - {shroud}\n  - {MIND_ROT}\nhand: {{you: [Mind Rot]}}\nbattlefield: {{you: [Swamp, Swamp, Swamp, Believer], opp: [Believer]}}\n")
    assert not cast(s, "Mind Rot").legal


def test_borderpost_alternative_cost() -> None:
    """118.9, 601.2g-h: the basic land may tap for the {1} and then be returned; without a basic
    land the alternative cost can't be paid (118.3)."""
    post = (
        '{name: Post, type_line: Artifact, mana_cost: "{1}{W}{U}", oracle_text: "You may pay {1} and return a basic land you control '
        "to its owner's hand rather than pay this spell's mana cost.\\n{T}: Add {W} or {U}.\"}"
    )
    ok = state(f"cards:\n  - {post}\nbattlefield: {{you: [Plains]}}\nhand: {{you: [Post]}}\n")
    verdict = cast(ok, "Post", alternative_cost="alternative")
    assert verdict.legal and verdict.cost == "{1}"
    assert [o.choice["alternative_cost"] for o in cast_options(ok, "Post").options] == ["alternative"]
    wastes = '{name: Colorless Land, type_line: Land, mana_cost: "", oracle_text: "{T}: Add {C}."}'
    bad = state(f"cards:\n  - {post}\n  - {wastes}\nbattlefield: {{you: [Colorless Land]}}\nhand: {{you: [Post]}}\n")
    assert not cast(bad, "Post", alternative_cost="alternative").legal


def test_x_life_is_bounded_by_the_life_total() -> None:
    """601.2b, 119.4, 118.3: X is announced with the cost "pay X life"; a player can pay life up to
    their life total, not more."""
    deluge = '{name: Deluge, type_line: Sorcery, mana_cost: "{2}{B}", oracle_text: "As an additional cost to cast this spell, pay X life."}'
    s = state(f"life: {{you: 3}}\ncards:\n  - {deluge}\nbattlefield: {{you: [Swamp, Swamp, Swamp]}}\nhand: {{you: [Deluge]}}\n")
    assert cast(s, "Deluge", x=3).legal
    assert not cast(s, "Deluge", x=4).legal
    assert sorted(o.choice["x"] for o in cast_options(s, "Deluge").options) == [0, 1, 2, 3]


def test_revealing_needs_another_card_of_the_kind_in_hand() -> None:
    """118.8, 118.3, 701.20a: "reveal a creature card from your hand" is paid with another card
    of the hand (the spell is on the stack, 601.2a); without one the spell can't be cast. An
    optional reveal ("you may reveal a Dragon card") never stops a cast (118.8)."""
    radius = (
        '{name: Radius, type_line: Sorcery, mana_cost: "{R}", oracle_text: "As an additional cost to cast this spell, '
        'reveal a creature card from your hand."}'
    )
    bears = '{name: Bears, type_line: Creature — Bear, mana_cost: "{1}{G}", oracle_text: ""}'
    body = f"cards:\n  - {radius}\n  - {bears}\nbattlefield: {{you: [Mountain]}}\n"
    assert cast(state(body + "hand: {you: [Radius, Bears]}\n"), "Radius").legal
    assert not cast(state(body + "hand: {you: [Radius, Mountain]}\n"), "Radius").legal
    orator = (
        '{name: Orator, type_line: Creature — Bird Monk, mana_cost: "{W}", oracle_text: "As an additional cost to cast this spell, '
        'you may reveal a Dragon card from your hand."}'
    )
    assert cast(state(f"cards:\n  - {orator}\nbattlefield: {{you: [Plains]}}\nhand: {{you: [Orator]}}\n"), "Orator").legal


def test_collecting_evidence_counts_the_graveyard() -> None:
    """701.59a: collecting evidence N exiles cards of total mana value N or more from the graveyard;
    as a mandatory cost it needs that graveyard, and the scenario must give it (never assumed)."""
    sleuth = '{name: Sleuth, type_line: Sorcery, mana_cost: "{B}", oracle_text: "As an additional cost to cast this spell, collect evidence 4."}'
    body = f"cards:\n  - {sleuth}\nbattlefield: {{you: [Swamp]}}\nhand: {{you: [Sleuth]}}\n"
    assert cast(state(body + "graveyard: {you: [Fireball, Llanowar Elves, Llanowar Elves, Llanowar Elves]}\n"), "Sleuth").legal
    assert not cast(state(body + "graveyard: {you: [Llanowar Elves]}\n"), "Sleuth").legal
    with pytest.raises(QueryError, match="graveyard"):
        cast(state(body), "Sleuth")


def test_the_chosen_name_is_never_assumed() -> None:
    """601.3: "Spells with the chosen name can't be cast" forbids only that name; without the
    permanent's ``chosen_name`` the query fails naming the key."""
    mage = (
        '{name: Mage, type_line: Creature — Human Wizard, mana_cost: "{W}{U}", oracle_text: "Spells with the chosen name can\'t be cast."}'
    )
    shock = '{name: Shock, type_line: Instant, mana_cost: "{R}", oracle_text: "Shock deals 2 damage to any target."}'
    body = f"cards:\n  - {mage}\n  - {shock}\nhand: {{you: [Shock]}}\n"
    assert not cast(state(body + "battlefield: {you: [Mountain], opp: [{card: Mage, chosen_name: Shock}]}\n"), "Shock").legal
    assert cast(state(body + "battlefield: {you: [Mountain], opp: [{card: Mage, chosen_name: Opt}]}\n"), "Shock").legal
    with pytest.raises(QueryError, match="chosen_name"):
        cast(state(body + "battlefield: {you: [Mountain], opp: [Mage]}\n"), "Shock")


def test_discard_or_pay_is_a_choice_of_costs() -> None:
    """601.2b, 601.2f: "discard a card or pay {5}": with a card to discard the caster may pay
    either; with none, the {5} is added to the total cost (118.3)."""
    axe = '{name: Axe, type_line: Instant, mana_cost: "{R}", oracle_text: "As an additional cost to cast this spell, discard a card or pay {5}."}'
    body = f"cards:\n  - {axe}\nbattlefield: {{you: [Mountain, Mountain, Mountain, Mountain, Mountain, Mountain]}}\n"
    both = state(body + "hand: {you: [Axe, Forest]}\n")
    assert sorted(o.cost for o in cast_options(both, "Axe").options) == ["{5}{R}", "{R}"]
    assert cast(both, "Axe", pay_mana_instead=False).cost == "{R}"
    alone = state(body + "hand: {you: [Axe]}\n")
    assert [o.cost for o in cast_options(alone, "Axe").options] == ["{5}{R}"]
    assert not cast(alone, "Axe", pay_mana_instead=False).legal


def test_a_granted_alternative_cost_is_for_its_controllers_spells() -> None:
    """118.9: "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast" is an
    alternative cost for the spells of the permanent's controller only, named after it; the card
    in hand does not offer it to itself (its ability works on the battlefield)."""
    jodah = (
        '{name: Jodah, type_line: Legendary Creature — Human Wizard, mana_cost: "{1}{U}{R}{W}", oracle_text: '
        '"You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast."}'
    )
    body = f"cards:\n  - {jodah}\nhand: {{you: [Jodah, Llanowar Elves]}}\n"
    five = "[Plains, Island, Swamp, Mountain, Forest]"
    mine = state(body + "battlefield: {you: [Jodah, Plains, Island, Swamp, Mountain, Forest]}\n")
    verdict = cast(mine, "Llanowar Elves", alternative_cost="jodah")
    assert verdict.legal and verdict.cost == "{W}{U}{B}{R}{G}"
    theirs = state(body + f"battlefield: {{you: {five}, opp: [Jodah]}}\n")
    assert not cast(theirs, "Llanowar Elves", alternative_cost="jodah").legal
    assert all(o.choice["alternative_cost"] is None for o in cast_options(theirs, "Jodah").options)
