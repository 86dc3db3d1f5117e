"""602.5b: "Activate only if you've cast an instant or sorcery spell this turn" and "... three or
more instant and/or sorcery spells this turn" are judged on the spells the ability's controller
cast this turn (the scenario's spells_cast_this_turn and spells_cast_this_turn_cards), never
assumed. The cards are real, written with their Oracle text."""

from __future__ import annotations

import pytest

from manasolve.model.abilities import ActivatedAbility, CastThisTurn, CountersCount
from manasolve.model.errors import QueryError
from manasolve.solver.app.queries import can_activate
from games import card, game, read

TROVE = card(
    "Potioner's Trove", "Artifact",
    "{T}: Add one mana of any color.\n{T}: You gain 2 life. Activate only if you've cast an instant or sorcery spell this turn.", "{3}",
)
URABRASK_TEXT = (
    "{R}: Exile Urabrask, then return it to the battlefield transformed under its owner's control. "
    "Activate only as a sorcery and only if you've cast three or more instant and/or sorcery spells this turn."
)
OPT = card("Opt", "Instant", "Scry 1.\nDraw a card.", "{U}")
BOLT = card("Lightning Bolt", "Instant", "Lightning Bolt deals 3 damage to any target.", "{R}")
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")


def test_read_as_spells_of_either_type_cast_by_you() -> None:
    """The restriction names instant or sorcery spells (either type) its controller cast, at least three."""
    (ab,) = read(URABRASK_TEXT, "Legendary Creature — Phyrexian Praetor", "Urabrask")
    assert isinstance(ab, ActivatedAbility)
    cond = next(c for c in ab.requires if isinstance(c, CastThisTurn))
    assert cond.at_least == 3 and cond.spells.either_types == {"Instant", "Sorcery"}


def test_unlock_counters() -> None:
    """Cryptex: "Activate only if this artifact has five or more unlock counters on it." reads the
    counters of the kind "unlock" (122.1), though "unlock" is a word of the spending rules too."""
    (_mana, sac) = read(
        "{T}: Add one mana of any color. Put an unlock counter on this artifact.\n"
        "Sacrifice this artifact: Surveil 3, then draw three cards. Activate only if this artifact has five or more unlock counters on it."
    )
    assert isinstance(sac, ActivatedAbility)
    (cond,) = sac.requires
    assert isinstance(cond, CountersCount) and cond.kind == "unlock" and cond.n == 5


@pytest.mark.parametrize(
    ("cast", "expected"),
    [([], False), (["Grizzly Bears"], False), (["Grizzly Bears", "Opt"], True), (["Lightning Bolt"], True)],
)
def test_trove_needs_an_instant_or_sorcery(cast: list[str], expected: bool) -> None:
    """602.5b: the spells cast this turn decide; a creature spell is neither an instant nor a sorcery."""
    s = game([TROVE, OPT, BOLT, BEARS], ["Potioner's Trove"], spells_cast_this_turn={"you": len(cast)}, spells_cast_this_turn_cards={"you": cast})
    assert can_activate(s, "Potioner's Trove", 1).answer is expected


def test_no_spell_cast_needs_no_list() -> None:
    """With no spell cast this turn (the key's default, 0) the restriction fails without asking which."""
    s = game([TROVE], ["Potioner's Trove"])
    assert can_activate(s, "Potioner's Trove", 1).answer is False


def test_which_spells_is_never_assumed() -> None:
    """A spell was cast but the scenario does not say which: an error naming the key, not a guess."""
    s = game([TROVE], ["Potioner's Trove"], spells_cast_this_turn={"you": 1})
    with pytest.raises(QueryError, match="spells_cast_this_turn_cards"):
        can_activate(s, "Potioner's Trove", 1)


def test_opponents_spells_do_not_count() -> None:
    """"you've cast": only the ability's controller's spells (602.5b)."""
    s = game([TROVE, OPT], ["Potioner's Trove"], spells_cast_this_turn={"opp": 1}, spells_cast_this_turn_cards={"opp": ["Opt"]})
    assert can_activate(s, "Potioner's Trove", 1).answer is False
