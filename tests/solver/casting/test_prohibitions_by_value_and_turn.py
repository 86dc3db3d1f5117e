"""Casting prohibitions (601.3, 101.2: "can't" wins over every permission) by mana value, zone
and turn: "Your opponents can't cast spells with mana value 3 or less." (Brisela), "... with even
mana values." (Void Winnower; 0 is even), judged on the spell as proposed (601.2e) with X as
announced (202.3e: Void Winnower's ruling) and a prototype's mana cost (718.3b); "... from
anywhere other than their hands." (Drannith Magistrate; 601.2a); "Players can cast spells only
during their own turns." (Dosan the Falling Leaf); "You can cast no more than two spells each
turn." (Fires of Invention)."""

from __future__ import annotations

from manasolve.solver.app.queries import cast, cast_options

from tests.games import card, game

LOW = card("Test Low Wall", "Creature — Wall", "Your opponents can't cast spells with mana value 3 or less.", "{5}", "5/5")
EVEN = card("Test Even Wall", "Creature — Eldrazi", "Your opponents can't cast spells with even mana values.", "{7}", "4/9")
HANDS = card("Test Magistrate", "Creature — Human Wizard", "Your opponents can't cast spells from anywhere other than their hands.", "{1}{W}", "1/3")
OWN = card("Test Leaf", "Legendary Creature — Human Monk", "Players can cast spells only during their own turns.", "{4}{G}", "2/4")
TWO = card("Test Fires", "Enchantment", "You can cast spells only during your turn and you can cast no more than two spells each turn.", "{3}{R}")
BOLT = card("Test Bolt", "Instant", "Test Bolt deals 3 damage to any target.", "{R}")
BEAR = card("Test Bear", "Creature — Bear", "", "{1}{G}", "2/2")
BLAZE = card("Test Blaze", "Sorcery", "Test Blaze deals X damage to any target.", "{X}{R}")
SPARK = card("Test Spark", "Instant", "Flashback {R}\nTest Spark deals 1 damage to any target.", "{R}")
CARDS = [LOW, EVEN, HANDS, OWN, TWO, BOLT, BEAR, BLAZE, SPARK]
LANDS = ["Mountain", "Mountain", "Mountain", "Mountain", "Forest"]


def test_mana_value_at_most() -> None:
    """Brisela: a spell of mana value 1 can't be cast; X=3 makes Blaze's 4 (202.3e)."""
    s = game(CARDS, LANDS, ["Test Low Wall"], hand={"you": ["Test Bolt", "Test Blaze"]})
    assert cast(s, "Test Bolt").legal is False
    assert cast(s, "Test Blaze", x=2).legal is False
    assert cast(s, "Test Blaze", x=3).legal is True


def test_even_mana_values_with_x_as_announced() -> None:
    """Void Winnower's ruling: X counts as chosen; 0 is even; the controller is not affected."""
    s = game(CARDS, LANDS, ["Test Even Wall"], hand={"you": ["Test Bear", "Test Blaze", "Test Bolt"]})
    assert cast(s, "Test Bear").legal is False
    assert cast(s, "Test Bolt").legal is True
    assert cast(s, "Test Blaze", x=1).legal is False
    assert {o.choice["x"] for o in cast_options(s, "Test Blaze").options} == {0, 2, 4}
    mine = game(CARDS, ["Test Even Wall", *LANDS], hand={"you": ["Test Bear"]})
    assert cast(mine, "Test Bear").legal is True


def test_only_from_the_hand() -> None:
    """Drannith Magistrate: flashback from the graveyard is cast from there (601.2a)."""
    s = game(CARDS, LANDS, ["Test Magistrate"], graveyard={"you": ["Test Spark"]}, hand={"you": ["Test Bolt"]})
    assert cast(s, "Test Spark", from_="graveyard").legal is False
    assert cast(s, "Test Bolt").legal is True


def test_only_during_their_own_turns() -> None:
    """Dosan: an instant can't be cast in another player's turn, whoever controls Dosan."""
    theirs = game(CARDS, LANDS, ["Test Leaf"], hand={"you": ["Test Bolt"]}, active="opp")
    assert cast(theirs, "Test Bolt").legal is False
    mine = game(CARDS, LANDS, ["Test Leaf"], hand={"you": ["Test Bolt"]})
    assert cast(mine, "Test Bolt").legal is True


def test_no_more_than_two_spells_each_turn() -> None:
    """Fires of Invention's limit counts the spells cast this turn (spells_cast_this_turn)."""
    s = game(CARDS, ["Test Fires", *LANDS], hand={"you": ["Test Bolt"]}, spells_cast_this_turn={"you": 2})
    assert cast(s, "Test Bolt").legal is False
    s = game(CARDS, ["Test Fires", *LANDS], hand={"you": ["Test Bolt"]}, spells_cast_this_turn={"you": 1})
    assert cast(s, "Test Bolt").legal is True


SPINNER = card("Test Spinner", "Creature — Faerie Wizard", "You may cast this spell as though it had flash if you control a Faerie.", "{U}", "1/1")
SPRITE = card("Test Sprite", "Creature — Faerie", "Flying", "{U}", "1/1")


def test_flash_while_a_condition_holds() -> None:
    """702.8a: "as though it had flash if you control a Faerie", checked as it is cast (601.3)."""
    with_faerie = game([SPINNER, SPRITE], ["Island", "Test Sprite"], hand={"you": ["Test Spinner"]}, active="opp")
    assert cast(with_faerie, "Test Spinner").legal is True
    alone = game([SPINNER, SPRITE], ["Island"], hand={"you": ["Test Spinner"]}, active="opp")
    assert cast(alone, "Test Spinner").legal is False
