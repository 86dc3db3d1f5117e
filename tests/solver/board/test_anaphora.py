"""Sentences of a resolving ability that refer back to the objects an earlier instruction of the
same ability named ("it", "they", "that creature": 608.2c, 611.2c) and the type, colour and
ability changes they make (613 layers 4-6, 205.1b, 302.6, 602.5). Each test states the rule or
ruling it checks; the cards are real, defined by their Oracle text."""

from __future__ import annotations

from typing import Any, Sequence

import pytest
from manasolve.model.abilities import ActivatedAbility, TriggeredAbility
from manasolve.model.cards import TypeLine
from manasolve.model.errors import InputError
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.selectors import Relation
from manasolve.model.state import GameState
from manasolve.model.text.reader import read_card_text
from manasolve.solver.app.queries import can_activate, could_produce
from manasolve.solver.board.layers import compute_board

SNEAK_ATTACK = {
    "name": "Sneak Attack", "type_line": "Enchantment", "mana_cost": "{3}{R}",
    "oracle_text": "{R}: You may put a creature card from your hand onto the battlefield. That creature gains haste. "
    "Sacrifice the creature at the beginning of the next end step.",
}
TIBALT = {
    "name": "Tibalt, the Fiend-Blooded", "type_line": "Legendary Planeswalker — Tibalt", "mana_cost": "{R}{R}",
    "oracle_text": "[+1]: Draw a card, then discard a card at random.\n"
    "[−4]: Tibalt deals damage equal to the number of cards in target player's hand to that player.\n"
    "[−6]: Gain control of all creatures until end of turn. Untap them. They gain haste until end of turn.",
}


def game(battlefield: dict[str, list[Any]], cards: Sequence[dict[str, str]] = (), **more: Any) -> GameState:
    """A two-player game from a scenario mapping (SCENARIOS.md)."""
    return parse_scenario_text({"name": "t", "players": ["you", "opp"], "cards": list(cards), "battlefield": battlefield, **more}).state


def test_that_creature_is_the_one_the_earlier_instruction_put_onto_the_battlefield() -> None:
    """608.2c, 611.2c, 702.10b, 302.6: Sneak Attack's "That creature gains haste" gives haste to
    the creature its first instruction put onto the battlefield, which the resolution names
    (``targets``): that creature may {T} this turn, another that arrived this turn may not."""
    sneak = {"card": "Sneak Attack", "resolved_this_turn": [{"ability": 0, "targets": ["e"]}]}
    st_ = game({"you": [sneak, {"card": "Llanowar Elves", "id": "e", "summoning_sick": True},
                        {"card": "Llanowar Elves", "id": "f", "summoning_sick": True}]}, [SNEAK_ATTACK])
    assert can_activate(st_, "e", 0).ok
    assert not can_activate(st_, "f", 0).ok


def test_referred_objects_are_never_assumed() -> None:
    """611.2c: the objects "they" refers to are fixed as the ability resolves; a scenario that
    lists the resolution without them cannot say which, and the question is an error naming the
    key to give (resolved_this_turn's ``targets``)."""
    st_ = game({"you": [{"card": "Tibalt, the Fiend-Blooded", "resolved_this_turn": [2]},
                        {"card": "Llanowar Elves", "id": "e", "summoning_sick": True}]}, [TIBALT])
    with pytest.raises(InputError, match="targets"):
        can_activate(st_, "e", 0)


def test_they_are_the_creatures_gained_control_of() -> None:
    """608.2c, 702.10b: Tibalt's "Gain control of all creatures until end of turn. Untap them.
    They gain haste until end of turn.": the creatures listed as its resolution's objects have
    haste, so a creature that came under your control this turn can {T} (302.6)."""
    tib = {"card": "Tibalt, the Fiend-Blooded", "resolved_this_turn": [{"ability": 2, "targets": ["e"]}]}
    st_ = game({"you": [tib, {"card": "Llanowar Elves", "id": "e", "summoning_sick": True}]}, [TIBALT])
    assert can_activate(st_, "e", 0).ok
    no = game({"you": [{"card": "Tibalt, the Fiend-Blooded"}, {"card": "Llanowar Elves", "id": "e", "summoning_sick": True}]}, [TIBALT])
    assert not can_activate(no, "e", 0).ok


