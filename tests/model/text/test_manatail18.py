"""The real mana cards still unread (manatail18), each wording checked for its meaning on a small
board: a creature type of two words ("Time Lord", 205.3m) in type lines and in card text, "the color
last chosen" (Gem Bazaar), "unless any player pays {1}" (118.12a, Rhystic Cave), and the mana a
card's mana cost represents (106.8-106.10: Elemental Resonance, Charmed Pendant). The cards are
real, written with their Oracle text; expected answers are worked out from the rules."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import ManaAbility
from manasolve.model.cards import TypeLine
from manasolve.model.errors import ManasolveError
from manasolve.model.vocabulary import join_multi_word_subtypes, split_subtypes
from manasolve.solver.app.queries import can_activate, can_pay, cast, could_produce
from games import card, game, read, tap

CHAMBER = card(
    "Gallifrey Council Chamber", "Legendary Land",
    "When Gallifrey Council Chamber enters, surveil 1. (Look at the top card of your library. You may put that card into "
    "your graveyard.)\n{T}: Add {C}.\n{T}: Add one mana of any color. Spend this mana only to cast a Time Lord or Alien "
    "spell or activate an ability of a Time Lord or Alien.",
)
DOCTOR = card(
    "The Sixth Doctor", "Legendary Creature — Time Lord Doctor",
    "Time Lord's Prerogative — Whenever you cast a historic spell, copy it, except the copy isn't legendary. This ability "
    "triggers only once each turn. (Artifacts, legendaries, and Sagas are historic. A copy of a permanent spell becomes a token.)",
    "{4}{G}{U}", "3/3",
)
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")
GEM_BAZAAR = card(
    "Gem Bazaar", "Land",
    "When Gem Bazaar comes into play, choose a random color.\n{T}: Add to your mana pool one mana of the color last chosen. "
    "Then choose a random color.",
)
RHYSTIC_CAVE = card("Rhystic Cave", "Land", "{T}: Choose a color. Add one mana of that color unless any player pays {1}. Activate only as an instant.")
PENDANT = card(
    "Charmed Pendant", "Artifact",
    "{T}, Mill a card: For each colored mana symbol in the milled card's mana cost, add one mana of that color. Activate "
    "only as an instant. (For example, if the card's mana cost is {3}{U}{U}{B}, you add {U}{U}{B}.)",
    "{4}",
)
RESONANCE = card(
    "Elemental Resonance", "Enchantment — Aura",
    "Enchant permanent\nAt the beginning of your first main phase, add mana equal to enchanted permanent's mana cost. "
    "(Mana cost includes color. If a mana symbol has multiple colors, choose one.)",
    "{2}{G}{G}",
)
GUILDMAGE = card(
    "Selesnya Guildmage", "Creature — Elf Wizard",
    "{3}{G}: Create a 1/1 green Saproling creature token.\n{3}{W}: Creatures you control get +1/+1 until end of turn.",
    "{G/W}{G/W}", "2/2",
)
PROCESSION = card("Spectral Procession", "Sorcery", "Create three 1/1 white Spirit creature tokens with flying.", "{2/W}{2/W}{2/W}")
SLITHERHEAD = card("Slitherhead", "Creature — Plant Zombie", "", "{B/G}", "1/1")
KRAKEN = card("Ulamog's Crusher", "Creature — Eldrazi", "", "{8}", "8/8")
DISMEMBER = card("Dismember", "Instant", "", "{1}{B/P}{B/P}")


# ---- "Time Lord": one creature type of two words (205.3m) --------------------------------------


def test_type_line_keeps_a_two_word_creature_type_whole() -> None:
    """205.3m lists "Time Lord" among the creature types: "Creature — Time Lord Doctor" has two
    subtypes, Time Lord and Doctor, not three."""
    assert TypeLine.parse("Legendary Creature — Time Lord Doctor").subtypes == frozenset({"Time Lord", "Doctor"})
    assert split_subtypes("Human Time Lord") == frozenset({"Human", "Time Lord"})
    # the grammar's one-word subtype sees it joined, at the same length (positions are kept)
    text = "Spend this mana only to cast a Time Lord or Alien spell"
    assert len(join_multi_word_subtypes(text)) == len(text) and "Time-Lord" in join_multi_word_subtypes(text)


def test_gallifrey_council_chamber_mana_is_only_for_time_lords_and_aliens() -> None:
    """106.6: "Spend this mana only to cast a Time Lord or Alien spell": the Chamber's {G} pays for
    The Sixth Doctor (a Time Lord, 205.3m) and not for Grizzly Bears."""
    *_, ability = read(CHAMBER["oracle_text"], "Legendary Land", "Gallifrey Council Chamber")
    assert isinstance(ability, ManaAbility) and ability.spending is not None
    assert ability.spending.spells[0].subtypes == frozenset({"Time Lord", "Alien"})
    s = game([CHAMBER, DOCTOR, BEARS], you=["Gallifrey Council Chamber", "Island", "Plains", "Plains", "Plains", "Plains"],
             hand={"you": ["The Sixth Doctor", "Grizzly Bears"]})
    assert cast(s, "The Sixth Doctor").answer["legal"]
    assert not cast(s, "Grizzly Bears").answer["legal"]


# ---- Gem Bazaar: "one mana of the color last chosen" ----------------------------------------------


def test_gem_bazaar_adds_its_chosen_color() -> None:
    """608.2c: "Add ... one mana of the color last chosen. Then choose a random color.": the mana is
    added before the new choice, so it is of the colour the permanent chose before (its
    ``chosen_color``); the choices themselves are classified, and nothing is left unread."""
    s = game([GEM_BAZAAR], you=[{"card": "Gem Bazaar", "chosen_color": "B"}])
    assert tap(s, "Gem Bazaar") == {"B"}
    assert could_produce(s, "Gem Bazaar").answer == ["B"]


# ---- "unless any player pays {N}" (118.12a) ---------------------------------------------------------


def test_rhystic_cave_adds_its_mana_or_nothing() -> None:
    """118.12a: "Add one mana of that color unless any player pays {1}" means "any player may pay
    {1}; if no one does, add one mana of that color": tapping it gives a colour or nothing, and
    106.7 says it could produce each colour (the choices aside)."""
    s = game([RHYSTIC_CAVE], you=["Rhystic Cave"])
    assert tap(s, "Rhystic Cave") == {"", "W", "U", "B", "R", "G"}
    assert could_produce(s, "Rhystic Cave").answer == ["W", "U", "B", "R", "G"]
    assert can_pay(s, "you", "{R}").answer  # when no player pays


def test_unless_any_player_pays_needs_the_word_pays() -> None:
    """The template is "unless any player pays {N}"; another verb there is not read as a payment."""
    with pytest.raises(ManasolveError):
        read("{T}: Add {R} unless any player discards {1}.", "Land")


# ---- the mana a card's mana cost represents (106.8-106.10) ------------------------------------------


def test_charmed_pendant_adds_one_mana_per_colored_symbol_of_the_milled_card() -> None:
    """Charmed Pendant: one mana of each coloured symbol's colour of the milled card (the top card of
    the library): a hybrid {G/W} either colour (106.8), a monocoloured hybrid {2/W} white (a white
    symbol, 107.4e: the card adds "one mana of that color"), a Phyrexian {B/P} black (106.9); the
    generic symbols add nothing."""
    for top, expected in ((GUILDMAGE, {"WW", "WG", "GG"}), (PROCESSION, {"WWW"}), (DISMEMBER, {"BB"}), (KRAKEN, {""})):
        s = game([PENDANT, top], you=["Charmed Pendant"], library_top={"you": top["name"]}, library_size={"you": 5})
        assert tap(s, "Charmed Pendant") == expected, top["name"]


def test_charmed_pendant_needs_the_top_card_of_the_library() -> None:
    """The milled card is the top card of the library (701.17a): not given, the question says so
    rather than assume one."""
    s = game([PENDANT], you=["Charmed Pendant"], library_size={"you": 5})
    with pytest.raises(ManasolveError, match="library"):
        could_produce(s, "Charmed Pendant")


def test_elemental_resonance_copies_the_enchanted_permanents_mana_cost() -> None:
    """106.10: a generic symbol adds that much colorless mana ({1}{G}: C and G); 106.8: a hybrid
    symbol adds one mana of the half chosen ({B/G}: B or G). The ability is triggered, not a mana
    ability (605.5a), and 106.7 weighs it for what the Aura could produce."""
    s = game([RESONANCE, BEARS], you=[{"card": "Elemental Resonance", "attached_to": "Grizzly Bears"}, "Grizzly Bears"])
    assert could_produce(s, "Elemental Resonance").answer == ["G", "C"]
    s = game([RESONANCE, SLITHERHEAD], you=[{"card": "Elemental Resonance", "attached_to": "Slitherhead"}, "Slitherhead"])
    assert could_produce(s, "Elemental Resonance").answer == ["B", "G"]
    s = game([RESONANCE, GUILDMAGE], you=[{"card": "Elemental Resonance", "attached_to": "Selesnya Guildmage"}, "Selesnya Guildmage"])
    assert could_produce(s, "Elemental Resonance").answer == ["W", "G"]


# ---- a mana ability any player may activate (602.2) -------------------------------------------------

MANA_CACHE = card(
    "Mana Cache", "Enchantment",
    "At the beginning of each player's end step, put a charge counter on this enchantment for each untapped land that "
    "player controls.\nRemove a charge counter from this enchantment: Add {C}. Any player may activate this ability but "
    "only during their turn before the end step.",
    "{1}{R}{R}",
)


@pytest.mark.parametrize("active", ["you", "opp"])
def test_mana_cache_lends_its_mana_to_the_player_whose_turn_it_is(active: str) -> None:
    """602.2: "Any player may activate this ability but only during their turn before the end step":
    the activating player's own turn (602.5b), and its mana goes to them; so the mana is available
    to whoever's turn it is, and not to the other player. 106.7: it could produce {C}."""
    s = game([MANA_CACHE], you=[{"card": "Mana Cache", "counters": {"charge": 2}}], active=active)
    other = "opp" if active == "you" else "you"
    assert can_pay(s, active, "{2}").answer
    assert not can_pay(s, other, "{1}").answer
    assert can_activate(s, "Mana Cache", 0, player=active).answer is True
    assert can_activate(s, "Mana Cache", 0, player=other).answer is False
    assert could_produce(s, "Mana Cache").answer == ["C"]


