"""grants12: zone keywords other permanents give cards (601.3; 613.1f: layer 6 gives abilities to
cards in other zones too): "Each instant and sorcery card in your graveyard has flashback. The
flashback cost is equal to that card's mana cost." (Lier, 702.34a), "Each nonland card in your
graveyard has escape. The escape cost is equal to the card's mana cost plus exile three other
cards from your graveyard." (Underworld Breach, 702.138a)."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import (
    ActivatedAbility,
    ExileFromGraveyard,
    FlashGrant,
    FlashPermission,
    GrantedOptionalCost,
    GrantedZoneKeyword,
    InertAbility,
    SpellAbility,
    StaticAbility,
    TriggeredAbility,
    TurnOf,
    ZoneKeywordGrant,
)
from manasolve.model.cards import TypeLine
from manasolve.model.text import read_card_text
from manasolve.model.errors import ManasolveError
from manasolve.model.selectors import Relation, Who
from manasolve.solver.app.queries import cast, cast_options

from games import card, game, read

LIER = card(
    "Lier, Disciple of the Drowned", "Legendary Creature — Human Wizard",
    "Spells can't be countered.\nEach instant and sorcery card in your graveyard has flashback. The flashback cost is equal to that card's mana cost.",
    "{3}{U}{U}", "3/4",
)
BREACH = card(
    "Underworld Breach", "Enchantment",
    "Each nonland card in your graveyard has escape. The escape cost is equal to the card's mana cost plus exile three other cards "
    "from your graveyard.\nAt the beginning of the end step, sacrifice this enchantment.",
    "{1}{R}",
)
RETURN = card(
    "Return the Past", "Enchantment",
    "During your turn, each instant and sorcery card in your graveyard has flashback. Its flashback cost is equal to its mana cost.",
    "{4}{R}{R}",
)
BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
BLAZE = card("Blaze", "Sorcery", "Blaze deals X damage to any target.", "{X}{R}")
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")


def _legal(a: object) -> tuple[bool, str]:
    assert isinstance(a, dict)
    return bool(a["legal"]), str(a["cost"])


def test_grant_and_its_cost_are_read_together() -> None:
    """601.3: the grant names the cards and the keyword; the next sentence its cost (the card's
    own mana cost, plus other parts for escape: 702.138a)."""
    (_, lier) = read(LIER["oracle_text"], LIER["type_line"])
    assert isinstance(lier, StaticAbility)
    (grant,) = lier.effects
    assert isinstance(grant, GrantedZoneKeyword) and grant.keyword == "flashback" and grant.cards.either_types == {"Instant", "Sorcery"}
    assert grant.template is not None and grant.template.spell_types == {"Instant", "Sorcery"} and not grant.template.parts
    (breach, _) = read(BREACH["oracle_text"], "Enchantment")
    assert isinstance(breach, StaticAbility)
    (escape,) = breach.effects
    assert isinstance(escape, GrantedZoneKeyword) and escape.cards.excluded_types == {"Land"}
    assert escape.template is not None and [(type(p), getattr(p, "count", None)) for p in escape.template.parts] == [(ExileFromGraveyard, 3)]
    (past,) = read(RETURN["oracle_text"], "Enchantment")
    assert isinstance(past, StaticAbility) and past.condition == TurnOf(Who.YOU)  # 611.3a: "During your turn"


def test_a_grant_without_its_cost_is_not_weighed() -> None:
    """A keyword granted without a sentence that says what it costs can't be cast with: the
    sentence stays unread, never assumed."""
    got = read_card_text("Each instant and sorcery card in your graveyard has flashback.", card_name="Half Lier", type_line=TypeLine.parse("Enchantment"))
    (a,) = got.abilities
    assert isinstance(a, InertAbility) and a.unread and "without a sentence that says what it costs" in a.unread[0].reason


def test_granted_flashback_costs_the_cards_mana_cost() -> None:
    """702.34a: cast from the graveyard for its flashback cost, here the card's mana cost; only an
    instant or sorcery, and only from the graveyard of the grant's controller (601.3)."""
    s = game([LIER, BOLT, BEARS], you=[LIER["name"], "Mountain"], graveyard={"you": ["Lightning Bolt", "Grizzly Bears"], "opp": ["Lightning Bolt"]})
    assert _legal(cast(s, "Lightning Bolt", from_="graveyard").answer) == (True, "{R}")
    assert not _legal(cast(s, "Grizzly Bears", from_="graveyard").answer)[0]  # not an instant or sorcery
    assert not _legal(cast(s, "Lightning Bolt", from_="graveyard", player="opp").answer)[0]  # "your graveyard": Lier's controller's
    opts = cast_options(s, "Lightning Bolt", from_="graveyard").answer
    assert isinstance(opts, list) and [o["using"] for o in opts] == ["flashback"]