def test_pronoun_after_a_trigger_condition_is_referred() -> None:
    """608.2c: in "Whenever another creature you control enters, it gains haste until end of
    turn" the pronoun is the creature whose entering triggered the ability, not a target and not
    the ability's own permanent: it is read as the resolution's named objects."""
    text = read_card_text("Whenever another creature you control enters, it gains haste until end of turn.",
                          card_name="Test", type_line=TypeLine.parse("Enchantment"))
    assert not text.unread
    ability = text.abilities[0]
    assert isinstance(ability, TriggeredAbility)
    (effect,) = ability.continuous
    assert effect.affected.relation is Relation.REFERRED


MISTFORM = {
    "name": "Mistform Seaswift", "type_line": "Creature — Illusion", "mana_cost": "{3}{U}", "power": "3", "toughness": "1",
    "oracle_text": "Flying\n{1}: This creature becomes the creature type of your choice until end of turn.\nMorph {1}{U}",
}
SELECTION = {
    "name": "Unnatural Selection", "type_line": "Enchantment", "mana_cost": "{1}{U}",
    "oracle_text": "{1}: Choose a creature type other than Wall. Target creature becomes that type until end of turn.",
}
FLASK = {
    "name": "Elsewhere Flask", "type_line": "Artifact", "mana_cost": "{2}",
    "oracle_text": "When this artifact enters, draw a card.\nSacrifice this artifact: Choose a basic land type. Each land you control becomes that type until end of turn.",
}
KOMA = {
    "name": "Koma, Cosmos Serpent", "type_line": "Legendary Creature — Serpent", "mana_cost": "{3}{G}{G}{U}{U}", "power": "6", "toughness": "6",
    "oracle_text": "This spell can't be countered.\nAt the beginning of each upkeep, create a 3/3 blue Serpent creature token named Koma's Coil.\n"
    "Sacrifice another Serpent: Choose one —\n• Tap target permanent. Its activated abilities can't be activated this turn.\n• Koma gains indestructible until end of turn.",
}
BEARS = {"name": "Grizzly Bears", "type_line": "Creature — Bear", "mana_cost": "{1}{G}", "power": "2", "toughness": "2", "oracle_text": ""}
ELF_LORD = {"name": "Elf Grove", "type_line": "Enchantment", "mana_cost": "{G}", "oracle_text": "Elves you control have \"{T}: Add {G}.\""}


def test_creature_type_of_your_choice_comes_from_the_resolution() -> None:
    """608.2d, 205.3m, 205.1a: "This creature becomes the creature type of your choice until end
    of turn": the type chosen as it resolved (``chosen``) replaces its creature types, so an
    effect that selects Elves now reaches it; no choice given is an error naming the key."""
    st_ = game({"you": [{"card": "Mistform Seaswift", "id": "m", "resolved_this_turn": [{"ability": 1, "chosen": ["Elf"]}]}, "Elf Grove"]},
               [MISTFORM, ELF_LORD])
    assert [t.name for t in could_produce(st_, "m").types] == ["G"]
    assert compute_board(st_).view("m").subtypes == {"Elf"}
    with pytest.raises(InputError, match="chosen"):
        compute_board(game({"you": [{"card": "Mistform Seaswift", "resolved_this_turn": [1]}]}, [MISTFORM]))
    with pytest.raises(InputError, match="creature type"):
        compute_board(game({"you": [{"card": "Mistform Seaswift", "resolved_this_turn": [{"ability": 1, "chosen": ["Forest"]}]}]}, [MISTFORM]))


def test_that_type_is_the_type_the_choose_instruction_named() -> None:
    """608.2c-d: "Choose a creature type other than Wall. Target creature becomes that type":
    the chosen creature type, never Wall; "Choose a basic land type. Each land you control becomes
    that type": the chosen basic land type, set (305.7: a Forest made an Island taps for {U})."""
    sel = {"card": "Unnatural Selection", "resolved_this_turn": [{"ability": 0, "targets": ["b"], "chosen": ["Elf"]}]}
    st_ = game({"you": [sel, {"card": "Grizzly Bears", "id": "b"}, "Elf Grove"]}, [SELECTION, ELF_LORD, BEARS])
    assert [t.name for t in could_produce(st_, "b").types] == ["G"]
    wall = {"card": "Unnatural Selection", "resolved_this_turn": [{"ability": 0, "targets": ["b"], "chosen": ["Wall"]}]}
    with pytest.raises(InputError, match="other than Wall"):
        compute_board(game({"you": [wall, {"card": "Grizzly Bears", "id": "b"}]}, [SELECTION, BEARS]))
    flask = {"card": "Elsewhere Flask", "resolved_this_turn": [{"ability": 1, "chosen": ["Island"]}]}
    st2 = game({"you": [flask, {"card": "Forest", "id": "f"}]}, [FLASK])
    assert [t.name for t in could_produce(st2, "f").types] == ["U"]


