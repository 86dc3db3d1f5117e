"""The mana population's tail (manatail14), each wording checked for its meaning on a small board:
False Dawn's replacement of every ability's coloured mana (614.1a) and its spending permission for
the turn (609.4b, 611.2a), Throne of Eldraine's "Spend only mana of the chosen color to activate this
ability" (106.6), Alena's "creatures you control that entered this turn" (302.6). The cards are
real, written with their Oracle text; expected answers are worked out from the rules, not read from
the program."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import ActivatedAbility, ManaEventFilter, ReplacementEffect, SetColor, SpellAbility
from manasolve.model.errors import ManasolveError
from manasolve.model.selectors import Who
from manasolve.solver.app.queries import can_activate, can_pay
from games import card, game, read, tap

FALSE_DAWN = card(
    "False Dawn", "Sorcery",
    "Until end of turn, spells and abilities you control that would add colored mana instead add that much white mana. "
    "Until end of turn, you may spend white mana as though it were mana of any color.\nDraw a card.",
    "{1}{W}",
)
THRONE = card(
    "Throne of Eldraine", "Legendary Artifact",
    "As Throne of Eldraine enters, choose a color.\n{T}: Add four mana of the chosen color. Spend this mana only to cast "
    "monocolored spells of that color.\n{3}, {T}: Draw two cards. Spend only mana of the chosen color to activate this ability.",
    "{5}",
)
ALENA = card(
    "Alena, Kessig Trapper", "Legendary Creature — Human Scout",
    "First strike\n{T}: Add an amount of {R} equal to the greatest power among creatures you control that entered this turn.\n"
    "Partner (You can have two commanders if both have partner.)",
    "{4}{R}", "4/3",
)
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")
WURM = card("Craw Wurm", "Creature — Wurm", "", "{4}{G}{G}", "6/4")
BIRDS = card("Birds of Paradise", "Creature — Bird", "Flying\n{T}: Add one mana of any color.", "{G}", "0/1")


# ---- False Dawn (614.1a, 609.4b, 611.2a) ---------------------------------------------------------


def test_false_dawn_reads_a_replacement_of_every_ability_you_control() -> None:
    """614.1a: "spells and abilities you control that would add colored mana instead add that much
    white mana" replaces the mana of any ability (not only tapping for mana, 106.12) of its
    controller: coloured mana becomes white, colorless is unchanged (105.1)."""
    first, second, _draw = read(FALSE_DAWN["oracle_text"], "Sorcery", "False Dawn")
    assert isinstance(first, SpellAbility)
    (effect,) = first.creates
    assert isinstance(effect, ReplacementEffect)
    assert effect.applies_to == ManaEventFilter(permanent=effect.applies_to.permanent, tapped=False)
    assert effect.applies_to.permanent.who is Who.YOU
    assert isinstance(effect.transform, SetColor)
    assert isinstance(second, SpellAbility) and len(second.spends) == 1


def test_false_dawn_whitens_its_casters_mana_for_the_turn() -> None:
    """611.2a: resolved this turn (spells_resolved_this_turn), its effect changes the mana of its
    caster's abilities (Birds of Paradise, a land), not the opponent's; a spell in hand does nothing."""
    s = game([FALSE_DAWN, BIRDS], ["Birds of Paradise", "Taiga", "Ancient Tomb"], [{"card": "Forest", "id": "their"}], spells_resolved_this_turn={"you": ["False Dawn"]})
    assert tap(s, "Birds of Paradise") == {"W"}
    assert tap(s, "Taiga") == {"W"}
    assert tap(s, "Ancient Tomb") == {"CC"}
    assert tap(s, "their") == {"G"}
    s2 = game([FALSE_DAWN, BIRDS], ["Taiga"], hand={"you": ["False Dawn"]})
    assert tap(s2, "Taiga") == {"R", "G"}


def test_false_dawn_lets_its_caster_spend_white_as_any_color() -> None:
    """609.4b: "Until end of turn, you may spend white mana as though it were mana of any color": the
    whitened mana still pays blue and black; the rule is its caster's only."""
    s = game([FALSE_DAWN, BIRDS], ["Birds of Paradise", "Taiga"], spells_resolved_this_turn={"you": ["False Dawn"]})
    assert can_pay(s, "you", "{U}{B}").answer is True
    s2 = game([FALSE_DAWN], ["Taiga"], ["Forest"], spells_resolved_this_turn={"opp": ["False Dawn"]})
    assert can_pay(s2, "you", "{U}").answer is False
    assert can_pay(s2, "opp", "{U}").answer is True


