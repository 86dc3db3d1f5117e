"""s17: state-based actions settle the scenario's state before a question (704.3, 117.5): a
creature with toughness 0 or less is put into its owner's graveyard (704.5f), an Aura attached to
a permanent that left follows it (704.5m), an Equipment stays unattached (704.5n). Before, a Mox
under March of the Machines (a 0/0 artifact creature, the card's ruling) still tapped for mana.
The rule option ``state_based_actions: false`` asks about the state as written."""

from __future__ import annotations

import pytest
from manasolve.model.errors import CardTextError, QueryError
from manasolve.solver.app.queries import available_mana, could_produce, tap_for_mana
from manasolve.solver.board.sba import settled

from tests.games import card, game, tap

MOX = card("Mox Emerald", "Artifact", "{T}: Add {G}.", "{0}")
MARCH = card("March of the Machines", "Enchantment", "Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.", "{3}{U}")
LATTICE = card("Mycosynth Lattice", "Artifact", "All permanents are artifacts in addition to their other types.\nAll cards that aren't on the battlefield, spells, and permanents are colorless.\nPlayers may spend mana as though it were mana of any color.", "{6}")
ELF = card("Elf", "Creature — Elf", "{T}: Add {G}.", "{G}", "1/1")
WEAKLING = card("Weakling", "Creature — Spirit", "{T}: Add {B}.", "{B}", "0/0")
LORD = card("Lord", "Creature — Spirit", "Other creatures you control get +1/+1.", "{1}{B}", "0/0")
GIFT = card("Gift", "Enchantment — Aura", "Enchant creature\nEnchanted creature has \"{T}: Add {U}.\"", "{U}")
SWORD = card("Sword", "Artifact — Equipment", "Equipped creature gets +1/+1.\nEquip {1}", "{1}")
STATUE = card("Statue", "Artifact Creature — Golem", "Indestructible\n{T}: Add {C}.", "{2}", "0/0")


def _mana(s) -> list[str]:
    return available_mana(s, "you", hand=False).answer


def test_704_5f_a_mox_made_a_0_0_creature_is_gone() -> None:
    """March of the Machines' ruling: an artifact with mana value 0 becomes a 0/0 creature and is
    put into its owner's graveyard; only the Forest makes mana."""
    s = game([MOX, MARCH], ["Mox Emerald", "March of the Machines", "Forest"])
    assert _mana(s) == ["G"]
    with pytest.raises(QueryError, match=r"no longer on the battlefield.*704\.5f"):
        could_produce(s, "Mox Emerald")
    assert any("704.5f" in w for w in available_mana(s, "you", hand=False).warnings)


def test_the_state_as_written_on_request() -> None:
    """``rules: {state_based_actions: false}``: the Mox is there and taps for G."""
    s = game([MOX, MARCH], ["Mox Emerald", "March of the Machines", "Forest"], rules={"state_based_actions": False})
    assert tap(s, "Mox Emerald") == {"G"}
    assert _mana(s) == ["GG"]


def test_lattice_and_march_put_every_land_into_the_graveyard() -> None:
    """Mycosynth Lattice's ruling with March of the Machines: lands (mana value 0) become 0/0
    artifact creatures and are put into their owners' graveyards."""
    s = game([LATTICE, MARCH], ["Mycosynth Lattice", "March of the Machines", "Forest", "Island"], ["Swamp"])
    assert sorted(p.id for p in settled(s).permanents) == ["March of the Machines", "Mycosynth Lattice"]
    assert _mana(s) == [""]


def test_indestructible_does_not_save_a_0_toughness_creature() -> None:
    """704.5f is not destruction (701.8): indestructible does not stop it."""
    assert [p.id for p in settled(game([STATUE], ["Statue", "Forest"])).permanents] == ["Forest"]


def test_counters_and_anthems_count() -> None:
    """613.4c: +1/+1 counters and "get +1/+1" make the toughness; a -1/-1 counter lowers it."""
    assert tap(game([WEAKLING], [{"card": "Weakling", "counters": {"+1/+1": 1}}]), "Weakling") == {"B"}
    gone = settled(game([ELF], [{"card": "Elf", "counters": {"-1/-1": 1}}]))
    assert gone.permanents == () and "704.5f" in gone.departed[0][1]


def test_704_3_actions_repeat_until_none_applies() -> None:
    """The Lord (0/0) is put into the graveyard first; then the Weakling, no longer 1/1, follows
    in the next round (704.3)."""
    s = settled(game([LORD, WEAKLING], ["Lord", "Weakling", "Forest"]))
    assert [d[0].id for d in s.departed] == ["Lord", "Weakling"]
    assert [p.id for p in s.permanents] == ["Forest"]


