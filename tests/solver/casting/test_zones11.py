"""zones11: casting from a graveyard or from exile (601.2a, 601.3; flashback 702.34a, escape
702.138a, jump-start 702.133a, retrace 702.81a, foretell 702.143a) and spells and abilities on the
stack as targets (115.1, 115.5), through the scenario keys ``exile`` and ``stack``."""

from __future__ import annotations

import pytest
from manasolve.model.abilities import Zone, ZoneCastKeyword
from manasolve.model.costs import ManaCost, PayLife, Sacrifice
from manasolve.model.errors import QueryError
from manasolve.model.scenario import load_text
from manasolve.model.selectors import Who
from manasolve.model.text.targets import read_targets
from manasolve.solver.app.queries import cast

from games import read
from games import scenario as state

THINK_TWICE = '{name: Think Twice, type_line: Instant, mana_cost: "{1}{U}", oracle_text: "Draw a card.\\nFlashback {2}{U}"}'
FLASHBACK_CREATURE = '{name: Odd Beast, type_line: Creature — Beast, mana_cost: "{1}{G}", power: "2", toughness: "2", oracle_text: "Flashback {G}"}'
SAW = '{name: Saw It Coming, type_line: Instant, mana_cost: "{1}{U}{U}", oracle_text: "Counter target spell.\\nForetell {1}{U}"}'
NEGATE = '{name: Negate, type_line: Instant, mana_cost: "{1}{U}", oracle_text: "Counter target noncreature spell."}'
SNARE = '{name: Spell Snare, type_line: Instant, mana_cost: "{U}", oracle_text: "Counter target spell with mana value 2."}'
TARGETS_YOU = '{name: Odd Counter, type_line: Instant, mana_cost: "{U}", oracle_text: "Counter target spell that targets you."}'


def test_zone_keywords_are_read() -> None:
    """702.34a, 702.138a, 702.133a, 702.81a, 702.143a: each keyword's zone, its cost paid rather
    than the mana cost or in addition to it, and the other parts of its cost."""
    (_, fb) = read("Draw a card.\nFlashback—{1}{U}, Pay 3 life.", "Sorcery")
    assert isinstance(fb, ZoneCastKeyword) and fb.zone is Zone.GRAVEYARD and fb.instead
    assert fb.cost == ManaCost.parse("{1}{U}") and fb.parts == (PayLife(3),) and fb.spell_types == {"Instant", "Sorcery"}
    (_, therapy) = read("Draw a card.\nFlashback—Sacrifice a creature.", "Sorcery")
    assert isinstance(therapy, ZoneCastKeyword) and not therapy.cost and isinstance(therapy.parts[0], Sacrifice)
    (js,) = read("Jump-start", "Instant")
    assert isinstance(js, ZoneCastKeyword) and not js.instead and js.cost is None and not js.discard_types
    (rt,) = read("Retrace", "Sorcery")
    assert isinstance(rt, ZoneCastKeyword) and rt.discard_types == {"Land"}
    (ft,) = read("Foretell {1}{U}", "Instant")
    assert isinstance(ft, ZoneCastKeyword) and ft.zone is Zone.EXILE and ft.foretold
    (esc,) = read("Escape—{4}{G}{U}, Exile a land you control, Exile five other cards from your graveyard.", "Creature — Beast")
    assert isinstance(esc, ZoneCastKeyword) and esc.unread == "Exile a land you control"


def test_flashback_pays_its_cost_rather_than_the_mana_cost() -> None:
    """702.34a: from the graveyard for its flashback cost; 601.2a: not from a hand it is not in."""
    s = state(f"cards:\n  - {THINK_TWICE}\nbattlefield: {{you: [Island, Island, Island]}}\ngraveyard: {{you: [Think Twice]}}\n")
    got = cast(s, "Think Twice", from_="graveyard")
    assert got.legal and str(got.cost) == "{2}{U}"
    assert not cast(s, "Think Twice").legal
    short = state(f"cards:\n  - {THINK_TWICE}\nbattlefield: {{you: [Island, Island]}}\ngraveyard: {{you: [Think Twice]}}\n")
    assert not cast(short, "Think Twice", from_="graveyard").legal  # {2}{U}, not {1}{U}


def test_flashback_casts_only_instants_and_sorceries() -> None:
    """702.34a: "if the resulting spell is an instant or sorcery spell"."""
    s = state(f"cards:\n  - {FLASHBACK_CREATURE}\nbattlefield: {{you: [Forest, Forest]}}\ngraveyard: {{you: [Odd Beast]}}\n")
    got = cast(s, "Odd Beast", from_="graveyard")
    assert not got.legal and "instant or sorcery" in got.reason


