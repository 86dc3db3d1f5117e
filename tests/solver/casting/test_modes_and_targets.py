"""Modal spells (700.2, 601.2b-c) and the targets that are not permanents (115.1): cards in a
graveyard, spells on the stack (115.5: never itself), and the qualifiers of a target phrase that
must never be dropped ("target creature you don't control").

The property test is checked against a brute-force reference that shares no code with the
solver: every set of modes of an allowed size, each mode legal when what it targets exists.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from manasolve.model.abilities import Modal, SpellMode, Zone
from manasolve.model.cards import TypeLine
from manasolve.model.errors import QueryError
from manasolve.model.library import CardLibrary
from manasolve.model.scenario import parse_scenario_text
from manasolve.model.selectors import Who
from manasolve.model.state import GameState
from manasolve.model.text import parse_abilities
from manasolve.model.text.reader import read_card_text
from manasolve.model.text.targets import read_targets
from manasolve.solver.app.queries import cast, cast_options

LIB = CardLibrary.builtin()


def state(body: str, players: str = "[you, opp]") -> GameState:
    return parse_scenario_text(f"name: t\nplayers: {players}\n" + body, LIB).state


def card(name: str, cost: str, text: str, type_line: str = "Instant") -> str:
    return f"  - {{name: {name}, type_line: {type_line}, mana_cost: {json.dumps(cost)}, oracle_text: {json.dumps(text)}}}\n"


# --- reading ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "header, least, most, repeat",
    [
        ("Choose one —", 1, 1, False),
        ("Choose two —", 2, 2, False),
        ("Choose one or both —", 1, 2, False),
        ("Choose one or more —", 1, None, False),
        ("Choose up to two —", 0, 2, False),
        ("Choose three. You may choose the same mode more than once.", 3, 3, True),
    ],
)
def test_headers(header: str, least: int, most: int | None, repeat: bool) -> None:
    """700.2: the header says how many modes are chosen; 700.2d: a mode more than once."""
    abilities = parse_abilities(header + "\n• Draw a card.\n• You gain 2 life.", card_name="T", type_line=TypeLine.parse("Sorcery"))
    assert abilities[0] == Modal(least, most, repeat)
    assert [a.mode for a in abilities[1:] if isinstance(a, SpellMode)] == [0, 1]


def test_an_unread_header_is_never_inert() -> None:
    """601.2b: a choice of modes the grammar does not read is left unread, not classified."""
    text = "Choose one. If you descended this turn, you may choose both instead.\n• Draw a card.\n• You gain 2 life."
    read = read_card_text(text, card_name="T", type_line=TypeLine.parse("Sorcery"))
    assert [u.reason for u in read.unread] == ["a choice of modes this grammar does not read (700.2, 601.2b)"]


def test_targets_that_are_not_permanents() -> None:
    """115.1: cards in a graveyard and spells on the stack are targets of their own kinds."""
    (spell,) = read_targets("Counter target noncreature spell.")
    assert spell.stack and spell.what is None
    (card_target,) = read_targets("Return target artifact card from your graveyard to your hand.")
    assert card_target.zone is Zone.GRAVEYARD and card_target.zone_whose is Who.YOU
    (first, second) = read_targets("Return target creature card and up to one target Wizard creature card from your graveyard to the battlefield.")
    assert first.zone is Zone.GRAVEYARD and first.minimum == 1 and second.zone is Zone.GRAVEYARD and second.minimum == 0


def test_a_qualifier_is_never_dropped() -> None:
    """601.2c: "target creature you don't control" is an opponent's creature (102.2-3); a phrase
    whose qualifier the grammar can't read is not read as the shorter phrase."""
    (spec,) = read_targets("Exile target creature you don't control.")
    assert spec.what is not None and spec.what.who is Who.OPPONENT
    assert read_targets("Destroy target creature that was dealt damage this turn.") == ()


def test_one_or_two_targets() -> None:
    """601.2c: "one or two target creatures" takes one or two."""
    (spec,) = read_targets("Distribute two +1/+1 counters among one or two target creatures.")
    assert (spec.minimum, spec.maximum) == (1, 2)


# --- casting ------------------------------------------------------------------------------------


def test_counterspell_and_the_stack() -> None:
    """115.5: the spell is not a legal target for itself, so with nothing else on the stack a
    counterspell can't be cast; with something on it, what that is must be given."""
    body = "cards:\n" + card("Counter", "{U}", "Counter target spell.") + "hand: {you: [Counter]}\nbattlefield:\n  you: [Island]\n"
    assert cast(state(body + "stack_empty: true\n"), "Counter").answer["legal"] is False
    with pytest.raises(QueryError, match="stack"):
        cast(state(body + "stack_empty: false\n"), "Counter")


def test_graveyard_targets_need_the_graveyard() -> None:
    """No state is assumed: a graveyard target with no graveyard given is an error naming the key."""
    body = "cards:\n" + card("Raise", "{B}", "Return target creature card from your graveyard to your hand.", "Sorcery")
    with pytest.raises(QueryError, match="graveyard"):
        cast(state(body + "hand: {you: [Raise]}\nbattlefield:\n  you: [Swamp]\n"), "Raise")