def test_an_aura_follows_and_an_equipment_stays() -> None:
    """704.5m: an Aura attached to nothing is put into the graveyard; 704.5n: an Equipment
    becomes unattached and stays."""
    s = settled(game([ELF, GIFT, SWORD], [{"card": "Elf", "id": "e", "counters": {"-1/-1": 2}}, {"card": "Gift", "attached_to": "e"}, {"card": "Sword", "attached_to": "e"}]))
    assert [d[0].id for d in s.departed] == ["e", "Gift"]
    assert [(p.id, p.attached_to) for p in s.permanents] == [("Sword", None)]


def test_what_happened_this_turn_is_counted_where_given() -> None:
    """700.4: a creature put into a graveyard from the battlefield died; the card goes to its
    owner's graveyard when the scenario gives it; a token ceases to exist (704.5d)."""
    s = settled(
        game(
            [WEAKLING], ["Weakling", {"card": "Weakling", "id": "t", "token": True}],
            graveyard={"you": []}, creatures_died_this_turn=0, left_battlefield_this_turn={"you": 0},
        )
    )
    assert s.creatures_died_this_turn == 2 and s.left_battlefield_this_turn == {"you": 2}
    assert [c.name for c in s.graveyard["you"]] == ["Weakling"]


def test_an_unknown_toughness_is_never_assumed() -> None:
    """A land made a creature by ``extra_types`` alone (its power and toughness are the effect's,
    which the scenario does not give) stays: a condition is never assumed."""
    s = game([], [{"card": "Forest", "extra_types": ["Creature"]}])
    assert tap(s, "Forest") == {"G"}


LILIANA = card(
    "Liliana of the Dark Realms", "Legendary Planeswalker — Liliana",
    "+1: Search your library for a Swamp card, reveal it, and put it into your hand. Then shuffle.\n"
    "−3: Target creature gets +X/+X or −X/−X until end of turn, where X is the number of Swamps you control.\n"
    "−6: You get an emblem with \"Swamps you control have '{T}: Add {B}{B}{B}{B}.'\"",
    "{2}{B}{B}",
)


def test_704_5i_a_planeswalker_at_0_loyalty_goes_and_its_emblem_stays() -> None:
    """704.5i with loyalty counters given as 0: Liliana is put into the graveyard after her −6; the
    emblem she gave (114.1) stays in the command zone and her Swamps tap for {B}{B}{B}{B}."""
    s = game([LILIANA], [{"card": "Liliana of the Dark Realms", "counters": {"loyalty": 0}, "resolved_this_turn": [2]}, "Swamp"])
    assert [d[0].id for d in settled(s).departed] == ["Liliana of the Dark Realms"]
    assert tap(s, "Swamp") == {"B", "BBBB"}


def test_a_planeswalker_listed_without_counters_is_not_judged() -> None:
    """A planeswalker's loyalty the scenario does not give is never assumed to be 0."""
    assert settled(game([LILIANA], ["Liliana of the Dark Realms"])).departed == ()


# audit36: 704.5m and 704.5n also judge an attachment that became illegal (303.4c-d, 301.5c)
SPRAWL = card("Utopia Sprawl", "Enchantment — Aura", "Enchant Forest\nAs this Aura enters, choose a color.\nWhenever enchanted Forest is tapped for mana, its controller adds an additional one mana of the chosen color.", "{G}")
SEAS = card("Spreading Seas", "Enchantment — Aura", "Enchant land\nWhen this Aura enters, draw a card.\nEnchanted land is an Island.", "{1}{U}")
SANCTUM = card("Serra's Sanctum", "Legendary Land", "{T}: Add {W} for each enchantment you control.", "")
GROWTH = card("Wild Growth", "Enchantment — Aura", "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}.", "{G}")
SCIMITAR = card("Leonin Scimitar", "Artifact — Equipment", "Equipped creature gets +1/+1.\nEquip {1}", "{1}")
BIRD = card("Bird", "Creature — Bird", "{T}: Add one mana of any color.", "{G}", "0/1")


def test_704_5m_an_aura_whose_enchant_no_longer_fits_is_put_into_the_graveyard() -> None:
    """303.4c, 704.5m: Spreading Seas makes the Forest an Island, so Utopia Sprawl ("Enchant
    Forest") is attached to an illegal object and is put into its owner's graveyard: Serra's
    Sanctum no longer counts it. Before, the Sprawl stayed and the Sanctum made {W}{W}."""
    s = game(
        [SPRAWL, SEAS, SANCTUM],
        ["Serra's Sanctum", {"card": "Forest", "id": "f1"}, {"card": "Utopia Sprawl", "attached_to": "f1", "chosen_color": "U"}, {"card": "Spreading Seas", "attached_to": "f1"}],
    )
    assert [d[0].id for d in settled(s).departed] == ["Utopia Sprawl"]
    assert tap(s, "Serra's Sanctum") == {"W"}  # Spreading Seas only
    assert any("303.4c" in w and "704.5m" in w for w in available_mana(s, "you", hand=False).warnings)


