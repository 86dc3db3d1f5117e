"""audit35: "Whenever you cast a permanent spell with a mana cost that contains {X}, double the
value of X." (Unbound Flourishing) was unread. Its trigger (603.2) resolves before the spell
(603.3b), so the spell's X is doubled, and what the permanent enters with reads that X (107.3m;
the ruling: Hangarback Walker cast with X=2 enters with four +1/+1 counters). Each such trigger
doubles it once; an opponent's does not trigger on your spells; a permanent not cast has X 0."""

from __future__ import annotations

from manasolve.model.abilities import EntersGrant, SpellCast, TriggeredAbility
from manasolve.model.cards import TypeLine
from manasolve.model.text import parse_abilities
from manasolve.solver.app.queries import enters

from tests.games import card, game

FLOURISHING = card(
    "Test Flourishing", "Enchantment",
    "Whenever you cast a permanent spell with a mana cost that contains {X}, double the value of X.",
    "{X}{G}",
)
WALKER = card("Test Walker", "Artifact Creature — Construct", "This creature enters with X +1/+1 counters on it.", "{X}{X}", "0/0")
CHALICE = card("Test Chalice", "Artifact", "This artifact enters with X charge counters on it.", "{X}{X}")


def test_the_trigger_is_read() -> None:
    """603.2: a cast trigger of permanent spells with {X} in their mana cost, doubling X."""
    (a,) = parse_abilities(FLOURISHING["oracle_text"], card_name="Test Flourishing", type_line=TypeLine.parse("Enchantment"))
    assert isinstance(a, TriggeredAbility) and isinstance(a.event, SpellCast) and a.event.spells.has_x
    (e,) = a.continuous
    assert isinstance(e, EntersGrant) and e.x_factor == 2 and e.entering is None


def test_x_is_doubled_before_the_spell_resolves() -> None:
    """107.3m: X=2 doubled is 4: four +1/+1 counters; two triggers: X=1 becomes 4."""
    g = game([FLOURISHING, WALKER, CHALICE], you=["Test Flourishing"], hand={"you": ["Test Walker", "Test Chalice"]})
    got = enters(g, "Test Walker", x=2)
    assert got.counters == {"+1/+1": 4} and got.mana_value == 0
    assert enters(g, "Test Chalice", x=1).counters == {"charge": 2}
    two = game([FLOURISHING, CHALICE], you=[{"card": "Test Flourishing", "id": "f1"}, {"card": "Test Flourishing", "id": "f2"}], hand={"you": ["Test Chalice"]})
    assert enters(two, "Test Chalice", x=1).counters == {"charge": 4}


def test_only_its_controllers_spells_and_only_cast_ones() -> None:
    """603.2: "you cast": an opponent's does not trigger; not cast, X is 0 and nothing triggers."""
    g = game([FLOURISHING, WALKER], opp=["Test Flourishing"], hand={"you": ["Test Walker"]})
    assert enters(g, "Test Walker", x=2).counters == {"+1/+1": 2}
    g = game([FLOURISHING, WALKER], you=["Test Flourishing"], hand={"you": ["Test Walker"]})
    assert enters(g, "Test Walker", cast=False).counters == {}
