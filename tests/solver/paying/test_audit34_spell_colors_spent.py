"""audit34: a spending restriction that names a spell's colours reads the spell's colours as it is
cast (106.6, 105.2), after the effects that change the colours of spells (613.1e): Painter's
Servant's "All cards that aren't on the battlefield, spells, and permanents are the chosen color
in addition to their other colors" makes Brainstorm (blue) a blue and red spell, so Pillar of the
Paruns' "Spend this mana only to cast a multicolored spell" can pay for it (whoever controls the
Servant); with blue chosen it stays monocolored. Before audit34 the card's printed colours were
read, for ``cast`` and for ``can_pay``'s ``for``."""

from __future__ import annotations

from manasolve.model.state import GameState
from manasolve.solver.app.queries import can_pay, cast

from games import card, game

PILLAR = card("Pillar of the Paruns", "Land", "{T}: Add one mana of any color. Spend this mana only to cast a multicolored spell.")
SERVANT = card("Painter's Servant", "Artifact Creature — Scarecrow",
               "As this creature enters, choose a color.\n"
               "All cards that aren't on the battlefield, spells, and permanents are the chosen color in addition to their other colors.", "{2}", "1/3")
BRAINSTORM = card("Brainstorm", "Instant", "Draw three cards, then put two cards from your hand on top of your library in any order.", "{U}")


def _game(color: str) -> GameState:
    return game([PILLAR, SERVANT, BRAINSTORM], you=["Pillar of the Paruns"], opp=[{"card": "Painter's Servant", "chosen_color": color}],
                hand={"you": ["Brainstorm"]})


def test_a_spell_made_multicolored_is_paid_with_multicolored_only_mana() -> None:
    s = _game("R")
    assert cast(s, "Brainstorm").answer["legal"]
    assert can_pay(s, "you", "{U}", for_="Brainstorm").answer


def test_a_spell_of_its_own_colour_stays_monocolored() -> None:
    s = _game("U")
    assert not cast(s, "Brainstorm").answer["legal"]
    assert not can_pay(s, "you", "{U}", for_="Brainstorm").answer


NEXUS = card("Maskwood Nexus", "Artifact",
             "Creatures you control are every creature type. The same is true for creature spells you control and creature cards you own "
             "that aren't on the battlefield.\n{3}, {T}: Create a 2/2 blue Shapeshifter creature token with changeling. (It is every creature type.)", "{4}")
CAVERN = card("Cavern of Souls", "Land",
              "As this land enters, choose a creature type.\n{T}: Add {C}.\n"
              "{T}: Add one mana of any color. Spend this mana only to cast a creature spell of the chosen type, and that spell can't be countered.")
LIONS = card("Savannah Lions", "Creature — Cat", "", "{W}", "2/1")


def test_can_pay_for_reads_the_spell_types_as_cast() -> None:
    """613.1d, 106.6: under Maskwood Nexus a Cat creature spell is every creature type, so Cavern of
    Souls naming Elf pays for it, in ``can_pay`` as in ``cast``."""
    s = game([NEXUS, CAVERN, LIONS], you=[{"card": "Cavern of Souls", "chosen_type": "Elf"}, "Maskwood Nexus"], hand={"you": ["Savannah Lions"]})
    assert cast(s, "Savannah Lions").answer["legal"]
    assert can_pay(s, "you", "{W}", for_="Savannah Lions").answer
    plain = game([CAVERN, LIONS], you=[{"card": "Cavern of Souls", "chosen_type": "Elf"}], hand={"you": ["Savannah Lions"]})
    assert not can_pay(plain, "you", "{W}", for_="Savannah Lions").answer
