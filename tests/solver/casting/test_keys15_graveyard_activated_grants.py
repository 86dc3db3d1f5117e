"""keys15: keywords of abilities activated from a graveyard, given to cards there with their cost:
"Each creature card in your graveyard has scavenge. The scavenge cost is equal to its mana cost."
(Varolz, the Scar-Striped; 702.97a), "Each artifact creature card in your graveyard has encore. Its
encore cost is equal to its mana cost." (Wire Surgeons; 702.141a). They are activated abilities
(602.1), not permissions to cast the card (601.3): a card given one is still not castable from the
graveyard."""

from __future__ import annotations

from manasolve.model.abilities import GrantedZoneKeyword, Keyword, StaticAbility, ZoneCastKeyword
from manasolve.solver.app.queries import cast
from games import card, game, read

VAROLZ_TEXT = (
    "Each creature card in your graveyard has scavenge. The scavenge cost is equal to its mana cost. (Exile a creature card from your graveyard "
    "and pay its mana cost: Put a number of +1/+1 counters equal to that card's power on target creature. Scavenge only as a sorcery.)\n"
    "Sacrifice another creature: Regenerate Varolz."
)
VAROLZ = card("Varolz, the Scar-Striped", "Legendary Creature — Troll Warrior", VAROLZ_TEXT, "{1}{B}{G}", "2/2")
SURGEONS_TEXT = (
    "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)\nEach artifact creature card in your graveyard "
    "has encore. Its encore cost is equal to its mana cost. (Exile it and pay its mana cost: For each opponent, create a token copy that attacks "
    "that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery.)"
)


def _grant(text: str, type_line: str) -> GrantedZoneKeyword:
    (g,) = [e for a in read(text, type_line) if isinstance(a, StaticAbility) for e in a.effects if isinstance(e, GrantedZoneKeyword)]
    return g


def test_read_with_their_cost() -> None:
    """702.97a, 702.141a: the keyword and its cost ("equal to its mana cost"), an activated
    ability's keyword, not a zone-casting one (601.3)."""
    scavenge = _grant(VAROLZ_TEXT, "Legendary Creature — Troll Warrior")
    assert scavenge.keyword == "scavenge" and isinstance(scavenge.template, Keyword) and not isinstance(scavenge.template, ZoneCastKeyword)
    assert scavenge.cards.card_types == frozenset({"Creature"})
    encore = _grant(SURGEONS_TEXT, "Creature — Human Artificer")
    assert encore.keyword == "encore" and encore.cards.card_types == frozenset({"Artifact", "Creature"})


def test_no_permission_to_cast() -> None:
    """601.3, 602.1: scavenge lets the card's ability be activated from the graveyard, never the
    card be cast from there."""
    s = game([VAROLZ], you=["Varolz, the Scar-Striped", "Forest", "Forest"], graveyard={"you": ["Llanowar Elves"]})
    got = cast(s, "Llanowar Elves", from_="graveyard")
    assert not got.legal and "601.3" in got.rule


SATORU_TEXT = (
    "Whenever you activate a ninjutsu ability, look at the top three cards of your library. Put one of them into your hand and the rest on "
    "the bottom of your library in any order. This ability triggers only once each turn.\nEach creature card in your hand has ninjutsu {2}{U}{B}."
)
SATORU = card("Satoru Umezawa", "Legendary Creature — Human Ninja", SATORU_TEXT, "{1}{U}{B}", "2/4")


def test_ninjutsu_granted_in_hand() -> None:
    """702.49a: ninjutsu with its cost, given to creature cards in the hand (613.1f); an ability
    activated from the hand, which changes nothing of casting the card from there (601.3)."""
    g = _grant(SATORU_TEXT, "Legendary Creature — Human Ninja")
    assert g.keyword == "ninjutsu" and g.template is not None and str(g.template.cost) == "{2}{U}{B}" and g.zone.value == "hand"
    s = game([SATORU], you=["Satoru Umezawa", "Forest"], hand={"you": ["Llanowar Elves"]})
    assert cast(s, "Llanowar Elves").legal
