"""grants14: "The same is true for <keywords>." (one line per keyword, each checked on its own:
Odric, Lunarch Marshal and Rayami rulings), lasting effects created only "if" a condition held as
the ability resolved (608.2c), and "can't be the target of" prohibitions (115.1, 601.2c)."""

from __future__ import annotations

import pytest

from manasolve.model.errors import QueryError
from manasolve.model.abilities import GrantAbilities, Haste, LoseAbilities, ModifyPT, PlayerKeyword, StaticAbility, TriggeredAbility, UntargetablePermanents
from manasolve.model.mana import ManaType, TypeSet
from manasolve.model.selectors import Relation, Who
from manasolve.model.text.inert import classify
from manasolve.model.text.same_is_true import expand_same_is_true
from manasolve.model.text.targets import read_targets
from manasolve.solver.board.layers import compute_board
from manasolve.solver.casting.targets import legal_target_permanents
from manasolve.solver.app.queries import cast

from games import card, game, read, static_effect, tap

ODRIC_TEXT = (
    "At the beginning of each combat, creatures you control gain first strike until end of turn if a creature you "
    "control has first strike. The same is true for flying, deathtouch, double strike, haste, hexproof, "
    "indestructible, lifelink, menace, reach, skulk, trample, and vigilance."
)
ODRIC = card("Odric, Lunarch Marshal", "Legendary Creature — Human Soldier", ODRIC_TEXT, "{3}{W}", "3/3")


def test_the_same_is_true_is_the_sentence_again_for_each_keyword() -> None:
    """Rayami ruling: the sentence before holds again with each listed keyword in place of its
    own, one keyword at a time."""
    lines = expand_same_is_true(
        "As long as you control a creature with flying, this creature has flying. The same is true for first strike, haste, and protection from red."
    )
    assert lines == [
        "As long as you control a creature with flying, this creature has flying.",
        "As long as you control a creature with first strike, this creature has first strike.",
        "As long as you control a creature with haste, this creature has haste.",
        "As long as you control a creature with protection from red, this creature has protection from red.",
    ]


def test_a_list_that_is_not_of_keywords_is_left_as_written() -> None:
    """"The same is true for artifacts and enchantments." names objects, not keyword abilities:
    not split (the line stays as written, unread or read by its own rule)."""
    line = "Creatures you control have hexproof. The same is true for artifacts and enchantments."
    assert expand_same_is_true(line) == [line]


def test_odric_reads_one_trigger_per_keyword_and_its_haste_part_is_a_grant() -> None:
    """Odric ruling (2016-04-08): each keyword is checked separately; the haste part is a trigger
    of its own whose effect grants haste until end of turn (611.2a, 613.1f)."""
    abilities = read(ODRIC_TEXT, "Legendary Creature — Human Soldier", "Odric, Lunarch Marshal")
    assert len(abilities) == 13 and all(isinstance(a, TriggeredAbility) for a in abilities)
    (e,) = abilities[4].continuous
    assert isinstance(e, GrantAbilities) and isinstance(e.abilities[0], Haste) and e.duration == "until end of turn"


def test_odric_haste_resolved_lets_a_new_creature_tap() -> None:
    """302.6, 608.2c: the haste part listed as resolved (its condition held then) gives haste; the
    flying part gives none."""
    elves = {"card": "Llanowar Elves", "id": "elves", "summoning_sick": True}
    with_haste = game([ODRIC], you=[{"card": "Odric, Lunarch Marshal", "resolved_this_turn": [4]}, elves])
    assert tap(with_haste, "elves") == {"G"}
    with_flying = game([ODRIC], you=[{"card": "Odric, Lunarch Marshal", "resolved_this_turn": [1]}, elves])
    assert tap(with_flying, "elves") == "illegal"


PLAX = card(
    "Shielding Plax", "Enchantment — Aura",
    "Enchant creature\nWhen this Aura enters, draw a card.\nEnchanted creature can't be the target of spells or abilities your opponents control.",
    "{2}{G/U}",
)
PALADIN = card("Fiendslayer Paladin", "Creature — Human Knight", "First strike\nLifelink\nThis creature can't be the target of black or red spells your opponents control.", "{1}{W}{W}", "2/2")
MURDER = card("Murder", "Instant", "Destroy target creature.", "{1}{B}{B}")
GROWTH = card("Giant Growth", "Instant", "Target creature gets +3/+3 until end of turn.", "{G}")


