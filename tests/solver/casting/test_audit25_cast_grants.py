"""audit25: a permission to cast spells from a zone that a resolving spell or ability creates for a
duration (611.2a, 601.3): "Until end of turn, you may play lands and cast spells from your
graveyard." (Yawgmoth's Will, Magus of the Will), "You may cast Zombie spells from your graveyard
this turn." (Liliana, Untouched by Death). It was an inert sentence, so a card in the graveyard
had no permission after Yawgmoth's Will resolved. The permission changes neither timing (117.1a,
307.1) nor the cost (601.2f), is its controller's only, and one for "a creature spell" (used up by
one cast, which no scenario key records) is not read."""

from __future__ import annotations

from manasolve.model.abilities import CastGrant, SpellAbility, ActivatedAbility
from manasolve.model.text.reader import parse_abilities
from manasolve.model.cards import TypeLine
from manasolve.solver.app.queries import cast

from tests.games import card, game

WILL = card("Test Will", "Sorcery", "Until end of turn, you may play lands and cast spells from your graveyard.\nIf a card would be put into your graveyard from anywhere this turn, exile that card instead.", "{2}{B}")
BOLT = card("Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", "{R}")
SORCERY = card("Test Sorcery", "Sorcery", "Draw two cards.", "{1}{R}")


def test_read_as_a_grant_for_the_turn() -> None:
    first, _ = parse_abilities(WILL["oracle_text"], card_name="Test Will", type_line=TypeLine.parse("Sorcery"))
    assert isinstance(first, SpellAbility)
    (grant,) = first.continuous
    assert isinstance(grant, CastGrant) and grant.permission.lands and grant.duration == "until end of turn"
    (ability,) = parse_abilities("{T}: You may cast Zombie spells from your graveyard this turn.", card_name="Test Card", type_line=TypeLine.parse("Artifact"))
    assert isinstance(ability, ActivatedAbility) and isinstance(ability.continuous[0], CastGrant)


def test_one_spell_permission_is_not_read() -> None:
    (ability,) = parse_abilities("{T}: You may cast a creature spell from your graveyard this turn.", card_name="Test Card", type_line=TypeLine.parse("Artifact"))
    assert not any(isinstance(e, CastGrant) for e in getattr(ability, "continuous", ()))


def test_resolved_will_permits_casting_from_the_graveyard() -> None:
    g = game([WILL, BOLT], ["Mountain"], graveyard={"you": ["Test Bolt"]}, spells_resolved_this_turn={"you": ["Test Will"]})
    got = cast(g, "Test Bolt", from_="graveyard")
    assert got.legal and got.cost == "{R}"


def test_without_it_or_for_the_opponent_no_permission() -> None:
    g = game([WILL, BOLT], ["Mountain"], graveyard={"you": ["Test Bolt"]})
    assert cast(g, "Test Bolt", from_="graveyard").legal is False  # 601.3
    g = game([WILL, BOLT], ["Mountain"], graveyard={"you": ["Test Bolt"]}, spells_resolved_this_turn={"opp": ["Test Will"]})
    assert cast(g, "Test Bolt", from_="graveyard").legal is False  # "you": its controller


def test_timing_unchanged() -> None:
    g = game([WILL, SORCERY], ["Mountain", "Mountain"], active="opp", graveyard={"you": ["Test Sorcery"]}, spells_resolved_this_turn={"you": ["Test Will"]})
    assert cast(g, "Test Sorcery", from_="graveyard").legal is False  # 307.1