def test_granted_flashback_keeps_x() -> None:
    """107.3, Snapcaster Mage ruling: a flashback cost equal to a mana cost with {X} has that X,
    chosen as the spell is cast."""
    s = game([LIER, BLAZE], you=[LIER["name"], "Mountain", "Mountain", "Mountain"], graveyard={"you": ["Blaze"]})
    assert _legal(cast(s, "Blaze", from_="graveyard", x=2).answer) == (True, "{2}{R}")


def test_granted_escape_exiles_three_other_cards() -> None:
    """702.138a: the escape cost is the card's mana cost plus exiling three other cards from the
    graveyard (118.3: with two others it can't be paid)."""
    three = game([BREACH, BOLT], you=["Underworld Breach", "Mountain"], graveyard={"you": ["Lightning Bolt", "Forest", "Forest", "Island"]})
    assert _legal(cast(three, "Lightning Bolt", from_="graveyard").answer) == (True, "{R}")
    two = game([BREACH, BOLT], you=["Underworld Breach", "Mountain"], graveyard={"you": ["Lightning Bolt", "Forest", "Island"]})
    ok, _ = _legal(cast(two, "Lightning Bolt", from_="graveyard").answer)
    assert not ok


def test_during_your_turn_grant_holds_only_on_your_turn() -> None:
    """611.3a: "During your turn, ..." — the grant exists only while its controller is the active
    player (Return the Past)."""
    mine = game([RETURN, BOLT], you=["Return the Past", "Mountain"], graveyard={"you": ["Lightning Bolt"]})
    assert _legal(cast(mine, "Lightning Bolt", from_="graveyard").answer)[0]
    theirs = game([RETURN, BOLT], you=["Return the Past", "Mountain"], graveyard={"you": ["Lightning Bolt"]}, active="opp")
    assert not _legal(cast(theirs, "Lightning Bolt", from_="graveyard").answer)[0]


# ---- the command zone (903.6, 903.8) ------------------------------------------------------------

KRAUM = card("Kraum, Ludevic's Opus", "Legendary Creature — Zombie Horror", "Flying, haste", "{3}{U}{R}", "4/4")


@pytest.mark.parametrize(("cast_count", "cost", "lands"), [(0, "{3}{U}{R}", 5), (1, "{5}{U}{R}", 7), (2, "{7}{U}{R}", 9)])
def test_commander_tax_is_two_for_each_previous_cast(cast_count: int, cost: str, lands: int) -> None:
    """903.8: a commander cast from the command zone costs {2} more for each previous time its
    owner cast it from there this game; 601.2f: an additional cost, in the total paid."""
    you = ["Island", "Mountain"] + ["Wastes"] * (lands - 2)
    s = game([KRAUM], you=you, command={"you": [{"card": KRAUM["name"], "cast_count": cast_count}]})
    assert _legal(cast(s, KRAUM["name"], from_="command").answer) == (True, cost)
    short = game([KRAUM], you=you[:-1], command={"you": [{"card": KRAUM["name"], "cast_count": cast_count}]})
    assert not _legal(cast(short, KRAUM["name"], from_="command").answer)[0]  # one mana short of the tax