def test_other_mana_words_are_not_colored() -> None:
    """Only "colored mana" is the template: "that would add green mana instead add ..." is not read
    as it, and a sentence that changes mana must be read exactly, so the card is refused."""
    with pytest.raises(ManasolveError, match="cannot read"):
        read("Until end of turn, spells and abilities you control that would add green mana instead add that much white mana.", "Sorcery")


# ---- Throne of Eldraine (106.6) ------------------------------------------------------------------


def test_throne_reads_the_restriction_on_its_cost() -> None:
    """106.6: "Spend only mana of the chosen color to activate this ability." is read as data of the
    ability (the chosen colour of the permanent), not kept as text."""
    abilities = read(THRONE["oracle_text"], "Legendary Artifact", "Throne of Eldraine")
    drawing = abilities[-1]
    assert isinstance(drawing, ActivatedAbility) and drawing.cost_chosen_color and drawing.cost_color is None
    (red,) = read("{2}, {T}: Draw a card. Spend only red mana to activate this ability.", "Artifact")
    assert isinstance(red, ActivatedAbility) and red.cost_color is not None and red.cost_color.name == "R"


def test_throne_pays_only_with_the_chosen_color() -> None:
    """106.6: every mana of {3} must be of the chosen colour: three Forests pay it for green, two
    Mountains and two Forests do not (either colour alone is two mana)."""
    s = game([THRONE], [{"card": "Throne of Eldraine", "chosen_color": "green"}, "Forest", "Forest", "Forest"])
    assert can_activate(s, "Throne of Eldraine", 1).answer is True
    s2 = game([THRONE], [{"card": "Throne of Eldraine", "chosen_color": "green"}, "Mountain", "Mountain", "Forest", "Forest"])
    assert can_activate(s2, "Throne of Eldraine", 1).answer is False


def test_throne_without_its_chosen_color_is_an_error() -> None:
    """The colour chosen as it entered is never assumed: the question names the key chosen_color."""
    s = game([THRONE], ["Throne of Eldraine", "Forest", "Forest", "Forest"])
    with pytest.raises(ManasolveError, match="chosen_color"):
        can_activate(s, "Throne of Eldraine", 1)


# ---- Alena, Kessig Trapper (302.6, 208.1) --------------------------------------------------------


def test_alena_counts_the_creatures_that_entered_this_turn() -> None:
    """"the greatest power among creatures you control that entered this turn": the Bears (2)
    entered this turn, the Wurm (6), not summoning sick, has been there since the turn began (302.6)."""
    s = game([ALENA, BEARS, WURM], ["Alena, Kessig Trapper", {"card": "Grizzly Bears", "entered_this_turn": True}, "Craw Wurm"])
    assert tap(s, "Alena, Kessig Trapper") == {"RR"}
    s2 = game([ALENA, BEARS, WURM], ["Alena, Kessig Trapper", {"card": "Craw Wurm", "entered_this_turn": True, "summoning_sick": True}])
    assert tap(s2, "Alena, Kessig Trapper") == {"R" * 6}


def test_alena_with_a_summoning_sick_creature_needs_the_key() -> None:
    """A summoning-sick creature may have entered this turn or only changed control (302.6): without
    entered_this_turn the question is an error naming the key, never a guess."""
    s = game([ALENA, BEARS], ["Alena, Kessig Trapper", {"card": "Grizzly Bears", "summoning_sick": True}])
    with pytest.raises(ManasolveError, match="entered_this_turn"):
        tap(s, "Alena, Kessig Trapper")


# ---- "until this card is cast from exile" (611.2b) -----------------------------------------------

OUTLAW = card(
    "Glamorous Outlaw", "Creature — Vampire Rogue",
    "When this creature enters, it deals 2 damage to each opponent and you scry 2.\n{2}, Exile this card from your hand: "
    "Target land gains \"{T}: Add {U}, {B}, or {R}\" until this card is cast from exile. You may cast this card for as long as it remains exiled.",
    "{2}{U}{B}{R}", "4/3",
)