def test_cant_be_the_target_of_opponents_spells_is_read() -> None:
    """115.1: the prohibition is data (who is protected, from whose spells, of which colours), not
    a keyword: the permanent gains no hexproof (702.11)."""
    *_, plax = read(PLAX["oracle_text"], "Enchantment — Aura", "Shielding Plax")
    (e,) = plax.effects
    assert isinstance(e, UntargetablePermanents) and e.opponents and not e.colors
    assert e.affected.relation is Relation.ENCHANTED
    (paladin,) = [a for a in read(PALADIN["oracle_text"], "Creature — Human Knight", "Fiendslayer Paladin") if isinstance(a, StaticAbility)]
    (p,) = paladin.effects
    assert isinstance(p, UntargetablePermanents) and p.colors == frozenset({ManaType.B, ManaType.R}) and p.affected.relation is Relation.SELF


def test_an_opponents_plax_makes_murder_uncastable() -> None:
    """601.2c: a spell with no legal target can't be cast; "your opponents" are the Plax
    controller's (109.5), so its controller's own spell may target the creature."""
    theirs = game([PLAX, MURDER], you=["Swamp"] * 3, opp=[{"card": "Llanowar Elves", "id": "elf"}, {"card": "Shielding Plax", "attached_to": "elf"}], hand={"you": ["Murder"]})
    assert not cast(theirs, "Murder").legal
    mine = game([PLAX, MURDER], you=["Swamp"] * 3 + [{"card": "Llanowar Elves", "id": "elf"}, {"card": "Shielding Plax", "attached_to": "elf"}], hand={"you": ["Murder"]})
    assert cast(mine, "Murder").legal


def test_black_or_red_spells_are_spells_of_one_of_those_colours() -> None:
    """105.2: Murder is black, so it can't target Fiendslayer Paladin; green Giant Growth can."""
    s = game([PALADIN, MURDER, GROWTH], you=["Swamp"] * 3 + ["Forest"], opp=["Fiendslayer Paladin"], hand={"you": ["Murder", "Giant Growth"]})
    assert not cast(s, "Murder").legal
    assert cast(s, "Giant Growth").legal


def test_what_an_opponents_spell_makes_you_do_is_inert_but_cant_be_sacrificed_is_not() -> None:
    """608.2, 701.21a: an opponent's spell making you sacrifice is part of its resolution, which no
    mana query performs; the sacrifices a query weighs are costs of your own spells and abilities
    (601.2h, 602.2b). "can't be sacrificed" stops such a cost (118.3), so it is never inert."""
    sigarda = classify("Spells and abilities your opponents control can't cause you to sacrifice permanents.")
    assert sigarda is not None and sigarda.reason == "what an opponent's spell makes you do"
    assert classify("This creature can't be sacrificed.") is None
    assert classify("Spells and abilities you control can't cause you to sacrifice permanents.") is None


TRICKSTER = card("Trickster", "Creature — Faerie Rogue", "This creature has haste as long as an opponent controls no creatures.\n{T}: Add {B}.", "{1}{B}{B}", "2/2")
REVELERS = card("Night Revelers", "Creature — Vampire", "This creature has haste as long as an opponent controls a Human.\n{T}: Add {R}.", "{4}{R}", "4/4")


def test_an_opponent_controls_no_creatures_is_judged_on_the_opponents_permanents() -> None:
    """611.3a, 102.2: the condition is about the opponents' creatures now: with none there, the
    creature has haste (302.6); one creature there, no haste; your own creatures don't matter."""
    sick = {"card": "Trickster", "id": "t", "summoning_sick": True}
    assert tap(game([TRICKSTER], you=[sick, "Llanowar Elves"]), "t") == {"B"}
    assert tap(game([TRICKSTER], you=[sick], opp=["Llanowar Elves"]), "t") == "illegal"


def test_an_opponent_controls_a_human() -> None:
    """611.3a: a Human the opponent controls gives haste; the same Human under your control does not."""
    sick = {"card": "Night Revelers", "id": "r", "summoning_sick": True}
    assert tap(game([REVELERS], you=[sick], opp=["Magus of the Moon"]), "r") == {"R"}
    assert tap(game([REVELERS], you=[sick, "Magus of the Moon"]), "r") == "illegal"


