"""audit33: the Oracle wording before 2024 said "enters the battlefield" where today's says
"enters" (and before 2017 "Add {G} to your mana pool" where today's says "Add {G}"); the update changed the words, not the rules (614.1c, 614.12, 707.2), and a judge who
copies a card's printed or older Oracle text writes the old ones. They read the same:

* "Arixmethes, Slumbering Isle enters the battlefield tapped with five slumber counters on it."
  was classified inert ("tap and untap"), so ``enters`` answered no counters;
* "You may have this creature enter the battlefield as a copy of ..." (Clone) was inert ("copy a
  spell"), so ``enters`` assumed the copy declined (the audit32 bug, back by its wording);
* "If this creature was kicked, it enters the battlefield with two +1/+1 counters on it." was
  refused as unreadable.

"enters the battlefield under your control" was reworded with its subject moved ("a creature you
control enters") and is not this rewording."""

from __future__ import annotations

import re

import pytest

from manasolve.model.errors import QueryError
from manasolve.model.text.reader import read_card_text
from manasolve.model.cards import TypeLine
from manasolve.solver.app.queries import enters

from games import card, game

CREATURE = TypeLine.parse("Creature — Elf")

PAIRS = [
    ("This creature enters the battlefield tapped with five slumber counters on it.", "This creature enters tapped with five slumber counters on it."),
    ("You may have this creature enter the battlefield as a copy of any creature on the battlefield.", "You may have this creature enter as a copy of any creature on the battlefield."),
    ("If this creature was kicked, it enters the battlefield with two +1/+1 counters on it.", "If this creature was kicked, it enters with two +1/+1 counters on it."),
    ("Each other creature you control enters the battlefield with an additional +1/+1 counter on it.", "Each other creature you control enters with an additional +1/+1 counter on it."),
    ("This creature enters the battlefield with ten eyestalk counters on it.", "This creature enters with ten eyestalk counters on it."),
    # Mirrex: "Activate only if this land entered this turn." (602.5b)
    ("{T}: Add one mana of any color. Activate only if this land entered the battlefield this turn.", "{T}: Add one mana of any color. Activate only if this land entered this turn."),
    # before 2017: "to your mana pool" (106.4: mana is added to a mana pool either way)
    ("{T}: Add {G} to your mana pool.", "{T}: Add {G}."),
    ("{T}: Add {R} or {G} to your mana pool.", "{T}: Add {R} or {G}."),
    ("{T}: Add three mana of any one color to your mana pool.", "{T}: Add three mana of any one color."),
    ("Whenever enchanted land is tapped for mana, its controller adds {G}{G} to his or her mana pool.", "Whenever enchanted land is tapped for mana, its controller adds an additional {G}{G}."),
]


def _shape(text: str) -> list[str]:
    """The abilities read, as data without their texts (the words differ, the meaning must not)."""
    read = read_card_text(text, card_name="Test Card", type_line=CREATURE)
    plain = [re.sub(r"text=(?:'(?:[^'\\]|\\.)*'|\"(?:[^\"\\]|\\.)*\")", "text=_", repr(a)) for a in read.abilities]
    return plain + [f"inert:{i.reason}" for i in read.inert] + [f"unread:{u.text}" for u in read.unread]


@pytest.mark.parametrize("old,new", PAIRS)
def test_old_and_new_wording_read_alike(old: str, new: str) -> None:
    """The two wordings give the same abilities (and no inert or unread sentence either way)."""
    got_old, got_new = _shape(old), _shape(new)
    assert got_old == got_new
    assert not any(s.startswith(("inert:", "unread:")) for s in got_old)


def test_arixmethes_old_wording_enters_with_counters() -> None:
    """614.1c: "enters the battlefield tapped with five slumber counters on it": five counters."""
    arix = card("Arixmethes, Slumbering Isle", "Legendary Creature - Kraken",
                "Arixmethes, Slumbering Isle enters the battlefield tapped with five slumber counters on it.\n"
                "As long as Arixmethes has a slumber counter on it, it's a land. (It's not a creature.)\n{T}: Add {G}{U}.", "{2}{G}{U}", "12/12")
    s = game([arix], hand={"you": ["Arixmethes, Slumbering Isle"]})
    e = enters(s, "Arixmethes, Slumbering Isle")
    assert dict(e.counters) == {"slumber": 5} and e.mana_value == 4


def test_clone_old_wording_never_assumes_the_copy_declined() -> None:
    """614.12, 707.2: whether a Clone entered as a copy is the player's choice: the old wording
    too needs ``as_enters``."""
    clone = card("Clone", "Creature — Shapeshifter", "You may have Clone enter the battlefield as a copy of any creature on the battlefield.", "{3}{U}", "0/0")
    s = game([clone], you=["Llanowar Elves"], hand={"you": ["Clone"]})
    with pytest.raises(QueryError, match="as_enters"):
        enters(s, "Clone")
