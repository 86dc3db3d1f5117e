"""refs15: abilities granted by reference and by pairing (613.1f, layer 6): "has all activated
abilities of <cards>" (607.2a, 404, 401), "... of <permanents>" (613.8a), soulbond (702.95b) and
"your team controls" (810.1). Meaning is checked through tap_for_mana / could_produce /
can_activate on small games."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import GrantAbilities, StaticAbility
from manasolve.model.errors import ManasolveError
from manasolve.model.selectors import Relation, Who
from manasolve.solver.app.queries import can_activate, could_produce

from tests.games import card, game, read, static_effect, tap

ELVES = card("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
ORNITHOPTER = card("Mana Ornithopter", "Artifact Creature — Thopter", "{T}: Add {U}.", "{1}", "0/2")
IMPOSTOR = card(
    "Dark Impostor",
    "Creature — Vampire Assassin",
    "{4}{B}{B}: Exile target creature and put a +1/+1 counter on this creature.\n"
    "This creature has all activated abilities of all creature cards exiled with it.",
    "{2}{B}",
    "2/2",
)
OOZE = card(
    "Necrotic Ooze",
    "Creature — Ooze",
    "As long as this creature is on the battlefield, it has all activated abilities of all creature cards in all graveyards.",
    "{2}{B}{B}",
    "4/3",
)
FORGE = card(
    "Territory Forge",
    "Artifact",
    "When this artifact enters, if you cast it, exile target artifact or land.\nThis artifact has all activated abilities of the exiled card.",
    "{4}{R}",
)
BREWMASTER = card(
    "Hazel's Brewmaster",
    "Creature — Squirrel Warlock",
    "Foods you control have all activated abilities of all creature cards exiled with this creature.",
    "{3}{B}{G}",
    "3/3",
)
FOOD = card("Food", "Artifact — Food", "{2}, {T}, Sacrifice this artifact: You gain 3 life.")
BORROWER = card(
    "Skill Borrower",
    "Artifact Creature — Human Wizard",
    "Play with the top card of your library revealed.\nAs long as the top card of your library is an artifact or creature card, "
    "this creature has all activated abilities of that card. (If any of the abilities use that card's name, use this creature's name instead.)",
    "{2}{U}",
    "1/3",
)
MAULER = card(
    "Lightning Mauler",
    "Creature — Human Berserker",
    "Soulbond (You may pair this creature with another unpaired creature when either enters. They remain paired for as long as you control both of them.)\n"
    "As long as this creature is paired with another creature, both creatures have haste.",
    "{1}{R}",
    "2/1",
)
ALCHEMIST = card(
    "Galvanic Alchemist",
    "Creature — Human Wizard",
    "Soulbond (You may pair this creature with another unpaired creature when either enters. They remain paired for as long as you control both of them.)\n"
    'As long as this creature is paired with another creature, each of those creatures has "{2}{U}: Untap this creature."',
    "{2}{U}",
    "1/4",
)
RUSHBLADE = card("Rushblade Commander", "Creature — Zombie Warrior", "Warriors your team controls have haste.", "{3}{B}{R}", "4/3")
WARRIOR_ELF = card("Elvish Warmaker", "Creature — Elf Warrior", "{T}: Add {G}.", "{1}{G}", "1/1")
REFRACTOR = card(
    "Manascape Refractor",
    "Artifact",
    "This artifact enters tapped.\nThis artifact has all activated abilities of all lands on the battlefield.\n"
    "You may spend mana as though it were mana of any color to pay the activation costs of this artifact's abilities.",
    "{3}",
)
LANTERN = card("Chromatic Lantern", "Artifact", 'Lands you control have "{T}: Add one mana of any color."\n{T}: Add one mana of any color.', "{3}")
KRAJ = card(
    "Experiment Kraj",
    "Legendary Creature — Ooze Mutant",
    "Experiment Kraj has all activated abilities of each other creature with a +1/+1 counter on it.\n{T}: Put a +1/+1 counter on target creature.",
    "{2}{G}{G}{U}{U}",
    "4/6",
)


# --- "has all activated abilities of <cards>" (613.1f) -----------------------------------------


def test_the_grant_names_cards_not_abilities() -> None:
    """613.1f: "all activated abilities of all creature cards exiled with it" is read as the cards
    it names (607.2a), whose abilities the layer system finds; "that card" with no card named
    before is not read."""
    e = static_effect("This creature has all activated abilities of all creature cards exiled with it.", "Creature — Vampire")
    assert isinstance(e, GrantAbilities) and e.of_cards is not None
    assert e.of_cards.zone == "exiled with" and e.of_cards.card_types == {"Creature"} and e.abilities == ()
    with pytest.raises(ManasolveError):
        read("This creature has all activated abilities of that card.", "Creature — Human")


def test_dark_impostor_has_the_mana_ability_of_the_card_exiled_with_it() -> None:
    """607.2a, 613.1f: the cards exiled with Dark Impostor lend it their activated abilities, whose
    "{T}" taps the Impostor (their "this creature" is the object that has them); 302.6 still
    applies to it."""
    s = game([IMPOSTOR, ELVES], you=[{"card": "Dark Impostor", "exiled": ["Llanowar Elves"]}])
    assert tap(s, "Dark Impostor") == {"G"}
    assert str(could_produce(s, "Dark Impostor").types) == "G"
    sick = game([IMPOSTOR, ELVES], you=[{"card": "Dark Impostor", "exiled": ["Llanowar Elves"], "summoning_sick": True}])
    assert not can_activate(sick, "Dark Impostor", 1).answer  # 302.6: its {T} ability (the second activated one)
    bare = game([IMPOSTOR, ELVES], you=["Dark Impostor"])
    assert not could_produce(bare, "Dark Impostor").types


def test_only_cards_of_the_named_type_lend_abilities() -> None:
    """613.1f: "all creature cards exiled with it": a noncreature card exiled with it lends nothing."""
    s = game([IMPOSTOR, ORNITHOPTER, card("Mind Stone", "Artifact", "{T}: Add {C}.", "{2}")],
             you=[{"card": "Dark Impostor", "exiled": ["Mind Stone", "Mana Ornithopter"]}])
    assert tap(s, "Dark Impostor") == {"U"}


def test_necrotic_ooze_reads_every_graveyard_and_never_assumes_one() -> None:
    """404, 613.1f: "all creature cards in all graveyards": each player's graveyard as the scenario
    gives it; a graveyard it does not give is an error naming the key (never assumed empty)."""
    s = game([OOZE, ELVES, ORNITHOPTER], you=["Necrotic Ooze"], graveyard={"you": ["Llanowar Elves"], "opp": ["Mana Ornithopter"]})
    assert tap(s, "Necrotic Ooze") == {"G", "U"}
    missing = game([OOZE, ELVES], you=["Necrotic Ooze"], graveyard={"you": ["Llanowar Elves"]})
    with pytest.raises(ManasolveError, match="graveyard"):
        tap(missing, "Necrotic Ooze")


def test_two_oozes_do_not_loop() -> None:
    """613.1f: a card in a graveyard has its printed abilities; "has all activated abilities" is a
    static ability, not an activated one, so an Ooze in a graveyard lends the other nothing and no
    reference loops."""
    s = game([OOZE, ELVES], you=["Necrotic Ooze"], graveyard={"you": ["Necrotic Ooze", "Llanowar Elves"], "opp": []})
    assert tap(s, "Necrotic Ooze") == {"G"}


def test_territory_forge_has_the_intrinsic_ability_of_an_exiled_basic_land() -> None:
    """305.6: a basic land card has its land type's intrinsic mana ability in every zone, so "all
    activated abilities of the exiled card" (607.2a) includes it."""
    s = game([FORGE], you=[{"card": "Territory Forge", "exiled": ["Island"]}])
    assert tap(s, "Territory Forge") == {"U"}


