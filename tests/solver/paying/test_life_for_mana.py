"""audit28: "For each {B} in a cost, you may pay 2 life rather than pay that mana." (K'rrik, Son of
Yawgmoth): its controller may pay each {B} of the costs they pay (spells, activated abilities,
can_pay) with 2 life (118.3, 119.4: never more life than they have), as a Phyrexian symbol is
(107.4f); not when they can't pay life (119.8: Platinum Emperion); the total cost is unchanged
(601.2f). The sentence was unreadable, so the card was refused. Cards by their Oracle text."""

from __future__ import annotations

from manasolve.model.abilities import LifeForMana, StaticAbility
from manasolve.model.mana import ManaType
from manasolve.solver.app.queries import can_activate, can_pay, cast

from tests.games import card, game, read

KRRIK = card("K'rrik, Son of Yawgmoth", "Legendary Creature — Phyrexian Horror Minion",
             "({B/P} can be paid with either {B} or 2 life.)\nLifelink\nFor each {B} in a cost, you may pay 2 life rather than pay that mana.\n"
             "Whenever you cast a black spell, put a +1/+1 counter on K'rrik.", "{4}{B/P}{B/P}{B/P}", "2/2")
SIGN = card("Sign in Blood", "Sorcery", "Target player draws two cards and loses 2 life.", "{B}{B}")
SHADE = card("Nantuko Shade", "Creature — Insect Shade", "{B}: This creature gets +1/+1 until end of turn.", "{B}{B}", "2/1")
EMPERION = card("Platinum Emperion", "Artifact Creature — Golem", "Your life total can't change.", "{8}", "8/8")
ALL = [KRRIK, SIGN, SHADE, EMPERION]


def test_the_sentence_reads_as_a_permission_to_pay_life() -> None:
    k = [a for a in read(KRRIK["oracle_text"], KRRIK["type_line"], KRRIK["name"]) if isinstance(a, StaticAbility)]
    assert [e for a in k for e in a.effects] == [LifeForMana(ManaType.B, 2)]


def test_each_b_by_2_life_within_the_life_total() -> None:
    """119.4: {B}{B} is 4 life: payable at 4 life, not at 3 (then one {B} needs mana)."""
    def legal(life: int, lands: list[str]) -> bool:
        s = game(ALL, ["K'rrik, Son of Yawgmoth", *lands], hand={"you": ["Sign in Blood"]}, life={"you": life})
        answer = cast(s, "Sign in Blood").answer
        assert answer["cost"] == "{B}{B}"  # 601.2f: the cost is as printed
        return bool(answer["legal"])

    assert legal(4, []) is True
    assert legal(3, []) is False
    assert legal(3, ["Swamp"]) is True


def test_activated_abilities_and_its_controller_only() -> None:
    """"in a cost": Nantuko Shade's {B} (602.2b); "you may": the opponent's K'rrik does nothing for me."""
    assert can_activate(game(ALL, ["K'rrik, Son of Yawgmoth", "Nantuko Shade"]), "Nantuko Shade", 0).answer is True
    assert can_activate(game(ALL, ["Nantuko Shade"], ["K'rrik, Son of Yawgmoth"]), "Nantuko Shade", 0).answer is False
    assert can_pay(game(ALL, ["K'rrik, Son of Yawgmoth"]), "you", "{B}{B}{1}").answer is False  # generic mana is never life
    assert can_pay(game(ALL, ["K'rrik, Son of Yawgmoth"]), "you", "{B}{B}").answer is True


def test_no_life_under_platinum_emperion() -> None:
    """119.8: a player whose life total can't change can't pay life: {B} needs mana."""
    assert can_pay(game(ALL, ["K'rrik, Son of Yawgmoth", "Platinum Emperion"]), "you", "{B}").answer is False


WITCH = card("Bog Witch", "Creature — Human Spellshaper", "{B}, {T}, Discard a card: Add {B}{B}{B}.", "{2}{B}", "1/1")
SYLEX = card("Karn's Sylex", "Legendary Artifact", "Karn's Sylex enters tapped.\nPlayers can't pay life to cast spells or to activate abilities that aren't mana abilities.\n"
             "{X}, {T}, Exile Karn's Sylex: Destroy each nonland permanent with mana value X or less. Activate only as a sorcery.", "{3}")


def test_a_mana_abilitys_b_by_life_in_the_plans() -> None:
    """"in a cost": a mana ability's {B} too (605.1a): K'rrik lets Bog Witch's "{B}, {T}, Discard a
    card" be paid with 2 life, so the plans make {B}{B}{B}; Karn's Sylex, which spares mana
    abilities, doesn't stop it (it stops Nantuko Shade's {B} by life)."""
    from manasolve.solver.app.queries import available_mana

    cards = [*ALL, WITCH, SYLEX]
    s = game(cards, ["K'rrik, Son of Yawgmoth", "Bog Witch"], hand={"you": ["Sign in Blood"]})
    assert available_mana(s, "you", hand=False).answer == ["BBB"]
    assert available_mana(game(cards, ["Bog Witch"], hand={"you": ["Sign in Blood"]}), "you", hand=False).answer == [""]
    s = game(cards, ["K'rrik, Son of Yawgmoth", "Bog Witch", "Karn's Sylex"], hand={"you": ["Sign in Blood"]})
    assert can_activate(s, "Bog Witch", 0).answer is True
    s = game(cards, ["K'rrik, Son of Yawgmoth", "Karn's Sylex", "Nantuko Shade"])
    assert can_activate(s, "Nantuko Shade", 0).answer is False


DEMON = card("Demon of Fate's Design", "Enchantment Creature — Demon", "Flying, trample\nOnce during each of your turns, you may cast an enchantment spell by paying life "
             "equal to its mana value rather than paying its mana cost.\n{2}{B}, Sacrifice another enchantment: This creature gets +X/+0 until end of turn, "
             "where X is the sacrificed enchantment's mana value.", "{4}{B}{B}", "6/6")
ARENA = card("Phyrexian Arena", "Enchantment", "At the beginning of your upkeep, you draw a card and you lose 1 life.", "{1}{B}{B}")


def test_casting_an_enchantment_by_paying_life_equal_to_its_mana_value() -> None:
    """audit28: "Once during each of your turns, you may cast an enchantment spell by paying life
    equal to its mana value rather than paying its mana cost." (Demon of Fate's Design): an
    alternative cost in life (118.9, 119.4: 3 life at 3, not at 2), once each of its controller's
    turns, never under Platinum Emperion (119.8). The sentence was unreadable."""
    cards = [*ALL, DEMON, ARENA]
    def legal(life: int, **top: object) -> bool:
        s = game(cards, ["Demon of Fate's Design"], hand={"you": ["Phyrexian Arena"]}, life={"you": life}, **top)
        return bool(cast(s, "Phyrexian Arena").answer["legal"])

    assert legal(3) is True
    assert legal(2) is False
    assert legal(3, active="opp") is False
    s = game(cards, ["Demon of Fate's Design", "Platinum Emperion"], hand={"you": ["Phyrexian Arena"]})
    assert cast(s, "Phyrexian Arena").answer["legal"] is False
