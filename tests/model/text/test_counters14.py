"""counters14: counters a permanent enters with (614.1c), counted as it enters from the board, the
graveyards and the turn; counters other permanents enter with; activation conditions (602.5b).
Each wording is checked for its meaning on a small board: the answer changes with the state the
wording reads. The cards are real, written with their Oracle text; expected answers are worked out
from the rules, not read from the program."""

from __future__ import annotations

import pytest

from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import enters
from games import card, game

BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")
BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
OPT = card("Opt", "Instant", "Scry 1.\nDraw a card.", "{U}")
FOREST = card("Forest", "Basic Land — Forest", "({T}: Add {G}.)")
ZOMBIE = card("Walking Corpse", "Creature — Zombie", "", "{1}{B}", "2/2")

# ---- "equal to <an amount>" and "where X is <an amount>" (614.1c, 107.3) -------------------------

LURCHER = card("Rhizome Lurcher", "Creature — Fungus Zombie", "Undergrowth — This creature enters with a number of +1/+1 counters on it equal to the number of creature cards in your graveyard.", "{2}{B}{G}", "2/2")
VINECRASHER = card("Centaur Vinecrasher", "Creature — Plant Centaur", "Trample\nThis creature enters with a number of +1/+1 counters on it equal to the number of land cards in all graveyards.\nWhenever a land card is put into a graveyard from anywhere, you may pay {G}{G}. If you do, return this card from your graveyard to your hand.", "{3}{G}", "1/1")
CHAUFFEUR = card("Boss's Chauffeur", "Creature — Elf Citizen", "This creature enters with a number of +1/+1 counters on it equal to one plus the number of other creatures you control.\nAlliance — Whenever another creature you control enters, put a +1/+1 counter on this creature.\nWhen this creature dies, create a 1/1 green and white Citizen creature token for each +1/+1 counter on it.", "{4}{W}", "0/0")
DAKKON = card("Dakkon, Shadow Slayer", "Legendary Planeswalker — Dakkon", "Dakkon enters with a number of loyalty counters on him equal to the number of lands you control.\n[+1]: Surveil 2.\n[−3]: Exile target creature.\n[−6]: You may put an artifact card from your hand or graveyard onto the battlefield.", "{W}{U}{B}", None)
ACADEMY_ELITE = card("Academy Elite", "Creature — Human Wizard", "This creature enters with X +1/+1 counters on it, where X is the number of instant and sorcery cards in all graveyards.\n{2}{U}, Remove a +1/+1 counter from this creature: Draw a card, then discard a card.", "{3}{U}", "0/0")
COLOSSUS = card("Diregraf Colossus", "Creature — Zombie Giant", "This creature enters with a +1/+1 counter on it for each Zombie card in your graveyard.\nWhenever you cast a Zombie spell, create a tapped 2/2 black Zombie creature token.", "{2}{B}", "2/2")
WURM = card("Voracious Wurm", "Creature — Wurm", "This creature enters with X +1/+1 counters on it, where X is the amount of life you've gained this turn.", "{1}{G}", "2/2")
HORROR = card("Cryptborn Horror", "Creature — Horror", "Trample\nThis creature enters with X +1/+1 counters on it, where X is the total life lost by your opponents this turn.", "{1}{B/R}{B/R}", "0/0")
ACOLYTE = card("Ascendant Acolyte", "Creature — Human Monk", "This creature enters with a +1/+1 counter on it for each +1/+1 counter among other creatures you control.\nAt the beginning of your upkeep, double the number of +1/+1 counters on this creature.", "{4}{G}", "2/2")
CROVAX = card("Crovax the Cursed", "Legendary Creature — Vampire Noble", "Crovax enters with four +1/+1 counters on it.\nAt the beginning of your upkeep, you may sacrifice a creature. If you do, put a +1/+1 counter on Crovax. If you don't, remove a +1/+1 counter from Crovax.\n{B}: Crovax gains flying until end of turn.", "{2}{B}{B}", "0/0")


def test_equal_to_cards_in_graveyards() -> None:
    """614.1c, 404: "equal to the number of creature cards in your graveyard" counts its controller's
    graveyard as it enters; "land cards in all graveyards" every player's; "instant and sorcery
    cards" a card of either type (205.2a)."""
    gy = {"you": ["Grizzly Bears", "Forest", "Lightning Bolt"], "opp": ["Forest", "Walking Corpse", "Opt"]}
    s = game([LURCHER, VINECRASHER, ACADEMY_ELITE, BEARS, FOREST, BOLT, OPT, ZOMBIE], ["Forest"], hand={"you": ["Rhizome Lurcher", "Centaur Vinecrasher", "Academy Elite"]}, graveyard=gy)
    assert enters(s, "Rhizome Lurcher").counters == {"+1/+1": 1}  # only your Grizzly Bears
    assert enters(s, "Centaur Vinecrasher").counters == {"+1/+1": 2}  # a Forest in each graveyard
    assert enters(s, "Academy Elite").counters == {"+1/+1": 2}  # Lightning Bolt and Opt


def test_a_graveyard_not_given_is_an_error() -> None:
    """404: a graveyard the count reads is never assumed empty: the query names the key."""
    s = game([LURCHER], [], hand={"you": ["Rhizome Lurcher"]})
    with pytest.raises(QueryError, match="graveyard"):
        enters(s, "Rhizome Lurcher")


def test_for_each_subtype_card_in_your_graveyard() -> None:
    """205.3: "for each Zombie card in your graveyard" counts the cards with that subtype only."""
    s = game([COLOSSUS, ZOMBIE, BEARS], [], hand={"you": ["Diregraf Colossus"]}, graveyard={"you": ["Walking Corpse", "Walking Corpse", "Grizzly Bears"], "opp": []})
    assert enters(s, "Diregraf Colossus").counters == {"+1/+1": 2}


def test_equal_to_one_plus_a_count_and_on_him() -> None:
    """614.1c: "equal to one plus the number of other creatures you control" (the entering creature
    is not on the battlefield yet); a planeswalker's "loyalty counters on him equal to the number of
    lands you control" (306.5b: it enters with them)."""
    s = game([CHAUFFEUR, DAKKON, BEARS, FOREST], ["Grizzly Bears", "Grizzly Bears", "Forest", "Forest", "Forest"], ["Grizzly Bears", "Forest"], hand={"you": ["Boss's Chauffeur", "Dakkon, Shadow Slayer"]})
    assert enters(s, "Boss's Chauffeur").counters == {"+1/+1": 3}
    assert enters(s, "Dakkon, Shadow Slayer").counters == {"loyalty": 3}


