"""Where the mana spent to cast a spell may come from (106.6, 601.2g-h): "Spend only mana produced
by creatures to cast this spell." (Myr Superion), "... by basic lands ..." (Imperiosaur), "You
can't spend mana to cast this spell." (Hogaak, Arisen Necropolis: convoke and delve pay it,
702.51a, 702.66a). The cards are real (Oracle text)."""

from __future__ import annotations

from typing import Any

from manasolve.model.abilities import SpellManaSources, StaticAbility
from manasolve.solver.app.queries import can_pay, cast

from tests.games import card, game, read

SUPERION = card("Myr Superion", "Artifact Creature — Myr", "Spend only mana produced by creatures to cast this spell.", "{2}", "5/6")
IMPERIOSAUR = card("Imperiosaur", "Creature — Dinosaur", "Spend only mana produced by basic lands to cast this spell.", "{2}{G}{G}", "5/5")
HOGAAK = card("Hogaak, Arisen Necropolis", "Legendary Creature — Avatar Horror", "You can't spend mana to cast this spell.\nConvoke, delve\nTrample", "{5}{B/G}{B/G}", "8/8")
SPRITES = card("Fire Sprites", "Creature — Faerie", "Flying\n{G}, {T}: Add {R}.", "{1}{G}", "1/1")


def _game(you: list[str], **more: Any) -> Any:
    return game([SUPERION, IMPERIOSAUR, HOGAAK, SPRITES], you, [], hand={"you": ["Myr Superion", "Imperiosaur", "Hogaak, Arisen Necropolis"]}, **more)


def test_the_sentences_read_as_the_spells_rule() -> None:
    """106.6: a rule of the spell about the mana spent on it (a static ability that functions on
    the stack, 113.6a); "You can't spend mana" allows no source."""
    (a,) = read(SUPERION["oracle_text"], SUPERION["type_line"], "Myr Superion")
    assert isinstance(a, StaticAbility) and isinstance(a.effects[0], SpellManaSources) and a.effects[0].sources is not None
    (h, *_) = read(HOGAAK["oracle_text"], HOGAAK["type_line"], "Hogaak, Arisen Necropolis")
    assert isinstance(h, StaticAbility) and h.effects[0] == SpellManaSources(None)


def test_only_creatures_mana_pays_myr_superion() -> None:
    """106.6: one Llanowar Elves and lands can't pay {2}; two creatures can."""
    assert cast(_game(["Llanowar Elves", "Forest", "Sol Ring"]), "Myr Superion").legal is False
    assert cast(_game(["Llanowar Elves", "Llanowar Elves"]), "Myr Superion").legal is True


def test_a_land_may_pay_a_creatures_mana_ability_on_the_way() -> None:
    """605.3a: the Forest's {G} pays Fire Sprites' cost, not the spell; the Sprites' {R} is mana
    produced by a creature, so it pays Myr Superion with the Elves' {G}."""
    assert cast(_game(["Llanowar Elves", "Fire Sprites", "Forest"]), "Myr Superion").legal is True
    assert cast(_game(["Llanowar Elves", "Forest", "Forest"]), "Myr Superion").legal is False


def test_only_basic_lands_mana_pays_imperiosaur() -> None:
    """106.6, 205.4: three Forests and an Elves make four mana, but only three from basic lands."""
    assert cast(_game(["Forest", "Forest", "Forest", "Llanowar Elves"]), "Imperiosaur").legal is False
    assert cast(_game(["Forest", "Forest", "Forest", "Forest"]), "Imperiosaur").legal is True


def test_can_pay_for_the_spell_applies_the_rule() -> None:
    """SCENARIOS.md can_pay ``for``: the restrictions of casting that spell apply."""
    s = _game(["Llanowar Elves", "Forest"])
    assert can_pay(s, "you", "{1}", for_="Myr Superion").answer is True
    assert can_pay(s, "you", "{2}", for_="Myr Superion").answer is False
    assert can_pay(s, "you", "{2}").answer is True


def test_hogaak_is_paid_by_convoke_and_delve_only() -> None:
    """101.2, 702.51a, 702.66a: no mana may be spent; three creatures and four cards in the
    graveyard pay {5}{B/G}{B/G}; with three cards only, the Forests can't make up the rest."""
    board = ["Llanowar Elves", "Llanowar Elves", "Birds of Paradise", "Forest", "Forest"]
    assert cast(_game(board, graveyard={"you": ["Forest", "Forest", "Island", "Island"]}), "Hogaak, Arisen Necropolis").legal is True
    no = cast(_game(board, graveyard={"you": ["Forest", "Forest", "Island"]}), "Hogaak, Arisen Necropolis")
    assert no.legal is False and "106.6" in no.rule
