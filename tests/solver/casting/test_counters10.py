"""counters10: counters a permanent enters with from the payment and from the turn's history
(601.2h: the mana spent is known once the cost is paid; 614.1c: an enters-with-counters
replacement applies as the permanent enters), each checked for its meaning."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from manasolve.model.abilities import (
    EntersWithCounters,
    LeftBattlefieldUnderControl,
    ManaSpentToCast,
    OpponentLostLife,
    StaticAbility,
    TurnCount,
)
from manasolve.model.cards import TypeLine
from manasolve.model.errors import QueryError
from manasolve.model.library import CardLibrary
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import enters

STALWART = {
    "name": "Tajuru Stalwart",
    "type_line": "Creature — Elf Scout Ally",
    "mana_cost": "{2}{G}",
    "oracle_text": "Converge — This creature enters with a +1/+1 counter on it for each color of mana spent to cast it.",
    "power": "0",
    "toughness": "1",
}
MARATH = {
    "name": "Marath, Will of the Wild",
    "type_line": "Legendary Creature — Elemental Beast",
    "mana_cost": "{R}{G}{W}",
    "oracle_text": "Marath enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it.",
    "power": "0",
    "toughness": "0",
}
LIBERATOR = {
    "name": "Greenwheel Liberator",
    "type_line": "Creature — Elf Warrior",
    "mana_cost": "{1}{G}",
    "oracle_text": "Revolt — This creature enters with two +1/+1 counters on it if a permanent left the battlefield under your control this turn.",
    "power": "2",
    "toughness": "1",
}
SPARKSHOOTER = {
    "name": "Frilled Sparkshooter",
    "type_line": "Creature — Lizard Archer",
    "mana_cost": "{3}{R}",
    "oracle_text": "This creature enters with a +1/+1 counter on it if an opponent lost life this turn.",
    "power": "3",
    "toughness": "3",
}
IMMORTAL = {
    "name": "Sautekh Immortal",
    "type_line": "Artifact Creature — Necron",
    "mana_cost": "{2}{B}",
    "oracle_text": "Flash\nElite Troops — This creature enters with a +1/+1 counter on it for each creature that died this turn.",
    "power": "2",
    "toughness": "2",
}


def _effect(text: str, name: str = "Test Card") -> EntersWithCounters:
    (ability,) = parse_abilities(text, card_name=name, type_line=TypeLine.parse("Creature"))
    assert isinstance(ability, StaticAbility)
    (e,) = ability.effects
    assert isinstance(e, EntersWithCounters)
    return e


def _scenario(text: str, *cards: dict) -> object:
    return parse_scenario_text(text, CardLibrary.builtin().with_cards(list(cards)))


def test_the_templates_are_read() -> None:
    """614.1c: the counts of the payment (601.2h) and of the turn (700.4), and the conditions of
    the turn (119.3, Revolt), read into typed values."""
    assert _effect(STALWART["oracle_text"]).amount == ManaSpentToCast(colors=True)
    assert _effect(MARATH["oracle_text"], "Marath").amount == ManaSpentToCast()
    assert _effect("Verazol enters with a +1/+1 counter on it for each mana spent to cast it.", "Verazol").amount == ManaSpentToCast()
    assert isinstance(_effect(IMMORTAL["oracle_text"].split("\n")[1]).amount, TurnCount)
    assert _effect(LIBERATOR["oracle_text"]).condition == LeftBattlefieldUnderControl()
    assert _effect(SPARKSHOOTER["oracle_text"]).condition == OpponentLostLife()


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from("WUBRGC"), min_size=0, max_size=8))
def test_converge_counts_the_colours_spent(spent: list[str]) -> None:
    """Converge (601.2h, 614.1c): one counter per colour among the mana spent; colorless mana is
    no colour (105.1); the amount spent does not matter, only its colours."""
    s = _scenario("players: [you, opp]\nhand: {you: [Tajuru Stalwart]}", STALWART)
    want = len(set(spent) - {"C"})
    got = enters(s, "Tajuru Stalwart", spent="".join(spent)).counters
    assert got == ({"+1/+1": want} if want else {})


def test_marath_counts_every_mana_spent() -> None:
    """"equal to the amount of mana spent to cast it" (601.2h): colorless mana counts too; a
    permanent not cast had no mana spent (0)."""
    s = _scenario("players: [you, opp]\nhand: {you: [\"Marath, Will of the Wild\"]}", MARATH)
    assert enters(s, "Marath, Will of the Wild", spent="{R}{G}{W}{C}{C}").counters == {"+1/+1": 5}
    assert enters(s, "Marath, Will of the Wild", cast=False).counters == {}


def test_the_payment_is_never_assumed() -> None:
    """601.2h: the mana spent is the payment's; without ``spent`` the query fails naming the key,
    and a generic number is no type of mana."""
    s = _scenario("players: [you, opp]\nhand: {you: [Tajuru Stalwart]}", STALWART)
    with pytest.raises(QueryError, match="spent"):
        enters(s, "Tajuru Stalwart")
    with pytest.raises(QueryError, match="spent"):
        enters(s, "Tajuru Stalwart", spent="{2}{G}")


def test_turn_history() -> None:
    """614.1c with 700.4, 119.3 and Revolt: counted or judged as the permanent enters, from the
    scenario's keys; a key not given is an error naming it."""
    died = _scenario("players: [you, opp]\ncreatures_died_this_turn: 3\nhand: {you: [Sautekh Immortal]}", IMMORTAL)
    assert enters(died, "Sautekh Immortal").counters == {"+1/+1": 3}
    hand = "players: [you, opp]\nhand: {you: [Frilled Sparkshooter, Greenwheel Liberator]}\n"
    lost = _scenario(hand + "life_lost_this_turn: {opp: 1}\nleft_battlefield_this_turn: {you: 2}", SPARKSHOOTER, LIBERATOR)
    assert enters(lost, "Frilled Sparkshooter").counters == {"+1/+1": 1}
    assert enters(lost, "Greenwheel Liberator").counters == {"+1/+1": 2}
    quiet = _scenario(hand + "life_lost_this_turn: {you: 4, opp: 0}\nleft_battlefield_this_turn: {you: 0}", SPARKSHOOTER, LIBERATOR)
    assert enters(quiet, "Frilled Sparkshooter").counters == {}
    assert enters(quiet, "Greenwheel Liberator").counters == {}
    unknown = _scenario(hand, SPARKSHOOTER, LIBERATOR)
    with pytest.raises(QueryError, match="life_lost_this_turn"):
        enters(unknown, "Frilled Sparkshooter")
    with pytest.raises(QueryError, match="left_battlefield_this_turn"):
        enters(unknown, "Greenwheel Liberator")


