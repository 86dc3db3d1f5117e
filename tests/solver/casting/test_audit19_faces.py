"""audit19: cards with several faces, written as Oracle data joins them ("Fire // Ice", mana costs
"{1}{R} // {1}{U}", type lines "Instant // Instant", texts separated by a line "//"). A split card
is cast as one of its halves, with only that half's characteristics (709.3, 709.3a): its mana
cost and mana value (202.3d); both halves together only with fuse and only from the hand
(702.102a), the fused spell's mana value being the total of both (202.3d); an aftermath half only
from a graveyard (702.127a); an adventurer card as its creature or as its Adventure (715.3, 715.3a);
a modal double-faced card with either face up (712), a land face is played, not cast (305.1)."""

from __future__ import annotations

from manasolve.model.cards import CardData
from manasolve.model.library import read_card
from manasolve.solver.app.queries import cast, cast_options

from games import card, game

FIRE_ICE = card("Fire // Ice", "Instant // Instant",
                "Fire deals 2 damage divided as you choose among one or two targets.\n//\nTap target permanent.\nDraw a card.", "{1}{R} // {1}{U}")
WEAR_TEAR = card("Wear // Tear", "Instant // Instant",
                 "Destroy target artifact.\nFuse (You may cast one or both halves of this card from your hand.)\n//\n"
                 "Destroy target enchantment.\nFuse (You may cast one or both halves of this card from your hand.)", "{1}{R} // {W}")
CUT_RIBBONS = card("Cut // Ribbons", "Sorcery // Sorcery",
                   "Cut deals 4 damage to target creature.\n//\nAftermath (Cast this spell only from your graveyard. Then exile it.)\nEach opponent loses X life.",
                   "{1}{R} // {X}{B}{B}")
GIANT = card("Bonecrusher Giant // Stomp", "Creature — Giant // Instant — Adventure",
             "Whenever this creature becomes the target of a spell, this creature deals 2 damage to that spell's controller.\n//\n"
             "Damage can't be prevented this turn. Stomp deals 2 damage to any target.", "{2}{R} // {1}{R}", "4/3")
SMASHING = card("Shatterskull Smashing // Shatterskull, the Hammer Pass", "Sorcery // Land",
                "Shatterskull Smashing deals X damage divided as you choose among up to two target creatures and/or planeswalkers.\n//\n"
                "As this land enters, you may pay 3 life. If you don't, it enters tapped.\n{T}: Add {R}.", "{X}{R}{R} // ")
WINNOWER = card("Void Winnower", "Creature — Eldrazi", "Your opponents can't cast spells with even mana values. (Zero is even.)", "{9}", "11/9")
ELECTROMANCER = card("Goblin Electromancer", "Creature — Goblin Wizard", "Instant and sorcery spells you cast cost {1} less to cast.", "{R}{R}", "2/2")


def test_faces_are_read_from_the_joined_oracle_data() -> None:
    """709.4, 202.3d: a split card outside the stack has both halves' characteristics (mana value
    4 for Fire // Ice); 715.4, 712.8a: an adventurer card or a double-faced card has its first
    face's. Each face is a card of its own."""
    fire_ice = read_card(CardData.from_mapping(FIRE_ICE))
    assert fire_ice.layout == "split" and fire_ice.mana_cost.mana_value() == 4
    assert [f.name for f in fire_ice.faces] == ["Fire", "Ice"] and str(fire_ice.faces[1].mana_cost) == "{1}{U}"
    giant = read_card(CardData.from_mapping(GIANT))
    assert giant.layout == "adventure" and giant.name == "Bonecrusher Giant" and giant.mana_cost.mana_value() == 3
    assert giant.named("Stomp") is giant.faces[1] and giant.named("Bonecrusher Giant // Stomp") is giant
    smashing = read_card(CardData.from_mapping(SMASHING))
    assert smashing.layout == "modal_dfc" and "Land" in smashing.faces[1].card_types


def test_a_split_card_is_cast_as_one_half() -> None:
    """709.3, 709.3a: the half cast has its own mana cost; the card as a whole (no fuse) is not a
    spell anyone casts."""
    s = game([FIRE_ICE], you=["Island", "Island"], hand={"you": ["Fire // Ice"]})
    assert cast(s, "Ice").answer["legal"] and cast(s, "Ice").answer["cost"] == "{1}{U}"
    assert not cast(s, "Fire").answer["legal"]  # {1}{R}: no red mana
    assert not cast(s, "Fire // Ice").answer["legal"]
    assert [o["card"] for o in cast_options(s, "Fire // Ice").answer] == ["Ice"]