def test_life_gained_and_lost_this_turn() -> None:
    """119.9, 119.3: "the amount of life you've gained this turn" and "the total life lost by your
    opponents this turn", as the scenario records them; not recorded: an error naming the key."""
    s = game([WURM, HORROR], [], hand={"you": ["Voracious Wurm", "Cryptborn Horror"]}, life_gained_this_turn={"you": 3}, life_lost_this_turn={"opp": 4})
    assert enters(s, "Voracious Wurm").counters == {"+1/+1": 3}
    assert enters(s, "Cryptborn Horror").counters == {"+1/+1": 4}
    bare = game([WURM], [], hand={"you": ["Voracious Wurm"]})
    with pytest.raises(QueryError, match="life_gained_this_turn"):
        enters(bare, "Voracious Wurm")


def test_for_each_counter_among_other_creatures() -> None:
    """122.1: "for each +1/+1 counter among other creatures you control" adds up the counters of
    those permanents; an opponent's creatures' counters do not count."""
    s = game([ACOLYTE, BEARS], [{"card": "Grizzly Bears", "counters": {"+1/+1": 2}}, {"card": "Grizzly Bears", "counters": {"+1/+1": 1}}], [{"card": "Grizzly Bears", "counters": {"+1/+1": 5}}], hand={"you": ["Ascendant Acolyte"]})
    assert enters(s, "Ascendant Acolyte").counters == {"+1/+1": 3}


def test_a_legendary_short_name_before_the() -> None:
    """201.4b: "Crovax the Cursed" calls itself "Crovax": its enters-with-counters replacement is
    its own (614.1c)."""
    s = game([CROVAX], [], hand={"you": ["Crovax the Cursed"]})
    assert enters(s, "Crovax the Cursed").counters == {"+1/+1": 4}


# ---- counters other permanents enter with (614.1c) ----------------------------------------------

GIADA = card("Giada, Font of Hope", "Legendary Creature — Angel", "Flying, vigilance\nEach other Angel you control enters with an additional +1/+1 counter on it for each Angel you already control.\n{T}: Add {W}. Spend this mana only to cast an Angel spell.", "{1}{W}", "2/2")
ANGEL = card("Serra Angel", "Creature — Angel", "Flying, vigilance", "{3}{W}{W}", "4/4")
ARLINN = card("Arlinn, Voice of the Pack", "Legendary Planeswalker — Arlinn", "Each creature you control that's a Wolf or a Werewolf enters with an additional +1/+1 counter on it.\n[−2]: Create a 2/2 green Wolf creature token.", "{4}{G}{G}", None)
WOLF = card("Timberpack Wolf", "Creature — Wolf", "Timberpack Wolf gets +1/+1 for each other creature you control named Timberpack Wolf.", "{1}{G}", "2/2")


def test_for_each_angel_you_already_control() -> None:
    """614.1c, Giada's ruling: "for each Angel you already control" counts the Angels on the
    battlefield as the other one enters, Giada among them, not the entering one; a non-Angel gets
    none."""
    s = game([GIADA, ANGEL, BEARS], ["Giada, Font of Hope", "Serra Angel"], hand={"you": ["Serra Angel", "Grizzly Bears"]})
    assert enters(s, "Serra Angel").counters == {"+1/+1": 2}
    assert enters(s, "Grizzly Bears").counters == {}


def test_each_creature_thats_a_wolf_or_a_werewolf() -> None:
    """205.3, 614.1c: "Each creature you control that's a Wolf or a Werewolf enters with an
    additional +1/+1 counter on it": a Wolf gets it, a Bear does not."""
    s = game([ARLINN, WOLF, BEARS], [{"card": "Arlinn, Voice of the Pack", "counters": {"loyalty": 7}}], hand={"you": ["Timberpack Wolf", "Grizzly Bears"]})
    assert enters(s, "Timberpack Wolf").counters == {"+1/+1": 1}
    assert enters(s, "Grizzly Bears").counters == {}


# ---- keywords that mean "enters with N counters" (702.43a, 702.58a, 702.32a, 702.63a) ---------------

ARCBOUND = card("Arcbound Worker", "Artifact Creature — Construct", "Modular 1 (This creature enters with a +1/+1 counter on it. When it dies, you may put its +1/+1 counters on target artifact creature.)", "{1}", "0/0")
GRAFT = card("Cytoplast Root-Kin", "Creature — Elemental Mutant", "Graft 4 (This creature enters with four +1/+1 counters on it. Whenever another creature enters, you may move a +1/+1 counter from this creature onto it.)\nWhen this creature enters, put a +1/+1 counter on each other creature you control that has a +1/+1 counter on it.\n{2}: Move a +1/+1 counter from target creature you control onto this creature.", "{2}{G}{G}", "0/0")
PARALLAX = card("Parallax Wave", "Enchantment", "Fading 5 (This enchantment enters with five fade counters on it. At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)\nRemove a fade counter from this enchantment: Exile target creature.\nWhen this enchantment leaves the battlefield, each player returns to the battlefield all cards they own exiled with this enchantment.", "{2}{W}{W}")
TIDEWATER = card("Calciderm", "Creature — Beast", "Shroud\nVanishing 4 (This creature enters with four time counters on it. At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)", "{2}{W}{W}", "5/5")


def test_keywords_that_enter_with_counters() -> None:
    """702.43a modular, 702.58a graft, 702.32a fading, 702.63a vanishing: "This permanent enters with
    N +1/+1 (fade, time) counters on it" (614.1c); cast or not, the keyword's counters come."""
    s = game([ARCBOUND, GRAFT, PARALLAX, TIDEWATER], [], hand={"you": ["Arcbound Worker", "Cytoplast Root-Kin", "Parallax Wave", "Calciderm"]})
    assert enters(s, "Arcbound Worker").counters == {"+1/+1": 1}
    assert enters(s, "Cytoplast Root-Kin", cast=False).counters == {"+1/+1": 4}
    assert enters(s, "Parallax Wave").counters == {"fade": 5}
    assert enters(s, "Calciderm").counters == {"time": 4}


