"""audit19: {S} is paid with one mana produced by a snow source (107.4h). The mana a triggered mana
ability adds when a snow permanent is tapped for mana (106.12a: Zendikar Resurgent, Wild Growth,
Kinnan) is produced by that ability's object, not by the snow permanent (Kinnan ruling: "The
additional mana is produced by Kinnan, not by the nonland permanent that you tapped"), so it is
not snow mana; a replacement effect's mana (Mana Reflection, Contamination) still comes from the
snow permanent."""

from __future__ import annotations

from manasolve.solver.app.queries import can_pay

from games import card, game

SNOW_FOREST = card("Snow-Covered Forest", "Basic Snow Land — Forest", "({T}: Add {G}.)")
COLDSTEEL = card("Coldsteel Heart", "Snow Artifact", "This artifact enters tapped.\nAs this artifact enters, choose a color.\n{T}: Add one mana of the chosen color.", "{2}")


def _pay(you: list[object], cost: str) -> bool:
    return bool(can_pay(game([SNOW_FOREST, COLDSTEEL], you=you), "you", cost))


def test_triggered_mana_of_another_object_is_not_snow() -> None:
    assert not _pay(["Snow-Covered Forest", "Zendikar Resurgent"], "{S}{S}")
    assert _pay(["Snow-Covered Forest", "Zendikar Resurgent"], "{S}{G}")
    assert not _pay([{"card": "Snow-Covered Forest", "id": "f"}, {"card": "Wild Growth", "attached_to": "f"}], "{S}{S}")
    assert not _pay([{"card": "Coldsteel Heart", "chosen_color": "G"}, "Kinnan, Bonder Prodigy"], "{S}{S}")
    assert _pay([{"card": "Coldsteel Heart", "chosen_color": "G"}, "Kinnan, Bonder Prodigy"], "{S}{G}")


def test_replaced_mana_still_comes_from_the_snow_source() -> None:
    assert _pay(["Snow-Covered Forest", "Mana Reflection"], "{S}{S}")
    assert _pay(["Snow-Covered Forest", "Contamination"], "{S}")