def test_thats_a_or_a_is_one_of_the_subtypes() -> None:
    """205.3: "each other creature you control that's a Wolf or a Werewolf" is a creature with one
    of those subtypes; the list with one article ("that's a Cat, Elemental, or Beast") too."""
    e = static_effect("Each other creature you control that's a Wolf or a Werewolf gets +1/+1.", "Creature — Wolf")
    assert isinstance(e, ModifyPT) and e.affected.subtypes == frozenset({"Wolf", "Werewolf"}) and e.affected.who is Who.YOU
    f = static_effect("Each other creature you control that's a Cat, Elemental, or Beast gets +1/+1.", "Creature — Cat")
    assert isinstance(f, ModifyPT) and f.affected.subtypes == frozenset({"Cat", "Elemental", "Beast"})


HELLRAISER = card("Hellraiser Goblin", "Creature — Goblin Berserker", "Creatures you control have haste and attack each combat if able.", "{2}{R}", "2/2")


def test_haste_joined_with_an_attack_requirement() -> None:
    """613.1f, 302.6: the grant is read (a creature of yours that just arrived taps for mana); the
    requirement to attack (508.1d) is classified, combat."""
    s = game([HELLRAISER], you=["Hellraiser Goblin", {"card": "Llanowar Elves", "id": "elves", "summoning_sick": True}])
    assert tap(s, "elves") == {"G"}


SHALAI = card(
    "Shalai, Voice of Plenty", "Legendary Creature — Angel",
    "Flying\nYou, planeswalkers you control, and other creatures you control have hexproof.", "{3}{W}", "3/4",
)


def test_you_and_other_creatures_have_hexproof() -> None:
    """702.11c, 613.1f: the player keyword and a grant to each group; "other creatures": the elf
    has hexproof, Shalai doesn't, so Murder's only legal target is Shalai (601.2c)."""
    (_, shalai) = read(SHALAI["oracle_text"], "Legendary Creature — Angel", "Shalai, Voice of Plenty")
    assert isinstance(shalai, StaticAbility)
    assert any(isinstance(e, PlayerKeyword) and e.keyword == "hexproof" for e in shalai.effects)
    s = game([SHALAI], opp=[{"card": "Shalai, Voice of Plenty", "id": "shalai"}, {"card": "Llanowar Elves", "id": "elf"}])
    (spec,) = read_targets("Destroy target creature.")
    assert legal_target_permanents(compute_board(s), spec, "you", TypeSet.parse("B")) == ("shalai",)


FIST = card(
    "Flaming Fist", "Legendary Enchantment — Background",
    'Commander creatures you own have "Whenever this creature attacks, it gains double strike until end of turn."', "{2}{W}",
)


def test_commander_creatures_you_own_are_owned_commanders() -> None:
    """903.3, 108.3, 613.1f: the grant reaches the commander its controller owns, also while an
    opponent controls it; not another player's commander, nor a creature that is no commander."""
    s = game([FIST], you=["Flaming Fist", {"card": "Llanowar Elves", "id": "mine", "commander": True}, {"card": "Llanowar Elves", "id": "plain"}],
             opp=[{"card": "Llanowar Elves", "id": "stolen", "commander": True, "owner": "you"}, {"card": "Llanowar Elves", "id": "theirs", "commander": True}])
    board = compute_board(s)

    def granted(pid: str) -> bool:
        return any(isinstance(r.ability, TriggeredAbility) for r in board.views[pid].abilities)

    assert granted("mine") and granted("stolen")
    assert not granted("plain") and not granted("theirs")


def test_a_grant_joined_with_cant_be_the_target() -> None:
    """115.1, 613.1f: "Enchanted creature has haste and can't be the target of spells or abilities
    your opponents control." is the grant and the prohibition, each applied (601.2c, 302.6)."""
    (_, aura) = read(
        "Enchant creature\nEnchanted creature has haste and can't be the target of spells or abilities your opponents control.",
        "Enchantment — Aura",
    )
    kinds = {type(e) for e in aura.effects}
    assert kinds == {GrantAbilities, UntargetablePermanents}