def test_its_activated_abilities_cant_be_activated_names_the_target() -> None:
    """602.5, 700.2: Koma's mode "Tap target permanent. Its activated abilities can't be activated
    this turn." (its own line, ability 3): the targeted permanent's abilities can't be activated,
    mana abilities included; another permanent's can."""
    koma = {"card": "Koma, Cosmos Serpent", "resolved_this_turn": [{"ability": 3, "targets": ["e"]}]}
    st_ = game({"opp": [koma], "you": [{"card": "Llanowar Elves", "id": "e"}, {"card": "Llanowar Elves", "id": "g"}]}, [KOMA])
    assert not can_activate(st_, "e", 0).ok
    assert can_activate(st_, "g", 0).ok


ENDURING = {
    "name": "Enduring Innocence", "type_line": "Enchantment Creature — Sheep Glimmer", "mana_cost": "{1}{W}{W}", "power": "2", "toughness": "1",
    "oracle_text": "Lifelink\nWhenever one or more other creatures you control with power 2 or less enter, draw a card. This ability triggers only once each turn.\n"
    "When Enduring Innocence dies, if it was a creature, return it to the battlefield under its owner's control. It's an enchantment. (It's not a creature.)",
}
LINVALA = {
    "name": "Linvala, Shield of Sea Gate", "type_line": "Legendary Creature — Angel Wizard", "mana_cost": "{1}{W}{U}", "power": "3", "toughness": "3",
    "oracle_text": "Flying\nAt the beginning of combat on your turn, if you have a full party, choose target nonland permanent an opponent controls. "
    "Until your next turn, it can't attack or block, and its activated abilities can't be activated.\n"
    "Sacrifice Linvala: Choose hexproof or indestructible. Creatures you control gain that ability until end of turn.",
}


def test_its_an_enchantment_sets_the_card_types() -> None:
    """205.1a, 608.2c: "return it to the battlefield ... It's an enchantment. (It's not a
    creature.)": the returned permanent's card types are set to enchantment alone, so its
    creature types go too (205.1a) and 302.6 no longer concerns it."""
    st_ = game({"you": [{"card": "Enduring Innocence", "id": "i", "resolved_this_turn": [{"ability": 2, "targets": ["i"]}]}]}, [ENDURING])
    v = compute_board(st_).view("i")
    assert v.card_types == {"Enchantment"} and not v.subtypes  # Sheep and Glimmer are creature types (205.3m)


def test_inert_clause_joined_to_a_cant_activate_clause() -> None:
    """602.5, 608.2c: "Until your next turn, it can't attack or block, and its activated abilities
    can't be activated." (Linvala): the combat clause is inert (no mana rule consults attacking),
    the second is read about the target the ability chose, and honoured by can_activate."""
    text = read_card_text(LINVALA["oracle_text"], card_name=LINVALA["name"], type_line=TypeLine.parse(LINVALA["type_line"]))
    assert not [u for u in text.unread if "activated abilities" in u.text]
    lin = {"card": "Linvala, Shield of Sea Gate", "resolved_this_turn": [{"ability": 1, "targets": ["e"]}]}
    st_ = game({"opp": [lin], "you": [{"card": "Llanowar Elves", "id": "e"}]}, [LINVALA])
    assert not can_activate(st_, "e", 0).ok