def test_only_a_commander_in_the_casters_command_zone() -> None:
    """601.2a, 903.8: a spell is cast from where its card is; the permission is for a commander in
    its owner's command zone, not one in another player's, nor from the hand."""
    s = game([KRAUM], you=["Island", "Mountain", "Wastes", "Wastes", "Wastes"], opp=["Island", "Mountain", "Wastes", "Wastes", "Wastes"],
             command={"opp": [KRAUM["name"]]})
    assert not _legal(cast(s, KRAUM["name"], from_="command").answer)[0]
    theirs = game([KRAUM], opp=["Island", "Mountain", "Wastes", "Wastes", "Wastes"], command={"opp": [KRAUM["name"]]}, active="opp")
    assert _legal(cast(theirs, KRAUM["name"], from_="command", player="opp").answer)[0]
    assert not _legal(cast(theirs, KRAUM["name"], player="opp").answer)[0]  # not in the hand


def test_commander_keeps_its_timing() -> None:
    """117.1a: casting from the command zone does not change when a creature spell may be cast."""
    s = game([KRAUM], you=["Island", "Mountain", "Wastes", "Wastes", "Wastes"], command={"you": [KRAUM["name"]]}, active="opp")
    got = cast(s, KRAUM["name"], from_="command", player="you").answer
    assert isinstance(got, dict) and not got["legal"] and "117.1a" in got["reason"]


# ---- flash for cards and spells (702.8a, 601.3, 611.2a) -----------------------------------------

TEFERI = card(
    "Teferi, Mage of Zhalfir", "Legendary Creature — Human Wizard",
    "Flash\nCreature cards you own that aren't on the battlefield have flash.\nEach opponent can cast spells only any time they could cast a sorcery.",
    "{2}{U}{U}{U}", "3/4",
)
REFUGE = card("Alchemist's Refuge", "Land", "{T}: Add {C}.\n{G}{U}, {T}: You may cast spells this turn as though they had flash.")
RAVELER = card(
    "Teferi, Time Raveler", "Legendary Planeswalker — Teferi",
    "Each opponent can cast spells only any time they could cast a sorcery.\n[+1]: Until your next turn, you may cast sorcery spells as though they had flash.\n"
    "[−3]: Return up to one target artifact, creature, or enchantment to its owner's hand. Draw a card.",
    "{1}{W}{U}",
)
BORNE = card("Borne Upon a Wind", "Instant", "You may cast spells this turn as though they had flash.\nDraw a card.", "{1}{U}")
DIVINATION = card("Divination", "Sorcery", "Draw two cards.", "{2}{U}")


def test_flash_texts_are_read() -> None:
    """702.8a: a static grant to cards is a permission for their spells; "this turn" / "until
    your next turn" belong to effects of resolving abilities (611.2a)."""
    (_, teferi, _) = read(TEFERI["oracle_text"], TEFERI["type_line"])
    assert isinstance(teferi, StaticAbility)
    (perm,) = teferi.effects
    assert isinstance(perm, FlashPermission) and perm.spells.card_types == {"Creature"} and perm.players is Who.YOU
    (_, refuge) = read(REFUGE["oracle_text"], "Land")
    assert isinstance(refuge, ActivatedAbility)
    (grant,) = refuge.continuous
    assert isinstance(grant, FlashGrant) and grant.duration == "this turn" and not grant.permission.spells.card_types
    (_, plus, _) = read(RAVELER["oracle_text"], RAVELER["type_line"])
    assert isinstance(plus, ActivatedAbility)
    (until,) = plus.continuous
    assert isinstance(until, FlashGrant) and until.duration == "until your next turn" and until.permission.spells.card_types == {"Sorcery"}


def test_creature_cards_you_own_have_flash() -> None:
    """702.8a (Teferi, Mage of Zhalfir): a creature spell of its controller may be cast on another
    player's turn; a sorcery may not, and the opponent's creatures have no flash."""
    s = game([TEFERI, KRAUM, DIVINATION], you=[TEFERI["name"], "Island", "Mountain", "Wastes", "Wastes", "Wastes"],
             opp=["Island", "Mountain", "Wastes", "Wastes", "Wastes"],
             hand={"you": [KRAUM["name"], "Divination"], "opp": [KRAUM["name"]]}, command={"you": [KRAUM["name"]]}, active="opp")
    assert _legal(cast(s, KRAUM["name"], player="you").answer)[0]
    assert _legal(cast(s, KRAUM["name"], player="you", from_="command").answer)[0]  # not on the battlefield: the command zone too
    assert not _legal(cast(s, "Divination", player="you").answer)[0]
    mine = game([TEFERI, KRAUM], you=[TEFERI["name"]], opp=["Island", "Mountain", "Wastes", "Wastes", "Wastes"], hand={"opp": [KRAUM["name"]]}, active="you")
    assert not _legal(cast(mine, KRAUM["name"], player="opp").answer)[0]  # "you own": not the opponent's cards


