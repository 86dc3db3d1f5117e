"""grants13: keyword grants and changes of power and toughness (613.1f, 613.4c) in the wordings real
cards add: "you don't control" (109.4), "with three or more +1/+1 counters on them" (122.1),
"those creatures" (608.2c, 611.2c), a lasting effect followed by a clause no mana rule consults,
"it" of a cast trigger (the spell, and the permanent it becomes, 400.7a), and "The same is true for
creature spells you control" after a type change (205.1, 613.1d)."""

from __future__ import annotations

from manasolve.model.abilities import GrantAbilities, Haste, ModifyPT, SpellTypes, StaticAbility, TriggeredAbility, ActivatedAbility
from manasolve.model.selectors import Relation, Who
from manasolve.solver.app.queries import cast

from games import card, game, read, tap

ELDERHALL = "{T}: Up to one target creature you don't control gets -2/-2 until end of turn."


def test_you_dont_control_is_another_players_permanent() -> None:
    """109.4: "target creature you don't control" is a creature another player controls."""
    (a,) = read(ELDERHALL, "Land")
    assert isinstance(a, ActivatedAbility)
    (e,) = a.continuous
    assert isinstance(e, ModifyPT) and (e.power, e.toughness) == (-2, -2) and e.duration == "until end of turn"
    assert e.affected.who is Who.OPPONENT and e.affected.relation is Relation.TARGET


RUNADI = card(
    "Runadi, Behemoth Caller", "Legendary Creature — Cat Shaman",
    "Creatures you control with three or more +1/+1 counters on them have haste.\n{T}: Add {G}.", "{2}{G}", "3/3",
)


def test_three_or_more_counters_is_a_least_count() -> None:
    """122.1, 613.1f, 302.6: haste for a creature with three +1/+1 counters (it taps for mana
    the turn it arrived), none for one with two."""
    s = game([RUNADI], you=[
        "Runadi, Behemoth Caller",
        {"card": "Llanowar Elves", "id": "three", "summoning_sick": True, "counters": {"+1/+1": 3}},
        {"card": "Llanowar Elves", "id": "two", "summoning_sick": True, "counters": {"+1/+1": 2}},
    ])
    assert tap(s, "three") == {"G"}
    assert tap(s, "two") == "illegal"


def test_those_creatures_are_the_creatures_named_before() -> None:
    """608.2c, 611.2c: "Those creatures" after "Untap all creatures you control" are the objects
    that instruction named, fixed as the ability resolved (REFERRED: the resolution lists them)."""
    (a,) = read("{T}: Untap all creatures you control. Those creatures gain haste until end of turn.", "Artifact")
    (e,) = a.continuous
    assert isinstance(e, GrantAbilities) and e.affected.relation is Relation.REFERRED
    assert isinstance(e.abilities[0], Haste)


def test_those_creatures_after_targets_are_the_targets() -> None:
    """115.1: "Those creatures" after "up to two target creatures" are what the ability targeted."""
    (a,) = read("{T}: Gain control of up to two target creatures until end of turn. Those creatures gain haste until end of turn.", "Artifact")
    (e,) = a.continuous
    assert e.affected.relation is Relation.TARGET


def test_a_lasting_grant_then_an_inert_clause() -> None:
    """611.2a: "gains shroud until end of turn and doesn't untap during your next untap step": the
    grant is read, the untap clause classified inert (no mana rule consults it)."""
    (a,) = read("{U}: This creature gains shroud until end of turn and doesn't untap during your next untap step.", "Creature — Homarid Warrior")
    (e,) = a.continuous
    assert isinstance(e, GrantAbilities) and e.affected.relation is Relation.SELF


ELF_HERALD = card(
    "Elf Herald", "Enchantment",
    "Whenever you cast an Elf spell, it gains haste until end of turn and you draw two cards.", "{2}{G}",
)


def test_a_cast_trigger_grants_haste_to_the_permanent_the_spell_became() -> None:
    """400.7a: an effect of a triggered ability that changed a spell's characteristics continues
    to apply to the permanent the spell became; the resolution names it (``targets``), and 302.6
    lets it tap the turn it arrived."""
    (t,) = read(ELF_HERALD["oracle_text"], "Enchantment")
    assert isinstance(t, TriggeredAbility)
    (e,) = t.continuous
    assert e.affected.relation is Relation.REFERRED
    s = game([ELF_HERALD], you=[
        {"card": "Elf Herald", "resolved_this_turn": [{"ability": 0, "targets": ["elf"]}]},
        {"card": "Llanowar Elves", "id": "elf", "summoning_sick": True},
        {"card": "Llanowar Elves", "id": "other", "summoning_sick": True},
    ])
    assert tap(s, "elf") == {"G"}
    assert tap(s, "other") == "illegal"


def test_same_is_true_for_spells_reads_the_type_change() -> None:
    """205.1b, 613.1d: Biotransference's second sentence gives creature spells its controller
    controls the type artifact."""
    (a,) = read(
        "Creatures you control are artifacts in addition to their other types. The same is true for creature spells you control "
        "and creature cards you own that aren't on the battlefield.",
        "Enchantment",
    )
    assert isinstance(a, StaticAbility)
    _, same = a.effects
    assert isinstance(same, SpellTypes) and same.change.card_types == frozenset({"Artifact"})
    assert same.spells.card_types == frozenset({"Creature"}) and same.spells.caster is Who.YOU


WORKSHOP = card("Mishra's Workshop", "Land", "{T}: Add {C}{C}{C}. Spend this mana only to cast artifact spells.")
BIO = card(
    "Biotransference", "Enchantment",
    "Creatures you control are artifacts in addition to their other types. The same is true for creature spells you control and "
    "creature cards you own that aren't on the battlefield.", "{3}{B}",
)
BEARS = card("Grizzly Bears", "Creature — Bear", "", "{1}{G}", "2/2")


