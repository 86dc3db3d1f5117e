"""Type, colour and ability changes worded as real cards word them (613.1d-f, 205.1, 305.7, 302.6,
611.2a): man-lands "with first strike" / with quoted abilities, Imprisoned in the Moon's "loses all
other card types and abilities", colours and land types chosen as an ability resolved, the "•"
mode of a modal trigger. Each test states the rule it checks."""

from __future__ import annotations

from typing import Any, Sequence

import pytest
from manasolve.model.abilities import ActivatedAbility, ColorChange, GrantAbilities, Haste, Keyword, LoseAbilities, TypeChange, TriggeredAbility
from manasolve.model.errors import InputError
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.selectors import Relation
from manasolve.model.state import GameState
from manasolve.model.text.reader import read_card_text
from manasolve.model.cards import TypeLine
from manasolve.solver.app.queries import can_activate, could_produce
from manasolve.solver.board.layers import compute_board

IMPRISONED = {
    "name": "Imprisoned in the Moon", "type_line": "Enchantment — Aura", "mana_cost": "{2}{U}",
    "oracle_text": 'Enchant creature, land, or planeswalker\nEnchanted permanent is a colorless land with "{T}: Add {C}" and loses all other card types and abilities.',
}
CRADLE = {"name": "Gaea's Cradle", "type_line": "Legendary Land", "mana_cost": "", "oracle_text": "{T}: Add {G} for each creature you control."}
GHITU = {
    "name": "Ghitu Encampment", "type_line": "Land", "mana_cost": "",
    "oracle_text": "This land enters tapped.\n{T}: Add {R}.\n{1}{R}: This land becomes a 2/1 red Warrior creature with first strike until end of turn. It's still a land.",
}
FRONTIER = {
    "name": "Unstable Frontier", "type_line": "Land", "mana_cost": "",
    "oracle_text": "{T}: Add {C}.\n{T}: Target land you control becomes the basic land type of your choice until end of turn.",
}
SCUTTLEMUTT = {
    "name": "Scuttlemutt", "type_line": "Artifact Creature — Scarecrow", "mana_cost": "{3}", "power": "2", "toughness": "2",
    "oracle_text": "{T}: Add one mana of any color.\n{T}: Target creature becomes the color or colors of your choice until end of turn.",
}
SUNRISE = {
    "name": "Glorious Sunrise", "type_line": "Enchantment", "mana_cost": "{3}{G}{G}",
    "oracle_text": "At the beginning of combat on your turn, choose one —\n• Creatures you control get +1/+1 and gain trample until end of turn.\n"
    '• Target land gains "{T}: Add {G}{G}{G}" until end of turn.\n• Draw a card if you control a creature with power 3 or greater.\n• You gain 3 life.',
}


def game(battlefield: dict[str, list[Any]], cards: Sequence[dict[str, str]] = ()) -> GameState:
    """A two-player game from a scenario mapping (SCENARIOS.md)."""
    return parse_scenario_text({"name": "t", "players": ["you", "opp"], "cards": list(cards), "battlefield": battlefield}).state


def read(text: str, type_line: str = "Land") -> Any:
    got = read_card_text(text, card_name="Test Card", type_line=TypeLine.parse(type_line))
    assert not got.unread, got.unread
    return got.abilities


def test_man_land_keywords_and_quoted_abilities_are_read_into_the_effect() -> None:
    """613.1f: the keywords and quoted abilities after "with" are granted with the type change
    (layer 6), nothing dropped: "first strike", "ward {3}", a quoted ability, keywords and a quoted
    ability together; 205.1b: "It's still a land." keeps the land's types."""
    (ab,) = read("{1}{R}: This land becomes a 2/1 red Warrior creature with first strike until end of turn. It's still a land.")[:1]
    assert isinstance(ab, ActivatedAbility)
    kinds = {type(e) for e in ab.continuous}
    assert {TypeChange, ColorChange, GrantAbilities} <= kinds
    tc = next(e for e in ab.continuous if isinstance(e, TypeChange))
    assert tc.adding and tc.card_types == {"Creature"} and tc.subtypes == {"Warrior"} and tc.duration == "until end of turn"
    grant = next(e for e in ab.continuous if isinstance(e, GrantAbilities))
    assert [k.name for k in grant.abilities if isinstance(k, Keyword)] == ["First strike"]
    (ward,) = read("{2}: Until end of turn, this land becomes a 7/7 blue Giant creature with ward {3}. It's still a land.")
    assert any(isinstance(e, GrantAbilities) and e.abilities[0].name == "Ward" for e in ward.continuous)
    (mixed,) = read('{2}: Until end of turn, this land becomes a 3/3 black Beholder creature with menace and "Whenever this creature attacks, you gain 1 life." It\'s still a land.')
    granted = next(e for e in mixed.continuous if isinstance(e, GrantAbilities)).abilities
    assert len(granted) == 2 and isinstance(granted[0], Keyword) and granted[0].name == "Menace"