def test_fuse_casts_both_halves_from_the_hand_only() -> None:
    """702.102a, 202.3d: a fused split spell costs both mana costs and has their total mana value
    (3 for Wear // Tear: Void Winnower's "even mana values" forbids Wear, MV 2, not the fused
    spell); from exile it can't be fused."""
    s = game([WEAR_TEAR, WINNOWER], you=["Mountain", "Mountain", "Plains", "Sol Ring", "Zendikar Resurgent"], opp=["Void Winnower"],
             hand={"you": ["Wear // Tear"]})
    assert cast(s, "Wear // Tear").answer == {**cast(s, "Wear // Tear").answer, "legal": True, "cost": "{1}{R}{W}"}
    assert not cast(s, "Wear").answer["legal"] and cast(s, "Tear").answer["legal"]
    e = game([WEAR_TEAR], you=["Mountain", "Plains", "Sol Ring", "Zendikar Resurgent"], exile={"you": [{"card": "Wear // Tear", "may_cast": True}]})
    assert not cast(e, "Wear // Tear", from_="exile").answer["legal"] and cast(e, "Tear", from_="exile").answer["legal"]


def test_aftermath_half_only_from_a_graveyard() -> None:
    """702.127a: the aftermath half may be cast from a graveyard and from no other zone; the first
    half can't be cast from the graveyard (no permission, 601.3)."""
    hand = game([CUT_RIBBONS], you=["Swamp", "Swamp", "Mountain"], opp=["Llanowar Elves"], hand={"you": ["Cut // Ribbons"]})
    assert not cast(hand, "Ribbons", x=1).answer["legal"] and cast(hand, "Cut").answer["legal"]
    yard = game([CUT_RIBBONS], you=["Swamp", "Swamp", "Mountain"], opp=["Llanowar Elves"], graveyard={"you": ["Cut // Ribbons"]})
    assert cast(yard, "Ribbons", from_="graveyard", x=1).answer["cost"] == "{1}{B}{B}" and cast(yard, "Ribbons", from_="graveyard", x=1).answer["legal"]
    assert not cast(yard, "Cut", from_="graveyard").answer["legal"]


def test_an_adventure_has_its_own_cost_and_types() -> None:
    """715.3a: cast as an Adventure the spell is an instant with mana cost {1}{R}, which an
    instant-and-sorcery reduction lowers; the creature is not an instant."""
    s = game([GIANT, ELECTROMANCER], you=["Mountain", "Goblin Electromancer"], hand={"you": ["Bonecrusher Giant // Stomp"]})
    assert cast(s, "Stomp").answer["cost"] == "{R}" and cast(s, "Stomp").answer["legal"]
    assert cast(s, "Bonecrusher Giant").answer["cost"] == "{2}{R}"
    assert {o["card"] for o in cast_options(s, "Bonecrusher Giant // Stomp").answer} == {"Stomp"}


def test_a_modal_double_faced_land_face_is_played_not_cast() -> None:
    """712, 305.1: the land face of a modal double-faced card is played; its spell face is cast
    for its own cost; on the battlefield the land face taps for its mana."""
    s = game([SMASHING], you=["Mountain", "Mountain", "Shatterskull, the Hammer Pass"], hand={"you": ["Shatterskull Smashing // Shatterskull, the Hammer Pass"]})
    assert not cast(s, "Shatterskull, the Hammer Pass").answer["legal"]
    assert cast(s, "Shatterskull Smashing", x=1).answer == {**cast(s, "Shatterskull Smashing", x=1).answer, "legal": True, "cost": "{1}{R}{R}"}


def test_one_or_two_targets_are_any_targets() -> None:
    """115.4, 601.2c: "among one or two targets" (Fire) is between one and two of any target."""
    from manasolve.model.text.targets import read_targets
    (t,) = read_targets("Fire deals 2 damage divided as you choose among one or two targets")
    assert t.any_target and (t.minimum, t.maximum) == (1, 2)


def test_a_target_creature_that_loses_all_abilities_is_a_creature() -> None:
    """115.1: "target creature loses all abilities" (Turn // Burn) targets a creature, not an
    ability on the stack."""
    from manasolve.model.text.targets import read_targets
    (t,) = read_targets("Until end of turn, target creature loses all abilities and becomes a red Weird with base power and toughness 0/1")
    assert not t.stack and t.what is not None


