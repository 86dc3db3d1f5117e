"""altcost16: a spell's own alternative cost or free cast under a condition (118.9, 601.2b: the
condition is checked as the spell is cast, never assumed): the Traps of Zendikar ("If a white
creature is attacking, you may pay {B}{B} rather than pay this spell's mana cost."), the Legates of
Mercadian Masques ("If an opponent controls a Forest and you control an Island, you may cast this
spell without paying its mana cost."), Patrician's Scorn, Blasphemous Edict (the condition last)."""

from __future__ import annotations

from typing import Any

import pytest
from manasolve.model.errors import ManasolveError
from manasolve.solver.app.queries import cast

from games import card, game

NEMESIS = card(
    "Nemesis Trap", "Instant — Trap",
    "If a white creature is attacking, you may pay {B}{B} rather than pay this spell's mana cost.\n"
    "Exile target attacking creature. Create a token that's a copy of that creature. Exile it at the beginning of the next end step.",
    "{4}{B}{B}",
)
LETHARGY = card(
    "Lethargy Trap", "Instant — Trap",
    "If three or more creatures are attacking, you may pay {U} rather than pay this spell's mana cost.\n"
    "Attacking creatures get -3/-0 until end of turn.",
    "{3}{U}",
)
KNIGHT = card("White Knight", "Creature — Human Knight", "First strike", "{W}{W}", "2/2")
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")
SUBMERGE = card(
    "Submerge", "Instant",
    "If an opponent controls a Forest and you control an Island, you may cast this spell without paying its mana cost.\n"
    "Put target creature on top of its owner's library.",
    "{4}{U}",
)
SCORN = card(
    "Patrician's Scorn", "Instant",
    "If you've cast another white spell this turn, you may cast this spell without paying its mana cost.\nDestroy all enchantments.",
    "{3}{W}",
)
LIONS = card("Savannah Lions", "Creature — Cat", "", "{W}", "2/1")
RUNEFLARE = card(
    "Runeflare Trap", "Instant — Trap",
    "If an opponent drew three or more cards this turn, you may pay {R} rather than pay this spell's mana cost.\n"
    "Runeflare Trap deals damage to target player equal to the number of cards in that player's hand.",
    "{4}{R}{R}",
)
NEEDLEBITE = card(
    "Needlebite Trap", "Instant — Trap",
    "If an opponent gained life this turn, you may pay {B} rather than pay this spell's mana cost.\n"
    "Target player loses 5 life and you gain 5 life.",
    "{5}{B}{B}",
)
EDICT = card(
    "Blasphemous Edict", "Sorcery",
    "You may pay {B} rather than pay this spell's mana cost if there are thirteen or more creatures on the battlefield.\n"
    "Each player sacrifices thirteen creatures of their choice.",
    "{3}{B}{B}",
)
COMBAT: dict[str, Any] = {"phase": "combat", "combat_step": "declare_attackers", "active": "opp"}


def _alt(s: Any, name: str) -> dict[str, Any]:
    a = cast(s, name, alternative_cost="alternative").answer
    assert isinstance(a, dict)
    return a


@pytest.mark.parametrize(("attacking", "legal"), [(True, True), (False, False)])
def test_nemesis_trap_needs_a_white_attacker(attacking: bool, legal: bool) -> None:
    """118.9, 601.2b, 506.4: {B}{B} instead of {4}{B}{B} only while a white creature is attacking
    (any player's: the Trap's ruling, the condition looks at the whole battlefield)."""
    s = game([NEMESIS, KNIGHT], you=["Swamp", "Swamp"], opp=[{"card": "White Knight", "attacking": attacking}], hand={"you": ["Nemesis Trap"]}, **COMBAT)
    a = _alt(s, "Nemesis Trap")
    assert a["legal"] is legal and a["cost"] == "{B}{B}"
    if not legal:
        assert "attacking white creature" in a["reason"]