def test_brewmaster_reads_its_own_exiled_cards_for_the_foods() -> None:
    """607.2a: "exiled with this creature" names the Brewmaster's exiled cards; the Foods (its
    subject) have their abilities (613.1f)."""
    s = game([BREWMASTER, FOOD, ELVES], you=[{"card": "Hazel's Brewmaster", "exiled": ["Llanowar Elves"]}, "Food"])
    assert tap(s, "Food") == {"G"}
    assert not could_produce(s, "Hazel's Brewmaster").types


def test_skill_borrower_reads_the_top_card_of_the_library() -> None:
    """611.3a, 401: as long as the top card is an artifact or creature card, the Borrower has its
    activated abilities; another card lends nothing; a top card not given is an error."""
    top = game([BORROWER, ORNITHOPTER], you=["Skill Borrower"], library_top={"you": "Mana Ornithopter"})
    assert tap(top, "Skill Borrower") == {"U"}
    land = game([BORROWER], you=["Skill Borrower"], library_top={"you": "Island"})
    assert not could_produce(land, "Skill Borrower").types
    with pytest.raises(ManasolveError, match="library_top"):
        could_produce(game([BORROWER], you=["Skill Borrower"]), "Skill Borrower")


# --- "... of <permanents>" (613.1f, 613.8a) -----------------------------------------------------


