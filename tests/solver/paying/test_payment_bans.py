"""bans19: what players can't pay to cast spells or activate abilities (118.3; 101.2: a "can't"
wins over what a cost asks). "Players can't pay life or sacrifice nonland permanents to cast
spells or activate abilities." (Yasharn, Implacable Earth), "... pay life or sacrifice creatures
..." (Angel of Jubilation), "Your life total can't change." (Platinum Emperion: 119.8, a cost of
paying life can't be paid; its controller only), "<permanent> can't be sacrificed." (Assault Suit,
701.21a). Paying 0 life stays possible (118.3b); what a permanent could produce ignores costs
(106.7). Cards by their Oracle text."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from manasolve.model.abilities import CantBeSacrificed, PaymentProhibition, StaticAbility
from manasolve.model.selectors import Who
from manasolve.solver.app.queries import available_mana, can_activate, can_pay, cast, could_produce

from tests.games import card, game, read

YASHARN = card("Yasharn, Implacable Earth", "Legendary Creature — Elemental Boar", "When Yasharn enters, search your library for a basic Forest card and a basic Plains card, reveal those cards, put them into your hand, then shuffle.\n"
               "Players can't pay life or sacrifice nonland permanents to cast spells or activate abilities.", "{2}{G}{W}", "4/4")
ANGEL = card("Angel of Jubilation", "Creature — Angel", "Flying\nOther nonblack creatures you control get +1/+1.\nPlayers can't pay life or sacrifice creatures to cast spells or activate abilities.", "{1}{W}{W}{W}", "3/3")
EMPERION = card("Platinum Emperion", "Artifact Creature — Golem", "Your life total can't change.", "{8}", "8/8")
SUIT = card("Assault Suit", "Artifact — Equipment", "Equipped creature gets +2/+2, has haste, can't attack you or planeswalkers you control, and can't be sacrificed.\n"
            "At the beginning of each opponent's upkeep, you may have that player gain control of equipped creature until end of turn. If you do, untap it.\nEquip {3}", "{4}")
CONFLUENCE = card("Mana Confluence", "Land", "{T}, Pay 1 life: Add one mana of any color.")
PETAL = card("Lotus Petal", "Artifact", "{T}, Sacrifice this artifact: Add one mana of any color.")
ALTAR = card("Phyrexian Altar", "Artifact", "Sacrifice a creature: Add one mana of any color.", "{3}")
PET = card("Blood Pet", "Creature — Thrull", "Sacrifice this creature: Add {B}.", "{B}", "1/1")
ELVES = card("Llanowar Elves", "Creature — Elf Druid", "{T}: Add {G}.", "{G}", "1/1")
PROBE = card("Gitaxian Probe", "Sorcery", "({U/P} can be paid with either {U} or 2 life.)\nLook at target player's hand.\nDraw a card.", "{U/P}")
RITES = card("Village Rites", "Instant", "As an additional cost to cast this spell, sacrifice a creature.\nDraw two cards.", "{B}")
PORTAL = card("Thran Portal", "Land — Gate", "This land enters tapped unless you control two or fewer other lands.\nAs this land enters, choose a basic land type.\n"
              "This land is the chosen type in addition to its other types.\nMana abilities of this land cost an additional 1 life to activate.")
SYLEX = card("Karn's Sylex", "Legendary Artifact", "Karn's Sylex enters tapped.\nPlayers can't pay life to cast spells or to activate abilities that aren't mana abilities.\n"
             "{X}, {T}, Exile Karn's Sylex: Destroy each nonland permanent with mana value X or less. Activate only as a sorcery.", "{3}")
PROTECTION = card("Teferi's Protection", "Instant", "Until your next turn, your life total can't change and you gain protection from everything. All permanents you control phase out. "
                  "(While they're phased out, they're treated as though they don't exist. They phase in before you untap during your untap step.)\nExile Teferi's Protection.", "{2}{W}")
ALL = [PROTECTION, SYLEX, YASHARN, ANGEL, EMPERION, SUIT, CONFLUENCE, PETAL, ALTAR, PET, ELVES, PROBE, RITES, PORTAL]


def test_the_sentences_read_as_payment_prohibitions() -> None:
    """Each template becomes the prohibition it states, for the players it names (109.5)."""
    *_, y = read(YASHARN["oracle_text"], YASHARN["type_line"], YASHARN["name"])
    assert isinstance(y, StaticAbility)
    (e,) = y.effects
    assert isinstance(e, PaymentProhibition) and e.players is Who.ANY and e.life and e.sacrifice is not None and "Land" in e.sacrifice.excluded_types
    (emp,) = read(EMPERION["oracle_text"], EMPERION["type_line"], EMPERION["name"])
    assert isinstance(emp, StaticAbility)
    assert emp.effects == (PaymentProhibition(Who.YOU, life=True),)
    suit = read(SUIT["oracle_text"], SUIT["type_line"], SUIT["name"])[0]
    assert isinstance(suit, StaticAbility) and any(isinstance(x, CantBeSacrificed) for x in suit.effects)


def test_a_life_cost_of_a_mana_ability_cannot_be_paid_under_yasharn() -> None:
    """118.3: Mana Confluence's "Pay 1 life" can't be paid, by any player (Yasharn says
    "Players"); what it could produce ignores the cost (106.7)."""
    s = game(ALL, ["Mana Confluence"], ["Yasharn, Implacable Earth"])
    assert can_activate(s, "Mana Confluence", 0).answer is False
    assert could_produce(s, "Mana Confluence").answer == ["W", "U", "B", "R", "G"]
    assert available_mana(s, "you").answer == [""]
    assert available_mana(game(ALL, ["Mana Confluence"], []), "you").answer == ["W", "U", "B", "R", "G"]


def test_an_added_life_cost_is_stopped_too() -> None:
    """602.2b, 118.8: Thran Portal's additional 1 life is a life payment like a printed one."""
    s = game(ALL, [{"card": "Thran Portal", "chosen_type": "Island"}], ["Platinum Emperion"])
    assert can_activate(s, "Thran Portal", 0).answer is True  # the opponent's Emperion binds its controller only
    s = game(ALL, [{"card": "Thran Portal", "chosen_type": "Island"}, "Platinum Emperion"], [])
    assert can_activate(s, "Thran Portal", 0).answer is False
    assert can_pay(s, "you", "{U}").answer is False