# ---- activation conditions (602.5b) -----------------------------------------------------------------

SURGE_ENGINE = card("Surge Engine", "Artifact Creature — Construct", "Defender\n{U}: This creature loses defender and gains \"This creature can't be blocked.\"\n{2}{U}: This creature becomes blue and has base power and toughness 5/4. Activate only if this creature doesn't have defender.\n{4}{U}{U}: Draw three cards. Activate only if this creature is blue and only once.", "{2}", "2/2")
PUCAS_EYE = card("Puca's Eye", "Artifact", "When this artifact enters, draw a card, then choose a color. This artifact becomes the chosen color.\n{3}, {T}: Draw a card. Activate only if there are five colors among permanents you control.", "{2}", None)
PHARAOHS = card("Wall of Forgotten Pharaohs", "Artifact Creature — Wall", "Defender\n{T}: This creature deals 1 damage to target player or planeswalker. Activate only if you control a Desert or there is a Desert card in your graveyard.", "{2}", "0/4")
DESERT = card("Desert", "Land — Desert", "{T}: Add {C}.\n{T}: This land deals 1 damage to target attacking creature. Activate only during the end of combat step.", "", None)
TOMB_TYRANT = card("Tomb Tyrant", "Creature — Zombie Noble", "Other Zombies you control get +1/+1.\n{2}{B}, {T}, Sacrifice a creature: Return a Zombie creature card at random from your graveyard to the battlefield. Activate only during your turn and only if there are at least three Zombie creature cards in your graveyard.", "{3}{B}", "3/3")
SWAMP = card("Swamp", "Basic Land — Swamp", "({T}: Add {B}.)")
ISLAND = card("Island", "Basic Land — Island", "({T}: Add {U}.)")
SHIVAN = card("Shivan Dragon", "Creature — Dragon", "Flying", "{4}{R}{R}", "5/5")
SERRA = card("Serra Angel", "Creature — Angel", "Flying, vigilance", "{3}{W}{W}", "4/4")
SEA = card("Merfolk of the Pearl Trident", "Creature — Merfolk", "", "{U}", "1/1")
HYPNOTIC = card("Hypnotic Specter", "Creature — Specter", "Flying", "{1}{B}{B}", "2/2")


def test_activate_only_if_it_doesnt_have_defender() -> None:
    """602.5b: "Activate only if this creature doesn't have defender": not while it has defender
    (Surge Engine's printed Defender), yes once an effect removed it (613.1f: the resolved "loses
    defender" of ability 1)."""
    from manasolve.solver.app.queries import can_activate

    lands = ["Island", "Island", "Island"]
    s = game([SURGE_ENGINE, ISLAND], ["Surge Engine", *lands])
    assert can_activate(s, "Surge Engine", 1).answer is False  # its second activated ability
    s = game([SURGE_ENGINE, ISLAND], [{"card": "Surge Engine", "resolved_this_turn": [1]}, *lands])
    assert can_activate(s, "Surge Engine", 1).answer is True


def test_activate_only_if_five_colors_among_permanents() -> None:
    """105.1, 602.5b: "if there are five colors among permanents you control" counts the colours
    of your permanents: four colours are not enough, a fifth is."""
    from manasolve.solver.app.queries import can_activate

    four = ["Puca's Eye", "Shivan Dragon", "Serra Angel", "Merfolk of the Pearl Trident", "Hypnotic Specter", "Island", "Island", "Island"]
    cards = [PUCAS_EYE, SHIVAN, SERRA, SEA, HYPNOTIC, BEARS, ISLAND]
    assert can_activate(game(cards, four), "Puca's Eye", 0).answer is False
    assert can_activate(game(cards, [*four, "Grizzly Bears"]), "Puca's Eye", 0).answer is True


def test_activate_only_if_a_desert_or_a_desert_card_in_your_graveyard() -> None:
    """404, 602.5b: "if you control a Desert or there is a Desert card in your graveyard": either is
    enough; neither: no; an unknown graveyard with no Desert on the battlefield is an error."""
    from manasolve.solver.app.queries import can_activate

    cards = [PHARAOHS, DESERT, SWAMP]
    assert can_activate(game(cards, ["Wall of Forgotten Pharaohs", "Desert"], graveyard={"you": []}), "Wall of Forgotten Pharaohs", 0).answer is True
    assert can_activate(game(cards, ["Wall of Forgotten Pharaohs"], graveyard={"you": ["Desert"]}), "Wall of Forgotten Pharaohs", 0).answer is True
    assert can_activate(game(cards, ["Wall of Forgotten Pharaohs"], graveyard={"you": ["Swamp"]}), "Wall of Forgotten Pharaohs", 0).answer is False
    with pytest.raises(QueryError, match="graveyard"):
        can_activate(game(cards, ["Wall of Forgotten Pharaohs"]), "Wall of Forgotten Pharaohs", 0)


def test_activate_only_if_at_least_three_zombie_creature_cards() -> None:
    """404, 602.5b: "at least three Zombie creature cards in your graveyard": two are not enough
    (a Zombie that is no creature card does not count)."""
    from manasolve.solver.app.queries import can_activate

    cards = [TOMB_TYRANT, ZOMBIE, SWAMP, BEARS]
    board = ["Tomb Tyrant", "Grizzly Bears", "Swamp", "Swamp", "Swamp"]
    assert can_activate(game(cards, board, graveyard={"you": ["Walking Corpse", "Walking Corpse", "Grizzly Bears"]}), "Tomb Tyrant", 0).answer is False
    assert can_activate(game(cards, board, graveyard={"you": ["Walking Corpse"] * 3}), "Tomb Tyrant", 0).answer is True


# ---- counters permanents enter with, for the rest of the turn (611.2a, 614.1c) -----------------------

GUILDMAGE = card("Zameck Guildmage", "Creature — Elf Wizard", "{G}{U}: This turn, each creature you control enters with an additional +1/+1 counter on it.\n{G}{U}, Remove a +1/+1 counter from a creature you control: Draw a card.", "{G}{U}", "2/2")


