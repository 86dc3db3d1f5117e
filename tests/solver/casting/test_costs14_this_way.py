"""costs14: "Flashback {8}{W}{W}. This spell costs {X} less to cast this way, where X is the greatest
mana value of a commander you own on the battlefield or in the command zone." (Visions of Glory;
601.3: cast with its flashback permission; 601.2f, 118.7a: the reduction applies only then; 903.3,
202.3: the commanders' mana values; a command zone is never assumed empty)."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import CastThisWay, CommanderManaValue, CostModifier, StaticAbility
from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import cast, cast_options
from games import read, scenario

VISIONS = (
    "Create a 1/1 white Human creature token for each creature you control.\\nFlashback {8}{W}{W}. This spell costs {X} less to "
    "cast this way, where X is the greatest mana value of a commander you own on the battlefield or in the command zone. (You may "
    "cast this card from your graveyard for its flashback cost. Then exile it.)"
)
CARDS = f"""
cards:
  - name: Visions of Glory
    mana_cost: "{{4}}{{W}}"
    type_line: Sorcery
    oracle_text: "{VISIONS}"
  - name: Akroma, Angel of Wrath
    mana_cost: "{{5}}{{W}}{{W}}{{W}}"
    type_line: Legendary Creature — Angel
    power: "6"
    toughness: "6"
    oracle_text: "Flying, first strike, vigilance, trample, haste, protection from black and from red"
  - name: Grizzly Bears
    mana_cost: "{{1}}{{G}}"
    type_line: Creature — Bear
    power: "2"
    toughness: "2"
    oracle_text: ""
"""


def test_read_with_its_keyword() -> None:
    """The reduction names the keyword of its line (flashback) and counts the commanders."""
    abilities = read(VISIONS.replace("\\n", "\n"), "Sorcery", "Visions of Glory")
    mods = [e for a in abilities if isinstance(a, StaticAbility) for e in a.effects if isinstance(e, CostModifier)]
    assert len(mods) == 1 and mods[0].condition == CastThisWay("flashback") and isinstance(mods[0].per, CommanderManaValue)


def test_a_commander_on_the_battlefield() -> None:
    """601.2f: {8}{W}{W} less {8} (Akroma's mana value) is {W}{W}."""
    s = scenario(CARDS + 'battlefield: {you: [Plains, Plains, {card: "Akroma, Angel of Wrath", commander: true}]}\ngraveyard: {you: [Visions of Glory]}\ncommand: {you: []}\n')
    assert [w["cost"] for w in cast_options(s, "Visions of Glory", from_="graveyard").answer] == ["{W}{W}"]


def test_the_greatest_in_the_command_zone_too() -> None:
    """903.3: a commander in the command zone counts; the greatest mana value (Akroma's 8, not the
    Bears' 2) is taken; a creature that is no commander does not count."""
    s = scenario(CARDS + 'battlefield: {you: [Plains, Plains, {card: Grizzly Bears, commander: true}, "Akroma, Angel of Wrath"]}\ngraveyard: {you: [Visions of Glory]}\ncommand: {you: [Grizzly Bears]}\n')
    assert [w["cost"] for w in cast_options(s, "Visions of Glory", from_="graveyard").answer] == []
    t = scenario(CARDS + 'battlefield: {you: [Plains, Plains]}\ngraveyard: {you: [Visions of Glory]}\ncommand: {you: ["Akroma, Angel of Wrath"]}\n')
    assert [w["cost"] for w in cast_options(t, "Visions of Glory", from_="graveyard").answer] == ["{W}{W}"]


def test_the_command_zone_is_never_assumed() -> None:
    """Without the scenario's ``command`` the reduction can't be counted: an error naming the key;
    cast from the hand, the reduction does not apply (no error)."""
    s = scenario(CARDS + "battlefield: {you: [Plains, Plains, Plains, Plains, Plains]}\ngraveyard: {you: [Visions of Glory]}\nhand: {you: [Visions of Glory]}\n")
    with pytest.raises(QueryError, match="command"):
        cast_options(s, "Visions of Glory", from_="graveyard")
    assert cast(s, "Visions of Glory").legal