def test_until_cast_from_exile_is_a_duration() -> None:
    """611.2b: "until this card is cast from exile" is the duration of the grant, read as data (the
    A- card, which says its printed name, alike)."""
    from manasolve.model.abilities import UNTIL_CAST_FROM_EXILE
    _trigger, ability = read(OUTLAW["oracle_text"], OUTLAW["type_line"], "Glamorous Outlaw")
    assert isinstance(ability, ActivatedAbility)
    (grant,) = ability.continuous
    assert grant.duration == UNTIL_CAST_FROM_EXILE
    (rebalanced,) = read(
        "{1}, Exile Glamorous Outlaw from your hand: Target land gains \"{T}: Add {U}, {B}, or {R}\" until Glamorous Outlaw is cast "
        "from exile. You may cast Glamorous Outlaw for as long as it remains exiled.",
        OUTLAW["type_line"], "A-Glamorous Outlaw",
    )
    assert isinstance(rebalanced, ActivatedAbility) and rebalanced.continuous[0].duration == UNTIL_CAST_FROM_EXILE


def test_the_land_has_the_ability_while_the_card_stays_in_exile() -> None:
    """611.2b: listed on the exiled card (``resolved``), the target land taps for {U}, {B} or {R}
    too; another land does not (115.1); a card no longer in exile has ended it."""
    s = game([OUTLAW], [{"card": "Forest", "id": "target"}, {"card": "Forest", "id": "other"}],
             exile={"you": [{"card": "Glamorous Outlaw", "resolved": [{"ability": 1, "targets": ["target"]}]}]})
    assert tap(s, "target") == {"G", "U", "B", "R"}
    assert tap(s, "other") == {"G"}
    s2 = game([OUTLAW], [{"card": "Forest", "id": "target"}], exile={"you": ["Glamorous Outlaw"]})
    assert tap(s2, "target") == {"G"}


def test_the_exiled_cards_target_is_never_assumed() -> None:
    """115.1: an effect about "target land" needs the resolution's targets: an error naming the key."""
    s = game([OUTLAW], ["Forest"], exile={"you": [{"card": "Glamorous Outlaw", "resolved": [1]}]})
    with pytest.raises(ManasolveError, match="targets"):
        tap(s, "Forest")


# ---- "loses all land types and abilities" (205.3i, 613.1d, 613.1f) --------------------------------

BLIGHT = card(
    "Lithoform Blight", "Enchantment — Aura",
    "Enchant land\nWhen this Aura enters, draw a card.\nEnchanted land loses all land types and abilities and has \"{T}: Add {C}\" "
    "and \"{T}, Pay 1 life: Add one mana of any color.\"",
    "{R}",
)
ALPINE = card(
    "Alpine Moon", "Enchantment",
    "As this enchantment enters, choose a nonbasic land card name.\nLands your opponents control with the chosen name lose all land "
    "types and abilities, and they gain \"{T}: Add one mana of any color.\"",
    "{R}",
)
MINE = card("Urza's Mine", "Land — Urza's Mine", "{T}: Add {C}. If you control an Urza's Power-Plant and an Urza's Tower, add {C}{C} instead.")
PLANT = card("Urza's Power Plant", "Land — Urza's Power-Plant", "{T}: Add {C}. If you control an Urza's Mine and an Urza's Tower, add {C}{C} instead.")
TOWER = card("Urza's Tower", "Land — Urza's Tower", "{T}: Add {C}. If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.")


def test_lithoform_blight_takes_the_land_types() -> None:
    """205.3i: the enchanted Urza's Mine has no land type now, so Urza's Tower's "If you control an
    Urza's Mine and an Urza's Power-Plant" fails; the Mine has only the granted abilities (613.1f)."""
    s = game([BLIGHT, MINE, PLANT, TOWER], ["Urza's Tower", "Urza's Mine", "Urza's Power Plant", {"card": "Lithoform Blight", "attached_to": "Urza's Mine"}])
    assert tap(s, "Urza's Tower") == {"C"}
    assert tap(s, "Urza's Mine") == {"C", "W", "U", "B", "R", "G"}