def test_flash_created_by_a_resolved_ability_lasts_the_turn() -> None:
    """611.2a, 702.8a: once Alchemist's Refuge's ability has resolved (resolved_this_turn), its
    controller may cast spells this turn as though they had flash; before, not."""
    resolved = game([REFUGE, DIVINATION], you=[{"card": REFUGE["name"], "tapped": True, "resolved_this_turn": [1]}, "Island", "Island", "Island"],
                    hand={"you": ["Divination"]}, active="opp")
    assert _legal(cast(resolved, "Divination", player="you").answer) == (True, "{2}{U}")
    not_yet = game([REFUGE, DIVINATION], you=[REFUGE["name"], "Island", "Island", "Island"], hand={"you": ["Divination"]}, active="opp")
    assert not _legal(cast(not_yet, "Divination", player="you").answer)[0]


def test_flash_for_sorceries_only_and_from_a_resolved_spell() -> None:
    """611.2a: Teferi, Time Raveler's +1 lets its controller cast sorceries as though they had
    flash (a creature spell still not); Borne Upon a Wind (spells_resolved_this_turn) lets its
    caster cast any spell so, and not the other player."""
    plus = game([RAVELER, DIVINATION, KRAUM], you=[{"card": RAVELER["name"], "resolved_this_turn": [1], "counters": {"loyalty": 5}},
                                               "Island", "Mountain", "Wastes", "Wastes", "Wastes"],
                hand={"you": ["Divination", KRAUM["name"]]}, active="opp")
    assert _legal(cast(plus, "Divination", player="you").answer)[0]
    assert not _legal(cast(plus, KRAUM["name"], player="you").answer)[0]
    borne = game([BORNE, DIVINATION], you=["Island", "Island", "Island"], opp=["Island", "Island", "Island"],
                 hand={"you": ["Divination"], "opp": ["Divination"]}, spells_resolved_this_turn={"you": ["Borne Upon a Wind"]}, active="opp", phase="end")
    assert _legal(cast(borne, "Divination", player="you").answer)[0]
    assert not _legal(cast(borne, "Divination", player="opp").answer)[0]  # not the active player's main phase, and not theirs


# ---- a zone keyword a resolving ability gives until end of turn (611.2a) --------------------------

SNAPCASTER = card(
    "Snapcaster Mage", "Creature — Human Wizard",
    "Flash\nWhen this creature enters, target instant or sorcery card in your graveyard gains flashback until end of turn. "
    "The flashback cost is equal to its mana cost.",
    "{1}{U}", "2/1",
)
HELLKITE = card(
    "Backdraft Hellkite", "Creature — Dragon",
    "Flying\nWhenever this creature attacks, each instant and sorcery card in your graveyard gains flashback until end of turn. "
    "The flashback cost is equal to its mana cost.",
    "{3}{R}{R}", "5/5",
)
PAST = card(
    "Past in Flames", "Sorcery",
    "Each instant and sorcery card in your graveyard gains flashback until end of turn. The flashback cost is equal to its mana cost.\nFlashback {4}{R}",
    "{3}{R}",
)


def test_created_grants_are_read_with_their_cost() -> None:
    """611.2a, 601.3: "gains flashback until end of turn" and the cost sentence after it, in a
    triggered ability and in a spell (one ability: the cost sentence is part of it)."""
    (_, snap) = read(SNAPCASTER["oracle_text"], SNAPCASTER["type_line"])
    assert isinstance(snap, TriggeredAbility)
    (g,) = snap.continuous
    assert isinstance(g, ZoneKeywordGrant) and g.affected.relation is Relation.TARGET and g.grant.template is not None
    (spell, _) = read(PAST["oracle_text"], "Sorcery")
    assert isinstance(spell, SpellAbility)
    (each,) = spell.continuous
    assert isinstance(each, ZoneKeywordGrant) and each.affected.relation is Relation.REFERRED and each.grant.template is not None