def test_escape_counts_other_cards_of_the_casters_graveyard() -> None:
    """702.138a: "exile N other cards from your graveyard": the card itself is on the stack then
    (601.2a), and an opponent's graveyard doesn't pay."""
    ox = ('{name: Ox, type_line: Creature — Ox, mana_cost: "{3}{R}{R}", power: "4", toughness: "2", '
          'oracle_text: "Escape—{R}{R}, Exile two other cards from your graveyard."}')
    base = f"cards:\n  - {ox}\nbattlefield: {{you: [Mountain, Mountain]}}\n"
    assert not cast(state(base + "graveyard: {you: [Ox, Forest], opp: [Forest, Forest]}\n"), "Ox", from_="graveyard").legal
    got = cast(state(base + "graveyard: {you: [Ox, Forest, Forest]}\n"), "Ox", from_="graveyard")
    assert got.legal and str(got.cost) == "{R}{R}"


def test_foretell_only_a_card_foretold_on_an_earlier_turn() -> None:
    """702.143a: cast from exile for its foretell cost after the turn it was foretold; a card in
    exile that was not foretold can't be."""
    base = f"cards:\n  - {SAW}\nbattlefield: {{you: [Island, Island, Island]}}\nstack: [{{card: Llanowar Elves, controller: opp}}]\n"
    got = cast(state(base + "exile: {you: [{card: Saw It Coming, foretold: true}]}\n"), "Saw It Coming", from_="exile")
    assert got.legal and str(got.cost) == "{1}{U}"
    assert not cast(state(base + "exile: {you: [{card: Saw It Coming, foretold: true, foretold_this_turn: true}]}\n"), "Saw It Coming", from_="exile").legal
    assert not cast(state(base + "exile: {you: [Saw It Coming]}\n"), "Saw It Coming", from_="exile").legal


def test_an_effect_that_let_a_card_be_cast_from_exile() -> None:
    """601.3: only a permission lets a card be cast from exile (the scenario's may_cast); with
    any_mana, mana of any type pays its coloured symbols."""
    base = "battlefield: {you: [Island]}\n"
    assert not cast(state(base + "exile: {you: [Llanowar Elves]}\n"), "Llanowar Elves", from_="exile").legal
    assert not cast(state(base + "exile: {you: [{card: Llanowar Elves, may_cast: true}]}\n"), "Llanowar Elves", from_="exile").legal  # {G} from an Island
    assert cast(state(base + "exile: {you: [{card: Llanowar Elves, may_cast: true, any_mana: true}]}\n"), "Llanowar Elves", from_="exile").legal


def test_stack_targets_read_their_filters() -> None:
    """115.1: what a target on the stack may be: the kinds of objects and a spell's qualities."""
    (neg,) = read_targets("Counter target noncreature spell.")
    assert neg.stack and neg.stack_filter is not None and neg.stack_filter.kinds == {"spell"} and neg.stack_filter.spells.excluded_types == {"Creature"}
    (all3,) = read_targets("Counter target spell, activated ability, or triggered ability.")
    assert all3.stack_filter is not None and all3.stack_filter.kinds == {"spell", "activated ability", "triggered ability"}
    (theirs,) = read_targets("Counter target spell you don't control.")
    assert theirs.stack_filter is not None and theirs.stack_filter.controller is Who.OPPONENT
    (odd,) = read_targets("Counter target spell that targets you.")
    assert odd.stack and odd.stack_filter is None  # a qualifier not read is never dropped


def test_stack_targets_exactly_when_the_stack_holds_one() -> None:
    """115.1, 115.5: legal targets are the objects of the scenario's stack that fit; with no
    stack key, an empty stack has none and a stack not described is an error; a filter not read
    is an error once the stack holds something; 202.3: mana value."""
    cards = f"cards:\n  - {NEGATE}\n  - {SNARE}\n  - {TARGETS_YOU}\n"
    base = cards + "active: opp\nbattlefield: {you: [Island, Island]}\nhand: {you: [Negate, Spell Snare, Odd Counter]}\n"
    assert not cast(state(base), "Negate").legal
    with pytest.raises(QueryError, match="stack"):
        cast(state(base + "stack_empty: false\n"), "Negate")
    assert not cast(state(base + "stack: [{card: Llanowar Elves, controller: opp}]\n"), "Negate").legal
    assert cast(state(base + "stack: [{card: Manamorphose, controller: opp}]\n"), "Negate").legal
    assert cast(state(base + "stack: [{card: Manamorphose, controller: opp}]\n"), "Spell Snare").legal  # mana value 2
    assert not cast(state(base + "stack: [{card: Llanowar Elves, controller: opp}]\n"), "Spell Snare").legal
    with pytest.raises(QueryError, match="not read"):
        cast(state(base + "stack: [{card: Manamorphose, controller: opp}]\n"), "Odd Counter")


