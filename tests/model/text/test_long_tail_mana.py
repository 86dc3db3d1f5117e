"""The long tail of mana sentences (h15c), each checked for its meaning on a small board: cards
counted in a graveyard or hand (402, 404), who adds the mana (106.3, 106.4), mana kept in the pool
(500.4), spending restrictions (106.6). The cards are real, written with their Oracle text;
expected answers are worked out from the rules, not read from the program."""

from __future__ import annotations

from typing import Any

import pytest

import manasolve
from manasolve.model.abilities import (
    CardsIn,
    FixedMana,
    ManaAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
    UnspentManaKept,
)
from manasolve.model.errors import QueryError
from manasolve.model.mana import ManaType, TypeSet
from manasolve.model.selectors import Who
from manasolve.solver.app.queries import available_mana, can_pay, could_produce, tap_for_mana
from games import card, game, read, tap


CRYPT = card("Crypt of Agadeem", "Land", "This land enters tapped.\n{T}: Add {B}.\n{2}, {T}: Add {B} for each black creature card in your graveyard.")
RITUALIST = card("Deathbloom Ritualist", "Creature — Elf Warlock", "{T}: Add X mana of any one color, where X is the number of creature cards in your graveyard.", "{1}{B}{G}", "3/3")
GRAVEDIGGER = card("Gravedigger", "Creature — Zombie", "When this creature enters, you may return target creature card from your graveyard to your hand.", "{3}{B}", "2/2")
ELVES = card("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
CORE = card("The Core", "Legendary Land", "Fathomless descent — {T}: Add X mana of any one color, where X is the number of permanent cards in your graveyard.")


# ---- cards in a graveyard or a hand (402, 404) -------------------------------------------------


def test_cards_in_graveyard_read_as_an_amount() -> None:
    """"for each black creature card in your graveyard": the controller's graveyard, black (105.2)
    and creature (205) both required."""
    ability = read(CRYPT["oracle_text"], "Land")[2]
    assert isinstance(ability, ManaAbility)
    part = ability.effect.options[0].parts[0]
    assert isinstance(part, FixedMana) and isinstance(part.per, CardsIn)
    assert part.per.zone == "graveyard" and part.per.whose is Who.YOU
    assert part.per.card_types == {"Creature"} and part.per.colors == TypeSet.of([ManaType.B])


def test_crypt_counts_only_black_creature_cards_of_its_controller() -> None:
    """404: a graveyard is its owner's; only black creature cards count (a green creature card and a
    land card do not), and the opponent's graveyard is not "your graveyard"."""
    s = game([CRYPT, GRAVEDIGGER, ELVES], ["Crypt of Agadeem", "Wastes", "Wastes"],
             graveyard={"you": ["Gravedigger", "Gravedigger", "Llanowar Elves", "Swamp"], "opp": ["Gravedigger"] * 5})
    assert tap(s, "Crypt of Agadeem", 1) == {"BB"}
    assert set(available_mana(s, "you").answer) == {"BB", "BCC"}


def test_permanent_cards_are_cards_of_the_permanent_types() -> None:
    """110.4a: a permanent card is an artifact, battle, creature, enchantment, land or planeswalker
    card; an instant card is not one."""
    bolt = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
    s = game([CORE, bolt, ELVES], ["The Core"], graveyard={"you": ["Lightning Bolt", "Llanowar Elves", "Forest"]})
    assert tap(s, "The Core") == {"WW", "UU", "BB", "RR", "GG"}


def test_an_empty_graveyard_adds_nothing_but_a_missing_one_is_an_error() -> None:
    """107.2 and the scenario contract: a graveyard given empty counts 0; one the scenario does not
    give is never assumed empty: the query fails naming the key ``graveyard``."""
    s = game([RITUALIST], ["Deathbloom Ritualist"], graveyard={"you": []})
    assert tap(s, "Deathbloom Ritualist") == {""}
    with pytest.raises(QueryError, match="graveyard"):
        tap_for_mana(game([RITUALIST], ["Deathbloom Ritualist"]), "Deathbloom Ritualist")


def test_each_graveyard_and_named_self() -> None:
    """"for each card named ~ in each graveyard" (Rite of Flame): every player's graveyard, cards of
    this card's name only (201.2)."""
    (spell,) = read("Add {R}{R}, then add {R} for each card named Rite of Flame in each graveyard.", "Sorcery", name="Rite of Flame")
    assert isinstance(spell, SpellAbility) and spell.mana is not None
    per = spell.mana.options[0].parts[1]
    assert isinstance(per, FixedMana) and isinstance(per.per, CardsIn) and per.per.whose is Who.ANY and per.per.named_self


# ---- who adds the mana (106.3, 106.4) -----------------------------------------------------------


CHIMES = card("Victory Chimes", "Artifact", "Untap this artifact during each other player's untap step.\n{T}: A player of your choice adds {C}.", "{3}")
SEARCHLIGHT = card("Spectral Searchlight", "Artifact", "{T}: Choose a player. That player adds one mana of any color they choose.", "{3}")


def test_a_player_of_your_choice_may_be_you() -> None:
    """106.4: the mana goes into the pool of the player the effect names; "a player of your choice"
    may be the controller, so the controller's pool can get it, and the witness names the player."""
    ability = read(CHIMES["oracle_text"])[1]
    assert isinstance(ability, ManaAbility) and ability.effect.recipient == "chosen"
    s = game([CHIMES, SEARCHLIGHT], ["Victory Chimes", "Spectral Searchlight"])
    result = tap_for_mana(s, "Victory Chimes")
    assert set(result.answer) == {"C"}
    assert "the player chosen to add it: you (106.4)" in result.to_dict()["why"]["C"]["choices"]
    assert tap(s, "Spectral Searchlight") == {"W", "U", "B", "R", "G"}
    assert can_pay(s, "you", "{1}{U}").answer is True


def test_each_player_adds_it_the_controller_too() -> None:
    """106.4: "Each player adds {B}{R}{G}": every player's pool gets it, the controller's too."""
    (ability,) = read("{1}, {T}: Each player adds {B}{R}{G}.", "Creature — Lizard Shaman")
    assert ability.effect.recipient == "each player"
    yurlok = card("Yurlok", "Creature — Lizard Shaman", "{1}, {T}: Each player adds {B}{R}{G}.", "{1}{B}{R}{G}", "3/3")
    assert tap(game([yurlok], ["Yurlok", "Wastes"]), "Yurlok") == {"BRG"}


# ---- mana kept in the pool (500.4, 106.4) -------------------------------------------------------


def test_mana_kept_is_read_with_its_duration() -> None:
    """500.4 / 106.4: pools empty as steps and phases end; "you don't lose this mana" keeps the mana
    the ability added until the duration ends; "unspent red mana" keeps that type always."""
    trig = read("Whenever this creature attacks, add {R}{R}{R}{G}{G}{G}. Until end of turn, you don't lose this mana as steps and phases end.", "Creature — Dragon")[0]
    assert isinstance(trig, TriggeredAbility)
    assert trig.kept == (UnspentManaKept(who="you", mana=None, until="end of turn"),)
    (static,) = read("You don't lose unspent red mana as steps and phases end.", "Creature — Elemental")
    assert isinstance(static, StaticAbility) and static.effects == (UnspentManaKept(mana=TypeSet.of([ManaType.R])),)
    (kruphix,) = read("If you would lose unspent mana, that mana becomes colorless instead.", "Enchantment")
    assert isinstance(kruphix, StaticAbility) and kruphix.effects[0].becomes is ManaType.C


def test_mana_kept_changes_no_answer_about_now() -> None:
    """500.4: mana leaves a pool only as a step or phase ends; every query asks about the mana that
    can be made now, so Upwelling on the battlefield changes no answer."""
    upwelling = card("Upwelling", "Enchantment", "Players don't lose unspent mana as steps and phases end.", "{3}{G}")
    with_it = game([upwelling, ELVES], ["Upwelling", "Llanowar Elves", "Forest"])
    without = game([ELVES], ["Llanowar Elves", "Forest"])
    assert available_mana(with_it, "you").answer == available_mana(without, "you").answer
    assert could_produce(with_it, "Forest").answer == could_produce(without, "Forest").answer


# ---- spending restrictions (106.6) --------------------------------------------------------------


HELGA = card(
    "Helga, Skittish Seer", "Legendary Creature — Frog Druid",
    "Whenever you cast a creature spell with mana value 4 or greater, you draw a card, gain 1 life, and put a +1/+1 counter on Helga.\n"
    "{T}: Add X mana of any one color, where X is Helga's power. Spend this mana only to cast creature spells with mana value 4 or greater or creature spells with {X} in their mana costs.",
    "{G}{W}{U}", "1/3",
)
BEAST = card("Craw Wurm", "Creature — Wurm", "", "{4}{G}{G}", "6/4")
BEAR = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")
HYDRA = card("Genesis Hydra", "Creature — Plant Hydra", "When you cast this spell, reveal the top X cards of your library.", "{X}{G}{G}", "0/0")
DIVINATION = card("Divination", "Sorcery", "Draw two cards.", "{2}{U}")


def test_mana_value_and_x_restrictions_apply_to_the_spell_named() -> None:
    """106.6: Helga's mana pays only for a creature spell of mana value 4 or greater (202.3) or a
    creature spell with {X} in its mana cost (107.3); a two-mana creature or a sorcery gets none."""
    s = game([HELGA, BEAST, BEAR, HYDRA, DIVINATION], [{"card": "Helga, Skittish Seer", "counters": {"+1/+1": 1}}],
             hand={"you": ["Craw Wurm", "Grizzly Bears", "Genesis Hydra", "Divination"]})
    assert can_pay(s, "you", "{G}{G}", for_="Craw Wurm").answer is True
    assert can_pay(s, "you", "{G}{G}", for_="Genesis Hydra").answer is True
    assert can_pay(s, "you", "{G}{G}", for_="Grizzly Bears").answer is False
    assert can_pay(s, "you", "{G}{G}", for_="Divination").answer is False
    assert can_pay(s, "you", "{G}{G}").answer is False  # no spell named: only unrestricted mana counts


def test_a_spell_of_x_reaches_the_least_mana_value_only_with_its_x() -> None:
    """202.3e: on the stack X is the value chosen; "mana value 4 or greater" holds for {X}{G}{G}
    with X = 2, not with X = 1."""
    restriction = read("{T}: Add {G}{G}. Spend this mana only to cast spells with mana value 4 or greater.", "Land")[0].spending
    assert restriction is not None and restriction.spells[0].min_mana_value == 4
    land = card("Test Land", "Land", "{T}: Add {G}{G}. Spend this mana only to cast spells with mana value 4 or greater.")
    s = game([land, HYDRA], ["Test Land"], hand={"you": ["Genesis Hydra"]})
    assert can_pay(s, "you", "{X}{G}{G}", x=0, for_="Genesis Hydra").answer is False
    assert can_pay(s, "you", "{G}{G}", x=2, for_="Genesis Hydra").answer is True


def test_uses_no_query_pays_for_restrict_the_mana_to_them() -> None:
    """106.6: mana spendable only on cumulative upkeep (702.24), on foretelling (702.143) or on
    unlocking doors (709.5) pays for no spell and no ability of a source, except the spells the
    sentence also names (Room spells, spells that have foretell)."""
    from manasolve.model.text import grammar

    def rule(text: str) -> Any:
        return grammar.read(text, "spend_restriction", lambda q: ())

    snow = rule("Spend this mana only to pay cumulative upkeep costs")
    assert snow.spells == () and snow.abilities == () and snow.other == ("pay cumulative upkeep costs",)
    niko = rule("Spend this mana only to foretell cards or cast spells that have foretell")
    assert niko.other == ("foretell cards",) and niko.spells[0].keyword == "foretell"
    room = rule("Spend this mana only to cast Room spells and unlock doors")
    assert room.spells[0].subtypes == {"Room"} and room.other == ("unlock doors",)
    three = rule("Spend this mana only to cast spells with exactly three colors")
    assert three.spells[0].exact_colors == 3


def test_spending_restriction_of_a_spell_and_a_trigger_is_held_with_the_mana() -> None:
    """106.6: the restriction is of the mana the sentence before adds (Metamorphosis, Boommobile)."""
    abilities = read("As an additional cost to cast this spell, sacrifice a creature.\nAdd X mana of any one color, where X is 1 plus the sacrificed creature's mana value. Spend this mana only to cast creature spells.", "Sorcery")
    spell = abilities[1]
    assert isinstance(spell, SpellAbility) and spell.mana is not None and spell.spending is not None
    assert spell.spending.spells[0].card_types == {"Creature"}
    (trigger,) = read("When this Vehicle enters, add four mana of any one color. Spend this mana only to activate abilities.", "Artifact — Vehicle")
    assert isinstance(trigger, TriggeredAbility) and trigger.spending is not None and trigger.spending.abilities == (None,)


# ---- what happened this turn (121.1, 119.3) -----------------------------------------------------


KYDELE = card("Kydele, Chosen of Kruphix", "Legendary Creature — Human Wizard", "{T}: Add {C} for each card you've drawn this turn.\nPartner", "{2}{G}{U}", "0/4")


def test_cards_drawn_this_turn_are_the_scenario_s() -> None:
    """121.1: the cards the controller drew this turn, as the scenario gives them; not given, the
    query fails naming the key ``cards_drawn_this_turn`` (never 0)."""
    assert tap(game([KYDELE], ["Kydele, Chosen of Kruphix"], cards_drawn_this_turn={"you": 3, "opp": 9}), "Kydele, Chosen of Kruphix") == {"CCC"}
    with pytest.raises(QueryError, match="cards_drawn_this_turn"):
        tap_for_mana(game([KYDELE], ["Kydele, Chosen of Kruphix"]), "Kydele, Chosen of Kruphix")


def test_life_lost_by_opponents_sums_them() -> None:
    """119.3: "for each 1 life your opponents have lost this turn" adds the losses of every opponent
    together, not the controller's own."""
    from manasolve.model.abilities import LifeLostThisTurn
    from manasolve.solver.mana.amounts import amount_of
    from manasolve.solver.mana.resolver import Resolver

    trig = read("At the beginning of each of your postcombat main phases, add {R} for each 1 life your opponents have lost this turn.", "Creature — Zombie")[0]
    assert isinstance(trig, TriggeredAbility)
    neheb = card("Neheb", "Creature — Zombie", "{T}: Add {R} for each 1 life your opponents have lost this turn.", "{3}{R}{R}", "4/6")
    s = manasolve.scenario({"name": "t", "players": ["you", "opp", "third"], "cards": [neheb], "battlefield": {"you": ["Neheb"]},
                            "life_lost_this_turn": {"you": 7, "opp": 2, "third": 3}}).state
    board = Resolver.of(s).board
    assert amount_of(LifeLostThisTurn(), board.view("Neheb"), board) == 5