def test_snapcaster_gives_flashback_to_the_card_it_targeted() -> None:
    """611.2a, 702.34a, 115.1: once its ability resolved targeting Lightning Bolt, Bolt may be cast
    from the graveyard for {R}; another instant there gained nothing."""
    bolt2 = card("Shock", "Instant", "Shock deals 2 damage to any target.", "{R}")
    s = game([SNAPCASTER, BOLT, bolt2], you=[{"card": SNAPCASTER["name"], "resolved_this_turn": [{"ability": 1, "targets": ["Lightning Bolt"]}]}, "Mountain"],
             graveyard={"you": ["Lightning Bolt", "Shock"]})
    assert _legal(cast(s, "Lightning Bolt", from_="graveyard").answer) == (True, "{R}")
    assert not _legal(cast(s, "Shock", from_="graveyard").answer)[0]
    unsaid = game([SNAPCASTER, BOLT], you=[{"card": SNAPCASTER["name"], "resolved_this_turn": [1]}, "Mountain"], graveyard={"you": ["Lightning Bolt"]})
    with pytest.raises(ManasolveError):  # never assumed: which card it targeted
        cast(unsaid, "Lightning Bolt", from_="graveyard")


def test_each_card_there_as_it_resolved() -> None:
    """611.2c: "each instant and sorcery card in your graveyard gains flashback" affects the cards
    there as the ability resolved, which the scenario names (targets); a card not named gained
    nothing."""
    s = game([HELLKITE, BOLT, DIVINATION], you=[{"card": HELLKITE["name"], "resolved_this_turn": [{"ability": 1, "targets": ["Lightning Bolt"]}]},
                                             "Mountain", "Island", "Island"],
             graveyard={"you": ["Lightning Bolt", "Divination"]})
    assert _legal(cast(s, "Lightning Bolt", from_="graveyard").answer)[0]
    assert not _legal(cast(s, "Divination", from_="graveyard").answer)[0]


# ---- an optional cost given to spells (601.2b, 702.56a) -------------------------------------------

DJINN = card(
    "Djinn Illuminatus", "Creature — Djinn",
    "({U/R} can be paid with either {U} or {R}.)\nFlying\nEach instant and sorcery spell you cast has replicate. The replicate cost is equal to its mana cost.",
    "{5}{U/R}{U/R}", "3/5",
)


def test_granted_replicate_costs_the_spells_mana_cost() -> None:
    """702.56a, 601.2b, 601.2f: an instant its controller casts has replicate equal to its mana
    cost, paid any number of times; a creature spell has none, nor the opponent's instant."""
    (_, ability) = read(DJINN["oracle_text"], DJINN["type_line"])
    assert isinstance(ability, StaticAbility)
    (grant,) = ability.effects
    assert isinstance(grant, GrantedOptionalCost) and grant.template is not None and grant.template.repeatable
    s = game([DJINN, BOLT, BEARS], you=[DJINN["name"], "Mountain", "Mountain", "Mountain", "Forest"], opp=["Mountain", "Mountain"],
             hand={"you": ["Lightning Bolt", "Grizzly Bears"], "opp": ["Lightning Bolt"]})
    assert _legal(cast(s, "Lightning Bolt", optional_costs={"replicate": 2}).answer) == (True, "{R}{R}{R}")
    assert not _legal(cast(s, "Lightning Bolt", optional_costs={"replicate": 3}).answer)[0]  # four red mana: three lands
    assert not _legal(cast(s, "Grizzly Bears", optional_costs={"replicate": 1}).answer)[0]
    theirs = game([DJINN, BOLT], you=[DJINN["name"]], opp=["Mountain", "Mountain"], hand={"opp": ["Lightning Bolt"]}, active="opp")
    assert not _legal(cast(theirs, "Lightning Bolt", player="opp", optional_costs={"replicate": 1}).answer)[0]
