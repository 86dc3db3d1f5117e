"""costs15: changes of the costs of one keyword's abilities, or of the abilities a player activates
(602.2b: an ability's total cost is determined as a spell's, 601.2f; 118.7a: generic mana only),
checked for their meaning with can_activate: "Equip abilities you activate cost {1} less to
activate" (Arms Scavenger), "Equip costs you pay cost {1} less." (Auriok Steelshaper), "Equip
abilities you activate that target this creature cost {3} less to activate" (Fervent Champion;
601.2c, 702.6a), "Abilities you activate that aren't mana abilities cost {2} less to activate.
This effect can't reduce the mana in that cost to less than one mana." (Zirda; 605.1a),
"Exhaust abilities of other permanents you control cost {2} less to activate." (Boom Scholar),
"Boast abilities you activate cost {1} less to activate for each Dragon you control." (Dragonkin
Berserker)."""

from __future__ import annotations

from manasolve.model.abilities import AbilityCostModifier, ActivatedAbility, Keyword, StaticAbility
from manasolve.model.cards import TypeLine
from manasolve.model.library import CardLibrary
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import answer

LIB = CardLibrary.builtin()

CARDS = """
cards:
  - name: Arms Scavenger
    type_line: Creature — Human Warrior
    mana_cost: "{1}{R}"
    oracle_text: "At the beginning of your upkeep, draft a card from this creature's spellbook, then exile it. Until end of turn, you may play that card.\\nEquip abilities you activate cost {1} less to activate."
    power: "2"
    toughness: "2"
  - name: Auriok Steelshaper
    type_line: Creature — Human Soldier
    mana_cost: "{1}{W}"
    oracle_text: "Equip costs you pay cost {1} less."  # its first line only (the second is a change of power the grammar does not read)
    power: "1"
    toughness: "1"
  - name: Fervent Champion
    type_line: Creature — Human Knight
    mana_cost: "{R}"
    oracle_text: "First strike, haste\\nWhenever this creature attacks, another target attacking Knight you control gets +1/+0 until end of turn.\\nEquip abilities you activate that target this creature cost {3} less to activate."
    power: "1"
    toughness: "1"
  - name: Vulshok Morningstar
    type_line: Artifact — Equipment
    mana_cost: "{2}"
    oracle_text: "Equipped creature gets +2/+2.\\nEquip {2}"
  - name: Zirda, the Dawnwaker
    type_line: Legendary Creature — Elemental Fox
    mana_cost: "{1}{R/W}{R/W}"
    oracle_text: "Abilities you activate that aren't mana abilities cost {2} less to activate. This effect can't reduce the mana in that cost to less than one mana.\\n{1}, {T}: Target creature can't block this turn."
    power: "3"
    toughness: "3"
  - name: Pili-Pala
    type_line: Artifact Creature — Scarecrow
    mana_cost: "{2}"
    oracle_text: "Flying\\n{2}, {Q}: Add one mana of any color."
    power: "1"
    toughness: "1"
  - name: Boom Scholar
    type_line: Creature — Goblin Advisor
    mana_cost: "{1}{R}{G}"
    oracle_text: "Exhaust abilities of other permanents you control cost {2} less to activate.\\nExhaust — {4}{R}{G}: Creatures and Vehicles you control gain trample until end of turn. Put two +1/+1 counters on this creature."
    power: "3"
    toughness: "3"
  - name: Skystreak Engineer
    type_line: Artifact Creature — Human Pilot
    mana_cost: "{1}{U}"
    oracle_text: "Flying\\nExhaust — {4}{U}: Put two +1/+1 counters on this creature."
    power: "2"
    toughness: "2"
  - name: Dragonkin Berserker
    type_line: Creature — Human Berserker
    mana_cost: "{1}{R}"
    oracle_text: "First strike\\nBoast abilities you activate cost {1} less to activate for each Dragon you control.\\nBoast — {4}{R}: Create a 5/5 red Dragon creature token with flying."
    power: "2"
    toughness: "2"
  - name: Grizzly Bears
    type_line: Creature — Bear
    mana_cost: "{1}{G}"
    oracle_text: ""
    power: "2"
    toughness: "2"
  - name: Shivan Dragon
    type_line: Creature — Dragon
    mana_cost: "{4}{R}{R}"
    oracle_text: "Flying\\n{R}: This creature gets +1/+0 until end of turn."
    power: "5"
    toughness: "5"
"""


def _can(battlefield: str, permanent: str, ability: int, extra: str = "") -> bool:
    body = f"battlefield: {battlefield}\n{extra}queries:\n  - can_activate: {{permanent: {permanent}, ability: {ability}}}\n"
    sc = parse_scenario_text("name: t\nplayers: [you, opp]\n" + CARDS + body, LIB)
    got = answer(sc.state, sc.queries[0]).answer
    assert isinstance(got, bool)
    return got


