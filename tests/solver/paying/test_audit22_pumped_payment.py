"""audit22: a cycle of mana abilities that gains mana (605.3a: a mana ability may be activated
whenever its cost can be paid) can be repeated as often as the player wants, so ``can_pay`` is
decided when ``available_mana`` is ``unbounded``: the forward search pumps the cycle (the kinds
of mana it gains become unlimited: the Karp-Miller acceleration) instead of giving up. Before,
every cost was an error when the cycle used an untap symbol ({Q}, 107.6): Pili-Pala with Grand
Architect, Pili-Pala with Cryptolith Rite and Mana Reflection. What the cycle cannot make stays
unpayable (106.6: Grand Architect's {C} only for artifacts; Pili-Pala makes only colours)."""

from __future__ import annotations

from manasolve.solver.app.queries import available_mana, can_pay

from tests.games import card, game

PILI = card("Pili", "Artifact Creature — Scarecrow", "Flying\n{2}, {Q}: Add one mana of any color.", "{2}", "1/1")
ARCHITECT = card(
    "Architect", "Creature — Vedalken Artificer",
    "Other blue creatures you control get +1/+1.\n{U}: Target artifact creature becomes blue until end of turn.\n"
    "Tap an untapped blue creature you control: Add {C}{C}. Spend this mana only to cast artifact spells or activate abilities of artifacts.",
    "{1}{U}{U}", "1/3",
)
PAINTER = card("Painter", "Artifact Creature — Scarecrow", "As this creature enters, choose a color.\nAll cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors.", "{1}", "1/3")
RITE = card("Rite", "Enchantment", 'Creatures you control have "{T}: Add one mana of any color."', "{G}")
REFLECTION = card("Reflection", "Enchantment", "If you tap a permanent for mana, it produces twice as much of that mana instead.", "{4}{G}{G}")
RELIC = card("Relic", "Artifact", "{T}: Draw a card.", "{3}")
BEAR = card("Bear", "Creature — Bear", "", "{1}{G}", "2/2")


def test_pili_pala_and_grand_architect_pay_any_coloured_cost() -> None:
    g = game([PILI, ARCHITECT, PAINTER, RELIC, BEAR], ["Pili", "Architect", {"card": "Painter", "chosen_color": "U"}], hand={"you": ["Relic", "Bear"]})
    assert available_mana(g, "you").answer == "unbounded"
    assert can_pay(g, "you", "{W}{U}{B}{R}{G}{W}{U}{B}{10}").answer is True
    assert can_pay(g, "you", "{C}").answer is False  # 106.6: the {C} is only for artifacts
    assert can_pay(g, "you", "{C}{C}{C}{C}{C}{C}{C}", for_="Relic").answer is True
    assert can_pay(g, "you", "{C}", for_="Bear").answer is False


def test_rite_and_reflection_pump_pili_pala() -> None:
    """{T} (Rite) gives two mana under Mana Reflection, {2},{Q} one: each turn gains one."""
    g = game([PILI, RITE, REFLECTION], ["Pili", "Rite", "Reflection"])
    assert available_mana(g, "you").answer == "unbounded"
    assert can_pay(g, "you", "{W}{W}{W}{W}{W}{W}{W}{W}{W}{9}").answer is True
    assert can_pay(g, "you", "{C}").answer is False


FIREBALL = card("Fireball", "Sorcery", "This spell costs {1} more to cast for each target beyond the first.\nFireball deals X damage divided evenly, rounded down, among any number of targets.", "{X}{R}")
FOREST_WHEEL = card("Wheel", "Artifact", "{T}: Add {G}.\n{3}, {Q}: Add {G}{G}.", "{4}")


def test_cast_options_see_the_pumped_cycle() -> None:
    """cast_options bounds X by the most mana the caster can make; an untap symbol (107.6) lets a
    {T} ability be activated again, so a cycle of them has no bound: X up to Options.max_x."""
    from manasolve.solver.app.queries import cast_options

    g = game([PILI, RITE, REFLECTION, FIREBALL], ["Pili", "Rite", "Reflection"], hand={"you": ["Fireball"]})
    assert max(o["x"] for o in cast_options(g, "Fireball").answer) >= 20


def test_an_untapping_ability_bounded_by_the_search() -> None:
    """The Wheel, two Forests and a Mountain: untapping the Wheel gains nothing ({G}{G}{G} for
    {G}{G}, then {G} again): four mana at most, so X is at most 3 (the Mountain's {R} pays {R})."""
    from manasolve.solver.app.queries import cast_options

    g = game([FOREST_WHEEL, FIREBALL], ["Wheel", "Forest", {"card": "Forest", "id": "f2"}, "Mountain"], hand={"you": ["Fireball"]})
    assert max(o["x"] for o in cast_options(g, "Fireball").answer) == 3
