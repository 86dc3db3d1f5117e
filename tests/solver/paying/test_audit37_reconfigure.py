"""audit37: "Reconfigure [cost]" is two activated abilities (702.151a): "[Cost]: Attach this
permanent to another target creature you control. Activate only as a sorcery." (ability 0) and
"[Cost]: Unattach this permanent. Activate only if this permanent is attached to a creature and
only as a sorcery." (ability 1). Before audit37 the keyword was no activated ability at all
(``can_activate`` answered "Bronzeplate Boar has 0 activated abilities"). "another target creature"
with no target before it is a creature other than the ability's source (109.1: the word "another"),
so an unattached Boar alone has no legal target (602.2b, 601.2c); before audit37 "another" was
dropped and the Boar could target itself."""

from __future__ import annotations

from manasolve.model.text.targets import read_targets
from manasolve.model.selectors import Relation
from manasolve.solver.app.queries import can_activate

from games import card, game

BOAR = card("Bronzeplate Boar", "Artifact Creature — Equipment Boar",
            "Trample\nEquipped creature gets +3/+2 and has trample.\n"
            "Reconfigure {5} ({5}: Attach to target creature you control; or unattach from a creature. Reconfigure only as a sorcery. "
            "While attached, this isn't a creature.)", "{2}{R}", "3/2")
LION = card("Silvercoat Lion", "Creature — Cat", "", "{1}{W}", "2/2")
MOUNTAINS = ["Mountain"] * 5


def _can(ability: int, *, attached: bool = False, lion: bool = True, **top: object) -> bool:
    you: list[object] = list(MOUNTAINS)
    if lion:
        you.append({"card": "Silvercoat Lion", "id": "lion"})
    you.append({"card": "Bronzeplate Boar", "attached_to": "lion"} if attached else "Bronzeplate Boar")
    return bool(can_activate(game([BOAR, LION], you=you, **top), "Bronzeplate Boar", ability).answer)


def test_reconfigure_attaches_to_another_creature_as_a_sorcery() -> None:
    assert _can(0)
    assert not _can(0, lion=False)            # only itself: "another target creature" (109.1)
    assert not _can(0, phase="combat")        # 307.1: as a sorcery


def test_reconfigure_unattaches_only_while_attached() -> None:
    assert not _can(1)                        # unattached: the restriction does not hold (602.5b)
    assert _can(1, attached=True)


def test_another_target_with_no_target_before_it_excludes_the_source() -> None:
    (spec,) = read_targets("Attach this permanent to another target creature you control.")
    assert spec.what is not None and spec.what.relation is Relation.OTHER
    first, second = read_targets("Target creature gets +1/+1 and another target creature gets -1/-1.")
    assert second.what is not None and second.what.relation is Relation.NONE  # "another" than the first target