def test_a_basic_land_that_lost_its_types_has_no_intrinsic_ability() -> None:
    """305.6: a Forest that lost its land types has no "{T}: Add {G}": with no life to pay (119.4),
    only the granted {C}."""
    s = game([BLIGHT], ["Forest", {"card": "Lithoform Blight", "attached_to": "Forest"}], life={"you": 0})
    assert tap(s, "Forest") == {"C"}


def test_alpine_moon_changes_the_opponents_lands_with_the_chosen_name() -> None:
    """Alpine Moon: the opponent's Ancient Tomb (the chosen name) taps for one mana of any colour;
    yours and the opponent's other lands are unchanged; the name is never assumed."""
    s = game([ALPINE], [{"card": "Alpine Moon", "chosen_name": "Ancient Tomb"}, {"card": "Ancient Tomb", "id": "mine"}],
             [{"card": "Ancient Tomb", "id": "theirs"}, "Taiga"])
    assert tap(s, "theirs") == {"W", "U", "B", "R", "G"}
    assert tap(s, "mine") == {"CC"}
    assert tap(s, "Taiga") == {"R", "G"}
    s2 = game([ALPINE], ["Alpine Moon"], ["Ancient Tomb"])
    with pytest.raises(ManasolveError, match="chosen_name"):
        tap(s2, "Ancient Tomb")


# ---- "he" / "she" (201.4b) -----------------------------------------------------------------------

HYDRO = card(
    "Hydro-Man, Fluid Felon", "Legendary Creature — Elemental Villain",
    "Whenever you cast a blue spell, if Hydro-Man is a creature, he gets +1/+1 until end of turn.\nAt the beginning of your end "
    "step, untap Hydro-Man. Until your next turn, he becomes a land and gains \"{T}: Add {U}.\" (He's not a creature during that time.)",
    "{U}{U}", "2/2",
)


def test_he_is_the_character_card_itself() -> None:
    """201.4b: "he becomes a land and gains "{T}: Add {U}."" is about Hydro-Man: with the trigger
    resolved (611.2a) he is a land, not a creature, and taps for {U} though summoning sick (302.6)."""
    s = game([HYDRO], [{"card": "Hydro-Man, Fluid Felon", "resolved_this_turn": [1], "summoning_sick": True}])
    assert tap(s, "Hydro-Man, Fluid Felon") == {"U"}
    s2 = game([HYDRO], ["Hydro-Man, Fluid Felon"])
    assert tap(s2, "Hydro-Man, Fluid Felon") == "illegal"  # no mana ability before it resolved


# ---- "for each creature in your party" as an amount of mana (700.8) ------------------------------

ELECTROMANCER = card(
    "Ardent Electromancer", "Creature — Human Wizard",
    "When this creature enters, add {R} for each creature in your party. (Your party consists of up to one each of Cleric, Rogue, "
    "Warrior, and Wizard.)",
    "{2}{R}", "3/1",
)
CLERIC = card("Test Cleric Rogue", "Creature — Human Cleric Rogue", "", "{1}{W}", "1/1")


def test_ardent_electromancer_adds_one_red_per_party_member() -> None:
    """700.8: its party is up to one each of Cleric, Rogue, Warrior and Wizard; a Cleric Rogue counts
    once (700.8a), so with the Wizard itself the party is two; 106.7: the trigger that only adds mana makes it able to produce red."""
    from manasolve.model.abilities import PartyCount, TriggeredAbility
    from manasolve.solver.board.layers import compute_board
    from manasolve.solver.mana.amounts import amount_of
    from manasolve.solver.app.queries import could_produce
    (ab,) = read(ELECTROMANCER["oracle_text"], ELECTROMANCER["type_line"], "Ardent Electromancer")
    assert isinstance(ab, TriggeredAbility) and ab.adds is not None
    (part,) = ab.adds.options[0].parts
    assert getattr(part, "per", None) == PartyCount()
    s = game([ELECTROMANCER, CLERIC], ["Ardent Electromancer", "Test Cleric Rogue"])
    board = compute_board(s)
    assert amount_of(PartyCount(), board.view("Ardent Electromancer"), board) == 2
    assert set(could_produce(s, "Ardent Electromancer").answer) == {"R"}


# ---- "As long as there are fewer than eight cards in your graveyard, ..." (611.3a, 404) ----------

