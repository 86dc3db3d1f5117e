"""Amounts only the resolution of an effect knows (608.2c: its instructions happen in order, so an
earlier instruction or the trigger event gives the number): "add that much {G}", "twice that
much", "for each permanent destroyed this way", "equal to that spell's mana value"; and "{B} or
{G} for each ...", one mana per thing counted, each of either type. The cards are real, written
with their Oracle text; expected answers are worked out from the rules, not read from the
program."""

from __future__ import annotations

import pytest

import manasolve
from manasolve.model.abilities import (
    ChoiceMode,
    ChosenMana,
    FixedMana,
    FixedTypes,
    ResolvedCount,
    SpellAbility,
    TriggeredAbility,
)
from manasolve.model.errors import CardTextError, QueryError
from manasolve.model.mana import TypeSet
from manasolve.solver.app.queries import could_produce
from manasolve.solver.board.layers import compute_board
from manasolve.solver.mana.amounts import amount_of, amount_values
from games import card, game, read

MUERRA = card(
    "Muerra, Trash Tactician", "Legendary Creature — Raccoon Warrior",
    "At the beginning of your first main phase, add {R} or {G} for each Raccoon you control.\n"
    "Whenever you expend 4, you gain 3 life. (You expend 4 as you spend your fourth total mana to cast spells during a turn.)",
    "{1}{R}{G}", "2/4",
)
RACCOON = card("Bandit's Talent Raccoon", "Creature — Raccoon", "", "{1}{G}", "2/2")
# one sentence that only adds mana, so 106.7 weighs it (a trigger whose effect is more than that is
# not weighed: TriggeredAbility.adds); the wording of Raphael's and Sakiko's triggers
ENRAGED = card("Enraged Test Creature", "Creature — Turtle", "Whenever this creature is dealt damage, add that much {R}.", "{2}{R}", "4/4")


def _part(ability: object) -> object:
    """The one part of the one option of the mana a spell's sentence or a trigger adds."""
    mana = ability.mana if isinstance(ability, SpellAbility) else ability.adds if isinstance(ability, TriggeredAbility) else None
    assert mana is not None
    (option,) = mana.options
    (part,) = option.parts
    return part


def test_that_much_is_the_number_the_trigger_event_gave() -> None:
    """608.2c: "Whenever this creature deals combat damage to a player, add that much {G}." adds as
    much green as the damage dealt: an amount the resolution fixes, not a constant."""
    (ab,) = read("Whenever this creature deals combat damage to a player, add that much {G}.", "Creature — Snake")
    assert isinstance(ab, TriggeredAbility)
    part = _part(ab)
    assert isinstance(part, FixedMana) and part.per == ResolvedCount("that much")


def test_twice_that_much() -> None:
    """"add twice that much {G}" (Fangorn, Tree Shepherd): two green for each one counted."""
    (ab,) = read("Whenever one or more Treefolk you control attack, add twice that much {G}.", "Legendary Creature — Treefolk")
    part = _part(ab)
    assert isinstance(part, FixedMana) and part.per == ResolvedCount("that much", 2)


def test_sacrifice_then_add_that_much() -> None:
    """Mana Seism: "Sacrifice any number of lands, then add that much {C}." (608.2c: the sacrifice
    happens first and gives the number)."""
    (ab,) = read("Sacrifice any number of lands, then add that much {C}.", "Sorcery")
    part = _part(ab)
    assert isinstance(part, FixedMana) and isinstance(part.per, ResolvedCount)


def test_for_each_permanent_destroyed_this_way_is_one_mana_each_of_either_type() -> None:
    """Culling Ritual: "Add {B} or {G} for each permanent destroyed this way." — as many mana as
    permanents destroyed by the first sentence (608.2c), each {B} or {G} (a combination), not one
    {B} or else a number of {G}."""
    _destroy, add = read(
        "Destroy each nonland permanent with mana value 2 or less. Add {B} or {G} for each permanent destroyed this way.", "Sorcery"
    )
    part = _part(add)
    assert isinstance(part, ChosenMana)
    assert part.amount == ResolvedCount("each permanent destroyed this way")
    assert part.palette == FixedTypes(TypeSet.of("BG")) and part.mode is ChoiceMode.COMBINATION


def test_this_way_needs_an_instruction() -> None:
    """"for each creature you like this way" counts nothing an instruction did: the mana text is
    refused, never read as a count of something else."""
    with pytest.raises(CardTextError):
        read("Add {R} for each creature you like this way.", "Sorcery")


def test_that_spells_mana_value() -> None:
    """Mana Drain: "... add an amount of {C} equal to that spell's mana value." — the mana value of
    the spell the first instruction countered (608.2c, 202.3)."""
    _counter, add = read(
        "Counter target spell. At the beginning of your next main phase, add an amount of {C} equal to that spell's mana value.", "Instant"
    )
    part = _part(add)
    assert isinstance(part, FixedMana) and part.per == ResolvedCount("that spell's mana value")