def test_haste_granted_with_the_type_change_lifts_302_6() -> None:
    """302.6: a land that became a creature and came under its controller's control this turn can't
    {T}; "with ... haste" (granted in layer 6 by the same effect) lets it."""
    hasty = dict(GHITU, name="Hasty Camp", oracle_text=GHITU["oracle_text"].replace("first strike", "first strike and haste"))
    sick = game({"you": [{"card": "Ghitu Encampment", "summoning_sick": True, "resolved_this_turn": [2]}]}, [GHITU])
    assert not can_activate(sick, "Ghitu Encampment", 0).ok
    fast = game({"you": [{"card": "Hasty Camp", "summoning_sick": True, "resolved_this_turn": [2]}]}, [hasty])
    assert can_activate(fast, "Hasty Camp", 0).ok
    v = compute_board(fast).view("Hasty Camp")
    assert any(isinstance(r.ability, Haste) for r in v.abilities) and v.card_types == {"Land", "Creature"}


def test_imprisoned_in_the_moon_removes_card_types_and_abilities() -> None:
    """205.1a: "is a colorless land" replaces its card types (a creature's subtypes go with them);
    613.1f: "loses all other abilities" removes its own abilities and its land types' intrinsic
    ones (305.6) but not the "{T}: Add {C}" the same effect gives."""
    st_ = game(
        {"you": [{"card": "Forest", "id": "f"}, {"card": "Imprisoned in the Moon", "attached_to": "f"},
                 {"card": "Gaea's Cradle", "id": "c"}, {"card": "Imprisoned in the Moon", "attached_to": "c"},
                 {"card": "Birds of Paradise", "id": "b"}, {"card": "Imprisoned in the Moon", "attached_to": "b"}]},
        [IMPRISONED, CRADLE],
    )
    for pid in ("f", "c", "b"):
        assert [t.name for t in could_produce(st_, pid).types] == ["C"], pid
    board = compute_board(st_)
    assert board.view("b").card_types == {"Land"} and not board.view("b").subtypes and str(board.view("b").colors) == ""
    assert "Legendary" in board.view("c").supertypes  # 205.1a: supertypes are not card types


def test_loses_other_card_types_needs_the_types_it_keeps() -> None:
    """205.1a: "loses all other card types" means something only beside the phrase that sets the
    types it keeps; alone, the reader leaves it unread rather than guess."""
    got = read_card_text("Enchant creature\nEnchanted creature loses all other card types.", card_name="X", type_line=TypeLine.parse("Enchantment — Aura"))
    assert got.unread
    (_, static) = read('Enchant permanent\nEnchanted permanent is a Treasure artifact with "{T}, Sacrifice this artifact: Add one mana of any color" and it loses all other abilities.', "Enchantment — Aura")
    assert any(isinstance(e, LoseAbilities) and e.other for e in static.effects)


def test_chosen_basic_land_type_comes_from_the_resolution() -> None:
    """608.2d, 305.7: "becomes the basic land type of your choice" sets the land type chosen as the
    ability resolved (the resolution's ``chosen``); without it the scenario does not say which, and
    that is an error naming the key, never a guess."""
    with_choice = game(
        {"you": [{"card": "Unstable Frontier", "resolved_this_turn": [{"ability": 1, "targets": ["pool"], "chosen": "Swamp"}]}, {"card": "Reflecting Pool", "id": "pool"}]},
        [FRONTIER],
    )
    assert [t.name for t in could_produce(with_choice, "pool").types] == ["B"]
    without = game({"you": [{"card": "Unstable Frontier", "resolved_this_turn": [{"ability": 1, "targets": ["pool"]}]}, {"card": "Reflecting Pool", "id": "pool"}]}, [FRONTIER])
    with pytest.raises(InputError, match="chosen"):
        compute_board(without)
    bad = game({"you": [{"card": "Unstable Frontier", "resolved_this_turn": [{"ability": 1, "targets": ["pool"], "chosen": "Desert"}]}, {"card": "Reflecting Pool", "id": "pool"}]}, [FRONTIER])
    with pytest.raises(InputError, match="basic land type"):
        compute_board(bad)