def test_this_turn_each_creature_enters_with_an_additional_counter() -> None:
    """611.2a, 614.1c: once Zameck Guildmage's first ability resolved this turn (its
    ``resolved_this_turn: [0]``), each creature its controller's enters with an additional +1/+1
    counter; before, none; each resolution creates its own effect, so two resolutions (listed
    twice) give two. The creature of a player other than the ability's controller gets none."""
    s = game([GUILDMAGE, BEARS], ["Zameck Guildmage"], hand={"you": ["Grizzly Bears"], "opp": []})
    assert enters(s, "Grizzly Bears").counters == {}
    s = game([GUILDMAGE, BEARS], [{"card": "Zameck Guildmage", "resolved_this_turn": [0]}], hand={"you": ["Grizzly Bears"], "opp": []})
    assert enters(s, "Grizzly Bears").counters == {"+1/+1": 1}
    s = game([GUILDMAGE, BEARS], [{"card": "Zameck Guildmage", "resolved_this_turn": [0, 0]}], hand={"you": ["Grizzly Bears"], "opp": []})
    assert enters(s, "Grizzly Bears").counters == {"+1/+1": 2}
    s = game([GUILDMAGE, BEARS], [], [{"card": "Zameck Guildmage", "resolved_this_turn": [0]}], hand={"you": ["Grizzly Bears"], "opp": []})
    assert enters(s, "Grizzly Bears").counters == {}


# ---- "If at least three white mana was spent to cast this spell, ..." (601.2h, 614.1c) -------------

PALADIN = card("Ardenvale Paladin", "Creature — Human Knight", "Adamant — If at least three white mana was spent to cast this spell, this creature enters with a +1/+1 counter on it.", "{3}{W}", "2/5")
HENGE_WALKER = card("Henge Walker", "Artifact Creature — Golem", "Adamant — If at least three mana of the same color was spent to cast this spell, this creature enters with a +1/+1 counter on it.", "{3}", "2/2")


def test_adamant_reads_the_mana_spent() -> None:
    """601.2h, 614.1c: Adamant counts the mana paid for the spell (the query's ``spent``): three
    white, yes; two white and two colorless, no; Henge Walker's "three mana of the same color" any
    one colour, colorless mana being no colour (105.1). Not cast: no mana was spent. The payment
    not given is an error naming the key."""
    s = game([PALADIN, HENGE_WALKER], [], hand={"you": ["Ardenvale Paladin", "Henge Walker"]})
    assert enters(s, "Ardenvale Paladin", spent="{W}{W}{W}{G}").counters == {"+1/+1": 1}
    assert enters(s, "Ardenvale Paladin", spent="{W}{W}{C}{C}").counters == {}
    assert enters(s, "Henge Walker", spent="{G}{G}{G}").counters == {"+1/+1": 1}
    assert enters(s, "Henge Walker", spent="{C}{C}{C}").counters == {}
    assert enters(s, "Henge Walker", cast=False).counters == {}
    with pytest.raises(QueryError, match="spent"):
        enters(s, "Ardenvale Paladin")


# ---- counters of several kinds; "if you didn't go first this game" (122.1, 103.1, 614.1c) ----------

TOOLKIT = card("Agent's Toolkit", "Artifact — Clue", "This artifact enters with a +1/+1 counter, a flying counter, a deathtouch counter, and a shield counter on it. (If it would be dealt damage or destroyed, remove a shield counter from it instead.)\nWhenever a creature you control enters, you may move a counter from this artifact onto that creature.\n{2}, Sacrifice this artifact: Draw a card.", "{1}{G}{U}")
DUST_ANIMUS = card("Dust Animus", "Creature — Spirit", "Flying\nIf you control five or more untapped lands, this creature enters with two +1/+1 counters and a lifelink counter on it.\nPlot {1}{W} (You may pay {1}{W} and exile this card from your hand. Cast it as a sorcery on a later turn without paying its mana cost. Plot only as a sorcery.)", "{1}{W}", "2/1")
TURTLE = card("Patient Turtle", "Creature — Turtle", "Patient Turtle enters with two +1/+1 counters on it if you didn't go first this game.", "{2}{G}{G}", "3/3")
PLAINS = card("Plains", "Basic Land — Plains", "({T}: Add {W}.)")


def test_counters_of_several_kinds() -> None:
    """122.1, 614.1c: "a +1/+1 counter, a flying counter, a deathtouch counter, and a shield counter"
    are four counters of four kinds; Dust Animus' two +1/+1 counters and a lifelink counter come
    only while you control five or more untapped lands as it enters (a tapped one does not count)."""
    s = game([TOOLKIT], [], hand={"you": ["Agent's Toolkit"]})
    assert enters(s, "Agent's Toolkit").counters == {"+1/+1": 1, "flying": 1, "deathtouch": 1, "shield": 1}
    five = ["Plains"] * 5
    s = game([DUST_ANIMUS, PLAINS], five, hand={"you": ["Dust Animus"]})
    assert enters(s, "Dust Animus").counters == {"+1/+1": 2, "lifelink": 1}
    s = game([DUST_ANIMUS, PLAINS], [*five[:4], {"card": "Plains", "tapped": True}], hand={"you": ["Dust Animus"]})
    assert enters(s, "Dust Animus").counters == {}


def test_if_you_didnt_go_first_this_game() -> None:
    """103.1: "if you didn't go first this game" holds for a player who was not the starting
    player; the scenario's ``starting_player`` says who was, and without it the query is an error
    naming the key."""
    s = game([TURTLE], [], hand={"you": ["Patient Turtle"]}, starting_player="opp")
    assert enters(s, "Patient Turtle").counters == {"+1/+1": 2}
    s = game([TURTLE], [], hand={"you": ["Patient Turtle"]}, starting_player="you")
    assert enters(s, "Patient Turtle").counters == {}
    with pytest.raises(QueryError, match="starting_player"):
        enters(game([TURTLE], [], hand={"you": ["Patient Turtle"]}), "Patient Turtle")


# ---- "an opponent was dealt damage this turn" (120.3a; Bloodthirst 702.54a) ------------------------