BIOPHAGUS = {
    "name": "Biophagus",
    "type_line": "Creature — Human Tyranid Wizard",
    "mana_cost": "{1}{G}",
    "oracle_text": "Genomic Enhancement — {T}: Add one mana of any color. If this mana is spent to cast a creature spell, that creature enters with an additional +1/+1 counter on it.",
    "power": "1",
    "toughness": "3",
}
ORB = {
    "name": "Jade Orb of Dragonkind",
    "type_line": "Artifact",
    "mana_cost": "{2}{G}",
    "oracle_text": "{T}: Add {G}. When you spend this mana to cast a Dragon creature spell, it enters with an additional +1/+1 counter on it and gains hexproof until your next turn.",
}
DRAGON = {"name": "Test Dragon", "type_line": "Creature — Dragon", "mana_cost": "{3}{G}", "oracle_text": "Flying", "power": "4", "toughness": "4"}
WALL = {"name": "Test Wall", "type_line": "Artifact", "mana_cost": "{2}", "oracle_text": ""}


def test_riders_of_spent_mana_are_read() -> None:
    """106.6a: the rider is typed data of the mana ability: the spells it names, the counters and
    the abilities it gives."""
    from manasolve.model.abilities import ManaAbility

    (a,) = parse_abilities(ORB["oracle_text"], card_name=ORB["name"], type_line=TypeLine.parse("Artifact"))
    assert isinstance(a, ManaAbility)
    (rider,) = a.spent_riders
    assert rider.spells.subtypes == frozenset({"Dragon"}) and "Creature" in rider.spells.card_types
    assert rider.counters == 1 and rider.gains == ("hexproof",) and rider.duration == "until your next turn"


