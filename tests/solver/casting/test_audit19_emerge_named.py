"""audit19: a cast query that asks for emerge may name the creature it sacrifices (``sacrifice:
[REF]``): 702.119a, the emerge cost is reduced by that creature's mana value (generic only,
118.7a), and Trinisphere applies after it (601.2f: a total cost under three becomes three). A
permanent that is not a creature can't be sacrificed for emerge."""

from __future__ import annotations

from manasolve.solver.app.queries import cast

from games import card, game

FIEND = card("Elder Deep-Fiend", "Creature — Eldrazi Octopus",
             "Flash\nEmerge {5}{U}{U} (You may cast this spell by sacrificing a creature and paying the emerge cost reduced by that creature's mana value.)",
             "{5}{U}{U}", "5/6")
CRUSHER = card("Ulamog's Crusher", "Creature — Eldrazi", "Annihilator 2\nThis creature attacks each combat if able.", "{8}", "8/8")
TRINISPHERE = card("Trinisphere", "Artifact", "As long as this artifact is untapped, each spell that would cost less than three mana to cast costs three mana to cast.", "{3}")


def test_emerge_sacrifices_the_named_creature() -> None:
    s = game([FIEND, CRUSHER, TRINISPHERE], you=["Trinisphere", *["Island"] * 6, "Ulamog's Crusher", "Llanowar Elves"], hand={"you": ["Elder Deep-Fiend"]})
    crusher = cast(s, "Elder Deep-Fiend", alternative_cost="emerge", sacrifice=["Ulamog's Crusher"]).answer
    assert crusher["legal"] and crusher["cost"] == "{1}{U}{U}"  # {5}{U}{U} - 8 = {U}{U}; Trinisphere: three mana
    elves = cast(s, "Elder Deep-Fiend", alternative_cost="emerge", sacrifice=["Llanowar Elves"]).answer
    assert elves["legal"] and elves["cost"] == "{4}{U}{U}"
    assert not cast(s, "Elder Deep-Fiend", alternative_cost="emerge", sacrifice=["Trinisphere"]).answer["legal"]