BLOODTHIRSTY = card("Gorehouse Chainwalker", "Creature — Human Warrior", "Bloodthirst 3 (If an opponent was dealt damage this turn, this creature enters with three +1/+1 counters on it.)", "{1}{R}", "2/1")
FIREBIRD = card("Skarrgan Firebird", "Creature — Phoenix", "Bloodthirst 3 (If an opponent was dealt damage this turn, this creature enters with three +1/+1 counters on it.)\nFlying\n{R}{R}{R}: Return this card from your graveyard to your hand. Activate only if an opponent was dealt damage this turn.", "{4}{R}{R}", "3/3")


def test_bloodthirst_reads_the_damage_dealt_this_turn() -> None:
    """702.54a: "Bloodthirst N" means "If an opponent was dealt damage this turn, this permanent
    enters with N +1/+1 counters on it" (614.1c); the scenario's ``damage_dealt_this_turn`` says
    whether one was (120.3a), and without it the query is an error naming the key."""
    s = game([BLOODTHIRSTY], [], hand={"you": ["Gorehouse Chainwalker"]}, damage_dealt_this_turn={"opp": 2})
    assert enters(s, "Gorehouse Chainwalker").counters == {"+1/+1": 3}
    s = game([BLOODTHIRSTY], [], hand={"you": ["Gorehouse Chainwalker"]}, damage_dealt_this_turn={"opp": 0, "you": 5})
    assert enters(s, "Gorehouse Chainwalker").counters == {}
    with pytest.raises(QueryError, match="damage_dealt_this_turn"):
        enters(game([BLOODTHIRSTY], [], hand={"you": ["Gorehouse Chainwalker"]}), "Gorehouse Chainwalker")


def test_activate_only_if_an_opponent_was_dealt_damage_is_read() -> None:
    """602.5b, 120.3a: Skarrgan Firebird's restriction is read as the condition of the turn the
    scenario states (its ability works from the graveyard, which no query activates)."""
    from manasolve.model.abilities import ActivatedAbility, OpponentDealtDamage
    from games import read

    (ability,) = [a for a in read(FIREBIRD["oracle_text"], "Creature — Phoenix", "Skarrgan Firebird") if isinstance(a, ActivatedAbility)]
    assert ability.requires == (OpponentDealtDamage(),)


# ---- "your choice of a flying counter or a first strike counter" (614.1c) ----------------------------

GLIDER = card("Helica Glider", "Creature — Squirrel Rabbit", "This creature enters with your choice of a flying counter or a first strike counter on it.", "{2}{W}", "2/2")
GRIMDANCER = card("Grimdancer", "Creature — Human Warrior", "This creature enters with your choice of two different counters on it from among menace, deathtouch, and lifelink.", "{1}{B}{B}", "3/3")


def test_a_choice_of_counters_is_the_querys() -> None:
    """614.1c: the counter chosen as the permanent enters is the query's ``chosen_counters``; a
    kind that is not offered, or the wrong number of them, is an error, and so is no choice (never
    assumed). Grimdancer takes two different kinds."""
    s = game([GLIDER, GRIMDANCER], [], hand={"you": ["Helica Glider", "Grimdancer"]})
    assert enters(s, "Helica Glider", chosen_counters=["first strike"]).counters == {"first strike": 1}
    assert enters(s, "Grimdancer", chosen_counters=["menace", "lifelink"]).counters == {"menace": 1, "lifelink": 1}
    with pytest.raises(QueryError, match="chosen_counters"):
        enters(s, "Helica Glider")
    with pytest.raises(QueryError, match="chosen_counters"):
        enters(s, "Helica Glider", chosen_counters=["trample"])
    with pytest.raises(QueryError, match="chosen_counters"):
        enters(s, "Grimdancer", chosen_counters=["menace", "menace"])


# ---- "If this creature was kicked, it enters with two +1/+1 counters on it and with haste." ------------

KAVU = card("Pouncing Kavu", "Creature — Kavu", "Kicker {2}{R} (You may pay an additional {2}{R} as you cast this spell.)\nFirst strike\nIf this creature was kicked, it enters with two +1/+1 counters on it and with haste.", "{1}{R}", "1/1")


def test_kicked_it_enters_with_counters_and_haste() -> None:
    """702.33d, 614.1c: kicked, Pouncing Kavu enters with two +1/+1 counters and with haste (the
    enters query's ``gains``); on the battlefield it has haste when the scenario says it was kicked
    (the permanent's ``kicked``), not otherwise (613.1f)."""
    from manasolve.model.abilities import Haste
    from manasolve.solver.board.layers import compute_board
    from manasolve.solver.mana.amounts import amount_of

    s = game([KAVU], [{"card": "Pouncing Kavu", "kicked": 1}, "Pouncing Kavu"], hand={"you": ["Pouncing Kavu"]})
    kicked = enters(s, "Pouncing Kavu", kicked=1)
    assert kicked.counters == {"+1/+1": 2} and "haste" in kicked.gains
    plain = enters(s, "Pouncing Kavu")
    assert plain.counters == {} and "haste" not in plain.gains
    board = compute_board(s, amount_of)
    hasty = [any(isinstance(r.ability, Haste) for r in v.abilities) for v in board]
    assert sorted(hasty) == [False, True]


# ---- power and toughness equal to a number of counters (604.3, 613.4a, 122.1) ------------------------

BEHEMOTH = card("Fungal Behemoth", "Creature — Fungus", "Fungal Behemoth's power and toughness are each equal to the number of +1/+1 counters on creatures you control.\nSuspend X—{X}{G}{G}. X can't be 0. (Rather than cast this card from your hand, you may pay {X}{G}{G} and exile it with X time counters on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost. It has haste.)\nWhenever a time counter is removed from this card while it's exiled, you may put a +1/+1 counter on target creature.", "{3}{G}", "*/*")
SPIRIT_TOKEN = card("Spirit", "Enchantment Creature — Spirit", "This creature's power and toughness are each equal to the number of experience counters you have.", "", "*/*")