def test_equip_sentences_are_static_abilities_not_the_keyword() -> None:
    """702.6a: "Equip [cost]" always ends with its cost, so "Equip abilities you activate cost {1}
    less to activate" and "Equip costs you pay cost {1} less" are static abilities changing the
    costs of equip abilities (602.2b), not an Equip keyword with words for its parameter."""
    for text in ("Equip abilities you activate cost {1} less to activate.", "Equip costs you pay cost {1} less."):
        (a,) = parse_abilities(text, card_name="X", type_line=TypeLine.parse("Creature — Human"))
        assert not isinstance(a, Keyword)
        assert isinstance(a, StaticAbility)
        (e,) = a.effects
        assert isinstance(e, AbilityCostModifier) and e.kind == "equip" and e.by_you and not e.increase
    (eq,) = parse_abilities("Equip {2}", card_name="Y", type_line=TypeLine.parse("Artifact — Equipment"))
    assert isinstance(eq, ActivatedAbility) and eq.keyword == "equip"


def test_equip_abilities_you_activate_cost_less() -> None:
    """602.2b, 601.2f: Vulshok Morningstar's Equip {2} costs {1} with Arms Scavenger, so one
    Mountain pays it; without it, or under an opponent's Arms Scavenger ("you activate", 602.2),
    it costs {2}."""
    assert _can("{you: [Arms Scavenger, {card: Vulshok Morningstar, id: vm}, Mountain]}", "vm", 0)
    assert not _can("{you: [{card: Vulshok Morningstar, id: vm}, Mountain, Grizzly Bears]}", "vm", 0)
    assert not _can("{you: [{card: Vulshok Morningstar, id: vm}, Mountain, Grizzly Bears], opp: [Arms Scavenger]}", "vm", 0)


def test_equip_costs_you_pay() -> None:
    """Auriok Steelshaper: "Equip costs you pay cost {1} less." (602.2b): the same change."""
    assert _can("{you: [Auriok Steelshaper, {card: Vulshok Morningstar, id: vm}, Plains]}", "vm", 0)


def test_that_target_this_creature() -> None:
    """601.2c comes before 601.2f: Fervent Champion's reduction applies when the equip ability
    targets it; an equip ability targets a creature its activator controls (702.6a), so with the
    Champion on your side Equip {2} costs {0}; the opponent's Champion can't be its target."""
    assert _can("{you: [Fervent Champion, {card: Vulshok Morningstar, id: vm}]}", "vm", 0)
    assert not _can("{you: [{card: Vulshok Morningstar, id: vm}, Grizzly Bears], opp: [Fervent Champion]}", "vm", 0)


def test_zirda_non_mana_abilities_with_a_floor() -> None:
    """Zirda (605.1a, 602.2b): an ability that is no mana ability costs {2} less, never below one
    mana: Vulshok Morningstar's Equip {2} costs {1} (one Plains pays it; none: it can't be paid);
    Pili-Pala's mana ability is left at {2} (one Plains can't pay it)."""
    assert _can("{you: [{card: 'Zirda, the Dawnwaker'}, {card: Vulshok Morningstar, id: vm}, Plains]}", "vm", 0)
    assert not _can("{you: [{card: 'Zirda, the Dawnwaker'}, {card: Vulshok Morningstar, id: vm}]}", "vm", 0)
    assert not _can("{you: [{card: 'Zirda, the Dawnwaker'}, {card: Pili-Pala, id: pp, tapped: true}, Plains]}", "pp", 0)


def test_exhaust_abilities_of_other_permanents() -> None:
    """Boom Scholar: "Exhaust abilities of other permanents you control cost {2} less" (602.2b):
    Skystreak Engineer's Exhaust {4}{U} costs {2}{U}, three Islands pay it; Boom Scholar's own
    exhaust ability is not changed ("other"), and the Engineer's ability is an exhaust ability
    (702.177a) while Boom Scholar's change applies to no other kind."""
    engine = "{card: Skystreak Engineer, id: se, activated: []}"
    assert _can(f"{{you: [Boom Scholar, {engine}, Island, Island, Island]}}", "se", 0)
    assert not _can(f"{{you: [{engine}, Island, Island, Island]}}", "se", 0)
    assert not _can("{you: [{card: Boom Scholar, id: bs, activated: []}, Mountain, Forest, Island, Island]}", "bs", 0)


def test_boast_for_each_dragon() -> None:
    """Dragonkin Berserker: Boast {4}{R} costs {1} less for each Dragon you control (counted as it
    is activated, 601.2f): with one Shivan Dragon, {3}{R}, four Mountains pay it; without, not."""
    db = "{card: Dragonkin Berserker, id: db, attacked_this_turn: true, activated_this_turn: []}"
    assert _can(f"{{you: [{db}, Shivan Dragon, Mountain, Mountain, Mountain, Mountain]}}", "db", 0)
    assert not _can(f"{{you: [{db}, Mountain, Mountain, Mountain, Mountain]}}", "db", 0)
