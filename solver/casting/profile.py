"""What a card offers to whoever casts it, before any choice is made (601.2b-f): its casting
profile (prototype 718.3, alternative costs 118.9, kicker and multikicker 702.33, mandatory
additional costs 118.8, its own cost modifiers, its targets 601.2c and 303.4a, entering counters
614.1c, flash 702.8a), and whether a permanent can be targeted by a spell (shroud 702.18,
hexproof 702.11, protection 702.16).

Pure functions of a :class:`~model.cards.Card` (and of a permanent's view for targetability). The
rest of what the rules say about one spell and one board lives beside it: the permissions to cast
it (:mod:`.permissions`), timing (:mod:`.timing`), legal targets (:mod:`.targets`), cost
modifiers (:mod:`.modifiers`); the choices themselves are :mod:`.choices`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...model.abilities import (
    AdditionalCost,
    CostModifier,
    EntersWithCounters,
    Keyword,
    SpellAbility,
    StaticAbility,
    TargetSpec,
)
from ...model.cards import Card
from ...model.costs import ManaCost, SymbolKind
from ...model.mana import TypeSet
from ..board.views import View

# Alternative costs given by keywords that are cast from hand by paying [cost] rather than the
# mana cost (118.9). Prototype is not one (718.3, Fleshgorger ruling): it is a separate choice.
ALTERNATIVE_COST_KEYWORDS = {"evoke": "702.74a", "dash": "702.109a", "blitz": "702.152a"}


@dataclass(frozen=True, slots=True)
class Alternative:
    """An alternative cost the card offers (118.9): its keyword name, cost and rule."""

    name: str
    cost: ManaCost
    rule: str


@dataclass(frozen=True)
class SpellProfile:
    """Everything about a card that casting it can choose or must pay (601.2b-f)."""

    card: Card
    prototype: ManaCost | None
    alternatives: tuple[Alternative, ...]
    kickers: tuple[ManaCost, ...]
    multikicker: ManaCost | None
    additional: tuple[AdditionalCost, ...]
    own_modifiers: tuple[CostModifier, ...]
    targets: tuple[TargetSpec, ...]
    entering: tuple[EntersWithCounters, ...]
    flash: bool

    @classmethod
    def of(cls, card: Card) -> "SpellProfile":
        """Read the casting-relevant abilities of ``card`` (its own text: a spell in hand or on
        top of a library has no abilities granted by permanents)."""
        prototype = None
        alternatives: list[Alternative] = []
        kickers: list[ManaCost] = []
        multikicker = None
        additional: list[AdditionalCost] = []
        modifiers: list[CostModifier] = []
        targets: list[TargetSpec] = []
        entering: list[EntersWithCounters] = []
        flash = False
        for a in card.abilities:
            if isinstance(a, Keyword):
                name = a.name.lower()
                if name == "prototype" and a.cost is not None:
                    prototype = a.cost
                elif name in ALTERNATIVE_COST_KEYWORDS and a.cost is not None:
                    alternatives.append(Alternative(name, a.cost, ALTERNATIVE_COST_KEYWORDS[name]))
                elif name == "kicker" and a.cost is not None:
                    kickers.append(a.cost)
                elif name == "multikicker" and a.cost is not None:
                    multikicker = a.cost
                elif name == "flash":
                    flash = True
                elif name == "enchant" and "Aura" in card.subtypes:
                    targets.extend(_enchant_targets(a.parameter))
            elif isinstance(a, StaticAbility):
                for e in a.effects:
                    if isinstance(e, AdditionalCost):
                        additional.append(e)
                    elif isinstance(e, CostModifier) and e.spells.self_only:
                        modifiers.append(e)
                    elif isinstance(e, EntersWithCounters):
                        entering.append(e)
            elif isinstance(a, SpellAbility):
                targets.extend(a.targets)
        return cls(
            card, prototype, tuple(alternatives), tuple(kickers), multikicker, tuple(additional),
            tuple(modifiers), tuple(targets), tuple(entering), flash,
        )

    @property
    def is_land(self) -> bool:
        return "Land" in self.card.card_types

    @property
    def instant_speed(self) -> bool:
        """117.1a: an instant, or a spell with flash (702.8a), may be cast any time its caster has
        priority."""
        return "Instant" in self.card.card_types or self.flash

    def alternative(self, name: str) -> Alternative | None:
        return next((a for a in self.alternatives if a.name == name.lower()), None)

    def x_symbols(self, cost: ManaCost) -> int:
        return sum(1 for s in cost.symbols if s.kind is SymbolKind.X)

    @property
    def any_x(self) -> bool:
        """Whether any cost the spell can be cast for has {X} (107.3a)."""
        return self.card.mana_cost.has_x or any(a.cost.has_x for a in self.alternatives) or bool(self.prototype and self.prototype.has_x)

    @property
    def variable_targets(self) -> bool:
        """Whether the number of targets is a choice (601.2c: "any number of targets")."""
        return any(t.minimum != t.maximum for t in self.targets)

    def colors(self, prototyped: bool) -> TypeSet:
        """202.2; 718.3b: a prototyped spell has the colours of its prototype mana cost."""
        if prototyped and self.prototype is not None:
            return TypeSet.of(self.prototype.colors)
        return self.card.colors


def _enchant_targets(parameter: str) -> tuple[TargetSpec, ...]:
    """303.4a: an Aura spell targets the object it will enchant ("Enchant Forest")."""
    from ...model.text.reader import read_targets

    return read_targets("target " + parameter)


# --- targetability (115, 702.11, 702.16, 702.18) ------------------------------------------


def _keyword_params(view: View, name: str) -> list[str]:
    return [a.ability.parameter.lower() for a in view.abilities if isinstance(a.ability, Keyword) and a.ability.name.lower() == name]


def targetable(view: View, caster: str, colors: TypeSet) -> bool:
    """Whether a spell of ``colors`` cast by ``caster`` can target this permanent: shroud
    (702.18), hexproof against opponents (702.11), protection from a quality of the spell (702.16)."""
    if _keyword_params(view, "shroud"):
        return False
    if view.controller != caster and _keyword_params(view, "hexproof"):
        return False
    names = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
    for q in _keyword_params(view, "protection"):
        if q == "everything":
            return False
        if q == "multicolored" and len(colors) >= 2:
            return False
        if q == "monocolored" and len(colors) == 1:
            return False
        if q in names and TypeSet.parse(names[q]).mask & colors.mask:
            return False
    return True
