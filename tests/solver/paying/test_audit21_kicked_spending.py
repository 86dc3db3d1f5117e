"""audit21: "Spend this mana only to cast kicked spells." (Elfhame Druid, Throne of Makindi; 106.6,
702.33d) pays for a spell whose kicker is paid, all of its total cost (601.2f), and not for the
same spell cast unkicked. It was unread, and the mana was never spent."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from tests.games import card, game

DRUID = card("Test Druid", "Creature — Elf Druid", "{T}: Add {G}.\n{T}: Add {G}{G}. Spend this mana only to cast kicked spells.", "{1}{G}", "0/2")
KAVU = card("Test Kavu", "Creature — Kavu", "Kicker {2}{G}\nIf this creature was kicked, it enters with three +1/+1 counters on it.", "{1}{G}", "2/2")


def test_kicked_spell_paid_with_the_restricted_mana() -> None:
    g = game([DRUID, KAVU], ["Test Druid", "Forest", "Forest", "Forest"], hand={"you": ["Test Kavu"]})
    assert cast(g, "Test Kavu", kicker=1).legal is True  # {G}{G} + three Forests: {3}{G}{G}


def test_unkicked_spell_not_paid_with_it() -> None:
    g = game([DRUID, KAVU], ["Test Druid"], hand={"you": ["Test Kavu"]})
    assert cast(g, "Test Kavu").legal is False  # {1}{G}: only the Druid's {G} counts