TRIAD = card(
    "The Warring Triad", "Legendary Artifact Creature — God",
    "Flying, trample, haste\nAs long as there are fewer than eight cards in your graveyard, The Warring Triad isn't a creature.\n"
    "{T}, Mill a card: Target player adds one mana of any color.",
    "{3}{R}{G}{W}", "5/5",
)
CRADLE = card("Gaea's Cradle", "Legendary Land", "{T}: Add {G} for each creature you control.")


def test_warring_triad_is_a_creature_only_with_eight_cards_in_the_graveyard() -> None:
    """611.3a: "fewer than eight" is seven or fewer; the graveyard is the scenario's (404), and
    without it the condition is an error naming the key."""
    seven = game([TRIAD, CRADLE], ["The Warring Triad", "Gaea's Cradle"], graveyard={"you": ["Forest"] * 7})
    assert tap(seven, "Gaea's Cradle") == {""}
    eight = game([TRIAD, CRADLE], ["The Warring Triad", "Gaea's Cradle"], graveyard={"you": ["Forest"] * 8})
    assert tap(eight, "Gaea's Cradle") == {"G"}
    unknown = game([TRIAD, CRADLE], ["The Warring Triad", "Gaea's Cradle"])
    with pytest.raises(ManasolveError, match="graveyard"):
        tap(unknown, "Gaea's Cradle")


# ---- "You can spend mana of any type to cast creature spells." (609.4b) --------------------------

VIZIER = card(
    "Vizier of the Menagerie", "Creature — Snake Cleric",
    "You may look at the top card of your library any time.\nYou may cast creature spells from the top of your library.\n"
    "You can spend mana of any type to cast creature spells.",
    "{3}{G}", "3/4",
)


def test_vizier_spends_any_type_for_creature_spells_only() -> None:
    """609.4b: the Forests' {G} pays {U}{U} of a creature spell of the Vizier's controller; a
    sorcery is paid as usual."""
    from manasolve.solver.app.queries import cast
    warrior = card("Phantom Warrior", "Creature — Illusion Warrior", "This creature can't be blocked.", "{1}{U}{U}", "2/2")
    divination = card("Divination", "Sorcery", "Draw two cards.", "{2}{U}")
    s = game([VIZIER, warrior, divination], ["Vizier of the Menagerie", "Forest", "Forest", "Forest"], hand={"you": ["Phantom Warrior", "Divination"]})
    assert cast(s, "Phantom Warrior").answer["legal"] is True
    assert cast(s, "Divination").answer["legal"] is False


# ---- spending as though any color to activate abilities (609.4b, 602.2b) -------------------------

CAULDRON = card(
    "Agatha's Soul Cauldron", "Legendary Artifact",
    "You may spend mana as though it were mana of any color to activate abilities of creatures you control.\nCreatures you control "
    "with +1/+1 counters on them have all activated abilities of all creature cards exiled with Agatha's Soul Cauldron.\n{T}: Exile "
    "target card from a graveyard. When a creature card is exiled this way, put a +1/+1 counter on target creature you control.",
    "{2}",
)
SHIVAN = card("Shivan Dragon", "Creature — Dragon", "Flying\n{R}: This creature gets +1/+0 until end of turn.", "{4}{R}{R}", "5/5")


def test_the_cauldron_pays_creature_abilities_with_any_mana() -> None:
    """609.4b, 602.2b: an Island's {U} pays Shivan Dragon's {R} while its controller controls the
    Cauldron; not the opponent's Cauldron, and not a cost that is no creature's ability."""
    mine = game([CAULDRON, SHIVAN], ["Agatha's Soul Cauldron", "Shivan Dragon", "Island"], allow_unread=True)
    assert can_activate(mine, "Shivan Dragon", 0).answer is True
    assert can_pay(mine, "you", "{R}").answer is False
    theirs = game([CAULDRON, SHIVAN], ["Shivan Dragon", "Island"], ["Agatha's Soul Cauldron"], allow_unread=True)
    assert can_activate(theirs, "Shivan Dragon", 0).answer is False