def test_a_creature_spell_made_an_artifact_spell_takes_artifact_only_mana() -> None:
    """106.6, 613.1d: with Biotransference the Bear spell is an artifact spell, so the Workshop's
    mana may pay its {1}; without it, it may not."""
    with_bio = game([WORKSHOP, BIO, BEARS], you=["Biotransference", "Mishra's Workshop", "Forest"], hand={"you": ["Grizzly Bears"]})
    assert cast(with_bio, "Grizzly Bears").legal
    without = game([WORKSHOP, BEARS], you=["Mishra's Workshop", "Forest"], hand={"you": ["Grizzly Bears"]})
    assert not cast(without, "Grizzly Bears").legal


MARWYN = card(
    "Marwyn, the Nurturer", "Legendary Creature — Elf Druid",
    "Whenever another Elf you control enters, put a +1/+1 counter on Marwyn.\n{T}: Add an amount of {G} equal to Marwyn's power.", "{2}{G}", "1/1",
)
REVEALER = card("Revealing Spire", "Land", "{T}: Target creature gets +X/+X until end of turn, where X is the revealed card's mana value.")


def test_a_where_clause_of_a_resolved_ability_is_the_resolutions_number() -> None:
    """608.2h: the X of "gets +X/+X until end of turn, where X is the revealed card's mana value" is
    determined once, as the ability resolved: the resolution's ``number`` gives it (613.4c), and
    the power read by Marwyn's mana ability counts it (208.1)."""
    s = game([MARWYN, REVEALER], you=[
        {"card": "Revealing Spire", "tapped": True, "resolved_this_turn": [{"ability": 0, "targets": ["marwyn"], "number": 2}]},
        {"card": "Marwyn, the Nurturer", "id": "marwyn"},
    ])
    assert tap(s, "marwyn") == {"GGG"}


def test_a_where_clause_without_the_number_is_an_error_naming_it() -> None:
    """608.2h: never assumed: without the resolution's ``number`` the question is an error naming it."""
    import pytest
    from manasolve.model.errors import ManasolveError

    s = game([MARWYN, REVEALER], you=[
        {"card": "Revealing Spire", "tapped": True, "resolved_this_turn": [{"ability": 0, "targets": ["marwyn"]}]},
        {"card": "Marwyn, the Nurturer", "id": "marwyn"},
    ])
    with pytest.raises(ManasolveError, match="number"):
        tap(s, "marwyn")


def test_a_1_1_creature_is_exactly_1_1() -> None:
    """208.1: "target 1/1 creature" asks for power 1 and toughness 1."""
    (_, a) = read("{T}: Add {G}.\n{T}: Target 1/1 creature gets +1/+2 until end of turn.", "Legendary Land", "Pendelhaven")
    (e,) = a.continuous
    sel = e.affected
    assert (sel.power_at_least, sel.power_at_most, sel.toughness_at_least, sel.toughness_at_most) == (1, 1, 1, 1)


def test_protection_from_a_card_type_is_read_with_its_quality() -> None:
    """702.16a: "protection from artifacts" is protection with the card type as its quality."""
    from manasolve.model.abilities import Protection

    (_, a) = read("{T}: Add {C}.\n{1}, {T}: Target creature gains protection from artifacts until end of turn.", "Land", "Tower of the Magistrate")
    (e,) = a.continuous
    (p,) = e.abilities
    assert isinstance(p, Protection) and p.quality == "artifacts"


def test_protection_from_artifacts_stops_only_artifact_spells() -> None:
    """702.16b: a permanent with protection from artifacts can't be the target of artifact
    spells; a spell of another type may target it."""
    from manasolve.solver.board.targeting import targetable
    from manasolve.model.mana import TypeSet

    tower = card("Tower of the Magistrate", "Land", "{T}: Add {C}.\n{1}, {T}: Target creature gains protection from artifacts until end of turn.")
    s = game([tower], you=[
        {"card": "Tower of the Magistrate", "tapped": True, "resolved_this_turn": [{"ability": 1, "targets": ["elf"]}]},
        {"card": "Llanowar Elves", "id": "elf"},
    ])
    from manasolve.solver.board.layers import compute_board

    v = compute_board(s).views["elf"]
    assert not targetable(v, "you", TypeSet(0), frozenset({"Artifact", "Enchantment"}))
    assert targetable(v, "you", TypeSet(0), frozenset({"Enchantment"}))


def test_a_static_grant_and_an_inert_clause_of_one_subject() -> None:
    """613.1f: "Enchanted permanent loses all abilities and doesn't untap during its controller's
    untap step." is the loss of abilities (read) and an untap rule (classified inert); "Equipped
    creature can't be blocked and has shroud." is the grant of shroud and a combat rule."""
    from manasolve.model.abilities import LoseAbilities, Shroud

    (_, flood) = read("Enchant permanent\nEnchanted permanent loses all abilities and doesn't untap during its controller's untap step.", "Enchantment — Aura")
    assert isinstance(flood, StaticAbility)
    (lose,) = flood.effects
    assert isinstance(lose, LoseAbilities) and lose.affected.relation is Relation.ENCHANTED
    (cloak, _) = read("Equipped creature can't be blocked and has shroud.\nEquip {2}", "Artifact — Equipment")
    assert isinstance(cloak, StaticAbility)
    (grant,) = cloak.effects
    assert isinstance(grant, GrantAbilities) and isinstance(grant.abilities[0], Shroud)
