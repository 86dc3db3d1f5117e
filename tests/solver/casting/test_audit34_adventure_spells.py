"""audit34: "Permanent spells you cast that have an Adventure cost {1} less to cast." (Beluna
Grandsquall). A spell that has an Adventure is one cast from an adventurer card as its creature
(715.1, 715.4); cast as its Adventure it has only the Adventure's characteristics (715.3a: an
instant, no permanent spell), so the reduction does not apply to it (601.2f). Before audit34 the
sentence was not read and the card was refused."""

from __future__ import annotations

from manasolve.model.abilities import CostModifier, StaticAbility
from manasolve.solver.app.queries import cast

from games import card, game, read

GIANT = card("Bonecrusher Giant // Stomp", "Creature — Giant // Instant — Adventure",
             "Whenever this creature becomes the target of a spell, this creature deals 2 damage to that spell's controller.\n//\n"
             "Damage can't be prevented this turn. Stomp deals 2 damage to any target.", "{2}{R} // {1}{R}", "4/3")
BELUNA = card("Beluna Grandsquall // Seek Thrills", "Legendary Creature — Giant Noble // Sorcery — Adventure",
              "Trample\nPermanent spells you cast that have an Adventure cost {1} less to cast.\n//\n"
              "Mill seven cards. Then put all creature and land cards milled this way into your hand.", "{G}{U}{R} // {2}{G}", "4/4")
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")


def test_the_sentence_is_read() -> None:
    (ability,) = read("Permanent spells you cast that have an Adventure cost {1} less to cast.", "Creature")
    assert isinstance(ability, StaticAbility)
    (effect,) = ability.effects
    assert isinstance(effect, CostModifier) and effect.spells.has_adventure


def test_the_creature_of_an_adventurer_card_costs_less_its_adventure_does_not() -> None:
    """601.2f, 715.3a: Bonecrusher Giant costs {1}{R}; Stomp (an instant) still {1}{R};
    Grizzly Bears (no Adventure) {1}{G}."""
    s = game([GIANT, BELUNA, BEARS], you=["Beluna Grandsquall", "Mountain", "Mountain", "Forest"],
             hand={"you": ["Bonecrusher Giant // Stomp", "Grizzly Bears"]})
    assert cast(s, "Bonecrusher Giant").answer["cost"] == "{1}{R}"
    assert cast(s, "Stomp").answer["cost"] == "{1}{R}"
    assert cast(s, "Grizzly Bears").answer["cost"] == "{1}{G}"