def test_nemesis_trap_does_not_assume_attackers() -> None:
    """Nothing silent: during combat, a white creature without ``attacking`` is an error naming the key."""
    s = game([NEMESIS, KNIGHT], you=["Swamp", "Swamp"], opp=["White Knight"], hand={"you": ["Nemesis Trap"]}, **COMBAT)
    with pytest.raises(ManasolveError, match="attacking"):
        cast(s, "Nemesis Trap", alternative_cost="alternative")


@pytest.mark.parametrize(("attackers", "legal"), [(3, True), (2, False)])
def test_lethargy_trap_counts_attackers(attackers: int, legal: bool) -> None:
    """118.9, 601.2b: "If three or more creatures are attacking" counts every attacking creature."""
    s = game([LETHARGY, BEARS], you=["Island"], opp=[{"card": "Grizzly Bears", "attacking": True}] * attackers, hand={"you": ["Lethargy Trap"]}, **COMBAT)
    assert _alt(s, "Lethargy Trap")["legal"] is legal


@pytest.mark.parametrize(("you", "opp", "legal"), [(["Island"], ["Forest"], True), (["Swamp"], ["Forest"], False), (["Island"], ["Swamp"], False)])
def test_submerge_free_only_with_both_lands(you: list[str], opp: list[str], legal: bool) -> None:
    """118.9, 601.2b: cast without paying its mana cost ({0}) only if an opponent controls a
    Forest and its caster controls an Island; both must hold."""
    s = game([SUBMERGE, BEARS], you=you, opp=opp + ["Grizzly Bears"], hand={"you": ["Submerge"]})
    a = _alt(s, "Submerge")
    assert a["legal"] is legal and a["cost"] == "{0}"
    if not legal:
        assert "an opponent controls" in a["reason"]


def test_patricians_scorn_needs_another_white_spell() -> None:
    """118.9, 601.2b: free after another white spell this turn; which spells were cast is read from
    ``spells_cast_this_turn_cards``, never assumed."""
    free = game([SCORN, LIONS], hand={"you": ["Patrician's Scorn"]}, spells_cast_this_turn={"you": 1}, spells_cast_this_turn_cards={"you": ["Savannah Lions"]})
    a = _alt(free, "Patrician's Scorn")
    assert a["legal"] is True and a["cost"] == "{0}"
    none = game([SCORN], hand={"you": ["Patrician's Scorn"]})
    assert _alt(none, "Patrician's Scorn")["legal"] is False
    unknown = game([SCORN], hand={"you": ["Patrician's Scorn"]}, spells_cast_this_turn={"you": 1})
    with pytest.raises(ManasolveError, match="spells_cast_this_turn_cards"):
        cast(unknown, "Patrician's Scorn", alternative_cost="alternative")


@pytest.mark.parametrize(("drawn", "legal"), [(3, True), (2, False)])
def test_runeflare_trap_reads_the_opponents_draws(drawn: int, legal: bool) -> None:
    """118.9, 601.2b, 121.1: "If an opponent drew three or more cards this turn" is said of the
    opponent (``cards_drawn_this_turn`` of that player)."""
    s = game([RUNEFLARE], you=["Mountain"], hand={"you": ["Runeflare Trap"]}, cards_drawn_this_turn={"opp": drawn})
    assert _alt(s, "Runeflare Trap")["legal"] is legal


def test_runeflare_trap_does_not_assume_draws() -> None:
    """Nothing silent: the opponent's draws not given is an error naming ``cards_drawn_this_turn``."""
    s = game([RUNEFLARE], you=["Mountain"], hand={"you": ["Runeflare Trap"]}, cards_drawn_this_turn={"you": 5})
    with pytest.raises(ManasolveError, match="cards_drawn_this_turn"):
        cast(s, "Runeflare Trap", alternative_cost="alternative")


