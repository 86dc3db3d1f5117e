"""audit30: who may crew, and with what (702.122a: "Tap any number of other untapped creatures you
control with total power N or greater").

* "This creature crews Vehicles using its toughness rather than its power." (Giant Ox, Interface
  Ace): its toughness counts toward the total (it was classified inert, "combat").
* "Enchanted creature can't attack, block, or crew Vehicles." (Revoke Privileges, Intercessor's
  Arrest, Bound in Gold): it can't be tapped to pay a crew cost (101.2); its mana abilities are
  untouched. The three Auras were refused as unreadable.
* "Its activated abilities can't be activated unless they're mana abilities." after a sentence about
  the enchanted permanent (Intercessor's Arrest) is about that permanent, not the Aura (602.5,
  605.1a)."""

from __future__ import annotations

from manasolve.model.abilities import CantActivate, CantCrew, CrewsAsThough, StaticAbility
from manasolve.model.selectors import Relation
from manasolve.solver.app.queries import can_activate

from tests.games import card, game, read, tap

OX = card("Giant Ox", "Creature — Ox", "This creature crews Vehicles using its toughness rather than its power.", "{1}{W}", "0/4")
SHIP = card("Big Ship", "Artifact — Vehicle", "{T}: Add one mana of any color.\nCrew 3", "{3}", "5/5")
REVOKE = card("Revoke Privileges", "Enchantment — Aura", "Enchant creature\nEnchanted creature can't attack, block, or crew Vehicles.", "{2}{W}")
ARREST = card("Intercessor's Arrest", "Enchantment — Aura", "Enchant permanent\nEnchanted permanent can't attack, block, or crew Vehicles. Its activated abilities can't be activated unless they're mana abilities.", "{2}{W}")
GOLD = card("Bound in Gold", "Enchantment — Aura", "Enchant permanent\nEnchanted permanent can't attack, block, or crew Vehicles, and its activated abilities can't be activated unless they're mana abilities.", "{2}{W}")
BEARS = card("Bears", "Creature — Bear", "", "{1}{G}", "2/2")
ELVES = card("Elves", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")


def test_toughness_counts_toward_crew() -> None:
    (a,) = read(OX["oracle_text"], OX["type_line"], OX["name"])
    assert isinstance(a, StaticAbility) and isinstance(a.effects[0], CrewsAsThough) and a.effects[0].toughness
    s = game([OX, SHIP], [{"card": "Big Ship", "id": "ship"}, {"card": "Giant Ox", "summoning_sick": True}])
    assert can_activate(s, "ship", 1).answer is True  # toughness 4 >= 3 (power 0 would not do)


def test_an_enchanted_creature_cant_crew_but_taps_for_mana() -> None:
    s = game([SHIP, REVOKE, BEARS, ELVES], [{"card": "Big Ship", "id": "ship"}, {"card": "Bears", "id": "b"}, {"card": "Revoke Privileges", "attached_to": "b"}, "Elves"])
    assert can_activate(s, "ship", 1).answer is False  # only the Elves' 1 counts
    free = game([SHIP, BEARS, ELVES], [{"card": "Big Ship", "id": "ship"}, "Bears", "Elves"])
    assert can_activate(free, "ship", 1).answer is True
    e = game([SHIP, REVOKE, ELVES], [{"card": "Elves", "id": "e"}, {"card": "Revoke Privileges", "attached_to": "e"}])
    assert tap(e, "e") == {"G"}


def test_its_is_the_enchanted_permanent() -> None:
    for aura in (ARREST, GOLD):
        _, a = read(aura["oracle_text"], aura["type_line"], aura["name"])
        assert isinstance(a, StaticAbility)
        assert [type(x) for x in a.effects] == [CantCrew, CantActivate]
        assert all(x.affected.relation is Relation.ENCHANTED for x in a.effects if isinstance(x, (CantCrew, CantActivate)))
        s = game([SHIP, aura, BEARS], [{"card": "Big Ship", "id": "ship"}, {"card": aura["name"], "attached_to": "ship"}, "Bears"])
        assert can_activate(s, "ship", 1).answer is False  # crew is no mana ability (605.1a)
        assert tap(s, "ship") == set("WUBRG")  # its mana ability is spared