def test_sacrificing_a_nonland_permanent_for_mana_is_stopped_not_a_land() -> None:
    """Yasharn stops Lotus Petal's "Sacrifice this artifact" (701.21a), and nothing of a land's."""
    s = game(ALL, ["Yasharn, Implacable Earth", "Lotus Petal", "Forest"])
    assert can_activate(s, "Lotus Petal", 0).answer is False
    assert available_mana(s, "you").answer == ["G"]


def test_phyrexian_symbols_need_mana_when_life_cannot_be_paid() -> None:
    """107.4f: {U/P} is paid with {U} or 2 life; under Yasharn only with {U}."""
    assert cast(game(ALL, ["Yasharn, Implacable Earth"], hand={"you": ["Gitaxian Probe"]}), "Gitaxian Probe").answer["legal"] is False
    assert cast(game(ALL, ["Yasharn, Implacable Earth", "Island"], hand={"you": ["Gitaxian Probe"]}), "Gitaxian Probe").answer["legal"] is True
    assert cast(game(ALL, [], hand={"you": ["Gitaxian Probe"]}), "Gitaxian Probe").answer["legal"] is True


def test_a_resolved_spell_stops_its_casters_life_payments() -> None:
    """611.2a: Teferi's Protection's "Until your next turn, your life total can't change" lasts
    once it has resolved; it binds its caster, not the opponent (the sentence's "your"); "you gain
    protection from everything" (702.16j) no mana rule consults."""
    s = game(ALL, [{"card": "Mana Confluence", "id": "mine"}], [{"card": "Mana Confluence", "id": "theirs"}], spells_resolved_this_turn={"you": ["Teferi's Protection"]})
    assert can_activate(s, "mine", 0).answer is False
    assert can_activate(s, "theirs", 0).answer is True
    assert can_activate(game(ALL, ["Mana Confluence"]), "Mana Confluence", 0).answer is True


def test_karns_sylex_spares_mana_abilities() -> None:
    """"... or to activate abilities that aren't mana abilities" (605.1a): Mana Confluence still
    pays its life; a Phyrexian symbol of a spell can't be paid with life."""
    s = game(ALL, ["Karn's Sylex", "Mana Confluence"], hand={"you": ["Gitaxian Probe"]})
    assert can_activate(s, "Mana Confluence", 0).answer is True
    assert cast(s, "Gitaxian Probe").answer["legal"] is True  # with the Confluence's {U}
    assert cast(game(ALL, ["Karn's Sylex"], hand={"you": ["Gitaxian Probe"]}), "Gitaxian Probe").answer["legal"] is False


def test_angel_stops_sacrificing_creatures_only() -> None:
    """"sacrifice creatures": Phyrexian Altar and Village Rites can't sacrifice one; an artifact can
    still be sacrificed (Lotus Petal)."""
    s = game(ALL, ["Angel of Jubilation", "Phyrexian Altar", "Llanowar Elves", "Lotus Petal", "Swamp"], hand={"you": ["Village Rites"]})
    assert can_activate(s, "Phyrexian Altar", 0).answer is False
    assert can_activate(s, "Lotus Petal", 0).answer is True
    r = cast(s, "Village Rites")
    assert r.answer["legal"] is False and "Angel of Jubilation" in r.answer["reason"]


def test_a_permanent_that_cant_be_sacrificed_pays_no_sacrifice_cost() -> None:
    """701.21a: the equipped Blood Pet can't pay its own cost or the Altar's; the Elves can."""
    s = game(ALL, [{"card": "Blood Pet", "id": "pet"}, {"card": "Assault Suit", "attached_to": "pet"}, "Llanowar Elves", "Phyrexian Altar"])
    assert can_activate(s, "pet", 0).answer is False
    assert available_mana(s, "you").answer == ["WG", "UG", "BG", "RG", "GG"]


@settings(max_examples=10, deadline=None)
@given(st.lists(st.sampled_from(["Mana Confluence", "Lotus Petal", "Forest", "Llanowar Elves", "Blood Pet", "Phyrexian Altar"]), min_size=1, max_size=4),
       st.sampled_from(["Yasharn, Implacable Earth", "Angel of Jubilation", "Platinum Emperion"]))
def test_a_ban_only_takes_pools_away(board: list[str], ban: str) -> None:
    """A prohibition removes ways to pay, never adds one (118.3): each pool made under the ban is
    contained in a pool made without it (the same permanents plus a vanilla creature in its
    place)."""
    def pools(extra: str) -> list[str]:
        a = available_mana(game(ALL + [card("Bear", "Creature — Bear", "", "{1}{G}", "2/2")], board + [extra]), "you").answer
        assert isinstance(a, list)
        return a
    free, banned = pools("Bear"), pools(ban)

    def within(small: str, big: str) -> bool:
        return all(small.count(c) <= big.count(c) for c in set(small))
    assert all(any(within(p, q) for q in free) for p in banned)