def test_power_equal_to_counters_on_creatures_or_of_a_player() -> None:
    """604.3, 613.4a: "power and toughness are each equal to the number of +1/+1 counters on
    creatures you control" counts the counters on your creatures (its own among them), not an
    opponent's, and its own +1/+1 counter then adds to it (613.4c); "... the number of experience counters you have" the player's (122.1:
    the scenario's ``player_counters``, never assumed)."""
    from manasolve.solver.board.layers import compute_board
    from manasolve.solver.mana.amounts import amount_of

    s = game([BEHEMOTH, BEARS], [{"card": "Fungal Behemoth", "counters": {"+1/+1": 1}}, {"card": "Grizzly Bears", "counters": {"+1/+1": 2}}], [{"card": "Grizzly Bears", "counters": {"+1/+1": 4}}])
    behemoth = next(v for v in compute_board(s, amount_of) if v.permanent.card.name == "Fungal Behemoth")
    assert (behemoth.power, behemoth.toughness) == (4, 4)  # 3 counters of yours, +1 from its own counter (613.4c)
    s = game([SPIRIT_TOKEN], [{"card": "Spirit", "token": True}], player_counters={"you": {"experience": 3}})
    spirit = next(iter(compute_board(s, amount_of)))
    assert (spirit.power, spirit.toughness) == (3, 3)


NATURES_CHOSEN = card("Nature's Chosen", "Enchantment — Aura", "Enchant creature you control\n{0}: Untap enchanted creature. Activate only during your turn and only once each turn.\nTap enchanted creature: Untap target artifact, creature, or land. Activate only if enchanted creature is white and untapped and only once each turn.", "{G}")
KNIGHT = card("White Knight", "Creature — Human Knight", "First strike\nProtection from black", "{W}{W}", "2/2")


def test_activate_only_if_enchanted_creature_is_white_and_untapped() -> None:
    """602.5b: "if enchanted creature is white and untapped" needs both: a white untapped creature,
    yes; a green one, no; the white one tapped, no."""
    from manasolve.solver.app.queries import can_activate

    def chosen(creature: str, tapped: bool = False) -> bool:
        s = game([NATURES_CHOSEN, KNIGHT, BEARS], [{"card": creature, "id": "c", "tapped": tapped}, {"card": "Nature's Chosen", "attached_to": "c", "activated_this_turn": []}, "Grizzly Bears"])
        return can_activate(s, "Nature's Chosen", 1).answer is True

    assert chosen("White Knight")
    assert not chosen("Grizzly Bears")
    assert not chosen("White Knight", tapped=True)


# ---- "You may cast this card from your graveyard ... If you do, it enters with ..." (601.3, 614.1c) ----

PHOENIX = card("Worldheart Phoenix", "Creature — Phoenix", "Flying\nYou may cast this card from your graveyard by paying {W}{U}{B}{R}{G} rather than paying its mana cost. If you do, it enters with two +1/+1 counters on it.", "{3}{R}", "2/2")
VETERAN = card("Hundred-Battle Veteran", "Creature — Zombie Warrior", "As long as there are three or more different kinds of counters among creatures you control, this creature gets +2/+4.\nYou may cast this card from your graveyard. If you do, it enters with a finality counter on it. (If a creature with a finality counter on it would die, exile it instead.)", "{2}{B}", "4/2")


def test_if_you_do_after_a_permission_to_cast_it_from_the_graveyard() -> None:
    """601.3, 614.1c: "You may cast this card from your graveyard ... If you do, it enters with two
    +1/+1 counters on it": the counters come when it was cast from the graveyard (the enters
    query's ``from``), not from the hand, nor when it was not cast."""
    s = game([PHOENIX, VETERAN], [], hand={"you": ["Worldheart Phoenix"]}, graveyard={"you": ["Worldheart Phoenix", "Hundred-Battle Veteran"]})
    assert enters(s, "Worldheart Phoenix", from_="graveyard").counters == {"+1/+1": 2}
    assert enters(s, "Worldheart Phoenix").counters == {}
    assert enters(s, "Worldheart Phoenix", cast=False).counters == {}
    assert enters(s, "Hundred-Battle Veteran", from_="graveyard").counters == {"finality": 1}


LOCOMOTIVE = card("Luxurious Locomotive", "Artifact — Vehicle", "Whenever this Vehicle attacks, create a Treasure token for each creature that crewed it this turn. (They're artifacts with \"{T}, Sacrifice this token: Add one mana of any color.\")\nCrew 1. Activate only once each turn. (Tap any number of creatures you control with total power 1 or more: This Vehicle becomes an artifact creature until end of turn.)", "{5}", "6/5")


def test_crew_then_a_restriction_on_its_line() -> None:
    """702.122a, 602.5b: "Crew 1. Activate only once each turn." is the crew ability with that
    restriction: once crewed this turn, it can't be crewed again."""
    from manasolve.solver.app.queries import can_activate

    def crew(times: list[int]) -> bool:
        s = game([LOCOMOTIVE, BEARS], [{"card": "Luxurious Locomotive", "activated_this_turn": times}, "Grizzly Bears"])
        return can_activate(s, "Luxurious Locomotive", 0).answer is True

    assert crew([])
    assert not crew([1])  # the crew ability is ability 1 among all its abilities (the trigger is 0)


GRUMGULLY = card("Grumgully, the Generous", "Legendary Creature — Goblin Shaman", "Each other non-Human creature you control enters with an additional +1/+1 counter on it.", "{1}{R}{G}", "3/3")
HUMAN_SOLDIER = card("Benalish Knight", "Creature — Human Knight", "Flash\nFirst strike", "{2}{W}", "2/2")
SHAPESHIFTER = card("Changeling Outcast", "Creature — Shapeshifter", "Changeling (This card is every creature type.)\nThis creature can't block and can't be blocked.", "{B}", "1/1")


def test_each_other_non_human_creature() -> None:
    """205.3, 614.1c: "Each other non-Human creature you control" gives a Bear its counter, not a
    Human, nor a changeling (every creature type, Human among them: 702.73a)."""
    s = game([GRUMGULLY, BEARS, HUMAN_SOLDIER, SHAPESHIFTER], ["Grumgully, the Generous"], hand={"you": ["Grizzly Bears", "Benalish Knight", "Changeling Outcast"]})
    assert enters(s, "Grizzly Bears").counters == {"+1/+1": 1}
    assert enters(s, "Benalish Knight").counters == {}
    assert enters(s, "Changeling Outcast").counters == {}


# ---- which permanents an effect puts counters on is a description (115.1, 608.2c, 122.1b) -------------