@pytest.mark.parametrize(("gained", "legal"), [(3, True), (0, False)])
def test_needlebite_trap_reads_the_opponents_life_gain(gained: int, legal: bool) -> None:
    """118.9, 601.2b, 119.9: "If an opponent gained life this turn"."""
    s = game([NEEDLEBITE], you=["Swamp"], hand={"you": ["Needlebite Trap"]}, life_gained_this_turn={"opp": gained, "you": 4})
    assert _alt(s, "Needlebite Trap")["legal"] is legal


@pytest.mark.parametrize(("mine", "legal"), [(7, True), (6, False)])
def test_blasphemous_edict_counts_every_creature(mine: int, legal: bool) -> None:
    """118.9, 601.2b: "... if there are thirteen or more creatures on the battlefield" (the
    condition written last) counts every player's creatures."""
    s = game([EDICT, BEARS], you=["Swamp"] + ["Grizzly Bears"] * mine, opp=["Grizzly Bears"] * 6, hand={"you": ["Blasphemous Edict"]})
    a = _alt(s, "Blasphemous Edict")
    assert a["legal"] is legal and a["cost"] == "{B}"


RAVENOUS = card(
    "Ravenous Trap", "Instant — Trap",
    "If an opponent had three or more cards put into their graveyard from anywhere this turn, you may pay {0} rather than pay this spell's mana cost.\n"
    "Exile target player's graveyard.",
    "{2}{B}{B}",
)
INFERNO = card(
    "Inferno Trap", "Instant — Trap",
    "If you've been dealt damage by two or more creatures this turn, you may pay {R} rather than pay this spell's mana cost.\n"
    "Inferno Trap deals 4 damage to target creature.",
    "{3}{R}",
)


@pytest.mark.parametrize(("milled", "legal"), [(3, True), (2, False)])
def test_ravenous_trap_reads_the_opponents_graveyard_tally(milled: int, legal: bool) -> None:
    """118.9, 601.2b: the cards put into the opponent's graveyard this turn, as
    ``cards_put_into_graveyard_this_turn`` gives them."""
    s = game([RAVENOUS], hand={"you": ["Ravenous Trap"]}, cards_put_into_graveyard_this_turn={"opp": milled})
    a = _alt(s, "Ravenous Trap")
    assert a["legal"] is legal and a["cost"] == "{0}"


def test_ravenous_trap_never_assumes_the_tally() -> None:
    """Nothing silent: not given, an error naming ``cards_put_into_graveyard_this_turn``."""
    s = game([RAVENOUS], hand={"you": ["Ravenous Trap"]})
    with pytest.raises(ManasolveError, match="cards_put_into_graveyard_this_turn"):
        cast(s, "Ravenous Trap", alternative_cost="alternative")


@pytest.mark.parametrize(("creatures", "legal"), [(2, True), (1, False)])
def test_inferno_trap_counts_the_creatures_that_dealt_damage(creatures: int, legal: bool) -> None:
    """118.9, 601.2b, 120.3a: the creatures that dealt damage to the caster this turn."""
    s = game([INFERNO, BEARS], you=["Mountain"], opp=["Grizzly Bears"], hand={"you": ["Inferno Trap"]}, creatures_dealt_damage_this_turn={"you": creatures})
    assert _alt(s, "Inferno Trap")["legal"] is legal


INVIGORATE = card(
    "Invigorate", "Instant",
    "If you control a Forest, rather than pay this spell's mana cost, you may have an opponent gain 3 life.\n"
    "Target creature gets +4/+4 until end of turn.",
    "{2}{G}",
)


@pytest.mark.parametrize(("land", "legal"), [("Forest", True), ("Mountain", False)])
def test_invigorate_lets_an_opponent_gain_life_instead(land: str, legal: bool) -> None:
    """118.9, 601.2b: with a Forest, the alternative cost is an opponent's life gain (no mana)."""
    s = game([INVIGORATE], you=[land, "Llanowar Elves"], hand={"you": ["Invigorate"]})
    a = _alt(s, "Invigorate")
    assert a["legal"] is legal and a["cost"] == "{0}"