def test_the_keyword_a_blocker_must_have_is_combat() -> None:
    """509.1b: "can't be blocked except by creatures with haste" restricts blocks; it grants
    nothing and no mana rule consults it. A sentence granting haste is still consulted (302.6)."""
    got = classify("This creature can't be blocked this turn except by creatures with haste.")
    assert got is not None and got.reason == "combat"
    assert classify("This creature has haste and can't be blocked except by creatures with haste.") is None


def test_outlaws_are_the_five_creature_types() -> None:
    """The glossary's "outlaw" (the cards' reminder: "Assassins, Mercenaries, Pirates, Rogues, and
    Warlocks are outlaws"): one of those subtypes."""
    e = static_effect("Other outlaws you control have haste.", "Creature — Lizard Rogue")
    assert isinstance(e, GrantAbilities) and e.affected.subtypes == frozenset({"Assassin", "Mercenary", "Pirate", "Rogue", "Warlock"})


WARRIOR_FAN = card("Warrior Fan", "Creature — Goblin", "This creature has haste as long as a Warrior card is in your graveyard.\n{T}: Add {R}.", "{1}{R}", "2/2")


def test_a_card_of_a_kind_in_your_graveyard() -> None:
    """404, 611.3a: haste while a Warrior card is in your graveyard (302.6); the graveyard not
    given is an error naming the key, never assumed empty."""
    sick = {"card": "Warrior Fan", "id": "w", "summoning_sick": True}
    warrior = {"name": "Test Warrior", "type_line": "Creature — Human Warrior", "mana_cost": "{R}", "oracle_text": "", "power": "1", "toughness": "1"}
    assert tap(game([WARRIOR_FAN, warrior], you=[sick], graveyard={"you": ["Test Warrior"], "opp": []}), "w") == {"R"}
    assert tap(game([WARRIOR_FAN, warrior], you=[sick], graveyard={"you": [], "opp": ["Test Warrior"]}), "w") == "illegal"
    with pytest.raises(QueryError, match="graveyard"):
        tap(game([WARRIOR_FAN], you=[sick]), "w")


LONER = card("Loner", "Creature — Elf", "As long as you control no other creatures, this creature has haste.\n{T}: Add {G}.", "{G}", "1/1")


def test_you_control_no_other_creatures() -> None:
    """611.3a: the condition on what you control now: alone, the creature has haste (302.6);
    with another creature of yours, none; an opponent's creature doesn't count."""
    sick = {"card": "Loner", "id": "l", "summoning_sick": True}
    assert tap(game([LONER], you=[sick], opp=["Llanowar Elves"]), "l") == {"G"}
    assert tap(game([LONER], you=[sick, "Llanowar Elves"]), "l") == "illegal"


def test_face_down_creatures_is_a_selector() -> None:
    """708.2: "Face-down creatures you control have menace." names the face-down permanents."""
    e = static_effect("Face-down creatures you control have menace.", "Legendary Creature — Human Assassin")
    assert isinstance(e, GrantAbilities) and e.affected.face_down and e.affected.who is Who.YOU


def test_a_limit_of_one_kind_of_spell() -> None:
    """601.3: "can't cast more than one noncreature spell each turn" limits and counts only
    noncreature spells."""
    e = static_effect("Each player can't cast more than one noncreature spell each turn.")
    assert e.most == 1 and e.spells.excluded_types == frozenset({"Creature"})


def test_a_grant_joined_with_a_blocking_restriction_on_a_subtype() -> None:
    """613.1f, 509.1b: "Fish you control have haste and can't be blocked by Humans." is the
    grant (read) and a restriction on blockers (classified, combat)."""
    e = static_effect("Fish you control have haste and can't be blocked by Humans.")
    assert isinstance(e, GrantAbilities) and e.affected.subtypes == frozenset({"Fish"})


def test_cant_have_or_gain_is_a_barred_loss() -> None:
    """613.1f: "lose hexproof and can't have or gain hexproof" is one loss that also voids later
    grants of the keyword."""
    (_, lose) = read(
        "Creatures you control have hexproof.\nCreatures your opponents control lose hexproof and can't have or gain hexproof.",
        "Enchantment Creature — Boar",
    )
    (e,) = lose.effects
    assert isinstance(e, LoseAbilities) and e.barred and [k.name for k in e.keywords] == ["Hexproof"]