def test_chosen_colors_come_from_the_resolution() -> None:
    """613.1e, 608.2d: "becomes the color or colors of your choice" sets the colours chosen as the
    ability resolved; without them, an error naming ``chosen``."""
    st_ = game({"you": [{"card": "Scuttlemutt", "resolved_this_turn": [{"ability": 1, "targets": ["Scuttlemutt"], "chosen": ["blue", "R"]}]}]}, [SCUTTLEMUTT])
    assert str(compute_board(st_).view("Scuttlemutt").colors) == "UR"
    with pytest.raises(InputError, match="chosen"):
        compute_board(game({"you": [{"card": "Scuttlemutt", "resolved_this_turn": [{"ability": 1, "targets": ["Scuttlemutt"]}]}]}, [SCUTTLEMUTT]))


def test_mode_of_a_modal_trigger_creates_its_effect_on_its_target_only() -> None:
    """700.2, 611.2a, 115.1: the mode "Target land gains "{T}: Add {G}{G}{G}" until end of turn" is
    numbered as its own line; listed as resolved, the targeted land has the ability, no other."""
    abilities = read(SUNRISE["oracle_text"], "Enchantment")
    mode = abilities[2]
    assert isinstance(mode, TriggeredAbility) and mode.continuous[0].affected.relation is Relation.TARGET
    st_ = game({"you": [{"card": "Glorious Sunrise", "resolved_this_turn": [{"ability": 2, "targets": ["m"]}]}, {"card": "Mountain", "id": "m"}, {"card": "Mountain", "id": "n"}]}, [SUNRISE])
    assert {t.name for t in could_produce(st_, "m").types} == {"R", "G"}
    assert {t.name for t in could_produce(st_, "n").types} == {"R"}


def test_indefinite_effect_of_a_resolved_ability() -> None:
    """611.2a: an effect a resolving ability creates with no duration lasts indefinitely; 205.1b:
    "becomes a God in addition to its other types" keeps the others."""
    (_, ab) = read("{T}: Add {C}.\n{2}, {T}: Target legendary creature becomes a God in addition to its other types.")
    (tc,) = ab.continuous
    assert isinstance(tc, TypeChange) and tc.adding and tc.subtypes == {"God"} and tc.duration == "" and tc.affected.relation is Relation.TARGET


def test_creature_types_added_to_a_group() -> None:
    """205.1b: "Eldrazi you control are Slivers in addition to their other types" adds a creature
    type (not a land type) to what it selects."""
    (static,) = read("Eldrazi you control are Slivers in addition to their other types.", "Creature — Sliver")
    (tc,) = static.effects
    assert isinstance(tc, TypeChange) and tc.adding and tc.subtypes == {"Sliver"}


NISSA_PLUS_ONE = "[+1]: Put three +1/+1 counters on up to one target noncreature land you control. Untap it. It becomes a 0/0 Elemental creature with vigilance and haste that's still a land."


def test_pronoun_subject_is_the_target_named_before() -> None:
    """115.1, 611.2a: "... on up to one target noncreature land you control. Untap it. It becomes a
    0/0 Elemental creature ..." changes the targeted land, not the planeswalker whose ability it is."""
    (ab,) = read(NISSA_PLUS_ONE, "Legendary Planeswalker — Nissa")
    assert ab.continuous and all(e.affected.relation is Relation.TARGET for e in ab.continuous)
    nissa = {"name": "Nissa Test", "type_line": "Legendary Planeswalker — Nissa", "mana_cost": "{3}{G}{G}", "oracle_text": NISSA_PLUS_ONE}
    st_ = game({"you": [{"card": "Nissa Test", "resolved_this_turn": [{"ability": 0, "targets": ["f"]}]}, {"card": "Forest", "id": "f", "summoning_sick": True, "counters": {"+1/+1": 3}}]}, [nissa])
    board = compute_board(st_)
    assert board.view("Nissa Test").card_types == {"Planeswalker"}
    assert board.view("f").card_types == {"Land", "Creature"}
    assert can_activate(st_, "f", 0).ok  # 302.6: it has haste