@pytest.mark.parametrize(
    "sentence",
    ["Another target creature gains haste until end of turn.", "One or two target creatures each gain haste until end of turn.",
     "Up to two target creatures each gain haste until end of turn."],
)
def test_every_target_of_a_counted_or_another_target_subject(sentence: str) -> None:
    """115.1, 611.2a: "another target creature" and "one or two target creatures each" are what
    the ability targeted: the resolution's ``targets`` (``Relation.TARGET``)."""
    text = read_card_text("{1}: " + sentence, card_name="T", type_line=TypeLine.parse("Creature — Goblin"))
    assert not text.unread
    ab = text.abilities[0]
    assert isinstance(ab, ActivatedAbility) and [e.affected.relation for e in ab.continuous] == [Relation.TARGET]


LICID = {
    "name": "Dominating Licid", "type_line": "Creature — Licid", "mana_cost": "{1}{U}{U}", "power": "1", "toughness": "1",
    "oracle_text": "{1}{U}{U}, {T}: This creature loses this ability and becomes an Aura enchantment with enchant creature. "
    "Attach it to target creature. You may pay {U} to end this effect.\nYou control enchanted creature.",
}


def test_licid_loses_this_ability_and_becomes_an_aura() -> None:
    """613.1d, 613.1f, 205.1a: a Licid whose ability resolved is an Aura enchantment (no longer a
    creature, its creature type gone), has enchant creature (702.5), and has lost the ability that
    resolved (the other one stays); before it resolved it is a creature with both."""
    st_ = game({"you": [{"card": "Dominating Licid", "id": "l", "resolved_this_turn": [0]}]}, [LICID])
    v = compute_board(st_).view("l")
    assert v.card_types == {"Enchantment"} and v.subtypes == {"Aura"}
    assert not v.activated_abilities()
    assert [type(r.ability).__name__ for r in v.abilities] == ["InertAbility", "Enchant"]
    before = compute_board(game({"you": [{"card": "Dominating Licid", "id": "l"}]}, [LICID])).view("l")
    assert before.card_types == {"Creature"} and len(before.activated_abilities()) == 1


PURELACE = {"name": "Purelace", "type_line": "Instant", "mana_cost": "{W}", "oracle_text": "Target spell or permanent becomes white. (Mana symbols on that permanent remain unchanged.)"}
SANCTUM = {
    "name": "Stuck in Summoner's Sanctum", "type_line": "Artifact — Aura", "mana_cost": "{2}{U}",
    "oracle_text": "Flash\nEnchant artifact, creature, or planeswalker\nWhen Stuck in Summoner's Sanctum enters, tap enchanted permanent.\n"
    "Enchanted permanent doesn't untap during its controller's untap step and its activated abilities can't be activated.",
}


def test_target_spell_or_permanent_is_the_targeted_permanent() -> None:
    """115.1, 613.1e: "Target spell or permanent becomes white." is read about what the spell
    targeted; a resolved spell's targets cannot be given, so such a question is an error rather
    than a guess (the permanent's colour is then written in the scenario)."""
    text = read_card_text(PURELACE["oracle_text"], card_name="Purelace", type_line=TypeLine.parse("Instant"))
    assert not text.unread
    with pytest.raises(InputError, match="targets"):
        compute_board(game({"you": ["Forest"]}, [PURELACE], spells_resolved_this_turn={"you": ["Purelace"]}))


def test_that_subtype_named_by_the_trigger_is_referred() -> None:
    """608.2c: "Whenever this creature crews a Vehicle, that Vehicle gains haste until end of
    turn": the Vehicle of the trigger event, which the resolution lists (``Relation.REFERRED``)."""
    text = read_card_text("Haste\nWhenever this creature crews a Vehicle, that Vehicle gains haste until end of turn.",
                          card_name="Speedway Fanatic", type_line=TypeLine.parse("Creature — Human Pilot"))
    assert not text.unread
    ab = text.abilities[1]
    assert isinstance(ab, TriggeredAbility) and ab.continuous[0].affected.relation is Relation.REFERRED


def test_static_inert_clause_joined_to_cant_activate() -> None:
    """602.5, 613.11: "Enchanted permanent doesn't untap during its controller's untap step and its
    activated abilities can't be activated": the untap clause is inert (no mana rule consults
    untapping), the second stops every activated ability of the enchanted permanent."""
    st_ = game({"you": [{"card": "Llanowar Elves", "id": "e"}, {"card": "Stuck in Summoner's Sanctum", "attached_to": "e"}]}, [SANCTUM])
    assert not can_activate(st_, "e", 0).ok