def test_this_creatures_abilities_is_a_rule_about_itself() -> None:
    """"... to pay the activation costs of this creature's abilities" (Quicksilver Elemental): a
    rule whose selection is the creature itself."""
    from manasolve.model.abilities import SpendingRule, StaticAbility
    from manasolve.model.selectors import Relation
    _gain, rule = read(
        "{U}: This creature gains all activated abilities of target creature until end of turn.\nYou may spend blue mana as though it "
        "were mana of any color to pay the activation costs of this creature's abilities.",
        "Creature — Elemental",
    )
    assert isinstance(rule, StaticAbility)
    (e,) = rule.effects
    assert isinstance(e, SpendingRule) and e.abilities is not None and e.abilities.relation is Relation.SELF


# ---- "For as long as that land has a blight counter on it, ..." (611.2b) -------------------------

ULTIMA = card(
    "Ultima, Origin of Oblivion", "Legendary Creature — God",
    "Flying\nWhenever Ultima attacks, put a blight counter on target land. For as long as that land has a blight counter on it, it "
    "loses all land types and abilities and has \"{T}: Add {C}.\"\nWhenever you tap a land for {C}, add an additional {C}.",
    "{5}", "4/4",
)


def test_ultimas_land_is_changed_while_it_has_the_counter() -> None:
    """611.2b: the target land (the resolution's) taps only for {C} while it has a blight counter;
    once it has none the effect has ended."""
    resolved = {"card": "Ultima, Origin of Oblivion", "resolved_this_turn": [{"ability": 1, "targets": ["land"]}]}
    s = game([ULTIMA], [resolved], [{"card": "Taiga", "id": "land", "counters": {"blight": 1}}])
    assert tap(s, "land") == {"C"}
    s2 = game([ULTIMA], [resolved], [{"card": "Taiga", "id": "land"}])
    assert tap(s2, "land") == {"R", "G"}


def test_mana_of_any_type_for_its_own_abilities() -> None:
    """609.4b, 602.2b: "Mana of any type can be spent to activate Sharkey's abilities." is a rule for
    its own abilities' activation costs."""
    from manasolve.model.abilities import SpendingRule, StaticAbility
    from manasolve.model.selectors import Relation
    (rule,) = read("Mana of any type can be spent to activate Sharkey's abilities.", "Legendary Creature — Avatar Rogue", "Sharkey, Tyrant of the Shire")
    assert isinstance(rule, StaticAbility)
    (e,) = rule.effects
    assert isinstance(e, SpendingRule) and e.abilities is not None and e.abilities.relation is Relation.SELF


# ---- Urza's Saga: quotation marks inside quotation marks, a token's own power, a searched card ----

URZAS_SAGA = card(
    "Urza's Saga", "Enchantment Land — Urza's Saga",
    "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — This Saga gains \"{T}: Add {C}.\"\n"
    "II — This Saga gains \"{2}, {T}: Create a 0/0 colorless Construct artifact creature token with 'This token gets +1/+1 for each "
    "artifact you control.'\"\nIII — Search your library for an artifact card with mana cost {0} or {1}, put it onto the "
    "battlefield, then shuffle.",
)


def test_urzas_saga_is_read_in_full() -> None:
    """The token's quoted ability opens with a word ('This token ...'): a quotation inside a
    quotation; it is the token's (111.4), so it changes no power of the Saga's; "an artifact card
    with mana cost {0} or {1}" is what the search looks for (202.1), not a cost: inert."""
    from manasolve.model.cards import TypeLine
    from manasolve.model.text.reader import read_card_text
    text = read_card_text(URZAS_SAGA["oracle_text"], card_name="Urza's Saga", type_line=TypeLine.parse(URZAS_SAGA["type_line"]))
    assert not text.unread
    assert {i.reason for i in text.inert} >= {"tokens and new objects", "library and information"}


def test_urzas_saga_chapters_give_its_abilities() -> None:
    """714.2b, 613.1f: after chapters I and II resolved, the Saga taps for {C} and can pay {2}, {T}
    for the Construct with two Islands."""
    s = game([URZAS_SAGA], [{"card": "Urza's Saga", "resolved_this_turn": [0, 1], "counters": {"lore": 2}}, "Island", "Island"])
    assert tap(s, "Urza's Saga") == {"C"}
    assert can_activate(s, "Urza's Saga", 1).answer is True


# ---- "Your devotion to each color ... is increased by one." (700.5) -------------------------------

