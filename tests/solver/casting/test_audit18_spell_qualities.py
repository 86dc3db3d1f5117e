"""audit18: cost changes of spells described after "you cast" (601.2f): "Each spell you cast
that's red or green costs {1} less" (a spell of at least one of the colours, 105.2; one effect, so
a red-and-green spell is reduced once), "Each spell you cast that's a Demon, Horror, or
Nightmare" (one of the subtypes, 205.3), and "Spells you cast that share a card type with the
exiled card cost {2} less" (205.2a; the card exiled with the text's object, 607.2a: nothing
exiled, nothing shared). A generic reduction takes off generic mana only (118.7a)."""

from __future__ import annotations

from manasolve.model.abilities import CostModifier
from manasolve.model.mana import TypeSet
from manasolve.solver.app.queries import cast

from games import card, game, static_effect

ANARCHO = card("Anarcho", "Creature — Goblin Shaman", "Each spell you cast that's red or green costs {1} less to cast.", "{R}{G}", "2/2")
ANVIL = card("Anvil", "Artifact", "Spells you cast that share a card type with the exiled card cost {2} less to cast.", "{3}")
CELLAR = card("Cellar", "Creature — Horror", "Each spell you cast that's a Demon, Horror, or Nightmare costs {1} less to cast.", "{2}{B}", "0/4")
BEARS = card("Bears", "Creature — Bear", "", "{2}{G}", "2/2")
RG = card("Hybrid Beast", "Creature — Beast", "", "{3}{R}{G}", "4/4")
BOLT = card("Zap", "Instant", "Zap deals 3 damage to any target.", "{2}{U}")
DEMON = card("Pit Demon", "Creature — Demon", "", "{4}{B}", "5/5")


def _cost(cards: list[dict[str, object]], you: list[object], spell: str, **top: object) -> str:
    s = game(cards, you=you, hand={"you": [spell]}, **top)
    return str(cast(s, spell).cost)


def test_that_is_red_or_green_reads_the_colours() -> None:
    e = static_effect("Each spell you cast that's red or green costs {1} less to cast.", "Creature — Goblin")
    assert isinstance(e, CostModifier) and e.spells.colors == TypeSet.parse("RG") and not e.increase


def test_red_or_green_spells_cost_one_less_once() -> None:
    """105.2, 601.2f: a green spell is reduced, a blue one is not, a red-and-green one only once."""
    assert _cost([ANARCHO, BEARS], ["Anarcho"], "Bears") == "{1}{G}"
    assert _cost([ANARCHO, BOLT], ["Anarcho"], "Zap") == "{2}{U}"
    assert _cost([ANARCHO, RG], ["Anarcho"], "Hybrid Beast") == "{2}{R}{G}"


def test_that_is_one_of_the_subtypes() -> None:
    """205.3: "that's a Demon, Horror, or Nightmare": a Demon spell costs {1} less, a Bear not."""
    assert _cost([CELLAR, DEMON], ["Cellar"], "Pit Demon") == "{3}{B}"
    assert _cost([CELLAR, BEARS], ["Cellar"], "Bears") == "{2}{G}"


def test_shares_a_card_type_with_the_exiled_card() -> None:
    """205.2a, 607.2a: with a creature card exiled, a creature spell costs {2} less and an instant
    does not; with nothing exiled no spell shares a card type with it."""
    assert _cost([ANVIL, BEARS], [{"card": "Anvil", "exiled": ["Bears"]}], "Bears") == "{G}"
    assert _cost([ANVIL, BEARS, BOLT], [{"card": "Anvil", "exiled": ["Bears"]}], "Zap") == "{2}{U}"
    assert _cost([ANVIL, BEARS], ["Anvil"], "Bears") == "{2}{G}"


TEEG = card("Teeg", "Legendary Creature — Kithkin Advisor",
            "Noncreature spells with mana value 4 or greater can't be cast.\nNoncreature spells with {X} in their mana costs can't be cast.", "{G}{W}", "2/2")
STROKE = card("Stroke", "Instant", "Target player draws X cards.", "{X}{2}{U}")
HYDRA = card("Hydra", "Creature — Hydra", "This creature enters with X +1/+1 counters on it.", "{X}{G}", "0/0")


def test_spells_with_x_in_their_mana_costs_cant_be_cast() -> None:
    """601.3, 107.3: a noncreature spell with {X} in its mana cost can't be cast, X = 0 too; a
    creature spell with {X} can."""
    s = game([TEEG, STROKE, HYDRA], you=["Island", "Island", "Island", "Forest"], opp=["Teeg"], hand={"you": ["Stroke", "Hydra"]})
    assert cast(s, "Stroke", x=0).legal is False
    assert cast(s, "Hydra", x=1).legal is True