def test_manascape_refractor_has_every_lands_abilities() -> None:
    """613.1f: "all lands on the battlefield", an opponent's too; 305.6: their intrinsic abilities."""
    s = game([REFRACTOR], you=["Manascape Refractor", "Forest"], opp=["Island"])
    assert tap(s, "Manascape Refractor") == {"G", "U"}


@pytest.mark.parametrize("order", [["Chromatic Lantern", "Manascape Refractor"], ["Manascape Refractor", "Chromatic Lantern"]])
def test_refractor_depends_on_what_grants_the_lands_abilities(order: list[str]) -> None:
    """613.8a: the Refractor's effect depends on Chromatic Lantern's (applying the Lantern's
    changes the abilities the Refractor copies), so it applies after it whatever the timestamps."""
    s = game([REFRACTOR, LANTERN], you=[*order, "Forest"])
    assert tap(s, "Manascape Refractor") == {"W", "U", "B", "R", "G"}


def test_kraj_copies_what_another_kraj_copied() -> None:
    """613.8a: Kraj 1 reads Kraj 2, whose effect changes Kraj 2's abilities: it applies after it
    and has what Kraj 2 copied from the Elves."""
    # K2 is the opponent's: two Krajs of one player would be one legend too many (704.5j)
    s = game([KRAJ, ELVES], you=[{"card": "Experiment Kraj", "id": "K1"}, {"card": "Llanowar Elves", "counters": {"+1/+1": 1}}],
             opp=[{"card": "Experiment Kraj", "id": "K2", "counters": {"+1/+1": 1}}])
    assert tap(s, "K1") == {"G"} and tap(s, "K2") == {"G"}


def test_except_mana_abilities() -> None:
    """605.1a: "except mana abilities" leaves the mana abilities out."""
    (a,) = read("Sharkey has all activated abilities of lands your opponents control except mana abilities.", "Legendary Creature — Orc", name="Sharkey, Tyrant of the Shire")
    assert isinstance(a, StaticAbility)
    (e,) = a.effects
    assert isinstance(e, GrantAbilities) and e.except_mana and e.of_permanents is not None and e.of_permanents.who is Who.OPPONENT


# --- soulbond (702.95) ---------------------------------------------------------------------------


def test_soulbond_grant_reads_the_paired_pair() -> None:
    """702.95b: "both creatures" after "paired with another creature" are the creature and its
    partner; without that condition "both creatures" is not read."""
    (_, a) = read(MAULER["oracle_text"], "Creature — Human")
    assert isinstance(a, StaticAbility) and a.effects[0].affected.relation is Relation.PAIRED
    with pytest.raises(ManasolveError):
        read("Both creatures have haste.", "Creature — Human")