def test_a_resolved_count_is_never_assumed() -> None:
    """608.2c: only a resolution knows "that much"; asked for the number itself (not for what could
    be produced), the solver fails with an error naming it rather than assuming one."""
    s = game([ENRAGED], ["Enraged Test Creature"])
    board = compute_board(s)
    view = next(iter(board))
    with pytest.raises(QueryError, match="that much"):
        amount_of(ResolvedCount("that much"), view, board)
    assert amount_values(ResolvedCount("that much", 2), view, board, hypothetical=True) == [0, 2, 4, 6]


def test_a_trigger_adding_that_much_could_produce_its_type() -> None:
    """106.7: a triggered ability that only adds mana counts toward what its permanent could produce
    (the default reading), whatever number "that much" would be: the type, red, is what counts;
    with the narrower reading (Options.etb_trigger_could_produce=False) it does not."""
    s = game([ENRAGED], ["Enraged Test Creature"])
    assert set(could_produce(s, "Enraged Test Creature").answer) == {"R"}
    narrow = manasolve.Options(etb_trigger_could_produce=False)
    assert set(could_produce(s, "Enraged Test Creature", options=narrow).answer) == set()


def test_muerra_could_produce_red_or_green_with_a_raccoon() -> None:
    """Muerra: "add {R} or {G} for each Raccoon you control": with Raccoons, each mana red or green
    (106.7: both types); it is itself a Raccoon (205.3m)."""
    s = game([MUERRA, RACCOON], ["Muerra, Trash Tactician", "Bandit's Talent Raccoon"])
    assert set(could_produce(s, "Muerra, Trash Tactician").answer) == {"R", "G"}


def test_mana_spent_to_cast_that_spell() -> None:
    """Mana Sculpt: "... add an amount of {C} equal to the amount of mana spent to cast that spell
    at the beginning of your next main phase." — what was spent on the countered spell (608.2c),
    added by a delayed trigger (603.7)."""
    _counter, add = read(
        "Counter target spell. If you control a Wizard, add an amount of {C} equal to the amount of mana spent to cast that spell "
        "at the beginning of your next main phase.", "Instant",
    )
    part = _part(add)
    assert isinstance(part, FixedMana) and part.per == ResolvedCount("the amount of mana spent to cast that spell")


def test_mana_of_a_delayed_trigger_is_not_this_abilitys() -> None:
    """Conduit of Storms: "Whenever this creature attacks, add {R} at the beginning of your next main
    phase this turn." — the mana is read, but it is added by a delayed triggered ability (603.7), not
    when this one resolves, so 106.7 does not weigh it as this trigger's mana."""
    conduit = card("Conduit of Storms", "Creature — Werewolf", "Whenever this creature attacks, add {R} at the beginning of your next main phase this turn.", "{2}{R}", "2/3")
    (ab,) = read(conduit["oracle_text"], "Creature — Werewolf", "Conduit of Storms")
    assert isinstance(ab, TriggeredAbility) and ab.adds is None
    s = game([conduit], ["Conduit of Storms"])
    assert set(could_produce(s, "Conduit of Storms").answer) == set()


def test_the_mana_lost_this_way() -> None:
    """Drain Power: "Then that player loses all unspent mana and you add the mana lost this way." —
    as much mana, of the same types, as the player lost (500.4, 608.2c): any number of any type."""
    (ab,) = read("Then that player loses all unspent mana and you add the mana lost this way.", "Sorcery")
    part = _part(ab)
    assert isinstance(part, ChosenMana) and part.amount == ResolvedCount("the mana lost this way")
    assert part.mode is ChoiceMode.COMBINATION and part.palette == FixedTypes(TypeSet.of("WUBRGC"))


@pytest.mark.parametrize(
    "text",
    [
        "Whenever a creature enters, you may add an amount of {C} equal to the number of creatures you control that share a creature type with it.",
        "Whenever this creature or equipped creature attacks, add an amount of {G} equal to its power.",
    ],
)
def test_the_object_of_the_trigger_event(text: str) -> None:
    """Mana Echoes, Tanuki Transplanter: "it" is the creature whose entering or attack triggered the
    ability (603.2, 608.2c), so the amount is known only as it resolves."""
    (ab,) = read(text, "Enchantment")
    assert isinstance(ab, TriggeredAbility)


def test_its_power_in_a_mana_ability_is_refused() -> None:
    """A mana ability has no trigger event (605.1a): "equal to its power" there is not read as one."""
    with pytest.raises(CardTextError):
        read("{T}: Add an amount of {G} equal to its power.", "Creature — Elf")