ALTAR = card(
    "Altar of the Pantheon", "Artifact",
    "Your devotion to each color and each combination of colors is increased by one.\n{T}: Add one mana of any color. If you "
    "control a God, a Demigod, or a legendary enchantment, you gain 1 life.",
    "{3}",
)
NYKTHOS = card(
    "Nykthos, Shrine to Nyx", "Legendary Land",
    "{T}: Add {C}.\n{2}, {T}: Choose a color. Add an amount of mana of that color equal to your devotion to that color.",
)
TUSKER = card("Kalonian Tusker", "Creature — Beast", "", "{G}{G}", "3/3")
NYLEA = card(
    "Nylea, God of the Hunt", "Legendary Enchantment Creature — God",
    "Indestructible\nAs long as your devotion to green is less than five, Nylea isn't a creature.\nOther creatures you control have trample.\n"
    "{3}{G}: Target creature gets +2/+2 until end of turn.",
    "{3}{G}", "6/6",
)


def test_altar_of_the_pantheon_adds_one_to_every_devotion() -> None:
    """700.5: with the Altar, devotion to green is the two symbols of the Tusker plus one, to every
    other colour one; only its controller's devotion."""
    s = game([ALTAR, NYKTHOS, TUSKER], ["Altar of the Pantheon", "Nykthos, Shrine to Nyx", "Kalonian Tusker", "Forest", "Forest"])
    assert tap(s, "Nykthos, Shrine to Nyx", 1) == {"W", "U", "B", "R", "GGG"}
    s2 = game([ALTAR, NYKTHOS, TUSKER], ["Nykthos, Shrine to Nyx", "Kalonian Tusker", "Forest", "Forest"], ["Altar of the Pantheon"])
    assert tap(s2, "Nykthos, Shrine to Nyx", 1) == {"", "GG"}


def test_altar_makes_a_god_a_creature_sooner() -> None:
    """700.5, 611.3a: Nylea (one {G}) and two Tuskers (four) with the Altar make six, five or more:
    Nylea is a creature, so Gaea's Cradle counts it; Nylea and one Tusker without it make three."""
    cradle = card("Gaea's Cradle", "Legendary Land", "{T}: Add {G} for each creature you control.")
    s = game([ALTAR, NYLEA, TUSKER, cradle], ["Altar of the Pantheon", "Nylea, God of the Hunt", {"card": "Kalonian Tusker", "id": "t1"}, {"card": "Kalonian Tusker", "id": "t2"}, "Gaea's Cradle"])
    assert tap(s, "Gaea's Cradle") == {"GGG"}
    s2 = game([NYLEA, TUSKER, cradle], ["Nylea, God of the Hunt", {"card": "Kalonian Tusker", "id": "t1"}, "Gaea's Cradle"])
    assert tap(s2, "Gaea's Cradle") == {"G"}


# ---- "the greatest number of creatures you control that have a creature type in common" ----------