def test_unread_targets_are_an_error_only_when_the_rest_is_legal() -> None:
    """601.2c: a target the grammar does not read is never assumed to exist; a cast illegal for
    another reason (no mana) is still answered."""
    body = "cards:\n" + card("Odd", "{1}{B}", "Destroy target creature that was dealt damage this turn.", "Sorcery") + "hand: {you: [Odd]}\n"
    assert cast(state(body + "battlefield:\n  you: [Swamp]\n"), "Odd").answer["legal"] is False
    with pytest.raises(QueryError, match="does not read"):
        cast(state(body + "battlefield:\n  you: [Swamp, Swamp]\n"), "Odd")


def test_escalate_and_entwine_costs() -> None:
    """702.120a: escalate for each mode beyond the first; 702.42a: entwine to choose every mode."""
    escalate = "Escalate {1}\nChoose one or more —\n• You gain 1 life.\n• You gain 2 life.\n• You gain 3 life."
    s = state("cards:\n" + card("Esc", "{R}", escalate, "Sorcery") + "hand: {you: [Esc]}\nbattlefield:\n  you: [Mountain, Mountain, Mountain]\n")
    assert cast(s, "Esc", modes=[0, 2]).answer["cost"] == "{1}{R}"
    entwine = "Choose one —\n• You gain 1 life.\n• You gain 2 life.\nEntwine {2}"
    s = state("cards:\n" + card("Ent", "{U}", entwine, "Sorcery") + "hand: {you: [Ent]}\nbattlefield:\n  you: [Island, Island, Island]\n")
    options = cast_options(s, "Ent").answer
    assert {"modes": [0, 1], "entwine": True, "cost": "{2}{U}"}.items() <= next(o for o in options if o.get("entwine")).items()


def test_modes_out_of_range_are_an_error() -> None:
    """A mode number the spell does not have is an error naming the range."""
    s = state("cards:\n" + card("Ch", "{G}", "Choose one —\n• You gain 1 life.\n• You gain 2 life.") + "hand: {you: [Ch]}\nbattlefield:\n  you: [Forest]\n")
    with pytest.raises(QueryError, match="numbered 0 to 1"):
        cast(s, "Ch", modes=[2])


# --- property: modes against a brute-force reference ---------------------------------------------

MODES = {
    "artifact": "Destroy target artifact.",
    "enchantment": "Destroy target enchantment.",
    "mine": "Tap target creature you control.",
    "theirs": "Tap target creature an opponent controls.",
    "none": "You gain 2 life.",
}
HEADERS = {"Choose one —": (1, 1), "Choose two —": (2, 2), "Choose one or both —": (1, 2), "Choose one or more —": (1, 99)}
PERMANENTS = {"artifact": "Test Artifact", "enchantment": "Test Enchantment", "creature": "Test Creature"}
KINDS = (
    card("Test Artifact", "{1}", "", "Artifact") + card("Test Enchantment", "{1}", "", "Enchantment")
    + card("Test Creature", "{1}", "", "Creature — Bear")
)


def _exists(kind: str, yours: list[str], theirs: list[str]) -> bool:
    """Whether what a mode targets is on the battlefield (the reference's own reading)."""
    if kind == "none":
        return True
    if kind == "mine":
        return "creature" in yours
    if kind == "theirs":
        return "creature" in theirs
    return kind in yours or kind in theirs


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    header=st.sampled_from(sorted(HEADERS)),
    modes=st.lists(st.sampled_from(sorted(MODES)), min_size=2, max_size=4, unique=True),
    yours=st.lists(st.sampled_from(sorted(PERMANENTS)), max_size=2),
    theirs=st.lists(st.sampled_from(sorted(PERMANENTS)), max_size=2),
)
def test_modes_match_brute_force(header: str, modes: list[str], yours: list[str], theirs: list[str]) -> None:
    """700.2a, 601.2c: a modal spell can be cast exactly when some set of modes of an allowed
    size has every target it requires (the reference: every size from the header's least to its
    most, and whether that many of the spell's modes have what they target)."""
    least, most = HEADERS[header]
    text = header + "\n" + "\n".join("• " + MODES[m] for m in modes)
    body = "cards:\n" + card("Modal", "{G}", text) + KINDS + "hand: {you: [Modal]}\nbattlefield:\n"
    body += "  you: [" + ", ".join(["Forest"] + [PERMANENTS[p] for p in yours]) + "]\n"
    body += "  opp: [" + ", ".join(PERMANENTS[p] for p in theirs) + "]\n"
    legal = sum(1 for m in modes if _exists(m, yours, theirs))
    want = any(least <= k <= most for k in range(1, min(legal, len(modes)) + 1))
    assert cast(state(body), "Modal").answer["legal"] == want, (text, yours, theirs)


def test_possessive_targets() -> None:
    """115.1: "target player's graveyard" targets the player; "target creature's owner" the creature."""
    (player,) = read_targets("Exile target player's graveyard.")
    assert player.players and player.what is None
    (creature,) = read_targets("Target creature's owner puts it on the top or bottom of their library.")
    assert creature.what is not None and "Creature" in creature.what.card_types


def test_new_targets_of_a_copy_are_no_target() -> None:
    """707.10c: "You may choose new targets for the copy" names no target the spell requires."""
    from manasolve.solver.casting.profile import needs_target

    assert not needs_target("You may choose new targets for the copy.")
    assert needs_target("It deals 2 damage divided as you choose among one or two targets.")