def test_put_counters_on_described_permanents_is_inert_but_a_haste_counter_is_not() -> None:
    """122.1, 608.2c: "Put three +1/+1 counters on up to one target creature with trample or haste"
    changes counters (a state the scenario gives): "with trample or haste" only describes the
    target, no keyword is granted, so the sentence is inert ("counters"); so is "... on each
    creature you control that's a Zombie or Mutant" (no type changes). "Put your choice of a
    menace, trample, reach, or haste counter on target Dinosaur" may give haste (122.1b: a keyword
    counter), and "... and they gain haste until end of turn" grants it: never inert."""
    from manasolve.model.text.inert import classify

    def reason(sentence: str) -> str | None:
        got = classify(sentence)
        return None if got is None else got.reason

    assert reason("Put three +1/+1 counters on up to one target creature with trample or haste.") == "counters"
    assert reason("Put two +1/+1 counters on each creature you control that's a Zombie or Mutant.") == "counters"
    assert classify("Put your choice of a menace, trample, reach, or haste counter on target Dinosaur.") is None
    assert classify("Put a +1/+1 counter on each creature you control and they gain haste until end of turn.") is None


# ---- more conditions and counts of entering (601.2a, 702.33d, 402, 614.1c) -----------------------------

EPOCHRASITE = card("Epochrasite", "Artifact Creature — Construct", "This creature enters with three +1/+1 counters on it if you didn't cast it from your hand.\nWhen this creature dies, exile it with three time counters on it and it gains suspend. (At the beginning of its owner's upkeep, they remove a time counter. When the last is removed, they may cast this card without paying its mana cost. It has haste.)", "{2}", "1/1")
MYRIAD = card("Myriad Construct", "Artifact Creature — Construct", "Kicker {3}\nIf this creature was kicked, it enters with a +1/+1 counter on it for each nonbasic land your opponents control.\nWhen this creature becomes the target of a spell, sacrifice it and create a number of 1/1 colorless Construct artifact creature tokens equal to its power.", "{4}", "4/4")
REALM_SEEKERS = card("Realm Seekers", "Creature — Elf Scout", "This creature enters with X +1/+1 counters on it, where X is the total number of cards in all players' hands.\n{2}{G}, Remove a +1/+1 counter from this creature: Search your library for a land card, reveal it, put it into your hand, then shuffle.", "{4}{G}{G}", "0/0")
TEMPLE = card("Temple of the False God", "Land", "{T}: Add {C}{C}. Activate only if you control five or more lands.")


def test_if_you_didnt_cast_it_from_your_hand() -> None:
    """601.2a, 614.1c: "if you didn't cast it from your hand": put onto the battlefield without being
    cast, or cast from another zone, three counters; cast from the hand, none."""
    s = game([EPOCHRASITE], [], hand={"you": ["Epochrasite"]}, exile={"you": ["Epochrasite"]})
    assert enters(s, "Epochrasite").counters == {}
    assert enters(s, "Epochrasite", cast=False).counters == {"+1/+1": 3}
    assert enters(s, "Epochrasite", from_="exile").counters == {"+1/+1": 3}


def test_kicked_for_each_and_cards_in_all_hands() -> None:
    """702.33d: kicked, Myriad Construct counts the nonbasic lands of its controller's opponents as
    it enters; not kicked, nothing. 402: "the total number of cards in all players' hands" counts
    every hand (the entering card is no longer in one)."""
    s = game([MYRIAD, REALM_SEEKERS, TEMPLE, FOREST], [], ["Temple of the False God", "Temple of the False God", "Forest"], hand={"you": ["Myriad Construct", "Realm Seekers", "Forest"], "opp": ["Forest", "Forest"]})
    assert enters(s, "Myriad Construct", kicked=1).counters == {"+1/+1": 2}
    assert enters(s, "Myriad Construct").counters == {}
    assert enters(s, "Realm Seekers").counters == {"+1/+1": 4}  # Myriad Construct, a Forest; two Forests


SPHINX = card("Rescuer Sphinx", "Creature — Sphinx", "Flying\nAs this creature enters, you may return a nonland permanent you control to its owner's hand. If you do, this creature enters with a +1/+1 counter on it.", "{2}{U}{U}", "3/2")


def test_as_it_enters_you_may_if_you_do() -> None:
    """614.12, 614.1c: "As this creature enters, you may return a nonland permanent you control to
    its owner's hand. If you do, this creature enters with a +1/+1 counter on it": the query's
    ``as_enters`` says whether the player did; not said, an error naming the key."""
    s = game([SPHINX, BEARS], ["Grizzly Bears"], hand={"you": ["Rescuer Sphinx"]})
    assert enters(s, "Rescuer Sphinx", as_enters=True).counters == {"+1/+1": 1}
    assert enters(s, "Rescuer Sphinx", as_enters=False).counters == {}
    with pytest.raises(QueryError, match="as_enters"):
        enters(s, "Rescuer Sphinx")


MANTICORE = card("Sawback Manticore", "Creature — Manticore", "{4}: This creature gains flying until end of turn.\n{1}: This creature deals 2 damage to target attacking or blocking creature. Activate only if this creature is attacking or blocking and only once each turn.", "{3}{R}{G}", "4/4")
PIG = card("Second Little Pig", "Creature — Boar", "{2}{W/B}{W/B}: Second Little Pig perpetually becomes a Boar Spirit with base power and toughness 4/4 and gains flying. Activate only if Second Little Pig isn't a Spirit.", "{1}{W/B}", "2/2")


def test_activate_only_if_attacking_or_blocking() -> None:
    """506.4, 509.1, 602.5b: "if this creature is attacking or blocking": an attacking Manticore
    may, one neither attacking nor blocking may not."""
    from manasolve.solver.app.queries import can_activate

    def manticore(**status: bool) -> bool:
        s = game([MANTICORE, BEARS, FOREST], [{"card": "Sawback Manticore", "activated_this_turn": [], **status}, "Forest"], [{"card": "Grizzly Bears", "blocking": True}], phase="combat", combat_step="declare_blockers")
        return can_activate(s, "Sawback Manticore", 1).answer is True

    assert manticore(attacking=True, blocking=False)
    assert not manticore(attacking=False, blocking=False)


