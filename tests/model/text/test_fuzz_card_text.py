"""A fuzzer over card text (issue 14): Oracle texts of the built-in library cut, spliced and
mutated (mana symbols of every size, quotes nested or left open, ability words, dashes, bullets,
unicode, very long lines), read by the real grammar and answered by the real solver. Whatever the
text, reading gives a card or the project's own error naming the card (never another exception),
and the questions about the permanent it makes answer or raise the project's own errors.

``MANASOLVE_FUZZ_CARD_EXAMPLES`` sets the number of cases (default 300 in CI; the issue asks for
20,000 run by hand: ``MANASOLVE_FUZZ_CARD_EXAMPLES=20000 python -m pytest -q
tests/model/text/test_fuzz_card_text.py``).
"""

from __future__ import annotations

import json
import os
import re
from importlib import resources

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import manasolve
from manasolve.model.cards import CardData
from manasolve.model.errors import ManasolveError
from manasolve.model.library import read_card
from manasolve.model.state import GameState, Permanent

EXAMPLES = int(os.environ.get("MANASOLVE_FUZZ_CARD_EXAMPLES", "300"))
_CARDS = json.loads(resources.files("manasolve.model").joinpath("data/cards.json").read_text(encoding="utf-8"))
SENTENCES = sorted({s.strip() for c in _CARDS for s in re.split(r"(?<=[.:])\s+|\n", c["oracle_text"]) if s.strip()})
"""Every sentence (and cost) of the built-in cards' Oracle text: the material of the mutations."""
TYPE_LINES = ["Land", "Basic Land — Forest", "Artifact", "Creature — Elf Druid", "Enchantment — Aura", "Legendary Land",
              "Artifact Creature — Golem", "Instant", "Sorcery", "Land — Urza's Tower", "Snow Land — Island Swamp"]
TOKENS = [
    "{T}", "{Q}", "{X}", "{G}", "{C}", "{S}", "{W/U}", "{2/G}", "{G/P}", "{∞}", "{100000000000000000000}", "{0}", "{½}",
    "Add", "add", "mana", "of any color", "any type", "could produce", "instead", "for each", "Sacrifice ~", "~", ":",
    ",", ".", "\n", '"', "“", "”", "—", "•", "(", ")", "X", "until end of turn", "Activate only", "if", "Whenever",
    "lands you control have", "loses all abilities", "is a", "in addition to its other types", "that's still a land",
    "Spend this mana only", "costs {1} less", "enters with", "counter", "haste", "then", "Then", "é", "\u200b", "\t",
]


def mutated() -> st.SearchStrategy[str]:
    """A card text: real sentences joined in any order, with tokens inserted, parts cut out,
    quotes wrapped around pieces, and now and then a very long repetition."""
    sentence = st.sampled_from(SENTENCES)
    token = st.sampled_from(TOKENS)

    @st.composite
    def build(draw: st.DrawFn) -> str:
        parts = draw(st.lists(sentence, min_size=1, max_size=5))
        text = draw(st.sampled_from([" ", "\n", ". ", " — "])).join(parts)
        for _ in range(draw(st.integers(0, 6))):
            pos = draw(st.integers(0, len(text)))
            text = text[:pos] + draw(token) + text[pos:]
        if draw(st.booleans()):
            a = draw(st.integers(0, len(text)))
            b = draw(st.integers(a, len(text)))
            text = text[:a] + text[b:]
        if draw(st.integers(0, 9)) == 0:
            text = '"' + text + '"' if draw(st.booleans()) else text.replace(".", "", 1)
        if draw(st.integers(0, 49)) == 0:
            text = (text + " ") * draw(st.integers(5, 40))
        return text

    return build()


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=list(HealthCheck), derandomize=False)
@given(mutated(), st.sampled_from(TYPE_LINES))
@example(  # found by the fuzzer: a trigger that is not a tapping trigger adding "any type that land produced"
    "Whenever you tap a land a, add one mana of any type that land produced.", "Land"
)
@example(  # found by the fuzzer in CI: an activated ability that is no mana ability (an unknown cost "T") reading "could produce"
    "T:his spell costs {1} more to cast for each target beyond the first Add one mana of any type that a Gate you control could produce.", "Land"
)
@example(  # found by the fuzzer: an activated ability adding "any type that land produced"
    "{1}, {T}: {2/G}Whenever a play{T}er taps a land for mana, that player adds one mana of any type that land produced, and this enchantment deals 1 damage to the player.", "Land"
)
def test_any_card_text_reads_or_names_its_error(text: str, type_line: str) -> None:
    """Reading gives a card or a ManasolveError naming the card; a card that reads answers the
    questions about its permanent or raises the project's own errors. (How long a case takes is
    measured by the run by hand that the note reports, not asserted here.)"""
    try:
        card = read_card(CardData("Fuzzed Card", "{1}", type_line, text), allow_unread=True)
    except ManasolveError as e:
        assert "Fuzzed Card" in str(e) or "type line" in str(e).lower() or "mana" in str(e).lower()
        return
    state = GameState(("you", "opp"), (Permanent("p", card, "you"), Permanent("f", read_card(CardData("Forest", "", "Basic Land — Forest", "")), "opp")))
    for ask in (
        lambda: manasolve.could_produce(state, "p", options=manasolve.Options(allow_unread=True)),
        lambda: manasolve.tap_for_mana(state, "p", options=manasolve.Options(allow_unread=True)),
        lambda: manasolve.can_activate(state, "p", 0, options=manasolve.Options(allow_unread=True)),
        lambda: manasolve.available_mana(state, "you", options=manasolve.Options(allow_unread=True)),
    ):
        try:
            ask()
        except ManasolveError:
            pass
