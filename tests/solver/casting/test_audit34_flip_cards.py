"""audit34: flip cards (710). A flip card's top half is its normal characteristics; its flipped
half is used only by a permanent on the battlefield that has been flipped (710.1a, 710.2, 710.3),
and "a flip card's color and mana cost don't change if the permanent is flipped" (710.1b): a
flipped Shidako, Broodmistress is green with mana value 3, like Orochi Eggwatcher. Before
audit34 such a card was read as a modal double-faced card, whose flipped half had no mana cost
(colourless, mana value 0) and was offered as a spell of its own."""

from __future__ import annotations

from manasolve.model.cards import CardData
from manasolve.model.library import read_card
from manasolve.solver.app.queries import available_mana, cast, cast_options

from games import card, game

EGGWATCHER = card("Orochi Eggwatcher // Shidako, Broodmistress", "Creature — Snake Shaman // Legendary Creature — Snake Shaman",
                  "{2}{G}, {T}: Create a 1/1 green Snake creature token. If you control ten or more creatures, flip this creature.\n//\n"
                  "{G}, Sacrifice a creature: Target creature gets +3/+3 until end of turn.", "{2}{G} // ", "1/1")
FOOD_CHAIN = card("Food Chain", "Enchantment",
                  "Exile a creature you control: Add X mana of any one color, where X is 1 plus the exiled creature's mana value. "
                  "Spend this mana only to cast creature spells.", "{2}{G}")
COIN = card("Coin Flipper // Coin Land", "Creature — Human // Land",
            "{T}: Flip a coin.\n//\n{T}: Add {R}.", "{1}{R} // ", "1/1")


def test_a_flip_card_is_read_as_one() -> None:
    """710.1, 710.1b: the flipped half keeps the card's mana cost (and so its colour and mana
    value); "flip a coin" makes no flip card."""
    c = read_card(CardData.from_mapping(EGGWATCHER))
    assert c.layout == "flip" and c.faces[1].layout == "flip"
    assert str(c.faces[1].mana_cost) == "{2}{G}" and c.faces[1].mana_value() == 3 and c.faces[1].colors == c.colors
    assert read_card(CardData.from_mapping(COIN)).layout == "modal_dfc"


def test_a_flipped_permanent_keeps_its_mana_value_for_food_chain() -> None:
    """710.1b, 202.3: Food Chain exiling a flipped Shidako (mana value 3) adds 4 mana."""
    s = game([EGGWATCHER, FOOD_CHAIN], you=["Shidako, Broodmistress", "Food Chain"])
    assert set(available_mana(s, "you").answer) == {"WWWW", "UUUU", "BBBB", "RRRR", "GGGG"}


def test_the_flipped_half_is_not_cast() -> None:
    """710.2: in every zone but the battlefield a flip card has only its normal characteristics:
    it is cast as its top half, never as the flipped one."""
    s = game([EGGWATCHER], you=["Forest", "Forest", "Forest"], hand={"you": ["Orochi Eggwatcher // Shidako, Broodmistress"]})
    way = cast(s, "Shidako, Broodmistress").answer
    assert not way["legal"] and "710.2" in way["reason"]
    assert [o["card"] for o in cast_options(s, "Orochi Eggwatcher // Shidako, Broodmistress").answer] == ["Orochi Eggwatcher"]