def test_pronoun_subject_with_no_target_antecedent_is_the_resolution_s_objects() -> None:
    """608.2c, 611.2c: "You may put a creature card from your hand onto the battlefield. That
    creature gains haste." names an object that is not a target: never guessed, it is read as
    the objects the resolution lists (``Relation.REFERRED``, resolved_this_turn's ``targets``);
    a pronoun with nothing named before it stays unread."""
    got = read_card_text(
        "{R}: You may put a creature card from your hand onto the battlefield. That creature gains haste.",
        card_name="Sneak Test", type_line=TypeLine.parse("Enchantment"),
    )
    assert not got.unread
    ab = got.abilities[0]
    assert isinstance(ab, ActivatedAbility) and [e.affected.relation for e in ab.continuous] == [Relation.REFERRED]
    trig = read_card_text("Whenever a creature you control enters, it gains haste until end of turn.", card_name="T", type_line=TypeLine.parse("Enchantment"))
    (t,) = trig.abilities
    assert isinstance(t, TriggeredAbility) and t.continuous[0].affected.relation is Relation.REFERRED  # the entering creature, not this enchantment
    alone = read_card_text("{R}: That creature gains haste until end of turn.", card_name="T", type_line=TypeLine.parse("Enchantment"))
    assert [u.text for u in alone.unread] == ["That creature gains haste until end of turn."]


def test_static_still_a_land_and_legendary_first() -> None:
    """205.1b: "Enchanted land is a 2/6 white Wall creature with defender. It's still a land." (a
    static ability over two sentences) keeps the land's types, so 302.6 applies to it; 205.4:
    "becomes a legendary 8/12 Spirit creature" adds the supertype; 702.4: "double strike" is read."""
    zendikon = {"name": "Guardian Zendikon", "type_line": "Enchantment — Aura", "mana_cost": "{2}{W}",
                "oracle_text": "Enchant land\nEnchanted land is a 2/6 white Wall creature with defender. It's still a land.\nWhen enchanted land dies, return that card to its owner's hand."}
    st_ = game({"you": [{"card": "Forest", "id": "f", "summoning_sick": True}, {"card": "Guardian Zendikon", "attached_to": "f"}]}, [zendikon])
    v = compute_board(st_).view("f")
    assert v.card_types == {"Land", "Creature"} and "Forest" in v.subtypes and (v.power, v.toughness) == (2, 6)
    assert not can_activate(st_, "f", 0).ok  # 302.6
    (ab,) = read("{2}: Enchanted land becomes a legendary 8/12 Spirit creature with double strike until end of turn. It's still a land.", "Enchantment — Aura")
    tc = next(e for e in ab.continuous if isinstance(e, TypeChange))
    grant = next(e for e in ab.continuous if isinstance(e, GrantAbilities))
    assert tc.supertypes == {"Legendary"} and tc.adding and grant.abilities[0].name.lower() == "double strike"


def test_an_object_cannot_gain_a_subtype_of_a_type_it_lacks() -> None:
    """205.3d: "Lands you control are Elves in addition to their other types" gives a land no
    creature type; "Eldrazi you control are Slivers ..." gives an Eldrazi creature Sliver."""
    elves = {"name": "Elf Lands", "type_line": "Enchantment", "mana_cost": "{1}", "oracle_text": "Lands you control are Elves in addition to their other types."}
    slivers = {"name": "Sliver Eldrazi", "type_line": "Enchantment", "mana_cost": "{1}", "oracle_text": "Eldrazi you control are Slivers in addition to their other types."}
    spawn = {"name": "Test Eldrazi", "type_line": "Creature — Eldrazi", "mana_cost": "{1}", "oracle_text": "", "power": "1", "toughness": "1"}
    board = compute_board(game({"you": ["Elf Lands", "Sliver Eldrazi", {"card": "Forest", "id": "f"}, {"card": "Test Eldrazi", "id": "e"}]}, [elves, slivers, spawn]))
    assert board.view("f").subtypes == {"Forest"}
    assert board.view("e").subtypes == {"Eldrazi", "Sliver"}


def test_its_a_land_as_long_as_it_has_a_counter() -> None:
    """611.3a, 205.1a: "As long as ~ has a slumber counter on it, it's a land." makes it a land and
    not a creature while the condition holds, and nothing once it has no such counter."""
    arix = {"name": "Arix", "type_line": "Legendary Creature — Kraken", "mana_cost": "{2}{G}{U}", "power": "12", "toughness": "12",
            "oracle_text": "As long as Arix has a slumber counter on it, it's a land.\n{T}: Add {G}{U}."}
    board = compute_board(game({"you": [{"card": "Arix", "id": "a", "counters": {"slumber": 2}}, {"card": "Arix", "id": "b"}]}, [arix]))
    assert board.view("a").card_types == {"Land"} and not board.view("a").subtypes
    assert board.view("b").card_types == {"Creature"}