def test_mana_cache_not_in_the_end_step() -> None:
    """602.5b, 513: "before the end step": in the end step no player may activate it."""
    s = game([MANA_CACHE], you=[{"card": "Mana Cache", "counters": {"charge": 2}}], active="opp", phase="end")
    assert not can_pay(s, "opp", "{1}").answer
    assert can_activate(s, "Mana Cache", 0, player="opp").answer is False


# ---- "you may tap lands you don't control for mana" (Piracy; 611.2a, 106.12) -----------------------

PIRACY = card("Piracy", "Sorcery", "Until end of turn, you may tap lands you don't control for mana. Spend this mana only to cast spells.", "{U}{U}")


def test_piracy_lends_the_opponents_lands_for_spells_only() -> None:
    """611.2a: once Piracy has resolved, until end of turn its caster may tap the lands they don't
    control for mana (106.12: activate their mana abilities with {T}); 106.6: that mana only casts
    spells, so it pays for Grizzly Bears and not for a cost that is no spell's. A land already
    tapped gives nothing (107.5)."""
    (ability,) = read(PIRACY["oracle_text"], "Sorcery", "Piracy")
    assert ability.lends and ability.lends[0].spending is not None
    s = game([PIRACY, BEARS], you=["Island"], opp=["Forest", "Mountain", {"card": "Swamp", "tapped": True}],
             spells_resolved_this_turn={"you": ["Piracy"]}, hand={"you": ["Grizzly Bears"]})
    assert cast(s, "Grizzly Bears").answer["legal"]
    assert not can_pay(s, "you", "{1}{G}").answer
    assert can_pay(s, "you", "{1}").answer  # the Island is the player's own
    # without Piracy resolved, the opponent's Forest is not theirs to tap
    s = game([PIRACY, BEARS], you=["Island"], opp=["Forest"], hand={"you": ["Grizzly Bears"]})
    assert not cast(s, "Grizzly Bears").answer["legal"]
