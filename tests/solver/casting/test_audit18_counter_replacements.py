"""audit18: replacement effects on counters being put (614.1a) apply to a permanent entering with
counters (122.6: it is given them as it enters, by the player under whose control it enters):
"If you would put one or more counters on a permanent or player, put twice that many ..."
(Vorinclex, Monstrous Raider) doubles a spell's X counters, and its "If an opponent would put ...,
they put half that many ..., rounded down" halves an opponent's; "If an effect would put ... on a
permanent you control, it puts twice that many" (Doubling Season); "that many plus one +1/+1
counters" (Hardened Scales) adds one per event, to its kind only; "that many -1/-1 counters minus
one" (Vizier of Remedies). With several, the controller orders them (616.1): the answer is the
order giving the most, the others named in the reasons."""

from __future__ import annotations

from manasolve.model.abilities import CounterReplacement
from manasolve.model.selectors import Who
from manasolve.solver.app.queries import enters

from games import card, game, static_effect

RAIDER = card("Raider", "Legendary Creature — Phyrexian Praetor",
              "If you would put one or more counters on a permanent or player, put twice that many of each of those kinds of counters on that permanent or player instead.\n"
              "If an opponent would put one or more counters on a permanent or player, they put half that many of each of those kinds of counters on that permanent or player instead, rounded down.",
              "{4}{G}{G}", "6/6")
SEASON = card("Season", "Enchantment", "If an effect would put one or more counters on a permanent you control, it puts twice that many of those counters on that permanent instead.", "{3}{G}")
SCALES = card("Scales", "Enchantment", "If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.", "{G}")
VIZIER = card("Vizier", "Creature — Human Cleric", "If one or more -1/-1 counters would be put on a creature you control, that many -1/-1 counters minus one are put on it instead.", "{1}{W}", "2/1")
HYDRA = card("Hydra", "Creature — Hydra", "This creature enters with X +1/+1 counters on it.", "{X}{G}", "0/0")
CHALICE = card("Chalice", "Artifact", "This artifact enters with X charge counters on it.", "{X}{X}")
WITHERED = card("Withered", "Creature — Elemental", "This creature enters with two -1/-1 counters on it.", "{2}{B}", "4/4")


def _counters(cards: list[dict[str, object]], you: list[str], name: str, x: int = 0, opp: list[str] | None = None) -> dict[str, int]:
    s = game(cards, you=you, opp=opp or [], hand={"you": [name]})
    return dict(enters(s, name, x=x).counters)


def test_the_templates_are_read() -> None:
    e = static_effect(SCALES["oracle_text"])
    assert isinstance(e, CounterReplacement) and e.kind == "+1/+1" and e.op == "plus_one" and e.putter is Who.ANY
    e = static_effect(SEASON["oracle_text"])
    assert isinstance(e, CounterReplacement) and e.kind is None and e.op == "double" and e.affected is not None


def test_vorinclex_doubles_yours_and_halves_an_opponents() -> None:
    assert _counters([RAIDER, HYDRA], ["Raider"], "Hydra", x=3) == {"+1/+1": 6}
    assert _counters([RAIDER, CHALICE], ["Raider"], "Chalice", x=1) == {"charge": 2}
    assert _counters([RAIDER, HYDRA], [], "Hydra", x=3, opp=["Raider"]) == {"+1/+1": 1}  # rounded down


def test_doubling_season_only_on_your_permanents() -> None:
    assert _counters([SEASON, CHALICE], ["Season"], "Chalice", x=2) == {"charge": 4}
    assert _counters([SEASON, CHALICE], [], "Chalice", x=2, opp=["Season"]) == {"charge": 2}


def test_scales_adds_one_of_its_kind_only() -> None:
    assert _counters([SCALES, HYDRA], ["Scales"], "Hydra", x=2) == {"+1/+1": 3}
    assert _counters([SCALES, CHALICE], ["Scales"], "Chalice", x=2) == {"charge": 2}
    assert _counters([SCALES, HYDRA], ["Scales"], "Hydra", x=0) == {}  # none would be put (614.1a)


def test_scales_and_season_in_the_best_order() -> None:
    """616.1: Scales first gives (2 + 1) x 2 = 6, Season first 2 x 2 + 1 = 5."""
    s = game([SCALES, SEASON, HYDRA], you=["Scales", "Season"], hand={"you": ["Hydra"]})
    got = enters(s, "Hydra", x=2)
    assert dict(got.counters) == {"+1/+1": 6}
    assert any("616.1" in r and "5 +1/+1" in r for r in got.reasons)


def test_vizier_puts_one_fewer() -> None:
    assert _counters([VIZIER, WITHERED], ["Vizier"], "Withered") == {"-1/-1": 1}