TILE = card(
    "White Lotus Tile", "Artifact",
    "This artifact enters tapped.\n{T}: Add X mana of any one color, where X is the greatest number of creatures you control that "
    "have a creature type in common.",
    "{4}",
)
ELVES = card("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
OUTCAST = card("Changeling Outcast", "Creature — Shapeshifter", "Changeling (This card is every creature type.)\nThis creature can't block and can't be blocked.", "{B}", "1/1")


def test_white_lotus_tile_counts_the_largest_shared_type() -> None:
    """205.3m: two Elves share Elf (two); a changeling has every creature type (702.73a) and joins
    the largest group (three); with no creature, X is 0."""
    s = game([TILE, ELVES, BEARS, OUTCAST], ["White Lotus Tile", {"card": "Llanowar Elves", "id": "e1"}, {"card": "Llanowar Elves", "id": "e2"}, "Grizzly Bears"])
    assert tap(s, "White Lotus Tile") == {"WW", "UU", "BB", "RR", "GG"}
    s2 = game([TILE, ELVES, BEARS, OUTCAST], ["White Lotus Tile", {"card": "Llanowar Elves", "id": "e1"}, {"card": "Llanowar Elves", "id": "e2"}, "Changeling Outcast"])
    assert tap(s2, "White Lotus Tile") == {"WWW", "UUU", "BBB", "RRR", "GGG"}
    s3 = game([TILE], ["White Lotus Tile"])
    assert tap(s3, "White Lotus Tile") == {""}


# ---- parley: "Each player reveals the top card of their library. For each nonland card ..." -------

SELVALA = card(
    "Selvala, Explorer Returned", "Legendary Creature — Elf Scout",
    "Parley — {T}: Each player reveals the top card of their library. For each nonland card revealed this way, add {G} and you "
    "gain 1 life. Then each player draws a card.",
    "{1}{G}{W}", "2/4",
)
BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")


def test_parley_counts_each_players_nonland_top_card() -> None:
    """608.2c: one {G} per player whose top card (library_top) is not a land; a player's top card
    not given is an error naming the key, never assumed."""
    s = game([SELVALA, BOLT], ["Selvala, Explorer Returned"], library_top={"you": "Lightning Bolt", "opp": "Lightning Bolt"})
    assert tap(s, "Selvala, Explorer Returned") == {"GG"}
    s2 = game([SELVALA, BOLT], ["Selvala, Explorer Returned"], library_top={"you": "Forest", "opp": "Lightning Bolt"})
    assert tap(s2, "Selvala, Explorer Returned") == {"G"}
    s3 = game([SELVALA, BOLT], ["Selvala, Explorer Returned"], library_top={"you": "Forest"})
    with pytest.raises(ManasolveError, match="library_top"):
        tap(s3, "Selvala, Explorer Returned")


# ---- "one mana of this artifact's last noted type" (Jeweled Amulet) --------------------------------

AMULET = card(
    "Jeweled Amulet", "Artifact",
    "{1}, {T}: Put a charge counter on this artifact. Note the type of mana spent to pay this activation cost. Activate only if "
    "there are no charge counters on this artifact.\n{T}, Remove a charge counter from this artifact: Add one mana of this "
    "artifact's last noted type.",
    "{0}",
)


def test_jeweled_amulet_adds_the_noted_type() -> None:
    """The type noted as the first ability resolved is the scenario's noted_mana: the Amulet adds one
    mana of it (colorless too); without the key the question is an error naming it."""
    s = game([AMULET], [{"card": "Jeweled Amulet", "counters": {"charge": 1}, "noted_mana": "C"}])
    assert tap(s, "Jeweled Amulet") == {"C"}
    s2 = game([AMULET], [{"card": "Jeweled Amulet", "counters": {"charge": 1}}])
    with pytest.raises(ManasolveError, match="noted_mana"):
        tap(s2, "Jeweled Amulet")


# ---- "If you cast a spell this way, you may spend mana as though it were mana of any color ..." ----


def test_any_mana_after_a_permission_to_cast_exiled_cards_is_the_exile_entrys_any_mana() -> None:
    """609.4b: after "You may play those cards for as long as they remain exiled." the sentence is
    what a scenario states with the permission (an exiled card's may_cast and any_mana), so it is
    classified with it; alone (no permission before it) it is left unread."""
    from manasolve.model.text import inert
    permission = "You may play those cards for as long as they remain exiled."
    spend = "If you cast a spell this way, you may spend mana as though it were mana of any color to cast it."
    got = inert.classify(spend, previous=permission)
    assert got is not None and got.reason == "exile and zone changes"
    assert inert.classify(spend) is None
    assert inert.classify(spend, previous="Draw a card.") is None


def test_mana_burn_is_life_lost_between_steps() -> None:
    """500.4: "A player losing unspent mana causes that player to lose that much life." changes a
    life total as a pool empties between steps; no question of one moment spans it: inert (life)."""
    from manasolve.model.text import inert
    got = inert.classify("A player losing unspent mana causes that player to lose that much life.")
    assert got is not None and got.reason == "life"


def test_party_in_an_ability_cost_stays_a_cost_count() -> None:
    """700.8, 602.2b: "This ability costs {1} less to activate for each creature in your party." is
    still counted as a cost change (the amount of mana reads the same words)."""
    from manasolve.model.abilities import ActivatedAbility, PartySize
    ability, = read(
        "{4}{U}: This creature gets +1/+0 until end of turn and can't be blocked this turn. This ability costs {1} less to activate "
        "for each creature in your party.",
        "Creature — Merfolk Rogue",
    )
    assert isinstance(ability, ActivatedAbility)
    (change,) = ability.cost_changes
    assert change.per == PartySize()