def test_activate_only_if_it_isnt_a_spirit() -> None:
    """205.3, 602.5b: "Activate only if ~ isn't a Spirit": a Boar may; the same card with Spirit
    among its subtypes (a scenario's ``extra_types``) may not."""
    from manasolve.solver.app.queries import can_activate

    plains = ["Plains"] * 4
    assert can_activate(game([PIG, PLAINS], ["Second Little Pig", *plains]), "Second Little Pig", 0).answer is True
    assert can_activate(game([PIG, PLAINS], [{"card": "Second Little Pig", "extra_types": ["Spirit"]}, *plains]), "Second Little Pig", 0).answer is False


HYDRA = card("Apocalypse Hydra", "Creature — Hydra", "This creature enters with X +1/+1 counters on it. If X is 5 or more, it enters with an additional X +1/+1 counters on it.\n{1}{R}, Remove a +1/+1 counter from this creature: It deals 1 damage to any target.", "{X}{R}{G}", "0/0")


def test_if_x_is_5_or_more_an_additional_x() -> None:
    """107.3m, 614.1c: X = 4 gives 4 counters; X = 5 gives 5 and an additional 5; not cast, X is 0."""
    s = game([HYDRA], [], hand={"you": ["Apocalypse Hydra"]})
    assert enters(s, "Apocalypse Hydra", x=4).counters == {"+1/+1": 4}
    assert enters(s, "Apocalypse Hydra", x=5).counters == {"+1/+1": 10}
    assert enters(s, "Apocalypse Hydra", cast=False).counters == {}


FAMILIAR = card("Tyrant's Familiar", "Creature — Dragon", "Flying, haste\nLieutenant — As long as you control your commander, this creature gets +2/+2 and has \"Whenever this creature attacks, it deals 7 damage to target creature defending player controls.\"", "{5}{R}{R}", "5/5")


def test_as_long_as_you_control_your_commander() -> None:
    """903.3, 611.3a: Lieutenant's "As long as you control your commander" holds with a commander
    you own and control (the permanent's ``commander``), not with none, nor with another player's
    commander you control (``owner``)."""
    from manasolve.solver.board.layers import compute_board
    from manasolve.solver.mana.amounts import amount_of

    def power(*others: object) -> int:
        s = game([FAMILIAR, BEARS], ["Tyrant's Familiar", *others])
        return next(v.power for v in compute_board(s, amount_of) if v.permanent.card.name == "Tyrant's Familiar")

    assert power({"card": "Grizzly Bears", "commander": True}) == 7
    assert power("Grizzly Bears") == 5
    assert power({"card": "Grizzly Bears", "commander": True, "owner": "opp"}) == 5


DREADLIGHT = card("Dreadlight Monstrosity", "Creature — Crab Horror", "Ward {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays {2}.)\n{3}{U}{U}: This creature can't be blocked this turn. Activate only if you own a card in exile.", "{4}{U}{U}", "5/5")


def test_activate_only_if_you_own_a_card_in_exile() -> None:
    """406, 602.5b: "if you own a card in exile" reads the scenario's ``exile`` of the ability's
    controller: a card there, yes; only the opponent's, no; not given, an error naming the key."""
    from manasolve.solver.app.queries import can_activate

    islands = ["Island"] * 5
    cards = [DREADLIGHT, ISLAND, BEARS]
    assert can_activate(game(cards, ["Dreadlight Monstrosity", *islands], exile={"you": ["Grizzly Bears"]}), "Dreadlight Monstrosity", 0).answer is True
    assert can_activate(game(cards, ["Dreadlight Monstrosity", *islands], exile={"you": [], "opp": ["Grizzly Bears"]}), "Dreadlight Monstrosity", 0).answer is False
    with pytest.raises(QueryError, match="exile"):
        can_activate(game(cards, ["Dreadlight Monstrosity", *islands]), "Dreadlight Monstrosity", 0)


GEV = card("Gev, Scaled Scorch", "Legendary Creature — Lizard Mercenary", "Ward—Pay 2 life.\nOther creatures you control enter with an additional +1/+1 counter on them for each opponent who lost life this turn.\nWhenever you cast a Lizard spell, Gev deals 1 damage to target opponent.", "{B}{R}", "3/2")


def test_for_each_opponent_who_lost_life_this_turn() -> None:
    """119.3, 614.1c: "for each opponent who lost life this turn" counts the opponents, not the
    life: two of three opponents lost life, two counters; an opponent the scenario does not list
    is an error naming ``life_lost_this_turn``."""
    players = ["you", "opp", "opp2", "opp3"]
    s = game([GEV, BEARS], ["Gev, Scaled Scorch"], players=players, battlefield={"you": ["Gev, Scaled Scorch"]}, hand={"you": ["Grizzly Bears"]}, life_lost_this_turn={"opp": 5, "opp2": 1, "opp3": 0})
    assert enters(s, "Grizzly Bears").counters == {"+1/+1": 2}
    s = game([GEV, BEARS], [], players=players, battlefield={"you": ["Gev, Scaled Scorch"]}, hand={"you": ["Grizzly Bears"]}, life_lost_this_turn={"opp": 5})
    with pytest.raises(QueryError, match="life_lost_this_turn"):
        enters(s, "Grizzly Bears")


DREAMWEAVER = card("Rasputin Dreamweaver", "Legendary Creature — Human Wizard", "Rasputin enters with seven dream counters on it.\nRemove a dream counter from Rasputin: Add {C}.\nRemove a dream counter from Rasputin: Prevent the next 1 damage that would be dealt to Rasputin this turn.\nAt the beginning of your upkeep, if Rasputin started the turn untapped, put a dream counter on it.\nRasputin can't have more than seven dream counters on it.", "{4}{W}{U}", "4/1")


def test_a_legendary_first_name() -> None:
    """201.4b: "Rasputin Dreamweaver" calls itself "Rasputin": it enters with seven dream counters
    (614.1c), and each of them pays for a {C} (605.1a, 118.3: no counter, no mana)."""
    from manasolve.solver.app.queries import available_mana

    s = game([DREAMWEAVER], [{"card": "Rasputin Dreamweaver", "counters": {"dream": 2}}], hand={"you": ["Rasputin Dreamweaver"]})
    assert enters(s, "Rasputin Dreamweaver").counters == {"dream": 7}
    assert available_mana(s, "you").answer == ["CC"]