def test_303_4d_an_aura_that_is_a_creature_enchants_nothing() -> None:
    """303.4d, 704.5m: under Mycosynth Lattice and March of the Machines Wild Growth is a 1/1
    artifact creature Aura and is put into the graveyard; the Island (a 0/0 with a +1/+1 counter)
    stays and taps for {U} alone. Before, Wild Growth still added {G}."""
    s = game(
        [LATTICE, MARCH, GROWTH],
        ["Mycosynth Lattice", "March of the Machines", {"card": "Island", "id": "i1", "counters": {"+1/+1": 1}}, {"card": "Wild Growth", "attached_to": "i1"}],
    )
    assert tap(s, "i1") == {"U"}


def test_704_5n_an_equipment_that_is_a_creature_becomes_unattached() -> None:
    """301.5c, 704.5n: March of the Machines makes Leonin Scimitar a 1/1 artifact creature, which
    can't equip (no reconfigure): it becomes unattached and stays, and the Bird (0/1 with a -1/-1
    counter) is then 0/0 and dies (704.5f, 704.3). Before, the Bird stayed a 1/1."""
    s = game(
        [BIRD, SCIMITAR, MARCH],
        [{"card": "Bird", "id": "b", "counters": {"-1/-1": 1}}, {"card": "Leonin Scimitar", "attached_to": "b"}, "Forest", "March of the Machines"],
    )
    after = settled(s)
    assert [d[0].id for d in after.departed] == ["b"]
    assert after.permanent("Leonin Scimitar").attached_to is None
    assert _mana(s) == ["G"]
    assert any("301.5c" in w and "704.5n" in w for w in available_mana(s, "you", hand=False).warnings)
    # without March the Scimitar keeps the Bird a 1/1
    assert "b" in [p.id for p in settled(game([BIRD, SCIMITAR], [{"card": "Bird", "id": "b", "counters": {"-1/-1": 1}}, {"card": "Leonin Scimitar", "attached_to": "b"}])).permanents]


NIGHTHOWLER = card("Nighthowler", "Enchantment Creature — Horror", "Bestow {2}{B}{B}\nThis creature and enchanted creature each get +X/+X, where X is the number of creature cards in all graveyards.", "{1}{B}{B}", "0/0")
GOYF = card("Tarmogoyf", "Creature — Lhurgoyf", "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1.", "{1}{G}", "*/1+*")
CRADLE = card("Gaea's Cradle", "Legendary Land", "{T}: Add {G} for each creature you control.", "")


def test_704_5f_is_not_judged_where_an_unread_change_may_save_the_creature() -> None:
    """704.5f needs the creature's toughness: Nighthowler (0/0) gets +X/+X from a sentence the
    grammar leaves unread, so whether it dies is not known: the question is the error naming the
    sentence; with unread text allowed it stays and a warning says why. Before, Nighthowler was
    put into the graveyard as a 0/0 and Gaea's Cradle counted one creature."""
    you = ["Nighthowler", "Gaea's Cradle", "Forest"]
    with pytest.raises(CardTextError, match=r"Nighthowler.*704\.5f"):
        tap(game([NIGHTHOWLER, CRADLE], you), "Gaea's Cradle")
    s = game([NIGHTHOWLER, CRADLE], you, allow_unread=True)
    assert tap(s, "Gaea's Cradle") == {"G"}
    assert any("704.5f not applied" in w for w in tap_for_mana(s, "Gaea's Cradle").warnings)


def test_704_5f_with_a_minus_counter_and_an_unknown_toughness_is_an_error_naming_the_key() -> None:
    """Tarmogoyf with a -1/-1 counter has toughness N (the card types in all graveyards): with no
    ``graveyard`` the question is an error naming it, never assumed alive; with empty graveyards
    it is 0/0 and dies (704.5f). Without the counter it is at least 0/1 and stays."""
    goyf = {"card": "Tarmogoyf", "counters": {"-1/-1": 1}}
    with pytest.raises(QueryError, match=r"704\.5f.*graveyard"):
        tap(game([GOYF, CRADLE], [goyf, "Gaea's Cradle"]), "Gaea's Cradle")
    assert tap(game([GOYF, CRADLE], [goyf, "Gaea's Cradle"], graveyard={"you": [], "opp": []}), "Gaea's Cradle") == {""}
    assert tap(game([GOYF, CRADLE], ["Tarmogoyf", "Gaea's Cradle"]), "Gaea's Cradle") == {"G"}