COMMIT = card("Commit // Memory", "Instant // Sorcery",
              "Put target spell or nonland permanent into its owner's library second from the top.\n//\n"
              "Aftermath (Cast this spell only from your graveyard. Then exile it.)\nEach player shuffles their hand and graveyard into their library, then draws seven cards.",
              "{3}{U} // {4}{U}{U}")


def test_target_spell_or_nonland_permanent() -> None:
    """115.1, 601.2c: "target spell or nonland permanent" (Commit) has a legal target when a
    nonland permanent or another spell is there; lands alone and an empty stack give none."""
    islands = ["Island"] * 4
    lands_only = game([COMMIT], you=islands, hand={"you": ["Commit // Memory"]})
    assert not cast(lands_only, "Commit").answer["legal"]
    permanent = game([COMMIT], you=islands, opp=["Llanowar Elves"], hand={"you": ["Commit // Memory"]})
    assert cast(permanent, "Commit").answer["legal"]
    spell = game([COMMIT], you=islands, hand={"you": ["Commit // Memory"]}, stack=[{"card": "Llanowar Elves", "controller": "opp"}])
    assert cast(spell, "Commit").answer["legal"]


def test_an_aftermath_sorcery_half_keeps_sorcery_timing() -> None:
    """702.127a, 307.1: Memory (a sorcery) cast from the graveyard only in its caster's main phase
    with an empty stack; Commit (an instant) in the opponent's turn."""
    theirs = game([COMMIT], you=["Island"] * 6, opp=["Llanowar Elves"], active="opp",
                  hand={"you": ["Commit // Memory"]}, graveyard={"you": ["Commit // Memory"]})
    assert cast(theirs, "Commit").answer["legal"] and not cast(theirs, "Memory", from_="graveyard").answer["legal"]
    mine = game([COMMIT], you=["Island"] * 6, graveyard={"you": ["Commit // Memory"]})
    assert cast(mine, "Memory", from_="graveyard").answer == {**cast(mine, "Memory", from_="graveyard").answer, "legal": True, "cost": "{4}{U}{U}"}


def test_a_modal_double_faced_card_on_the_battlefield_by_its_whole_name() -> None:
    """712.8d-e: named as a whole on the battlefield, a modal double-faced card whose front face is
    a sorcery is its land face (the only permanent it can be); a reference by the whole name finds it."""
    from manasolve.solver.app.queries import tap_for_mana
    s = game([SMASHING], you=["Shatterskull Smashing // Shatterskull, the Hammer Pass"])
    assert tap_for_mana(s, "Shatterskull Smashing // Shatterskull, the Hammer Pass").answer == ["R"]


def test_on_an_adventure_the_creature_only() -> None:
    """715.3d: an adventurer card exiled by its resolved Adventure (exile key ``adventure``) may be
    cast from exile, but not as an Adventure; another effect's permission (``may_cast``) lets
    either face be cast."""
    on = game([GIANT], you=["Mountain"] * 3, exile={"you": [{"card": "Bonecrusher Giant // Stomp", "adventure": True}]})
    assert cast(on, "Bonecrusher Giant", from_="exile").answer["legal"] and not cast(on, "Stomp", from_="exile").answer["legal"]
    other = game([GIANT], you=["Mountain"] * 3, exile={"you": [{"card": "Bonecrusher Giant // Stomp", "may_cast": True}]})
    assert cast(other, "Stomp", from_="exile").answer["legal"]


def test_card_pools_give_the_whole_card_too() -> None:
    """A card pool's multi-faced card (MTGJSON's faces under "Fire // Ice", Scryfall's
    ``card_faces``) is also loaded by its whole name, faces joined as Oracle data joins them."""
    from pathlib import Path

    from manasolve.model.pools import read_pool

    fixtures = Path(__file__).resolve().parents[2] / "fixtures"
    atomic = read_pool(fixtures / "AtomicCards.json").cards
    fire_ice = read_card(atomic["fire // ice"])
    assert fire_ice.layout == "split" and [f.name for f in fire_ice.faces] == ["Fire", "Ice"]
    scryfall = read_pool(fixtures / "oracle-cards.json").cards
    delver = read_card(scryfall["delver of secrets // insectile aberration"], allow_unread=True)
    assert delver.layout == "transform" and delver.name == "Delver of Secrets"