@pytest.mark.parametrize("side", ["mauler", "elves"])
def test_paired_creatures_have_haste_whichever_side_says_so(side: str) -> None:
    """702.95b, 302.6: a summoning-sick creature paired with Lightning Mauler has haste and can tap
    for mana; ``paired_with`` may be written on either creature."""
    mauler: dict[str, object] = {"card": "Lightning Mauler", "summoning_sick": True}
    elves: dict[str, object] = {"card": "Llanowar Elves", "summoning_sick": True}
    (mauler if side == "mauler" else elves)["paired_with"] = "Llanowar Elves" if side == "mauler" else "Lightning Mauler"
    s = game([MAULER, ELVES], you=[mauler, elves])
    assert tap(s, "Llanowar Elves") == {"G"}


def test_unpaired_or_unknown() -> None:
    """702.95b: ``paired_with: null`` is unpaired (the sick Elves can't tap, 302.6); a soulbond
    condition whose pairing the scenario does not give is an error naming the key."""
    s = game([MAULER, ELVES], you=[{"card": "Lightning Mauler", "paired_with": None}, {"card": "Llanowar Elves", "summoning_sick": True}])
    assert not can_activate(s, "Llanowar Elves", 0).answer
    unknown = game([MAULER, ELVES], you=["Lightning Mauler", {"card": "Llanowar Elves", "summoning_sick": True}])
    with pytest.raises(ManasolveError, match="paired_with"):
        tap(unknown, "Llanowar Elves")


def test_pairing_ends_under_different_controllers() -> None:
    """702.95e: a creature another player controls is no longer paired with it."""
    s = game([MAULER, ELVES], you=[{"card": "Lightning Mauler", "paired_with": "Llanowar Elves"}], opp=[{"card": "Llanowar Elves", "summoning_sick": True}])
    assert not can_activate(s, "Llanowar Elves", 0).answer


def test_a_creature_has_one_partner() -> None:
    """702.95d: two pairings of one creature are an error of the scenario."""
    with pytest.raises(ManasolveError, match="702.95d"):
        game([MAULER, ELVES, ORNITHOPTER], you=[{"card": "Lightning Mauler", "paired_with": "Llanowar Elves"}, "Llanowar Elves",
                                               {"card": "Mana Ornithopter", "paired_with": "Lightning Mauler"}])


def test_each_of_those_creatures_has_the_quoted_ability() -> None:
    """702.95b, 613.1f: Galvanic Alchemist's partner has "{2}{U}: Untap this creature.", which
    untaps the partner (its "this creature")."""
    s = game([ALCHEMIST, ELVES], you=[{"card": "Galvanic Alchemist", "paired_with": "Llanowar Elves"}, {"card": "Llanowar Elves", "tapped": True}, "Island", "Island", "Island"])
    assert can_activate(s, "Llanowar Elves", 1).answer


# --- "your team" (810.1) -------------------------------------------------------------------------


def test_your_team_is_you_in_a_game_without_teams() -> None:
    """810.1-2: teams exist in a Two-Headed Giant game only; in the games a scenario describes
    "Warriors your team controls" are the Warriors you control (302.6: haste frees {T})."""
    e = static_effect("Warriors your team controls have haste.", "Creature — Warrior")
    assert isinstance(e, GrantAbilities) and e.affected.who is Who.YOU
    s = game([RUSHBLADE, WARRIOR_ELF], you=["Rushblade Commander", {"card": "Elvish Warmaker", "id": "mine", "summoning_sick": True}],
             opp=[{"card": "Elvish Warmaker", "id": "theirs", "summoning_sick": True}])
    assert tap(s, "mine") == {"G"}
    assert not can_activate(s, "theirs", 0).answer


def test_two_krajs_that_read_each_other_apply_once_each() -> None:
    """613.8b: two Krajs with counters read each other (a dependency loop): they apply in
    timestamp order, each once, so the reading ends and both have the Elves' ability."""
    # K2 is the opponent's: two Krajs of one player would be one legend too many (704.5j)
    s = game([KRAJ, ELVES], you=[{"card": "Experiment Kraj", "id": "K1", "counters": {"+1/+1": 1}},
                                 {"card": "Llanowar Elves", "counters": {"+1/+1": 1}}],
             opp=[{"card": "Experiment Kraj", "id": "K2", "counters": {"+1/+1": 1}}])
    assert tap(s, "K1") == {"G"} and tap(s, "K2") == {"G"}
