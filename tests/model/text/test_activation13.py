"""activation13: activation restrictions (602.5b) and counters other permanents enter with
(614.1c), each wording checked for its meaning on a small board: moments of combat (506.1, 509,
510.2), the draw step (504) and the end step (513), a graveyard's cards (404), life gained this
turn (119.9), the negative form "You can't activate this ability during combat", and "...
creatures you control enter with an additional +1/+1 counter on them". The cards are real, written
with their Oracle text; expected answers are worked out from the rules, not read from the
program."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import AmountAtLeast, DuringStep, GraveyardCount, LifeGainedThisTurn, NotDuring, TurnStep
from manasolve.model.errors import QueryError
from manasolve.model.selectors import Who
from manasolve.solver.app.queries import can_activate, enters
from games import card, game, read

DAGGER = card("Acidic Dagger", "Artifact", "{4}, {T}: Whenever target creature deals combat damage to a non-Wall creature this turn, destroy that non-Wall creature. When the targeted creature leaves the battlefield this turn, sacrifice this artifact. Activate only before blockers are declared.", "{4}")
TRAP_RUNNER = card("Trap Runner", "Creature — Human Soldier", "{T}: Target unblocked attacking creature becomes blocked. Activate only during combat after blockers are declared.", "{2}{W}{W}", "2/3")
ANGUS = card("Angus Mackenzie", "Legendary Creature — Human Cleric", "{G}{W}{U}, {T}: Prevent all combat damage that would be dealt this turn. Activate only before the combat damage step.", "{G}{W}{U}", "2/2")
DJINN = card("Djinn of Infinite Deceits", "Creature — Djinn", "Flying\n{T}: Exchange control of two target nonlegendary creatures. You can't activate this ability during combat.", "{4}{U}{U}", "2/7")
WELL = card("Well of Knowledge", "Artifact", "{2}: Draw a card. Any player may activate this ability but only during their draw step.", "{3}")
MANA_CACHE = card("Mana Cache", "Enchantment", "At the beginning of each player's end step, put a charge counter on this enchantment for each untapped land that player controls.\nRemove a charge counter from this enchantment: Add {C}. Any player may activate this ability but only during their turn before the end step.", "{1}{R}{R}")
SCHOLAR_TEXT = "{T}: Spells you cast from your graveyard this turn cost {2} less to cast. Activate only if seven or more cards are in your graveyard."
ALCHEMIST = card("Gilt-Leaf Alchemist", "Creature — Elf Druid", "{T}: Draw a card. Activate only if two or more Elf cards are in your graveyard.", "{2}{G}", "2/2")
WINDROBBER = card("Merfolk Windrobber", "Creature — Merfolk Rogue", "Flying\nSacrifice this creature: Draw a card. Activate only if an opponent has eight or more cards in their graveyard.", "{U}", "1/1")
TRUDGE = card("Brackish Trudge", "Creature — Fungus Beast", "This creature can't block.\n{1}{B}, Discard a card: Return this card from your graveyard to your hand. Activate only if you gained life this turn.\n{T}: Add {B}.", "{1}{B}", "4/3")
ELF = card("Elvish Visionary", "Creature — Elf Shaman", "When this creature enters, draw a card.", "{1}{G}", "1/1")
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")
CURATOR = card("Curator Beastie", "Creature — Beast", "Reach\nColorless creatures you control enter with two additional +1/+1 counters on them.", "{4}{G}{G}", "6/6")
GOLEM = card("Ornithopter", "Artifact Creature — Thopter", "Flying", "{0}", "0/2")


def combat(step: str, **top: object) -> dict[str, object]:
    return {"phase": "combat", "combat_step": step, **top}


# ---- moments of combat (506.1, 509.1, 510.2; 602.5b) ---------------------------------------------


def test_before_blockers_are_declared() -> None:
    """506.1, 509.1: "Activate only before blockers are declared" holds in the first main phase and
    in the beginning and declare attackers steps, not from the declare blockers step on."""
    for where, ok in ((combat("declare_attackers"), True), (combat("declare_blockers"), False), ({"phase": "main1"}, True), ({"phase": "main2"}, False)):
        s = game([DAGGER], ["Acidic Dagger", "Wastes", "Wastes", "Wastes", "Wastes"], **where)
        assert can_activate(s, "Acidic Dagger", 0).answer is ok, where


def test_after_blockers_are_declared_and_before_the_damage_step() -> None:
    """509, 510: "during combat after blockers are declared" holds from the declare blockers step
    to the end of combat, never outside combat; "before the combat damage step" holds until the
    declare blockers step ends."""
    def runner(where: dict[str, object]) -> bool:
        return can_activate(game([TRAP_RUNNER], ["Trap Runner"], **where), "Trap Runner", 0).answer is True

    assert runner(combat("declare_blockers")) and runner(combat("end_of_combat"))
    assert not runner(combat("declare_attackers")) and not runner({"phase": "main2"})

    def angus(where: dict[str, object]) -> bool:
        return can_activate(game([ANGUS], ["Angus Mackenzie", "Forest", "Plains", "Island"], **where), "Angus Mackenzie", 0).answer is True

    assert angus(combat("declare_blockers")) and angus({"phase": "upkeep"})
    assert not angus(combat("combat_damage"))
    with pytest.raises(QueryError, match="combat_step"):
        can_activate(game([ANGUS], ["Angus Mackenzie", "Forest", "Plains", "Island"], phase="combat"), "Angus Mackenzie", 0)


def test_you_cant_activate_this_ability_during_combat() -> None:
    """602.5b: "You can't activate this ability during combat" is a restriction too: at any moment
    but combat (at instant speed: its main phase and the opponent's turn too)."""
    (_, ability) = read(DJINN["oracle_text"], "Creature — Djinn")
    assert ability.requires == (NotDuring(DuringStep(TurnStep.COMBAT)),)
    s = game([DJINN], ["Djinn of Infinite Deceits"])
    assert can_activate(s, "Djinn of Infinite Deceits", 0).answer is True
    during = game([DJINN], ["Djinn of Infinite Deceits"], phase="combat", combat_step="beginning")
    assert can_activate(during, "Djinn of Infinite Deceits", 0).answer is False


def test_any_player_during_their_draw_step() -> None:
    """602.2, 504: "Any player may activate this ability but only during their draw step": the
    opponent may, in the draw step of their own turn, not in yours."""
    opp_turn = game([WELL], ["Well of Knowledge"], ["Wastes", "Wastes"], active="opp", phase="draw")
    assert can_activate(opp_turn, "Well of Knowledge", 0, player="opp").answer is True
    mine = game([WELL], ["Well of Knowledge"], ["Wastes", "Wastes"], active="you", phase="draw")
    assert can_activate(mine, "Well of Knowledge", 0, player="opp").answer is False


def test_during_their_turn_before_the_end_step() -> None:
    """602.2, 602.5b, 513: "Any player may activate this ability but only during their turn before
    the end step" (Mana Cache's wording) is two restrictions: the activating player's own turn, and
    any step of it before the end step."""
    text = "{1}: Draw a card. Any player may activate this ability but only during their turn before the end step."
    (ability,) = read(text, "Artifact")
    assert DuringStep(TurnStep.BEFORE_END_STEP) in ability.requires
    c = card("Test Card", "Artifact", text, "{3}")
    assert can_activate(game([c], ["Test Card"], ["Wastes"], active="opp", phase="main2"), "Test Card", 0, player="opp").answer is True
    assert can_activate(game([c], ["Test Card"], ["Wastes"], active="opp", phase="end"), "Test Card", 0, player="opp").answer is False
    assert can_activate(game([c], ["Test Card"], ["Wastes"], active="you", phase="main2"), "Test Card", 0, player="opp").answer is False


# ---- graveyards (404) ----------------------------------------------------------------------------


def test_cards_are_in_your_graveyard() -> None:
    """404, 602.5b: "if seven or more cards are in your graveyard", "if two or more Elf cards are in
    your graveyard": the controller's graveyard, counted; a graveyard not given names its key."""
    (ability,) = read(SCHOLAR_TEXT, "Creature — Merfolk Wizard")
    (cond,) = ability.requires
    assert isinstance(cond, GraveyardCount) and cond.n == 7 and cond.whose is Who.YOU and not cond.card_types
    one = game([ALCHEMIST, ELF, BEARS], ["Gilt-Leaf Alchemist"], graveyard={"you": ["Elvish Visionary", "Grizzly Bears"]})
    assert can_activate(one, "Gilt-Leaf Alchemist", 0).answer is False
    two = game([ALCHEMIST, ELF], ["Gilt-Leaf Alchemist"], graveyard={"you": ["Elvish Visionary", "Elvish Visionary"]})
    assert can_activate(two, "Gilt-Leaf Alchemist", 0).answer is True
    with pytest.raises(QueryError, match="graveyard"):
        can_activate(game([ALCHEMIST], ["Gilt-Leaf Alchemist"]), "Gilt-Leaf Alchemist", 0)


def test_an_opponent_has_cards_in_their_graveyard() -> None:
    """404: "if an opponent has eight or more cards in their graveyard": an opponent's, not yours."""
    (_, ability) = read(WINDROBBER["oracle_text"], "Creature — Merfolk Rogue")
    assert ability.requires[0].whose is Who.OPPONENT
    theirs = game([WINDROBBER, BEARS], ["Merfolk Windrobber"], graveyard={"you": [], "opp": ["Grizzly Bears"] * 8})
    assert can_activate(theirs, "Merfolk Windrobber", 0).answer is True
    mine = game([WINDROBBER, BEARS], ["Merfolk Windrobber"], graveyard={"you": ["Grizzly Bears"] * 8, "opp": []})
    assert can_activate(mine, "Merfolk Windrobber", 0).answer is False
    with pytest.raises(QueryError, match="graveyard"):
        can_activate(game([WINDROBBER], ["Merfolk Windrobber"], graveyard={"you": []}), "Merfolk Windrobber", 0)


# ---- life gained this turn (119.9) ---------------------------------------------------------------


def test_you_gained_life_this_turn() -> None:
    """119.9, 602.5b: "Activate only if you gained life this turn" reads the scenario's
    life_gained_this_turn; not given, the question names the key."""
    abilities = read(TRUDGE["oracle_text"], "Creature — Fungus Beast")
    assert any(AmountAtLeast(LifeGainedThisTurn(), 1) in getattr(a, "requires", ()) for a in abilities)
    # Brackish Trudge's ability works from the graveyard; the same restriction on a permanent:
    c = card("Test Card", "Artifact", "{T}: Draw a card. Activate only if you gained life this turn.\n{T}: Draw a card. Activate only if you lost life this turn.", "{1}")
    assert can_activate(game([c], ["Test Card"], life_gained_this_turn={"you": 2}), "Test Card", 0).answer is True
    assert can_activate(game([c], ["Test Card"], life_gained_this_turn={"you": 0, "opp": 3}), "Test Card", 0).answer is False
    with pytest.raises(QueryError, match="life_gained_this_turn"):
        can_activate(game([c], ["Test Card"]), "Test Card", 0)
    assert can_activate(game([c], ["Test Card"], life_lost_this_turn={"you": 1}), "Test Card", 1).answer is True
    assert can_activate(game([c], ["Test Card"], life_lost_this_turn={"you": 0}), "Test Card", 1).answer is False


# ---- counters other permanents enter with (614.1c) -----------------------------------------------


def test_creatures_you_control_enter_with_additional_counters() -> None:
    """614.1c, 614.12: "Colorless creatures you control enter with two additional +1/+1 counters on
    them" (the plural form): a colorless creature of its controller enters with two more; a green one
    does not."""
    s = game([CURATOR, GOLEM, BEARS], ["Curator Beastie"], hand={"you": ["Ornithopter", "Grizzly Bears"]})
    assert enters(s, "Ornithopter").counters == {"+1/+1": 2}
    assert enters(s, "Grizzly Bears").counters == {}


# ---- who can't activate what (602.5, 101.2) -------------------------------------------------------

ABOLISHER = card("Grand Abolisher", "Creature — Human Cleric", "During your turn, your opponents can't cast spells or activate abilities of artifacts, creatures, or enchantments.", "{W}{W}", "2/2")
LLANOWAR = card("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")


def test_grand_abolisher_reads_two_prohibitions() -> None:
    """601.3, 602.5: one sentence, a casting prohibition and an activation prohibition, both only
    during the turns of its controller."""
    from manasolve.model.abilities import ActivationProhibition, CastProhibition, StaticAbility

    (ability,) = read(ABOLISHER["oracle_text"], "Creature — Human Cleric")
    assert isinstance(ability, StaticAbility)
    cast_no, activate_no = ability.effects
    assert isinstance(cast_no, CastProhibition) and cast_no.players is Who.OPPONENT and cast_no.during_your_turn
    assert isinstance(activate_no, ActivationProhibition) and activate_no.players is Who.OPPONENT and activate_no.during_your_turn
    assert {frozenset(s.card_types) for s in activate_no.sources.either} == {frozenset({"Artifact"}), frozenset({"Creature"}), frozenset({"Enchantment"})}


def test_grand_abolisher_stops_an_opponents_mana_creature_during_your_turn() -> None:
    """602.5, 605.1a (Grand Abolisher's ruling: its effect stops mana abilities of artifacts,
    creatures and enchantments too): during its controller's turn the opponent can't tap Llanowar
    Elves for mana, but can tap a land; on the opponent's own turn both; its controller is not
    bound."""
    from manasolve.solver.app.queries import available_mana

    mine = game([ABOLISHER, LLANOWAR], ["Grand Abolisher", "Llanowar Elves"], ["Llanowar Elves", "Forest"], active="you")
    opp_elves = next(p.id for p in mine.permanents if p.card.name == "Llanowar Elves" and p.controller == "opp")
    assert can_activate(mine, opp_elves, 0, player="opp").answer is False
    assert available_mana(mine, "opp").answer == ["G"]
    assert available_mana(mine, "you").answer == ["G"]  # its controller's own Elves: not forbidden
    theirs = game([ABOLISHER, LLANOWAR], ["Grand Abolisher"], ["Llanowar Elves", "Forest"], active="opp")
    assert available_mana(theirs, "opp").answer == ["GG"]


# ---- "N counters on it for each ..." (614.1c) ------------------------------------------------------

VANGUARD = card("Hamlet Vanguard", "Creature — Human Warrior", "Ward {1}\nThis creature enters with two +1/+1 counters on it for each other nontoken Human you control.", "{G}", "0/0")
MINDSINGER = card("Vodalian Mindsinger", "Creature — Merfolk Wizard", "Multikicker {1}{U}\nThis creature enters with two +1/+1 counters on it for each time it was kicked.", "{1}{U}", "1/1")
CREEPER = card("Glinting Creeper", "Creature — Plant", "Converge — This creature enters with two +1/+1 counters on it for each color of mana spent to cast it.\nThis creature can't be blocked by creatures with power 2 or less.", "{4}{G}", "0/0")
HUMAN = card("Raging Goblin", "Creature — Human Goblin", "Haste", "{R}", "1/1")


def test_n_counters_for_each() -> None:
    """614.1c: "two +1/+1 counters on it for each other nontoken Human you control" is two for each
    one counted as it enters; "... for each time it was kicked" (702.33d) and "... for each color of
    mana spent to cast it" (601.2h) likewise."""
    s = game([VANGUARD, HUMAN, MINDSINGER, CREEPER], ["Raging Goblin", "Raging Goblin", {"card": "Raging Goblin", "token": True}], hand={"you": ["Hamlet Vanguard", "Vodalian Mindsinger", "Glinting Creeper"]})
    assert enters(s, "Hamlet Vanguard").counters == {"+1/+1": 4}  # two nontoken Humans, the token not
    assert enters(s, "Vodalian Mindsinger", kicked=3).counters == {"+1/+1": 6}
    assert enters(s, "Glinting Creeper", spent="{W}{U}{G}{C}{C}").counters == {"+1/+1": 6}


CONQUEROR = card("Clarion Conqueror", "Creature — Dragon", "Flying\nActivated abilities of artifacts, creatures, and planeswalkers can't be activated.", "{2}{W}", "3/3")
SOL = card("Sol Ring", "Artifact", "{T}: Add {C}{C}.", "{1}")


def test_activated_abilities_of_a_list_of_types_cant_be_activated() -> None:
    """602.5, 605.1a: "Activated abilities of artifacts, creatures, and planeswalkers can't be
    activated." stops every player's mana artifacts and mana creatures, not their lands."""
    from manasolve.solver.app.queries import available_mana

    s = game([CONQUEROR, SOL, LLANOWAR], ["Clarion Conqueror", "Sol Ring", "Llanowar Elves", "Forest"])
    assert can_activate(s, "Sol Ring", 0).answer is False
    assert available_mana(s, "you").answer == ["G"]


# ---- "X can't be greater than ..." (107.3, 601.2b) ---------------------------------------------------

WINTERS_CHILL = card("Winter's Chill", "Instant", "Cast this spell only during combat before blockers are declared.\nX can't be greater than the number of snow lands you control.\nChoose X target attacking creatures. For each of those creatures, its controller may pay {1} or {2}. If that player doesn't, destroy that creature at end of combat. If that player pays only {1}, prevent all combat damage that would be dealt to and dealt by that creature this combat.", "{X}{U}")
SNOW_ISLAND = card("Snow-Covered Island", "Basic Snow Land — Island", "({T}: Add {U}.)", "")


def test_x_cant_be_greater_than_a_count() -> None:
    """107.3, 601.2b: "X can't be greater than the number of snow lands you control": with one snow
    land X may be 1, not 2, although the mana for 2 is there."""
    from manasolve.model.abilities import XAtMost
    from manasolve.solver.app.queries import cast

    s = game(
        [WINTERS_CHILL, SNOW_ISLAND, BEARS], ["Snow-Covered Island", "Island", "Island"],
        [{"card": "Grizzly Bears", "attacking": True}, {"card": "Grizzly Bears", "attacking": True}],
        hand={"you": ["Winter's Chill"]}, phase="combat", combat_step="declare_attackers", active="opp",
    )
    assert any(isinstance(e, XAtMost) for a in read(WINTERS_CHILL["oracle_text"], "Instant") for e in getattr(a, "effects", ()))
    assert cast(s, "Winter's Chill", x=1).answer["legal"] is True
    no = cast(s, "Winter's Chill", x=2).answer
    assert no["legal"] is False and "107.3" in no["reason"]


# ---- more wordings of 602.5b ------------------------------------------------------------------------

IMP = card("Maddening Imp", "Creature — Imp", "Flying\n{T}: Non-Wall creatures the active player controls attack this turn if able. At the beginning of the next end step, destroy each of those creatures that didn't attack this turn. Activate only during an opponent's turn and only before combat.", "{2}{B}", "1/1")
DECOY = card("Zhalfirin Decoy", "Creature — Human Soldier", "{T}: Tap target creature. Activate only if you had a creature enter the battlefield under your control this turn.", "{1}{W}", "1/1")
FIXER = card("Fixer, Techno Terror", "Legendary Creature — Human Artificer Villain", "{T}, Pay 2 life: Draw a card. Activate only if an artifact entered under your control this turn.", "{1}{B}", "2/2")


def test_before_combat_on_an_opponents_turn() -> None:
    """500.1, 602.5b: "only during an opponent's turn and only before combat": the opponent's upkeep
    or first main phase, not their combat, not your turn."""
    def imp(**where: object) -> bool:
        return can_activate(game([IMP], ["Maddening Imp"], **where), "Maddening Imp", 0).answer is True

    assert imp(active="opp", phase="main1") and imp(active="opp", phase="upkeep")
    assert not imp(active="opp", phase="combat", combat_step="beginning")
    assert not imp(active="you", phase="main1")


def test_had_a_creature_enter_and_an_artifact_entered() -> None:
    """602.5b: "if you had a creature enter the battlefield under your control this turn" and "if an
    artifact entered under your control this turn" read what entered under your control this turn
    (the scenario's entered_under_control_this_turn)."""
    yes = game([DECOY, BEARS], ["Zhalfirin Decoy"], entered_under_control_this_turn={"you": ["Grizzly Bears"]})
    assert can_activate(yes, "Zhalfirin Decoy", 0).answer is True
    no = game([DECOY, BEARS], ["Zhalfirin Decoy"], entered_under_control_this_turn={"you": ["Forest"], "opp": ["Grizzly Bears"]})
    assert can_activate(no, "Zhalfirin Decoy", 0).answer is False
    fixer = game([FIXER, SOL], ["Fixer, Techno Terror"], entered_under_control_this_turn={"you": ["Sol Ring"]})
    assert can_activate(fixer, "Fixer, Techno Terror", 0).answer is True


def test_activate_this_ability_only_once() -> None:
    """602.5b: "Activate this ability only once." is "Activate only once" (not each turn)."""
    from manasolve.model.abilities import ActivationLimit

    abilities = read("{U}{R}: Draw a card. Activate this ability only once.", "Creature — Human Wizard")
    assert abilities[0].requires == (ActivationLimit(1, each_turn=False),)


ARWEN = card("Arwen, Weaver of Hope", "Legendary Creature — Elf Noble", "Each other creature you control enters with a number of additional +1/+1 counters on it equal to Arwen's toughness.", "{1}{G}{G}", "0/4")
THRINAX = card("Bloodspore Thrinax", "Creature — Lizard", "Devour 1 (As this creature enters, you may sacrifice any number of creatures. It enters with that many +1/+1 counters on it.)\nEach other creature you control enters with an additional X +1/+1 counters on it, where X is the number of +1/+1 counters on this creature.", "{2}{G}{G}", "2/2")


def test_others_enter_with_an_amount_of_the_source() -> None:
    """614.1c: "Each other creature you control enters with a number of additional +1/+1 counters on
    it equal to Arwen's toughness" and "... an additional X +1/+1 counters on it, where X is the
    number of +1/+1 counters on this creature" count from the text's own permanent as the other one
    enters; an opponent's creature is not one of "you control"."""
    s = game([ARWEN, THRINAX, BEARS], ["Arwen, Weaver of Hope", {"card": "Bloodspore Thrinax", "counters": {"+1/+1": 3}}], hand={"you": ["Grizzly Bears"], "opp": []})
    assert enters(s, "Grizzly Bears").counters == {"+1/+1": 7}  # 4 (Arwen's toughness) + 3
    theirs = game([ARWEN, BEARS], [], ["Arwen, Weaver of Hope"], hand={"you": ["Grizzly Bears"]})
    assert enters(theirs, "Grizzly Bears").counters == {}


def test_grand_abolisher_stops_an_opponents_spell_during_your_turn() -> None:
    """601.3, 101.2: the casting half of Grand Abolisher's sentence: the opponent can't cast Lightning
    Bolt during its controller's turn, and can on their own."""
    from manasolve.solver.app.queries import cast

    bolt = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
    mine = game([ABOLISHER, bolt], ["Grand Abolisher"], ["Mountain"], hand={"opp": ["Lightning Bolt"]}, active="you")
    assert cast(mine, "Lightning Bolt", player="opp").answer["legal"] is False
    theirs = game([ABOLISHER, bolt], ["Grand Abolisher"], ["Mountain"], hand={"opp": ["Lightning Bolt"]}, active="opp")
    assert cast(theirs, "Lightning Bolt", player="opp").answer["legal"] is True


SUN = card("The Immortal Sun", "Legendary Artifact", "Players can't activate planeswalkers' loyalty abilities.\nAt the beginning of your draw step, draw an additional card.\nSpells you cast cost {1} less to cast.\nCreatures you control get +1/+1.", "{6}")
KIORA = card("Test Planeswalker", "Legendary Planeswalker — Test", "{T}: Add {G}.\n+1: Draw a card.", "{2}{G}{U}")  # a loyalty ability and a mana ability, for the test


def test_players_cant_activate_loyalty_abilities() -> None:
    """606.3, 602.5: "Players can't activate planeswalkers' loyalty abilities." forbids the loyalty
    abilities of planeswalkers only; another activated ability of a planeswalker still may be."""
    s = game([SUN, KIORA], ["The Immortal Sun", "Test Planeswalker"])
    assert can_activate(s, "Test Planeswalker", 1).answer is False
    assert can_activate(s, "Test Planeswalker", 0).answer is True


SPEAKER = card("Speaker of the Heavens", "Creature — Human Cleric", "Vigilance, lifelink (Attacking doesn't cause this creature to tap. Damage dealt by this creature also causes you to gain that much life.)\n{T}: Create a 4/4 white Angel creature token with flying. Activate only if you have at least 7 life more than your starting life total and only as a sorcery.", "{W}", "1/1")


def test_life_more_than_your_starting_life_total() -> None:
    """103.4, 119.1, 602.5b: "if you have at least 7 life more than your starting life total" compares
    the life total with the scenario's starting_life; without it, the question names the key."""
    def speaker(**top: object) -> bool:
        return can_activate(game([SPEAKER], ["Speaker of the Heavens"], phase="main1", **top), "Speaker of the Heavens", 0).answer is True

    assert speaker(life={"you": 27, "opp": 20}, starting_life={"you": 20})
    assert not speaker(life={"you": 26, "opp": 20}, starting_life={"you": 20})
    assert not speaker(life={"you": 45, "opp": 40}, starting_life={"you": 40})  # Commander: 40 (903.7)
    with pytest.raises(QueryError, match="starting_life"):
        speaker(life={"you": 30, "opp": 20})


CAGE_TRAP = card("Baloth Cage Trap", "Instant — Trap", "If an opponent had an artifact enter the battlefield under their control this turn, you may pay {1}{G} rather than pay this spell's mana cost.\nCreate a 4/4 green Beast creature token.", "{3}{G}{G}")
WHIPLASH = card("Whiplash Trap", "Instant — Trap", "If an opponent had two or more creatures enter the battlefield under their control this turn, you may pay {U} rather than pay this spell's mana cost.\nReturn two target creatures to their owners' hands.", "{3}{U}{U}")


def test_an_opponent_had_permanents_enter() -> None:
    """118.9, 601.2b: a Trap's alternative cost only if an opponent had an artifact (two or more
    creatures) enter the battlefield under their control this turn, as the scenario lists it; not
    listed, the question names the key (never assumed)."""
    def trap(entered: dict[str, list[str]] | None) -> object:
        top = {} if entered is None else {"entered_under_control_this_turn": entered}
        s = game([CAGE_TRAP, SOL], ["Forest", "Forest"], ["Sol Ring"], hand={"you": ["Baloth Cage Trap"]}, active="opp", **top)
        return cast(s, "Baloth Cage Trap", alternative_cost="alternative").answer["legal"]

    from manasolve.solver.app.queries import cast

    assert trap({"opp": ["Sol Ring"]}) is True
    assert trap({"opp": ["Forest"], "you": ["Sol Ring"]}) is False  # your own artifact is not an opponent's
    with pytest.raises(QueryError, match="entered_under_control_this_turn"):
        trap(None)
    bears_twice = game([WHIPLASH, BEARS], ["Island"], ["Grizzly Bears", "Grizzly Bears"], hand={"you": ["Whiplash Trap"]}, active="opp",
                       entered_under_control_this_turn={"opp": ["Grizzly Bears", "Grizzly Bears"]})
    assert cast(bears_twice, "Whiplash Trap", alternative_cost="alternative").answer["legal"] is True
    once = game([WHIPLASH, BEARS], ["Island"], ["Grizzly Bears", "Grizzly Bears"], hand={"you": ["Whiplash Trap"]}, active="opp",
                entered_under_control_this_turn={"opp": ["Grizzly Bears"]})
    assert cast(once, "Whiplash Trap", alternative_cost="alternative").answer["legal"] is False