def test_riders_apply_only_to_the_spells_they_name() -> None:
    """106.6a: Biophagus' mana gives a creature spell one more +1/+1 counter (614.1c), and nothing
    to a spell that is not a creature; the Orb's only to a Dragon. A permanent named in
    ``spent_from`` whose mana does nothing when spent is an error, not ignored."""
    s = _scenario(
        "players: [you, opp]\nbattlefield: {you: [Biophagus, Jade Orb of Dragonkind, Forest]}\nhand: {you: [Test Dragon, Test Wall]}",
        BIOPHAGUS, ORB, DRAGON, WALL,
    )
    assert enters(s, "Test Dragon", spent_from=["Biophagus", "Jade Orb of Dragonkind"]).answer == {
        "counters": {"+1/+1": 2}, "mana_value": 4, "gains": ["hexproof until your next turn"],
    }
    assert enters(s, "Test Wall", spent_from=["Biophagus"]).counters == {}
    assert enters(s, "Test Dragon").counters == {}
    with pytest.raises(QueryError, match="spent_from"):
        enters(s, "Test Dragon", spent_from=["Forest"])


def test_x_cant_be_zero_raises_the_least_cost_of_an_activation() -> None:
    """107.3: "X can't be 0." makes X at least 1 as the ability is activated, so {X} costs {1} at
    least: with no mana the ability can't be activated, with one mana it can. Without the
    sentence, X = 0 costs nothing (the rule is what changes the answer)."""
    from manasolve.model.abilities import ActivatedAbility
    from manasolve.solver.app.queries import can_activate

    text = "{X}, {T}: Target player mills X cards. X can't be 0."
    (a,) = parse_abilities(text, card_name="Test Lamp", type_line=TypeLine.parse("Artifact"))
    assert isinstance(a, ActivatedAbility) and a.x_not_zero
    lamp = {"name": "Test Lamp", "type_line": "Artifact", "mana_cost": "{2}", "oracle_text": text}
    free = {"name": "Free Lamp", "type_line": "Artifact", "mana_cost": "{2}", "oracle_text": "{X}, {T}: Target player mills X cards."}
    bare = _scenario("players: [you, opp]\nbattlefield: {you: [Test Lamp, Free Lamp]}", lamp, free)
    assert not can_activate(bare, "Test Lamp", 0).answer
    assert can_activate(bare, "Free Lamp", 0).answer
    land = _scenario("players: [you, opp]\nbattlefield: {you: [Test Lamp, Wastes]}", lamp)
    assert can_activate(land, "Test Lamp", 0).answer


def test_sunburst_counters_by_what_enters() -> None:
    """702.44a: Sunburst gives +1/+1 counters to a permanent entering as a creature and charge
    counters otherwise, one per colour of mana spent to cast it (601.2h); the keyword is typed
    data, not a name the solver looks up."""
    from manasolve.model.abilities import Sunburst

    myr = {"name": "Test Myr", "type_line": "Artifact Creature — Myr", "mana_cost": "{3}", "oracle_text": "Sunburst", "power": "0", "toughness": "0"}
    orb = {"name": "Test Orb", "type_line": "Artifact", "mana_cost": "{3}", "oracle_text": "Sunburst"}
    (k,) = parse_abilities("Sunburst", card_name="Test Myr", type_line=TypeLine.parse("Artifact Creature — Myr"))
    assert isinstance(k, Sunburst)
    s = _scenario("players: [you, opp]\nhand: {you: [Test Myr, Test Orb]}", myr, orb)
    assert enters(s, "Test Myr", spent="{R}{G}{G}").counters == {"+1/+1": 2}
    assert enters(s, "Test Orb", spent="{R}{G}{U}").counters == {"charge": 3}
    with pytest.raises(QueryError, match="spent"):
        enters(s, "Test Orb")


def test_a_pronoun_for_it() -> None:
    """614.1c: "Hulk enters with a +1/+1 counter on him." is the same replacement as "... on it"."""
    hulk = {"name": "Hulk, Test", "type_line": "Legendary Creature — Human", "mana_cost": "{2}{G}",
            "oracle_text": "Hulk enters with a +1/+1 counter on him.", "power": "3", "toughness": "3"}
    s = _scenario("players: [you, opp]\nhand: {you: [\"Hulk, Test\"]}", hulk)
    assert enters(s, "Hulk, Test").counters == {"+1/+1": 1}
