"""The classifier of sentences no mana rule consults (model/text/inert.py): each family gives its
reason for the sentences real cards print; a sentence that changes what the mana rules consult
(types, colours, abilities and haste, costs, activation, spending, casting, entering, mana) is never
inert, whatever inert words come with it; and every sentence of a card is read, inert with a
reason, or unread — never dropped."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from manasolve.model.abilities import CantActivate, InertAbility, StaticAbility, TriggeredAbility
from manasolve.model.cards import TypeLine
from manasolve.model.text import read_card_text
from manasolve.model.text.inert import RULES, classify

REASONS = [
    ("Draw two cards.", "card draw"),
    ("Each opponent discards a card.", "discard"),
    ("This creature deals 3 damage to any target.", "damage"),
    ("You gain 4 life.", "life"),
    ("Create two 1/1 white Soldier creature tokens with haste.", "tokens and new objects"),
    ("Counter target spell unless its controller pays {2}.", "counterspell"),
    ("Destroy target artifact.", "destroy and sacrifice"),
    ("Return target creature to its owner's hand.", "exile and zone changes"),
    ("Search your library for a basic land card, reveal it, put it into your hand, then shuffle.", "library and information"),
    ("Put a +1/+1 counter on target creature.", "counters"),
    ("This land enters tapped.", "tap and untap"),
    ("Untap target permanent.", "tap and untap"),
    ("Target creature gains flying until end of turn.", "keyword abilities"),
    ("This creature can't block.", "combat"),
    ("Gain control of target creature until end of turn.", "control"),
    ("Prevent all combat damage that would be dealt this turn.", "prevention"),
    ("You become the monarch.", "player state"),
    ("You win the game.", "game outcome"),
    ("This ability triggers only once each turn.", "triggers"),
    ("Take an extra turn after this one.", "turn structure"),
    ("You have no maximum hand size.", "hand size"),
    ("Copy target instant or sorcery spell.", "copy a spell"),
    ("Attach target Equipment you control to target creature you control.", "attachment"),
    ("Transform this creature.", "transform"),
    ("You get an emblem with \"Creatures you control get +1/+1.\"", "emblems"),
    ("You may play an additional land on each of your turns.", "land plays"),
    ("As this land enters, choose a color.", "choice"),
    ("Flip a coin.", "chance"),
    ("Round up each time.", "arithmetic"),
    ("Exile the top card of your library. You may play it this turn.", "exile and zone changes"),
    ("This effect doesn't remove this Aura.", "attachment"),  # 702.16c
    ("You may have this creature assign its combat damage as though it weren't blocked.", "combat"),  # 510.1c
    ("Creatures you control can attack as though they didn't have defender.", "combat"),  # 508.1c, 702.3b
    ("This creature can block creatures with shadow as though it had shadow.", "combat"),  # 702.28b
    # cov17: abilities named by an inert keyword (702.14 landwalk; 702.22c "bands with other" is banding)
    ("Target creature loses all landwalk abilities until end of turn.", "keyword abilities"),
    ('Target creature loses banding and all "bands with other" abilities until end of turn.', "keyword abilities"),
    # cov17: which creatures can't be blocked, and by which, are descriptions (509.1b)
    ("Creatures you control with no abilities can't be blocked by creatures with abilities.", "combat"),
    # cov17: a life total set to a count (119.5); a free cast as the effect resolves (608.2g) or of
    # cards exiled with a Saga (the scenario's exile may_cast); a token "that has" an ability (111.4);
    # a number fixed "as you activate this ability"; how often a trigger resolved this turn
    ("Each player's life total becomes the number of creatures they control.", "life"),
    ("Harness The Mind Stone.", "counters"),
    ("Target player activates a mana ability of each land they control.", "tap and untap"),
    ("Whenever this creature attacks and isn't blocked, you may have defending player activate a mana ability of each land they control "
     "and lose all unspent mana.", "tap and untap"),
    ("You may reveal that card if it has three or more colored mana symbols in its mana cost.", "library and information"),
    ("Put all creature cards with activated abilities that aren't mana abilities from among the milled cards into your hand.",
     "exile and zone changes"),
    ("Whenever a land an opponent controls is tapped for mana, tap all lands that player controls that could produce any type of mana that land "
     "could produce.", "tap and untap"),
    ("Cast it without paying its mana cost.", "exile and zone changes"),
    ("You may cast an instant or sorcery card exiled with this Saga, and mana of any type can be spent to cast that spell.", "exile and zone changes"),
    ("You may cast a spell with mana value 3 or less from among them without paying its mana cost.", "exile and zone changes"),
    ('At the beginning of your upkeep, create a Tulip Petal artifact token that has "{T}, Sacrifice this artifact: Add one mana of any color."',
     "tokens and new objects"),
    ("Lukka deals X damage to target creature, where X is the greatest power among creatures you control as you activate this ability.", "damage"),
    ("Whenever a land you control enters, you gain 4 life if this is the first time this ability has resolved this turn.", "life"),
    (
        "If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it "
        "at the beginning of the next cleanup step.",
        "destroy and sacrifice",
    ),
]


@pytest.mark.parametrize("sentence, reason", REASONS)
def test_each_family_gives_its_reason(sentence: str, reason: str) -> None:
    got = classify(sentence.split(". ")[0] if sentence.count(". ") and reason == "exile and zone changes" else sentence)
    assert got is not None and got.reason == reason, got


def test_an_impulse_draw_permission_is_about_exile() -> None:
    """The cast queries cast from a hand or the top of a library (SCENARIOS.md): a permission to
    play a card exiled this turn is never consulted."""
    got = classify("You may play that card this turn.")
    assert got is not None and got.reason == "exile and zone changes"
    assert classify("You may cast spells from the top of your library.") is None  # that one is consulted


CONSULTED = [
    "Creatures you control gain haste until end of turn.",  # 302.6
    "This land becomes a 2/2 creature until end of turn.",  # 205, 613.1d
    "Enchanted land is a Swamp.",  # 305.7
    "Target creature becomes blue until end of turn.",  # 105, 613.1e
    "Target creature loses all abilities until end of turn.",  # 613.1f
    "Creatures you control have \"{T}: Draw a card.\"",  # 613.1f: a granted ability
    "Noncreature spells cost {1} more to cast.",  # 601.2f
    "Activated abilities of artifacts can't be activated.",  # 602.5
    "You may spend mana as though it were mana of any color to cast this spell.",  # 609.4b
    "Your opponents can't cast spells during your turn.",  # 601.3
    "Each other creature you control enters with an additional +1/+1 counter on it.",  # 614.1c
    "Target creature you control gains hexproof until end of turn.",  # 115, 702.11
    "You may cast creature spells as though they had flash.",  # 702.8, 601.3
    "Add {G}.",  # 106
    "This creature can attack as though it had haste.",  # 302.6: haste is never part of a combat exception
    "You have hexproof.",  # 115, 702.11: which players a spell may target
    "This creature crews Vehicles as though its power were 2 greater.",  # 702.122: a crew cost
    "X can't be 0.",  # 107.3: the X of a spell or ability
    "Target creature with no abilities gains haste and can't be blocked this turn.",  # cov17: the haste is granted (302.6)
    'Target creature loses all "{T}: Add {G}" abilities until end of turn.',  # cov17: a mana ability is no inert keyword
    "Cast this spell only during combat.",  # cov17: a cast query's timing (601.3), not a free cast as the effect resolves
    "You may cast this spell as though it had flash if you pay {2} more to cast it.",  # 702.8a, 601.2f
]


@pytest.mark.parametrize("sentence", CONSULTED)
def test_what_the_mana_rules_consult_is_never_inert(sentence: str) -> None:
    assert classify(sentence) is None


INERT_HEADS = [sentence for sentence, _ in REASONS if "." not in sentence[:-1]]


@given(st.sampled_from([s.rstrip(".") for s in INERT_HEADS]), st.sampled_from([s.rstrip(".") for s in CONSULTED]))
def test_an_inert_clause_never_hides_a_consulted_one(inert: str, consulted: str) -> None:
    """Joined to an inert clause ("Draw a card, then ..."), a consulted effect still makes the
    sentence not inert: the sentence is left unread rather than classified."""
    joined = f"{inert}, then {consulted[0].lower()}{consulted[1:]}."
    assert classify(joined) is None


def test_a_trigger_head_is_not_the_effect() -> None:
    """603.1: the trigger condition says when; the effect after it is what is classified."""
    got = classify("Whenever you activate an ability that isn't a mana ability, draw a card.")
    assert got is not None and got.reason == "card draw"
    assert classify("Whenever a creature you control attacks, it gains haste until end of turn.") is None


def test_every_rule_says_why() -> None:
    reasons = [r.reason for r in RULES]
    assert len(reasons) == len(set(reasons))
    assert all(len(r.why) > 40 and any(ch.isdigit() for ch in r.why) or "Un-" in r.why or "Alchemy" in r.why for r in RULES)


def test_every_sentence_is_read_inert_or_unread() -> None:
    """Nothing is dropped: each sentence of a card is in its abilities' data, its inert sentences
    or its unread ones."""
    text = read_card_text(
        "Flying\nWhen this creature enters, draw a card. Zorbulate the frobnitz.\nThis creature can't block.\n{T}: Add {G}.",
        card_name="Test Card",
        type_line=TypeLine.parse("Creature"),
    )
    assert [s.text for s in text.inert] == ["When this creature enters, draw a card.", "This creature can't block."]
    assert [(u.text, u.ability) for u in text.unread] == [("Zorbulate the frobnitz.", 1)]
    assert isinstance(text.abilities[1], TriggeredAbility) and isinstance(text.abilities[2], InertAbility)


def test_an_inert_clause_joined_to_a_consulted_one_is_split() -> None:
    """602.5: "Enchanted creature can't attack or block, and its activated abilities can't be
    activated" forbids activating the enchanted creature's abilities (read, a static effect) and
    changes combat (classified inert); neither clause is lost."""
    text = read_card_text(
        "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.",
        card_name="Test Aura",
        type_line=TypeLine.parse("Enchantment — Aura"),
    )
    assert not text.unread
    assert [(s.text, s.reason) for s in text.inert] == [("Enchanted creature can't attack or block.", "combat")]
    static = text.abilities[1]
    assert isinstance(static, StaticAbility) and [type(e) for e in static.effects] == [CantActivate]


@pytest.mark.parametrize(
    "sentence, changes",
    [
        ("Target creature with power 2 or less can't be blocked this turn.", False),
        ("Creatures with power less than this creature's power can't block it.", False),
        ("Enchanted creature gets +1/+1 for each Aura attached to it.", True),
        # pt10: read now ("... are each equal to the number of lands you control", "Switch ..."):
        # changes of power the grammar still does not read
        ("Its power is equal to that creature's power and its toughness is equal to that creature's toughness.", True),
        ("Each creature gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it.", True),
    ],
)
def test_a_sentence_that_changes_power_is_unread_one_that_reads_it_inert(sentence: str, changes: bool) -> None:
    """613.4, 208.1: amounts read power, so a change of power or toughness the grammar does not read
    is unread (needed only where power is read); a sentence that only reads power changes nothing
    a mana rule consults."""
    text = read_card_text(sentence, card_name="Test Card", type_line=TypeLine.parse("Enchantment"))
    if changes:
        assert [(u.text, u.needs) for u in text.unread] == [(sentence, "power and toughness")] and not text.inert
    else:
        assert [(s.text, s.reason) for s in text.inert] == [(sentence, "power and toughness")] and not text.unread