def test_stack_key_is_checked() -> None:
    """405.1: the stack key agrees with stack_empty; 605.3b: a mana ability never goes on the
    stack; a stack entry names a spell or an ability."""
    head = "name: t\nplayers: [you, opp]\nbattlefield: {you: [Llanowar Elves, Mutavault]}\n"
    bad = (
        ("stack_empty: true\nstack: [{card: Forest, controller: you}]\n", "stack"),
        ("stack: [{ability: 0, of: Llanowar Elves}]\n", "mana ability"),
        ("stack: [{card: Forest}]\n", "controller"),
        ("stack: [{ability: 5, of: Mutavault}]\n", "ability"),
        ("exile: {you: [{card: Forest, any_mana: true}]}\n", "may_cast"),
    )
    for body, words in bad:
        (problem,) = load_text(head + body)
        assert words in problem.message, problem.message


def test_escapes_with_counters_only_if_it_escaped() -> None:
    """702.138c: "[This permanent] escapes with ..." means "If this permanent escaped, it enters
    with ..."; 702.138d: it escaped if it was cast from a graveyard with escape."""
    from manasolve.solver.app.queries import enters

    ox = ('{name: Ox, type_line: Creature — Ox, mana_cost: "{3}{R}{R}", power: "4", toughness: "2", '
          'oracle_text: "Escape—{R}{R}, Exile two other cards from your graveyard.\\nThis creature escapes with two +1/+1 counters on it."}')
    s = state(f"cards:\n  - {ox}\ngraveyard: {{you: [Ox]}}\n")
    assert enters(s, "Ox", from_="graveyard", escaped=True).answer["counters"] == {"+1/+1": 2}
    assert enters(s, "Ox", from_="graveyard").answer["counters"] == {}
    with pytest.raises(QueryError, match="escape"):
        enters(s, "Ox", escaped=True)  # cast from the hand: it can't have escaped


def test_what_a_cast_from_another_zone_consults_is_never_inert() -> None:
    """601.3: a card's own "You may cast this card from your graveyard" is read (a permission of
    the card itself); granting flashback is consulted (702.34a), so it is read or left unread,
    never inert; a resolved effect's "You may cast that card for as long as it remains exiled, and
    mana of any type can be spent to cast that spell" is stated by the scenario (an exiled card's
    may_cast, any_mana); countering an activated ability targets it on the stack (115.1) and
    changes nothing an activation rule reads."""
    from manasolve.model.abilities import CastPermission, StaticAbility
    from manasolve.model.text.inert import classify

    (own,) = read("You may cast this card from your graveyard.", "Creature — Zombie")
    assert isinstance(own, StaticAbility) and isinstance(own.effects[0], CastPermission)
    assert own.effects[0].spells.self_only and own.effects[0].zones == (Zone.GRAVEYARD,)
    assert classify("Each instant and sorcery card in your graveyard gains flashback until end of turn.") is None
    taker = classify("You may cast that card for as long as it remains exiled, and mana of any type can be spent to cast that spell.")
    assert taker is not None and taker.reason == "exile and zone changes"
    squelch = classify("Counter target activated ability.")
    assert squelch is not None and squelch.reason == "counterspell"
    (target,) = read_targets("Counter target activated ability.")
    assert target.stack_filter is not None and target.stack_filter.kinds == {"activated ability"}


def test_delve_from_the_graveyard_does_not_exile_the_spell_itself() -> None:
    """601.2a: the card cast from a graveyard is on the stack as its costs are paid, so delve
    (702.66a) can exile only the other cards of the graveyard."""
    card = '{name: Odd Delver, type_line: Sorcery, mana_cost: "{3}{U}", oracle_text: "Delve\\nFlashback {2}{U}"}'
    base = f"cards:\n  - {card}\nbattlefield: {{you: [Island]}}\n"
    assert not cast(state(base + "graveyard: {you: [Odd Delver, Forest]}\n"), "Odd Delver", from_="graveyard").legal
    assert cast(state(base + "graveyard: {you: [Odd Delver, Forest, Forest]}\n"), "Odd Delver", from_="graveyard").legal
